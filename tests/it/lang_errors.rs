//! Errors in French and Italian: a table or a drill that is not known (a table also where no drill
//! is named), a drill a table cannot play and what to do instead, a drill not named where none
//! can be asked for, a bad `--timed` or `--pace`, an answers file that cannot be read, what
//! `plan` refuses, what `stats` refuses (an export it cannot write, a data folder that is a
//! file), what the command-line parser refuses; each said in the language asked for (`--lang`,
//! else `BJCOACH_LANG`), with the label, exit 2.

use bjcoach::lang::Lang;

use crate::cli::{Run, flat};
// Words only English has, but the names typed as they are (drills, tables, ways of playing).
use crate::lang_commands::english_words;

/// Commands refused for what was typed, and a word the refusal says in English.
const REFUSED: [(&[&str], &str); 28] = [
    (&["plan", "--table", "book", "--by", "2020-01-01"], "that day has passed"),
    (&["plan", "--table", "book", "--by", "someday"], "expected a date as YYYY-MM-DD"),
    (&["plan", "--by", "2099-01-01"], "--by needs the table to be ready at"),
    (&["plan", "--table", "book", "--by", "2099-01-01", "--recall", "2"], "expected a recall from"),
    (&["plan"], "you follow no plan yet"),
    (&["rules", "--table", "nowhere"], "there is no table called"),
    (&["drill", "--table", "nowhere"], "there is no table called"),
    (&["drill", "nodrill"], "there is no drill called"),
    (&["drill", "--table", "book", "-n", "1"], "name a drill to run"),
    (&["drill", "hand-totals", "--timed", "0"], "--timed takes whole seconds"),
    (&["drill", "deviations", "--table", "book"], "the shoe is shuffled after every round"),
    (&["drill", "surrender-decisions", "--table", "feral"], "the table offers no surrender"),
    (&["drill", "deviations", "--table", "quebec-s17", "--system", "ko"], "is an unbalanced count"),
    (&["drill", "table-differences", "--table", "book", "--against", "book"], "plays by the same rules"),
    (&["indices", "--system", "hi-hi", "--table", "quebec-s17"], "there is no counting system called"),
    (&["simulate", "--count", "hi-hi", "--hands", "10"], "there is no counting system called"),
    (&["simulate", "--player", "zzz", "--hands", "10"], "is not a way of playing"),
    (&["stats", "--memory", "--format", "html"], "is shown as text or JSON"),
    (&["stats", "-o", "x.txt"], "names the file of an export"),
    (&["stats", "--export", "csv", "-o", "/nowhere/x.csv"], "cannot write the export"),
    (&["stats", "--data-dir", "/dev/null"], "must be a folder"),
    (&["stats", "--drill", "nodrill"], "there is no drill called"),
    (&["stats", "--table", "nowhere"], "there is no table called"),
    (&["stats", "--memory", "--table", "nowhere"], "there is no table called"),
    (&["play", "--table", "feral", "--count", "hi-lo", "--pace", "11"], "give the seconds each card"),
    (&["drill", "running-count", "--pace", "10.5"], "give the seconds each card"),
    (&["drill", "hand-totals", "--answers", "/nowhere/answers.txt"], "cannot read the answers"),
    (&["drill", "hand-totals", "--answers", "/", "-n", "1"], "cannot read the answers"),
];

/// `args` refused: in English with `english` in the words, exit 2; in French and Italian at 60
/// and 80 columns with the language's label, no English word, every line within the width and
/// without `english`. Each of those, with the arguments that asked for it.
fn refused_in_each_language(args: &[&str], english: &str) -> Vec<(Vec<String>, String)> {
    let (_, said) = Run::new(args).columns(80).expect(2);
    assert!(said.starts_with("error: ") && flat(&said).contains(english), "{args:?}: {said}");
    let mut all = Vec::new();
    for (lang, label) in [(Lang::Fr, "erreur : "), (Lang::It, "errore: ")] {
        for width in [60, 80] {
            let asked = [args, &["--lang", lang.code()]].concat();
            let (_, said) = Run::new(&asked).columns(width).expect(2);
            assert!(said.starts_with(label), "{asked:?}: {said}");
            assert!(said.lines().all(|l| l.chars().count() <= width), "{asked:?} at {width}: {said}");
            let left = english_words(&without_options(&said), lang);
            assert!(left.is_empty(), "{asked:?}: {left:?} in {said}");
            assert!(!flat(&said).contains(english), "{asked:?}: {said}");
            all.push((asked.iter().map(|a| a.to_string()).collect(), said));
        }
    }
    all
}

