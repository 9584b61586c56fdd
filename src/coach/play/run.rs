//! A play session as a state machine stepped one answer at a time: [`PlayRun::advance`] plays the
//! table (the other seats, the dealer, the settlement, the rounds' starts and ends) until the
//! learner must answer, and [`PlayRun::answer`] takes that answer, or refuses it and leaves the
//! same question waiting. The whole session lives in the value between the two, so a front end
//! that asks one question a request holds it between requests; the terminal drives the same
//! steps through [`super::run_counting`].

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::CountView;
use super::asking::{ask_for, view_of};
use super::bet::{BetChoice, bet_choice, enter_bet, is_stop, take_bet};
use super::counting::{CHECK_ONE_ROUND_IN, Counter, Most, true_check};
use super::edge::{EdgeBreakdown, LastCheck, bet_leak, insurance_leak, play_leak};
use super::tally::{boxes_played, round_report, seat_reports, summarise};
use super::{
    Ask, AskKind, BetAsk, BetOnBox, BoxBetReport, CountSession, DealerError, Decided, HolderPlay, PlayError,
    PlayObserver, PlayOptions, PlaySession, PlaySummary, RefusedAnswer, RoundReport, RoundStart, Seating,
    TableView, call_question_on, default_bet, engine_error, holder_play, insurance_cost, others_move,
    propose, read_call_in, tell_check, tell_others, unjudged,
};
use crate::coach::drill::answer::{Answer, AnswerKind, Unrecognised, legal_words_in, read_answer_in};
use crate::coach::drill::question::{Judgement, Question, Situation};
use crate::coach::drill::session::{HINT, Record, Score};
use crate::game::boxes::boxes_covered;
use crate::game::round::{Decision, Move};
use crate::game::rules::TableRules;
use crate::game::shoe::ShoeEvent;
use crate::game::table_session::Session;
use crate::lang::Arg;
use crate::strategy::chart::Chart;
use crate::strategy::entry_exit::SitOrLeave;
use crate::strategy::simulate::PlayTable;

/// Mixes the session's seed into the seed of the other seats' choices, so that their mixed
/// habits replay with the session and never draw from the shoe's own stream.
const OTHERS_SEED: u64 = 0x07e5_5ea7_0f0e_0a11;

/// Mixes the session's seed into the seed of the dealer's errors, apart from the shoe and the
/// other seats.
const DEALER_ERRORS_SEED: u64 = 0x0dea_1e7e_770f_0a15;

/// Mixes the session's seed into the seed of the rounds a hidden count is checked after, apart
/// from the shoe and everything else.
const CHECKS_SEED: u64 = 0x0c0a_7c4e_c4ec_0a17;

/// Where a session stands: what [`PlayRun::advance`] returns.
#[derive(Debug, Clone, PartialEq)]
pub enum Step {
    /// The learner's bet of a round is asked (told to the observer by `asking_bet`).
    Bet(Box<BetAsk>),
    /// A decision is asked: insurance, a play or the dealer's settlement to call (told to the
    /// observer by `asking`).
    Ask(Box<Ask>),
    /// The session is over: its summary, every decision and every round.
    Done(Box<PlaySession>),
}

/// What became of an answer given to [`PlayRun::answer`].
#[derive(Debug, Clone, PartialEq)]
pub enum Taken {
    /// Not taken, with why in words (told to the observer): the same question is still waiting.
    Refused(RefusedAnswer),
    /// The bet was placed; the round goes on at the next [`PlayRun::advance`].
    Bet(u64),
    /// The decision was judged and applied (told to the observer by `decided`).
    Decided(Box<Decided>),
    /// The learner stopped at the bet (`q`): the next [`PlayRun::advance`] says the session is done.
    Stopped,
    /// The learner asked for the chart's row (`?`), given here (told to the observer by
    /// `hinted`): the same decision is still waiting, and its answer will be marked as hinted.
    Hinted(String),
}

/// A decision asked and not answered yet.
#[derive(Debug, Clone)]
struct Pending {
    ask: Ask,
    /// For insurance, its exact value in percent of the stake.
    value: f64,
    /// The seat of the round and the hand asked about.
    seat: usize,
    hand: usize,
    /// For a settlement call, the dealer's error in it, if any.
    dealer_error: Option<DealerError>,
    /// Whether the learner asked for the chart's row before answering.
    hinted: bool,
}

