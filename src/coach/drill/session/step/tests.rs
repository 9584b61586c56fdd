//! A session stepped by hand against the same session run by [`run_with`] from a script.

use std::io;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rand::RngCore;

use super::super::{AnswerSource, Clock, HINT, Observer, Reply, run_with};
use super::*;
use crate::coach::drill::Library;

/// What the learner does at a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Act {
    /// The right answer, after this many seconds.
    Right(u64),
    /// A wrong answer (a line that is no answer at all), after 2 seconds.
    Wrong,
    /// `?` first, then the right answer.
    HintThenRight,
    /// Stops the session.
    Stop,
}

/// The learner's act at question `n`, by a rule of the test.
type Script = fn(usize, &Question) -> Act;

/// A chooser that always takes the last key offered and keeps what it heard, so that two runs
/// can be compared on what their chooser was told.
#[derive(Debug)]
struct Heard(Arc<Mutex<Vec<(String, bool)>>>);

impl Chooser for Heard {
    fn choose(&mut self, keys: &[String], _rng: &mut dyn RngCore) -> Option<usize> {
        keys.len().checked_sub(1)
    }
    fn answered(&mut self, key: &str, correct: bool) {
        self.0.lock().unwrap().push((key.to_string(), correct));
    }
}

/// A session as it ended: its records, its summary, what its chooser heard, and the round of
/// misses announced (its size, before which question).
#[derive(Debug, PartialEq)]
struct Ended {
    records: Vec<Record>,
    summary: Summary,
    heard: Vec<(String, bool)>,
    rounds: Vec<(usize, usize)>,
}

fn line_for(act: Act, question: &Question) -> String {
    match act {
        Act::Wrong => "nonsense".to_string(),
        _ => question.expected.right_answer(),
    }
}

fn seconds(act: Act) -> Duration {
    match act {
        Act::Right(s) => Duration::from_secs(s),
        _ => Duration::from_secs(2),
    }
}

/// The session stepped by hand, as a page would step it, one answer per request.
fn by_hand(drill: &Drill, setting: &Setting, options: SessionOptions, script: Script) -> Ended {
    let heard = Arc::new(Mutex::new(Vec::new()));
    let chooser: Box<dyn Chooser> = Box::new(Heard(heard.clone()));
    let mut run = DrillRun::new(drill, setting, options, Some(chooser));
    let mut rounds = Vec::new();
    let summary = loop {
        let (n, number, question) = match run.current() {
            Step::Done(summary) => break summary.clone(),
            Step::Ask { n, number, question, round_of_misses } => {
                if let Some(missed) = round_of_misses {
                    rounds.push((missed, number.n));
                }
                (n, number, question.clone())
            }
        };
        // Asked again, a step is the same question.
        assert!(
            matches!(run.current(), Step::Ask { n: again, question: q, .. } if again == n && *q == question)
        );
        let act = script(n, &question);
        if act == Act::Stop {
            break run.stop();
        }
        if act == Act::HintThenRight {
            assert_eq!(run.hint(), question.hint());
        }
        let record = run.answer(&line_for(act, &question), seconds(act)).unwrap().clone();
        assert_eq!((record.n, &record.question, record.retry), (number.n, &question, number.once_more));
    };
    // Over, the session answers nothing more and keeps its summary.
    assert_eq!(run.answer("17", Duration::from_secs(1)), None);
    assert_eq!(run.hint(), None);
    assert_eq!(run.current(), Step::Done(&summary));
    assert_eq!(run.stop(), summary);
    let records = run.records().to_vec();
    let heard = heard.lock().unwrap().clone();
    Ended { records, summary, heard, rounds }
}

/// Answers by the same script, through the terminal's loop.
struct Scripted {
    script: Script,
    hinted: bool,
    time: Duration,
}

impl AnswerSource for Scripted {
    fn answer(&mut self, n: usize, question: &Question) -> io::Result<Reply> {
        let act = (self.script)(n, question);
        self.time = seconds(act);
        Ok(match act {
            Act::Stop => Reply::End,
            Act::HintThenRight if !std::mem::replace(&mut self.hinted, true) => Reply::Line(HINT.to_string()),
            _ => {
                self.hinted = false;
                Reply::Line(line_for(act, question))
            }
        })
    }
    fn stated_time(&self) -> Option<Duration> {
        Some(self.time)
    }
}

#[derive(Default)]
struct Kept {
    records: Vec<Record>,
    rounds: Vec<usize>,
    asked: Vec<usize>,
    hints: usize,
}