/// Each refusal in French and Italian: the language's label, no English word, every line within
/// the width, exit 2; the same in English says what it always said.
#[test]
fn errors_are_said_in_french_and_italian() {
    for (args, english) in REFUSED {
        refused_in_each_language(args, english);
        for (lang, label) in [(Lang::Fr, "erreur : "), (Lang::It, "errore: ")] {
            // `BJCOACH_LANG` when no `--lang` names one.
            let (_, by_env) = Run::new(args).env("BJCOACH_LANG", lang.code()).columns(80).expect(2);
            assert!(by_env.starts_with(label), "{args:?}: {by_env}");
        }
    }
}

/// A drill not named, where none can be asked for, lists the drills of the table one a line, each
/// with its title in the language, and no line break shown as an escape.
#[test]
fn the_drills_of_a_table_are_listed_one_a_line_in_the_language() {
    let (_, english) = Run::new(&["drill", "--table", "book", "-n", "1"]).columns(80).expect(2);
    assert!(!english.contains("\\u{a}"), "{english}");
    assert!(
        english.lines().any(|l| l.starts_with("  hand-totals") && l.ends_with("Hand totals")),
        "{english}"
    );
    let (_, french) =
        Run::new(&["drill", "--table", "book", "-n", "1", "--lang", "fr"]).columns(80).expect(2);
    assert!(
        french.lines().any(|l| l.starts_with("  hand-totals") && l.ends_with("Totaux des mains")),
        "{french}"
    );
    insta::assert_snapshot!("no_drill_named_it_at_60", {
        let (_, italian) =
            Run::new(&["drill", "--table", "book", "-n", "1", "--lang", "it"]).columns(60).expect(2);
        italian
    });
}

/// A table that does not exist is said to be missing where no drill is named, as where one is,
/// in every language, rather than offering no drill at it.
#[test]
fn a_table_not_known_is_said_to_be_missing_where_no_drill_is_named() {
    for lang in Lang::ALL {
        let (_, unnamed) =
            Run::new(&["drill", "--table", "nope", "--lang", lang.code()]).columns(80).expect(2);
        let (_, named) = Run::new(&["drill", "hand-totals", "--table", "nope", "--lang", lang.code()])
            .columns(80)
            .expect(2);
        assert_eq!(unnamed, named, "{}", lang.code());
        assert!(unnamed.contains("`nope`"), "{unnamed}");
    }
}

/// What the parser refuses, and what the parser says of it in English.
const NOT_PARSED: [(&[&str], &str); 8] = [
    (&["--nope"], "unexpected argument '--nope' found"),
    (&["drill", "--focu", "missed"], "a similar argument exists"),
    (&["frobnicate"], "unrecognized subcommand 'frobnicate'"),
    (&["drill", "-n", "0"], "0 is not in 1..=1000"),
    (&["drill", "-n", "many"], "invalid digit found in string"),
    (&["stats", "--format", "xml"], "[possible values: text, json, html]"),
    (&["rules", "--table"], "a value is required for '--table <TABLE>'"),
    (&["play", "--dealer-errors", "2"], "`2` is not a rate"),
];

