//! What the learner will still know, in days: every item (a question's key at a table) replayed
//! through the memory model ([`super::fsrs`], FSRS-6 with its default parameters, or with
//! parameters fitted to these answers once there are enough, [`super::fsrs_fit`], and kept
//! between reads while the answers have not grown much, [`KeptFit`]), its first
//! answers in the order given, a right one rated good and a wrong one again (a retry is not a
//! review). From the replay: the items due now (predicted recall below 90 %), retention
//! measured apart from practice (first answers a day or more after the item's last answer,
//! against those the same day, in all and drill by drill), and the model's predictions against what happened, by bins of
//! predicted recall, with its log loss and RMSE over the bins (weighted by answers, as the FSRS
//! benchmark weighs them).

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use super::fsrs::{Fsrs, MemoryState, Rating};
use super::fsrs_fit::{
    ENOUGH_REVIEWS, LOWER_BOUNDS, REVIEWS_PER_ITEM, Review, UPPER_BOUNDS, fit, review_loss,
};
use super::record::AnswerRecord;

pub mod resume;

/// The recall below which an item is due.
pub const DUE_BELOW: f64 = 0.9;

/// The bins of predicted recall, by their lower edges (the last runs to 100 %).
pub const BIN_EDGES: [f64; 6] = [0.0, 0.5, 0.7, 0.8, 0.9, 0.95];

/// Seconds in a day: reviews are counted in whole days since the item's last answer.
const DAY: u64 = 86_400;

/// Answers and right answers among them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
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
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
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
    /// The parameters the model predicted with.
    pub parameters: ModelParameters,
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

/// How many reviews the fit reads at most, a day or more apart: the items first answered
/// first, until their reviews reach it. Past it a fit costs more than the home can wait for
/// (measured in the README), and adds little: it fits 21 parameters.
pub const FIT_SAMPLE_REVIEWS: usize = 2048;

/// The new reviews a day or more apart after which a kept fit is made again, whatever their
/// share: one mini-batch of the reference optimizer, so that a long history's parameters follow
/// the learner at least every 512 reviews.
pub const REFIT_AFTER_REVIEWS: usize = 512;

/// Parameters fitted to the learner's answers, kept between reads (the store keeps them beside
/// the answers) so that a read need not fit them again: a fit costs a read a fifth of a second
/// or more (the README's figures).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeptFit {
    /// The learner's reviews a day or more apart when it was fitted, of every item
    /// ([`ModelParameters::Fitted`]'s `of`): what tells how far the answers have moved since.
    pub of: usize,
    /// Those it learnt from, the items first answered ([`FIT_SAMPLE_REVIEWS`]).
    pub reviews: usize,
    /// The parameters.
    pub parameters: [f64; 21],
}

impl KeptFit {
    /// Whether the fit still stands for answers with `spaced` reviews a day or more apart: at
    /// least those it was fitted on (fewer are another history: answers healed away, a store
    /// replaced), fewer than a quarter more and fewer than [`REFIT_AFTER_REVIEWS`] more; and
    /// parameters a fit could have given (a file edited by hand is fitted again).
    pub fn stands_for(&self, spaced: usize) -> bool {
        let bounded =
            self.parameters.iter().enumerate().all(|(i, w)| (LOWER_BOUNDS[i]..=UPPER_BOUNDS[i]).contains(w));
        bounded
            && (ENOUGH_REVIEWS..=self.of).contains(&self.reviews)
            && spaced >= self.of
            && spaced.saturating_mul(4) < self.of.saturating_mul(5)
            && spaced < self.of.saturating_add(REFIT_AFTER_REVIEWS)
    }
}

/// An item's answers so far.
#[derive(Debug, Clone)]
struct Item {
    /// Its place among the items, in the order they were first answered.
    index: usize,
    /// What its answers before `reviews` left, when the replay was resumed from a snapshot
    /// ([`resume`]); none when `reviews` holds every answer.
    base: Option<resume::ItemBase>,
    /// Its first answers in order (those after `base`), each packed in four bytes: the whole days
    /// since the item's previous answer, times two, plus one when right (a million answers take
    /// 4 MB).
    reviews: Vec<u32>,
    last: u64,
    /// The drill of its latest answer, which practises it again.
    drill: String,
}

