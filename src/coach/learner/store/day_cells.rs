//! The chart answers of each day at each table, cell by cell, kept beside the answers
//! (`summary_day_cells`): the tally of every drill's first answers of that day on each chart cell
//! of the table they count at, summed in the order [`days::leak_days`] reads them from the
//! answers (the drills by name, each drill's answers of the day as [`days::chart_query`] gives them), so the
//! leak at the end of each day is worked out from these rows alone, to the last bit as from the
//! answers.
//!
//! Kept by every save for the days it touches (a day is counted again from its answers, a few
//! hundred), built from the answers when a database is brought to the layout that has it, and
//! built again by a save that finds its answers counted short or over (a row lost or damaged):
//! each table's rows must add up to the chart answers the summaries count at that table
//! (`summary_tables.asked_play`, checked from an index of the rows' counts, which holds no
//! cells), or a read takes the answers instead, as it does for a row whose cells do not add up
//! to its count.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use crate::coach::learner::cells::CellTally;
use crate::coach::learner::record::is_strategy_key;

use super::day_answers::{chart_query, counted_at, utf8};
use super::{DbError, has_table, i, u};

/// One day at one table: the chart answers counted and each cell's tally, by key.
type DayCells = (usize, BTreeMap<String, CellTally>);

/// Counts the chart answers of `day` again from the answers, at every table they count at.
fn count_day(
    conn: &Connection,
    q: &mut rusqlite::CachedStatement<'_>,
    day: u64,
) -> Result<BTreeMap<String, DayCells>, DbError> {
    let mut drills: Vec<String> = conn
        .prepare_cached("SELECT drill FROM summary_days WHERE day = ?1")?
        .query_map(params![i(day)], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    drills.sort_unstable();
    let mut counted: HashMap<(String, String), Option<(String, String)>> = HashMap::new();
    let mut tables: BTreeMap<String, DayCells> = BTreeMap::new();
    for d in &drills {
        let mut rows = q.query(params![d, i(day)])?;
        while let Some(r) = rows.next()? {
            let (asked, key) = (utf8(r, 0)?, utf8(r, 1)?);
            let cell = counted.entry((asked.to_string(), key.to_string())).or_insert_with(|| {
                let (t, k) = counted_at(key, asked);
                is_strategy_key(&k).then_some((t, k))
            });
            let Some((t, k)) = cell else { continue };
            let (n, cells) = tables.entry(t.clone()).or_default();
            *n += 1;
            cells.entry(k.clone()).or_default().add(r.get(2)?, r.get(3)?);
        }
    }
    Ok(tables)
}

/// The bytes a day's cells are kept as (layout 7): for each cell, by key, its key's length and
/// bytes, then its answers, wrong answers and wrong answers with a cost (each a LEB128
/// number), then the sum of their costs (the bits of an `f64`, little-endian) when some had a
/// cost. Read back to the bit without parsing a number from text.
fn to_bytes(cells: &BTreeMap<String, CellTally>) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(cells.len() * 24);
    for (k, t) in cells {
        push_number(&mut bytes, k.len() as u64);
        bytes.extend_from_slice(k.as_bytes());
        for n in [t.seen, t.wrong, t.costed] {
            push_number(&mut bytes, n as u64);
        }
        if t.costed > 0 {
            bytes.extend_from_slice(&t.cost_sum.to_bits().to_le_bytes());
        }
    }
    bytes
}

/// Appends `n` as LEB128: seven bits a byte, the high bit set on every byte but the last.
fn push_number(bytes: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        bytes.push((n as u8) | 0x80);
        n >>= 7;
    }
    bytes.push(n as u8);
}

/// Reads a LEB128 number at the front of `bytes`, leaving the rest.
fn take_number(bytes: &mut &[u8]) -> Option<usize> {
    let mut n: u64 = 0;
    for shift in (0..64).step_by(7) {
        let (&b, rest) = bytes.split_first()?;
        *bytes = rest;
        n |= u64::from(b & 0x7f) << shift;
        if b < 0x80 {
            return usize::try_from(n).ok();
        }
    }
    None
}

