//! Before each round of a shoe game, in a session that asks it (`--wong`): the question (play,
//! sit out or leave), its answer, and a round sat out told as it starts.

use std::io;
use std::time::Duration;

use super::super::counting::Most;
use super::super::sit_or_leave::sit_or_leave_question;
use super::{At, Pending, PlayRun, RoundState, Taken};
use crate::coach::drill::answer::{Answer, AnswerKind};
use crate::coach::drill::card_counting::count_situation_of;
use crate::coach::drill::question::{Expected, Question, Situation};
use crate::coach::play::edge::seat_leak;
use crate::coach::play::{
    Ask, AskKind, PlayError, PlayObserver, PlayOptions, RoundStart, TableView, engine_error,
};
use crate::lang::Lang;
use crate::strategy::entry_exit::SitOrLeave;

impl PlayRun<'_> {
    /// Whether the next round will not be dealt: the session's rounds are played, or the
    /// learner's chips are gone.
    pub(super) fn no_next_round(&self) -> bool {
        self.session.rounds().is_some_and(|n| self.session.rounds_played() >= n)
            || !self.session.can_play(self.options.seat)
    }

    /// Asks, before a round of a shoe game in a session that asks it, whether to play, sit out
    /// or leave, judged at the true count of the cards seen.
    pub(super) fn ask_sit_or_leave(
        &mut self,
        events: &mut dyn PlayObserver,
    ) -> Result<Option<Ask>, PlayError> {
        let (Some(c), Some(counter)) = (self.count, self.counter.as_ref()) else { return Ok(None) };
        let Some(points) = c.wong.as_deref() else { return Ok(None) };
        if self.seat_choice.is_some() || self.no_next_round() {
            return Ok(None);
        }
        let view = counter.view(c);
        let mut situation = count_situation_of(&c.system, self.rules.decks);
        situation.running = Some(view.running);
        situation.discard_halves = Some(view.tray_halves);
        let situation = Situation { count: Some(situation), ..Situation::default() };
        let lang = self.options.lang;
        let question = sit_or_leave_question(points, &c.system.id, view.true_count, situation, lang);
        let chips = self.session.players().get(self.options.seat).map_or(0, |p| p.chips);
        let mut table = TableView::between_rounds(self.session.rounds_played() + 1, chips, self.rules);
        table.count = Some(view.clone()).filter(|_| !c.hidden);
        self.n += 1;
        let ask = Ask {
            kind: AskKind::SitOrLeave,
            n: self.n,
            view: table,
            question,
            legal: Vec::new(),
            judged: true,
            insure_for: 0,
            count: Some(view),
        };
        events.asking(&ask)?;
        let pending =
            Pending { ask: ask.clone(), value: 0.0, seat: 0, hand: 0, dealer_error: None, hinted: false };
        self.at = At::SitOrLeave(pending);
        Ok(Some(ask))
    }

    /// The learner's answer before a round: play or sit out the next round, or leave the shoe
    /// (a new one is shuffled and the count starts again; the question is asked again there).
    pub(super) fn answer_sit_or_leave(
        &mut self,
        p: Pending,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        // What the choice gave away: playing the round is worth the ramp's bet at the count
        // times the edge there (the bet, judged next, is the ramp's or is a bet off it).
        let tc = p.ask.count.as_ref().map_or(0, |v| v.true_count);
        let leak_of = |run: &PlayRun<'_>, question: &Question, answer: Answer| {
            let (Answer::SitOrLeave(chosen), Some(c)) = (answer, run.count) else { return None };
            let chips = run.session.players().get(run.options.seat).map_or(0, |p| p.chips);
            let most = run.rules.session.bet.max.map_or(chips, |m| m.min(chips));
            let ramp_bet = match c.bet_question(run.rules, tc, (most, Most::Chips), Lang::En).expected {
                Expected::Chips(n) => u64::try_from(n).ok()?,
                _ => return None,
            };
            let edge = c.indices.edge_at(tc)?;
            seat_leak(question, chosen, ramp_bet, edge, run.last_check.blame())
        };
        let (choice, decided) =
            match self.record_between_rounds(&p, AnswerKind::SitOrLeave, line, time, events, leak_of)? {
                Ok((Answer::SitOrLeave(choice), decided)) => (choice, decided),
                Ok(_) => return Err(engine_error("an answer of the wrong kind")),
                Err(refusal) => return Ok(Taken::Refused(refusal)),
            };
        if choice == SitOrLeave::Leave {
            self.session.new_shoe().map_err(engine_error)?;
            if let Some(counter) = self.counter.as_mut() {
                counter.reshuffle();
            }
        } else {
            self.seat_choice = Some(choice);
        }
        self.at = At::NextRound;
        Ok(Taken::Decided(Box::new(decided)))
    }
}

/// The learner sits the round out: it starts without them, and is told.
pub(super) fn tell_watching(
    st: &RoundState,
    options: &PlayOptions,
    events: &mut dyn PlayObserver,
) -> io::Result<()> {
    let start = RoundStart {
        number: st.number,
        rounds: options.rounds,
        bet: 0,
        chips: st.chips,
        bet_line: None,
        seats: options.seats,
        seat: options.seat,
        notional_added: st.notional_added,
        box_bet: None,
        sitting_out: Vec::new(),
        chips_for_boxes: st.chips_now,
        each_box_needs: st.each,
        watching: true,
    };
    events.round_started(&start)
}
