//! Other seats coming and going in a counting session (`play --count SYSTEM --seats-vary`):
//! between rounds a player may leave or sit down at an empty box, never the learner's, each box
//! keeping its number; every round's record names the seats taken, and the count of the cards
//! seen is recounted from the JSON record alone (Hi-Lo's tags: 2 to 6 +1, 7 to 9 0, tens and
//! Aces -1; Stanford Wong, Professional Blackjack, 1994).

use std::collections::BTreeSet;

use bjcoach::coach::play::{LEAVE_ONE_IN, SIT_DOWN_ONE_IN};
use serde_json::Value;

use crate::cli::{Run, flat};

fn hi_lo(rank: &str) -> i32 {
    match rank {
        "2" | "3" | "4" | "5" | "6" => 1,
        "7" | "8" | "9" => 0,
        _ => -1,
    }
}

fn ranks(v: &Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|r| r.as_str().unwrap().to_string()).collect()
}

/// A shown counting session at feral (four decks) with seats coming and going, the learner at
/// seat 1 standing on every hand, as JSON lines.
fn session(seed: u64, rounds: u32) -> Vec<Value> {
    let (seed, rounds) = (seed.to_string(), rounds.to_string());
    let args = [
        "play",
        "--table",
        "feral",
        "--count",
        "hi-lo",
        "--seats-vary",
        "--seats",
        "3",
        "--seat",
        "1",
        "--bet",
        "10",
        "--chips",
        "100000",
        "--rounds",
        &rounds,
        "--seed",
        &seed,
        "--format",
        "json",
    ];
    // Insurance takes `n`; a play refuses it and takes `s`.
    let out = Run::new(&args).stdin(&"n\ns\n".repeat(400)).ok();
    out.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// Every count shown at a decision is the count of the cards of the rounds before (every seat
/// taken and the dealer, as each round's record lists them) and of the cards of this one in
/// sight: the dealer's up card and the learner's hand, the first to play.
#[test]
fn the_count_of_a_session_whose_seats_vary_is_recounted_from_its_json() {
    let mut taken_sets = BTreeSet::new();
    for seed in [3u64, 21, 40] {
        let records = session(seed, 40);
        let (mut running, mut tray) = (0, 0usize);
        let mut checked = 0;
        for record in &records {
            if let Some(d) = record.get("decision") {
                let seen: Vec<String> = ranks(&d["dealer"]).into_iter().chain(ranks(&d["player"])).collect();
                let count = &d["count"];
                let now = running + seen.iter().map(|r| hi_lo(r)).sum::<i32>();
                assert_eq!(count["running"], now, "seed {seed}: {d}");
                assert_eq!(count["tray_half_decks"], ((2 * tray + 26) / 52) as u64, "seed {seed}: {d}");
                checked += 1;
            }
            let Some(r) = record.get("round") else { continue };
            let seats = r["seats"].as_array().expect("every seat of the round");
            let taken: Vec<u64> =
                r["seats_taken"].as_array().unwrap().iter().map(|s| s.as_u64().unwrap()).collect();
            let numbered: Vec<u64> = seats.iter().map(|s| s["seat"].as_u64().unwrap()).collect();
            assert_eq!(taken, numbered, "the seats taken are the seats reported: {r}");
            assert!(taken.contains(&1), "the learner's seat is always taken: {r}");
            assert!(taken.iter().all(|&s| (1..=7).contains(&s)), "boxes keep the table's numbers: {r}");
            assert!(taken.len() >= 2, "another player always stays: {r}");
            taken_sets.insert(taken.clone());
            let mut cards = ranks(&r["dealer"]);
            for s in seats {
                for h in s["hands"].as_array().unwrap() {
                    cards.extend(ranks(&h["cards"]));
                }
            }
            if r["shoe"].as_array().unwrap().iter().any(|e| e.as_str().unwrap().contains("shuffled")) {
                (running, tray) = (0, 0);
            } else {
                running += cards.iter().map(|c| hi_lo(c)).sum::<i32>();
                tray += cards.len();
            }
        }
        assert!(checked >= 30, "seed {seed}: {checked} counts recounted");
        let changes: Vec<&Value> = records.iter().filter_map(|v| v.get("seats_changed")).collect();
        assert!(!changes.is_empty(), "seed {seed}: players come and go over 40 rounds");
        assert!(changes.iter().all(|c| (2..=40).contains(&c["round"].as_u64().unwrap())), "{changes:?}");
    }
    assert!(taken_sets.len() >= 3, "the seats taken vary: {taken_sets:?}");
}

/// The help of `--seats-vary`, at 60 and 80 columns, states the chances the session draws by.
#[test]
fn the_help_says_how_seats_vary() {
    for width in [60, 80] {
        let help = Run::new(&["play", "--help"]).columns(width).ok();
        let start = help.find("--seats-vary").unwrap();
        let end = start + help[start..].find("\n\n").unwrap();
        let text = flat(&help[start..end]);
        assert!(text.contains(&format!("one round in {LEAVE_ONE_IN}")), "{text}");
        assert!(text.contains(&format!("one round in {SIT_DOWN_ONE_IN}")), "{text}");
        insta::assert_snapshot!(format!("play_seats_vary_help_at_{width}"), &help[start..end]);
    }
}

/// Seats that vary need a count, another seat at the table and another player at it from the
/// start, and one box of the learner's own without a bet on another's.
#[test]
fn seats_vary_where_there_are_other_seats() {
    let (_, err) = Run::new(&["play", "--seats-vary"]).expect(2);
    assert!(err.contains("--count"), "{err}");
    let (_, err) =
        Run::new(&["play", "--table", "feral", "--count", "hi-lo", "--seats-vary"]).stdin("").expect(2);
    assert!(
        flat(&err)
            .contains("--seats-vary: another player sits at the table from the start: give 2 seats or more"),
        "{err}"
    );
    let (_, err) =
        Run::new(&["play", "--table", "casino-fr", "--count", "hi-lo", "--seats-vary", "--boxes", "2"])
            .stdin("")
            .expect(2);
    assert!(flat(&err).contains("--seats-vary"), "{err}");
}
