//! The plan page, the browser's `bjcoach plan`: a table, a date and a recall level in a form; the
//! plan made from the learner's answers, in the words the terminal prints; a button that saves it
//! for the home to follow, or stops the one followed.

use std::fmt::Write;
use std::sync::Arc;

use axum::Form;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Redirect, Response};
use serde::Deserialize;

use super::{App, drill_offer, error_page_html_in, escape, lang_pick, layout_in, runs_at};
use crate::coach::home::PlanToday;
use crate::coach::learner::progress::notice::StoreError;
use crate::coach::learner::progress::ready_by::{Goal, PLAN_FORMAT_VERSION};
use crate::coach::learner::readiness::{DEFAULT_RECALL, ReadyPlan, date_of_day, day_of_date};
use crate::coach::play::default_bet;
use crate::coach::ready;
use crate::game::rules::{TableRules, preset};
use crate::lang::{Arg, Lang};
use crate::web::prose;

/// The form's fields, as the page's address or its button sends them.
#[derive(Debug, Default, Deserialize)]
pub struct PlanForm {
    table: Option<String>,
    by: Option<String>,
    recall: Option<String>,
    /// With the button that stops the plan followed.
    stop: Option<String>,
    /// The language picked, if any (`lang=fr`).
    lang: Option<String>,
}

/// The days of the plan shown one by one.
const DAYS_SHOWN: usize = 7;

/// The field a refusal names in `lang`: the form's label of it, and what was typed.
fn field(lang: Lang, label: &str, typed: &str) -> String {
    format!("{} `{}`", lang.text(label, &[]), crate::data::shown(typed, crate::data::QUOTED_MOST))
}

/// A recall level as typed (`0.9` or `90%`), or the default when none is; refused in `lang` in
/// the words `bjcoach plan` refuses it in.
fn recall_level(text: Option<&str>, lang: Lang) -> Result<f64, String> {
    let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else { return Ok(DEFAULT_RECALL) };
    ready::recall_typed(t).ok_or_else(|| ready::recall_refused_in(&field(lang, "plan-page-recall", t), lang))
}

/// The goal the form names, checked: a preset, a date after today, a recall level; refused in
/// `lang`.
fn goal_of(
    app: &App,
    form: &PlanForm,
    today: u64,
    lang: Lang,
) -> Result<(&'static TableRules, Goal), String> {
    let name = form.table.as_deref().unwrap_or_default();
    let rules = app.table(Some(name)).map_err(|_| match preset(name) {
        Err(e) => e.words_in(lang),
        Ok(_) => lang.text("play-form-not-preset", &[("name", Arg::Text(name))]),
    })?;
    let text = form.by.as_deref().unwrap_or_default().trim();
    let by = day_of_date(text).ok_or_else(|| {
        lang.text("plan-error-date", &[("field", Arg::Text(&field(lang, "plan-page-by", text)))])
    })?;
    if by <= today {
        let when = if by == today { "today" } else { "passed" };
        let field = field(lang, "plan-page-by", text);
        let today = date_of_day(today);
        let args = [("field", Arg::Text(&field)), ("when", Arg::Text(when)), ("today", Arg::Text(&today))];
        return Err(lang.text("plan-error-day-gone", &args));
    }
    let recall = recall_level(form.recall.as_deref(), lang)?;
    Ok((rules, Goal { version: PLAN_FORMAT_VERSION, table: rules.id.clone(), by: date_of_day(by), recall }))
}

