//! Progress over time, as `bjcoach stats` draws it: for each family of drills (a stage of the
//! learning path, and one family for the drills on no stage) the accuracy and median answer time
//! of each day practised, and the leak at a table at the end of each day. The figures come from
//! the store's summaries ([`crate::coach::learner::store::days::family_days`] and
//! [`crate::coach::learner::store::days::leak_days`]); this module says what they are.

use serde::Serialize;

use crate::coach::learner::history::day_of;
use crate::coach::learner::learning_path::LearningPath;

/// The name of the family of the drills that are on no stage of the path (counting, play).
pub const OTHER_DRILLS: &str = "Other drills";

/// A family of drills drawn together: a stage of the path, or the drills on none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Family {
    /// The stage's name, or [`OTHER_DRILLS`].
    pub name: String,
    /// Its drills.
    pub drills: Vec<String>,
}

/// The families of a path, in its order: each stage, then the drills of `answered` on no stage
/// (by name), when there are any.
pub fn families(path: &LearningPath, answered: &[String]) -> Vec<Family> {
    let mut list: Vec<Family> = path
        .stages
        .iter()
        .map(|s| Family {
            name: s.name.to_string(),
            drills: s.drills.iter().map(|d| d.to_string()).collect(),
        })
        .collect();
    let mut other: Vec<String> =
        answered.iter().filter(|d| !list.iter().any(|f| f.drills.contains(d))).cloned().collect();
    other.sort();
    other.dedup();
    if !other.is_empty() {
        list.push(Family { name: OTHER_DRILLS.to_string(), drills: other });
    }
    list
}

/// One family's answers on one day (UTC).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Day {
    /// The day, `YYYY-MM-DD`.
    pub day: String,
    /// The day, in days since 1970-01-01.
    #[serde(skip)]
    pub number: u64,
    /// Answers given.
    pub answers: usize,
    /// Right answers.
    pub correct: usize,
    /// Right answers in percent of the answers.
    pub accuracy_percent: f64,
    /// The median answer time of the day's answers of every drill of the family, in
    /// milliseconds, when times were kept.
    pub median_ms: Option<u64>,
}

impl Day {
    /// The figures of day `number`.
    pub fn new(number: u64, answers: usize, correct: usize, median_ms: Option<u64>) -> Day {
        Day {
            day: day_of(number * 86_400),
            number,
            answers,
            correct,
            accuracy_percent: correct as f64 * 100.0 / answers.max(1) as f64,
            median_ms,
        }
    }
}

/// A family's days, the latest ones.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FamilyTrend {
    /// The family.
    pub family: Family,
    /// The drills of the family that have answers.
    pub drills_answered: Vec<String>,
    /// The latest days practised, oldest first.
    pub days: Vec<Day>,
    /// Days practised in all (more than [`FamilyTrend::days`] holds when the history is longer).
    pub days_practised: usize,
    /// Answers in all.
    pub answers: usize,
}

/// The leak at a table at the end of a day: from every chart answer up to that day.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeakDay {
    /// The day, `YYYY-MM-DD`.
    pub day: String,
    /// Chart answers at the table given that day.
    pub answers: usize,
    /// The leak after them, in percent of every bet
    /// ([`crate::coach::learner::cells::ChartRecord::leak_points`]).
    pub leak_points: f64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::learning_path::PATHS;

    #[test]
    fn families_are_the_stages_then_the_drills_on_none() {
        let answered = ["table-differences".to_string(), "hand-totals".to_string(), "play".to_string()];
        let list = families(&PATHS[0], &answered);
        assert_eq!(list.len(), PATHS[0].stages.len() + 1);
        assert_eq!(list[0].name, "Count hands");
        let other = list.last().unwrap();
        assert_eq!(
            (other.name.as_str(), other.drills.clone()),
            (OTHER_DRILLS, vec!["play".into(), "table-differences".into()])
        );
        assert_eq!(families(&PATHS[0], &["strategy".to_string()]).len(), PATHS[0].stages.len());
    }

    #[test]
    fn a_day_is_named_and_its_accuracy_is_right_over_answers() {
        let d = Day::new(20_000, 8, 6, Some(1500));
        assert_eq!((d.day.as_str(), d.accuracy_percent), ("2024-10-04", 75.0));
    }
}
