//! The deck-estimation drill end to end: its trays drawn in the terminal hold the decks their
//! question says, its screens at 60 and 80 columns, and the bias by depth that `stats` shows,
//! recounted here from the raw answers.

use crate::cli::Run;

const SESSION: [&str; 10] =
    ["drill", "deck-estimation", "--table", "feral", "--seed", "7", "--count", "6", "--answers", "-"];

/// Over, under, under (of the decks left), unreadable, right, wrong, then the round of misses.
const ANSWERS: &str = "2\n4\n0\nlots\n1.5\n2\n3\n3\n3\n3\n";

#[test]
fn deck_estimation_screens_at_60_and_80_columns() {
    for width in [60, 80] {
        let out = Run::new(&SESSION).columns(width).stdin(ANSWERS).ok();
        assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
        insta::assert_snapshot!(format!("deck_estimation_{width}"), out);
    }
}

/// Quarter decks a tray picture shows: two a full row, one a half row.
fn read_rows(rows: &[&str]) -> u64 {
    rows.iter().map(|r| 2 * u64::from(r.contains('█')) + u64::from(r.contains('▄'))).sum()
}

#[test]
fn every_tray_drawn_holds_the_cards_its_question_says() {
    for table in ["book", "feral", "quebec-s17"] {
        let args = ["drill", "deck-estimation", "--table", table, "--seed", "3", "--count", "12"];
        let answers = "1\n".repeat(30);
        let text = Run::new(&[&args[..], &["--answers", "-"]].concat()).stdin(&answers).ok();
        let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
        let questions: Vec<serde_json::Value> = json
            .lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
            .filter(|v| v.get("situation").is_some())
            .collect();
        // Each asking in the text, in order: the rows of its box between its top and bottom.
        let pictures: Vec<Vec<&str>> = text
            .split('┌')
            .skip(1)
            .map(|p| p.split('└').next().unwrap().lines().filter(|l| l.contains('│')).collect())
            .collect();
        assert_eq!(pictures.len(), questions.len(), "{text}");
        for (rows, q) in pictures.iter().zip(&questions) {
            let count = &q["situation"]["count"];
            let decks = count["decks"].as_u64().unwrap();
            let cards = count["tray_cards"].as_u64().unwrap();
            assert_eq!(rows.len() as u64, 2 * decks, "a row a half deck of the shoe");
            assert_eq!(cards % 13, 0);
            assert_eq!(read_rows(rows), cards / 13, "{q}");
            assert!(cards / 13 >= 1 && cards * 4 <= 52 * decks * 3, "{q}");
            // The key says the same tray, and the prompt what it asks.
            let key = q["key"].as_str().unwrap();
            let asks = count["asks"].as_str().unwrap();
            assert!(
                key.starts_with(&format!("deck estimate {}", if asks == "left" { "left" } else { "tray" }))
            );
            assert!(key.ends_with(&format!(" of {decks}")), "{key}");
            assert_eq!(q["prompt"].as_str().unwrap().contains("left"), asks == "left");
        }
    }
    // A one-deck table gives small trays: a quarter or a half deck.
    let json = Run::new(&[
        "drill",
        "deck-estimation",
        "--table",
        "book",
        "--seed",
        "5",
        "--count",
        "20",
        "--format",
        "json",
    ])
    .stdin(&"1\n".repeat(40))
    .ok();
    for line in json.lines() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        if v.get("situation").is_none() {
            continue;
        }
        let cards = v["situation"]["count"]["tray_cards"].as_u64().unwrap();
        assert!(cards == 13 || cards == 26, "{v}");
    }
}

