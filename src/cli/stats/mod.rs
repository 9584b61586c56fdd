//! `bjcoach stats`: where a learner stands, from their saved answers: accuracy and speed per stage
//! of the path and per day, drawn as small charts (or as an HTML page, [`page`]), the learning
//! path, the table's chart as a heat map of their mistakes, their leak in house-edge points, and
//! what to practise next. Also the progress store's place on disk (`--data-dir`), its export and
//! its reset, shared with `bjcoach drill`.

mod advice;
mod chart;
mod edge_went;
mod export;
mod followed;
mod json;
mod memory;
mod path;
mod tray;

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use serde_json::json;

use super::args::{LangArg, TableChoice, load_table_file};
use super::progress::{calendar, heal, read, read_to_query, store_error};
use super::term::note;
use super::trend;
use super::{CliError, Config, Out};
use crate::coach::drill::Library;
use crate::coach::learner::advice::advice_from;
use crate::coach::learner::figures::{PAGE_DAYS, ProgressFigures, gather, saved_words_in};
use crate::coach::learner::learning_path::{self, PATHS};
use crate::coach::learner::plan::Plan;
use crate::coach::learner::progress::Store;
use crate::coach::learner::progress::notice::StoreError;
use crate::coach::learner::report::leak_chips;
use crate::coach::learner::schedule::Focus;
use crate::coach::learner::store::standing::Standing;
use crate::coach::play::default_bet;
use crate::game::rules::TableRules;
use crate::game::rules::preset;
use crate::lang::Arg;
use crate::strategy::chart::Chart;
use crate::web::progress_page as page;

/// Arguments of `bjcoach stats`.
#[derive(Debug, Args)]
pub struct StatsArgs {
    /// The table whose chart, leak and advice to show [default: the table of your latest answer].
    #[arg(long, short = 't', value_name = "TABLE", conflicts_with = "table_file")]
    table: Option<String>,
    /// A table of your own, as a YAML file, whose chart, leak and advice to show (its chart is
    /// solved on the spot).
    #[arg(long, value_name = "PATH")]
    table_file: Option<PathBuf>,
    /// Only this drill's answers.
    #[arg(long, value_name = "NAME", value_parser = super::args::KnownNames::ANSWERED, hide_possible_values = true)]
    drill: Option<String>,
    /// The learning path to follow.
    #[arg(long, value_enum, default_value_t = PathChoice::Book)]
    path: PathChoice,
    /// Text for people, one JSON object with everything shown, or one self-contained HTML page
    /// with the same as plots (`-o FILE`, or standard output).
    #[arg(long, value_enum, default_value_t = StatsFormat::Text)]
    format: StatsFormat,
    /// Write every saved answer as CSV or JSON instead.
    #[arg(long, value_enum, value_name = "FORMAT", conflicts_with = "reset")]
    export: Option<ExportFormat>,
    /// The file the export or the HTML page goes to [default: standard output].
    #[arg(long, short = 'o', value_name = "FILE")]
    output: Option<PathBuf>,
    /// Delete your saved progress, after a question (a backup is kept).
    #[arg(long)]
    reset: bool,
    /// Answer yes to the reset's question (needed when not at a terminal).
    #[arg(long, requires = "reset")]
    yes: bool,
    /// What you will still know, by days: the memory model (FSRS-6) replayed over your first
    /// answers (at --table, else every table): the items due now, retention a day or more later
    /// against the same day, and predicted against observed recall.
    #[arg(long, conflicts_with_all = ["export", "reset", "drill", "table_file"])]
    memory: bool,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); JSON is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

impl StatsArgs {
    /// Whether these arguments delete the saved progress (after a question).
    pub fn resets(&self) -> bool {
        self.reset
    }
}

/// The learning paths offered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PathChoice {
    /// The book's order: count, soft hands, hit and stand, then double and split.
    Book,
    /// Splits before hit and stand.
    SplitsFirst,
}

impl PathChoice {
    /// The path chosen.
    pub fn path(self) -> &'static learning_path::LearningPath {
        match self {
            PathChoice::Book => &PATHS[0],
            PathChoice::SplitsFirst => &PATHS[1],
        }
    }
}

/// Output forms of `bjcoach stats`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum StatsFormat {
    /// Text and small charts for the terminal.
    Text,
    /// One JSON object with everything shown.
    Json,
    /// One HTML page, its style inline and nothing to fetch, with the charts as SVG plots.
    Html,
}

/// Export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub(super) enum ExportFormat {
    Csv,
    Json,
}

/// The menu's entry: the progress kept in the usual folder, at the table of the latest answer.
pub fn from_menu(config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let args = StatsArgs {
        table: None,
        table_file: None,
        drill: None,
        path: PathChoice::Book,
        format: StatsFormat::Text,
        export: None,
        output: None,
        reset: false,
        yes: false,
        memory: false,
        lang: None,
    };
    run(&args, config, out)
}

/// Runs `bjcoach stats`.
pub fn run(args: &StatsArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    run_healing(args, config, out, true)
}

