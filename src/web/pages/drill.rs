//! The drills in a browser: every drill at every table where it runs, a session stepped one
//! answer a request by the coach's [`DrillRun`], each situation drawn as cards on a felt, each
//! answer judged in the terminal's words ([`verdict`]) and saved to the same store as the
//! command line's, journaled as it is given.

use std::fmt::Write;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::Form;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::lang_pick::{TableLangQuery, page_lang, picker, remember};
use super::{
    AnswerForm, App, Held, NotTaken, ReadyForm, bad_request_in, hold, journal_words, layout_in, lock,
    mistakes_html, no_drill_session, number_in, question_field, saved_words, to_session,
};
use crate::coach::drill::answer::AnswerKind;
use crate::coach::drill::answer::capitalised;
use crate::coach::drill::question::{CountSituation, Question, Situation, hand_name_in};
use crate::coach::drill::session::{
    DrillRun, HINT, MAX_ANSWER_LINE, Record, SessionOptions, Step, Summary, short_situation,
};
use crate::coach::drill::spec::Deal;
use crate::coach::drill::verdict::{Tone, allowed_in, seconds_in, verdict};
use crate::coach::drill::{CardCounting, Drill, DrillError, Remedy, Setting, preset_chart};
use crate::coach::learner::countdown_bests::{SessionBests, bests};
use crate::coach::learner::practice::{SessionAnswers, not_saved_words, plan_with_recall, unsaved_words};
use crate::coach::learner::schedule::Focus;
use crate::coach::learner::store::standing::Standing;
use crate::coach::learner::{Change, Changes, Trend};
use crate::lang::{Arg, Lang};
use crate::web::asked::Asked;
use crate::web::{escape, prose, svg};

/// Questions a session asks unless the learner says otherwise, as at the terminal.
const DEFAULT_COUNT: usize = 10;
/// The most questions a session may ask.
const MAX_COUNT: usize = 100;
/// The most seconds a timed answer may be allowed.
const MAX_LIMIT: u64 = 600;
/// The seconds each card of a running count is shown unless the learner says otherwise.
const DEFAULT_PACE: f64 = 1.0;
/// The most seconds each card may be shown, in a drill or at the table's pace in play.
pub(super) const MAX_PACE: f64 = 10.0;

/// A drill session under way in a tab.
pub struct DrillState {
    run: DrillRun<'static>,
    /// The table, its chart and the table compared with, as the session was dealt.
    setting: Setting,
    /// The learner's standing before the session, against which its summary says what changed.
    before: Standing,
    /// What the session changed, once it ended.
    changes: Option<Changes>,
    /// Why nothing of the session will be saved, when the store cannot be written: said above
    /// every question, as the terminal says it before the first.
    unsaved: Option<String>,
    drill: &'static Drill,
    table: String,
    answers: Option<SessionAnswers>,
    /// The question asked now: its id, and when it could be answered.
    asked: Asked,
    /// The last answer judged, shown above the next question.
    last: Option<Record>,
    /// The chart's row, shown after `?`.
    hint: Option<String>,
    timed: bool,
    /// The questions asked for, which "Again" asks for again.
    count: usize,
    limit: Option<Duration>,
    pace: f64,
    /// A deck countdown shown in pairs, as "Again" asks for again.
    pairs: bool,
    /// The learner's countdown bests, in a deck-countdown session.
    countdown_bests: Option<SessionBests>,
    /// What the last answer did to them, shown under its verdict.
    last_best: Option<String>,
    streak: usize,
    /// What became of the answers once the session ended.
    saved: Option<String>,
    /// A note on the answers' journal, said once.
    journal_note: Option<String>,
    /// Why the last answer sent was not taken, said once by the page it is sent on to.
    not_taken: Option<NotTaken>,
}

impl Held for DrillState {
    /// Ends the session: its answers saved to the store, and what became of them in words.
    fn finish(&mut self, app: &App) {
        if self.saved.is_some() {
            return;
        }
        let summary = self.run.stop();
        let Some(mut answers) = self.answers.take() else { return };
        let now = app.calendar.now();
        answers.ended(&summary, now);
        let count = answers.recorded.len();
        self.changes = Changes::after_session(
            &self.before,
            &self.setting.rules,
            self.setting.chart.as_ref(),
            &answers.recorded,
            now,
        );
        self.saved = Some(match &self.unsaved {
            Some(_) => {
                not_saved_words(count, self.setting.lang).map(|w| prose(&capitalised(&w))).unwrap_or_default()
            }
            None => saved_words(self.setting.lang, answers.save(&app.store), count, "answers", &self.table),
        });
    }
}

