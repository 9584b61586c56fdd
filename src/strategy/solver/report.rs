//! The solver's results as text and CSV, for the command line and for files; no terminal code.

use std::fmt::Write;

use super::{HandEvs, Solution};
use crate::game::action::Action;
use crate::game::hand::HandValue;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{Chart, DEALER_ORDER, Evs, PlayerCell};

/// The sentence every output carries about dealer naturals, in English.
pub fn natural_note(conditioned: bool) -> String {
    natural_note_in(conditioned, Lang::En)
}

/// The sentence every output carries about dealer naturals, in `lang`.
pub fn natural_note_in(conditioned: bool, lang: Lang) -> String {
    lang.text(if conditioned { "solver-natural-peek" } else { "solver-natural-enhc" }, &[])
}

/// A value in units of the initial bet, as a learner reads it everywhere: a percentage of the
/// bet, to a hundredth of a point (the drills' figures are these, rounded to a tenth), as `lang`
/// writes it (`+1.25%`, `+1,25 %`).
pub fn signed_in(v: f64, lang: Lang) -> String {
    lang.signed_percent(v * 100.0, 2)
}

/// A hand's value as `ev` names it: `soft 18`, `12`, in `lang`.
pub fn value_in(value: HandValue, lang: Lang) -> String {
    if lang == Lang::En || value.is_bust() {
        value.to_string()
    } else if value.is_soft() {
        lang.text("answer-total-soft", &[("total", Arg::Int(u64::from(value.total())))])
    } else {
        value.total().to_string()
    }
}

/// `bjcoach ev --hand A,7 --dealer 9`: every option of one hand, best first, and what the chart
/// says, in `lang`.
pub fn hand_report_in(
    solution: &Solution,
    hand: &HandEvs,
    chart: Option<&Chart>,
    pair: bool,
    lang: Lang,
) -> String {
    let mut out = String::new();
    let value = if crate::game::hand::ranks_make_natural(hand.first, hand.second) {
        lang.text("answer-total-blackjack", &[])
    } else {
        value_in(HandValue::of([hand.first, hand.second]), lang)
    };
    let cards = format!("{},{}", hand.first.symbol_in(lang), hand.second.symbol_in(lang));
    let up = hand.dealer.symbol_in(lang);
    let note = natural_note_in(solution.conditioned_on_no_dealer_blackjack, lang);
    let _ = writeln!(
        out,
        "{}",
        lang.text(
            "ev-hand-heading",
            &[
                ("hand", Arg::Text(&cards)),
                ("value", Arg::Text(&value)),
                ("up", Arg::Text(&up)),
                ("table", Arg::Text(&solution.table)),
                ("note", Arg::Text(&note)),
            ],
        )
    );
    let ranked = hand.evs.ranked();
    let best = ranked.first().map(|r| r.1);
    let names: Vec<String> = Action::ALL.iter().map(|a| a.name_in(lang)).collect();
    let width = names.iter().map(|n| n.chars().count() + 1).max().unwrap_or(0).max(10);
    let figure = figure_width(lang);
    for (action, name) in Action::ALL.into_iter().zip(&names) {
        let text = match hand.evs.get(action) {
            // Right-aligned, so that the figures line up whatever their sign and size.
            Some(v) if Some(v) == best => {
                format!("{:>figure$}  {}", signed_in(v, lang), lang.text("ev-best-mark", &[]))
            }
            Some(v) => {
                let gap = signed_in(v - best.unwrap_or(v), lang);
                let behind = lang.text("ev-behind-best", &[("gap", Arg::Text(&gap))]);
                format!("{:>figure$}  {behind}", signed_in(v, lang))
            }
            None => lang.text("ev-not-allowed", &[]),
        };
        let _ = writeln!(out, "  {} {text}", pad(name, width));
    }
    if let Some((action, v)) = ranked.first() {
        let (action, value) = (action.name_in(lang), signed_in(*v, lang));
        let line = match ranked.get(1) {
            Some((second, w)) => {
                let (next, gap) = (second.name_in(lang), lang.decimal((v - w) * 100.0, 2));
                lang.text(
                    "ev-best-next",
                    &[
                        ("action", Arg::Text(&action)),
                        ("value", Arg::Text(&value)),
                        ("next", Arg::Text(&next)),
                        ("gap", Arg::Text(&gap)),
                    ],
                )
            }
            None => lang.text("ev-best", &[("action", Arg::Text(&action)), ("value", Arg::Text(&value))]),
        };
        let _ = writeln!(out, "{line}");
    }
    if let Some(cell) = chart.and_then(|c| c.cell_for(&[hand.first, hand.second], pair, hand.dealer)) {
        let player = match cell.player {
            PlayerCell::Total(t) => t.to_string(),
            PlayerCell::Pair(r) => r.symbol_in(lang),
        };
        let _ = writeln!(
            out,
            "{}",
            lang.text(
                "ev-chart-cell",
                &[
                    ("kind", Arg::Text(cell.kind.name())),
                    ("player", Arg::Text(&player)),
                    ("up", Arg::Text(&cell.dealer.symbol_in(lang))),
                    ("action", Arg::Text(&Action::code_in(&cell.action.to_string(), lang))),
                ],
            )
        );
    }
    out
}

