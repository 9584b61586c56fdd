//! `bjcoach drill`: a drill at a table, asked at the terminal or answered from a file, shown as
//! text or as JSON lines.

use std::io::{self, IsTerminal};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use console::{Style, Term};
use dialoguer::Select;
use dialoguer::theme::ColorfulTheme;
use serde_json::json;

use super::stats::{DataChoice, calendar, note, open_journal, read, save, saving};
use super::{CliError, Out, Painter, Prompted, TableChoice};
use crate::coach::drill::answer::Answer;
use crate::coach::drill::dealing::Chooser;
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::Question;
use crate::coach::drill::session::{
    FakeClock, Observer, Record, SessionOptions, Summary, SystemClock, run_with as run_session,
};
use crate::coach::drill::{Drill, DrillError, Library, Setting, nearest_preset};
use crate::coach::learner::learning_path::PATHS;
use crate::coach::learner::plan::Plan;
use crate::coach::learner::progress::{AnswerRecord, Journal, Store};
use crate::coach::learner::schedule::Focus;
use crate::coach::learner::store::Standing;
use crate::coach::learner::{Calendar, Changes};
use crate::game::card::Card;
use crate::game::rules::preset;

/// Each scripted answer is taken to last this long, so a scripted transcript never changes.
const SCRIPTED_ANSWER_TIME: Duration = Duration::from_secs(2);

/// Arguments of `bjcoach drill`.
#[derive(Debug, Args)]
pub struct DrillArgs {
    /// The drill to run (see `--list`); with none, a menu opens at a terminal.
    name: Option<String>,
    /// List the drills, one line each.
    #[arg(long)]
    list: bool,
    #[command(flatten)]
    table: TableChoice,
    /// The preset to compare with in `table-differences` (by default the one that differs least).
    #[arg(long, value_name = "TABLE")]
    against: Option<String>,
    /// Number of questions.
    #[arg(long, short = 'n', default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=1000))]
    count: u32,
    /// Seed for the shoe and the questions: the same seed asks the same questions.
    #[arg(long)]
    seed: Option<u64>,
    /// Read the answers from a file, one per line (`-` for standard input) instead of prompting.
    #[arg(long, value_name = "FILE")]
    answers: Option<PathBuf>,
    /// Text for people, or one JSON object per line per question, then a summary.
    #[arg(long, value_enum, default_value_t = DrillFormat::Text)]
    format: DrillFormat,
    /// A drill of your own, as a YAML file (it joins the list; the same id replaces a shipped drill).
    #[arg(long, value_name = "PATH")]
    drill_file: Option<PathBuf>,
    /// What to practise: review mixed with new situations, or only the ones you missed before.
    #[arg(long, value_enum, default_value_t = FocusChoice::Mixed)]
    focus: FocusChoice,
    #[command(flatten)]
    data: DataChoice,
}

/// What a session practises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum FocusChoice {
    /// Situations chosen by your schedule: mostly review, weighted by what mistakes cost, and some new ones.
    Mixed,
    /// Only situations you missed before and do not know well yet.
    Weak,
}

/// Output forms of `bjcoach drill`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DrillFormat {
    Text,
    Json,
}

fn drill_error(e: DrillError) -> CliError {
    match e {
        DrillError::Invalid(d) => CliError::BadData(d),
        other => CliError::BadInput(other.to_string()),
    }
}

/// Runs `bjcoach drill`.
pub fn run(args: &DrillArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    let mut library = Library::shipped().map_err(drill_error)?;
    if let Some(path) = &args.drill_file {
        let origin = path.display().to_string();
        let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
        library.add(&origin, &text).map_err(drill_error)?;
    }
    if args.list {
        return list(&library, out);
    }
    let terminal = io::stdin().is_terminal() && io::stdout().is_terminal();
    let drill = match &args.name {
        Some(name) => library.get(name).map_err(drill_error)?.clone(),
        None if terminal && args.answers.is_none() => match pick_drill(&library)? {
            Some(d) => d,
            None => return Ok(()),
        },
        None => {
            return Err(CliError::BadInput(format!(
                "name a drill to run, e.g. `bjcoach drill hand-totals`; the drills are: {}",
                library.drills.iter().map(|d| d.spec.id.as_str()).collect::<Vec<_>>().join(", ")
            )));
        }
    };
    let setting = setting_for(&args.table, args.against.as_deref(), &drill)?;
    let rules = setting.rules.clone();
    drill.check_table(&setting).map_err(drill_error)?;
    let seed = args.seed.unwrap_or_else(rand::random);
    let options = SessionOptions { count: args.count as usize, seed };
    let scripted = args.answers.is_some() || !io::stdin().is_terminal();
    let store = args.data.store()?;
    let before = read(&store)?.standing;
    let Some(saving) = saving(&store, scripted, "answers")? else { return Ok(()) };
    let store = saving.then_some(&store);
    let chooser = plan_for(args.focus, &setting, &before, &drill);
    let mut observer = Shown::new(out, &library.catalogue, args.format, scripted, &drill, &rules.id, store)?;
    let result = practise(&drill, &setting, options, chooser, args.answers.as_ref(), &mut observer);
    let saved = finish(store, &before, &setting, &mut observer);
    result.and(saved)
}

