//! The pages as a learner expects them, asked in-process through the router (issue 31, "Pages as
//! a user expects"): no terminal markup in any text a drill or a play session shows, every answer
//! (taken, refused or a hint) sent on by a redirect so that no page is the result of a POST.

use axum::http::StatusCode;

use crate::web::{Answer, Site, encoded, question_of, words};

/// The commands of the terminal, which a page never tells the learner to type.
const COMMANDS: [&str; 12] = [
    "chart", "drill", "ev", "indices", "play", "rules", "serve", "simulate", "solve", "stats", "tables",
    "validate",
];

/// What in a page's visible text is the terminal's markup: a backtick, an option (`--pace`), a
/// command to type (`bjcoach stats`). Each found with the words around it.
fn terminal_markup(text: &str) -> Vec<String> {
    let around = |at: usize| {
        let start = text[..at].char_indices().rev().nth(20).map_or(0, |(i, _)| i);
        let end = text[at..].char_indices().nth(20).map_or(text.len(), |(i, _)| at + i);
        text[start..end].to_string()
    };
    let mut found = Vec::new();
    for (at, _) in text.match_indices('`') {
        found.push(around(at));
    }
    for (at, _) in text.match_indices("--") {
        if text[at + 2..].starts_with(|c: char| c.is_ascii_lowercase()) {
            found.push(around(at));
        }
    }
    for (at, _) in text.match_indices("bjcoach ") {
        let next = text[at + 8..].split(|c: char| !c.is_ascii_lowercase()).next().unwrap_or("");
        if COMMANDS.contains(&next) {
            found.push(around(at));
        }
    }
    found
}

/// The pages seen, and the markup found on them, each with the first page it was found on.
#[derive(Default)]
struct Crawl {
    pages: usize,
    found: std::collections::BTreeMap<String, String>,
}

impl Crawl {
    fn saw(&mut self, how: &str, page: &Answer) {
        self.pages += 1;
        for m in terminal_markup(&words(&page.body)) {
            self.found.entry(m).or_insert_with(|| how.to_string());
        }
    }
}

/// An answer posted, and the page it leads to: the page the redirection names, or the answer
/// itself when it is no redirection.
fn followed(site: &Site, path: &str, form: &str) -> (StatusCode, Answer) {
    let reply = site.post(path, form);
    if reply.status == StatusCode::SEE_OTHER {
        (reply.status, site.get(reply.location()))
    } else {
        (reply.status, reply)
    }
}

/// Every drill with the tables where it runs, as the drills page offers them.
fn drills_offered(site: &Site) -> Vec<(String, Vec<String>)> {
    let page = site.get("/drills").body;
    page.split("<section class=\"drill\" id=\"drill-")
        .skip(1)
        .map(|section| {
            let id = section[..section.find('"').unwrap()].to_string();
            let tables = section
                .split("<option value=\"")
                .skip(1)
                .map(|o| o[..o.find('"').unwrap()].to_string())
                .collect();
            (id, tables)
        })
        .collect()
}

