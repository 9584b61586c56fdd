//! The drills as the command line runs them: whole seeded sessions of every drill pinned by
//! snapshots, as text and as JSON, replayed exactly; answers read from a file or cut short; the
//! list, drill files and their errors; no question asked twice in a session when others are left.

use bjcoach::coach::drill::dealing::Dealing;
use bjcoach::coach::drill::session::Questions;
use bjcoach::coach::drill::{Drill, Setting};
use bjcoach::lang::Lang;

use crate::cli::Run;
use crate::drills::{library, oracle, wrong};
/// Answers for a scripted session: right, wrong by a known mistake, unreadable, in turn.
fn scripted_answers(drill: &str, table: &str, seed: u64, count: usize) -> String {
    let lib = library();
    let drill = lib.get(drill).unwrap();
    let setting = Setting::preset(table).unwrap();
    // Dealt as a session deals them, repeats set aside.
    let mut questions = Questions::new(drill, &setting, seed, None);
    let mut lines = Vec::new();
    let mut once_more = Vec::new();
    for i in 0..count {
        let q = questions.next_question();
        let right = oracle(&setting, &q);
        let line = match i % 4 {
            0 | 2 => right.clone(),
            1 => q.traps.first().map_or_else(|| wrong(&right), |t| t.example.clone()),
            _ => "dunno".to_string(),
        };
        // A miss is asked once more at the end of the session: answered right there.
        if i % 2 == 1 {
            once_more.push(right);
        }
        lines.push(line);
    }
    lines.extend(once_more);
    lines.join("\n") + "\n"
}

const SESSIONS: [(&str, &str); 23] = [
    ("hand-totals", "book"),
    ("soft-hands", "quebec-h17"),
    ("naturals", "feral"),
    ("dealer-play", "quebec-h17"),
    ("table-rules", "casino-fr"),
    ("legal-moves", "casino-it"),
    ("payouts", "casino-fr"),
    ("catch-the-dealer", "casino-it"),
    ("insurance", "feral"),
    ("hard-decisions", "quebec-h17"),
    ("soft-decisions", "book"),
    ("split-decisions", "casino-fr"),
    ("double-decisions", "casino-it"),
    ("surrender-decisions", "casino-fr"),
    ("strategy", "feral"),
    ("contrasts", "quebec-s17"),
    ("table-differences", "quebec-s17"),
    ("running-count", "quebec-s17"),
    ("true-count", "quebec-h17"),
    ("deviations", "casino-fr"),
    ("bet", "quebec-s17"),
    ("deck-estimation", "feral"),
    ("deck-countdown", "book"),
];

#[test]
fn seeded_sessions_of_every_drill_as_text() {
    for (drill, table) in SESSIONS {
        let answers = scripted_answers(drill, table, 7, 6);
        let out =
            Run::new(&["drill", drill, "--table", table, "--seed", "7", "--count", "6", "--answers", "-"])
                .stdin(&answers)
                .ok();
        insta::assert_snapshot!(format!("session_{drill}"), out);
    }
}

#[test]
fn seeded_sessions_of_every_drill_as_json() {
    for (drill, table) in SESSIONS {
        let answers = scripted_answers(drill, table, 7, 4);
        let out =
            Run::new(&["drill", drill, "--table", table, "--seed", "7", "--count", "4", "--format", "json"])
                .stdin(&answers)
                .ok();
        let mut lines = out.lines();
        for _ in 0..4 {
            let v: serde_json::Value = serde_json::from_str(lines.next().unwrap()).unwrap();
            for field in
                ["drill", "table", "situation", "prompt", "expected", "answer", "correct", "mistake", "cost"]
            {
                assert!(v.get(field).is_some(), "{field} missing in {v}");
            }
            assert!(v["situation"]["player"].is_array() && v["situation"]["dealer"].is_array(), "{v}");
        }
        // The round of misses, then the summary.
        let summary: serde_json::Value = serde_json::from_str(lines.last().unwrap()).unwrap();
        assert!(summary["summary"]["accuracy"].is_number(), "{summary}");
        insta::assert_snapshot!(format!("json_{drill}"), out);
    }
}

#[test]
fn a_seeded_session_replays_exactly() {
    let args =
        ["drill", "payouts", "--table", "casino-fr", "--seed", "99", "--count", "5", "--format", "json"];
    let a = Run::new(&args).stdin("1\n2\n3\n4\n5\n").ok();
    let b = Run::new(&args).stdin("1\n2\n3\n4\n5\n").ok();
    assert_eq!(a, b);
}

#[test]
fn the_end_of_input_ends_the_session_with_its_summary() {
    let out = Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "5"]).stdin("12\n").ok();
    assert!(out.contains("Question 2 of 5"), "{out}");
    assert!(!out.contains("Question 3 of 5"), "{out}");
    assert!(out.contains("stopped after 1 answer)"), "{out}");
    let json =
        Run::new(&["drill", "hand-totals", "--seed", "1", "--count", "5", "--format", "json"]).stdin("").ok();
    let v: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    assert_eq!(v["summary"]["answered"], 0);
    assert_eq!(v["summary"]["stopped_early"], true);
}

