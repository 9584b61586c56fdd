//! `bjcoach stats`: where a learner stands, from their saved answers: accuracy and speed per stage
//! of the path and per day, drawn as small charts (or as an HTML page, [`page`]), the learning
//! path, the table's chart as a heat map of their mistakes, their leak in house-edge points, and
//! what to practise next. Also the progress store's place on disk (`--data-dir`), its export and
//! its reset, shared with `bjcoach drill`.

mod edge_went;
mod followed;
mod memory;

use std::io::{self, Write};
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use console::Style;
use serde_json::json;

use super::args::{TableChoice, load_table_file};
use super::progress::{calendar, each_answer, heal, plural, read, store_error};
use super::term::note;
use super::trend;
use super::{CliError, Config, Out, Painter};
use crate::coach::drill::Library;
use crate::coach::learner::advice::{Advice, advice_from};
use crate::coach::learner::cells::{CellRecord, ChartRecord};
use crate::coach::learner::countdown_bests::CountdownBest;
use crate::coach::learner::figures::{
    COUNTDOWN_DRILL, PAGE_DAYS, ProgressFigures, TRAY_DRILL, gather, saved_words,
};
use crate::coach::learner::history::day_of;
use crate::coach::learner::learning_path::{self, PATHS, StageStatus};
use crate::coach::learner::plan::Plan;
use crate::coach::learner::progress::notice::StoreError;
use crate::coach::learner::progress::{Progress, Store};
use crate::coach::learner::record::{AnswerRecord, BEST_MIN_ANSWERS, TimedSession, situation_words};
use crate::coach::learner::report::{Miss, chips_figure, heat_sections, leak_chips, stage_state};
use crate::coach::learner::schedule::Focus;
use crate::coach::learner::store::standing::Standing;
use crate::coach::learner::tray_bias::{DepthBias, EXAMPLE_RUNNING_COUNT};
use crate::coach::learner::trend::{FamilyTrend, LeakDay};
use crate::coach::play::default_bet;
use crate::game::rules::TableRules;
use crate::game::rules::preset;
use crate::strategy::chart::Chart;
use crate::strategy::chart::DEALER_ORDER;
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
enum ExportFormat {
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
        return reset(&store, args.yes, now, config, out);
    }
    if let Some(format) = args.export {
        return export(&store, format, super::args::output_file(args.output.as_ref()), out);
    }
    if args.memory {
        if args.format == StatsFormat::Html {
            return Err(CliError::BadInput(
                "`--memory` is shown as text or JSON (`--format json`)".to_string(),
            ));
        }
        // A preset is named as `--table` names it anywhere (any case); a table of one's own by
        // the name its answers were saved under.
        let table = match args.table.as_deref() {
            None => None,
            Some(t) => match preset(t) {
                Ok(rules) => Some(rules.id),
                Err(_) if read(&store)?.standing.answered_at(t) => Some(t.to_string()),
                Err(e) => return Err(CliError::BadInput(e.to_string())),
            },
        };
        return memory::show(&store, table.as_deref(), args.format == StatsFormat::Json, now, out);
    }
    if args.output.is_some() && args.format != StatsFormat::Html {
        return Err(CliError::BadInput(
            "`-o` names the file of an export (`--export csv|json`) or of the page (`--format html`)"
                .to_string(),
        ));
    }
    let reading = read(&store)?;
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
            .map_err(|e| CliError::BadInput(e.to_string()))?;
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
        };
        let html = page::render(&page, &edges, &recall, followed_plan.as_ref());
        return match super::args::output_file(args.output.as_ref()) {
            Some(file) => {
                std::fs::write(file, html).map_err(|e| {
                    CliError::BadInput(format!("{}: cannot write the page: {e}", file.display()))
                })?;
                Ok(writeln!(out.w, "Wrote your progress as a page to {}.", file.display())?)
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
            "path": path_json(args.path.path(), &table, &statuses),
            "best_at_speed": bests,
            "tray_bias": tray_bias_json(&tray_bias),
            "countdown_bests": countdown_bests_json(&countdown_bests),
            "where_the_edge_went": edge_went::edges_json(&edges),
            "memory": recall,
            "plan": followed::json(followed_plan.as_ref(), bet),
            "chart": record.as_ref().map(|r| chart_json(r, bet)),
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
    let hint = Hint { in_menu: config.in_menu, table_option: &table_option, table: &table };
    let scope = args.drill.as_ref().map(|d| format!(" in `{d}`")).unwrap_or_default();
    writeln!(w, "{}", p.bold(format!("Your progress{scope}: {}", saved_words(count, retries))))?;
    if count == 0 {
        writeln!(
            w,
            "Nothing to show yet: answers are saved as you practise, e.g. {}.",
            hint.quoted("hand-totals", None)
        )?;
    } else {
        pictures(w, p, &trends, config.width)?;
        best_at_speed(w, p, &bests, &statuses, &hint)?;
    }
    path_status(w, p, args.path.path(), &statuses, &hint)?;
    tray_bias_lines(w, p, &tray_bias)?;
    countdown_bests_lines(w, p, &countdown_bests)?;
    edge_went::edge_lines(w, p, &edges)?;
    memory::progress_lines(w, p, &recall, &table)?;
    followed::lines(w, p, followed_plan.as_ref(), &table, bet, config.in_menu)?;
    if let Some(record) = &record {
        // A grid of dots says nothing: the leak's line says there are no strategy answers yet.
        if record.seen() > 0 {
            heat_map(w, p, record)?;
        }
        leak(w, p, record, bet, &hint)?;
        leak_picture(w, p, &leak_days, bet, config.width)?;
    }
    Ok(practise_next(w, p, &tip, &hint)?)
}

/// The bias at reading a discard tray, by depth, with what it does to a true count; nothing
/// without answers of the deck-estimation drill.
fn tray_bias_lines(w: &mut dyn Write, p: Painter, bias: &[DepthBias]) -> io::Result<()> {
    if bias.is_empty() {
        return Ok(());
    }
    let answers: u64 = bias.iter().map(|b| b.answers).sum();
    writeln!(w)?;
    writeln!(
        w,
        "{} over {answers} answer{} of `{TRAY_DRILL}` at every table, by the decks in the tray:",
        p.bold("Reading the discard tray:"),
        plural(answers as usize)
    )?;
    for b in bias {
        let cost = b.cost_words().map(|c| format!("; {c}")).unwrap_or_default();
        writeln!(
            w,
            "  {}: {} ({} answer{}){cost}.",
            b.depth_words(),
            b.bias_words(),
            b.answers,
            plural(b.answers as usize)
        )?;
    }
    Ok(())
}

/// The best deck countdown of each system and mode; nothing without a right countdown.
fn countdown_bests_lines(w: &mut dyn Write, p: Painter, bests: &[CountdownBest]) -> io::Result<()> {
    if bests.is_empty() {
        return Ok(());
    }
    writeln!(w)?;
    writeln!(
        w,
        "{} the fastest right countdown of `{COUNTDOWN_DRILL}` at every table, its time a card from the \
         first card to the answer:",
        p.bold("Deck countdown, your bests:")
    )?;
    for b in bests {
        writeln!(
            w,
            "  {}: {}, of {} right countdown{}.",
            b.what(),
            b.time_words(),
            b.right,
            plural(b.right as usize)
        )?;
    }
    Ok(())
}

/// The countdown bests, for `stats --format json`.
fn countdown_bests_json(bests: &[CountdownBest]) -> serde_json::Value {
    json!(
        bests
            .iter()
            .map(|b| json!({
                "system": b.system,
                "at_a_time": b.at_a_time,
                "cards": b.cards,
                "seconds": b.ms as f64 / 1000.0,
                "seconds_a_card": b.seconds_a_card(),
                "right_countdowns": b.right,
            }))
            .collect::<Vec<_>>()
    )
}

/// The bias at reading a tray, for `stats --format json`.
fn tray_bias_json(bias: &[DepthBias]) -> serde_json::Value {
    json!({
        "measure": "the mean of the decks your answers put in the tray less the decks in it, by the whole decks in it",
        "running_count": EXAMPLE_RUNNING_COUNT,
        "bands": bias.iter().map(|b| json!({
            "decks_in_tray_from": b.from,
            "answers": b.answers,
            "mean_over_decks": b.mean,
            "mean_decks_left": b.mean_left,
            "true_count": b.true_counts().map(|t| t.1),
            "true_count_read": b.true_counts().map(|t| t.2),
        })).collect::<Vec<_>>(),
    })
}

/// How a drill is suggested: as the command line to type, or, inside the menu (where nothing is
/// typed but the menu's choices), in words.
struct Hint<'a> {
    in_menu: bool,
    /// `--table NAME` (or the file option) of the table asked about.
    table_option: &'a str,
    table: &'a str,
}

