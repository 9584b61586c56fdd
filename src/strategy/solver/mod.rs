//! The exact strategy solver: the value of every option of every two-card hand against every dealer
//! up card, for any table and any shoe, computed by combinatorial analysis of the finite shoe.
//!
//! - Stand, hit, double and surrender values are exact probabilities of the shoe given (the
//!   player's cards and the up card removed; the best play after a hit).
//! - Split values play each split hand knowing its own cards and the pair cards the split dealt,
//!   and are exact for that way of playing, re-splits included, in every shoe (see `split.rs`). A
//!   pair dealt to a split hand is split again as [`Resplit`] says: by default only when the chart
//!   splits that pair against that up card; [`Resplit::Always`] gives the convention of published
//!   exact tables.
//! - At a table where the dealer peeks, every value is conditioned on the dealer holding no
//!   natural; without a hole card values are unconditional and a dealer natural takes what the
//!   table says.
//! - The chart ([`Solution::chart`]) is derived from the values: see `strategy.rs`.
//!
//! Entry points: [`solve`] for a table and a shoe ([`Composition::full`] for a fresh one), then
//! [`Solution::hand`] for one hand's values, [`Solution::dealer`] for the dealer's outcomes,
//! [`Solution::insurance`], [`Solution::chart`] (cells with their values, the house edge); the
//! shipped charts load without solving through [`crate::strategy::chart::shipped`].

// Card values are array indices throughout; loops over them read better with the index.
#![allow(clippy::needless_range_loop)]

mod dealer;
mod edge;
mod hands;
mod levels;
pub mod report;
mod shoe;
mod split;
mod strategy;
mod values;

use crate::game::card::Rank;
use crate::game::rules::TableRules;
use crate::strategy::chart::{
    CHART_FORMAT_VERSION, Cell, CellKind, Chart, Code, DEALER_ORDER, Evs, PlayerCell,
};

pub use dealer::{BUST, DealerDist, OUTCOMES};
pub use edge::two_card_chance;
pub use shoe::{Composition, CompositionError, MIN_CARDS, RANKS};
pub use split::Resplit;
pub use values::natural_chance;

use hands::{HandId, hand_graph};
use shoe::{Counts, value_rank};
use split::{SplitChoice, SplitHandOptions, SplitPlay, split_value};
use values::{Context, DealerTable, NaturalMode, PlayValues, natural_partner};

/// The value indices of the ranks the solver distinguishes: A, 2, ..., 9, T.
pub const VALUES: [Rank; RANKS] = [
    Rank::Ace,
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
];

/// How the dealer ends, for one up card, off the top of the shoe (unconditional: the natural is
/// one of the outcomes).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DealerOutcomes {
    /// The up card (`T` for every ten-value card).
    pub up: Rank,
    /// The probabilities of ending on 17, 18, 19, 20 and 21 (not a natural).
    pub totals: [f64; 5],
    /// The probability of busting.
    pub bust: f64,
    /// The probability of a natural (the hole card completes it).
    pub natural: f64,
}

/// The values of one two-card hand against one up card.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HandEvs {
    /// The first card (by value: `T` for any ten-value card).
    pub first: Rank,
    /// The second card.
    pub second: Rank,
    /// The dealer's up card.
    pub dealer: Rank,
    /// The value of each option for an initial bet of 1.
    pub evs: Evs,
}

/// Everything the solver computes for one table and shoe.
#[derive(Debug, Clone)]
pub struct Solution {
    /// The table's name.
    pub table: String,
    /// Whether values are conditioned on the dealer holding no natural (tables where the dealer
    /// peeks).
    pub conditioned_on_no_dealer_blackjack: bool,
    /// Every two-card hand (first card of lower or equal value) against every up card, up card
    /// order A, 2, ..., T within each hand.
    pub hands: Vec<HandEvs>,
    /// The dealer's outcomes per up card, A first.
    pub dealer: Vec<DealerOutcomes>,
    /// The value of an insurance bet of 1 off the top of the shoe (the dealer's Ace out).
    pub insurance: f64,
    /// The expected result of a round when every two-card hand takes its best option (play that
    /// knows the hand's cards): the player's edge, negative when the house wins.
    pub best_play_return: f64,
    /// The chart, with its house edge.
    pub chart: Chart,
}

