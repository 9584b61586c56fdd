//! The words of the counting drills in every language: where a count starts, the rounds dealt,
//! what a question gives to work from, decks with their noun, a true count's rule, and a count
//! worked card by card. The sentences are messages of `locales/LANG/counting.ftl`; the counts,
//! decks and tags are the code's.

use super::answer::{decks_words, signed};
use super::question::{CountSituation, CountedRound};
use crate::game::card::Card;
use crate::lang::{Arg, Lang};
use crate::strategy::counting::{CountingSystem, TrueCountRule};

impl CountedRound {
    /// The round's heading: `Round 3 (2 players and the dealer, its other cards):`.
    pub fn heading(&self) -> String {
        self.heading_in(Lang::En)
    }

    /// The round's heading in `lang`.
    pub fn heading_in(&self, lang: Lang) -> String {
        let id = if self.continued { "count-round-rest" } else { "count-round" };
        lang.text(
            id,
            &[("number", Arg::Int(u64::from(self.number))), ("players", Arg::Int(u64::from(self.seats)))],
        )
    }
}

impl CountSituation {
    /// Where the count starts: a fresh shoe and the system's starting count, or the running
    /// count so far.
    pub fn start_words(&self) -> Option<String> {
        self.start_words_in(Lang::En)
    }

    /// Where the count starts, in `lang`.
    pub fn start_words_in(&self, lang: Lang) -> Option<String> {
        let start = signed(self.start?);
        let system = Arg::Text(&self.system_name);
        let decks = Arg::Int(u64::from(self.decks));
        if let Some(c) = &self.countdown {
            let mode = mode_words_in(c.at_a_time, lang);
            let id =
                if self.decks == 1 { "count-countdown-start-deck" } else { "count-countdown-start-shoe" };
            let args = [
                ("cards", Arg::Int(c.cards.len() as u64)),
                ("decks", decks),
                ("mode", Arg::Text(&mode)),
                ("system", system),
                ("start", Arg::Text(&start)),
            ];
            return Some(lang.text(id, &args));
        }
        Some(if self.fresh_shoe {
            lang.text(
                "count-fresh-shoe",
                &[("decks", decks), ("system", system), ("start", Arg::Text(&start))],
            )
        } else {
            lang.text("count-so-far", &[("count", Arg::Text(&start))])
        })
    }

    /// The lines that give the count to work from: the running count, the true count, the ramp.
    pub fn given_words(&self) -> (Option<String>, Option<String>, Option<String>) {
        self.given_words_in(Lang::En)
    }

    /// The lines that give the count to work from, in `lang`.
    pub fn given_words_in(&self, lang: Lang) -> (Option<String>, Option<String>, Option<String>) {
        let count = |c: i32| signed(c);
        (
            self.running.map(|r| lang.text("count-given-running", &[("count", Arg::Text(&count(r)))])),
            self.true_count.map(|tc| {
                let args = [("count", Arg::Text(&count(tc))), ("system", Arg::Text(&self.system_name))];
                lang.text("count-given-true", &args)
            }),
            self.ramp.as_ref().map(|(name, unit)| {
                lang.text("count-given-ramp", &[("ramp", Arg::Text(name)), ("unit", Arg::Int(*unit))])
            }),
        )
    }
}

/// The mode of a countdown for a person: `one card at a time`, `two cards at a time`.
pub fn mode_words(at_a_time: u8) -> String {
    mode_words_in(at_a_time, Lang::En)
}

/// The mode of a countdown for a person, in `lang`: `one card at a time`, `two cards at a time`.
pub fn mode_words_in(at_a_time: u8, lang: Lang) -> String {
    lang.text(if at_a_time == 2 { "count-mode-pairs" } else { "count-mode-one" }, &[])
}

/// Decks with their noun in `lang`: `¾ deck`, `1 deck`, `1¼ decks`; `1,3 jeu` in French.
pub fn decks_in(decks: f64, lang: Lang) -> String {
    let size = decks_size(decks);
    let shown = lang.number(&decks_words(decks));
    lang.text("count-decks", &[("decks", Arg::Text(&shown)), ("size", Arg::Text(size))])
}

/// The size `decks` falls in, as [`decks_in`] chooses its noun by: for a verb agreeing with it.
pub fn decks_size(decks: f64) -> &'static str {
    if decks < 1.0 {
        "part"
    } else if decks == 1.0 {
        "one"
    } else if decks < 2.0 {
        "under-two"
    } else {
        "other"
    }
}

/// A signed decimal as `lang` writes it: `+3.71`, `+3,71`.
pub fn signed_decimal(value: f64, places: usize, lang: Lang) -> String {
    lang.number(&format!("{:+.places$}", value + 0.0))
}

/// The two examples a rule's words give of making a count whole: `-1.5` and `+2.9`, or `+2.4`
/// for rounding to the nearest (where +2.9 would go up).
fn rule_examples(rule: TrueCountRule) -> (f64, f64) {
    match rule {
        TrueCountRule::Round => (-1.5, 2.4),
        TrueCountRule::Floor | TrueCountRule::Truncate => (-1.5, 2.9),
    }
}

/// How a rule makes a true count whole, in words, with an example, in `lang`.
pub fn rule_words_in(rule: TrueCountRule, lang: Lang) -> String {
    let id = match rule {
        TrueCountRule::Floor => "count-rule-floor",
        TrueCountRule::Truncate => "count-rule-truncate",
        TrueCountRule::Round => "count-rule-round",
    };
    let (a, b) = rule_examples(rule);
    let (a_shown, b_shown) = (signed_decimal(a, 1, lang), signed_decimal(b, 1, lang));
    let (a_whole, b_whole) = (signed(rule.apply(a)), signed(rule.apply(b)));
    lang.text(
        id,
        &[
            ("a", Arg::Text(&a_shown)),
            ("a_whole", Arg::Text(&a_whole)),
            ("b", Arg::Text(&b_shown)),
            ("b_whole", Arg::Text(&b_whole)),
        ],
    )
}

/// A rule's way of making a count whole, in a few words, in `lang`.
pub fn rounded_words_in(rule: TrueCountRule, lang: Lang) -> String {
    lang.text(
        match rule {
            TrueCountRule::Floor => "count-rounded-floor",
            TrueCountRule::Truncate => "count-rounded-truncate",
            TrueCountRule::Round => "count-rounded-round",
        },
        &[],
    )
}

/// The count card by card, in `lang`: each card's tag and the count after it.
pub fn count_steps_in(
    system: &CountingSystem,
    start: i32,
    cards: &[Card],
    shuffled: bool,
    lang: Lang,
) -> String {
    let mut count = start;
    let steps: Vec<String> = cards
        .iter()
        .map(|&card| {
            let tag = i32::from(system.tag(card));
            count += tag;
            format!("{} {} ({})", card.shown_in(lang), signed(tag), signed(count))
        })
        .collect();
    let steps = steps.join(", ");
    let (start, end) = (signed(start), signed(count));
    let args = [
        ("system", Arg::Text(&system.name)),
        ("start", Arg::Text(&start)),
        ("steps", Arg::Text(&steps)),
        ("count", Arg::Text(&end)),
    ];
    let words = lang.text("count-steps", &args);
    if shuffled { format!("{words} {}", lang.text("count-shuffled", &[])) } else { words }
}
