//! `bjcoach drill`: a drill at a table, asked at the terminal or answered from a file, shown as
//! text or as JSON lines.

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use console::Term;
use dialoguer::Select;
use dialoguer::theme::ColorfulTheme;
use serde_json::json;

use super::args::{KnownNames, LangArg, SessionChoice, TableChoice, TextOrJson};
use super::count_view;
use super::progress::saving;
use super::prompt::watch_interrupts;
use super::session::{
    Prompted, SCRIPTED_ANSWER_TIME, Script, Transcript, end_interactive, scripted_answers, write_mistakes,
};
use super::term::note;
use super::{CliError, Config, Out, Painter};
use crate::coach::drill::answer::round1;
use crate::coach::drill::countdown::Countdown;
use crate::coach::drill::dealing::Chooser;
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::question::CountSituation;
use crate::coach::drill::question::{Question, Situation, hand_name_in};
use crate::coach::drill::session::{
    AnswerSource, FakeClock, HINT, Numbering, Observer, Record, SessionOptions, Summary, SystemClock,
    run_with as run_session,
};
use crate::coach::drill::spec::Deal;
use crate::coach::drill::tray::QUARTER;
use crate::coach::drill::verdict::{Line, Tone, allowed_in, seconds_in, verdict};
use crate::coach::drill::{CardCounting, Drill, DrillError, Library, Setting};
use crate::coach::learner::countdown_bests::{SessionBests, bests};
use crate::coach::learner::progress::Store;
use crate::coach::learner::schedule::Focus;
use crate::coach::learner::store::standing::Standing;
use crate::coach::learner::{Change, Changes, Trend};
use crate::coach::learner::{learning_path, practice};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};

/// Arguments of `bjcoach drill`.
#[derive(Debug, Args)]
pub struct DrillArgs {
    /// The drill to run (see `--list`); with none, a menu opens at a terminal.
    #[arg(value_parser = KnownNames::DRILLS, hide_possible_values = true)]
    name: Option<String>,
    /// List the drills, one line each.
    #[arg(long)]
    list: bool,
    #[command(flatten)]
    table: TableChoice,
    /// The preset to compare with in `table-differences` (by default the one that differs least).
    #[arg(long, value_name = "TABLE", value_parser = KnownNames::TABLES, hide_possible_values = true)]
    against: Option<String>,
    /// Number of questions, 1 to 1000 [default: 10; the placement test's own number].
    // `--count`, its old name, is kept hidden for one release: elsewhere `--count` names a
    // counting system.
    #[arg(long, short = 'n', alias = "count", value_name = "N", value_parser = clap::value_parser!(u32).range(1..=1000))]
    questions: Option<u32>,
    /// Answer against the clock: each answer must come within SECONDS, a whole number from 1 to
    /// 600, or it counts as a miss; a streak of right answers in time is kept.
    #[arg(long, value_name = "SECONDS")]
    timed: Option<String>,
    #[command(flatten)]
    session: SessionChoice,
    /// Text for people, or one JSON object per line per question, then a summary.
    #[arg(long, value_enum, default_value_t = TextOrJson::Text)]
    format: TextOrJson,
    /// A drill of your own, as a YAML file (it joins the list; the same id replaces a shipped drill).
    #[arg(long, value_name = "PATH")]
    drill_file: Option<PathBuf>,
    /// What to practise: review mixed with new situations, or only the ones you missed before.
    #[arg(long, value_enum, default_value_t = FocusChoice::Mixed)]
    focus: FocusChoice,
    /// The counting system of the card-counting drills (see `counts/`): hi-lo, ko, hi-opt-i,
    /// omega-ii, zen or red-7.
    #[arg(long, value_name = "NAME", default_value = "hi-lo", value_parser = KnownNames::SYSTEMS, hide_possible_values = true)]
    system: String,
    /// A counting system of your own, as a YAML file in the form of `counts/*.yaml`.
    #[arg(long, value_name = "PATH")]
    system_file: Option<PathBuf>,
    /// Your betting ramp for the `bet` drill: a YAML file in the form of `ramps/*.yaml`, or a
    /// shipped ramp's name (`one-to-eight`, the default, or `one-to-four`).
    #[arg(long, value_name = "FILE")]
    ramp: Option<PathBuf>,
    /// Seconds each card of the `running-count` drill is shown at a terminal, 0 to 10: each card
    /// is flashed and cleared before the next, as a shoe goes by (0 shows a round at once); for
    /// `deck-estimation`, the seconds the tray is shown before it is cleared (0 leaves it); for
    /// `deck-countdown`, the seconds each card, or pair, is shown.
    /// Answers from a file or a pipe, or output that is not a terminal, show them plainly.
    #[arg(long, value_name = "SECONDS", default_value_t = 1.0)]
    pace: f64,
    /// Shows the cards of `deck-countdown` two at a time, in pairs, rather than one at a time.
    #[arg(long)]
    pairs: bool,
    /// The language of the strategy drills' questions and verdicts, and of their keys: en, fr
    /// (t tirer, r rester, d doubler, s séparer, a abandonner) or it (c carta, s sto, d
    /// raddoppio, p split, r resa). By default BJCOACH_LANG, else the locale, else English.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// The most seconds `--timed` may allow an answer.
const MAX_TIMED: u32 = 600;

/// The seconds of `--timed SECONDS`: a whole number from 1 to [`MAX_TIMED`]; anything else is
/// refused saying so, wrapped as every error is (clap's own words named only "invalid digit").
fn whole_seconds(text: Option<&str>) -> Result<Option<Duration>, CliError> {
    let Some(text) = text else { return Ok(None) };
    match text.trim().parse::<u32>() {
        Ok(s) if (1..=MAX_TIMED).contains(&s) => Ok(Some(Duration::from_secs(u64::from(s)))),
        _ => {
            Err(CliError::said(|lang| lang.text("error-timed", &[("most", Arg::Int(u64::from(MAX_TIMED)))])))
        }
    }
}

/// Cards a line when a countdown's cards are shown plainly.
const PLAIN_ROW: usize = 8;

/// The counting system and ramp chosen on the command line.
fn card_counting(args: &DrillArgs) -> Result<CardCounting, CliError> {
    let system = super::choices::counting_system(&args.system, args.system_file.as_deref())?;
    let ramp = super::choices::ramp(args.ramp.as_deref())?;
    Ok(CardCounting { system, ramp, pairs: args.pairs })
}

/// What a session practises.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FocusChoice {
    /// Situations chosen by your schedule: mostly review, weighted by what mistakes cost, and some new ones.
    Mixed,
    /// Only situations you missed before and do not know well yet.
    Weak,
    /// Only situations the memory model says are due now, by days (predicted recall below
    /// 90%), the likeliest forgotten and costliest first.
    Due,
    /// Only today's reviews of the plan you follow (`bjcoach plan`), new items included.
    Plan,
}

