//! The journal of a running drill session (`journal-*.jsonl`, one JSON answer a line, locked while
//! the session runs), and the orphan journals a killed session leaves behind: how they are found,
//! locked and read, whole lines only.

use std::fs::{self, File, TryLockError};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use crate::coach::learner::record::AnswerRecord;

use super::Store;
use super::notice::{Notice, StoreError};
use crate::coach::learner::store::regular_file;

/// The journal of a running drill session: its answers, one JSON line each, written as they are
/// given. It stays locked while the session runs, so that no other bjcoach recovers it.
#[derive(Debug)]
pub struct Journal {
    pub(super) path: PathBuf,
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

    pub(super) fn name(&self) -> String {
        self.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
    }

    /// A new journal, locked, at `path`.
    pub(super) fn new(path: PathBuf, file: File) -> Journal {
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
        // Not synced: a line handed to the system outlives the process (a kill, a closed
        // terminal); only a power cut or a crash of the system can lose the lines of the
        // session under way, which is saved, synced, when it ends.
        match self.file.write_all(&self.pending) {
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
pub(super) struct Orphan {
    pub(super) name: String,
    pub(super) path: PathBuf,
    pub(super) answers: Vec<AnswerRecord>,
    pub(super) skipped: usize,
    _lock: File,
}

pub(super) fn is_journal(name: &str) -> bool {
    name.starts_with("journal-") && name.ends_with(".jsonl") && !name.contains(['/', '\\'])
}

/// The longest journal line read: an answer takes a few hundred bytes, so a longer line is not
/// one bjcoach wrote, and is skipped without being held in memory.
const JOURNAL_LINE_LIMIT: usize = 64 * 1024;

/// The longest journal read: 256 MiB, over a thousand times a session of a thousand answers
/// (about 250 bytes each), so that one that never ends (a link to a device) is never read on.
const JOURNAL_BYTES_LIMIT: u64 = 256 << 20;

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

impl Store {
    /// The journals in the folder that no live session holds, oldest first, each locked, leaving
    /// out `merged` (already saved) and `own`.
    pub(super) fn orphans(
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
            // Only a regular file of a session's size is read: a FIFO would wait for a writer, a
            // link to a device never end.
            match regular_file(&path) {
                Ok(Some(len)) if len <= JOURNAL_BYTES_LIMIT => {}
                Ok(Some(_)) => {
                    let reason = format!("longer than {} MiB", JOURNAL_BYTES_LIMIT >> 20);
                    notices.push(Notice::UnreadableJournal { path, reason });
                    continue;
                }
                Ok(None) => continue,
                Err(e) => {
                    notices.push(Notice::UnreadableJournal { path, reason: e.to_string() });
                    continue;
                }
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
            let (answers, skipped) =
                match journal_answers(io::BufReader::new((&file).take(JOURNAL_BYTES_LIMIT))) {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::progress::Progress;
    use crate::coach::learner::progress::tests::{journals, keys, killed_session, record};

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
        // Nor read around: the folder is named, as no save puts it right.
        assert!(matches!(store.load(), Err(StoreError::Io { path, .. }) if path == store.path()));
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

    /// A journal saved but not yet deleted when its process died, after a heal that could not
    /// read which journals were saved: its answers the database holds are not added again, those
    /// the damaged file lost are.
    #[test]
    fn a_journal_saved_before_a_heal_that_lost_the_saved_list_is_never_counted_twice() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        store.append(&[record("before", true)]).unwrap();
        // Saved, and put back as if the process had died before deleting it; the same answer
        // twice in it counts twice.
        let saved = killed_session(&store, &["a", "b", "a"]);
        let copy = fs::read(&saved).unwrap();
        store.append(&[]).unwrap();
        fs::write(&saved, copy).unwrap();
        // Another saved and put back, one of whose answers the damaged file lost.
        let mut journal = store.open_journal(1_700_000_001).unwrap();
        let mut lost = record("lost", false);
        lost.at += 1;
        for a in [record("c", true), lost.clone()] {
            journal.record(&a).unwrap();
        }
        let partly = journal.path().to_path_buf();
        let copy = fs::read(&partly).unwrap();
        store.append_session(journal, &[record("c", true), lost]).unwrap();
        fs::write(&partly, copy).unwrap();
        // One not saved at all.
        killed_session(&store, &["d"]);
        // The list of saved journals, and one answer, cannot be read by the heal.
        let conn = rusqlite::Connection::open(store.path()).unwrap();
        conn.execute_batch("DROP TABLE merged_journals; DELETE FROM answers WHERE key = 'lost'").unwrap();
        drop(conn);
        let lock = store.lock().unwrap();
        let mut notices = Vec::new();
        store.heal("a damaged page".into(), &mut notices).unwrap();
        let notices = store.update_locked(None, &[], Default::default()).unwrap();
        drop(lock);
        assert_eq!(notices, [Notice::Recovered { answers: 2, sessions: 2 }]);
        // Journals are recovered oldest first by name: the unsaved one was started first.
        assert_eq!(keys(&store.load().unwrap().0), ["before", "a", "b", "a", "c", "d", "lost"]);
        assert!(journals(dir.path()).is_empty());
        // The next save forgets the journals gone, and adds nothing.
        assert_eq!(store.append(&[]).unwrap(), []);
        assert!(store.load().unwrap().0.merged_journals.is_empty());
        assert_eq!(keys(&store.load().unwrap().0), ["before", "a", "b", "a", "c", "d", "lost"]);
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
