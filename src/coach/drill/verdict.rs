//! The words of a judged answer, as every face shows them: the verdict with the learner's own
//! answer and the right one, the time when it counts, then the note, the comparison of the plays
//! or the cost, the named mistake, the chart's row and the why. The terminal paints the labels,
//! a browser styles them; the sentences are these, built once.

use std::time::Duration;

use super::answer::Answer;
use super::mistakes::Catalogue;
use super::question::{Expected, TOO_SLOW};
use super::session::Record;
use crate::lang::{Arg, Lang};

/// How a label is shown: the tone of what it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// A right answer.
    Good,
    /// A wrong answer.
    Bad,
    /// A close call, a mistake's name, an answer not understood.
    Warn,
    /// A rule of thumb.
    Bold,
    /// The chart's row and the why.
    Quiet,
}

/// One line: a label in its tone, if any, and the words after it.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// The label (`Wrong:`) and its tone.
    pub label: Option<(String, Tone)>,
    /// The words.
    pub text: String,
}

impl Line {
    /// A line with a label in its tone.
    pub fn labelled(label: impl Into<String>, tone: Tone, text: impl Into<String>) -> Line {
        Line { label: Some((label.into(), tone)), text: text.into() }
    }

    /// A line without a label.
    pub fn plain(text: impl Into<String>) -> Line {
        Line { label: None, text: text.into() }
    }
}

/// A judged answer in words.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// Whether the answer counts as right.
    pub correct: bool,
    /// The verdict: one line, or two when the answer was not understood (why, then the answer);
    /// the score goes after the last.
    pub headline: Vec<Line>,
    /// The score so far (`score 3/4`, with the streak in a timed session).
    pub score: String,
    /// What explains a miss, a line each.
    pub details: Vec<Line>,
}

/// A time taken, as the verdict says it: `4.2 s`.
pub fn seconds(d: Duration) -> String {
    seconds_in(d, Lang::En)
}

/// A time taken, as the verdict says it in `lang`: `4.2 s`, `4,2 s`.
pub fn seconds_in(d: Duration, lang: Lang) -> String {
    format!("{} s", lang.decimal(d.as_secs_f64(), 1))
}

/// A time allowed, in whole seconds when it is whole: `8 s`, `2.5 s`.
pub fn allowed(d: Duration) -> String {
    allowed_in(d, Lang::En)
}

/// A time allowed, in whole seconds when it is whole, in `lang`: `8 s`, `2,5 s`.
pub fn allowed_in(d: Duration, lang: Lang) -> String {
    let s = d.as_secs_f64();
    format!("{} s", lang.decimal(s, if s.fract() == 0.0 { 0 } else { 1 }))
}

/// A label of the verdict in `lang`: `Wrong:`, `Faux :`.
fn label(id: &str, lang: Lang) -> String {
    lang.text(id, &[])
}