impl Hint<'_> {
    /// The drill `drill`, at `seconds` an answer when timed, on the cells of `focus` when not empty.
    fn drill(&self, drill: &str, seconds: Option<u64>, focus: &str) -> String {
        if self.in_menu {
            let pace = seconds.map(|s| format!(", {s} s an answer")).unwrap_or_default();
            let cells = if focus == "weak" { ", on the cells you missed" } else { "" };
            return format!("the `{drill}` drill at `{}`{pace}{cells}", self.table);
        }
        let timed = seconds.map(|s| format!(" --timed {s}")).unwrap_or_default();
        let focus = if focus.is_empty() { String::new() } else { format!(" --focus {focus}") };
        let table =
            if self.table_option.is_empty() { String::new() } else { format!(" {}", self.table_option) };
        format!("bjcoach drill {drill}{table}{timed}{focus}")
    }

    /// [`Hint::drill`] inside a sentence, a command line quoted (and so kept on one line).
    fn quoted(&self, drill: &str, seconds: Option<u64>) -> String {
        self.quoted_on(drill, seconds, "")
    }

    /// [`Hint::quoted`] on the cells of `focus` when not empty.
    fn quoted_on(&self, drill: &str, seconds: Option<u64>, focus: &str) -> String {
        let words = self.drill(drill, seconds, focus);
        if self.in_menu { words } else { format!("`{words}`") }
    }
}

