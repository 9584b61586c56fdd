//! The learning path: stages of drills that unlock by mastery, in the order the book advises
//! (count totals, spot soft hands, hit and stand before double and split), or with splits first.
//! Mastered stages come back for a re-test after a while, so a skill that fades is caught.

use crate::coach::learner::record::AnswerRecord;

/// How many recent answers of a stage judge its mastery.
pub const MASTERY_WINDOW: usize = 40;
/// The share of those answers that must be right within the stage's time, in percent.
pub const MASTERY_ACCURACY_PERCENT: usize = 95;
/// A mastered stage not practised for this long is due for a re-test.
pub const RETEST_AFTER_SECS: u64 = 7 * 24 * 3600;

/// One stage of a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stage {
    /// Its name.
    pub name: &'static str,
    /// The drills practised in it.
    pub drills: &'static [&'static str],
    /// The time each answer may take to count towards mastery, in seconds: the pace of
    /// `bjcoach drill NAME --timed SECONDS`, where a later answer is a miss too.
    pub seconds: u64,
}

impl Stage {
    /// The time each answer may take to count towards mastery.
    pub const fn limit_ms(&self) -> u64 {
        self.seconds * 1000
    }
}

/// A learning path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearningPath {
    /// Its id (`book`, `splits-first`).
    pub id: &'static str,
    /// What it is.
    pub about: &'static str,
    /// Its stages, in order.
    pub stages: &'static [Stage],
}

// The times: a total or a play is recalled at a glance (4 to 5 s); choosing a set of actions
// takes longer (6 s); settling chips and working out the chance of a ten are sums (10 to 15 s).
const COUNT: Stage = Stage { name: "Count hands", drills: &["hand-totals"], seconds: 4 };
const SOFT: Stage = Stage { name: "Spot soft hands", drills: &["soft-hands", "naturals"], seconds: 4 };
const DEALER: Stage =
    Stage { name: "Know the dealer's rule", drills: &["dealer-play", "table-rules"], seconds: 5 };
const HIT_STAND: Stage =
    Stage { name: "Hit or stand", drills: &["hard-decisions", "soft-decisions"], seconds: 5 };
const DOUBLE: Stage = Stage { name: "Double", drills: &["double-decisions", "legal-moves"], seconds: 6 };
const SPLIT: Stage = Stage { name: "Split", drills: &["split-decisions"], seconds: 5 };
const SURRENDER: Stage =
    Stage { name: "Surrender and insurance", drills: &["surrender-decisions", "insurance"], seconds: 15 };
const MONEY: Stage = Stage { name: "Settle the bets", drills: &["payouts", "catch-the-dealer"], seconds: 10 };
const ALL: Stage = Stage { name: "Play it all", drills: &["strategy", "contrasts"], seconds: 5 };

/// The paths offered.
pub const PATHS: [LearningPath; 2] = [
    LearningPath {
        id: "book",
        about: "the book's order: count totals, spot soft hands, hit and stand, then double and split",
        stages: &[COUNT, SOFT, DEALER, HIT_STAND, DOUBLE, SPLIT, SURRENDER, MONEY, ALL],
    },
    LearningPath {
        id: "splits-first",
        about: "pairs early: count totals, then splits before hit and stand",
        stages: &[COUNT, SOFT, DEALER, SPLIT, HIT_STAND, DOUBLE, SURRENDER, MONEY, ALL],
    },
];

/// A path by id.
pub fn path(id: &str) -> Option<&'static LearningPath> {
    PATHS.iter().find(|p| p.id == id)
}