/// Where the session is.
#[derive(Debug, Clone)]
enum At {
    /// Before anything is told.
    Seating,
    /// Between rounds: the next one starts, or the session ends.
    NextRound,
    /// The bets of a round go down, seat by seat.
    Bets,
    /// The learner's bet is asked.
    Bet(BetAsk),
    /// The seats play their hands, one decision after another.
    Play,
    /// A decision of the learner's is asked.
    Decision(Pending),
    /// The dealer's settlement is put to the learner to call.
    Call(Pending),
    /// The round is over: it is settled and reported.
    Settle,
    /// A count check is asked between rounds (a hidden count): the running count, then the
    /// true count.
    Check(Pending),
    /// Before a round of a shoe game: play, sit out or leave.
    SitOrLeave(Pending),
    /// The session is over.
    Over,
}

/// A count check due between rounds in a hidden counting session.
#[derive(Debug, Clone)]
struct Check {
    /// The count of the cards shown when the check fell due (before a shuffle starts it again).
    view: CountView,
    /// The running count's question, asked first.
    running: Question,
    /// The round it follows.
    round: u32,
    /// Once the running count is answered: the learner's count.
    running_answered: Option<i32>,
    /// Whether it is the check at a shoe's end, of cards the shuffle puts back.
    shoe_end: bool,
}

/// What a round under way keeps from its start to its settlement.
#[derive(Debug, Clone)]
struct RoundState {
    number: u32,
    /// The learner's chips before the round.
    chips: u64,
    seated: Vec<usize>,
    notional_added: u64,
    /// The learner's (first) seat of the round.
    my_seat: usize,
    /// The learner's bet on another box, and that box.
    on_box: Option<(BetOnBox, usize)>,
    my_boxes: Vec<usize>,
    chips_now: u64,
    /// The bet each box needs.
    each: u64,
    /// The learner's boxes that play this round.
    playing: usize,
    boxes_out: Vec<usize>,
    holder_plays: Vec<HolderPlay>,
    moves: Vec<Vec<(usize, Move)>>,
    bet: u64,
    /// Said once, as soon as the dealer has looked and the round goes on.
    check_told: bool,
    /// Whether the learner has been asked a decision this round yet.
    asked_this_round: bool,
    /// Whether the learner sits this round out and watches it.
    watching: bool,
    /// Other seats told so far: each is told once its play is over.
    told: usize,
}

/// A play session stepped one answer at a time: see the module's words.
#[derive(Debug, Clone)]
pub struct PlayRun<'a> {
    rules: &'a TableRules,
    chart: &'a Chart,
    options: PlayOptions,
    others: &'a PlayTable,
    others_name: String,
    count: Option<&'a CountSession>,
    counter: Option<Counter>,
    session: Session,
    others_bet: u64,
    others_rng: ChaCha8Rng,
    dealer_rng: ChaCha8Rng,
    checks_rng: ChaCha8Rng,
    /// Other players coming and going between rounds, in a session whose seats vary.
    seats_vary: Option<seats_vary::SeatsVary>,
    check: Option<Check>,
    /// The learner's last count check since the shuffle, which a slip made now is put on.
    last_check: LastCheck,
    errors_made: Vec<DealerError>,
    decisions: Vec<Decided>,
    reports: Vec<RoundReport>,
    stopped_early: bool,
    out_of_chips: bool,
    refused_bet: Option<String>,
    /// Decisions asked so far.
    n: usize,
    /// The learner's last bet, which Enter repeats at the bet prompt.
    last_bet: Option<u64>,
    /// What the learner chose for the next round, once asked (play or sit out).
    seat_choice: Option<SitOrLeave>,
    round: Option<RoundState>,
    at: At,
}

impl<'a> PlayRun<'a> {
    /// A session at the table `rules`, judged against `chart`, the other seats played by `others`
    /// (a way of playing and its name in words), counting with `count` when given. Nothing is
    /// told nor dealt until the first [`PlayRun::advance`].
    pub fn new(
        rules: &'a TableRules,
        chart: &'a Chart,
        options: PlayOptions,
        others: (&'a PlayTable, &str),
        count: Option<&'a CountSession>,
    ) -> Result<PlayRun<'a>, PlayError> {
        let vary = count.is_some_and(|c| c.seats_vary);
        let session = seats_vary::seat_the_table(rules, &options, vary)?;
        Ok(PlayRun {
            rules,
            chart,
            options,
            others: others.0,
            others_name: others.1.to_string(),
            count,
            counter: count.map(|c| Counter::new(c, rules)),
            session,
            others_bet: default_bet(rules),
            others_rng: ChaCha8Rng::seed_from_u64(options.seed ^ OTHERS_SEED),
            dealer_rng: ChaCha8Rng::seed_from_u64(options.seed ^ DEALER_ERRORS_SEED),
            checks_rng: ChaCha8Rng::seed_from_u64(options.seed ^ CHECKS_SEED),
            seats_vary: vary.then(|| seats_vary::SeatsVary::new(options.seed)),
            check: None,
            last_check: LastCheck::default(),
            errors_made: Vec::new(),
            decisions: Vec::new(),
            reports: Vec::new(),
            stopped_early: false,
            out_of_chips: false,
            refused_bet: None,
            n: 0,
            last_bet: None,
            seat_choice: None,
            round: None,
            at: At::Seating,
        })
    }

