//! What every question asked between rounds (a count check, a choice to sit or leave) does with
//! its answer before its own effect: read, judged and recorded, or refused.

use std::time::Duration;

use super::{Pending, PlayRun, decided};
use crate::coach::drill::answer::{Answer, AnswerKind, read_answer_in};
use crate::coach::drill::question::Question;
use crate::coach::play::edge::Leak;
use crate::coach::play::{Decided, PlayError, PlayObserver, RefusedAnswer};

impl PlayRun<'_> {
    /// Reads the learner's answer of `kind` to a question asked between rounds (a count check, a
    /// choice to sit or leave), judges it and records the decision; a line that is no such
    /// answer is refused, and told.
    pub(super) fn record_between_rounds(
        &mut self,
        p: &Pending,
        kind: AnswerKind,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
        leak_of: impl FnOnce(&PlayRun<'_>, &Question, Answer) -> Option<Leak>,
    ) -> Result<Result<(Answer, Decided), RefusedAnswer>, PlayError> {
        let answer = match read_answer_in(kind, line, p.ask.question.lang) {
            Ok(answer) => answer,
            Err(e) => {
                let refusal = RefusedAnswer { line: line.to_string(), reason: e.to_string() };
                events.refused(&p.ask, &refusal)?;
                return Ok(Err(refusal));
            }
        };
        let judgement = p.ask.question.judge(line);
        let round = p.ask.view.round;
        let mut decided = decided(&self.decisions, &p.ask, round, 0, (line, time), judgement, None, None);
        decided.leak = leak_of(self, &p.ask.question, answer);
        events.decided(&decided)?;
        self.decisions.push(decided.clone());
        Ok(Ok((answer, decided)))
    }
}
