//! The command-line interface: clap commands, dialoguer prompts and console styling on top of the
//! domain core. This is the only module that touches the terminal.

mod chart;
mod drill;
mod edge;
mod ev;
mod menu;
pub mod paint;
mod play;
mod rules;
mod simulate;
mod solve;
mod stats;
mod tables;
mod validate;

use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::{Args, CommandFactory, Parser, Subcommand};
use thiserror::Error;

use dialoguer::Input;
use dialoguer::theme::{ColorfulTheme, SimpleTheme, Theme};

use crate::coach::drill::answer::read_answer;
use crate::coach::drill::question::Question;
use crate::coach::drill::session::{AnswerSource, LineAnswers, Reply};
use crate::data::{DataErrors, read_data_file};
use crate::game::rules::{PresetError, TableRules, preset};
use crate::strategy::solver::{Composition, MIN_CARDS};
pub use paint::{ColorChoice, Painter};

/// bjcoach: a blackjack coach for the terminal.
#[derive(Debug, Parser)]
#[command(name = "bjcoach", version, about, long_about = None)]
pub struct Cli {
    /// When to use colour.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// What to do; with none, a menu opens (or this help is printed when input is not a terminal).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the preset tables, one line each.
    Tables,
    /// Explain a table's rules in plain words, marking the assumed ones.
    Rules(rules::RulesArgs),
    /// Practise: a drill at a table, every answer checked and every mistake explained.
    Drill(drill::DrillArgs),
    /// Play whole rounds at a table: every decision judged against its chart, the chips settled.
    Play(play::PlayArgs),
    /// Check every shipped data file, and any files given, reporting every problem.
    Validate(validate::ValidateArgs),
    /// Play many rounds with a way of playing and report what it returns.
    Simulate(simulate::SimulateArgs),
    /// Compute a table's strategy chart with the exact solver and write it as a chart file.
    Solve(solve::SolveArgs),
    /// Show a table's strategy chart: a grid, JSON or CSV.
    Chart(chart::ChartArgs),
    /// Show the exact value of every option of a hand, or of every two-card hand.
    Ev(ev::EvArgs),
    /// Show a table's house edge, the dealer's outcomes per up card and the value of insurance.
    Edge(edge::EdgeArgs),
    /// Show your progress: accuracy and speed, the learning path, your mistakes on the chart, your leak.
    Stats(stats::StatsArgs),
}

/// Which table to use: a preset by name, or a YAML file.
#[derive(Debug, Clone, Args)]
pub struct TableChoice {
    /// A preset table (see `bjcoach tables`).
    #[arg(long, short = 't', default_value = "book", conflicts_with = "table_file")]
    pub table: String,
    /// A table of your own, as a YAML file (see `bjcoach rules --format yaml` for the form).
    #[arg(long, value_name = "PATH")]
    pub table_file: Option<PathBuf>,
}

impl TableChoice {
    /// Loads the chosen table.
    pub fn load(&self) -> Result<TableRules, CliError> {
        match &self.table_file {
            Some(path) => load_table_file(path),
            None => preset(&self.table).map_err(|e| match e {
                PresetError::Unknown(u) => CliError::BadInput(u.to_string()),
                PresetError::Invalid(d) => CliError::BadData(d),
            }),
        }
    }
}

/// Set when Ctrl-C is pressed during an interactive session.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Starts catching Ctrl-C for an interactive session (drills and play share one handler, set
/// once per process) and forgets any earlier press. A prompt reads keys itself and turns Ctrl-C
/// into an interrupt, so a session ends with its summary instead of the process being killed.
pub fn watch_interrupts() {
    static HANDLER: Once = Once::new();
    HANDLER.call_once(|| {
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst));
    });
    INTERRUPTED.store(false, Ordering::SeqCst);
}

/// Was Ctrl-C pressed since [`watch_interrupts`]?
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// Answers typed at the terminal, one prompt each; Ctrl-C, end of input, `q` or `quit` end the
/// session.
pub struct Prompted {
    /// How the prompt and warnings are painted.
    pub paint: Painter,
    /// Set when the session ended by Ctrl-C.
    pub interrupted: bool,
    /// Ask again, with the accepted forms, when a line is not of the form the question takes
    /// (drills); play checks its answers itself.
    pub check_form: bool,
}

