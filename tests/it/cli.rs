//! The command line end to end: output pinned by snapshots, exit codes, errors.

use assert_cmd::Command;

/// The moment every test run takes as the present: 2026-11-30 00:00 UTC.
pub const NOW: u64 = 1_795_996_800;

/// A builder for running bjcoach: arguments, standard input, and an isolated environment.
pub struct Run {
    cmd: Command,
    /// A fresh data folder, removed afterwards, unless the test names one.
    _data: Option<tempfile::TempDir>,
}

impl Run {
    /// `bjcoach` with these arguments, colour off, a fixed present moment, and a fresh data
    /// folder of its own: nothing is shared with the user's saved progress. The locale is
    /// English whatever the machine's, unless the test gives one.
    pub fn new(args: &[&str]) -> Run {
        let mut cmd = Command::cargo_bin("bjcoach").expect("the binary is built");
        let data = tempfile::tempdir().expect("a temporary folder");
        cmd.args(args)
            .env_remove("BJCOACH_LANG")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .env("COLUMNS", "80")
            .env("NO_COLOR", "1")
            .env("BJCOACH_DATA_DIR", data.path())
            .env("BJCOACH_NOW", NOW.to_string());
        Run { cmd, _data: Some(data) }
    }

    /// Keeps the progress in this folder (shared by the runs that name it).
    pub fn data_dir(mut self, dir: &std::path::Path) -> Run {
        self.cmd.env("BJCOACH_DATA_DIR", dir);
        self._data = None;
        self
    }

    /// Takes this moment, in seconds since 1970, as the present.
    pub fn at(mut self, now: u64) -> Run {
        self.cmd.env("BJCOACH_NOW", now.to_string());
        self
    }

    /// Runs in this folder.
    pub fn in_dir(mut self, dir: &std::path::Path) -> Run {
        self.cmd.current_dir(dir);
        self
    }

    /// Sets an environment variable for the run.
    pub fn env(mut self, key: &str, value: impl AsRef<std::ffi::OsStr>) -> Run {
        self.cmd.env(key, value);
        self
    }

    /// Lays text out for a terminal this many columns wide (80 unless told).
    pub fn columns(mut self, width: usize) -> Run {
        self.cmd.env("COLUMNS", width.to_string());
        self
    }

    /// Gives up (failing the test) when the run takes longer than this.
    pub fn timeout(mut self, limit: std::time::Duration) -> Run {
        self.cmd.timeout(limit);
        self
    }

    /// Feeds this text on standard input.
    pub fn stdin(mut self, text: &str) -> Run {
        self.cmd.write_stdin(text.to_string());
        self
    }

    /// Runs, expecting this exit code; returns (stdout, stderr).
    pub fn expect(mut self, code: i32) -> (String, String) {
        let output = self.cmd.output().expect("bjcoach runs");
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_eq!(output.status.code(), Some(code), "stdout:\n{stdout}\nstderr:\n{stderr}");
        (stdout, stderr)
    }

    /// Runs, whatever its exit; returns its status and output.
    pub fn output(mut self) -> std::process::Output {
        self.cmd.output().expect("bjcoach runs")
    }

    /// Runs, expecting success; returns stdout.
    pub fn ok(self) -> String {
        self.expect(0).0
    }
}

/// Text with its line breaks and runs of spaces as single spaces: what a wrapped message says,
/// whatever the width it was wrapped to.
pub fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn tables_lists_every_preset() {
    insta::assert_snapshot!(Run::new(&["tables"]).ok());
}

#[test]
fn rules_of_every_preset() {
    for name in bjcoach::game::rules::preset_names() {
        let text = Run::new(&["rules", "--table", name]).ok();
        insta::assert_snapshot!(format!("rules_{name}"), text);
    }
}

#[test]
fn rules_as_yaml_reload_as_the_same_table() {
    for name in bjcoach::game::rules::preset_names() {
        let yaml = Run::new(&["rules", "--table", name, "--format", "yaml"]).ok();
        let reloaded = bjcoach::game::rules::TableRules::from_yaml("out.yaml", &yaml).unwrap();
        assert_eq!(reloaded, bjcoach::game::rules::preset(name).unwrap());
    }
}

