//! `bjcoach simulate`: plays many rounds of a table with one or more ways of playing and reports
//! what each returns, with a confidence interval, outcome frequencies and speed.

mod count;

use std::io::IsTerminal;
use std::io::Write;
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::args::{LangArg, TableChoice, TextOrJson};
use super::{CliError, Config, Out};
use crate::coach::play::default_bet;
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::simulate::{PlayTable, Tally, simulate_paired};
use count::{CountChoice, RunChoice};

/// Arguments of `bjcoach simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Rounds to play for each way of playing.
    #[arg(long, default_value_t = DEFAULT_HANDS)]
    hands: u64,
    /// How to play: chart (the table's strategy chart), me (your own habits, measured from your
    /// saved drill answers), mimic-dealer, never-bust, always-stand, or a strategy file (a chart
    /// in the form of `charts/*.yaml`).
    #[arg(long, default_value = DEFAULT_PLAYER, conflicts_with = "compare", value_parser = super::args::KnownNames::PLAYERS, hide_possible_values = true)]
    player: String,
    /// Several ways of playing side by side, separated by commas.
    #[arg(long, value_delimiter = ',', value_parser = super::args::KnownNames::PLAYERS, hide_possible_values = true)]
    compare: Vec<String>,
    /// Threads to use (default: every core).
    #[arg(long)]
    threads: Option<usize>,
    /// The seed; the same seed gives the same figures whatever the number of threads.
    #[arg(long, default_value_t = DEFAULT_SEED)]
    seed: u64,
    /// Deal every round from a freshly shuffled shoe (what an off-the-top house edge describes);
    /// by default the table's own reshuffle rule is followed.
    #[arg(long)]
    fresh_shoe: bool,
    /// Text or one JSON object per way of playing.
    #[arg(long, value_enum, default_value_t)]
    format: TextOrJson,
    #[command(flatten)]
    counting: CountChoice,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// Rounds simulated when none are asked for.
const DEFAULT_HANDS: u64 = 1_000_000;
/// The way of playing simulated when none is named.
const DEFAULT_PLAYER: &str = "chart";
/// The seed of a simulation when none is given: the same figures every run.
const DEFAULT_SEED: u64 = 1;

impl Default for SimulateArgs {
    fn default() -> SimulateArgs {
        SimulateArgs {
            table: TableChoice::default(),
            hands: DEFAULT_HANDS,
            player: DEFAULT_PLAYER.to_string(),
            compare: Vec::new(),
            threads: None,
            seed: DEFAULT_SEED,
            fresh_shoe: false,
            format: TextOrJson::default(),
            counting: CountChoice::default(),
            lang: None,
        }
    }
}

impl SimulateArgs {
    /// `hands` rounds at `table` by each way of playing in `compare`, as
    /// `bjcoach simulate --table NAME --hands N --compare A,B` runs them.
    pub fn compare_at(table: TableChoice, hands: u64, compare: &[&str]) -> SimulateArgs {
        SimulateArgs {
            table,
            hands,
            compare: compare.iter().map(|c| c.to_string()).collect(),
            ..SimulateArgs::default()
        }
    }
}

/// The most rounds `--hands` takes for each way of playing.
const MAX_HANDS: u64 = 10_000_000_000;

/// One simulation's figures, as printed by `--format json`.
#[derive(Debug, Serialize)]
struct Report {
    table: String,
    player: String,
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    return_percent: f64,
    ci95_percent: f64,
    std_dev_per_round: f64,
    rounds_per_second: f64,
    threads: usize,
    per_100_rounds: Frequencies,
}

/// How often things happen, per 100 rounds.
#[derive(Debug, Serialize)]
struct Frequencies {
    naturals: f64,
    dealer_naturals: f64,
    player_busts: f64,
    dealer_busts: f64,
    doubles: f64,
    splits: f64,
    surrenders: f64,
    insurance: f64,
    wins: f64,
    pushes: f64,
    losses: f64,
}

impl Report {
    fn new(
        rules: &TableRules,
        player: &str,
        args: &SimulateArgs,
        t: &Tally,
        secs: f64,
        threads: usize,
    ) -> Report {
        let per100 = |n: u64| if t.rounds == 0 { 0.0 } else { n as f64 * 100.0 / t.rounds as f64 };
        Report {
            table: rules.id.clone(),
            player: player.to_string(),
            rounds: t.rounds,
            seed: args.seed,
            fresh_shoe: args.fresh_shoe,
            return_percent: t.mean() * 100.0,
            ci95_percent: t.ci95() * 100.0,
            std_dev_per_round: t.std_dev(),
            rounds_per_second: if secs > 0.0 { t.rounds as f64 / secs } else { 0.0 },
            threads,
            per_100_rounds: Frequencies {
                naturals: per100(t.naturals),
                dealer_naturals: per100(t.dealer_naturals),
                player_busts: per100(t.player_busts),
                dealer_busts: per100(t.dealer_busts),
                doubles: per100(t.doubles),
                splits: per100(t.splits),
                surrenders: per100(t.surrenders),
                insurance: per100(t.insurance),
                wins: per100(t.wins),
                pushes: per100(t.pushes),
                losses: per100(t.losses),
            },
        }
    }
}

