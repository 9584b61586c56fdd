//! The plan to be ready by a date that the home follows: its table, date and recall level, kept
//! in `plan.json` beside the answers' database, whose layout it leaves alone (a folder without
//! the file has no plan); and a plan made from the answers at its table: the memory replayed over
//! them, and the times they took.

use std::collections::HashMap;
use std::fs;
use std::io;

use serde::{Deserialize, Serialize};

use super::notice::StoreError;
use super::{Reading, Store};
use crate::coach::learner::cells::cell_facts;
use crate::coach::learner::memory::MemoryReplay;
use crate::coach::learner::readiness::{Pace, ReadyPlan, day_of_date, items_at};
use crate::coach::learner::store;
use crate::game::rules::TableRules;
use crate::strategy::chart::Chart;

/// The file that keeps the plan followed, in the data folder.
pub const PLAN_FILE: &str = "plan.json";

/// The version of that file this build writes and reads.
pub const PLAN_FORMAT_VERSION: u32 = 1;

/// The plan the home follows, as saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    /// The file's format version ([`PLAN_FORMAT_VERSION`]).
    pub version: u32,
    /// The table, a preset's name.
    pub table: String,
    /// The date to be ready by, `YYYY-MM-DD`.
    pub by: String,
    /// The predicted recall aimed at on that day, from 0 to 1.
    pub recall: f64,
}

impl Store {
    /// The plan followed, `None` when none was saved.
    pub fn goal(&self) -> Result<Option<Goal>, StoreError> {
        let path = self.dir().join(PLAN_FILE);
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(source) => return Err(StoreError::Io { path, source }),
        };
        let goal: Goal = serde_json::from_str(&text).map_err(|e| StoreError::Io {
            path: path.clone(),
            source: io::Error::new(io::ErrorKind::InvalidData, e.to_string()),
        })?;
        if goal.version > PLAN_FORMAT_VERSION {
            return Err(StoreError::TooNew { path, found: goal.version, reads: PLAN_FORMAT_VERSION });
        }
        Ok(Some(goal))
    }

    /// Saves the plan to follow (written whole, then put in place), or forgets it with `None`.
    pub fn set_goal(&self, goal: Option<&Goal>) -> Result<(), StoreError> {
        let path = self.dir().join(PLAN_FILE);
        let Some(goal) = goal else {
            return match fs::remove_file(&path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => Err(StoreError::Io { path, source: e }),
                _ => Ok(()),
            };
        };
        fs::create_dir_all(self.dir()).map_err(self.io(self.dir()))?;
        let temp = self.dir().join(format!("{PLAN_FILE}.new"));
        let text = serde_json::to_string_pretty(goal)
            .map_err(|e| StoreError::Io { path: path.clone(), source: io::Error::other(e.to_string()) })?;
        fs::write(&temp, text + "\n").map_err(self.io(&temp))?;
        fs::rename(&temp, &path).map_err(self.io(&path))
    }

    /// The memory replayed over the first answers at `table` (with those of `reading` the
    /// database does not hold), and the time each that has one took, in milliseconds.
    pub fn memory_and_times_at(
        &self,
        reading: &Reading,
        table: &str,
    ) -> Result<(MemoryReplay, Vec<u64>), StoreError> {
        let mut replay = MemoryReplay::new();
        let mut times = Vec::new();
        if let Some(conn) =
            reading.standing.answered_at(table).then(|| self.summaries(reading)).transpose()?.flatten()
        {
            store::each_first_answer_at(&conn, table, |a| {
                replay.review(table, a.key, a.drill, a.correct, a.at);
                times.extend(a.response_ms);
            })
            .map_err(|e| self.db_error(e))?;
        }
        for a in reading.unsaved.iter().filter(|a| a.table == table && a.counts()) {
            replay.add(a);
            times.extend(a.response_ms);
        }
        self.settle_memory(&mut replay, Some(table), None);
        Ok((replay, times))
    }

    /// The plan at `rules` (with its `chart`, when it has one) to be ready by day `by` (days
    /// since 1970) at recall `level`, made at `now` from the learner's answers there.
    pub fn ready_plan(
        &self,
        reading: &Reading,
        rules: &TableRules,
        chart: Option<&Chart>,
        by: u64,
        level: f64,
        now: u64,
    ) -> Result<ReadyPlan, StoreError> {
        let (replay, mut times) = self.memory_and_times_at(reading, &rules.id)?;
        let cells = chart.map(|c| cell_facts(rules, c)).unwrap_or_default();
        let items = items_at(&rules.id, &cells, &replay.remembered_at(&rules.id));
        Ok(ReadyPlan::make(
            (&replay.model(), replay.parameters().clone()),
            &items,
            now,
            by,
            level,
            Pace::of(&mut times),
        ))
    }
}

