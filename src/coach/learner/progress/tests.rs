//! The tests of the store of saved progress: saving, reading, moving aside, resetting, and the
//! answer counts the habits are built from.

use super::*;
use std::collections::HashMap;

use crate::coach::drill::answer::{Answer, AnswerKind, read_answer};
use crate::coach::learner::cells::chart_key;
use crate::coach::learner::habits::{HabitsSummary, habits_from_counts};
use crate::coach::learner::record::StrategyKey;
use crate::coach::learner::store::DATABASE_FORMAT_VERSION;
use crate::game::action::Action;
use crate::strategy::chart::{Chart, Code, shipped};
use crate::strategy::simulate::PlayTable;

pub(super) fn record(key: &str, correct: bool) -> AnswerRecord {
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
    let reads = format!("format version 99, newer than this bjcoach reads ({DATABASE_FORMAT_VERSION})");
    assert!(err.to_string().contains(&reads), "{err}");
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

pub(super) fn journals(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("journal-"))
        .collect();
    names.sort();
    names
}

pub(super) fn keys(p: &Progress) -> Vec<&str> {
    p.answers.iter().map(|a| a.key.as_str()).collect()
}

/// A journal as a session killed after answering these questions leaves it.
pub(super) fn killed_session(store: &Store, keys: &[&str]) -> PathBuf {
    let mut journal = store.open_journal(1_700_000_000).unwrap();
    for key in keys {
        journal.record(&record(key, true)).unwrap();
    }
    journal.path().to_path_buf()
}

/// The habits as they were built before the store counted the answers: from every answer
/// read into memory. The reference the counted habits must equal.
fn habits_from_every_answer(chart: &Chart, answers: &[AnswerRecord]) -> (PlayTable, HabitsSummary) {
    let mut chosen: HashMap<String, HashMap<Action, u32>> = HashMap::new();
    let mut used = 0;
    for a in answers {
        let Some(key) = chart_key(a, &chart.table) else { continue };
        let Ok(Answer::Action(action)) = read_answer(AnswerKind::Action, &a.answer) else { continue };
        *chosen.entry(key).or_default().entry(action).or_default() += 1;
        used += 1;
    }
    let mut table = PlayTable::from_chart(chart);
    let mut summary = HabitsSummary { cells_seen: 0, answers_used: used };
    for cell in &chart.cells {
        let Some(counts) = chosen.get(&StrategyKey::of_cell(cell).to_string()) else { continue };
        summary.cells_seen += 1;
        let (row, player) = crate::strategy::simulate::row_of(cell.kind, cell.player);
        let mut codes: Vec<(String, f64)> = counts
            .iter()
            .map(|(&action, &n)| {
                let mut order = vec![action];
                order.extend(cell.action.actions().iter().copied().filter(|&a| a != action));
                (Code::new(&order).to_string(), f64::from(n))
            })
            .collect();
        codes.sort_by(|a, b| a.0.cmp(&b.0));
        let refs: Vec<(&str, f64)> = codes.iter().map(|(c, w)| (c.as_str(), *w)).collect();
        table.set_mix(row, player, cell.dealer.points(), &refs);
    }
    (table, summary)
}

