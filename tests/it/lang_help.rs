//! The command line's help in French and Italian: every command's `-h` and `--help`, at 60 and
//! 80 columns, with the parser's own words (headings, defaults, possible values) in the
//! language, chosen by `--lang` at any level or by `BJCOACH_LANG`.

use bjcoach::lang::Lang;

use crate::cli::Run;

/// The commands, as `bjcoach --help` lists them (the top level first).
const COMMANDS: [&[&str]; 17] = [
    &[],
    &["tables"],
    &["rules"],
    &["drill"],
    &["play"],
    &["validate"],
    &["simulate"],
    &["solve"],
    &["chart"],
    &["ev"],
    &["edge"],
    &["indices"],
    &["stats"],
    &["plan"],
    &["serve"],
    &["completions"],
    &["help", "drill"],
];

/// What a learner types as it is, the same in every language: the commands' names, the values
/// of the options (`chart`, `never-bust`, `one-to-eight`), `--count` said as a word.
const TYPED: [&str; 31] = [
    "tables",
    "rules",
    "drill",
    "play",
    "validate",
    "simulate",
    "solve",
    "ev",
    "edge",
    "indices",
    "stats",
    "plan",
    "serve",
    "completions",
    "help",
    "mimic-dealer",
    "never-bust",
    "always-stand",
    "one-to-eight",
    "one-to-four",
    "splits-first",
    "chart",
    "always",
    "never",
    "auto",
    "me",
    "card1",
    "dealer",
    "stand",
    "hit",
    "split",
];

/// Words only English has in a help text, but what is typed as it is ([`TYPED`], `--options`,
/// `<PLACEHOLDERS>`, `[OPTIONS]`, what is quoted in backquotes), and the parser's words.
fn english_words(text: &str, lang: Lang) -> Vec<String> {
    let mut kept = String::new();
    let mut quoted = false;
    for c in text.chars() {
        if c == '`' {
            quoted = !quoted;
        } else if !quoted {
            kept.push(c);
        }
    }
    let words: Vec<&str> = kept
        .split_whitespace()
        .filter(|w| !(w.starts_with('-') || w.starts_with('<') || w.starts_with('[') && !w.contains(':')))
        .collect();
    let mut text = words.join(" ");
    for typed in TYPED.iter().filter(|t| t.contains('-')) {
        text = text.replace(typed, " ");
    }
    const PARSER: [&str; 7] = ["usage", "options", "commands", "print", "possible", "default", "arguments"];
    let text: String = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !TYPED.contains(w))
        .collect::<Vec<_>>()
        .join(" ");
    let mut left = crate::lang_drills::english_words(&text, lang);
    left.extend(text.split(|c: char| !c.is_alphanumeric()).map(str::to_lowercase).filter(|w| {
        PARSER.contains(&w.as_str()) && !(lang == Lang::Fr && (w == "options" || w == "arguments"))
    }));
    left
}

/// Every command's short and long help in French and Italian holds no English word and fits 60
/// and 80 columns.
#[test]
fn every_command_s_help_is_said_in_french_and_italian() {
    for lang in [Lang::Fr, Lang::It] {
        for command in COMMANDS {
            for flag in ["-h", "--help"] {
                for width in [60, 80] {
                    // The top level's `--lang`: not every command has one of its own.
                    let flag: &[&str] = if command.first() == Some(&"help") { &[] } else { &[flag] };
                    let args = [&["--lang", lang.code()], command, flag].concat();
                    let out = Run::new(&args).columns(width).ok();
                    assert!(out.lines().all(|l| l.chars().count() <= width), "{args:?} at {width}:\n{out}");
                    let left = english_words(&out, lang);
                    assert!(left.is_empty(), "{args:?}: {left:?} in\n{out}");
                }
            }
        }
    }
}

/// The language of the help is `BJCOACH_LANG` when no `--lang` names one, and the English help
/// is the parser's own.
#[test]
fn the_help_follows_bjcoach_lang_and_english_is_unchanged() {
    let french = Run::new(&["drill", "-h"]).env("BJCOACH_LANG", "fr").columns(80).ok();
    assert!(french.starts_with("S'exercer : un exercice"), "{french}");
    assert!(french.contains("Utilisation : bjcoach drill [OPTIONS] [NAME]"), "{french}");
    assert!(french.contains("[par défaut : book]"), "{french}");
    let english = Run::new(&["drill", "-h"]).columns(80).ok();
    assert!(english.starts_with("Practise: a drill at a table"), "{english}");
    assert!(english.contains("Usage: bjcoach drill [OPTIONS] [NAME]"), "{english}");
    // `--lang en` asks for English whatever the environment says.
    let asked = Run::new(&["drill", "--lang", "en", "-h"]).env("BJCOACH_LANG", "it").columns(80).ok();
    assert_eq!(asked, english);
}

/// Snapshots: the top level's `--help` in French at 80 columns, `drill -h` in Italian at 60.
#[test]
fn the_help_in_french_and_italian_reads_well() {
    let french = Run::new(&["--lang", "fr", "--help"]).columns(80).ok();
    insta::assert_snapshot!("help_fr_at_80", french);
    let italian = Run::new(&["drill", "--lang", "it", "-h"]).columns(60).ok();
    insta::assert_snapshot!("help_drill_it_at_60", italian);
}