/// Where a learner stands on one stage.
#[derive(Debug, Clone, PartialEq)]
pub struct StageStatus {
    /// The stage.
    pub stage: &'static Stage,
    /// Open to practise (the first stage, or every stage before it mastered).
    pub unlocked: bool,
    /// Mastered: enough of the last answers are right within the stage's time.
    pub mastered: bool,
    /// Answers given in the stage's drills.
    pub answers: usize,
    /// The share of the last [`MASTERY_WINDOW`] answers that are right within the stage's time,
    /// in percent.
    pub recent_accuracy_percent: Option<f64>,
    /// Median answer time over the same answers.
    pub recent_median_ms: Option<u64>,
    /// Mastered but not practised for [`RETEST_AFTER_SECS`]: time for a re-test.
    pub due_for_retest: bool,
}

/// What the path needs of one drill's answers: how many, the latest moment, and the last
/// [`MASTERY_WINDOW`] answers, so that no stage reads the whole history.
#[derive(Debug, Clone, PartialEq, Default, serde::Serialize, serde::Deserialize)]
pub struct DrillRecent {
    /// Answers given.
    pub answers: usize,
    /// The latest moment of an answer (seconds since 1970-01-01 UTC).
    pub last_at: Option<u64>,
    /// The last answers, oldest first: their place in the whole history, whether right, and
    /// their time in milliseconds.
    pub recent: std::collections::VecDeque<(u64, bool, Option<u64>)>,
}

impl DrillRecent {
    /// Adds the answer at place `seq` of the history.
    pub fn add(&mut self, seq: u64, answer: &AnswerRecord) {
        self.answers += 1;
        self.last_at = Some(self.last_at.map_or(answer.at, |t| t.max(answer.at)));
        self.recent.push_back((seq, answer.correct, answer.response_ms));
        while self.recent.len() > MASTERY_WINDOW {
            self.recent.pop_front();
        }
    }
}

/// The status of every stage of a path after these answers, at time `now` (seconds since 1970).
pub fn status(path: &'static LearningPath, answers: &[AnswerRecord], now: u64) -> Vec<StageStatus> {
    let mut drills: std::collections::HashMap<String, DrillRecent> = std::collections::HashMap::new();
    for (seq, a) in answers.iter().enumerate() {
        drills.entry(a.drill.clone()).or_default().add(seq as u64, a);
    }
    status_of(path, |d| drills.get(d), now)
}

/// The status of every stage of a path, from what each drill's answers were (`drill` gives a
/// drill's, if it has any), at time `now`.
pub fn status_of<'a>(
    path: &'static LearningPath,
    drill: impl Fn(&str) -> Option<&'a DrillRecent>,
    now: u64,
) -> Vec<StageStatus> {
    let mut all_before_mastered = true;
    path.stages
        .iter()
        .map(|stage| {
            let mine: Vec<&DrillRecent> = stage.drills.iter().filter_map(|d| drill(d)).collect();
            let mut recent: Vec<(u64, bool, Option<u64>)> =
                mine.iter().flat_map(|d| d.recent.iter().copied()).collect();
            recent.sort_by_key(|r| r.0);
            let recent = &recent[recent.len().saturating_sub(MASTERY_WINDOW)..];
            // The rule of a timed session: an answer counts only when right and in time (an
            // answer of unknown time is not known to be in time).
            let right = recent.iter().filter(|a| a.1 && a.2.is_some_and(|ms| ms <= stage.limit_ms())).count();
            let mut times: Vec<u64> = recent.iter().filter_map(|a| a.2).collect();
            times.sort_unstable();
            let median = (!times.is_empty()).then(|| times[times.len() / 2]);
            let full = recent.len() >= MASTERY_WINDOW;
            let mastered = full && right * 100 >= MASTERY_ACCURACY_PERCENT * recent.len();
            let last = mine.iter().filter_map(|d| d.last_at).max();
            let unlocked = all_before_mastered;
            all_before_mastered &= mastered;
            StageStatus {
                stage,
                unlocked,
                mastered,
                answers: mine.iter().map(|d| d.answers).sum(),
                recent_accuracy_percent: (!recent.is_empty())
                    .then(|| right as f64 * 100.0 / recent.len() as f64),
                recent_median_ms: median,
                due_for_retest: mastered && last.is_some_and(|t| now.saturating_sub(t) >= RETEST_AFTER_SECS),
            }
        })
        .collect()
}

