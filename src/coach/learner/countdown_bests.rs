//! The learner's deck-countdown bests: for each counting system and way of showing the cards
//! (one at a time, or in pairs), the fastest right countdown, by its time a card. Worked out from
//! the saved answers themselves (the key holds the system, the mode and the cards shown; the
//! answer's time runs from the first card), so no other record is kept for them.

use crate::coach::drill::count_words::mode_words_in;
use crate::coach::drill::countdown::read_key;
use crate::coach::learner::record::FastestRight;
use crate::lang::{Arg, Lang};

/// A best countdown of one system and mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountdownBest {
    /// The counting system, by its name on the command line.
    pub system: String,
    /// Cards shown at a time: 1, or 2.
    pub at_a_time: u8,
    /// The cards of the best countdown.
    pub cards: u32,
    /// Its time, from the first card to the answer, in milliseconds.
    pub ms: u64,
    /// Right countdowns of this system and mode, with a time.
    pub right: u64,
}

impl CountdownBest {
    /// Its time a card, in seconds.
    pub fn seconds_a_card(&self) -> f64 {
        self.ms as f64 / 1000.0 / f64::from(self.cards.max(1))
    }

    /// Is it faster a card than `other` (times compared exactly, in whole milliseconds)?
    fn faster_than(&self, other: &CountdownBest) -> bool {
        u128::from(self.ms) * u128::from(other.cards) < u128::from(other.ms) * u128::from(self.cards)
    }

    /// The system and mode in words: `Hi-Lo, one card at a time`.
    pub fn what(&self) -> String {
        self.what_in(Lang::En)
    }

    /// The system and mode in words in `lang`: `Hi-Lo, une carte à la fois`.
    pub fn what_in(&self, lang: Lang) -> String {
        let name = crate::strategy::counting::shipped(&self.system).map_or(self.system.clone(), |s| s.name);
        format!("{name}, {}", mode_words_in(self.at_a_time, lang))
    }

    /// The time in words: `0.81 s a card (38.2 s for 47 cards)`.
    pub fn time_words(&self) -> String {
        self.time_words_in(Lang::En)
    }

    /// The time in words in `lang`: `0,81 s par carte (38,2 s pour 47 cartes)` in French.
    pub fn time_words_in(&self, lang: Lang) -> String {
        let (per_card, total) =
            (lang.decimal(self.seconds_a_card(), 2), lang.decimal(self.ms as f64 / 1000.0, 1));
        lang.text(
            "count-best-time",
            &[
                ("per_card", Arg::Text(&per_card)),
                ("total", Arg::Text(&total)),
                ("cards", Arg::Int(u64::from(self.cards))),
            ],
        )
    }
}

/// The best of each system and mode among these questions' fastest right answers, by system
/// and then one at a time before pairs.
pub fn bests(fastest: &[FastestRight]) -> Vec<CountdownBest> {
    let mut bests: Vec<CountdownBest> = Vec::new();
    for f in fastest {
        let Some((system, at_a_time, cards)) = read_key(&f.key) else { continue };
        let this = CountdownBest { system, at_a_time, cards, ms: f.ms, right: f.right };
        match bests.iter_mut().find(|b| b.system == this.system && b.at_a_time == this.at_a_time) {
            Some(best) => {
                let right = best.right + this.right;
                if this.faster_than(best) {
                    *best = this;
                }
                best.right = right;
            }
            None => bests.push(this),
        }
    }
    bests.sort_by(|a, b| (&a.system, a.at_a_time).cmp(&(&b.system, b.at_a_time)));
    bests
}

/// The bests of a session under way: those saved before it, and each right countdown as it is
/// answered, so a new best is said when it is made.
#[derive(Debug, Clone, Default)]
pub struct SessionBests {
    bests: Vec<CountdownBest>,
}

impl SessionBests {
    /// The bests before the session.
    pub fn new(before: Vec<CountdownBest>) -> SessionBests {
        SessionBests { bests: before }
    }

