//! Saved progress end to end: drills record every answer in the data folder, `bjcoach stats`
//! shows it, practice adapts to it.

use std::collections::BTreeSet;
use std::io;
use std::path::Path;
use std::time::Duration;

use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::session::{
    AnswerSource, FakeClock, Numbering, Observer, Record, Reply, SessionOptions, run_with,
};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::coach::learner::plan::Plan;
use bjcoach::coach::learner::progress::{Progress, Store};
use bjcoach::coach::learner::record::AnswerRecord;
use bjcoach::coach::learner::schedule::Focus;
use bjcoach::game::action::Action;

use bjcoach::coach::learner::history::day_of;

use crate::cli::{NOW, Run, flat};

const DAY: u64 = 86_400;

fn saved(dir: &Path) -> Vec<AnswerRecord> {
    Store::new(dir).load().unwrap().0.answers
}

fn drill(dir: &Path, at: u64, args: &[&str], answers: &str) -> String {
    Run::new(args).data_dir(dir).at(at).stdin(answers).ok()
}

#[test]
fn every_drill_answer_is_saved_with_its_key_verdict_cost_time_and_moment() {
    let dir = tempfile::tempdir().unwrap();
    drill(dir.path(), NOW, &["drill", "hard-decisions", "--seed", "3", "--count", "5"], "h\ns\nd\nh\nzzz\n");
    let answers = saved(dir.path());
    assert_eq!(answers.len(), 5);
    for a in &answers {
        assert_eq!((a.drill.as_str(), a.table.as_str(), a.at), ("hard-decisions", "book", NOW));
        assert!(a.key.starts_with("play "), "{a:?}");
        assert_eq!(a.response_ms, Some(2000));
        if a.correct {
            assert_eq!(a.mistake, None);
        }
    }
    assert_eq!(answers[4].answer, "zzz");
    assert!(!answers[4].correct);
    assert!(answers.iter().filter(|a| a.correct).all(|a| a.cost_percent == Some(0.0)));
    assert!(answers.iter().any(|a| a.cost_percent.is_some_and(|c| c > 0.0)), "{answers:?}");
    // A second session adds to the first.
    drill(dir.path(), NOW, &["drill", "hand-totals", "--seed", "1", "--count", "2"], "12\n13\n");
    assert_eq!(saved(dir.path()).len(), 7);
}

#[test]
fn the_data_folder_moves_with_the_option_or_the_environment() {
    let by_env = tempfile::tempdir().unwrap();
    let by_option = tempfile::tempdir().unwrap();
    let option = by_option.path().to_str().unwrap();
    Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "2", "--data-dir", option])
        .data_dir(by_env.path())
        .stdin("1\n2\n")
        .ok();
    assert_eq!(saved(by_option.path()).len(), 2);
    assert!(saved(by_env.path()).is_empty());
    Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "3"])
        .data_dir(by_env.path())
        .stdin("1\n2\n3\n")
        .ok();
    assert_eq!(saved(by_env.path()).len(), 3);
}

#[test]
fn an_unreadable_progress_file_is_kept_aside_and_the_learner_is_told() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.json"), "{ not json").unwrap();
    let (_, err) = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "1"])
        .data_dir(dir.path())
        .stdin("12\n")
        .expect(0);
    assert!(err.contains("cannot be read"), "{err}");
    assert!(err.contains("was kept as"), "{err}");
    assert_eq!(saved(dir.path()).len(), 1);
    assert_eq!(std::fs::read_to_string(dir.path().join("progress.json.unreadable")).unwrap(), "{ not json");
}

#[test]
fn answers_that_cannot_be_saved_are_reported() {
    let dir = tempfile::tempdir().unwrap();
    // The lock cannot be taken: a folder stands where its file should be. It passed the check
    // before the first question, and the answers were lost at the end; the check says it now.
    std::fs::create_dir(dir.path().join("progress.lock")).unwrap();
    let (out, err) = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "2"])
        .data_dir(dir.path())
        .stdin("12\n13\n")
        .expect(0);
    assert!(out.contains("Summary:"), "{out}");
    let err = crate::cli::flat(&err);
    let lock = dir.path().join("progress.lock");
    assert!(
        err.starts_with(&format!(
            "note: nothing of this session will be saved: your answers cannot be written ({}: not a regular file but a folder)",
            lock.display()
        )),
        "{err}"
    );
    assert!(
        err.ends_with("note: as said at the start, your 2 answers of this session were not saved"),
        "{err}"
    );

    // A data folder that is a file is said before the first question, as a folder that cannot be
    // written is; the session goes on without saving (see `inputs::a_data_folder_that_is_a_file…`).
    let blocked = dir.path().join("blocked");
    std::fs::write(&blocked, "").unwrap();
    let (out, err) =
        Run::new(&["drill", "hand-totals", "--count", "2"]).data_dir(&blocked).stdin("12\n13\n").expect(0);
    assert!(out.contains("Question 1"), "{out}");
    assert!(
        err.contains("blocked") && crate::cli::flat(&err).contains("nothing of this session will be saved"),
        "{err}"
    );
}

/// A history over two days: counting, soft hands and strategy, with mistakes.
pub(crate) fn seeded_history(dir: &Path) {
    let yesterday = NOW - DAY;
    drill(
        dir,
        yesterday,
        &["drill", "hand-totals", "--seed", "1", "--count", "6"],
        "12\n13\n14\n15\n16\n17\n",
    );
    drill(dir, yesterday, &["drill", "strategy", "--seed", "5", "--count", "12"], &"h\ns\nd\n".repeat(4));
    drill(dir, NOW, &["drill", "strategy", "--seed", "6", "--count", "12"], &"s\nh\n".repeat(6));
    drill(dir, NOW, &["drill", "soft-decisions", "--seed", "2", "--count", "8"], &"d\nh\n".repeat(4));
}

