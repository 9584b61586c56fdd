//! The learner's standing: the compact summaries the coach reads instead of the whole history
//! (see [`super`]), how one answer changes them ([`Standing::add`], the one place that says so),
//! and the reading, adding and writing back of their rows in the database.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{Connection, Transaction, params};
use rustc_hash::FxHashMap;

use crate::coach::learner::cells::{CellTally, ChartRecord};
use crate::coach::learner::learning_path::{self, DrillRecent, StageStatus};
use crate::coach::learner::record::{AnswerRecord, BEST_MIN_ANSWERS, Retries, TimedSession, is_strategy_key};
use crate::coach::learner::schedule::{BOX_INTERVALS, KeyState, Scheduler};

use super::{DbError, TIMED_COLUMNS, day_median, has_table, has_tables, i, retry_column, timed_from, u};

pub use super::day_answers::counted_at;

/// What the scheduler and the chart know of one key at one table.
#[derive(Debug, Clone, PartialEq, Default)]
pub(super) struct KeyTally {
    /// The schedule of every question at the table (the drills' plan).
    state: KeyState,
    /// When the key is due again counting only chart questions: no longer read (the advice of
    /// `stats` and the drills share one schedule), kept up to date in the file all the same so
    /// that a file read by an older version holds what it expects.
    due_play: u64,
    /// The answers, as the leak counts them.
    cell: CellTally,
}

/// What the coach reads of a learner's answers, in compact form (see the module's notes).
#[derive(Debug, Clone, Default)]
pub struct Standing {
    /// The place in the history the next answer takes.
    next_seq: u64,
    /// Each drill's count, latest moment and last answers (the learning path).
    pub(super) drills: FxHashMap<String, DrillRecent>,
    /// The same per drill and table asked at (the learning path at a table).
    pub(super) drills_at: FxHashMap<(String, String), DrillRecent>,
    /// Each drill's personal best at speed: its best timed session of enough answers.
    bests: BTreeMap<String, TimedSession>,
    /// Per drill and table asked at: answers, and the place of the latest one.
    asked: FxHashMap<(String, String), (usize, u64)>,
    /// Per table: questions counted there, all of them and chart questions alone.
    pub(super) tables: FxHashMap<String, (u64, u64)>,
    /// Per table and key: schedule and tally.
    pub(super) keys: FxHashMap<(String, String), KeyTally>,
    /// Per drill, table asked at, table counted at and key: the tally (stats of one drill).
    pub(super) cells: FxHashMap<(String, String, String, String), CellTally>,
    /// Per drill and table asked at: the retries, counted apart from every summary above.
    pub(super) retries: FxHashMap<(String, String), Retries>,
    /// What the latest placement at each table said of each stage: read from the placement's own
    /// answers when the standing is loaded, kept in no summary of its own.
    pub(super) placements: learning_path::Placements,
}

