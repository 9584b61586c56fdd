//! Every page of the browser in French and Italian, at every preset: the home, the rules, the
//! chart and its printable card, the drills and each drill's first questions with their
//! verdicts, play's start form, its rounds in every way of counting, a start refused, progress,
//! plan and a page not found. What a reader sees holds no word only English has (the names of
//! the drills, the tables and the counting systems are names in every language).

use axum::body::Body;
use axum::http::{StatusCode, header};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::Lang;

use crate::web::{Site, words};

/// The languages swept: each with its code and a browser's `Accept-Language`.
const LANGS: [(Lang, &str, &str); 2] =
    [(Lang::Fr, "fr", "fr-CA,fr;q=0.9"), (Lang::It, "it", "it-IT,it;q=0.9")];

/// The names of the counting systems, typed as they are in every language.
fn without_systems(text: &str) -> String {
    let mut systems: Vec<&str> = bjcoach::strategy::counting::COUNT_SOURCES.iter().map(|s| s.id).collect();
    systems.sort_by_key(|s| std::cmp::Reverse(s.len()));
    systems.iter().fold(text.to_string(), |t, s| t.replace(s, " "))
}

/// The English words a reader sees on `html` in `lang`, less the names it holds.
fn english_on(html: &str, lang: Lang) -> Vec<String> {
    let body = html.split_once("<body>").map_or(html, |(_, b)| b);
    let text = crate::lang_stats::without_names(&words(body));
    crate::lang_home::english_words(&without_systems(&text), lang)
}

/// What the sweep found: each page that holds an English word, and the words.
#[derive(Default)]
struct Found(Vec<String>);

impl Found {
    /// Sweeps a page shown as `what`: its language is `lang` and it holds no English word.
    fn page(&mut self, what: &str, html: &str, lang: Lang) {
        if !html.contains(&format!("<html lang=\"{}\">", lang.code())) {
            self.0.push(format!("{what}: not in {lang:?}"));
        }
        let left = english_on(html, lang);
        if !left.is_empty() {
            let body = html.split_once("<main>").map_or(html, |(_, b)| b);
            self.0.push(format!("{what}: {left:?} in\n{}", words(body)));
        }
    }

    fn check(self) {
        assert!(self.0.is_empty(), "{} pages with English:\n\n{}", self.0.len(), self.0.join("\n\n"));
    }
}

/// The page at `path` asked for by a browser that prefers `accept`.
fn get_in(site: &Site, path: &str, accept: &str) -> crate::web::Answer {
    site.send(Site::request("GET", path).header(header::ACCEPT_LANGUAGE, accept).body(Body::empty()).unwrap())
}

/// A value of an attribute following `marker` on `page`.
fn after<'p>(page: &'p str, marker: &str) -> Option<&'p str> {
    let (_, rest) = page.split_once(marker)?;
    Some(&rest[..rest.find('"')?])
}

/// An answer to what `page` asks: the first button's, the smallest bet, else a number.
fn an_answer(page: &str) -> String {
    if let Some(bet) = page.split_once("id=\"bet\"").and_then(|(_, rest)| after(rest, "min=\"")) {
        return bet.to_string();
    }
    after(page, "name=\"answer\" value=\"").unwrap_or("1").to_string()
}

/// The home, the rules, the chart and the drills' list of every preset, by `lang=` and by the
/// browser's language, and a page not found.
#[test]
fn the_pages_that_read_are_in_french_and_italian_at_every_preset() {
    let site = Site::new();
    let mut found = Found::default();
    for (lang, code, accept) in LANGS {
        for table in preset_names() {
            for page in ["/", "/rules", "/chart", "/chart/card", "/play", "/progress", "/plan"] {
                let by_lang = site.get(&format!("{page}?table={table}&lang={code}"));
                found.page(&format!("{page} at {table}"), &by_lang.body, lang);
                let by_browser = get_in(&site, &format!("{page}?table={table}"), accept);
                found.page(&format!("{page} at {table} by the browser"), &by_browser.body, lang);
            }
        }
        for (what, path) in [
            ("a date refused", "/plan?table=book&by=someday"),
            ("a day gone", "/plan?table=book&by=2000-01-01"),
            ("a recall refused", "/plan?table=book&by=2099-01-01&recall=2"),
            ("a plan's table refused", "/plan?table=nowhere&by=2099-01-01"),
        ] {
            let refused = get_in(&site, path, accept);
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{what}");
            found.page(what, &refused.body, lang);
        }
        let missing = get_in(&site, "/nowhere", accept);
        assert_eq!(missing.status, StatusCode::NOT_FOUND);
        found.page("a page not found", &missing.body, lang);
        let no_table = get_in(&site, "/rules?table=nowhere", accept);
        found.page("a table not found", &no_table.body, lang);
        let no_card = get_in(&site, "/chart/card?table=nowhere", accept);
        assert_eq!(no_card.status, StatusCode::NOT_FOUND);
        found.page("a card's table not found", &no_card.body, lang);
    }
    found.check();
}

/// The printable card the browser shows in a language is the one `bjcoach chart --format html`
/// writes in it, at every preset.
#[test]
fn the_printable_card_is_the_same_from_the_browser_and_the_command_line() {
    let site = Site::new();
    for (_, code, accept) in LANGS {
        for table in preset_names() {
            let written =
                crate::cli::Run::new(&["chart", "--table", table, "--format", "html", "--lang", code]).ok();
            assert!(written.contains(&format!("<html lang=\"{code}\">")), "{table} in {code}");
            assert_eq!(get_in(&site, &format!("/chart/card?table={table}"), accept).body, written, "{table}");
        }
    }
}

