//! When to sit, bet or leave: the entry and exit points `indices` states, held to the solver.

use super::cli::{Run, flat};
use bjcoach::strategy::counting::shipped;
use bjcoach::strategy::entry_exit::percent;
use bjcoach::strategy::indices::{IndexSettings, solved_at};
use bjcoach::strategy::solver::{Composition, solve};

/// The count and the figure after `before` in `text`: `+1` and `+0.25%` from "... of +1 up, where
/// the edge turns positive: +0.25% at +1".
fn number_after(text: &str, before: &str) -> String {
    let at = text.find(before).unwrap_or_else(|| panic!("`{before}` in:\n{text}")) + before.len();
    text[at..].split_whitespace().next().unwrap().trim_end_matches([',', '.', ':', ')']).to_string()
}

/// The entry `indices` states is the count at which the solver's edge, in the shoe that count
/// stands for, turns positive, with the figure the words give; the exit is where it falls below
/// the full shoe's; the JSON gives the same points.
#[test]
fn the_entry_indices_states_is_the_solvers_break_even() {
    for table in ["quebec-h17", "casino-fr"] {
        let rules = bjcoach::game::rules::preset(table).unwrap();
        let system = shipped("hi-lo").unwrap();
        let rule = system.true_count.unwrap();
        let cards_left = IndexSettings::for_table(&rules).cards_left;
        let edge = |tc: i32| {
            solve(&rules, &system.shoe_at(solved_at(rule, tc), cards_left).unwrap()).best_play_return
        };
        let new_shoe = solve(&rules, &Composition::full(rules.decks)).best_play_return;
        for width in [60, 80] {
            let out = Run::new(&["indices", "--table", table, "--top", "1"]).columns(width).ok();
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            let said = flat(&out);
            let entry: i32 = number_after(&said, "play from a true count of ").parse().unwrap();
            let figure = number_after(&said, "where the edge turns positive: ");
            assert_eq!(figure, percent(edge(entry)), "{table}: {said}");
            assert!(edge(entry) > 0.0 && edge(entry - 1) <= 0.0, "{table} at {entry}");
            assert!(said.contains(&format!("{} at {:+}", percent(edge(entry - 1)), entry - 1)), "{said}");
            let exit: i32 = number_after(&said, "leave the shoe at a true count of ").parse().unwrap();
            assert!(edge(exit) < new_shoe && edge(exit + 1) >= new_shoe, "{table} at {exit}");
            assert!(said.contains(&format!("a new shoe starts at {}", percent(new_shoe))), "{said}");
            let json = Run::new(&["indices", "--table", table, "--format", "json"]).ok();
            let json: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(json["entry_exit"]["entry"], entry, "{table}");
            assert_eq!(json["entry_exit"]["exit"], exit, "{table}");
        }
    }
    let book = Run::new(&["indices", "--table", "book", "--format", "json"]).ok();
    let book: serde_json::Value = serde_json::from_str(&book).unwrap();
    assert!(book["entry_exit"].is_null(), "a table shuffled every round has no shoe to leave");
}

/// The ramp named is the ramp said, with its bet at the entry.
#[test]
fn indices_say_the_ramps_bet_at_the_entry() {
    let out =
        flat(&Run::new(&["indices", "--table", "quebec-h17", "--top", "1", "--ramp", "one-to-four"]).ok());
    let ramp = bjcoach::strategy::ramp::shipped("one-to-four").unwrap();
    let entry: i32 = number_after(&out, "play from a true count of ").parse().unwrap();
    let units = ramp.units_at(entry);
    assert!(out.contains(&format!("betting the {}", ramp.name)), "{out}");
    assert!(out.contains(&format!("The ramp bets {units} unit")), "{out}");
}
