//! A drill session: questions dealt one by one, answers read from an [`AnswerSource`], timed by a
//! [`Clock`], judged, and reported to an [`Observer`]; a summary at the end. The session itself is
//! a [`DrillRun`], stepped one answer at a time; [`run_with`] is the loop that steps it from a
//! source of answers, as the terminal does.
//!
//! The answer source, the clock and the seed are all passed in, so a scripted session with a fake
//! clock is an exact, repeatable transcript.

use std::collections::{BTreeMap, HashSet};
use std::fmt;
use std::io::{self, BufRead};
use std::time::{Duration, Instant};

use super::dealing::{Chooser, Dealing};
use super::question::{Judgement, Question};
use super::spec::Deal;
use super::{Drill, Setting};
use crate::coach::learner::record::AnswerRecord;
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};

mod step;
pub use step::{DrillRun, Step};

/// What an answer source gives back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// A line typed by the learner.
    Line(String),
    /// The learner stopped (end of input, Ctrl-C, Esc).
    End,
}

/// Where answers come from: a prompt at a terminal, or lines of a file.
pub trait AnswerSource {
    /// The answer to question `n` (from 1), already shown to the learner.
    fn answer(&mut self, n: usize, question: &Question) -> io::Result<Reply>;

    /// Where the last answer was read (`FILE:LINE`, standard input named in `lang`) when answers
    /// come from a script, where an answer cannot be asked again; `None` at a prompt.
    fn position(&self, _lang: Lang) -> Option<String> {
        None
    }

    /// How long the last answer took, when the source says so itself (a scripted line ending in
    /// `@SECONDS`); otherwise the session's clock measures it.
    fn stated_time(&self) -> Option<Duration> {
        None
    }
}

/// Splits a scripted line into its answer and the time it states (`21 @9.5` or `21 @9.5s`: the
/// answer took 9.5 seconds). A line whose last word is not such a time states none.
pub fn split_stated_time(line: &str) -> (&str, Option<Duration>) {
    let trimmed = line.trim_end();
    let Some((answer, time)) = trimmed.rsplit_once('@') else { return (line, None) };
    let seconds = time.trim().trim_end_matches('s').trim_end();
    match seconds.parse::<f64>() {
        Ok(s) if s.is_finite() && (0.0..=86_400.0).contains(&s) && !seconds.is_empty() => {
            (answer.trim_end(), Some(Duration::from_secs_f64(s)))
        }
        _ => (line, None),
    }
}

/// The longest answer line read, in bytes (4 KiB); an answer is a word or a number.
pub const MAX_ANSWER_LINE: usize = 4096;

/// What scripted answers are read from, as messages name it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerOrigin {
    /// A file, by the path it was given as.
    File(String),
    /// Standard input that is not a terminal (`--answers -`, or a pipe).
    StandardInput,
}

impl AnswerOrigin {
    /// The name of the file as given, or standard input in `lang`'s words.
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            AnswerOrigin::File(path) => path.clone(),
            AnswerOrigin::StandardInput => lang.text("answers-standard-input", &[]),
        }
    }
}

/// Why the answers stopped being read before their end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerFileError {
    /// A line longer than [`MAX_ANSWER_LINE`].
    #[error("{}", self.words_in(Lang::En))]
    TooLong {
        /// Where the answers come from.
        origin: AnswerOrigin,
        /// The line, from 1.
        line: usize,
    },
    /// A line that is not UTF-8 text.
    #[error("{}", self.words_in(Lang::En))]
    NotText {
        /// Where the answers come from.
        origin: AnswerOrigin,
        /// The line, from 1.
        line: usize,
        /// The column of the first byte that is not UTF-8, in characters from 1.
        column: usize,
    },
    /// The reader failed (a folder, a device error).
    #[error("{}", self.words_in(Lang::En))]
    Unreadable {
        /// Where the answers come from.
        origin: AnswerOrigin,
        /// The line, from 1.
        line: usize,
        /// What the system said.
        reason: String,
    },
}

impl AnswerFileError {
    /// Why, in `lang`, after the file's name and the place (what the system said quoted as it
    /// said it).
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            AnswerFileError::TooLong { origin, line } => {
                let (at, most) = (format!("{}:{line}", origin.words_in(lang)), MAX_ANSWER_LINE.to_string());
                lang.text("answers-line-too-long", &[("at", Arg::Text(&at)), ("most", Arg::Text(&most))])
            }
            AnswerFileError::NotText { origin, line, column } => {
                let at = format!("{}:{line}:{column}", origin.words_in(lang));
                lang.text("answers-line-not-text", &[("at", Arg::Text(&at))])
            }
            AnswerFileError::Unreadable { origin, line, reason } => lang.text(
                "answers-unreadable",
                &[
                    ("at", Arg::Text(&format!("{}:{line}", origin.words_in(lang)))),
                    ("error", Arg::Text(reason)),
                ],
            ),
        }
    }
}