impl AnswerSource for Prompted {
    fn answer(&mut self, _n: usize, question: &Question) -> io::Result<Reply> {
        loop {
            if interrupted() {
                self.interrupted = true;
                return Ok(Reply::End);
            }
            let colourful = ColorfulTheme::default();
            let plain = SimpleTheme;
            let theme: &dyn Theme = if self.paint.is_enabled() { &colourful } else { &plain };
            let typed = Input::<String>::with_theme(theme)
                .with_prompt("Your answer")
                .allow_empty(true)
                .interact_text();
            let line = match typed {
                Ok(line) => line,
                Err(dialoguer::Error::IO(e)) if e.kind() == io::ErrorKind::Interrupted => {
                    self.interrupted = true;
                    return Ok(Reply::End);
                }
                Err(_) => return Ok(Reply::End),
            };
            if interrupted() {
                self.interrupted = true;
                return Ok(Reply::End);
            }
            if line.trim() == "q" || line.trim() == "quit" {
                return Ok(Reply::End);
            }
            if self.check_form
                && let Err(e) = read_answer(question.expected.kind(), &line)
            {
                println!("{}", self.paint.warn(e));
                continue;
            }
            return Ok(Reply::Line(line));
        }
    }
}

/// Cards already out of the shoe: values and charts for the cards left.
#[derive(Debug, Clone, Default, Args)]
pub struct ShoeChoice {
    /// Cards already out of the shoe (seen in earlier rounds), e.g. `T,T,5,A` (a ten-value card as
    /// T, 10, J, Q or K): values are worked out for the cards left.
    #[arg(long, value_name = "CARDS")]
    pub removed: Option<String>,
}

impl ShoeChoice {
    /// The shoe of this table with the removed cards out.
    pub fn composition(&self, rules: &TableRules) -> Result<Composition, CliError> {
        let mut shoe = Composition::full(rules.decks);
        let Some(text) = &self.removed else { return Ok(shoe) };
        let ranks = crate::game::card::parse_ranks(text)
            .map_err(|e| CliError::BadInput(format!("--removed: {e}")))?;
        for rank in ranks {
            shoe = shoe.without(rank).map_err(|_| {
                let held = Composition::full(rules.decks).count(rank);
                CliError::BadInput(format!(
                    "--removed takes out more cards of value {} than the {held} that {} deck{} of `{}` hold",
                    crate::strategy::solver::VALUES[rank.value_index()],
                    rules.decks,
                    if rules.decks == 1 { "" } else { "s" },
                    rules.id
                ))
            })?;
        }
        if shoe.total() < MIN_CARDS {
            return Err(CliError::BadInput(format!(
                "--removed leaves {} cards in the shoe; the solver needs at least {MIN_CARDS}",
                shoe.total()
            )));
        }
        Ok(shoe)
    }

    /// A line saying which cards are out, when some are.
    pub fn describe(&self, shoe: &Composition) -> Option<String> {
        let text = self.removed.as_ref()?;
        let ranks = crate::game::card::parse_ranks(text).ok()?;
        let cards: Vec<String> =
            ranks.iter().map(|r| crate::strategy::solver::VALUES[r.value_index()].to_string()).collect();
        Some(format!(
            "With {} card{} out of the shoe ({}): {} left.",
            cards.len(),
            if cards.len() == 1 { "" } else { "s" },
            cards.join(" "),
            shoe.total()
        ))
    }
}

/// Reads and checks a table file.
pub fn load_table_file(path: &Path) -> Result<TableRules, CliError> {
    let origin = path.display().to_string();
    let text = read_data_file(path).map_err(CliError::BadData)?;
    TableRules::from_yaml(&origin, &text).map_err(CliError::BadData)
}

