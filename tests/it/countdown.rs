//! The deck countdown end to end: its screens at 60 and 80 columns with a miss and its rows of
//! checks, every count and check of its JSON recomputed from the cards shown, and the bests that
//! `stats` and each answer show, recounted from the raw answers saved.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::cli::Run;

const SESSION: [&str; 10] =
    ["drill", "deck-countdown", "--table", "quebec-s17", "--seed", "3", "--count", "3", "--answers", "-"];

/// Right in 40 s, wrong, right in 30 s (a new best), then the miss once more.
const ANSWERS: &str = "-1 @40\n+3 @35\n+9 @30\n-6\n";

#[test]
fn countdown_screens_at_60_and_80_columns() {
    for width in [60, 80] {
        let data = tempfile::tempdir().unwrap();
        let out = Run::new(&SESSION).columns(width).data_dir(data.path()).stdin(ANSWERS).ok();
        assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
        // The miss shows the count after every 4 cards; the right answers the best so far.
        assert!(out.contains("after cards 1-4:"), "{out}");
        assert!(
            crate::cli::flat(&out).contains("A new best, Hi-Lo, one card at a time: 0.70 s a card"),
            "{out}"
        );
        insta::assert_snapshot!(format!("countdown_{width}"), out);
    }
}

/// Hi-Lo's tag of a card as JSON shows it (`K♥`, `T♠`, `4♦`).
fn hi_lo(card: &str) -> i64 {
    match card.chars().next().unwrap() {
        '2'..='6' => 1,
        '7'..='9' => 0,
        _ => -1,
    }
}

