//! The learning path: stages of drills that unlock by mastery, in the order the book advises
//! (count totals, spot soft hands, hit and stand before double and split), or with splits first.
//! Mastered stages come back for a re-test after a while, so a skill that fades is caught.
//! A stage is learnt at a table, but a skill the table does not change counts wherever it holds
//! ([`Stage::counts_answers_from`]).

use crate::coach::learner::record::AnswerRecord;
use crate::game::rules::{Insurance, TableRules};
use crate::lang::{Arg, Lang};

/// How many recent answers of a stage judge its mastery.
pub const MASTERY_WINDOW: usize = 40;
/// The share of those answers that must be right within the stage's time, in percent.
pub const MASTERY_ACCURACY_PERCENT: usize = 95;
/// A mastered stage not practised for this long is due for a re-test.
pub const RETEST_AFTER_SECS: u64 = 7 * 24 * 3600;

/// Which tables' answers count toward a stage at a table: those where its questions have the
/// same right answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sharing {
    /// Every table's: a hand's total is the same at any table.
    EveryTable,
    /// Those of tables that pay a natural and a 21 after a split alike: telling a soft hand
    /// from a hard one is the same everywhere, and a natural's answer is its payout.
    SamePayouts,
    /// Those of tables that settle bets alike: the payouts, the dealer's fouls to catch (a soft
    /// 17 he must hit, a bet a no-hole-card natural takes) and the bets offered to settle
    /// (surrender, insurance).
    SameSettlement,
    /// Those of tables whose shoe holds as many decks: a tray is read against the shoe's height.
    SameDecks,
    /// This table's alone: its dealer's rule, its rules quiz, its chart and what a hand may do.
    ThisTable,
}

impl Sharing {
    /// Which tables, in words, for a sentence that lists the shared stages; `None` for
    /// [`Sharing::ThisTable`].
    pub fn words(self) -> Option<String> {
        self.words_in(Lang::En)
    }

    /// [`Sharing::words`] in `lang`.
    pub fn words_in(self, lang: Lang) -> Option<String> {
        let id = match self {
            Sharing::EveryTable => "path-sharing-every-table",
            Sharing::SamePayouts => "path-sharing-same-payouts",
            Sharing::SameSettlement => "path-sharing-same-settlement",
            Sharing::SameDecks => "path-sharing-same-decks",
            Sharing::ThisTable => return None,
        };
        Some(lang.text(id, &[]))
    }
}

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
    /// Which tables' answers count toward it.
    pub sharing: Sharing,
}

/// The word a placement answer's key starts with: `placed STAGE-ID KEY`, its stage by
/// [`Stage::id`].
pub const PLACED: &str = "placed";

/// What a stage marked placed is, said under the path where one is, in `lang`.
pub fn placed_sentence_in(lang: Lang) -> String {
    lang.text("path-placed", &[])
}

/// The drill whose answers place a learner on the path (`drills/placement.yaml`).
pub const PLACEMENT_DRILL: &str = "placement";

impl Stage {
    /// Its id, as a placement answer's key names it: its name in lower case, words joined by `-`
    /// (`know-the-dealers-rule`).
    pub fn id(&self) -> String {
        let words: String =
            self.name.chars().filter(|c| *c != '\'').map(|c| c.to_ascii_lowercase()).collect();
        words
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("-")
    }

    /// The time each answer may take to count towards mastery.
    pub const fn limit_ms(&self) -> u64 {
        self.seconds * 1000
    }

    /// Whether answers given at `other` count toward this stage at `table`: the one place that
    /// says which stages are shared between tables (see [`Sharing`]).
    pub fn counts_answers_from(&self, table: &TableRules, other: &TableRules) -> bool {
        table.id == other.id
            || match self.sharing {
                Sharing::EveryTable => true,
                Sharing::SamePayouts => pay_alike(table, other),
                Sharing::SameSettlement => settle_alike(table, other),
                Sharing::SameDecks => table.decks == other.decks,
                Sharing::ThisTable => false,
            }
    }

