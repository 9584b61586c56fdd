//! `bjcoach simulate --count`: a counting seat at the table, betting by a ramp and playing the
//! chart with the index plays computed for the table; reports the player's advantage beside the
//! advantage off the top, the value of the deviations and the risk of ruin of a bankroll.

use std::io::{IsTerminal, Write};
use std::path::Path;
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::cli::args::{TableChoice, TextOrJson};
use crate::cli::term::note;
use crate::cli::{CliError, Out};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::count_sim::{CountingSeat, risk_of_ruin};
use crate::strategy::counting::{Balance, CountingSystem};
use crate::strategy::indices::{IndexSettings, compute};
use crate::strategy::ramp::{DEFAULT_RAMP, RAMP_SOURCES, Ramp};
use crate::strategy::simulate::{COUNT_SPAN, Tally, simulate_parallel};

/// The flags of `bjcoach simulate` that make the seat count.
#[derive(Debug, Clone, Default, Args)]
pub struct CountChoice {
    /// Count cards with this system (hi-lo, ko, hi-opt-i, omega-ii, zen, red-7, or a file in the
    /// form of `counts/*.yaml`): bet by --ramp, play the chart with the index plays computed for
    /// the table, and deal each shoe to --penetration.
    #[arg(long, value_name = "SYSTEM", conflicts_with_all = ["compare", "fresh_shoe", "player"], value_parser = crate::cli::args::KnownNames::SYSTEMS, hide_possible_values = true)]
    pub count: Option<String>,
    /// With --count, the betting ramp: one-to-eight (the default), one-to-four, or a file in the
    /// form of `ramps/*.yaml`.
    #[arg(long, value_name = "FILE", requires = "count")]
    pub ramp: Option<String>,
    /// With --count, the share of the shoe dealt before the shuffle: 0.75 or 75 for three
    /// quarters (a number up to 1 is a share, above it a percent); the table's by default.
    #[arg(long, value_name = "SHARE", requires = "count")]
    pub penetration: Option<f64>,
    /// With --count, a bankroll in chips: its risk of ruin.
    #[arg(long, value_name = "CHIPS", requires = "count")]
    pub bankroll: Option<u64>,
    /// With --count, play the chart alone: no index plays, no insurance.
    #[arg(long, requires = "count")]
    pub no_deviations: bool,
}

/// What `--count` runs with besides its own flags.
pub struct RunChoice<'a> {
    /// The table.
    pub table: &'a TableChoice,
    /// Rounds to play.
    pub hands: u64,
    /// The seed.
    pub seed: u64,
    /// Threads.
    pub threads: usize,
    /// Text or JSON.
    pub format: TextOrJson,
}

/// The formula the risk of ruin is worked out by, as printed.
const RUIN_FORMULA: &str = "exp(-2*mu*B/sigma^2)";

/// A counting run's figures, as printed by `--format json`.
#[derive(Debug, Serialize)]
struct CountReport {
    table: String,
    system: String,
    ramp: String,
    penetration: f64,
    rounds: u64,
    seed: u64,
    true_count: String,
    initial_running_count: i32,
    deviations: bool,
    index_plays: usize,
    insurance_from: Option<i32>,
    advantage_percent: f64,
    advantage_ci95_percent: f64,
    off_the_top_percent: f64,
    mean_bet_units: f64,
    std_dev_per_round_units: f64,
    win_per_100_units: f64,
    win_per_100_ci95_units: f64,
    chips_per_unit: u64,
    win_per_100_chips: f64,
    insurance_per_100: f64,
    chart_only: Option<ChartOnly>,
    by_count: Vec<AtCount>,
    risk_of_ruin: Option<Ruin>,
    rounds_per_second: f64,
    threads: usize,
}

/// The same run without deviations, and what the deviations are worth.
#[derive(Debug, Serialize)]
struct ChartOnly {
    advantage_percent: f64,
    advantage_ci95_percent: f64,
    deviations_value_percent: f64,
    deviations_value_ci95_percent: f64,
}

/// The rounds that started at one count, and the advantage at it: each round's result over its
/// initial bet, insurance included (a flat bettor's advantage at that count).
#[derive(Debug, Serialize)]
struct AtCount {
    /// The true count (the running count of an unbalanced system).
    count: i32,
    /// Whether the count stands for itself and every count further from 0 (the first and last).
    or_beyond: bool,
    rounds: u64,
    share_percent: f64,
    advantage_percent: f64,
    advantage_ci95_percent: f64,
}