impl Standing {
    /// The standing after these answers, oldest first.
    pub fn of<'a>(answers: impl IntoIterator<Item = &'a AnswerRecord>) -> Standing {
        let mut s = Standing::default();
        for a in answers {
            s.add(a);
        }
        s
    }

    /// Counts one more answer, the newest: a first answer in every summary, a retry in the
    /// retries alone ([`AnswerRecord::counts`]).
    pub fn add(&mut self, a: &AnswerRecord) {
        let seq = self.next_seq;
        self.next_seq += 1;
        if !a.counts() {
            self.retries.entry((a.drill.clone(), a.table.clone())).or_default().add(a.correct);
            return;
        }
        self.drills.entry(a.drill.clone()).or_default().add(seq, a);
        self.placements.add(seq, a);
        self.drills_at.entry((a.drill.clone(), a.table.clone())).or_default().add(seq, a);
        let asked = self.asked.entry((a.drill.clone(), a.table.clone())).or_default();
        asked.0 += 1;
        asked.1 = seq;
        let (table, key) = counted_at(&a.key, &a.table);
        let play = is_strategy_key(&key);
        let counters = self.tables.entry(table.clone()).or_default();
        counters.0 += 1;
        counters.1 += u64::from(play);
        let (all, plays) = *counters;
        let k = self.keys.entry((table.clone(), key.clone())).or_default();
        k.state.answered(a.correct, all);
        if play {
            k.due_play = plays + BOX_INTERVALS[k.state.leitner_box];
        }
        k.cell.add(a.correct, a.cost_percent);
        self.cells
            .entry((a.drill.clone(), a.table.clone(), table, key))
            .or_default()
            .add(a.correct, a.cost_percent);
    }

    /// How the retries went, in one drill or in all.
    pub fn retries(&self, drill: Option<&str>) -> Retries {
        let mut sum = Retries::default();
        for ((d, _), r) in &self.retries {
            if drill.is_none_or(|x| x == d) {
                sum.asked += r.asked;
                sum.right += r.right;
            }
        }
        sum
    }

    /// First answers saved (questions answered; retries are not counted), in one drill or in all.
    pub fn answers(&self, drill: Option<&str>) -> usize {
        self.drills
            .iter()
            .filter(|(d, _)| drill.is_none_or(|x| x == d.as_str()))
            .map(|(_, r)| r.answers)
            .sum()
    }

    /// Where the learner stands on each stage of a path at `table` at `now`: each stage counts
    /// the answers of the tables it shares with `table` ([`learning_path::Stage::counts_answers_at`],
    /// the other tables read as presets).
    pub fn path_status_at(
        &self,
        path: &'static learning_path::LearningPath,
        table: &crate::game::rules::TableRules,
        now: u64,
    ) -> Vec<StageStatus> {
        // Each table answered at, read once.
        let mut rules: HashMap<&str, Option<crate::game::rules::TableRules>> = HashMap::new();
        for at in self.drills_at.keys().map(|(_, at)| at.as_str()).chain(self.placements.tables()) {
            rules.entry(at).or_insert_with(|| crate::game::rules::preset(at).ok());
        }
        let rules_of = |t: &str| rules.get(t).cloned().flatten();
        learning_path::status_of(
            path,
            |stage, drill| {
                self.drills_at
                    .iter()
                    .filter(|((d, at), _)| d == drill && stage.counts_answers_at(table, at, rules_of))
                    .map(|(_, r)| r)
                    .collect()
            },
            |stage| self.placements.passed(stage, table, rules_of),
            now,
        )
    }

    /// Counts a timed session towards its drill's personal best.
    pub fn add_timed(&mut self, session: &TimedSession) {
        if session.answers < BEST_MIN_ANSWERS {
            return;
        }
        let better = self.bests.get(&session.drill).is_none_or(|best| session.beats(best));
        if better {
            self.bests.insert(session.drill.clone(), session.clone());
        }
    }

    /// Each drill's personal best at speed (of one drill, or of all), by drill.
    pub fn bests(&self, drill: Option<&str>) -> Vec<&TimedSession> {
        self.bests.values().filter(|b| drill.is_none_or(|d| d == b.drill)).collect()
    }

    /// The learner's record on the chart of this table, from every drill or from one.
    pub fn chart_record(
        &self,
        rules: &crate::game::rules::TableRules,
        chart: &crate::strategy::chart::Chart,
        drill: Option<&str>,
    ) -> ChartRecord {
        let tally = self.cell_tallies(&rules.id, drill);
        ChartRecord::from_tally(rules, chart, |key| tally.get(key).copied())
    }

    /// Each key's tally at this table, from every drill or from one.
    pub(super) fn cell_tallies(&self, table: &str, drill: Option<&str>) -> FxHashMap<String, CellTally> {
        match drill {
            None => self
                .keys
                .iter()
                .filter(|((t, _), _)| t == table)
                .map(|((_, k), v)| (k.clone(), v.cell))
                .collect(),
            Some(drill) => {
                let mut tally: FxHashMap<String, CellTally> = FxHashMap::default();
                for ((d, _, t, k), c) in &self.cells {
                    if d == drill && t == table {
                        add_tally(tally.entry(k.clone()).or_default(), c, 1.0);
                    }
                }
                tally
            }
        }
    }

    /// The schedule of every question counted at this table, as a drill's plan makes it.
    pub fn plan_scheduler(&self, table: &str) -> Scheduler {
        let states =
            self.keys.iter().filter(|((t, _), _)| t == table).map(|((_, k), v)| (k.clone(), v.state.clone()));
        Scheduler::from_states(states.collect(), self.tables.get(table).map_or(0, |c| c.0))
    }

    /// First answers given at this table (retries are not counted), of one drill or of all.
    pub fn first_answers_at(&self, table: &str, drill: Option<&str>) -> usize {
        self.asked
            .iter()
            .filter(|((d, t), _)| t == table && drill.is_none_or(|x| x == d))
            .map(|(_, (answers, _))| answers)
            .sum()
    }

    /// Whether any answer was given at this table.
    pub fn answered_at(&self, table: &str) -> bool {
        self.asked.keys().any(|(_, t)| t == table)
    }

    /// The keys a drill asked at a table, as that table's schedule knows them.
    pub fn keys_of(&self, drill: &str, table: &str) -> Vec<String> {
        let mut keys: Vec<String> = self
            .cells
            .keys()
            .filter(|(d, a, t, _)| d == drill && a == table && t == table)
            .map(|(_, _, _, k)| k.clone())
            .collect();
        keys.sort();
        keys
    }

    /// The table of the latest answer (of one drill, or of any) among the tables `fits` keeps.
    pub fn latest_table(&self, drill: Option<&str>, fits: impl Fn(&str) -> bool) -> Option<&str> {
        self.asked
            .iter()
            .filter(|((d, t), _)| drill.is_none_or(|x| x == d) && fits(t))
            .max_by_key(|(_, (_, seq))| *seq)
            .map(|((_, t), _)| t.as_str())
    }
}

