//! The path as `stats` shows it: accuracy and speed by stage, the best at speed, and the status of
//! each stage.

use std::io::{self, Write};

use super::super::progress::plural;
use super::super::{Painter, trend};
use super::advice::Hint;
use crate::coach::learner::history::day_of;
use crate::coach::learner::learning_path::{self, StageStatus};
use crate::coach::learner::record::{BEST_MIN_ANSWERS, TimedSession};
use crate::coach::learner::report::stage_state;
use crate::coach::learner::trend::FamilyTrend;

fn seconds(ms: Option<u64>) -> String {
    ms.map_or_else(
        || "-".to_string(),
        |ms| format!("{:.1} s", crate::coach::learner::history::tenths_of_seconds(ms)),
    )
}

/// Accuracy and median answer time of each stage of the path, a chart each.
pub(super) fn pictures(
    w: &mut dyn Write,
    p: Painter,
    trends: &[FamilyTrend],
    width: usize,
) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold("Accuracy and speed by stage of the path, day by day"))?;
    writeln!(
        w,
        "{}",
        p.dim(
            "  Each bar is one day you practised the stage (UTC): above, the share of its answers that \
             were right; below, their median time."
        )
    )?;
    for t in trends {
        trend::family(w, p, t, width)?;
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
    writeln!(w)?;
    if bests.is_empty() {
        let stage =
            learning_path::next_stage(statuses).map_or(&learning_path::PATHS[0].stages[0], |s| s.stage);
        let drill = stage.drills.first().copied().unwrap_or("hand-totals");
        return writeln!(
            w,
            "{} no timed session of {BEST_MIN_ANSWERS} answers or more yet; try {}.",
            p.bold("Best at speed:"),
            hint.quoted(drill, Some(stage.seconds))
        );
    }
    writeln!(
        w,
        "{}",
        p.bold(format!("Best at speed (timed sessions of {BEST_MIN_ANSWERS} answers or more)"))
    )?;
    let width = bests.iter().map(|b| b.drill.len()).max().unwrap_or(0);
    for b in bests {
        writeln!(
            w,
            "  {}  {} of {} right in time ({:.1}%) at {} an answer, best streak {}, on {} at `{}`",
            p.accent(format!("{:width$}", b.drill)),
            b.correct,
            b.answers,
            b.accuracy_percent(),
            seconds_allowed(b.limit_ms),
            b.best_streak,
            day_of(b.at),
            b.table
        )?;
    }
    Ok(())
}

/// A time allowed, in whole seconds when it is whole: `8 s`, `2.5 s`.
fn seconds_allowed(ms: u64) -> String {
    if ms.is_multiple_of(1000) { format!("{} s", ms / 1000) } else { format!("{:.1} s", ms as f64 / 1000.0) }
}

pub(super) fn path_status(
    w: &mut dyn Write,
    p: Painter,
    path: &'static learning_path::LearningPath,
    statuses: &[StageStatus],
    hint: &Hint<'_>,
) -> io::Result<()> {
    let table = hint.table;
    writeln!(w)?;
    writeln!(w, "{} {}", p.bold(format!("Learning path at `{table}`:")), path.about)?;
    let width = path.stages.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for s in statuses {
        // No stage is ever locked (any drill can be practised at any time): a stage the path has
        // not reached yet comes later.
        let word = format!("{:<8}", stage_state(s));
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
            (Some(acc), n) => format!(
                "{n} answer{}, {acc:.0}% right in time over the last {}, median {}",
                plural(n),
                n.min(learning_path::MASTERY_WINDOW),
                seconds(s.recent_median_ms)
            ),
            (None, _) => String::new(),
        };
        let line = format!(
            "  {state}  {:width$}  {:>4}  {}",
            s.stage.name,
            format!("{} s", s.stage.seconds),
            p.dim(detail)
        );
        writeln!(w, "{}", line.trim_end())?;
    }
    writeln!(
        w,
        "{}",
        p.dim(format!(
            "  A stage is mastered when {}% of its last {} answers at `{table}` are right within its time (the seconds shown){}; the next stage then opens. Any drill may be practised at any time.",
            learning_path::MASTERY_ACCURACY_PERCENT,
            learning_path::MASTERY_WINDOW,
            if hint.in_menu { ", the pace of a timed drill" } else { ", the pace of `bjcoach drill NAME --timed SECONDS`" },
        ))
    )?;
    if statuses.iter().any(|s| s.placed) {
        writeln!(w, "{}", p.dim(format!("  {}", learning_path::PLACED_SENTENCE)))?;
    }
    match path.sharing_sentence() {
        Some(shared) => writeln!(w, "{}", p.dim(format!("  {shared}"))),
        None => Ok(()),
    }
}
