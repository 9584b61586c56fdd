//! The terminal's facts for one run (its width, whether standard error is coloured) and the one
//! place that lays text out: every line a person reads is wrapped to the width here, with its
//! hanging indent kept, and never broken inside a word.

use std::io::{self, IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use textwrap::core::Word;
use textwrap::{Options, WordSeparator, WordSplitter};

use super::paint::{ColorChoice, Painter};
use crate::lang::Lang;

/// The width used when the output is not a terminal, or its width is unknown.
pub const DEFAULT_WIDTH: usize = 80;

/// Narrower than this, wrapping does more harm than good: text is laid out at this width.
const MIN_WIDTH: usize = 20;

/// The width of the lines a person reads: `COLUMNS` when set to a number (how a shell tells a
/// program its width, and how the tests set it), else the terminal's, else 80.
pub fn width(stdout_is_terminal: bool) -> usize {
    let from_env = std::env::var("COLUMNS").ok().and_then(|c| c.trim().parse::<usize>().ok());
    let measured = from_env.filter(|&w| w > 0).or_else(|| {
        stdout_is_terminal.then(|| console::Term::stdout().size_checked().map(|(_, w)| usize::from(w)))?
    });
    measured.unwrap_or(DEFAULT_WIDTH).max(MIN_WIDTH)
}

/// Standard error's colour and width, fixed once per run from the configuration: notes are
/// written from deep inside sessions, where no writer is at hand.
static STDERR_COLOR: AtomicBool = AtomicBool::new(false);
static STDERR_WIDTH: AtomicUsize = AtomicUsize::new(DEFAULT_WIDTH);

/// Fixes how standard error is written for the rest of the run.
pub fn set_stderr(color: ColorChoice, width: usize) {
    let paint = Painter::new(color, io::stderr().is_terminal());
    STDERR_COLOR.store(paint.is_enabled(), Ordering::SeqCst);
    STDERR_WIDTH.store(width, Ordering::SeqCst);
}

/// The language the notes on standard error are said in: its place in [`Lang::ALL`].
static STDERR_LANG: AtomicUsize = AtomicUsize::new(0);

/// Fixes the language of the notes on standard error for the rest of the run.
pub fn set_stderr_lang(lang: Lang) {
    STDERR_LANG.store(lang.place(), Ordering::SeqCst);
}

/// The language the notes on standard error are said in: the run's.
pub fn stderr_lang() -> Lang {
    Lang::ALL.get(STDERR_LANG.load(Ordering::SeqCst)).copied().unwrap_or_default()
}

/// The painter of standard error, as `--color` chose.
pub fn stderr_paint() -> Painter {
    if STDERR_COLOR.load(Ordering::SeqCst) { Painter::always() } else { Painter::plain() }
}

/// Writes a message to standard error after a painted label (`note:`, `error:`), wrapped.
pub fn to_stderr(label: &str, text: impl std::fmt::Display) {
    let _ = write!(
        io::stderr(),
        "{}",
        stderr_lines(label, &text.to_string(), STDERR_WIDTH.load(Ordering::SeqCst))
    );
}

/// A labelled message as standard error shows it: its first line after the label, each line
/// wrapped to `width` on its own (a line break is the message's, never shown as an escape).
fn stderr_lines(label: &str, text: &str, width: usize) -> String {
    let mut out = String::new();
    for (i, line) in text.split('\n').enumerate() {
        let line = if i == 0 { format!("{label} {line}") } else { line.to_string() };
        out.push_str(&wrap_line(&line, width));
    }
    out
}

/// Prints a note for the learner on standard error, labelled in the run's language.
pub fn note(text: impl std::fmt::Display) {
    to_stderr(&stderr_paint().warn(stderr_lang().text("note-label", &[])), text);
}

/// Where a continuation line starts: under the text of a `label  text` column or a short
/// `Label: text` lead, else under the line's own indent. An indent past half the width is
/// dropped back to the line's own, so that continuation lines keep room for words.
fn hanging_indent(plain: &str, width: usize) -> usize {
    let lead = plain.len() - plain.trim_start_matches(' ').len();
    let rest = &plain[lead..];
    let column = rest.find("  ").and_then(|gap| {
        let after = rest[gap..].len() - rest[gap..].trim_start_matches(' ').len();
        // A gap after a list separator parts items of a list, not a label from its text.
        let list = rest[..gap].ends_with([';', ',']);
        (gap + after < rest.len() && !list).then_some(lead + gap + after)
    });
    let label = rest.find(": ").filter(|&colon| {
        let words = rest[..colon].split(' ').count();
        colon <= 24 && words <= 3 && !rest[..colon].contains(['(', '`', ','])
    });
    let hang = match (column, label) {
        (Some(c), Some(l)) => c.min(lead + l + 2),
        (Some(c), None) => c,
        (None, Some(l)) => lead + l + 2,
        (None, None) => lead,
    };
    let hang = console::measure_text_width(&plain[..hang.min(plain.len())]);
    if hang <= width / 2 { hang } else { console::measure_text_width(&plain[..lead]).min(width / 2) }
}

/// The words of a line, split at spaces, except that a span in backticks (a command to type, a
/// name) stays one word, so that a command is never broken across lines.
fn words_keeping_quotes(line: &str) -> Box<dyn Iterator<Item = Word<'_>> + '_> {
    let mut words = Vec::new();
    let (mut start, mut quoted, mut after_space) = (0, false, false);
    for (at, c) in line.char_indices() {
        if after_space && c != ' ' && !quoted {
            words.push(Word::from(&line[start..at]));
            start = at;
        }
        if c == '`' {
            quoted = !quoted;
        }
        after_space = c == ' ';
    }
    if start < line.len() {
        words.push(Word::from(&line[start..]));
    }
    Box::new(words.into_iter())
}

/// Whether every span in backticks of `plain` closes and fits a line of `room` columns, with
/// what is written against it: then each is kept whole.
fn quotes_fit(plain: &str, room: usize) -> bool {
    plain.matches('`').count().is_multiple_of(2)
        && words_keeping_quotes(plain).all(|w| console::measure_text_width(w.word) <= room)
}

/// A line as it may reach the terminal: the colours painted by [`Painter`] kept, and every other
/// control sequence or character (a typed name, a file's text) escaped with
/// [`crate::data::needs_escape`], so that nothing printed can clear the screen, move the
/// cursor, retitle the window or reorder the line.
fn terminal_safe(line: &str) -> std::borrow::Cow<'_, str> {
    if !line.chars().any(|c| crate::data::needs_escape(c) && c != '\t') {
        return line.into();
    }
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        // A colour is `ESC [ digits and semicolons m`, all that the painter writes.
        let colour = if c == '\u{1b}' {
            rest[1..].strip_prefix('[').and_then(|after| {
                let digits = after.find(|d: char| !d.is_ascii_digit() && d != ';')?;
                after[digits..].starts_with('m').then_some(2 + digits + 1)
            })
        } else {
            None
        };
        if let Some(len) = colour {
            out.push_str(&rest[..len]);
            rest = &rest[len..];
            continue;
        }
        if crate::data::needs_escape(c) && c != '\t' {
            out.push_str(&c.escape_unicode().to_string());
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    out.into()
}

/// One line (without its newline) wrapped to `width`, each continuation line indented by the
/// line's hanging indent; words are never broken, nor a span in backticks where it fits a line.
/// Ends with a newline.
pub fn wrap_line(line: &str, width: usize) -> String {
    let line = &terminal_safe(line);
    if console::measure_text_width(line) <= width {
        return format!("{line}\n");
    }
    let plain = console::strip_ansi_codes(line);
    let hang = hanging_indent(&plain, width);
    let indent = " ".repeat(hang);
    let lead = plain.len() - plain.trim_start_matches(' ').len();
    let separator = if quotes_fit(&plain, width.saturating_sub(hang.max(lead))) {
        WordSeparator::Custom(words_keeping_quotes)
    } else {
        WordSeparator::AsciiSpace
    };
    let options = Options::new(width)
        .subsequent_indent(&indent)
        .word_separator(separator)
        .word_splitter(WordSplitter::NoHyphenation)
        .break_words(false);
    let mut out = String::new();
    for part in textwrap::wrap(line, &options) {
        out.push_str(part.trim_end());
        out.push('\n');
    }
    out
}

/// A writer that wraps each line written through it to a width, or passes text through
/// untouched (JSON, CSV, YAML and files are for programs, and are never wrapped).
pub struct Wrapping<'a> {
    inner: &'a mut dyn Write,
    width: Option<usize>,
    pending: Vec<u8>,
}

