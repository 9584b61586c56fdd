//! Spaced repetition for practice: each situation key (a chart cell, a payout kind) sits in a
//! Leitner box, and the next situation is drawn with a weight of
//! *chance of a mistake × how often it occurs at the table × what the mistake costs*, so practice
//! goes where the chips are, easy situations return rarely and missed ones soon.

use std::collections::HashMap;

use rand::Rng;

use crate::coach::learner::record::AnswerRecord;

/// How many questions later a key in each box falls due again.
pub const BOX_INTERVALS: [u64; 5] = [1, 3, 8, 20, 50];

/// A key not yet due keeps this share of its weight, so it can still come up, rarely.
const NOT_DUE_FACTOR: f64 = 0.05;

/// How many recent answers of a key estimate its error rate.
const RECENT: usize = 10;

/// What the scheduler knows of one situation key.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct KeyState {
    /// The Leitner box, 0 (just missed) to 4 (well known).
    pub leitner_box: usize,
    /// The question number from which the key is due again.
    pub due_at: u64,
    /// Answers given.
    pub seen: u32,
    /// Wrong answers given.
    pub wrong: u32,
    /// The most recent answers, oldest first (true when right).
    pub recent: Vec<bool>,
}

impl KeyState {
    /// The estimated chance of a wrong answer: the recent error rate with one right and one wrong
    /// answer added, so a key seen once is not judged certain; 0.5 for a key never seen.
    pub fn error_chance(&self) -> f64 {
        let wrong = self.recent.iter().filter(|r| !**r).count() as f64;
        (wrong + 1.0) / (self.recent.len() as f64 + 2.0)
    }

    /// Records an answer given as question number `now`: right moves the key up a box, wrong
    /// sends it back to the first. The progress store keeps these states up to date the same way.
    pub fn answered(&mut self, correct: bool, now: u64) {
        self.seen += 1;
        if correct {
            self.leitner_box = (self.leitner_box + 1).min(BOX_INTERVALS.len() - 1);
        } else {
            self.wrong += 1;
            self.leitner_box = 0;
        }
        self.due_at = now + BOX_INTERVALS[self.leitner_box];
        self.recent.push(correct);
        if self.recent.len() > RECENT {
            self.recent.remove(0);
        }
    }
}

/// One situation the drill could ask next.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    /// Its key (`hard 16 v T`).
    pub key: String,
    /// How often it occurs at the table (any positive scale; only ratios matter).
    pub frequency: f64,
    /// What the usual mistake there costs, in fractions of a bet; use 1 where there is no cost.
    pub cost: f64,
}

/// Which situations to practise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Focus {
    /// Review and new material mixed.
    Mixed,
    /// Only situations already answered wrongly at least once and not yet in the top box.
    Weak,
    /// Only situations the memory model says are due now (predicted recall below
    /// [`crate::coach::learner::memory::DUE_BELOW`]), weighted by the chance they are forgotten
    /// × how often they come up × what forgetting them costs.
    Due,
    /// Only today's reviews of the plan to be ready by a date that the learner follows
    /// ([`crate::coach::learner::readiness`]), given as the keys of [`Scheduler::set_recall`]
    /// with their recall now, weighted as [`Focus::Due`] weighs, whatever their recall.
    Plan,
}

/// The schedule of every key, rebuilt from the saved answers.
#[derive(Debug, Clone, Default)]
pub struct Scheduler {
    states: HashMap<String, KeyState>,
    asked: u64,
    /// Each key's predicted recall now, by the memory model (used by [`Focus::Due`]).
    recall: HashMap<String, f64>,
}

impl Scheduler {
    /// An empty schedule.
    pub fn new() -> Scheduler {
        Scheduler::default()
    }

