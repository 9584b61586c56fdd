//! Reading what the learner types at the terminal: a line read key by key (so Ctrl-C ends a
//! session with its summary instead of the process), the same line with the seconds left counted
//! down before it, and a yes-or-no question. Every prompt of the drills, play, the home and the
//! store's questions goes through here.

use std::fs::File;
use std::io::{self, Write};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use console::Term;

use super::Painter;
use crate::lang::{Arg, Lang};

/// Set when Ctrl-C is pressed during an interactive session.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

/// Starts catching Ctrl-C for an interactive session (drills and play share one handler, set
/// once per process) and forgets any earlier press. A prompt reads keys itself and turns Ctrl-C
/// into an interrupt, so a session ends with its summary instead of the process being killed.
pub fn watch_interrupts() {
    static HANDLER: Once = Once::new();
    HANDLER.call_once(|| {
        let _ = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst));
    });
    INTERRUPTED.store(false, Ordering::SeqCst);
}

/// Was Ctrl-C pressed since [`watch_interrupts`]?
pub fn interrupted() -> bool {
    INTERRUPTED.load(Ordering::SeqCst)
}

/// The seconds left before `deadline`, as they stand before the prompt: always as wide, so that
/// each redraw covers the one before; `[ late]` once the time allowed is over.
fn clock_face(paint: Painter, deadline: Instant) -> String {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return paint.bad("[ late]");
    }
    let seconds = left.as_secs_f64().ceil();
    let face = format!("[{seconds:>3} s]");
    if seconds <= 3.0 { paint.warn(face) } else { paint.accent(face) }
}

/// Reads one line typed at the terminal after `prompt`, like [`read_typed_line`], with the
/// seconds left before `deadline` at the start of the line, redrawn each second in place while
/// the learner types (the cursor is saved, the clock rewritten at the line's start, the cursor
/// restored). A thread keeps the clock; it and the echo of each key write to the terminal in
/// turn, so a key typed as the clock ticks lands where it belongs.
#[cfg(unix)]
pub fn read_counted_line(
    // The keys are read from the terminal directly (see `keys`); the clock writes to stdout.
    _term: &Term,
    paint: Painter,
    prompt: &str,
    deadline: Instant,
) -> io::Result<Option<String>> {
    use std::os::fd::AsFd;
    use std::sync::{Arc, Mutex};

    // Standard output is locked by the writer of the session for as long as it runs: the clock
    // writes to the same terminal through a descriptor of its own.
    let screen = Arc::new(Mutex::new(File::from(io::stdout().as_fd().try_clone_to_owned()?)));
    let show = |screen: &Mutex<File>, text: &str| -> io::Result<()> {
        let mut screen = screen.lock().map_err(|_| io::Error::other("the screen's lock was poisoned"))?;
        screen.write_all(text.as_bytes())?;
        screen.flush()
    };
    show(&screen, &format!("{} {prompt} ", clock_face(paint, deadline)))?;
    let done = Arc::new(AtomicBool::new(false));
    let ticker = {
        let (screen, done) = (screen.clone(), done.clone());
        std::thread::spawn(move || {
            let mut shown = clock_face(paint, deadline);
            while !done.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(50));
                let face = clock_face(paint, deadline);
                if face != shown && !done.load(Ordering::SeqCst) {
                    // A clock that cannot be drawn leaves the answer to be typed all the same.
                    let _ = show(&screen, &format!("\x1b7\r{face}\x1b8"));
                    shown = face;
                }
            }
        })
    };
    let line = read_keys(|text| show(&screen, text));
    done.store(true, Ordering::SeqCst);
    let _ = ticker.join();
    line
}

/// Elsewhere the time allowed is said once, in the question's heading, and not counted down.
#[cfg(not(unix))]
pub fn read_counted_line(
    term: &Term,
    _paint: Painter,
    prompt: &str,
    _deadline: Instant,
) -> io::Result<Option<String>> {
    read_typed_line(term, prompt)
}

/// Asks a yes-or-no question at the terminal in the style of every other prompt (the question in
/// bold, wrapped to the terminal's width, the answer typed after `>`), in `lang`, until it reads;
/// Enter takes `default`. Yes and no are read as a drill reads them
/// ([`read_answer_in`](crate::coach::drill::answer::read_answer_in)): the keys of `lang`, `y` and
/// `n`, and the words of every language. `None` when the learner pressed Ctrl-C or Ctrl-D.
pub fn ask_yes_no(
    term: &Term,
    paint: Painter,
    lang: Lang,
    question: &str,
    default: bool,
) -> io::Result<Option<bool>> {
    let width = super::term::width(true);
    let mut w = term;
    let mut say = |text: &str, paint_line: &dyn Fn(&str) -> String| -> io::Result<()> {
        for line in super::term::wrap_line(text, width).lines() {
            writeln!(w, "{}", paint_line(line))?;
        }
        Ok(())
    };
    loop {
        say(&format!("{question} ({})", yes_no_hint(lang, default)), &|l| paint.bold(l))?;
        let Some(line) = read_typed_line(term, &paint.accent(">"))? else { return Ok(None) };
        match read_yes_no(lang, &line) {
            Ok(None) => return Ok(Some(default)),
            Ok(Some(yes)) => return Ok(Some(yes)),
            Err(refusal) => say(&refusal, &|l| paint.warn(l))?,
        }
    }
}

