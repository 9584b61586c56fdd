//! Before and after in one run: a benchmark given an older build of itself (a copy kept outside
//! the target folder) runs both as child processes, one after the other, round after round, so
//! that both meet the same load; each child prints its usual lines and the caller reads its
//! figures from them; and the instructions callgrind counts. Shared by the benchmarks.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Set in a child's environment, so that a benchmark run as the "after" child measures itself
/// instead of starting children of its own.
pub const CHILD: &str = "BJCOACH_BENCH_CHILD";

/// The older build named by `var`, unless this process is itself a child.
pub fn before_binary(var: &str) -> Option<PathBuf> {
    if std::env::var_os(CHILD).is_some() {
        return None;
    }
    std::env::var_os(var).map(PathBuf::from)
}

/// Runs `before` and this program with `args`, alternately, `rounds` times each (the order of
/// the two swapped every round), pinned where `taskset` exists; gives each one's standard output,
/// round by round.
pub fn interleaved(
    before: &Path,
    args: &[&str],
    rounds: usize,
) -> Result<(Vec<String>, Vec<String>), String> {
    let me = std::env::current_exe().map_err(|e| format!("this program's path: {e}"))?;
    let run = |bin: &Path| -> Result<String, String> {
        let output = Command::new(bin)
            .args(args)
            .env(CHILD, "1")
            .output()
            .map_err(|e| format!("{}: {e}", bin.display()))?;
        if !output.status.success() {
            return Err(format!("{} {}: {}", bin.display(), args.join(" "), output.status));
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    let (mut old, mut new) = (Vec::new(), Vec::new());
    for round in 0..rounds.max(1) {
        if round % 2 == 0 {
            old.push(run(before)?);
            new.push(run(&me)?);
        } else {
            new.push(run(&me)?);
            old.push(run(before)?);
        }
    }
    Ok((old, new))
}

/// The number printed right after `label` on the first line holding `key`, from each output.
pub fn figures(outputs: &[String], key: &str, label: &str) -> Vec<f64> {
    outputs
        .iter()
        .filter_map(|out| {
            let line = out.lines().find(|l| l.contains(key))?;
            let rest = &line[line.find(label)? + label.len()..];
            rest.split_whitespace().next()?.trim_end_matches([',', 's']).parse().ok()
        })
        .collect()
}

/// Each printed line's median figure over the runs, lines taken by their place: `lines` reads one
/// run's output as labels with figures, in the order printed.
pub fn medians_by_line(outputs: &[String], lines: impl Fn(&str) -> Vec<(String, f64)>) -> Vec<(String, f64)> {
    let runs: Vec<Vec<(String, f64)>> = outputs.iter().map(|o| lines(o)).collect();
    let labels = runs.first().cloned().unwrap_or_default();
    labels
        .into_iter()
        .enumerate()
        .map(|(k, (label, _))| (label, median(runs.iter().filter_map(|r| r.get(k).map(|t| t.1)).collect())))
        .collect()
}

/// The median of some figures (NaN for none).
pub fn median(mut values: Vec<f64>) -> f64 {
    if values.is_empty() {
        return f64::NAN;
    }
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Is `valgrind` on the path? (Said on standard error when it is not.)
pub fn valgrind_present() -> bool {
    let present = Command::new("valgrind").arg("--version").output().is_ok();
    if !present {
        eprintln!("valgrind is not on the path: no instruction counts");
    }
    present
}

/// The command that counts a whole run's instructions into `out`: `valgrind`, then its options,
/// to go before the program and its arguments.
pub fn callgrind_wrapper(out: &Path) -> [String; 3] {
    [
        "valgrind".to_string(),
        "--tool=callgrind".to_string(),
        format!("--callgrind-out-file={}", out.display()),
    ]
}

/// A count of instructions in millions, to a hundredth (`no count` when there is none).
pub fn in_millions(count: Option<u64>) -> String {
    count.map_or_else(|| "no count".to_string(), |n| format!("{:.2} M", n as f64 / 1e6))
}

/// The instructions a callgrind output file counted in all (its summary line).
pub fn callgrind_total(out: &Path) -> Option<u64> {
    let text = std::fs::read_to_string(out).ok()?;
    let line = text.lines().find(|l| l.starts_with("summary:") || l.starts_with("totals:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Runs `bin` with `args` under `valgrind --tool=callgrind`, counting only inside the functions
/// whose names match `toggle` (a callgrind pattern such as `*counted_solve*`); gives the count
/// and the program's standard output, or `None` when the run failed.
pub fn callgrind(bin: &Path, args: &[&str], toggle: &str) -> Option<(u64, String)> {
    let out = std::env::temp_dir().join(format!("bench.{}.callgrind", std::process::id()));
    let output = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--callgrind-out-file={}", out.display()))
        .arg(format!("--toggle-collect={toggle}"))
        .arg(bin)
        .args(args)
        .env(CHILD, "1")
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let count = callgrind_total(&out);
    let _ = std::fs::remove_file(&out);
    if !output.status.success() {
        return None;
    }
    Some((count?, String::from_utf8_lossy(&output.stdout).into_owned()))
}

/// The processor time this thread has used, in seconds: on a machine shared with other work it
/// counts only the time the benchmark ran, where the wall clock counts the waits too.
pub fn thread_cpu_seconds() -> f64 {
    cpu_seconds(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// The processor time the whole process (every thread) has used, in seconds.
pub fn process_cpu_seconds() -> f64 {
    cpu_seconds(libc::CLOCK_PROCESS_CPUTIME_ID)
}

fn cpu_seconds(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid timespec for the call to fill.
    let ok = unsafe { libc::clock_gettime(clock, &mut ts) } == 0;
    if ok { ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9 } else { f64::NAN }
}
