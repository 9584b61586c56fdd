//! Drills against the clock (`drill --timed`): the time allowed and taken shown, a late answer
//! saved as a miss, a streak, personal bests in `stats`, and the path's pace.

use std::path::Path;

use bjcoach::coach::learner::progress::Store;

use crate::cli::{NOW, Run};

/// The lines a learner types in a seeded session, each made by `line` from the question's number
/// and its right answer. The session is run on a copy of the data folder `dir` (whose history
/// chooses the questions), or on an empty one, once per question: the schedule hears every
/// answer, so each line is found with the lines before it as they will be typed.
fn lines_in(
    dir: Option<&Path>,
    drill: &str,
    seed: &str,
    count: usize,
    line: impl Fn(usize, &str) -> String,
) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    while lines.len() < count {
        let copy = tempfile::tempdir().unwrap();
        for entry in dir.map(|d| std::fs::read_dir(d).unwrap()).into_iter().flatten() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), copy.path().join(entry.file_name())).unwrap();
        }
        // The question after them is shown once answered: any answer will do.
        let typed: String = lines.iter().map(|l| format!("{l}\n")).collect::<String>() + "0\n";
        let json =
            Run::new(&["drill", drill, "--seed", seed, "--count", &count.to_string(), "--format", "json"])
                .data_dir(copy.path())
                .at(NOW)
                .stdin(&typed)
                .ok();
        let asked = json.lines().nth(lines.len()).unwrap_or_default();
        let v: serde_json::Value = serde_json::from_str(asked).unwrap();
        let right = v["expected"].as_str().unwrap();
        lines.push(line(lines.len(), right));
    }
    lines
}

fn right_answers(drill: &str, seed: &str, count: usize) -> Vec<String> {
    lines_in(None, drill, seed, count, |_, right| right.to_string())
}

#[test]
fn a_timed_session_shows_the_clock_counts_late_answers_as_misses_and_keeps_a_streak() {
    let dir = tempfile::tempdir().unwrap();
    let right = right_answers("hand-totals", "3", 5);
    // In time, in time, right but late, wrong, in time (the scripted time is stated after `@`).
    let answers = format!("{} @1.1\n{}\n{} @9.5\n2 @1\n{} @2.4\n", right[0], right[1], right[2], right[4]);
    let out = Run::new(&["drill", "hand-totals", "--seed", "3", "--count", "5", "--timed", "8"])
        .data_dir(dir.path())
        .at(NOW)
        .stdin(&answers)
        .ok();
    insta::assert_snapshot!(out);
    let saved = Store::new(dir.path()).load().unwrap().0.answers;
    assert_eq!(saved.len(), 5);
    assert_eq!(saved[2].answer, right[2]);
    assert!(!saved[2].correct, "a late answer is saved as a miss");
    assert_eq!(saved[2].mistake.as_deref(), Some("too-slow"));
    assert_eq!(saved[2].response_ms, Some(9500));
    assert!(saved[0].correct && saved[1].correct && saved[4].correct);
}

#[test]
fn a_timed_json_session_says_the_limit_and_the_streak() {
    let right = right_answers("soft-hands", "2", 3);
    let answers = format!("{}\n{} @7\n{}\n", right[0], right[1], right[2]);
    let out =
        Run::new(&["drill", "soft-hands", "--seed", "2", "--count", "3", "--timed", "6", "--format", "json"])
            .stdin(&answers)
            .ok();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let streaks: Vec<u64> = lines[..3].iter().map(|v| v["streak"].as_u64().unwrap()).collect();
    assert_eq!(streaks, [1, 0, 1]);
    assert_eq!(lines[1]["too_slow"], true);
    assert_eq!(lines[1]["mistake"], "too-slow");
    assert_eq!(lines[3]["summary"]["limit_seconds"], 6.0);
    assert_eq!(lines[3]["summary"]["best_streak"], 1);
    // An untimed session's JSON is as it was: no clock fields.
    let plain = Run::new(&["drill", "soft-hands", "--seed", "2", "--count", "1", "--format", "json"])
        .stdin("x\n")
        .ok();
    assert!(!plain.contains("streak") && !plain.contains("limit_seconds"), "{plain}");
}

#[test]
fn a_time_limit_out_of_range_is_bad_usage() {
    for bad in ["0", "601", "soon"] {
        let (_, err) = Run::new(&["drill", "hand-totals", "--timed", bad]).stdin("").expect(2);
        assert!(err.contains("--timed"), "{err}");
    }
}

