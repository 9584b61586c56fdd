//! The peak memory and time of every command that reads saved progress, at a million answers
//! (or the sizes given): `cargo build --release && cargo run --release --example memory_bench
//! [SIZES...]`.
//!
//! For each size it builds the history of `store_bench` in a temporary data folder, then runs
//! each command of the release binary on it as a child process (`BJCOACH_DATA_DIR`) and prints
//! the child's peak resident memory (its maximum resident set, from `wait4`) beside the budget
//! every command keeps, and its time from start to end. The reset runs last, as it empties the
//! store. `MEMORY_BENCH_BIN=PATH` runs another build of bjcoach on the same history.

// Only some of the shared helpers are used here (the runs' memory, not their processor time).
#[allow(dead_code)]
mod bench_history;

use std::error::Error;

use bench_history::{binary, build, ms, run};

/// The most resident memory any command may take, in MiB, whatever the number of answers.
const BUDGET_MB: i64 = 64;

fn main() -> Result<(), Box<dyn Error>> {
    let sizes: Vec<u64> = {
        let given: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
        if given.is_empty() { vec![1_000_000] } else { given }
    };
    let bin = binary("MEMORY_BENCH_BIN")?;
    let files = tempfile::tempdir()?;
    let path_of =
        |name: &str| files.path().join(name).to_str().map(str::to_string).ok_or("a path that is not UTF-8");
    let drill_answers = path_of("drill-answers")?;
    std::fs::write(&drill_answers, "h\n")?;
    // The script of a play session: no insurance, stand, for two rounds at most.
    let play_answers = path_of("play-answers")?;
    std::fs::write(&play_answers, "n\ns\ns\nn\ns\ns\n")?;
    let page = path_of("progress.html")?;
    let drill =
        ["drill", "strategy", "--table", "book", "--seed", "1", "--count", "1", "--answers", &drill_answers];
    let play = [
        "play",
        "--table",
        "book",
        "--others",
        "me",
        "--seats",
        "2",
        "--rounds",
        "2",
        "--seed",
        "1",
        "--answers",
        &play_answers,
    ];
    let commands: [(&str, Vec<&str>, Option<&str>); 11] = [
        ("drill strategy --count 1", drill.to_vec(), Some("Question 1")),
        ("stats", vec!["stats"], None),
        ("stats --format json", vec!["stats", "--format", "json"], None),
        ("stats --format html -o FILE", vec!["stats", "--format", "html", "-o", &page], None),
        ("stats --export json", vec!["stats", "--export", "json"], None),
        ("stats --export csv", vec!["stats", "--export", "csv"], None),
        (
            "simulate --player me",
            vec!["simulate", "--player", "me", "--hands", "100000", "--seed", "1"],
            None,
        ),
        (
            "simulate --compare chart,me",
            vec!["simulate", "--compare", "chart,me", "--hands", "100000", "--seed", "1"],
            None,
        ),
        ("play --others me (2 rounds)", play.to_vec(), None),
        ("stats --reset --yes", vec!["stats", "--reset", "--yes"], None),
        ("stats (after the reset)", vec!["stats"], None),
    ];
    println!(
        "{:>9}  {:<30}  {:>12}  {:>11}  {:>8}  {:>7}",
        "answers", "command", "first line", "total", "peak", "budget"
    );
    for &size in &sizes {
        let dir = tempfile::tempdir()?;
        let (store, _, build_time) = build(dir.path(), size)?;
        let db_size = std::fs::metadata(store.path()).map(|m| m.len()).unwrap_or(0);
        println!(
            "{size:>9}  (built in {:.1} s, {} MB on disk)",
            build_time.as_secs_f64(),
            db_size / 1_000_000
        );
        for (label, args, marker) in &commands {
            let r = run(&bin, dir.path(), args, "", *marker)?;
            let peak = r.peak_kb / 1024;
            println!(
                "{size:>9}  {label:<30}  {:>12}  {:>11}  {peak:>5} MB  {BUDGET_MB:>4} MB{}",
                r.first_line.map_or_else(|| "-".to_string(), ms),
                ms(r.total),
                if peak > BUDGET_MB { "  over" } else { "" }
            );
        }
    }
    Ok(())
}
