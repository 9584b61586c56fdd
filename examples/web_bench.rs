//! What `bjcoach serve` costs a learner: the server's time for every page and form (the router
//! asked in-process on one thread, no socket: the median and the slowest of repeated requests),
//! and the memory of the release server with ten tabs under way.
//! `cargo build --release && cargo run --release --example web_bench [ANSWERS]`.
//!
//! The progress pages are read at `ANSWERS` saved answers (10,000 unless given), built as
//! `store_bench` builds them, all given at the table `book`: its page replays them through the
//! memory model, the page of a table without answers does not. The memory is the server's resident set (`VmHWM`, its peak, from
//! `/proc`) after ten drill sessions and their pages, each answered, on a socket as a browser
//! would; the targets are 20 ms a page and 50 MB.
//!
//! Before and after in one run: with `WEB_BENCH_BEFORE=PATH` naming an older build of this
//! program (a copy kept outside the target folder, in a `release/examples` folder of its own
//! beside its `release/bjcoach`, whose memory it measures), both run as child processes on the
//! same history, alternately, `BENCH_ROUNDS` times each (2 by default), and each request's median
//! and slowest times and its median processor time (this thread's, which the router runs on: the
//! work, whatever the load) are printed for both (the medians over the rounds).

// Only some of the shared helpers are used here.
#[allow(dead_code)]
mod before_after;
#[allow(dead_code)]
mod bench_history;

use std::error::Error;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, header};
use bjcoach::web::{App, Guard, router};
use tower::ServiceExt;

const KEY: &str = "00000000000000000000000000000000";
const RUNS: usize = 25;

/// What a request gave: its wall time, its processor time in seconds, its status, the place it
/// sends to and its body.
type Answered = (Duration, f64, u16, String, String);

fn main() -> Result<(), Box<dyn Error>> {
    let answers: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    if let Some(before) = before_after::before_binary("WEB_BENCH_BEFORE") {
        return compare(&before, answers);
    }
    let dir = tempfile::tempdir()?;
    bench_history::build(dir.path(), answers)?;
    let app = Arc::new(App::new(dir.path().to_path_buf())?);
    let prepared = Instant::now();
    app.prepare();
    let prepared = prepared.elapsed();
    let socket = SocketAddr::from(([127, 0, 0, 1], 8080));
    // A guard of its own for each page's runs: the runs of all pages together are more than the
    // rate a server takes from one learner.
    let guard = std::cell::RefCell::new(Arc::new(Guard::new(socket, KEY.to_string())));
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
    let ask = |method: &str, path: &str, form: Option<&str>| -> Result<Answered, Box<dyn Error>> {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::HOST, socket.to_string())
            .header(header::COOKIE, guard.borrow().cookie());
        if form.is_some() {
            request = request
                .header(header::ORIGIN, format!("http://{socket}"))
                .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        }
        let request = request.body(Body::from(form.unwrap_or("").to_string()))?;
        let router = router(app.clone(), guard.borrow().clone());
        let started = Instant::now();
        // The router runs on this thread: its processor time is the request's work.
        let processor = before_after::thread_cpu_seconds();
        let response = runtime.block_on(router.oneshot(request))?;
        let processor = before_after::thread_cpu_seconds() - processor;
        let took = started.elapsed();
        let status = response.status().as_u16();
        let location =
            response.headers().get(header::LOCATION).and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
        let body = runtime.block_on(axum::body::to_bytes(response.into_body(), usize::MAX))?;
        Ok((took, processor, status, location, String::from_utf8_lossy(&body).into_owned()))
    };
    println!("Server time per request, {answers} answers saved, {RUNS} runs each (target: 20 ms)");
    println!("{:<44} {:>9} {:>9}", "request", "median", "slowest");
    let mut pages: Vec<(String, String, Option<String>)> = [
        "/",
        "/drills",
        "/rules?table=casino-fr",
        "/chart?table=quebec-s17",
        "/chart/card?table=quebec-s17",
        "/progress?table=quebec-h17",
        "/progress?table=book",
        "/assets/app.css",
    ]
    .iter()
    .map(|p| ("GET".to_string(), p.to_string(), None))
    .collect();
    // The first drill page deals its question; its answer is a form, sent with the id of the
    // question its page shows (read from the page before each run, untimed).
    let (_, _, _, drill, _) = ask("POST", "/drill", Some("drill=strategy&table=quebec-h17&count=100"))?;
    pages.push(("GET".to_string(), drill.clone(), None));
    pages.push(("POST".to_string(), format!("{drill}/answer"), Some("answer=s&question=".to_string())));
    let mut slowest_median = Duration::ZERO;
    for (method, path, form) in &pages {
        // The first request of a page warms what is read once (the drills' tables); it is shown
        // apart from the median.
        *guard.borrow_mut() = Arc::new(Guard::new(socket, KEY.to_string()));
        let mut times = Vec::new();
        let mut processor = Vec::new();
        let mut status = 0;
        for _ in 0..RUNS {
            let form = match form {
                Some(f) if f.ends_with("question=") => {
                    let (_, _, _, _, page) = ask("GET", &drill, None)?;
                    Some(format!("{f}{}", question_of(&page)?))
                }
                other => other.clone(),
            };
            let (took, cpu, s, _, _) = ask(method, path, form.as_deref())?;
            times.push(took);
            processor.push(cpu * 1000.0);
            status = s;
        }
        let first = times[0];
        times.sort();
        let median = times[RUNS / 2];
        slowest_median = slowest_median.max(median);
        let name = format!("{method} {path}").chars().take(44).collect::<String>();
        println!(
            "{name:<44} {:>7.2}ms {:>7.2}ms  (first {:.2} ms, status {status}, processor {:.2} ms)",
            ms(median),
            ms(times[RUNS - 1]),
            ms(first),
            before_after::median(processor)
        );
    }
    println!(
        "slowest median: {:.2} ms; made ready before the address is given: {:.1} ms",
        ms(slowest_median),
        ms(prepared)
    );
    memory(dir.path())?;
    Ok(())
}

