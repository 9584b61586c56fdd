//! The progress database: every answer in one SQLite file, beside the compact summaries the coach
//! reads, kept up to date in the same transaction as the answers they count.
//!
//! A drill or `bjcoach stats` never reads the whole history: the schedule needs each key's Leitner
//! state, the learning path each drill's last answers, the leak each chart cell's tally, and the
//! history per drill and day its counts and median. [`Standing`] holds all of that in a few
//! thousand rows at most, whatever the number of answers; saving a session updates only the rows
//! its answers touch. [`Standing::add`] is the one place that says how an answer changes them, so
//! the summaries in the database and the ones built from a list of answers always agree.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, params};

use crate::coach::learner::advice::{Advice, advice_from};
use crate::coach::learner::cells::{CellTally, ChartRecord};
use crate::coach::learner::history::{DrillDay, day_of};
use crate::coach::learner::learning_path::{self, DrillRecent, StageStatus};
use crate::coach::learner::record::{AnswerCount, AnswerRecord, BEST_MIN_ANSWERS, TimedSession};
use crate::coach::learner::schedule::{BOX_INTERVALS, KeyState, Scheduler};
use crate::coach::learner::trend::{Day, Family, FamilyTrend, LeakDay};

/// The version of the database layout this build writes (`PRAGMA user_version`). Version 2 adds
/// each drill's last answers per table (the learning path at a table) and the timed sessions
/// (personal bests at speed); a version 1 database is brought up to it, answers kept, by the
/// first write.
pub const DATABASE_FORMAT_VERSION: i64 = 2;

