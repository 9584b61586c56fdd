//! The browser face on a network (issue 31): reached at the machine's own addresses and names
//! when listening on every address, the key still required; the key traded for a session
//! cookie named by the port, never held raw; `--open`'s address good for one visit; and strangers
//! refused before they can spend the learner's rate.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use bjcoach::web::{Guard, network_addresses};

use crate::web::{Answer, Site, words};

const KEY: &str = "0123456789abcdef0123456789abcdef";

/// This machine's first network address (not loopback), or the test's failure: the LAN checks
/// never pass without one.
pub fn network_address() -> IpAddr {
    let found = network_addresses(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    found.first().map(|(_, ip)| *ip).unwrap_or_else(|| {
        panic!("this machine has no network address but loopback (`ip addr`): the LAN checks need one")
    })
}

/// A GET of `path` naming `host`, with `cookie` if any.
fn get(site: &Site, host: &str, path: &str, cookie: Option<&str>) -> Answer {
    let mut request = Request::builder().uri(path).header(header::HOST, host);
    if let Some(cookie) = cookie {
        request = request.header(header::COOKIE, cookie);
    }
    site.send(request.body(Body::empty()).unwrap())
}

/// The `name=value` of the cookie an answer sets.
fn set_cookie(answer: &Answer) -> String {
    let set = answer.headers.get(header::SET_COOKIE).map(|v| v.to_str().unwrap()).unwrap_or_default();
    set.split(';').next().unwrap().to_string()
}

#[test]
fn three_hundred_keyless_requests_do_not_lock_the_learner_out() {
    let site = Site::rated();
    let keyless = || {
        let mut request = Site::request("GET", "/").body(Body::empty()).unwrap();
        request.headers_mut().remove(header::COOKIE);
        request
    };
    let refused: Vec<StatusCode> = (0..300).map(|_| site.send(keyless()).status).collect();
    assert!(refused[..200].iter().all(|s| *s == StatusCode::FORBIDDEN), "{refused:?}");
    // Past their own burst the refusals are cut short, the learner's rate untouched.
    let cut = refused.iter().filter(|s| **s == StatusCode::TOO_MANY_REQUESTS).count();
    assert!(cut >= 40 && cut + refused.iter().filter(|s| **s == StatusCode::FORBIDDEN).count() == 300);
    let home = site.get("/");
    assert_eq!(home.status, StatusCode::OK, "{}", words(&home.body));
    // And the learner still has a whole burst of their own.
    let statuses: Vec<StatusCode> = (0..200).map(|_| site.get("/assets/app.js").status).collect();
    assert!(statuses.iter().all(|s| *s == StatusCode::OK), "{statuses:?}");
}

#[test]
fn a_server_on_every_address_answers_at_the_machines_own_address_with_the_key_only() {
    let port = 40_124;
    let guard = Guard::new(SocketAddr::new(Ipv4Addr::UNSPECIFIED.into(), port), KEY.to_string());
    let cookie = guard.cookie();
    let site = Site::guarded(Arc::new(guard));
    let lan = format!("{}:{port}", network_address());
    // The printed address at the network address: the key becomes the cookie.
    let first = get(&site, &lan, &format!("/?key={KEY}"), None);
    assert_eq!(first.status, StatusCode::SEE_OTHER, "{}", words(&first.body));
    assert_eq!(set_cookie(&first), cookie);
    let home = get(&site, &lan, "/", Some(&cookie));
    assert_eq!(home.status, StatusCode::OK, "{}", words(&home.body));
    // Without the key, refused; the loopback address and `localhost` still answer.
    assert_eq!(get(&site, &lan, "/", None).status, StatusCode::FORBIDDEN);
    for host in [format!("127.0.0.1:{port}"), format!("localhost:{port}")] {
        assert_eq!(get(&site, &host, "/", Some(&cookie)).status, StatusCode::OK, "{host}");
    }
    // Another port or another name is another host.
    for host in [format!("{}:{}", network_address(), port + 1), format!("attacker.example:{port}")] {
        assert_eq!(get(&site, &host, "/", Some(&cookie)).status, StatusCode::MISDIRECTED_REQUEST, "{host}");
    }
}

#[test]
fn the_cookie_is_named_by_the_port_and_holds_a_token_not_the_key() {
    let site = Site::new();
    let first = Site::request("GET", &format!("/?key={KEY}")).body(Body::empty()).unwrap();
    let cookie = set_cookie(&site.send(first));
    let (name, value) = cookie.split_once('=').unwrap();
    assert_eq!(name, "bjcoach_40123");
    assert!(!value.is_empty() && !value.contains(KEY) && !KEY.contains(value), "{cookie}");
    // The raw key in a cookie opens nothing.
    let raw = get(&site, "127.0.0.1:40123", "/", Some(&format!("bjcoach_key={KEY}")));
    assert_eq!(raw.status, StatusCode::FORBIDDEN);
    // Two coaches on two ports: a browser sends both cookies to both, and each takes its own.
    let other_key = "fedcba9876543210fedcba9876543210";
    let other = Guard::new(SocketAddr::from(([127, 0, 0, 1], 40_125)), other_key.to_string());
    let both = format!("{cookie}; {}", other.cookie());
    let other = Site::guarded(Arc::new(other));
    assert_eq!(get(&site, "127.0.0.1:40123", "/", Some(&both)).status, StatusCode::OK);
    assert_eq!(get(&other, "127.0.0.1:40125", "/", Some(&both)).status, StatusCode::OK);
    assert_eq!(get(&other, "127.0.0.1:40125", "/", Some(&cookie)).status, StatusCode::FORBIDDEN);
}

#[test]
fn a_one_time_address_opens_the_coach_once_and_leaves_the_address() {
    let guard = Arc::new(Guard::new(SocketAddr::from(([127, 0, 0, 1], 40_126)), KEY.to_string()));
    let code = guard.one_time_code();
    let site = Site::guarded(guard.clone());
    let host = "127.0.0.1:40126";
    let first = get(&site, host, &format!("/?once={code}"), None);
    assert_eq!(first.status, StatusCode::SEE_OTHER, "{}", words(&first.body));
    assert_eq!(first.location(), "/");
    assert_eq!(set_cookie(&first), guard.cookie());
    assert_eq!(get(&site, host, "/", Some(&guard.cookie())).status, StatusCode::OK);
    // Spent: the same address again, from this browser or any other, is refused.
    let again = get(&site, host, &format!("/?once={code}"), None);
    assert_eq!(again.status, StatusCode::FORBIDDEN);
    assert!(
        words(&again.body).contains("This one-time address has been used or has expired"),
        "{}",
        again.body
    );
}

/// `bjcoach serve --open` with `xdg-open` (and `open`) replaced by a script that writes down the
/// address it was given.
pub fn serve_open(
    dir: &std::path::Path,
    bin: &std::path::Path,
) -> (crate::browser_common::Killed, String, String) {
    use std::io::{BufRead, BufReader};
    use std::os::unix::fs::PermissionsExt;
    let opened = bin.join("opened");
    for name in ["xdg-open", "open"] {
        let script = bin.join(name);
        std::fs::write(&script, format!("#!/bin/sh\nprintf '%s' \"$*\" > '{}'\n", opened.display())).unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("bjcoach"))
        .args(["serve", "--port", "0", "--open"])
        .env("BJCOACH_DATA_DIR", dir)
        .env("PATH", path)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let printed = line.trim().trim_start_matches("bjcoach is at ").to_string();
    let started = std::time::Instant::now();
    while std::fs::metadata(&opened).map_or(true, |m| m.len() == 0) {
        assert!(started.elapsed() < std::time::Duration::from_secs(20), "the browser was never opened");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    (crate::browser_common::Killed(child), printed, std::fs::read_to_string(&opened).unwrap())
}

#[test]
fn serve_open_gives_the_browser_a_one_time_address_not_the_key() {
    let data = tempfile::tempdir().unwrap();
    let bin = tempfile::tempdir().unwrap();
    let (_server, printed, opened) = serve_open(data.path(), bin.path());
    let key = printed.split_once("/?key=").unwrap().1;
    assert!(!opened.contains("key=") && !opened.contains(key), "{opened}");
    let (socket, code) = opened.trim_start_matches("http://").split_once("/?once=").unwrap();
    assert_eq!(socket, printed.trim_start_matches("http://").split_once('/').unwrap().0);
    let path = format!("/?once={code}");
    let statuses = crate::browser_net::statuses(socket, socket, &path, None, 2);
    assert_eq!(statuses, [303, 403], "the one-time address is spent by its first visit");
}
