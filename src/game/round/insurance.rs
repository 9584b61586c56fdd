//! Insurance and the peek: what a seat may insure against the dealer's Ace, the chips it stakes,
//! and the dealer's check for a natural that ends the round before anyone plays.

use rand::Rng;

use super::{HandStatus, MoveError, Phase, Round};
use crate::game::card::Rank;
use crate::game::rules::{Insurance, TableRules};

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
impl<R: Rng> Round<R> {
    /// Takes the seat's insurance of `amount` (checked; 0 declines) from its chips; the offer
    /// moves on to the next seat.
    pub(super) fn insure(&mut self, seat: usize, amount: u64) -> Result<(), MoveError> {
        self.take_chips(seat, amount);
        if let Some(s) = self.seats.get_mut(seat) {
            s.insurance = Some(amount);
        }
        self.next_insurer(seat + 1)
    }

    /// The insurance the seat may take now, by [`insurance_offer`].
    pub(super) fn offer_to(&self, seat: usize) -> Option<InsuranceOffer> {
        let s = self.seats.get(seat)?;
        insurance_offer(&self.rules, s.bet?, s.chips)
    }

    pub(super) fn check_insurance(&self, seat: usize, amount: u64) -> Result<(), MoveError> {
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

    pub(super) fn next_insurer(&mut self, from: usize) -> Result<(), MoveError> {
        let offered =
            self.rules.insurance != Insurance::None && self.dealer_up().is_some_and(|c| c.rank.is_ace());
        if offered {
            for i in from..self.seats.len() {
                if self.offer_to(i).is_some() {
                    self.phase = Phase::Insurance(i);
                    return Ok(());
                }
            }
        }
        self.after_insurance()
    }

    pub(super) fn after_insurance(&mut self) -> Result<(), MoveError> {
        let up = self.dealer_up().map_or(Rank::Two, |c| c.rank);
        if self.rules.dealer_peeks_with(up) {
            self.peeked = true;
            if self.dealer.is_natural() {
                self.hole_hidden = false;
                for h in self.seats.iter_mut().flat_map(|s| s.hands.iter_mut()) {
                    h.status = HandStatus::Stood;
                }
                return self.settle();
            }
        }
        self.advance_play(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

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
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 20, 0, 0, -20));
        assert_eq!(entry_amounts(&hand_entry(&round, 1, 0)), (Verdict::Loss, 30, 0, 0, -30));
        assert_eq!(round.ledger().unwrap().bank_net(), 50);
        assert!(round.check(Move::Hit).is_err());
        assert_eq!(refusal(&round, Move::Hit), "the round is over");
        let _ = &mut round;
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
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Push, 2, 0, 2, 0));
        assert_eq!(round.seats()[0].chips, 20);
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
        assert_eq!(entry_amounts(&ins), (Verdict::InsuranceWon, 1, 2, 1, 2));
        assert_eq!(entry_amounts(&hand_entry(&won, 0, 0)), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(won.seats()[0].chips, 20, "insured for half: the round costs nothing");

        let mut lost = round_at(&book, &[2], "T A 9 7");
        play(&mut lost, &[Move::Insure(1), Move::Stand]);
        let ins = entry(&lost, 0, Wager::Insurance);
        assert_eq!(entry_amounts(&ins), (Verdict::InsuranceLost, 1, 0, 0, -1));
        assert_eq!(ins.reason.to_string(), "the dealer had no natural: the insurance is lost");
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
        assert_eq!(entry_amounts(&entry(&won, 0, Wager::Insurance)), (Verdict::InsuranceWon, 10, 20, 10, 20));

        let mut lost = round_at(&feral, &[20], "T A 8 7");
        play(&mut lost, &[Move::Insure(10), Move::Stand]);
        assert_eq!(
            entry_amounts(&entry(&lost, 0, Wager::Insurance)),
            (Verdict::InsuranceLost, 10, 0, 0, -10)
        );
    }

    #[test]
    fn insurance_under_no_hole_card_settles_after_the_dealers_second_card() {
        let fr = table("casino-fr");
        let mut round = round_at(&fr, &[10], "T A 8 K");
        play(&mut round, &[Move::Insure(5), Move::Stand]);
        assert_eq!(entry_amounts(&entry(&round, 0, Wager::Insurance)), (Verdict::InsuranceWon, 5, 10, 5, 10));
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
    }
}
