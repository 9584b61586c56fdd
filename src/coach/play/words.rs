//! The sentences of a play session, as every face says them: the seating, a judged decision
//! with its cost in chips at the round's bet, each settlement of the ledger, the round's chips
//! and the session's summary. The terminal paints the labels and the chips won or lost, a
//! browser styles them; the words are these, built once.

use super::{AskKind, Costliest, Decided, PlayOptions, PlaySummary, RoundReport, Seating, SeatsChange};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::{ShownHand, hand_name_in};
use crate::coach::drill::verdict::{Line, Tone};
use crate::game::ledger::{Entry, Wager};
use crate::game::shoe::ShoeEvent;
use crate::lang::{Arg, Lang};

/// A judged decision in words.
#[derive(Debug, Clone, PartialEq)]
pub struct DecisionWords {
    /// The verdict, `None` when the decision was not judged; the score goes after it.
    pub headline: Option<Line>,
    /// The score so far: `score 3/4`.
    pub score: String,
    /// What explains it, a line each.
    pub details: Vec<Line>,
    /// The learner's own move, applied whatever the verdict: `Played as you chose: hit.`
    pub played: Option<String>,
}

/// The words of decision `d`, with `right` of `judged` decisions right so far (this one counted),
/// in the language of its question.
pub fn decision_words(d: &Decided, catalogue: &Catalogue, right: usize, judged: usize) -> DecisionWords {
    let (q, j) = (&d.record.question, &d.record.judgement);
    let lang = q.lang;
    let label = |id: &str| lang.text(id, &[]);
    let score = crate::coach::drill::session::Score { right, answered: judged, once_more: None };
    let mut words =
        DecisionWords { headline: None, score: score.words_in(lang), details: Vec::new(), played: None };
    if !d.judged {
        words.details.push(Line::labelled(label("play-label-not-judged"), Tone::Quiet, q.why.clone()));
        return words;
    }
    let mistake = j.mistake.and_then(|id| catalogue.get(id));
    let explain = |words: &mut DecisionWords| {
        if let Some(m) = mistake {
            words.details.push(Line::labelled(
                label("drill-label-mistake"),
                Tone::Warn,
                format!("{}. {}", m.title_in(lang), m.explanation_in(lang)),
            ));
        }
    };
    if d.kind == AskKind::Settlement {
        words.headline = Some(match (d.dealer_error, j.correct) {
            (Some(_), true) => {
                Line::labelled(label("drill-label-right"), Tone::Good, label("play-settlement-called"))
            }
            (None, true) => {
                Line::labelled(label("drill-label-right"), Tone::Good, label("play-settlement-right"))
            }
            (Some(_), false) => {
                Line::labelled(label("play-label-missed"), Tone::Bad, label("play-settlement-went-through"))
            }
            (None, false) => {
                Line::labelled(label("drill-label-wrong"), Tone::Bad, label("play-settlement-false-call"))
            }
        });
        if d.dealer_error.is_none() && j.correct {
            return words;
        }
        explain(&mut words);
        words.details.push(Line::labelled(label("drill-label-why"), Tone::Quiet, q.why.clone()));
        return words;
    }
    if j.correct {
        let id = if d.record.hinted { "drill-label-right-hinted" } else { "drill-label-right" };
        words.headline = Some(Line::labelled(label(id), Tone::Good, j.right_words(&q.expected, lang)));
        return words;
    }
    words.played = d
        .applied
        .map(|applied| lang.text("play-played-as-chosen", &[("move", Arg::Text(&applied.name_in(lang)))]));
    if let Some(close) = j.close_call_words(&q.expected, lang) {
        // A close call costs almost nothing: one line, as the drills say it.
        words.headline = Some(Line::labelled(label("drill-label-close-call"), Tone::Warn, close));
        return words;
    }
    let given = j.answer.map(|a| a.shown_in(lang)).unwrap_or_default();
    let expected = q.expected.shown_in(lang);
    words.headline = Some(Line::labelled(
        label("drill-label-wrong"),
        Tone::Bad,
        lang.text("drill-you-said", &[("given", Arg::Text(&given)), ("answer", Arg::Text(&expected))]),
    ));
    match &j.comparison {
        Some(comparison) => {
            words.details.push(Line::plain(comparison.clone()));
            if let Some(rule) = mistake.and_then(|m| m.rule_of_thumb_in(lang)) {
                words.details.push(Line::labelled(
                    label("drill-label-rule-of-thumb"),
                    Tone::Bold,
                    rule.into_owned(),
                ));
            }
        }
        // A count or a bet has no value of its own to give away at the moment it is said.
        None if matches!(d.kind, AskKind::Play | AskKind::Insurance) => {
            words.details.push(Line::plain(cost_words(d)))
        }
        None => {}
    }
    // What the learner's own answer was, where the question names it (an index play, a count).
    if let Some(note) = &j.note {
        words.details.push(Line::plain(note.clone()));
    }
    explain(&mut words);
    if let Some(row) = &q.chart_row {
        words.details.push(Line::labelled(label("drill-label-chart"), Tone::Quiet, row.clone()));
    }
    words.details.push(Line::labelled(label("drill-label-why"), Tone::Quiet, q.why.clone()));
    words
}

