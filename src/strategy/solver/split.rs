//! The value of splitting a pair, re-splits included, exactly for the finite shoe.
//!
//! Each split hand is played knowing its own cards and how many pair cards the split has dealt,
//! never the other hands' other cards; the dealer's cards come last. Under that rule every hand's
//! result depends on the other hands only through which of their second cards were pair cards, and
//! the value is exact (the method of Eric Farmer's analyser):
//!
//! - Cards dealt to other hands that the hand does not see change nothing on average: burning a
//!   card unseen leaves every expected value as it was.
//! - "Another hand's second card was not a pair card" is "any card" less "a pair card", and "a pair
//!   card" is one more pair card out of the shoe. So every term is the value of one split hand with
//!   some number `j` of further pair cards out ([`Level`]), weighed by the chance of drawing them.
//!
//! The recursion over the hands waiting for their second card is [`Split::waiting`]; with four hands
//! it looks at up to four further pair cards out, so the dealer table holds split hands with up to
//! five other pair cards out (see [`split_need`]). Split aces take one card each.

use super::hands::{HandId, HandNode, deals_every_hand};
use super::levels::{Decide, LEVEL_LANES, Lanes, LevelBuffers, LevelStands, play_levels};
use super::shoe::{Counts, RANKS, TEN, value_rank};
use super::values::{Context, SplitNeed, Stands, draw_odds, natural_partner, next_card_factors_of};
use crate::game::rules::TableRules;

/// When a pair dealt to a split hand is split again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Resplit {
    /// Only when the chart splits that pair against that up card; otherwise the hand is played on
    /// as the pair it is. Split hands are played as well as possible knowing their cards and the
    /// pair cards dealt. A player is never obliged to re-split, so more hands allowed is never worth
    /// less.
    #[default]
    Chart,
    /// Every time the table allows it, each split hand played as its cards would be played unsplit
    /// (the best play decided before the split): the convention of published exact tables.
    Always,
}

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

/// What a two-card split hand does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SplitChoice {
    /// Stands.
    Stand,
    /// Draws, then plays on.
    Hit,
    /// Doubles.
    Double,
}

impl SplitHandOptions {
    /// The option worth most.
    pub fn best_choice(&self) -> SplitChoice {
        let mut best = (SplitChoice::Stand, self.stand);
        for (choice, v) in [(SplitChoice::Hit, self.hit), (SplitChoice::Double, self.double)] {
            if let Some(v) = v
                && v > best.1
            {
                best = (choice, v);
            }
        }
        best.0
    }

    /// The value of a choice (standing when the choice is not open).
    pub fn value(&self, choice: SplitChoice) -> f64 {
        match choice {
            SplitChoice::Stand => self.stand,
            SplitChoice::Hit => self.hit.unwrap_or(self.stand),
            SplitChoice::Double => self.double.unwrap_or(self.stand),
        }
    }
}

/// How split hands are played. Decisions are taken on the values the player can know (the shoe
/// less the pair cards the split has dealt) and then valued on every shoe the exact sum needs.
pub struct SplitPlay<'a> {
    /// Chooses the play of a two-card split hand (pair value, second card value, its options on
    /// the shoe the player knows).
    pub two_card: &'a dyn Fn(usize, usize, &SplitHandOptions) -> SplitChoice,
    /// Decides hit (true) or stand for a hand of three or more cards, from its stand and hit values
    /// on the shoe the player knows.
    pub hits: &'a dyn Fn(HandId, &HandNode, f64, f64) -> bool,
    /// When pairs are split again.
    pub resplit: Resplit,
    /// The decisions do not depend on the pair cards out (a chart, or play fixed before the
    /// split): they are taken once, and `hits` looks at neither value it is given.
    pub fixed: bool,
}

/// The most hands a pair of value `x` can become at this table.
pub fn hand_limit(rules: &TableRules, x: usize) -> u8 {
    if x == 0 && !rules.resplit_aces.is_allowed() { rules.max_hands.min(2) } else { rules.max_hands }
}

/// The most further pair cards out (beyond the two of the pair) that the exact sum looks at, for a
/// pair that may become `hands` hands: each re-split and each other hand's second card may take one.
fn max_further(hands: u8) -> u8 {
    (2 * hands).saturating_sub(4)
}

