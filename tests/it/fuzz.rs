//! Bytes as an adversary would write them, fed to every reader of a file a learner may hand the
//! program: table files, strategy files (charts), answer scripts and session journals.
//!
//! Each reader gets (a) every file of its corpus: the shipped data (`tables/`, `charts/`) and the
//! hostile inputs of `tests/fuzz_corpus/KIND/` (escape sequences, a NUL byte, `1e308`, `"100:100"`,
//! deep nesting, aliases, bytes that are not UTF-8, cut and flipped files), plus a 1 MB value made
//! here rather than kept in the repository; and (b) proptest's mutations of those files (bits
//! flipped, cuts, insertions of hostile tokens, splices of two files). Whatever the bytes, the
//! reader does not panic, answers within [`PER_INPUT`], and an error names its line and column,
//! quotes no more than a bounded part of the input and escapes every control character.
//!
//! The number of mutations per reader is [`CASES`] in CI (the whole file runs in well under a
//! minute in the test build), from a fixed seed; `BJCOACH_FUZZ_CASES=5000 BJCOACH_FUZZ_SEED=7
//! cargo test --test it fuzz` searches longer, elsewhere.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};

use bjcoach::coach::drill::session::{
    self, AnswerOrigin, AnswerSource, FakeClock, LineAnswers, Observer, Record,
};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::play::{self, PlayOptions, default_bet};
use bjcoach::data::{DataErrors, read_data_file};
use bjcoach::game::rules::{TableRules, preset};
use bjcoach::strategy::chart::{Chart, shipped};

use crate::cli::Run;

/// Mutations tried per reader in a normal test run.
const CASES: u32 = 40;

/// The longest a reader may take over one input, in the test build.
const PER_INPUT: Duration = Duration::from_secs(3);

/// The longest an error may be, in characters, whatever the input: a value is quoted cut, and
/// a file's problems are listed up to a limit.
const MESSAGE_MOST: usize = 4_000;

fn cases() -> u32 {
    std::env::var("BJCOACH_FUZZ_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(CASES)
}

/// The seed of the mutations: fixed unless `BJCOACH_FUZZ_SEED` gives another.
fn fuzz_seed() -> u64 {
    std::env::var("BJCOACH_FUZZ_SEED").ok().and_then(|n| n.parse().ok()).unwrap_or(1)
}

/// The files of a corpus: those of the shipped folder `shipped` (if any) and of
/// `tests/fuzz_corpus/KIND/`, in a fixed order.
fn corpus(kind: &str, shipped: Option<&str>) -> Vec<(PathBuf, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in shipped.into_iter().chain([format!("tests/fuzz_corpus/{kind}").as_str()]) {
        let mut paths: Vec<PathBuf> =
            std::fs::read_dir(root.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        paths.sort();
        files.extend(paths.into_iter().map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p, bytes)
        }));
    }
    assert!(files.len() >= 6, "{kind}: {} files", files.len());
    files
}

/// The smallest file of a corpus holding `key`, with a 1 MB value put after it (a file just under
/// the size limit of data files).
fn with_huge_value(files: &[(PathBuf, Vec<u8>)], key: &str) -> Vec<u8> {
    let smallest = files.iter().filter(|(_, b)| b.windows(key.len()).any(|w| w == key.as_bytes()));
    let (_, bytes) = smallest.min_by_key(|(_, b)| b.len()).unwrap();
    let text = String::from_utf8_lossy(bytes).to_string();
    let huge = format!("{key} \"{}\"", "\u{e9}".repeat(500_000));
    text.replacen(key, &huge, 1).into_bytes()
}

/// A change to a file's bytes.
#[derive(Debug, Clone)]
enum Mutation {
    Flip(prop::sample::Index, u8),
    Cut(prop::sample::Index),
    Insert(prop::sample::Index, &'static [u8]),
    Remove(prop::sample::Index, usize),
    Splice(prop::sample::Index, prop::sample::Index, prop::sample::Index, usize),
}

/// Tokens worth inserting: what the issue's hostile inputs are made of, and YAML's and JSON's
/// punctuation.
const TOKENS: &[&[u8]] = &[
    b"\0",
    b"\x1b]0;X\x07\x1b[2J",
    b"\"\\e[2J\"",
    b"\\u001b",
    b"1e308",
    b"-1e308",
    b"\"100:100\"",
    b"18446744073709551616",
    b"[[[[[[[[[[[[[[[[",
    b"{{{{{{{{",
    b"\xff\xfe",
    b"\xc3",
    b"\n",
    b"\r",
    b"\t",
    b": ",
    b"- ",
    b"&a ",
    b"*a",
    b"!!binary ",
    b"---\n",
    b"? ",
    b"|\n",
    b"\"",
    b"'",
    b"#",
    b"~",
    b".nan",
    b"null",
    b",",
    b"}",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<prop::sample::Index>(), 0u8..8).prop_map(|(at, bit)| Mutation::Flip(at, bit)),
        any::<prop::sample::Index>().prop_map(Mutation::Cut),
        (any::<prop::sample::Index>(), prop::sample::select(TOKENS))
            .prop_map(|(at, t)| Mutation::Insert(at, t)),
        (any::<prop::sample::Index>(), 1usize..64).prop_map(|(at, n)| Mutation::Remove(at, n)),
        (
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            any::<prop::sample::Index>(),
            1usize..400
        )
            .prop_map(|(at, other, from, n)| Mutation::Splice(at, other, from, n)),
    ]
}