/// Where each drill runs: the preset tables, worked out once for the server's life.
pub fn where_drills_run(app: &App) -> &'static [(String, Vec<String>)] {
    static RUNS: OnceLock<Vec<(String, Vec<String>)>> = OnceLock::new();
    RUNS.get_or_init(|| {
        app.library
            .drills
            .iter()
            .map(|d| {
                let tables =
                    app.tables.iter().filter(|t| super::runs_at(d, &t.id)).map(|t| t.id.clone()).collect();
                (d.spec.id.clone(), tables)
            })
            .collect()
    })
}

/// Every drill, with a form to start it at a table where it runs.
pub async fn drills(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Query(q): Query<TableLangQuery>,
) -> Response {
    let picked = q.picked();
    let lang = page_lang(&headers, picked);
    let preferred = q.table.unwrap_or_default();
    let t = |id: &str| escape(&lang.text(id, &[]));
    let mut body = picker("/drills", &preferred, lang);
    let _ = writeln!(body, "<h1>{}</h1>\n<p>{}</p>", t("nav-drills"), t("drill-page-intro"));
    for (drill, (id, tables)) in app.library.drills.iter().zip(where_drills_run(&app)) {
        let _ = write!(
            body,
            "<section class=\"drill\" id=\"drill-{id}\"><h2>{}</h2><p>{}</p>",
            prose(&drill.spec.title_in(lang)),
            prose(&drill.spec.teaches_in(lang)),
            id = escape(id)
        );
        if tables.is_empty() {
            let _ = writeln!(body, "<p class=\"muted\">{}</p></section>", t("drill-page-runs-nowhere"));
            continue;
        }
        let _ = write!(
            body,
            "<form method=\"post\" action=\"/drill\"><input type=\"hidden\" name=\"drill\" value=\"{}\">\
             <input type=\"hidden\" name=\"lang\" value=\"{}\"><label>{} <select name=\"table\">",
            escape(id),
            lang.code(),
            t("drill-page-table")
        );
        for t in tables {
            let selected = if *t == preferred { " selected" } else { "" };
            let _ = write!(body, "<option value=\"{t}\"{selected}>{t}</option>", t = escape(t));
        }
        let _ = write!(
            body,
            "</select></label> <label>{} <input type=\"number\" name=\"count\" min=\"1\" max=\"{MAX_COUNT}\" value=\"{DEFAULT_COUNT}\"></label> \
             <label>{} <input type=\"number\" name=\"timed\" min=\"1\" max=\"{MAX_LIMIT}\" placeholder=\"{}\"></label> ",
            t("drill-page-questions"),
            t("drill-page-seconds-per-answer"),
            t("drill-page-untimed")
        );
        let pace_label = match drill.spec.deal {
            Deal::RunningCount { .. } => Some("drill-page-pace-card"),
            Deal::DeckEstimation {} => Some("drill-page-pace-tray"),
            Deal::DeckCountdown {} => Some("drill-page-pace-pair"),
            _ => None,
        };
        if matches!(drill.spec.deal, Deal::DeckCountdown {}) {
            let _ = write!(
                body,
                "<label><input type=\"checkbox\" name=\"pairs\" value=\"1\"> {}</label> ",
                t("drill-page-pairs")
            );
        }
        if let Some(label) = pace_label {
            let _ = write!(
                body,
                "<label>{} <input type=\"number\" name=\"pace\" min=\"0\" max=\"{MAX_PACE}\" step=\"0.1\" value=\"{DEFAULT_PACE}\"></label> ",
                t(label)
            );
        }
        let _ = writeln!(
            body,
            "<button type=\"submit\" class=\"primary\">{}</button></form></section>",
            t("drill-page-start")
        );
    }
    let mut response = layout_in(lang, &lang.text("nav-drills", &[]), "/drills", &body).into_response();
    remember(&mut response, picked);
    response
}

/// The form that starts a session. `seed` (not on the form) deals a session again: the tests
/// use it.
#[derive(Debug, Deserialize)]
pub struct StartForm {
    drill: String,
    table: String,
    count: Option<String>,
    timed: Option<String>,
    pace: Option<String>,
    /// A deck countdown in pairs: any value.
    pairs: Option<String>,
    /// `due`: only the situations the memory model says are due now (`drill --focus due`).
    focus: Option<String>,
    /// The language of the session (`en`, `fr`, `it`); else the page's.
    lang: Option<String>,
    seed: Option<String>,
}

