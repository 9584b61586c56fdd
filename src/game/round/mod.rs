//! One round of blackjack for 1 to 7 seats against the dealer, as a state machine: the engine
//! says whose decision it is and which moves are legal; an illegal move is refused with the rule
//! that forbids it; the round ends with an itemised [`Ledger`].
//!
//! The round's phases each have a file; chips move only where a file says so:
//! - `bets.rs`: the bet range and bets on other boxes (chips leave a seat as it bets);
//! - `deal.rs`: the first cards, in the table's order;
//! - `insurance.rs`: the insurance offer and stake, and the dealer's peek;
//! - `play.rs`: the players' moves (a double or a split takes its stake again);
//! - `dealer.rs`: the dealer's drawing rule and his play;
//! - `settle.rs`: the ledger, and the chips it pays back.
//!
//! This file holds the vocabulary (moves, decisions, seats, errors), what the round shows, and
//! `apply`, which hands each move to its phase.
//!
//! ```
//! use bjcoach::game::round::{Decision, Move, Round};
//! use bjcoach::game::shoe::Shoe;
//! let book = bjcoach::game::rules::preset("book").unwrap();
//! let shoe = Shoe::from_seed(&book, 7);
//! let mut round = Round::new(&book, shoe, &[20]).unwrap();
//! round.apply(Move::Bet(2)).unwrap();
//! while let Some(decision) = round.decision() {
//!     // A learner would choose here; this one stands or declines insurance.
//!     let choice = match decision {
//!         Decision::Insurance { .. } => Move::DeclineInsurance,
//!         _ => Move::Stand,
//!     };
//!     round.apply(choice).unwrap();
//! }
//! let ledger = round.ledger().unwrap();
//! assert_eq!(round.seats()[0].chips as i64, 20 + ledger.seat_net(0));
//! ```

use std::fmt;

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::game::action::Action;
use crate::game::boxes::{BoxBet, BoxRefusal};
use crate::game::card::Card;
use crate::game::hand::Hand;
use crate::game::ledger::Ledger;
use crate::game::legal::Refusal;
use crate::game::rules::{BetRefusal, Ratio, TableRules};
use crate::game::shoe::{Shoe, ShoeEvent};
use crate::lang::{Arg, Lang};

mod bets;
mod deal;
mod dealer;
mod insurance;
mod play;
mod settle;
#[cfg(test)]
mod testing;

use bets::amounts;

pub use bets::{MAX_LISTED_AMOUNTS, bet_step};
pub use deal::deal_order;
pub use dealer::{dealer_draws, dealer_draws_to};
pub use insurance::{InsuranceOffer, insurance_offer};

/// The most seats a table has.
pub const MAX_SEATS: usize = 7;

/// A player's move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    /// Bet this many chips on the seat's hand, before the deal.
    Bet(u64),
    /// Play no hand this round.
    SitOut,
    /// Take insurance for this many chips.
    Insure(u64),
    /// Decline insurance.
    DeclineInsurance,
    /// Take a card.
    Hit,
    /// Take no more cards.
    Stand,
    /// Double the bet, take exactly one card and stand.
    Double,
    /// Split a pair into two hands, with a second bet equal to the first.
    Split,
    /// Give up the hand for half the bet.
    Surrender,
}

impl From<Action> for Move {
    fn from(action: Action) -> Move {
        match action {
            Action::Hit => Move::Hit,
            Action::Stand => Move::Stand,
            Action::Double => Move::Double,
            Action::Split => Move::Split,
            Action::Surrender => Move::Surrender,
        }
    }
}

impl Move {
    /// The playing action this move is (none for bets and insurance).
    pub fn action(self) -> Option<Action> {
        Some(match self {
            Move::Hit => Action::Hit,
            Move::Stand => Action::Stand,
            Move::Double => Action::Double,
            Move::Split => Action::Split,
            Move::Surrender => Action::Surrender,
            Move::Bet(_) | Move::SitOut | Move::Insure(_) | Move::DeclineInsurance => return None,
        })
    }
}

