//! `bjcoach ev`: the exact value of every option of a hand, or of every two-card hand.

use clap::{Args, ValueEnum};

use super::{CliError, Out, TableChoice};
use crate::card::{Rank, parse_ranks};
use crate::solver::report::{hand_report, hands_csv, hands_text};
use crate::solver::{Composition, solve};

/// Arguments of `bjcoach ev`.
#[derive(Debug, Args)]
pub struct EvArgs {
    #[command(flatten)]
    table: TableChoice,
    /// The player's first two cards, e.g. `A,7`.
    #[arg(long, required_unless_present = "all", conflicts_with = "all")]
    hand: Option<String>,
    /// The dealer's up card, e.g. `9`.
    #[arg(long, required_unless_present = "all", conflicts_with = "all")]
    dealer: Option<String>,
    /// Every two-card hand against every up card.
    #[arg(long)]
    all: bool,
    /// Text, or CSV (`card1,card2,dealer,stand,hit,double,split,surrender`) with `--all`.
    #[arg(long, value_enum, default_value_t = EvFormat::Text)]
    format: EvFormat,
}

/// Output forms of `bjcoach ev`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EvFormat {
    Text,
    Csv,
}

/// Says on stderr how the values treat the dealer's natural.
pub fn note(conditioned: bool) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "note: {}", crate::solver::report::natural_note(conditioned));
}

fn ranks(text: &str, count: usize, what: &str) -> Result<Vec<Rank>, CliError> {
    let ranks = parse_ranks(text).map_err(|e| CliError::BadInput(format!("--{what}: {e}")))?;
    if ranks.len() != count {
        let wanted = if count == 1 { "one card, e.g. `--dealer 9`" } else { "two cards, e.g. `--hand A,7`" };
        let got = if ranks.len() == 1 { "1 card".to_string() } else { format!("{} cards", ranks.len()) };
        return Err(CliError::BadInput(format!("--{what} takes {wanted}; got {got}")));
    }
    Ok(ranks)
}

/// Prints the values asked for.
pub fn run(args: &EvArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    if !args.all && args.format == EvFormat::Csv {
        return Err(CliError::BadInput("--format csv goes with --all".into()));
    }
    let rules = args.table.load()?;
    let solution = solve(&rules, &Composition::full(rules.decks));
    if args.all {
        match args.format {
            EvFormat::Csv => {
                write!(out.w, "{}", hands_csv(&solution))?;
                // The CSV has a fixed header, so the note on dealer naturals goes to stderr.
                note(solution.conditioned_on_no_dealer_blackjack);
            }
            EvFormat::Text => write!(out.w, "{}", hands_text(&solution))?,
        }
        return Ok(());
    }
    let (Some(hand), Some(dealer)) = (&args.hand, &args.dealer) else {
        return Err(CliError::BadInput("give --hand and --dealer, or --all".into()));
    };
    let cards = ranks(hand, 2, "hand")?;
    let up = ranks(dealer, 1, "dealer")?[0];
    let (a, b) = (cards[0], cards[1]);
    let Some(found) = solution.hand(a, b, up) else {
        return Err(CliError::BadInput(format!(
            "the shoe of `{}` cannot deal {a},{b} against {up}",
            rules.id
        )));
    };
    let mut found = *found;
    let pair = rules.pair_rule.is_pair(a, b);
    if !pair {
        found.evs.split = None;
    }
    (found.first, found.second) = (a, b);
    let chart = super::chart::chart_for(&args.table, &rules)?;
    write!(out.w, "{}", hand_report(&solution, &found, Some(&chart), pair))?;
    Ok(())
}
