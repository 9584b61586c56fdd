//! Reading a round and a session off the engine once they are over: each seat's settlement, the
//! round's report, and the session's summary of chips, decisions and mistakes.

use super::{
    AskKind, BoxBetReport, BoxBetSummary, BoxHands, CallSummary, Costliest, Decided, PlayError, PlayOptions,
    PlaySummary, RoundReport, SeatReport, Standing, box_of, engine_error,
};
use crate::coach::drill::question::{ShownHand, total_words};
use crate::coach::drill::session::{count_mistakes, short_situation};
use crate::game::hand::Hand;
use crate::game::ledger::Ledger;
use crate::game::round::{Move, Round};
use crate::game::rules::TableRules;
use crate::game::table_session::{Session, winners_of};

/// Every seat of a round that was played once it is over, `moves` being each seat's moves.
pub(super) fn seat_reports<R: rand::Rng>(
    round: &Round<R>,
    ledger: &Ledger,
    seated: &[usize],
    learner: usize,
    moves: &[Vec<(usize, Move)>],
) -> Vec<SeatReport> {
    let seats = round.seats().iter().enumerate().zip(seated);
    // A vacant box (a player who stopped) has nothing to report; every other keeps its number.
    seats
        .filter(|((i, _), _)| !round.is_vacant(*i))
        .map(|((i, s), &player)| SeatReport {
            seat: player,
            box_index: i,
            learner: player == learner,
            bet: s.bet,
            insurance: s.insurance,
            hands: s.hands.iter().map(ShownHand::of).collect(),
            moves: moves.get(i).cloned().unwrap_or_default(),
            settled: ledger.seat_entries(i).cloned().collect(),
            net: ledger.seat_net(i),
            chips: s.chips,
        })
        .collect()
}

/// The end of a round: the dealer's hand, the learner's hands, every seat, the ledger and the
/// chips. `seat` is the learner's seat in the round.
pub(super) fn round_report<R: rand::Rng>(
    round: &mut Round<R>,
    number: u32,
    seat: usize,
    bet: u64,
    chips: u64,
) -> Result<RoundReport, PlayError> {
    let Some(ledger) = round.ledger().cloned() else {
        return Err(engine_error("a round over without a settlement"));
    };
    let after = round.seats().get(seat).map_or(0, |s| s.chips);
    let dealer_hand = Hand::new(round.dealer_cards().to_vec());
    Ok(RoundReport {
        number,
        bet,
        dealer: dealer_hand.cards.clone(),
        dealer_total: total_words(&dealer_hand),
        hands: round
            .seats()
            .get(seat)
            .map(|s| s.hands.iter().map(ShownHand::of).collect())
            .unwrap_or_default(),
        net: ledger.seat_net(seat),
        ledger,
        chips_before: chips,
        chips_after: after,
        shoe_events: round.take_shoe_events(),
        seats: Vec::new(),
        bank: None,
        notional_added: 0,
        box_bet: None,
        sitting_out: Vec::new(),
    })
}

pub(super) fn two_places(x: f64) -> f64 {
    (x * 100.0).round() / 100.0 + 0.0
}

