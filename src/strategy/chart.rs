//! Strategy charts: for each cell (a hard or soft total, or a pair, against a dealer up card) the
//! action to take with its fallbacks, and the values behind it. Charts are computed by the solver
//! and shipped as `charts/<table>.yaml`.

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::data::{DataErrors, Problems, Reason, parse_yaml};
use crate::game::action::{ACTIONS, Action};
use crate::game::card::Rank;
use crate::lang::{Arg, Lang};

mod grid;
mod readied;

/// The version of the chart file format this build reads and writes.
pub const CHART_FORMAT_VERSION: u32 = 1;

/// A cell's code: the best action, then what to do when it is not allowed, in order
/// (`Dh`: double, or hit when doubling is not allowed). Held in place, not on the heap: a chart
/// of six hundred cells is read, copied and dropped without an allocation a cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Code {
    /// The actions in order, then `Stand` in the places not used.
    actions: [Action; ACTIONS.len()],
    /// How many are used.
    len: u8,
}

impl fmt::Debug for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Code").field(&self.actions()).finish()
    }
}

impl Code {
    /// The code of these actions, in order; an action named again is left out (the first
    /// time it is named, it is taken or refused).
    pub fn new(actions: &[Action]) -> Code {
        let mut code = Code { actions: [Action::Stand; ACTIONS.len()], len: 0 };
        for &a in actions {
            if !code.actions().contains(&a) {
                code.actions[usize::from(code.len)] = a;
                code.len += 1;
            }
        }
        code
    }

    /// The actions, best first.
    pub fn actions(&self) -> &[Action] {
        &self.actions[..usize::from(self.len)]
    }

    /// The best action.
    pub fn first(&self) -> Action {
        self.actions().first().copied().unwrap_or(Action::Stand)
    }

    /// The first action of the code that `allowed` accepts (stand when none is).
    pub fn resolve(&self, allowed: impl Fn(Action) -> bool) -> Action {
        self.actions().iter().copied().find(|&a| allowed(a)).unwrap_or(Action::Stand)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, a) in self.actions().iter().enumerate() {
            let letter = a.letter();
            if i == 0 {
                write!(f, "{letter}")?;
            } else {
                write!(f, "{}", letter.to_ascii_lowercase())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Code {
    type Err = String;
    fn from_str(s: &str) -> Result<Code, String> {
        let bad = || {
            format!(
                "`{s}` is not a cell code: an action letter (H S D P R) in capitals, then its fallbacks in lower case, e.g. `Dh`"
            )
        };
        let mut actions = Vec::new();
        for (i, ch) in s.chars().enumerate() {
            if (i == 0) != ch.is_ascii_uppercase() {
                return Err(bad());
            }
            let action = Action::from_letter(ch).ok_or_else(bad)?;
            if actions.contains(&action) {
                return Err(bad());
            }
            actions.push(action);
        }
        if actions.is_empty() {
            return Err(bad());
        }
        Ok(Code::new(&actions))
    }
}

impl TryFrom<String> for Code {
    type Error = String;
    fn try_from(s: String) -> Result<Code, String> {
        s.parse()
    }
}

impl From<Code> for String {
    fn from(c: Code) -> String {
        c.to_string()
    }
}

/// The value of each option, in units of the initial bet; `None` when the option is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evs {
    /// Standing.
    pub stand: Option<f64>,
    /// Hitting, then playing on by the chart (or by the best play, for a single hand's values).
    pub hit: Option<f64>,
    /// Doubling.
    pub double: Option<f64>,
    /// Splitting.
    pub split: Option<f64>,
    /// Surrendering.
    pub surrender: Option<f64>,
}

impl Evs {
    /// The value of one action, if allowed.
    pub fn get(&self, action: Action) -> Option<f64> {
        match action {
            Action::Stand => self.stand,
            Action::Hit => self.hit,
            Action::Double => self.double,
            Action::Split => self.split,
            Action::Surrender => self.surrender,
        }
    }

    /// The allowed actions, best first (ties keep the order of [`Action::ALL`]).
    pub fn ranked(&self) -> Vec<(Action, f64)> {
        let mut list: Vec<(Action, f64)> =
            Action::ALL.iter().filter_map(|&a| self.get(a).map(|v| (a, v))).collect();
        list.sort_by(|a, b| b.1.total_cmp(&a.1));
        list
    }

    /// The best allowed action and its value.
    pub fn best(&self) -> (Action, f64) {
        self.ranked().first().copied().unwrap_or((Action::Stand, self.stand.unwrap_or(0.0)))
    }

    /// The same values rounded to `digits` decimals, as written in chart files.
    pub fn rounded(&self, digits: i32) -> Evs {
        let scale = 10f64.powi(digits);
        let r = |v: Option<f64>| v.map(|x| (x * scale).round() / scale + 0.0);
        Evs {
            stand: r(self.stand),
            hit: r(self.hit),
            double: r(self.double),
            split: r(self.split),
            surrender: r(self.surrender),
        }
    }
}

/// What a cell covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CellKind {
    /// Two cards making a hard total (no Ace counted as 11), not a pair.
    #[serde(rename = "hard")]
    Hard,
    /// Two cards making a soft total: an Ace and another value.
    #[serde(rename = "soft")]
    Soft,
    /// A pair.
    #[serde(rename = "pair")]
    Pair,
    /// Three cards or more making a hard total: hit or stand only.
    #[serde(rename = "hard-3plus")]
    Hard3Plus,
    /// Three cards or more making a soft total: hit or stand only.
    #[serde(rename = "soft-3plus")]
    Soft3Plus,
}

impl CellKind {
    /// The name used in files and in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            CellKind::Hard => "hard",
            CellKind::Soft => "soft",
            CellKind::Pair => "pair",
            CellKind::Hard3Plus => "hard-3plus",
            CellKind::Soft3Plus => "soft-3plus",
        }
    }
}