/// Starts a session of a drill at a table, and goes to its first question.
pub async fn drill_start(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Form(form): Form<StartForm>,
) -> Response {
    let lang = page_lang(&headers, form.lang.as_deref().and_then(Lang::from_code));
    let drill = match app.library.get(form.drill.trim()) {
        Ok(d) => d,
        Err(e) => {
            return super::error_page_html_in(
                lang,
                StatusCode::BAD_REQUEST,
                &lang.text("web-not-started", &[]),
                &prose(&e.words_in(lang)),
            );
        }
    };
    let count = match number_in(
        lang,
        &lang.text("drill-page-questions", &[]),
        form.count.as_deref(),
        1..=MAX_COUNT,
    ) {
        Ok(n) => n.unwrap_or(DEFAULT_COUNT),
        Err(e) => return bad_request_in(lang, &e),
    };
    let limit = match number_in(
        lang,
        &lang.text("drill-page-seconds-per-answer", &[]),
        form.timed.as_deref(),
        1..=MAX_LIMIT,
    ) {
        Ok(n) => n.map(Duration::from_secs),
        Err(e) => return bad_request_in(lang, &e),
    };
    let pace = match number_in(
        lang,
        &lang.text("drill-page-pace-card", &[]),
        form.pace.as_deref(),
        0.0..=MAX_PACE,
    ) {
        Ok(p) => p.unwrap_or(DEFAULT_PACE),
        Err(e) => return bad_request_in(lang, &e),
    };
    let seed = match number_in(lang, &lang.text("web-field-seed", &[]), form.seed.as_deref(), 0..=u64::MAX) {
        Ok(s) => s.unwrap_or_else(rand::random),
        Err(e) => return bad_request_in(lang, &e),
    };
    let rules = match app.table_in(Some(form.table.trim()), lang) {
        Ok(r) => r.clone(),
        Err(response) => return response,
    };
    let counting = match CardCounting::shipped_default() {
        Ok(c) => CardCounting { pairs: form.pairs.is_some(), ..c },
        Err(e) => {
            let title = lang.text("web-not-started", &[]);
            return super::error_page_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &e.words_in(lang));
        }
    };
    let setting = match Setting::for_drill(drill, rules, None, counting, preset_chart) {
        Ok(s) => Setting { lang, ..s },
        Err(e) => return bad_request_in(lang, &e.words_in(lang)),
    };
    if let Err(e) = drill.check_table(&setting) {
        return not_here(&e, lang);
    }
    let now = app.calendar.now();
    let reading = app.store.read().unwrap_or_default();
    // A countdown says the learner's best after each right answer: those saved, then the
    // session's own.
    let countdown_bests = matches!(drill.spec.deal, Deal::DeckCountdown {})
        .then(|| SessionBests::new(bests(&app.store.countdown_fastest(&reading).unwrap_or_default())));
    let focus = match form.focus.as_deref().map(str::trim) {
        None | Some("" | "mixed") => Focus::Mixed,
        Some("due") => Focus::Due,
        Some("plan") => Focus::Plan,
        Some(other) => {
            let typed = crate::data::shown(other, crate::data::QUOTED_MOST);
            return bad_request_in(lang, &lang.text("web-focus-refused", &[("typed", Arg::Text(&typed))]));
        }
    };
    // What `focus=due` asks by: each item's predicted recall now at the table.
    let recall = match focus {
        Focus::Due => {
            let table = &setting.rules.id;
            app.store.memory_at(&reading, table, None).map(|r| r.recall_at(table, now)).unwrap_or_default()
        }
        Focus::Plan => app
            .store
            .plan_reviews_today(&reading, &setting.rules, setting.chart.as_ref(), now)
            .unwrap_or_default(),
        _ => Default::default(),
    };
    let before = reading.standing;
    let (chooser, _) = plan_with_recall(focus, &setting, &before, drill, &recall);
    let options = SessionOptions { count, seed, limit };
    let run = DrillRun::new(drill, &setting, options, chooser);
    let mut answers = SessionAnswers::new();
    // A store that cannot be written is said before the first question, as the terminal says it;
    // no journal is tried there.
    let unsaved = app.store.check_writable().err().map(|e| unsaved_words("answers", &e, lang));
    let journal_note = if unsaved.is_some() {
        None
    } else {
        answers
            .start_journal(&app.store, now)
            .err()
            .map(|e| journal_words("store-journal-not-started", "answers", &e, lang))
    };
    let state = DrillState {
        run,
        drill,
        table: setting.rules.id.clone(),
        before,
        changes: None,
        unsaved,
        answers: Some(answers),
        asked: Asked::default(),
        last: None,
        hint: None,
        timed: drill.spec.timed || limit.is_some(),
        count,
        limit,
        pace,
        pairs: setting.counting.pairs,
        setting,
        countdown_bests,
        last_best: None,
        streak: 0,
        saved: None,
        journal_note,
        not_taken: None,
    };
    hold(&app, &app.drills, "drill", state)
}