impl Item {
    /// The reviews of it a fit learns from ([`super::fsrs_fit::spaced_reviews`]): those a day or
    /// more after the previous one among its first [`REVIEWS_PER_ITEM`] but the first.
    fn fit_reviews(&self) -> usize {
        let (before, counted) = self.base.map_or((0, 0), |b| (b.reviews as usize, b.fit_reviews as usize));
        let after = (0..REVIEWS_PER_ITEM.saturating_sub(before))
            .zip(&self.reviews)
            .filter(|&(i, &r)| before + i >= 1 && r >> 1 > 0)
            .count();
        counted + after
    }
}

/// The reviews a fit reads: those of the items first answered (`items` in that order),
/// until they hold [`FIT_SAMPLE_REVIEWS`].
fn fit_sample(items: &[&Item]) -> Vec<Vec<Review>> {
    let mut sample: Vec<Vec<Review>> = Vec::new();
    let mut sampled = 0;
    for item in items {
        if sampled >= FIT_SAMPLE_REVIEWS {
            break;
        }
        sampled += item.fit_reviews();
        sample.push(item.reviews.iter().take(REVIEWS_PER_ITEM).map(|&r| unpack(r)).collect());
    }
    sample
}

/// The packed review of `days` after the previous answer, right or not.
fn pack(days: u32, correct: bool) -> u32 {
    (days.min(u32::MAX >> 1) << 1) | u32::from(correct)
}

/// The review a packed one holds, a right answer rated good and a wrong one again.
fn unpack(packed: u32) -> Review {
    Review { days: packed >> 1, rating: if packed & 1 == 1 { Rating::Good } else { Rating::Again } }
}

/// The whole days from an answer at `last` to one at `at` (seconds since 1970): answers saved
/// out of order (a clock set back) count as the same day.
pub fn days_between(last: u64, at: u64) -> u32 {
    u32::try_from(at.saturating_sub(last) / DAY).unwrap_or(u32::MAX)
}

/// The parameters the memory model predicts with.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ModelParameters {
    /// FSRS-6's defaults: too few reviews a day or more apart to fit
    /// ([`super::fsrs_fit::ENOUGH_REVIEWS`]).
    Default,
    /// Fitted to the learner's own reviews ([`super::fsrs_fit::fit`]).
    Fitted {
        /// The reviews a day or more apart it learnt from.
        reviews: usize,
        /// The learner's reviews of that kind in all.
        of: usize,
        /// The parameters.
        parameters: [f64; 21],
    },
}

impl ModelParameters {
    /// The model in words, for both faces: `FSRS-6, its default parameters`, or the parameters
    /// fitted to how many of the learner's answers a day or more apart.
    pub fn words(&self) -> String {
        self.words_in(crate::lang::Lang::En)
    }

    /// [`ModelParameters::words`] in `lang`.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        use crate::lang::Arg;
        match self {
            ModelParameters::Default => lang.text("model-default", &[]),
            ModelParameters::Fitted { reviews, of, .. } if reviews == of => {
                lang.text("model-fitted-all", &[("reviews", Arg::Int(*reviews as u64))])
            }
            ModelParameters::Fitted { reviews, of, .. } => lang.text(
                "model-fitted-some",
                &[("reviews", Arg::Int(*reviews as u64)), ("of", Arg::Int(*of as u64))],
            ),
        }
    }
}

/// Predicted against observed recall: the log loss and the bins of predicted recall over
/// answers, as the FSRS benchmark scores a memory model. Its sums are exact (in units of 2^-64,
/// [`Exact`]), so they do not depend on the order the answers are added in: a replay resumed from
/// a snapshot and one of every answer give the same figures to the last digit.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    answered: Answered,
    predicted_sum: Exact,
    log_loss_sum: Exact,
    /// Each bin's predicted recall summed exactly; its [`RecallBin::predicted_sum`] is this sum.
    bin_sums: Vec<Exact>,
    bins: Vec<RecallBin>,
}

/// A sum of non-negative figures kept exactly, in units of 2^-64 (each figure rounded to that
/// once, far below a double's precision at 1): the same whatever order they are added in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Exact(i128);

impl Exact {
    const UNIT: f64 = 18_446_744_073_709_551_616.0; // 2^64

    fn add(&mut self, x: f64) {
        // Multiplying by a power of two is exact, and so is the cast of a whole double.
        self.0 += (x * Exact::UNIT).round() as i128;
    }

    fn value(self) -> f64 {
        self.0 as f64 / Exact::UNIT
    }
}