/// From this many cards on, the stand values of split hands with more than [`EXACT_OTHERS`] other
/// pair cards out are extrapolated rather than worked out (see [`split_stands`]).
pub const EXTRAPOLATE_FROM: u32 = 3 * 52;

/// The most other pair cards out with exact stand values in shoes of [`EXTRAPOLATE_FROM`] cards or
/// more.
pub const EXACT_OTHERS: u8 = 2;

/// The most other pair cards out the split values of `x` look at, at this table.
fn max_others(rules: &TableRules, x: usize) -> u8 {
    max_further(hand_limit(rules, x).min(4)) + 1
}

/// The split hands whose dealer distributions the split values of `x` need at this table and
/// shoe size: each split hand with one to `max_others` other pair cards out (fewer in a large
/// shoe); split aces take one card, so only their two-card hands.
pub fn split_need(rules: &TableRules, shoe_total: u32, extrapolate_from: u32, x: usize) -> Option<SplitNeed> {
    let r = value_rank(x);
    if !rules.may_split(r, r, 1) {
        return None;
    }
    let mut max_others = max_others(rules, x);
    if shoe_total >= extrapolate_from {
        max_others = max_others.min(EXACT_OTHERS);
    }
    Some(SplitNeed { x, max_others, two_cards_only: x == 0 })
}

/// Stand values of the split hands of `x` against `up`, by the number of other pair cards out
/// (lane 0: one, the other card of the pair).
///
/// Exact in shoes under [`EXTRAPOLATE_FROM`] cards. In larger shoes those with up to
/// [`EXACT_OTHERS`] other pair cards out are exact, and each further one is extrapolated by the
/// parabola through the hand's stand values with none, one and two out: the error is of the third
/// order in the pair cards out over the shoe's size, measured in `tests/it/solver.rs`
/// (`extrapolated_resplits_stay_within_their_stated_error`).
pub fn split_stands(ctx: &Context<'_>, up: usize, x: usize, base: &Stands) -> LevelStands {
    let Some(need) = split_need(ctx.rules, ctx.shoe.total(), ctx.extrapolate_from, x) else {
        return LevelStands::empty();
    };
    let mut list = ctx.split_level_stands(up, x, need.max_others);
    let wanted = usize::from(max_others(ctx.rules, x)).min(LEVEL_LANES);
    if list.levels < 2 {
        return list;
    }
    let natural = natural_partner(up).filter(|_| ctx.mode.conditions_draws());
    let exact = list.levels;
    list.levels = wanted.max(exact);
    for j in exact..wanted {
        let others = j as u8 + 1;
        let mut also_out: Counts = [0; RANKS];
        also_out[x] = others;
        // The cards left once the up card and the other pair cards are out, as numbers: each
        // hand's cards are taken from them (integers, so exactly), rather than the shoe being
        // worked out again for every hand.
        let before = ctx.left(up, &also_out);
        if before.iter().any(|&c| c < 0) {
            continue;
        }
        let before: [f64; RANKS] = std::array::from_fn(|c| f64::from(before[c]));
        for c in 0..RANKS {
            list.before[c][j] = before[c];
        }
        let before_total: f64 = before.iter().sum();
        // The parabola through (0, s0), (1, s1), (2, s2) at `others`.
        let k = f64::from(others);
        let (w0, w1, w2) = ((k - 1.0) * (k - 2.0) / 2.0, -k * (k - 2.0), k * (k - 1.0) / 2.0);
        let deep = deals_every_hand(&before);
        for (pos, &id) in list.ids.iter().enumerate() {
            let i = id as usize;
            let (s1, s2) = (list.stand[pos][0], list.stand[pos][1]);
            // The hands with a value with two other pair cards out.
            if s2.is_nan() {
                continue;
            }
            let node = ctx.graph.node(id);
            if !deep && (0..RANKS).any(|c| before[c] - node.counts_f64[c] < 0.0) {
                continue;
            }
            let s0 = base.stand[i];
            // A hand with no value of its own alone (it needs a pair card out) is carried on linearly.
            list.stand[pos][j] =
                if s0.is_nan() { s2 + (k - 2.0) * (s2 - s1) } else { w0 * s0 + w1 * s1 + w2 * s2 };
            let n = before_total - f64::from(node.cards);
            if node.total() < 21 {
                let k = natural.unwrap_or(0);
                (list.per_card[pos][j], list.natural_odds[pos][j]) =
                    next_card_factors_of(before[k] - node.counts_f64[k], n, natural.is_some());
            }
        }
    }
    list
}

