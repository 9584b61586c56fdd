//! The table's own language: `rules` in French and Italian, chosen by `--lang`, `BJCOACH_LANG`
//! or the locale, with no English sentence left in them.

use crate::cli::Run;

/// Words only English has: one of them in French or Italian output is an English sentence left
/// behind.
pub const ONLY_ENGLISH: [&str; 34] = [
    "the",
    "and",
    "you",
    "your",
    "dealer",
    "deck",
    "decks",
    "split",
    "hand",
    "hands",
    "bet",
    "bets",
    "chips",
    "shoe",
    "player",
    "players",
    "round",
    "rounds",
    "stand",
    "stands",
    "hit",
    "hits",
    "surrender",
    "insurance",
    "only",
    "with",
    "may",
    "each",
    "every",
    "after",
    "before",
    "card",
    "cards",
    "assumed",
];

/// The English words of `text`, said in `lang` (`fr` or `it`), if any. Italian tables say
/// `split` as English does (the move is named so there), French ones never.
fn english_words(text: &str, lang: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric())
        .map(str::to_lowercase)
        .filter(|w| ONLY_ENGLISH.contains(&w.as_str()) && !(lang == "it" && w == "split"))
        .collect()
}

/// `rules` of every preset in French and Italian holds no English word, and says its marks and
/// its note in the language asked for.
#[test]
fn the_rules_of_every_preset_are_said_in_french_and_italian() {
    for table in ["book", "casino-fr", "casino-it", "feral", "quebec-h17", "quebec-s17"] {
        for (lang, mark) in [("fr", "[supposée]"), ("it", "[presunta]")] {
            let out = Run::new(&["rules", "--table", table, "--lang", lang]).ok();
            let words = english_words(&out, lang);
            assert!(words.is_empty(), "{table} in {lang}: {words:?}\n{out}");
            assert!(out.contains(mark), "{table} in {lang}:\n{out}");
            assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
        }
        // English is as it was: its own words, and none of the others'.
        let english = Run::new(&["rules", "--table", table]).ok();
        assert!(english.contains("[assumed]") && !english.contains("croupier"), "{english}");
    }
}

/// The language is `--lang`, else `BJCOACH_LANG`, else the locale, else English.
#[test]
fn the_language_follows_the_flag_the_variable_and_the_locale() {
    let first_line = |run: Run| run.ok().lines().next().unwrap().to_string();
    let rules = ["rules", "--table", "quebec-h17"];
    let french = "Règles des casinos du Québec, le croupier tire sur 17 souple (quebec-h17)";
    let italian = "Regole dei casinò del Québec, il croupier tira su 17 soft (quebec-h17)";
    let english = "Quebec casino rules, dealer hits soft 17 (quebec-h17)";
    assert_eq!(first_line(Run::new(&rules)), english);
    assert_eq!(first_line(Run::new(&rules).env("LANG", "fr_CA.UTF-8")), french);
    assert_eq!(first_line(Run::new(&rules).env("LANG", "fr_CA.UTF-8").env("LC_ALL", "it_IT.UTF-8")), italian);
    assert_eq!(first_line(Run::new(&rules).env("LANG", "de_DE.UTF-8")), english);
    assert_eq!(first_line(Run::new(&rules).env("LANG", "it_IT").env("BJCOACH_LANG", "fr")), french);
    let mut flagged = rules.to_vec();
    flagged.extend(["--lang", "en"]);
    assert_eq!(first_line(Run::new(&flagged).env("BJCOACH_LANG", "fr")), english);
    let (_, err) = Run::new(&["rules", "--lang", "de"]).expect(2);
    assert!(err.contains("en") && err.contains("fr") && err.contains("it"), "{err}");
}

/// The Quebec table in French and the Italian one in Italian, at 60 and 80 columns.
#[test]
fn the_rules_in_the_tables_own_language_at_60_and_80_columns() {
    for (table, lang) in [("quebec-h17", "fr"), ("casino-fr", "fr"), ("casino-it", "it")] {
        for width in [60, 80] {
            let out = Run::new(&["rules", "--table", table, "--lang", lang]).columns(width).ok();
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            insta::assert_snapshot!(format!("rules_{table}_{lang}_at_{width}"), out);
        }
    }
}

