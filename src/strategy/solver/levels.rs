//! The split hands of one pair value against one up card at every number of other pair cards out
//! ("levels") side by side, one level a lane, so that the split values' passes over the hands
//! (`split.rs`) go over every level at once rather than once a level.
//!
//! Each lane holds exactly what a pass over that level alone would: the same operations in the
//! same order on the same numbers, so the values are the same to the last bit. A pass visits the
//! hands of the first level (one other pair card out), which holds every hand of the later levels
//! (more cards out leaves fewer hands the shoe can deal); a hand missing from a lane gets values
//! there that are never read, since no hand of that lane draws to it: the chance of the draw is
//! zero, and a zero chance adds nothing (a select, not a product, so that a `NaN` stays out).

use super::hands::{HandGraph, HandId, HandNode, deals_every_hand};
use super::shoe::{Counts, RANKS};
use super::values::{Context, NaturalMode, natural_partner, next_card_factors_of, stand_against};

/// Lanes: one a level, as many as split values look at (`values::MAX_OTHERS`, five) and room to
/// spare, so that a lane vector is one AVX-512 register or two AVX ones.
pub const LEVEL_LANES: usize = 8;

/// One number a lane.
pub type Lanes = [f64; LEVEL_LANES];

/// The stand values of the split hands of a pair value against an up card, and what their draws
/// need, at every level.
#[derive(Debug, Clone)]
pub struct LevelStands {
    /// The levels filled: lane `j` holds the hands with `j + 1` other pair cards out.
    pub levels: usize,
    /// The hands with a value at the first level (a superset of the later ones'), successors
    /// first.
    pub ids: Vec<HandId>,
    /// In the order of `ids`: the stand value at each level; `NaN` where the hand has none. (By
    /// place rather than by hand: a pass reads them in order, and a table of every hand, made for
    /// each pair and up card, would be mostly empty.)
    pub stand: Vec<Lanes>,
    /// By value, then lane: the cards left at each level before the hand's own are taken out (the
    /// up card and the other pair cards out). A hand's draw of value `c` has the chance
    /// `(before[c] - its cards of c) * per_card` (`natural_odds` for the value `natural`), as
    /// `values::next_card_odds` works it out.
    pub before: [Lanes; RANKS],
    /// The value whose chance is given whole (the one that would complete the dealer's natural).
    pub natural: usize,
    /// In the order of `ids`: the factor of each value's cards left, by lane.
    pub per_card: Vec<Lanes>,
    /// In the order of `ids`: the chance of drawing `natural`, by lane.
    pub natural_odds: Vec<Lanes>,
}

impl LevelStands {
    /// The stand value of hand `id` at level `j` (`NaN` where it has none).
    pub fn stand_of(&self, id: HandId, j: usize) -> f64 {
        // The hands go successors first: by falling index.
        match self.ids.binary_search_by(|h| id.cmp(h)) {
            Ok(pos) => self.stand[pos][j],
            Err(_) => f64::NAN,
        }
    }

    /// No hand at any level.
    pub fn empty() -> LevelStands {
        LevelStands {
            levels: 0,
            ids: Vec::new(),
            stand: Vec::new(),
            before: [[0.0; LEVEL_LANES]; RANKS],
            natural: 0,
            per_card: Vec::new(),
            natural_odds: Vec::new(),
        }
    }
}

/// Hit values and values of holding each hand at every level, by hand (values with one more entry:
/// a bust), kept from one pass to the next.
#[derive(Debug)]
pub struct LevelBuffers {
    /// Hit values, by hand.
    pub hit: Vec<Lanes>,
    /// Values of holding each hand, by hand, and one more entry.
    pub value: Vec<Lanes>,
}

impl LevelBuffers {
    /// Buffers sized for `hands` hands.
    pub fn new(hands: usize) -> LevelBuffers {
        LevelBuffers {
            hit: vec![[f64::NAN; LEVEL_LANES]; hands],
            value: vec![[f64::NAN; LEVEL_LANES]; hands + 1],
        }
    }
}

