//! The placement test: a few of the hardest questions of each stage, whose answers place a new
//! learner on the path; taken again, the latest counts; a history without one reads as before.

use std::path::Path;

use bjcoach::coach::learner::learning_path::{PATHS, status_at};
use bjcoach::coach::learner::record::AnswerRecord;
use bjcoach::game::rules::preset;

use crate::cli::{NOW, Run, flat};

const TABLE: &str = "quebec-s17";
const SEED: &str = "3";

/// The placement's questions at the table and seed: each one's key and right answer, read from
/// a session answered wrongly in a fresh folder.
fn questions() -> Vec<(String, String)> {
    let args = ["drill", "placement", "--table", TABLE, "--seed", SEED, "--format", "json"];
    let text = Run::new(&args).stdin(&"x\n".repeat(100)).ok();
    text.lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["once_more"] == false)
        .map(|v| (v["key"].as_str().unwrap().to_string(), v["expected"].as_str().unwrap().to_string()))
        .collect()
}

/// The stage a placement question probes, by its id in the key (`placed STAGE-ID ...`).
fn stage_of(key: &str) -> &str {
    key.strip_prefix("placed ").and_then(|rest| rest.split(' ').next()).unwrap()
}

/// Takes the placement in `dir` with these answers, one a line; returns what it said.
fn take(dir: &Path, answers: &[String], width: usize) -> String {
    let file = dir.join("placement-answers.txt");
    std::fs::write(&file, answers.iter().map(|a| format!("{a}\n")).collect::<String>()).unwrap();
    let args = ["drill", "placement", "--table", TABLE, "--seed", SEED, "--answers", file.to_str().unwrap()];
    Run::new(&args).data_dir(dir).columns(width).ok()
}

/// The stages of the path as `stats` says them: name, mastered, placed.
fn path_said(dir: &Path) -> Vec<(String, bool, bool)> {
    let text = Run::new(&["stats", "--format", "json", "--table", TABLE]).data_dir(dir).ok();
    let stats: serde_json::Value = serde_json::from_str(&text).unwrap();
    stats["path"]["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["name"].as_str().unwrap().to_string(),
                s["mastered"].as_bool().unwrap(),
                s["placed"].as_bool().unwrap(),
            )
        })
        .collect()
}

/// The same stages recounted from the raw answers of `stats --export json`.
fn path_recounted(dir: &Path) -> Vec<(String, bool, bool)> {
    let text = Run::new(&["stats", "--export", "json"]).data_dir(dir).ok();
    let export: serde_json::Value = serde_json::from_str(&text).unwrap();
    let answers: Vec<AnswerRecord> = serde_json::from_value(export["answers"].clone()).unwrap();
    status_at(&PATHS[0], &preset(TABLE).unwrap(), &answers, |t| preset(t).ok(), NOW)
        .iter()
        .map(|s| (s.stage.name.to_string(), s.mastered, s.placed))
        .collect()
}

/// The home's first lines, as the menu shows them.
fn home(dir: &Path) -> String {
    let script = dir.join("menu-script.txt");
    std::fs::write(&script, "quit\n").unwrap();
    // English named, so that at a table of another language the home does not offer it first.
    flat(&Run::new(&[]).data_dir(dir).env("BJCOACH_LANG", "en").env("BJCOACH_MENU_SCRIPT", &script).ok())
}

#[test]
fn a_learner_who_answers_everything_right_is_placed_past_every_stage_asked() {
    let asked = questions();
    let stages: Vec<&str> = asked.iter().map(|(k, _)| stage_of(k)).collect();
    // A few of each stage asked, in the path's order, the first three stages first.
    assert_eq!(
        &stages[..6],
        [
            "count-hands",
            "count-hands",
            "spot-soft-hands",
            "spot-soft-hands",
            "know-the-dealers-rule",
            "know-the-dealers-rule"
        ]
    );
    assert!(!stages.contains(&"keep-the-running-count"), "{stages:?}");
    let dir = tempfile::tempdir().unwrap();
    let said = take(dir.path(), &asked.iter().map(|(_, a)| a.clone()).collect::<Vec<_>>(), 80);
    assert!(flat(&said).contains(&format!("Summary: {0}/{0} right", asked.len())), "{said}");
    assert!(flat(&said).contains("You start at Keep the running count (stage 10 of 16)."), "{said}");
    let path = path_said(dir.path());
    assert_eq!(path, path_recounted(dir.path()));
    for (name, mastered, placed) in &path {
        let asked_of = asked
            .iter()
            .any(|(k, _)| PATHS[0].stages.iter().any(|s| s.name == name && s.id() == stage_of(k)));
        assert_eq!((*mastered, *placed), (asked_of, asked_of), "{name}");
    }
    let home = home(dir.path());
    assert!(home.contains("Next on your path: Keep the running count (stage 10 of 16)"), "{home}");
    // A learner with answers is not offered the test again at the home; the drill is there.
    assert!(!home.contains("Take the placement test"), "{home}");
}

