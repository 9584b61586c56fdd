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
//! ([`journal`]: `journal-*.jsonl`, one JSON answer a line), locked for as long as the session
//! runs. The session adds its answers to the database when it ends and then deletes its journal;
//! a session killed before that (terminal closed, process killed) leaves its journal behind,
//! unlocked. Every later save recovers such journals, and every read counts their answers, so no
//! more than the answer being written is lost. The journal is not synced: a line handed to the
//! system outlives the process, and only a power cut or a crash of the system can lose the lines
//! of the session under way; the save at its end waits for the disk twice, whatever its length
//! (see [`store::open_to_write`]). A heal or a write check killed before its end leaves a file that
//! the next save, or check, puts right (`finish_healing`, `remove_stale_checks`). A journal
//! write that fails (a full disk) leaves whole lines only; the answers it could not hold stay
//! with the session, written with its next answer and saved at its end. The database names the
//! journals it already holds, in the same transaction as their answers, until they are gone, so
//! that a crash between the commit and their deletion never saves an answer twice; when a heal
//! cannot read that list, the next save adds of each journal only the answers the database does
//! not hold ([`store::not_held`]). What goes wrong, and what a save has to say though it
//! succeeded, is in [`notice`].

mod countdown;
mod counting;
mod held;
pub mod journal;
pub mod memory_fit;
pub mod notice;
pub mod offered;
pub mod ready_by;
mod recall;
mod tray;

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::coach::learner::progress::counting::Kept;
use crate::coach::learner::progress::journal::{Journal, is_journal};
use crate::coach::learner::progress::notice::{Notice, StoreError};
use crate::coach::learner::record::key::PREFIX as STRATEGY_PREFIX;
use crate::coach::learner::record::{AnswerCount, AnswerRecord, TimedSession};
use crate::coach::learner::store::days;
use crate::coach::learner::store::salvage;
use crate::coach::learner::store::standing::{self, Standing};
use crate::coach::learner::store::{self, DbError, read_bounded, regular_file, with_suffix};

/// The version of the progress file format this build writes.
pub const PROGRESS_FORMAT_VERSION: u32 = 1;

/// How many bytes the check before a session writes: more than the journal of a long session.
const WRITE_PROBE_BYTES: usize = 64 * 1024;

/// How the name of that check's file begins.
const WRITE_CHECK_PREFIX: &str = ".write-check-";

/// The largest `progress.json` read: 512 MiB, over four times the JSON of a million answers
/// (about 110 MiB), so that a file that never ends (a link to a device) never fills memory.
const LEGACY_BYTES_LIMIT: u64 = 512 << 20;

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