#[test]
fn an_unknown_table_lists_the_known_ones() {
    let (_, err) = Run::new(&["rules", "--table", "vegas"]).expect(2);
    let err = flat(&err);
    assert!(err.contains("no table called `vegas`"), "{err}");
    assert!(err.contains("book, casino-fr, feral, quebec-h17, quebec-s17, casino-it"), "{err}");
}

#[test]
fn a_table_file_is_loaded_and_a_bad_one_is_reported_with_line_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("mine.yaml");
    let yaml = Run::new(&["rules", "--table", "feral", "--format", "yaml"]).ok();
    std::fs::write(&good, yaml.replace("id: feral", "id: mine").replace("decks: 4", "decks: 2")).unwrap();
    let text = Run::new(&["rules", "--table-file", good.to_str().unwrap()]).ok();
    assert!(text.contains("2 decks of 52 cards"), "{text}");

    let bad = dir.path().join("bad.yaml");
    std::fs::write(&bad, yaml.replace("decks: 4", "decks: 12").replace("seats: 7", "seats: 9")).unwrap();
    let (_, err) = Run::new(&["rules", "--table-file", bad.to_str().unwrap()]).expect(2);
    let line = yaml.lines().position(|l| l.starts_with("decks:")).unwrap() + 1;
    assert!(err.contains(&format!("bad.yaml:{line}:1: field `decks`")), "{err}");
    assert!(err.contains("field `session.seats`"), "{err}");
}

#[test]
fn validate_checks_the_shipped_data_and_reports_every_problem() {
    let out = Run::new(&["validate"]).ok();
    assert!(out.contains("no problem found"), "{out}");

    let dir = tempfile::tempdir().unwrap();
    let yaml = Run::new(&["rules", "--table", "book", "--format", "yaml"]).ok();
    std::fs::write(dir.path().join("a.yaml"), yaml.replace("decks: 1", "decks: 0")).unwrap();
    std::fs::write(dir.path().join("b.yaml"), yaml.replace("surrender: none", "surrender: early")).unwrap();
    let (out, err) = Run::new(&["validate", dir.path().to_str().unwrap()]).expect(2);
    let (out, err) = (flat(&out), flat(&err));
    assert!(out.contains("a.yaml:") && out.contains("field `decks`"), "{out}");
    assert!(out.contains("b.yaml:") && out.contains("unknown variant `early`"), "{out}");
    assert!(err.contains("2 problems found"), "{err}");
}

#[test]
fn no_arguments_without_a_terminal_prints_the_help() {
    let out = Run::new(&[]).stdin("").ok();
    assert!(out.contains("Usage: bjcoach"), "{out}");
    assert!(out.contains("tables"), "{out}");
}

#[test]
fn bad_usage_exits_2() {
    Run::new(&["no-such-command"]).expect(2);
    Run::new(&["rules", "--format", "xml"]).expect(2);
}

#[test]
fn simulate_prints_json_that_replays_with_its_seed_whatever_the_threads() {
    let run = |threads: &str| {
        let out = Run::new(&[
            "simulate",
            "--table",
            "casino-fr",
            "--hands",
            "30000",
            "--player",
            "never-bust",
            "--seed",
            "9",
            "--format",
            "json",
            "--threads",
            threads,
        ])
        .ok();
        let mut v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        for key in ["rounds", "return_percent", "ci95_percent", "rounds_per_second", "std_dev_per_round"] {
            assert!(v.get(key).is_some(), "{key} missing from {out}");
        }
        let obj = v.as_object_mut().unwrap();
        obj.remove("rounds_per_second");
        obj.remove("threads");
        v
    };
    assert_eq!(run("1"), run("2"));
}

