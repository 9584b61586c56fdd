//! Times the solver on the preset tables: `cargo run --release --example solver_bench`.

use std::time::Instant;

use bjcoach::rules::preset;
use bjcoach::solver::{Composition, solve};

fn main() {
    for name in ["book", "feral", "quebec-s17", "quebec-h17", "casino-fr", "casino-it"] {
        let Ok(rules) = preset(name) else { continue };
        let shoe = Composition::full(rules.decks);
        let runs = 5;
        let start = Instant::now();
        let mut hands = 0;
        for _ in 0..runs {
            hands = solve(&rules, &shoe).hands.len();
        }
        let each = start.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
        println!("{name:12} {} deck(s): {each:8.2} ms ({hands} hand values)", rules.decks);
    }
}