impl Solution {
    /// The values of a two-card hand against an up card (cards by value; order does not matter).
    pub fn hand(&self, a: Rank, b: Rank, up: Rank) -> Option<&HandEvs> {
        let (a, b) = if a.value_index() <= b.value_index() { (a, b) } else { (b, a) };
        self.hands.iter().find(|h| {
            h.first.value_index() == a.value_index()
                && h.second.value_index() == b.value_index()
                && h.dealer.value_index() == up.value_index()
        })
    }
}

/// The value of insuring for 1 when the dealer shows an Ace, given the shoe before the Ace was
/// dealt (insurance pays 2:1 when the hole card is a ten).
///
/// ```
/// use bjcoach::strategy::solver::{insurance_value, Composition};
/// let one_deck = insurance_value(&Composition::full(1));
/// assert!((one_deck + 1.0 / 17.0).abs() < 1e-12);
/// ```
pub fn insurance_value(shoe: &Composition) -> f64 {
    let counts = shoe.counts();
    let left = f64::from(shoe.total().saturating_sub(1));
    if counts[0] == 0 || left <= 0.0 {
        return 0.0;
    }
    let p = f64::from(counts[shoe::TEN]) / left;
    3.0 * p - 1.0
}

/// Solves a table for a shoe: every hand's values, the dealer's outcomes, insurance; a pair dealt
/// to a split hand is split again when the chart splits it ([`Resplit::Chart`]).
pub fn solve(rules: &TableRules, shoe: &Composition) -> Solution {
    solve_with(rules, shoe, Resplit::Chart)
}

/// [`solve`], with pairs dealt to split hands split again as `resplit` says.
pub fn solve_with(rules: &TableRules, shoe: &Composition, resplit: Resplit) -> Solution {
    solve_inner(rules, shoe, resplit, split::EXTRAPOLATE_FROM)
}

/// [`solve_with`] with every re-split value worked out exactly, even in large shoes where
/// [`solve_with`] extrapolates the hands re-split more than twice: slower, for checking that the
/// extrapolation stays within what the documentation says.
pub fn solve_exact(rules: &TableRules, shoe: &Composition, resplit: Resplit) -> Solution {
    solve_inner(rules, shoe, resplit, u32::MAX)
}

