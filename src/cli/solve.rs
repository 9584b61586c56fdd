//! `bjcoach solve`: computes a table's strategy chart with the exact solver and writes it as the
//! chart file (`charts/<table>.yaml` for the presets).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;

use super::args::{LangArg, TableChoice};
use super::{CliError, Out};
use crate::lang::{Arg, Lang};
use crate::strategy::solver::{Composition, solve};

/// Arguments of `bjcoach solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Write the chart to this file instead of printing it.
    #[arg(long, short = 'o', value_name = "PATH")]
    output: Option<PathBuf>,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// Solves the chosen table and prints or writes its chart.
/// `run_lang` is the run's language, which `--lang` overrides.
pub fn run(args: &SolveArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
    let rules = args.table.load()?;
    let solution = solve(&rules, &Composition::full(rules.decks));
    let yaml = solution.chart.to_yaml();
    match super::args::output_file(args.output.as_ref()) {
        Some(path) => {
            std::fs::write(path, yaml).map_err(|e| {
                let (path, error) = (path.display().to_string(), e.to_string());
                CliError::said(move |lang| {
                    lang.text(
                        "error-cannot-write-chart",
                        &[("path", Arg::Text(&path)), ("error", Arg::Text(&error))],
                    )
                })
            })?;
            let (path, edge) =
                (path.display().to_string(), lang.decimal(solution.chart.house_edge_percent, 3));
            let wrote = lang.text(
                "solve-wrote",
                &[("table", Arg::Text(&rules.id)), ("path", Arg::Text(&path)), ("edge", Arg::Text(&edge))],
            );
            writeln!(out.w, "{wrote}")?;
        }
        None => {
            out.for_programs()?;
            write!(out.w, "{yaml}")?
        }
    }
    Ok(())
}