impl Observer for Kept {
    fn asking(&mut self, number: Numbering, _: &Question) -> io::Result<()> {
        self.asked.push(number.n);
        Ok(())
    }
    fn answered(&mut self, record: &Record) -> io::Result<()> {
        self.records.push(record.clone());
        Ok(())
    }
    fn hinted(&mut self, _: &Question, _: &str) -> io::Result<()> {
        self.hints += 1;
        Ok(())
    }
    fn retrying(&mut self, count: usize) -> io::Result<()> {
        // The round is announced before the question that opens it is asked.
        self.rounds.push(count);
        self.asked.push(0);
        Ok(())
    }
}

/// A clock the scripted run never needs: every answer states its time.
struct Stopped;

impl Clock for Stopped {
    fn now(&mut self) -> Duration {
        Duration::ZERO
    }
}

fn through_the_loop(drill: &Drill, setting: &Setting, options: SessionOptions, script: Script) -> Ended {
    let heard = Arc::new(Mutex::new(Vec::new()));
    let chooser: Box<dyn Chooser> = Box::new(Heard(heard.clone()));
    let mut source = Scripted { script, hinted: false, time: Duration::ZERO };
    let mut kept = Kept::default();
    let summary =
        run_with(drill, setting, options, Some(chooser), &mut source, &mut Stopped, &mut kept).unwrap();
    // Each round of misses was announced just before the question that opens it.
    let rounds = kept
        .asked
        .windows(2)
        .filter(|w| w[0] == 0)
        .zip(&kept.rounds)
        .map(|(w, missed)| (*missed, w[1]))
        .collect();
    assert_eq!(kept.hints, kept.records.iter().filter(|r| r.hinted).count());
    let heard = heard.lock().unwrap().clone();
    Ended { records: kept.records, summary, heard, rounds }
}

/// Both ways of running `drill` at `table` by `script`, which must end alike.
fn both(drill: &str, table: &str, options: SessionOptions, script: Script) -> Ended {
    let library = Library::shipped().unwrap();
    let drill = library.get(drill).unwrap();
    let setting = Setting::preset(table).unwrap();
    let stepped = by_hand(drill, &setting, options, script);
    let looped = through_the_loop(drill, &setting, options, script);
    assert_eq!(stepped, looped);
    stepped
}

fn options(count: usize, seed: u64) -> SessionOptions {
    SessionOptions { count, seed, limit: None }
}

#[test]
fn a_session_with_a_round_of_misses_steps_as_the_terminal_runs_it() {
    // Questions 2 and 4 missed, then asked once more at the end: the first right, the second
    // missed again.
    let ended = both("hand-totals", "book", options(5, 9), |n, _| match n {
        2 | 4 | 7 => Act::Wrong,
        _ => Act::Right(2),
    });
    assert_eq!(ended.records.len(), 7);
    let again: Vec<(usize, bool)> =
        ended.records.iter().filter(|r| r.retry).map(|r| (r.n, r.judgement.correct)).collect();
    // Asked once more under their own numbers, 2 and 4.
    assert_eq!(again, [(2, true), (4, false)]);
    assert_eq!(ended.records[5].question, ended.records[1].question);
    assert_eq!(ended.records[6].question, ended.records[3].question);
    assert_eq!(ended.rounds, [(2, 2)]);
    // The score counts questions, the round of misses apart.
    let scores: Vec<String> = ended.records.iter().map(|r| r.score.to_string()).collect();
    assert_eq!(
        scores,
        [
            "score 1/1",
            "score 1/2",
            "score 2/3",
            "score 2/4",
            "score 3/5",
            "score 3/5 · once more 1/1",
            "score 3/5 · once more 1/2"
        ]
    );
    assert_eq!(ended.summary.once_more, Some(OnceMore { asked: 2, answered: 2, correct: 1 }));
    assert_eq!((ended.summary.asked, ended.summary.answered, ended.summary.correct), (5, 5, 3));
    assert!(!ended.summary.stopped_early);
    // The chooser heard each question once, by its first answer.
    assert_eq!(ended.heard.len(), 5);
}

