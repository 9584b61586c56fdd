//! A session of several rounds under the table's session rules: the players' chips, the bank's
//! reserve with its notional top-ups, the number of rounds, players who can no longer bet, and
//! who wins.
//!
//! ```
//! use bjcoach::game::round::{Decision, Move};
//! use bjcoach::game::table_session::Session;
//! use bjcoach::game::shoe::Shoe;
//! let book = bjcoach::game::rules::preset("book").unwrap();
//! let mut session = Session::new(&book, Shoe::from_seed(&book, 3), 2).unwrap();
//! while !session.is_over() {
//!     let round = session.start_round().unwrap();
//!     while let Some(decision) = round.decision() {
//!         let mv = match decision {
//!             Decision::Bet { min, .. } => Move::Bet(min),
//!             Decision::Insurance { .. } => Move::DeclineInsurance,
//!             Decision::Play { .. } => Move::Stand,
//!         };
//!         round.apply(mv).unwrap();
//!     }
//!     session.finish_round().unwrap();
//! }
//! assert_eq!(session.rounds_played(), 10);
//! assert!(session.chips_are_conserved());
//! ```

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::game::boxes::{BoxRefusal, check_boxes};
use crate::game::ledger::Ledger;
use crate::game::round::{Round, RoundError};
use crate::game::rules::{BankTopUp, SessionGoal, TableRules};
use crate::game::shoe::Shoe;

/// One player of a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    /// Chips held between rounds.
    pub chips: u64,
    /// Whether the player has stopped because they could no longer make the smallest bet.
    pub stopped: bool,
}

/// The bank of a table where a person holds it: its chips and the notional chips added to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Bank {
    /// Chips the bank holds, notional ones included.
    pub chips: u64,
    /// Notional chips added so far so the bank could cover a round; they are part of `chips`.
    pub notional: u64,
}

/// One finished round of a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundRecord {
    /// The round's number, from 1.
    pub number: u32,
    /// The player at each box of the round, every player's boxes in the order they sat down (a
    /// player who stopped keeps theirs, vacant).
    pub players: Vec<usize>,
    /// Notional chips added to the bank before this round's deal.
    pub notional_added: u64,
    /// The settlement; its seats are the round's seats.
    pub ledger: Ledger,
}

