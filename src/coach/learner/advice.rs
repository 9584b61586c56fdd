//! What to practise next, as `bjcoach stats` advises it: the learning path's next stage and the
//! chart cell where practice pays most, with the drill that practises it. A cell missed before is
//! advised by the choice `--focus weak` makes for its first question ([`Plan::weak_first`]), so
//! the command advised deals that cell first.

use crate::coach::learner::cells::ChartRecord;
use crate::coach::learner::learning_path::{self, StageStatus};
use crate::coach::learner::plan::Plan;
use crate::coach::learner::schedule::Focus;

/// The drill that practises a chart cell best: one whose situations hold the cell (a test holds
/// every cell of every chart to that).
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
    /// The chart cells to work on (keys): when `weak`, the one cell `--focus weak` asks first;
    /// else the cells where practice pays most now, best first.
    pub cells: Vec<String>,
    /// The drill that practises those cells.
    pub drill: Option<&'static str>,
    /// Whether those cells were missed before (practise them with `--focus weak`).
    pub weak: bool,
}

/// What to practise next: the learning path's next stage and, at a table with a chart, the
/// learner's record there with their schedule (`plan`): the cell missed before that
/// `--focus weak` asks first, else the cells the schedule weighs highest (error chance ×
/// frequency × cost).
pub fn advice_from(statuses: &[StageStatus], chart: Option<(&ChartRecord, &Plan)>) -> Advice {
    let stage = learning_path::next_stage(statuses).cloned();
    // Before any strategy answer at this table there is no miss to aim at: the path's stage is
    // the advice, not the cells that merely come up often.
    let Some((record, plan)) = chart.filter(|(record, _)| record.seen() > 0) else {
        return Advice { stage, cells: Vec::new(), drill: None, weak: false };
    };
    let keys: Vec<String> = record.cells.iter().map(|c| c.facts.key.clone()).collect();
    let drill_of = |key: &str| {
        record.cells.iter().find(|c| c.facts.key == key).map(|c| {
            let cell = &c.facts.cell;
            drill_for_cell(cell.kind, cell.ev.best().0 == crate::game::action::Action::Double)
        })
    };
    if let Some(first) = plan.weak_first(&keys) {
        return Advice { stage, drill: drill_of(&first), cells: vec![first], weak: true };
    }
    let weights = plan.weights(&keys, Focus::Mixed);
    let mut weighed: Vec<(f64, usize)> =
        weights.into_iter().enumerate().map(|(i, w)| (w, i)).filter(|w| w.0 > 0.0).collect();
    weighed.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let cells: Vec<String> = weighed.iter().take(3).map(|w| keys[w.1].clone()).collect();
    let drill = cells.first().and_then(|k| drill_of(k));
    Advice { stage, cells, drill, weak: false }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::{Library, Setting};

    #[test]
    fn the_drill_advised_for_a_cell_deals_that_cell() {
        let library = Library::shipped().unwrap();
        for table in crate::game::rules::preset_names() {
            let Ok(setting) = Setting::preset(table) else { continue };
            let Some(chart) = &setting.chart else { continue };
            for cell in &chart.cells {
                let doubles = cell.ev.best().0 == crate::game::action::Action::Double;
                let drill = library.get(drill_for_cell(cell.kind, doubles)).unwrap();
                if drill.check_table(&setting).is_err() {
                    continue;
                }
                let keys = drill.aimed_keys(&setting).unwrap();
                let key = crate::coach::learner::record::StrategyKey::of_cell(cell).text();
                assert!(keys.contains(&key), "{key} at {table}: not dealt by {}", drill.spec.id);
            }
        }
    }
}