/// A page of the coach asked for with these headers besides the coach's own.
fn page(site: &crate::web::Site, path: &str, headers: &[(&str, &str)]) -> crate::web::Answer {
    let mut request = crate::web::Site::request("GET", path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    site.send(request.body(axum::body::Body::empty()).unwrap())
}

/// The browser's rules page: in the language the browser asks for first, else English; a
/// language picked on the page is remembered by a cookie, which wins over the browser's; the
/// page's lines are the rules `rules --lang` says.
#[test]
fn the_rules_page_speaks_the_browsers_language_or_the_one_picked() {
    use bjcoach::game::describe::explain_in;
    use bjcoach::lang::Lang;

    use crate::web::{Site, words};

    let site = Site::new();
    let get = |path: &str, headers: &[(&str, &str)]| page(&site, path, headers);
    let french = get("/rules?table=quebec-h17", &[("accept-language", "fr-CA,fr;q=0.9,en;q=0.8")]);
    assert!(french.body.contains("<html lang=\"fr\">"), "{}", french.body);
    let text = words(&french.body).replace('\u{a0}', " ");
    let rules = bjcoach::game::rules::preset("quebec-h17").unwrap();
    for line in explain_in(&rules, Lang::Fr) {
        assert!(text.contains(&line.text.replace('\u{a0}', " ")), "{}: {text}", line.text);
    }
    assert!(text.contains("[supposée] : non précisée par les règles des casinos du Québec"), "{text}");
    assert!(french.headers.get("set-cookie").is_none(), "a language asked for is not remembered");
    assert!(
        english_words(&words(&french.body), "fr").is_empty(),
        "{:?}",
        english_words(&words(&french.body), "fr")
    );
    // Picked on the page: said, and remembered over the browser's choice.
    let picked = get("/rules?table=casino-it&lang=it", &[("accept-language", "fr")]);
    assert!(picked.body.contains("<html lang=\"it\">"));
    let cookie = picked.headers.get("set-cookie").unwrap().to_str().unwrap();
    assert!(cookie.starts_with("bjcoach-lang=it;") && cookie.contains("SameSite=Strict"), "{cookie}");
    let again = get("/rules?table=casino-it", &[("accept-language", "fr"), ("cookie", "bjcoach-lang=it")]);
    assert!(again.body.contains("<html lang=\"it\">"));
    assert!(words(&again.body).contains("Regole dei casinò italiani"));
    // Each language is offered in its own name, the page's marked.
    for (code, name) in [("en", "English"), ("fr", "Français"), ("it", "Italiano")] {
        let link =
            format!("href=\"/rules?table=casino-it&amp;lang={code}\" lang=\"{code}\" hreflang=\"{code}\"");
        assert!(again.body.contains(&link) && again.body.contains(name), "{code}");
    }
    assert!(again.body.contains("aria-current=\"true\">Italiano</a>"));
    // Nothing asked for: English, as `rules` says it.
    let english = site.get("/rules?table=quebec-h17");
    assert!(english.body.contains("<html lang=\"en\">") && words(&english.body).contains("[assumed]"));
}

/// Answers in French and Italian words are understood in drills and play whatever the language
/// the coach speaks: `carta` is a hit, `rester` a stand, as `hit` and `stand` are.
#[test]
fn answers_in_french_and_italian_words_are_understood() {
    let drill = Run::new(&["drill", "strategy", "--table", "casino-it", "--seed", "3", "-n", "1"])
        .stdin("carta\n")
        .ok();
    let english = Run::new(&["drill", "strategy", "--table", "casino-it", "--seed", "3", "-n", "1"])
        .stdin("hit\n")
        .ok();
    assert_eq!(drill.replace("> carta", "> hit"), english, "the same question, the same verdict");
    let play = |word: &str| {
        Run::new(&["play", "--table", "quebec-h17", "--rounds", "1", "--seed", "1", "--format", "json"])
            .stdin(&format!("\n{word}\n"))
            .ok()
    };
    let stood = play("rester");
    assert!(stood.contains("\"applied\":\"stand\""), "{stood}");
    assert_eq!(stood.replace("\"rester\"", "\"stand\""), play("stand"));
}

/// `chart` of every preset in French and Italian holds no English word (the letters are the keys
/// typed in that language, named in the legend), and the Quebec chart in French and the Italian
/// one in Italian are shown at 60 and 80 columns.
#[test]
fn the_chart_of_every_preset_is_drawn_in_french_and_italian() {
    for table in ["book", "casino-fr", "casino-it", "feral", "quebec-h17", "quebec-s17"] {
        for (lang, legend) in [("fr", "T tirer R rester"), ("it", "C carta S sto")] {
            let out = Run::new(&["chart", "--table", table, "--lang", lang]).ok();
            let words = english_words(&out, lang);
            assert!(words.is_empty(), "{table} in {lang}: {words:?}\n{out}");
            assert!(crate::cli::flat(&out).contains(legend), "{table} in {lang}:\n{out}");
        }
    }
    for (table, lang) in [("quebec-h17", "fr"), ("casino-it", "it")] {
        for width in [60, 80] {
            let out = Run::new(&["chart", "--table", table, "--lang", lang]).columns(width).ok();
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            insta::assert_snapshot!(format!("chart_{table}_{lang}_at_{width}"), out);
        }
    }
}

/// The browser's chart page in the language the browser asks for, or the one picked (remembered
/// by the same cookie as the rules page's): its title, rules, edge, sections and legend.
#[test]
fn the_chart_page_speaks_the_browsers_language_or_the_one_picked() {
    use crate::web::{Site, words};

    let site = Site::new();
    let get = |path: &str, headers: &[(&str, &str)]| page(&site, path, headers);
    let french = get("/chart?table=quebec-h17", &[("accept-language", "fr")]);
    assert!(french.body.contains("<html lang=\"fr\">"));
    let text = words(&french.body).replace('\u{a0}', " ");
    for said in [
        "Table de stratégie : Règles des casinos du Québec",
        "Avantage de la maison",
        "Souple",
        "Paires",
        "Vous",
        "tirer",
    ] {
        assert!(text.contains(said), "{said}: {text}");
    }
    let words_left = english_words(&words(&french.body), "fr");
    assert!(words_left.is_empty(), "{words_left:?}");
    for (path, name) in [("/", "Accueil"), ("/drills", "Exercices"), ("/play", "Jouer"), ("/rules", "Règles")]
    {
        assert!(french.body.contains(&format!("<a href=\"{path}\">{name}</a>")), "{name}");
    }
    let picked = get("/chart?table=casino-it&lang=it", &[]);
    assert!(picked.headers.get("set-cookie").unwrap().to_str().unwrap().starts_with("bjcoach-lang=it;"));
    assert!(words(&picked.body).contains("Tabella di strategia: Regole dei casinò italiani"));
    let english = site.get("/chart?table=quebec-h17");
    assert!(
        english.body.contains("<html lang=\"en\">")
            && words(&english.body).contains("Strategy chart: Quebec casino rules")
    );
}

/// Every named mistake's title, explanation and rule of thumb in French and Italian holds no
/// English word.
#[test]
fn the_named_mistakes_are_worded_in_french_and_italian() {
    use bjcoach::coach::drill::mistakes::Catalogue;
    use bjcoach::lang::Lang;

    let catalogue = Catalogue::shipped().unwrap();
    for lang in [Lang::Fr, Lang::It] {
        for m in &catalogue.mistakes {
            let rule = m.rule_of_thumb_in(lang).unwrap_or_default();
            for said in [m.title_in(lang), m.explanation_in(lang), rule] {
                let words = english_words(&said, lang.code());
                assert!(words.is_empty(), "{} in {}: {words:?}\n{said}", m.id, lang.code());
            }
        }
    }
}
