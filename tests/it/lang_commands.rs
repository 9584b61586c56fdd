//! Every command of the command line in French and Italian: `tables`, `rules`, `chart`, `edge`,
//! `ev`, `indices`, `simulate`, `solve`, `validate`, `stats` on an empty history and `plan`, at
//! every preset, at 60 and 80 columns, each holding no word only English has and every line
//! within the width; and refusals of the expert commands said in the language. The slow ones are
//! kept small: `simulate` plays 2,000 rounds (with `--count` at one shoe table), `ev --all` and
//! `indices --all` run at one table, the other presets' indices list the first 18.

use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::cli::{Run, flat};

/// The ways of playing `simulate` names as typed (`never-bust`, `chart`): the same in every
/// language, like the tables' and the drills' names.
const PLAYERS: [&str; 5] = ["mimic-dealer", "never-bust", "always-stand", "chart", "me"];

/// Words only English has in `text`, but in the names typed as they are.
pub(crate) fn english_words(text: &str, lang: Lang) -> Vec<String> {
    let text = PLAYERS.iter().fold(text.to_string(), |t, name| t.replace(name, " "));
    crate::lang_home::english_words(&text, lang)
}

/// The commands run at `table`, each as typed.
fn commands(table: &str, out: &str) -> Vec<Vec<String>> {
    let at = |args: &[&str]| {
        let mut all: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        all.extend(["--table".to_string(), table.to_string()]);
        all
    };
    let mut said = vec![
        at(&["rules"]),
        at(&["chart"]),
        at(&["edge"]),
        at(&["edge", "--removed", "T,T,5"]),
        at(&["ev", "--hand", "A,7", "--dealer", "9"]),
        at(&["ev", "--hand", "8,8", "--dealer", "T"]),
        at(&["ev", "--hand", "5,4,3", "--dealer", "T"]),
        at(&["indices"]),
        at(&["simulate", "--hands", "2000", "--compare", "chart,never-bust"]),
        at(&["solve", "-o", out]),
        at(&["plan", "--by", "2027-01-31"]),
    ];
    if table == "quebec-s17" {
        said.push(at(&["ev", "--all"]));
        said.push(at(&["indices", "--all"]));
        said.push(at(&["simulate", "--hands", "2000", "--count", "hi-lo", "--bankroll", "1000"]));
        said.push(at(&["ev", "--hand", "T,6", "--dealer", "T", "--removed", "2,3,4,5,6,2,3,4,5,6"]));
    }
    said
}

/// Checks one output in `lang` at `width`.
fn check(args: &[String], lang: Lang, width: usize, text: &str) {
    assert!(!text.trim().is_empty(), "{args:?} in {lang:?} says nothing");
    let left = english_words(text, lang);
    assert!(left.is_empty(), "{args:?} in {lang:?} at {width}: {left:?} in\n{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= width, "{args:?} in {lang:?} at {width}: too long:\n{line}");
    }
}

/// Every command at every preset, in French and Italian, at 60 and 80 columns: no English word,
/// every line within the width; `--lang` and `BJCOACH_LANG` name the language alike.
#[test]
fn every_command_speaks_french_and_italian_at_every_preset() {
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("chart.yaml");
    let out = out.to_str().unwrap();
    for lang in [Lang::Fr, Lang::It] {
        for width in [60, 80] {
            for once in [vec!["tables".to_string()], vec!["validate".to_string()], vec!["stats".to_string()]]
            {
                let data = tempfile::tempdir().unwrap();
                let args: Vec<&str> = once.iter().map(String::as_str).collect();
                let said = Run::new(&[&args[..], &["--lang", lang.code()]].concat())
                    .data_dir(data.path())
                    .columns(width)
                    .ok();
                check(&once, lang, width, &said);
            }
            for table in preset_names() {
                for args in commands(table, out) {
                    let data = tempfile::tempdir().unwrap();
                    let typed: Vec<&str> = args.iter().map(String::as_str).collect();
                    let said = Run::new(&typed)
                        .env("BJCOACH_LANG", lang.code())
                        .data_dir(data.path())
                        .columns(width)
                        .ok();
                    check(&args, lang, width, &said);
                }
            }
        }
    }
}

/// The same command said in English by `--lang en` over `BJCOACH_LANG`, and in French by
/// `bjcoach --lang fr` before the command as by the command's own `--lang fr`.
#[test]
fn a_command_s_language_is_chosen_as_the_others_are() {
    let english = Run::new(&["edge", "--table", "feral"]).ok();
    let asked = Run::new(&["edge", "--table", "feral", "--lang", "en"]).env("BJCOACH_LANG", "fr").ok();
    assert_eq!(english, asked);
    let before = Run::new(&["--lang", "fr", "edge", "--table", "feral"]).ok();
    let after = Run::new(&["edge", "--table", "feral", "--lang", "fr"]).ok();
    assert_eq!(before, after);
    assert!(before.contains("Avantage de la maison") && before.contains(','), "{before}");
}

