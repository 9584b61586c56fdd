//! The learner's record as it is saved: one answered question ([`AnswerRecord`]), one session of
//! `drill --timed` ([`TimedSession`]), where the edge went in one counting session of play
//! ([`CountingSession`]), and how often one answer was typed to one chart question
//! ([`AnswerCount`]), with the key a strategy question is saved under ([`StrategyKey`]).
//! Everything else of the learner is computed from these or stores them.

pub mod key;

pub use key::{NotAStrategyKey, StrategyKey, is_strategy_key, situation_words};

use serde::{Deserialize, Serialize};

/// The drill id under which the count checks of a hidden counting session of play are saved (the
/// running count, then the true count), apart from play's decisions (`play`): the learning path
/// has a stage of them.
pub const HIDDEN_COUNT_DRILL: &str = "count-in-play";

/// One answered question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerRecord {
    /// The drill (`hand-totals`, `hard-decisions`).
    pub drill: String,
    /// The table it was asked at.
    pub table: String,
    /// What was asked, as a key shared by equivalent questions (`play hard 16 v ten`, a
    /// [`StrategyKey`]; `payout natural`).
    pub key: String,
    /// The learner's answer, as typed.
    pub answer: String,
    /// The right answer.
    pub expected: String,
    /// Whether the answer was right.
    pub correct: bool,
    /// The mistake diagnosed, if any (an id from the mistake catalogue).
    pub mistake: Option<String>,
    /// For a playing decision, what the answer costs in percent of the bet (0 when right).
    pub cost_percent: Option<f64>,
    /// How long the answer took, in milliseconds.
    pub response_ms: Option<u64>,
    /// When it was given, in seconds since 1970-01-01 UTC.
    pub at: u64,
    /// Whether it answers a question asked once more in the round of a session's misses, after
    /// its first answer. Written only when true, so a line saved before retries were told apart
    /// reads as a first answer, as it was.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub retry: bool,
}

impl AnswerRecord {
    /// Whether the answer counts in the learner's figures: a first answer does, a retry does not.
    /// A question is counted once, by its first answer, in accuracy, mastery, the leak, the
    /// schedule, habits and streaks alike; every figure asks this, and retries are told apart
    /// ([`Retries`]).
    pub fn counts(&self) -> bool {
        !self.retry
    }
}

/// How the retries went: questions asked once more in the round of a session's misses, and the
/// right answers among them. They are counted here and in no other figure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Retries {
    /// Questions asked once more and answered.
    pub asked: usize,
    /// Right answers among them.
    pub right: usize,
}

impl Retries {
    /// Counts the retries among `answers`.
    pub fn of<'a>(answers: impl IntoIterator<Item = &'a AnswerRecord>) -> Retries {
        let mut r = Retries::default();
        for a in answers.into_iter().filter(|a| !a.counts()) {
            r.add(a.correct);
        }
        r
    }

    /// Counts one more retry, right or not.
    pub fn add(&mut self, correct: bool) {
        self.asked += 1;
        self.right += usize::from(correct);
    }

    /// The retries in words, for after the count of answers: `retried 3, 1 right`; `None` with
    /// no retry.
    pub fn words(&self) -> Option<String> {
        self.words_in(crate::lang::Lang::En)
    }

    /// [`Retries::words`] in `lang`.
    pub fn words_in(&self, lang: crate::lang::Lang) -> Option<String> {
        use crate::lang::Arg;
        (self.asked > 0).then(|| {
            lang.text(
                "stats-retried",
                &[("asked", Arg::Int(self.asked as u64)), ("right", Arg::Int(self.right as u64))],
            )
        })
    }
}

#[cfg(test)]
impl AnswerRecord {
    /// A right answer to a strategy question at `book`, for tests to adjust with `..`.
    pub(crate) fn sample() -> AnswerRecord {
        AnswerRecord {
            drill: "hard-decisions".into(),
            table: "book".into(),
            key: "play hard 16 v ten".into(),
            answer: "h".into(),
            expected: "h".into(),
            correct: true,
            mistake: None,
            cost_percent: None,
            response_ms: Some(2000),
            at: 0,
            retry: false,
        }
    }
}

/// The fewest answers a timed session needs for its accuracy to count as a personal best.
pub const BEST_MIN_ANSWERS: usize = 10;

/// A session of `drill --timed`, as kept for personal bests at speed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TimedSession {
    /// The drill.
    pub drill: String,
    /// The table it was played at.
    pub table: String,
    /// The time allowed for each answer, in milliseconds.
    pub limit_ms: u64,
    /// Answers given.
    pub answers: usize,
    /// Right answers in time.
    pub correct: usize,
    /// The longest run of right answers in time.
    pub best_streak: usize,
    /// When it ended, in seconds since 1970-01-01 UTC.
    pub at: u64,
}

impl TimedSession {
    /// Right answers in time, in percent of the answers.
    pub fn accuracy_percent(&self) -> f64 {
        self.correct as f64 * 100.0 / self.answers.max(1) as f64
    }

    /// Is this a better personal best than `other`: more accurate, else against a tighter clock,
    /// else over more answers, else the first to reach it?
    pub(crate) fn beats(&self, other: &TimedSession) -> bool {
        let mine = self.correct as u128 * other.answers as u128;
        let theirs = other.correct as u128 * self.answers as u128;
        mine.cmp(&theirs)
            .then(other.limit_ms.cmp(&self.limit_ms))
            .then(self.answers.cmp(&other.answers))
            .then(other.at.cmp(&self.at))
            .is_gt()
    }
}

/// Where the edge went in one counting session of play, as saved: what each kind of slip gave
/// away in chips (not per round, so that sessions add up exactly), over the rounds bet in.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CountingSession {
    /// The table it was played at.
    pub table: String,
    /// The counting system's id (`hi-lo`).
    pub system: String,
    /// When it ended, in seconds since 1970-01-01 UTC.
    pub at: u64,
    /// Whether the count was hidden (shown, no slip is put on the count).
    pub hidden: bool,
    /// The rounds the learner bet in, of those played to the end.
    pub rounds: u32,
    /// Each kind of slip, in the order the session's breakdown shows them.
    pub parts: Vec<SlipChips>,
}

/// What one kind of slip gave away over a counting session.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlipChips {
    /// The kind, by the name the play record gives it (`running-count`, `chart-play`).
    pub part: String,
    /// What it gave away, in chips.
    pub chips: f64,
    /// Its costliest single slip, when it had any: what that gave away and the drill that
    /// trains it (for a chart play, the drill of its cell).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub costliest: Option<Costliest>,
}

/// The costliest single slip of a kind, and the drill that trains it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Costliest {
    /// What it gave away, in chips.
    pub chips: f64,
    /// The drill that trains it.
    pub drill: String,
}

/// The right first answers to one question, and the fastest of them: what a personal best of
/// time is worked out from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FastestRight {
    /// The question's key, as saved.
    pub key: String,
    /// The fastest right first answer's time, in milliseconds.
    pub ms: u64,
    /// The right first answers with a time.
    pub right: u64,
}

/// How many times one answer was typed to one chart question at one table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerCount {
    /// The question's key, as saved (`play …`).
    pub key: String,
    /// The table it was asked at.
    pub table: String,
    /// The answer as typed.
    pub answer: String,
    /// How many times.
    pub times: u64,
}
