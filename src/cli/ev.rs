//! `bjcoach ev`: the exact value of every option of a hand, or of every two-card hand.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::{LangArg, ResplitArg, ShoeChoice, TableChoice};
use super::term::note;
use super::{CliError, Out};
use crate::game::action::Action;
use crate::game::card::{Rank, parse_ranks};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, PlayerCell};
use crate::strategy::solver::report::{
    figure_width, hand_report_in, hands_csv, hands_text_in, natural_note_in, pad, signed_in, value_in,
};
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
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// Output forms of `bjcoach ev`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EvFormat {
    Text,
    Csv,
}

/// Refused input of `ev`, said in the language the error is shown in.
fn refused(id: &'static str, args: Vec<(&'static str, String)>) -> CliError {
    CliError::said(move |lang| {
        let args: Vec<(&str, Arg<'_>)> = args.iter().map(|(name, value)| (*name, Arg::Text(value))).collect();
        lang.text(id, &args)
    })
}

/// The cards typed for `--hand` or `--dealer`, `what` names which.
fn typed(text: &str, what: &'static str) -> Result<Vec<Rank>, CliError> {
    parse_ranks(text).map_err(|e| {
        CliError::said(move |lang| {
            let option = format!("--{what}");
            lang.text(
                "error-option",
                &[("option", Arg::Text(&option)), ("why", Arg::Text(&e.words_in(lang)))],
            )
        })
    })
}

/// The `count` cards of `--hand` or `--dealer`, `what` names which.
fn ranks(text: &str, count: usize, what: &'static str) -> Result<Vec<Rank>, CliError> {
    let ranks = typed(text, what)?;
    if ranks.len() != count {
        let (got, count) = (ranks.len() as u64, count as u64);
        return Err(CliError::said(move |lang| {
            lang.text("error-ev-card-count", &[("wanted", Arg::Int(count)), ("got", Arg::Int(got))])
        }));
    }
    Ok(ranks)
}

/// The values of a hand of three cards or more: stand and hit, beside the chart's row.
#[allow(clippy::too_many_arguments)]
fn multi_card(
    rules: &crate::game::rules::TableRules,
    shoe: &crate::strategy::solver::Composition,
    cards: &[Rank],
    up: Rank,
    removed: Option<&str>,
    table: &TableChoice,
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let typed = cards.iter().map(|r| r.symbol()).collect::<Vec<_>>().join(",");
    let list = cards.iter().map(|r| r.symbol_in(lang)).collect::<Vec<_>>().join(",");
    let value = crate::game::hand::HandValue::of(cards.iter().copied());
    if value.is_bust() {
        return Err(refused("error-ev-over-21", vec![("hand", typed)]));
    }
    let Some(evs) = multi_card_values(rules, shoe, cards, up) else {
        return Err(refused(
            "error-ev-cannot-deal",
            vec![("table", rules.id.clone()), ("hand", typed), ("up", up.symbol().to_string())],
        ));
    };
    if let Some(line) = removed {
        writeln!(out.w, "{line}")?;
    }
    let (value_words, up_words) = (value_in(value, lang), up.symbol_in(lang));
    let note = natural_note_in(evs.conditioned_on_no_dealer_blackjack, lang);
    let heading = lang.text(
        "ev-hand-heading",
        &[
            ("hand", Arg::Text(&list)),
            ("value", Arg::Text(&value_words)),
            ("up", Arg::Text(&up_words)),
            ("table", Arg::Text(&rules.id)),
            ("note", Arg::Text(&note)),
        ],
    );
    writeln!(out.w, "{heading}")?;
    let best = evs.hit.map_or(Action::Stand, |h| if h > evs.stand { Action::Hit } else { Action::Stand });
    let width = [Action::Stand, Action::Hit, Action::Double]
        .iter()
        .map(|a| a.name_in(lang).chars().count() + 1)
        .max()
        .unwrap_or(0)
        .max(10);
    let figure = figure_width(lang);
    let line = |action: Action, v: Option<f64>| {
        let name = pad(&action.name_in(lang), width);
        match v {
            Some(v) if action == best => {
                format!("  {name} {:>figure$}  {}", signed_in(v, lang), lang.text("ev-best-mark", &[]))
            }
            Some(v) => format!("  {name} {:>figure$}", signed_in(v, lang)),
            None => format!("  {name} {}", lang.text("ev-not-allowed", &[])),
        }
    };
    writeln!(out.w, "{}", line(Action::Stand, Some(evs.stand)))?;
    writeln!(out.w, "{}", line(Action::Hit, evs.hit))?;
    let double = pad(&Action::Double.name_in(lang), width);
    writeln!(out.w, "  {double} {}", lang.text("ev-not-allowed-three-cards", &[]))?;
    if let Some(hit) = evs.hit {
        let gap = lang.decimal((hit - evs.stand).abs() * 100.0, 2);
        let by =
            lang.text("ev-best-by", &[("action", Arg::Text(&best.name_in(lang))), ("gap", Arg::Text(&gap))]);
        writeln!(out.w, "{by}")?;
    }
    let chart = table.chart(rules)?;
    let kind = if value.is_soft() { CellKind::Soft3Plus } else { CellKind::Hard3Plus };
    if let Some(cell) = chart.cell(kind, PlayerCell::Total(value.total()), up) {
        let says = cell.action.resolve(|a| a == Action::Hit || a == Action::Stand);
        let other = if says == best { String::new() } else { lang.text("ev-chart-row-other", &[]) };
        let row = lang.text(
            "ev-chart-row",
            &[
                ("soft", Arg::Text(if value.is_soft() { "yes" } else { "no" })),
                ("total", Arg::Int(u64::from(value.total()))),
                ("up", Arg::Text(&cell.dealer.symbol_in(lang))),
                ("action", Arg::Text(&says.name_in(lang))),
                ("other", Arg::Text(&other)),
            ],
        );
        writeln!(out.w, "{row}")?;
    }
    Ok(())
}

/// Prints the values asked for; `run_lang` is the run's language, which `--lang` overrides.
pub fn run(args: &EvArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
    if !args.all && args.format == EvFormat::Csv {
        return Err(refused("error-ev-csv-all", vec![]));
    }
    let rules = args.table.load()?;
    let shoe = args.shoe.composition(&rules)?;
    let solution = solve_with(&rules, &shoe, args.resplit.mode());
    let removed = args.shoe.describe(&shoe, lang);
    if args.all {
        match args.format {
            EvFormat::Csv => {
                out.for_programs()?;
                write!(out.w, "{}", hands_csv(&solution))?;
                // The CSV has a fixed header, so the notes go to stderr.
                note(natural_note_in(solution.conditioned_on_no_dealer_blackjack, lang));
                if let Some(line) = &removed {
                    note(line);
                }
            }
            EvFormat::Text => {
                if let Some(line) = &removed {
                    writeln!(out.w, "{line}")?;
                }
                write!(out.w, "{}", hands_text_in(&solution, lang))?
            }
        }
        return Ok(());
    }
    let (Some(hand), Some(dealer)) = (&args.hand, &args.dealer) else {
        return Err(refused("error-ev-hand-dealer", vec![]));
    };
    let up = ranks(dealer, 1, "dealer")?[0];
    let given = typed(hand, "hand")?;
    if given.len() > 2 {
        return multi_card(&rules, &shoe, &given, up, removed.as_deref(), &args.table, lang, out);
    }
    let cards = ranks(hand, 2, "hand")?;
    let (a, b) = (cards[0], cards[1]);
    let Some(found) = solution.hand(a, b, up) else {
        return Err(refused(
            "error-ev-cannot-deal",
            vec![("table", rules.id.clone()), ("hand", format!("{a},{b}")), ("up", up.symbol().to_string())],
        ));
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
    write!(out.w, "{}", hand_report_in(&solution, &found, Some(&chart), pair, lang))?;
    if removed.is_some()
        && let Some(cell) = chart.cell_for(&[a, b], pair, up)
        && let Some((best, _)) = found.evs.ranked().first()
        && cell.action.resolve(|act| found.evs.get(act).is_some()) != *best
    {
        writeln!(out.w, "{}", lang.text("ev-removed-best", &[("action", Arg::Text(&best.name_in(lang)))]))?;
    }
    Ok(())
}
