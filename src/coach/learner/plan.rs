//! Adaptive practice: a drill's next situation chosen by the learner's schedule.
//!
//! Every situation a drill asks is still dealt from the table's real shoe. The schedule only
//! decides what to aim at, in one of two ways:
//!
//! - Strategy decisions pick a target chart cell and then take its cards out of the shoe; the
//!   plan picks that target cell, with a weight of *chance of a mistake × how often the cell comes
//!   up at this table × what the usual mistake there costs* (the second-best option's value
//!   given away, from the chart the solver computed). The whole chart is open to it, so a missed
//!   cell can come back at once even though it is rare.
//! - Other drills deal their situations as the cards come; there, a few situations are dealt
//!   for each question ([`crate::coach::drill::session::CANDIDATES`]) and the plan keeps one by the same
//!   weight (with frequency and cost 1: those questions cost no chips). Dealing several and keeping
//!   one never invents a situation the shoe could not produce.
//!
//! Spaced repetition comes from the Leitner boxes of [`crate::coach::learner::schedule`]: a missed key drops to
//! the first box and is due again almost at once, a known one climbs and comes back rarely. With
//! [`Focus::Mixed`] the questions come from three pools ([`POOL_SHARES`]): most from the keys
//! missed the last time they were asked, some from the other keys already met (those due again
//! weigh most) and some new material; within a pool the weight above decides. With
//! [`Focus::Weak`] only keys missed before and not yet well known are asked (when there are
//! none, the drill deals as usual); with [`Focus::Due`], only those the memory model says are
//! due now, by days ([`crate::coach::learner::memory`]). The choice uses the drill's seeded random numbers, so a
//! seeded session over the same saved answers replays exactly.
//!
//! A plan is made once the learner has answers at the table; before that a drill deals evenly over
//! its situations, as it does without saved progress, which keeps first sessions comparable.

use std::collections::HashMap;

use rand::{Rng, RngCore};

use super::cells::{cell_facts, chart_key_of};
use crate::coach::drill::dealing::Chooser;
use crate::coach::learner::record::{AnswerRecord, is_strategy_key};
use crate::coach::learner::schedule::{Candidate, Focus, Scheduler};
use crate::game::rules::TableRules;
use crate::strategy::chart::Chart;

/// A learner's schedule at one table, ready to choose situations.
#[derive(Debug, Clone)]
pub struct Plan {
    table: String,
    focus: Focus,
    scheduler: Scheduler,
    /// Frequency and cost (percent of a bet) of each chart key.
    facts: HashMap<String, (f64, f64)>,
    /// With [`Focus::Weak`] or [`Focus::Due`], the key asked first, until it is asked (see
    /// [`Plan::aim_first`]).
    first: Option<String>,
}

impl Plan {
    /// The schedule after these saved answers, at this table with its chart (if it has one).
    pub fn new(rules: &TableRules, chart: Option<&Chart>, answers: &[AnswerRecord], focus: Focus) -> Plan {
        let facts = chart
            .map(|c| {
                cell_facts(rules, c).into_iter().map(|f| (f.key, (f.frequency, f.cost_percent))).collect()
            })
            .unwrap_or_default();
        let mut plan =
            Plan { table: rules.id.clone(), focus, scheduler: Scheduler::new(), facts, first: None };
        for a in answers.iter().filter(|a| a.counts()) {
            if let Some(key) = plan.normal(&a.key, &a.table) {
                plan.scheduler.record(&key, a.correct);
            }
        }
        plan
    }

    /// The plan at this table from a schedule already made (the progress store keeps one per
    /// table, so a drill does not replay the whole history).
    pub fn with_scheduler(
        rules: &TableRules,
        chart: Option<&Chart>,
        scheduler: Scheduler,
        focus: Focus,
    ) -> Plan {
        let mut plan = Plan::new(rules, chart, &[], focus);
        plan.scheduler = scheduler;
        plan
    }

    /// The key as the schedule knows it: chart questions by their cell at this table; other
    /// questions as asked, at this table only.
    fn normal(&self, key: &str, asked_at: &str) -> Option<String> {
        chart_key_of(key, asked_at, &self.table)
            .or_else(|| (asked_at == self.table && !is_strategy_key(key)).then(|| key.to_string()))
    }

    /// The schedule.
    pub fn scheduler(&self) -> &Scheduler {
        &self.scheduler
    }

    /// Keys missed before and not yet well known among these (the ones `--focus weak` asks).
    pub fn weak_among(&self, keys: &[String]) -> usize {
        self.candidates(keys).iter().filter(|c| self.scheduler.weight(c, Focus::Weak) > 0.0).count()
    }

