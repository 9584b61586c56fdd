//! Drill sessions that teach: every miss listed in the summary, the misses asked once more at the
//! end (and no situation twice before), `?` for the chart's row, and a "not understood" that
//! lists only the answers the question accepts.

use std::collections::HashSet;
use std::io;
use std::time::Duration;

use bjcoach::coach::drill::dealing::Chooser;
use bjcoach::coach::drill::question::Question;
use bjcoach::coach::drill::session::{
    AnswerSource, FakeClock, Numbering, Observer, Questions, Record, Reply, SessionOptions, run_with,
};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::coach::learner::plan::Plan;
use bjcoach::coach::learner::record::AnswerRecord;
use bjcoach::coach::learner::schedule::Focus;
use proptest::prelude::*;

use crate::cli::{NOW, Run, flat};

/// A strategy session at casino-fr, seed 3: a hint then a right answer, a hint then a wrong one,
/// an answer not understood, two more misses, then the round of misses with one wrong again.
const ANSWERS: &str = "?\nh\n?\ns\nx\nd\nh\ns\ns\ns\ns\n";

fn strategy_session(columns: usize) -> String {
    Run::new(&["drill", "strategy", "--table", "casino-fr", "--seed", "3", "--count", "5", "--answers", "-"])
        .columns(columns)
        .stdin(ANSWERS)
        .ok()
}

#[test]
fn a_session_with_hints_misses_and_the_round_of_misses_at_80_columns() {
    let out = strategy_session(80);
    // A right answer after `?` counts as right, and says it was helped.
    assert!(out.contains("Right, with the chart's row: the answer is hit"), "{out}");
    assert!(out.contains("Once more, the 4 you missed, the same questions"), "{out}");
    assert!(out.contains("Summary: 1/5 right (20%)"), "{out}");
    assert!(out.contains("Once more: 3 of 4 right"), "{out}");
    assert!(out.contains("Hinted: 2 answers"), "{out}");
    // Every miss on a line of its own, named.
    let flat = flat(&out);
    assert!(flat.contains("3 3♦ 9♥ 7♥ v 5♣: you said x; the answer is stand (not understood)"), "{out}");
    assert!(
        flat.contains("4 J♣ K♣ v T♦: you said double; the answer is stand (A hard 12 or more doubled)"),
        "{out}"
    );
    insta::assert_snapshot!("teach_strategy_80", out);
}

#[test]
fn a_session_with_hints_misses_and_the_round_of_misses_at_60_columns() {
    let out = strategy_session(60);
    assert!(out.lines().all(|l| l.chars().count() <= 60), "{out}");
    insta::assert_snapshot!("teach_strategy_60", out);
}

#[test]
fn the_summary_lists_misses_as_json_and_marks_hints() {
    let out = Run::new(&[
        "drill",
        "strategy",
        "--table",
        "casino-fr",
        "--seed",
        "3",
        "--count",
        "5",
        "--format",
        "json",
    ])
    .stdin(ANSWERS)
    .ok();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines[0]["hinted"], true);
    assert_eq!(lines[0]["correct"], true);
    assert_eq!(lines[2]["hinted"], false);
    assert_eq!(lines[5]["once_more"], true);
    let summary = &lines.last().unwrap()["summary"];
    assert_eq!(summary["once_more"], serde_json::json!({ "asked": 4, "answered": 4, "correct": 3 }));
    assert_eq!(summary["hinted"], 2);
    let misses = summary["misses"].as_array().unwrap();
    // A miss of the round of misses keeps its question's number.
    assert_eq!(misses.iter().map(|m| m["n"].as_u64().unwrap()).collect::<Vec<_>>(), [2, 3, 4, 5, 2]);
    assert_eq!(misses[1]["not_understood"], true);
    assert_eq!(misses[2]["mistake"], "double-hard-twelve-up");
    assert_eq!(misses[4]["retry"], true);
}

#[test]
fn a_session_quit_at_once_says_no_question_was_answered() {
    let out = Run::new(&["drill", "strategy", "--table", "casino-fr", "--seed", "3", "--count", "5"])
        .stdin("")
        .ok();
    assert!(out.contains("Summary: no question was answered, so there is nothing to sum up."), "{out}");
    assert!(!out.contains("0/0"), "{out}");
    assert!(!out.contains("median time"), "{out}");
}

#[test]
fn not_understood_lists_only_the_moves_of_the_question() {
    // Question 3 of this session allows hit and stand only.
    let out = strategy_session(200);
    assert!(out.contains("`x` is not understood here; accepted: `h` or `hit`, `s` or `stand`\n"), "{out}");
    assert!(!out.contains("`d` or `double`, `p`"), "{out}");
}

