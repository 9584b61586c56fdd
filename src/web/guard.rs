//! What every request passes before it reaches a page: the host it was sent to (no DNS
//! rebinding), the key of the printed address or the cookie it leaves (no other local user, no
//! other web page), a same-origin check on every POST (no cross-site form), a bounded body and a
//! bounded rate. Refusals are plain pages with a 4xx status; nothing behind them runs. A request
//! refused for its host or its key is counted in a bucket of its own, so strangers cannot spend
//! the learner's rate.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};

/// The cookie that carries the key once the printed address has been opened.
pub const COOKIE: &str = "bjcoach_key";

/// The largest request body taken, in bytes: an answer is a word, a form a few fields.
pub const MAX_BODY: usize = 8 * 1024;

/// Requests taken at once before the rate applies, and requests a second after that. A learner
/// answering as fast as keys can be pressed stays far below; a runaway script does not.
const BURST: f64 = 240.0;
const PER_SECOND: f64 = 60.0;

/// The server's own address and key, and the rate of requests so far.
pub struct Guard {
    /// The hosts a request may name: the address listened on, and `localhost` at its port when
    /// that is the loopback address.
    hosts: Vec<String>,
    key: String,
    /// The requests that carry the key, the learner's own.
    learner: Mutex<Bucket>,
    /// The requests refused for their host or their key: counted apart, so that a flood of them
    /// is answered cheaply and never spends the learner's rate.
    refused: Mutex<Bucket>,
}

/// A rate: [`BURST`] requests at once, then [`PER_SECOND`].
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn full() -> Mutex<Bucket> {
        Mutex::new(Bucket { tokens: BURST, at: Instant::now() })
    }

    /// Takes one request from `bucket`; false when it is spent.
    fn take(bucket: &Mutex<Bucket>) -> bool {
        let Ok(mut bucket) = bucket.lock() else { return false };
        let now = Instant::now();
        let refill = now.duration_since(bucket.at).as_secs_f64() * PER_SECOND;
        bucket.tokens = (bucket.tokens + refill).min(BURST);
        bucket.at = now;
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

impl Guard {
    /// The guard of a server listening on `socket` with `key`.
    pub fn new(socket: SocketAddr, key: String) -> Guard {
        let mut hosts = vec![socket.to_string()];
        if socket.ip().is_loopback() {
            hosts.push(format!("localhost:{}", socket.port()));
        }
        Guard { hosts, key, learner: Bucket::full(), refused: Bucket::full() }
    }

    /// A refusal for the host or the key, counted in the refused requests' own bucket: once that
    /// is spent, a short 429 instead.
    fn refuse_stranger(&self, status: StatusCode, why: &str) -> Response {
        if Bucket::take(&self.refused) { refuse(status, why) } else { too_many() }
    }

    fn host_allowed<'h>(&self, headers: &'h HeaderMap) -> Option<&'h str> {
        let host = headers.get(header::HOST)?.to_str().ok()?;
        self.hosts.iter().any(|h| h.eq_ignore_ascii_case(host)).then_some(host)
    }

    fn key_matches(&self, given: &str) -> bool {
        // Compared in full whatever differs first, so the time taken says nothing of the key.
        let (a, b) = (self.key.as_bytes(), given.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
    }
}

/// `router` behind the guard, with bounded bodies and the headers every page is sent with.
pub fn wrap(router: Router, guard: Arc<Guard>) -> Router {
    router.layer(DefaultBodyLimit::max(MAX_BODY)).layer(middleware::from_fn_with_state(guard, check))
}

/// A refusal: its status and one sentence.
fn refuse(status: StatusCode, why: &str) -> Response {
    let page = format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Refused</title></head>\
         <body><h1>Refused</h1><p>{}</p></body></html>\n",
        super::escape(why)
    );
    let mut response = (status, [(header::CONTENT_TYPE, "text/html; charset=utf-8")], page).into_response();
    secure_headers(response.headers_mut());
    response
}

fn too_many() -> Response {
    refuse(StatusCode::TOO_MANY_REQUESTS, "Too many requests at once: wait a moment and reload.")
}

/// The headers of every answer: nothing but this server's own style and script (and the script's
/// word, sent back to this server, that a flash of cards ended), no framing, no sniffing, no
/// caching of pages that carry a learner's answers. A page that sets its own policy (the
/// printable card, whose style is inline) keeps it: one policy a page.
fn secure_headers(headers: &mut HeaderMap) {
    let set = |headers: &mut HeaderMap, name: header::HeaderName, value: &'static str| {
        headers.insert(name, HeaderValue::from_static(value));
    };
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        set(
            headers,
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; \
             form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        );
    }
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(headers, header::X_FRAME_OPTIONS, "DENY");
    // `same-origin`, not `no-referrer`: with no referrer at all a browser sends `Origin: null` on
    // its own forms, which the same-origin check would then refuse.
    set(headers, header::REFERRER_POLICY, "same-origin");
    if !headers.contains_key(header::CACHE_CONTROL) {
        set(headers, header::CACHE_CONTROL, "no-store");
    }
}

/// The value of the key cookie, if the request has one.
fn cookie_key(headers: &HeaderMap) -> Option<&str> {
    headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok()).find_map(|line| {
        line.split(';').find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            (name == COOKIE).then_some(value)
        })
    })
}

/// The key in the query (`?key=...`), if any, and the query without it.
fn query_key(query: &str) -> (Option<&str>, String) {
    let mut key = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|pair| match pair.strip_prefix("key=") {
            Some(k) => {
                key = Some(k);
                false
            }
            None => !pair.is_empty(),
        })
        .collect();
    (key, rest.join("&"))
}

