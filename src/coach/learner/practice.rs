//! A practice session's part in the learner's record, whatever front end shows it: the schedule
//! that aims a drill's questions ([`plan_for`]), and the session's answers, each written to its
//! journal as it comes and all saved at its end ([`SessionAnswers`]). What a session changed is
//! [`super::Changes::after_session`].

use std::collections::HashMap;
use std::fmt;
use std::path::PathBuf;

use super::plan::Plan;
use super::progress::Store;
use super::progress::journal::Journal;
use super::progress::notice::{Notice, StoreError};
use super::record::{AnswerRecord, CountingSession, TimedSession};
use super::schedule::Focus;
use super::store::standing::Standing;
use crate::coach::drill::dealing::Chooser;
use crate::coach::drill::session::Summary;
use crate::coach::drill::{Drill, Setting};
use crate::lang::{Arg, Lang};

/// Why a session focused on the learner's weak situations deals as usual.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FocusNote {
    /// No answers are saved at the table yet.
    NothingSaved {
        /// The table.
        table: String,
    },
    /// Nothing of the drill was missed lately at the table.
    NothingMissed {
        /// The drill.
        drill: String,
        /// The table.
        table: String,
    },
    /// Nothing of the drill at the table is due now by the memory model.
    NothingDue {
        /// The drill.
        drill: String,
        /// The table.
        table: String,
    },
    /// Nothing of the drill at the table is among today's reviews of the plan followed.
    NothingPlanned {
        /// The drill.
        drill: String,
        /// The table.
        table: String,
    },
}

impl FocusNote {
    /// Why the session deals as usual, in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        let (id, drill, table) = match self {
            FocusNote::NothingSaved { table } => ("practice-focus-nothing-saved", "", table),
            FocusNote::NothingMissed { drill, table } => {
                ("practice-focus-nothing-missed", drill.as_str(), table)
            }
            FocusNote::NothingDue { drill, table } => ("practice-focus-nothing-due", drill.as_str(), table),
            FocusNote::NothingPlanned { drill, table } => {
                ("practice-focus-nothing-planned", drill.as_str(), table)
            }
        };
        let recall = lang.percent(super::memory::DUE_BELOW * 100.0, 0);
        let args = [("drill", Arg::Text(drill)), ("table", Arg::Text(table)), ("recall", Arg::Text(&recall))];
        lang.text(id, &args)
    }
}

impl fmt::Display for FocusNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

/// The learner's schedule for a session of `drill` in `setting`, from their standing `before`
/// it: `None` until they have answers at its table (the drill then deals evenly). With
/// [`Focus::Weak`], a note when there is nothing weak to focus on.
pub fn plan_for(
    focus: Focus,
    setting: &Setting,
    before: &Standing,
    drill: &Drill,
) -> (Option<Box<dyn Chooser>>, Option<FocusNote>) {
    plan_with_recall(focus, setting, before, drill, &HashMap::new())
}

/// [`plan_for`], with each item's predicted recall now at the table (by the key it was saved
/// under), which [`Focus::Due`] asks by; a note when nothing is due.
pub fn plan_with_recall(
    focus: Focus,
    setting: &Setting,
    before: &Standing,
    drill: &Drill,
    recall: &HashMap<String, f64>,
) -> (Option<Box<dyn Chooser>>, Option<FocusNote>) {
    let table = &setting.rules.id;
    // A plan introduces new items: it is followed from the first answer.
    if !before.answered_at(table) && focus != Focus::Plan {
        let note = (focus != Focus::Mixed).then(|| FocusNote::NothingSaved { table: table.clone() });
        return (None, note);
    }
    let mut plan =
        Plan::with_scheduler(&setting.rules, setting.chart.as_ref(), before.plan_scheduler(table), focus);
    plan.set_recall(recall);
    // The situations the drill asks about: every chart cell it deals from, whichever drill
    // missed them; else the keys it asked before.
    let aimed = drill.aimed_keys(setting);
    let mine = aimed.clone().unwrap_or_else(|| before.keys_of(&drill.spec.id, table));
    if let Some(keys) = &aimed {
        plan.aim_first(keys);
    }
    let (drill_id, table) = (drill.spec.id.clone(), table.clone());
    let note = match focus {
        Focus::Weak if plan.weak_among(&mine) == 0 => {
            Some(FocusNote::NothingMissed { drill: drill_id, table })
        }
        Focus::Due if plan.due_among(&mine) == 0 => Some(FocusNote::NothingDue { drill: drill_id, table }),
        Focus::Plan if plan.planned_among(&mine) == 0 => {
            Some(FocusNote::NothingPlanned { drill: drill_id, table })
        }
        _ => None,
    };
    (Some(Box::new(plan)), note)
}