/// Each drill's personal best at speed; when there is none, how to make one at the path's pace.
fn best_at_speed(
    w: &mut dyn Write,
    p: Painter,
    bests: &[&TimedSession],
    statuses: &[StageStatus],
    hint: &Hint<'_>,
) -> io::Result<()> {
    writeln!(w)?;
    if bests.is_empty() {
        let stage =
            learning_path::next_stage(statuses).map_or(&learning_path::PATHS[0].stages[0], |s| s.stage);
        let drill = stage.drills.first().copied().unwrap_or("hand-totals");
        return writeln!(
            w,
            "{} no timed session of {BEST_MIN_ANSWERS} answers or more yet; try {}.",
            p.bold("Best at speed:"),
            hint.quoted(drill, Some(stage.seconds))
        );
    }
    writeln!(
        w,
        "{}",
        p.bold(format!("Best at speed (timed sessions of {BEST_MIN_ANSWERS} answers or more)"))
    )?;
    let width = bests.iter().map(|b| b.drill.len()).max().unwrap_or(0);
    for b in bests {
        writeln!(
            w,
            "  {}  {} of {} right in time ({:.1}%) at {} an answer, best streak {}, on {} at `{}`",
            p.accent(format!("{:width$}", b.drill)),
            b.correct,
            b.answers,
            b.accuracy_percent(),
            seconds_allowed(b.limit_ms),
            b.best_streak,
            day_of(b.at),
            b.table
        )?;
    }
    Ok(())
}

/// A time allowed, in whole seconds when it is whole: `8 s`, `2.5 s`.
fn seconds_allowed(ms: u64) -> String {
    if ms.is_multiple_of(1000) { format!("{} s", ms / 1000) } else { format!("{:.1} s", ms as f64 / 1000.0) }
}

