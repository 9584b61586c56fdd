//! The figures of a progress page, gathered once for every face that draws them (`bjcoach stats`
//! as text, JSON or HTML, and the coach's Progress page in a browser).

use crate::coach::learner::cells::ChartRecord;
use crate::coach::learner::countdown_bests::{CountdownBest, bests};
use crate::coach::learner::learning_path::{LearningPath, StageStatus};
use crate::coach::learner::memory::{MemoryReplay, MemoryReport};
use crate::coach::learner::progress::notice::StoreError;
use crate::coach::learner::progress::ready_by::Goal;
use crate::coach::learner::progress::{Reading, Store};
use crate::coach::learner::readiness::{ReadyPlan, day_of_date};
use crate::coach::learner::record::Retries;
use crate::coach::learner::tray_bias::{DepthBias, bias_by_depth};
use crate::coach::learner::trend::{FamilyTrend, LeakDay};
use crate::coach::play::PLAY_DRILL;
use crate::coach::play::recent_edge::{RecentEdge, recent_edges};
use crate::game::rules::TableRules;
use crate::strategy::chart::Chart;

/// The drill whose answers say the bias at reading a tray.
pub const TRAY_DRILL: &str = "deck-estimation";

/// The drill whose answers give the countdown bests.
pub const COUNTDOWN_DRILL: &str = "deck-countdown";

/// The latest counting sessions of play where the edge went is summed over, per table and
/// counting system.
pub const LATEST_COUNTING_SESSIONS: usize = 10;

/// Days drawn on a page of plots (the terminal fits its own number to its width).
pub const PAGE_DAYS: usize = 60;

/// What a progress page shows at one table.
#[derive(Debug, Clone)]
pub struct ProgressFigures {
    /// Questions answered (of the drill asked for, or all), each once, by its first answer.
    pub answers: usize,
    /// How the retries of the same went, counted apart.
    pub retries: Retries,
    /// The record on the table's chart, when the table has one.
    pub record: Option<ChartRecord>,
    /// Where the learner stands on each stage of the path, at this table.
    pub statuses: Vec<StageStatus>,
    /// Each stage's accuracy and speed, day by day.
    pub trends: Vec<FamilyTrend>,
    /// The leak at the end of each day (empty without a chart or answers).
    pub leak_days: Vec<LeakDay>,
    /// The bias at reading a discard tray, by depth, from the deck-estimation drill's answers at
    /// every table (empty without them, or for another drill).
    pub tray_bias: Vec<DepthBias>,
    /// The best deck countdown of each counting system and mode, from the deck-countdown
    /// drill's right answers at every table (empty without them, or for another drill).
    pub countdown_bests: Vec<CountdownBest>,
    /// Where the edge went over the latest counting sessions of play at this table, per counting
    /// system (empty without them, or for a drill other than play).
    pub edges: Vec<RecentEdge>,
    /// The memory model replayed over the first answers at this table (of the drill asked for,
    /// or all): the items due now, predicted recall, retention and calibration.
    pub memory: MemoryReport,
    /// The plan to be ready by a date that the learner follows, when they follow one (and the
    /// page is of every drill).
    pub plan: Option<FollowedPlan>,
}

/// The plan to be ready by a date that the learner follows, as a progress page shows it.
#[derive(Debug, Clone)]
pub struct FollowedPlan {
    /// What was saved: the table, the date, the recall aimed at.
    pub goal: Goal,
    /// The plan made again from today's answers, when it is at the page's table and its date is
    /// still ahead.
    pub plan: Option<ReadyPlan>,
}

/// The plan the learner follows as of `now`, made again at `rules` (with its `chart`) when it is
/// the plan's table; `None` when no plan is followed or its file cannot be read (`bjcoach plan`
/// says why).
fn followed_plan(
    store: &Store,
    reading: &Reading,
    rules: &TableRules,
    chart: Option<&Chart>,
    now: u64,
) -> Option<FollowedPlan> {
    let goal = store.goal().ok().flatten()?;
    let ahead = day_of_date(&goal.by).filter(|&by| by > now / 86_400);
    let plan = match ahead {
        Some(by) if goal.table == rules.id => {
            Some(store.ready_plan(reading, rules, chart, by, goal.recall, now).ok()?)
        }
        _ => None,
    };
    Some(FollowedPlan { goal, plan })
}

