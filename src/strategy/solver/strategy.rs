//! From values to the chart learners memorise: one action per total (or pair) and up card,
//! chosen by the values averaged over the hands that make the total, where the play after a hit or
//! a split follows the chart itself (iterated until the chart no longer changes).
//!
//! Two-card cells weigh their hands by the chance of being dealt them. The rows for three cards or
//! more weigh theirs by the chance of holding them when the chart has the player draw to them
//! (a hand the chart never draws to does not count), which depends on the rows themselves: the
//! same iteration settles both.

use super::edge::two_card_chance;
use super::hands::{BUSTED, HandId, HandNode};
use super::levels::{LevelBuffers, LevelStands};
use super::shoe::{Counts, RANKS, TEN};
use super::split::{Resplit, SplitChoice, SplitHandOptions, SplitPlay, split_value};
use super::values::{Context, NaturalMode, PlayValues, Stands, natural_chance};
use crate::game::action::Action;
use crate::game::rules::PairRule;
use crate::strategy::chart::{Code, Evs};

/// The most passes over the chart before the last one is kept (it settles in two or three).
const MAX_PASSES: usize = 12;

/// A two-card cell of one column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TwoCard {
    /// A hard total (no Ace, not a pair).
    Hard(u8),
    /// A soft total (an Ace and another value).
    Soft(u8),
    /// A pair, by value index.
    Pair(usize),
}

/// The cell of the two-card hand of values `a` and `b`.
pub fn cell_of(a: usize, b: usize) -> TwoCard {
    if a == b {
        TwoCard::Pair(a)
    } else if a == 0 || b == 0 {
        TwoCard::Soft((a + b + 12) as u8)
    } else {
        TwoCard::Hard((a + b + 2) as u8)
    }
}

/// The chart's column against one up card, with the values behind it.
#[derive(Debug, Clone)]
pub struct Column {
    /// Two-card cells: hard 5-21, soft 13-21 and the ten pairs, with code and averaged values.
    pub cells: Vec<(TwoCard, Code, Evs)>,
    /// Hands of three or more cards: (soft, total, hit, values), hard 6-21 and soft 13-21.
    pub rows: Vec<(bool, u8, bool, Evs)>,
    /// The values of each two-card hand (`a <= b`) played by the chart, with their weight.
    pub hands: Vec<(usize, usize, Evs, f64)>,
    /// For a table splitting by rank: the share of ten-ten hands that are a pair of one rank.
    pub ten_pair_share: f64,
}

impl Column {
    /// The code of a two-card cell.
    pub fn code(&self, cell: TwoCard) -> Option<&Code> {
        self.cells.iter().find(|(c, _, _)| *c == cell).map(|(_, code, _)| code)
    }
}

/// Hard totals of the chart's two-card rows.
pub const HARD_TOTALS: std::ops::RangeInclusive<u8> = 5..=21;
/// Soft totals of the chart's two-card rows.
pub const SOFT_TOTALS: std::ops::RangeInclusive<u8> = 13..=21;
/// Hard totals of the rows for three cards or more.
pub const HARD_3PLUS: std::ops::RangeInclusive<u8> = 6..=21;

/// The hit-or-stand rule for hands of three or more cards.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Rows {
    hard: [bool; 22],
    soft: [bool; 22],
}

impl Rows {
    fn hits(&self, node: &HandNode) -> bool {
        let total = usize::from(node.total());
        if node.is_soft() { self.soft[total] } else { self.hard[total] }
    }
}

/// The probability of holding exactly the cards of `node` from the cards `left`.
fn holding_chance(node: &HandNode, left: &[i32; RANKS]) -> f64 {
    let n: i32 = left.iter().map(|&c| c.max(0)).sum();
    let mut p = 1.0;
    let mut drawn = 0;
    for c in 0..RANKS {
        for k in 0..i32::from(node.counts[c]) {
            drawn += 1;
            // Multinomial: ordered draws times the number of orders.
            p *= f64::from((left[c] - k).max(0)) / f64::from((n - drawn + 1).max(1)) * f64::from(drawn)
                / f64::from(k + 1);
        }
    }
    p
}

