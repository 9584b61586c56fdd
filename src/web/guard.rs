//! What every request passes before it reaches a page: the host it was sent to (one of this
//! machine's own names and addresses: no DNS rebinding), the key of the printed address, or a
//! one-time code, traded for a session cookie named by the port (no other local user, no other
//! web page, no other coach), a same-origin check on every POST (no cross-site form), a bounded body and a
//! bounded rate. Refusals are plain pages with a 4xx status; nothing behind them runs. A request
//! refused for its host or its key is counted in a bucket of its own, so strangers cannot spend
//! the learner's rate.

use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};

/// The start of the session cookie's name, which ends with the port: two coaches on two ports
/// each keep their own cookie in one browser (a cookie is sent to every port of its host).
const COOKIE_PREFIX: &str = "bjcoach_";

/// How long a one-time address opens the coach: time for a browser to start.
pub const ONE_TIME_LIFE: Duration = Duration::from_secs(120);

/// The largest request body taken, in bytes: an answer is a word, a form a few fields.
pub const MAX_BODY: usize = 8 * 1024;

/// Requests taken at once before the rate applies, and requests a second after that. A learner
/// answering as fast as keys can be pressed stays far below; a runaway script does not.
const BURST: f64 = 240.0;
const PER_SECOND: f64 = 60.0;

/// The server's own address and key, and the rate of requests so far.
pub struct Guard {
    hosts: Hosts,
    key: String,
    /// The session cookie's name and value: the value is derived from the key, so a cookie read
    /// elsewhere never gives the key itself.
    cookie: (String, String),
    /// The one-time codes not yet spent, and when each was drawn.
    one_time: Mutex<Vec<(String, Instant)>>,
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

/// The hosts a request may name, at the port listened on.
struct Hosts {
    port: u16,
    /// The addresses: the one listened on, or, listening on every address, this machine's own.
    addresses: Vec<IpAddr>,
    /// The names, in lower case: `localhost` on the loopback address, and this machine's names
    /// when listening on every address.
    names: Vec<String>,
    /// Listening on every address (`0.0.0.0` or `::`): an address not known at start is looked up
    /// among the machine's addresses again, as an interface may come up later.
    every: Option<IpAddr>,
}

impl Hosts {
    fn new(socket: SocketAddr, machine: &super::Machine) -> Hosts {
        let ip = socket.ip();
        let mut hosts = Hosts { port: socket.port(), addresses: vec![ip], names: Vec::new(), every: None };
        if ip.is_loopback() {
            hosts.names.push("localhost".to_string());
        }
        if ip.is_unspecified() {
            hosts.every = Some(ip);
            hosts.addresses.extend(machine.addresses.iter().filter(|a| super::serves(ip, **a)));
            hosts.names.extend(machine.names.iter().map(|n| n.to_ascii_lowercase()));
        }
        hosts
    }

    /// Whether `host`, a Host header, names this server.
    fn allow(&self, host: &str) -> bool {
        let Some((name, port)) = split_host(host) else { return false };
        if port != self.port {
            return false;
        }
        match name.strip_prefix('[').and_then(|n| n.strip_suffix(']')).unwrap_or(name).parse::<IpAddr>() {
            Ok(ip) => {
                self.addresses.contains(&ip)
                    || self.every.is_some_and(|every| {
                        super::serves(every, ip) && super::Machine::now().addresses.contains(&ip)
                    })
            }
            Err(_) => self.names.iter().any(|n| n.eq_ignore_ascii_case(name)),
        }
    }
}

/// A Host header's name (an IPv6 address in its brackets) and port: 80 when none is written.
fn split_host(host: &str) -> Option<(&str, u16)> {
    let (name, port) = match host.rfind([':', ']']) {
        Some(i) if host.as_bytes()[i] == b':' => (&host[..i], Some(&host[i + 1..])),
        _ => (host, None),
    };
    if name.is_empty() || (name.contains(':') && !name.starts_with('[')) {
        return None;
    }
    Some((name, port.map_or(Some(80), |p| p.parse().ok())?))
}

/// The session token for `key`: the first 128 bits of SHA-256 over a label and the key, in hex.
fn session_token(key: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::new().chain_update(b"bjcoach session\n").chain_update(key.as_bytes()).finalize();
    digest[..16].iter().map(|b| format!("{b:02x}")).collect()
}

/// Whether two secrets are equal, compared in full whatever differs first, so that the time
/// taken says nothing of them.
fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

impl Guard {
    /// The guard of a server listening on `socket` with `key`; listening on every address, it
    /// takes this machine's addresses and names as they are now.
    pub fn new(socket: SocketAddr, key: String) -> Guard {
        let machine =
            if socket.ip().is_unspecified() { super::Machine::now() } else { super::Machine::default() };
        Guard::on(socket, key, &machine)
    }

