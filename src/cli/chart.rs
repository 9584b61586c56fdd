//! `bjcoach chart`: a table's strategy chart as a coloured grid, JSON or CSV.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::{ResplitArg, ShoeChoice, TableChoice};
use super::term::note;
use super::{CliError, Out};
use crate::game::describe::one_line;
use crate::strategy::solver::report::natural_note;
use crate::strategy::solver::solve_with;

/// Arguments of `bjcoach chart`.
#[derive(Debug, Args)]
pub struct ChartArgs {
    #[command(flatten)]
    table: TableChoice,
    #[command(flatten)]
    shoe: ShoeChoice,
    /// A grid to read, one JSON object, or CSV.
    #[arg(long, value_enum, default_value_t = ChartFormat::Text)]
    format: ChartFormat,
    /// When a pair dealt to a split hand is split again: `chart` (when the chart splits it) or
    /// `always` (every time the table allows, split hands played as unsplit); see `bjcoach ev`.
    #[arg(long, value_enum, default_value_t = ResplitArg::Chart)]
    resplit: ResplitArg,
}

/// Output forms of `bjcoach chart`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ChartFormat {
    Text,
    Json,
    Csv,
}

/// Prints the chosen table's chart.
pub fn run(args: &ChartArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let (chart, removed) = if args.shoe.removed.is_some() || args.resplit != ResplitArg::Chart {
        // The chart of the cards left, or under another re-split convention, solved on the spot.
        let shoe = args.shoe.composition(&rules)?;
        (solve_with(&rules, &shoe, args.resplit.mode()).chart, args.shoe.describe(&shoe))
    } else {
        (args.table.chart(&rules)?, None)
    };
    if args.format != ChartFormat::Text {
        out.for_programs()?;
    }
    match args.format {
        ChartFormat::Text => {
            if let Some(line) = &removed {
                writeln!(out.w, "{line}")?;
            }
            write!(out.w, "{}", chart.render_grid(&one_line(&rules), out.paint.is_enabled()))?
        }
        ChartFormat::Json => writeln!(out.w, "{}", chart.to_json())?,
        ChartFormat::Csv => {
            write!(out.w, "{}", chart.to_csv())?;
            note(natural_note(chart.conditioned_on_no_dealer_blackjack));
        }
    }
    if args.format != ChartFormat::Text
        && let Some(line) = &removed
    {
        note(line);
    }
    Ok(())
}