/// A drill's error as the command line shows it, in the language asked for.
fn drill_error(e: DrillError) -> CliError {
    match e {
        DrillError::Invalid(d) => CliError::BadData(d),
        DrillError::Table(said) => CliError::BadInput(said),
        other => CliError::said(move |lang| other.words_in(lang)),
    }
}

/// Runs `bjcoach drill`.
pub fn run(args: &DrillArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let limit = whole_seconds(args.timed.as_deref())?;
    // A session of a shipped drill reads that drill alone; a list, or a drill file that may
    // replace a shipped one, reads them all.
    let mut library = match &args.name {
        Some(name) if args.drill_file.is_none() && !args.list => Library::shipped_only(name),
        _ => Library::shipped(),
    }
    .map_err(drill_error)?;
    if let Some(path) = &args.drill_file {
        let origin = path.display().to_string();
        let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
        library.add(&origin, &text).map_err(drill_error)?;
    }
    if args.list {
        return list(&library, LangArg::or_run(args.lang, config.lang), out);
    }
    let drill = match &args.name {
        Some(name) => library.get(name).map_err(drill_error)?.clone(),
        // With no name, only the drills that run at this table are offered.
        None => {
            // The table is read first, so a table that does not exist is said to be missing
            // rather than offering no drill at all.
            args.table.load()?;
            let here: Vec<&Drill> =
                library.drills.iter().filter(|d| check_at(d, &args.table).is_ok()).collect();
            if config.is_interactive() && args.session.answers.is_none() {
                match pick_drill(&here, LangArg::or_run(args.lang, config.lang))? {
                    Some(d) => d,
                    None => return Ok(()),
                }
            } else {
                let refused = no_drill_named(&here, &args.table);
                return Err(CliError::said(move |lang| refused.words_in(lang)));
            }
        }
    };
    let pace = count_view::pace_of(args.pace)?;
    let counting = card_counting(args)?;
    if args.format == TextOrJson::Json {
        out.for_programs()?;
    }
    let mut setting = setting_for(&args.table, args.against.as_deref(), &drill, counting)?;
    setting.lang = LangArg::or_run(args.lang, config.lang);
    let practice = Practice {
        drill: &drill,
        catalogue: library.catalogue,
        options: SessionOptions {
            count: args.questions.map_or_else(|| drill.default_questions(&setting), |n| n as usize),
            seed: args.session.seed.unwrap_or_else(rand::random),
            limit,
        },
        setting,
        focus: args.focus,
        format: args.format,
        scripted: args.session.answers.is_some() || !config.stdin_is_terminal,
        pace,
    };
    practice.run(Script::File(args.session.answers.as_ref()), config, out)
}

/// A drill session about to start: what is asked, where, and how it is shown.
struct Practice<'a> {
    drill: &'a Drill,
    catalogue: &'a Catalogue,
    setting: Setting,
    options: SessionOptions,
    focus: FocusChoice,
    format: TextOrJson,
    scripted: bool,
    /// How long each card of a running count is flashed, at a terminal.
    pace: Duration,
}

