//! `bjcoach edge`: a table's house edge, the dealer's outcomes and the value of insurance.

use std::io::Write;

use clap::Args;

use super::args::{LangArg, ShoeChoice, TableChoice};
use super::{CliError, Out};
use crate::game::describe::one_line_in;
use crate::lang::Lang;
use crate::strategy::solver::report::edge_report_in;
use crate::strategy::solver::solve;

/// Arguments of `bjcoach edge`.
#[derive(Debug, Default, Args)]
pub struct EdgeArgs {
    #[command(flatten)]
    table: TableChoice,
    #[command(flatten)]
    shoe: ShoeChoice,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

impl EdgeArgs {
    /// The house edge of `table` with a full shoe, as `bjcoach edge --table NAME` shows it.
    pub fn of(table: TableChoice) -> EdgeArgs {
        EdgeArgs { table, ..EdgeArgs::default() }
    }
}

/// Prints the chosen table's house edge, dealer outcomes and insurance value; `run_lang` is the
/// run's language, which `--lang` overrides.
pub fn run(args: &EdgeArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
    let rules = args.table.load()?;
    let shoe = args.shoe.composition(&rules)?;
    let solution = solve(&rules, &shoe);
    if let Some(line) = args.shoe.describe(&shoe, lang) {
        writeln!(out.w, "{line}")?;
    }
    write!(out.w, "{}", edge_report_in(&solution, &one_line_in(&rules, lang), lang))?;
    Ok(())
}
