//! `bjcoach indices`: the index plays of a table for a counting system, computed by the solver,
//! most valuable first.

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};

use super::args::{LangArg, TableChoice};
use super::{CliError, Out};
use crate::game::describe::one_line_in;
use crate::lang::{Arg, Lang};
use crate::strategy::counting::CountingSystem;
use crate::strategy::entry_exit::{EntryExit, entry_exit};
use crate::strategy::indices::{
    Decision, IndexSettings, Indices, compute, convention_words_in, surrender_note_in,
};

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
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
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

/// Prints the indices of the chosen table and system; `run_lang` is the run's language, which
/// `--lang` overrides.
pub fn run(args: &IndicesArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
    let rules = args.table.load()?;
    let system = super::choices::counting_system(&args.system, args.system_file.as_deref())?;
    let mut settings = IndexSettings::for_table(&rules);
    if let Some(decks) = args.decks_left {
        let halves = (decks * 2.0).round();
        if !(halves >= 1.0 && halves <= f64::from(rules.decks) * 2.0) {
            let (typed, most) = (decks.to_string(), u64::from(rules.decks));
            return Err(CliError::said(move |lang| {
                lang.text("error-decks-left", &[("typed", Arg::Text(&typed)), ("most", Arg::Int(most))])
            }));
        }
        settings.cards_left = 26 * halves as u32;
    }
    if !(1..=100).contains(&args.penetration) {
        let typed = u64::from(args.penetration);
        return Err(CliError::said(move |lang| {
            lang.text("error-penetration", &[("typed", Arg::Int(typed))])
        }));
    }
    settings.penetration = f64::from(args.penetration) / 100.0;
    let ramp = super::choices::ramp(args.ramp.as_deref())?;
    let indices =
        compute(&rules, &system, settings).map_err(|e| CliError::said(move |lang| e.words_in(lang)))?;
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
            write!(out.w, "{}", render_text(&indices, &system, &one_line_in(&rules, lang), top, lang))?;
            if every_round {
                writeln!(out.w)?;
                writeln!(out.w, "{}", every_round_words(&rules.id, args.penetration, lang))?;
            }
            for paragraph in points.iter().flat_map(|p| p.words_in(lang)) {
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
/// up from one round to the next, in `lang`.
fn every_round_words(table: &str, penetration: u8, lang: Lang) -> String {
    let penetration = lang.percent(f64::from(penetration), 0);
    lang.text("indices-every-round", &[("table", Arg::Text(table)), ("penetration", Arg::Text(&penetration))])
}

/// The text form, in `lang`: how the indices were computed, then one line per index, within 80
/// columns in English, the `top` worth most (insurance counts as one).
fn render_text(
    indices: &Indices,
    system: &CountingSystem,
    rules_line: &str,
    top: usize,
    lang: Lang,
) -> String {
    let mut s = String::new();
    let decks = |cards: u32| lang.number(&(f64::from(cards) / 52.0).to_string());
    let heading = lang.text(
        "indices-heading",
        &[
            ("system", Arg::Text(&system.name)),
            ("table", Arg::Text(&indices.table)),
            ("rules", Arg::Text(rules_line)),
        ],
    );
    s.push_str(&format!("{heading}\n"));
    let computed = lang.text(
        "indices-computed",
        &[
            ("low", Arg::Text(&format!("{}", -indices.range))),
            ("high", Arg::Text(&format!("{:+}", indices.range))),
            ("left", Arg::Text(&decks(indices.cards_left))),
            ("decks", Arg::Text(&decks(indices.shoe_cards))),
            ("rule", Arg::Text(indices.true_count.name())),
        ],
    );
    s.push_str(&format!("{computed}\n"));
    s.push_str(&format!("{}\n", convention_words_in(indices.true_count, lang)));
    let penetration = lang.percent(indices.penetration * 100.0, 0);
    s.push_str(&format!(
        "{}\n\n",
        lang.text("indices-how-to-read", &[("penetration", Arg::Text(&penetration))])
    ));
    // The rows, each a line of seven columns: rank, hand, up card, index, play, values, worth.
    let mut rows: Vec<[String; 7]> = Vec::new();
    let mut notes: Vec<(usize, String)> = Vec::new();
    let mut rank = 0;
    if let Some(ins) = &indices.insurance {
        rank += 1;
        let value = lang.text(
            "indices-insure-value",
            &[("value", Arg::Text(&lang.signed_percent(100.0 * ins.value, 1)))],
        );
        rows.push([
            rank.to_string(),
            lang.text("indices-insurance", &[]),
            crate::game::card::Rank::Ace.symbol_in(lang),
            format!("{:+}", ins.index),
            lang.text("indices-insure-play", &[]),
            value,
            lang.decimal(ins.worth_per_100, 4),
        ]);
    }
    let shown = top.saturating_sub(rank);
    for play in indices.plays.iter().take(shown) {
        rank += 1;
        let (above, below) = (play.above.name_in(lang), play.below.name_in(lang));
        let what = match play.decision {
            Decision::Play | Decision::Surrender => {
                lang.text("indices-play", &[("above", Arg::Text(&above)), ("below", Arg::Text(&below))])
            }
        };
        let values = format!(
            "{} {}, {} {}",
            play.above.key_in(lang).to_ascii_uppercase(),
            lang.signed_percent(100.0 * play.value_above, 1),
            play.below.key_in(lang).to_ascii_uppercase(),
            lang.signed_percent(100.0 * play.value_below, 1)
        );
        rows.push([
            rank.to_string(),
            play.hand_in(lang),
            play.dealer.symbol_in(lang),
            format!("{:+}", play.index),
            what,
            values,
            lang.decimal(play.worth_per_100, 4),
        ]);
        if let Some(three) = play.three_cards {
            let three = format!("{three:+}");
            let said = lang.text(
                "indices-three-cards",
                &[("index", Arg::Text(&three)), ("above", Arg::Text(&above)), ("below", Arg::Text(&below))],
            );
            notes.push((rows.len() - 1, said));
        }
        if play.note.is_some() {
            notes.push((rows.len() - 1, surrender_note_in(play.index, lang)));
        }
    }
    let headings = [
        "indices-column-rank",
        "indices-column-hand",
        "indices-column-up",
        "indices-column-index",
        "indices-column-play",
        "indices-column-values",
        "indices-column-worth",
    ]
    .map(|id| lang.text(id, &[]));
    // Each column as wide as in English at least, wider where the language's words need it.
    let mut widths = [4, 9, 3, 5, 21, 20, 7];
    for row in rows.iter().chain([&headings]) {
        for (width, cell) in widths.iter_mut().zip(row) {
            *width = (*width).max(cell.chars().count());
        }
    }
    let (w0, w1) = (widths[0], widths[1]);
    let line = |r: &[String; 7]| {
        let cells: Vec<String> = r
            .iter()
            .zip(widths)
            .enumerate()
            .map(|(i, (cell, width))| {
                let pad = " ".repeat(width.saturating_sub(cell.chars().count()));
                // Rank, index and worth right-aligned; the others left.
                if matches!(i, 0 | 3 | 6) { format!("{pad}{cell}") } else { format!("{cell}{pad}") }
            })
            .collect();
        format!(
            "{}  {} {} {}  {} {} {}\n",
            cells[0], cells[1], cells[2], cells[3], cells[4], cells[5], cells[6]
        )
    };
    s.push_str(&line(&headings));
    for (i, row) in rows.iter().enumerate() {
        s.push_str(&line(row));
        for (_, note) in notes.iter().filter(|(at, _)| *at == i) {
            s.push_str(&format!("{:>w0$}  {:<w1$} {note}\n", "", ""));
        }
    }
    let total = indices.plays.len() + usize::from(indices.insurance.is_some());
    if rank < total {
        let said =
            lang.text("indices-top", &[("shown", Arg::Int(rank as u64)), ("total", Arg::Int(total as u64))]);
        s.push_str(&format!("\n{said}\n"));
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
