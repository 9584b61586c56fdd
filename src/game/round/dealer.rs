//! The dealer's play: his drawing rule, the one statement of it that the round, the solver, the
//! simulator and the drills all ask; and his turn in a round: he turns his hole card and draws
//! by that rule while a hand is left for him to beat.

use rand::Rng;

use super::{HandStatus, MoveError, Round};
use crate::game::hand::HandValue;
use crate::game::rules::{DealerDraw, TableRules};

/// Does the dealer draw to a hand of this total? He draws to 16 and stands on 17 and over,
/// except a soft 17, which he hits where the table says so (`hits_soft_17`, from
/// [`TableRules::dealer_hits_soft_17`]). Plain values, so the simulator's loop can ask it.
#[inline]
pub fn dealer_draws_to(total: u8, soft: bool, hits_soft_17: bool) -> bool {
    total < 17 || (total == 17 && soft && hits_soft_17)
}

/// Does the dealer draw on a hand of this value at this table? By [`dealer_draws_to`].
pub fn dealer_draws(rules: &TableRules, value: HandValue) -> bool {
    dealer_draws_to(value.total(), value.is_soft(), rules.dealer_hits_soft_17())
}

impl<R: Rng> Round<R> {
    /// The dealer's turn: his second card at a no-hole-card table, his hole card shown, then his
    /// draws by [`dealer_draws`] if a hand is left to beat (or the table has him always draw);
    /// then the round settles.
    pub(super) fn dealer_turn(&mut self) -> Result<(), MoveError> {
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
            while dealer_draws(&self.rules, self.dealer.value()) {
                let card = self.draw();
                self.dealer.push(card);
            }
            self.dealer_drew_out = true;
        }
        self.settle()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

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
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Bust, 2, 0, 0, -2));
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
}
