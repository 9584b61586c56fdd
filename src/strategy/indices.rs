//! Index plays computed for a table and a balanced counting system: the true counts at which the
//! count changes the best play, found by solving the shoe each true count stands for, and what
//! each index is worth.
//!
//! How: for every whole true count within the range, [`CountingSystem::shoe_at`] builds the shoe
//! left at a stated depth whose cards have moved from the full shoe in proportion to their tags,
//! at the middle of the exact counts the system's rule makes that whole count, and the exact
//! solver values every chart cell in it. Those values are the only ones: a cell's best play at
//! a count is the best by them, its bands are the runs of counts with one best play, and an index
//! is the lowest count of a band (see [`convention_words`]), so the values shown at an index
//! always back it. Surrender, where the table allows it, has indices of its own (surrender, or
//! the best of the others); insurance is worth taking from the lowest count from which it pays.
//! An index is worth the value it adds at each true count beyond it, weighted by how often that
//! count and that cell come up over the dealt part of the shoe.

use serde::Serialize;

use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, Chart, Evs, PlayerCell};
use crate::strategy::counting::{Balance, CountingSystem, TrueCountRule};
use crate::strategy::solver::{Composition, RANKS, VALUES, insurance_value, solve};

/// What the index computation assumes: how deep the shoe stands, how far the counts go, and the
/// penetration the worth of an index is measured at.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IndexSettings {
    /// The cards left in the shoe each true count is solved at.
    pub cards_left: u32,
    /// True counts from `-range` to `+range` are solved.
    pub range: i32,
    /// The share of the shoe dealt before the shuffle, 0 to 1, for the worth of each index.
    pub penetration: f64,
}

impl IndexSettings {
    /// The default for a table: half the shoe dealt (to the half deck, at least half a deck
    /// left), counts within ±10, 75 % penetration.
    pub fn for_table(rules: &TableRules) -> IndexSettings {
        IndexSettings { cards_left: 26 * u32::from(rules.decks.max(1)), range: 10, penetration: 0.75 }
    }
}

/// Which decision an index is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// How to play the hand: hit, stand, double or split.
    Play,
    /// Whether to surrender it.
    Surrender,
}

/// One index play: at and above `index` the play is `above`, below it `below`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct IndexPlay {
    /// Which decision this is.
    pub decision: Decision,
    /// The cell's kind: hard, soft or pair.
    pub kind: CellKind,
    /// The player's total, or the pair.
    pub player: PlayerCell,
    /// The dealer's up card.
    pub dealer: Rank,
    /// The lowest whole true count at which `above` is worth at least as much as `below`, by
    /// the values at that count (see [`convention_words`]); one count lower `below` is worth
    /// more.
    pub index: i32,
    /// Where the two plays' values cross, in exact true count.
    pub crossing: f64,
    /// The play at and above the index.
    #[serde(serialize_with = "action_name")]
    pub above: Action,
    /// The play below it.
    #[serde(serialize_with = "action_name")]
    pub below: Action,
    /// Whether the index lies above 0, so that the play changes to `above` as the count rises
    /// from 0; else the play changes to `below` as the count falls below the index.
    pub rising: bool,
    /// The value of `above` at the index count (units of the initial bet), as solved: never
    /// below `value_below`.
    pub value_above: f64,
    /// The value of `below` at the index count.
    pub value_below: f64,
    /// The value added per 100 rounds dealt, flat bet of 1, by playing this index.
    pub worth_per_100: f64,
    /// For a hard total, the index between the same two plays for a hand of three cards or
    /// more, where it differs from the two-card one.
    pub three_cards: Option<i32>,
    /// Where the table's rules change the meaning of the index.
    pub note: Option<String>,
}

fn action_name<S: serde::Serializer>(action: &Action, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(action.name())
}

/// The insurance index.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InsuranceIndex {
    /// The lowest whole true count from which insurance pays, by the values at each count.
    pub index: i32,
    /// Where its value crosses zero, in exact true count.
    pub crossing: f64,
    /// The value of an insurance bet of 1 at that count: never below 0.
    pub value: f64,
    /// The value added per 100 rounds, insuring half the bet of 1.
    pub worth_per_100: f64,
}

