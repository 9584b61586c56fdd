//! The counting drills in French and Italian: every question and verdict of the running count,
//! the true count, the deck countdown, the deck estimation and the index plays at every preset in
//! the session's language, every line of the terminal within its width, answers read in each
//! language's forms (a decimal comma, the word for decks) and judged alike, and a running count
//! with misses at the terminal.

use bjcoach::coach::drill::answer::{Answer, AnswerKind, read_answer_in};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::lang_drills::english_words;
use crate::lang_quizzes::{Judged, scripted_session};

/// The counting drills that speak French and Italian.
const COUNTING_DRILLS: [&str; 5] =
    ["running-count", "true-count", "deck-countdown", "deck-estimation", "deviations"];

/// Answers of every kind these drills take, in one language's forms, then a line no language
/// reads: the same answers, line by line, in each language.
fn forms(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "+3",
            "0",
            "-2",
            "2.5",
            "1 3/4 decks",
            "½ deck",
            "yes",
            "no",
            "hit",
            "stand",
            "double",
            "surrender",
            "+1",
            "xyz",
        ],
        Lang::Fr => &[
            "+3",
            "0",
            "-2",
            "2,5",
            "1 3/4 jeux",
            "½ de jeu",
            "oui",
            "non",
            "tirer",
            "rester",
            "doubler",
            "abandonner",
            "+1",
            "xyz",
        ],
        Lang::It => &[
            "+3",
            "0",
            "-2",
            "2,5",
            "1 3/4 mazzi",
            "½ di mazzo",
            "sì",
            "no",
            "carta",
            "sto",
            "raddoppio",
            "resa",
            "+1",
            "xyz",
        ],
    }
}

/// A session of `drill` at `table` in `lang`, answered in `answers`' forms: its words, and what
/// was judged; `None` where the drill is not played at the table.
fn session_of(
    drill: &str,
    table: &str,
    lang: Lang,
    answers: Lang,
    seed: u64,
) -> Option<(Vec<String>, Judged)> {
    scripted_session(drill, table, lang, forms(answers), 14, seed)
}

/// Every prompt and verdict of the counting drills at every preset, in French and Italian,
/// answered in the language's own forms and by a line no language reads, holds no English word.
#[test]
fn the_counting_drills_ask_and_judge_in_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for table in preset_names() {
            for drill in COUNTING_DRILLS {
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

/// The counting drills at the terminal at every preset, in French and Italian, two seeds: the
/// rounds, the tray and its legend, the verdicts and the summary hold no English word, and every
/// line fits 80 columns.
#[test]
fn the_counting_drills_at_the_terminal_fit_80_columns_in_french_and_italian() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        let answers = format!("{}\n", forms(lang).join("\n"));
        let library = Library::shipped().unwrap();
        for table in preset_names() {
            for drill in COUNTING_DRILLS {
                if library.get(drill).unwrap().check_table(&Setting::preset(table).unwrap()).is_err() {
                    continue;
                }
                for seed in ["3", "8"] {
                    let out = crate::cli::Run::new(&[
                        "drill", drill, "--table", table, "--lang", code, "--seed", seed, "-n", "4",
                    ])
                    .stdin(&answers)
                    .columns(80)
                    .ok();
                    let left = english_words(&out, lang);
                    assert!(left.is_empty(), "{drill} at {table} in {code}: {left:?}\n{out}");
                    let long: Vec<&str> = out.lines().filter(|l| l.chars().count() > 80).collect();
                    assert!(long.is_empty(), "{drill} at {table} in {code}: {long:?}\n{out}");
                }
            }
        }
    }
}

/// The same answers typed in English, French and Italian forms are judged the same in a session
/// of either language: the same right answers, and the same mistakes named; and an English
/// session reads its own forms as it always has.
#[test]
fn the_same_answers_in_three_languages_are_judged_the_same() {
    for table in ["quebec-h17", "casino-it", "casino-fr", "book"] {
        for drill in COUNTING_DRILLS {
            for session_lang in [Lang::Fr, Lang::It] {
                let judged = |answers: Lang| session_of(drill, table, session_lang, answers, 5).map(|s| s.1);
                let english = judged(Lang::En);
                assert_eq!(judged(session_lang), english, "{drill} at {table} in {session_lang:?}");
                let other = if session_lang == Lang::Fr { Lang::It } else { Lang::Fr };
                assert_eq!(judged(other), english, "{drill} at {table} in {session_lang:?}, {other:?} forms");
            }
            let english = session_of(drill, table, Lang::En, Lang::En, 5).map(|s| s.1);
            let french = session_of(drill, table, Lang::Fr, Lang::En, 5).map(|s| s.1);
            assert_eq!(english, french, "{drill} at {table}");
        }
    }
}

