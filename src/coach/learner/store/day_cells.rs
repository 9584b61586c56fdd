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

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use crate::coach::learner::cells::CellTally;
use crate::coach::learner::record::is_strategy_key;

use super::days::{chart_query, utf8};
use super::standing::counted_at;
use super::{DbError, has_table, i, u};

/// One day at one table: the chart answers counted and each cell's tally, by key.
pub(super) type DayCells = (usize, BTreeMap<String, CellTally>);

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

/// The text a day's cells are kept as: a line a cell, its key, answers, wrong answers, wrong
/// answers with a cost and the sum of their costs (written so that it reads back to the bit).
fn to_text(cells: &BTreeMap<String, CellTally>) -> String {
    let mut text = String::new();
    for (k, t) in cells {
        text.push_str(&format!("{k}\t{}\t{}\t{}\t{}\n", t.seen, t.wrong, t.costed, t.cost_sum));
    }
    text
}

/// The cells of a day as [`to_text`] wrote them, if they read and add up to `answers`.
fn of_text(text: &str, answers: usize) -> Option<Vec<(&str, CellTally)>> {
    let mut cells = Vec::new();
    let mut seen = 0;
    for line in text.lines() {
        let mut parts = line.split('\t');
        let key = parts.next()?;
        let mut number = || parts.next()?.parse::<usize>().ok();
        let (s, wrong, costed) = (number()?, number()?, number()?);
        let cost_sum = parts.next()?.parse::<f64>().ok()?;
        seen += s;
        cells.push((key, CellTally { seen: s, wrong, cost_sum, costed }));
    }
    (seen == answers).then_some(cells)
}

