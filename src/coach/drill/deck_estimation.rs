//! Deck estimation: a discard tray of quarter decks, shown for a moment, and the decks in it or
//! left in the shoe, judged to the half deck as the true-count drill and counting play read a
//! tray ([`super::tray::read_halves`]).

use super::answer::decks_words;
use super::card_counting::count_situation;
use super::count_words::{decks_in, decks_size};
use super::dealing::Dealing;
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use super::tray::{self, QUARTER, TrayAsk, half_decks, left_halves, read_halves};
use crate::game::rules::TableRules;
use crate::lang::Arg;

/// The share of the shoe dealt before the shuffle where the table gives none (a shoe shuffled
/// after every round, or by a machine): three quarters, a common cut.
const USUAL_PENETRATION: u32 = 75;

/// The most quarter decks a tray of the table holds: the shoe less what the cut card leaves,
/// and never a tray read as the whole shoe (at least half a deck is left to divide by).
pub fn most_quarters(rules: &TableRules) -> u32 {
    let decks = u32::from(rules.decks.max(1));
    let penetration = rules.penetration_percent.map_or(USUAL_PENETRATION, u32::from).min(100);
    let mut most = (4 * decks * penetration / 100).max(1);
    while most > 1 && read_halves(most * QUARTER) >= 2 * decks {
        most -= 1;
    }
    most
}