/// Every index of a table for a system.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Indices {
    /// The table's name.
    pub table: String,
    /// The system's name on the command line.
    pub system: String,
    /// The system's rule for the true count.
    pub true_count: TrueCountRule,
    /// Cards in the full shoe.
    pub shoe_cards: u32,
    /// Cards left in the shoes solved.
    pub cards_left: u32,
    /// The true counts solved: `-range..=range` (fewer where the shoe cannot be built).
    pub range: i32,
    /// The penetration the worth is measured at.
    pub penetration: f64,
    /// The insurance index, where the table offers insurance and it pays within the range.
    pub insurance: Option<InsuranceIndex>,
    /// The playing and surrender indices, most valuable first.
    pub plays: Vec<IndexPlay>,
    /// How often each whole true count comes up over the dealt part of the shoe.
    pub frequencies: Vec<(i32, f64)>,
    /// What the solver found at each true count, for a question about the plays at one count
    /// (not printed: `indices` prints the values at each index).
    #[serde(skip)]
    pub solved: Vec<CountValues>,
}

/// The values of every two-card play and of insurance in the shoe one true count stands for.
#[derive(Debug, Clone, PartialEq)]
pub struct CountValues {
    /// The true count.
    pub true_count: i32,
    /// The chart solved in that shoe, with every cell's values.
    pub chart: Chart,
    /// The value of an insurance bet of 1 there.
    pub insurance: f64,
    /// The player's edge there: the solver's best play return (each hand played its best, by
    /// the values as solved, before any smoothing), per unit bet.
    pub edge: f64,
}

/// Why indices cannot be computed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IndexError {
    /// The system is unbalanced: its plays go by running count.
    #[error("{}", self.words_in(Lang::En))]
    Unbalanced(String),
    /// The depth is not in the shoe.
    #[error("{}", self.words_in(Lang::En))]
    Depth {
        /// Cards left asked for.
        left: u32,
        /// Cards in the shoe.
        total: u32,
    },
}

impl IndexError {
    /// Why the indices cannot be computed, in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            IndexError::Unbalanced(system) => {
                lang.text("error-indices-unbalanced", &[("system", Arg::Text(system))])
            }
            IndexError::Depth { left, total } => lang.text(
                "error-indices-depth",
                &[("left", Arg::Int(u64::from(*left))), ("total", Arg::Int(u64::from(*total)))],
            ),
        }
    }
}

/// One solved true count.
struct Solved {
    tc: i32,
    chart: Chart,
    insurance: f64,
    edge: f64,
}

/// Solves the shoe of each true count on `threads` threads: the solves are independent of one
/// another, so the values are the same however they are shared out, and the wait is that of the
/// longest share rather than of all of them. The counts come back in no set order.
fn solve_counts(rules: &TableRules, shoes: &[(i32, Composition)], threads: usize) -> Vec<Solved> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let one = |&(tc, shoe): &(i32, Composition)| {
        let solution = solve(rules, &shoe);
        Solved {
            tc,
            chart: solution.chart,
            insurance: insurance_value(&shoe),
            edge: solution.best_play_return,
        }
    };
    let threads = threads.min(shoes.len());
    if threads <= 1 {
        return shoes.iter().map(one).collect();
    }
    let next = AtomicUsize::new(0);
    let work = || {
        let mut mine = Vec::new();
        while let Some(count) = shoes.get(next.fetch_add(1, Ordering::Relaxed)) {
            mine.push(one(count));
        }
        mine
    };
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let mut solved = work();
        for helper in helpers {
            // A solve does not panic on a shoe `shoe_at` built; were it to, the panic goes on.
            match helper.join() {
                Ok(theirs) => solved.extend(theirs),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        solved
    })
}

/// How a whole true count is solved and an index is rounded, in words: the one convention every
/// index, band and value of this module follows.
pub fn convention_words(rule: TrueCountRule) -> String {
    convention_words_in(rule, Lang::En)
}

/// [`convention_words`] in `lang`.
pub fn convention_words_in(rule: TrueCountRule, lang: Lang) -> String {
    let (low, high) = rule.interval(3);
    let middle = lang.number(&format!("{:+}", (low + high) / 2.0));
    let (bottom, top) = (lang.number(&format!("{low:+}")), lang.number(&format!("{:+.2}", high - 0.01)));
    lang.text(
        "indices-convention",
        &[
            ("rule", Arg::Text(rule.name())),
            ("bottom", Arg::Text(&bottom)),
            ("top", Arg::Text(&top)),
            ("middle", Arg::Text(&middle)),
        ],
    )
}

/// The exact true count a whole one is solved at: the middle of the counts the rule makes it.
pub fn solved_at(rule: TrueCountRule, tc: i32) -> f64 {
    let (low, high) = rule.interval(tc);
    (low + high) / 2.0
}