/// The words of `record`: `timed` when the drill or the session is against the clock (then the
/// time is said), `streak` the right answers in a row when the session has a limit.
pub fn verdict(record: &Record, catalogue: &Catalogue, timed: bool, streak: Option<usize>) -> Verdict {
    let (q, j) = (&record.question, &record.judgement);
    let lang = q.lang;
    let taken = seconds_in(record.time, lang);
    let time = match (j.too_slow, timed) {
        (Some(limit), _) => {
            let limit = allowed_in(limit, lang);
            format!(
                " {}",
                lang.text("drill-time-over", &[("taken", Arg::Text(&taken)), ("allowed", Arg::Text(&limit))])
            )
        }
        (None, true) => format!(" {}", lang.text("drill-time", &[("taken", Arg::Text(&taken))])),
        (None, false) => String::new(),
    };
    let streak = streak
        .map(|s| format!("{}  ", lang.text("drill-streak", &[("streak", Arg::Int(s as u64))])))
        .unwrap_or_default();
    let score = format!("{streak}{}", record.score.words_in(lang));
    let expected = q.expected.shown_in(lang);
    let given = || j.answer.map(|a: Answer| a.shown_in(lang)).unwrap_or_default();
    let mut verdict = Verdict { correct: j.correct, headline: Vec::new(), score, details: Vec::new() };
    if j.correct {
        let right = label(if record.hinted { "drill-label-right-hinted" } else { "drill-label-right" }, lang);
        verdict.headline.push(Line::labelled(
            right,
            Tone::Good,
            format!("{}{time}", j.right_words(&q.expected, lang)),
        ));
        // A foul called right is told what it was and how the chips move instead, as play tells
        // it: the call alone does not show that the learner saw the right error.
        if q.expected == Expected::Call(true) {
            verdict.details.push(Line::labelled(label("drill-label-why", lang), Tone::Quiet, q.why.clone()));
        }
        return verdict;
    }
    if j.mistake == Some(TOO_SLOW) {
        // The answer was right: only its time is to blame, so no explanation of the answer.
        let given = given();
        let text = lang.text("drill-said-right", &[("given", Arg::Text(&given)), ("time", Arg::Text(&time))]);
        verdict.headline.push(Line::labelled(label("drill-label-too-slow", lang), Tone::Bad, text));
        if let Some(m) = catalogue.get(TOO_SLOW) {
            verdict.details.push(Line::labelled(
                label("drill-label-mistake", lang),
                Tone::Warn,
                format!("{}. {}", m.title_in(lang), m.explanation_in(lang)),
            ));
        }
        return verdict;
    }
    if let Some(reason) = &j.unrecognised {
        verdict.headline.push(Line::labelled(
            label("drill-label-not-understood", lang),
            Tone::Warn,
            reason.clone(),
        ));
        let answer = lang.text("drill-the-answer-is", &[("answer", Arg::Text(&expected))]);
        verdict.headline.push(Line::labelled(
            label("drill-label-counted-wrong", lang),
            Tone::Bad,
            format!("{answer}{time}"),
        ));
    } else if let Some(words) = j.close_call_words(&q.expected, lang) {
        // A close call costs almost nothing: one line, not the paragraphs of a miss.
        verdict.headline.push(Line::labelled(
            label("drill-label-close-call", lang),
            Tone::Warn,
            format!("{words}{time}"),
        ));
        return verdict;
    } else {
        let given = given();
        let text =
            lang.text("drill-you-said", &[("given", Arg::Text(&given)), ("answer", Arg::Text(&expected))]);
        verdict.headline.push(Line::labelled(
            label("drill-label-wrong", lang),
            Tone::Bad,
            format!("{text}{time}"),
        ));
    }
    if let Some(note) = &j.note {
        verdict.details.push(Line::plain(note.clone()));
    }
    let mistake = j.mistake.and_then(|id| catalogue.get(id));
    match &j.comparison {
        Some(comparison) => {
            verdict.details.push(Line::plain(comparison.clone()));
            if let Some(rule) = mistake.and_then(|m| m.rule_of_thumb_in(lang)) {
                verdict.details.push(Line::labelled(
                    label("drill-label-rule-of-thumb", lang),
                    Tone::Bold,
                    rule.into_owned(),
                ));
            }
        }
        None => {
            if let Some(cost) = j.cost {
                let cost = lang.percent(-cost, 2);
                verdict.details.push(Line::plain(lang.text("drill-cost", &[("cost", Arg::Text(&cost))])));
            }
        }
    }
    if let Some(m) = mistake {
        verdict.details.push(Line::labelled(
            label("drill-label-mistake", lang),
            Tone::Warn,
            format!("{}. {}", m.title_in(lang), m.explanation_in(lang)),
        ));
    }
    if let Some(row) = &q.chart_row {
        verdict.details.push(Line::labelled(label("drill-label-chart", lang), Tone::Quiet, row.clone()));
    }
    verdict.details.push(Line::labelled(label("drill-label-why", lang), Tone::Quiet, q.why.clone()));
    // A countdown's check: the count after each row of its cards, where the learner finds the
    // row their count first went wrong in.
    if let Some(c) = q.situation.count.as_ref().and_then(|c| c.countdown.as_ref()) {
        for (which, cards, count) in c.check_rows() {
            let cards: Vec<String> = cards.iter().map(|c| c.shown_in(lang)).collect();
            let (count, cards) = (format!("{:>3}", super::answer::signed(count)), cards.join(" "));
            let args =
                [("count", Arg::Text(&count)), ("which", Arg::Text(&which)), ("cards", Arg::Text(&cards))];
            verdict.details.push(Line::plain(lang.text("count-check-row", &args)));
        }
    }
    verdict
}
