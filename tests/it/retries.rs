//! A question is counted once, by its first answer: the round of a session's misses is saved
//! as retries, told apart, and counted in no figure but how the retries went. The terminal
//! numbers questions asked, not answers given.

use crate::stats::median;
use std::collections::BTreeMap;
use std::io;
use std::path::Path;
use std::time::Duration;

use bjcoach::coach::drill::question::Question;
use bjcoach::coach::drill::session::{
    AnswerSource, FakeClock, Numbering, Observer, Record, Reply, SessionOptions, run_with,
};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::coach::learner::history::day_of;
use bjcoach::coach::learner::learning_path::MASTERY_WINDOW;
use bjcoach::coach::learner::practice::SessionAnswers;
use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::{AnswerRecord, Retries, StrategyKey};

use crate::cli::{NOW, Run, flat};

const DAY: u64 = 86_400;

/// Every answer saved in `dir`, retries included, as they are in the store.
fn saved(dir: &Path) -> Vec<AnswerRecord> {
    Store::new(dir).load().unwrap().0.answers
}

fn stats_json(dir: &Path, table: &str) -> serde_json::Value {
    let out = Run::new(&["stats", "--table", table, "--format", "json"]).data_dir(dir).ok();
    serde_json::from_str(&out).unwrap()
}