/// A drill refused at a table, and what the learner can do instead, in the page's language: the
/// table where it runs is a link to its drills, where the terminal names an option.
fn not_here(e: &DrillError, lang: Lang) -> Response {
    let DrillError::NotAtThisTable { drill, table, reason, remedy } = e else {
        let title = lang.text("web-not-started", &[]);
        return super::error_page_html_in(lang, StatusCode::BAD_REQUEST, &title, &prose(&e.words_in(lang)));
    };
    let remedy = match remedy {
        Some(Remedy::Table(t)) => {
            let link =
                format!("<a href=\"/drills?table={t}#drill-{d}\">{t}</a>", t = escape(t), d = escape(drill));
            lang.text("web-remedy-table", &[("link", Arg::Text(&link))])
        }
        Some(Remedy::Against) => lang.text("web-remedy-against", &[]),
        Some(Remedy::BalancedSystem(s)) => {
            lang.text("web-remedy-balanced", &[("system", Arg::Text(&escape(s)))])
        }
        None => String::new(),
    };
    let args = [
        ("drill", Arg::Text(&escape(drill))),
        ("table", Arg::Text(&escape(table))),
        ("reason", Arg::Text(&prose(&reason.words_in(lang)))),
        ("remedy", Arg::Text(&remedy)),
    ];
    let title = lang.text("web-not-started", &[]);
    super::error_page_html_in(lang, StatusCode::BAD_REQUEST, &title, &lang.text("web-drill-not-here", &args))
}

/// The session's page: the last answer judged, then the question asked, or the summary.
pub async fn drill_page(State(app): State<Arc<App>>, Path(id): Path<String>, headers: HeaderMap) -> Response {
    let mut sessions = lock(&app.drills);
    let Some(state) = sessions.get_mut(&id) else { return no_drill_session(page_lang(&headers, None)) };
    page(&app, &id, state)
}

/// Draws the session as it stands, with why the last answer sent was not taken, if it was not,
/// above the question asked now.
fn page(app: &App, id: &str, state: &mut DrillState) -> Response {
    let refused = state.not_taken.take();
    let lang = state.setting.lang;
    let t = |id: &str| escape(&lang.text(id, &[]));
    let title = lang.text(
        "drill-page-title",
        &[("drill", Arg::Text(&state.drill.spec.title_in(lang))), ("table", Arg::Text(&state.table))],
    );
    let mut body = format!("<h1>{}</h1>\n", prose(&title));
    if let Some(unsaved) = &state.unsaved {
        let _ = writeln!(body, "<p class=\"warn\" role=\"alert\">{}</p>", prose(&capitalised(unsaved)));
    }
    if let Some(note) = state.journal_note.take() {
        let _ = writeln!(body, "<p class=\"muted\">{}</p>", prose(&note));
    }
    if let Some(record) = &state.last {
        body.push_str(&verdict_html(app, record, state.timed, state.limit.map(|_| state.streak)));
        if let Some(best) = &state.last_best {
            let _ = writeln!(body, "<p class=\"best\">{}</p>", prose(best));
        }
    }
    let status = refused.as_ref().map_or(StatusCode::OK, |r| r.status);
    let now = app.clock.now();
    let step = state.run.current();
    match step {
        Step::Ask { number, question, round_of_misses, .. } => {
            state.asked.shown(now, flashes(question, state.pace));
            if let Some(missed) = round_of_misses {
                let what = if missed == 1 {
                    lang.text("drill-once-more-one", &[])
                } else {
                    lang.text("drill-once-more-many", &[("count", Arg::Int(missed as u64))])
                };
                let _ = writeln!(body, "<h2>{}</h2>", prose(&what));
            }
            let clock = state
                .limit
                .map(|l| {
                    let allowed = allowed_in(l, lang);
                    format!(" · {}", lang.text("drill-to-answer", &[("allowed", Arg::Text(&allowed))]))
                })
                .unwrap_or_default();
            let _ = writeln!(
                body,
                "<h2 class=\"question-number\">{}{}</h2>",
                prose(&number.words_in(lang)),
                prose(&clock)
            );
            if let Some(limit) = state.limit {
                let left = state.asked.left(limit, now).as_secs_f64();
                // The script counts the seconds down from `data-countdown` in the same words.
                let words = |seconds: &str| lang.text("drill-page-left", &[("seconds", Arg::Text(seconds))]);
                let _ = writeln!(
                    body,
                    "<p class=\"countdown\" data-countdown=\"{left:.1}\" data-left=\"{}\" data-up=\"{}\" data-decimal=\"{}\" aria-live=\"off\">{}</p>",
                    escape(&words("{s}")),
                    t("drill-page-time-up"),
                    lang.number("."),
                    escape(&words(&lang.number(&format!("{left:.1}"))))
                );
            }
            body.push_str(&situation_html(question, state.pace));
            let _ = writeln!(body, "<p class=\"prompt\"><strong>{}</strong></p>", prose(&question.prompt));
            if let Some(hint) = &state.hint {
                let _ = writeln!(
                    body,
                    "<p class=\"hint\"><span class=\"muted\">{}</span> {}</p>",
                    t("drill-label-chart"),
                    prose(hint)
                );
            }
            if let Some(refused) = &refused {
                let label = if refused.status == StatusCode::CONFLICT {
                    t("drill-page-not-taken")
                } else {
                    t("drill-label-not-understood")
                };
                let _ = writeln!(
                    body,
                    "<p class=\"refused\" role=\"alert\"><strong>{label}</strong> {}</p>",
                    prose(&refused.why)
                );
            }
            body.push_str(&answer_form(id, state.asked.id(), question, state.hint.is_none()));
        }
        Step::Done(summary) => {
            let summary = summary.clone();
            state.finish(app);
            body.push_str(&summary_html(app, &summary, lang));
            if let Some(changes) = &state.changes {
                body.push_str(&changes_html(changes, &state.table, lang));
            }
            if let Some(saved) = &state.saved {
                let _ = writeln!(body, "<p class=\"saved\">{saved}</p>");
            }
            // Again: the same drill at the same table, as many questions, as timed, at the same
            // pace; a new deal.
            let timed = state
                .limit
                .map(|l| format!("<input type=\"hidden\" name=\"timed\" value=\"{}\">", l.as_secs()))
                .unwrap_or_default();
            let pairs = if state.pairs { "<input type=\"hidden\" name=\"pairs\" value=\"1\">" } else { "" };
            let _ = writeln!(
                body,
                "<form method=\"post\" action=\"/drill\" id=\"again\"><input type=\"hidden\" name=\"drill\" value=\"{}\"><input type=\"hidden\" name=\"table\" value=\"{}\">\
                 <input type=\"hidden\" name=\"count\" value=\"{}\">{timed}{pairs}<input type=\"hidden\" name=\"pace\" value=\"{}\"><input type=\"hidden\" name=\"lang\" value=\"{}\">\
                 <button type=\"submit\" class=\"primary\" data-enter>{}<kbd>Enter</kbd></button></form>\
                 <p><a href=\"/progress?table={table}\">{}</a> · <a href=\"/drills?table={table}\">{}</a></p>",
                escape(&state.drill.spec.id),
                escape(&state.table),
                state.count,
                state.pace,
                lang.code(),
                t("drill-page-again"),
                t("drill-page-see-progress"),
                t("drill-page-another"),
                table = escape(&state.table)
            );
        }
    }
    (status, layout_in(lang, &title, "/drills", &body)).into_response()
}