/// A corpus file with up to four mutations applied, splices taken from any file of the corpus.
fn mutated(files: &[(PathBuf, Vec<u8>)]) -> impl Strategy<Value = (usize, Vec<u8>)> + '_ {
    (any::<prop::sample::Index>(), prop::collection::vec(mutation(), 1..5)).prop_map(
        move |(pick, changes)| {
            let i = pick.index(files.len());
            let mut bytes = files[i].1.clone();
            for change in changes {
                let at = |index: &prop::sample::Index, len: usize| index.index(len + 1);
                match change {
                    Mutation::Flip(index, bit) if !bytes.is_empty() => {
                        let at = index.index(bytes.len());
                        bytes[at] ^= 1 << bit;
                    }
                    Mutation::Flip(..) => {}
                    Mutation::Cut(index) => bytes.truncate(at(&index, bytes.len())),
                    Mutation::Insert(index, token) => {
                        let at = at(&index, bytes.len());
                        bytes.splice(at..at, token.iter().copied());
                    }
                    Mutation::Remove(index, n) => {
                        let at = at(&index, bytes.len());
                        bytes.drain(at..(at + n).min(bytes.len()));
                    }
                    Mutation::Splice(index, other, from, n) => {
                        let other = &files[other.index(files.len())].1;
                        let from = at(&from, other.len());
                        let piece = &other[from..(from + n).min(other.len())];
                        let at = at(&index, bytes.len());
                        bytes.splice(at..at, piece.iter().copied());
                    }
                }
            }
            (i, bytes)
        },
    )
}

/// Runs `check` over every corpus file and the huge value, then over [`cases`] mutations.
fn fuzz(
    kind: &str,
    files: &[(PathBuf, Vec<u8>)],
    extra: Vec<Vec<u8>>,
    check: impl Fn(&[u8]) -> Result<(), TestCaseError>,
) {
    let timed = |bytes: &[u8]| -> Result<(), TestCaseError> {
        let start = Instant::now();
        check(bytes)?;
        let took = start.elapsed();
        prop_assert!(took < PER_INPUT, "{kind}: {took:?} for an input of {} bytes", bytes.len());
        Ok(())
    };
    for (path, bytes) in files {
        if let Err(e) = timed(bytes) {
            panic!("{}: {e}", path.display());
        }
    }
    for bytes in extra {
        if let Err(e) = timed(&bytes) {
            panic!("{kind}, a 1 MB value: {e}");
        }
    }
    let config = Config { cases: cases(), failure_persistence: None, ..Config::default() };
    // The same mutations on every run, so that CI passes or fails on the code alone;
    // `BJCOACH_FUZZ_SEED=N` tries others.
    let mut seed = [0u8; 32];
    seed[..8].copy_from_slice(&fuzz_seed().to_le_bytes());
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &seed));
    let result = runner.run(&mutated(files), |(i, bytes)| {
        timed(&bytes).map_err(|e| TestCaseError::fail(format!("{} mutated: {e}", files[i].0.display())))
    });
    if let Err(e) = result {
        panic!("{kind}: {e}");
    }
}

/// What a message may show of its input: no control character but the line ends that lay out a
/// list, and a bounded length.
fn fit_for_a_terminal(message: &str) -> Result<(), TestCaseError> {
    prop_assert!(
        !message.chars().any(|c| c.is_control() && c != '\n'),
        "a raw control character: {:?}",
        message.chars().take(400).collect::<String>()
    );
    prop_assert!(
        message.chars().count() <= MESSAGE_MOST,
        "{} characters: {}",
        message.chars().count(),
        message
    );
    Ok(())
}

/// Every problem of a data file names the file, its line and its column (but a file over the
/// size limit, refused whole before it is read), and the whole report is fit for a terminal.
fn placed(errors: &DataErrors, origin: &str) -> Result<(), TestCaseError> {
    prop_assert!(!errors.0.is_empty());
    for e in &errors.0 {
        prop_assert_eq!(&e.origin, origin);
        let whole = e.message.to_string().starts_with("the file is larger than");
        prop_assert!(whole || (e.line.is_some() && e.column.is_some()), "no line:column: {}", e);
    }
    fit_for_a_terminal(&errors.to_string())
}

