//! The dealer's play as a graph of hands, and the exact probabilities of the dealer's final totals
//! for any set of cards missing from the shoe.
//!
//! A dealer hand is kept as the multiset of its cards: once it is known that the dealer has not
//! stopped, what happens next depends only on the cards held and the cards left, not on the order
//! in which they came. The graph is built once per soft-17 rule, for every up card together; the
//! distributions against every up card are then one forward pass over it.

use std::sync::OnceLock;

use super::shoe::{Counts, CountsHasher, CountsMap, RANKS, TEN};
use crate::game::round::dealer_draws_to;

/// The number of final outcomes of a dealer hand that is not a natural: 17, 18, 19, 20, 21, bust.
pub const OUTCOMES: usize = 6;

/// The index of "bust" in a [`DealerDist`].
pub const BUST: usize = 5;

/// Probabilities of the dealer's final outcome: totals 17 to 21, then bust.
pub type DealerDist = [f64; OUTCOMES];

/// A dealer hand of one up card while the graph is built: the cards drawn after the up card.
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
    /// The second card completes a natural; the distributions leave it out (see [`DealerTrees`]).
    Natural,
}

/// Every hand a dealer can hold without having stopped, from every up card, as the multiset of its
/// cards (up card included), flattened for a fast forward pass over [`LANES`] shoes at once: the
/// hand of no card first, then hands by number of cards.
///
/// Every order in which a hand's cards can come has the same chance: the product of the cards of
/// each value left as they are drawn (whatever the order, the same numbers) over the cards left at
/// each draw (the same at each depth). So the pass works out, for each hand, the chance of one
/// order of its cards over the cards it then draws from, from one hand before it by one draw: one
/// product a hand. The chance of reaching a hand from an up card is that times the number of
/// orders in which the dealer draws its other cards without stopping (counted once, when the graph
/// is built), over the chance of the up card, and, given no natural, over the chance that the hole
/// card does not make one. A hand is shared by up cards (a 5 up drawing a 6 holds what a 6 up
/// drawing a 5 holds): its chance is worked out once for all of them.
///
/// The draws that end the dealer's play are summed after the pass, not hand by hand. A hand ends
/// on outcome `k` by drawing from one row of the shoe (a value, or every value from one up for a
/// bust) less the cards of that row it holds: its share of `k` is `reach × (row − held)`. Hands
/// that stop from the same rows (the same total, hard or soft: a few classes per up card) have
/// their reaches added up first, each class's sum multiplied by its rows once; the cards held are
/// taken off in a second sum. The same probabilities as a pass draw by draw (summed in another
/// order: they agree to rounding).
#[derive(Debug, Clone)]
pub struct DealerTrees {
    /// By hand: one draw into it (none into the first, the hand of no card, whose entry is unused).
    draws: Vec<Draw>,
    /// Cards held, by hand.
    cards: Vec<f64>,
    /// The counts of cards that draws draw from, each as a row of the pass (below [`RANKS`], the
    /// cards of that value; from there to `2 * RANKS`, of value `row - RANKS` and every higher
    /// value, for the draws that bust; then none) less the cards of those values the hand holds.
    counts: Vec<(usize, f64)>,
    /// By up card: how its hands end the dealer's play.
    ups: [UpCard; RANKS],
}

/// The hands of one up card, as they end the dealer's play.
#[derive(Debug, Clone, Default)]
struct UpCard {
    /// The hands, class after class, each with the number of orders in which its cards after the
    /// up card can come: hands of a class end the dealer's play from the same rows.
    class_hands: Weighed,
    /// By class: where its hands end in `class_hands` (they start where the class before ends).
    class_ends: Vec<u32>,
    /// By class and outcome: the row of the pass whose cards, drawn, end the play with that
    /// outcome (the row of none when no card does).
    class_rows: Vec<[u8; OUTCOMES]>,
    /// By outcome: the hands that drew cards of the row they stop from after the up card, with how
    /// many times the number of orders their cards can come in.
    held: [Weighed; OUTCOMES],
    /// The value that would complete a natural with the up card (Ten for an Ace and the reverse).
    natural_with: Option<usize>,
}

