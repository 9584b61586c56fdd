//! A chart row in words, in the session's language: its name (`hard 12`, `dur 12`), its rule
//! (`soft 18: double against 3 to 6, stand against 2, 7 and 8, hit against 9, ten and Ace`) and
//! its cells in one line, each up card said as a learner says it.

use crate::game::action::Action;
use crate::game::card::Rank;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, Chart, DEALER_ORDER, PlayerCell};

/// An up card as said in words in `lang`: `2` to `9`, `ten`, `Ace`.
pub(super) fn up_word(rank: Rank, lang: Lang) -> String {
    if rank.is_ten_value() {
        lang.text("drill-up-ten", &[])
    } else if rank.is_ace() {
        lang.text("drill-up-ace", &[])
    } else {
        rank.symbol().to_string()
    }
}

/// A list of up cards in words in `lang`, runs shortened: `3 to 6`, `2, 7 and 8`, `9, ten and
/// Ace`.
fn up_list(ups: &[Rank], lang: Lang) -> String {
    let idx = |r: &Rank| DEALER_ORDER.iter().position(|d| d.value_index() == r.value_index()).unwrap_or(0);
    let mut positions: Vec<usize> = ups.iter().map(idx).collect();
    positions.sort_unstable();
    positions.dedup();
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < positions.len() {
        let mut j = i;
        while j + 1 < positions.len() && positions[j + 1] == positions[j] + 1 {
            j += 1;
        }
        if j - i >= 2 {
            let (from, to) =
                (up_word(DEALER_ORDER[positions[i]], lang), up_word(DEALER_ORDER[positions[j]], lang));
            parts.push(lang.text("drill-list-run", &[("from", Arg::Text(&from)), ("to", Arg::Text(&to))]));
        } else {
            for k in i..=j {
                parts.push(up_word(DEALER_ORDER[positions[k]], lang));
            }
        }
        i = j + 1;
    }
    match parts.len() {
        0 => String::new(),
        1 => parts.remove(0),
        n => {
            let most = parts[..n - 1].join(", ");
            lang.text("drill-list-and", &[("most", Arg::Text(&most)), ("last", Arg::Text(&parts[n - 1]))])
        }
    }
}

/// The name of a chart row in `lang`: `hard 12`, `soft 18`, `8-8`, `hard 14 of three cards or
/// more`.
fn row_name(kind: CellKind, player: PlayerCell, lang: Lang) -> String {
    let id = match (kind, player) {
        (CellKind::Pair, PlayerCell::Pair(r)) => {
            let s = if r.is_ten_value() { "T" } else { r.symbol() };
            return format!("{s}-{s}");
        }
        (CellKind::Hard, _) => "drill-row-hard",
        (CellKind::Soft, _) => "drill-row-soft",
        (CellKind::Hard3Plus, _) => "drill-row-hard-3",
        (CellKind::Soft3Plus, _) => "drill-row-soft-3",
        (_, p) => return p.to_string(),
    };
    lang.text(id, &[("player", Arg::Text(&player.to_string()))])
}

/// A chart cell in words in `lang`, as a learner's record names it: `hard 16 v ten`, `8-8 v
/// Ace`, `dur 16 contre un dix`.
pub fn cell_words_in(kind: CellKind, player: PlayerCell, up: Rank, lang: Lang) -> String {
    let (row, up) = (row_name(kind, player, lang), up_word(up, lang));
    lang.text("stats-leak-cell-words", &[("row", Arg::Text(&row)), ("up", Arg::Text(&up))])
}

/// A saved key in words in `lang`: a chart cell's as [`cell_words_in`] says it (`hard 16 v
/// ten`, `dur 16 contre dix`); a key of no chart cell as
/// [`crate::coach::learner::record::situation_words`] says it.
pub fn situation_words_in(key: &str, lang: Lang) -> String {
    use crate::coach::learner::record::{StrategyKey, situation_words};
    match key.parse::<StrategyKey>() {
        Ok(k) => cell_words_in(k.kind(), k.player(), k.up(), lang),
        Err(_) => situation_words(key).to_string(),
    }
}

/// The row's rule in plain words, from the chart, in English (see [`row_rule_in`]).
pub fn row_rule(chart: &Chart, kind: CellKind, player: PlayerCell) -> String {
    row_rule_in(chart, kind, player, Lang::En)
}

/// The row's rule in plain words in `lang`, from the chart: `soft 18: double against 3 to 6,
/// stand against 2, 7 and 8, hit against 9, ten and Ace`.
pub fn row_rule_in(chart: &Chart, kind: CellKind, player: PlayerCell, lang: Lang) -> String {
    let mut groups: Vec<(Action, Vec<Rank>)> = Vec::new();
    for up in DEALER_ORDER {
        let Some(cell) = chart.cell(kind, player, up) else { continue };
        let action = cell.action.first();
        match groups.iter_mut().find(|g| g.0 == action) {
            Some(g) => g.1.push(up),
            None => groups.push((action, vec![up])),
        }
    }
    let parts: Vec<String> = if groups.len() == 1 {
        vec![lang.text("drill-rule-every", &[("action", Arg::Text(&groups[0].0.name_in(lang)))])]
    } else {
        groups
            .iter()
            .map(|(a, ups)| {
                let (action, ups) = (a.name_in(lang), up_list(ups, lang));
                lang.text("drill-rule-against", &[("action", Arg::Text(&action)), ("ups", Arg::Text(&ups))])
            })
            .collect()
    };
    let (row, parts) = (row_name(kind, player, lang), parts.join(", "));
    lang.text("drill-rule", &[("row", Arg::Text(&row)), ("parts", Arg::Text(&parts))])
}

/// The chart's row for a hand in one line that fits 80 columns, the asked cell in brackets:
/// `hard 12: 2 H 3 H [4 S] 5 S 6 S 7 H 8 H 9 H T H A H`, with the chart's own codes (`Dh`:
/// double, else hit).
pub fn chart_row(chart: &Chart, kind: CellKind, player: PlayerCell, up: Rank) -> String {
    chart_row_in(chart, kind, player, up, Lang::En)
}

/// The chart's row of [`chart_row`] in `lang`: its name in words, its codes in `lang`'s keys
/// (`dur 12 : 2 T 3 T [4 R] …` in French).
pub fn chart_row_in(chart: &Chart, kind: CellKind, player: PlayerCell, up: Rank, lang: Lang) -> String {
    let name = match kind {
        CellKind::Hard3Plus => {
            lang.text("drill-chart-row-hard-3", &[("player", Arg::Text(&player.to_string()))])
        }
        CellKind::Soft3Plus => {
            lang.text("drill-chart-row-soft-3", &[("player", Arg::Text(&player.to_string()))])
        }
        _ => row_name(kind, player, lang),
    };
    let cells: Vec<String> = DEALER_ORDER
        .iter()
        .filter_map(|d| chart.cell(kind, player, *d))
        .map(|c| {
            let symbol = if c.dealer.is_ten_value() { "T" } else { c.dealer.symbol() };
            let text = format!("{symbol} {}", Action::code_in(&c.action.to_string(), lang));
            if c.dealer.value_index() == up.value_index() { format!("[{text}]") } else { text }
        })
        .collect();
    let cells = cells.join(" ");
    lang.text("drill-chart-row", &[("name", Arg::Text(&name)), ("cells", Arg::Text(&cells))])
}
