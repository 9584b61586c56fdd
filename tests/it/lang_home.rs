//! The home in French and Italian: its sentences, its entries picked by the language's words (and
//! the English names), its questions and the forms they accept; the drills it starts in its
//! language; and the offer, at a table whose own language is another, to continue in it.

use bjcoach::lang::Lang;

use crate::cli::{Run, flat};

/// Words only English has in `text`, but in the names a learner types: the drills' and the
/// tables' (`hand-totals`, `casino-fr`), the same in every language.
pub(crate) fn english_words(text: &str, lang: Lang) -> Vec<String> {
    let library = bjcoach::coach::drill::Library::shipped().unwrap();
    let mut names: Vec<String> = library.drills.iter().map(|d| d.spec.id.clone()).collect();
    names.extend(bjcoach::game::rules::preset_names().into_iter().map(str::to_string));
    // The longest first, so that `hand-totals` goes before a name it contains.
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let text = names.iter().fold(text.to_string(), |t, name| t.replace(name.as_str(), " "));
    crate::lang_drills::english_words(&text, lang)
}

/// The menu run on these script lines in `data`, in `lang` when given (`BJCOACH_LANG`).
fn menu(lines: &[&str], data: &std::path::Path, lang: Option<Lang>, width: usize) -> String {
    let script = data.join("script.txt");
    std::fs::write(&script, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    let run = Run::new(&[]).env("BJCOACH_MENU_SCRIPT", &script).data_dir(data).columns(width);
    match lang {
        Some(lang) => run.env("BJCOACH_LANG", lang.code()).ok(),
        None => run.ok(),
    }
}

/// A first visit in the language's words: a wrong answer at the home, a drill picked from the
/// list at a table and a number of questions (each after a wrong answer), its three questions
/// answered, Enter, then quit by the language's word.
fn visit(lang: Lang) -> Vec<&'static str> {
    let (practise, quit, totals) = match lang {
        Lang::En => ("practise", "quit", ["13", "soft 17", "20"]),
        Lang::Fr => ("exercice", "quitter", ["13", "souple 17", "20"]),
        Lang::It => ("esercizio", "esci", ["13", "soft 17", "20"]),
    };
    let mut lines = vec!["nine", practise, "hand-totals", "nowhere", "book", "many", "3"];
    lines.extend(totals);
    lines.extend(["", "", "", "", quit]);
    lines
}

/// The home, its questions, the accepted forms and a drill it starts are said in French and in
/// Italian, with no English word, within 60 and 80 columns.
#[test]
fn the_home_and_what_it_starts_speak_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for width in [60, 80] {
            let data = tempfile::tempdir().unwrap();
            let text = menu(&visit(lang), data.path(), Some(lang), width);
            assert!(text.lines().all(|l| l.chars().count() <= width), "{lang:?} at {width}: {text}");
            let english = english_words(&text, lang);
            assert!(english.is_empty(), "{lang:?}: English words {english:?} in {text}");
            insta::assert_snapshot!(format!("home_{}_at_{width}", lang.code()), text);
        }
    }
}

/// The English names of the entries pick them in every language, and `b` goes back in every
/// language beside the language's own word.
#[test]
fn english_names_and_b_are_understood_in_every_language() {
    for lang in [Lang::Fr, Lang::It] {
        let data = tempfile::tempdir().unwrap();
        let back = if lang == Lang::Fr { "retour" } else { "indietro" };
        let text = menu(&["chart", "b", "rules", back, "quit"], data.path(), Some(lang), 200);
        let prompts = text.matches(&lang.text("menu-which-table", &[])).count();
        assert_eq!(prompts, 2, "{lang:?}: the table asked for the chart and the rules: {text}");
        let homes = text.matches(&lang.text("menu-prompt", &[])).count();
        assert_eq!(homes, 3, "{lang:?}: home, back home twice: {text}");
    }
}

/// Answers at `table` in English, from a folder of its own, so that the home opens there.
fn practised_at(table: &str) -> tempfile::TempDir {
    let data = tempfile::tempdir().unwrap();
    Run::new(&["drill", "hand-totals", "--table", table, "-n", "2", "--seed", "1"])
        .data_dir(data.path())
        .stdin("13\n14\n")
        .ok();
    data
}

/// At a table whose own language is another, the home asks in that language whether to
/// continue in it, once: yes speaks it from then on, at this run and the next ones; no keeps the
/// language and is not asked again; a language named by `BJCOACH_LANG` is kept without asking.
#[test]
fn the_home_offers_the_tables_own_language() {
    let offer =
        "Cette table suit les règles des casinos du Québec : continuer en français ? (O/n, r pour revenir)";
    let quebec = practised_at("quebec-h17");
    let named = menu(&["quit"], quebec.path(), Some(Lang::En), 200);
    assert!(!named.contains("continuer"), "{named}");
    let yes = flat(&menu(&["o", "quitter"], quebec.path(), None, 200));
    assert!(yes.contains(offer), "{yes}");
    let after = &yes[yes.find(offer).unwrap()..];
    assert!(after.contains(&Lang::Fr.text("home-title", &[])), "{yes}");
    assert!(english_words(after, Lang::Fr).is_empty(), "{after}");
    let again = flat(&menu(&["quitter"], quebec.path(), None, 200));
    assert!(!again.contains(offer) && again.contains(&Lang::Fr.text("home-title", &[])), "kept: {again}");

    let declined = practised_at("quebec-s17");
    let no = flat(&menu(&["n", "rules", "", "", "quit"], declined.path(), None, 200));
    assert_eq!(no.matches("continuer en français").count(), 1, "asked once: {no}");
    assert!(no.contains(&Lang::En.text("home-title", &[])), "{no}");
    let later = flat(&menu(&["quit"], declined.path(), None, 200));
    assert!(!later.contains("continuer") && later.contains(&Lang::En.text("home-title", &[])), "{later}");

    let italian = practised_at("casino-it");
    let text = flat(&menu(&["sì", "esci"], italian.path(), None, 200));
    assert!(
        text.contains(
            "Questo tavolo è tratto dalle regole dei casinò italiani: continuare in italiano? (S/n, i per tornare indietro)"
        ),
        "{text}"
    );
    assert!(text.contains(&Lang::It.text("home-title", &[])), "{text}");
    let english_table = practised_at("book");
    let text = menu(&["quit"], english_table.path(), None, 200);
    assert!(!text.contains("continuer") && !text.contains("continuare"), "no offer at book: {text}");
}
