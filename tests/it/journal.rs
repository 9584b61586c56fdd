//! Answers outlive a drill session killed before its end: each is written to the session's
//! journal as it is given, and the next bjcoach run recovers what a dead session left.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

use crate::cli::{NOW, Run, flat};

fn journals(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("journal-"))
        .collect();
    found.sort();
    found
}

fn answer(key: &str) -> AnswerRecord {
    AnswerRecord {
        drill: "hard-decisions".into(),
        table: "book".into(),
        key: key.into(),
        answer: "h".into(),
        expected: "h".into(),
        correct: true,
        mistake: None,
        cost_percent: Some(0.0),
        response_ms: Some(2000),
        at: NOW - 60,
        retry: false,
    }
}

fn stats_count(dir: &Path) -> (u64, String) {
    let (out, err) = Run::new(&["stats", "--format", "json"]).data_dir(dir).expect(0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    (v["answers"].as_u64().unwrap(), flat(&err))
}

/// The answers saved in the progress database, without those of unsaved journals.
fn progress_file(dir: &Path) -> Vec<AnswerRecord> {
    let conn = rusqlite::Connection::open(dir.join("progress.db")).unwrap();
    let mut answers = Vec::new();
    bjcoach::coach::learner::store::each_answer(&conn, |a| {
        answers.push(a);
        Ok(())
    })
    .unwrap();
    answers
}

#[test]
fn a_killed_sessions_journal_counts_in_stats_and_is_saved_by_the_next_drill() {
    let dir = tempfile::tempdir().unwrap();
    let lines: Vec<String> = ["hard 16 v T", "hard 12 v 4", "cut short"]
        .iter()
        .map(|k| serde_json::to_string(&answer(k)).unwrap())
        .collect();
    // Two answers written whole, and a third cut off as the process died.
    let journal = dir.path().join(format!("journal-{}-4242-0badcafe.jsonl", NOW - 60));
    std::fs::write(&journal, format!("{}\n{}\n{}", lines[0], lines[1], &lines[2][..20])).unwrap();

    let (count, err) = stats_count(dir.path());
    assert_eq!(count, 2);
    assert_eq!(err, "");
    assert!(journal.exists(), "reading the progress changes nothing");

    let answers = dir.path().join("answers.txt");
    std::fs::write(&answers, "12\n13\n").unwrap();
    let (_, err) = Run::new(&[
        "drill",
        "hand-totals",
        "--count",
        "2",
        "--seed",
        "1",
        "--answers",
        answers.to_str().unwrap(),
    ])
    .data_dir(dir.path())
    .expect(0);
    assert!(err.contains("2 answers of a session that ended without saving were recovered"), "{err}");
    let saved = progress_file(dir.path());
    let keys: Vec<&str> = saved.iter().map(|a| a.key.as_str()).collect();
    assert_eq!(keys[..2], ["hard 16 v T", "hard 12 v 4"]);
    assert_eq!(saved.len(), 4);
    assert!(saved[2..].iter().all(|a| a.drill == "hand-totals"), "{saved:?}");
    assert_eq!(journals(dir.path()), Vec::<PathBuf>::new());
    assert_eq!(stats_count(dir.path()).0, 4);
}

#[test]
fn a_garbled_journal_line_is_skipped_with_a_note_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = serde_json::to_string(&answer("hard 16 v T")).unwrap();
    let journal = dir.path().join(format!("journal-{NOW}-1-00000000.jsonl"));
    std::fs::write(&journal, format!("{good}\n{{\"drill\": 12}}\n")).unwrap();
    let (count, err) = stats_count(dir.path());
    assert_eq!(count, 1);
    assert!(
        err.contains(&format!("{}: 1 line of this journal could not be read", journal.display())),
        "{err}"
    );
}

/// The binary, reading its answers from a pipe, in a data folder of its own.
fn drill_on_a_pipe(dir: &Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_bjcoach"))
        .args(["drill", "hand-totals", "--count", "5", "--seed", "1"])
        .env("NO_COLOR", "1")
        .env("BJCOACH_DATA_DIR", dir)
        .env("BJCOACH_NOW", NOW.to_string())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[test]
fn answers_given_before_a_sigkill_are_recovered() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = drill_on_a_pipe(dir.path());
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines, seen) = mpsc::channel();
    let reader = std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if lines.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let wait_for = |marker: &str| loop {
        // Only a hung bjcoach takes this long; each line comes as soon as it is written.
        let line = seen.recv_timeout(Duration::from_secs(60)).expect("bjcoach goes on with the session");
        if line.contains(marker) {
            break;
        }
    };
    wait_for("Question 1 of 5");
    for (n, typed) in ["12", "13", "14"].iter().enumerate() {
        writeln!(stdin, "{typed}").unwrap();
        stdin.flush().unwrap();
        // The next question is asked only once the answer was journalled and shown.
        wait_for(&format!("Question {} of 5", n + 2));
    }
    child.kill().unwrap();
    child.wait().unwrap();
    drop(stdin);
    reader.join().unwrap();

    let left = journals(dir.path());
    assert_eq!(left.len(), 1, "{left:?}");
    let journalled = std::fs::read_to_string(&left[0]).unwrap();
    let typed: Vec<String> =
        journalled.lines().map(|l| serde_json::from_str::<AnswerRecord>(l).unwrap().answer).collect();
    assert_eq!(typed, ["12", "13", "14"]);
    assert!(!dir.path().join("progress.db").exists());
    assert_eq!(Store::new(dir.path()).load().unwrap().0.answers.len(), 3);

    let (_, err) = Run::new(&["drill", "hand-totals", "--count", "2", "--seed", "2"])
        .data_dir(dir.path())
        .stdin("15\n16\n")
        .expect(0);
    assert!(err.contains("3 answers of a session that ended without saving were recovered"), "{err}");
    let saved: Vec<String> = progress_file(dir.path()).into_iter().map(|a| a.answer).collect();
    assert_eq!(saved, ["12", "13", "14", "15", "16"]);
    assert!(journals(dir.path()).is_empty());
}

#[test]
fn two_drills_at_once_keep_each_others_answers_once() {
    let dir = tempfile::tempdir().unwrap();
    // A session stays open, its journal locked, while another one runs to its end.
    let mut open = drill_on_a_pipe(dir.path());
    let mut stdin = open.stdin.take().unwrap();
    let mut stdout = BufReader::new(open.stdout.take().unwrap());
    let mut line = String::new();
    writeln!(stdin, "12").unwrap();
    stdin.flush().unwrap();
    while !line.contains("Question 2 of 5") {
        line.clear();
        assert_ne!(stdout.read_line(&mut line).unwrap(), 0, "bjcoach goes on with the session");
    }
    Run::new(&["drill", "hand-totals", "--count", "2", "--seed", "2"])
        .data_dir(dir.path())
        .stdin("15\n16\n")
        .ok();
    assert_eq!(progress_file(dir.path()).len(), 2, "a live session's journal is left alone");
    writeln!(stdin, "13\n14\n15\n16").unwrap();
    drop(stdin);
    assert!(open.wait().unwrap().success());
    let saved: Vec<String> = progress_file(dir.path()).into_iter().map(|a| a.answer).collect();
    assert_eq!(saved, ["15", "16", "12", "13", "14", "15", "16"]);
    assert!(journals(dir.path()).is_empty());
}
