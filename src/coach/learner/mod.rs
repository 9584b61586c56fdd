//! The learner's record: their saved answers, what those say about them, and what to practise next.
//!
//! In layers, each importing only those below it: [`record`] (one answer, one timed session, a
//! strategy question's key, as saved); the computations over answers ([`history`], [`schedule`], [`cells`],
//! [`learning_path`], [`trend`], [`habits`], [`plan`], [`advice`], [`readiness`]); [`store`], the database that
//! keeps the answers with their summaries; [`progress`], the files around it (journals, locks,
//! healing, reset), through which every read and save goes; and the session: this module, the changes
//! a session made ([`Changes`]) and the clock ([`Calendar`]), and [`practice`], a practice session's
//! schedule and answers, journaled and saved. It draws nothing: the `cli` module shows all of it.

pub mod advice;
pub mod cells;
pub mod countdown_bests;
pub mod figures;
pub mod fsrs;
pub mod fsrs_fit;
pub mod habits;
pub mod history;
pub mod learning_path;
pub mod memory;
pub mod plan;
pub mod practice;
pub mod progress;
pub mod readiness;
pub mod record;
pub mod report;
pub mod schedule;
pub mod simulated;
pub mod simulated_plan;
pub mod store;
pub mod tray_bias;
pub mod trend;

use std::time::{SystemTime, UNIX_EPOCH};

use crate::coach::learner::record::AnswerRecord;
use cells::ChartRecord;
use learning_path::StageStatus;

use crate::lang::{Arg, Lang};
use store::standing::Standing;

/// Where the date and time of an answer come from: the system, or a fixed moment so that
/// scripted sessions and their transcripts never change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Calendar {
    /// The system's clock.
    System,
    /// Always this moment, in seconds since 1970-01-01 UTC.
    Fixed(u64),
}

impl Calendar {
    /// The present moment, in seconds since 1970-01-01 UTC.
    pub fn now(&self) -> u64 {
        match self {
            Calendar::System => SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()),
            Calendar::Fixed(at) => *at,
        }
    }
}

/// Which way the leak went in a session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trend {
    /// It gives away less.
    Smaller,
    /// It gives away more.
    Larger,
    /// Within half a thousandth of a point.
    Unchanged,
}

impl Trend {
    /// The leak's trend from `was` to `is`, in house-edge points.
    pub fn of(was: f64, is: f64) -> Trend {
        if is < was - 5e-4 {
            Trend::Smaller
        } else if is > was + 5e-4 {
            Trend::Larger
        } else {
            Trend::Unchanged
        }
    }

    /// The trend in a word of `lang`.
    pub fn word_in(self, lang: Lang) -> String {
        let id = match self {
            Trend::Smaller => "change-trend-smaller",
            Trend::Larger => "change-trend-larger",
            Trend::Unchanged => "change-trend-unchanged",
        };
        lang.text(id, &[])
    }

    /// The trend in an English word, as JSON and the English pages write it.
    pub fn word(self) -> &'static str {
        match self {
            Trend::Smaller => "smaller",
            Trend::Larger => "larger",
            Trend::Unchanged => "unchanged",
        }
    }
}

/// One line of what a session changed. Its words are [`Change::words`]; where to see more (a
/// command at the terminal, a link on a page) is the face's to add.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Change {
    /// The leak at the table before and after, in house-edge points.
    Leak {
        /// Before the session.
        was: f64,
        /// After it.
        is: f64,
    },
    /// A stage mastered.
    Mastered(&'static str),
    /// A stage opened.
    Opened(&'static str),
    /// No stage of the path changed, and there is no leak to tell.
    NoStage,
}

impl Change {
    /// The line's words at `table` in `lang`, the leak's trend word as `trend` paints it; a stage
    /// by its name in `lang`.
    pub fn words_in(&self, lang: Lang, table: &str, trend: &dyn Fn(Trend) -> String) -> String {
        match *self {
            Change::Leak { was, is } => {
                let (was_words, is_words, trend) =
                    (lang.percent(was, 3), lang.percent(is, 3), trend(Trend::of(was, is)));
                lang.text(
                    "change-leak",
                    &[
                        ("table", Arg::Text(table)),
                        ("was", Arg::Text(&was_words)),
                        ("is", Arg::Text(&is_words)),
                        ("trend", Arg::Text(&trend)),
                    ],
                )
            }
            Change::Mastered(stage) => {
                lang.text("change-mastered", &[("stage", Arg::Text(&stage_name_in(stage, lang)))])
            }
            Change::Opened(stage) => {
                lang.text("change-opened", &[("stage", Arg::Text(&stage_name_in(stage, lang)))])
            }
            Change::NoStage => lang.text("change-no-stage", &[]),
        }
    }

    /// The line's words at `table` in English, the leak's trend word as `trend` paints it.
    pub fn words(&self, table: &str, trend: &dyn Fn(Trend) -> String) -> String {
        self.words_in(Lang::En, table, trend)
    }
}

/// A stage of the learning path by its name in `lang` (`Count hands`, `Compter les mains`): the
/// message named after its English name (`stage-count-hands`), the English name itself in
/// English.
pub fn stage_name_in(name: &str, lang: Lang) -> String {
    let slug: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    lang.own_text(&format!("stage-{slug}"), &[]).unwrap_or_else(|| name.to_string())
}

/// What a session changed in the learner's standing.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Changes {
    /// Stages of the learning path opened by this session.
    pub unlocked: Vec<&'static str>,
    /// Stages mastered by this session.
    pub mastered: Vec<&'static str>,
    /// The leak at the table before and after, in house-edge points, for a table with a chart.
    pub leak: Option<(f64, f64)>,
}