/// What a wrong decision gave away, in percent of the bet and in chips at the round's bet, in
/// its question's language: `Cost: 7.70% of the bet, 0.77 chips at a bet of 10`.
pub fn cost_words(d: &Decided) -> String {
    let lang = d.record.question.lang;
    lang.text(
        "play-cost",
        &[
            ("percent", Arg::Text(&lang.percent(d.cost_percent(), 2))),
            ("chips", Arg::Text(&lang.number(&round2(d.cost_chips())))),
            ("bet", Arg::Int(d.bet)),
        ],
    )
}

/// What a hand shows beside its cards, in `lang`: its total, split, doubled with its stake,
/// surrendered.
pub fn hand_notes(h: &ShownHand, lang: Lang) -> String {
    let mut notes = vec![h.total_words_in(lang)];
    if h.from_split {
        notes.push(lang.text("play-note-split", &[]));
    }
    if h.doubled {
        notes.push(lang.text("play-note-doubled", &[("stake", Arg::Int(h.stake))]));
    }
    if h.surrendered {
        notes.push(lang.text("play-note-surrendered", &[]));
    }
    notes.join(", ")
}

/// What an entry of the ledger settled, before its cards: `You:` (the learner's one hand), `Hand 2:`
/// (one of a box's `hands`), `Box 2 hand 1:` or `Box 2:` (when the learner played `several` boxes),
/// `Insurance of 5:`; `None` for a bet on another box, told with that box.
pub fn wager_label(e: &Entry, box_index: usize, several: bool, hands: usize, lang: Lang) -> Option<String> {
    let n = |i: usize| Arg::Int(i as u64 + 1);
    match e.wager {
        Wager::Hand(_) if several && hands == 1 => {
            Some(lang.text("play-wager-box", &[("box", n(box_index))]))
        }
        Wager::Hand(i) if several => {
            Some(lang.text("play-wager-box-hand", &[("box", n(box_index)), ("hand", n(i))]))
        }
        Wager::Hand(i) => {
            Some(lang.text("play-wager-hand", &[("hand", Arg::Text(&hand_name_in(i, hands, lang)))]))
        }
        Wager::Insurance => Some(lang.text("play-wager-insurance", &[("stake", Arg::Int(e.stake))])),
        Wager::OnBox(_) => None,
    }
}

/// How an entry settled and why, in `lang`, the chips won or lost put through `net` (given them
/// and their words, `+10`, `±0`, `-5`): `win, +10: 20 beats the dealer's 18`.
pub fn settled_words(e: &Entry, net: &dyn Fn(i64, String) -> String, lang: Lang) -> String {
    lang.text(
        "play-settled",
        &[
            ("verdict", Arg::Text(&e.verdict.label_in(lang))),
            ("net", Arg::Text(&net(e.net, signed(e.net)))),
            ("reason", Arg::Text(&e.reason.words_in(lang))),
        ],
    )
}

/// A chip result with its sign, `±0` for none.
pub fn signed(n: i64) -> String {
    if n == 0 { "±0".to_string() } else { format!("{n:+}") }
}

/// Chips to two places.
pub fn round2(x: f64) -> String {
    format!("{x:.2}")
}

