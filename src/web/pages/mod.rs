//! The pages: each the browser's face of what a command already does, through the coach. This
//! file holds the server's state, the layout every page shares and the pages that only read
//! (home, rules, chart, progress); [`drill`] and [`play`] hold the sessions.

pub mod drill;
mod lang_pick;
pub mod plan;
pub mod play;
mod rules;

pub use rules::rules;

use std::fmt::Write;
use std::path::PathBuf;

use axum::extract::{Query, State};
use axum::http::{StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use serde::Deserialize;

use super::asked::{Clock, Refusal};
use super::sessions::Sessions;
use super::{chart_card, escape, progress_page, prose};
use crate::coach::drill::mistakes::Catalogue;
use crate::coach::drill::session::MistakeCount;
use crate::coach::drill::{CardCounting, Drill, Library, Setting, preset_chart, shipped_chart};
use crate::coach::home::{Practice, all_mastered_in, home as home_facts, plan_today};
use crate::coach::learner::Calendar;
use crate::coach::learner::figures::{PAGE_DAYS, gather, recent_edge};
use crate::coach::learner::learning_path::{PATHS, PLACEMENT_DRILL};
use crate::coach::learner::progress::Store;
use crate::coach::learner::progress::notice::StoreError;
use crate::coach::play::default_bet;
use crate::game::describe::{one_line_in, title_in};
use crate::game::rules::{TableRules, preset, presets};
use crate::lang::{Arg, Lang};

/// What the server keeps: the learner's store, the drills and the preset tables.
pub struct App {
    /// The progress store, the same folder as the command line's.
    pub store: Store,
    /// The shipped drills, read once for the server's life.
    pub library: &'static Library,
    /// The preset tables.
    pub tables: &'static [TableRules],
    /// The present moment, as answers are dated.
    pub calendar: Calendar,
    /// The drill sessions under way.
    pub drills: std::sync::Mutex<Sessions<drill::DrillState>>,
    /// The play sessions under way.
    pub plays: std::sync::Mutex<Sessions<play::PlayState>>,
    /// The clock that times answers.
    pub clock: Clock,
}

impl App {
    /// The state of a server keeping progress in `data_dir`.
    pub fn new(data_dir: PathBuf) -> Result<App, String> {
        let library = Library::shipped().map_err(|e| e.to_string())?;
        let tables = presets().map_err(|e| e.to_string())?;
        // Read once and kept for the life of the process, which is the server's.
        let library: &'static Library = Box::leak(Box::new(library));
        let tables: &'static [TableRules] = Box::leak(tables.into_boxed_slice());
        Ok(App {
            store: Store::new(data_dir),
            library,
            tables,
            calendar: Calendar::System,
            drills: Default::default(),
            plays: Default::default(),
            clock: Clock::default(),
        })
    }

    /// Works out what the pages read once (where each drill runs), so that no visit waits on it;
    /// the server does this before it gives its address.
    pub fn prepare(&self) {
        drill::where_drills_run(self);
    }

    /// A preset table by its name, in any case; the page that says there is none otherwise.
    #[allow(clippy::result_large_err)]
    fn table(&self, name: Option<&str>) -> Result<&'static TableRules, Response> {
        self.table_in(name, Lang::En)
    }

    /// [`App::table`], the page that says there is none in `lang`.
    #[allow(clippy::result_large_err)]
    fn table_in(&self, name: Option<&str>, lang: Lang) -> Result<&'static TableRules, Response> {
        let Some(name) = name.filter(|n| !n.trim().is_empty()) else {
            return self
                .tables
                .first()
                .ok_or_else(|| not_found_page_in(lang, &lang.text("web-no-table-known", &[])));
        };
        match preset(name) {
            Ok(rules) => {
                self.tables.iter().find(|t| t.id == rules.id).ok_or_else(|| not_found_page_in(lang, ""))
            }
            Err(e) => Err(not_found_page_in(lang, &e.words_in(lang))),
        }
    }
}

