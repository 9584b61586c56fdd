//! The solver's output kept as data: every value it gives today, so that a change meant to make
//! it faster (or to reorganise it) is seen to leave every value where it was.
//!
//! `tests/data/solver_values.txt` holds, for every preset table and for `book`, `quebec-s17` and
//! `casino-fr` at 1 to 8 decks: the house edge of the chart, the return of the best play, the
//! insurance value, the dealer's outcomes per up card, every two-card hand's values against every
//! up card (stand, hit, double, split, surrender as [`solve`] gives them; `-` where an option is not
//! offered) and every chart cell with its action and values. Numbers are printed with 17
//! significant digits, one line per hand or cell, so that a diff shows which value moved.
//!
//! The values are not checked against an outside source here (`solver.rs` does that against
//! published tables): the file is the solver's own output at the commit named in its first line,
//! and the test asserts every value is the same to 1e-12 and every action identical.
//!
//! To write the file again after a deliberate change of values:
//! `BJCOACH_WRITE_SOLVER_VALUES=1 cargo test --test it solver_values::write -- --ignored`
//! and say in the commit why the values moved.

use std::fmt::Write as _;

use bjcoach::game::rules::{TableRules, preset, preset_names};
use bjcoach::strategy::chart::Evs;
use bjcoach::strategy::solver::{Composition, Solution, solve};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/solver_values.txt");

/// The presets also solved at every deck count from 1 to 8: one deck with no re-split (`book`),
/// six decks with re-splits to four hands and a peek (`quebec-s17`), and a table without hole card.
const DECK_VARIANTS: [&str; 3] = ["book", "quebec-s17", "casino-fr"];

/// Every table the file covers: the presets as they are, then the deck variants.
fn tables() -> Vec<TableRules> {
    let mut out: Vec<TableRules> = preset_names().into_iter().map(|n| preset(n).unwrap()).collect();
    for name in DECK_VARIANTS {
        for decks in 1..=8 {
            let mut rules = preset(name).unwrap();
            if rules.decks == decks {
                continue;
            }
            rules.decks = decks;
            out.push(rules);
        }
    }
    out
}

fn number(v: f64) -> String {
    format!("{v:.16e}")
}

fn option(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_string(), number)
}

fn evs(e: &Evs) -> String {
    [e.stand, e.hit, e.double, e.split, e.surrender].map(option).join(" ")
}

/// The lines of one solution, as the file holds them.
fn lines_of(rules: &TableRules, s: &Solution) -> String {
    let mut out = String::new();
    writeln!(out, "table {} {}", rules.id, rules.decks).unwrap();
    writeln!(
        out,
        "edge {} {} {}",
        number(s.chart.house_edge_percent),
        number(s.best_play_return),
        number(s.insurance)
    )
    .unwrap();
    for d in &s.dealer {
        let totals = d.totals.map(number).join(" ");
        writeln!(out, "dealer {} {totals} {} {}", d.up, number(d.bust), number(d.natural)).unwrap();
    }
    for h in &s.hands {
        writeln!(out, "hand {}{} {} {}", h.first, h.second, h.dealer, evs(&h.evs)).unwrap();
    }
    for c in &s.chart.cells {
        writeln!(out, "cell {:?} {} {} {} {}", c.kind, c.player, c.dealer, c.action, evs(&c.ev)).unwrap();
    }
    out
}

/// Whether two lines say the same: the same words, and numbers within 1e-12.
fn same_line(found: &str, stored: &str) -> bool {
    let (f, s): (Vec<&str>, Vec<&str>) = (found.split(' ').collect(), stored.split(' ').collect());
    f.len() == s.len()
        && f.iter().zip(&s).all(|(a, b)| match (a.parse::<f64>(), b.parse::<f64>()) {
            (Ok(x), Ok(y)) => (x - y).abs() <= 1e-12,
            _ => a == b,
        })
}

#[test]
fn every_value_is_the_stored_one() {
    let stored = std::fs::read_to_string(FILE).expect("tests/data/solver_values.txt");
    let mut blocks = stored.split("\ntable ").skip(1);
    let mut checked = 0;
    for rules in tables() {
        let found = lines_of(&rules, &solve(&rules, &Composition::full(rules.decks)));
        let block = format!("table {}", blocks.next().expect("a block per table"));
        let stored_lines: Vec<&str> = block.lines().collect();
        let found_lines: Vec<&str> = found.lines().collect();
        assert_eq!(stored_lines[0], found_lines[0], "tables in the file's order");
        assert_eq!(stored_lines.len(), found_lines.len(), "{}: as many lines as stored", found_lines[0]);
        for (f, s) in found_lines.iter().zip(&stored_lines) {
            assert!(same_line(f, s), "{}:\n found  {f}\n stored {s}", found_lines[0]);
            checked += 1;
        }
    }
    assert!(blocks.next().is_none(), "no table stored that is not solved");
    assert!(checked > 20_000, "{checked} lines checked");
}

#[test]
#[ignore = "writes tests/data/solver_values.txt when BJCOACH_WRITE_SOLVER_VALUES is set"]
fn write() {
    if std::env::var_os("BJCOACH_WRITE_SOLVER_VALUES").is_none() {
        return;
    }
    let commit = std::process::Command::new("git")
        .args(["rev-parse", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map_or_else(|| "unknown".to_string(), |s| s.trim().to_string());
    let mut out = format!(
        "# bjcoach solver values, written at commit {commit} by\n# BJCOACH_WRITE_SOLVER_VALUES=1 cargo test --test it solver_values::write -- --ignored\n"
    );
    for rules in tables() {
        out.push_str(&lines_of(&rules, &solve(&rules, &Composition::full(rules.decks))));
    }
    std::fs::write(FILE, out).unwrap();
}