impl Move {
    /// The move in words of `lang`: `hit`, `insure for 5`, `tirer`.
    pub fn name_in(self, lang: Lang) -> String {
        let chips = |id: &str, n: u64| lang.text(id, &[("chips", Arg::Int(n))]);
        match self {
            Move::Bet(n) => chips("move-bet", n),
            Move::SitOut => lang.text("move-sit-out", &[]),
            Move::Insure(n) => chips("move-insure", n),
            Move::DeclineInsurance => lang.text("move-no-insurance", &[]),
            _ => self.action().map(|a| a.name_in(lang)).unwrap_or_default(),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name_in(Lang::En))
    }
}

/// Whose decision it is, and of what kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// A seat places its bet: from `min` to `max` in steps of `step`, or sits out. When `max` is
    /// under `min` the seat cannot bet and may only sit out.
    Bet {
        /// The seat, from 0.
        seat: usize,
        /// The smallest bet.
        min: u64,
        /// The largest bet the table and the seat's chips allow.
        max: u64,
        /// Bets go up in steps of this many chips.
        step: u64,
    },
    /// A seat decides on insurance against the dealer's Ace.
    Insurance {
        /// The seat, from 0.
        seat: usize,
        /// The largest insurance bet.
        max: u64,
        /// Whether the insurance is exactly `max` (half the bet) or any amount up to it.
        exactly: bool,
    },
    /// A seat plays one of its hands.
    Play {
        /// The seat, from 0.
        seat: usize,
        /// The hand, from 0 (split hands follow the hand they came from).
        hand: usize,
    },
}

/// Where a hand stands in its play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HandStatus {
    /// Still to be played.
    Playing,
    /// Done, and waiting for the dealer.
    Stood,
    /// Over 21: lost.
    Bust,
    /// Given up for half the bet.
    Surrendered,
}

/// One hand of a seat with its stake.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatHand {
    /// The cards.
    pub hand: Hand,
    /// Chips staked on it, the double included.
    pub stake: u64,
    /// Whether it was doubled.
    pub doubled: bool,
    /// Whether it is one of a pair of split aces (one card each, then it stands).
    pub split_aces: bool,
    /// Where it stands.
    pub status: HandStatus,
}

impl SeatHand {
    fn new(hand: Hand, stake: u64) -> SeatHand {
        SeatHand { hand, stake, doubled: false, split_aces: false, status: HandStatus::Playing }
    }
}

/// One seat (box) at the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// Chips in front of the player, not counting what is staked in the round.
    pub chips: u64,
    /// The bet placed, or `None` before betting or when sitting out.
    pub bet: Option<u64>,
    /// The insurance taken (`Some(0)`: declined), or `None` when it was not offered.
    pub insurance: Option<u64>,
    /// The seat's hands: one after the deal, more after splits.
    pub hands: Vec<SeatHand>,
}

/// Why a round cannot start.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RoundError {
    /// Too few or too many seats.
    #[error("a round at this table has 1 to {max} seats, not {asked}")]
    Seats {
        /// Seats asked for.
        asked: usize,
        /// Seats the table has.
        max: usize,
    },
    /// Two boxes of one player start with different chips.
    #[error(
        "boxes {first} and {second} are one player's and share their chips, so they start with the same chips"
    )]
    SharedChips {
        /// One box, from 1.
        first: usize,
        /// Another box of the same player, from 1.
        second: usize,
    },
    /// The holders listed are not one per box.
    #[error("{holders} holders for {boxes} boxes: name one holder per box")]
    Holders {
        /// Holders named.
        holders: usize,
        /// Boxes of the round.
        boxes: usize,
    },
    /// A seat holds so many chips that a round's payouts could overflow its count.
    #[error(
        "a seat holding {chips} chips could win more than a chip count holds at this table; the most is {max}"
    )]
    TooManyChips {
        /// The seat's chips.
        chips: u64,
        /// The most a seat may hold here.
        max: u64,
    },
}