/// A hand of three cards or more that a row averages over: its index, whether it is soft, its
/// total.
type RowMember = (usize, usize, usize);

/// The hands of three cards or more that can be held (those with a stand value).
fn row_members(ctx: &Context<'_>, stand: &[f64]) -> Vec<RowMember> {
    let mut members = Vec::new();
    for (i, node) in ctx.graph.hands.iter().enumerate() {
        if node.cards >= 3 && !stand[i].is_nan() {
            members.push((i, usize::from(node.is_soft()), usize::from(node.total())));
        }
    }
    members
}

/// The rows for three cards or more against `up` from the values of a way of playing: each
/// total's hands are weighed by the chance of holding them when a decision is due (`reach`), or
/// for a total the play never reaches, by the chance of being dealt them.
fn rows_from(
    ctx: &Context<'_>,
    up: usize,
    members: &[RowMember],
    reach: &[f64],
    values: &PlayValues<'_>,
) -> (Rows, Vec<(bool, u8, bool, Evs)>) {
    let mut reached = [[0.0; 22]; 2];
    for &(i, s, t) in members {
        reached[s][t] += reach[i];
    }
    let none: Counts = [0; RANKS];
    let left = ctx.left(up, &none);
    let mut stand = [[0.0; 22]; 2];
    let mut hit = [[0.0; 22]; 2];
    let mut weight = [[0.0; 22]; 2];
    for &(i, s, t) in members {
        let w =
            if reached[s][t] > 0.0 { reach[i] } else { holding_chance(ctx.graph.node(i as HandId), &left) };
        weight[s][t] += w;
        stand[s][t] += w * values.stand[i];
        if t < 21 {
            hit[s][t] += w * values.hit[i];
        }
    }
    let mut rows = Rows { hard: [false; 22], soft: [false; 22] };
    let mut list = Vec::new();
    for (soft, totals) in [(false, HARD_3PLUS), (true, SOFT_TOTALS)] {
        for t in totals {
            let (s, ti) = (usize::from(soft), usize::from(t));
            let w = weight[s][ti];
            // Totals no hand of three cards can make keep the rule of thumb: hit below 12.
            if w <= 0.0 {
                let hits = t < 12;
                if soft {
                    rows.soft[ti] = hits
                } else {
                    rows.hard[ti] = hits
                }
                continue;
            }
            let st = stand[s][ti] / w;
            let hi = (t < 21).then(|| hit[s][ti] / w);
            // A hand of 11 or less cannot bust: it always draws, whatever the average of rare ones.
            let hits = t < 12 || hi.is_some_and(|h| h > st);
            if soft {
                rows.soft[ti] = hits;
            } else {
                rows.hard[ti] = hits;
            }
            list.push((soft, t, hits, Evs { stand: Some(st), hit: hi, ..Evs::default() }));
        }
    }
    for t in 0..12 {
        rows.hard[t] = true;
        rows.soft[t] = true;
    }
    (rows, list)
}

/// The chance of holding each hand when a decision is due, for a player who plays the two-card
/// `cells` and draws to a hand of three cards or more when `draws` says so (one hand's worth in
/// all, shared out over the up card's hands; split hands are left out).
fn reach_of(
    ctx: &Context<'_>,
    base: &Stands,
    hands: &[(usize, usize, Evs, f64)],
    cells: &[(TwoCard, Code, Evs)],
    draws: impl Fn(HandId, &HandNode) -> bool,
) -> Vec<f64> {
    let graph = ctx.graph;
    let mut reach = vec![0.0; graph.len()];
    // Two-card hands that draw: their chance of being dealt.
    for &(a, b, evs, weight) in hands {
        let Some((_, code, _)) = cells.iter().find(|c| c.0 == cell_of(a, b)) else { continue };
        if code.resolve(|act| evs.get(act).is_some()) == Action::Hit
            && let Some(id) = graph.find(&[a, b])
        {
            reach[id as usize] += weight;
        }
    }
    // Then every hand that draws passes its chance on to the hands it can become (the list runs
    // successors first, so backwards every hand comes after all the hands it is drawn from).
    for (k, &id) in base.ids.iter().enumerate().rev() {
        let held = reach[id as usize];
        let node = graph.node(id);
        if held == 0.0 || node.total() >= 21 || (node.cards >= 3 && !draws(id, node)) {
            continue;
        }
        for (c, &p) in base.odds[k].iter().enumerate() {
            let next = node.next[c];
            if p > 0.0 && next != BUSTED {
                reach[next as usize] += held * p;
            }
        }
    }
    reach
}

