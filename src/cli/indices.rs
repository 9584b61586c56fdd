//! `bjcoach indices`: the index plays of a table for a counting system, computed by the solver,
//! most valuable first.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::args::TableChoice;
use super::{CliError, Out};
use crate::game::describe::one_line;
use crate::strategy::counting::CountingSystem;
use crate::strategy::entry_exit::{EntryExit, entry_exit};
use crate::strategy::indices::{Decision, IndexSettings, Indices, compute, convention_words};

/// Arguments of `bjcoach indices`.
#[derive(Debug, Args)]
pub struct IndicesArgs {
    #[command(flatten)]
    table: TableChoice,
    /// The counting system (see `counts/`): hi-lo, hi-opt-i, omega-ii or zen (balanced counts).
    #[arg(long, default_value = "hi-lo", conflicts_with = "system_file", value_parser = super::args::KnownNames::BALANCED_SYSTEMS, hide_possible_values = true)]
    system: String,
    /// A counting system of your own, as a YAML file in the form of `counts/*.yaml`.
    #[arg(long, value_name = "PATH")]
    system_file: Option<PathBuf>,
    /// Decks left in the shoe each true count is solved at (to the half deck); half the shoe by
    /// default.
    #[arg(long, value_name = "DECKS")]
    decks_left: Option<f64>,
    /// Percent of the shoe dealt before the shuffle, for what each index is worth.
    #[arg(long, value_name = "PERCENT", default_value_t = 75)]
    penetration: u8,
    /// A table to read, one JSON object, or CSV.
    #[arg(long, value_enum, default_value_t = IndicesFormat::Text)]
    format: IndicesFormat,
    /// How many index plays the text lists, those worth most first (the order in which to learn
    /// them, as the Illustrious 18 is ordered); JSON and CSV give every one.
    #[arg(long, value_name = "N", default_value_t = 18, conflicts_with = "all", value_parser = clap::value_parser!(u16).range(1..))]
    top: u16,
    /// List every index play in the text, not only those worth most.
    #[arg(long)]
    all: bool,
    /// The betting ramp said beside the entry and exit points of a shoe game: one-to-eight (the
    /// default), one-to-four, or a file in the form of `ramps/*.yaml`.
    #[arg(long, value_name = "RAMP")]
    ramp: Option<PathBuf>,
}

/// The JSON form: the indices, with the entry and exit points at a shoe game.
#[derive(serde::Serialize)]
struct IndicesJson<'a> {
    #[serde(flatten)]
    indices: &'a Indices,
    /// None at a table that shuffles before every round.
    entry_exit: Option<&'a EntryExit>,
}

/// Output forms of `bjcoach indices`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum IndicesFormat {
    Text,
    Json,
    Csv,
}

/// Prints the indices of the chosen table and system.
pub fn run(args: &IndicesArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = args.table.load()?;
    let system = super::choices::counting_system(&args.system, args.system_file.as_deref())?;
    let mut settings = IndexSettings::for_table(&rules);
    if let Some(decks) = args.decks_left {
        let halves = (decks * 2.0).round();
        if !(halves >= 1.0 && halves <= f64::from(rules.decks) * 2.0) {
            return Err(CliError::BadInput(format!(
                "--decks-left {decks}: give half a deck to {} decks, to the half deck",
                rules.decks
            )));
        }
        settings.cards_left = 26 * halves as u32;
    }
    if !(1..=100).contains(&args.penetration) {
        return Err(CliError::BadInput(format!(
            "--penetration {}: give 1 to 100 (percent)",
            args.penetration
        )));
    }
    settings.penetration = f64::from(args.penetration) / 100.0;
    let ramp = super::choices::ramp(args.ramp.as_deref())?;
    let indices = compute(&rules, &system, settings).map_err(|e| CliError::BadInput(e.to_string()))?;
    let every_round = rules.reshuffle == crate::game::rules::Reshuffle::EveryRound;
    let points = match (every_round, args.format) {
        (false, IndicesFormat::Text | IndicesFormat::Json) => {
            Some(entry_exit(&rules, &indices, &system.name, &ramp))
        }
        _ => None,
    };
    if args.format != IndicesFormat::Text {
        out.for_programs()?;
    }
    match args.format {
        IndicesFormat::Text => {
            let top = if args.all { usize::MAX } else { usize::from(args.top) };
            write!(out.w, "{}", render_text(&indices, &system, &one_line(&rules), top))?;
            if every_round {
                writeln!(out.w)?;
                writeln!(out.w, "{}", every_round_words(&rules.id, args.penetration))?;
            }
            for paragraph in points.iter().flat_map(EntryExit::words) {
                writeln!(out.w)?;
                writeln!(out.w, "{paragraph}")?;
            }
        }
        IndicesFormat::Json => {
            let json = IndicesJson { indices: &indices, entry_exit: points.as_ref() };
            writeln!(out.w, "{}", serde_json::to_string(&json).map_err(|e| CliError::Other(e.into()))?)?
        }
        IndicesFormat::Csv => write!(out.w, "{}", render_csv(&indices))?,
    }
    Ok(())
}

