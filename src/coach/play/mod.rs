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
//! No terminal I/O here: answers come through an [`AnswerSource`], time through a [`Clock`], and
//! what happens goes to a [`PlayObserver`]. With scripted answers and a fixed seed, a session is
//! an exact, repeatable transcript.

use std::io;

mod asking;
mod bet;
mod counting;
mod on_box;
mod report;
mod tally;
pub use crate::coach::drill::dealer_errors::{
    CALL_DRILL, CALL_KEY, DealerError, Proposal, call_question, call_question_on, propose, read_call,
};
use asking::{ask_for, read_until_taken, view_of};
use bet::{BetOutcome, learner_bet};
use counting::Counter;
pub use counting::{CountSession, CountView};
pub use on_box::{BetOnBox, BoxBetReport, BoxBetSummary, HolderPlay, check_bet_on_box, holder_play};
pub use report::{
    Ask, AskKind, BetAsk, BoxHands, CallSummary, Costliest, Decided, OtherSeat, PlayObserver, PlaySession,
    PlaySummary, RefusedAnswer, RoundReport, RoundStart, SeatReport, Seating, Standing, TableView, box_of,
};
use tally::{boxes_played, round_report, seat_reports, summarise};

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::coach::drill::answer::{Answer, AnswerKind, legal_words, read_answer};
use crate::coach::drill::question::{Judgement, ShownHand, Situation};
use crate::coach::drill::session::{AnswerSource, Clock, Record};
use crate::game::action::ActionSet;
use crate::game::boxes::{boxes_covered, check_bet_on_every_box, check_boxes};
use crate::game::round::{Decision, Move, Round, bet_step};
use crate::game::rules::{BetSizing, MAX_CHIPS, TableRules};
use crate::game::shoe::Shoe;
use crate::game::table_session::Session;
use crate::strategy::chart::Chart;
use crate::strategy::simulate::{HandFacts, PlayTable};
use crate::strategy::solver::HandValues;

/// The drill id under which play-mode decisions are saved.
pub const PLAY_DRILL: &str = "play";

/// The key under which insurance decisions are saved.
pub const INSURANCE_KEY: &str = "insure v Ace";

/// The key under which a bet question is asked (bets are not judged nor saved).
pub const BET_KEY: &str = "bet";

/// Mixes the session's seed into the seed of the other seats' choices, so that their mixed
/// habits replay with the session and never draw from the shoe's own stream.
const OTHERS_SEED: u64 = 0x07e5_5ea7_0f0e_0a11;

/// Mixes the session's seed into the seed of the dealer's errors, apart from the shoe and the
/// other seats.
const DEALER_ERRORS_SEED: u64 = 0x0dea_1e7e_770f_0a15;

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
        }
    }
}

/// The smallest bet the table accepts that keeps every payout whole.
pub fn default_bet(rules: &TableRules) -> u64 {
    let step = bet_step(rules).max(1);
    rules.session.bet.min.max(1).div_ceil(step) * step
}

/// Checks a bet and a bankroll against the table's limits, in words a learner understands.
pub fn check_options(rules: &TableRules, options: &PlayOptions) -> Result<(), String> {
    if options.rounds == Some(0) {
        return Err("play at least one round".to_string());
    }
    let table_seats = usize::from(rules.session.seats);
    if options.seats == 0 || options.seats > table_seats {
        return Err(format!(
            "{} seats asked for: `{}` seats 1 to {table_seats} players",
            options.seats, rules.id
        ));
    }
    if options.seat >= options.seats {
        let filled = if options.seats == 1 {
            "1 seat filled".to_string()
        } else {
            format!("{} seats filled", options.seats)
        };
        return Err(format!(
            "seat {} is not at the table: with {filled}, choose a seat from 1 to {} or fill more with --seats",
            options.seat + 1,
            options.seats
        ));
    }
    // Bounded here, where they are read, so no payout of a session can overflow a chip count.
    if options.chips > MAX_CHIPS {
        return Err(format!("{} chips is too many: a bankroll is at most {MAX_CHIPS} chips", options.chips));
    }
    // The other seats bet the table's smallest bet: the bankroll must cover it too.
    let bet = options.bet.unwrap_or_else(|| default_bet(rules));
    if bet > MAX_CHIPS {
        return Err(format!("a bet of {bet} is too large: a bet is at most {MAX_CHIPS} chips"));
    }
    rules
        .check_bet(bet, options.chips)
        .map_err(|e| format!("a bet of {bet} with {} chips is refused here: {e}", options.chips))?;
    if rules.session.bet.sizing == BetSizing::Free && !bet.is_multiple_of(bet_step(rules).max(1)) {
        return Err(format!(
            "a bet of {bet} would leave a payout in half chips; bet a multiple of {}",
            bet_step(rules)
        ));
    }
    if options.boxes == 0 {
        return Err("play at least one box".to_string());
    }
    let filled = options.seats - 1 + options.boxes;
    check_boxes(rules, options.boxes, filled)
        .map_err(|e| format!("{} boxes for you are refused at `{}`: {e}", options.boxes, rules.id))?;
    if options.bet.is_some() {
        check_bet_on_every_box(bet, options.boxes, options.chips)
            .map_err(|e| format!("a bet of {bet} with {} chips is refused here: {e}", options.chips))?;
    }
    check_bet_on_box(rules, options)
}