    /// The weight of each of these keys under `focus`, in their order.
    pub fn weights(&self, keys: &[String], focus: Focus) -> Vec<f64> {
        self.candidates(keys).iter().map(|c| self.scheduler.weight(c, focus)).collect()
    }

    /// The key among these that a session focused on weak situations asks first: the one missed
    /// before that weighs most ([`Scheduler::weightiest_missed`]), as the schedule knows it.
    /// `stats` advises by the same choice, so its advice is what the drill deals first.
    pub fn weak_first(&self, keys: &[String]) -> Option<String> {
        let all = self.candidates(keys);
        self.scheduler.weightiest_missed(&all).map(|i| all[i].key.clone())
    }

    /// With [`Focus::Weak`], makes the first question the one [`Plan::weak_first`] picks among
    /// `keys`, every situation the drill aims at: until it is asked, any other key offered is
    /// turned down. Later questions are drawn by weight among the missed keys.
    pub fn aim_first(&mut self, keys: &[String]) {
        if self.focus == Focus::Weak {
            self.first = self.weak_first(keys);
        } else if self.focus == Focus::Due || self.focus == Focus::Plan {
            let all = self.candidates(keys);
            self.first = self.scheduler.weightiest(&all, Focus::Due).map(|i| all[i].key.clone());
        }
    }

    /// Gives the predicted recall now of each item at this table (by the key it was saved
    /// under), which [`Focus::Due`] weighs by; keys as the schedule knows them.
    pub fn set_recall(&mut self, recall: &HashMap<String, f64>) {
        let known = recall.iter().filter_map(|(k, r)| self.normal(k, &self.table).map(|k| (k, *r))).collect();
        self.scheduler.set_recall(known);
    }

    /// Items due now among these keys (the ones `--focus due` asks).
    pub fn due_among(&self, keys: &[String]) -> usize {
        self.candidates(keys).iter().filter(|c| self.scheduler.weight(c, Focus::Due) > 0.0).count()
    }

    /// Today's reviews of the plan among these keys (the ones `--focus plan` asks).
    pub fn planned_among(&self, keys: &[String]) -> usize {
        self.candidates(keys).iter().filter(|c| self.scheduler.weight(c, Focus::Plan) > 0.0).count()
    }

    fn candidates(&self, keys: &[String]) -> Vec<Candidate> {
        keys.iter()
            .map(|k| {
                // A key of this chart's cells is in the form `normal` gives it (a test holds every
                // one to that), so it is not read and written again: the strategy drills offer
                // every cell of the chart for each question.
                let (key, facts) = match self.facts.get(k) {
                    Some(&facts) => (k.clone(), Some(facts)),
                    None => {
                        let key = self.normal(k, &self.table).unwrap_or_else(|| k.clone());
                        let facts = self.facts.get(&key).copied();
                        (key, facts)
                    }
                };
                let (frequency, cost) = facts.unwrap_or((1.0, 1.0));
                Candidate { key, frequency, cost }
            })
            .collect()
    }
}

/// The pools a mixed session draws from, and the share of questions each gets when all three
/// have something to offer: keys missed last time they were asked, other keys already met, and
/// new keys. An empty pool's share goes to the others.
pub const POOL_SHARES: [f64; 3] = [0.6, 0.25, 0.15];

impl Chooser for Plan {
    fn choose(&mut self, keys: &[String], rng: &mut dyn RngCore) -> Option<usize> {
        let all = self.candidates(keys);
        if matches!(self.focus, Focus::Weak | Focus::Due | Focus::Plan) {
            if let Some(first) = &self.first {
                // Handed out once: should its cards not be dealt, the drill goes on by weight.
                let at = all.iter().position(|c| &c.key == first);
                if at.is_some() {
                    self.first = None;
                }
                return at;
            }
            return self.scheduler.choose(&all, self.focus, rng);
        }
        let pool_of = |c: &Candidate| match self.scheduler.state(&c.key) {
            Some(s) if s.leitner_box == 0 => 0,
            Some(_) => 1,
            None => 2,
        };
        let pools: Vec<usize> = all.iter().map(pool_of).collect();
        let mut shares = POOL_SHARES;
        for (i, share) in shares.iter_mut().enumerate() {
            let offered =
                all.iter().zip(&pools).any(|(c, p)| *p == i && self.scheduler.weight(c, Focus::Mixed) > 0.0);
            if !offered {
                *share = 0.0;
            }
        }
        let total: f64 = shares.iter().sum();
        if total <= 0.0 {
            return None;
        }
        let mut target = rng.random::<f64>() * total;
        let mut pool = 0;
        for (i, share) in shares.iter().enumerate() {
            if *share > 0.0 {
                pool = i;
                if target < *share {
                    break;
                }
                target -= share;
            }
        }
        let kept: Vec<Candidate> = all
            .iter()
            .zip(&pools)
            .map(|(c, p)| if *p == pool { c.clone() } else { Candidate { frequency: 0.0, ..c.clone() } })
            .collect();
        self.scheduler.choose(&kept, Focus::Mixed, rng)
    }

