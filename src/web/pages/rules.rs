//! A table's rules in plain words, the assumed ones marked, as `bjcoach rules` says them, in
//! English, French or Italian: the language picked on the page (remembered by a cookie), else
//! the one the browser asks for first (`Accept-Language`), else English.

use std::fmt::Write;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

use super::{App, layout_in, table_picker};
use crate::game::describe::{explain_in, one_line_in};
use crate::lang::{Arg, Lang};
use crate::web::escape;
use crate::web::guard::cookie_value;

/// The cookie that remembers the language picked.
const LANG_COOKIE: &str = "bjcoach-lang";

/// The rules page's table and, when one is picked, its language (`?table=NAME&lang=fr`).
#[derive(Debug, Deserialize)]
pub struct RulesQuery {
    table: Option<String>,
    lang: Option<String>,
}

/// The language of a page: `picked` when it names one, else the remembered one, else the one
/// the browser asks for first, else English.
fn page_lang(headers: &HeaderMap, picked: Option<Lang>) -> Lang {
    picked
        .or_else(|| cookie_value(headers, LANG_COOKIE).and_then(Lang::from_code))
        .or_else(|| {
            let asked = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())?;
            Lang::from_accept_language(asked)
        })
        .unwrap_or_default()
}

/// A table's rules in plain words in the page's language, with a picker of the three.
pub async fn rules(
    State(app): State<std::sync::Arc<App>>,
    headers: HeaderMap,
    Query(q): Query<RulesQuery>,
) -> Response {
    let rules = match app.table(q.table.as_deref()) {
        Ok(r) => r,
        Err(response) => return response,
    };
    let picked = q.lang.as_deref().and_then(Lang::from_code);
    let lang = page_lang(&headers, picked);
    let mut body = table_picker(&app, "/rules", &rules.id);
    let id = escape(&rules.id);
    body.push_str("<p class=\"languages\">");
    for (i, l) in Lang::ALL.into_iter().enumerate() {
        let separator = if i == 0 { "" } else { " · " };
        let current = if l == lang { " aria-current=\"true\"" } else { "" };
        let _ = write!(
            body,
            "{separator}<a href=\"/rules?table={id}&amp;lang={}\" lang=\"{}\" hreflang=\"{}\"{current}>{}</a>",
            l.code(),
            l.code(),
            l.code(),
            l.own_name()
        );
    }
    body.push_str("</p>\n");
    let table = Arg::Text(&rules.id);
    let title = lang.text("table-title", &[("id", table), ("title", Arg::Text(&rules.title))]);
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
    let assumed = lines.iter().filter(|l| l.assumed).count();
    let document = match &rules.document {
        Some(document) => lang.text("table-document", &[("id", table), ("document", Arg::Text(document))]),
        None => lang.text("rules-own-source", &[("source", Arg::Text(&rules.source))]),
    };
    let document = Arg::Text(&document);
    let note = if assumed > 0 {
        lang.text("rules-assumed-note", &[("document", document), ("assumed", Arg::Int(assumed as u64))])
    } else {
        lang.text("rules-all-stated", &[("document", document)])
    };
    let _ = writeln!(body, "<p class=\"muted\">{}</p>", escape(&note));
    let mut response = layout_in(lang, &title, "/rules", &body).into_response();
    // A language picked on the page is remembered for the pages that follow.
    if let Some(picked) = picked {
        let cookie = format!("{LANG_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Strict", picked.code());
        if let Ok(value) = HeaderValue::from_str(&cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}