/// The menu's entries: the path and the message of the name shown.
const NAV: [(&str, &str); 6] = [
    ("/", "nav-home"),
    ("/drills", "nav-drills"),
    ("/play", "nav-play"),
    ("/progress", "nav-progress"),
    ("/chart", "nav-chart"),
    ("/rules", "nav-rules"),
];

/// A whole page whose `body` is in `lang`: the head, the menu in `lang` with `current` marked,
/// and `body`.
pub fn layout_in(lang: Lang, title: &str, current: &str, body: &str) -> Html<String> {
    let mut html = String::with_capacity(body.len() + 1024);
    let _ =
        write!(html, "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n", lang.code());
    html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    let _ = writeln!(html, "<title>{} · bjcoach</title>", escape(title));
    html.push_str("<link rel=\"stylesheet\" href=\"/assets/app.css\">\n");
    // The manifest is fetched with the key's cookie, as every request to the coach must be.
    html.push_str("<link rel=\"manifest\" href=\"/manifest.webmanifest\" crossorigin=\"use-credentials\">\n");
    html.push_str("<link rel=\"icon\" href=\"/assets/icon.svg\" type=\"image/svg+xml\">\n");
    html.push_str("<link rel=\"apple-touch-icon\" href=\"/assets/icon-192.png\">\n");
    html.push_str("<meta name=\"theme-color\" content=\"#0a4127\">\n");
    html.push_str("<script src=\"/assets/app.js\" defer></script>\n</head>\n<body>\n");
    html.push_str("<header class=\"top\"><a class=\"brand\" href=\"/\">bjcoach</a><nav aria-label=\"");
    html.push_str(&escape(&lang.text("nav-label", &[])));
    html.push_str("\">");
    for (path, id) in NAV {
        let name = escape(&lang.text(id, &[]));
        let mark = if path == current { " aria-current=\"page\"" } else { "" };
        let _ = write!(html, "<a href=\"{path}\"{mark}>{name}</a>");
    }
    html.push_str("</nav></header>\n");
    // Filled by the script once the page is shown, so that a screen reader says the verdict: a
    // region filled as the page loads is not announced.
    html.push_str(
        "<p id=\"said\" class=\"visually-hidden\" role=\"status\" aria-live=\"polite\"></p>\n<main>\n",
    );
    html.push_str(body);
    html.push_str("</main>\n</body>\n</html>\n");
    Html(html)
}

/// A page with an error's status and one sentence, in `lang`.
pub fn error_page_in(lang: Lang, status: StatusCode, title: &str, why: &str) -> Response {
    error_page_html_in(lang, status, title, &prose(why))
}

/// A page with a 4xx status and one sentence, `why`, as HTML, in `lang`.
pub fn error_page_html_in(lang: Lang, status: StatusCode, title: &str, why: &str) -> Response {
    let home = escape(&lang.text("nav-home", &[]));
    let body = format!("<h1>{}</h1>\n<p>{why}</p>\n<p><a href=\"/\">{home}</a></p>\n", escape(title));
    (status, layout_in(lang, title, "", &body)).into_response()
}

/// A page not found in `lang`, and why (that there is no such page, when `why` is empty).
fn not_found_page_in(lang: Lang, why: &str) -> Response {
    let none = lang.text("web-no-such-page", &[]);
    let why = if why.is_empty() { none.as_str() } else { why };
    error_page_html_in(lang, StatusCode::NOT_FOUND, &lang.text("web-not-found", &[]), &prose(why))
}

/// Why an answer with a line break or a control character is not taken: the message's id.
pub const NOT_ONE_LINE: &str = "not-taken-not-one-line";

/// An answer sent from a question's form, a drill's or a play's, with the id of the question it
/// answers.
#[derive(Debug, Deserialize)]
pub struct AnswerForm {
    #[serde(default)]
    answer: String,
    question: Option<String>,
}

/// The word of a page that its flash of cards ended: the id of the question it shows.
#[derive(Debug, Deserialize)]
pub struct ReadyForm {
    question: Option<String>,
}