/// Chips to two places with their sign.
pub fn signed_chips(x: f64) -> String {
    format!("{:+.2}", x + 0.0)
}

/// `1`, `1 and 2`, `1, 2 and 3`, in `lang`.
pub fn list_words(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            lang.text("play-list-and", &[("most", Arg::Text(&rest.join(", "))), ("last", Arg::Text(last))])
        }
    }
}

/// A round's number as its header says it, in `lang`: `Round 3 of 10`, `Round 3`.
pub fn round_words(round: u32, of: Option<u32>, lang: Lang) -> String {
    let number = ("round", Arg::Int(u64::from(round)));
    match of {
        Some(n) => lang.text("play-round-of", &[number, ("of", Arg::Int(u64::from(n)))]),
        None => lang.text("play-round", &[number]),
    }
}

/// The learner's chips after a round: `Chips: 110 (+10)`.
pub fn round_chips_words(r: &RoundReport, lang: Lang) -> String {
    lang.text("play-chips", &[("chips", Arg::Int(r.chips_after)), ("net", Arg::Text(&signed(r.net)))])
}

/// The other seats' results of a round: `Others: seat 1 -10 (90), seat 2 +10 (110)`.
pub fn others_words(r: &RoundReport, lang: Lang) -> Option<String> {
    let others: Vec<String> = r
        .seats
        .iter()
        .filter(|s| !s.learner)
        .map(|s| {
            lang.text(
                "play-others-seat",
                &[
                    ("seat", Arg::Int(s.box_index as u64 + 1)),
                    ("net", Arg::Text(&signed(s.net))),
                    ("chips", Arg::Int(s.chips)),
                ],
            )
        })
        .collect();
    (!others.is_empty()).then(|| lang.text("play-others", &[("seats", Arg::Text(&others.join(", ")))]))
}

/// The bank after a round, at a table where a person holds it: `Bank: 1000 (+10)`.
pub fn bank_words(r: &RoundReport, lang: Lang) -> Option<String> {
    r.bank.map(|bank| {
        lang.text(
            "play-bank-round",
            &[("chips", Arg::Int(bank.chips)), ("net", Arg::Text(&signed(r.ledger.bank_net())))],
        )
    })
}

/// What the shoe did, in words of `lang`.
pub fn shoe_words(event: ShoeEvent, lang: Lang) -> String {
    let id = match event {
        ShoeEvent::Shuffled => "play-shoe-shuffled",
        ShoeEvent::BackupDeckOpened => "play-shoe-backup",
        ShoeEvent::DiscardsShuffled => "play-shoe-discards",
    };
    lang.text(id, &[])
}

/// Where everyone sits, in `lang`: the learner's seat and boxes, and how the other seats play
/// and bet.
pub fn seating_words(s: &Seating, lang: Lang) -> String {
    // Every number is a seat of the table, which is a box: the learner's boxes run on from
    // their seat, and the players after them sit on after them.
    let in_play = s.seats - 1 + s.boxes;
    let own = if s.boxes > 1 {
        let numbers: Vec<String> = (s.seat + 1..=s.seat + s.boxes).map(|b| b.to_string()).collect();
        let boxes = list_words(&numbers, lang);
        let words = lang
            .text("play-own-boxes", &[("boxes", Arg::Text(&boxes)), ("in_play", Arg::Int(in_play as u64))]);
        format!(" {words}")
    } else {
        String::new()
    };
    let place = match s.seat {
        0 if s.seats > 1 => "play-sit-first",
        // Where seats vary, a player may yet sit down after the learner.
        i if i + 1 == s.seats && s.seats > 1 && !s.seats_vary => "play-sit-last",
        _ => "play-sit",
    };
    let sit =
        lang.text(place, &[("seat", Arg::Int(s.seat as u64 + 1)), ("seats", Arg::Int(s.table_seats as u64))]);
    let vary = if s.seats_vary { format!(" {}", lang.text("play-seats-vary", &[])) } else { String::new() };
    let sit = format!("{sit}{vary}");
    if s.seats == 1 {
        return format!("{sit}{own}");
    }
    let others: Vec<String> =
        (0..s.seats).filter(|&i| i != s.seat).map(|i| (s.box_of(i) + 1).to_string()).collect();
    let seats = list_words(&others, lang);
    let how = s.others.to_string();
    let others_play = lang.text(
        "play-others-play",
        &[
            ("count", Arg::Int(others.len() as u64)),
            ("seats", Arg::Text(&seats)),
            ("how", Arg::Text(&how)),
            ("bet", Arg::Int(s.others_bet)),
        ],
    );
    format!("{sit} {others_play}{own}")
}

