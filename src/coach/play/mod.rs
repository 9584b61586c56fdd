//! Play mode: whole rounds at a table, dealt from its own shoe. The learner decides every
//! insurance offer and every play; the coach judges each decision against the table's strategy
//! chart (the same question the strategy drills ask), then applies the learner's own choice, right
//! or wrong, so the round plays out as chosen and settles by the round engine's ledger.
//! Insurance is judged by what the learner can know: by basic strategy (the full shoe less the
//! cards shown), or in a counting session (`--count`) by the system's index at the true count
//! shown.
//!
//! Other seats may be filled with players the learner watches: they bet the table's smallest bet,
//! decline insurance and play a given way of playing (the chart by default). Every seat is dealt
//! in seat order from the same shoe and settled by the same ledger, and the session keeps the
//! chips of every seat and of the bank.
//!
//! No terminal I/O here: a session is a [`PlayRun`], stepped one answer at a time, and what
//! happens goes to a [`PlayObserver`]; [`run_counting`] drives it with answers from an
//! [`AnswerSource`] and time from a [`Clock`]. With scripted answers and a fixed seed, a session
//! is an exact, repeatable transcript.

use std::io;

mod asking;
mod bet;
mod counting;
pub mod edge;
mod on_box;
pub mod recent_edge;
mod report;
mod run;
mod sit_or_leave;
mod tally;
pub mod tempo;
pub mod words;
pub use crate::coach::drill::dealer_errors::{
    CALL_DRILL, CALL_KEY, DealerError, Proposal, call_question, call_question_on, propose, read_call,
    read_call_in,
};
pub use counting::{CountSession, CountView, hidden_refusal, seats_vary_refusal, wong_refusal};
pub use on_box::{BetOnBox, BoxBetReport, BoxBetSummary, HolderPlay, check_bet_on_box, holder_play};
pub use report::{
    Ask, AskKind, BetAsk, BoxHands, CallSummary, Costliest, Decided, OtherSeat, PlayObserver, PlaySession,
    PlaySummary, RefusedAnswer, RoundReport, RoundStart, SeatReport, Seating, SeatsChange, Standing,
    TableView, box_of,
};
pub use run::{LEAVE_ONE_IN, PlayRun, SIT_DOWN_ONE_IN, Step, Taken};

use std::time::Duration;

use rand::RngCore;
use rand_chacha::ChaCha8Rng;

use crate::coach::drill::question::{Judgement, ShownHand};
use crate::coach::drill::session::{AnswerSource, Clock, Reply};
use crate::game::action::ActionSet;
use crate::game::boxes::{check_bet_on_every_box, check_boxes};
use crate::game::round::{Decision, Move, Round, bet_step};
use crate::game::rules::{BetSizing, MAX_CHIPS, TableRules};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::Chart;
use crate::strategy::simulate::{HandFacts, PlayTable};

/// The drill id under which play-mode decisions are saved.
pub const PLAY_DRILL: &str = "play";

pub use crate::coach::learner::record::HIDDEN_COUNT_DRILL;

/// The counting system the home suggests a hidden counting session with: the one every
/// counting drill starts with.
pub const HIDDEN_COUNT_SYSTEM: &str = "hi-lo";

/// The key under which insurance decisions are saved.
pub const INSURANCE_KEY: &str = "insure v Ace";

/// The key under which a bet question is asked (bets are not judged nor saved).
pub const BET_KEY: &str = "bet";