/// The counts a run's rounds started at, from the lowest to the highest.
fn by_count(tally: &Tally) -> Vec<AtCount> {
    (-COUNT_SPAN..=COUNT_SPAN)
        .zip(&tally.by_count)
        .filter(|(_, at)| at.rounds > 0)
        .map(|(count, at)| AtCount {
            count,
            or_beyond: count.abs() == COUNT_SPAN,
            rounds: at.rounds,
            share_percent: at.rounds as f64 * 100.0 / tally.rounds.max(1) as f64,
            advantage_percent: at.advantage() * 100.0,
            advantage_ci95_percent: at.advantage_ci95() * 100.0,
        })
        .collect()
}

/// The share of the rounds a count needs to be shown in the text: the rarer ones are in the JSON.
const SHOWN_SHARE_PERCENT: f64 = 0.5;

/// The risk of ruin of the bankroll given.
#[derive(Debug, Serialize)]
struct Ruin {
    bankroll_chips: u64,
    bankroll_units: f64,
    risk: f64,
    formula: &'static str,
}

/// The share of the shoe from `--penetration`: a share up to 1, a percent above it.
fn penetration(given: Option<f64>, rules: &TableRules) -> Result<f64, CliError> {
    let Some(p) = given else {
        return Ok(f64::from(rules.penetration_percent.unwrap_or(75)) / 100.0);
    };
    let share = if p > 1.0 { p / 100.0 } else { p };
    if !(p.is_finite() && share > 0.0 && share <= 1.0) {
        let typed = p.to_string();
        return Err(CliError::said(move |lang| {
            lang.text("error-count-penetration", &[("typed", Arg::Text(&typed))])
        }));
    }
    Ok(share)
}

/// A shipped ramp by name, or a ramp file.
fn load_ramp(name: &str) -> Result<Ramp, CliError> {
    let path = Path::new(name);
    if path.is_file() {
        let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
        return Ramp::from_yaml(name, &text).map_err(CliError::BadData);
    }
    crate::strategy::ramp::shipped(name).map_err(|_| {
        let names: Vec<&str> = RAMP_SOURCES.iter().map(|s| s.id).collect();
        let (name, names) = (name.to_string(), names.join(", "));
        CliError::said(move |lang| {
            lang.text("error-ramp", &[("name", Arg::Text(&name)), ("names", Arg::Text(&names))])
        })
    })
}

/// Plays one seat, with a progress bar on a terminal.
fn play(rules: &TableRules, seat: &CountingSeat, run: &RunChoice<'_>, label: &str) -> (Tally, f64) {
    let bar = if std::io::stderr().is_terminal() && run.hands >= 2_000_000 {
        let bar = ProgressBar::new(run.hands);
        if let Ok(style) = ProgressStyle::with_template("{msg:>14} [{bar:40}] {percent:>3}% {eta} left") {
            bar.set_style(style.progress_chars("=> "));
        }
        bar.set_message(label.to_string());
        bar
    } else {
        ProgressBar::hidden()
    };
    let start = Instant::now();
    let tally = simulate_parallel(
        rules,
        seat,
        run.hands,
        run.seed,
        false,
        run.threads,
        &|done| bar.set_position(done),
        &crate::cli::prompt::interrupted,
    );
    let secs = start.elapsed().as_secs_f64();
    bar.finish_and_clear();
    (tally, secs)
}

