//! The problems of broken data files (tables, ramps, counting systems, drills, the catalogue of
//! mistakes, charts) said by `bjcoach validate` in English, French and Italian: every reason in
//! the language, and every reason the code names has its words in each language.

use std::collections::BTreeSet;
use std::path::Path;

use bjcoach::lang::Lang;

use crate::cli::Run;

/// The book's table with each `(from, to)` replaced, once each.
fn book_with(book: &str, changes: &[(&str, &str)]) -> String {
    changes.iter().fold(book.to_string(), |text, (from, to)| {
        assert!(text.contains(from), "{from} not in the book's table");
        text.replacen(from, to, 1)
    })
}

/// Writes broken data files under `dir`, in the folders that say their kind, and returns the
/// folders to validate. Every file reads as its kind's YAML, so each problem is the program's own
/// reason, none the YAML reader's.
fn broken_files(dir: &Path) -> Vec<String> {
    let book = Run::new(&["rules", "--table", "book", "--format", "yaml"]).ok();
    let tables = [
        book_with(
            &book,
            &[
                ("version: 1", "version: 2"),
                ("id: book", "id: Book"),
                ("title: The book's pedagogical table", "title: \"a\\tb\"\n1: x\ndeks: 1\nfoo: 2"),
                ("source: 000_951ea54078d4073d.txt\n", ""),
                ("decks: 1", "decks: 0"),
                ("max_hands: 2", "max_hands: x"),
                ("penetration_percent: null", "penetration_percent: 5\nlanguage: en\nlanguage: fr"),
                ("blackjack_pays: 3:2", "blackjack_pays: '7:0'"),
                ("bets_per_box: null", "bets_per_box: 9"),
                ("seats: 6", "seats: 9"),
                ("starting_chips: 20", "starting_chips: -5"),
                ("reserve: 200", "reserve: 1.5"),
                ("unit: 2", "unit: 0"),
                ("rounds: 10", "rounds: 0"),
                ("- rounds", "- rounds\n- rounds"),
            ],
        ),
        book_with(
            &book,
            &[
                ("hole_card: peek", "hole_card: enhc"),
                ("surrender: none", "surrender: late"),
                ("reshuffle: every-round", "reshuffle: cut-card"),
                ("other_box_bets: forbidden", "other_box_bets: on-any-box"),
                ("resplit_aces: forbidden", "resplit_aces: allowed"),
                ("top_up: notional-chips", "top_up: house-covers"),
                ("starting_chips: 20", "starting_chips: 1"),
                ("min: 2", "min: 3"),
                ("max: 2", "max: 5"),
            ],
        ),
        book_with(
            &book,
            &[
                ("enhc_blackjack_takes: null", "enhc_blackjack_takes: all"),
                ("surrender: none", "surrender: enhc-unless-ace"),
                ("penetration_percent: null", "penetration_percent: 50"),
                ("reserve: 200", "reserve: null"),
                ("rounds: 10", "rounds: 5000000000"),
                ("decks: 1", "decks: !big 3"),
            ],
        ),
        book_with(
            &book,
            &[
                ("max_hands: 2", "max_hands: {a: 1}"),
                ("bank:\n    reserve: 200\n    top_up: notional-chips", "bank: ~"),
                ("bet:\n    min: 2\n    max: 2\n    unit: 2\n    sizing: fixed", "bet: [1]"),
            ],
        ),
        "- 1\n".to_string(),
        book_with(&book, &[("session:\n", "other:\n")]),
        format!("version: 1\ntitle: {}\n", "x".repeat(2_100)),
        format!("version: 1\nid: a\ntitle: {}\n", "\u{7}".repeat(12)),
        format!("a: {}\n", "[".repeat(100)),
    ];
    std::fs::write(dir.join("t0.yaml"), &tables[0]).unwrap();
    for (i, text) in tables.iter().enumerate().skip(1) {
        std::fs::write(dir.join(format!("t{i}.yaml")), text).unwrap();
    }
    std::fs::write(dir.join("u.yaml"), b"version: 1\ntitle: \"\xff\"\n").unwrap();
    std::fs::write(dir.join("v.yaml"), "#\n".repeat(600_000)).unwrap();

    let folder = |name: &str, files: &[(&str, &str)]| {
        let sub = dir.join(name);
        std::fs::create_dir_all(&sub).unwrap();
        for (file, text) in files {
            std::fs::write(sub.join(file), text).unwrap();
        }
        sub.display().to_string()
    };
    let ramps = folder(
        "ramps",
        &[
            (
                "r1.yaml",
                "version: 2\nid: Bad\nname: ' '\nunit: 0\nsteps:\n  - { true_count: 30, units: 0 }\n  \
                 - { true_count: 1, units: 5 }\n  - { true_count: 2, units: 1 }\n",
            ),
            ("r2.yaml", "version: 1\nid: r\nname: r\nsteps: []\n"),
        ],
    );
    let counts = folder(
        "counts",
        &[
            (
                "c1.yaml",
                "version: 2\nid: X\nname: ''\nsource: ''\nbalance: balanced\nace_side_count: none\ntags:\n  \
                 - { card: \"J\", tag: 1 }\n  - { card: \"2\", tag: 1, red: 1 }\n  - { card: \"3\", tag: 9 }\n  \
                 - { card: \"4\", tag: 1 }\n  - { card: \"4\", tag: 1 }\ninitial_running_count:\n  \
                 - { decks: 9, count: 0 }\n  - { decks: 1, count: 0 }\n  - { decks: 1, count: 0 }\n",
            ),
            (
                "c2.yaml",
                "version: 1\nid: y\nname: y\nsource: y\nbalance: balanced\ntrue_count: floor\nace_side_count: none\ntags:\n  \
                 - { card: \"A\", tag: 1 }\n  - { card: \"2\", tag: 1 }\n  - { card: \"3\", tag: 1 }\n  \
                 - { card: \"4\", tag: 1 }\n  - { card: \"5\", tag: 1 }\n  - { card: \"6\", tag: 1 }\n  \
                 - { card: \"7\", tag: 1 }\n  - { card: \"8\", tag: 1 }\n  - { card: \"9\", tag: 1 }\n  \
                 - { card: \"T\", tag: 1 }\n",
            ),
            (
                "c3.yaml",
                "version: 1\nid: z\nname: z\nsource: z\nbalance: unbalanced\ntrue_count: floor\nace_side_count: none\ntags:\n  \
                 - { card: \"A\", tag: 0 }\n  - { card: \"2\", tag: 0 }\n  - { card: \"3\", tag: 0 }\n  \
                 - { card: \"4\", tag: 0 }\n  - { card: \"5\", tag: 0 }\n  - { card: \"6\", tag: 0 }\n  \
                 - { card: \"7\", tag: 0 }\n  - { card: \"8\", tag: 0 }\n  - { card: \"9\", tag: 0 }\n  \
                 - { card: \"T\", tag: 0 }\n",
            ),
        ],
    );
    let drills = folder(
        "drills",
        &[
            (
                "d1.yaml",
                "version: 2\nid: Bad_Id\ntitle: ''\nteaches: t\ndeal:\n  generator: hand-totals\n  min_cards: 1\n  \
                 max_cards: 9\n  hands: any\nanswers: [chips]\ntimed: true\nmistakes: [nope]\n",
            ),
            (
                "d2.yaml",
                "version: 1\nid: d\ntitle: d\nteaches: t\ndeal:\n  generator: naturals\nanswers: [total]\nmistakes: []\n",
            ),
            (
                "d3.yaml",
                "version: 1\nid: e\ntitle: e\nteaches: t\ndeal:\n  generator: soft-hands\n  max_cards: 9\nanswers: [total]\nmistakes: []\n",
            ),
            (
                "d4.yaml",
                "version: 1\nid: f\ntitle: f\nteaches: t\ndeal:\n  generator: running-count\n  max_rounds: 9\nanswers: [count]\nmistakes: []\n",
            ),
            (
                "d5.yaml",
                "version: 1\nid: g\ntitle: g\nteaches: t\ndeal:\n  generator: decisions\n  hands: []\nanswers: [action]\nmistakes: []\n",
            ),
            (
                "mistakes.yaml",
                "version: 2\nmistakes:\n  - id: Bad_Id\n    title: ''\n    explanation: e\n    source: s\n    \
                 wrong: [hit]\n  - id: b\n    title: t\n    explanation: e\n    source: s\n  - id: b\n    \
                 title: t\n    explanation: e\n    source: s\n    cells:\n      - {kind: hard, players: [30], \
                 dealers: [1], enhc_blackjack_takes: all}\n    right: [hit]\n  - id: c\n    title: t\n    \
                 explanation: e\n    source: s\n    cells:\n      - {kind: hard, players: [12], dealers: [2]}\n    \
                 wrong: [hit]\n    right: [hit]\n    rule_of_thumb: r\n",
            ),
        ],
    );
    let cell = |kind: &str, player: &str, dealer: &str, action: &str| {
        format!(
            "- {{kind: {kind}, player: {player}, dealer: '{dealer}', action: {action}, ev: {{stand: 0.0, hit: 0.0, \
             double: null, split: null, surrender: null}}}}\n"
        )
    };
    let chart = format!(
        "version: 2\ntable: book\nhouse_edge_percent: .nan\nconditioned_on_no_dealer_blackjack: true\ncells:\n{}{}{}{}{}{}",
        cell("hard", "5", "K", "H"),
        cell("hard-3plus", "12", "2", "D"),
        cell("pair", "12", "2", "P"),
        cell("hard", "'A'", "2", "H"),
        cell("hard", "30", "2", "H"),
        cell("hard", "30", "2", "H"),
    );
    let charts = folder("charts", &[("h1.yaml", &chart)]);
    vec![dir.display().to_string(), ramps, counts, drills, charts]
}