impl Practice<'_> {
    /// Runs the session, scripted or at the terminal, and saves its answers.
    fn run(self, script: Script<'_>, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
        let Practice { drill, setting, options, .. } = &self;
        drill.check_table(setting).map_err(drill_error)?;
        let store = config.store()?;
        // Whether the answers can be saved is asked first: a folder that cannot be written (or is
        // a file) is said, with the offer to go on, before anything is read from it.
        let Some(saving) = saving(&store, self.scripted, "answers")? else { return Ok(()) };
        let reading = super::progress::standing_unless_unsaved(&store, saving)?;
        // A countdown says the learner's best after each right answer: those saved before, then
        // the session's own.
        let countdown_bests = matches!(drill.spec.deal, Deal::DeckCountdown {})
            .then(|| SessionBests::new(bests(&store.countdown_fastest(&reading).unwrap_or_default())));
        let before = reading.standing;
        let store = saving.then_some(&store);
        // The memory by days is replayed from every answer only when it is asked for.
        let recall = match self.focus {
            FocusChoice::Due => recall_now(&config.store()?, &setting.rules.id)?,
            FocusChoice::Plan => planned_today(&config.store()?, setting)?,
            _ => HashMap::new(),
        };
        let chooser = plan_for(self.focus, setting, &before, drill, &recall);
        let t = Transcript::new(
            out,
            self.catalogue,
            self.format,
            self.scripted,
            &setting.rules.id,
            store,
            "answers",
        )?;
        let mut observer = Shown::new(t, drill, options.limit);
        observer.suggest_commands = !config.in_menu;
        observer.countdown_bests = countdown_bests;
        // Only a learner at a terminal watches the cards flash by; a script, or a screen that is
        // not a terminal, is shown each card once, plainly, and never waits.
        if !self.scripted
            && config.stdout_is_terminal
            && self.format == TextOrJson::Text
            && matches!(
                drill.spec.deal,
                Deal::RunningCount { .. } | Deal::DeckEstimation {} | Deal::DeckCountdown {}
            )
            && !self.pace.is_zero()
        {
            observer.pace = Some(self.pace);
        }
        let result = if self.scripted {
            let mut clock = FakeClock::new(SCRIPTED_ANSWER_TIME);
            scripted_answers(script, |source| {
                let summary =
                    run_session(drill, setting, *options, chooser, source, &mut clock, &mut observer)?;
                Ok(observer.summary(&summary)?)
            })
        } else {
            interactive(drill, setting, *options, chooser, &mut observer)
        };
        let placement = matches!(drill.spec.deal, Deal::Placement {});
        let saved = finish(store, &before, setting, placement, &mut observer);
        result.and(saved)
    }
}

/// The predicted recall now of every item answered at `table`, by the memory model replayed
/// over the saved answers there.
fn recall_now(store: &Store, table: &str) -> Result<HashMap<String, f64>, CliError> {
    let replay = super::progress::replayed(store, Some(table))?;
    Ok(replay.recall_at(table, super::progress::calendar()?.now()))
}

/// Today's reviews of the plan followed at the setting's table, with their recall now: none
/// when no plan is followed there.
fn planned_today(store: &Store, setting: &Setting) -> Result<HashMap<String, f64>, CliError> {
    let reading = super::progress::read(store)?;
    let now = super::progress::calendar()?.now();
    store
        .plan_reviews_today(&reading, &setting.rules, setting.chart.as_ref(), now)
        .map_err(super::progress::store_error)
}

/// The learner's schedule at this table, once they have answers there; with `--focus weak` or
/// `--focus due`, a note when there is nothing to focus on.
fn plan_for(
    focus: FocusChoice,
    setting: &Setting,
    before: &Standing,
    drill: &Drill,
    recall: &HashMap<String, f64>,
) -> Option<Box<dyn Chooser>> {
    let focus = match focus {
        FocusChoice::Mixed => Focus::Mixed,
        FocusChoice::Weak => Focus::Weak,
        FocusChoice::Due => Focus::Due,
        FocusChoice::Plan => Focus::Plan,
    };
    let (plan, focus_note) = practice::plan_with_recall(focus, setting, before, drill, recall);
    if let Some(focus_note) = focus_note {
        note(focus_note.words_in(super::term::stderr_lang()));
    }
    plan
}

/// Says what the session changed (when there was progress before it), where a placement put
/// the learner, and saves its answers.
fn finish(
    store: Option<&Store>,
    before: &Standing,
    setting: &Setting,
    placement: bool,
    observer: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    let now = observer.t.calendar.now();
    let recorded = &observer.t.answers.recorded;
    if let Some(changes) =
        Changes::after_session(before, &setting.rules, setting.chart.as_ref(), recorded, now)
    {
        observer.changes(&changes)?;
    }
    if placement && !observer.t.answers.recorded.is_empty() {
        let mut after = before.clone();
        for a in &observer.t.answers.recorded {
            after.add(a);
        }
        let statuses = after.path_status_at(&learning_path::PATHS[0], &setting.rules, now);
        observer.placed(&learning_path::Placed::of(&statuses))?;
    }
    observer.t.save(store)
}

