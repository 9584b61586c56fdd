//! A chart drawn as the familiar grid, in any of the coach's languages: its sections, a legend
//! naming each letter (the letters are the keys a learner types in that language: `T` for tirer
//! in French), the table's rules in one line, its house edge and its close calls.

use super::{
    CLOSE_CALL_MARGIN, CellKind, Chart, DEALER_ORDER, PlayerCell, SECTIONS, fallback_legend, paint_code,
    row_label,
};
use crate::game::action::{ACTIONS, Action};
use crate::lang::{Arg, Lang};

impl Chart {
    /// The chart drawn as the familiar grid in English (see [`Chart::render_grid_in`]).
    pub fn render_grid(&self, rules_line: &str, color: bool) -> String {
        self.render_grid_in(Lang::En, rules_line, color)
    }

    /// The chart drawn as the familiar grid in `lang`: hard totals, soft totals, pairs and the
    /// rows for three cards or more, a legend, the table's rules in one line, and its house edge.
    /// With `color`, each action has its ANSI colour.
    pub fn render_grid_in(&self, lang: Lang, rules_line: &str, color: bool) -> String {
        let mut out = String::new();
        let title =
            lang.text("chart-title", &[("table", Arg::Text(&self.table)), ("rules", Arg::Text(rules_line))]);
        out.push_str(&format!("{title}\n{}\n", self.edge_sentence_in(lang)));
        for (_, kind) in SECTIONS {
            let players = self.rows(kind);
            if players.is_empty() {
                continue;
            }
            let title = super::section_title(kind, lang);
            // A title longer than the row labels' column takes a line of its own.
            let mut header = if title.chars().count() < 15 {
                format!("\n{title:<15}")
            } else {
                format!("\n{title}\n{:<15}", "")
            };
            for d in DEALER_ORDER {
                header.push_str(&format!("{:<4}", d.symbol()));
            }
            out.push_str(header.trim_end());
            out.push('\n');
            for p in players {
                out.push_str(&format!("  {:<13}", row_label(kind, p)));
                for (i, d) in DEALER_ORDER.iter().enumerate() {
                    let code =
                        self.cell(kind, p, *d).map(|c| c.action.to_string()).unwrap_or_else(|| "-".into());
                    let shown = Action::code_in(&code, lang);
                    // The last column needs no padding after it.
                    let text = if i + 1 == DEALER_ORDER.len() { shown } else { format!("{shown:<4}") };
                    out.push_str(&paint_code(&text, &code, color));
                }
                out.push('\n');
            }
        }
        let letters: Vec<String> = ACTIONS
            .iter()
            .map(|a| format!("{} {}", a.key_in(lang).to_ascii_uppercase(), a.name_in(lang)))
            .collect();
        out.push_str(&format!("\n{}; {}\n", letters.join("   "), fallback_legend(lang)));
        let close = self.close_calls(CLOSE_CALL_MARGIN);
        if !close.is_empty() {
            let margin = lang.decimal(100.0 * CLOSE_CALL_MARGIN, 1);
            out.push_str(&format!(
                "\n{}\n",
                lang.text("chart-close-heading", &[("margin", Arg::Text(&margin))])
            ));
            for c in &close {
                let (id, player) = match (c.cell.kind, c.cell.player) {
                    (CellKind::Pair, PlayerCell::Pair(r)) => ("chart-cell-pair", format!("{r},{r}")),
                    (CellKind::Hard3Plus, p) => ("chart-cell-hard-3", p.to_string()),
                    (CellKind::Soft3Plus, p) => ("chart-cell-soft-3", p.to_string()),
                    (CellKind::Soft, p) => ("chart-cell-soft", p.to_string()),
                    (_, p) => ("chart-cell-hard", p.to_string()),
                };
                let cell = lang.text(id, &[("player", Arg::Text(&player))]);
                let best = c.best.key_in(lang).to_ascii_uppercase().to_string();
                let second = c.second.key_in(lang).to_ascii_uppercase().to_string();
                let margin = lang.decimal(100.0 * c.margin, 2);
                let item = lang.text(
                    "chart-close-item",
                    &[
                        ("cell", Arg::Text(&cell)),
                        ("up", Arg::Text(c.cell.dealer.symbol())),
                        ("best", Arg::Text(&best)),
                        ("second", Arg::Text(&second)),
                        ("margin", Arg::Text(&margin)),
                    ],
                );
                // One item a line: each reads whole at any width, none is split between two lines.
                out.push_str(&format!("  {item}\n"));
            }
        }
        out
    }

    /// The house edge of playing this chart in English (see [`Chart::edge_sentence_in`]).
    pub fn edge_sentence(&self) -> String {
        self.edge_sentence_in(Lang::En)
    }

    /// The house edge of playing this chart, in the precision it is shown everywhere (a thousandth
    /// of a percent), and what the cells' values assume about the dealer's blackjack, in `lang`.
    pub fn edge_sentence_in(&self, lang: Lang) -> String {
        let id = if self.conditioned_on_no_dealer_blackjack { "chart-edge-peek" } else { "chart-edge-enhc" };
        let edge = lang.decimal(self.house_edge_percent, 3);
        lang.text(id, &[("edge", Arg::Text(&edge))])
    }
}
