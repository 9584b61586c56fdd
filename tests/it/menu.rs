//! The menu of `bjcoach` with no arguments, driven end to end by a script (`BJCOACH_MENU_SCRIPT`): the
//! path's suggestion, a drill practised, a drill refused at a table where it cannot be played,
//! the chart, the rules, the progress, and the ways out.

use crate::cli::{Run, flat};

/// Runs the menu on these script lines in `data` (a fresh folder when `None`); returns stdout.
fn menu(lines: &[&str], data: Option<&std::path::Path>, width: usize) -> String {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.txt");
    std::fs::write(&script, lines.iter().map(|l| format!("{l}\n")).collect::<String>()).unwrap();
    let run = Run::new(&[]).env("BJCOACH_MENU_SCRIPT", &script).columns(width);
    let run = match data {
        Some(data) => run.data_dir(data),
        None => run,
    };
    run.ok()
}

/// The script of a first visit: a drill refused where it cannot be played, the path's drill
/// practised, a wrong menu answer, then the chart, the rules, the progress, and quit.
const VISIT: &[&str] = &[
    // Surrender drills are listed only with casino-fr; naming book anyway is refused.
    "practise",
    "surrender-decisions",
    "book",
    // The path's suggestion: three questions of hand-totals, answered.
    "next",
    "3",
    "13",
    "soft 17",
    "20",
    // The three missed, asked once more at the end of the drill, answered right; the summary
    // stays on screen until Enter.
    "21",
    "14",
    "21",
    "",
    // A wrong answer, then back home from the table question.
    "nine",
    "chart",
    "b",
    "chart",
    "book",
    // Each page stays on screen until Enter.
    "",
    "rules",
    "2",
    "",
    // The home takes the words it shows, and a few more: `progress` is `stats`.
    "progress",
    "",
    "quit",
];

#[test]
fn the_menu_is_driven_end_to_end_by_a_script() {
    let data = tempfile::tempdir().unwrap();
    let text = menu(VISIT, Some(data.path()), 80);
    // The home screen opens on the path's first stage and its drill, at the default table.
    assert!(flat(&text).starts_with(
        "bjcoach, your blackjack coach Next on your path: Count hands (stage 1 of 16), with the hand-totals drill at book."
    ));
    // Surrender-decisions is offered at casino-fr alone, and book, forced, is refused with the
    // drill's reason; the menu goes on.
    let offered =
        text.split("> surrender-decisions\n").nth(1).unwrap().split("At which table?").next().unwrap();
    assert_eq!(flat(offered).split(' ').nth(1), Some("casino-fr"), "{offered}");
    assert!(!offered.contains("book"), "{offered}");
    assert!(flat(&text).contains(
        "error: the `surrender-decisions` drill cannot be played at `book`: the table offers no surrender"
    ));
    // The drill ran with the script's answers, and its answers were saved.
    assert!(text.contains("Question 3 of 3"), "{text}");
    assert!(text.contains("Summary: "), "{text}");
    let stats = Run::new(&["stats", "--format", "json"]).data_dir(data.path()).ok();
    let stats: serde_json::Value = serde_json::from_str(&stats).unwrap();
    // The three questions, each counted once; the round of misses apart.
    assert_eq!(stats["answers"], 3);
    assert_eq!(stats["retries"], serde_json::json!({ "asked": 3, "right": 3 }));
    assert!(text.contains("Once more: 3 of 3 right"), "{text}");
    // A wrong answer says what is accepted; `b` goes home.
    assert!(flat(&text).contains("`nine` is not one of the choices: answer with a number from 1 to 9"));
    // The chart, the rules and the progress were shown, each followed by the home screen.
    assert!(text.contains("Strategy chart for `book`"), "{text}");
    assert!(text.contains("French casino regulations (casino-fr)"), "{text}");
    assert!(text.contains("Your progress: 3 answers saved (retried 3, 3 right)"), "{text}");
    assert_eq!(text.matches("bjcoach, your blackjack coach").count(), 7, "{text}");
    // Inside the menu nothing is typed on a command line, so none is suggested by the sessions.
    let before_stats = text.split("> stats").next().unwrap();
    assert!(!before_stats.contains("--"), "{before_stats}");
    insta::assert_snapshot!(text);
}

#[test]
fn b_goes_one_question_back() {
    let script = [
        "practise",
        "hand-totals",
        "book",
        "b",
        "b",
        "b", // questions → table → drill → home
        "simulate",
        "book",
        "b",
        "feral",
        "2000",
        "b",
        "b",
        "b", // rounds → table; habits → rounds → table → home
        "quit",
    ];
    let text = menu(&script, None, 80);
    let asked = |part: &str| -> Vec<String> {
        part.lines()
            .filter(|l| {
                [
                    "Which drill?",
                    "At which table?",
                    "How many questions?",
                    "How many rounds?",
                    "Play your own",
                ]
                .iter()
                .any(|q| l.starts_with(q))
            })
            .map(|l| l.split(['?', '(']).next().unwrap().trim().to_string())
            .collect()
    };
    let practise = text.split("> practise\n").nth(1).unwrap().split("> simulate").next().unwrap();
    assert_eq!(
        asked(practise),
        ["Which drill", "At which table", "How many questions", "At which table", "Which drill"],
        "{practise}"
    );
    // The last `b` went home.
    assert!(practise.contains("> b\n\nbjcoach, your blackjack coach"), "{practise}");
    let simulate = text.split("> simulate\n").nth(1).unwrap();
    assert_eq!(
        asked(simulate),
        [
            "At which table",
            "How many rounds",
            "At which table",
            "How many rounds",
            "Play your own habits",
            "How many rounds",
            "At which table"
        ],
        "{simulate}"
    );
    assert!(simulate.contains("> b\n\nbjcoach, your blackjack coach"), "{simulate}");
    assert!(!text.contains("Simulation at"), "nothing was simulated: {text}");
}

