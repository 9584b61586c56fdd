//! The table's pace in a counting session of play: `--pace SECONDS` (the cards the learner does
//! not act on falling a beat apart at a terminal; a script never waits), and the tempo the
//! learner kept, measured from the first deal to the last settlement by the clock that times
//! the answers. A scripted session has no clock, so it states no tempo; a test gives it one
//! through `BJCOACH_SCRIPTED_CLOCK` (a reading moves that many seconds).

use serde_json::Value;

use crate::cli::{Run, flat};

const HIDDEN: &[&str] =
    &["play", "--table", "feral", "--count", "hi-lo", "--hidden", "--rounds", "2", "--seed", "5"];
const ANSWERS: &str = "20\ns\n+1\n0\n10\nh\n";

fn lines(out: &str) -> Vec<Value> {
    out.lines().filter_map(|l| serde_json::from_str(l).ok()).collect()
}

/// A paced hidden session's end at 60 and 80 columns, with the tempo it kept by a clock moving
/// three seconds a reading; the script never waits for the pace.
#[test]
fn a_paced_hidden_session_ends_with_its_tempo() {
    let mut args = HIDDEN.to_vec();
    args.extend(["--pace", "2"]);
    for width in [60, 80] {
        let started = std::time::Instant::now();
        let text = Run::new(&args).columns(width).env("BJCOACH_SCRIPTED_CLOCK", "3").stdin(ANSWERS).ok();
        assert!(started.elapsed().as_secs() < 20, "a script never waits for the pace");
        let end = &text[text.find("Summary:").expect("a summary")..];
        assert!(flat(end).contains("Tempo: 218 rounds an hour, 0.3 cards a second"), "{end}");
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        insta::assert_snapshot!(format!("paced_hidden_session_end_at_{width}"), end);
    }
    // Without a measuring clock, a script states no tempo, in words or in JSON.
    let text = Run::new(&args).stdin(ANSWERS).ok();
    assert!(!text.contains("Tempo"), "{text}");
    let mut json = args.clone();
    json.extend(["--format", "json"]);
    let out = Run::new(&json).stdin(ANSWERS).ok();
    let summary = lines(&out).into_iter().find_map(|v| v.get("summary").cloned()).unwrap();
    assert!(summary.get("tempo").is_none(), "{summary}");
}

/// The tempo's JSON fields, recounted: the cards are those of every round's record (the
/// dealer's and every seat's hands), the rounds those settled, the rates those over the seconds.
#[test]
fn the_tempo_in_json_is_recounted_from_the_rounds() {
    for seats in ["1", "4"] {
        let mut args = HIDDEN.to_vec();
        args.extend(["--seats", seats, "--seat", "1", "--format", "json"]);
        let out = Run::new(&args).env("BJCOACH_SCRIPTED_CLOCK", "2").stdin(ANSWERS).ok();
        let records = lines(&out);
        let rounds: Vec<&Value> = records.iter().filter_map(|v| v.get("round")).collect();
        let cards: usize = rounds
            .iter()
            .map(|r| {
                let hands = match r.get("seats") {
                    Some(seats) => seats
                        .as_array()
                        .unwrap()
                        .iter()
                        .flat_map(|s| s["hands"].as_array().unwrap().clone())
                        .collect(),
                    None => r["hands"].as_array().unwrap().clone(),
                };
                r["dealer"].as_array().unwrap().len()
                    + hands.iter().map(|h| h["cards"].as_array().unwrap().len()).sum::<usize>()
            })
            .sum();
        let summary = records.iter().find_map(|v| v.get("summary")).unwrap();
        let tempo = &summary["tempo"];
        assert_eq!(tempo["rounds"], rounds.len(), "{tempo}");
        assert_eq!(tempo["cards"], cards, "{tempo}");
        let seconds = tempo["seconds"].as_f64().unwrap();
        assert!(seconds > 0.0 && seconds % 2.0 == 0.0, "whole readings of two seconds: {tempo}");
        let per_hour = (rounds.len() as f64 * 3600.0 / seconds).round();
        assert_eq!(tempo["rounds_an_hour"].as_f64(), Some(per_hour), "{tempo}");
        let per_second = (cards as f64 / seconds * 10.0).round() / 10.0;
        assert_eq!(tempo["cards_a_second"].as_f64(), Some(per_second), "{tempo}");
    }
}

/// `--pace` takes what the drill's takes, refused in the same words, and needs a count.
#[test]
fn the_pace_is_the_drills_pace() {
    for given in ["-1", "10.5"] {
        let pace = format!("--pace={given}");
        let mut args = HIDDEN.to_vec();
        args.push(&pace);
        let (_, err) = Run::new(&args).stdin("").expect(2);
        let (_, drill) = Run::new(&["drill", "running-count", &pace]).stdin("").expect(2);
        assert!(flat(&err).contains("give the seconds each card is shown, from 0 to 10"), "{err}");
        assert_eq!(err, drill, "the same words as the drill's");
    }
    let (_, err) = Run::new(&["play", "--pace", "1"]).expect(2);
    assert!(err.contains("--count"), "{err}");
}

/// The help of the table's pace, at 60 and 80 columns.
#[test]
fn the_help_says_the_pace() {
    for width in [60, 80] {
        let help = Run::new(&["play", "--help"]).columns(width).ok();
        assert!(help.lines().all(|l| l.chars().count() <= width), "{help}");
        let start = help.find("--pace").unwrap();
        let end = start + help[start..].find("\n\n").unwrap();
        insta::assert_snapshot!(format!("play_pace_help_at_{width}"), &help[start..end]);
    }
}

/// At a terminal, the pace clears the table a beat after each settlement; the verdict of each of
/// the round's misses is said again below the line that says its cards were picked up, so the
/// clearing never takes what was missed with it (here a bet off the ramp and an 11 stood on).
#[test]
fn a_rounds_misses_stay_on_the_screen_once_its_cards_are_picked_up() {
    let args =
        ["play", "--table", "feral", "--count", "hi-lo", "--rounds", "1", "--seed", "5", "--pace", "0.05"];
    let mut t = crate::pty::Terminal::start(&args, 24, 80);
    t.wait(0, |w| w.contains("Your bet?"));
    t.type_keys("20\r");
    t.wait(0, |w| w.contains("Your play?"));
    t.type_keys("s\r");
    t.finish();
    let raw = t.raw();
    let cleared = raw.rfind("\x1b[2J").unwrap_or_else(|| panic!("the table is cleared: {raw:?}"));
    let after = crate::pty::plain(&raw[cleared..]);
    let picked = after.find("Round 1 picked up").unwrap_or_else(|| panic!("{after:?}"));
    let said_again = &after[picked..];
    let first =
        said_again.find("Wrong: you said 20; the answer is 10").unwrap_or_else(|| panic!("{said_again:?}"));
    let second = said_again
        .find("Wrong: you said stand; the answer is double")
        .unwrap_or_else(|| panic!("{said_again:?}"));
    assert!(said_again.contains("Missed in round 1:") && first < second, "{said_again:?}");
}