#[test]
fn stats_show_each_drills_best_at_speed_and_the_pace_each_stage_needs() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str], answers: &str| Run::new(args).data_dir(dir.path()).at(NOW).stdin(answers).ok();
    // Too short to be a personal best.
    let right = right_answers("hand-totals", "4", 9);
    run(&["drill", "hand-totals", "--seed", "4", "--count", "9", "--timed", "3"], &(right.join("\n") + "\n"));
    let text = run(&["stats", "--table", "book"], "");
    assert!(text.contains("Best at speed: no timed session of 10 answers or more yet"), "{text}");
    // Ten at 5 s with one late; twelve at 4 s with two wrong: 90 % at 5 s is the best.
    let lines = lines_in(Some(dir.path()), "hand-totals", "5", 10, |i, right| {
        if i == 6 { format!("{right} @5.5") } else { right.to_string() }
    });
    run(
        &["drill", "hand-totals", "--seed", "5", "--count", "10", "--timed", "5"],
        &(lines.join("\n") + "\n"),
    );
    let lines = lines_in(Some(dir.path()), "hand-totals", "6", 12, |i, right| {
        if i == 0 || i == 11 { "2".to_string() } else { right.to_string() }
    });
    run(
        &["drill", "hand-totals", "--seed", "6", "--count", "12", "--timed", "4"],
        &(lines.join("\n") + "\n"),
    );
    let text = run(&["stats", "--table", "book"], "");
    let best = text.split("Best at speed").nth(1).unwrap().split("\n\n").next().unwrap();
    insta::assert_snapshot!("best_at_speed", format!("Best at speed{best}"));
    let path = text.split("Learning path").nth(1).unwrap().split("\n\n").next().unwrap();
    insta::assert_snapshot!("path_with_its_pace", format!("Learning path{path}"));
    let json = run(&["stats", "--table", "book", "--format", "json"], "");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["best_at_speed"][0]["limit_ms"], 5000);
    assert_eq!(v["best_at_speed"][0]["correct"], 9);
    assert_eq!(v["path"]["stages"][0]["seconds"], 4);
}

/// A timed running count answered from a script, at 60 and 80 columns: the limit is stated once
/// in each question's heading, the cards are shown once each and plainly (no clock redrawn, no
/// card cleared), and the transcript reads the same at every `--pace`.
#[test]
fn a_timed_running_count_from_a_script_states_the_limit_once_and_shows_each_card_once() {
    let args = |pace| {
        [
            "drill",
            "running-count",
            "--table",
            "quebec-s17",
            "--seed",
            "3",
            "--count",
            "2",
            "--timed",
            "8",
            "--pace",
            pace,
        ]
    };
    for width in [60, 80] {
        let out = Run::new(&args("2")).columns(width).at(NOW).stdin("-1\n0 @9\n").ok();
        insta::assert_snapshot!(format!("timed_running_count_{width}"), out);
        assert!(!out.contains('\x1b'), "no escape code in a transcript: {out:?}");
        // Once per question, the miss asked once more at the end included.
        let questions = out.lines().filter(|l| l.starts_with("Question ")).count();
        assert!(questions >= 2, "{out}");
        assert_eq!(out.matches("8 s to answer").count(), questions, "once per question: {out}");
        assert!(!out.contains(" s]"), "no clock face: {out}");
        assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
        let at_once = Run::new(&args("0")).columns(width).at(NOW).stdin("-1\n0 @9\n").ok();
        assert_eq!(out, at_once, "a script never waits for the pace, and sees the same");
    }
}

/// At a terminal each card of a running count is flashed and cleared before the next, and a
/// timed answer's seconds are counted down before the prompt, redrawn in place (the cursor saved
/// and restored) while the answer is typed, which stays as typed.
#[cfg(unix)]
#[test]
fn at_a_terminal_the_cards_flash_by_and_the_clock_counts_down_as_the_learner_types() {
    let args = [
        "drill",
        "running-count",
        "--table",
        "quebec-s17",
        "--seed",
        "3",
        "--count",
        "1",
        "--pace",
        "0.2",
        "--timed",
        "9",
    ];
    // The cards the question deals, in order, from the same question answered by a script.
    let json = Run::new(&[&args[..8], &["--format", "json"]].concat()).stdin("0\n").ok();
    let first: serde_json::Value = serde_json::from_str(json.lines().next().unwrap()).unwrap();
    let rounds = first["situation"]["count"]["rounds"].as_array().unwrap().clone();
    let mut t = crate::pty::Terminal::start(&args, 24, 80);
    t.wait(0, |w| w.contains("Your answer:"));
    // Two seconds and more before the keys (with the moment `wait` gives).
    std::thread::sleep(std::time::Duration::from_millis(2150));
    t.type_keys("-1\r");
    t.finish();
    let shown = t.raw();
    // Each card on the line left clear by the one before: `\r` and a cleared line, then the card.
    let mut rest = shown.as_str();
    for round in &rounds {
        let cards = round["cards"].as_array().unwrap();
        for card in cards {
            let card = card.as_str().unwrap();
            let flashed = format!("\r\x1b[2K    {card}");
            let at = rest.find(&flashed).unwrap_or_else(|| panic!("{card} flashed in order: {shown:?}"));
            rest = &rest[at + flashed.len()..];
            assert!(rest.starts_with("\r\x1b[2K"), "{card} cleared before the next: {shown:?}");
        }
        let gone = format!("({} cards went by", cards.len());
        assert!(rest.contains(&gone), "{gone}: {shown:?}");
    }
    let question = &shown[shown.find("Your answer:").unwrap() - 8..];
    assert!(question.starts_with("[  9 s] Your answer: "), "{question:?}");
    // Two seconds or more pass before the keys: the clock is redrawn in place at least twice.
    for second in ["8", "7"] {
        assert!(question.contains(&format!("\x1b7\r[  {second} s]\x1b8")), "{second} s: {question:?}");
    }
    let mut typed = question.to_string();
    for second in 0..=9 {
        typed = typed.replace(&format!("\x1b7\r[  {second} s]\x1b8"), "");
    }
    assert!(typed.starts_with("[  9 s] Your answer: -1\r\n"), "the answer as typed: {typed:?}");
    assert!(shown.contains("the answer is -1"), "{shown:?}");
}
