//! A memory model measured in days: FSRS-6, the free spaced repetition scheduler's model of
//! memory (Ye, Su and Cao, 2022, and its published FSRS-6 formulas), with its default
//! parameters. Each item a learner reviews has a memory state: its stability (the days after
//! which recall falls to 90 %) and its difficulty (1 to 10); a review, rated from 1 (forgotten)
//! to 4 (easy), moves the state by the formulas below, and the chance of recall after some days
//! follows a power forgetting curve. Checked against the reference implementation's outputs on
//! 300 review histories (`tests/data/fsrs_reference.json`, with the command that made them).

/// How a review went, as FSRS rates it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rating {
    /// Forgotten: the answer was wrong.
    Again = 1,
    /// Recalled with difficulty.
    Hard = 2,
    /// Recalled.
    Good = 3,
    /// Recalled at once.
    Easy = 4,
}

impl Rating {
    /// The rating of a number from 1 to 4.
    pub fn from_number(n: u8) -> Option<Rating> {
        Some(match n {
            1 => Rating::Again,
            2 => Rating::Hard,
            3 => Rating::Good,
            4 => Rating::Easy,
            _ => return None,
        })
    }

    fn grade(self) -> f64 {
        f64::from(self as u8)
    }
}

/// The memory of one item.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MemoryState {
    /// Days until the chance of recall falls to 90 %.
    pub stability: f64,
    /// How hard the item is to remember, from 1 to 10.
    pub difficulty: f64,
}

/// FSRS-6's 21 default parameters, as the reference implementation ships them.
pub const DEFAULT_PARAMETERS: [f64; 21] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
    0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

/// The least stability a state may have, in days.
const STABILITY_MIN: f64 = 0.001;
/// The bounds of difficulty.
const DIFFICULTY: (f64, f64) = (1.0, 10.0);

/// The model with its parameters `w`.
#[derive(Debug, Clone, PartialEq)]
pub struct Fsrs {
    w: [f64; 21],
    /// The curve's decay and factor, worked out once from `w20` (a fit asks for recall millions
    /// of times).
    curve: (f64, f64),
}

impl Default for Fsrs {
    fn default() -> Fsrs {
        Fsrs::new(DEFAULT_PARAMETERS)
    }
}

impl Fsrs {
    /// The model with parameters `w` (fitted to a learner's own reviews, or the defaults).
    pub fn new(w: [f64; 21]) -> Fsrs {
        let decay = -w[20];
        Fsrs { w, curve: (decay, 0.9f64.powf(1.0 / decay) - 1.0) }
    }

    /// Its parameters.
    pub fn parameters(&self) -> [f64; 21] {
        self.w
    }

    /// The curve's decay (`w20`) and the factor that makes recall 90 % at one stability.
    fn curve(&self) -> (f64, f64) {
        self.curve
    }

    /// The chance of recall `days` after the last review of an item of `stability`.
    pub fn recall(&self, days: f64, stability: f64) -> f64 {
        let (decay, factor) = self.curve();
        (1.0 + factor * days.max(0.0) / stability).powf(decay)
    }

    /// The days after which recall of an item of `stability` falls to `retention`.
    pub fn interval(&self, stability: f64, retention: f64) -> f64 {
        let (decay, factor) = self.curve();
        stability / factor * (retention.powf(1.0 / decay) - 1.0)
    }

    /// The state after a review rated `rating`, `days` whole days after the last one (0: the
    /// same day), from `state` (`None` for the item's first review).
    pub fn review(&self, state: Option<MemoryState>, days: u32, rating: Rating) -> MemoryState {
        let Some(MemoryState { stability, difficulty }) = state else {
            return MemoryState {
                stability: self.w[rating as usize - 1].max(STABILITY_MIN),
                difficulty: self.initial_difficulty(rating).clamp(DIFFICULTY.0, DIFFICULTY.1),
            };
        };
        let stability = if days == 0 {
            self.same_day_stability(stability, rating)
        } else {
            let recall = self.recall(f64::from(days), stability);
            if rating == Rating::Again {
                self.stability_after_lapse(difficulty, stability, recall)
            } else {
                self.stability_after_recall(difficulty, stability, recall, rating)
            }
        };
        MemoryState {
            stability: stability.max(STABILITY_MIN),
            difficulty: self.next_difficulty(difficulty, rating),
        }
    }

    /// A first review's difficulty, before it is bounded: `w4 − e^(w5 (G − 1)) + 1`.
    fn initial_difficulty(&self, rating: Rating) -> f64 {
        self.w[4] - (self.w[5] * (rating.grade() - 1.0)).exp() + 1.0
    }