/// Answers read one per line from any reader (a file, or standard input that is not a terminal).
///
/// A line that cannot be an answer (too long, not UTF-8) or a reader that fails ends the session
/// as if the answers had run out, so its summary still shows what was answered; the reason is
/// kept in [`LineAnswers::problem`] for the caller to report.
pub struct LineAnswers<R> {
    reader: R,
    origin: AnswerOrigin,
    line: usize,
    problem: Option<AnswerFileError>,
    stated: Option<Duration>,
}

impl<R: io::BufRead> LineAnswers<R> {
    /// Answers from this reader, named as standard input in messages.
    pub fn new(reader: R) -> LineAnswers<R> {
        LineAnswers::named(AnswerOrigin::StandardInput, reader)
    }

    /// Answers from this reader, named by `origin` in messages.
    pub fn named(origin: AnswerOrigin, reader: R) -> LineAnswers<R> {
        LineAnswers { reader, origin, line: 0, problem: None, stated: None }
    }

    /// Why reading stopped before the end of the answers, if it did.
    pub fn problem(&self) -> Option<&AnswerFileError> {
        self.problem.as_ref()
    }

    fn next_line(&mut self) -> Result<Option<String>, AnswerFileError> {
        self.line += 1;
        let (origin, line) = (self.origin.clone(), self.line);
        let mut bytes = Vec::new();
        // One byte over the limit tells a line at the limit from a longer one; reading stops
        // there, so an endless line never fills the memory.
        let limit = MAX_ANSWER_LINE as u64 + 2;
        let read = io::Read::take(&mut self.reader, limit).read_until(b'\n', &mut bytes).map_err(|e| {
            AnswerFileError::Unreadable { origin: origin.clone(), line, reason: e.to_string() }
        })?;
        if read == 0 {
            return Ok(None);
        }
        while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
            bytes.pop();
        }
        if bytes.len() > MAX_ANSWER_LINE {
            return Err(AnswerFileError::TooLong { origin, line });
        }
        String::from_utf8(bytes).map(Some).map_err(|e| {
            let (_, column) = crate::data::place_of_bad_utf8(e.as_bytes(), e.utf8_error().valid_up_to());
            AnswerFileError::NotText { origin, line, column }
        })
    }
}

impl<R: io::BufRead> AnswerSource for LineAnswers<R> {
    fn position(&self, lang: Lang) -> Option<String> {
        Some(format!("{}:{}", self.origin.words_in(lang), self.line))
    }

    fn answer(&mut self, _n: usize, _question: &Question) -> io::Result<Reply> {
        self.stated = None;
        if self.problem.is_some() {
            return Ok(Reply::End);
        }
        match self.next_line() {
            Ok(Some(line)) => {
                let (answer, stated) = split_stated_time(&line);
                self.stated = stated;
                Ok(Reply::Line(answer.to_string()))
            }
            Ok(None) => Ok(Reply::End),
            Err(problem) => {
                self.problem = Some(problem);
                Ok(Reply::End)
            }
        }
    }

    fn stated_time(&self) -> Option<Duration> {
        self.stated
    }
}

/// A source of the present time, so tests and scripted runs can fake it.
pub trait Clock {
    /// Time elapsed since some fixed start.
    fn now(&mut self) -> Duration;
    /// Whether its readings are a measure of the time that passed (a scripted session's clock
    /// is not, so no tempo is stated from it).
    fn measures(&self) -> bool {
        true
    }
}

/// The real clock.
#[derive(Debug, Clone, Copy)]
pub struct SystemClock {
    start: Instant,
}

impl SystemClock {
    /// A clock starting now.
    pub fn new() -> SystemClock {
        SystemClock { start: Instant::now() }
    }
}

impl Default for SystemClock {
    fn default() -> SystemClock {
        SystemClock::new()
    }
}

impl Clock for SystemClock {
    fn now(&mut self) -> Duration {
        self.start.elapsed()
    }
}

/// A clock that moves a fixed step each time it is read, so every answer takes exactly that step.
#[derive(Debug, Clone, Copy)]
pub struct FakeClock {
    now: Duration,
    step: Duration,
    measured: bool,
}

impl FakeClock {
    /// A clock at zero that moves `step` at each reading.
    pub fn new(step: Duration) -> FakeClock {
        FakeClock { now: Duration::ZERO, step, measured: false }
    }