    /// Plays the table until the learner must answer, telling `events` everything on the way;
    /// returns what is asked, or the session once it is over. With a question waiting, returns
    /// it again and tells nothing.
    pub fn advance(&mut self, events: &mut dyn PlayObserver) -> Result<Step, PlayError> {
        loop {
            match &self.at {
                At::Seating => self.seat_everyone(events)?,
                At::NextRound => {
                    if let Some(ask) = self.ask_check(events)? {
                        return Ok(Step::Ask(Box::new(ask)));
                    }
                    self.vary_seats(events)?;
                    if let Some(ask) = self.ask_sit_or_leave(events)? {
                        return Ok(Step::Ask(Box::new(ask)));
                    }
                    self.next_round()?
                }
                At::Bets => {
                    if let Some(ask) = self.place_bets(events)? {
                        return Ok(Step::Bet(Box::new(ask)));
                    }
                }
                At::Bet(ask) => return Ok(Step::Bet(Box::new(ask.clone()))),
                At::Play => {
                    if let Some(ask) = self.play(events)? {
                        return Ok(Step::Ask(Box::new(ask)));
                    }
                }
                At::Decision(p) | At::Call(p) | At::Check(p) | At::SitOrLeave(p) => {
                    return Ok(Step::Ask(Box::new(p.ask.clone())));
                }
                At::Settle => self.settle(events)?,
                At::Over => return Ok(Step::Done(Box::new(self.played()))),
            }
        }
    }

    /// The learner's answer to the question waiting, `time` being how long it took: refused in
    /// words (told to `events` by `refused` or `bet_refused`), the question still waiting; or
    /// taken, judged and applied (told by `decided`). At a bet, an empty line repeats the last
    /// bet and `q` stops.
    pub fn answer(
        &mut self,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        match &self.at {
            At::Bet(ask) => {
                let ask = ask.clone();
                self.answer_bet(&ask, line, events)
            }
            At::Decision(p) => {
                let p = p.clone();
                self.answer_decision(p, line, time, events)
            }
            At::Call(p) => {
                let p = p.clone();
                self.answer_call(p, line, time, events)
            }
            At::Check(p) => {
                let p = p.clone();
                self.answer_check(p, line, time, events)
            }
            At::SitOrLeave(p) => {
                let p = p.clone();
                self.answer_sit_or_leave(p, line, time, events)
            }
            _ => Err(PlayError::NothingAsked),
        }
    }

    /// The learner stops: the session ends where it stands (a round under way is not counted),
    /// with its summary. A session already over is returned as it ended.
    pub fn stop(&mut self) -> PlaySession {
        if !matches!(self.at, At::Over) {
            self.stopped_early = true;
            self.at = At::Over;
        }
        self.played()
    }

    /// The session ends on a scripted bet the table refused, `why` naming its line.
    pub(super) fn stop_at_refused_bet(&mut self, why: String) -> PlaySession {
        self.refused_bet = Some(why);
        self.stop()
    }

    /// The session as it stands: its summary, every decision and every round played to the end.
    fn played(&self) -> PlaySession {
        let summary = summarise(
            self.rules,
            self.options,
            &self.session,
            &self.decisions,
            &self.reports,
            self.stopped_early,
            self.out_of_chips,
            self.refused_bet.clone(),
            self.seats_vary.is_some(),
        );
        let bet_in = summary.rounds_played - summary.rounds_sat_out;
        let edge = self
            .count
            .and_then(|c| EdgeBreakdown::of(&self.decisions, summary.rounds_played, bet_in, c.hidden));
        let summary = PlaySummary { edge, ..summary };
        PlaySession { summary, decisions: self.decisions.clone(), rounds: self.reports.clone() }
    }

    /// Tells where everyone sits, when the learner is not alone at the table.
    fn seat_everyone(&mut self, events: &mut dyn PlayObserver) -> Result<(), PlayError> {
        let options = &self.options;
        if options.seats > 1 || options.boxes > 1 || self.seats_vary.is_some() {
            let seating = Seating {
                seats: options.seats,
                seat: options.seat,
                others: self.others_name.clone(),
                others_bet: self.others_bet,
                boxes: options.boxes,
                table_seats: usize::from(self.rules.session.seats),
                seats_vary: self.seats_vary.is_some(),
            };
            events.seated(&seating)?;
        }
        self.at = At::NextRound;
        Ok(())
    }