/// The figures for people written with a decimal comma in French and Italian; the data for
/// programs (CSV, JSON, the chart's YAML) the same in every language.
#[test]
fn figures_take_a_comma_and_data_stays_the_same() {
    let french = Run::new(&["edge", "--table", "book", "--lang", "fr"]).ok();
    assert!(french.contains("\u{a0}%") && !french.contains(" 0.") && french.contains(",0"), "{french}");
    for args in [
        &["ev", "--all", "--format", "csv", "--table", "casino-it"][..],
        &["indices", "--format", "json", "--table", "feral"],
        &["indices", "--format", "csv", "--table", "quebec-h17"],
        &["simulate", "--hands", "500", "--format", "json", "--table", "book"],
        &["solve", "--table", "casino-fr"],
    ] {
        let english = Run::new(args).ok();
        for lang in ["fr", "it"] {
            let said = Run::new(&[args, &["--lang", lang]].concat()).ok();
            // The speed of a simulation is the only figure that differs from run to run.
            let steady = |text: &str| {
                text.split(',').filter(|f| !f.contains("rounds_per_second")).collect::<Vec<_>>().join(",")
            };
            assert_eq!(steady(&english), steady(&said), "{args:?} in {lang}");
        }
    }
}

/// Refused invocations of the expert commands: said in French and Italian, with the language's
/// label and no English word, exit 2.
#[test]
fn the_expert_commands_refuse_in_french_and_italian() {
    let refused: [(&[&str], &str); 10] = [
        (&["edge", "--table-file", "/nowhere/table.yaml"], "cannot read the file"),
        (&["simulate", "--hands", "0"], "accepted values are"),
        (&["ev", "--hand", "9", "--dealer", "T"], "takes two cards"),
        (&["ev", "--hand", "Z,7", "--dealer", "T"], "is not a card"),
        (&["ev", "--hand", "T,9,5", "--dealer", "T"], "there is nothing left to decide"),
        (&["ev", "--hand", "9,7", "--dealer", "T", "--format", "csv"], "goes with --all"),
        (&["edge", "--removed", "A,A,A,A,A"], "more cards of value"),
        (&["indices", "--table", "quebec-s17", "--decks-left", "9"], "give half a deck"),
        (
            &[
                "simulate",
                "--count",
                "hi-lo",
                "--hands",
                "100",
                "--table",
                "quebec-s17",
                "--penetration",
                "0",
            ],
            "share of the shoe",
        ),
        (&["solve", "-o", "/nowhere/chart.yaml"], "cannot write the chart"),
    ];
    for (args, english) in refused {
        let (_, said) = Run::new(args).columns(80).expect(2);
        assert!(said.starts_with("error: ") && flat(&said).contains(english), "{args:?}: {said}");
        for (lang, label) in [(Lang::Fr, "erreur : "), (Lang::It, "errore: ")] {
            for width in [60, 80] {
                let (_, said) = Run::new(args).env("BJCOACH_LANG", lang.code()).columns(width).expect(2);
                assert!(said.starts_with(label), "{args:?}: {said}");
                assert!(!flat(&said).contains(english), "{args:?}: {said}");
                // The system's own reason for a file (`No such file or directory`) stays its own.
                let ours = said.split("(os error").next().unwrap_or_default();
                let ours = ours.replace("No such file or directory", "");
                // The options as typed (`--hands`), the same in every language.
                let ours: Vec<&str> = ours
                    .split_whitespace()
                    .filter(|w| !w.trim_start_matches('`').starts_with("--"))
                    .collect();
                let left = english_words(&ours.join(" "), lang);
                assert!(left.is_empty(), "{args:?}: {left:?} in {said}");
                assert!(said.lines().all(|l| l.chars().count() <= width), "{args:?} at {width}: {said}");
            }
        }
    }
}

/// `edge` and `indices` in French at 80 columns and in Italian at 60.
#[test]
fn edge_and_indices_in_french_and_italian() {
    insta::assert_snapshot!(
        "edge_casino_fr_fr_80",
        Run::new(&["edge", "--table", "casino-fr", "--lang", "fr"]).columns(80).ok()
    );
    insta::assert_snapshot!(
        "edge_casino_it_it_60",
        Run::new(&["edge", "--table", "casino-it", "--lang", "it"]).columns(60).ok()
    );
    insta::assert_snapshot!(
        "indices_quebec_s17_fr_80",
        Run::new(&["indices", "--table", "quebec-s17", "--top", "8", "--lang", "fr"]).columns(80).ok()
    );
    insta::assert_snapshot!(
        "indices_quebec_h17_it_60",
        Run::new(&["indices", "--table", "quebec-h17", "--top", "8", "--lang", "it"]).columns(60).ok()
    );
}
