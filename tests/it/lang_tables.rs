//! The drills about a table's rules in French and Italian: table-rules and table-differences ask
//! and judge in the session's language at every preset, their answers read in each language's
//! forms and judged alike, and a session with misses at the terminal at 60 and 80 columns.

use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::cli::Run;
use crate::lang_drills::english_words;
use crate::lang_quizzes::{Judged, scripted_session};

/// The drills of a table's rules that speak French and Italian.
const TABLE_DRILLS: [&str; 2] = ["table-rules", "table-differences"];

/// Answers of every kind these drills take, in one language's forms: yes and no, chips (the
/// right stake and payout of a bet of 10 and 30, a loss, nothing), every move by its word, then
/// a line no language reads.
fn forms(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "yes",
            "no",
            "5",
            "15",
            "lose 10",
            "push",
            "hit",
            "stand",
            "double",
            "split",
            "surrender",
            "xyz",
        ],
        Lang::Fr => &[
            "oui",
            "non",
            "5",
            "15",
            "perd 10",
            "égalité",
            "tirer",
            "rester",
            "doubler",
            "séparer",
            "abandonner",
            "xyz",
        ],
        Lang::It => {
            &["sì", "no", "5", "15", "perde 10", "pari", "carta", "sto", "raddoppio", "divido", "resa", "xyz"]
        }
    }
}

/// A session of `drill` at `table` in `lang`, answered in `answers`' forms: its words, and what
/// was judged; `None` where the drill is not played at that table.
fn session_of(
    drill: &str,
    table: &str,
    lang: Lang,
    answers: Lang,
    seed: u64,
) -> Option<(Vec<String>, Judged)> {
    scripted_session(drill, table, lang, forms(answers), 12, seed)
}

/// Whether `drill` is played at `table`.
fn plays_at(drill: &str, table: &str) -> bool {
    let library = Library::shipped().unwrap();
    Setting::preset(table).is_ok_and(|s| library.get(drill).unwrap().check_table(&s).is_ok())
}

/// Every prompt and verdict of these drills at every preset, in French and Italian, answered in
/// the language's own forms, holds no English word; so does the whole session at the terminal,
/// whose every line fits 80 columns.
#[test]
fn the_table_drills_ask_and_judge_in_french_and_italian_at_every_preset() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        let script = format!("{}\n", forms(lang).join("\n")).repeat(2);
        for table in preset_names() {
            for drill in TABLE_DRILLS {
                if !plays_at(drill, table) {
                    continue;
                }
                for seed in [3, 8] {
                    let (words, _) = session_of(drill, table, lang, lang, seed).unwrap();
                    assert!(!words.is_empty());
                    for line in &words {
                        let left = english_words(line, lang);
                        assert!(left.is_empty(), "{drill} at {table} in {code}: {left:?} in\n{line}");
                    }
                    let seed = seed.to_string();
                    let args =
                        ["drill", drill, "--table", table, "--lang", code, "--seed", &seed, "-n", "12"];
                    let out = Run::new(&args).stdin(&script).columns(80).ok();
                    let left = english_words(&out, lang);
                    assert!(left.is_empty(), "{drill} at {table} in {code}: {left:?}\n{out}");
                    assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
                }
            }
        }
    }
}

/// The same answers typed in English, French and Italian forms are judged the same, in a session
/// of either language: the same right answers and the same mistakes named; an English session
/// judges its answers as a French one does.
#[test]
fn the_same_answers_in_three_languages_are_judged_the_same() {
    for table in preset_names() {
        for drill in TABLE_DRILLS {
            for session_lang in [Lang::Fr, Lang::It] {
                let judged = |answers: Lang| session_of(drill, table, session_lang, answers, 5).map(|s| s.1);
                let english = judged(Lang::En);
                assert_eq!(judged(session_lang), english, "{drill} at {table} in {session_lang:?}");
            }
            let english = session_of(drill, table, Lang::En, Lang::En, 5).map(|s| s.1);
            let french = session_of(drill, table, Lang::Fr, Lang::En, 5).map(|s| s.1);
            assert_eq!(english, french, "{drill} at {table}");
        }
    }
}

/// A table-rules drill with misses in French at the Quebec table and in Italian at the Italian
/// casino, and a table-differences drill in French at the French casino, at 60 and 80 columns:
/// each line fits, no English word is left.
#[test]
fn the_table_drills_with_misses_in_french_and_italian_at_60_and_80_columns() {
    for (drill, table, code, lang, answers) in [
        ("table-rules", "quebec-h17", "fr", Lang::Fr, "non\n10\noui\nxyz\noui\n"),
        ("table-rules", "casino-it", "it", Lang::It, "sì\nno\n10\nxyz\nno\n"),
        ("table-differences", "casino-fr", "fr", Lang::Fr, "oui\nt\nr\nnon\nxyz\n"),
    ] {
        for width in [60, 80] {
            let out = Run::new(&["drill", drill, "--table", table, "--lang", code, "--seed", "3", "-n", "5"])
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

/// The list of drills titles each drill in the language asked for: French and Italian titles of
/// their own for every shipped drill, the English the drill files' own.
#[test]
fn the_list_of_drills_titles_them_in_the_language_asked_for() {
    let library = Library::shipped().unwrap();
    let english = Run::new(&["drill", "--list"]).ok();
    for d in &library.drills {
        assert!(english.contains(&format!("  {}\n", d.spec.title)), "{}\n{english}", d.spec.id);
    }
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        let out = Run::new(&["drill", "--list", "--lang", code]).ok();
        for d in &library.drills {
            let title = d.spec.title_in(lang);
            assert_ne!(title, d.spec.title, "{} in {code}", d.spec.id);
            assert!(out.contains(&format!("  {title}\n")), "{} in {code}\n{out}", d.spec.id);
            assert!(english_words(&title, lang).is_empty(), "{title}");
        }
    }
    assert!(Run::new(&["drill", "--list", "--lang", "fr"]).ok().contains("Les règles de cette table"));
    assert!(Run::new(&["drill", "--list", "--lang", "it"]).ok().contains("Differenze tra tavoli"));
}