/// A tray of ¼ deck up to [`most_quarters`], and the decks in it, or left, to the half deck.
pub fn deck_estimation(d: &mut Dealing) -> Question {
    let decks = d.rules.decks.max(1);
    let quarters = d.between(1, u64::from(most_quarters(&d.rules))) as u32;
    let cards = quarters * QUARTER;
    let ask = if d.chance(50) { TrayAsk::InTray } else { TrayAsk::Left };
    let read = read_halves(cards);
    let left = left_halves(decks, read);
    let exact = f64::from(quarters) / 4.0;
    let lang = d.lang;
    let held = decks_in(exact, lang);
    // The answers right: those whose tray reads as the same half deck, a quarter deck either way
    // of the reading (the lower end in, the upper out: a quarter past a half reads up).
    let (low, high) = (f64::from(read) / 2.0 - 0.25, f64::from(read) / 2.0 + 0.25);
    let shoe_decks = f64::from(decks);
    let shoe = decks_in(shoe_decks, lang);
    let decks_said = |x: f64| lang.number(&decks_words(x));
    let (read_said, left_said) = (half_decks(read), half_decks(left));
    let (held_arg, shoe_arg) = (("held", Arg::Text(&held)), ("shoe", Arg::Text(&shoe)));
    let (cards_arg, read_arg) = (("cards", Arg::Int(u64::from(cards))), ("read", Arg::Text(&read_said)));
    let (prompt, why, over, under) = match ask {
        TrayAsk::InTray => {
            let (low, high) = (decks_said(low), decks_said(high));
            (
                lang.text("count-tray-in-prompt", &[]),
                lang.text(
                    "count-tray-in-why",
                    &[held_arg, cards_arg, read_arg, ("low", Arg::Text(&low)), ("high", Arg::Text(&high))],
                ),
                TrapWhen::DecksAbove(exact),
                TrapWhen::DecksBelow(exact),
            )
        }
        TrayAsk::Left => {
            let (low, high) = (decks_said(shoe_decks - high), decks_said(shoe_decks - low));
            (
                lang.text("count-tray-left-prompt", &[shoe_arg]),
                lang.text(
                    "count-tray-left-why",
                    &[
                        held_arg,
                        cards_arg,
                        read_arg,
                        ("left", Arg::Text(&left_said)),
                        shoe_arg,
                        ("low", Arg::Text(&low)),
                        ("high", Arg::Text(&high)),
                    ],
                ),
                // More decks left than there are is a tray thought emptier than it is.
                TrapWhen::DecksBelow(shoe_decks - exact),
                TrapWhen::DecksAbove(shoe_decks - exact),
            )
        }
    };
    // A whole shoe in the tray, or none: answers that fall into each trap, whichever is asked.
    let (full, empty) = (decks.to_string(), "0".to_string());
    let (over_example, under_example) = match ask {
        TrayAsk::InTray => (full, empty),
        TrayAsk::Left => (empty, full),
    };
    let (over_note, under_note) = match ask {
        TrayAsk::InTray => {
            (lang.text("count-tray-in-over", &[held_arg]), lang.text("count-tray-in-under", &[held_arg]))
        }
        TrayAsk::Left => {
            let truly_left = shoe_decks - exact;
            let (size, truly) = (decks_size(truly_left), decks_in(truly_left, lang));
            let args = [held_arg, ("left", Arg::Text(&truly)), ("size", Arg::Text(size))];
            (lang.text("count-tray-left-over", &args), lang.text("count-tray-left-under", &args))
        }
    };
    let traps = vec![
        Trap::when(over, "tray-over-estimated", over_example).saying(over_note),
        Trap::when(under, "tray-under-estimated", under_example).saying(under_note),
    ];
    let mut situation = count_situation(d);
    situation.tray_cards = Some(cards);
    situation.asks = Some(ask);
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt,
        expected: Expected::Decks { tray_cards: cards, shoe_decks: decks, ask },
        why,
        traps,
        options: Vec::new(),
        key: tray::key(ask, quarters, decks),
        chart_row: None,
        lang,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::Setting;

    #[test]
    fn a_tray_holds_quarter_decks_up_to_the_cut_and_is_judged_to_the_half_deck() {
        for table in ["quebec-s17", "feral", "book"] {
            let setting = Setting::preset(table).unwrap();
            let mut d = Dealing::new(&setting, 3);
            let decks = setting.rules.decks;
            let most = most_quarters(&setting.rules);
            let mut seen = std::collections::BTreeSet::new();
            for _ in 0..400 {
                let q = deck_estimation(&mut d);
                let count = q.situation.count.as_ref().unwrap();
                let cards = count.tray_cards.unwrap();
                assert_eq!(cards % 13, 0);
                let quarters = cards / 13;
                assert!((1..=most).contains(&quarters), "{quarters} of {most} at {table}");
                seen.insert(quarters);
                let ask = count.asks.unwrap();
                assert_eq!(tray::read_key(&q.key), Some((ask, quarters, decks)));
                // Every answer in quarter decks: right exactly when it reads as the tray does.
                for typed in 0..=4 * u32::from(decks) {
                    let answer = f64::from(typed) / 4.0;
                    let tray_said = match ask {
                        TrayAsk::InTray => answer,
                        TrayAsk::Left => f64::from(decks) - answer,
                    };
                    let right =
                        ((tray_said * 2.0) + 0.5).floor() == ((f64::from(quarters) / 2.0) + 0.5).floor();
                    let j = q.judge(&decks_words(answer));
                    assert_eq!(j.correct, right, "{typed} quarters for {quarters} ({ask:?}) at {table}");
                    if !right {
                        let over = tray_said > f64::from(quarters) / 4.0;
                        let name = if over { "tray-over-estimated" } else { "tray-under-estimated" };
                        assert_eq!(j.mistake, Some(name), "{typed} for {quarters} ({ask:?})");
                    }
                }
                assert!(q.judge(&q.expected.right_answer()).correct);
            }
            assert_eq!(seen.len() as u32, most, "every depth is dealt at {table}");
        }
    }

    #[test]
    fn a_one_deck_table_gives_small_trays_and_eight_decks_deep_ones() {
        let mut rules = crate::game::rules::preset("quebec-s17").unwrap();
        rules.decks = 1;
        rules.penetration_percent = Some(75);
        assert_eq!(most_quarters(&rules), 2, "¾ of one deck would read as the whole deck");
        rules.decks = 8;
        assert_eq!(most_quarters(&rules), 24);
    }
}
