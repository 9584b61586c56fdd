//! Accuracy and speed per drill and day, per family of drills and day, and the leak at the end
//! of each day, read from the per-drill-per-day summaries with their medians (answers not yet
//! saved counted after them).

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, params};
use rustc_hash::FxHashMap;

use crate::coach::learner::cells::{CellTally, ChartRecord};
use crate::coach::learner::history::{DrillDay, day_of};
use crate::coach::learner::record::{AnswerRecord, is_strategy_key};
use crate::coach::learner::trend::{Day, Family, FamilyTrend, LeakDay};

use super::day_answers::{chart_query, day_times, utf8};
use super::day_cells::cells_of;
use super::standing::{Standing, add_tally, counted_at};
use super::{DbError, has_tables, i, median_of, retry_column, u};

/// The median of a multiset of times given as counts per time.
fn median_of_counts(counts: &BTreeMap<u64, i64>) -> Option<u64> {
    let n: i64 = counts.values().sum();
    if n <= 0 {
        return None;
    }
    let at = |index: i64| {
        let mut passed = 0;
        counts.iter().find_map(|(ms, c)| {
            passed += c;
            (passed > index).then_some(*ms)
        })
    };
    if n % 2 == 1 { at(n / 2) } else { Some(median_of(at(n / 2 - 1)?, at(n / 2)?)) }
}

/// One drill on one day as the database counts it, with answers not yet in it.
#[derive(Default, Clone)]
struct DayRow {
    answers: usize,
    correct: usize,
    median: Option<u64>,
    extra_times: Vec<u64>,
    extra: bool,
}

/// Accuracy and speed per drill and day (of one drill, or all), the `latest` last days of each
/// drill one by one after one line for the days before, as [`crate::coach::learner::history`] shows them;
/// `extra` are answers not yet in the database (unsaved sessions), counted after it.
pub fn drill_days(
    conn: Option<&Connection>,
    drill: Option<&str>,
    latest: usize,
    extra: &[AnswerRecord],
) -> Result<Vec<DrillDay>, DbError> {
    let mut groups: BTreeMap<String, BTreeMap<u64, DayRow>> = BTreeMap::new();
    if let Some(conn) = conn.filter(|c| has_tables(c).unwrap_or(false)) {
        for (d, day, row) in summary_day_rows(conn, drill)? {
            groups.entry(d).or_default().insert(day, row);
        }
    }
    for a in extra.iter().filter(|a| a.counts() && drill.is_none_or(|d| d == a.drill)) {
        let row = groups.entry(a.drill.clone()).or_default().entry(a.at / 86_400).or_default();
        row.answers += 1;
        row.correct += usize::from(a.correct);
        row.extra_times.extend(a.response_ms);
        row.extra = true;
    }
    let row = |drill: &str, day: String, answers: usize, correct: usize, median_ms| DrillDay {
        drill: drill.to_string(),
        day,
        answers,
        correct,
        accuracy_percent: correct as f64 * 100.0 / answers.max(1) as f64,
        median_ms,
    };
    let mut rows = Vec::new();
    for (d, days) in &groups {
        // The median of a day with unsaved answers is taken again with them.
        let median = |day: u64, r: &DayRow| -> Result<Option<u64>, DbError> {
            if !r.extra {
                return Ok(r.median);
            }
            let mut times = match conn {
                Some(c) if has_tables(c)? => day_times(c, retry_column(c)?, d, day)?,
                _ => Vec::new(),
            };
            times.extend(&r.extra_times);
            times.sort_unstable();
            Ok(crate::coach::learner::history::median(&times))
        };
        let earlier = days.len().saturating_sub(latest);
        if earlier > 0 {
            let first = days.keys().next().copied().unwrap_or_default();
            let last = days.keys().nth(earlier - 1).copied().unwrap_or_default();
            // Every time of the drill, less those of the days shown one by one.
            let mut counts: BTreeMap<u64, i64> = BTreeMap::new();
            if let Some(c) = conn.filter(|c| has_tables(c).unwrap_or(false)) {
                let retry = retry_column(c)?;
                let mut q = c.prepare_cached("SELECT ms, n FROM summary_times WHERE drill = ?1")?;
                for pair in q.query_map(params![d], |r| Ok((u(r.get(0)?), r.get::<_, i64>(1)?)))? {
                    let (ms, n) = pair?;
                    counts.insert(ms, n);
                }
                for day in days.keys().skip(earlier) {
                    for ms in day_times(c, retry, d, *day)? {
                        *counts.entry(ms).or_default() -= 1;
                    }
                }
            }
            let (mut answers, mut correct) = (0, 0);
            for r in days.values().take(earlier) {
                answers += r.answers;
                correct += r.correct;
                for ms in &r.extra_times {
                    *counts.entry(*ms).or_default() += 1;
                }
            }
            counts.retain(|_, n| *n > 0);
            rows.push(row(
                d,
                format!("{} to {}", day_of(first * 86_400), day_of(last * 86_400)),
                answers,
                correct,
                median_of_counts(&counts),
            ));
        }
        for (day, r) in days.iter().skip(earlier) {
            rows.push(row(d, day_of(day * 86_400), r.answers, r.correct, median(*day, r)?));
        }
    }
    Ok(rows)
}

