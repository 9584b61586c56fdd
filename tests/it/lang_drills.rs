//! The strategy drills in French and Italian: every question and every verdict of the decision
//! drills at every preset in the session's language, its keys read as that language types them.

use std::io;

use bjcoach::coach::drill::mistakes::Catalogue;
use bjcoach::coach::drill::question::Question;
use bjcoach::coach::drill::session::{
    self, FakeClock, LineAnswers, Numbering, Observer, Record, SessionOptions,
};
use bjcoach::coach::drill::verdict::verdict;
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::action::ACTIONS;
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

/// The drills whose questions and verdicts have their words in every language: every strategy
/// drill, `table-differences` with its questions of rules.
fn decision_drills() -> impl Iterator<Item = &'static str> {
    crate::words_strategy::STRATEGY_DRILLS.into_iter()
}

/// Every word a learner reads of a session: the prompts, and each verdict's labels and lines.
pub(crate) struct Words<'c> {
    pub(crate) catalogue: &'c Catalogue,
    pub(crate) text: Vec<String>,
}

impl Observer for Words<'_> {
    fn asking(&mut self, _number: Numbering, question: &Question) -> io::Result<()> {
        self.text.push(question.prompt.clone());
        Ok(())
    }

    fn answered(&mut self, record: &Record) -> io::Result<()> {
        let v = verdict(record, self.catalogue, false, None);
        for line in v.headline.iter().chain(&v.details) {
            let label = line.label.as_ref().map(|(l, _)| l.as_str()).unwrap_or_default();
            self.text.push(format!("{label} {}", line.text));
        }
        Ok(())
    }
}

/// The words of a session of `drill` at `table` in `lang`, answered by every key of the
/// language in turn, then a line no language reads.
fn session_words(drill: &str, table: &str, lang: Lang, seed: u64) -> Vec<String> {
    let library = Library::shipped().unwrap();
    let drill = library.get(drill).unwrap();
    let mut setting = Setting::preset(table).unwrap();
    setting.lang = lang;
    let keys: Vec<String> = ACTIONS.iter().map(|a| a.key_in(lang).to_string()).collect();
    let script = format!("{}\nxyz\n", keys.join("\n")).repeat(2);
    let mut source = LineAnswers::new(script.as_bytes());
    let mut words = Words { catalogue: library.catalogue, text: Vec::new() };
    let options = SessionOptions { count: 12, seed, limit: None };
    session::run(
        drill,
        &setting,
        options,
        &mut source,
        &mut FakeClock::new(std::time::Duration::from_secs(2)),
        &mut words,
    )
    .unwrap();
    words.text
}

/// Words only English has, as `lang.rs` lists them, plus those of a verdict.
pub(crate) fn english_words(text: &str, lang: Lang) -> Vec<String> {
    const MORE: [&str; 19] = [
        "right", "wrong", "why", "chart", "cost", "worth", "against", "said", "values", "count", "running",
        "true", "tray", "left", "leave", "edge", "entry", "floor", "truncate",
    ];
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| {
            (crate::lang::ONLY_ENGLISH.contains(&w.as_str()) || MORE.contains(&w.as_str()))
                && !(lang == Lang::It && w == "split")
        })
        .collect()
}

/// Every prompt and verdict of the decision drills at every preset, in French and Italian, holds
/// no English word, and the keys of the language are the ones listed in the prompt.
#[test]
fn the_decision_drills_ask_and_judge_in_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for table in preset_names() {
            for drill in decision_drills() {
                let Some(setting) = Setting::preset(table).ok() else { continue };
                let library = Library::shipped().unwrap();
                if library.get(drill).unwrap().check_table(&setting).is_err() {
                    continue;
                }
                let words = session_words(drill, table, lang, 7);
                assert!(!words.is_empty());
                for line in &words {
                    let left = english_words(line, lang);
                    assert!(left.is_empty(), "{drill} at {table} in {lang:?}: {left:?} in\n{line}");
                }
            }
        }
    }
}

