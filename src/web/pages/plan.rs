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

use super::{App, drill_offer, error_page, escape, layout, runs_at};
use crate::coach::home::PlanToday;
use crate::coach::learner::progress::ready_by::{Goal, PLAN_FORMAT_VERSION};
use crate::coach::learner::readiness::{DEFAULT_RECALL, RECALL_LEVELS, ReadyPlan, date_of_day, day_of_date};
use crate::coach::play::default_bet;
use crate::coach::ready;
use crate::game::rules::TableRules;

/// The form's fields, as the page's address or its button sends them.
#[derive(Debug, Default, Deserialize)]
pub struct PlanForm {
    table: Option<String>,
    by: Option<String>,
    recall: Option<String>,
    /// With the button that stops the plan followed.
    stop: Option<String>,
}

/// The days of the plan shown one by one.
const DAYS_SHOWN: usize = 7;

/// A recall level as typed: `0.9` or `90%`, within [`RECALL_LEVELS`].
fn recall_level(text: Option<&str>) -> Result<f64, String> {
    let Some(t) = text.map(str::trim).filter(|t| !t.is_empty()) else { return Ok(DEFAULT_RECALL) };
    let value = match t.strip_suffix('%') {
        Some(p) => p.trim().parse::<f64>().map(|v| v / 100.0),
        None => t.parse::<f64>(),
    };
    match value {
        Ok(v) if (RECALL_LEVELS.0..=RECALL_LEVELS.1).contains(&v) => Ok(v),
        _ => Err(format!(
            "Recall `{}`: expected a recall from {} to {}, e.g. 0.9.",
            crate::data::shown(t, crate::data::QUOTED_MOST),
            RECALL_LEVELS.0,
            RECALL_LEVELS.1
        )),
    }
}

/// The goal the form names, checked: a preset, a date after today, a recall level.
fn goal_of(app: &App, form: &PlanForm, today: u64) -> Result<(&'static TableRules, Goal), String> {
    let rules = app
        .table(form.table.as_deref())
        .map_err(|_| format!("No preset table is named `{}`.", form.table.as_deref().unwrap_or_default()))?;
    let text = form.by.as_deref().unwrap_or_default().trim();
    let by = day_of_date(text).ok_or_else(|| {
        format!(
            "Date `{}`: expected a date as YYYY-MM-DD, e.g. 2027-03-14.",
            crate::data::shown(text, crate::data::QUOTED_MOST)
        )
    })?;
    if by <= today {
        return Err(format!(
            "The day {text} {} (today is {}, UTC): name a day after today.",
            if by == today { "is today" } else { "has passed" },
            date_of_day(today)
        ));
    }
    let recall = recall_level(form.recall.as_deref())?;
    Ok((rules, Goal { version: PLAN_FORMAT_VERSION, table: rules.id.clone(), by: date_of_day(by), recall }))
}

/// The form, filled with `goal` when there is one.
fn form_html(app: &App, goal: Option<&Goal>, table: Option<&str>) -> String {
    let chosen = goal.map_or(table.unwrap_or_default(), |g| g.table.as_str());
    let mut html = String::from(
        "<form method=\"get\" action=\"/plan\" id=\"plan-form\" class=\"picker\"><label>Table <select name=\"table\">",
    );
    for t in app.tables {
        let selected = if t.id == chosen { " selected" } else { "" };
        let _ = write!(html, "<option value=\"{0}\"{selected}>{0}</option>", escape(&t.id));
    }
    let by = goal.map_or(String::new(), |g| g.by.clone());
    let recall = goal.map_or(DEFAULT_RECALL, |g| g.recall);
    let _ = writeln!(
        html,
        "</select></label> <label>Ready by <input type=\"text\" name=\"by\" value=\"{}\" placeholder=\"YYYY-MM-DD\" \
         pattern=\"[0-9]{{4}}-[0-9]{{2}}-[0-9]{{2}}\" required></label> <label>Recall on that day <input type=\"text\" \
         name=\"recall\" value=\"{recall}\" size=\"5\"></label> <button type=\"submit\">Make the plan</button></form>",
        escape(&by)
    );
    html
}

/// The plan in the words the terminal prints, with its first days.
fn result_html(plan: &ReadyPlan, table: &str, bet: u64) -> String {
    let mut html = String::from("<section id=\"plan-result\">\n");
    let _ = writeln!(html, "<h2>{}</h2>", escape(&ready::aim(plan, table)));
    for line in [ready::items(plan), ready::time(plan, table), ready::leak(plan, bet)] {
        let _ = writeln!(html, "<p>{}</p>", escape(&line));
    }
    if let Some(short) = ready::short(plan) {
        let _ = writeln!(html, "<p class=\"warn\">{}</p>", escape(&short));
    }
    let _ = writeln!(html, "<p><strong>{}</strong></p>", escape(&ready::today(plan)));
    html.push_str(
        "<table class=\"days\"><thead><tr><th>Day</th><th>Reviews</th><th>New</th><th>Minutes</th></tr></thead><tbody>",
    );
    for d in plan.days.iter().take(DAYS_SHOWN) {
        let _ = write!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{:.1}</td></tr>",
            date_of_day(d.day),
            d.reviews,
            d.new,
            plan.pace.minutes(d.reviews)
        );
    }
    html.push_str("</tbody></table>\n");
    if plan.days.len() > DAYS_SHOWN {
        let rest = &plan.days[DAYS_SHOWN..];
        let reviews: usize = rest.iter().map(|d| d.reviews).sum();
        let _ =
            writeln!(html, "<p class=\"muted\">And {} more days, {reviews} reviews in all.</p>", rest.len());
    }
    html.push_str("</section>\n");
    html
}

