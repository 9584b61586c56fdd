//! The database a reading keeps open for the queries that follow it ([`Store::read_to_query`]):
//! the reads of a progress page share one connection, so the database is opened, and its layout
//! read, once rather than for each of them.

use std::ops::Deref;

use rusqlite::Connection;

use super::notice::StoreError;
use super::{Reading, Store};

/// A database to read summaries from: the one a reading holds, or one opened for the query.
pub(super) enum Db<'r> {
    /// The reading's own.
    Held(&'r Connection),
    /// Opened for this query alone.
    Opened(Connection),
}

impl Deref for Db<'_> {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        match self {
            Db::Held(conn) => conn,
            Db::Opened(conn) => conn,
        }
    }
}

impl Store {
    /// [`Store::read`], keeping the database open in the reading for the queries made with it
    /// right after (a progress page's days, leak, memory and plan). A reading kept for long (a
    /// session's) comes from [`Store::read`]: an open database could not be set aside by a save
    /// that finds it damaged, where the system does not rename an open file.
    pub fn read_to_query(&self) -> Result<Reading, StoreError> {
        self.read_keeping(true)
    }

    /// The database to read summaries from, when there is one: the one `reading` holds, else
    /// opened again; `None` too when it could not be read and the reading said so.
    pub(super) fn summaries<'r>(&self, reading: &'r Reading) -> Result<Option<Db<'r>>, StoreError> {
        if let Some(conn) = &reading.held {
            return Ok(Some(Db::Held(conn)));
        }
        match self.open_existing() {
            Ok(conn) => Ok(conn.map(Db::Opened)),
            Err(StoreError::TooNew { .. } | StoreError::Io { .. } | StoreError::Damaged { .. })
                if reading.problem.is_some() =>
            {
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}