    /// Whether answers given at the table named `answered_at` count toward this stage at
    /// `table`, the table named found by `rules_of` (a preset); a table it does not know (a
    /// table file's) shares only the stages of every table.
    pub fn counts_answers_at(
        &self,
        table: &TableRules,
        answered_at: &str,
        rules_of: impl Fn(&str) -> Option<TableRules>,
    ) -> bool {
        answered_at == table.id
            || self.sharing == Sharing::EveryTable
            || rules_of(answered_at).is_some_and(|other| self.counts_answers_from(table, &other))
    }
}

/// Do two tables pay a natural and a 21 after a split alike?
fn pay_alike(a: &TableRules, b: &TableRules) -> bool {
    a.blackjack_pays == b.blackjack_pays && a.split_21 == b.split_21
}

/// Do two tables settle bets alike: the same payouts, the same losses to a dealer's natural, the
/// same soft-17 rule for the dealer, and the same bets offered to settle?
fn settle_alike(a: &TableRules, b: &TableRules) -> bool {
    pay_alike(a, b)
        && a.hole_card == b.hole_card
        && a.enhc_blackjack_takes == b.enhc_blackjack_takes
        && a.dealer_soft_17 == b.dealer_soft_17
        && a.surrender == b.surrender
        && (a.insurance == Insurance::None) == (b.insurance == Insurance::None)
}

/// A learning path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearningPath {
    /// Its id (`book`, `splits-first`).
    pub id: &'static str,
    /// Its stages, in order.
    pub stages: &'static [Stage],
}

// The times: a total or a play is recalled at a glance (4 to 5 s); choosing a set of actions
// takes longer (6 s); settling chips and working out the chance of a ten are sums (10 to 15 s).
// What is shared: see [`Sharing`] and the table in ARCHITECTURE.md.
const COUNT: Stage =
    Stage { name: "Count hands", drills: &["hand-totals"], seconds: 4, sharing: Sharing::EveryTable };
const SOFT: Stage = Stage {
    name: "Spot soft hands",
    drills: &["soft-hands", "naturals"],
    seconds: 4,
    sharing: Sharing::SamePayouts,
};
const DEALER: Stage = Stage {
    name: "Know the dealer's rule",
    drills: &["dealer-play", "table-rules"],
    seconds: 5,
    sharing: Sharing::ThisTable,
};
const HIT_STAND: Stage = Stage {
    name: "Hit or stand",
    drills: &["hard-decisions", "soft-decisions"],
    seconds: 5,
    sharing: Sharing::ThisTable,
};
const DOUBLE: Stage = Stage {
    name: "Double",
    drills: &["double-decisions", "legal-moves"],
    seconds: 6,
    sharing: Sharing::ThisTable,
};
const SPLIT: Stage =
    Stage { name: "Split", drills: &["split-decisions"], seconds: 5, sharing: Sharing::ThisTable };
const SURRENDER: Stage = Stage {
    name: "Surrender and insurance",
    drills: &["surrender-decisions", "insurance"],
    seconds: 15,
    sharing: Sharing::ThisTable,
};
const MONEY: Stage = Stage {
    name: "Settle the bets",
    drills: &["payouts", "catch-the-dealer"],
    seconds: 10,
    sharing: Sharing::SameSettlement,
};
const ALL: Stage = Stage {
    name: "Play it all",
    drills: &["strategy", "contrasts"],
    seconds: 5,
    sharing: Sharing::ThisTable,
};

// The counting stages, in the order a counter learns them: keep the running count, turn it into a
// true count, bet by it, then play by it. A round's count is said as fast as a total once the cards
// have gone by (5 s); a true count is a division (8 s); a bet is a true count and a step of the
// ramp (8 s); an index play is a chart play with the count beside it (6 s). A running count is the
// same at every table of as many decks (an unbalanced count starts from the decks), a true count
// divides by them; a bet follows this table's minimum and maximum, an index play its rules.
const RUNNING: Stage = Stage {
    name: "Keep the running count",
    drills: &["running-count"],
    seconds: 5,
    sharing: Sharing::SameDecks,
};
const TRUE_COUNT: Stage =
    Stage { name: "Find the true count", drills: &["true-count"], seconds: 8, sharing: Sharing::SameDecks };