#[test]
fn a_page_stays_on_screen_until_enter() {
    for width in [60, 80] {
        let text = menu(&["chart", "book", "", "quit"], None, width);
        let after = text.split("> book\n").nth(1).unwrap();
        // The chart comes whole, from its first line, then waits for Enter before home.
        assert!(after.starts_with("Strategy chart for `book`"), "{after}");
        let (page, rest) = after.split_once("Press Enter to go back home.\n> \n").unwrap();
        assert!(!page.contains("bjcoach, your blackjack coach"), "{page}");
        assert!(rest.trim_start().starts_with("bjcoach, your blackjack coach"), "{rest}");
        insta::assert_snapshot!(format!("home_after_chart_at_{width}"), text);
    }
}

#[test]
fn the_menu_fits_every_width() {
    let unwrapped = menu(VISIT, None, 100_000);
    for width in [60, 120] {
        let text = menu(VISIT, None, width);
        for line in text.lines() {
            assert!(line.chars().count() <= width, "at {width}: over the width: {line}");
        }
        assert_eq!(flat(&text), flat(&unwrapped), "at {width}: a word was broken");
    }
}

#[test]
fn the_end_of_the_script_ends_the_menu_and_keeps_the_answers() {
    // Out of answers in the middle of a drill: the session ends with its summary, its answers
    // saved, and the menu ends at its next prompt, cleanly.
    let data = tempfile::tempdir().unwrap();
    let text = menu(&["next", "5", "12", "13"], Some(data.path()), 80);
    assert!(text.contains("(stopped after 2 answers)"), "{text}");
    let stats = Run::new(&["stats", "--format", "json"]).data_dir(data.path()).ok();
    let stats: serde_json::Value = serde_json::from_str(&stats).unwrap();
    assert_eq!(stats["answers"], 2);
    // Out of answers at a menu prompt.
    let text = menu(&["chart"], None, 80);
    assert!(text.trim_end().ends_with("Which table? (Enter for 1, b to go back)"), "{text}");
}

#[test]
fn a_drill_is_offered_only_with_the_tables_where_it_can_be_played() {
    // Every table that offers surrender, and only those, are listed for the surrender drill.
    let text = menu(&["practise", "surrender-decisions", "b", "quit"], None, 80);
    let offered =
        text.split("> surrender-decisions\n").nth(1).unwrap().split("At which table?").next().unwrap();
    for table in bjcoach::game::rules::preset_names() {
        let rules = bjcoach::game::rules::preset(table).unwrap();
        let surrender = rules.surrender != bjcoach::game::rules::Surrender::None;
        assert_eq!(offered.contains(&format!(" {table} ")), surrender, "{table}: {offered}");
    }
}

#[cfg(unix)]
#[test]
fn ctrl_c_or_ctrl_d_at_a_menu_prompt_ends_the_program_cleanly() {
    for (key, name) in [("\u{3}", "Ctrl-C"), ("\u{4}", "Ctrl-D")] {
        let mut t = crate::pty::Terminal::start(&[], 24, 80);
        t.wait(0, |w| w.contains("(Enter for 1)") && w.trim_end().ends_with('>'));
        t.type_keys(key);
        let code = t.finish();
        assert_eq!(code, Some(0), "{name}: {}", t.raw());
        assert!(t.written().contains("What would you like to do?"), "{name}: {}", t.raw());
    }
}

/// At a terminal of 80 by 24, a drill started from the home ends on its summary, which stays on
/// screen until Enter: the home (15 lines) came at once and scrolled the summary, its mistakes and
/// the value lost off the screen. Only after Enter does the home come back.
#[cfg(unix)]
#[test]
fn a_session_summary_stays_on_screen_at_the_home_until_enter() {
    let mut t = crate::pty::Terminal::start(&[], 24, 80);
    t.wait(0, |w| w.contains("(Enter for 1)"));
    t.type_keys("next\r");
    t.wait(0, |w| w.contains("How many questions?"));
    t.type_keys("2\r");
    // Every question asked (the two, then any missed once more) answered alike, right or wrong.
    let mut answered = 0;
    let started = std::time::Instant::now();
    loop {
        let written = t.written();
        if written.contains("Press Enter to go back home.") {
            break;
        }
        let screen = t.screen().join("\n");
        assert!(started.elapsed().as_secs() < 30, "the session's end did not wait for Enter:\n{screen}");
        let asked = written.matches("Question ").count();
        if asked > answered {
            t.wait(0, |w| w.trim_end().ends_with("Your answer:"));
            t.type_keys("12\r");
            answered = asked;
        }
        assert!(answered <= 4, "{written}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    t.wait(0, |w| w.trim_end().ends_with('>'));
    let screen = t.screen().join("\n");
    let summary =
        screen.find("Summary:").unwrap_or_else(|| panic!("the summary is off the screen:\n{screen}"));
    assert!(!screen[summary..].contains("bjcoach, your blackjack coach"), "{screen}");
    assert!(screen.trim_end().ends_with("Press Enter to go back home.\n>"), "{screen}");
    // Enter: the home again, then Ctrl-D ends the program cleanly.
    let before = t.written().len();
    t.type_keys("\r");
    t.wait(before, |w| w.contains("What would you like to do?"));
    t.type_keys("\u{4}");
    assert_eq!(t.finish(), Some(0));
}