/// The list of drills at every preset, each drill's title and form and what it teaches.
#[test]
fn the_drills_list_is_in_french_and_italian_at_every_preset() {
    let site = Site::new();
    let mut found = Found::default();
    for (lang, code, _) in LANGS {
        for table in preset_names() {
            let page = site.get(&format!("/drills?table={table}&lang={code}"));
            found.page(&format!("/drills at {table}"), &page.body, lang);
        }
    }
    found.check();
}

/// Each drill at each preset it runs at: its first questions, each answered, and its verdicts.
#[test]
fn every_drill_asks_and_judges_in_french_and_italian() {
    let library = Library::shipped().unwrap();
    let mut found = Found::default();
    for (lang, code, _) in LANGS {
        let site = Site::new();
        for table in preset_names() {
            let setting = Setting::preset(table).unwrap();
            for drill in &library.drills {
                if drill.check_table(&setting).is_err() {
                    continue;
                }
                let id = &drill.spec.id;
                let a = site.post("/drill", &format!("drill={id}&table={table}&count=2&seed=3&lang={code}"));
                assert_eq!(a.status, StatusCode::SEE_OTHER, "{id} at {table}: {}", words(&a.body));
                let page = a.location().to_string();
                for n in 0..4 {
                    let shown = site.get(&page);
                    found.page(&format!("{id} at {table}, page {n}"), &shown.body, lang);
                    if !shown.body.contains("name=\"question\"") {
                        break;
                    }
                    let q = crate::web::question_of(&shown.body);
                    // A wrong answer as often as not: the last key of the buttons, or a count far off.
                    let answer = shown
                        .body
                        .rsplit_once("name=\"answer\" value=\"")
                        .map(|(_, rest)| rest[..rest.find('"').unwrap()].to_string())
                        .unwrap_or_else(|| "99".to_string());
                    site.post(&format!("{page}/answer"), &format!("answer={answer}&question={q}"));
                }
            }
        }
        let refused = site.post("/drill", &format!("drill=hand-totals&table=book&count=0&lang={code}"));
        found.page("a drill's count refused", &refused.body, lang);
        let refused = site.post("/drill", &format!("drill=hand-totals&table=book&focus=soon&lang={code}"));
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);
        found.page("a drill's focus refused", &refused.body, lang);
    }
    found.check();
}

/// The play sessions swept: the form's fields beyond the table and the language.
const SESSIONS: [&str; 7] = [
    "rounds=3",
    "rounds=2&seats=3",
    "rounds=3&count=hi-lo",
    "rounds=3&count=hi-lo&hidden=1",
    "rounds=3&count=hi-lo&wong=1&seats=3",
    "rounds=3&count=hi-lo&seats_vary=1&seats=3",
    "rounds=2&count=hi-lo&pace=0.5",
];

/// Play at every preset in every way of counting, each page of a session up to its summary and
/// where the edge went; and every start the form refuses.
#[test]
fn play_is_in_french_and_italian_in_every_way_of_counting() {
    let mut found = Found::default();
    for (lang, code, accept) in LANGS {
        let site = Site::new();
        for table in preset_names() {
            for fields in SESSIONS {
                let form = format!("table={table}&{fields}&seed=5&chips=100000&lang={code}");
                let started = site.post("/play", &form);
                if started.status != StatusCode::SEE_OTHER {
                    found.page(&format!("{fields} at {table} refused"), &started.body, lang);
                    continue;
                }
                let page = started.location().to_string();
                for n in 0..60 {
                    let shown = site.get(&page);
                    found.page(&format!("{fields} at {table}, page {n}"), &shown.body, lang);
                    if !shown.body.contains("name=\"question\"") {
                        break;
                    }
                    let q = crate::web::question_of(&shown.body);
                    let answer = an_answer(&shown.body);
                    site.post(&format!("{page}/answer"), &format!("answer={answer}&question={q}"));
                }
                // An answer no longer asked, and one not read.
                site.post(&format!("{page}/stop"), "");
            }
        }
        for fields in [
            "table=nowhere",
            "table=feral&rounds=0",
            "table=feral&rounds=lots",
            "table=feral&chips=lots",
            "table=feral&chips=1",
            "table=feral&seats=9",
            "table=feral&boxes=9",
            "table=feral&seed=x",
            "table=feral&hidden=1",
            "table=feral&wong=1",
            "table=feral&count=hi-lo&wong=1",
            "table=book&count=hi-lo&hidden=1",
            "table=feral&seats_vary=1",
            "table=feral&count=hi-lo&seats_vary=1",
            "table=feral&pace=1",
            "table=feral&count=hi-lo&pace=fast",
            "table=feral&count=hi-hi",
            "table=feral&count=ko&seats=3",
        ] {
            let refused = site.post("/play", &format!("{fields}&lang={code}"));
            if refused.status != StatusCode::SEE_OTHER {
                found.page(&format!("play refused: {fields}"), &refused.body, lang);
            }
        }
        let gone = get_in(&site, "/play/nothing", accept);
        found.page("a play session not held", &gone.body, lang);
        let gone = get_in(&site, "/drill/nothing", accept);
        assert_eq!(gone.status, StatusCode::NOT_FOUND);
        found.page("a drill session not held", &gone.body, lang);
    }
    found.check();
}
