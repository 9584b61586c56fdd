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

/// The answers of a scripted drill as JSON records, and its words, both from the same run's
/// answers.
fn drill_run(args: &[&str], answers: &str) -> (Vec<Value>, String) {
    let json = Run::new(&[args, &["--format", "json"]].concat()).stdin(answers).ok();
    let records = json_lines(&json).into_iter().filter(|v| v.get("n").is_some()).collect();
    (records, Run::new(args).stdin(answers).ok())
}

/// `h s d p r` in turn, as the report's `yes $'h\ns\nd\np\nr' | head -N` typed them.
fn cycling(lines: usize) -> String {
    ["h", "s", "d", "p", "r"].iter().cycle().take(lines).map(|a| format!("{a}\n")).collect()
}

/// The value of a record's option, in percent of the bet.
fn option_value(record: &Value, action: &str) -> f64 {
    let options = record["options"].as_array().unwrap();
    options.iter().find(|o| o["action"] == action).map(|o| o["value"].as_f64().unwrap()).unwrap()
}

/// casino-fr, seed 61: hitting T-T against a 6 at +5, where the count splits it, gives away
/// 158.8 % of the bet; it was named "A close call. The chart's play is worth a little more" (both
/// false). A close call is a gap of half a percent at most; a costlier play no rule of thumb
/// covers is named by its cost, and the note names the right play: the index play here.
#[test]
fn a_deviation_blunder_is_named_by_its_cost_not_as_a_close_call() {
    let args =
        ["drill", "deviations", "--table", "casino-fr", "--seed", "61", "--count", "26", "--answers", "-"];
    let (records, text) = drill_run(&args, &cycling(40));
    let q26 = records.iter().find(|r| r["n"] == 26).unwrap();
    assert_eq!((q26["answer"].as_str(), q26["expected"].as_str()), (Some("h"), Some("split")));
    let gap = option_value(q26, "split") - option_value(q26, "hit");
    assert!(gap > 150.0, "{q26}");
    assert_eq!((q26["mistake"].as_str(), q26["close_call"].as_bool()), (Some("costly-misplay"), Some(false)));
    // The sentence's figure is the gap between the two values, rounded once.
    let said = format!("Hitting gives away {:.1}% of the bet.", (gap * 10.0).round() / 10.0);
    assert!(q26["comparison"].as_str().unwrap().contains(&said), "{q26}");
    assert!(q26["note"].as_str().unwrap().ends_with("split, the index play, is the best at +5."), "{q26}");
    let words = flat(&text);
    let q26_words = &words[words.find("Question 26 of 26").unwrap()..];
    // Its verdict ends where the round of misses (numbered as first asked) or the summary begins.
    let end = q26_words.find("Once more, the").or_else(|| q26_words.find("Summary:"));
    let q26_words = &q26_words[..end.unwrap_or(q26_words.len())];
    assert!(!q26_words.contains("close call") && !q26_words.contains("chart's play is worth"), "{q26_words}");
    assert!(q26_words.contains("Mistake: A costly play."), "{q26_words}");
    // Over a longer run (the check run before a change is handed over): no miss of more than
    // half a percent is called a close call or left unnamed, and no close call costs more.
    let more =
        ["drill", "deviations", "--table", "casino-fr", "--seed", "61", "--count", "60", "--answers", "-"];
    let (records, _) = drill_run(&more, &cycling(200));
    let mut costly = 0;
    for r in records.iter().filter(|r| r["correct"] == false && !r["cost"].is_null()) {
        let cost = -r["cost"].as_f64().unwrap();
        let mistake = r["mistake"].as_str().unwrap_or("none");
        let generic = ["none", "strategy-misplay"].contains(&mistake);
        assert!(!generic || cost <= 0.5, "a miss of {cost}% named `{mistake}`: {r}");
        costly += usize::from(cost > 0.5);
    }
    assert!(costly > 20, "{costly} costly misses");
}
