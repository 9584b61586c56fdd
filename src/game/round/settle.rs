//! Settlement: once the dealer's hand is done, every hand and side bet of the round is settled
//! into the ledger, one entry each, with what was staked, what came back, and why in words.

use rand::Rng;

use super::{HandStatus, MoveError, Phase, Round, SeatHand};
use crate::game::boxes::BoxBet;
use crate::game::ledger::{Entry, Ledger, Verdict, Wager};
use crate::game::reason::{Beaten, NaturalTakes, Reason};
use crate::game::rules::HoleCard;

impl<R: Rng> Round<R> {
    /// Settles every hand and insurance bet against the dealer's finished hand.
    pub(super) fn settle(&mut self) -> Result<(), MoveError> {
        let mut ledger = Ledger::default();
        for (i, seat) in self.seats.iter().enumerate() {
            let Some(bet) = seat.bet else { continue };
            for (index, h) in seat.hands.iter().enumerate() {
                ledger.entries.push(self.settle_hand(i, index, bet, h)?);
            }
            if let Some(amount) = seat.insurance.filter(|&a| a > 0) {
                ledger.entries.push(if self.dealer.is_natural() {
                    Entry::new(
                        i,
                        Wager::Insurance,
                        amount,
                        Verdict::InsuranceWon,
                        amount * 2,
                        amount,
                        Reason::InsuranceWon,
                    )
                } else {
                    Entry::new(
                        i,
                        Wager::Insurance,
                        amount,
                        Verdict::InsuranceLost,
                        0,
                        0,
                        Reason::InsuranceLost,
                    )
                });
            }
        }
        for b in &self.box_bets {
            if let Some(entry) = self.settle_box_bet(*b)? {
                ledger.entries.push(entry);
            }
        }
        for i in 0..self.seats.len() {
            self.give_chips(i, ledger.seat_collects(i));
        }
        self.finish(ledger);
        Ok(())
    }

    /// Ends the round with its ledger.
    pub(super) fn finish(&mut self, ledger: Ledger) {
        self.hole_hidden = false;
        self.ledger = Some(ledger);
        self.phase = Phase::Over;
        self.shoe.finish_round();
    }

    /// The ledger entry of a bet on another box: the box's original hand as its holder played
    /// it, at the bet's own stake, neither doubled nor split with it.
    fn settle_box_bet(&self, b: BoxBet) -> Result<Option<Entry>, MoveError> {
        let Some(mut hand) = self.seats.get(b.on).and_then(|s| s.hands.first()).cloned() else {
            return Ok(None);
        };
        hand.stake = b.stake;
        hand.doubled = false;
        let e = self.settle_hand(b.bettor, 0, b.stake, &hand)?;
        Ok(Some(Entry::new(b.bettor, Wager::OnBox(b.on), e.stake, e.verdict, e.paid, e.returned, e.reason)))
    }

