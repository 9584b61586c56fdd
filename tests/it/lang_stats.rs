//! `bjcoach stats` in French and Italian: a learner's history told in the language, its figures
//! the English text's figures written as the language writes them, every line within the width.

use bjcoach::coach::drill::Library;
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::cli::{NOW, Run, flat};
use crate::lang_drills::english_words;

/// The table of the counting sessions of play and of the plan followed.
const FERAL: &str = "feral";

/// The seeded history of `stats` ([`crate::stats::seeded_history`]) with every other section a
/// progress can show: a tray read and a deck counted down (shown at every table), two hidden
/// counting sessions of play at feral (where the edge went), and a plan followed at feral.
pub(crate) fn every_section(dir: &std::path::Path) {
    crate::stats::seeded_history(dir);
    let tray = ["drill", "deck-estimation", "--table", "quebec-s17", "--seed", "11", "--count", "6"];
    Run::new(&tray).data_dir(dir).stdin(&format!("1\n2\n3\n2½\n4\n1.5\n{}", "3\n".repeat(6))).ok();
    let countdown = ["drill", "deck-countdown", "--table", "quebec-s17", "--seed", "3", "--count", "2"];
    let mut json = countdown.to_vec();
    json.extend(["--format", "json"]);
    let right = crate::countdown::expected_counts(&json, dir);
    Run::new(&countdown).data_dir(dir).stdin(&format!("{} @40\n{} @35\n", right[0], right[1])).ok();
    let files = tempfile::tempdir().unwrap();
    for (n, seed) in [21u64, 22].into_iter().enumerate() {
        let answers = files.path().join(format!("answers-{seed}.txt"));
        std::fs::write(&answers, crate::edge_went::script(seed, 8, true, false).join("\n") + "\n").unwrap();
        let seed = seed.to_string();
        let mut args = vec!["play", "--table", FERAL, "--count", "hi-lo", "--rounds", "8", "--seed", &seed];
        args.extend(["--chips", "100000", "--hidden", "--answers", answers.to_str().unwrap()]);
        Run::new(&args).data_dir(dir).at(NOW + 60 * n as u64).ok();
    }
    Run::new(&["plan", "--table", FERAL, "--by", "2027-03-01"]).data_dir(dir).ok();
}

/// The text less the names it holds: drill ids and table ids are names in every language.
pub(crate) fn without_names(text: &str) -> String {
    // A command quoted to be typed (`bjcoach play --table feral --count hi-lo`) is typed as it is.
    let text: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let library = Library::shipped().unwrap();
    let mut names: Vec<String> = library.names().into_iter().map(str::to_string).collect();
    names.extend(preset_names().iter().map(|t| t.to_string()));
    // The answers of a counting session in play are saved under a drill name of their own.
    names.push(bjcoach::coach::learner::record::HIDDEN_COUNT_DRILL.to_string());
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut text = text;
    for name in names {
        text = text.replace(&format!("`{name}`"), "").replace(&format!(" {name} "), " ");
        text = text.replace(&format!("({name})"), "").replace(&format!("{name},"), "");
        text = text.replace(&format!("{name})"), "").replace(&format!(" {name}\n"), "\n");
        text = text.replace(&format!("  {name}  "), "  ").replace(&format!(" {name}:"), ":");
    }
    text
}

/// The stats of a seeded history at `table`, at `width` columns, in `lang`.
fn stats_at(dir: &std::path::Path, table: &str, lang: &str, width: usize) -> String {
    Run::new(&["stats", "--table", table, "--lang", lang]).data_dir(dir).columns(width).ok()
}

/// The stats of a seeded history at book, at `width` columns, in `lang`.
fn stats(dir: &std::path::Path, lang: &str, width: usize) -> String {
    stats_at(dir, "book", lang, width)
}

