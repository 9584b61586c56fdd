//! The learner's saved progress: every answer given, kept in a SQLite database per learner
//! (`progress.db`, see [`crate::coach::learner::store`]), with the summaries the coach reads beside them.
//!
//! Each save is one transaction, made under a lock, so a crash never leaves half a save and two
//! bjcoach processes never lose each other's answers. A database that SQLite finds damaged is kept
//! aside (`progress.db.damaged`), never overwritten, by the next save, which moves every answer
//! that can still be read into a new one and says how many; the `progress.json` of earlier
//! versions is moved into the database by the first save and kept as `progress.json.migrated`.
//!
//! A drill session also writes each answer, as soon as it is scored, to a journal of its own
//! (`journal-*.jsonl`, one JSON answer a line), locked for as long as the session runs. The session
//! adds its answers to the database when it ends and then deletes its journal; a session killed
//! before that (terminal closed, power cut) leaves its journal behind, unlocked. Every later save
//! recovers such journals, and every read counts their answers, so no more than the answer being
//! written is lost. A journal write that fails (a full disk) leaves whole lines only; the answers
//! it could not hold stay with the session, written with its next answer and saved at its end. The database names the journals it already holds, in the same transaction as
//! their answers, until they are gone, so that a crash between the commit and their deletion never
//! saves an answer twice.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::coach::learner::record::{AnswerCount, AnswerRecord, TimedSession};
use crate::coach::learner::store::days;
use crate::coach::learner::store::salvage;
use crate::coach::learner::store::standing::{self, Standing};
use crate::coach::learner::store::{self, DbError};

/// The version of the progress file format this build writes.
pub const PROGRESS_FORMAT_VERSION: u32 = 1;

/// How many bytes the check before a session writes: more than the journal of a long session.
const WRITE_PROBE_BYTES: usize = 64 * 1024;

/// The environment variable that moves the data folder.
pub const DATA_DIR_ENV: &str = "BJCOACH_DATA_DIR";

/// Every answer of one learner, in the JSON form of `stats --export json`, of reset backups and
/// of the `progress.json` of earlier versions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// File format version.
    pub version: u32,
    /// Every answer, oldest first.
    pub answers: Vec<AnswerRecord>,
    /// Journals whose answers this file already holds and that may not be deleted yet: they are
    /// never read again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged_journals: Vec<String>,
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { version: PROGRESS_FORMAT_VERSION, answers: Vec::new(), merged_journals: Vec::new() }
    }
}

/// Why progress could not be read or saved.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The file was written by a newer bjcoach; it is left untouched.
    #[error(
        "{path}: this progress file has format version {found}, newer than this bjcoach reads ({reads}); update bjcoach, or use another --data-dir"
    )]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its version.
        found: u32,
        /// The newest version of that file this build reads (the database's and the old JSON
        /// file's differ).
        reads: u32,
    },
    /// The database is damaged (SQLite found it so); the next save keeps it aside and moves
    /// into a new one every answer that can still be read.
    #[error("{path}: {reason}")]
    Damaged {
        /// The database.
        path: PathBuf,
        /// What SQLite found.
        reason: String,
    },
    /// A file system error.
    #[error("{path}: {source}")]
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
}

/// Something the learner should know about their saved progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The file could not be read; it was moved aside and a fresh one started.
    MovedAside {
        /// Where the unreadable file now is.
        to: PathBuf,
        /// Why it could not be read.
        reason: String,
    },
    /// The database was damaged: it was kept aside and every answer that could still be read
    /// moved into a new one.
    Damaged {
        /// Where the damaged file now is.
        to: PathBuf,
        /// What SQLite found.
        reason: String,
        /// Answers moved into the new database.
        recovered: usize,
        /// How many answers the damaged file held, when that could still be read.
        held: Option<usize>,
    },
    /// An older file format was backed up before being rewritten.
    BackedUp {
        /// The backup.
        to: PathBuf,
        /// The old version.
        from_version: u32,
    },
    /// A `progress.json` of an older version was moved into the database.
    Migrated {
        /// How many answers it held.
        answers: usize,
        /// Where the old file is kept.
        to: PathBuf,
    },
    /// Answers of sessions that ended without saving were added from their journals.
    Recovered {
        /// How many answers.
        answers: usize,
        /// From how many sessions.
        sessions: usize,
    },
    /// Lines of a journal could not be read and were skipped.
    SkippedLines {
        /// The journal.
        path: PathBuf,
        /// How many lines.
        lines: usize,
        /// Where the journal was kept once its other lines were saved, if it was.
        kept_as: Option<PathBuf>,
    },
    /// A journal could not be read at all; it was left where it is.
    UnreadableJournal {
        /// The journal.
        path: PathBuf,
        /// Why.
        reason: String,
    },
}

/// `path` with `suffix` added to its name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Deletes a database and its rollback journal, if they exist.
fn remove_database(path: &Path) {
    let _ = fs::remove_file(path);
    let _ = fs::remove_file(with_suffix(path, "-journal"));
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::MovedAside { to, reason } => write!(
                f,
                "your saved progress could not be read ({reason}); it was kept as {} and a new file was started",
                to.display()
            ),
            Notice::Damaged { to, reason, recovered, held } => {
                let (of, lost) = match held {
                    Some(1) if *recovered == 1 => ("its one answer".into(), String::new()),
                    Some(held) if held == recovered => (format!("all {held} of its answers"), String::new()),
                    Some(held) => (format!("{recovered} of its {held} answers"), String::new()),
                    None => {
                        (format!("{recovered} of its answers"), " (how many it held cannot be read)".into())
                    }
                };
                write!(
                    f,
                    "your saved progress was damaged ({reason}): {of} could still be read and {} kept in a new database{lost}; the damaged file is kept as {}",
                    if *recovered == 1 { "is" } else { "are" },
                    to.display()
                )
            }
            Notice::BackedUp { to, from_version } => write!(
                f,
                "your saved progress (format {from_version}) was updated to format {PROGRESS_FORMAT_VERSION}; the old file is kept as {}",
                to.display()
            ),
            Notice::Migrated { answers, to } => write!(
                f,
                "your saved progress ({answers} answer{}) was moved into {}; the old file is kept as {}",
                if *answers == 1 { "" } else { "s" },
                to.with_file_name("progress.db").display(),
                to.display()
            ),
            Notice::Recovered { answers, sessions } => {
                let what = if *answers == 1 { "answer" } else { "answers" };
                let verb = if *answers == 1 { "was" } else { "were" };
                let whose = if *sessions == 1 {
                    "a session that ended without saving".to_string()
                } else {
                    format!("{sessions} sessions that ended without saving")
                };
                write!(f, "{answers} {what} of {whose} {verb} recovered")
            }
            Notice::SkippedLines { path, lines, kept_as } => {
                let what = if *lines == 1 { "line" } else { "lines" };
                write!(
                    f,
                    "{}: {lines} {what} of this journal could not be read and were skipped",
                    path.display()
                )?;
                match kept_as {
                    Some(to) => write!(f, "; the file is kept as {}", to.display()),
                    None => Ok(()),
                }
            }
            Notice::UnreadableJournal { path, reason } => write!(
                f,
                "{}: this journal of an unsaved session could not be read ({reason}); it was left in place",
                path.display()
            ),
        }
    }
}

