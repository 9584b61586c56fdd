//! The drills in a browser in French and Italian: the list of drills and a whole session in the
//! page's language (`Accept-Language`, or the picker remembered by a cookie), its answers given
//! by the language's keys and judged as the terminal judges them, with no English word left on
//! the session's pages.

use axum::body::Body;
use axum::http::{StatusCode, header};
use bjcoach::lang::Lang;

use crate::lang_drills::english_words;
use crate::web::{Site, question_of, start, words};

/// The page at `path` asked for by a browser that prefers `accept` (an `Accept-Language`).
fn get_in(site: &Site, path: &str, accept: &str) -> crate::web::Answer {
    site.send(Site::request("GET", path).header(header::ACCEPT_LANGUAGE, accept).body(Body::empty()).unwrap())
}

/// What a session's page says below its heading: the heading names the drill by its title,
/// which the drill's file gives in English.
fn session_words(page: &str) -> String {
    words(page.split_once("</h1>").map_or(page, |(_, rest)| rest))
}

#[test]
fn the_drills_page_follows_the_browser_s_language_and_its_picker() {
    let site = Site::new();
    let french = get_in(&site, "/drills?table=quebec-h17", "fr-CA,fr;q=0.9,en;q=0.5");
    assert_eq!(french.status, StatusCode::OK);
    let text = words(&french.body);
    assert!(text.contains("Choisissez un exercice et une table"), "{text}");
    assert!(french.body.contains("<html lang=\"fr\">"), "{}", french.body);
    // Each form starts its session in the page's language.
    assert!(french.body.contains("<input type=\"hidden\" name=\"lang\" value=\"fr\">"));
    for label in ["Secondes par réponse", "Commencer", "Exercices"] {
        assert!(text.contains(label), "{label}: {text}");
    }
    // The picker's choice wins over the browser's and is remembered.
    let picked = get_in(&site, "/drills?table=casino-it&lang=it", "fr");
    assert!(words(&picked.body).contains("Scegli un esercizio e un tavolo"));
    let cookie = picked.headers.get(header::SET_COOKIE).and_then(|v| v.to_str().ok()).unwrap_or("");
    assert!(cookie.starts_with("bjcoach-lang=it;"), "{cookie}");
    // English stays as it was.
    let english = site.get("/drills");
    assert!(words(&english.body).contains("Pick a drill and a table"));
    assert!(english.body.contains("<input type=\"hidden\" name=\"lang\" value=\"en\">"));
}

/// The drills page says what each drill teaches in the page's language: each drill's French
/// paragraph, not its English one, in a French page.
#[test]
fn the_drills_page_says_what_each_drill_teaches_in_the_page_s_language() {
    let site = Site::new();
    let french = get_in(&site, "/drills", "fr");
    assert!(words(&french.body).contains("Comptez une main vite, à la façon du livre"));
    for d in &bjcoach::coach::drill::Library::shipped().unwrap().drills {
        let teaches = d.spec.teaches_in(Lang::Fr);
        assert!(french.body.contains(&bjcoach::web::prose(&teaches)), "{}: {}", d.spec.id, french.body);
        assert!(!french.body.contains(&bjcoach::web::prose(&d.spec.teaches)), "{}", d.spec.id);
    }
    let english = site.get("/drills");
    assert!(words(&english.body).contains("Count a hand quickly"));
}

/// A whole session of split decisions at the Quebec table in French, and at the Italian table
/// in Italian: every page holds no English word, the buttons are the language's moves and keys,
/// and each answer given by a key is judged (a verdict in the language above the next question)
/// and saved as the command line reads it.
#[test]
fn a_drill_in_french_and_in_italian_from_first_question_to_summary() {
    for (table, lang, code, summary) in
        [("quebec-h17", Lang::Fr, "fr", "Bilan"), ("casino-it", Lang::It, "it", "Riepilogo")]
    {
        let labels: Vec<String> = ["drill-label-right", "drill-label-wrong", "drill-label-close-call"]
            .iter()
            .map(|id| lang.text(id, &[]))
            .collect();
        let site = Site::new();
        let page = start(&site, &format!("drill=split-decisions&table={table}&count=4&seed=3&lang={code}"));
        let mut answered = 0;
        for _ in 0..20 {
            let shown = site.get(&page);
            assert_eq!(shown.status, StatusCode::OK);
            let text = session_words(&shown.body);
            let left = english_words(&text, lang);
            assert!(left.is_empty(), "{table} in {code}: {left:?} in\n{text}");
            if text.contains(summary) {
                break;
            }
            // The first button's key, in the language: it is the key the answer is read by.
            let (_, rest) = shown.body.split_once("name=\"answer\" value=\"").expect("an answer button");
            let key = &rest[..rest.find('"').unwrap()];
            let q = question_of(&shown.body);
            let a = site.post(&format!("{page}/answer"), &format!("answer={key}&question={q}"));
            assert_eq!(a.status, StatusCode::SEE_OTHER);
            answered += 1;
            let judged = session_words(&site.get(&page).body);
            // Judged in the language, the move answered named in it.
            assert!(labels.iter().any(|l| judged.contains(l.as_str())), "{judged}");
        }
        assert!(answered >= 4, "{table}: {answered} answers");
        let reading = site.app.store.read().unwrap();
        assert_eq!(reading.standing.answers(None), 4, "{table}: the 4 first answers saved");
    }
}

