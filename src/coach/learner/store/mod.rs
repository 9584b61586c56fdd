//! The progress database: every answer in one SQLite file, beside the compact summaries the coach
//! reads, kept up to date in the same transaction as the answers they count.
//!
//! A drill or `bjcoach stats` never reads the whole history: the schedule needs each key's Leitner
//! state, the learning path each drill's last answers, the leak each chart cell's tally, and the
//! history per drill and day its counts and median. [`standing::Standing`] holds all of that in a
//! few thousand rows at most, whatever the number of answers; saving a session updates only the
//! rows its answers touch. [`standing::Standing::add`] is the one place that says how an answer
//! changes them, so the summaries in the database and the ones built from a list of answers
//! always agree. [`days`] reads the figures per day, [`salvage`] what a damaged file still holds;
//! this module opens the file, keeps its layout and version, and answers the small queries.

mod day_answers;
mod day_cells;
#[cfg(test)]
mod day_tests;
pub mod days;
mod family_medians;
pub mod memory_replays;
pub mod pages;
pub mod salvage;
pub mod standing;

use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, OptionalExtension, Transaction, params};

use crate::coach::learner::record::{
    AnswerCount, AnswerRecord, CountingSession, FastestRight, SlipChips, TimedSession,
};

/// The version of the database layout this build writes (`PRAGMA user_version`). Version 2 adds
/// each drill's last answers per table (the learning path at a table) and the timed sessions
/// (personal bests at speed); version 3 tells a retry from a first answer (`answers.retry`, the
/// table's last column) and counts the retries in a summary of their own (`summary_retries`), so
/// that every other summary counts first answers alone; version 4 keeps where the edge went in
/// each counting session of play (`counting_sessions`); version 5 keeps the memory model's replay
/// of a table's answers (`memory_replays`, [`memory_replays`]), so that a read replays only the
/// answers given since; version 6 keeps, per day, each family's median time
/// (`summary_family_days`) and each table's chart tallies (`summary_day_cells`, [`day_cells`]),
/// kept as bytes since version 7 (a column declared TEXT by version 6 holds bytes as they are).
/// An older database is brought up to it, answers kept (all of them first answers), by the first write.
pub const DATABASE_FORMAT_VERSION: i64 = 7;

