//! `bjcoach stats --memory`: what you will still know, by days. The memory model replayed over
//! your first answers, read one at a time ([`MemoryReplay`]): the items due now, retention a day
//! or more later against the same day, and the model's predicted recall against what happened.

use std::io::{self, Write};

use serde_json::json;

use super::super::progress::{plural, replayed};
use super::super::{CliError, Out, Painter};
use crate::coach::learner::memory::{DUE_BELOW, MemoryReport};
use crate::coach::learner::progress::Store;
use crate::lang::Lang;

/// A share as a whole percent, as English writes it: `84%`.
fn percent(share: f64) -> String {
    Lang::En.percent(share * 100.0, 0)
}

/// Shows the memory of the answers at `table` (every table when none), as of `now`, as text or
/// as one JSON object.
pub fn show(
    store: &Store,
    table: Option<&str>,
    json: bool,
    now: u64,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    let replay = replayed(store, table)?;
    let report = replay.report(now);
    if json {
        out.for_programs()?;
        let value = json!({
            "table": table,
            "model": report.parameters.words(),
            "due_below": DUE_BELOW,
            "report": report,
            "spaced_predicted": report.spaced_predicted(),
        });
        writeln!(out.w, "{value}")?;
        return Ok(());
    }
    text(&report, table, out)
}

fn text(r: &MemoryReport, table: Option<&str>, out: &mut Out<'_>) -> Result<(), CliError> {
    let at = table.map_or_else(|| "every table".to_string(), |t| format!("`{t}`"));
    Ok(lines(&mut out.w, out.paint, r, &at)?)
}

/// The memory part of the progress page at `table`: nothing before the first answer there.
pub(super) fn progress_lines(w: &mut dyn Write, p: Painter, r: &MemoryReport, table: &str) -> io::Result<()> {
    if r.items == 0 {
        return Ok(());
    }
    writeln!(w)?;
    lines(w, p, r, &format!("`{table}`"))
}

/// The memory's figures at `at` (`` `book` ``, `every table`), as text.
fn lines(w: &mut dyn Write, p: Painter, r: &MemoryReport, at: &str) -> io::Result<()> {
    writeln!(
        w,
        "{}",
        p.bold(format!(
            "Memory at {at} ({}; a right first answer is a recall, a wrong one a lapse):",
            r.parameters.words()
        ))
    )?;
    if r.items == 0 {
        writeln!(w, "  No answer saved yet: nothing to remember.")?;
        return Ok(());
    }
    let rows = [
        ("Items answered", r.items.to_string()),
        ("Due now", format!("{} (predicted recall below {})", r.due, percent(DUE_BELOW))),
        ("Predicted recall now", format!("{} on average", percent(r.recall_now))),
    ];
    for (label, value) in rows {
        writeln!(w, "  {label:<21} {value}")?;
    }
    writeln!(w)?;
    writeln!(
        w,
        "{}",
        p.bold("Retention: first answers a day or more after the item's last, and the same day:")
    )?;
    let spaced = if r.spaced.answers == 0 {
        "none yet".to_string()
    } else {
        format!(
            "{} answer{}, {} right (the model predicted {})",
            r.spaced.answers,
            plural(r.spaced.answers as usize),
            percent(r.spaced.accuracy()),
            percent(r.spaced_predicted())
        )
    };
    writeln!(w, "  {:<21} {spaced}", "A day or more later")?;
    let massed = if r.massed.answers == 0 {
        "none yet".to_string()
    } else {
        format!(
            "{} answer{}, {} right",
            r.massed.answers,
            plural(r.massed.answers as usize),
            percent(r.massed.accuracy())
        )
    };
    writeln!(w, "  {:<21} {massed}", "The same day")?;
    if r.by_drill.len() > 1 {
        let width = r.by_drill.iter().map(|d| d.drill.chars().count()).max().unwrap_or(0).max(5);
        writeln!(w, "  {:<width$}  {:>19}  {:>14}", "drill", "a day or more later", "the same day")?;
        for d in &r.by_drill {
            let share = |a: &crate::coach::learner::memory::Answered| {
                if a.answers == 0 {
                    "-".to_string()
                } else {
                    format!("{} of {}", percent(a.accuracy()), a.answers)
                }
            };
            writeln!(w, "  {:<width$}  {:>19}  {:>14}", d.drill, share(&d.spaced), share(&d.massed))?;
        }
    }
    let (Some(log_loss), Some(rmse)) = (r.log_loss, r.rmse_bins) else { return Ok(()) };
    writeln!(w)?;
    writeln!(w, "{}", p.bold("Predicted against observed recall, answers a day or more later:"))?;
    writeln!(w, "  {:<13} {:>7}  {:>9}  {:>8}", "predicted", "answers", "predicted", "observed")?;
    for b in r.bins.iter().filter(|b| b.answered.answers > 0) {
        let range = format!("{}–{}", percent(b.from), percent(b.to));
        writeln!(
            w,
            "  {range:<13} {:>7}  {:>9}  {:>8}",
            b.answered.answers,
            percent(b.predicted()),
            percent(b.answered.accuracy())
        )?;
    }
    writeln!(w, "  Log loss {log_loss:.3}; RMSE over the bins {rmse:.3} (weighted by answers).")?;
    Ok(())
}
