//! Times the solver on the preset tables: `cargo run --release --example solver_bench [TABLE...]`.
//!
//! For each table: the processor time to compute every value of every two-card hand against every
//! up card (splits to the table's limit included), the chart and its house edge, from a full shoe,
//! the first time (cold: the hand and dealer graphs are built then) and the next times (warm:
//! median and best of `BENCH_RUNS`, 20 by default); then the peak memory of the whole run.
//! Processor time counts only the time the solver ran, where the wall clock on a shared machine
//! counts the waits too; pin the run to one core with `taskset -c 1`.
//!
//! `solver_bench --callgrind [TABLE...]`, when `valgrind` is on the path, runs this program under
//! `valgrind --tool=callgrind` for each table and prints the instructions of one cold and one warm
//! solve (counted only inside the solve, start-up left out): a count that does not move with the
//! load of the machine.
//!
//! Before and after in one run: with `SOLVER_BENCH_BEFORE=PATH` naming an older build of this
//! program (a copy kept outside the target folder), both run as child processes, alternately,
//! `BENCH_ROUNDS` times each (5 by default), and the medians of their warm medians and best times
//! are printed side by side; with `--callgrind`, the instructions of both.

use std::path::Path;
use std::time::Instant;

// Each benchmark uses only some of the shared helpers.
#[allow(dead_code)]
mod before_after;

use bjcoach::game::rules::{TableRules, preset, preset_names};
use bjcoach::strategy::solver::{Composition, Solution, solve};

/// A solve, kept out of line so that callgrind can count it alone.
#[inline(never)]
fn counted_solve(rules: &TableRules, shoe: &Composition) -> Solution {
    solve(rules, shoe)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let callgrind = args.first().is_some_and(|a| a == "--callgrind");
    // `--once cold|warm TABLE`: one solve counted (after one that is not, when warm), nothing
    // printed: the run callgrind counts.
    let once = args.first().is_some_and(|a| a == "--once");
    let mut warm_up = false;
    if callgrind {
        args.remove(0);
    } else if once {
        warm_up = args.get(1).is_some_and(|a| a == "warm");
        args.drain(..2.min(args.len()));
    }
    let names: Vec<&str> =
        if args.is_empty() { preset_names() } else { args.iter().map(String::as_str).collect() };
    let before = if once { None } else { before_after::before_binary("SOLVER_BENCH_BEFORE") };
    if callgrind {
        if let Some(before) = &before {
            println!("before: {}", before.display());
            count_instructions(before, &names);
            println!("after: this build");
        }
        if let Ok(me) = std::env::current_exe() {
            count_instructions(&me, &names);
        }
        return;
    }
    if let Some(before) = before {
        compare(&before, &names);
        return;
    }
    for name in names {
        let Ok(rules) = preset(name) else {
            eprintln!("no table called `{name}`");
            continue;
        };
        let shoe = Composition::full(rules.decks);
        if once {
            if warm_up {
                std::hint::black_box(solve(&rules, &shoe));
            }
            std::hint::black_box(counted_solve(&rules, &shoe));
            continue;
        }
        let start = before_after::thread_cpu_seconds();
        let first = counted_solve(&rules, &shoe);
        let cold = (before_after::thread_cpu_seconds() - start) * 1000.0;
        let runs: usize = std::env::var("BENCH_RUNS").ok().and_then(|v| v.parse().ok()).unwrap_or(20);
        let mut times = Vec::with_capacity(runs);
        let wall = Instant::now();
        for _ in 0..runs.max(1) {
            let start = before_after::thread_cpu_seconds();
            std::hint::black_box(counted_solve(&rules, &shoe));
            times.push((before_after::thread_cpu_seconds() - start) * 1000.0);
        }
        let wall_ms = wall.elapsed().as_secs_f64() * 1000.0 / times.len() as f64;
        times.sort_by(f64::total_cmp);
        println!(
            "{name:12} {} deck(s), up to {} hands: warm median {:7.2} ms, best {:7.2} ms, cold {cold:7.2} ms of processor time (wall {wall_ms:7.2} ms a solve; house edge {:.4} %)",
            rules.decks,
            rules.max_hands,
            times[times.len() / 2],
            times[0],
            first.chart.house_edge_percent
        );
    }
    if !once && let Some(peak) = peak_memory_kb() {
        println!("peak memory of the process: {:.1} MB", peak as f64 / 1024.0);
    }
}

/// Runs an older build and this one alternately on each table, and prints both one's figures.
fn compare(before: &Path, names: &[&str]) {
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(5);
    println!(
        "before {} and after (this build), {rounds} runs each, alternately; medians of their figures (processor time of a solve)",
        before.display()
    );
    for &name in names {
        let (old, new) = match before_after::interleaved(before, &[name], rounds) {
            Ok(outputs) => outputs,
            Err(e) => {
                eprintln!("{e}");
                continue;
            }
        };
        let figure = |outputs: &[String], label: &str| {
            before_after::median(before_after::figures(outputs, name, label))
        };
        let (old_warm, new_warm) = (figure(&old, "warm median"), figure(&new, "warm median"));
        let (old_best, new_best) = (figure(&old, "best"), figure(&new, "best"));
        println!(
            "{name:12} warm median {old_warm:7.2} -> {new_warm:7.2} ms ({:.2}x), best {old_best:7.2} -> {new_best:7.2} ms",
            old_warm / new_warm
        );
    }
}

/// Runs `bin` (this program or an older build of it) under callgrind once per table, and prints
/// the instructions of a cold and a warm solve.
fn count_instructions(me: &Path, names: &[&str]) {
    let count = |name: &str, when: &str| {
        before_after::callgrind(me, &["--once", when, name], "*counted_solve*").map(|(n, _)| n)
    };
    if !before_after::valgrind_present() {
        return;
    }
    for &name in names {
        let (Some(cold), Some(warm)) = (count(name, "cold"), count(name, "warm")) else {
            eprintln!("{name}: callgrind gave no count");
            continue;
        };
        println!(
            "{name:12} instructions: warm {:8.2} M, cold {:8.2} M",
            warm as f64 / 1e6,
            cold as f64 / 1e6
        );
    }
}

/// The most memory the process has held, where the system says (Linux's `VmHWM`).
fn peak_memory_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