impl ReadyForm {
    /// The id of the question, as sent.
    pub fn question(&self) -> Option<&str> {
        self.question.as_deref()
    }
}

/// The hidden field of an answer form that says which question it answers.
pub fn question_field(id: u64) -> String {
    // `question`, the field `AnswerForm` and `ReadyForm` read.
    format!("<input type=\"hidden\" name=\"question\" value=\"{id}\">")
}

/// Why an answer was not taken, shown above the question asked now by the page the answer is
/// sent on to, with that page's status. An answer is never answered by a page of its own: a
/// POST's page would stay in the browser's history, and a reload would send it again.
#[derive(Debug, Clone)]
pub struct NotTaken {
    pub status: StatusCode,
    pub why: String,
}

impl NotTaken {
    /// An answer that could not be read or was not allowed (422).
    pub fn unreadable(why: impl Into<String>) -> NotTaken {
        NotTaken { status: StatusCode::UNPROCESSABLE_ENTITY, why: why.into() }
    }

    /// An answer whose question id does not let it through, said in `lang`.
    pub fn refused(refusal: Refusal, lang: Lang) -> NotTaken {
        NotTaken { status: refusal.status(), why: refusal.words_in(lang) }
    }

    /// Not a refusal: words the learner asked for (the chart's row), shown above the same
    /// question.
    pub fn said(words: String) -> NotTaken {
        NotTaken { status: StatusCode::OK, why: words }
    }
}

/// Where a session's answer is sent on to: its page, by a 303 that the browser follows with a
/// GET (and the page's script in place of the page it was sent from).
pub fn to_session(kind: &str, id: &str) -> Response {
    Redirect::to(&format!("/{kind}/{id}")).into_response()
}

impl AnswerForm {
    /// The id of the question it answers, as sent.
    pub fn question(&self) -> Option<&str> {
        self.question.as_deref()
    }

    /// The answer as typed, if it is one line of text no longer than a terminal's answer.
    pub fn line(&self) -> Result<&str, &'static str> {
        let line = self.answer.as_str();
        let one_line = line.len() <= crate::coach::drill::session::MAX_ANSWER_LINE
            && !line.chars().any(char::is_control);
        if one_line { Ok(line) } else { Err(NOT_ONE_LINE) }
    }
}

/// A number from a form field: blank is `None`; anything else must be a number in `range`,
/// refused in `lang`: `field` is the field's name in `lang`, and the range is written as `lang`
/// writes numbers.
pub fn number_in<T: std::str::FromStr + PartialOrd + Copy + std::fmt::Display>(
    lang: Lang,
    field: &str,
    text: Option<&str>,
    range: std::ops::RangeInclusive<T>,
) -> Result<Option<T>, String> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else { return Ok(None) };
    match text.parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(Some(n)),
        _ => {
            let (low, high) =
                (lang.number(&range.start().to_string()), lang.number(&range.end().to_string()));
            Err(lang.text(
                "web-not-a-number",
                &[
                    ("field", Arg::Text(field)),
                    ("typed", Arg::Text(&crate::data::shown(text, 40))),
                    ("low", Arg::Text(&low)),
                    ("high", Arg::Text(&high)),
                ],
            ))
        }
    }
}

/// A session that cannot start, and why, in `lang`.
pub fn bad_request_in(lang: Lang, why: &str) -> Response {
    error_page_html_in(lang, StatusCode::BAD_REQUEST, &lang.text("web-not-started", &[]), &prose(why))
}

