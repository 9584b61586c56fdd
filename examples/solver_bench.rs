//! Times the solver on the preset tables: `cargo run --release --example solver_bench [TABLE...]`.
//!
//! For each table: the time to compute every value of every two-card hand against every up card
//! (splits to the table's limit included), the chart and its house edge, from a full shoe; then the
//! peak memory of the whole run.

use std::time::Instant;

use bjcoach::game::rules::{preset, preset_names};
use bjcoach::strategy::solver::{Composition, solve};

fn main() {
    let chosen: Vec<String> = std::env::args().skip(1).collect();
    let names: Vec<&str> =
        if chosen.is_empty() { preset_names() } else { chosen.iter().map(String::as_str).collect() };
    for name in names {
        let Ok(rules) = preset(name) else {
            eprintln!("no table called `{name}`");
            continue;
        };
        let shoe = Composition::full(rules.decks);
        // The first solve also builds the hand and dealer graphs, which are kept for the next ones.
        let start = Instant::now();
        let first = solve(&rules, &shoe);
        let cold = start.elapsed().as_secs_f64() * 1000.0;
        let runs: u32 = std::env::var("BENCH_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(10);
        let mut best = f64::INFINITY;
        let mut total = 0.0;
        for _ in 0..runs {
            let start = Instant::now();
            let s = solve(&rules, &shoe);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            std::hint::black_box(s);
            best = best.min(ms);
            total += ms;
        }
        println!(
            "{name:12} {} deck(s), up to {} hands: best {best:7.2} ms, mean {:7.2} ms, first {cold:7.2} ms (house edge {:.4} %)",
            rules.decks,
            rules.max_hands,
            total / f64::from(runs.max(1)),
            first.chart.house_edge_percent
        );
    }
    if let Some(peak) = peak_memory_kb() {
        println!("peak memory of the process: {:.1} MB", peak as f64 / 1024.0);
    }
}

/// The most memory the process has held, where the system says (Linux's `VmHWM`).
fn peak_memory_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
