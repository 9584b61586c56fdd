//! Simulation with a count: a seat that keeps a counting system's running count, bets by a ramp
//! and plays the table's chart with the index plays computed for it, and the figures of such a
//! run that are not plain averages (the risk of ruin, measured and by formula).
//!
//! What the seat does, and what that assumes:
//! - the running count covers every card dealt since the shuffle: all of a round's cards are
//!   face up by its end, so the seat has seen them before it bets again; an unbalanced count
//!   starts at the system's initial running count;
//! - the true count is the running count over the decks left, the decks left counted exactly
//!   from the cards left (a player at the table estimates them, to the half deck at best), and
//!   made whole by the system's rule; an unbalanced count is played as it runs, so its ramp's
//!   steps are running counts; the plan a count gives is worked out once per seat for every
//!   running count near 0 and every number of cards left, and looked up each round;
//! - the bet, the play of every hand and insurance all follow the true count at the start of the
//!   round (a player would update the count before each decision: a small difference);
//! - the plays are the chart's, with the index plays of [`crate::strategy::indices::compute`]
//!   applied to two-card hands (hard, soft and pairs) and to surrender; hands of three cards or
//!   more play the chart; insurance is taken from its index.

use crate::game::action::Action;
use crate::game::rules::TableRules;
use crate::strategy::chart::{CellKind, Chart};
use crate::strategy::counting::{Balance, CountingSystem, Tag, TrueCountRule};
use crate::strategy::indices::{Decision, IndexPlay, Indices};
use crate::strategy::play_table::{PlayTable, row_of};
use crate::strategy::ramp::{Ramp, STEP_COUNTS};
use crate::strategy::solver::RANKS;

/// Counts past the ramp's last step bet as that step: bets are kept for counts one beyond the
/// steps' range on either side.
const BET_KEYS: usize = (STEP_COUNTS.1 - STEP_COUNTS.0 + 3) as usize;

/// The running counts, either side of 0, whose round plans [`CountingSeat::plan`] looks up
/// rather than works out (a Hi-Lo count at a six-deck table is rarely further from 0).
const LOOKED_UP: i32 = 40;

/// The counts either side of 0 a simulation keeps a counting seat's rounds apart by (a round at
/// a count beyond is kept with the last one): the plans looked up reach that far, so that each
/// says its own count.
pub const COUNT_SPAN: i32 = 12;

/// Why a counting seat cannot be built.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CountSeatError {
    /// An unbalanced count without a start for this many decks.
    #[error("{system} gives no initial running count for {decks} decks: add one to its file")]
    NoInitialCount {
        /// The system's name.
        system: String,
        /// The table's decks.
        decks: u8,
    },
    /// A penetration outside the shoe.
    #[error("a penetration of {0} is not a share of the shoe: give more than 0 and at most 1")]
    Penetration(f64),
}

/// What the seat does in a round, from the count at its start.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RoundPlan {
    /// The initial bet, in units.
    pub units: f64,
    /// Which play table plays the round (see [`CountingSeat::plays`]).
    pub play: usize,
    /// The count the plan is for (the true count, or the running count of an unbalanced
    /// system), held to [`COUNT_SPAN`] either side of 0.
    pub count: i32,
    /// Whether to insure when the dealer shows an Ace.
    pub insure: bool,
}

/// A seat that counts: the system's tags, where its count starts, its bet and its plays by count.
#[derive(Debug, Clone)]
pub struct CountingSeat {
    /// The system's tags by card value (index 0 is the Ace, 9 the ten-value cards).
    tags: [Tag; RANKS],
    initial: i32,
    /// How a running count becomes the count that sets bet and play; `None` plays the running
    /// count itself (an unbalanced count).
    rule: Option<TrueCountRule>,
    /// The bet in units for counts `STEP_COUNTS.0 - 1 ..= STEP_COUNTS.1 + 1`.
    units: [f64; BET_KEYS],
    /// The play tables for counts `-range..=range` (one, the chart, without deviations).
    plays: Vec<PlayTable>,
    range: i32,
    insure_from: Option<i32>,
    penetration: f64,
    deviations: usize,
    /// The plan of every round that starts within [`LOOKED_UP`] of a running count of 0, by
    /// running count and cards left.
    looked_up: Plans,
}