/// The form in `lang`, filled with `goal` when there is one.
fn form_html(app: &App, goal: Option<&Goal>, table: Option<&str>, lang: Lang) -> String {
    let chosen = goal.map_or(table.unwrap_or_default(), |g| g.table.as_str());
    let text = |id: &str| escape(&lang.text(id, &[]));
    let mut html = format!(
        "<form method=\"get\" action=\"/plan\" id=\"plan-form\" class=\"picker\"><label>{} <select name=\"table\">",
        text("plan-page-table")
    );
    for t in app.tables {
        let selected = if t.id == chosen { " selected" } else { "" };
        let _ = write!(html, "<option value=\"{0}\"{selected}>{0}</option>", escape(&t.id));
    }
    let by = goal.map_or(String::new(), |g| g.by.clone());
    let recall = goal.map_or(DEFAULT_RECALL, |g| g.recall);
    let _ = writeln!(
        html,
        "</select></label> <label>{} <input type=\"text\" name=\"by\" value=\"{}\" placeholder=\"YYYY-MM-DD\" \
         pattern=\"[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}\" required></label> <label>{} <input type=\"text\" \
         name=\"recall\" value=\"{recall}\" size=\"5\"></label> <button type=\"submit\">{}</button></form>",
        text("plan-page-by"),
        escape(&by),
        text("plan-page-recall"),
        text("plan-page-make")
    );
    html
}

/// The plan in the words the terminal prints in `lang`, with its first days.
fn result_html(plan: &ReadyPlan, table: &str, bet: u64, lang: Lang) -> String {
    let mut html = String::from("<section id=\"plan-result\">\n");
    let _ = writeln!(html, "<h2>{}</h2>", escape(&ready::aim_in(plan, table, lang)));
    for line in
        [ready::items_in(plan, lang), ready::time_in(plan, table, lang), ready::leak_in(plan, bet, lang)]
    {
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
    }
    if let Some(short) = ready::short_in(plan, lang) {
        let _ = writeln!(html, "<p class=\"warn\">{}</p>", escape(&short));
    }
    let _ = writeln!(html, "<p><strong>{}</strong></p>", escape(&ready::today_in(plan, lang)));
    let heads = ["plan-page-day", "plan-page-reviews", "plan-page-new", "plan-page-minutes"]
        .map(|id| format!("<th>{}</th>", escape(&lang.text(id, &[]))))
        .concat();
    let _ = write!(html, "<table class=\"days\"><thead><tr>{heads}</tr></thead><tbody>");
    for d in plan.days.iter().take(DAYS_SHOWN) {
        let _ = write!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            date_of_day(d.day),
            d.reviews,
            d.new,
            lang.decimal(plan.pace.minutes(d.reviews), 1)
        );
    }
    html.push_str("</tbody></table>\n");
    if plan.days.len() > DAYS_SHOWN {
        let rest = &plan.days[DAYS_SHOWN..];
        let reviews: usize = rest.iter().map(|d| d.reviews).sum();
        let args = [("days", Arg::Int(rest.len() as u64)), ("reviews", Arg::Int(reviews as u64))];
        let _ = writeln!(html, "<p class=\"muted\">{}</p>", escape(&lang.text("plan-page-more-days", &args)));
    }
    html.push_str("</section>\n");
    html
}

/// `GET /plan`: the form; with a date, the plan it names; without, the plan followed; in the
/// page's language.
pub async fn plan_page(
    State(app): State<Arc<App>>,
    headers: axum::http::HeaderMap,
    Query(form): Query<PlanForm>,
) -> Response {
    let picked = form.lang.as_deref().and_then(Lang::from_code);
    let lang = lang_pick::page_lang(&headers, picked);
    let mut response = plan_page_in(&app, &form, lang);
    lang_pick::remember(&mut response, picked);
    response
}

