//! A learner's measured habits as a way of playing: at each chart cell, the actions the learner
//! chose there, in the proportions they chose them; the chart's own play where they were never
//! asked. The simulator plays it so a learner sees in chips what their habits cost.

use std::collections::HashMap;

use crate::coach::drill::answer::{Answer, AnswerKind, read_answer};
use crate::coach::drill::strategy::cell_key;
use crate::game::action::Action;
use crate::strategy::chart::{Chart, Code};
use crate::strategy::simulate::PlayTable;

use super::cells::chart_key_of;
use super::record::AnswerCount;

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
        let Some(counts) = chosen.get(&cell_key(cell.kind, cell.player, cell.dealer)) else { continue };
        summary.cells_seen += 1;
        let (row, player) = crate::strategy::simulate::row_of(cell.kind, cell.player);
        // Each habit, then the chart's own fallbacks for when the table refuses it.
        let mut codes: Vec<(String, f64)> = counts
            .iter()
            .map(|(&action, &n)| {
                let mut order = vec![action];
                order.extend(cell.action.0.iter().copied().filter(|&a| a != action));
                (Code(order).to_string(), n as f64)
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
    use crate::coach::learner::cells::chart_key;
    use crate::coach::learner::progress::Store;
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

    /// The habits as they were built before the store counted the answers: from every answer
    /// read into memory. The reference the counted habits must equal.
    fn habits_from_every_answer(chart: &Chart, answers: &[AnswerRecord]) -> (PlayTable, HabitsSummary) {
        let mut chosen: HashMap<String, HashMap<Action, u32>> = HashMap::new();
        let mut used = 0;
        for a in answers {
            let Some(key) = chart_key(a, &chart.table) else { continue };
            let Ok(Answer::Action(action)) = read_answer(AnswerKind::Action, &a.answer) else { continue };
            *chosen.entry(key).or_default().entry(action).or_default() += 1;
            used += 1;
        }
        let mut table = PlayTable::from_chart(chart);
        let mut summary = HabitsSummary { cells_seen: 0, answers_used: used };
        for cell in &chart.cells {
            let Some(counts) = chosen.get(&cell_key(cell.kind, cell.player, cell.dealer)) else { continue };
            summary.cells_seen += 1;
            let (row, player) = crate::strategy::simulate::row_of(cell.kind, cell.player);
            let mut codes: Vec<(String, f64)> = counts
                .iter()
                .map(|(&action, &n)| {
                    let mut order = vec![action];
                    order.extend(cell.action.0.iter().copied().filter(|&a| a != action));
                    (Code(order).to_string(), f64::from(n))
                })
                .collect();
            codes.sort_by(|a, b| a.0.cmp(&b.0));
            let refs: Vec<(&str, f64)> = codes.iter().map(|(c, w)| (c.as_str(), *w)).collect();
            table.set_mix(row, player, cell.dealer.points(), &refs);
        }
        (table, summary)
    }

    #[test]
    fn the_habits_counted_by_the_store_are_the_habits_of_every_answer() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        // Hundreds of answers at two tables: typed in every form, some not actions, some about
        // another table or not about the chart, contrasts and split hands.
        let keys = [
            "play hard 16 v ten",
            "play hard 11 v 6",
            "play soft 18 v 9",
            "play 8-8 v Ace split",
            "play contrast quebec-s17 hard 16 v ten",
            "play book soft 17 v 2",
            "total 13",
            "Play hard 12 v 4",
        ];
        let typed = ["h", "hit", " S ", "stand", "d", "double", "p", "split", "r", "7", ""];
        let answers: Vec<AnswerRecord> = (0..600usize)
            .map(|i| AnswerRecord {
                table: if i % 3 == 0 { "quebec-s17" } else { "book" }.into(),
                key: keys[i % keys.len()].into(),
                answer: typed[(i * 7 / 3) % typed.len()].into(),
                at: 1_700_000_000 + i as u64 * 60,
                ..AnswerRecord::sample()
            })
            .collect();
        let (saved, unsaved) = answers.split_at(550);
        for session in saved.chunks(100) {
            store.append(session).unwrap();
        }
        // The last ones in the journal of a session that ended without saving: counted too.
        let mut journal = store.open_journal(1_700_000_000).unwrap();
        for a in unsaved {
            journal.record(a).unwrap();
        }
        drop(journal);
        let saved = store.load().unwrap().0.answers;
        assert_eq!(saved, answers);
        let (counts, problem, _) = store.answer_counts().unwrap();
        assert_eq!(problem, None);
        for table in ["book", "quebec-s17"] {
            let chart = shipped(table).unwrap().unwrap();
            let (counted, counted_summary) = habits_from_counts(&chart, counts.clone());
            let (read, read_summary) = habits_from_every_answer(&chart, &saved);
            assert_eq!(counted, read, "{table}");
            assert_eq!(counted_summary, read_summary, "{table}");
            assert!(counted_summary.cells_seen >= 4, "{table}: {counted_summary:?}");
            assert_ne!(counted, PlayTable::from_chart(&chart), "{table}");
        }
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
