//! What the home shows, on every face: the table the learner last practised at and the next stage
//! of their learning path, with a drill of it (or play, for counting in play) at a table where it
//! can be played, in the same words at the terminal and in a browser.

use crate::coach::drill::Library;
use crate::coach::learner::learning_path::{LearningPath, next_stage};
use crate::coach::learner::record::HIDDEN_COUNT_DRILL;
use crate::coach::learner::store::standing::Standing;
use crate::coach::play::{HIDDEN_COUNT_SYSTEM, hidden_refusal};
use crate::game::rules::TableRules;

/// How a suggested stage is practised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Practice {
    /// A drill, by its id.
    Drill(String),
    /// Rounds of play counting with this system (its id), the count hidden and checked now and
    /// then: `play --count SYSTEM --hidden`.
    HiddenCount(&'static str),
}

/// What the home suggests: the stage of the path to work on, and a drill of it (or play) at a
/// table where it can be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The stage's name.
    pub stage: &'static str,
    /// The stage's place on the path, from 1, and the number of stages.
    pub place: (usize, usize),
    /// Whether the stage was mastered and is due for a re-test.
    pub retest: bool,
    /// How it is practised.
    pub practice: Practice,
    /// The table it is suggested at.
    pub table: String,
}

impl Suggestion {
    /// The home's sentence: `Next on your path: soft totals (stage 2 of 6), with the soft-totals
    /// drill at book.`
    pub fn sentence(&self) -> String {
        let (lead, why) = self.lead();
        format!("{lead}: {} ({why}), {}.", self.stage, self.how())
    }

    /// The sentence's lead and the reason in brackets, for a face that styles them apart.
    pub fn lead(&self) -> (&'static str, String) {
        if self.retest {
            ("Due for a re-test", "mastered, and not practised for a week".to_string())
        } else {
            ("Next on your path", format!("stage {} of {}", self.place.0, self.place.1))
        }
    }

    /// How and where, the sentence's end: `with the soft-totals drill at book`, `playing rounds
    /// at quebec-s17 with the hi-lo count hidden`.
    pub fn how(&self) -> String {
        match &self.practice {
            Practice::Drill(drill) => format!("with the {drill} drill at {}", self.table),
            Practice::HiddenCount(system) => {
                format!("playing rounds at {} with the {system} count hidden", self.table)
            }
        }
    }

    /// What choosing it does, for a menu's entry or a button: `Practise soft-totals at book`.
    pub fn action(&self) -> String {
        match &self.practice {
            Practice::Drill(drill) => format!("Practise {drill} at {}", self.table),
            Practice::HiddenCount(system) => {
                format!("Play at {}, keeping the {system} count yourself", self.table)
            }
        }
    }
}

/// What the home says when the path holds nothing to suggest.
pub const ALL_MASTERED: &str = "Every stage of your path is mastered and fresh: practise what you like.";

/// The home's facts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Home {
    /// The table the learner last practised at (a preset), else the first preset.
    pub table: String,
    /// What to practise next; `None` when every stage is mastered and fresh.
    pub suggestion: Option<Suggestion>,
}

