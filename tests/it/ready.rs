//! `bjcoach plan`: ready at a table by a date. Its figures about the learner recounted from the
//! raw answers `stats --export json` writes (the pace, each answered cell's recall by the memory
//! model), the plan held to its own forecast (every item at the level on the day, the leak the
//! sum of cost × forgetting, within the cost-weighted bound), its words at 60 and 80 columns, its
//! errors, the saved plan followed by the home and by `drill --focus plan`.

use std::collections::HashMap;

use bjcoach::coach::learner::cells::chart_key_of;
use bjcoach::coach::learner::fsrs::{Fsrs, MemoryState, Rating};
use serde_json::Value;

use crate::cli::{Run, flat};

const DAY: u64 = 86_400;
const START: u64 = 1_780_000_000;
const TABLE: &str = "quebec-h17";

/// Three sessions of hard decisions at quebec-h17, on three days, answered half by hitting and
/// half by standing.
fn history(dir: &std::path::Path) {
    let answers = "h\ns\nh\ns\nh\ns\nh\ns\nh\ns\n";
    for (i, at) in [START, START + DAY, START + 4 * DAY].into_iter().enumerate() {
        let seed = (i + 1).to_string();
        Run::new(&["drill", "hard-decisions", "--table", TABLE, "--seed", &seed, "-n", "10"])
            .data_dir(dir)
            .at(at)
            .stdin(answers)
            .ok();
    }
}

fn plan_json(dir: &std::path::Path, now: u64, by: &str) -> Value {
    let out =
        Run::new(&["plan", "--table", TABLE, "--by", by, "--format", "json"]).data_dir(dir).at(now).ok();
    serde_json::from_str(&out).unwrap()
}

/// The pace is the median time of the first answers at the table; each answered cell's recall
/// now is the model's, replayed from the raw answers (the key answered last standing for its
/// cell); every other cell is new.
#[test]
fn the_plans_figures_about_the_learner_are_recounted_from_the_raw_answers() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    let now = START + 6 * DAY;
    let plan = plan_json(dir.path(), now, "2026-07-01");
    let export: Value =
        serde_json::from_str(&Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok()).unwrap();
    let first: Vec<&Value> = export["answers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["table"] == TABLE && a.get("retry").is_none_or(|r| r == false))
        .collect();
    let mut times: Vec<u64> = first.iter().filter_map(|a| a["response_ms"].as_u64()).collect();
    times.sort_unstable();
    assert!(!times.is_empty());
    let n = times.len();
    let median =
        if n % 2 == 1 { times[n / 2] as f64 } else { (times[n / 2 - 1] + times[n / 2]) as f64 / 2.0 };
    assert_eq!(plan["seconds_per_review"].as_f64().unwrap(), median / 1000.0);
    assert_eq!(plan["seconds_measured_over"], n);

    let fsrs = Fsrs::default();
    let mut keys: HashMap<String, (MemoryState, u64)> = HashMap::new();
    for a in &first {
        let (key, at) = (a["key"].as_str().unwrap().to_string(), a["at"].as_u64().unwrap());
        let rating = if a["correct"].as_bool().unwrap() { Rating::Good } else { Rating::Again };
        let next = match keys.get(&key) {
            None => fsrs.review(None, 0, rating),
            Some(&(state, last)) => fsrs.review(Some(state), ((at - last) / DAY) as u32, rating),
        };
        keys.insert(key, (next, at));
    }
    let mut cells: HashMap<String, (MemoryState, u64)> = HashMap::new();
    for (key, (state, last)) in &keys {
        let cell = chart_key_of(key, TABLE, TABLE).unwrap();
        if cells.get(&cell).is_none_or(|(_, l)| l <= last) {
            cells.insert(cell, (*state, *last));
        }
    }
    let items = plan["items"].as_array().unwrap();
    let answered: Vec<&Value> = items.iter().filter(|i| i["new"] == false).collect();
    assert_eq!(answered.len(), cells.len());
    for item in answered {
        let (state, last) = cells[item["key"].as_str().unwrap()];
        let recall = fsrs.recall((now - last) as f64 / DAY as f64, state.stability);
        assert!((item["recall_now"].as_f64().unwrap() - recall).abs() < 1e-12, "{item}");
    }
    assert!(items.iter().filter(|i| i["new"] == true).all(|i| i["recall_now"] == 0.0));
}