/// Whether the page flashes `question`'s cards one by one before it asks (as the script does
/// when the pace is not 0), so that it can be answered only once they are cleared.
fn flashes(question: &Question, pace: f64) -> bool {
    pace > 0.0
        && question.situation.count.as_ref().is_some_and(|c| {
            c.rounds.iter().any(|r| !r.cards.is_empty()) || c.tray_cards.is_some() || c.countdown.is_some()
        })
}

/// The buttons and keys of an answer, as the terminal takes them, with the id of the question
/// asked (`asked`); a page that flashes cards says at `data-ready` when they are cleared.
fn answer_form(id: &str, asked: u64, question: &Question, may_hint: bool) -> String {
    let lang = question.lang;
    let t = |id: &str| escape(&lang.text(id, &[]));
    let mut html = format!(
        "<form method=\"post\" action=\"/drill/{id}/answer\" class=\"answer\" data-replace data-ready=\"/drill/{id}/ready\">{}<div class=\"answers\">",
        question_field(asked)
    );
    match question.expected.kind() {
        AnswerKind::Action => {
            let legal = question.legal_actions().unwrap_or_else(|| crate::game::action::ACTIONS.to_vec());
            for action in legal {
                // The key typed in the question's language, which its answer is read in.
                let key = action.key_in(lang);
                let _ = write!(
                    html,
                    "<button type=\"submit\" name=\"answer\" value=\"{key}\" data-key=\"{key}\">{}<kbd>{key}</kbd></button>",
                    prose(&capitalised(&action.name_in(lang)))
                );
            }
            if may_hint && question.hint().is_some() {
                let _ = write!(
                    html,
                    "<button type=\"submit\" name=\"answer\" value=\"{HINT}\" data-key=\"{HINT}\">{}<kbd>{HINT}</kbd></button>",
                    t("drill-page-chart-row")
                );
            }
        }
        AnswerKind::YesNo => {
            // The language's own keys of yes and no, which its answers are read by.
            for (key, word) in [("answer-key-yes", "drill-page-yes"), ("answer-key-no", "drill-page-no")] {
                let key = t(key);
                let _ = write!(
                    html,
                    "<button type=\"submit\" name=\"answer\" value=\"{key}\" data-key=\"{key}\">{}<kbd>{key}</kbd></button>",
                    t(word)
                );
            }
        }
        kind => {
            let forms = lang.text("drill-page-accepted", &[("forms", Arg::Text(&kind.forms_in(lang)))]);
            let _ = write!(
                html,
                "<label>{} <input type=\"text\" name=\"answer\" autocomplete=\"off\" autofocus maxlength=\"{MAX_ANSWER_LINE}\" aria-describedby=\"forms\" required></label>\
                 <button type=\"submit\" class=\"primary\">{}<kbd>Enter</kbd></button></div><p id=\"forms\" class=\"muted\">{}</p><div>",
                t("drill-page-your-answer"),
                t("drill-page-answer"),
                prose(&forms)
            );
        }
    }
    html.push_str("</div></form>\n");
    let _ = writeln!(
        html,
        "<form method=\"post\" action=\"/drill/{id}/stop\" class=\"inline\" data-replace><button type=\"submit\">{}</button></form>",
        t("drill-page-stop")
    );
    html
}