/// The sessions of a kind, whatever a request that panicked while holding them left: they are
/// kept as they were.
pub fn lock<T>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// What became of a session's `count` answers once saved, in `lang`, as HTML: `what` names
/// them (`answers`, `decisions`: the messages `saved-answers`, `saved-decisions`), and where the
/// learner sees them counted is a link to the progress page at `table`.
pub fn saved_words<N, E: std::fmt::Display>(
    lang: Lang,
    saved: Result<N, E>,
    count: usize,
    what: &str,
    table: &str,
) -> String {
    match saved {
        Ok(_) => {
            let progress = format!(
                "<a href=\"/progress?table={}\">{}</a>",
                escape(table),
                escape(&lang.text("saved-progress-page", &[]))
            );
            with_link(
                lang,
                &format!("saved-{what}"),
                &[("count", Arg::Int(count as u64))],
                "progress",
                &progress,
            )
        }
        Err(e) => escape(&lang.text(&format!("saved-{what}-failed"), &[("why", Arg::Text(&e.to_string()))])),
    }
}

/// A note on a session's journal (message `id`, `store-journal-not-started` or
/// `store-journal-not-kept`) in `lang`: why it cannot be written, and what becomes of its
/// `what` (`answers`, `decisions`).
pub fn journal_words(id: &str, what: &str, why: &StoreError, lang: Lang) -> String {
    lang.text(id, &[("why", Arg::Text(&why.words_in(lang))), ("what", Arg::Text(what))])
}