/// `GET /plan`: the form; with a date, the plan it names; without, the plan followed.
pub async fn plan_page(State(app): State<Arc<App>>, Query(form): Query<PlanForm>) -> Response {
    let now = app.calendar.now();
    let today = now / 86_400;
    let saved = app.store.goal().ok().flatten();
    let asked = form.by.as_deref().is_some_and(|b| !b.trim().is_empty());
    let (rules, goal) = if asked {
        match goal_of(&app, &form, today) {
            Ok(found) => (found.0, found.1),
            Err(why) => return error_page(StatusCode::BAD_REQUEST, "Plan", &why),
        }
    } else {
        match saved.clone().and_then(|g| Some((app.table(Some(&g.table)).ok()?, g))) {
            Some(found) => found,
            None => {
                let mut body = String::from("<h1>Ready by a date</h1>\n");
                body.push_str(
                    "<p>Name a table and the day you want to be ready by: the plan says how many minutes a day \
                     it takes and your leak expected on that day.</p>\n",
                );
                body.push_str(&form_html(&app, None, form.table.as_deref()));
                return layout("Plan", "", &body).into_response();
            }
        }
    };
    let mut body = String::from("<h1>Ready by a date</h1>\n");
    body.push_str(&form_html(&app, Some(&goal), None));
    let Some(by) = day_of_date(&goal.by).filter(|&by| by > today) else {
        let _ = writeln!(
            body,
            "<p>The day of the plan you follow, {} at {}, has come: make another.</p>",
            escape(&goal.by),
            escape(&goal.table)
        );
        return layout("Plan", "", &body).into_response();
    };
    let reading = match app.store.read() {
        Ok(r) => r,
        Err(e) => return error_page(StatusCode::INTERNAL_SERVER_ERROR, "Plan", &e.to_string()),
    };
    let chart = crate::coach::drill::shipped_chart(&rules.id).ok().flatten();
    let plan = match app.store.ready_plan(&reading, rules, chart.as_ref(), by, goal.recall, now) {
        Ok(p) => p,
        Err(e) => return error_page(StatusCode::INTERNAL_SERVER_ERROR, "Plan", &e.to_string()),
    };
    body.push_str(&result_html(&plan, &rules.id, default_bet(rules)));
    let followed = saved.as_ref() == Some(&goal);
    if followed {
        body.push_str("<p>The home follows this plan, made again from your answers each day.</p>\n");
        let today = PlanToday::of(&plan, &rules.id, |drill| {
            app.library.get(drill).is_ok_and(|d| runs_at(d, &rules.id))
        });
        if let (Some((drill, _)), Some(action)) = (&today.drill, today.action()) {
            body.push_str(&drill_offer(&today.sentence(), drill, &rules.id, &[("focus", "plan")], &action));
        }
        body.push_str(
            "<form method=\"post\" action=\"/plan\"><input type=\"hidden\" name=\"stop\" value=\"1\">\
             <button type=\"submit\">Stop following it</button></form>\n",
        );
    } else {
        let _ = writeln!(
            body,
            "<form method=\"post\" action=\"/plan\" id=\"plan-follow\"><input type=\"hidden\" name=\"table\" value=\"{}\">\
             <input type=\"hidden\" name=\"by\" value=\"{}\"><input type=\"hidden\" name=\"recall\" value=\"{}\">\
             <button type=\"submit\" class=\"primary\">Follow this plan</button></form>",
            escape(&goal.table),
            escape(&goal.by),
            goal.recall
        );
    }
    layout("Plan", "", &body).into_response()
}

/// `POST /plan`: saves the plan the form names for the home to follow, or stops the one followed.
pub async fn plan_follow(State(app): State<Arc<App>>, Form(form): Form<PlanForm>) -> Response {
    let today = app.calendar.now() / 86_400;
    let goal = if form.stop.is_some() {
        None
    } else {
        match goal_of(&app, &form, today) {
            Ok((_, goal)) => Some(goal),
            Err(why) => return error_page(StatusCode::BAD_REQUEST, "Plan", &why),
        }
    };
    match app.store.set_goal(goal.as_ref()) {
        Ok(()) => Redirect::to("/plan").into_response(),
        Err(e) => error_page(StatusCode::INTERNAL_SERVER_ERROR, "Plan", &e.to_string()),
    }
}