/// A question's situation on the felt: the dealer, the hands, the count.
fn situation_html(q: &Question, pace: f64) -> String {
    let s: &Situation = &q.situation;
    let lang = q.lang;
    let t = |id: &str| escape(&lang.text(id, &[]));
    let mut html = String::from("<div class=\"felt\">");
    if let Some(against) = &s.against {
        let words = lang.text("drill-compared-with", &[("table", Arg::Text(against))]);
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(&words));
    }
    if !s.dealer.is_empty() {
        let _ = write!(
            html,
            "<div class=\"spot dealer\"><span class=\"spot-name\">{}</span>",
            t("drill-page-dealer")
        );
        html.push_str(&svg::hand_in(&s.dealer, lang));
        if let Some(hole) = s.hole_card {
            let _ = write!(html, " <span class=\"note\">{}</span> ", t("drill-page-hole-card"));
            html.push_str(&svg::hand_in(&[hole], lang));
        }
        html.push_str("</div>");
    }
    if s.hands.is_empty() {
        if !s.player.is_empty() {
            let notes = s.hand_notes_in(lang);
            let notes = if notes.is_empty() {
                String::new()
            } else {
                format!(" <span class=\"note\">({})</span>", prose(&notes.join(", ")))
            };
            let _ = write!(
                html,
                "<div class=\"spot you\"><span class=\"spot-name\">{}</span>{}{notes}</div>",
                escape(&hand_name_in(0, 1, lang)),
                svg::hand_in(&s.player, lang)
            );
        }
    } else {
        for (i, h) in s.hands.iter().enumerate() {
            let _ = write!(
                html,
                "<div class=\"spot you\"><span class=\"spot-name\">{} ({})</span>{}</div>",
                escape(&hand_name_in(i, s.hands.len(), lang)),
                prose(&h.notes_in(lang).join(", ")),
                svg::hand_in(&h.cards, lang)
            );
        }
    }
    if let Some(count) = &s.count {
        html.push_str(&count_html(count, pace, lang));
    }
    if let Some(seen) = &s.seen {
        let words = lang.text(
            "drill-page-seen",
            &[
                ("cards", Arg::Int(u64::from(seen.cards))),
                ("shoe", Arg::Int(u64::from(seen.shoe))),
                ("tens", Arg::Int(u64::from(seen.tens))),
            ],
        );
        let _ = write!(html, "<p class=\"note\">{}</p>", escape(&words));
    }
    html.push_str("</div>\n");
    html
}

/// A card-counting question: the rounds to count (flashed card by card at the learner's pace by
/// the page's script), or the count, the discard tray and the ramp to work from.
fn count_html(s: &CountSituation, pace: f64, lang: Lang) -> String {
    let mut html = String::new();
    if let Some(start) = s.start_words_in(lang) {
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(&start));
    }
    if !s.rounds.is_empty() {
        let _ = write!(html, "<div class=\"flash\" data-flash data-pace=\"{pace}\">");
        for round in &s.rounds {
            let _ = write!(
                html,
                "<div class=\"round\"><span class=\"spot-name\">{}</span>",
                prose(&round.heading_in(lang))
            );
            for card in &round.cards {
                let _ = write!(html, "<span class=\"flash-group\">{}</span>", svg::card_in(*card, lang));
            }
            if round.cut_short {
                html.push_str("<span class=\"note\">…</span>");
            }
            html.push_str("</div>");
        }
        html.push_str("</div>");
    }
    // A countdown's cards, a group (one card, or a pair) flashed at a time.
    if let Some(c) = &s.countdown {
        let _ = write!(html, "<div class=\"flash\" data-flash data-pace=\"{pace}\"><div class=\"round\">");
        for group in c.groups() {
            let _ = write!(html, "<span class=\"flash-group\">{}</span>", svg::hand_in(group, lang));
        }
        html.push_str("</div></div>");
    }
    let (running, true_count, ramp) = s.given_words_in(lang);
    if let Some(running) = running {
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(&running));
    }
    if let Some(halves) = s.discard_halves {
        html.push_str(&svg::tray(halves, s.decks, lang));
    }
    // A deck-estimation tray is flashed as a running count's cards are: shown for the pace, then
    // cleared, and only then asked about.
    if let Some(cards) = s.tray_cards {
        let _ = write!(
            html,
            "<div class=\"flash\" data-flash data-pace=\"{pace}\"><span class=\"flash-group\">{}</span></div>",
            svg::card_tray(cards, s.decks, lang)
        );
    }
    for line in [true_count, ramp].into_iter().flatten() {
        let _ = write!(html, "<p class=\"note\">{}</p>", prose(&line));
    }
    html
}