/// The reproduction of the issue at `book`, seed 3: three questions missed, then asked once
/// more. Before, `stats` said 6 answers and 50 % right, and the retry round was numbered
/// `Question 4 of 6`.
#[test]
fn a_round_of_misses_is_saved_as_retries_and_counted_apart() {
    let dir = tempfile::tempdir().unwrap();
    let drill = Run::new(&[
        "drill",
        "hand-totals",
        "--table",
        "book",
        "--seed",
        "3",
        "--count",
        "3",
        "--answers",
        "-",
    ])
    .data_dir(dir.path())
    .stdin("5\n5\n5\n21\nbust\n7\n")
    .ok();
    assert!(drill.contains("Summary: 0/3 right"), "{drill}");
    // Questions asked, not answers given: the round of misses keeps the questions' numbers.
    for n in 1..=3 {
        assert!(drill.contains(&format!("Question {n} of 3\n")), "{drill}");
        assert!(drill.contains(&format!("Question {n} of 3, once more\n")), "{drill}");
    }
    assert!(!drill.contains("of 6"), "{drill}");
    assert!(drill.contains("score 0/3\n"), "{drill}");

    let answers = saved(dir.path());
    assert_eq!(answers.len(), 6);
    let (first, retries): (Vec<&AnswerRecord>, Vec<&AnswerRecord>) = answers.iter().partition(|a| a.counts());
    assert_eq!((first.len(), retries.len()), (3, 3));
    assert!(first.iter().all(|a| !a.correct));
    // The retries ask the same questions again, in the same order.
    let keys = |list: &[&AnswerRecord]| list.iter().map(|a| a.key.clone()).collect::<Vec<_>>();
    assert_eq!(keys(&first), keys(&retries));
    let retried_right = retries.iter().filter(|a| a.correct).count();
    // Each retry's score line says how the round goes so far, apart from the score.
    for n in 1..=3 {
        let right = retries[..n].iter().filter(|a| a.correct).count();
        assert!(drill.contains(&format!("score 0/3 · once more {right}/{n}\n")), "{drill}");
    }

    let text = Run::new(&["stats", "--table", "book"]).data_dir(dir.path()).ok();
    assert!(
        flat(&text).contains(&format!("Your progress: 3 answers saved (retried 3, {retried_right} right)")),
        "{text}"
    );

    let v = stats_json(dir.path(), "book");
    assert_eq!(v["answers"], 3);
    assert_eq!(v["retries"], serde_json::json!({ "asked": 3, "right": retried_right }));
    let days = v["by_drill_and_day"].as_array().unwrap();
    let sum = |field: &str| days.iter().map(|d| d[field].as_u64().unwrap()).sum::<u64>();
    assert_eq!((sum("answers"), sum("correct")), (3, 0));
    let stage = &v["path"]["stages"][0];
    assert_eq!((stage["answers"].as_u64(), stage["recent_accuracy_percent"].as_f64()), (Some(3), Some(0.0)));

    // The page says the same as the text.
    let html = Run::new(&["stats", "--table", "book", "--format", "html"]).data_dir(dir.path()).ok();
    assert!(html.contains(&format!("3 answers saved (retried 3, {retried_right} right).")), "{html}");

    // The exports keep every answer, the retries marked as such.
    let csv = Run::new(&["stats", "--export", "csv"]).data_dir(dir.path()).ok();
    let marks: Vec<&str> = csv.lines().skip(1).map(|l| l.rsplit(',').next().unwrap()).collect();
    assert_eq!(marks, ["false", "false", "false", "true", "true", "true"]);
    let json = Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok();
    let exported: serde_json::Value = serde_json::from_str(&json).unwrap();
    let flags: Vec<bool> = exported["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.get("retry").is_some_and(|r| r == true))
        .collect();
    assert_eq!(flags, [false, false, false, true, true, true]);
}

/// A journal line written before retries were told apart has no `retry`: it reads as a first
/// answer, as it was counted then, and is saved as one.
#[test]
fn an_old_journal_line_reads_as_a_first_answer() {
    let dir = tempfile::tempdir().unwrap();
    let old = r#"{"drill":"hand-totals","table":"book","key":"total 12","answer":"12","expected":"12","correct":true,"mistake":null,"cost_percent":null,"response_ms":1500,"at":1795996740}"#;
    let retried = r#"{"drill":"hand-totals","table":"book","key":"total 13","answer":"13","expected":"13","correct":true,"mistake":null,"cost_percent":null,"response_ms":1500,"at":1795996740,"retry":true}"#;
    let journal = dir.path().join(format!("journal-{}-4242-0badcafe.jsonl", NOW - 60));
    std::fs::write(&journal, format!("{old}\n{old}\n{retried}\n")).unwrap();
    let v = stats_json(dir.path(), "book");
    assert_eq!((v["answers"].as_u64(), v["retries"]["asked"].as_u64()), (Some(2), Some(1)));
    // Saved by the next drill, the journal's answers keep what they were.
    Run::new(&["drill", "hand-totals", "--count", "1", "--seed", "1", "--answers", "-"])
        .data_dir(dir.path())
        .stdin("12\n")
        .ok();
    assert!(!journal.exists());
    let answers = saved(dir.path());
    assert_eq!((answers.len(), answers.iter().filter(|a| a.retry).count()), (4, 1));
    let v = stats_json(dir.path(), "book");
    assert_eq!((v["answers"].as_u64(), v["retries"]["asked"].as_u64()), (Some(3), Some(1)));
}

/// The columns of the answers table, in order.
fn answer_columns(db: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut q = conn.prepare("SELECT name FROM pragma_table_info('answers') ORDER BY cid").unwrap();
    q.query_map([], |r| r.get(0)).unwrap().collect::<Result<_, _>>().unwrap()
}

/// A store of the version before retries were told apart (2) is read as it stands, then brought
/// up to date by the next save: every answer kept and counted as a first answer, the retry
/// column added last, the answers of the new session told apart.
#[test]
fn a_store_of_the_previous_version_keeps_its_answers_as_first_answers() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("progress.db");
    // Twelve answers, the answers ending before the round of misses: no retry.
    Run::new(&["drill", "hand-totals", "--count", "12", "--seed", "5", "--answers", "-"])
        .data_dir(dir.path())
        .stdin(&format!("12\n13\n{}", "0\n".repeat(10)))
        .ok();
    let before = saved(dir.path());
    assert_eq!(before.len(), 12);
    assert!(before.iter().all(AnswerRecord::counts));
    // The store as version 2 wrote it: its layout without the retry column and its summary, nor
    // the indexes of a few answers that later builds add.
    {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "DROP INDEX answers_by_day_first;
             DROP INDEX answers_chart_by_day;
             DROP INDEX answers_tray;
             DROP INDEX answers_countdown;
             CREATE INDEX answers_by_day ON answers(drill, day, response_ms);
             ALTER TABLE answers DROP COLUMN retry;
             DROP TABLE summary_retries;
             PRAGMA user_version = 2;",
        )
        .unwrap();
    }
    let columns = answer_columns(&db);
    assert_eq!(columns.last().map(String::as_str), Some("day"));
    let v = stats_json(dir.path(), "book");
    assert_eq!(v["answers"], 12);
    assert_eq!(v["retries"], serde_json::json!({ "asked": 0, "right": 0 }));
    let right = before.iter().filter(|a| a.correct).count() as u64;
    let days = v["by_drill_and_day"].as_array().unwrap();
    assert_eq!(days.iter().map(|d| d["correct"].as_u64().unwrap()).sum::<u64>(), right);

    // A session with misses brings it up to date.
    Run::new(&["drill", "hand-totals", "--count", "2", "--seed", "6", "--answers", "-"])
        .data_dir(dir.path())
        .stdin("0\n0\n0\n0\n")
        .ok();
    let conn = rusqlite::Connection::open(&db).unwrap();
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version, bjcoach::coach::learner::store::DATABASE_FORMAT_VERSION);
    let mut expected = columns.clone();
    expected.push("retry".into());
    assert_eq!(answer_columns(&db), expected);
    let after = saved(dir.path());
    assert_eq!(after.len(), 12 + 2 + 2);
    assert!(after[..12].iter().all(AnswerRecord::counts));
    assert_eq!(after[12..].iter().map(|a| a.retry).collect::<Vec<_>>(), [false, false, true, true]);
    let v = stats_json(dir.path(), "book");
    assert_eq!(v["answers"], 14);
    assert_eq!(v["retries"]["asked"], 2);
}

