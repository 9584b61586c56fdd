//! Play's words held to its cards over every preset and many seeds: scripted sessions answered at
//! random, read as JSON, and checked for what a learner must be able to trust. Insurance declined
//! is never judged wrong without a count, every
//! judged miss is named, every box played is settled every round, the cards shown before a
//! settlement call are every box's hands, and the learner's chips follow the settlements.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use bjcoach::coach::play::default_bet;
use bjcoach::game::rules::{VacantBoxes, preset, preset_names};

use crate::cli::Run;

/// Seeds per preset: six presets of this many sessions of a few rounds each stay within a few
/// seconds in the debug build.
const SEEDS: u64 = 10;

/// Rounds per session.
const ROUNDS: &str = "8";

/// One scripted session: its arguments and what the checks need to know of them.
struct Setup {
    table: String,
    args: Vec<String>,
    chips: i64,
}

/// A session at `table` drawn from `seed`: seats, boxes (where the table lets a player take
/// vacant ones, with chips that may not cover them all for long), a bet, and the dealer's errors
/// on some seeds.
fn setup(table: &str, seed: u64) -> Setup {
    let rules = preset(table).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_0f91_a7ed);
    let seats = rng.random_range(1..=3usize);
    let boxes = if rules.vacant_boxes == VacantBoxes::Playable { rng.random_range(1..=3usize) } else { 1 };
    let smallest = default_bet(&rules);
    let bet = if rules.session.bet.min == rules.session.bet.max.unwrap_or(0) {
        smallest
    } else {
        smallest * rng.random_range(1..=3u64)
    };
    let boxes_u = boxes as u64;
    let chips = if boxes > 1 && rng.random_bool(0.5) {
        // Enough for every box at first, soon too few: boxes then sit out.
        bet * boxes_u + bet / 2
    } else {
        rules.session.starting_chips.max(bet * boxes_u)
    };
    let mut args: Vec<String> = ["play", "--table", table, "--format", "json", "--rounds", ROUNDS]
        .iter()
        .map(|s| s.to_string())
        .collect();
    for (flag, value) in [
        ("--seed", seed.to_string()),
        ("--seats", seats.to_string()),
        ("--boxes", boxes.to_string()),
        ("--bet", bet.to_string()),
        ("--chips", chips.to_string()),
    ] {
        args.push(flag.to_string());
        args.push(value);
    }
    if rng.random_bool(0.5) {
        args.push("--dealer-errors".to_string());
        args.push("0.5".to_string());
    }
    Setup { table: table.to_string(), args, chips: chips as i64 }
}

/// Random answers of every kind play asks: insurance, plays, calls (a line of the wrong kind is
/// refused and the next one read).
fn script(seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let words = ["y", "n", "h", "s", "s", "d", "p", "r", "ok", "f"];
    (0..400).map(|_| words[rng.random_range(0..words.len())]).collect::<Vec<_>>().join("\n")
}

/// Every box the learner played in a round, by number, with its hands' cards, from the round's
/// seats (or its own hands, alone at the table on one box).
fn boxes_of_round(round: &Value) -> Vec<(Option<i64>, Vec<Value>)> {
    let cards = |hands: &Value| hands.as_array().unwrap().iter().map(|h| h["cards"].clone()).collect();
    match round.get("seats") {
        Some(seats) => seats
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["player"] == "you" && !s["bet"].is_null())
            .map(|s| (None, cards(&s["hands"])))
            .collect(),
        None => vec![(None, cards(&round["hands"]))],
    }
}

/// The boxes the learner's hand entries of a round's settlement are for: each box's hands are
/// settled from its first, `hand 1`, so those count the boxes; with the box each names, if any.
fn settled_boxes(round: &Value) -> Vec<Option<i64>> {
    round["settled"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["wager"] == "hand 1")
        .map(|e| e.get("box").and_then(Value::as_i64))
        .collect()
}