/// Answers right or wrong as `wrong` says, question by question (a wrong answer is one that
/// cannot be read); the round of misses is answered right.
struct Pattern {
    wrong: Vec<bool>,
}

impl AnswerSource for Pattern {
    fn answer(&mut self, n: usize, q: &Question) -> io::Result<Reply> {
        let wrong = self.wrong.get(n - 1).copied().unwrap_or(false);
        Ok(Reply::Line(if wrong { "zz".into() } else { q.expected.right_answer() }))
    }
}

struct Keep(Vec<Record>);

impl Observer for Keep {
    fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, r: &Record) -> io::Result<()> {
        self.0.push(r.clone());
        Ok(())
    }
}

fn session(
    drill: &str,
    table: &str,
    seed: u64,
    wrong: &[bool],
    history: Option<&[AnswerRecord]>,
) -> Vec<Record> {
    let library = Library::shipped().unwrap();
    let drill = library.get(drill).unwrap();
    let setting = Setting::preset(table).unwrap();
    let plan = history.map(|h| {
        Box::new(Plan::new(&setting.rules, setting.chart.as_ref(), h, Focus::Mixed)) as Box<dyn Chooser>
    });
    let mut keep = Keep(Vec::new());
    let options = SessionOptions { count: wrong.len(), seed, limit: None };
    let mut clock = FakeClock::new(Duration::from_secs(2));
    run_with(drill, &setting, options, plan, &mut Pattern { wrong: wrong.to_vec() }, &mut clock, &mut keep)
        .unwrap();
    keep.0
}

/// No situation comes back before the round of misses; the round asks every miss once more, in
/// order, and nothing else.
fn check_session(records: &[Record]) -> Result<(), TestCaseError> {
    let first: Vec<&Record> = records.iter().filter(|r| !r.retry).collect();
    let again: Vec<&Record> = records.iter().filter(|r| r.retry).collect();
    prop_assert!(records.iter().take(first.len()).all(|r| !r.retry), "the round of misses comes last");
    let mut seen = HashSet::new();
    for r in &first {
        prop_assert!(seen.insert(Questions::identity(&r.question)), "asked twice: {}", r.question.key);
    }
    let misses: Vec<String> =
        first.iter().filter(|r| !r.judgement.correct).map(|r| Questions::identity(&r.question)).collect();
    let asked_again: Vec<String> = again.iter().map(|r| Questions::identity(&r.question)).collect();
    prop_assert_eq!(misses, asked_again);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn misses_come_back_once_at_the_end_and_nothing_repeats_before(
        seed in 0u64..10_000,
        drill in prop::sample::select(vec![
            ("strategy", "book"),
            ("hard-decisions", "casino-fr"),
            ("soft-decisions", "quebec-h17"),
            ("hand-totals", "book"),
            ("deviations", "quebec-s17"),
            ("naturals", "feral"),
            ("payouts", "casino-it"),
            ("catch-the-dealer", "quebec-h17"),
        ]),
        wrong in prop::collection::vec(prop::bool::weighted(0.4), 1..12),
    ) {
        let first = session(drill.0, drill.1, seed, &wrong, None);
        check_session(&first)?;
        // Adapted to the misses just made, the next session holds them back in the same way.
        let history: Vec<AnswerRecord> =
            first.iter().map(|r| r.answer_record(drill.0, drill.1, NOW)).collect();
        let next = session(drill.0, drill.1, seed + 1, &wrong, Some(&history));
        check_session(&next)?;
    }
}

/// `?` at a deviations question did nothing but list the accepted answers: those questions had no
/// chart row. Now it shows the table's row for the hand (the plays at no count), the asked cell
/// marked, and a right answer after it counts as helped. Quebec-s17, seed 2: 4-6 against a ten at
/// +1, where the chart doubles 10 against every card but a ten and an Ace.
#[test]
fn a_hint_at_a_deviations_question_shows_the_tables_chart_row() {
    let out = Run::new(&[
        "drill",
        "deviations",
        "--table",
        "quebec-s17",
        "--seed",
        "2",
        "--count",
        "1",
        "--answers",
        "-",
    ])
    .stdin("?\nh\n")
    .ok();
    let flat = flat(&out);
    assert!(flat.contains("You: 4♣ 6♥"), "{out}");
    assert!(flat.contains("Chart: hard 10: 2 Dh 3 Dh 4 Dh 5 Dh 6 Dh 7 Dh 8 Dh 9 Dh [T H] A H"), "{out}");
    assert!(flat.contains("Right, with the chart's row: the answer is hit"), "{out}");
}