/// What one way of playing returns against another, dealt the same cards: the mean of the
/// round-by-round differences and its interval, as printed by `--format json`.
#[derive(Debug, Serialize)]
struct Difference {
    player: String,
    against: String,
    rounds: u64,
    /// Its return less the other's, in percent of the initial bet.
    difference_percent: f64,
    ci95_percent: f64,
    /// The same in chips per 100 rounds at `bet`.
    chips_per_100_rounds: f64,
    chips_ci95: f64,
    bet: u64,
}

impl Difference {
    fn new(player: &str, against: &str, d: &Tally, bet: u64) -> Difference {
        let per_100 = 100.0 * bet as f64;
        Difference {
            player: player.to_string(),
            against: against.to_string(),
            rounds: d.rounds,
            difference_percent: d.mean() * 100.0,
            ci95_percent: d.ci95() * 100.0,
            chips_per_100_rounds: d.mean() * per_100,
            chips_ci95: d.ci95() * per_100,
            bet,
        }
    }
}

/// Refuses a number of rounds out of range.
fn check_hands(hands: u64) -> Result<(), CliError> {
    if !(1..=MAX_HANDS).contains(&hands) {
        return Err(CliError::said(move |lang| {
            lang.text("error-hands", &[("hands", Arg::Int(hands)), ("most", Arg::Int(MAX_HANDS))])
        }));
    }
    Ok(())
}

/// The threads to use: those asked for, else every core.
fn threads(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())).clamp(1, 256)
}

/// Runs the simulations and prints their reports.
pub fn run(args: &SimulateArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, config.lang);
    if let Some(system) = &args.counting.count {
        check_hands(args.hands)?;
        let choice = RunChoice {
            table: &args.table,
            hands: args.hands,
            seed: args.seed,
            threads: threads(args.threads),
            format: args.format,
        };
        return count::run(&args.counting, system, &choice, lang, out);
    }
    let rules = args.table.load()?;
    let players: Vec<String> =
        if args.compare.is_empty() { vec![args.player.clone()] } else { args.compare.clone() };
    let tables: Vec<PlayTable> = players
        .iter()
        .map(|p| super::choices::play_table(p.trim(), &rules, &args.table, config))
        .collect::<Result<_, _>>()?;
    check_hands(args.hands)?;
    let threads = threads(args.threads);
    // Ctrl-C stops the simulation between chunks of rounds; the report of what was played follows.
    super::prompt::watch_interrupts();
    let bar = |name: &str| {
        if std::io::stderr().is_terminal() && args.hands >= 2_000_000 {
            let bar = ProgressBar::new(args.hands);
            if let Ok(style) = ProgressStyle::with_template("{msg:>14} [{bar:40}] {percent:>3}% {eta} left") {
                bar.set_style(style.progress_chars("=> "));
            }
            bar.set_message(name.to_string());
            bar
        } else {
            ProgressBar::hidden()
        }
    };
    // Compared ways of playing are dealt the same cards, round by round, so what one costs
    // against the first is measured with the interval of a difference; a way played alone plays
    // the rounds an unpaired run of the same seed plays.
    let bar = bar(&players.join(","));
    let start = Instant::now();
    let plays: Vec<&PlayTable> = tables.iter().collect();
    let paired = simulate_paired(
        &rules,
        &plays,
        args.hands,
        args.seed,
        args.fresh_shoe,
        threads,
        &|done| bar.set_position(done),
        &super::prompt::interrupted,
    );
    // The time of one way's rounds: the ways share the run's time.
    let secs = start.elapsed().as_secs_f64() / plays.len() as f64;
    bar.finish_and_clear();
    let reports: Vec<Report> = players
        .iter()
        .zip(&paired.tallies)
        .map(|(name, tally)| Report::new(&rules, name.trim(), args, tally, secs, threads))
        .collect();
    let bet = default_bet(&rules);
    let differences: Vec<Difference> = players
        .iter()
        .skip(1)
        .zip(&paired.differences)
        .map(|(name, d)| Difference::new(name.trim(), players[0].trim(), d, bet))
        .collect();
    let stopped = super::prompt::interrupted();
    if stopped {
        let rounds = reports.last().map_or(0, |r| r.rounds);
        super::term::note(lang.text("sim-stopped", &[("rounds", Arg::Int(rounds))]));
    }
    match args.format {
        TextOrJson::Json => {
            out.for_programs()?;
            for r in &reports {
                let line = serde_json::to_string(r).map_err(|e| CliError::Other(e.into()))?;
                writeln!(out.w, "{line}")?;
            }
            for d in &differences {
                let line = serde_json::to_string(d).map_err(|e| CliError::Other(e.into()))?;
                writeln!(out.w, "{line}")?;
            }
        }
        TextOrJson::Text => print_text(&rules, &reports, &differences, lang, out)?,
    }
    if stopped { Err(CliError::Interrupted) } else { Ok(()) }
}

