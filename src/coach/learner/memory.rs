//! What the learner will still know, in days: every item (a question's key at a table) replayed
//! through the memory model ([`super::fsrs`], FSRS-6 with its default parameters), its first
//! answers in the order given, a right one rated good and a wrong one again (a retry is not a
//! review). From the replay: the items due now (predicted recall below 90 %), retention
//! measured apart from practice (first answers a day or more after the item's last answer,
//! against those the same day, in all and drill by drill), and the model's predictions against what happened, by bins of
//! predicted recall, with its log loss and RMSE over the bins (weighted by answers, as the FSRS
//! benchmark weighs them).

use std::collections::HashMap;

use serde::Serialize;

use super::fsrs::{Fsrs, MemoryState, Rating};
use super::record::AnswerRecord;

/// The recall below which an item is due.
pub const DUE_BELOW: f64 = 0.9;

/// The bins of predicted recall, by their lower edges (the last runs to 100 %).
pub const BIN_EDGES: [f64; 6] = [0.0, 0.5, 0.7, 0.8, 0.9, 0.95];

/// Seconds in a day: reviews are counted in whole days since the item's last answer.
const DAY: u64 = 86_400;

/// Answers and right answers among them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct Answered {
    /// Answers.
    pub answers: u64,
    /// Right ones.
    pub right: u64,
}

impl Answered {
    fn add(&mut self, right: bool) {
        self.answers += 1;
        self.right += u64::from(right);
    }

    /// The share right, from 0 to 1 (0 with no answer).
    pub fn accuracy(&self) -> f64 {
        if self.answers == 0 { 0.0 } else { self.right as f64 / self.answers as f64 }
    }
}

/// The answers of one bin of predicted recall.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct RecallBin {
    /// The lowest predicted recall of the bin.
    pub from: f64,
    /// The highest (excluded, but for the last bin's 1).
    pub to: f64,
    /// Its answers, and the right ones.
    pub answered: Answered,
    /// The predicted recall of its answers, summed.
    pub predicted_sum: f64,
}

impl RecallBin {
    /// The mean predicted recall of its answers (0 with none).
    pub fn predicted(&self) -> f64 {
        if self.answered.answers == 0 { 0.0 } else { self.predicted_sum / self.answered.answers as f64 }
    }
}

/// The learner's memory, replayed from their first answers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MemoryReport {
    /// Items answered at least once.
    pub items: usize,
    /// Items whose predicted recall now is below [`DUE_BELOW`].
    pub due: usize,
    /// The items' predicted recall now, averaged (0 with no item).
    pub recall_now: f64,
    /// First answers a day or more after the item's last answer.
    pub spaced: Answered,
    /// The recall the model predicted for those, summed.
    pub spaced_predicted_sum: f64,
    /// First answers the same day as the item's last answer.
    pub massed: Answered,
    /// The spaced answers by bins of predicted recall.
    pub bins: Vec<RecallBin>,
    /// The model's log loss over the spaced answers (none without one).
    pub log_loss: Option<f64>,
    /// The root mean square of observed less predicted recall over the bins, weighted by their
    /// answers (none without a spaced answer).
    pub rmse_bins: Option<f64>,
    /// Retention drill by drill (each stage of the path is a drill's), by the drill's name.
    pub by_drill: Vec<DrillRetention>,
}

/// The spaced and massed answers of one drill.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DrillRetention {
    /// The drill.
    pub drill: String,
    /// Its first answers a day or more after the item's last answer.
    pub spaced: Answered,
    /// Its first answers the same day as the item's last.
    pub massed: Answered,
}

/// An item's memory as replayed so far.
#[derive(Debug, Clone)]
struct Item {
    state: MemoryState,
    last: u64,
    /// The drill of its latest answer, which practises it again.
    drill: String,
}

/// The items due now at a table, in all and by the drill that last asked each.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct DueItems {
    /// Items answered at the table.
    pub items: usize,
    /// Those due now.
    pub due: usize,
    /// The due ones by drill, most first (then by name).
    pub by_drill: Vec<(String, usize)>,
}

/// An item's memory at a table as replayed: what a plan to be ready by a date starts from.
#[derive(Debug, Clone, PartialEq)]
pub struct Remembered {
    /// The item's key, as saved.
    pub key: String,
    /// Its memory state after its last answer.
    pub state: MemoryState,
    /// Its last answer, in seconds since 1970.
    pub last: u64,
    /// The drill of its latest answer.
    pub drill: String,
}

