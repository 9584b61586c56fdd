//! The words of a judged answer, as every face shows them: the verdict with the learner's own
//! answer and the right one, the time when it counts, then the note, the comparison of the plays
//! or the cost, the named mistake, the chart's row and the why. The terminal paints the labels,
//! a browser styles them; the sentences are these, built once.

use std::time::Duration;

use super::answer::Answer;
use super::mistakes::Catalogue;
use super::question::{Expected, TOO_SLOW};
use super::session::Record;

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
    pub label: Option<(&'static str, Tone)>,
    /// The words.
    pub text: String,
}

impl Line {
    /// A line with a label in its tone.
    pub fn labelled(label: &'static str, tone: Tone, text: impl Into<String>) -> Line {
        Line { label: Some((label, tone)), text: text.into() }
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
    format!("{:.1} s", d.as_secs_f64())
}

/// A time allowed, in whole seconds when it is whole: `8 s`, `2.5 s`.
pub fn allowed(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s.fract() == 0.0 { format!("{s:.0} s") } else { format!("{s:.1} s") }
}

/// The words of `record`: `timed` when the drill or the session is against the clock (then the
/// time is said), `streak` the right answers in a row when the session has a limit.
pub fn verdict(record: &Record, catalogue: &Catalogue, timed: bool, streak: Option<usize>) -> Verdict {
    let (q, j) = (&record.question, &record.judgement);
    let time = match (j.too_slow, timed) {
        (Some(limit), _) => format!(" ({}, over the {} allowed)", seconds(record.time), allowed(limit)),
        (None, true) => format!(" ({})", seconds(record.time)),
        (None, false) => String::new(),
    };
    let streak = streak.map(|s| format!("streak {s}  ")).unwrap_or_default();
    let score = format!("{streak}{}", record.score);
    let expected = q.expected.shown();
    let given = || j.answer.map(|a: Answer| a.to_string()).unwrap_or_default();
    let mut verdict = Verdict { correct: j.correct, headline: Vec::new(), score, details: Vec::new() };
    if j.correct {
        let label = if record.hinted { "Right, with the chart's row:" } else { "Right:" };
        verdict.headline.push(Line::labelled(
            label,
            Tone::Good,
            format!("{}{time}", j.right_words(&q.expected)),
        ));
        // A foul called right is told what it was and how the chips move instead, as play tells
        // it: the call alone does not show that the learner saw the right error.
        if q.expected == Expected::Call(true) {
            verdict.details.push(Line::labelled("Why:", Tone::Quiet, q.why.clone()));
        }
        return verdict;
    }
    if j.mistake == Some(TOO_SLOW) {
        // The answer was right: only its time is to blame, so no explanation of the answer.
        let text = format!("you said {}, which is right{time}: it counts as a miss", given());
        verdict.headline.push(Line::labelled("Too slow:", Tone::Bad, text));
        if let Some(m) = catalogue.get(TOO_SLOW) {
            verdict.details.push(Line::labelled(
                "Mistake:",
                Tone::Warn,
                format!("{}. {}", m.title, m.explanation),
            ));
        }
        return verdict;
    }
    if let Some(reason) = &j.unrecognised {
        verdict.headline.push(Line::labelled("Not understood:", Tone::Warn, reason.clone()));
        verdict.headline.push(Line::labelled(
            "Counted wrong:",
            Tone::Bad,
            format!("the answer is {expected}{time}"),
        ));
    } else if let Some(words) = j.close_call_words(&q.expected) {
        // A close call costs almost nothing: one line, not the paragraphs of a miss.
        verdict.headline.push(Line::labelled("Close call:", Tone::Warn, format!("{words}{time}")));
        return verdict;
    } else {
        let text = format!("you said {}; the answer is {expected}{time}", given());
        verdict.headline.push(Line::labelled("Wrong:", Tone::Bad, text));
    }
    if let Some(note) = &j.note {
        verdict.details.push(Line::plain(note.clone()));
    }
    let mistake = j.mistake.and_then(|id| catalogue.get(id));
    match &j.comparison {
        Some(comparison) => {
            verdict.details.push(Line::plain(comparison.clone()));
            if let Some(rule) = mistake.and_then(|m| m.rule_of_thumb.as_ref()) {
                verdict.details.push(Line::labelled("Rule of thumb:", Tone::Bold, rule.clone()));
            }
        }
        None => {
            if let Some(cost) = j.cost {
                verdict.details.push(Line::plain(format!("Cost: {:.2}% of the bet", -cost)));
            }
        }
    }
    if let Some(m) = mistake {
        verdict.details.push(Line::labelled(
            "Mistake:",
            Tone::Warn,
            format!("{}. {}", m.title, m.explanation),
        ));
    }
    if let Some(row) = &q.chart_row {
        verdict.details.push(Line::labelled("Chart:", Tone::Quiet, row.clone()));
    }
    verdict.details.push(Line::labelled("Why:", Tone::Quiet, q.why.clone()));
    // A countdown's check: the count after each row of its cards, where the learner finds the
    // row their count first went wrong in.
    if let Some(c) = q.situation.count.as_ref().and_then(|c| c.countdown.as_ref()) {
        for (which, cards, count) in c.check_rows() {
            let cards: Vec<String> = cards.iter().map(ToString::to_string).collect();
            let count = super::answer::signed(count);
            verdict.details.push(Line::plain(format!("{count:>3} after cards {which}: {}", cards.join(" "))));
        }
    }
    verdict
}
