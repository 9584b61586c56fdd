//! The coach in a browser, asked in-process through its router (no socket): every page and form
//! with good and bad input, and the guard's refusals. The browser itself drives the pages in
//! `browser.rs`.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use bjcoach::web::{App, Clock, Guard, router};
use tower::ServiceExt;

use crate::cli::Run;

const KEY: &str = "0123456789abcdef0123456789abcdef";
const PORT: u16 = 40_123;

/// A server's router over a fresh data folder.
pub struct Site {
    pub app: Arc<App>,
    /// The guard every request passes; `None`: a new one each request, so that a long session
    /// of requests is not held to the rate of one learner's clicks.
    guard: Option<Arc<Guard>>,
    pub dir: tempfile::TempDir,
}

fn guard() -> Arc<Guard> {
    Arc::new(Guard::new(SocketAddr::from(([127, 0, 0, 1], PORT)), KEY.to_string()))
}

/// A form's fields, encoded as a browser sends them.
pub fn encoded(form: &[(&str, &str)]) -> String {
    let encode = |text: &str| -> String {
        text.bytes()
            .map(|b| match b {
                b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
                b' ' => "+".to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    form.iter().map(|(k, v)| format!("{k}={}", encode(v))).collect::<Vec<_>>().join("&")
}

/// An answer: its status, its headers and its body as text.
pub struct Answer {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: String,
}

impl Answer {
    /// Where a redirection goes.
    pub fn location(&self) -> &str {
        self.headers.get(header::LOCATION).and_then(|v| v.to_str().ok()).unwrap_or("")
    }
}

impl Site {
    /// A site whose requests are not counted against a rate.
    pub fn new() -> Site {
        Site::with_clock(Clock::default())
    }

    /// A site whose answers are timed by `clock`.
    pub fn with_clock(clock: Clock) -> Site {
        let dir = tempfile::tempdir().unwrap();
        let mut app = App::new(dir.path().to_path_buf()).unwrap();
        app.clock = clock;
        Site { app: Arc::new(app), guard: None, dir }
    }

    /// A site on the saved progress in `dir`, its clock stopped at `now`.
    pub fn at(dir: tempfile::TempDir, now: u64) -> Site {
        let mut app = App::new(dir.path().to_path_buf()).unwrap();
        app.calendar = bjcoach::coach::learner::Calendar::Fixed(now);
        Site { app: Arc::new(app), guard: None, dir }
    }

    /// A site whose one guard counts every request, as a server's does.
    pub fn rated() -> Site {
        Site::guarded(guard())
    }

    /// A site behind `guard`, which counts every request.
    pub fn guarded(guard: Arc<Guard>) -> Site {
        Site { guard: Some(guard), ..Site::new() }
    }

    /// Sends `request` as it is.
    pub fn send(&self, request: Request<Body>) -> Answer {
        let router = router(self.app.clone(), self.guard.clone().unwrap_or_else(guard));
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let response = router.oneshot(request).await.unwrap();
            let status = response.status();
            let headers = response.headers().clone();
            let bytes = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
            Answer { status, headers, body: String::from_utf8(bytes.to_vec()).unwrap() }
        })
    }

    /// A request from this coach's own page: the right host and the key's cookie.
    pub fn request(method: &str, path: &str) -> axum::http::request::Builder {
        Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, format!("127.0.0.1:{PORT}"))
            .header(header::COOKIE, guard().cookie())
    }

    pub fn get(&self, path: &str) -> Answer {
        self.send(Self::request("GET", path).body(Body::empty()).unwrap())
    }

    /// The page a session's answer is sent on to, which says what became of it: a session's
    /// answer is never answered by a page of its own, which would stay in the browser's history.
    pub fn follow(&self, reply: Answer) -> Answer {
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", words(&reply.body));
        self.get(reply.location())
    }

    /// A form posted from this coach's own page.
    pub fn post(&self, path: &str, form: &str) -> Answer {
        self.send(
            Self::request("POST", path)
                .header(header::ORIGIN, format!("http://127.0.0.1:{PORT}"))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(Body::from(form.to_string()))
                .unwrap(),
        )
    }
}

/// The id of the question a page asks, which its answer form sends back.
pub fn question_of(page: &str) -> String {
    let (_, rest) = page
        .split_once("name=\"question\" value=\"")
        .unwrap_or_else(|| panic!("the page asks no question: {page}"));
    rest[..rest.find('"').unwrap()].to_string()
}

