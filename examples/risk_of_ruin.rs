//! Checks the risk-of-ruin formula `bjcoach simulate --count --bankroll` prints against bankroll
//! paths played one round at a time. A Hi-Lo seat (1-8 ramp, index plays, 75 % penetration) is
//! measured first (its win and standard deviation a round); then, for the bankroll whose risk
//! the formula puts near 30 %, paths are played until ruined or until the bankroll is so large
//! that the formula gives it 0.25 % left to lose, and the share ruined is compared with the
//! formula's chance of ruin before that ceiling.
//!
//! The default table is `book` (one deck, where counting wins fast and paths are short: seconds);
//! a six-deck table takes minutes.
//! Run with `cargo run --release --example risk_of_ruin [TABLE] [PATHS]`.

use std::sync::atomic::{AtomicU32, Ordering};

use bjcoach::game::rules::preset;
use bjcoach::strategy::chart::shipped;
use bjcoach::strategy::count_sim::{CountingSeat, measured_ruin, risk_of_ruin, ruin_before};
use bjcoach::strategy::indices::{IndexSettings, compute};
use bjcoach::strategy::simulate::{Seat, Simulator, Tally, simulate_parallel};

fn main() {
    let table = std::env::args().nth(1).unwrap_or_else(|| "book".to_string());
    let paths: u32 = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(4000);
    let (Ok(rules), Some(Ok(chart)), Ok(system), Ok(ramp)) = (
        preset(&table),
        shipped(&table),
        bjcoach::strategy::counting::shipped("hi-lo"),
        bjcoach::strategy::ramp::shipped("one-to-eight"),
    ) else {
        eprintln!("no preset table called {table}");
        return;
    };
    let Ok(indices) = compute(&rules, &system, IndexSettings::for_table(&rules)) else { return };
    let Ok(seat) = CountingSeat::new(&rules, &chart, &system, &ramp, 0.75, Some(&indices)) else { return };
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let t = simulate_parallel(&rules, &seat, 20_000_000, 1, false, threads, &|_| {}, &|| false);
    let (mean, sd) = (t.mean(), t.std_dev());
    let k = 2.0 * mean / (sd * sd);
    if k <= 0.0 {
        println!("{table}: the seat does not win ({mean:+.5} units a round): every bankroll is ruined");
        return;
    }
    let bankroll = ((1.0f64 / 0.3).ln() / k).round();
    let ceiling = (6.0 / k).round();
    println!(
        "{table}, Hi-Lo 1-8, 75 %: win {mean:+.5} units a round ± {:.5}, standard deviation {sd:.4} ({} rounds)",
        t.ci95(),
        t.rounds
    );
    println!("bankroll {bankroll} units, paths played until ruined or at {ceiling} units, {paths} paths");
    let ruined = AtomicU32::new(0);
    let per_thread = paths.div_ceil(threads as u32);
    std::thread::scope(|scope| {
        for k in 0..threads {
            let (ruined, seat, rules) = (&ruined, &seat, &rules);
            scope.spawn(move || {
                let mut sim = Simulator::for_seat(rules, Seat::Counting(seat), 100 + k as u64, false);
                let mut tally = Tally::default();
                let n = per_thread.min(paths.saturating_sub(per_thread * k as u32));
                let lost = measured_ruin(n, bankroll, ceiling, || sim.play_round(&mut tally));
                ruined.fetch_add(lost, Ordering::Relaxed);
            });
        }
    });
    let measured = f64::from(ruined.into_inner()) / f64::from(paths);
    let ci = 1.959964 * (measured * (1.0 - measured) / f64::from(paths)).sqrt();
    let before = ruin_before(mean, sd, bankroll, ceiling);
    let forever = risk_of_ruin(mean, sd, bankroll);
    println!("measured ruin before the ceiling     {:>6.2} % ± {:.2}", measured * 100.0, ci * 100.0);
    println!("formula, ruin before the ceiling     {:>6.2} %", before * 100.0);
    println!("formula, ruin ever (as printed)      {:>6.2} %", forever * 100.0);
    // The formula's own input is measured: the win a round, within its interval, moves it.
    let (low, high) = (
        ruin_before(mean + t.ci95(), sd, bankroll, ceiling),
        ruin_before((mean - t.ci95()).max(1e-12), sd, bankroll, ceiling),
    );
    println!("formula, the win at its interval's ends {:>5.2} % to {:.2} %", low * 100.0, high * 100.0);
    println!(
        "formula minus measured               {:>+6.2} points ({:+.0} % of the measured risk)",
        (before - measured) * 100.0,
        (before - measured) / measured * 100.0
    );
}
