//! Reading what a damaged database still holds: every row that can be read, around the pages
//! that cannot, copied into a new database.

use std::path::Path;

use rusqlite::{Connection, OpenFlags, Transaction, params};

use super::standing::append;
use super::{
    ANSWER_COLUMNS, DbError, JOURNALS_UNNAMED, TIMED_COLUMNS, add_timed, answer_from, check_version,
    has_table, mark_journal, mark_migrated, timed_from, u,
};

/// What could still be read of a damaged database and was copied into a new one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Salvaged {
    /// Answers copied.
    pub answers: usize,
    /// How many answers the damaged database held, when that could still be read.
    pub held: Option<usize>,
    /// Timed sessions copied.
    pub timed: usize,
}

/// The most rows read at once while salvaging, so that memory stays small at any size.
const SALVAGE_CHUNK: i64 = 4096;

/// The most reads that may fail while salvaging one table: a damaged page of answers costs a few
/// hundred, a damaged root (every read fails, over as many ids as the file has bytes) would
/// cost millions, and is given up after this many.
const SALVAGE_FAILURES: usize = 100_000;

/// Reads the rows of a rowid table of a damaged database in id ranges from 1 to `highest`,
/// oldest first, handing each readable range to `each`. A range that cannot be read is cut in
/// two until the rows that cannot be read are left alone, one by one, so that every row that
/// can still be read is read. `read` takes the first and last id of a range and the most rows.
fn read_ranges<T>(
    highest: i64,
    mut read: impl FnMut(i64, i64, i64) -> Result<Vec<(i64, T)>, rusqlite::Error>,
    mut each: impl FnMut(Vec<T>) -> Result<(), DbError>,
) -> Result<(), DbError> {
    // Ranges still to read, the next on top.
    let mut todo = vec![(1, highest)];
    let mut failures = 0;
    while let Some((low, high)) = todo.pop() {
        if low > high {
            continue;
        }
        if failures >= SALVAGE_FAILURES {
            break;
        }
        // No more rows than the range has ids: SQLite then stops at the last one instead of
        // stepping on to the next, which may be on a page that cannot be read.
        let most = SALVAGE_CHUNK.min(high.saturating_sub(low).saturating_add(1));
        match read(low, high, most) {
            Ok(rows) => {
                if rows.len() as i64 == most
                    && let Some((last, _)) = rows.last()
                {
                    todo.push((last.saturating_add(1), high));
                }
                each(rows.into_iter().map(|(_, row)| row).collect())?;
            }
            Err(_) if low == high => failures += 1,
            Err(_) => {
                failures += 1;
                let middle = low + (high - low) / 2;
                todo.push((middle + 1, high));
                todo.push((low, middle));
            }
        }
    }
    Ok(())
}

