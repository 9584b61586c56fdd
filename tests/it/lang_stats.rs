//! `bjcoach stats` in French and Italian: a learner's history told in the language, its figures
//! the English text's figures written as the language writes them, every line within the width.

use bjcoach::coach::drill::Library;
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::cli::Run;
use crate::lang_drills::english_words;

/// The text less the names it holds: drill ids and table ids are names in every language.
fn without_names(text: &str) -> String {
    let library = Library::shipped().unwrap();
    let mut names: Vec<String> = library.names().into_iter().map(str::to_string).collect();
    names.extend(preset_names().iter().map(|t| t.to_string()));
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    let mut text = text.to_string();
    for name in names {
        text = text.replace(&format!("`{name}`"), "").replace(&format!(" {name} "), " ");
        text = text.replace(&format!("({name})"), "").replace(&format!("{name},"), "");
        text = text.replace(&format!("{name})"), "").replace(&format!(" {name}\n"), "\n");
        text = text.replace(&format!("  {name}  "), "  ");
    }
    text
}

/// The stats of a seeded history at `width` columns, in `lang`.
fn stats(dir: &std::path::Path, lang: &str, width: usize) -> String {
    Run::new(&["stats", "--table", "book", "--lang", lang]).data_dir(dir).columns(width).ok()
}

/// A seeded history shown in French and in Italian holds no English word, every line fits 60 and
/// 80 columns, and the text is the same at both widths as the snapshots keep it.
#[test]
fn stats_of_a_seeded_history_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    crate::stats::seeded_history(dir.path());
    for (code, lang) in [("fr", Lang::Fr), ("it", Lang::It)] {
        for width in [60, 80] {
            let out = stats(dir.path(), code, width);
            assert!(out.lines().all(|l| l.chars().count() <= width), "{code} at {width}:\n{out}");
            let left = english_words(&without_names(&out), lang);
            assert!(left.is_empty(), "{code} at {width}: {left:?}\n{out}");
            insta::assert_snapshot!(format!("stats_{code}_at_{width}"), out);
        }
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

/// The French text holds the English text's figures, each written with a decimal comma: the same
/// numbers, none lost and none added.
#[test]
fn the_french_stats_hold_the_english_figures() {
    let dir = tempfile::tempdir().unwrap();
    crate::stats::seeded_history(dir.path());
    let english = stats(dir.path(), "en", 80);
    let french = stats(dir.path(), "fr", 80);
    assert!(french.contains("1,125\u{a0}%"), "{french}");
    assert!(!french.contains("1.125"), "{french}");
    assert_eq!(figures(&french), figures(&english), "\n{english}\n{french}");
}

/// JSON is the same in every language.
#[test]
fn stats_as_json_are_the_same_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    crate::stats::seeded_history(dir.path());
    let json = |lang: &str| {
        Run::new(&["stats", "--table", "book", "--format", "json", "--lang", lang]).data_dir(dir.path()).ok()
    };
    let english = json("en");
    assert_eq!(json("fr"), english);
    assert_eq!(json("it"), english);
}
