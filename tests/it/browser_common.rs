//! What every browser test starts from, and how it acts: `bjcoach serve` started on a free port,
//! Debian's Chromium driven headless through ChromeDriver (the WebDriver protocol, by
//! `fantoccini`), the printed address opened, and the keys pressed and the pages waited for as a
//! learner's are.
//!
//! The browser and its driver are real parts: `.ci/run` installs them (`chromium`,
//! `chromium-driver`). Where they are missing a test fails and says how to install them; it never
//! passes without a browser. However a test ends, its browser and driver are stopped.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{Value, json};

use crate::web::words;

/// A process killed when the test ends, however it ends.
pub struct Killed(pub Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The program found on the path or at its usual place, or the test's failure saying how to
/// install it.
fn program(name: &str, env: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(env) {
        return PathBuf::from(path);
    }
    let found = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).map(|p| p.join(name)).find(|p| p.is_file()))
        .unwrap_or(None);
    found.unwrap_or_else(|| {
        panic!(
            "`{name}` is not installed: the browser tests need Debian's `chromium` and `chromium-driver` \
             (`apt-get install chromium chromium-driver`, as .ci/run does), or {env}=PATH"
        )
    })
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// `bjcoach serve` on a free port keeping progress in `dir`, and the address it printed.
pub fn serve(dir: &Path) -> (Killed, String) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("bjcoach"))
        .args(["serve", "--port", "0"])
        .env("BJCOACH_DATA_DIR", dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
    let url =
        line.trim().strip_prefix("bjcoach is at ").unwrap_or_else(|| panic!("printed: {line}")).to_string();
    assert!(url.starts_with("http://127.0.0.1:") && url.contains("/?key="), "{url}");
    (Killed(child), url)
}

/// ChromeDriver on a free port, in a process group of its own: the browser it starts joins that
/// group, and the whole group is killed when this is dropped, however the test ends (a driver
/// killed alone leaves its browser running).
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        // SAFETY: `kill` is given a process group id and a signal, and reads no memory of ours.
        unsafe { libc::kill(-(self.child.id() as i32), libc::SIGKILL) };
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// ChromeDriver on a free port, once it answers.
fn chromedriver() -> Driver {
    let port = free_port();
    let child = Command::new(program("chromedriver", "BJCOACH_CHROMEDRIVER"))
        .arg(format!("--port={port}"))
        .process_group(0)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let driver = Driver { child, port };
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < Duration::from_secs(20), "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    driver
}

/// Ends the WebDriver session `session` at the driver on `port`, which quits its browser, and
/// waits for the driver's answer (given once the browser is gone). Whatever fails is left to the
/// driver's process group being killed.
fn end_session(port: u16, session: &str) {
    let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", port)) else { return };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(20)));
    let request =
        format!("DELETE /session/{session} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 0\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return;
    }
    // The answer's head and body read whole: the driver keeps the connection open after it.
    let mut answer = BufReader::new(stream);
    let (mut line, mut length) = (String::new(), 0);
    while answer.read_line(&mut line).is_ok_and(|read| read > 0) && !line.trim().is_empty() {
        if let Some((name, value)) = line.split_once(':')
            && name.eq_ignore_ascii_case("content-length")
        {
            length = value.trim().parse().unwrap_or(0);
        }
        line.clear();
    }
    let _ = answer.read_exact(&mut vec![0; length]);
}

/// A headless Chromium with a profile of its own, no network but the coach's.
async fn browser(driver: u16, profile: &Path, width: u32) -> Client {
    let chromium = program("chromium", "BJCOACH_CHROMIUM");
    let args = [
        "--headless=new".to_string(),
        "--no-sandbox".to_string(),
        "--disable-gpu".to_string(),
        "--disable-quic".to_string(),
        "--no-first-run".to_string(),
        "--disable-background-networking".to_string(),
        "--disable-component-update".to_string(),
        "--disable-sync".to_string(),
        "--disable-dev-shm-usage".to_string(),
        format!("--user-data-dir={}", profile.display()),
        format!("--window-size={width},1000"),
    ];
    let mut caps = serde_json::Map::new();
    caps.insert("goog:chromeOptions".to_string(), json!({ "binary": chromium, "args": args }));
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(connector)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{driver}"))
        .await
        .unwrap()
}

/// A headless Chromium with a profile of its own, at a laptop's width, driven by a ChromeDriver of
/// its own: when this is dropped, however the test ends (passed, or failed by a panic), its
/// session is ended, the browser and the driver stopped, the profile removed.
pub(crate) struct Chromium {
    pub client: Client,
    /// The WebDriver session's id, to end it without the client's runtime (gone when a test fails).
    session: String,
    // Dropped in this order: the driver (and whatever browser is left in its group), then the
    // profile the browser wrote.
    driver: Driver,
    _profile: tempfile::TempDir,
}

