//! Cards: ranks, suits, and the parser for cards as people type them.

use std::fmt;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::lang::{Arg, Lang};

/// The thirteen ranks of a French deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Rank {
    /// Ace: worth 1 or 11.
    #[serde(rename = "A")]
    Ace,
    /// Two.
    #[serde(rename = "2")]
    Two,
    /// Three.
    #[serde(rename = "3")]
    Three,
    /// Four.
    #[serde(rename = "4")]
    Four,
    /// Five.
    #[serde(rename = "5")]
    Five,
    /// Six.
    #[serde(rename = "6")]
    Six,
    /// Seven.
    #[serde(rename = "7")]
    Seven,
    /// Eight.
    #[serde(rename = "8")]
    Eight,
    /// Nine.
    #[serde(rename = "9")]
    Nine,
    /// Ten.
    #[serde(rename = "T")]
    Ten,
    /// Jack: worth 10.
    #[serde(rename = "J")]
    Jack,
    /// Queen: worth 10.
    #[serde(rename = "Q")]
    Queen,
    /// King: worth 10.
    #[serde(rename = "K")]
    King,
}

impl Rank {
    /// Every rank, Ace first.
    pub const ALL: [Rank; 13] = [
        Rank::Ace,
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
    ];

    /// The point value with an Ace counted as 1 (2-9 at face value, 10 for T, J, Q, K).
    pub const fn points(self) -> u8 {
        match self {
            Rank::Ace => 1,
            Rank::Two => 2,
            Rank::Three => 3,
            Rank::Four => 4,
            Rank::Five => 5,
            Rank::Six => 6,
            Rank::Seven => 7,
            Rank::Eight => 8,
            Rank::Nine => 9,
            Rank::Ten | Rank::Jack | Rank::Queen | Rank::King => 10,
        }
    }

    /// Is this a ten-value card (T, J, Q or K)?
    pub const fn is_ten_value(self) -> bool {
        self.points() == 10
    }

    /// Is this an Ace?
    pub const fn is_ace(self) -> bool {
        matches!(self, Rank::Ace)
    }

    /// The value class of the card as used by strategy: 0 for an Ace, 1 for a 2, ... 9 for any ten.
    pub const fn value_index(self) -> usize {
        self.points() as usize - 1
    }

    /// The short symbol: `A`, `2`..`9`, `T`, `J`, `Q`, `K`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Rank::Ace => "A",
            Rank::Two => "2",
            Rank::Three => "3",
            Rank::Four => "4",
            Rank::Five => "5",
            Rank::Six => "6",
            Rank::Seven => "7",
            Rank::Eight => "8",
            Rank::Nine => "9",
            Rank::Ten => "T",
            Rank::Jack => "J",
            Rank::Queen => "Q",
            Rank::King => "K",
        }
    }

    /// The representative rank of a point value 1..=10 (1 is the Ace, 10 is the Ten).
    pub const fn from_points(points: u8) -> Option<Rank> {
        match points {
            1 => Some(Rank::Ace),
            2 => Some(Rank::Two),
            3 => Some(Rank::Three),
            4 => Some(Rank::Four),
            5 => Some(Rank::Five),
            6 => Some(Rank::Six),
            7 => Some(Rank::Seven),
            8 => Some(Rank::Eight),
            9 => Some(Rank::Nine),
            10 => Some(Rank::Ten),
            _ => None,
        }
    }
}

impl Rank {
    /// The rank as `lang` writes it on a card: the figures by their own initials (`V`, `D`, `R`
    /// for valet, dame, roi in French; `F`, `D`, `R` for fante, donna, re in Italian), the others
    /// as [`Rank::symbol`] writes them.
    pub fn symbol_in(self, lang: Lang) -> String {
        let id = match self {
            Rank::Jack => "card-jack",
            Rank::Queen => "card-queen",
            Rank::King => "card-king",
            Rank::Ace => "card-ace",
            _ => return self.symbol().to_string(),
        };
        lang.text(id, &[])
    }
}

impl Card {
    /// The card as `lang` writes it: its rank there and its suit (`R♠` for a king in French).
    pub fn shown_in(self, lang: Lang) -> String {
        format!("{}{}", self.rank.symbol_in(lang), self.suit.symbol())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// The four suits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    /// Spades (black).
    Spades,
    /// Hearts (red).
    Hearts,
    /// Diamonds (red).
    Diamonds,
    /// Clubs (black).
    Clubs,
}

impl Suit {
    /// Every suit.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's symbol: ♠ ♥ ♦ ♣.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    /// Is the suit printed in red?
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }
}

/// One playing card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    /// Its rank.
    pub rank: Rank,
    /// Its suit.
    pub suit: Suit,
}

impl Card {
    /// A card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank, self.suit.symbol())
    }
}

/// A card as typed by a person: the rank always, the suit when given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TypedCard {
    /// The rank typed.
    pub rank: Rank,
    /// The suit typed, if any.
    pub suit: Option<Suit>,
}

/// Why a typed list of cards could not be read.
/// Its words are the message `card-forms` and those of `cards.ftl` after it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardParseError {
    /// Nothing was typed.
    Empty,
    /// A character that is neither a rank, a suit nor a separator.
    Unexpected {
        /// The offending character.
        found: char,
        /// Its 1-based position in the text.
        position: usize,
    },
    /// A suit with no rank before it.
    SuitWithoutRank {
        /// The suit character.
        found: char,
        /// Its 1-based position in the text.
        position: usize,
    },
}

