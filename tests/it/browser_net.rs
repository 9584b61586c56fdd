//! The browser face on a network, in a real Chromium (issue 31): a server on every address
//! reached at the machine's own address with the key and refused without it, `--open`'s address
//! spent by its first visit, two coaches on two ports in one browser, and strangers' requests
//! never locking the learner out.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::browser_common::{Chromium, Killed, chromium, coach, coach_not_opened, serve, wait_for};
use crate::web_net::{network_address, serve_open};

/// Sends `count` GETs of `path` to `socket` naming `host`, with `cookie` if any, all at once on
/// one kept-alive connection (as fast as a script floods, however busy the machine), and gives
/// their statuses.
pub(crate) fn statuses(socket: &str, host: &str, path: &str, cookie: Option<&str>, count: usize) -> Vec<u16> {
    let mut stream = TcpStream::connect(socket).unwrap();
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let cookie = cookie.map(|c| format!("Cookie: {c}\r\n")).unwrap_or_default();
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n{cookie}\r\n").repeat(count).as_bytes())
        .unwrap();
    (0..count)
        .map(|_| {
            let mut line = String::new();
            reader.read_line(&mut line).unwrap();
            let status =
                line.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or_else(|| panic!("{line}"));
            let mut length = 0;
            loop {
                line.clear();
                reader.read_line(&mut line).unwrap();
                if line.trim().is_empty() {
                    break;
                }
                if let Some((name, value)) = line.split_once(':')
                    && name.eq_ignore_ascii_case("content-length")
                {
                    length = value.trim().parse().unwrap();
                }
            }
            let mut body = vec![0; length];
            reader.read_exact(&mut body).unwrap();
            status
        })
        .collect()
}

#[tokio::test(flavor = "current_thread")]
async fn a_flood_of_keyless_requests_does_not_lock_the_learner_out() {
    // The learner opens the printed address only once the flood is under way.
    let coach = coach_not_opened().await;
    let (client, url) = (&coach.client, &coach.url);
    let socket = url.trim_start_matches("http://").split_once('/').unwrap().0.to_string();
    // A stranger floods the coach with keyless requests, 300 at a time, while the learner opens
    // it: bounded in count and time, and stopped once the learner's page is shown.
    let stop = Arc::new(AtomicBool::new(false));
    let flood = {
        let (stop, socket) = (stop.clone(), socket.clone());
        std::thread::spawn(move || {
            let started = Instant::now();
            let mut sent = Vec::new();
            while !stop.load(Ordering::Relaxed) && sent.len() < 300 * 200 && started.elapsed().as_secs() < 30
            {
                sent.extend(statuses(&socket, &socket, "/", None, 300));
            }
            sent
        })
    };
    // The learner comes once the first 300 are refused.
    while statuses(&socket, &socket, "/", None, 1) != [429] {
        assert!(!flood.is_finished(), "the flood never spent the strangers' bucket");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    // Pages with their style and script, each request of which a flood spending the learner's
    // rate would refuse.
    client.goto(url).await.unwrap();
    wait_for(client, "Next on your path").await;
    let base = url.split_once("/?key=").unwrap().0;
    for (path, shown) in
        [("/rules?table=book", "Decks"), ("/drills?table=book", "Drills"), ("/", "Next on your path")]
    {
        client.goto(&format!("{base}{path}")).await.unwrap();
        wait_for(client, shown).await;
        let styled = "return Array.from(document.styleSheets).every(s => s.cssRules.length > 0) \
                      && document.styleSheets.length > 0;";
        assert_eq!(client.execute(styled, vec![]).await.unwrap(), serde_json::json!(true), "{path} unstyled");
    }
    stop.store(true, Ordering::Relaxed);
    let refused = flood.join().unwrap();
    assert!(refused.len() >= 300 && refused.iter().all(|s| [403, 429].contains(s)), "{:?}", &refused[..300]);
}

/// `bjcoach serve` with `args`, keeping progress in `dir`, and the lines it printed up to the one
/// that says how to stop it.
fn serve_printing(dir: &Path, args: &[&str]) -> (Killed, Vec<String>) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("bjcoach"))
        .args(["serve", "--port", "0"])
        .args(args)
        .env("BJCOACH_DATA_DIR", dir)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = Vec::new();
    let mut printed = BufReader::new(child.stdout.take().unwrap()).lines();
    while !lines.last().is_some_and(|l: &String| l.contains("Ctrl-C")) {
        lines.push(printed.next().unwrap_or_else(|| panic!("printed: {lines:?}")).unwrap());
    }
    (Killed(child), lines)
}