impl Drop for Chromium {
    fn drop(&mut self) {
        end_session(self.driver.port, &self.session);
    }
}

pub(crate) async fn chromium() -> Chromium {
    let profile = tempfile::tempdir().unwrap();
    let driver = chromedriver();
    let client = browser(driver.port, profile.path(), 1280).await;
    let session = client.session_id().await.unwrap().unwrap();
    Chromium { client, session, driver, _profile: profile }
}

/// What every browser test starts from: `bjcoach serve` keeping progress in a fresh folder, and a
/// Chromium of its own ([`chromium`]) that has opened the address the server printed, at the home
/// (its key traded for the session's cookie).
pub(crate) struct Coach {
    pub client: Client,
    /// The address the server printed, with its key.
    pub url: String,
    /// The folder the learner's progress is kept in.
    pub data: tempfile::TempDir,
    _server: Killed,
    _chromium: Chromium,
}

pub(crate) async fn coach() -> Coach {
    let coach = coach_not_opened().await;
    coach.client.goto(&coach.url).await.unwrap();
    wait_for(&coach.client, "Next on your path").await;
    coach
}

/// A [`Coach`] whose browser has opened nothing yet: for a test that opens the printed address at
/// a moment of its own.
pub(crate) async fn coach_not_opened() -> Coach {
    let data = tempfile::tempdir().unwrap();
    let (server, url) = serve(data.path());
    let chromium = chromium().await;
    Coach { client: chromium.client.clone(), url, data, _server: server, _chromium: chromium }
}

impl Coach {
    /// The coach's address of `path` (`/drills?table=book`), with the key.
    pub fn at(&self, path: &str) -> String {
        let sep = if path.contains('?') { '&' } else { '?' };
        self.url.replace("/?key=", &format!("{path}{sep}key="))
    }

    /// Starts `drill` at `table` from the drills page, with `fields` set (`count`, `timed`,
    /// `pace`) and dealt from `seed` when one is given; waits for its first question.
    pub async fn start_drill(&self, drill: &str, table: &str, fields: &[(&str, &str)], seed: Option<u64>) {
        let client = &self.client;
        client.goto(&self.at(&format!("/drills?table={table}"))).await.unwrap();
        let selector = format!("#drill-{drill} form");
        let form = find_soon(client, &selector).await;
        form.find(Locator::Css("select[name=table]")).await.unwrap().select_by_value(table).await.unwrap();
        for (field, value) in fields {
            let input = form.find(Locator::Css(&format!("input[name={field}]"))).await.unwrap();
            input.clear().await.unwrap();
            input.send_keys(value).await.unwrap();
        }
        if let Some(seed) = seed {
            with_seed(client, &selector, seed).await;
        }
        form.find(Locator::Css("button[type=submit]")).await.unwrap().click().await.unwrap();
        wait_for(client, "Question 1 of").await;
    }

    /// Starts play at `table` from its page, with `fields` set (`rounds`, `seats`, by their ids)
    /// and dealt from `seed`.
    pub async fn start_play(&self, table: &str, fields: &[(&str, &str)], seed: u64) {
        let client = &self.client;
        client.goto(&self.at(&format!("/play?table={table}"))).await.unwrap();
        for (field, value) in fields {
            let input = find_soon(client, &format!("#{field}")).await;
            input.clear().await.unwrap();
            input.send_keys(value).await.unwrap();
        }
        // The seed is the test's: the page does not show it, as the terminal's `--seed` is not
        // asked.
        with_seed(client, "#play-start", seed).await;
        find_soon(client, "#play-start button[type=submit]").await.click().await.unwrap();
    }
}

/// The element `css` finds, waiting for it while the page is still on its way in (under load
/// the browser may hand a page back before its HTML has all arrived).
pub(crate) async fn find_soon(client: &Client, css: &str) -> fantoccini::elements::Element {
    client.wait().at_most(Duration::from_secs(15)).for_element(Locator::Css(css)).await.unwrap()
}

/// Presses a key as a learner does, on whatever has the focus.
pub(crate) async fn press(client: &Client, key: char) {
    let keys = KeyActions::new("keyboard".to_string())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    client.perform_actions(keys).await.unwrap();
}

