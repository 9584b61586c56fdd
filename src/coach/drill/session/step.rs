//! A drill session as a state machine, stepped one answer at a time: [`DrillRun`] deals the
//! questions, judges each answer it is handed, holds the misses back for the round at the end,
//! and sums the session up. It reads no answer and shows nothing, so the terminal's loop
//! ([`super::run_with`]) and a page that sends one answer per request drive the same session.

use std::collections::VecDeque;
use std::time::Duration;

use super::super::dealing::Chooser;
use super::super::question::Question;
use super::super::{Drill, Setting};
use super::{Numbering, OnceMore, Questions, Record, Score, SessionOptions, Summary, streaks, summarise};

/// Where a session stands: the question to answer, or its summary once it is over.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step<'a> {
    /// A question is asked.
    Ask {
        /// The step's place in the session, from 1, one more at each answer: the round of misses
        /// goes on after the last question, so no two steps share it.
        n: usize,
        /// The question's number as the learner is shown it, among the questions asked (a
        /// question asked once more keeps its number).
        number: Numbering,
        /// The question.
        question: &'a Question,
        /// On the first question of the round of misses, how many that round asks again (the
        /// moment to say that the misses come once more); `None` on every other question.
        round_of_misses: Option<usize>,
    },
    /// The session is over.
    Done(&'a Summary),
}

/// A drill session stepped one answer at a time: ask [`DrillRun::current`] for the question,
/// hand its answer to [`DrillRun::answer`], and so on until it says the session is done, or end
/// it with [`DrillRun::stop`]. The same seed deals the same session as [`super::run_with`].
///
/// It holds what it needs and nothing shared (`Send`), so a server may keep it between requests.
#[derive(Debug)]
pub struct DrillRun<'d> {
    session: Session<'d>,
    /// The question being asked or the summary; `None` between an answer and the next step.
    state: Option<State>,
}

/// What a session keeps from one step to the next.
#[derive(Debug)]
struct Session<'d> {
    drill: &'d Drill,
    options: SessionOptions,
    questions: Questions<'d>,
    records: Vec<Record>,
    /// Questions dealt, the round of misses left out.
    asked: usize,
    /// The round of misses once begun: the questions it has still to ask, with their numbers.
    round: Option<VecDeque<(usize, Question)>>,
    once_more: Option<OnceMore>,
}

// A session holds one state at a time, so the two variants' sizes cost nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
enum State {
    Asking(Asking),
    Done(Summary),
}

/// The question being asked.
#[derive(Debug)]
struct Asking {
    n: usize,
    number: Numbering,
    question: Question,
    round_of_misses: Option<usize>,
    hinted: bool,
}

impl<'d> DrillRun<'d> {
    /// A session of `drill` in `setting`, dealt from `options.seed`, its situations aimed by
    /// `chooser` (the learner's schedule) when given.
    pub fn new(
        drill: &'d Drill,
        setting: &Setting,
        options: SessionOptions,
        chooser: Option<Box<dyn Chooser>>,
    ) -> DrillRun<'d> {
        let session = Session {
            drill,
            options,
            questions: Questions::new(drill, setting, options.seed, chooser),
            records: Vec::new(),
            asked: 0,
            round: None,
            once_more: None,
        };
        DrillRun { session, state: None }
    }

    /// The question to answer now (dealt the first time it is asked for, then the same until it
    /// is answered), or the summary when the session is over.
    pub fn current(&mut self) -> Step<'_> {
        let session = &mut self.session;
        match self.state.get_or_insert_with(|| session.next_state()) {
            State::Asking(a) => Step::Ask {
                n: a.n,
                number: a.number,
                question: &a.question,
                round_of_misses: a.round_of_misses,
            },
            State::Done(summary) => Step::Done(summary),
        }
    }

    /// The learner typed [`super::HINT`]: the question's hint (its chart's row), and the answer to
    /// come is marked as hinted; `None` when the question has no hint (a `?` is then an answer,
    /// judged as any other) or no question is being asked.
    pub fn hint(&mut self) -> Option<&str> {
        let Some(State::Asking(a)) = &mut self.state else { return None };
        let hint = a.question.hint()?;
        a.hinted = true;
        Some(hint)
    }

    /// Judges `line` as the answer to the question being asked, given after `time` (late, and so
    /// a miss, when over the session's limit); the chooser hears it, and a miss is held back from
    /// the chooser until the round of misses. `None` when no question is being asked (the
    /// session is over, or [`DrillRun::current`] was not asked for the next one).
    pub fn answer(&mut self, line: &str, time: Duration) -> Option<&Record> {
        match self.state.take() {
            Some(State::Asking(asking)) => self.session.answer(asking, line, time),
            other => {
                self.state = other;
                None
            }
        }
    }

    /// The learner stopped: the session ends here, summed up as far as it went. Stopped before
    /// the last question, it is stopped early; stopped in the round of misses, that round says
    /// how many of its questions were answered. A session already over gives its summary.
    pub fn stop(&mut self) -> Summary {
        let asking = match self.state.take() {
            Some(State::Done(summary)) => {
                self.state = Some(State::Done(summary.clone()));
                return summary;
            }
            Some(State::Asking(a)) => Some(a),
            None => None,
        };
        let s = &mut self.session;
        let stopped_early = s.round.is_none()
            && (s.asked < s.options.count || asking.as_ref().is_some_and(|a| !a.number.once_more));
        if !stopped_early && s.round.is_none() {
            // Every question was answered and the round of misses had not begun: it is reported
            // as stopped before its first question, as when the learner stops at that question.
            let missed = s.records.iter().filter(|r| !r.judgement.correct).count();
            if missed > 0 {
                s.once_more = Some(OnceMore { asked: missed, answered: 0, correct: 0 });
            }
            s.round = Some(VecDeque::new());
        }
        let summary = s.summary(stopped_early);
        self.state = Some(State::Done(summary.clone()));
        summary
    }

    /// The answers judged so far, in the order given (those of the round of misses included).
    pub fn records(&self) -> &[Record] {
        &self.session.records
    }
}

