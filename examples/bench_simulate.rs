//! Prints how many rounds per second the simulator plays on one core with each table's chart, for
//! 6-deck tables and for the book's single deck shuffled every round. Run with `cargo run --release --example bench_simulate`.

use std::time::Instant;

use bjcoach::chart::shipped;
use bjcoach::rules::preset;
use bjcoach::simulate::{PlayTable, Simulator, Tally};

fn main() {
    let rounds: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20_000_000);
    for name in ["quebec-s17", "casino-fr", "book"] {
        let (Ok(rules), Some(Ok(chart))) = (preset(name), shipped(name)) else { continue };
        // The table's chart, so splits, re-splits, doubles and surrender all come into play.
        let play = PlayTable::from_chart(&chart);
        let mut sim = Simulator::new(&rules, &play, 1, false);
        let mut tally = Tally::default();
        let start = Instant::now();
        sim.run(rounds, &mut tally);
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name:<11} {:>6.2} M rounds/s  ({rounds} rounds in {secs:.2} s; return {:+.3} % ± {:.3})",
            rounds as f64 / secs / 1e6,
            tally.mean() * 100.0,
            tally.ci95() * 100.0
        );
    }
}