#[test]
fn answers_are_read_from_a_file_and_unreadable_ones_name_the_forms() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("answers.txt");
    std::fs::write(&path, "maybe\n").unwrap();
    let out = Run::new(&[
        "drill",
        "dealer-play",
        "--seed",
        "2",
        "--count",
        "1",
        "--answers",
        path.to_str().unwrap(),
    ])
    .ok();
    assert!(out.contains("`maybe` is not understood here; accepted: `h` or `hit`"), "{out}");
    assert!(out.contains("0/1 right"), "{out}");
}

#[test]
fn the_list_names_every_drill() {
    insta::assert_snapshot!(Run::new(&["drill", "--list"]).ok());
}

#[test]
fn unknown_drills_and_bad_drill_files_are_reported() {
    let (_, err) = Run::new(&["drill", "poker"]).stdin("").expect(2);
    assert!(err.contains("no drill called `poker`") && err.contains("hand-totals"), "{err}");
    let (_, err) = Run::new(&["drill"]).stdin("").expect(2);
    assert!(err.contains("name a drill"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.yaml");
    std::fs::write(
        &path,
        "version: 1\nid: mine\ntitle: Mine\nteaches: Long hands.\ndeal:\n  generator: hand-totals\n  min_cards: 5\n  max_cards: 9\nanswers: [total]\nmistakes: [ace-always-eleven]\n",
    )
    .unwrap();
    let (_, err) = Run::new(&["drill", "mine", "--drill-file", path.to_str().unwrap()]).stdin("").expect(2);
    assert!(err.contains("mine.yaml:8:3: field `deal.max_cards`"), "{err}");
    std::fs::write(
        &path,
        "version: 1\nid: mine\ntitle: Mine\nteaches: Long hands.\ndeal:\n  generator: hand-totals\n  min_cards: 5\n  max_cards: 6\nanswers: [total]\nmistakes: [ace-always-eleven]\n",
    )
    .unwrap();
    let out =
        Run::new(&["drill", "mine", "--drill-file", path.to_str().unwrap(), "--seed", "4", "--count", "2"])
            .stdin("bust\nbust\n")
            .ok();
    assert!(out.contains("Question 2 of 2"), "{out}");
    let list = Run::new(&["drill", "--list", "--drill-file", path.to_str().unwrap()]).ok();
    assert!(list.contains("mine"), "{list}");
}

#[test]
fn validate_checks_drill_files() {
    let dir = tempfile::tempdir().unwrap();
    let drills = dir.path().join("drills");
    std::fs::create_dir(&drills).unwrap();
    std::fs::write(drills.join("bad.yaml"), "version: 1\nid: bad\ntitle: t\nteaches: t\ndeal:\n  generator: naturals\nanswers: [total]\nmistakes: [nope]\n").unwrap();
    let (out, _) = Run::new(&["validate", drills.to_str().unwrap()]).expect(2);
    assert!(out.contains("bad.yaml:7:1: field `answers`"), "{out}");
    assert!(out.contains("field `mistakes`: `nope`"), "{out}");
    // A catalogue beside the drills is the one they are checked against.
    std::fs::write(
        drills.join("bad.yaml"),
        "version: 1\nid: bad\ntitle: t\nteaches: t\ndeal:\n  generator: naturals\nanswers: [total, chips]\nmistakes: [nope]\n",
    )
    .unwrap();
    std::fs::write(
        drills.join("mistakes.yaml"),
        "version: 1\nmistakes:\n  - id: nope\n    title: t\n    explanation: e\n    source: s\n",
    )
    .unwrap();
    let out = Run::new(&["validate", drills.to_str().unwrap()]).ok();
    assert!(out.contains("no problem found"), "{out}");
}

#[test]
fn table_differences_compare_with_the_nearest_preset_or_the_one_named() {
    let out =
        Run::new(&["drill", "table-differences", "--table", "quebec-s17", "--seed", "3", "--count", "3"])
            .stdin("h\nh\nh\n")
            .ok();
    assert!(out.contains("Compared with: quebec-h17"), "{out}");
    let out = Run::new(&[
        "drill",
        "table-differences",
        "--table",
        "feral",
        "--against",
        "casino-it",
        "--seed",
        "3",
        "--count",
        "4",
    ])
    .stdin("h\nh\nh\nh\n")
    .ok();
    assert!(out.contains("casino-it"), "{out}");
    let (_, err) =
        Run::new(&["drill", "table-differences", "--table", "book", "--against", "book"]).stdin("").expect(2);
    assert!(err.contains("same rules"), "{err}");
    let (_, err) = Run::new(&["drill", "surrender-decisions", "--table", "book"]).stdin("").expect(2);
    assert!(err.contains("offers no surrender"), "{err}");
}

#[test]
fn colour_only_when_asked_for_or_at_a_terminal() {
    let args = ["drill", "hand-totals", "--seed", "1", "--count", "1"];
    let plain = Run::new(&args).stdin("12\n").ok();
    assert!(!plain.contains('\u{1b}'), "{plain}");
    let mut coloured_args = args.to_vec();
    coloured_args.extend(["--color", "always"]);
    let coloured = Run::new(&coloured_args).stdin("12\n").ok();
    assert!(coloured.contains("\u{1b}["), "{coloured}");
}

#[test]
fn session_summaries_name_mistakes_by_title_in_text_and_by_id_in_json() {
    let lib = library();
    let answers = scripted_answers("naturals", "feral", 7, 6);
    let args = ["drill", "naturals", "--table", "feral", "--seed", "7", "--count", "6", "--answers", "-"];
    // In each language, by the title in that language.
    for lang in Lang::ALL {
        let text = Run::new(&[&args[..], &["--lang", lang.code()]].concat()).stdin(&answers).ok();
        let heading = lang.text("drill-label-mistakes", &[]);
        let (_, summary) =
            text.split_once(heading.as_str()).unwrap_or_else(|| panic!("no `{heading}` in:\n{text}"));
        let mut listed = 0;
        for m in &lib.catalogue.mistakes {
            if summary.contains(m.title_in(lang).as_ref()) {
                listed += 1;
            }
            assert!(!summary.contains(m.id.as_str()), "`{}` shown by its id in {lang:?}:\n{summary}", m.id);
        }
        assert!(listed > 0, "no title in {lang:?}:\n{summary}");
    }
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
    let last: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    let ids: Vec<&str> =
        last["summary"]["mistakes"].as_array().unwrap().iter().filter_map(|m| m["id"].as_str()).collect();
    assert!(!ids.is_empty() && ids.iter().all(|id| lib.catalogue.get(id).is_some()), "{last}");
}

/// Questions a session asks, and the situations the drill can deal in all (up to a bound).
fn session_identities(drill: &Drill, setting: &Setting, seed: u64, count: usize) -> (Vec<String>, usize) {
    let mut questions = Questions::new(drill, setting, seed, None);
    let asked: Vec<String> = (0..count).map(|_| Questions::identity(&questions.next_question())).collect();
    let mut dealing = Dealing::new(setting, seed.wrapping_add(1));
    let space: std::collections::HashSet<String> =
        (0..400).map(|_| Questions::identity(&drill.deal(&mut dealing))).collect();
    (asked, space.len())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 6, ..Default::default() })]

    /// No situation comes twice in a session of a drill that can deal more than enough others;
    /// one whose situations are fewer than the questions asked repeats only once all are asked.
    #[test]
    fn no_question_repeats_within_a_session(seed in 0u64..1_000_000) {
        let lib = library();
        for (name, table) in SESSIONS {
            let drill = lib.get(name).unwrap();
            let setting = Setting::preset(table).unwrap();
            let count = 12;
            let (asked, space) = session_identities(drill, &setting, seed, count);
            let distinct: std::collections::HashSet<&String> = asked.iter().collect();
            if space >= 3 * count {
                proptest::prop_assert_eq!(distinct.len(), count, "{} at {}: {:?}", name, table, asked);
            } else {
                proptest::prop_assert!(distinct.len() >= count.min(space) / 2, "{} at {}", name, table);
            }
        }
    }
}