impl Changes {
    /// What changed from the answers `before` to `before` and `new` together.
    pub fn between(
        path: &'static learning_path::LearningPath,
        before: &[AnswerRecord],
        new: &[AnswerRecord],
        rules: &crate::game::rules::TableRules,
        chart: Option<&crate::strategy::chart::Chart>,
        now: u64,
    ) -> Changes {
        let after: Vec<AnswerRecord> = before.iter().chain(new).cloned().collect();
        let preset = |t: &str| crate::game::rules::preset(t).ok();
        let was = learning_path::status_at(path, rules, before, preset, now);
        let is = learning_path::status_at(path, rules, &after, preset, now);
        let leak = chart.map(|chart| {
            (
                ChartRecord::new(rules, chart, before).leak_points(),
                ChartRecord::new(rules, chart, &after).leak_points(),
            )
        });
        Changes::from_statuses(&was, &is, leak)
    }

    /// What a session's `answers` changed at its table (`rules`, with its `chart` when it has
    /// one) from the learner's standing `before` it, at `now`: the path at that table, as `stats
    /// --table` shows it, and the leak. `None` when nothing was saved before the session or it
    /// has no answers: there is nothing to compare.
    pub fn after_session(
        before: &Standing,
        rules: &crate::game::rules::TableRules,
        chart: Option<&crate::strategy::chart::Chart>,
        answers: &[AnswerRecord],
        now: u64,
    ) -> Option<Changes> {
        if before.answers(None) == 0 || answers.is_empty() {
            return None;
        }
        let mut after = before.clone();
        for a in answers {
            after.add(a);
        }
        let leak = chart.map(|c| {
            let leak = |s: &Standing| s.chart_record(rules, c, None).leak_points();
            (leak(before), leak(&after))
        });
        let path = &learning_path::PATHS[0];
        Some(Changes::from_statuses(
            &before.path_status_at(path, rules, now),
            &after.path_status_at(path, rules, now),
            leak,
        ))
    }

    /// What changed, a line each as every face says it: the leak, the stages mastered, the
    /// stages opened; that no stage changed when none did.
    pub fn lines(&self) -> Vec<Change> {
        let mut lines: Vec<Change> =
            self.leak.map(|(was, is)| Change::Leak { was, is }).into_iter().collect();
        lines.extend(self.mastered.iter().map(|s| Change::Mastered(s)));
        lines.extend(self.unlocked.iter().map(|s| Change::Opened(s)));
        if self.mastered.is_empty() && self.unlocked.is_empty() && self.leak.is_none() {
            lines.push(Change::NoStage);
        }
        lines
    }

    /// What changed from the path's status `was` to `is`, with the leak before and after.
    pub fn from_statuses(was: &[StageStatus], is: &[StageStatus], leak: Option<(f64, f64)>) -> Changes {
        let newly = |f: fn(&StageStatus) -> bool| -> Vec<&'static str> {
            was.iter().zip(is).filter(|(w, i)| !f(w) && f(i)).map(|(_, i)| i.stage.name).collect()
        };
        Changes { unlocked: newly(|s| s.unlocked), mastered: newly(|s| s.mastered), leak }
    }
}