    /// Counts an answer to the question of `key`, right or not, a first answer or a retry, that
    /// took `ms`; the words to say after it, in `lang`: the best of its system and mode, new or
    /// standing. `None` for another question, or an answer that does not count (wrong, or a
    /// retry).
    pub fn answered(
        &mut self,
        key: &str,
        ms: u64,
        (correct, first): (bool, bool),
        lang: Lang,
    ) -> Option<String> {
        let (system, at_a_time, cards) = read_key(key)?;
        if !correct || !first {
            return None;
        }
        let this = CountdownBest { system, at_a_time, cards, ms, right: 1 };
        let before = self.bests.iter_mut().find(|b| b.system == this.system && b.at_a_time == this.at_a_time);
        match before {
            Some(best) if !this.faster_than(best) => {
                best.right += 1;
                let (what, time) = (best.what_in(lang), best.time_words_in(lang));
                let this = lang.decimal(this.seconds_a_card(), 2);
                let args =
                    [("what", Arg::Text(&what)), ("time", Arg::Text(&time)), ("this", Arg::Text(&this))];
                Some(lang.text("count-best-standing", &args))
            }
            Some(best) => {
                let (what, time) = (this.what_in(lang), this.time_words_in(lang));
                let was = lang.decimal(best.seconds_a_card(), 2);
                let args = [("what", Arg::Text(&what)), ("time", Arg::Text(&time)), ("was", Arg::Text(&was))];
                let words = lang.text("count-best-new", &args);
                *best = CountdownBest { right: best.right + 1, ..this };
                Some(words)
            }
            None => {
                let (what, time) = (this.what_in(lang), this.time_words_in(lang));
                let words =
                    lang.text("count-best-first", &[("what", Arg::Text(&what)), ("time", Arg::Text(&time))]);
                self.bests.push(this);
                Some(words)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fastest(key: &str, ms: u64, right: u64) -> FastestRight {
        FastestRight { key: key.into(), ms, right }
    }

    #[test]
    fn the_best_of_each_system_and_mode_is_the_fastest_a_card() {
        let b = bests(&[
            fastest("countdown hi-lo one 40 cards", 40_000, 2),
            fastest("countdown hi-lo one 50 cards", 45_000, 1),
            fastest("countdown hi-lo pairs 48 cards", 30_000, 1),
            fastest("countdown zen one 51 cards", 60_000, 3),
            fastest("running count hi-lo 5 cards", 1, 9),
        ]);
        assert_eq!(b.len(), 3);
        assert_eq!((b[0].system.as_str(), b[0].at_a_time, b[0].cards, b[0].right), ("hi-lo", 1, 50, 3));
        assert_eq!(b[0].what(), "Hi-Lo, one card at a time");
        assert_eq!(b[0].time_words(), "0.90 s a card (45.0 s for 50 cards)");
        assert_eq!((b[1].at_a_time, b[1].ms), (2, 30_000));
        assert_eq!(b[2].what(), "Zen Count, one card at a time");
    }

    #[test]
    fn a_session_says_a_new_best_when_it_is_made() {
        let mut s = SessionBests::new(bests(&[fastest("countdown hi-lo one 50 cards", 45_000, 1)]));
        assert_eq!(s.answered("countdown hi-lo one 50 cards", 40_000, (false, true), Lang::En), None);
        assert_eq!(s.answered("bet one-to-eight +2", 40_000, (true, true), Lang::En), None);
        assert_eq!(
            s.answered("countdown hi-lo one 50 cards", 50_000, (true, true), Lang::En).unwrap(),
            "Your best, Hi-Lo, one card at a time: 0.90 s a card (45.0 s for 50 cards); this one 1.00 s a card."
        );
        assert_eq!(
            s.answered("countdown hi-lo one 40 cards", 32_000, (true, true), Lang::En).unwrap(),
            "A new best, Hi-Lo, one card at a time: 0.80 s a card (32.0 s for 40 cards) (it was 0.90 s a card)."
        );
        assert_eq!(
            s.answered("countdown hi-lo one 40 cards", 1_000, (true, false), Lang::En),
            None,
            "a retry"
        );
        assert_eq!(
            s.answered("countdown hi-lo pairs 40 cards", 20_000, (true, true), Lang::En).unwrap(),
            "Your first best, Hi-Lo, two cards at a time: 0.50 s a card (20.0 s for 40 cards)."
        );
    }
}