#[test]
fn stats_of_a_seeded_history() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let text = Run::new(&["stats", "--table", "book"]).data_dir(dir.path()).ok();
    insta::assert_snapshot!(text);
    let strategy = Run::new(&["stats", "--drill", "strategy"]).data_dir(dir.path()).ok();
    insta::assert_snapshot!(strategy);
}

#[test]
fn stats_as_json_hold_the_same_numbers() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let text = Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["table"], "book");
    assert_eq!(v["answers"], saved(dir.path()).len());
    let cells = v["chart"]["cells"].as_array().unwrap();
    let leak: f64 = cells.iter().map(|c| c["leak_points"].as_f64().unwrap()).sum();
    assert!((leak - v["chart"]["leak_points"].as_f64().unwrap()).abs() < 1e-9);
    let seen: u64 = cells.iter().map(|c| c["seen"].as_u64().unwrap()).sum();
    assert!(seen > 0 && seen <= 32, "{seen}");
    assert_eq!(v["chart"]["costliest"].as_array().unwrap().len(), 3);
    assert_eq!(v["path"]["stages"][0]["unlocked"], true);
    assert_eq!(v["next"]["stage"], "Count hands");
    assert_eq!(v["by_drill_and_day"].as_array().unwrap().len(), 4);
}

/// The chart cell a key counts for, as `bjcoach::coach::learner::cells` reads it.
fn cell_of(key: &str) -> String {
    key.replace("play contrast ", "play ").trim_end_matches(" split").to_string()
}

#[test]
fn focus_weak_asks_only_what_was_missed() {
    let dir = tempfile::tempdir().unwrap();
    let first = Run::new(&["drill", "strategy", "--seed", "5", "--count", "25", "--format", "json"])
        .data_dir(dir.path())
        .stdin(&"s\n".repeat(25))
        .ok();
    let lines = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .filter(|v: &serde_json::Value| v.get("key").is_some())
            .collect()
    };
    let missed: Vec<String> = lines(&first)
        .iter()
        .filter(|v| v["correct"] == false)
        .map(|v| cell_of(v["key"].as_str().unwrap()))
        .collect();
    assert!(missed.len() >= 5, "{missed:?}");
    let next = Run::new(&[
        "drill", "strategy", "--seed", "8", "--count", "15", "--focus", "weak", "--format", "json",
    ])
    .data_dir(dir.path())
    // The 15 questions, then as many again for the round of misses.
    .stdin(&"s\n".repeat(30))
    .ok();
    // A cell missed waits for the round of misses at the end of the session: the focus asks
    // what was missed before until every such cell was missed again, then deals as usual.
    let mut missed_now: Vec<String> = Vec::new();
    let mut asked_weak = 0;
    for v in lines(&next).iter().filter(|v| v["once_more"] == false) {
        let key = cell_of(v["key"].as_str().unwrap());
        if !missed.iter().all(|k| missed_now.contains(k)) {
            assert!(missed.contains(&key), "{key} was not missed before: {missed:?}");
            asked_weak += 1;
        }
        if v["correct"] == false {
            missed_now.push(key);
        }
    }
    assert!(asked_weak >= 5, "{asked_weak}");
    // Then each cell missed in the session once more, and nothing else.
    let again: Vec<String> = lines(&next)
        .iter()
        .filter(|v| v["once_more"] == true)
        .map(|v| cell_of(v["key"].as_str().unwrap()))
        .collect();
    assert_eq!(again, missed_now);
    // With nothing saved at a table, the focus has nothing to work on and says so.
    let (_, err) =
        Run::new(&["drill", "hand-totals", "--focus", "weak", "--count", "1"]).stdin("12\n").expect(0);
    assert!(err.contains("nothing to focus on"), "{err}");
    let (_, err) = Run::new(&["stats", "--table", "vegas"]).expect(2);
    assert!(err.contains("vegas"), "{err}");
    let (_, err) = Run::new(&["stats", "--drill", "poker"]).expect(2);
    assert!(err.contains("no drill called `poker`"), "{err}");
}

#[test]
fn stats_with_nothing_saved_says_where_to_start() {
    let text = Run::new(&["stats"]).ok();
    assert!(text.contains("0 answers saved"), "{text}");
    assert!(text.contains("bjcoach drill hand-totals"), "{text}");
}

#[test]
fn the_heat_map_is_coloured_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let plain = Run::new(&["stats"]).data_dir(dir.path()).ok();
    assert!(!plain.contains('\u{1b}'));
    let colour = Run::new(&["stats", "--color", "always"]).data_dir(dir.path()).ok();
    assert!(colour.contains("\u{1b}[31"), "errors in red");
}