/// The learner's schedule at this table, once they have answers there; with `--focus weak`, a
/// note when nothing of this drill was missed yet.
fn plan_for(
    focus: FocusChoice,
    setting: &Setting,
    before: &Standing,
    drill: &Drill,
) -> Option<Box<dyn Chooser>> {
    let table = &setting.rules.id;
    let mine = before.keys_of(&drill.spec.id, table);
    if !before.answered_at(table) {
        if focus == FocusChoice::Weak {
            note(format!(
                "no answers saved at `{table}` yet, so nothing to focus on: the drill deals as usual"
            ));
        }
        return None;
    }
    let focus = if focus == FocusChoice::Weak { Focus::Weak } else { Focus::Mixed };
    let plan =
        Plan::with_scheduler(&setting.rules, setting.chart.as_ref(), before.plan_scheduler(table), focus);
    if focus == Focus::Weak && plan.weak_among(&mine) == 0 {
        note(format!(
            "nothing in `{}` at `{table}` was missed lately: the drill deals as usual",
            drill.spec.id
        ));
    }
    Some(Box::new(plan))
}

/// Says what the session changed (when there was progress before it) and saves its answers.
fn finish(
    store: Option<&Store>,
    before: &Standing,
    setting: &Setting,
    observer: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    if before.answers(None) > 0 && !observer.recorded.is_empty() {
        let now = observer.calendar.now();
        let mut after = before.clone();
        for a in &observer.recorded {
            after.add(a);
        }
        let leak = setting.chart.as_ref().map(|c| {
            let leak = |s: &Standing| s.chart_record(&setting.rules, c, None).leak_points();
            (leak(before), leak(&after))
        });
        let changes = Changes::from_statuses(
            &before.path_status(&PATHS[0], now),
            &after.path_status(&PATHS[0], now),
            leak,
        );
        observer.changes(&changes)?;
    }
    save(store, observer.journal.take(), &observer.recorded)
}

/// Runs the session, scripted or at the terminal.
fn practise(
    drill: &Drill,
    setting: &Setting,
    options: SessionOptions,
    chooser: Option<Box<dyn Chooser>>,
    answers: Option<&PathBuf>,
    observer: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    if observer.scripted {
        let mut clock = FakeClock::new(SCRIPTED_ANSWER_TIME);
        super::scripted_answers(answers.map(PathBuf::as_path), |source| {
            let summary = run_session(drill, setting, options, chooser, source, &mut clock, observer)?;
            observer.summary(&summary)?;
            Ok(())
        })
    } else {
        interactive(drill, setting, options, chooser, observer)
    }
}

/// The table, its chart and the table compared with, as far as the drill needs them.
fn setting_for(choice: &TableChoice, against: Option<&str>, drill: &Drill) -> Result<Setting, CliError> {
    let rules = choice.load()?;
    if !drill.spec.deal.needs_chart() {
        return Ok(Setting { rules, chart: None, against: None });
    }
    let chart = super::chart::chart_for(choice, &rules)?;
    let other = match against {
        Some(name) => {
            let other = preset(name).map_err(|e| CliError::BadInput(e.to_string()))?;
            if crate::coach::drill::rule_distance(&other, &rules) == 0 {
                return Err(CliError::BadInput(format!(
                    "`{name}` plays by the same rules as `{}`; compare with another table",
                    rules.id
                )));
            }
            Some(other)
        }
        None => nearest_preset(&rules),
    };
    let against = match other {
        Some(other) => {
            let choice = TableChoice { table: other.id.clone(), table_file: None };
            let chart = super::chart::chart_for(&choice, &other)?;
            Some((other, chart))
        }
        None => None,
    };
    Ok(Setting { rules, chart: Some(chart), against })
}