/// The browser's home follows the browser's language and its picker: its suggestion, the
/// placement test, the pages it leads to, and the forms that start a drill in that language.
#[test]
fn the_home_follows_the_browser_s_language() {
    let site = Site::new();
    for (lang, accept) in [(Lang::Fr, "fr-CA,fr;q=0.9"), (Lang::It, "it-IT,it;q=0.9")] {
        let page = get_in(&site, "/", accept);
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains(&format!("<html lang=\"{}\">", lang.code())), "{}", page.body);
        let text = words(&page.body);
        for id in ["web-home-title", "web-home-or", "web-home-plan", "menu-practise", "menu-rules"] {
            assert!(text.contains(&lang.text(id, &[])), "{id} in {lang:?}: {text}");
        }
        // The drills' and tables' names are names: the rest is the language's.
        let library = bjcoach::coach::drill::Library::shipped().unwrap();
        let mut text = text;
        for name in
            library.drills.iter().map(|d| d.spec.id.as_str()).chain(bjcoach::game::rules::preset_names())
        {
            text = text.replace(name, " ");
        }
        let english = english_words(&text, lang);
        assert!(english.is_empty(), "{lang:?}: {english:?} in {text}");
        assert!(
            page.body.contains(&format!("<input type=\"hidden\" name=\"lang\" value=\"{}\">", lang.code())),
            "the forms start their drill in the page's language"
        );
    }
    let picked = get_in(&site, "/?lang=it", "fr");
    assert!(words(&picked.body).contains(&Lang::It.text("web-home-title", &[])));
    let cookie = picked.headers.get(header::SET_COOKIE).and_then(|v| v.to_str().ok()).unwrap_or("");
    assert!(cookie.starts_with("bjcoach-lang=it;"), "{cookie}");
    assert!(words(&site.get("/").body).contains("Your blackjack coach"), "English stays as it was");
}

/// A drill a table cannot play, or one not known, is refused in the page's language: why, and
/// where it runs as a link; no English word on the page.
#[test]
fn a_drill_refused_is_said_in_the_page_s_language() {
    let site = Site::new();
    for (lang, code, runs) in [(Lang::Fr, "fr", "il se joue à"), (Lang::It, "it", "si gioca a")] {
        let refused = site.post("/drill", &format!("drill=true-count&table=book&lang={code}"));
        assert_eq!(refused.status, StatusCode::BAD_REQUEST);
        let link = "<a href=\"/drills?table=quebec-s17#drill-true-count\">quebec-s17</a>";
        assert!(refused.body.contains(&format!("{runs} {link}")), "{}", refused.body);
        assert!(refused.body.contains(&format!("<html lang=\"{code}\">")), "{}", refused.body);
        let text = words(&refused.body).replace("true-count", " ");
        let left = english_words(&text, lang);
        assert!(left.is_empty(), "{code}: {left:?} in {text}");
        let unknown = site.post("/drill", &format!("drill=hand-totalz&table=book&lang={code}"));
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        let text = words(&unknown.body);
        assert!(text.contains("hand-totalz") && !text.contains("there is no drill"), "{text}");
    }
}

/// A number written with a decimal comma (`2,7`, `16,2 %`): at least one in the text.
fn has_decimal_comma(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(3).any(|w| w[0].is_ascii_digit() && w[1] == ',' && w[2].is_ascii_digit())
}

/// The words of a page, less the names it holds (drills, tables), checked to hold no English
/// word in `lang` and a number with a decimal comma.
fn assert_in_language(what: &str, html: &str, lang: Lang) {
    let text = crate::lang_stats::without_names(&words(html));
    let left = english_words(&text, lang);
    assert!(left.is_empty(), "{what} in {lang:?}: {left:?}\n{text}");
    assert!(has_decimal_comma(&text), "{what} in {lang:?}: no decimal comma\n{text}");
    assert!(!text.contains("0.9 "), "{what} in {lang:?}: a decimal point\n{text}");
}