/// The database, when it has its tables.
fn with_tables(conn: Option<&Connection>) -> Option<&Connection> {
    conn.filter(|c| has_tables(c).unwrap_or(false))
}

/// Every drill with answers (of one drill, or all), by name: from the summaries, with answers
/// not yet in the database.
pub fn drills_answered(
    conn: Option<&Connection>,
    drill: Option<&str>,
    extra: &[AnswerRecord],
) -> Result<Vec<String>, DbError> {
    let mut drills: Vec<String> = Vec::new();
    if let Some(conn) = with_tables(conn) {
        // From one drill's rows to the next by the key, rather than through every day's row.
        let mut first = conn.prepare_cached("SELECT drill FROM summary_days ORDER BY drill LIMIT 1")?;
        let mut next =
            conn.prepare_cached("SELECT drill FROM summary_days WHERE drill > ?1 ORDER BY drill LIMIT 1")?;
        let mut found: Option<String> = first.query_row([], |r| r.get(0)).optional()?;
        while let Some(d) = found {
            found = next.query_row(params![d], |r| r.get(0)).optional()?;
            if drill.is_none_or(|x| x == d) {
                drills.push(d);
            }
        }
    }
    drills.extend(
        extra.iter().filter(|a| a.counts() && drill.is_none_or(|d| d == a.drill)).map(|a| a.drill.clone()),
    );
    drills.sort();
    drills.dedup();
    Ok(drills)
}