/// By the plan's own forecast, every item is at the level on the day, and the leak expected is
/// the sum of cost × (1 − recall), at most (1 − level) × the costs, inside its interval.
#[test]
fn the_plan_meets_its_level_and_its_leak_is_within_the_bound() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    let plan = plan_json(dir.path(), START + 6 * DAY, "2026-07-01");
    let level = plan["recall"].as_f64().unwrap();
    assert_eq!(level, 0.9);
    assert_eq!(plan["short_of_the_level"], 0);
    let items = plan["items"].as_array().unwrap();
    let (mut leak, mut costs) = (0.0, 0.0);
    for i in items {
        let (cost, recall) = (i["cost_points"].as_f64().unwrap(), i["recall_on_the_day"].as_f64().unwrap());
        assert!(recall >= level, "{i}");
        assert!(
            !i["reviews"].as_array().unwrap().is_empty() || i["new"] == false,
            "a new item is introduced: {i}"
        );
        leak += cost * (1.0 - recall);
        costs += cost;
    }
    let f = &plan["leak_points"];
    let expected = f["expected"].as_f64().unwrap();
    assert!((expected - leak).abs() < 1e-9, "{expected} vs {leak}");
    assert!(expected <= (1.0 - level) * costs);
    assert!(f["low"].as_f64().unwrap() <= expected && expected <= f["high"].as_f64().unwrap());
    // The leak in chips per 100 rounds is that figure at the table's bet.
    let bet = plan["leak_bet"].as_f64().unwrap();
    let chips = plan["leak_chips_per_100_rounds"]["expected"].as_f64().unwrap();
    assert!((chips - expected / 100.0 * bet * 100.0).abs() < 1e-9);
    // Each day's reviews are the items reviewed on it.
    for d in plan["days"].as_array().unwrap().iter().take(10) {
        let on = items.iter().filter(|i| i["reviews"].as_array().unwrap().contains(&d["day"])).count();
        assert_eq!(d["reviews"], on);
    }
}

#[test]
fn the_plans_words_at_60_and_80_columns() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    for width in [60, 80] {
        let text = Run::new(&["plan", "--table", TABLE, "--by", "2026-07-01"])
            .data_dir(dir.path())
            .at(START + 6 * DAY)
            .columns(width)
            .ok();
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        insta::assert_snapshot!(format!("plan_{width}"), text);
    }
}

/// A bad date, a day past or today, no table, a recall out of bounds and no plan saved are
/// refused with exit code 2, saying what is accepted.
#[test]
fn bad_plans_are_refused_with_what_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let now = START;
    let refused = |args: &[&str]| flat(&Run::new(args).data_dir(dir.path()).at(now).expect(2).1);
    assert!(
        refused(&["plan", "--table", TABLE, "--by", "2026-02-30"]).contains("expected a date as YYYY-MM-DD")
    );
    assert!(
        refused(&["plan", "--table", TABLE, "--by", "14/03/2027"]).contains("expected a date as YYYY-MM-DD")
    );
    let past = refused(&["plan", "--table", TABLE, "--by", "2025-01-01"]);
    assert!(past.contains("has passed") && past.contains("name a day after today"), "{past}");
    assert!(refused(&["plan", "--by", "2027-03-14"]).contains("--table NAME"));
    assert!(
        refused(&["plan", "--table", TABLE, "--by", "2027-03-14", "--recall", "1.2"])
            .contains("from 0.7 to 0.97")
    );
    assert!(refused(&["plan"]).contains("you follow no plan yet"));
    assert!(refused(&["plan", "--table", "nowhere", "--by", "2027-03-14"]).contains("nowhere"));
    assert!(!dir.path().join("plan.json").exists(), "nothing refused is saved");
}

