//! Where the edge went over the latest counting sessions: each session of play with a count saves
//! its breakdown with its decisions, and `stats` sums the latest 10 per table and system. The
//! figures `stats --format json` reports are recounted here from the sessions' own JSON records
//! (each decision's leak, and the summary), and the words are shown at 60 and 80 columns.

use std::collections::HashMap;
use std::path::Path;

use serde_json::Value;

use crate::cli::{NOW, Run};
use crate::edge_went::script;

const TABLE: &str = "feral";
const PARTS: [&str; 6] = ["running-count", "true-count", "bet", "chart-play", "index-play", "insurance"];

/// A session's figures recounted from its record: each part's chips, its costliest slip (chips
/// and drill), and the rounds bet in.
struct Recounted {
    chips: HashMap<String, f64>,
    costliest: HashMap<String, (f64, String)>,
    rounds: u32,
    hidden: bool,
}

/// Plays a counting session from an answers file in the data folder `dir`, at the moment `at`;
/// returns its JSON record, one value a line.
fn play(dir: &Path, seed: u64, rounds: u32, hidden: bool, lines: &[String], at: u64) -> Vec<Value> {
    let answers = dir.join(format!("answers-{seed}.txt"));
    std::fs::write(&answers, lines.join("\n") + "\n").unwrap();
    let (rounds, seed) = (rounds.to_string(), seed.to_string());
    let mut args = vec!["play", "--table", TABLE, "--count", "hi-lo", "--rounds", &rounds, "--seed", &seed];
    args.extend(["--chips", "100000", "--format", "json", "--answers", answers.to_str().unwrap()]);
    if hidden {
        args.push("--hidden");
    }
    let out = Run::new(&args).data_dir(&dir.join("data")).at(at).ok();
    out.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Recounts a session from its record: every leak of a decision in a round played to the end,
/// summed per part in the order given; the summary's breakdown agrees, and is what is summed.
fn recount(record: &[Value]) -> Recounted {
    let summary = record.iter().find_map(|v| v.get("summary")).expect("a summary");
    let finished = summary["rounds_played"].as_u64().unwrap();
    let edge = &summary["edge"];
    let (mut chips, mut costliest) = (HashMap::new(), HashMap::<String, (f64, String)>::new());
    for d in record.iter().filter_map(|v| v.get("decision")) {
        let Some(leak) = d.get("leak") else { continue };
        if d["round"].as_u64().unwrap() > finished {
            continue;
        }
        let part = leak["part"].as_str().unwrap().to_string();
        let c = leak["chips"].as_f64().unwrap();
        *chips.entry(part.clone()).or_insert(0.0) += c;
        // Of equals, the later.
        if costliest.get(&part).is_none_or(|k| k.0 <= c) {
            costliest.insert(part, (c, leak["drill"].as_str().unwrap().to_string()));
        }
    }
    for p in edge["parts"].as_array().unwrap() {
        let name = p["part"].as_str().unwrap();
        let mine = chips.get(name).copied().unwrap_or(0.0);
        assert!((p["chips"].as_f64().unwrap() - mine).abs() < 1e-9, "{name}: {p} against {mine}");
        // The summary's own figure is the one saved.
        chips.insert(name.to_string(), p["chips"].as_f64().unwrap());
    }
    Recounted {
        chips,
        costliest,
        rounds: edge["rounds"].as_u64().unwrap() as u32,
        hidden: edge["hidden"].as_bool().unwrap(),
    }
}

/// `stats --format json` at the table, its where-the-edge-went.
fn stats_json(dir: &Path) -> Value {
    let out = Run::new(&["stats", "--table", TABLE, "--format", "json"]).data_dir(&dir.join("data")).ok();
    let v: Value = serde_json::from_str(&out).unwrap();
    v["where_the_edge_went"].clone()
}

/// Checks the figures of `stats` against those of the latest 10 sessions recounted.
fn check(reported: &Value, sessions: &[Recounted]) {
    let latest = &sessions[sessions.len().saturating_sub(10)..];
    assert_eq!(reported["latest_sessions"], 10);
    let systems = reported["systems"].as_array().unwrap();
    assert_eq!(systems.len(), 1, "{reported}");
    let s = &systems[0];
    assert_eq!((s["table"].as_str(), s["system"].as_str()), (Some(TABLE), Some("hi-lo")));
    assert_eq!(s["sessions"].as_u64().unwrap() as usize, latest.len());
    assert_eq!(s["hidden_sessions"].as_u64().unwrap() as usize, latest.iter().filter(|r| r.hidden).count());
    let rounds: u32 = latest.iter().map(|r| r.rounds).sum();
    assert_eq!(s["rounds"].as_u64().unwrap() as u32, rounds);
    let mut total = 0.0;
    let mut top: Option<(&str, f64)> = None;
    for (p, name) in s["parts"].as_array().unwrap().iter().zip(PARTS) {
        assert_eq!(p["part"], name);
        // Summed oldest first, as saved: to the last bit.
        let chips = latest.iter().map(|r| r.chips.get(name).copied().unwrap_or(0.0)).fold(0.0, |a, b| a + b);
        assert_eq!(p["chips"].as_f64().unwrap(), chips, "{name}");
        assert_eq!(p["per_100_rounds"].as_f64().unwrap(), chips / f64::from(rounds) * 100.0, "{name}");
        total += chips;
        if chips > 0.0 && top.is_none_or(|t| chips > t.1) {
            top = Some((name, chips));
        }
    }
    assert_eq!(s["total_chips"].as_f64().unwrap(), total);
    assert_eq!(s["total_per_100_rounds"].as_f64().unwrap(), total / f64::from(rounds) * 100.0);
    assert_eq!(s["top"].as_str(), top.map(|t| t.0));
    // The top leak's drill is its costliest slip's over the sessions, the later of equals.
    let drill = top.and_then(|(name, _)| {
        latest.iter().filter_map(|r| r.costliest.get(name)).fold(None::<&(f64, String)>, |k, c| match k {
            Some(k) if k.0 > c.0 => Some(k),
            _ => Some(c),
        })
    });
    assert_eq!(s["drill"].as_str(), drill.map(|d| d.1.as_str()));
    // The words shown are built from the same figures, each rounded once.
    let rows = s["words"]["rows"].as_array().unwrap();
    for (row, p) in rows.iter().zip(s["parts"].as_array().unwrap()) {
        assert_eq!(row[1].as_str().unwrap(), format!("{:.2}", p["per_100_rounds"].as_f64().unwrap() + 0.0));
    }
    let top_words = s["words"]["top"].as_str();
    assert_eq!(top_words.is_some(), top.is_some(), "{top_words:?}");
    if let Some(d) = drill {
        assert!(
            top_words.unwrap().ends_with(&format!("The drill that trains it: {}.", d.1)),
            "{top_words:?}"
        );
    }
}

/// Eleven scripted counting sessions at feral, hidden but for one, one of them stopped early by
/// its answers running out: after each, `stats` sums the latest 10 saved, as the sessions' own
/// records recount them. Nothing is shown before the first.
#[test]
fn stats_sums_where_the_edge_went_over_the_latest_10_counting_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let before = stats_json(dir.path());
    assert_eq!(before["systems"], Value::Array(Vec::new()));
    let text = Run::new(&["stats", "--table", TABLE]).data_dir(&dir.path().join("data")).ok();
    assert!(!text.contains("Where the edge went"), "{text}");
    let mut sessions = Vec::new();
    for n in 0..11u64 {
        let (seed, rounds, hidden) = (40 + n, 6, n != 3);
        let mut lines = script(seed, rounds, hidden, false);
        if n == 7 {
            // Stopped early: what was played to the end is saved.
            lines.truncate(lines.len() / 2);
        }
        let record = play(dir.path(), seed, rounds, hidden, &lines, NOW + 60 * n);
        if n == 7 {
            let summary = record.iter().find_map(|v| v.get("summary")).unwrap();
            assert!(summary["stopped_early"].as_bool().unwrap(), "{summary}");
        }
        sessions.push(recount(&record));
        if n == 0 || n >= 9 {
            check(&stats_json(dir.path()), &sessions);
        }
    }
}

