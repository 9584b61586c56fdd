//! The learning path and the advice of `stats` across tables and drills: a stage the table does
//! not change counts the answers of every table where it holds; what the advice names is what its
//! command deals first.

use std::path::Path;

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

use crate::cli::{Run, flat};

fn saved(dir: &Path) -> Vec<AnswerRecord> {
    Store::new(dir).load().unwrap().0.answers
}

/// The advice of `stats` on a missed cell: the cell in words and the command advised.
fn advised(stats: &str) -> Option<(String, String)> {
    let text = flat(stats);
    let rest = text.split("Chart cell missed before, asked first: ").nth(1)?;
    let (cell, command) = rest.split_once(": `bjcoach ")?;
    let command = command.split(" --focus weak").next()?;
    Some((cell.to_string(), format!("{command} --focus weak")))
}

#[test]
fn the_advice_names_the_cell_its_focused_drill_deals_first() {
    // The reproduction: six strategy answers at casino-fr, seed 2, then `stats`.
    let dir = tempfile::tempdir().unwrap();
    Run::new(&["drill", "strategy", "--table", "casino-fr", "--seed", "2", "--count", "6"])
        .data_dir(dir.path())
        .stdin("p\ns\nh\nh\ns\np\n")
        .ok();
    let missed: Vec<String> =
        saved(dir.path()).iter().filter(|a| !a.correct).map(|a| a.key.clone()).collect();
    let stats = Run::new(&["stats"]).data_dir(dir.path()).ok();
    let (cell, command) = advised(&stats).unwrap_or_else(|| panic!("no cell advised:\n{stats}"));
    assert_eq!(cell, "hard 18 v 7");
    assert_eq!(command, "drill hard-decisions --table casino-fr --focus weak");
    assert!(missed.iter().any(|k| k.ends_with("hard 18 v 7")), "{missed:?}");
    // The command advised, run: it finds the miss and deals that cell first.
    let mut args: Vec<&str> = command.split(' ').collect();
    args.extend(["--count", "1"]);
    let before = saved(dir.path()).len();
    let (_, err) = Run::new(&args).data_dir(dir.path()).stdin("s\n").expect(0);
    assert!(!err.contains("missed lately"), "{err}");
    let after = saved(dir.path());
    let first = &after[before];
    assert_eq!((first.drill.as_str(), first.table.as_str()), ("hard-decisions", "casino-fr"));
    assert_eq!(first.key, format!("play {cell}"));
}

/// The expected answers of a seeded session's questions, read from a session answered wrongly.
fn expected_answers(drill: &str, table: &str, seed: &str, count: usize) -> Vec<String> {
    let count_text = count.to_string();
    let args = ["drill", drill, "--table", table, "--seed", seed, "--count", &count_text, "--format", "json"];
    let text = Run::new(&args).stdin(&"x\n".repeat(count)).ok();
    text.lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["once_more"] == false)
        .map(|v| v["expected"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn hand_totals_practised_at_one_table_count_at_another_and_the_chart_does_not() {
    let dir = tempfile::tempdir().unwrap();
    // Forty hand totals right in time at book master the first stage there.
    let right = expected_answers("hand-totals", "book", "1", 40);
    assert_eq!(right.len(), 40);
    Run::new(&["drill", "hand-totals", "--table", "book", "--seed", "1", "--count", "40", "--answers", "-"])
        .data_dir(dir.path())
        .stdin(&format!("{}\n", right.join("\n")))
        .ok();
    // And a few hard hands there, a stage of book's own chart.
    Run::new(&["drill", "hard-decisions", "--table", "book", "--seed", "1", "--count", "3"])
        .data_dir(dir.path())
        .stdin("s\ns\ns\n")
        .ok();
    let answers = saved(dir.path());
    let totals = answers.iter().filter(|a| a.drill == "hand-totals" && a.table == "book");
    assert_eq!(totals.clone().filter(|a| a.correct).count(), 40);
    let stage = |json: &serde_json::Value, name: &str| -> serde_json::Value {
        json["path"]["stages"].as_array().unwrap().iter().find(|s| s["name"] == name).unwrap().clone()
    };
    for table in ["book", "casino-fr"] {
        let json: serde_json::Value = serde_json::from_str(
            &Run::new(&["stats", "--table", table, "--format", "json"]).data_dir(dir.path()).ok(),
        )
        .unwrap();
        let count = stage(&json, "Count hands");
        assert_eq!(
            (count["mastered"].as_bool(), count["answers"].as_u64()),
            (Some(true), Some(40)),
            "{table}"
        );
        let hit = stage(&json, "Hit or stand");
        let at_book = if table == "book" { 3 } else { 0 };
        assert_eq!(hit["answers"].as_u64(), Some(at_book), "{table}");
    }
    // The home, at the table practised last, sends the learner on from there.
    Run::new(&["drill", "dealer-play", "--table", "casino-fr", "--seed", "1", "--count", "1"])
        .data_dir(dir.path())
        .stdin("x\n")
        .ok();
    let script = dir.path().join("script.txt");
    std::fs::write(&script, "quit\n").unwrap();
    // English named, so that the home does not offer casino-fr's French first.
    let home =
        Run::new(&[]).env("BJCOACH_LANG", "en").env("BJCOACH_MENU_SCRIPT", &script).data_dir(dir.path()).ok();
    assert!(
        flat(&home).contains(
            "Next on your path: Spot soft hands (stage 2 of 16), with the soft-hands drill at casino-fr."
        ),
        "{home}"
    );
    // The stats say which stages count the answers of other tables.
    let text = flat(&Run::new(&["stats", "--table", "casino-fr"]).data_dir(dir.path()).ok());
    assert!(
        text.contains(
            "Answers at other tables count toward Count hands and Count down a deck (every table);"
        ),
        "{text}"
    );
}
