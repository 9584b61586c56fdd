//! The answers the learner's countdown bests are worked out from, read from the database and
//! from the answers it does not hold yet.

use super::notice::StoreError;
use super::{Reading, Store};
use crate::coach::learner::record::FastestRight;
use crate::coach::learner::store;

impl Store {
    /// Of each deck-countdown question, the right first answers with a time and the fastest,
    /// with the answers of `reading` the database does not hold: what the learner's countdown
    /// bests are worked out from ([`crate::coach::learner::countdown_bests`]).
    pub fn countdown_fastest(&self, reading: &Reading) -> Result<Vec<FastestRight>, StoreError> {
        let conn = self.summaries(reading)?;
        let mut fastest = match conn.as_deref() {
            Some(c) => store::countdown_fastest(c).map_err(|e| self.db_error(e))?,
            None => Vec::new(),
        };
        let prefix = crate::coach::drill::countdown::KEY_PREFIX;
        fastest.extend(
            reading
                .unsaved
                .iter()
                .filter(|a| a.counts() && a.correct && a.key.starts_with(prefix))
                .filter_map(|a| Some(FastestRight { key: a.key.clone(), ms: a.response_ms?, right: 1 })),
        );
        Ok(fastest)
    }
}