/// A number written out, then its percent sign as `lang` writes it: `1.5 %`, `1,5 %`, `1,5%`.
pub fn percent_sign(lang: Lang, number: &str) -> String {
    lang.text("sim-percent", &[("n", Arg::Text(&lang.number(number)))])
}

/// The speed of a run in words of `lang`: `2.9 million rounds per second on 2 threads.`
pub fn speed_words(lang: Lang, rounds_per_second: f64, threads: usize) -> String {
    let millions = lang.decimal(rounds_per_second / 1e6, 1);
    lang.text("sim-speed", &[("millions", Arg::Text(&millions)), ("threads", Arg::Int(threads as u64))])
}

fn print_text(
    rules: &TableRules,
    reports: &[Report],
    differences: &[Difference],
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let p = out.paint;
    let first = reports.first();
    let said = |id: &str| lang.text(id, &[]);
    let (title, table) = (p.bold(said("sim-title")).to_string(), p.accent(&rules.id).to_string());
    let shoe =
        if first.is_some_and(|r| r.fresh_shoe) { said("sim-fresh-shoe") } else { said("sim-reshuffle") };
    let heading = lang.text(
        "sim-heading",
        &[
            ("title", Arg::Text(&title)),
            ("table", Arg::Text(&table)),
            ("rounds", Arg::Int(first.map_or(0, |r| r.rounds))),
            ("seed", Arg::Int(first.map_or(0, |r| r.seed))),
            ("shoe", Arg::Text(&shoe)),
        ],
    );
    writeln!(out.w, "{heading}")?;
    writeln!(out.w)?;
    // Eight columns in 67 characters fit 80 columns; narrower than that, the standard deviation
    // and the busts are left out (the JSON report has them). A long player name (a strategy
    // file's path) takes a line of its own above its figures.
    let wide = out.w.width().is_none_or(|w| w >= 68);
    let mut header = format!(
        "  {:<12} {:>9} {:>7}",
        said("sim-column-player"),
        said("sim-column-return"),
        said("sim-column-ci")
    );
    if wide {
        header.push_str(&format!(" {:>6}", said("sim-column-sd")));
    }
    header.push_str(&format!(
        " {:>6} {:>6} {:>6}",
        said("sim-column-bj"),
        said("sim-column-dbl"),
        said("sim-column-spl")
    ));
    if wide {
        header.push_str(&format!(" {:>6}", said("sim-column-bust")));
    }
    writeln!(out.w, "{header}")?;
    for r in reports {
        let ret = format!("{:>9}", lang.number(&format!("{:+.3}", r.return_percent)));
        let ret = if r.return_percent < 0.0 { p.bad(ret) } else { p.good(ret) };
        let name = if r.player.chars().count() > 12 {
            writeln!(out.w, "  {}", r.player)?;
            ""
        } else {
            r.player.as_str()
        };
        let f = &r.per_100_rounds;
        let mut row = format!("  {name:<12} {ret} {:>7}", lang.decimal(r.ci95_percent, 3));
        if wide {
            row.push_str(&format!(" {:>6}", lang.decimal(r.std_dev_per_round, 3)));
        }
        for figure in [f.naturals, f.doubles, f.splits] {
            row.push_str(&format!(" {:>6}", lang.decimal(figure, 2)));
        }
        if wide {
            row.push_str(&format!(" {:>6}", lang.decimal(f.player_busts, 2)));
        }
        writeln!(out.w, "{row}")?;
    }
    writeln!(out.w)?;
    if let Some(r) = first {
        let columns = said(if wide { "sim-columns-wide" } else { "sim-columns-narrow" });
        let speed = speed_words(lang, r.rounds_per_second, r.threads);
        let note = lang.text("sim-note", &[("columns", Arg::Text(&columns)), ("speed", Arg::Text(&speed))]);
        writeln!(out.w, "{}", p.dim(note))?;
    }
    for d in differences {
        writeln!(out.w)?;
        let signed = |v: f64, places: usize| lang.number(&format!("{v:+.places$}"));
        let sentence = lang.text(
            "sim-difference",
            &[
                ("player", Arg::Text(&d.player)),
                ("against", Arg::Text(&d.against)),
                ("difference", Arg::Text(&signed(d.difference_percent, 3))),
                ("ci", Arg::Text(&lang.decimal(d.ci95_percent, 3))),
                ("chips", Arg::Text(&signed(d.chips_per_100_rounds, 1))),
                ("chips_ci", Arg::Text(&lang.decimal(d.chips_ci95, 1))),
                ("bet", Arg::Int(d.bet)),
            ],
        );
        writeln!(out.w, "{sentence}")?;
    }
    Ok(())
}
