//! What can go wrong with the saved progress ([`StoreError`]) and what a save or a read has to
//! tell the learner though it succeeded ([`Notice`]), each with its words.

use std::io;
use std::path::PathBuf;

use thiserror::Error;

use super::PROGRESS_FORMAT_VERSION;

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
