//! What each drill teaches, said in French and Italian by `drill --list`: every drill's paragraph
//! and what the command line adds for it in the language, the line under the list too, with no
//! English word but the names typed as they are, every line within 60 and 80 columns.

use bjcoach::coach::drill::Library;
use bjcoach::lang::Lang;

use crate::cli::{Run, flat};
use crate::lang_drills::english_words;
use crate::lang_stats::without_names;

/// The list less each drill's name at the head of its first line: a name is typed as it is.
fn without_heads(list: &str) -> String {
    let lines: Vec<&str> = list
        .lines()
        .map(|l| if l.starts_with(' ') { l } else { l.split_once("  ").map_or("", |(_, t)| t) })
        .collect();
    lines.join("\n")
}

#[test]
fn the_list_of_drills_says_what_each_teaches_in_french_and_italian() {
    let library = Library::shipped().unwrap();
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        for width in [60, 80] {
            let out = Run::new(&["drill", "--list", "--lang", code]).columns(width).ok();
            let long: Vec<&str> = out.lines().filter(|l| l.chars().count() > width).collect();
            assert!(long.is_empty(), "{code} at {width}: {long:?}\n{out}");
            let left = english_words(&without_names(&without_heads(&out)), lang);
            assert!(left.is_empty(), "{code} at {width}: {left:?}\n{out}");
            let said = flat(&out);
            for d in &library.drills {
                assert!(said.contains(&flat(&d.spec.teaches_in(lang))), "{} in {code}\n{out}", d.spec.id);
                assert!(!said.contains(&flat(&d.spec.teaches)), "{} in {code}\n{out}", d.spec.id);
                if let Some(more) = d.spec.at_the_terminal_in(lang) {
                    assert!(said.contains(&flat(&more)), "{} in {code}\n{out}", d.spec.id);
                }
            }
            assert!(!said.contains("Run one with"), "{code}\n{out}");
        }
    }
    insta::assert_snapshot!(
        "drill_list_fr_at_80",
        Run::new(&["drill", "--list", "--lang", "fr"]).columns(80).ok()
    );
    insta::assert_snapshot!(
        "drill_list_it_at_60",
        Run::new(&["drill", "--list", "--lang", "it"]).columns(60).ok()
    );
}
