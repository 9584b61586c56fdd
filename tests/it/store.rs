//! The learner's store when the disk fails it: a damaged database heals, keeping every answer
//! that can still be read, and what it tells the learner is true.

use std::io::{Seek, SeekFrom, Write};
use std::path::Path;

use bjcoach::coach::learner::progress::{AnswerRecord, Store};

use crate::cli::{NOW, Run, flat};

/// Answer `n` of a history, each told apart by its answer text (kept in the answers alone).
fn answer(n: usize) -> AnswerRecord {
    AnswerRecord {
        drill: "hand-totals".into(),
        table: "book".into(),
        key: format!("total {}", n % 17),
        answer: format!("answer #{n:05}"),
        expected: "12".into(),
        correct: !n.is_multiple_of(4),
        mistake: None,
        cost_percent: None,
        response_ms: Some(1500 + (n as u64 % 7) * 100),
        at: NOW - 86_400 * 3 + n as u64 * 60,
    }
}

/// A store of `n` answers, saved a session of 25 at a time.
fn history(dir: &Path, n: usize) -> Vec<AnswerRecord> {
    let all: Vec<AnswerRecord> = (0..n).map(answer).collect();
    let store = Store::new(dir);
    for session in all.chunks(25) {
        store.append(session).unwrap();
    }
    all
}

/// Writes 4 KiB of 0xFF over the page at this offset, as a failing disk might.
fn overwrite_page(db: &Path, offset: u64) {
    let mut file = std::fs::OpenOptions::new().write(true).open(db).unwrap();
    file.seek(SeekFrom::Start(offset)).unwrap();
    file.write_all(&[0xFF; 4096]).unwrap();
    file.sync_all().unwrap();
}

/// A drill of two answers in this data folder; returns its standard error.
fn drill(dir: &Path, code: i32) -> String {
    let answers = dir.join("answers.txt");
    std::fs::write(&answers, "12\n13\n").unwrap();
    let args =
        ["drill", "hand-totals", "--count", "2", "--seed", "1", "--answers", answers.to_str().unwrap()];
    flat(&Run::new(&args).data_dir(dir).expect(code).1)
}

fn stats_answers(dir: &Path) -> (u64, String) {
    let (out, err) = Run::new(&["stats", "--format", "json"]).data_dir(dir).expect(0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    (v["answers"].as_u64().unwrap(), flat(&err))
}

/// The answers of a database that can be read one by one, by id: counted apart from the way
/// the store recovers them (in ranges, cut in two around what cannot be read).
fn readable_one_by_one(db: &Path, highest: usize) -> Vec<String> {
    let conn = rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).unwrap();
    (1..=highest as i64)
        .filter_map(|id| conn.query_row("SELECT answer FROM answers WHERE id = ?1", [id], |r| r.get(0)).ok())
        .collect()
}

/// The answers the progress database holds, oldest first.
fn saved(db: &Path) -> Vec<AnswerRecord> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut answers = Vec::new();
    bjcoach::coach::learner::store::each_answer(&conn, |a| {
        answers.push(a);
        Ok(())
    })
    .unwrap();
    answers
}

/// The page of the file that holds these bytes first.
fn page_holding(db: &Path, text: &str) -> u64 {
    let bytes = std::fs::read(db).unwrap();
    let at = bytes.windows(text.len()).position(|w| w == text.as_bytes()).unwrap();
    (at as u64 / 4096) * 4096
}

/// What the learner is told when the store heals: how many answers were kept and where the
/// damaged file is.
fn healed(kept: &Path, readable: usize, held: usize) -> String {
    let of = if readable == held {
        format!("all {held} of its answers")
    } else {
        format!("{readable} of its {held} answers")
    };
    format!(
        "your saved progress was damaged (database disk image is malformed): {of} could still be read and are kept in a new database; the damaged file is kept as {}",
        kept.display()
    )
}

