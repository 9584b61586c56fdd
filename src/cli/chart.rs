//! `bjcoach chart`: a table's strategy chart as a coloured grid, JSON, CSV or a printable HTML
//! card.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::{LangArg, ResplitArg, ShoeChoice, TableChoice};
use super::term::note;
use super::{CliError, Out};
use crate::game::describe::{one_line_in, title_in};
use crate::lang::Lang;
use crate::strategy::solver::report::natural_note_in;
use crate::strategy::solver::solve_with;
use crate::web::chart_card as card;

/// Arguments of `bjcoach chart`; the defaults are the command line's (clap reads them from
/// `Default`), so the menu's typed command is the one typed without options.
#[derive(Debug, Default, Args)]
pub struct ChartArgs {
    #[command(flatten)]
    table: TableChoice,
    #[command(flatten)]
    shoe: ShoeChoice,
    /// A grid to read, one JSON object, CSV, or a printable strategy card: one HTML page, coloured
    /// by action, with a legend, the table's rules and its house edge (`> card.html`, then open or
    /// print it).
    #[arg(long, value_enum, default_value_t)]
    format: ChartFormat,
    /// When a pair dealt to a split hand is split again: `chart` (when the chart splits it) or
    /// `always` (every time the table allows, split hands played as unsplit); see `bjcoach ev`.
    #[arg(long, value_enum, default_value_t)]
    resplit: ResplitArg,
    /// The language of the grid's words: en, fr or it (by default BJCOACH_LANG, else the locale,
    /// else English); the letters are the keys you type in that language (T tirer, R rester in
    /// French; C carta, S sto in Italian).
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

impl ChartArgs {
    /// The chart of `table` as a grid, as `bjcoach chart --table NAME` shows it.
    pub fn of(table: TableChoice) -> ChartArgs {
        ChartArgs { table, ..ChartArgs::default() }
    }
}

/// Output forms of `bjcoach chart`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
enum ChartFormat {
    /// A grid for the terminal.
    #[default]
    Text,
    /// One JSON object: every cell with its values.
    Json,
    /// One line per cell with its values.
    Csv,
    /// A printable strategy card: one self-contained HTML page.
    Html,
}

/// Prints the chosen table's chart; `run_lang` is the run's language, which `--lang` overrides.
pub fn run(args: &ChartArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let lang = LangArg::or_run(args.lang, run_lang);
    let (chart, removed) = if args.shoe.removed.is_some() || args.resplit != ResplitArg::Chart {
        // The chart of the cards left, or under another re-split convention, solved on the spot.
        let shoe = args.shoe.composition(&rules)?;
        (solve_with(&rules, &shoe, args.resplit.mode()).chart, args.shoe.describe(&shoe, lang))
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
            write!(
                out.w,
                "{}",
                chart.render_grid_in(lang, &one_line_in(&rules, lang), out.paint.is_enabled())
            )?
        }
        ChartFormat::Json => writeln!(out.w, "{}", chart.to_json())?,
        ChartFormat::Csv => {
            write!(out.w, "{}", chart.to_csv())?;
            note(natural_note_in(chart.conditioned_on_no_dealer_blackjack, lang));
        }
        ChartFormat::Html => {
            let notes: Vec<String> = removed.iter().cloned().collect();
            let card =
                card::render(&chart, &title_in(&rules, lang), &one_line_in(&rules, lang), &notes, lang);
            write!(out.w, "{card}")?;
        }
    }
    if !matches!(args.format, ChartFormat::Text | ChartFormat::Html)
        && let Some(line) = &removed
    {
        note(line);
    }
    Ok(())
}
