//! The learner's saved progress: every answer given, kept in one JSON file per learner.
//!
//! Writes are atomic (a temporary file renamed over the old one) and made under a lock, so a crash
//! never leaves a broken file and two bjcoach processes never lose each other's answers. A file
//! that cannot be read is moved aside, never overwritten; a file of an older format is backed up
//! before it is rewritten.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The version of the progress file format this build writes.
pub const PROGRESS_FORMAT_VERSION: u32 = 1;

/// The environment variable that moves the data folder.
pub const DATA_DIR_ENV: &str = "BJCOACH_DATA_DIR";

/// One answered question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerRecord {
    /// The drill (`hand-totals`, `hard-decisions`).
    pub drill: String,
    /// The table it was asked at.
    pub table: String,
    /// What was asked, as a key shared by equivalent questions (`hard 16 v T`, `payout natural`).
    pub key: String,
    /// The learner's answer, as typed.
    pub answer: String,
    /// The right answer.
    pub expected: String,
    /// Whether the answer was right.
    pub correct: bool,
    /// The mistake diagnosed, if any (an id from the mistake catalogue).
    pub mistake: Option<String>,
    /// For a playing decision, what the answer costs in percent of the bet (0 when right).
    pub cost_percent: Option<f64>,
    /// How long the answer took, in milliseconds.
    pub response_ms: Option<u64>,
    /// When it was given, in seconds since 1970-01-01 UTC.
    pub at: u64,
}

/// Everything saved for one learner.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    /// File format version.
    pub version: u32,
    /// Every answer, oldest first.
    pub answers: Vec<AnswerRecord>,
}

#[cfg(test)]
impl AnswerRecord {
    /// A right answer to a strategy question at `book`, for tests to adjust with `..`.
    pub(crate) fn sample() -> AnswerRecord {
        AnswerRecord {
            drill: "hard-decisions".into(),
            table: "book".into(),
            key: "play hard 16 v ten".into(),
            answer: "h".into(),
            expected: "h".into(),
            correct: true,
            mistake: None,
            cost_percent: None,
            response_ms: Some(2000),
            at: 0,
        }
    }
}

impl Default for Progress {
    fn default() -> Progress {
        Progress { version: PROGRESS_FORMAT_VERSION, answers: Vec::new() }
    }
}

/// Why progress could not be read or saved.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The file was written by a newer bjcoach; it is left untouched.
    #[error(
        "{path}: this progress file has format version {found}, newer than this bjcoach reads ({PROGRESS_FORMAT_VERSION}); update bjcoach, or use another --data-dir"
    )]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its version.
        found: u32,
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
    /// An older file format was backed up before being rewritten.
    BackedUp {
        /// The backup.
        to: PathBuf,
        /// The old version.
        from_version: u32,
    },
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Notice::MovedAside { to, reason } => write!(
                f,
                "your saved progress could not be read ({reason}); it was kept as {} and a new file was started",
                to.display()
            ),
            Notice::BackedUp { to, from_version } => write!(
                f,
                "your saved progress (format {from_version}) was updated to format {PROGRESS_FORMAT_VERSION}; the old file is kept as {}",
                to.display()
            ),
        }
    }
}

/// The progress file of one learner in a data folder.
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

impl Store {
    /// The store in this folder (created when first written).
    pub fn new(dir: impl Into<PathBuf>) -> Store {
        Store { dir: dir.into() }
    }

    /// The progress file.
    pub fn path(&self) -> PathBuf {
        self.dir.join("progress.json")
    }

    fn lock_path(&self) -> PathBuf {
        self.dir.join("progress.lock")
    }

    fn io(&self, path: &Path) -> impl FnOnce(io::Error) -> StoreError + use<> {
        let path = path.to_path_buf();
        move |source| StoreError::Io { path, source }
    }