/// Round plans looked up by running count and cards left instead of divided out each round: one
/// for each whole count that bets, plays or insures differently, and for every running count
/// within [`LOOKED_UP`] of 0 and every number of cards left in the table's shoe, the index of
/// its plan. Built from [`CountingSeat::count_at`] and [`CountingSeat::plan_at`].
#[derive(Debug, Clone, Default)]
struct Plans {
    /// The plans for counts `lowest..`.
    plans: Vec<RoundPlan>,
    /// Cards left from 0 to a full shoe: the length of a row of `index`.
    row: usize,
    /// `[running + LOOKED_UP][cards left]`: the index in `plans`.
    index: Vec<u8>,
}

impl CountingSeat {
    /// A seat at this table counting with `system`, betting by `ramp`, shuffling once
    /// `penetration` (a share, 0.75 for three quarters) of the shoe is dealt, and playing `chart`
    /// with the index plays of `deviations` (computed for this table and system), or the chart
    /// alone without them.
    pub fn new(
        rules: &TableRules,
        chart: &Chart,
        system: &CountingSystem,
        ramp: &Ramp,
        penetration: f64,
        deviations: Option<&Indices>,
    ) -> Result<CountingSeat, CountSeatError> {
        if !(penetration > 0.0 && penetration <= 1.0) {
            return Err(CountSeatError::Penetration(penetration));
        }
        let initial = system.initial_running_count(rules.decks).ok_or_else(|| {
            CountSeatError::NoInitialCount { system: system.name.clone(), decks: rules.decks }
        })?;
        let rule = match system.balance {
            Balance::Balanced => system.true_count,
            Balance::Unbalanced => None,
        };
        let tags = system.tags;
        let units = std::array::from_fn(|i| ramp.units_at(i as i32 + STEP_COUNTS.0 - 1) as f64);
        let (plays, range, insure_from, count) = match deviations {
            Some(indices) => {
                let range = indices.range;
                let plays = (-range..=range).map(|tc| play_table_at(chart, &indices.plays, tc)).collect();
                let insure_from =
                    indices.insurance.as_ref().filter(|_| rules.offers_insurance()).map(|i| i.index);
                (plays, range, insure_from, indices.plays.len())
            }
            None => (vec![PlayTable::from_chart(chart)], 0, None, 0),
        };
        let mut seat = CountingSeat {
            tags,
            initial,
            rule,
            units,
            plays,
            range,
            insure_from,
            penetration,
            deviations: count,
            looked_up: Plans::default(),
        };
        seat.looked_up = seat.plans(usize::from(rules.decks.max(1)) * 52);
        Ok(seat)
    }

    /// The plans of a shoe of `cards` cards, for [`CountingSeat::plan`] to look up.
    fn plans(&self, cards: usize) -> Plans {
        // Beyond these counts the bet, the play and insurance no longer change (and the rounds
        // are kept together by the simulation).
        let insure = self.insure_from.unwrap_or(0);
        let lowest = (STEP_COUNTS.0 - 1).min(-self.range).min(insure - 1).min(-COUNT_SPAN);
        let highest = (STEP_COUNTS.1 + 1).max(self.range).max(insure).max(COUNT_SPAN);
        let plans: Vec<RoundPlan> = (lowest..=highest).map(|count| self.plan_at(count)).collect();
        if plans.len() > usize::from(u8::MAX) + 1 {
            return Plans::default();
        }
        let row = cards + 1;
        let mut index = Vec::with_capacity(row * (2 * LOOKED_UP as usize + 1));
        for running in -LOOKED_UP..=LOOKED_UP {
            for left in 0..row {
                let count = self.count_at(running, left).clamp(lowest, highest);
                index.push(u8::try_from(count - lowest).unwrap_or(0));
            }
        }
        Plans { plans, row, index }
    }

    /// The count that sets bet and play with `running` as the running count and `cards_left`
    /// cards left: the true count by the system's rule, the decks left being `cards_left / 52`
    /// exactly; for an unbalanced count, the running count.
    #[inline]
    pub fn count_at(&self, running: i32, cards_left: usize) -> i32 {
        match self.rule {
            // `running × 52 / left` is one correctly rounded division: whole when the quotient
            // is, so the rule makes the true count of the exact fraction.
            Some(rule) => rule.apply(f64::from(running) * 52.0 / cards_left.max(1) as f64),
            None => running,
        }
    }