/// Players who left the table or sat down at it before a round, a sentence each: `The player at
/// seat 3 leaves the table.`, `A player sits down at seat 5.`
pub fn seats_change_words(c: &SeatsChange, lang: Lang) -> Vec<String> {
    let seat = |b: &usize| [("seat", Arg::Int(*b as u64 + 1))];
    let left = c.left.iter().map(|b| lang.text("play-seat-leaves", &seat(b)));
    let sat_down = c.sat_down.iter().map(|b| lang.text("play-seat-sits-down", &seat(b)));
    left.chain(sat_down).collect()
}

/// How long a session lasts and from what chips: `30 rounds from 100 chips`.
pub fn length_words(options: &PlayOptions) -> String {
    let lang = options.lang;
    match options.rounds {
        Some(n) => lang
            .text("play-length", &[("rounds", Arg::Int(u64::from(n))), ("chips", Arg::Int(options.chips))]),
        None => lang.text("play-length-open", &[("chips", Arg::Int(options.chips))]),
    }
}

/// A session's summary in words: the rounds played (after `Summary:`), then a line each.
#[derive(Debug, Clone, PartialEq)]
pub struct SummaryWords {
    /// `1 of 30 rounds played (stopped early; an unfinished round is not counted)`.
    pub played: String,
    /// The result, standings, bank, chips, decisions, calls, bet on a box, value given away and
    /// costliest mistake, as they apply.
    pub lines: Vec<String>,
}

