//! Reading what a damaged database still holds: every row of answers that its pages still hold
//! (read by [`super::pages`], whatever page of the tree above them is damaged) or that SQLite can
//! read around the pages that cannot be, copied into a new database.

use std::io;
use std::path::Path;

use rusqlite::types::Value;
use rusqlite::{Connection, OpenFlags, Transaction, params, params_from_iter};

use super::pages::PageFile;
use super::standing::append;
use super::{
    ANSWER_COLUMNS, COUNTING_COLUMNS, DbError, JOURNALS_UNNAMED, TIMED_COLUMNS, add_counting, add_timed,
    answer_from, check_version, counting_from, has_table, mark_journal, mark_migrated, timed_from, u,
};
use crate::coach::learner::record::AnswerRecord;

/// What could still be read of a damaged database and was copied into a new one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Salvaged {
    /// Answers copied.
    pub answers: usize,
    /// How many answers the damaged database held, when that could still be read.
    pub held: Option<usize>,
    /// Timed sessions copied.
    pub timed: usize,
    /// Counting sessions of play (where the edge went) copied.
    pub counting: usize,
}

/// The most rows read at once while salvaging, so that memory stays small at any size.
const SALVAGE_CHUNK: i64 = 4096;

/// The most reads that may fail while salvaging one table: a damaged page of answers costs a few
/// hundred, a damaged root (every read fails, over as many ids as the file has bytes) would
/// cost millions, and is given up after this many.
const SALVAGE_FAILURES: usize = 100_000;

