//! What is left in the shoe, counted by value: the solver's view of the cards.

use std::fmt;

use thiserror::Error;

use crate::game::card::Rank;

/// The number of card values: Ace, 2 to 9, and the ten-value cards together.
pub const RANKS: usize = 10;

/// The index of the ten-value cards (the Ace is 0, a 2 is 1, ...).
pub const TEN: usize = 9;

/// How many cards of each value a hand holds, indexed like [`Rank::value_index`].
pub type Counts = [u8; RANKS];

/// Hashes a set of cards by value (the keys of the solver's maps: hands and sets of cards out) a
/// word at a time. The keys are ones the solver makes itself, so the standard hasher's guard
/// against keys chosen to collide buys nothing, and it took most of the time of building the
/// player's and the dealer's graphs of hands. Which hasher is used changes no value: the maps are
/// only looked up, never walked.
#[derive(Debug, Clone, Copy, Default)]
pub struct CountsHasher(u64);

impl std::hash::BuildHasher for CountsHasher {
    type Hasher = CountsHasher;
    fn build_hasher(&self) -> CountsHasher {
        CountsHasher(0)
    }
}

impl std::hash::Hasher for CountsHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        // A multiply mixes each word into every bit above it; the rotation brings the high
        // bits, which the table's slots read, back down for the next word.
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// A map keyed by a set of cards, hashed by [`CountsHasher`].
pub type CountsMap<V> = std::collections::HashMap<Counts, V, CountsHasher>;

/// The largest number of cards of one value a composition may hold.
pub const MAX_PER_VALUE: u16 = 60_000;

/// The cards in a shoe, counted by value: index 0 is the Ace, 1 the 2, ..., 9 the ten-value cards.
///
/// ```
/// use bjcoach::strategy::solver::Composition;
/// let deck = Composition::full(1);
/// assert_eq!(deck.total(), 52);
/// assert_eq!(deck.count(bjcoach::game::card::Rank::King), 16);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Composition {
    counts: [u16; RANKS],
}

/// Why a composition cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CompositionError {
    /// A value has more cards than the solver accepts.
    #[error("{count} cards of value {value} is more than the {MAX_PER_VALUE} a shoe may hold")]
    TooMany {
        /// The value (`A`, `2`..`9`, `T`).
        value: Rank,
        /// The count given.
        count: u16,
    },
    /// Too few cards to deal a round from.
    #[error("a shoe of {total} cards is too small: the solver needs at least {min}")]
    TooSmall {
        /// Cards in the shoe.
        total: u32,
        /// The fewest accepted.
        min: u32,
    },
    /// A card was taken that the shoe does not hold.
    #[error("the shoe holds no {0} to take out")]
    Missing(Rank),
}

/// The fewest cards a composition may hold: enough for any player hand and any dealer hand.
pub const MIN_CARDS: u32 = 20;

impl Composition {
    /// Full decks of 52 cards.
    pub fn full(decks: u8) -> Composition {
        let d = u16::from(decks);
        let mut counts = [4 * d; RANKS];
        counts[TEN] = 16 * d;
        Composition { counts }
    }

    /// A composition from counts by value (Ace first, ten-value cards last).
    pub fn from_counts(counts: [u16; RANKS]) -> Result<Composition, CompositionError> {
        for (i, &count) in counts.iter().enumerate() {
            if count > MAX_PER_VALUE {
                return Err(CompositionError::TooMany { value: value_rank(i), count });
            }
        }
        let composition = Composition { counts };
        if composition.total() < MIN_CARDS {
            return Err(CompositionError::TooSmall { total: composition.total(), min: MIN_CARDS });
        }
        Ok(composition)
    }

    /// The counts by value, Ace first.
    pub fn counts(&self) -> [u16; RANKS] {
        self.counts
    }

    /// How many cards of this rank's value are left (a King counts every ten-value card).
    pub fn count(&self, rank: Rank) -> u16 {
        self.counts[rank.value_index()]
    }

    /// The number of cards.
    pub fn total(&self) -> u32 {
        self.counts.iter().map(|&n| u32::from(n)).sum()
    }

    /// The composition once a card of this rank's value is taken out.
    pub fn without(&self, rank: Rank) -> Result<Composition, CompositionError> {
        let i = rank.value_index();
        let mut counts = self.counts;
        counts[i] = counts[i].checked_sub(1).ok_or(CompositionError::Missing(value_rank(i)))?;
        Ok(Composition { counts })
    }

    /// Cards left once the multiset `removed` is out, as signed counts (negative when impossible).
    pub(crate) fn left_after(&self, removed: &Counts) -> [i32; RANKS] {
        std::array::from_fn(|i| i32::from(self.counts[i]) - i32::from(removed[i]))
    }
}

impl fmt::Display for Composition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, n) in self.counts.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}:{n}", value_rank(i))?;
        }
        Ok(())
    }
}

/// The rank that stands for a value index (0 is the Ace, 9 the Ten).
pub fn value_rank(index: usize) -> Rank {
    Rank::from_points(index as u8 + 1).unwrap_or(Rank::Ten)
}