/// The insurance index from the value of insurance at each true count solved (in order), or
/// `None` where the table offers none or it never pays within the counts solved: the lowest count
/// from which insurance pays at every count solved above it.
fn insurance_of(
    rules: &TableRules,
    rule: TrueCountRule,
    by_count: &[(i32, f64)],
    p_tc: &dyn Fn(i32) -> f64,
) -> Option<InsuranceIndex> {
    if !rules.offers_insurance() {
        return None;
    }
    let at = by_count.iter().rposition(|&(_, v)| v < 0.0).map_or(0, |i| i + 1);
    let &(tc_at, value_at) = by_count.get(at)?;
    let crossing = match at.checked_sub(1).map(|b| by_count[b]) {
        Some((tc_before, a)) => {
            let (x0, x1) = (solved_at(rule, tc_before), solved_at(rule, tc_at));
            x0 - a / (value_at - a) * (x1 - x0)
        }
        None => solved_at(rule, tc_at),
    };
    let full = Composition::full(rules.decks);
    let ace = f64::from(full.counts()[0]) / f64::from(full.total());
    let worth = by_count
        .iter()
        .filter(|&&(tc, _)| tc >= tc_at)
        .map(|&(tc, v)| p_tc(tc) * ace * 0.5 * v.max(0.0))
        .sum::<f64>()
        * 100.0;
    Some(InsuranceIndex { index: tc_at, crossing, value: value_at, worth_per_100: worth })
}

/// Insurance by the count alone, for a balanced system: its index (as [`compute`] gives it, without
/// solving a chart) and the value of an insurance bet of 1 at each true count solved.
#[derive(Debug, Clone, PartialEq)]
pub struct InsuranceByCount {
    /// The system's rule for the true count.
    pub rule: TrueCountRule,
    /// The insurance index, where the table offers insurance and it pays within the range.
    pub index: Option<InsuranceIndex>,
    /// The value of an insurance bet of 1 at each true count solved, in order.
    pub values: Vec<(i32, f64)>,
}

impl InsuranceByCount {
    /// The value of an insurance bet of 1 at a true count, taken at the nearest count solved.
    pub fn value_at(&self, true_count: i32) -> Option<f64> {
        let nearest = self.values.iter().min_by_key(|(tc, _)| (tc - true_count).abs())?;
        Some(nearest.1)
    }
}

/// The insurance index of a table for a balanced system, with insurance's value at each true
/// count, in the same shoes [`compute`] solves (the insurance part of its work only).
pub fn insurance_by_count(
    rules: &TableRules,
    system: &CountingSystem,
    settings: IndexSettings,
) -> Result<InsuranceByCount, IndexError> {
    let rule = match (system.balance, system.true_count) {
        (Balance::Balanced, Some(rule)) => rule,
        _ => return Err(IndexError::Unbalanced(system.name.clone())),
    };
    let shoe_cards = Composition::full(rules.decks).total();
    if settings.cards_left < 20 || settings.cards_left > shoe_cards {
        return Err(IndexError::Depth { left: settings.cards_left, total: shoe_cards });
    }
    // The same shoes as [`compute`] solves: each whole count at the middle of the counts it stands
    // for, without a gap through 0.
    let mut values: Vec<(i32, f64)> = Vec::new();
    for side in [-1, 1] {
        let mut tc: i32 = if side < 0 { 0 } else { 1 };
        while tc.abs() <= settings.range {
            let Some(shoe) = system.shoe_at(solved_at(rule, tc), settings.cards_left) else { break };
            values.push((tc, insurance_value(&shoe)));
            tc += side;
        }
    }
    values.sort_by_key(|&(tc, _)| tc);
    let frequencies = true_count_frequencies(system, rule, shoe_cards, settings);
    let p_tc = |tc: i32| frequencies.iter().find(|&&(k, _)| k == tc).map_or(0.0, |&(_, p)| p);
    let index = insurance_of(rules, rule, &values, &p_tc);
    Ok(InsuranceByCount { rule, index, values })
}

