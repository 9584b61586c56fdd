//! Tests of the data layer: places, escapes, limits and names.

use super::*;

#[test]
fn a_nul_byte_and_a_byte_not_utf8_are_placed_at_their_line_and_column_in_characters() {
    // Issue 21: a NUL byte was reported at 1:1 with a byte offset. `É` and `é` are two bytes
    // each and one character.
    let text = "version: 1\ntitle: \"Été\u{0}\"\n";
    let e = check_no_control("t.yaml", text).unwrap_err();
    assert_eq!(e.0.len(), 1, "{e}");
    assert_eq!((e.0[0].line, e.0[0].column), (Some(2), Some(12)), "{e}");
    assert!(e.to_string().starts_with("t.yaml:2:12: a control character (`\\u{0}`)"), "{e}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.yaml");
    std::fs::write(&path, b"version: 1\ntitle: \"\xc3\x89t\xc3\xa9\xff\"\n").unwrap();
    let e = read_data_file(&path).unwrap_err();
    assert_eq!((e.0[0].line, e.0[0].column), (Some(2), Some(12)), "{e}");
    assert_eq!(place_of_bad_utf8(b"\xff", 0), (1, 1));
    assert_eq!(place_of_bad_utf8(b"a\n\n\xff", 3), (3, 1));
}

#[test]
fn a_control_character_in_a_data_file_is_refused_at_its_place() {
    // Written raw, or as a double-quoted YAML escape: both would reach the terminal.
    let text = "version: 1\ntitle: \"\\e]0;X\\a\\e[2J\"\nsummary: ok \u{7}bell\nnote: \"tab\\there, a \\\\e is text\"\n";
    let errors = check_no_control("t.yaml", text).unwrap_err();
    let places: Vec<(Option<usize>, Option<usize>)> = errors.0.iter().map(|e| (e.line, e.column)).collect();
    assert_eq!(
        places,
        [(Some(2), Some(9)), (Some(2), Some(15)), (Some(2), Some(17)), (Some(3), Some(13))],
        "{errors}"
    );
    let said = errors.to_string();
    assert!(said.contains("t.yaml:2:9: a control character (`\\e`) is not allowed"), "{said}");
    assert!(said.contains("(`\\u{7}`)") && !said.contains('\u{7}'), "{said}");
    assert!(check_no_control("t.yaml", "title: \"A \\u00e9t\\xe9 tab\\t\"\n").is_ok());
    // Through the loader every data file uses.
    assert!(parse_yaml::<serde_yaml::Value>("t.yaml", text).is_err());
}

#[test]
fn a_file_of_control_characters_is_told_by_its_first_places_and_a_count() {
    // Found by the fuzz corpus (`tests/fuzz_corpus/table/controls.yaml`): 2,000 control
    // characters made 2,000 errors, 318,919 characters of report.
    let text = format!("version: 1\nsummary: {}\n", "\u{1}".repeat(2000));
    let errors = check_no_control("t.yaml", &text).unwrap_err();
    assert_eq!(errors.0.len(), MAX_PLACES + 1);
    let last = errors.0.last().unwrap().to_string();
    assert_eq!(last, "t.yaml:2:19: and 1990 more control characters after this one");
    assert!(errors.to_string().len() < 2_000);
}

#[test]
fn a_text_of_a_megabyte_is_refused_at_its_key_in_a_line() {
    let big = "x".repeat(1_000_000);
    let text =
        format!("version: 1\nid: x\nsteps:\n  - {{ note: ok }}\n  - {{ note: {big} }}\ntitle: {big}\n");
    let errors = check_text_lengths("t.yaml", &text).unwrap_err();
    let said = errors.to_string();
    assert_eq!(
        said,
        "t.yaml:3:1: field `steps[1].note`: a text of 1000000 characters; a data file's texts are at \
         most 2000\nt.yaml:6:1: field `title`: a text of 1000000 characters; a data file's texts are \
         at most 2000"
    );
    // Through the loader every data file uses, and a text at the limit passes.
    assert!(parse_yaml::<serde_yaml::Value>("t.yaml", &text).is_err());
    let at_limit = format!("title: {}\n", "é".repeat(MAX_TEXT_CHARS));
    assert!(parse_yaml::<serde_yaml::Value>("t.yaml", &at_limit).is_ok());
}

#[test]
fn a_quoted_value_is_shown_escaped_and_cut() {
    let long = "x".repeat(1_000_000);
    let e = DataError {
        origin: "t.yaml".into(),
        line: Some(1),
        column: Some(1),
        field: Some("title\u{1b}[2J".into()),
        message: format!("`{long}` is not a number; `\u{1b}]0;X\u{7}` neither").into(),
    };
    let said = e.to_string();
    assert!(said.len() < 400, "{}", said.len());
    assert!(said.contains("… (1000000 characters)"), "{said}");
    assert!(!said.chars().any(|c| c.is_control()), "{said:?}");
    assert!(said.contains("field `title\\u{1b}[2J`"), "{said}");
    assert_eq!(shown("plain", 60), "plain");
    // A right-to-left override would show the rest of the line reversed.
    assert_eq!(shown("evil\u{202e}txt.exe", 60), "evil\\u{202e}txt.exe");
    assert_eq!(shown_lines("a `\u{1b}[2J`\nb\u{2066}"), "a `\\u{1b}[2J`\nb\\u{2066}");
    assert_eq!(shown("été", 60), "été");
}

