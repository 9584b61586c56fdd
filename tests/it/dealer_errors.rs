//! Catch the dealer: seeded sessions where every kind of dealer error the documents warn about
//! is proposed, caught or missed, and a right settlement is called a foul, with the scores.

use std::io;
use std::time::Duration;

use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::session::{AnswerSource, FakeClock, Reply};
use bjcoach::coach::play::{
    Ask, AskKind, CALL_KEY, Decided, PlayObserver, PlayOptions, PlaySession, RefusedAnswer, run,
};
use bjcoach::game::rules::preset;

/// A learner who plays the chart but splits every pair the table lets them split and always
/// insures (so that split 21s and insurance wins come up), calls every dealer's error but the
/// first, and calls the first right settlement a foul.
#[derive(Default)]
struct Caller {
    lines: Vec<String>,
    missed_one: bool,
    false_call: bool,
}

impl AnswerSource for Caller {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        let line = match &q.expected {
            Expected::Call(error) if q.key == CALL_KEY => {
                if *error && !self.missed_one {
                    self.missed_one = true;
                    "ok".to_string()
                } else if !*error && !self.false_call {
                    self.false_call = true;
                    "f".to_string()
                } else if *error {
                    "f".to_string()
                } else {
                    String::new()
                }
            }
            Expected::YesNo(_) => "y".to_string(),
            Expected::Action(a) if q.prompt.contains("p split") => {
                let _ = a;
                "p".to_string()
            }
            Expected::Action(a) => a.letter().to_ascii_lowercase().to_string(),
            other => panic!("no answer to {other:?}"),
        };
        self.lines.push(line.clone());
        Ok(Reply::Line(line))
    }
}

struct Quiet;

impl PlayObserver for Quiet {
    fn refused(&mut self, ask: &Ask, r: &RefusedAnswer) -> io::Result<()> {
        panic!("refused {:?} to {}: {}", r.line, ask.question.prompt, r.reason)
    }
}

fn session(table: &str, rounds: u32, seed: u64) -> (PlaySession, String) {
    session_at(table, rounds, seed, 1000)
}

/// A session with the dealer's errors at `rate` thousandths of the settlements called.
fn session_at(table: &str, rounds: u32, seed: u64, rate: u16) -> (PlaySession, String) {
    let rules = preset(table).unwrap();
    let chart = bjcoach::strategy::chart::shipped(table).unwrap().unwrap();
    let mut options = PlayOptions::alone(Some(rounds), 10, rules.session.starting_chips, seed);
    options.dealer_errors = Some(rate);
    let mut learner = Caller::default();
    let mut clock = FakeClock::new(Duration::from_secs(2));
    let played = run(&rules, &chart, options, &mut learner, &mut clock, &mut Quiet).unwrap();
    let script = learner.lines.iter().map(|l| format!("{l}\n")).collect();
    (played, script)
}

fn kinds(played: &PlaySession) -> Vec<&'static str> {
    let mut kinds: Vec<&'static str> =
        played.decisions.iter().filter_map(|d| d.dealer_error.map(|e| e.name())).collect();
    kinds.sort_unstable();
    kinds.dedup();
    kinds
}

/// The calls of a session that had an error in them or were judged wrong, in a few lines each:
/// the round, the proposed settlement, the call and how it was judged (the right settlements
/// accepted are counted in the summary).
fn calls(played: &PlaySession) -> String {
    let mut out = String::new();
    let shown = |d: &&Decided| d.dealer_error.is_some() || !d.record.judgement.correct;
    for d in played.decisions.iter().filter(|d| d.kind == AskKind::Settlement).filter(shown) {
        let proposed = d.record.question.prompt.split(". Call it?").next().unwrap_or_default();
        let call = if d.record.line.is_empty() { "(Enter)" } else { d.record.line.as_str() };
        let judged = match (d.dealer_error, d.record.judgement.correct) {
            (Some(e), true) => format!("caught {}", e.name()),
            (Some(e), false) => format!("missed {}", e.name()),
            (None, true) => "right settlement accepted".to_string(),
            (None, false) => "false call".to_string(),
        };
        out.push_str(&format!("round {}: {proposed}\n  > {call}: {judged}\n", d.round));
    }
    out
}