/// What to practise next: the stage of the path, and the chart cells worth most.
fn practise_next(w: &mut dyn Write, p: Painter, tip: &Advice, hint: &Hint<'_>) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold("Practise next"))?;
    if let Some(stage) = &tip.stage {
        let why = if stage.due_for_retest { "due for a re-test" } else { "next on your path" };
        let drill = stage.stage.drills.first().copied().unwrap_or("strategy");
        writeln!(
            w,
            "  {} ({why}): {}",
            stage.stage.name,
            p.accent(hint.quoted(drill, Some(stage.stage.seconds)))
        )?;
    } else {
        writeln!(w, "  Every stage of the path is mastered and fresh.")?;
    }
    if let Some(drill) = tip.drill {
        let cells: Vec<&str> = tip.cells.iter().map(|k| situation_words(k)).collect();
        // Missed before: the one cell the focused drill asks first, and only that one.
        let (label, focus) = if tip.weak {
            ("Chart cell missed before, asked first", "weak")
        } else {
            ("Chart cells worth most", "")
        };
        writeln!(w, "  {label}: {}: {}", cells.join(", "), p.accent(hint.quoted_on(drill, None, focus)))?;
    }
    Ok(())
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
                        note(format!(
                            "your latest answers are at `{own}`, a table of your own: name its file with \
                         `--table-file` to see its chart and leak"
                        ));
                    }
                    standing
                        .latest_table(drill, |t| presets.contains(&t))
                        .map_or_else(|| "book".to_string(), str::to_string)
                }
            };
            let rules = preset(&table).map_err(|e| CliError::BadInput(e.to_string()))?;
            let chart = crate::coach::drill::shipped_chart(&rules.id)
                .map_err(|e| CliError::BadInput(e.to_string()))?;
            let flag = format!("--table {}", rules.id);
            (rules, chart, flag)
        }
    };
    Ok(found)
}

fn path_json(
    path: &'static learning_path::LearningPath,
    table: &str,
    statuses: &[StageStatus],
) -> serde_json::Value {
    let stages: Vec<serde_json::Value> = statuses
        .iter()
        .map(|s| {
            json!({
                "name": s.stage.name,
                "drills": s.stage.drills,
                "seconds": s.stage.seconds,
                "unlocked": s.unlocked,
                "mastered": s.mastered,
                "placed": s.placed,
                "due_for_retest": s.due_for_retest,
                "answers": s.answers,
                "recent_accuracy_percent": s.recent_accuracy_percent,
                "recent_median_ms": s.recent_median_ms,
            })
        })
        .collect();
    json!({ "id": path.id, "table": table, "stages": stages })
}

fn chart_json(record: &ChartRecord, bet: u64) -> serde_json::Value {
    let cells: Vec<serde_json::Value> = record
        .cells
        .iter()
        .map(|c| {
            let cell = &c.facts.cell;
            json!({
                "key": c.facts.key,
                "kind": cell.kind.name(),
                "player": cell.player.to_string(),
                "dealer": cell.dealer.symbol(),
                "action": cell.action.to_string(),
                "frequency": c.facts.frequency,
                "cost_percent": c.cost_percent(),
                "seen": c.seen,
                "wrong": c.wrong,
                "error_rate": c.error_rate(),
                "leak_points": c.leak_points(),
            })
        })
        .collect();
    json!({
        "table": record.table,
        "house_edge_percent": record.house_edge_percent,
        "leak_points": record.leak_points(),
        "leak_bet": bet,
        "leak_chips_per_100_rounds": leak_chips(record.leak_points(), bet),
        "costliest": record.costliest(3).iter().map(|c| c.facts.key.clone()).collect::<Vec<_>>(),
        "cells": cells,
    })
}

fn seconds(ms: Option<u64>) -> String {
    ms.map_or_else(
        || "-".to_string(),
        |ms| format!("{:.1} s", crate::coach::learner::history::tenths_of_seconds(ms)),
    )
}

/// Accuracy and median answer time of each stage of the path, a chart each.
fn pictures(w: &mut dyn Write, p: Painter, trends: &[FamilyTrend], width: usize) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold("Accuracy and speed by stage of the path, day by day"))?;
    writeln!(
        w,
        "{}",
        p.dim(
            "  Each bar is one day you practised the stage (UTC): above, the share of its answers that \
             were right; below, their median time."
        )
    )?;
    for t in trends {
        trend::family(w, p, t, width)?;
    }
    Ok(())
}

