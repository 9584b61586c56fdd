//! The chart as `stats` shows it: the heat map of the mistakes, the leak and its trend.

use std::io::{self, Write};

use console::Style;

use super::super::{Painter, trend};
use super::advice::{Hint, cell_words};
use crate::coach::learner::cells::{CellRecord, ChartRecord};
use crate::coach::learner::report::{Miss, chips_figure, heat_sections_in, leak_chips};
use crate::coach::learner::trend::LeakDay;
use crate::game::action::Action;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::DEALER_ORDER;

/// One heat-map cell: the chart's play, coloured by how often the learner misses it, with a mark
/// that says the same without colour; a dot where the learner was never asked.
/// The columns of a heat-map cell: two letters of play, a mark and a gap (ten dealer's cards
/// and the row's label fit 60 columns).
const CELL: usize = 4;

fn heat_cell(p: Painter, cell: Option<&CellRecord>, lang: Lang) -> String {
    let Some(cell) = cell else { return format!("{:<CELL$}", "") };
    let code = Action::code_in(&cell.facts.cell.action.to_string(), lang);
    let miss = Miss::of(cell);
    let style = match miss {
        Miss::NotAsked => return p.dim(format!("{:<CELL$}", miss.mark())),
        Miss::Never => Style::new().green(),
        Miss::Sometimes => Style::new().yellow().bold(),
        Miss::Often => Style::new().red().bold(),
    };
    p.paint(&style, format!("{:<CELL$}", format!("{code}{}", miss.mark())))
}

pub(super) fn heat_map(w: &mut dyn Write, p: Painter, record: &ChartRecord, lang: Lang) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("stats-heat-title", &[("table", Arg::Text(&record.table))])))?;
    for section in heat_sections_in(record, lang) {
        let header: String = DEALER_ORDER.iter().map(|d| format!("{:<CELL$}", d.symbol())).collect();
        // A title too long for the labels' column (`Souple, 3 cartes et +`) stands on a line
        // of its own above the dealer's cards.
        if section.title.chars().count() < 15 {
            writeln!(w, "\n  {:<15}{}", section.title, header.trim_end())?;
        } else {
            writeln!(w, "\n  {}\n  {:<15}{}", section.title, "", header.trim_end())?;
        }
        for (label, cells) in section.rows {
            let row: String = cells.into_iter().map(|c| heat_cell(p, c, lang)).collect();
            writeln!(w, "    {label:<13}{}", row.trim_end())?;
        }
    }
    writeln!(w)?;
    let (unmarked, sometimes, often, never) = (
        p.paint(&Style::new().green(), lang.text("stats-heat-unmarked", &[])),
        p.paint(&Style::new().yellow().bold(), "!"),
        p.paint(&Style::new().red().bold(), "✗"),
        p.dim("·"),
    );
    let legend = lang.text(
        "stats-heat-legend",
        &[
            ("unmarked", Arg::Text(&unmarked)),
            ("sometimes", Arg::Text(&sometimes)),
            ("often", Arg::Text(&often)),
            ("never", Arg::Text(&never)),
        ],
    );
    writeln!(w, "  {legend}")
}

pub(super) fn leak(
    w: &mut dyn Write,
    p: Painter,
    record: &ChartRecord,
    bet: u64,
    hint: &Hint<'_>,
) -> io::Result<()> {
    let lang = hint.lang;
    let label = p.bold(lang.text("stats-leak-label", &[]));
    writeln!(w)?;
    if record.seen() == 0 {
        let hint = hint.quoted("strategy", None);
        let none =
            lang.text("stats-leak-none", &[("table", Arg::Text(&record.table)), ("hint", Arg::Text(&hint))]);
        writeln!(w, "{label} {none}")?;
        return Ok(());
    }
    let leak = record.leak_points();
    let (leak_words, chips, edge) = (
        p.bad(lang.percent(leak, 3)),
        lang.number(&chips_figure(leak_chips(leak, bet))),
        lang.percent((record.house_edge_percent * 100.0).round() / 100.0, 2),
    );
    let words = lang.text(
        "stats-leak",
        &[
            ("table", Arg::Text(&record.table)),
            ("leak", Arg::Text(&leak_words)),
            ("chips", Arg::Text(&chips)),
            ("bet", Arg::Int(bet)),
            ("edge", Arg::Text(&edge)),
        ],
    );
    writeln!(w, "{label} {words}")?;
    writeln!(w, "{}", p.dim(format!("  {}", lang.text("stats-leak-how", &[]))))?;
    let worst = record.costliest(3);
    if worst.is_empty() {
        writeln!(w, "  {}", lang.text("stats-leak-nothing", &[]))?;
        return Ok(());
    }
    writeln!(w, "  {}", lang.text("stats-leak-costliest", &[]))?;
    let names: Vec<String> = worst.iter().map(|c| cell_words(&c.facts.key, lang)).collect();
    let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
    for (c, name) in worst.iter().zip(&names) {
        let (cost, points) = (lang.percent(c.cost_percent(), 2), lang.percent(c.leak_points(), 3));
        let row = lang.text(
            "stats-leak-cell",
            &[
                ("wrong", Arg::Int(c.wrong as u64)),
                ("seen", Arg::Int(c.seen as u64)),
                ("cost", Arg::Text(&cost)),
                ("leak", Arg::Text(&points)),
            ],
        );
        writeln!(w, "    {name:width$}  {row}")?;
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
    lang: Lang,
) -> io::Result<()> {
    if days.is_empty() {
        return Ok(());
    }
    writeln!(w, "  {}", lang.text("stats-leak-picture", &[("bet", Arg::Int(bet))]))?;
    trend::leak(w, p, days, width, |points| leak_chips(points, bet), chips_figure, lang)
}
