//! A table's rules in plain words, the assumed ones marked, as `bjcoach rules` says them, in
//! English, French or Italian ([`super::lang_pick`]).

use std::fmt::Write;

use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};

use super::lang_pick::{TableLangQuery, page_lang, picker, remember};
use super::{App, layout_in, table_picker_in};
use crate::game::describe::{explain_in, one_line_in, source_note_in, title_in};
use crate::web::escape;

/// A table's rules in plain words in the page's language, with a picker of the three.
pub async fn rules(
    State(app): State<std::sync::Arc<App>>,
    headers: HeaderMap,
    Query(q): Query<TableLangQuery>,
) -> Response {
    let rules = match app.table_in(q.table.as_deref(), page_lang(&headers, q.picked())) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let picked = q.picked();
    let lang = page_lang(&headers, picked);
    let mut body = table_picker_in(&app, "/rules", &rules.id, lang);
    let id = escape(&rules.id);
    body.push_str(&picker("/rules", &rules.id, lang));
    let title = title_in(rules, lang);
    let _ = writeln!(body, "<h1>{} <span class=\"muted\">({id})</span></h1>", escape(&title));
    let _ = writeln!(body, "<p class=\"muted\">{}</p>", escape(&one_line_in(rules, lang)));
    body.push_str("<dl class=\"rules\">\n");
    let lines = explain_in(rules, lang);
    let mark = escape(&lang.text("rules-assumed-mark", &[]));
    for line in &lines {
        let mark = if line.assumed { format!(" <span class=\"tag\">{mark}</span>") } else { String::new() };
        let _ = writeln!(body, "<dt>{}</dt><dd>{}{mark}</dd>", escape(&line.topic), escape(&line.text));
    }
    body.push_str("</dl>\n");
    let note = source_note_in(rules, &lines, lang);
    let _ = writeln!(body, "<p class=\"muted\">{}</p>", escape(&note));
    let mut response = layout_in(lang, &title, "/rules", &body).into_response();
    remember(&mut response, picked);
    response
}