    /// The same clock, its readings taken as measured (so that a test can pin what a session
    /// says of the time it took).
    #[must_use]
    pub fn measured(self) -> FakeClock {
        FakeClock { measured: true, ..self }
    }
}

impl Clock for FakeClock {
    fn now(&mut self) -> Duration {
        self.now += self.step;
        self.now
    }

    fn measures(&self) -> bool {
        self.measured
    }
}

/// How a question is numbered for the learner: among the questions asked, not the answers
/// given. A question asked once more in the round of misses keeps its number (`Question 2 of 3,
/// once more`); the terminal and a page both show it as it says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Numbering {
    /// The question's number, from 1.
    pub n: usize,
    /// The questions of the session.
    pub of: usize,
    /// Whether it is asked once more, in the round of the session's misses.
    pub once_more: bool,
}

impl Numbering {
    /// The number as said in `lang`: `Question 2 of 3`, `Question 2 sur 3, une fois de plus`.
    pub fn words_in(&self, lang: Lang) -> String {
        let id = if self.once_more { "drill-numbering-again" } else { "drill-numbering" };
        lang.text(id, &[("n", Arg::Int(self.n as u64)), ("of", Arg::Int(self.of as u64))])
    }
}

impl fmt::Display for Numbering {
    /// `Question 2 of 3`, or `Question 2 of 3, once more`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Question {} of {}", self.n, self.of)?;
        if self.once_more {
            f.write_str(", once more")?;
        }
        Ok(())
    }
}

/// The running score after an answer: right first answers among the questions answered, and,
/// in the round of misses, the right answers among those asked once more (`score 0/3 · once
/// more 1/2`). A retry never counts in the first part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Score {
    /// Questions answered the first time right.
    pub right: usize,
    /// Questions answered (their first answers).
    pub answered: usize,
    /// In the round of misses: right answers and answers so far in it.
    pub once_more: Option<(usize, usize)>,
}

impl Score {
    /// The score as said in `lang`: `score 3/4`, `punti 3/4 · ancora una volta 1/2`.
    pub fn words_in(&self, lang: Lang) -> String {
        let (right, answered) = (Arg::Int(self.right as u64), Arg::Int(self.answered as u64));
        match self.once_more {
            Some((r, a)) => lang.text(
                "drill-score-again",
                &[
                    ("right", right),
                    ("answered", answered),
                    ("again_right", Arg::Int(r as u64)),
                    ("again_answered", Arg::Int(a as u64)),
                ],
            ),
            None => lang.text("drill-score", &[("right", right), ("answered", answered)]),
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "score {}/{}", self.right, self.answered)?;
        if let Some((right, answered)) = self.once_more {
            write!(f, " · once more {right}/{answered}")?;
        }
        Ok(())
    }
}

/// One answered question.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The question's number, from 1; an answer of the round of misses has the number of the
    /// question it asks once more.
    pub n: usize,
    /// The question.
    pub question: Question,
    /// The line typed.
    pub line: String,
    /// How it was judged.
    pub judgement: Judgement,
    /// How long the answer took.
    pub time: Duration,
    /// The running score, this answer included.
    pub score: Score,
    /// Whether the learner asked for the chart's row (`?`) before answering.
    pub hinted: bool,
    /// Whether the question was asked again in the round of the session's misses.
    pub retry: bool,
}

/// An answer's time as it is saved: whole milliseconds.
fn saved_ms(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

impl Record {
    /// The record kept in the learner's progress for this answer, given when it was made (seconds
    /// since 1970-01-01 UTC).
    pub fn answer_record(&self, drill: &str, table: &str, at: u64) -> AnswerRecord {
        AnswerRecord {
            drill: drill.to_string(),
            table: table.to_string(),
            key: self.question.key.clone(),
            answer: self.line.clone(),
            expected: self.question.expected.shown(),
            correct: self.judgement.correct,
            mistake: self.judgement.mistake.map(str::to_string),
            cost_percent: self.judgement.cost.map(|c| -c + 0.0),
            response_ms: Some(saved_ms(self.time)),
            at,
            retry: self.retry,
        }
    }
}

/// Told about each step of a session, to show it.
pub trait Observer {
    /// The question numbered so is about to be asked.
    fn asking(&mut self, number: Numbering, question: &Question) -> io::Result<()>;
    /// It was answered and judged.
    fn answered(&mut self, record: &Record) -> io::Result<()>;
    /// The learner typed `?`: here is the hint for the question (its chart row), before it is
    /// asked again.
    fn hinted(&mut self, _question: &Question, _hint: &str) -> io::Result<()> {
        Ok(())
    }
    /// The questions missed are about to be asked once more, `count` of them.
    fn retrying(&mut self, _count: usize) -> io::Result<()> {
        Ok(())
    }
}

/// What the learner types at a decision to see the chart's row for the hand.
pub const HINT: &str = "?";

/// A wrong answer of a session, as its summary lists it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Miss {
    /// The question's number, from 1.
    pub n: usize,
    /// The situation in short: the cards against the dealer's up card, or what was asked.
    pub situation: String,
    /// The answer as read, or the line typed when it could not be read.
    pub answer: String,
    /// The right answer.
    pub expected: String,
    /// The mistake it was named, by id.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mistake: Option<String>,
    /// A wrong strategy answer that cost little.
    pub close_call: bool,
    /// An answer that could not be read.
    pub not_understood: bool,
    /// Asked again in the round of misses (a miss there is not asked a third time).
    pub retry: bool,
}