/// The code of a cell: its allowed actions by value, down to the first that is always allowed
/// (hit or stand).
pub fn code_of(evs: &Evs) -> Code {
    let mut code = Vec::new();
    for (action, _) in evs.ranked() {
        code.push(action);
        if matches!(action, Action::Hit | Action::Stand) {
            break;
        }
    }
    Code::new(&code)
}

/// Builds the chart's column against `up` (`buffers`: the split values' passes', kept from one up
/// card to the next).
#[allow(clippy::too_many_arguments)]
pub fn column(
    ctx: &Context<'_>,
    up: usize,
    best: &PlayValues<'_>,
    base: &Stands,
    split_stands: &[LevelStands; RANKS],
    best_splits: &[Option<f64>; RANKS],
    resplit: Resplit,
    buffers: &mut LevelBuffers,
) -> Column {
    let none: Counts = [0; RANKS];
    let left = ctx.left(up, &none);
    let ten_pair_share = if ctx.rules.pair_rule == PairRule::SameRank && left[TEN] > 1 {
        let tens = f64::from(left[TEN]);
        ((tens / 4.0 - 1.0) / (tens - 1.0)).max(0.0)
    } else {
        1.0
    };
    let members = row_members(ctx, best.stand);
    // The rows and the hands they are averaged over depend on each other: the rows decide which
    // hands are reached, the reached hands weigh the rows. The first rows weigh the hands best
    // play reaches; pairs are split (or not) as best play would, which the split values under the
    // chart hardly ever change.
    let hands = hand_values(ctx, up, best, best_splits);
    let draft = Column { cells: Vec::new(), rows: Vec::new(), hands, ten_pair_share };
    let cells = cells_from(&draft);
    let reach = reach_of(ctx, base, &draft.hands, &cells, |id, _| {
        let i = id as usize;
        best.hit[i] > best.stand[i]
    });
    let (mut rows, mut row_list) = rows_from(ctx, up, &members, &reach, best);
    let mut values = ctx.play_from(base, |n: &HandNode, _, _| rows.hits(n));
    for _ in 0..MAX_PASSES {
        let hands = hand_values(ctx, up, &values, best_splits);
        let draft = Column { cells: Vec::new(), rows: row_list, hands, ten_pair_share };
        let cells = cells_from(&draft);
        let reach = reach_of(ctx, base, &draft.hands, &cells, |_, node| rows.hits(node));
        let (next, list) = rows_from(ctx, up, &members, &reach, &values);
        row_list = list;
        if next == rows {
            break;
        }
        rows = next;
        values = ctx.play_from(base, |n: &HandNode, _, _| rows.hits(n));
    }
    let mut column = Column { cells: Vec::new(), rows: row_list, hands: Vec::new(), ten_pair_share };
    // A split hand plays by the hard and soft cells, which do not depend on split values: they
    // are settled first, then the split values follow the chart in one pass.
    column.hands = hand_values(ctx, up, &values, &[None; RANKS]);
    let unsplit = cells_from(&column);
    let two_card = |x: usize, c: usize, o: &SplitHandOptions| split_hand_choice(&unsplit, &rows, x, c, o);
    let hits = |_: HandId, n: &HandNode, _: f64, _: f64| rows.hits(n);
    let play = SplitPlay { two_card: &two_card, hits: &hits, resplit, fixed: true };
    let splits: [Option<f64>; RANKS] = std::array::from_fn(|x| {
        let r = super::shoe::value_rank(x);
        if !ctx.rules.may_split(r, r, 1) {
            return None;
        }
        if resplit == Resplit::Always {
            // Split hands play as their cards would unsplit, whatever the chart: the values
            // worked out with the best play.
            return best_splits[x];
        }
        let pair = column.hands.iter().find(|h| h.0 == x && h.1 == x)?;
        let unsplit = super::conditioned(ctx, up, x, pair.2.best().1);
        split_value(ctx, up, x, &split_stands[x], &play, unsplit, buffers)
    });
    column.hands = hand_values(ctx, up, &values, &splits);
    column.cells = cells_from(&column);
    column
}

