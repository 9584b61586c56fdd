//! The dealer's play as a graph of hands, and the exact probabilities of the dealer's final totals
//! for any set of cards missing from the shoe.
//!
//! A dealer hand is kept as the multiset of its cards: once it is known that the dealer has not
//! stopped, what happens next depends only on the cards held and the cards left, not on the order
//! in which they came. The graph is built once per soft-17 rule and up card; a distribution is then
//! one forward pass over it.

use std::sync::OnceLock;

use super::shoe::{Counts, RANKS, TEN};

/// The number of final outcomes of a dealer hand that is not a natural: 17, 18, 19, 20, 21, bust.
pub const OUTCOMES: usize = 6;

/// The index of "bust" in a [`DealerDist`].
pub const BUST: usize = 5;

/// Probabilities of the dealer's final outcome: totals 17 to 21, then bust.
pub type DealerDist = [f64; OUTCOMES];

/// Where a dealer's draw leads: another hand that keeps drawing, or a final outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Hand(u16),
    Outcome(u8),
    /// The second card completes a natural; the distributions leave it out (see [`DealerTree`]).
    Natural,
}

#[derive(Debug, Clone)]
struct DealerHand {
    /// How many cards of each value the dealer has drawn after the up card.
    drawn: Counts,
    /// The number of cards drawn after the up card.
    cards: u8,
    next: [Step; RANKS],
}

/// Every hand a dealer can hold without having stopped, starting from one up card.
#[derive(Debug, Clone)]
pub struct DealerTree {
    /// In the order they are reached: a hand's successors always come after it.
    hands: Vec<DealerHand>,
    /// The value that would complete a natural with the up card (Ten for an Ace and the reverse).
    natural_with: Option<usize>,
}

/// Final total of `held`, or `None` while the dealer must still draw.
fn dealer_stops(held: &Counts, hits_soft_17: bool) -> Option<u8> {
    let hard: u32 = held.iter().enumerate().map(|(v, &n)| (v as u32 + 1) * u32::from(n)).sum();
    if hard > 21 {
        return Some(22);
    }
    let soft = held[0] > 0 && hard <= 11;
    let total = if soft { hard + 10 } else { hard };
    let stands = total > 17 || (total == 17 && !(soft && hits_soft_17));
    stands.then_some(total as u8)
}

impl DealerTree {
    fn build(up: usize, hits_soft_17: bool) -> DealerTree {
        let mut up_only = [0u8; RANKS];
        up_only[up] = 1;
        let natural_with = match up {
            0 => Some(TEN),
            TEN => Some(0),
            _ => None,
        };
        let mut hands = vec![DealerHand { drawn: [0; RANKS], cards: 0, next: [Step::Outcome(0); RANKS] }];
        let mut index = std::collections::HashMap::new();
        index.insert([0u8; RANKS], 0u16);
        let mut i = 0;
        while i < hands.len() {
            let drawn = hands[i].drawn;
            let cards = hands[i].cards;
            let mut next = [Step::Outcome(0); RANKS];
            for (c, step) in next.iter_mut().enumerate() {
                let mut after = drawn;
                after[c] += 1;
                let held: Counts = std::array::from_fn(|v| after[v] + up_only[v]);
                *step = if cards == 0 && natural_with == Some(c) {
                    Step::Natural
                } else if let Some(total) = dealer_stops(&held, hits_soft_17) {
                    Step::Outcome(total.saturating_sub(17).min(BUST as u8))
                } else if let Some(&j) = index.get(&after) {
                    Step::Hand(j)
                } else {
                    let j = hands.len() as u16;
                    index.insert(after, j);
                    hands.push(DealerHand {
                        drawn: after,
                        cards: cards + 1,
                        next: [Step::Outcome(0); RANKS],
                    });
                    Step::Hand(j)
                };
            }
            hands[i].next = next;
            i += 1;
        }
        DealerTree { hands, natural_with }
    }

    /// The distribution of the dealer's final outcome given that the dealer holds no natural, when
    /// `left` are the cards in the shoe once the up card has been dealt. `reach` is scratch space.
    ///
    /// If the shoe runs dry the missing probability is simply absent from the result.
    pub fn distribution(&self, left: &[i32; RANKS], reach: &mut Vec<f64>) -> DealerDist {
        let mut out = [0.0; OUTCOMES];
        reach.clear();
        reach.resize(self.hands.len(), 0.0);
        reach[0] = 1.0;
        let total: i32 = left.iter().sum();
        for (i, hand) in self.hands.iter().enumerate() {
            let r = reach[i];
            if r == 0.0 {
                continue;
            }
            let mut denom = total - i32::from(hand.cards);
            if i == 0
                && let Some(k) = self.natural_with
            {
                denom -= left[k];
            }
            if denom <= 0 {
                continue;
            }
            let scale = r / f64::from(denom);
            for c in 0..RANKS {
                let avail = left[c] - i32::from(hand.drawn[c]);
                if avail <= 0 {
                    continue;
                }
                let p = scale * f64::from(avail);
                match hand.next[c] {
                    Step::Hand(j) => reach[usize::from(j)] += p,
                    Step::Outcome(k) => out[usize::from(k)] += p,
                    Step::Natural => {}
                }
            }
        }
        out
    }
}

/// The dealer trees of one soft-17 rule, one per up card (index 0 is the Ace, 9 the ten-value cards).
pub fn dealer_trees(hits_soft_17: bool) -> &'static [DealerTree; RANKS] {
    static STANDS: OnceLock<[DealerTree; RANKS]> = OnceLock::new();
    static HITS: OnceLock<[DealerTree; RANKS]> = OnceLock::new();
    let cell = if hits_soft_17 { &HITS } else { &STANDS };
    cell.get_or_init(|| std::array::from_fn(|up| DealerTree::build(up, hits_soft_17)))
}
