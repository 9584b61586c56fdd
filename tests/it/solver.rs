//! The solver against published, independently computed results.
//!
//! References (expected values of every option, and of the whole game with each two-card hand
//! played its best way, computed by exact combinatorial analysis):
//! - Wizard of Odds, Blackjack Appendix 9, "1 deck, dealer hits on soft 17", resplit to four
//!   hands except aces, no draw to split aces: game -0.000072 with double after split, -0.001513
//!   without; per-hand values with the dealer's natural excluded.
//! - Wizard of Odds, Blackjack Appendix 9, "Six deck, dealer hits on soft 17, no hole card",
//!   a dealer natural takes every bet, resplit to four hands except aces: game -0.0072705 with
//!   double after split, -0.0086975 without.

use bjcoach::card::Rank::{self, *};
use bjcoach::rules::{PairRule, Permission, Soft17, Surrender, TableRules, preset};
use bjcoach::solver::{Composition, solve};

fn close(found: f64, expected: f64, tolerance: f64, what: &str) {
    assert!((found - expected).abs() <= tolerance, "{what}: found {found:.7}, published {expected:.7}");
}

fn check_hands(rules: &TableRules, decks: u8, expected: &[(Rank, Rank, Rank, [f64; 3])]) {
    let s = solve(rules, &Composition::full(decks));
    for &(a, b, up, [stand, hit, double]) in expected {
        let h = s.hand(a, b, up).unwrap();
        let what = format!("{a}{b} v {up}");
        close(h.evs.stand.unwrap(), stand, 1e-6, &format!("{what} stand"));
        close(h.evs.hit.unwrap(), hit, 1e-6, &format!("{what} hit"));
        close(h.evs.double.unwrap(), double, 1e-6, &format!("{what} double"));
    }
}

/// One deck, H17, peek, re-split to four hands except aces.
fn one_deck_h17() -> TableRules {
    let mut rules = preset("book").unwrap();
    rules.dealer_soft_17 = Soft17::Hits;
    rules.max_hands = 4;
    rules.pair_rule = PairRule::SameValue;
    rules
}

/// Six decks, H17, no hole card, a dealer natural takes all, re-split to four except aces.
fn six_deck_enhc_h17() -> TableRules {
    let mut rules = preset("casino-fr").unwrap();
    rules.dealer_soft_17 = Soft17::Hits;
    rules.surrender = Surrender::None;
    rules
}

#[test]
fn one_deck_hand_values_match_the_published_tables() {
    // Appendix 9, one deck H17, dealer Ace, values with the dealer's natural excluded.
    check_hands(
        &one_deck_h17(),
        1,
        &[
            (Ace, Two, Ace, [-0.589084, -0.107929, -0.552040]),
            (Three, Two, Ace, [-0.584988, -0.322592, -1.169976]),
            (Six, Four, Ace, [-0.575556, 0.045103, 0.030867]),
            (Six, Five, Ace, [-0.575374, 0.143003, 0.234296]),
            (Seven, Ace, Ace, [-0.223909, -0.173175, -0.414678]),
        ],
    );
}

#[test]
fn six_deck_no_hole_card_hand_values_match_the_published_tables() {
    // Appendix 9, six decks H17 no hole card, dealer Ace: unconditional values.
    check_hands(
        &six_deck_enhc_h17(),
        6,
        &[
            (Ace, Two, Ace, [-0.722356, -0.379910, -1.024099]),
            (Three, Two, Ace, [-0.721887, -0.529734, -1.443774]),
            (Five, Four, Ace, [-0.721243, -0.396287, -0.932671]),
            (Six, Five, Ace, [-0.720879, -0.235772, -0.535879]),
            (Seven, Ace, Ace, [-0.466029, -0.421285, -0.909374]),
        ],
    );
}

#[test]
fn game_values_match_the_published_ones() {
    let mut one = one_deck_h17();
    let mut six = six_deck_enhc_h17();
    for (das, one_deck, six_deck) in
        [(Permission::Allowed, -0.000072, -0.0072705), (Permission::Forbidden, -0.001513, -0.0086975)]
    {
        one.double_after_split = das;
        six.double_after_split = das;
        // Within 0.005 percentage points.
        close(solve(&one, &Composition::full(1)).best_play_return, one_deck, 0.00005, "one deck H17");
        close(solve(&six, &Composition::full(6)).best_play_return, six_deck, 0.00005, "six decks ENHC H17");
    }
}

#[test]
fn every_shipped_chart_is_what_the_solver_computes() {
    for name in bjcoach::rules::preset_names() {
        let rules = preset(name).unwrap();
        let solved = solve(&rules, &Composition::full(rules.decks)).chart;
        let (_, text) = bjcoach::chart::SHIPPED_CHARTS.iter().find(|(n, _)| *n == name).unwrap();
        assert!(
            solved.to_yaml() == *text,
            "charts/{name}.yaml differs from what the solver computes: run `bjcoach solve --table {name} -o charts/{name}.yaml`"
        );
        let loaded = bjcoach::chart::shipped(name).unwrap().unwrap();
        assert_eq!(loaded, solved, "{name}: the file reads back as the solved chart");
    }
}

#[test]
fn chart_outputs() {
    use crate::cli::Run;
    let json = Run::new(&["chart", "--table", "book", "--format", "json"]).ok();
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["table"], "book");
    assert_eq!(value["conditioned_on_no_dealer_blackjack"], true);
    let cells = value["cells"].as_array().unwrap();
    let eleven =
        cells.iter().find(|c| c["kind"] == "hard" && c["player"] == 11 && c["dealer"] == "6").unwrap();
    assert_eq!(eleven["action"], "Dh");
    assert!(eleven["ev"]["surrender"].is_null());
    assert!(cells.iter().any(|c| c["kind"] == "pair" && c["player"] == "A"));
    assert!(cells.iter().any(|c| c["kind"] == "soft-3plus"));
    let csv = Run::new(&["chart", "--table", "casino-fr", "--format", "csv"]).ok();
    assert!(csv.starts_with("kind,player,dealer,action,stand,hit,double,split,surrender\n"), "{csv}");
    insta::assert_snapshot!("chart_book", Run::new(&["chart", "--table", "book"]).ok());
}

#[test]
fn ev_and_edge_outputs() {
    use crate::cli::Run;
    insta::assert_snapshot!(
        "ev_a7_v9_book",
        Run::new(&["ev", "--table", "book", "--hand", "A,7", "--dealer", "9"]).ok()
    );
    insta::assert_snapshot!("edge_casino_fr", Run::new(&["edge", "--table", "casino-fr"]).ok());
    let csv = Run::new(&["ev", "--table", "feral", "--all", "--format", "csv"]).ok();
    let mut lines = csv.lines();
    assert_eq!(lines.next(), Some("card1,card2,dealer,stand,hit,double,split,surrender"));
    assert_eq!(lines.count(), 550);
    let (_, err) = Run::new(&["ev", "--table", "book", "--hand", "A", "--dealer", "9"]).expect(2);
    assert!(err.contains("two cards"), "{err}");
}