#[test]
fn the_session_summary_says_what_changed() {
    let dir = tempfile::tempdir().unwrap();
    let first =
        drill(dir.path(), NOW, &["drill", "strategy", "--seed", "5", "--count", "6"], &"h\n".repeat(6));
    assert!(!first.contains("What changed"), "nothing to compare with yet:\n{first}");
    let second =
        drill(dir.path(), NOW, &["drill", "strategy", "--seed", "6", "--count", "6"], &"s\n".repeat(6));
    let summary = &second[second.find("Summary:").unwrap()..];
    insta::assert_snapshot!(summary);
    let json = Run::new(&["drill", "strategy", "--seed", "7", "--count", "2", "--format", "json"])
        .data_dir(dir.path())
        .stdin("s\ns\n")
        .ok();
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert!(last["changes"]["leak"].as_array().is_some_and(|l| l.len() == 2), "{json}");
    // Forty quick right answers master the first stage and open the second.
    let other = tempfile::tempdir().unwrap();
    drill(
        other.path(),
        NOW,
        &["drill", "table-rules", "--table", "feral", "--seed", "1", "--count", "1"],
        "yes\n",
    );
    let questions = Run::new(&["drill", "hand-totals", "--seed", "9", "--count", "40", "--format", "json"])
        .stdin("")
        .ok();
    assert!(questions.is_empty() || questions.lines().count() == 1, "{questions}");
    let totals = Run::new(&["drill", "hand-totals", "--seed", "9", "--count", "40", "--format", "json"])
        .stdin(&"0\n".repeat(40))
        .ok();
    let rights: String = totals
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v.get("expected").and_then(|e| e.as_str()).map(|e| format!("{e}\n")))
        .collect();
    let master = drill(other.path(), NOW, &["drill", "hand-totals", "--seed", "9", "--count", "40"], &rights);
    assert!(master.contains("Summary: 40/40 right"), "{master}");
    assert!(master.contains("Mastered: Count hands"), "{master}");
    assert!(master.contains("Opened: Spot soft hands"), "{master}");
}

#[test]
fn export_writes_every_answer_as_csv_or_json() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    let n = saved(dir.path()).len();
    let csv = Run::new(&["stats", "--export", "csv"]).data_dir(dir.path()).ok();
    assert_eq!(csv.lines().count(), n + 1);
    assert!(csv.starts_with(
        "drill,table,key,answer,expected,correct,mistake,cost_percent,response_ms,at,day,retry\n"
    ));
    let file = dir.path().join("out.json");
    let said = Run::new(&["stats", "--export", "json", "--output", file.to_str().unwrap()])
        .data_dir(dir.path())
        .ok();
    assert!(said.contains(&format!("Wrote {n} answers")), "{said}");
    let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    assert_eq!(v["version"], 1);
    assert_eq!(v["answers"].as_array().unwrap().len(), n);
}

/// The CSV export as it was written before it was streamed, whole in memory: the reference the
/// streamed export must equal byte for byte.
fn csv_in_memory(answers: &[AnswerRecord]) -> String {
    fn csv_field(text: &str) -> String {
        if text.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text.to_string()
        }
    }
    let mut out = String::from(
        "drill,table,key,answer,expected,correct,mistake,cost_percent,response_ms,at,day,retry\n",
    );
    for a in answers {
        let fields = [
            csv_field(&a.drill),
            csv_field(&a.table),
            csv_field(&a.key),
            csv_field(&a.answer),
            csv_field(&a.expected),
            a.correct.to_string(),
            a.mistake.as_deref().map(csv_field).unwrap_or_default(),
            a.cost_percent.map(|c| c.to_string()).unwrap_or_default(),
            a.response_ms.map(|c| c.to_string()).unwrap_or_default(),
            a.at.to_string(),
            bjcoach::coach::learner::history::day_of(a.at),
            a.retry.to_string(),
        ];
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out
}

/// Some hundreds of answers with every kind of field: text to quote in CSV and escape in JSON,
/// missing costs and times, right and wrong, at two tables.
fn varied_answers(n: u64) -> Vec<AnswerRecord> {
    let keys = [
        "play hard 16 v ten",
        "total 13",
        "payout \"natural\", 3:2",
        "soft 18\nline",
        "play 8-8 v Ace",
        "é ♠",
    ];
    (0..n)
        .map(|i| {
            let correct = i % 3 != 0;
            AnswerRecord {
                drill: ["strategy", "hand-totals", "my, own"][(i % 3) as usize].to_string(),
                table: if i % 5 == 0 { "quebec-s17" } else { "book" }.to_string(),
                key: keys[(i % 6) as usize].to_string(),
                answer: if correct { "h" } else { "\"s\"" }.to_string(),
                expected: "h".to_string(),
                correct,
                mistake: (!correct).then(|| "strategy-misplay".to_string()),
                cost_percent: (i % 4 != 0).then_some(i as f64 / 7.0),
                response_ms: (i % 7 != 0).then_some(600 + i * 13),
                at: NOW - 86_400 * 40 + i * 3_607,
                retry: false,
            }
        })
        .collect()
}

#[test]
fn the_streamed_export_is_the_export_written_whole() {
    for n in [0, 1, 400] {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let answers = varied_answers(n);
        // The last answers in the journal of a session that ended without saving: exported too.
        let (saved, unsaved) = answers.split_at(answers.len().saturating_sub(30));
        for session in saved.chunks(150) {
            store.append(session).unwrap();
        }
        let mut journal = store.open_journal(NOW).unwrap();
        for a in unsaved {
            journal.record(a).unwrap();
        }
        drop(journal);
        assert_eq!(store.load().unwrap().0.answers, answers);
        let csv = Run::new(&["stats", "--export", "csv"]).data_dir(dir.path()).ok();
        assert_eq!(csv, csv_in_memory(&answers), "{n} answers");
        let progress = Progress { answers: answers.clone(), ..Progress::default() };
        let whole = serde_json::to_string_pretty(&progress).unwrap() + "\n";
        let json = Run::new(&["stats", "--export", "json"]).data_dir(dir.path()).ok();
        assert_eq!(json, whole, "{n} answers");
        assert_eq!(serde_json::from_str::<Progress>(&json).unwrap(), progress);
        // The same bytes to a file.
        let file = dir.path().join("export.json");
        let said =
            Run::new(&["stats", "--export", "json", "-o", file.to_str().unwrap()]).data_dir(dir.path()).ok();
        assert!(said.contains(&format!("Wrote {n} answer")), "{said}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), whole);
        let file = dir.path().join("export.csv");
        Run::new(&["stats", "--export", "csv", "-o", file.to_str().unwrap()]).data_dir(dir.path()).ok();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), csv_in_memory(&answers));
    }
}

