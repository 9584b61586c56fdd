//! Scores the memory model against simulated learners whose forgetting is known
//! (`bjcoach::coach::learner::simulated`): each practises 60 days under the drills' schedule,
//! the last 20 days are held out, and every way of predicting recall is scored on the held-out
//! answers a day or more after the item's last by log loss and RMSE over the bins (weighted by
//! answers, the FSRS benchmark's "RMSE (bins)"), averaged over the learners.
//!
//! Then it times what fitting costs a learner's memory: the answers of `store_bench`'s history
//! (10,000 and a million of them, or the sizes given after `--sizes`) fed to a replay, and the
//! replay's first question, which fits the model and replays every item through it.
//!
//! `cargo run --release --example schedule_bench [LEARNERS] [SEED] [--sizes N...]` (20
//! learners, seed 1).

// Only the history's answers are used here, not the store's runs.
#[allow(dead_code)]
mod bench_history;

use std::collections::BTreeMap;
use std::time::Instant;

use bjcoach::coach::learner::memory::{MemoryReplay, ModelParameters};
use bjcoach::coach::learner::simulated::{Forgetting, learner_scores};
use bjcoach::coach::learner::simulated_plan::follow_plan;

/// The days of practice before a plan is made, and the days from then to its date.
const PLAN_AFTER: u32 = 40;
const PLAN_AHEAD: u32 = 20;

const DAYS: u32 = 60;
const HELD_OUT_FROM: u32 = 40;

fn main() {
    let all: Vec<String> = std::env::args().skip(1).collect();
    let split = all.iter().position(|a| a == "--sizes").unwrap_or(all.len());
    let sizes: Vec<u64> = all[split..].iter().filter_map(|a| a.parse().ok()).collect();
    let sizes = if sizes.is_empty() { vec![10_000, 1_000_000] } else { sizes };
    let mut args = all[..split].iter();
    let learners: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let started = Instant::now();
    // Each way's summed log loss and RMSE (bins), its held-out answers, in the order first met.
    let mut totals: Vec<(&str, f64, f64, u64)> = Vec::new();
    let mut fitted = 0;
    let mut curves = BTreeMap::new();
    for n in 0..learners {
        let (learner, scores) = learner_scores(seed, n, DAYS, HELD_OUT_FROM);
        let curve = match learner.forgetting {
            Forgetting::Exponential => "exponential",
            Forgetting::Power { .. } => "power",
        };
        *curves.entry(curve).or_insert(0) += 1;
        fitted += u64::from(scores.fitted_on.is_some());
        for s in &scores.scores {
            let (Some(loss), Some(rmse)) = (s.calibration.log_loss(), s.calibration.rmse_bins()) else {
                continue;
            };
            match totals.iter_mut().find(|t| t.0 == s.name) {
                Some(t) => {
                    t.1 += loss;
                    t.2 += rmse;
                    t.3 += s.calibration.answered().answers;
                }
                None => totals.push((s.name, loss, rmse, s.calibration.answered().answers)),
            }
        }
    }
    println!(
        "{learners} simulated learners (seed {seed}; {}), {DAYS} days each, the last {} held out; \
         FSRS fitted for {fitted} of them",
        curves.iter().map(|(c, n)| format!("{n} {c}")).collect::<Vec<_>>().join(", "),
        DAYS - HELD_OUT_FROM
    );
    println!("{:<22} {:>9} {:>12} {:>17}", "prediction", "log loss", "RMSE (bins)", "held-out answers");
    for (name, loss, rmse, answers) in &totals {
        let n = learners as f64;
        println!("{name:<22} {:>9.4} {:>12.4} {answers:>17}", loss / n, rmse / n);
    }
    println!("({:.1} s)", started.elapsed().as_secs_f64());
    println!();
    plan_forecasts(learners, seed);
    println!();
    println!("{:>9}  {:>11}  {:>14}  parameters", "answers", "fed in", "first question");
    for size in sizes {
        let mut rng = bench_history::Lcg::new(size);
        let mut replay = MemoryReplay::new();
        let fed = Instant::now();
        for n in 0..size {
            replay.add(&bench_history::answer(n, &mut rng));
        }
        let fed = fed.elapsed();
        let asked = Instant::now();
        let parameters = replay.parameters().clone();
        let asked = asked.elapsed();
        let words = match parameters {
            ModelParameters::Default => "the defaults".to_string(),
            ModelParameters::Fitted { reviews, of, .. } => format!("fitted to {reviews} of {of} reviews"),
        };
        println!(
            "{size:>9}  {:>8.1} ms  {:>11.1} ms  {words}",
            fed.as_secs_f64() * 1e3,
            asked.as_secs_f64() * 1e3
        );
    }
}

/// Each learner, after [`PLAN_AFTER`] days of practice, follows a plan for the day
/// [`PLAN_AHEAD`] days later at a recall of 90 %: how often the leak on the day fell within the
/// first plan's interval, and the leaks forecast, met and expected by the learners' own memory.
fn plan_forecasts(learners: u64, seed: u64) {
    let started = Instant::now();
    let outcomes: Vec<_> = (0..learners).map(|n| follow_plan(seed, n, PLAN_AFTER, PLAN_AHEAD, 0.9)).collect();
    let within = outcomes.iter().filter(|o| o.within()).count();
    let n = outcomes.len().max(1) as f64;
    let mean = |f: &dyn Fn(&bjcoach::coach::learner::simulated_plan::PlanOutcome) -> f64| {
        outcomes.iter().map(f).sum::<f64>() / n
    };
    println!(
        "A plan at 90 % for day {} made after {PLAN_AFTER} days of practice, followed day by day:",
        PLAN_AFTER + PLAN_AHEAD
    );
    println!(
        "  the leak on the day within the plan's 90 % interval for {within} of {learners} learners ({:.0} %)",
        within as f64 / n * 100.0
    );
    println!(
        "  mean leak in house-edge points: forecast {:.4} (interval {:.4} to {:.4}), met {:.4}, \
         the learners' own memory {:.4}; {:.0} reviews a learner ({:.1} s)",
        mean(&|o| o.forecast.expected),
        mean(&|o| o.forecast.low),
        mean(&|o| o.forecast.high),
        mean(&|o| o.leak),
        mean(&|o| o.truth),
        mean(&|o| o.reviews as f64),
        started.elapsed().as_secs_f64()
    );
}