#[test]
fn a_miss_at_the_third_stage_places_the_learner_there_and_the_latest_placement_counts() {
    let asked = questions();
    let mut answers: Vec<String> = asked.iter().map(|(_, a)| a.clone()).collect();
    let third = asked.iter().position(|(k, _)| stage_of(k) == "know-the-dealers-rule").unwrap();
    assert_eq!(third, 4);
    answers[third] = "x".to_string();
    let dir = tempfile::tempdir().unwrap();
    let said = flat(&take(dir.path(), &answers, 80));
    assert!(said.contains("Passed at the placement: Count hands, Spot soft hands, Hit or stand,"), "{said}");
    assert!(said.contains("You start at Know the dealer's rule (stage 3 of 16)."), "{said}");
    let path = path_said(dir.path());
    assert_eq!(path, path_recounted(dir.path()));
    assert_eq!(path[0], ("Count hands".to_string(), true, true));
    assert_eq!(path[1], ("Spot soft hands".to_string(), true, true));
    assert_eq!(path[2], ("Know the dealer's rule".to_string(), false, false));
    let home = home(dir.path());
    assert!(home.contains("Next on your path: Know the dealer's rule (stage 3 of 16)"), "{home}");
    let stats = flat(&Run::new(&["stats", "--table", TABLE]).data_dir(dir.path()).ok());
    assert!(stats.contains("placed Count hands"), "{stats}");
    assert!(stats.contains("A stage placed was passed at the placement test"), "{stats}");
    // Taken again, all right: the latest placement counts, and the third stage is passed.
    let right: Vec<String> = asked.iter().map(|(_, a)| a.clone()).collect();
    let again = flat(&take(dir.path(), &right, 80));
    assert!(again.contains("You start at Keep the running count (stage 10 of 16)."), "{again}");
    let path = path_said(dir.path());
    assert_eq!(path, path_recounted(dir.path()));
    assert_eq!(path[2], ("Know the dealer's rule".to_string(), true, true));
}

#[test]
fn a_history_without_a_placement_reads_as_before_and_a_new_learner_is_offered_one() {
    let fresh = tempfile::tempdir().unwrap();
    let home_fresh = home(fresh.path());
    assert!(
        home_fresh.contains(
            "Take the placement test: 20 questions, a few from each stage, at book. You start at the first stage you miss."
        ),
        "{home_fresh}"
    );
    assert!(home_fresh.contains("place Take the placement test at book"), "{home_fresh}");
    let dir = tempfile::tempdir().unwrap();
    Run::new(&["drill", "hand-totals", "--table", TABLE, "--seed", "1", "--questions", "5"])
        .data_dir(dir.path())
        .stdin("17\n18\n19\n20\n21\n")
        .ok();
    let path = path_said(dir.path());
    assert_eq!(path, path_recounted(dir.path()));
    assert!(path.iter().all(|(_, mastered, placed)| !mastered && !placed), "{path:?}");
    let home = home(dir.path());
    assert!(home.contains("Next on your path: Count hands (stage 1 of 16)"), "{home}");
    assert!(!home.contains("placement"), "{home}");
}

#[test]
fn the_placements_summary_fits_60_and_80_columns() {
    let asked = questions();
    let mut answers: Vec<String> = asked.iter().map(|(_, a)| a.clone()).collect();
    answers[4] = "x".to_string();
    // The miss asked once more at the end, and answered right.
    answers.push(asked[4].1.clone());
    for width in [60, 80] {
        let dir = tempfile::tempdir().unwrap();
        let said = take(dir.path(), &answers, width);
        let summary = &said[said.find("Summary:").unwrap()..];
        for line in summary.lines() {
            assert!(console::measure_text_width(line) <= width, "{line}");
        }
        insta::assert_snapshot!(format!("placement_summary_at_{width}"), summary);
    }
}