#[test]
fn reset_needs_a_yes_when_scripted_and_keeps_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    drill(dir.path(), NOW, &["drill", "hand-totals", "--seed", "1", "--count", "2"], "12\n13\n");
    let (_, err) = Run::new(&["stats", "--reset"]).data_dir(dir.path()).stdin("").expect(2);
    assert!(err.contains("--yes"), "{err}");
    assert_eq!(saved(dir.path()).len(), 2);
    let out = Run::new(&["stats", "--reset", "--yes"]).data_dir(dir.path()).ok();
    assert!(out.contains("Your progress (2 answers) was reset"), "{out}");
    assert!(saved(dir.path()).is_empty());
    let backup = dir.path().join(format!("progress.json.reset-{NOW}"));
    assert!(std::fs::read_to_string(backup).unwrap().contains("hand-totals"));
}

/// A learner who plays every chart cell right except soft doubles, which they always hit.
struct MissesSoftDoubles;

fn is_soft_double(q: &Question) -> bool {
    q.key.starts_with("play soft ")
        && !q.key.contains("three cards")
        && q.expected == Expected::Action(Action::Double)
}

impl AnswerSource for MissesSoftDoubles {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        Ok(Reply::Line(if is_soft_double(q) { "h".to_string() } else { q.expected.right_answer() }))
    }
}

/// Keeps every answer as it would be saved.
struct Keep(Vec<AnswerRecord>, usize);

impl Observer for Keep {
    fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, r: &Record) -> io::Result<()> {
        // Soft doubles dealt before the round of misses at the end.
        self.1 += usize::from(is_soft_double(&r.question) && !r.retry);
        self.0.push(r.answer_record("strategy", "book", NOW));
        Ok(())
    }
}

/// Plays `count` strategy questions at the book table, adapted to `history` when given, then the
/// round of misses; returns the answers (those of the round last) and how many of the `count`
/// were soft doubles.
fn strategy_session(
    seed: u64,
    count: usize,
    history: Option<&[AnswerRecord]>,
    focus: Focus,
) -> (Vec<AnswerRecord>, usize) {
    let library = Library::shipped().unwrap();
    let drill = library.get("strategy").unwrap();
    let setting = Setting::preset("book").unwrap();
    let plan = history.map(|h| {
        Box::new(Plan::new(&setting.rules, setting.chart.as_ref(), h, focus))
            as Box<dyn bjcoach::coach::drill::dealing::Chooser>
    });
    let mut keep = Keep(Vec::new(), 0);
    let mut clock = FakeClock::new(Duration::from_secs(2));
    run_with(
        drill,
        &setting,
        SessionOptions { count, seed, limit: None },
        plan,
        &mut MissesSoftDoubles,
        &mut clock,
        &mut keep,
    )
    .unwrap();
    (keep.0, keep.1)
}

#[test]
fn always_missing_soft_doubles_brings_them_back_at_the_end_and_in_the_next_session() {
    let missed_keys = |a: &[AnswerRecord]| -> BTreeSet<String> {
        a.iter().filter(|r| !r.correct).map(|r| r.key.clone()).collect()
    };
    let (first, missed) = strategy_session(1, 150, None, Focus::Mixed);
    assert!(missed >= 3, "the first session deals some soft doubles: {missed}");
    // Each soft double missed is asked once more at the end of the session, and right there too
    // it is missed again.
    let (asked, again) = first.split_at(150);
    assert_eq!(missed_keys(asked), again.iter().map(|r| r.key.clone()).collect());
    assert!(again.iter().all(|r| !r.correct));
    let share_before = missed as f64 / 150.0;
    let (next_answers, next) = strategy_session(2, 40, Some(&first), Focus::Mixed);
    let (_, fresh) = strategy_session(2, 40, None, Focus::Mixed);
    eprintln!("next {next} fresh {fresh} before {missed}");
    // The next session asks every soft double missed before among its 40 questions, each once
    // (a cell missed waits for the end of the session), then once more at its end.
    let (next_asked, next_again) = next_answers.split_at(40);
    assert!(missed_keys(asked).is_subset(&next_asked.iter().map(|r| r.key.clone()).collect()));
    assert_eq!(missed_keys(next_asked), next_again.iter().map(|r| r.key.clone()).collect());
    assert!(next >= missed_keys(asked).len(), "{next} soft doubles of 40");
    assert!(next as f64 / 40.0 > 3.0 * share_before, "{next} of 40 against {missed} of 150 before");
    assert!(next > 2 * fresh, "{next} of 40 against {fresh} in a fresh session");
    // The same seed over the same history replays exactly.
    assert_eq!(
        strategy_session(2, 40, Some(&first), Focus::Mixed).0,
        strategy_session(2, 40, Some(&first), Focus::Mixed).0
    );
    // Focused on the weak, the soft doubles missed are asked first.
    let (weak_answers, _) = strategy_session(3, 20, Some(&first), Focus::Weak);
    let n = missed_keys(asked).len().min(20);
    assert!(weak_answers[..n].iter().all(|r| missed_keys(asked).contains(&r.key)), "{weak_answers:?}");
}