/// The journal of a running drill session: its answers, one JSON line each, written as they are
/// given. It stays locked while the session runs, so that no other bjcoach recovers it.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    file: File,
    /// The bytes of whole lines on disk.
    len: u64,
    /// The answers those lines hold.
    held: usize,
    /// Lines not written yet (a write failed), written with the next answer.
    pending: Vec<u8>,
    /// The answers of `pending`.
    pending_answers: usize,
    /// Whether a failure was already returned.
    told: bool,
    /// Whether the journal could not be cut back to its whole lines, so that nothing more is
    /// written to it.
    broken: bool,
}

impl Journal {
    /// The journal file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn name(&self) -> String {
        self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// A new journal, locked, at `path`.
    fn new(path: PathBuf, file: File) -> Journal {
        Journal {
            path,
            file,
            len: 0,
            held: 0,
            pending: Vec::new(),
            pending_answers: 0,
            told: false,
            broken: false,
        }
    }

    /// How many answers the journal holds on disk: those a session that ends without saving
    /// leaves to be recovered.
    pub fn held(&self) -> usize {
        self.held
    }

    /// Writes one answer to disk, with any that a failed write left in memory (a full disk may
    /// have room again). A failed write leaves only whole lines in the file, and only the first
    /// failure is returned; the session still has every answer to save when it ends.
    pub fn record(&mut self, answer: &AnswerRecord) -> Result<(), StoreError> {
        if self.broken {
            return Ok(());
        }
        let line = serde_json::to_string(answer)
            .map_err(|e| StoreError::Io { path: self.path.clone(), source: io::Error::other(e) })?;
        self.pending.extend_from_slice(line.as_bytes());
        self.pending.push(b'\n');
        self.pending_answers += 1;
        match self.file.write_all(&self.pending).and_then(|()| self.file.sync_data()) {
            Ok(()) => {
                self.len += self.pending.len() as u64;
                self.held += self.pending_answers;
                self.pending.clear();
                self.pending_answers = 0;
                Ok(())
            }
            Err(source) => {
                // A line cut short would run into the next one written.
                self.broken = self.file.set_len(self.len).is_err();
                if std::mem::replace(&mut self.told, true) {
                    return Ok(());
                }
                Err(StoreError::Io { path: self.path.clone(), source })
            }
        }
    }

    /// Deletes the journal of a session that saved nothing.
    pub fn discard(self) -> Result<(), StoreError> {
        fs::remove_file(&self.path).map_err(|source| StoreError::Io { path: self.path.clone(), source })
    }
}

/// A journal left by a session that ended without saving, locked while it is being recovered.
struct Orphan {
    name: String,
    path: PathBuf,
    answers: Vec<AnswerRecord>,
    skipped: usize,
    _lock: File,
}

fn is_journal(name: &str) -> bool {
    name.starts_with("journal-") && name.ends_with(".jsonl") && !name.contains(['/', '\\'])
}

/// The longest journal line read: an answer takes a few hundred bytes, so a longer line is not
/// one bjcoach wrote, and is skipped without being held in memory.
const JOURNAL_LINE_LIMIT: usize = 64 * 1024;

/// The complete, readable lines of a journal, in order, read one line at a time; a last line
/// without its line end was cut short by the end of its session and is skipped. Returns the
/// answers and how many lines could not be read.
fn journal_answers(mut reader: impl io::BufRead) -> io::Result<(Vec<AnswerRecord>, usize)> {
    let mut answers = Vec::new();
    let mut skipped = 0;
    let mut line = Vec::new();
    loop {
        line.clear();
        let mut too_long = false;
        let ended = loop {
            let buf = reader.fill_buf()?;
            if buf.is_empty() {
                break false;
            }
            let (taken, ended) = match buf.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buf.len(), false),
            };
            let content = &buf[..if ended { taken - 1 } else { taken }];
            too_long |= line.len() + content.len() > JOURNAL_LINE_LIMIT;
            if !too_long {
                line.extend_from_slice(content);
            }
            reader.consume(taken);
            if ended {
                break true;
            }
        };
        if !ended {
            // The end of the file: what is left was cut short, or there is nothing left.
            return Ok((answers, skipped));
        }
        if too_long {
            skipped += 1;
            continue;
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        match serde_json::from_slice::<AnswerRecord>(&line) {
            Ok(a) => answers.push(a),
            Err(_) => skipped += 1,
        }
    }
}

/// The progress of one learner in a data folder: a SQLite database (`progress.db`), the journals
/// of sessions, and until it is moved into the database, the `progress.json` of older versions.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

/// The default data folder: `BJCOACH_DATA_DIR` when set, else the platform's user data folder.
pub fn default_data_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "bjcoach").map(|d| d.data_dir().to_path_buf())
}

/// What a read of the progress gives: the compact standing the coach reads, the answers not yet
/// in the database (sessions that ended without saving, a `progress.json` not yet moved in),
/// already counted in the standing, and what the learner should know.
#[derive(Debug, Default)]
pub struct Reading {
    /// Everything counted.
    pub standing: Standing,
    /// The answers counted that the database does not hold yet, oldest first.
    pub unsaved: Vec<AnswerRecord>,
    /// A file that cannot be read, and why; it reads as empty.
    pub problem: Option<String>,
    /// Notes about the journals read.
    pub notices: Vec<Notice>,
}

/// What `stats --reset` did.
#[derive(Debug)]
pub struct Reset {
    /// The backup of the answers and how many it holds, counted under the reset's lock; `None`
    /// when nothing was saved.
    pub backup: Option<(PathBuf, usize)>,
    /// What the learner should know about their saved progress, found before the reset.
    pub notices: Vec<Notice>,
}

/// A `progress.json` of an older bjcoach, read to be moved into the database.
struct Legacy {
    answers: Vec<AnswerRecord>,
    merged: Vec<String>,
    fingerprint: String,
}

/// A fingerprint of a file's bytes (FNV-1a and the length), to know a file already moved in.
fn fingerprint(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        hash = (hash ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}-{}", bytes.len())
}

impl Store {
    /// The store in this folder (created when first written).
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The progress database.
    pub fn path(&self) -> PathBuf {
        self.dir.join("progress.db")
    }

    /// The progress file of older versions, moved into the database by the first write.
    pub fn legacy_path(&self) -> PathBuf {
        self.dir.join("progress.json")
    }

    fn lock_path(&self) -> PathBuf {
        self.dir.join("progress.lock")
    }

    fn io(&self, path: &Path) -> impl FnOnce(io::Error) -> StoreError + use<> {
        let path = path.to_path_buf();
        move |source| StoreError::Io { path, source }
    }

    fn db_error(&self, e: DbError) -> StoreError {
        let path = self.path();
        match e {
            DbError::TooNew(found) => StoreError::TooNew {
                path,
                found: found as u32,
                reads: crate::coach::learner::store::DATABASE_FORMAT_VERSION as u32,
            },
            DbError::Corrupt(reason) => StoreError::Damaged { path, reason },
            other => StoreError::Io { path, source: io::Error::other(other.to_string()) },
        }
    }

    /// Whether answers can be saved here: the folder can be made, has room for a session's
    /// journal, and the database, if there is one, can be opened to write. The reason when not.
    pub fn check_writable(&self) -> Result<(), StoreError> {
        if self.dir.exists() && !self.dir.is_dir() {
            let file =
                io::Error::new(io::ErrorKind::NotADirectory, "a file stands where the data folder should be");
            return Err(self.io(&self.dir)(file));
        }
        fs::create_dir_all(&self.dir).map_err(self.io(&self.dir))?;
        let probe =
            self.dir.join(format!(".write-check-{}-{:08x}", std::process::id(), rand::random::<u32>()));
        let mut file =
            OpenOptions::new().write(true).create_new(true).open(&probe).map_err(self.io(&self.dir))?;
        // Real bytes, enough for a session's journal and synced: a full disk still lets an empty
        // file be made.
        let written = file.write_all(&[b'\n'; WRITE_PROBE_BYTES]).and_then(|()| file.sync_all());
        drop(file);
        let _ = fs::remove_file(&probe);
        written.map_err(self.io(&self.dir))?;
        let db = self.path();
        if db.exists() {
            OpenOptions::new().write(true).open(&db).map_err(self.io(&db))?;
        }
        Ok(())
    }