/// Message `id` of `lang` with `args` as HTML, its variable `name` standing for `link` (HTML):
/// the words are escaped, the link kept.
pub fn with_link(lang: Lang, id: &str, args: &[(&str, Arg<'_>)], name: &str, link: &str) -> String {
    // A character no message holds marks where the link goes.
    const MARK: &str = "\u{1}";
    let mut all = args.to_vec();
    all.push((name, Arg::Text(MARK)));
    escape(&lang.text(id, &all)).replace(MARK, link)
}

/// A session's mistakes by name in `lang`, most frequent first, as the terminal lists them;
/// nothing when there were none.
pub fn mistakes_html(catalogue: &Catalogue, mistakes: &[MistakeCount], lang: Lang) -> String {
    if mistakes.is_empty() {
        return String::new();
    }
    let mut html =
        format!("<h3>{}</h3><ul class=\"mistakes\">", escape(&lang.text("drill-page-mistakes", &[])));
    for m in mistakes {
        // Every id a drill sets is in the catalogue (checked when it loads): the id shows only if
        // that ever fails.
        let title = catalogue.get(&m.id).map_or(m.id.clone(), |x| x.title_in(lang).into_owned());
        let _ = write!(html, "<li>×{} {}</li>", m.count, escape(&title));
    }
    html.push_str("</ul>");
    html
}

/// A verdict folded to its first line (`headline`, HTML, and the `score`), the `rest` (HTML) a
/// tap away: the question asked next stays in the first screen however long the verdict is.
pub fn folded(headline: &str, score: &str, rest: &str) -> String {
    let mut html = format!(
        "<details><summary><span class=\"headline\">{headline}</span> <span class=\"muted score\">{score}</span></summary>"
    );
    html.push_str(rest);
    html.push_str("</details>");
    html
}

/// A session held between requests, which saves its answers when it ends.
pub trait Held {
    /// Ends the session, its answers saved.
    fn finish(&mut self, app: &App);
}

/// Holds a new session of `kind` (`drill`, `play`) and goes to its page; the session left longest,
/// given back when the room is full, is ended with its answers saved.
pub fn hold<T: Held>(app: &App, sessions: &std::sync::Mutex<Sessions<T>>, kind: &str, state: T) -> Response {
    let (id, evicted) = lock(sessions).insert(state);
    if let Some(mut old) = evicted {
        old.finish(app);
    }
    Redirect::to(&format!("/{kind}/{id}")).into_response()
}

/// The page of a drill session that is not held, in `lang`.
pub fn no_drill_session(lang: Lang) -> Response {
    session_gone(lang, "web-no-drill-session")
}

/// The page of a play session that is not held, in `lang`.
pub fn no_play_session(lang: Lang) -> Response {
    session_gone(lang, "web-no-play-session")
}

/// A session not held: why (the message `why`), and the page where another starts.
fn session_gone(lang: Lang, why: &str) -> Response {
    let why = lang.text(why, &[]);
    error_page_html_in(lang, StatusCode::NOT_FOUND, &lang.text("web-no-session", &[]), &prose(&why))
}

/// Any address no page answers, in the browser's language.
pub async fn not_found(headers: axum::http::HeaderMap) -> Response {
    not_found_page_in(lang_pick::page_lang(&headers, None), "")
}

/// A file the pages use (style, script, manifest, icons), kept by the browser for an hour.
fn asset(content_type: &'static str, body: impl IntoResponse) -> Response {
    ([(header::CONTENT_TYPE, content_type), (header::CACHE_CONTROL, "max-age=3600")], body).into_response()
}

/// The style of every page: the site's own, the chart's colours and the progress plots'.
pub async fn style() -> Response {
    let css =
        format!("{}{}{}", include_str!("../assets/app.css"), chart_card::chart_style(), progress_page::STYLE);
    asset("text/css; charset=utf-8", css)
}

/// The one script: keys, countdown and flashing cards.
pub async fn script() -> Response {
    asset("text/javascript; charset=utf-8", include_str!("../assets/app.js"))
}

/// The web app manifest: the coach added to a phone's home screen opens at its home, in a window
/// of its own.
pub async fn manifest() -> Response {
    asset("application/manifest+json", include_str!("../assets/manifest.webmanifest"))
}

/// The coach's icon, drawn.
pub async fn icon_svg() -> Response {
    asset("image/svg+xml", include_str!("../assets/icon.svg"))
}

/// The icon at 192 pixels, for a home screen.
pub async fn icon_192() -> Response {
    asset("image/png", &include_bytes!("../assets/icon-192.png")[..])
}

/// The icon at 512 pixels, for a home screen's splash.
pub async fn icon_512() -> Response {
    asset("image/png", &include_bytes!("../assets/icon-512.png")[..])
}

/// A form that picks a table and shows `action` for it, in `lang`: its words and the tables'
/// names.
pub(super) fn table_picker_in(app: &App, action: &str, chosen: &str, lang: Lang) -> String {
    let label = escape(&lang.text("table-picker-label", &[]));
    let mut html = format!(
        "<form method=\"get\" action=\"{action}\" class=\"picker\"><label>{label} <select name=\"table\">"
    );
    for t in app.tables {
        let selected = if t.id == chosen { " selected" } else { "" };
        let title = title_in(t, lang);
        let _ = write!(
            html,
            "<option value=\"{}\"{selected}>{} ({})</option>",
            escape(&t.id),
            escape(&title),
            escape(&t.id)
        );
    }
    let show = escape(&lang.text("table-picker-show", &[]));
    let _ = writeln!(html, "</select></label> <button type=\"submit\">{show}</button></form>");
    html
}

/// Whether `drill` can be played at the preset `table`: the drill's own check, on the setting a
/// session there would have.
pub fn runs_at(drill: &Drill, table: &str) -> bool {
    let (Ok(rules), Ok(counting)) = (preset(table), CardCounting::shipped_default()) else { return false };
    Setting::for_drill(drill, rules, None, counting, preset_chart)
        .is_ok_and(|setting| drill.check_table(&setting).is_ok())
}

/// The home: the next stage of the learning path and its drill, as the terminal home says it.
pub async fn home(
    State(app): State<std::sync::Arc<App>>,
    headers: axum::http::HeaderMap,
    Query(q): Query<lang_pick::TableLangQuery>,
) -> Response {
    let now = app.calendar.now();
    let picked = q.picked();
    let lang = lang_pick::page_lang(&headers, picked);
    let mut body = format!("<h1>{}</h1>\n", escape(&lang.text("web-home-title", &[])));
    let reading = match app.store.read_to_query() {
        Ok(reading) => Some(reading),
        Err(e) => {
            let _ = writeln!(
                body,
                "<p class=\"warn\">{} {}</p>",
                escape(&lang.text("menu-progress-unread", &[])),
                prose(&e.words_in(lang))
            );
            None
        }
    };
    let unread = Default::default();
    let standing = reading.as_ref().map_or(&unread, |r| &r.standing);
    // Where the edge went lately at a table: nothing, when it cannot be read.
    let recent_at = |table: &str| {
        reading.as_ref().and_then(|r| recent_edge(&app.store, r, table).ok()).unwrap_or_default()
    };
    // The items due at a table, by the memory model replayed over its answers.
    let due_at = |table: &str| match &reading {
        Some(r) if r.standing.answered_at(table) => {
            app.store.memory_at(r, table, None).map(|m| m.due_at(table, now)).unwrap_or_default()
        }
        _ => Default::default(),
    };
    // Today's reviews of the plan followed, when one is.
    let plan = reading.as_ref().and_then(|r| {
        let goal = app.store.goal().ok().flatten()?;
        plan_today(&app.store, r, &goal, now, |drill, table| {
            app.library.get(drill).is_ok_and(|d| runs_at(d, table))
        })
    });
    let facts =
        home_facts(standing, &PATHS[0], app.library, app.tables, now, runs_at, recent_at, due_at, plan);
    match &facts.suggestion {
        Some(s) => {
            let (lead, why) = s.lead_in(lang);
            let stage = format!("<strong>{}</strong>", escape(&s.stage_in(lang)));
            let (lead, why, how) = (escape(&lead), escape(&why), escape(&s.how_in(lang)));
            let args = [
                ("lead", Arg::Text(&lead)),
                ("stage", Arg::Text(&stage)),
                ("why", Arg::Text(&why)),
                ("how", Arg::Text(&how)),
            ];
            let _ = writeln!(body, "<p class=\"next\">{}</p>", lang.text("home-suggestion", &args));
            // The suggestion starts as the pages' own forms do: a drill, or play with a count.
            let (action, fields) = match &s.practice {
                Practice::Drill(drill) => ("/drill", format!("name=\"drill\" value=\"{}\"", escape(drill))),
                Practice::HiddenCount(system) => (
                    "/play",
                    format!(
                        "name=\"count\" value=\"{}\"><input type=\"hidden\" name=\"hidden\" value=\"1\"",
                        escape(system)
                    ),
                ),
            };
            let _ = writeln!(
                body,
                "<form method=\"post\" action=\"{action}\"><input type=\"hidden\" {fields}>\
                 <input type=\"hidden\" name=\"table\" value=\"{}\">\
                 <input type=\"hidden\" name=\"lang\" value=\"{}\">\
                 <button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button></form>",
                escape(&s.table),
                lang.code(),
                escape(&s.action_in(lang))
            );
        }
        None => {
            let _ = writeln!(body, "<p>{}</p>", escape(&all_mastered_in(lang)));
        }
    }
    if let Some(placement) = &facts.placement {
        let count = placement.questions.to_string();
        let _ = writeln!(
            body,
            "{}",
            drill_offer(
                &placement.sentence_in(lang),
                PLACEMENT_DRILL,
                &placement.table,
                &[("count", &count), ("lang", lang.code())],
                &placement.action_in(lang)
            )
        );
    }
    if let Some(leak) = &facts.leak {
        let _ = writeln!(
            body,
            "{}",
            drill_offer(
                &leak.sentence_in(lang),
                &leak.drill,
                &leak.table,
                &[("lang", lang.code())],
                &leak.action_in(lang)
            )
        );
    }
    if let Some(due) = &facts.due {
        let _ = writeln!(
            body,
            "{}",
            drill_offer(
                &due.sentence_in(lang),
                &due.drill,
                &due.table,
                &[("focus", "due"), ("lang", lang.code())],
                &due.action_in(lang)
            )
        );
    }
    if let Some(plan) = &facts.plan {
        let sentence = plan.sentence_in(lang);
        let _ = match (&plan.drill, plan.action_in(lang)) {
            (Some((drill, _)), Some(action)) => writeln!(
                body,
                "{}",
                drill_offer(
                    &sentence,
                    drill,
                    &plan.table,
                    &[("focus", "plan"), ("lang", lang.code())],
                    &action
                )
            ),
            _ => writeln!(body, "<p class=\"plan\">{}</p>", escape(&sentence)),
        };
    }
    let table = escape(&facts.table);
    let _ = writeln!(body, "<h2>{}</h2>\n<ul>", escape(&lang.text("web-home-or", &[])));
    for (page, words) in [
        ("drills", "menu-practise"),
        ("play", "menu-play"),
        ("progress", "menu-stats"),
        ("plan", "web-home-plan"),
        ("chart", "menu-chart"),
        ("rules", "menu-rules"),
    ] {
        let _ = writeln!(
            body,
            "<li><a href=\"/{page}?table={table}\">{}</a></li>",
            escape(&lang.text(words, &[]))
        );
    }
    body.push_str("</ul>\n");
    body.push_str(&lang_pick::picker("/", &facts.table, lang));
    let mut response = layout_in(lang, &lang.text("nav-home", &[]), "/", &body).into_response();
    lang_pick::remember(&mut response, picked);
    response
}

/// A table's strategy chart, coloured, with a link to the printable card.
pub async fn chart(
    State(app): State<std::sync::Arc<App>>,
    headers: axum::http::HeaderMap,
    Query(q): Query<lang_pick::TableLangQuery>,
) -> Response {
    let rules = match app.table_in(q.table.as_deref(), lang_pick::page_lang(&headers, q.picked())) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let picked = q.picked();
    let lang = lang_pick::page_lang(&headers, picked);
    let chart = match shipped_chart(&rules.id) {
        Ok(Some(c)) => c,
        Ok(None) => {
            return not_found_page_in(lang, &lang.text("web-no-chart", &[("table", Arg::Text(&rules.id))]));
        }
        Err(e) => {
            let title = lang.text("nav-chart", &[]);
            return error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang));
        }
    };
    let mut body = table_picker_in(&app, "/chart", &rules.id, lang);
    body.push_str(&lang_pick::picker("/chart", &rules.id, lang));
    let title = title_in(rules, lang);
    let heading = lang.text("chart-page-title", &[("title", Arg::Text(&title))]);
    let _ =
        writeln!(body, "<h1>{} <span class=\"muted\">({})</span></h1>", escape(&heading), escape(&rules.id));
    let _ = writeln!(body, "<p class=\"muted\">{}</p>", escape(&one_line_in(rules, lang)));
    let _ = writeln!(body, "<p>{}</p>", escape(&chart.edge_sentence_in(lang)));
    let card = escape(&lang.text("chart-page-card", &[]));
    let _ = writeln!(body, "<p><a href=\"/chart/card?table={}\">{card}</a></p>", escape(&rules.id));
    let _ = writeln!(body, "<div class=\"scroll\">{}</div>", chart_card::sections_in(&chart, lang));
    body.push_str(&chart_card::legend_in(lang));
    let mut response = layout_in(lang, &heading, "/chart", &body).into_response();
    lang_pick::remember(&mut response, picked);
    response
}

