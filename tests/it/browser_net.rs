//! The browser face on a network, in a real Chromium (issue 31): strangers' requests never lock
//! the learner out.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::browser::{browser, chromedriver, serve, wait_for};

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
    let data = tempfile::tempdir().unwrap();
    let profile = tempfile::tempdir().unwrap();
    let (_server, url) = serve(data.path());
    let (_driver, driver_port) = chromedriver();
    let client = browser(driver_port, profile.path(), 1280).await;
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
    client.goto(&url).await.unwrap();
    wait_for(&client, "Next on your path").await;
    let base = url.split_once("/?key=").unwrap().0;
    for (path, shown) in
        [("/rules?table=book", "Decks"), ("/drills?table=book", "Drills"), ("/", "Next on your path")]
    {
        client.goto(&format!("{base}{path}")).await.unwrap();
        wait_for(&client, shown).await;
        let styled = "return Array.from(document.styleSheets).every(s => s.cssRules.length > 0) \
                      && document.styleSheets.length > 0;";
        assert_eq!(client.execute(styled, vec![]).await.unwrap(), serde_json::json!(true), "{path} unstyled");
    }
    stop.store(true, Ordering::Relaxed);
    let refused = flood.join().unwrap();
    assert!(refused.len() >= 300 && refused.iter().all(|s| [403, 429].contains(s)), "{:?}", &refused[..300]);
    client.close().await.unwrap();
}
