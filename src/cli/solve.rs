//! `bjcoach solve`: computes a table's strategy chart with the exact solver and writes it as the
//! chart file (`charts/<table>.yaml` for the presets).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::args::TableChoice;
use super::{CliError, Out};
use crate::strategy::solver::{Composition, solve};

/// Arguments of `bjcoach solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Write the chart to this file instead of printing it.
    #[arg(long, short = 'o', value_name = "PATH")]
    output: Option<PathBuf>,
}

/// Solves the chosen table and prints or writes its chart.
pub fn run(args: &SolveArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let solution = solve(&rules, &Composition::full(rules.decks));
    let yaml = solution.chart.to_yaml();
    match super::args::output_file(args.output.as_ref()) {
        Some(path) => {
            std::fs::write(path, yaml).map_err(|e| {
                CliError::BadInput(format!("{}: cannot write the chart: {e}", path.display()))
            })?;
            writeln!(
                out.w,
                "Wrote the chart of `{}` to {} (house edge {:.3} %).",
                rules.id,
                path.display(),
                solution.chart.house_edge_percent
            )?;
        }
        None => {
            out.for_programs()?;
            write!(out.w, "{yaml}")?
        }
    }
    Ok(())
}