    /// Difficulty moves by `−w6 (G − 3)`, damped as it nears 10, then reverts by `w7` toward an
    /// easy first review's.
    fn next_difficulty(&self, difficulty: f64, rating: Rating) -> f64 {
        let delta = -self.w[6] * (rating.grade() - 3.0);
        let damped = difficulty + delta * (10.0 - difficulty) / 9.0;
        let reverted = self.w[7] * self.initial_difficulty(Rating::Easy) + (1.0 - self.w[7]) * damped;
        reverted.clamp(DIFFICULTY.0, DIFFICULTY.1)
    }

    /// Stability after a recall at `recall`: it grows more for an easier item, a less stable
    /// one, and one recalled at a lower chance.
    fn stability_after_recall(&self, difficulty: f64, stability: f64, recall: f64, rating: Rating) -> f64 {
        let w = &self.w;
        let hard = if rating == Rating::Hard { w[15] } else { 1.0 };
        let easy = if rating == Rating::Easy { w[16] } else { 1.0 };
        let growth = w[8].exp()
            * (11.0 - difficulty)
            * stability.powf(-w[9])
            * ((w[10] * (1.0 - recall)).exp() - 1.0)
            * hard
            * easy;
        stability * (growth + 1.0)
    }

    /// Stability after a lapse, never above what a same-day lapse would leave.
    fn stability_after_lapse(&self, difficulty: f64, stability: f64, recall: f64) -> f64 {
        let w = &self.w;
        let after = w[11]
            * difficulty.powf(-w[12])
            * ((stability + 1.0).powf(w[13]) - 1.0)
            * (w[14] * (1.0 - recall)).exp();
        after.min(stability / (w[17] * w[18]).exp())
    }

    /// Stability after a review the same day: `S e^(w17 (G − 3 + w18)) S^(−w19)`, never lower
    /// after a recall (hard, good or easy).
    fn same_day_stability(&self, stability: f64, rating: Rating) -> f64 {
        let w = &self.w;
        let mut growth = (w[17] * (rating.grade() - 3.0 + w[18])).exp() * stability.powf(-w[19]);
        if rating >= Rating::Hard {
            growth = growth.max(1.0);
        }
        stability * growth
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference implementation's memory states and recall, review after review, on 300
    /// histories of 1 to 14 reviews (same-day reviews, gaps of a day to a year, every rating),
    /// agree with this model's to 1e-6.
    #[test]
    fn every_state_agrees_with_the_reference_implementation() {
        let text = include_str!("../../../tests/data/fsrs_reference.json");
        let data: serde_json::Value = serde_json::from_str(text).unwrap();
        let w: Vec<f64> =
            data["parameters"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
        assert_eq!(w, DEFAULT_PARAMETERS, "the reference's defaults");
        let fsrs = Fsrs::default();
        let mut reviews = 0;
        for history in data["histories"].as_array().unwrap() {
            let mut state = None;
            for r in history.as_array().unwrap() {
                let days = u32::try_from(r["days"].as_u64().unwrap()).unwrap();
                let rating =
                    Rating::from_number(u8::try_from(r["rating"].as_u64().unwrap()).unwrap()).unwrap();
                if let (Some(s), Some(recall)) = (state, r["recall_before"].as_f64()) {
                    let s: MemoryState = s;
                    let mine = fsrs.recall(f64::from(days), s.stability);
                    assert!((mine - recall).abs() < 1e-6, "recall {mine} against {recall}: {r}");
                }
                let next = fsrs.review(state, days, rating);
                let (s, d) = (r["stability"].as_f64().unwrap(), r["difficulty"].as_f64().unwrap());
                assert!(
                    (next.stability - s).abs() < 1e-6 * s.max(1.0),
                    "stability {} against {s}: {r}",
                    next.stability
                );
                assert!(
                    (next.difficulty - d).abs() < 1e-6,
                    "difficulty {} against {d}: {r}",
                    next.difficulty
                );
                state = Some(next);
                reviews += 1;
            }
        }
        assert!(reviews > 1500, "{reviews} reviews");
    }

    #[test]
    fn recall_is_90_percent_after_one_stability_and_the_interval_inverts_it() {
        let fsrs = Fsrs::default();
        assert!((fsrs.recall(12.0, 12.0) - 0.9).abs() < 1e-12);
        assert!((fsrs.recall(0.0, 3.0) - 1.0).abs() < 1e-12);
        for retention in [0.8, 0.9, 0.95] {
            let days = fsrs.interval(10.0, retention);
            assert!((fsrs.recall(days, 10.0) - retention).abs() < 1e-9, "{retention}");
        }
    }
}