impl Session<'_> {
    /// The next question, or the summary when none is left.
    fn next_state(&mut self) -> State {
        let count = self.options.count;
        if self.round.is_none() && self.asked < count {
            let question = self.questions.next_question();
            self.asked += 1;
            let n = self.asked;
            return State::Asking(Asking {
                n,
                number: Numbering { n, of: count, once_more: false },
                question,
                round_of_misses: None,
                hinted: false,
            });
        }
        // The round of misses: each missed question once more, the same situation, at the end.
        let mut round_of_misses = None;
        if self.round.is_none() {
            let missed: VecDeque<(usize, Question)> = self
                .records
                .iter()
                .filter(|r| !r.judgement.correct)
                .map(|r| (r.n, r.question.clone()))
                .collect();
            if !missed.is_empty() {
                round_of_misses = Some(missed.len());
                self.once_more = Some(OnceMore { asked: missed.len(), answered: 0, correct: 0 });
            }
            self.round = Some(missed);
        }
        let next = self.round.as_mut().and_then(VecDeque::pop_front);
        match (next, self.once_more) {
            (Some((first, question)), Some(round)) => State::Asking(Asking {
                n: count + round.answered + 1,
                number: Numbering { n: first, of: count, once_more: true },
                question,
                round_of_misses,
                hinted: false,
            }),
            _ => State::Done(self.summary(false)),
        }
    }

    /// Judges and keeps the answer to the question `asking`.
    fn answer(&mut self, asking: Asking, line: &str, time: Duration) -> Option<&Record> {
        let Asking { number, question, hinted, .. } = asking;
        let retry = number.once_more;
        let mut judgement = question.judge(line);
        if let Some(limit) = self.options.limit.filter(|limit| time > *limit) {
            judgement = judgement.late(limit);
        }
        let correct = judgement.correct;
        let first: Vec<&Record> = self.records.iter().filter(|r| !r.retry).collect();
        let mut score = Score {
            right: first.iter().filter(|r| r.judgement.correct).count(),
            answered: first.len(),
            once_more: None,
        };
        if retry {
            if let Some(round) = self.once_more.as_mut() {
                round.answered += 1;
                round.correct += usize::from(correct);
                score.once_more = Some((round.correct, round.answered));
            }
        } else {
            score.right += usize::from(correct);
            score.answered += 1;
            // The schedule hears a question once, by its first answer, as the learner's record
            // counts it.
            if let Some(chooser) = self.questions.dealing.chooser.as_mut() {
                chooser.answered(&question.key, correct);
            }
            if !correct {
                self.questions.dealing.held_back.insert(question.key.clone());
            }
        }
        let line = line.to_string();
        let n = number.n;
        self.records.push(Record { n, question, line, judgement, time, score, hinted, retry });
        self.records.last()
    }

    /// The session summed up as far as it went.
    fn summary(&self, stopped_early: bool) -> Summary {
        let rules = &self.questions.dealing.rules;
        let mut summary =
            summarise(self.drill, rules, self.options.seed, self.asked, &self.records, stopped_early);
        summary.once_more = self.once_more;
        if let Some(limit) = self.options.limit {
            summary.limit_seconds = Some(limit.as_secs_f64());
            summary.best_streak = Some(streaks(&self.records).1);
        }
        summary
    }
}

#[cfg(test)]
mod tests;