/// The words of summary `s` in `lang`; `good` puts a win (and chips won) in its tone.
pub fn summary_words(s: &PlaySummary, good: &dyn Fn(String) -> String, lang: Lang) -> SummaryWords {
    let int = |n: u64| Arg::Int(n);
    let why_short = if s.out_of_chips {
        lang.text("play-out-of-chips", &[])
    } else if s.stopped_early {
        lang.text("play-stopped-early", &[])
    } else {
        String::new()
    };
    // `1 of 30 rounds played`, `1 round played`; `1 of 3 rounds played, 2 sat out`: a round sat
    // out was dealt, not played.
    let bet_in = s.rounds_played - s.rounds_sat_out;
    let of = int(s.rounds.map_or(0, u64::from));
    let played = match s.rounds_sat_out {
        0 => lang.text(
            "play-played",
            &[("played", int(u64::from(s.rounds_played))), ("of", of), ("why", Arg::Text(&why_short))],
        ),
        out => lang.text(
            "play-played-sat-out",
            &[
                ("played", int(u64::from(bet_in))),
                ("of", of),
                ("out", int(u64::from(out))),
                ("why", Arg::Text(&why_short)),
            ],
        ),
    };
    let mut lines = Vec::new();
    let alone = s.standings.len() <= 1;
    let winners: Vec<String> =
        s.winners.iter().flatten().map(|w| lang.text("play-seat", &[("seat", int(*w as u64))])).collect();
    let winners = list_words(&winners, lang);
    match s.won {
        Some(true) if !alone && s.winners.iter().flatten().count() > 1 => {
            let words = lang.text("play-share-words", &[("winners", Arg::Text(&winners))]);
            lines.push(lang.text("play-result-share", &[("words", Arg::Text(&good(words)))]))
        }
        Some(true) => {
            let words = good(lang.text("play-win-words", &[]));
            lines.push(lang.text("play-result-share", &[("words", Arg::Text(&words))]))
        }
        Some(false) if alone => lines.push(lang.text("play-result-not-alone", &[])),
        Some(false) => lines.push(lang.text("play-result-not", &[("winners", Arg::Text(&winners))])),
        None => {}
    }
    if !alone {
        let mut standings: Vec<_> = s.standings.iter().collect();
        standings.sort_by(|a, b| b.chips.cmp(&a.chips).then(a.seat.cmp(&b.seat)));
        let listed: Vec<String> = standings
            .iter()
            .map(|st| {
                let id = if st.you { "play-seat-you" } else { "play-seat" };
                format!("{} {}", lang.text(id, &[("seat", int(st.seat as u64))]), st.chips)
            })
            .collect();
        lines.push(lang.text("play-standings", &[("seats", Arg::Text(&listed.join(", ")))]));
    }
    if let Some(bank) = s.bank {
        lines.push(if bank.notional > 0 {
            lang.text("play-bank-notional", &[("chips", int(bank.chips)), ("notional", int(bank.notional))])
        } else {
            lang.text("play-bank", &[("chips", int(bank.chips))])
        });
    }
    let net = if s.net > 0 { good(format!("{:+}", s.net)) } else { format!("{:+}", s.net) };
    lines.push(lang.text(
        "play-chips-session",
        &[("start", int(s.start_chips)), ("end", int(s.chips)), ("net", Arg::Text(&net))],
    ));
    lines.push(
        lang.text(
            "play-decisions",
            &[("right", int(s.right as u64)), ("decisions", int(s.decisions as u64))],
        ),
    );
    if let Some(c) = &s.calls {
        lines.push(lang.text(
            "play-calls",
            &[
                ("right", int(c.right as u64)),
                ("calls", int(c.calls as u64)),
                ("caught", int((c.errors - c.missed) as u64)),
                ("missed", int(c.missed as u64)),
                ("false", int(c.false_calls as u64)),
            ],
        ));
    }
    if let Some(b) = &s.box_bet {
        lines.push(lang.text(
            "play-box-bet",
            &[
                ("seat", int(b.seat as u64)),
                ("stake", int(b.stake)),
                ("rounds", int(b.rounds as u64)),
                ("net", Arg::Text(&signed(b.net))),
                ("as_chart", int(b.holder_as_chart as u64)),
                ("decisions", int(b.holder_decisions as u64)),
                ("chips", Arg::Text(&lang.number(&signed_chips(b.holder_chips)))),
            ],
        ));
    }
    let (percent, chips) = (lang.percent(s.value_lost_percent, 2), lang.number(&round2(s.value_lost_chips)));
    let value = [
        ("percent", Arg::Text(&percent)),
        ("chips", Arg::Text(&chips)),
        ("calls", int(s.close_calls as u64)),
    ];
    lines
        .push(lang.text(if s.close_calls > 0 { "play-value-lost-calls" } else { "play-value-lost" }, &value));
    if let Some(c) = &s.costliest {
        lines.push(costliest_words(c, lang));
    }
    if let Some(t) = &s.tempo {
        lines.push(t.words_in(lang));
    }
    SummaryWords { played, lines }
}

/// The costliest wrong decision of a session, in chips at that round's bet, in `lang`.
pub fn costliest_words(c: &Costliest, lang: Lang) -> String {
    lang.text(
        "play-costliest",
        &[
            ("round", Arg::Int(u64::from(c.round))),
            ("situation", Arg::Text(&c.situation)),
            ("answer", Arg::Text(&c.answer)),
            ("expected", Arg::Text(&c.expected)),
            ("percent", Arg::Text(&lang.percent(c.cost_percent, 2))),
            ("chips", Arg::Text(&lang.number(&round2(c.cost_chips)))),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chips_are_signed_and_lists_joined() {
        assert_eq!(signed(0), "±0");
        assert_eq!(signed(-5), "-5");
        assert_eq!(signed(10), "+10");
        assert_eq!(signed_chips(-0.0), "+0.00");
        let items = ["1".to_string(), "2".to_string(), "3".to_string()];
        assert_eq!(list_words(&items, Lang::En), "1, 2 and 3");
        assert_eq!(list_words(&items, Lang::Fr), "1, 2 et 3");
        assert_eq!(list_words(&items[..1], Lang::En), "1");
    }

    #[test]
    fn players_leaving_and_sitting_down_are_told_by_their_seats_numbers() {
        let change = SeatsChange { round: 3, left: vec![1], sat_down: vec![3, 6] };
        assert_eq!(
            seats_change_words(&change, Lang::En),
            [
                "The player at seat 2 leaves the table.",
                "A player sits down at seat 4.",
                "A player sits down at seat 7."
            ]
        );
    }
}
