//! `bjcoach stats --memory`: what you will still know, by days. The memory model replayed over
//! your first answers, read one at a time ([`MemoryReplay`]): the items due now, retention a day
//! or more later against the same day, and the model's predicted recall against what happened.

use std::io::{self, Write};

use serde_json::json;

use super::super::progress::replayed;
use super::super::{CliError, Out, Painter};
use crate::coach::learner::memory::{Answered, DUE_BELOW, MemoryReport};
use crate::coach::learner::progress::Store;
use crate::lang::{Arg, Lang};

/// A share as a whole percent, as `lang` writes it: `84%`, `84 %`.
fn percent(share: f64, lang: Lang) -> String {
    lang.percent(share * 100.0, 0)
}

/// Shows the memory of the answers at `table` (every table when none), as of `now`, as text in
/// `lang` or as one JSON object (the same in every language).
pub fn show(
    store: &Store,
    table: Option<&str>,
    json: bool,
    now: u64,
    lang: Lang,
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
    let at = table.map_or_else(|| lang.text("stats-memory-every-table", &[]), |t| format!("`{t}`"));
    Ok(lines(&mut out.w, out.paint, &report, &at, lang)?)
}

/// The memory part of the progress page at `table`: nothing before the first answer there.
pub(super) fn progress_lines(
    w: &mut dyn Write,
    p: Painter,
    r: &MemoryReport,
    table: &str,
    lang: Lang,
) -> io::Result<()> {
    if r.items == 0 {
        return Ok(());
    }
    writeln!(w)?;
    lines(w, p, r, &format!("`{table}`"), lang)
}

/// `n` answers in words of `lang`, with how many were right (and what the model predicted).
fn answered(id: &str, a: &Answered, predicted: Option<f64>, lang: Lang) -> String {
    if a.answers == 0 {
        return lang.text("stats-retention-none", &[]);
    }
    let (right, predicted) =
        (percent(a.accuracy(), lang), predicted.map(|p| percent(p, lang)).unwrap_or_default());
    lang.text(
        id,
        &[
            ("answers", Arg::Int(a.answers)),
            ("right", Arg::Text(&right)),
            ("predicted", Arg::Text(&predicted)),
        ],
    )
}

/// The memory's figures at `at` (`` `book` ``, `every table`), as text in `lang`.
fn lines(w: &mut dyn Write, p: Painter, r: &MemoryReport, at: &str, lang: Lang) -> io::Result<()> {
    let model = r.parameters.words_in(lang);
    writeln!(
        w,
        "{}",
        p.bold(lang.text("stats-memory-title", &[("at", Arg::Text(at)), ("model", Arg::Text(&model))]))
    )?;
    if r.items == 0 {
        writeln!(w, "  {}", lang.text("stats-memory-nothing", &[]))?;
        return Ok(());
    }
    let (below, recall) = (percent(DUE_BELOW, lang), percent(r.recall_now, lang));
    let rows = [
        (lang.text("stats-memory-items", &[]), r.items.to_string()),
        (
            lang.text("stats-memory-due-label", &[]),
            lang.text("stats-memory-due", &[("due", Arg::Int(r.due as u64)), ("below", Arg::Text(&below))]),
        ),
        (
            lang.text("stats-memory-recall-label", &[]),
            lang.text("stats-memory-recall", &[("recall", Arg::Text(&recall))]),
        ),
    ];
    let retention = [
        (
            lang.text("stats-retention-spaced-label", &[]),
            answered("stats-retention-spaced", &r.spaced, Some(r.spaced_predicted()), lang),
        ),
        (
            lang.text("stats-retention-massed-label", &[]),
            answered("stats-retention-massed", &r.massed, None, lang),
        ),
    ];
    // The labels' column: 21 wide, or the widest label of the language and a space.
    let label = rows.iter().chain(&retention).map(|(l, _)| l.chars().count() + 1).max().unwrap_or(0).max(21);
    for (name, value) in rows {
        writeln!(w, "  {name:<label$} {value}")?;
    }
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("stats-retention-title", &[])))?;
    for (name, value) in retention {
        writeln!(w, "  {name:<label$} {value}")?;
    }
    if r.by_drill.len() > 1 {
        let heads = [
            lang.text("stats-retention-drill", &[]),
            lang.text("stats-retention-spaced-column", &[]),
            lang.text("stats-retention-massed-column", &[]),
        ];
        let width = r
            .by_drill
            .iter()
            .map(|d| d.drill.chars().count())
            .max()
            .unwrap_or(0)
            .max(heads[0].chars().count())
            .max(5);
        let (spaced, massed) = (heads[1].chars().count().max(19), heads[2].chars().count().max(14));
        writeln!(w, "  {:<width$}  {:>spaced$}  {:>massed$}", heads[0], heads[1], heads[2])?;
        for d in &r.by_drill {
            let share = |a: &Answered| {
                if a.answers == 0 {
                    "-".to_string()
                } else {
                    let percent = percent(a.accuracy(), lang);
                    lang.text(
                        "stats-retention-share",
                        &[("percent", Arg::Text(&percent)), ("answers", Arg::Int(a.answers))],
                    )
                }
            };
            writeln!(
                w,
                "  {:<width$}  {:>spaced$}  {:>massed$}",
                d.drill,
                share(&d.spaced),
                share(&d.massed)
            )?;
        }
    }
    let (Some(log_loss), Some(rmse)) = (r.log_loss, r.rmse_bins) else { return Ok(()) };
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("stats-calibration-title", &[])))?;
    let heads = [
        lang.text("stats-calibration-predicted", &[]),
        lang.text("stats-calibration-answers", &[]),
        lang.text("stats-calibration-observed", &[]),
    ];
    let width = |head: &str, least: usize| head.chars().count().max(least);
    let (range_w, answers_w, predicted_w, observed_w) =
        (width(&heads[0], 13), width(&heads[1], 7), width(&heads[0], 9), width(&heads[2], 8));
    writeln!(
        w,
        "  {:<range_w$} {:>answers_w$}  {:>predicted_w$}  {:>observed_w$}",
        heads[0], heads[1], heads[0], heads[2]
    )?;
    for b in r.bins.iter().filter(|b| b.answered.answers > 0) {
        let range = format!("{}–{}", percent(b.from, lang), percent(b.to, lang));
        writeln!(
            w,
            "  {range:<range_w$} {:>answers_w$}  {:>predicted_w$}  {:>observed_w$}",
            b.answered.answers,
            percent(b.predicted(), lang),
            percent(b.answered.accuracy(), lang)
        )?;
    }
    let (loss, rmse) = (lang.decimal(log_loss, 3), lang.decimal(rmse, 3));
    writeln!(
        w,
        "  {}",
        lang.text("stats-calibration-scores", &[("loss", Arg::Text(&loss)), ("rmse", Arg::Text(&rmse))])
    )?;
    Ok(())
}