impl Store {
    /// Today's reviews of the plan followed at `rules`' table, by key, each with its predicted
    /// recall now (0 for an item never answered): what `--focus plan` asks. None when no plan is
    /// followed there, or its date has passed.
    pub fn plan_reviews_today(
        &self,
        reading: &Reading,
        rules: &TableRules,
        chart: Option<&Chart>,
        now: u64,
    ) -> Result<HashMap<String, f64>, StoreError> {
        let Some(goal) = self.goal()?.filter(|g| g.table == rules.id) else { return Ok(HashMap::new()) };
        let Some(by) = day_of_date(&goal.by).filter(|&by| by > now / 86_400) else {
            return Ok(HashMap::new());
        };
        let plan = self.ready_plan(reading, rules, chart, by, goal.recall, now)?;
        Ok(plan.reviews_on(plan.today).into_iter().map(|i| (i.key.clone(), i.recall_now)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_is_saved_read_and_forgotten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("learner"));
        assert_eq!(store.goal().unwrap(), None, "no file, no plan");
        let goal = Goal { version: 1, table: "quebec-h17".into(), by: "2027-03-14".into(), recall: 0.9 };
        store.set_goal(Some(&goal)).unwrap();
        assert_eq!(store.goal().unwrap(), Some(goal));
        store.set_goal(None).unwrap();
        assert_eq!(store.goal().unwrap(), None);
        store.set_goal(None).unwrap();
        fs::write(
            dir.path().join("learner").join(PLAN_FILE),
            "{\"version\": 9, \"table\": \"book\", \"by\": \"2027-01-01\", \"recall\": 0.9}",
        )
        .unwrap();
        assert!(matches!(store.goal(), Err(StoreError::TooNew { found: 9, .. })));
        fs::write(dir.path().join("learner").join(PLAN_FILE), "not json").unwrap();
        assert!(store.goal().is_err());
    }

    /// A plan made from enough answers a day or more apart is made by the model fitted to them,
    /// and says so; from too few, by the defaults.
    #[test]
    fn a_plan_names_the_parameters_it_was_made_with() {
        use crate::coach::learner::memory::ModelParameters;
        use crate::coach::learner::record::AnswerRecord;
        const DAY: u64 = 86_400;
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path().join("learner"));
        let rules = crate::game::rules::preset("book").unwrap();
        let plan_after = |days: &[u64]| {
            let answers: Vec<AnswerRecord> = days
                .iter()
                .flat_map(|&d| {
                    (0..120u64).map(move |i| AnswerRecord {
                        key: format!("total {i}"),
                        drill: "hand-totals".into(),
                        correct: !(i * 7 + d * 3).is_multiple_of(5),
                        at: d * DAY + i,
                        ..AnswerRecord::sample()
                    })
                })
                .collect();
            store.append(&answers).unwrap();
            let reading = store.read().unwrap();
            store.ready_plan(&reading, &rules, None, 60, 0.9, 40 * DAY).unwrap()
        };
        assert_eq!(plan_after(&[0, 2]).model, ModelParameters::Default, "120 reviews: too few to fit");
        let fitted = plan_after(&[4, 7, 11, 16]).model;
        assert!(
            matches!(fitted, ModelParameters::Fitted { reviews: 600, of: 600, .. }),
            "600 reviews a day or more apart: fitted to them, {fitted:?}"
        );
    }
}