fn solve_inner(rules: &TableRules, shoe: &Composition, resplit: Resplit, extrapolate_from: u32) -> Solution {
    let dealer = dealer_table(rules, shoe, extrapolate_from);
    let ctx = Context::new(rules, *shoe, &dealer, extrapolate_from);
    let mut hands = Vec::with_capacity(55 * RANKS);
    let mut per_up: Vec<Vec<HandEvs>> = Vec::with_capacity(RANKS);
    let mut columns = Vec::with_capacity(RANKS);
    let none: Counts = [0; RANKS];
    // The split values' buffers, filled afresh by each pass: made once, since making them for
    // each pass cost more than their passes at a single deck.
    let mut buffers = levels::LevelBuffers::new(ctx.graph.len());
    for up in 0..RANKS {
        if ctx.left(up, &none)[up] < 0 {
            per_up.push(Vec::new());
            columns.push(None);
            continue;
        }
        let base = ctx.stands(up);
        let (row, values, split_stands, splits) = best_values(&ctx, up, &base, resplit, &mut buffers);
        per_up.push(row);
        let column =
            strategy::column(&ctx, up, &values, &base, &split_stands, &splits, resplit, &mut buffers);
        columns.push(Some(column));
    }
    for a in 0..RANKS {
        for b in a..RANKS {
            for row in &per_up {
                if let Some(h) = row.iter().find(|h| h.first == VALUES[a] && h.second == VALUES[b]) {
                    hands.push(*h);
                }
            }
        }
    }
    let mode = NaturalMode::of(rules);
    // The best value of each hand, by up card and the hand's two values.
    let mut best = [[[None; RANKS]; RANKS]; RANKS];
    for row in &per_up {
        for h in row {
            best[h.dealer.value_index()][h.first.value_index()][h.second.value_index()] =
                Some(h.evs.best().1);
        }
    }
    let best_play_return =
        edge::round_value(shoe, mode, rules.blackjack_pays.as_f64(), |a, b, up| best[up][a][b]);
    let chart_return = edge::round_value(shoe, mode, rules.blackjack_pays.as_f64(), |a, b, up| {
        let column = columns.get(up)?.as_ref()?;
        let (_, _, evs, _) = column.hands.iter().find(|h| h.0 == a && h.1 == b)?;
        strategy::hand_value(column, a, b, evs)
    });
    let chart = chart_of(rules, &columns, -100.0 * chart_return);
    Solution {
        chart,
        best_play_return,
        table: rules.id.clone(),
        conditioned_on_no_dealer_blackjack: rules.dealer_peeks(),
        hands,
        dealer: dealer_outcomes(&ctx),
        insurance: insurance_value(shoe),
    }
}

/// The values of standing and of hitting (with the best play after) for a hand of any number of
/// cards against an up card, as [`solve`] values them: conditioned on no dealer natural at a peek
/// table, unconditional without a hole card. `None` for fewer than two cards, when the shoe cannot
/// deal the cards, or when the hand has bust. Only the hand and the hands it can become are
/// valued, against its up card alone ([`HandValues::for_hand`]); to ask about many hands,
/// [`HandValues::new`] works out every hand once.
///
/// ```
/// use bjcoach::game::card::Rank::*;
/// use bjcoach::game::rules::preset;
/// use bjcoach::strategy::solver::{Composition, multi_card_values};
/// let rules = preset("quebec-s17").unwrap();
/// let v = multi_card_values(&rules, &Composition::full(6), &[Four, Two, Ten], Ten).unwrap();
/// assert!(v.hit.unwrap() < v.stand, "16 of three cards against a ten stands");
/// ```
pub fn multi_card_values(
    rules: &TableRules,
    shoe: &Composition,
    cards: &[Rank],
    up: Rank,
) -> Option<MultiCardEvs> {
    HandValues::for_hand(rules, shoe, cards, up).get(cards, up)
}

/// The stand and hit values of every hand against every up card (or one), for one table and shoe;
/// or of one hand and the hands it can become, against one up card.
#[derive(Debug, Clone)]
pub struct HandValues {
    rules_peek: bool,
    mode: NaturalMode,
    shoe: Composition,
    /// By up card: stand and hit values by hand, when worked out (stand values `NaN` for hands
    /// not worked out).
    per_up: Vec<Option<(Vec<f64>, Vec<f64>)>>,
}

impl HandValues {
    /// Works out the values against `only` (or every up card), with the best play after a hit.
    pub fn new(rules: &TableRules, shoe: &Composition, only: Option<Rank>) -> HandValues {
        HandValues::worked_out(rules, shoe, only, None)
    }

    /// Works out the values of the hand of these cards against `up` and of every hand it can
    /// become by drawing: the only hands its hit value reaches. The dealer's play is that of the
    /// up card alone, a tenth of the work of every up card or less; the values are those of
    /// [`HandValues::new`] to rounding (`tests/it/solver.rs`). A hand outside them has no value.
    pub fn for_hand(rules: &TableRules, shoe: &Composition, cards: &[Rank], up: Rank) -> HandValues {
        let graph = hand_graph();
        let values: Vec<usize> = cards.iter().map(|r| r.value_index()).collect();
        let mut reached = vec![false; graph.len()];
        if let Some(id) = graph.find(&values) {
            reached[id as usize] = true;
            // A hand's successors come after it in the graph: one pass forward marks them all.
            for i in id as usize..graph.len() {
                if reached[i] {
                    for &next in &graph.hands[i].next {
                        if next != hands::BUSTED {
                            reached[next as usize] = true;
                        }
                    }
                }
            }
        }
        HandValues::worked_out(rules, shoe, Some(up), Some(&reached))
    }