/// Copies into `tx`, a new database, every answer of the damaged database at `from` that can
/// still be read, oldest first, with the summaries built again from them (they are derived from
/// the answers), and every timed session, journal already saved and file already moved in that
/// can still be read. The damaged file is only read. An error when even its list of tables
/// cannot be read, or when the new database cannot be written.
pub fn salvage(from: &Path, tx: &Transaction<'_>) -> Result<Salvaged, DbError> {
    let old = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    check_version(&old)?;
    let mut salvaged = Salvaged::default();
    if !has_table(&old, "answers")? {
        return Ok(salvaged);
    }
    // Ids run from 1 without a gap (a reset starts again at 1), so the highest is the count;
    // when it cannot be read, no file holds more rows than it has bytes.
    let highest: Option<i64> = old.query_row("SELECT max(id) FROM answers", [], |r| r.get(0)).ok().flatten();
    salvaged.held = highest.map(|h| u(h) as usize);
    let bound = highest.unwrap_or_else(|| std::fs::metadata(from).map_or(0, |m| m.len() as i64));
    read_ranges(
        bound,
        |low, high, most| {
            let mut q = old.prepare_cached(&format!(
                "SELECT id, {ANSWER_COLUMNS} FROM answers WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3"
            ))?;
            let rows = q.query_map(params![low, high, most], |r| Ok((r.get(0)?, answer_from(r, 1)?)))?;
            rows.collect()
        },
        |answers| {
            salvaged.answers += answers.len();
            append(tx, &answers)
        },
    )?;
    if has_table(&old, "timed_sessions").unwrap_or(false) {
        let highest: i64 = old
            .query_row("SELECT max(id) FROM timed_sessions", [], |r| r.get::<_, Option<i64>>(0))
            .ok()
            .flatten()
            .unwrap_or(bound);
        read_ranges(
            highest,
            |low, high, most| {
                let mut q = old.prepare_cached(&format!(
                    "SELECT id, {TIMED_COLUMNS} FROM timed_sessions WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3"
                ))?;
                let rows = q.query_map(params![low, high, most], |r| Ok((r.get(0)?, timed_from(r, 1)?)))?;
                rows.collect()
            },
            |sessions| {
                salvaged.timed += sessions.len();
                sessions.iter().try_for_each(|session| add_timed(tx, session))
            },
        )?;
    }
    // Small tables without ids, read whole or not at all: a journal already saved that is no
    // longer named could be read again, so these are kept whenever they can be.
    let names = |sql: &str| -> Vec<String> {
        old.prepare(sql)
            .and_then(|mut q| q.query_map([], |r| r.get(0))?.collect::<Result<Vec<String>, _>>())
            .unwrap_or_default()
    };
    match old
        .prepare("SELECT name FROM merged_journals")
        .and_then(|mut q| q.query_map([], |r| r.get(0))?.collect::<Result<Vec<String>, _>>())
    {
        Ok(saved) => {
            for name in saved {
                mark_journal(tx, &name, true)?;
            }
        }
        // Which journals were saved is lost: the next save compares their answers instead.
        Err(_) => mark_journal(tx, JOURNALS_UNNAMED, true)?,
    }
    for fingerprint in names("SELECT fingerprint FROM migrated") {
        mark_migrated(tx, &fingerprint)?;
    }
    Ok(salvaged)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows read in ranges around the ones that cannot be read: every other row is read, once,
    /// in order; a table none of whose rows can be read is given up after a bounded number of
    /// failed reads.
    #[test]
    fn salvage_reads_every_row_around_the_ones_that_cannot_be_read() {
        // Ids 1 to 10,000; those from 5,000 to 5,040 and 7,777 cannot be read, and a read fails
        // when its range reaches one of them, as a read crossing a damaged page does.
        let bad = |id: i64| (5_000..=5_040).contains(&id) || id == 7_777;
        let mut reads = 0;
        let mut got = Vec::new();
        read_ranges(
            10_000,
            |low, high, most| {
                reads += 1;
                let ids: Vec<i64> = (low..=high.min(10_000)).collect();
                let stop = ids.iter().position(|&id| bad(id));
                match stop {
                    Some(at) if (at as i64) < most => Err(rusqlite::Error::InvalidQuery),
                    _ => Ok(ids.into_iter().take(most as usize).map(|id| (id, id)).collect()),
                }
            },
            |rows| {
                got.extend(rows);
                Ok(())
            },
        )
        .unwrap();
        let expected: Vec<i64> = (1..=10_000).filter(|&id| !bad(id)).collect();
        assert_eq!(got, expected);
        assert!(reads < 400, "{reads} reads");
        // Nothing readable, over a range as long as a file of 90 MB: given up, not read id by id.
        let mut failed = 0;
        read_ranges(
            90_000_000,
            |_, _, _| -> Result<Vec<(i64, ())>, rusqlite::Error> {
                failed += 1;
                Err(rusqlite::Error::InvalidQuery)
            },
            |_| Ok(()),
        )
        .unwrap();
        assert_eq!(failed, SALVAGE_FAILURES);
    }
}
