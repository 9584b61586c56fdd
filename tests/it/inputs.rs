//! Hostile input: chip counts at the edge of u64, endless or binary files, deep nesting, broken
//! answer files and runaway simulations, each refused with a clear error (exit 2) or stopped with
//! its report, never a wrap, a hang or a panic.

use std::time::Duration;

use proptest::prelude::*;

use crate::cli::{Run, flat};
use bjcoach::data::DataErrors;
use bjcoach::game::rules::{PRESET_SOURCES, TableRules};

const LIMIT: Duration = Duration::from_secs(30);

fn feral_yaml() -> String {
    PRESET_SOURCES.iter().find(|p| p.id == "feral").unwrap().yaml.to_string()
}

#[test]
fn chips_at_the_edge_of_u64_are_refused_rather_than_wrapped() {
    let (out, err) = Run::new(&[
        "play",
        "--table",
        "feral",
        "--chips",
        "18446744073709551615",
        "--bet",
        "10",
        "--rounds",
        "1",
        "--seed",
        "1",
    ])
    .stdin("")
    .expect(2);
    assert!(out.is_empty(), "{out}");
    assert!(flat(&err).contains("a bankroll is at most 1000000000000 chips"), "{err}");

    let (_, err) = Run::new(&[
        "play",
        "--table",
        "feral",
        "--chips",
        "20000000000000",
        "--bet",
        "10000000000000",
        "--rounds",
        "1",
    ])
    .stdin("")
    .expect(2);
    assert!(flat(&err).contains("at most 1000000000000"), "{err}");
}

#[test]
fn a_table_whose_payouts_could_overflow_is_refused_line_by_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.yaml");
    let text = feral_yaml()
        .replace("blackjack_pays: \"3:2\"", "blackjack_pays: \"4294967295:1\"")
        .replace("starting_chips: 1000", "starting_chips: 18446744073709551000");
    std::fs::write(&path, &text).unwrap();
    let (_, err) = Run::new(&["rules", "--table-file", path.to_str().unwrap()]).expect(2);
    let line = |start: &str| text.lines().position(|l| l.trim_start().starts_with(start)).unwrap() + 1;
    assert!(
        flat(&err).contains(&format!("huge.yaml:{}:1: field `blackjack_pays`", line("blackjack_pays"))),
        "{err}"
    );
    assert!(flat(&err).contains("from 1 to 100"), "{err}");
    assert!(
        flat(&err)
            .contains(&format!("huge.yaml:{}:3: field `session.starting_chips`", line("starting_chips"))),
        "{err}"
    );
    assert!(flat(&err).contains("1000000000000"), "{err}");
}

#[test]
fn endless_files_are_refused_at_their_size_limit() {
    let (_, err) = Run::new(&["rules", "--table-file", "/dev/zero"]).timeout(LIMIT).expect(2);
    assert!(flat(&err).contains("/dev/zero: the file is larger than 1024 KiB"), "{err}");

    let (out, err) =
        Run::new(&["drill", "hand-totals", "--seed", "3", "--count", "3", "--answers", "/dev/zero"])
            .timeout(LIMIT)
            .expect(2);
    assert!(flat(&err).contains("/dev/zero:1: the line is longer than 4096 bytes"), "{err}");
    assert!(
        flat(&out).contains("Summary: no question was answered, so there is nothing to sum up."),
        "the summary is shown:\n{out}"
    );
}

#[test]
fn deep_nesting_is_refused_before_parsing_at_its_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep.yaml");
    std::fs::write(&path, format!("version: 1\ndecks: {}\n", "[".repeat(100_000))).unwrap();
    let (_, err) = Run::new(&["rules", "--table-file", path.to_str().unwrap()])
        .timeout(Duration::from_secs(10))
        .expect(2);
    assert!(flat(&err).contains("deep.yaml:2:"), "{err}");
    assert!(flat(&err).contains("nest more than 64 levels"), "{err}");
}

#[test]
fn every_missing_field_is_reported_with_its_name() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("short.yaml");
    let text = feral_yaml()
        .replace("decks: 4\n", "")
        .replace("insurance: half\n", "")
        .replace("    sizing: free\n", "");
    std::fs::write(&path, &text).unwrap();
    let (out, err) = Run::new(&["validate", path.to_str().unwrap()]).expect(2);
    assert!(flat(&err).contains("3 problems found"), "{err}");
    for field in ["decks", "insurance", "session.bet.sizing"] {
        assert!(flat(&out).contains(&format!("field `{field}`: missing")), "{field}: {out}");
    }
    let bet = text.lines().position(|l| l.trim_start().starts_with("bet:")).unwrap() + 1;
    assert!(flat(&out).contains(&format!("short.yaml:{bet}:3: field `session.bet.sizing`")), "{out}");
}