/// What the indices are worth at a table that shuffles after every round, where no count builds
/// up from one round to the next.
fn every_round_words(table: &str, penetration: u8) -> String {
    format!(
        "Note: `{table}` shuffles the cards after every round, so the count starts again at 0 each \
         round: only the cards of the round itself move it, and an index far from 0 is rarely \
         reached. The worth above is for a shoe dealt to {penetration}%, which this table never deals. \
         Nor is there a shoe to sit out or leave: no entry or exit point."
    )
}

/// The text form: how the indices were computed, then one line per index, within 80 columns,
/// the `top` worth most (insurance counts as one).
fn render_text(indices: &Indices, system: &CountingSystem, rules_line: &str, top: usize) -> String {
    let mut s = String::new();
    let decks_left = f64::from(indices.cards_left) / 52.0;
    s.push_str(&format!("Indices of {} for {} ({rules_line})\n", system.name, indices.table));
    s.push_str(&format!(
        "Computed by the exact solver: for each true count from {} to {:+}, the shoe with {decks_left} of {} decks left whose cards have moved from the full shoe in proportion to their tags. The true count is the running count divided by the decks left, then {} ({}).\n",
        -indices.range,
        indices.range,
        f64::from(indices.shoe_cards) / 52.0,
        match indices.true_count {
            crate::strategy::counting::TrueCountRule::Floor => "rounded down",
            crate::strategy::counting::TrueCountRule::Truncate => "rounded toward zero",
            crate::strategy::counting::TrueCountRule::Round => "rounded to the nearest",
        },
        indices.true_count.name()
    ));
    s.push_str(&format!("{}\n", convention_words(indices.true_count)));
    s.push_str(&format!(
        "Play the first play at the index and above, the second below it. The indices are for a hand's first two cards; where a hard total of three cards or more has another, it is given below the line. Worth: bets gained per 100 rounds at a flat bet, {:.0}% penetration.\n\n",
        indices.penetration * 100.0
    ));
    let row = |rank: &str, hand: &str, up: &str, index: &str, play: &str, values: &str, worth: &str| {
        format!("{rank:>4}  {hand:<9} {up:<3} {index:>5}  {play:<21} {values:<20} {worth:>7}\n")
    };
    s.push_str(&row("rank", "hand", "up", "index", "play", "values at the index", "worth"));
    let mut rank = 0;
    if let Some(ins) = &indices.insurance {
        rank += 1;
        s.push_str(&row(
            &rank.to_string(),
            "insurance",
            "A",
            &format!("{:+}", ins.index),
            "insure, else do not",
            &format!("insure {:+.1}%", 100.0 * ins.value),
            &format!("{:.4}", ins.worth_per_100),
        ));
    }
    let shown = top.saturating_sub(rank);
    for play in indices.plays.iter().take(shown) {
        rank += 1;
        let what = match play.decision {
            Decision::Play | Decision::Surrender => format!("{}, else {}", play.above, play.below),
        };
        let values = format!(
            "{} {:+.1}%, {} {:+.1}%",
            play.above.letter(),
            100.0 * play.value_above,
            play.below.letter(),
            100.0 * play.value_below
        );
        s.push_str(&row(
            &rank.to_string(),
            &play.hand(),
            &play.dealer.to_string(),
            &format!("{:+}", play.index),
            &what,
            &values,
            &format!("{:.4}", play.worth_per_100),
        ));
        if let Some(three) = play.three_cards {
            s.push_str(&format!(
                "{:>4}  {:<9} with three cards or more: {:+} ({} from {:+}, {} below)\n",
                "", "", three, play.above, three, play.below
            ));
        }
        if let Some(note) = &play.note {
            s.push_str(&format!("{:>4}  {:<9} {note}\n", "", ""));
        }
    }
    let total = indices.plays.len() + usize::from(indices.insurance.is_some());
    if rank < total {
        s.push_str(&format!(
            "\nThe {rank} index plays worth most of {total}, in the order to learn them; `--all` lists every one, `--top N` the first N.\n"
        ));
    }
    s
}

/// The CSV form: one row per index, insurance first.
fn render_csv(indices: &Indices) -> String {
    let mut s = String::from(
        "decision,hand,up,index,crossing,above,below,value_above,value_below,worth_per_100,three_cards,note\n",
    );
    if let Some(ins) = &indices.insurance {
        s.push_str(&format!(
            "insurance,any,A,{},{:.3},insure,no insurance,{:.6},0,{:.6},,\n",
            ins.index, ins.crossing, ins.value, ins.worth_per_100
        ));
    }
    for p in &indices.plays {
        let decision = match p.decision {
            Decision::Play => "play",
            Decision::Surrender => "surrender",
        };
        s.push_str(&format!(
            "{decision},\"{}\",{},{},{:.3},{},{},{:.6},{:.6},{:.6},{},\"{}\"\n",
            p.hand(),
            p.dealer,
            p.index,
            p.crossing,
            p.above.name(),
            p.below.name(),
            p.value_above,
            p.value_below,
            p.worth_per_100,
            p.three_cards.map_or_else(String::new, |i| i.to_string()),
            p.note.as_deref().unwrap_or("")
        ));
    }
    s
}
