//! Where the edge went in the learner's counting sessions of play: saved with a session's
//! decisions, in the same transaction, and read back, the latest of each counting system.

use super::journal::Journal;
use super::notice::{Notice, StoreError};
use super::{Reading, Store};
use crate::coach::learner::record::{AnswerRecord, CountingSession, TimedSession};
use crate::coach::learner::store;

/// What a session keeps beside its answers, saved in the same transaction.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Kept<'a> {
    /// A timed session, for personal bests.
    pub timed: Option<&'a TimedSession>,
    /// A counting session's breakdown of where the edge went.
    pub counting: Option<&'a CountingSession>,
}

impl Store {
    /// Adds the decisions of a counting session of play (its journal, when it has one, then
    /// deleted) and where its edge went, in one transaction.
    pub fn append_counting_session(
        &self,
        journal: Option<Journal>,
        answers: &[AnswerRecord],
        session: &CountingSession,
    ) -> Result<Vec<Notice>, StoreError> {
        self.update(journal, answers, Kept { timed: None, counting: Some(session) })
    }

    /// The latest `last` counting sessions at `table` of each counting system, oldest first:
    /// what where the edge went lately is summed from. None without a database (a session's
    /// breakdown is saved with its decisions, never journaled), or when `reading` found it
    /// unreadable.
    pub fn latest_counting(
        &self,
        reading: &Reading,
        table: &str,
        last: usize,
    ) -> Result<Vec<CountingSession>, StoreError> {
        match self.summaries(reading)? {
            Some(conn) => store::latest_counting(&conn, table, last).map_err(|e| self.db_error(e)),
            None => Ok(Vec::new()),
        }
    }
}