/// Why a session step is refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SessionError {
    /// The table cannot seat that many players.
    #[error(transparent)]
    Seats(#[from] RoundError),
    /// The table refuses a player that many boxes.
    #[error(transparent)]
    Boxes(#[from] BoxRefusal),
    /// The session has ended.
    #[error("the session is over")]
    Over,
    /// A round is already being played.
    #[error("finish the current round first")]
    RoundInProgress,
    /// No round is being played.
    #[error("no round is being played; start one first")]
    NoRound,
    /// The round still waits for decisions.
    #[error("the round is not over yet")]
    RoundNotOver,
}

/// A session at one table.
#[derive(Debug, Clone)]
pub struct Session<R = ChaCha8Rng> {
    rules: TableRules,
    /// Chips each player started with.
    start: u64,
    /// Rounds the session lasts; `None` until nobody can bet.
    rounds: Option<u32>,
    players: Vec<Player>,
    bank: Option<Bank>,
    /// What the house has won (positive) or lost, when it covers every bet.
    house_net: i64,
    shoe: Option<Shoe<R>>,
    current: Option<(Round<R>, Vec<usize>, u64)>,
    history: Vec<RoundRecord>,
    /// The boxes each player plays (1 but where a table lets a player take vacant boxes too).
    boxes: Vec<usize>,
    /// Players away from the table for now: their boxes are kept for them, vacant.
    away: Vec<bool>,
}

impl<R: Rng> Session<R> {
    /// A session for this many players, each with the table's starting chips.
    pub fn new(rules: &TableRules, shoe: Shoe<R>, players: usize) -> Result<Session<R>, SessionError> {
        let seats = usize::from(rules.session.seats);
        if players == 0 || players > seats {
            return Err(SessionError::Seats(RoundError::Seats { asked: players, max: seats }));
        }
        let chips = rules.session.starting_chips;
        let bank = match (rules.session.bank.reserve, rules.session.bank.top_up) {
            (Some(reserve), _) => Some(Bank { chips: reserve, notional: 0 }),
            (None, BankTopUp::NotionalChips | BankTopUp::HouseCovers) => None,
        };
        Ok(Session {
            rules: rules.clone(),
            start: chips,
            rounds: rules.session.rounds,
            players: vec![Player { chips, stopped: false }; players],
            bank,
            house_net: 0,
            shoe: Some(shoe),
            current: None,
            history: Vec::new(),
            boxes: vec![1; players],
            away: vec![false; players],
        })
    }

    /// The same session with `player` playing `boxes` boxes side by side, where the table lets a
    /// seated player take vacant boxes; the boxes share the player's chips.
    pub fn with_boxes(mut self, player: usize, boxes: usize) -> Result<Session<R>, SessionError> {
        let others: usize =
            self.boxes.iter().enumerate().filter(|&(i, _)| i != player).map(|(_, &n)| n).sum();
        check_boxes(&self.rules, boxes, others + boxes)?;
        if let Some(n) = self.boxes.get_mut(player) {
            *n = boxes.max(1);
        }
        Ok(self)
    }

    /// The same session with every player starting with `chips` instead of the table's
    /// starting chips (a learner's own bankroll). Call it before the first round.
    pub fn with_starting_chips(mut self, chips: u64) -> Session<R> {
        self.start = chips;
        for p in &mut self.players {
            p.chips = chips;
        }
        self
    }

    /// The same session lasting `rounds` rounds (`None`: until nobody can bet) instead of the
    /// table's number.
    pub fn with_rounds(mut self, rounds: Option<u32>) -> Session<R> {
        self.rounds = rounds;
        self
    }

    /// The table's rules.
    pub fn rules(&self) -> &TableRules {
        &self.rules
    }

    /// Chips each player started with.
    pub fn starting_chips(&self) -> u64 {
        self.start
    }

    /// Rounds the session lasts; `None` until nobody can bet.
    pub fn rounds(&self) -> Option<u32> {
        self.rounds
    }

    /// The players, in seat order.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    /// The bank, at a table where a person holds it.
    pub fn bank(&self) -> Option<Bank> {
        self.bank
    }

    /// What the house has won or lost over the session, at a table where the house covers bets.
    pub fn house_net(&self) -> i64 {
        self.house_net
    }

    /// The finished rounds, oldest first.
    pub fn history(&self) -> &[RoundRecord] {
        &self.history
    }

    /// Rounds finished so far.
    pub fn rounds_played(&self) -> u32 {
        u32::try_from(self.history.len()).unwrap_or(u32::MAX)
    }

    fn can_bet(&self, chips: u64) -> bool {
        self.rules.check_bet(self.rules.session.bet.min, chips).is_ok()
    }

    /// Can this player still make the table's smallest bet?
    pub fn can_play(&self, player: usize) -> bool {
        self.players.get(player).is_some_and(|p| !p.stopped && self.can_bet(p.chips))
    }

    /// Is the session over: every round played, or no player able to bet?
    pub fn is_over(&self) -> bool {
        let rounds_done = self.rounds.is_some_and(|n| self.rounds_played() >= n);
        rounds_done || (0..self.players.len()).all(|i| !self.can_play(i))
    }

    /// The round being played, if any.
    pub fn round(&self) -> Option<&Round<R>> {
        self.current.as_ref().map(|c| &c.0)
    }

    /// The boxes each player plays, player by player.
    pub fn boxes(&self) -> &[usize] {
        &self.boxes
    }

    /// The round being played, to make its moves.
    pub fn round_mut(&mut self) -> Option<&mut Round<R>> {
        self.current.as_mut().map(|c| &mut c.0)
    }

    /// The player sitting at a seat of the current round.
    pub fn player_at(&self, seat: usize) -> Option<usize> {
        self.current.as_ref().and_then(|c| c.1.get(seat).copied())
    }

    /// The (first) box of the current round where a player sits; it stays theirs once they stop.
    pub fn seat_of(&self, player: usize) -> Option<usize> {
        self.current.as_ref().and_then(|c| c.1.iter().position(|&p| p == player))
    }

    /// The player at each box of the current round, box by box (a player who stopped keeps
    /// theirs, vacant).
    pub fn seated(&self) -> &[usize] {
        self.current.as_ref().map_or(&[], |c| c.1.as_slice())
    }

    /// Notional chips added to the bank before the current round's deal.
    pub fn notional_added(&self) -> u64 {
        self.current.as_ref().map_or(0, |c| c.2)
    }

    /// The most a bank could pay out in a round for a bet: every hand split to the table's limit
    /// and doubled, each paid 1 to 1 (a natural pays less), plus insurance at 2:1 on half the bet.
    fn worst_case(&self, bet: u64) -> u64 {
        let hands = u64::from(self.rules.max_hands.max(1));
        bet.saturating_mul(2 * hands + 1)
    }

    /// Whether `player` is away from the table: their boxes are kept, vacant.
    pub fn is_away(&self, player: usize) -> bool {
        self.away.get(player).copied().unwrap_or(false)
    }

    /// Between rounds, `player` leaves the table (`away`), their boxes kept vacant so that every
    /// box keeps its number, or sits down at them again.
    pub fn set_away(&mut self, player: usize, away: bool) -> Result<(), SessionError> {
        if self.current.is_some() {
            return Err(SessionError::RoundInProgress);
        }
        if let Some(a) = self.away.get_mut(player) {
            *a = away;
        }
        Ok(())
    }

    /// Starts the next round: players who can no longer make the smallest bet stop, and a bank
    /// that could not cover the round gets notional chips before the deal.
    pub fn start_round(&mut self) -> Result<&mut Round<R>, SessionError> {
        if self.current.is_some() {
            return Err(SessionError::RoundInProgress);
        }
        if self.is_over() {
            return Err(SessionError::Over);
        }
        for i in 0..self.players.len() {
            if !self.can_bet(self.players[i].chips) {
                self.players[i].stopped = true;
            }
        }
        // Every player keeps their boxes, in the order they sat down: a player who has stopped
        // leaves them vacant, so the boxes after keep their numbers.
        let seated: Vec<usize> = (0..self.players.len())
            .flat_map(|i| std::iter::repeat_n(i, self.boxes.get(i).copied().unwrap_or(1)))
            .collect();
        let gone = |i: usize| self.players[i].stopped || self.is_away(i);
        let vacant: Vec<usize> = (0..seated.len()).filter(|&b| gone(seated[b])).collect();
        let max_bet = self.rules.session.bet.max;
        let exposure: u64 = seated
            .iter()
            .filter(|&&i| !gone(i))
            .map(|&i| self.worst_case(max_bet.unwrap_or(u64::MAX).min(self.players[i].chips)))
            .fold(0, u64::saturating_add);
        let mut added = 0;
        if let Some(bank) = self.bank.as_mut()
            && bank.chips < exposure
        {
            added = exposure - bank.chips;
            bank.chips += added;
            bank.notional += added;
        }
        let shoe = self.shoe.take().ok_or(SessionError::RoundInProgress)?;
        let chips: Vec<u64> = seated.iter().map(|&i| self.players[i].chips).collect();
        let round = Round::new(&self.rules, shoe, &chips)?.with_holders(seated.clone())?.with_vacant(&vacant);
        let current = self.current.insert((round, seated, added));
        Ok(&mut current.0)
    }

    /// A new shoe, shuffled now, between rounds: a player left the last one.
    pub fn new_shoe(&mut self) -> Result<(), SessionError> {
        self.shoe.as_mut().ok_or(SessionError::RoundInProgress)?.shuffle_now();
        Ok(())
    }

    /// Ends the current round once it is over: the players' chips and the bank follow its ledger.
    pub fn finish_round(&mut self) -> Result<&RoundRecord, SessionError> {
        match &self.current {
            None => return Err(SessionError::NoRound),
            Some((round, _, _)) if !round.is_over() => return Err(SessionError::RoundNotOver),
            Some(_) => {}
        }
        let Some((round, seated, added)) = self.current.take() else {
            return Err(SessionError::NoRound);
        };
        let ledger = round.ledger().cloned().unwrap_or_default();
        for (seat, &player) in seated.iter().enumerate() {
            if let (Some(p), Some(s)) = (self.players.get_mut(player), round.seats().get(seat)) {
                p.chips = s.chips;
            }
        }
        let bank_net = ledger.bank_net();
        match self.bank.as_mut() {
            // The top-up covered the worst case, so the bank never goes below zero.
            Some(bank) => bank.chips = bank.chips.saturating_add_signed(bank_net),
            None => self.house_net = self.house_net.saturating_add(bank_net),
        }
        self.shoe = Some(round.into_shoe());
        let number = self.rounds_played() + 1;
        self.history.push(RoundRecord { number, players: seated, notional_added: added, ledger });
        self.history.last().ok_or(SessionError::NoRound)
    }

    /// Do the chips add up: the players' and the bank's chips equal what they started with plus
    /// the notional chips added (at a table where the house covers, the players' gains are the
    /// house's losses)?
    pub fn chips_are_conserved(&self) -> bool {
        let start = self.start as i128 * self.players.len() as i128;
        let players: i128 = self.players.iter().map(|p| p.chips as i128).sum();
        match self.bank {
            Some(bank) => {
                let reserve = self.rules.session.bank.reserve.unwrap_or(0) as i128;
                players + bank.chips as i128 == start + reserve + bank.notional as i128
            }
            None => players - start == -(self.house_net as i128),
        }
    }

    /// Who won: `None` when the table names no winner; otherwise the players with most chips
    /// (several on a tie), or for a single player, that player if they end above their start.
    pub fn winners(&self) -> Option<Vec<usize>> {
        let chips: Vec<u64> = self.players.iter().map(|p| p.chips).collect();
        winners_of(&self.rules, self.start, &chips)
    }
}

/// Who wins a session at this table, by its rule, among players ending with these chips after
/// starting with `start` each: `None` when the table names no winner; otherwise the players with
/// most chips (several on a tie), or for a player alone, that player if they end above the start.
pub fn winners_of(rules: &TableRules, start: u64, chips: &[u64]) -> Option<Vec<usize>> {
    if rules.session.goal == SessionGoal::Open {
        return None;
    }
    if let [alone] = chips {
        return Some(if *alone > start { vec![0] } else { Vec::new() });
    }
    let best = chips.iter().copied().max().unwrap_or(0);
    Some((0..chips.len()).filter(|&i| chips[i] == best).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::parse_ranks;
    use crate::game::round::{Decision, Move};
    use crate::game::rules::preset;

    fn play_out(round: &mut Round, play: Move) {
        while let Some(decision) = round.decision() {
            let mv = match decision {
                Decision::Bet { min, max, .. } if max >= min => Move::Bet(min),
                Decision::Bet { .. } => Move::SitOut,
                Decision::Insurance { .. } => Move::DeclineInsurance,
                Decision::Play { .. } if round.check(play).is_ok() => play,
                Decision::Play { .. } => Move::Stand,
            };
            round.apply(mv).unwrap();
        }
    }

    #[test]
    fn the_book_plays_ten_rounds_and_keeps_every_chip() {
        let book = preset("book").unwrap();
        let mut session = Session::new(&book, Shoe::from_seed(&book, 8), 3).unwrap();
        assert_eq!(session.bank(), Some(Bank { chips: 200, notional: 0 }));
        while !session.is_over() {
            play_out(session.start_round().unwrap(), Move::Hit);
            session.finish_round().unwrap();
            assert!(session.chips_are_conserved());
        }
        assert_eq!(session.rounds_played(), 10);
        assert_eq!(session.start_round().unwrap_err(), SessionError::Over);
        let winners = session.winners().unwrap();
        assert!(!winners.is_empty());
    }

    #[test]
    fn a_bank_that_cannot_cover_a_round_gets_notional_chips() {
        let mut book = preset("book").unwrap();
        book.session.bank.reserve = Some(15);
        let mut session = Session::new(&book, Shoe::from_seed(&book, 8), 2).unwrap();
        // Two players betting 2 with one split and a double each: 2 x 10 = 20 to cover.
        play_out(session.start_round().unwrap(), Move::Stand);
        let record = session.finish_round().unwrap();
        assert_eq!(record.notional_added, 5);
        let bank = session.bank().unwrap();
        assert_eq!(bank.notional, 5);
        assert!(session.chips_are_conserved());
    }

    #[test]
    fn a_player_who_cannot_bet_stops() {
        let mut feral = preset("feral").unwrap();
        feral.session.starting_chips = 10;
        // Seat 1 stands on 16 against a dealer 19; seat 2 stands on 20.
        let ranks = parse_ranks("T T 9 6 K T").unwrap();
        let shoe = Shoe::stacked_from_seed(&feral, 1, &ranks).unwrap();
        let mut session = Session::new(&feral, shoe, 2).unwrap();
        play_out(session.start_round().unwrap(), Move::Stand);
        session.finish_round().unwrap();
        assert_eq!(session.players()[0].chips, 0);
        assert_eq!(session.players()[1].chips, 20);
        let round = session.start_round().unwrap();
        assert_eq!(round.seats().len(), 2, "the player with no chips keeps their box");
        assert!(round.is_vacant(0) && !round.is_vacant(1));
        assert_eq!(round.decision(), Some(Decision::Bet { seat: 1, min: 10, max: 20, step: 10 }));
        assert_eq!(session.player_at(1), Some(1), "seat 2 is still seat 2");
        assert!(session.players()[0].stopped);
        assert_eq!(session.start_round().unwrap_err(), SessionError::RoundInProgress);
        assert_eq!(session.finish_round().unwrap_err(), SessionError::RoundNotOver);
    }

    #[test]
    fn a_player_away_keeps_their_box_vacant_and_sits_down_again() {
        let feral = preset("feral").unwrap();
        let mut session = Session::new(&feral, Shoe::from_seed(&feral, 4), 3).unwrap();
        session.set_away(1, true).unwrap();
        let round = session.start_round().unwrap();
        assert_eq!(round.seats().len(), 3, "every box is kept");
        assert!(!round.is_vacant(0) && round.is_vacant(1) && !round.is_vacant(2));
        assert_eq!(session.set_away(1, false), Err(SessionError::RoundInProgress), "between rounds only");
        play_out(session.round_mut().unwrap(), Move::Stand);
        let record = session.finish_round().unwrap();
        assert_eq!(record.ledger.seat_net(1), 0, "nothing settled at an empty box");
        assert_eq!(session.players()[1].chips, feral.session.starting_chips);
        session.set_away(1, false).unwrap();
        assert!(!session.is_away(1));
        let round = session.start_round().unwrap();
        assert!(!round.is_vacant(1), "back at box 2");
        assert_eq!(session.player_at(1), Some(1));
        play_out(session.round_mut().unwrap(), Move::Stand);
        session.finish_round().unwrap();
        assert!(session.chips_are_conserved());
    }

    #[test]
    fn the_session_ends_when_nobody_can_bet() {
        let mut feral = preset("feral").unwrap();
        feral.session.starting_chips = 10;
        let ranks = parse_ranks("T 9 6 K").unwrap();
        let shoe = Shoe::stacked_from_seed(&feral, 1, &ranks).unwrap();
        let mut session = Session::new(&feral, shoe, 1).unwrap();
        play_out(session.start_round().unwrap(), Move::Stand);
        session.finish_round().unwrap();
        assert!(session.is_over());
        assert_eq!(session.winners(), Some(Vec::new()), "alone, ending under the start is no win");
        assert!(session.chips_are_conserved());
        assert_eq!(session.house_net(), 10);
    }

    #[test]
    fn a_session_may_start_with_other_chips_and_last_other_rounds() {
        let feral = preset("feral").unwrap();
        let session = Session::new(&feral, Shoe::from_seed(&feral, 2), 3).unwrap();
        let mut session = session.with_starting_chips(200).with_rounds(Some(2));
        assert_eq!((session.starting_chips(), session.rounds()), (200, Some(2)));
        assert!(session.players().iter().all(|p| p.chips == 200));
        while !session.is_over() {
            play_out(session.start_round().unwrap(), Move::Stand);
            assert_eq!(session.seated(), &[0, 1, 2]);
            assert_eq!(session.seat_of(2), Some(2));
            session.finish_round().unwrap();
        }
        assert_eq!(session.rounds_played(), 2);
        assert!(session.chips_are_conserved(), "conserved from the chips the players started with");
        assert!(session.can_play(0));
    }

    #[test]
    fn open_tables_name_no_winner() {
        let fr = preset("casino-fr").unwrap();
        let session = Session::new(&fr, Shoe::from_seed(&fr, 1), 2).unwrap();
        assert_eq!(session.winners(), None);
        assert!(!session.is_over(), "an open-ended session goes on");
        assert!(Session::new(&fr, Shoe::from_seed(&fr, 1), 8).is_err());
        assert!(Session::new(&fr, Shoe::from_seed(&fr, 1), 0).is_err());
    }
}