/// What a play session is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOptions {
    /// Rounds to play, or `None` to play until the learner leaves (or the chips run out).
    pub rounds: Option<u32>,
    /// The learner's bet every round (less when the chips left do not cover it), or `None` to
    /// ask it each round (unless the table allows a single bet).
    pub bet: Option<u64>,
    /// Chips at the start, for every seat.
    pub chips: u64,
    /// The seed of the shoe.
    pub seed: u64,
    /// Seats filled at the table, the learner's included (1: the learner alone).
    pub seats: usize,
    /// The learner's seat, from 0; seats are dealt and play from the first to the last.
    pub seat: usize,
    /// A bet of the learner's on another seat's box each round, where the table allows it.
    pub bet_on_box: Option<BetOnBox>,
    /// The boxes the learner plays side by side from their seat on (more than 1 only where the
    /// table lets a seated player take vacant boxes), each with the round's bet.
    pub boxes: usize,
    /// Catch the dealer: each settlement of the learner's where the dealer could slip one of his
    /// errors is put to them before the chips move, with an error in it this many times in a
    /// thousand: the share of the settlements called that hold an error.
    pub dealer_errors: Option<u16>,
    /// The language of the session's questions, verdicts and settlements (a count's questions
    /// are still asked in English).
    pub lang: Lang,
}

impl PlayOptions {
    /// The learner alone at the table, betting `bet` each round.
    pub fn alone(rounds: Option<u32>, bet: u64, chips: u64, seed: u64) -> PlayOptions {
        PlayOptions {
            rounds,
            bet: Some(bet),
            chips,
            seed,
            seats: 1,
            seat: 0,
            bet_on_box: None,
            boxes: 1,
            dealer_errors: None,
            lang: Lang::En,
        }
    }
}

/// The smallest bet the table accepts that keeps every payout whole.
pub fn default_bet(rules: &TableRules) -> u64 {
    let step = bet_step(rules).max(1);
    rules.session.bet.min.max(1).div_ceil(step) * step
}

/// Checks a bet and a bankroll against the table's limits, in words a learner understands, in
/// the session's language.
pub fn check_options(rules: &TableRules, options: &PlayOptions) -> Result<(), String> {
    let lang = options.lang;
    let int = |n: u64| Arg::Int(n);
    let count = |n: usize| Arg::Int(n as u64);
    if options.rounds == Some(0) {
        return Err(lang.text("play-check-no-round", &[]));
    }
    let table_seats = usize::from(rules.session.seats);
    if options.seats == 0 || options.seats > table_seats {
        return Err(lang.text(
            "play-check-seats",
            &[("seats", count(options.seats)), ("table", Arg::Text(&rules.id)), ("most", count(table_seats))],
        ));
    }
    if options.seat >= options.seats {
        return Err(lang
            .text("play-check-seat", &[("seat", count(options.seat + 1)), ("seats", count(options.seats))]));
    }
    // Bounded here, where they are read, so no payout of a session can overflow a chip count.
    if options.chips > MAX_CHIPS {
        return Err(lang.text("play-check-chips", &[("chips", int(options.chips)), ("most", int(MAX_CHIPS))]));
    }
    // The other seats bet the table's smallest bet: the bankroll must cover it too.
    let bet = options.bet.unwrap_or_else(|| default_bet(rules));
    if bet > MAX_CHIPS {
        return Err(lang.text("play-check-bet-too-large", &[("bet", int(bet)), ("most", int(MAX_CHIPS))]));
    }
    let bet_refused = |why: &str| {
        lang.text(
            "play-check-bet-refused",
            &[("bet", int(bet)), ("chips", int(options.chips)), ("why", Arg::Text(why))],
        )
    };
    rules.check_bet(bet, options.chips).map_err(|e| bet_refused(&e.words_in(lang)))?;
    if rules.session.bet.sizing == BetSizing::Free && !bet.is_multiple_of(bet_step(rules).max(1)) {
        return Err(lang.text("play-check-half-chips", &[("bet", int(bet)), ("step", int(bet_step(rules)))]));
    }
    if options.boxes == 0 {
        return Err(lang.text("play-check-no-box", &[]));
    }
    let filled = options.seats - 1 + options.boxes;
    check_boxes(rules, options.boxes, filled).map_err(|e| {
        lang.text(
            "play-check-boxes",
            &[
                ("boxes", count(options.boxes)),
                ("table", Arg::Text(&rules.id)),
                ("why", Arg::Text(&e.words_in(lang))),
            ],
        )
    })?;
    if options.bet.is_some() {
        check_bet_on_every_box(bet, options.boxes, options.chips)
            .map_err(|e| bet_refused(&e.words_in(lang)))?;
    }
    check_bet_on_box(rules, options)
}