/// The table, its chart and the table compared with, as far as the drill needs them.
fn setting_for(
    choice: &TableChoice,
    against: Option<&str>,
    drill: &Drill,
    counting: CardCounting,
) -> Result<Setting, CliError> {
    let rules = choice.load()?;
    let chart = |rules: &TableRules| {
        choice.chart(rules).map_err(|e| match e {
            CliError::BadData(d) => DrillError::Invalid(d),
            other => DrillError::Table(other.to_string()),
        })
    };
    Setting::for_drill(drill, rules, against, counting, chart).map_err(drill_error)
}

/// Runs a drill at the terminal, prompting for each answer; Ctrl-C or Ctrl-D end it with its
/// summary.
fn interactive(
    drill: &Drill,
    setting: &Setting,
    options: SessionOptions,
    chooser: Option<Box<dyn Chooser>>,
    observer: &mut Shown<'_, '_>,
) -> Result<(), CliError> {
    let mut clock = SystemClock::new();
    watch_interrupts();
    let mut source = Prompted::new(Term::stdout(), observer.t.out.paint, true).counting_down(options.limit);
    let summary = run_session(drill, setting, options, chooser, &mut source, &mut clock, observer)?;
    observer.summary(&summary)?;
    end_interactive(&source)
}

/// Whether `drill` can be played at the table `choice`: the drill's own check, on the setting a
/// session there would have.
pub fn check_at(drill: &Drill, choice: &TableChoice) -> Result<(), CliError> {
    let counting = CardCounting::shipped_default().map_err(drill_error)?;
    let setting = setting_for(choice, None, drill, counting)?;
    drill.check_table(&setting).map_err(drill_error)
}

/// The menu's entry: `count` questions of the drill `name` at the table `choice`, dealt from a
/// shoe of this `seed`, asked at the terminal or, with `answers`, answered by the menu's script.
/// Ctrl-C or Ctrl-D end the session with its summary and return to the menu.
#[allow(clippy::too_many_arguments)]
pub fn from_menu(
    name: &str,
    choice: &TableChoice,
    count: usize,
    seed: u64,
    focus: FocusChoice,
    answers: Option<&mut dyn AnswerSource>,
    config: &Config,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let library = Library::shipped().map_err(drill_error)?;
    let drill = library.get(name).map_err(drill_error)?;
    let counting = CardCounting::shipped_default().map_err(drill_error)?;
    let mut setting = setting_for(choice, None, drill, counting)?;
    setting.lang = config.lang;
    let practice = Practice {
        drill,
        catalogue: library.catalogue,
        setting,
        options: SessionOptions { count, seed, limit: None },
        focus,
        format: TextOrJson::Text,
        scripted: answers.is_some(),
        pace: Duration::from_secs(1),
    };
    let script = match answers {
        Some(source) => Script::Given(source),
        None => Script::File(None),
    };
    match practice.run(script, config, out) {
        Err(CliError::Interrupted) => Ok(()),
        other => other,
    }
}

fn pick_drill(drills: &[&Drill], lang: Lang) -> Result<Option<Drill>, CliError> {
    let items = drill_lines(drills, lang);
    // Ctrl-C is caught rather than ending the process with the cursor hidden: the picker reads
    // it as an error once the handler is in place.
    watch_interrupts();
    let picked = Select::with_theme(&ColorfulTheme::default())
        .with_prompt(lang.text("drill-pick-prompt", &[]))
        .items(&items)
        .default(0)
        .interact_opt();
    // The picker hides the cursor and leaves it hidden on Ctrl-C, which it answers with an error:
    // the cursor is shown again before anything else, and Ctrl-C ends as it does elsewhere.
    let _ = Term::stderr().show_cursor();
    let picked = match picked {
        Ok(picked) => picked,
        Err(dialoguer::Error::IO(e)) if e.kind() == io::ErrorKind::Interrupted => {
            return Err(CliError::Interrupted);
        }
        Err(e) => return Err(CliError::Other(e.into())),
    };
    Ok(picked.and_then(|i| drills.get(i).map(|d| (*d).clone())))
}

/// The drills, one a line, as the home lists its choices: the name to type, then the title in
/// `lang`.
fn drill_lines(drills: &[&Drill], lang: Lang) -> Vec<String> {
    let width = drills.iter().map(|d| d.spec.id.len()).max().unwrap_or(0);
    drills.iter().map(|d| format!("{:<width$}  {}", d.spec.id, d.spec.title_in(lang))).collect()
}

/// What `bjcoach drill` with no name says when it cannot ask: how to run one, and the drills
/// that run at this table, one a line, by their names and titles.
struct NoDrillNamed {
    /// The command to run, for the example: the first drill here and the table's option.
    example: (String, String),
    /// The drills that run at this table.
    drills: Vec<crate::coach::drill::spec::DrillSpec>,
}

fn no_drill_named(here: &[&Drill], table: &TableChoice) -> NoDrillNamed {
    let at = match &table.table_file {
        Some(path) => format!("--table-file {}", crate::data::shown(&path.display().to_string(), 80)),
        None => format!("--table {}", table.table),
    };
    let example = here.first().map_or("hand-totals", |d| d.spec.id.as_str()).to_string();
    let drills = here.iter().map(|d| d.spec.clone()).collect();
    NoDrillNamed { example: (example, at), drills }
}

