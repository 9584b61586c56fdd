//! The drills of totals, the dealer's rule, legal moves and insurance in French and Italian:
//! every question and verdict at every preset in the session's language, answers read in each
//! language's forms and judged alike, and a session with misses at the terminal.

use bjcoach::coach::drill::session::{self, FakeClock, LineAnswers, SessionOptions};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::lang_drills::{Words, english_words};

/// The drills of this area that speak French and Italian.
const QUIZ_DRILLS: [&str; 5] = ["hand-totals", "soft-hands", "legal-moves", "dealer-play", "insurance"];

/// Answers of every kind these drills take, in one language's forms, then a line no language
/// reads.
fn forms(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "yes",
            "no",
            "soft 17",
            "hard 15",
            "bust",
            "21",
            "hit",
            "stand",
            "hit stand",
            "30.5",
            "lose 10",
            "push",
            "xyz",
        ],
        Lang::Fr => &[
            "oui",
            "non",
            "souple 17",
            "dur 15",
            "sauté",
            "21",
            "t",
            "r",
            "tr",
            "30,5",
            "perd 10",
            "égalité",
            "xyz",
        ],
        Lang::It => &[
            "sì",
            "no",
            "soft 17",
            "duro 15",
            "sballato",
            "21",
            "carta",
            "sto",
            "carta sto",
            "30,5",
            "perde 10",
            "pari",
            "xyz",
        ],
    }
}

/// What a session judged: the right answers, the answers, and each miss's mistake.
pub(crate) type Judged = (usize, usize, Vec<Option<String>>);

/// A session of `count` questions of `drill` at `table` in `lang`, answered by the lines of
/// `script` in turn (twice over): its words, and what was judged (right, answered, each miss's
/// mistake); `None` where the drill is not played at the table.
pub(crate) fn scripted_session(
    drill: &str,
    table: &str,
    lang: Lang,
    script: &[&str],
    count: usize,
    seed: u64,
) -> Option<(Vec<String>, Judged)> {
    let library = Library::shipped().unwrap();
    let drill = library.get(drill).unwrap();
    let mut setting = Setting::preset(table).unwrap();
    if drill.check_table(&setting).is_err() {
        return None;
    }
    setting.lang = lang;
    let script = format!("{}\n", script.join("\n")).repeat(2);
    let mut source = LineAnswers::new(script.as_bytes());
    let mut words = Words { catalogue: library.catalogue, text: Vec::new() };
    let options = SessionOptions { count, seed, limit: None };
    let summary = session::run(
        drill,
        &setting,
        options,
        &mut source,
        &mut FakeClock::new(std::time::Duration::from_secs(2)),
        &mut words,
    )
    .unwrap();
    let judged =
        (summary.correct, summary.answered, summary.misses.iter().map(|m| m.mistake.clone()).collect());
    Some((words.text, judged))
}

/// A session of this area's drill, answered in `answers`' forms (see [`scripted_session`]).
fn session_of(
    drill: &str,
    table: &str,
    lang: Lang,
    answers: Lang,
    seed: u64,
) -> Option<(Vec<String>, Judged)> {
    scripted_session(drill, table, lang, forms(answers), 13, seed)
}

/// Every prompt and verdict of these drills at every preset, in French and Italian, answered in
/// the language's own forms and by a line no language reads, holds no English word.
#[test]
fn the_quiz_drills_ask_and_judge_in_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for table in preset_names() {
            for drill in QUIZ_DRILLS {
                for seed in [3, 8] {
                    let Some((words, _)) = session_of(drill, table, lang, lang, seed) else { continue };
                    assert!(!words.is_empty());
                    for line in &words {
                        let left = english_words(line, lang);
                        assert!(left.is_empty(), "{drill} at {table} in {lang:?}: {left:?} in\n{line}");
                    }
                }
            }
        }
    }
}

/// The same answers typed in English, French and Italian forms are judged the same, in a session
/// of either language: the same right answers, and the same mistakes named.
#[test]
fn the_same_answers_in_three_languages_are_judged_the_same() {
    for table in ["quebec-h17", "casino-it", "casino-fr"] {
        for drill in QUIZ_DRILLS {
            for session_lang in [Lang::Fr, Lang::It] {
                let judged = |answers: Lang| session_of(drill, table, session_lang, answers, 5).map(|s| s.1);
                let english = judged(Lang::En);
                let own = judged(session_lang);
                assert_eq!(own, english, "{drill} at {table} in {session_lang:?}");
            }
            // An English session reads the English forms as it always has.
            let english = session_of(drill, table, Lang::En, Lang::En, 5).map(|s| s.1);
            let french = session_of(drill, table, Lang::Fr, Lang::En, 5).map(|s| s.1);
            assert_eq!(english, french, "{drill} at {table}");
        }
    }
}

/// An insurance drill with misses in French at the French casino and in Italian at the Italian
/// one, at 60 and 80 columns: each line fits, no word is broken, no English is left.
#[test]
fn an_insurance_drill_with_misses_in_french_and_italian_at_60_and_80_columns() {
    for (table, code, lang, answers) in [
        ("casino-fr", "fr", Lang::Fr, "30\nnon\nnon\n0\nxyz\n"),
        ("casino-it", "it", Lang::It, "30\nno\nsì\n0\nxyz\n"),
    ] {
        for width in [60, 80] {
            let out = crate::cli::Run::new(&[
                "drill",
                "insurance",
                "--table",
                table,
                "--lang",
                code,
                "--seed",
                "3",
                "-n",
                "5",
            ])
            .stdin(answers)
            .columns(width)
            .ok();
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            let left = english_words(&out, lang);
            assert!(left.is_empty(), "{left:?}\n{out}");
            insta::assert_snapshot!(format!("insurance_{table}_{code}_at_{width}"), out);
        }
    }
}