fn rank_of_char(c: char) -> Option<Rank> {
    Some(match c.to_ascii_lowercase() {
        'a' => Rank::Ace,
        '2' => Rank::Two,
        '3' => Rank::Three,
        '4' => Rank::Four,
        '5' => Rank::Five,
        '6' => Rank::Six,
        '7' => Rank::Seven,
        '8' => Rank::Eight,
        '9' => Rank::Nine,
        't' => Rank::Ten,
        'j' => Rank::Jack,
        'q' => Rank::Queen,
        'k' => Rank::King,
        _ => return None,
    })
}

fn suit_of_char(c: char) -> Option<Suit> {
    Some(match c.to_ascii_lowercase() {
        's' | '♠' | '♤' => Suit::Spades,
        'h' | '♥' | '♡' => Suit::Hearts,
        'd' | '♦' | '♢' => Suit::Diamonds,
        'c' | '♣' | '♧' => Suit::Clubs,
        _ => return None,
    })
}

impl fmt::Display for CardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl CardParseError {
    /// Why the cards could not be read, in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        let at = |id: &str, found: char, position: usize| {
            let found = found.to_string();
            lang.text(id, &[("found", Arg::Text(&found)), ("position", Arg::Int(position as u64))])
        };
        match *self {
            CardParseError::Empty => lang.text("card-parse-empty", &[]),
            CardParseError::Unexpected { found, position } => at("card-parse-unexpected", found, position),
            CardParseError::SuitWithoutRank { found, position } => {
                at("card-parse-suit-first", found, position)
            }
        }
    }
}

/// Reads cards as people type them, case-insensitively: `A,7`, `A7`, `10 6`, `K♠ 5♥`, `ks 5h`.
///
/// ```
/// use bjcoach::game::card::{parse_cards, Rank};
/// let cards = parse_cards("ks 5h").unwrap();
/// assert_eq!(cards[0].rank, Rank::King);
/// assert_eq!(parse_cards("10 6").unwrap()[0].rank, Rank::Ten);
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<TypedCard>, CardParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut cards: Vec<TypedCard> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let position = i + 1;
        if c.is_whitespace() || matches!(c, ',' | ';' | '-' | '/' | '+') {
            i += 1;
            continue;
        }
        if c == '1' && chars.get(i + 1) == Some(&'0') {
            cards.push(TypedCard { rank: Rank::Ten, suit: None });
            i += 2;
        } else if let Some(rank) = rank_of_char(c) {
            cards.push(TypedCard { rank, suit: None });
            i += 1;
        } else if let Some(_suit) = suit_of_char(c) {
            return Err(CardParseError::SuitWithoutRank { found: c, position });
        } else {
            return Err(CardParseError::Unexpected { found: c, position });
        }
        if let Some(suit) = chars.get(i).copied().and_then(suit_of_char) {
            if let Some(last) = cards.last_mut() {
                last.suit = Some(suit);
            }
            i += 1;
        }
    }
    if cards.is_empty() {
        return Err(CardParseError::Empty);
    }
    Ok(cards)
}

/// Reads cards as [`parse_cards`] does and keeps only their ranks.
pub fn parse_ranks(text: &str) -> Result<Vec<Rank>, CardParseError> {
    Ok(parse_cards(text)?.into_iter().map(|c| c.rank).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ranks(text: &str) -> Vec<Rank> {
        parse_ranks(text).unwrap()
    }

    #[test]
    fn parses_every_documented_form() {
        assert_eq!(ranks("A,7"), vec![Rank::Ace, Rank::Seven]);
        assert_eq!(ranks("A7"), vec![Rank::Ace, Rank::Seven]);
        assert_eq!(ranks("10 6"), vec![Rank::Ten, Rank::Six]);
        assert_eq!(ranks("K♠ 5♥"), vec![Rank::King, Rank::Five]);
        assert_eq!(ranks("ks 5h"), vec![Rank::King, Rank::Five]);
        assert_eq!(ranks("a,T,j,q,K"), vec![Rank::Ace, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King]);
        assert_eq!(ranks("1010"), vec![Rank::Ten, Rank::Ten]);
    }

    #[test]
    fn keeps_suits_when_given() {
        let cards = parse_cards("K♠ 5h ad").unwrap();
        assert_eq!(cards[0].suit, Some(Suit::Spades));
        assert_eq!(cards[1].suit, Some(Suit::Hearts));
        assert_eq!(cards[2], TypedCard { rank: Rank::Ace, suit: Some(Suit::Diamonds) });
        assert_eq!(parse_cards("A7").unwrap()[0].suit, None);
    }

    #[test]
    fn rejects_what_is_not_a_card_and_shows_the_forms() {
        let err = parse_cards("A,X").unwrap_err();
        assert_eq!(err, CardParseError::Unexpected { found: 'X', position: 3 });
        assert!(err.to_string().contains("`ks 5h`"));
        assert_eq!(parse_cards(" , ").unwrap_err(), CardParseError::Empty);
        assert!(matches!(parse_cards("1 5"), Err(CardParseError::Unexpected { found: '1', .. })));
        assert!(matches!(parse_cards("h5"), Err(CardParseError::SuitWithoutRank { .. })));
    }

    #[test]
    fn points_and_tens() {
        assert_eq!(Rank::Ace.points(), 1);
        assert!(Rank::Queen.is_ten_value());
        assert!(!Rank::Nine.is_ten_value());
        assert_eq!(Rank::King.value_index(), 9);
        for p in 1..=10 {
            assert_eq!(Rank::from_points(p).unwrap().points(), p);
        }
    }
}
