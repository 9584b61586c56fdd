//! `bjcoach ev`: the exact value of every option of a hand, or of every two-card hand.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::{ResplitArg, ShoeChoice, TableChoice};
use super::term::note;
use super::{CliError, Out};
use crate::game::action::Action;
use crate::game::card::{Rank, parse_ranks};
use crate::strategy::chart::{CellKind, PlayerCell};
use crate::strategy::solver::report::natural_note;
use crate::strategy::solver::report::{hand_report, hands_csv, hands_text};
use crate::strategy::solver::{multi_card_values, solve_with};

/// Arguments of `bjcoach ev`.
#[derive(Debug, Args)]
pub struct EvArgs {
    #[command(flatten)]
    table: TableChoice,
    #[command(flatten)]
    shoe: ShoeChoice,
    /// The player's cards, e.g. `A,7` (two cards: every option; three or more: stand or hit).
    #[arg(long, required_unless_present = "all", conflicts_with = "all")]
    hand: Option<String>,
    /// The dealer's up card, e.g. `9`.
    #[arg(long, required_unless_present = "all", conflicts_with = "all")]
    dealer: Option<String>,
    /// Every two-card hand against every up card.
    #[arg(long)]
    all: bool,
    /// Text, or CSV with `--all` (its columns `card1`, `card2`, `dealer`, `stand`, `hit`, `double`,
    /// `split`, `surrender`).
    #[arg(long, value_enum, default_value_t = EvFormat::Text)]
    format: EvFormat,
    /// When a pair dealt to a split hand is split again: `chart` (when the chart splits it, each
    /// split hand played as well as its cards allow), or `always` (every time the table allows,
    /// each hand played as its cards would be unsplit: the convention of published exact tables).
    #[arg(long, value_enum, default_value_t = ResplitArg::Chart)]
    resplit: ResplitArg,
}

/// Output forms of `bjcoach ev`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EvFormat {
    Text,
    Csv,
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

/// The values of a hand of three cards or more: stand and hit, beside the chart's row.
fn multi_card(
    rules: &crate::game::rules::TableRules,
    shoe: &crate::strategy::solver::Composition,
    cards: &[Rank],
    up: Rank,
    removed: Option<&str>,
    table: &TableChoice,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let list = cards.iter().map(|r| r.symbol()).collect::<Vec<_>>().join(",");
    let value = crate::game::hand::HandValue::of(cards.iter().copied());
    if value.is_bust() {
        return Err(CliError::BadInput(format!("{list} is over 21: there is nothing left to decide")));
    }
    let Some(evs) = multi_card_values(rules, shoe, cards, up) else {
        return Err(CliError::BadInput(format!(
            "the shoe of `{}` cannot deal {list} against {up}",
            rules.id
        )));
    };
    if let Some(line) = removed {
        writeln!(out.w, "{line}")?;
    }
    writeln!(
        out.w,
        "{list} ({value}) against {up} at `{}`: {}.",
        rules.id,
        crate::strategy::solver::report::natural_note(evs.conditioned_on_no_dealer_blackjack)
    )?;
    let best = evs.hit.map_or(Action::Stand, |h| if h > evs.stand { Action::Hit } else { Action::Stand });
    let line = |action: Action, v: Option<f64>| match v {
        Some(v) if action == best => {
            format!("  {:<10} {:>8}  best", action.name(), format!("{:+.2}%", v * 100.0))
        }
        Some(v) => format!("  {:<10} {:>8}", action.name(), format!("{:+.2}%", v * 100.0)),
        None => format!("  {:<10} not allowed", action.name()),
    };
    writeln!(out.w, "{}", line(Action::Stand, Some(evs.stand)))?;
    writeln!(out.w, "{}", line(Action::Hit, evs.hit))?;
    writeln!(out.w, "  {:<10} not allowed on three cards or more", "double")?;
    if let Some(hit) = evs.hit {
        writeln!(out.w, "Best: {best}, by {:.2}% of the initial bet.", (hit - evs.stand).abs() * 100.0)?;
    }
    let chart = table.chart(rules)?;
    let kind = if value.is_soft() { CellKind::Soft3Plus } else { CellKind::Hard3Plus };
    if let Some(cell) = chart.cell(kind, PlayerCell::Total(value.total()), up) {
        let says = cell.action.resolve(|a| a == Action::Hit || a == Action::Stand);
        writeln!(
            out.w,
            "The chart's row for {} {} of three cards or more against {} says {says} (values averaged over \
             the hands of the row){}.",
            if value.is_soft() { "soft" } else { "hard" },
            value.total(),
            cell.dealer,
            if says == best { "" } else { "; this hand's own cards call for the other play" }
        )?;
    }
    Ok(())
}

/// Prints the values asked for.
pub fn run(args: &EvArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    if !args.all && args.format == EvFormat::Csv {
        return Err(CliError::BadInput("--format csv goes with --all".into()));
    }
    let rules = args.table.load()?;
    let shoe = args.shoe.composition(&rules)?;
    let solution = solve_with(&rules, &shoe, args.resplit.mode());
    let removed = args.shoe.describe(&shoe);
    if args.all {
        match args.format {
            EvFormat::Csv => {
                out.for_programs()?;
                write!(out.w, "{}", hands_csv(&solution))?;
                // The CSV has a fixed header, so the notes go to stderr.
                note(natural_note(solution.conditioned_on_no_dealer_blackjack));
                if let Some(line) = &removed {
                    note(line);
                }
            }
            EvFormat::Text => {
                if let Some(line) = &removed {
                    writeln!(out.w, "{line}")?;
                }
                write!(out.w, "{}", hands_text(&solution))?
            }
        }
        return Ok(());
    }
    let (Some(hand), Some(dealer)) = (&args.hand, &args.dealer) else {
        return Err(CliError::BadInput("give --hand and --dealer, or --all".into()));
    };
    let up = ranks(dealer, 1, "dealer")?[0];
    let given = parse_ranks(hand).map_err(|e| CliError::BadInput(format!("--hand: {e}")))?;
    if given.len() > 2 {
        return multi_card(&rules, &shoe, &given, up, removed.as_deref(), &args.table, out);
    }
    let cards = ranks(hand, 2, "hand")?;
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
    let chart = args.table.chart(&rules)?;
    if let Some(line) = &removed {
        writeln!(out.w, "{line}")?;
    }
    write!(out.w, "{}", hand_report(&solution, &found, Some(&chart), pair))?;
    if removed.is_some()
        && let Some(cell) = chart.cell_for(&[a, b], pair, up)
        && let Some((best, _)) = found.evs.ranked().first()
        && cell.action.resolve(|act| found.evs.get(act).is_some()) != *best
    {
        writeln!(
            out.w,
            "With these cards out the best play is {best}, not the chart's: a play that depends on the cards seen."
        )?;
    }
    Ok(())
}