impl Miss {
    /// The miss of a wrong answer; `None` for a right one.
    pub fn of(record: &Record) -> Option<Miss> {
        let j = &record.judgement;
        if j.correct {
            return None;
        }
        Some(Miss {
            n: record.n,
            situation: short_situation(&record.question),
            // The answer as read (`stand` for `s`), or the line as typed when it could not be read.
            answer: j
                .answer
                .map_or_else(|| record.line.trim().to_string(), |a| a.shown_in(record.question.lang)),
            expected: record.question.expected.shown_in(record.question.lang),
            mistake: j.mistake.map(str::to_string),
            close_call: j.is_close_call(),
            not_understood: j.unrecognised.is_some(),
            retry: record.retry,
        })
    }
}

/// A question's situation in a few words, in its language: `A♠ 7♥ v 9♦`, or its prompt when no
/// hand is shown.
pub fn short_situation(q: &Question) -> String {
    let s = &q.situation;
    let cards = |cards: &[crate::game::card::Card]| {
        cards.iter().map(|c| c.shown_in(q.lang)).collect::<Vec<_>>().join(" ")
    };
    match (s.player.is_empty(), s.dealer.first()) {
        (false, Some(up)) => {
            let (hand, up) = (cards(&s.player), up.shown_in(q.lang));
            q.lang.text("drill-versus", &[("hand", Arg::Text(&hand)), ("up", Arg::Text(&up))])
        }
        (false, None) => format!("{}: {}", cards(&s.player), q.prompt),
        (true, _) => q.prompt.clone(),
    }
}

/// How many times a mistake was made.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MistakeCount {
    /// The mistake's id.
    pub id: String,
    /// How many answers it explained.
    pub count: usize,
}

/// How often each mistake was made, the most frequent first (ties by id).
pub fn count_mistakes<'a>(mistakes: impl IntoIterator<Item = &'a str>) -> Vec<MistakeCount> {
    let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
    for m in mistakes {
        *counts.entry(m).or_default() += 1;
    }
    let mut counted: Vec<MistakeCount> =
        counts.into_iter().map(|(id, count)| MistakeCount { id: id.to_string(), count }).collect();
    counted.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.id.cmp(&b.id)));
    counted
}

/// The end of a session.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Summary {
    /// The drill.
    pub drill: String,
    /// The table.
    pub table: String,
    /// The seed that replays the session.
    pub seed: u64,
    /// Questions asked.
    pub asked: usize,
    /// Questions answered (the last one may have been left when the session was stopped).
    pub answered: usize,
    /// Right answers.
    pub correct: usize,
    /// Right answers in percent of those answered.
    pub accuracy: f64,
    /// The median response time, in seconds.
    pub median_seconds: f64,
    /// The mistakes made, most frequent first.
    pub mistakes: Vec<MistakeCount>,
    /// Answers that could not be read: each counts as a miss, but names no mistake.
    #[serde(skip_serializing_if = "is_zero")]
    pub unreadable: usize,
    /// Wrong answers that were read but fell into no mistake of the catalogue.
    #[serde(skip_serializing_if = "is_zero")]
    pub unnamed: usize,
    /// Strategy answers: the value given away in all, in percent of a bet.
    pub value_lost: f64,
    /// Wrong strategy answers that were close calls.
    pub close_calls: usize,
    /// Whether the learner stopped before the last question.
    pub stopped_early: bool,
    /// A timed session: the time allowed for each answer, in seconds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit_seconds: Option<f64>,
    /// A timed session: the longest run of right answers in time.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_streak: Option<usize>,
    /// Every wrong answer, in the order given (those of the round of misses included).
    pub misses: Vec<Miss>,
    /// Answers given after the chart's row was shown (`?`).
    #[serde(skip_serializing_if = "is_zero")]
    pub hinted: usize,
    /// The round of misses at the end: questions asked once more, and right answers among them.
    /// Its answers are not counted in `asked`, `answered` or `correct`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub once_more: Option<OnceMore>,
}