#[allow(clippy::too_many_arguments)]
pub(super) fn summarise<R: rand::Rng>(
    rules: &TableRules,
    options: PlayOptions,
    session: &Session<R>,
    decisions: &[Decided],
    reports: &[RoundReport],
    stopped_early: bool,
    out_of_chips: bool,
    refused_bet: Option<String>,
    seats_vary: bool,
) -> PlaySummary {
    let judged: Vec<&Decided> =
        decisions.iter().filter(|d| d.judged && d.kind != AskKind::Settlement).collect();
    let calls: Vec<&Decided> = decisions.iter().filter(|d| d.kind == AskKind::Settlement).collect();
    let right = judged.iter().filter(|d| d.record.judgement.correct).count();
    let close_calls = judged.iter().filter(|d| d.record.judgement.is_close_call()).count();
    let mistakes = count_mistakes(judged.iter().filter_map(|d| d.record.judgement.mistake));
    let costliest = judged
        .iter()
        .filter(|d| !d.record.judgement.correct && d.cost_percent() > 0.0)
        .fold(None::<&&Decided>, |best, d| match best {
            Some(b) if b.cost_chips() >= d.cost_chips() => Some(b),
            _ => Some(d),
        })
        .map(|d| Costliest {
            round: d.round,
            key: d.record.question.key.clone(),
            situation: short_situation(&d.record.question),
            answer: d
                .record
                .judgement
                .answer
                .map_or_else(|| d.record.line.clone(), |a| a.shown_in(d.record.question.lang)),
            expected: d.record.question.expected.shown_in(d.record.question.lang),
            cost_percent: two_places(d.cost_percent()),
            cost_chips: two_places(d.cost_chips()),
        });
    // Where seats vary, a player who never sat down at the table is in no standing.
    let took_part = |i: usize| {
        !seats_vary || i == options.seat || reports.iter().any(|r| r.seats.iter().any(|s| s.seat == i))
    };
    let players: Vec<usize> = (0..session.players().len()).filter(|&i| took_part(i)).collect();
    let all: Vec<u64> = players.iter().map(|&i| session.players()[i].chips).collect();
    let chips = session.players().get(options.seat).map_or(0, |p| p.chips);
    // A winner is named only for a session played to its end (or to the learner's last chip).
    let winners = winners_of(rules, options.chips, &all)
        .filter(|_| !stopped_early)
        .map(|w| w.into_iter().filter_map(|i| players.get(i).copied()).collect::<Vec<usize>>());
    let start = i64::try_from(options.chips).unwrap_or(i64::MAX);
    let end = i64::try_from(chips).unwrap_or(i64::MAX);
    // Players are named by the seat (the box) they sit at.
    let at = |player: usize| box_of(player, options.seat, options.boxes);
    PlaySummary {
        table: rules.id.clone(),
        seed: options.seed,
        rounds: options.rounds,
        rounds_played: u32::try_from(reports.len()).unwrap_or(u32::MAX),
        // A round sat out is dealt without the learner's bet (the only round that has none).
        rounds_sat_out: u32::try_from(reports.iter().filter(|r| r.bet == 0).count()).unwrap_or(u32::MAX),
        won: winners.as_ref().map(|w| w.contains(&options.seat)),
        bet: options.bet,
        start_chips: options.chips,
        seats: options.seats,
        seat: options.seat + 1,
        standings: players
            .iter()
            .zip(&all)
            .map(|(&i, &chips)| Standing { seat: at(i) + 1, you: i == options.seat, chips })
            .collect(),
        winners: winners.map(|w| w.into_iter().map(|i| at(i) + 1).collect()),
        bank: session.bank(),
        chips,
        net: end - start,
        decisions: judged.len(),
        right,
        close_calls,
        value_lost_percent: two_places(judged.iter().map(|d| d.cost_percent()).sum()),
        value_lost_chips: two_places(judged.iter().map(|d| d.cost_chips()).sum()),
        costliest,
        mistakes,
        stopped_early,
        out_of_chips,
        refused_bet,
        calls: options.dealer_errors.map(|_| CallSummary {
            calls: calls.len(),
            right: calls.iter().filter(|d| d.record.judgement.correct).count(),
            errors: calls.iter().filter(|d| d.dealer_error.is_some()).count(),
            missed: calls.iter().filter(|d| d.dealer_error.is_some() && !d.record.judgement.correct).count(),
            false_calls: calls
                .iter()
                .filter(|d| d.dealer_error.is_none() && !d.record.judgement.correct)
                .count(),
            mistakes: count_mistakes(calls.iter().filter_map(|d| d.record.judgement.mistake)),
        }),
        box_bet: options.bet_on_box.map(|b| {
            let placed: Vec<&BoxBetReport> = reports.iter().filter_map(|r| r.box_bet.as_ref()).collect();
            BoxBetSummary::of(b, &placed)
        }),
        edge: None,
        tempo: None,
    }
}

/// The hands of each of the learner's boxes that holds a bet this round, numbered as seats are.
pub(super) fn boxes_played<R: rand::Rng>(round: &Round<R>, boxes: &[usize]) -> Vec<BoxHands> {
    boxes
        .iter()
        .filter_map(|&i| round.seats().get(i).map(|s| (i, s)))
        .filter(|(_, s)| s.bet.is_some())
        .map(|(i, s)| BoxHands { box_number: i + 1, hands: s.hands.iter().map(ShownHand::of).collect() })
        .collect()
}