/// Replays answers one at a time (a history of a million answers is never held at once).
#[derive(Debug, Default)]
pub struct MemoryReplay {
    fsrs: Fsrs,
    /// Each table's items by their keys (looked up by borrowed names: no string is made for an
    /// item already known).
    items: HashMap<String, HashMap<String, Item>>,
    spaced: Answered,
    spaced_predicted_sum: f64,
    log_loss_sum: f64,
    massed: Answered,
    bins: Vec<RecallBin>,
    /// Spaced and massed answers by drill.
    by_drill: std::collections::BTreeMap<String, (Answered, Answered)>,
}

impl MemoryReplay {
    /// A replay with no answer yet.
    pub fn new() -> MemoryReplay {
        let bins = BIN_EDGES
            .iter()
            .enumerate()
            .map(|(i, &from)| RecallBin {
                from,
                to: BIN_EDGES.get(i + 1).copied().unwrap_or(1.0),
                ..RecallBin::default()
            })
            .collect();
        MemoryReplay { bins, ..MemoryReplay::default() }
    }

    /// One more answer, in the order they were given; a retry is skipped.
    pub fn add(&mut self, a: &AnswerRecord) {
        if a.counts() {
            self.review(&a.table, &a.key, &a.drill, a.correct, a.at);
        }
    }

    /// One more first answer, by its parts: the item `key` at `table`, asked by `drill`, right
    /// or not, at `at` (seconds since 1970).
    pub fn review(&mut self, table: &str, key: &str, drill: &str, correct: bool, at: u64) {
        let rating = if correct { Rating::Good } else { Rating::Again };
        if !self.items.contains_key(table) {
            self.items.insert(table.to_string(), HashMap::new());
        }
        let Some(items) = self.items.get_mut(table) else { return };
        let Some(item) = items.get_mut(key) else {
            let state = self.fsrs.review(None, 0, rating);
            items.insert(key.to_string(), Item { state, last: at, drill: drill.to_string() });
            return;
        };
        // Answers saved out of order (a clock set back) count as the same day.
        let days = u32::try_from(at.saturating_sub(item.last) / DAY).unwrap_or(u32::MAX);
        if !self.by_drill.contains_key(drill) {
            self.by_drill.insert(drill.to_string(), Default::default());
        }
        let Some(by_drill) = self.by_drill.get_mut(drill) else { return };
        if days == 0 {
            self.massed.add(correct);
            by_drill.1.add(correct);
        } else {
            by_drill.0.add(correct);
            let predicted = self.fsrs.recall(f64::from(days), item.state.stability);
            self.spaced.add(correct);
            self.spaced_predicted_sum += predicted;
            let p = predicted.clamp(1e-6, 1.0 - 1e-6);
            self.log_loss_sum -= if correct { p.ln() } else { (1.0 - p).ln() };
            let bin = BIN_EDGES.iter().rposition(|&edge| predicted >= edge).unwrap_or(0);
            if let Some(bin) = self.bins.get_mut(bin) {
                bin.answered.add(correct);
                bin.predicted_sum += predicted;
            }
        }
        item.state = self.fsrs.review(Some(item.state), days, rating);
        item.last = item.last.max(at);
        if item.drill != drill {
            item.drill = drill.to_string();
        }
    }

    /// The predicted recall of an item at `now`.
    fn recall_now(&self, item: &Item, now: u64) -> f64 {
        let days = now.saturating_sub(item.last) as f64 / DAY as f64;
        self.fsrs.recall(days, item.state.stability)
    }

    /// The predicted recall at `now` of each item answered at `table`, by its key.
    pub fn recall_at(&self, table: &str, now: u64) -> HashMap<String, f64> {
        self.items
            .get(table)
            .into_iter()
            .flatten()
            .map(|(key, item)| (key.clone(), self.recall_now(item, now)))
            .collect()
    }

    /// Every item answered at `table` with its memory, by key.
    pub fn remembered_at(&self, table: &str) -> Vec<Remembered> {
        let mut items: Vec<Remembered> = self
            .items
            .get(table)
            .into_iter()
            .flatten()
            .map(|(key, item)| Remembered {
                key: key.clone(),
                state: item.state,
                last: item.last,
                drill: item.drill.clone(),
            })
            .collect();
        items.sort_by(|a, b| a.key.cmp(&b.key));
        items
    }

