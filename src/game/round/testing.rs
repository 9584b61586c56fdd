//! What the round engine's unit tests share: a table by name, a round dealt from a stacked shoe,
//! and the figures of a ledger entry.

pub(super) use super::{Decision, Move, MoveError, Round, RoundError, deal_order};
pub(super) use crate::game::card::{Rank, parse_ranks};
pub(super) use crate::game::ledger::{Entry, Verdict, Wager};
pub(super) use crate::game::rules::{EnhcLoss, Permission, Surrender, TableRules, preset};
pub(super) use crate::game::shoe::{Shoe, ShoeEvent};

pub(super) fn table(name: &str) -> TableRules {
    preset(name).unwrap()
}

/// A round at `rules` whose shoe deals `cards` first (in dealing order), with these bets placed.
pub(super) fn round_at(rules: &TableRules, bets: &[u64], cards: &str) -> Round {
    let chips = vec![rules.session.starting_chips; bets.len()];
    let shoe = Shoe::stacked_from_seed(rules, 99, &parse_ranks(cards).unwrap()).unwrap();
    let mut round = Round::new(rules, shoe, &chips).unwrap();
    for &bet in bets {
        round.apply(Move::Bet(bet)).unwrap();
    }
    round
}

pub(super) fn play(round: &mut Round, moves: &[Move]) {
    for &mv in moves {
        round.apply(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

pub(super) fn entry(round: &Round, seat: usize, wager: Wager) -> Entry {
    round.ledger().unwrap().entries.iter().find(|e| e.seat == seat && e.wager == wager).unwrap().clone()
}

pub(super) fn hand_entry(round: &Round, seat: usize, hand: usize) -> Entry {
    entry(round, seat, Wager::Hand(hand))
}

pub(super) fn entry_amounts(e: &Entry) -> (Verdict, u64, u64, u64, i64) {
    (e.verdict, e.stake, e.paid, e.returned, e.net)
}

pub(super) fn refusal_of(result: Result<(), MoveError>) -> String {
    result.unwrap_err().to_string()
}

pub(super) fn refusal(round: &Round, mv: Move) -> String {
    round.check(mv).unwrap_err().to_string()
}

/// A round at `rules` for one seat holding `chips`, with `bet` placed on the deal `cards`.
pub(super) fn round_with_chips(rules: &TableRules, chips: u64, bet: u64, cards: &str) -> Round {
    let shoe = Shoe::stacked_from_seed(rules, 99, &parse_ranks(cards).unwrap()).unwrap();
    let mut round = Round::new(rules, shoe, &[chips]).unwrap();
    round.apply(Move::Bet(bet)).unwrap();
    round
}