/// The value of splitting a pair of value `x` against `up`, for an initial bet of 1 (all hands
/// together), from the split hands' stand values ([`split_stands`]); `unsplit` is the best value of
/// the pair played as a hand, which says whether the chart splits it. `None` when the shoe cannot
/// hold the pair.
pub fn split_value(
    ctx: &Context<'_>,
    up: usize,
    x: usize,
    stands: &LevelStands,
    play: &SplitPlay<'_>,
    unsplit: f64,
    buffers: &mut LevelBuffers,
) -> Option<f64> {
    // Tables hold at most four hands; the arrays below are sized for that.
    let max_hands = hand_limit(ctx.rules, x).min(4);
    if max_hands < 2 {
        return None;
    }
    let split = Split::new(ctx, up, x, stands, play, max_hands, buffers)?;
    let once = split.waiting(2, 2, 0, false);
    if max_hands == 2 {
        return Some(once);
    }
    let again = split.waiting(2, 2, 0, true);
    Some(match play.resplit {
        Resplit::Always => again,
        // The chart splits the pair when splitting (re-splits included) beats playing it; then a
        // pair dealt to a split hand is split again, and otherwise played on.
        Resplit::Chart if again > unsplit => again,
        Resplit::Chart => once,
    })
}

/// The chance that a ten-value card dealt to a hand split from a pair of tens is of the pair's
/// own rank, when `tens` ten-value cards were in the shoe before the deal (as many of each of the
/// four ranks, as in whole decks) and `pair_out` cards of the pair's rank are known to be out.
///
/// Every ten not known to be out is as likely as any other to be of each rank: the up card (whose
/// rank does not matter to the dealer) and the other hands' unseen cards change nothing. So the
/// share is the pair's rank's unseen cards over all unseen tens.
pub fn same_rank_share(tens: f64, pair_out: u32) -> f64 {
    let out = f64::from(pair_out);
    let unseen = tens - out;
    if unseen <= 0.0 { 0.0 } else { ((tens / 4.0 - out) / unseen).max(0.0) }
}

/// The most further pair cards out, plus one.
const LEVELS: usize = 5;

/// One split hand's terms with `j` further pair cards out (beyond the pair), played by the
/// decisions taken with `r` pair cards re-split.
#[derive(Debug, Clone, Copy, Default)]
struct Level {
    /// Can the shoe deal this?
    feasible: bool,
    /// The chance that the hand's second card is a pair card that may be split.
    pair: f64,
}

/// The terms of one pair's split value.
struct Split {
    max_hands: u8,
    levels: [Level; LEVELS],
    /// By re-splits made `r` and further pair cards out `j`: the hand's value with any second card
    /// (a pair card played on as a pair), and with a pair card as its second card.
    any: [[f64; LEVELS]; 3],
    pair_hand: [[f64; LEVELS]; 3],
}

