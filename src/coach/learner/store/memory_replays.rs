//! The memory model's replays kept beside the answers (`memory_replays`): each the replay of the
//! first answers at a table (of one drill, or of all) up to an answer's id, which a read resumes
//! over the answers saved after it ([`crate::coach::learner::progress::Store::memory_at`]).
//! A reset empties them with the answers; a database healed into a new file starts without them.

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::{DbError, FirstAnswer, has_table, has_tables, retry_column};

/// Every first answer in the database after the one of id `after`, at every table, oldest first,
/// to `each` with its table: the answers a kept replay ([`memory_replay`]) has not seen. Read by
/// the answers' ids, so only the answers after it are read.
pub fn each_first_answer_after(
    conn: &Connection,
    after: i64,
    mut each: impl FnMut(&str, FirstAnswer<'_>),
) -> Result<(), DbError> {
    if !has_tables(conn)? {
        return Ok(());
    }
    let sql = format!(
        "SELECT drill, key, correct, at, response_ms, id, tbl FROM answers WHERE id > ?1 AND {} = 0 ORDER BY id",
        retry_column(conn)?
    );
    let mut q = conn.prepare(&sql)?;
    let mut rows = q.query([after])?;
    while let Some(r) = rows.next()? {
        let table = r.get_ref(6)?.as_str().map_err(rusqlite::Error::from)?;
        each(table, FirstAnswer::of_row(r)?);
    }
    Ok(())
}

/// The name a kept replay of every drill's answers at a table goes by (a drill's own goes by
/// the drill's name, which is never empty).
const EVERY_DRILL: &str = "";

/// The memory model's replay kept for the first answers at `table` (of `drill` alone, when
/// given), as written ([`crate::coach::learner::memory::resume::Snapshot`] in JSON), with the id
/// of the last answer it saw; none when none is kept (or the database is older than the table).
pub fn memory_replay(
    conn: &Connection,
    table: &str,
    drill: Option<&str>,
) -> Result<Option<(i64, String)>, DbError> {
    if !has_table(conn, "memory_replays")? {
        return Ok(None);
    }
    Ok(conn
        .query_row(
            "SELECT through, value FROM memory_replays WHERE tbl = ?1 AND drill = ?2",
            params![table, drill.unwrap_or(EVERY_DRILL)],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

/// Keeps `value`, the replay of the first answers at `table` (of `drill` alone, when given) up
/// to the answer of id `through`, in place of the one kept before.
pub fn keep_memory_replay(
    tx: &Transaction<'_>,
    table: &str,
    drill: Option<&str>,
    through: i64,
    value: &str,
) -> Result<(), DbError> {
    tx.execute(
        "INSERT OR REPLACE INTO memory_replays(tbl, drill, through, value) VALUES (?1, ?2, ?3, ?4)",
        params![table, drill.unwrap_or(EVERY_DRILL), through, value],
    )?;
    Ok(())
}
