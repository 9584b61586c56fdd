//! One round of blackjack for 1 to 7 seats against the dealer, as a state machine: the engine
//! says whose decision it is and which moves are legal; an illegal move is refused with the rule
//! that forbids it; the round ends with an itemised [`Ledger`].
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
use crate::game::boxes::{BoxBet, BoxRefusal, BoxState, check_box_bet};
use crate::game::card::{Card, Rank};
use crate::game::hand::{Hand, HandValue};
use crate::game::ledger::Ledger;
use crate::game::legal::{self, PlayMoment, Refusal};
use crate::game::rules::{
    BetRefusal, BetSizing, DealerDraw, HoleCard, Insurance, SplitOrder, TableRules, lcm,
};
use crate::game::shoe::{Shoe, ShoeEvent};

mod settle;

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

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Bet(chips) => write!(f, "bet {chips}"),
            Move::SitOut => f.write_str("sit out"),
            Move::Insure(chips) => write!(f, "insure for {chips}"),
            Move::DeclineInsurance => f.write_str("no insurance"),
            Move::Hit => f.write_str("hit"),
            Move::Stand => f.write_str("stand"),
            Move::Double => f.write_str("double"),
            Move::Split => f.write_str("split"),
            Move::Surrender => f.write_str("surrender"),
        }
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
    phase: Phase,
    ledger: Option<Ledger>,
    events: Vec<ShoeEvent>,
}

/// The most bet or insurance amounts [`Round::legal_moves`] lists for one decision.
pub const MAX_LISTED_AMOUNTS: u64 = 1000;

/// The amounts from `min` to `max` in steps of `step`: all of them, or when there are more than
/// [`MAX_LISTED_AMOUNTS`], the smallest ones and `max`.
fn amounts(min: u64, max: u64, step: u64) -> impl Iterator<Item = u64> {
    let step = step.max(1);
    let count = if max < min { 0 } else { (max - min) / step + 1 };
    let listed = count.min(MAX_LISTED_AMOUNTS - 1);
    let last = (count > listed).then_some(max);
    (0..listed).map(move |i| min + i * step).chain(last)
}

/// Insurance as offered to a seat against the dealer's Ace: the most it may stake, and whether
/// that is the only amount.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct InsuranceOffer {
    /// The largest insurance bet: half the bet, or the chips left when they are fewer.
    pub max: u64,
    /// Whether the insurance is exactly `max` (half the bet) or any amount up to it.
    pub exactly: bool,
}

/// The insurance a seat that bet `bet` and has `chips` left may take: the one place that decides
/// what can be offered, asked by the round before it offers and by whoever asks the player. Half
/// the bet at most, and only what the chips left can pay: where the table takes exactly half, no
/// offer unless the chips cover the whole half; elsewhere up to the chips left. `None` when
/// nothing can be insured (or the table offers no insurance).
pub fn insurance_offer(rules: &TableRules, bet: u64, chips: u64) -> Option<InsuranceOffer> {
    let half = bet / 2;
    match rules.insurance {
        Insurance::None => None,
        Insurance::Half => {
            (half >= 1 && chips >= half).then_some(InsuranceOffer { max: half, exactly: true })
        }
        Insurance::UpToHalf => {
            let max = half.min(chips);
            (max >= 1).then_some(InsuranceOffer { max, exactly: false })
        }
    }
}