#[test]
fn an_answer_file_that_is_not_text_names_the_file_and_line_after_the_summary() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("answers.txt");
    std::fs::write(&path, b"12\n\xff\xfe\n13\n").unwrap();
    let (out, err) = Run::new(&[
        "drill",
        "hand-totals",
        "--seed",
        "3",
        "--count",
        "3",
        "--answers",
        path.to_str().unwrap(),
    ])
    .expect(2);
    assert!(flat(&err).contains(&format!("{}:2:1: the line is not UTF-8 text", path.display())), "{err}");
    assert!(flat(&out).contains("Question 2") && flat(&out).contains("Summary: "), "{out}");
    assert!(!flat(&out).contains("Question 3"), "reading stops at the bad line:\n{out}");

    let (_, err) = Run::new(&[
        "play",
        "--table",
        "book",
        "--seed",
        "1",
        "--rounds",
        "1",
        "--answers",
        path.to_str().unwrap(),
    ])
    .expect(2);
    assert!(flat(&err).contains(&format!("{}:", path.display())), "{err}");
}

#[test]
fn an_answer_folder_is_bad_input_naming_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let (_, err) = Run::new(&[
        "drill",
        "hand-totals",
        "--seed",
        "3",
        "--count",
        "2",
        "--answers",
        dir.path().to_str().unwrap(),
    ])
    .expect(2);
    assert!(flat(&err).contains(&format!("{}:1: cannot read the answers", dir.path().display())), "{err}");
}

#[test]
fn simulate_bounds_its_rounds_and_says_when_a_chart_is_another_tables() {
    let (_, err) = Run::new(&["simulate", "--hands", "100000000000"]).timeout(LIMIT).expect(2);
    assert!(flat(&err).contains("accepted values are 1 to 10000000000"), "{err}");

    let dir = tempfile::tempdir().unwrap();
    let chart = dir.path().join("book.yaml");
    std::fs::write(
        &chart,
        bjcoach::strategy::chart::SHIPPED_CHARTS.iter().find(|(t, _)| *t == "book").unwrap().1,
    )
    .unwrap();
    let (out, err) =
        Run::new(&["simulate", "--table", "feral", "--player", chart.to_str().unwrap(), "--hands", "1000"])
            .expect(0);
    assert!(flat(&out).contains("Simulation at feral"), "{out}");
    assert!(flat(&err).contains("the chart of table `book`") && flat(&err).contains("at `feral`"), "{err}");
}

#[test]
fn simulate_stopped_by_ctrl_c_prints_the_rounds_played_so_far() {
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("bjcoach"))
        .args(["simulate", "--table", "book", "--hands", "10000000000", "--threads", "1"])
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    // SAFETY: sending a signal to a child process this test started.
    unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(130), "{out}\n{err}");
    assert!(flat(&out).contains("Simulation at book"), "{out}");
    assert!(flat(&err).contains("stopped by Ctrl-C"), "{err}");
}