const BET: Stage =
    Stage { name: "Bet by the count", drills: &["bet"], seconds: 8, sharing: Sharing::ThisTable };
const INDEX: Stage =
    Stage { name: "Play by the count", drills: &["deviations"], seconds: 6, sharing: Sharing::ThisTable };

// A tray is read at a glance, then said: the answer comes as fast as a total's. The mastery rule
// is every stage's (see `status_of`): the last answers right within the time, a tray being right
// when read to the half deck as a true count divides by it.
const TRAY: Stage = Stage {
    name: "Estimate the decks",
    drills: &["deck-estimation"],
    seconds: 5,
    sharing: Sharing::SameDecks,
};

// A countdown's time is the whole deck's, from its first card to the answer (a deck less 1 to 12
// cards): within 45 s is under a second a card. The mastery rule is every stage's: the last
// answers right within the time. A deck counts alike at every table.
const COUNTDOWN: Stage = Stage {
    name: "Count down a deck",
    drills: &["deck-countdown"],
    seconds: 45,
    sharing: Sharing::EveryTable,
};

// Counting in play puts the counting stages together at the table's pace, the count hidden: its
// answers are the count checks of a hidden session of play (`play --count hi-lo --hidden`), the
// running count after the round and the true count read from the tray. Both are said as the
// cards are cleared away: within 8 s, a true count's time. The count checks carry their counts
// like the counting drills' (a running count the same at every table of as many decks).
const HIDDEN: Stage = Stage {
    name: "Keep the count in play",
    drills: &[crate::coach::learner::record::HIDDEN_COUNT_DRILL],
    seconds: 8,
    sharing: Sharing::SameDecks,
};

/// The paths offered.
pub const PATHS: [LearningPath; 2] = [
    LearningPath {
        id: "book",
        stages: &[
            COUNT, SOFT, DEALER, HIT_STAND, DOUBLE, SPLIT, SURRENDER, MONEY, ALL, RUNNING, TRUE_COUNT, BET,
            INDEX, TRAY, COUNTDOWN, HIDDEN,
        ],
    },
    LearningPath {
        id: "splits-first",
        stages: &[
            COUNT, SOFT, DEALER, SPLIT, HIT_STAND, DOUBLE, SURRENDER, MONEY, ALL, RUNNING, TRUE_COUNT, BET,
            INDEX, TRAY, COUNTDOWN, HIDDEN,
        ],
    },
];

impl LearningPath {
    /// What it is, in English: `the book's order: count totals, ...`.
    pub fn about(&self) -> String {
        self.about_in(Lang::En)
    }

    /// What it is, in `lang`.
    pub fn about_in(&self, lang: Lang) -> String {
        lang.text(&format!("path-about-{}", self.id), &[])
    }

    /// Which of its stages count answers given at other tables, in one sentence (the stats and
    /// the progress page say it under the path); `None` when none does.
    pub fn sharing_sentence(&self) -> Option<String> {
        self.sharing_sentence_in(Lang::En)
    }

    /// [`LearningPath::sharing_sentence`] in `lang`, each stage by its name in `lang`.
    pub fn sharing_sentence_in(&self, lang: Lang) -> Option<String> {
        // The stages shared alike are named together, in the order their first one comes.
        let mut groups: Vec<(String, Vec<String>)> = Vec::new();
        for stage in self.stages {
            let Some(words) = stage.sharing.words_in(lang) else { continue };
            let name = super::stage_name_in(stage.name, lang);
            match groups.iter_mut().find(|(w, _)| *w == words) {
                Some((_, names)) => names.push(name),
                None => groups.push((words, vec![name])),
            }
        }
        let shared: Vec<String> =
            groups.iter().map(|(words, names)| format!("{} ({words})", and_list_in(names, lang))).collect();
        if shared.is_empty() {
            return None;
        }
        // Groups are parted by semicolons: a group's own list already holds "and".
        let list = shared.join(if lang == Lang::Fr { "\u{a0}; " } else { "; " });
        Some(lang.text("path-sharing", &[("list", Arg::Text(&list))]))
    }
}