    /// Reads the progress without changing anything; an unreadable file reads as empty, with the
    /// reason. Answers in the journals of sessions that ended without saving are counted too.
    pub fn load(&self) -> Result<(Progress, Option<String>), StoreError> {
        self.load_with_notices().map(|(p, problem, _)| (p, problem))
    }

    /// [`Store::load`], with what the learner should know about the journals read. Holds every
    /// answer in memory: the commands read [`Store::read`], stream [`Store::each_answer`] (an
    /// export) or count [`Store::answer_counts`] (the learner's habits) instead.
    pub fn load_with_notices(&self) -> Result<(Progress, Option<String>, Vec<Notice>), StoreError> {
        let mut answers = Vec::new();
        let (reading, merged) = self.read_with(|conn| {
            store::each_answer(conn, |a| {
                answers.push(a);
                Ok(())
            })
        })?;
        answers.extend(reading.unsaved);
        let progress = Progress { version: PROGRESS_FORMAT_VERSION, answers, merged_journals: merged };
        Ok((progress, reading.problem, reading.notices))
    }

    /// The answers of [`Store::load_with_notices`], in the same order, to `each` one at a time:
    /// the database's from a query cursor, so that an export never holds every answer at once.
    /// The first error of `each` stops the reading and is returned inside; the outer error is
    /// the store's.
    #[allow(clippy::type_complexity)]
    pub fn each_answer(
        &self,
        mut each: impl FnMut(&AnswerRecord) -> io::Result<()>,
    ) -> Result<io::Result<(Option<String>, Vec<Notice>)>, StoreError> {
        let mut failed = None;
        let read = self.read_with(|conn| {
            store::each_answer(conn, |a| {
                each(&a).map_err(|e| {
                    // Stops the cursor; the error itself is returned from `failed`.
                    let stop = DbError::Other(rusqlite::Error::ToSqlConversionFailure(e.to_string().into()));
                    failed = Some(e);
                    stop
                })
            })
        });
        if let Some(e) = failed {
            return Ok(Err(e));
        }
        let (reading, _) = read?;
        for a in &reading.unsaved {
            if let Err(e) = each(a) {
                return Ok(Err(e));
            }
        }
        Ok(Ok((reading.problem, reading.notices)))
    }

    /// How often each answer was typed to each chart question, over the answers of
    /// [`Store::load_with_notices`], counted in the database rather than read one by one (the
    /// learner's habits), with the problem and notices of the reading.
    #[allow(clippy::type_complexity)]
    pub fn answer_counts(&self) -> Result<(Vec<AnswerCount>, Option<String>, Vec<Notice>), StoreError> {
        let mut counts = Vec::new();
        let (reading, _) = self.read_with(|conn| {
            counts = store::answer_counts(conn)?;
            Ok(())
        })?;
        counts.extend(reading.unsaved.iter().filter(|a| a.key.starts_with("play ")).map(|a| AnswerCount {
            key: a.key.clone(),
            table: a.table.clone(),
            answer: a.answer.clone(),
            times: 1,
        }));
        Ok((counts, reading.problem, reading.notices))
    }

    /// Reads what the coach needs, without changing anything.
    pub fn read(&self) -> Result<Reading, StoreError> {
        self.read_with(|_| Ok(())).map(|(r, _)| r)
    }

    /// Accuracy and speed per drill and day, as [`days::drill_days`] gives them, from the
    /// database and the answers of `reading` it does not hold.
    pub fn drill_days(
        &self,
        reading: &Reading,
        drill: Option<&str>,
        latest: usize,
    ) -> Result<Vec<crate::coach::learner::history::DrillDay>, StoreError> {
        let conn = match self.open_existing() {
            Ok(conn) => conn,
            Err(StoreError::TooNew { .. } | StoreError::Io { .. } | StoreError::Damaged { .. })
                if reading.problem.is_some() =>
            {
                None
            }
            Err(e) => return Err(e),
        };
        days::drill_days(conn.as_ref(), drill, latest, &reading.unsaved).map_err(|e| self.db_error(e))
    }

