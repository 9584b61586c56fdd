//! `stats --memory`: the memory model replayed over the saved answers, every figure recounted
//! here from the raw answers `stats --export json` writes (grouped by table and key, first
//! answers only, in the order saved, a right answer a recall and a wrong one a lapse), with the
//! model itself (checked against the reference implementation in its own test).

use std::collections::HashMap;

use bjcoach::coach::learner::fsrs::{Fsrs, MemoryState, Rating};
use serde_json::Value;

use crate::cli::Run;

const DAY: u64 = 86_400;
const START: u64 = 1_780_000_000;

/// Four sessions of hand totals and soft hands: two the first day an hour apart, one three days
/// later, one ten days later, each answered partly right.
fn history(dir: &std::path::Path) {
    let answers = "21\n14\n12\n17\n19\n13\n20\n15\n18\n16\n";
    for (i, at) in [START, START + 3600, START + 3 * DAY, START + 10 * DAY].into_iter().enumerate() {
        let seed = (i % 2 + 1).to_string();
        for drill in ["hand-totals", "soft-hands"] {
            Run::new(&["drill", drill, "--table", "book", "--seed", &seed, "-n", "10"])
                .data_dir(dir)
                .at(at)
                .stdin(answers)
                .ok();
        }
    }
}

/// The report recounted from the raw answers at `now`: items, due, spaced and massed answers
/// and right ones, predicted recall summed and the log loss.
fn recount(answers: &[Value], now: u64) -> (usize, usize, (u64, u64), (u64, u64), f64, f64) {
    let fsrs = Fsrs::default();
    let mut items: HashMap<(String, String), (MemoryState, u64)> = HashMap::new();
    let (mut spaced, mut massed, mut predicted, mut loss) = ((0, 0), (0, 0), 0.0, 0.0);
    for a in answers.iter().filter(|a| a.get("retry").is_none_or(|r| r == false)) {
        let id = (a["table"].as_str().unwrap().to_string(), a["key"].as_str().unwrap().to_string());
        let (at, right) = (a["at"].as_u64().unwrap(), a["correct"].as_bool().unwrap());
        let rating = if right { Rating::Good } else { Rating::Again };
        match items.get(&id).copied() {
            None => {
                items.insert(id, (fsrs.review(None, 0, rating), at));
            }
            Some((state, last)) => {
                let days = ((at - last) / DAY) as u32;
                if days == 0 {
                    massed = (massed.0 + 1, massed.1 + u64::from(right));
                } else {
                    let p = fsrs.recall(f64::from(days), state.stability);
                    spaced = (spaced.0 + 1, spaced.1 + u64::from(right));
                    predicted += p;
                    loss -= if right { p.ln() } else { (1.0 - p).ln() };
                }
                items.insert(id, (fsrs.review(Some(state), days, rating), at));
            }
        }
    }
    let due = items
        .values()
        .filter(|(state, last)| fsrs.recall((now - last) as f64 / DAY as f64, state.stability) < 0.9)
        .count();
    (items.len(), due, spaced, massed, predicted, loss / spaced.0 as f64)
}