/// Runs the older build and this one alternately and prints, for each request, the median over
/// the rounds of its median and of its slowest time, before and after.
fn compare(before: &std::path::Path, answers: u64) -> Result<(), Box<dyn Error>> {
    let rounds = std::env::var("BENCH_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(2);
    let count = answers.to_string();
    let (old, new) = before_after::interleaved(before, &[&count], rounds)?;
    // A request's line: `METHOD PATH  MEDIANms  SLOWESTms  (first …)`; the drill's own path
    // differs from run to run, so the lines are taken by their place.
    // The median processor time (`processor N ms)`), which an older build may not print: then
    // 0 is shown.
    let figure = |column: usize| {
        move |output: &str| -> Vec<(String, f64)> {
            output
                .lines()
                .filter(|l| l.starts_with("GET ") || l.starts_with("POST "))
                .filter_map(|l| {
                    let words: Vec<&str> = l.split_whitespace().collect();
                    let ms = match column {
                        2 => words
                            .iter()
                            .position(|w| *w == "processor")
                            .and_then(|at| words.get(at + 1)?.parse().ok())
                            .unwrap_or(0.0),
                        _ => words.get(2 + column)?.trim_end_matches("ms").parse().ok()?,
                    };
                    Some((format!("{} {}", words[0], words[1]), ms))
                })
                .collect()
        }
    };
    let medians = |outputs: &[String]| {
        let median = before_after::medians_by_line(outputs, figure(0));
        let slowest = before_after::medians_by_line(outputs, figure(1));
        let processor = before_after::medians_by_line(outputs, figure(2));
        median
            .into_iter()
            .zip(slowest)
            .zip(processor)
            .map(|(((name, m), (_, s)), (_, p))| (name, m, s, p))
            .collect::<Vec<_>>()
    };
    let (old, new) = (medians(&old), medians(&new));
    println!(
        "Server time per request, {answers} answers saved, before and after ({rounds} rounds each, \
         alternately; medians over the rounds)"
    );
    println!(
        "{:<44} {:>20} {:>20} {:>22}",
        "request", "median before/after", "slowest before/after", "processor before/after"
    );
    for ((name, m0, s0, p0), (_, m1, s1, p1)) in old.iter().zip(&new) {
        let name = name.chars().take(44).collect::<String>();
        println!("{name:<44} {m0:>8.2} {m1:>8.2} ms {s0:>8.2} {s1:>8.2} ms {p0:>9.2} {p1:>8.2} ms");
    }
    Ok(())
}

/// The id of the question a page asks, which its answer is sent with.
fn question_of(page: &str) -> Result<String, Box<dyn Error>> {
    let (_, rest) = page.split_once("name=\"question\" value=\"").ok_or("the page asks no question")?;
    Ok(rest.chars().take_while(char::is_ascii_digit).collect())
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// The release server's memory with ten tabs, each a drill session answered.
fn memory(dir: &std::path::Path) -> Result<(), Box<dyn Error>> {
    let bin = bench_history::binary("WEB_BENCH_BIN")?;
    let mut child = Command::new(bin)
        .args(["serve", "--port", "0"])
        .env("BJCOACH_DATA_DIR", dir)
        .stdout(Stdio::piped())
        .spawn()?;
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("no output")?).read_line(&mut line)?;
    let url = line.trim().trim_start_matches("bjcoach is at ").to_string();
    let (host, key) = url.trim_start_matches("http://").split_once("/?key=").ok_or("no address")?;
    let cookie = Guard::new(host.parse()?, key.to_string()).cookie();
    let host = host.to_string();
    let http = |method: &str, path: &str, form: &str| -> Result<String, Box<dyn Error>> {
        let mut stream = TcpStream::connect(&host)?;
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {host}\r\nCookie: {cookie}\r\nOrigin: http://{host}\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{form}",
            form.len()
        )?;
        let mut answer = String::new();
        stream.read_to_string(&mut answer)?;
        Ok(answer)
    };
    let drills = [
        "strategy",
        "hand-totals",
        "soft-hands",
        "running-count",
        "true-count",
        "deviations",
        "payouts",
        "insurance",
        "split-decisions",
        "bet",
    ];
    for drill in drills {
        let started = http("POST", "/drill", &format!("drill={drill}&table=quebec-s17&count=20"))?;
        let page = started
            .lines()
            .find_map(|l| l.strip_prefix("location: ").or_else(|| l.strip_prefix("Location: ")))
            .ok_or_else(|| format!("{drill} did not start: {started}"))?
            .trim()
            .to_string();
        for _ in 0..5 {
            let asked = http("GET", &page, "")?;
            http("POST", &format!("{page}/answer"), &format!("answer=1&question={}", question_of(&asked)?))?;
        }
        http("GET", "/progress", "")?;
    }
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id()))?;
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .map(|l| l.split_whitespace().nth(1).unwrap_or("0").parse::<f64>().unwrap_or(0.0) / 1024.0)
            .unwrap_or(0.0)
    };
    println!(
        "Server memory with ten drill tabs, 5 answers each: peak {:.1} MB, now {:.1} MB (target: 50 MB)",
        field("VmHWM:"),
        field("VmRSS:")
    );
    child.kill()?;
    child.wait()?;
    Ok(())
}