/// A judged answer, in the words the terminal prints.
fn verdict_html(app: &App, record: &Record, timed: bool, streak: Option<usize>) -> String {
    let v = verdict(record, app.library.catalogue, timed, streak);
    let class = if v.correct {
        "right"
    } else if record.judgement.is_close_call() {
        "close"
    } else {
        "wrong"
    };
    let mut html = format!("<section class=\"verdict {class}\">");
    let lang = record.question.lang;
    let id = if record.retry { "drill-page-question-again" } else { "drill-page-question" };
    let situation = short_situation(&record.question);
    let asked = lang.text(id, &[("n", Arg::Int(record.n as u64)), ("situation", Arg::Text(&situation))]);
    let mut rest = format!("<p class=\"muted\">{}</p>", prose(&asked));
    let mut headlines = v
        .headline
        .iter()
        .map(|line| line_html(line.label.as_ref().map(|(l, t)| (l.as_str(), *t)), &line.text));
    let first = headlines.next().unwrap_or_default();
    for line in headlines {
        let _ = write!(rest, "<p class=\"headline\">{line}</p>");
    }
    for line in &v.details {
        let _ = write!(
            rest,
            "<p>{}</p>",
            line_html(line.label.as_ref().map(|(l, t)| (l.as_str(), *t)), &line.text)
        );
    }
    html.push_str(&super::folded(&first, &prose(&v.score), &rest));
    html.push_str("</section>\n");
    html
}

fn line_html(label: Option<(&str, Tone)>, text: &str) -> String {
    match label {
        Some((label, tone)) => {
            let class = match tone {
                Tone::Good => "label good",
                Tone::Bad => "label bad",
                Tone::Warn => "label warn",
                Tone::Bold => "label bold",
                Tone::Quiet => "muted",
            };
            format!("<span class=\"{class}\">{}</span> {}", prose(label), prose(text))
        }
        None => prose(text),
    }
}

/// What the session changed, in the words the terminal says it: the leak, the stages mastered
/// and opened; where to see more is a link to the progress page at `table`.
fn changes_html(changes: &Changes, table: &str, lang: Lang) -> String {
    let progress = format!(
        "<a href=\"/progress?table={}\">{}</a>",
        escape(table),
        escape(&lang.text("drill-page-your-progress", &[]))
    );
    let trend = |t: Trend| {
        let class = match t {
            Trend::Smaller => "label good",
            Trend::Larger => "label bad",
            Trend::Unchanged => "muted",
        };
        format!("<span class=\"{class}\">{}</span>", escape(&t.word_in(lang)))
    };
    let mut html = format!(
        "<section class=\"changes\" id=\"changes\"><h3>{}</h3><ul>",
        escape(&lang.text("drill-page-what-changed", &[]))
    );
    for line in changes.lines() {
        // The stages' names are the path's own; the table's name is escaped.
        let words = line.words_in(lang, &escape(table), &trend);
        // The words are HTML already: the message around them is our own and holds no markup.
        let around =
            |id: &str| lang.text(id, &[("words", Arg::Text(&words)), ("progress", Arg::Text(&progress))]);
        let _ = match line {
            Change::Opened(_) => write!(html, "<li>{}</li>", around("drill-page-see")),
            Change::NoStage => write!(html, "<li>{}</li>", around("drill-page-where-you-stand")),
            _ => write!(html, "<li>{words}</li>"),
        };
    }
    html.push_str("</ul></section>\n");
    html
}

