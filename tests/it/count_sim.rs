//! Simulation with a count: a Hi-Lo seat betting 1-8 at six decks, confirmed by a second run,
//! against flat betting and the advantage off the top, with and without its index plays.

use std::sync::OnceLock;

use bjcoach::game::rules::{TableRules, preset};
use bjcoach::strategy::chart::{Chart, shipped};
use bjcoach::strategy::count_sim::CountingSeat;
use bjcoach::strategy::indices::{IndexSettings, compute};
use bjcoach::strategy::simulate::{PlayTable, Tally, simulate_parallel};

use crate::cli::Run;

/// Rounds of each run: enough in a debug build to tell counting from flat betting by several
/// intervals; more in release, where they cost little.
const ROUNDS: u64 = if cfg!(debug_assertions) { 1_500_000 } else { 6_000_000 };

/// Six decks, S17, double after split, 75 % penetration: the quebec-s17 table.
struct Runs {
    rules: TableRules,
    chart: Chart,
    /// The Hi-Lo seat with its index plays, seed 1 and seed 2.
    first: Tally,
    second: Tally,
    /// The same seat playing the chart alone, seed 1.
    chart_only: Tally,
    /// One unit a round, the chart, no count, the table's shuffle, seed 1.
    flat: Tally,
}

fn seat(rules: &TableRules, chart: &Chart, deviations: bool) -> CountingSeat {
    let system = bjcoach::strategy::counting::shipped("hi-lo").unwrap();
    let ramp = bjcoach::strategy::ramp::shipped("one-to-eight").unwrap();
    let indices = deviations.then(|| compute(rules, &system, IndexSettings::for_table(rules)).unwrap());
    CountingSeat::new(rules, chart, &system, &ramp, 0.75, indices.as_ref()).unwrap()
}

/// The runs every test here reads, played once.
fn runs() -> &'static Runs {
    static RUNS: OnceLock<Runs> = OnceLock::new();
    RUNS.get_or_init(|| {
        let rules = preset("quebec-s17").unwrap();
        let chart = shipped("quebec-s17").unwrap().unwrap();
        let with = seat(&rules, &chart, true);
        let without = seat(&rules, &chart, false);
        let run = |seat: &CountingSeat, seed| {
            simulate_parallel(&rules, seat, ROUNDS, seed, false, 2, &|_| {}, &|| false)
        };
        let first = run(&with, 1);
        let second = run(&with, 2);
        let chart_only = run(&without, 1);
        let play = PlayTable::from_chart(&chart);
        let flat = simulate_parallel(&rules, &play, ROUNDS, 1, false, 2, &|_| {}, &|| false);
        Runs { rules, chart, first, second, chart_only, flat }
    })
}

/// The difference of two independent estimates and the half-width of its 95 % interval (the
/// two intervals combined in quadrature).
fn difference(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    (a.0 - b.0, a.1.hypot(b.1))
}

fn advantage(t: &Tally) -> (f64, f64) {
    (t.advantage(), t.advantage_ci95())
}

#[test]
fn a_second_run_with_another_seed_confirms_the_advantage() {
    let r = runs();
    let (first, second) = (advantage(&r.first), advantage(&r.second));
    // Independent runs (different seeds): their difference lies within the combined interval.
    let (gap, within) = difference(first, second);
    assert!(gap.abs() <= within, "seed 1 {first:?}, seed 2 {second:?}");
    // The interval is narrow enough to mean something: under half a percent of the amount bet.
    assert!(first.1 < 0.005 && second.1 < 0.005, "{first:?} {second:?}");
    // Beside the advantage off the top (the chart's house edge from the solver, -0.40 %), the
    // count turns the game: both runs lie above it by more than their interval, and above zero.
    let off_the_top = -r.chart.house_edge_percent / 100.0;
    for (adv, ci) in [first, second] {
        assert!(adv - ci > off_the_top, "{adv} ± {ci} vs {off_the_top}");
        assert!(adv - ci > 0.0, "{adv} ± {ci}");
    }
    assert_eq!(r.rules.decks, 6);
}

