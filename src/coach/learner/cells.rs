//! What each cell of a table's strategy chart is worth to a learner: how often it comes up, what
//! the usual mistake there costs, how often this learner gets it wrong, and so the learner's
//! **leak**: their error rates turned into house-edge points at this table.
//!
//! Frequencies are exact for the first two cards (the full shoe, the up card and the player's
//! two cards, less the rounds a peeking dealer ends with a blackjack). Hands of three cards or
//! more are reached by hitting as the chart says; their frequencies follow the hits with the
//! shoe's proportions (cards already dealt are not taken out), which is close enough to rank
//! where practice pays. Hands made by splitting are counted with the two-card cells they play as.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use crate::coach::learner::record::{AnswerRecord, StrategyKey};
use crate::game::action::Action;
use crate::game::card::Rank;
use crate::game::rules::HoleCard;
use crate::game::rules::{PairRule, TableRules};
use crate::strategy::chart::{Cell, CellKind, Chart, PlayerCell};
use crate::strategy::solver::{Composition, natural_chance, two_card_chance};

/// One chart cell, with what it is worth.
#[derive(Debug, Clone, PartialEq)]
pub struct CellFacts {
    /// The chart cell.
    pub cell: Cell,
    /// Its situation key, as drills record it (`play hard 16 v ten`, a [`StrategyKey`]).
    pub key: String,
    /// The chance that a round asks this decision, from 0 to 1.
    pub frequency: f64,
    /// What playing the second-best option costs there, in percent of the bet.
    pub cost_percent: f64,
}

/// The tables whose cell facts a process keeps (see [`cell_facts`]).
const FACTS_KEPT: usize = 8;

/// The facts of every cell of a chart at a table, in the chart's order.
///
/// A session asks for them several times (its plan, its chart record before and after it), each
/// time for the same table: they are worked out once per process for each table and chart, and
/// the last [`FACTS_KEPT`] kept.
pub fn cell_facts(rules: &TableRules, chart: &Chart) -> Vec<CellFacts> {
    type Kept = Mutex<Vec<(TableRules, Chart, Vec<CellFacts>)>>;
    static KEPT: OnceLock<Kept> = OnceLock::new();
    let kept = KEPT.get_or_init(Kept::default);
    if let Ok(held) = kept.lock()
        && let Some((_, _, facts)) = held.iter().find(|(r, c, _)| r == rules && c == chart)
    {
        return facts.clone();
    }
    let facts = work_out_facts(rules, chart);
    if let Ok(mut held) = kept.lock() {
        if held.len() >= FACTS_KEPT {
            held.remove(0);
        }
        held.push((rules.clone(), chart.clone(), facts.clone()));
    }
    facts
}

/// [`cell_facts`] worked out.
fn work_out_facts(rules: &TableRules, chart: &Chart) -> Vec<CellFacts> {
    let freq = frequencies(rules, chart);
    chart
        .cells
        .iter()
        .zip(freq)
        .map(|(c, frequency)| {
            let ranked = c.ev.ranked();
            let cost = match ranked.as_slice() {
                [best, second, ..] => (best.1 - second.1) * 100.0,
                _ => 0.0,
            };
            let key = StrategyKey::of_cell(c).text();
            CellFacts { frequency, cell: *c, key, cost_percent: cost.max(0.0) }
        })
        .collect()
}

/// The chart key a recorded answer is about, at this table: contrasts and split hands count for
/// the cell they play as; a question about another table, or not about the chart, has none.
pub fn chart_key(record: &AnswerRecord, table: &str) -> Option<String> {
    chart_key_of(&record.key, &record.table, table)
}

/// The chart key of a situation key asked at `asked_at`, as it counts at `table`.
pub fn chart_key_of(key: &str, asked_at: &str, table: &str) -> Option<String> {
    let key: StrategyKey = key.parse().ok()?;
    (key.counted_at(asked_at) == table).then(|| key.cell().text())
}

/// Hands of three cards or more reached by hitting, by softness, total and up card: their chance
/// (`None` where none is reached).
type Multi = [[[Option<f64>; 10]; 22]; 2];