/// Accuracy and median answer time per family of drills and day (of one drill's answers, or all),
/// the `latest` last days each family was practised, read from the per-drill-per-day summaries:
/// how many days and answers in all counted in the database (without reading a row a day: see
/// `SavedDays::of`), and the rows of the days shown alone. A day on which several drills of a family were practised
/// reads its median as kept, or takes it again from those drills' times of that day (read through
/// the index), so no other day is read. `extra` are answers not yet in the database. Families
/// with no answers are left out.
pub fn family_days(
    conn: Option<&Connection>,
    families: &[Family],
    drill: Option<&str>,
    latest: usize,
    extra: &[AnswerRecord],
) -> Result<Vec<FamilyTrend>, DbError> {
    // One reading for every query below (a query of its own would take the lock each time).
    let reading = match with_tables(conn) {
        Some(c) => Some(c.unchecked_transaction()?),
        None => None,
    };
    let conn = reading.as_deref();
    let retry = match conn {
        Some(c) => retry_column(c)?,
        None => "0",
    };
    // A drill's answers count in the first family that has it.
    let family_of = |d: &str| families.iter().position(|f| f.drills.iter().any(|x| x == d));
    // The medians of the days of families of several drills, as the store keeps them.
    let mut kept = super::family_medians::Kept::of(conn)?;
    let mut trends = Vec::new();
    for (f, family) in families.iter().enumerate() {
        let drills: Vec<&str> = family
            .drills
            .iter()
            .map(String::as_str)
            .filter(|d| family_of(d) == Some(f) && drill.is_none_or(|x| x == *d))
            .collect();
        let extra: Vec<&AnswerRecord> =
            extra.iter().filter(|a| a.counts() && drills.contains(&a.drill.as_str())).collect();
        let saved = match conn {
            Some(c) if !drills.is_empty() => SavedDays::of(c, &drills, &family.drills, latest)?,
            _ => SavedDays::default(),
        };
        // The days of answers not yet saved that the database has no row of.
        let mut new_days: BTreeSet<u64> = BTreeSet::new();
        for day in extra.iter().map(|a| a.at / 86_400) {
            if !saved.latest.contains(&day) && !new_days.contains(&day) {
                let held = match conn {
                    Some(c) => SavedDays::holds(c, &drills, day)?,
                    None => false,
                };
                if !held {
                    new_days.insert(day);
                }
            }
        }
        let days_practised = saved.days + new_days.len();
        if days_practised == 0 {
            continue;
        }
        let answers = saved.answers + extra.len();
        let mut shown_days: BTreeSet<u64> = saved.latest.iter().copied().collect();
        shown_days.extend(extra.iter().map(|a| a.at / 86_400));
        let shown_days: BTreeSet<u64> = shown_days.iter().rev().take(latest).copied().collect();
        // Per day shown: each drill's row.
        let mut days: BTreeMap<u64, BTreeMap<String, DayRow>> = BTreeMap::new();
        if let (Some(c), Some(first)) = (conn, shown_days.first()) {
            for (d, day, row) in saved_rows_since(c, &drills, *first)? {
                days.entry(day).or_default().insert(d, row);
            }
        }
        for a in extra.iter().filter(|a| shown_days.contains(&(a.at / 86_400))) {
            let row = days.entry(a.at / 86_400).or_default().entry(a.drill.clone()).or_default();
            row.answers += 1;
            row.correct += usize::from(a.correct);
            row.extra_times.extend(a.response_ms);
            row.extra = true;
        }
        let answered: Vec<String> = drills
            .iter()
            .filter(|d| saved.answered.iter().any(|x| x == *d) || extra.iter().any(|a| a.drill == **d))
            .map(|d| d.to_string())
            .collect();
        let mut shown = Vec::new();
        for (day, rows) in &days {
            let (n, right) = rows.values().fold((0, 0), |(n, c), r| (n + r.answers, c + r.correct));
            // A day of several drills, all saved, reads its median as kept (when it is).
            let kept_median = match rows.len() {
                1 => None,
                _ if rows.values().any(|r| r.extra) => None,
                _ => kept.median(&family.drills, *day, n)?,
            };
            let median = match rows.values().collect::<Vec<_>>().as_slice() {
                [only] if !only.extra => only.median,
                _ if kept_median.is_some() => kept_median.flatten(),
                _ => {
                    let mut times = Vec::new();
                    for (d, r) in rows {
                        if let Some(c) = conn {
                            times.extend(day_times(c, retry, d, *day)?);
                        }
                        times.extend(&r.extra_times);
                    }
                    times.sort_unstable();
                    crate::coach::learner::history::median(&times)
                }
            };
            shown.push(Day::new(*day, n, right, median));
        }
        trends.push(FamilyTrend {
            family: family.clone(),
            drills_answered: answered,
            days: shown,
            days_practised,
            answers,
        });
    }
    drop(kept);
    if let Some(reading) = reading {
        reading.finish()?;
    }
    Ok(trends)
}

/// What the per-drill-per-day summaries hold of some drills, counted in the database: a family's
/// days and answers without a row a day read.
#[derive(Default)]
struct SavedDays {
    /// The drills with a row, in the order given.
    answered: Vec<String>,
    /// The days with a row of any of the drills.
    days: usize,
    /// The answers of every row.
    answers: usize,
    /// The latest days with a row, the number asked for at most.
    latest: Vec<u64>,
}

