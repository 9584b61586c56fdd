//! Ready by a date: the reviews, day by day until a chosen date, that bring every item at a table
//! to a chosen predicted recall on that day by the memory model ([`super::fsrs`], FSRS-6), the
//! minutes a day they take, and the leak expected on the day with its interval.
//!
//! The items are the table's chart cells, each with what forgetting it gives away (how often the
//! cell comes up × what the usual mistake there costs, in house-edge points, as the leak counts
//! it: [`super::cells`]), and every other item the learner has answered at the table (hand totals,
//! payouts, counts: no cost in chips, kept at the level all the same). An item never answered
//! counts as forgotten (recall 0) until the plan introduces it: the costliest first, spread evenly
//! over the first half of the days.
//!
//! An item is reviewed on a day when, without that review, its predicted recall would fall below
//! the level by the next day. Each review is planned as a recall (rated good), as a scheduler
//! plans; the plan is made again from the learner's answers every day, so a review missed brings
//! its item back sooner. Every moment of the plan is at the time of day it was made: a review on
//! a day is a whole number of days after the plan was made, and so is the target day.
//!
//! The leak on the day is the sum over the items of cost × (1 − predicted recall on the day)
//! ([`forecast`], a function of the items' memory, their costs, the schedule and the date alone,
//! so that learners simulated with known forgetting can be held to it). Its interval is the 5th to
//! the 95th percentile of the leak over [`DRAWS`] draws of which items are forgotten on the day,
//! each independently with the chance the model gives it.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::cells::{CellFacts, chart_key_of};
use super::fsrs::{Fsrs, MemoryState, Rating};
use super::learning_path::PLACED;
use super::memory::{ModelParameters, Remembered};
use super::record::is_strategy_key;

/// The recall on the day a plan aims at when none is chosen.
pub const DEFAULT_RECALL: f64 = 0.9;

/// The recall levels a plan may aim at: below 70 % an item is as good as forgotten; above 97 %
/// the model asks for a review nearly every day whatever the item's stability.
pub const RECALL_LEVELS: (f64, f64) = (0.7, 0.97);

/// The seconds a review takes when the learner's answers at the table have no times: an
/// assumption (a question read and answered, its verdict read), said as such wherever it is used.
pub const ASSUMED_SECONDS_PER_REVIEW: f64 = 8.0;

/// The percentiles of the leak's interval.
pub const INTERVAL: (f64, f64) = (0.05, 0.95);

/// The draws of which items are forgotten on the day the interval is read from.
pub const DRAWS: usize = 2_000;

/// The seed of those draws: the same plan always states the same interval.
const DRAW_SEED: u64 = 34;

/// The drill that asks every chart cell: where an item never answered is introduced.
pub const CHART_DRILL: &str = "strategy";

/// Seconds in a day.
const DAY: u64 = 86_400;

/// An item's memory: its state after its last review and when that was.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Memory {
    /// Days until its recall falls to 90 %.
    pub stability: f64,
    /// How hard it is to remember, from 1 to 10.
    pub difficulty: f64,
    /// Its last review, in seconds since 1970.
    pub last: u64,
}

impl Memory {
    fn state(self) -> MemoryState {
        MemoryState { stability: self.stability, difficulty: self.difficulty }
    }
}

/// One item a plan schedules.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReadyItem {
    /// Its key: a chart cell's (`play hard 16 v ten`), or another question's as saved.
    pub key: String,
    /// What forgetting it gives away, in house-edge points (percent of every bet): 0 for an item
    /// without a cost in chips.
    pub cost_points: f64,
    /// Its memory, `None` when it was never answered.
    pub memory: Option<Memory>,
    /// The drill that reviews it: the one that last asked it, else [`CHART_DRILL`].
    pub drill: String,
    /// Whether it is a cell of the table's chart.
    pub chart_cell: bool,
}

