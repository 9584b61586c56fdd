//! The long agreement check: plays each preset's chart from a fresh shoe every round and prints
//! the simulated return beside the solver's house edge, with the 95 % interval.
//! Run with `cargo run --release --example edge_agreement [ROUNDS]` (default 50 million a table).

use bjcoach::game::rules::{preset, preset_names};
use bjcoach::strategy::chart::shipped;
use bjcoach::strategy::simulate::{PlayTable, simulate_parallel};

fn main() {
    let rounds: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(50_000_000);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    println!("{:<11} {:>10} {:>10} {:>9} {:>7}", "table", "solver %", "simulated", "± 95 %", "agree");
    for name in preset_names() {
        let (Ok(rules), Some(Ok(chart))) = (preset(name), shipped(name)) else { continue };
        let play = PlayTable::from_chart(&chart);
        let t = simulate_parallel(&rules, &play, rounds, 2026, true, threads, &|_| {}, &|| false);
        let simulated = -t.mean() * 100.0;
        let ci = t.ci95() * 100.0;
        let agree = (simulated - chart.house_edge_percent).abs() <= ci;
        println!(
            "{name:<11} {:>10.4} {simulated:>10.4} {ci:>9.4} {:>7}",
            chart.house_edge_percent,
            if agree { "yes" } else { "NO" }
        );
    }
}
