//! The learner's bias at reading a discard tray, by depth: from the raw answers of the
//! deck-estimation drill (the question's key holds the tray, the answer the estimate), grouped by
//! the whole decks in the tray, the mean over or under in decks, and what it costs a true count.

use crate::coach::drill::answer::{Answer, AnswerKind, decks_words, read_answer, round1, signed};
use crate::coach::drill::tray::{TrayAsk, read_key};
use crate::coach::learner::record::AnswerCount;
use crate::lang::{Arg, Lang};

/// The running count the cost of a bias is said at: a count worth converting.
pub const EXAMPLE_RUNNING_COUNT: i32 = 10;

/// One first answer of the drill, as the key and the answer say it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TrayEstimate {
    /// Quarter decks in the tray.
    pub quarters: u32,
    /// The shoe's decks.
    pub shoe: u8,
    /// The decks the answer put in the tray (the shoe less those it left, when left was asked).
    pub estimate: f64,
}

impl TrayEstimate {
    /// The estimate of an answer to a deck-estimation question; `None` for another question's key
    /// or an answer that is not a number of decks.
    pub fn of(key: &str, answer: &str) -> Option<TrayEstimate> {
        let (ask, quarters, shoe) = read_key(key)?;
        let Ok(Answer::Decks(given)) = read_answer(AnswerKind::Decks, answer) else { return None };
        let estimate = match ask {
            TrayAsk::InTray => given,
            TrayAsk::Left => f64::from(shoe) - given,
        };
        Some(TrayEstimate { quarters, shoe, estimate })
    }

    /// The decks in the tray.
    pub fn tray(&self) -> f64 {
        f64::from(self.quarters) / 4.0
    }
}

/// The bias over the trays of one depth: from `from` whole decks up to below `from + 1`.
#[derive(Debug, Clone, PartialEq)]
pub struct DepthBias {
    /// The whole decks in the trays of the band.
    pub from: u32,
    /// The answers counted.
    pub answers: u64,
    /// The mean of the estimate less the tray, in decks: over when positive.
    pub mean: f64,
    /// The mean of the decks left in the shoe, in decks.
    pub mean_left: f64,
}

/// The bias by depth of these answers (how often each was typed to each key, as the store counts
/// first answers), a band per whole deck in the tray, shallowest first.
pub fn bias_by_depth(counts: &[AnswerCount]) -> Vec<DepthBias> {
    let mut bands: std::collections::BTreeMap<u32, (u64, f64, f64)> = std::collections::BTreeMap::new();
    for c in counts {
        let Some(e) = TrayEstimate::of(&c.key, &c.answer) else { continue };
        let band = bands.entry(e.quarters / 4).or_default();
        let n = c.times as f64;
        band.0 += c.times;
        band.1 += (e.estimate - e.tray()) * n;
        band.2 += (f64::from(e.shoe) - e.tray()) * n;
    }
    bands
        .into_iter()
        .filter(|(_, b)| b.0 > 0)
        .map(|(from, (n, over, left))| DepthBias {
            from,
            answers: n,
            mean: over / n as f64,
            mean_left: left / n as f64,
        })
        .collect()
}

impl DepthBias {
    /// The band's trays in words: `¼ to ¾ deck`, `2 to 2¾ decks`.
    pub fn depth_words(&self) -> String {
        self.depth_words_in(Lang::En)
    }

    /// [`DepthBias::depth_words`] in `lang`: `de 2 à 2¾ jeux`.
    pub fn depth_words_in(&self, lang: Lang) -> String {
        match self.from {
            0 => lang.text("tray-depth-first", &[]),
            from => lang.text("tray-depth", &[("from", Arg::Int(u64::from(from)))]),
        }
    }

    /// The mean bias, to the tenth of a deck, as shown and as its cost is worked from.
    pub fn shown_mean(&self) -> f64 {
        (self.mean * 10.0).round() / 10.0
    }

    /// The bias in words: `0.4 decks over`, `0.2 decks under`, `on the mark`.
    pub fn bias_words(&self) -> String {
        self.bias_words_in(Lang::En)
    }

    /// [`DepthBias::bias_words`] in `lang`: `0,4 jeu de trop`.
    pub fn bias_words_in(&self, lang: Lang) -> String {
        let m = self.shown_mean();
        if m == 0.0 {
            return lang.text("tray-bias-none", &[]);
        }
        let id = if m > 0.0 { "tray-bias-over" } else { "tray-bias-under" };
        // The noun agrees with the number as each language has it: `0.8 decks` in English,
        // `0,8 jeu` but `2,3 jeux` in French.
        let decks = lang.number(&round1(m.abs()));
        let size = crate::coach::drill::count_words::decks_size(m.abs());
        lang.text(id, &[("decks", Arg::Text(&decks)), ("size", Arg::Text(size))])
    }