/// How often each cell of the chart comes up, in the order of its cells (each cell has its own
/// [`StrategyKey`]).
fn frequencies(rules: &TableRules, chart: &Chart) -> Vec<f64> {
    let shoe = Composition::full(rules.decks);
    let none = [0u8; 10];
    let full = shoe.left_after(&none);
    let total: f64 = full.iter().map(|&c| f64::from(c.max(0))).sum();
    let peek = rules.hole_card == HoleCard::Peek;
    let mut freq = vec![0.0; chart.cells.len()];
    let mut multi: Multi = [[[None; 10]; 22]; 2];
    // The chance of each value for the next card, from the full shoe.
    let next: Vec<f64> = full.iter().map(|&c| f64::from(c.max(0)) / total.max(1.0)).collect();
    for up in 0..10 {
        if full[up] <= 0 || total <= 0.0 {
            continue;
        }
        let up_rank = rank_of_index(up);
        let p_up = f64::from(full[up]) / total;
        let mut left = full;
        left[up] -= 1;
        for a in 0..10 {
            for b in a..10 {
                let p = two_card_chance(&left, a, b);
                if p == 0.0 || (a == 0 && b == 9) {
                    continue;
                }
                let mut after = left;
                after[a] -= 1;
                after[b] -= 1;
                let on = if peek { 1.0 - natural_chance(&after, up) } else { 1.0 };
                let mass = p_up * p * on;
                let (ra, rb) = (rank_of_index(a), rank_of_index(b));
                let mut share_pair = 0.0;
                if a == b && rules.may_split(ra, rb, 1) {
                    share_pair = if b == 9 && rules.pair_rule == PairRule::SameRank {
                        // Two ten-value cards of one rank among the four ranks.
                        let per_rank = 4.0 * f64::from(rules.decks);
                        let tens = f64::from(left[9].max(1));
                        ((per_rank - 1.0) / (tens - 1.0).max(1.0)).min(1.0)
                    } else {
                        1.0
                    };
                }
                if share_pair > 0.0
                    && let Some(i) = chart.cell_index(CellKind::Pair, PlayerCell::Pair(ra), up_rank)
                {
                    freq[i] += mass * share_pair;
                }
                let rest = mass * (1.0 - share_pair);
                if rest <= 0.0 {
                    continue;
                }
                let soft = a == 0;
                let points = (a + 1 + b + 1) as u8 + if soft { 10 } else { 0 };
                let kind = if soft { CellKind::Soft } else { CellKind::Hard };
                let Some(i) = chart.cell_index(kind, PlayerCell::Total(points), up_rank) else { continue };
                freq[i] += rest;
                if best_action(&chart.cells[i]) == Action::Hit {
                    hit(&mut multi, soft, points, up, rest, &next);
                }
            }
        }
    }
    // Soft hands first, by rising total, then hard ones: hitting never leads back to a state
    // already passed, so each state has all its mass when it is reached.
    let mut order: Vec<(bool, u8)> = (12..=21).map(|t| (true, t)).collect();
    order.extend((4..=21).map(|t| (false, t)));
    for (soft, t) in order {
        for up in 0..10 {
            let Some(mass) = multi[usize::from(soft)][usize::from(t)][up] else { continue };
            let kind = if soft { CellKind::Soft3Plus } else { CellKind::Hard3Plus };
            let Some(i) = chart.cell_index(kind, PlayerCell::Total(t), rank_of_index(up)) else { continue };
            freq[i] += mass;
            if best_action(&chart.cells[i]) == Action::Hit {
                hit(&mut multi, soft, t, up, mass, &next);
            }
        }
    }
    freq
}