/// The printable card, as `bjcoach chart --format html` writes it, in the page's language.
pub async fn chart_card(
    State(app): State<std::sync::Arc<App>>,
    headers: axum::http::HeaderMap,
    Query(q): Query<lang_pick::TableLangQuery>,
) -> Response {
    let picked = q.picked();
    let lang = lang_pick::page_lang(&headers, picked);
    let rules = match app.table_in(q.table.as_deref(), lang) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let mut response = match shipped_chart(&rules.id) {
        Ok(Some(chart)) => {
            // The card's style is inline: it is a page to print or save on its own. Its policy
            // allows that style and nothing else; the guard keeps it.
            let card =
                chart_card::render(&chart, &title_in(rules, lang), &one_line_in(rules, lang), &[], lang);
            let mut response = Html(card).into_response();
            response.headers_mut().insert(
                header::CONTENT_SECURITY_POLICY,
                header::HeaderValue::from_static(
                    "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
                ),
            );
            response
        }
        Ok(None) => not_found_page_in(lang, &lang.text("web-no-chart", &[("table", Arg::Text(&rules.id))])),
        Err(e) => {
            let title = lang.text("nav-chart", &[]);
            error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang))
        }
    };
    lang_pick::remember(&mut response, picked);
    response
}

/// The learner's progress at a table: the plots, the heat map, the leak and the path, as
/// `bjcoach stats --format html` draws them, in the page's language.
pub async fn progress(
    State(app): State<std::sync::Arc<App>>,
    headers: axum::http::HeaderMap,
    Query(q): Query<lang_pick::TableLangQuery>,
) -> Response {
    let picked = q.picked();
    let lang = lang_pick::page_lang(&headers, picked);
    let title = lang.text("nav-progress", &[]);
    let reading = match app.store.read_to_query() {
        Ok(r) => r,
        Err(e) => return error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang)),
    };
    let presets: Vec<&str> = app.tables.iter().map(|t| t.id.as_str()).collect();
    let latest = reading.standing.latest_table(None, |t| presets.contains(&t)).map(str::to_string);
    let rules = match app.table_in(q.table.as_deref().or(latest.as_deref()), lang) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let chart = shipped_chart(&rules.id).ok().flatten();
    let path = &PATHS[0];
    let figures = match gather(
        &app.store,
        &reading,
        rules,
        chart.as_ref(),
        None,
        path,
        PAGE_DAYS,
        app.calendar.now(),
    ) {
        Ok(f) => f,
        Err(e) => return error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang)),
    };
    let page = progress_page::Page {
        table: &rules.id,
        drill: None,
        answers: figures.answers,
        retries: figures.retries,
        trends: &figures.trends,
        leak_days: &figures.leak_days,
        bet: default_bet(rules),
        record: figures.record.as_ref(),
        path,
        statuses: &figures.statuses,
        lang,
    };
    let mut body = table_picker_in(&app, "/progress", &rules.id, lang);
    body.push_str(&lang_pick::picker("/progress", &rules.id, lang));
    let heading = progress_page::progress_title(&rules.id, None, lang);
    let _ = writeln!(body, "<h1>{}</h1>", escape(&heading));
    let _ = writeln!(
        body,
        "<p><a href=\"/plan?table={}\">{}</a></p>",
        escape(&rules.id),
        escape(&lang.text("page-progress-plan-link", &[]))
    );
    let start = format!(
        "<a href=\"/drills?table={}#drill-hand-totals\">{}</a>",
        escape(&rules.id),
        escape(&lang.text("page-progress-start", &[("drill", Arg::Text("hand-totals"))]))
    );
    let _ = writeln!(
        body,
        "<div class=\"scroll\">{}{}{}{}</div>",
        progress_page::body(&page, &start),
        progress_page::edges_html(&figures.edges, lang),
        progress_page::memory_html(&figures.memory, lang),
        progress_page::plan_html(figures.plan.as_ref(), &rules.id, default_bet(rules), lang)
    );
    let mut response = layout_in(lang, &title, "/progress", &body).into_response();
    lang_pick::remember(&mut response, picked);
    response
}

/// An offer of the home beside its suggestion: its sentence, and a button that starts `drill` at
/// `table` with the form's `extra` fields (the placement's count, the due review's focus).
fn drill_offer(sentence: &str, drill: &str, table: &str, extra: &[(&str, &str)], action: &str) -> String {
    let extra: String = extra
        .iter()
        .map(|(name, value)| format!("<input type=\"hidden\" name=\"{name}\" value=\"{}\">", escape(value)))
        .collect();
    format!(
        "<p class=\"next\">{}</p>\n<form method=\"post\" action=\"/drill\">\
         <input type=\"hidden\" name=\"drill\" value=\"{}\"><input type=\"hidden\" name=\"table\" value=\"{}\">\
         {extra}<button type=\"submit\">{}</button></form>",
        escape(sentence),
        escape(drill),
        escape(table),
        escape(action)
    )
}