/// Why a play session cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The round engine refused a move the session had been allowed to make: a fault of the
    /// program, never of the learner.
    #[error("{}", self.words_in(Lang::En))]
    Engine(String),
    /// An answer came when no question was waiting for one.
    #[error("{}", self.words_in(Lang::En))]
    NothingAsked,
    /// The observer (or the answer source) could not be written to or read from.
    #[error(transparent)]
    Io(#[from] io::Error),
}

impl PlayError {
    /// Why the session cannot go on, in `lang`; the engine's own detail, a fault of the program
    /// for its bug report, and a failed read or write as the system says them.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            PlayError::Engine(detail) => lang.text("play-error-engine", &[("detail", Arg::Text(detail))]),
            PlayError::NothingAsked => lang.text("play-error-nothing-asked", &[]),
            PlayError::Io(e) => e.to_string(),
        }
    }
}

/// A refusal of the round engine's, as a [`PlayError`].
fn engine_error(e: impl std::fmt::Display) -> PlayError {
    PlayError::Engine(e.to_string())
}

/// The moves allowed now, as actions.
pub fn legal_now<R: rand::Rng>(round: &Round<R>) -> ActionSet {
    round.legal_moves().into_iter().filter_map(Move::action).collect()
}

/// The move of a seat the learner watches: the table's smallest bet when it can make it, no
/// insurance (never worth it without a count), and its way of playing for each hand, resolved by
/// the moves the table allows now.
fn others_move<R: rand::Rng>(
    round: &Round<R>,
    decision: Decision,
    others: &PlayTable,
    bet: u64,
    rng: &mut ChaCha8Rng,
) -> Move {
    match decision {
        Decision::Bet { .. } if round.check(Move::Bet(bet)).is_ok() => Move::Bet(bet),
        Decision::Bet { .. } => Move::SitOut,
        Decision::Insurance { .. } => Move::DeclineInsurance,
        Decision::Play { seat, hand } => {
            let Some(h) = round.seats().get(seat).and_then(|s| s.hands.get(hand)) else { return Move::Stand };
            let legal = legal_now(round);
            let value = h.hand.value();
            let cards = &h.hand.cards;
            let pair = match cards.as_slice() {
                [a, b] if round.rules().pair_rule.is_pair(a.rank, b.rank) => Some(a.rank.points()),
                _ => None,
            };
            let facts = HandFacts {
                total: value.total(),
                soft: value.is_soft(),
                cards: u8::try_from(cards.len()).unwrap_or(u8::MAX),
                pair,
            };
            let up = round.dealer_up().map_or(10, |c| c.rank.points());
            let action = others.decide(facts, up, |a| legal.contains(a), &mut || rng.next_u32());
            if legal.contains(action) { Move::from(action) } else { Move::Stand }
        }
    }
}

/// Plays a session alone or with other seats playing the chart: see [`run_with_others`].
pub fn run(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    observer: &mut dyn PlayObserver,
) -> Result<PlaySession, PlayError> {
    let others = PlayTable::from_chart(chart);
    run_with_others(rules, chart, options, (&others, "the chart"), source, clock, observer)
}

/// Plays a session: rounds dealt from the table's shoe to every seat in order, the learner's
/// bets and decisions asked, judged against the chart and applied as the learner chose, the other
/// seats played by `others` (a way of playing and its name in words), every round settled; a
/// summary at the end (also when the learner stops or the chips run out).
pub fn run_with_others(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    observer: &mut dyn PlayObserver,
) -> Result<PlaySession, PlayError> {
    run_counting(rules, chart, options, others, None, source, clock, observer)
}

