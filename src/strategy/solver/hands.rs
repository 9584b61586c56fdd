//! Every player hand that has not bust, as the multiset of its cards, linked by the card drawn.
//!
//! Composition-dependent play depends on which cards a hand holds but not on their order, so a
//! hand is a multiset; the graph holds all of them once (3,083, the empty hand among them),
//! whatever the shoe.

use std::sync::OnceLock;

use super::shoe::{Counts, CountsHasher, RANKS};

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
        // Room for every hand (`the_graph_holds_every_hand_once` counts them): the lists never
        // grow while they fill.
        const ROOM: usize = 3_200;
        let empty = HandNode::new([0; RANKS], 0, 0);
        let mut hands = Vec::with_capacity(ROOM);
        hands.push(empty);
        // Each hand is looked up by its cards packed into one number, five bits a value (a hand
        // holds at most 21 of one), which a draw changes by one addition: cheaper to hash and
        // compare than the counts themselves, which the graph's first use waited on.
        let mut packed: Vec<u64> = Vec::with_capacity(ROOM);
        packed.push(0);
        let mut index: std::collections::HashMap<u64, HandId, CountsHasher> =
            std::collections::HashMap::with_capacity_and_hasher(ROOM, CountsHasher::default());
        index.insert(0, 0);
        let mut i = 0;
        while i < hands.len() {
            let (counts, cards, hard, key) = (hands[i].counts, hands[i].cards, hands[i].hard, packed[i]);
            for c in 0..RANKS {
                let hard_after = hard + c as u8 + 1;
                if hard_after > 21 {
                    continue;
                }
                let key_after = key + (1 << (5 * c));
                let id = *index.entry(key_after).or_insert_with(|| {
                    let mut after = counts;
                    after[c] += 1;
                    hands.push(HandNode::new(after, cards + 1, hard_after));
                    packed.push(key_after);
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

    /// Every multiset of values whose hard total is 21 or less, counted by going through them all
    /// (a value at a time, as many of it as fit): the graph holds each once, and nothing else.
    #[test]
    fn the_graph_holds_every_hand_once() {
        fn count(value: usize, total: u32) -> usize {
            if value == RANKS {
                return 1;
            }
            let points = value as u32 + 1;
            (0..).take_while(|n| total + n * points <= 21).map(|n| count(value + 1, total + n * points)).sum()
        }
        let graph = hand_graph();
        assert_eq!(graph.len(), count(0, 0));
        assert_eq!(graph.len(), 3_083);
        let distinct: std::collections::HashSet<Counts> = graph.hands.iter().map(|h| h.counts).collect();
        assert_eq!(distinct.len(), graph.len());
        for (i, hand) in graph.hands.iter().enumerate() {
            for (c, &next) in hand.next.iter().enumerate() {
                let hard_after = u32::from(hand.hard) + c as u32 + 1;
                if hard_after > 21 {
                    assert_eq!(next, BUSTED);
                } else {
                    let mut after = hand.counts;
                    after[c] += 1;
                    assert_eq!(graph.node(next).counts, after, "hand {i} drawing value {c}");
                    assert!(next as usize > i, "a successor comes after its hand");
                }
            }
        }
    }

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
