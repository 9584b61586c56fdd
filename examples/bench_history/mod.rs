//! The history the store benchmarks build and the way they run bjcoach on it, shared by
//! `store_bench` and `memory_bench` so both measure the same store.
//!
//! A history is a thousand answers a day over the drills of the learning path, saved through the
//! store's own calls a session of 500 at a time: keys as the shipped drills record them, one
//! answer in ten a strategy misplay with its cost, response times of 0.7 to 6.7 s.

use std::error::Error;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

/// The moment of the first answer (seconds since 1970).
pub const START: u64 = 1_700_000_000;
const PER_DAY: u64 = 1_000;
const SESSION: usize = 500;

/// A fixed, cheap stream of pseudo-random numbers (so every run builds the same history).
pub struct Lcg(u64);

impl Lcg {
    /// The stream seeded `seed`.
    pub fn new(seed: u64) -> Lcg {
        Lcg(seed)
    }

    fn next(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// The `n`-th answer of the history: drills and keys as the shipped drills record them.
pub fn answer(n: u64, rng: &mut Lcg) -> AnswerRecord {
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
        retry: false,
    }
}

/// A store of `size` answers in `dir`, with the stream that drew them (to draw more of the same)
/// and the time it took to build.
pub fn build(dir: &Path, size: u64) -> Result<(Store, Lcg, Duration), Box<dyn Error>> {
    let store = Store::new(dir);
    let mut rng = Lcg::new(size);
    let built = Instant::now();
    let mut n = 0;
    while n < size {
        let session: Vec<AnswerRecord> =
            (n..(n + SESSION as u64).min(size)).map(|i| answer(i, &mut rng)).collect();
        store.append(&session)?;
        n += session.len() as u64;
    }
    Ok((store, rng, built.elapsed()))
}

/// The release binary beside the running example (target/release/examples/NAME →
/// target/release/bjcoach), unless the variable `env` names another build (to compare two
/// versions on the same history).
pub fn binary(env: &str) -> Result<PathBuf, Box<dyn Error>> {
    match std::env::var_os(env) {
        Some(other) => Ok(PathBuf::from(other)),
        None => {
            let exe = std::env::current_exe()?;
            Ok(exe.parent().and_then(Path::parent).ok_or("no target folder")?.join("bjcoach"))
        }
    }
}

/// What one run of the binary took.
pub struct Run {
    /// From the start to the first line that holds the marker, if one was asked for.
    pub first_line: Option<Duration>,
    /// From the start to the end.
    pub total: Duration,
    /// The child's peak resident memory, in KiB.
    pub peak_kb: i64,
    /// The child's processor time, user and system (from `wait4`): what it cost whatever the
    /// load of the machine.
    pub processor: Duration,
}

/// Runs the binary with `args` on the history in `dir`, answers on standard input, timing the
/// first line that contains `marker`, and reads the child's peak memory from `wait4`.
// The child is reaped by `wait4`, which also gives its peak memory.
#[allow(clippy::zombie_processes)]
pub fn run(
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
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1_000);
    Ok(Run {
        first_line,
        total,
        peak_kb: usage.ru_maxrss,
        processor: time(usage.ru_utime) + time(usage.ru_stime),
    })
}

/// A duration in milliseconds, to a tenth.
pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}