impl NoDrillNamed {
    fn words_in(&self, lang: Lang) -> String {
        let (example, at) = &self.example;
        let mut said =
            lang.text("error-name-a-drill", &[("example", Arg::Text(example)), ("at", Arg::Text(at))]);
        let width = self.drills.iter().map(|d| d.id.len()).max().unwrap_or(0);
        for drill in &self.drills {
            said.push_str(&format!("\n  {:<width$}  {}", drill.id, drill.title_in(lang)));
        }
        said
    }
}

/// Lists the drills, their titles in `lang`.
fn list(library: &Library, lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let width = library.drills.iter().map(|d| d.spec.id.len()).max().unwrap_or(0);
    for d in &library.drills {
        let name = format!("{:width$}", d.spec.id);
        writeln!(out.w, "{}  {}", out.paint.accent(name), d.spec.title_in(lang))?;
        let teaches = match d.spec.at_the_terminal_in(lang) {
            Some(more) => format!("{} {more}", d.spec.teaches_in(lang)),
            None => d.spec.teaches_in(lang).into_owned(),
        };
        writeln!(out.w, "{:width$}  {}", "", out.paint.dim(&teaches))?;
    }
    writeln!(out.w)?;
    writeln!(out.w, "{}", out.paint.dim(lang.text("drill-list-run-one", &[])))?;
    Ok(())
}

/// Shows a drill session as text or JSON lines.
pub struct Shown<'o, 'w> {
    t: Transcript<'o, 'w>,
    /// Whether each answer's time is shown.
    timed: bool,
    /// The time allowed for each answer, in a timed session.
    limit: Option<Duration>,
    /// Right answers in time in a row, so far.
    streak: usize,
    drill: String,
    /// How long each card of a running count is flashed, when the learner watches them go by.
    pace: Option<Duration>,
    /// Whether a command line may be suggested (not in the menu, where none is typed).
    suggest_commands: bool,
    /// The learner's countdown bests, in a deck-countdown session.
    countdown_bests: Option<SessionBests>,
    /// The language of the questions asked (a drill whose words are English in every language
    /// is shown in English): the numbering, the hands and the summary are said in it.
    lang: Lang,
}

impl<'o, 'w> Shown<'o, 'w> {
    /// Shows a session of `drill` at `table`, its answers written to a journal of `store` as they
    /// are given; with `limit`, a session against the clock.
    fn new(t: Transcript<'o, 'w>, drill: &Drill, limit: Option<Duration>) -> Shown<'o, 'w> {
        Shown {
            t,
            timed: drill.spec.timed || limit.is_some(),
            limit,
            streak: 0,
            drill: drill.spec.id.clone(),
            pace: None,
            suggest_commands: true,
            countdown_bests: None,
            lang: Lang::En,
        }
    }
}

/// A label painted in its tone.
fn paint_tone(p: Painter, tone: Tone, text: &str) -> String {
    match tone {
        Tone::Good => p.good(text),
        Tone::Bad => p.bad(text),
        Tone::Warn => p.warn(text),
        Tone::Bold => p.bold(text),
        Tone::Quiet => p.dim(text),
    }
}

impl Shown<'_, '_> {
    /// The player's hand, or hands, of a question, with what is special about each.
    fn hands(&mut self, s: &Situation) -> io::Result<()> {
        if s.hands.is_empty() {
            if s.player.is_empty() {
                return Ok(());
            }
            let notes = s.hand_notes_in(self.lang);
            let notes = if notes.is_empty() { String::new() } else { format!("  ({})", notes.join(", ")) };
            let cards = self.t.cards.cards(&s.player);
            let you = self.lang.text("drill-you", &[]);
            return writeln!(self.t.out.w, "  {you:<7} {cards}{notes}");
        }
        for (i, h) in s.hands.iter().enumerate() {
            let notes = h.notes_in(self.lang);
            let cards = self.t.cards.cards(&h.cards);
            let name = format!("{}:", hand_name_in(i, s.hands.len(), self.lang));
            writeln!(self.t.out.w, "  {name:<7} {cards}  ({})", notes.join(", "))?;
        }
        Ok(())
    }