/// `a`, `a and b`, `a, b and c` in `lang`: `a, b et c`.
fn and_list_in<S: AsRef<str>>(items: &[S], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
            let most = rest.join(", ");
            lang.text("drill-list-and", &[("most", Arg::Text(&most)), ("last", Arg::Text(last.as_ref()))])
        }
    }
}

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
    /// Counted as mastered because the latest placement's answers at it were all right, the
    /// learner's own answers at it being too few yet to judge it.
    pub placed: bool,
}

/// What the latest placement said of each stage it probed, per table it was taken at: the place
/// in the history of the stage's latest placement answer, and whether the answers of that
/// placement at the stage were all right. A placement asks a stage's questions one after the
/// other, so an answer that does not follow the stage's latest starts a new placement of it:
/// taking the test again replaces what it said.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Placements {
    by_table_and_stage: std::collections::HashMap<(String, String), (u64, bool)>,
}

impl Placements {
    /// Counts the answer at place `seq` of the history when it is a placement's first answer.
    pub fn add(&mut self, seq: u64, answer: &AnswerRecord) {
        if answer.drill != PLACEMENT_DRILL || !answer.counts() {
            return;
        }
        let mut words = answer.key.split(' ');
        let (Some(PLACED), Some(stage)) = (words.next(), words.next()) else { return };
        let key = (answer.table.clone(), stage.to_string());
        let all_right = match self.by_table_and_stage.get(&key) {
            Some(&(last, all_right)) if seq == last + 1 => all_right && answer.correct,
            _ => answer.correct,
        };
        self.by_table_and_stage.insert(key, (seq, all_right));
    }

    /// Whether the latest placement that counts toward `stage` at `table` (taken at a table whose
    /// answers count toward it, found by `rules_of`) passed it.
    pub fn passed(
        &self,
        stage: &Stage,
        table: &TableRules,
        rules_of: impl Fn(&str) -> Option<TableRules>,
    ) -> bool {
        let id = stage.id();
        self.by_table_and_stage
            .iter()
            .filter(|((at, s), _)| *s == id && stage.counts_answers_at(table, at, &rules_of))
            .max_by_key(|(_, (seq, _))| *seq)
            .is_some_and(|(_, (_, all_right))| *all_right)
    }