    /// The guard of a server listening on `socket` with `key`, on a machine with `machine`'s
    /// addresses and names.
    pub fn on(socket: SocketAddr, key: String, machine: &super::Machine) -> Guard {
        let cookie = (format!("{COOKIE_PREFIX}{}", socket.port()), session_token(&key));
        Guard {
            hosts: Hosts::new(socket, machine),
            key,
            cookie,
            one_time: Mutex::new(Vec::new()),
            learner: Bucket::full(),
            refused: Bucket::full(),
        }
    }

    /// The session cookie as a request carries it: `name=value`.
    pub fn cookie(&self) -> String {
        format!("{}={}", self.cookie.0, self.cookie.1)
    }

    /// Draws a one-time code: `/?once=CODE` opens the coach once, within [`ONE_TIME_LIFE`].
    pub fn one_time_code(&self) -> String {
        let code = super::random_key();
        if let Ok(mut codes) = self.one_time.lock() {
            codes.push((code.clone(), Instant::now()));
        }
        code
    }

    /// Spends `code` at `now`: true once, if it was drawn less than [`ONE_TIME_LIFE`] before.
    fn spend(&self, code: &str, now: Instant) -> bool {
        let Ok(mut codes) = self.one_time.lock() else { return false };
        codes.retain(|(_, drawn)| now.saturating_duration_since(*drawn) < ONE_TIME_LIFE);
        match codes.iter().position(|(c, _)| same_secret(c, code)) {
            Some(i) => {
                codes.swap_remove(i);
                true
            }
            None => false,
        }
    }

    /// A refusal for the host or the key, counted in the refused requests' own bucket: once that
    /// is spent, a short 429 instead.
    fn refuse_stranger(&self, status: StatusCode, why: &str) -> Response {
        if Bucket::take(&self.refused) { refuse(status, why) } else { too_many() }
    }

    fn host_allowed<'h>(&self, headers: &'h HeaderMap) -> Option<&'h str> {
        let host = headers.get(header::HOST)?.to_str().ok()?;
        self.hosts.allow(host).then_some(host)
    }

    fn key_matches(&self, given: &str) -> bool {
        same_secret(&self.key, given)
    }

    /// Whether the request carries this coach's session cookie.
    fn has_session(&self, headers: &HeaderMap) -> bool {
        cookie_value(headers, &self.cookie.0).is_some_and(|v| same_secret(&self.cookie.1, v))
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
            "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; \
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

/// The value of the cookie `wanted`, if the request has one.
pub(super) fn cookie_value<'h>(headers: &'h HeaderMap, wanted: &str) -> Option<&'h str> {
    headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok()).find_map(|line| {
        line.split(';').find_map(|pair| {
            let (name, value) = pair.trim().split_once('=')?;
            (name == wanted).then_some(value)
        })
    })
}

/// The value of `field` in the query (`?key=...`), if any, and the query without it.
fn take_field<'q>(query: &'q str, field: &str) -> (Option<&'q str>, String) {
    let mut value = None;
    let rest: Vec<&str> = query
        .split('&')
        .filter(|pair| match pair.strip_prefix(field).and_then(|p| p.strip_prefix('=')) {
            Some(v) => {
                value = Some(v);
                false
            }
            None => !pair.is_empty(),
        })
        .collect();
    (value, rest.join("&"))
}