/// Spreads the mass of a hand that hits over the hands it becomes.
fn hit(multi: &mut Multi, soft: bool, total: u8, up: usize, mass: f64, next: &[f64]) {
    for (v, p) in next.iter().enumerate() {
        let points = v as u8 + 1;
        let (mut t, mut s) = (total + points, soft);
        if !s && points == 1 && t + 10 <= 21 {
            t += 10;
            s = true;
        }
        if t > 21 && s {
            t -= 10;
            s = false;
        }
        if t >= 21 {
            continue;
        }
        *multi[usize::from(s)][usize::from(t)][up].get_or_insert(0.0) += mass * p;
    }
}

fn best_action(cell: &Cell) -> Action {
    cell.ev.best().0
}

fn rank_of_index(i: usize) -> Rank {
    Rank::from_points(i as u8 + 1).unwrap_or(Rank::Ten)
}

/// How a learner fares on one chart cell.
#[derive(Debug, Clone, PartialEq)]
pub struct CellRecord {
    /// The cell and what it is worth.
    pub facts: CellFacts,
    /// Answers given there.
    pub seen: usize,
    /// Wrong answers among them.
    pub wrong: usize,
    /// The average cost of the wrong answers that had one, in percent of the bet.
    pub measured_cost_percent: Option<f64>,
}

impl CellRecord {
    /// The share of wrong answers, when the cell was ever asked.
    pub fn error_rate(&self) -> Option<f64> {
        (self.seen > 0).then(|| self.wrong as f64 / self.seen as f64)
    }

    /// What a mistake here costs this learner: the average cost of their own wrong answers, or
    /// the second-best option's cost when none is known, in percent of the bet.
    pub fn cost_percent(&self) -> f64 {
        self.measured_cost_percent.unwrap_or(self.facts.cost_percent)
    }

    /// This cell's share of the leak, in house-edge points (percent of every initial bet).
    pub fn leak_points(&self) -> f64 {
        self.facts.frequency * self.error_rate().unwrap_or(0.0) * self.cost_percent()
    }
}

/// The answers given at one chart cell, as the leak counts them.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct CellTally {
    /// Answers.
    pub seen: usize,
    /// Wrong answers.
    pub wrong: usize,
    /// The sum of the costs of the wrong answers that had one, in percent of the bet.
    pub cost_sum: f64,
    /// How many wrong answers had a cost.
    pub costed: usize,
}

impl CellTally {
    /// Counts one answer.
    pub fn add(&mut self, correct: bool, cost_percent: Option<f64>) {
        self.seen += 1;
        if !correct {
            self.wrong += 1;
            if let Some(c) = cost_percent {
                self.cost_sum += c.abs();
                self.costed += 1;
            }
        }
    }
}

/// A learner's record on every chart cell of a table.
#[derive(Debug, Clone, PartialEq)]
pub struct ChartRecord {
    /// The table.
    pub table: String,
    /// The house edge of playing the chart without mistakes, in percent.
    pub house_edge_percent: f64,
    /// Every cell, in the chart's order.
    pub cells: Vec<CellRecord>,
}

impl ChartRecord {
    /// The learner's answers laid over the chart of this table.
    pub fn new(rules: &TableRules, chart: &Chart, answers: &[AnswerRecord]) -> ChartRecord {
        let mut tally: HashMap<String, CellTally> = HashMap::new();
        for a in answers.iter().filter(|a| a.counts()) {
            let Some(key) = chart_key(a, &rules.id) else { continue };
            tally.entry(key).or_default().add(a.correct, a.cost_percent);
        }
        ChartRecord::from_tally(rules, chart, |key| tally.get(key).copied())
    }

    /// The chart of this table with what was answered at each cell (`tally` gives a chart key's).
    pub fn from_tally(
        rules: &TableRules,
        chart: &Chart,
        tally: impl Fn(&str) -> Option<CellTally>,
    ) -> ChartRecord {
        let cells = cell_facts(rules, chart)
            .into_iter()
            .map(|facts| CellRecord { facts, seen: 0, wrong: 0, measured_cost_percent: None })
            .collect();
        let mut record =
            ChartRecord { table: rules.id.clone(), house_edge_percent: chart.house_edge_percent, cells };
        record.retally(|_, key| tally(key));
        record
    }

