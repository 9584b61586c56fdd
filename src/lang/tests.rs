//! The message files checked whole: every file built in and parsed, every message in every
//! language with the same values, and the language chosen as the locale says.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// What a message is built from: the variables it names and the messages it quotes.
type Uses = BTreeSet<String>;

fn pattern_uses(pattern: &Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, uses);
        }
    }
}

fn expression_uses(expression: &Expression<&str>, uses: &mut Uses) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_uses(selector, uses);
            for variant in variants {
                pattern_uses(&variant.value, uses);
            }
        }
        Expression::Inline(inline) => inline_uses(inline, uses),
    }
}

fn inline_uses(inline: &InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        InlineExpression::VariableReference { id } => {
            uses.insert(format!("${}", id.name));
        }
        InlineExpression::MessageReference { id, .. } => {
            uses.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_uses(a, uses);
            }
            for a in &arguments.named {
                inline_uses(&a.value, uses);
            }
        }
        InlineExpression::Placeable { expression } => expression_uses(expression, uses),
        _ => {}
    }
}

/// The areas whose English is not messages: the named mistakes, in `drills/mistakes.yaml`, the
/// drills' titles and what they teach, in each drill's file, and the command line's help, in the doc comments of
/// its arguments. Their messages in the other languages are held to those by their own tests
/// (`coach::drill::mistakes`, `coach::drill::spec`, `cli::help_words`), not to English messages.
const WORDED_ELSEWHERE: [&str; 5] = ["drill_texts", "drill_titles", "help_texts", "mistakes", "parse_errors"];

/// Every message of a language, by id, with what it uses, but for the areas worded in data;
/// panics on a file that does not parse.
fn messages(lang: Lang) -> BTreeMap<String, Uses> {
    let mut all = BTreeMap::new();
    for (_, area, text) in FILES.iter().filter(|(l, a, _)| *l == lang && !WORDED_ELSEWHERE.contains(a)) {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, errors)| panic!("{}/{area}.ftl: {errors:?}", lang.code()));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut uses = Uses::new();
                if let Some(value) = &m.value {
                    pattern_uses(value, &mut uses);
                }
                let id = m.id.name.to_string();
                assert!(all.insert(id.clone(), uses).is_none(), "{}: {id} given twice", lang.code());
            }
        }
    }
    all
}

/// Every file under `locales/` is built in, and every language has the same areas.
#[test]
fn every_message_file_is_built_in() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut on_disk = BTreeSet::new();
    for lang in std::fs::read_dir(&root).unwrap() {
        let lang = lang.unwrap().path();
        for file in std::fs::read_dir(&lang).unwrap() {
            let file = file.unwrap().path();
            let name = |p: &std::path::Path| p.file_stem().unwrap().to_string_lossy().into_owned();
            on_disk.insert((name(&lang), name(&file)));
        }
    }
    let built_in: BTreeSet<(String, String)> =
        FILES.iter().map(|(l, area, _)| (l.code().to_string(), area.to_string())).collect();
    assert_eq!(on_disk, built_in);
    for lang in Lang::ALL {
        let areas = |l: Lang| FILES.iter().filter(|f| f.0 == l).map(|f| f.1).collect::<Vec<_>>();
        assert_eq!(areas(lang), areas(Lang::En), "{}", lang.code());
    }
}

/// Every message exists in every language, built from the same values and quoting the same
/// messages; and the three have some.
#[test]
fn every_message_is_in_every_language_with_the_same_values() {
    let english = messages(Lang::En);
    assert!(english.len() > 80, "{} messages", english.len());
    for lang in [Lang::Fr, Lang::It] {
        let other = messages(lang);
        let missing: Vec<&String> = english.keys().filter(|id| !other.contains_key(*id)).collect();
        let extra: Vec<&String> = other.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "{}: missing {missing:?}, extra {extra:?}",
            lang.code()
        );
        for (id, uses) in &english {
            assert_eq!(&other[id], uses, "{}: {id}", lang.code());
        }
    }
    // A quoted message exists.
    for uses in english.values() {
        for used in uses.iter().filter(|u| !u.starts_with('$')) {
            assert!(english.contains_key(used), "{used}");
        }
    }
}