/// The player's side of a cell: a total, or the rank of a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PlayerCell {
    /// A hard or soft total.
    Total(u8),
    /// The rank of a pair (`T` for any two ten-value cards, or two of one rank where only those split).
    Pair(Rank),
}

impl fmt::Display for PlayerCell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerCell::Total(t) => write!(f, "{t}"),
            PlayerCell::Pair(r) => write!(f, "{r}"),
        }
    }
}

/// One cell of a chart.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cell {
    /// What the cell covers.
    pub kind: CellKind,
    /// The player's total or pair.
    pub player: PlayerCell,
    /// The dealer's up card: `2` to `9`, `T` or `A`.
    pub dealer: Rank,
    /// The action, then its fallbacks in lower case.
    pub action: Code,
    /// The value of each option, averaged over the hands of the cell (units of the initial bet).
    pub ev: Evs,
}

/// A table's strategy chart, as computed by the solver.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chart {
    /// File format version; this build reads version 1.
    pub version: u32,
    /// The table's name.
    pub table: String,
    /// The house edge of playing by this chart off the top of a fresh shoe, naturals included, in
    /// percent of the initial bet: positive when the house wins.
    pub house_edge_percent: f64,
    /// Whether the values are conditioned on the dealer holding no natural (tables where the
    /// dealer peeks).
    pub conditioned_on_no_dealer_blackjack: bool,
    /// The cells: hard 5-21, soft 13-21, pairs 2-2 to A-A, then hard and soft rows for three cards
    /// or more, each against 2-9, T and A.
    pub cells: Vec<Cell>,
    /// Where each cell sits in `cells`, built on the first look-up.
    #[serde(skip)]
    pub index: CellIndex,
}

/// The position of each cell of a chart by kind, player and up card, built on first use so that
/// drills and play find a cell without a scan: a slot for every kind, total or pair and up card
/// (see [`slot`]), holding the cell's position or `u16::MAX`. It is only a guide: a position that
/// no longer holds the cell asked for (the cells were changed after the look-up) falls back to a
/// scan, as does a cell without a slot.
#[derive(Debug, Clone, Default)]
pub struct CellIndex(OnceLock<Vec<u16>>);

/// The player's side of a cell has a slot for each total below this and for each pair.
const TOTAL_SLOTS: usize = 22;

/// The slots of one kind: totals then pairs, each against the ten up cards.
const KIND_SLOTS: usize = (TOTAL_SLOTS + 10) * 10;