/// Adds `by` times tally `c` to `sum` (`by` is -1 to take it away).
pub(super) fn add_tally(sum: &mut CellTally, c: &CellTally, by: f64) {
    let add = |a: usize, b: usize| if by < 0.0 { a.saturating_sub(b) } else { a + b };
    sum.seen = add(sum.seen, c.seen);
    sum.wrong = add(sum.wrong, c.wrong);
    sum.costed = add(sum.costed, c.costed);
    sum.cost_sum = (sum.cost_sum + by * c.cost_sum).max(0.0);
}

fn recent_text(recent: &[bool]) -> String {
    recent.iter().map(|r| if *r { '1' } else { '0' }).collect()
}

/// Reads the whole standing (a few thousand rows at most) and the journals already saved.
pub fn load_standing(conn: &mut Connection) -> Result<(Standing, Vec<String>), DbError> {
    let tx = conn.transaction()?;
    if !has_tables(&tx)? {
        return Ok((Standing::default(), Vec::new()));
    }
    let mut s = Standing {
        next_seq: tx.query_row("SELECT coalesce(max(id), 0) + 1 FROM answers", [], |r| r.get::<_, i64>(0))?
            as u64,
        ..Standing::default()
    };
    load_rows(&tx, &mut s, None)?;
    if !has_table(&tx, "summary_drills_at")? {
        // A version 1 database opened to read: worked out from its answers until it is updated.
        s.drills_at = drills_at_from_answers(&tx)?;
    }
    s.placements = placements_from_answers(&tx)?;
    if has_table(&tx, "timed_sessions")? {
        let mut q = tx.prepare(&format!("SELECT {TIMED_COLUMNS} FROM timed_sessions ORDER BY id"))?;
        let rows = q.query_map([], |r| timed_from(r, 0))?;
        for row in rows {
            s.add_timed(&row?);
        }
    }
    let merged = tx
        .prepare("SELECT name FROM merged_journals")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<Vec<String>, _>>()?;
    tx.finish()?;
    Ok((s, merged))
}

