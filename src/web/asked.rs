//! Which question a page shows, and when it could first be answered. Every question a session
//! shows (each drill question, a retry at the end of a drill, each bet and decision in play) gets
//! an id of its own, a step counter that only grows; the page sends it back with the answer,
//! and an answer is taken only for the question asked now and shown, so another tab or a key
//! pressed twice never answers a question nobody saw. An answer's time runs on the server's
//! clock, from the moment the question could be answered: the page drawn or, for cards
//! flashed one by one, the last card cleared.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use axum::http::StatusCode;

use crate::lang::Lang;

/// The server's clock for timing answers: the system's, or one a test moves by hand.
#[derive(Debug, Clone)]
pub enum Clock {
    /// Time since the server started.
    System(Instant),
    /// Nanoseconds set by [`Clock::advance`].
    Manual(Arc<AtomicU64>),
}

impl Default for Clock {
    fn default() -> Self {
        Clock::System(Instant::now())
    }
}

impl Clock {
    /// A clock standing still until moved by [`Clock::advance`]; its clones move with it.
    pub fn manual() -> Clock {
        Clock::Manual(Arc::new(AtomicU64::new(0)))
    }

    /// The time since the clock began.
    pub fn now(&self) -> Duration {
        match self {
            Clock::System(start) => start.elapsed(),
            Clock::Manual(nanos) => Duration::from_nanos(nanos.load(Ordering::SeqCst)),
        }
    }

    /// Moves a manual clock on by `by`; the system's moves by itself.
    pub fn advance(&self, by: Duration) {
        if let Clock::Manual(nanos) = self {
            nanos.fetch_add(u64::try_from(by.as_nanos()).unwrap_or(u64::MAX), Ordering::SeqCst);
        }
    }
}

/// Why an answer's id does not let it through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The form carried no id, or not a number: it came from no page of this coach (422).
    Missing,
    /// The id is not the question asked now and shown: the answer was to a question no longer
    /// asked (another tab, a key pressed twice), or to one no page has shown yet (409).
    NotAsked,
}

impl Refusal {
    /// The status the page is sent with.
    pub fn status(self) -> StatusCode {
        match self {
            Refusal::Missing => StatusCode::UNPROCESSABLE_ENTITY,
            Refusal::NotAsked => StatusCode::CONFLICT,
        }
    }

    /// Why, in a sentence of `lang` shown above the question asked now.
    pub fn words_in(self, lang: Lang) -> String {
        let id = match self {
            Refusal::Missing => "not-taken-missing",
            Refusal::NotAsked => "not-taken-not-asked",
        };
        lang.text(id, &[])
    }
}

/// The question a session asks now: its id, when a page first showed it and when it could first
/// be answered.
#[derive(Debug, Clone)]
pub struct Asked {
    id: u64,
    shown_at: Option<Duration>,
    /// Whether the page flashes cards before the answer is asked.
    flashes: bool,
    ready_at: Option<Duration>,
}

impl Default for Asked {
    fn default() -> Self {
        Asked { id: 1, shown_at: None, flashes: false, ready_at: None }
    }
}

impl Asked {
    /// The id of the question asked now, which its page carries.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// A page shows the question at `now`, flashing cards first or not: its time starts, unless
    /// a page showed it already (a reload gives no more time).
    pub fn shown(&mut self, now: Duration, flashes: bool) {
        if self.shown_at.is_none() {
            self.shown_at = Some(now);
            self.flashes = flashes;
        }
    }

    /// The page of question `given` cleared its last flashed card at `now`: the time starts
    /// again from there, once (a page that flashes nothing has no such word to send, and it is
    /// not heard). Refused when `given` is not the question asked now and shown.
    pub fn ready(&mut self, given: Option<&str>, now: Duration) -> Result<(), Refusal> {
        self.check(given)?;
        if self.flashes {
            self.ready_at.get_or_insert(now);
        }
        Ok(())
    }

    /// Whether an answer carrying `given` (the form's field) answers the question asked now.
    pub fn check(&self, given: Option<&str>) -> Result<(), Refusal> {
        let id = given.and_then(|g| g.trim().parse::<u64>().ok()).ok_or(Refusal::Missing)?;
        if id == self.id && self.shown_at.is_some() { Ok(()) } else { Err(Refusal::NotAsked) }
    }