/// Why nothing of a session will be saved, in `lang`: its `what` (`answers`, `decisions`)
/// cannot be written, and why.
pub fn unsaved_words(what: &str, why: &StoreError, lang: Lang) -> String {
    lang.text("store-unsaved", &[("what", Arg::Text(what)), ("why", Arg::Text(&why.words_in(lang)))])
}

/// What a session that could not save says at its end, in `lang`: how many answers it did not
/// save; `None` when there were none.
pub fn not_saved_words(n: usize, lang: Lang) -> Option<String> {
    (n > 0).then(|| lang.text("store-not-saved", &[("count", Arg::Int(n as u64))]))
}

/// The answers of a session as they will be saved, each written to the session's journal as soon
/// as it is given (so that a killed process loses at most the answer in flight), and a timed
/// session kept for personal bests, or a counting session's breakdown of where the edge went.
#[derive(Debug, Default)]
pub struct SessionAnswers {
    journal: Option<Journal>,
    /// Every answer of the session, in the order given.
    pub recorded: Vec<AnswerRecord>,
    /// A timed session, as it will be kept for personal bests once it ends.
    pub timed: Option<TimedSession>,
    /// Where the edge went in a counting session of play, saved with its decisions once it
    /// ends (stopped early too: it covers the rounds played to the end).
    pub counting: Option<CountingSession>,
}

impl SessionAnswers {
    /// No answers yet, and no journal: see [`SessionAnswers::start_journal`].
    pub fn new() -> SessionAnswers {
        SessionAnswers::default()
    }

    /// Starts the session's journal in `store`, at `now` (seconds since 1970-01-01 UTC). When it
    /// cannot be made, the answers are kept in memory only, and saved when the session ends.
    pub fn start_journal(&mut self, store: &Store, now: u64) -> Result<(), StoreError> {
        self.journal = Some(store.open_journal(now)?);
        Ok(())
    }

    /// Keeps a judged answer, writing it to the journal at once. The journal's first failure is
    /// returned (the answer is kept in memory all the same, and each new one tries again).
    pub fn record(&mut self, answer: AnswerRecord) -> Option<StoreError> {
        let failed = self.journal.as_mut().and_then(|j| j.record(&answer).err());
        self.recorded.push(answer);
        failed
    }

    /// A drill session ended with `summary` at `now`: a timed one is kept for personal bests.
    pub fn ended(&mut self, summary: &Summary, now: u64) {
        if let (Some(limit), Some(best)) = (summary.limit_seconds, summary.best_streak) {
            self.timed = Some(TimedSession {
                drill: summary.drill.clone(),
                table: summary.table.clone(),
                limit_ms: (limit * 1000.0).round() as u64,
                answers: summary.answered,
                correct: summary.correct,
                best_streak: best,
                at: now,
            });
        }
    }

    /// Saves the answers (with the timed or counting session, if any) and deletes the journal;
    /// a session with neither answers nor a counting session only deletes its journal. Returns
    /// what the learner should know about their saved progress.
    pub fn save(self, store: &Store) -> Result<Vec<Notice>, SaveError> {
        let SessionAnswers { journal, recorded, timed, counting } = self;
        if recorded.is_empty() && counting.is_none() {
            if let Some(journal) = journal {
                journal.discard().map_err(|error| SaveError { error, answers: 0, journal: None })?;
            }
            return Ok(Vec::new());
        }
        let kept = journal.as_ref().map(|j| (j.path().to_path_buf(), j.held()));
        let saved = match (journal, &timed, &counting) {
            (journal, _, Some(session)) => store.append_counting_session(journal, &recorded, session),
            (journal, Some(session), None) => store.append_timed_session(journal, &recorded, session),
            (Some(journal), None, None) => store.append_session(journal, &recorded),
            (None, None, None) => store.append(&recorded),
        };
        saved.map_err(|error| SaveError { error, answers: recorded.len(), journal: kept })
    }
}