/// The width a value's figure is right-aligned in, so that the figures line up whatever their
/// sign and size: that of `-100.00%` as `lang` writes it.
pub fn figure_width(lang: Lang) -> usize {
    signed_in(-1.0, lang).chars().count()
}

/// `name` padded with spaces to `width` characters.
pub fn pad(name: &str, width: usize) -> String {
    format!("{name}{}", " ".repeat(width.saturating_sub(name.chars().count())))
}

fn csv_field(v: Option<f64>) -> String {
    // Full precision: the shortest form that reads back as the same number.
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// `bjcoach ev --all --format csv`: every two-card hand against every up card.
pub fn hands_csv(solution: &Solution) -> String {
    let mut out = String::from("card1,card2,dealer,stand,hit,double,split,surrender\n");
    for h in &solution.hands {
        let e: &Evs = &h.evs;
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{}",
            h.first,
            h.second,
            h.dealer,
            csv_field(e.stand),
            csv_field(e.hit),
            csv_field(e.double),
            csv_field(e.split),
            csv_field(e.surrender)
        );
    }
    out
}

/// `bjcoach ev --all`: every two-card hand against every up card, as a text table, in `lang`.
pub fn hands_text_in(solution: &Solution, lang: Lang) -> String {
    let note = natural_note_in(solution.conditioned_on_no_dealer_blackjack, lang);
    let mut out =
        lang.text("ev-all-heading", &[("table", Arg::Text(&solution.table)), ("note", Arg::Text(&note))]);
    out.push('\n');
    let column = |id: &str| lang.text(id, &[]);
    let name = |a: Action| a.name_in(lang);
    // Each figure's column as wide as its heading and a space, at least as wide as in English.
    let headings = [Action::Stand, Action::Hit, Action::Double, Action::Split, Action::Surrender].map(name);
    let widths: Vec<usize> =
        headings.iter().zip([9, 9, 9, 9, 10]).map(|(h, least)| (h.chars().count() + 1).max(least)).collect();
    let mut heading = format!("{:<6}{:<4}", column("ev-column-hand"), column("ev-column-up"));
    for (h, width) in headings.iter().zip(&widths) {
        heading.push_str(&format!("{h:>width$}"));
    }
    let _ = writeln!(out, "{heading}  {}", column("ev-column-best"));
    let cell =
        |v: Option<f64>| v.map(|v| lang.number(&format!("{:+.2}", v * 100.0))).unwrap_or_else(|| "-".into());
    for h in &solution.hands {
        let e = &h.evs;
        let hand = format!("{},{}", h.first.symbol_in(lang), h.second.symbol_in(lang));
        let mut row = format!("{hand:<6}{:<4}", h.dealer.symbol_in(lang));
        for (v, width) in [e.stand, e.hit, e.double, e.split, e.surrender].into_iter().zip(&widths) {
            row.push_str(&format!("{:>width$}", cell(v)));
        }
        let _ = writeln!(out, "{row}  {}", e.best().0.name_in(lang));
    }
    out
}

/// `bjcoach edge`: the house edge of the chart, the dealer's outcomes per up card, and insurance,
/// in `lang`.
pub fn edge_report_in(solution: &Solution, rules_line: &str, lang: Lang) -> String {
    let mut out = String::new();
    let edge = solution.chart.house_edge_percent;
    let _ = writeln!(out, "`{}`: {rules_line}", solution.table);
    let wins = if edge >= 0.0 { "house" } else { "player" };
    let said =
        lang.text("edge-house", &[("edge", Arg::Text(&lang.decimal(edge, 3))), ("wins", Arg::Text(wins))]);
    let _ = writeln!(out, "{said}");
    let own = lang.decimal(-100.0 * solution.best_play_return, 3);
    let _ = writeln!(out, "{}", lang.text("edge-own-cards", &[("edge", Arg::Text(&own))]));
    let _ = writeln!(out, "\n{}", lang.text("edge-dealer-heading", &[]));
    let up = lang.text("edge-column-up", &[]);
    let first = (up.chars().count() + 1).max(4);
    let _ = writeln!(
        out,
        "{}{:>7}{:>7}{:>7}{:>7}{:>7}{:>7}{:>11}",
        pad(&up, first),
        "17",
        "18",
        "19",
        "20",
        "21",
        lang.text("edge-column-bust", &[]),
        lang.text("edge-column-blackjack", &[])
    );
    for up in DEALER_ORDER {
        let Some(d) = solution.dealer.iter().find(|d| d.up == up) else { continue };
        let _ = write!(out, "{}", pad(&up.symbol_in(lang), first));
        for p in d.totals.iter().chain([&d.bust, &d.natural]) {
            let width = if std::ptr::eq(p, &d.natural) { 11 } else { 7 };
            let _ = write!(out, "{:>width$}", lang.decimal(100.0 * p, 2));
        }
        let _ = writeln!(out);
    }
    let value = lang.number(&format!("{:+.4}", solution.insurance));
    let percent = lang.number(&format!("{:+.2}", 100.0 * solution.insurance));
    let insurance =
        lang.text("edge-insurance", &[("value", Arg::Text(&value)), ("percent", Arg::Text(&percent))]);
    let _ = writeln!(out, "\n{insurance}");
    let id =
        if solution.conditioned_on_no_dealer_blackjack { "edge-natural-peek" } else { "edge-natural-enhc" };
    let _ = writeln!(out, "{}", lang.text(id, &[]));
    out
}