    /// The decks left that the cost is said at: the band's mean, to the quarter deck.
    pub fn left_shown(&self) -> f64 {
        (self.mean_left * 4.0).round() / 4.0
    }

    /// What the bias does to a true count at [`EXAMPLE_RUNNING_COUNT`] with the band's decks
    /// left: the true count and the one the bias reads, each to the tenth; `None` when the bias
    /// is nothing or would leave no deck to divide by.
    pub fn true_counts(&self) -> Option<(f64, f64, f64)> {
        let left = self.left_shown();
        let read = left - self.shown_mean();
        if self.shown_mean() == 0.0 || left <= 0.0 || read <= 0.0 {
            return None;
        }
        let rc = f64::from(EXAMPLE_RUNNING_COUNT);
        Some((read, rc / left, rc / read))
    }

    /// The cost in words: `at a running count of +10 with 3 decks left, you read 2.6 left: a true
    /// count of +3.8 where it is +3.3`.
    pub fn cost_words(&self) -> Option<String> {
        self.cost_words_in(Lang::En)
    }

    /// [`DepthBias::cost_words`] in `lang`.
    pub fn cost_words_in(&self, lang: Lang) -> Option<String> {
        let (read, truth, misread) = self.true_counts()?;
        let count = signed(EXAMPLE_RUNNING_COUNT);
        let left = lang.number(&decks_words(self.left_shown()));
        let read = lang.number(&decks_words((read * 100.0).round() / 100.0));
        let (misread, truth) = (lang.number(&format!("{misread:+.1}")), lang.number(&format!("{truth:+.1}")));
        Some(lang.text(
            "tray-cost",
            &[
                ("count", Arg::Text(&count)),
                ("left", Arg::Text(&left)),
                ("read", Arg::Text(&read)),
                ("misread", Arg::Text(&misread)),
                ("truth", Arg::Text(&truth)),
            ],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::tray::key;

    fn counted(key: String, answer: &str, times: u64) -> AnswerCount {
        AnswerCount { key, table: "quebec-s17".into(), answer: answer.into(), times }
    }

    /// The noun agrees with the bias as each language counts: English says `decks` but at one,
    /// French `jeu` under two and `jeux` from two, Italian `mazzo` at one alone.
    #[test]
    fn the_bias_s_noun_agrees_with_its_number() {
        let said = |mean: f64, lang: Lang| {
            DepthBias { from: 1, answers: 3, mean, mean_left: 4.0 }.bias_words_in(lang)
        };
        assert_eq!(said(0.8, Lang::En), "0.8 decks over");
        assert_eq!(said(-1.0, Lang::En), "1 deck under");
        assert_eq!(said(0.8, Lang::Fr), "0,8 jeu en trop");
        assert_eq!(said(1.5, Lang::Fr), "1,5 jeu en trop");
        assert_eq!(said(2.3, Lang::Fr), "2,3 jeux en trop");
        assert_eq!(said(-2.0, Lang::Fr), "2 jeux en moins");
        assert_eq!(said(1.0, Lang::It), "1 mazzo in più");
        assert_eq!(said(0.4, Lang::It), "0,4 mazzi in più");
    }

    #[test]
    fn the_bias_is_the_mean_of_each_bands_estimates_less_its_trays() {
        let counts = [
            // 1¾ in the tray read as 2 twice and 1½ once: +0.25, +0.25, -0.25.
            counted(key(TrayAsk::InTray, 7, 6), "2", 2),
            counted(key(TrayAsk::InTray, 7, 6), "1.5", 1),
            // 3 in the tray, 3 left said as 2½ left: 3½ in the tray, +0.5.
            counted(key(TrayAsk::Left, 12, 6), "2½", 1),
            counted("true count hi-lo 2 left".into(), "+2", 4),
            counted(key(TrayAsk::InTray, 12, 6), "lots", 1),
        ];
        let bias = bias_by_depth(&counts);
        assert_eq!(bias.len(), 2);
        assert_eq!((bias[0].from, bias[0].answers), (1, 3));
        assert!((bias[0].mean - 0.25 / 3.0).abs() < 1e-12);
        assert!((bias[0].mean_left - 4.25).abs() < 1e-12);
        assert_eq!((bias[1].from, bias[1].answers), (3, 1));
        assert_eq!(bias[1].bias_words(), "0.5 decks over");
        assert_eq!(bias[1].depth_words(), "3 to 3¾ decks");
        assert_eq!(
            bias[1].cost_words().unwrap(),
            "at a running count of +10 with 3 decks left, you read 2½ left: a true count of +4.0 where it is +3.3"
        );
        assert_eq!(bias[0].bias_words(), "0.1 decks over");
        assert_eq!(DepthBias { from: 0, answers: 1, mean: -0.02, mean_left: 5.5 }.cost_words(), None);
        assert_eq!(DepthBias { from: 0, answers: 1, mean: 0.0, mean_left: 5.5 }.depth_words(), "¼ to ¾ deck");
    }
}