/// Runs a drill at the terminal, prompting for each answer; Ctrl-C ends it with its summary.
pub fn interactive(
    drill: &Drill,
    setting: &Setting,
    options: SessionOptions,
    chooser: Option<Box<dyn Chooser>>,
    observer: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    let mut clock = SystemClock::new();
    super::watch_interrupts();
    let mut source = Prompted { paint: observer.out.paint, interrupted: false, check_form: true };
    let summary = run_session(drill, setting, options, chooser, &mut source, &mut clock, observer)?;
    observer.summary(&summary)?;
    let _ = Term::stdout().show_cursor();
    if source.interrupted { Err(CliError::Interrupted) } else { Ok(()) }
}

/// The menu's entry: pick a drill and a table, then ten questions at the terminal.
pub fn from_menu(out: &mut Out<'_>) -> Result<(), CliError> {
    let library = Library::shipped().map_err(drill_error)?;
    let Some(drill) = pick_drill(&library)? else { return Ok(()) };
    let names = crate::game::rules::preset_names();
    let picked = Select::with_theme(&ColorfulTheme::default())
        .with_prompt("At which table?")
        .items(&names)
        .default(0)
        .interact_opt()
        .map_err(|e| CliError::Other(e.into()))?;
    let Some(i) = picked else { return Ok(()) };
    let choice = TableChoice { table: names[i].to_string(), table_file: None };
    let setting = setting_for(&choice, None, &drill)?;
    let rules = setting.rules.clone();
    drill.check_table(&setting).map_err(drill_error)?;
    let options = SessionOptions { count: 10, seed: rand::random() };
    let store = DataChoice { data_dir: None }.store()?;
    let before = read(&store)?.standing;
    let Some(saving) = saving(&store, false, "answers")? else { return Ok(()) };
    let store = saving.then_some(&store);
    let chooser = plan_for(FocusChoice::Mixed, &setting, &before, &drill);
    let mut observer =
        Shown::new(out, &library.catalogue, DrillFormat::Text, false, &drill, &rules.id, store)?;
    let result = interactive(&drill, &setting, options, chooser, &mut observer);
    let saved = finish(store, &before, &setting, &mut observer);
    match result.and(saved) {
        Err(CliError::Interrupted) => Ok(()),
        other => other,
    }
}

fn pick_drill(library: &Library) -> Result<Option<Drill>, CliError> {
    let width = library.drills.iter().map(|d| d.spec.id.len()).max().unwrap_or(0);
    let items: Vec<String> =
        library.drills.iter().map(|d| format!("{:<width$}  {}", d.spec.id, d.spec.title)).collect();
    let picked = Select::with_theme(&ColorfulTheme::default())
        .with_prompt("Which drill?")
        .items(&items)
        .default(0)
        .interact_opt()
        .map_err(|e| CliError::Other(e.into()))?;
    Ok(picked.and_then(|i| library.drills.get(i).cloned()))
}

/// Lists the drills.
fn list(library: &Library, out: &mut Out<'_>) -> Result<(), CliError> {
    let width = library.drills.iter().map(|d| d.spec.id.len()).max().unwrap_or(0);
    for d in &library.drills {
        let name = format!("{:width$}", d.spec.id);
        writeln!(out.w, "{}  {}", out.paint.accent(name), d.spec.title)?;
        writeln!(out.w, "{:width$}  {}", "", out.paint.dim(&d.spec.teaches))?;
    }
    writeln!(out.w)?;
    writeln!(out.w, "{}", out.paint.dim("Run one with `bjcoach drill NAME --table TABLE`."))?;
    Ok(())
}

/// Shows a session as text or JSON lines.
pub struct Shown<'o, 'w> {
    out: &'o mut Out<'w>,
    catalogue: &'o Catalogue,
    format: DrillFormat,
    scripted: bool,
    timed: bool,
    drill: String,
    table: String,
    calendar: Calendar,
    /// Every answer of the session, as it will be saved.
    recorded: Vec<AnswerRecord>,
    /// Where each answer is written as soon as it is given.
    journal: Option<Journal>,
}

