//! The placement test: a few of the hardest questions of each stage of the learning path, in the
//! path's order, dealt by the stages' own drills. Each question's key says the stage it probes
//! (`placed hit-or-stand hard 16 v ten`), so that the path can place a new learner past the
//! stages they already know (`learning_path::placement_of`).
//!
//! What "hardest" means here: of a few situations a stage's drill deals, the one a learner is
//! likeliest to miss by the stage's own measures: a strategy question whose best play is worth
//! least more than the next (a close chart cell), else a hand of more cards, a soft one (an Ace
//! counted as 11) or one from a split.

use crate::coach::learner::learning_path::{PATHS, PLACED, Stage};
use crate::game::hand::Hand;

use super::question::Question;
use super::spec::{Deal, shipped_one};
use super::{Drill, Setting, dealing::Dealing};

/// The questions asked of each stage probed.
pub const PER_STAGE: usize = 2;

/// The situations a stage's drill deals for each question, of which the hardest is asked.
const CANDIDATES: usize = 6;

/// Whether the placement asks about a stage: every stage whose drills deal a question that stands
/// alone. A running count goes on from the rounds before it, a countdown is a whole deck and
/// counting in play is not a drill: a placement cannot ask them in a few questions, so the learner
/// is placed at them by practice.
pub fn probes(stage: &Stage) -> bool {
    stage.drills.iter().all(|id| {
        shipped_one(id)
            .and_then(Result::ok)
            .is_some_and(|spec| !matches!(spec.deal, Deal::RunningCount { .. } | Deal::DeckCountdown {}))
    })
}

/// The stages the placement probes, in the path's order (the stages are the same on every path).
pub fn probed_stages() -> impl Iterator<Item = &'static Stage> {
    PATHS[0].stages.iter().filter(|s| probes(s))
}

/// The drills of a stage that can be played in this setting.
fn playable(stage: &Stage, setting: &Setting) -> Vec<Drill> {
    stage
        .drills
        .iter()
        .filter_map(|id| shipped_one(id)?.ok())
        .map(|spec| Drill { spec })
        .filter(|drill| drill.check_table(setting).is_ok())
        .collect()
}

/// How many questions the placement asks in this setting: [`PER_STAGE`] of each stage probed
/// that can be played there.
pub fn question_count(setting: &Setting) -> usize {
    probed_stages().filter(|stage| !playable(stage, setting).is_empty()).count() * PER_STAGE
}

/// How hard a question is, by the measures above: higher is harder.
pub fn hardness(q: &Question) -> f64 {
    let best_two = {
        let mut values: Vec<f64> = q.options.iter().map(|o| o.value).collect();
        values.sort_by(|a, b| b.total_cmp(a));
        (values.len() >= 2).then(|| values[0] - values[1])
    };
    if let Some(gap) = best_two {
        // A gap of a tenth of a percent is harder than one of ten percent.
        return 1000.0 - gap.min(1000.0);
    }
    let hand = Hand::new(q.situation.player.clone());
    let cards = q.situation.player.len() as f64;
    let soft = if !hand.cards.is_empty() && hand.is_soft() { 2.0 } else { 0.0 };
    let split = if q.situation.from_split { 2.0 } else { 0.0 };
    cards + soft + split
}

/// Deals the placement's next question: on the first call, every question of it at once, queued
/// in the path's order; a stage's drills take turns for its questions. A stage whose drills cannot
/// be played at the table is left out (the counting stages at a table shuffled every round).
pub fn placement(d: &mut Dealing) -> Question {
    let setting = Setting {
        rules: d.rules.clone(),
        chart: d.chart.as_deref().cloned(),
        against: d.against.as_ref().map(|(r, c)| (r.clone(), (**c).clone())),
        counting: d.counting.clone(),
        lang: d.lang,
    };
    // Every learner is asked the same questions at a seed: the learner's schedule aims none.
    let chooser = d.chooser.take();
    let mut queued = Vec::new();
    let mut asked = std::collections::HashSet::new();
    for stage in probed_stages() {
        let drills = playable(stage, &setting);
        if drills.is_empty() {
            continue;
        }
        for n in 0..PER_STAGE {
            let drill = &drills[n % drills.len()];
            let mut dealt: Vec<Question> = (0..CANDIDATES)
                .map(|_| {
                    let q = drill.deal(d);
                    // A contrast's neighbour, queued for the next question, is not asked here.
                    d.pending.clear();
                    q
                })
                .filter(|q| !asked.contains(&super::session::Questions::identity(q)))
                .collect();
            dealt.sort_by(|a, b| hardness(b).total_cmp(&hardness(a)));
            let Some(mut q) = dealt.into_iter().next() else { continue };
            asked.insert(super::session::Questions::identity(&q));
            q.key = format!("{PLACED} {} {}", stage.id(), q.key);
            queued.push(q);
        }
    }
    d.chooser = chooser;
    let mut queued = std::collections::VecDeque::from(queued);
    let first = queued.pop_front();
    d.pending = queued;
    // Every stage left out at this table: a hand total, so that a question is always asked.
    first.unwrap_or_else(|| super::totals::hand_totals(d, 2, 6, super::spec::HandMix::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::{CardCounting, preset_chart};
    use crate::game::rules::preset;

    fn placement_drill() -> Drill {
        Drill { spec: shipped_one("placement").unwrap().unwrap() }
    }

    #[test]
    fn the_placement_asks_a_few_questions_of_each_stage_in_the_paths_order() {
        let drill = placement_drill();
        let rules = preset("casino-fr").unwrap();
        let setting =
            Setting::for_drill(&drill, rules, None, CardCounting::shipped_default().unwrap(), preset_chart)
                .unwrap();
        let mut d = Dealing::new(&setting, 7);
        let mut keys = vec![drill.deal(&mut d).key];
        while let Some(q) = d.pending.pop_front() {
            keys.push(q.key);
        }
        let stages: Vec<String> = probed_stages().map(|s| s.id()).collect();
        let mut probed: Vec<String> = keys
            .iter()
            .map(|k| k.strip_prefix("placed ").unwrap().split(' ').next().unwrap().to_string())
            .collect();
        assert_eq!(probed.len(), question_count(&setting), "{keys:?}");
        probed.dedup();
        assert_eq!(probed, stages);
        assert!(!stages.contains(&"keep-the-running-count".to_string()));
        assert!(stages.contains(&"find-the-true-count".to_string()));
    }
}