/// The text of an HTML page as a reader sees it: tags gone (a block's edge is a space, an inline
/// element's is nothing), entities read, spaces made one.
pub fn words(html: &str) -> String {
    const INLINE: [&str; 9] = ["strong", "span", "a", "kbd", "em", "label", "b", "code", "abbr"];
    let mut text = String::new();
    let mut tag: Option<String> = None;
    for c in html.chars() {
        match (&mut tag, c) {
            (None, '<') => tag = Some(String::new()),
            (Some(name), '>') => {
                let name = name.trim_start_matches('/').split([' ', '/']).next().unwrap_or("").to_string();
                if !INLINE.contains(&name.as_str()) {
                    text.push(' ');
                }
                tag = None;
            }
            (Some(name), c) => name.push(c),
            (None, c) => text.push(c),
        }
    }
    let text = text
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_page_answers_in_the_layout_with_its_own_heading() {
    let site = Site::new();
    let tables: Vec<String> = bjcoach::game::rules::presets().unwrap().into_iter().map(|t| t.id).collect();
    assert_eq!(tables.len(), bjcoach::game::rules::preset_names().len());
    let mut pages = vec![
        ("/".to_string(), "Your blackjack coach"),
        ("/drills".to_string(), "Drills"),
        ("/progress".to_string(), "Your progress at"),
    ];
    for t in &tables {
        pages.push((format!("/rules?table={t}"), "Decks"));
        pages.push((format!("/chart?table={t}"), "Strategy chart"));
    }
    for (path, heading) in &pages {
        let a = site.get(path);
        assert_eq!(a.status, StatusCode::OK, "{path}: {}", a.body);
        assert!(a.body.starts_with("<!DOCTYPE html>"), "{path}");
        assert!(words(&a.body).contains(heading), "{path}: {}", words(&a.body));
        // Nothing is fetched but this server's own style and script.
        assert!(!a.body.contains("http://") && !a.body.contains("https://"), "{path}");
        let csp = a.headers.get(header::CONTENT_SECURITY_POLICY).unwrap().to_str().unwrap();
        assert!(csp.contains("default-src 'none'") && csp.contains("script-src 'self'"), "{csp}");
    }
    // The rules are the table's own, in the words `bjcoach rules` gives them.
    let page = words(&site.get("/rules?table=casino-fr").body);
    let said = Run::new(&["rules", "--table", "casino-fr"]).columns(1000).ok();
    for line in bjcoach::game::describe::explain(&bjcoach::game::rules::preset("casino-fr").unwrap()) {
        assert!(page.contains(&line.text), "{} not in {page}", line.text);
        assert!(said.contains(&line.text), "{} not in {said}", line.text);
    }
    let style = site.get("/assets/app.css");
    assert_eq!(style.headers.get(header::CONTENT_TYPE).unwrap(), "text/css; charset=utf-8");
    assert!(style.body.contains(".act-hit") && style.body.contains("svg.card"));
    let script = site.get("/assets/app.js");
    assert!(script.body.contains("data-key"));
    let card = site.get("/chart/card?table=book");
    assert_eq!(
        card.body,
        bjcoach::web::chart_card::render(
            &bjcoach::strategy::chart::shipped("book").unwrap().unwrap(),
            &bjcoach::game::rules::preset("book").unwrap().title,
            &bjcoach::game::describe::one_line(&bjcoach::game::rules::preset("book").unwrap()),
            &[],
            bjcoach::lang::Lang::En,
        )
    );
}

#[test]
fn an_unknown_table_or_page_is_a_404_that_names_the_nearest() {
    let site = Site::new();
    let a = site.get("/chart?table=casino-fx");
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    assert!(words(&a.body).contains("casino-fr"), "{}", words(&a.body));
    assert_eq!(site.get("/nowhere").status, StatusCode::NOT_FOUND);
}

#[test]
fn the_guard_refuses_a_request_without_the_key_from_another_host_or_another_site() {
    let site = Site::new();
    // No key and no cookie.
    let bare = Request::builder().uri("/").header(header::HOST, format!("127.0.0.1:{PORT}"));
    let a = site.send(bare.body(Body::empty()).unwrap());
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    assert!(words(&a.body).contains("Open the address bjcoach serve printed"));
    // A wrong key, in the address or the cookie.
    let wrong = Request::builder().uri("/?key=ffff").header(header::HOST, format!("127.0.0.1:{PORT}"));
    assert_eq!(site.send(wrong.body(Body::empty()).unwrap()).status, StatusCode::FORBIDDEN);
    let wrong = Request::builder()
        .uri("/")
        .header(header::HOST, format!("127.0.0.1:{PORT}"))
        .header(header::COOKIE, format!("bjcoach_{PORT}=0123"));
    assert_eq!(site.send(wrong.body(Body::empty()).unwrap()).status, StatusCode::FORBIDDEN);
    // The key of the printed address becomes a cookie, and leaves the address.
    let first = Request::builder()
        .uri(format!("/progress?key={KEY}&table=book"))
        .header(header::HOST, format!("localhost:{PORT}"));
    let a = site.send(first.body(Body::empty()).unwrap());
    assert_eq!(a.status, StatusCode::SEE_OTHER);
    assert_eq!(a.location(), "/progress?table=book");
    let cookie = a.headers.get(header::SET_COOKIE).unwrap().to_str().unwrap();
    assert!(
        cookie.starts_with(&format!("{};", guard().cookie()))
            && cookie.contains("HttpOnly")
            && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    // A page asked for under another name (DNS rebinding) is refused, key or not.
    let rebound = Request::builder()
        .uri("/")
        .header(header::HOST, "attacker.example")
        .header(header::COOKIE, guard().cookie());
    assert_eq!(site.send(rebound.body(Body::empty()).unwrap()).status, StatusCode::MISDIRECTED_REQUEST);
    // A form posted from another site, or with no origin at all, changes nothing.
    for origin in [Some("http://attacker.example"), Some("null"), None] {
        let mut post =
            Site::request("POST", "/drill").header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        if let Some(origin) = origin {
            post = post.header(header::ORIGIN, origin);
        }
        let a = site.send(post.body(Body::from("drill=hand-totals&table=book")).unwrap());
        assert_eq!(a.status, StatusCode::FORBIDDEN, "{origin:?}");
    }
    assert!(site.app.drills.lock().unwrap().is_empty(), "a refused form started a session");
    // A body larger than any form.
    let big = format!("answer={}", "x".repeat(bjcoach::web::MAX_BODY));
    let a = site.post("/drill", &big);
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(site.app.drills.lock().unwrap().is_empty());
}

#[test]
fn requests_beyond_the_rate_are_refused_until_it_refills() {
    let site = Site::rated();
    let statuses: Vec<StatusCode> = (0..300).map(|_| site.get("/assets/app.js").status).collect();
    let refused = statuses.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(statuses[..200].iter().all(|s| *s == StatusCode::OK));
    assert!(refused >= 40, "{refused} of 300 refused");
}

/// Starts a drill session and gives its page's address.
pub fn start(site: &Site, form: &str) -> String {
    let a = site.post("/drill", form);
    assert_eq!(a.status, StatusCode::SEE_OTHER, "{}", words(&a.body));
    a.location().to_string()
}

#[test]
fn a_drill_that_cannot_start_says_why_and_holds_nothing() {
    let site = Site::new();
    for (form, said) in [
        ("drill=hand-totalz&table=book", "there is no drill called hand-totalz"),
        ("drill=hand-totals&table=nowhere", "nowhere"),
        ("drill=hand-totals&table=book&count=0", "Questions: 0 is not a number from 1 to 100"),
        ("drill=hand-totals&table=book&count=ten", "Questions: ten is not a number from 1 to 100"),
        ("drill=hand-totals&table=book&timed=-3", "Seconds per answer: -3 is not a number from 1 to 600"),
        ("drill=true-count&table=book", "the shoe is shuffled after every round"),
    ] {
        let a = site.post("/drill", form);
        assert!(a.status.is_client_error(), "{form}: {}", a.status);
        assert!(words(&a.body).contains(said), "{form}: {}", words(&a.body));
    }
    // Where it does run is a link, not the terminal's option.
    let refused = site.post("/drill", "drill=true-count&table=book");
    assert!(
        refused
            .body
            .contains("it runs at <a href=\"/drills?table=quebec-s17#drill-true-count\">quebec-s17</a>"),
        "{}",
        refused.body
    );
    assert!(site.app.drills.lock().unwrap().is_empty());
    // A form without its fields is refused by the form's reader.
    assert!(site.post("/drill", "table=book").status.is_client_error());
}

#[test]
fn a_whole_drill_is_answered_judged_and_saved_where_the_command_line_reads_it() {
    let site = Site::new();
    let page = start(&site, "drill=hand-totals&table=book&count=4");
    // Answers given, and right first answers; the questions answered are the first 4, the
    // round of misses apart.
    let mut answered = 0;
    let mut right = 0;
    for _ in 0..20 {
        let a = site.get(&page);
        assert_eq!(a.status, StatusCode::OK);
        let text = words(&a.body);
        if text.contains("Summary") {
            assert!(text.contains("saved"), "{text}");
            break;
        }
        assert!(text.contains("Question"), "{text}");
        let q = question_of(&a.body);
        // An answer that cannot be read is refused with the forms accepted; nothing is judged.
        let refused =
            site.follow(site.post(&format!("{page}/answer"), &format!("answer=banana&question={q}")));
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            words(&refused.body).contains("banana is not understood here; accepted: a total such as 17"),
            "{}",
            words(&refused.body)
        );
        let a = site.post(&format!("{page}/answer"), &format!("answer=17&question={q}"));
        assert_eq!(a.status, StatusCode::SEE_OTHER);
        answered += 1;
        let judged = words(&site.get(&page).body);
        // The deal is random: a soft 17 answered `17` is right, and the verdict names it soft.
        assert!(
            judged.contains("Right: the answer is 17")
                || judged.contains("Right: the answer is soft 17")
                || judged.contains("Wrong: you said 17; the answer is"),
            "{judged}"
        );
        // The score counts questions; in the round of misses, its answers apart.
        if answered <= 4 {
            right += usize::from(judged.contains("Right:"));
        }
        let score = match answered {
            1..=4 => format!("score {right}/{answered} "),
            _ => format!("score {right}/4 · once more"),
        };
        assert!(judged.contains(&score), "{judged}");
        if answered > 4 {
            assert!(
                judged.contains(&format!("/{} ", answered - 4)) && judged.contains(", once more:"),
                "{judged}"
            );
        }
    }
    assert!(answered >= 4);
    // The answers are in the store, and `bjcoach stats` counts each question once.
    let reading = site.app.store.read().unwrap();
    assert_eq!((reading.standing.answers(None), reading.standing.retries(None).asked), (4, answered - 4));
    let stats = Run::new(&["stats"]).data_dir(site.dir.path()).ok();
    assert!(stats.contains("Your progress: 4 answers saved"), "{stats}");
    // The session, over, says so again and keeps nothing twice.
    assert!(words(&site.get(&page).body).contains("Summary"));
    assert_eq!(site.app.store.read().unwrap().standing.answers(None), 4);
}

#[test]
fn a_drill_stopped_saves_what_was_answered_and_a_strategy_hint_shows_the_chart_row() {
    let site = Site::new();
    let page = start(&site, "drill=hard-decisions&table=book&count=5");
    let asked = site.get(&page).body;
    let q = question_of(&asked);
    let asked = words(&asked);
    assert!(asked.contains("Chart row"), "{asked}");
    let hinted = site.follow(site.post(&format!("{page}/answer"), &format!("answer=%3F&question={q}")));
    assert_eq!(hinted.status, StatusCode::OK);
    assert!(words(&hinted.body).contains("Chart:"), "{}", words(&hinted.body));
    // An action the question does not offer is refused with the ones it does.
    let refused = site.follow(site.post(&format!("{page}/answer"), &format!("answer=x&question={q}")));
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let stood = site.post(&format!("{page}/answer"), &format!("answer=s&question={q}"));
    assert_eq!(stood.status, StatusCode::SEE_OTHER);
    let judged = words(&site.get(&page).body);
    assert!(judged.contains("with the chart's row") || judged.contains("you said stand"), "{judged}");
    assert_eq!(site.post(&format!("{page}/stop"), "").status, StatusCode::SEE_OTHER);
    let summary = words(&site.get(&page).body);
    assert!(
        summary.contains("Stopped before the last question") && summary.contains("Your answer is saved"),
        "{summary}"
    );
    assert_eq!(site.app.store.read().unwrap().standing.answers(None), 1);
    // A session not held is a 404 that says where to start another.
    let gone = site.get("/drill/0000000000000000");
    assert_eq!(gone.status, StatusCode::NOT_FOUND);
    assert!(words(&gone.body).contains("start another from the Drills page"));
}

#[test]
fn the_home_suggests_the_next_stage_as_the_terminal_home_does() {
    let site = Site::new();
    let home = words(&site.get("/").body);
    assert!(
        home.contains("Next on your path: Count hands (stage 1 of 16), with the hand-totals drill at book."),
        "{home}"
    );
}

#[test]
fn a_browser_session_and_a_terminal_session_at_once_lose_no_answer() {
    let site = Site::new();
    let page = start(&site, "drill=hand-totals&table=book&count=3");
    let asked = site.get(&page).body;
    assert!(words(&asked).contains("Question 1 of 3"));
    let answer = |asked: &str| format!("answer=17&question={}", question_of(asked));
    assert_eq!(site.post(&format!("{page}/answer"), &answer(&asked)).status, StatusCode::SEE_OTHER);
    // A whole drill at the terminal while the browser's is under way, on the same folder.
    let args = ["drill", "hand-totals", "--table", "book", "--seed", "7", "--count", "4", "--answers", "-"];
    Run::new(&args).data_dir(site.dir.path()).stdin("21\n21\n21\n21\n21\n21\n21\n21\n").ok();
    // Every answer kept: the questions answered and the retries, counted apart.
    let saved =
        |s: &bjcoach::coach::learner::store::standing::Standing| s.answers(None) + s.retries(None).asked;
    let terminal = site.app.store.read().unwrap().standing.answers(None);
    assert_eq!(terminal, 4);
    let terminal_all = saved(&site.app.store.read().unwrap().standing);
    // The browser's session goes on to its end and saves its own.
    let mut browser = 1;
    loop {
        let asked = site.get(&page).body;
        if words(&asked).contains("Summary") {
            break;
        }
        assert_eq!(site.post(&format!("{page}/answer"), &answer(&asked)).status, StatusCode::SEE_OTHER);
        browser += 1;
        assert!(browser < 10);
    }
    let standing = site.app.store.read().unwrap().standing;
    assert_eq!((standing.answers(None), saved(&standing)), (terminal + 3, terminal_all + browser));
    let stats = Run::new(&["stats"]).data_dir(site.dir.path()).ok();
    assert!(stats.contains(&format!("Your progress: {} answers saved", terminal + 3)), "{stats}");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

    /// Any address and any form, sent with the key and from the coach's own origin, is answered
    /// with a page, never a failure of the server: a panic would drop the connection.
    #[test]
    fn no_request_makes_the_server_fail(
        path in proptest::sample::select(vec![
            "/", "/drills", "/drill", "/drill/0", "/rules", "/chart", "/chart/card", "/progress", "/play",
            "/play/0", "/nowhere",
        ]),
        query in "[a-z=&%0-9-]{0,24}",
        form in "[a-z=&%0-9 .-]{0,60}",
        post in proptest::bool::ANY,
    ) {
        let site = Site::new();
        let target = format!("{path}?{query}");
        let a = if post { site.post(&target, &form) } else { site.get(&target) };
        proptest::prop_assert!(a.status.as_u16() < 500, "{} {target} {form}: {}", a.status, a.body);
    }
}

#[test]
fn a_timed_drill_counts_down_and_an_answer_after_its_time_is_a_miss() {
    let site = Site::new();
    let page = start(&site, "drill=hand-totals&table=book&count=2&timed=1");
    let asked = site.get(&page).body;
    assert!(asked.contains("data-countdown=\"1.0\""), "{asked}");
    assert!(words(&asked).contains("Question 1 of 2 · 1 s to answer"), "{}", words(&asked));
    // The server's clock judges: the page was shown more than the second allowed ago.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let answer = format!("answer=17&question={}", question_of(&asked));
    assert_eq!(site.post(&format!("{page}/answer"), &answer).status, StatusCode::SEE_OTHER);
    let judged = words(&site.get(&page).body);
    assert!(
        judged.contains("over the 1 s allowed")
            && (judged.contains("Too slow:") || judged.contains("Wrong:")),
        "{judged}"
    );
    assert!(judged.contains("streak 0"), "{judged}");
}

/// Sends one request to a running server over its socket, as a browser does, and gives the
/// answer's head and body.
fn over_the_socket(host: &str, key: &str, method: &str, path: &str, form: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(host).unwrap();
    let cookie = Guard::new(host.parse().unwrap(), key.to_string()).cookie();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\nCookie: {cookie}\r\nOrigin: http://{host}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{form}",
        form.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    answer
}

#[test]
fn a_server_killed_mid_session_loses_no_answer_given() {
    let dir = tempfile::tempdir().unwrap();
    let (mut server, url) = crate::browser_common::serve(dir.path());
    let (host, key) = url.trim_start_matches("http://").split_once("/?key=").unwrap();
    let started = over_the_socket(host, key, "POST", "/drill", "drill=hand-totals&table=book&count=5");
    let page = started
        .lines()
        .find_map(|l| l.strip_prefix("location: "))
        .unwrap_or_else(|| panic!("{started}"))
        .trim()
        .to_string();
    for _ in 0..3 {
        let asked = over_the_socket(host, key, "GET", &page, "");
        let answer = format!("answer=17&question={}", question_of(&asked));
        let judged = over_the_socket(host, key, "POST", &format!("{page}/answer"), &answer);
        assert!(judged.starts_with("HTTP/1.1 303"), "{judged}");
    }
    // Killed as a closed laptop or `kill -9` kills it, the session not ended.
    server.0.kill().unwrap();
    server.0.wait().unwrap();
    let stats = Run::new(&["stats"]).data_dir(dir.path()).ok();
    assert!(stats.contains("Your progress: 3 answers saved"), "{stats}");
}