    /// Reads the progress without changing anything; an unreadable file reads as empty, with the
    /// reason.
    pub fn load(&self) -> Result<(Progress, Option<String>), StoreError> {
        let path = self.path();
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok((Progress::default(), None)),
            Err(e) => return Err(self.io(&path)(e)),
        };
        match parse(&text) {
            Parsed::Current(p) => Ok((p, None)),
            Parsed::Older(p, _) => Ok((p, None)),
            Parsed::TooNew(found) => Err(StoreError::TooNew { path, found }),
            Parsed::Broken(reason) => Ok((Progress::default(), Some(reason))),
        }
    }

    /// Adds answers to the saved progress, under the lock, atomically.
    pub fn append(&self, answers: &[AnswerRecord]) -> Result<Vec<Notice>, StoreError> {
        self.update(|p| p.answers.extend_from_slice(answers))
    }

    /// Moves the progress file to a backup and starts afresh; returns the backup's path.
    pub fn reset(&self, stamp: u64) -> Result<Option<PathBuf>, StoreError> {
        let _lock = self.lock()?;
        let path = self.path();
        if !path.exists() {
            return Ok(None);
        }
        let backup = self.dir.join(format!("progress.json.reset-{stamp}"));
        fs::rename(&path, &backup).map_err(self.io(&path))?;
        Ok(Some(backup))
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

    /// Reads, changes and rewrites the file while holding the lock.
    fn update(&self, change: impl FnOnce(&mut Progress)) -> Result<Vec<Notice>, StoreError> {
        let _lock = self.lock()?;
        let path = self.path();
        let mut notices = Vec::new();
        let mut progress = match fs::read_to_string(&path) {
            Ok(text) => match parse(&text) {
                Parsed::Current(p) => p,
                Parsed::Older(p, from_version) => {
                    let to = self.dir.join(format!("progress.json.v{from_version}.bak"));
                    fs::copy(&path, &to).map_err(self.io(&to))?;
                    notices.push(Notice::BackedUp { to, from_version });
                    p
                }
                Parsed::TooNew(found) => return Err(StoreError::TooNew { path, found }),
                Parsed::Broken(reason) => {
                    let to = self.free_name("progress.json.unreadable");
                    fs::rename(&path, &to).map_err(self.io(&path))?;
                    notices.push(Notice::MovedAside { to, reason });
                    Progress::default()
                }
            },
            Err(e) if e.kind() == io::ErrorKind::NotFound => Progress::default(),
            Err(e) => return Err(self.io(&path)(e)),
        };
        change(&mut progress);
        progress.version = PROGRESS_FORMAT_VERSION;
        self.write_atomically(&progress)?;
        Ok(notices)
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

    fn write_atomically(&self, progress: &Progress) -> Result<(), StoreError> {
        let path = self.path();
        let tmp = self.dir.join(format!("progress.json.tmp-{}", std::process::id()));
        let text = serde_json::to_string_pretty(progress).map_err(|e| self.io(&tmp)(io::Error::other(e)))?;
        let mut file = File::create(&tmp).map_err(self.io(&tmp))?;
        file.write_all(text.as_bytes()).map_err(self.io(&tmp))?;
        file.write_all(b"\n").map_err(self.io(&tmp))?;
        file.sync_all().map_err(self.io(&tmp))?;
        drop(file);
        fs::rename(&tmp, &path).map_err(self.io(&path))?;
        Ok(())
    }
}

enum Parsed {
    Current(Progress),
    Older(Progress, u32),
    TooNew(u32),
    Broken(String),
}

fn parse(text: &str) -> Parsed {
    #[derive(Deserialize)]
    struct VersionOnly {
        version: u32,
    }
    let version = match serde_json::from_str::<VersionOnly>(text) {
        Ok(v) => v.version,
        Err(e) => return Parsed::Broken(e.to_string()),
    };
    if version > PROGRESS_FORMAT_VERSION {
        return Parsed::TooNew(version);
    }
    match serde_json::from_str::<Progress>(text) {
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
    fn a_newer_file_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let newer = r#"{"version": 99, "answers": [], "something": 1}"#;
        fs::write(store.path(), newer).unwrap();
        assert!(matches!(store.append(&[record("k", true)]), Err(StoreError::TooNew { found: 99, .. })));
        assert_eq!(fs::read_to_string(store.path()).unwrap(), newer);
    }

    #[test]
    fn an_older_format_is_backed_up_before_rewriting() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let old = r#"{"version": 0, "answers": []}"#;
        fs::write(store.path(), old).unwrap();
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
        assert_eq!(store.reset(1).unwrap(), None);
        store.append(&[record("k", true)]).unwrap();
        let backup = store.reset(42).unwrap().unwrap();
        assert!(backup.ends_with("progress.json.reset-42"));
        assert!(store.load().unwrap().0.answers.is_empty());
        assert!(fs::read_to_string(backup).unwrap().contains("\"k\""));
    }
}