/// Computes a table's indices for a balanced system.
pub fn compute(
    rules: &TableRules,
    system: &CountingSystem,
    settings: IndexSettings,
) -> Result<Indices, IndexError> {
    let rule = match (system.balance, system.true_count) {
        (Balance::Balanced, Some(rule)) => rule,
        _ => return Err(IndexError::Unbalanced(system.name.clone())),
    };
    let full = Composition::full(rules.decks);
    let shoe_cards = full.total();
    if settings.cards_left < 20 || settings.cards_left > shoe_cards {
        return Err(IndexError::Depth { left: settings.cards_left, total: shoe_cards });
    }
    // The counts solved run without a gap through 0: a count whose shoe cannot be built (too
    // many cards moved) ends the range on its side.
    let mut shoes: Vec<(i32, Composition)> = Vec::new();
    for side in [-1, 1] {
        let mut tc: i32 = if side < 0 { 0 } else { 1 };
        while tc.abs() <= settings.range {
            let Some(shoe) = system.shoe_at(solved_at(rule, tc), settings.cards_left) else { break };
            shoes.push((tc, shoe));
            tc += side;
        }
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut solved = solve_counts(rules, &shoes, threads);
    solved.sort_by_key(|s| s.tc);
    smooth(&mut solved);
    let frequencies = true_count_frequencies(system, rule, shoe_cards, settings);
    let p_tc = |tc: i32| frequencies.iter().find(|&&(k, _)| k == tc).map_or(0.0, |&(_, p)| p);
    let cell_odds = cell_frequencies(rules, &full);
    let mut plays = Vec::new();
    if let Some(zero) = solved.iter().find(|s| s.tc == 0) {
        for cell in zero
            .chart
            .cells
            .iter()
            .filter(|c| matches!(c.kind, CellKind::Hard | CellKind::Soft | CellKind::Pair))
        {
            let values = |kind: CellKind| -> Vec<(i32, Evs)> {
                solved
                    .iter()
                    .filter_map(|s| s.chart.cell(kind, cell.player, cell.dealer).map(|c| (s.tc, c.ev)))
                    .collect()
            };
            let evs = values(cell.kind);
            let odds = cell_odds
                .iter()
                .find(|(k, p, d, _)| {
                    *k == cell.kind && *p == cell.player && d.value_index() == cell.dealer.value_index()
                })
                .map_or(0.0, |x| x.3);
            let place = Place { kind: cell.kind, player: cell.player, dealer: cell.dealer, odds };
            let mut found = changes(&place, &evs, Decision::Play, rule, &p_tc);
            if cell.kind == CellKind::Hard {
                // A stiff of three cards or more holds small cards the two-card hands do not, which
                // moves its index: say so beside the two-card one.
                let more = changes(
                    &Place { kind: CellKind::Hard3Plus, ..place },
                    &values(CellKind::Hard3Plus),
                    Decision::Play,
                    rule,
                    &p_tc,
                );
                for play in &mut found {
                    if let Some(other) = more.iter().find(|o| o.above == play.above && o.below == play.below)
                        && other.index != play.index
                    {
                        play.three_cards = Some(other.index);
                    }
                }
            }
            plays.extend(found);
            if evs.iter().any(|(_, e)| e.surrender.is_some()) {
                plays.extend(changes(&place, &evs, Decision::Surrender, rule, &p_tc));
            }
        }
    }
    plays.sort_by(|a, b| b.worth_per_100.total_cmp(&a.worth_per_100));
    let by_count: Vec<(i32, f64)> = solved.iter().map(|s| (s.tc, s.insurance)).collect();
    let insurance = insurance_of(rules, rule, &by_count, &p_tc);
    let range = solved.iter().map(|s| s.tc.abs()).max().unwrap_or(0).min(settings.range);
    Ok(Indices {
        table: rules.id.clone(),
        system: system.id.clone(),
        true_count: rule,
        shoe_cards,
        cards_left: settings.cards_left,
        range,
        penetration: settings.penetration,
        insurance,
        plays,
        frequencies,
        solved: solved
            .into_iter()
            .map(|s| CountValues { true_count: s.tc, chart: s.chart, insurance: s.insurance, edge: s.edge })
            .collect(),
    })
}

/// Evens out the step of whole cards: every play's value at a count becomes the solved ones at
/// that count and its two neighbours, weighted 1, 2, 1 (the ends kept as solved). Each shoe holds
/// whole cards, so its values step a little from one count to the next, which alone could make a
/// near tie flip back and forth.
fn smooth(solved: &mut [Solved]) {
    let raw: Vec<Chart> = solved.iter().map(|s| s.chart.clone()).collect();
    for i in 1..solved.len().saturating_sub(1) {
        for cell in &mut solved[i].chart.cells {
            let near = |k: usize| raw[k].cell(cell.kind, cell.player, cell.dealer).map(|c| c.ev);
            let (Some(a), Some(b), Some(c)) = (near(i - 1), near(i), near(i + 1)) else { continue };
            let mix = |get: fn(&Evs) -> Option<f64>| match (get(&a), get(&b), get(&c)) {
                (Some(x), Some(y), Some(z)) => Some((x + 2.0 * y + z) / 4.0),
                (_, y, _) => y,
            };
            cell.ev = Evs {
                stand: mix(|e| e.stand),
                hit: mix(|e| e.hit),
                double: mix(|e| e.double),
                split: mix(|e| e.split),
                surrender: mix(|e| e.surrender),
            };
        }
    }
}

/// A run of whole true counts over which one play is the best: `from..=to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    /// The best play over the run.
    pub play: Action,
    /// The lowest count of the run.
    pub from: i32,
    /// The highest count of the run.
    pub to: i32,
}