/// Hands of [`DealerTrees`], each with a weight.
type Weighed = Vec<(u32, f64)>;

/// A draw into a hand of [`DealerTrees`]: from hand `from`, a card of those counted by
/// `counts[count]`.
#[derive(Debug, Clone, Copy)]
struct Draw {
    from: u32,
    count: u32,
}

/// The rows of cards counted in a pass: by value, then by value and above, then none.
const ROWS: usize = 2 * RANKS + 1;

/// The row of none.
const NONE: u8 = ROWS as u8 - 1;

/// The cards of each row of a pass, lane by lane.
type Rows = [[f64; LANES]; ROWS];

/// How many shoes one pass handles at once.
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

/// The hands of one up card, drawn after it.
struct Tree {
    hands: Vec<DealerHand>,
    /// By hand: one hand before it and the value drawn from there (none for the up card alone).
    parent: Vec<Option<(usize, usize)>>,
    /// By hand: the number of orders in which its drawn cards can come.
    ways: Vec<f64>,
    /// By hand and outcome: the row stopped from and the cards of it drawn.
    stops: Vec<[(u8, u8); OUTCOMES]>,
}

impl Tree {
    fn build(up: usize, hits_soft_17: bool) -> Tree {
        let mut up_only = [0u8; RANKS];
        up_only[up] = 1;
        let natural_with = natural_with(up);
        let mut hands = vec![DealerHand { drawn: [0; RANKS], cards: 0, next: [Step::Outcome(0); RANKS] }];
        let mut index = CountsMap::default();
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
        let mut parent = vec![None; hands.len()];
        let mut ways = vec![0.0; hands.len()];
        ways[0] = 1.0;
        let mut stops = Vec::with_capacity(hands.len());
        let busts = Step::Outcome(BUST as u8);
        let none = (NONE, 0);
        // Hands come after those that lead to them: the orders into a hand are summed before it
        // draws.
        for from in 0..hands.len() {
            let hand = &hands[from];
            let mut stop = [none; OUTCOMES];
            // Higher values bust first: the busting draws are a run at the top, counted together.
            let first_bust = (0..RANKS).rev().take_while(|&c| hand.next[c] == busts).last().unwrap_or(RANKS);
            for c in 0..first_bust {
                match hand.next[c] {
                    Step::Hand(j) => {
                        let j = usize::from(j);
                        ways[j] += ways[from];
                        parent[j].get_or_insert((from, c));
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
        Tree { hands, parent, ways, stops }
    }
}

/// The value that would complete a natural with this up card.
fn natural_with(up: usize) -> Option<usize> {
    match up {
        0 => Some(TEN),
        TEN => Some(0),
        _ => None,
    }
}

impl Tree {
    /// No hand: the tree of an up card left out of [`DealerTrees::build`].
    fn none() -> Tree {
        Tree { hands: Vec::new(), parent: Vec::new(), ways: Vec::new(), stops: Vec::new() }
    }
}

impl DealerTrees {
    /// The trees of the up cards `wanted` accepts (by value index); the others get no hand, and
    /// a pass gives all zero against them.
    fn build(hits_soft_17: bool, wanted: impl Fn(usize) -> bool) -> DealerTrees {
        let trees: Vec<Tree> = (0..RANKS)
            .map(|up| if wanted(up) { Tree::build(up, hits_soft_17) } else { Tree::none() })
            .collect();
        // Every hand by its cards, up card included, with one hand before it and the value drawn,
        // in the order first met; then ordered by number of cards.
        let mut found: Vec<(Counts, Option<(Counts, usize)>)> = vec![([0; RANKS], None)];
        let mut seen = std::collections::HashSet::with_hasher(CountsHasher::default());
        seen.insert([0u8; RANKS]);
        let held_of =
            |up: usize, drawn: &Counts| -> Counts { std::array::from_fn(|v| drawn[v] + u8::from(v == up)) };
        for (up, tree) in trees.iter().enumerate() {
            for (i, hand) in tree.hands.iter().enumerate() {
                let held = held_of(up, &hand.drawn);
                if seen.insert(held) {
                    let before = match tree.parent[i] {
                        Some((from, c)) => (held_of(up, &tree.hands[from].drawn), c),
                        None => ([0; RANKS], up),
                    };
                    found.push((held, Some(before)));
                }
            }
        }
        let size = |held: &Counts| held.iter().map(|&n| u32::from(n)).sum::<u32>();
        found.sort_by_key(|(held, _)| size(held));
        let index: CountsMap<u32> =
            found.iter().enumerate().map(|(i, (held, _))| (*held, i as u32)).collect();
        let mut counts: Vec<(usize, f64)> = vec![(ROWS - 1, 0.0)];
        let mut count = |row: usize, held: u8| {
            let key = (row, f64::from(held));
            let k = counts.iter().position(|&c| c == key).unwrap_or_else(|| {
                counts.push(key);
                counts.len() - 1
            });
            k as u32
        };
        let mut draws = Vec::with_capacity(found.len());
        for (_, before) in &found {
            draws.push(match before {
                Some((from, c)) => Draw { from: index[from], count: count(*c, from[*c]) },
                None => Draw { from: 0, count: 0 },
            });
        }
        let cards = found.iter().map(|(held, _)| f64::from(size(held))).collect();
        let ups = std::array::from_fn(|up| {
            let tree = &trees[up];
            // Classes by the rows stopped from, in the order first met.
            let mut classes: Vec<([u8; OUTCOMES], Weighed)> = Vec::new();
            let mut held: [Weighed; OUTCOMES] = Default::default();
            for (i, stop) in tree.stops.iter().enumerate() {
                let j = index[&held_of(up, &tree.hands[i].drawn)];
                let rows = stop.map(|(row, _)| row);
                let member = (j, tree.ways[i]);
                match classes.iter_mut().find(|(r, _)| *r == rows) {
                    Some((_, members)) => members.push(member),
                    None => classes.push((rows, vec![member])),
                }
                // The up card is taken off the rows (see `UpCard::outcomes`): only the cards
                // drawn after it.
                for (k, &(_, drawn)) in stop.iter().enumerate() {
                    if drawn > 0 {
                        held[k].push((j, f64::from(drawn) * tree.ways[i]));
                    }
                }
            }
            let mut sums = UpCard { natural_with: natural_with(up), ..UpCard::default() };
            for (rows, members) in classes {
                sums.class_hands.extend(members);
                sums.class_ends.push(sums.class_hands.len() as u32);
                sums.class_rows.push(rows);
            }
            sums.held = held;
            sums
        });
        DealerTrees { draws, cards, counts, ups }
    }

    /// The distributions of the dealer's final outcome against every up card (by up card, then
    /// lane) given that the dealer holds no natural, for [`LANES`] shoes at once: `shoe[c][lane]`
    /// is the number of cards of value `c` in a shoe before the up card is dealt. `scratch` is
    /// scratch space. A shoe without the up card gets all zero against it.
    ///
    /// If a shoe runs dry the missing probability is simply absent from its result. Every entry
    /// of `dists` is written: it is an argument, not a result, so that the pass fills one buffer
    /// in place rather than returning one to be copied.
    pub fn distributions(
        &self,
        shoe: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
        dists: &mut [[DealerDist; LANES]; RANKS],
    ) {
        // The pass is much of the solver's time and its lanes map onto vector registers: with
        // AVX each operation handles four lanes instead of two, with AVX-512 eight. The arithmetic
        // is the same on every path (no fused multiply-add, which would round differently), so
        // the results are identical bit for bit.
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx512f") {
            // SAFETY: the CPU supports AVX-512F, as checked just above.
            return unsafe { self.distributions_avx512(shoe, scratch, dists) };
        }
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx") {
            // SAFETY: the CPU supports AVX, as checked just above.
            return unsafe { self.distributions_avx(shoe, scratch, dists) };
        }
        self.distributions_portable(shoe, scratch, dists)
    }

    /// [`Self::distributions`] compiled for AVX.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx")]
    fn distributions_avx(
        &self,
        shoe: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
        dists: &mut [[DealerDist; LANES]; RANKS],
    ) {
        self.distributions_portable(shoe, scratch, dists)
    }

    /// [`Self::distributions`] compiled for AVX-512.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f")]
    fn distributions_avx512(
        &self,
        shoe: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
        dists: &mut [[DealerDist; LANES]; RANKS],
    ) {
        self.distributions_portable(shoe, scratch, dists)
    }

    /// The pass itself, inlined into each compiled version.
    #[inline(always)]
    fn distributions_portable(
        &self,
        shoe: &[[f64; LANES]; RANKS],
        scratch: &mut Vec<[f64; LANES]>,
        dists: &mut [[DealerDist; LANES]; RANKS],
    ) {
        let hands = self.cards.len();
        if scratch.len() < self.counts.len() + hands {
            scratch.resize(self.counts.len() + hands, [0.0; LANES]);
        }
        let (counts, chance) = scratch.split_at_mut(self.counts.len());
        // The cards of each value, then of each value and above (for the busting draws).
        let mut rows: Rows = [[0.0; LANES]; ROWS];
        rows[..RANKS].copy_from_slice(shoe);
        for c in (0..RANKS).rev() {
            let above = rows[RANKS + c + 1];
            for l in 0..LANES {
                rows[RANKS + c][l] = above[l] + shoe[c][l];
            }
        }
        rows[ROWS - 1] = [0.0; LANES];
        // Never negative where the hand can be reached (where it cannot, its chance is zero), so
        // no clamping is needed.
        for (count, &(row, held)) in counts.iter_mut().zip(&self.counts) {
            let row = &rows[row];
            for l in 0..LANES {
                count[l] = row[l] - held;
            }
        }
        let total = rows[RANKS];
        // By hand: the chance of one order of its cards over the cards it draws from. The cards
        // drawn from are the same for every hand of as many cards: their reciprocal is worked out
        // once per number of cards. A shoe run dry gets zero rather than an infinity.
        let mut depth = f64::NAN;
        let mut inv = [0.0; LANES];
        for i in 0..hands {
            let before: [f64; LANES] = if i == 0 {
                [1.0; LANES]
            } else {
                let draw = self.draws[i];
                let (g, n) = (&chance[draw.from as usize], &counts[draw.count as usize]);
                let mut before = [0.0; LANES];
                for l in 0..LANES {
                    before[l] = g[l] * n[l];
                }
                before
            };
            if self.cards[i] != depth {
                depth = self.cards[i];
                for l in 0..LANES {
                    let denom = total[l] - depth;
                    inv[l] = if denom > 0.0 { 1.0 / denom } else { 0.0 };
                }
            }
            for l in 0..LANES {
                chance[i][l] = before[l] * inv[l];
            }
        }
        // A loop rather than `std::array::from_fn`, whose closure is not always inlined into the
        // vector versions (it then ran two lanes at a time).
        for (up, dist) in dists.iter_mut().enumerate() {
            self.ups[up].outcomes(up, chance, &rows, shoe, dist);
        }
    }
}

impl UpCard {
    /// The outcomes against this up card into `dist`, from the hands' chances of a pass.
    #[inline(always)]
    fn outcomes(
        &self,
        up: usize,
        chance: &[[f64; LANES]],
        rows: &Rows,
        shoe: &[[f64; LANES]; RANKS],
        dist: &mut [DealerDist; LANES],
    ) {
        // The rows once the up card is dealt: every hand of this up card holds it, so it is taken
        // off here once rather than hand by hand. (Where a shoe has no such card the rows go
        // below zero, and the scale below is zero.)
        let mut rows_up = *rows;
        for l in 0..LANES {
            rows_up[up][l] -= 1.0;
        }
        for row in &mut rows_up[RANKS..=RANKS + up] {
            for n in row.iter_mut() {
                *n -= 1.0;
            }
        }
        let mut out = [[0.0; LANES]; OUTCOMES];
        let mut start = 0;
        for (c, class) in self.class_rows.iter().enumerate() {
            let end = self.class_ends[c] as usize;
            let mut sum = [0.0; LANES];
            for &(i, w) in &self.class_hands[start..end] {
                let g = &chance[i as usize];
                for l in 0..LANES {
                    sum[l] += g[l] * w;
                }
            }
            start = end;
            for k in 0..OUTCOMES {
                if class[k] == NONE {
                    continue;
                }
                let row = &rows_up[usize::from(class[k])];
                for l in 0..LANES {
                    out[k][l] += row[l] * sum[l];
                }
            }
        }
        for k in 0..OUTCOMES {
            let mut held = [0.0; LANES];
            for &(i, n) in &self.held[k] {
                let g = &chance[i as usize];
                for l in 0..LANES {
                    held[l] += g[l] * n;
                }
            }
            for l in 0..LANES {
                out[k][l] -= held[l];
            }
        }
        // From the chance of the hands' cards to that of reaching them from the up card: over the
        // chance of the up card, and given no natural, over that of a hole card that makes none.
        let total = &rows[RANKS];
        for (l, dist) in dist.iter_mut().enumerate() {
            let (n, u) = (total[l], shoe[up][l]);
            let mut scale = if u > 0.0 { n / u } else { 0.0 };
            if let Some(k) = self.natural_with {
                let denom = n - 1.0 - shoe[k][l];
                scale = if denom > 0.0 { scale * ((n - 1.0) / denom) } else { 0.0 };
            }
            for k in 0..OUTCOMES {
                dist[k] = out[k][l] * scale;
            }
        }
    }
}

/// The dealer's play of one soft-17 rule, every up card.
pub fn dealer_trees(hits_soft_17: bool) -> &'static DealerTrees {
    static STANDS: OnceLock<DealerTrees> = OnceLock::new();
    static HITS: OnceLock<DealerTrees> = OnceLock::new();
    let cell = if hits_soft_17 { &HITS } else { &STANDS };
    cell.get_or_init(|| DealerTrees::build(hits_soft_17, |_| true))
}

/// The dealer's play of one soft-17 rule from one up card (by value index) alone: about a tenth
/// of the work of every up card, for a question about one.
pub fn dealer_tree_of(hits_soft_17: bool, up: usize) -> &'static DealerTrees {
    static ONE_UP_CARD: [[OnceLock<DealerTrees>; RANKS]; 2] =
        [const { [const { OnceLock::new() }; RANKS] }; 2];
    let cell = &ONE_UP_CARD[usize::from(hits_soft_17)][up.min(RANKS - 1)];
    cell.get_or_init(|| DealerTrees::build(hits_soft_17, |u| u == up))
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
            let trees = dealer_trees(hits_soft_17);
            for up in 0..RANKS {
                // The same shoes with the up card back.
                let mut shoe = left;
                for n in &mut shoe[up] {
                    *n += 1.0;
                }
                // Filled over garbage: every entry must be written.
                let mut fast = [[[f64::NAN; OUTCOMES]; LANES]; RANKS];
                trees.distributions(&shoe, &mut reach, &mut fast);
                let mut portable = [[[-7.0; OUTCOMES]; LANES]; RANKS];
                trees.distributions_portable(&shoe, &mut reach, &mut portable);
                assert_eq!(fast, portable, "the vector and portable passes differ");
                let fast = fast[up];
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
