//! The solver's results as text and CSV, for the command line and for files; no terminal code.

use std::fmt::Write;

use super::{HandEvs, Solution};
use crate::game::action::Action;
use crate::strategy::chart::{Chart, DEALER_ORDER, Evs};

/// The sentence every output carries about dealer naturals.
pub fn natural_note(conditioned: bool) -> &'static str {
    if conditioned {
        "values assume the dealer has checked and holds no blackjack"
    } else {
        "no hole card: values count the dealer's blackjack, which can take doubles and splits as the table says"
    }
}

/// A value in units of the initial bet, as a learner reads it everywhere: a percentage of the
/// bet, to a hundredth of a point (the drills' figures are these, rounded to a tenth).
fn signed(v: f64) -> String {
    format!("{:+.2}%", v * 100.0)
}

/// `bjcoach ev --hand A,7 --dealer 9`: every option of one hand, best first, and what the chart says.
pub fn hand_report(solution: &Solution, hand: &HandEvs, chart: Option<&Chart>, pair: bool) -> String {
    let mut out = String::new();
    let value = crate::game::hand::HandValue::of([hand.first, hand.second]);
    let value = if crate::game::hand::ranks_make_natural(hand.first, hand.second) {
        "blackjack".to_string()
    } else {
        value.to_string()
    };
    let _ = writeln!(
        out,
        "{},{} ({value}) against {} at `{}`: {}.",
        hand.first,
        hand.second,
        hand.dealer,
        solution.table,
        natural_note(solution.conditioned_on_no_dealer_blackjack)
    );
    let ranked = hand.evs.ranked();
    let best = ranked.first().map(|r| r.1);
    for action in Action::ALL {
        let text = match hand.evs.get(action) {
            // Right-aligned, so that the figures line up whatever their sign and size.
            Some(v) if Some(v) == best => format!("{:>8}  best", signed(v)),
            Some(v) => format!("{:>8}  ({} against the best)", signed(v), signed(v - best.unwrap_or(v))),
            None => "not allowed".to_string(),
        };
        let _ = writeln!(out, "  {:<10} {text}", action.name());
    }
    if let Some((action, v)) = ranked.first() {
        let _ = write!(out, "Best: {action} ({} of the initial bet)", signed(*v));
        if let Some((second, w)) = ranked.get(1) {
            let _ = write!(out, "; next best: {second}, {:.2} points less", (v - w) * 100.0);
        }
        let _ = writeln!(out, ".");
    }
    if let Some(cell) = chart.and_then(|c| c.cell_for(&[hand.first, hand.second], pair, hand.dealer)) {
        let _ = writeln!(
            out,
            "The chart's {} {} cell against {} says {} (values averaged over the hands of the cell).",
            cell.kind.name(),
            cell.player,
            cell.dealer,
            cell.action
        );
    }
    out
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

/// `bjcoach ev --all`: every two-card hand against every up card, as a text table.
pub fn hands_text(solution: &Solution) -> String {
    let mut out = format!(
        "Every two-card hand at `{}` ({}), in percent of the initial bet:\n",
        solution.table,
        natural_note(solution.conditioned_on_no_dealer_blackjack)
    );
    let _ = writeln!(
        out,
        "{:<6}{:<4}{:>9}{:>9}{:>9}{:>9}{:>10}  best",
        "hand", "up", "stand", "hit", "double", "split", "surrender"
    );
    let cell = |v: Option<f64>| v.map(|v| format!("{:+.2}", v * 100.0)).unwrap_or_else(|| "-".into());
    for h in &solution.hands {
        let e = &h.evs;
        let _ = writeln!(
            out,
            "{:<6}{:<4}{:>9}{:>9}{:>9}{:>9}{:>10}  {}",
            format!("{},{}", h.first, h.second),
            h.dealer.symbol(),
            cell(e.stand),
            cell(e.hit),
            cell(e.double),
            cell(e.split),
            cell(e.surrender),
            e.best().0
        );
    }
    out
}

/// `bjcoach edge`: the house edge of the chart, the dealer's outcomes per up card, and insurance.
pub fn edge_report(solution: &Solution, rules_line: &str) -> String {
    let mut out = String::new();
    let edge = solution.chart.house_edge_percent;
    let _ = writeln!(out, "`{}`: {rules_line}", solution.table);
    let _ = writeln!(
        out,
        "House edge playing the chart: {edge:.3} % of the initial bet ({}).",
        if edge >= 0.0 { "the house wins in the long run" } else { "the player wins in the long run" }
    );
    let _ = writeln!(
        out,
        "Playing each hand by its own two cards instead of its total: {:.3} %.",
        -100.0 * solution.best_play_return
    );
    let _ = writeln!(out, "\nHow the dealer ends, by up card, off the top of the shoe (percent):");
    let _ = writeln!(
        out,
        "{:<4}{:>7}{:>7}{:>7}{:>7}{:>7}{:>7}{:>11}",
        "up", "17", "18", "19", "20", "21", "bust", "blackjack"
    );
    for up in DEALER_ORDER {
        let Some(d) = solution.dealer.iter().find(|d| d.up == up) else { continue };
        let _ = write!(out, "{:<4}", up.symbol());
        for p in d.totals.iter().chain([&d.bust, &d.natural]) {
            let width = if std::ptr::eq(p, &d.natural) { 11 } else { 7 };
            let _ = write!(out, "{:>width$.2}", 100.0 * p);
        }
        let _ = writeln!(out);
    }
    let _ = writeln!(
        out,
        "\nInsurance off the top: {:+.4} per unit insured ({:+.2} %); it only pays when more than a third of \
         the cards left are tens.",
        solution.insurance,
        100.0 * solution.insurance
    );
    if solution.conditioned_on_no_dealer_blackjack {
        let _ = writeln!(
            out,
            "The chart's values assume the dealer has checked and holds no blackjack; the house edge counts it."
        );
    } else {
        let _ = writeln!(
            out,
            "No hole card: the chart's values and the house edge count the dealer's blackjack."
        );
    }
    out
}