/// How long a reader or writer waits for another bjcoach's transaction to end.
const BUSY_WAIT: Duration = Duration::from_secs(30);

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS answers(
    id INTEGER PRIMARY KEY, drill TEXT NOT NULL, tbl TEXT NOT NULL, key TEXT NOT NULL,
    answer TEXT NOT NULL, expected TEXT NOT NULL, correct INTEGER NOT NULL, mistake TEXT,
    cost_percent REAL, response_ms INTEGER, at INTEGER NOT NULL, day INTEGER NOT NULL,
    retry INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS answers_by_day_first ON answers(drill, day, retry, response_ms);
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
CREATE TABLE IF NOT EXISTS summary_family_days(
    family TEXT NOT NULL, day INTEGER NOT NULL, answers INTEGER NOT NULL, median INTEGER,
    PRIMARY KEY(family, day)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_day_cells(tbl TEXT NOT NULL, day INTEGER NOT NULL,
    answers INTEGER NOT NULL, cells BLOB NOT NULL, PRIMARY KEY(tbl, day)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS summary_day_cells_counts ON summary_day_cells(tbl, answers);
CREATE TABLE IF NOT EXISTS summary_times(
    drill TEXT NOT NULL, ms INTEGER NOT NULL, n INTEGER NOT NULL, PRIMARY KEY(drill, ms)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_drills_at(
    drill TEXT NOT NULL, tbl TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY(drill, tbl)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS summary_retries(
    drill TEXT NOT NULL, tbl TEXT NOT NULL, asked INTEGER NOT NULL, correct INTEGER NOT NULL,
    PRIMARY KEY(drill, tbl)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS timed_sessions(
    id INTEGER PRIMARY KEY, drill TEXT NOT NULL, tbl TEXT NOT NULL, limit_ms INTEGER NOT NULL,
    answers INTEGER NOT NULL, correct INTEGER NOT NULL, best_streak INTEGER NOT NULL,
    at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS counting_sessions(
    id INTEGER PRIMARY KEY, tbl TEXT NOT NULL, system TEXT NOT NULL, at INTEGER NOT NULL,
    hidden INTEGER NOT NULL, rounds INTEGER NOT NULL, parts TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS counting_sessions_latest ON counting_sessions(tbl, system, id);
CREATE TABLE IF NOT EXISTS memory_replays(
    tbl TEXT NOT NULL, drill TEXT NOT NULL, through INTEGER NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(tbl, drill)) WITHOUT ROWID;
";

/// The indexes that keep the reads of a progress page from the answers small whatever their
/// number, each of a few answers or columns (`CREATE INDEX IF NOT EXISTS`, made by every write of
/// a database without them). They are no part of the layout's version: a database without them
/// reads the same, only slower, and an older bjcoach writing to one keeps them up to date as
/// SQLite keeps every index.
///
/// - The chart answers of a drill and day with what the leak counts (their table, key, result and
///   cost), in the order of `answers_by_day_first` (the time, then the id), read by
///   [`days::leak_days`] from the index alone.
/// - The deck-estimation and deck-countdown answers ([`answer_counts`], [`countdown_fastest`]),
///   a few among all the answers: with each its own index, neither reads every answer.
fn indexes() -> String {
    use crate::coach::drill::{countdown, tray};
    use crate::coach::learner::record::key::PREFIX as STRATEGY;
    format!(
        "CREATE INDEX IF NOT EXISTS answers_chart_by_day ON answers(
             drill, day, retry, response_ms, id, tbl, key, correct, cost_percent) WHERE {};
         CREATE INDEX IF NOT EXISTS answers_tray ON answers(key, tbl, answer, retry) WHERE {};
         CREATE INDEX IF NOT EXISTS answers_countdown ON answers(key, retry, correct, response_ms)
             WHERE {};",
        keys_beginning(STRATEGY),
        keys_beginning(tray::KEY_PREFIX),
        keys_beginning(countdown::KEY_PREFIX)
    )
}

/// Tables emptied by a reset (the journals already saved stay named: they are never read again).
const RESET_TABLES: [&str; 15] = [
    "answers",
    "memory_replays",
    "counting_sessions",
    "summary_retries",
    "summary_drills",
    "summary_drills_at",
    "timed_sessions",
    "summary_asked",
    "summary_tables",
    "summary_keys",
    "summary_cells",
    "summary_days",
    "summary_family_days",
    "summary_day_cells",
    "summary_times",
];

/// Why the database could not be used.
#[derive(Debug)]
pub enum DbError {
    /// Written by a newer bjcoach, with this format version.
    TooNew(i64),
    /// Not a database, or a damaged one.
    Corrupt(String),
    /// A file of the database (it, or its rollback journal) that is not a regular file: a folder,
    /// a FIFO, a device.
    NotAFile(PathBuf, io::Error),
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
            DbError::NotAFile(path, e) => write!(f, "{}: {e}", path.display()),
            DbError::Other(e) => write!(f, "{e}"),
        }
    }
}

/// The length of the file at `path` when it is one the store may read or write: a regular
/// file, through a link or not; `None` when there is none. Anything else is refused, saying
/// what it is: reading a FIFO waits for a writer that never comes, and a device such as
/// `/dev/zero` never ends (SQLite would also take it for an empty database and lose every save
/// into it).
pub fn regular_file(path: &Path) -> io::Result<Option<u64>> {
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Ok(Some(m.len())),
        Ok(m) => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("not a regular file but {}", what_file(&m.file_type())),
        )),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// The bytes of the regular file at `path`, `None` when there is none; a file that is not a
/// regular one ([`regular_file`]) or is longer than `limit` bytes is refused, and reading stops
/// at the limit should it grow meanwhile.
pub fn read_bounded(path: &Path, limit: u64) -> io::Result<Option<Vec<u8>>> {
    use std::io::Read;
    let too_long = || io::Error::new(io::ErrorKind::InvalidData, format!("longer than {} MiB", limit >> 20));
    let Some(len) = regular_file(path)? else { return Ok(None) };
    if len > limit {
        return Err(too_long());
    }
    let file = match std::fs::File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_long());
    }
    Ok(Some(bytes))
}

/// What a file that is not a regular one is, in words.
fn what_file(kind: &std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return "a FIFO";
        }
        if kind.is_char_device() {
            return "a character device";
        }
        if kind.is_block_device() {
            return "a block device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    if kind.is_dir() { "a folder" } else { "neither a file nor a folder" }
}

/// `path` with `suffix` added to its name (`progress.db` → `progress.db-journal`).
pub fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Refuses a database, or a rollback journal beside it, that is not a regular file (see
/// [`regular_file`]), before SQLite opens it.
fn check_files(path: &Path) -> Result<(), DbError> {
    for file in [path.to_path_buf(), with_suffix(path, "-journal")] {
        regular_file(&file).map_err(|e| DbError::NotAFile(file.clone(), e))?;
    }
    Ok(())
}

fn check_version(conn: &Connection) -> Result<i64, DbError> {
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if version > DATABASE_FORMAT_VERSION {
        return Err(DbError::TooNew(version));
    }
    Ok(version)
}

/// Opens the database to write, creating the file when missing; its tables are made, or brought
/// up to date, by the first write's transaction ([`begin_write`]).
pub fn open_to_write(path: &Path) -> Result<Connection, DbError> {
    check_files(path)?;
    let conn = Connection::open(path)?;
    conn.busy_timeout(BUSY_WAIT)?;
    // A rollback journal (not WAL) lets a read-only folder still be read. Kept and emptied
    // rather than deleted at each commit (TRUNCATE), it is made once, so a commit does not wait
    // for the folder to be synced; with NORMAL, a commit waits for the disk twice (the journal,
    // then the database) instead of four times. A transaction stays whole through a power cut
    // (the journal's checksums stop a replay at a page not fully written); one committed just
    // before a power cut may be rolled back, as with DELETE and FULL, where the journal's
    // deletion is not synced either.
    conn.pragma_update_and_check(None, "journal_mode", "TRUNCATE", |r| r.get::<_, String>(0))?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    check_version(&conn)?;
    Ok(conn)
}

/// Begins a write (a transaction that holds the write lock from its start), first making the
/// tables of a new database or bringing an older one up to date, in the same transaction: a
/// learner's first save waits for the disk twice, as every other save does, and a save killed
/// before its commit leaves the database as it was, tables and all.
pub fn begin_write(conn: &mut Connection) -> Result<Transaction<'_>, DbError> {
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    // Read under the write lock: another bjcoach may have just brought it up to date.
    let version = check_version(&tx)?;
    if version < DATABASE_FORMAT_VERSION {
        if has_table(&tx, "answers")? && !has_retry_column(&tx)? {
            // Added last, so that the columns before it keep their places; every answer saved
            // before retries were told apart is a first answer, as it was counted.
            tx.execute_batch(
                "ALTER TABLE answers ADD COLUMN retry INTEGER NOT NULL DEFAULT 0;
                 DROP INDEX IF EXISTS answers_by_day;",
            )?;
        }
        tx.execute_batch(SCHEMA)?;
        if version < 2 {
            // The summary of version 2 is built from the answers already saved, in the same
            // transaction.
            let mut q = tx.prepare_cached(
                "INSERT OR REPLACE INTO summary_drills_at(drill, tbl, value) VALUES (?1, ?2, ?3)",
            )?;
            for ((d, t), v) in standing::drills_at_from_answers(&tx)? {
                q.execute(params![d, t, standing::to_json(&v)?])?;
            }
        }
        if version < 6 {
            // The summaries per day of version 6, from the answers already saved.
            family_medians::build(&tx)?;
            day_cells::build(&tx)?;
        } else if version < 7 {
            day_cells::to_bytes_layout(&tx)?; // Version 6's tallies, text, kept again as bytes.
        }
        tx.pragma_update(None, "user_version", DATABASE_FORMAT_VERSION)?;
    }
    tx.execute_batch(&indexes())?;
    Ok(tx)
}

/// Opens an existing database to read only.
///
/// A rollback journal left beside it (by a save cut short, or bytes that are no journal at all)
/// stops a connection that may only read: SQLite plays it back, or clears one without a valid
/// header, as a connection that may write opens the database. One is opened for that, then the
/// database is read as its last commit left it.
pub fn open_to_read(path: &Path) -> Result<Connection, DbError> {
    check_files(path)?;
    let open = || -> Result<Connection, rusqlite::Error> {
        // Without SQLite's lock on each call, as `open_to_write` opens (rusqlite's default): a
        // connection is never shared between threads, and a page's reads make thousands of calls.
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)?;
        conn.busy_timeout(BUSY_WAIT)?;
        conn.query_row("PRAGMA user_version", [], |_| Ok(()))?;
        Ok(conn)
    };
    let conn = match open() {
        Err(e)
            if e.sqlite_error()
                .is_some_and(|e| e.extended_code == rusqlite::ffi::SQLITE_READONLY_ROLLBACK) =>
        {
            drop(open_to_write(path)?);
            open()?
        }
        other => other?,
    };
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
    // Asked many times of one connection by a page: prepared once.
    let n: i64 = conn
        .prepare_cached("SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?1")?
        .query_row([name], |r| r.get(0))?;
    Ok(n > 0)
}

/// Whether the answers table tells a retry from a first answer (a database of version 3 or later;
/// an older one opened to read holds first answers alone).
fn has_retry_column(conn: &Connection) -> Result<bool, DbError> {
    let n: i64 = conn
        .prepare_cached("SELECT count(*) FROM pragma_table_info('answers') WHERE name = 'retry'")?
        .query_row([], |r| r.get(0))?;
    Ok(n > 0)
}

/// What a query of the answers table reads for an answer's retry: its column, or `0` in a
/// database older than version 3, whose answers are all first answers.
pub(crate) fn retry_column(conn: &Connection) -> Result<&'static str, DbError> {
    Ok(if has_retry_column(conn)? { "retry" } else { "0" })
}