/// Reads into `s` the summary rows: all of them, or those these answers touch.
fn load_rows(tx: &Transaction<'_>, s: &mut Standing, only: Option<&[AnswerRecord]>) -> Result<(), DbError> {
    let bad = |e: serde_json::Error| rusqlite::Error::ToSqlConversionFailure(Box::new(e));
    let mut drill_q = tx.prepare_cached(match only {
        None => "SELECT drill, value FROM summary_drills WHERE ?1 IS NULL",
        Some(_) => "SELECT drill, value FROM summary_drills WHERE drill = ?1",
    })?;
    let mut asked_q = tx.prepare_cached(match only {
        None => "SELECT drill, tbl, answers, last_seq FROM summary_asked WHERE ?1 IS NULL AND ?2 IS NULL",
        Some(_) => "SELECT drill, tbl, answers, last_seq FROM summary_asked WHERE drill = ?1 AND tbl = ?2",
    })?;
    // Absent from a version 1 database opened to read; `load_standing` then works it out.
    let drills_at = has_table(tx, "summary_drills_at")?;
    let mut drill_at_q = tx.prepare_cached(match (only, drills_at) {
        (_, false) => "SELECT ?1, ?2, '' WHERE 0",
        (None, true) => "SELECT drill, tbl, value FROM summary_drills_at WHERE ?1 IS NULL AND ?2 IS NULL",
        (Some(_), true) => "SELECT drill, tbl, value FROM summary_drills_at WHERE drill = ?1 AND tbl = ?2",
    })?;
    let mut table_q = tx.prepare_cached(match only {
        None => "SELECT tbl, asked_all, asked_play FROM summary_tables WHERE ?1 IS NULL",
        Some(_) => "SELECT tbl, asked_all, asked_play FROM summary_tables WHERE tbl = ?1",
    })?;
    let mut key_q = tx.prepare_cached(match only {
        None => "SELECT tbl, key, box, due_all, due_play, seen, wrong, recent, cost_sum, costed FROM summary_keys WHERE ?1 IS NULL AND ?2 IS NULL",
        Some(_) => "SELECT tbl, key, box, due_all, due_play, seen, wrong, recent, cost_sum, costed FROM summary_keys WHERE tbl = ?1 AND key = ?2",
    })?;
    let mut cell_q = tx.prepare_cached(match only {
        None => "SELECT drill, asked, tbl, key, seen, wrong, cost_sum, costed FROM summary_cells WHERE ?1 IS NULL AND ?2 IS NULL AND ?3 IS NULL AND ?4 IS NULL",
        Some(_) => "SELECT drill, asked, tbl, key, seen, wrong, cost_sum, costed FROM summary_cells WHERE drill = ?1 AND asked = ?2 AND tbl = ?3 AND key = ?4",
    })?;
    // Every row when reading; when saving, the rows of each drill, table and key answered.
    let wanted: Vec<[Option<String>; 4]> = match only {
        None => vec![[None, None, None, None]],
        Some(answers) => {
            let mut seen = std::collections::HashSet::new();
            answers
                .iter()
                .filter_map(|a| {
                    let (t, k) = counted_at(&a.key, &a.table);
                    let row = [Some(a.drill.clone()), Some(a.table.clone()), Some(t), Some(k)];
                    seen.insert(row.clone()).then_some(row)
                })
                .collect()
        }
    };
    if has_table(tx, "summary_retries")? {
        // A few rows, one per drill and table: read whole, written back whole.
        let mut q = tx.prepare_cached("SELECT drill, tbl, asked, correct FROM summary_retries")?;
        let rows = q.query_map([], |r| {
            let retries = Retries { asked: u(r.get(2)?) as usize, right: u(r.get(3)?) as usize };
            Ok(((r.get(0)?, r.get(1)?), retries))
        })?;
        for row in rows {
            let (k, v) = row?;
            s.retries.insert(k, v);
        }
    }
    for [drill, asked, table, key] in &wanted {
        if only.is_none() || !s.drills.contains_key(drill.as_deref().unwrap_or_default()) {
            let rows = drill_q
                .query_map(params![drill], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
            for row in rows {
                let (d, value) = row?;
                s.drills.insert(d, serde_json::from_str(&value).map_err(bad)?);
            }
        }
        let drill_at = (drill.clone().unwrap_or_default(), asked.clone().unwrap_or_default());
        if only.is_none() || !s.drills_at.contains_key(&drill_at) {
            let rows = drill_at_q.query_map(params![drill, asked], |r| {
                Ok(((r.get::<_, String>(0)?, r.get::<_, String>(1)?), r.get::<_, String>(2)?))
            })?;
            for row in rows {
                let (k, value) = row?;
                s.drills_at.insert(k, serde_json::from_str(&value).map_err(bad)?);
            }
        }
        let rows = asked_q.query_map(params![drill, asked], |r| {
            Ok(((r.get(0)?, r.get(1)?), (u(r.get(2)?) as usize, u(r.get(3)?))))
        })?;
        for row in rows {
            let (k, v) = row?;
            s.asked.insert(k, v);
        }
        if only.is_none() || !s.tables.contains_key(table.as_deref().unwrap_or_default()) {
            let rows =
                table_q.query_map(params![table], |r| Ok((r.get(0)?, (u(r.get(1)?), u(r.get(2)?)))))?;
            for row in rows {
                let (k, v) = row?;
                s.tables.insert(k, v);
            }
        }
        let rows = key_q.query_map(params![table, key], |r| {
            let recent: String = r.get(7)?;
            let tally = KeyTally {
                state: KeyState {
                    leitner_box: u(r.get(2)?) as usize,
                    due_at: u(r.get(3)?),
                    seen: u(r.get(5)?) as u32,
                    wrong: u(r.get(6)?) as u32,
                    recent: recent.chars().map(|c| c == '1').collect(),
                },
                due_play: u(r.get(4)?),
                cell: CellTally {
                    seen: u(r.get(5)?) as usize,
                    wrong: u(r.get(6)?) as usize,
                    cost_sum: r.get(8)?,
                    costed: u(r.get(9)?) as usize,
                },
            };
            Ok(((r.get(0)?, r.get(1)?), tally))
        })?;
        for row in rows {
            let (k, v) = row?;
            s.keys.insert(k, v);
        }
        let rows = cell_q.query_map(params![drill, asked, table, key], |r| {
            let tally = CellTally {
                seen: u(r.get(4)?) as usize,
                wrong: u(r.get(5)?) as usize,
                cost_sum: r.get(6)?,
                costed: u(r.get(7)?) as usize,
            };
            Ok(((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?), tally))
        })?;
        for row in rows {
            let (k, v) = row?;
            s.cells.insert(k, v);
        }
    }
    Ok(())
}

/// Adds answers to the database, oldest first, with every summary row they change: the time it
/// takes follows the number of answers, not the size of the history.
pub fn append(tx: &Transaction<'_>, answers: &[AnswerRecord]) -> Result<(), DbError> {
    if answers.is_empty() {
        return Ok(());
    }
    let mut s = Standing {
        next_seq: tx.query_row("SELECT coalesce(max(id), 0) + 1 FROM answers", [], |r| r.get::<_, i64>(0))?
            as u64,
        ..Standing::default()
    };
    load_rows(tx, &mut s, Some(answers))?;
    let mut insert = tx.prepare_cached(
        "INSERT INTO answers(id, drill, tbl, key, answer, expected, correct, mistake, cost_percent,
         response_ms, at, day, retry) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?;
    let mut day_q = tx.prepare_cached(
        "INSERT INTO summary_days(drill, day, answers, correct, timed) VALUES (?1, ?2, 1, ?3, ?4)
         ON CONFLICT(drill, day) DO UPDATE SET answers = answers + 1, correct = correct + ?3,
         timed = timed + ?4",
    )?;
    let mut time_q = tx.prepare_cached(
        "INSERT INTO summary_times(drill, ms, n) VALUES (?1, ?2, 1)
         ON CONFLICT(drill, ms) DO UPDATE SET n = n + 1",
    )?;
    let mut days = std::collections::BTreeSet::new();
    for a in answers {
        let day = a.at / 86_400;
        insert.execute(params![
            i(s.next_seq),
            a.drill,
            a.table,
            a.key,
            a.answer,
            a.expected,
            a.correct,
            a.mistake,
            a.cost_percent,
            a.response_ms.map(i),
            i(a.at),
            i(day),
            a.retry
        ])?;
        s.add(a);
        if !a.counts() {
            continue;
        }
        day_q.execute(params![a.drill, i(day), a.correct, a.response_ms.is_some()])?;
        if let Some(ms) = a.response_ms {
            time_q.execute(params![a.drill, i(ms)])?;
        }
        days.insert((a.drill.as_str(), day));
    }
    write_rows(tx, &s)?;
    let mut median_q =
        tx.prepare_cached("UPDATE summary_days SET median = ?3 WHERE drill = ?1 AND day = ?2")?;
    for &(drill, day) in &days {
        median_q.execute(params![drill, i(day), day_median(tx, drill, day)?.map(i)])?;
    }
    super::family_medians::keep(tx, &days)?;
    let touched: std::collections::BTreeSet<u64> = days.iter().map(|(_, day)| *day).collect();
    super::day_cells::keep(tx, touched)?;
    Ok(())
}

/// Writes back every summary row `s` holds.
fn write_rows(tx: &Transaction<'_>, s: &Standing) -> Result<(), DbError> {
    let mut q = tx.prepare_cached("INSERT OR REPLACE INTO summary_drills(drill, value) VALUES (?1, ?2)")?;
    for (d, v) in &s.drills {
        let value =
            serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
        q.execute(params![d, value])?;
    }
    let mut q =
        tx.prepare_cached("INSERT OR REPLACE INTO summary_drills_at(drill, tbl, value) VALUES (?1, ?2, ?3)")?;
    for ((d, t), v) in &s.drills_at {
        q.execute(params![d, t, to_json(v)?])?;
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_asked(drill, tbl, answers, last_seq) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((d, t), (n, seq)) in &s.asked {
        q.execute(params![d, t, i(*n as u64), i(*seq)])?;
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_tables(tbl, asked_all, asked_play) VALUES (?1, ?2, ?3)",
    )?;
    for (t, (all, plays)) in &s.tables {
        q.execute(params![t, i(*all), i(*plays)])?;
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_keys(tbl, key, box, due_all, due_play, seen, wrong, recent,
         cost_sum, costed) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    for ((t, k), v) in &s.keys {
        q.execute(params![
            t,
            k,
            i(v.state.leitner_box as u64),
            i(v.state.due_at),
            i(v.due_play),
            i(v.cell.seen as u64),
            i(v.cell.wrong as u64),
            recent_text(&v.state.recent),
            v.cell.cost_sum,
            i(v.cell.costed as u64)
        ])?;
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_cells(drill, asked, tbl, key, seen, wrong, cost_sum, costed)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for ((d, a, t, k), c) in &s.cells {
        q.execute(params![d, a, t, k, i(c.seen as u64), i(c.wrong as u64), c.cost_sum, i(c.costed as u64)])?;
    }
    let mut q = tx.prepare_cached(
        "INSERT OR REPLACE INTO summary_retries(drill, tbl, asked, correct) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((d, t), r) in &s.retries {
        q.execute(params![d, t, i(r.asked as u64), i(r.right as u64)])?;
    }
    Ok(())
}

/// What the latest placements said, read from the placement's answers alone (a placement is a
/// few dozen answers, found by the index on the drill).
pub(super) fn placements_from_answers(conn: &Connection) -> Result<learning_path::Placements, DbError> {
    let mut placements = learning_path::Placements::default();
    if !has_table(conn, "answers")? {
        return Ok(placements);
    }
    let mut q = conn.prepare(&format!(
        "SELECT id, tbl, key, correct, {} FROM answers WHERE drill = ?1 ORDER BY id",
        retry_column(conn)?
    ))?;
    let rows = q.query_map([learning_path::PLACEMENT_DRILL], |r| {
        Ok((
            u(r.get(0)?),
            AnswerRecord {
                drill: learning_path::PLACEMENT_DRILL.to_string(),
                table: r.get(1)?,
                key: r.get(2)?,
                correct: r.get(3)?,
                retry: r.get(4)?,
                answer: String::new(),
                expected: String::new(),
                mistake: None,
                cost_percent: None,
                response_ms: None,
                at: 0,
            },
        ))
    })?;
    for row in rows {
        let (seq, a) = row?;
        placements.add(seq, &a);
    }
    Ok(placements)
}

pub(super) fn to_json(v: &DrillRecent) -> Result<String, rusqlite::Error> {
    serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

/// Each drill's last answers per table, read from every saved answer: how a database of version 1,
/// which did not keep them, is brought up to date (and read, while it cannot be written).
pub(super) fn drills_at_from_answers(
    conn: &Connection,
) -> Result<FxHashMap<(String, String), DrillRecent>, DbError> {
    let mut drills: FxHashMap<(String, String), DrillRecent> = FxHashMap::default();
    if !has_table(conn, "answers")? {
        return Ok(drills);
    }
    let mut q = conn.prepare(&format!(
        "SELECT id, drill, tbl, correct, response_ms, at, {} FROM answers ORDER BY id",
        retry_column(conn)?
    ))?;
    let rows = q.query_map([], |r| {
        Ok((
            u(r.get(0)?),
            AnswerRecord {
                drill: r.get(1)?,
                table: r.get(2)?,
                correct: r.get(3)?,
                response_ms: r.get::<_, Option<i64>>(4)?.map(u),
                at: u(r.get(5)?),
                key: String::new(),
                answer: String::new(),
                expected: String::new(),
                mistake: None,
                cost_percent: None,
                retry: r.get(6)?,
            },
        ))
    })?;
    for row in rows {
        let (seq, a) = row?;
        if !a.counts() {
            continue;
        }
        drills.entry((a.drill.clone(), a.table.clone())).or_default().add(seq, &a);
    }
    Ok(drills)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::cells::chart_key_of;
    use crate::coach::learner::store::tests::answer;
    use crate::coach::learner::store::{
        DATABASE_FORMAT_VERSION, add_timed, begin_write, count, open_to_read, open_to_write,
    };

    #[test]
    fn an_answer_counts_where_the_chart_keys_say() {
        for (key, asked) in [
            ("play hard 16 v ten", "book"),
            ("play contrast soft 18 v 3", "book"),
            ("play casino-fr hard 16 v ten", "book"),
            ("play 8-8 v Ace split", "feral"),
            ("play contrast mine hard 16 v ten", "book"),
        ] {
            let (table, counted) = counted_at(key, asked);
            assert_eq!(chart_key_of(key, asked, &table), Some(counted.clone()), "{key}");
            for other in crate::game::rules::preset_names().iter().filter(|t| **t != table) {
                assert_eq!(chart_key_of(key, asked, other), None, "{key} at {other}");
            }
        }
        assert_eq!(counted_at("payout natural", "book"), ("book".into(), "payout natural".into()));
        // A table file's id is told from the hand as a preset's is.
        let mine = counted_at("play contrast mine hard 16 v ten", "book");
        assert_eq!(mine, ("mine".into(), "play hard 16 v ten".into()));
    }

    /// The layout of version 1, as the first databases were written.
    const SCHEMA_V1: &str = "
        CREATE TABLE answers(
            id INTEGER PRIMARY KEY, drill TEXT NOT NULL, tbl TEXT NOT NULL, key TEXT NOT NULL,
            answer TEXT NOT NULL, expected TEXT NOT NULL, correct INTEGER NOT NULL, mistake TEXT,
            cost_percent REAL, response_ms INTEGER, at INTEGER NOT NULL, day INTEGER NOT NULL);
        CREATE TABLE merged_journals(name TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE TABLE migrated(fingerprint TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE TABLE summary_drills(drill TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE summary_asked(
            drill TEXT NOT NULL, tbl TEXT NOT NULL, answers INTEGER NOT NULL, last_seq INTEGER NOT NULL,
            PRIMARY KEY(drill, tbl)) WITHOUT ROWID;
        CREATE TABLE summary_tables(
            tbl TEXT PRIMARY KEY, asked_all INTEGER NOT NULL, asked_play INTEGER NOT NULL) WITHOUT ROWID;
        CREATE TABLE summary_keys(
            tbl TEXT NOT NULL, key TEXT NOT NULL, box INTEGER NOT NULL, due_all INTEGER NOT NULL,
            due_play INTEGER NOT NULL, seen INTEGER NOT NULL, wrong INTEGER NOT NULL, recent TEXT NOT NULL,
            cost_sum REAL NOT NULL, costed INTEGER NOT NULL, PRIMARY KEY(tbl, key)) WITHOUT ROWID;
        CREATE TABLE summary_cells(
            drill TEXT NOT NULL, asked TEXT NOT NULL, tbl TEXT NOT NULL, key TEXT NOT NULL,
            seen INTEGER NOT NULL, wrong INTEGER NOT NULL, cost_sum REAL NOT NULL, costed INTEGER NOT NULL,
            PRIMARY KEY(drill, asked, tbl, key)) WITHOUT ROWID;
        CREATE TABLE summary_days(
            drill TEXT NOT NULL, day INTEGER NOT NULL, answers INTEGER NOT NULL, correct INTEGER NOT NULL,
            timed INTEGER NOT NULL, median INTEGER, PRIMARY KEY(drill, day)) WITHOUT ROWID;
        CREATE TABLE summary_times(
            drill TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY(drill, ms)) WITHOUT ROWID;
        PRAGMA user_version = 1;";

    /// A database of version 1 is read as it stands, then brought up to version 2 by the first
    /// write without losing an answer: the path at each table is worked out from its answers.
    #[test]
    fn a_version_1_database_is_read_then_migrated_keeping_every_answer() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let all: Vec<AnswerRecord> = (0..50u64)
            .map(|n| {
                let mut a =
                    answer("payout natural", ["book", "feral"][(n % 2) as usize], n % 5 != 0, 1500, n);
                a.drill = "hand-totals".into();
                a
            })
            .collect();
        {
            let mut conn = Connection::open(&path).unwrap();
            conn.execute_batch(SCHEMA_V1).unwrap();
            // The rows version 1 wrote: `append` without the tables it did not have.
            let tx = conn.transaction().unwrap();
            for (n, a) in all.iter().enumerate() {
                tx.execute(
                    "INSERT INTO answers(id, drill, tbl, key, answer, expected, correct, mistake,
                     cost_percent, response_ms, at, day) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0)",
                    params![n as i64 + 1, a.drill, a.table, a.key, a.answer, a.expected, a.correct,
                        a.mistake, a.cost_percent, a.response_ms.map(i), i(a.at)],
                )
                .unwrap();
            }
            tx.commit().unwrap();
        }
        let built = Standing::of(&all);
        let path_v = &crate::coach::learner::learning_path::PATHS[0];
        // Read only: the per-table path comes from the answers.
        let mut read = open_to_read(&path).unwrap();
        let (before, _) = load_standing(&mut read).unwrap();
        let feral = crate::game::rules::preset("feral").unwrap();
        assert_eq!(before.path_status_at(path_v, &feral, 99), built.path_status_at(path_v, &feral, 99));
        assert!(before.bests(None).is_empty());
        drop(read);
        // Written: migrated, every answer kept, a timed session saved beside them.
        let mut conn = open_to_write(&path).unwrap();
        let tx = begin_write(&mut conn).unwrap();
        assert_eq!(
            tx.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0)).unwrap(),
            DATABASE_FORMAT_VERSION
        );
        assert_eq!(count(&tx).unwrap(), 50);
        let more = answer("payout natural", "book", true, 900, 60);
        append(&tx, std::slice::from_ref(&more)).unwrap();
        let timed = TimedSession {
            drill: "hand-totals".into(),
            table: "book".into(),
            limit_ms: 4000,
            answers: 12,
            correct: 11,
            best_streak: 9,
            at: 60,
        };
        add_timed(&tx, &timed).unwrap();
        tx.commit().unwrap();
        let (after, _) = load_standing(&mut conn).unwrap();
        let mut with_more = all.clone();
        with_more.push(more);
        let built = Standing::of(&with_more);
        for table in ["book", "feral"] {
            let table = crate::game::rules::preset(table).unwrap();
            assert_eq!(after.path_status_at(path_v, &table, 99), built.path_status_at(path_v, &table, 99));
        }
        assert_eq!(after.bests(Some("hand-totals")), [&timed]);
        // Opening again changes nothing.
        drop(conn);
        let mut again = open_to_write(&path).unwrap();
        assert_eq!(count(&again).unwrap(), 51);
        assert_eq!(load_standing(&mut again).unwrap().0.bests(None).len(), 1);
    }

    #[test]
    fn a_personal_best_is_the_most_accurate_timed_session_of_enough_answers() {
        let session = |answers, correct, limit_ms, at| TimedSession {
            drill: "hand-totals".into(),
            table: "book".into(),
            limit_ms,
            answers,
            correct,
            best_streak: correct,
            at,
        };
        let mut s = Standing::default();
        s.add_timed(&session(20, 18, 4000, 1));
        // Too short to count, however accurate.
        s.add_timed(&session(BEST_MIN_ANSWERS - 1, BEST_MIN_ANSWERS - 1, 1000, 2));
        assert_eq!(s.bests(None)[0].at, 1);
        // As accurate against a looser clock: not better; against a tighter one: better.
        s.add_timed(&session(10, 9, 8000, 3));
        assert_eq!(s.bests(None)[0].at, 1);
        s.add_timed(&session(10, 9, 3000, 4));
        assert_eq!(s.bests(None)[0].at, 4);
        s.add_timed(&session(30, 29, 8000, 5));
        assert_eq!(s.bests(None)[0].at, 5);
        assert!((s.bests(None)[0].accuracy_percent() - 96.666).abs() < 0.01);
        assert!(s.bests(Some("soft-hands")).is_empty());
    }
}