/// Answers by a pattern of the seed: right where its bit for the step is set, else an answer
/// that is read and judged wrong (a legal play other than the chart's, for a decision).
struct ByPattern(u64);

impl AnswerSource for ByPattern {
    fn answer(&mut self, n: usize, q: &Question) -> io::Result<Reply> {
        let right = (self.0 >> (n % 64)) & 1 == 1;
        Ok(Reply::Line(if right { q.expected.right_answer() } else { wrong_answer(q) }))
    }
}

/// An answer `q` judges wrong, read as an answer where one can be.
fn wrong_answer(q: &Question) -> String {
    let plays = q.legal_actions().unwrap_or_default();
    let words = ["0", "1", "2", "no", "yes", "bust", "soft 4", "hard 4", "blackjack", "zzz"];
    plays
        .iter()
        .map(|a| a.letter().to_ascii_lowercase().to_string())
        .chain(words.iter().map(|w| w.to_string()))
        .find(|line| !q.judge(line).correct)
        .unwrap_or_else(|| "zzz".to_string())
}

/// Keeps the session's answers as the terminal saves them.
struct Saving {
    answers: SessionAnswers,
    drill: String,
    at: u64,
}

impl Observer for Saving {
    fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, r: &Record) -> io::Result<()> {
        assert!(self.answers.record(r.answer_record(&self.drill, "book", self.at)).is_none());
        Ok(())
    }
}

/// A session played in `dir` by `pattern` and saved as a drill saves it: its summary counts
/// each question once, the round of misses apart.
fn practise(dir: &Path, drill: &str, options: SessionOptions, pattern: u64, at: u64, step_ms: u64) {
    let library = Library::shipped().unwrap();
    let setting = Setting::preset("book").unwrap();
    let mut saving = Saving { answers: SessionAnswers::new(), drill: drill.to_string(), at };
    let summary = run_with(
        library.get(drill).unwrap(),
        &setting,
        options,
        None,
        &mut ByPattern(pattern),
        &mut FakeClock::new(Duration::from_millis(step_ms)),
        &mut saving,
    )
    .unwrap();
    let recorded = &saving.answers.recorded;
    let first: Vec<&AnswerRecord> = recorded.iter().filter(|a| a.counts()).collect();
    assert_eq!(
        (summary.answered, summary.correct),
        (first.len(), first.iter().filter(|a| a.correct).count())
    );
    let retries = Retries::of(recorded);
    let once_more = summary.once_more.map_or((0, 0), |o| (o.answered, o.correct));
    assert_eq!(once_more, (retries.asked, retries.right));
    if options.limit.is_some() {
        assert_eq!(summary.best_streak, Some(longest_run(&first)));
    }
    saving.answers.ended(&summary, at);
    saving.answers.save(&Store::new(dir)).unwrap();
}