impl SavedDays {
    /// The summaries of `drills` (one at least), with their `latest` last days. A drill's days
    /// are its rows, counted by the key; its answers are summed from the few rows of its tables
    /// (`summary_asked`, which counts the same first answers); the days of a family of several
    /// drills are its kept rows ([`super::family_medians::Kept::days`]) when they can be.
    fn of(
        conn: &Connection,
        drills: &[&str],
        family: &[String],
        latest: usize,
    ) -> Result<SavedDays, DbError> {
        let among = placeholders(drills.len());
        let mut saved = SavedDays::default();
        let mut days_q = conn.prepare_cached("SELECT count(*) FROM summary_days WHERE drill = ?1")?;
        let mut answers_q =
            conn.prepare_cached("SELECT coalesce(sum(answers), 0) FROM summary_asked WHERE drill = ?1")?;
        for d in drills {
            let days = u(days_q.query_row(params![d], |r| r.get(0))?) as usize;
            if days == 0 {
                continue;
            }
            saved.answered.push(d.to_string());
            saved.days = days;
            saved.answers += u(answers_q.query_row(params![d], |r| r.get(0))?) as usize;
        }
        if saved.answered.len() > 1 {
            let kept = match drills.len() == family.len() {
                true => super::family_medians::days(conn, family, saved.answers)?,
                false => None,
            };
            saved.days = match kept {
                Some(days) => days,
                None => {
                    let mut q = conn.prepare_cached(&format!(
                        "SELECT count(DISTINCT day) FROM summary_days WHERE drill IN ({among})"
                    ))?;
                    u(q.query_row(rusqlite::params_from_iter(drills), |r| r.get(0))?) as usize
                }
            };
        }
        let mut q = conn.prepare_cached(&format!(
            "SELECT DISTINCT day FROM summary_days WHERE drill IN ({among}) ORDER BY day DESC LIMIT {}",
            i64::try_from(latest).unwrap_or(i64::MAX)
        ))?;
        saved.latest = q
            .query_map(rusqlite::params_from_iter(drills), |r| r.get::<_, i64>(0).map(u))?
            .collect::<Result<_, _>>()?;
        Ok(saved)
    }

    /// Whether any of `drills` has a row of `day`.
    fn holds(conn: &Connection, drills: &[&str], day: u64) -> Result<bool, DbError> {
        let mut q = conn.prepare_cached(&format!(
            "SELECT 1 FROM summary_days WHERE drill IN ({}) AND day = ?{}",
            placeholders(drills.len()),
            drills.len() + 1
        ))?;
        let values = drills.iter().map(|d| Value::Text(d.to_string())).chain([Value::Integer(i(day))]);
        Ok(q.exists(rusqlite::params_from_iter(values))?)
    }
}

/// The numbered parameters `?1, ?2, …` of `n` values.
fn placeholders(n: usize) -> String {
    (1..=n).map(|k| format!("?{k}")).collect::<Vec<_>>().join(", ")
}