#[test]
fn simulate_compares_ways_of_playing_and_refuses_unknown_ones() {
    let out = Run::new(&["simulate", "--hands", "20000", "--compare", "mimic-dealer,always-stand"]).ok();
    assert!(out.contains("mimic-dealer") && out.contains("always-stand"), "{out}");
    let (_, err) = Run::new(&["simulate", "--player", "psychic"]).expect(2);
    let err = flat(&err);
    assert!(err.contains("chart, me, mimic-dealer, never-bust, always-stand"), "{err}");
}

#[test]
fn simulate_plays_the_learners_own_habits() {
    let dir = tempfile::tempdir().unwrap();
    // A learner who stands on every hard hand, whatever the chart says.
    let answers = "s\n".repeat(120);
    Run::new(&["drill", "hard-decisions", "--table", "quebec-s17", "--count", "120", "--seed", "5"])
        .data_dir(dir.path())
        .stdin(&answers)
        .ok();
    let out = Run::new(&[
        "simulate",
        "--table",
        "quebec-s17",
        "--compare",
        "chart,me",
        "--hands",
        "300000",
        "--fresh-shoe",
        "--format",
        "json",
    ])
    .data_dir(dir.path())
    .ok();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let returns: Vec<f64> = lines.iter().filter_map(|v| v["return_percent"].as_f64()).collect();
    assert_eq!(returns.len(), 2, "{out}");
    assert!(returns[1] < returns[0] - 0.5, "the habits should cost something: {returns:?}");
    // What the habits cost is one paired figure: the same cards for both, so the difference of
    // the two returns, with the interval of that difference.
    let cost = lines.iter().find(|v| v["against"] == "chart").expect("a paired difference");
    assert_eq!(cost["player"], "me");
    let diff = cost["difference_percent"].as_f64().unwrap();
    assert!((diff - (returns[1] - returns[0])).abs() < 1e-9, "{cost}");
    let ci = cost["ci95_percent"].as_f64().unwrap();
    assert!(ci > 0.0 && diff + ci < 0.0, "{cost}");
    let bet = cost["bet"].as_f64().unwrap();
    assert!((cost["chips_per_100_rounds"].as_f64().unwrap() - diff * bet).abs() < 1e-9, "{cost}");

    // With nothing saved, `me` plays the chart and says so.
    let empty = tempfile::tempdir().unwrap();
    let (_, err) =
        Run::new(&["simulate", "--player", "me", "--hands", "1000"]).data_dir(empty.path()).expect(0);
    assert!(flat(&err).contains("plays the chart until you practise"), "{err}");
}

/// Every text a person reads, as (arguments, standard input): each text command, and a seeded
/// drill and play session with wrong answers, so that explanations are shown.
const TEXTS: &[(&[&str], &str)] = &[
    (&["--help"], ""),
    (&["drill", "--help"], ""),
    (&["tables"], ""),
    (&["rules", "--table", "book"], ""),
    (&["rules", "--table", "casino-fr"], ""),
    (&["rules", "--table", "feral"], ""),
    (&["rules", "--table", "quebec-h17"], ""),
    (&["rules", "--table", "quebec-s17"], ""),
    (&["rules", "--table", "casino-it"], ""),
    (&["drill", "--list"], ""),
    (&["chart", "--table", "quebec-h17"], ""),
    (&["edge", "--table", "casino-fr"], ""),
    (&["ev", "--hand", "A,7", "--dealer", "9"], ""),
    (&["stats"], ""),
    (
        &["drill", "strategy", "--table", "quebec-h17", "--seed", "7", "--count", "4", "--answers", "-"],
        "r\nq\nx\ns\n",
    ),
    (&["drill", "hand-totals", "--seed", "7", "--count", "3", "--answers", "-"], "hard 20\nsoft 3\n12\n"),
    (&["indices", "--table", "book"], ""),
    (
        &["drill", "running-count", "--table", "quebec-s17", "--seed", "7", "--count", "2", "--answers", "-"],
        "-2\n0\n",
    ),
    (
        &["drill", "true-count", "--table", "quebec-s17", "--seed", "7", "--count", "2", "--answers", "-"],
        "3\nx\n",
    ),
    (
        &[
            "play",
            "--table",
            "feral",
            "--seats",
            "3",
            "--seed",
            "4",
            "--rounds",
            "2",
            "--bet",
            "10",
            "--answers",
            "-",
        ],
        "n\ns\ns\ns\ns\n",
    ),
    (
        &["play", "--table", "quebec-h17", "--seed", "12", "--rounds", "3", "--bet", "10", "--answers", "-"],
        "y\nr\ns\ns\ns\ns\ns\n",
    ),
];