impl Split {
    fn new(
        ctx: &Context<'_>,
        up: usize,
        x: usize,
        stands: &LevelStands,
        play: &SplitPlay<'_>,
        max_hands: u8,
        buffers: &mut LevelBuffers,
    ) -> Option<Split> {
        let graph = ctx.graph;
        let root = graph.find(&[x])?;
        let split_aces = x == 0;
        let same_rank = x == TEN && ctx.rules.pair_rule == crate::game::rules::PairRule::SameRank;
        let tens = f64::from(ctx.shoe.counts()[TEN]);
        let cond = ctx.mode.conditions_draws();
        let max_j = usize::from(max_further(max_hands));
        let mut levels = [Level::default(); LEVELS];
        let mut odds = [[0.0; RANKS]; LEVELS];
        for j in 0..=max_j {
            let mut out: Counts = [0; RANKS];
            out[x] = j as u8 + 2;
            let left = ctx.left(up, &out);
            if left.iter().any(|&n| n < 0) || j >= stands.levels {
                if j == 0 {
                    return None;
                }
                break;
            }
            odds[j] = draw_odds(&left, up, cond);
            // Only pairs of the same rank split at some tables: then a ten is a pair card when it
            // is of the pair's own rank.
            let share = if same_rank { same_rank_share(tens, j as u32 + 2) } else { 1.0 };
            levels[j] = Level { feasible: true, pair: odds[j][x] * share };
        }
        let mut split = Split { max_hands, levels, any: [[0.0; LEVELS]; 3], pair_hand: [[0.0; LEVELS]; 3] };
        let n = graph.len();
        let mut decide_hit = vec![false; n];
        // The hand's options at level `j` (the hit values of the pass given).
        let options = |c: usize, id: HandId, j: usize, hit: &[Lanes], also_out: &Counts| {
            let i = id as usize;
            let node = graph.node(id);
            SplitHandOptions {
                stand: stands.stand_of(id, j),
                hit: (!split_aces && node.total() < 21).then(|| hit[i][j]),
                double: (!split_aces && ctx.rules.may_double(value_rank(x), value_rank(c), true, false))
                    .then(|| ctx.double_with(id, up, also_out, |h| stands.stand_of(h as HandId, j))),
            }
        };
        // The decisions are the player's with `r` pair cards re-split: taken on that shoe.
        let resplits = usize::from(max_hands - 2);
        for r in 0..=resplits {
            if !levels[r].feasible {
                break;
            }
            // The shoes the sum values these decisions on (see `waiting`): with `r` re-splits, up
            // to `2r + 1` further pair cards out while more hands may come, `2r` at the limit.
            let last = if r == resplits { max_j } else { 2 * r + 1 };
            if play.fixed && r > 0 {
                // The same decisions on every shoe: copied from those taken with none re-split.
                split.any[r] = split.any[0];
                split.pair_hand[r] = split.pair_hand[0];
                continue;
            }
            let last = if play.fixed { max_j } else { last };
            let mut also_out: Counts = [0; RANKS];
            also_out[x] = r as u8 + 1;
            let mut choices = [SplitChoice::Stand; RANKS];
            // One pass values every level: each valued the same way, those the sum does not need
            // with the rest, in lanes that cost nothing more.
            if !split_aces && play.fixed {
                // Decisions that look at no value are taken first; the pass then skips the draws
                // of the hands that stand.
                for &id in &stands.ids {
                    let node = graph.node(id);
                    decide_hit[id as usize] = node.total() < 21 && (play.hits)(id, node, f64::NAN, f64::NAN);
                }
                play_levels(
                    graph,
                    stands,
                    0..(max_j + 1).min(stands.levels),
                    Decide::Taken(&decide_hit),
                    buffers,
                );
            } else if !split_aces {
                // The decisions are taken on level `r` as the pass goes, and the other levels
                // follow them.
                let mut decide =
                    |id: HandId, node: &HandNode, stand: f64, hit: f64| (play.hits)(id, node, stand, hit);
                play_levels(
                    graph,
                    stands,
                    r..(last + 1).min(stands.levels),
                    Decide::OnLane(r, &mut decide),
                    buffers,
                );
            }
            for c in 0..RANKS {
                if odds[r][c] > 0.0 {
                    let id = graph.node(root).next[c];
                    choices[c] = (play.two_card)(x, c, &options(c, id, r, &buffers.hit, &also_out));
                }
            }
            // Valued on every shoe the sum needs: as many further pair cards out or more.
            for j in r..=last.min(max_j) {
                if !levels[j].feasible {
                    break;
                }
                let mut also_out: Counts = [0; RANKS];
                also_out[x] = j as u8 + 1;
                let mut any = 0.0;
                let mut pair_hand = 0.0;
                for c in 0..RANKS {
                    if odds[j][c] == 0.0 {
                        continue;
                    }
                    let id = graph.node(root).next[c];
                    // Only the option taken is valued: a double's value is a pass over the
                    // next card, wasted when the hand stands or hits.
                    let i = id as usize;
                    let v = match choices[c] {
                        SplitChoice::Stand => stands.stand_of(id, j),
                        // As `SplitHandOptions::value`: standing where hitting is not open.
                        SplitChoice::Hit if !split_aces && graph.node(id).total() < 21 => buffers.hit[i][j],
                        SplitChoice::Hit => stands.stand_of(id, j),
                        SplitChoice::Double => options(c, id, j, &buffers.hit, &also_out).value(choices[c]),
                    };
                    any += odds[j][c] * v;
                    if c == x {
                        pair_hand = v;
                    }
                }
                split.any[r][j] = any;
                split.pair_hand[r][j] = pair_hand;
            }
        }
        Some(split)
    }