/// The parser's refusals (an unknown option or command, a value out of its bounds, not a number,
/// not among the possible ones, missing, a rate's own check) in French and Italian: the label,
/// no English word, the nearest name and the usage kept, every line within the width, exit 2;
/// English keeps the parser's own words.
#[test]
fn what_the_parser_refuses_is_said_in_french_and_italian() {
    for (args, english) in NOT_PARSED {
        for (asked, said) in refused_in_each_language(args, english) {
            assert!(said.trim_end().ends_with("`--help`."), "{asked:?}: {said}");
        }
    }
    let (_, said) = Run::new(&["drill", "--focu", "missed", "--lang", "fr"]).columns(80).expect(2);
    assert!(said.contains("`--focus`") && said.contains("Utilisation : bjcoach drill"), "{said}");
    let (_, said) = Run::new(&["drill", "-n", "0"]).env("BJCOACH_LANG", "it").columns(80).expect(2);
    assert!(flat(&said).contains("da 1 a 1000"), "{said}");
    // A rate is read with a decimal comma too, as French and Italian write it.
    let (_, said) = Run::new(&["play", "--dealer-errors", "0,5", "--rounds", "0"]).columns(80).expect(2);
    assert!(!said.contains("dealer-errors"), "{said}");
}

/// `text` without the options and placeholders it quotes (`--dealer-errors <RATE>`), typed
/// as they are in every language.
fn without_options(text: &str) -> String {
    text.split(|c: char| c.is_whitespace() || c == '`')
        .filter(|w| !w.starts_with('-') && !w.starts_with('<'))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The notes of a way of playing said in the run's language: `me` with no strategy answers yet.
#[test]
fn a_note_on_the_way_of_playing_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["simulate", "--player", "me", "--hands", "100", "--table", "book"];
    let (_, english) = Run::new(&args).data_dir(dir.path()).columns(80).expect(0);
    assert!(flat(&english).contains("note: no strategy answers saved for `book` yet"), "{english}");
    for (lang, label) in [(Lang::Fr, "remarque : "), (Lang::It, "nota: ")] {
        let asked = [&args[..], &["--lang", lang.code()]].concat();
        let (_, said) = Run::new(&asked).data_dir(dir.path()).columns(60).expect(0);
        assert!(said.starts_with(label), "{said}");
        let left = english_words(&said, lang);
        assert!(left.is_empty(), "{left:?} in {said}");
        assert!(said.lines().all(|l| l.chars().count() <= 60), "{said}");
    }
}

/// A focus with nothing to focus on says so in the run's language: `--focus weak` before any
/// answer at the table.
#[test]
fn a_focus_with_nothing_to_focus_on_is_said_in_the_language() {
    let args = ["drill", "hand-totals", "--table", "book", "--focus", "weak", "-n", "1", "--seed", "1"];
    let (_, english) = Run::new(&args).stdin("12\n").columns(80).expect(0);
    assert!(flat(&english).contains("no answers saved at `book` yet, so nothing to focus on"), "{english}");
    for (lang, label, said) in [
        (Lang::Fr, "remarque : ", "aucune réponse enregistrée à `book` pour l'instant"),
        (Lang::It, "nota: ", "ancora nessuna risposta salvata a `book`"),
    ] {
        let asked = [&args[..], &["--lang", lang.code()]].concat();
        let (_, err) = Run::new(&asked).stdin("12\n").columns(60).expect(0);
        assert!(err.starts_with(label) && flat(&err).contains(said), "{err}");
        let left = english_words(&err, lang);
        assert!(left.is_empty(), "{left:?} in {err}");
        assert!(err.lines().all(|l| l.chars().count() <= 60), "{err}");
    }
}

/// A bet refused from answers piped in ends the session naming the line of standard input, and
/// standard input is named in the language with the refusal beside it.
#[test]
fn standard_input_is_named_in_the_language() {
    let args = ["play", "--table", "feral", "--seed", "3", "--answers", "-"];
    let (_, english) = Run::new(&args).stdin("15\n").columns(80).expect(2);
    assert!(flat(&english).contains("standard input:1: a bet of 15 is refused"), "{english}");
    for (lang, named) in [(Lang::Fr, "entrée standard:1\u{a0}: "), (Lang::It, "input standard:1: ")] {
        let asked = [&args[..], &["--lang", lang.code()]].concat();
        let (_, said) = Run::new(&asked).stdin("15\n").columns(80).expect(2);
        assert!(said.contains(named), "{asked:?}: {said}");
        let left = english_words(&without_options(&said), lang);
        assert!(left.is_empty(), "{asked:?}: {left:?} in {said}");
    }
}