/// The plan's items at `table`: every cell of its chart (`cells`, none without a chart) with its
/// cost, and every other item `remembered` there. A cell asked under several keys (a contrast, a
/// split hand) has the memory of the one answered last.
pub fn items_at(table: &str, cells: &[CellFacts], remembered: &[Remembered]) -> Vec<ReadyItem> {
    let mut items: Vec<ReadyItem> = cells
        .iter()
        .map(|c| ReadyItem {
            key: c.key.clone(),
            cost_points: c.frequency * c.cost_percent,
            memory: None,
            drill: CHART_DRILL.to_string(),
            chart_cell: true,
        })
        .collect();
    let mut others: Vec<ReadyItem> = Vec::new();
    for r in remembered {
        let memory = Memory { stability: r.state.stability, difficulty: r.state.difficulty, last: r.last };
        let place = match chart_key_of(&r.key, table, table) {
            Some(cell) => items.iter_mut().find(|i| i.key == cell),
            // A strategy key that counts at another table, and a placement's probe, are not items
            // of this table's own.
            None if is_strategy_key(&r.key) || r.key.starts_with(&format!("{PLACED} ")) => continue,
            None => {
                others.push(ReadyItem {
                    key: r.key.clone(),
                    cost_points: 0.0,
                    memory: None,
                    drill: r.drill.clone(),
                    chart_cell: false,
                });
                others.last_mut()
            }
        };
        if let Some(item) = place
            && item.memory.is_none_or(|m| m.last <= memory.last)
        {
            item.memory = Some(memory);
            item.drill = r.drill.clone();
        }
    }
    others.sort_by(|a, b| a.key.cmp(&b.key));
    items.extend(others);
    items
}

/// Which day each item is reviewed on, from the day the plan was made to the day before the date.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Schedule {
    /// When the plan was made, in seconds since 1970: its first day's reviews are then.
    pub made_at: u64,
    /// The day it was made, in days since 1970-01-01 (UTC).
    pub today: u64,
    /// The day to be ready by, in days since 1970-01-01.
    pub by: u64,
    /// For each item, in the items' order, the days it is reviewed on; a new item's first is the
    /// day it is introduced.
    pub reviews: Vec<Vec<u64>>,
}

impl Schedule {
    /// The moment of day `day` in the plan: as many whole days after it was made.
    pub fn moment(&self, day: u64) -> u64 {
        self.made_at.saturating_add(day.saturating_sub(self.today).saturating_mul(DAY))
    }
}

/// The memory after a review recalled at `at` (an item's first, when it had none).
fn recalled(fsrs: &Fsrs, memory: Option<Memory>, at: u64) -> Memory {
    let (state, days) = match memory {
        None => (None, 0),
        Some(m) => (Some(m.state()), u32::try_from(at.saturating_sub(m.last) / DAY).unwrap_or(u32::MAX)),
    };
    let next = fsrs.review(state, days, Rating::Good);
    Memory {
        stability: next.stability,
        difficulty: next.difficulty,
        last: memory.map_or(at, |m| m.last.max(at)),
    }
}

/// The predicted recall at `at` of an item with `memory` (0 for an item never answered).
pub fn recall_of(fsrs: &Fsrs, memory: Option<Memory>, at: u64) -> f64 {
    memory.map_or(0.0, |m| fsrs.recall(at.saturating_sub(m.last) as f64 / DAY as f64, m.stability))
}