/// The decks an answer puts in the tray, read from a question's key and the answer as typed:
/// `deck estimate tray 1¾ of 6`, `deck estimate left 4¼ of 6`; `None` for an answer that is
/// not a number.
fn estimate(key: &str, answer: &str) -> Option<(f64, f64, f64)> {
    let words: Vec<&str> = key.split(' ').collect();
    let number = |t: &str| -> Option<f64> {
        let (whole, part) = match t.chars().last()? {
            '¼' => (&t[..t.len() - '¼'.len_utf8()], 0.25),
            '½' => (&t[..t.len() - '½'.len_utf8()], 0.5),
            '¾' => (&t[..t.len() - '¾'.len_utf8()], 0.75),
            _ => (t, 0.0),
        };
        let whole: f64 = if whole.is_empty() { 0.0 } else { whole.parse().ok()? };
        Some(whole + part)
    };
    let tray = number(words[3])?;
    let shoe = number(words[5])?;
    let given = number(answer.trim())?;
    let said = if words[2] == "left" { shoe - given } else { given };
    Some((tray, said, shoe))
}

#[test]
fn the_bias_by_depth_in_stats_is_recounted_from_the_raw_answers() {
    let data = tempfile::tempdir().unwrap();
    let mut raw: Vec<(String, String)> = Vec::new();
    for (seed, answers) in [("11", "1\n2\n3\n2½\n4\n1.5\n"), ("12", "3\n3\n2\n0.5\n5\n2\n")] {
        let json = Run::new(&[
            "drill",
            "deck-estimation",
            "--table",
            "quebec-s17",
            "--seed",
            seed,
            "--count",
            "6",
            "--format",
            "json",
        ])
        .data_dir(data.path())
        .stdin(&format!("{answers}{}", "3\n".repeat(6)))
        .ok();
        for line in json.lines() {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            // First answers only: the round of misses is not counted.
            if v.get("key").is_some() && v["once_more"] == false {
                raw.push((v["key"].as_str().unwrap().into(), v["answer"].as_str().unwrap().into()));
            }
        }
    }
    assert_eq!(raw.len(), 12);
    // Recounted: by whole decks in the tray, the mean of the decks said less the decks there.
    let mut bands: std::collections::BTreeMap<u64, Vec<(f64, f64)>> = Default::default();
    for (key, answer) in &raw {
        let (tray, said, shoe) = estimate(key, answer).unwrap();
        bands.entry(tray.floor() as u64).or_default().push((said - tray, shoe - tray));
    }
    let stats = Run::new(&["stats", "--table", "quebec-s17", "--format", "json"]).data_dir(data.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&stats).unwrap();
    let shown = v["tray_bias"]["bands"].as_array().unwrap();
    assert_eq!(shown.len(), bands.len(), "{stats}");
    for (b, (from, answers)) in shown.iter().zip(&bands) {
        assert_eq!(b["decks_in_tray_from"].as_u64(), Some(*from));
        assert_eq!(b["answers"].as_u64(), Some(answers.len() as u64));
        let mean = answers.iter().map(|a| a.0).sum::<f64>() / answers.len() as f64;
        let left = answers.iter().map(|a| a.1).sum::<f64>() / answers.len() as f64;
        assert!((b["mean_over_decks"].as_f64().unwrap() - mean).abs() < 1e-9, "{b}");
        assert!((b["mean_decks_left"].as_f64().unwrap() - left).abs() < 1e-9, "{b}");
        // Its cost at +10: the true count divided by the decks left, and by those the bias reads.
        let shown_mean = (mean * 10.0).round() / 10.0;
        let at = (left * 4.0).round() / 4.0;
        if shown_mean != 0.0 {
            assert!((b["true_count"].as_f64().unwrap() - 10.0 / at).abs() < 1e-9, "{b}");
            assert!((b["true_count_read"].as_f64().unwrap() - 10.0 / (at - shown_mean)).abs() < 1e-9, "{b}");
        }
    }
    let text = Run::new(&["stats", "--table", "quebec-s17"]).data_dir(data.path()).ok();
    assert!(text.contains("Reading the discard tray: over 12 answers of `deck-estimation`"), "{text}");
    assert!(text.contains("Estimate the decks"), "{text}");
    insta::assert_snapshot!(text);
}