/// What is wrong with one session's transcript, in words.
fn problems(s: &Setup, out: &str) -> Vec<String> {
    let mut found = Vec::new();
    let lines: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let boxes =
        lines.iter().find_map(|l| l.get("seating")).and_then(|s| s.get("boxes")).and_then(Value::as_i64);
    let boxes = boxes.unwrap_or(1);
    let mut chips = s.chips;
    let mut calls: Vec<&Value> = Vec::new();
    for line in &lines {
        if let Some(d) = line.get("decision") {
            let round = &d["round"];
            if d["judged"] == true && d["correct"] == false && d["mistake"].is_null() {
                found.push(format!("round {round}: a {} judged wrong has no mistake named", d["kind"]));
            }
            if d["kind"] == "insurance" && d["applied"] == "no insurance" && d["correct"] == false {
                found.push(format!("round {round}: insurance declined judged wrong: {}", d["why"]));
            }
            if d["kind"] == "settlement" {
                calls.push(d);
            }
        }
        if let Some(r) = line.get("round") {
            let number = &r["number"];
            let out: Vec<i64> = r
                .get("boxes_out")
                .map_or(Vec::new(), |b| b.as_array().unwrap().iter().map(|x| x.as_i64().unwrap()).collect());
            let settled = settled_boxes(r);
            let played = boxes - out.len() as i64;
            let named: Vec<i64> = settled.iter().flatten().copied().collect();
            if named.iter().any(|b| out.contains(b)) {
                found.push(format!(
                    "round {number}: box settled ({named:?}) though said to sit out ({out:?})"
                ));
            }
            if settled.len() as i64 != played {
                found.push(format!(
                    "round {number}: {played} boxes played, {} settled ({settled:?}), none said to sit out but {out:?}",
                    settled.len()
                ));
            }
            for call in calls.iter().filter(|c| &c["round"] == number) {
                // What the call shows: every box's hands, or where a transcript names no box,
                // the one hand it gives.
                let shown: Vec<Vec<Value>> =
                    call.get("boxes").map_or(vec![vec![call["player"].clone()]], |b| {
                        b.as_array()
                            .unwrap()
                            .iter()
                            .map(|b| {
                                b["hands"].as_array().unwrap().iter().map(|h| h["cards"].clone()).collect()
                            })
                            .collect()
                    });
                let dealt: Vec<Vec<Value>> = boxes_of_round(r).into_iter().map(|(_, hands)| hands).collect();
                if shown != dealt {
                    found.push(format!(
                        "round {number}: the cards shown before the call, {shown:?}, are not every box's hands, {dealt:?}"
                    ));
                }
            }
            chips += r["net"].as_i64().unwrap();
            if r["chips"].as_i64() != Some(chips) {
                found.push(format!(
                    "round {number}: chips {} where the settlements leave {chips}",
                    r["chips"]
                ));
            }
        }
        if let Some(summary) = line.get("summary")
            && summary["chips"].as_i64() != Some(chips)
        {
            found.push(format!("summary: chips {} where the rounds leave {chips}", summary["chips"]));
        }
    }
    if !lines.iter().any(|l| l.get("summary").is_some()) {
        found.push("no summary".to_string());
    }
    found
}

#[test]
fn play_judges_settles_and_shows_fairly_at_every_table() {
    let mut failures = Vec::new();
    let mut insurance = 0;
    let mut calls = 0;
    let mut boxes_out = 0;
    for table in preset_names() {
        for seed in 0..SEEDS {
            let s = setup(table, seed);
            let args: Vec<&str> = s.args.iter().map(String::as_str).collect();
            let (out, err) = Run::new(&args).stdin(&script(seed)).expect(0);
            insurance += out.matches("\"kind\":\"insurance\"").count();
            calls += out.matches("\"kind\":\"settlement\"").count();
            boxes_out += out.matches("\"boxes_out\"").count();
            for problem in problems(&s, &out) {
                failures.push(format!(
                    "{} seed {seed} ({}): {problem} {err}",
                    s.table,
                    s.args[7..].join(" ")
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
    // The checks were put to the test: insurance offered, calls made, boxes sitting out.
    assert!(insurance > 20, "{insurance} insurance decisions");
    // Only settlements where the dealer could slip are called: a few in each session.
    assert!(calls > 15, "{calls} settlement calls");
    assert!(boxes_out > 0, "{boxes_out} rounds with boxes sitting out");
}