impl Default for Calibration {
    fn default() -> Calibration {
        Calibration::new()
    }
}

impl Calibration {
    /// No answer yet, the bins of [`BIN_EDGES`].
    pub fn new() -> Calibration {
        let bins = BIN_EDGES
            .iter()
            .enumerate()
            .map(|(i, &from)| RecallBin {
                from,
                to: BIN_EDGES.get(i + 1).copied().unwrap_or(1.0),
                ..RecallBin::default()
            })
            .collect();
        Calibration {
            answered: Answered::default(),
            predicted_sum: Exact::default(),
            log_loss_sum: Exact::default(),
            bin_sums: vec![Exact::default(); BIN_EDGES.len()],
            bins,
        }
    }

    /// One more answer, predicted recalled at `predicted`, and whether it was.
    pub fn add(&mut self, predicted: f64, correct: bool) {
        self.answered.add(correct);
        self.predicted_sum.add(predicted);
        self.log_loss_sum.add(review_loss(predicted, correct));
        let bin = BIN_EDGES.iter().rposition(|&edge| predicted >= edge).unwrap_or(0);
        if let (Some(bin), Some(sum)) = (self.bins.get_mut(bin), self.bin_sums.get_mut(bin)) {
            bin.answered.add(correct);
            sum.add(predicted);
            bin.predicted_sum = sum.value();
        }
    }

    /// The predicted recall of the answers, summed.
    pub fn predicted_sum(&self) -> f64 {
        self.predicted_sum.value()
    }

    /// The answers and the right ones.
    pub fn answered(&self) -> Answered {
        self.answered
    }

    /// The answers by bins of predicted recall.
    pub fn bins(&self) -> &[RecallBin] {
        &self.bins
    }

    /// The mean log loss (none without an answer).
    pub fn log_loss(&self) -> Option<f64> {
        (self.answered.answers > 0).then(|| self.log_loss_sum.value() / self.answered.answers as f64)
    }

    /// The root mean square of observed less predicted recall over the bins, weighted by their
    /// answers: the FSRS benchmark's "RMSE (bins)" (none without an answer).
    pub fn rmse_bins(&self) -> Option<f64> {
        (self.answered.answers > 0).then(|| {
            let sum: f64 = self
                .bins
                .iter()
                .map(|b| b.answered.answers as f64 * (b.answered.accuracy() - b.predicted()).powi(2))
                .sum();
            (sum / self.answered.answers as f64).sqrt()
        })
    }
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

/// The model settled on once every answer is in, and what it says of each item.
#[derive(Debug)]
struct Settled {
    fsrs: Fsrs,
    parameters: ModelParameters,
    /// Each item's memory after its last answer, by its index.
    states: Vec<MemoryState>,
    /// Its predictions of the spaced answers.
    calibration: Calibration,
    /// The fit made for it, to keep: none when a kept one stood, or too few reviews to fit.
    fitted_here: Option<KeptFit>,
}

/// Replays answers one at a time, keeping four bytes of each; the model is fitted and each
/// item's memory worked out at the first question asked of it. One resumed from a snapshot
/// ([`MemoryReplay::resume`]) keeps only the answers after it.
#[derive(Debug, Default)]
pub struct MemoryReplay {
    /// Each table's items by their keys (looked up by borrowed names: no string is made for an
    /// item already known).
    items: HashMap<String, HashMap<String, Item>>,
    item_count: usize,
    spaced: Answered,
    massed: Answered,
    /// Spaced and massed answers by drill.
    by_drill: std::collections::BTreeMap<String, (Answered, Answered)>,
    /// A fit kept from an earlier read of these answers, used while it stands for them.
    kept: Option<KeptFit>,
    /// First answers replayed (retries are not).
    answers: usize,
    /// The model of the snapshot this replay was resumed from, its items' states replayed through
    /// it, and its calibration: the model it predicts with ([`MemoryReplay::holds`] says whether
    /// the answers settle on it). None for a replay of every answer.
    resumed: Option<resume::Resumed>,
    settled: OnceLock<Settled>,
}

impl MemoryReplay {
    /// A replay with no answer yet.
    pub fn new() -> MemoryReplay {
        MemoryReplay::default()
    }

    /// Predicts with `kept`, a fit of an earlier read of these answers, while it still stands
    /// for them ([`KeptFit::stands_for`]) rather than fitting them again.
    pub fn keep_fit(&mut self, kept: Option<KeptFit>) {
        self.settled = OnceLock::new();
        self.kept = kept;
    }

