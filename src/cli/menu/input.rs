//! How the menu asks: a list to pick from, yes or no, a number, each asked until an answer reads
//! and each in the menu's language; typed at the terminal ([`Typed`]) or read from a script
//! ([`Scripted`]).

use std::collections::VecDeque;
use std::io::{self, Write};
use std::ops::RangeInclusive;
use std::path::Path;

use console::Term;

use super::super::prompt::{read_typed_line, watch_interrupts};
use super::super::{CliError, Out};
use crate::coach::drill::question::Question;
use crate::coach::drill::session::{AnswerSource, Reply};
use crate::lang::{Arg, Lang};

/// What the learner did at a menu prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Picked<T> {
    /// Gave this answer.
    Chosen(T),
    /// Asked to go back home (`b`).
    Back,
    /// Ended the program: Ctrl-C, Ctrl-D, or the end of the script.
    End,
}

/// One entry of a list to choose from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// The name that picks it (a table's or a drill's id, a command's name).
    pub name: String,
    /// What is shown.
    pub label: String,
    /// Shown and numbered; an entry not shown is still taken by its name (then the command says
    /// why it cannot be done).
    pub shown: bool,
    /// Other words that pick it (`progress` for `stats`).
    pub aliases: Vec<String>,
}

impl Item {
    pub(super) fn new(name: impl Into<String>, label: impl Into<String>) -> Item {
        Item { name: name.into(), label: label.into(), shown: true, aliases: Vec::new() }
    }

    /// The same entry, also picked by these words.
    pub(super) fn or(mut self, aliases: &[&str]) -> Item {
        self.aliases.extend(aliases.iter().map(|a| a.to_string()));
        self
    }

    /// Is this the entry `text` names?
    fn is_named(&self, text: &str) -> bool {
        let said = text.to_lowercase();
        self.name.to_lowercase() == said || self.aliases.iter().any(|a| a.to_lowercase() == said)
    }
}