    /// The expected result of the `waiting` hands still to get their second card (and of the hands
    /// they become), when the seat holds `hands` hands and `j` further pair cards are out: some
    /// dealt (one per re-split), some standing for "another hand's second card was a pair card" in
    /// the exact sum. With `again`, a pair card dealt to a split hand is split while the table
    /// allows it.
    fn waiting(&self, hands: u8, waiting: u8, j: usize, again: bool) -> f64 {
        if waiting == 0 {
            return 0.0;
        }
        let r = usize::from(hands - 2);
        let any = self.any[r][j];
        if !again || hands >= self.max_hands {
            // No more splits: every waiting hand takes any second card.
            return f64::from(waiting) * any;
        }
        let p = self.levels[j].pair;
        if p == 0.0 {
            return f64::from(waiting) * any;
        }
        // This hand's second card is a pair card: it becomes two hands, one more pair card out.
        let resplit = p * self.waiting(hands + 1, waiting + 1, j + 1, again);
        // It is not: the hand is played on; for the others, "not a pair card" is "any card" less
        // "a pair card".
        let own = any - p * self.pair_hand[r][j];
        let rest =
            self.waiting(hands, waiting - 1, j, again) - p * self.waiting(hands, waiting - 1, j + 1, again);
        resplit + own + rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks [`same_rank_share`] against dealing card by card from a small shoe whose tens carry
    /// their rank: `per_rank` of each of the four ten ranks and two of each other value. The pair
    /// is of kings; `pair_out` kings are out; then the up card, the hole card (no dealer natural)
    /// and the next card are dealt. Among the deals whose next card is a ten, the share of kings
    /// must be the function's, whatever the up card.
    #[test]
    fn same_rank_share_matches_dealing_card_by_card() {
        // Kinds 0 to 8: Ace to nine; 9 to 12: ten, jack, queen, king.
        const KING: usize = 12;
        let value = |kind: usize| kind.min(TEN);
        for per_rank in [3usize, 5, 8] {
            for pair_out in 2..=per_rank.min(5) {
                let mut cards: Vec<usize> = Vec::new();
                for kind in 0..=KING {
                    let n = if kind >= TEN { per_rank } else { 2 };
                    let n = if kind == KING { n - pair_out } else { n };
                    cards.extend(std::iter::repeat_n(kind, n));
                }
                let want = same_rank_share(4.0 * per_rank as f64, pair_out as u32);
                for up in 0..RANKS {
                    let (mut kings, mut tens) = (0.0, 0.0);
                    for (u, &up_kind) in cards.iter().enumerate() {
                        if value(up_kind) != up {
                            continue;
                        }
                        for (h, &hole) in cards.iter().enumerate() {
                            let natural = natural_partner(up) == Some(value(hole));
                            if h == u || natural {
                                continue;
                            }
                            for (n, &next) in cards.iter().enumerate() {
                                if n == u || n == h || value(next) != TEN {
                                    continue;
                                }
                                tens += 1.0;
                                if next == KING {
                                    kings += 1.0;
                                }
                            }
                        }
                    }
                    let got = kings / tens;
                    assert!(
                        (got - want).abs() < 1e-12,
                        "{per_rank} a rank, {pair_out} kings out, up {up}: {got} dealt, {want} computed"
                    );
                }
            }
        }
    }
}