    /// The fit this replay made, worked out now if it was not yet: none when a kept fit stood
    /// for its answers, or they were too few to fit.
    pub fn fitted_here(&self) -> Option<KeptFit> {
        self.settled().fitted_here.clone()
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
        self.settled = OnceLock::new();
        self.answers += 1;
        if !self.items.contains_key(table) {
            self.items.insert(table.to_string(), HashMap::new());
        }
        let Some(items) = self.items.get_mut(table) else { return };
        let Some(item) = items.get_mut(key) else {
            let index = self.item_count;
            self.item_count += 1;
            let reviews = vec![pack(0, correct)];
            let item = Item { index, base: None, reviews, last: at, drill: drill.to_string() };
            items.insert(key.to_string(), item);
            return;
        };
        let days = days_between(item.last, at);
        if !self.by_drill.contains_key(drill) {
            self.by_drill.insert(drill.to_string(), Default::default());
        }
        let Some(by_drill) = self.by_drill.get_mut(drill) else { return };
        if days == 0 {
            self.massed.add(correct);
            by_drill.1.add(correct);
        } else {
            self.spaced.add(correct);
            by_drill.0.add(correct);
        }
        item.reviews.push(pack(days, correct));
        item.last = item.last.max(at);
        if item.drill != drill {
            item.drill = drill.to_string();
        }
    }

    /// The model, fitted to the answers when there are enough, and every item replayed through
    /// it: worked out once, at the first question asked of the replay.
    fn settled(&self) -> &Settled {
        self.settled.get_or_init(|| {
            let mut items: Vec<&Item> = self.items.values().flat_map(HashMap::values).collect();
            items.sort_by_key(|item| item.index);
            let of = items.iter().map(|i| i.fit_reviews()).sum();
            let (fitted, fitted_here) = match (&self.resumed, self.kept_model(of)) {
                // Its states were replayed through its snapshot's model: that is the one.
                (Some(resumed), _) => (resumed.fitted(), None),
                (None, Some(kept)) => (Some(kept), None),
                (None, None) => {
                    let fitted = fit(&fit_sample(&items)).map(|f| (f.reviews, f.parameters));
                    (fitted, fitted.map(|(reviews, parameters)| KeptFit { of, reviews, parameters }))
                }
            };
            let (fsrs, parameters) = match fitted {
                Some((reviews, parameters)) => {
                    (Fsrs::new(parameters), ModelParameters::Fitted { reviews, of, parameters })
                }
                None => (Fsrs::default(), ModelParameters::Default),
            };
            let mut calibration =
                self.resumed.as_ref().map_or_else(Calibration::new, |r| r.calibration.clone());
            let states = items
                .iter()
                .map(|item| {
                    let mut state = item.base.map(|b| b.state);
                    for &packed in &item.reviews {
                        let r = unpack(packed);
                        if let Some(s) = state
                            && r.days > 0
                        {
                            calibration
                                .add(fsrs.recall(f64::from(r.days), s.stability), r.rating != Rating::Again);
                        }
                        state = Some(fsrs.review(state, r.days, r.rating));
                    }
                    state.unwrap_or(MemoryState { stability: 0.0, difficulty: 0.0 })
                })
                .collect();
            Settled { fsrs, parameters, states, calibration, fitted_here }
        })
    }

    /// The parameters of the fit kept for these answers, when it stands for their `of` reviews a
    /// fit learns from ([`KeptFit::stands_for`]).
    fn kept_model(&self, of: usize) -> Option<(usize, [f64; 21])> {
        self.kept.as_ref().filter(|k| k.stands_for(of)).map(|k| (k.reviews, k.parameters))
    }

    /// The model its states were replayed through (fitted to these answers when there are
    /// enough): what a forecast from [`MemoryReplay::remembered_at`] must predict with.
    pub fn model(&self) -> Fsrs {
        self.settled().fsrs.clone()
    }

    /// The parameters the model predicts with: fitted to these answers when there are enough.
    pub fn parameters(&self) -> &ModelParameters {
        &self.settled().parameters
    }

    /// The predicted recall of an item at `now`.
    fn recall_now(&self, settled: &Settled, item: &Item, now: u64) -> f64 {
        let days = now.saturating_sub(item.last) as f64 / DAY as f64;
        let stability = settled.states.get(item.index).map_or(0.0, |s| s.stability);
        settled.fsrs.recall(days, stability)
    }

