//! Times `bjcoach indices` on one core: every index of a six-deck table (S17, double after split,
//! late surrender) for Hi-Lo, and of every preset, and prints them.
//!
//! `cargo run --release --example indices_bench`

use std::time::Instant;

use bjcoach::game::rules::{PRESET_SOURCES, TableRules, presets};
use bjcoach::strategy::counting::shipped;
use bjcoach::strategy::indices::{IndexSettings, compute};

fn main() -> Result<(), Box<dyn std::error::Error>> {
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
            "{:<12} {} decks  {:>3} indices  {:.2} s",
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