/// A seeded history shown in French and in Italian holds no English word, every line fits 60 and
/// 80 columns, and the text is the same at both widths as the snapshots keep it: at book (its
/// chart, its leak, the plan followed at another table) and at feral (where the edge went and
/// the plan followed there); the tray's bias and the countdown's bests at both.
#[test]
fn stats_of_a_seeded_history_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    every_section(dir.path());
    for (code, lang) in [("fr", Lang::Fr), ("it", Lang::It)] {
        for width in [60, 80] {
            for (table, name) in [
                ("book", format!("stats_{code}_at_{width}")),
                (FERAL, format!("stats_feral_{code}_at_{width}")),
            ] {
                let out = stats_at(dir.path(), table, code, width);
                assert!(out.lines().all(|l| l.chars().count() <= width), "{code} at {width}:\n{out}");
                let left = english_words(&without_names(&out), lang);
                assert!(left.is_empty(), "{code} at {width}: {left:?}\n{out}");
                insta::assert_snapshot!(name, out);
            }
        }
    }
    // Every section is there, in the language's words.
    let french = crate::cli::flat(&stats_at(dir.path(), FERAL, "fr", 200));
    for words in [
        "Lecture du bac de défausse",
        "Décompte d'un jeu, vos meilleurs temps",
        "Où est passé l'avantage avec",
        "Le plan que vous suivez",
    ] {
        assert!(french.contains(words), "{words}: {french}");
    }
    let italian = crate::cli::flat(&stats_at(dir.path(), FERAL, "it", 200));
    for words in [
        "Lettura del vassoio degli scarti",
        "Conto alla rovescia di un mazzo, i tuoi tempi migliori",
        "Dove è andato il vantaggio con",
        "Il piano che segui",
    ] {
        assert!(italian.contains(words), "{words}: {italian}");
    }
}

/// The numbers of a text in order, a decimal comma read as a point.
fn figures(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut number = String::new();
    let chars: Vec<char> = text.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        let between = (*c == '.' || *c == ',')
            && !number.is_empty()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() || between {
            number.push(if between { '.' } else { *c });
        } else if !number.is_empty() {
            found.push(std::mem::take(&mut number));
        }
    }
    found.extend((!number.is_empty()).then_some(number));
    found.sort();
    found
}

/// The French and Italian texts hold the English text's figures, each written with a decimal
/// comma: the same numbers, none lost and none added, at book and at feral.
#[test]
fn the_french_stats_hold_the_english_figures() {
    let dir = tempfile::tempdir().unwrap();
    every_section(dir.path());
    let french = stats(dir.path(), "fr", 80);
    assert!(french.contains("1,125\u{a0}%"), "{french}");
    assert!(!french.contains("1.125"), "{french}");
    for table in ["book", FERAL] {
        let english = stats_at(dir.path(), table, "en", 80);
        for lang in ["fr", "it"] {
            let other = stats_at(dir.path(), table, lang, 80);
            assert_eq!(figures(&other), figures(&english), "\n{english}\n{other}");
        }
    }
}

/// JSON is the same in every language.
#[test]
fn stats_as_json_are_the_same_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    every_section(dir.path());
    for table in ["book", FERAL] {
        let json = |lang: &str| {
            Run::new(&["stats", "--table", table, "--format", "json", "--lang", lang])
                .data_dir(dir.path())
                .ok()
        };
        let english = json("en");
        assert_eq!(json("fr"), english);
        assert_eq!(json("it"), english);
    }
}

/// `bjcoach plan` in French and Italian, as it saves a plan and as it shows the plan followed:
/// no English word, every line within 60 and 80 columns, its figures the English text's.
#[test]
fn plan_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    every_section(dir.path());
    let plan = |args: &[&str], lang: &str, width: usize| {
        let mut args = args.to_vec();
        args.extend(["--lang", lang]);
        Run::new(&args).data_dir(dir.path()).columns(width).ok()
    };
    let making = ["plan", "--table", FERAL, "--by", "2027-03-01"];
    for (code, lang) in [("fr", Lang::Fr), ("it", Lang::It)] {
        for width in [60, 80] {
            for (args, name) in [(&making[..], "made"), (&["plan"][..], "followed")] {
                let out = plan(args, code, width);
                assert!(out.lines().all(|l| l.chars().count() <= width), "{code} at {width}:\n{out}");
                let left = english_words(&without_names(&out), lang);
                assert!(left.is_empty(), "{code} at {width}: {left:?}\n{out}");
                assert_eq!(figures(&out), figures(&plan(args, "en", width)), "{out}");
                insta::assert_snapshot!(format!("plan_{name}_{code}_at_{width}"), out);
            }
        }
    }
    let stopped = plan(&["plan", "--stop"], "it", 80);
    assert!(english_words(&stopped, Lang::It).is_empty(), "{stopped}");
}

