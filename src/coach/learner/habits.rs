//! A learner's measured habits as a way of playing: at each chart cell, the actions the learner
//! chose there, in the proportions they chose them; the chart's own play where they were never
//! asked. The simulator plays it so a learner sees in chips what their habits cost.

use std::collections::HashMap;

use crate::coach::drill::answer::{Answer, AnswerKind, read_answer};
use crate::game::action::Action;
use crate::strategy::chart::{Chart, Code};
use crate::strategy::simulate::PlayTable;

use super::cells::chart_key_of;
use super::record::{AnswerCount, StrategyKey};

/// What the habits were built from.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct HabitsSummary {
    /// Chart cells with at least one answer.
    pub cells_seen: usize,
    /// Answers used.
    pub answers_used: usize,
}

/// The learner's way of playing at `chart`'s table, from how often they typed each answer to
/// each question (as the store counts them, without reading every answer).
pub fn habits_from_counts(
    chart: &Chart,
    counts: impl IntoIterator<Item = AnswerCount>,
) -> (PlayTable, HabitsSummary) {
    // Actions chosen per chart key.
    let mut chosen: HashMap<String, HashMap<Action, u64>> = HashMap::new();
    let mut used = 0;
    for c in counts {
        let Some(key) = chart_key_of(&c.key, &c.table, &chart.table) else { continue };
        let Ok(Answer::Action(action)) = read_answer(AnswerKind::Action, &c.answer) else { continue };
        *chosen.entry(key).or_default().entry(action).or_default() += c.times;
        used += c.times as usize;
    }
    let mut table = PlayTable::from_chart(chart);
    let mut summary = HabitsSummary { cells_seen: 0, answers_used: used };
    for cell in &chart.cells {
        let Some(counts) = chosen.get(&StrategyKey::of_cell(cell).to_string()) else { continue };
        summary.cells_seen += 1;
        let (row, player) = crate::strategy::simulate::row_of(cell.kind, cell.player);
        // Each habit, then the chart's own fallbacks for when the table refuses it.
        let mut codes: Vec<(String, f64)> = counts
            .iter()
            .map(|(&action, &n)| {
                let mut order = vec![action];
                order.extend(cell.action.actions().iter().copied().filter(|&a| a != action));
                (Code::new(&order).to_string(), n as f64)
            })
            .collect();
        codes.sort_by(|a, b| a.0.cmp(&b.0));
        let refs: Vec<(&str, f64)> = codes.iter().map(|(c, w)| (c.as_str(), *w)).collect();
        table.set_mix(row, player, cell.dealer.points(), &refs);
    }
    (table, summary)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::record::AnswerRecord;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;
    use crate::strategy::simulate::simulate;

    /// The habits from a list of answers, each counted once.
    fn habits_play_table(chart: &Chart, answers: &[AnswerRecord]) -> (PlayTable, HabitsSummary) {
        let counts = answers.iter().map(|a| AnswerCount {
            key: a.key.clone(),
            table: a.table.clone(),
            answer: a.answer.clone(),
            times: 1,
        });
        habits_from_counts(chart, counts)
    }

    fn answer(key: &str, typed: &str) -> AnswerRecord {
        AnswerRecord {
            table: "quebec-s17".into(),
            key: key.into(),
            answer: typed.into(),
            correct: false,
            ..AnswerRecord::sample()
        }
    }

    #[test]
    fn a_learner_with_no_answers_plays_the_chart() {
        let chart = shipped("quebec-s17").unwrap().unwrap();
        let (table, summary) = habits_play_table(&chart, &[]);
        assert_eq!(table, PlayTable::from_chart(&chart));
        assert_eq!(summary, HabitsSummary::default());
    }

    #[test]
    fn habits_cost_what_they_cost() {
        let rules = preset("quebec-s17").unwrap();
        let chart = shipped("quebec-s17").unwrap().unwrap();
        // Always standing on 12 to 16 against high cards, and never doubling 11: a costly habit.
        let mut answers = Vec::new();
        for total in 12..=16 {
            for up in ["7", "8", "9", "ten", "Ace"] {
                answers.push(answer(&format!("play hard {total} v {up}"), "s"));
            }
        }
        for up in ["2", "3", "4", "5", "6", "7", "8", "9", "ten"] {
            answers.push(answer(&format!("play hard 11 v {up}"), "hit"));
        }
        answers.push(answer("play hard 11 v 5", "not an action"));
        let (me, summary) = habits_play_table(&chart, &answers);
        assert_eq!(summary.cells_seen, 34);
        assert_eq!(summary.answers_used, 34);
        let mine = simulate(&rules, &me, 400_000, 8, true);
        let best = simulate(&rules, &PlayTable::from_chart(&chart), 400_000, 8, true);
        let cost = (best.mean() - mine.mean()) * 100.0;
        assert!(cost > 1.0, "the habits cost {cost:.2} % of the bet");
    }
}
