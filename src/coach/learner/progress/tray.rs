//! The answers the learner's bias at reading a tray is counted from, read from the database and
//! from the answers it does not hold yet; and those answers not held yet, counted by key prefix.

use super::notice::StoreError;
use super::{Reading, Store};
use crate::coach::drill::tray::KEY_PREFIX as TRAY_PREFIX;
use crate::coach::learner::record::AnswerCount;
use crate::coach::learner::store;

impl Store {
    /// How often each answer was typed to each deck-estimation question, first answers alone,
    /// with the answers of `reading` the database does not hold: what the bias at reading a tray
    /// is counted from ([`crate::coach::learner::tray_bias`]).
    pub fn tray_answer_counts(&self, reading: &Reading) -> Result<Vec<AnswerCount>, StoreError> {
        let conn = self.summaries(reading)?;
        let mut counts = match conn.as_deref() {
            Some(c) => store::answer_counts(c, TRAY_PREFIX).map_err(|e| self.db_error(e))?,
            None => Vec::new(),
        };
        counts.extend(unsaved_counts(reading, TRAY_PREFIX));
        Ok(counts)
    }
}

/// The first answers of `reading` the database does not hold to the questions whose key begins
/// with `prefix`, one count each: what [`store::answer_counts`] adds up for those it holds.
pub(super) fn unsaved_counts<'a>(
    reading: &'a Reading,
    prefix: &'a str,
) -> impl Iterator<Item = AnswerCount> + 'a {
    reading.unsaved.iter().filter(move |a| a.counts() && a.key.starts_with(prefix)).map(|a| AnswerCount {
        key: a.key.clone(),
        table: a.table.clone(),
        answer: a.answer.clone(),
        times: 1,
    })
}