/// The words of a text, whatever its line breaks.
fn words(text: &str) -> Vec<&str> {
    text.split_whitespace().collect()
}

#[test]
fn every_text_fits_the_width_without_breaking_a_word() {
    for (args, input) in TEXTS {
        let unwrapped = Run::new(args).columns(100_000).stdin(input).ok();
        for width in [60, 80, 120] {
            let text = Run::new(args).columns(width).stdin(input).ok();
            for line in text.lines() {
                assert!(line.chars().count() <= width, "{args:?} at {width}: over the width: {line}");
            }
            assert_eq!(words(&text), words(&unwrapped), "{args:?} at {width}: a word was broken");
        }
    }
}

#[test]
fn a_simulation_fits_the_width() {
    for width in [60, 80, 120] {
        let text =
            Run::new(&["simulate", "--hands", "2000", "--compare", "chart,never-bust"]).columns(width).ok();
        assert!(text.contains("chart") && text.contains("never-bust against chart"), "{text}");
        for line in text.lines() {
            assert!(line.chars().count() <= width, "simulate at {width}: over the width: {line}");
            // Each row of the table stays on one line: no figure is wrapped onto a line alone.
            let alone = line.trim();
            assert!(alone.is_empty() || alone.parse::<f64>().is_err(), "simulate at {width}: {line}");
        }
    }
}

#[test]
fn a_way_of_playing_compared_with_itself_costs_exactly_nothing() {
    let out = Run::new(&[
        "simulate",
        "--table",
        "casino-it",
        "--compare",
        "chart,chart",
        "--hands",
        "50000",
        "--format",
        "json",
    ])
    .ok();
    let cost: serde_json::Value = out.lines().rev().find_map(|l| serde_json::from_str(l).ok()).unwrap();
    assert_eq!(cost["against"], "chart", "{out}");
    for key in ["difference_percent", "ci95_percent", "chips_per_100_rounds", "chips_ci95"] {
        assert_eq!(cost[key].as_f64(), Some(0.0), "{key}: {out}");
    }
}

#[test]
fn completions_are_written_for_each_shell() {
    for (shell, mark) in
        [("bash", "_bjcoach()"), ("zsh", "#compdef bjcoach"), ("fish", "complete -c bjcoach")]
    {
        let script = Run::new(&["completions", shell]).ok();
        assert!(script.contains(mark), "{shell}: {script}");
        assert!(script.contains("table-file"), "{shell}");
        // The names a learner types are completed: tables, drills and counting systems.
        for name in ["quebec-h17", "casino-it", "catch-the-dealer", "table-differences", "omega-ii", "red-7"]
        {
            assert!(script.contains(name), "{shell}: {name} is not completed");
        }
        // The menu's script is a seam for tests, never offered.
        assert!(!script.contains("menu-script") && !script.contains("MENU_SCRIPT"), "{shell}");
    }
    // The whole fish script, the easiest to read: what each option completes to.
    insta::assert_snapshot!("completions_fish", Run::new(&["completions", "fish"]).ok());
}