    /// What the seat does in a round that starts with this running count and cards left: its
    /// plan at [`CountingSeat::count_at`], looked up where the table holds it.
    #[inline]
    pub fn plan(&self, running: i32, cards_left: usize) -> RoundPlan {
        let t = &self.looked_up;
        // A negative running count beyond the table wraps to a row past its end.
        let row = running.wrapping_add(LOOKED_UP) as u32 as usize;
        if cards_left < t.row
            && let Some(&i) = t.index.get(row.saturating_mul(t.row).saturating_add(cards_left))
            && let Some(&plan) = t.plans.get(usize::from(i))
        {
            return plan;
        }
        self.plan_at(self.count_at(running, cards_left))
    }

    /// What the seat does in a round at this count (a true count, or a running count for an
    /// unbalanced system).
    pub fn plan_at(&self, count: i32) -> RoundPlan {
        let bet = count.clamp(STEP_COUNTS.0 - 1, STEP_COUNTS.1 + 1) - (STEP_COUNTS.0 - 1);
        RoundPlan {
            count: count.clamp(-COUNT_SPAN, COUNT_SPAN),
            units: self.units[bet as usize],
            play: (count.clamp(-self.range, self.range) + self.range) as usize,
            insure: self.insure_from.is_some_and(|from| count >= from),
        }
    }

    /// The play tables, by count from `-range` to `range`.
    pub fn plays(&self) -> &[PlayTable] {
        &self.plays
    }

    /// The play table at a count (the nearest one kept, beyond the range).
    pub fn play_at(&self, count: i32) -> &PlayTable {
        &self.plays[(count.clamp(-self.range, self.range) + self.range) as usize]
    }

    /// The system's tags by card value (index 0 is the Ace, 9 the ten-value cards).
    pub fn tags(&self) -> &[Tag; RANKS] {
        &self.tags
    }

    /// The running count of a fresh shoe.
    pub fn initial(&self) -> i32 {
        self.initial
    }

    /// The true count from which the seat insures, if it does.
    pub fn insure_from(&self) -> Option<i32> {
        self.insure_from
    }

    /// The index plays the seat uses (0 without deviations).
    pub fn deviations(&self) -> usize {
        self.deviations
    }

    /// The cards dealt before the shuffle at this table: the penetration's share of the shoe,
    /// rounded up (the round in progress is finished).
    pub(crate) fn cut_after(&self, rules: &TableRules) -> usize {
        let total = usize::from(rules.decks.max(1)) * 52;
        ((total as f64 * self.penetration).ceil() as usize).clamp(1, total)
    }
}

/// The chart with every index play that applies at true count `tc`.
fn play_table_at(chart: &Chart, plays: &[IndexPlay], tc: i32) -> PlayTable {
    let mut table = PlayTable::from_chart(chart);
    for cell in
        chart.cells.iter().filter(|c| matches!(c.kind, CellKind::Hard | CellKind::Soft | CellKind::Pair))
    {
        let changes: Vec<&IndexPlay> = plays
            .iter()
            .filter(|p| {
                p.kind == cell.kind
                    && p.player == cell.player
                    && p.dealer.value_index() == cell.dealer.value_index()
            })
            .collect();
        if changes.is_empty() {
            continue;
        }
        let code = code_at(cell.action.actions(), &changes, tc);
        let (row, player) = row_of(cell.kind, cell.player);
        table.set(row, player, cell.dealer.points(), &code);
    }
    table
}

/// A cell's code at true count `tc`: the chart's code (`chart`) with the cell's index plays
/// applied. Index plays are read outward from a count of 0, as they were found: those leaving
/// the basic play as the count rises apply at and above their index, lowest first; those leaving
/// it as the count falls apply below theirs, highest first. A new double or split falls back to
/// the chart's hit or stand where it is refused.
fn code_at(chart: &[Action], changes: &[&IndexPlay], tc: i32) -> String {
    let mut surrender = chart.first() == Some(&Action::Surrender);
    let rest: &[Action] = if surrender { &chart[1..] } else { chart };
    let mut main = rest.first().copied().unwrap_or(Action::Stand);
    let mut ordered: Vec<&&IndexPlay> = changes.iter().collect();
    ordered.sort_by_key(|p| if p.rising { p.index } else { -p.index });
    for p in ordered {
        let applies = if p.rising { tc >= p.index } else { tc < p.index };
        if !applies {
            continue;
        }
        let play = if p.rising { p.above } else { p.below };
        match p.decision {
            Decision::Surrender => surrender = play == Action::Surrender,
            Decision::Play => main = play,
        }
    }
    let mut code = Vec::with_capacity(4);
    if surrender {
        code.push(Action::Surrender);
    }
    code.push(main);
    if main == rest.first().copied().unwrap_or(Action::Stand) {
        code.extend(rest.iter().skip(1).copied());
    } else if matches!(main, Action::Double | Action::Split) {
        code.extend(rest.iter().copied().filter(|&a| matches!(a, Action::Hit | Action::Stand)));
    }
    code.truncate(4);
    crate::strategy::chart::Code::new(&code).to_string()
}

