//! The parts of `stats --format json` of their own: the path, the chart, the tray bias and the
//! countdown bests, their keys and values the same in every language.

use serde_json::json;

use crate::coach::learner::cells::ChartRecord;
use crate::coach::learner::countdown_bests::CountdownBest;
use crate::coach::learner::learning_path::{self, StageStatus};
use crate::coach::learner::report::leak_chips;
use crate::coach::learner::tray_bias::{DepthBias, EXAMPLE_RUNNING_COUNT};

/// The countdown bests, for `stats --format json`.
pub(super) fn countdown_bests_json(bests: &[CountdownBest]) -> serde_json::Value {
    json!(
        bests
            .iter()
            .map(|b| json!({
                "system": b.system,
                "at_a_time": b.at_a_time,
                "cards": b.cards,
                "seconds": b.ms as f64 / 1000.0,
                "seconds_a_card": b.seconds_a_card(),
                "right_countdowns": b.right,
            }))
            .collect::<Vec<_>>()
    )
}

/// The bias at reading a tray, for `stats --format json`.
pub(super) fn tray_bias_json(bias: &[DepthBias]) -> serde_json::Value {
    json!({
        "measure": "the mean of the decks your answers put in the tray less the decks in it, by the whole decks in it",
        "running_count": EXAMPLE_RUNNING_COUNT,
        "bands": bias.iter().map(|b| json!({
            "decks_in_tray_from": b.from,
            "answers": b.answers,
            "mean_over_decks": b.mean,
            "mean_decks_left": b.mean_left,
            "true_count": b.true_counts().map(|t| t.1),
            "true_count_read": b.true_counts().map(|t| t.2),
        })).collect::<Vec<_>>(),
    })
}

pub(super) fn path_json(
    path: &'static learning_path::LearningPath,
    table: &str,
    statuses: &[StageStatus],
) -> serde_json::Value {
    let stages: Vec<serde_json::Value> = statuses
        .iter()
        .map(|s| {
            json!({
                "name": s.stage.name,
                "drills": s.stage.drills,
                "seconds": s.stage.seconds,
                "unlocked": s.unlocked,
                "mastered": s.mastered,
                "placed": s.placed,
                "due_for_retest": s.due_for_retest,
                "answers": s.answers,
                "recent_accuracy_percent": s.recent_accuracy_percent,
                "recent_median_ms": s.recent_median_ms,
            })
        })
        .collect();
    json!({ "id": path.id, "table": table, "stages": stages })
}

pub(super) fn chart_json(record: &ChartRecord, bet: u64) -> serde_json::Value {
    let cells: Vec<serde_json::Value> = record
        .cells
        .iter()
        .map(|c| {
            let cell = &c.facts.cell;
            json!({
                "key": c.facts.key,
                "kind": cell.kind.name(),
                "player": cell.player.to_string(),
                "dealer": cell.dealer.symbol(),
                "action": cell.action.to_string(),
                "frequency": c.facts.frequency,
                "cost_percent": c.cost_percent(),
                "seen": c.seen,
                "wrong": c.wrong,
                "error_rate": c.error_rate(),
                "leak_points": c.leak_points(),
            })
        })
        .collect();
    json!({
        "table": record.table,
        "house_edge_percent": record.house_edge_percent,
        "leak_points": record.leak_points(),
        "leak_bet": bet,
        "leak_chips_per_100_rounds": leak_chips(record.leak_points(), bet),
        "costliest": record.costliest(3).iter().map(|c| c.facts.key.clone()).collect::<Vec<_>>(),
        "cells": cells,
    })
}