/// The reviews that bring each item to `level` on day `by` (days since 1970), from `now`: each
/// item reviewed on a day when its recall would otherwise be below the level by the next day,
/// the new ones introduced costliest first over the first half of the days.
pub fn schedule(fsrs: &Fsrs, items: &[ReadyItem], now: u64, by: u64, level: f64) -> Schedule {
    let today = now / DAY;
    let mut plan = Schedule { made_at: now, today, by, reviews: vec![Vec::new(); items.len()] };
    let span = by.saturating_sub(today);
    let mut new: Vec<usize> = (0..items.len()).filter(|&i| items[i].memory.is_none()).collect();
    new.sort_by(|&a, &b| {
        items[b].cost_points.total_cmp(&items[a].cost_points).then_with(|| items[a].key.cmp(&items[b].key))
    });
    let per_day = (new.len() as u64).div_ceil(span.div_ceil(2).max(1)).max(1);
    let mut introduced = vec![None; items.len()];
    for (n, &i) in new.iter().enumerate() {
        introduced[i] = Some(today + n as u64 / per_day);
    }
    for (i, item) in items.iter().enumerate() {
        let mut memory = item.memory;
        for day in today..by {
            let due = match memory {
                None => introduced[i] == Some(day),
                Some(_) => recall_of(fsrs, memory, plan.moment(day + 1)) < level,
            };
            if due {
                memory = Some(recalled(fsrs, memory, plan.moment(day)));
                plan.reviews[i].push(day);
            }
        }
    }
    plan
}

/// Each item's memory after its planned reviews, each recalled.
pub fn planned_memory(fsrs: &Fsrs, items: &[ReadyItem], schedule: &Schedule) -> Vec<Option<Memory>> {
    items
        .iter()
        .zip(&schedule.reviews)
        .map(|(item, days)| {
            days.iter().fold(item.memory, |m, &d| Some(recalled(fsrs, m, schedule.moment(d))))
        })
        .collect()
}

/// The leak expected on the day, in house-edge points, and its interval.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct LeakForecast {
    /// The sum over the items of cost × (1 − predicted recall on the day).
    pub expected: f64,
    /// The [`INTERVAL`]'s lower percentile of the leak over the draws.
    pub low: f64,
    /// Its upper percentile.
    pub high: f64,
}

/// The leak on the schedule's day, from the items' memory (and costs) and the reviews planned:
/// its expected value and its interval.
pub fn forecast(fsrs: &Fsrs, items: &[ReadyItem], schedule: &Schedule) -> LeakForecast {
    let day = schedule.moment(schedule.by);
    let recalls: Vec<f64> =
        planned_memory(fsrs, items, schedule).into_iter().map(|m| recall_of(fsrs, m, day)).collect();
    let costs: Vec<f64> = items.iter().map(|i| i.cost_points).collect();
    leak_forecast(&costs, &recalls)
}

/// The leak of items with these `costs` recalled with these chances: its expected value, and the
/// [`INTERVAL`]'s percentiles over [`DRAWS`] draws, each item forgotten independently.
pub fn leak_forecast(costs: &[f64], recalls: &[f64]) -> LeakForecast {
    let costed: Vec<(f64, f64)> =
        costs.iter().zip(recalls).filter(|(c, _)| **c > 0.0).map(|(c, r)| (*c, r.clamp(0.0, 1.0))).collect();
    let expected = costed.iter().map(|(c, r)| c * (1.0 - r)).sum();
    let mut rng = ChaCha8Rng::seed_from_u64(DRAW_SEED);
    let mut draws: Vec<f64> = (0..DRAWS)
        .map(|_| costed.iter().map(|&(c, r)| if rng.random::<f64>() < r { 0.0 } else { c }).sum())
        .collect();
    draws.sort_by(f64::total_cmp);
    let at = |q: f64| draws.get((q * (DRAWS - 1) as f64).round() as usize).copied().unwrap_or(0.0);
    LeakForecast { expected, low: at(INTERVAL.0), high: at(INTERVAL.1) }
}

/// One item in a plan.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlannedItem {
    /// Its key.
    pub key: String,
    /// The drill that reviews it.
    pub drill: String,
    /// What forgetting it gives away, in house-edge points.
    pub cost_points: f64,
    /// Whether it was never answered (the plan introduces it).
    pub new: bool,
    /// Whether it is a cell of the table's chart.
    pub chart_cell: bool,
    /// Its predicted recall when the plan is made.
    pub recall_now: f64,
    /// Its predicted recall on the day, after the planned reviews.
    pub recall_on_day: f64,
    /// The days it is reviewed on (days since 1970).
    pub reviews: Vec<u64>,
}