    fn worked_out(
        rules: &TableRules,
        shoe: &Composition,
        only: Option<Rank>,
        hands: Option<&[bool]>,
    ) -> HandValues {
        let hits_soft_17 = rules.dealer_hits_soft_17();
        let trees = match only {
            Some(up) => dealer::dealer_tree_of(hits_soft_17, up.value_index()),
            None => dealer::dealer_trees(hits_soft_17),
        };
        let dealer = DealerTable::new(shoe, trees, hands, &[]);
        let mode = NaturalMode::of(rules);
        let ctx = Context {
            shoe: *shoe,
            rules,
            mode,
            dealer: &dealer,
            graph: hand_graph(),
            extrapolate_from: split::EXTRAPOLATE_FROM,
        };
        let none: Counts = [0; RANKS];
        let per_up = (0..RANKS)
            .map(|u| {
                if only.is_some_and(|r| r.value_index() != u) || ctx.left(u, &none)[u] < 0 {
                    return None;
                }
                let base = ctx.stands(u);
                let play = ctx.play_from(&base, best_hits);
                Some((play.stand.to_vec(), play.hit))
            })
            .collect();
        HandValues { rules_peek: rules.dealer_peeks(), mode, shoe: *shoe, per_up }
    }

    /// The values of these cards against `up` (see [`multi_card_values`]).
    pub fn get(&self, cards: &[Rank], up: Rank) -> Option<MultiCardEvs> {
        let graph = hand_graph();
        let values: Vec<usize> = cards.iter().map(|r| r.value_index()).collect();
        let id = graph.find(&values)?;
        let node = graph.node(id);
        let u = up.value_index();
        let mut out: Counts = node.counts;
        out[u] += 1;
        if self.shoe.left_after(&out).iter().any(|&n| n < 0) || cards.len() < 2 {
            return None;
        }
        let (stand, hit) = self.per_up.get(u)?.as_ref()?;
        let i = id as usize;
        if stand[i].is_nan() {
            return None;
        }
        let mut evs = MultiCardEvs {
            stand: stand[i],
            hit: (node.total() < 21).then(|| hit[i]),
            conditioned_on_no_dealer_blackjack: self.rules_peek,
        };
        if self.mode == NaturalMode::TakesOriginal {
            // Values were worked out as if the dealer had checked; a natural then costs the bet.
            let mut left = self.shoe.left_after(&node.counts);
            left[u] -= 1;
            let p = natural_chance(&left, u);
            evs.stand = (1.0 - p) * evs.stand - p;
            evs.hit = evs.hit.map(|v| (1.0 - p) * v - p);
        }
        Some(evs)
    }
}

/// The values of a hand of any number of cards (see [`multi_card_values`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MultiCardEvs {
    /// Standing.
    pub stand: f64,
    /// Hitting, then playing on as well as possible; `None` at 21.
    pub hit: Option<f64>,
    /// Whether the values assume the dealer holds no natural (a peek table).
    pub conditioned_on_no_dealer_blackjack: bool,
}

/// Dealer distributions for every hand, and for the split hands with the other pair cards out.
fn dealer_table(rules: &TableRules, shoe: &Composition, extrapolate_from: u32) -> DealerTable {
    let needs: Vec<_> =
        (0..RANKS).filter_map(|x| split::split_need(rules, shoe.total(), extrapolate_from, x)).collect();
    DealerTable::new(shoe, dealer::dealer_trees(rules.dealer_hits_soft_17()), None, &needs)
}