/// The page written to a file is said written in the run's language.
#[test]
fn the_page_written_to_a_file_is_said_in_the_language() {
    for (code, said) in
        [("fr", "Vos progrès sont écrits en page dans"), ("it", "I tuoi progressi sono scritti")]
    {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("progress.html");
        let file_arg = file.display().to_string();
        let out = Run::new(&["stats", "--format", "html", "-o", &file_arg, "--lang", code]).columns(200).ok();
        assert!(out.starts_with(said), "{code}: {out}");
        assert!(std::fs::read_to_string(&file).unwrap().contains(&format!("<html lang=\"{code}\">")));
    }
}

/// How many answers are saved in `dir`.
fn saved(dir: &std::path::Path) -> usize {
    bjcoach::coach::learner::progress::Store::new(dir).load().unwrap().0.answers.len()
}

/// `stats --reset` in French and Italian: the refusal without `--yes` away from a terminal, what
/// was reset and that there was nothing left to reset, each in the language, none in English.
#[test]
fn reset_speaks_french_and_italian() {
    for (lang, needs, done, nothing) in [
        (
            "fr",
            "`--reset` efface vos progrès enregistrés : ajoutez `--yes` pour le confirmer hors d'un terminal",
            "Vos progrès (2 réponses) ont été remis à zéro ; une sauvegarde est conservée sous",
            "Il n'y avait aucun progrès enregistré à remettre à zéro.",
        ),
        (
            "it",
            "`--reset` cancella i tuoi progressi salvati: aggiungi `--yes` per confermare fuori da un terminale",
            "I tuoi progressi (2 risposte) sono stati azzerati; una copia è tenuta in",
            "Non c'erano progressi salvati da azzerare.",
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "2"])
            .data_dir(dir.path())
            .stdin("12\n13\n")
            .ok();
        let reset = ["stats", "--reset", "--lang", lang];
        let (_, err) = Run::new(&reset).data_dir(dir.path()).stdin("").expect(2);
        assert!(flat(&err).contains(needs), "{err}");
        assert_eq!(saved(dir.path()), 2, "nothing is deleted without a yes");
        let out = Run::new(&[&reset[..], &["--yes"]].concat()).data_dir(dir.path()).ok();
        assert!(flat(&out).contains(done), "{out}");
        assert_eq!(saved(dir.path()), 0);
        let again = Run::new(&[&reset[..], &["--yes"]].concat()).data_dir(dir.path()).ok();
        assert_eq!(flat(&again), nothing);
        let lang = Lang::from_code(lang).unwrap();
        for said in [&err, &out, &again] {
            let left = crate::lang_commands::english_words(said, lang);
            assert!(left.is_empty(), "{left:?} in {said}");
        }
    }
}

/// An export written to a file is said written in the run's language, with the count of answers
/// and the file; in English as it always was.
#[test]
fn an_export_written_to_a_file_is_said_in_the_language() {
    let dir = tempfile::tempdir().unwrap();
    Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "2"])
        .data_dir(dir.path())
        .stdin("12\n13\n")
        .ok();
    let file = dir.path().join("answers.csv");
    let file_arg = file.display().to_string();
    for (code, said) in [
        ("en", format!("Wrote 2 answers to {file_arg}.\n")),
        ("fr", format!("2 réponses écrites dans {file_arg}.\n")),
        ("it", format!("Scritte 2 risposte in {file_arg}.\n")),
    ] {
        let args = ["stats", "--export", "json", "-o", &file_arg, "--lang", code];
        let out = Run::new(&args).data_dir(dir.path()).columns(200).ok();
        assert_eq!(out, said);
        assert_eq!(std::fs::read_to_string(&file).unwrap().matches("\"drill\": \"hand-totals\"").count(), 2);
    }
}
