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

/// A dealer hand while the tree is built.
#[derive(Debug, Clone)]
struct DealerHand {
    drawn: Counts,
    cards: u8,
    next: [Step; RANKS],
}

/// Where a dealer's draw leads: another hand that keeps drawing, or a final outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Hand(u16),
    Outcome(u8),
    /// The second card completes a natural; the distributions leave it out (see [`DealerTree`]).
    Natural,
}

/// Every hand a dealer can hold without having stopped, starting from one up card, flattened for
/// a fast forward pass: hands in the order they are reached (a hand's successors come after it),
/// then one slot per final outcome.
#[derive(Debug, Clone)]
pub struct DealerTree {
    /// Cards of each value drawn after the up card, by hand (as numbers, ready for arithmetic).
    drawn: Vec<[f64; RANKS]>,
    /// Cards drawn after the up card, by hand.
    cards: Vec<f64>,
    /// By hand and value drawn, below `bust_from`: the slot the draw leads to (a hand,
    /// `hands + outcome`, or for a natural `hands + OUTCOMES`, a slot no result reads). Indexed by
    /// value so that the pass needs no list of values, nor checks on them.
    next: Vec<[u32; RANKS]>,
    /// By hand: every value from this one up busts the hand (`RANKS` when none does), so busts are
    /// counted in one step from the cards left of those values.
    bust_from: Vec<u8>,
    /// By hand: the cards drawn of the values from `bust_from` up.
    drawn_from_bust: Vec<f64>,
    /// The value that would complete a natural with the up card (Ten for an Ace and the reverse).
    natural_with: Option<usize>,
}

/// How many shoes one pass over a dealer tree handles at once.
pub const LANES: usize = 16;

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
        let n = hands.len() as u32;
        let mut next_slots = Vec::with_capacity(hands.len());
        let mut bust_from = Vec::with_capacity(hands.len());
        let mut drawn_from_bust = Vec::with_capacity(hands.len());
        let busts = Step::Outcome(BUST as u8);
        for hand in &hands {
            // Higher values bust first: the busting draws are a run at the top.
            let first_bust = (0..RANKS).rev().take_while(|&c| hand.next[c] == busts).last().unwrap_or(RANKS);
            bust_from.push(first_bust as u8);
            drawn_from_bust.push(hand.drawn[first_bust..].iter().map(|&d| f64::from(d)).sum());
            next_slots.push(hand.next.map(|step| match step {
                Step::Hand(j) => u32::from(j),
                Step::Outcome(k) => n + u32::from(k),
                Step::Natural => n + OUTCOMES as u32,
            }));
        }
        DealerTree {
            drawn: hands.iter().map(|h| h.drawn.map(f64::from)).collect(),
            cards: hands.iter().map(|h| f64::from(h.cards)).collect(),
            next: next_slots,
            bust_from,
            drawn_from_bust,
            natural_with,
        }
    }

    /// The distributions of the dealer's final outcome given that the dealer holds no natural,
    /// for [`LANES`] shoes at once: `left[c][lane]` is the number of cards of value `c` in a shoe
    /// once the up card has been dealt. `reach` is scratch space.
    ///
    /// If a shoe runs dry the missing probability is simply absent from its result.
    pub fn distributions(
        &self,
        left: &[[f64; LANES]; RANKS],
        reach: &mut Vec<[f64; LANES]>,
    ) -> [DealerDist; LANES] {
        // The pass is most of the solver's time and its lanes map onto vector registers: with
        // AVX each operation handles four lanes instead of two. The arithmetic is the same
        // (no fused multiply-add), so the results are identical bit for bit.
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx") {
            // SAFETY: the CPU supports AVX, as checked just above.
            return unsafe { self.distributions_avx(left, reach) };
        }
        self.distributions_portable(left, reach)
    }

    /// [`Self::distributions`] compiled for AVX.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx")]
    fn distributions_avx(
        &self,
        left: &[[f64; LANES]; RANKS],
        reach: &mut Vec<[f64; LANES]>,
    ) -> [DealerDist; LANES] {
        self.distributions_portable(left, reach)
    }

    /// The pass itself, inlined into each compiled version.
    #[inline(always)]
    fn distributions_portable(
        &self,
        left: &[[f64; LANES]; RANKS],
        reach: &mut Vec<[f64; LANES]>,
    ) -> [DealerDist; LANES] {
        let hands = self.cards.len();
        reach.clear();
        // One more slot than outcomes: where a natural goes, unread.
        reach.resize(hands + OUTCOMES + 1, [0.0; LANES]);
        // Cards left of each value and above, for counting busts in one step.
        let mut from = [[0.0; LANES]; RANKS + 1];
        for c in (0..RANKS).rev() {
            for l in 0..LANES {
                from[c][l] = from[c + 1][l] + left[c][l];
            }
        }
        let total = from[0];
        reach[0] = [1.0; LANES];
        for i in 0..hands {
            let r = reach[i];
            if r == [0.0; LANES] {
                continue;
            }
            let mut denom: [f64; LANES] = std::array::from_fn(|l| total[l] - self.cards[i]);
            if i == 0
                && let Some(k) = self.natural_with
            {
                for l in 0..LANES {
                    denom[l] -= left[k][l];
                }
            }
            // Divides every lane and then keeps the quotients of the shoes not run dry: without a
            // branch per lane the compiler keeps the lanes in vector registers.
            let scale: [f64; LANES] = std::array::from_fn(|l| {
                let q = r[l] / denom[l];
                if denom[l] > 0.0 { q } else { 0.0 }
            });
            let drawn = &self.drawn[i];
            // Cards still available: never negative where the hand can be reached (a lane that
            // cannot reach it has a scale of zero), so no clamping is needed.
            let b = usize::from(self.bust_from[i]);
            let next = &self.next[i];
            for c in 0..b.min(RANKS) {
                let (row, d) = (&left[c], drawn[c]);
                let slot = &mut reach[next[c] as usize];
                for l in 0..LANES {
                    slot[l] += scale[l] * (row[l] - d);
                }
            }
            if b < RANKS {
                let (row, d) = (&from[b], self.drawn_from_bust[i]);
                let slot = &mut reach[hands + BUST];
                for l in 0..LANES {
                    slot[l] += scale[l] * (row[l] - d);
                }
            }
        }
        std::array::from_fn(|l| std::array::from_fn(|k| reach[hands + k][l]))
    }
}