    /// What a card-counting question shows: the rounds to count (flashed card by card at the learner's
    /// pace), or the count, the discard tray and the ramp to work from.
    fn count(&mut self, s: &CountSituation) -> io::Result<()> {
        let lang = self.lang;
        if let Some(start) = s.start_words_in(lang) {
            writeln!(self.t.out.w, "  {start}")?;
        }
        for round in &s.rounds {
            let label = format!("  {}", round.heading_in(lang));
            let mut cards: Vec<String> = round.cards.iter().map(|c| self.t.cards.cards(&[*c])).collect();
            match self.pace {
                Some(pace) => {
                    writeln!(self.t.out.w, "{label}")?;
                    self.t.out.w.flush()?;
                    let after = count_view::gone_by_in(cards.len(), round.cut_short, lang);
                    count_view::flash(&Term::stdout(), &cards, pace, &after)?;
                }
                None => {
                    if round.cut_short {
                        cards.push("…".to_string());
                    }
                    writeln!(self.t.out.w, "{label} {}", cards.join(" "))?;
                }
            }
        }
        if let Some(c) = &s.countdown {
            self.countdown(c)?;
        }
        let (running, true_count, ramp) = s.given_words_in(lang);
        if let Some(running) = running {
            writeln!(self.t.out.w, "  {running}")?;
        }
        if let Some(halves) = s.discard_halves {
            writeln!(self.t.out.w, "  {}", count_view::tray_legend(s.decks, lang))?;
            for row in count_view::tray(halves, s.decks) {
                writeln!(self.t.out.w, "    {row}")?;
            }
        }
        for line in [true_count, ramp].into_iter().flatten() {
            writeln!(self.t.out.w, "  {line}")?;
        }
        if let Some(cards) = s.tray_cards {
            writeln!(self.t.out.w, "  {}", count_view::quarter_tray_legend(s.decks, lang))?;
            let rows = count_view::quarter_tray(cards / QUARTER, s.decks);
            match self.pace {
                Some(shown) => {
                    self.t.out.w.flush()?;
                    let seconds = lang.number(&round1(shown.as_secs_f64()));
                    let after = lang.text("count-tray-shown", &[("seconds", Arg::Text(&seconds))]);
                    count_view::flash_rows(&Term::stdout(), &rows, shown, &after)?;
                }
                None => {
                    for row in rows {
                        writeln!(self.t.out.w, "    {row}")?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A countdown's cards: flashed a group at a time at the learner's pace, or shown plainly,
    /// a row of [`PLAIN_ROW`] cards a line, the pairs apart.
    fn countdown(&mut self, c: &Countdown) -> io::Result<()> {
        let groups: Vec<String> = c.groups().map(|g| self.t.cards.cards(g)).collect();
        match self.pace {
            Some(pace) => {
                self.t.out.w.flush()?;
                let after = count_view::gone_by_in(c.cards.len(), false, self.lang);
                count_view::flash(&Term::stdout(), &groups, pace, &after)
            }
            None => {
                let per_row = PLAIN_ROW / usize::from(c.at_a_time.max(1));
                for row in groups.chunks(per_row) {
                    writeln!(self.t.out.w, "    {}", row.join(if c.at_a_time > 1 { "  " } else { " " }))?;
                }
                Ok(())
            }
        }
    }

    /// Where the placement put the learner.
    fn placed(&mut self, placed: &learning_path::Placed) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            let line = json!({ "placement": placed });
            return writeln!(self.t.out.w, "{line}");
        }
        let (p, lang) = (self.t.out.paint, self.lang);
        writeln!(self.t.out.w, "{}", p.bold(lang.text("path-placement-heading", &[])))?;
        for line in placed.lines_in(lang) {
            writeln!(self.t.out.w, "  {line}")?;
        }
        Ok(())
    }

    fn changes(&mut self, c: &Changes) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            let line = json!({ "changes": c });
            return writeln!(self.t.out.w, "{line}");
        }
        let (p, lang) = (self.t.out.paint, self.lang);
        let w = &mut self.t.out.w;
        writeln!(w, "{}", p.bold(lang.text("change-what-changed", &[])))?;
        let trend = |t: Trend| match t {
            Trend::Smaller => p.good(t.word_in(lang)),
            Trend::Larger => p.bad(t.word_in(lang)),
            Trend::Unchanged => t.word_in(lang),
        };
        for line in c.lines() {
            let words = line.words_in(lang, &self.t.table, &trend);
            let see = self.suggest_commands;
            match line {
                Change::Opened(_) if see => {
                    writeln!(w, "  {words} {}", p.dim(lang.text("change-see-stats", &[])))?
                }
                Change::NoStage if see => {
                    writeln!(w, "  {}", lang.text("change-no-stage-see", &[("words", Arg::Text(&words))]))?
                }
                Change::NoStage => writeln!(w, "  {words}.")?,
                _ => writeln!(w, "  {words}")?,
            }
        }
        Ok(())
    }

    fn summary(&mut self, s: &Summary) -> io::Result<()> {
        self.t.answers.ended(s, self.t.calendar.now());
        if self.t.format == TextOrJson::Json {
            let line = json!({ "summary": s });
            return writeln!(self.t.out.w, "{line}");
        }
        let p = self.t.out.paint;
        let lang = self.lang;
        let label = |id: &str| p.bold(lang.text(id, &[]));
        let count = |id: &str, n: usize| lang.text(id, &[("count", Arg::Int(n as u64))]);
        writeln!(self.t.out.w)?;
        if s.answered == 0 {
            // Nothing to sum up: no score, no time, no mistakes.
            let nothing = lang.text("drill-summary-nothing", &[]);
            return writeln!(self.t.out.w, "{} {nothing}", label("drill-label-summary"));
        }
        let stopped = if s.stopped_early {
            format!(" {}", lang.text("drill-stopped-after", &[("answered", Arg::Int(s.answered as u64))]))
        } else {
            String::new()
        };
        let (percent, median) = (
            lang.percent_of(&round1(s.accuracy)),
            seconds_in(Duration::from_secs_f64(s.median_seconds), lang),
        );
        let summary = lang.text(
            "drill-summary",
            &[
                ("right", Arg::Int(s.correct as u64)),
                ("answered", Arg::Int(s.answered as u64)),
                ("percent", Arg::Text(&percent)),
                ("median", Arg::Text(&median)),
            ],
        );
        writeln!(self.t.out.w, "{} {summary}{stopped}", label("drill-label-summary"))?;
        if let Some(round) = s.once_more.filter(|r| r.answered == 0) {
            let words = lang.text("drill-once-more-stopped", &[("asked", Arg::Int(round.asked as u64))]);
            writeln!(self.t.out.w, "{} {words}", label("drill-label-once-more"))?;
        }
        if let Some(round) = s.once_more.filter(|r| r.answered > 0) {
            let left = round.asked - round.answered;
            let stopped = if left > 0 {
                format!(" {}", lang.text("drill-once-more-left", &[("left", Arg::Int(left as u64))]))
            } else {
                String::new()
            };
            let words = lang.text(
                "drill-once-more-result",
                &[("right", Arg::Int(round.correct as u64)), ("answered", Arg::Int(round.answered as u64))],
            );
            writeln!(self.t.out.w, "{} {words}{stopped}", label("drill-label-once-more"))?;
        }
        if s.hinted > 0 {
            writeln!(self.t.out.w, "{} {}", label("drill-label-hinted"), count("drill-hinted", s.hinted))?;
        }
        if let (Some(limit), Some(best)) = (s.limit_seconds, s.best_streak) {
            let allowed = allowed_in(Duration::from_secs_f64(limit), lang);
            let words = lang
                .text("drill-timed", &[("allowed", Arg::Text(&allowed)), ("best", Arg::Int(best as u64))]);
            writeln!(self.t.out.w, "{} {words}", label("drill-label-timed"))?;
        }
        // "none" only when nothing was wrong: a miss that names no mistake is counted below.
        let none = lang.text("drill-mistakes-none", &[]);
        let none = (s.correct == s.answered).then_some(none.as_str());
        write_mistakes(&mut self.t.out.w, p, self.t.catalogue, &s.mistakes, none, lang)?;
        if s.unreadable > 0 {
            let words = count("drill-unreadable", s.unreadable);
            writeln!(self.t.out.w, "{} {words}", label("drill-label-not-understood"))?;
        }
        if s.unnamed > 0 {
            writeln!(
                self.t.out.w,
                "{} {}",
                label("drill-label-other-misses"),
                count("drill-unnamed", s.unnamed)
            )?;
        }
        if s.value_lost > 0.0 || s.close_calls > 0 {
            let value = lang.percent(s.value_lost, 2);
            let words = lang.text(
                "drill-value-lost",
                &[("value", Arg::Text(&value)), ("count", Arg::Int(s.close_calls as u64))],
            );
            writeln!(self.t.out.w, "{} {words}", label("drill-label-value-lost"))?;
        }
        if !s.misses.is_empty() {
            writeln!(self.t.out.w, "{}", label("drill-label-missed"))?;
            for m in &s.misses {
                let name = match (&m.mistake, m.close_call, m.not_understood) {
                    (_, _, true) => lang.text("drill-missed-not-understood", &[]),
                    (_, true, _) => lang.text("drill-missed-close-call", &[]),
                    (Some(id), _, _) => {
                        self.t.catalogue.get(id).map_or(id.clone(), |x| x.title_in(lang).into_owned())
                    }
                    (None, _, _) => lang.text("drill-missed-unnamed", &[]),
                };
                let again = if m.retry {
                    format!(" {}", lang.text("drill-missed-again", &[]))
                } else {
                    String::new()
                };
                let given = if m.answer.is_empty() {
                    lang.text("drill-missed-nothing", &[])
                } else {
                    crate::data::shown(&m.answer, crate::data::QUOTED_MOST)
                };
                let words = lang.text(
                    "drill-missed",
                    &[
                        ("situation", Arg::Text(&m.situation)),
                        ("given", Arg::Text(&given)),
                        ("answer", Arg::Text(&m.expected)),
                        ("name", Arg::Text(&name)),
                    ],
                );
                writeln!(self.t.out.w, "  {}{again}  {words}", m.n)?;
            }
        }
        if self.suggest_commands {
            let replay = lang.text("drill-replay", &[("seed", Arg::Text(&s.seed.to_string()))]);
            writeln!(self.t.out.w, "{}", p.dim(replay))?;
        }
        Ok(())
    }
}

impl Observer for Shown<'_, '_> {
    fn asking(&mut self, number: Numbering, q: &Question) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        writeln!(self.t.out.w)?;
        // The questions' language is the session's where the drill's words have it.
        self.lang = q.lang;
        self.t.cards.lang = q.lang;
        let lang = self.lang;
        let clock = self
            .limit
            .map(|l| {
                let allowed = allowed_in(l, lang);
                format!("  ·  {}", lang.text("drill-to-answer", &[("allowed", Arg::Text(&allowed))]))
            })
            .unwrap_or_default();
        writeln!(self.t.out.w, "{}", p.accent(format!("{}{clock}", number.words_in(lang))))?;
        let s = &q.situation;
        if let Some(against) = &s.against {
            writeln!(
                self.t.out.w,
                "  {}",
                lang.text("drill-compared-with", &[("table", Arg::Text(against))])
            )?;
        }
        if !s.dealer.is_empty() {
            let hole = s
                .hole_card
                .map(|c| {
                    let card = self.t.cards.cards(&[c]);
                    format!(" {}", lang.text("quiz-hole-card", &[("card", Arg::Text(&card))]))
                })
                .unwrap_or_default();
            let dealer = self.t.cards.cards(&s.dealer);
            writeln!(self.t.out.w, "  {} {dealer}{hole}", lang.text("drill-dealer", &[]))?;
        }
        self.hands(s)?;
        if let Some(count) = &s.count {
            self.count(count)?;
        }
        self.t.cards.tell_ten(&mut self.t.out.w)?;
        if let Some(seen) = &s.seen {
            let n = |x: u32| Arg::Int(u64::from(x));
            let words = lang.text(
                "quiz-seen-since",
                &[("seen", n(seen.cards)), ("shoe", n(seen.shoe)), ("tens", n(seen.tens))],
            );
            writeln!(self.t.out.w, "  {words}")?;
        }
        writeln!(self.t.out.w, "{}", p.bold(&q.prompt))
    }