/// The answers a question's buttons offer, the chart's row apart.
fn buttons(page: &str) -> Vec<String> {
    page.split("name=\"answer\" value=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_string())
        .filter(|v| v != "?")
        .collect()
}

/// Answers typed where a question asks for text, one of which each kind of question reads.
const TYPED: [&str; 9] = ["17", "0", "15", "50", "y", "ok", "h", "hs", "+1"];

/// A drill session from start to summary: at every question an answer that cannot be read, the
/// chart's row where offered, then an answer taken. Every page seen is crawled.
fn drill_through(site: &Site, crawl: &mut Crawl, drill: &str, table: &str, extra: &str) {
    let form = format!("drill={drill}&table={table}&count=2&seed=1{extra}");
    let started = site.post("/drill", &form);
    assert_eq!(started.status, StatusCode::SEE_OTHER, "{form}: {}", words(&started.body));
    let at = started.location().to_string();
    let how = format!("{drill} at {table}");
    for _ in 0..20 {
        let page = site.get(&at);
        crawl.saw(&how, &page);
        if words(&page.body).contains("Summary") {
            return;
        }
        let q = question_of(&page.body);
        let answer = format!("{at}/answer");
        let (_, refused) = followed(site, &answer, &format!("answer=banana&question={q}"));
        crawl.saw(&format!("{how}, an answer not read"), &refused);
        if page.body.contains("value=\"?\"") {
            let (_, hinted) = followed(site, &answer, &format!("answer=%3F&question={q}"));
            crawl.saw(&format!("{how}, the chart's row"), &hinted);
        }
        let offered = buttons(&page.body);
        let tries: Vec<String> =
            if offered.is_empty() { TYPED.iter().map(|t| t.to_string()).collect() } else { offered };
        let taken = tries.iter().any(|line| {
            let (status, next) = followed(site, &answer, &encoded(&[("answer", line), ("question", &q)]));
            let taken = status == StatusCode::SEE_OTHER && next.status == StatusCode::OK;
            if !taken {
                crawl.saw(&format!("{how}, {line} not taken"), &next);
            }
            taken
        });
        assert!(taken, "{how}: none of {tries:?} is taken: {}", words(&page.body));
    }
    panic!("{how}: the session never ended");
}

/// A play session from start to summary: at every decision a word that is no move and the
/// chart's row, then the first move offered; every bet the last again.
fn play_through(site: &Site, crawl: &mut Crawl, form: &str) {
    let started = site.post("/play", form);
    if started.status != StatusCode::SEE_OTHER {
        crawl.saw(&format!("play refused: {form}"), &started);
        return;
    }
    let at = started.location().to_string();
    for _ in 0..200 {
        let page = site.get(&at);
        crawl.saw(&format!("play {form}"), &page);
        if page.body.contains("id=\"summary\"") {
            return;
        }
        let q = question_of(&page.body);
        let answer = format!("{at}/answer");
        if page.body.contains("id=\"bet-form\"") {
            let (_, refused) = followed(site, &answer, &format!("answer=lots&question={q}"));
            crawl.saw(&format!("play {form}, a bet not taken"), &refused);
            site.post(&answer, &format!("answer=&question={q}"));
            continue;
        }
        let (_, refused) = followed(site, &answer, &format!("answer=zz&question={q}"));
        crawl.saw(&format!("play {form}, a move not taken"), &refused);
        let (_, hinted) = followed(site, &answer, &format!("answer=%3F&question={q}"));
        crawl.saw(&format!("play {form}, the chart's row"), &hinted);
        let first = buttons(&page.body).into_iter().next().unwrap_or_default();
        let line = if first == "ok" { String::new() } else { first };
        site.post(&answer, &encoded(&[("answer", &line), ("question", &q)]));
    }
    panic!("play {form}: the session never ended");
}

#[test]
fn no_page_a_drill_or_a_play_session_shows_has_the_terminals_markup() {
    let site = Site::new();
    let mut crawl = Crawl::default();
    for path in ["/", "/drills", "/play", "/progress"] {
        crawl.saw(path, &site.get(path));
    }
    let tables: Vec<String> = bjcoach::game::rules::presets().unwrap().into_iter().map(|t| t.id).collect();
    for (drill, runs_at) in drills_offered(&site) {
        for (i, table) in runs_at.iter().enumerate() {
            // The first table timed, with the pace of a running count at 0.
            let extra = if i == 0 { "&timed=30&pace=0" } else { "" };
            drill_through(&site, &mut crawl, &drill, table, extra);
        }
        // Where it does not run, the page says why.
        for table in tables.iter().filter(|t| !runs_at.contains(t)) {
            let (_, refused) = followed(&site, "/drill", &format!("drill={drill}&table={table}"));
            crawl.saw(&format!("{drill} at {table}, not started"), &refused);
        }
    }
    for table in &tables {
        for count in ["", "hi-lo", "ko"] {
            play_through(&site, &mut crawl, &format!("table={table}&rounds=2&seats=3&count={count}&seed=2"));
        }
        crawl.saw(&format!("progress at {table}"), &site.get(&format!("/progress?table={table}")));
    }
    assert!(crawl.pages > 500, "{} pages", crawl.pages);
    let found: Vec<String> = crawl.found.iter().map(|(m, how)| format!("{how}: …{m}…")).collect();
    assert!(found.is_empty(), "{} pages, terminal markup on them:\n{}", crawl.pages, found.join("\n"));
}