/// Counts the days of `days` again from their answers (a save's, or every day).
fn keep_days(tx: &Transaction<'_>, days: impl IntoIterator<Item = u64>) -> Result<(), DbError> {
    let mut q = chart_query(tx)?;
    let mut write = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_day_cells(tbl, day, answers, cells) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for day in days {
        for (table, (n, cells)) in count_day(tx, &mut q, day)? {
            write.execute(params![table, i(day), i(n as u64), to_text(&cells)])?;
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

    /// The days kept, each with chart answers at the table.
    pub(super) fn days(&self) -> Result<Vec<u64>, DbError> {
        let mut q = self.conn.prepare_cached("SELECT day FROM summary_day_cells WHERE tbl = ?1")?;
        let days =
            q.query_map(params![self.table], |r| r.get::<_, i64>(0).map(u))?.collect::<Result<_, _>>()?;
        Ok(days)
    }

    /// The answers counted and each cell's tally of `day` (none when no chart answer of it was
    /// saved), to `each` by key; `Ok(None)` when the row does not read or add up.
    pub(super) fn day(
        &self,
        day: u64,
        mut each: impl FnMut(&str, &CellTally),
    ) -> Result<Option<usize>, DbError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT answers, cells FROM summary_day_cells WHERE tbl = ?1 AND day = ?2")?;
        let mut rows = q.query(params![self.table, i(day)])?;
        let Some(r) = rows.next()? else { return Ok(Some(0)) };
        let answers = u(r.get(0)?) as usize;
        let Some(cells) = of_text(utf8(r, 1)?, answers) else { return Ok(None) };
        for (k, t) in &cells {
            each(k, t);
        }
        Ok(Some(answers))
    }
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use crate::coach::learner::cells::ChartRecord;
    use crate::coach::learner::record::AnswerRecord;
    use crate::coach::learner::store::days::leak_days;
    use crate::coach::learner::store::standing::{Standing, append, load_standing};
    use crate::coach::learner::store::tests::answer;
    use crate::coach::learner::store::{begin_write, open_to_write};

    use super::{build, keep};
    use crate::coach::learner::trend::LeakDay;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;

    /// Every row kept, by table and day.
    fn rows(conn: &Connection) -> Vec<(String, i64, i64, String)> {
        let mut q =
            conn.prepare("SELECT tbl, day, answers, cells FROM summary_day_cells ORDER BY tbl, day").unwrap();
        q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    /// A seeded random history over several days, drills and tables, with costs that are not
    /// round (so a sum taken in another order shows in the last bits).
    fn history(seed: u64) -> Vec<AnswerRecord> {
        let mut state = seed;
        let mut next = |n: u64| {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            (state >> 33) % n
        };
        let drills = ["strategy", "hard-decisions", "soft-decisions", "hand-totals", "split-decisions"];
        let ups = ["2", "5", "9", "ten", "Ace"];
        (0..900u64)
            .map(|n| {
                let up = ups[next(5) as usize];
                let key = match next(6) {
                    0 => format!("play hard {} v {up}", 12 + next(5)),
                    1 => format!("play soft {} v {up}", 15 + next(4)),
                    2 => format!("play contrast hard {} v {up}", 12 + next(5)),
                    3 => format!("play casino-fr hard {} v {up}", 12 + next(5)),
                    4 => format!("total {}", 4 + next(17)),
                    _ => format!("play 8-8 v {up}"),
                };
                let table = ["book", "casino-fr"][usize::from(next(4) == 0)];
                let correct = next(3) != 0;
                let mut a =
                    answer(&key, table, correct, 400 + next(40) * 50, 1_000_000 + n * 3_000 + next(2_000));
                a.drill = drills[next(drills.len() as u64) as usize].into();
                a.cost_percent = (!correct && next(5) != 0).then(|| next(100_000) as f64 / 7_919.0);
                a.retry = next(10) == 0;
                a
            })
            .collect()
    }

    /// The leak at the end of each day, each from every answer up to that day's end.
    fn from_every_answer(all: &[AnswerRecord], table: &str, latest: usize) -> Vec<LeakDay> {
        let rules = preset(table).unwrap();
        let chart = shipped(table).unwrap().unwrap();
        let mut standing = Standing::default();
        let mut days: Vec<u64> = Vec::new();
        for a in all.iter().filter(|a| a.counts()) {
            let mut one = Standing::default();
            one.add(a);
            if one.cell_tallies(table, None).keys().any(|k| k.starts_with("play "))
                && !days.contains(&(a.at / 86_400))
            {
                days.push(a.at / 86_400);
            }
            standing.add(a);
        }
        let shown = &days[days.len().saturating_sub(latest)..];
        shown
            .iter()
            .map(|day| {
                let up_to: Vec<AnswerRecord> =
                    all.iter().filter(|a| a.at / 86_400 <= *day).cloned().collect();
                let of_day: Vec<&AnswerRecord> =
                    all.iter().filter(|a| a.at / 86_400 == *day && a.counts()).collect();
                let mut one = Standing::default();
                of_day.iter().for_each(|a| one.add(a));
                let answers = one
                    .cell_tallies(table, None)
                    .iter()
                    .filter(|(k, _)| k.starts_with("play "))
                    .map(|(_, t)| t.seen)
                    .sum();
                LeakDay {
                    day: crate::coach::learner::history::day_of(day * 86_400),
                    answers,
                    leak_points: ChartRecord::new(&rules, &chart, &up_to).leak_points(),
                }
            })
            .collect()
    }

    /// The leak of each day read from the database with `unsaved` after it.
    fn read(
        conn: &Connection,
        all: &[AnswerRecord],
        unsaved: &[AnswerRecord],
        table: &str,
        latest: usize,
    ) -> Vec<LeakDay> {
        let rules = preset(table).unwrap();
        let chart = shipped(table).unwrap().unwrap();
        let standing = Standing::of(all);
        leak_days(Some(conn), &standing, &rules, &chart, None, latest, unsaved).unwrap()
    }

    /// Seeded random histories saved in several sessions, with answers not yet saved: the leak of
    /// each day read from the kept days is, to the last bit, the one read from the answers of the
    /// days (the rows taken away), and the one worked out from every answer up to each day's end;
    /// a database brought to the layout that keeps them builds them from its answers, and a save
    /// after a row is lost or damaged builds them again.
    #[test]
    fn the_kept_days_give_the_leak_of_every_answer() {
        for seed in 1..=4u64 {
            let all = history(seed);
            let (saved, unsaved) = all.split_at(800);
            let dir = tempfile::tempdir().unwrap();
            let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
            let mut from = 0;
            for (k, size) in [1, 37, 200, 5, 90, 300, 167].iter().enumerate() {
                let to = (from + size).min(saved.len());
                let tx = begin_write(&mut conn).unwrap();
                append(&tx, &saved[from..to]).unwrap();
                tx.commit().unwrap();
                from = to;
                assert!(k < 6 || from == saved.len());
            }
            let kept = rows(&conn);
            assert!(kept.len() > 10, "seed {seed}: {} rows", kept.len());
            // The rows add up to the chart answers counted at each table.
            let (standing, _) = load_standing(&mut conn).unwrap();
            for (t, (_, plays)) in &standing.tables {
                let n: i64 = kept.iter().filter(|r| r.0 == *t).map(|r| r.2).sum();
                assert_eq!(n as u64, *plays, "seed {seed}, table {t}");
            }
            for table in ["book", "casino-fr"] {
                assert!(super::Kept::of(&conn, table).unwrap().is_some(), "the rows are read");
                for latest in [usize::MAX, 4] {
                    let expected = from_every_answer(&all, table, latest);
                    let with = read(&conn, &all, unsaved, table, latest);
                    assert_eq!(with.len(), expected.len(), "seed {seed}, {table}, latest {latest}");
                    assert!(!with.is_empty());
                    for (w, e) in with.iter().zip(&expected) {
                        assert_eq!((&w.day, w.answers), (&e.day, e.answers));
                        assert!((w.leak_points - e.leak_points).abs() < 1e-9, "{w:?} vs {e:?}");
                    }
                    // From the answers of the days, the rows of the table taken away: the same bits.
                    conn.execute("DELETE FROM summary_day_cells WHERE tbl = ?1", [table]).unwrap();
                    assert_eq!(read(&conn, &all, unsaved, table, latest), with, "seed {seed}, {table}");
                    // Built again from every answer, the rows are the ones the saves kept.
                    let tx = begin_write(&mut conn).unwrap();
                    build(&tx).unwrap();
                    tx.commit().unwrap();
                    assert_eq!(rows(&conn), kept);
                }
            }
            // A row lost or damaged is not read, and the next save builds every row again (a
            // row whose cells do not add up to its count is not read either).
            let book = |conn: &Connection| read(conn, &all, unsaved, "book", usize::MAX);
            let with = book(&conn);
            for damage in [
                "DELETE FROM summary_day_cells WHERE (tbl, day) IN (SELECT tbl, day FROM summary_day_cells LIMIT 1)",
                "UPDATE summary_day_cells SET answers = answers + 1 WHERE day % 2 = 0",
                "UPDATE summary_day_cells SET cells = cells || 'play hard 9 v 2' || char(9) || '1' ||
                 char(9) || '0' || char(9) || '0' || char(9) || '0' || char(10)",
                "DROP TABLE summary_day_cells; PRAGMA user_version = 5;",
            ] {
                conn.execute_batch(damage).unwrap();
                let whole = super::Kept::of(&conn, "book").unwrap().is_some();
                assert_eq!(whole, damage.contains("SET cells"), "{damage}");
                assert_eq!(book(&conn), with, "{damage}");
                // A save (of answers of no day here): the rows are built again from the answers.
                let tx = begin_write(&mut conn).unwrap();
                if damage.starts_with("UPDATE summary_day_cells SET cells") {
                    build(&tx).unwrap();
                } else {
                    keep(&tx, []).unwrap();
                }
                tx.commit().unwrap();
                assert_eq!(rows(&conn), kept, "{damage}");
                assert_eq!(book(&conn), with);
            }
        }
    }
}
