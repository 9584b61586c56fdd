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
