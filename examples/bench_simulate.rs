//! Prints how many rounds per second the simulator plays on one core: each table's chart on 6-deck
//! tables and on the book's single deck shuffled every round, a learner's habits (every cell of
//! the chart mixed with a wrong play) beside the chart on a 6-deck table, and a Hi-Lo counting
//! seat (1-8 ramp, 75 % penetration, with and without its index plays) beside the chart alone,
//! all in the same run.
//! Run with `cargo run --release --example bench_simulate [ROUNDS [WORD]]`: with a word, only
//! the runs whose label holds it are played, so that
//! `valgrind --tool=callgrind --toggle-collect='*time_seat*' target/release/examples/bench_simulate
//! 200000 deviations` counts the instructions of that run alone (divide by the rounds).
//!
//! Before and after in one run: with `BENCH_SIMULATE_BEFORE=PATH` naming an older build of this
//! program (a copy kept outside the target folder), both run as child processes with the same
//! arguments, alternately, `BENCH_ROUNDS` times each (3 by default), and each line's median rate
//! is printed for both. Pin the run to one core with `taskset -c 1`.
//!
//! `bench_simulate --callgrind [ROUNDS [WORD]]`, when `valgrind` is on the path, prints the
//! instructions a round of each seat (or of the runs whose label holds WORD), 100,000 rounds by
//! default, counted inside the simulator's runs alone (its set-up and the index plays' computation
//! left out), for this build and for the one `BENCH_SIMULATE_BEFORE` names: a count that does not
//! move with the load of the machine. A counting seat's run takes about 20 s under valgrind, most
//! of it computing the index plays.

use std::path::Path;
use std::time::Instant;

// Each benchmark uses only some of the shared helpers.
#[allow(dead_code)]
mod before_after;

use bjcoach::game::rules::{TableRules, preset};
use bjcoach::strategy::chart::{Chart, shipped};
use bjcoach::strategy::count_sim::CountingSeat;
use bjcoach::strategy::indices::{IndexSettings, compute};
use bjcoach::strategy::simulate::{PlayTable, Seat, Simulator, Tally, row_of};

fn time(label: &str, rules: &TableRules, play: &PlayTable, rounds: u64) -> f64 {
    time_seat(label, rules, Seat::Flat(play), rounds)
}

/// The word a run's label must hold to be played (every run when none was given).
fn wanted(label: &str) -> bool {
    std::env::args().nth(2).is_none_or(|word| label.contains(&word))
}

/// Rounds per second of processor time on one thread (the wall-clock rate in brackets); NaN for
/// a run left out by [`wanted`].
#[inline(never)]
fn time_seat(label: &str, rules: &TableRules, seat: Seat<'_>, rounds: u64) -> f64 {
    if !wanted(label) {
        return f64::NAN;
    }
    let mut sim = Simulator::for_seat(rules, seat, 1, false);
    let mut tally = Tally::default();
    let start = Instant::now();
    let cpu_start = before_after::thread_cpu_seconds();
    sim.run(rounds, &mut tally);
    let cpu = before_after::thread_cpu_seconds() - cpu_start;
    let secs = start.elapsed().as_secs_f64();
    let rate = if cpu.is_finite() && cpu > 0.0 { rounds as f64 / cpu } else { rounds as f64 / secs };
    println!(
        "{label:<22} {:>6.2} M rounds/s  ({rounds} rounds in {cpu:.2} s of one core, {:.2} M/s by the wall clock; advantage {:+.3} % ± {:.3})",
        rate / 1e6,
        rounds as f64 / secs / 1e6,
        tally.advantage() * 100.0,
        tally.advantage_ci95() * 100.0
    );
    rate
}

/// A Hi-Lo seat at quebec-s17 betting 1-8, shuffling at 75 %, timed beside the chart alone.
fn counting(rounds: u64) {
    let (Ok(rules), Some(Ok(chart)), Ok(system), Ok(ramp)) = (
        preset("quebec-s17"),
        shipped("quebec-s17"),
        bjcoach::strategy::counting::shipped("hi-lo"),
        bjcoach::strategy::ramp::shipped("one-to-eight"),
    ) else {
        return;
    };
    // The chart alone is timed here again only beside a counting seat (it is timed on its own in
    // `main`).
    if !["hi-lo 1-8 deviations", "hi-lo 1-8 chart only"].into_iter().any(wanted) {
        return;
    }
    let start = Instant::now();
    let Ok(indices) = compute(&rules, &system, IndexSettings::for_table(&rules)) else { return };
    println!("{:<22} {:>6.2} s to compute the index plays once", "", start.elapsed().as_secs_f64());
    let (Ok(with), Ok(without)) = (
        CountingSeat::new(&rules, &chart, &system, &ramp, 0.75, Some(&indices)),
        CountingSeat::new(&rules, &chart, &system, &ramp, 0.75, None),
    ) else {
        return;
    };
    let flat = time("quebec-s17 chart", &rules, &PlayTable::from_chart(&chart), rounds);
    let counted = time_seat("hi-lo 1-8 deviations", &rules, Seat::Counting(&with), rounds);
    time_seat("hi-lo 1-8 chart only", &rules, Seat::Counting(&without), rounds);
    slower(flat, counted);
}