/// Reads the rows of a rowid table of a damaged database over the id ranges `ranges` (first and
/// last id, in order), oldest first, handing each readable range to `each`, ids kept. A range that cannot be read is cut in
/// two until the rows that cannot be read are left alone, one by one, so that every row that
/// can still be read is read. `read` takes the first and last id of a range and the most rows.
fn read_ranges<T>(
    ranges: Vec<(i64, i64)>,
    mut read: impl FnMut(i64, i64, i64) -> Result<Vec<(i64, T)>, rusqlite::Error>,
    mut each: impl FnMut(Vec<(i64, T)>) -> Result<(), DbError>,
) -> Result<(), DbError> {
    // Ranges still to read, the next on top.
    let mut todo: Vec<(i64, i64)> = ranges.into_iter().rev().collect();
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
                each(rows)?;
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

/// A column of the answers table of the new database, as `PRAGMA table_info` gives it: what a
/// row read from the pages must hold there, and what a row of an older layout, without it, gets.
struct Column {
    name: String,
    kind: String,
    not_null: bool,
    key: bool,
    default: Value,
}

/// The fewest columns a row of answers has had (the table of format versions 1 and 2): a
/// column added since comes last and has a default, so rows of any layout up to the new
/// database's own are read, the columns they lack given their default.
const FIRST_ANSWER_COLUMNS: usize = 12;

/// The columns of the answers table of `tx`'s database, the key first.
fn answer_columns(tx: &Transaction<'_>) -> Result<Vec<Column>, DbError> {
    let mut q = tx.prepare("PRAGMA table_info(answers)")?;
    let columns = q
        .query_map([], |r| {
            let default: Option<String> = r.get(4)?;
            Ok(Column {
                name: r.get(1)?,
                kind: r.get::<_, String>(2)?.to_ascii_uppercase(),
                not_null: r.get(3)?,
                key: r.get::<_, i64>(5)? > 0,
                default: default_value(default.as_deref()),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(columns)
}

/// The value of a column's default, as `PRAGMA table_info` writes it (a number, a quoted
/// string, or none).
fn default_value(sql: Option<&str>) -> Value {
    match sql.map(str::trim) {
        None => Value::Null,
        Some(text) => {
            if let Ok(n) = text.parse::<i64>() {
                Value::Integer(n)
            } else if let Ok(x) = text.parse::<f64>() {
                Value::Real(x)
            } else if let Some(inner) = text.strip_prefix('\'').and_then(|t| t.strip_suffix('\'')) {
                Value::Text(inner.replace("\'\'", "\'"))
            } else {
                Value::Null
            }
        }
    }
}

/// Whether the values of a record read from a page are a row of answers: as many columns as a
/// layout of the table ever had, each holding what its column may hold (the key is kept as the
/// rowid, its column empty; a whole REAL is stored as an integer).
fn is_answer_row(columns: &[Column], values: &[Value]) -> bool {
    (FIRST_ANSWER_COLUMNS..=columns.len()).contains(&values.len())
        && values.iter().zip(columns).all(|(v, c)| match v {
            Value::Null => c.key || !c.not_null,
            Value::Integer(_) => !c.key && (c.kind == "INTEGER" || c.kind == "REAL"),
            Value::Real(_) => c.kind == "REAL",
            Value::Text(_) => c.kind == "TEXT",
            Value::Blob(_) => false,
        })
}

/// Why a walk through the pages stopped early.
enum Stop {
    /// Writing the new database failed: the salvage fails.
    Db(DbError),
    /// Reading the damaged file failed: what was read is kept.
    Read,
}

impl From<io::Error> for Stop {
    fn from(_: io::Error) -> Stop {
        Stop::Read
    }
}

impl From<rusqlite::Error> for Stop {
    fn from(e: rusqlite::Error) -> Stop {
        Stop::Db(e.into())
    }
}

/// The answers table's rows found, before they are added to the new database in their order:
/// each row once, by its id, whichever way it was read.
const STAGED: &str = "temp.salvaged_answers";

/// Every row of answers of the damaged database at `from` that SQLite or the pages can still
/// give, put in [`STAGED`] by id; returns how many answers the damaged file held, when that can
/// be read. Read first from the pages ([`pages::PageFile`]), every table leaf page in turn, so
/// that a damaged root or interior page loses nothing; then by SQLite, over the ids the pages
/// did not give, around the rows it cannot read ([`read_ranges`]).
fn stage_answers(
    from: &Path,
    old: Option<&Connection>,
    tx: &Transaction<'_>,
) -> Result<Option<usize>, DbError> {
    let columns = answer_columns(tx)?;
    let names: Vec<String> = columns.iter().skip(1).map(|c| format!("\"{}\"", c.name)).collect();
    tx.execute_batch(&format!(
        "DROP TABLE IF EXISTS {STAGED}; CREATE TABLE {STAGED}(id INTEGER PRIMARY KEY, {})",
        names.join(", ")
    ))?;
    let marks = vec!["?"; columns.len()].join(", ");
    // A row given as its id and the values of its other columns, padded with their defaults.
    let stage = |verb: &str, id: i64, values: &[Value]| -> Result<(), DbError> {
        let mut q = tx.prepare_cached(&format!("INSERT OR {verb} INTO {STAGED} VALUES ({marks})"))?;
        let padding = columns.iter().skip(1 + values.len()).map(|c| &c.default);
        let id = Value::Integer(id);
        let row = std::iter::once(&id).chain(values).chain(padding);
        q.execute(params_from_iter(row.take(columns.len())))?;
        Ok(())
    };
    if let Ok(mut file) = PageFile::open(from) {
        let walked = file.each_row(|rowid, values| -> Result<(), Stop> {
            if is_answer_row(&columns, &values) {
                stage("IGNORE", rowid, &values[1..]).map_err(Stop::Db)?;
            }
            Ok(())
        });
        if let Err(Stop::Db(e)) = walked {
            return Err(e);
        }
    }
    let Some(old) = old else {
        return Ok(None);
    };
    // Ids run from 1 without a gap (a reset starts again at 1), so the highest is the count.
    let highest: Option<i64> = old.query_row("SELECT max(id) FROM answers", [], |r| r.get(0)).ok().flatten();
    // When the highest id cannot be read, the summaries count the answers too, in the same
    // transactions.
    let held = highest.or_else(|| {
        old.query_row("SELECT sum(answers) FROM summary_days", [], |r| r.get::<_, Option<i64>>(0))
            .ok()
            .flatten()
    });
    let staged_highest: i64 =
        tx.query_row(&format!("SELECT coalesce(max(id), 0) FROM {STAGED}"), [], |r| r.get(0))?;
    let bound = highest.unwrap_or(0).max(staged_highest);
    // The ids from 1 to the highest that the pages did not give.
    let mut missing = Vec::new();
    let mut next = 1;
    {
        let mut q = tx.prepare(&format!("SELECT id FROM {STAGED} WHERE id BETWEEN 1 AND ?1 ORDER BY id"))?;
        let ids = q.query_map([bound], |r| r.get::<_, i64>(0))?;
        for id in ids {
            let id = id?;
            if id > next {
                missing.push((next, id - 1));
            }
            next = id + 1;
        }
    }
    if next <= bound {
        missing.push((next, bound));
    }
    let width = columns.len() - 1;
    read_ranges(
        missing,
        |low, high, most| {
            let mut q =
                old.prepare_cached("SELECT * FROM answers WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3")?;
            let rows = q.query_map(params![low, high, most], |r| {
                let n = r.as_ref().column_count();
                let values =
                    (1..n.min(width + 1)).map(|c| r.get::<_, Value>(c)).collect::<Result<Vec<_>, _>>()?;
                Ok((r.get::<_, i64>(0)?, values))
            })?;
            rows.collect()
        },
        |rows| rows.into_iter().try_for_each(|(id, values)| stage("REPLACE", id, &values)),
    )?;
    Ok(held.map(|h| u(h) as usize))
}

/// Copies into `tx`, a new database, every answer of the damaged database at `from` that can
/// still be read, oldest first, with the summaries built again from them (they are derived from
/// the answers), and every timed session, counting session of play, journal already saved and
/// file already moved in that SQLite can still read. The damaged file is only read. An error when the new database cannot
/// be written, or when the damaged one was written by a newer bjcoach.
pub fn salvage(from: &Path, tx: &Transaction<'_>) -> Result<Salvaged, DbError> {
    // SQLite cannot even open a file whose first page is damaged; its pages can still be read.
    let old = match Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY) {
        Ok(old) => match check_version(&old) {
            Ok(_) => Some(old),
            Err(DbError::TooNew(v)) => return Err(DbError::TooNew(v)),
            Err(_) => None,
        },
        Err(_) => None,
    };
    let mut salvaged = Salvaged::default();
    // A file whose list of tables SQLite reads and has no answers table has no answers.
    if old.as_ref().is_some_and(|old| matches!(has_table(old, "answers"), Ok(false))) {
        return Ok(salvaged);
    }
    salvaged.held = stage_answers(from, old.as_ref(), tx)?;
    // The staged answers join the new database oldest first, a chunk at a time, each added to
    // the summaries as a save adds it.
    let mut after = 0i64;
    loop {
        let mut q = tx.prepare_cached(&format!(
            "SELECT id, {ANSWER_COLUMNS}, coalesce(retry, 0) FROM {STAGED} WHERE id > ?1 ORDER BY id LIMIT ?2"
        ))?;
        let rows: Vec<(i64, AnswerRecord)> = q
            .query_map(params![after, SALVAGE_CHUNK], |r| Ok((r.get(0)?, answer_from(r, 1)?)))?
            .collect::<Result<_, _>>()?;
        let Some((last, _)) = rows.last() else { break };
        after = *last;
        salvaged.answers += rows.len();
        append(tx, &rows.into_iter().map(|(_, a)| a).collect::<Vec<_>>())?;
    }
    tx.execute_batch(&format!("DROP TABLE {STAGED}"))?;
    let Some(old) = old else {
        // Which journals were saved is lost: the next save compares their answers instead.
        mark_journal(tx, JOURNALS_UNNAMED, true)?;
        return Ok(salvaged);
    };
    salvaged.timed = copy_sessions(
        &old,
        from,
        "timed_sessions",
        TIMED_COLUMNS,
        |r| timed_from(r, 1).map(Some),
        |session| add_timed(tx, session),
    )?;
    salvaged.counting = copy_sessions(
        &old,
        from,
        "counting_sessions",
        COUNTING_COLUMNS,
        |r| counting_from(r, 1),
        |session| add_counting(tx, session),
    )?;
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

/// Copies every row of the sessions table `name` of the damaged database `old` (at `from`) that
/// SQLite can still read, oldest first: its `columns` after the id read by `row` (`None`: a row
/// whose figures cannot be read, left out), each added by `add`. Returns how many were copied.
fn copy_sessions<T>(
    old: &Connection,
    from: &Path,
    name: &str,
    columns: &str,
    row: impl Fn(&rusqlite::Row<'_>) -> rusqlite::Result<Option<T>>,
    mut add: impl FnMut(&T) -> Result<(), DbError>,
) -> Result<usize, DbError> {
    if !has_table(old, name).unwrap_or(false) {
        return Ok(0);
    }
    // When the highest id cannot be read, ids are read up to the file's size in bytes, more
    // than it can hold.
    let highest: i64 = old
        .query_row(&format!("SELECT max(id) FROM {name}"), [], |r| r.get::<_, Option<i64>>(0))
        .ok()
        .flatten()
        .unwrap_or_else(|| std::fs::metadata(from).map_or(0, |m| m.len() as i64));
    let mut copied = 0;
    read_ranges(
        vec![(1, highest)],
        |low, high, most| {
            let mut q = old.prepare_cached(&format!(
                "SELECT id, {columns} FROM {name} WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3"
            ))?;
            let rows = q.query_map(params![low, high, most], |r| Ok((r.get(0)?, row(r)?)))?;
            rows.collect()
        },
        |sessions| {
            for session in sessions.into_iter().filter_map(|(_, s)| s) {
                add(&session)?;
                copied += 1;
            }
            Ok(())
        },
    )?;
    Ok(copied)
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
            vec![(1, 10_000)],
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
                got.extend(rows.into_iter().map(|(id, _)| id));
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
            vec![(1, 90_000_000)],
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