/// A count as the indices say it: `+3`, `-2`, `0`.
/// Why an index is for a hand not surrendered, at a table where surrender is worth more than
/// either play at the index `index`, in `lang`.
pub fn surrender_note_in(index: i32, lang: Lang) -> String {
    lang.text("indices-note-surrender", &[("index", Arg::Text(&signed(index)))])
}

fn signed(n: i32) -> String {
    if n == 0 { "0".to_string() } else { format!("{n:+}") }
}

/// Bands in words, lowest counts first: `hit up to -4, surrender from -3 up`; `stand at every
/// count`; `hit up to -1, stand at 0, hit from +1 up`.
pub fn bands_words(bands: &[Band]) -> String {
    bands_words_in(bands, Lang::En)
}

/// Bands in words in `lang`, lowest counts first: `tirer jusqu'à -4, abandonner à partir de -3`.
pub fn bands_words_in(bands: &[Band], lang: Lang) -> String {
    let (Some(first), Some(last)) = (bands.first(), bands.last()) else { return String::new() };
    let words: Vec<String> = bands
        .iter()
        .map(|b| {
            let (play, counts) = (b.play.name_in(lang), band_counts_in(b, (first.from, last.to), lang));
            lang.text("count-band", &[("play", Arg::Text(&play)), ("counts", Arg::Text(&counts))])
        })
        .collect();
    words.join(", ")
}

/// The counts of one play's bands in words: `up to -4`, `from +3 up`, `at +1 and from +4 up`.
pub fn counts_words(bands: &[Band], play: Action) -> String {
    counts_words_in(bands, play, Lang::En)
}

/// The counts of one play's bands in words in `lang`: `jusqu'à -4`, `à partir de +3`.
pub fn counts_words_in(bands: &[Band], play: Action, lang: Lang) -> String {
    let (Some(first), Some(last)) = (bands.first(), bands.last()) else { return String::new() };
    bands
        .iter()
        .filter(|b| b.play == play)
        .map(|b| band_counts_in(b, (first.from, last.to), lang))
        .reduce(|first, next| {
            lang.text("count-counts-and", &[("first", Arg::Text(&first)), ("next", Arg::Text(&next))])
        })
        .unwrap_or_default()
}

/// The counts of one band in words in `lang`, the counts of every band running from `lowest` to
/// `highest`: `at every count`, `up to -4`, `from +3 up`, `at +1`, `from -1 to +2`.
fn band_counts_in(b: &Band, (lowest, highest): (i32, i32), lang: Lang) -> String {
    let (from, to) = (signed(b.from), signed(b.to));
    let (from, to) = (("from", Arg::Text(&from)), ("to", Arg::Text(&to)));
    match (b.from == lowest, b.to == highest) {
        (true, true) => lang.text("count-counts-every", &[]),
        (true, false) => lang.text("count-counts-up-to", &[to]),
        (false, true) => lang.text("count-counts-from", &[from]),
        _ if b.from == b.to => lang.text("count-counts-at", &[("at", from.1)]),
        _ => lang.text("count-counts-between", &[from, to]),
    }
}

/// The runs of counts over which `pick` gives the same play.
fn bands_by(values: &[(i32, Evs)], pick: impl Fn(&Evs) -> Action) -> Vec<Band> {
    let mut bands: Vec<Band> = Vec::new();
    for (tc, evs) in values {
        let play = pick(evs);
        match bands.last_mut() {
            Some(last) if last.play == play && last.to + 1 == *tc => last.to = *tc,
            _ => bands.push(Band { play, from: *tc, to: *tc }),
        }
    }
    bands
}

/// Of figures solved at whole true counts, the one at `true_count`, else at the nearest count
/// solved (the lower of two as near), with the count it was solved at.
pub fn nearest_solved(solved: impl IntoIterator<Item = (i32, f64)>, true_count: i32) -> Option<(i32, f64)> {
    solved.into_iter().min_by_key(|&(tc, _)| ((tc - true_count).abs(), tc))
}