/// The keys of yes and no in `lang`, the one Enter takes in capitals: `y/N`, `O/n`, `s/N`.
pub fn yes_no_hint(lang: Lang, default: bool) -> String {
    let (yes, no) = (lang.text("answer-key-yes", &[]), lang.text("answer-key-no", &[]));
    if default { format!("{}/{no}", yes.to_uppercase()) } else { format!("{yes}/{}", no.to_uppercase()) }
}

/// A line typed to a yes-or-no question asked in `lang`: `None` when empty (Enter), else yes or
/// no as a drill reads them; when it is neither, the sentence that says so and what is accepted.
pub fn read_yes_no(lang: Lang, line: &str) -> Result<Option<bool>, String> {
    use crate::coach::drill::answer::{Answer, AnswerKind, read_answer_in};
    let text = line.trim();
    if text.is_empty() {
        return Ok(None);
    }
    match read_answer_in(AnswerKind::YesNo, text, lang) {
        Ok(Answer::YesNo(yes)) => Ok(Some(yes)),
        _ => {
            let (yes_key, no_key) = (lang.text("answer-key-yes", &[]), lang.text("answer-key-no", &[]));
            let first = |id: &str| lang.words(id).into_iter().next().unwrap_or_default();
            Err(lang.text(
                "answer-not-yes-no",
                &[
                    ("text", Arg::Text(&crate::data::shown(text, crate::data::QUOTED_MOST))),
                    ("yes_key", Arg::Text(&yes_key)),
                    ("yes", Arg::Text(&first("answer-words-yes"))),
                    ("no_key", Arg::Text(&no_key)),
                    ("no", Arg::Text(&first("answer-words-no"))),
                ],
            ))
        }
    }
}

/// Reads one line typed at the terminal after `prompt`, echoing it; `None` when the learner
/// pressed Ctrl-C, or Ctrl-D on an empty line (the terminal's way to say there is no more input).
/// Keys are read one by one because a line read by the terminal would end the process on Ctrl-C
/// and could not tell Ctrl-D from an empty line.
pub fn read_typed_line(term: &Term, prompt: &str) -> io::Result<Option<String>> {
    let mut w = term;
    write!(w, "{prompt} ")?;
    read_keys(|text| {
        let mut w = term;
        w.write_all(text.as_bytes())?;
        w.flush()
    })
}

/// The keys of one line, each echoed through `show`; `None` on Ctrl-C, or Ctrl-D on an empty
/// line.
fn read_keys(mut show: impl FnMut(&str) -> io::Result<()>) -> io::Result<Option<String>> {
    use super::keys::{Key, Keys};
    let mut keys = Keys::raw()?;
    let mut line = String::new();
    loop {
        if interrupted() {
            return Ok(None);
        }
        match keys.next()? {
            Key::Enter => {
                show("\n")?;
                return Ok(Some(line));
            }
            // As the terminal library clears a character: one column back, then to the line's end.
            Key::Backspace if line.pop().is_some() => show("\x1b[1D\x1b[0K")?,
            Key::CtrlC => {
                show("\n")?;
                return Ok(None);
            }
            Key::CtrlD if line.is_empty() => {
                show("\n")?;
                return Ok(None);
            }
            Key::Char(c) if !c.is_control() => {
                line.push(c);
                show(c.encode_utf8(&mut [0; 4]))?;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys in the hint are the language's, Enter's in capitals.
    #[test]
    fn the_hint_gives_the_language_s_keys() {
        assert_eq!(yes_no_hint(Lang::En, false), "y/N");
        assert_eq!(yes_no_hint(Lang::En, true), "Y/n");
        assert_eq!(yes_no_hint(Lang::Fr, false), "o/N");
        assert_eq!(yes_no_hint(Lang::It, true), "S/n");
    }

    /// Each language's keys and words, and the words of the others (`y`, `n` everywhere), read
    /// as a drill reads them; Enter is no answer, for the default to take.
    #[test]
    fn yes_and_no_are_read_in_every_language() {
        for (lang, yes, no) in [
            (Lang::En, ["y", "Yes", "oui", "sì", "si"], ["n", "no", "NON", "nope", " no "]),
            (Lang::Fr, ["o", "oui", "y", "yes", "sì"], ["n", "non", "no", "Non", "nope"]),
            (Lang::It, ["s", "sì", "si", "y", "oui"], ["n", "no", "non", "No", "nope"]),
        ] {
            for typed in yes {
                assert_eq!(read_yes_no(lang, typed), Ok(Some(true)), "{lang:?} {typed}");
            }
            for typed in no {
                assert_eq!(read_yes_no(lang, typed), Ok(Some(false)), "{lang:?} {typed}");
            }
            assert_eq!(read_yes_no(lang, "  "), Ok(None));
        }
        // Another language's key is not read: `o` and `s` are keys of one language each.
        assert!(read_yes_no(Lang::En, "o").is_err());
        assert!(read_yes_no(Lang::Fr, "s").is_err());
    }

    /// A line that is neither says so, and what is accepted, in the language asked in.
    #[test]
    fn neither_yes_nor_no_says_what_is_accepted() {
        let refused = |lang| read_yes_no(lang, "maybe").unwrap_err();
        assert_eq!(refused(Lang::En), "`maybe` is neither yes nor no: answer y, yes, n or no");
        assert_eq!(refused(Lang::Fr), "`maybe` n'est ni oui ni non : répondez o, oui, n ou non");
        assert_eq!(refused(Lang::It), "`maybe` non è né sì né no: rispondi s, sì, n o no");
    }
}