/// How a pass decides which hands of three cards or more are hit.
pub enum Decide<'d> {
    /// Decided already, by hand (hit or stand): a hand that stands is worth its stand value, so
    /// only the hit values of two-card hands and of hands that hit are worked out.
    Taken(&'d [bool]),
    /// Decided in the pass on the values of one lane, told the hand, its stand and hit values there,
    /// and noting its decision.
    OnLane(usize, &'d mut dyn FnMut(HandId, &HandNode, f64, f64) -> bool),
}

/// The hit values and the values of holding each hand of `stands` at the levels `lanes`, each hand
/// of three cards or more hit as `decide` says (on a lane among them). The entries of hands not in
/// `stands`, and of other lanes, keep what they held, never read.
pub fn play_levels(
    graph: &HandGraph,
    stands: &LevelStands,
    lanes: std::ops::Range<usize>,
    decide: Decide<'_>,
    buffers: &mut LevelBuffers,
) {
    // As many lanes as asked for, rounded up to a width the vector registers take (the levels
    // that come along cost nothing more), from the first asked for or as near it as fits.
    match lanes.len() {
        0 | 1 => play_levels_in::<1>(graph, stands, lanes.start, decide, buffers),
        2 => play_levels_in::<2>(graph, stands, lanes.start.min(LEVEL_LANES - 2), decide, buffers),
        3 | 4 => play_levels_in::<4>(graph, stands, lanes.start.min(LEVEL_LANES - 4), decide, buffers),
        _ => play_levels_in::<LEVEL_LANES>(graph, stands, 0, decide, buffers),
    }
}

/// [`play_levels`] over the `N` lanes from `lo`.
fn play_levels_in<const N: usize>(
    graph: &HandGraph,
    stands: &LevelStands,
    lo: usize,
    decide: Decide<'_>,
    buffers: &mut LevelBuffers,
) {
    // The pass is most of a split value's work and its lanes map onto vector registers: compiled
    // for AVX-512 or AVX where the processor has them. The arithmetic is the same on every path
    // (no fused multiply-add, which would round differently), so the results are identical bit for
    // bit (`the_compiled_passes_are_the_portable_one`).
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx512f") {
        // SAFETY: the CPU supports AVX-512F, as checked just above.
        return unsafe { play_levels_avx512::<N>(graph, stands, lo, decide, buffers) };
    }
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("avx") {
        // SAFETY: the CPU supports AVX, as checked just above.
        return unsafe { play_levels_avx::<N>(graph, stands, lo, decide, buffers) };
    }
    play_levels_portable::<N>(graph, stands, lo, decide, buffers)
}

/// [`play_levels`] compiled for AVX-512.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
fn play_levels_avx512<const N: usize>(
    graph: &HandGraph,
    stands: &LevelStands,
    lo: usize,
    decide: Decide<'_>,
    buffers: &mut LevelBuffers,
) {
    play_levels_portable::<N>(graph, stands, lo, decide, buffers)
}

/// [`play_levels`] compiled for AVX.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx")]
fn play_levels_avx<const N: usize>(
    graph: &HandGraph,
    stands: &LevelStands,
    lo: usize,
    decide: Decide<'_>,
    buffers: &mut LevelBuffers,
) {
    play_levels_portable::<N>(graph, stands, lo, decide, buffers)
}

/// The pass itself, inlined into each compiled version.
#[inline(always)]
fn play_levels_portable<const N: usize>(
    graph: &HandGraph,
    stands: &LevelStands,
    lo: usize,
    mut decide: Decide<'_>,
    buffers: &mut LevelBuffers,
) {
    let n = graph.len();
    let LevelBuffers { hit: hit_values, value: values } = buffers;
    // The lanes of a row, as an array the compiler can keep in registers.
    let lanes = |row: &Lanes| -> [f64; N] { std::array::from_fn(|l| row[lo + l]) };
    // One entry past the hands stands for a bust (`BUSTED` is clamped to it).
    values[n] = [-1.0; LEVEL_LANES];
    let k = stands.natural;
    let before: [[f64; N]; RANKS] = std::array::from_fn(|c| lanes(&stands.before[c]));
    for (pos, &id) in stands.ids.iter().enumerate() {
        let i = id as usize;
        let node = graph.node(id);
        let stand = lanes(&stands.stand[pos]);
        let below_21 = node.total() < 21;
        let wanted = match &decide {
            Decide::Taken(draws) => below_21 && (draws[i] || node.cards == 2),
            Decide::OnLane(..) => below_21,
        };
        if !wanted {
            values[i][lo..lo + N].copy_from_slice(&stand);
            continue;
        }
        let per_card = lanes(&stands.per_card[pos]);
        let natural_odds = lanes(&stands.natural_odds[pos]);
        let mut hit = [0.0; N];
        for c in 0..RANKS {
            let after = lanes(&values[(node.next[c] as usize).min(n)]);
            let held = node.counts_f64[c];
            // As `values::next_card_odds` works the chances out.
            let p: [f64; N] = if c == k {
                natural_odds
            } else {
                std::array::from_fn(|l| (before[c][l] - held) * per_card[l])
            };
            for l in 0..N {
                // A value that cannot be drawn adds nothing: its hand may have no value. A select
                // of two values worked out, which the lanes take at once, not a branch.
                let with = hit[l] + p[l] * after[l];
                hit[l] = if p[l] == 0.0 { hit[l] } else { with };
            }
        }
        hit_values[i][lo..lo + N].copy_from_slice(&hit);
        let hits = match &mut decide {
            Decide::Taken(draws) => draws[i],
            Decide::OnLane(lane, hits) => hits(id, node, stand[*lane - lo], hit[*lane - lo]),
        };
        values[i][lo..lo + N].copy_from_slice(if hits { &hit } else { &stand });
    }
}