/// The plan page in `lang`.
fn plan_page_in(app: &App, form: &PlanForm, lang: Lang) -> Response {
    let title = lang.text("plan-page-title", &[]);
    let layout = |body: &str| layout_in(lang, &title, "", body).into_response();
    let heading = format!("<h1>{}</h1>\n", escape(&lang.text("plan-page-heading", &[])));
    let now = app.calendar.now();
    let today = now / 86_400;
    let saved = app.store.goal().ok().flatten();
    let asked = form.by.as_deref().is_some_and(|b| !b.trim().is_empty());
    let (rules, goal) = if asked {
        match goal_of(app, form, today, lang) {
            Ok(found) => (found.0, found.1),
            Err(why) => return error_page_html_in(lang, StatusCode::BAD_REQUEST, &title, &prose(&why)),
        }
    } else {
        match saved.clone().and_then(|g| Some((app.table(Some(&g.table)).ok()?, g))) {
            Some(found) => found,
            None => {
                let mut body = heading;
                let _ = writeln!(body, "<p>{}</p>", escape(&lang.text("plan-page-about", &[])));
                body.push_str(&form_html(app, None, form.table.as_deref(), lang));
                return layout(&body);
            }
        }
    };
    let mut body = heading;
    body.push_str(&form_html(app, Some(&goal), None, lang));
    let Some(by) = day_of_date(&goal.by).filter(|&by| by > today) else {
        let args = [("by", Arg::Text(&goal.by)), ("table", Arg::Text(&goal.table))];
        let _ = writeln!(body, "<p>{}</p>", escape(&lang.text("plan-page-passed", &args)));
        return layout(&body);
    };
    // What the store could not do, in the page's language.
    let unread = |e: StoreError| {
        error_page_html_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &prose(&e.words_in(lang)))
    };
    let reading = match app.store.read() {
        Ok(r) => r,
        Err(e) => return unread(e),
    };
    let chart = crate::coach::drill::shipped_chart(&rules.id).ok().flatten();
    let plan = match app.store.ready_plan(&reading, rules, chart.as_ref(), by, goal.recall, now) {
        Ok(p) => p,
        Err(e) => return unread(e),
    };
    body.push_str(&result_html(&plan, &rules.id, default_bet(rules), lang));
    let followed = saved.as_ref() == Some(&goal);
    let text = |id: &str| escape(&lang.text(id, &[]));
    if followed {
        let _ = writeln!(body, "<p>{}</p>", text("plan-page-followed"));
        let today = PlanToday::of(&plan, &rules.id, |drill| {
            app.library.get(drill).is_ok_and(|d| runs_at(d, &rules.id))
        });
        if let (Some((drill, _)), Some(action)) = (&today.drill, today.action_in(lang)) {
            let extra = [("focus", "plan"), ("lang", lang.code())];
            body.push_str(&drill_offer(&today.sentence_in(lang), drill, &rules.id, &extra, &action));
        }
        let _ = writeln!(
            body,
            "<form method=\"post\" action=\"/plan\"><input type=\"hidden\" name=\"stop\" value=\"1\">\
             <button type=\"submit\">{}</button></form>",
            text("plan-page-stop")
        );
    } else {
        let _ = writeln!(
            body,
            "<form method=\"post\" action=\"/plan\" id=\"plan-follow\"><input type=\"hidden\" name=\"table\" value=\"{}\">\
             <input type=\"hidden\" name=\"by\" value=\"{}\"><input type=\"hidden\" name=\"recall\" value=\"{}\">\
             <button type=\"submit\" class=\"primary\">{}</button></form>",
            escape(&goal.table),
            escape(&goal.by),
            goal.recall,
            text("plan-page-follow")
        );
    }
    layout(&body)
}

/// `POST /plan`: saves the plan the form names for the home to follow, or stops the one followed.
pub async fn plan_follow(
    State(app): State<Arc<App>>,
    headers: axum::http::HeaderMap,
    Form(form): Form<PlanForm>,
) -> Response {
    let lang = lang_pick::page_lang(&headers, form.lang.as_deref().and_then(Lang::from_code));
    let title = lang.text("plan-page-title", &[]);
    let today = app.calendar.now() / 86_400;
    let goal = if form.stop.is_some() {
        None
    } else {
        match goal_of(&app, &form, today, lang) {
            Ok((_, goal)) => Some(goal),
            Err(why) => return error_page_html_in(lang, StatusCode::BAD_REQUEST, &title, &prose(&why)),
        }
    };
    match app.store.set_goal(goal.as_ref()) {
        Ok(()) => Redirect::to("/plan").into_response(),
        Err(e) => {
            error_page_html_in(lang, StatusCode::INTERNAL_SERVER_ERROR, &title, &prose(&e.words_in(lang)))
        }
    }
}
