//! The command-line interface: clap commands, dialoguer prompts and console styling on top of the
//! domain core. This is the only module that touches the terminal.
//!
//! Arguments are parsed into [`Cli`] (raw, as typed), then checked into a [`Config`] (what the
//! run will use: colour, width, the data folder) before any file is read or anything written.
//! Command modules never use one another: what several share is in `args` (argument groups),
//! `choices` (the counting systems and ways of playing they name), `progress` (the store),
//! `session` and `prompt` (answers at the terminal), `term`, `paint` and `card` (layout), and the
//! views `count_view` and `trend`. The one exception is the home, `menu`, which runs the others.

mod args;
mod chart;
mod choices;
mod count_view;
mod data_words;
mod drill;
mod edge;
mod ev;
mod help_words;
mod indices;
mod keys;
mod menu;
pub mod paint;
mod parse_words;
mod plan;
mod play;
mod progress;
mod prompt;
mod rules;
mod serve;
mod session;
mod simulate;
mod solve;
mod stats;
mod tables;
pub mod term;
mod trend;
mod validate;

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use clap_complete::Shell;
use thiserror::Error;

use crate::coach::learner::progress::{DATA_DIR_ENV, Store, default_data_dir};
use crate::data::DataErrors;
pub use paint::{ColorChoice, Painter};
pub use serve::qr_code;
use term::Wrapping;

/// bjcoach: a blackjack coach for the terminal.
#[derive(Debug, Parser)]
#[command(name = "bjcoach", version, about, long_about = None)]
pub struct Cli {
    /// When to use colour (on standard output and standard error).
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    pub color: ColorChoice,
    /// The folder that keeps your progress [default: $BJCOACH_DATA_DIR, else your user data folder].
    #[arg(long, value_name = "PATH", global = true)]
    pub data_dir: Option<PathBuf>,
    /// The language of the menu and of what it runs [default: $BJCOACH_LANG, else the locale,
    /// else English].
    #[arg(long, value_enum)]
    pub lang: Option<args::LangArg>,
    /// What to do; with none, a menu opens (or this help is printed when input is not a terminal).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The environment variable naming a file of answers for the menu, one a line.
pub const MENU_SCRIPT_ENV: &str = "BJCOACH_MENU_SCRIPT";

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the preset tables, one line each.
    Tables(tables::TablesArgs),
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
    /// Show a table's strategy chart: a grid, JSON, CSV or a printable HTML card.
    Chart(chart::ChartArgs),
    /// Show the exact value of every option of a hand, or of every two-card hand.
    Ev(ev::EvArgs),
    /// Show a table's house edge, the dealer's outcomes per up card and the value of insurance.
    Edge(edge::EdgeArgs),
    /// Show the index plays of a counting system at a table, computed by the solver, most valuable first.
    Indices(indices::IndicesArgs),
    /// Show your progress: accuracy and speed, the learning path, your mistakes on the chart, your leak.
    Stats(stats::StatsArgs),
    /// Plan to be ready at a table by a date: the reviews each day, the minutes they take and your
    /// leak expected on the day; the home follows the plan.
    Plan(plan::PlanArgs),
    /// Open the coach in a browser: a small web server on this machine with the same drills, play,
    /// progress, charts and rules.
    Serve(serve::ServeArgs),
    /// Write a shell's completion script to standard output (e.g. `bjcoach completions bash`).
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell.
        #[arg(value_enum)]
        shell: Shell,
    },
}

/// What a run uses, checked from the arguments and the environment before any I/O.
#[derive(Debug, Clone)]
pub struct Config {
    /// When to colour.
    pub color: ColorChoice,
    /// The width text for people is wrapped to.
    pub width: usize,
    /// Is standard output a terminal?
    pub stdout_is_terminal: bool,
    /// Is standard input a terminal (then sessions prompt; otherwise they read lines)?
    pub stdin_is_terminal: bool,
    /// Whether commands run from the menu (then they suggest no command line: none is typed).
    pub in_menu: bool,
    /// The language of the menu and of the sessions it starts: `--lang`, else `BJCOACH_LANG`,
    /// else the locale, else English.
    pub lang: crate::lang::Lang,
    /// Whether the learner named that language (`--lang` or `BJCOACH_LANG`): then the home never
    /// offers a table's own.
    pub lang_named: bool,
    /// The folder chosen for the learner's progress, if one was named.
    data_dir: Option<PathBuf>,
}