    /// Counts every cell again from `tally` (the answers of a cell, given by its place in
    /// [`ChartRecord::cells`] and its key), as [`ChartRecord::from_tally`] counts them: the same
    /// chart at another moment (the leak at the end of each day), without working out its cells
    /// again.
    pub fn retally(&mut self, tally: impl Fn(usize, &str) -> Option<CellTally>) {
        for (n, cell) in self.cells.iter_mut().enumerate() {
            let t = tally(n, &cell.facts.key).unwrap_or_default();
            cell.seen = t.seen;
            cell.wrong = t.wrong;
            cell.measured_cost_percent = (t.costed > 0).then(|| t.cost_sum / t.costed as f64);
        }
    }

    /// The leak: what the learner's mistakes add to the house edge, in percent of every bet.
    pub fn leak_points(&self) -> f64 {
        self.cells.iter().map(CellRecord::leak_points).sum()
    }

    /// The cells that cost most, worst first (only those that cost something).
    pub fn costliest(&self, n: usize) -> Vec<&CellRecord> {
        let mut cells: Vec<&CellRecord> = self.cells.iter().filter(|c| c.leak_points() > 0.0).collect();
        cells.sort_by(|a, b| {
            b.leak_points().total_cmp(&a.leak_points()).then_with(|| a.facts.key.cmp(&b.facts.key))
        });
        cells.truncate(n);
        cells
    }

    /// A cell by its key.
    pub fn get(&self, key: &str) -> Option<&CellRecord> {
        self.cells.iter().find(|c| c.facts.key == key)
    }

