//! What can go wrong with the saved progress ([`StoreError`]) and what a save or a read has to
//! tell the learner though it succeeded ([`Notice`]), each with its words.

use std::io;
use std::path::PathBuf;

use super::PROGRESS_FORMAT_VERSION;
use crate::lang::{Arg, Lang};

/// Why progress could not be read or saved.
#[derive(Debug)]
pub enum StoreError {
    /// The file was written by a newer bjcoach; it is left untouched.
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
    Damaged {
        /// The database.
        path: PathBuf,
        /// What SQLite found.
        reason: String,
    },
    /// A file system error.
    Io {
        /// The file or folder concerned.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
}

impl StoreError {
    /// Why, in `lang` (what the system or SQLite said is quoted as they said it).
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            StoreError::TooNew { path, found, reads } => lang.text(
                "store-too-new",
                &[
                    ("path", Arg::Text(&path.display().to_string())),
                    ("found", Arg::Int(u64::from(*found))),
                    ("reads", Arg::Int(u64::from(*reads))),
                ],
            ),
            StoreError::Damaged { path, reason } => format!("{}: {reason}", path.display()),
            StoreError::Io { path, source } => format!("{}: {source}", path.display()),
        }
    }
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
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

impl Notice {
    /// What the learner should know, in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        let shown = |p: &std::path::Path| p.display().to_string();
        let count = |n: usize| Arg::Int(n as u64);
        match self {
            Notice::MovedAside { to, reason } => lang
                .text("store-moved-aside", &[("reason", Arg::Text(reason)), ("to", Arg::Text(&shown(to)))]),
            Notice::Damaged { to, reason, recovered, held } => {
                let how = match held {
                    Some(1) if *recovered == 1 => "one",
                    Some(held) if held == recovered => "all",
                    Some(_) => "some",
                    None => "unknown",
                };
                lang.text(
                    "store-damaged",
                    &[
                        ("reason", Arg::Text(reason)),
                        ("how", Arg::Text(how)),
                        ("recovered", count(*recovered)),
                        ("held", count(held.unwrap_or(0))),
                        ("to", Arg::Text(&shown(to))),
                    ],
                )
            }
            Notice::BackedUp { to, from_version } => lang.text(
                "store-backed-up",
                &[
                    ("from", Arg::Int(u64::from(*from_version))),
                    ("version", Arg::Int(u64::from(PROGRESS_FORMAT_VERSION))),
                    ("to", Arg::Text(&shown(to))),
                ],
            ),
            Notice::Migrated { answers, to } => lang.text(
                "store-migrated",
                &[
                    ("answers", count(*answers)),
                    ("db", Arg::Text(&shown(&to.with_file_name("progress.db")))),
                    ("to", Arg::Text(&shown(to))),
                ],
            ),
            Notice::Recovered { answers, sessions } => {
                lang.text("store-recovered", &[("answers", count(*answers)), ("sessions", count(*sessions))])
            }
            Notice::SkippedLines { path, lines, kept_as } => {
                let mut words = lang.text(
                    "store-skipped-lines",
                    &[("path", Arg::Text(&shown(path))), ("lines", count(*lines))],
                );
                if let Some(to) = kept_as {
                    words.push_str(&lang.text("store-skipped-kept", &[("to", Arg::Text(&shown(to)))]));
                }
                words
            }
            Notice::UnreadableJournal { path, reason } => lang.text(
                "store-unreadable-journal",
                &[("path", Arg::Text(&shown(path))), ("reason", Arg::Text(reason))],
            ),
        }
    }
}

impl std::fmt::Display for Notice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_notice() -> Vec<Notice> {
        let to = PathBuf::from("/data/progress.db.kept");
        let damaged =
            |recovered, held| Notice::Damaged { to: to.clone(), reason: "bad page".into(), recovered, held };
        vec![
            Notice::MovedAside { to: to.clone(), reason: "not JSON".into() },
            damaged(1, Some(1)),
            damaged(3, Some(3)),
            damaged(2, Some(5)),
            damaged(1, None),
            Notice::BackedUp { to: to.clone(), from_version: 1 },
            Notice::Migrated { answers: 1, to: to.clone() },
            Notice::Recovered { answers: 2, sessions: 1 },
            Notice::SkippedLines { path: to.clone(), lines: 1, kept_as: Some(to.clone()) },
            Notice::UnreadableJournal { path: to.clone(), reason: "gone".into() },
        ]
    }

    /// The English words, as they were before they moved to the message files.
    #[test]
    fn the_english_of_each_notice_is_its_own() {
        let said: Vec<String> = every_notice().iter().map(ToString::to_string).collect();
        let kept = "/data/progress.db.kept";
        assert_eq!(
            said[0],
            format!(
                "your saved progress could not be read (not JSON); it was kept as {kept} and a new file was started"
            )
        );
        assert_eq!(
            said[1],
            format!(
                "your saved progress was damaged (bad page): its one answer could still be read and is kept in a new database; the damaged file is kept as {kept}"
            )
        );
        assert_eq!(
            said[2],
            format!(
                "your saved progress was damaged (bad page): all 3 of its answers could still be read and are kept in a new database; the damaged file is kept as {kept}"
            )
        );
        assert_eq!(
            said[3],
            format!(
                "your saved progress was damaged (bad page): 2 of its 5 answers could still be read and are kept in a new database; the damaged file is kept as {kept}"
            )
        );
        assert_eq!(
            said[4],
            format!(
                "your saved progress was damaged (bad page): 1 of its answers could still be read and is kept in a new database (how many it held cannot be read); the damaged file is kept as {kept}"
            )
        );
        assert_eq!(
            said[5],
            format!(
                "your saved progress (format 1) was updated to format {PROGRESS_FORMAT_VERSION}; the old file is kept as {kept}"
            )
        );
        assert_eq!(
            said[6],
            format!(
                "your saved progress (1 answer) was moved into /data/progress.db; the old file is kept as {kept}"
            )
        );
        assert_eq!(said[7], "2 answers of a session that ended without saving were recovered");
        assert_eq!(
            said[8],
            format!(
                "{kept}: 1 line of this journal could not be read and were skipped; the file is kept as {kept}"
            )
        );
        assert_eq!(
            said[9],
            format!(
                "{kept}: this journal of an unsaved session could not be read (gone); it was left in place"
            )
        );
    }

    /// Each notice is said otherwise in French and Italian, with its facts.
    #[test]
    fn each_notice_is_said_in_french_and_italian() {
        for lang in [Lang::Fr, Lang::It] {
            for n in every_notice() {
                let (english, said) = (n.words_in(Lang::En), n.words_in(lang));
                assert_ne!(said, english, "{lang:?}");
                let fact = if matches!(n, Notice::Recovered { .. }) { "2" } else { "/data/progress.db" };
                assert!(said.contains(fact), "{lang:?}: {said}");
                for word in [" the ", " your ", " was ", " were "] {
                    assert!(!said.contains(word), "{lang:?}: {word} in {said}");
                }
            }
        }
    }
}