impl Indices {
    /// The player's edge at a true count, as the indices solved it (the shoe that count stands
    /// for, every two-card hand played its best), and the count it was solved at: the count's
    /// own, or the nearest count solved beyond the counts solved.
    pub fn edge_at(&self, true_count: i32) -> Option<(i32, f64)> {
        nearest_solved(self.solved.iter().map(|v| (v.true_count, v.edge)), true_count)
    }

    /// The values solved at a true count, when it was solved.
    pub fn values_at(&self, true_count: i32) -> Option<&CountValues> {
        self.solved.iter().find(|v| v.true_count == true_count)
    }

    /// The values of one cell at every count solved.
    pub fn cell_values(&self, kind: CellKind, player: PlayerCell, dealer: Rank) -> Vec<(i32, Evs)> {
        self.solved
            .iter()
            .filter_map(|s| s.chart.cell(kind, player, dealer).map(|c| (s.true_count, c.ev)))
            .collect()
    }

    /// The best play of a cell over the counts solved, among every play its hand may make
    /// (surrender too, where the table allows it), by the values at each count.
    pub fn bands(&self, kind: CellKind, player: PlayerCell, dealer: Rank) -> Vec<Band> {
        bands_by(&self.cell_values(kind, player, dealer), |e| e.best().0)
    }

    /// The index plays of one cell (hard or soft total, or pair, against an up card; any
    /// ten-value rank stands for a ten).
    pub fn plays_of(&self, kind: CellKind, player: PlayerCell, dealer: Rank) -> Vec<&IndexPlay> {
        let same_player = |a: PlayerCell| match (a, player) {
            (PlayerCell::Pair(x), PlayerCell::Pair(y)) => x.value_index() == y.value_index(),
            (a, b) => a == b,
        };
        self.plays
            .iter()
            .filter(|p| {
                p.kind == kind && same_player(p.player) && p.dealer.value_index() == dealer.value_index()
            })
            .collect()
    }

    /// The best play of a cell at a true count, among every play its hand may make, by the
    /// values solved there: the play its bands give. `None` when the count was not solved.
    pub fn play_at(
        &self,
        kind: CellKind,
        player: PlayerCell,
        dealer: Rank,
        true_count: i32,
    ) -> Option<Action> {
        self.values_at(true_count)?.chart.cell(kind, player, dealer).map(|c| c.ev.best().0)
    }
}

/// A cell and how often it is dealt.
#[derive(Clone, Copy)]
struct Place {
    kind: CellKind,
    player: PlayerCell,
    dealer: Rank,
    odds: f64,
}

/// The best play of a decision at one count: among hit, stand, double and split; or surrender
/// against the best of those.
fn best_of(evs: &Evs, decision: Decision) -> (Action, f64) {
    let others = Evs { surrender: None, ..*evs };
    let best = others.best();
    match (decision, evs.surrender) {
        (Decision::Surrender, Some(s)) if s > best.1 => (Action::Surrender, s),
        _ => best,
    }
}

/// The indices of a cell: every edge between two bands of its best play (for the decision) is
/// one, at the lowest count of the upper band, with the values at that count.
fn changes(
    place: &Place,
    values: &[(i32, Evs)],
    decision: Decision,
    rule: TrueCountRule,
    p_tc: &dyn Fn(i32) -> f64,
) -> Vec<IndexPlay> {
    let value = |e: &Evs, a: Action| e.get(a).unwrap_or(f64::NEG_INFINITY);
    let bands = bands_by(values, |e| best_of(e, decision).0);
    let counts =
        |a: Action, b: Action| decision == Decision::Play || a == Action::Surrender || b == Action::Surrender;
    let mut found = Vec::new();
    for pair in bands.windows(2) {
        let (low, high) = (pair[0], pair[1]);
        if !counts(high.play, low.play) || low.to + 1 != high.from {
            continue;
        }
        let (above, below, index) = (high.play, low.play, high.from);
        let Some(at) = values.iter().position(|(t, _)| *t == index) else { continue };
        let (shown, before) = (values[at].1, values[at.saturating_sub(1)].1);
        // Where `above − below` crosses zero between the two counts, as a share of the step.
        let (d0, d1) =
            (value(&before, above) - value(&before, below), value(&shown, above) - value(&shown, below));
        let (x0, x1) = (solved_at(rule, index - 1), solved_at(rule, index));
        let crossing = if d0.is_finite() && d1.is_finite() && d1 != d0 {
            x0 + (0.0 - d0) / (d1 - d0) * (x1 - x0)
        } else {
            x1
        };
        // The index leaves basic strategy (the play at 0) as the count rises past a positive
        // index, or falls below one at 0 or under.
        let rising = index > 0;
        let gain: f64 = values
            .iter()
            .filter(|(t, _)| if rising { *t >= index } else { *t < index })
            .map(|(t, e)| {
                let (leave, keep) = if rising { (above, below) } else { (below, above) };
                p_tc(*t) * (value(e, leave) - value(e, keep)).max(0.0)
            })
            .sum();
        let note = match (decision, shown.surrender) {
            (Decision::Play, Some(s)) if s > value(&shown, above) && s > value(&shown, below) => {
                Some(surrender_note_in(index, Lang::En))
            }
            _ => None,
        };
        found.push(IndexPlay {
            decision,
            kind: place.kind,
            player: place.player,
            dealer: place.dealer,
            index,
            crossing,
            above,
            below,
            rising,
            value_above: value(&shown, above),
            value_below: value(&shown, below),
            worth_per_100: 100.0 * place.odds * gain,
            three_cards: None,
            note,
        });
    }
    found
}

