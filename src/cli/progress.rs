//! The learner's saved progress as the commands use it: the store in the chosen folder, the
//! present moment, reading with notes on what was found, and saving a session's answers.

use std::io::{self, IsTerminal};

use super::CliError;
use super::term::{note, stderr_lang};
use crate::coach::learner::Calendar;
use crate::coach::learner::memory::MemoryReplay;
use crate::coach::learner::practice::{self, SessionAnswers};
use crate::coach::learner::progress::notice::{Notice, StoreError};
use crate::coach::learner::progress::{Reading, Store};
use crate::coach::learner::record::{AnswerCount, AnswerRecord};
use crate::lang::Arg;

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
        StoreError::TooNew { .. } => CliError::BadInput(e.words_in(stderr_lang())),
        // A data folder named where a file stands is bad input, said as such.
        StoreError::Io { ref source, .. } if source.kind() == io::ErrorKind::NotADirectory => {
            let error = e.to_string();
            CliError::said(move |lang| {
                lang.text("store-data-dir-not-folder", &[("error", Arg::Text(&error))])
            })
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

/// A session's answers, each written to a journal in `store` as it comes, so that what it saves
/// outlives a killed process; without a journal, a note says that its `what` (answers,
/// decisions) are saved at the end only.
pub fn session_answers(store: Option<&Store>, calendar: &Calendar, what: &str) -> SessionAnswers {
    let mut answers = SessionAnswers::new();
    if let Some(Err(e)) = store.map(|store| answers.start_journal(store, calendar.now())) {
        let why = e.to_string();
        note(stderr_lang().text("store-no-journal", &[("why", Arg::Text(&why)), ("what", Arg::Text(what))]));
    }
    answers
}

/// Says what the learner should know after a read of their progress.
fn tell(problem: Option<String>, notices: Vec<Notice>) {
    let lang = stderr_lang();
    for n in notices {
        note(n.words_in(lang));
    }
    if let Some(reason) = problem {
        note(lang.text("store-cannot-read", &[("reason", Arg::Text(&reason))]));
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

/// Every saved answer at `table` (at every table when none) replayed through the memory model,
/// read one at a time, with the fit kept from an earlier read while it stands: what
/// `stats --memory` shows and `drill --focus due` asks by.
pub fn replayed(store: &Store, table: Option<&str>) -> Result<MemoryReplay, CliError> {
    let mut replay = MemoryReplay::new();
    each_answer(store, |a| {
        if table.is_none_or(|t| a.table == t) {
            replay.add(a);
        }
        Ok(())
    })?
    .map_err(CliError::from)?;
    store.settle_memory(&mut replay, table, None);
    Ok(replay)
}

/// Heals a store that a read found damaged ([`Store::heal_if_damaged`]), saying what was kept;
/// whether it was damaged.
pub fn heal(store: &Store) -> Result<bool, CliError> {
    let notices = store.heal_if_damaged().map_err(store_error)?;
    let healed = !notices.is_empty();
    for n in notices {
        note(n.words_in(stderr_lang()));
    }
    Ok(healed)
}

/// What the coach reads of the saved answers, without reading each one (a damaged database is
/// healed first).
pub fn read(store: &Store) -> Result<Reading, CliError> {
    told(store.read())
}

/// [`read`], the database kept open in the reading for the queries that follow it
/// ([`Store::read_to_query`]): a command that reads its figures at once.
pub fn read_to_query(store: &Store) -> Result<Reading, CliError> {
    told(store.read_to_query())
}

/// A reading, once what the learner should know about it is said.
fn told(read: Result<Reading, StoreError>) -> Result<Reading, CliError> {
    let mut reading = read.map_err(store_error)?;
    tell(reading.problem.clone(), std::mem::take(&mut reading.notices));
    Ok(reading)
}

/// Whether this session's answers can be saved: when they cannot, says so and why before the
/// first question and, at a terminal, asks whether to go on (scripted sessions go on). `None`
/// when the learner chose to stop.
pub fn saving(store: &Store, scripted: bool, what: &str) -> Result<Option<bool>, CliError> {
    let Err(e) = store.check_writable() else { return Ok(Some(true)) };
    note(practice::unsaved_words(what, &e, stderr_lang()));
    if scripted || !io::stdin().is_terminal() {
        return Ok(Some(false));
    }
    let paint = super::term::stderr_paint();
    let (lang, term) = (stderr_lang(), console::Term::stdout());
    let go_on = super::prompt::ask_yes_no(&term, paint, lang, &lang.text("store-go-on-unsaved", &[]), true)?;
    Ok((go_on == Some(true)).then_some(false))
}

/// Saves a session's answers and closes its journal, showing any notice; a failure names how
/// many answers were not saved. With `store` `None` (a folder that cannot be written, as said at
/// the start) a note says how many were not saved.
pub fn save(store: Option<&Store>, answers: SessionAnswers) -> Result<(), CliError> {
    let Some(store) = store else {
        if let Some(words) = practice::not_saved_words(answers.recorded.len(), stderr_lang()) {
            note(words);
        }
        return Ok(());
    };
    match answers.save(store) {
        Ok(notices) => {
            for n in notices {
                note(n.words_in(stderr_lang()));
            }
            Ok(())
        }
        // A session without answers only had its journal to delete.
        Err(e) if e.answers == 0 => Err(store_error(e.error)),
        Err(e) => Err(CliError::Failed(super::Said::new(move |lang| e.words_in(lang)))),
    }
}

/// A plan to be ready by a date at `table` as JSON, its leak in chips at `bet`: as `bjcoach
/// plan --format json` writes it and `stats` includes it.
pub fn plan_json(
    plan: &crate::coach::learner::readiness::ReadyPlan,
    table: &str,
    bet: u64,
) -> serde_json::Value {
    let chips = |points: f64| crate::coach::learner::report::leak_chips(points, bet);
    serde_json::json!({
        "table": table,
        "today": crate::coach::learner::readiness::date_of_day(plan.today),
        "by": crate::coach::learner::readiness::date_of_day(plan.by),
        "recall": plan.level,
        "model": plan.model.words(),
        "parameters": plan.model,
        "seconds_per_review": plan.pace.seconds,
        "seconds_measured_over": plan.pace.measured_over,
        "seconds_assumed": plan.pace.measured_over.is_none().then_some(crate::coach::learner::readiness::ASSUMED_SECONDS_PER_REVIEW),
        "minutes_a_day": plan.minutes_a_day(),
        "reviews": plan.total_reviews(),
        "short_of_the_level": plan.short(),
        "weighted_recall_on_the_day": plan.weighted_recall(),
        "leak_bet": bet,
        "leak_interval": [crate::coach::learner::readiness::INTERVAL.0, crate::coach::learner::readiness::INTERVAL.1],
        "leak_points": plan.forecast,
        "leak_chips_per_100_rounds": {
            "expected": chips(plan.forecast.expected),
            "low": chips(plan.forecast.low),
            "high": chips(plan.forecast.high),
        },
        "leak_without_review_chips_per_100_rounds": chips(plan.without.expected),
        "days": plan.days.iter().map(|d| serde_json::json!({
            "day": crate::coach::learner::readiness::date_of_day(d.day),
            "reviews": d.reviews,
            "new": d.new,
            "minutes": plan.pace.minutes(d.reviews),
        })).collect::<Vec<_>>(),
        "items": plan.items.iter().map(|i| serde_json::json!({
            "key": i.key,
            "drill": i.drill,
            "chart_cell": i.chart_cell,
            "cost_points": i.cost_points,
            "new": i.new,
            "recall_now": i.recall_now,
            "recall_on_the_day": i.recall_on_day,
            "reviews": i.reviews.iter().map(|d| crate::coach::learner::readiness::date_of_day(*d)).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}