/// What a request shows to be let in.
enum Pass<'q> {
    /// The key of the printed address.
    Key(&'q str),
    /// A one-time code.
    OneTime(&'q str),
    /// Nothing in the address: the session cookie, if any.
    Cookie,
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
    let (key, rest) = take_field(request.uri().query().unwrap_or(""), "key");
    let (once, rest) = take_field(&rest, "once");
    let pass = match (key, once) {
        (Some(key), _) => Pass::Key(key),
        (None, Some(code)) => Pass::OneTime(code),
        (None, None) => Pass::Cookie,
    };
    let (let_in, why) = match pass {
        Pass::Key(key) => (guard.key_matches(key), "The key in this address is not this coach's key."),
        Pass::OneTime(code) => (
            guard.spend(code, Instant::now()),
            "This one-time address has been used or has expired: open the address bjcoach serve printed.",
        ),
        Pass::Cookie => (
            guard.has_session(headers),
            "Open the address bjcoach serve printed when it started: it carries the key to this coach.",
        ),
    };
    if !let_in {
        return guard.refuse_stranger(StatusCode::FORBIDDEN, why);
    }
    if !Bucket::take(&guard.learner) {
        return too_many();
    }
    let length = headers.get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if length.is_some_and(|n| n > MAX_BODY as u64) {
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, "The request is larger than any form of this coach.");
    }
    if !matches!(pass, Pass::Cookie) {
        // The key or code is traded for the session cookie and leaves the address at once (a
        // redirection, not a page), so it is not left in the history or shown on the screen.
        let path = request.uri().path();
        let to = if rest.is_empty() { path.to_string() } else { format!("{path}?{rest}") };
        let cookie = format!("{}; Path=/; HttpOnly; SameSite=Strict", guard.cookie());
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
        assert_eq!(take_field("key=abc", "key"), (Some("abc"), String::new()));
        assert_eq!(take_field("table=book&key=abc&x=1", "key"), (Some("abc"), "table=book&x=1".to_string()));
        assert_eq!(take_field("table=book", "key"), (None, "table=book".to_string()));
        assert_eq!(take_field("keys=1&once=c", "key"), (None, "keys=1&once=c".to_string()));
    }

    #[test]
    fn a_cookie_is_found_among_others() {
        let mut headers = HeaderMap::new();
        headers.insert(header::COOKIE, HeaderValue::from_static("a=1; bjcoach_9=xyz; bjcoach_10=uvw"));
        assert_eq!(cookie_value(&headers, "bjcoach_9"), Some("xyz"));
        assert_eq!(cookie_value(&headers, "bjcoach_10"), Some("uvw"));
        assert_eq!(cookie_value(&headers, "bjcoach_1"), None);
    }

    /// A machine with one loopback and one network interface, each with both kinds of address.
    fn machine() -> crate::web::Machine {
        let addresses = ["127.0.0.1", "::1", "192.0.2.2", "fd00::2"];
        crate::web::Machine {
            addresses: addresses.iter().filter_map(|a| a.parse().ok()).collect(),
            names: vec!["localhost".to_string(), "Coach-Box".to_string(), "coach-box.local".to_string()],
        }
    }

    #[test]
    fn a_server_on_every_address_answers_at_the_machines_addresses_and_names() {
        let v4 = Guard::on(SocketAddr::from(([0, 0, 0, 0], 9)), "k".to_string(), &machine());
        for host in
            ["192.0.2.2:9", "127.0.0.1:9", "localhost:9", "coach-box:9", "COACH-BOX.local:9", "0.0.0.0:9"]
        {
            assert!(v4.hosts.allow(host), "{host}");
        }
        // Another port, no port (80), another name, an IPv6 address on an IPv4 socket.
        for host in
            ["192.0.2.2:10", "192.0.2.2", "attacker.example:9", "[fd00::2]:9", "192.0.2.3:9", ":9", ""]
        {
            assert!(!v4.hosts.allow(host), "{host}");
        }
        let v6 = Guard::on(SocketAddr::from(([0u16; 8], 9)), "k".to_string(), &machine());
        for host in ["[fd00::2]:9", "[FD00:0::2]:9", "[::1]:9", "192.0.2.2:9"] {
            assert!(v6.hosts.allow(host), "{host}");
        }
        assert!(!v6.hosts.allow("fd00::2:9"));
        // On the loopback address, only its own address and `localhost`, whatever the machine.
        let local = Guard::on(SocketAddr::from(([127, 0, 0, 1], 9)), "k".to_string(), &machine());
        assert!(local.hosts.allow("127.0.0.1:9") && local.hosts.allow("localhost:9"));
        assert!(!local.hosts.allow("192.0.2.2:9") && !local.hosts.allow("coach-box:9"));
    }

    #[test]
    fn a_host_is_split_into_its_name_and_port() {
        assert_eq!(split_host("127.0.0.1:8080"), Some(("127.0.0.1", 8080)));
        assert_eq!(split_host("[::1]:8080"), Some(("[::1]", 8080)));
        assert_eq!(split_host("[::1]"), Some(("[::1]", 80)));
        assert_eq!(split_host("example"), Some(("example", 80)));
        assert_eq!(split_host("example:x"), None);
        assert_eq!(split_host("::1:80"), None);
    }

    #[test]
    fn the_cookie_is_named_by_the_port_and_never_holds_the_key() {
        let key = "0123456789abcdef0123456789abcdef";
        let a = Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), key.to_string());
        let b = Guard::new(
            SocketAddr::from(([127, 0, 0, 1], 10)),
            "fedcba9876543210fedcba9876543210".to_string(),
        );
        let cookie = a.cookie();
        let (name, value) = cookie.split_once('=').unwrap_or_default();
        assert_eq!(name, "bjcoach_9");
        assert_eq!(value.len(), 32);
        assert!(!value.contains(key) && !key.contains(value));
        assert!(b.cookie().starts_with("bjcoach_10="));
        assert_ne!(value, b.cookie().split_once('=').unwrap_or_default().1);
        // The same key gives the same token: a server started again with its key keeps its page.
        assert_eq!(cookie, Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), key.to_string()).cookie());
    }

    #[test]
    fn a_one_time_code_is_spent_on_first_use_and_expires() {
        let guard = Guard::new(SocketAddr::from(([127, 0, 0, 1], 9)), "k".to_string());
        let (first, second) = (guard.one_time_code(), guard.one_time_code());
        let now = Instant::now();
        assert!(guard.spend(&first, now));
        assert!(!guard.spend(&first, now), "spent twice");
        assert!(!guard.spend("k", now) && !guard.spend("", now));
        assert!(!guard.spend(&second, now + ONE_TIME_LIFE), "still good after its life");
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
        let cookie = guard.cookie();
        let router = wrap(Router::new().route("/", axum::routing::get(|| async { "home" })), guard);
        let own = "127.0.0.1:9";
        let keyless: Vec<StatusCode> = (0..300).map(|_| status(&router, own, None)).collect();
        let foreign: Vec<StatusCode> =
            (0..300).map(|_| status(&router, "attacker.example:9", Some(&cookie))).collect();
        assert_eq!(keyless[0], StatusCode::FORBIDDEN);
        assert_eq!(foreign[0], StatusCode::TOO_MANY_REQUESTS, "the refused bucket is spent by now");
        assert!(keyless.iter().all(|s| [StatusCode::FORBIDDEN, StatusCode::TOO_MANY_REQUESTS].contains(s)));
        // The learner, after 600 refused requests: all of their own burst is left.
        let learner: Vec<StatusCode> = (0..200).map(|_| status(&router, own, Some(&cookie))).collect();
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
