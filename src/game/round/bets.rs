//! Bets before the deal: the range a seat may bet and its step, the bets placed on other players'
//! boxes, and the chips that leave a seat as it bets (they come back in the settlement, or at the
//! deal for a bet on a box that sits the round out).

use rand::Rng;

use super::{Decision, MoveError, Phase, Round};
use crate::game::boxes::{BoxBet, BoxRefusal, BoxState, check_box_bet};
use crate::game::ledger::Ledger;
use crate::game::rules::{BetSizing, TableRules, lcm};

/// The most bet or insurance amounts [`Round::legal_moves`] lists for one decision.
pub const MAX_LISTED_AMOUNTS: u64 = 1000;

/// The amounts from `min` to `max` in steps of `step`: all of them, or when there are more than
/// [`MAX_LISTED_AMOUNTS`], the smallest ones and `max`.
pub(super) fn amounts(min: u64, max: u64, step: u64) -> impl Iterator<Item = u64> {
    let step = step.max(1);
    let count = if max < min { 0 } else { (max - min) / step + 1 };
    let listed = count.min(MAX_LISTED_AMOUNTS - 1);
    let last = (count > listed).then_some(max);
    (0..listed).map(move |i| min + i * step).chain(last)
}

/// The step between legal bets at a table: its unit, made a multiple of what keeps every payout whole.
pub fn bet_step(rules: &TableRules) -> u64 {
    lcm(rules.session.bet.unit.max(1), rules.whole_payout_step().max(1))
}
impl<R: Rng> Round<R> {
    /// The bet the seat may place: from the table's minimum to what its chips and the table's
    /// maximum allow, in the table's step.
    pub(super) fn bet_decision(&self, seat: usize) -> Decision {
        let chips = self.seats.get(seat).map_or(0, |s| s.chips);
        let b = &self.rules.session.bet;
        let mut max = b.max.unwrap_or(u64::MAX).min(chips);
        if b.sizing == BetSizing::Fixed {
            max = if chips >= b.min { b.min } else { 0 };
        }
        let step = bet_step(&self.rules);
        max -= max.saturating_sub(b.min) % step;
        Decision::Bet { seat, min: b.min, max, step }
    }

    /// Takes the seat's bet of `amount` (checked) from its chips; betting moves on to the next seat.
    pub(super) fn place_bet(&mut self, seat: usize, amount: u64) -> Result<(), MoveError> {
        self.take_chips(seat, amount);
        if let Some(s) = self.seats.get_mut(seat) {
            s.bet = Some(amount);
        }
        self.next_bettor(seat + 1)
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
    pub(super) fn return_box_bets_of_empty_boxes(&mut self) {
        let (played, returned): (Vec<BoxBet>, Vec<BoxBet>) = std::mem::take(&mut self.box_bets)
            .into_iter()
            .partition(|b| self.seats.get(b.on).is_some_and(|s| s.bet.is_some()));
        for b in returned {
            self.give_chips(b.bettor, b.stake);
        }
        self.box_bets = played;
    }

    /// Where bets behind a box share the box maximum, the holder's bet stays within what they leave.
    pub(super) fn check_box_maximum(&self, seat: usize, amount: u64) -> Result<(), MoveError> {
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

    pub(super) fn next_bettor(&mut self, seat: usize) -> Result<(), MoveError> {
        // A vacant box is passed over: nobody sits there to bet.
        let seat = (seat..self.seats.len()).find(|&i| !self.is_vacant(i)).unwrap_or(self.seats.len());
        if seat < self.seats.len() {
            self.phase = Phase::Betting(seat);
            return Ok(());
        }
        self.return_box_bets_of_empty_boxes();
        if self.seats.iter().all(|s| s.bet.is_none()) {
            self.finish(Ledger::default());
            return Ok(());
        }
        self.deal();
        self.next_insurer(0)
    }

    pub(super) fn betting_seats(&self) -> Vec<usize> {
        (0..self.seats.len()).filter(|&i| self.seats[i].bet.is_some()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

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

    #[test]
    fn a_bet_on_another_box_rides_on_its_original_hand_at_its_own_stake() {
        let it = table("casino-it");
        // Box 1: 5 6 doubled, draws a T: 21. Box 2 bets 20 on box 1. Dealer 9, then 8: 17.
        let chips = vec![1000; 2];
        let shoe = Shoe::stacked_from_seed(&it, 99, &parse_ranks("5 K 9 6 7 T 8").unwrap()).unwrap();
        let mut round = Round::new(&it, shoe, &chips).unwrap();
        round.bet_on_box(1, 0, 20).unwrap();
        assert_eq!(round.box_bets(), &[BoxBet { bettor: 1, on: 0, stake: 20 }]);
        assert_eq!(round.seats()[1].chips, 980);
        play(&mut round, &[Move::Bet(10), Move::Bet(10), Move::Double, Move::Stand]);
        let on_box = entry(&round, 1, Wager::OnBox(0));
        // The holder's double is the holder's own: the bet on the box wins its 20 at 1 to 1.
        assert_eq!(entry_amounts(&on_box), (Verdict::Win, 20, 20, 20, 20));
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Win, 20, 20, 20, 20));
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
}