#[test]
fn counting_with_a_ramp_beats_flat_betting() {
    let r = runs();
    // The flat seat bets one unit, so its advantage is its mean result.
    assert_eq!(r.flat.mean_stake(), 1.0);
    let (gain, within) = difference(advantage(&r.first), advantage(&r.flat));
    assert!(gain > within, "gain {gain} ± {within}");
    // The ramp bets more than one unit on average, and the count varies it: the spread per
    // round (in units) is larger than the flat seat's.
    assert!(r.first.mean_stake() > 1.2, "{}", r.first.mean_stake());
    assert!(r.first.std_dev() > r.flat.std_dev());
    // The flat seat's return agrees with the chart's house edge within its interval, widened to
    // four standard errors as in the simulator's own agreement test (a fixed seed).
    let edge = -r.chart.house_edge_percent / 100.0;
    assert!((r.flat.mean() - edge).abs() < 2.0 * r.flat.ci95(), "{} vs {edge}", r.flat.mean());
}

#[test]
fn deviations_are_worth_nothing_less_than_zero() {
    let r = runs();
    let (value, within) = difference(advantage(&r.first), advantage(&r.chart_only));
    assert!(value + within >= 0.0, "deviations {value} ± {within}");
    // The seat with index plays insures (from its index); the chart alone never does.
    assert!(r.first.insurance > 0);
    assert_eq!(r.chart_only.insurance, 0);
}

#[test]
fn a_seed_replays_a_counting_run_on_any_number_of_threads() {
    let rules = preset("quebec-s17").unwrap();
    let chart = shipped("quebec-s17").unwrap().unwrap();
    let seat = seat(&rules, &chart, false);
    let run = |threads| simulate_parallel(&rules, &seat, 1_200_000, 9, false, threads, &|_| {}, &|| false);
    let one = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one.rounds, 1_200_000);
    assert_ne!(one, simulate_parallel(&rules, &seat, 1_200_000, 10, false, 1, &|_| {}, &|| false));
}

#[test]
fn json_of_a_small_seeded_counting_run() {
    let out = Run::new(&[
        "simulate",
        "--count",
        "hi-lo",
        "--table",
        "book",
        "--hands",
        "20000",
        "--seed",
        "3",
        "--penetration",
        "0.6",
        "--bankroll",
        "2000",
        "--format",
        "json",
    ])
    .ok();
    let mut obj: serde_json::Map<String, serde_json::Value> = serde_json::from_str(out.trim()).unwrap();
    // Speed and threads depend on the machine.
    assert!(obj.remove("rounds_per_second").unwrap().as_f64().unwrap() > 0.0);
    assert!(obj.remove("threads").unwrap().as_u64().unwrap() >= 1);
    insta::assert_snapshot!("count_sim_json", serde_json::to_string_pretty(&obj).unwrap());
}

#[test]
fn the_text_report_names_every_figure_and_fits_the_width() {
    let out = Run::new(&[
        "simulate",
        "--count",
        "hi-lo",
        "--table",
        "book",
        "--hands",
        "5000",
        "--bankroll",
        "1000",
        "--no-deviations",
    ])
    .columns(60)
    .ok();
    assert!(out.lines().all(|l| l.chars().count() <= 60), "{out}");
    let flat = super::cli::flat(&out);
    for words in [
        "player's advantage",
        "off the top",
        "average bet",
        "standard deviation",
        "win per 100 rounds",
        "risk of ruin",
        "exp(-2*mu*B/sigma^2)",
        "the chart alone",
    ] {
        assert!(flat.contains(words), "{words}: {out}");
    }
    assert!(!flat.contains("deviations worth"), "{out}");
}

#[test]
fn bad_counting_flags_are_refused_with_the_accepted_forms() {
    let (_, err) = Run::new(&["simulate", "--ramp", "one-to-four"]).expect(2);
    assert!(err.contains("--count"), "{err}");
    let (_, err) = Run::new(&["simulate", "--count", "hi-lo", "--penetration", "150"]).expect(2);
    assert!(super::cli::flat(&err).contains("0.75 or 75"), "{err}");
    let (_, err) = Run::new(&["simulate", "--count", "hi-lo", "--ramp", "steep"]).expect(2);
    assert!(super::cli::flat(&err).contains("one-to-eight, one-to-four"), "{err}");
    let (_, err) = Run::new(&["simulate", "--count", "nonsense"]).expect(2);
    assert!(err.contains("hi-lo"), "{err}");
    let (_, err) = Run::new(&["simulate", "--count", "hi-lo", "--compare", "chart,me"]).expect(2);
    assert!(err.contains("--compare"), "{err}");
}