/// Deletes a database and its rollback journal, if they exist.
fn remove_database(path: &Path) {
    let _ = fs::remove_file(path);
    let _ = fs::remove_file(with_suffix(path, "-journal"));
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
    /// Whether that file is the database, found damaged: [`Store::heal_if_damaged`] keeps what it
    /// still holds.
    pub damaged: bool,
    /// Notes about the journals read.
    pub notices: Vec<Notice>,
    /// The database the reading was read from, kept open for the queries that follow it (see
    /// [`Store::read_to_query`]); none for a reading of [`Store::read`].
    held: Option<Connection>,
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

    /// The folder the store keeps its files in.
    pub fn dir(&self) -> &Path {
        &self.dir
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
            DbError::NotAFile(path, source) => StoreError::Io { path, source },
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
        self.remove_stale_checks();
        let probe = self.dir.join(format!(
            "{WRITE_CHECK_PREFIX}{}-{:08x}",
            std::process::id(),
            rand::random::<u32>()
        ));
        let mut file =
            OpenOptions::new().write(true).create_new(true).open(&probe).map_err(self.io(&self.dir))?;
        // Locked while it stands, so that another bjcoach's clean-up leaves it alone.
        let _ = file.lock();
        // Real bytes, enough for a session's journal: a full disk still lets an empty file be
        // made, and refuses the bytes as they are written (the system sets room aside for them
        // then), so the check does not wait for the disk.
        let written = file.write_all(&[b'\n'; WRITE_PROBE_BYTES]);
        drop(file);
        let _ = fs::remove_file(&probe);
        written.map_err(self.io(&self.dir))?;
        // A folder, a FIFO or a device where a file of the store should be would make the save
        // at the end fail, or hang: said now, before the first question.
        let db = self.path();
        for file in [self.lock_path(), db.clone(), with_suffix(&db, "-journal"), self.legacy_path()] {
            regular_file(&file).map_err(self.io(&file))?;
        }
        if db.exists() {
            OpenOptions::new().write(true).open(&db).map_err(self.io(&db))?;
        }
        Ok(())
    }

    /// Deletes the write checks a bjcoach killed while checking left behind: those no live
    /// process holds locked.
    fn remove_stale_checks(&self) {
        let Ok(entries) = fs::read_dir(&self.dir) else { return };
        for entry in entries.flatten() {
            if !entry.file_name().to_string_lossy().starts_with(WRITE_CHECK_PREFIX) {
                continue;
            }
            let path = entry.path();
            let Ok(file) = File::open(&path) else { continue };
            if file.try_lock().is_ok() {
                let _ = fs::remove_file(&path);
            }
        }
    }

    /// The new database a heal builds before it takes the damaged one's place.
    fn recovering_path(&self) -> PathBuf {
        self.dir.join("progress.db.recovering")
    }

    /// Puts right what a heal killed before its end left behind; the lock must be held, so no
    /// live bjcoach uses these files. The new database is committed before the damaged one is
    /// kept aside, so a new database without a damaged one in place is whole: it takes its place.
    /// One beside the damaged database still in place may be unfinished: it is deleted, and the
    /// next save heals again.
    fn finish_healing(&self) -> Result<(), StoreError> {
        let temp = self.recovering_path();
        let path = self.path();
        if !temp.exists() || path.exists() {
            remove_database(&temp);
            return Ok(());
        }
        // A rollback journal left without its database was the damaged one's: an empty one
        // says nothing; any other is kept, never applied to the new database.
        let journal = with_suffix(&path, "-journal");
        match fs::metadata(&journal) {
            Ok(m) if m.len() == 0 => fs::remove_file(&journal).map_err(self.io(&journal))?,
            Ok(_) => {
                let to = self.free_name("progress.db.damaged-journal");
                fs::rename(&journal, &to).map_err(self.io(&journal))?;
            }
            Err(_) => {}
        }
        fs::rename(&temp, &path).map_err(self.io(&path))?;
        let _ = fs::remove_file(with_suffix(&temp, "-journal"));
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
        let (reading, merged) = self.read_with(false, false, |conn| {
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
    /// the store's. A database that SQLite's check finds damaged is healed first, and one found
    /// damaged while read is an error, never an export cut short: the notices of a heal come
    /// with those of the reading.
    #[allow(clippy::type_complexity)]
    pub fn each_answer(
        &self,
        mut each: impl FnMut(&AnswerRecord) -> io::Result<()>,
    ) -> Result<io::Result<(Option<String>, Vec<Notice>)>, StoreError> {
        // The check reads every page, as the export does; a whole database is not locked.
        let mut healed = Vec::new();
        if store::damage(&self.path()).is_some() {
            healed = self.heal_if_damaged()?;
        }
        let mut failed = None;
        let read = self.read_with(true, false, |conn| {
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
        healed.extend(reading.notices);
        Ok(Ok((reading.problem, healed)))
    }

    /// How often each answer was typed to each chart question, over the answers of
    /// [`Store::load_with_notices`], counted in the database rather than read one by one (the
    /// learner's habits), with the problem and notices of the reading.
    #[allow(clippy::type_complexity)]
    pub fn answer_counts(&self) -> Result<(Vec<AnswerCount>, Option<String>, Vec<Notice>), StoreError> {
        let mut counts = Vec::new();
        let (reading, _) = self.read_with(false, false, |conn| {
            counts = store::answer_counts(conn, STRATEGY_PREFIX)?;
            Ok(())
        })?;
        counts.extend(tray::unsaved_counts(&reading, STRATEGY_PREFIX));
        Ok((counts, reading.problem, reading.notices))
    }

    /// Reads what the coach needs. A database found damaged is healed first
    /// ([`Store::heal_if_damaged`]) and read again, the heal's notices first; one that cannot be
    /// healed now (a folder that cannot be written) reads as empty, with the reason.
    pub fn read(&self) -> Result<Reading, StoreError> {
        self.read_keeping(false)
    }

    /// [`Store::read`], the database kept open in the reading when `keep`.
    fn read_keeping(&self, keep: bool) -> Result<Reading, StoreError> {
        let (reading, _) = self.read_with(false, keep, |_| Ok(()))?;
        if !reading.damaged {
            return Ok(reading);
        }
        let Ok(mut notices) = self.heal_if_damaged() else { return Ok(reading) };
        let (mut healed, _) = self.read_with(false, keep, |_| Ok(()))?;
        notices.append(&mut healed.notices);
        healed.notices = notices;
        Ok(healed)
    }

    /// Heals the database when SQLite's check finds it damaged, under the lock (another bjcoach
    /// may have healed it meanwhile): it is kept aside and what it still holds moved into a new
    /// one ([`Store::heal`]). Returns what the learner should know: nothing when it was whole.
    pub fn heal_if_damaged(&self) -> Result<Vec<Notice>, StoreError> {
        let _lock = self.lock()?;
        self.finish_healing()?;
        let mut notices = Vec::new();
        if let Some(found) = store::damage(&self.path()) {
            self.heal(found, &mut notices)?;
        }
        Ok(notices)
    }

    /// Accuracy and speed per drill and day, as [`days::drill_days`] gives them, from the
    /// database and the answers of `reading` it does not hold.
    pub fn drill_days(
        &self,
        reading: &Reading,
        drill: Option<&str>,
        latest: usize,
    ) -> Result<Vec<crate::coach::learner::history::DrillDay>, StoreError> {
        let conn = self.summaries(reading)?;
        days::drill_days(conn.as_deref(), drill, latest, &reading.unsaved).map_err(|e| self.db_error(e))
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
            days::drills_answered(conn.as_deref(), drill, &reading.unsaved).map_err(|e| self.db_error(e))?;
        let families = crate::coach::learner::trend::families(path, &answered);
        days::family_days(conn.as_deref(), &families, drill, latest, &reading.unsaved)
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
        days::leak_days(conn.as_deref(), &reading.standing, rules, chart, drill, latest, &reading.unsaved)
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

    /// Reads the standing, then `also` with the database; a damaged database reads as empty,
    /// with the reason, or is an error when `whole` (a reading that must hold every answer). The
    /// database is kept open in the reading when `keep`.
    fn read_with(
        &self,
        whole: bool,
        keep: bool,
        mut also: impl FnMut(&Connection) -> Result<(), DbError>,
    ) -> Result<(Reading, Vec<String>), StoreError> {
        let mut problem = None;
        let (mut damaged, mut held) = (false, None);
        let (mut standing, mut merged) = (Standing::default(), Vec::new());
        match self.open_existing() {
            Ok(Some(mut conn)) => {
                match standing::load_standing(&mut conn).and_then(|loaded| also(&conn).map(|()| loaded)) {
                    Ok(loaded) => {
                        (standing, merged) = loaded;
                        held = keep.then_some(conn);
                    }
                    Err(e @ DbError::Corrupt(_)) if whole => return Err(self.db_error(e)),
                    Err(DbError::Corrupt(why)) => {
                        problem = Some(format!("{}: {why}", self.path().display()));
                        damaged = true;
                    }
                    Err(e) => return Err(self.db_error(e)),
                }
            }
            Ok(None) => {}
            // A folder or a special file where a file of the store should be is not read around:
            // said as an error (`store::regular_file`), as no save would put it right.
            Err(StoreError::Io { source, .. })
                if !matches!(source.kind(), io::ErrorKind::NotADirectory | io::ErrorKind::InvalidInput) =>
            {
                problem = Some(format!("{}: {source}", self.path().display()));
            }
            Err(e @ StoreError::Damaged { .. }) if whole => return Err(e),
            Err(StoreError::Damaged { reason, .. }) => {
                problem = Some(format!("{}: {reason}", self.path().display()));
                damaged = true;
            }
            Err(e) => return Err(e),
        }
        let mut unsaved = Vec::new();
        let legacy = self.legacy_path();
        regular_file(&legacy).map_err(self.io(&legacy))?;
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
        Ok((Reading { standing, unsaved, problem, damaged, notices, held }, merged))
    }

    /// The `progress.json` of an older bjcoach, unless there is none or the database already
    /// holds it (the next update renames it).
    fn read_legacy(&self) -> Result<Option<Legacy>, Parsed> {
        let bytes = match read_bounded(&self.legacy_path(), LEGACY_BYTES_LIMIT) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
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
        self.update(None, answers, Kept::default())
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
        self.update(Some(journal), answers, Kept::default())
    }

    /// Adds the answers of a timed session (its journal, when it has one, then deleted) and the
    /// session itself, for personal bests, in one transaction.
    pub fn append_timed_session(
        &self,
        journal: Option<Journal>,
        answers: &[AnswerRecord],
        session: &TimedSession,
    ) -> Result<Vec<Notice>, StoreError> {
        self.update(journal, answers, Kept { timed: Some(session), counting: None })
    }

    /// Writes every saved answer to a backup (`progress.json.reset-STAMP`, in the format of
    /// `stats --export json`, a name no other backup has) and empties the database; returns the
    /// backup's path and how many answers it holds, counted under the same lock as the reset, or
    /// `None` when nothing was saved. The answers of sessions that ended without saving are saved
    /// first, so the backup holds them too.
    pub fn reset(&self, stamp: u64) -> Result<Reset, StoreError> {
        let _lock = self.lock()?;
        self.finish_healing()?;
        let mut notices = Vec::new();
        let pending = !self.orphans(&[], None, &mut Vec::new())?.is_empty() || self.legacy_path().exists();
        if pending {
            notices = self.update_locked(None, &[], Kept::default())?;
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
        let tx = store::begin_write(&mut conn).map_err(|e| self.db_error(e))?;
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
        // Opening a FIFO to write waits for a reader: refused first.
        regular_file(&lock_path).map_err(self.io(&lock_path))?;
        let file = OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(self.io(&lock_path))?;
        file.lock().map_err(self.io(&lock_path))?;
        Ok(file)
    }

    /// Saves answers while holding the lock.
    fn update(
        &self,
        own: Option<Journal>,
        answers: &[AnswerRecord],
        kept: Kept<'_>,
    ) -> Result<Vec<Notice>, StoreError> {
        let _lock = self.lock()?;
        self.update_locked(own, answers, kept)
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
        let temp = self.recovering_path();
        remove_database(&temp);
        let salvaged = (|| -> Result<salvage::Salvaged, DbError> {
            let mut conn = store::open_to_write(&temp)?;
            let tx = store::begin_write(&mut conn)?;
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
        if salvaged.answers == 0 && salvaged.timed == 0 && salvaged.counting == 0 {
            remove_database(&temp);
            let to = self.set_aside("progress.db.unreadable")?;
            notices.push(Notice::MovedAside { to, reason });
            return Ok(());
        }
        let to = self.set_aside("progress.db.damaged")?;
        fs::rename(&temp, &path).map_err(self.io(&path))?;
        // Its emptied rollback journal (see `store::open_to_write`) stays behind.
        let _ = fs::remove_file(with_suffix(&temp, "-journal"));
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
        let bytes = match read_bounded(&path, LEGACY_BYTES_LIMIT) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Ok(None),
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
        kept: Kept<'_>,
    ) -> Result<Vec<Notice>, StoreError> {
        let mut notices = Vec::new();
        self.finish_healing()?;
        self.healing(&mut notices, |notices| self.write_locked(own.as_ref(), answers, kept, notices))?;
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
        kept: Kept<'_>,
        notices: &mut Vec<Notice>,
    ) -> Result<(), StoreError> {
        let legacy = self.take_legacy(notices)?;
        let mut conn = self.open_to_write()?;
        let db = |e: rusqlite::Error| self.db_error(e.into());
        let dberr = |e: DbError| self.db_error(e);
        let tx = store::begin_write(&mut conn).map_err(dberr)?;
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
        let saved = store::merged_journals(&tx).map_err(dberr)?;
        let compare = saved.iter().any(|n| n == store::JOURNALS_UNNAMED);
        for name in saved {
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
        let mut orphans = self.orphans(&merged, own.map(Journal::path), notices)?;
        if compare {
            for orphan in &mut orphans {
                orphan.answers = store::not_held(&tx, &orphan.answers).map_err(dberr)?;
            }
        }
        let recovered: usize = orphans.iter().map(|o| o.answers.len()).sum();
        let sessions = orphans.iter().filter(|o| !o.answers.is_empty()).count();
        let mut all: Vec<AnswerRecord> = legacy.as_ref().map(|l| l.answers.clone()).unwrap_or_default();
        for orphan in &orphans {
            all.extend_from_slice(&orphan.answers);
        }
        all.extend_from_slice(answers);
        standing::append(&tx, &all).map_err(dberr)?;
        if let Some(session) = kept.timed {
            store::add_timed(&tx, session).map_err(dberr)?;
        }
        if let Some(session) = kept.counting {
            store::add_counting(&tx, session).map_err(dberr)?;
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
mod tests;