/// The cells of a day as [`to_bytes`] wrote them, to `each`, if they read and add up to `answers`
/// (the cells before a row found damaged are given all the same: the caller then drops the day).
fn of_bytes(mut bytes: &[u8], answers: usize, mut each: impl FnMut(&str, &CellTally)) -> Option<()> {
    let mut seen = 0usize;
    while !bytes.is_empty() {
        let len = take_number(&mut bytes)?;
        let (key, rest) = bytes.split_at_checked(len)?;
        let key = std::str::from_utf8(key).ok()?;
        bytes = rest;
        let (s, wrong, costed) =
            (take_number(&mut bytes)?, take_number(&mut bytes)?, take_number(&mut bytes)?);
        let cost_sum = match costed {
            0 => 0.0,
            _ => {
                let (bits, rest) = bytes.split_first_chunk::<8>()?;
                bytes = rest;
                f64::from_bits(u64::from_le_bytes(*bits))
            }
        };
        seen = seen.checked_add(s)?;
        each(key, &CellTally { seen: s, wrong, cost_sum, costed });
    }
    (seen == answers).then_some(())
}

/// The cells of a day as kept in layout 6, a line a cell (its key, answers, wrong answers, wrong
/// answers with a cost and the sum of their costs), if they read and add up to `answers`: the
/// rows of a database of that layout opened to read, before a write brings it to layout 7.
fn of_text(text: &str, answers: usize) -> Option<Vec<(&str, CellTally)>> {
    // A line is some twenty bytes or more (`play 2-2 v 2\t1\t0\t0\t0`): room for all of them at once.
    let mut cells = Vec::with_capacity(text.len() / 16);
    let mut seen = 0;
    for line in text.lines() {
        let [key, s, wrong, costed, cost_sum] = fields(line)?;
        let number = |field: &str| field.parse::<usize>().ok();
        let (s, wrong, costed) = (number(s)?, number(wrong)?, number(costed)?);
        let cost_sum = cost_sum.parse::<f64>().ok()?;
        seen += s;
        cells.push((key, CellTally { seen: s, wrong, cost_sum, costed }));
    }
    (seen == answers).then_some(cells)
}

/// The first five fields of a line, split at its tabs by hand (the lines of the days shown are
/// thousands, their fields a few bytes: a searcher set up for each field cost more than the
/// rest of the reading).
fn fields(line: &str) -> Option<[&str; 5]> {
    let mut found = [""; 5];
    let (mut k, mut start) = (0, 0);
    for (n, byte) in line.bytes().enumerate() {
        if byte == b'\t' {
            found[k] = &line[start..n];
            k += 1;
            start = n + 1;
            if k == 5 {
                return Some(found);
            }
        }
    }
    (k == 4).then(|| {
        found[4] = &line[start..];
        found
    })
}

/// Counts the days of `days` again from their answers (a save's, or every day).
fn keep_days(tx: &Transaction<'_>, days: impl IntoIterator<Item = u64>) -> Result<(), DbError> {
    let mut q = chart_query(tx)?;
    let mut write = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_day_cells(tbl, day, answers, cells) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for day in days {
        for (table, (n, cells)) in count_day(tx, &mut q, day)? {
            write.execute(params![table, i(day), i(n as u64), to_bytes(&cells)])?;
        }
    }
    Ok(())
}

/// Builds every row again from the answers (a database brought to the layout that keeps them,
/// or one whose rows do not add up).
pub(super) fn build(tx: &Transaction<'_>) -> Result<(), DbError> {
    tx.execute("DELETE FROM summary_day_cells", [])?;
    let days: BTreeSet<u64> = tx
        .prepare("SELECT DISTINCT day FROM summary_days")?
        .query_map([], |r| r.get::<_, i64>(0).map(u))?
        .collect::<Result<_, _>>()?;
    keep_days(tx, days)
}

/// Keeps the rows of the days a save touched, then builds them all again if they do not add up
/// to the chart answers counted at every table.
pub(super) fn keep(tx: &Transaction<'_>, days: impl IntoIterator<Item = u64>) -> Result<(), DbError> {
    keep_days(tx, days)?;
    let kept: i64 =
        tx.query_row("SELECT coalesce(sum(answers), 0) FROM summary_day_cells", [], |r| r.get(0))?;
    let counted: i64 =
        tx.query_row("SELECT coalesce(sum(asked_play), 0) FROM summary_tables", [], |r| r.get(0))?;
    if kept != counted {
        build(tx)?;
    }
    Ok(())
}

/// Reads the kept days of one table.
pub(super) struct Kept<'c> {
    conn: &'c Connection,
    table: String,
}