#[test]
fn the_habits_counted_by_the_store_are_the_habits_of_every_answer() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    // Hundreds of answers at two tables: typed in every form, some not actions, some about
    // another table or not about the chart, contrasts and split hands.
    let keys = [
        "play hard 16 v ten",
        "play hard 11 v 6",
        "play soft 18 v 9",
        "play 8-8 v Ace split",
        "play contrast quebec-s17 hard 16 v ten",
        "play book soft 17 v 2",
        "total 13",
        "Play hard 12 v 4",
    ];
    let typed = ["h", "hit", " S ", "stand", "d", "double", "p", "split", "r", "7", ""];
    let answers: Vec<AnswerRecord> = (0..600usize)
        .map(|i| AnswerRecord {
            table: if i % 3 == 0 { "quebec-s17" } else { "book" }.into(),
            key: keys[i % keys.len()].into(),
            answer: typed[(i * 7 / 3) % typed.len()].into(),
            at: 1_700_000_000 + i as u64 * 60,
            ..AnswerRecord::sample()
        })
        .collect();
    let (saved, unsaved) = answers.split_at(550);
    for session in saved.chunks(100) {
        store.append(session).unwrap();
    }
    // The last ones in the journal of a session that ended without saving: counted too.
    let mut journal = store.open_journal(1_700_000_000).unwrap();
    for a in unsaved {
        journal.record(a).unwrap();
    }
    drop(journal);
    let saved = store.load().unwrap().0.answers;
    assert_eq!(saved, answers);
    let (counts, problem, _) = store.answer_counts().unwrap();
    assert_eq!(problem, None);
    for table in ["book", "quebec-s17"] {
        let chart = shipped(table).unwrap().unwrap();
        let (counted, counted_summary) = habits_from_counts(&chart, counts.clone());
        let (read, read_summary) = habits_from_every_answer(&chart, &saved);
        assert_eq!(counted, read, "{table}");
        assert_eq!(counted_summary, read_summary, "{table}");
        assert!(counted_summary.cells_seen >= 4, "{table}: {counted_summary:?}");
        assert_ne!(counted, PlayTable::from_chart(&chart), "{table}");
    }
}

/// A drill as the command line runs one: the write check, a journal, the save at its end.
fn drill(store: &Store, keys: &[&str]) -> Vec<Notice> {
    store.check_writable().unwrap();
    let mut journal = store.open_journal(1_700_000_000).unwrap();
    let answers: Vec<AnswerRecord> = keys.iter().map(|k| record(k, true)).collect();
    for a in &answers {
        journal.record(a).unwrap();
    }
    store.append_session(journal, &answers).unwrap()
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

/// A write check left by a bjcoach killed while checking is deleted by the next check; one a
/// live bjcoach holds locked is left alone.
#[test]
fn a_write_check_left_by_a_killed_bjcoach_is_deleted_and_a_live_one_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    drill(&store, &["a"]);
    let left = dir.path().join(".write-check-4242-0badcafe");
    fs::write(&left, "\n".repeat(100)).unwrap();
    let live = dir.path().join(".write-check-4343-cafecafe");
    fs::write(&live, "").unwrap();
    let held = File::open(&live).unwrap();
    held.lock().unwrap();
    assert_eq!(drill(&store, &["b"]), []);
    assert!(!left.exists());
    assert!(live.exists(), "a live check is left alone");
    drop(held);
    drill(&store, &["c"]);
    assert!(!live.exists());
    assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
    assert_eq!(names(dir.path()), ["progress.db", "progress.db-journal", "progress.lock"]);
}

/// A heal killed before the damaged database was kept aside leaves a new database that may be
/// unfinished: the next save deletes it and keeps every answer of the database in place.
#[test]
fn a_new_database_left_by_a_heal_killed_early_is_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    drill(&store, &["a", "b"]);
    let temp = dir.path().join("progress.db.recovering");
    fs::write(&temp, "half a database").unwrap();
    fs::write(with_suffix(&temp, "-journal"), "half a journal").unwrap();
    assert_eq!(drill(&store, &["c"]), []);
    assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
    assert_eq!(names(dir.path()), ["progress.db", "progress.db-journal", "progress.lock"]);
}

/// A heal killed between keeping the damaged database aside and putting the new one in its
/// place leaves the new one whole: the next save puts it in place, nothing lost, nothing twice.
#[test]
fn a_new_database_left_by_a_heal_killed_late_takes_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    drill(&store, &["a", "b"]);
    // The new database, committed, and the damaged one kept aside with its emptied journal,
    // but for that journal, which the kill left where it was.
    fs::copy(store.path(), dir.path().join("progress.db.recovering")).unwrap();
    fs::write(dir.path().join("progress.db.recovering-journal"), "").unwrap();
    fs::rename(store.path(), dir.path().join("progress.db.damaged")).unwrap();
    assert_eq!(drill(&store, &["c"]), []);
    assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c"]);
    assert_eq!(
        names(dir.path()),
        ["progress.db", "progress.db-journal", "progress.db.damaged", "progress.lock"]
    );
    // A rollback journal holding pages is the damaged database's: kept, never applied.
    fs::copy(store.path(), dir.path().join("progress.db.recovering")).unwrap();
    fs::rename(store.path(), dir.path().join("progress.db.damaged.2")).unwrap();
    fs::write(dir.path().join("progress.db-journal"), "pages of the damaged file").unwrap();
    assert_eq!(drill(&store, &["d"]), []);
    assert_eq!(keys(&store.load().unwrap().0), ["a", "b", "c", "d"]);
    assert_eq!(
        fs::read_to_string(dir.path().join("progress.db.damaged-journal")).unwrap(),
        "pages of the damaged file"
    );
}