/// Where a learner stands by `reading` at `rules` (with its `chart`), on `path`, for one `drill`
/// or all, over the `latest` days with answers, at the moment `now`.
#[allow(clippy::too_many_arguments)]
pub fn gather(
    store: &Store,
    reading: &Reading,
    rules: &TableRules,
    chart: Option<&Chart>,
    drill: Option<&str>,
    path: &'static LearningPath,
    latest: usize,
    now: u64,
) -> Result<ProgressFigures, StoreError> {
    let standing = &reading.standing;
    let answers = standing.answers(drill);
    let retries = standing.retries(drill);
    let record = chart.map(|c| standing.chart_record(rules, c, drill));
    // The path at the table asked for: a stage of the table's own rules mastered at one table
    // is not yet at another; a stage the tables share counts the answers of all of them.
    let statuses = standing.path_status_at(path, rules, now);
    let trends = store.family_days(reading, path, drill, latest)?;
    let leak_days = match chart {
        Some(c) if answers > 0 => store.leak_days(reading, rules, c, drill, latest)?,
        _ => Vec::new(),
    };
    let tray_bias = match drill {
        Some(d) if d != TRAY_DRILL => Vec::new(),
        // Read from the answers themselves, which a damaged page may hide while the summaries
        // still read: the bias is then left out, and the store healed only where it must be.
        _ => bias_by_depth(&store.tray_answer_counts(reading).unwrap_or_default()),
    };
    let countdown_bests = match drill {
        Some(d) if d != COUNTDOWN_DRILL => Vec::new(),
        // From the answers themselves, as the tray's bias is.
        _ => bests(&store.countdown_fastest(reading).unwrap_or_default()),
    };
    let edges = match drill {
        Some(d) if d != PLAY_DRILL => Vec::new(),
        _ => recent_edge(store, reading, &rules.id)?,
    };
    // From the answers themselves, as the tray's bias is: left out where a damaged page hides
    // them, and the store healed only where it must be.
    let memory =
        store.memory_at(reading, &rules.id, drill).unwrap_or_else(|_| MemoryReplay::new()).report(now);
    let plan = match drill {
        Some(_) => None,
        None => followed_plan(store, reading, rules, chart, now),
    };
    Ok(ProgressFigures {
        memory,
        plan,
        answers,
        retries,
        record,
        statuses,
        trends,
        leak_days,
        tray_bias,
        countdown_bests,
        edges,
    })
}

/// Where the edge went over the latest [`LATEST_COUNTING_SESSIONS`] counting sessions of play at
/// `table`, per counting system, each with its top leak and the drill that trains it; empty when
/// no counting session was saved there.
pub fn recent_edge(store: &Store, reading: &Reading, table: &str) -> Result<Vec<RecentEdge>, StoreError> {
    let sessions = store.latest_counting(reading, table, LATEST_COUNTING_SESSIONS)?;
    Ok(recent_edges(&sessions, LATEST_COUNTING_SESSIONS))
}

/// The answers saved in words, with how the retries went when there were any: `3 answers saved
/// (retried 3, 1 right)`, for the head of every progress page.
pub fn saved_words(answers: usize, retries: Retries) -> String {
    saved_words_in(answers, retries, crate::lang::Lang::En)
}

/// [`saved_words`] in `lang`.
pub fn saved_words_in(answers: usize, retries: Retries, lang: crate::lang::Lang) -> String {
    use crate::lang::Arg;
    let saved = lang.text("stats-saved", &[("answers", Arg::Int(answers as u64))]);
    match retries.words_in(lang) {
        Some(retried) => lang
            .text("stats-saved-retried", &[("saved", Arg::Text(&saved)), ("retried", Arg::Text(&retried))]),
        None => saved,
    }
}
