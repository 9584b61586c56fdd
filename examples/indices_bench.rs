//! Times `bjcoach indices`: every index of a six-deck table (S17, double after split, late
//! surrender) for Hi-Lo, and of every preset, and prints them, with the processor time they took
//! (on all threads) and the wait by the wall clock. The counts are solved on every processor the
//! machine has: pinned to one core with `taskset -c 1`, the wait is the processor time.
//!
//! `cargo run --release --example indices_bench`
//!
//! Before and after in one run: with `INDICES_BENCH_BEFORE=PATH` naming an older build of this
//! program (a copy kept outside the target folder), both run as child processes, alternately,
//! `BENCH_ROUNDS` times each (3 by default), and the median times of each table are printed for
//! both.

use std::path::Path;
use std::time::Instant;

// Each benchmark uses only some of the shared helpers.
#[allow(dead_code)]
mod before_after;

use bjcoach::game::rules::{PRESET_SOURCES, TableRules, presets};
use bjcoach::strategy::counting::shipped;
use bjcoach::strategy::indices::{IndexSettings, compute};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    if let Some(before) = before_after::before_binary("INDICES_BENCH_BEFORE") {
        return compare(&before);
    }
    let hilo = shipped("hi-lo")?;
    let yaml = PRESET_SOURCES.iter().find(|p| p.id == "quebec-s17").map(|p| p.yaml).unwrap_or_default();
    let late = TableRules::from_yaml(
        "six decks, late surrender",
        &yaml.replace("surrender: none", "surrender: late"),
    )?;
    let mut tables = vec![late];
    tables.extend(presets()?);
    for rules in &tables {
        let start = Instant::now();
        let cpu_start = before_after::process_cpu_seconds();
        let indices = compute(rules, &hilo, IndexSettings::for_table(rules))?;
        let cpu = before_after::process_cpu_seconds() - cpu_start;
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{:<12} {} decks  {:>3} indices  {:.3} s of processor time, waited {:.3} s",
            rules.id,
            rules.decks,
            indices.plays.len() + usize::from(indices.insurance.is_some()),
            cpu,
            seconds
        );
        if rules.id == tables[0].id {
            if let Some(ins) = &indices.insurance {
                println!("  insurance A  {:+}  worth {:.3}", ins.index, ins.worth_per_100);
            }
            for p in &indices.plays {
                println!(
                    "  {:?} {:<9} {}  {:>3} ({:+.2})  {} above, {} below  ({:+.4} vs {:+.4}) worth {:.4} {}",
                    p.decision,
                    p.hand(),
                    p.dealer,
                    p.index,
                    p.crossing,
                    p.above,
                    p.below,
                    p.value_above,
                    p.value_below,
                    p.worth_per_100,
                    p.note.as_deref().unwrap_or("")
                );
            }
        }
    }
    Ok(())
}

/// The tables' lines of one run: each table's name and one figure, in the order printed. A line
/// reads `NAME N decks  K indices  CPU s of processor time, waited WAIT s`; an older build's line
/// ends `WAIT s` alone, single-threaded, so that its wait stands for its processor time too.
fn timings(output: &str, waited: bool) -> Vec<(String, f64)> {
    output
        .lines()
        .filter(|l| l.contains(" indices "))
        .filter_map(|l| {
            let figure = match l.split_once(" s of processor time, waited ") {
                Some((cpu, _)) if !waited => cpu.split_whitespace().last()?,
                Some((_, wait)) => wait.split_whitespace().next()?,
                None => l.split_whitespace().rev().nth(1)?,
            };
            Some((l.split_whitespace().next()?.to_string(), figure.parse().ok()?))
        })
        .collect()
}

/// Runs an older build and this one alternately, and prints each table's median time for both.
fn compare(before: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    let (old, new) = before_after::interleaved(before, &[], rounds)?;
    println!(
        "before {} and after (this build), {rounds} runs each, alternately; median seconds of \
         processor time, then of waiting",
        before.display()
    );
    let cpu = |output: &str| timings(output, false);
    let wait = |output: &str| timings(output, true);
    let (old_cpu, new_cpu) =
        (before_after::medians_by_line(&old, cpu), before_after::medians_by_line(&new, cpu));
    let (old_wait, new_wait) =
        (before_after::medians_by_line(&old, wait), before_after::medians_by_line(&new, wait));
    for (((name, now), (_, was)), ((_, now_wait), (_, was_wait))) in
        new_cpu.iter().zip(&old_cpu).zip(new_wait.iter().zip(&old_wait))
    {
        println!(
            "{name:<12} {was:6.3} -> {now:6.3} s ({:.2}x), waited {was_wait:6.3} -> {now_wait:6.3} s ({:.2}x)",
            was / now,
            was_wait / now_wait
        );
    }
    Ok(())
}