/// `bjcoach validate` on the broken files in `lang`, the folder written `DIR`.
fn validate(dir: &Path, folders: &[String], lang: Lang) -> String {
    let mut args = vec!["validate"];
    args.extend(folders.iter().map(String::as_str));
    let (out, _) = Run::new(&args).env("BJCOACH_LANG", lang.code()).columns(1_000).expect(2);
    out.replace(&dir.display().to_string(), "DIR")
}

/// The words of a problem written by the program: values quoted between backticks (as written
/// in the file) and the files' paths left out.
fn own_words(line: &str) -> String {
    let words: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    words
        .split_whitespace()
        .filter(|w| !w.contains(".yaml") && !w.contains("DIR"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every reason of the broken files is said in French and in Italian with no English word left,
/// the same problems at the same places as in English; English is pinned by its snapshot.
#[test]
fn the_problems_of_broken_data_files_are_said_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    let folders = broken_files(dir.path());
    let english = validate(dir.path(), &folders, Lang::En);
    insta::assert_snapshot!("broken_data_en", english);
    let places = |said: &str| -> Vec<String> {
        said.lines()
            .filter_map(|l| l.split_whitespace().find(|w| w.starts_with("DIR")))
            .map(|p| p.trim_end_matches(':').to_string())
            .collect()
    };
    for lang in [Lang::Fr, Lang::It] {
        let said = validate(dir.path(), &folders, lang);
        insta::assert_snapshot!(format!("broken_data_{}", lang.code()), said);
        assert_eq!(places(&said), places(&english), "{lang:?}");
        for line in said.lines() {
            let left = crate::lang_commands::english_words(&own_words(line), lang);
            assert!(left.is_empty(), "{lang:?}: {left:?} in\n{line}");
        }
    }
}

/// The ids of data reasons written in `src/`.
fn reason_ids_in_code() -> BTreeSet<&'static str> {
    fn walk(dir: &Path, found: &mut BTreeSet<&'static str>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for part in text.split('"').skip(1).step_by(2) {
                    if part.starts_with("data-reason-") || part == "data-cannot-read" {
                        found.insert(Box::leak(part.to_string().into_boxed_str()));
                    }
                }
            }
        }
    }
    let mut found = BTreeSet::new();
    walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut found);
    found
}