/// The summary of each of `drills` on each day from `first` on, as the store keeps it.
fn saved_rows_since(
    conn: &Connection,
    drills: &[&str],
    first: u64,
) -> Result<Vec<(String, u64, DayRow)>, DbError> {
    let mut q = conn.prepare_cached(&format!(
        "SELECT drill, day, answers, correct, median FROM summary_days WHERE drill IN ({})
         AND day >= ?{}",
        placeholders(drills.len()),
        drills.len() + 1
    ))?;
    let values = drills.iter().map(|d| Value::Text(d.to_string())).chain([Value::Integer(i(first))]);
    let rows = q.query_map(rusqlite::params_from_iter(values), day_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The leak at the table of `rules` at the end of each of the `latest` last days with chart
/// answers there (of one drill's answers, or all): the leak of every answer up to the end of
/// that day. It starts from the standing's tallies (every answer) and takes away the days after
/// each, so only the answers of the days shown are read (through the index of drill and day).
pub fn leak_days(
    conn: Option<&Connection>,
    standing: &Standing,
    rules: &crate::game::rules::TableRules,
    chart: &crate::strategy::chart::Chart,
    drill: Option<&str>,
    latest: usize,
    extra: &[AnswerRecord],
) -> Result<Vec<LeakDay>, DbError> {
    let table = rules.id.as_str();
    let conn = with_tables(conn);
    // The drills whose answers count on this chart.
    let mut drills: Vec<&str> = standing
        .cells
        .keys()
        .filter(|(d, _, t, k)| t == table && is_strategy_key(k) && drill.is_none_or(|x| x == d))
        .map(|(d, _, _, _)| d.as_str())
        .collect();
    drills.sort_unstable();
    drills.dedup();
    let extra: Vec<&AnswerRecord> =
        extra.iter().filter(|a| a.counts() && drills.contains(&a.drill.as_str())).collect();
    let mut cells =
        Cells { table, keys: Vec::new(), places: FxHashMap::default(), counted: FxHashMap::default() };
    // The days shown, of every drill from the days kept when they are whole, else (or of one
    // drill) from the answers of the days each drill was practised.
    let kept = match (drill, conn) {
        (None, Some(c)) => super::day_cells::Kept::of(c, table)?,
        _ => None,
    };
    let mut shown = None;
    if let Some(kept) = kept {
        // Each kept day has chart answers, so the days shown are among the latest kept and the
        // days of answers not yet saved.
        let extra_days: BTreeSet<u64> = extra.iter().map(|a| a.at / 86_400).collect();
        let mut candidates: BTreeSet<u64> =
            kept.latest_days(latest.saturating_add(extra_days.len()))?.into_iter().collect();
        candidates.extend(extra_days);
        shown = kept_days(&kept, &candidates, latest, &extra, &mut cells)?;
    }
    let shown = match shown {
        Some(shown) => shown,
        None => {
            let mut candidates: BTreeSet<u64> = BTreeSet::new();
            if let Some(c) = conn {
                let mut q = c.prepare_cached("SELECT day FROM summary_days WHERE drill = ?1")?;
                for d in &drills {
                    for day in q.query_map(params![d], |r| r.get::<_, i64>(0).map(u))? {
                        candidates.insert(day?);
                    }
                }
            }
            candidates.extend(extra.iter().map(|a| a.at / 86_400));
            answer_days(conn, &drills, &candidates, latest, &extra, &mut cells)?
        }
    };
    // Every cell's tally by its place (a cell of the days shown, or of the standing): all the
    // answers, less those of the days shown.
    let all = standing.cell_tallies(table, drill);
    let standing_places: Vec<(usize, CellTally)> = all.iter().map(|(k, t)| (cells.place(k), *t)).collect();
    let mut running = vec![CellTally::default(); cells.keys.len()];
    for (p, t) in standing_places {
        running[p] = t;
    }
    for (_, _, tally) in &shown {
        for (c, t) in tally {
            add_tally(&mut running[*c], t, -1.0);
        }
    }
    let mut days = Vec::new();
    let mut record: Option<ChartRecord> = None;
    // The place of each cell of the chart, found once; each day counts them again by it.
    let mut chart_places: Vec<Option<usize>> = Vec::new();
    for (day, n, tally) in shown.iter().rev() {
        for (c, t) in tally {
            add_tally(&mut running[*c], t, 1.0);
        }
        match record.as_mut() {
            Some(r) => r.retally(|n, _| chart_places[n].map(|p| running[p])),
            None => {
                let r =
                    ChartRecord::from_tally(rules, chart, |key| cells.places.get(key).map(|p| running[*p]));
                chart_places = r.cells.iter().map(|c| cells.places.get(&c.facts.key).copied()).collect();
                record = Some(r);
            }
        }
        let leak_points = record.as_ref().map_or(0.0, ChartRecord::leak_points);
        days.push(LeakDay { day: day_of(day * 86_400), answers: *n, leak_points });
    }
    Ok(days)
}

/// The days shown, latest first: the day, its answers counted, and each cell answered (by its
/// place among the cells) with its tally.
type Shown = Vec<(u64, usize, Vec<(usize, CellTally)>)>;

/// The chart cells of one table met in the answers read, each with its place.
struct Cells<'t> {
    table: &'t str,
    /// Each cell's key, by place.
    keys: Vec<String>,
    /// The place of each cell's key.
    places: FxHashMap<String, usize>,
    /// Where each key asked at each table is counted, worked out once per pair (a few hundred,
    /// where the answers of the days shown are tens of thousands): the place of its cell, or none
    /// when it is not a chart cell of this table.
    counted: FxHashMap<String, FxHashMap<String, Option<usize>>>,
}

impl Cells<'_> {
    /// The place of the cell keyed `key` (a chart cell of the table).
    fn place(&mut self, key: &str) -> usize {
        if let Some(p) = self.places.get(key) {
            return *p;
        }
        self.keys.push(key.to_string());
        self.places.insert(key.to_string(), self.keys.len() - 1);
        self.keys.len() - 1
    }

    /// The place of the cell an answer asked at `asked` under `key` counts on, if it is a chart
    /// cell of this table.
    fn of(&mut self, asked: &str, key: &str) -> Option<usize> {
        if let Some(found) = self.counted.get(asked).and_then(|keys| keys.get(key)) {
            return *found;
        }
        let (t, k) = counted_at(key, asked);
        let found = (t == self.table && is_strategy_key(&k)).then(|| self.place(&k));
        self.counted.entry(asked.to_string()).or_default().insert(key.to_string(), found);
        found
    }
}

/// Adds one answer to the tally of its cell, noting the cells touched.
fn count_in(
    tally: &mut Vec<Option<CellTally>>,
    touched: &mut Vec<usize>,
    cell: usize,
    correct: bool,
    cost: Option<f64>,
) {
    if tally.len() <= cell {
        tally.resize(cell + 1, None);
    }
    let t = tally[cell].get_or_insert_with(|| {
        touched.push(cell);
        CellTally::default()
    });
    t.add(correct, cost);
}