/// The longest run of right answers among these.
fn longest_run(answers: &[&AnswerRecord]) -> usize {
    let (mut now, mut best) = (0, 0);
    for a in answers {
        now = if a.correct { now + 1 } else { 0 };
        best = best.max(now);
    }
    best
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// One day's answers, right answers and median time.
type DayFigures = (u64, u64, Option<u64>);

/// Per day (as `stats` names it), these answers: count, right, median time.
fn by_day<'a>(answers: impl Iterator<Item = &'a AnswerRecord>) -> BTreeMap<String, DayFigures> {
    let mut days: BTreeMap<String, Vec<&AnswerRecord>> = BTreeMap::new();
    for a in answers {
        days.entry(day_of(a.at)).or_default().push(a);
    }
    days.into_iter()
        .map(|(day, list)| {
            let right = list.iter().filter(|a| a.correct).count() as u64;
            (day, (list.len() as u64, right, median(list.iter().filter_map(|a| a.response_ms).collect())))
        })
        .collect()
}

/// A day's figures as `stats --format json` gives them.
fn json_day(d: &serde_json::Value) -> (String, DayFigures) {
    let day = d["day"].as_str().unwrap().to_string();
    (day, (d["answers"].as_u64().unwrap(), d["correct"].as_u64().unwrap(), d["median_ms"].as_u64()))
}