/// Decks are read with a decimal point or a decimal comma, with the word for decks of any
/// language, in every language; a count with its sign as typed anywhere.
#[test]
fn decks_and_counts_are_read_in_every_languages_forms() {
    for lang in Lang::ALL {
        let decks = |line: &str| read_answer_in(AnswerKind::Decks, line, lang);
        for (line, value) in [
            ("1.5", 1.5),
            ("1,5", 1.5),
            ("2,5 jeux", 2.5),
            ("2.5 decks", 2.5),
            ("2,5 mazzi", 2.5),
            ("1 jeu", 1.0),
            ("1 mazzo", 1.0),
            ("¾ de jeu", 0.75),
            ("¾ di mazzo", 0.75),
            ("1 3/4 jeux", 1.75),
            ("4½ mazzi", 4.5),
        ] {
            assert_eq!(decks(line), Ok(Answer::Decks(value)), "{line} in {lang:?}");
        }
        assert!(decks("deux jeux").is_err());
        let count = |line: &str| read_answer_in(AnswerKind::Count, line, lang);
        assert_eq!(count("+3"), Ok(Answer::Count(3)));
        assert_eq!(count("−2"), Ok(Answer::Count(-2)));
    }
}

/// The true count's why and its prompt's examples write decimals as the language does: `+3.71`
/// in English, `+3,71` in French and Italian, the same digits.
#[test]
fn a_true_counts_decimals_are_written_with_the_languages_comma() {
    use bjcoach::coach::drill::dealing::Dealing;
    for seed in 0..20 {
        let question = |lang: Lang| {
            let mut setting = Setting::preset("casino-fr").unwrap();
            setting.lang = lang;
            let mut d = Dealing::new(&setting, seed);
            bjcoach::coach::drill::card_counting::true_count(&mut d)
        };
        let english = question(Lang::En);
        assert!(english.prompt.contains("(-1.5 is -2, +2.9 is +2)"), "{}", english.prompt);
        let decimals = |text: &str, mark: char| -> Vec<String> {
            let chars: Vec<char> = text.chars().collect();
            let mut found = Vec::new();
            for (i, c) in chars.iter().enumerate() {
                if *c == mark
                    && i > 0
                    && i + 1 < chars.len()
                    && chars[i - 1].is_ascii_digit()
                    && chars[i + 1].is_ascii_digit()
                {
                    let start = chars[..i].iter().rposition(|c| !c.is_ascii_digit()).map_or(0, |p| p + 1);
                    let end = chars[i + 1..]
                        .iter()
                        .position(|c| !c.is_ascii_digit())
                        .map_or(chars.len(), |p| i + 1 + p);
                    found.push(chars[start..end].iter().collect::<String>().replace(mark, "."));
                }
            }
            found
        };
        for lang in [Lang::Fr, Lang::It] {
            let q = question(lang);
            assert_eq!(q.expected, english.expected);
            assert_eq!(decimals(&q.why, ','), decimals(&english.why, '.'), "{}\n{}", q.why, english.why);
            assert!(decimals(&q.why, '.').is_empty(), "{}", q.why);
            assert_eq!(decimals(&q.prompt, ','), decimals(&english.prompt, '.'), "{}", q.prompt);
            for (mine, theirs) in q.traps.iter().zip(&english.traps) {
                assert_eq!(mine.mistake, theirs.mistake);
                assert_eq!(mine.example, theirs.example);
            }
        }
    }
}

/// A running count and a true count with misses in French at the French casino and in Italian at
/// the Italian one, at 60 and 80 columns: each line fits, no word is broken, no English is left.
#[test]
fn a_counting_drill_with_misses_in_french_and_italian_at_60_and_80_columns() {
    for (table, code, lang) in [("casino-fr", "fr", Lang::Fr), ("casino-it", "it", Lang::It)] {
        for (drill, answers) in
            [("running-count", "0\n+9\nxyz\n+1\n"), ("true-count", "-9\n+2\n0\n+13\nxyz\n")]
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
