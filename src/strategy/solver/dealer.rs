//! The dealer's play as a graph of hands, and the exact probabilities of the dealer's final totals
//! for any set of cards missing from the shoe.
//!
//! A dealer hand is kept as the multiset of its cards: once it is known that the dealer has not
//! stopped, what happens next depends only on the cards held and the cards left, not on the order
//! in which they came. The graph is built once per soft-17 rule and up card; a distribution is then
//! one forward pass over it.

use std::sync::OnceLock;

use super::shoe::{Counts, RANKS, TEN};
use crate::game::round::dealer_draws_to;

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
/// a fast forward pass: hands in the order they are reached (a hand's successors come after it,
/// and hands with fewer cards come first). Each hand lists the draws that lead into it, so that
/// the pass gathers its probability in registers and writes it once.
///
/// The draws that end the dealer's play are summed after the pass, not hand by hand. A hand ends
/// on outcome `k` by drawing from one row of the shoe (a value, or every value from one up for a
/// bust) less the cards of that row it holds: its share of `k` is `reach × (row − held)`. Hands
/// that stop from the same rows (the same total, hard or soft: a few classes per tree) have their
/// reaches added up first, each class's sum multiplied by its rows once; the cards held, few and
/// mostly none, are taken off in a second sum. About one operation a hand instead of six, the
/// same probabilities (summed in another order: they agree to rounding).
#[derive(Debug, Clone)]
pub struct DealerTree {
    /// The draws into each hand, hand after hand (none into the first, the up card alone).
    draws: Vec<Draw>,
    /// By hand: where the draws into it end in `draws`; they start where those of the hand before
    /// end.
    ends: Vec<u32>,
    /// The hands, class after class: hands of a class end the dealer's play from the same rows.
    class_hands: Vec<u16>,
    /// By class: where its hands end in `class_hands` (they start where the class before ends).
    class_ends: Vec<u32>,
    /// By class and outcome: the row of the pass whose cards, drawn, end the play with that
    /// outcome (the row of none when no card does).
    class_rows: Vec<[u8; OUTCOMES]>,
    /// By outcome: the hands that hold cards of the row they stop from, with how many.
    held: [Vec<(u16, f64)>; OUTCOMES],
    /// The counts of cards that draws draw from, each as a row of the pass (below [`RANKS`], the
    /// cards left of that value; from there to `2 * RANKS`, of value `row - RANKS` and every higher
    /// value, for the draws that bust; then none) less the cards of those values the hand holds.
    counts: Vec<(usize, f64)>,
    /// Cards drawn after the up card, by hand.
    cards: Vec<f64>,
    /// The value that would complete a natural with the up card (Ten for an Ace and the reverse).
    natural_with: Option<usize>,
}

/// A draw into a hand of a [`DealerTree`]: from hand `from`, a card of those counted by
/// `counts[count]`.
#[derive(Debug, Clone, Copy)]
struct Draw {
    from: u16,
    count: u16,
}

/// The rows of cards counted in a pass: by value, then by value and above, then none.
const ROWS: usize = 2 * RANKS + 1;

