//! The chart as `stats` shows it: the heat map of the mistakes, the leak and its trend.

use std::io::{self, Write};

use console::Style;

use super::super::{Painter, trend};
use super::advice::Hint;
use crate::coach::learner::cells::{CellRecord, ChartRecord};
use crate::coach::learner::record::situation_words;
use crate::coach::learner::report::{Miss, chips_figure, heat_sections, leak_chips};
use crate::coach::learner::trend::LeakDay;
use crate::strategy::chart::DEALER_ORDER;

/// One heat-map cell: the chart's play, coloured by how often the learner misses it, with a mark
/// that says the same without colour; a dot where the learner was never asked.
/// The columns of a heat-map cell: two letters of play, a mark and a gap (ten dealer's cards
/// and the row's label fit 60 columns).
const CELL: usize = 4;

fn heat_cell(p: Painter, cell: Option<&CellRecord>) -> String {
    let Some(cell) = cell else { return format!("{:<CELL$}", "") };
    let code = cell.facts.cell.action.to_string();
    let miss = Miss::of(cell);
    let style = match miss {
        Miss::NotAsked => return p.dim(format!("{:<CELL$}", miss.mark())),
        Miss::Never => Style::new().green(),
        Miss::Sometimes => Style::new().yellow().bold(),
        Miss::Often => Style::new().red().bold(),
    };
    p.paint(&style, format!("{:<CELL$}", format!("{code}{}", miss.mark())))
}

pub(super) fn heat_map(w: &mut dyn Write, p: Painter, record: &ChartRecord) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold(format!("Your mistakes on the `{}` chart", record.table)))?;
    for section in heat_sections(record) {
        let header: String = DEALER_ORDER.iter().map(|d| format!("{:<CELL$}", d.symbol())).collect();
        writeln!(w, "\n  {:<15}{}", section.title, header.trim_end())?;
        for (label, cells) in section.rows {
            let row: String = cells.into_iter().map(|c| heat_cell(p, c)).collect();
            writeln!(w, "    {label:<13}{}", row.trim_end())?;
        }
    }
    writeln!(w)?;
    writeln!(
        w,
        "  Each cell you were asked shows the chart's play: {} always right, {} missed sometimes, {} missed half the time or more; {} never asked.",
        p.paint(&Style::new().green(), "unmarked"),
        p.paint(&Style::new().yellow().bold(), "!"),
        p.paint(&Style::new().red().bold(), "✗"),
        p.dim("·")
    )
}

pub(super) fn leak(
    w: &mut dyn Write,
    p: Painter,
    record: &ChartRecord,
    bet: u64,
    hint: &Hint<'_>,
) -> io::Result<()> {
    writeln!(w)?;
    if record.seen() == 0 {
        writeln!(
            w,
            "{} no strategy answers at `{}` yet; your leak shows once you play some, e.g. {}.",
            p.bold("Leak:"),
            record.table,
            hint.quoted("strategy", None)
        )?;
        return Ok(());
    }
    let leak = record.leak_points();
    writeln!(
        w,
        "{} at `{}` your mistakes give away {} of every bet, {} chips per 100 rounds at a bet of {bet}, on top of the house edge of {:.2}% when the chart is played exactly.",
        p.bold("Leak:"),
        record.table,
        p.bad(format!("{leak:.3}%")),
        chips_figure(leak_chips(leak, bet)),
        (record.house_edge_percent * 100.0).round() / 100.0 + 0.0
    )?;
    writeln!(
        w,
        "{}",
        p.dim("  Each cell counts how often it comes up × how often you miss it × what the miss costs.")
    )?;
    let worst = record.costliest(3);
    if worst.is_empty() {
        writeln!(w, "  No cell costs you anything: every strategy answer was right.")?;
        return Ok(());
    }
    writeln!(w, "  The cells that cost you most:")?;
    let width = worst.iter().map(|c| c.facts.key.len()).max().unwrap_or(0).saturating_sub(5);
    for c in worst {
        writeln!(
            w,
            "    {:width$}  wrong {} of {}  costs {:.2}% of the bet each time  {:.3}% of every bet",
            situation_words(&c.facts.key),
            c.wrong,
            c.seen,
            c.cost_percent(),
            c.leak_points()
        )?;
    }
    Ok(())
}

/// The leak at the end of each day, as a chart, when there are days to draw.
pub(super) fn leak_picture(
    w: &mut dyn Write,
    p: Painter,
    days: &[LeakDay],
    bet: u64,
    width: usize,
) -> io::Result<()> {
    if days.is_empty() {
        return Ok(());
    }
    writeln!(
        w,
        "  Your leak in chips per 100 rounds at a bet of {bet}, at the end of each day you played the chart: from every strategy answer up to that day."
    )?;
    trend::leak(w, p, days, width, |points| leak_chips(points, bet), chips_figure)
}
