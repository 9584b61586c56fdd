//! Times a hidden counting session and its "where the edge went": 100 rounds of
//! `play --count hi-lo --hidden` at each table that deals from a shoe, answered at random (right
//! and wrong alike, as `tests/it/hidden_count.rs` answers), every decision judged and its leak
//! worked out, then the session's breakdown summed. The table's indices are solved first, once
//! per table, and timed apart: a session at a table solved before reuses them.
//!
//! `cargo run --release --example edge_bench [ROUNDS]`

use std::time::Duration;

// Each benchmark uses only some of the shared helpers.
#[allow(dead_code)]
mod before_after;

use bjcoach::coach::drill::question::Expected;
use bjcoach::coach::play::{AskKind, CountSession, PlayObserver, PlayOptions, PlayRun, Step, default_bet};
use bjcoach::game::rules::{Reshuffle, presets};
use rand::{Rng, SeedableRng};

struct Quiet;
impl PlayObserver for Quiet {}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let rounds: u32 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let system = bjcoach::strategy::counting::shipped("hi-lo")?;
    for rules in presets()?.into_iter().filter(|r| r.reshuffle != Reshuffle::EveryRound) {
        let Some(chart) = bjcoach::strategy::chart::shipped(&rules.id) else { continue };
        let chart = chart.map_err(|e| e.to_string())?;
        let cpu_start = before_after::process_cpu_seconds();
        let count = CountSession::new(&rules, system.clone())?.hidden(&rules, bjcoach::lang::Lang::En)?;
        let solved = before_after::process_cpu_seconds() - cpu_start;
        let others = bjcoach::strategy::simulate::PlayTable::from_chart(&chart);
        let mut options = PlayOptions::alone(Some(rounds), default_bet(&rules), 1_000_000, 7);
        options.bet = None;
        let cpu_start = before_after::process_cpu_seconds();
        let mut run = PlayRun::new(&rules, &chart, options, (&others, "the chart"), Some(&count))?;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let session = loop {
            let line = match run.advance(&mut Quiet)? {
                Step::Done(session) => break session,
                Step::Bet(ask) => (ask.min * rng.random_range(1..=8)).min(ask.max).to_string(),
                Step::Ask(ask) => match (ask.kind, &ask.question.expected) {
                    (AskKind::Play, _) => {
                        let i = rng.random_range(0..ask.legal.len());
                        ask.legal[i].letter().to_ascii_lowercase().to_string()
                    }
                    (AskKind::Insurance, _) => if rng.random_bool(0.5) { "y" } else { "n" }.to_string(),
                    (_, Expected::Count(n)) => format!("{:+}", n + rng.random_range(-1..=1)),
                    (kind, _) => return Err(format!("unexpected question {kind:?}").into()),
                },
            };
            run.answer(&line, Duration::from_secs(2), &mut Quiet)?;
        };
        let played = before_after::process_cpu_seconds() - cpu_start;
        let edge = session.summary.edge.ok_or("no breakdown")?;
        println!(
            "{:<11} {} decks  indices solved in {solved:.3} s of processor time (every thread); {} rounds, {} decisions judged and \
             where the edge went in {played:.4} s (total {:.2} chips per 100 rounds)",
            rules.id,
            rules.decks,
            session.summary.rounds_played,
            session.decisions.len(),
            edge.total_per_100
        );
    }
    Ok(())
}