/// The leak at the end of each day, as a chart, when there are days to draw.
fn leak_picture(w: &mut dyn Write, p: Painter, days: &[LeakDay], bet: u64, width: usize) -> io::Result<()> {
    if days.is_empty() {
        return Ok(());
    }
    writeln!(
        w,
        "  Your leak in chips per 100 rounds at a bet of {bet}, at the end of each day you played the chart: from every strategy answer up to that day."
    )?;
    trend::leak(w, p, days, width, |points| leak_chips(points, bet), chips_figure)
}

fn path_status(
    w: &mut dyn Write,
    p: Painter,
    path: &'static learning_path::LearningPath,
    statuses: &[StageStatus],
    hint: &Hint<'_>,
) -> io::Result<()> {
    let table = hint.table;
    writeln!(w)?;
    writeln!(w, "{} {}", p.bold(format!("Learning path at `{table}`:")), path.about)?;
    let width = path.stages.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for s in statuses {
        // No stage is ever locked (any drill can be practised at any time): a stage the path has
        // not reached yet comes later.
        let word = format!("{:<8}", stage_state(s));
        let state = if s.due_for_retest {
            p.warn(word)
        } else if s.mastered {
            p.good(word)
        } else if s.unlocked {
            p.accent(word)
        } else {
            p.dim(word)
        };
        let detail = match (s.recent_accuracy_percent, s.answers) {
            (Some(acc), n) => format!(
                "{n} answer{}, {acc:.0}% right in time over the last {}, median {}",
                plural(n),
                n.min(learning_path::MASTERY_WINDOW),
                seconds(s.recent_median_ms)
            ),
            (None, _) => String::new(),
        };
        let line = format!(
            "  {state}  {:width$}  {:>4}  {}",
            s.stage.name,
            format!("{} s", s.stage.seconds),
            p.dim(detail)
        );
        writeln!(w, "{}", line.trim_end())?;
    }
    writeln!(
        w,
        "{}",
        p.dim(format!(
            "  A stage is mastered when {}% of its last {} answers at `{table}` are right within its time (the seconds shown){}; the next stage then opens. Any drill may be practised at any time.",
            learning_path::MASTERY_ACCURACY_PERCENT,
            learning_path::MASTERY_WINDOW,
            if hint.in_menu { ", the pace of a timed drill" } else { ", the pace of `bjcoach drill NAME --timed SECONDS`" },
        ))
    )?;
    if statuses.iter().any(|s| s.placed) {
        writeln!(w, "{}", p.dim(format!("  {}", learning_path::PLACED_SENTENCE)))?;
    }
    match path.sharing_sentence() {
        Some(shared) => writeln!(w, "{}", p.dim(format!("  {shared}"))),
        None => Ok(()),
    }
}

/// One heat-map cell: the chart's play, coloured by how often the learner misses it, with a mark
/// that says the same without colour; a dot where the learner was never asked.
/// The columns of a heat-map cell: two letters of play, a mark and a gap (ten dealer's cards
/// and the row's label fit 60 columns).
const CELL: usize = 4;

fn heat_cell(p: Painter, cell: Option<&CellRecord>) -> String {
    let Some(cell) = cell else { return format!("{:<CELL$}", "") };
    let code = cell.facts.cell.action.to_string();
    let miss = Miss::of(cell);
    let style = match miss {
        Miss::NotAsked => return p.dim(format!("{:<CELL$}", miss.mark())),
        Miss::Never => Style::new().green(),
        Miss::Sometimes => Style::new().yellow().bold(),
        Miss::Often => Style::new().red().bold(),
    };
    p.paint(&style, format!("{:<CELL$}", format!("{code}{}", miss.mark())))
}