    /// The tables a placement was taken at.
    pub fn tables(&self) -> impl Iterator<Item = &str> {
        self.by_table_and_stage.keys().map(|(t, _)| t.as_str())
    }
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

/// The status of every stage of a path at `table` after these answers, each stage counting the
/// answers of the tables it shares ([`Stage::counts_answers_at`], other tables found by
/// `rules_of`), at time `now` (seconds since 1970).
pub fn status_at(
    path: &'static LearningPath,
    table: &TableRules,
    answers: &[AnswerRecord],
    rules_of: impl Fn(&str) -> Option<TableRules>,
    now: u64,
) -> Vec<StageStatus> {
    let mut drills: std::collections::HashMap<(String, String), DrillRecent> =
        std::collections::HashMap::new();
    let mut placements = Placements::default();
    // A retry keeps its place in the history, as the store numbers it, but is not counted.
    for (seq, a) in answers.iter().enumerate().filter(|(_, a)| a.counts()) {
        drills.entry((a.drill.clone(), a.table.clone())).or_default().add(seq as u64, a);
        placements.add(seq as u64, a);
    }
    status_of(
        path,
        |stage, drill| {
            drills
                .iter()
                .filter(|((d, at), _)| d == drill && stage.counts_answers_at(table, at, &rules_of))
                .map(|(_, r)| r)
                .collect()
        },
        |stage| placements.passed(stage, table, &rules_of),
        now,
    )
}

/// The status of every stage of a path, from what each drill's answers were: `counted` gives, for
/// a stage and one of its drills, the records of the drill's answers that count toward the stage
/// (one per table they were given at), and `placed` whether the latest placement passed a stage,
/// at time `now`. A stage passed at the placement counts as mastered until the learner's own
/// answers at it fill the window that judges it.
pub fn status_of<'a>(
    path: &'static LearningPath,
    counted: impl Fn(&'static Stage, &str) -> Vec<&'a DrillRecent>,
    placed: impl Fn(&'static Stage) -> bool,
    now: u64,
) -> Vec<StageStatus> {
    let mut all_before_mastered = true;
    path.stages
        .iter()
        .map(|stage| {
            let mine: Vec<&DrillRecent> = stage.drills.iter().flat_map(|d| counted(stage, d)).collect();
            let mut recent: Vec<(u64, bool, Option<u64>)> =
                mine.iter().flat_map(|d| d.recent.iter().copied()).collect();
            recent.sort_by_key(|r| r.0);
            let recent = &recent[recent.len().saturating_sub(MASTERY_WINDOW)..];
            // The rule of a timed session: an answer counts only when right and in time (an
            // answer of unknown time is not known to be in time).
            let right = recent.iter().filter(|a| a.1 && a.2.is_some_and(|ms| ms <= stage.limit_ms())).count();
            let mut times: Vec<u64> = recent.iter().filter_map(|a| a.2).collect();
            times.sort_unstable();
            // The median every figure takes: of an even count, the mean of the two middle times.
            let median = super::history::median(&times);
            let full = recent.len() >= MASTERY_WINDOW;
            let placed = !full && placed(stage);
            let mastered = placed || (full && right * 100 >= MASTERY_ACCURACY_PERCENT * recent.len());
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
                placed,
            }
        })
        .collect()
}

/// The drills to practise next on this path: a stage due for a re-test first, else the first
/// unlocked stage not yet mastered; `None` when every stage is mastered and fresh.
pub fn next_stage(statuses: &[StageStatus]) -> Option<&StageStatus> {
    statuses.iter().find(|s| s.due_for_retest).or_else(|| statuses.iter().find(|s| s.unlocked && !s.mastered))
}

/// Where a placement put the learner: the stages it passed, and the stage they start at with its
/// place on the path and the number of stages (`None` when no stage is left to practise).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Placed {
    /// The stages counted as mastered by the latest placement, in the path's order.
    pub passed: Vec<&'static str>,
    /// The stage to practise next, its place from 1 and the number of stages.
    pub start: Option<(&'static str, usize, usize)>,
}

impl Placed {
    /// Where the statuses of a path place the learner.
    pub fn of(statuses: &[StageStatus]) -> Placed {
        let passed = statuses.iter().filter(|s| s.placed).map(|s| s.stage.name).collect();
        let start = next_stage(statuses).and_then(|next| {
            let place = statuses.iter().position(|s| s.stage == next.stage)?;
            Some((next.stage.name, place + 1, statuses.len()))
        });
        Placed { passed, start }
    }

    /// The placement in sentences: the stages passed, then where the learner starts.
    pub fn lines(&self) -> Vec<String> {
        self.lines_in(Lang::En)
    }