/// How often each cell (kind, total or pair, up card) is dealt off the top of the full shoe.
fn cell_frequencies(rules: &TableRules, shoe: &Composition) -> Vec<(CellKind, PlayerCell, Rank, f64)> {
    let counts = shoe.counts().map(f64::from);
    let total = f64::from(shoe.total());
    let mut found: Vec<(CellKind, PlayerCell, Rank, f64)> = Vec::new();
    for a in 0..RANKS {
        for b in a..RANKS {
            for up in 0..RANKS {
                let mut left = counts;
                let pa = left[a] / total;
                left[a] -= 1.0;
                let pb = left[b] / (total - 1.0);
                left[b] -= 1.0;
                let pu = left[up] / (total - 2.0);
                let p = pa * pb * pu * if a == b { 1.0 } else { 2.0 };
                if p <= 0.0 {
                    continue;
                }
                let (ra, rb, ru) = (VALUES[a], VALUES[b], VALUES[up]);
                let value = crate::game::hand::HandValue::of([ra, rb]);
                let (kind, player) = if rules.pair_rule.is_pair(ra, rb) {
                    (CellKind::Pair, PlayerCell::Pair(ra))
                } else if value.is_soft() {
                    (CellKind::Soft, PlayerCell::Total(value.total()))
                } else {
                    (CellKind::Hard, PlayerCell::Total(value.total()))
                };
                match found.iter_mut().find(|x| x.0 == kind && x.1 == player && x.2 == ru) {
                    Some(x) => x.3 += p,
                    None => found.push((kind, player, ru, p)),
                }
            }
        }
    }
    found
}

/// How often each whole true count comes up, the rounds spread evenly over the dealt part of the
/// shoe: after `n` cards of `N` the running count is near normal with variance
/// `n·σ²·(N−n)/(N−1)` (σ² the mean squared tag of a card), divided by the decks left.
pub fn true_count_frequencies(
    system: &CountingSystem,
    rule: TrueCountRule,
    shoe_cards: u32,
    settings: IndexSettings,
) -> Vec<(i32, f64)> {
    let n_total = f64::from(shoe_cards);
    let sigma2 = system.deck_square_sum() / 52.0;
    let dealt_max = (settings.penetration.clamp(0.0, 1.0) * n_total).floor() as u32;
    let steps = dealt_max.max(1);
    let mut freq: Vec<(i32, f64)> = (-settings.range..=settings.range).map(|k| (k, 0.0)).collect();
    for n in 0..steps {
        let n = f64::from(n);
        let left = n_total - n;
        let sd_rc = (n * sigma2 * (n_total - n) / (n_total - 1.0)).sqrt();
        let sd = sd_rc / (left / 52.0);
        for (k, p) in &mut freq {
            let (low, high) = rule.interval(*k);
            let share = if sd <= 0.0 {
                if low <= 0.0 && 0.0 < high { 1.0 } else { 0.0 }
            } else {
                normal_cdf(high / sd) - normal_cdf(low / sd)
            };
            *p += share / f64::from(steps);
        }
    }
    freq
}

/// The standard normal distribution function (Abramowitz and Stegun 7.1.26, within 1.5e-7).
fn normal_cdf(x: f64) -> f64 {
    let z = x.abs() / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * z);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    let erf = 1.0 - poly * (-z * z).exp();
    if x >= 0.0 { 0.5 * (1.0 + erf) } else { 0.5 * (1.0 - erf) }
}

impl IndexPlay {
    /// The hand in words: `hard 16`, `soft 18`, `pair of 8s`.
    pub fn hand(&self) -> String {
        match (self.kind, self.player) {
            (CellKind::Pair, PlayerCell::Pair(r)) => format!("{r},{r}"),
            (CellKind::Soft, p) => format!("soft {p}"),
            (_, p) => format!("hard {p}"),
        }
    }