/// The `latest` last days of `candidates` with chart answers, read from the answers of `drills`
/// on each (through the index of drill and day), with `extra` after them.
fn answer_days(
    conn: Option<&Connection>,
    drills: &[&str],
    candidates: &std::collections::BTreeSet<u64>,
    latest: usize,
    extra: &[&AnswerRecord],
    cells: &mut Cells<'_>,
) -> Result<Shown, DbError> {
    let mut shown: Shown = Vec::new();
    // One reading for every day (a query of its own would take the lock each time).
    let reading = match conn {
        Some(c) => Some(c.unchecked_transaction()?),
        None => None,
    };
    let mut q = match reading.as_deref() {
        Some(c) => Some(chart_query(c)?),
        None => None,
    };
    let mut tally: Vec<Option<CellTally>> = Vec::new();
    for day in candidates.iter().rev() {
        if shown.len() >= latest {
            break;
        }
        let mut touched: Vec<usize> = Vec::new();
        let mut n = 0;
        if let Some(q) = q.as_mut() {
            for d in drills {
                let mut rows = q.query(params![d, i(*day)])?;
                while let Some(r) = rows.next()? {
                    if let Some(cell) = cells.of(utf8(r, 0)?, utf8(r, 1)?) {
                        count_in(&mut tally, &mut touched, cell, r.get(2)?, r.get(3)?);
                        n += 1;
                    }
                }
            }
        }
        end_day(*day, n, &mut tally, touched, extra, cells, &mut shown);
    }
    drop(q);
    if let Some(reading) = reading {
        reading.finish()?;
    }
    Ok(shown)
}

/// Ends a day read, from the answers or from the days kept: the answers of `day` not yet saved
/// (`extra`) added to its `n` chart answers and its `tally`, then the day kept in `shown` when it
/// has any; `tally` is left empty for the next day.
fn end_day(
    day: u64,
    mut n: usize,
    tally: &mut Vec<Option<CellTally>>,
    mut touched: Vec<usize>,
    extra: &[&AnswerRecord],
    cells: &mut Cells<'_>,
    shown: &mut Shown,
) {
    for a in extra.iter().filter(|a| a.at / 86_400 == day) {
        if let Some(cell) = cells.of(&a.table, &a.key) {
            count_in(tally, &mut touched, cell, a.correct, a.cost_percent);
            n += 1;
        }
    }
    let day_tally: Vec<(usize, CellTally)> =
        touched.iter().filter_map(|c| tally[*c].take().map(|t| (*c, t))).collect();
    if n > 0 {
        shown.push((day, n, day_tally));
    }
}

/// The `latest` last days of `candidates` with chart answers, every drill's, read from the days
/// kept with `extra` after them; none when a kept day does not read or add up.
fn kept_days(
    kept: &super::day_cells::Kept<'_>,
    candidates: &std::collections::BTreeSet<u64>,
    latest: usize,
    extra: &[&AnswerRecord],
    cells: &mut Cells<'_>,
) -> Result<Option<Shown>, DbError> {
    let mut shown: Shown = Vec::new();
    let mut tally: Vec<Option<CellTally>> = Vec::new();
    // The rows of the days that may be shown, read at once.
    let rows = match candidates.first() {
        Some(first) => kept.days_from(*first)?,
        None => BTreeMap::new(),
    };
    // A day's cells, by place, as read (one list for every day: it grows once).
    let mut day_cells: Vec<(usize, CellTally)> = Vec::new();
    for day in candidates.iter().rev() {
        if shown.len() >= latest {
            break;
        }
        // A kept key is already the key of a chart cell of the table.
        let Some(n) = cells_of(rows.get(day), |key, t| day_cells.push((cells.place(key), *t))) else {
            return Ok(None);
        };
        let mut touched: Vec<usize> = Vec::with_capacity(day_cells.len());
        for (c, t) in day_cells.drain(..) {
            if tally.len() <= c {
                tally.resize(c + 1, None);
            }
            touched.push(c);
            tally[c] = Some(t);
        }
        end_day(*day, n, &mut tally, touched, extra, cells, &mut shown);
    }
    Ok(Some(shown))
}