/// Why a session's answers could not be saved, and what became of them.
#[derive(Debug)]
pub struct SaveError {
    /// What went wrong.
    pub error: StoreError,
    /// The answers that were not saved.
    pub answers: usize,
    /// The session's journal and how many answers it holds on disk, to be recovered by the next
    /// save: `None` when the session had none.
    pub journal: Option<(PathBuf, usize)>,
}

impl SaveError {
    /// What was not saved and what became of it, in `lang` (what the system said quoted as it
    /// said it).
    pub fn words_in(&self, lang: Lang) -> String {
        let n = self.answers;
        if n == 0 {
            // Only the journal of a session without answers was to be deleted.
            return self.error.words_in(lang);
        }
        let error = self.error.words_in(lang);
        let answers = Arg::Int(n as u64);
        let mut words =
            lang.text("practice-not-saved", &[("answers", answers), ("error", Arg::Text(&error))]);
        // Only answers the journal holds on disk can be recovered.
        let after = match &self.journal {
            Some((path, held)) if *held >= n => {
                let path = path.display().to_string();
                lang.text("practice-not-saved-all-kept", &[("answers", answers), ("path", Arg::Text(&path))])
            }
            Some((path, held)) if *held > 0 => {
                let path = path.display().to_string();
                let (held, lost) = (Arg::Int(*held as u64), Arg::Int((n - held) as u64));
                lang.text(
                    "practice-not-saved-some-kept",
                    &[("held", held), ("path", Arg::Text(&path)), ("lost", lost)],
                )
            }
            _ => lang.text("practice-not-saved-lost", &[("answers", answers)]),
        };
        words.push_str(&after);
        words
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for SaveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::coach::drill::Library;
    use crate::coach::drill::session::{DrillRun, SessionOptions, Step};
    use crate::coach::learner::Changes;
    use crate::coach::learner::learning_path::PATHS;

    const NOW: u64 = 1_764_460_800;

    /// A session of `count` questions of hand-totals at the book table stepped as a page steps
    /// it, each answer right but those of `missed`, in `seconds`, kept as the terminal keeps it.
    fn stepped(
        options: SessionOptions,
        missed: &[usize],
        seconds: u64,
        answers: &mut SessionAnswers,
    ) -> Summary {
        let library = Library::shipped().unwrap();
        let drill = library.get("hand-totals").unwrap();
        let setting = Setting::preset("book").unwrap();
        let mut run = DrillRun::new(drill, &setting, options, None);
        loop {
            let line = match run.current() {
                Step::Done(summary) => {
                    let summary = summary.clone();
                    answers.ended(&summary, NOW);
                    return summary;
                }
                Step::Ask { n, question, .. } if missed.contains(&n) => {
                    format!("x{}", question.expected.right_answer())
                }
                Step::Ask { question, .. } => question.expected.right_answer(),
            };
            let record = run.answer(&line, Duration::from_secs(seconds)).unwrap();
            assert!(answers.record(record.answer_record("hand-totals", "book", NOW)).is_none());
        }
    }

    #[test]
    fn a_stepped_session_is_journaled_as_it_goes_and_saved_at_its_end() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let mut answers = SessionAnswers::new();
        answers.start_journal(&store, NOW).unwrap();
        let summary = stepped(SessionOptions { count: 4, seed: 9, limit: None }, &[2], 2, &mut answers);
        // Four answers and the miss asked once more, each on its line of the journal before the save.
        assert_eq!(answers.recorded.len(), 5);
        let journal = answers.journal.as_ref().unwrap().path().to_path_buf();
        assert_eq!(std::fs::read_to_string(&journal).unwrap().lines().count(), 5);
        assert_eq!((summary.answered, summary.correct), (4, 3));
        assert_eq!(answers.timed, None);
        assert_eq!(answers.save(&store).unwrap(), Vec::new());
        assert!(!journal.exists());
        // Four questions answered, the one missed retried once: counted apart.
        let standing = store.read().unwrap().standing;
        assert_eq!(standing.answers(Some("hand-totals")), 4);
        assert_eq!(standing.retries(Some("hand-totals")).asked, 1);
    }