impl Config {
    /// The configuration of a run with these arguments, in this environment.
    pub fn new(cli: &Cli) -> Config {
        let stdout_is_terminal = io::stdout().is_terminal();
        Config {
            color: cli.color,
            width: term::width(stdout_is_terminal),
            stdout_is_terminal,
            stdin_is_terminal: io::stdin().is_terminal(),
            in_menu: false,
            lang: args::LangArg::chosen(cli.lang),
            lang_named: cli.lang.is_some()
                || std::env::var("BJCOACH_LANG")
                    .ok()
                    .and_then(|v| crate::lang::Lang::from_code(&v))
                    .is_some(),
            data_dir: cli.data_dir.clone(),
        }
    }

    /// Are both ends at a person (so menus and prompts may be shown)?
    pub fn is_interactive(&self) -> bool {
        self.stdin_is_terminal && self.stdout_is_terminal
    }

    /// The progress store in the chosen folder.
    pub fn store(&self) -> Result<Store, CliError> {
        match self.data_dir.clone().or_else(default_data_dir) {
            Some(dir) => Ok(Store::new(dir)),
            None => Err(CliError::BadInput(format!(
                "no user data folder was found to keep your progress in; name one with --data-dir or {DATA_DIR_ENV}"
            ))),
        }
    }
}

/// Why a command failed, and so its exit code.
#[derive(Debug, Error)]
pub enum CliError {
    /// Bad usage or bad input: exit code 2.
    #[error("{0}")]
    BadInput(String),
    /// Bad usage or bad input, said in the language asked for: exit code 2.
    #[error("{0}")]
    Said(Said),
    /// Bad data in a file: exit code 2.
    #[error("{0}")]
    BadData(DataErrors),
    /// The learner pressed Ctrl-C: exit code 130, after the session's summary.
    #[error("interrupted")]
    Interrupted,
    /// The output was closed (e.g. piped into `head`): exit quietly.
    #[error("output closed")]
    OutputClosed,
    /// A failure said in the language it is shown in (a fault of the program, its detail quoted
    /// for a bug report): exit code 1.
    #[error("{0}")]
    Failed(Said),
    /// Anything else: exit code 1.
    #[error(transparent)]
    Other(#[from] anyhow::Error),
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        if e.kind() == io::ErrorKind::BrokenPipe { CliError::OutputClosed } else { CliError::Other(e.into()) }
    }
}

/// An error's words, built in whatever language it is shown in (English where it is turned into
/// a string).
pub struct Said(Box<dyn Fn(crate::lang::Lang) -> String + Send + Sync>);

impl Said {
    /// Words built in whatever language they are shown in.
    pub fn new(words: impl Fn(crate::lang::Lang) -> String + Send + Sync + 'static) -> Said {
        Said(Box::new(words))
    }

    /// The words in `lang`.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        (self.0)(lang)
    }
}

impl std::fmt::Debug for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Said({:?})", self.words_in(crate::lang::Lang::En))
    }
}

impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(crate::lang::Lang::En))
    }
}

/// A value the parser could not read says why in the language of the run (`parse_words`).
impl std::error::Error for Said {}

impl CliError {
    /// Bad input said in the language the error is shown in.
    pub fn said(words: impl Fn(crate::lang::Lang) -> String + Send + Sync + 'static) -> CliError {
        CliError::Said(Said::new(words))
    }

    /// The error's words in `lang`: its own when it has words in every language, else English.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        match self {
            CliError::Said(said) | CliError::Failed(said) => said.words_in(lang),
            CliError::BadData(errors) => data_words::problems_in(errors, lang),
            other => other.to_string(),
        }
    }

    /// The process exit code.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::BadInput(_) | CliError::Said(_) | CliError::BadData(_) => 2,
            CliError::OutputClosed => 0,
            CliError::Interrupted => 130,
            CliError::Failed(_) | CliError::Other(_) => 1,
        }
    }
}

/// What a command writes to, and how.
pub struct Out<'a> {
    /// Where the output goes: wrapped to the width for people, or passed through for programs.
    pub w: Wrapping<'a>,
    /// Colour, on or off.
    pub paint: Painter,
}

impl Out<'_> {
    /// From now on the output is for a program (JSON, CSV, YAML): never wrapped.
    pub fn for_programs(&mut self) -> io::Result<()> {
        self.w.unwrapped()
    }
}

/// The command-line parser, its help laid out at `width` and said in `lang`.
fn command(width: usize, lang: crate::lang::Lang) -> clap::Command {
    help_words::localized(Cli::command().term_width(width).max_term_width(width), lang)
}