/// Each drill's summary of each day (of one drill, or of all), as the store keeps it.
fn summary_day_rows(conn: &Connection, drill: Option<&str>) -> Result<Vec<(String, u64, DayRow)>, DbError> {
    let mut q = conn.prepare(
        "SELECT drill, day, answers, correct, median FROM summary_days WHERE ?1 IS NULL OR drill = ?1",
    )?;
    let rows = q.query_map(params![drill], day_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// A row of `summary_days` read as drill, day, answers, right answers and median.
fn day_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<(String, u64, DayRow)> {
    Ok((
        r.get::<_, String>(0)?,
        u(r.get(1)?),
        DayRow {
            answers: u(r.get(2)?) as usize,
            correct: u(r.get(3)?) as usize,
            median: r.get::<_, Option<i64>>(4)?.map(u),
            ..DayRow::default()
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::learning_path::DrillRecent;
    use crate::coach::learner::store::standing::{append, load_standing};
    use crate::coach::learner::store::tests::answer;
    use crate::coach::learner::store::{begin_write, open_to_write};

    /// Summaries kept in the database, saved a few answers at a time, read back as the ones built
    /// from the same answers in memory.
    #[test]
    fn the_saved_summaries_equal_the_ones_built_from_every_answer() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
        let keys = [
            "play hard 16 v ten",
            "play contrast hard 16 v ten",
            "payout natural",
            "play casino-fr hard 12 v 4",
        ];
        let all: Vec<AnswerRecord> = (0..60u64)
            .map(|n| {
                let mut a =
                    answer(keys[(n % 4) as usize], "book", n % 3 != 0, 1000 + n * 37 % 500, n * 40_000);
                a.drill = ["strategy", "hand-totals", "hard-decisions"][(n % 3) as usize].into();
                a
            })
            .collect();
        for chunk in all.chunks(7) {
            let tx = begin_write(&mut conn).unwrap();
            append(&tx, chunk).unwrap();
            tx.commit().unwrap();
        }
        let (saved, _) = load_standing(&mut conn).unwrap();
        let built = Standing::of(&all);
        assert_eq!(saved.drills.values().map(|d| d.answers).sum::<usize>(), 60);
        for d in built.drills.keys() {
            assert_eq!(saved.drills[d].answers, built.drills[d].answers);
            let strip = |r: &DrillRecent| r.recent.iter().map(|x| (x.1, x.2)).collect::<Vec<_>>();
            assert_eq!(strip(&saved.drills[d]), strip(&built.drills[d]));
        }
        assert_eq!(saved.drills_at.len(), built.drills_at.len());
        for (k, v) in &built.drills_at {
            assert_eq!(saved.drills_at[k].answers, v.answers, "{k:?}");
        }
        assert_eq!(saved.keys, built.keys);
        assert_eq!(saved.cells, built.cells);
        assert_eq!(saved.tables, built.tables);
        let path = &crate::coach::learner::learning_path::PATHS[0];
        for table in ["book", "casino-fr"] {
            let rules = crate::game::rules::preset(table).unwrap();
            let preset = |t: &str| crate::game::rules::preset(t).ok();
            assert_eq!(
                saved.path_status_at(path, &rules, 3_000_000),
                crate::coach::learner::learning_path::status_at(path, &rules, &all, preset, 3_000_000)
            );
        }
        // The history per drill and day reads the same, with and without a long history's
        // shared line, and with answers not yet saved counted after the rest.
        let (old, new) = all.split_at(45);
        let conn2 = open_to_write(&dir.path().join("q.db")).unwrap();
        let mut conn2 = conn2;
        let tx = begin_write(&mut conn2).unwrap();
        append(&tx, old).unwrap();
        tx.commit().unwrap();
        for latest in [usize::MAX, 7, 2] {
            let expected = crate::coach::learner::history::by_drill_latest_days(&all, latest);
            assert_eq!(drill_days(Some(&conn), None, latest, &[]).unwrap(), expected);
            assert_eq!(drill_days(Some(&conn2), None, latest, new).unwrap(), expected, "latest {latest}");
        }
        let strategy: Vec<AnswerRecord> = all.iter().filter(|a| a.drill == "strategy").cloned().collect();
        assert_eq!(
            drill_days(Some(&conn), Some("strategy"), 3, &[]).unwrap(),
            crate::coach::learner::history::by_drill_latest_days(&strategy, 3)
        );
    }
}