/// How many times slower the second rate is than the chart's (said when both were run).
fn slower(chart: f64, other: f64) {
    if (chart / other).is_finite() {
        println!("{:<22} {:>6.2} times slower than the chart", "", chart / other);
    }
}

/// Every cell plays its chart code four times in five and stands or hits otherwise.
fn habits(chart: &Chart) -> PlayTable {
    let mut t = PlayTable::from_chart(chart);
    for cell in &chart.cells {
        let (row, player) = row_of(cell.kind, cell.player);
        let code = cell.action.to_string();
        let slip = if code.starts_with('S') { "H" } else { "S" };
        t.set_mix(row, player, cell.dealer.points(), &[(code.as_str(), 4.0), (slip, 1.0)]);
    }
    t
}

fn main() {
    if std::env::args().nth(1).is_some_and(|a| a == "--callgrind") {
        let args: Vec<String> = std::env::args().skip(2).collect();
        let rounds: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100_000);
        let words: Vec<&str> = match args.get(1) {
            Some(word) => vec![word.as_str()],
            None => vec![
                "quebec-s17 chart",
                "quebec-s17 habits",
                "casino-fr chart",
                "book chart",
                "hi-lo 1-8 deviations",
                "hi-lo 1-8 chart only",
            ],
        };
        count_instructions(rounds, &words);
        return;
    }
    if let Some(before) = before_after::before_binary("BENCH_SIMULATE_BEFORE") {
        if let Err(e) = compare(&before) {
            eprintln!("{e}");
            std::process::exit(1);
        }
        return;
    }
    let rounds: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20_000_000);
    for name in ["quebec-s17", "casino-fr", "book"] {
        let (Ok(rules), Some(Ok(chart))) = (preset(name), shipped(name)) else { continue };
        // The table's chart, so splits, re-splits, doubles and surrender all come into play.
        let chart_rate = time(&format!("{name} chart"), &rules, &PlayTable::from_chart(&chart), rounds);
        if name == "quebec-s17" && wanted(&format!("{name} habits")) {
            let habits_rate = time(&format!("{name} habits"), &rules, &habits(&chart), rounds);
            slower(chart_rate, habits_rate);
        }
    }
    counting(rounds);
}

/// The rates of one run, in the order printed: each line's label and millions of rounds a second.
fn rates(output: &str) -> Vec<(String, f64)> {
    output
        .lines()
        .filter_map(|l| {
            let at = l.find(" M rounds/s")?;
            let mut words = l[..at].split_whitespace().rev();
            let rate = words.next()?.parse().ok()?;
            let label: Vec<&str> = words.rev().collect();
            Some((label.join(" "), rate))
        })
        .collect()
}

/// Runs an older build and this one alternately with this run's arguments, and prints each
/// line's median rate for both.
fn compare(before: &Path) -> Result<(), String> {
    let runs: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (old, new) = before_after::interleaved(before, &args, runs)?;
    println!(
        "before {} and after (this build), {runs} runs each, alternately; median M rounds/s of processor time",
        before.display()
    );
    let (old, new) = (before_after::medians_by_line(&old, rates), before_after::medians_by_line(&new, rates));
    for ((label, now), (_, was)) in new.iter().zip(&old) {
        println!("{label:<22} {was:6.2} -> {now:6.2} M rounds/s ({:.2}x)", now / was);
    }
    Ok(())
}

/// Prints the instructions a round of the runs whose labels hold each word, for the older build
/// `BENCH_SIMULATE_BEFORE` names (if any) and this one: counted inside `Simulator::run` alone, over
/// every run the word picks.
fn count_instructions(rounds: u64, words: &[&str]) {
    if !before_after::valgrind_present() {
        return;
    }
    let Ok(me) = std::env::current_exe() else { return };
    let mut builds = Vec::new();
    if let Some(before) = before_after::before_binary("BENCH_SIMULATE_BEFORE") {
        builds.push(("before", before));
    }
    builds.push(("after", me));
    println!(
        "instructions a round, inside the simulator's runs ({rounds} rounds a run, valgrind --tool=callgrind)"
    );
    let rounds_text = rounds.to_string();
    for word in words {
        let line: Vec<String> = builds
            .iter()
            .map(|(label, build)| {
                let counted = before_after::callgrind(build, &[&rounds_text, word], "*Simulator<*>::run");
                // A word may pick more than one run: each printed its rate.
                match counted.map(|(n, out)| (n, rates(&out).len() as u64)) {
                    Some((n, runs)) if runs > 0 => {
                        format!("{label} {:7.1}", n as f64 / (runs * rounds) as f64)
                    }
                    _ => format!("{label} no count"),
                }
            })
            .collect();
        println!("{word:<22} {}", line.join(" | "));
    }
}
