//! A plan to be ready by a date ([`super::readiness`]) followed by simulated learners whose
//! forgetting is known ([`super::simulated`]), to hold the plan's forecast to what happens.
//!
//! A learner practises for some days under the drills' schedule; FSRS is fitted to those answers
//! as the coach fits a learner's own. A plan is then made at that moment for a day some days
//! later, each item with a cost of its own (how often it comes up × what forgetting it costs),
//! and the learner follows it as the home has them do: each day the plan is made again from
//! every answer so far and that day's reviews are answered, right or wrong by the learner's own
//! memory. On the day, every item is asked once more, and the leak is what the items answered
//! wrong cost. The first plan's forecast (its expected leak and its interval) is held to that.

use std::collections::HashMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::fsrs::{Fsrs, Rating};
use super::fsrs_fit::fit;
use super::memory::ModelParameters;
use super::readiness::{LeakForecast, Memory, Pace, ReadyItem, ReadyPlan};
use super::simulated::{START, SimulatedAnswer, SimulatedLearner, histories};

const DAY: u64 = 86_400;

/// What one simulated learner's plan forecast and what happened on the day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlanOutcome {
    /// The forecast of the plan made after the practice: expected leak and interval, in
    /// house-edge points.
    pub forecast: LeakForecast,
    /// The leak on the day: the cost of the items the learner answered wrong then.
    pub leak: f64,
    /// The leak the learner's own memory expected on the day (the sum of cost × chance of a
    /// wrong answer), what no model can beat.
    pub truth: f64,
    /// The reviews the learner answered following the plan.
    pub reviews: usize,
}

impl PlanOutcome {
    /// Whether the leak on the day fell within the forecast's interval.
    pub fn within(&self) -> bool {
        (self.forecast.low..=self.forecast.high).contains(&self.leak)
    }
}

/// Each item's memory by the model `fsrs` after `answers` (in order), as the plan reads it.
fn memories(fsrs: &Fsrs, answers: &[SimulatedAnswer]) -> HashMap<String, Memory> {
    let mut memory: HashMap<String, Memory> = HashMap::new();
    for a in answers {
        let rating = if a.correct { Rating::Good } else { Rating::Again };
        let before = memory.get(&a.key).copied();
        let days = before.map_or(0, |m| u32::try_from(a.at.saturating_sub(m.last) / DAY).unwrap_or(u32::MAX));
        let state = fsrs.review(
            before.map(|m| super::fsrs::MemoryState { stability: m.stability, difficulty: m.difficulty }),
            days,
            rating,
        );
        memory.insert(
            a.key.clone(),
            Memory { stability: state.stability, difficulty: state.difficulty, last: a.at },
        );
    }
    memory
}

/// The plan's items: every item of the learner, with its cost and its memory by `fsrs`.
fn items(
    learner: &SimulatedLearner,
    costs: &[f64],
    fsrs: &Fsrs,
    answers: &[SimulatedAnswer],
) -> Vec<ReadyItem> {
    let memory = memories(fsrs, answers);
    (0..learner.items())
        .map(|i| {
            let key = SimulatedLearner::key(i);
            ReadyItem {
                memory: memory.get(&key).copied(),
                key,
                cost_points: costs[i],
                drill: "strategy".to_string(),
                chart_cell: true,
            }
        })
        .collect()
}

/// Learner `n` of seed `seed`: `practice` days of practice, then a plan at `level` for the day
/// `ahead` days later, followed day by day; what it forecast and what happened.
pub fn follow_plan(seed: u64, n: u64, practice: u32, ahead: u32, level: f64) -> PlanOutcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(1_000_033).wrapping_add(n));
    let mut learner = SimulatedLearner::draw(&mut rng, 150);
    let mut answers = learner.practise(&mut rng, practice);
    // What forgetting an item costs: how often it comes up × a cost of its own, as a chart
    // cell's is, in house-edge points.
    let costs: Vec<f64> =
        (0..learner.items()).map(|i| learner.frequency(i) * rng.random_range(0.005..0.1)).collect();
    let now = START + u64::from(practice) * DAY + 9 * 3600;
    let fsrs = fit(&histories(&answers, now)).map_or_else(Fsrs::default, |f| Fsrs::new(f.parameters));
    let by = now / DAY + u64::from(ahead);
    let pace = Pace { seconds: 8.0, measured_over: None };
    let first = ReadyPlan::make(
        (&fsrs, ModelParameters::Default),
        &items(&learner, &costs, &fsrs, &answers),
        now,
        by,
        level,
        pace,
    );
    let mut reviews = 0;
    for day in 0..u64::from(ahead) {
        let at = now + day * DAY;
        let plan = ReadyPlan::make(
            (&fsrs, ModelParameters::Default),
            &items(&learner, &costs, &fsrs, &answers),
            at,
            by,
            level,
            pace,
        );
        for item in plan.reviews_on(plan.today) {
            let Some(i) = item.key.strip_prefix("item ").and_then(|i| i.parse::<usize>().ok()) else {
                continue;
            };
            let chance = learner.chance(i, at);
            let correct = rng.random::<f64>() < chance;
            learner.answered(i, at, correct);
            answers.push(SimulatedAnswer { key: item.key.clone(), at, correct, chance });
            reviews += 1;
        }
    }
    let day = now + u64::from(ahead) * DAY;
    let mut leak = 0.0;
    let mut truth = 0.0;
    for (i, cost) in costs.iter().enumerate() {
        let chance = learner.chance(i, day);
        truth += cost * (1.0 - chance);
        if rng.random::<f64>() >= chance {
            leak += cost;
        }
    }
    PlanOutcome { forecast: first.forecast, leak, truth, reviews }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twelve simulated learners, 40 days of practice, then a plan for 20 days later at a
    /// recall of 90 %: the leak on the day falls within the first plan's 90 % interval for most
    /// of them (the benchmark `examples/schedule_bench.rs` prints the share over a hundred).
    #[test]
    fn the_leak_on_the_day_falls_within_the_plans_interval_for_most_learners() {
        let outcomes: Vec<PlanOutcome> = (0..12).map(|n| follow_plan(1, n, 40, 20, 0.9)).collect();
        let within = outcomes.iter().filter(|o| o.within()).count();
        assert!(within * 3 >= outcomes.len() * 2, "{within} of {}: {outcomes:#?}", outcomes.len());
        assert!(outcomes.iter().all(|o| o.reviews > 0));
    }
}
