//! The memory model replayed over the answers given at a table, read from the database and from
//! the answers it does not hold yet: what the home and a progress page say is due.

use super::notice::StoreError;
use super::{Reading, Store};
use crate::coach::learner::memory::MemoryReplay;
use crate::coach::learner::store;

impl Store {
    /// The answers given at `table` (of `drill` alone, when given), oldest first, with those of
    /// `reading` the database does not hold, replayed through the memory model one at a time (a
    /// million answers are never held at once), its parameters those kept from an earlier read
    /// while they stand ([`Store::settle_memory`]).
    pub fn memory_at(
        &self,
        reading: &Reading,
        table: &str,
        drill: Option<&str>,
    ) -> Result<MemoryReplay, StoreError> {
        let mut replay = MemoryReplay::new();
        let of_drill = |a: &crate::coach::learner::record::AnswerRecord| drill.is_none_or(|d| a.drill == d);
        // The summaries say whether the table has answers: a table without any reads none.
        let saved_here = reading.standing.answered_at(table);
        if let Some(conn) = saved_here.then(|| self.summaries(reading)).transpose()?.flatten() {
            store::each_first_answer_at(&conn, table, |a| {
                if drill.is_none_or(|d| a.drill == d) {
                    replay.review(table, a.key, a.drill, a.correct, a.at);
                }
            })
            .map_err(|e| self.db_error(e))?;
        }
        for a in reading.unsaved.iter().filter(|a| a.table == table && of_drill(a) && a.counts()) {
            replay.add(a);
        }
        self.settle_memory(&mut replay, Some(table), drill);
        Ok(replay)
    }
}