/// Every error of a table file names the file and a line.
fn located(e: &DataErrors) -> Result<(), TestCaseError> {
    prop_assert!(!e.0.is_empty());
    for d in &e.0 {
        prop_assert_eq!(&d.origin, "fuzz.yaml");
        prop_assert!(d.line.is_some(), "{}", d);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_as_a_table_file_load_or_are_reported(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        if let Err(e) = TableRules::from_yaml("fuzz.yaml", &text) {
            located(&e)?;
        }
    }

    #[test]
    fn mutated_presets_load_or_are_reported(
        preset in 0..PRESET_SOURCES.len(),
        at in any::<prop::sample::Index>(),
        cut in 0usize..40,
        insert in "[ -~\n]{0,12}",
    ) {
        let yaml = PRESET_SOURCES[preset].yaml;
        let mut start = at.index(yaml.len());
        while !yaml.is_char_boundary(start) { start -= 1; }
        let mut end = (start + cut).min(yaml.len());
        while !yaml.is_char_boundary(end) { end -= 1; }
        let text = format!("{}{insert}{}", &yaml[..start], &yaml[end..]);
        match TableRules::from_yaml("fuzz.yaml", &text) {
            Ok(rules) => prop_assert!(rules.session.starting_chips <= bjcoach::game::rules::MAX_CHIPS),
            Err(e) => located(&e)?,
        }
    }
}

#[test]
fn a_file_cannot_write_to_the_terminal() {
    // A table whose title would retitle the window and clear the screen when printed.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("hostile.yaml");
    let yaml = Run::new(&["rules", "--table", "feral", "--format", "yaml"]).ok();
    let yaml = yaml.replace(
        &yaml.lines().find(|l| l.starts_with("title:")).unwrap().to_string(),
        "title: \"\\e]0;X\\a\\e[2J\"",
    );
    std::fs::write(&path, &yaml).unwrap();
    for args in
        [vec!["rules", "--table-file", path.to_str().unwrap()], vec!["validate", path.to_str().unwrap()]]
    {
        let (out, err) = Run::new(&args).expect(2);
        let all = format!("{out}{err}");
        assert!(!all.chars().any(|c| c.is_control() && c != '\n'), "{args:?}: {all:?}");
        assert!(
            crate::cli::flat(&all).contains("hostile.yaml:3:9: a control character (`\\e`) is not allowed"),
            "{args:?}: {all}"
        );
    }
    // A huge value is quoted cut, with its length: the error stays short.
    let huge = yaml.replace("decks: 4", &format!("decks: {}", "9".repeat(100_000)));
    std::fs::write(&path, huge).unwrap();
    let (out, err) = Run::new(&["validate", path.to_str().unwrap()]).expect(2);
    assert!(out.len() + err.len() < 2_000, "{}", out.len() + err.len());
}

#[test]
fn an_answer_file_cannot_write_to_the_terminal() {
    // A scripted answer holding escape codes is echoed and quoted back escaped.
    let out = Run::new(&["drill", "hand-totals", "--seed", "1", "-n", "1"])
        .stdin("\u{1b}]0;X\u{7}\u{1b}[2J\n")
        .ok();
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    assert!(out.contains("\\u{1b}]0;X\\u{7}\\u{1b}[2J"), "{out}");
}

#[test]
fn dash_as_the_output_file_is_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let chart = Run::new(&["solve", "--table", "book", "-o", "-"]).in_dir(dir.path()).ok();
    assert!(chart.contains("table: book"), "{chart}");
    let export = Run::new(&["stats", "--export", "json", "-o", "-"]).in_dir(dir.path()).ok();
    assert!(serde_json::from_str::<serde_json::Value>(&export).is_ok(), "{export}");
    let page = Run::new(&["stats", "--format", "html", "-o", "-"]).in_dir(dir.path()).ok();
    assert!(page.starts_with("<!DOCTYPE html>"), "{page}");
    assert!(!dir.path().join("-").exists(), "no file named `-` was written");
}

#[test]
fn a_data_folder_that_is_a_file_is_said_and_the_session_goes_on_unsaved() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    // A scripted session goes on, as with a folder it cannot write, and says nothing is saved.
    let (out, err) =
        Run::new(&["drill", "hand-totals", "-n", "1", "--seed", "3"]).data_dir(&file).stdin("12\n").expect(0);
    assert!(out.contains("Question 1 of"), "{out}");
    let err = crate::cli::flat(&err);
    assert!(err.contains("nothing of this session will be saved"), "{err}");
    assert!(err.contains("a file stands where the data folder should be"), "{err}");
    let (_, err) = Run::new(&["play", "--table", "feral", "--rounds", "1", "--bet", "10"])
        .data_dir(&file)
        .stdin("s\nn\n")
        .expect(0);
    assert!(crate::cli::flat(&err).contains("nothing of this session will be saved"), "{err}");
    // Reading it is bad input, said as such.
    let (_, err) = Run::new(&["stats"]).data_dir(&file).expect(2);
    assert!(crate::cli::flat(&err).contains("the data folder (--data-dir) must be a folder"), "{err}");
    assert_eq!(std::fs::read(&file).unwrap(), b"", "the file is left as it was");
}

/// A store that cannot be written is said in the run's language, before the first question and
/// at the end, each note with the language's label.
#[test]
fn a_session_unsaved_is_said_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    for (lang, label, start, end) in [
        (
            "fr",
            "remarque : ",
            "rien de cette séance ne sera enregistré : vos réponses",
            "votre réponse de cette séance n'a pas été enregistrée",
        ),
        (
            "it",
            "nota: ",
            "niente di questa sessione sarà salvato: le tue risposte",
            "la tua risposta di questa sessione non è stata salvata",
        ),
    ] {
        let (_, err) = Run::new(&["drill", "hand-totals", "-n", "1", "--seed", "3", "--lang", lang])
            .data_dir(&file)
            .stdin("12\n")
            .expect(0);
        // Each note is labelled in the language too.
        assert!(err.starts_with(label) && !err.contains("note:"), "{lang}: {err}");
        let err = crate::cli::flat(&err);
        assert!(err.contains(start), "{lang}: {err}");
        assert!(err.contains(end), "{lang}: {err}");
    }
}