#[test]
fn two_bjcoach_processes_at_once_lose_no_answers() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let bin = assert_cmd::cargo::cargo_bin("bjcoach");
    let spawn = |seed: &str| {
        let mut child = Command::new(&bin)
            .args(["drill", "hand-totals", "--seed", seed, "--count", "30", "--answers", "-"])
            .env("NO_COLOR", "1")
            .env("BJCOACH_DATA_DIR", dir.path())
            .env("BJCOACH_NOW", NOW.to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all("12\n".repeat(30).as_bytes()).unwrap();
        child
    };
    let children: Vec<_> = (1..=4).map(|s| spawn(&s.to_string())).collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    assert_eq!(saved(dir.path()).len(), 120);
}

#[test]
fn stats_of_a_table_of_ones_own_solve_its_chart() {
    let dir = tempfile::tempdir().unwrap();
    let table = dir.path().join("mine.yaml");
    let yaml = Run::new(&["rules", "--table", "feral", "--format", "yaml"]).ok();
    std::fs::write(&table, yaml.replace("id: feral", "id: mine").replace("decks: 4", "decks: 2")).unwrap();
    let file = table.to_str().unwrap();
    let args = ["drill", "hard-decisions", "--table-file", file, "--seed", "4", "--count", "6"];
    drill(dir.path(), NOW, &args, &"s\n".repeat(6));
    assert!(saved(dir.path()).iter().all(|a| a.table == "mine"));

    let json = Run::new(&["stats", "--table-file", file, "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["table"], "mine");
    let cells = v["chart"]["cells"].as_array().unwrap();
    let seen: u64 = cells.iter().map(|c| c["seen"].as_u64().unwrap()).sum();
    assert_eq!(seen, 6, "{json}");
    let text = Run::new(&["stats", "--table-file", file]).data_dir(dir.path()).ok();
    assert!(text.contains(&format!("--table-file {file}")), "{text}");

    // Without the file the stats fall back to a preset, and say how to see the table's own.
    let (text, err) = Run::new(&["stats"]).data_dir(dir.path()).expect(0);
    assert!(err.contains("`mine`, a table of your own") && err.contains("--table-file"), "{err}");
    assert!(text.contains("answers saved"), "{text}");
    let (_, err) =
        Run::new(&["stats", "--table", "book", "--table-file", file]).data_dir(dir.path()).expect(2);
    assert!(err.contains("cannot be used with"), "{err}");
}

/// A contrast asked across two tables names the table in its key; the id of a table file is told
/// from the hand as a preset's is, so the answer counts on that table's chart, at its cell
/// (`play contrast mine hard 12 v 2` is `play hard 12 v 2` at `mine`).
#[test]
fn a_contrast_naming_a_table_of_ones_own_counts_on_its_chart() {
    let dir = tempfile::tempdir().unwrap();
    let table = dir.path().join("mine.yaml");
    let yaml = Run::new(&["rules", "--table", "feral", "--format", "yaml"]).ok();
    std::fs::write(
        &table,
        yaml.replace("id: feral", "id: mine").replace("dealer_soft_17: stands", "dealer_soft_17: hits"),
    )
    .unwrap();
    let file = table.to_str().unwrap();
    const SEED: &str = "2";
    let args =
        ["drill", "contrasts", "--table-file", file, "--against", "feral", "--seed", SEED, "--count", "12"];
    drill(dir.path(), NOW, &args, &"s\n".repeat(12));
    let answers = saved(dir.path());
    let keys: Vec<&str> = answers.iter().map(|a| a.key.as_str()).collect();
    assert!(keys.iter().any(|k| k.starts_with("play contrast mine ")), "{keys:?}");
    // Every answer counts at `mine` but those about `feral`.
    let at_mine = keys.iter().filter(|k| !k.starts_with("play contrast feral ")).count();
    let json = Run::new(&["stats", "--table-file", file, "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let cells = v["chart"]["cells"].as_array().unwrap();
    let seen: u64 = cells.iter().map(|c| c["seen"].as_u64().unwrap()).sum();
    assert_eq!(seen as usize, at_mine, "{json}");
}

/// Answers every question right.
struct AlwaysRight;

impl AnswerSource for AlwaysRight {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        Ok(Reply::Line(q.expected.right_answer()))
    }
}

/// Counts the questions about soft hands.
struct CountSoft(usize);

impl Observer for CountSoft {
    fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, r: &Record) -> io::Result<()> {
        self.0 += usize::from(r.question.key.starts_with("play contrast soft "));
        Ok(())
    }
}

/// Plays `count` contrast questions at the book table, adapted to `history` when given; returns
/// how many were about soft hands.
fn contrasts_session(seed: u64, count: usize, history: Option<&[AnswerRecord]>) -> usize {
    let library = Library::shipped().unwrap();
    let drill = library.get("contrasts").unwrap();
    let setting = Setting::preset("book").unwrap();
    let plan = history.map(|h| {
        Box::new(Plan::new(&setting.rules, setting.chart.as_ref(), h, Focus::Mixed))
            as Box<dyn bjcoach::coach::drill::dealing::Chooser>
    });
    let mut soft = CountSoft(0);
    let mut clock = FakeClock::new(Duration::from_secs(2));
    let options = SessionOptions { count, seed, limit: None };
    run_with(drill, &setting, options, plan, &mut AlwaysRight, &mut clock, &mut soft).unwrap();
    soft.0
}

#[test]
fn contrasts_aim_at_the_borders_a_learner_misses() {
    // Soft doubles missed in the strategy drill bring soft borders to the contrasts.
    let (history, missed) = strategy_session(1, 150, None, Focus::Mixed);
    assert!(missed >= 3);
    // Each missed cell, once answered right, leaves the pool of misses: the first questions of a
    // session show the aim best. Over six sessions of 12 questions:
    let adapted: usize = (2..8).map(|seed| contrasts_session(seed, 12, Some(&history))).sum();
    let fresh: usize = (2..8).map(|seed| contrasts_session(seed, 12, None)).sum();
    assert!(adapted >= 20 && adapted >= 3 * fresh, "{adapted} soft of 72 adapted, {fresh} fresh");
}

#[test]
fn a_long_history_draws_the_latest_days_that_fit() {
    let dir = tempfile::tempdir().unwrap();
    for d in 0..9 {
        let at = NOW - (8 - d) * DAY;
        drill(
            dir.path(),
            at,
            &["drill", "hand-totals", "--seed", &d.to_string(), "--count", "2"],
            "12\n13\n",
        );
    }
    let first = day_of(NOW - 8 * DAY);
    let last = day_of(NOW);
    // Nine days fit 80 columns: every one is drawn, the first and the last named.
    let text = Run::new(&["stats"]).data_dir(dir.path()).ok();
    assert!(
        flat(&text).contains(&format!("Count hands (hand-totals): 18 answers, 9 days, {first} to {last}")),
        "{text}"
    );
    let names = text.lines().skip_while(|l| !l.contains("Count hands")).nth(8).unwrap();
    assert!(names.trim_start().starts_with(&first[5..]) && names.ends_with(&last[5..]), "{text}");
    // Twenty days do not fit 60 columns: the latest 18 are drawn, and the line says so.
    let store = Store::new(dir.path());
    let more: Vec<AnswerRecord> = (9..20)
        .map(|d| AnswerRecord { at: NOW - (8 + d) * DAY, ..answer("hand-totals", "total 12", true, 1500, 0) })
        .collect();
    store.append(&more).unwrap();
    let text = Run::new(&["stats"]).data_dir(dir.path()).columns(60).ok();
    let since = day_of(NOW - 25 * DAY);
    assert!(
        flat(&text).contains(&format!("the latest 18 of 20 days practised, {since} to {last}")),
        "{text}"
    );
    // The JSON keeps every day of every drill.
    let json = Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["by_drill_and_day"].as_array().unwrap().len(), 20);
    assert_eq!(v["by_stage_and_day"][0]["days_practised"], 20);
}

/// An answer of `drill` at `book`.
fn answer(drill: &str, key: &str, correct: bool, ms: u64, at: u64) -> AnswerRecord {
    AnswerRecord {
        drill: drill.into(),
        table: "book".into(),
        key: key.into(),
        answer: if correct { "h".into() } else { "s".into() },
        expected: "h".into(),
        correct,
        mistake: (!correct).then(|| "strategy-misplay".into()),
        cost_percent: Some(if correct { 0.0 } else { 30.0 }),
        response_ms: Some(ms),
        at,
        retry: false,
    }
}

/// A history over several days: totals, soft hands with naturals on the same days (one stage,
/// two drills), strategy with mistakes, and a drill of one's own, on no stage, whose name must be
/// escaped in a page.
fn days_of_answers() -> Vec<AnswerRecord> {
    let mut list = Vec::new();
    for d in 0..5u64 {
        let at = NOW - (4 - d) * DAY + 3600;
        for k in 0..(4 + d) {
            list.push(answer(
                "hand-totals",
                &format!("total {}", 10 + k),
                k % 3 != d % 3,
                900 + 250 * k + 100 * d,
                at + k,
            ));
        }
        if d % 2 == 0 {
            for k in 0..3 {
                list.push(answer(
                    "soft-hands",
                    &format!("soft {}", 13 + k),
                    k != 1,
                    1200 + 400 * k,
                    at + 20 + k,
                ));
            }
            for k in 0..2 {
                list.push(answer(
                    "naturals",
                    "natural",
                    k == 0 || d == 4,
                    3000 + 700 * k + 10 * d,
                    at + 30 + k,
                ));
            }
        }
        let keys = ["play hard 16 v ten", "play hard 12 v 3", "play soft 18 v 9", "play hard 11 v 6"];
        for (k, key) in keys.iter().enumerate() {
            // The first key is missed three days of five, the others once.
            let right = if k == 0 { d % 2 == 1 } else { !(k as u64 + d).is_multiple_of(4) };
            list.push(answer("strategy", key, right, 1800 + 300 * k as u64, at + 40 + k as u64));
        }
        if d >= 3 {
            list.push(answer("<my & own>", "total 9", d == 4, 2500, at + 50));
        }
    }
    list
}

fn store_of(answers: &[AnswerRecord]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    Store::new(dir.path()).append(answers).unwrap();
    dir
}

#[test]
fn progress_pictures_at_60_and_80_columns() {
    let dir = store_of(&days_of_answers());
    for width in [60, 80] {
        let text = Run::new(&["stats", "--table", "book"]).data_dir(dir.path()).columns(width).ok();
        let long: Vec<&str> = text.lines().filter(|l| l.chars().count() > width).collect();
        assert!(long.is_empty(), "lines over {width} columns: {long:#?}");
        assert!(text.contains("Spot soft hands (soft-hands, naturals)"), "{text}");
        assert!(text.contains("Other drills (<my & own>)"), "{text}");
        insta::assert_snapshot!(format!("stats_pictures_{width}"), text);
    }
}

/// The median as the history module takes it: the mean of the two middle times for an even count,
/// rounded down (the recounts of `retries` use it too).
pub(crate) fn median(mut times: Vec<u64>) -> Option<u64> {
    times.sort_unstable();
    let n = times.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => Some(times[n / 2]),
        _ => Some((times[n / 2 - 1] + times[n / 2]) / 2),
    }
}