#[test]
fn names_are_found_in_any_case_and_slips_get_the_nearest() {
    let tables = ["book", "casino-fr", "feral", "quebec-h17", "quebec-s17", "casino-it"];
    assert_eq!(find_name("Quebec-H17", &tables), Ok("quebec-h17"));
    assert_eq!(find_name(" BOOK ", &tables), Ok("book"));
    assert_eq!(find_name("ferl", &tables), Err(Some("feral")));
    assert_eq!(find_name("casino-fe", &tables), Err(Some("casino-fr")));
    assert_eq!(find_name("fer", &tables), Err(Some("feral")));
    // Two tables begin with `quebec`: a beginning alone names neither, the nearest wins.
    assert_eq!(find_name("quebec-h16", &tables), Err(Some("quebec-h17")));
    assert_eq!(find_name("roulette", &tables), Err(None));
    assert_eq!(find_name("", &tables), Err(None));
    let drills = ["strategy", "hard-decisions", "soft-decisions", "true-count", "running-count"];
    assert_eq!(find_name("stratgy", &drills), Err(Some("strategy")));
    assert_eq!(find_name("true_count", &drills), Err(Some("true-count")));
    assert_eq!(did_you_mean(Some("strategy")), " (did you mean `strategy`?)");
    assert_eq!(did_you_mean(None), "");
}

#[test]
fn locates_nested_keys() {
    let text = "a: 1\nsession:\n  seats: 3\n  bet:\n    min: 2\n    unit: 2\nbet: 9\n";
    assert_eq!(locate_key(text, "a"), Some((1, 1)));
    assert_eq!(locate_key(text, "session.bet.min"), Some((5, 5)));
    assert_eq!(locate_key(text, "session.bet.unit"), Some((6, 5)));
    assert_eq!(locate_key(text, "bet"), Some((7, 1)));
}

#[test]
fn deep_nesting_is_refused_at_its_line_and_shallow_files_pass() {
    let deep = format!("a: 1\nb: {}\n", "[".repeat(100_000));
    let err = check_nesting("d.yaml", &deep).unwrap_err().to_string();
    assert!(err.starts_with("d.yaml:2:"), "{err}");
    let dashes = format!("a:\n{}x\n", "- ".repeat(MAX_NESTING + 1));
    assert!(check_nesting("d.yaml", &dashes).is_err());
    let indented: String = (0..MAX_NESTING + 2).map(|i| format!("{}k{i}:\n", " ".repeat(i))).collect();
    assert!(check_nesting("d.yaml", &indented).unwrap_err().to_string().starts_with("d.yaml:"));
    let fine = "title: the book's [first] table\nsummary: 'a [' \nlist:\n  - [1, 2]\n  - {a: b}\ntext: |\n  [[[[[[[[[[\n";
    assert!(check_nesting("f.yaml", fine).is_ok());
    // Every shipped table passes (read from disk: this layer knows nothing of the game).
    let tables = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tables");
    for entry in std::fs::read_dir(tables).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(check_nesting(&path.display().to_string(), &text).is_ok(), "{}", path.display());
    }
}

#[test]
fn list_items_are_located_by_their_dash() {
    let text = "id: x\nsteps:\n  # the first\n  - { a: 1 }\n  - a: 2\n    b: 3\n  - { a: 4 }\nafter: 1\n";
    assert_eq!(locate_item(text, "steps", 0), Some((4, 3)));
    assert_eq!(locate_item(text, "steps", 1), Some((5, 3)));
    assert_eq!(locate_item(text, "steps", 2), Some((7, 3)));
    assert_eq!(locate_item(text, "steps", 3), None);
    assert_eq!(locate_item("steps: [1, 2]\n", "steps", 0), None);
    // A list written at the key's own indentation.
    assert_eq!(locate_item("steps:\n- 1\n- 2\n", "steps", 1), Some((3, 1)));
}

#[test]
fn repeated_keys_are_all_located() {
    let text = "a: 1\nsession:\n  bet: 1\n  seats: 2\n  bet: 3\nbet: 4\n";
    assert_eq!(locate_repeats(text, "session.bet"), vec![(3, 3), (5, 3)]);
    assert_eq!(locate_repeats(text, "bet"), vec![(6, 1)]);
}

#[test]
fn syntax_errors_carry_the_position() {
    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct S {
        a: u8,
    }
    let err = parse_yaml::<S>("t.yaml", "a: 1\nb: 2\n").unwrap_err();
    let text = err.to_string();
    assert!(text.starts_with("t.yaml:2:1: "), "{text}");
    assert!(text.contains("unknown field `b`"), "{text}");
}

#[test]
fn a_file_of_many_problems_shows_the_first_and_counts_the_rest() {
    let one = |n: usize| DataError {
        origin: "t.yaml".into(),
        line: Some(n),
        column: Some(1),
        field: None,
        message: format!("problem {n}").into(),
    };
    let many = DataErrors((1..=PROBLEMS_SHOWN + 3).map(one).collect());
    let said = many.to_string();
    assert_eq!(said.lines().count(), PROBLEMS_SHOWN + 1, "{said}");
    assert!(said.ends_with("… and 3 more problems: `bjcoach validate FILE` lists them all"), "{said}");
    let few = DataErrors((1..=PROBLEMS_SHOWN).map(one).collect()).to_string();
    assert!(!few.contains("more problem"), "{few}");
}