fn heat_map(w: &mut dyn Write, p: Painter, record: &ChartRecord) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold(format!("Your mistakes on the `{}` chart", record.table)))?;
    for section in heat_sections(record) {
        let header: String = DEALER_ORDER.iter().map(|d| format!("{:<CELL$}", d.symbol())).collect();
        writeln!(w, "\n  {:<15}{}", section.title, header.trim_end())?;
        for (label, cells) in section.rows {
            let row: String = cells.into_iter().map(|c| heat_cell(p, c)).collect();
            writeln!(w, "    {label:<13}{}", row.trim_end())?;
        }
    }
    writeln!(w)?;
    writeln!(
        w,
        "  Each cell you were asked shows the chart's play: {} always right, {} missed sometimes, {} missed half the time or more; {} never asked.",
        p.paint(&Style::new().green(), "unmarked"),
        p.paint(&Style::new().yellow().bold(), "!"),
        p.paint(&Style::new().red().bold(), "✗"),
        p.dim("·")
    )
}

fn leak(w: &mut dyn Write, p: Painter, record: &ChartRecord, bet: u64, hint: &Hint<'_>) -> io::Result<()> {
    writeln!(w)?;
    if record.seen() == 0 {
        writeln!(
            w,
            "{} no strategy answers at `{}` yet; your leak shows once you play some, e.g. {}.",
            p.bold("Leak:"),
            record.table,
            hint.quoted("strategy", None)
        )?;
        return Ok(());
    }
    let leak = record.leak_points();
    writeln!(
        w,
        "{} at `{}` your mistakes give away {} of every bet, {} chips per 100 rounds at a bet of {bet}, on top of the house edge of {:.2}% when the chart is played exactly.",
        p.bold("Leak:"),
        record.table,
        p.bad(format!("{leak:.3}%")),
        chips_figure(leak_chips(leak, bet)),
        (record.house_edge_percent * 100.0).round() / 100.0 + 0.0
    )?;
    writeln!(
        w,
        "{}",
        p.dim("  Each cell counts how often it comes up × how often you miss it × what the miss costs.")
    )?;
    let worst = record.costliest(3);
    if worst.is_empty() {
        writeln!(w, "  No cell costs you anything: every strategy answer was right.")?;
        return Ok(());
    }
    writeln!(w, "  The cells that cost you most:")?;
    let width = worst.iter().map(|c| c.facts.key.len()).max().unwrap_or(0).saturating_sub(5);
    for c in worst {
        writeln!(
            w,
            "    {:width$}  wrong {} of {}  costs {:.2}% of the bet each time  {:.3}% of every bet",
            situation_words(&c.facts.key),
            c.wrong,
            c.seen,
            c.cost_percent(),
            c.leak_points()
        )?;
    }
    Ok(())
}