    /// The schedule after these answers, oldest first.
    pub fn from_history<'a>(answers: impl IntoIterator<Item = &'a AnswerRecord>) -> Scheduler {
        let mut s = Scheduler::new();
        for a in answers {
            s.record(&a.key, a.correct);
        }
        s
    }

    /// The schedule kept by the progress store: each key's state after `asked` questions.
    pub fn from_states(states: HashMap<String, KeyState>, asked: u64) -> Scheduler {
        Scheduler { states, asked, recall: HashMap::new() }
    }

    /// Gives each key's predicted recall now, which [`Focus::Due`] weighs by.
    pub fn set_recall(&mut self, recall: HashMap<String, f64>) {
        self.recall = recall;
    }

    /// Records an answer: right moves the key up a box, wrong sends it back to the first.
    pub fn record(&mut self, key: &str, correct: bool) {
        self.asked += 1;
        let now = self.asked;
        self.states.entry(key.to_string()).or_default().answered(correct, now);
    }

    /// What is known of a key, if it was ever asked.
    pub fn state(&self, key: &str) -> Option<&KeyState> {
        self.states.get(key)
    }

    /// Questions recorded so far.
    pub fn asked(&self) -> u64 {
        self.asked
    }

    /// The chance of a wrong answer on a key (0.5 when never seen).
    pub fn error_chance(&self, key: &str) -> f64 {
        self.states.get(key).map_or(0.5, KeyState::error_chance)
    }

    /// Is the key due now (never seen counts as due)?
    pub fn is_due(&self, key: &str) -> bool {
        self.states.get(key).is_none_or(|s| s.due_at <= self.asked + 1)
    }

    /// The selection weight of a candidate: error chance × frequency × cost, much reduced while
    /// the key is not due; zero when `focus` excludes it.
    pub fn weight(&self, c: &Candidate, focus: Focus) -> f64 {
        if focus == Focus::Plan {
            // A review planned today is asked even above the due level: the plan's level may be
            // higher; its weight never falls to nothing.
            return self
                .recall
                .get(&c.key)
                .map_or(0.0, |&r| (1.0 - r).max(0.05) * c.frequency.max(0.0) * c.cost.max(0.0));
        }
        if focus == Focus::Due {
            return match self.recall.get(&c.key) {
                Some(&r) if r < crate::coach::learner::memory::DUE_BELOW => {
                    (1.0 - r) * c.frequency.max(0.0) * c.cost.max(0.0)
                }
                _ => 0.0,
            };
        }
        if focus == Focus::Weak {
            match self.states.get(&c.key) {
                Some(s) if s.wrong > 0 && s.leitner_box + 1 < BOX_INTERVALS.len() => {}
                _ => return 0.0,
            }
        }
        let due = if self.is_due(&c.key) { 1.0 } else { NOT_DUE_FACTOR };
        self.error_chance(&c.key) * c.frequency.max(0.0) * c.cost.max(0.0) * due
    }

    /// The index of the candidate missed before that weighs most now (its weight under
    /// [`Focus::Weak`]), ties to the first key in alphabetical order: what a session focused on
    /// weak situations asks first, and so what `stats` advises for it. `None` when no candidate
    /// was missed before (or all were since answered well).
    pub fn weightiest_missed(&self, candidates: &[Candidate]) -> Option<usize> {
        self.weightiest(candidates, Focus::Weak)
    }

    /// The index of the candidate that weighs most under `focus`, ties to the first key in
    /// alphabetical order; `None` when none weighs anything.
    pub fn weightiest(&self, candidates: &[Candidate], focus: Focus) -> Option<usize> {
        candidates
            .iter()
            .enumerate()
            .map(|(i, c)| (self.weight(c, focus), i))
            .filter(|(w, _)| *w > 0.0)
            .max_by(|a, b| a.0.total_cmp(&b.0).then_with(|| candidates[b.1].key.cmp(&candidates[a.1].key)))
            .map(|(_, i)| i)
    }

    /// Draws the index of the next candidate in proportion to its weight; `None` when no
    /// candidate has any weight.
    pub fn choose<R: Rng + ?Sized>(
        &self,
        candidates: &[Candidate],
        focus: Focus,
        rng: &mut R,
    ) -> Option<usize> {
        let weights: Vec<f64> = candidates.iter().map(|c| self.weight(c, focus)).collect();
        let total: f64 = weights.iter().sum();
        if total <= 0.0 || !total.is_finite() {
            return None;
        }
        let mut target = rng.random::<f64>() * total;
        for (i, w) in weights.iter().enumerate() {
            if target < *w {
                return Some(i);
            }
            target -= w;
        }
        weights.iter().rposition(|w| *w > 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn candidate(key: &str, frequency: f64, cost: f64) -> Candidate {
        Candidate { key: key.into(), frequency, cost }
    }

    /// Under `Focus::Due` only keys whose recall is below 90 % weigh, by the chance they are
    /// forgotten × frequency × cost; the weightiest is the likeliest forgotten where it costs.
    #[test]
    fn a_due_key_weighs_by_the_chance_it_is_forgotten() {
        let mut s = Scheduler::new();
        s.set_recall(
            [("fresh", 0.95), ("due", 0.6), ("costly", 0.8)].map(|(k, r)| (k.to_string(), r)).into(),
        );
        let all = [
            candidate("fresh", 1.0, 1.0),
            candidate("due", 1.0, 1.0),
            candidate("costly", 1.0, 5.0),
            candidate("new", 1.0, 1.0),
        ];
        let weights: Vec<f64> = all.iter().map(|c| s.weight(c, Focus::Due)).collect();
        assert_eq!(weights[0], 0.0, "recalled at 95 %: not due");
        assert!((weights[1] - 0.4).abs() < 1e-12 && (weights[2] - 1.0).abs() < 1e-12);
        assert_eq!(weights[3], 0.0, "never answered: nothing to forget");
        assert_eq!(s.weightiest(&all, Focus::Due), Some(2));
    }

    #[test]
    fn a_missed_key_returns_sooner_than_a_known_one() {
        let mut s = Scheduler::new();
        for _ in 0..3 {
            s.record("known", true);
        }
        s.record("missed", false);
        let known = s.state("known").unwrap().due_at;
        let missed = s.state("missed").unwrap().due_at;
        assert!(missed < known, "missed due at {missed}, known at {known}");
        assert!(s.is_due("missed"));
        assert!(!s.is_due("known"));
        assert!(s.error_chance("missed") > s.error_chance("known"));
    }

    #[test]
    fn weights_follow_error_times_frequency_times_cost() {
        let mut s = Scheduler::new();
        s.record("a", false);
        s.record("b", false);
        let a = s.weight(&candidate("a", 2.0, 0.1), Focus::Mixed);
        let b = s.weight(&candidate("b", 1.0, 0.1), Focus::Mixed);
        assert!((a / b - 2.0).abs() < 1e-12, "frequency doubles the weight");
        let c = s.weight(&candidate("b", 1.0, 0.3), Focus::Mixed);
        assert!((c / b - 3.0).abs() < 1e-12, "cost triples the weight");
        // Same frequency and cost, different error chance.
        let mut t = Scheduler::new();
        t.record("x", false);
        t.record("y", true);
        let x = t.weight(&candidate("x", 1.0, 1.0), Focus::Mixed);
        let y = t.weight(&candidate("y", 1.0, 1.0), Focus::Mixed) / NOT_DUE_FACTOR;
        assert!((x / y - t.error_chance("x") / t.error_chance("y")).abs() < 1e-12);
    }

    #[test]
    fn weak_focus_keeps_only_missed_keys() {
        let mut s = Scheduler::new();
        s.record("missed", false);
        s.record("right", true);
        assert!(s.weight(&candidate("missed", 1.0, 1.0), Focus::Weak) > 0.0);
        assert_eq!(s.weight(&candidate("right", 1.0, 1.0), Focus::Weak), 0.0);
        assert_eq!(s.weight(&candidate("new", 1.0, 1.0), Focus::Weak), 0.0);
    }

    #[test]
    fn the_weightiest_missed_key_is_the_one_missed_most_where_it_costs_most() {
        let mut s = Scheduler::new();
        s.record("b", false);
        s.record("a", false);
        s.record("right", true);
        s.record("c", false);
        s.record("c", false);
        let cands = [
            candidate("right", 9.0, 9.0),
            candidate("b", 1.0, 1.0),
            candidate("a", 1.0, 1.0),
            candidate("new", 9.0, 9.0),
        ];
        // `a` and `b` weigh the same: the first key in alphabetical order, wherever it stands.
        assert_eq!(s.weightiest_missed(&cands), Some(2));
        let mut swapped = cands.clone();
        swapped.swap(1, 2);
        assert_eq!(s.weightiest_missed(&swapped), Some(1));
        // Missed twice weighs more than missed once, at the same frequency and cost.
        let with_c = [candidate("a", 1.0, 1.0), candidate("c", 1.0, 1.0)];
        assert!(s.error_chance("c") > s.error_chance("a"));
        assert_eq!(s.weightiest_missed(&with_c), Some(1));
        // Each is the key of highest weight under the weak focus.
        for list in [&cands[..], &with_c[..]] {
            let best = list.iter().map(|c| s.weight(c, Focus::Weak)).fold(0.0, f64::max);
            assert_eq!(s.weight(&list[s.weightiest_missed(list).unwrap()], Focus::Weak), best);
        }
        assert_eq!(s.weightiest_missed(&cands[..1]), None);
        assert_eq!(s.weightiest_missed(&[]), None);
    }

    #[test]
    fn choices_are_drawn_in_proportion_to_weight() {
        let s = Scheduler::new();
        let cands = [candidate("a", 1.0, 1.0), candidate("b", 3.0, 1.0), candidate("c", 0.0, 1.0)];
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut counts = [0u32; 3];
        for _ in 0..8000 {
            counts[s.choose(&cands, Focus::Mixed, &mut rng).unwrap()] += 1;
        }
        assert_eq!(counts[2], 0);
        let share = f64::from(counts[1]) / 8000.0;
        assert!((share - 0.75).abs() < 0.03, "{counts:?}");
        assert_eq!(s.choose(&cands[2..], Focus::Mixed, &mut rng), None);
    }
}
