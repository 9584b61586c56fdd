//! What to practise next, as `bjcoach stats` advises it: the learning path's next stage and the
//! chart cells where practice pays most, with the drill that practises them.

use crate::coach::learner::cells::{ChartRecord, chart_key};
use crate::coach::learner::learning_path::{self, StageStatus};
use crate::coach::learner::record::AnswerRecord;
use crate::coach::learner::schedule::{Candidate, Focus, Scheduler};

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