/// A field of the CSV export. Control characters but the line break, and bidirectional
/// overrides (which only a damaged or crafted journal holds), are written escaped: the export is
/// read on screens too.
fn csv_field(text: &str) -> String {
    let text = crate::data::shown_lines(text);
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The first line of the CSV export: the name of each field.
const CSV_HEADER: &str =
    "drill,table,key,answer,expected,correct,mistake,cost_percent,response_ms,at,day,retry\n";

/// One answer as a line of the CSV export.
fn csv_row(a: &AnswerRecord) -> String {
    let fields = [
        csv_field(&a.drill),
        csv_field(&a.table),
        csv_field(&a.key),
        csv_field(&a.answer),
        csv_field(&a.expected),
        a.correct.to_string(),
        a.mistake.as_deref().map(csv_field).unwrap_or_default(),
        a.cost_percent.map(|c| c.to_string()).unwrap_or_default(),
        a.response_ms.map(|c| c.to_string()).unwrap_or_default(),
        a.at.to_string(),
        day_of(a.at),
        a.retry.to_string(),
    ];
    fields.join(",") + "\n"
}

/// The JSON export written an answer at a time: the bytes of the whole [`Progress`] as
/// `serde_json::to_string_pretty` writes it, then a line break, without holding every answer.
struct JsonExport {
    /// The file up to the answers' opening bracket.
    before: String,
    /// The file from the answers' closing bracket.
    after: String,
}

impl JsonExport {
    fn new() -> Result<JsonExport, CliError> {
        // The file with no answer, cut where the answers go: the rest is serde's own.
        let empty =
            serde_json::to_string_pretty(&Progress::default()).map_err(|e| CliError::Other(e.into()))?;
        let (before, after) = empty
            .split_once("[]")
            .ok_or_else(|| CliError::Other(anyhow::anyhow!("the export holds no list of answers")))?;
        Ok(JsonExport { before: format!("{before}["), after: format!("]{after}\n") })
    }

    /// One answer, the `n`-th from 0, as an element of the answers' list two levels deep.
    fn answer(n: usize, a: &AnswerRecord) -> io::Result<String> {
        let text = serde_json::to_string_pretty(a)?;
        // A line break in serde's output is always its own (one in a string is escaped), so
        // indenting after each one nests the object as the whole file's printer would.
        Ok(format!("{}    {}", if n == 0 { "\n" } else { ",\n" }, text.replace('\n', "\n    ")))
    }
}

/// Writes every saved answer to `w` in `format`, one at a time as the store reads them; returns
/// how many. A failed write is said by `cannot`.
fn write_export(
    store: &Store,
    format: ExportFormat,
    w: &mut dyn Write,
    cannot: impl Fn(io::Error) -> CliError,
) -> Result<usize, CliError> {
    // What comes before the first answer is written with it (or at the end when there is none),
    // so that a store that cannot be read writes nothing.
    let (before, after) = match format {
        ExportFormat::Csv => (CSV_HEADER.to_string(), String::new()),
        ExportFormat::Json => {
            let json = JsonExport::new()?;
            (json.before, json.after)
        }
    };
    let mut n = 0;
    let written = each_answer(store, |a| {
        let row = match format {
            ExportFormat::Csv => csv_row(a),
            ExportFormat::Json => JsonExport::answer(n, a)?,
        };
        if n == 0 {
            w.write_all(before.as_bytes())?;
        }
        n += 1;
        w.write_all(row.as_bytes())
    })?;
    let end = match (n, format) {
        (0, _) => format!("{before}{after}"),
        (_, ExportFormat::Csv) => after,
        (_, ExportFormat::Json) => format!("\n  {after}"),
    };
    let written = written.and_then(|()| w.write_all(end.as_bytes()));
    written.and_then(|()| w.flush()).map_err(cannot)?;
    Ok(n)
}

fn export(
    store: &Store,
    format: ExportFormat,
    output: Option<&PathBuf>,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    match output {
        Some(path) => {
            let cannot = |e: io::Error| {
                CliError::BadInput(format!("{}: cannot write the export: {e}", path.display()))
            };
            let file = std::fs::File::create(path).map_err(cannot)?;
            let n = match write_export(store, format, &mut io::BufWriter::new(file), cannot) {
                Ok(n) => n,
                Err(e) => {
                    // Half an export is no export.
                    let _ = std::fs::remove_file(path);
                    return Err(e);
                }
            };
            writeln!(out.w, "Wrote {n} answer{} to {}.", plural(n), path.display())?;
        }
        None => {
            out.for_programs()?;
            write_export(store, format, &mut io::BufWriter::new(&mut out.w), CliError::from)?;
        }
    }
    Ok(())
}

fn reset(store: &Store, yes: bool, now: u64, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    if !yes {
        // Only to ask: the sentence after the reset gives the count read under its lock.
        // Every answer saved goes, the retries with the rest, as the sentence after says.
        let standing = store.read().map_err(store_error)?.standing;
        let n = standing.answers(None) + standing.retries(None).asked;
        if !config.is_interactive() {
            return Err(CliError::BadInput(
                "`--reset` deletes your saved progress: add `--yes` to confirm when not at a terminal"
                    .to_string(),
            ));
        }
        let question = format!("Delete your saved progress ({n} answer{})? A backup is kept.", plural(n));
        let sure = super::prompt::ask_yes_no(&console::Term::stdout(), out.paint, &question, false)?;
        if sure != Some(true) {
            writeln!(out.w, "Nothing was deleted.")?;
            return Ok(());
        }
    }
    let reset = store.reset(now).map_err(store_error)?;
    for n in reset.notices {
        note(n);
    }
    match reset.backup {
        Some((backup, n)) => writeln!(
            out.w,
            "Your progress ({n} answer{}) was reset; a backup is kept as {}.",
            plural(n),
            backup.display()
        )?,
        None => writeln!(out.w, "There was no saved progress to reset.")?,
    }
    Ok(())
}