#[test]
fn names_are_taken_in_any_case_and_a_slip_is_answered_with_the_nearest() {
    let upper = Run::new(&["rules", "--table", "Quebec-H17"]).ok();
    assert_eq!(upper, Run::new(&["rules", "--table", "quebec-h17"]).ok());
    Run::new(&["drill", "Hand-Totals", "--table", "BOOK", "-n", "1"]).stdin("12\n").ok();
    let (_, err) = Run::new(&["drill", "stratgy"]).expect(2);
    assert!(flat(&err).contains("there is no drill called `stratgy` (did you mean `strategy`?)"), "{err}");
    let (_, err) = Run::new(&["chart", "--table", "ferl"]).expect(2);
    assert!(flat(&err).contains("(did you mean `feral`?)"), "{err}");
    let (_, err) = Run::new(&["indices", "--system", "zne"]).expect(2);
    assert!(flat(&err).contains("(did you mean `zen`?)"), "{err}");
    let (_, err) = Run::new(&["drill", "table-differences", "--against", "casino-fe"]).expect(2);
    assert!(flat(&err).contains("(did you mean `casino-fr`?)"), "{err}");
    // Nothing near: the list alone.
    let (_, err) = Run::new(&["rules", "--table", "roulette"]).expect(2);
    assert!(!err.contains("did you mean") && flat(&err).contains("the tables are: book"), "{err}");
    // A misspelt field of a table file is pointed out too.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.yaml");
    let yaml = Run::new(&["rules", "--table", "feral", "--format", "yaml"]).ok().replace("decks:", "deks:");
    std::fs::write(&path, yaml).unwrap();
    let (report, _) = Run::new(&["validate", path.to_str().unwrap()]).expect(2);
    assert!(flat(&report).contains("unknown field `deks` (did you mean `decks`?)"), "{report}");
}

#[test]
fn a_tables_rules_cite_its_document_by_title_never_by_file_name() {
    for table in ["book", "casino-fr", "casino-it", "feral", "quebec-h17", "quebec-s17"] {
        let text = flat(&Run::new(&["rules", "--table", table]).ok());
        assert!(!text.contains(".txt"), "{table}: {text}");
        let yaml = Run::new(&["rules", "--table", table, "--format", "yaml"]).ok();
        let document = yaml.lines().find_map(|l| l.strip_prefix("document: ")).expect("a document title");
        let document = document.trim_matches('"');
        assert!(
            text.contains(&format!("not stated by {document}, which this table follows")),
            "{table}: {text}"
        );
    }
}

#[test]
fn the_data_folder_may_be_named_before_the_command() {
    let dir = tempfile::tempdir().unwrap();
    let answers = "16\nsoft 20\n";
    Run::new(&["--data-dir", dir.path().to_str().unwrap(), "drill", "hand-totals", "--seed", "7", "-n", "2"])
        .stdin(answers)
        .ok();
    let stats = Run::new(&["stats", "--data-dir", dir.path().to_str().unwrap(), "--format", "json"]).ok();
    let v: serde_json::Value = serde_json::from_str(&stats).unwrap();
    assert_eq!(v["answers"].as_u64(), Some(2), "{stats}");
}

/// `bjcoach drill --table T` with no drill named lists, one a line as the home does, only the
/// drills that run at T (it listed all 21, the surrender and counting drills too at book), at 60
/// and 80 columns.
#[test]
fn a_drill_not_named_lists_the_drills_that_run_at_the_table() {
    for width in [60, 80] {
        let (_, err) = Run::new(&["drill", "--table", "book"]).columns(width).stdin("").expect(2);
        assert!(err.lines().all(|l| l.chars().count() <= width), "{err}");
        let listed = flat(&err);
        assert!(listed.contains("e.g. `bjcoach drill hand-totals --table book`"), "{listed}");
        assert!(
            listed.contains("hand-totals Hand totals") && listed.contains("strategy Basic strategy"),
            "{listed}"
        );
        for refused in ["surrender-decisions", "running-count", "deviations"] {
            assert!(!listed.contains(refused), "{refused} is listed at book: {listed}");
        }
        let (_, err) = Run::new(&["drill", "--table", "casino-fr"]).columns(width).stdin("").expect(2);
        assert!(flat(&err).contains("surrender-decisions"), "{err}");
    }
}