/// The slot of a cell in a [`CellIndex`], `None` for a total too high to have one.
fn slot(kind: CellKind, player: PlayerCell, dealer: Rank) -> Option<usize> {
    let player = match normal_player(player) {
        PlayerCell::Total(t) => Some(usize::from(t)).filter(|&t| t < TOTAL_SLOTS)?,
        PlayerCell::Pair(r) => TOTAL_SLOTS + r.value_index(),
    };
    Some(kind as usize * KIND_SLOTS + player * 10 + dealer.value_index())
}

impl PartialEq for CellIndex {
    /// Two indexes of charts are alike whatever they hold: they are derived from the cells, which
    /// the charts compare.
    fn eq(&self, _: &CellIndex) -> bool {
        true
    }
}

/// A pair of ten-value cards is the ten pair.
fn normal_player(player: PlayerCell) -> PlayerCell {
    match player {
        PlayerCell::Pair(r) if r.is_ten_value() => PlayerCell::Pair(Rank::Ten),
        other => other,
    }
}

/// The sections of a drawn chart, in order, with the message of each one's title
/// ([`section_title`]).
pub const SECTIONS: [(&str, CellKind); 5] = [
    ("chart-section-hard", CellKind::Hard),
    ("chart-section-soft", CellKind::Soft),
    ("chart-section-pairs", CellKind::Pair),
    ("chart-section-hard-3", CellKind::Hard3Plus),
    ("chart-section-soft-3", CellKind::Soft3Plus),
];

/// The title of a section of a drawn chart in `lang`: `Hard`, `Soft, 3+ cards`.
pub fn section_title(kind: CellKind, lang: Lang) -> String {
    SECTIONS.iter().find(|(_, k)| *k == kind).map(|(id, _)| lang.text(id, &[])).unwrap_or_default()
}

/// The order of up cards in charts: 2 to 9, then ten, then Ace.
pub const DEALER_ORDER: [Rank; 10] = [
    Rank::Two,
    Rank::Three,
    Rank::Four,
    Rank::Five,
    Rank::Six,
    Rank::Seven,
    Rank::Eight,
    Rank::Nine,
    Rank::Ten,
    Rank::Ace,
];