    /// The database to read summaries from, when there is one; `None` too when it could not be
    /// read and the reading said so.
    fn summaries(&self, reading: &Reading) -> Result<Option<Connection>, StoreError> {
        match self.open_existing() {
            Ok(conn) => Ok(conn),
            Err(StoreError::TooNew { .. } | StoreError::Io { .. } | StoreError::Damaged { .. })
                if reading.problem.is_some() =>
            {
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// Accuracy and median time per family of drills and day, as [`days::family_days`] gives
    /// them, for the families of `path` (of one drill's answers, or all).
    pub fn family_days(
        &self,
        reading: &Reading,
        path: &crate::coach::learner::learning_path::LearningPath,
        drill: Option<&str>,
        latest: usize,
    ) -> Result<Vec<crate::coach::learner::trend::FamilyTrend>, StoreError> {
        let conn = self.summaries(reading)?;
        let answered =
            days::drills_answered(conn.as_ref(), drill, &reading.unsaved).map_err(|e| self.db_error(e))?;
        let families = crate::coach::learner::trend::families(path, &answered);
        days::family_days(conn.as_ref(), &families, drill, latest, &reading.unsaved)
            .map_err(|e| self.db_error(e))
    }

    /// The leak at a table at the end of each of the latest days, as [`days::leak_days`] gives it.
    pub fn leak_days(
        &self,
        reading: &Reading,
        rules: &crate::game::rules::TableRules,
        chart: &crate::strategy::chart::Chart,
        drill: Option<&str>,
        latest: usize,
    ) -> Result<Vec<crate::coach::learner::trend::LeakDay>, StoreError> {
        let conn = self.summaries(reading)?;
        days::leak_days(conn.as_ref(), &reading.standing, rules, chart, drill, latest, &reading.unsaved)
            .map_err(|e| self.db_error(e))
    }

    /// The database, opened to read, when there is one.
    fn open_existing(&self) -> Result<Option<Connection>, StoreError> {
        let path = self.path();
        match fs::metadata(&path) {
            Ok(_) => store::open_to_read(&path).map(Some).map_err(|e| self.db_error(e)),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(self.io(&path)(e)),
        }
    }

    fn read_with(
        &self,
        mut also: impl FnMut(&Connection) -> Result<(), DbError>,
    ) -> Result<(Reading, Vec<String>), StoreError> {
        let mut problem = None;
        let (mut standing, mut merged) = (Standing::default(), Vec::new());
        match self.open_existing() {
            Ok(Some(mut conn)) => {
                match standing::load_standing(&mut conn).and_then(|loaded| also(&conn).map(|()| loaded)) {
                    Ok(loaded) => (standing, merged) = loaded,
                    Err(DbError::Corrupt(why)) => problem = Some(format!("{}: {why}", self.path().display())),
                    Err(e) => return Err(self.db_error(e)),
                }
            }
            Ok(None) => {}
            Err(StoreError::Io { source, .. }) if source.kind() != io::ErrorKind::NotADirectory => {
                problem = Some(format!("{}: {source}", self.path().display()));
            }
            Err(StoreError::Damaged { reason, .. }) => {
                problem = Some(format!("{}: {reason}", self.path().display()))
            }
            Err(e) => return Err(e),
        }
        let mut unsaved = Vec::new();
        match self.read_legacy() {
            Ok(Some(legacy)) => {
                merged.extend(legacy.merged);
                unsaved.extend(legacy.answers);
            }
            Ok(None) => {}
            Err(Parsed::TooNew(found)) => {
                return Err(StoreError::TooNew {
                    path: self.legacy_path(),
                    found,
                    reads: PROGRESS_FORMAT_VERSION,
                });
            }
            Err(Parsed::Broken(why)) => problem = Some(format!("{}: {why}", self.legacy_path().display())),
            Err(Parsed::Current(_) | Parsed::Older(..)) => {}
        }
        let mut notices = Vec::new();
        for orphan in self.orphans(&merged, None, &mut notices)? {
            if orphan.skipped > 0 {
                notices.push(Notice::SkippedLines {
                    path: orphan.path,
                    lines: orphan.skipped,
                    kept_as: None,
                });
            }
            unsaved.extend(orphan.answers);
        }
        for a in &unsaved {
            standing.add(a);
        }
        Ok((Reading { standing, unsaved, problem, notices }, merged))
    }

    /// The `progress.json` of an older bjcoach, unless there is none or the database already
    /// holds it (the next update renames it).
    fn read_legacy(&self) -> Result<Option<Legacy>, Parsed> {
        let bytes = match fs::read(self.legacy_path()) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(Parsed::Broken(e.to_string())),
        };
        let fingerprint = fingerprint(&bytes);
        if let Ok(Some(conn)) = self.open_existing()
            && let Ok(true) =
                conn.query_row("SELECT count(*) FROM migrated WHERE fingerprint = ?1", [&fingerprint], |r| {
                    r.get::<_, i64>(0).map(|n| n > 0)
                })
        {
            return Ok(None);
        }
        match parse(&bytes) {
            Parsed::Current(p) | Parsed::Older(p, _) => {
                Ok(Some(Legacy { answers: p.answers, merged: p.merged_journals, fingerprint }))
            }
            other => Err(other),
        }
    }

    /// Adds answers to the saved progress, in one transaction.
    pub fn append(&self, answers: &[AnswerRecord]) -> Result<Vec<Notice>, StoreError> {
        self.update(None, answers, None)
    }

    /// Starts the journal of a drill session, at `now` (seconds since 1970-01-01 UTC).
    pub fn open_journal(&self, now: u64) -> Result<Journal, StoreError> {
        // Made under the progress lock, so that no update takes the new journal for an orphan
        // before it is locked.
        let _lock = self.lock()?;
        loop {
            let name = format!("journal-{now}-{}-{:08x}.jsonl", std::process::id(), rand::random::<u32>());
            let path = self.dir.join(name);
            let file = match OpenOptions::new().append(true).create_new(true).open(&path) {
                Ok(file) => file,
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(self.io(&path)(e)),
            };
            if let Err(e) = file.lock() {
                let _ = fs::remove_file(&path);
                return Err(self.io(&path)(e));
            }
            return Ok(Journal::new(path, file));
        }
    }

    /// Adds the answers of a session to the saved progress, then deletes its journal. On failure
    /// the journal stays, and the next update recovers what it holds.
    pub fn append_session(
        &self,
        journal: Journal,
        answers: &[AnswerRecord],
    ) -> Result<Vec<Notice>, StoreError> {
        self.update(Some(journal), answers, None)
    }

    /// Adds the answers of a timed session (its journal, when it has one, then deleted) and the
    /// session itself, for personal bests, in one transaction.
    pub fn append_timed_session(
        &self,
        journal: Option<Journal>,
        answers: &[AnswerRecord],
        session: &TimedSession,
    ) -> Result<Vec<Notice>, StoreError> {
        self.update(journal, answers, Some(session))
    }

    /// Writes every saved answer to a backup (`progress.json.reset-STAMP`, in the format of
    /// `stats --export json`, a name no other backup has) and empties the database; returns the
    /// backup's path and how many answers it holds, counted under the same lock as the reset, or
    /// `None` when nothing was saved. The answers of sessions that ended without saving are saved
    /// first, so the backup holds them too.
    pub fn reset(&self, stamp: u64) -> Result<Reset, StoreError> {
        let _lock = self.lock()?;
        let mut notices = Vec::new();
        let pending = !self.orphans(&[], None, &mut Vec::new())?.is_empty() || self.legacy_path().exists();
        if pending {
            notices = self.update_locked(None, &[], None)?;
        }
        let backup = self.healing(&mut notices, |_| self.reset_locked(stamp))?;
        Ok(Reset { backup, notices })
    }

    /// [`Store::reset`] once the answers of sessions that ended without saving are saved.
    fn reset_locked(&self, stamp: u64) -> Result<Option<(PathBuf, usize)>, StoreError> {
        if !self.path().exists() {
            return Ok(None);
        }
        let mut conn = self.open_to_write()?;
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(|e| self.db_error(e.into()))?;
        let answers = store::count(&tx).map_err(|e| self.db_error(e))?;
        if answers == 0 {
            return Ok(None);
        }
        let (backup, file) = self.new_file(&format!("progress.json.reset-{stamp}"))?;
        let mut out = io::BufWriter::new(file);
        let written = (|| -> Result<(), DbError> {
            let w = |out: &mut io::BufWriter<File>, text: &str| {
                out.write_all(text.as_bytes())
                    .map_err(|e| DbError::Other(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))
            };
            w(&mut out, &format!("{{\"version\": {PROGRESS_FORMAT_VERSION}, \"answers\": [\n"))?;
            let mut first = true;
            store::each_answer(&tx, |a| {
                let line = serde_json::to_string(&a)
                    .map_err(|e| DbError::Other(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))?;
                w(&mut out, if first { "" } else { ",\n" })?;
                first = false;
                w(&mut out, &line)
            })?;
            w(&mut out, "\n]}\n")?;
            let file = out.into_inner().map_err(|e| {
                DbError::Other(rusqlite::Error::ToSqlConversionFailure(Box::new(e.into_error())))
            })?;
            file.sync_all().map_err(|e| DbError::Other(rusqlite::Error::ToSqlConversionFailure(Box::new(e))))
        })();
        if let Err(e) = written {
            // The backup is incomplete: remove it and keep every answer where it is.
            let _ = fs::remove_file(&backup);
            return Err(self.db_error(e));
        }
        store::clear(&tx).and_then(|()| tx.commit().map_err(DbError::from)).map_err(|e| self.db_error(e))?;
        Ok(Some((backup, answers)))
    }

    /// A new file named `stem`, or `stem.2`, `stem.3`… when taken: never one that exists.
    fn new_file(&self, stem: &str) -> Result<(PathBuf, File), StoreError> {
        let mut n = 1;
        loop {
            let name = if n == 1 { stem.to_string() } else { format!("{stem}.{n}") };
            let path = self.dir.join(name);
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(file) => return Ok((path, file)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => n += 1,
                Err(e) => return Err(self.io(&path)(e)),
            }
        }
    }

    fn lock(&self) -> Result<File, StoreError> {
        fs::create_dir_all(&self.dir).map_err(self.io(&self.dir))?;
        let lock_path = self.lock_path();
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(self.io(&lock_path))?;
        file.lock().map_err(self.io(&lock_path))?;
        Ok(file)
    }

    /// The journals in the folder that no live session holds, oldest first, each locked, leaving
    /// out `merged` (already saved) and `own`.
    fn orphans(
        &self,
        merged: &[String],
        own: Option<&Path>,
        notices: &mut Vec<Notice>,
    ) -> Result<Vec<Orphan>, StoreError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(self.io(&self.dir)(e)),
        };
        let mut names = Vec::new();
        for entry in entries {
            let name = entry.map_err(self.io(&self.dir))?.file_name().to_string_lossy().into_owned();
            if is_journal(&name) && !merged.contains(&name) {
                names.push(name);
            }
        }
        names.sort();
        let mut orphans = Vec::new();
        for name in names {
            let path = self.dir.join(&name);
            if own == Some(path.as_path()) {
                continue;
            }
            let file = match File::open(&path) {
                Ok(file) => file,
                Err(e) if e.kind() == io::ErrorKind::NotFound => continue,
                Err(e) => {
                    notices.push(Notice::UnreadableJournal { path, reason: e.to_string() });
                    continue;
                }
            };
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => continue,
                Err(TryLockError::Error(e)) => {
                    notices.push(Notice::UnreadableJournal { path, reason: e.to_string() });
                    continue;
                }
            }
            let (answers, skipped) = match journal_answers(io::BufReader::new(&file)) {
                Ok(read) => read,
                Err(e) => {
                    notices.push(Notice::UnreadableJournal { path, reason: e.to_string() });
                    continue;
                }
            };
            orphans.push(Orphan { name, path, answers, skipped, _lock: file });
        }
        Ok(orphans)
    }

    /// Saves answers while holding the lock.
    fn update(
        &self,
        own: Option<Journal>,
        answers: &[AnswerRecord],
        timed: Option<&TimedSession>,
    ) -> Result<Vec<Notice>, StoreError> {
        let _lock = self.lock()?;
        self.update_locked(own, answers, timed)
    }

    /// Opens the database to write, creating it when missing; one that is not a database, or a
    /// damaged one, is [`StoreError::Damaged`], which [`Store::healing`] answers.
    fn open_to_write(&self) -> Result<Connection, StoreError> {
        let conn = store::open_to_write(&self.path()).map_err(|e| self.db_error(e))?;
        store::count(&conn).map_err(|e| self.db_error(e))?;
        Ok(conn)
    }

    /// Runs `attempt`, a write made under the lock, giving it the notices to add to. When it
    /// finds the database damaged (SQLite says so, or, after any other failure, its quick check
    /// does), the database is healed (see [`Store::heal`]) and `attempt` runs once more.
    fn healing<T>(
        &self,
        notices: &mut Vec<Notice>,
        mut attempt: impl FnMut(&mut Vec<Notice>) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let mut first = Vec::new();
        let result = attempt(&mut first);
        notices.extend(first);
        let reason = match &result {
            Err(StoreError::Damaged { reason, .. }) => reason.clone(),
            Err(StoreError::Io { .. }) => match store::damage(&self.path()) {
                Some(found) => found,
                None => return result,
            },
            _ => return result,
        };
        self.heal(reason, notices)?;
        let mut second = Vec::new();
        let result = attempt(&mut second);
        // What the first attempt already said is not said twice.
        for n in second {
            if !notices.contains(&n) {
                notices.push(n);
            }
        }
        result
    }

    /// Keeps a damaged database aside, never overwritten (`progress.db.damaged`, with its
    /// rollback journal), and puts in its place a new one holding every answer of it that can
    /// still be read (see [`salvage::salvage`]). When nothing can be read, not even its list of
    /// tables, it is kept as `progress.db.unreadable` and a new one is started. The lock must be
    /// held.
    fn heal(&self, reason: String, notices: &mut Vec<Notice>) -> Result<(), StoreError> {
        let path = self.path();
        let temp = self.free_name("progress.db.recovering");
        let salvaged = (|| -> Result<salvage::Salvaged, DbError> {
            let mut conn = store::open_to_write(&temp)?;
            let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let salvaged = salvage::salvage(&path, &tx)?;
            tx.commit()?;
            Ok(salvaged)
        })();
        let salvaged = match salvaged {
            Ok(salvaged) => salvaged,
            Err(DbError::Corrupt(_)) => salvage::Salvaged::default(),
            Err(e) => {
                remove_database(&temp);
                return Err(self.db_error(e));
            }
        };
        if salvaged.answers == 0 && salvaged.timed == 0 {
            remove_database(&temp);
            let to = self.set_aside("progress.db.unreadable")?;
            notices.push(Notice::MovedAside { to, reason });
            return Ok(());
        }
        let to = self.set_aside("progress.db.damaged")?;
        fs::rename(&temp, &path).map_err(self.io(&path))?;
        notices.push(Notice::Damaged { to, reason, recovered: salvaged.answers, held: salvaged.held });
        Ok(())
    }

    /// Renames the database, and its rollback or write-ahead journal if any, to a free name
    /// made from `stem`; returns the name.
    fn set_aside(&self, stem: &str) -> Result<PathBuf, StoreError> {
        let path = self.path();
        let to = self.free_name(stem);
        fs::rename(&path, &to).map_err(self.io(&path))?;
        for suffix in ["-journal", "-wal"] {
            let (from, kept) = (with_suffix(&path, suffix), with_suffix(&to, suffix));
            if from.exists() {
                fs::rename(&from, &kept).map_err(self.io(&from))?;
            }
        }
        Ok(to)
    }

    /// Reads `progress.json` to move it into the database: one that cannot be read is moved
    /// aside, one of an older format backed up first. `None` when there is none to move in.
    fn take_legacy(&self, notices: &mut Vec<Notice>) -> Result<Option<Legacy>, StoreError> {
        let path = self.legacy_path();
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(self.io(&path)(e)),
        };
        let fingerprint = fingerprint(&bytes);
        match parse(&bytes) {
            Parsed::Current(p) => {
                Ok(Some(Legacy { answers: p.answers, merged: p.merged_journals, fingerprint }))
            }
            Parsed::Older(p, from_version) => {
                let to = self.dir.join(format!("progress.json.v{from_version}.bak"));
                fs::copy(&path, &to).map_err(self.io(&to))?;
                notices.push(Notice::BackedUp { to, from_version });
                Ok(Some(Legacy { answers: p.answers, merged: p.merged_journals, fingerprint }))
            }
            Parsed::TooNew(found) => Err(StoreError::TooNew { path, found, reads: PROGRESS_FORMAT_VERSION }),
            Parsed::Broken(reason) => {
                let to = self.free_name("progress.json.unreadable");
                fs::rename(&path, &to).map_err(self.io(&path))?;
                notices.push(Notice::MovedAside { to, reason });
                Ok(None)
            }
        }
    }

    /// Moves an old `progress.json` in, recovers orphan journals and adds `answers`, in one
    /// transaction, healing a damaged database first; then deletes the journals it now holds
    /// (`own` included). The lock must be held.
    fn update_locked(
        &self,
        own: Option<Journal>,
        answers: &[AnswerRecord],
        timed: Option<&TimedSession>,
    ) -> Result<Vec<Notice>, StoreError> {
        let mut notices = Vec::new();
        self.healing(&mut notices, |notices| self.write_locked(own.as_ref(), answers, timed, notices))?;
        if let Some(own) = own {
            let _ = fs::remove_file(&own.path);
        }
        Ok(notices)
    }

    /// One attempt of [`Store::update_locked`], but for deleting `own`.
    fn write_locked(
        &self,
        own: Option<&Journal>,
        answers: &[AnswerRecord],
        timed: Option<&TimedSession>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), StoreError> {
        let legacy = self.take_legacy(notices)?;
        let mut conn = self.open_to_write()?;
        let db = |e: rusqlite::Error| self.db_error(e.into());
        let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate).map_err(db)?;
        let dberr = |e: DbError| self.db_error(e);
        let legacy = match legacy {
            Some(l) if store::was_migrated(&tx, &l.fingerprint).map_err(dberr)? => {
                // Moved in already, by a process that stopped before renaming it.
                self.set_legacy_aside(l.answers.len(), notices);
                None
            }
            other => other,
        };
        // Journals the database already holds are deleted, never read again; one that cannot be
        // deleted stays named.
        let mut merged = Vec::new();
        for name in store::merged_journals(&tx).map_err(dberr)? {
            let gone = !is_journal(&name)
                || fs::remove_file(self.dir.join(&name))
                    .map_or_else(|e| e.kind() == io::ErrorKind::NotFound, |()| true);
            if gone {
                store::mark_journal(&tx, &name, false).map_err(dberr)?;
            } else {
                merged.push(name);
            }
        }
        if let Some(l) = &legacy {
            merged.extend(l.merged.iter().cloned());
        }
        let orphans = self.orphans(&merged, own.map(Journal::path), notices)?;
        let recovered: usize = orphans.iter().map(|o| o.answers.len()).sum();
        let sessions = orphans.iter().filter(|o| !o.answers.is_empty()).count();
        let mut all: Vec<AnswerRecord> = legacy.as_ref().map(|l| l.answers.clone()).unwrap_or_default();
        for orphan in &orphans {
            all.extend_from_slice(&orphan.answers);
        }
        all.extend_from_slice(answers);
        standing::append(&tx, &all).map_err(dberr)?;
        if let Some(session) = timed {
            store::add_timed(&tx, session).map_err(dberr)?;
        }
        let mut names: Vec<String> = orphans.iter().map(|o| o.name.clone()).collect();
        names.extend(own.map(Journal::name));
        if let Some(l) = &legacy {
            names.extend(l.merged.iter().cloned());
            store::mark_migrated(&tx, &l.fingerprint).map_err(dberr)?;
        }
        for name in names.iter().filter(|n| is_journal(n)) {
            store::mark_journal(&tx, name, true).map_err(dberr)?;
        }
        tx.commit().map_err(db)?;
        if let Some(l) = &legacy {
            self.set_legacy_aside(l.answers.len(), notices);
        }
        if recovered > 0 {
            notices.push(Notice::Recovered { answers: recovered, sessions });
        }
        for orphan in orphans {
            if orphan.skipped > 0 {
                let to = self.free_name(&format!("{}.unreadable", orphan.name));
                let kept_as = fs::rename(&orphan.path, &to).is_ok().then_some(to);
                notices.push(Notice::SkippedLines { path: orphan.path, lines: orphan.skipped, kept_as });
            } else {
                let _ = fs::remove_file(&orphan.path);
            }
        }
        Ok(())
    }

    /// Renames a `progress.json` now held by the database to a backup, and says so.
    fn set_legacy_aside(&self, answers: usize, notices: &mut Vec<Notice>) {
        let to = self.free_name("progress.json.migrated");
        if fs::rename(self.legacy_path(), &to).is_ok() {
            notices.push(Notice::Migrated { answers, to });
        }
    }

    fn free_name(&self, stem: &str) -> PathBuf {
        let mut candidate = self.dir.join(stem);
        let mut n = 1;
        while candidate.exists() {
            n += 1;
            candidate = self.dir.join(format!("{stem}.{n}"));
        }
        candidate
    }
}

