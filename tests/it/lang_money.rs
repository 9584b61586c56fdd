//! The money drills in French and Italian: naturals, payouts, the bet of a ramp and catching the
//! dealer ask, explain and judge in the session's language at every preset; their answers are
//! read in each language's forms and judged alike; a session with misses at the terminal.

use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::lang_drills::english_words;
use crate::lang_quizzes::{Judged, scripted_session};

/// The money drills that speak French and Italian.
const MONEY_DRILLS: [&str; 4] = ["naturals", "payouts", "bet", "catch-the-dealer"];

/// Answers of every kind these drills take (totals, chips, calls), in one language's forms, then
/// a line no language reads.
fn forms(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["21", "blackjack", "10", "lose 10", "push", "win 15", "30.5", "f", "ok", "foul", "xyz"],
        Lang::Fr => {
            &["21", "naturel", "10", "perd 10", "égalité", "gagne 15", "30,5", "f", "ok", "faute", "xyz"]
        }
        Lang::It => {
            &["21", "naturale", "10", "perde 10", "pari", "vince 15", "30,5", "f", "ok", "fallo", "xyz"]
        }
    }
}

/// Whether `drill` runs at `table`.
fn runs_at(drill: &str, table: &str) -> bool {
    let library = Library::shipped().unwrap();
    let setting = Setting::preset(table).unwrap();
    library.get(drill).unwrap().check_table(&setting).is_ok()
}

/// A session of `drill` at `table` in `lang`, answered in `answers`' forms: its words, and what
/// was judged (right, answered, each miss's mistake).
fn session_of(
    drill: &str,
    table: &str,
    lang: Lang,
    answers: Lang,
    seed: u64,
) -> Option<(Vec<String>, Judged)> {
    scripted_session(drill, table, lang, forms(answers), 11, seed)
}

/// Every prompt and verdict of the money drills at every preset, in French and Italian, answered
/// in the language's own forms and by a line no language reads, holds no English word.
#[test]
fn the_money_drills_ask_and_judge_in_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for table in preset_names() {
            for drill in MONEY_DRILLS {
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

/// The terminal's session of each money drill at every preset in French and Italian, two seeds:
/// no English word, and every line within 80 columns.
#[test]
fn the_money_drills_at_the_terminal_fit_80_columns_in_french_and_italian() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        let answers = format!("{}\n", forms(lang).join("\n"));
        for table in preset_names() {
            for drill in MONEY_DRILLS {
                if !runs_at(drill, table) {
                    continue;
                }
                for seed in ["3", "8"] {
                    let out = crate::cli::Run::new(&[
                        "drill", drill, "--table", table, "--lang", code, "--seed", seed, "-n", "6",
                    ])
                    .stdin(&answers)
                    .columns(80)
                    .ok();
                    let at = format!("{drill} at {table} in {code}, seed {seed}");
                    let left = english_words(&out, lang);
                    assert!(left.is_empty(), "{at}: {left:?}\n{out}");
                    assert!(out.lines().all(|l| l.chars().count() <= 80), "{at}:\n{out}");
                }
            }
        }
    }
}

/// The same answers typed in English, French and Italian forms are judged the same, in a session
/// of either language: the same right answers, and the same mistakes named.
#[test]
fn the_same_money_answers_in_three_languages_are_judged_the_same() {
    for table in ["quebec-h17", "casino-it", "casino-fr"] {
        for drill in MONEY_DRILLS {
            for session_lang in [Lang::Fr, Lang::It] {
                let judged = |answers: Lang| session_of(drill, table, session_lang, answers, 5).map(|s| s.1);
                let english = judged(Lang::En);
                let own = judged(session_lang);
                assert_eq!(own, english, "{drill} at {table} in {session_lang:?}");
            }
            // An English session reads the English forms as it always has, and judges as a
            // French session does.
            let english = session_of(drill, table, Lang::En, Lang::En, 5).map(|s| s.1);
            let french = session_of(drill, table, Lang::Fr, Lang::En, 5).map(|s| s.1);
            assert_eq!(english, french, "{drill} at {table}");
        }
    }
}

/// The words of a money question in French and Italian are the language's: a settlement's
/// verdict and reason, a call's answer, a ramp's units.
#[test]
fn a_money_question_says_its_settlement_in_the_language() {
    let fr = session_of("catch-the-dealer", "casino-fr", Lang::Fr, Lang::Fr, 3).unwrap().0.join("\n");
    assert!(fr.contains("Le croupier règle"), "{fr}");
    assert!(fr.contains("faute"), "{fr}");
    let it = session_of("payouts", "casino-it", Lang::It, Lang::It, 3).unwrap().0.join("\n");
    assert!(it.contains("Hai puntato"), "{it}");
    let bet = session_of("bet", "quebec-h17", Lang::Fr, Lang::Fr, 3).unwrap().0.join("\n");
    assert!(bet.contains("unités × 10 jetons") || bet.contains("unité × 10 jetons"), "{bet}");
}

/// A payouts drill and a catch-the-dealer drill with misses in French at the French casino and in
/// Italian at the Italian one, at 60 and 80 columns: each line fits, no English is left.
#[test]
fn money_drills_with_misses_in_french_and_italian_at_60_and_80_columns() {
    for (drill, answers_fr, answers_it) in [
        ("payouts", "xyz\n10\nperd 10\négalité\n", "xyz\n10\nperde 10\npari\n"),
        ("catch-the-dealer", "xyz\nf\nok\nfaute\n", "xyz\nf\nok\nfallo\n"),
    ] {
        for (table, code, lang, answers) in
            [("casino-fr", "fr", Lang::Fr, answers_fr), ("casino-it", "it", Lang::It, answers_it)]
        {
            for width in [60, 80] {
                let out = crate::cli::Run::new(&[
                    "drill", drill, "--table", table, "--lang", code, "--seed", "3", "-n", "4",
                ])
                .stdin(answers)
                .columns(width)
                .ok();
                assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
                let left = english_words(&out, lang);
                assert!(left.is_empty(), "{left:?}\n{out}");
                insta::assert_snapshot!(format!("{drill}_{table}_{code}_at_{width}"), out);
            }
        }
    }
}