/// One day of a plan: how many reviews, and how many of them introduce an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DayLoad {
    /// The day, in days since 1970-01-01.
    pub day: u64,
    /// Reviews that day, the new items included.
    pub reviews: usize,
    /// Items introduced that day.
    pub new: usize,
}

/// How long a review takes.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Pace {
    /// Seconds a review.
    pub seconds: f64,
    /// The answers with a time it is the median of; `None` when it is [`ASSUMED_SECONDS_PER_REVIEW`].
    pub measured_over: Option<usize>,
}

impl Pace {
    /// The median of these answer times (milliseconds), or the assumption when there is none.
    pub fn of(times_ms: &mut [u64]) -> Pace {
        times_ms.sort_unstable();
        let n = times_ms.len();
        if n == 0 {
            return Pace { seconds: ASSUMED_SECONDS_PER_REVIEW, measured_over: None };
        }
        let median = if n % 2 == 1 {
            times_ms[n / 2] as f64
        } else {
            (times_ms[n / 2 - 1] as f64 + times_ms[n / 2] as f64) / 2.0
        };
        Pace { seconds: median / 1000.0, measured_over: Some(n) }
    }

    /// The minutes `reviews` reviews take.
    pub fn minutes(&self, reviews: usize) -> f64 {
        reviews as f64 * self.seconds / 60.0
    }
}

/// A plan to be ready by a date: its schedule, day by day, and the leak on the day with it and
/// without a review.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReadyPlan {
    /// The recall aimed at on the day.
    pub level: f64,
    /// The day the plan was made and the day to be ready by, in days since 1970-01-01.
    pub today: u64,
    /// The day to be ready by.
    pub by: u64,
    /// Every item, in the order of [`items_at`].
    pub items: Vec<PlannedItem>,
    /// Each day from today to the day before the date.
    pub days: Vec<DayLoad>,
    /// The leak on the day after the planned reviews, in house-edge points.
    pub forecast: LeakForecast,
    /// The leak on the day with no review at all.
    pub without: LeakForecast,
    /// The sum of the items' costs, in house-edge points: the leak with every item forgotten.
    pub total_cost: f64,
    /// How long a review takes.
    pub pace: Pace,
    /// The memory model's parameters the plan was made with.
    pub model: ModelParameters,
}

impl ReadyPlan {
    /// The plan for `items` from `now` to day `by` at recall `level`, each review taking `pace`,
    /// by the memory model `fsrs`, whose parameters are `model`.
    pub fn make(
        (fsrs, model): (&Fsrs, ModelParameters),
        items: &[ReadyItem],
        now: u64,
        by: u64,
        level: f64,
        pace: Pace,
    ) -> ReadyPlan {
        let plan = schedule(fsrs, items, now, by, level);
        let idle = Schedule { reviews: vec![Vec::new(); items.len()], ..plan.clone() };
        let day = plan.moment(by);
        let after = planned_memory(fsrs, items, &plan);
        let planned: Vec<PlannedItem> = items
            .iter()
            .zip(&plan.reviews)
            .zip(after)
            .map(|((item, reviews), memory)| PlannedItem {
                key: item.key.clone(),
                drill: item.drill.clone(),
                cost_points: item.cost_points,
                new: item.memory.is_none(),
                chart_cell: item.chart_cell,
                recall_now: recall_of(fsrs, item.memory, now),
                recall_on_day: recall_of(fsrs, memory, day),
                reviews: reviews.clone(),
            })
            .collect();
        let days = (plan.today..by)
            .map(|day| DayLoad {
                day,
                reviews: planned.iter().filter(|i| i.reviews.contains(&day)).count(),
                new: planned.iter().filter(|i| i.new && i.reviews.first() == Some(&day)).count(),
            })
            .collect();
        ReadyPlan {
            level,
            today: plan.today,
            by,
            forecast: forecast(fsrs, items, &plan),
            without: forecast(fsrs, items, &idle),
            total_cost: items.iter().map(|i| i.cost_points).sum(),
            items: planned,
            days,
            pace,
            model,
        }
    }

