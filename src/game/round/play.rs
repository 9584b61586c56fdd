//! The players' turns: whether a move is allowed (by `legal`, then by the chips it needs), what
//! hitting, standing, doubling, splitting and surrendering do to a hand and its stake, and the
//! order in which a seat's hands are played.

use rand::Rng;

use super::{HandStatus, Move, MoveError, Phase, Round, Seat, SeatHand};
use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::hand::Hand;
use crate::game::legal::{self, PlayMoment};
use crate::game::rules::SplitOrder;

impl<R: Rng> Round<R> {
    pub(super) fn check_play(&self, seat_index: usize, hand_index: usize, mv: Move) -> Result<(), MoveError> {
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
    pub(super) fn moment(&self, seat: &Seat, h: &SeatHand) -> PlayMoment {
        let up = self.dealer_up().map_or(Rank::Two, |c| c.rank);
        let seat_hands = u8::try_from(seat.hands.len()).unwrap_or(u8::MAX);
        let mut m = PlayMoment::new(h.hand.ranks(), up, h.hand.from_split, seat_hands);
        m.split_aces = h.split_aces;
        m.doubled = h.doubled;
        m
    }

    pub(super) fn play(&mut self, seat: usize, hand: usize, mv: Move) {
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

    pub(super) fn hand_mut(&mut self, seat: usize, hand: usize) -> Option<&mut SeatHand> {
        self.seats.get_mut(seat).and_then(|s| s.hands.get_mut(hand))
    }

    pub(super) fn set_status(&mut self, seat: usize, hand: usize, status: HandStatus) {
        if let Some(h) = self.hand_mut(seat, hand) {
            h.status = status;
        }
    }

    /// Runs the round from this seat on until a player must decide, dealing split hands their
    /// second card and standing hands at 21; then the dealer plays and the round settles. A
    /// seat's hands are played in the table's split order.
    pub(super) fn advance_play(&mut self, mut seat: usize) -> Result<(), MoveError> {
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
            return Ok(());
        }
        self.dealer_turn()
    }

    /// The seat's next hand to play, by the table's split order: the hands lie in the order they
    /// were made, left to right, and every hand on the side already played is done.
    pub(super) fn next_hand(&self, seat: usize) -> Option<usize> {
        let hands = &self.seats.get(seat)?.hands;
        let playing = |i: &usize| hands[*i].status == HandStatus::Playing;
        match self.rules.split_order {
            SplitOrder::LeftToRight => (0..hands.len()).find(playing),
            SplitOrder::RightToLeft => (0..hands.len()).rev().find(playing),
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::round::testing::*;

    #[test]
    fn a_hand_reaching_21_stands_by_itself() {
        let book = table("book");
        let mut round = round_at(&book, &[2, 2], "5 9 9 6 8 K T");
        play(&mut round, &[Move::Hit]);
        assert_eq!(round.seats()[0].hands[0].hand.total(), 21);
        assert_eq!(round.seats()[0].hands[0].status, HandStatus::Stood);
        assert_eq!(round.decision(), Some(Decision::Play { seat: 1, hand: 0 }));
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
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 1)), (Verdict::Push, 20, 0, 20, 0));
        assert_eq!(entry_amounts(&hand_entry(&round, 0, 0)), (Verdict::Loss, 10, 0, 0, -10));
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
}
