//! Every player hand that has not bust, as the multiset of its cards, linked by the card drawn.
//!
//! Composition-dependent play depends on which cards a hand holds but not on their order, so a
//! hand is a multiset; the graph holds all of them once (about 3,500), whatever the shoe.

use std::sync::OnceLock;

use super::shoe::{Counts, CountsMap, RANKS};

/// The index of a hand in [`HandGraph`].
pub type HandId = u32;

/// Marks a draw that busts the hand.
pub const BUSTED: HandId = HandId::MAX;

/// One multiset of player cards with a hard total of 21 or less.
#[derive(Debug, Clone)]
pub struct HandNode {
    /// Cards of each value.
    pub counts: Counts,
    /// The same counts as numbers: the solver takes them from the cards left for every hand of
    /// every shoe it values, and converting them each time was a tenth of its work.
    pub counts_f64: [f64; RANKS],
    /// The number of cards.
    pub cards: u8,
    /// The total with every Ace as 1.
    pub hard: u8,
    /// Is an Ace counted as 11? (Kept, not worked out: the solver asks millions of times.)
    soft: bool,
    /// The total that counts.
    total: u8,
    /// The hand after drawing each value, or [`BUSTED`].
    pub next: [HandId; RANKS],
}

impl HandNode {
    /// Is an Ace counted as 11?
    pub fn is_soft(&self) -> bool {
        self.soft
    }

    /// The total that counts.
    pub fn total(&self) -> u8 {
        self.total
    }

    fn new(counts: Counts, cards: u8, hard: u8) -> HandNode {
        let soft = counts[0] > 0 && hard <= 11;
        let total = if soft { hard + 10 } else { hard };
        let counts_f64 = std::array::from_fn(|c| f64::from(counts[c]));
        HandNode { counts, counts_f64, cards, hard, soft, total, next: [BUSTED; RANKS] }
    }
}

/// All hands, the empty hand first; a hand's successors always come after it.
#[derive(Debug)]
pub struct HandGraph {
    /// The hands, by [`HandId`].
    pub hands: Vec<HandNode>,
}

impl HandGraph {
    fn build() -> HandGraph {
        let empty = HandNode::new([0; RANKS], 0, 0);
        let mut hands = vec![empty];
        let mut index: CountsMap<HandId> = CountsMap::default();
        index.insert([0; RANKS], 0);
        let mut i = 0;
        while i < hands.len() {
            let (counts, cards, hard) = (hands[i].counts, hands[i].cards, hands[i].hard);
            for c in 0..RANKS {
                let hard_after = hard + c as u8 + 1;
                if hard_after > 21 {
                    continue;
                }
                let mut after = counts;
                after[c] += 1;
                let id = *index.entry(after).or_insert_with(|| {
                    hands.push(HandNode::new(after, cards + 1, hard_after));
                    (hands.len() - 1) as HandId
                });
                hands[i].next[c] = id;
            }
            i += 1;
        }
        HandGraph { hands }
    }

    /// The hand holding one card of each of these values, if it has not bust.
    pub fn find(&self, values: &[usize]) -> Option<HandId> {
        let mut id = 0;
        for &v in values {
            id = *self.hands.get(id as usize)?.next.get(v)?;
            if id == BUSTED {
                return None;
            }
        }
        Some(id)
    }

    /// The hand of `id`.
    pub fn node(&self, id: HandId) -> &HandNode {
        &self.hands[id as usize]
    }

    /// The number of hands.
    pub fn len(&self) -> usize {
        self.hands.len()
    }
}

/// The most cards of each value a hand of 21 or less holds (Aces counted 1).
const MOST_HELD: [f64; RANKS] = [21.0, 10.0, 7.0, 5.0, 4.0, 3.0, 3.0, 2.0, 2.0, 2.0];

/// Can these cards left (by value) deal every hand of the graph? Then no hand needs checking
/// against them, which a deep shoe saves for every hand of every shoe it values.
pub fn deals_every_hand(left: &[f64; RANKS]) -> bool {
    left.iter().zip(MOST_HELD).all(|(&n, most)| n >= most)
}

/// The graph, built on first use.
pub fn hand_graph() -> &'static HandGraph {
    static GRAPH: OnceLock<HandGraph> = OnceLock::new();
    GRAPH.get_or_init(HandGraph::build)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn most_held_is_the_most_of_each_value_in_any_hand() {
        let graph = hand_graph();
        for c in 0..RANKS {
            let most = graph.hands.iter().map(|h| h.counts[c]).max().unwrap_or(0);
            assert_eq!(f64::from(most), MOST_HELD[c], "value index {c}");
        }
        let mut short = MOST_HELD;
        assert!(deals_every_hand(&short));
        short[3] -= 1.0;
        assert!(!deals_every_hand(&short));
    }
}