/// A database found damaged by a query after the first read (the read heals what it finds, see
/// [`read`]): when `may_heal`, healed and everything read again, before anything is shown.
fn damaged(store: &Store, e: StoreError, may_heal: bool) -> Result<(), CliError> {
    match e {
        StoreError::Damaged { .. } if may_heal && heal(store)? => Ok(()),
        e => Err(store_error(e)),
    }
}

fn run_healing(args: &StatsArgs, config: &Config, out: &mut Out<'_>, may_heal: bool) -> Result<(), CliError> {
    let store = config.store()?;
    let now = calendar()?.now();
    if args.reset {
        return export::reset(&store, args.yes, now, (config, LangArg::or_run(args.lang, config.lang)), out);
    }
    if let Some(format) = args.export {
        let lang = LangArg::or_run(args.lang, config.lang);
        return export::export(&store, format, super::args::output_file(args.output.as_ref()), lang, out);
    }
    if args.memory {
        if args.format == StatsFormat::Html {
            return Err(CliError::said(|lang| lang.text("stats-memory-not-html", &[])));
        }
        // A preset is named as `--table` names it anywhere (any case); a table of one's own by
        // the name its answers were saved under.
        let table = match args.table.as_deref() {
            None => None,
            Some(t) => match preset(t) {
                Ok(rules) => Some(rules.id),
                Err(_) if read(&store)?.standing.answered_at(t) => Some(t.to_string()),
                Err(e) => return Err(CliError::said(move |lang| e.words_in(lang))),
            },
        };
        let lang = LangArg::or_run(args.lang, config.lang);
        return memory::show(&store, table.as_deref(), args.format == StatsFormat::Json, now, lang, out);
    }
    if args.output.is_some() && args.format != StatsFormat::Html {
        return Err(CliError::said(|lang| lang.text("stats-output-without-file", &[])));
    }
    let reading = read_to_query(&store)?;
    let standing = &reading.standing;
    let drill = args.drill.as_deref();
    let count = standing.answers(drill);
    if let Some(drill) = drill
        && count == 0
        && ![crate::coach::play::PLAY_DRILL, crate::coach::play::HIDDEN_COUNT_DRILL].contains(&drill)
    {
        // A drill of one's own is known by its saved answers; anything else must be shipped.
        Library::shipped()
            .and_then(|l| l.get(drill).map(|_| ()))
            .map_err(|e| CliError::said(move |lang| e.words_in(lang)))?;
    }
    let (rules, chart, table_option) = table_of(args, standing, drill)?;
    let table = rules.id.clone();
    let latest = match args.format {
        StatsFormat::Text => trend::days_that_fit(config.width),
        StatsFormat::Json | StatsFormat::Html => PAGE_DAYS,
    };
    let path = args.path.path();
    let figures = match gather(&store, &reading, &rules, chart.as_ref(), drill, path, latest, now) {
        Ok(figures) => figures,
        Err(e) => {
            // Closed first: a database held open could not be set aside everywhere.
            drop(reading);
            damaged(&store, e, may_heal)?;
            return run_healing(args, config, out, false);
        }
    };
    let ProgressFigures {
        record,
        statuses,
        trends,
        leak_days,
        retries,
        tray_bias,
        countdown_bests,
        edges,
        memory: recall,
        plan: followed_plan,
        ..
    } = figures;
    // The schedule the drills at this table aim by, so the advice is what `--focus weak` deals.
    let plan = chart
        .as_ref()
        .map(|c| Plan::with_scheduler(&rules, Some(c), standing.plan_scheduler(&table), Focus::Weak));
    let tip = advice_from(&statuses, record.as_ref().zip(plan.as_ref()));
    let bests = standing.bests(drill);
    let bet = default_bet(&rules);
    let lang = LangArg::or_run(args.lang, config.lang);
    if args.format == StatsFormat::Html {
        let page = page::Page {
            table: &table,
            drill,
            answers: count,
            retries,
            trends: &trends,
            leak_days: &leak_days,
            bet,
            record: record.as_ref(),
            path,
            statuses: &statuses,
            lang,
        };
        let html = page::render(&page, &edges, &recall, followed_plan.as_ref());
        return match super::args::output_file(args.output.as_ref()) {
            Some(file) => {
                std::fs::write(file, html).map_err(|e| {
                    let (file, error) = (file.display().to_string(), e.to_string());
                    CliError::said(move |lang| {
                        lang.text(
                            "stats-page-not-written",
                            &[("file", Arg::Text(&file)), ("error", Arg::Text(&error))],
                        )
                    })
                })?;
                let file = file.display().to_string();
                Ok(writeln!(out.w, "{}", lang.text("stats-page-written", &[("file", Arg::Text(&file))]))?)
            }
            None => {
                out.for_programs()?;
                Ok(write!(out.w, "{html}")?)
            }
        };
    }
    if args.format == StatsFormat::Json {
        let by_day = match store.drill_days(&reading, drill, usize::MAX) {
            Ok(days) => days,
            Err(e) => {
                drop(reading);
                damaged(&store, e, may_heal)?;
                return run_healing(args, config, out, false);
            }
        };
        out.for_programs()?;
        let report = json!({
            "table": table,
            "drill": args.drill,
            "answers": count,
            "retries": retries,
            "by_drill_and_day": by_day,
            "by_stage_and_day": trends,
            "leak_by_day": {
                "measure": "the leak of every strategy answer up to the end of the day",
                "bet": bet,
                "days": leak_days.iter().map(|d| json!({
                    "day": d.day,
                    "answers": d.answers,
                    "leak_points": d.leak_points,
                    "leak_chips_per_100_rounds": leak_chips(d.leak_points, bet),
                })).collect::<Vec<_>>(),
            },
            "path": json::path_json(args.path.path(), &table, &statuses),
            "best_at_speed": bests,
            "tray_bias": json::tray_bias_json(&tray_bias),
            "countdown_bests": json::countdown_bests_json(&countdown_bests),
            "where_the_edge_went": edge_went::edges_json(&edges),
            "memory": recall,
            "plan": followed::json(followed_plan.as_ref(), bet),
            "chart": record.as_ref().map(|r| json::chart_json(r, bet)),
            "next": {
                "stage": tip.stage.as_ref().map(|s| s.stage.name),
                "stage_drills": tip.stage.as_ref().map(|s| s.stage.drills),
                "retest": tip.stage.as_ref().is_some_and(|s| s.due_for_retest),
                "cells": tip.cells,
                "drill": tip.drill,
                "weak": tip.weak,
            },
        });
        let text = serde_json::to_string_pretty(&report).map_err(|e| CliError::Other(e.into()))?;
        writeln!(out.w, "{text}")?;
        return Ok(());
    }
    let p = out.paint;
    let w = &mut out.w;
    let hint = advice::Hint { in_menu: config.in_menu, table_option: &table_option, table: &table, lang };
    let saved = saved_words_in(count, retries, lang);
    let heading = match args.drill.as_deref() {
        Some(d) => lang.text("stats-heading-drill", &[("drill", Arg::Text(d)), ("saved", Arg::Text(&saved))]),
        None => lang.text("stats-heading", &[("saved", Arg::Text(&saved))]),
    };
    writeln!(w, "{}", p.bold(heading))?;
    if count == 0 {
        let hint = hint.quoted("hand-totals", None);
        writeln!(w, "{}", lang.text("stats-nothing-yet", &[("hint", Arg::Text(&hint))]))?;
    } else {
        path::pictures(w, p, &trends, config.width, lang)?;
        path::best_at_speed(w, p, &bests, &statuses, &hint)?;
    }
    path::path_status(w, p, args.path.path(), &statuses, &hint)?;
    tray::tray_bias_lines(w, p, &tray_bias, lang)?;
    tray::countdown_bests_lines(w, p, &countdown_bests, lang)?;
    edge_went::edge_lines(w, p, &edges, lang)?;
    memory::progress_lines(w, p, &recall, &table, lang)?;
    followed::lines(w, p, followed_plan.as_ref(), &table, bet, (config.in_menu, lang))?;
    if let Some(record) = &record {
        // A grid of dots says nothing: the leak's line says there are no strategy answers yet.
        if record.seen() > 0 {
            chart::heat_map(w, p, record, lang)?;
        }
        chart::leak(w, p, record, bet, &hint)?;
        chart::leak_picture(w, p, &leak_days, bet, config.width, lang)?;
    }
    Ok(advice::practise_next(w, p, &tip, &hint)?)
}

