//! Times the progress store at 10^4, 10^5 and 10^6 saved answers:
//! `cargo build --release && cargo run --release --example store_bench [SIZES...]`.
//!
//! For each size it builds a history in a temporary folder (a thousand answers a day over the
//! drills of the learning path, through the store's own calls, a session of 500 at a time), then
//! runs the release binary as a learner would and prints, for each command, the time from start
//! to the first question written (drills), the time to the end, and the peak memory (the child's
//! maximum resident set, from `wait4`); `stats` twice, for the first read of a history keeps the
//! memory model's replay, which the reads after it resume. Last, the cost of saving one more 30-answer session,
//! which should not grow with the history. `STORE_BENCH_BIN=PATH` runs another build of bjcoach
//! on the same histories (an older build, without `stats --format html`, stops at that line).
//!
//! Before and after in one run: with `STORE_BENCH_BEFORE=PATH` naming an older build of bjcoach
//! (one that reads this build's database), the reads of `stats` are also run by both builds on
//! each history, alternately, `BENCH_ROUNDS` times each (7 by default), and the median processor
//! time (user and system, from `wait4`: the work, whatever the load) and wall time of each are
//! printed for both. With `--callgrind` too, when `valgrind` is on the path, the instructions of
//! one run of each read by each build (`valgrind --tool=callgrind`, the whole process): a count
//! that does not move with the load, where the times on a shared machine vary by a third.

mod bench_history;
// Only some of the shared helpers are used here.
#[allow(dead_code)]
mod before_after;

use std::error::Error;
use std::time::Instant;

use bench_history::{Run, answer, binary, build, ms, run};
use bjcoach::coach::learner::record::AnswerRecord;

fn main() -> Result<(), Box<dyn Error>> {
    let sizes: Vec<u64> = {
        let given: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
        if given.is_empty() { vec![10_000, 100_000, 1_000_000] } else { given }
    };
    let bin = binary("STORE_BENCH_BIN")?;
    let answers_file = tempfile::NamedTempFile::new()?;
    std::fs::write(answers_file.path(), "h\n")?;
    let answers = answers_file.path().to_str().ok_or("a temporary path that is not UTF-8")?;
    println!("{:>9}  {:<34}  {:>12}  {:>10}  {:>9}", "answers", "command", "first line", "total", "peak");
    for &size in &sizes {
        let dir = tempfile::tempdir()?;
        let (store, mut rng, build_time) = build(dir.path(), size)?;
        let db_size = std::fs::metadata(store.path()).map(|m| m.len()).unwrap_or(0);
        let drill =
            ["drill", "strategy", "--table", "book", "--seed", "1", "--count", "1", "--answers", answers];
        let stats = ["stats"];
        let stats_json = ["stats", "--format", "json"];
        let stats_html = ["stats", "--format", "html"];
        for (label, args, marker) in [
            ("drill strategy --count 1", &drill[..], Some("Question 1")),
            // The first read replays every answer through the memory model and keeps the replay
            // in the database; the reads after it resume it.
            ("stats (first read)", &stats[..], None),
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
        if let Some(before) = std::env::var_os("STORE_BENCH_BEFORE") {
            compare(std::path::Path::new(&before), &bin, dir.path(), size)?;
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

/// Runs the reads of `stats` with the build `before` and this one (`after`) alternately on the
/// history in `dir`, and prints each one's median processor and wall time.
fn compare(
    before: &std::path::Path,
    after: &std::path::Path,
    dir: &std::path::Path,
    size: u64,
) -> Result<(), Box<dyn Error>> {
    let rounds: usize = std::env::var("BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(7);
    println!(
        "{size:>9}  before and after, {rounds} runs each, alternately (medians): processor time, wall time"
    );
    for (label, args) in [
        ("stats", &["stats"][..]),
        ("stats --format html", &["stats", "--format", "html"][..]),
        ("stats --table quebec-h17 (no answers)", &["stats", "--table", "quebec-h17"][..]),
    ] {
        let (mut old, mut new): (Vec<Run>, Vec<Run>) = (Vec::new(), Vec::new());
        for round in 0..rounds {
            // The order swapped every round, so that both meet the same load.
            let first = if round % 2 == 0 { before } else { after };
            let second = if round % 2 == 0 { after } else { before };
            let (a, b) = (run(first, dir, args, "", None)?, run(second, dir, args, "", None)?);
            let (o, n) = if round % 2 == 0 { (a, b) } else { (b, a) };
            old.push(o);
            new.push(n);
        }
        let median = |runs: &[Run], of: fn(&Run) -> std::time::Duration| {
            let mut times: Vec<_> = runs.iter().map(of).collect();
            times.sort();
            times[times.len() / 2]
        };
        println!(
            "{size:>9}  {label:<38}  processor {:>9} before, {:>9} after;  wall {:>9} before, {:>9} after",
            ms(median(&old, |r| r.processor)),
            ms(median(&new, |r| r.processor)),
            ms(median(&old, |r| r.total)),
            ms(median(&new, |r| r.total)),
        );
        if std::env::args().any(|a| a == "--callgrind") && before_after::valgrind_present() {
            let count = |build: &std::path::Path| -> Result<String, Box<dyn Error>> {
                let out = dir.join("callgrind.out");
                let [valgrind, options @ ..] = before_after::callgrind_wrapper(&out);
                let build = build.display().to_string();
                let mut wrapped: Vec<&str> = options.iter().map(String::as_str).collect();
                wrapped.push(&build);
                wrapped.extend(args.iter().copied());
                run(std::path::Path::new(&valgrind), dir, &wrapped, "", None)?;
                let counted = before_after::callgrind_total(&out);
                let _ = std::fs::remove_file(&out);
                Ok(before_after::in_millions(counted))
            };
            println!(
                "{size:>9}  {label:<38}  instructions {:>9} before, {:>9} after (callgrind)",
                count(before)?,
                count(after)?
            );
        }
    }
    Ok(())
}
