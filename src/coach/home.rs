//! What the home shows, on every face: the table the learner last practised at and the next stage
//! of their learning path, with a drill of it at a table where it can be played, in the same words
//! at the terminal and in a browser.

use crate::coach::drill::Library;
use crate::coach::learner::learning_path::{LearningPath, next_stage};
use crate::coach::learner::store::standing::Standing;
use crate::game::rules::TableRules;

/// What the home suggests: the stage of the path to work on, and a drill of it at a table where
/// it can be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// The stage's name.
    pub stage: &'static str,
    /// The stage's place on the path, from 1, and the number of stages.
    pub place: (usize, usize),
    /// Whether the stage was mastered and is due for a re-test.
    pub retest: bool,
    /// The drill suggested.
    pub drill: String,
    /// The table it is suggested at.
    pub table: String,
}

impl Suggestion {
    /// The home's sentence: `Next on your path: soft totals (stage 2 of 6), with the soft-totals
    /// drill at book.`
    pub fn sentence(&self) -> String {
        let (lead, why) = self.lead();
        format!("{lead}: {} ({why}), with the {} drill at {}.", self.stage, self.drill, self.table)
    }

    /// The sentence's lead and the reason in brackets, for a face that styles them apart.
    pub fn lead(&self) -> (&'static str, String) {
        if self.retest {
            ("Due for a re-test", "mastered, and not practised for a week".to_string())
        } else {
            ("Next on your path", format!("stage {} of {}", self.place.0, self.place.1))
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
        let runs = |drill: &str, table: &str| library.get(drill).is_ok_and(|d| runs(d, table));
        // The stage's first drill that can be played at the learner's table, else at another.
        let at_home = status.stage.drills.iter().find(|d| runs(d, &table)).map(|d| (d, table.clone()));
        let elsewhere = || {
            status
                .stage
                .drills
                .iter()
                .find_map(|d| tables.iter().find(|t| runs(d, &t.id)).map(|t| (d, t.id.clone())))
        };
        let (drill, table) = at_home.or_else(elsewhere)?;
        Some(Suggestion {
            stage: status.stage.name,
            place: (place, path.stages.len()),
            retest: status.due_for_retest,
            drill: drill.to_string(),
            table,
        })
    });
    Home { table, suggestion }
}