/// Adds the hidden `seed` field (which no page shows) to the form `selector`, so that the session
/// it starts is dealt from a known shoe.
pub(crate) async fn with_seed(client: &Client, selector: &str, seed: u64) {
    let script = format!(
        "const i = document.createElement('input'); i.type = 'hidden'; i.name = 'seed'; i.value = '{seed}'; \
         document.querySelector('{selector}').appendChild(i);"
    );
    client.execute(&script, vec![]).await.unwrap();
}

/// Types `text` and Enter as a learner does, into the field that has the focus.
pub(crate) async fn type_line(client: &Client, text: &str) {
    let mut keys = KeyActions::new("keyboard".to_string());
    for c in text.chars() {
        keys = keys.then(KeyAction::Down { value: c }).then(KeyAction::Up { value: c });
    }
    let enter = char::from(Key::Enter);
    keys = keys.then(KeyAction::Down { value: enter }).then(KeyAction::Up { value: enter });
    client.perform_actions(keys).await.unwrap();
}

/// The page's source once its document is complete. Under load the browser shows a page while
/// its HTML still arrives, and a source taken then holds only its head; and the page's script is
/// deferred, so its keys are listened for only once the document has been read to the end: a key
/// pressed before could go nowhere. The state and the source are read in one script, so that
/// neither can belong to another page than the other.
pub(crate) async fn page_source(client: &Client) -> String {
    let started = Instant::now();
    loop {
        let read = client
            .execute("return [document.readyState, new XMLSerializer().serializeToString(document)];", vec![])
            .await;
        // A script run while the browser leaves a page for the next one may find no document.
        if let Ok(Value::Array(read)) = read
            && let [Value::String(state), Value::String(source)] = &read[..]
            && state == "complete"
        {
            return source.clone();
        }
        assert!(started.elapsed() < Duration::from_secs(15), "the page never finished loading");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The page's text as a reader sees it.
pub(crate) async fn page_words(client: &Client) -> String {
    words(&page_source(client).await)
}

/// Waits until the page's text contains `wanted`, and gives it.
pub(crate) async fn wait_for(client: &Client, wanted: &str) -> String {
    let started = Instant::now();
    loop {
        let text = page_words(client).await;
        if text.contains(wanted) {
            return text;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "`{wanted}` never shown: {text}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A phone's screen and a laptop's, in CSS pixels.
pub(crate) const SCREENS: [(u32, u32); 2] = [(360, 740), (1280, 800)];

/// Sets the browser's window so that the page's viewport is `width` by `height`.
pub(crate) async fn screen(client: &Client, width: u32, height: u32) {
    let (mut outer_w, mut outer_h) = (width, height);
    let started = Instant::now();
    loop {
        client.set_window_size(outer_w, outer_h).await.unwrap();
        // The window takes a moment to be resized.
        tokio::time::sleep(Duration::from_millis(200)).await;
        let inner = client.execute("return [window.innerWidth, window.innerHeight];", vec![]).await.unwrap();
        let (w, h) = (inner[0].as_u64().unwrap() as u32, inner[1].as_u64().unwrap() as u32);
        if (w, h) == (width, height) {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "the viewport stays {w}×{h}");
        // A window with a frame is grown by it.
        outer_w = (outer_w + width).saturating_sub(w).max(width);
        outer_h = (outer_h + height).saturating_sub(h).max(height);
    }
}

/// Waits until the page shows other words than the page whose source was `before`, and gives
/// its source.
pub(crate) async fn next_page(client: &Client, before: &str) -> String {
    let before = words(before);
    let started = Instant::now();
    loop {
        let source = page_source(client).await;
        // A page on its way in reads as an empty document for a moment (newer Chromium shows it
        // between the two pages): that is not the next page yet.
        let now = words(&source);
        if !now.is_empty() && now != before {
            return source;
        }
        assert!(started.elapsed() < Duration::from_secs(15), "the page did not move: {before}");
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
}

/// A command of the Chrome DevTools Protocol, sent through ChromeDriver.
#[derive(Debug)]
struct DevTools {
    cmd: &'static str,
    params: Value,
}

impl fantoccini::wd::WebDriverCompatibleCommand for DevTools {
    fn endpoint(&self, base: &url::Url, session: Option<&str>) -> Result<url::Url, url::ParseError> {
        base.join(&format!("session/{}/goog/cdp/execute", session.unwrap_or_default()))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(json!({ "cmd": self.cmd, "params": self.params }).to_string()))
    }
}

pub(crate) async fn dev_tools(client: &Client, cmd: &'static str, params: Value) -> Value {
    client.issue_cmd(DevTools { cmd, params }).await.unwrap()
}