    /// Cells ever asked.
    pub fn seen(&self) -> usize {
        self.cells.iter().filter(|c| c.seen > 0).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;

    #[test]
    fn kept_facts_are_the_facts_of_the_table_and_chart_asked_about() {
        let (rules, chart) = book();
        let first = cell_facts(&rules, &chart);
        assert_eq!(first, work_out_facts(&rules, &chart));
        assert_eq!(cell_facts(&rules, &chart), first, "asked again, the same facts");
        // Another chart at the same table, and the same chart at another table, get their own.
        let mut other = chart.clone();
        let cell = &mut other.cells[0];
        cell.ev.stand = cell.ev.stand.map(|v| v - 0.5);
        assert_eq!(cell_facts(&rules, &other), work_out_facts(&rules, &other));
        assert_ne!(cell_facts(&rules, &other)[0].cost_percent, first[0].cost_percent);
        let h17 = TableRules { id: "book, hits soft 17".into(), ..preset("quebec-h17").unwrap() };
        assert_eq!(cell_facts(&h17, &chart), work_out_facts(&h17, &chart));
        // More tables than are kept: each still gets its own.
        for decks in 1..=10u8 {
            let rules = TableRules { decks, ..rules.clone() };
            assert_eq!(cell_facts(&rules, &chart), work_out_facts(&rules, &chart), "{decks} decks");
        }
        assert_eq!(cell_facts(&rules, &chart), first);
    }

    #[test]
    fn each_cell_has_its_own_key_and_its_own_frequency() {
        // Frequencies are summed cell by cell: as they were summed key by key, since no two cells
        // of a shipped chart share a key. The first two cards and the rounds a peeking dealer
        // ends with a blackjack add up to one round.
        for (name, _) in crate::strategy::chart::SHIPPED_CHARTS {
            let (rules, chart) = (preset(name).unwrap(), shipped(name).unwrap().unwrap());
            let facts = cell_facts(&rules, &chart);
            let mut keys: Vec<&str> = facts.iter().map(|f| f.key.as_str()).collect();
            keys.sort_unstable();
            keys.dedup();
            assert_eq!(keys.len(), chart.cells.len(), "{name}");
            let two_cards = two_card_frequency(&facts);
            assert!(two_cards > 0.9 && two_cards < 1.0, "{name}: {two_cards}");
        }
    }

    fn answer(key: &str, correct: bool, cost: f64) -> AnswerRecord {
        AnswerRecord {
            key: key.into(),
            expected: "s".into(),
            correct,
            mistake: (!correct).then(|| "strategy-misplay".to_string()),
            cost_percent: Some(cost),
            ..AnswerRecord::sample()
        }
    }

    /// How often a decision on the first two cards comes up: the frequencies of the two-card cells.
    fn two_card_frequency(facts: &[CellFacts]) -> f64 {
        facts
            .iter()
            .filter(|f| matches!(f.cell.kind, CellKind::Hard | CellKind::Soft | CellKind::Pair))
            .map(|f| f.frequency)
            .sum()
    }

    fn book() -> (TableRules, Chart) {
        (preset("book").unwrap(), shipped("book").unwrap().unwrap())
    }

    #[test]
    fn two_card_frequencies_add_up_to_the_rounds_with_a_decision() {
        let (rules, chart) = book();
        let facts = cell_facts(&rules, &chart);
        let two = two_card_frequency(&facts);
        // Every round but the player's naturals and the dealer's peeked blackjacks.
        assert!(two > 0.90 && two < 0.95, "{two}");
        let f = |k: &str| facts.iter().find(|f| f.key == k).unwrap().frequency;
        // Hard 16 against a ten is among the most common decisions; soft 13 against a 2 is rare.
        assert!(f("play hard 16 v ten") > 5.0 * f("play soft 13 v 2"));
        assert!(f("play hard 14 of three cards or more v ten") > 0.0);
        assert!(facts.iter().all(|f| f.cost_percent >= 0.0));
    }

    #[test]
    fn the_leak_sums_frequency_times_error_rate_times_cost() {
        let (rules, chart) = book();
        let history = [
            answer("play hard 16 v ten", false, 1.5),
            answer("play hard 16 v ten", true, 0.0),
            answer("play contrast soft 18 v 3", false, 10.0),
            answer("play hard 11 v 6 split", false, 40.0),
            answer("play hard 11 v 6", true, 0.0),
            answer("play hard 11 v 6", true, 0.0),
            answer("play hard 11 v 6", true, 0.0),
            // Another table's question counts only there.
            answer("play casino-fr hard 16 v ten", false, 3.0),
            // Not a chart question.
            answer("total 12", false, 0.0),
        ];
        let record = ChartRecord::new(&rules, &chart, &history);
        let freq = |k: &str| record.get(k).unwrap().facts.frequency;
        let expected = freq("play hard 16 v ten") * 0.5 * 1.5
            + freq("play soft 18 v 3") * 1.0 * 10.0
            + freq("play hard 11 v 6") * 0.25 * 40.0;
        assert!((record.leak_points() - expected).abs() < 1e-12, "{} vs {expected}", record.leak_points());
        assert_eq!(record.seen(), 3);
        let worst: Vec<&str> = record.costliest(3).iter().map(|c| c.facts.key.as_str()).collect();
        assert_eq!(worst.len(), 3);
        assert_eq!(record.get("play hard 16 v ten").unwrap().seen, 2);
        // Perfect play leaks nothing.
        let clean = [answer("play hard 16 v ten", true, 0.0)];
        assert_eq!(ChartRecord::new(&rules, &chart, &clean).leak_points(), 0.0);
    }

    #[test]
    fn chart_keys_follow_the_table_of_the_question() {
        let a = answer("play casino-fr hard 16 v ten", false, 3.0);
        assert_eq!(chart_key(&a, "casino-fr").as_deref(), Some("play hard 16 v ten"));
        assert_eq!(chart_key(&a, "book"), None);
        assert_eq!(
            chart_key(&answer("play 8-8 v Ace split", true, 0.0), "book").as_deref(),
            Some("play 8-8 v Ace")
        );
        assert_eq!(chart_key(&answer("payout natural", true, 0.0), "book"), None);
        // A table of one's own (`--table-file`) is named as a preset is.
        let mine = answer("play contrast mine soft 18 v 2", true, 0.0);
        assert_eq!(chart_key(&mine, "mine").as_deref(), Some("play soft 18 v 2"));
        assert_eq!(chart_key(&mine, "book"), None);
    }
}