    fn hinted(&mut self, _q: &Question, hint: &str) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        if self.t.scripted {
            writeln!(self.t.out.w, "> {HINT}")?;
        }
        writeln!(self.t.out.w, "  {} {hint}", p.dim(self.lang.text("drill-label-chart", &[])))
    }

    fn retrying(&mut self, count: usize) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return Ok(());
        }
        let p = self.t.out.paint;
        writeln!(self.t.out.w)?;
        let words = if count == 1 {
            self.lang.text("drill-once-more-one", &[])
        } else {
            self.lang.text("drill-once-more-many", &[("count", Arg::Int(count as u64))])
        };
        writeln!(self.t.out.w, "{}", p.accent(words))
    }

    fn answered(&mut self, r: &Record) -> io::Result<()> {
        let record = r.answer_record(&self.drill, &self.t.table, self.t.calendar.now());
        self.t.record(record);
        let q = &r.question;
        let j = &r.judgement;
        // A run of right answers counts first answers, as the summary's best streak does.
        if !r.retry {
            self.streak = if j.correct { self.streak + 1 } else { 0 };
        }
        let ms = u64::try_from(r.time.as_millis()).unwrap_or(u64::MAX);
        let best =
            self.countdown_bests.as_mut().and_then(|b| b.answered(&q.key, ms, (j.correct, !r.retry), q.lang));
        if self.t.format == TextOrJson::Json {
            let line = json!({
                "drill": self.drill,
                "n": r.n,
                "table": self.t.table,
                "situation": q.situation,
                "prompt": q.prompt,
                "expected": q.expected.shown(),
                "answer": r.line,
                "correct": j.correct,
                "mistake": j.mistake,
                "note": j.note,
                "comparison": j.comparison,
                "chart_row": q.chart_row,
                "cost": j.cost.map(|c| (c * 100.0).round() / 100.0 + 0.0),
                "close_call": j.is_close_call(),
                "unrecognised": j.unrecognised,
                "seconds": (r.time.as_secs_f64() * 10.0).round() / 10.0,
                "why": q.why,
                "options": q.options,
                "key": q.key,
                "hinted": r.hinted,
                "once_more": r.retry,
            });
            let mut line = line;
            if let (Some(best), Some(fields)) = (&best, line.as_object_mut()) {
                fields.insert("countdown_best".into(), json!(best));
            }
            if let (Some(limit), Some(fields)) = (self.limit, line.as_object_mut()) {
                fields.insert("limit_seconds".into(), json!(limit.as_secs_f64()));
                fields.insert("too_slow".into(), json!(j.too_slow.is_some()));
                fields.insert("streak".into(), json!(self.streak));
            }
            return writeln!(self.t.out.w, "{line}");
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        if self.t.scripted {
            // A scripted line is echoed as a person's typing would show, control characters escaped.
            writeln!(w, "> {}", crate::data::shown(&r.line, usize::MAX))?;
        }
        let streak = self.limit.map(|_| self.streak);
        let v = verdict(r, self.t.catalogue, self.timed, streak);
        let label = |line: &Line| match &line.label {
            Some((text, tone)) => format!("{} ", paint_tone(p, *tone, text)),
            None => String::new(),
        };
        let last = v.headline.len().saturating_sub(1);
        for (i, line) in v.headline.iter().enumerate() {
            let score = if i == last { format!("  {}", p.dim(&v.score)) } else { String::new() };
            writeln!(w, "{}{}{score}", label(line), line.text)?;
        }
        for line in &v.details {
            writeln!(w, "  {}{}", label(line), line.text)?;
        }
        if let Some(best) = best {
            writeln!(w, "  {best}")?;
        }
        Ok(())
    }
}