#[test]
fn the_plotted_figures_are_each_days_answers() {
    let answers = days_of_answers();
    let dir = store_of(&answers);
    let json = Run::new(&["stats", "--format", "json", "--table", "book"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let stages = v["by_stage_and_day"].as_array().unwrap();
    let names: Vec<&str> = stages.iter().map(|s| s["family"]["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Count hands", "Spot soft hands", "Play it all", "Other drills"]);
    let book = &bjcoach::coach::learner::learning_path::PATHS[0];
    for stage in stages {
        let name = stage["family"]["name"].as_str().unwrap();
        let drills: Vec<String> = match book.stages.iter().find(|s| s.name == name) {
            Some(s) => s.drills.iter().map(|d| d.to_string()).collect(),
            None => vec!["<my & own>".to_string()],
        };
        // Worked out here from the answers given, day by day.
        let mut days: std::collections::BTreeMap<String, Vec<&AnswerRecord>> = Default::default();
        for a in answers.iter().filter(|a| drills.contains(&a.drill)) {
            days.entry(day_of(a.at)).or_default().push(a);
        }
        let plotted = stage["days"].as_array().unwrap();
        assert_eq!(plotted.len(), days.len(), "{name}");
        for (p, (day, list)) in plotted.iter().zip(&days) {
            let right = list.iter().filter(|a| a.correct).count();
            assert_eq!(p["day"], day.as_str(), "{name}");
            assert_eq!(
                (p["answers"].as_u64().unwrap() as usize, p["correct"].as_u64().unwrap() as usize),
                (list.len(), right),
                "{name} {day}"
            );
            let accuracy = right as f64 * 100.0 / list.len() as f64;
            assert!((p["accuracy_percent"].as_f64().unwrap() - accuracy).abs() < 1e-9, "{name} {day}");
            let expected = median(list.iter().filter_map(|a| a.response_ms).collect());
            assert_eq!(p["median_ms"].as_u64(), expected, "{name} {day}");
        }
    }
    // The leak at the end of each day: every strategy answer up to then, laid over the chart.
    let rules = bjcoach::game::rules::preset("book").unwrap();
    let chart = bjcoach::strategy::chart::shipped("book").unwrap().unwrap();
    let leak = v["leak_by_day"]["days"].as_array().unwrap();
    assert_eq!(leak.len(), 5);
    let mut before = Vec::new();
    for d in leak {
        let end = answers
            .iter()
            .filter(|a| day_of(a.at) == d["day"].as_str().unwrap())
            .map(|a| a.at)
            .max()
            .unwrap();
        before.clear();
        before.extend(answers.iter().filter(|a| a.at <= end));
        let expected = bjcoach::coach::learner::store::standing::Standing::of(before.iter().copied())
            .chart_record(&rules, &chart, None)
            .leak_points();
        assert!((d["leak_points"].as_f64().unwrap() - expected).abs() < 1e-9, "{d} {expected}");
        assert_eq!(d["answers"], 4);
    }
    let last = leak.last().unwrap()["leak_points"].as_f64().unwrap();
    assert!((last - v["chart"]["leak_points"].as_f64().unwrap()).abs() < 1e-9);
    assert!(leak.iter().any(|d| d["leak_points"].as_f64().unwrap() != last), "{leak:?}");
}

#[test]
fn the_page_is_well_formed_with_a_plot_per_stage_and_the_heat_map() {
    let answers = days_of_answers();
    let dir = store_of(&answers);
    let out = dir.path().join("progress.html");
    let said =
        Run::new(&["stats", "--format", "html", "-o", out.to_str().unwrap()]).data_dir(dir.path()).ok();
    assert_eq!(said, format!("Wrote your progress as a page to {}.\n", out.display()));
    let html = std::fs::read_to_string(&out).unwrap();
    // The same page on standard output.
    assert_eq!(Run::new(&["stats", "--format", "html"]).data_dir(dir.path()).ok(), html);
    // Nothing to run and nothing fetched: the one address is the name of SVG's namespace.
    let unfetched = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    assert!(!unfetched.contains("http") && !html.contains("<script") && !html.contains("src="), "{html}");
    let page = crate::card::parse(&html).unwrap();
    let json = Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let svgs = page.all("svg");
    let families: Vec<_> = svgs.iter().filter(|s| s.attribute("class") == Some("family")).collect();
    assert_eq!(families.len(), v["by_stage_and_day"].as_array().unwrap().len());
    assert_eq!(svgs.iter().filter(|s| s.attribute("class") == Some("leak")).count(), 1);
    // Each bar's words are the day's figures.
    let bars: Vec<String> = families[0]
        .all("rect")
        .iter()
        .filter(|r| r.attribute("class") == Some("bar"))
        .map(|r| r.text())
        .collect();
    let first = &v["by_stage_and_day"][0]["days"][0];
    assert_eq!(
        bars[0],
        format!(
            "{}: {} of {} right ({:.1}%)",
            first["day"].as_str().unwrap(),
            first["correct"],
            first["answers"],
            first["accuracy_percent"].as_f64().unwrap()
        )
    );
    // The name of one's own drill is escaped and read back whole.
    assert!(page.all("h3").iter().any(|h| h.text() == "Other drills (<my & own>)"), "{html}");
    // The heat map: a cell per chart cell asked, coloured by how often it is missed.
    let cells: Vec<_> = page.all("td").into_iter().filter(|t| t.attribute("class").is_some()).collect();
    let asked =
        v["chart"]["cells"].as_array().unwrap().iter().filter(|c| c["seen"].as_u64().unwrap() > 0).count();
    let classes = |name: &str| cells.iter().filter(|t| t.attribute("class") == Some(name)).count();
    assert_eq!(classes("never") + classes("sometimes") + classes("often"), asked);
    assert_eq!(asked, 4);
    let often = cells.iter().find(|t| t.attribute("class") == Some("often")).unwrap();
    assert!(often.text().ends_with('✗'), "{}", often.text());
    // The learning path, a line per stage.
    assert_eq!(page.one("ol").all("li").len(), bjcoach::coach::learner::learning_path::PATHS[0].stages.len());
}

#[test]
fn an_empty_history_draws_nothing_and_says_what_to_do() {
    let text = Run::new(&["stats"]).ok();
    assert!(!text.contains('┤') && !text.contains("by stage of the path"), "{text}");
    assert!(
        flat(&text).contains(
            "Nothing to show yet: answers are saved as you practise, e.g. `bjcoach drill hand-totals"
        ),
        "{text}"
    );
    let html = Run::new(&["stats", "--format", "html"]).ok();
    let page = crate::card::parse(&html).unwrap();
    assert!(page.all("svg").is_empty());
    assert!(page.all("p").iter().any(|p| p.text().starts_with("Nothing to draw yet")), "{html}");
    // `-o` names the file of a page or an export, nothing else.
    let (_, err) = Run::new(&["stats", "-o", "x.txt"]).expect(2);
    assert!(err.contains("`-o` names the file of an export"), "{err}");
}

#[test]
fn two_resets_within_one_second_keep_both_backups() {
    let dir = tempfile::tempdir().unwrap();
    drill(dir.path(), NOW, &["drill", "hand-totals", "--seed", "1", "--count", "2"], "12\n13\n");
    Run::new(&["stats", "--reset", "--yes"]).data_dir(dir.path()).ok();
    drill(dir.path(), NOW, &["drill", "soft-hands", "--seed", "1", "--count", "1"], "y\n");
    let out = Run::new(&["stats", "--reset", "--yes"]).data_dir(dir.path()).ok();
    let first = dir.path().join(format!("progress.json.reset-{NOW}"));
    let second = dir.path().join(format!("progress.json.reset-{NOW}.2"));
    assert!(out.contains(&second.display().to_string()), "{out}");
    let count = |p: &Path, drill: &str| std::fs::read_to_string(p).unwrap().matches(drill).count();
    assert_eq!((count(&first, "hand-totals"), count(&second, "soft-hands")), (2, 1));
}

#[test]
fn a_progress_file_that_is_not_utf8_is_set_aside_and_reported() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = b"{\"version\": 1, \"answers\": [\"\xff\xfe\"]}";
    std::fs::write(dir.path().join("progress.json"), bytes).unwrap();
    let (out, err) = Run::new(&["stats"]).data_dir(dir.path()).expect(0);
    assert!(out.contains("0 answers saved"), "{out}");
    assert!(err.contains("cannot be read"), "{err}");
    let (_, err) = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "1"])
        .data_dir(dir.path())
        .stdin("12\n")
        .expect(0);
    assert!(err.contains("was kept as"), "{err}");
    assert_eq!(std::fs::read(dir.path().join("progress.json.unreadable")).unwrap(), bytes);
    assert_eq!(saved(dir.path()).len(), 1);
}

