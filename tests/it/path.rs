//! The learning path and the advice of `stats` across tables and drills: what the advice names is
//! what its command deals first.

use std::path::Path;

use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;

use crate::cli::{Run, flat};

fn saved(dir: &Path) -> Vec<AnswerRecord> {
    Store::new(dir).load().unwrap().0.answers
}

/// The advice of `stats` on a missed cell: the cell in words and the command advised.
fn advised(stats: &str) -> Option<(String, String)> {
    let text = flat(stats);
    let rest = text.split("Chart cell missed before, asked first: ").nth(1)?;
    let (cell, command) = rest.split_once(": bjcoach ")?;
    let command = command.split(" --focus weak").next()?;
    Some((cell.to_string(), format!("{command} --focus weak")))
}

#[test]
fn the_advice_names_the_cell_its_focused_drill_deals_first() {
    // The reproduction: six strategy answers at casino-fr, seed 2, then `stats`.
    let dir = tempfile::tempdir().unwrap();
    Run::new(&["drill", "strategy", "--table", "casino-fr", "--seed", "2", "--count", "6"])
        .data_dir(dir.path())
        .stdin("p\ns\nh\nh\ns\np\n")
        .ok();
    let missed: Vec<String> =
        saved(dir.path()).iter().filter(|a| !a.correct).map(|a| a.key.clone()).collect();
    let stats = Run::new(&["stats"]).data_dir(dir.path()).ok();
    let (cell, command) = advised(&stats).unwrap_or_else(|| panic!("no cell advised:\n{stats}"));
    assert_eq!(cell, "hard 18 v 7");
    assert_eq!(command, "drill hard-decisions --table casino-fr --focus weak");
    assert!(missed.iter().any(|k| k.ends_with("hard 18 v 7")), "{missed:?}");
    // The command advised, run: it finds the miss and deals that cell first.
    let mut args: Vec<&str> = command.split(' ').collect();
    args.extend(["--count", "1"]);
    let before = saved(dir.path()).len();
    let (_, err) = Run::new(&args).data_dir(dir.path()).stdin("s\n").expect(0);
    assert!(!err.contains("missed lately"), "{err}");
    let after = saved(dir.path());
    let first = &after[before];
    assert_eq!((first.drill.as_str(), first.table.as_str()), ("hard-decisions", "casino-fr"));
    assert_eq!(first.key, format!("play {cell}"));
}
