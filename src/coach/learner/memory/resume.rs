//! A replay kept between reads: every item's memory after its answers so far, replayed through
//! one model, and the replay's figures (a few hundred bytes an item, whatever the number of
//! answers). A read resumes it and replays only the answers given since, as long as the answers
//! settle on the same model ([`MemoryReplay::holds`]); otherwise every answer is replayed again.
//! Resumed or not, the replay gives the same figures to the last digit: each item's state is
//! the same chain of reviews, and the calibration's sums are exact ([`super::Calibration`]).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::{Answered, BIN_EDGES, Calibration, Item, MemoryReplay, ModelParameters, REVIEWS_PER_ITEM};
use crate::coach::learner::fsrs::MemoryState;
use crate::coach::learner::fsrs_fit::ENOUGH_REVIEWS;

/// The version of a snapshot this build writes and resumes: another one is replayed again.
pub const SNAPSHOT_VERSION: u32 = 1;

/// What an item's answers before a snapshot left.
#[derive(Debug, Clone, Copy)]
pub(super) struct ItemBase {
    /// Its memory after them.
    pub(super) state: MemoryState,
    /// How many there were, up to [`REVIEWS_PER_ITEM`] (the fit reads no more).
    pub(super) reviews: u32,
    /// Those among them a fit learns from ([`Item::fit_reviews`]).
    pub(super) fit_reviews: u32,
}

/// The model a snapshot's states were replayed through, and its calibration under it.
#[derive(Debug)]
pub(super) struct Resumed {
    /// The fit's reviews learnt from and parameters; none for FSRS-6's defaults.
    model: Option<(usize, [f64; 21])>,
    pub(super) calibration: Calibration,
}

impl Resumed {
    /// The fit it predicts with, none for the defaults.
    pub(super) fn fitted(&self) -> Option<(usize, [f64; 21])> {
        self.model
    }
}

/// A replay as kept: its items in the order they were first answered, each with its memory.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    /// [`SNAPSHOT_VERSION`].
    version: u32,
    /// First answers replayed.
    pub answers: usize,
    /// The fit's reviews learnt from and parameters; none for FSRS-6's defaults.
    model: Option<(usize, [f64; 21])>,
    items: Vec<SnapshotItem>,
    spaced: Answered,
    massed: Answered,
    by_drill: Vec<(String, Answered, Answered)>,
    calibration: Calibration,
}

/// One item of a [`Snapshot`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SnapshotItem {
    table: String,
    key: String,
    last: u64,
    drill: String,
    stability: f64,
    difficulty: f64,
    reviews: u32,
    fit_reviews: u32,
}

impl MemoryReplay {
    /// First answers replayed (retries are not), those before the snapshot it was resumed from
    /// included.
    pub fn answers(&self) -> usize {
        self.answers
    }

    /// The replay as it stands, to be resumed by a later read ([`MemoryReplay::resume`]): the
    /// model is settled first (fitted, when no kept fit stands and there are enough answers).
    pub fn snapshot(&self) -> Snapshot {
        let settled = self.settled();
        let mut items: Vec<(&String, &String, &Item)> = self
            .items
            .iter()
            .flat_map(|(table, items)| items.iter().map(move |(key, item)| (table, key, item)))
            .collect();
        items.sort_by_key(|(_, _, item)| item.index);
        let items = items
            .into_iter()
            .map(|(table, key, item)| {
                let state = settled.states.get(item.index).copied();
                let before = item.base.map_or(0, |b| b.reviews as usize);
                SnapshotItem {
                    table: table.clone(),
                    key: key.clone(),
                    last: item.last,
                    drill: item.drill.clone(),
                    stability: state.map_or(0.0, |s| s.stability),
                    difficulty: state.map_or(0.0, |s| s.difficulty),
                    reviews: (before + item.reviews.len()).min(REVIEWS_PER_ITEM) as u32,
                    fit_reviews: item.fit_reviews() as u32,
                }
            })
            .collect();
        let model = match &settled.parameters {
            ModelParameters::Default => None,
            ModelParameters::Fitted { reviews, parameters, .. } => Some((*reviews, *parameters)),
        };
        Snapshot {
            version: SNAPSHOT_VERSION,
            answers: self.answers,
            model,
            items,
            spaced: self.spaced,
            massed: self.massed,
            by_drill: self.by_drill.iter().map(|(d, (s, m))| (d.clone(), *s, *m)).collect(),
            calibration: settled.calibration.clone(),
        }
    }

    /// A replay that goes on from `snapshot`, predicting with its model; none when the snapshot
    /// is of another version or does not hold together (an item twice, a state that is no
    /// number, bins that are not this build's).
    pub fn resume(snapshot: Snapshot) -> Option<MemoryReplay> {
        let c = &snapshot.calibration;
        let whole = snapshot.version == SNAPSHOT_VERSION
            && c.bins.len() == BIN_EDGES.len()
            && c.bin_sums.len() == BIN_EDGES.len()
            && c.bins.iter().zip(&c.bin_sums).all(|(b, s)| b.predicted_sum == s.value());
        if !whole {
            return None;
        }
        let mut replay = MemoryReplay::new();
        for (index, it) in snapshot.items.into_iter().enumerate() {
            let state = MemoryState { stability: it.stability, difficulty: it.difficulty };
            if !state.stability.is_finite() || !state.difficulty.is_finite() || it.fit_reviews > it.reviews {
                return None;
            }
            let base = ItemBase { state, reviews: it.reviews, fit_reviews: it.fit_reviews };
            let item = Item { index, base: Some(base), reviews: Vec::new(), last: it.last, drill: it.drill };
            if replay.items.entry(it.table).or_default().insert(it.key, item).is_some() {
                return None;
            }
            replay.item_count += 1;
        }
        replay.answers = snapshot.answers;
        replay.spaced = snapshot.spaced;
        replay.massed = snapshot.massed;
        replay.by_drill = snapshot.by_drill.into_iter().map(|(d, s, m)| (d, (s, m))).collect();
        replay.resumed = Some(Resumed { model: snapshot.model, calibration: snapshot.calibration });
        Some(replay)
    }

    /// Whether it was resumed from a snapshot rather than replaying every answer.
    pub fn is_resumed(&self) -> bool {
        self.resumed.is_some()
    }

    /// Whether the answers settle on the model this replay predicts with: always, for a replay
    /// of every answer; for one resumed from a snapshot, when the fit kept for its answers
    /// ([`MemoryReplay::keep_fit`]) stands and is the snapshot's, or none stands, the snapshot's
    /// is FSRS-6's defaults and the answers are still too few to fit. When it does not, every
    /// answer must be replayed again.
    pub fn holds(&self) -> bool {
        let Some(resumed) = &self.resumed else { return true };
        let of = self.items.values().flat_map(HashMap::values).map(Item::fit_reviews).sum();
        match self.kept_model(of) {
            Some(kept) => resumed.model == Some(kept),
            // No fit stands: one is made when there are enough (see `fit_sample`).
            None => resumed.model.is_none() && of < ENOUGH_REVIEWS,
        }
    }
}