/// A plan saved is followed: `plan` alone makes it again, the home says today's reviews and
/// offers them, `drill --focus plan` asks only those, and `--stop` ends it.
#[test]
fn the_saved_plan_is_followed_by_the_home_and_the_drill() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    let now = START + 6 * DAY;
    let made = plan_json(dir.path(), now, "2026-07-01");
    let again: Value =
        serde_json::from_str(&Run::new(&["plan", "--format", "json"]).data_dir(dir.path()).at(now).ok())
            .unwrap();
    assert_eq!(made, again);
    let today = made["today"].clone();
    let planned: Vec<&str> = made["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["reviews"].as_array().unwrap().contains(&today))
        .map(|i| i["key"].as_str().unwrap())
        .collect();
    assert_eq!(made["days"][0]["reviews"], planned.len());

    // English named, so that the home does not offer the table's own French first.
    let script = dir.path().join("menu.txt");
    std::fs::write(&script, "quit\n").unwrap();
    let home = Run::new(&[])
        .env("BJCOACH_LANG", "en")
        .env("BJCOACH_MENU_SCRIPT", &script)
        .data_dir(dir.path())
        .at(now)
        .columns(200)
        .ok();
    let line = home.lines().find(|l| l.starts_with("Your plan:")).unwrap();
    assert!(
        line.starts_with(&format!(
            "Your plan: ready at {TABLE} by 2026-07-01 at a recall of 90%. Today: {} reviews",
            planned.len()
        )),
        "{line}"
    );
    assert!(home.contains("plan      Review today's plan in strategy at quebec-h17"), "{home}");

    // Three questions of today's reviews, each among the planned ones.
    Run::new(&["drill", "strategy", "--table", TABLE, "--focus", "plan", "--seed", "3", "-n", "3"])
        .data_dir(dir.path())
        .at(now)
        .stdin("h\nh\nh\n")
        .ok();
    let export: Value =
        serde_json::from_str(&Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok()).unwrap();
    let asked: Vec<String> = export["answers"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["drill"] == "strategy" && a.get("retry").is_none_or(|r| r == false))
        .map(|a| chart_key_of(a["key"].as_str().unwrap(), TABLE, TABLE).unwrap())
        .collect();
    assert_eq!(asked.len(), 3);
    for key in &asked {
        assert!(planned.contains(&key.as_str()), "{key} not among {planned:?}");
    }

    Run::new(&["plan", "--stop"]).data_dir(dir.path()).ok();
    let home = Run::new(&[])
        .env("BJCOACH_LANG", "en")
        .env("BJCOACH_MENU_SCRIPT", &script)
        .data_dir(dir.path())
        .at(now)
        .ok();
    assert!(!home.contains("Your plan:"));
}

/// The part of `stats` that tells of the plan: from its heading to the next blank line.
fn plan_part(stats: &str) -> String {
    let from = stats.find("The plan you follow:").unwrap_or_else(|| panic!("no plan in {stats}"));
    let part = &stats[from..];
    part[..part.find("\n\n").unwrap_or(part.len())].to_string()
}

/// `stats` shows the plan followed in the words `bjcoach plan` says it (at its table), names it
/// at another, and writes it in JSON as `plan` does; its page says the same.
#[test]
fn stats_shows_the_plan_followed() {
    let dir = tempfile::tempdir().unwrap();
    history(dir.path());
    let now = START + 6 * DAY;
    let saved = Run::new(&["plan", "--table", TABLE, "--by", "2026-07-01"]).data_dir(dir.path()).at(now).ok();
    let stats = |args: &[&str], width: usize| Run::new(args).data_dir(dir.path()).at(now).columns(width).ok();
    let plain = flat(&stats(&["stats", "--table", TABLE], 200));
    let said = flat(&saved);
    let sentences = ["Ready at ", "Today: ", "Your leak on that day: "];
    for start in sentences {
        let from = said.find(start).unwrap();
        let sentence = &said[from..from + said[from..].find('.').unwrap()];
        assert!(plain.contains(sentence), "`{sentence}` not in stats: {plain}");
    }
    assert!(plain.contains("`bjcoach plan` shows its days"));
    for width in [60, 80] {
        let text = stats(&["stats", "--table", TABLE], width);
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        insta::assert_snapshot!(format!("stats_plan_{width}"), plan_part(&text));
    }
    let elsewhere = flat(&stats(&["stats", "--table", "book"], 200));
    assert!(
        elsewhere.contains(&format!(
            "You follow a plan to be ready at {TABLE} by 2026-07-01, another table than this one. \
             `bjcoach stats --table {TABLE}` shows it."
        )),
        "{elsewhere}"
    );
    let json: Value =
        serde_json::from_str(&stats(&["stats", "--table", TABLE, "--format", "json"], 80)).unwrap();
    assert_eq!(json["plan"]["by"], "2026-07-01");
    assert_eq!(json["plan"]["made_today"], plan_json(dir.path(), now, "2026-07-01"));
    let page = stats(&["stats", "--table", TABLE, "--format", "html"], 80);
    assert!(page.contains("<h2 id=\"plan\">The plan you follow</h2>"), "{page}");
    let ready_at = &said[said.find("Ready at ").unwrap()..];
    assert!(page.contains(&ready_at[..ready_at.find(':').unwrap()]));
    let drill_only = flat(&stats(&["stats", "--table", TABLE, "--drill", "hard-decisions"], 200));
    assert!(!drill_only.contains("The plan you follow"), "a drill's page is of the drill");
}