#[test]
fn every_memory_figure_is_recounted_from_the_raw_answers() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    let now = START + 12 * DAY;
    let export: Value =
        serde_json::from_str(&Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok()).unwrap();
    let answers = export["answers"].as_array().unwrap();
    let (items, due, spaced, massed, predicted, loss) = recount(answers, now);
    let out = Run::new(&["stats", "--memory", "--format", "json"]).data_dir(dir.path()).at(now).ok();
    let v: Value = serde_json::from_str(&out).unwrap();
    let r = &v["report"];
    assert_eq!(r["items"], items);
    assert_eq!(r["due"], due);
    assert_eq!((r["spaced"]["answers"].as_u64().unwrap(), r["spaced"]["right"].as_u64().unwrap()), spaced);
    assert_eq!((r["massed"]["answers"].as_u64().unwrap(), r["massed"]["right"].as_u64().unwrap()), massed);
    assert!((r["spaced_predicted_sum"].as_f64().unwrap() - predicted).abs() < 1e-9);
    assert!((r["log_loss"].as_f64().unwrap() - loss).abs() < 1e-9);
    let binned: u64 =
        r["bins"].as_array().unwrap().iter().map(|b| b["answered"]["answers"].as_u64().unwrap()).sum();
    assert_eq!(binned, spaced.0, "every spaced answer in one bin");
    assert!(spaced.0 > 10 && massed.0 > 10 && items > 10, "{spaced:?} {massed:?} {items}");
    // Drill by drill, the spaced and massed answers add up to the whole.
    let drills = r["by_drill"].as_array().unwrap();
    let sum = |field: &str, of: &str| drills.iter().map(|d| d[field][of].as_u64().unwrap()).sum::<u64>();
    assert_eq!((sum("spaced", "answers"), sum("spaced", "right")), spaced);
    assert_eq!((sum("massed", "answers"), sum("massed", "right")), massed);
    assert_eq!(drills.len(), 2, "hand-totals and soft-hands");
    // The words say the same figures, at 60 and 80 columns.
    for width in [60, 80] {
        let text = Run::new(&["stats", "--memory"]).data_dir(dir.path()).at(now).columns(width).ok();
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        let flat = crate::cli::flat(&text);
        assert!(flat.contains(&format!("Items answered {items}")), "{flat}");
        assert!(flat.contains(&format!("Due now {due} (predicted recall below 90%)")), "{flat}");
        insta::assert_snapshot!(format!("memory_at_{width}"), text);
    }
    let (_, err) = Run::new(&["stats", "--memory", "--format", "html"]).data_dir(dir.path()).expect(2);
    assert!(err.contains("text or JSON"), "{err}");
    // A table is named as anywhere: in any case, and never a table that does not exist.
    let book = Run::new(&["stats", "--memory", "--table", "BOOK"]).data_dir(dir.path()).at(now).ok();
    assert!(
        book.starts_with("Memory at `book`") && book.contains(&format!("Items answered        {items}")),
        "{book}"
    );
    let (_, err) = Run::new(&["stats", "--memory", "--table", "nowhere"]).data_dir(dir.path()).expect(2);
    assert!(err.contains("nowhere"), "{err}");
}

/// `drill --focus due` asks only what the memory model says is due: nothing yet an hour after
/// the answers (it says so and deals as usual), and two months later only the situations
/// answered before, every one of them due by then.
#[test]
fn focus_due_asks_only_the_items_due() {
    let dir = tempfile::tempdir().unwrap();
    let drill = ["drill", "strategy", "--table", "book", "-n", "8", "--seed", "1"];
    Run::new(&drill).data_dir(dir.path()).at(START).stdin(&"h\n".repeat(8)).ok();
    let export: Value =
        serde_json::from_str(&Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok()).unwrap();
    let saved: Vec<String> = export["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["key"].as_str().unwrap().to_string())
        .collect();
    let mut due = drill.to_vec();
    due.extend(["--focus", "due", "--format", "json"]);
    let (_, err) = Run::new(&due).data_dir(dir.path()).at(START + 3600).stdin(&"h\n".repeat(8)).expect(0);
    assert!(crate::cli::flat(&err).contains("nothing in `strategy` at `book` is due yet"), "{err}");
    let later = Run::new(&due).data_dir(dir.path()).at(START + 60 * DAY).stdin(&"h\n".repeat(8)).ok();
    let asked: Vec<String> = later
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter_map(|v| v.get("key").and_then(Value::as_str).map(str::to_string))
        .collect();
    assert_eq!(asked.len(), 8, "{later}");
    for key in &asked {
        assert!(saved.contains(key), "{key} was never answered: {saved:?}");
    }
}