    /// The items answered at `table` and those due at `now`, by drill.
    pub fn due_at(&self, table: &str, now: u64) -> DueItems {
        let mut by_drill: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        let mut items = 0;
        for item in self.items.get(table).into_iter().flat_map(HashMap::values) {
            items += 1;
            if self.recall_now(item, now) < DUE_BELOW {
                *by_drill.entry(item.drill.as_str()).or_default() += 1;
            }
        }
        let mut by_drill: Vec<(String, usize)> =
            by_drill.into_iter().map(|(d, n)| (d.to_string(), n)).collect();
        by_drill.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        DueItems { items, due: by_drill.iter().map(|(_, n)| n).sum(), by_drill }
    }

    /// The report at `now` (seconds since 1970).
    pub fn report(&self, now: u64) -> MemoryReport {
        let recalls: Vec<f64> =
            self.items.values().flat_map(HashMap::values).map(|item| self.recall_now(item, now)).collect();
        let items = recalls.len();
        let spaced_n = self.spaced.answers as f64;
        let rmse_bins = (self.spaced.answers > 0).then(|| {
            let sum: f64 = self
                .bins
                .iter()
                .map(|b| b.answered.answers as f64 * (b.answered.accuracy() - b.predicted()).powi(2))
                .sum();
            (sum / spaced_n).sqrt()
        });
        MemoryReport {
            items,
            due: recalls.iter().filter(|&&r| r < DUE_BELOW).count(),
            recall_now: if items == 0 { 0.0 } else { recalls.iter().sum::<f64>() / items as f64 },
            spaced: self.spaced,
            spaced_predicted_sum: self.spaced_predicted_sum,
            massed: self.massed,
            bins: self.bins.clone(),
            log_loss: (self.spaced.answers > 0).then(|| self.log_loss_sum / spaced_n),
            rmse_bins,
            by_drill: self
                .by_drill
                .iter()
                .map(|(drill, (spaced, massed))| DrillRetention {
                    drill: drill.clone(),
                    spaced: *spaced,
                    massed: *massed,
                })
                .collect(),
        }
    }
}

impl MemoryReport {
    /// The recall the model predicted for the spaced answers, on average (0 with none).
    pub fn spaced_predicted(&self) -> f64 {
        if self.spaced.answers == 0 { 0.0 } else { self.spaced_predicted_sum / self.spaced.answers as f64 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(key: &str, at: u64, correct: bool) -> AnswerRecord {
        AnswerRecord { table: "book".into(), key: key.into(), correct, at, ..AnswerRecord::sample() }
    }

    /// A day apart is spaced, the same day massed; a retry is no review; the due item is the one
    /// forgotten; the figures are those of the model replayed by hand.
    #[test]
    fn the_replay_counts_days_as_the_model_does() {
        let day = 86_400;
        let mut replay = MemoryReplay::new();
        let answers = [
            answer("a", 0, true),
            answer("a", 3600, true),
            answer("a", 2 * day, true),
            answer("b", 0, false),
            answer("b", day, false),
            AnswerRecord { retry: true, ..answer("b", day + 60, true) },
        ];
        for a in &answers {
            replay.add(a);
        }
        let r = replay.report(2 * day + 3600);
        assert_eq!(
            (r.items, r.massed, r.spaced),
            (2, Answered { answers: 1, right: 1 }, Answered { answers: 2, right: 1 })
        );
        let fsrs = Fsrs::default();
        let a = fsrs.review(Some(fsrs.review(None, 0, Rating::Good)), 0, Rating::Good);
        // Two days after the first answer, but a day and 23 hours after the last: 1 day.
        let a_recall = fsrs.recall(1.0, a.stability);
        let b = fsrs.review(None, 0, Rating::Again);
        let b_recall = fsrs.recall(1.0, b.stability);
        assert!((r.spaced_predicted() - (a_recall + b_recall) / 2.0).abs() < 1e-12);
        let loss = -(a_recall.ln() + (1.0 - b_recall).ln()) / 2.0;
        assert!((r.log_loss.unwrap() - loss).abs() < 1e-12);
        assert_eq!(r.due, 1, "b, forgotten twice, is due; a, just recalled, is not");
        assert_eq!(r.bins.iter().map(|b| b.answered.answers).sum::<u64>(), 2);
    }
}