    /// The hand in words of `lang`: `dur 12`, `souple 18`, `8,8`; in English, [`IndexPlay::hand`],
    /// which keys saved answers too.
    pub fn hand_in(&self, lang: Lang) -> String {
        let total = |id: &str, p: PlayerCell| match p {
            PlayerCell::Total(t) => lang.text(id, &[("total", Arg::Int(u64::from(t)))]),
            PlayerCell::Pair(r) => r.symbol_in(lang),
        };
        match (self.kind, self.player) {
            _ if lang == Lang::En => self.hand(),
            (CellKind::Pair, PlayerCell::Pair(r)) => format!("{0},{0}", r.symbol_in(lang)),
            (CellKind::Soft, p) => total("answer-total-soft", p),
            (_, p) => total("answer-total-hard", p),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A count solved is its own; beyond or between the counts solved, the nearest, the lower of
    /// two as near.
    #[test]
    fn the_edge_at_a_count_is_the_nearest_solved() {
        let solved = [(-1, -0.01), (0, -0.005), (2, 0.004)];
        assert_eq!(nearest_solved(solved, 0), Some((0, -0.005)));
        assert_eq!(nearest_solved(solved, 1), Some((0, -0.005)));
        assert_eq!(nearest_solved(solved, 7), Some((2, 0.004)));
        assert_eq!(nearest_solved(solved, -5), Some((-1, -0.01)));
        assert_eq!(nearest_solved([], 3), None);
    }

    /// Sharing the counts out over threads changes nothing: every count's chart and insurance are
    /// those of solving the counts one after another.
    #[test]
    fn counts_solved_on_threads_are_the_counts_solved_in_turn() {
        let rules = crate::game::rules::preset("book").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let shoes: Vec<(i32, Composition)> = (-4..=4)
            .filter_map(|tc| system.shoe_at(solved_at(TrueCountRule::Floor, tc), 26).map(|shoe| (tc, shoe)))
            .collect();
        assert_eq!(shoes.len(), 9);
        let in_turn = solve_counts(&rules, &shoes, 1);
        for threads in [2, 3, 16] {
            let mut shared = solve_counts(&rules, &shoes, threads);
            shared.sort_by_key(|s| s.tc);
            assert_eq!(shared.len(), in_turn.len());
            for (a, b) in shared.iter().zip(&in_turn) {
                assert_eq!(
                    (a.tc, &a.chart, a.insurance.to_bits(), a.edge.to_bits()),
                    (b.tc, &b.chart, b.insurance.to_bits(), b.edge.to_bits())
                );
            }
        }
    }

    #[test]
    fn insurance_by_count_is_the_whole_computations_insurance() {
        for table in ["book", "feral"] {
            let rules = crate::game::rules::preset(table).unwrap();
            let system = crate::strategy::counting::shipped("hi-lo").unwrap();
            let settings = IndexSettings { range: 6, ..IndexSettings::for_table(&rules) };
            let whole = compute(&rules, &system, settings).unwrap();
            let alone = insurance_by_count(&rules, &system, settings).unwrap();
            assert_eq!(alone.index, whole.insurance, "{table}");
            assert!(alone.index.is_some(), "{table}: insurance pays within +6");
            for v in &whole.solved {
                assert_eq!(alone.value_at(v.true_count), Some(v.insurance), "{table} at {}", v.true_count);
            }
        }
    }

    #[test]
    fn normal_cdf_matches_the_table() {
        // Standard normal table values: Φ(1) = 0.841345, Φ(1.96) = 0.975002.
        assert!((normal_cdf(1.0) - 0.841_345).abs() < 1e-6);
        assert!((normal_cdf(-1.96) - 0.024_998).abs() < 1e-6);
    }

    #[test]
    fn true_count_frequencies_sum_to_nearly_one() {
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let rules = crate::game::rules::preset("quebec-s17").unwrap();
        let settings = IndexSettings::for_table(&rules);
        let f = true_count_frequencies(&system, TrueCountRule::Floor, 312, settings);
        let total: f64 = f.iter().map(|x| x.1).sum();
        assert!((0.99..=1.0 + 1e-9).contains(&total), "{total}");
        // Floor puts every count between 0 and 1 in 0, and the start of the shoe too.
        let at = |k: i32| f.iter().find(|x| x.0 == k).unwrap().1;
        assert!(at(0) > at(1) && at(-1) > at(1), "{f:?}");
    }
}