fn dealer_outcomes(ctx: &Context<'_>) -> Vec<DealerOutcomes> {
    let none: Counts = [0; RANKS];
    (0..RANKS).map(|up| outcomes_against(up, ctx.dealer.off_the_top(up), &ctx.left(up, &none))).collect()
}

/// How the dealer ends showing the card of value `up`, from his distribution given no natural
/// and the cards left once the up card is out.
fn outcomes_against(up: usize, dist: &DealerDist, left: &[i32; RANKS]) -> DealerOutcomes {
    let natural = natural_chance(left, up);
    let rest = 1.0 - natural;
    DealerOutcomes {
        up: VALUES[up],
        totals: std::array::from_fn(|k| dist[k] * rest),
        bust: dist[BUST] * rest,
        natural,
    }
}

/// How the dealer ends for each up card, A first, off the top of `shoe` (only the up card out):
/// [`Solution::dealer`] as `bjcoach edge` prints it, without solving the player's hands.
///
/// ```
/// use bjcoach::game::card::Rank;
/// use bjcoach::game::rules::preset;
/// use bjcoach::strategy::solver::{Composition, dealer_outcomes_of};
/// let book = preset("book").unwrap();
/// let six = dealer_outcomes_of(&book, &Composition::full(1))[5];
/// assert_eq!(six.up, Rank::Six);
/// assert!((six.bust - 0.4208).abs() < 1e-4);
/// ```
pub fn dealer_outcomes_of(rules: &TableRules, shoe: &Composition) -> Vec<DealerOutcomes> {
    let none: Counts = [0; RANKS];
    let dists =
        values::dists_after(shoe, &[none], &[true], dealer::dealer_trees(rules.dealer_hits_soft_17()));
    (0..RANKS)
        .map(|up| {
            let mut left = shoe.left_after(&none);
            left[up] -= 1;
            let dist = *dists.get(0, up);
            outcomes_against(up, &dist, &left)
        })
        .collect()
}

/// How the dealer ends showing `up`, off the top of `shoe` (only the up card out): the entry of
/// [`dealer_outcomes_of`] for that up card, worked out from its own dealer hands only (the same
/// products summed in another order: they agree to rounding). `None` when the shoe holds no such
/// card.
///
/// ```
/// use bjcoach::game::card::Rank;
/// use bjcoach::game::rules::preset;
/// use bjcoach::strategy::solver::{Composition, dealer_outcome_of};
/// let book = preset("book").unwrap();
/// let six = dealer_outcome_of(&book, &Composition::full(1), Rank::Six).unwrap();
/// assert!((six.bust - 0.4208).abs() < 1e-4);
/// ```
pub fn dealer_outcome_of(rules: &TableRules, shoe: &Composition, up: Rank) -> Option<DealerOutcomes> {
    let up = up.value_index();
    let none: Counts = [0; RANKS];
    let mut left = shoe.left_after(&none);
    if left[up] <= 0 {
        return None;
    }
    let mut full = [[0.0; dealer::LANES]; RANKS];
    for (row, &n) in full.iter_mut().zip(&left) {
        row[0] = f64::from(n);
    }
    let mut found = [[[0.0; OUTCOMES]; dealer::LANES]; RANKS];
    dealer::dealer_tree_of(rules.dealer_hits_soft_17(), up).distributions(&full, &mut Vec::new(), &mut found);
    left[up] -= 1;
    Some(outcomes_against(up, &found[up][0], &left))
}

/// Hit when hitting is worth more: the best play.
fn best_hits(_: &hands::HandNode, stand: f64, hit: f64) -> bool {
    hit > stand
}

