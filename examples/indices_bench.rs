//! Times `bjcoach indices` on one core: every index of a six-deck table (S17, double after split,
//! late surrender) for Hi-Lo, and of every preset, and prints them.
//!
//! `cargo run --release --example indices_bench`
//!
//! Before and after in one run: with `INDICES_BENCH_BEFORE=PATH` naming an older build of this
//! program (a copy kept outside the target folder), both run as child processes, alternately,
//! `BENCH_ROUNDS` times each (3 by default), and the median time of each table is printed for
//! both. Pin the run to one core with `taskset -c 1`.

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
        let indices = compute(rules, &hilo, IndexSettings::for_table(rules))?;
        let seconds = start.elapsed().as_secs_f64();
        println!(
            "{:<12} {} decks  {:>3} indices  {:.3} s",
            rules.id,
            rules.decks,
            indices.plays.len() + usize::from(indices.insurance.is_some()),
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

/// The tables' lines of one run: each table's name and seconds, in the order printed.
fn timings(output: &str) -> Vec<(String, f64)> {
    output
        .lines()
        .filter(|l| l.contains(" indices ") && l.ends_with(" s"))
        .filter_map(|l| {
            let mut words = l.split_whitespace().rev();
            words.next()?;
            let seconds = words.next()?.parse().ok()?;
            Some((l.split_whitespace().next()?.to_string(), seconds))
        })
        .collect()
}

/// Runs an older build and this one alternately, and prints each table's median time for both.
fn compare(before: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(3);
    let (old, new) = before_after::interleaved(before, &[], rounds)?;
    println!(
        "before {} and after (this build), {rounds} runs each, alternately; median seconds",
        before.display()
    );
    let (old, new) =
        (before_after::medians_by_line(&old, timings), before_after::medians_by_line(&new, timings));
    for ((name, now), (_, was)) in new.iter().zip(&old) {
        println!("{name:<12} {was:6.3} -> {now:6.3} s ({:.2}x)", was / now);
    }
    Ok(())
}