/// The risk of ruin of a bankroll of `bankroll` units when each round wins `mean` units on
/// average with a standard deviation of `sd` units, by the diffusion approximation
/// `exp(−2·μ·B/σ²)`: the chance of ever losing the whole bankroll playing on forever. 1 when the
/// game does not favour the player.
pub fn risk_of_ruin(mean: f64, sd: f64, bankroll: f64) -> f64 {
    if mean <= 0.0 || sd <= 0.0 {
        return if mean > 0.0 { 0.0 } else { 1.0 };
    }
    (-2.0 * mean * bankroll / (sd * sd)).exp().min(1.0)
}

/// The diffusion approximation's chance of losing `bankroll` units before the bankroll reaches
/// `ceiling` units: `(e^(−kB) − e^(−kU)) / (1 − e^(−kU))` with `k = 2μ/σ²`; as `ceiling` grows it
/// becomes [`risk_of_ruin`].
pub fn ruin_before(mean: f64, sd: f64, bankroll: f64, ceiling: f64) -> f64 {
    if mean <= 0.0 || sd <= 0.0 {
        return risk_of_ruin(mean, sd, bankroll);
    }
    let k = 2.0 * mean / (sd * sd);
    let top = (-k * ceiling).exp();
    (((-k * bankroll).exp() - top) / (1.0 - top)).clamp(0.0, 1.0)
}

