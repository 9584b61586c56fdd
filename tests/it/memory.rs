//! `stats --memory`: the memory model replayed over the saved answers, every figure recounted
//! here from the raw answers `stats --export json` writes (grouped by table and key, first
//! answers only, in the order saved, a right answer a recall and a wrong one a lapse), with the
//! model itself (checked against the reference implementation in its own test).

use std::collections::HashMap;

use bjcoach::coach::learner::fsrs::{Fsrs, MemoryState, Rating};
use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;
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

/// The items due at `table` by the drill of each item's latest first answer, recounted from the
/// raw answers at `now`: items, due, and the drill with the most due (then the first by name).
fn due_by_drill(answers: &[Value], table: &str, now: u64) -> (usize, usize, String, usize) {
    let fsrs = Fsrs::default();
    let mut items: HashMap<String, (MemoryState, u64, String)> = HashMap::new();
    for a in answers.iter().filter(|a| a.get("retry").is_none_or(|r| r == false) && a["table"] == table) {
        let key = a["key"].as_str().unwrap().to_string();
        let (at, right) = (a["at"].as_u64().unwrap(), a["correct"].as_bool().unwrap());
        let rating = if right { Rating::Good } else { Rating::Again };
        let drill = a["drill"].as_str().unwrap().to_string();
        let state = match items.get(&key) {
            None => fsrs.review(None, 0, rating),
            Some((state, last, _)) => fsrs.review(Some(*state), ((at - last) / DAY) as u32, rating),
        };
        items.insert(key, (state, at, drill));
    }
    let mut by_drill: std::collections::BTreeMap<String, usize> = Default::default();
    for (state, last, drill) in items.values() {
        if fsrs.recall((now - last) as f64 / DAY as f64, state.stability) < 0.9 {
            *by_drill.entry(drill.clone()).or_default() += 1;
        }
    }
    let due = by_drill.values().sum();
    let (drill, most) = by_drill.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0))).unwrap();
    (items.len(), due, drill.clone(), *most)
}

/// The home, at the terminal and in a browser, says how many items are due at the learner's
/// table and offers to review them; the progress page (`stats` as text, JSON and HTML, and the
/// browser's) gains the memory's figures: every figure recounted from the raw answers.
#[test]
fn the_home_and_the_progress_page_say_what_is_due() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    // Two hours after the last session: what it asked is fresh, what it did not is due.
    let now = START + 10 * DAY + 7200;
    let export: Value =
        serde_json::from_str(&Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok()).unwrap();
    let answers = export["answers"].as_array().unwrap();
    let (items, due, drill, drill_due) = due_by_drill(answers, "book", now);
    assert!(due > 0 && due < items, "{due} of {items}");
    let sentence = format!(
        "Due now at book: {due} of your {items} items (predicted recall below 90%), {drill_due} of them in \
         the {drill} drill."
    );
    let action = format!("Review what is due in {drill} at book");
    let script = dir.path().join("script.txt");
    for width in [60, 80] {
        std::fs::write(&script, "quit\n").unwrap();
        let home = Run::new(&[])
            .env("BJCOACH_MENU_SCRIPT", &script)
            .data_dir(dir.path())
            .at(now)
            .columns(width)
            .ok();
        assert!(home.lines().all(|l| l.chars().count() <= width), "{home}");
        let flat = crate::cli::flat(&home);
        assert!(flat.contains(&sentence) && flat.contains(&format!("due {action}")), "{flat}");
        insta::assert_snapshot!(format!("home_with_items_due_at_{width}"), home);
        // The progress page: its memory part says the figures `stats --memory` says at the table.
        let text = Run::new(&["stats"]).data_dir(dir.path()).at(now).columns(width).ok();
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        let memory = &text[text.find("Memory at `book`").unwrap_or_else(|| panic!("{text}"))..];
        let flat = crate::cli::flat(memory);
        assert!(flat.contains(&format!("Items answered {items}")), "{flat}");
        assert!(flat.contains(&format!("Due now {due} (predicted recall below 90%)")), "{flat}");
        insta::assert_snapshot!(format!("progress_memory_at_{width}"), memory);
    }
    // Chosen from the home, the review is a session of that drill with `--focus due`.
    std::fs::write(&script, "due\n1\n").unwrap();
    let review = Run::new(&[]).env("BJCOACH_MENU_SCRIPT", &script).data_dir(dir.path()).at(now).ok();
    let asked = review.split("> due\n").nth(1).unwrap_or_else(|| panic!("{review}"));
    assert!(asked.starts_with("How many questions?") && asked.contains("Question 1 of 1\n"), "{review}");
    // The progress page's figures as JSON: the same as the replay recounted.
    let (all_items, all_due, spaced, massed, predicted, loss) = recount(answers, now);
    let v: Value =
        serde_json::from_str(&Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).at(now).ok())
            .unwrap();
    let m = &v["memory"];
    assert_eq!(
        (m["items"].as_u64().unwrap() as usize, m["due"].as_u64().unwrap() as usize),
        (all_items, all_due)
    );
    assert_eq!((all_items, all_due), (items, due), "every answer is at book");
    assert_eq!((m["spaced"]["answers"].as_u64().unwrap(), m["spaced"]["right"].as_u64().unwrap()), spaced);
    assert_eq!((m["massed"]["answers"].as_u64().unwrap(), m["massed"]["right"].as_u64().unwrap()), massed);
    assert!((m["spaced_predicted_sum"].as_f64().unwrap() - predicted).abs() < 1e-9);
    assert!((m["log_loss"].as_f64().unwrap() - loss).abs() < 1e-9);
    // In a browser: the home's sentence and its button, which starts the review; the progress
    // page's figures and its plot of predicted against observed recall.
    let site = crate::web::Site::at(dir, now);
    let page = site.get("/");
    let words = crate::web::words(&page.body);
    assert!(words.contains(&sentence) && words.contains(&action), "{words}");
    assert!(page.body.contains("name=\"focus\" value=\"due\""), "{}", page.body);
    let started = site.post("/drill", &format!("drill={drill}&table=book&focus=due&count=3"));
    assert_eq!(started.status, axum::http::StatusCode::SEE_OTHER, "{}", crate::web::words(&started.body));
    let wrong = site.post("/drill", &format!("drill={drill}&table=book&focus=soon"));
    assert_eq!(wrong.status, axum::http::StatusCode::BAD_REQUEST);
    let progress = site.get("/progress?table=book");
    let words = crate::web::words(&progress.body);
    assert!(words.contains(&format!("Due now {due} (predicted recall below 90%)")), "{words}");
    assert!(words.contains(&format!("Items answered {items}")), "{words}");
    let dots = progress.body.matches("<circle class=\"observed\"").count();
    let bins = m["bins"].as_array().unwrap().iter().filter(|b| b["answered"]["answers"] != 0).count();
    assert_eq!(dots, bins, "a dot for each bin with answers");
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