/// Every error of the documents made at least once and caught, but for one missed; at a rate of 1
/// every settlement called holds an error, so no right settlement is there to call a foul: at
/// quebec-h17 (whose dealer hits soft 17) the five that can happen there, and at
/// casino-fr the no-hole-card blackjack that must take a doubled or split bet.
#[test]
fn every_dealer_error_is_caught_and_one_is_missed() {
    let (played, script) = session("quebec-h17", 120, 3);
    assert_eq!(
        kinds(&played),
        vec![
            "bust-paid",
            "insurance-wrong-rate",
            "natural-paid-even",
            "split-21-as-natural",
            "wrong-soft-17"
        ]
    );
    for kind in kinds(&played) {
        let caught = played
            .decisions
            .iter()
            .any(|d| d.dealer_error.map(|e| e.name()) == Some(kind) && d.record.judgement.correct);
        assert!(caught, "{kind} is caught");
    }
    let c = played.summary.calls.clone().unwrap();
    // At a rate of 1 every settlement called holds an error: none is right to call a foul.
    assert_eq!((c.missed, c.false_calls), (1, 0), "{c:?}");
    assert_eq!(c.right, c.calls - 1);
    // The dealer's errors never move a chip: every round keeps the chips of the table's rule.
    assert_eq!(played.summary.chips as i64, 1000 + played.rounds.iter().map(|r| r.net).sum::<i64>());
    // Calls are saved as answers of the catch-the-dealer drill, named by their mistakes.
    let records = played.answer_records("quebec-h17", 0);
    let saved: Vec<_> = records.iter().filter(|r| r.key == CALL_KEY).collect();
    assert_eq!(saved.len(), c.calls);
    assert!(saved.iter().all(|r| r.drill == "catch-the-dealer"));
    // At half the rate right settlements are called too: the first is called a foul, and saved
    // under its mistake.
    let (half, half_script) = session_at("quebec-h17", 120, 3, 500);
    let c = half.summary.calls.clone().unwrap();
    assert_eq!(c.false_calls, 1, "{c:?}");
    let records = half.answer_records("quebec-h17", 0);
    assert!(records.iter().any(|r| r.mistake.as_deref() == Some("false-foul-call")), "the false call");

    let args = [
        "play",
        "--table",
        "quebec-h17",
        "--bet",
        "10",
        "--rounds",
        "120",
        "--seed",
        "3",
        "--dealer-errors",
        "1",
    ];
    let text = crate::cli::Run::new(&args).stdin(&script).ok();
    let summary = &text[text.find("Summary:").unwrap()..];
    assert!(text.contains("Missed: the dealer's error went through"), "{text}");
    assert!(!text.contains("Wrong: you called a foul"), "{text}");
    let at_half: Vec<&str> = args.iter().map(|&a| if a == "1" { "0.5" } else { a }).collect();
    let text_half = crate::cli::Run::new(&at_half).stdin(&half_script).ok();
    assert!(text_half.contains("Wrong: you called a foul; the settlement is right"), "{text_half}");
    insta::assert_snapshot!("dealer_errors_quebec_h17", format!("{}\n{summary}", calls(&played)));

    let (fr, _) = session("casino-fr", 60, 10);
    let enhc = fr
        .decisions
        .iter()
        .find(|d| d.dealer_error.map(|e| e.name()) == Some("no-hole-card-double-not-taken"));
    assert!(enhc.is_some_and(|d| d.record.judgement.correct), "{}", calls(&fr));
    insta::assert_snapshot!("dealer_errors_casino_fr", calls(&fr));
}

/// A rate outside 0 to 1 is bad usage, with the accepted form.
#[test]
fn a_dealer_error_rate_outside_0_to_1_is_refused() {
    let (_, err) =
        crate::cli::Run::new(&["play", "--table", "book", "--dealer-errors", "2"]).stdin("").expect(2);
    assert!(err.contains("is not a rate: write a number from 0 to 1"), "{err}");
}

/// A caught error as JSON: the decision names the error, the summary counts the calls.
#[test]
fn a_caught_dealer_error_as_json() {
    let args = [
        "play",
        "--table",
        "quebec-h17",
        "--bet",
        "10",
        "--rounds",
        "1",
        "--seed",
        "41",
        "--dealer-errors",
        "1",
    ];
    let json = crate::cli::Run::new(&[&args[..], &["--format", "json"]].concat()).stdin("f\n").ok();
    let lines: Vec<serde_json::Value> = json.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let call = lines.iter().find_map(|l| l.get("decision")).unwrap();
    assert_eq!(
        (call["kind"].as_str(), call["dealer_error"].as_str()),
        (Some("settlement"), Some("natural-paid-even"))
    );
    assert_eq!(call["correct"], true);
    let calls = &lines.last().unwrap()["summary"]["calls"];
    assert_eq!(
        (calls["calls"].as_u64(), calls["right"].as_u64(), calls["missed"].as_u64()),
        (Some(1), Some(1), Some(0))
    );
    // The natural is paid 3:2 by the table's rule, whatever the dealer proposed.
    assert_eq!(lines.last().unwrap()["summary"]["chips"], 1015);
}

/// The rate is the share of the settlements put to the learner that hold an error: only
/// settlements where the dealer could slip are called, so 0.2 gives about one in five (counted
/// over 40 quebec-h17 sessions of 30 rounds, a few hundred calls: within 0.13 to 0.27), and 1 an
/// error in every one (the bug: 0.2 gave 1 error in 60 rounds, because the rate was drawn on
/// every settlement, most of which cannot hold an error).
#[test]
fn the_dealer_error_rate_is_the_share_of_the_calls_that_hold_an_error() {
    let share = |rate: u16| {
        let (mut calls, mut errors) = (0, 0);
        for seed in 0..40 {
            let rules = preset("quebec-h17").unwrap();
            let chart = bjcoach::strategy::chart::shipped("quebec-h17").unwrap().unwrap();
            let mut options = PlayOptions::alone(Some(30), 10, rules.session.starting_chips, seed);
            options.dealer_errors = Some(rate);
            let mut learner = Caller::default();
            let mut clock = FakeClock::new(Duration::from_secs(2));
            let played = run(&rules, &chart, options, &mut learner, &mut clock, &mut Quiet).unwrap();
            let called: Vec<&Decided> =
                played.decisions.iter().filter(|d| d.kind == AskKind::Settlement).collect();
            calls += called.len();
            errors += called.iter().filter(|d| d.dealer_error.is_some()).count();
        }
        (calls, errors)
    };
    let (calls, errors) = share(200);
    let rate = errors as f64 / calls as f64;
    assert!(calls >= 100, "{calls} calls");
    assert!((0.13..=0.27).contains(&rate), "{errors} errors in {calls} calls");
    let (calls, errors) = share(1000);
    assert!(calls >= 100 && errors == calls, "{errors} errors in {calls} calls");
}