/// Runs a counting simulation and prints its report.
pub fn run(
    choice: &CountChoice,
    system_name: &str,
    run: &RunChoice<'_>,
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let rules = run.table.load()?;
    let chart = run.table.chart(&rules)?;
    let system = crate::cli::choices::count_system(system_name)?;
    let ramp = load_ramp(choice.ramp.as_deref().unwrap_or(DEFAULT_RAMP))?;
    let share = penetration(choice.penetration, &rules)?;
    let balanced = system.balance == Balance::Balanced;
    let indices = if choice.no_deviations {
        None
    } else if balanced {
        let mut settings = IndexSettings::for_table(&rules);
        settings.penetration = share;
        Some(compute(&rules, &system, settings).map_err(|e| CliError::said(move |lang| e.words_in(lang)))?)
    } else {
        note(lang.text("count-sim-unbalanced", &[("system", Arg::Text(&system.name))]));
        None
    };
    let seat = CountingSeat::new(&rules, &chart, &system, &ramp, share, indices.as_ref())
        .map_err(|e| CliError::BadInput(format!("--count {system_name}: {e}")))?;
    let chart_seat = match indices {
        Some(_) => Some(
            CountingSeat::new(&rules, &chart, &system, &ramp, share, None)
                .map_err(|e| CliError::BadInput(e.to_string()))?,
        ),
        None => None,
    };
    crate::cli::prompt::watch_interrupts();
    let (tally, secs) = play(&rules, &seat, run, &system.id);
    let chart_tally = match &chart_seat {
        Some(s) if !crate::cli::prompt::interrupted() => Some(play(&rules, s, run, "chart only").0),
        _ => None,
    };
    let stopped = crate::cli::prompt::interrupted();
    let chips = ramp.chips_per_unit(&rules);
    let true_count = match (system.balance, system.true_count) {
        (Balance::Balanced, Some(rule)) => format!("running count / (cards left / 52), {}", rule.name()),
        _ => format!("running count, from {}", seat.initial()),
    };
    let mean = tally.mean();
    let sd = tally.std_dev();
    let report = CountReport {
        table: rules.id.clone(),
        system: system.id.clone(),
        ramp: ramp.id.clone(),
        penetration: share,
        rounds: tally.rounds,
        seed: run.seed,
        true_count,
        initial_running_count: seat.initial(),
        deviations: chart_seat.is_some(),
        index_plays: seat.deviations(),
        insurance_from: seat.insure_from(),
        advantage_percent: tally.advantage() * 100.0,
        advantage_ci95_percent: tally.advantage_ci95() * 100.0,
        off_the_top_percent: -chart.house_edge_percent,
        mean_bet_units: tally.mean_stake(),
        std_dev_per_round_units: sd,
        win_per_100_units: mean * 100.0,
        win_per_100_ci95_units: tally.ci95() * 100.0,
        chips_per_unit: chips,
        win_per_100_chips: mean * 100.0 * chips as f64,
        insurance_per_100: if tally.rounds == 0 {
            0.0
        } else {
            tally.insurance as f64 * 100.0 / tally.rounds as f64
        },
        chart_only: chart_tally.map(|c| ChartOnly {
            advantage_percent: c.advantage() * 100.0,
            advantage_ci95_percent: c.advantage_ci95() * 100.0,
            deviations_value_percent: (tally.advantage() - c.advantage()) * 100.0,
            deviations_value_ci95_percent: tally.advantage_ci95().hypot(c.advantage_ci95()) * 100.0,
        }),
        by_count: by_count(&tally),
        risk_of_ruin: choice.bankroll.map(|b| {
            let units = b as f64 / chips as f64;
            Ruin {
                bankroll_chips: b,
                bankroll_units: units,
                risk: risk_of_ruin(mean, sd, units),
                formula: RUIN_FORMULA,
            }
        }),
        rounds_per_second: if secs > 0.0 { tally.rounds as f64 / secs } else { 0.0 },
        threads: run.threads,
    };
    if stopped {
        note(lang.text("sim-stopped", &[("rounds", Arg::Int(tally.rounds))]));
    }
    match run.format {
        TextOrJson::Json => {
            out.for_programs()?;
            let line = serde_json::to_string(&report).map_err(|e| CliError::Other(e.into()))?;
            writeln!(out.w, "{line}")?;
        }
        TextOrJson::Text => print_text(&report, &system, &ramp, lang, out)?,
    }
    if stopped { Err(CliError::Interrupted) } else { Ok(()) }
}