/// Every hard total against every up card answered in `hard-decisions` at `book` on six days:
/// 800 answers a day or more after the item's last, enough to fit the model to.
fn long_history(dir: &std::path::Path) {
    let ups = ["2", "3", "4", "5", "6", "7", "8", "9", "ten", "Ace"];
    let mut answers = Vec::new();
    for (d, day) in [0, 2, 4, 7, 11, 16].into_iter().enumerate() {
        for total in 5..=20u64 {
            for (u, up) in ups.iter().enumerate() {
                let correct = !(total * 7 + u as u64 * 3 + d as u64).is_multiple_of(5);
                answers.push(AnswerRecord {
                    drill: "hard-decisions".into(),
                    table: "book".into(),
                    key: format!("play hard {total} v {up}"),
                    answer: if correct { "h" } else { "s" }.into(),
                    expected: "h".into(),
                    correct,
                    mistake: None,
                    cost_percent: None,
                    response_ms: Some(2_000),
                    at: START + day * DAY + total * 10 + u as u64,
                    retry: false,
                });
            }
        }
    }
    Store::new(dir).append(&answers).unwrap();
}

/// The fit of a long history is kept beside the answers (`memory_fit.json`): the home, the
/// progress page and `stats --memory` say the same read from it, fitted again for want of it, and
/// after it was damaged; a read that finds it standing leaves it as it was.
#[test]
fn a_kept_fit_changes_no_figure() {
    let dir = tempfile::tempdir().unwrap();
    long_history(dir.path());
    // Six weeks after the last answers: some are due.
    let now = START + 58 * DAY;
    let script = dir.path().join("script.txt");
    std::fs::write(&script, "quit\n").unwrap();
    let read = || {
        let home = Run::new(&[]).env("BJCOACH_MENU_SCRIPT", &script).data_dir(dir.path()).at(now).ok();
        let stats = Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).at(now).ok();
        let memory = Run::new(&["stats", "--memory", "--format", "json"]).data_dir(dir.path()).at(now).ok();
        (home, stats, memory)
    };
    let fitted = read();
    let v: Value = serde_json::from_str(&fitted.2).unwrap();
    assert_eq!(v["report"]["parameters"]["kind"], "fitted", "{v}");
    assert!(fitted.0.contains("Due now at book"), "{}", fitted.0);
    let kept = dir.path().join("memory_fit.json");
    let written = std::fs::read_to_string(&kept).unwrap();
    assert_eq!(read(), fitted, "read from the kept fit");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), written, "not fitted again");
    std::fs::write(&kept, "{\"version\": 1, \"fits\": [").unwrap();
    assert_eq!(read(), fitted, "a damaged file is fitted again");
    assert_eq!(std::fs::read_to_string(&kept).unwrap(), written, "and replaced");
    std::fs::remove_file(&kept).unwrap();
    assert_eq!(read(), fitted, "no file");
    // Read, not fitted again: parameters put in the kept ones' place are those the model uses.
    let mut nudged: Value = serde_json::from_str(&written).unwrap();
    for fit in nudged["fits"].as_array_mut().unwrap() {
        fit["fit"]["parameters"][0] = 1.5.into();
    }
    std::fs::write(&kept, nudged.to_string()).unwrap();
    let v: Value = serde_json::from_str(&read().2).unwrap();
    assert_eq!(v["report"]["parameters"]["parameters"][0], 1.5, "{v}");
}