/// The columns of an answer in a query of this database, in the order [`answer_from`] reads
/// them: [`ANSWER_COLUMNS`] and the retry ([`retry_column`]).
pub(crate) fn answer_columns(conn: &Connection) -> Result<String, DbError> {
    Ok(format!("{ANSWER_COLUMNS}, {}", retry_column(conn)?))
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

/// Keeps where the edge went in a counting session of play; its parts as JSON, each figure read
/// back to the last bit.
pub fn add_counting(tx: &Transaction<'_>, session: &CountingSession) -> Result<(), DbError> {
    let parts = serde_json::to_string(&session.parts)
        .map_err(|e| DbError::Other(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))?;
    tx.execute(
        "INSERT INTO counting_sessions(tbl, system, at, hidden, rounds, parts)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![session.table, session.system, i(session.at), session.hidden, session.rounds, parts],
    )?;
    Ok(())
}

/// The columns of a counting session, in the order [`counting_from`] reads them.
const COUNTING_COLUMNS: &str = "tbl, system, at, hidden, rounds, parts";

/// The counting session in a row read by [`COUNTING_COLUMNS`], those columns starting at
/// `first`; `None` when its parts cannot be read (they are left out of every figure).
fn counting_from(r: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Option<CountingSession>> {
    let parts: String = r.get(first + 5)?;
    let Ok(parts) = serde_json::from_str::<Vec<SlipChips>>(&parts) else { return Ok(None) };
    Ok(Some(CountingSession {
        table: r.get(first)?,
        system: r.get(first + 1)?,
        at: u(r.get(first + 2)?),
        hidden: r.get(first + 3)?,
        rounds: r.get(first + 4)?,
        parts,
    }))
}

/// The latest `last` counting sessions at `table` of each counting system, oldest first; none in
/// a database older than version 4.
pub fn latest_counting(conn: &Connection, table: &str, last: usize) -> Result<Vec<CountingSession>, DbError> {
    if !has_table(conn, "counting_sessions")? {
        return Ok(Vec::new());
    }
    let mut q = conn.prepare(&format!(
        "SELECT {COUNTING_COLUMNS} FROM (SELECT *, row_number() OVER (PARTITION BY system ORDER BY id DESC)
         AS latest FROM counting_sessions WHERE tbl = ?1) WHERE latest <= ?2 ORDER BY id"
    ))?;
    let rows = q.query_map(params![table, i(last as u64)], |r| counting_from(r, 0))?;
    Ok(rows.filter_map(|row| row.transpose()).collect::<Result<_, _>>()?)
}

fn i(v: u64) -> i64 {
    // Moments and times are kept bit for bit: SQLite integers are signed.
    v as i64
}

fn u(v: i64) -> u64 {
    v as u64
}

/// The answer in a row read by [`answer_columns`], those columns starting at `first`.
fn answer_from(r: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<AnswerRecord> {
    Ok(AnswerRecord {
        drill: r.get(first)?,
        table: r.get(first + 1)?,
        key: r.get(first + 2)?,
        answer: r.get(first + 3)?,
        expected: r.get(first + 4)?,
        correct: r.get(first + 5)?,
        mistake: r.get(first + 6)?,
        cost_percent: r.get(first + 7)?,
        response_ms: r.get::<_, Option<i64>>(first + 8)?.map(u),
        at: u(r.get(first + 9)?),
        retry: r.get(first + 10)?,
    })
}

/// The timed session in a row read by [`TIMED_COLUMNS`], those columns starting at `first`.
fn timed_from(r: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<TimedSession> {
    Ok(TimedSession {
        drill: r.get(first)?,
        table: r.get(first + 1)?,
        limit_ms: u(r.get(first + 2)?),
        answers: u(r.get(first + 3)?) as usize,
        correct: u(r.get(first + 4)?) as usize,
        best_streak: u(r.get(first + 5)?) as usize,
        at: u(r.get(first + 6)?),
    })
}

/// The columns of a timed session, in the order [`timed_from`] reads them.
const TIMED_COLUMNS: &str = "drill, tbl, limit_ms, answers, correct, best_streak, at";

/// The columns of an answer but its retry, in the order [`answer_from`] reads them; a query reads
/// them with the retry by [`answer_columns`].
const ANSWER_COLUMNS: &str =
    "drill, tbl, key, answer, expected, correct, mistake, cost_percent, response_ms, at";

/// Every answer in the database, oldest first, to `each`.
pub fn each_answer(
    conn: &Connection,
    mut each: impl FnMut(AnswerRecord) -> Result<(), DbError>,
) -> Result<(), DbError> {
    if !has_tables(conn)? {
        return Ok(());
    }
    let mut q = conn.prepare(&format!("SELECT {} FROM answers ORDER BY id", answer_columns(conn)?))?;
    let rows = q.query_map([], |r| answer_from(r, 0))?;
    for row in rows {
        each(row?)?;
    }
    Ok(())
}

/// One first answer as the memory model reads it: its drill, key, whether right and when.
pub struct FirstAnswer<'a> {
    /// Its place in the database (the answers' id, growing with each one saved).
    pub id: i64,
    /// The drill that asked it.
    pub drill: &'a str,
    /// The question's key.
    pub key: &'a str,
    /// Whether it was right.
    pub correct: bool,
    /// When it was given (seconds since 1970).
    pub at: u64,
    /// How long it took, in milliseconds, when timed.
    pub response_ms: Option<u64>,
}

impl<'a> FirstAnswer<'a> {
    /// The answer of a row that begins `drill, key, correct, at, response_ms, id`, borrowed
    /// from the row.
    pub fn of_row(r: &'a rusqlite::Row<'a>) -> Result<FirstAnswer<'a>, rusqlite::Error> {
        let text = |i: usize| r.get_ref(i).and_then(|v| v.as_str().map_err(rusqlite::Error::from));
        let response_ms: Option<i64> = r.get(4)?;
        Ok(FirstAnswer {
            id: r.get(5)?,
            drill: text(0)?,
            key: text(1)?,
            correct: r.get(2)?,
            at: u(r.get(3)?),
            response_ms: response_ms.map(u),
        })
    }
}

/// Every first answer in the database given at `table`, oldest first, to `each`: what the memory
/// model replays there. Only the columns it reads, borrowed from the row (a million answers
/// are read without making a string of each).
pub fn each_first_answer_at(
    conn: &Connection,
    table: &str,
    mut each: impl FnMut(FirstAnswer<'_>),
) -> Result<(), DbError> {
    if !has_tables(conn)? {
        return Ok(());
    }
    let sql = format!(
        "SELECT drill, key, correct, at, response_ms, id FROM answers WHERE tbl = ?1 AND {} = 0 ORDER BY id",
        retry_column(conn)?
    );
    let mut q = conn.prepare(&sql)?;
    let mut rows = q.query([table])?;
    while let Some(r) = rows.next()? {
        each(FirstAnswer::of_row(r)?);
    }
    Ok(())
}

/// The SQL condition that holds for exactly the keys that begin with `prefix`: from `prefix` up
/// to the next string of its length (`play ` up to `play!`), which an index on the key can use,
/// where LIKE would ignore case and read every row.
fn keys_beginning(prefix: &str) -> String {
    let mut next = prefix.to_string();
    let last = next.pop().map_or(' ', |c| char::from_u32(c as u32 + 1).unwrap_or(c));
    next.push(last);
    format!("key >= '{}' AND key < '{}'", prefix.replace('\'', "''"), next.replace('\'', "''"))
}

/// How often each answer was typed to each question whose key begins with `prefix`, first
/// answers alone (a retry is not a habit: `AnswerRecord::counts`), counted by SQLite: a few
/// thousand rows whatever the number of answers, none of which is read into memory. The chart
/// questions (`record::key::PREFIX`) give the learner's habits, the deck-estimation ones
/// ([`crate::coach::drill::tray::KEY_PREFIX`]) the bias at reading a tray.
pub fn answer_counts(conn: &Connection, prefix: &str) -> Result<Vec<AnswerCount>, DbError> {
    if !has_tables(conn)? {
        return Ok(Vec::new());
    }
    let mut q = conn.prepare(&format!(
        "SELECT key, tbl, answer, count(*) FROM answers WHERE {} AND {} = 0
         GROUP BY key, tbl, answer",
        keys_beginning(prefix),
        retry_column(conn)?
    ))?;
    let rows = q.query_map([], |r| {
        Ok(AnswerCount { key: r.get(0)?, table: r.get(1)?, answer: r.get(2)?, times: u(r.get(3)?) })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Of each deck-countdown question (a key `countdown …`,
/// [`crate::coach::drill::countdown::KEY_PREFIX`]), the right first answers with a time and the
/// fastest of them, found by SQLite: what the learner's countdown bests are worked out from.
pub fn countdown_fastest(conn: &Connection) -> Result<Vec<FastestRight>, DbError> {
    if !has_tables(conn)? {
        return Ok(Vec::new());
    }
    let mut q = conn.prepare(&format!(
        "SELECT key, min(response_ms), count(*) FROM answers WHERE {} AND correct = 1
         AND response_ms IS NOT NULL AND {} = 0 GROUP BY key",
        keys_beginning(crate::coach::drill::countdown::KEY_PREFIX),
        retry_column(conn)?
    ))?;
    let rows =
        q.query_map([], |r| Ok(FastestRight { key: r.get(0)?, ms: u(r.get(1)?), right: u(r.get(2)?) }))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The journals whose answers the database holds and that may still be on disk.
pub fn merged_journals(tx: &Transaction<'_>) -> Result<Vec<String>, DbError> {
    Ok(tx
        .prepare("SELECT name FROM merged_journals")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?)
}

/// Named among the journals saved when a heal could not read which were (their list was on a
/// damaged page): the next save then adds of each journal only the answers the database does not
/// hold ([`not_held`]). Not a journal's name, so that save forgets it.
pub const JOURNALS_UNNAMED: &str = "(journals not named: compare their answers)";

/// The answers of a journal the database does not hold already: an answer is held when the
/// database has one equal in every field (its moment to the second, its time to the
/// millisecond among them), each answer of the database standing for one only. A journal's
/// answers are saved together, so a journal saved before is left with none, and one whose
/// answers were partly lost with a damaged page gives back those lost.
pub fn not_held(tx: &Transaction<'_>, answers: &[AnswerRecord]) -> Result<Vec<AnswerRecord>, DbError> {
    let mut q = tx.prepare_cached(
        "SELECT count(*) FROM answers WHERE drill = ?1 AND day = ?2 AND at = ?3 AND tbl = ?4
         AND key = ?5 AND answer = ?6 AND expected = ?7 AND correct = ?8 AND mistake IS ?9
         AND cost_percent IS ?10 AND response_ms IS ?11 AND retry = ?12",
    )?;
    let mut fresh = Vec::new();
    for (n, a) in answers.iter().enumerate() {
        let held: i64 = q.query_row(
            params![
                a.drill,
                i(a.at / 86_400),
                i(a.at),
                a.table,
                a.key,
                a.answer,
                a.expected,
                a.correct,
                a.mistake,
                a.cost_percent,
                a.response_ms.map(i),
                a.retry
            ],
            |r| r.get(0),
        )?;
        // The same answer earlier in the journal took one of those held.
        let before = answers[..n].iter().filter(|b| *b == a).count() as i64;
        if held <= before {
            fresh.push(a.clone());
        }
    }
    Ok(fresh)
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

/// Whether SQLite's own check finds the database damaged, and what it found: asked after a
/// write failed for a reason that does not say so.
pub fn damage(path: &Path) -> Option<String> {
    check_files(path).ok()?;
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).ok()?;
    // What the check found is said in SQLite's words for a damaged database, as a failed query
    // says it (`sqlite3_errstr(SQLITE_CORRUPT)`): the check's own (`*** in database main *** Tree 2 page 2: …`) are for SQLite's
    // developers.
    match conn.query_row("PRAGMA quick_check(1)", [], |r| r.get::<_, String>(0)) {
        Ok(found) if found == "ok" => None,
        Ok(_) => Some("database disk image is malformed".to_string()),
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

/// The median of sorted times (the mean of the two middle ones for an even count), as
/// [`crate::coach::learner::history::median`] takes it, without overflow.
fn median_of(low: u64, high: u64) -> u64 {
    low / 2 + high / 2 + (low % 2 + high % 2) / 2
}

/// The median answer time of one drill on one day, first answers alone, read through the index.
fn day_median(conn: &Connection, drill: &str, day: u64) -> Result<Option<u64>, DbError> {
    let timed: i64 = conn.query_row(
        "SELECT count(*) FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL
         AND retry = 0",
        params![drill, i(day)],
        |r| r.get(0),
    )?;
    if timed == 0 {
        return Ok(None);
    }
    let mut q = conn.prepare_cached(
        "SELECT response_ms FROM answers WHERE drill = ?1 AND day = ?2 AND response_ms IS NOT NULL
         AND retry = 0 ORDER BY response_ms LIMIT 2 OFFSET ?3",
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

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A commit waits for the disk twice: the journal is kept and emptied, so it is made once;
    /// NORMAL syncs it once and the database once (FULL would sync the journal again before
    /// writing its header, and after emptying it); and the bundled SQLite is built without the
    /// folder sync it makes whenever it opens a journal (`.cargo/config.toml`). A drill of 1 or
    /// 20 questions measured with `strace -f -c -e trace=fsync,fdatasync` makes 2 syncs.
    #[test]
    fn the_database_is_built_and_opened_to_sync_twice_a_commit() {
        let dir = tempfile::tempdir().unwrap();
        let conn = open_to_write(&dir.path().join("p.db")).unwrap();
        let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
        let sync: i64 = conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
        let options: Vec<String> = conn
            .prepare("PRAGMA compile_options")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!((mode.as_str(), sync), ("truncate", 1));
        assert!(options.iter().any(|o| o == "DISABLE_DIRSYNC"), "{options:?}");
    }

    /// A new database's tables come in the transaction of its first write, so a first save
    /// commits once (two syncs, as every save): rolled back (a save killed before its commit),
    /// the file holds no table and reads as no answer; committed, tables and answers together.
    #[test]
    fn a_new_database_is_made_by_its_first_write() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let mut conn = open_to_write(&path).unwrap();
        {
            let tx = begin_write(&mut conn).unwrap();
            standing::append(&tx, &[answer("payout natural", "book", true, 900, 60)]).unwrap();
            // Dropped without a commit: rolled back.
        }
        let read = open_to_read(&path).unwrap();
        assert!(!has_tables(&read).unwrap());
        assert_eq!((count(&read).unwrap(), check_version(&read).unwrap()), (0, 0));
        let tx = begin_write(&mut conn).unwrap();
        standing::append(&tx, &[answer("payout natural", "book", true, 900, 60)]).unwrap();
        tx.commit().unwrap();
        assert_eq!((count(&read).unwrap(), check_version(&read).unwrap()), (1, DATABASE_FORMAT_VERSION));
        // Begun again, an up-to-date database is left as it is.
        begin_write(&mut conn).unwrap().commit().unwrap();
        assert_eq!(count(&read).unwrap(), 1);
    }

    /// A counting session at `table` whose chart plays gave away `chips`, for the tests to save.
    pub(crate) fn counting(table: &str, system: &str, rounds: u32, chips: f64) -> CountingSession {
        use crate::coach::learner::record::Costliest;
        let slip = |part: &str, chips: f64| SlipChips {
            part: part.into(),
            chips,
            costliest: (chips > 0.0)
                .then(|| Costliest { chips: chips / 3.0, drill: "hard-decisions".into() }),
        };
        CountingSession {
            table: table.into(),
            system: system.into(),
            at: 1_700_000_000,
            hidden: true,
            rounds,
            parts: vec![slip("running-count", 0.1 + 0.2), slip("chart-play", chips), slip("bet", -0.0125)],
        }
    }

    /// A counting session is read back as it was saved, every figure to the last bit; the latest
    /// of each system at a table, oldest first; none once reset.
    #[test]
    fn counting_sessions_are_read_back_bit_for_bit_the_latest_of_each_system() {
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
        let tx = begin_write(&mut conn).unwrap();
        let saved: Vec<CountingSession> = (0..5)
            .map(|n| {
                counting(
                    if n == 2 { "book" } else { "feral" },
                    ["hi-lo", "zen"][n % 2],
                    10 + n as u32,
                    n as f64 / 7.0,
                )
            })
            .collect();
        for s in &saved {
            add_counting(&tx, s).unwrap();
        }
        tx.commit().unwrap();
        let feral = |conn: &Connection, last| latest_counting(conn, "feral", last).unwrap();
        assert_eq!(
            feral(&conn, 10),
            [saved[0].clone(), saved[1].clone(), saved[3].clone(), saved[4].clone()]
        );
        // The latest one of each system, oldest first.
        assert_eq!(feral(&conn, 1), [saved[3].clone(), saved[4].clone()]);
        assert_eq!(latest_counting(&conn, "book", 10).unwrap(), [saved[2].clone()]);
        let tx = begin_write(&mut conn).unwrap();
        clear(&tx).unwrap();
        tx.commit().unwrap();
        assert!(feral(&conn, 10).is_empty());
    }

    /// A database of version 3, written before counting sessions were kept, opens unchanged to
    /// read (none is read from it), and its first write brings it up to date keeping every answer
    /// and timed session beside the new counting session.
    #[test]
    fn a_version_3_database_opens_unchanged_and_keeps_everything_when_brought_up_to_date() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.db");
        let answers: Vec<AnswerRecord> =
            (0..20).map(|n| answer("payout natural", "feral", n % 3 != 0, 1000 + n, 60 * n)).collect();
        let timed = TimedSession {
            drill: "hand-totals".into(),
            table: "feral".into(),
            limit_ms: 4000,
            answers: 12,
            correct: 11,
            best_streak: 9,
            at: 60,
        };
        {
            // Version 3's layout: this build's, but for the table of counting sessions (the last).
            let v3 = SCHEMA.split("CREATE TABLE IF NOT EXISTS counting_sessions").next().unwrap();
            assert!(v3.contains("timed_sessions") && !v3.contains("counting"));
            let mut conn = open_to_write(&path).unwrap();
            let tx = conn.transaction().unwrap();
            tx.execute_batch(v3).unwrap();
            standing::append(&tx, &answers).unwrap();
            add_timed(&tx, &timed).unwrap();
            tx.pragma_update(None, "user_version", 3).unwrap();
            tx.commit().unwrap();
        }
        let before = std::fs::read(&path).unwrap();
        {
            let read = open_to_read(&path).unwrap();
            assert_eq!(check_version(&read).unwrap(), 3);
            assert_eq!(count(&read).unwrap(), 20);
            assert!(latest_counting(&read, "feral", 10).unwrap().is_empty());
            let (standing, _) = standing::load_standing(&mut open_to_read(&path).unwrap()).unwrap();
            assert_eq!(standing.bests(Some("hand-totals")), [&timed]);
        }
        assert_eq!(std::fs::read(&path).unwrap(), before, "read, the file is as it was");
        let mut conn = open_to_write(&path).unwrap();
        let tx = begin_write(&mut conn).unwrap();
        let session = counting("feral", "hi-lo", 30, 2.5);
        add_counting(&tx, &session).unwrap();
        tx.commit().unwrap();
        assert_eq!(check_version(&conn).unwrap(), DATABASE_FORMAT_VERSION);
        let mut kept = Vec::new();
        each_answer(&conn, |a| {
            kept.push(a);
            Ok(())
        })
        .unwrap();
        assert_eq!(kept, answers);
        assert_eq!(standing::load_standing(&mut conn).unwrap().0.bests(Some("hand-totals")), [&timed]);
        assert_eq!(latest_counting(&conn, "feral", 10).unwrap(), [session]);
    }

    /// The indexes of a few answers are made by the first write to a database without them (as an
    /// older bjcoach left it); the queries of the progress figures read through them, and read
    /// the same as without them: the tray's and the countdown's answers, the leak of each day.
    #[test]
    fn a_database_without_the_indexes_gets_them_at_its_first_write_and_reads_the_same() {
        use crate::coach::drill::{countdown, tray};
        let dir = tempfile::tempdir().unwrap();
        let mut conn = open_to_write(&dir.path().join("p.db")).unwrap();
        let keys = [
            format!("{}half of 6", tray::KEY_PREFIX),
            format!("{}hi-lo one deck", countdown::KEY_PREFIX),
            "play hard 16 v ten".to_string(),
            "play soft 18 v 9".to_string(),
            "total 12".to_string(),
        ];
        let answers: Vec<AnswerRecord> = (0..60u64)
            .map(|n| {
                let mut a =
                    answer(&keys[(n % 5) as usize], "book", n % 3 != 0, 900 + n * 17 % 300, n * 30_000);
                a.cost_percent = Some((n % 7) as f64 / 3.0);
                a
            })
            .collect();
        let tx = begin_write(&mut conn).unwrap();
        standing::append(&tx, &answers).unwrap();
        tx.commit().unwrap();
        let rules = crate::game::rules::preset("book").unwrap();
        let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
        let figures = |conn: &mut Connection| {
            let (standing, _) = standing::load_standing(conn).unwrap();
            (
                answer_counts(conn, tray::KEY_PREFIX).unwrap(),
                countdown_fastest(conn).unwrap(),
                days::leak_days(Some(&*conn), &standing, &rules, &chart, None, 60, &[]).unwrap(),
            )
        };
        let plan = |conn: &Connection, sql: &str| -> String {
            let mut q = conn.prepare(&format!("EXPLAIN QUERY PLAN {sql}")).unwrap();
            let rows = q.query_map([], |r| r.get::<_, String>(3)).unwrap();
            rows.collect::<Result<Vec<_>, _>>().unwrap().join("; ")
        };
        let tray_query = format!(
            "SELECT key, tbl, answer, count(*) FROM answers WHERE {} AND retry = 0 GROUP BY key, tbl, answer",
            keys_beginning(tray::KEY_PREFIX)
        );
        let with = figures(&mut conn);
        assert!(plan(&conn, &tray_query).contains("answers_tray"), "{}", plan(&conn, &tray_query));
        assert!(!with.0.is_empty() && !with.1.is_empty() && !with.2.is_empty(), "{with:?}");
        conn.execute_batch(
            "DROP INDEX answers_chart_by_day; DROP INDEX answers_tray; DROP INDEX answers_countdown;",
        )
        .unwrap();
        assert!(!plan(&conn, &tray_query).contains("answers_tray"));
        assert_eq!(figures(&mut conn), with);
        begin_write(&mut conn).unwrap().commit().unwrap();
        assert!(plan(&conn, &tray_query).contains("answers_tray"));
        assert_eq!(figures(&mut conn), with);
    }

    /// An answer at `table`, right or not, taking `ms` at `at`: what the tests of the store's parts save.
    pub(super) fn answer(key: &str, table: &str, correct: bool, ms: u64, at: u64) -> AnswerRecord {
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
}