    /// The items reviewed on `day`.
    pub fn reviews_on(&self, day: u64) -> Vec<&PlannedItem> {
        self.items.iter().filter(|i| i.reviews.contains(&day)).collect()
    }

    /// The items whose predicted recall on the day is below the level: those the days left are
    /// too few to bring to it.
    pub fn short(&self) -> usize {
        self.items.iter().filter(|i| i.recall_on_day < self.level).count()
    }

    /// The reviews of every day together.
    pub fn total_reviews(&self) -> usize {
        self.days.iter().map(|d| d.reviews).sum()
    }

    /// The busiest day.
    pub fn busiest(&self) -> Option<DayLoad> {
        self.days.iter().copied().max_by(|a, b| a.reviews.cmp(&b.reviews).then(b.day.cmp(&a.day)))
    }

    /// The minutes the reviews of `day` take.
    pub fn minutes_on(&self, day: u64) -> f64 {
        self.pace.minutes(self.days.iter().find(|d| d.day == day).map_or(0, |d| d.reviews))
    }

    /// The minutes a day on average over the plan's days.
    pub fn minutes_a_day(&self) -> f64 {
        if self.days.is_empty() {
            0.0
        } else {
            self.pace.minutes(self.total_reviews()) / self.days.len() as f64
        }
    }

    /// The cost-weighted predicted recall on the day (1 with no costed item).
    pub fn weighted_recall(&self) -> f64 {
        if self.total_cost <= 0.0 {
            return 1.0;
        }
        self.items.iter().map(|i| i.cost_points * i.recall_on_day).sum::<f64>() / self.total_cost
    }
}

/// Days since 1970-01-01 of a date written `YYYY-MM-DD` (UTC), when it is one.
pub fn day_of_date(text: &str) -> Option<u64> {
    let text = text.trim();
    let mut parts = text.split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit()).then(|| s.parse::<i64>().ok()).flatten();
    let (y, m, d) = (digits(y)?, digits(m)?, digits(d)?);
    if y < 1970 || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    // A civil date to days (H. Hinnant's algorithm), the inverse of `history::day_of`.
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = u64::try_from(era * 146_097 + doe - 719_468).ok()?;
    // A day past the month's end (02-30) comes back as another date.
    (super::history::day_of(days * DAY) == text).then_some(days)
}