/// The host and the key first, each refusal counted apart; only then the learner's rate, the
/// size and the origin.
async fn check(State(guard): State<Arc<Guard>>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    let Some(host) = guard.host_allowed(headers) else {
        return guard.refuse_stranger(
            StatusCode::MISDIRECTED_REQUEST,
            "This coach answers only at the address it printed when it started.",
        );
    };
    let origin = format!("http://{host}");
    let (query_key, rest) = query_key(request.uri().query().unwrap_or(""));
    let keyed = match query_key {
        Some(given) => guard.key_matches(given),
        None => cookie_key(headers).is_some_and(|k| guard.key_matches(k)),
    };
    if !keyed {
        let why = if query_key.is_some() {
            "The key in this address is not this coach's key."
        } else {
            "Open the address `bjcoach serve` printed when it started: it carries the key to this coach."
        };
        return guard.refuse_stranger(StatusCode::FORBIDDEN, why);
    }
    if !Bucket::take(&guard.learner) {
        return too_many();
    }
    let length = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if length.is_some_and(|n| n > MAX_BODY as u64) {
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, "The request is larger than any form of this coach.");
    }
    if query_key.is_some() {
        // The key goes into a cookie and out of the address, so it is not left in the history
        // or shown on the screen.
        let path = request.uri().path();
        let to = if rest.is_empty() { path.to_string() } else { format!("{path}?{rest}") };
        let cookie = format!("{COOKIE}={}; Path=/; HttpOnly; SameSite=Strict", guard.key);
        let mut response = Response::new(Body::empty());
        *response.status_mut() = StatusCode::SEE_OTHER;
        if let (Ok(to), Ok(cookie)) = (HeaderValue::from_str(&to), HeaderValue::from_str(&cookie)) {
            response.headers_mut().insert(header::LOCATION, to);
            response.headers_mut().insert(header::SET_COOKIE, cookie);
        }
        secure_headers(response.headers_mut());
        return response;
    }
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let same_origin = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) == Some(origin.as_str());
        if !same_origin {
            return refuse(StatusCode::FORBIDDEN, "A change is taken only from this coach's own pages.");
        }
    }
    let mut response = next.run(request).await;
    secure_headers(response.headers_mut());
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_taken_out_of_the_query_and_the_rest_kept() {
        assert_eq!(query_key("key=abc"), (Some("abc"), String::new()));
        assert_eq!(query_key("table=book&key=abc&x=1"), (Some("abc"), "table=book&x=1".to_string()));
        assert_eq!(query_key("table=book"), (None, "table=book".to_string()));
    }

    #[test]
    fn a_cookie_is_found_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(header::COOKIE, HeaderValue::from_static("a=1; bjcoach_key=xyz; b=2"));
        assert_eq!(cookie_key(&headers), Some("xyz"));
    }

    #[test]
    fn keys_match_only_in_full() {
        let guard = Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), "abcd".to_string());
        assert!(guard.key_matches("abcd"));
        assert!(!guard.key_matches("abc"));
        assert!(!guard.key_matches("abce"));
        assert!(!guard.key_matches(""));
    }

    /// The status of a GET of `/` at `host`, with `cookie` if any, through the guard.
    fn status(router: &Router, host: &str, cookie: Option<&str>) -> StatusCode {
        use tower::ServiceExt;
        let mut request = axum::http::Request::builder().uri("/").header(header::HOST, host);
        if let Some(cookie) = cookie {
            request = request.header(header::COOKIE, cookie);
        }
        let Ok(request) = request.body(Body::empty()) else { return StatusCode::IM_A_TEAPOT };
        let Ok(runtime) = tokio::runtime::Builder::new_current_thread().build() else {
            return StatusCode::IM_A_TEAPOT;
        };
        runtime.block_on(router.clone().oneshot(request)).map_or(StatusCode::IM_A_TEAPOT, |r| r.status())
    }

    #[test]
    fn refused_requests_spend_a_bucket_of_their_own() {
        let guard = Arc::new(Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), "k".to_string()));
        let router = wrap(Router::new().route("/", axum::routing::get(|| async { "home" })), guard);
        let own = "127.0.0.1:9";
        let keyless: Vec<StatusCode> = (0..300).map(|_| status(&router, own, None)).collect();
        let foreign: Vec<StatusCode> =
            (0..300).map(|_| status(&router, "attacker.example:9", Some("bjcoach_key=k"))).collect();
        assert_eq!(keyless[0], StatusCode::FORBIDDEN);
        assert_eq!(foreign[0], StatusCode::TOO_MANY_REQUESTS, "the refused bucket is spent by now");
        assert!(keyless.iter().all(|s| [StatusCode::FORBIDDEN, StatusCode::TOO_MANY_REQUESTS].contains(s)));
        // The learner, after 600 refused requests: all of their own burst is left.
        let learner: Vec<StatusCode> =
            (0..200).map(|_| status(&router, own, Some("bjcoach_key=k"))).collect();
        assert!(learner.iter().all(|s| *s == StatusCode::OK), "{learner:?}");
    }

    #[test]
    fn the_rate_runs_out_after_the_burst() {
        let guard = Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), "k".to_string());
        let taken = (0..1000).filter(|_| Bucket::take(&guard.learner)).count();
        // The burst, and the few the clock refills while the loop runs.
        assert!((240..250).contains(&taken), "{taken}");
    }
}