#[test]
fn a_drill_of_few_situations_repeats_them_only_when_it_must() {
    // The table-rules drill asks about a handful of rules: forty questions must repeat some, and
    // still ask every one it has.
    let lib = library();
    let drill = lib.get("table-rules").unwrap();
    let setting = Setting::preset("casino-fr").unwrap();
    let (asked, space) = session_identities(drill, &setting, 3, 40);
    let distinct: std::collections::HashSet<&String> = asked.iter().collect();
    assert!(space < 40, "{space}");
    assert_eq!(distinct.len(), space, "every situation the drill has is asked");
}

#[test]
fn catching_the_dealer_scores_a_caught_error_a_missed_one_and_a_false_call() {
    let lib = library();
    let drill = lib.get("catch-the-dealer").unwrap();
    let setting = Setting::preset("quebec-h17").unwrap();
    let mut questions = Questions::new(drill, &setting, 1, None);
    let (mut missed, mut false_call, mut caught) = (false, false, false);
    let mut lines = Vec::new();
    for _ in 0..8 {
        let q = questions.next_question();
        let right = oracle(&setting, &q);
        let line = match right.as_str() {
            "f" if !missed => {
                missed = true;
                "ok"
            }
            "ok" if !false_call => {
                false_call = true;
                "f"
            }
            "f" => {
                caught = true;
                "f"
            }
            _ => "ok",
        };
        lines.push(line.to_string());
    }
    assert!(missed && false_call && caught, "{lines:?}");
    let answers = lines.join("\n") + "\n";
    let out = Run::new(&[
        "drill",
        "catch-the-dealer",
        "--table",
        "quebec-h17",
        "--seed",
        "1",
        "--count",
        "8",
        "--answers",
        "-",
    ])
    .stdin(&answers)
    .ok();
    assert!(out.contains("Mistake: A right settlement called a foul"), "{out}");
    insta::assert_snapshot!("catch_the_dealer_quebec_h17", out);
}