/// Reads bytes as a data file is read (size, UTF-8) from a file in `dir`.
fn read_as_file(dir: &Path, bytes: &[u8]) -> Result<String, DataErrors> {
    let path = dir.join("fuzz.yaml");
    std::fs::write(&path, bytes).unwrap();
    read_data_file(&path)
}

#[test]
fn table_files_load_or_are_refused_at_a_place() {
    let files = corpus("table", Some("tables"));
    let dir = tempfile::tempdir().unwrap();
    let origin = dir.path().join("fuzz.yaml").display().to_string();
    let huge = vec![with_huge_value(&files, "title:")];
    fuzz("table", &files, huge, |bytes| {
        let loaded = read_as_file(dir.path(), bytes).and_then(|text| TableRules::from_yaml(&origin, &text));
        match loaded {
            Ok(rules) => {
                // What loads is a table a session can be played at: its smallest bet is paid
                // in whole chips.
                prop_assert!(rules.blackjack_pays.pay(rules.whole_payout_step()).is_some());
                // A loaded table holds no control character (a file with one is refused).
                fit_for_a_terminal(&rules.title)?;
                fit_for_a_terminal(&rules.summary)
            }
            Err(e) => placed(&e, &origin),
        }
    });
}

#[test]
fn strategy_files_load_or_are_refused_at_a_place() {
    let files = corpus("strategy", Some("charts"));
    let dir = tempfile::tempdir().unwrap();
    let origin = dir.path().join("fuzz.yaml").display().to_string();
    let huge = vec![with_huge_value(&files, "table:")];
    fuzz("strategy", &files, huge, |bytes| {
        match read_as_file(dir.path(), bytes).and_then(|text| Chart::from_yaml(&origin, &text)) {
            Ok(chart) => fit_for_a_terminal(&chart.table),
            Err(e) => placed(&e, &origin),
        }
    });
}

/// A drill observer that keeps nothing.
struct Quiet;

impl Observer for Quiet {
    fn asking(
        &mut self,
        _: session::Numbering,
        _: &bjcoach::coach::drill::question::Question,
    ) -> std::io::Result<()> {
        Ok(())
    }
    fn answered(&mut self, _: &Record) -> std::io::Result<()> {
        Ok(())
    }
}

struct QuietPlay;

impl play::PlayObserver for QuietPlay {}

/// A stop of an answer script names the file and its line, and a line not UTF-8 its column too.
fn stop_placed(source: &LineAnswers<&[u8]>) -> Result<(), TestCaseError> {
    if let Some(problem) = source.problem() {
        let said = problem.to_string();
        prop_assert!(said.starts_with("fuzz.txt:"), "{said}");
        if said.contains("not UTF-8") {
            prop_assert!(said.split(':').nth(2).is_some_and(|c| c.parse::<usize>().is_ok()), "{said}");
        }
        fit_for_a_terminal(&said)?;
    }
    Ok(())
}

#[test]
fn answer_scripts_answer_a_drill_and_a_play_session_or_stop_at_a_place() {
    let files = corpus("script", None);
    let library = Library::shipped().unwrap();
    let drill = library.get("strategy").unwrap();
    let setting = Setting::preset("book").unwrap();
    let rules = preset("feral").unwrap();
    let chart = shipped("feral").unwrap().unwrap();
    let huge = vec![files[0].1.iter().copied().chain(std::iter::repeat_n(b'h', 1_000_000)).collect()];
    fuzz("script", &files, huge, |bytes| {
        let mut source = LineAnswers::named(AnswerOrigin::File("fuzz.txt".into()), bytes);
        let options = session::SessionOptions { count: 12, seed: 5, limit: None };
        let mut clock = FakeClock::new(Duration::from_secs(2));
        let summary = session::run(drill, &setting, options, &mut source, &mut clock, &mut Quiet).unwrap();
        prop_assert!(summary.answered <= 12);
        stop_placed(&source)?;

        let mut source = LineAnswers::named(AnswerOrigin::File("fuzz.txt".into()), bytes);
        let options = PlayOptions::alone(Some(4), default_bet(&rules), 1000, 5);
        let played = play::run(
            &rules,
            &chart,
            PlayOptions { bet: None, ..options },
            &mut source,
            &mut clock,
            &mut QuietPlay,
        )
        .unwrap();
        // The chips are kept: what the rounds moved is what the seat has.
        let net: i64 = played.rounds.iter().map(|r| r.net).sum();
        prop_assert_eq!(played.summary.net, net);
        if let Some(why) = &played.summary.refused_bet {
            fit_for_a_terminal(why)?;
            prop_assert!(why.starts_with("fuzz.txt:"), "{why}");
        }
        stop_placed(&source)?;
        prop_assert!(source.position(bjcoach::lang::Lang::En).is_some());
        Ok(())
    });
}

