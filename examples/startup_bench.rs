//! Times the commands a learner waits on from launch to their answer:
//! `cargo run --release --example startup_bench [RUNS]`.
//!
//! Each command (`--version`, a one-question strategy drill answered from a file with a fresh
//! data folder and a fixed clock, the same asking a hand of three cards, `rules --table book`,
//! `chart --table quebec-s17`, `tables`) is
//! run `RUNS` times (15 by default) by the release binary beside this example, or the one named
//! by `STARTUP_BENCH_BIN`; the median wall time and the median processor time of the child (user
//! and system, from `wait4`) are printed. With `STARTUP_BENCH_BEFORE=PATH`, another binary (an
//! older build kept outside the target folder) runs the same commands, interleaved run by run,
//! and both are printed side by side: before and after measured in one run, under one load.
//! Pin the run to one core with `taskset -c 1`.
//!
//! `startup_bench --callgrind`, when `valgrind` is on the path, adds the instructions of one run
//! of each command under `valgrind --tool=callgrind`: a count that does not move with the load
//! of the machine.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

// Each benchmark uses only some of the shared helpers.
#[allow(dead_code)]
mod before_after;

/// The fixed clock of the drill runs (2026-12-01), so that every run sees the same day.
const NOW: &str = "1795996800";

/// The commands timed, by name and arguments; `ANSWERS` is replaced by the answers file and
/// `DATA` by a fresh data folder.
const COMMANDS: &[(&str, &[&str])] = &[
    ("--version", &["--version"]),
    (
        "drill strategy --count 1",
        &["--data-dir", "DATA", "drill", "strategy", "--count", "1", "--seed", "1", "--answers", "ANSWERS"],
    ),
    // Seed 5 asks a hand of three cards first, whose note on the hand's own cards the solver works
    // out for that hand.
    (
        "drill strategy, 3 cards",
        &["--data-dir", "DATA", "drill", "strategy", "--count", "1", "--seed", "5", "--answers", "ANSWERS"],
    ),
    ("rules --table book", &["rules", "--table", "book"]),
    ("chart --table quebec-s17", &["chart", "--table", "quebec-s17"]),
    ("tables", &["tables"]),
];

/// What one run of a command cost.
#[derive(Debug, Clone, Copy)]
struct Cost {
    /// Wall time, in milliseconds.
    wall_ms: f64,
    /// Processor time of the child, user and system, in milliseconds.
    cpu_ms: f64,
}

/// A binary under test, with its label.
struct Binary {
    label: &'static str,
    path: PathBuf,
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let callgrind = args.iter().any(|a| a == "--callgrind");
    args.retain(|a| a != "--callgrind");
    let runs: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(15).max(1);
    let Some(after) = this_build() else {
        eprintln!("no bjcoach binary found beside this example: build it with `cargo build --release`");
        std::process::exit(2);
    };
    let mut binaries = Vec::new();
    if let Some(before) = std::env::var_os("STARTUP_BENCH_BEFORE") {
        binaries.push(Binary { label: "before", path: PathBuf::from(before) });
    }
    binaries.push(Binary { label: "after", path: after });
    for b in &binaries {
        if !b.path.is_file() {
            eprintln!("{}: no binary at {}", b.label, b.path.display());
            std::process::exit(2);
        }
        println!("{:6} {}", b.label, b.path.display());
    }
    let Ok(scratch) = tempfile::tempdir() else {
        eprintln!("no temporary folder to run in");
        std::process::exit(1);
    };
    let answers = scratch.path().join("answers");
    if std::fs::write(&answers, "h\n").is_err() {
        eprintln!("cannot write the answers file");
        std::process::exit(1);
    }
    println!("{runs} runs of each command, interleaved; medians of wall and processor time (user + system)");
    for &(name, command) in COMMANDS {
        let mut costs: Vec<Vec<Cost>> = vec![Vec::with_capacity(runs); binaries.len()];
        for _ in 0..runs {
            for (b, costs) in binaries.iter().zip(costs.iter_mut()) {
                match run(&b.path, command, &answers, scratch.path(), None) {
                    Some(cost) => costs.push(cost),
                    None => {
                        eprintln!("{}: `{name}` failed", b.label);
                        std::process::exit(1);
                    }
                }
            }
        }
        let line: Vec<String> = binaries
            .iter()
            .zip(&costs)
            .map(|(b, c)| {
                format!(
                    "{} {:6.2} ms cpu, {:6.2} ms wall",
                    b.label,
                    median(c.iter().map(|c| c.cpu_ms)),
                    median(c.iter().map(|c| c.wall_ms))
                )
            })
            .collect();
        println!("{name:26} {}", line.join(" | "));
    }
    if callgrind {
        count_instructions(&binaries, &answers, scratch.path());
    }
}