    /// [`Placed::lines`] in `lang`, each stage by its name in `lang`.
    pub fn lines_in(&self, lang: Lang) -> Vec<String> {
        let passed = match self.passed.as_slice() {
            [] => lang.text("path-placement-none-passed", &[]),
            names => {
                let names: Vec<String> = names.iter().map(|n| super::stage_name_in(n, lang)).collect();
                let stages = and_list_in(&names, lang);
                lang.text("path-placement-passed", &[("stages", Arg::Text(&stages))])
            }
        };
        let start = match self.start {
            Some((name, place, of)) => {
                let stage = super::stage_name_in(name, lang);
                let args = [
                    ("stage", Arg::Text(&stage)),
                    ("place", Arg::Int(place as u64)),
                    ("of", Arg::Int(of as u64)),
                ];
                lang.text("path-placement-start", &args)
            }
            None => lang.text("path-placement-all-mastered", &[]),
        };
        vec![passed, start]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::record::HIDDEN_COUNT_DRILL;
    use crate::game::rules::{preset, preset_names};

    /// Where a placement put the learner, in English as it always was and in French and Italian
    /// with each stage by its name in the language.
    #[test]
    fn a_placement_is_said_in_each_language() {
        let placed = Placed {
            passed: vec!["Count hands", "Spot soft hands"],
            start: Some(("Know the dealer's rule", 3, 16)),
        };
        assert_eq!(
            placed.lines(),
            [
                "Passed at the placement: Count hands and Spot soft hands.",
                "You start at Know the dealer's rule (stage 3 of 16)."
            ]
        );
        assert_eq!(
            placed.lines_in(Lang::Fr),
            [
                "Réussies au test de placement : Compter les mains et Repérer les mains souples.",
                "Vous commencez à l'étape « Connaître la règle du croupier » (3 sur 16)."
            ]
        );
        let done = Placed { passed: vec![], start: None };
        assert_eq!(
            done.lines_in(Lang::It),
            [
                "Nessuna tappa superata al test di piazzamento.",
                "Hai padroneggiato ogni tappa del tuo percorso: esercitati su ciò che vuoi."
            ]
        );
    }

    /// The status at `table` from these answers, the other tables read as presets.
    fn status(path: &'static LearningPath, answers: &[AnswerRecord], now: u64) -> Vec<StageStatus> {
        status_at(path, &preset("book").unwrap(), answers, |t| preset(t).ok(), now)
    }

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
    fn the_counting_stages_follow_play_it_all_in_the_order_a_counter_learns() {
        for p in &PATHS {
            let names: Vec<&str> =
                p.stages.iter().skip_while(|s| s.name != "Play it all").map(|s| s.name).collect();
            assert_eq!(
                names,
                [
                    "Play it all",
                    "Keep the running count",
                    "Find the true count",
                    "Bet by the count",
                    "Play by the count",
                    "Estimate the decks",
                    "Count down a deck",
                    "Keep the count in play"
                ]
            );
        }
        // Each is mastered by its own drill's answers alone, within its own time.
        let book = path("book").unwrap();
        for (place, drill, seconds) in
            [(9, "running-count", 5), (10, "true-count", 8), (11, "bet", 8), (12, "deviations", 6)]
        {
            assert_eq!((book.stages[place].drills, book.stages[place].seconds), (&[drill][..], seconds));
            let at = |ms: u64, right: usize| -> Vec<AnswerRecord> {
                (0..40).map(|i| answer(drill, i < right, ms, i as u64)).collect()
            };
            let mastered = |answers: &[AnswerRecord]| status(book, answers, 100)[place].mastered;
            assert!(mastered(&at(seconds * 1000, 38)), "{drill}: 95% of 40 right in time");
            assert!(!mastered(&at(seconds * 1000, 37)), "{drill}");
            assert!(!mastered(&at(seconds * 1000 + 1, 40)), "{drill}: within {seconds} s");
            assert!(!mastered(&(0..40).map(|i| answer("strategy", true, 1000, i)).collect::<Vec<_>>()));
        }
    }

    #[test]
    fn deck_estimation_comes_after_the_counting_stages_and_is_mastered_as_every_stage_is() {
        for p in &PATHS {
            let place = p.stages.iter().position(|s| s.name == "Estimate the decks").unwrap();
            assert_eq!(p.stages[place].drills, &["deck-estimation"][..]);
            assert_eq!(p.stages[place - 1].name, "Play by the count");
        }
        assert_mastered_by("Estimate the decks", "deck-estimation", 5);
    }

    /// The stage `name` of the book's path is mastered by 95 % of the last 40 answers of `drill`
    /// right within `seconds`, and by no other drill's.
    fn assert_mastered_by(name: &str, drill: &str, seconds: u64) {
        let book = path("book").unwrap();
        let place = book.stages.iter().position(|s| s.name == name).unwrap();
        let at = |drill: &str, ms: u64, right: usize| -> Vec<AnswerRecord> {
            (0..40).map(|i| answer(drill, i < right, ms, i as u64)).collect()
        };
        let mastered = |answers: &[AnswerRecord]| status(book, answers, 100)[place].mastered;
        let limit = seconds * 1000;
        assert!(mastered(&at(drill, limit, 40)), "{name}");
        assert!(mastered(&at(drill, limit, 38)), "{name}: 95% of 40 right");
        assert!(!mastered(&at(drill, limit, 37)), "{name}");
        assert!(!mastered(&at(drill, limit + 1, 40)), "{name}: within {seconds} s");
        assert!(!mastered(&at("play", 1000, 40)), "{name}: play's decisions count for nothing");
    }

    #[test]
    fn the_countdown_comes_after_the_tray_and_is_mastered_within_its_time() {
        for p in &PATHS {
            let names: Vec<&str> = p.stages.iter().rev().take(3).map(|s| s.name).collect();
            assert_eq!(names, ["Keep the count in play", "Count down a deck", "Estimate the decks"]);
        }
        assert_mastered_by("Count down a deck", "deck-countdown", 45);
    }

    /// The last stage puts the count together at the table: the count checks of a hidden
    /// session of play, each within a true count's time.
    #[test]
    fn the_count_kept_in_play_is_the_last_stage_mastered_by_the_checks_of_a_hidden_session() {
        for p in &PATHS {
            let last = p.stages.last().unwrap();
            assert_eq!((last.name, last.drills), ("Keep the count in play", &[HIDDEN_COUNT_DRILL][..]));
        }
        assert_mastered_by("Keep the count in play", HIDDEN_COUNT_DRILL, 8);
    }

    #[test]
    fn the_stages_shared_alike_are_named_together() {
        let sentence = path("book").unwrap().sharing_sentence().unwrap();
        assert!(
            sentence.contains(
                "Keep the running count, Find the true count, Estimate the decks and Keep the count in play \
                 (tables of as many decks)"
            ),
            "{sentence}"
        );
        assert!(
            sentence.starts_with(
                "Answers at other tables count toward Count hands and Count down a deck (every table); "
            ),
            "{sentence}"
        );
        assert_eq!(sentence.matches("(tables of as many decks)").count(), 1, "{sentence}");
    }

    #[test]
    fn the_splits_first_path_puts_splits_before_hit_and_stand() {
        let p = path("splits-first").unwrap();
        let names: Vec<_> = p.stages.iter().map(|s| s.name).collect();
        let split = names.iter().position(|n| *n == "Split").unwrap();
        let hit = names.iter().position(|n| *n == "Hit or stand").unwrap();
        assert!(split < hit);
    }

    #[test]
    fn a_stage_counts_the_answers_of_the_tables_where_its_answers_are_the_same() {
        let book = path("book").unwrap();
        let stage = |name: &str| book.stages.iter().find(|s| s.name == name).unwrap();
        let rules = |t: &str| preset(t).unwrap();
        for a in preset_names() {
            for b in preset_names() {
                let (ra, rb) = (rules(a), rules(b));
                let same = a == b;
                assert!(stage("Count hands").counts_answers_from(&ra, &rb));
                let pays = ra.blackjack_pays == rb.blackjack_pays && ra.split_21 == rb.split_21;
                assert_eq!(stage("Spot soft hands").counts_answers_from(&ra, &rb), same || pays);
                for table_bound in
                    ["Know the dealer's rule", "Hit or stand", "Double", "Split", "Play it all"]
                {
                    assert_eq!(stage(table_bound).counts_answers_from(&ra, &rb), same, "{a} {b}");
                }
                let trays = stage("Estimate the decks").counts_answers_from(&ra, &rb);
                assert_eq!(trays, same || ra.decks == rb.decks, "{a} {b}");
                // Shared both ways.
                for s in book.stages {
                    assert_eq!(s.counts_answers_from(&ra, &rb), s.counts_answers_from(&rb, &ra));
                }
            }
        }
        // The presets that settle bets alike: book, feral and quebec-s17 (a peek, no surrender,
        // the dealer standing on soft 17); not casino-fr (no hole card, surrender) nor quebec-h17.
        let money = stage("Settle the bets");
        assert!(money.counts_answers_from(&rules("book"), &rules("feral")));
        assert!(money.counts_answers_from(&rules("book"), &rules("quebec-s17")));
        assert!(!money.counts_answers_from(&rules("book"), &rules("casino-fr")));
        assert!(!money.counts_answers_from(&rules("quebec-s17"), &rules("quebec-h17")));
        // A table of one's own is not known by its name: it shares the stages of every table.
        let unknown = |_: &str| None;
        assert!(stage("Count hands").counts_answers_at(&rules("book"), "my-club", unknown));
        assert!(!stage("Spot soft hands").counts_answers_at(&rules("book"), "my-club", unknown));
    }

    #[test]
    fn hand_totals_mastered_at_one_table_are_mastered_at_every_table_but_the_chart_is_not() {
        let book = path("book").unwrap();
        let mut answers: Vec<_> = (0..40).map(|i| answer("hand-totals", true, 1500, i)).collect();
        answers.extend((0..40).map(|i| answer("hard-decisions", true, 1500, 100 + i)));
        for a in &mut answers {
            a.table = "book".into();
        }
        let at = |t: &str| status_at(book, &preset(t).unwrap(), &answers, |t| preset(t).ok(), 200);
        let (home, away) = (at("book"), at("casino-fr"));
        assert!(home[0].mastered && away[0].mastered);
        assert_eq!(away[0].answers, 40);
        let hit = book.stages.iter().position(|s| s.name == "Hit or stand").unwrap();
        assert_eq!((home[hit].answers, away[hit].answers), (40, 0));
        assert_eq!(next_stage(&away).unwrap().stage.name, "Spot soft hands");
    }

    /// A placement answer probing `stage`, right or not, at book.
    fn placed(stage: &str, correct: bool) -> AnswerRecord {
        AnswerRecord {
            drill: PLACEMENT_DRILL.into(),
            key: format!("{PLACED} {stage} total 12"),
            correct,
            table: "book".into(),
            ..AnswerRecord::sample()
        }
    }

    #[test]
    fn a_stage_passed_at_the_placement_counts_until_the_learners_own_answers_judge_it() {
        let book = path("book").unwrap();
        let mut answers = vec![placed("count-hands", true), placed("count-hands", true)];
        answers.extend([placed("spot-soft-hands", true), placed("spot-soft-hands", false)]);
        let s = status(book, &answers, 100);
        assert!(s[0].mastered && s[0].placed);
        assert!(!s[1].mastered && !s[1].placed && s[1].unlocked);
        assert_eq!(next_stage(&s).unwrap().stage.name, "Spot soft hands");
        // Taken again, the latest placement counts: the second stage passed, the first missed.
        answers.extend([placed("count-hands", false), placed("count-hands", true)]);
        answers.extend([placed("spot-soft-hands", true), placed("spot-soft-hands", true)]);
        let s = status(book, &answers, 100);
        assert!(!s[0].mastered && s[1].placed && s[1].mastered);
        assert_eq!(next_stage(&s).unwrap().stage.name, "Count hands");
        // The learner's own answers, a full window of them mostly wrong, say otherwise.
        answers.extend([placed("count-hands", true), placed("count-hands", true)]);
        assert!(status(book, &answers, 100)[0].placed);
        answers.extend((0..40).map(|i| answer("hand-totals", i % 2 == 0, 1000, i)));
        let s = status(book, &answers, 100);
        assert!(!s[0].mastered && !s[0].placed);
        assert_eq!(
            path("book").unwrap().stages.iter().map(Stage::id).take(3).collect::<Vec<_>>(),
            ["count-hands", "spot-soft-hands", "know-the-dealers-rule"]
        );
    }
}