/// Runs a scripted session on answers read from a file, or from standard input for `-` or no
/// path. A line that cannot be read ends the session with its summary, then is reported as bad
/// input naming the file and the line.
pub fn scripted_answers<T>(
    path: Option<&Path>,
    run: impl FnOnce(&mut dyn AnswerSource) -> Result<T, CliError>,
) -> Result<T, CliError> {
    fn drive<R: BufRead, T>(
        mut source: LineAnswers<R>,
        run: impl FnOnce(&mut dyn AnswerSource) -> Result<T, CliError>,
    ) -> Result<T, CliError> {
        let value = run(&mut source)?;
        match source.problem() {
            Some(problem) => Err(CliError::BadInput(problem.to_string())),
            None => Ok(value),
        }
    }
    match path {
        Some(path) if path.as_os_str() != "-" => {
            let file = File::open(path).map_err(|e| {
                CliError::BadInput(format!("{}: cannot read the answers: {e}", path.display()))
            })?;
            drive(LineAnswers::named(path.display().to_string(), BufReader::new(file)), run)
        }
        _ => drive(LineAnswers::named("standard input", io::stdin().lock()), run),
    }
}

/// Why a command failed, and so its exit code.
#[derive(Debug, Error)]
pub enum CliError {
    /// Bad usage or bad input: exit code 2.
    #[error("{0}")]
    BadInput(String),
    /// Bad data in a file: exit code 2.
    #[error("{0}")]
    BadData(DataErrors),
    /// The learner pressed Ctrl-C: exit code 130, after the session's summary.
    #[error("interrupted")]
    Interrupted,
    /// The output was closed (e.g. piped into `head`): exit quietly.
    #[error("output closed")]
    OutputClosed,
    /// Anything else: exit code 1.
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        if e.kind() == io::ErrorKind::BrokenPipe { CliError::OutputClosed } else { CliError::Other(e.into()) }
    }
}

impl CliError {
    /// The process exit code.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::BadInput(_) | CliError::BadData(_) => 2,
            CliError::OutputClosed => 0,
            CliError::Interrupted => 130,
            CliError::Other(_) => 1,
        }
    }
}

/// What a command writes to, and how.
pub struct Out<'a> {
    /// Where the output goes.
    pub w: &'a mut dyn Write,
    /// Colour, on or off.
    pub paint: Painter,
}

/// Runs bjcoach with these arguments, writing to stdout and stderr; returns the exit code.
pub fn run<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return code;
        }
    };
    let stdout = io::stdout();
    let paint = Painter::new(cli.color, stdout.is_terminal());
    let mut lock = stdout.lock();
    let mut out = Out { w: &mut lock, paint };
    let result = dispatch(cli, &mut out).and_then(|()| out.w.flush().map_err(CliError::from));
    match result {
        Ok(()) => 0,
        Err(e) => {
            let code = e.exit_code();
            if code != 0 && !matches!(e, CliError::Interrupted) {
                let err_paint = Painter::new(ColorChoice::Auto, io::stderr().is_terminal());
                let _ = writeln!(io::stderr(), "{} {e}", err_paint.bad("error:"));
            }
            code
        }
    }
}

fn dispatch(cli: Cli, out: &mut Out<'_>) -> Result<(), CliError> {
    match cli.command {
        Some(Command::Tables) => tables::run(out),
        Some(Command::Rules(args)) => rules::run(&args, out),
        Some(Command::Validate(args)) => validate::run(&args, out),
        Some(Command::Simulate(args)) => simulate::run(&args, out),
        Some(Command::Solve(args)) => solve::run(&args, out),
        Some(Command::Chart(args)) => chart::run(&args, out),
        Some(Command::Ev(args)) => ev::run(&args, out),
        Some(Command::Edge(args)) => edge::run(&args, out),
        Some(Command::Drill(args)) => drill::run(&args, out),
        Some(Command::Play(args)) => play::run(&args, out),
        Some(Command::Stats(args)) => stats::run(&args, out),
        None => {
            if io::stdin().is_terminal() && io::stdout().is_terminal() {
                menu::run(out)
            } else {
                write!(out.w, "{}", Cli::command().render_help())?;
                Ok(())
            }
        }
    }
}