enum Parsed {
    Current(Progress),
    Older(Progress, u32),
    TooNew(u32),
    Broken(String),
}

/// Reads a progress file of the JSON format; bytes that are not UTF-8 make a broken file like
/// any other.
fn parse(bytes: &[u8]) -> Parsed {
    #[derive(Deserialize)]
    struct VersionOnly {
        version: u32,
    }
    let version = match serde_json::from_slice::<VersionOnly>(bytes) {
        Ok(v) => v.version,
        Err(e) => return Parsed::Broken(e.to_string()),
    };
    if version > PROGRESS_FORMAT_VERSION {
        return Parsed::TooNew(version);
    }
    match serde_json::from_slice::<Progress>(bytes) {
        Ok(p) if version == PROGRESS_FORMAT_VERSION => Parsed::Current(p),
        Ok(p) => Parsed::Older(p, version),
        Err(e) => Parsed::Broken(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(key: &str, correct: bool) -> AnswerRecord {
        AnswerRecord {
            key: key.into(),
            expected: "s".into(),
            correct,
            cost_percent: Some(if correct { 0.0 } else { 4.2 }),
            at: 1_700_000_000,
            ..AnswerRecord::sample()
        }
    }

    #[test]
    fn answers_are_appended_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        assert_eq!(store.load().unwrap().0.answers.len(), 0);
        store.append(&[record("hard 16 v T", false)]).unwrap();
        store.append(&[record("hard 12 v 4", true), record("hard 12 v 3", true)]).unwrap();
        let (p, problem) = store.load().unwrap();
        assert_eq!(problem, None);
        assert_eq!(p.version, PROGRESS_FORMAT_VERSION);
        assert_eq!(
            p.answers.iter().map(|a| a.key.as_str()).collect::<Vec<_>>(),
            ["hard 16 v T", "hard 12 v 4", "hard 12 v 3"]
        );
        // No temporary file is left behind.
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
        assert!(names.iter().all(|n| !n.to_string_lossy().contains(".tmp")), "{names:?}");
    }

    #[test]
    fn a_corrupt_file_is_moved_aside_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        fs::write(store.path(), "{ this is not json").unwrap();
        let (p, problem) = store.load().unwrap();
        assert!(p.answers.is_empty());
        assert!(problem.is_some());
        let notices = store.append(&[record("soft 18 v 9", false)]).unwrap();
        let Notice::MovedAside { to, .. } = &notices[0] else { panic!("{notices:?}") };
        assert_eq!(fs::read_to_string(to).unwrap(), "{ this is not json");
        assert_eq!(store.load().unwrap().0.answers.len(), 1);
        // A second broken file does not overwrite the first one kept aside.
        fs::write(store.path(), "garbage").unwrap();
        let notices = store.append(&[]).unwrap();
        let Notice::MovedAside { to: second, .. } = &notices[0] else { panic!() };
        assert_ne!(second, to);
        assert_eq!(fs::read_to_string(to).unwrap(), "{ this is not json");
    }

    #[test]
    fn two_resets_in_one_second_keep_two_backups() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.append(&[record("first", true)]).unwrap();
        let (one, _) = store.reset(42).unwrap().backup.unwrap();
        store.append(&[record("second", true)]).unwrap();
        let (two, _) = store.reset(42).unwrap().backup.unwrap();
        assert_ne!(one, two);
        let read = |p: &Path| serde_json::from_str::<Progress>(&fs::read_to_string(p).unwrap()).unwrap();
        assert_eq!(keys(&read(&one)), ["first"]);
        assert_eq!(keys(&read(&two)), ["second"]);
    }

    #[test]
    fn a_progress_file_that_is_not_utf8_is_moved_aside_like_any_broken_one() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let bytes = b"{\"version\": 1, \"answers\": [\xff\xfe]}".to_vec();
        fs::write(store.legacy_path(), &bytes).unwrap();
        let (p, problem) = store.load().unwrap();
        assert!(p.answers.is_empty());
        assert!(problem.is_some_and(|why| why.contains("progress.json")));
        let notices = store.append(&[record("k", true)]).unwrap();
        let Notice::MovedAside { to, .. } = &notices[0] else { panic!("{notices:?}") };
        assert_eq!(fs::read(to).unwrap(), bytes);
        assert_eq!(keys(&store.load().unwrap().0), ["k"]);
    }

    #[test]
    fn a_progress_json_is_moved_into_the_database_once_with_a_backup() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let old = Progress {
            answers: vec![record("a", true), record("b", false)],
            merged_journals: vec!["journal-1-1-00000000.jsonl".into()],
            ..Progress::default()
        };
        let text = serde_json::to_string_pretty(&old).unwrap();
        fs::write(store.legacy_path(), &text).unwrap();
        // A journal the old file already held is never read again.
        let line = serde_json::to_string(&record("held", true)).unwrap();
        fs::write(dir.path().join("journal-1-1-00000000.jsonl"), format!("{line}\n")).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b"], "read before it is moved in");
        let notices = store.append(&[record("c", true)]).unwrap();
        let kept = dir.path().join("progress.json.migrated");
        assert_eq!(notices, [Notice::Migrated { answers: 2, to: kept.clone() }]);
        assert_eq!(fs::read_to_string(&kept).unwrap(), text);
        assert!(!store.legacy_path().exists());
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
        // As if the process had died between its commit and the rename: never moved in twice.
        fs::copy(&kept, store.legacy_path()).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
        store.append(&[]).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
        assert!(!store.legacy_path().exists());
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn a_damaged_database_is_moved_aside_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.append(&[record("lost", true)]).unwrap();
        let mut bytes = fs::read(store.path()).unwrap();
        // Keep the header, scramble the pages: a damaged file rather than a foreign one.
        for b in bytes.iter_mut().skip(100) {
            *b ^= 0x5a;
        }
        fs::write(store.path(), &bytes).unwrap();
        let (p, problem) = store.load().unwrap();
        assert!(p.answers.is_empty() && problem.is_some(), "{problem:?}");
        let notices = store.append(&[record("new", true)]).unwrap();
        let Notice::MovedAside { to, .. } = &notices[0] else { panic!("{notices:?}") };
        assert_eq!(fs::read(to).unwrap(), bytes);
        assert_eq!(keys(&store.load().unwrap().0), ["new"]);
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_known_before_a_session() {
        let dir = tempfile::tempdir().unwrap();
        assert!(Store::new(dir.path()).check_writable().is_ok());
        // A file stands where the data folder should be: it can be made by no one, root included.
        let file = dir.path().join("file");
        fs::write(&file, "").unwrap();
        assert!(matches!(Store::new(file.join("data")).check_writable(), Err(StoreError::Io { .. })));
    }

    #[test]
    fn a_newer_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        // The JSON file of earlier versions is only read to be moved into the database.
        let newer = r#"{"version": 99, "answers": [], "something": 1}"#;
        fs::write(store.legacy_path(), newer).unwrap();
        let err = store.append(&[record("k", true)]).unwrap_err();
        assert!(matches!(err, StoreError::TooNew { found: 99, reads: 1, .. }), "{err}");
        assert!(err.to_string().contains("format version 99, newer than this bjcoach reads (1)"), "{err}");
        assert_eq!(fs::read_to_string(store.legacy_path()).unwrap(), newer);
        // A database of a newer format too.
        fs::remove_file(store.legacy_path()).unwrap();
        store.append(&[record("k", true)]).unwrap();
        rusqlite::Connection::open(store.path()).unwrap().pragma_update(None, "user_version", 99).unwrap();
        let before = fs::read(store.path()).unwrap();
        let err = store.load().unwrap_err();
        // The database's own format is named, not the old JSON file's.
        assert!(err.to_string().contains("format version 99, newer than this bjcoach reads (2)"), "{err}");
        assert!(matches!(store.append(&[record("k", true)]), Err(StoreError::TooNew { found: 99, .. })));
        assert_eq!(fs::read(store.path()).unwrap(), before);
    }

    #[test]
    fn an_older_format_is_backed_up_before_rewriting() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let old = r#"{"version": 0, "answers": []}"#;
        fs::write(store.legacy_path(), old).unwrap();
        let notices = store.append(&[record("k", true)]).unwrap();
        let Notice::BackedUp { to, from_version: 0 } = &notices[0] else { panic!("{notices:?}") };
        assert_eq!(fs::read_to_string(to).unwrap(), old);
        assert_eq!(store.load().unwrap().0.version, PROGRESS_FORMAT_VERSION);
    }

    #[test]
    fn concurrent_writers_lose_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let store = Store::new(dir.path());
                std::thread::spawn(move || {
                    for i in 0..25 {
                        store.append(&[record(&format!("w{t} #{i}"), true)]).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let (p, _) = Store::new(dir.path()).load().unwrap();
        assert_eq!(p.answers.len(), 100);
    }

    #[test]
    fn reset_keeps_a_backup() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        assert_eq!(store.reset(1).unwrap().backup, None);
        store.append(&[record("k", true)]).unwrap();
        let (backup, answers) = store.reset(42).unwrap().backup.unwrap();
        assert_eq!(answers, 1);
        assert!(backup.ends_with("progress.json.reset-42"));
        assert!(store.load().unwrap().0.answers.is_empty());
        assert!(fs::read_to_string(backup).unwrap().contains("\"k\""));
    }

    /// `stats --reset` says how many answers it set aside: the count is taken under the reset's
    /// lock, so answers saved by another bjcoach after a read and before the reset are counted.
    #[test]
    fn a_reset_counts_the_answers_it_backs_up_under_its_lock() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.append(&[record("a", true)]).unwrap();
        let read_before = store.read().unwrap().standing.answers(None);
        // Another bjcoach saves a session, and another one dies leaving its journal.
        Store::new(dir.path()).append(&[record("b", true), record("c", true)]).unwrap();
        killed_session(&store, &["d"]);
        let (backup, answers) = store.reset(9).unwrap().backup.unwrap();
        let kept: Progress = serde_json::from_str(&fs::read_to_string(backup).unwrap()).unwrap();
        assert_eq!((read_before, answers, kept.answers.len()), (1, 4, 4));
    }

    fn journals(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with("journal-"))
            .collect();
        names.sort();
        names
    }

    fn keys(p: &Progress) -> Vec<&str> {
        p.answers.iter().map(|a| a.key.as_str()).collect()
    }

    /// A journal as a session killed after answering these questions leaves it.
    fn killed_session(store: &Store, keys: &[&str]) -> PathBuf {
        let mut journal = store.open_journal(1_700_000_000).unwrap();
        for key in keys {
            journal.record(&record(key, true)).unwrap();
        }
        journal.path().to_path_buf()
    }

    #[test]
    fn an_orphan_journal_is_counted_by_load_and_recovered_by_the_next_append() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.append(&[record("before", true)]).unwrap();
        let orphan = killed_session(&store, &["a", "b"]);
        assert!(orphan.exists());
        let (p, problem, notices) = store.load_with_notices().unwrap();
        assert_eq!((keys(&p), problem, notices), (vec!["before", "a", "b"], None, vec![]));
        assert!(orphan.exists(), "load deletes nothing");
        let notices = store.append(&[record("after", true)]).unwrap();
        assert_eq!(notices, [Notice::Recovered { answers: 2, sessions: 1 }]);
        assert_eq!(notices[0].to_string(), "2 answers of a session that ended without saving were recovered");
        assert_eq!(keys(&store.load().unwrap().0), ["before", "a", "b", "after"]);
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn a_live_sessions_journal_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let mut live = store.open_journal(1).unwrap();
        live.record(&record("live", true)).unwrap();
        let other = Store::new(dir.path());
        assert!(other.load().unwrap().0.answers.is_empty());
        assert_eq!(other.append(&[record("other", true)]).unwrap(), []);
        assert_eq!(keys(&other.load().unwrap().0), ["other"]);
        assert_eq!(fs::read_to_string(live.path()).unwrap().lines().count(), 1);
        live.record(&record("live 2", true)).unwrap();
        let answers = [record("live", true), record("live 2", true)];
        assert_eq!(store.append_session(live, &answers).unwrap(), []);
        assert_eq!(keys(&store.load().unwrap().0), ["other", "live", "live 2"]);
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn a_torn_last_line_is_skipped_and_garbage_lines_are_reported_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let line = |key| serde_json::to_string(&record(key, true)).unwrap();
        let torn = dir.path().join("journal-1-1-0.jsonl");
        let whole = line("torn");
        fs::write(&torn, format!("{}\n{}\n{}", line("a"), line("b"), &whole[..whole.len() / 2])).unwrap();
        let garbled = dir.path().join("journal-2-1-0.jsonl");
        fs::write(&garbled, format!("{}\nnot json\n\u{0}\u{ff}\n{}\n", line("c"), line("d"))).unwrap();
        let (p, _, notices) = store.load_with_notices().unwrap();
        assert_eq!(keys(&p), ["a", "b", "c", "d"]);
        assert_eq!(notices, [Notice::SkippedLines { path: garbled.clone(), lines: 2, kept_as: None }]);
        let notices = store.append(&[]).unwrap();
        let kept = dir.path().join("journal-2-1-0.jsonl.unreadable");
        assert_eq!(
            notices,
            [
                Notice::Recovered { answers: 4, sessions: 2 },
                Notice::SkippedLines { path: garbled, lines: 2, kept_as: Some(kept.clone()) }
            ]
        );
        assert!(
            notices[1].to_string().contains("journal-2-1-0.jsonl: 2 lines of this journal"),
            "{}",
            notices[1]
        );
        assert!(kept.exists());
        assert_eq!(journals(dir.path()), ["journal-2-1-0.jsonl.unreadable"]);
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c", "d"]);
    }

    /// A journal is read a line at a time, whatever the size of the reader's buffer, with the
    /// same lines skipped as when it was read whole; a line far longer than any answer is skipped
    /// without being held.
    #[test]
    fn a_journal_is_read_line_by_line_with_the_same_lines_skipped() {
        let line = |key| serde_json::to_string(&record(key, true)).unwrap();
        let whole = line("torn");
        let text = format!(
            "{}\n\n  \nnot json\n{}\r\n{}\n{}\n{}",
            line("a"),
            line("b"),
            "x".repeat(JOURNAL_LINE_LIMIT + 1),
            line("c"),
            &whole[..whole.len() / 2]
        );
        for capacity in [1, 7, 64, 8192] {
            let reader = io::BufReader::with_capacity(capacity, text.as_bytes());
            let (answers, skipped) = journal_answers(reader).unwrap();
            let keys: Vec<&str> = answers.iter().map(|a| a.key.as_str()).collect();
            assert_eq!((keys, skipped), (vec!["a", "b", "c"], 2), "buffer of {capacity}");
        }
        // A last line that is whole but for its line end is cut short too; an empty file holds
        // nothing.
        assert_eq!(journal_answers(line("a").as_bytes()).unwrap(), (vec![], 0));
        assert_eq!(journal_answers(&b""[..]).unwrap(), (vec![], 0));
    }

    #[test]
    fn a_journal_is_deleted_only_after_the_progress_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let orphan = killed_session(&store, &["a"]);
        let mut journal = store.open_journal(2).unwrap();
        journal.record(&record("b", true)).unwrap();
        let own = journal.path().to_path_buf();
        // A folder stands where the database should be, so it cannot be written (the store no
        // longer writes a temporary file that could be blocked instead).
        fs::create_dir(store.path()).unwrap();
        assert!(matches!(store.append_session(journal, &[record("b", true)]), Err(StoreError::Io { .. })));
        assert!(orphan.exists() && own.exists());
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b"]);
        fs::remove_dir(store.path()).unwrap();
        store.append(&[]).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b"]);
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn nothing_is_saved_twice_when_a_session_ends_normally() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let mut journal = store.open_journal(1).unwrap();
        let answers = [record("a", true), record("b", false)];
        for a in &answers {
            journal.record(a).unwrap();
        }
        assert_eq!(store.append_session(journal, &answers).unwrap(), []);
        assert!(journals(dir.path()).is_empty());
        store.append(&[record("c", true)]).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
        // A session that answered nothing leaves nothing behind.
        store.open_journal(2).unwrap().discard().unwrap();
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn a_journal_saved_but_not_yet_deleted_is_never_read_again() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let journal = killed_session(&store, &["a"]);
        let copy = fs::read(&journal).unwrap();
        store.append(&[]).unwrap();
        // As if the process had died between writing the progress file and deleting the journal.
        fs::write(&journal, copy).unwrap();
        assert!(
            store
                .load()
                .unwrap()
                .0
                .merged_journals
                .contains(&journal.file_name().unwrap().to_string_lossy().into_owned())
        );
        assert_eq!(keys(&store.load().unwrap().0), ["a"]);
        assert_eq!(store.append(&[record("b", true)]).unwrap(), []);
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b"]);
        assert!(!journal.exists());
        assert!(store.load().unwrap().0.merged_journals.is_empty());
    }

    #[test]
    fn reset_keeps_orphan_answers_in_the_backup() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        killed_session(&store, &["a", "b"]);
        let (backup, answers) = store.reset(7).unwrap().backup.unwrap();
        assert_eq!(answers, 2);
        assert!(store.load().unwrap().0.answers.is_empty());
        assert!(journals(dir.path()).is_empty());
        let kept: Progress = serde_json::from_str(&fs::read_to_string(backup).unwrap()).unwrap();
        assert_eq!(keys(&kept), ["a", "b"]);
    }

    #[test]
    fn concurrent_sessions_and_orphans_lose_and_repeat_nothing() {
        let dir = tempfile::tempdir().unwrap();
        for t in 0..3 {
            killed_session(&Store::new(dir.path()), &[&format!("orphan {t}")]);
        }
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let store = Store::new(dir.path());
                std::thread::spawn(move || {
                    for s in 0..5 {
                        let mut journal = store.open_journal(t).unwrap();
                        let answers: Vec<_> =
                            (0..3).map(|i| record(&format!("s{t}.{s} #{i}"), true)).collect();
                        for a in &answers {
                            journal.record(a).unwrap();
                        }
                        store.append_session(journal, &answers).unwrap();
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        let (p, _) = Store::new(dir.path()).load().unwrap();
        let mut seen = keys(&p);
        seen.sort();
        seen.dedup();
        assert_eq!((p.answers.len(), seen.len()), (63, 63));
        assert!(journals(dir.path()).is_empty());
    }

    #[test]
    fn a_journal_that_cannot_be_written_fails_once_and_then_stands_aside() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("journal-1-1-0.jsonl");
        fs::write(&path, "").unwrap();
        // Opened for reading only, so every write fails.
        let mut journal = Journal::new(path.clone(), File::open(&path).unwrap());
        let Err(StoreError::Io { path: named, .. }) = journal.record(&record("a", true)) else { panic!() };
        assert_eq!(named, path);
        assert!(journal.record(&record("b", true)).is_ok());
        let store = Store::new(dir.path());
        store.append_session(journal, &[record("a", true), record("b", true)]).unwrap();
        assert_eq!(keys(&store.load().unwrap().0), ["a", "b"]);
        assert!(journals(dir.path()).is_empty());
    }
}