#[test]
fn the_language_is_the_flag_then_bjcoach_lang_then_the_locale() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| v.to_string())
    };
    assert_eq!(Lang::chosen(None, env(&[])), Lang::En);
    assert_eq!(Lang::chosen(None, env(&[("LANG", "fr_CA.UTF-8")])), Lang::Fr);
    assert_eq!(Lang::chosen(None, env(&[("LANG", "fr_FR.UTF-8"), ("LC_MESSAGES", "it_IT")])), Lang::It);
    assert_eq!(
        Lang::chosen(None, env(&[("LC_MESSAGES", "it_IT"), ("LC_ALL", "C")])),
        Lang::En,
        "C is English"
    );
    assert_eq!(Lang::chosen(None, env(&[("LC_ALL", ""), ("LANG", "it")])), Lang::It, "an empty one is unset");
    assert_eq!(Lang::chosen(None, env(&[("LANG", "de_DE.UTF-8")])), Lang::En);
    assert_eq!(Lang::chosen(None, env(&[("LANG", "it_IT"), ("BJCOACH_LANG", "fr")])), Lang::Fr);
    assert_eq!(Lang::chosen(Some(Lang::En), env(&[("BJCOACH_LANG", "fr")])), Lang::En);
    assert_eq!(Lang::from_code("IT-it"), Some(Lang::It));
    assert_eq!(Lang::from_code("english"), None);
}

#[test]
fn numbers_and_plurals_follow_the_language() {
    assert_eq!(Lang::En.percent(16.25, 1), "16.2%");
    assert_eq!(Lang::Fr.percent(16.25, 1), "16,2\u{a0}%");
    assert_eq!(Lang::It.percent(75.0, 0), "75%");
    let decks = |lang: Lang, n: u64| lang.text("rules-short-decks", &[("n", Arg::Int(n))]);
    assert_eq!((decks(Lang::En, 1), decks(Lang::En, 6)), ("1 deck".to_string(), "6 decks".to_string()));
    assert_eq!(
        (decks(Lang::Fr, 1), decks(Lang::Fr, 6)),
        ("1\u{a0}jeu".to_string(), "6\u{a0}jeux".to_string())
    );
    assert_eq!((decks(Lang::It, 1), decks(Lang::It, 2)), ("1 mazzo".to_string(), "2 mazzi".to_string()));
    assert_eq!(Lang::It.text("no-such-message", &[]), "no-such-message");
}

#[test]
fn a_browser_is_answered_in_the_language_it_weighs_most() {
    assert_eq!(Lang::from_accept_language("fr-CA,fr;q=0.9,en;q=0.8"), Some(Lang::Fr));
    assert_eq!(Lang::from_accept_language("de-DE,it;q=0.5,en;q=0.7"), Some(Lang::En));
    assert_eq!(Lang::from_accept_language("de, it-IT;q=0.4"), Some(Lang::It));
    assert_eq!(Lang::from_accept_language("fr;q=0, de"), None, "a weight of 0 refuses it");
    assert_eq!(Lang::from_accept_language("it;q=abc"), None);
    assert_eq!(Lang::from_accept_language(""), None);
}

/// The words of a language's messages, in lower case, comments left out: every area, the named
/// mistakes' too.
fn message_words(lang: Lang) -> Vec<(&'static str, String)> {
    let mut words = Vec::new();
    for (_, area, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
            for word in line.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()) {
                words.push((*area, word.to_lowercase()));
            }
        }
    }
    words
}