/// The release binary of this build: beside this example's folder, or `STARTUP_BENCH_BIN`.
fn this_build() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("STARTUP_BENCH_BIN") {
        return Some(PathBuf::from(path));
    }
    let me = std::env::current_exe().ok()?;
    let path = me.parent()?.parent()?.join("bjcoach");
    path.is_file().then_some(path)
}

/// The middle value (the mean of the two middle ones for an even count).
fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut v: Vec<f64> = values.collect();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => v[n / 2],
        n => (v[n / 2 - 1] + v[n / 2]) / 2.0,
    }
}

/// The command's arguments with the answers file and a fresh data folder put in.
fn arguments(command: &[&str], answers: &Path, data: &Path) -> Vec<String> {
    command
        .iter()
        .map(|&a| match a {
            "ANSWERS" => answers.display().to_string(),
            "DATA" => data.display().to_string(),
            other => other.to_string(),
        })
        .collect()
}

/// Runs one command once (under `wrapper` when given), its output thrown away, and says what it
/// cost; `None` when it could not run or failed.
fn run(
    binary: &Path,
    command: &[&str],
    answers: &Path,
    scratch: &Path,
    wrapper: Option<&[String]>,
) -> Option<Cost> {
    let data = tempfile::tempdir_in(scratch).ok()?;
    let args = arguments(command, answers, data.path());
    let mut cmd = match wrapper {
        Some([program, rest @ ..]) => {
            let mut c = Command::new(program);
            c.args(rest).arg(binary);
            c
        }
        _ => Command::new(binary),
    };
    cmd.args(&args)
        .env("BJCOACH_DATA_DIR", data.path())
        .env("BJCOACH_NOW", NOW)
        .env("NO_COLOR", "1")
        .env("COLUMNS", "80")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let start = Instant::now();
    let child = cmd.spawn().ok()?;
    let pid = libc::pid_t::try_from(child.id()).ok()?;
    let mut status: libc::c_int = 0;
    // SAFETY: an all-zero rusage is a valid value for the call to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `pid` is our own child, not yet waited for; `status` and `usage` are valid for
    // the call to write.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let wall_ms = start.elapsed().as_secs_f64() * 1000.0;
    if waited != pid || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return None;
    }
    let ms = |t: libc::timeval| t.tv_sec as f64 * 1000.0 + t.tv_usec as f64 / 1000.0;
    Some(Cost { wall_ms, cpu_ms: ms(usage.ru_utime) + ms(usage.ru_stime) })
}

/// Prints the instructions of one run of each command by each binary, counted by callgrind.
fn count_instructions(binaries: &[Binary], answers: &Path, scratch: &Path) {
    if !before_after::valgrind_present() {
        return;
    }
    println!("instructions of one run (valgrind --tool=callgrind)");
    let out = scratch.join("callgrind.out");
    let wrapper = before_after::callgrind_wrapper(&out);
    for &(name, command) in COMMANDS {
        let line: Vec<String> = binaries
            .iter()
            .map(|b| {
                let count = run(&b.path, command, answers, scratch, Some(&wrapper))
                    .and_then(|_| before_after::callgrind_total(&out));
                format!("{} {:>10}", b.label, before_after::in_millions(count))
            })
            .collect();
        println!("{name:26} {}", line.join(" | "));
    }
}