/// Plays a session as [`run_with_others`] does; with `count`, a counting session: the count of
/// the cards shown since the shuffle is shown before each decision, and insurance is judged by the
/// system's index at the true count shown. A refused answer is told and asked again (a refused
/// bet from a script ends the session, naming its line); the end of the answers stops it.
#[allow(clippy::too_many_arguments)]
pub fn run_counting(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    count: Option<&CountSession>,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    observer: &mut dyn PlayObserver,
) -> Result<PlaySession, PlayError> {
    let lang = options.lang;
    let mut play = PlayRun::new(rules, chart, options, others, count)?;
    // The clock that times the answers also times the table: from the first deal to the last
    // settlement.
    let measures = clock.measures();
    let mut timed = tempo::Timed { inner: observer, clock, watch: tempo::TempoWatch::default() };
    let observer = &mut timed;
    loop {
        match play.advance(observer)? {
            Step::Done(played) => {
                let mut played = *played;
                played.summary.tempo = observer.watch.tempo().filter(|_| measures);
                return Ok(played);
            }
            // A bet is not timed; a bet the table refuses is asked again, but a script cannot
            // be asked again: the session ends, naming the line.
            Step::Bet(ask) => loop {
                let Reply::Line(line) = source.answer(0, &ask.question)? else {
                    return Ok(stopped(&mut play, observer, measures));
                };
                let Taken::Refused(refusal) = play.answer(&line, Duration::ZERO, observer)? else { break };
                if let Some(at) = source.position(lang) {
                    let why = lang.text(
                        "play-refused-bet-at",
                        &[("at", Arg::Text(&at)), ("why", Arg::Text(&refusal.reason))],
                    );
                    let mut played = play.stop_at_refused_bet(why);
                    played.summary.tempo = observer.watch.tempo().filter(|_| measures);
                    return Ok(played);
                }
            },
            Step::Ask(ask) => loop {
                let started = observer.clock.now();
                let reply = source.answer(ask.n, &ask.question)?;
                let time = observer.clock.now().saturating_sub(started);
                let Reply::Line(line) = reply else { return Ok(stopped(&mut play, observer, measures)) };
                if !matches!(play.answer(&line, time, observer)?, Taken::Refused(_) | Taken::Hinted(_)) {
                    break;
                }
            },
        }
    }
}

/// The session stopped by the learner, with the tempo they kept until then.
fn stopped(play: &mut PlayRun<'_>, timed: &tempo::Timed<'_, '_>, measures: bool) -> PlaySession {
    let mut played = play.stop();
    played.summary.tempo = timed.watch.tempo().filter(|_| measures);
    played
}

/// Tells the observer, once, that the dealer has looked under his card and the round goes on.
fn tell_check<R: rand::Rng>(
    round: &Round<R>,
    number: u32,
    told: &mut bool,
    observer: &mut dyn PlayObserver,
) -> io::Result<()> {
    if !*told
        && round.dealer_checked()
        && !round.is_over()
        && let Some(up) = round.dealer_up()
    {
        *told = true;
        observer.dealer_checked(number, up)?;
    }
    Ok(())
}

/// Tells the observer what each other seat before `upto` (a seat of the round) did, from seat
/// `from` on, skipping the boxes of the learner, the player `learner`; returns the first seat not
/// told yet.
#[allow(clippy::too_many_arguments)]
fn tell_others<R: rand::Rng>(
    round: &Round<R>,
    number: u32,
    seated: &[usize],
    learner: usize,
    moves: &[Vec<(usize, Move)>],
    from: usize,
    upto: usize,
    observer: &mut dyn PlayObserver,
) -> io::Result<usize> {
    for (i, &player) in seated.iter().enumerate().take(upto).skip(from) {
        let Some(s) = round.seats().get(i) else { continue };
        if player == learner || s.bet.is_none() {
            continue;
        }
        let played =
            moves.get(i).map(|m| m.iter().copied().filter(|(_, mv)| !matches!(mv, Move::Bet(_))).collect());
        let other = OtherSeat {
            round: number,
            seat: i,
            hands: s.hands.iter().map(ShownHand::of).collect(),
            moves: played.unwrap_or_default(),
        };
        observer.other_seat(&other)?;
    }
    Ok(from.max(upto.min(seated.len())))
}