/// The dealer trees of one soft-17 rule, one per up card (index 0 is the Ace, 9 the ten-value cards).
pub fn dealer_trees(hits_soft_17: bool) -> &'static [DealerTree; RANKS] {
    static STANDS: OnceLock<[DealerTree; RANKS]> = OnceLock::new();
    static HITS: OnceLock<[DealerTree; RANKS]> = OnceLock::new();
    let cell = if hits_soft_17 { &HITS } else { &STANDS };
    cell.get_or_init(|| std::array::from_fn(|up| DealerTree::build(up, hits_soft_17)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dealer's outcome probabilities by plain recursion over the cards drawn one by one:
    /// `left` is the shoe, `held` the dealer's cards (up card included), `p` the probability so far.
    fn by_recursion(
        left: &mut [i64; RANKS],
        held: &mut Counts,
        up: usize,
        hits_soft_17: bool,
        p: f64,
        out: &mut DealerDist,
    ) {
        let first = held.iter().map(|&n| u32::from(n)).sum::<u32>() == 1;
        let natural_with = match up {
            0 => Some(TEN),
            TEN => Some(0),
            _ => None,
        };
        // Given no natural, the hole card is not the one that would complete it.
        let excluded = |c: usize| first && natural_with == Some(c);
        let total: i64 = (0..RANKS).filter(|&c| !excluded(c)).map(|c| left[c]).sum();
        if total <= 0 {
            return;
        }
        for c in 0..RANKS {
            if left[c] <= 0 || excluded(c) {
                continue;
            }
            let q = p * left[c] as f64 / total as f64;
            held[c] += 1;
            left[c] -= 1;
            match dealer_stops(held, hits_soft_17) {
                Some(t) => out[usize::from(t - 17).min(BUST)] += q,
                None => by_recursion(left, held, up, hits_soft_17, q, out),
            }
            held[c] -= 1;
            left[c] += 1;
        }
    }

    /// Shoes once the up card is out: one deck, six decks, odd ones, nearly dry, dry, huge.
    fn shoes() -> Vec<[i64; RANKS]> {
        let decks = |n: i64| std::array::from_fn(|c| if c == TEN { 16 * n } else { 4 * n });
        vec![
            decks(1),
            decks(6),
            [3, 7, 0, 5, 9, 2, 1, 6, 4, 11],
            [1, 0, 2, 0, 0, 1, 0, 0, 0, 2],
            [0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
            [2, 1, 0, 0, 0, 0, 0, 0, 1, 3],
            [0; RANKS],
            [60_000, 59_999, 7, 60_000, 3, 0, 60_000, 12, 60_000, 60_000],
        ]
    }

    #[test]
    fn the_pass_agrees_with_plain_recursion() {
        let shoes = shoes();
        let mut left = [[0.0; LANES]; RANKS];
        for (l, shoe) in shoes.iter().cycle().take(LANES).enumerate() {
            for c in 0..RANKS {
                left[c][l] = shoe[c] as f64;
            }
        }
        let mut reach = Vec::new();
        for hits_soft_17 in [false, true] {
            for (up, tree) in dealer_trees(hits_soft_17).iter().enumerate() {
                let fast = tree.distributions(&left, &mut reach);
                let portable = tree.distributions_portable(&left, &mut reach);
                assert_eq!(fast, portable, "the vector and portable passes differ");
                for (l, shoe) in shoes.iter().cycle().take(LANES).enumerate() {
                    let mut expected = [0.0; OUTCOMES];
                    let mut held = [0; RANKS];
                    held[up] = 1;
                    by_recursion(&mut shoe.clone(), &mut held, up, hits_soft_17, 1.0, &mut expected);
                    for k in 0..OUTCOMES {
                        let (got, want) = (fast[l][k], expected[k]);
                        assert!(
                            (got - want).abs() < 1e-12,
                            "up {up}, lane {l}, outcome {k}: {got} against {want}"
                        );
                    }
                }
            }
        }
    }
}