/// Every figure of `stats --table book --format json` in `dir`, recounted from the raw answers
/// saved there, retries and all.
fn every_figure_is_recounted(dir: &Path) {
    let all = saved(dir);
    let v = stats_json(dir, "book");
    let first: Vec<&AnswerRecord> = all.iter().filter(|a| !a.retry).collect();
    let retried: Vec<&AnswerRecord> = all.iter().filter(|a| a.retry).collect();
    let retried_right = retried.iter().filter(|a| a.correct).count();
    assert_eq!(v["answers"].as_u64(), Some(first.len() as u64));
    assert_eq!(v["retries"], serde_json::json!({ "asked": retried.len(), "right": retried_right }));

    // Accuracy and speed per drill and day.
    let mut drills: BTreeMap<String, Vec<&AnswerRecord>> = BTreeMap::new();
    for a in &first {
        drills.entry(a.drill.clone()).or_default().push(a);
    }
    let mut expected = Vec::new();
    for (drill, list) in &drills {
        for day in by_day(list.iter().copied()) {
            expected.push((drill.clone(), day));
        }
    }
    let shown: Vec<(String, (String, DayFigures))> = v["by_drill_and_day"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| (d["drill"].as_str().unwrap().to_string(), json_day(d)))
        .collect();
    assert_eq!(shown, expected);

    // Accuracy and speed per stage and day, and the path: mastery from the last answers.
    let mut mastered_before = true;
    let trends = v["by_stage_and_day"].as_array().unwrap();
    // A stage without answers has no days to draw.
    let practised = v["path"]["stages"].as_array().unwrap().iter().filter(|s| s["answers"] != 0).count();
    assert_eq!(trends.len(), practised);
    for stage in v["path"]["stages"].as_array().unwrap() {
        let drills: Vec<&str> =
            stage["drills"].as_array().unwrap().iter().map(|d| d.as_str().unwrap()).collect();
        let mine: Vec<&AnswerRecord> =
            first.iter().copied().filter(|a| drills.contains(&a.drill.as_str())).collect();
        if let Some(trend) = trends.iter().find(|t| t["family"]["name"] == stage["name"]) {
            let days: Vec<(String, DayFigures)> =
                trend["days"].as_array().unwrap().iter().map(json_day).collect();
            assert_eq!(
                days,
                by_day(mine.iter().copied()).into_iter().collect::<Vec<_>>(),
                "{}",
                stage["name"]
            );
            assert_eq!(trend["answers"].as_u64(), Some(mine.len() as u64));
        }
        assert_eq!(stage["answers"].as_u64(), Some(mine.len() as u64));
        let recent = &mine[mine.len().saturating_sub(MASTERY_WINDOW)..];
        let limit = stage["seconds"].as_u64().unwrap() * 1000;
        let right =
            recent.iter().filter(|a| a.correct && a.response_ms.is_some_and(|ms| ms <= limit)).count();
        let accuracy = (!recent.is_empty()).then(|| right as f64 * 100.0 / recent.len() as f64);
        assert_eq!(stage["recent_accuracy_percent"].as_f64(), accuracy, "{}", stage["name"]);
        let mut times: Vec<u64> = recent.iter().filter_map(|a| a.response_ms).collect();
        times.sort_unstable();
        assert_eq!(stage["recent_median_ms"].as_u64(), times.get(times.len() / 2).copied());
        let mastered = recent.len() >= MASTERY_WINDOW && right * 100 >= 95 * recent.len();
        assert_eq!(stage["mastered"].as_bool(), Some(mastered), "{}", stage["name"]);
        assert_eq!(stage["unlocked"].as_bool(), Some(mastered_before));
        mastered_before &= mastered;
    }

    // The chart: each cell's answers, misses and cost, and the leak, from first answers at book.
    let cell_of = |a: &AnswerRecord| -> Option<String> {
        let key: StrategyKey = a.key.parse().ok()?;
        (key.counted_at(&a.table) == "book").then(|| key.cell().to_string())
    };
    let chart = &v["chart"];
    let mut leak = 0.0;
    let mut frequency: BTreeMap<String, f64> = BTreeMap::new();
    for cell in chart["cells"].as_array().unwrap() {
        let key = cell["key"].as_str().unwrap();
        frequency.insert(key.to_string(), cell["frequency"].as_f64().unwrap());
        let mine: Vec<&&AnswerRecord> = first.iter().filter(|a| cell_of(a).as_deref() == Some(key)).collect();
        let wrong: Vec<&&&AnswerRecord> = mine.iter().filter(|a| !a.correct).collect();
        assert_eq!(
            (cell["seen"].as_u64(), cell["wrong"].as_u64()),
            (Some(mine.len() as u64), Some(wrong.len() as u64))
        );
        let costs: Vec<f64> = wrong.iter().filter_map(|a| a.cost_percent).map(f64::abs).collect();
        let cost = cell["cost_percent"].as_f64().unwrap();
        if !costs.is_empty() {
            assert!(close(cost, costs.iter().sum::<f64>() / costs.len() as f64), "{key}");
        }
        let error_rate = (!mine.is_empty()).then(|| wrong.len() as f64 / mine.len() as f64);
        let cell_leak = cell["frequency"].as_f64().unwrap() * error_rate.unwrap_or(0.0) * cost;
        assert!(close(cell["leak_points"].as_f64().unwrap(), cell_leak), "{key}");
        leak += cell_leak;
    }
    assert!(close(chart["leak_points"].as_f64().unwrap(), leak));

    // The leak at the end of each day: every first answer up to that day's end.
    let played: Vec<(&AnswerRecord, String)> =
        first.iter().filter_map(|a| cell_of(a).map(|k| (*a, k))).collect();
    let mut expected = Vec::new();
    for (day, (n, _, _)) in by_day(played.iter().map(|(a, _)| *a)) {
        let mut tally: BTreeMap<&str, (usize, usize, f64, usize)> = BTreeMap::new();
        for (a, key) in played.iter().filter(|(a, _)| day_of(a.at) <= day) {
            let t = tally.entry(key.as_str()).or_default();
            t.0 += 1;
            if !a.correct {
                t.1 += 1;
                // Every wrong play has its cost, so a cell's cost is always measured here.
                t.2 += a.cost_percent.unwrap().abs();
                t.3 += 1;
            }
        }
        let leak: f64 = tally
            .iter()
            .filter(|(_, t)| t.1 > 0)
            .map(|(key, t)| frequency[*key] * (t.1 as f64 / t.0 as f64) * (t.2 / t.3 as f64))
            .sum();
        expected.push((day, n, leak));
    }
    let days = v["leak_by_day"]["days"].as_array().unwrap();
    assert_eq!(days.len(), expected.len());
    for (d, (day, n, leak)) in days.iter().zip(&expected) {
        assert_eq!((d["day"].as_str(), d["answers"].as_u64()), (Some(day.as_str()), Some(*n)));
        assert!(close(d["leak_points"].as_f64().unwrap(), *leak), "{day}");
    }

    // Best at speed: each drill's most accurate timed session of enough answers, its streak
    // counted on first answers alone.
    for best in v["best_at_speed"].as_array().unwrap() {
        let drill = best["drill"].as_str().unwrap();
        let at = best["at"].as_u64().unwrap();
        let mine: Vec<&AnswerRecord> =
            first.iter().copied().filter(|a| a.drill == drill && a.at == at).collect();
        let right = mine.iter().filter(|a| a.correct).count();
        assert_eq!(
            (best["answers"].as_u64(), best["correct"].as_u64(), best["best_streak"].as_u64()),
            (Some(mine.len() as u64), Some(right as u64), Some(longest_run(&mine) as u64))
        );
    }
}

