//! The value of splitting a pair.
//!
//! Method (the one described by Griffin and used in most combinatorial analysers, close to what
//! Eric Farmer calls playing each split hand with its own cards only): each split hand is played
//! knowing its own cards and how many pair cards are out of the shoe, but not the other split
//! hands' cards. With one split this is exact: by symmetry both hands are worth the same, so the
//! value is twice that of one hand started from the pair card with the other one out of the shoe.
//! With re-splits, the chance that a hand's second card is another pair card is exact given the pair
//! cards seen, and each finished hand is valued with the shoe missing the pair cards dealt so far
//! (the other hands' other cards are ignored). Split aces take one card each.

use super::hands::HandNode;
use super::shoe::{Counts, RANKS, TEN, value_rank};
use super::values::{Context, PlayBuffers, SplitNeed, Stands, draw_odds};
use crate::game::rules::TableRules;

/// The options of a two-card hand made by splitting.
#[derive(Debug, Clone, Copy)]
pub struct SplitHandOptions {
    /// Standing.
    pub stand: f64,
    /// Hitting (none at 21 or on split aces).
    pub hit: Option<f64>,
    /// Doubling (when allowed after a split).
    pub double: Option<f64>,
}

impl SplitHandOptions {
    /// The best of the options.
    pub fn best(&self) -> f64 {
        let mut best = self.stand;
        for v in [self.hit, self.double].into_iter().flatten() {
            if v > best {
                best = v;
            }
        }
        best
    }
}

/// How split hands are played: the value chosen for a two-card split hand (pair value, second
/// card value, options), and whether a hand of three or more cards is hit.
pub struct SplitPlay<'a> {
    /// Picks the value of a two-card split hand.
    pub two_card: &'a dyn Fn(usize, usize, &SplitHandOptions) -> f64,
    /// Decides hit (true) or stand for hands of three or more cards, from stand and hit values.
    pub hits: &'a dyn Fn(&HandNode, f64, f64) -> bool,
}

/// The most hands a pair of value `x` can become at this table.
pub fn hand_limit(rules: &TableRules, x: usize) -> u8 {
    if x == 0 && !rules.resplit_aces.is_allowed() { rules.max_hands.min(2) } else { rules.max_hands }
}

/// Below this many cards the stand values of re-split hands are computed exactly rather than
/// carried on (see [`split_stands`]).
pub const EXACT_RESPLITS_BELOW: u32 = 104;

/// The split hands whose dealer distributions the split values of `x` need at this table: each
/// split hand with the other pair card out, and with more pair cards out when re-split values are
/// computed exactly; split aces take one card, so only their two-card hands.
pub fn split_need(rules: &TableRules, shoe_total: u32, x: usize) -> Option<SplitNeed> {
    let r = value_rank(x);
    if !rules.may_split(r, r, 1) {
        return None;
    }
    let exact = shoe_total < EXACT_RESPLITS_BELOW;
    let max_others = if exact { hand_limit(rules, x).saturating_sub(1) } else { 1 };
    Some(SplitNeed { x, max_others, two_cards_only: x == 0 })
}

/// Stand values of the split hands of `x` against `up`, by the number of other pair cards out
/// (index 0: one, the other card of the pair; up to `max_hands - 1`).
///
/// With one other pair card out the values are exact. In a small shoe (under
/// [`EXACT_RESPLITS_BELOW`] cards) they are exact with more pair cards out too. In larger shoes each
/// further pair card out is taken to change a stand value by as much as the first did, so the
/// values are carried on linearly from those with none and one out: the error is of the second
/// order, and shrinks with the square of the shoe's size. Measured on split values: 1.6e-3 of a
/// bet for one deck (re-splitting tens against 5, the worst case), 4e-5 for six decks; so about
/// 4e-4 for two decks, the smallest shoe where it is used.
pub fn split_stands(ctx: &Context<'_>, up: usize, x: usize, base: &Stands) -> Vec<Stands> {
    let max_hands = hand_limit(ctx.rules, x);
    let mut list = Vec::new();
    if max_hands < 2 {
        return list;
    }
    let first = ctx.split_hand_stands(up, x, 1);
    let none = base;
    let exact = ctx.shoe.total() < EXACT_RESPLITS_BELOW;
    for others in 2..max_hands {
        if exact {
            list.push(ctx.split_hand_stands(up, x, others));
            continue;
        }
        let mut also_out: Counts = [0; RANKS];
        also_out[x] = others;
        let size = first.ids.len();
        let mut next = Stands {
            ids: Vec::with_capacity(size),
            stand: vec![f64::NAN; first.stand.len()],
            odds: Vec::with_capacity(size),
        };
        let steps = f64::from(others - 1);
        let cond = ctx.mode.conditions_draws();
        for &id in &first.ids {
            let i = id as usize;
            let node = ctx.graph.node(id);
            let out: Counts = std::array::from_fn(|c| node.counts[c] + also_out[c]);
            let left = ctx.left(up, &out);
            if left.iter().any(|&c| c < 0) {
                continue;
            }
            let (s0, s1) = (none.stand[i], first.stand[i]);
            next.stand[i] = if s0.is_nan() { s1 } else { s1 + steps * (s1 - s0) };
            next.ids.push(id);
            next.odds.push(if node.total() < 21 { draw_odds(&left, up, cond) } else { [0.0; RANKS] });
        }
        list.push(next);
    }
    list.insert(0, first);
    list
}