/// Runs bjcoach with these arguments, writing to stdout and stderr; returns the exit code.
pub fn run<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let width = term::width(io::stdout().is_terminal());
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // The language the help and the errors are said in, read before the arguments are parsed.
    let asked = help_words::asked_in(&args);
    let parsed = command(width, asked).try_get_matches_from(&args).and_then(|m| Cli::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            if let Some(said) = parse_words::refusal_in(&e, asked) {
                term::set_stderr(paint::ColorChoice::Auto, width);
                // Every quoted value escaped, as the coach's own errors are.
                term::to_stderr(
                    &term::stderr_paint().bad(asked.text("error-label", &[])),
                    crate::data::shown_lines(&said),
                );
                return code;
            }
            // The parser quotes what was typed as it is: an argument holding an escape sequence
            // or a bidirectional override is shown escaped instead, without colour.
            let raw = args.iter().any(|a| a.to_string_lossy().chars().any(crate::data::needs_escape));
            if raw {
                let said = crate::data::shown_lines(&e.render().to_string());
                let _ = if e.use_stderr() {
                    write!(io::stderr(), "{said}")
                } else {
                    write!(io::stdout(), "{said}")
                };
            } else {
                let _ = e.print();
            }
            return code;
        }
    };
    let config = Config::new(&cli);
    term::set_stderr(config.color, config.width);
    // Notes are said in the language errors are: the last `--lang` given, a command's own or the
    // run's, else the run's.
    term::set_stderr_lang(asked);
    let stdout = io::stdout();
    let paint = Painter::new(config.color, config.stdout_is_terminal);
    let mut lock = stdout.lock();
    // A report that asks nothing is written in blocks rather than a line at a time (standard
    // output is flushed at every line otherwise): `stats` wrote 175 lines in as many calls to
    // the system. A command that may ask a question keeps every line going out as written.
    let mut blocks;
    let sink: &mut dyn Write = if cli.command.as_ref().is_some_and(Command::asks_nothing) {
        blocks = io::BufWriter::with_capacity(1 << 16, &mut lock);
        &mut blocks
    } else {
        &mut lock
    };
    let mut out = Out { w: Wrapping::new(sink, config.width), paint };
    let result = dispatch(cli, &config, &mut out).and_then(|()| out.w.flush().map_err(CliError::from));
    match result {
        Ok(()) => 0,
        Err(e) => {
            // What the report wrote before the error goes out before the error is said, as it
            // would have line by line (a line not ended stays unwritten, as it always has).
            let _ = out.w.flush_written();
            let code = e.exit_code();
            if code != 0 && !matches!(e, CliError::Interrupted) {
                // Every quoted value escaped, colours included: nothing of an error is painted.
                term::to_stderr(
                    &term::stderr_paint().bad(asked.text("error-label", &[])),
                    crate::data::shown_lines(&e.words_in(asked)),
                );
            }
            code
        }
    }
}

fn dispatch(cli: Cli, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    // Answers for the menu, one a line, instead of the terminal: a seam for tests and tools, kept
    // out of the options so that no help or completion script offers it.
    let menu_script = std::env::var_os(MENU_SCRIPT_ENV).map(PathBuf::from);
    match (cli.command, &menu_script) {
        (Some(command), _) => run_command(command, config, out),
        (None, Some(script)) => menu::run(config, &mut menu::Scripted::from_file(script)?, out),
        (None, None) if config.is_interactive() => menu::run(config, &mut menu::Typed::at_terminal(), out),
        (None, None) => {
            let help = command(config.width, config.lang).render_help().to_string();
            write!(out.w, "{help}")?;
            Ok(())
        }
    }
}

impl Command {
    /// Whether the command reads nothing from the learner while it writes (so its output can
    /// wait in a buffer): `stats`, but for its reset, which asks first.
    fn asks_nothing(&self) -> bool {
        matches!(self, Command::Stats(args) if !args.resets())
    }
}

/// Runs one command, from the command line or from the menu.
fn run_command(command: Command, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    match command {
        Command::Tables(args) => tables::run(&args, config.lang, out),
        Command::Rules(args) => rules::run(&args, config.lang, out),
        Command::Validate(args) => validate::run(&args, config.lang, out),
        Command::Simulate(args) => simulate::run(&args, config, out),
        Command::Solve(args) => solve::run(&args, config.lang, out),
        Command::Chart(args) => chart::run(&args, config.lang, out),
        Command::Ev(args) => ev::run(&args, config.lang, out),
        Command::Edge(args) => edge::run(&args, config.lang, out),
        Command::Indices(args) => indices::run(&args, config.lang, out),
        Command::Drill(args) => drill::run(&args, config, out),
        Command::Play(args) => play::run(&args, config, out),
        Command::Stats(args) => stats::run(&args, config, out),
        Command::Plan(args) => plan::run(&args, config, out),
        Command::Serve(args) => serve::run(&args, config, out),
        Command::Completions { shell } => {
            // Generated into memory first: clap_complete panics when a write fails, and a closed
            // pipe must end quietly instead.
            let mut script = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "bjcoach", &mut script);
            out.for_programs()?;
            out.w.write_all(&script)?;
            Ok(())
        }
    }
}