/// Sessions of several drills over many seeds, each missing some questions and retrying them:
/// after each few, every figure `stats` reports is what a recount of the raw answers gives.
#[test]
fn every_recorded_figure_is_a_recount_of_the_first_answers() {
    let dir = tempfile::tempdir().unwrap();
    let drills = ["hand-totals", "soft-hands", "hard-decisions", "strategy"];
    let mut timed: BTreeMap<&str, Vec<u64>> = BTreeMap::new();
    for seed in 0..16u64 {
        for (i, drill) in drills.iter().enumerate().filter(|(i, _)| (seed + *i as u64).is_multiple_of(2)) {
            // A pattern of right and wrong from the seed, most answers right.
            let pattern = (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | seed << 7) ^ 0x0F0F_00F0;
            let pattern = pattern | pattern.rotate_left(17);
            let limit = (seed % 3 == 0).then(|| Duration::from_secs(8));
            let count = if limit.is_some() { 12 } else { 5 + (seed as usize + i) % 8 };
            let at = NOW - DAY * (16 - seed) / 2 - 3_600 * i as u64;
            let step_ms = 900 + (seed * 977 + i as u64 * 613) % 5_000;
            practise(dir.path(), drill, SessionOptions { count, seed, limit }, pattern, at, step_ms);
            if limit.is_some() {
                timed.entry(drill).or_default().push(at);
            }
        }
        if seed % 5 == 4 || seed == 15 {
            every_figure_is_recounted(dir.path());
        }
    }
    let all = saved(dir.path());
    assert!(all.iter().any(|a| a.retry && a.correct) && all.iter().any(|a| a.retry && !a.correct));
    // The best of each drill's timed sessions: the most accurate by first answers (all of 12
    // answers and the same clock here), the earliest of equals.
    let v = stats_json(dir.path(), "book");
    let bests: BTreeMap<String, u64> = v["best_at_speed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| (b["drill"].as_str().unwrap().to_string(), b["at"].as_u64().unwrap()))
        .collect();
    let expected: BTreeMap<String, u64> = timed
        .iter()
        .map(|(drill, ats)| {
            let right = |at: &u64| {
                all.iter().filter(|a| a.counts() && a.at == *at && a.drill == *drill && a.correct).count()
            };
            let best = ats.iter().max_by(|x, y| right(x).cmp(&right(y)).then(y.cmp(x))).unwrap();
            (drill.to_string(), *best)
        })
        .collect();
    assert_eq!(bests, expected);
}