/// Where the menu's answers come from: a person at a terminal or a script. The choices (a list,
/// yes or no, a number) are asked the same way for both: the question is written to the output
/// (wrapped like all text), then one line is read.
pub trait MenuInput {
    /// The next line given, once the question is on `out`; `None` when the learner ends the
    /// program.
    fn line(&mut self, out: &mut Out<'_>) -> Result<Option<String>, CliError>;

    /// Where a drill or play session started from the menu takes its answers: `None` at a
    /// terminal, where the session prompts for them; the script's next lines otherwise.
    fn session_answers(&mut self) -> Option<&mut dyn AnswerSource>;

    /// The seed of the next session's shoe: random at a terminal, counted from 1 in a script so
    /// that its transcript never changes.
    fn seed(&mut self) -> u64;

    /// One entry of `items` (the shown ones numbered from 1), by number or name; Enter takes
    /// `default`.
    fn select(
        &mut self,
        out: &mut Out<'_>,
        lang: Lang,
        prompt: &str,
        items: &[Item],
        default: usize,
        back: bool,
    ) -> Result<Picked<usize>, CliError> {
        let shown: Vec<usize> = (0..items.len()).filter(|&i| items[i].shown).collect();
        let place = shown.iter().position(|&i| i == default).unwrap_or(0);
        let width = shown.len().to_string().len();
        for (n, &i) in shown.iter().enumerate() {
            writeln!(out.w, "  {:>width$}  {}", n + 1, items[i].label)?;
        }
        let back_word = if back { format!(", {}", lang.text("menu-back", &[])) } else { String::new() };
        let example = shown.first().map_or("", |&i| items[i].name.as_str());
        let hint = format!("{prompt} ({}{back_word})", enter_for(lang, place as u64 + 1));
        ask(out, self, lang, &hint, back, |text| {
            let pick = match text.parse::<usize>() {
                Ok(n) if (1..=shown.len()).contains(&n) => Some(shown[n - 1]),
                _ => items.iter().position(|item| item.is_named(text)),
            };
            let default = shown.get(place).copied().unwrap_or(0);
            match pick {
                Some(i) => Ok(i),
                None if text.is_empty() => Ok(default),
                None => Err(lang.text(
                    "menu-not-a-choice",
                    &[
                        ("text", Arg::Text(&crate::data::shown(text, crate::data::QUOTED_MOST))),
                        ("n", Arg::Int(shown.len() as u64)),
                        ("example", Arg::Text(example)),
                        ("back", Arg::Text(&back_word)),
                    ],
                )),
            }
        })
    }

    /// Yes or no; Enter takes `default`.
    fn confirm(
        &mut self,
        out: &mut Out<'_>,
        lang: Lang,
        prompt: &str,
        default: bool,
    ) -> Result<Picked<bool>, CliError> {
        let hint = super::super::prompt::yes_no_hint(lang, default);
        let back = lang.text("menu-back", &[]);
        ask(out, self, lang, &format!("{prompt} ({hint}, {back})"), true, |text| {
            match super::super::prompt::read_yes_no(lang, text) {
                Ok(said) => Ok(said.unwrap_or(default)),
                Err(refusal) => Err(lang.text(
                    "menu-not-yes-no",
                    &[("refusal", Arg::Text(&refusal)), ("back", Arg::Text(&back))],
                )),
            }
        })
    }

    /// A whole number in `range`; Enter takes `default`.
    fn number(
        &mut self,
        out: &mut Out<'_>,
        lang: Lang,
        prompt: &str,
        default: u64,
        range: RangeInclusive<u64>,
    ) -> Result<Picked<u64>, CliError> {
        let back = lang.text("menu-back", &[]);
        let hint = format!("{prompt} ({}, {back})", enter_for(lang, default));
        ask(out, self, lang, &hint, true, |text| {
            if text.is_empty() {
                return Ok(default);
            }
            match text.replace(['_', ','], "").parse::<u64>() {
                Ok(n) if range.contains(&n) => Ok(n),
                _ => Err(lang.text(
                    "menu-not-a-number",
                    &[
                        ("text", Arg::Text(&crate::data::shown(text, crate::data::QUOTED_MOST))),
                        ("from", Arg::Int(*range.start())),
                        ("to", Arg::Int(*range.end())),
                        ("default", Arg::Int(default)),
                        ("back", Arg::Text(&back)),
                    ],
                )),
            }
        })
    }
}

/// Asks `prompt` until an answer reads (by `read`, which says what is accepted when it does not),
/// the learner goes back (`b`, when `back` allows) or ends the program.
fn ask<T, I: MenuInput + ?Sized>(
    out: &mut Out<'_>,
    input: &mut I,
    lang: Lang,
    prompt: &str,
    back: bool,
    read: impl Fn(&str) -> Result<T, String>,
) -> Result<Picked<T>, CliError> {
    loop {
        writeln!(out.w, "{}", out.paint.bold(prompt))?;
        let Some(line) = input.line(out)? else { return Ok(Picked::End) };
        let text = line.trim();
        if back && goes_back(lang, text) {
            return Ok(Picked::Back);
        }
        match read(text) {
            Ok(value) => return Ok(Picked::Chosen(value)),
            Err(accepted) => writeln!(out.w, "{}", out.paint.warn(accepted))?,
        }
    }
}

/// `Enter for 3`, in `lang`.
fn enter_for(lang: Lang, n: u64) -> String {
    lang.text("menu-enter-for", &[("n", Arg::Int(n))])
}

/// Whether `text` asks to go back: `b` or `back` in every language, and the language's own words.
fn goes_back(lang: Lang, text: &str) -> bool {
    let said = text.to_lowercase();
    ["b", "back"].contains(&said.as_str()) || lang.words("menu-back-words").contains(&said)
}

/// The learner at the terminal: each line typed after a `>`, Ctrl-C or Ctrl-D to leave.
pub struct Typed {
    term: Term,
}

impl Typed {
    /// Reads from the terminal of standard output.
    pub fn at_terminal() -> Typed {
        Typed { term: Term::stdout() }
    }
}

impl MenuInput for Typed {
    fn line(&mut self, out: &mut Out<'_>) -> Result<Option<String>, CliError> {
        out.w.flush()?;
        // Ctrl-C is caught rather than ending the process, so that the menu ends cleanly; a
        // session run from the menu catches it the same way.
        watch_interrupts();
        let line = read_typed_line(&self.term, &out.paint.accent(">"))?;
        let _ = self.term.show_cursor();
        Ok(line)
    }

    fn session_answers(&mut self) -> Option<&mut dyn AnswerSource> {
        None
    }

    fn seed(&mut self) -> u64 {
        rand::random()
    }
}

/// Answers read from a script, one a line: the menu's choices and the sessions' answers in the
/// order they are asked. Each is echoed after `> `, as a person's typing would show.
pub struct Scripted {
    lines: VecDeque<String>,
    sessions: u64,
}

impl Scripted {
    /// The lines of a script file (UTF-8 text, at most the size of a data file).
    pub fn from_file(path: &Path) -> Result<Scripted, CliError> {
        let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
        Ok(Scripted::new(text.lines().map(str::to_string).collect()))
    }

    /// These lines, in order.
    pub fn new(lines: Vec<String>) -> Scripted {
        Scripted { lines: lines.into(), sessions: 0 }
    }
}

impl MenuInput for Scripted {
    fn line(&mut self, out: &mut Out<'_>) -> Result<Option<String>, CliError> {
        let line = self.lines.pop_front();
        if let Some(line) = &line {
            writeln!(out.w, "> {}", crate::data::shown(line, usize::MAX))?;
        }
        Ok(line)
    }

    fn session_answers(&mut self) -> Option<&mut dyn AnswerSource> {
        Some(self)
    }

    fn seed(&mut self) -> u64 {
        self.sessions += 1;
        self.sessions
    }
}

impl AnswerSource for Scripted {
    fn answer(&mut self, _n: usize, _question: &Question) -> io::Result<Reply> {
        Ok(self.lines.pop_front().map_or(Reply::End, Reply::Line))
    }
}
