//! The coach: what a learner's saved answers say about them, and what to practise next.
//!
//! It reads the progress store ([`crate::coach::learner::progress`]) and never writes it; it draws nothing.
//! [`history`] gives accuracy and speed per drill and per day, [`trend`] says what the charts of
//! each stage of the path over the days hold, [`cells`] lays the answers over the
//! table's strategy chart (the heat map and the leak), and [`plan`] chooses a drill's next
//! situations. The `cli` module shows all of it.

pub mod cells;
pub mod habits;
pub mod history;
pub mod learning_path;
pub mod plan;
pub mod progress;
pub mod schedule;
pub mod store;
pub mod trend;

use std::time::{SystemTime, UNIX_EPOCH};

use crate::coach::learner::progress::AnswerRecord;
use crate::coach::learner::schedule::{Candidate, Focus, Scheduler};
use cells::{ChartRecord, chart_key};
use learning_path::StageStatus;

/// Where the date and time of an answer come from: the system, or a fixed moment so that
/// scripted sessions and their transcripts never change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Calendar {
    /// The system's clock.
    System,
    /// Always this moment, in seconds since 1970-01-01 UTC.
    Fixed(u64),
}

impl Calendar {
    /// The present moment, in seconds since 1970-01-01 UTC.
    pub fn now(&self) -> u64 {
        match self {
            Calendar::System => SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()),
            Calendar::Fixed(at) => *at,
        }
    }
}

/// The drill that practises a chart cell best.
pub fn drill_for_cell(kind: crate::strategy::chart::CellKind, doubles: bool) -> &'static str {
    use crate::strategy::chart::CellKind;
    match kind {
        CellKind::Pair => "split-decisions",
        _ if doubles => "double-decisions",
        CellKind::Soft | CellKind::Soft3Plus => "soft-decisions",
        _ => "hard-decisions",
    }
}

/// What to practise next.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// The stage of the learning path to work on (a re-test first), if any is left.
    pub stage: Option<StageStatus>,
    /// The chart cells where practice pays most now, best first (keys).
    pub cells: Vec<String>,
    /// The drill that practises those cells.
    pub drill: Option<&'static str>,
    /// Whether those cells were missed before (practise them with `--focus weak`).
    pub weak: bool,
}

/// What to practise next: the learning path's next stage, and the chart cells the scheduler
/// weighs highest (error chance × frequency × cost), the weak ones first.
pub fn advice(
    path: &'static learning_path::LearningPath,
    answers: &[AnswerRecord],
    chart: Option<&ChartRecord>,
    now: u64,
) -> Advice {
    let statuses = learning_path::status(path, answers, now);
    let chart = chart.map(|chart| {
        let mut scheduler = Scheduler::new();
        for a in answers {
            if let Some(key) = chart_key(a, &chart.table) {
                scheduler.record(&key, a.correct);
            }
        }
        (chart, scheduler)
    });
    advice_from(&statuses, chart.as_ref().map(|(c, s)| (*c, s)))
}

/// [`advice`] from the path's status and, at a table with a chart, the learner's record there
/// with the schedule of its chart questions alone.
pub fn advice_from(statuses: &[StageStatus], chart: Option<(&ChartRecord, &Scheduler)>) -> Advice {
    let stage = learning_path::next_stage(statuses).cloned();
    // Before any strategy answer at this table there is no miss to aim at: the path's stage is
    // the advice, not the cells that merely come up often.
    let Some((chart, scheduler)) = chart.filter(|(record, _)| record.seen() > 0) else {
        return Advice { stage, cells: Vec::new(), drill: None, weak: false };
    };
    let candidates: Vec<Candidate> = chart
        .cells
        .iter()
        .map(|c| Candidate { key: c.facts.key.clone(), frequency: c.facts.frequency, cost: c.cost_percent() })
        .collect();
    let mut weak = true;
    let mut weighed: Vec<(f64, usize)> = candidates
        .iter()
        .enumerate()
        .map(|(i, c)| (scheduler.weight(c, Focus::Weak), i))
        .filter(|w| w.0 > 0.0)
        .collect();
    if weighed.is_empty() {
        weak = false;
        weighed =
            candidates.iter().enumerate().map(|(i, c)| (scheduler.weight(c, Focus::Mixed), i)).collect();
    }
    weighed.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let top: Vec<usize> = weighed.iter().filter(|w| w.0 > 0.0).take(3).map(|w| w.1).collect();
    let cells: Vec<String> = top.iter().map(|&i| chart.cells[i].facts.key.clone()).collect();
    let drill = top.first().map(|&i| {
        let cell = &chart.cells[i].facts.cell;
        let doubles = cell.ev.best().0 == crate::game::action::Action::Double;
        drill_for_cell(cell.kind, doubles)
    });
    Advice { stage, cells, drill, weak }
}

/// What a session changed in the learner's standing.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Changes {
    /// Stages of the learning path opened by this session.
    pub unlocked: Vec<&'static str>,
    /// Stages mastered by this session.
    pub mastered: Vec<&'static str>,
    /// The leak at the table before and after, in house-edge points, for a table with a chart.
    pub leak: Option<(f64, f64)>,
}

impl Changes {
    /// What changed from the answers `before` to `before` and `new` together.
    pub fn between(
        path: &'static learning_path::LearningPath,
        before: &[AnswerRecord],
        new: &[AnswerRecord],
        chart: Option<(&crate::game::rules::TableRules, &crate::strategy::chart::Chart)>,
        now: u64,
    ) -> Changes {
        let after: Vec<AnswerRecord> = before.iter().chain(new).cloned().collect();
        let was = learning_path::status(path, before, now);
        let is = learning_path::status(path, &after, now);
        let leak = chart.map(|(rules, chart)| {
            (
                ChartRecord::new(rules, chart, before).leak_points(),
                ChartRecord::new(rules, chart, &after).leak_points(),
            )
        });
        Changes::from_statuses(&was, &is, leak)
    }

    /// What changed from the path's status `was` to `is`, with the leak before and after.
    pub fn from_statuses(was: &[StageStatus], is: &[StageStatus], leak: Option<(f64, f64)>) -> Changes {
        let newly = |f: fn(&StageStatus) -> bool| -> Vec<&'static str> {
            was.iter().zip(is).filter(|(w, i)| !f(w) && f(i)).map(|(_, i)| i.stage.name).collect()
        };
        Changes { unlocked: newly(|s| s.unlocked), mastered: newly(|s| s.mastered), leak }
    }
}