    /// The predicted recall at `now` of each item answered at `table`, by its key.
    pub fn recall_at(&self, table: &str, now: u64) -> HashMap<String, f64> {
        let settled = self.settled();
        self.items
            .get(table)
            .into_iter()
            .flatten()
            .map(|(key, item)| (key.clone(), self.recall_now(settled, item, now)))
            .collect()
    }

    /// Every item answered at `table` with its memory, by key.
    pub fn remembered_at(&self, table: &str) -> Vec<Remembered> {
        let settled = self.settled();
        let mut items: Vec<Remembered> = self
            .items
            .get(table)
            .into_iter()
            .flatten()
            .map(|(key, item)| Remembered {
                key: key.clone(),
                state: settled
                    .states
                    .get(item.index)
                    .copied()
                    .unwrap_or(MemoryState { stability: 0.0, difficulty: 0.0 }),
                last: item.last,
                drill: item.drill.clone(),
            })
            .collect();
        items.sort_by(|a, b| a.key.cmp(&b.key));
        items
    }

    /// The items answered at `table` and those due at `now`, by drill.
    pub fn due_at(&self, table: &str, now: u64) -> DueItems {
        let settled = self.settled();
        let mut by_drill: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
        let mut items = 0;
        for item in self.items.get(table).into_iter().flat_map(HashMap::values) {
            items += 1;
            if self.recall_now(settled, item, now) < DUE_BELOW {
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
        let settled = self.settled();
        // Summed in the order the items were first answered: a map's order changes from one
        // replay to the next, and with it the mean's last digit.
        let mut items: Vec<&Item> = self.items.values().flat_map(HashMap::values).collect();
        items.sort_by_key(|item| item.index);
        let recalls: Vec<f64> = items.iter().map(|item| self.recall_now(settled, item, now)).collect();
        let items = recalls.len();
        let c = &settled.calibration;
        MemoryReport {
            parameters: settled.parameters.clone(),
            items,
            due: recalls.iter().filter(|&&r| r < DUE_BELOW).count(),
            recall_now: if items == 0 { 0.0 } else { recalls.iter().sum::<f64>() / items as f64 },
            spaced: self.spaced,
            spaced_predicted_sum: c.predicted_sum(),
            massed: self.massed,
            bins: c.bins.clone(),
            log_loss: c.log_loss(),
            rmse_bins: c.rmse_bins(),
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

    /// Answers of `items` items, each on its own days: right when the item's number and the day
    /// say so, a first answer and a same-day second one each day.
    fn many_answers(items: usize, days: &[u64]) -> Vec<AnswerRecord> {
        let day = 86_400;
        let mut answers = Vec::new();
        for &d in days {
            for i in 0..items {
                let right = !(i as u64 * 7 + d * 3).is_multiple_of(5);
                answers.push(answer(&format!("item {i}"), d * day + i as u64, right));
                answers.push(answer(&format!("item {i}"), d * day + 3600 + i as u64, true));
            }
        }
        answers
    }

    /// With enough answers a day or more apart the model is fitted to them: the report's figures
    /// are those of the fit's parameters replayed by hand over the same answers.
    #[test]
    fn enough_spaced_answers_fit_the_model_the_report_uses() {
        let answers = many_answers(120, &[0, 2, 4, 7, 11, 16]);
        let mut replay = MemoryReplay::new();
        for a in &answers {
            replay.add(a);
        }
        let mut histories: Vec<Vec<Review>> = vec![Vec::new(); 120];
        let mut last = vec![None; 120];
        for a in &answers {
            let i: usize = a.key.trim_start_matches("item ").parse().unwrap();
            let days = last[i].map_or(0, |l| days_between(l, a.at));
            histories[i].push(Review { days, rating: if a.correct { Rating::Good } else { Rating::Again } });
            last[i] = Some(a.at);
        }
        let fitted = fit(&histories).expect("600 answers a day or more apart");
        let now = 17 * 86_400;
        let r = replay.report(now);
        assert_eq!(
            r.parameters,
            ModelParameters::Fitted { reviews: 600, of: 600, parameters: fitted.parameters }
        );
        assert!(r.parameters.words().contains("fitted to your 600 answers"), "{}", r.parameters.words());
        let fsrs = Fsrs::new(fitted.parameters);
        let mut calibration = Calibration::new();
        let mut due = 0;
        for (h, l) in histories.iter().zip(&last) {
            let mut state: Option<MemoryState> = None;
            for review in h {
                if let (Some(s), true) = (state, review.days > 0) {
                    calibration
                        .add(fsrs.recall(f64::from(review.days), s.stability), review.rating == Rating::Good);
                }
                state = Some(fsrs.review(state, review.days, review.rating));
            }
            let days = (now - l.unwrap()) as f64 / 86_400.0;
            due += usize::from(fsrs.recall(days, state.unwrap().stability) < DUE_BELOW);
        }
        assert_eq!(r.log_loss, calibration.log_loss());
        assert!((r.log_loss.unwrap() - fitted.loss).abs() < 1e-12, "every review is in the fit");
        assert_eq!((r.rmse_bins, r.due), (calibration.rmse_bins(), due));
        assert!(r.log_loss.unwrap() <= fitted.default_loss);
    }

    /// Past [`FIT_SAMPLE_REVIEWS`] the fit reads the items first answered, and says so.
    #[test]
    fn a_long_history_is_fitted_on_its_first_items() {
        let mut replay = MemoryReplay::new();
        for a in many_answers(700, &[0, 2, 4, 7, 11, 16, 22]) {
            replay.add(&a);
        }
        let ModelParameters::Fitted { reviews, of, .. } = replay.parameters().clone() else {
            panic!("{:?}", replay.parameters())
        };
        assert_eq!(of, 700 * 6);
        assert!((FIT_SAMPLE_REVIEWS..FIT_SAMPLE_REVIEWS + 6).contains(&reviews), "{reviews}");
        assert!(replay.parameters().words().contains(&format!("{reviews} of your {of}")));
    }

    /// A kept fit of the same answers gives the report a fresh fit gives, with no fit made.
    #[test]
    fn a_kept_fit_gives_the_report_a_fresh_fit_gives() {
        let answers = many_answers(120, &[0, 2, 4, 7, 11, 16]);
        let replay = |kept: Option<KeptFit>| {
            let mut replay = MemoryReplay::new();
            replay.keep_fit(kept);
            for a in &answers {
                replay.add(a);
            }
            replay
        };
        let fresh = replay(None);
        let kept = fresh.fitted_here().expect("600 reviews a day or more apart are fitted");
        assert_eq!((kept.of, kept.reviews), (600, 600));
        let again = replay(Some(kept));
        let now = 17 * 86_400;
        assert_eq!(again.report(now), fresh.report(now));
        assert_eq!(again.model(), fresh.model());
        assert_eq!(again.fitted_here(), None, "no fit made");
        assert_eq!(MemoryReplay::new().fitted_here(), None, "nothing to fit");
    }

    /// A kept fit stands from the reviews it was fitted on to a quarter more or 512 more,
    /// whichever comes first; parameters no fit gives are fitted again.
    #[test]
    fn a_kept_fit_stands_until_the_reviews_grow_a_quarter_or_512() {
        let kept = |of: usize| KeptFit {
            of,
            reviews: of.min(FIT_SAMPLE_REVIEWS),
            parameters: crate::coach::learner::fsrs::DEFAULT_PARAMETERS,
        };
        assert!(kept(600).stands_for(600) && kept(600).stands_for(749));
        assert!(!kept(600).stands_for(750), "a quarter more");
        assert!(!kept(600).stands_for(599), "fewer: another history");
        assert!(kept(4000).stands_for(4511) && !kept(4000).stands_for(4512), "512 more");
        let mut wild = kept(600);
        wild.parameters[3] = 1e6;
        assert!(!wild.stands_for(600));
        wild.parameters[3] = f64::NAN;
        assert!(!wild.stands_for(600));
        assert!(!KeptFit { reviews: 511, ..kept(600) }.stands_for(600), "too few to fit");
        assert!(!KeptFit { reviews: 601, ..kept(600) }.stands_for(600), "more than there were");
    }

    #[test]
    fn a_packed_review_unpacks_to_itself() {
        for (days, correct) in [(0, true), (1, false), (400, true), (u32::MAX >> 1, false)] {
            let r = unpack(pack(days, correct));
            assert_eq!((r.days, r.rating == Rating::Good), (days, correct));
        }
        assert_eq!(days_between(100, 50), 0, "a clock set back: the same day");
    }
}