#[test]
fn a_strategy_session_with_a_hint_steps_as_the_terminal_runs_it_and_marks_the_answer_hinted() {
    let ended = both("strategy", "book", options(6, 4), |n, q| match n {
        2 if q.hint().is_some() => Act::HintThenRight,
        5 => Act::Wrong,
        _ => Act::Right(3),
    });
    let hinted: Vec<usize> = ended.records.iter().filter(|r| r.hinted).map(|r| r.n).collect();
    assert_eq!(hinted, [2]);
    assert!(ended.records[1].judgement.correct);
    assert_eq!(ended.summary.hinted, 1);
    assert_eq!(ended.rounds, [(1, 5)]);
    assert_eq!(ended.summary.once_more, Some(OnceMore { asked: 1, answered: 1, correct: 1 }));
}

#[test]
fn a_timed_session_counts_a_late_answer_as_a_miss_stepped_or_run() {
    let timed = SessionOptions { count: 4, seed: 3, limit: Some(Duration::from_secs(8)) };
    let ended = both("soft-hands", "book", timed, |n, _| if n == 2 { Act::Right(9) } else { Act::Right(1) });
    let late = &ended.records[1];
    assert_eq!(
        (late.judgement.correct, late.judgement.mistake),
        (false, Some(crate::coach::drill::question::TOO_SLOW))
    );
    assert_eq!(late.time, Duration::from_secs(9));
    // The late answer is asked once more, in time then.
    assert_eq!(ended.records.len(), 5);
    assert!(ended.records[4].retry && ended.records[4].judgement.correct);
    // The best streak counts first answers: the third and fourth; the retry does not add to it.
    assert_eq!((ended.summary.limit_seconds, ended.summary.best_streak), (Some(8.0), Some(2)));
}

#[test]
fn a_session_stopped_early_steps_as_the_terminal_runs_it() {
    let ended = both("payouts", "book", options(6, 11), |n, _| match n {
        1 => Act::Wrong,
        4 => Act::Stop,
        _ => Act::Right(2),
    });
    assert_eq!(ended.records.len(), 3);
    // The question shown when the learner stopped is asked, not answered; no round of misses.
    assert_eq!((ended.summary.asked, ended.summary.answered), (4, 3));
    assert!(ended.summary.stopped_early);
    assert_eq!(ended.summary.once_more, None);
    assert!(ended.rounds.is_empty());
}

#[test]
fn a_session_stopped_in_its_round_of_misses_is_not_stopped_early() {
    let ended = both("naturals", "book", options(4, 5), |n, _| match n {
        1 | 3 => Act::Wrong,
        6 => Act::Stop,
        _ => Act::Right(2),
    });
    assert!(!ended.summary.stopped_early);
    assert_eq!(ended.summary.once_more, Some(OnceMore { asked: 2, answered: 1, correct: 1 }));
}

#[test]
fn a_page_may_stop_between_two_steps() {
    let library = Library::shipped().unwrap();
    let drill = library.get("hand-totals").unwrap();
    let setting = Setting::preset("book").unwrap();
    let mut run = DrillRun::new(drill, &setting, options(3, 9), None);
    let Step::Ask { question, .. } = run.current() else { panic!("no question") };
    let right = question.expected.right_answer();
    assert!(run.answer(&right, Duration::from_secs(1)).unwrap().judgement.correct);
    // Stopped before the next question was dealt: nothing is counted as asked but unanswered.
    let summary = run.stop();
    assert_eq!((summary.asked, summary.answered, summary.stopped_early), (1, 1, true));
    // Every question answered, one missed, stopped before the round of misses was dealt: the
    // round is said to have stopped before its first question, as at the terminal.
    let mut run = DrillRun::new(drill, &setting, options(2, 9), None);
    for _ in 0..2 {
        assert!(matches!(run.current(), Step::Ask { .. }));
        run.answer("nonsense", Duration::from_secs(1));
    }
    let summary = run.stop();
    assert!(!summary.stopped_early);
    assert_eq!(summary.once_more, Some(OnceMore { asked: 2, answered: 0, correct: 0 }));
}

#[test]
fn a_question_without_a_hint_takes_a_question_mark_as_its_answer() {
    let library = Library::shipped().unwrap();
    let drill = library.get("hand-totals").unwrap();
    let setting = Setting::preset("book").unwrap();
    let mut run = DrillRun::new(drill, &setting, options(1, 9), None);
    assert!(matches!(run.current(), Step::Ask { .. }));
    assert_eq!(run.hint(), None);
    let record = run.answer(HINT, Duration::from_secs(1)).unwrap();
    assert!(!record.hinted && !record.judgement.correct);
}

#[test]
fn a_drill_run_can_be_kept_in_a_servers_shared_state() {
    fn assert_send<T: Send>() {}
    assert_send::<DrillRun<'static>>();
    assert_send::<Summary>();
}