/// The drills to practise next on this path: a stage due for a re-test first, else the first
/// unlocked stage not yet mastered; `None` when every stage is mastered and fresh.
pub fn next_stage(statuses: &[StageStatus]) -> Option<&StageStatus> {
    statuses.iter().find(|s| s.due_for_retest).or_else(|| statuses.iter().find(|s| s.unlocked && !s.mastered))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(drill: &str, correct: bool, ms: u64, at: u64) -> AnswerRecord {
        AnswerRecord { drill: drill.into(), correct, response_ms: Some(ms), at, ..AnswerRecord::sample() }
    }

    #[test]
    fn only_the_first_stage_is_open_at_the_start() {
        let book = path("book").unwrap();
        let s = status(book, &[], 0);
        assert!(s[0].unlocked && !s[0].mastered);
        assert!(s[1..].iter().all(|st| !st.unlocked));
        assert_eq!(next_stage(&s).unwrap().stage.name, "Count hands");
    }

    #[test]
    fn mastery_needs_accuracy_speed_and_enough_answers() {
        let book = path("book").unwrap();
        // 39 right answers: not enough yet.
        let fast: Vec<_> = (0..39).map(|i| answer("hand-totals", true, 1500, i)).collect();
        assert!(!status(book, &fast, 100)[0].mastered);
        // 40 with two wrong: exactly 95 %.
        let mut ok = fast.clone();
        ok.push(answer("hand-totals", true, 1500, 40));
        ok[3].correct = false;
        ok[7].correct = false;
        let s = status(book, &ok, 100);
        assert!(s[0].mastered, "{:?}", s[0]);
        assert!(s[1].unlocked && !s[2].unlocked);
        // Three wrong: 92.5 %, not mastered.
        ok[9].correct = false;
        assert!(!status(book, &ok, 100)[0].mastered);
        // Right but slow: not mastered.
        let slow: Vec<_> = (0..40).map(|i| answer("hand-totals", true, 5000, i)).collect();
        assert!(!status(book, &slow, 100)[0].mastered);
        // The stage's time is the bar for each answer: three answers a little over it are three
        // misses, as in a session timed at that pace, however quick the others.
        let mut late = ok.clone();
        late[9].correct = true;
        for i in [1, 2, 5] {
            late[i].response_ms = Some(book.stages[0].limit_ms() + 1);
        }
        let s = status(book, &late, 100);
        assert!(!s[0].mastered, "{:?}", s[0]);
        assert_eq!(s[0].recent_accuracy_percent, Some(87.5));
        late[5].response_ms = Some(book.stages[0].limit_ms());
        assert!(!status(book, &late, 100)[0].mastered);
        late[2].response_ms = Some(1000);
        late[1].response_ms = Some(1000);
        assert!(status(book, &late, 100)[0].mastered);
    }

    #[test]
    fn a_mastered_stage_comes_back_for_a_retest() {
        let book = path("book").unwrap();
        let done: Vec<_> = (0..40).map(|i| answer("hand-totals", true, 1000, i)).collect();
        let soon = status(book, &done, 100);
        assert!(!soon[0].due_for_retest);
        assert_eq!(next_stage(&soon).unwrap().stage.name, "Spot soft hands");
        let later = status(book, &done, 40 + RETEST_AFTER_SECS);
        assert!(later[0].due_for_retest);
        assert_eq!(next_stage(&later).unwrap().stage.name, "Count hands");
    }

    #[test]
    fn the_splits_first_path_puts_splits_before_hit_and_stand() {
        let p = path("splits-first").unwrap();
        let names: Vec<_> = p.stages.iter().map(|s| s.name).collect();
        let split = names.iter().position(|n| *n == "Split").unwrap();
        let hit = names.iter().position(|n| *n == "Hit or stand").unwrap();
        assert!(split < hit);
    }
}
