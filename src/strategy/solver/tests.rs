//! Hand-checkable cases for the solver.

use super::*;
use crate::game::rules::preset;

fn infinite() -> Composition {
    // A thousand decks stand in for an infinite shoe to well within the tolerances used.
    let mut counts = [4000; RANKS];
    counts[9] = 16_000;
    Composition::from_counts(counts).unwrap()
}

#[test]
fn dealer_busts_about_42_percent_with_a_six_up_in_an_infinite_deck() {
    let rules = preset("feral").unwrap();
    let s = solve(&rules, &infinite());
    let six = s.dealer.iter().find(|d| d.up == Rank::Six).unwrap();
    // Infinite deck: 0.42315, the figure of the published dealer-outcome tables (42.32 %), and
    // what a recursion with every card at 1/13 (tens 4/13) gives by hand.
    assert!((six.bust - 0.42315).abs() < 0.0002, "{}", six.bust);
    for d in &s.dealer {
        let sum: f64 = d.totals.iter().sum::<f64>() + d.bust + d.natural;
        assert!((sum - 1.0).abs() < 1e-9, "{d:?}");
    }
}

#[test]
fn the_dealers_outcomes_alone_are_those_of_the_whole_solve() {
    // `bjcoach edge` prints the solve's outcomes; drills that state a bust chance ask for the
    // outcomes alone: the two must be one value, to the last bit.
    for table in ["book", "quebec-h17"] {
        let rules = preset(table).unwrap();
        let shoe = Composition::full(rules.decks);
        assert_eq!(dealer_outcomes_of(&rules, &shoe), solve(&rules, &shoe).dealer, "{table}");
    }
    // The book's dealer showing a 6 busts 42.08 % of the time, as `bjcoach edge --table book`
    // prints it.
    let book = preset("book").unwrap();
    let six = dealer_outcomes_of(&book, &Composition::full(1))[5];
    assert_eq!(format!("{:.2}", 100.0 * six.bust), "42.08");
}

#[test]
fn the_dealers_outcomes_from_one_up_card_are_those_of_every_up_card() {
    // A drill question works out the dealer's hands of its own up card only: the same chances as
    // the pass over every up card's hands (the products summed in another order, so to rounding),
    // at every number of decks a table may have and both soft-17 rules, and the same when shown
    // to a tenth or a hundredth of a percent, given no natural or not.
    for table in ["quebec-s17", "quebec-h17"] {
        let mut rules = preset(table).unwrap();
        for decks in 1..=8 {
            rules.decks = decks;
            let shoe = Composition::full(decks);
            for whole in dealer_outcomes_of(&rules, &shoe) {
                let one = dealer_outcome_of(&rules, &shoe, whole.up).unwrap();
                assert_eq!((one.up, one.natural), (whole.up, whole.natural));
                let pairs = whole.totals.iter().zip(&one.totals).chain([(&whole.bust, &one.bust)]);
                for (a, b) in pairs {
                    assert!((a - b).abs() < 1e-14, "{table} {decks} {:?}: {a} {b}", whole.up);
                    for given in [1.0, 1.0 - whole.natural] {
                        let (a, b) = (100.0 * a / given, 100.0 * b / given);
                        assert_eq!(format!("{a:.1} {a:.2} {a:.3}"), format!("{b:.1} {b:.2} {b:.3}"));
                    }
                }
            }
        }
    }
}

#[test]
fn insurance_off_the_top() {
    assert!((insurance_value(&Composition::full(1)) + 1.0 / 17.0).abs() < 1e-12);
    // Six decks: 96 tens among the 311 cards left after the Ace: 3 * 96 / 311 - 1 = -23/311.
    assert!((insurance_value(&Composition::full(6)) + 23.0 / 311.0).abs() < 1e-12);
}

#[test]
fn a_natural_pays_three_to_two_when_the_dealer_has_checked() {
    let rules = preset("book").unwrap();
    let s = solve(&rules, &Composition::full(1));
    let h = s.hand(Rank::Ace, Rank::King, Rank::Six).unwrap();
    assert_eq!(h.evs.stand, Some(1.5));
    assert_eq!(h.evs.hit, None, "no draw at 21");
}