/// Why a move is refused: the rule that forbids it, in words a learner understands.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    /// Nothing is left to decide.
    #[error("the round is over")]
    RoundOver,
    /// A bet or sitting out after the deal.
    #[error("bets are placed before the deal; this round's bets are down")]
    BetsClosed,
    /// A playing move before the deal.
    #[error("the cards are not dealt yet: place a bet or sit out")]
    NotDealt,
    /// Insurance when it is not on offer.
    #[error("insurance is offered only when the dealer shows an Ace, before anyone plays")]
    InsuranceNotOffered,
    /// A playing move while insurance is on offer.
    #[error("first decide on insurance: take it or decline it")]
    InsuranceFirst,
    /// The bet breaks a table limit.
    #[error(transparent)]
    Bet(#[from] BetRefusal),
    /// More insurance than half the bet.
    #[error("insurance is at most half your bet: {max} chips")]
    InsuranceTooBig {
        /// Half the bet.
        max: u64,
    },
    /// Insurance that is not exactly half the bet.
    #[error("insurance at this table is exactly half your bet: {half} chips")]
    InsuranceExactlyHalf {
        /// Half the bet.
        half: u64,
    },
    /// An insurance bet of nothing.
    #[error("an insurance bet is at least 1 chip; decline it instead")]
    InsuranceZero,
    /// Not enough chips for a double, a split or insurance.
    #[error("{what} needs {need} more chips and you have {have}")]
    NotEnoughChips {
        /// The move.
        what: &'static str,
        /// Chips it needs.
        need: u64,
        /// Chips the player has.
        have: u64,
    },
    /// The rules refuse this action to the hand.
    #[error(transparent)]
    Hand(#[from] Refusal),
    /// The table refuses this box or this bet on a box.
    #[error(transparent)]
    Box(#[from] BoxRefusal),
    /// Half the stake is not a whole chip.
    #[error("surrendering {stake} chips would need a half chip")]
    SurrenderHalfChip {
        /// The stake.
        stake: u64,
    },
    /// A natural's payout on this stake is not a whole number of chips. The bet check refuses
    /// such a stake ([`TableRules::check_bet`]), so the settlement reports this only if a stake
    /// reached it another way.
    #[error("a natural on {stake} chips cannot be paid at {ratio} in whole chips")]
    NaturalUnpayable {
        /// The stake.
        stake: u64,
        /// The natural's payout.
        ratio: Ratio,
    },
}

impl MoveError {
    /// Why the move is refused, in `lang`: the rule that refuses an action to the hand in the
    /// language's words; the round's other refusals as their English sentence.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            MoveError::Hand(refusal) => refusal.words_in(lang),
            other => other.to_string(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Betting(usize),
    Insurance(usize),
    Playing(usize, usize),
    Over,
}

/// One round at a table: bets, the deal, insurance, the peek, the players' hands, the dealer's
/// play and the settlement.
#[derive(Debug, Clone)]
pub struct Round<R = ChaCha8Rng> {
    rules: TableRules,
    shoe: Shoe<R>,
    seats: Vec<Seat>,
    dealer: Hand,
    hole_hidden: bool,
    peeked: bool,
    dealer_drew_out: bool,
    box_bets: Vec<BoxBet>,
    /// The player at each box: boxes of one player share that player's chips.
    holders: Vec<usize>,
    /// Boxes kept for a player who no longer plays: never asked for a bet, so the boxes after
    /// them keep their numbers.
    vacant: Vec<bool>,
    phase: Phase,
    ledger: Option<Ledger>,
    events: Vec<ShoeEvent>,
}

impl<R: Rng> Round<R> {
    /// A round at this table for seats holding these chips, dealt from `shoe`. Betting opens at
    /// the first seat.
    pub fn new(rules: &TableRules, shoe: Shoe<R>, chips: &[u64]) -> Result<Round<R>, RoundError> {
        let max = usize::from(rules.session.seats).clamp(1, MAX_SEATS);
        if chips.is_empty() || chips.len() > max {
            return Err(RoundError::Seats { asked: chips.len(), max });
        }
        // A seat ends a round with at most its chips times this (everything staked, won at the
        // natural's payout or insurance's 2:1, and the stakes back), so checking it here keeps
        // every sum of the round within a chip count.
        // The natural's payout is reckoned as stake times its `win` before the division, so
        // that product must fit too.
        let ratio = rules.blackjack_pays;
        let most_won = u64::from(ratio.win).div_ceil(u64::from(ratio.stake.max(1))).max(2);
        let limit = (u64::MAX / (most_won + 1)).min(u64::MAX / u64::from(ratio.win.max(1)));
        if let Some(&too_many) = chips.iter().find(|&&c| c > limit) {
            return Err(RoundError::TooManyChips { chips: too_many, max: limit });
        }
        let seats = chips
            .iter()
            .map(|&chips| Seat { chips, bet: None, insurance: None, hands: Vec::new() })
            .collect();
        Ok(Round {
            rules: rules.clone(),
            shoe,
            seats,
            dealer: Hand::default(),
            hole_hidden: false,
            peeked: false,
            dealer_drew_out: false,
            box_bets: Vec::new(),
            holders: (0..chips.len()).collect(),
            vacant: vec![false; chips.len()],
            phase: Phase::Betting(0),
            ledger: None,
            events: Vec::new(),
        })
    }

    /// The same round with its boxes held by players: `holders[i]` is the player at box `i` (a
    /// seat of the round). A player's boxes share the player's chips, so they must start with the
    /// same chips: a bet, insurance, a double or a split on one leaves them all, and what the
    /// ledger pays any of them comes to them all.
    pub fn with_holders(mut self, holders: Vec<usize>) -> Result<Round<R>, RoundError> {
        if holders.len() != self.seats.len() {
            return Err(RoundError::Holders { holders: holders.len(), boxes: self.seats.len() });
        }
        for (i, &h) in holders.iter().enumerate() {
            if let Some(j) = holders[..i].iter().position(|&other| other == h)
                && self.seats[j].chips != self.seats[i].chips
            {
                return Err(RoundError::SharedChips { first: j + 1, second: i + 1 });
            }
        }
        self.holders = holders;
        Ok(self)
    }

    /// The same round with the boxes `vacant` (seats of the round, from 0; others are ignored)
    /// kept empty: a player who has stopped keeps their place at the table, so every box keeps
    /// its number, but is never asked for a bet. Call it before the first bet.
    #[must_use]
    pub fn with_vacant(mut self, vacant: &[usize]) -> Round<R> {
        for &seat in vacant {
            if let Some(v) = self.vacant.get_mut(seat) {
                *v = true;
            }
        }
        if let Phase::Betting(first) = self.phase
            && self.is_vacant(first)
        {
            // Betting starts at the first box that plays (a round nobody plays is over).
            let _ = self.next_bettor(first);
        }
        self
    }

    /// Is box `seat` kept empty for a player who no longer plays?
    pub fn is_vacant(&self, seat: usize) -> bool {
        self.vacant.get(seat).copied().unwrap_or(false)
    }

    /// The player at box `seat`.
    pub fn holder(&self, seat: usize) -> usize {
        self.holders.get(seat).copied().unwrap_or(seat)
    }

    /// The boxes held by the player at box `seat`, that box included.
    fn boxes_of(&self, seat: usize) -> Vec<usize> {
        let holder = self.holder(seat);
        (0..self.seats.len()).filter(|&i| self.holder(i) == holder).collect()
    }

    /// Takes `amount` chips from the player at box `seat`: from every box of theirs.
    fn take_chips(&mut self, seat: usize, amount: u64) {
        for i in self.boxes_of(seat) {
            self.seats[i].chips -= amount;
        }
    }

    /// Gives `amount` chips to the player at box `seat`: to every box of theirs.
    fn give_chips(&mut self, seat: usize, amount: u64) {
        for i in self.boxes_of(seat) {
            // Cannot saturate: `Round::new` refused any seat whose best outcome would not fit.
            self.seats[i].chips = self.seats[i].chips.saturating_add(amount);
        }
    }

    /// The table's rules.
    pub fn rules(&self) -> &TableRules {
        &self.rules
    }

    /// The seats: chips, bets, insurance and hands.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// The dealer's cards that are face up (all of them once the round is over).
    pub fn dealer_cards(&self) -> &[Card] {
        let cards = self.dealer.cards.as_slice();
        if self.hole_hidden { &cards[..cards.len().min(1)] } else { cards }
    }

    /// Is the dealer's hole card dealt and still face down?
    pub fn hole_card_hidden(&self) -> bool {
        self.hole_hidden
    }

    /// The dealer's face-up card, once dealt.
    pub fn dealer_up(&self) -> Option<Card> {
        self.dealer.cards.first().copied()
    }

    /// Did the dealer check the hole card for a natural (and find none, if play goes on)?
    pub fn dealer_checked(&self) -> bool {
        self.peeked
    }

    /// Did the dealer draw to the end of the hand by the soft-17 rule? False when no hand was
    /// left for the dealer to beat (every one busted, surrendered or a natural), or the round
    /// ended on a dealer natural.
    pub fn dealer_drew_out(&self) -> bool {
        self.dealer_drew_out
    }

    /// The shoe the round deals from.
    pub fn shoe(&self) -> &Shoe<R> {
        &self.shoe
    }

    /// Gives the shoe back for the next round (its cards are discarded when the round ends).
    pub fn into_shoe(self) -> Shoe<R> {
        self.shoe
    }

    /// What the shoe did during the round (a shuffle, a backup deck opened), oldest first.
    pub fn take_shoe_events(&mut self) -> Vec<ShoeEvent> {
        self.events.append(&mut self.shoe.take_events());
        std::mem::take(&mut self.events)
    }

    /// Is the round over?
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// The settlement, once the round is over.
    pub fn ledger(&self) -> Option<&Ledger> {
        self.ledger.as_ref()
    }

    /// The decision the round waits for, or `None` once it is over.
    pub fn decision(&self) -> Option<Decision> {
        match self.phase {
            Phase::Betting(seat) => Some(self.bet_decision(seat)),
            Phase::Insurance(seat) => {
                let offer = self.offer_to(seat)?;
                Some(Decision::Insurance { seat, max: offer.max, exactly: offer.exactly })
            }
            Phase::Playing(seat, hand) => Some(Decision::Play { seat, hand }),
            Phase::Over => None,
        }
    }

    /// Every move allowed now. Bets and insurance are listed for every allowed amount, up to
    /// [`MAX_LISTED_AMOUNTS`] of them (the smallest ones and the largest); [`Round::decision`]
    /// gives the whole range, and [`Round::check`] accepts any amount in it.
    pub fn legal_moves(&self) -> Vec<Move> {
        let candidates: Vec<Move> = match self.decision() {
            None => Vec::new(),
            Some(Decision::Bet { min, max, step, .. }) => {
                let mut moves: Vec<Move> = amounts(min, max, step).map(Move::Bet).collect();
                moves.push(Move::SitOut);
                moves
            }
            Some(Decision::Insurance { max, exactly, .. }) => {
                let mut moves: Vec<Move> = if exactly {
                    vec![Move::Insure(max)]
                } else {
                    amounts(1, max, 1).map(Move::Insure).collect()
                };
                moves.push(Move::DeclineInsurance);
                moves
            }
            Some(Decision::Play { .. }) => {
                vec![Move::Hit, Move::Stand, Move::Double, Move::Split, Move::Surrender]
            }
        };
        candidates.into_iter().filter(|&m| self.check(m).is_ok()).collect()
    }

    /// Is this move allowed now? If not, the rule that forbids it.
    pub fn check(&self, mv: Move) -> Result<(), MoveError> {
        match self.phase {
            Phase::Over => Err(MoveError::RoundOver),
            Phase::Betting(seat) => match mv {
                Move::SitOut => Ok(()),
                Move::Bet(amount) => {
                    let chips = self.seats.get(seat).map_or(0, |s| s.chips);
                    self.rules.check_bet(amount, chips)?;
                    self.check_box_maximum(seat, amount)?;
                    Ok(())
                }
                _ => Err(MoveError::NotDealt),
            },
            Phase::Insurance(seat) => match mv {
                Move::DeclineInsurance => Ok(()),
                Move::Insure(amount) => self.check_insurance(seat, amount),
                Move::Bet(_) | Move::SitOut => Err(MoveError::BetsClosed),
                _ => Err(MoveError::InsuranceFirst),
            },
            Phase::Playing(seat, hand) => self.check_play(seat, hand, mv),
        }
    }

    /// Places every seat's bet in seat order (`None` sits the seat out; a vacant box's is passed
    /// over), stopping at the first refused bet. The round then waits for insurance or play, or is over if nobody bet.
    pub fn place_bets(&mut self, bets: &[Option<u64>]) -> Result<(), MoveError> {
        for (seat, bet) in bets.iter().enumerate() {
            if !self.is_vacant(seat) {
                self.apply(bet.map_or(Move::SitOut, Move::Bet))?;
            }
        }
        Ok(())
    }

    /// Plays a move for whoever's decision it is; the round then runs on by itself (cards dealt,
    /// hands at 21 stood, the dealer's play, the settlement) up to the next decision.
    pub fn apply(&mut self, mv: Move) -> Result<(), MoveError> {
        self.check(mv)?;
        match (self.phase, mv) {
            (Phase::Betting(seat), Move::Bet(amount)) => self.place_bet(seat, amount),
            (Phase::Betting(seat), _) => self.next_bettor(seat + 1),
            (Phase::Insurance(seat), mv) => self.insure(seat, if let Move::Insure(a) = mv { a } else { 0 }),
            (Phase::Playing(seat, hand), mv) => {
                self.play(seat, hand, mv);
                self.advance_play(seat)
            }
            (Phase::Over, _) => Err(MoveError::RoundOver),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

    #[test]
    fn seats_are_one_to_the_tables_number() {
        let book = table("book");
        assert!(Round::new(&book, Shoe::from_seed(&book, 1), &[]).is_err());
        let err = Round::new(&book, Shoe::from_seed(&book, 1), &[20; 7]).unwrap_err();
        assert_eq!(err.to_string(), "a round at this table has 1 to 6 seats, not 7");
        let fr = table("casino-fr");
        assert!(Round::new(&fr, Shoe::from_seed(&fr, 1), &[100; 7]).is_ok());
    }

    #[test]
    fn everyone_sitting_out_ends_the_round_with_nothing_to_settle() {
        let book = table("book");
        let mut round = Round::new(&book, Shoe::from_seed(&book, 1), &[20, 20]).unwrap();
        play(&mut round, &[Move::SitOut, Move::SitOut]);
        assert!(round.is_over());
        assert!(round.ledger().unwrap().entries.is_empty());
    }

    #[test]
    fn conservation_in_a_sample_round() {
        let fr = table("casino-fr");
        let mut round = round_at(&fr, &[10, 20, 30], "8 A 5 A 8 T 6 K 3 9 T 2");
        let before: u64 = 1000 * 3;
        while let Some(d) = round.decision() {
            let mv = match d {
                Decision::Insurance { max, .. } => Move::Insure(max),
                _ => round.legal_moves()[0],
            };
            round.apply(mv).unwrap();
        }
        let after: u64 = round.seats().iter().map(|s| s.chips).sum();
        let ledger = round.ledger().unwrap();
        assert_eq!(after as i64 - before as i64, -ledger.bank_net());
    }
}