/// Where the edge went over the latest sessions as `stats` writes it at 60 and 80 columns, and
/// on its page: three scripted sessions at feral.
#[test]
fn stats_shows_where_the_edge_went_at_60_and_80_columns() {
    let dir = tempfile::tempdir().unwrap();
    for (n, seed) in [21u64, 22, 23].into_iter().enumerate() {
        let lines = script(seed, 8, true, false);
        play(dir.path(), seed, 8, true, &lines, NOW + 60 * n as u64);
    }
    let data = dir.path().join("data");
    for width in [60, 80] {
        let text = Run::new(&["stats", "--table", TABLE]).data_dir(&data).columns(width).ok();
        let start = text.find("Where the edge went").expect("where the edge went");
        let section: Vec<&str> = text[start..].lines().take_while(|l| !l.is_empty()).collect();
        assert!(section.iter().all(|l| l.chars().count() <= width), "{section:#?}");
        insta::assert_snapshot!(format!("edge_over_sessions_at_{width}"), section.join("\n"));
    }
    let html = Run::new(&["stats", "--table", TABLE, "--format", "html"]).data_dir(&data).ok();
    let start = html.find("<h2 id=\"edge-went\">").expect("where the edge went on the page");
    let end = html[start..].find("</body>").unwrap() + start;
    insta::assert_snapshot!("edge_over_sessions_html", &html[start..end]);
}

/// The home offers the drill of the top leak of the latest counting sessions at the table
/// practised last, with the figure `stats` reports for it, rounded once; the menu has an entry
/// for it. Before any counting session it offers nothing of the kind.
#[test]
fn the_home_offers_the_drill_of_the_top_leak() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let script_file = dir.path().join("menu.txt");
    std::fs::write(&script_file, "quit\n").unwrap();
    let home = || Run::new(&[]).env("BJCOACH_MENU_SCRIPT", &script_file).data_dir(&data).columns(200).ok();
    assert!(!home().contains("Your top leak"), "{}", home());
    for (n, seed) in [21u64, 22, 23].into_iter().enumerate() {
        let lines = script(seed, 8, true, false);
        play(dir.path(), seed, 8, true, &lines, NOW + 60 * n as u64);
    }
    let reported = &stats_json(dir.path())["systems"][0];
    let top = reported["top"].as_str().expect("a top leak");
    let drill = reported["drill"].as_str().expect("its drill");
    let part = reported["parts"].as_array().unwrap().iter().find(|p| p["part"] == top).unwrap();
    let words = reported["words"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .zip(reported["parts"].as_array().unwrap())
        .find(|(_, p)| p["part"] == top)
        .map(|(row, _)| row[0].as_str().unwrap().to_lowercase())
        .unwrap();
    let text = home();
    let said = format!(
        "Your top leak counting hi-lo at {TABLE}, over your last 3 sessions: {words}, {:.2} chips per 100 \
         rounds bet in; the {drill} drill trains it.",
        part["per_100_rounds"].as_f64().unwrap()
    );
    assert!(text.contains(&said), "{said}\n{text}");
    assert!(text.contains(&format!("leak      Practise {drill} at {TABLE}")), "{text}");
}