/// The play of a two-card split hand by the chart: its cell's code, skipping what the split hand
/// may not do (it cannot split again here, nor surrender).
fn split_hand_choice(
    cells: &[(TwoCard, Code, Evs)],
    rows: &Rows,
    x: usize,
    c: usize,
    o: &SplitHandOptions,
) -> SplitChoice {
    let cell = if x == c {
        // A pair not split again is played by its total.
        if x == 0 { TwoCard::Soft(12) } else { TwoCard::Hard((2 * x + 2) as u8) }
    } else {
        cell_of(x, c)
    };
    let allowed = |a: Action| match a {
        Action::Stand => true,
        Action::Hit => o.hit.is_some(),
        Action::Double => o.double.is_some(),
        Action::Split | Action::Surrender => false,
    };
    let action = match cells.iter().find(|(k, _, _)| *k == cell) {
        Some((_, code, _)) => code.resolve(allowed),
        None => {
            let (soft, total) = match cell {
                TwoCard::Soft(t) => (true, t),
                TwoCard::Hard(t) => (false, t),
                TwoCard::Pair(_) => (false, 0),
            };
            let hits = if soft { rows.soft[usize::from(total)] } else { rows.hard[usize::from(total)] };
            if hits && o.hit.is_some() { Action::Hit } else { Action::Stand }
        }
    };
    match action {
        Action::Hit if o.hit.is_some() => SplitChoice::Hit,
        Action::Double if o.double.is_some() => SplitChoice::Double,
        _ => SplitChoice::Stand,
    }
}

/// Every two-card hand's values with the play after a hit or split following the chart, and the
/// hand's weight among the hands dealt against `up`.
fn hand_values(
    ctx: &Context<'_>,
    up: usize,
    values: &PlayValues<'_>,
    splits: &[Option<f64>; RANKS],
) -> Vec<(usize, usize, Evs, f64)> {
    let none: Counts = [0; RANKS];
    let left = ctx.left(up, &none);
    let mut out = Vec::new();
    for a in 0..RANKS {
        for b in a..RANKS {
            let Some(evs) = super::two_card_evs(ctx, up, a, b, values, splits[a]) else { continue };
            let mut w = two_card_chance(&left, a, b);
            if ctx.mode == NaturalMode::Peek {
                let mut after = left;
                after[a] -= 1;
                after[b] -= 1;
                w *= 1.0 - natural_chance(&after, up);
            }
            out.push((a, b, evs, w));
        }
    }
    out
}

fn cells_from(column: &Column) -> Vec<(TwoCard, Code, Evs)> {
    let mut cells = Vec::new();
    let mut add = |cell: TwoCard, members: Vec<(Evs, f64)>| {
        let total: f64 = members.iter().map(|m| m.1).sum();
        if total <= 0.0 {
            return;
        }
        let average = |get: fn(&Evs) -> Option<f64>| -> Option<f64> {
            let mut sum = 0.0;
            for (evs, w) in &members {
                sum += get(evs)? * w;
            }
            Some(sum / total)
        };
        let evs = Evs {
            stand: average(|e| e.stand),
            hit: average(|e| e.hit),
            double: average(|e| e.double),
            split: average(|e| e.split),
            surrender: average(|e| e.surrender),
        };
        cells.push((cell, code_of(&evs), evs));
    };
    let share = column.ten_pair_share;
    for t in HARD_TOTALS {
        let mut members = Vec::new();
        for &(a, b, evs, w) in &column.hands {
            if cell_of(a, b) == TwoCard::Hard(t) {
                members.push((evs, w));
            } else if a == TEN && b == TEN && t == 20 && share < 1.0 {
                // Tens of different ranks are no pair at this table.
                members.push((Evs { split: None, ..evs }, w * (1.0 - share)));
            }
        }
        if members.is_empty() {
            // No two cards make this total: the cell takes the rule for three cards or more.
            if let Some(row) = column.rows.iter().find(|r| !r.0 && r.1 == t) {
                members.push((row.3, 1.0));
            }
        }
        add(TwoCard::Hard(t), members);
    }
    for t in SOFT_TOTALS {
        let members = column
            .hands
            .iter()
            .filter(|h| cell_of(h.0, h.1) == TwoCard::Soft(t))
            .map(|h| (h.2, h.3))
            .collect();
        add(TwoCard::Soft(t), members);
    }
    for x in (1..RANKS).chain([0]) {
        let members = column
            .hands
            .iter()
            .filter(|h| h.0 == x && h.1 == x)
            .map(|h| (h.2, if x == TEN { h.3 * share } else { h.3 }))
            .collect();
        add(TwoCard::Pair(x), members);
    }
    cells
}

