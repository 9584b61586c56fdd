//! The reproductions of what was shown or judged unfairly, each at its table and seed: seats
//! that kept their numbers only until a player went broke, and judgments that named a miss by
//! the wrong words or judged the learner on what they could not see.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::cli::{Run, flat};

/// The JSON lines of a run, each parsed.
fn json_lines(out: &str) -> Vec<Value> {
    out.lines().filter(|l| l.starts_with('{')).map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// quebec-s17, 7 seats, the learner at seat 5 with 20 chips, standing on everything: seat 2 goes
/// broke in round 1, and every other player keeps their seat's number from then on, in the
/// words and in the JSON, with their chips carried from round to round.
#[test]
fn seats_keep_their_numbers_when_a_player_goes_broke() {
    let args = [
        "play",
        "--table",
        "quebec-s17",
        "--seats",
        "7",
        "--seat",
        "5",
        "--chips",
        "20",
        "--bet",
        "10",
        "--rounds",
        "30",
        "--seed",
        "4",
        "--answers",
        "-",
    ];
    let answers = "s\n".repeat(200);
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
    let lines = json_lines(&json);
    let rounds: Vec<&Value> = lines.iter().filter_map(|v| v.get("round")).collect();
    assert!(rounds.len() >= 2, "{json}");
    // Every seat starts with 20 chips; a seat's chips after a round are its chips before plus
    // its net, so a number given to another player breaks the chain.
    let mut chips: BTreeMap<u64, i64> = (1..=7).map(|s| (s, 20)).collect();
    let mut broke_seen = false;
    for round in &rounds {
        let seats = round["seats"].as_array().unwrap();
        let numbers: Vec<u64> = seats.iter().map(|s| s["seat"].as_u64().unwrap()).collect();
        let mut unique = numbers.clone();
        unique.dedup();
        assert_eq!(numbers.len(), unique.len(), "round {}: seats {numbers:?}", round["number"]);
        for s in seats {
            let n = s["seat"].as_u64().unwrap();
            assert_eq!(
                s["player"] == "you",
                n == 5,
                "round {}: seat {n} is {}",
                round["number"],
                s["player"]
            );
            let before = chips[&n];
            let (net, after) = (s["net"].as_i64().unwrap(), s["chips"].as_i64().unwrap());
            assert_eq!(before + net, after, "round {}: seat {n} had {before}, netted {net}", round["number"]);
            chips.insert(n, after);
        }
        broke_seen |= numbers.len() < 7;
    }
    assert!(broke_seen, "a player went broke, as in the report");
    // The words name the seats by the same numbers: seat 5 is the learner's, never another's.
    let text = flat(&Run::new(&args).stdin(&answers).ok());
    for other in ["Seat 5:", "seat 5 -", "seat 5 +", "seat 5 ±"] {
        assert!(!text.contains(other), "`{other}` names another player by the learner's seat: {text}");
    }
    assert!(text.contains("Round 2 of 30") && text.contains("seat 7 "), "{text}");
}