    #[test]
    fn a_timed_session_is_saved_with_its_streak_for_personal_bests() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let mut answers = SessionAnswers::new();
        let timed = SessionOptions { count: 10, seed: 3, limit: Some(Duration::from_secs(8)) };
        stepped(timed, &[], 1, &mut answers);
        let kept = answers.timed.clone().unwrap();
        assert_eq!(
            (kept.limit_ms, kept.answers, kept.correct, kept.best_streak, kept.at),
            (8000, 10, 10, 10, NOW)
        );
        // Without a journal, the answers are saved from memory.
        answers.save(&store).unwrap();
        let standing = store.read().unwrap().standing;
        assert_eq!(standing.bests(Some("hand-totals")), [&kept]);
    }

    #[test]
    fn a_sessions_answers_and_schedule_can_be_kept_in_a_servers_shared_state() {
        fn assert_send<T: Send>() {}
        assert_send::<SessionAnswers>();
        assert_send::<Box<dyn Chooser>>();
        assert_send::<SaveError>();
    }

    #[test]
    fn a_session_without_answers_saves_nothing_and_deletes_its_journal() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let mut answers = SessionAnswers::new();
        answers.start_journal(&store, NOW).unwrap();
        let journal = answers.journal.as_ref().unwrap().path().to_path_buf();
        assert!(journal.exists());
        answers.save(&store).unwrap();
        assert!(!journal.exists());
        assert_eq!(store.read().unwrap().standing.answers(None), 0);
    }

    #[test]
    fn a_failed_save_says_which_answers_its_journal_keeps() {
        let failed = |answers, journal| {
            let error = StoreError::Io { path: "p.db".into(), source: std::io::Error::other("disk full") };
            SaveError { error, answers, journal }.to_string()
        };
        let j = |held| Some((PathBuf::from("j.jsonl"), held));
        assert_eq!(
            failed(3, j(3)),
            "your 3 answers of this session could not be saved: p.db: disk full; they are all in j.jsonl and will be recovered next time"
        );
        assert_eq!(
            failed(3, j(2)),
            "your 3 answers of this session could not be saved: p.db: disk full; 2 of them are in j.jsonl and will be recovered next time, the other one is lost"
        );
        assert_eq!(
            failed(1, None),
            "your 1 answer of this session could not be saved: p.db: disk full; it is lost"
        );
        let failed_in = |lang, answers, journal| {
            let error = StoreError::Io { path: "p.db".into(), source: std::io::Error::other("disk full") };
            SaveError { error, answers, journal }.words_in(lang)
        };
        assert_eq!(
            failed_in(Lang::Fr, 3, j(2)),
            "vos 3 réponses de cette séance n'ont pas pu être enregistrées : p.db: disk full ; 2 d'entre elles sont dans j.jsonl et seront récupérées la prochaine fois, l'autre est perdue"
        );
        assert_eq!(
            failed_in(Lang::It, 1, j(1)),
            "la tua risposta di questa sessione non si è potuta salvare: p.db: disk full; è in j.jsonl e sarà recuperata la prossima volta"
        );
        assert_eq!(
            failed_in(Lang::Fr, 4, None),
            "vos 4 réponses de cette séance n'ont pas pu être enregistrées : p.db: disk full ; elles sont perdues"
        );
    }

    fn answer(drill: &str, key: &str, correct: bool) -> AnswerRecord {
        AnswerRecord {
            drill: drill.into(),
            table: "book".into(),
            key: key.into(),
            correct,
            at: NOW - 86_400,
            ..AnswerRecord::sample()
        }
    }

    #[test]
    fn a_weak_focus_with_nothing_to_focus_on_says_why_it_deals_as_usual() {
        let library = Library::shipped().unwrap();
        let drill = library.get("hand-totals").unwrap();
        let setting = Setting::preset("book").unwrap();
        let mut before = Standing::default();
        let (plan, note) = plan_for(Focus::Weak, &setting, &before, drill);
        assert!(plan.is_none());
        assert_eq!(
            note.unwrap().to_string(),
            "no answers saved at `book` yet, so nothing to focus on: the drill deals as usual"
        );
        assert!(plan_for(Focus::Mixed, &setting, &before, drill).1.is_none());
        before.add(&answer("hand-totals", "total hard 12 2 cards", true));
        let (plan, note) = plan_for(Focus::Weak, &setting, &before, drill);
        assert!(plan.is_some());
        assert_eq!(
            note.unwrap().to_string(),
            "nothing in `hand-totals` at `book` was missed lately: the drill deals as usual"
        );
        // A miss of this drill is something to focus on.
        before.add(&answer("hand-totals", "total soft 17 2 cards", false));
        assert!(plan_for(Focus::Weak, &setting, &before, drill).1.is_none());
        // Said in French and Italian too, the names as they are typed.
        let due = FocusNote::NothingDue { drill: "hand-totals".into(), table: "book".into() };
        assert_eq!(
            due.words_in(Lang::Fr),
            "rien dans `hand-totals` à `book` n'est encore à revoir (le souvenir prévu de chaque élément est de 90\u{a0}% ou plus) : l'exercice distribue comme d'habitude"
        );
        assert!(due.to_string().contains("predicted recall is 90% or more"), "{due}");
        let saved = FocusNote::NothingSaved { table: "book".into() };
        assert!(saved.words_in(Lang::It).starts_with("ancora nessuna risposta salvata a `book`"));
    }

    #[test]
    fn a_chart_cell_missed_in_any_drill_is_weak_in_every_drill_that_deals_it() {
        // Missed in the strategy drill: the hard-hands drill, never practised, deals it, so its
        // weak focus has something to work on and asks it first; the soft-hands drill does not.
        let library = Library::shipped().unwrap();
        let setting = Setting::preset("book").unwrap();
        let mut before = Standing::default();
        before.add(&answer("strategy", "play hard 16 v ten", false));
        before.add(&answer("strategy", "play soft 18 v 9", true));
        let hard = library.get("hard-decisions").unwrap();
        let (plan, note) = plan_for(Focus::Weak, &setting, &before, hard);
        assert_eq!(note, None);
        let mut plan = plan.unwrap();
        let keys = hard.aimed_keys(&setting).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
        let first = plan.choose(&keys, &mut rng).map(|i| keys[i].as_str());
        assert_eq!(first, Some("play hard 16 v ten"));
        let soft = library.get("soft-decisions").unwrap();
        let (_, note) = plan_for(Focus::Weak, &setting, &before, soft);
        assert_eq!(
            note,
            Some(FocusNote::NothingMissed { drill: "soft-decisions".into(), table: "book".into() })
        );
    }

    #[test]
    fn what_a_session_changed_is_what_its_answers_change_on_the_path_and_the_leak() {
        let setting = Setting::preset("book").unwrap();
        let chart = setting.chart.as_ref().unwrap();
        let earlier = [answer("hand-totals", "total hard 12 2 cards", true)];
        // Forty right totals in time master the first stage and open the second; a hard 16
        // against a ten stood on is a leak.
        let mut new: Vec<AnswerRecord> = (0..40)
            .map(|i| AnswerRecord {
                at: NOW,
                ..answer("hand-totals", &format!("total hard {} 2 cards", 4 + i % 17), true)
            })
            .collect();
        new.push(AnswerRecord {
            answer: "s".into(),
            correct: false,
            cost_percent: Some(4.2),
            at: NOW,
            ..AnswerRecord::sample()
        });
        let mut before = Standing::default();
        // Nothing saved before: nothing to compare.
        assert_eq!(Changes::after_session(&before, &setting.rules, Some(chart), &new, NOW), None);
        for a in &earlier {
            before.add(a);
        }
        assert_eq!(Changes::after_session(&before, &setting.rules, Some(chart), &[], NOW), None);
        // Checked against the changes worked out from the answers themselves, not the standing.
        let changes = Changes::after_session(&before, &setting.rules, Some(chart), &new, NOW).unwrap();
        let from_answers = Changes::between(&PATHS[0], &earlier, &new, &setting.rules, Some(chart), NOW);
        assert_eq!(changes, from_answers);
        assert_eq!(
            (changes.mastered.as_slice(), changes.unlocked.as_slice()),
            (["Count hands"].as_slice(), ["Spot soft hands"].as_slice())
        );
        let (was, is) = changes.leak.unwrap();
        assert!(is > was, "{was} {is}");
    }
}