/// The round of misses asked once more at the end of a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct OnceMore {
    /// Questions missed, to be asked again.
    pub asked: usize,
    /// Answered (the learner may stop during the round).
    pub answered: usize,
    /// Right answers.
    pub correct: usize,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// What a session is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionOptions {
    /// Number of questions.
    pub count: usize,
    /// The seed of the shoe and of the drill's choices.
    pub seed: u64,
    /// A timed session: the time allowed for each answer; a later answer counts as a miss.
    pub limit: Option<Duration>,
}

/// The right answers in a row at the end of these records, and the longest such run, counting
/// first answers alone: a retry neither lengthens nor breaks a run.
pub fn streaks(records: &[Record]) -> (usize, usize) {
    let (mut now, mut best) = (0, 0);
    for r in records.iter().filter(|r| !r.retry) {
        now = if r.judgement.correct { now + 1 } else { 0 };
        best = best.max(now);
    }
    (now, best)
}

/// Runs a drill at a table: deals, asks, judges, reports, and sums up.
pub fn run(
    drill: &Drill,
    setting: &Setting,
    options: SessionOptions,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    observer: &mut dyn Observer,
) -> io::Result<Summary> {
    run_with(drill, setting, options, None, source, clock, observer)
}

/// Situations dealt for each question when a chooser picks among them (for the drills whose
/// generator does not aim at a chooser's pick itself).
pub const CANDIDATES: usize = 4;

/// The next question: the generator's, or, with a chooser, the one it picks among a few dealt
/// from the shoe (strategy decisions ask the chooser for their target cell themselves).
fn next_question(drill: &Drill, dealing: &mut Dealing) -> Question {
    // A running count goes on from the question before: its rounds are never dealt ahead. Catch
    // the dealer keeps its fouls near one in two, and lets the chooser pick only which error.
    let aims_itself = matches!(
        drill.spec.deal,
        Deal::Decisions { .. }
            | Deal::Contrasts {}
            | Deal::RunningCount { .. }
            | Deal::CatchTheDealer {}
            | Deal::Placement {}
    );
    if dealing.chooser.is_none() || aims_itself || !dealing.pending.is_empty() {
        return drill.deal(dealing);
    }
    let mut dealt: Vec<Question> = (0..CANDIDATES).map(|_| drill.deal(dealing)).collect();
    let keys: Vec<String> = dealt.iter().map(|q| q.key.clone()).collect();
    let pick = dealing.choose(&keys).unwrap_or(0);
    dealt.swap_remove(pick)
}

/// Deals tried for a question not asked yet in the session before one asked already is taken:
/// a drill whose situations are fewer than the questions asked has to repeat some.
pub const FRESH_TRIES: usize = 64;

/// The questions of a session, each a situation not asked before in it while the drill has
/// new ones to deal. Two questions are the same when the whole situation is: the same cards
/// shown, the same up card, the same amounts and the same question. The same key may come back
/// with other cards, as the shoe deals them; the learner's schedule does not aim at a key missed
/// in the session until the round of misses at its end (see [`Dealing::held_back`]).
#[derive(Debug)]
pub struct Questions<'d> {
    drill: &'d Drill,
    /// The shoe and the drill's choices.
    pub dealing: Dealing,
    asked: HashSet<String>,
}

impl<'d> Questions<'d> {
    /// The questions of `drill` in `setting`, dealt from the seed, aimed by `chooser` if given.
    pub fn new(
        drill: &'d Drill,
        setting: &Setting,
        seed: u64,
        chooser: Option<Box<dyn Chooser>>,
    ) -> Questions<'d> {
        let mut dealing = Dealing::new(setting, seed);
        dealing.chooser = chooser;
        Questions { drill, dealing, asked: HashSet::new() }
    }

    /// What makes a question the same as another: its situation, cards with their suits (a
    /// learner sees A♠ 7♥ and A♦ 7♣ as two hands), its amounts, and what is asked.
    pub fn identity(q: &Question) -> String {
        format!("{:?}\n{}\n{}", q.situation, q.prompt, q.expected.shown())
    }

    /// The next question, new to the session unless [`FRESH_TRIES`] deals found none.
    pub fn next_question(&mut self) -> Question {
        let mut first = None;
        for _ in 0..FRESH_TRIES {
            // A repeat is dealt again with the questions it queued (a contrast's neighbour), so
            // that no neighbour is asked without its pair.
            let queued = self.dealing.pending.len();
            let q = next_question(self.drill, &mut self.dealing);
            if self.asked.insert(Self::identity(&q)) {
                return q;
            }
            let added = self.dealing.pending.len().saturating_sub(queued.saturating_sub(1));
            for _ in 0..added.min(self.dealing.pending.len()) {
                self.dealing.pending.pop_back();
            }
            first.get_or_insert(q);
        }
        first.unwrap_or_else(|| next_question(self.drill, &mut self.dealing))
    }
}