#[test]
fn journals_are_read_whatever_their_bytes() {
    let files = corpus("journal", None);
    let huge = vec![with_huge_value(&files, "\"key\":")];
    fuzz("journal", &files, huge, |bytes| {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("journal-1.jsonl"), bytes).unwrap();
        let reading = Store::new(dir.path()).read().unwrap();
        // Every line read whole is an answer; a line that is not one is skipped, never guessed.
        let lines = bytes.split(|&b| b == b'\n').filter(|l| !l.iter().all(u8::is_ascii_whitespace)).count();
        prop_assert!(reading.unsaved.len() <= lines);
        for notice in &reading.notices {
            fit_for_a_terminal(&notice.to_string())?;
        }
        if let Some(problem) = &reading.problem {
            fit_for_a_terminal(problem)?;
        }
        Ok(())
    });
    // The reader the fuzzing goes through is the one that recovers answers: the three whole
    // lines of the good journal are read, the cut one loses only its last line.
    let read = |name: &str| {
        let dir = tempfile::tempdir().unwrap();
        let bytes = &files.iter().find(|(p, _)| p.ends_with(name)).unwrap().1;
        std::fs::write(dir.path().join("journal-1.jsonl"), bytes).unwrap();
        Store::new(dir.path()).read().unwrap().unsaved.len()
    };
    assert_eq!(read("journal-good.jsonl"), 3);
    assert_eq!(read("journal-cut.jsonl"), 2);
}

/// The corpus through the command line: whatever a file holds, what is printed is fit for a
/// terminal and the exit is 0 or 2 (bad input), never a panic.
#[test]
fn the_command_line_shows_every_corpus_file_fit_for_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let check = |args: &[&str], data: Option<&Path>, what: &Path| {
        let mut run = Run::new(args).columns(100);
        if let Some(data) = data {
            run = run.data_dir(data);
        }
        let output = run.output();
        let code = output.status.code();
        let all =
            format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        assert!(matches!(code, Some(0 | 2)), "{}: {args:?} exit {code:?}\n{all}", what.display());
        assert!(
            !all.chars().any(|c| c.is_control() && c != '\n'),
            "{}: {args:?}: {:?}",
            what.display(),
            all.chars().filter(|c| c.is_control() && *c != '\n').take(5).collect::<String>()
        );
    };
    for (path, _) in corpus("table", None) {
        let p = path.to_str().unwrap();
        check(&["rules", "--table-file", p], None, &path);
    }
    for (path, _) in corpus("strategy", None) {
        let p = path.to_str().unwrap();
        check(&["simulate", "--table", "book", "--player", p, "--hands", "200", "--seed", "1"], None, &path);
    }
    for (path, _) in corpus("script", None) {
        let p = path.to_str().unwrap();
        check(
            &["drill", "strategy", "--table", "book", "--seed", "1", "-n", "6", "--answers", p],
            None,
            &path,
        );
        check(&["play", "--table", "feral", "--seed", "1", "--rounds", "3", "--answers", p], None, &path);
    }
    for (path, bytes) in corpus("journal", None) {
        let data = dir.path().join(path.file_name().unwrap());
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(data.join("journal-1.jsonl"), bytes).unwrap();
        check(&["stats"], Some(&data), &path);
    }
}

/// Found by the corpus: a bet line was quoted whole and raw, carriage returns and all 4,096
/// characters of a line at the limit.
#[test]
fn a_bet_that_is_not_one_is_quoted_escaped_and_cut() {
    let (out, err) =
        Run::new(&["play", "--table", "feral", "--seed", "1", "--rounds", "1", "--answers", "-"])
            .stdin("s\rh\rd\r")
            .expect(2);
    let out = crate::cli::flat(&out);
    assert!(
        out.contains("Not taken: `s\\u{d}h\\u{d}d` is not a bet: a bet is a whole number of chips"),
        "{out}"
    );
    assert!(crate::cli::flat(&err).contains("standard input:1: `s\\u{d}h\\u{d}d` is not a bet"), "{err}");
    let line = "h".repeat(4096);
    let (out, _) = Run::new(&["play", "--table", "feral", "--seed", "1", "--rounds", "1", "--answers", "-"])
        .stdin(&format!("{line}\n"))
        .expect(2);
    let cut = format!("Not taken: `{}… (4096 characters)` is not a bet", "h".repeat(60));
    assert!(crate::cli::flat(&out).contains(&cut), "{out}");
    // The line itself is echoed once as typed (an answer line is at most 4,096 bytes), never
    // again in the reason.
    assert_eq!(out.matches(&line).count(), 1);
}