    /// How long the answer arriving at `now` took: from the last card cleared when the page said
    /// so, else from the page shown (a page without its script shows the cards and the answer
    /// together, so the question could be answered from then).
    pub fn time(&self, now: Duration) -> Duration {
        self.ready_at.or(self.shown_at).map_or(Duration::ZERO, |from| now.saturating_sub(from))
    }

    /// How long since the page first showed the question, whatever it flashed: a countdown's
    /// time, from its first card.
    pub fn since_shown(&self, now: Duration) -> Duration {
        self.shown_at.map_or(Duration::ZERO, |from| now.saturating_sub(from))
    }

    /// What is left of `limit` at `now`: the whole of it while cards are still to be flashed.
    pub fn left(&self, limit: Duration, now: Duration) -> Duration {
        if self.flashes && self.ready_at.is_none() {
            return limit;
        }
        limit.saturating_sub(self.time(now))
    }

    /// The answer was taken: the next question gets a new id, and its time starts when shown.
    pub fn next(&mut self) {
        *self = Asked { id: self.id + 1, ..Asked::default() };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_question_asked_now_and_shown_is_answered() {
        let mut asked = Asked::default();
        // Not shown yet: no page carried it.
        assert_eq!(asked.check(Some("1")), Err(Refusal::NotAsked));
        asked.shown(Duration::from_secs(5), false);
        assert_eq!(asked.check(Some("1")), Ok(()));
        assert_eq!(asked.check(Some(" 1 ")), Ok(()));
        assert_eq!(asked.check(Some("2")), Err(Refusal::NotAsked));
        assert_eq!(asked.check(None), Err(Refusal::Missing));
        assert_eq!(asked.check(Some("one")), Err(Refusal::Missing));
        asked.next();
        assert_eq!(asked.id(), 2);
        assert_eq!(asked.check(Some("1")), Err(Refusal::NotAsked));
        assert_eq!(asked.check(Some("2")), Err(Refusal::NotAsked));
        assert_eq!((Refusal::Missing.status().as_u16(), Refusal::NotAsked.status().as_u16()), (422, 409));
    }

    #[test]
    fn the_time_runs_from_the_page_or_from_the_last_card_cleared() {
        let at = Duration::from_secs;
        let mut asked = Asked::default();
        assert_eq!(asked.time(at(3)), Duration::ZERO);
        asked.shown(at(10), true);
        // A reload shows it again: the time still runs from the first page.
        asked.shown(at(12), true);
        assert_eq!(asked.time(at(14)), at(4));
        // The cards are still being flashed: the whole time is left.
        assert_eq!(asked.left(at(6), at(14)), at(6));
        assert_eq!(asked.ready(Some("2"), at(20)), Err(Refusal::NotAsked));
        asked.ready(Some("1"), at(20)).unwrap();
        // Only the first flash ended counts.
        asked.ready(Some("1"), at(30)).unwrap();
        assert_eq!(asked.time(at(21)), at(1));
        assert_eq!(asked.since_shown(at(21)), at(11), "a countdown's time, from the page shown");
        assert_eq!(asked.left(at(4), at(21)), at(3));
        asked.next();
        assert_eq!(asked.time(at(40)), Duration::ZERO);
        // A page that flashes nothing: its time runs from the page, whatever is said after.
        asked.shown(at(50), false);
        asked.ready(Some("2"), at(55)).unwrap();
        assert_eq!(asked.time(at(56)), at(6));
        assert_eq!(asked.left(at(10), at(56)), at(4));
    }

    #[test]
    fn a_manual_clock_moves_only_when_told_and_its_clones_with_it() {
        let clock = Clock::manual();
        let seen = clock.clone();
        assert_eq!(seen.now(), Duration::ZERO);
        clock.advance(Duration::from_millis(1500));
        assert_eq!(seen.now(), Duration::from_millis(1500));
        let system = Clock::default();
        assert!(system.now() <= system.now());
    }
}