/// Every reason the code names has its words in English (and so, by the language tests, in
/// French and Italian), and every reason worded is named by the code: no reason said twice or
/// left behind.
#[test]
fn every_data_reason_in_the_code_is_worded_and_every_wording_used() {
    let in_code = reason_ids_in_code();
    for id in &in_code {
        assert!(Lang::En.own_text(id, &[]).is_some(), "{id} has no words in locales/en/data_reasons.ftl");
    }
    let file =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("locales/en/data_reasons.ftl"))
            .unwrap();
    let worded: BTreeSet<&str> = file
        .lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id)
        .filter(|id| !id.starts_with('#'))
        .collect();
    let unused: Vec<&&str> = worded.iter().filter(|id| !in_code.contains(**id)).collect();
    assert!(unused.is_empty(), "worded but never used: {unused:?}");
}

/// Files that are not the YAML their kind expects, or not YAML at all: the YAML reader's reasons
/// (an unknown field or value, a missing field, a value of another type, a misplaced `:`) are said in French and Italian too, with
/// no English word left, and in English as the reader says them.
#[test]
fn the_yaml_reader_s_reasons_are_said_in_french_and_italian() {
    let dir = tempfile::tempdir().unwrap();
    let book = Run::new(&["rules", "--table", "book", "--format", "yaml"]).ok();
    std::fs::write(dir.path().join("t.yaml"), book_with(&book, &[("surrender: none", "surrender: early")]))
        .unwrap();
    let drill = |extra: &str, generator: &str| {
        format!(
            "version: 1\nid: p\ntitle: p\nteaches: t\n{extra}deal:\n  generator: {generator}\nanswers: [total]\n\
             mistakes: []\n"
        )
    };
    let files: [(&str, &str, String); 6] = [
        ("drills", "p1.yaml", drill("colour: red\n", "hand-totals")),
        ("drills", "p2.yaml", drill("", "poker")),
        ("ramps", "p3.yaml", "version: 1\nid: r\nname: r\nunit: two\nsteps: []\n".to_string()),
        ("ramps", "p4.yaml", "version: 1\nid: r\nunit: 1\nsteps: []\n".to_string()),
        (
            "counts",
            "p5.yaml",
            "version: 1\nid: y\nname: y\nsource: y\nbalance: balanced\ntrue_count: floor\n\
             ace_side_count: none\ntags: 5\n"
                .to_string(),
        ),
        ("counts", "p6.yaml", "version: 1\nid: z\n  name: z\n".to_string()),
    ];
    let mut folders = vec![dir.path().display().to_string()];
    for (folder, file, text) in &files {
        let sub = dir.path().join(folder);
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(sub.join(file), text).unwrap();
        let sub = sub.display().to_string();
        if !folders.contains(&sub) {
            folders.push(sub);
        }
    }
    let english = validate(dir.path(), &folders, Lang::En);
    for form in [
        "unknown variant `early`",
        "unknown field `colour`",
        "unknown variant `poker`",
        "invalid type: ",
        "mapping values are not allowed in this context",
    ] {
        assert!(english.contains(form), "{form} not in\n{english}");
    }
    for lang in [Lang::Fr, Lang::It] {
        let said = validate(dir.path(), &folders, lang);
        assert_eq!(said.lines().count(), english.lines().count(), "{said}");
        for line in said.lines() {
            let left = crate::lang_commands::english_words(&own_words(line), lang);
            assert!(left.is_empty(), "{lang:?}: {left:?} in\n{line}");
            for english_only in ["expected", "invalid", "unknown", "missing field", "string"] {
                assert!(!own_words(line).contains(english_only), "{lang:?}: {english_only} in\n{line}");
            }
        }
    }
}
