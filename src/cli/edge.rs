//! `bjcoach edge`: a table's house edge, the dealer's outcomes and the value of insurance.

use std::io::Write;

use clap::Args;

use super::args::{ShoeChoice, TableChoice};
use super::{CliError, Out};
use crate::game::describe::one_line;
use crate::strategy::solver::report::edge_report;
use crate::strategy::solver::solve;

/// Arguments of `bjcoach edge`.
#[derive(Debug, Default, Args)]
pub struct EdgeArgs {
    #[command(flatten)]
    table: TableChoice,
    #[command(flatten)]
    shoe: ShoeChoice,
}

impl EdgeArgs {
    /// The house edge of `table` with a full shoe, as `bjcoach edge --table NAME` shows it.
    pub fn of(table: TableChoice) -> EdgeArgs {
        EdgeArgs { table, ..EdgeArgs::default() }
    }
}

/// Prints the chosen table's house edge, dealer outcomes and insurance value.
pub fn run(args: &EdgeArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let shoe = args.shoe.composition(&rules)?;
    let solution = solve(&rules, &shoe);
    if let Some(line) = args.shoe.describe(&shoe) {
        writeln!(out.w, "{line}")?;
    }
    write!(out.w, "{}", edge_report(&solution, &one_line(&rules)))?;
    Ok(())
}