/// Italian speaks to the learner as "tu": no verb, pronoun or possessive of the plural or
/// formal "voi" (the forms the messages once used, and their kin).
#[test]
fn italian_says_tu_to_the_learner() {
    const VOI: [&str; 46] = [
        "voi",
        "vi",
        "vostro",
        "vostra",
        "vostri",
        "vostre",
        "avete",
        "avevate",
        "siete",
        "eravate",
        "dovete",
        "potete",
        "volete",
        "fate",
        "facciate",
        "prendete",
        "chiedete",
        "dividete",
        "dividetelo",
        "raddoppiate",
        "arrendetevi",
        "assicurarvi",
        "assicurate",
        "esercitatevi",
        "rispondete",
        "aggiungete",
        "leggete",
        "imparate",
        "controllate",
        "correggete",
        "rallentate",
        "accelerate",
        "ricominciate",
        "portatelo",
        "tenete",
        "vincete",
        "ricevete",
        "contiate",
        "moltiplicate",
        "annullate",
        "verificatela",
        "verificatele",
        "rifiutatela",
        "ridividete",
        "confrontate",
        "passate",
    ];
    let found: Vec<String> = message_words(Lang::It)
        .into_iter()
        .filter(|(_, w)| VOI.contains(&w.as_str()))
        .map(|(area, w)| format!("{area}: {w}"))
        .collect();
    assert!(found.is_empty(), "Italian addressing the learner as voi: {found:?}");
}

/// French (and Italian) write the game and the hand as one word, as the settlements do:
/// "blackjack", never "black jack".
#[test]
fn blackjack_is_one_word() {
    for lang in [Lang::Fr, Lang::It] {
        for (_, area, text) in FILES.iter().filter(|(l, _, _)| *l == lang) {
            let lower = text.to_lowercase().replace('\n', " ");
            let spaced = lower.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(!spaced.contains("black jack"), "{}/{area}.ftl writes \"black jack\"", lang.code());
        }
    }
}

/// The index made at build time of where each message is (`MESSAGE_INDEX`, by a glance at the
/// files' lines) finds every message the parser reads, in the file that gives it first, and
/// nothing else; it is sorted, as its search needs; a message that quotes another finds it in its
/// own file, the one bundle it is read from.
#[test]
fn each_message_is_found_in_its_file_by_a_glance() {
    for lang in Lang::ALL {
        let index = MESSAGE_INDEX[lang.place()];
        let index: Vec<(&str, usize)> =
            index.iter().map(|&(start, len, file)| (indexed_id(start, len), usize::from(file))).collect();
        assert!(index.windows(2).all(|w| w[0].0 < w[1].0), "{}: the index is sorted", lang.code());
        let mut parsed: BTreeMap<&str, usize> = BTreeMap::new();
        for (file, (_, area, text)) in FILES.iter().enumerate().filter(|(_, (l, _, _))| *l == lang) {
            let resource = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, errors)| panic!("{}/{area}.ftl: {errors:?}", lang.code()));
            let ids: BTreeSet<&str> = resource
                .body
                .iter()
                .filter_map(|e| if let Entry::Message(m) = e { Some(m.id.name) } else { None })
                .collect();
            for entry in &resource.body {
                if let Entry::Message(m) = entry {
                    parsed.entry(m.id.name).or_insert(file);
                    let mut uses = Uses::new();
                    if let Some(value) = &m.value {
                        pattern_uses(value, &mut uses);
                    }
                    for quoted in uses.iter().filter(|u| !u.starts_with('$')) {
                        assert!(ids.contains(quoted.as_str()), "{}/{area}.ftl: {quoted}", lang.code());
                    }
                }
            }
        }
        let found: BTreeMap<&str, usize> = index.into_iter().collect();
        assert_eq!(found, parsed, "{}", lang.code());
        for id in parsed.keys() {
            assert_eq!(message_file(lang, id), parsed.get(id).copied(), "{}: {id}", lang.code());
        }
        assert_eq!(message_file(lang, "no-such-message"), None);
        assert!(Lang::En.own_text("stats-heading", &[("saved", Arg::Text("3"))]).is_some());
    }
}

/// A language's place is its place in `Lang::ALL`, which the tables made by language follow.
#[test]
fn each_language_knows_its_place() {
    for (i, lang) in Lang::ALL.into_iter().enumerate() {
        assert_eq!(lang.place(), i, "{}", lang.code());
    }
}
