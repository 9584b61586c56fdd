//! Hands and their value, counted the way the book teaches: every Ace as 1, then add 10 if that
//! stays under 22.

use std::fmt;

use crate::game::card::{Card, Rank};

/// The value of a set of cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HandValue {
    /// The sum with every Ace counted as 1.
    pub hard_points: u8,
    /// Whether the hand holds at least one Ace.
    pub has_ace: bool,
}

impl HandValue {
    /// The value of no cards.
    pub const EMPTY: HandValue = HandValue { hard_points: 0, has_ace: false };

    /// The value of these ranks.
    pub fn of<I: IntoIterator<Item = Rank>>(ranks: I) -> HandValue {
        ranks.into_iter().fold(HandValue::EMPTY, HandValue::with)
    }

    /// The value after one more card.
    #[must_use]
    pub const fn with(self, rank: Rank) -> HandValue {
        HandValue {
            hard_points: self.hard_points.saturating_add(rank.points()),
            has_ace: self.has_ace || rank.is_ace(),
        }
    }

    /// Is one Ace counted as 11? (An Ace is held and adding 10 stays under 22.)
    pub const fn is_soft(self) -> bool {
        self.has_ace && self.hard_points <= 11
    }

    /// The total that counts: the hard points, plus 10 when the hand is soft.
    pub const fn total(self) -> u8 {
        if self.is_soft() { self.hard_points + 10 } else { self.hard_points }
    }

    /// Is the total over 21?
    pub const fn is_bust(self) -> bool {
        self.hard_points > 21
    }
}

impl fmt::Display for HandValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_bust() {
            write!(f, "bust ({})", self.total())
        } else if self.is_soft() {
            write!(f, "soft {}", self.total())
        } else {
            write!(f, "{}", self.total())
        }
    }
}

/// The cards of one hand, and whether it was made by splitting a pair.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Hand {
    /// The cards in the order they were dealt.
    pub cards: Vec<Card>,
    /// Whether this hand came from a split (its 21 is never a natural).
    pub from_split: bool,
}

impl Hand {
    /// A hand dealt from these cards, not from a split.
    pub fn new(cards: Vec<Card>) -> Hand {
        Hand { cards, from_split: false }
    }

    /// A hand made by splitting a pair, holding that one card.
    pub fn from_split(card: Card) -> Hand {
        Hand { cards: vec![card], from_split: true }
    }

    /// Adds a card.
    pub fn push(&mut self, card: Card) {
        self.cards.push(card);
    }

    /// The ranks of the cards.
    pub fn ranks(&self) -> impl Iterator<Item = Rank> + '_ {
        self.cards.iter().map(|c| c.rank)
    }

    /// The hand's value.
    pub fn value(&self) -> HandValue {
        HandValue::of(self.ranks())
    }

    /// The counting total (soft totals count the Ace as 11).
    pub fn total(&self) -> u8 {
        self.value().total()
    }

    /// Is an Ace counted as 11?
    pub fn is_soft(&self) -> bool {
        self.value().is_soft()
    }

    /// Is the total over 21?
    pub fn is_bust(&self) -> bool {
        self.value().is_bust()
    }

    /// A natural: an Ace and a ten-value card as the first two cards of a hand that was not split.
    pub fn is_natural(&self) -> bool {
        !self.from_split && is_natural_pair(&self.cards)
    }

    /// The number of cards.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Does the hand hold no card?
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}

fn is_natural_pair(cards: &[Card]) -> bool {
    match cards {
        [a, b] => (a.rank.is_ace() && b.rank.is_ten_value()) || (b.rank.is_ace() && a.rank.is_ten_value()),
        _ => false,
    }
}

/// Is this two-rank combination an Ace and a ten-value card?
pub fn ranks_make_natural(a: Rank, b: Rank) -> bool {
    (a.is_ace() && b.is_ten_value()) || (b.is_ace() && a.is_ten_value())
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.cards.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::{Suit, parse_ranks};

    fn value(text: &str) -> HandValue {
        HandValue::of(parse_ranks(text).unwrap())
    }

    fn hand(text: &str) -> Hand {
        Hand::new(parse_ranks(text).unwrap().into_iter().map(|r| Card::new(r, Suit::Spades)).collect())
    }

    #[test]
    fn the_books_examples() {
        // A-6 is a soft 17 (7 or 17).
        assert_eq!(value("A6").total(), 17);
        assert!(value("A6").is_soft());
        // A-6-9: the Ace must drop to 1, a hard 16.
        assert_eq!(value("A69").total(), 16);
        assert!(!value("A69").is_soft());
        // A-6-9-5: 21 with four cards, not a natural.
        assert_eq!(value("A695").total(), 21);
        assert!(!hand("A695").is_natural());
        // A-6-10 is a hard 17.
        assert_eq!(value("A 6 10").total(), 17);
        assert!(!value("A 6 10").is_soft());
    }

    #[test]
    fn soft_and_hard_totals() {
        assert_eq!(value("AA").total(), 12);
        assert!(value("AA").is_soft());
        assert_eq!(value("AAT").total(), 12);
        assert!(!value("AAT").is_soft());
        assert_eq!(value("A5").to_string(), "soft 16");
        assert_eq!(value("T7").to_string(), "17");
        assert_eq!(value("T 7 5").to_string(), "bust (22)");
        assert!(value("T75").is_bust());
        assert!(!value("T74").is_bust());
        assert_eq!(value("AAAAAAAAAAA").total(), 21);
    }

    #[test]
    fn naturals_need_two_first_cards_of_an_unsplit_hand() {
        assert!(hand("AK").is_natural());
        assert!(hand("TA").is_natural());
        assert!(!hand("A55").is_natural());
        let mut split = Hand::from_split(Card::new(Rank::Ace, Suit::Hearts));
        split.push(Card::new(Rank::King, Suit::Clubs));
        assert_eq!(split.total(), 21);
        assert!(!split.is_natural());
    }
}