/// The chart's value of the two-card hand `a`,`b` in `column`: its cell's action, resolved by what
/// the hand may do. A ten-ten hand at a table splitting by rank mixes its two cells.
pub fn hand_value(column: &Column, a: usize, b: usize, evs: &Evs) -> Option<f64> {
    let value_in = |cell: TwoCard, evs: &Evs| -> Option<f64> {
        let code = column.code(cell)?;
        evs.get(code.resolve(|act| evs.get(act).is_some()))
    };
    if a == TEN && b == TEN && column.ten_pair_share < 1.0 {
        let pair = value_in(TwoCard::Pair(TEN), evs)?;
        let hard = value_in(TwoCard::Hard(20), &Evs { split: None, ..*evs })?;
        let s = column.ten_pair_share;
        return Some(s * pair + (1.0 - s) * hard);
    }
    value_in(cell_of(a, b), evs)
}

#[cfg(test)]
mod tests {
    use super::super::values::Context;
    use super::super::{Composition, best_values, dealer_table};
    use super::*;

    #[test]
    fn rows_weigh_only_the_hands_a_player_reaches() {
        let rules = crate::game::rules::preset("book").unwrap();
        let shoe = Composition::full(1);
        let dealer = dealer_table(&rules, &shoe, u32::MAX);
        let ctx = Context::new(&rules, shoe, &dealer, u32::MAX);
        let up = 5; // a 6
        let base = ctx.stands(up);
        let (_, values, _, splits) = best_values(
            &ctx,
            up,
            &base,
            Resplit::Chart,
            &mut crate::strategy::solver::levels::LevelBuffers::new(ctx.graph.len()),
        );
        let hands = hand_values(&ctx, up, &values, &splits);
        let draft = Column { cells: Vec::new(), rows: Vec::new(), hands, ten_pair_share: 1.0 };
        let cells = cells_from(&draft);
        let reach = reach_of(&ctx, &base, &draft.hands, &cells, |id, _| {
            values.hit[id as usize] > values.stand[id as usize]
        });
        let id = |cards: &[usize]| ctx.graph.find(cards).unwrap() as usize;
        // A, 7 doubles or stands against a 6, T, 7 stands and A, T is a natural: A, 7, T is never
        // held; nor 5, 6, T (11 doubles, 15 and 16 stand).
        assert_eq!(reach[id(&[0, 6, 9])], 0.0);
        assert_eq!(reach[id(&[4, 5, 9])], 0.0);
        // 2, 3 draws, so 2, 3, T is held.
        assert!(reach[id(&[1, 2, 9])] > 0.0);
        // Every three-card hand is held after one draw to a two-card hand that draws: their chances
        // add up to the chance of a two-card hand drawing without busting.
        let mut drawn = 0.0;
        for (k, &hand) in base.ids.iter().enumerate() {
            let node = ctx.graph.node(hand);
            if node.cards == 2 {
                let safe: f64 = (0..RANKS).filter(|&c| node.next[c] != BUSTED).map(|c| base.odds[k][c]).sum();
                drawn += reach[hand as usize] * safe;
            }
        }
        let three: f64 =
            ctx.graph.hands.iter().enumerate().filter(|(_, n)| n.cards == 3).map(|(i, _)| reach[i]).sum();
        assert!(three > 0.0 && three < 1.0, "{three}");
        assert!((three - drawn).abs() < 1e-12, "{three} {drawn}");
    }
}