/// The shipped charts, each with its YAML file (the source, which `bjcoach validate` and the
/// tests read) and the same chart as the build readied it (`build.rs`): its cells packed, which
/// read in a fiftieth of the time of the YAML file. A test holds each readied chart to the chart
/// its YAML file holds.
macro_rules! shipped_charts {
    ($($id:literal),*) => {
        /// The charts shipped in the binary, by table name.
        pub const SHIPPED_CHARTS: [(&str, &str); 6] =
            [$(($id, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/charts/", $id, ".yaml")))),*];
        /// The shipped charts as the build readied them (packed, see `build.rs`), by table name.
        const READIED_CHARTS: [(&str, &[u8]); 6] =
            [$(($id, include_bytes!(concat!(env!("OUT_DIR"), "/charts/", $id, ".packed")))),*];
    };
}

shipped_charts!("book", "casino-fr", "feral", "quebec-h17", "quebec-s17", "casino-it");

/// The chart shipped for a preset table; `None` for a table without one.
pub fn shipped(table: &str) -> Option<Result<Chart, DataErrors>> {
    let (_, bytes) = READIED_CHARTS.iter().find(|(name, _)| *name == table)?;
    Some(readied::chart(&format!("charts/{table}.yaml"), bytes))
}

fn same_value(a: Rank, b: Rank) -> bool {
    a.value_index() == b.value_index()
}

impl Chart {
    /// Reads a chart file and checks its version.
    pub fn from_yaml(origin: &str, text: &str) -> Result<Chart, DataErrors> {
        let chart: Chart = parse_yaml(origin, text)?;
        let mut p = Problems::new(origin, text);
        if chart.version != CHART_FORMAT_VERSION {
            p.field("version", Reason::version_unknown(chart.version, CHART_FORMAT_VERSION));
        }
        if !chart.house_edge_percent.is_finite() {
            p.field("house_edge_percent", Reason::new("data-reason-chart-edge"));
        }
        // Cells are listed one a line after `cells:`; the n-th item is the n-th line starting `- `.
        let cells_at = text.lines().position(|l| l.starts_with("cells:")).unwrap_or(0);
        let item_lines: Vec<usize> = text
            .lines()
            .enumerate()
            .skip(cells_at)
            .filter(|(_, l)| l.trim_start().starts_with("- "))
            .map(|(i, _)| i + 1)
            .collect();
        let mut seen: Vec<(CellKind, PlayerCell, usize)> = Vec::new();
        for (i, cell) in chart.cells.iter().enumerate() {
            let line = item_lines.get(i).copied().unwrap_or(cells_at + 1);
            let field = format!("cells[{i}]");
            if !matches!(cell.dealer, Rank::Ace | Rank::Ten) && cell.dealer.is_ten_value() {
                p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-dealer-ten").with("dealer", cell.dealer.to_string()),
                );
            }
            let three_plus = matches!(cell.kind, CellKind::Hard3Plus | CellKind::Soft3Plus);
            if three_plus && !matches!(cell.action.actions(), [Action::Hit] | [Action::Stand]) {
                p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-three-cards").with("action", cell.action.to_string()),
                );
            }
            match (cell.kind, cell.player) {
                (CellKind::Pair, PlayerCell::Total(t)) => p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-pair-total").with("player", t.to_string()),
                ),
                (CellKind::Pair, _) => {}
                (_, PlayerCell::Pair(r)) => p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-total-rank")
                        .with("player", r.to_string())
                        .with("kind", cell.kind.name()),
                ),
                (_, PlayerCell::Total(t)) if !(4..=21).contains(&t) => p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-total-range").with("player", t.to_string()),
                ),
                _ => {}
            }
            let key = (cell.kind, cell.player, cell.dealer.value_index());
            if seen.contains(&key) {
                p.at_line(
                    line,
                    &field,
                    Reason::new("data-reason-chart-second-cell")
                        .with("kind", cell.kind.name())
                        .with("player", cell.player.to_string())
                        .with("dealer", cell.dealer.to_string()),
                );
            }
            seen.push(key);
        }
        p.finish()?;
        Ok(chart)
    }

    /// The chart as its YAML file: a first line saying how it was made, then one cell a line.
    pub fn to_yaml(&self) -> String {
        let mut out = format!(
            "# Computed by `bjcoach solve --table {}`: do not edit; solve again when the table changes.\n\
             # Each cell: kind, player total or pair, dealer up card, action (fallbacks in lower case)\n\
             # and the value of each option in units of the initial bet (null: not allowed).\n",
            self.table
        );
        out.push_str(&format!("version: {}\n", self.version));
        out.push_str(&format!("table: {}\n", self.table));
        out.push_str(&format!("house_edge_percent: {}\n", self.house_edge_percent));
        out.push_str(&format!(
            "conditioned_on_no_dealer_blackjack: {}\n",
            self.conditioned_on_no_dealer_blackjack
        ));
        out.push_str("cells:\n");
        let number = |v: Option<f64>| v.map_or_else(|| "null".to_string(), |v| v.to_string());
        for c in &self.cells {
            let player = match c.player {
                PlayerCell::Total(t) => t.to_string(),
                PlayerCell::Pair(r) => format!("'{r}'"),
            };
            out.push_str(&format!(
                "- {{kind: {}, player: {player}, dealer: '{}', action: {}, ev: {{stand: {}, hit: {}, double: {}, split: {}, surrender: {}}}}}\n",
                c.kind.name(),
                c.dealer,
                c.action,
                number(c.ev.stand),
                number(c.ev.hit),
                number(c.ev.double),
                number(c.ev.split),
                number(c.ev.surrender)
            ));
        }
        out
    }

    /// A cell, by kind, player total or pair, and up card (any ten-value card for a ten).
    pub fn cell(&self, kind: CellKind, player: PlayerCell, dealer: Rank) -> Option<&Cell> {
        self.cell_index(kind, player, dealer).and_then(|i| self.cells.get(i))
    }

    /// Where [`Chart::cell`]'s cell sits in `cells`.
    pub fn cell_index(&self, kind: CellKind, player: PlayerCell, dealer: Rank) -> Option<usize> {
        let player = normal_player(player);
        let fits = |c: &Cell| c.kind == kind && c.player == player && same_value(c.dealer, dealer);
        let index = self.index.0.get_or_init(|| {
            let mut index = vec![u16::MAX; SECTIONS.len() * KIND_SLOTS];
            for (i, c) in self.cells.iter().enumerate() {
                if let (Some(s), Ok(i)) = (slot(c.kind, c.player, c.dealer), u16::try_from(i)) {
                    index[s] = i;
                }
            }
            index
        });
        let at = slot(kind, player, dealer).and_then(|s| index.get(s)).map(|&i| usize::from(i));
        match at.and_then(|i| self.cells.get(i)) {
            Some(c) if fits(c) => at,
            _ => self.cells.iter().position(fits),
        }
    }

    /// The cell that tells how to play these cards against this up card: a pair cell for two
    /// cards that may be split (`pair` says whether the table counts them as a pair), a two-card
    /// cell for other first two cards, a row for three cards or more.
    pub fn cell_for(&self, cards: &[Rank], pair: bool, dealer: Rank) -> Option<&Cell> {
        let value = crate::game::hand::HandValue::of(cards.iter().copied());
        if value.is_bust() {
            return None;
        }
        let total = PlayerCell::Total(value.total());
        match cards {
            [a, _] if pair => self.cell(CellKind::Pair, PlayerCell::Pair(*a), dealer),
            [_, _] if value.is_soft() => self.cell(CellKind::Soft, total, dealer),
            [_, _] => self.cell(CellKind::Hard, total, dealer),
            _ if value.is_soft() => self.cell(CellKind::Soft3Plus, total, dealer),
            _ => self.cell(CellKind::Hard3Plus, total, dealer),
        }
    }

    /// The object printed by `bjcoach chart --format json`.
    pub fn to_json(&self) -> String {
        let cells: Vec<serde_json::Value> = self
            .cells
            .iter()
            .map(|c| {
                let player = match c.player {
                    PlayerCell::Total(t) => serde_json::json!(t),
                    PlayerCell::Pair(r) => serde_json::json!(r.symbol()),
                };
                serde_json::json!({
                    "kind": c.kind.name(),
                    "player": player,
                    "dealer": c.dealer.symbol(),
                    "action": c.action.to_string(),
                    "ev": {
                        "stand": c.ev.stand,
                        "hit": c.ev.hit,
                        "double": c.ev.double,
                        "split": c.ev.split,
                        "surrender": c.ev.surrender,
                    },
                })
            })
            .collect();
        let object = serde_json::json!({
            "table": self.table,
            "house_edge_percent": self.house_edge_percent,
            "conditioned_on_no_dealer_blackjack": self.conditioned_on_no_dealer_blackjack,
            "cells": cells,
        });
        serde_json::to_string_pretty(&object).unwrap_or_default()
    }

    /// The cells as CSV, one line each, after a header; empty fields for options not allowed.
    pub fn to_csv(&self) -> String {
        let mut out = String::from("kind,player,dealer,action,stand,hit,double,split,surrender\n");
        for c in &self.cells {
            out.push_str(&format!("{},{},{},{}", c.kind.name(), c.player, c.dealer, c.action));
            for v in [c.ev.stand, c.ev.hit, c.ev.double, c.ev.split, c.ev.surrender] {
                out.push(',');
                if let Some(v) = v {
                    // Full precision: the shortest form that reads back as the same number.
                    out.push_str(&v.to_string());
                }
            }
            out.push('\n');
        }
        out
    }

    /// The rows of one section of the chart, in the order of its cells.
    pub fn rows(&self, kind: CellKind) -> Vec<PlayerCell> {
        let mut players: Vec<PlayerCell> = Vec::new();
        for c in self.cells.iter().filter(|c| c.kind == kind) {
            if !players.contains(&c.player) {
                players.push(c.player);
            }
        }
        players
    }

    /// The cells whose best play beats the next best by less than `within` (of the bet), with
    /// both plays and the margin, in the order of the chart.
    pub fn close_calls(&self, within: f64) -> Vec<CloseCall<'_>> {
        self.cells
            .iter()
            .filter_map(|cell| {
                let ranked = cell.ev.ranked();
                let (&(best, b), &(second, s)) = (ranked.first()?, ranked.get(1)?);
                (b - s < within).then_some(CloseCall { cell, best, second, margin: b - s })
            })
            .collect()
    }
}