/// With nothing saved, what to practise next is the first stage of the path, not chart cells that
/// nobody has missed yet.
#[test]
fn an_empty_history_suggests_the_first_stage_and_no_chart_cells() {
    let dir = tempfile::tempdir().unwrap();
    let text = crate::cli::flat(&Run::new(&["stats", "--table", "casino-fr"]).data_dir(dir.path()).ok());
    let next = text.split("Practise next").nth(1).unwrap_or_default();
    assert!(next.contains("Count hands (next on your path): `bjcoach drill hand-totals"), "{next}");
    assert!(!next.contains("Chart cells"), "no cell is worth aiming at before any answer: {next}");
}

/// The path is the one at the table asked for, named in its heading; a stage not reached yet is
/// never called locked, and the leak is said in percent of every bet and in chips.
#[test]
fn the_path_and_the_leak_are_told_at_the_table_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    seeded_history(dir.path());
    drill(
        dir.path(),
        NOW,
        &["drill", "strategy", "--table", "casino-fr", "--seed", "2", "--count", "4"],
        "s\nh\ns\nh\n",
    );
    let text = Run::new(&["stats", "--table", "casino-fr"]).data_dir(dir.path()).ok();
    assert!(!text.contains("locked"), "{text}");
    let path = text.split("\nLearning path").nth(1).unwrap().split("\n\n").next().unwrap();
    let leak = text.split("\nLeak:").nth(1).unwrap().split("\n  Each").next().unwrap();
    insta::assert_snapshot!(format!("Learning path{path}\n\nLeak:{leak}"));
    // At the book table the same learner's path holds the answers given there.
    let book = Run::new(&["stats", "--table", "book"]).data_dir(dir.path()).ok();
    assert!(book.contains("Learning path at `book`") && book.contains("6 answers, 0% right"), "{book}");
}