/// Where the learner stands by `standing` on `path` at the moment `now`: their latest preset
/// table, and the next stage's first drill that `runs` at that table, else at another preset.
pub fn home(
    standing: &Standing,
    path: &'static LearningPath,
    library: &Library,
    tables: &[TableRules],
    now: u64,
    runs: impl Fn(&crate::coach::drill::Drill, &str) -> bool,
) -> Home {
    let table = standing
        .latest_table(None, |t| tables.iter().any(|r| r.id == t))
        .map_or_else(|| tables.first().map_or_else(|| "book".to_string(), |t| t.id.clone()), str::to_string);
    // The path at that table: the stages it shares with other tables count their answers too.
    let rules =
        tables.iter().find(|t| t.id == table).cloned().or_else(|| crate::game::rules::preset(&table).ok());
    let statuses = rules.map(|rules| standing.path_status_at(path, &rules, now)).unwrap_or_default();
    let suggestion = next_stage(&statuses).and_then(|status| {
        let place = path.stages.iter().position(|s| s == status.stage).map_or(1, |i| i + 1);
        // How a drill of the stage is practised at a table, where it can be.
        let practice_at = |drill: &str, table: &str| -> Option<Practice> {
            if drill == HIDDEN_COUNT_DRILL {
                let keeps_count =
                    tables.iter().find(|t| t.id == table).is_some_and(|t| hidden_refusal(t).is_none());
                return keeps_count.then_some(Practice::HiddenCount(HIDDEN_COUNT_SYSTEM));
            }
            library.get(drill).is_ok_and(|d| runs(d, table)).then(|| Practice::Drill(drill.to_string()))
        };
        // The stage's first drill that can be played at the learner's table, else at another.
        let at_home =
            status.stage.drills.iter().find_map(|d| practice_at(d, &table).map(|p| (p, table.clone())));
        let elsewhere =
            || {
                status.stage.drills.iter().find_map(|d| {
                    tables.iter().find_map(|t| practice_at(d, &t.id).map(|p| (p, t.id.clone())))
                })
            };
        let (practice, table) = at_home.or_else(elsewhere)?;
        Some(Suggestion {
            stage: status.stage.name,
            place: (place, path.stages.len()),
            retest: status.due_for_retest,
            practice,
            table,
        })
    });
    Home { table, suggestion }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::learning_path::{MASTERY_WINDOW, PATHS};
    use crate::coach::learner::record::AnswerRecord;
    use crate::game::rules::{Reshuffle, preset, preset_names};

    const NOW: u64 = 1_000_000;

    /// A standing where every stage of the book's path before the last is mastered at `table`:
    /// each stage's first drill answered right, fast and lately, a mastery window's worth.
    fn all_but_the_last_mastered(table: &str) -> Standing {
        let mut standing = Standing::default();
        let stages = PATHS[0].stages;
        for stage in &stages[..stages.len() - 1] {
            for i in 0..MASTERY_WINDOW as u64 {
                standing.add(&AnswerRecord {
                    drill: stage.drills[0].to_string(),
                    table: table.to_string(),
                    response_ms: Some(1000),
                    at: NOW - 100 + i,
                    ..AnswerRecord::sample()
                });
            }
        }
        standing
    }

    fn presets() -> Vec<TableRules> {
        preset_names().iter().map(|n| preset(n).unwrap()).collect()
    }

    /// Once the counting drills are mastered, the home sends the learner to play with the count
    /// hidden at their own table, where it keeps a count.
    #[test]
    fn the_last_stage_is_practised_by_play_with_the_count_hidden() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let home =
            home(&all_but_the_last_mastered("quebec-s17"), &PATHS[0], &library, &tables, NOW, |_, _| true);
        let s = home.suggestion.unwrap();
        assert_eq!(s.practice, Practice::HiddenCount(HIDDEN_COUNT_SYSTEM));
        assert_eq!(s.table, "quebec-s17");
        let n = PATHS[0].stages.len();
        assert_eq!(
            s.sentence(),
            format!(
                "Next on your path: Keep the count in play (stage {n} of {n}), playing rounds at quebec-s17 \
                 with the hi-lo count hidden."
            )
        );
        assert_eq!(s.action(), "Play at quebec-s17, keeping the hi-lo count yourself");
    }

    /// At a table that shuffles before every round there is no count to keep: the home suggests
    /// the first preset that deals from a shoe.
    #[test]
    fn play_with_the_count_hidden_is_suggested_where_a_count_is_kept() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let book = preset("book").unwrap();
        assert_eq!(book.reshuffle, Reshuffle::EveryRound);
        let home = home(&all_but_the_last_mastered("book"), &PATHS[0], &library, &tables, NOW, |_, _| true);
        let s = home.suggestion.unwrap();
        let first_shoe = tables.iter().find(|t| t.reshuffle != Reshuffle::EveryRound).unwrap();
        assert_eq!((s.practice, s.table), (Practice::HiddenCount("hi-lo"), first_shoe.id.clone()));
    }

    /// A drill's stage reads as it always has.
    #[test]
    fn a_drill_is_suggested_with_its_drill() {
        let (tables, library) = (presets(), Library::shipped().unwrap());
        let home = home(&Standing::default(), &PATHS[0], &library, &tables, NOW, |_, _| true);
        let s = home.suggestion.unwrap();
        assert_eq!(s.practice, Practice::Drill("hand-totals".to_string()));
        assert_eq!(s.action(), format!("Practise hand-totals at {}", s.table));
        assert!(s.sentence().ends_with(&format!("with the hand-totals drill at {}.", s.table)));
    }
}