/// The answers recovered are those that could be read, in their order, each as it was saved.
fn assert_recovered(saved: &[AnswerRecord], readable: &[String], all: &[AnswerRecord]) {
    let texts: Vec<&str> = saved.iter().map(|a| a.answer.as_str()).collect();
    assert_eq!(texts[..readable.len()], readable.iter().map(String::as_str).collect::<Vec<_>>()[..]);
    for a in &saved[..readable.len()] {
        let n: usize = a.answer["answer #".len()..].parse().unwrap();
        assert_eq!(a, &all[n]);
    }
}

/// The reproduction: a few hundred answers, then 4 KiB of 0xFF over the fourth page (4096×3),
/// which holds the table of journals already saved. Every save used to fail with "database
/// disk image is malformed" and the file was never set aside; now the next drill keeps the
/// damaged file, moves every answer into a new database, and says so; `stats`, drills and
/// `stats --reset` work afterwards.
#[test]
fn a_damaged_page_is_healed_by_the_next_drill_keeping_every_answer_that_can_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let all = history(&data, 300);
    let db = data.join("progress.db");
    overwrite_page(&db, 4096 * 3);
    let damaged = std::fs::read(&db).unwrap();
    let readable = readable_one_by_one(&db, 300);
    assert_eq!(readable.len(), 300, "the page holds no answer");
    let (n, err) = stats_answers(&data);
    assert_eq!(n, 0);
    assert!(
        err.contains(&format!(
            "your saved progress cannot be read ({}: database disk image is malformed); when new answers are saved, it will be kept aside, never overwritten, and every answer that can still be read moved into a new file",
            db.display()
        )),
        "{err}"
    );

    let err = drill(&data, 0);
    let kept = data.join("progress.db.damaged");
    assert!(err.ends_with(&healed(&kept, 300, 300)), "{err}");
    assert!(std::fs::read(&kept).unwrap() == damaged, "the damaged file is kept as it was");
    let now = saved(&db);
    assert_recovered(&now, &readable, &all);
    assert_eq!(now.len(), 302);
    assert!(now[300..].iter().all(|a| a.answer == "12" || a.answer == "13"), "{:?}", &now[300..]);
    // Everything works afterwards: stats, the next session, a reset.
    assert_eq!(stats_answers(&data), (302, String::new()));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 304);
    let out = Run::new(&["stats", "--reset", "--yes"]).data_dir(&data).ok();
    assert!(out.contains("Your progress (304 answers) was reset"), "{out}");
    assert_eq!(stats_answers(&data).0, 0);
}

/// A page of the answers themselves overwritten: the summaries still read and a drill still
/// saves (its answers go at the end), but `stats --reset` cannot back the answers up. It heals
/// the store first, keeping every answer that can still be read (counted here one by one, apart
/// from the store's way of reading them in ranges), backs those up and resets.
#[test]
fn a_damaged_page_of_answers_is_healed_by_a_reset_that_backs_up_what_can_be_read() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let all = history(&data, 300);
    let db = data.join("progress.db");
    overwrite_page(&db, page_holding(&db, "answer #00150"));
    let readable = readable_one_by_one(&db, 300);
    assert!((200..300).contains(&readable.len()), "{} readable", readable.len());
    assert!(!readable.iter().any(|a| a == "answer #00150"));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 302);
    let damaged = std::fs::read(&db).unwrap();

    let (out, err) = Run::new(&["stats", "--reset", "--yes"]).data_dir(&data).expect(0);
    let kept = data.join("progress.db.damaged");
    assert!(flat(&err).ends_with(&healed(&kept, readable.len() + 2, 302)), "{err}");
    assert!(std::fs::read(&kept).unwrap() == damaged, "the damaged file is kept as it was");
    let n = readable.len() + 2;
    assert!(out.contains(&format!("Your progress ({n} answers) was reset")), "{out}");
    let backup = data.join(format!("progress.json.reset-{NOW}"));
    let backed_up: bjcoach::coach::learner::progress::Progress =
        serde_json::from_str(&std::fs::read_to_string(backup).unwrap()).unwrap();
    assert_recovered(&backed_up.answers, &readable, &all);
    assert_eq!(backed_up.answers.len(), n);
    assert_eq!(stats_answers(&data), (0, String::new()));
    assert_eq!(drill(&data, 0), "");
    assert_eq!(stats_answers(&data).0, 2);
}
