//! `bjcoach edge`: a table's house edge, the dealer's outcomes and the value of insurance.

use clap::Args;

use super::{CliError, Out, TableChoice};
use crate::describe::one_line;
use crate::solver::report::edge_report;
use crate::solver::{Composition, solve};

/// Arguments of `bjcoach edge`.
#[derive(Debug, Args)]
pub struct EdgeArgs {
    #[command(flatten)]
    table: TableChoice,
}

/// Prints the chosen table's house edge, dealer outcomes and insurance value.
pub fn run(args: &EdgeArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let solution = solve(&rules, &Composition::full(rules.decks));
    write!(out.w, "{}", edge_report(&solution, &one_line(&rules)))?;
    Ok(())
}
