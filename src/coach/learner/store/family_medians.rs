//! The median answer time of each family of several drills (a stage of a learning path) on each
//! day, kept beside the per-drill-per-day summaries (`summary_family_days`) with the number of
//! answers it was taken from: a progress page reads it instead of every time of the family's
//! drills that day. Kept by every save for the days it touches, built from the answers when a
//! database is brought to the layout that has it; a row whose count of answers is not the one the
//! per-drill summaries give (a damaged or older table) is not used, the median being taken again
//! from the answers' times.

use std::collections::BTreeSet;

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use crate::coach::learner::learning_path::PATHS;

use super::day_answers::day_times;
use super::{DbError, has_table, i, retry_column, u};

/// The name a family of `drills` is kept under: its drills, in the stage's order.
fn family_key<S: AsRef<str>>(drills: &[S]) -> String {
    drills.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(",")
}

/// Every family of several drills of every learning path, once each.
fn families() -> Vec<&'static [&'static str]> {
    let mut list: Vec<&'static [&'static str]> = Vec::new();
    for stage in PATHS.iter().flat_map(|p| p.stages) {
        if stage.drills.len() > 1 && !list.contains(&stage.drills) {
            list.push(stage.drills);
        }
    }
    list
}

/// The answers of the drills of `family` on `day`, from the per-drill summaries, and the median
/// of their times, taken from every time of those drills that day.
fn figures_of(conn: &Connection, family: &[&str], day: u64) -> Result<(i64, Option<u64>), DbError> {
    let retry = retry_column(conn)?;
    let mut count = conn.prepare_cached("SELECT answers FROM summary_days WHERE drill = ?1 AND day = ?2")?;
    let (mut answers, mut times) = (0, Vec::new());
    for d in family {
        let Some(n) = count.query_row(params![d, i(day)], |r| r.get::<_, i64>(0)).optional()? else {
            continue;
        };
        answers += n;
        times.extend(day_times(conn, retry, d, day)?);
    }
    times.sort_unstable();
    Ok((answers, crate::coach::learner::history::median(&times)))
}

/// Keeps the rows of the families of the drills and days in `touched` (a save's).
pub(super) fn keep(tx: &Transaction<'_>, touched: &BTreeSet<(&str, u64)>) -> Result<(), DbError> {
    let mut rows: BTreeSet<(&'static [&'static str], u64)> = BTreeSet::new();
    let families = families();
    for (drill, day) in touched {
        rows.extend(families.iter().filter(|f| f.contains(drill)).map(|f| (*f, *day)));
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_family_days(family, day, answers, median) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for (family, day) in rows {
        let (answers, median) = figures_of(tx, family, day)?;
        q.execute(params![family_key(family), i(day), answers, median.map(i)])?;
    }
    Ok(())
}

/// Builds every row from the answers already saved (a database brought to the layout that keeps
/// them).
pub(super) fn build(tx: &Transaction<'_>) -> Result<(), DbError> {
    let mut touched: BTreeSet<(&str, u64)> = BTreeSet::new();
    let families = families();
    let mut q = tx.prepare("SELECT day FROM summary_days WHERE drill = ?1")?;
    for d in families.iter().flat_map(|f| f.iter()) {
        for day in q.query_map(params![d], |r| r.get::<_, i64>(0).map(u))? {
            touched.insert((d, day?));
        }
    }
    drop(q);
    keep(tx, &touched)
}

/// The days the family of `drills` was practised, as its kept rows count them (each is of a day
/// with answers), when they add up to the `answers` its drills' summaries count; none otherwise
/// (an older layout, a row lost or kept from other answers).
pub(super) fn days(conn: &Connection, drills: &[String], answers: usize) -> Result<Option<usize>, DbError> {
    if !has_table(conn, "summary_family_days")? {
        return Ok(None);
    }
    let mut q = conn.prepare_cached(
        "SELECT count(*), coalesce(sum(answers), 0) FROM summary_family_days WHERE family = ?1",
    )?;
    let (days, kept) = q.query_row(params![family_key(drills)], |r| Ok((u(r.get(0)?), u(r.get(1)?))))?;
    Ok((usize::try_from(kept).ok() == Some(answers)).then_some(days as usize))
}

/// Reads kept medians of families.
pub(super) struct Kept<'c> {
    q: Option<rusqlite::CachedStatement<'c>>,
}

impl<'c> Kept<'c> {
    /// The kept rows of `conn` (none when it has no such table: a database not yet brought to
    /// the layout that keeps them).
    pub(super) fn of(conn: Option<&'c Connection>) -> Result<Kept<'c>, DbError> {
        let q = match conn {
            Some(c) if has_table(c, "summary_family_days")? => Some(c.prepare_cached(
                "SELECT answers, median FROM summary_family_days WHERE family = ?1 AND day = ?2",
            )?),
            _ => None,
        };
        Ok(Kept { q })
    }

    /// The kept median of the family of `drills` on `day`, when it was kept from `answers`
    /// answers.
    pub(super) fn median(
        &mut self,
        drills: &[String],
        day: u64,
        answers: usize,
    ) -> Result<Option<Option<u64>>, DbError> {
        let Some(q) = self.q.as_mut() else { return Ok(None) };
        let row = q
            .query_row(params![family_key(drills), i(day)], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, Option<i64>>(1)?.map(u)))
            })
            .optional()?;
        Ok(row.filter(|(n, _)| usize::try_from(*n).ok() == Some(answers)).map(|(_, m)| m))
    }
}
