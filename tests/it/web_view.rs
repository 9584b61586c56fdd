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

/// The fields of the form a page's "Again" button sends, and where it sends them.
fn again(page: &str) -> (String, Vec<(String, String)>) {
    let form =
        page.split("<form ").find(|f| f.contains(">Again<")).unwrap_or_else(|| panic!("no Again: {page}"));
    let action = form.split_once("action=\"").unwrap().1.split('"').next().unwrap().to_string();
    let fields = form
        .split("<input type=\"hidden\" name=\"")
        .skip(1)
        .map(|f| {
            let (name, rest) = f.split_once('"').unwrap();
            let value = rest.split_once("value=\"").unwrap().1.split('"').next().unwrap();
            (name.to_string(), value.to_string())
        })
        .collect();
    (action, fields)
}

/// Sends a page's "Again", and gives the first page of the session it starts.
fn start_again(site: &Site, page: &str) -> String {
    let (action, fields) = again(page);
    let fields: Vec<(&str, &str)> = fields.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect();
    site.follow(site.post(&action, &encoded(&fields))).body
}

#[test]
fn again_keeps_the_sessions_settings() {
    let site = Site::new();
    // A timed running count of 2 questions at a pace of 0.3 s, stopped at once.
    let at = site.post("/drill", "drill=running-count&table=quebec-s17&count=2&timed=30&pace=0.3&seed=4");
    let at = at.location().to_string();
    site.get(&at);
    site.post(&format!("{at}/stop"), "");
    let next = start_again(&site, &site.get(&at).body);
    let text = words(&next);
    assert!(
        text.contains("Running count at quebec-s17") && text.contains("Question 1 of 2 · 30 s to answer"),
        "{text}"
    );
    assert!(next.contains("data-pace=\"0.3\""), "{next}");
    // Play with three players, 4 rounds from 150 chips, counting with hi-lo, stopped at once.
    let at = site.post("/play", "table=quebec-s17&rounds=4&chips=150&seats=3&count=hi-lo&seed=2");
    let at = at.location().to_string();
    site.get(&at);
    site.post(&format!("{at}/stop"), "");
    let next = words(&start_again(&site, &site.get(&at).body));
    assert!(
        next.contains("Goal: 4 rounds from 150 chips.") && next.contains("Counting with hi-lo."),
        "{next}"
    );
    assert!(next.contains("You sit at seat 3 of the table's 7"), "{next}");
}

/// Answers a drill session to its summary, `line` to every question; gives the summary's page.
fn answered_through(site: &Site, form: &str, line: &str) -> String {
    let at = site.post("/drill", form).location().to_string();
    for _ in 0..40 {
        let page = site.get(&at).body;
        if words(&page).contains("Summary") {
            return page;
        }
        let q = question_of(&page);
        assert_eq!(
            site.post(&format!("{at}/answer"), &format!("answer={line}&question={q}")).status,
            StatusCode::SEE_OTHER
        );
    }
    panic!("{form}: the session never ended");
}

/// Every answer saved, in the order given.
fn saved(site: &Site) -> Vec<bjcoach::coach::learner::record::AnswerRecord> {
    let mut all = Vec::new();
    site.app
        .store
        .each_answer(|a| {
            all.push(a.clone());
            Ok(())
        })
        .unwrap()
        .unwrap();
    all
}

#[test]
fn the_summary_says_what_the_session_changed_as_the_terminal_does() {
    use bjcoach::coach::learner::Changes;
    use bjcoach::coach::learner::learning_path::PATHS;
    let site = Site::new();
    // A first session: nothing saved before it, so nothing to compare.
    let first = answered_through(&site, "drill=hard-decisions&table=book&count=4&seed=1", "s");
    assert!(!first.contains("What changed"), "{}", words(&first));
    let before = saved(&site);
    // A second: what it changed, recounted here from the answers saved before it and by it.
    let second = answered_through(&site, "drill=hard-decisions&table=book&count=4&seed=2", "h");
    let all = saved(&site);
    let rules = bjcoach::game::rules::preset("book").unwrap();
    let chart = bjcoach::coach::drill::preset_chart(&rules).unwrap();
    let now = site.app.calendar.now();
    let changes = Changes::between(&PATHS[0], &before, &all[before.len()..], &rules, Some(&chart), now);
    let (was, is) = changes.leak.unwrap();
    let section = second.split("id=\"changes\"").nth(1).unwrap_or_else(|| panic!("{}", words(&second)));
    let section = words(section.split("</section>").next().unwrap());
    let trend = if is < was - 5e-4 {
        "smaller"
    } else if is > was + 5e-4 {
        "larger"
    } else {
        "unchanged"
    };
    assert!(
        section.contains(&format!("Leak at book: {was:.3}% → {is:.3}% of every bet ({trend})")),
        "{section}"
    );
    for stage in changes.mastered {
        assert!(section.contains(&format!("Mastered: {stage}")), "{section}");
    }
    for stage in changes.unlocked {
        assert!(section.contains(&format!("Opened: {stage} (see your progress)")), "{section}");
    }
}

#[test]
fn a_folder_that_cannot_be_written_is_said_before_the_first_question() {
    let site = Site::new();
    // A lock that is a folder: no session can save here, root or not.
    std::fs::create_dir(site.dir.path().join("progress.lock")).unwrap();
    let unsaved = "Nothing of this session will be saved: your answers cannot be written (";
    let at = site.post("/drill", "drill=hand-totals&table=book&count=2&seed=1").location().to_string();
    let first = words(&site.get(&at).body);
    let said = first.find(unsaved).unwrap_or_else(|| panic!("{first}"));
    assert!(said < first.find("Question 1 of 2").unwrap(), "{first}");
    let summary = words(&answered_through(&site, "drill=hand-totals&table=book&count=2&seed=1", "21"));
    assert!(
        summary.contains("As said at the start, your ")
            && summary.contains(" of this session were not saved"),
        "{summary}"
    );
    // Play says it too.
    let at = site.post("/play", "table=book&rounds=2&seed=1").location().to_string();
    let first = words(&site.get(&at).body);
    assert!(
        first.contains("Nothing of this session will be saved: your decisions cannot be written ("),
        "{first}"
    );
}