/// What the lower-case letters of a cell mean, as every drawn chart's legend says it, in `lang`.
pub fn fallback_legend(lang: Lang) -> String {
    let code = Action::code_in("Dh", lang);
    let (first, then) = (Action::Double.name_in(lang), Action::Hit.name_in(lang));
    lang.text(
        "chart-fallback",
        &[("code", Arg::Text(&code)), ("first", Arg::Text(&first)), ("then", Arg::Text(&then))],
    )
}

/// A row's name in a drawn chart: a total, a pair as `8,8`, a two-card soft total as `A,7 (18)`.
pub fn row_label(kind: CellKind, player: PlayerCell) -> String {
    match (kind, player) {
        (CellKind::Pair, PlayerCell::Pair(r)) => format!("{r},{r}"),
        (CellKind::Soft, PlayerCell::Total(t)) => {
            let other = Rank::from_points(t.saturating_sub(11)).unwrap_or(Rank::Ten);
            format!("A,{other} ({t})")
        }
        _ => player.to_string(),
    }
}

/// How close the two best plays of a cell must be for the grid to list it as a close call: the
/// drills' margin for a close call, half a percent of the bet.
pub const CLOSE_CALL_MARGIN: f64 = 0.005;

/// A cell whose two best plays are worth nearly the same.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CloseCall<'c> {
    /// The cell.
    pub cell: &'c Cell,
    /// Its best play.
    pub best: Action,
    /// The next best.
    pub second: Action,
    /// By how much the best wins, in units of the bet.
    pub margin: f64,
}