/// Measures the risk of ruin by playing bankroll paths: each starts with `bankroll` units and
/// plays rounds (`round` gives each round's result in units) until it is ruined (nothing left)
/// or reaches `ceiling` units. Returns how many of `paths` paths were ruined; compare
/// `ruined / paths` with [`ruin_before`] for the same bankroll and ceiling.
pub fn measured_ruin(paths: u32, bankroll: f64, ceiling: f64, mut round: impl FnMut() -> f64) -> u32 {
    let mut ruined = 0;
    for _ in 0..paths {
        let mut money = bankroll;
        while money > 0.0 && money < ceiling {
            money += round();
        }
        if money <= 0.0 {
            ruined += 1;
        }
    }
    ruined
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::counting::shipped;
    use rand::{Rng, SeedableRng};

    fn hi_lo_seat(rules: &TableRules) -> CountingSeat {
        let chart = crate::strategy::chart::shipped(&rules.id).unwrap().unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        CountingSeat::new(rules, &chart, &shipped("hi-lo").unwrap(), &ramp, 0.75, None).unwrap()
    }

    #[test]
    fn the_true_count_divides_by_the_exact_decks_left_by_the_systems_rule() {
        let rules = preset("quebec-s17").unwrap();
        let seat = hi_lo_seat(&rules);
        // Hi-Lo floors: +7 with 104 cards (two decks) left is +3.5, so +3; -7 is -4.
        assert_eq!(seat.count_at(7, 104), 3);
        assert_eq!(seat.count_at(-7, 104), -4);
        // Exactly whole quotients stay whole: +6 with 78 cards (a deck and a half) is +4.
        assert_eq!(seat.count_at(6, 78), 4);
        for running in -60..=60 {
            for left in 1..=312usize {
                let exact = f64::from(running) / (left as f64 / 52.0);
                let whole = (f64::from(running) * 52.0).div_euclid(left as f64);
                assert_eq!(seat.count_at(running, left), whole as i32, "{running} / {left} ({exact})");
            }
        }
        // The bet is the ramp's at that count, the first step's below it, the last's above.
        assert_eq!(seat.plan(7, 104).units, 4.0);
        assert_eq!(seat.plan(-40, 52).units, 1.0);
        assert_eq!(seat.plan(300, 52).units, 8.0);
    }

    /// A plan looked up is the plan worked out from the count, for every running count and cards
    /// left, inside the table and beyond it, for a floored, a truncated and an unbalanced count,
    /// with and without insurance and index plays.
    #[test]
    fn a_looked_up_plan_is_the_plan_at_the_count() {
        for table in ["quebec-s17", "book"] {
            let rules = preset(table).unwrap();
            let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
            let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
            for system in ["hi-lo", "zen", "ko"] {
                let mut seat =
                    CountingSeat::new(&rules, &chart, &shipped(system).unwrap(), &ramp, 0.75, None).unwrap();
                let cards = usize::from(rules.decks) * 52;
                for (range, insure_from) in [(0, None), (6, Some(3)), (30, Some(-25))] {
                    seat.range = range;
                    seat.insure_from = insure_from;
                    seat.looked_up = seat.plans(cards);
                    assert!(!seat.looked_up.index.is_empty());
                    for running in -3 * LOOKED_UP..=3 * LOOKED_UP {
                        for left in 0..=cards + 1 {
                            assert_eq!(
                                seat.plan(running, left),
                                seat.plan_at(seat.count_at(running, left)),
                                "{table} {system} {range} {insure_from:?}: {running} with {left} left"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn index_plays_change_the_chart_code_on_their_side_of_the_index() {
        use crate::game::card::Rank;
        use crate::strategy::chart::PlayerCell;
        let play = |decision, above, below, rising, index| IndexPlay {
            decision,
            kind: CellKind::Hard,
            player: PlayerCell::Total(16),
            dealer: Rank::Ten,
            index,
            crossing: f64::from(index),
            above,
            below,
            rising,
            value_above: 0.0,
            value_below: 0.0,
            worth_per_100: 0.0,
            three_cards: None,
            note: None,
        };
        // 16 against a ten: stand from 0, surrender from -1 up (chart: surrender, else hit).
        let stand = play(Decision::Play, Action::Stand, Action::Hit, true, 0);
        let give_up = play(Decision::Surrender, Action::Surrender, Action::Hit, false, -1);
        let chart = [Action::Surrender, Action::Hit];
        assert_eq!(code_at(&chart, &[&stand, &give_up], 2), "Rs");
        assert_eq!(code_at(&chart, &[&stand, &give_up], -1), "Rh");
        assert_eq!(code_at(&chart, &[&stand, &give_up], -2), "H");
        // A new double falls back to the chart's play; an index back to hitting drops the double.
        let double = play(Decision::Play, Action::Double, Action::Hit, true, 4);
        assert_eq!(code_at(&[Action::Hit], &[&double], 4), "Dh");
        assert_eq!(code_at(&[Action::Hit], &[&double], 3), "H");
        let hit = play(Decision::Play, Action::Double, Action::Hit, false, -1);
        assert_eq!(code_at(&[Action::Double, Action::Hit], &[&hit], -2), "H");
        assert_eq!(code_at(&[Action::Double, Action::Stand], &[&hit], 0), "Ds");
    }

    /// The gambler's ruin of a ±1 game won with chance p is exact: from B, the chance of losing
    /// everything before reaching U is `(r^B − r^U) / (1 − r^U)` with `r = (1 − p) / p`
    /// (Feller, An Introduction to Probability Theory and Its Applications, vol. 1, XIV.2).
    #[test]
    fn measured_ruin_matches_the_gamblers_ruin() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        let p = 0.55;
        let (bankroll, ceiling) = (5.0, 20.0);
        let paths = 20_000;
        let ruined = measured_ruin(paths, bankroll, ceiling, || if rng.random_bool(p) { 1.0 } else { -1.0 });
        let r: f64 = (1.0 - p) / p;
        let exact = (r.powf(bankroll) - r.powf(ceiling)) / (1.0 - r.powf(ceiling));
        let measured = f64::from(ruined) / f64::from(paths);
        let se = (exact * (1.0 - exact) / f64::from(paths)).sqrt();
        assert!((measured - exact).abs() < 4.0 * se, "measured {measured}, exact {exact}");
        // The diffusion formula with the walk's mean and spread is near, not exact, there.
        let mean = 2.0 * p - 1.0;
        let sd = (1.0 - mean * mean).sqrt();
        let diffusion = ruin_before(mean, sd, bankroll, ceiling);
        assert!((diffusion - exact).abs() < 0.05, "{diffusion} vs {exact}");
        assert!(ruin_before(mean, sd, bankroll, 1e9) - risk_of_ruin(mean, sd, bankroll) < 1e-12);
        assert_eq!(risk_of_ruin(-0.01, 1.0, 100.0), 1.0);
    }
}
