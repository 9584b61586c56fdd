//! `bjcoach chart`: a table's strategy chart as a coloured grid, JSON or CSV.

use clap::{Args, ValueEnum};

use super::ev::ResplitArg;
use super::{CliError, Out, ShoeChoice, TableChoice};
use crate::game::describe::one_line;
use crate::game::rules::TableRules;
use crate::strategy::chart::{Chart, shipped};
use crate::strategy::solver::{Composition, solve, solve_with};

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

/// The chart of a table: the shipped one for a preset, solved on the spot for a table file.
pub fn chart_for(choice: &TableChoice, rules: &TableRules) -> Result<Chart, CliError> {
    if choice.table_file.is_none()
        && let Some(found) = shipped(&rules.id)
    {
        return found.map_err(CliError::BadData);
    }
    Ok(solve(rules, &Composition::full(rules.decks)).chart)
}

/// Prints the chosen table's chart.
pub fn run(args: &ChartArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let (chart, removed) = if args.shoe.removed.is_some() || args.resplit != ResplitArg::Chart {
        // The chart of the cards left, or under another re-split convention, solved on the spot.
        let shoe = args.shoe.composition(&rules)?;
        (solve_with(&rules, &shoe, args.resplit.mode()).chart, args.shoe.describe(&shoe))
    } else {
        (chart_for(&args.table, &rules)?, None)
    };
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
            super::ev::note(chart.conditioned_on_no_dealer_blackjack);
        }
    }
    if args.format != ChartFormat::Text
        && let Some(line) = &removed
    {
        super::stats::note(line);
    }
    Ok(())
}