    fn answered(&mut self, key: &str, correct: bool) {
        self.first = None;
        let table = self.table.clone();
        if let Some(key) = self.normal(key, &table) {
            self.scheduler.record(&key, correct);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::chart::shipped;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn answer(key: &str, correct: bool) -> AnswerRecord {
        AnswerRecord {
            drill: "strategy".into(),
            key: key.into(),
            expected: "s".into(),
            correct,
            cost_percent: Some(0.0),
            ..AnswerRecord::sample()
        }
    }

    fn plan(history: &[AnswerRecord], focus: Focus) -> Plan {
        let rules = preset("book").unwrap();
        let chart = shipped("book").unwrap().unwrap();
        Plan::new(&rules, Some(&chart), history, focus)
    }

    fn keys(list: &[&str]) -> Vec<String> {
        list.iter().map(|k| k.to_string()).collect()
    }

    fn tally(plan: &mut Plan, keys: &[String], draws: usize, rng: &mut ChaCha8Rng) -> Vec<usize> {
        let mut counts = vec![0; keys.len()];
        for _ in 0..draws {
            if let Some(i) = plan.choose(keys, rng) {
                counts[i] += 1;
            }
        }
        counts
    }

    #[test]
    fn every_key_of_the_charts_cells_is_already_normal() {
        // `candidates` takes a key of the chart's cells as it is: it must be what `normal` makes
        // of it, at every table.
        for table in crate::game::rules::preset_names() {
            let rules = preset(table).unwrap();
            let Some(Ok(chart)) = shipped(table) else { continue };
            let p = Plan::new(&rules, Some(&chart), &[], Focus::Mixed);
            assert!(!p.facts.is_empty(), "{table}");
            for key in p.facts.keys() {
                assert_eq!(p.normal(key, table).as_deref(), Some(key.as_str()), "{table}");
            }
        }
    }

    #[test]
    fn new_material_follows_frequency_times_cost() {
        let keys = keys(&["play hard 16 v ten", "play soft 13 v 2"]);
        let mut p = plan(&[], Focus::Mixed);
        let c = tally(&mut p, &keys, 2000, &mut ChaCha8Rng::seed_from_u64(5));
        let (f0, c0) = p.facts[&keys[0]];
        let (f1, c1) = p.facts[&keys[1]];
        let expected = f0 * c0 / (f0 * c0 + f1 * c1);
        let share = c[0] as f64 / 2000.0;
        assert!((share - expected).abs() < 0.04, "{share} vs {expected}");
    }

    #[test]
    fn a_missed_key_comes_back_before_known_ones_and_leaves_once_right() {
        let history = [
            answer("play hard 12 v 4", true),
            answer("play hard 12 v 4", true),
            answer("play hard 13 v 2", true),
            answer("play contrast soft 18 v 9", false),
        ];
        let keys =
            keys(&["play hard 12 v 4", "play hard 13 v 2", "play soft 18 v 9 split", "play hard 9 v 3"]);
        let mut p = plan(&history, Focus::Mixed);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let before = tally(&mut p, &keys, 1000, &mut rng);
        assert!(before[2] > 500, "{before:?}");
        assert!(before[3] > 0, "new material still comes: {before:?}");
        p.answered("play soft 18 v 9", true);
        let after = tally(&mut p, &keys, 1000, &mut rng);
        assert!(after[2] < before[2] / 2, "{after:?} after {before:?}");
    }

    #[test]
    fn weak_focus_asks_only_missed_keys_or_leaves_the_choice() {
        let history = [answer("play hard 16 v ten", false), answer("play hard 12 v 4", true)];
        let keys = keys(&["play hard 16 v ten", "play hard 12 v 4"]);
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let mut p = plan(&history, Focus::Weak);
        assert_eq!(tally(&mut p, &keys, 50, &mut rng), [50, 0]);
        assert_eq!(p.weak_among(&keys), 1);
        let mut none = plan(&[], Focus::Weak);
        assert_eq!(tally(&mut none, &keys, 10, &mut rng), [0, 0]);
    }

    #[test]
    fn answers_at_other_tables_do_not_count() {
        let mut elsewhere = answer("play hard 16 v ten", false);
        elsewhere.table = "feral".into();
        let p = plan(&[elsewhere, answer("play feral hard 15 v ten", false)], Focus::Mixed);
        assert_eq!(p.scheduler().asked(), 0);
    }
}