/// The step between legal bets at a table: its unit, made a multiple of what keeps every payout whole.
pub fn bet_step(rules: &TableRules) -> u64 {
    lcm(rules.session.bet.unit.max(1), rules.whole_payout_step().max(1))
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
        let ratio = rules.blackjack_pays;
        let most_won = u64::from(ratio.win).div_ceil(u64::from(ratio.stake.max(1))).max(2);
        let limit = u64::MAX / (most_won + 1);
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

    /// The bets placed on boxes other players hold.
    pub fn box_bets(&self) -> &[BoxBet] {
        &self.box_bets
    }

    /// The state of box `on` as a bet by the seat `bettor` on it is considered.
    pub fn box_state(&self, bettor: usize, on: usize) -> BoxState {
        let others: Vec<&BoxBet> = self.box_bets.iter().filter(|b| b.on == on).collect();
        BoxState {
            on,
            boxes: self.seats.len(),
            own: self.holder(bettor) == self.holder(on),
            holder_bet: self.seats.get(on).and_then(|s| s.bet),
            others: others.iter().map(|b| b.stake).sum(),
            other_count: others.len(),
        }
    }

    /// Is a bet of `stake` by the seat `bettor` on box `on` (another seat) allowed now? Bets on
    /// boxes are placed before the deal, before or after the box's own bet.
    pub fn check_box_bet(&self, bettor: usize, on: usize, stake: u64) -> Result<(), MoveError> {
        if !matches!(self.phase, Phase::Betting(_)) {
            return Err(MoveError::BetsClosed);
        }
        check_box_bet(&self.rules, self.box_state(bettor, on), stake)?;
        let chips = self.seats.get(bettor).map_or(0, |s| s.chips);
        self.rules.check_bet(stake, chips)?;
        Ok(())
    }

    /// Places a bet of `stake` by the seat `bettor` on box `on`: its chips leave the bettor's
    /// seat now and come back by the box's original hand. A bet on a box that sits the round out
    /// is handed back at the deal.
    pub fn bet_on_box(&mut self, bettor: usize, on: usize, stake: u64) -> Result<(), MoveError> {
        self.check_box_bet(bettor, on, stake)?;
        self.take_chips(bettor, stake);
        self.box_bets.push(BoxBet { bettor, on, stake });
        Ok(())
    }

    /// Hands back the bets on boxes that sat the round out.
    fn return_box_bets_of_empty_boxes(&mut self) {
        let (played, returned): (Vec<BoxBet>, Vec<BoxBet>) = std::mem::take(&mut self.box_bets)
            .into_iter()
            .partition(|b| self.seats.get(b.on).is_some_and(|s| s.bet.is_some()));
        for b in returned {
            self.give_chips(b.bettor, b.stake);
        }
        self.box_bets = played;
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
            Phase::Betting(seat) => {
                let chips = self.seats.get(seat).map_or(0, |s| s.chips);
                let b = &self.rules.session.bet;
                let mut max = b.max.unwrap_or(u64::MAX).min(chips);
                if b.sizing == BetSizing::Fixed {
                    max = if chips >= b.min { b.min } else { 0 };
                }
                let step = bet_step(&self.rules);
                max -= max.saturating_sub(b.min) % step;
                Some(Decision::Bet { seat, min: b.min, max, step })
            }
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

    /// Where bets behind a box share the box maximum, the holder's bet stays within what they leave.
    fn check_box_maximum(&self, seat: usize, amount: u64) -> Result<(), MoveError> {
        let behind: u64 = self.box_bets.iter().filter(|b| b.on == seat).map(|b| b.stake).sum();
        if self.rules.other_box_bets == crate::game::rules::OtherBoxBets::Behind
            && behind > 0
            && let Some(max) = self.rules.session.bet.max
            && amount.saturating_add(behind) > max
        {
            return Err(BoxRefusal::OverBoxMaximum { max, on_box: behind, box_number: seat + 1 }.into());
        }
        Ok(())
    }

    /// The insurance the seat may take now, by [`insurance_offer`].
    fn offer_to(&self, seat: usize) -> Option<InsuranceOffer> {
        let s = self.seats.get(seat)?;
        insurance_offer(&self.rules, s.bet?, s.chips)
    }

    fn check_insurance(&self, seat: usize, amount: u64) -> Result<(), MoveError> {
        let seat = self.seats.get(seat).ok_or(MoveError::RoundOver)?;
        let half = seat.bet.unwrap_or(0) / 2;
        if amount == 0 {
            return Err(MoveError::InsuranceZero);
        }
        if self.rules.insurance == Insurance::Half && amount != half {
            return Err(MoveError::InsuranceExactlyHalf { half });
        }
        if amount > half {
            return Err(MoveError::InsuranceTooBig { max: half });
        }
        if amount > seat.chips {
            return Err(MoveError::NotEnoughChips { what: "this insurance", need: amount, have: seat.chips });
        }
        Ok(())
    }

    fn check_play(&self, seat_index: usize, hand_index: usize, mv: Move) -> Result<(), MoveError> {
        let seat = self.seats.get(seat_index).ok_or(MoveError::RoundOver)?;
        let h = seat.hands.get(hand_index).ok_or(MoveError::RoundOver)?;
        let Some(action) = mv.action() else {
            return Err(match mv {
                Move::Insure(_) | Move::DeclineInsurance => MoveError::InsuranceNotOffered,
                _ => MoveError::BetsClosed,
            });
        };
        if let Some(refusal) = legal::refusal(&self.rules, &self.moment(seat, h), action) {
            return Err(refusal.into());
        }
        // The rules allow it; can the seat pay for it?
        match action {
            Action::Double | Action::Split if seat.chips < h.stake => Err(MoveError::NotEnoughChips {
                what: if action == Action::Double { "doubling" } else { "splitting" },
                need: h.stake,
                have: seat.chips,
            }),
            Action::Surrender if !h.stake.is_multiple_of(2) => {
                Err(MoveError::SurrenderHalfChip { stake: h.stake })
            }
            _ => Ok(()),
        }
    }

    /// A seat's hand as the rules of play see it.
    fn moment(&self, seat: &Seat, h: &SeatHand) -> PlayMoment {
        let up = self.dealer_up().map_or(Rank::Two, |c| c.rank);
        let seat_hands = u8::try_from(seat.hands.len()).unwrap_or(u8::MAX);
        let mut m = PlayMoment::new(h.hand.ranks(), up, h.hand.from_split, seat_hands);
        m.split_aces = h.split_aces;
        m.doubled = h.doubled;
        m
    }

    /// Places every seat's bet in seat order (`None` sits the seat out), stopping at the first
    /// refused bet. The round then waits for insurance or play, or is over if nobody bet.
    pub fn place_bets(&mut self, bets: &[Option<u64>]) -> Result<(), MoveError> {
        for bet in bets {
            self.apply(bet.map_or(Move::SitOut, Move::Bet))?;
        }
        Ok(())
    }

    /// Plays a move for whoever's decision it is; the round then runs on by itself (cards dealt,
    /// hands at 21 stood, the dealer's play, the settlement) up to the next decision.
    pub fn apply(&mut self, mv: Move) -> Result<(), MoveError> {
        self.check(mv)?;
        match (self.phase, mv) {
            (Phase::Betting(seat), Move::Bet(amount)) => {
                self.take_chips(seat, amount);
                if let Some(s) = self.seats.get_mut(seat) {
                    s.bet = Some(amount);
                }
                self.next_bettor(seat + 1);
            }
            (Phase::Betting(seat), _) => self.next_bettor(seat + 1),
            (Phase::Insurance(seat), mv) => {
                let amount = if let Move::Insure(a) = mv { a } else { 0 };
                self.take_chips(seat, amount);
                if let Some(s) = self.seats.get_mut(seat) {
                    s.insurance = Some(amount);
                }
                self.next_insurer(seat + 1);
            }
            (Phase::Playing(seat, hand), mv) => {
                self.play(seat, hand, mv);
                self.advance_play(seat);
            }
            (Phase::Over, _) => return Err(MoveError::RoundOver),
        }
        Ok(())
    }

    fn draw(&mut self) -> Card {
        self.shoe.draw()
    }

    fn next_bettor(&mut self, seat: usize) {
        if seat < self.seats.len() {
            self.phase = Phase::Betting(seat);
            return;
        }
        self.return_box_bets_of_empty_boxes();
        if self.seats.iter().all(|s| s.bet.is_none()) {
            self.finish(Ledger::default());
            return;
        }
        self.deal();
        self.next_insurer(0);
    }

    fn betting_seats(&self) -> Vec<usize> {
        (0..self.seats.len()).filter(|&i| self.seats[i].bet.is_some()).collect()
    }

    fn deal(&mut self) {
        let order = self.betting_seats();
        for &i in &order {
            let card = self.draw();
            self.seats[i].hands = vec![SeatHand::new(Hand::new(vec![card]), self.seats[i].bet.unwrap_or(0))];
        }
        let up = self.draw();
        self.dealer.push(up);
        for &i in &order {
            let card = self.draw();
            if let Some(h) = self.seats[i].hands.first_mut() {
                h.hand.push(card);
            }
        }
        if self.rules.hole_card == HoleCard::Peek {
            let hole = self.draw();
            self.dealer.push(hole);
            self.hole_hidden = true;
        }
    }

    fn next_insurer(&mut self, from: usize) {
        let offered =
            self.rules.insurance != Insurance::None && self.dealer_up().is_some_and(|c| c.rank.is_ace());
        if offered {
            for i in from..self.seats.len() {
                if self.offer_to(i).is_some() {
                    self.phase = Phase::Insurance(i);
                    return;
                }
            }
        }
        self.after_insurance();
    }

    fn after_insurance(&mut self) {
        let up = self.dealer_up().map_or(Rank::Two, |c| c.rank);
        if self.rules.dealer_peeks_with(up) {
            self.peeked = true;
            if self.dealer.is_natural() {
                self.hole_hidden = false;
                for h in self.seats.iter_mut().flat_map(|s| s.hands.iter_mut()) {
                    h.status = HandStatus::Stood;
                }
                self.settle();
                return;
            }
        }
        self.advance_play(0);
    }

    fn play(&mut self, seat: usize, hand: usize, mv: Move) {
        match mv {
            Move::Stand => self.set_status(seat, hand, HandStatus::Stood),
            Move::Surrender => self.set_status(seat, hand, HandStatus::Surrendered),
            Move::Hit => {
                let card = self.draw();
                if let Some(h) = self.hand_mut(seat, hand) {
                    h.hand.push(card);
                    h.status = after_card(&h.hand);
                }
            }
            Move::Double => {
                let card = self.draw();
                let stake = self.seats[seat].hands.get(hand).map_or(0, |h| h.stake);
                self.take_chips(seat, stake);
                let s = &mut self.seats[seat];
                if let Some(h) = s.hands.get_mut(hand) {
                    h.stake *= 2;
                    h.doubled = true;
                    h.hand.push(card);
                    h.status = if h.hand.is_bust() { HandStatus::Bust } else { HandStatus::Stood };
                }
            }
            Move::Split => {
                let stake = self.seats[seat].hands.get(hand).map_or(0, |h| h.stake);
                self.take_chips(seat, stake);
                let s = &mut self.seats[seat];
                if let Some(h) = s.hands.get_mut(hand)
                    && let Some(second) = h.hand.cards.pop()
                {
                    let aces = second.rank.is_ace();
                    h.hand.from_split = true;
                    h.split_aces = aces;
                    let mut other = SeatHand::new(Hand::from_split(second), h.stake);
                    other.split_aces = aces;
                    s.hands.insert(hand + 1, other);
                }
            }
            Move::Bet(_) | Move::SitOut | Move::Insure(_) | Move::DeclineInsurance => {}
        }
    }

    fn hand_mut(&mut self, seat: usize, hand: usize) -> Option<&mut SeatHand> {
        self.seats.get_mut(seat).and_then(|s| s.hands.get_mut(hand))
    }

    fn set_status(&mut self, seat: usize, hand: usize, status: HandStatus) {
        if let Some(h) = self.hand_mut(seat, hand) {
            h.status = status;
        }
    }

    /// Runs the round from this seat on until a player must decide, dealing split hands their
    /// second card and standing hands at 21; then the dealer plays and the round settles. A
    /// seat's hands are played in the table's split order.
    fn advance_play(&mut self, mut seat: usize) {
        while seat < self.seats.len() {
            let Some(hand) = self.next_hand(seat) else {
                seat += 1;
                continue;
            };
            let Some(h) = self.seats[seat].hands.get(hand) else {
                seat += 1;
                continue;
            };
            if h.hand.len() == 1 {
                let card = self.draw();
                if let Some(h) = self.hand_mut(seat, hand) {
                    h.hand.push(card);
                }
                continue;
            }
            // A hand left nothing to choose but to stand (21, split aces with their card, no chips
            // for the one other move) stands by itself.
            let has_choice = [Move::Hit, Move::Double, Move::Split, Move::Surrender]
                .into_iter()
                .any(|mv| self.check_play(seat, hand, mv).is_ok());
            if !has_choice {
                let status = if h.hand.is_bust() { HandStatus::Bust } else { HandStatus::Stood };
                self.set_status(seat, hand, status);
                continue;
            }
            self.phase = Phase::Playing(seat, hand);
            return;
        }
        self.dealer_turn();
    }

    /// The seat's next hand to play, by the table's split order: the hands lie in the order they
    /// were made, left to right, and every hand on the side already played is done.
    fn next_hand(&self, seat: usize) -> Option<usize> {
        let hands = &self.seats.get(seat)?.hands;
        let playing = |i: &usize| hands[*i].status == HandStatus::Playing;
        match self.rules.split_order {
            SplitOrder::LeftToRight => (0..hands.len()).find(playing),
            SplitOrder::RightToLeft => (0..hands.len()).rev().find(playing),
        }
    }

    fn dealer_must_hit(&self, value: HandValue) -> bool {
        let total = value.total();
        total < 17 || (total == 17 && value.is_soft() && self.rules.dealer_hits_soft_17())
    }

    fn dealer_turn(&mut self) {
        self.hole_hidden = false;
        if self.dealer.len() < 2 {
            let card = self.draw();
            self.dealer.push(card);
        }
        let to_beat = self
            .seats
            .iter()
            .flat_map(|s| &s.hands)
            .any(|h| h.status == HandStatus::Stood && !h.hand.is_natural());
        let draws = to_beat || self.rules.dealer_draw == DealerDraw::Always;
        if draws && !self.dealer.is_natural() {
            while self.dealer_must_hit(self.dealer.value()) {
                let card = self.draw();
                self.dealer.push(card);
            }
            self.dealer_drew_out = true;
        }
        self.settle();
    }
}

/// What a hand becomes after taking a card: bust over 21, stood at 21, still playing under.
fn after_card(hand: &Hand) -> HandStatus {
    if hand.is_bust() {
        HandStatus::Bust
    } else if hand.total() == 21 {
        HandStatus::Stood
    } else {
        HandStatus::Playing
    }
}

/// The order in which a round deals its first cards, for stacking a shoe to build a situation:
/// each player's two cards (seat by seat) and the dealer's up card and, at a peek table, the
/// hole card, in the table's dealing order. Leave `hole` `None` to have it drawn from the shoe.
///
/// ```
/// use bjcoach::game::card::Rank::*;
/// use bjcoach::game::round::deal_order;
/// let book = bjcoach::game::rules::preset("book").unwrap();
/// assert_eq!(deal_order(&book, &[(Ace, Seven)], Six, Some(Ten)), vec![Ace, Six, Seven, Ten]);
/// let it = bjcoach::game::rules::preset("casino-it").unwrap();
/// assert_eq!(deal_order(&it, &[(Ace, Seven), (Ten, Nine)], Six, None), vec![Ace, Ten, Six, Seven, Nine]);
/// ```
pub fn deal_order(rules: &TableRules, players: &[(Rank, Rank)], up: Rank, hole: Option<Rank>) -> Vec<Rank> {
    let mut order: Vec<Rank> = players.iter().map(|p| p.0).collect();
    order.push(up);
    order.extend(players.iter().map(|p| p.1));
    if rules.hole_card == HoleCard::Peek {
        order.extend(hole);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::parse_ranks;
    use crate::game::ledger::{Entry, Verdict, Wager};
    use crate::game::rules::{EnhcLoss, Permission, Surrender, preset};

    fn table(name: &str) -> TableRules {
        preset(name).unwrap()
    }

    /// A round at `rules` whose shoe deals `cards` first (in dealing order), with these bets placed.
    fn round_at(rules: &TableRules, bets: &[u64], cards: &str) -> Round {
        let chips = vec![rules.session.starting_chips; bets.len()];
        let shoe = Shoe::stacked_from_seed(rules, 99, &parse_ranks(cards).unwrap()).unwrap();
        let mut round = Round::new(rules, shoe, &chips).unwrap();
        for &bet in bets {
            round.apply(Move::Bet(bet)).unwrap();
        }
        round
    }

    fn play(round: &mut Round, moves: &[Move]) {
        for &mv in moves {
            round.apply(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
        }
    }

    fn entry(round: &Round, seat: usize, wager: Wager) -> Entry {
        round.ledger().unwrap().entries.iter().find(|e| e.seat == seat && e.wager == wager).unwrap().clone()
    }

    fn hand_entry(round: &Round, seat: usize, hand: usize) -> Entry {
        entry(round, seat, Wager::Hand(hand))
    }

    fn amounts(e: &Entry) -> (Verdict, u64, u64, u64, i64) {
        (e.verdict, e.stake, e.paid, e.returned, e.net)
    }

    fn refusal_of(result: Result<(), MoveError>) -> String {
        result.unwrap_err().to_string()
    }

    fn refusal(round: &Round, mv: Move) -> String {
        round.check(mv).unwrap_err().to_string()
    }

    // --- Settlement of every outcome kind, with exact amounts ---

    #[test]
    fn a_natural_pays_three_to_two() {
        let book = table("book");
        let round = round_at(&book, &[2], "A 9 K 8");
        assert!(round.is_over(), "a natural needs no decision");
        let e = hand_entry(&round, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Natural, 2, 3, 2, 3));
        assert_eq!(e.reason, "a natural pays 3:2");
        assert_eq!(round.seats()[0].chips, 23);
        assert!(!round.dealer_drew_out(), "no hand is left for the dealer to beat");
    }

    #[test]
    fn two_naturals_tie() {
        let book = table("book");
        let mut round = round_at(&book, &[2], "A A K T");
        assert_eq!(round.decision(), Some(Decision::Insurance { seat: 0, max: 1, exactly: false }));
        assert_eq!(round.dealer_cards().len(), 1, "the hole card stays hidden");
        assert!(round.hole_card_hidden());
        play(&mut round, &[Move::DeclineInsurance]);
        assert!(round.is_over());
        assert!(round.dealer_checked());
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Push, 2, 0, 2, 0));
        assert_eq!(round.seats()[0].chips, 20);
    }

    /// A round at `rules` for one seat holding `chips`, with `bet` placed on the deal `cards`.
    fn round_with_chips(rules: &TableRules, chips: u64, bet: u64, cards: &str) -> Round {
        let shoe = Shoe::stacked_from_seed(rules, 99, &parse_ranks(cards).unwrap()).unwrap();
        let mut round = Round::new(rules, shoe, &[chips]).unwrap();
        round.apply(Move::Bet(bet)).unwrap();
        round
    }

    #[test]
    fn insurance_is_offered_only_up_to_the_chips_left() {
        // casino-it insures up to half the bet: a bet of 50 with 20 chips left insures 20 at most.
        let it = table("casino-it");
        assert_eq!(insurance_offer(&it, 50, 20), Some(InsuranceOffer { max: 20, exactly: false }));
        assert_eq!(insurance_offer(&it, 50, 25), Some(InsuranceOffer { max: 25, exactly: false }));
        assert_eq!(insurance_offer(&it, 50, 0), None);
        let mut round = round_with_chips(&it, 70, 50, "6 A 6");
        assert_eq!(round.decision(), Some(Decision::Insurance { seat: 0, max: 20, exactly: false }));
        assert!(round.legal_moves().contains(&Move::Insure(20)));
        assert!(!round.legal_moves().contains(&Move::Insure(21)));
        assert_eq!(refusal(&round, Move::Insure(21)), "this insurance needs 21 more chips and you have 20");
        play(&mut round, &[Move::Insure(20)]);
        assert_eq!(round.seats()[0].chips, 0);
        assert_eq!(round.seats()[0].insurance, Some(20));
    }

    #[test]
    fn exactly_half_is_offered_with_exactly_enough_chips_and_not_one_short() {
        // feral insures exactly half the bet: 10 for a bet of 20.
        let feral = table("feral");
        assert_eq!(insurance_offer(&feral, 20, 10), Some(InsuranceOffer { max: 10, exactly: true }));
        assert_eq!(insurance_offer(&feral, 20, 9), None);
        let mut enough = round_with_chips(&feral, 30, 20, "6 A 6 9");
        assert_eq!(enough.decision(), Some(Decision::Insurance { seat: 0, max: 10, exactly: true }));
        play(&mut enough, &[Move::Insure(10)]);
        assert_eq!(enough.seats()[0].chips, 0);
        let short = round_with_chips(&feral, 29, 20, "6 A 6 9");
        assert_eq!(short.decision(), Some(Decision::Play { seat: 0, hand: 0 }), "no offer one chip short");
        assert_eq!(short.seats()[0].insurance, None);
    }

    #[test]
    fn a_dealer_natural_found_by_the_peek_ends_the_round() {
        let feral = table("feral");
        let mut round = round_at(&feral, &[20, 30], "9 T K 9 9 A");
        assert!(round.is_over(), "a ten up and an Ace in the hole: no one plays");
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 20, 0, 0, -20));
        assert_eq!(amounts(&hand_entry(&round, 1, 0)), (Verdict::Loss, 30, 0, 0, -30));
        assert_eq!(round.ledger().unwrap().bank_net(), 50);
        assert!(round.check(Move::Hit).is_err());
        assert_eq!(refusal(&round, Move::Hit), "the round is over");
        let _ = &mut round;
    }

    #[test]
    fn ordinary_win_push_and_loss() {
        let book = table("book");
        let mut win = round_at(&book, &[2], "T 7 9 T");
        play(&mut win, &[Move::Stand]);
        let e = hand_entry(&win, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason, "19 beats the dealer's 17: paid 1 to 1");
        assert!(win.dealer_drew_out());

        let mut push = round_at(&book, &[2], "T T 7 7");
        play(&mut push, &[Move::Stand]);
        assert_eq!(amounts(&hand_entry(&push, 0, 0)), (Verdict::Push, 2, 0, 2, 0));

        let mut loss = round_at(&book, &[2], "T T 6 8");
        play(&mut loss, &[Move::Stand]);
        let e = hand_entry(&loss, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(e.reason, "16 loses to the dealer's 18");
        assert_eq!(loss.seats()[0].chips, 18);
    }

    #[test]
    fn a_bust_loses_even_when_the_dealer_busts() {
        let book = table("book");
        // Seat 1: T 6, hits K. Seat 2: J 2, stands. Dealer: 6 Q, draws K.
        let mut round = round_at(&book, &[2, 2], "T J 6 6 2 Q K K");
        play(&mut round, &[Move::Hit]);
        assert_eq!(round.seats()[0].hands[0].status, HandStatus::Bust);
        assert_eq!(
            round.decision(),
            Some(Decision::Play { seat: 1, hand: 0 }),
            "a bust ends the hand at once"
        );
        play(&mut round, &[Move::Stand]);
        assert_eq!(round.dealer_cards().len(), 3);
        let bust = hand_entry(&round, 0, 0);
        assert_eq!(amounts(&bust), (Verdict::Bust, 2, 0, 0, -2));
        assert_eq!(bust.reason, "26 is over 21 and loses at once, even though the dealer went over too");
        let e = hand_entry(&round, 1, 0);
        assert_eq!(amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason, "the dealer went over 21 with 26: 12 is paid 1 to 1");
    }

    #[test]
    fn the_dealer_does_not_draw_for_busted_hands() {
        let book = table("book");
        let mut round = round_at(&book, &[2], "T 6 6 Q K");
        play(&mut round, &[Move::Hit]);
        assert!(round.is_over());
        assert_eq!(round.dealer_cards().len(), 2);
        assert!(!round.dealer_drew_out());
    }

    #[test]
    fn a_bet_on_another_box_rides_on_its_original_hand_at_its_own_stake() {
        let it = table("casino-it");
        // Box 1: 5 6 doubled, draws a T: 21. Box 2 bets 20 on box 1. Dealer 9, then 8: 17.
        let chips = vec![1000; 2];
        let shoe = Shoe::stacked_from_seed(&it, 99, &parse_ranks("5 K 9 6 7 T 8").unwrap()).unwrap();
        let mut round = Round::new(&it, shoe, &chips).unwrap();
        round.bet_on_box(1, 0, 20).unwrap();
        assert_eq!(round.seats()[1].chips, 980);
        play(&mut round, &[Move::Bet(10), Move::Bet(10), Move::Double, Move::Stand]);
        let on_box = entry(&round, 1, Wager::OnBox(0));
        // The holder's double is the holder's own: the bet on the box wins its 20 at 1 to 1.
        assert_eq!(amounts(&on_box), (Verdict::Win, 20, 20, 20, 20));
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Win, 20, 20, 20, 20));
        // Its own box, K 7, ties the dealer's 17.
        assert_eq!(round.seats()[1].chips, 1000 - 20 - 10 + 40 + 10);
        assert_eq!(round.ledger().unwrap().bank_net(), -40);
    }

    #[test]
    fn casino_it_refuses_a_fourth_bet_on_a_box() {
        // Seed 004: at most three bets on a box, its holder's included.
        let it = table("casino-it");
        let shoe = Shoe::from_seed(&it, 5);
        let mut round = Round::new(&it, shoe, &[1000; 4]).unwrap();
        round.bet_on_box(1, 0, 10).unwrap();
        round.bet_on_box(2, 0, 10).unwrap();
        assert_eq!(
            refusal_of(round.bet_on_box(3, 0, 10)),
            "a box takes at most 3 bets at this table, its holder's included; box 1 has them all"
        );
        assert_eq!(round.seats()[3].chips, 1000, "a refused bet takes no chips");
    }

    #[test]
    fn casino_fr_keeps_a_box_and_the_bets_behind_it_within_the_maximum() {
        // Seed 001: bets behind a box stay within the maximum authorised for the hand.
        let fr = table("casino-fr");
        let mut round = Round::new(&fr, Shoe::from_seed(&fr, 5), &[2000; 2]).unwrap();
        round.bet_on_box(1, 0, 300).unwrap();
        assert_eq!(
            refusal(&round, Move::Bet(800)),
            "the bets on a box stay within the box maximum of 1000 chips; 300 are on box 1 already"
        );
        assert!(round.check(Move::Bet(700)).is_ok());
        // A table without such bets refuses them with its rule.
        let mut book = Round::new(&table("book"), Shoe::from_seed(&table("book"), 5), &[20; 2]).unwrap();
        assert!(refusal_of(book.bet_on_box(1, 0, 2)).contains("every bet is on the bettor's own box"));
    }

    #[test]
    fn boxes_of_one_player_share_the_players_chips() {
        // Seed 001: a seated player may also play a vacant box.
        let fr = table("casino-fr");
        let shoe = Shoe::stacked_from_seed(&fr, 99, &parse_ranks("5 8 9 6 8 T 9").unwrap()).unwrap();
        let mut round = Round::new(&fr, shoe, &[30, 30]).unwrap().with_holders(vec![0, 0]).unwrap();
        play(&mut round, &[Move::Bet(10), Move::Bet(10)]);
        assert_eq!(round.seats().iter().map(|s| s.chips).collect::<Vec<_>>(), vec![10, 10]);
        // Box 1 doubles its 11 with the last 10 chips: box 2 may no longer split its eights.
        play(&mut round, &[Move::Double]);
        assert_eq!(round.seats()[1].chips, 0);
        assert_eq!(refusal(&round, Move::Split), "splitting needs 10 more chips and you have 0");
        play(&mut round, &[Move::Stand]);
        let ledger = round.ledger().unwrap();
        let collected = ledger.seat_collects(0) + ledger.seat_collects(1);
        assert_eq!(round.seats()[0].chips, collected);
        assert_eq!(round.seats()[1].chips, collected);
        let uneven = Round::new(&fr, Shoe::from_seed(&fr, 1), &[30, 20]).unwrap().with_holders(vec![0, 0]);
        assert_eq!(uneven.unwrap_err(), RoundError::SharedChips { first: 1, second: 2 });
    }

    #[test]
    fn a_bet_on_a_box_that_sits_out_comes_back() {
        let it = table("casino-it");
        let mut round = Round::new(&it, Shoe::from_seed(&it, 5), &[1000; 2]).unwrap();
        round.bet_on_box(1, 0, 50).unwrap();
        round.place_bets(&[None, Some(10)]).unwrap();
        assert!(round.box_bets().is_empty());
        assert_eq!(round.seats()[1].chips, 990);
    }

    #[test]
    fn a_table_whose_dealer_always_draws_finishes_his_hand_over_busted_ones() {
        let mut always = table("book");
        always.dealer_draw = DealerDraw::Always;
        // Player T 6 hits a Q and busts; dealer 6 K draws to 17 or more all the same.
        let mut round = round_at(&always, &[2], "T 6 6 K Q 3");
        play(&mut round, &[Move::Hit]);
        assert!(round.is_over());
        assert!(round.dealer_drew_out());
        assert_eq!(round.dealer_cards().len(), 3);
        // The settlement does not change: a bust loses whatever the dealer makes.
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Bust, 2, 0, 0, -2));
    }

    #[test]
    fn doubles_win_and_lose_the_whole_doubled_stake() {
        let book = table("book");
        let mut win = round_at(&book, &[2], "5 9 6 7 T 2");
        play(&mut win, &[Move::Double]);
        let h = &win.seats()[0].hands[0];
        assert_eq!((h.hand.len(), h.stake, h.doubled), (3, 4, true), "exactly one card after a double");
        let e = hand_entry(&win, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Win, 4, 4, 4, 4));
        assert_eq!(e.reason, "doubled 21 beats the dealer's 18: paid 1 to 1");
        assert_eq!(win.seats()[0].chips, 24);

        let mut loss = round_at(&book, &[2], "5 T 6 8 2");
        play(&mut loss, &[Move::Double]);
        assert_eq!(amounts(&hand_entry(&loss, 0, 0)), (Verdict::Loss, 4, 0, 0, -4));
        assert_eq!(loss.seats()[0].chips, 16);
    }

    #[test]
    fn split_aces_take_one_card_and_a_split_21_pays_even() {
        let book = table("book");
        let mut round = round_at(&book, &[2], "A 9 A 7 K 5 2");
        assert!(round.legal_moves().contains(&Move::Split));
        play(&mut round, &[Move::Split]);
        assert!(round.is_over(), "split aces stand on their one card");
        let hands = &round.seats()[0].hands;
        assert_eq!(hands.len(), 2);
        assert!(hands.iter().all(|h| h.hand.len() == 2 && h.split_aces && h.hand.from_split));
        assert!(!hands[0].hand.is_natural());
        let e = hand_entry(&round, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason, "21 after a split is not a natural: paid 1 to 1");
        assert_eq!(amounts(&hand_entry(&round, 0, 1)), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(round.seats()[0].chips, 20);
    }

    #[test]
    fn split_hands_are_played_from_the_players_right_at_casino_fr() {
        let fr = table("casino-fr");
        // Seat: 8 8 against the dealer's 6. The right hand (made last) is played first: 8+3
        // doubled (DAS) draws T; then the left hand, 8+9. Seed 001 says so of French casinos.
        let mut round = round_at(&fr, &[10], "8 6 8 3 T 9 T 5");
        play(&mut round, &[Move::Split]);
        assert_eq!(round.seats()[0].chips, 980);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 1 }));
        play(&mut round, &[Move::Double]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 0 }));
        play(&mut round, &[Move::Stand]);
        // Dealer: 6, then T (16), then 5: 21.
        assert_eq!(round.dealer_cards().len(), 3);
        assert_eq!(amounts(&hand_entry(&round, 0, 1)), (Verdict::Push, 20, 0, 20, 0));
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
        assert_eq!(round.seats()[0].chips, 990);
    }

    #[test]
    fn split_hands_are_played_left_to_right_at_the_book() {
        let book = table("book");
        // Seat: 8 8 against the dealer's 6 (hole T). The left hand takes the 3 and is played first.
        let mut round = round_at(&book, &[2], "8 6 8 T 3 9 5");
        play(&mut round, &[Move::Split]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 0 }));
        assert_eq!(round.seats()[0].hands[0].hand.total(), 11);
        play(&mut round, &[Move::Stand]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 1 }));
        assert_eq!(round.seats()[0].hands[1].hand.total(), 17);
    }

    #[test]
    fn a_resplit_hand_on_the_right_is_played_before_the_hands_to_its_left() {
        let fr = table("casino-fr");
        // 8 8, split; the right hand draws another 8 and is split again: the new rightmost hand is
        // played first, then the middle one, then the first.
        let mut round = round_at(&fr, &[10], "8 6 8 8 T 9 7");
        play(&mut round, &[Move::Split, Move::Split]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 2 }));
        assert_eq!(round.seats()[0].hands[2].hand.total(), 18);
        play(&mut round, &[Move::Stand]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 1 }));
        assert_eq!(round.seats()[0].hands[1].hand.total(), 17);
        play(&mut round, &[Move::Stand]);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 0, hand: 0 }));
    }

    #[test]
    fn late_surrender_returns_half() {
        let mut late = table("feral");
        late.surrender = Surrender::Late;
        let mut round = round_at(&late, &[20], "T T 6 7");
        assert!(round.dealer_checked());
        assert!(round.legal_moves().contains(&Move::Surrender));
        play(&mut round, &[Move::Surrender]);
        let e = hand_entry(&round, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Surrendered, 20, 0, 10, -10));
        assert_eq!(e.reason, "surrendered after the dealer found no natural: half the stake comes back");
    }

    #[test]
    fn no_hole_card_surrender_keeps_half_whatever_the_dealers_second_card() {
        let fr = table("casino-fr");
        let mut round = round_at(&fr, &[10], "T K 6 A");
        play(&mut round, &[Move::Surrender]);
        assert!(round.seats()[0].hands[0].status == HandStatus::Surrendered);
        assert!(round.dealer_cards().len() == 2 && round.dealer_cards()[1].rank == Rank::Ace);
        let e = hand_entry(&round, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Surrendered, 10, 0, 5, -5));
        assert!(e.reason.contains("whatever it is"), "{}", e.reason);
    }

    #[test]
    fn insurance_up_to_half_wins_and_loses() {
        let book = table("book");
        let mut won = round_at(&book, &[2], "T A 8 K");
        assert_eq!(won.legal_moves(), vec![Move::Insure(1), Move::DeclineInsurance]);
        assert_eq!(refusal(&won, Move::Insure(2)), "insurance is at most half your bet: 1 chips");
        assert_eq!(refusal(&won, Move::Hit), "first decide on insurance: take it or decline it");
        play(&mut won, &[Move::Insure(1)]);
        assert!(won.is_over());
        let ins = entry(&won, 0, Wager::Insurance);
        assert_eq!(amounts(&ins), (Verdict::InsuranceWon, 1, 2, 1, 2));
        assert_eq!(amounts(&hand_entry(&won, 0, 0)), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(won.seats()[0].chips, 20, "insured for half: the round costs nothing");

        let mut lost = round_at(&book, &[2], "T A 9 7");
        play(&mut lost, &[Move::Insure(1), Move::Stand]);
        let ins = entry(&lost, 0, Wager::Insurance);
        assert_eq!(amounts(&ins), (Verdict::InsuranceLost, 1, 0, 0, -1));
        assert_eq!(ins.reason, "the dealer had no natural: the insurance is lost");
        // 19 against the dealer's soft 18: the hand wins 2, the insurance cost 1.
        assert_eq!(lost.seats()[0].chips, 21);
    }

    #[test]
    fn insurance_of_exactly_half() {
        let feral = table("feral");
        let mut won = round_at(&feral, &[20], "T A 8 K");
        assert_eq!(won.legal_moves(), vec![Move::Insure(10), Move::DeclineInsurance]);
        assert_eq!(
            refusal(&won, Move::Insure(5)),
            "insurance at this table is exactly half your bet: 10 chips"
        );
        play(&mut won, &[Move::Insure(10)]);
        assert_eq!(amounts(&entry(&won, 0, Wager::Insurance)), (Verdict::InsuranceWon, 10, 20, 10, 20));

        let mut lost = round_at(&feral, &[20], "T A 8 7");
        play(&mut lost, &[Move::Insure(10), Move::Stand]);
        assert_eq!(amounts(&entry(&lost, 0, Wager::Insurance)), (Verdict::InsuranceLost, 10, 0, 0, -10));
    }

    #[test]
    fn insurance_under_no_hole_card_settles_after_the_dealers_second_card() {
        let fr = table("casino-fr");
        let mut round = round_at(&fr, &[10], "T A 8 K");
        play(&mut round, &[Move::Insure(5), Move::Stand]);
        assert_eq!(amounts(&entry(&round, 0, Wager::Insurance)), (Verdict::InsuranceWon, 5, 10, 5, 10));
        assert_eq!(amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
    }

    #[test]
    fn a_no_hole_card_dealer_natural_takes_doubled_and_split_bets() {
        let fr = table("casino-fr");
        let mut doubled = round_at(&fr, &[10], "5 T 6 T A");
        play(&mut doubled, &[Move::Double]);
        let e = hand_entry(&doubled, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Loss, 20, 0, 0, -20));
        assert_eq!(
            e.reason,
            "the dealer's natural beats a 21 made with more than two cards; a dealer natural takes the \
             doubled stake too at this no-hole-card table"
        );

        let mut split = round_at(&fr, &[10], "8 K 8 2 9 A");
        play(&mut split, &[Move::Split, Move::Stand, Move::Stand]);
        assert_eq!(amounts(&hand_entry(&split, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
        let e = hand_entry(&split, 0, 1);
        assert_eq!(amounts(&e), (Verdict::Loss, 10, 0, 0, -10));
        assert!(e.reason.ends_with("takes the split bet too at this no-hole-card table"), "{}", e.reason);
        assert_eq!(split.seats()[0].chips, 980);
    }

    #[test]
    fn a_no_hole_card_table_that_takes_the_original_bet_only_returns_the_rest() {
        let mut fr = table("casino-fr");
        fr.enhc_blackjack_takes = Some(EnhcLoss::Original);
        let mut doubled = round_at(&fr, &[10], "5 T 6 T A");
        play(&mut doubled, &[Move::Double]);
        let e = hand_entry(&doubled, 0, 0);
        assert_eq!(amounts(&e), (Verdict::Loss, 20, 0, 10, -10));
        assert!(e.reason.ends_with("the double comes back"));

        let mut split = round_at(&fr, &[10], "8 K 8 2 9 A");
        play(&mut split, &[Move::Split, Move::Stand, Move::Stand]);
        assert_eq!(amounts(&hand_entry(&split, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
        assert_eq!(amounts(&hand_entry(&split, 0, 1)), (Verdict::Push, 10, 0, 10, 0));
    }

    #[test]
    fn a_player_natural_under_no_hole_card_waits_for_the_dealers_second_card() {
        let it = table("casino-it");
        let tie = round_at(&it, &[10], "A T K A");
        assert_eq!(amounts(&hand_entry(&tie, 0, 0)), (Verdict::Push, 10, 0, 10, 0));
        let win = round_at(&it, &[10], "A T K 9");
        assert_eq!(amounts(&hand_entry(&win, 0, 0)), (Verdict::Natural, 10, 15, 10, 15));
    }

    #[test]
    fn a_round_that_empties_the_books_stock_opens_the_backup_deck() {
        let book = table("book");
        let mut shoe = Shoe::from_seed(&book, 4);
        // Leave only 3 cards in the stock for a round that needs at least 4.
        let _ = (0..49).map(|_| shoe.draw()).count();
        shoe.take_events();
        let mut round = Round::new(&book, shoe, &[20]).unwrap();
        play(&mut round, &[Move::Bet(2)]);
        while round.decision().is_some() {
            let mv =
                if round.legal_moves().contains(&Move::Stand) { Move::Stand } else { Move::DeclineInsurance };
            play(&mut round, &[mv]);
        }
        let events = round.take_shoe_events();
        assert_eq!(events[0], ShoeEvent::BackupDeckOpened, "{events:?}");
        assert_eq!(events.last(), Some(&ShoeEvent::Shuffled), "the book shuffles after the round");
        assert_eq!(round.seats()[0].chips as i64, 20 + round.ledger().unwrap().seat_net(0));
        assert_eq!(round.into_shoe().remaining(), 52);
    }

    #[test]
    fn bets_for_every_seat_at_once() {
        let feral = table("feral");
        let mut round = Round::new(&feral, Shoe::from_seed(&feral, 2), &[100, 100, 100]).unwrap();
        let err = round.place_bets(&[Some(20), None, Some(25)]).unwrap_err();
        assert_eq!(err.to_string(), "bets are made in units of 10 chips");
        assert_eq!(round.decision(), Some(Decision::Bet { seat: 2, min: 10, max: 100, step: 10 }));
        round.place_bets(&[Some(30)]).unwrap();
        assert_eq!(round.seats().iter().map(|s| s.bet).collect::<Vec<_>>(), vec![Some(20), None, Some(30)]);
        assert!(round.seats()[1].hands.is_empty(), "a seat that sits out gets no cards");
    }

    #[test]
    fn the_ledger_explains_every_entry() {
        let fr = table("casino-fr");
        // Seat 1: 8 8 split, played from the right: the right 8+3 doubled to 21, the left 8+T
        // stands on 18.
        // Seat 2: A K, a natural. Seat 3: T 6 surrenders. Dealer: 9, then 7 and 2: 18.
        let mut round = round_at(&fr, &[10, 20, 30], "8 A T 9 8 K 6 3 T T 7 2");
        play(&mut round, &[Move::Split, Move::Double, Move::Stand, Move::Surrender]);
        insta::assert_snapshot!(round.ledger().unwrap().to_string(), @r"
        seat 1 hand 1: staked 10, push, paid 0, returned 10, net +0: 18 ties the dealer's 18: the stake comes back
        seat 1 hand 2: staked 20, win, paid 20, returned 20, net +20: doubled 21 beats the dealer's 18: paid 1 to 1
        seat 2 hand 1: staked 20, natural, paid 30, returned 20, net +30: a natural pays 3:2
        seat 3 hand 1: staked 30, surrender, paid 0, returned 15, net -15: surrendered before the dealer's second card: half the stake comes back whatever it is
        ");
    }

    #[test]
    fn a_rich_player_gets_a_bounded_list_of_bets() {
        let mut feral = table("feral");
        feral.session.starting_chips = 1_000_000_000;
        let round = Round::new(&feral, Shoe::from_seed(&feral, 2), &[1_000_000_000]).unwrap();
        let moves = round.legal_moves();
        assert_eq!(moves.len() as u64, MAX_LISTED_AMOUNTS + 1);
        assert_eq!(moves[moves.len() - 2], Move::Bet(1_000_000_000));
        assert!(round.check(Move::Bet(123_456_780)).is_ok(), "any amount in the range is accepted");
        assert_eq!(super::amounts(10, 40, 10).collect::<Vec<_>>(), vec![10, 20, 30, 40]);
        assert_eq!(super::amounts(10, 5, 10).count(), 0);
    }

    // --- Dealing and the dealer's play ---

    #[test]
    fn cards_are_dealt_in_the_tables_order() {
        let book = table("book");
        let round = round_at(&book, &[2, 2], "2 3 4 5 6 7");
        let ranks = |s: usize| round.seats()[s].hands[0].hand.ranks().collect::<Vec<_>>();
        assert_eq!(ranks(0), vec![Rank::Two, Rank::Five]);
        assert_eq!(ranks(1), vec![Rank::Three, Rank::Six]);
        assert_eq!(round.dealer_cards().iter().map(|c| c.rank).collect::<Vec<_>>(), vec![Rank::Four]);
        assert_eq!(round.dealer_up().unwrap().rank, Rank::Four);

        let it = table("casino-it");
        let round = round_at(&it, &[10, 10], "2 3 4 5 6 7");
        assert_eq!(round.dealer.cards.len(), 1, "no hole card before the players act");
        assert_eq!(round.seats()[1].hands[0].hand.ranks().collect::<Vec<_>>(), vec![Rank::Three, Rank::Six]);
    }

    #[test]
    fn the_dealer_follows_the_tables_soft_17_rule() {
        for (name, drew) in [("quebec-h17", true), ("quebec-s17", false)] {
            let q = table(name);
            let mut round = round_at(&q, &[10], "T A 8 6 3");
            play(&mut round, &[Move::DeclineInsurance, Move::Stand]);
            let dealer: Vec<Rank> = round.dealer_cards().iter().map(|c| c.rank).collect();
            assert_eq!(dealer.len() == 3, drew, "{name}: {dealer:?}");
            let verdict = hand_entry(&round, 0, 0).verdict;
            // H17: soft 17 + 3 = 20 beats 18. S17: 18 beats 17.
            assert_eq!(verdict, if drew { Verdict::Loss } else { Verdict::Win }, "{name}");
        }
    }

    #[test]
    fn a_hand_reaching_21_stands_by_itself() {
        let book = table("book");
        let mut round = round_at(&book, &[2, 2], "5 9 9 6 8 K T");
        play(&mut round, &[Move::Hit]);
        assert_eq!(round.seats()[0].hands[0].hand.total(), 21);
        assert_eq!(round.seats()[0].hands[0].status, HandStatus::Stood);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 1, hand: 0 }));
    }

    // --- Legal moves of every preset ---

    #[test]
    fn bets_follow_the_tables_limits() {
        let book = table("book");
        let round = Round::new(&book, Shoe::from_seed(&book, 1), &[20, 1]).unwrap();
        assert_eq!(round.decision(), Some(Decision::Bet { seat: 0, min: 2, max: 2, step: 2 }));
        assert_eq!(round.legal_moves(), vec![Move::Bet(2), Move::SitOut]);
        assert_eq!(refusal(&round, Move::Bet(4)), "every hand bets exactly 2 chips at this table");
        assert_eq!(refusal(&round, Move::Hit), "the cards are not dealt yet: place a bet or sit out");
        let mut round = round;
        play(&mut round, &[Move::Bet(2)]);
        assert_eq!(round.legal_moves(), vec![Move::SitOut], "a player with 1 chip cannot bet");

        let feral = table("feral");
        let round = Round::new(&feral, Shoe::from_seed(&feral, 1), &[45]).unwrap();
        assert_eq!(round.decision(), Some(Decision::Bet { seat: 0, min: 10, max: 40, step: 10 }));
        assert_eq!(round.legal_moves().len(), 5);
        assert_eq!(refusal(&round, Move::Bet(15)), "bets are made in units of 10 chips");
        assert_eq!(refusal(&round, Move::Bet(50)), "you have only 45 chips");

        let q = table("quebec-s17");
        let round = Round::new(&q, Shoe::from_seed(&q, 1), &[1000]).unwrap();
        assert_eq!(refusal(&round, Move::Bet(510)), "the maximum bet at this table is 500 chips");

        let mut odd = table("feral");
        odd.session.bet.unit = 1;
        odd.session.bet.min = 2;
        let round = Round::new(&odd, Shoe::from_seed(&odd, 1), &[100]).unwrap();
        assert!(refusal(&round, Move::Bet(11)).contains("would need a half chip"));
        assert!(round.check(Move::Bet(12)).is_ok());
    }

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
    fn book_moves() {
        let book = table("book");
        // Any total may be doubled, on the first two cards only.
        let mut round = round_at(&book, &[2], "T 7 5 9 2");
        assert_eq!(round.legal_moves(), vec![Move::Hit, Move::Stand, Move::Double]);
        assert_eq!(refusal(&round, Move::Surrender), "this table does not offer surrender");
        assert_eq!(
            refusal(&round, Move::Split),
            "only two cards of the same rank can be split here (K-K yes, K-Q no)"
        );
        play(&mut round, &[Move::Hit]);
        assert_eq!(refusal(&round, Move::Double), "you can only double on your first two cards");
        assert_eq!(refusal(&round, Move::Split), "you can only split a hand of two cards");
        assert_eq!(
            refusal(&round, Move::Bet(2)),
            "bets are placed before the deal; this round's bets are down"
        );

        // K-Q is no pair at the book; one split only, no double after it.
        let round = round_at(&book, &[2], "K 7 Q 9");
        assert!(!round.legal_moves().contains(&Move::Split));
        let mut round = round_at(&book, &[2], "8 7 8 9 8 2");
        play(&mut round, &[Move::Split]);
        assert_eq!(refusal(&round, Move::Split), "at this table a seat may hold at most 2 hands");
        assert_eq!(refusal(&round, Move::Double), "this table does not allow doubling after a split");
        assert_eq!(round.legal_moves(), vec![Move::Hit, Move::Stand]);
    }

    #[test]
    fn casino_fr_moves() {
        let fr = table("casino-fr");
        // Any two ten-value cards are a pair; up to four hands; double after split allowed.
        let mut round = round_at(&fr, &[10], "K 6 Q J T Q");
        assert_eq!(
            round.legal_moves(),
            vec![Move::Hit, Move::Stand, Move::Double, Move::Split, Move::Surrender]
        );
        play(&mut round, &[Move::Split]);
        // The right hand, made last, is played first: it takes the next card.
        assert_eq!(round.seats()[0].hands[1].hand.ranks().collect::<Vec<_>>(), vec![Rank::Queen, Rank::Jack]);
        assert_eq!(refusal(&round, Move::Surrender), "a hand made by splitting cannot be surrendered");
        play(&mut round, &[Move::Split]);
        play(&mut round, &[Move::Split]);
        assert_eq!(round.seats()[0].hands.len(), 4);
        assert_eq!(refusal(&round, Move::Split), "at this table a seat may hold at most 4 hands");
        assert!(round.check(Move::Double).is_ok(), "double after split");

        // Surrender is refused against an Ace.
        let round = round_at(&fr, &[10], "T A 6");
        assert_eq!(round.decision(), Some(Decision::Insurance { seat: 0, max: 5, exactly: false }));
        let mut round = round;
        play(&mut round, &[Move::DeclineInsurance]);
        assert_eq!(refusal(&round, Move::Surrender), "surrender is refused when the dealer shows an Ace");

        // Aces are split once.
        let mut round = round_at(&fr, &[10], "A 6 A A 9");
        play(&mut round, &[Move::Split]);
        assert_eq!(round.decision(), None, "split aces stand, even on a second Ace");
        assert_eq!(round.seats()[0].hands.len(), 2);
    }

    #[test]
    fn resplitting_aces_where_a_table_allows_it() {
        let mut fr = table("casino-fr");
        fr.resplit_aces = Permission::Allowed;
        let mut round = round_at(&fr, &[10], "A 6 A A 9 8 7 5");
        play(&mut round, &[Move::Split]);
        assert_eq!(round.legal_moves(), vec![Move::Stand, Move::Split]);
        assert_eq!(refusal(&round, Move::Hit), "split aces take one card each and nothing more");
        play(&mut round, &[Move::Split]);
        assert!(round.is_over());
        assert_eq!(round.seats()[0].hands.len(), 3);
        assert!(round.seats()[0].hands.iter().all(|h| h.hand.len() == 2));
    }

    #[test]
    fn casino_fr_refuses_a_second_split_of_aces_in_words() {
        // Reached only when a table lets a split ace decide, e.g. with more hands than aces allow.
        let mut fr = table("casino-fr");
        let mut round = round_at(&fr, &[10], "A 6 A");
        fr.resplit_aces = Permission::Forbidden;
        round.seats[0].hands = vec![SeatHand {
            hand: Hand { cards: round.seats[0].hands[0].hand.cards.clone(), from_split: true },
            stake: 10,
            doubled: false,
            split_aces: true,
            status: HandStatus::Playing,
        }];
        assert_eq!(refusal(&round, Move::Split), "at this table a pair of aces is split only once");
    }

    #[test]
    fn feral_moves() {
        let feral = table("feral");
        let mut round = round_at(&feral, &[20], "9 6 9 T 9");
        assert_eq!(round.legal_moves(), vec![Move::Hit, Move::Stand, Move::Double, Move::Split]);
        play(&mut round, &[Move::Split]);
        assert_eq!(refusal(&round, Move::Double), "this table does not allow doubling after a split");
        assert_eq!(refusal(&round, Move::Split), "at this table a seat may hold at most 2 hands");
        let round = round_at(&feral, &[20], "Q 6 K T");
        assert!(round.legal_moves().contains(&Move::Split), "same value: Q-K is a pair");
        assert_eq!(refusal(&round, Move::Surrender), "this table does not offer surrender");
    }

    #[test]
    fn quebec_moves() {
        for name in ["quebec-h17", "quebec-s17"] {
            let q = table(name);
            let mut round = round_at(&q, &[10], "5 6 5 T 5 2 3 4");
            play(&mut round, &[Move::Split]);
            assert!(round.check(Move::Double).is_ok(), "{name}: double after split");
            play(&mut round, &[Move::Split]);
            assert_eq!(round.seats()[0].hands.len(), 3);
            let round = round_at(&q, &[10], "5 6 9");
            assert_eq!(refusal(&round, Move::Surrender), "this table does not offer surrender");
            assert!(round.check(Move::Double).is_ok());
            // A two-card 21 stands on its own, so it is never offered a double.
            let round = round_at(&q, &[10, 10], "A 9 6 K 8");
            assert_eq!(round.decision(), Some(Decision::Play { seat: 1, hand: 0 }));
        }
    }

    #[test]
    fn casino_it_moves() {
        let it = table("casino-it");
        let round = round_at(&it, &[10], "6 5 2");
        assert_eq!(
            refusal(&round, Move::Double),
            "at this table you may double only on a total of 9, 10 or 11"
        );
        assert!(!round.legal_moves().contains(&Move::Double));
        let round = round_at(&it, &[10], "6 5 3");
        assert!(round.legal_moves().contains(&Move::Double));
        let round = round_at(&it, &[10], "A 5 8");
        assert!(!round.legal_moves().contains(&Move::Double), "soft 19 is not 9-11");
        let mut round = round_at(&it, &[10], "5 6 5 5");
        play(&mut round, &[Move::Split]);
        assert_eq!(refusal(&round, Move::Double), "this table does not allow doubling after a split");
        assert_eq!(refusal(&round, Move::Split), "at this table a seat may hold at most 2 hands");
    }

    #[test]
    fn doubles_and_splits_need_the_chips() {
        let feral = table("feral");
        let shoe = Shoe::stacked_from_seed(&feral, 1, &parse_ranks("8 6 8").unwrap()).unwrap();
        let mut round = Round::new(&feral, shoe, &[30]).unwrap();
        play(&mut round, &[Move::Bet(20)]);
        assert_eq!(refusal(&round, Move::Double), "doubling needs 20 more chips and you have 10");
        assert_eq!(refusal(&round, Move::Split), "splitting needs 20 more chips and you have 10");
        assert_eq!(round.legal_moves(), vec![Move::Hit, Move::Stand]);
    }

    #[test]
    fn legal_doubles_agree_with_the_tables_rule() {
        for rules in crate::game::rules::presets().unwrap() {
            for a in Rank::ALL {
                for b in Rank::ALL {
                    let shoe = Shoe::from_seed(&rules, 5);
                    let mut shoe = shoe;
                    if shoe.stack_ranks(&deal_order(&rules, &[(a, b)], Rank::Six, Some(Rank::Nine))).is_err()
                    {
                        continue;
                    }
                    let mut round = Round::new(&rules, shoe, &[rules.session.starting_chips]).unwrap();
                    round.apply(Move::Bet(rules.session.bet.min)).unwrap();
                    if round.decision().is_none() {
                        continue;
                    }
                    let legal = round.legal_moves();
                    assert_eq!(
                        legal.contains(&Move::Double),
                        rules.may_double(a, b, false, false),
                        "{}",
                        rules.id
                    );
                    assert_eq!(legal.contains(&Move::Split), rules.may_split(a, b, 1), "{}", rules.id);
                }
            }
        }
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