/// The date of a day (days since 1970-01-01), `YYYY-MM-DD`.
pub fn date_of_day(day: u64) -> String {
    super::history::day_of(day.saturating_mul(DAY))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;

    const NOW: u64 = 20_000 * DAY + 3_600 * 15;
    const PACE: Pace = Pace { seconds: 6.0, measured_over: Some(10) };

    fn item(key: &str, cost: f64, memory: Option<Memory>) -> ReadyItem {
        ReadyItem { key: key.into(), cost_points: cost, memory, drill: CHART_DRILL.into(), chart_cell: true }
    }

    fn remembered(stability: f64, days_ago: u64) -> Option<Memory> {
        Some(Memory { stability, difficulty: 5.0, last: NOW - days_ago * DAY })
    }

    /// A mix of items: fresh, fading, forgotten long ago, never answered, some without a cost.
    fn mix() -> Vec<ReadyItem> {
        vec![
            item("fresh", 0.4, remembered(40.0, 1)),
            item("fading", 0.3, remembered(3.0, 5)),
            item("old", 0.2, remembered(1.0, 60)),
            item("new a", 0.5, None),
            item("new b", 0.05, None),
            item("new c", 0.0, None),
            item("count", 0.0, remembered(2.0, 2)),
        ]
    }

    #[test]
    fn dates_are_read_strictly_and_back() {
        assert_eq!(day_of_date("1970-01-01"), Some(0));
        assert_eq!(day_of_date("2000-02-29"), Some(951_782_400 / DAY));
        assert_eq!(day_of_date("2027-03-14").map(date_of_day).as_deref(), Some("2027-03-14"));
        for bad in ["2027-02-29", "2027-13-01", "2027-3-14", "14/03/2027", "2027-03-14-1", "", "1969-12-31"] {
            assert_eq!(day_of_date(bad), None, "{bad}");
        }
    }

    /// The plan's own forecast: on the day, every item is at the level or above, when the days
    /// allow it; so the cost-weighted recall is too.
    #[test]
    fn a_plan_meets_its_level_on_the_day() {
        let fsrs = Fsrs::default();
        for (days, level) in [(10, 0.9), (30, 0.9), (60, 0.8), (45, 0.95), (3, 0.9)] {
            let plan = ReadyPlan::make(
                (&fsrs, ModelParameters::Default),
                &mix(),
                NOW,
                NOW / DAY + days,
                level,
                PACE,
            );
            for i in &plan.items {
                assert!(i.recall_on_day >= level, "{days} days at {level}: {i:?}");
                assert!(!i.reviews.is_empty() || !i.new, "a new item is introduced: {i:?}");
            }
            assert_eq!(plan.short(), 0);
            assert!(plan.weighted_recall() >= level);
            assert!(plan.forecast.expected <= plan.without.expected);
        }
    }

    /// With every item at the level or above, the leak on the day is at most (1 − level) × the
    /// items' costs; and it is the sum of cost × (1 − recall), recounted.
    #[test]
    fn the_leak_on_the_day_is_within_the_cost_weighted_bound() {
        let fsrs = Fsrs::default();
        let plan = ReadyPlan::make((&fsrs, ModelParameters::Default), &mix(), NOW, NOW / DAY + 20, 0.9, PACE);
        let bound = (1.0 - 0.9) * plan.total_cost;
        assert!(plan.forecast.expected <= bound + 1e-12, "{} vs {bound}", plan.forecast.expected);
        let recount: f64 = plan.items.iter().map(|i| i.cost_points * (1.0 - i.recall_on_day)).sum();
        assert!((recount - plan.forecast.expected).abs() < 1e-12);
        // With no review, the items never answered give their whole cost away.
        assert!(plan.without.expected >= 0.5 + 0.05);
    }

    /// An item is reviewed when its recall would fall below the level by the next day, and not
    /// before: the day before each review it is above it.
    #[test]
    fn reviews_come_when_recall_would_fall_below_the_level() {
        let fsrs = Fsrs::default();
        let items = vec![item("a", 1.0, remembered(5.0, 0))];
        let plan = schedule(&fsrs, &items, NOW, NOW / DAY + 90, 0.9);
        let days = &plan.reviews[0];
        assert!(days.len() >= 3, "{days:?}");
        let mut memory = items[0].memory;
        let mut day = plan.today;
        for &review in days {
            // Not due the days before: recall the next day still at the level.
            for d in day..review {
                assert!(recall_of(&fsrs, memory, plan.moment(d + 1)) >= 0.9, "{d}");
            }
            assert!(recall_of(&fsrs, memory, plan.moment(review + 1)) < 0.9);
            memory = Some(recalled(&fsrs, memory, plan.moment(review)));
            day = review + 1;
        }
        // The intervals grow as the item's stability grows.
        let gaps: Vec<u64> = days.windows(2).map(|w| w[1] - w[0]).collect();
        assert!(gaps.windows(2).all(|g| g[1] >= g[0]), "{gaps:?}");
    }

    /// New items come costliest first, over the first half of the days, evenly.
    #[test]
    fn new_items_are_introduced_costliest_first_over_the_first_half() {
        let fsrs = Fsrs::default();
        let items: Vec<ReadyItem> = (0..20).map(|i| item(&format!("n{i:02}"), f64::from(i), None)).collect();
        let plan = schedule(&fsrs, &items, NOW, NOW / DAY + 10, 0.9);
        let first: Vec<u64> = plan.reviews.iter().map(|r| r[0] - plan.today).collect();
        // 20 items over 5 days: 4 a day, the costliest (the last) on the first day.
        assert_eq!(first[19], 0);
        assert_eq!(first[0], 4);
        for day in 0..5 {
            assert_eq!(first.iter().filter(|&&f| f == day).count(), 4);
        }
    }

    /// The interval holds the expected leak, and about 90 % of leaks drawn from the model
    /// independently of the interval's own draws; a leak that cannot vary has a point interval.
    #[test]
    fn the_interval_covers_the_leak_drawn_from_the_model() {
        let costs: Vec<f64> = (1..=60).map(|i| f64::from(i) / 100.0).collect();
        let recalls: Vec<f64> = (0..60).map(|i| 0.7 + f64::from(i % 7) / 25.0).collect();
        let f = leak_forecast(&costs, &recalls);
        assert!(f.low <= f.expected && f.expected <= f.high, "{f:?}");
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let tries = 4_000;
        let inside = (0..tries)
            .filter(|_| {
                let leak: f64 = costs
                    .iter()
                    .zip(&recalls)
                    .map(|(c, r)| if rng.random::<f64>() < *r { 0.0 } else { *c })
                    .sum();
                f.low <= leak && leak <= f.high
            })
            .count();
        let share = inside as f64 / f64::from(tries);
        assert!((0.87..=0.95).contains(&share), "{share}");
        let sure = leak_forecast(&[1.0, 2.0], &[1.0, 0.0]);
        assert_eq!((sure.expected, sure.low, sure.high), (2.0, 2.0, 2.0));
    }

    /// A chart's cells are items with the leak's cost; an answered cell has the memory of its
    /// latest key; other questions are items without a cost; another table's contrast and a
    /// placement probe are not items.
    #[test]
    fn the_items_are_the_charts_cells_and_what_was_answered() {
        let rules = preset("book").unwrap();
        let chart = shipped("book").unwrap().unwrap();
        let cells = crate::coach::learner::cells::cell_facts(&rules, &chart);
        let state = MemoryState { stability: 3.0, difficulty: 5.0 };
        let r = |key: &str, last: u64, drill: &str| Remembered {
            key: key.into(),
            state: MemoryState { stability: last as f64, ..state },
            last,
            drill: drill.into(),
        };
        let remembered = [
            r("play hard 16 v ten", 10, "hard-decisions"),
            r("play contrast hard 16 v ten", 20, "contrasts"),
            r("play contrast quebec-s17 hard 16 v ten", 30, "contrasts"),
            r("payout natural", 5, "payouts"),
            r("placed count-hands total 12", 5, "placement"),
        ];
        let items = items_at("book", &cells, &remembered);
        assert_eq!(items.len(), cells.len() + 1);
        let h16 = items.iter().find(|i| i.key == "play hard 16 v ten").unwrap();
        let facts = cells.iter().find(|c| c.key == h16.key).unwrap();
        assert!((h16.cost_points - facts.frequency * facts.cost_percent).abs() < 1e-15);
        assert_eq!((h16.memory.unwrap().last, h16.drill.as_str()), (20, "contrasts"));
        let payout = items.last().unwrap();
        assert_eq!(
            (payout.key.as_str(), payout.cost_points, payout.drill.as_str()),
            ("payout natural", 0.0, "payouts")
        );
        assert_eq!(items.iter().filter(|i| i.memory.is_some()).count(), 2);
    }

    #[test]
    fn the_pace_is_the_median_answer_time_or_the_assumption() {
        assert_eq!(Pace::of(&mut [4000, 1000, 3000]), Pace { seconds: 3.0, measured_over: Some(3) });
        assert_eq!(Pace::of(&mut [1000, 2000]).seconds, 1.5);
        let assumed = Pace::of(&mut []);
        assert_eq!((assumed.seconds, assumed.measured_over), (ASSUMED_SECONDS_PER_REVIEW, None));
        assert!((Pace { seconds: 6.0, measured_over: None }.minutes(25) - 2.5).abs() < 1e-12);
    }
}