pub(crate) fn paint_code(text: &str, code: &str, color: bool) -> String {
    if !color {
        return text.to_string();
    }
    let ansi = match code.chars().next() {
        Some('H') => "31",
        Some('S') => "33",
        Some('D') => "32",
        Some('P') => "36",
        Some('R') => "35",
        _ => "0",
    };
    format!("\u{1b}[{ansi}m{text}\u{1b}[0m")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_and_print_alike() {
        for text in ["H", "S", "Dh", "Ds", "P", "Ph", "Pd", "Rh", "Rs", "Rp", "Prh", "Pdh"] {
            let code: Code = text.parse().unwrap();
            assert_eq!(code.to_string(), text);
        }
        // An action named again is left out: its first place decides.
        let code = Code::new(&[Action::Double, Action::Hit, Action::Double]);
        assert_eq!(
            (code.to_string(), format!("{code:?}")),
            ("Dh".to_string(), "Code([Double, Hit])".to_string())
        );
        let code: Code = "Dh".parse().unwrap();
        assert_eq!(code.first(), Action::Double);
        assert_eq!(code.resolve(|a| a != Action::Double), Action::Hit);
        for bad in ["", "dh", "DH", "Hx", "Dhd"] {
            let err = bad.parse::<Code>().unwrap_err();
            assert!(err.contains("not a cell code"), "{bad}: {err}");
        }
    }

    #[test]
    fn values_rank_best_first() {
        let evs =
            Evs { stand: Some(-0.2), hit: Some(0.1), double: Some(0.3), split: None, surrender: Some(-0.5) };
        assert_eq!(evs.best(), (Action::Double, 0.3));
        let order: Vec<Action> = evs.ranked().into_iter().map(|r| r.0).collect();
        assert_eq!(order, vec![Action::Double, Action::Hit, Action::Stand, Action::Surrender]);
    }

    #[test]
    fn close_calls_are_the_cells_whose_two_best_plays_nearly_tie() {
        let chart = shipped("quebec-s17").unwrap().unwrap();
        let close = chart.close_calls(CLOSE_CALL_MARGIN);
        assert!(!close.is_empty() && close.len() < 40, "{}", close.len());
        for c in &close {
            assert!(c.margin >= 0.0 && c.margin < CLOSE_CALL_MARGIN, "{c:?}");
            assert_eq!(c.cell.ev.best().0, c.best);
        }
        // Sixteen of three cards or more against a ten: stand, by a hair.
        let sixteen = close
            .iter()
            .find(|c| c.cell.kind == CellKind::Hard3Plus && c.cell.player == PlayerCell::Total(16))
            .unwrap();
        assert_eq!(
            (sixteen.cell.dealer, sixteen.best, sixteen.second),
            (Rank::Ten, Action::Stand, Action::Hit)
        );
        // Eleven against a 6 doubles by far.
        assert!(!close.iter().any(|c| c.cell.kind == CellKind::Hard
            && c.cell.player == PlayerCell::Total(11)
            && c.cell.dealer == Rank::Six));
        let grid = chart.render_grid("rules", false);
        assert!(grid.contains("hard 16 (3+ cards) v T: S over H by 0.09 %"), "{grid}");
    }

    #[test]
    fn every_chart_readied_by_the_build_is_the_chart_its_file_holds() {
        for (name, yaml) in SHIPPED_CHARTS {
            let from_file = Chart::from_yaml(&format!("charts/{name}.yaml"), yaml).unwrap();
            let readied = shipped(name).unwrap().unwrap();
            // Compared value for value, to the last bit of every number (`==` on the chart
            // would let 0.0 and -0.0 pass as one).
            assert_eq!(
                readied.house_edge_percent.to_bits(),
                from_file.house_edge_percent.to_bits(),
                "{name}"
            );
            let bits = |c: &Chart| -> Vec<Option<u64>> {
                c.cells
                    .iter()
                    .flat_map(|c| [c.ev.stand, c.ev.hit, c.ev.double, c.ev.split, c.ev.surrender])
                    .map(|v| v.map(f64::to_bits))
                    .collect()
            };
            assert_eq!(bits(&readied), bits(&from_file), "{name}");
            assert_eq!(readied, from_file, "{name}");
        }
        assert_eq!(READIED_CHARTS.map(|(name, _)| name), SHIPPED_CHARTS.map(|(name, _)| name));
    }

    #[test]
    fn every_shipped_chart_loads_and_answers_for_any_hand() {
        use Rank::*;
        for (name, _) in SHIPPED_CHARTS {
            let chart = shipped(name).unwrap().unwrap();
            assert_eq!(chart.table, name);
            // 34 two-card rows and 25 rows for three cards or more, against 10 up cards.
            assert_eq!(chart.cells.len(), (17 + 9 + 10 + 16 + 9) * 10, "{name}");
            let eleven = chart.cell_for(&[Five, Six], false, Six).unwrap();
            assert_eq!(eleven.kind, CellKind::Hard);
            assert_eq!(eleven.action.first(), Action::Double, "{name}");
            let eights = chart.cell_for(&[Eight, Eight], true, Two).unwrap();
            assert_eq!(eights.action.first(), Action::Split, "{name}");
            let soft = chart.cell_for(&[Ace, Two, Four], false, King).unwrap();
            assert_eq!((soft.kind, soft.player), (CellKind::Soft3Plus, PlayerCell::Total(17)));
            assert_eq!(soft.action.first(), Action::Hit);
            let hard = chart.cell_for(&[Ten, Two, Five], false, Seven).unwrap();
            assert_eq!(hard.action.first(), Action::Stand);
            assert!(chart.cell_for(&[Ten, Nine, Five], false, Seven).is_none(), "bust");
            let text = chart.to_yaml();
            assert_eq!(Chart::from_yaml("again.yaml", &text).unwrap(), chart);
        }
    }

    #[test]
    fn a_bad_chart_reports_every_problem_with_its_line() {
        let text =
            SHIPPED_CHARTS[0].1.replacen("dealer: '2', action: H", "dealer: 'K', action: H", 1).replacen(
                "{kind: hard-3plus, player: 6, dealer: '2', action: H",
                "{kind: hard-3plus, player: 6, dealer: '2', action: Dh",
                1,
            );
        let err = Chart::from_yaml("c.yaml", &text).unwrap_err();
        assert_eq!(err.0.len(), 3, "{err}");
        let shown = err.to_string();
        assert!(shown.contains("c.yaml:9:1: field `cells[0]`: dealer `K`"), "{shown}");
        assert!(shown.contains("a second hard 5 cell against"), "{shown}");
        assert!(shown.contains("is hit (H) or stood (S)"), "{shown}");
    }

    #[test]
    fn a_chart_of_another_version_is_refused_with_its_line() {
        let text = SHIPPED_CHARTS[0].1.replace("version: 1", "version: 7");
        let err = Chart::from_yaml("c.yaml", &text).unwrap_err().to_string();
        assert!(err.contains("c.yaml:4:1: field `version`: version 7 is not known"), "{err}");
    }
}