impl<'o, 'w> Shown<'o, 'w> {
    /// Shows a session of `drill` at `table`, its answers written to a journal of `store` as they
    /// are given.
    fn new(
        out: &'o mut Out<'w>,
        catalogue: &'o Catalogue,
        format: DrillFormat,
        scripted: bool,
        drill: &Drill,
        table: &str,
        store: Option<&Store>,
    ) -> Result<Shown<'o, 'w>, CliError> {
        let calendar = calendar()?;
        let journal = store.and_then(|store| open_journal(store, &calendar, "answers"));
        Ok(Shown {
            out,
            catalogue,
            format,
            scripted,
            timed: drill.spec.timed,
            drill: drill.spec.id.clone(),
            table: table.to_string(),
            calendar,
            recorded: Vec::new(),
            journal,
        })
    }
}

fn card_text(p: Painter, c: &Card) -> String {
    let style = if c.suit.is_red() { Style::new().red().bold() } else { Style::new().bold() };
    p.paint(&style, c)
}

fn cards_text(p: Painter, cards: &[Card]) -> String {
    cards.iter().map(|c| card_text(p, c)).collect::<Vec<_>>().join(" ")
}

fn seconds(d: Duration) -> String {
    format!("{:.1} s", d.as_secs_f64())
}

impl Shown<'_, '_> {
    fn changes(&mut self, c: &Changes) -> io::Result<()> {
        if self.format == DrillFormat::Json {
            let line = json!({ "changes": c });
            return writeln!(self.out.w, "{line}");
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        writeln!(w, "{}", p.bold("What changed:"))?;
        if let Some((was, is)) = c.leak {
            let trend = if is < was - 5e-4 {
                p.good("smaller")
            } else if is > was + 5e-4 {
                p.bad("larger")
            } else {
                "unchanged".to_string()
            };
            writeln!(w, "  Leak at {}: {was:.3} → {is:.3} house-edge points ({trend})", self.table)?;
        }
        for name in &c.mastered {
            writeln!(w, "  Mastered: {name}")?;
        }
        for name in &c.unlocked {
            writeln!(w, "  Opened: {} {}", name, p.dim("(see `bjcoach stats`)"))?;
        }
        if c.leak.is_none() && c.mastered.is_empty() && c.unlocked.is_empty() {
            writeln!(w, "  No stage of the path changed yet; `bjcoach stats` shows where you stand.")?;
        }
        Ok(())
    }

    fn summary(&mut self, s: &Summary) -> io::Result<()> {
        if self.format == DrillFormat::Json {
            let line = json!({ "summary": s });
            return writeln!(self.out.w, "{line}");
        }
        let p = self.out.paint;
        writeln!(self.out.w)?;
        let stopped = if s.stopped_early {
            format!(" (stopped after {} answer{})", s.answered, if s.answered == 1 { "" } else { "s" })
        } else {
            String::new()
        };
        writeln!(
            self.out.w,
            "{} {}/{} right ({}%) · median time {:.1} s{stopped}",
            p.bold("Summary:"),
            s.correct,
            s.answered,
            crate::coach::drill::answer::round1(s.accuracy),
            s.median_seconds
        )?;
        if s.mistakes.is_empty() {
            writeln!(self.out.w, "{} none", p.bold("Mistakes:"))?;
        } else {
            writeln!(self.out.w, "{}", p.bold("Mistakes:"))?;
            for m in &s.mistakes {
                let title = self.catalogue.get(&m.id).map_or("", |x| x.title.as_str());
                writeln!(self.out.w, "  {} x{}  {}", p.bad(&m.id), m.count, title)?;
            }
        }
        if s.value_lost > 0.0 || s.close_calls > 0 {
            writeln!(
                self.out.w,
                "{} {:.2}% of a bet ({} close call{})",
                p.bold("Value lost:"),
                s.value_lost,
                s.close_calls,
                if s.close_calls == 1 { "" } else { "s" }
            )?;
        }
        writeln!(self.out.w, "{}", p.dim(format!("Replay this session with --seed {}.", s.seed)))
    }
}

impl Observer for Shown<'_, '_> {
    fn asking(&mut self, n: usize, count: usize, q: &Question) -> io::Result<()> {
        if self.format == DrillFormat::Json {
            return Ok(());
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        writeln!(w)?;
        writeln!(w, "{}", p.accent(format!("Question {n} of {count}")))?;
        let s = &q.situation;
        if let Some(against) = &s.against {
            writeln!(w, "  Compared with: {against}")?;
        }
        if !s.dealer.is_empty() {
            let hole = s.hole_card.map(|c| format!(" (hole card {})", card_text(p, &c))).unwrap_or_default();
            writeln!(w, "  Dealer: {}{hole}", cards_text(p, &s.dealer))?;
        }
        if s.hands.is_empty() {
            if !s.player.is_empty() {
                let mut notes = Vec::new();
                if s.from_split {
                    notes.push("from a split".to_string());
                }
                if s.doubled {
                    notes.push("doubled".to_string());
                }
                if let Some(h) = s.seat_hands {
                    notes.push(format!("seat holds {h} hands"));
                }
                let notes =
                    if notes.is_empty() { String::new() } else { format!("  ({})", notes.join(", ")) };
                writeln!(w, "  You:    {}{notes}", cards_text(p, &s.player))?;
            }
        } else {
            for (i, h) in s.hands.iter().enumerate() {
                let mut notes = vec![format!("stake {}", h.stake)];
                if h.from_split {
                    notes.push("split".to_string());
                }
                if h.doubled {
                    notes.push("doubled".to_string());
                }
                if h.surrendered {
                    notes.push("surrendered".to_string());
                }
                writeln!(w, "  Hand {}: {}  ({})", i + 1, cards_text(p, &h.cards), notes.join(", "))?;
            }
        }
        if let Some(seen) = &s.seen {
            writeln!(
                w,
                "  Seen since the shuffle: {} of {} cards, {} of them tens",
                seen.cards, seen.shoe, seen.tens
            )?;
        }
        writeln!(w, "{}", p.bold(&q.prompt))
    }

    fn answered(&mut self, r: &Record) -> io::Result<()> {
        let record = r.answer_record(&self.drill, &self.table, self.calendar.now());
        if let Some(Err(e)) = self.journal.as_mut().map(|j| j.record(&record)) {
            note(format!("{e}; your answers will be saved when the session ends"));
        }
        self.recorded.push(record);
        let q = &r.question;
        let j = &r.judgement;
        if self.format == DrillFormat::Json {
            let line = json!({
                "drill": self.drill,
                "n": r.n,
                "table": self.table,
                "situation": q.situation,
                "prompt": q.prompt,
                "expected": q.expected.shown(),
                "answer": r.line,
                "correct": j.correct,
                "mistake": j.mistake,
                "cost": j.cost.map(|c| (c * 100.0).round() / 100.0 + 0.0),
                "close_call": j.is_close_call(),
                "unrecognised": j.unrecognised,
                "seconds": (r.time.as_secs_f64() * 10.0).round() / 10.0,
                "why": q.why,
                "options": q.options,
                "key": q.key,
            });
            return writeln!(self.out.w, "{line}");
        }
        let p = self.out.paint;
        let w = &mut self.out.w;
        if self.scripted {
            writeln!(w, "> {}", r.line)?;
        }
        let time = if self.timed { format!(" in {}", seconds(r.time)) } else { String::new() };
        let score = p.dim(format!("score {}/{}", r.score, r.n));
        if j.correct {
            writeln!(w, "{} {}{time}  {score}", p.good("Right:"), q.expected.shown())?;
            return Ok(());
        }
        if let Some(reason) = &j.unrecognised {
            writeln!(w, "{} {reason}", p.warn("Not understood:"))?;
            writeln!(w, "{} the answer is {}{time}  {score}", p.bad("Counted wrong:"), q.expected.shown())?;
        } else {
            let given = j.answer.map(|a: Answer| a.to_string()).unwrap_or_default();
            let label = if j.is_close_call() { p.warn("Close call:") } else { p.bad("Wrong:") };
            writeln!(w, "{label} you said {given}; the answer is {}{time}  {score}", q.expected.shown())?;
        }
        if let Some(cost) = j.cost {
            writeln!(w, "  Cost: {:.2}% of the bet", -cost)?;
        }
        if let Some(m) = j.mistake.and_then(|id| self.catalogue.get(id)) {
            writeln!(w, "  {} {}. {}", p.warn("Mistake:"), m.title, m.explanation)?;
        }
        writeln!(w, "  {} {}", p.dim("Why:"), q.why)
    }
}
