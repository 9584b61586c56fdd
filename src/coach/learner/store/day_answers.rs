//! The answers of one drill on one day as the summaries per day read them, and where an answer
//! is counted: shared by the figures per day ([`super::days`]) and the summaries kept per day
//! ([`super::day_cells`], [`super::family_medians`]), so each reads them one way.

use rusqlite::{Connection, params};

use crate::coach::learner::record::key::{PREFIX as STRATEGY_PREFIX, StrategyKey};

use super::{DbError, i, keys_beginning, retry_column, u};

/// The table and key an answer counts for in the schedule and on the chart: a chart question by
/// its cell at the table it names (or was asked at), any other question as asked.
pub fn counted_at(key: &str, asked_at: &str) -> (String, String) {
    match key.parse::<StrategyKey>() {
        Ok(k) => (k.counted_at(asked_at).to_string(), k.cell().to_string()),
        Err(_) => (asked_at.to_string(), key.to_string()),
    }
}

/// The times of one drill's first answers on one day; `retry` is what the database reads for an
/// answer's retry ([`retry_column`], asked once by the caller: the question reads the schema).
pub(super) fn day_times(conn: &Connection, retry: &str, drill: &str, day: u64) -> Result<Vec<u64>, DbError> {
    let mut q = conn.prepare_cached(&format!(
        "SELECT response_ms FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL
         AND {retry} = 0"
    ))?;
    let times =
        q.query_map(params![drill, i(day)], |r| r.get::<_, i64>(0).map(u))?.collect::<Result<_, _>>()?;
    Ok(times)
}

/// The query of one drill's chart answers of one day (`?1`, `?2`) with what the leak counts
/// (the table asked at, the key, the result and the cost), from the index of drill and day: in
/// the order of their times, then of their ids. One query for [`super::days::leak_days`] and the days kept
/// ([`super::day_cells`]), so both sum each cell's answers in the same order.
pub(super) fn chart_query(conn: &Connection) -> Result<rusqlite::CachedStatement<'_>, DbError> {
    Ok(conn.prepare_cached(&format!(
        "SELECT tbl, key, correct, cost_percent FROM answers WHERE drill = ?1 AND day = ?2
         AND {} = 0 AND {}",
        retry_column(conn)?,
        keys_beginning(STRATEGY_PREFIX)
    ))?)
}

/// The text of column `n` of a row, read in place; a value that is not text or not UTF-8 fails as
/// reading it as a `String` would.
pub(super) fn utf8<'r>(r: &'r rusqlite::Row<'_>, n: usize) -> rusqlite::Result<&'r str> {
    let value = r.get_ref(n)?;
    value.as_str().map_err(|e| match e {
        rusqlite::types::FromSqlError::InvalidType => {
            rusqlite::Error::InvalidColumnType(n, String::new(), value.data_type())
        }
        other => rusqlite::Error::FromSqlConversionFailure(n, value.data_type(), Box::new(other)),
    })
}