/// The table whose chart, leak and advice are shown, its chart, and the option that names it
/// in the advice: the one asked for, else the preset of the learner's latest answer.
fn table_of(
    args: &StatsArgs,
    standing: &Standing,
    drill: Option<&str>,
) -> Result<(TableRules, Option<Chart>, String), CliError> {
    let found = match &args.table_file {
        Some(path) => {
            let rules = load_table_file(path)?;
            let choice = TableChoice { table: rules.id.clone(), table_file: Some(path.clone()) };
            let chart = choice.chart(&rules)?;
            (rules, Some(chart), format!("--table-file {}", path.display()))
        }
        None => {
            let presets = crate::game::rules::preset_names();
            let table = match &args.table {
                Some(t) => t.clone(),
                None => {
                    if let Some(own) = standing.latest_table(drill, |_| true).filter(|t| !presets.contains(t))
                    {
                        let lang = super::term::stderr_lang();
                        note(lang.text("stats-own-table-latest", &[("table", Arg::Text(own))]));
                    }
                    standing
                        .latest_table(drill, |t| presets.contains(&t))
                        .map_or_else(|| "book".to_string(), str::to_string)
                }
            };
            let rules = preset(&table).map_err(|e| CliError::said(move |lang| e.words_in(lang)))?;
            let chart = crate::coach::drill::shipped_chart(&rules.id)
                .map_err(|e| CliError::said(move |lang| e.words_in(lang)))?;
            let flag = format!("--table {}", rules.id);
            (rules, chart, flag)
        }
    };
    Ok(found)
}