/// The value of splitting a pair of value `x` against `up`, for an initial bet of 1 (all hands
/// together), from the split hands' stand values ([`split_stands`]); `None` when the shoe cannot
/// hold the pair.
pub fn split_value(
    ctx: &Context<'_>,
    up: usize,
    x: usize,
    stands: &[Stands],
    play: &SplitPlay<'_>,
    buffers: &mut PlayBuffers,
) -> Option<f64> {
    // Tables hold at most four hands; the arrays below are sized for that.
    let max_hands = hand_limit(ctx.rules, x).min(4);
    if max_hands < 2 {
        return None;
    }
    let graph = ctx.graph;
    let root = graph.find(&[x])?;
    let split_aces = x == 0;
    // Only pairs of the same rank split at some tables: then a ten is a pair card one time in four.
    let pair_share =
        if x == TEN && ctx.rules.pair_rule == crate::game::rules::PairRule::SameRank { 0.25 } else { 1.0 };
    let cond = ctx.mode.conditions_draws();
    // By the number of other pair cards out (1 for the first split, up to max_hands - 1).
    let mut any_second = [0.0; 4];
    let mut other_second = [0.0; 4];
    let mut pair_second = [0.0; 4];
    for others in 1..max_hands {
        let j = usize::from(others);
        let mut also_out: Counts = [0; RANKS];
        also_out[x] = others;
        let mut root_out = also_out;
        root_out[x] += 1;
        let left = ctx.left(up, &root_out);
        if left.iter().any(|&n| n < 0) {
            if j == 1 {
                return None;
            }
            // No further pair card can be dealt: the chain never gets here.
            break;
        }
        let Some(stands) = stands.get(j - 1) else { break };
        if !split_aces {
            // Split aces are not played on: only their stand values count.
            ctx.play_into(stands, play.hits, &mut buffers.hit, &mut buffers.value);
        }
        let q = draw_odds(&left, up, cond);
        let mut v2 = [0.0; RANKS];
        let mut total = 0.0;
        for c in 0..RANKS {
            if q[c] == 0.0 {
                continue;
            }
            let id = graph.node(root).next[c];
            let i = id as usize;
            let node = graph.node(id);
            let options = SplitHandOptions {
                stand: stands.stand[i],
                hit: (!split_aces && node.total() < 21).then(|| buffers.hit[i]),
                double: (!split_aces && ctx.rules.may_double(value_rank(x), value_rank(c), true, false))
                    .then(|| ctx.double(id, up, &also_out, &stands.stand)),
            };
            v2[c] = (play.two_card)(x, c, &options);
            total += q[c] * v2[c];
        }
        let p_pair = q[x] * pair_share;
        any_second[j] = total;
        pair_second[j] = p_pair;
        other_second[j] = if p_pair < 1.0 { (total - p_pair * v2[x]) / (1.0 - p_pair) } else { v2[x] };
    }
    let chain = Chain { max_hands, any_second, other_second, pair_second };
    Some(chain.value(2, 2))
}

struct Chain {
    max_hands: u8,
    any_second: [f64; 4],
    other_second: [f64; 4],
    pair_second: [f64; 4],
}

impl Chain {
    /// The expected value of the `waiting` hands still to get their second card, when the seat
    /// holds `hands` hands (so `hands - 1` pair cards are out besides each hand's own).
    fn value(&self, hands: u8, waiting: u8) -> f64 {
        if waiting == 0 {
            return 0.0;
        }
        let j = usize::from(hands - 1);
        if hands >= self.max_hands {
            return f64::from(waiting) * self.any_second[j];
        }
        let p = self.pair_second[j];
        let resplit = if p > 0.0 { p * self.value(hands + 1, waiting + 1) } else { 0.0 };
        resplit + (1.0 - p) * (self.other_second[j] + self.value(hands, waiting - 1))
    }
}