impl<'a> Wrapping<'a> {
    /// Wraps what is written to `inner` at `width`.
    pub fn new(inner: &'a mut dyn Write, width: usize) -> Wrapping<'a> {
        Wrapping { inner, width: Some(width), pending: Vec::new() }
    }

    /// From now on, passes text through as it is: the output is for a program.
    pub fn unwrapped(&mut self) -> io::Result<()> {
        self.flush_pending()?;
        self.width = None;
        Ok(())
    }

    /// Sends on what whole lines have been written, leaving a line not yet ended waiting.
    pub fn flush_written(&mut self) -> io::Result<()> {
        self.inner.flush()
    }

    /// The width lines are wrapped to, if they are.
    pub fn width(&self) -> Option<usize> {
        self.width
    }

    fn flush_pending(&mut self) -> io::Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&self.pending).into_owned();
        self.pending.clear();
        match self.width {
            Some(width) => self.inner.write_all(wrap_line(&text, width).trim_end_matches('\n').as_bytes()),
            None => self.inner.write_all(text.as_bytes()),
        }
    }
}

impl Write for Wrapping<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let Some(width) = self.width else { return self.inner.write(buf) };
        let mut rest = buf;
        while let Some(end) = rest.iter().position(|&b| b == b'\n') {
            self.pending.extend_from_slice(&rest[..end]);
            let text = String::from_utf8_lossy(&self.pending).into_owned();
            self.pending.clear();
            self.inner.write_all(wrap_line(&text, width).as_bytes())?;
            rest = &rest[end + 1..];
        }
        self.pending.extend_from_slice(rest);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.flush_pending()?;
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_painters_colours_reach_the_terminal_raw() {
        let painted = Painter::always().bold("Hand");
        let line = format!("{painted} \u{1b}]0;title\u{7}\u{1b}[2J a\u{202e}b\tc");
        let safe = wrap_line(&line, 80);
        assert_eq!(safe, format!("{painted} \\u{{1b}}]0;title\\u{{7}}\\u{{1b}}[2J a\\u{{202e}}b\tc\n"));
        assert_eq!(terminal_safe("plain é"), "plain é");
    }

    fn words(text: &str) -> Vec<&str> {
        text.split_whitespace().collect()
    }

    #[test]
    fn a_column_hangs_under_its_text() {
        let line = format!("book        {}", "word ".repeat(30).trim_end());
        let wrapped = wrap_line(&line, 40);
        assert!(wrapped.lines().all(|l| l.chars().count() <= 40), "{wrapped}");
        assert!(wrapped.lines().skip(1).all(|l| l.starts_with("            word")), "{wrapped}");
        assert_eq!(words(&wrapped), words(&line));
    }

    #[test]
    fn a_label_hangs_its_text_and_words_stay_whole() {
        let line = format!("  Why: {}", "quebec-h17 splits ".repeat(8).trim_end());
        let wrapped = wrap_line(&line, 30);
        assert!(wrapped.lines().skip(1).all(|l| l.starts_with("       q") || l.starts_with("       s")));
        assert_eq!(words(&wrapped), words(&line));
    }

    /// A command in backticks is never broken across lines where it fits one: the advice of
    /// `stats` broke `bjcoach drill hand-totals` and `--table book --timed 4` apart.
    #[test]
    fn a_command_in_backticks_stays_on_one_line() {
        let command = "`bjcoach drill hard-decisions --table book --focus weak`";
        let line = format!("  Chart cell missed before, asked first: hard 18 v 7: {command}");
        for width in [60, 80] {
            let wrapped = wrap_line(&line, width);
            assert!(wrapped.lines().any(|l| l.contains(command)), "{wrapped}");
            assert!(wrapped.lines().all(|l| l.chars().count() <= width), "{wrapped}");
            assert_eq!(words(&wrapped), words(&line));
        }
        // Painted, it is kept whole the same.
        let painted = format!("  Next: \u{1b}[36m{command}\u{1b}[0m and more words to go on with");
        let wrapped = wrap_line(&painted, 80);
        assert!(wrapped.lines().any(|l| console::strip_ansi_codes(l).contains(command)), "{wrapped}");
        // Too long for a line, or never closed: words as ever, within the width.
        let long = format!("Try `{}`, then rest.", "word ".repeat(20).trim_end());
        let wrapped = wrap_line(&long, 40);
        assert!(wrapped.lines().all(|l| l.chars().count() <= 40), "{wrapped}");
        assert_eq!(words(&wrapped), words(&long));
        let open = format!("An open ` quote {}", "word ".repeat(15));
        assert!(wrap_line(&open, 30).lines().all(|l| l.chars().count() <= 30));
    }

    #[test]
    fn the_writer_wraps_lines_and_passes_programs_output_through() {
        let mut out = Vec::new();
        let mut w = Wrapping::new(&mut out, 20);
        write!(w, "one two three four five six").unwrap();
        writeln!(w, " seven").unwrap();
        w.unwrapped().unwrap();
        writeln!(w, "{}", "x".repeat(30)).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text, format!("one two three four\nfive six seven\n{}\n", "x".repeat(30)));
    }

    /// Over a buffer (a report written in blocks), the lines ended so far go out when asked; a
    /// line not ended waits.
    #[test]
    fn the_lines_written_go_out_before_an_error_and_an_unended_one_waits() {
        let mut out = Vec::new();
        {
            let mut blocks = io::BufWriter::new(&mut out);
            let mut w = Wrapping::new(&mut blocks, 80);
            write!(w, "first line\nsecond, not ended").unwrap();
            w.flush_written().unwrap();
            drop(w);
            assert!(blocks.buffer().is_empty(), "the ended line is sent on");
        }
        assert_eq!(String::from_utf8(out).unwrap(), "first line\n");
    }

    /// A message of several lines keeps its line breaks, each line wrapped on its own.
    #[test]
    fn an_error_of_several_lines_keeps_them() {
        let said =
            stderr_lines("error:", "name a drill to run; these run here:\n  hand-totals  Hand totals", 80);
        assert_eq!(said, "error: name a drill to run; these run here:\n  hand-totals  Hand totals\n");
        assert!(!said.contains("\\u{a}"));
    }
}