/// The Progress page and the Plan page of a history with every section (the tray, the
/// countdown, where the edge went, the plan followed) in French and Italian, by the browser's
/// language or by `lang=`: no English word in what a reader sees, numbers with a decimal comma;
/// `stats --format html --lang fr|it` likewise. English stays English.
#[test]
fn the_progress_and_plan_pages_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    crate::lang_stats::every_section(dir.path());
    let data = dir.path().to_path_buf();
    let site = Site::at(dir, crate::cli::NOW);
    for (lang, code, accept) in
        [(Lang::Fr, "fr", "fr-CA,fr;q=0.9,en;q=0.5"), (Lang::It, "it", "it-IT,it;q=0.9")]
    {
        let by_browser = get_in(&site, "/progress?table=feral", accept);
        assert_eq!(by_browser.status, StatusCode::OK);
        assert!(by_browser.body.contains(&format!("<html lang=\"{code}\">")), "{}", by_browser.body);
        assert_in_language("the progress page", &by_browser.body, lang);
        let edge = lang.text("page-edge-title", &[]);
        let plan = lang.text("page-plan-title", &[]);
        for heading in [&edge, &plan] {
            assert!(words(&by_browser.body).contains(heading.as_str()), "{heading}");
        }
        let picked = get_in(&site, &format!("/progress?table=book&lang={code}"), "en");
        assert_in_language("the progress page at book", &picked.body, lang);
        let plan_page = get_in(&site, "/plan", accept);
        assert_eq!(plan_page.status, StatusCode::OK);
        assert_in_language("the plan page", &plan_page.body, lang);
        assert!(words(&plan_page.body).contains(&lang.text("plan-page-stop", &[])), "{}", plan_page.body);
        let made = get_in(&site, &format!("/plan?table=feral&by=2027-04-01&lang={code}"), "en");
        assert_in_language("a plan made", &made.body, lang);
        assert!(words(&made.body).contains(&lang.text("plan-page-follow", &[])), "{}", made.body);
        let html = crate::cli::Run::new(&["stats", "--table", "feral", "--format", "html", "--lang", code])
            .data_dir(&data)
            .ok();
        assert!(html.contains(&format!("<html lang=\"{code}\">")));
        let body = html.split_once("<body>").map_or(html.as_str(), |(_, b)| b);
        assert_in_language("stats --format html", body, lang);
    }
    let english = site.get("/progress?table=feral");
    assert!(words(&english.body).contains("Where the edge went"), "{}", english.body);
    assert!(words(&site.get("/plan").body).contains("Stop following it"));
}

/// Play with a count in French and Italian in the browser: before each round of a shoe game the
/// three answers are named in the page's language, by the keys every language reads.
#[test]
fn play_sit_out_or_leave_is_offered_in_the_page_s_language() {
    for (code, lang, words) in [
        ("fr", Lang::Fr, ["Jouer", "Regarder", "Partir"]),
        ("it", Lang::It, ["Giocare", "Guardare", "Andartene"]),
    ] {
        let site = Site::new();
        let form = format!("table=quebec-h17&seats=3&count=hi-lo&wong=1&rounds=2&seed=5&lang={code}");
        let started = site.post("/play", &form);
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);
        let page = site.get(started.location()).body;
        for (key, word) in ["p", "s", "l"].iter().zip(words) {
            let button = format!("value=\"{key}\" data-key=\"{key}\">{word}<kbd>{key}</kbd>");
            assert!(page.contains(&button), "{code}: {button} in {page}");
        }
        for english in [">Play<", ">Sit out<", ">Leave<"] {
            assert!(!page.contains(english), "{code}: {english}");
        }
        let answers = page.split("<div class=\"answers\">").nth(1).unwrap_or_default();
        let answers = answers.split("</form>").next().unwrap_or_default();
        let left = english_words(&words_of(answers), lang);
        assert!(left.is_empty(), "{code}: {left:?} in {answers}");
    }
}

/// The visible words of a piece of a page.
fn words_of(html: &str) -> String {
    crate::web::words(html)
}

/// A progress that cannot be read (a file of a newer format) is said on the progress page in the
/// page's language, its title and its reason, with no English word.
#[test]
fn a_progress_page_that_cannot_read_says_why_in_the_page_s_language() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("progress.json"), r#"{"version": 99, "answers": []}"#).unwrap();
    let site = Site::at(dir, crate::cli::NOW);
    for (lang, accept, said) in [
        (Lang::Fr, "fr-CA,fr;q=0.9", "ce fichier de progrès est au format 99"),
        (Lang::It, "it-IT,it;q=0.9", "questo file di progressi ha il formato 99"),
    ] {
        let page = get_in(&site, "/progress", accept);
        assert_eq!(page.status, StatusCode::INTERNAL_SERVER_ERROR, "{}", page.body);
        assert!(page.body.contains(&format!("<html lang=\"{}\">", lang.code())), "{}", page.body);
        let text = words(page.body.split_once("<main>").map_or(page.body.as_str(), |(_, b)| b));
        assert!(text.contains(said), "{text}");
        let left = english_words(&text, lang);
        assert!(left.is_empty(), "{left:?} in {text}");
    }
}