/// Runs a drill like [`run`], with a chooser that aims the situations at the learner's schedule
/// and hears every answer: a [`DrillRun`] stepped by the answers of `source`, timed by `clock`,
/// each step shown to `observer`.
pub fn run_with(
    drill: &Drill,
    setting: &Setting,
    options: SessionOptions,
    chooser: Option<Box<dyn Chooser>>,
    source: &mut dyn AnswerSource,
    clock: &mut dyn Clock,
    observer: &mut dyn Observer,
) -> io::Result<Summary> {
    let mut run = DrillRun::new(drill, setting, options, chooser);
    loop {
        let (n, number, question, round_of_misses) = match run.current() {
            Step::Done(summary) => return Ok(summary.clone()),
            Step::Ask { n, number, question, round_of_misses } => {
                (n, number, question.clone(), round_of_misses)
            }
        };
        if let Some(missed) = round_of_misses {
            observer.retrying(missed)?;
        }
        // A countdown's time is the whole count's: from its first card, shown while it is asked.
        let first_card = question.timed_from_first_card().then(|| clock.now());
        observer.asking(number, &question)?;
        let started = first_card.unwrap_or_else(|| clock.now());
        // A `?` shows the hint and the question is asked again.
        let line = loop {
            match source.answer(n, &question)? {
                Reply::Line(line) => match if line.trim() == HINT { run.hint() } else { None } {
                    Some(hint) => observer.hinted(&question, hint)?,
                    None => break line,
                },
                Reply::End => return Ok(run.stop()),
            }
        };
        let measured = clock.now().saturating_sub(started);
        let time = source.stated_time().unwrap_or(measured);
        if let Some(record) = run.answer(&line, time) {
            observer.answered(record)?;
        }
    }
}

