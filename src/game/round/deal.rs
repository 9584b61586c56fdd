//! The deal: each betting seat's two cards and the dealer's up card (and hole card at a peek
//! table), in the table's order.

use rand::Rng;

use super::{Round, SeatHand};
use crate::game::card::{Card, Rank};
use crate::game::hand::Hand;
use crate::game::rules::{HoleCard, TableRules};

impl<R: Rng> Round<R> {
    pub(super) fn draw(&mut self) -> Card {
        self.shoe.draw()
    }

    pub(super) fn deal(&mut self) {
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
    use crate::game::round::testing::*;

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
}