/// The cards of each row of a pass, lane by lane.
type Rows = [[f64; LANES]; ROWS];

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
    let total = total as u8;
    (!dealer_draws_to(total, soft, hits_soft_17)).then_some(total)
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
        let mut into: Vec<Vec<Draw>> = vec![Vec::new(); hands.len()];
        // By hand and outcome: the row and the cards of it the hand holds.
        let mut stops: Vec<[(u8, u8); OUTCOMES]> = Vec::with_capacity(hands.len());
        let busts = Step::Outcome(BUST as u8);
        let mut counts: Vec<(usize, f64)> = vec![(ROWS - 1, 0.0)];
        let mut count = |row: usize, drawn: u8| {
            let key = (row, f64::from(drawn));
            let k = counts.iter().position(|&c| c == key).unwrap_or_else(|| {
                counts.push(key);
                counts.len() - 1
            });
            k as u16
        };
        let none = (ROWS as u8 - 1, 0);
        for (from, hand) in hands.iter().enumerate() {
            let mut stop = [none; OUTCOMES];
            // Higher values bust first: the busting draws are a run at the top, counted together.
            let first_bust = (0..RANKS).rev().take_while(|&c| hand.next[c] == busts).last().unwrap_or(RANKS);
            for c in 0..first_bust {
                match hand.next[c] {
                    Step::Hand(j) => {
                        let n = count(c, hand.drawn[c]);
                        into[usize::from(j)].push(Draw { from: from as u16, count: n })
                    }
                    Step::Outcome(k) => {
                        // Different values drawn to one hand make different totals.
                        assert_eq!(stop[usize::from(k)], none, "two draws to one dealer outcome");
                        stop[usize::from(k)] = (c as u8, hand.drawn[c]);
                    }
                    Step::Natural => {}
                }
            }
            if first_bust < RANKS {
                stop[BUST] = ((RANKS + first_bust) as u8, hand.drawn[first_bust..].iter().sum());
            }
            stops.push(stop);
        }
        // Classes by the rows stopped from, in the order first met.
        let mut classes: Vec<([u8; OUTCOMES], Vec<u16>)> = Vec::new();
        let mut held: [Vec<(u16, f64)>; OUTCOMES] = Default::default();
        for (i, stop) in stops.iter().enumerate() {
            let rows = stop.map(|(row, _)| row);
            match classes.iter_mut().find(|(r, _)| *r == rows) {
                Some((_, members)) => members.push(i as u16),
                None => classes.push((rows, vec![i as u16])),
            }
            for (k, &(_, n)) in stop.iter().enumerate() {
                if n > 0 {
                    held[k].push((i as u16, f64::from(n)));
                }
            }
        }
        let mut class_hands = Vec::with_capacity(hands.len());
        let mut class_ends = Vec::with_capacity(classes.len());
        let mut class_rows = Vec::with_capacity(classes.len());
        for (rows, members) in classes {
            class_hands.extend(members);
            class_ends.push(class_hands.len() as u32);
            class_rows.push(rows);
        }
        let mut ends = Vec::with_capacity(hands.len());
        let mut draws = Vec::new();
        for slot in into {
            draws.extend(slot);
            ends.push(draws.len() as u32);
        }
        DealerTree {
            draws,
            ends,
            class_hands,
            class_ends,
            class_rows,
            held,
            counts,
            cards: hands.iter().map(|h| f64::from(h.cards)).collect(),
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
        // The pass is much of the solver's time and its lanes map onto vector registers: with
        // AVX each operation handles four lanes instead of two, with AVX-512 eight. The arithmetic
        // is the same on every path (no fused multiply-add, which would round differently), so
        // the results are identical bit for bit.
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU supports AVX-512F, as checked just above.
            return unsafe { self.distributions_avx512(left, reach) };
        }
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

    /// [`Self::distributions`] with AVX-512 vectors written out: sixteen lanes are two vectors,
    /// and the sums are vector variables that stay in registers (left to the compiler, as arrays
    /// of numbers, they were sometimes kept on the stack, a third slower).
    /// The same operations in the same order as [`Self::distributions_portable`].
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn distributions_avx512(
        &self,
        left: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
    ) -> [DealerDist; LANES] {
        use std::arch::x86_64::{
            __m512d, _mm512_add_pd, _mm512_loadu_pd, _mm512_mul_pd, _mm512_set1_pd, _mm512_setzero_pd,
            _mm512_storeu_pd, _mm512_sub_pd,
        };
        // Half `h` (lanes 8h to 8h + 7) of a row of lanes, as a vector, and back.
        macro_rules! load {
            ($row:expr, $h:expr) => {{
                let row: &[f64; LANES] = $row;
                // SAFETY: a row holds LANES = 16 values; the vector reads 8 of them from 8 * h,
                // h being 0 or 1.
                unsafe { _mm512_loadu_pd(row.as_ptr().add(8 * $h)) }
            }};
        }
        macro_rules! store {
            ($row:expr, $h:expr, $v:expr) => {{
                let row: &mut [f64; LANES] = $row;
                // SAFETY: as for `load!`.
                unsafe { _mm512_storeu_pd(row.as_mut_ptr().add(8 * $h), $v) }
            }};
        }
        let (counts, reach, rows) = self.prepare(left, scratch);
        let total = rows[RANKS];
        let hands = self.cards.len();
        let zero = _mm512_setzero_pd();
        let mut depth = f64::NAN;
        let mut inv: [__m512d; 2] = [zero; 2];
        let mut start = 0;
        for i in 0..hands {
            let end = self.ends[i] as usize;
            let first = if i == 0 { _mm512_set1_pd(1.0) } else { zero };
            let (mut low, mut high) = (first, first);
            for draw in &self.draws[start..end] {
                let (r, n) = (&reach[usize::from(draw.from)], &counts[usize::from(draw.count)]);
                low = _mm512_add_pd(low, _mm512_mul_pd(load!(r, 0), load!(n, 0)));
                high = _mm512_add_pd(high, _mm512_mul_pd(load!(r, 1), load!(n, 1)));
            }
            start = end;
            if self.cards[i] != depth {
                depth = self.cards[i];
                let reciprocal = self.reciprocal(i, depth, &total, left);
                inv = [load!(&reciprocal, 0), load!(&reciprocal, 1)];
            }
            store!(&mut reach[i], 0, _mm512_mul_pd(low, inv[0]));
            store!(&mut reach[i], 1, _mm512_mul_pd(high, inv[1]));
        }
        let mut out: [[__m512d; 2]; OUTCOMES] = [[zero; 2]; OUTCOMES];
        let mut start = 0;
        for (c, class) in self.class_rows.iter().enumerate() {
            let end = self.class_ends[c] as usize;
            let (mut low, mut high) = (zero, zero);
            for &i in &self.class_hands[start..end] {
                let r = &reach[usize::from(i)];
                low = _mm512_add_pd(low, load!(r, 0));
                high = _mm512_add_pd(high, load!(r, 1));
            }
            start = end;
            for k in 0..OUTCOMES {
                let row = &rows[usize::from(class[k])];
                out[k][0] = _mm512_add_pd(out[k][0], _mm512_mul_pd(load!(row, 0), low));
                out[k][1] = _mm512_add_pd(out[k][1], _mm512_mul_pd(load!(row, 1), high));
            }
        }
        let mut sums = [[0.0; LANES]; OUTCOMES];
        for k in 0..OUTCOMES {
            let (mut low, mut high) = (zero, zero);
            for &(i, n) in &self.held[k] {
                let (r, n) = (&reach[usize::from(i)], _mm512_set1_pd(n));
                low = _mm512_add_pd(low, _mm512_mul_pd(load!(r, 0), n));
                high = _mm512_add_pd(high, _mm512_mul_pd(load!(r, 1), n));
            }
            store!(&mut sums[k], 0, _mm512_sub_pd(out[k][0], low));
            store!(&mut sums[k], 1, _mm512_sub_pd(out[k][1], high));
        }
        std::array::from_fn(|l| std::array::from_fn(|k| sums[k][l]))
    }

    /// The pass itself, inlined into each compiled version (but AVX-512's).
    #[inline(always)]
    fn distributions_portable(
        &self,
        left: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
    ) -> [DealerDist; LANES] {
        let (counts, reach, rows) = self.prepare(left, scratch);
        let total = rows[RANKS];
        let hands = self.cards.len();
        let mut depth = f64::NAN;
        let mut inv = [0.0; LANES];
        let mut start = 0;
        for i in 0..hands {
            let end = self.ends[i] as usize;
            let mut sum = [0.0; LANES];
            if i == 0 {
                sum = [1.0; LANES];
            }
            for draw in &self.draws[start..end] {
                let (r, n) = (&reach[usize::from(draw.from)], &counts[usize::from(draw.count)]);
                for l in 0..LANES {
                    sum[l] += r[l] * n[l];
                }
            }
            start = end;
            if self.cards[i] != depth {
                depth = self.cards[i];
                inv = self.reciprocal(i, depth, &total, left);
            }
            reach[i] = std::array::from_fn(|l| sum[l] * inv[l]);
        }
        let mut out = [[0.0; LANES]; OUTCOMES];
        let mut start = 0;
        for (c, class) in self.class_rows.iter().enumerate() {
            let end = self.class_ends[c] as usize;
            let mut sum = [0.0; LANES];
            for &i in &self.class_hands[start..end] {
                let r = &reach[usize::from(i)];
                for l in 0..LANES {
                    sum[l] += r[l];
                }
            }
            start = end;
            for k in 0..OUTCOMES {
                let row = &rows[usize::from(class[k])];
                out[k] = std::array::from_fn(|l| out[k][l] + row[l] * sum[l]);
            }
        }
        for k in 0..OUTCOMES {
            let mut held = [0.0; LANES];
            for &(i, n) in &self.held[k] {
                let r = &reach[usize::from(i)];
                for l in 0..LANES {
                    held[l] += r[l] * n;
                }
            }
            out[k] = std::array::from_fn(|l| out[k][l] - held[l]);
        }
        std::array::from_fn(|l| std::array::from_fn(|k| out[k][l]))
    }

    /// Splits the scratch space into the counts of cards that draws draw from (filled here) and
    /// by hand the probability of reaching it divided by the cards it draws from: the factor by
    /// which the count of each of its draws is multiplied. Also gives the rows of the pass (the
    /// cards left of each value, of each value and above: at `RANKS` every card left; none).
    #[inline(always)]
    fn prepare<'s>(
        &self,
        left: &[[f64; LANES]; RANKS],
        scratch: &'s mut Vec<[f64; LANES]>,
    ) -> (&'s mut [[f64; LANES]], &'s mut [[f64; LANES]], Rows) {
        let hands = self.cards.len();
        if scratch.len() < self.counts.len() + hands {
            scratch.resize(self.counts.len() + hands, [0.0; LANES]);
        }
        let (counts, reach) = scratch.split_at_mut(self.counts.len());
        // The cards left of each value, then of each value and above (for the busting draws).
        let mut rows: Rows = [[0.0; LANES]; ROWS];
        rows[..RANKS].copy_from_slice(left);
        for c in (0..RANKS).rev() {
            let above = rows[RANKS + c + 1];
            rows[RANKS + c] = std::array::from_fn(|l| above[l] + left[c][l]);
        }
        rows[ROWS - 1] = [0.0; LANES];
        // Never negative where the hand can be reached (where it cannot, the reach is zero), so
        // no clamping is needed.
        for (count, &(row, drawn)) in counts.iter_mut().zip(&self.counts) {
            let row = &rows[row];
            *count = std::array::from_fn(|l| row[l] - drawn);
        }
        (counts, reach, rows)
    }

    /// The reciprocal of the cards a hand of `depth` cards draws from (hand `i`, the first of
    /// that many cards): the odds of a draw share this denominator among all hands with as many
    /// cards, so it is worked out once per number of cards. A shoe run dry gets zero rather than
    /// an infinity.
    #[inline(always)]
    fn reciprocal(
        &self,
        i: usize,
        depth: f64,
        total: &[f64; LANES],
        left: &[[f64; LANES]; RANKS],
    ) -> [f64; LANES] {
        let mut denom: [f64; LANES] = std::array::from_fn(|l| total[l] - depth);
        if i == 0
            && let Some(k) = self.natural_with
        {
            // Given no natural, the hole card is not the one that would complete it.
            for l in 0..LANES {
                denom[l] -= left[k][l];
            }
        }
        std::array::from_fn(|l| {
            let q = 1.0 / denom[l];
            if denom[l] > 0.0 { q } else { 0.0 }
        })
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