fn engine_error(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(format!("the round engine refused a move it had allowed: {e}"))
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
) -> io::Result<PlaySession> {
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
) -> io::Result<PlaySession> {
    run_counting(rules, chart, options, others, None, source, clock, observer)
}

/// Plays a session as [`run_with_others`] does; with `count`, a counting session: the count of
/// the cards shown since the shuffle is shown before each decision, and insurance is judged by the
/// system's index at the true count shown.
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
) -> io::Result<PlaySession> {
    let (others, others_name) = others;
    let mut counter = count.map(|c| Counter::new(c, rules));
    let shoe = Shoe::from_seed(rules, options.seed);
    let mut session = Session::new(rules, shoe, options.seats)
        .map_err(engine_error)?
        .with_starting_chips(options.chips)
        .with_rounds(options.rounds);
    if options.boxes > 1 {
        session = session.with_boxes(options.seat, options.boxes).map_err(engine_error)?;
    }
    let me = options.seat;
    let others_bet = default_bet(rules);
    let mut others_rng = ChaCha8Rng::seed_from_u64(options.seed ^ OTHERS_SEED);
    if options.seats > 1 || options.boxes > 1 {
        let seating = Seating {
            seats: options.seats,
            seat: me,
            others: others_name.to_string(),
            others_bet,
            boxes: options.boxes,
            table_seats: usize::from(rules.session.seats),
        };
        observer.seated(&seating)?;
    }
    let mut decisions: Vec<Decided> = Vec::new();
    // The exact values of every hand, worked out the first time a hand of three cards is played.
    let mut exact: Option<HandValues> = None;
    let mut reports: Vec<RoundReport> = Vec::new();
    let mut stopped_early = false;
    let mut out_of_chips = false;
    let mut refused_bet = None;
    let mut n = 0;
    let mut dealer_rng = ChaCha8Rng::seed_from_u64(options.seed ^ DEALER_ERRORS_SEED);
    let mut errors_made: Vec<DealerError> = Vec::new();
    // The learner's last bet, which Enter repeats at the bet prompt.
    let mut last_bet: Option<u64> = None;
    'rounds: loop {
        if session.rounds().is_some_and(|n| session.rounds_played() >= n) {
            break;
        }
        // The learner's last chip ends the session for them, whoever else could play on.
        if !session.can_play(me) {
            out_of_chips = true;
            break;
        }
        let number = session.rounds_played() + 1;
        let chips = session.players().get(me).map_or(0, |p| p.chips);
        session.start_round().map_err(engine_error)?;
        let seated = session.seated().to_vec();
        let notional_added = session.notional_added();
        let my_seat = session.seat_of(me).ok_or_else(|| engine_error("the learner has no seat"))?;
        let round = session.round_mut().ok_or_else(|| engine_error("no round"))?;
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
        let mut holder_plays: Vec<HolderPlay> = Vec::new();
        let mut moves: Vec<Vec<(usize, Move)>> = vec![Vec::new(); seated.len()];
        let mut bet = 0;
        while let Some(decision @ Decision::Bet { seat, .. }) = round.decision() {
            let mine = seated.get(seat) == Some(&me);
            let mv = if seat == my_seat {
                let placed_on_box = on_box.map(|(b, _)| b);
                match learner_bet(
                    round,
                    decision,
                    &options,
                    number,
                    placed_on_box,
                    playing,
                    last_bet,
                    source,
                    observer,
                )? {
                    BetOutcome::Placed(placed, asked) => {
                        bet = placed;
                        last_bet = Some(placed);
                        let start = RoundStart {
                            number,
                            rounds: options.rounds,
                            bet,
                            chips,
                            bet_line: asked,
                            seats: options.seats,
                            seat: me,
                            notional_added,
                            box_bet: placed_on_box,
                            sitting_out: boxes_out.clone(),
                            chips_for_boxes: chips_now,
                            each_box_needs: each,
                        };
                        observer.round_started(&start)?;
                        Move::Bet(bet)
                    }
                    BetOutcome::Stopped => {
                        stopped_early = true;
                        break 'rounds;
                    }
                    BetOutcome::Refused(why) => {
                        refused_bet = Some(why);
                        stopped_early = true;
                        break 'rounds;
                    }
                }
            } else if mine {
                // The learner's other boxes take the same bet, those the chips cover; the
                // others sit out, as the round's start said.
                if boxes_out.contains(&seat) { Move::SitOut } else { Move::Bet(bet) }
            } else {
                others_move(round, decision, others, others_bet, &mut others_rng)
            };
            round.apply(mv).map_err(engine_error)?;
            if let Some(m) = moves.get_mut(seat) {
                m.push((0, mv));
            }
        }
        // Said once, as soon as the dealer has looked and the round goes on.
        let mut check_told = false;
        // Whether the learner has been asked a decision this round yet.
        let mut asked_this_round = false;
        // Other seats told so far: each is told once its play is over.
        let mut told = 0;
        tell_check(round, number, &mut check_told, observer)?;
        while let Some(decision) = round.decision() {
            let (seat, hand) = match decision {
                Decision::Play { seat, hand } => (seat, hand),
                Decision::Insurance { seat, .. } => (seat, 0),
                Decision::Bet { seat, .. } => (seat, 0),
            };
            if let Decision::Play { .. } = decision {
                let from = told;
                told = tell_others(round, number, &seated, me, &moves, told, seat, observer)?;
                if let (Some(c), Some(counter)) = (count, counter.as_mut()) {
                    (from..told)
                        .filter(|&i| seated[i] != me)
                        .for_each(|i| counter.show_seat(&c.system, round, i));
                }
            }
            if seated.get(seat) != Some(&me) {
                let mv = others_move(round, decision, others, others_bet, &mut others_rng);
                if let (Some((b, on)), Some(action)) = (on_box, mv.action())
                    && on == seat
                    && hand == 0
                    && let Some(play) = holder_play(round, rules, chart, seat, action, b.stake)
                {
                    holder_plays.push(play);
                }
                round.apply(mv).map_err(engine_error)?;
                if let Some(m) = moves.get_mut(seat) {
                    m.push((hand, mv));
                }
                tell_check(round, number, &mut check_told, observer)?;
                continue;
            }
            n += 1;
            // The count is of the cards shown, this seat's and the dealer's now among them.
            let count_now = match (count, counter.as_mut()) {
                (Some(c), Some(counter)) => {
                    counter.show_dealer(&c.system, round);
                    counter.show_seat(&c.system, round, seat);
                    Some((c, counter.view(c)))
                }
                _ => None,
            };
            let (mut ask, value) =
                ask_for(round, decision, rules, chart, number, n, bet, &mut exact, count_now)?;
            if options.boxes > 1 {
                ask.view.box_number = Some(seat + 1);
                // Every box the learner plays is dealt before their first decision of the round,
                // and shown with it (one with a blackjack has no decision of its own).
                if !asked_this_round {
                    ask.view.boxes = boxes_played(round, &my_boxes);
                }
            }
            asked_this_round = true;
            observer.asking(&ask)?;
            let take = |line: &str| -> Result<Answer, String> {
                match ask.kind {
                    AskKind::Insurance => read_answer(AnswerKind::YesNo, line).map_err(|e| e.to_string()),
                    AskKind::Settlement => read_call(line).map(Answer::Call),
                    AskKind::Play => {
                        let answer = read_answer(AnswerKind::Action, line).map_err(|e| e.to_string())?;
                        let Answer::Action(action) = answer else {
                            return Err(format!("accepted: {}", legal_words(&ask.legal)));
                        };
                        match round.check(Move::from(action)) {
                            Ok(()) => Ok(answer),
                            Err(why) => Err(format!(
                                "{action} is not allowed here: {why}. Allowed: {}",
                                legal_words(&ask.legal)
                            )),
                        }
                    }
                }
            };
            let Some((line, answer, time)) = read_until_taken(&ask, source, clock, observer, &take)? else {
                stopped_early = true;
                break 'rounds;
            };
            let mut judgement = ask.question.judge(&line);
            if ask.kind == AskKind::Insurance {
                judgement.cost = Some(insurance_cost(judgement.correct, value, ask.insure_for, bet));
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
            let score = decisions.iter().filter(|d| d.judged && d.record.judgement.correct).count()
                + usize::from(judged && judgement.correct);
            let record = Record {
                n,
                question: ask.question.clone(),
                line,
                judgement,
                time,
                score,
                hinted: false,
                retry: false,
            };
            let decided = Decided {
                round: number,
                kind: ask.kind,
                hand: ask.view.hand,
                bet,
                record,
                judged,
                applied: Some(applied),
                dealer_error: None,
                boxes: ask.view.boxes.clone(),
                count: ask.view.count.clone(),
            };
            round.apply(applied).map_err(engine_error)?;
            if let Some(m) = moves.get_mut(seat) {
                m.push((hand, applied));
            }
            observer.decided(&decided)?;
            decisions.push(decided);
            tell_check(round, number, &mut check_told, observer)?;
        }
        tell_others(round, number, &seated, me, &moves, told, seated.len(), observer)?;
        if let (Some(c), Some(counter)) = (count, counter.as_mut()) {
            (told..seated.len())
                .filter(|&i| seated[i] != me)
                .for_each(|i| counter.show_seat(&c.system, round, i));
        }
        if let Some(rate) = options.dealer_errors {
            let mine: Vec<usize> = (0..seated.len()).filter(|&i| seated[i] == me).collect();
            if let Some(proposal) = propose(round, &mine, rate, &mut errors_made, &mut dealer_rng) {
                n += 1;
                let mut view = view_of(round, number, my_seat, 0, bet);
                if let (Some(c), Some(counter)) = (count, counter.as_mut()) {
                    counter.show_dealer(&c.system, round);
                    mine.iter().for_each(|&i| counter.show_seat(&c.system, round, i));
                    view.count = Some(counter.view(c));
                }
                let several = mine.len() > 1;
                // Every box's hands are shown before the call (with several, each hand named
                // with its box, as the dealer names it).
                view.boxes = boxes_played(round, &mine);
                let situation = Situation {
                    player: view.hands.first().map(|h| h.cards.clone()).unwrap_or_default(),
                    dealer: view.dealer.clone(),
                    bet: Some(bet),
                    ..Situation::default()
                };
                let question = call_question_on(&proposal, situation, several);
                let ask = Ask {
                    kind: AskKind::Settlement,
                    n,
                    view,
                    question,
                    legal: Vec::new(),
                    judged: true,
                    insure_for: 0,
                };
                observer.asking(&ask)?;
                let take = |line: &str| read_call(line).map(Answer::Call);
                let Some((line, answer, time)) = read_until_taken(&ask, source, clock, observer, &take)?
                else {
                    stopped_early = true;
                    break 'rounds;
                };
                let foul = matches!(answer, Answer::Call(true));
                let judgement = ask.question.judge(if foul { "f" } else { "ok" });
                let score = decisions.iter().filter(|d| d.judged && d.record.judgement.correct).count()
                    + usize::from(judgement.correct);
                let record = Record {
                    n,
                    question: ask.question,
                    line,
                    judgement,
                    time,
                    score,
                    hinted: false,
                    retry: false,
                };
                let decided = Decided {
                    round: number,
                    kind: AskKind::Settlement,
                    hand: 0,
                    bet,
                    record,
                    judged: true,
                    applied: None,
                    dealer_error: proposal.error,
                    boxes: ask.view.boxes.clone(),
                    count: ask.view.count.clone(),
                };
                observer.decided(&decided)?;
                decisions.push(decided);
            }
        }
        let mut report = round_report(round, number, my_seat, bet, chips)?;
        if let (Some(c), Some(counter)) = (count, counter.as_mut()) {
            let shuffled = report.shoe_events.contains(&crate::game::shoe::ShoeEvent::Shuffled);
            counter.end_round(&c.system, round, shuffled);
        }
        let ledger = report.ledger.clone();
        report.seats = seat_reports(round, &ledger, &seated, me, &moves);
        // The learner's result is that of every box they play and of their bet on another box.
        report.net = (0..seated.len()).filter(|&i| seated[i] == me).map(|i| ledger.seat_net(i)).sum();
        report.notional_added = notional_added;
        report.sitting_out = boxes_out;
        report.box_bet = on_box.map(|(b, on)| BoxBetReport::of(round, b, on, my_seat, holder_plays));
        session.finish_round().map_err(engine_error)?;
        report.bank = session.bank();
        observer.round_over(&report)?;
        reports.push(report);
    }
    let summary =
        summarise(rules, options, &session, &decisions, &reports, stopped_early, out_of_chips, refused_bet);
    Ok(PlaySession { summary, decisions, rounds: reports })
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
