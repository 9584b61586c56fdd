//! The path as `stats` shows it: accuracy and speed by stage, the best at speed, and the status of
//! each stage.

use std::io::{self, Write};

use super::super::{Painter, trend};
use super::advice::Hint;
use crate::coach::learner::history::day_of;
use crate::coach::learner::learning_path::{self, StageStatus};
use crate::coach::learner::record::{BEST_MIN_ANSWERS, TimedSession};
use crate::coach::learner::report::stage_state_in;
use crate::coach::learner::stage_name_in;
use crate::coach::learner::trend::FamilyTrend;
use crate::lang::{Arg, Lang};

/// A median time in seconds to a tenth, as `lang` writes it: `2.0 s`, `2,0 s`; `-` for none.
fn seconds(ms: Option<u64>, lang: Lang) -> String {
    ms.map_or_else(
        || "-".to_string(),
        |ms| format!("{} s", lang.decimal(crate::coach::learner::history::tenths_of_seconds(ms), 1)),
    )
}

/// Accuracy and median answer time of each stage of the path, a chart each.
pub(super) fn pictures(
    w: &mut dyn Write,
    p: Painter,
    trends: &[FamilyTrend],
    width: usize,
    lang: Lang,
) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("stats-pictures-title", &[])))?;
    writeln!(w, "{}", p.dim(format!("  {}", lang.text("stats-pictures-about", &[]))))?;
    for t in trends {
        trend::family(w, p, t, width, lang)?;
    }
    Ok(())
}

/// Each drill's personal best at speed; when there is none, how to make one at the path's pace.
pub(super) fn best_at_speed(
    w: &mut dyn Write,
    p: Painter,
    bests: &[&TimedSession],
    statuses: &[StageStatus],
    hint: &Hint<'_>,
) -> io::Result<()> {
    let lang = hint.lang;
    let min = Arg::Int(BEST_MIN_ANSWERS as u64);
    writeln!(w)?;
    if bests.is_empty() {
        let stage =
            learning_path::next_stage(statuses).map_or(&learning_path::PATHS[0].stages[0], |s| s.stage);
        let drill = stage.drills.first().copied().unwrap_or("hand-totals");
        let hint = hint.quoted(drill, Some(stage.seconds));
        return writeln!(
            w,
            "{} {}",
            p.bold(lang.text("stats-best-label", &[])),
            lang.text("stats-best-none", &[("min", min), ("hint", Arg::Text(&hint))])
        );
    }
    writeln!(w, "{}", p.bold(lang.text("stats-best-title", &[("min", min)])))?;
    let width = bests.iter().map(|b| b.drill.chars().count()).max().unwrap_or(0);
    for b in bests {
        let (percent, allowed, day) =
            (lang.percent(b.accuracy_percent(), 1), seconds_allowed(b.limit_ms, lang), day_of(b.at));
        let row = lang.text(
            "stats-best-row",
            &[
                ("right", Arg::Int(b.correct as u64)),
                ("answers", Arg::Int(b.answers as u64)),
                ("percent", Arg::Text(&percent)),
                ("allowed", Arg::Text(&allowed)),
                ("streak", Arg::Int(b.best_streak as u64)),
                ("day", Arg::Text(&day)),
                ("table", Arg::Text(&b.table)),
            ],
        );
        writeln!(w, "  {}  {row}", p.accent(format!("{:width$}", b.drill)))?;
    }
    Ok(())
}

/// A time allowed, in whole seconds when it is whole: `8 s`, `2.5 s` (`2,5 s` in French).
fn seconds_allowed(ms: u64, lang: Lang) -> String {
    if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{} s", lang.decimal(ms as f64 / 1000.0, 1))
    }
}

pub(super) fn path_status(
    w: &mut dyn Write,
    p: Painter,
    path: &'static learning_path::LearningPath,
    statuses: &[StageStatus],
    hint: &Hint<'_>,
) -> io::Result<()> {
    let (table, lang) = (hint.table, hint.lang);
    writeln!(w)?;
    let title = lang.text("stats-path-title", &[("table", Arg::Text(table))]);
    writeln!(w, "{} {}", p.bold(title), path.about_in(lang))?;
    let width = path.stages.iter().map(|s| stage_name_in(s.name, lang).chars().count()).max().unwrap_or(0);
    // The column of the states is as wide as the widest word of the language, 8 at least.
    let states = statuses.iter().map(|s| stage_state_in(s, lang).chars().count());
    let state_width = states.max().unwrap_or(0).max(8);
    for s in statuses {
        // No stage is ever locked (any drill can be practised at any time): a stage the path has
        // not reached yet comes later.
        let word = format!("{:<state_width$}", stage_state_in(s, lang));
        let state = if s.due_for_retest {
            p.warn(word)
        } else if s.mastered {
            p.good(word)
        } else if s.unlocked {
            p.accent(word)
        } else {
            p.dim(word)
        };
        let detail = match (s.recent_accuracy_percent, s.answers) {
            (Some(acc), n) => {
                let (percent, median) = (lang.percent(acc, 0), seconds(s.recent_median_ms, lang));
                lang.text(
                    "stats-stage-detail",
                    &[
                        ("answers", Arg::Int(n as u64)),
                        ("percent", Arg::Text(&percent)),
                        ("last", Arg::Int(n.min(learning_path::MASTERY_WINDOW) as u64)),
                        ("median", Arg::Text(&median)),
                    ],
                )
            }
            (None, _) => String::new(),
        };
        let line = format!(
            "  {state}  {:width$}  {:>4}  {}",
            stage_name_in(s.stage.name, lang),
            format!("{} s", s.stage.seconds),
            p.dim(detail)
        );
        writeln!(w, "{}", line.trim_end())?;
    }
    let pace =
        lang.text(if hint.in_menu { "stats-mastery-pace-menu" } else { "stats-mastery-pace-command" }, &[]);
    let percent = lang.percent(learning_path::MASTERY_ACCURACY_PERCENT as f64, 0);
    let mastery = lang.text(
        "stats-mastery",
        &[
            ("percent", Arg::Text(&percent)),
            ("window", Arg::Int(learning_path::MASTERY_WINDOW as u64)),
            ("table", Arg::Text(table)),
            ("pace", Arg::Text(&pace)),
        ],
    );
    writeln!(w, "{}", p.dim(format!("  {mastery}")))?;
    if statuses.iter().any(|s| s.placed) {
        writeln!(w, "{}", p.dim(format!("  {}", learning_path::placed_sentence_in(lang))))?;
    }
    match path.sharing_sentence_in(lang) {
        Some(shared) => writeln!(w, "{}", p.dim(format!("  {shared}"))),
        None => Ok(()),
    }
}