#[test]
fn every_count_and_check_is_the_sum_of_the_cards_shown() {
    for (table, pairs) in [("book", false), ("quebec-s17", true), ("casino-fr", false)] {
        let mut args = vec!["drill", "deck-countdown", "--table", table, "--seed", "9", "--count", "8"];
        if pairs {
            args.push("--pairs");
        }
        args.extend(["--format", "json"]);
        let json = Run::new(&args).stdin(&"0\n".repeat(20)).ok();
        let questions: Vec<Value> = json
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .filter(|v| v.get("situation").is_some())
            .collect();
        assert!(questions.len() >= 8, "{json}");
        for q in &questions {
            let count = &q["situation"]["count"];
            let c = &count["countdown"];
            let cards: Vec<&str> =
                c["cards"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
            assert!((40..=51).contains(&cards.len()), "{q}");
            let decks = count["decks"].as_u64().unwrap() as usize;
            for card in &cards {
                assert!(cards.iter().filter(|c| *c == card).count() <= decks, "{card} in {decks} decks");
            }
            assert_eq!(c["at_a_time"], if pairs { 2 } else { 1 });
            let start = count["start"].as_i64().unwrap();
            assert_eq!(start, 0, "Hi-Lo starts at 0");
            let sum: i64 = cards.iter().map(|c| hi_lo(c)).sum();
            let expected: i64 = q["expected"].as_str().unwrap().parse().unwrap();
            assert_eq!(expected, start + sum, "{q}");
            // A check after every 4 cards, each the count so far.
            let checks: Vec<i64> =
                c["checks"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).collect();
            assert_eq!(checks.len(), cards.len().div_ceil(4));
            for (i, check) in checks.iter().enumerate() {
                let upto = (4 * (i + 1)).min(cards.len());
                assert_eq!(*check, start + cards[..upto].iter().map(|c| hi_lo(c)).sum::<i64>());
            }
            let mode = if pairs { "pairs" } else { "one" };
            assert_eq!(q["key"], format!("countdown hi-lo {mode} {} cards", cards.len()));
            // A wrong count is named, and a right one never is.
            let right = q["correct"].as_bool().unwrap();
            assert_eq!(q["mistake"].as_str(), (!right).then_some("countdown-off"), "{q}");
        }
    }
}

/// The right count of each question of a session run with `args` on the answers saved in
/// `data` (which the session's choice of questions follows), in order: from a copy of them.
pub(crate) fn expected_counts(args: &[&str], data: &std::path::Path) -> Vec<i64> {
    let copy = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(data).unwrap() {
        let entry = entry.unwrap();
        if entry.file_type().unwrap().is_file() {
            std::fs::copy(entry.path(), copy.path().join(entry.file_name())).unwrap();
        }
    }
    let json = Run::new(args).data_dir(copy.path()).stdin(&"0\n".repeat(20)).ok();
    json.lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| v.get("situation").is_some() && v["once_more"] == false)
        .map(|v| v["expected"].as_str().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn the_bests_in_stats_are_recounted_from_the_raw_answers() {
    let data = tempfile::tempdir().unwrap();
    // Three sessions, two one card at a time and one in pairs: right answers at stated times and
    // a wrong one, the miss asked once more (a retry, which never counts) and answered right fast.
    let mut said: Vec<String> = Vec::new();
    for (seed, pairs, times) in
        [("3", false, [40, 35, 30]), ("4", false, [33, 20, 45]), ("5", true, [25, 28, 21])]
    {
        let mut args =
            vec!["drill", "deck-countdown", "--table", "quebec-s17", "--seed", seed, "--count", "4"];
        if pairs {
            args.push("--pairs");
        }
        args.extend(["--format", "json"]);
        let right = expected_counts(&args, data.path());
        let answers = format!(
            "{} @{}\n{} @9\n{} @{}\n{} @{}\n{} @1\n",
            right[0],
            times[0],
            right[1] + 5,
            right[2],
            times[1],
            right[3],
            times[2],
            right[1]
        );
        let json = Run::new(&args).data_dir(data.path()).stdin(&answers).ok();
        for line in json.lines() {
            let v: Value = serde_json::from_str(line).unwrap();
            if let Some(best) = v.get("countdown_best").and_then(Value::as_str) {
                said.push(best.to_string());
            }
        }
    }
    // The raw answers as saved, exported.
    let export = Run::new(&["stats", "--export", "json"]).data_dir(data.path()).ok();
    let export: Value = serde_json::from_str(&export).unwrap();
    let mut best: BTreeMap<(String, String), (u64, u64, u64)> = BTreeMap::new();
    for a in export["answers"].as_array().unwrap() {
        let first = !a.get("retry").and_then(Value::as_bool).unwrap_or(false);
        if a["drill"] != "deck-countdown" || !first || a["correct"] != true {
            continue;
        }
        // `countdown hi-lo one 44 cards`: the system, the mode, the cards.
        let key = a["key"].as_str().unwrap();
        let words: Vec<&str> = key.split(' ').collect();
        let cards: u64 = words[3].parse().unwrap();
        let ms = a["response_ms"].as_u64().unwrap();
        let entry = best.entry((words[1].to_string(), words[2].to_string())).or_insert((ms, cards, 0));
        if ms * entry.1 < entry.0 * cards {
            (entry.0, entry.1) = (ms, cards);
        }
        entry.2 += 1;
    }
    assert_eq!(best.len(), 2, "{best:?}");
    let stats = Run::new(&["stats", "--table", "quebec-s17", "--format", "json"]).data_dir(data.path()).ok();
    let stats: Value = serde_json::from_str(&stats).unwrap();
    let shown = stats["countdown_bests"].as_array().unwrap();
    assert_eq!(shown.len(), best.len());
    for (b, ((system, mode), (ms, cards, right))) in shown.iter().zip(&best) {
        assert_eq!(b["system"], system.as_str());
        assert_eq!(b["at_a_time"], if mode == "pairs" { 2 } else { 1 });
        assert_eq!((b["cards"].as_u64(), b["right_countdowns"].as_u64()), (Some(*cards), Some(*right)));
        assert!((b["seconds"].as_f64().unwrap() - *ms as f64 / 1000.0).abs() < 1e-9);
        assert!((b["seconds_a_card"].as_f64().unwrap() - *ms as f64 / 1000.0 / *cards as f64).abs() < 1e-9);
    }
    // Each right first answer said the best as it stood; the last said of each mode is the one
    // stats shows.
    for ((_, mode), (ms, cards, _)) in &best {
        let what = if mode == "pairs" { "two cards at a time" } else { "one card at a time" };
        let words = format!(
            "{:.2} s a card ({:.1} s for {cards} cards)",
            *ms as f64 / 1000.0 / *cards as f64,
            *ms as f64 / 1000.0
        );
        let last = said.iter().rev().find(|s| s.contains(what)).unwrap();
        assert!(last.contains(&words), "{last} / {words}");
    }
    let text = Run::new(&["stats", "--table", "quebec-s17"]).data_dir(data.path()).ok();
    assert!(text.contains("Deck countdown, your bests:"), "{text}");
    assert!(text.contains("Count down a deck"), "{text}");
}