#[tokio::test(flavor = "current_thread")]
async fn a_server_on_every_address_is_reached_at_the_machines_own_address_with_the_key_only() {
    let data = tempfile::tempdir().unwrap();
    let (_server, lines) = serve_printing(data.path(), &["--listen", "0.0.0.0"]);
    let printed = lines.join("\n");
    // The machine's own network address, printed with the key, and drawn as a QR code.
    let prefix = format!("http://{}:", network_address());
    let url = printed
        .split_whitespace()
        .find(|w| w.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no address at {prefix} printed: {printed}"))
        .to_string();
    assert!(url.contains("/?key="), "{url}");
    let code = bjcoach::cli::qr_code(&url).unwrap();
    assert!(printed.contains(&code), "no QR code of {url}: {printed}");
    let Chromium { client, .. } = &chromium().await;
    client.goto(&url).await.unwrap();
    wait_for(client, "Next on your path").await;
    let at = client.current_url().await.unwrap().to_string();
    assert!(at.starts_with(&prefix) && !at.contains("key="), "{at}");
    // Without the key (a browser with no cookie), refused.
    let refused = refused_without_cookie(client, &at).await;
    assert!(refused.contains("Open the address bjcoach serve printed"), "{refused}");
}

/// The page `url` shows a browser that has no cookie: the refusal's words.
async fn refused_without_cookie(client: &fantoccini::Client, url: &str) -> String {
    client.delete_all_cookies().await.unwrap();
    client.goto(url).await.unwrap();
    wait_for(client, "Refused").await
}

#[tokio::test(flavor = "current_thread")]
async fn the_address_open_gives_the_browser_is_spent_by_its_first_visit() {
    let data = tempfile::tempdir().unwrap();
    let bin = tempfile::tempdir().unwrap();
    let (_server, _printed, opened) = serve_open(data.path(), bin.path());
    let Chromium { client, .. } = &chromium().await;
    client.goto(&opened).await.unwrap();
    wait_for(client, "Next on your path").await;
    let at = client.current_url().await.unwrap().to_string();
    assert!(!at.contains("once="), "{at}");
    // Not in the history either: Back leaves the coach rather than going to the code again.
    client.back().await.unwrap();
    let back = client.current_url().await.unwrap().to_string();
    assert!(!back.contains("once="), "{back}");
    // Spent: the same address again, without the cookie, is refused.
    let refused = refused_without_cookie(client, &opened).await;
    assert!(refused.contains("This one-time address has been used or has expired"), "{refused}");
}

#[tokio::test(flavor = "current_thread")]
async fn two_coaches_on_two_ports_are_both_usable_in_one_browser() {
    // One coach as every test has it (its address opened), and a second on another port.
    let coach = coach().await;
    let (client, first) = (&coach.client, &coach.url);
    let b = tempfile::tempdir().unwrap();
    let (_second, second) = serve(b.path());
    client.goto(&second).await.unwrap();
    wait_for(client, "Next on your path").await;
    // Each coach again by its address without the key: each has kept its own cookie.
    for url in [first, &second, first] {
        let base = url.split_once("/?key=").unwrap().0;
        client.goto(&format!("{base}/rules?table=book")).await.unwrap();
        wait_for(client, "Decks").await;
    }
}