impl<'c> Kept<'c> {
    /// The kept days of `table` in `conn`, when they are there and add up to the chart answers
    /// counted at that table; none otherwise (an older layout, or rows lost).
    pub(super) fn of(conn: &'c Connection, table: &str) -> Result<Option<Kept<'c>>, DbError> {
        if !has_table(conn, "summary_day_cells")? {
            return Ok(None);
        }
        let kept: i64 = conn.query_row(
            "SELECT coalesce(sum(answers), 0) FROM summary_day_cells WHERE tbl = ?1",
            params![table],
            |r| r.get(0),
        )?;
        let counted: Option<i64> = conn
            .query_row("SELECT asked_play FROM summary_tables WHERE tbl = ?1", params![table], |r| r.get(0))
            .optional()?;
        Ok((kept == counted.unwrap_or(0)).then(|| Kept { conn, table: table.to_string() }))
    }

    /// The `n` latest days kept, each with chart answers at the table, latest first.
    pub(super) fn latest_days(&self, n: usize) -> Result<Vec<u64>, DbError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT day FROM summary_day_cells WHERE tbl = ?1 ORDER BY day DESC LIMIT ?2")?;
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        let days =
            q.query_map(params![self.table, n], |r| r.get::<_, i64>(0).map(u))?.collect::<Result<_, _>>()?;
        Ok(days)
    }

    /// The days kept from `first` on, read at once: each day's chart answers counted and its
    /// cells as kept, to be read by [`cells_of`].
    pub(super) fn days_from(&self, first: u64) -> Result<BTreeMap<u64, (usize, KeptCells)>, DbError> {
        let mut q = self.conn.prepare_cached(
            "SELECT day, answers, cells FROM summary_day_cells WHERE tbl = ?1 AND day >= ?2",
        )?;
        let mut rows = q.query(params![self.table, i(first)])?;
        let mut days = BTreeMap::new();
        while let Some(r) = rows.next()? {
            let cells = match r.get_ref(2)? {
                ValueRef::Blob(b) => KeptCells::Bytes(b.to_vec()),
                ValueRef::Text(t) => KeptCells::Text(String::from_utf8_lossy(t).into_owned()),
                _ => KeptCells::Bytes(Vec::new()),
            };
            days.insert(u(r.get(0)?), (u(r.get(1)?) as usize, cells));
        }
        Ok(days)
    }
}

/// A day's cells as kept: bytes ([`to_bytes`]), or the text of layout 6 in a database of that
/// layout opened to read.
pub(super) enum KeptCells {
    Bytes(Vec<u8>),
    Text(String),
}

/// The answers counted and each cell's tally of a day as [`Kept::days_from`] read it (none when no
/// chart answer of it was saved), to `each` by key; `None` when the row does not read or add up,
/// or counts no answer (every row kept counts one at least).
pub(super) fn cells_of(
    day: Option<&(usize, KeptCells)>,
    mut each: impl FnMut(&str, &CellTally),
) -> Option<usize> {
    let Some((answers, cells)) = day else { return Some(0) };
    if *answers == 0 {
        return None;
    }
    match cells {
        KeptCells::Bytes(bytes) => of_bytes(bytes, *answers, each)?,
        KeptCells::Text(text) => {
            for (k, t) in &of_text(text, *answers)? {
                each(k, t);
            }
        }
    }
    Some(*answers)
}

/// Brings the rows of layout 6 (text) to layout 7 (bytes), each read as it was kept; a row that
/// does not read is dropped, and [`keep`] then builds every row again from the answers, as it
/// does for a row lost.
pub(super) fn to_bytes_layout(tx: &Transaction<'_>) -> Result<(), DbError> {
    let rows: Vec<(String, i64, i64, String)> = tx
        .prepare("SELECT tbl, day, answers, cells FROM summary_day_cells WHERE typeof(cells) = 'text'")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<Result<_, _>>()?;
    let mut write = tx.prepare("UPDATE summary_day_cells SET cells = ?3 WHERE tbl = ?1 AND day = ?2")?;
    let mut lose = tx.prepare("DELETE FROM summary_day_cells WHERE tbl = ?1 AND day = ?2")?;
    for (table, day, answers, text) in rows {
        let cells = usize::try_from(answers).ok().and_then(|n| of_text(&text, n));
        match cells {
            Some(cells) => {
                let cells: BTreeMap<String, CellTally> =
                    cells.into_iter().map(|(k, t)| (k.to_string(), t)).collect();
                write.execute(params![table, day, to_bytes(&cells)])?;
            }
            None => {
                lose.execute(params![table, day])?;
            }
        }
    }
    keep(tx, [])
}
