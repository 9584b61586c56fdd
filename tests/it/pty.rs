//! A learner at a real terminal of a given size: `bjcoach` run at a pseudo-terminal this test
//! holds, keys typed as the screen asks for them, and the screen read back as the terminal would
//! show it (the last rows of what was written, escape codes left out), or everything written,
//! escape codes and all. The one pseudo-terminal of the tests: every test at a terminal runs here.

use std::io::{Read, Write};
use std::os::fd::FromRawFd;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `bjcoach` running at a pseudo-terminal of `rows` by `columns`.
pub struct Terminal {
    master: std::fs::File,
    child: std::process::Child,
    shown: Arc<Mutex<Vec<u8>>>,
    reader: Option<std::thread::JoinHandle<()>>,
    rows: usize,
    _data: tempfile::TempDir,
}

impl Terminal {
    /// Starts `bjcoach args` with a fresh data folder, no colour.
    pub fn start(args: &[&str], rows: u16, columns: u16) -> Terminal {
        Terminal::start_with(args, rows, columns, &[])
    }

    /// Starts `bjcoach args` as [`Terminal::start`] does, with these environment variables too.
    pub fn start_with(args: &[&str], rows: u16, columns: u16, env: &[(&str, &str)]) -> Terminal {
        let (mut master, mut slave) = (0, 0);
        let size = libc::winsize { ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0 };
        // SAFETY: openpty writes two new descriptors into the integers given and reads the size.
        let made =
            unsafe { libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), &size) };
        assert_eq!(made, 0, "a pseudo-terminal");
        // SAFETY: both descriptors were just opened and are owned by nothing else.
        let (master, slave) =
            unsafe { (std::fs::File::from_raw_fd(master), std::fs::File::from_raw_fd(slave)) };
        let data = tempfile::tempdir().unwrap();
        let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("bjcoach"))
            .args(args)
            .env("NO_COLOR", "1")
            .env_remove("COLUMNS")
            .env_remove("LINES")
            .env("BJCOACH_DATA_DIR", data.path())
            .envs(env.iter().copied())
            .stdin(slave.try_clone().unwrap())
            .stdout(slave.try_clone().unwrap())
            .stderr(slave)
            .spawn()
            .unwrap();
        let shown = Arc::new(Mutex::new(Vec::new()));
        let reader = {
            let shown = shown.clone();
            let mut master = master.try_clone().unwrap();
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                while let Ok(n) = master.read(&mut buf) {
                    if n == 0 {
                        break;
                    }
                    shown.lock().unwrap().extend_from_slice(&buf[..n]);
                }
            })
        };
        Terminal { master, child, shown, reader: Some(reader), rows: usize::from(rows), _data: data }
    }

    /// Everything written so far, escape codes and all.
    pub fn raw(&self) -> String {
        String::from_utf8_lossy(&self.shown.lock().unwrap()).into_owned()
    }

    /// Everything written so far, escape codes left out.
    pub fn written(&self) -> String {
        plain(&self.raw())
    }

    /// The screen as it stands: the last `rows` lines written.
    pub fn screen(&self) -> Vec<String> {
        let text = self.written();
        let lines: Vec<String> = text.split('\n').map(str::to_string).collect();
        lines[lines.len().saturating_sub(self.rows)..].to_vec()
    }

    /// Waits until `wanted` holds of what was written since byte `from` of [`Terminal::written`];
    /// panics with the screen after 30 s.
    pub fn wait(&self, from: usize, wanted: impl Fn(&str) -> bool) {
        let started = Instant::now();
        while !wanted(self.written().get(from..).unwrap_or("")) {
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "waited in vain; screen:\n{}",
                self.screen().join("\n")
            );
            std::thread::sleep(Duration::from_millis(30));
        }
        // A moment for the program to start reading.
        std::thread::sleep(Duration::from_millis(150));
    }

    /// Types `keys`.
    pub fn type_keys(&mut self, keys: &str) {
        self.type_bytes(keys.as_bytes());
    }

    /// Sends these bytes as a terminal in another encoding than UTF-8 would.
    pub fn type_bytes(&mut self, bytes: &[u8]) {
        self.master.write_all(bytes).unwrap();
    }

    /// Waits for the program to end (ending it after 30 s) and returns its exit code, once all it
    /// wrote has been read.
    pub fn finish(&mut self) -> Option<i32> {
        let started = Instant::now();
        let code = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status.code();
            }
            if started.elapsed() > Duration::from_secs(30) {
                self.child.kill().unwrap();
                break None;
            }
            std::thread::sleep(Duration::from_millis(30));
        };
        // The reader ends when the program's end of the terminal closes: then all is read.
        let read = Instant::now();
        while self.reader.as_ref().is_some_and(|r| !r.is_finished())
            && read.elapsed() < Duration::from_secs(5)
        {
            std::thread::sleep(Duration::from_millis(10));
        }
        code
    }
}

/// Text as written to a terminal, escape codes left out.
pub fn plain(raw: &str) -> String {
    let mut text = String::new();
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // A control sequence: `ESC [` parameters and a final letter, or `ESC` and one more.
            if chars.peek() == Some(&'[') {
                chars.next();
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() || d == '~' {
                        break;
                    }
                }
            } else {
                chars.next();
            }
        } else if c != '\r' {
            text.push(c);
        }
    }
    text
}