/// The values of every two-card hand against `up`, with the best play after every option; the
/// values of every hand under the best play; the split hands' stand values; the split values.
fn best_values<'s>(
    ctx: &Context<'_>,
    up: usize,
    base: &'s values::Stands,
    resplit: Resplit,
    buffers: &mut levels::LevelBuffers,
) -> (Vec<HandEvs>, PlayValues<'s>, SplitStands, [Option<f64>; RANKS]) {
    let values = ctx.play_from(base, best_hits);
    let split_stands: SplitStands = std::array::from_fn(|x| split::split_stands(ctx, up, x, base));
    let splits: [Option<f64>; RANKS] = {
        std::array::from_fn(|x| {
            let r = value_rank(x);
            if !ctx.rules.may_split(r, r, 1) {
                return None;
            }
            let unsplit = conditioned(ctx, up, x, two_card_evs(ctx, up, x, x, &values, None)?.best().1);
            match resplit {
                Resplit::Chart => {
                    let best_two = |_: usize, _: usize, o: &SplitHandOptions| o.best_choice();
                    let hits = |_: HandId, _: &hands::HandNode, stand: f64, hit: f64| hit > stand;
                    let play = SplitPlay { two_card: &best_two, hits: &hits, resplit, fixed: false };
                    split_value(ctx, up, x, &split_stands[x], &play, unsplit, buffers)
                }
                Resplit::Always => {
                    // Each split hand is played as its cards would be unsplit: the best play on the
                    // shoe before the split, among the options a split hand has.
                    let unsplit_two = |x: usize, c: usize, o: &SplitHandOptions| {
                        let Some(id) = ctx.graph.find(&[x, c]) else { return SplitChoice::Stand };
                        let i = id as usize;
                        let before = SplitHandOptions {
                            stand: values.stand[i],
                            hit: o.hit.map(|_| values.hit[i]),
                            double: o.double.map(|_| ctx.double(id, up, &[0; RANKS], values.stand)),
                        };
                        before.best_choice()
                    };
                    let hits = |id: HandId, _: &hands::HandNode, _: f64, _: f64| {
                        let i = id as usize;
                        values.hit[i] > values.stand[i]
                    };
                    let play = SplitPlay { two_card: &unsplit_two, hits: &hits, resplit, fixed: true };
                    split_value(ctx, up, x, &split_stands[x], &play, unsplit, buffers)
                }
            }
        })
    };
    let mut out = Vec::new();
    for a in 0..RANKS {
        for b in a..RANKS {
            if let Some(evs) = two_card_evs(ctx, up, a, b, &values, splits[a]) {
                out.push(HandEvs { first: VALUES[a], second: VALUES[b], dealer: VALUES[up], evs });
            }
        }
    }
    (out, values, split_stands, splits)
}

/// A value of the pair `x`,`x` as [`two_card_evs`] gives it, as split values are worked out: given no
/// dealer natural where a natural takes only the original bet.
pub(crate) fn conditioned(ctx: &Context<'_>, up: usize, x: usize, value: f64) -> f64 {
    if ctx.mode != NaturalMode::TakesOriginal {
        return value;
    }
    let mut out: Counts = [0; RANKS];
    out[x] = 2;
    let p = natural_chance(&ctx.left(up, &out), up);
    if p < 1.0 { (value + p) / (1.0 - p) } else { value }
}

/// The split hands' stand values of every pair value, by the number of other pair cards out.
type SplitStands = [levels::LevelStands; RANKS];