    /// Starts the next round, or ends the session when its rounds are played or the learner's
    /// chips are gone.
    fn next_round(&mut self) -> Result<(), PlayError> {
        let (rules, options) = (self.rules, self.options);
        let me = options.seat;
        if self.session.rounds().is_some_and(|n| self.session.rounds_played() >= n) {
            self.at = At::Over;
            return Ok(());
        }
        // The learner's last chip ends the session for them, whoever else could play on.
        if !self.session.can_play(me) {
            self.out_of_chips = true;
            self.at = At::Over;
            return Ok(());
        }
        let number = self.session.rounds_played() + 1;
        let chips = self.session.players().get(me).map_or(0, |p| p.chips);
        let watching = self.seat_choice.take() == Some(SitOrLeave::SitOut);
        self.session.start_round().map_err(engine_error)?;
        let seated = self.session.seated().to_vec();
        let notional_added = self.session.notional_added();
        let my_seat = self.session.seat_of(me).ok_or_else(|| engine_error("the learner has no seat"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        // The bet on another box goes down first, before the boxes' own bets; a round in which
        // the learner's chips or the box cannot take it goes without. It never takes the chips
        // of the learner's own smallest bet: with those gone no bet could be accepted, and the
        // learner would be asked for one forever.
        let smallest = rules.session.bet.min;
        let on_box = options.bet_on_box.and_then(|b| {
            let on = seated.iter().position(|&p| p == b.seat)?;
            let left = chips.checked_sub(b.stake)?;
            rules.check_bet(smallest, left).ok()?;
            round.bet_on_box(my_seat, on, b.stake).ok().map(|()| (b, on))
        });
        // The learner's boxes this round: as many as the chips cover at the fixed bet (or the
        // table's smallest), the first one always; the others sit out, and are told.
        let my_boxes: Vec<usize> = (0..seated.len()).filter(|&i| seated[i] == me).collect();
        let chips_now = round.seats().get(my_seat).map_or(0, |s| s.chips);
        let each = options.bet.unwrap_or(smallest);
        let playing = boxes_covered(each, my_boxes.len(), chips_now).max(1);
        let boxes_out: Vec<usize> = my_boxes.iter().skip(playing).copied().collect();
        let moves = vec![Vec::new(); seated.len()];
        self.round = Some(RoundState {
            number,
            chips,
            seated,
            notional_added,
            my_seat,
            on_box,
            my_boxes,
            chips_now,
            each,
            playing,
            boxes_out,
            holder_plays: Vec::new(),
            moves,
            bet: 0,
            check_told: false,
            asked_this_round: false,
            watching,
            told: 0,
        });
        self.at = At::Bets;
        Ok(())
    }

    /// Puts every seat's bet down in seat order until the learner's must be asked (returned);
    /// once all are down, play begins.
    fn place_bets(&mut self, events: &mut dyn PlayObserver) -> Result<Option<BetAsk>, PlayError> {
        let options = self.options;
        let me = options.seat;
        let st = self.round.as_mut().ok_or_else(|| engine_error("no round"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        while let Some(decision @ Decision::Bet { seat, .. }) = round.decision() {
            let mine = st.seated.get(seat) == Some(&me);
            let mv = if seat == st.my_seat && st.watching {
                // Sitting out: no bet, the round dealt to the others, its cards counted.
                seat_choice::tell_watching(st, &options, events)?;
                Move::SitOut
            } else if seat == st.my_seat {
                let placed_on_box = st.on_box.map(|(b, _)| b);
                let choice = bet_choice(
                    round,
                    decision,
                    &options,
                    st.number,
                    placed_on_box,
                    st.playing,
                    self.last_bet,
                )?;
                match choice {
                    BetChoice::Placed(bet) => {
                        start_round(st, &options, &mut self.last_bet, bet, None, events)?;
                        Move::Bet(bet)
                    }
                    BetChoice::Ask(mut ask) => {
                        // A counting session shows the count at the bet, where a counter bets by it.
                        if let (Some(c), Some(counter)) = (self.count, self.counter.as_ref()) {
                            ask.count = Some(counter.view(c)).filter(|_| !c.hidden);
                        }
                        events.asking_bet(&ask)?;
                        self.at = At::Bet(*ask.clone());
                        return Ok(Some(*ask));
                    }
                }
            } else if mine {
                // The learner's other boxes take the same bet, those the chips cover; the
                // others sit out, as the round's start said.
                if st.boxes_out.contains(&seat) { Move::SitOut } else { Move::Bet(st.bet) }
            } else {
                others_move(round, decision, self.others, self.others_bet, &mut self.others_rng)
            };
            round.apply(mv).map_err(engine_error)?;
            if let Some(m) = st.moves.get_mut(seat) {
                m.push((0, mv));
            }
        }
        tell_check(round, st.number, &mut st.check_told, events)?;
        self.at = At::Play;
        Ok(None)
    }

    /// The learner's answer to the bet asked.
    fn answer_bet(
        &mut self,
        ask: &BetAsk,
        line: &str,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        if is_stop(line) {
            self.stopped_early = true;
            self.at = At::Over;
            return Ok(Taken::Stopped);
        }
        let options = self.options;
        let st = self.round.as_mut().ok_or_else(|| engine_error("no round"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        let typed = if line.trim().is_empty() {
            enter_bet(self.last_bet, ask.min, ask.max).to_string()
        } else {
            line.to_string()
        };
        match take_bet(round, ask, &typed, options.lang) {
            Ok(bet) => {
                start_round(st, &options, &mut self.last_bet, bet, Some(line.to_string()), events)?;
                let mv = Move::Bet(bet);
                round.apply(mv).map_err(engine_error)?;
                if let Some(m) = st.moves.get_mut(st.my_seat) {
                    m.push((0, mv));
                }
                // A counter's bet is judged by the ramp at the true count of the cards shown.
                if let (Some(c), Some(counter)) = (self.count, self.counter.as_ref()) {
                    let view = counter.view(c);
                    let table_max = self.rules.session.bet.max.is_some_and(|m| m <= ask.max);
                    let most = if table_max { Most::TableMax } else { Most::Chips };
                    let question = c.bet_question(self.rules, view.true_count, (ask.max, most), options.lang);
                    self.n += 1;
                    let asked = Ask {
                        kind: AskKind::Bet,
                        n: self.n,
                        view: TableView::between_rounds(st.number, ask.chips, self.rules),
                        question,
                        legal: Vec::new(),
                        judged: true,
                        insure_for: 0,
                        count: Some(view),
                    };
                    let judgement = asked.question.judge(&bet.to_string());
                    let time = (line, Duration::ZERO);
                    let mut decided =
                        decided(&self.decisions, &asked, st.number, bet, time, judgement, Some(mv), None);
                    decided.leak = c
                        .indices
                        .edge_at(asked.count.as_ref().map_or(0, |v| v.true_count))
                        .and_then(|edge| bet_leak(&asked.question, bet, edge, self.last_check.blame()));
                    events.decided(&decided)?;
                    self.decisions.push(decided);
                }
                self.at = At::Bets;
                Ok(Taken::Bet(bet))
            }
            Err(reason) => {
                let refusal = RefusedAnswer { line: line.to_string(), reason };
                events.bet_refused(ask, &refusal)?;
                Ok(Taken::Refused(refusal))
            }
        }
    }

    /// Plays the round's decisions in turn until one of the learner's is asked (returned); once
    /// the seats are done, puts the dealer's settlement to the learner when the session asks it.
    fn play(&mut self, events: &mut dyn PlayObserver) -> Result<Option<Ask>, PlayError> {
        let (rules, chart, options, count) = (self.rules, self.chart, self.options, self.count);
        let me = options.seat;
        let st = self.round.as_mut().ok_or_else(|| engine_error("no round"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        while let Some(decision) = round.decision() {
            let (seat, hand) = match decision {
                Decision::Play { seat, hand } => (seat, hand),
                Decision::Insurance { seat, .. } => (seat, 0),
                Decision::Bet { seat, .. } => (seat, 0),
            };
            if let Decision::Play { .. } = decision {
                let from = st.told;
                st.told = tell_others(round, st.number, &st.seated, me, &st.moves, st.told, seat, events)?;
                if let (Some(c), Some(counter)) = (count, self.counter.as_mut()) {
                    (from..st.told)
                        .filter(|&i| st.seated[i] != me)
                        .for_each(|i| counter.show_seat(&c.system, round, i));
                }
            }
            if st.seated.get(seat) != Some(&me) {
                let mv = others_move(round, decision, self.others, self.others_bet, &mut self.others_rng);
                if let (Some((b, on)), Some(action)) = (st.on_box, mv.action())
                    && on == seat
                    && hand == 0
                    && let Some(play) = holder_play(round, rules, chart, seat, action, b.stake)
                {
                    st.holder_plays.push(play);
                }
                round.apply(mv).map_err(engine_error)?;
                if let Some(m) = st.moves.get_mut(seat) {
                    m.push((hand, mv));
                }
                tell_check(round, st.number, &mut st.check_told, events)?;
                continue;
            }
            self.n += 1;
            // The count is of the cards shown, this seat's and the dealer's now among them.
            let count_now = match (count, self.counter.as_mut()) {
                (Some(c), Some(counter)) => {
                    counter.show_dealer(&c.system, round);
                    counter.show_seat(&c.system, round, seat);
                    Some((c, counter.view(c)))
                }
                _ => None,
            };
            let (mut ask, value) =
                ask_for(round, decision, rules, chart, st.number, self.n, st.bet, count_now, options.lang)?;
            if options.boxes > 1 {
                ask.view.box_number = Some(seat + 1);
                // Every box the learner plays is dealt before their first decision of the round,
                // and shown with it (one with a blackjack has no decision of its own).
                if !st.asked_this_round {
                    ask.view.boxes = boxes_played(round, &st.my_boxes);
                }
            }
            st.asked_this_round = true;
            events.asking(&ask)?;
            self.at = At::Decision(Pending {
                ask: ask.clone(),
                value,
                seat,
                hand,
                dealer_error: None,
                hinted: false,
            });
            return Ok(Some(ask));
        }
        tell_others(round, st.number, &st.seated, me, &st.moves, st.told, st.seated.len(), events)?;
        if let (Some(c), Some(counter)) = (count, self.counter.as_mut()) {
            (st.told..st.seated.len())
                .filter(|&i| st.seated[i] != me)
                .for_each(|i| counter.show_seat(&c.system, round, i));
        }
        self.at = At::Settle;
        let Some(rate) = options.dealer_errors else { return Ok(None) };
        let mine: Vec<usize> = (0..st.seated.len()).filter(|&i| st.seated[i] == me).collect();
        let Some(proposal) = propose(round, &mine, rate, &mut self.errors_made, &mut self.dealer_rng) else {
            return Ok(None);
        };
        self.n += 1;
        let mut view = view_of(round, st.number, st.my_seat, 0, st.bet);
        let mut judged_at = None;
        if let (Some(c), Some(counter)) = (count, self.counter.as_mut()) {
            counter.show_dealer(&c.system, round);
            mine.iter().for_each(|&i| counter.show_seat(&c.system, round, i));
            judged_at = Some(counter.view(c));
            view.count = judged_at.clone().filter(|_| !c.hidden);
        }
        let several = mine.len() > 1;
        // Every box's hands are shown before the call (with several, each hand named with its
        // box, as the dealer names it).
        view.boxes = boxes_played(round, &mine);
        let situation = Situation {
            player: view.hands.first().map(|h| h.cards.clone()).unwrap_or_default(),
            dealer: view.dealer.clone(),
            bet: Some(st.bet),
            ..Situation::default()
        };
        let question = call_question_on(&proposal, situation, several, options.lang);
        let ask = Ask {
            kind: AskKind::Settlement,
            n: self.n,
            view,
            question,
            legal: Vec::new(),
            judged: true,
            insure_for: 0,
            count: judged_at,
        };
        events.asking(&ask)?;
        let pending = Pending {
            ask: ask.clone(),
            value: 0.0,
            seat: st.my_seat,
            hand: 0,
            dealer_error: proposal.error,
            hinted: false,
        };
        self.at = At::Call(pending);
        Ok(Some(ask))
    }

    /// The learner's answer to a decision of the round: insurance or a play.
    fn answer_decision(
        &mut self,
        p: Pending,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        // `?` at a play shows the chart's row, as in the drills; the answer then counts as hinted.
        if p.ask.kind == AskKind::Play
            && line.trim() == HINT
            && let Some(row) = p.ask.question.hint().map(str::to_string)
        {
            events.hinted(&p.ask, &row)?;
            self.at = At::Decision(Pending { hinted: true, ..p });
            return Ok(Taken::Hinted(row));
        }
        let st = self.round.as_mut().ok_or_else(|| engine_error("no round"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        let ask = &p.ask;
        // The line is read as the question was asked: a key of its language is that language's
        // move (`s` is séparer in French), as the judgement reads it.
        let lang = ask.question.lang;
        let allowed = || legal_words_in(lang, &ask.legal);
        let taken = match ask.kind {
            AskKind::Insurance => read_answer_in(AnswerKind::YesNo, line, lang).map_err(|e| e.to_string()),
            AskKind::Settlement => read_call_in(line, lang).map(Answer::Call),
            // An answer that cannot be read lists the moves offered here, not all five.
            AskKind::Play => match read_answer_in(AnswerKind::Action, line, lang) {
                Err(e) => Err(Unrecognised { legal: Some(ask.legal.clone()), ..e }.to_string()),
                Ok(Answer::Action(action)) => match round.check(Move::from(action)) {
                    Ok(()) => Ok(Answer::Action(action)),
                    Err(why) => Err(lang.text(
                        "play-move-refused",
                        &[
                            ("move", Arg::Text(&action.name_in(lang))),
                            ("why", Arg::Text(&why.words_in(lang))),
                            ("allowed", Arg::Text(&allowed())),
                        ],
                    )),
                },
                Ok(_) => Err(lang.text("play-accepted", &[("allowed", Arg::Text(&allowed()))])),
            },
            AskKind::Bet | AskKind::RunningCount | AskKind::TrueCount | AskKind::SitOrLeave => {
                return Err(engine_error("a bet or a count check answered as a decision"));
            }
        };
        let answer = match taken {
            Ok(answer) => answer,
            Err(reason) => {
                let refusal = RefusedAnswer { line: line.to_string(), reason };
                events.refused(ask, &refusal)?;
                return Ok(Taken::Refused(refusal));
            }
        };
        let bet = st.bet;
        let mut judgement = ask.question.judge(line);
        if ask.kind == AskKind::Insurance {
            judgement.cost = Some(insurance_cost(judgement.correct, p.value, ask.insure_for, bet));
        }
        if let (Answer::Action(chosen), false) = (answer, judgement.correct) {
            // At the table the gap is also worth saying in chips at this round's bet.
            judgement.comparison = ask.question.comparison(chosen, Some(bet));
        }
        let applied = match answer {
            Answer::YesNo(true) => Move::Insure(ask.insure_for),
            Answer::YesNo(false) => Move::DeclineInsurance,
            Answer::Action(action) => Move::from(action),
            _ => return Err(engine_error("an answer of the wrong kind")),
        };
        let judged = ask.judged;
        let judgement = if judged { judgement } else { unjudged(judgement) };
        let missed = judged && !judgement.correct;
        let mut decided =
            decided(&self.decisions, ask, st.number, bet, (line, time), judgement, Some(applied), None);
        decided.record.hinted = p.hinted;
        // A counting session keeps what each judged answer gave away, for where the edge went.
        if self.count.is_some() && judged {
            let blame = self.last_check.blame();
            decided.leak = match answer {
                Answer::YesNo(taken) => {
                    Some(insurance_leak(&ask.question, taken, p.value / 100.0, ask.insure_for))
                }
                Answer::Action(chosen) => {
                    play_leak(self.rules, self.chart, &ask.question, chosen, bet, missed, blame)
                }
                _ => None,
            };
        }
        round.apply(applied).map_err(engine_error)?;
        if let Some(m) = st.moves.get_mut(p.seat) {
            m.push((p.hand, applied));
        }
        events.decided(&decided)?;
        self.decisions.push(decided.clone());
        tell_check(round, st.number, &mut st.check_told, events)?;
        self.at = At::Play;
        Ok(Taken::Decided(Box::new(decided)))
    }

    /// The learner's call of the dealer's settlement: a foul or accepted. It moves no chip: the
    /// table's rule settles the round.
    fn answer_call(
        &mut self,
        p: Pending,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        let foul = match read_call_in(line, p.ask.question.lang) {
            Ok(foul) => foul,
            Err(reason) => {
                let refusal = RefusedAnswer { line: line.to_string(), reason };
                events.refused(&p.ask, &refusal)?;
                return Ok(Taken::Refused(refusal));
            }
        };
        let st = self.round.as_ref().ok_or_else(|| engine_error("no round"))?;
        let ask = p.ask;
        let judgement = ask.question.judge(if foul { "f" } else { "ok" });
        let decided =
            decided(&self.decisions, &ask, st.number, st.bet, (line, time), judgement, None, p.dealer_error);
        events.decided(&decided)?;
        self.decisions.push(decided.clone());
        self.at = At::Settle;
        Ok(Taken::Decided(Box::new(decided)))
    }

    /// Settles the round over, reports it and closes it in the session.
    fn settle(&mut self, events: &mut dyn PlayObserver) -> Result<(), PlayError> {
        let me = self.options.seat;
        let st = self.round.take().ok_or_else(|| engine_error("no round"))?;
        let round = self.session.round_mut().ok_or_else(|| engine_error("no round"))?;
        let mut report = round_report(round, st.number, st.my_seat, st.bet, st.chips)?;
        if let (Some(c), Some(counter)) = (self.count, self.counter.as_mut()) {
            let shuffled = report.shoe_events.contains(&ShoeEvent::Shuffled);
            counter.end_round(&c.system, round);
            // A hidden count is checked at every shoe's end, and after a round now and then.
            if c.hidden && (shuffled || self.checks_rng.random_ratio(1, CHECK_ONE_ROUND_IN)) {
                let view = counter.view(c);
                let running = counter.running_check(&c.system, self.rules.decks, shuffled, self.options.lang);
                self.check = Some(Check {
                    view,
                    running,
                    round: st.number,
                    running_answered: None,
                    shoe_end: shuffled,
                });
            }
            if shuffled {
                counter.reshuffle();
                self.last_check.shuffled();
            }
        }
        let ledger = report.ledger.clone();
        report.seats = seat_reports(round, &ledger, &st.seated, me, &st.moves);
        // The learner's result is that of every box they play and of their bet on another box.
        report.net = (0..st.seated.len()).filter(|&i| st.seated[i] == me).map(|i| ledger.seat_net(i)).sum();
        report.notional_added = st.notional_added;
        report.sitting_out = st.boxes_out;
        let (my_seat, holder_plays) = (st.my_seat, st.holder_plays);
        report.box_bet = st.on_box.map(|(b, on)| BoxBetReport::of(round, b, on, my_seat, holder_plays));
        self.session.finish_round().map_err(engine_error)?;
        report.bank = self.session.bank();
        events.round_over(&report)?;
        self.reports.push(report);
        self.at = At::NextRound;
        Ok(())
    }
}

impl PlayRun<'_> {
    /// Asks the count check due, if any: the running count, then the true count.
    fn ask_check(&mut self, events: &mut dyn PlayObserver) -> Result<Option<Ask>, PlayError> {
        let Some(c) = self.count else { return Ok(None) };
        let Some(check) = self.check.as_ref() else { return Ok(None) };
        let (kind, question) = match check.running_answered {
            None => (AskKind::RunningCount, check.running.clone()),
            Some(answered) => {
                let lang = self.options.lang;
                (
                    AskKind::TrueCount,
                    true_check(&c.system, self.rules.decks, &check.view, Some(answered), lang),
                )
            }
        };
        let chips = self.session.players().get(self.options.seat).map_or(0, |p| p.chips);
        self.n += 1;
        let ask = Ask {
            kind,
            n: self.n,
            view: TableView::between_rounds(check.round, chips, self.rules),
            question,
            legal: Vec::new(),
            judged: true,
            insure_for: 0,
            count: Some(check.view.clone()),
        };
        events.asking(&ask)?;
        let pending =
            Pending { ask: ask.clone(), value: 0.0, seat: 0, hand: 0, dealer_error: None, hinted: false };
        self.at = At::Check(pending);
        Ok(Some(ask))
    }

    /// The learner's answer to a count check.
    fn answer_check(
        &mut self,
        p: Pending,
        line: &str,
        time: Duration,
        events: &mut dyn PlayObserver,
    ) -> Result<Taken, PlayError> {
        let (count, decided) =
            match self.record_between_rounds(&p, AnswerKind::Count, line, time, events, |_, _, _| None)? {
                Ok((Answer::Count(n), decided)) => (n, decided),
                Ok(_) => return Err(engine_error("an answer of the wrong kind")),
                Err(refusal) => return Ok(Taken::Refused(refusal)),
            };
        // A check of the shoe being played says what the slips made until the next one are put on;
        // one at the shoe's end is of cards the shuffle puts back.
        if self.check.as_ref().is_some_and(|c| !c.shoe_end) {
            let right = decided.record.judgement.correct;
            match p.ask.kind {
                AskKind::RunningCount => self.last_check.running(right),
                _ => self.last_check.true_count(right),
            }
        }
        match (p.ask.kind, self.check.as_mut()) {
            (AskKind::RunningCount, Some(check)) => check.running_answered = Some(count),
            _ => self.check = None,
        }
        self.at = At::NextRound;
        Ok(Taken::Decided(Box::new(decided)))
    }
}

/// A judged answer to `ask` as the session keeps it: the `line` given after `time`, its score
/// counting the judged right answers `earlier`, the move it `applied` (none for a dealer's call)
/// and the dealer's error it was about, if any.
#[allow(clippy::too_many_arguments)]
fn decided(
    earlier: &[Decided],
    ask: &Ask,
    round: u32,
    bet: u64,
    (line, time): (&str, Duration),
    judgement: Judgement,
    applied: Option<Move>,
    dealer_error: Option<DealerError>,
) -> Decided {
    let judged = ask.judged;
    let score = earlier.iter().filter(|d| d.judged && d.record.judgement.correct).count()
        + usize::from(judged && judgement.correct);
    let record = Record {
        n: ask.n,
        question: ask.question.clone(),
        line: line.to_string(),
        judgement,
        time,
        score: Score { right: score, answered: ask.n, once_more: None },
        hinted: false,
        retry: false,
    };
    Decided {
        round,
        kind: ask.kind,
        hand: ask.view.hand,
        bet,
        record,
        judged,
        applied,
        dealer_error,
        boxes: ask.view.boxes.clone(),
        count: ask.count.clone(),
        leak: None,
    }
}

mod between_rounds;
mod round_start;
use round_start::start_round;
mod seat_choice;
mod seats_vary;
pub use seats_vary::{LEAVE_ONE_IN, SIT_DOWN_ONE_IN};
#[cfg(test)]
mod tests;
