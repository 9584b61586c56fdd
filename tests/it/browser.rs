//! The coach in a real browser: `bjcoach serve` started on a free port, Debian's Chromium driven
//! headless through ChromeDriver (the WebDriver protocol, by `fantoccini`), answering by the
//! keyboard as a learner does, then the same answers read by `bjcoach stats` from the same folder.
//!
//! The browser and its driver are real parts: `.ci/run` installs them (`chromium`,
//! `chromium-driver`). Where they are missing the test fails and says how to install them; it
//! never passes without a browser.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::cli::Run;
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
pub(crate) fn program(name: &str, env: &str) -> PathBuf {
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

pub(crate) fn free_port() -> u16 {
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
pub(crate) struct Driver {
    child: Child,
    pub port: u16,
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
pub(crate) fn chromedriver() -> Driver {
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
pub(crate) async fn browser(driver: u16, profile: &Path, width: u32) -> Client {
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
/// Chromium of its own ([`chromium`]) to open it.
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
        let form = client.find(Locator::Css(&selector)).await.unwrap();
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
            let input = client.find(Locator::Css(&format!("#{field}"))).await.unwrap();
            input.clear().await.unwrap();
            input.send_keys(value).await.unwrap();
        }
        // The seed is the test's: the page does not show it, as the terminal's `--seed` is not
        // asked.
        with_seed(client, "#play-start", seed).await;
        client.find(Locator::Css("#play-start button[type=submit]")).await.unwrap().click().await.unwrap();
    }
}

/// Presses a key as a learner does, on whatever has the focus.
pub(crate) async fn press(client: &Client, key: char) {
    let keys = KeyActions::new("keyboard".to_string())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    client.perform_actions(keys).await.unwrap();
}

/// Presses a key twice as fast as the driver can, as a learner whose finger bounces does: the
/// page sends one answer.
async fn press_twice(client: &Client, key: char) {
    let keys = KeyActions::new("keyboard".to_string())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key })
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

/// The page's text as a reader sees it.
pub(crate) async fn page_words(client: &Client) -> String {
    words(&client.source().await.unwrap())
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

/// Where the screenshots for the README are written: `docs/` when asked for, else out of the way.
fn screenshot_dir() -> PathBuf {
    match std::env::var_os("BJCOACH_SCREENSHOTS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots"),
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_learner_practises_in_the_browser_and_the_command_line_sees_every_answer() {
    let coach = coach().await;
    let client = &coach.client;

    // The printed address opens the home; its key goes into a cookie and out of the address.
    client.goto(&coach.url).await.unwrap();
    let home = wait_for(client, "Next on your path").await;
    assert!(home.contains("Count hands (stage 1 of 10), with the hand-totals drill at book"), "{home}");
    assert!(!client.current_url().await.unwrap().as_str().contains("key="));
    std::fs::create_dir_all(screenshot_dir()).unwrap();

    // A whole drill by the keyboard: Enter starts the suggested one, each total typed and Enter.
    press(client, char::from(Key::Enter)).await;
    wait_for(client, "Question 1 of 10").await;
    // Answers given, and questions answered (the first answers; the round of misses apart).
    let mut answered = 0;
    let mut first = 0;
    loop {
        let text = page_words(client).await;
        if text.contains("Summary") {
            break;
        }
        assert!(answered < 40, "the drill never ended: {text}");
        type_line(client, "17").await;
        answered += 1;
        first = answered.min(10);
        wait_for(client, &score_after(answered, 10)).await;
    }
    let summary = page_words(client).await;
    assert!(summary.contains(&format!("Your {answered} answers are saved")), "{summary}");

    // A decision drill answered by its keys: h for hit on every hand.
    coach.start_drill("hard-decisions", "book", &[("count", "3")], None).await;
    wait_for(client, "Question 1 of 3").await;
    let before = answered;
    let mut shot_taken = false;
    loop {
        let text = page_words(client).await;
        if text.contains("Summary") {
            break;
        }
        assert!(answered < before + 10, "the drill never ended: {text}");
        // Hit where the question offers it, else stand; each key pressed twice at once, and only
        // one answer sent (the stats at the end count every answer saved).
        let source = client.source().await.unwrap();
        let key = if source.contains("data-key=\"h\"") { 'h' } else { 's' };
        press_twice(client, key).await;
        answered += 1;
        first += usize::from(answered - before <= 3);
        let judged = wait_for(client, &score_after(answered - before, 3)).await;
        assert!(!judged.contains("Not taken"), "{judged}");
        assert!(
            judged.contains("Right:")
                || judged.contains("Wrong: you said")
                || judged.contains("Close call: you said"),
            "{judged}"
        );
        if !judged.contains("Right:") {
            // A miss is explained: the plays compared, the chart's row, the why.
            assert!(judged.contains("Chart:") && judged.contains("Why:"), "{judged}");
            if !shot_taken && judged.contains("Question") {
                let shot = client.screenshot().await.unwrap();
                std::fs::write(screenshot_dir().join("drill.png"), shot).unwrap();
                shot_taken = true;
            }
        }
    }

    // A running count flashes its cards at the pace chosen, clears them, and only then asks.
    coach.start_drill("running-count", "quebec-s17", &[("count", "2"), ("pace", "0.1")], None).await;
    wait_for(client, "Question 1 of 2").await;
    let hidden = "return document.querySelector('form.answer').hidden;";
    assert_eq!(
        client.execute(hidden, vec![]).await.unwrap(),
        json!(true),
        "asked before the cards were shown"
    );
    let started = Instant::now();
    while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
        assert!(started.elapsed() < Duration::from_secs(20), "the flash never ended");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let shown = "return document.querySelectorAll('.flash-group:not([hidden])').length;";
    assert_eq!(client.execute(shown, vec![]).await.unwrap(), json!(0), "cards left on the felt");
    type_line(client, "0").await;
    first += 1;
    wait_for(client, "score").await;
    // Stopped after one question, the session saves its answer.
    client.find(Locator::Css("form.inline button")).await.unwrap().click().await.unwrap();
    wait_for(client, "Your answer is saved").await;

    // A timed running count whose flash is longer than the time allowed, answered as soon as it
    // is asked: in time, since the time runs from the last card cleared.
    let fields = [("count", "1"), ("pace", "0.5"), ("timed", "4")];
    coach.start_drill("running-count", "quebec-s17", &fields, Some(4)).await;
    wait_for(client, "Question 1 of 1").await;
    let cards = client.source().await.unwrap().matches("class=\"flash-group\"").count();
    assert!(cards > 8, "a flash of {cards} cards at 0.5 s is not longer than the 4 s allowed");
    let flashing = Instant::now();
    while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
        assert!(flashing.elapsed() < Duration::from_secs(30), "the flash never ended");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    type_line(client, "0").await;
    first += 1;
    let judged = wait_for(client, "score").await;
    assert!(!judged.contains("allowed"), "timed from the page rather than the flash's end: {judged}");
    // Missed, it is asked once more: stopped there.
    if !judged.contains("Summary") {
        client.find(Locator::Css("form.inline button")).await.unwrap().click().await.unwrap();
    }
    wait_for(client, "Your answer is saved").await;

    // Play: a split where one is offered, and insurance taken where it is offered.
    let split = play_by_keys(&coach, "feral", 10, 0, 'p').await;
    assert!(split.contains("Played as you chose: split."), "{split}");
    let insured = play_by_keys(&coach, "quebec-h17", 30, 0, 'y').await;
    assert!(insured.contains("Wrong: you said yes; the answer is no"), "{insured}");
    assert!(insured.contains("Insurance of "), "the insurance is settled: {insured}");

    // Progress shows the answers just given.
    client.goto(&coach.at("/progress?table=book")).await.unwrap();
    let progress = wait_for(client, "answers saved").await;
    // Questions answered: each once, by its first answer.
    let saved = first + decisions(&split) + decisions(&insured);
    assert!(progress.contains(&format!("{saved} answers saved")), "{progress}");
    std::fs::write(screenshot_dir().join("progress.png"), client.screenshot().await.unwrap()).unwrap();

    // A phone's width: every page fits without scrolling sideways (a wide chart scrolls inside
    // its own box): the chart, a drill's question, the play table, progress, the rules.
    client.set_window_size(360, 800).await.unwrap();
    for (path, shown) in [
        ("/chart?table=book", "Strategy chart"),
        ("/drills?table=book", "Drills"),
        ("/play?table=casino-fr", "Play at"),
        ("/progress?table=book", "answers saved"),
        ("/rules?table=casino-fr", "Decks"),
    ] {
        client.goto(&coach.at(path)).await.unwrap();
        wait_for(client, shown).await;
        fits_a_phone(client, path).await;
    }
    coach.start_drill("split-decisions", "casino-fr", &[], None).await;
    fits_a_phone(client, "a split question").await;
    std::fs::write(screenshot_dir().join("drill-phone.png"), client.screenshot().await.unwrap()).unwrap();

    // The command line reads the same answers from the same folder, the decisions played among
    // them.
    let stats = Run::new(&["stats", "--table", "book"]).data_dir(coach.data.path()).ok();
    let saved = first + decisions(&split) + decisions(&insured);
    assert!(stats.contains(&format!("Your progress: {saved} answers saved")), "{stats}");
}

/// The score shown after the `k`th answer of a drill of `count` questions: `/k` for a question's
/// first answer, then, in the round of misses (where the same answer to the same question is
/// wrong again), `once more 0/j` for its `j`th.
fn score_after(k: usize, count: usize) -> String {
    if k <= count { format!("/{k}") } else { format!("once more 0/{}", k - count) }
}

/// The decisions a play session's summary counts (`Decisions: 7 right out of 9`).
fn decisions(pages: &str) -> usize {
    let summary = pages.lines().last().unwrap_or_default();
    let (_, after) = summary.split_once("Decisions: ").unwrap_or_else(|| panic!("no decisions in {summary}"));
    let words: Vec<&str> = after.split_whitespace().collect();
    words[4].trim_end_matches(|c: char| !c.is_ascii_digit()).parse().unwrap_or_else(|_| panic!("{after}"))
}

/// A play session at `table` for `rounds` rounds from `seed`, played by the keys: Enter at every
/// bet (the smallest, then the last again), `wanted` the first time it is offered, else stand
/// (or hit where standing is not offered). Gives the words of every page it showed, the summary
/// last.
async fn play_by_keys(coach: &Coach, table: &str, rounds: u32, seed: u64, wanted: char) -> String {
    let client = &coach.client;
    coach.start_play(table, &[("rounds", &rounds.to_string())], seed).await;
    let mut done = false;
    let mut shot = false;
    let mut shown = Vec::new();
    for _ in 0..(rounds * 12) {
        let source = client.source().await.unwrap();
        let step = words(&source);
        shown.push(step.clone());
        if source.contains("id=\"summary\"") {
            return shown.join("\n");
        }
        if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
        } else {
            let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
            let key = if !done && offered(wanted) {
                done = true;
                wanted
            } else if offered('n') {
                'n'
            } else if offered('s') {
                's'
            } else {
                'h'
            };
            press(client, key).await;
        }
        // The next page, whatever it asks.
        let started = Instant::now();
        while words(&client.source().await.unwrap()) == step {
            assert!(started.elapsed() < Duration::from_secs(15), "the page did not move: {step}");
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
        if done && !shot && wanted == 'p' {
            // The table just after a split: the README's picture of play.
            let name = format!("play-{table}.png");
            std::fs::write(screenshot_dir().join(name), client.screenshot().await.unwrap()).unwrap();
            shot = true;
        }
    }
    panic!("the session at {table} never ended");
}

/// Nothing on the page reaches past the screen's right edge, but inside a box that scrolls.
async fn fits_a_phone(client: &Client, page: &str) {
    let wide = client
        .execute(
            "const w = document.documentElement.clientWidth; \
             return Array.from(document.querySelectorAll('body *')) \
               .filter(e => !e.closest('.scroll') && e.getBoundingClientRect().right > w + 0.5) \
               .map(e => e.tagName + '.' + e.className).join(' ');",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(wide.as_str(), Some(""), "{page} is wider than a phone at 360 px");
}
