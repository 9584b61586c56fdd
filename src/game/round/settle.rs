//! Settlement: once the dealer's hand is done, every hand and side bet of the round is settled
//! into the ledger, one entry each, with what was staked, what came back, and why in words.

use rand::Rng;

use super::{HandStatus, Phase, Round, SeatHand};
use crate::game::boxes::BoxBet;
use crate::game::ledger::{Entry, Ledger, Verdict, Wager};
use crate::game::rules::HoleCard;

impl<R: Rng> Round<R> {
    /// Settles every hand and insurance bet against the dealer's finished hand.
    pub(super) fn settle(&mut self) {
        let mut ledger = Ledger::default();
        for (i, seat) in self.seats.iter().enumerate() {
            let Some(bet) = seat.bet else { continue };
            for (index, h) in seat.hands.iter().enumerate() {
                ledger.entries.push(self.settle_hand(i, index, bet, h));
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
                        "the dealer had a natural: insurance pays 2 to 1",
                    )
                } else {
                    Entry::new(
                        i,
                        Wager::Insurance,
                        amount,
                        Verdict::InsuranceLost,
                        0,
                        0,
                        "the dealer had no natural: the insurance is lost",
                    )
                });
            }
        }
        for b in &self.box_bets {
            if let Some(entry) = self.settle_box_bet(*b) {
                ledger.entries.push(entry);
            }
        }
        for i in 0..self.seats.len() {
            self.give_chips(i, ledger.seat_collects(i));
        }
        self.finish(ledger);
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
    fn settle_box_bet(&self, b: BoxBet) -> Option<Entry> {
        let mut hand = self.seats.get(b.on)?.hands.first()?.clone();
        hand.stake = b.stake;
        hand.doubled = false;
        let e = self.settle_hand(b.bettor, 0, b.stake, &hand);
        Some(Entry::new(b.bettor, Wager::OnBox(b.on), e.stake, e.verdict, e.paid, e.returned, e.reason))
    }

    /// The ledger entry of one hand.
    fn settle_hand(&self, seat: usize, index: usize, bet: u64, h: &SeatHand) -> Entry {
        let stake = h.stake;
        let entry = |verdict, paid, returned, reason: String| {
            Entry::new(seat, Wager::Hand(index), stake, verdict, paid, returned, reason)
        };
        let dealer = self.dealer.value();
        let dealer_natural = self.dealer.is_natural();
        let total = h.hand.total();
        match h.status {
            HandStatus::Surrendered => {
                let reason = if self.rules.hole_card == HoleCard::Enhc {
                    "surrendered before the dealer's second card: half the stake comes back whatever it is"
                } else {
                    "surrendered after the dealer found no natural: half the stake comes back"
                };
                return entry(Verdict::Surrendered, 0, stake / 2, reason.into());
            }
            HandStatus::Bust => {
                let reason = if dealer.is_bust() {
                    format!("{total} is over 21 and loses at once, even though the dealer went over too")
                } else {
                    format!("{total} is over 21 and loses at once")
                };
                return entry(Verdict::Bust, 0, 0, reason);
            }
            HandStatus::Stood | HandStatus::Playing => {}
        }
        let split_21 = h.hand.from_split && total == 21 && h.hand.len() == 2;
        if dealer_natural {
            if h.hand.is_natural() {
                return entry(Verdict::Push, 0, stake, "two naturals tie: the stake comes back".into());
            }
            let beaten = if split_21 {
                "21 after a split is not a natural, so the dealer's natural beats it"
            } else if total == 21 {
                "the dealer's natural beats a 21 made with more than two cards"
            } else {
                "the dealer's natural beats every hand but a natural"
            };
            if self.rules.hole_card == HoleCard::Peek || (index == 0 && !h.doubled) {
                return entry(Verdict::Loss, 0, 0, beaten.into());
            }
            if self.rules.enhc_takes_all() {
                let what = if h.doubled { "the doubled stake" } else { "the split bet" };
                return entry(
                    Verdict::Loss,
                    0,
                    0,
                    format!("{beaten}; a dealer natural takes {what} too at this no-hole-card table"),
                );
            }
            let original = if index == 0 { bet.min(stake) } else { 0 };
            let returned = stake - original;
            let reason = if index == 0 {
                format!("{beaten}; at this table it takes only the original bet: the double comes back")
            } else {
                format!("{beaten}; at this table it takes only the original bet: this split bet comes back")
            };
            let verdict = if original == 0 { Verdict::Push } else { Verdict::Loss };
            return entry(verdict, 0, returned, reason);
        }
        if h.hand.is_natural() {
            let ratio = self.rules.blackjack_pays;
            let paid = ratio
                .pay(stake)
                .unwrap_or(stake.saturating_mul(u64::from(ratio.win)) / u64::from(ratio.stake.max(1)));
            return entry(Verdict::Natural, paid, stake, format!("a natural pays {ratio}"));
        }
        let doubled = if h.doubled { "doubled " } else { "" };
        if split_21 && (dealer.is_bust() || dealer.total() < 21) {
            return entry(
                Verdict::Win,
                stake,
                stake,
                "21 after a split is not a natural: paid 1 to 1".into(),
            );
        }
        if dealer.is_bust() {
            return entry(
                Verdict::Win,
                stake,
                stake,
                format!("the dealer went over 21 with {}: {doubled}{total} is paid 1 to 1", dealer.total()),
            );
        }
        let d = dealer.total();
        if total > d {
            entry(Verdict::Win, stake, stake, format!("{doubled}{total} beats the dealer's {d}: paid 1 to 1"))
        } else if total == d {
            let reason = if split_21 {
                "21 after a split is not a natural: it ties the dealer's 21 and the stake comes back".into()
            } else {
                format!("{doubled}{total} ties the dealer's {d}: the stake comes back")
            };
            entry(Verdict::Push, 0, stake, reason)
        } else {
            entry(Verdict::Loss, 0, 0, format!("{doubled}{total} loses to the dealer's {d}"))
        }
    }
}