fn print_text(
    r: &CountReport,
    system: &CountingSystem,
    ramp: &Ramp,
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let p = out.paint;
    let (low, high) = ramp.spread();
    let said = |id: &str| lang.text(id, &[]);
    let percent = |number: String| super::percent_sign(lang, &number);
    let (title, table) = (p.bold(said("count-sim-title")).to_string(), p.accent(&r.table).to_string());
    let heading = lang.text(
        "count-sim-heading",
        &[
            ("title", Arg::Text(&title)),
            ("table", Arg::Text(&table)),
            ("system", Arg::Text(&system.name)),
            ("ramp", Arg::Text(ramp.name_in(lang))),
            ("low", Arg::Int(low)),
            ("high", Arg::Int(high)),
            ("penetration", Arg::Text(&percent(fmt_share(r.penetration)))),
        ],
    );
    writeln!(out.w, "{heading}")?;
    let rounds = lang.text("count-sim-rounds", &[("rounds", Arg::Int(r.rounds)), ("seed", Arg::Int(r.seed))]);
    writeln!(out.w, "{rounds}")?;
    writeln!(out.w)?;
    let signed = |x: f64| {
        let text = percent(format!("{x:+.3}"));
        if x < 0.0 { p.bad(text).to_string() } else { p.good(text).to_string() }
    };
    let number = |x: f64, places: usize| lang.decimal(x, places);
    let sign = |x: f64, places: usize| lang.number(&format!("{x:+.places$}"));
    // Each figure after its label, the labels in a column as wide as the longest and two spaces.
    let labels = [
        "count-sim-advantage",
        "count-sim-off-the-top",
        "count-sim-deviations",
        "count-sim-average-bet",
        "count-sim-deviation",
        "count-sim-win",
        "count-sim-ruin",
    ];
    let width = labels.iter().map(|id| said(id).chars().count() + 3).max().unwrap_or(0).max(21);
    let figure = |label: &str, value: String| {
        let label = said(label);
        let pad = " ".repeat(width.saturating_sub(label.chars().count()));
        format!("  {label}{pad}{value}")
    };
    let value = lang.text(
        "count-sim-advantage-value",
        &[
            ("value", Arg::Text(&signed(r.advantage_percent))),
            ("ci", Arg::Text(&number(r.advantage_ci95_percent, 3))),
        ],
    );
    writeln!(out.w, "{}", figure("count-sim-advantage", value))?;
    let value =
        lang.text("count-sim-off-the-top-value", &[("value", Arg::Text(&signed(r.off_the_top_percent)))]);
    writeln!(out.w, "{}", figure("count-sim-off-the-top", value))?;
    if let Some(c) = &r.chart_only {
        let value = lang.text(
            "count-sim-deviations-value",
            &[
                ("value", Arg::Text(&percent(format!("{:+.3}", c.deviations_value_percent)))),
                ("ci", Arg::Text(&number(c.deviations_value_ci95_percent, 3))),
                ("chart", Arg::Text(&percent(format!("{:+.3}", c.advantage_percent)))),
                ("chart_ci", Arg::Text(&number(c.advantage_ci95_percent, 3))),
            ],
        );
        writeln!(out.w, "{}", figure("count-sim-deviations", value))?;
    }
    let value = lang.text(
        "count-sim-average-bet-value",
        &[("units", Arg::Text(&number(r.mean_bet_units, 3))), ("chips", Arg::Int(r.chips_per_unit))],
    );
    writeln!(out.w, "{}", figure("count-sim-average-bet", value))?;
    let value = lang
        .text("count-sim-deviation-value", &[("units", Arg::Text(&number(r.std_dev_per_round_units, 3)))]);
    writeln!(out.w, "{}", figure("count-sim-deviation", value))?;
    let value = lang.text(
        "count-sim-win-value",
        &[
            ("units", Arg::Text(&sign(r.win_per_100_units, 2))),
            ("ci", Arg::Text(&number(r.win_per_100_ci95_units, 2))),
            ("chips", Arg::Text(&sign(r.win_per_100_chips, 1))),
        ],
    );
    writeln!(out.w, "{}", figure("count-sim-win", value))?;
    if let Some(ruin) = &r.risk_of_ruin {
        let risk = if ruin.risk < 1e-4 {
            lang.text("count-sim-ruin-below", &[("least", Arg::Text(&percent("0.01".to_string())))])
        } else {
            percent(format!("{:.2}", ruin.risk * 100.0))
        };
        let value = lang.text(
            "count-sim-ruin-value",
            &[
                ("risk", Arg::Text(&risk)),
                ("chips", Arg::Int(ruin.bankroll_chips)),
                ("units", Arg::Text(&number(ruin.bankroll_units, 1))),
            ],
        );
        writeln!(out.w, "{}", figure("count-sim-ruin", value))?;
    }
    let shown: Vec<&AtCount> =
        r.by_count.iter().filter(|at| at.share_percent >= SHOWN_SHARE_PERCENT).collect();
    if !shown.is_empty() {
        let balanced = if system.balance == Balance::Balanced { "yes" } else { "no" };
        let share = percent(SHOWN_SHARE_PERCENT.to_string());
        writeln!(out.w)?;
        let by = lang
            .text("count-sim-by-count", &[("balanced", Arg::Text(balanced)), ("share", Arg::Text(&share))]);
        writeln!(out.w, "  {by}")?;
        let counts: Vec<String> = shown
            .iter()
            .map(|at| {
                let count = format!("{:+}", at.count);
                match (at.or_beyond, at.count.signum()) {
                    (true, 1) => lang.text("count-sim-count-up", &[("count", Arg::Text(&count))]),
                    (true, _) => lang.text("count-sim-count-down", &[("count", Arg::Text(&count))]),
                    _ => count,
                }
            })
            .collect();
        let heading = said("count-sim-column-count");
        let first = counts.iter().chain([&heading]).map(|c| c.chars().count()).max().unwrap_or(0).max(7);
        let rounds = said("count-sim-column-rounds");
        let second = rounds.chars().count().max(7);
        let advantage = said("count-sim-column-advantage");
        writeln!(out.w, "  {heading:>first$}  {rounds:>second$}  {advantage}")?;
        for (at, count) in shown.iter().zip(&counts) {
            let share = percent(format!("{:>5.1}", at.share_percent));
            let ci = number(at.advantage_ci95_percent, 3);
            writeln!(out.w, "  {count:>first$}  {share:>second$}  {} ± {ci}", signed(at.advantage_percent))?;
        }
    }
    writeln!(out.w)?;
    let plays = if r.deviations {
        let insurance = match r.insurance_from {
            Some(i) => lang.text("count-sim-insurance-from", &[("index", Arg::Text(&format!("{i:+}")))]),
            None => String::new(),
        };
        lang.text(
            "count-sim-plays-indices",
            &[("plays", Arg::Int(r.index_plays as u64)), ("insurance", Arg::Text(&insurance))],
        )
    } else {
        said("count-sim-plays-chart")
    };
    let count = match (system.balance, system.true_count) {
        (Balance::Balanced, Some(rule)) => lang.text(
            "count-sim-true-count",
            &[("rule", Arg::Text(rule.name())), ("system", Arg::Text(&system.name))],
        ),
        _ => lang
            .text("count-sim-running-count", &[("start", Arg::Text(&r.initial_running_count.to_string()))]),
    };
    let follow = said(if r.deviations { "count-sim-follow-all" } else { "count-sim-follow-bet" });
    let mut how = lang.text(
        "count-sim-how",
        &[("count", Arg::Text(&count)), ("follow", Arg::Text(&follow)), ("plays", Arg::Text(&plays))],
    );
    if r.risk_of_ruin.is_some() {
        how.push(' ');
        how.push_str(&lang.text("count-sim-ruin-how", &[("formula", Arg::Text(RUIN_FORMULA))]));
    }
    writeln!(out.w, "{}", p.dim(how))?;
    writeln!(out.w, "{}", p.dim(super::speed_words(lang, r.rounds_per_second, r.threads)))?;
    Ok(())
}

/// A share as a percent without needless decimals: 75, 87.5.
fn fmt_share(share: f64) -> String {
    let percent = share * 100.0;
    if (percent - percent.round()).abs() < 1e-9 { format!("{percent:.0}") } else { format!("{percent:.1}") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn penetration_is_a_share_or_a_percent() {
        let rules = crate::game::rules::preset("quebec-s17").unwrap();
        assert_eq!(penetration(Some(0.75), &rules).unwrap(), 0.75);
        assert_eq!(penetration(Some(75.0), &rules).unwrap(), 0.75);
        assert_eq!(penetration(Some(1.0), &rules).unwrap(), 1.0);
        assert_eq!(penetration(None, &rules).unwrap(), 0.75);
        for bad in [0.0, -0.5, 100.5, f64::NAN] {
            assert!(matches!(penetration(Some(bad), &rules), Err(CliError::Said(_))), "{bad}");
        }
        assert_eq!(fmt_share(0.875), "87.5");
        assert_eq!(fmt_share(0.75), "75");
    }
}