impl Context<'_> {
    /// The stand values of the split hands of `x` against `up` with 1 to `exact` other pair cards
    /// out, level `j` (`j + 1` out) in lane `j`: the hands that `DealerTable::split_hands` gives a
    /// slot, each lane as `Context::stands` works out one set of stand values.
    pub fn split_level_stands(&self, up: usize, x: usize, exact: u8) -> LevelStands {
        let exact = usize::from(exact).min(LEVEL_LANES);
        if exact == 0 {
            return LevelStands::empty();
        }
        let mut stands = LevelStands { levels: exact, ..LevelStands::empty() };
        let lists: Vec<&[(HandId, u32)]> =
            (1..=exact).map(|others| self.dealer.split_hands(x, others as u8)).collect();
        let natural = natural_partner(up).filter(|_| self.mode.conditions_draws());
        stands.natural = natural.unwrap_or(0);
        let takes_all = self.mode == NaturalMode::TakesAll;
        // Each level's cards left before the hand's, as `Context::stands` works them out.
        let mut before = [[0.0; RANKS]; LEVEL_LANES];
        let mut before_total = [0.0; LEVEL_LANES];
        let mut deep = [false; LEVEL_LANES];
        let mut dealt = [false; LEVEL_LANES];
        for j in 0..exact {
            let mut also_out: Counts = [0; RANKS];
            also_out[x] = j as u8 + 1;
            let left = self.left(up, &also_out);
            dealt[j] = left.iter().all(|&c| c >= 0) && !lists[j].is_empty();
            before[j] = std::array::from_fn(|c| f64::from(left[c]));
            before_total[j] = before[j].iter().sum();
            deep[j] = deals_every_hand(&before[j]);
            for c in 0..RANKS {
                stands.before[c][j] = before[j][c];
            }
        }
        // The lists go the same way (successors first), each later one a part of the first.
        let mut next_in = [0usize; LEVEL_LANES];
        stands.ids.reserve(lists[0].len());
        stands.stand.reserve(lists[0].len());
        stands.per_card.reserve(lists[0].len());
        stands.natural_odds.reserve(lists[0].len());
        for &(id, _) in lists[0] {
            let node = self.graph.node(id);
            let total = node.total();
            let mut stand = [f64::NAN; LEVEL_LANES];
            let mut per_card = [0.0; LEVEL_LANES];
            let mut natural_odds = [0.0; LEVEL_LANES];
            let mut any = false;
            for j in 0..exact {
                let Some(&(_, slot)) = lists[j].get(next_in[j]).filter(|h| h.0 == id) else { continue };
                next_in[j] += 1;
                if !dealt[j] {
                    continue;
                }
                // Of the cards left once the hand's are out, only a count or two is read: each
                // is worked out alone.
                let left = |c: usize| before[j][c] - node.counts_f64[c];
                if !deep[j] && (0..RANKS).any(|c| left(c) < 0.0) {
                    continue;
                }
                let cards_left = before_total[j] - f64::from(node.cards);
                let mut value = stand_against(self.dealer.get(slot, up), total);
                if takes_all && let Some(k) = natural_partner(up) {
                    // No hole card: a dealer natural costs the bet.
                    let p = if cards_left > 0.0 { left(k) / cards_left } else { 0.0 };
                    value = (1.0 - p) * value - p;
                }
                stand[j] = value;
                if total < 21 {
                    (per_card[j], natural_odds[j]) =
                        next_card_factors_of(left(natural.unwrap_or(0)), cards_left, natural.is_some());
                }
                any = true;
            }
            if any {
                stands.stand.push(stand);
                stands.ids.push(id);
                stands.per_card.push(per_card);
                stands.natural_odds.push(natural_odds);
            }
        }
        stands
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::solver::dealer_table;
    use crate::strategy::solver::shoe::Composition;
    use crate::strategy::solver::values::{MAX_OTHERS, Stands, next_card_odds};

    /// Every level of every splittable pair against every up card, at a single deck and at six
    /// (where later levels lose fewer hands), with no hole card too; every level exact (the
    /// extrapolated ones go through the same pass).
    fn each_level(mut check: impl FnMut(&Context<'_>, &LevelStands, usize)) {
        for table in ["book", "quebec-s17", "casino-fr"] {
            let rules = preset(table).unwrap();
            let shoe = Composition::full(rules.decks);
            let extrapolate_from = u32::MAX;
            let dealer = dealer_table(&rules, &shoe, extrapolate_from);
            let ctx = Context::new(&rules, shoe, &dealer, extrapolate_from);
            for up in 0..RANKS {
                for x in 0..RANKS {
                    let stands = ctx.split_level_stands(up, x, MAX_OTHERS as u8);
                    if !stands.ids.is_empty() {
                        check(&ctx, &stands, up);
                    }
                }
            }
        }
    }

    #[test]
    fn each_lane_is_the_pass_over_its_level_alone() {
        each_level(|ctx, stands, up| {
            let natural = natural_partner(up).filter(|_| ctx.mode.conditions_draws());
            let n = ctx.graph.len();
            for lane in 0..stands.levels {
                // The level alone, as one set of stand values with the odds of each draw.
                let mut alone = Stands { ids: Vec::new(), stand: vec![f64::NAN; n], odds: Vec::new() };
                for (pos, &id) in stands.ids.iter().enumerate() {
                    let i = id as usize;
                    let s = stands.stand[pos][lane];
                    if s.is_nan() {
                        continue;
                    }
                    let node = ctx.graph.node(id);
                    let before: [f64; RANKS] = std::array::from_fn(|c| stands.before[c][lane]);
                    let left: [f64; RANKS] = std::array::from_fn(|c| before[c] - node.counts_f64[c]);
                    let cards = before.iter().sum::<f64>() - f64::from(node.cards);
                    alone.ids.push(id);
                    alone.stand[i] = s;
                    alone.odds.push(if node.total() < 21 {
                        next_card_odds(&left, cards, natural)
                    } else {
                        [0.0; RANKS]
                    });
                }
                let (mut hit, mut value) = (vec![f64::NAN; n], vec![f64::NAN; n + 1]);
                ctx.play_into(&alone, |_, _, s, h| h > s, &mut hit, &mut value);
                let mut buffers = LevelBuffers::new(n);
                let mut decide = |_: HandId, _: &HandNode, s: f64, h: f64| h > s;
                // All the levels in one pass, decided on this one.
                play_levels(
                    ctx.graph,
                    stands,
                    0..stands.levels,
                    Decide::OnLane(lane, &mut decide),
                    &mut buffers,
                );
                for &id in &alone.ids {
                    let i = id as usize;
                    assert_eq!(
                        buffers.value[i][lane].to_bits(),
                        value[i].to_bits(),
                        "lane {lane}, hand {id}"
                    );
                    if ctx.graph.node(id).total() < 21 {
                        assert_eq!(
                            buffers.hit[i][lane].to_bits(),
                            hit[i].to_bits(),
                            "lane {lane}, hand {id}"
                        );
                    }
                }
            }
        });
    }

    /// The pass over `N` lanes from `lo`, compiled for this processor and portable, bit for bit.
    fn compiled_is_portable<const N: usize>(ctx: &Context<'_>, stands: &LevelStands, lo: usize) {
        let n = ctx.graph.len();
        let draws: Vec<bool> = (0..n).map(|i| i % 3 == 0).collect();
        for lane in [None, Some(lo), Some(lo + N - 1)] {
            let (mut fast, mut portable) = (LevelBuffers::new(n), LevelBuffers::new(n));
            let mut decide = |_: HandId, _: &HandNode, s: f64, h: f64| h > s;
            let mut decide_too = |_: HandId, _: &HandNode, s: f64, h: f64| h > s;
            let (a, b) = match lane {
                None => (Decide::Taken(&draws), Decide::Taken(&draws)),
                Some(l) => (Decide::OnLane(l, &mut decide), Decide::OnLane(l, &mut decide_too)),
            };
            play_levels_in::<N>(ctx.graph, stands, lo, a, &mut fast);
            play_levels_portable::<N>(ctx.graph, stands, lo, b, &mut portable);
            let bits = |b: &LevelBuffers| -> Vec<u64> {
                b.hit.iter().chain(&b.value).flatten().map(|v| v.to_bits()).collect()
            };
            assert_eq!(
                bits(&fast),
                bits(&portable),
                "the vector and portable passes differ ({N} lanes from {lo})"
            );
        }
    }

    #[test]
    fn the_compiled_passes_are_the_portable_one() {
        each_level(|ctx, stands, _| {
            compiled_is_portable::<1>(ctx, stands, 0);
            compiled_is_portable::<2>(ctx, stands, 1);
            compiled_is_portable::<4>(ctx, stands, 2);
            compiled_is_portable::<LEVEL_LANES>(ctx, stands, 0);
        });
    }
}