/// Sums up the answered questions.
pub fn summarise(
    drill: &Drill,
    rules: &TableRules,
    seed: u64,
    asked: usize,
    records: &[Record],
    stopped_early: bool,
) -> Summary {
    let misses: Vec<Miss> = records.iter().filter_map(Miss::of).collect();
    let hinted = records.iter().filter(|r| r.hinted).count();
    // The round of misses is summed up apart (see [`Summary::once_more`]).
    let records: Vec<&Record> = records.iter().filter(|r| !r.retry).collect();
    let answered = records.len();
    let correct = records.iter().filter(|r| r.judgement.correct).count();
    let accuracy = if answered == 0 { 0.0 } else { correct as f64 * 100.0 / answered as f64 };
    // The times as they are saved, and the median `stats` takes of them: one figure in both.
    let mut times: Vec<u64> = records.iter().map(|r| saved_ms(r.time)).collect();
    times.sort_unstable();
    let median = crate::coach::learner::history::median(&times).unwrap_or(0);
    let mistakes = count_mistakes(records.iter().filter_map(|r| r.judgement.mistake));
    let unreadable = records.iter().filter(|r| r.judgement.unrecognised.is_some()).count();
    let unnamed = records
        .iter()
        .filter(|r| {
            !r.judgement.correct && r.judgement.mistake.is_none() && r.judgement.unrecognised.is_none()
        })
        .count();
    let value_lost = -records.iter().filter_map(|r| r.judgement.cost).sum::<f64>();
    let close_calls = records.iter().filter(|r| r.judgement.is_close_call()).count();
    Summary {
        drill: drill.spec.id.clone(),
        table: rules.id.clone(),
        seed,
        asked,
        answered,
        correct,
        accuracy: (accuracy * 10.0).round() / 10.0,
        median_seconds: crate::coach::learner::history::tenths_of_seconds(median),
        mistakes,
        unreadable,
        unnamed,
        // Adding 0.0 turns a negative zero into zero, so nothing lost prints as 0.0.
        value_lost: (value_lost.max(0.0) * 100.0).round() / 100.0 + 0.0,
        close_calls,
        stopped_early,
        limit_seconds: None,
        best_streak: None,
        misses,
        hinted,
        once_more: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::Library;

    fn read_all(bytes: &[u8]) -> (Vec<String>, Option<AnswerFileError>) {
        let library = Library::shipped().unwrap();
        let drill = library.get("hand-totals").unwrap();
        let setting = Setting {
            rules: crate::game::rules::preset("book").unwrap(),
            chart: None,
            against: None,
            counting: crate::coach::drill::CardCounting::shipped_default().unwrap(),
            lang: crate::lang::Lang::En,
        };
        let question = drill.deal(&mut Dealing::new(&setting, 1));
        let mut source = LineAnswers::named(AnswerOrigin::File("a.txt".into()), bytes);
        let mut lines = Vec::new();
        while let Ok(Reply::Line(line)) = source.answer(lines.len() + 1, &question) {
            lines.push(line);
        }
        (lines, source.problem().cloned())
    }

    #[test]
    fn an_answer_line_that_is_too_long_or_not_text_stops_the_answers_at_its_line() {
        let mut long = b"12\r\n".to_vec();
        long.extend(std::iter::repeat_n(b'1', MAX_ANSWER_LINE + 1));
        assert_eq!(
            read_all(&long),
            (
                vec!["12".to_string()],
                Some(AnswerFileError::TooLong { origin: AnswerOrigin::File("a.txt".into()), line: 2 })
            )
        );
        let mut at_limit = vec![b'1'; MAX_ANSWER_LINE];
        at_limit.extend_from_slice(b"\r\nh\n");
        assert_eq!(read_all(&at_limit).0.len(), 2);
        assert_eq!(
            read_all(b"s\nh\n\xff\n"),
            (
                vec!["s".into(), "h".into()],
                Some(AnswerFileError::NotText {
                    origin: AnswerOrigin::File("a.txt".into()),
                    line: 3,
                    column: 1
                })
            )
        );
        // The column counts characters, not bytes: `é` is two bytes and one character.
        let (_, problem) =
            read_all("s\n\u{e9}h\u{0}".bytes().chain([0xff, b'\n']).collect::<Vec<u8>>().as_slice());
        let problem = problem.unwrap();
        assert_eq!(problem.to_string(), "a.txt:2:4: the line is not UTF-8 text");
        // Said in the language of the error, the place as it is.
        assert_eq!(problem.words_in(Lang::Fr), "a.txt:2:4 : la ligne n'est pas du texte UTF-8");
        let long = AnswerFileError::TooLong { origin: AnswerOrigin::File("a.txt".into()), line: 2 };
        assert_eq!(long.words_in(Lang::It), "a.txt:2: la riga supera 4096 byte, il massimo per una risposta");
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

        /// Any bytes as an answer stream: a whole drill runs without a panic, each answer read is
        /// a line within the limit, and a stop names the file and its line.
        #[test]
        fn any_bytes_answer_a_drill_or_stop_at_a_named_line(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..(2 * MAX_ANSWER_LINE)),
        ) {
            let library = Library::shipped().unwrap();
            let drill = library.get("hand-totals").unwrap();
            let setting = Setting { rules: crate::game::rules::preset("book").unwrap(), chart: None, against: None, counting: crate::coach::drill::CardCounting::shipped_default().unwrap(), lang: crate::lang::Lang::En };
            let mut source = LineAnswers::named(AnswerOrigin::File("a.txt".into()), bytes.as_slice());
            let mut kept = Kept(Vec::new());
            let summary = run(drill, &setting, SessionOptions { count: 5, seed: 2, limit: None }, &mut source, &mut FakeClock::new(Duration::from_secs(1)), &mut kept).unwrap();
            proptest::prop_assert_eq!(summary.answered, kept.0.len());
            for record in &kept.0 {
                proptest::prop_assert!(record.line.len() <= MAX_ANSWER_LINE);
            }
            if let Some(problem) = source.problem() {
                proptest::prop_assert!(problem.to_string().starts_with(&format!("a.txt:{}:", kept.0.len() + 1)), "{}", problem);
            }
        }
    }

    struct Kept(Vec<Record>);

    impl Observer for Kept {
        fn asking(&mut self, _: Numbering, _: &Question) -> io::Result<()> {
            Ok(())
        }
        fn answered(&mut self, record: &Record) -> io::Result<()> {
            self.0.push(record.clone());
            Ok(())
        }
    }

    fn session(answers: &str, count: usize) -> (Summary, Vec<Record>) {
        let library = Library::shipped().unwrap();
        let drill = library.get("hand-totals").unwrap();
        let setting = Setting::preset("book").unwrap();
        let mut source = LineAnswers::new(answers.as_bytes());
        let mut clock = FakeClock::new(Duration::from_millis(1500));
        let mut kept = Kept(Vec::new());
        let options = SessionOptions { count, seed: 9, limit: None };
        let summary = run(drill, &setting, options, &mut source, &mut clock, &mut kept).unwrap();
        (summary, kept.0)
    }

    #[test]
    fn a_session_sums_up_what_was_answered() {
        let (summary, records) = session("nonsense\nbust\n", 3);
        assert_eq!((summary.asked, summary.answered), (3, 2));
        assert!(summary.stopped_early);
        assert_eq!(summary.median_seconds, 1.5);
        assert_eq!(summary.correct, records.iter().filter(|r| r.judgement.correct).count());
        assert!(records[0].judgement.unrecognised.is_some());
        assert!(!records[0].judgement.correct);
        // The unreadable answer is a miss without a mistake, counted apart.
        assert_eq!(summary.unreadable, 1);
        assert_eq!(summary.unnamed, 0);
        assert_eq!(summary.value_lost, 0.0);
        assert_eq!(records[1].score.right, usize::from(records[1].judgement.correct));
        assert_eq!(records[1].score.answered, 2);
    }

    #[test]
    fn a_record_becomes_an_answer_of_the_learners_progress() {
        let (_, records) = session("17\n", 1);
        let kept = records[0].answer_record("hand-totals", "book", 42);
        assert_eq!(kept.key, records[0].question.key);
        assert_eq!(kept.answer, "17");
        assert_eq!(kept.response_ms, Some(1500));
        assert_eq!(kept.at, 42);
        assert_eq!(kept.cost_percent, None);
    }

    #[test]
    fn a_scripted_line_may_state_how_long_its_answer_took() {
        assert_eq!(split_stated_time("21 @9.5"), ("21", Some(Duration::from_millis(9500))));
        assert_eq!(split_stated_time("soft 17 @3s"), ("soft 17", Some(Duration::from_secs(3))));
        assert_eq!(split_stated_time("bust"), ("bust", None));
        // Not a time: the line is judged as typed, and its form explained.
        assert_eq!(split_stated_time("21 @soon"), ("21 @soon", None));
        assert_eq!(split_stated_time("21 @-1"), ("21 @-1", None));
    }

    #[test]
    fn a_timed_session_counts_late_answers_as_misses_and_keeps_a_streak() {
        let library = Library::shipped().unwrap();
        let drill = library.get("hand-totals").unwrap();
        let setting = Setting::preset("book").unwrap();
        // The right answers of the session, found by a first run.
        let (_, dealt) = session("0\n0\n0\n0\n0\n", 5);
        let right: Vec<String> = dealt.iter().map(|r| r.question.expected.right_answer()).collect();
        // Right, right, right but late, right, wrong in time.
        let lines =
            format!("{} @1\n{}\n{} @8.5\n{} @8\nnonsense @1\n", right[0], right[1], right[2], right[3]);
        let mut source = LineAnswers::new(lines.as_bytes());
        let mut clock = FakeClock::new(Duration::from_millis(1500));
        let mut kept = Kept(Vec::new());
        let options = SessionOptions { count: 5, seed: 9, limit: Some(Duration::from_secs(8)) };
        let summary = run(drill, &setting, options, &mut source, &mut clock, &mut kept).unwrap();
        let r = &kept.0;
        assert_eq!(r.iter().map(|r| r.time.as_millis()).collect::<Vec<_>>(), [1000, 1500, 8500, 8000, 1000]);
        assert_eq!(
            r.iter().map(|r| r.judgement.correct).collect::<Vec<_>>(),
            [true, true, false, true, false]
        );
        assert_eq!(r[2].judgement.mistake, Some(crate::coach::drill::question::TOO_SLOW));
        assert_eq!(r[2].judgement.too_slow, Some(Duration::from_secs(8)));
        assert!(!r[2].judgement.is_close_call());
        // A wrong answer in time is not too slow; its miss is its own.
        assert_eq!(r[4].judgement.too_slow, None);
        assert_eq!(streaks(r), (0, 2));
        assert_eq!((summary.correct, summary.best_streak, summary.limit_seconds), (3, Some(2), Some(8.0)));
        // Saved as a miss, with its reason.
        let saved = r[2].answer_record("hand-totals", "book", 0);
        assert_eq!((saved.correct, saved.mistake.as_deref()), (false, Some("too-slow")));
        assert!(library.catalogue.contains("too-slow"));
    }

    #[test]
    fn the_same_seed_deals_the_same_questions() {
        let (_, a) = session("1\n2\n3\n4\n", 4);
        let (_, b) = session("1\n2\n3\n4\n", 4);
        let keys = |r: &[Record]| r.iter().map(|x| x.question.situation.clone()).collect::<Vec<_>>();
        assert_eq!(keys(&a), keys(&b));
    }
}
