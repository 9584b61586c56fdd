//! The learner's saved progress as the commands use it: the store in the chosen folder, the
//! present moment, reading with notes on what was found, and saving a session's answers.

use std::io::{self, IsTerminal};

use super::CliError;
use super::term::note;
use crate::coach::learner::Calendar;
use crate::coach::learner::progress::journal::Journal;
use crate::coach::learner::progress::notice::{Notice, StoreError};
use crate::coach::learner::progress::{Reading, Store};
use crate::coach::learner::record::{AnswerCount, AnswerRecord, TimedSession};

/// The environment variable that fixes the present moment (seconds since 1970-01-01 UTC), so that
/// scripted sessions and the tests that pin them are the same on every run.
pub const NOW_ENV: &str = "BJCOACH_NOW";

/// The present moment: fixed by `BJCOACH_NOW`, or the system's.
pub fn calendar() -> Result<Calendar, CliError> {
    match std::env::var(NOW_ENV) {
        Ok(text) if !text.trim().is_empty() => text.trim().parse().map(Calendar::Fixed).map_err(|_| {
            CliError::BadInput(format!(
                "{NOW_ENV}={text}: expected seconds since 1970-01-01, e.g. 1764460800"
            ))
        }),
        _ => Ok(Calendar::System),
    }
}

pub fn store_error(e: StoreError) -> CliError {
    match e {
        StoreError::TooNew { .. } => CliError::BadInput(e.to_string()),
        // A data folder named where a file stands is bad input, said as such.
        StoreError::Io { ref source, .. } if source.kind() == io::ErrorKind::NotADirectory => {
            CliError::BadInput(format!("{e}: the data folder (--data-dir) must be a folder"))
        }
        StoreError::Io { .. } | StoreError::Damaged { .. } => CliError::Other(anyhow::anyhow!("{e}")),
    }
}

/// What a session starts from: the learner's standing read from the store, or, where the store
/// cannot be written and the session goes on without saving (as [`saving`] offered), nothing
/// read when it cannot be read either.
pub fn standing_unless_unsaved(store: &Store, saving: bool) -> Result<Reading, CliError> {
    match read(store) {
        Err(_) if !saving => Ok(Reading::default()),
        other => other,
    }
}

/// A session's journal, so that what it saves outlives a killed process; without one, a note
/// says that its `what` (answers, decisions) are saved at the end only.
pub fn open_journal(store: &Store, calendar: &Calendar, what: &str) -> Option<Journal> {
    match store.open_journal(calendar.now()) {
        Ok(journal) => Some(journal),
        Err(e) => {
            note(format!(
                "{e}; your {what} are kept in memory, and the session tries to save them when it ends"
            ));
            None
        }
    }
}

/// Says what the learner should know after a read of their progress.
fn tell(problem: Option<String>, notices: Vec<Notice>) {
    for n in notices {
        note(n);
    }
    if let Some(reason) = problem {
        note(format!(
            "your saved progress cannot be read ({reason}); when new answers are saved, it will be kept aside, never overwritten, and every answer that can still be read moved into a new file"
        ));
    }
}

/// How often each answer was typed to each chart question, over every saved answer (those of
/// sessions that ended without saving included), counted without reading each one; an
/// unreadable file counts none, with a note saying it will be kept aside.
pub fn answer_counts(store: &Store) -> Result<Vec<AnswerCount>, CliError> {
    let (counts, problem, notices) = store.answer_counts().map_err(store_error)?;
    tell(problem, notices);
    Ok(counts)
}

/// Every saved answer (those of sessions that ended without saving included), to `each` one at a time as the store reads them
/// (never all of them in memory); the notes on what was read are said at the end. The first
/// error of `each` stops the reading and is returned inside.
pub fn each_answer(
    store: &Store,
    each: impl FnMut(&AnswerRecord) -> io::Result<()>,
) -> Result<io::Result<()>, CliError> {
    Ok(store.each_answer(each).map_err(store_error)?.map(|(problem, notices)| tell(problem, notices)))
}

/// What the coach reads of the saved answers, without reading each one.
pub fn read(store: &Store) -> Result<Reading, CliError> {
    let mut reading = store.read().map_err(store_error)?;
    tell(reading.problem.clone(), std::mem::take(&mut reading.notices));
    Ok(reading)
}

/// Whether this session's answers can be saved: when they cannot, says so and why before the
/// first question and, at a terminal, asks whether to go on (scripted sessions go on). `None`
/// when the learner chose to stop.
pub fn saving(store: &Store, scripted: bool, what: &str) -> Result<Option<bool>, CliError> {
    let Err(e) = store.check_writable() else { return Ok(Some(true)) };
    note(format!("nothing of this session will be saved: your {what} cannot be written ({e})"));
    if scripted || !io::stdin().is_terminal() {
        return Ok(Some(false));
    }
    let paint = super::term::stderr_paint();
    let go_on = super::prompt::ask_yes_no(&console::Term::stdout(), paint, "Go on without saving?", true)?;
    Ok((go_on == Some(true)).then_some(false))
}

/// Saves a session's answers and closes its journal, showing any notice; a failure names how
/// many answers were not saved. With `store` `None` (a folder that cannot be written, as said at
/// the start) a note says how many were not saved.
pub fn save(
    store: Option<&Store>,
    journal: Option<Journal>,
    answers: &[AnswerRecord],
    timed: Option<&TimedSession>,
) -> Result<(), CliError> {
    let Some(store) = store else {
        if !answers.is_empty() {
            note(format!(
                "as said at the start, your {} answer{} of this session {} not saved",
                answers.len(),
                plural(answers.len()),
                if answers.len() == 1 { "was" } else { "were" }
            ));
        }
        return Ok(());
    };
    if answers.is_empty() {
        if let Some(journal) = journal {
            journal.discard().map_err(store_error)?;
        }
        return Ok(());
    }
    let kept = journal.as_ref().map(|j| (j.path().to_path_buf(), j.held()));
    let saved = match (journal, timed) {
        (journal, Some(session)) => store.append_timed_session(journal, answers, session),
        (Some(journal), None) => store.append_session(journal, answers),
        (None, None) => store.append(answers),
    };
    match saved {
        Ok(notices) => {
            for n in notices {
                note(n);
            }
            Ok(())
        }
        Err(e) => {
            let n = answers.len();
            // Only answers the journal holds on disk can be recovered.
            let kept = match kept {
                Some((path, held)) if held >= n => {
                    let all = if n == 1 { "it is" } else { "they are all" };
                    format!("; {all} in {} and will be recovered next time", path.display())
                }
                Some((path, held)) if held > 0 => format!(
                    "; {held} of them {} in {} and will be recovered next time, the other {} lost",
                    if held == 1 { "is" } else { "are" },
                    path.display(),
                    if n - held == 1 { "one is".to_string() } else { format!("{} are", n - held) }
                ),
                _ => format!("; {} lost", if n == 1 { "it is" } else { "they are" }),
            };
            Err(CliError::Other(anyhow::anyhow!(
                "your {n} answer{} of this session could not be saved: {e}{kept}",
                plural(n)
            )))
        }
    }
}

/// The plural ending for `n` of something.
pub fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}