    /// The ledger entry of one hand.
    fn settle_hand(&self, seat: usize, index: usize, bet: u64, h: &SeatHand) -> Result<Entry, MoveError> {
        let stake = h.stake;
        let entry = |verdict, paid, returned, reason: Reason| -> Result<Entry, MoveError> {
            Ok(Entry::new(seat, Wager::Hand(index), stake, verdict, paid, returned, reason))
        };
        let dealer = self.dealer.value();
        let dealer_natural = self.dealer.is_natural();
        let total = h.hand.total();
        match h.status {
            HandStatus::Surrendered => {
                let early = self.rules.hole_card == HoleCard::Enhc;
                return entry(Verdict::Surrendered, 0, stake / 2, Reason::Surrendered { early });
            }
            HandStatus::Bust => {
                return entry(Verdict::Bust, 0, 0, Reason::Bust { total, dealer_bust: dealer.is_bust() });
            }
            HandStatus::Stood | HandStatus::Playing => {}
        }
        let split_21 = h.hand.from_split && total == 21 && h.hand.len() == 2;
        if dealer_natural {
            if h.hand.is_natural() {
                return entry(Verdict::Push, 0, stake, Reason::NaturalsTie);
            }
            let beaten = if split_21 {
                Beaten::Split21
            } else if total == 21 {
                Beaten::ThreeCard21
            } else {
                Beaten::Other
            };
            let lost = |takes| Reason::DealerNatural { beaten, takes };
            if self.rules.hole_card == HoleCard::Peek || (index == 0 && !h.doubled) {
                return entry(Verdict::Loss, 0, 0, lost(NaturalTakes::Stake));
            }
            if self.rules.enhc_takes_all() {
                let takes = if h.doubled { NaturalTakes::DoubledStakeToo } else { NaturalTakes::SplitBetToo };
                return entry(Verdict::Loss, 0, 0, lost(takes));
            }
            let original = if index == 0 { bet.min(stake) } else { 0 };
            let returned = stake - original;
            let takes = if index == 0 {
                NaturalTakes::OriginalBetDoubleBack
            } else {
                NaturalTakes::OriginalBetSplitBack
            };
            let verdict = if original == 0 { Verdict::Push } else { Verdict::Loss };
            return entry(verdict, 0, returned, lost(takes));
        }
        if h.hand.is_natural() {
            let ratio = self.rules.blackjack_pays;
            let paid = ratio.pay(stake).ok_or(MoveError::NaturalUnpayable { stake, ratio })?;
            return entry(Verdict::Natural, paid, stake, Reason::Natural { pays: ratio });
        }
        let doubled = h.doubled;
        if split_21 && (dealer.is_bust() || dealer.total() < 21) {
            return entry(Verdict::Win, stake, stake, Reason::Split21Wins);
        }
        if dealer.is_bust() {
            return entry(
                Verdict::Win,
                stake,
                stake,
                Reason::DealerBust { dealer: dealer.total(), total, doubled },
            );
        }
        let d = dealer.total();
        if total > d {
            entry(Verdict::Win, stake, stake, Reason::Beats { total, dealer: d, doubled })
        } else if total == d {
            let reason =
                if split_21 { Reason::Split21Ties } else { Reason::Ties { total, dealer: d, doubled } };
            entry(Verdict::Push, 0, stake, reason)
        } else {
            entry(Verdict::Loss, 0, 0, Reason::Loses { total, dealer: d, doubled })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

    #[test]
    fn a_natural_pays_three_to_two() {
        let book = table("book");
        let round = round_at(&book, &[2], "A 9 K 8");
        assert!(round.is_over(), "a natural needs no decision");
        let e = hand_entry(&round, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Natural, 2, 3, 2, 3));
        assert_eq!(e.reason.to_string(), "a natural pays 3:2");
        assert_eq!(round.seats()[0].chips, 23);
        assert!(!round.dealer_drew_out(), "no hand is left for the dealer to beat");
    }

    #[test]
    fn ordinary_win_push_and_loss() {
        let book = table("book");
        let mut win = round_at(&book, &[2], "T 7 9 T");
        play(&mut win, &[Move::Stand]);
        let e = hand_entry(&win, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason.to_string(), "19 beats the dealer's 17: paid 1 to 1");
        assert!(win.dealer_drew_out());

        let mut push = round_at(&book, &[2], "T T 7 7");
        play(&mut push, &[Move::Stand]);
        assert_eq!(entry_amounts(&hand_entry(&push, 0, 0)), (Verdict::Push, 2, 0, 2, 0));

        let mut loss = round_at(&book, &[2], "T T 6 8");
        play(&mut loss, &[Move::Stand]);
        let e = hand_entry(&loss, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(e.reason.to_string(), "16 loses to the dealer's 18");
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
        assert_eq!(entry_amounts(&bust), (Verdict::Bust, 2, 0, 0, -2));
        assert_eq!(
            bust.reason.to_string(),
            "26 is over 21 and loses at once, even though the dealer went over too"
        );
        let e = hand_entry(&round, 1, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason.to_string(), "the dealer went over 21 with 26: 12 is paid 1 to 1");
    }

    #[test]
    fn doubles_win_and_lose_the_whole_doubled_stake() {
        let book = table("book");
        let mut win = round_at(&book, &[2], "5 9 6 7 T 2");
        play(&mut win, &[Move::Double]);
        let h = &win.seats()[0].hands[0];
        assert_eq!((h.hand.len(), h.stake, h.doubled), (3, 4, true), "exactly one card after a double");
        let e = hand_entry(&win, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Win, 4, 4, 4, 4));
        assert_eq!(e.reason.to_string(), "doubled 21 beats the dealer's 18: paid 1 to 1");
        assert_eq!(win.seats()[0].chips, 24);

        let mut loss = round_at(&book, &[2], "5 T 6 8 2");
        play(&mut loss, &[Move::Double]);
        assert_eq!(entry_amounts(&hand_entry(&loss, 0, 0)), (Verdict::Loss, 4, 0, 0, -4));
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
        assert_eq!(entry_amounts(&e), (Verdict::Win, 2, 2, 2, 2));
        assert_eq!(e.reason.to_string(), "21 after a split is not a natural: paid 1 to 1");
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 1)), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(round.seats()[0].chips, 20);
    }

    #[test]
    fn a_split_21_only_ties_a_dealers_21_of_three_cards() {
        // A 21 made after a split is not a natural: against a dealer's 21 (here 9 7 5) it is an
        // ordinary 21, and equal totals push.
        let book = table("book");
        let mut round = round_at(&book, &[2], "A 9 A 7 K T 5");
        play(&mut round, &[Move::Split]);
        assert!(round.is_over());
        assert_eq!(round.dealer_cards().len(), 3);
        for hand in 0..2 {
            let e = hand_entry(&round, 0, hand);
            assert_eq!(entry_amounts(&e), (Verdict::Push, 2, 0, 2, 0));
            assert_eq!(
                e.reason.to_string(),
                "21 after a split is not a natural: it ties the dealer's 21 and the stake comes back"
            );
        }
        assert_eq!(round.seats()[0].chips, 20);
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
        assert_eq!(entry_amounts(&e), (Verdict::Surrendered, 20, 0, 10, -10));
        assert_eq!(
            e.reason.to_string(),
            "surrendered after the dealer found no natural: half the stake comes back"
        );
    }

    #[test]
    fn no_hole_card_surrender_keeps_half_whatever_the_dealers_second_card() {
        let fr = table("casino-fr");
        let mut round = round_at(&fr, &[10], "T K 6 A");
        play(&mut round, &[Move::Surrender]);
        assert!(round.seats()[0].hands[0].status == HandStatus::Surrendered);
        assert!(round.dealer_cards().len() == 2 && round.dealer_cards()[1].rank == Rank::Ace);
        let e = hand_entry(&round, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Surrendered, 10, 0, 5, -5));
        assert!(e.reason.to_string().contains("whatever it is"), "{}", e.reason);
    }

    #[test]
    fn a_no_hole_card_dealer_natural_takes_doubled_and_split_bets() {
        let fr = table("casino-fr");
        let mut doubled = round_at(&fr, &[10], "5 T 6 T A");
        play(&mut doubled, &[Move::Double]);
        let e = hand_entry(&doubled, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Loss, 20, 0, 0, -20));
        assert_eq!(
            e.reason.to_string(),
            "the dealer's natural beats a 21 made with more than two cards; a dealer natural takes the \
             doubled stake too at this no-hole-card table"
        );

        let mut split = round_at(&fr, &[10], "8 K 8 2 9 A");
        play(&mut split, &[Move::Split, Move::Stand, Move::Stand]);
        assert_eq!(entry_amounts(&hand_entry(&split, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
        let e = hand_entry(&split, 0, 1);
        assert_eq!(entry_amounts(&e), (Verdict::Loss, 10, 0, 0, -10));
        assert!(
            e.reason.to_string().ends_with("takes the split bet too at this no-hole-card table"),
            "{}",
            e.reason
        );
        assert_eq!(split.seats()[0].chips, 980);
    }

    #[test]
    fn a_no_hole_card_table_that_takes_the_original_bet_only_returns_the_rest() {
        let mut fr = table("casino-fr");
        fr.enhc_blackjack_takes = Some(EnhcLoss::Original);
        let mut doubled = round_at(&fr, &[10], "5 T 6 T A");
        play(&mut doubled, &[Move::Double]);
        let e = hand_entry(&doubled, 0, 0);
        assert_eq!(entry_amounts(&e), (Verdict::Loss, 20, 0, 10, -10));
        assert!(e.reason.to_string().ends_with("the double comes back"));

        let mut split = round_at(&fr, &[10], "8 K 8 2 9 A");
        play(&mut split, &[Move::Split, Move::Stand, Move::Stand]);
        assert_eq!(entry_amounts(&hand_entry(&split, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
        assert_eq!(entry_amounts(&hand_entry(&split, 0, 1)), (Verdict::Push, 10, 0, 10, 0));
    }

    #[test]
    fn a_player_natural_under_no_hole_card_waits_for_the_dealers_second_card() {
        let it = table("casino-it");
        let tie = round_at(&it, &[10], "A T K A");
        assert_eq!(entry_amounts(&hand_entry(&tie, 0, 0)), (Verdict::Push, 10, 0, 10, 0));
        let win = round_at(&it, &[10], "A T K 9");
        assert_eq!(entry_amounts(&hand_entry(&win, 0, 0)), (Verdict::Natural, 10, 15, 10, 15));
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
    fn a_declined_insurance_is_no_bet_and_leaves_no_entry() {
        // Declining insurance stakes nothing: the ledger settles the hand alone, and only a bet
        // taken appears as an insurance entry (won 2 to 1 or lost).
        let book = table("book");
        let mut round = round_at(&book, &[2], "T A 8 K");
        play(&mut round, &[Move::DeclineInsurance]);
        assert!(round.is_over());
        assert_eq!(round.seats()[0].insurance, Some(0));
        let ledger = round.ledger().unwrap();
        assert_eq!(ledger.entries.len(), 1, "{ledger}");
        assert_eq!(entry_amounts(&ledger.entries[0]), (Verdict::Loss, 2, 0, 0, -2));
        assert_eq!(ledger.total_staked(), 2);
    }

    #[test]
    fn a_no_hole_card_dealer_natural_takes_a_plain_hand_whatever_the_table_does_with_doubles() {
        // Under no hole card a dealer natural beats every hand but a natural; the table's rule on
        // doubles and splits (all lost, or the original bet only) concerns only those extra bets,
        // so a hand neither doubled nor split simply loses its stake and is told so.
        let all = table("casino-fr");
        let mut original = table("casino-fr");
        original.enhc_blackjack_takes = Some(EnhcLoss::Original);
        for rules in [&all, &original] {
            let mut round = round_at(rules, &[10], "T A 7 K");
            play(&mut round, &[Move::DeclineInsurance, Move::Stand]);
            let e = hand_entry(&round, 0, 0);
            assert_eq!(entry_amounts(&e), (Verdict::Loss, 10, 0, 0, -10));
            assert_eq!(e.reason.to_string(), "the dealer's natural beats every hand but a natural");
        }
    }

    #[test]
    fn a_natural_the_ratio_cannot_pay_is_reported_not_rounded() {
        // The bet check refuses a stake of 3 at 3:2 (see `rules::tests`); a stake that reached the
        // settlement another way is an error of the engine, and no chip moves.
        let book = table("book");
        let mut round = round_at(&book, &[2], "A A K 9");
        assert_eq!(round.decision(), Some(Decision::Insurance { seat: 0, max: 1, exactly: false }));
        round.seats[0].hands[0].stake = 3;
        let err = round.apply(Move::DeclineInsurance).unwrap_err();
        assert_eq!(err, MoveError::NaturalUnpayable { stake: 3, ratio: book.blackjack_pays });
        assert_eq!(err.to_string(), "a natural on 3 chips cannot be paid at 3:2 in whole chips");
        assert!(!round.is_over());
        assert_eq!(round.seats()[0].chips, 18, "only the bet has left the seat");
    }

    #[test]
    fn a_seat_whose_natural_could_overflow_the_payout_is_refused_at_the_start() {
        // At 6:5 a stake is multiplied by 6 before the division by 5: a sixth of the largest
        // count is the most a seat may hold.
        let mut six_five = table("quebec-s17");
        six_five.blackjack_pays = crate::game::rules::Ratio { win: 6, stake: 5 };
        let max = u64::MAX / 6;
        let err = Round::new(&six_five, Shoe::from_seed(&six_five, 1), &[max + 1]).unwrap_err();
        assert_eq!(err, RoundError::TooManyChips { chips: max + 1, max });
        assert!(Round::new(&six_five, Shoe::from_seed(&six_five, 1), &[max]).is_ok());
    }
}