/// What an insurance answer cost in percent of the bet: the value given away on the stake insured.
fn insurance_cost(correct: bool, value: f64, insure_for: u64, bet: u64) -> f64 {
    if correct || bet == 0 {
        return 0.0;
    }
    -(value.abs() * insure_for as f64 / bet as f64)
}

/// A judgement that does not count: no right or wrong, no cost, no mistake.
fn unjudged(j: Judgement) -> Judgement {
    Judgement { correct: false, mistake: None, cost: None, note: None, comparison: None, ..j }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::session::{FakeClock, LineAnswers};
    use std::time::Duration;

    /// Why a session cannot go on is said in every language; the engine's detail kept as it is.
    #[test]
    fn a_session_that_cannot_go_on_says_why_in_each_language() {
        let engine = PlayError::Engine("no round".to_string());
        assert_eq!(engine.to_string(), "the round engine refused a move it had allowed: no round");
        assert_eq!(
            engine.words_in(Lang::Fr),
            "le moteur de la manche a refusé un coup qu'il avait permis : no round"
        );
        assert_eq!(PlayError::NothingAsked.to_string(), "no question is waiting for an answer");
        assert_eq!(PlayError::NothingAsked.words_in(Lang::It), "nessuna domanda aspetta una risposta");
    }

    #[derive(Default)]
    struct Quiet {
        refused: usize,
    }

    impl PlayObserver for Quiet {
        fn refused(&mut self, _: &Ask, _: &RefusedAnswer) -> io::Result<()> {
            self.refused += 1;
            Ok(())
        }
    }

    fn play(table: &str, answers: &str, rounds: u32, seed: u64) -> (PlaySession, usize) {
        let rules = crate::game::rules::preset(table).unwrap();
        let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
        let options = PlayOptions::alone(Some(rounds), default_bet(&rules), 100, seed);
        let mut source = LineAnswers::new(answers.as_bytes());
        let mut clock = FakeClock::new(Duration::from_secs(2));
        let mut quiet = Quiet::default();
        let played = run(&rules, &chart, options, &mut source, &mut clock, &mut quiet).unwrap();
        (played, quiet.refused)
    }

    #[test]
    fn a_session_that_stands_on_everything_is_settled_and_summed_up() {
        let (played, _) = play("book", &"n\ns\n".repeat(40), 5, 3);
        assert_eq!(played.summary.rounds_played, 5);
        let nets: i64 = played.rounds.iter().map(|r| r.net).sum();
        assert_eq!(played.summary.net, nets);
        assert_eq!(played.summary.decisions, played.decisions.iter().filter(|d| d.judged).count());
    }

    #[test]
    fn end_of_input_stops_with_a_summary() {
        let (played, _) = play("quebec-h17", "", 5, 3);
        assert!(played.summary.stopped_early || played.summary.rounds_played == 5);
        assert_eq!(played.summary.decisions, 0);
    }

    #[test]
    fn insurance_is_worth_taking_only_above_one_ten_in_three() {
        assert_eq!(insurance_cost(true, -5.0, 1, 2), 0.0);
        assert_eq!(insurance_cost(false, -6.0, 1, 2), -3.0);
        assert_eq!(insurance_cost(false, 4.0, 5, 10), -2.0);
    }

    #[test]
    fn the_default_bet_is_a_legal_bet() {
        for name in crate::game::rules::preset_names() {
            let rules = crate::game::rules::preset(name).unwrap();
            let bet = default_bet(&rules);
            let options = PlayOptions::alone(Some(1), bet, rules.session.starting_chips.max(bet), 1);
            assert_eq!(check_options(&rules, &options), Ok(()), "{name}");
        }
    }
}
