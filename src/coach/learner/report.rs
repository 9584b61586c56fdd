//! What a learner's progress looks like on any face, the terminal's or the browser's: how often a
//! chart cell is missed, the heat map's sections, a stage's state in a word, a leak in chips, the
//! axes of the daily plots. The words and marks are the same wherever they are drawn.

use crate::coach::learner::cells::{CellRecord, ChartRecord};
use crate::coach::learner::learning_path::StageStatus;
use crate::coach::learner::trend::Day;
use crate::game::card::Rank;
use crate::strategy::chart::{CellKind, DEALER_ORDER, PlayerCell};

/// How often the learner misses a chart cell, as the heat map shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Miss {
    /// Never asked.
    NotAsked,
    /// Always right.
    Never,
    /// Missed less than half the time.
    Sometimes,
    /// Missed half the time or more.
    Often,
}

impl Miss {
    /// How often `cell` is missed.
    pub fn of(cell: &CellRecord) -> Miss {
        match cell.error_rate() {
            None => Miss::NotAsked,
            Some(0.0) => Miss::Never,
            Some(r) if r < 0.5 => Miss::Sometimes,
            Some(_) => Miss::Often,
        }
    }

    /// The mark that says it without colour.
    pub fn mark(self) -> &'static str {
        match self {
            Miss::NotAsked => "·",
            Miss::Never => " ",
            Miss::Sometimes => "!",
            Miss::Often => "✗",
        }
    }
}

/// One section of the heat map (hard totals, soft totals, pairs...): its title and its rows, each
/// a label and the cell under each dealer's card (`None` where the chart has none).
pub struct HeatSection<'a> {
    /// The section's title.
    pub title: String,
    /// Each row's label and its cells under the dealer's cards.
    pub rows: Vec<(String, Vec<Option<&'a CellRecord>>)>,
}

/// The heat map's sections, as the chart lays them out; a section of three-card hands only when
/// one of its cells was asked.
pub fn heat_sections(record: &ChartRecord) -> Vec<HeatSection<'_>> {
    heat_sections_in(record, crate::lang::Lang::En)
}

/// [`heat_sections`], the titles in `lang`.
pub fn heat_sections_in(record: &ChartRecord, lang: crate::lang::Lang) -> Vec<HeatSection<'_>> {
    let mut sections = Vec::new();
    for (_, kind) in crate::strategy::chart::SECTIONS {
        let title = crate::strategy::chart::section_title(kind, lang);
        let cells: Vec<&CellRecord> = record.cells.iter().filter(|c| c.facts.cell.kind == kind).collect();
        let multi = matches!(kind, CellKind::Hard3Plus | CellKind::Soft3Plus);
        if cells.is_empty() || (multi && cells.iter().all(|c| c.seen == 0)) {
            continue;
        }
        let mut players: Vec<PlayerCell> = Vec::new();
        for c in &cells {
            if !players.contains(&c.facts.cell.player) {
                players.push(c.facts.cell.player);
            }
        }
        let rows = players
            .into_iter()
            .map(|player| {
                let label = match (kind, player) {
                    (CellKind::Pair, PlayerCell::Pair(r)) => format!("{r},{r}"),
                    (CellKind::Soft, PlayerCell::Total(t)) => {
                        format!("A,{} ({t})", Rank::from_points(t.saturating_sub(11)).unwrap_or(Rank::Ten))
                    }
                    _ => player.to_string(),
                };
                let row = DEALER_ORDER
                    .iter()
                    .map(|d| {
                        cells
                            .iter()
                            .find(|c| {
                                c.facts.cell.player == player
                                    && c.facts.cell.dealer.value_index() == d.value_index()
                            })
                            .copied()
                    })
                    .collect();
                (label, row)
            })
            .collect();
        sections.push(HeatSection { title, rows });
    }
    sections
}

/// A stage's state in a word: due for a re-test, placed (passed at the placement test, the
/// learner's own answers too few yet to judge it), mastered, open, or later on the path.
pub fn stage_state(s: &StageStatus) -> &'static str {
    if s.due_for_retest {
        "re-test"
    } else if s.placed {
        "placed"
    } else if s.mastered {
        "mastered"
    } else if s.unlocked {
        "open"
    } else {
        "later"
    }
}

/// [`stage_state`] in a word of `lang`.
pub fn stage_state_in(s: &StageStatus, lang: crate::lang::Lang) -> String {
    lang.text(&format!("stage-state-{}", stage_state(s)), &[])
}

/// What a leak in percent of every bet costs in chips over 100 rounds at `bet`.
pub fn leak_chips(leak_percent: f64, bet: u64) -> f64 {
    leak_percent / 100.0 * bet as f64 * 100.0
}

/// A number of chips as a learner reads it: two figures for small amounts, whole ones for large.
pub fn chips_figure(chips: f64) -> String {
    if chips >= 10.0 {
        format!("{chips:.0}")
    } else if chips >= 0.1 {
        format!("{chips:.1}")
    } else {
        format!("{chips:.2}")
    }
}

/// The top of every accuracy axis, terminal bars and page plots alike: the axis runs from 0 to
/// 100 %, so a bar's height is the day's share of right answers and two days compare by their
/// heights (a 40 % day is four fifths of a 50 % day, not an empty bar beside a full one).
pub const ACCURACY_AXIS_TOP: f64 = 100.0;

/// The time axis: from zero to the half second above the slowest day.
pub fn time_axis(days: &[Day]) -> f64 {
    let slowest = days.iter().filter_map(|d| d.median_ms).max().unwrap_or(0) as f64;
    ((slowest / 500.0).ceil() * 500.0).max(500.0)
}