/// The chart of the columns, cells in the order of the file: hard, soft, pairs, then three cards or
/// more, each row against 2-9, T, A.
fn chart_of(rules: &TableRules, columns: &[Option<strategy::Column>], house_edge_percent: f64) -> Chart {
    use strategy::TwoCard;
    let mut cells = Vec::new();
    let mut push = |kind: CellKind, player: PlayerCell, up: Rank, code: Code, evs: &Evs| {
        cells.push(Cell { kind, player, dealer: up, action: code, ev: *evs });
    };
    let column = |up: Rank| columns.get(up.value_index()).and_then(Option::as_ref);
    let mut two_card_rows: Vec<(CellKind, PlayerCell, TwoCard)> = Vec::new();
    for t in strategy::HARD_TOTALS {
        two_card_rows.push((CellKind::Hard, PlayerCell::Total(t), TwoCard::Hard(t)));
    }
    for t in strategy::SOFT_TOTALS {
        two_card_rows.push((CellKind::Soft, PlayerCell::Total(t), TwoCard::Soft(t)));
    }
    for x in (1..RANKS).chain([0]) {
        two_card_rows.push((CellKind::Pair, PlayerCell::Pair(VALUES[x]), TwoCard::Pair(x)));
    }
    for (kind, player, cell) in two_card_rows {
        for up in DEALER_ORDER {
            let Some(col) = column(up) else { continue };
            if let Some((_, code, evs)) = col.cells.iter().find(|c| c.0 == cell) {
                push(kind, player, up, *code, evs);
            }
        }
    }
    for (kind, soft, totals) in [
        (CellKind::Hard3Plus, false, strategy::HARD_3PLUS),
        (CellKind::Soft3Plus, true, strategy::SOFT_TOTALS),
    ] {
        for t in totals {
            for up in DEALER_ORDER {
                let Some(col) = column(up) else { continue };
                if let Some(row) = col.rows.iter().find(|r| r.0 == soft && r.1 == t) {
                    let code = Code::new(&[if row.2 {
                        crate::game::action::Action::Hit
                    } else {
                        crate::game::action::Action::Stand
                    }]);
                    push(kind, PlayerCell::Total(t), up, code, &row.3);
                }
            }
        }
    }
    Chart {
        version: CHART_FORMAT_VERSION,
        table: rules.id.clone(),
        // Full precision: text rounds, files and JSON keep every digit.
        house_edge_percent: house_edge_percent + 0.0,
        conditioned_on_no_dealer_blackjack: rules.dealer_peeks(),
        cells,
        index: Default::default(),
    }
}

/// The options of the two-card hand `a`,`b` against `up`, given the values of the play after a
/// hit and the split value (for a pair). Unconditional values at a table without hole card.
fn two_card_evs(
    ctx: &Context<'_>,
    up: usize,
    a: usize,
    b: usize,
    values: &PlayValues<'_>,
    split: Option<f64>,
) -> Option<Evs> {
    let graph = ctx.graph;
    let id: HandId = graph.find(&[a, b])?;
    let node = graph.node(id);
    let left = ctx.left(up, &node.counts);
    if left.iter().any(|&n| n < 0) {
        return None;
    }
    let none: Counts = [0; RANKS];
    let rules = ctx.rules;
    let (ra, rb) = (value_rank(a), value_rank(b));
    let natural = natural_partner(a) == Some(b);
    let pays = rules.blackjack_pays.as_f64();
    let p_natural = natural_chance(&left, up);
    let stand = if natural {
        match ctx.mode {
            NaturalMode::Peek => pays,
            // A dealer natural pushes a player natural.
            NaturalMode::TakesAll | NaturalMode::TakesOriginal => (1.0 - p_natural) * pays,
        }
    } else {
        values.stand[id as usize]
    };
    let mut evs = Evs {
        stand: Some(stand),
        hit: (node.total() < 21).then(|| values.hit[id as usize]),
        double: rules.may_double(ra, rb, false, false).then(|| ctx.double(id, up, &none, values.stand)),
        split: if a == b && rules.may_split(ra, rb, 1) { split } else { None },
        surrender: rules.may_surrender(value_rank(up)).then_some(-0.5),
    };
    if ctx.mode == NaturalMode::TakesOriginal {
        // Values were computed as if the dealer had checked; a natural then costs the bet.
        let unconditional = |v: f64| (1.0 - p_natural) * v - p_natural;
        evs.hit = evs.hit.map(unconditional);
        evs.double = evs.double.map(unconditional);
        evs.split = evs.split.map(unconditional);
        if !natural {
            evs.stand = evs.stand.map(unconditional);
        }
    }
    Some(evs)
}

#[cfg(test)]
mod tests;