/// The session's summary: how many right, how fast, the mistakes by name.
fn summary_html(app: &App, s: &Summary, lang: Lang) -> String {
    let t = |id: &str| escape(&lang.text(id, &[]));
    let int = |n: usize| Arg::Int(n as u64);
    let mut html = format!("<section class=\"summary\"><h2>{}</h2><dl>", t("drill-page-summary"));
    let right = lang.text(
        "drill-page-right-of",
        &[
            ("right", int(s.correct)),
            ("answered", int(s.answered)),
            ("percent", Arg::Text(&lang.percent(s.accuracy, 1))),
        ],
    );
    let _ = write!(
        html,
        "<dt>{}</dt><dd>{}</dd><dt>{}</dt><dd>{}</dd>",
        t("drill-page-right"),
        escape(&right),
        t("drill-page-median-time"),
        escape(&seconds_in(Duration::from_secs_f64(s.median_seconds), lang))
    );
    if let Some(best) = s.best_streak {
        let _ = write!(html, "<dt>{}</dt><dd>{best}</dd>", t("drill-page-best-streak"));
    }
    if s.value_lost > 0.0 {
        let value =
            lang.text("drill-page-value-lost-of", &[("value", Arg::Text(&lang.percent(s.value_lost, 2)))]);
        let _ = write!(html, "<dt>{}</dt><dd>{}</dd>", t("drill-page-value-lost"), escape(&value));
    }
    if let Some(round) = s.once_more {
        let words = lang
            .text("drill-page-once-more-of", &[("right", int(round.correct)), ("asked", int(round.asked))]);
        let _ = write!(html, "<dt>{}</dt><dd>{}</dd>", t("drill-page-once-more"), escape(&words));
    }
    html.push_str("</dl>");
    html.push_str(&mistakes_html(app.library.catalogue, &s.mistakes, lang));
    if s.stopped_early {
        let _ = write!(html, "<p class=\"muted\">{}</p>", t("drill-page-stopped"));
    }
    html.push_str("</section>\n");
    html
}

/// Judges an answer (or shows the chart's row for `?`), then sends the browser on to the
/// session's page, which shows the next step. An answer to a question no longer asked (or not
/// shown yet) is refused with the question asked now (that page's status 409), one that says no
/// question 422, one that cannot be read with the forms accepted (422) and the same question
/// waits: none of them is judged or saved.
pub async fn drill_answer(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Form(form): Form<AnswerForm>,
) -> Response {
    let mut sessions = lock(&app.drills);
    let Some(state) = sessions.get_mut(&id) else { return no_drill_session(page_lang(&headers, None)) };
    if let Err(refusal) = state.asked.check(form.question()) {
        state.not_taken = Some(NotTaken::refused(refusal, state.setting.lang));
        return to_session("drill", &id);
    }
    let line = match form.line() {
        Ok(line) => line.trim(),
        Err(why) => {
            state.not_taken = Some(NotTaken::unreadable(state.setting.lang.text(why, &[])));
            return to_session("drill", &id);
        }
    };
    let Step::Ask { question, .. } = state.run.current() else {
        return to_session("drill", &id);
    };
    if line == HINT && state.hint.is_none() && question.hint().is_some() {
        state.hint = state.run.hint().map(str::to_string);
        return to_session("drill", &id);
    }
    if let Err(e) = question.read(line) {
        state.not_taken = Some(NotTaken::unreadable(e.to_string()));
        return to_session("drill", &id);
    }
    // A countdown is timed from its first card, drawn with the page; any other answer from when
    // it could be given.
    let time = if question.timed_from_first_card() {
        state.asked.since_shown(app.clock.now())
    } else {
        state.asked.time(app.clock.now())
    };
    let now = app.calendar.now();
    let (drill, table) = (state.drill.spec.id.clone(), state.table.clone());
    let Some(record) = state.run.answer(line, time).cloned() else {
        return to_session("drill", &id);
    };
    // A run of right answers counts first answers, as the summary's best streak does.
    if !record.retry {
        state.streak = if record.judgement.correct { state.streak + 1 } else { 0 };
    }
    let ms = u64::try_from(record.time.as_millis()).unwrap_or(u64::MAX);
    state.last_best = state.countdown_bests.as_mut().and_then(|b| {
        b.answered(&record.question.key, ms, (record.judgement.correct, !record.retry), record.question.lang)
    });
    if let Some(answers) = state.answers.as_mut()
        && let Some(e) = answers.record(record.answer_record(&drill, &table, now))
    {
        state.journal_note = Some(journal_words("store-journal-not-kept", "answers", &e, state.setting.lang));
    }
    state.last = Some(record);
    state.hint = None;
    state.asked.next();
    to_session("drill", &id)
}

/// The page of a running count cleared its last card: the answer is timed from now. 204, or
/// the refusal's status when the page's question is not the one asked now.
pub async fn drill_ready(
    State(app): State<Arc<App>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Form(form): Form<ReadyForm>,
) -> Response {
    let mut sessions = lock(&app.drills);
    let Some(state) = sessions.get_mut(&id) else { return no_drill_session(page_lang(&headers, None)) };
    match state.asked.ready(form.question(), app.clock.now()) {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(refusal) => refusal.status().into_response(),
    }
}

/// Stops the session where it is, saves its answers and shows its summary.
pub async fn drill_stop(State(app): State<Arc<App>>, Path(id): Path<String>, headers: HeaderMap) -> Response {
    let mut sessions = lock(&app.drills);
    let Some(state) = sessions.get_mut(&id) else { return no_drill_session(page_lang(&headers, None)) };
    state.finish(&app);
    to_session("drill", &id)
}
