//! Times the progress store at 10^4, 10^5 and 10^6 saved answers:
//! `cargo build --release && cargo run --release --example store_bench [SIZES...]`.
//!
//! For each size it builds a history in a temporary folder (a thousand answers a day over the
//! drills of the learning path, through the store's own calls, a session of 500 at a time), then
//! runs the release binary as a learner would and prints, for each command, the time from start
//! to the first question written (drills), the time to the end, and the peak memory (the child's
//! maximum resident set, from `wait4`). Last, the cost of saving one more 30-answer session,
//! which should not grow with the history. `STORE_BENCH_BIN=PATH` runs another build of bjcoach
//! on the same histories (an older build, without `stats --format html`, stops at that line).

use std::error::Error;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bjcoach::coach::learner::progress::{AnswerRecord, Store};

const START: u64 = 1_700_000_000;
const PER_DAY: u64 = 1_000;
const SESSION: usize = 500;

/// A fixed, cheap stream of pseudo-random numbers (so every run builds the same history).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// The `n`-th answer of the history: drills and keys as the shipped drills record them.
fn answer(n: u64, rng: &mut Lcg) -> AnswerRecord {
    let ups = ["2", "3", "4", "5", "6", "7", "8", "9", "ten", "Ace"];
    let up = ups[rng.next(10) as usize];
    let (drill, key) = match rng.next(8) {
        0 => ("hand-totals", format!("total {}", 4 + rng.next(18))),
        1 => ("soft-hands", format!("soft {}", 13 + rng.next(8))),
        2 => ("payouts", "payout natural".to_string()),
        3 => ("hard-decisions", format!("play hard {} v {up}", 5 + rng.next(16))),
        4 => ("soft-decisions", format!("play soft {} v {up}", 13 + rng.next(8))),
        5 => ("split-decisions", format!("play {0}-{0} v {up}", 2 + rng.next(8))),
        _ => ("strategy", format!("play hard {} v {up}", 5 + rng.next(16))),
    };
    let correct = rng.next(10) != 0;
    AnswerRecord {
        drill: drill.to_string(),
        table: "book".to_string(),
        key,
        answer: if correct { "h".into() } else { "s".into() },
        expected: "h".into(),
        correct,
        mistake: (!correct).then(|| "strategy-misplay".to_string()),
        cost_percent: Some(if correct { 0.0 } else { (rng.next(300) as f64) / 10.0 }),
        response_ms: Some(700 + rng.next(6_000)),
        at: START + (n / PER_DAY) * 86_400 + (n % PER_DAY) * 40,
    }
}

/// What one run of the binary took.
struct Run {
    first_line: Option<Duration>,
    total: Duration,
    peak_kb: i64,
}

/// Runs the binary with `args` in `dir`, answers on standard input, timing the first line that
/// contains `marker`, and reads the child's peak memory from `wait4`.
// The child is reaped by `wait4`, which also gives its peak memory.
#[allow(clippy::zombie_processes)]
fn run(
    bin: &Path,
    dir: &Path,
    args: &[&str],
    stdin: &str,
    marker: Option<&str>,
) -> Result<Run, Box<dyn Error>> {
    let start = Instant::now();
    let mut child = Command::new(bin)
        .args(args)
        .env("BJCOACH_DATA_DIR", dir)
        .env("BJCOACH_NOW", (START + 2_000 * 86_400).to_string())
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{}: {e}; build it first with `cargo build --release`", bin.display()))?;
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin.as_bytes());
    }
    let mut first_line = None;
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if first_line.is_none() && marker.is_some_and(|m| line.contains(m)) {
                first_line = Some(start.elapsed());
            }
        }
    }
    let mut status = 0;
    // SAFETY: `rusage` is plain old data that wait4 fills in; the pid is our own child's.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    // SAFETY: waits for our own child, which nothing else waits for.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let total = start.elapsed();
    if waited != pid || !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!("bjcoach {args:?} failed (status {status})").into());
    }
    Ok(Run { first_line, total, peak_kb: usage.ru_maxrss })
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn main() -> Result<(), Box<dyn Error>> {
    let sizes: Vec<u64> = {
        let given: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
        if given.is_empty() { vec![10_000, 100_000, 1_000_000] } else { given }
    };
    let exe = std::env::current_exe()?;
    // target/release/examples/store_bench → target/release/bjcoach, unless another build is
    // named (to compare two versions on the same histories).
    let bin: PathBuf = match std::env::var_os("STORE_BENCH_BIN") {
        Some(other) => PathBuf::from(other),
        None => exe.parent().and_then(Path::parent).ok_or("no target folder")?.join("bjcoach"),
    };
    let answers_file = tempfile::NamedTempFile::new()?;
    std::fs::write(answers_file.path(), "h\n")?;
    let answers = answers_file.path().to_str().ok_or("a temporary path that is not UTF-8")?;
    println!("{:>9}  {:<34}  {:>12}  {:>10}  {:>9}", "answers", "command", "first line", "total", "peak");
    for &size in &sizes {
        let dir = tempfile::tempdir()?;
        let store = Store::new(dir.path());
        let mut rng = Lcg(size);
        let built = Instant::now();
        let mut n = 0;
        while n < size {
            let session: Vec<AnswerRecord> =
                (n..(n + SESSION as u64).min(size)).map(|i| answer(i, &mut rng)).collect();
            store.append(&session)?;
            n += session.len() as u64;
        }
        let build_time = built.elapsed();
        let db_size = std::fs::metadata(store.path()).map(|m| m.len()).unwrap_or(0);
        let drill =
            ["drill", "strategy", "--table", "book", "--seed", "1", "--count", "1", "--answers", answers];
        let stats = ["stats"];
        let stats_json = ["stats", "--format", "json"];
        let stats_html = ["stats", "--format", "html"];
        for (label, args, marker) in [
            ("drill strategy --count 1", &drill[..], Some("Question 1")),
            ("stats", &stats[..], None),
            ("stats --format json", &stats_json[..], None),
            ("stats --format html", &stats_html[..], None),
        ] {
            // The drill saves its one answer: the history grows by one, which changes nothing.
            let r = run(&bin, dir.path(), args, "", marker)?;
            println!(
                "{size:>9}  {label:<34}  {:>12}  {:>10}  {:>6} MB",
                r.first_line.map_or_else(|| "-".to_string(), ms),
                ms(r.total),
                r.peak_kb / 1024
            );
        }
        // Saving one more session of 30 answers, five times.
        let mut times = Vec::new();
        for s in 0..5 {
            let session: Vec<AnswerRecord> = (0..30).map(|i| answer(size + s * 30 + i, &mut rng)).collect();
            let t = Instant::now();
            store.append(&session)?;
            times.push(t.elapsed());
        }
        times.sort();
        println!(
            "{size:>9}  {:<34}  {:>12}  {:>10}  (built in {:.1} s, {} MB on disk)",
            "save a 30-answer session (median)",
            "-",
            ms(times[2]),
            build_time.as_secs_f64(),
            db_size / 1_000_000
        );
    }
    Ok(())
}