/// How long a reader or writer waits for another bjcoach's transaction to end.
const BUSY_WAIT: Duration = Duration::from_secs(30);

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS answers(
    id INTEGER PRIMARY KEY, drill TEXT NOT NULL, tbl TEXT NOT NULL, key TEXT NOT NULL,
    answer TEXT NOT NULL, expected TEXT NOT NULL, correct INTEGER NOT NULL, mistake TEXT,
    cost_percent REAL, response_ms INTEGER, at INTEGER NOT NULL, day INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS answers_by_day ON answers(drill, day, response_ms);
CREATE TABLE IF NOT EXISTS merged_journals(name TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS migrated(fingerprint TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_drills(drill TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_asked(
    drill TEXT NOT NULL, tbl TEXT NOT NULL, answers INTEGER NOT NULL, last_seq INTEGER NOT NULL,
    PRIMARY KEY(drill, tbl)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_tables(
    tbl TEXT PRIMARY KEY, asked_all INTEGER NOT NULL, asked_play INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_keys(
    tbl TEXT NOT NULL, key TEXT NOT NULL, box INTEGER NOT NULL, due_all INTEGER NOT NULL,
    due_play INTEGER NOT NULL, seen INTEGER NOT NULL, wrong INTEGER NOT NULL, recent TEXT NOT NULL,
    cost_sum REAL NOT NULL, costed INTEGER NOT NULL, PRIMARY KEY(tbl, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_cells(
    drill TEXT NOT NULL, asked TEXT NOT NULL, tbl TEXT NOT NULL, key TEXT NOT NULL,
    seen INTEGER NOT NULL, wrong INTEGER NOT NULL, cost_sum REAL NOT NULL, costed INTEGER NOT NULL,
    PRIMARY KEY(drill, asked, tbl, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_days(
    drill TEXT NOT NULL, day INTEGER NOT NULL, answers INTEGER NOT NULL, correct INTEGER NOT NULL,
    timed INTEGER NOT NULL, median INTEGER, PRIMARY KEY(drill, day)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_times(
    drill TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY(drill, ms)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_drills_at(
    drill TEXT NOT NULL, tbl TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY(drill, tbl)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS timed_sessions(
    id INTEGER PRIMARY KEY, drill TEXT NOT NULL, tbl TEXT NOT NULL, limit_ms INTEGER NOT NULL,
    answers INTEGER NOT NULL, correct INTEGER NOT NULL, best_streak INTEGER NOT NULL,
    at INTEGER NOT NULL);
";

/// Tables emptied by a reset (the journals already saved stay named: they are never read again).
const RESET_TABLES: [&str; 10] = [
    "answers",
    "summary_drills",
    "summary_drills_at",
    "timed_sessions",
    "summary_asked",
    "summary_tables",
    "summary_keys",
    "summary_cells",
    "summary_days",
    "summary_times",
];

/// Why the database could not be used.
#[derive(Debug)]
pub enum DbError {
    /// Written by a newer bjcoach, with this format version.
    TooNew(i64),
    /// Not a database, or a damaged one.
    Corrupt(String),
    /// Anything else (a file that cannot be opened, a full disk).
    Other(rusqlite::Error),
}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> DbError {
        match e.sqlite_error_code() {
            Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => DbError::Corrupt(e.to_string()),
            _ => DbError::Other(e),
        }
    }
}

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DbError::TooNew(v) => write!(f, "database format version {v}"),
            DbError::Corrupt(why) => write!(f, "{why}"),
            DbError::Other(e) => write!(f, "{e}"),
        }
    }
}

fn check_version(conn: &Connection) -> Result<i64, DbError> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > DATABASE_FORMAT_VERSION {
        return Err(DbError::TooNew(version));
    }
    Ok(version)
}

/// Opens the database to write, creating it and its tables when missing.
pub fn open_to_write(path: &Path) -> Result<Connection, DbError> {
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_WAIT)?;
    // The rollback journal (not WAL) keeps the database one file plus a journal that exists only
    // during a write, and lets a read-only folder still be read.
    conn.pragma_update(None, "synchronous", "FULL")?;
    if check_version(&conn)? < DATABASE_FORMAT_VERSION {
        let mut conn = conn;
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        // Read again under the write lock: another bjcoach may have just brought it up to date.
        if check_version(&tx)? < DATABASE_FORMAT_VERSION {
            tx.execute_batch(SCHEMA)?;
            // The new summary is built from the answers already saved, in the same transaction.
            let mut q = tx.prepare_cached(
                "INSERT OR REPLACE INTO summary_drills_at(drill, tbl, value) VALUES (?1, ?2, ?3)",
            )?;
            for ((d, t), v) in drills_at_from_answers(&tx)? {
                q.execute(params![d, t, to_json(&v)?])?;
            }
            drop(q);
            tx.pragma_update(None, "user_version", DATABASE_FORMAT_VERSION)?;
        }
        tx.commit()?;
        return Ok(conn);
    }
    Ok(conn)
}

fn to_json(v: &DrillRecent) -> Result<String, rusqlite::Error> {
    serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

/// Each drill's last answers per table, read from every saved answer: how a database of version 1,
/// which did not keep them, is brought up to date (and read, while it cannot be written).
fn drills_at_from_answers(conn: &Connection) -> Result<HashMap<(String, String), DrillRecent>, DbError> {
    let mut drills: HashMap<(String, String), DrillRecent> = HashMap::new();
    if !has_table(conn, "answers")? {
        return Ok(drills);
    }
    let mut q = conn.prepare("SELECT id, drill, tbl, correct, response_ms, at FROM answers ORDER BY id")?;
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
            },
        ))
    })?;
    for row in rows {
        let (seq, a) = row?;
        drills.entry((a.drill.clone(), a.table.clone())).or_default().add(seq, &a);
    }
    Ok(drills)
}

/// Opens an existing database to read only.
pub fn open_to_read(path: &Path) -> Result<Connection, DbError> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    conn.busy_timeout(BUSY_WAIT)?;
    check_version(&conn)?;
    Ok(conn)
}

/// Whether the database has its tables (a file made by an older or failed first write may not).
fn has_tables(conn: &Connection) -> Result<bool, DbError> {
    has_table(conn, "summary_days")
}

/// Whether the database has this table (those of version 2 are missing from an older one opened
/// to read).
fn has_table(conn: &Connection, name: &str) -> Result<bool, DbError> {
    let n: i64 = conn.query_row(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
        [name],
        |r| r.get(0),
    )?;
    Ok(n > 0)
}

/// Keeps a timed session of the database.
pub fn add_timed(tx: &Transaction<'_>, session: &TimedSession) -> Result<(), DbError> {
    tx.execute(
        "INSERT INTO timed_sessions(drill, tbl, limit_ms, answers, correct, best_streak, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            session.drill,
            session.table,
            i(session.limit_ms),
            i(session.answers as u64),
            i(session.correct as u64),
            i(session.best_streak as u64),
            i(session.at)
        ],
    )?;
    Ok(())
}

/// The table and key an answer counts for in the schedule and on the chart: a chart question by
/// its cell at the table it names (or was asked at), any other question as asked.
pub fn counted_at(key: &str, asked_at: &str) -> (String, String) {
    let Some(rest) = key.strip_prefix("play ") else { return (asked_at.to_string(), key.to_string()) };
    let rest = rest.strip_prefix("contrast ").unwrap_or(rest);
    let (table, rest) = match rest.split_once(' ') {
        Some((first, after)) if crate::game::rules::preset_names().contains(&first) => (first, after),
        _ => (asked_at, rest),
    };
    let rest = rest.strip_suffix(" split").unwrap_or(rest);
    (table.to_string(), format!("play {rest}"))
}

/// What the scheduler and the chart know of one key at one table.
#[derive(Debug, Clone, PartialEq, Default)]
struct KeyTally {
    /// The schedule of every question at the table (the drills' plan).
    state: KeyState,
    /// When the key is due again counting only chart questions (the advice of `stats`).
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
    drills: HashMap<String, DrillRecent>,
    /// The same per drill and table asked at (the learning path at a table).
    drills_at: HashMap<(String, String), DrillRecent>,
    /// Each drill's personal best at speed: its best timed session of enough answers.
    bests: BTreeMap<String, TimedSession>,
    /// Per drill and table asked at: answers, and the place of the latest one.
    asked: HashMap<(String, String), (usize, u64)>,
    /// Per table: questions counted there, all of them and chart questions alone.
    tables: HashMap<String, (u64, u64)>,
    /// Per table and key: schedule and tally.
    keys: HashMap<(String, String), KeyTally>,
    /// Per drill, table asked at, table counted at and key: the tally (stats of one drill).
    cells: HashMap<(String, String, String, String), CellTally>,
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

    /// Counts one more answer, the newest.
    pub fn add(&mut self, a: &AnswerRecord) {
        let seq = self.next_seq;
        self.next_seq += 1;
        self.drills.entry(a.drill.clone()).or_default().add(seq, a);
        self.drills_at.entry((a.drill.clone(), a.table.clone())).or_default().add(seq, a);
        let asked = self.asked.entry((a.drill.clone(), a.table.clone())).or_default();
        asked.0 += 1;
        asked.1 = seq;
        let (table, key) = counted_at(&a.key, &a.table);
        let play = key.starts_with("play ");
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

    /// Answers saved, in one drill or in all.
    pub fn answers(&self, drill: Option<&str>) -> usize {
        self.drills
            .iter()
            .filter(|(d, _)| drill.is_none_or(|x| x == d.as_str()))
            .map(|(_, r)| r.answers)
            .sum()
    }

    /// Where the learner stands on each stage of a path at `now`, from the answers at every table.
    pub fn path_status(&self, path: &'static learning_path::LearningPath, now: u64) -> Vec<StageStatus> {
        learning_path::status_of(path, |d| self.drills.get(d), now)
    }

    /// Where the learner stands on each stage of a path at `now`, from the answers at one table.
    pub fn path_status_at(
        &self,
        path: &'static learning_path::LearningPath,
        table: &str,
        now: u64,
    ) -> Vec<StageStatus> {
        learning_path::status_of(path, |d| self.drills_at.get(&(d.to_string(), table.to_string())), now)
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
    fn cell_tallies(&self, table: &str, drill: Option<&str>) -> HashMap<String, CellTally> {
        match drill {
            None => self
                .keys
                .iter()
                .filter(|((t, _), _)| t == table)
                .map(|((_, k), v)| (k.clone(), v.cell))
                .collect(),
            Some(drill) => {
                let mut tally: HashMap<String, CellTally> = HashMap::new();
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

    /// The schedule of the chart questions alone at this table, as the advice of `stats` makes it.
    pub fn chart_scheduler(&self, table: &str) -> Scheduler {
        let states = self
            .keys
            .iter()
            .filter(|((t, k), _)| t == table && k.starts_with("play "))
            .map(|((_, k), v)| (k.clone(), KeyState { due_at: v.due_play, ..v.state.clone() }));
        Scheduler::from_states(states.collect(), self.tables.get(table).map_or(0, |c| c.1))
    }

    /// What to practise next, with the record at the table of `chart` if it has one.
    pub fn advice(
        &self,
        path: &'static learning_path::LearningPath,
        chart: Option<&ChartRecord>,
        now: u64,
    ) -> Advice {
        let statuses = self.path_status(path, now);
        let scheduler = chart.map(|c| self.chart_scheduler(&c.table));
        advice_from(&statuses, chart.zip(scheduler.as_ref()))
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
fn add_tally(sum: &mut CellTally, c: &CellTally, by: f64) {
    let add = |a: usize, b: usize| if by < 0.0 { a.saturating_sub(b) } else { a + b };
    sum.seen = add(sum.seen, c.seen);
    sum.wrong = add(sum.wrong, c.wrong);
    sum.costed = add(sum.costed, c.costed);
    sum.cost_sum = (sum.cost_sum + by * c.cost_sum).max(0.0);
}

fn recent_text(recent: &[bool]) -> String {
    recent.iter().map(|r| if *r { '1' } else { '0' }).collect()
}

fn i(v: u64) -> i64 {
    // Moments and times are kept bit for bit: SQLite integers are signed.
    v as i64
}

fn u(v: i64) -> u64 {
    v as u64
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
    if has_table(&tx, "timed_sessions")? {
        let mut q = tx.prepare(
            "SELECT drill, tbl, limit_ms, answers, correct, best_streak, at FROM timed_sessions ORDER BY id",
        )?;
        let rows = q.query_map([], |r| {
            Ok(TimedSession {
                drill: r.get(0)?,
                table: r.get(1)?,
                limit_ms: u(r.get(2)?),
                answers: u(r.get(3)?) as usize,
                correct: u(r.get(4)?) as usize,
                best_streak: u(r.get(5)?) as usize,
                at: u(r.get(6)?),
            })
        })?;
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
         response_ms, at, day) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
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
            i(day)
        ])?;
        s.add(a);
        day_q.execute(params![a.drill, i(day), a.correct, a.response_ms.is_some()])?;
        if let Some(ms) = a.response_ms {
            time_q.execute(params![a.drill, i(ms)])?;
        }
        days.insert((a.drill.as_str(), day));
    }
    write_rows(tx, &s)?;
    let mut median_q =
        tx.prepare_cached("UPDATE summary_days SET median = ?3 WHERE drill = ?1 AND day = ?2")?;
    for (drill, day) in days {
        median_q.execute(params![drill, i(day), day_median(tx, drill, day)?.map(i)])?;
    }
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
    Ok(())
}

/// The median of sorted times (the mean of the two middle ones for an even count), as
/// [`crate::coach::learner::history::median`] takes it, without overflow.
fn median_of(low: u64, high: u64) -> u64 {
    low / 2 + high / 2 + (low % 2 + high % 2) / 2
}

/// The median answer time of one drill on one day, read through the index.
fn day_median(conn: &Connection, drill: &str, day: u64) -> Result<Option<u64>, DbError> {
    let timed: i64 = conn.query_row(
        "SELECT count(*) FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL",
        params![drill, i(day)],
        |r| r.get(0),
    )?;
    if timed == 0 {
        return Ok(None);
    }
    let mut q = conn.prepare_cached(
        "SELECT response_ms FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL
         ORDER BY response_ms LIMIT 2 OFFSET ?3",
    )?;
    let middle: Vec<u64> = q
        .query_map(params![drill, i(day), (timed - 1) / 2], |r| r.get::<_, i64>(0).map(u))?
        .collect::<Result<_, _>>()?;
    Ok(match (timed % 2, middle.as_slice()) {
        (1, [m, ..]) => Some(*m),
        (_, [a, b]) => Some(median_of(*a, *b)),
        (_, [m]) => Some(*m),
        _ => None,
    })
}

fn day_times(conn: &Connection, drill: &str, day: u64) -> Result<Vec<u64>, DbError> {
    let mut q = conn.prepare_cached(
        "SELECT response_ms FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL",
    )?;
    let times =
        q.query_map(params![drill, i(day)], |r| r.get::<_, i64>(0).map(u))?.collect::<Result<_, _>>()?;
    Ok(times)
}

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
    for a in extra.iter().filter(|a| drill.is_none_or(|d| d == a.drill)) {
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
                Some(c) if has_tables(c)? => day_times(c, d, day)?,
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
                let mut q = c.prepare_cached("SELECT ms, n FROM summary_times WHERE drill = ?1")?;
                for pair in q.query_map(params![d], |r| Ok((u(r.get(0)?), r.get::<_, i64>(1)?)))? {
                    let (ms, n) = pair?;
                    counts.insert(ms, n);
                }
                for day in days.keys().skip(earlier) {
                    for ms in day_times(c, d, *day)? {
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
        let mut q = conn.prepare("SELECT DISTINCT drill FROM summary_days WHERE ?1 IS NULL OR drill = ?1")?;
        drills = q.query_map(params![drill], |r| r.get(0))?.collect::<Result<_, _>>()?;
    }
    drills.extend(extra.iter().filter(|a| drill.is_none_or(|d| d == a.drill)).map(|a| a.drill.clone()));
    drills.sort();
    drills.dedup();
    Ok(drills)
}

/// Accuracy and median answer time per family of drills and day (of one drill's answers, or all),
/// the `latest` last days each family was practised, read from the per-drill-per-day summaries;
/// a day on which several drills of a family were practised takes its median again from those
/// drills' times of that day (read through the index), so no other day is read. `extra` are
/// answers not yet in the database. Families with no answers are left out.
pub fn family_days(
    conn: Option<&Connection>,
    families: &[Family],
    drill: Option<&str>,
    latest: usize,
    extra: &[AnswerRecord],
) -> Result<Vec<FamilyTrend>, DbError> {
    let conn = with_tables(conn);
    // Per family and day: each drill's row.
    let mut groups: Vec<BTreeMap<u64, BTreeMap<String, DayRow>>> = vec![BTreeMap::new(); families.len()];
    let family_of = |d: &str| families.iter().position(|f| f.drills.iter().any(|x| x == d));
    if let Some(conn) = conn {
        for (d, day, row) in summary_day_rows(conn, drill)? {
            if let Some(f) = family_of(&d) {
                groups[f].entry(day).or_default().insert(d, row);
            }
        }
    }
    for a in extra.iter().filter(|a| drill.is_none_or(|d| d == a.drill)) {
        let Some(f) = family_of(&a.drill) else { continue };
        let row = groups[f].entry(a.at / 86_400).or_default().entry(a.drill.clone()).or_default();
        row.answers += 1;
        row.correct += usize::from(a.correct);
        row.extra_times.extend(a.response_ms);
        row.extra = true;
    }
    let mut trends = Vec::new();
    for (family, days) in families.iter().zip(groups) {
        if days.is_empty() {
            continue;
        }
        let mut answered: Vec<String> = Vec::new();
        for rows in days.values() {
            answered.extend(rows.keys().filter(|d| !answered.contains(d)).cloned().collect::<Vec<_>>());
        }
        answered.sort_by_key(|d| family.drills.iter().position(|x| x == d));
        let days_practised = days.len();
        let answers = days.values().flat_map(|r| r.values()).map(|r| r.answers).sum();
        let mut shown = Vec::new();
        for (day, rows) in days.iter().skip(days_practised.saturating_sub(latest)) {
            let median = match rows.values().collect::<Vec<_>>().as_slice() {
                [only] if !only.extra => only.median,
                _ => {
                    let mut times = Vec::new();
                    for (d, r) in rows {
                        if let Some(c) = conn {
                            times.extend(day_times(c, d, *day)?);
                        }
                        times.extend(&r.extra_times);
                    }
                    times.sort_unstable();
                    crate::coach::learner::history::median(&times)
                }
            };
            let (n, right) = rows.values().fold((0, 0), |(n, c), r| (n + r.answers, c + r.correct));
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
    Ok(trends)
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
        .filter(|(d, _, t, k)| t == table && k.starts_with("play ") && drill.is_none_or(|x| x == d))
        .map(|(d, _, _, _)| d.as_str())
        .collect();
    drills.sort_unstable();
    drills.dedup();
    let mut candidates: std::collections::BTreeSet<u64> = std::collections::BTreeSet::new();
    if let Some(c) = conn {
        let mut q = c.prepare_cached("SELECT day FROM summary_days WHERE drill = ?1")?;
        for d in &drills {
            for day in q.query_map(params![d], |r| r.get::<_, i64>(0).map(u))? {
                candidates.insert(day?);
            }
        }
    }
    let extra: Vec<&AnswerRecord> = extra.iter().filter(|a| drills.contains(&a.drill.as_str())).collect();
    candidates.extend(extra.iter().map(|a| a.at / 86_400));
    // The tallies of each day shown, latest first.
    let mut shown: Vec<(u64, usize, HashMap<String, CellTally>)> = Vec::new();
    let mut q = conn
        .map(|c| {
            c.prepare_cached(
                "SELECT tbl, key, correct, cost_percent FROM answers WHERE drill = ?1 AND day = ?2",
            )
        })
        .transpose()?;
    for day in candidates.iter().rev() {
        if shown.len() >= latest {
            break;
        }
        let mut answers: Vec<(String, String, bool, Option<f64>)> = Vec::new();
        if let Some(q) = q.as_mut() {
            for d in &drills {
                let rows =
                    q.query_map(params![d, i(*day)], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
                for row in rows {
                    answers.push(row?);
                }
            }
        }
        for a in extra.iter().filter(|a| a.at / 86_400 == *day) {
            answers.push((a.table.clone(), a.key.clone(), a.correct, a.cost_percent));
        }
        let mut tally: HashMap<String, CellTally> = HashMap::new();
        let mut n = 0;
        for (asked, key, correct, cost) in answers {
            let (t, k) = counted_at(&key, &asked);
            if t == table && k.starts_with("play ") {
                tally.entry(k).or_default().add(correct, cost);
                n += 1;
            }
        }
        if n > 0 {
            shown.push((*day, n, tally));
        }
    }
    let mut running = standing.cell_tallies(table, drill);
    for (_, _, tally) in &shown {
        for (k, c) in tally {
            add_tally(running.entry(k.clone()).or_default(), c, -1.0);
        }
    }
    let mut days = Vec::new();
    for (day, n, tally) in shown.iter().rev() {
        for (k, c) in tally {
            add_tally(running.entry(k.clone()).or_default(), c, 1.0);
        }
        let record = ChartRecord::from_tally(rules, chart, |key| running.get(key).copied());
        days.push(LeakDay { day: day_of(day * 86_400), answers: *n, leak_points: record.leak_points() });
    }
    Ok(days)
}

/// Every answer in the database, oldest first, to `each`.
pub fn each_answer(
    conn: &Connection,
    mut each: impl FnMut(AnswerRecord) -> Result<(), DbError>,
) -> Result<(), DbError> {
    if !has_tables(conn)? {
        return Ok(());
    }
    let mut q = conn.prepare(
        "SELECT drill, tbl, key, answer, expected, correct, mistake, cost_percent, response_ms, at
         FROM answers ORDER BY id",
    )?;
    let rows = q.query_map([], |r| {
        Ok(AnswerRecord {
            drill: r.get(0)?,
            table: r.get(1)?,
            key: r.get(2)?,
            answer: r.get(3)?,
            expected: r.get(4)?,
            correct: r.get(5)?,
            mistake: r.get(6)?,
            cost_percent: r.get(7)?,
            response_ms: r.get::<_, Option<i64>>(8)?.map(u),
            at: u(r.get(9)?),
        })
    })?;
    for row in rows {
        each(row?)?;
    }
    Ok(())
}

/// How often each answer was typed to each chart question (a key `play …`), counted by SQLite:
/// a few thousand rows whatever the number of answers, none of which is read into memory.
pub fn answer_counts(conn: &Connection) -> Result<Vec<AnswerCount>, DbError> {
    if !has_tables(conn)? {
        return Ok(Vec::new());
    }
    // Keys from `play ` up to `play!`, the next string of the same length: exactly those that
    // begin with `play ` (LIKE would ignore case).
    let mut q = conn.prepare(
        "SELECT key, tbl, answer, count(*) FROM answers WHERE key >= 'play ' AND key < 'play!'
         GROUP BY key, tbl, answer",
    )?;
    let rows = q.query_map([], |r| {
        Ok(AnswerCount { key: r.get(0)?, table: r.get(1)?, answer: r.get(2)?, times: u(r.get(3)?) })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The journals whose answers the database holds and that may still be on disk.
pub fn merged_journals(tx: &Transaction<'_>) -> Result<Vec<String>, DbError> {
    Ok(tx
        .prepare("SELECT name FROM merged_journals")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?)
}

/// Names journals as saved (`true`) or forgets them once they are gone (`false`).
pub fn mark_journal(tx: &Transaction<'_>, name: &str, saved: bool) -> Result<(), DbError> {
    if saved {
        tx.execute("INSERT OR IGNORE INTO merged_journals(name) VALUES (?1)", params![name])?;
    } else {
        tx.execute("DELETE FROM merged_journals WHERE name = ?1", params![name])?;
    }
    Ok(())
}

/// Whether a file with this fingerprint was already moved into the database.
pub fn was_migrated(tx: &Transaction<'_>, fingerprint: &str) -> Result<bool, DbError> {
    Ok(tx
        .query_row("SELECT 1 FROM migrated WHERE fingerprint = ?1", params![fingerprint], |_| Ok(()))
        .optional()?
        .is_some())
}

/// Records that the file with this fingerprint is now in the database.
pub fn mark_migrated(tx: &Transaction<'_>, fingerprint: &str) -> Result<(), DbError> {
    tx.execute("INSERT OR IGNORE INTO migrated(fingerprint) VALUES (?1)", params![fingerprint])?;
    Ok(())
}

/// How many answers the database holds.
pub fn count(conn: &Connection) -> Result<usize, DbError> {
    if !has_tables(conn)? {
        return Ok(0);
    }
    Ok(conn.query_row("SELECT count(*) FROM answers", [], |r| r.get::<_, i64>(0))? as usize)
}

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
            let mut q = old.prepare_cached(
                "SELECT id, drill, tbl, key, answer, expected, correct, mistake, cost_percent,
                 response_ms, at FROM answers WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3",
            )?;
            let rows = q.query_map(params![low, high, most], |r| {
                Ok((
                    r.get(0)?,
                    AnswerRecord {
                        drill: r.get(1)?,
                        table: r.get(2)?,
                        key: r.get(3)?,
                        answer: r.get(4)?,
                        expected: r.get(5)?,
                        correct: r.get(6)?,
                        mistake: r.get(7)?,
                        cost_percent: r.get(8)?,
                        response_ms: r.get::<_, Option<i64>>(9)?.map(u),
                        at: u(r.get(10)?),
                    },
                ))
            })?;
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
                let mut q = old.prepare_cached(
                    "SELECT id, drill, tbl, limit_ms, answers, correct, best_streak, at FROM timed_sessions
                     WHERE id BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3",
                )?;
                let rows = q.query_map(params![low, high, most], |r| {
                    Ok((
                        r.get(0)?,
                        TimedSession {
                            drill: r.get(1)?,
                            table: r.get(2)?,
                            limit_ms: u(r.get(3)?),
                            answers: u(r.get(4)?) as usize,
                            correct: u(r.get(5)?) as usize,
                            best_streak: u(r.get(6)?) as usize,
                            at: u(r.get(7)?),
                        },
                    ))
                })?;
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
    for name in names("SELECT name FROM merged_journals") {
        mark_journal(tx, &name, true)?;
    }
    for fingerprint in names("SELECT fingerprint FROM migrated") {
        mark_migrated(tx, &fingerprint)?;
    }
    Ok(salvaged)
}

/// Whether SQLite's own check finds the database damaged, and what it found: asked after a
/// write failed for a reason that does not say so.
pub fn damage(path: &Path) -> Option<String> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).ok()?;
    match conn.query_row("PRAGMA quick_check(1)", [], |r| r.get::<_, String>(0)) {
        Ok(found) if found == "ok" => None,
        Ok(found) => Some(found),
        Err(e) => match DbError::from(e) {
            DbError::Corrupt(why) => Some(why),
            _ => None,
        },
    }
}

/// Empties the answers and their summaries.
pub fn clear(tx: &Transaction<'_>) -> Result<(), DbError> {
    for table in RESET_TABLES {
        tx.execute(&format!("DELETE FROM {table}"), [])?;
    }
    Ok(())
}

/// Each drill's summary of each day (of one drill, or of all), as the store keeps it.
fn summary_day_rows(conn: &Connection, drill: Option<&str>) -> Result<Vec<(String, u64, DayRow)>, DbError> {
    let mut q = conn.prepare(
        "SELECT drill, day, answers, correct, median FROM summary_days WHERE ?1 IS NULL OR drill = ?1",
    )?;
    let rows = q.query_map(params![drill], |r| {
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
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::cells::chart_key_of;

    fn answer(key: &str, table: &str, correct: bool, ms: u64, at: u64) -> AnswerRecord {
        AnswerRecord {
            key: key.into(),
            table: table.into(),
            correct,
            response_ms: Some(ms),
            cost_percent: Some(if correct { 0.0 } else { 2.5 }),
            at,
            ..AnswerRecord::sample()
        }
    }

    #[test]
    fn an_answer_counts_where_the_chart_keys_say() {
        for (key, asked) in [
            ("play hard 16 v ten", "book"),
            ("play contrast soft 18 v 3", "book"),
            ("play casino-fr hard 16 v ten", "book"),
            ("play 8-8 v Ace split", "feral"),
        ] {
            let (table, counted) = counted_at(key, asked);
            assert_eq!(chart_key_of(key, asked, &table), Some(counted.clone()), "{key}");
            for other in crate::game::rules::preset_names().iter().filter(|t| **t != table) {
                assert_eq!(chart_key_of(key, asked, other), None, "{key} at {other}");
            }
        }
        assert_eq!(counted_at("payout natural", "book"), ("book".into(), "payout natural".into()));
    }

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
        assert_eq!(before.path_status_at(path_v, "feral", 99), built.path_status_at(path_v, "feral", 99));
        assert!(before.bests(None).is_empty());
        drop(read);
        // Written: migrated, every answer kept, a timed session saved beside them.
        let mut conn = open_to_write(&path).unwrap();
        assert_eq!(conn.query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0)).unwrap(), 2);
        assert_eq!(count(&conn).unwrap(), 50);
        let tx = conn.transaction().unwrap();
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
            assert_eq!(after.path_status_at(path_v, table, 99), built.path_status_at(path_v, table, 99));
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
            let tx = conn.transaction().unwrap();
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
        assert_eq!(
            saved.path_status(path, 3_000_000),
            crate::coach::learner::learning_path::status(path, &all, 3_000_000)
        );
        // The history per drill and day reads the same, with and without a long history's
        // shared line, and with answers not yet saved counted after the rest.
        let (old, new) = all.split_at(45);
        let conn2 = open_to_write(&dir.path().join("q.db")).unwrap();
        let mut conn2 = conn2;
        let tx = conn2.transaction().unwrap();
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