/// A damaged database is healed keeping its counting sessions of play with the answers that can
/// still be read; a reset clears them with the answers.
#[test]
fn a_heal_keeps_the_counting_sessions_and_a_reset_clears_them() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let answers: Vec<AnswerRecord> =
        (0..300).map(|n| AnswerRecord { answer: format!("answer #{n:04}"), ..record("k", true) }).collect();
    let sessions = [
        crate::coach::learner::store::tests::counting("feral", "hi-lo", 30, 2.5),
        crate::coach::learner::store::tests::counting("feral", "hi-lo", 12, 0.75),
    ];
    for (half, session) in answers.chunks(150).zip(&sessions) {
        store.append_counting_session(None, half, session).unwrap();
    }
    // 4 KiB of 0xFF over a page of answers, as a failing disk might.
    let bytes = fs::read(store.path()).unwrap();
    let at = bytes.windows(12).position(|w| w == b"answer #0100").unwrap_or(0) as u64 / 4096 * 4096;
    assert!(at > 0);
    {
        use std::io::{Seek, SeekFrom};
        let mut file = OpenOptions::new().write(true).open(store.path()).unwrap();
        file.seek(SeekFrom::Start(at)).unwrap();
        file.write_all(&[0xFF; 4096]).unwrap();
    }
    assert!(store::damage(&store.path()).is_some());
    let notices = store.heal_if_damaged().unwrap();
    assert!(matches!(notices.as_slice(), [Notice::Damaged { .. }]), "{notices:?}");
    let reading = store.read().unwrap();
    assert_eq!(store.latest_counting(&reading, "feral", 10).unwrap(), sessions);
    store.reset(1).unwrap();
    let reading = store.read().unwrap();
    assert!(store.latest_counting(&reading, "feral", 10).unwrap().is_empty());
}

/// A reading that keeps the database open gives a progress page the figures of one that opens
/// it for each query, and a save made while it is held goes through.
#[test]
fn a_reading_kept_open_gives_the_figures_of_one_opened_for_each_query() {
    use crate::coach::learner::figures::gather;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::new(dir.path());
    let keys = ["play hard 16 v ten", "total 12", "play soft 18 v 9", "payout natural"];
    let answers: Vec<AnswerRecord> = (0..300u64)
        .map(|n| {
            let mut a = record(keys[(n % 4) as usize], n % 5 != 0);
            (a.at, a.table, a.response_ms) = (1_700_000_000 + n * 20_000, "book".into(), Some(900 + n * 7));
            a.drill =
                ["strategy", "hand-totals", "soft-decisions", "hard-decisions"][(n % 4) as usize].into();
            a
        })
        .collect();
    store.append(&answers).unwrap();
    let rules = crate::game::rules::preset("book").unwrap();
    let chart = crate::coach::drill::shipped_chart("book").unwrap();
    let path = &crate::coach::learner::learning_path::PATHS[0];
    let figures = |reading: &Reading| {
        let f = gather(&store, reading, &rules, chart.as_ref(), None, path, 20, 1_707_000_000).unwrap();
        format!("{f:?}")
    };
    let held = store.read_to_query().unwrap();
    assert_eq!(figures(&held), figures(&store.read().unwrap()));
    store.append(&answers[..10]).unwrap();
    assert_eq!(store.read_to_query().unwrap().standing.answers(None), 310);
}
