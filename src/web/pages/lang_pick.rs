//! The language of a page that speaks English, French or Italian: the one picked on the page
//! (a link of the picker, remembered by a cookie), else the remembered one, else the one the
//! browser asks for first (`Accept-Language`), else English.

use std::fmt::Write;

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::Response;
use serde::Deserialize;

use crate::lang::Lang;
use crate::web::escape;
use crate::web::guard::cookie_value;

/// A page's table and, when one is picked, its language (`?table=NAME&lang=fr`).
#[derive(Debug, Deserialize)]
pub struct TableLangQuery {
    /// The table.
    pub table: Option<String>,
    /// The language picked, if any.
    pub lang: Option<String>,
}

impl TableLangQuery {
    /// The language picked, when the query names one of the three.
    pub fn picked(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::from_code)
    }
}

/// The cookie that remembers the language picked.
const LANG_COOKIE: &str = "bjcoach-lang";

/// The language of a page: `picked` when it names one, else the remembered one, else the one
/// the browser asks for first, else English.
pub fn page_lang(headers: &HeaderMap, picked: Option<Lang>) -> Lang {
    picked
        .or_else(|| cookie_value(headers, LANG_COOKIE).and_then(Lang::from_code))
        .or_else(|| {
            let asked = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok())?;
            Lang::from_accept_language(asked)
        })
        .unwrap_or_default()
}

/// The picker of the three languages, each in its own name, for the page `path` of `table`, the
/// page's own marked.
pub fn picker(path: &str, table: &str, lang: Lang) -> String {
    let mut html = String::from("<p class=\"languages\">");
    for (i, l) in Lang::ALL.into_iter().enumerate() {
        let separator = if i == 0 { "" } else { " · " };
        let current = if l == lang { " aria-current=\"true\"" } else { "" };
        let _ = write!(
            html,
            "{separator}<a href=\"{path}?table={}&amp;lang={}\" lang=\"{}\" hreflang=\"{}\"{current}>{}</a>",
            escape(table),
            l.code(),
            l.code(),
            l.code(),
            l.own_name()
        );
    }
    html.push_str("</p>\n");
    html
}

/// A language picked on the page is remembered for the pages that follow.
pub fn remember(response: &mut Response, picked: Option<Lang>) {
    let Some(picked) = picked else { return };
    let cookie = format!("{LANG_COOKIE}={}; Path=/; Max-Age=31536000; SameSite=Strict", picked.code());
    if let Ok(value) = HeaderValue::from_str(&cookie) {
        response.headers_mut().append(header::SET_COOKIE, value);
    }
}