/// A French session reads `s` as séparer and `r` as rester, and the verdict names the move
/// answered in French: the same session as in English, answered by the same moves.
#[test]
fn a_french_session_reads_its_own_keys_and_judges_the_same_moves() {
    let library = Library::shipped().unwrap();
    let drill = library.get("split-decisions").unwrap();
    let judged = |lang: Lang| {
        let mut setting = Setting::preset("quebec-h17").unwrap();
        setting.lang = lang;
        let script: String =
            ACTIONS.iter().map(|a| format!("{}\n", a.key_in(lang))).collect::<String>().repeat(3);
        let mut source = LineAnswers::new(script.as_bytes());
        let options = SessionOptions { count: 10, seed: 11, limit: None };
        let summary = session::run(
            drill,
            &setting,
            options,
            &mut source,
            &mut FakeClock::new(std::time::Duration::from_secs(2)),
            &mut Words { catalogue: library.catalogue, text: Vec::new() },
        )
        .unwrap();
        (
            summary.correct,
            summary.answered,
            summary.misses.iter().map(|m| m.mistake.clone()).collect::<Vec<_>>(),
        )
    };
    assert_eq!(judged(Lang::Fr), judged(Lang::En));
    assert_eq!(judged(Lang::It), judged(Lang::En));
}

/// The terminal's session of a decision drill in French and Italian: the numbering, the hands,
/// the cards' ranks, the verdicts, the summary and what the session changed (the leak, the
/// path's stages), with no English word, at every preset.
#[test]
fn the_terminal_session_of_a_decision_drill_is_in_french_and_italian() {
    let answers = "s\nr\nx\nt\nr\nr\nd\na\nc\np\n";
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        for table in preset_names() {
            for drill in ["strategy", "split-decisions"] {
                // A learner's own folder, so that what the session changed is said after it.
                let dir = tempfile::tempdir().unwrap();
                let out = crate::cli::Run::new(&[
                    "drill", drill, "--table", table, "--lang", code, "--seed", "4", "-n", "4",
                ])
                .data_dir(dir.path())
                .stdin(answers)
                .expect(0);
                // What the session changed is said on the error stream, after the summary.
                let out = format!("{}{}", out.0, out.1);
                let left = english_words(&out, lang);
                assert!(left.is_empty(), "{drill} at {table} in {code}: {left:?}\n{out}");
                assert!(out.contains(&lang.text("drill-label-summary", &[])), "{out}");
            }
        }
    }
}

/// A drill with misses in French at the Quebec table and in Italian at the Italian one, at 60
/// and 80 columns: each line fits, no word is broken.
#[test]
fn a_drill_with_misses_in_the_tables_own_language_at_60_and_80_columns() {
    for (table, code) in [("quebec-h17", "fr"), ("casino-it", "it")] {
        for width in [60, 80] {
            let out = crate::cli::Run::new(&[
                "drill",
                "split-decisions",
                "--table",
                table,
                "--lang",
                code,
                "--seed",
                "4",
                "-n",
                "3",
            ])
            .stdin("s\nr\nx\nt\nr\nr\n")
            .columns(width)
            .ok();
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            insta::assert_snapshot!(format!("drill_{table}_{code}_at_{width}"), out);
        }
    }
}

/// Every stage of every learning path has its name in French and Italian, free of English words,
/// and what a session changed is said in them: the leak with its trend, a stage opened or
/// mastered, no stage changed.
#[test]
fn every_stage_of_the_path_is_named_in_french_and_italian() {
    use bjcoach::coach::learner::learning_path::PATHS;
    use bjcoach::coach::learner::{Change, Trend, stage_name_in};
    for lang in [Lang::Fr, Lang::It] {
        let trend = |t: Trend| t.word_in(lang);
        for change in [
            Change::Leak { was: 0.5, is: 0.25 },
            Change::Leak { was: 0.25, is: 0.5 },
            Change::Leak { was: 0.25, is: 0.25 },
            Change::Opened("Count hands"),
            Change::Mastered("Split"),
            Change::NoStage,
        ] {
            let words = change.words_in(lang, "quebec-h17", &trend);
            assert!(english_words(&words, lang).is_empty(), "{words}");
        }
        let leak = Change::Leak { was: 0.5, is: 0.25 }.words_in(lang, "quebec-h17", &trend);
        assert!(
            leak.contains(&lang.percent(0.25, 3)) && leak.contains(&Trend::Smaller.word_in(lang)),
            "{leak}"
        );
    }
    for path in PATHS {
        for stage in path.stages {
            for lang in [Lang::Fr, Lang::It] {
                let name = stage_name_in(stage.name, lang);
                assert_ne!(name, stage.name, "{} in {lang:?}", stage.name);
                assert!(english_words(&name, lang).is_empty(), "{name}");
            }
            assert_eq!(stage_name_in(stage.name, Lang::En), stage.name);
        }
    }
}
