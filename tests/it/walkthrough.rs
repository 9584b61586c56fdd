//! The small defects a learner met walking through the terminal, each fixed: what an option
//! completes to, the option that counts a drill's questions, the words of an error, a chart's axis,
//! a line of advice; each at 60 and 80 columns where it prints.

use crate::cli::{Run, flat};

/// The values the fish script offers for `--option` of `command`: the quoted list after `-a`
/// on the option's line and the lines it runs on to, one value a line (`name\t'help'`, the tab
/// written as a backslash and `t`).
fn completed(fish: &str, command: &str, option: &str) -> Vec<String> {
    let head = format!("__fish_bjcoach_using_subcommand {command}\" -l {option} ");
    let start = fish.find(&head).unwrap_or_else(|| panic!("{command} --{option} completes: {fish}"));
    let line_end = fish[start..].find('\n').map_or(fish.len(), |n| start + n);
    let Some(a) = fish[start..line_end].find(" -a \"") else { return Vec::new() };
    let list = &fish[start + a + 5..];
    let list = &list[..list.find("\"\n").unwrap_or(list.len())];
    list.lines().map(|l| l.split("\\t").next().unwrap().to_string()).collect()
}

/// `--others`, `--player` and `--compare` complete to the ways of playing, `play --count` and
/// `indices --system` to the counting systems that keep a true count (the only ones they take:
/// `ko` and `red-7` were offered to `indices` and refused), and `stats --drill` to the drills;
/// `--others`, `--compare`, `play --count` and `stats --drill` completed to nothing before.
#[test]
fn each_option_that_takes_a_name_completes_to_the_names_it_takes() {
    let fish = Run::new(&["completions", "fish"]).ok();
    let ways = ["chart", "me", "mimic-dealer", "never-bust", "always-stand"];
    for (command, option) in [("play", "others"), ("simulate", "player"), ("simulate", "compare")] {
        assert_eq!(completed(&fish, command, option), ways, "{command} --{option}");
    }
    let balanced = ["hi-lo", "hi-opt-i", "omega-ii", "zen"];
    for (command, option) in [("play", "count"), ("indices", "system")] {
        assert_eq!(completed(&fish, command, option), balanced, "{command} --{option}");
    }
    // Each of them is taken, and an unbalanced one is refused, by the commands themselves.
    for system in balanced {
        Run::new(&["indices", "--system", system, "--top", "1"]).ok();
    }
    for system in ["ko", "red-7"] {
        let (_, err) = Run::new(&["indices", "--system", system]).expect(2);
        assert!(err.contains("unbalanced"), "{system}: {err}");
    }
    // Simulate counts with every system, unbalanced ones too.
    assert_eq!(completed(&fish, "simulate", "count").len(), 6);
    let drills = completed(&fish, "stats", "drill");
    assert!(
        drills.contains(&"hand-totals".to_string()) && drills.contains(&"deviations".to_string()),
        "{drills:?}"
    );
    let (listed, _) = Run::new(&["drill", "--list"]).expect(0);
    for drill in drills.iter().filter(|d| !["play", "count-in-play"].contains(&d.as_str())) {
        assert!(listed.contains(&format!("{drill} ")), "{drill} is not a drill: {listed}");
    }
    // Play's answers are saved under `play`, the count checks of a hidden session under
    // `count-in-play`; `stats --drill` takes both.
    for saved in ["play", "count-in-play"] {
        assert!(drills.contains(&saved.to_string()), "{drills:?}");
        Run::new(&["stats", "--drill", saved]).ok();
    }
    // A way of playing is still taken as a file's path.
    let (_, err) = Run::new(&["play", "--others", "no-such.yaml"]).expect(2);
    assert!(flat(&err).contains("or the path of a strategy file"), "{err}");
}

/// `drill --questions N` (or `-n N`) is the number of questions; `--count N`, the old name, still
/// works for one release, hidden from the help, since elsewhere `--count` names a counting system.
#[test]
fn the_questions_of_a_drill_are_counted_by_questions_and_count_is_an_old_name() {
    let ask = |option: &str| {
        Run::new(&["drill", "hand-totals", "--table", "book", "--seed", "3", option, "2"])
            .stdin("12\n12\n")
            .ok()
    };
    let by_questions = ask("--questions");
    assert!(
        by_questions.contains("Question 2 of 2") && !by_questions.contains("Question 3"),
        "{by_questions}"
    );
    assert_eq!(ask("-n"), by_questions);
    assert_eq!(ask("--count"), by_questions);
    for width in [60, 80] {
        let help = Run::new(&["drill", "--help"]).columns(width).ok();
        assert!(help.contains("--questions <N>"), "{help}");
        assert!(!help.contains("--count"), "{help}");
        assert!(help.lines().all(|l| l.chars().count() <= width), "{help}");
    }
    // `--count` keeps naming a counting system where it did.
    let help = Run::new(&["play", "--help"]).ok();
    assert!(help.contains("--count <SYSTEM>"), "{help}");
}

/// `--timed 2.5` was refused with "invalid digit found in string": the error says the seconds
/// are whole, and from what to what, wrapped at 60 and 80 columns.
#[test]
fn a_timed_session_takes_whole_seconds_and_says_so() {
    for width in [60, 80] {
        for given in ["2.5", "0", "601", "soon"] {
            let (_, err) =
                Run::new(&["drill", "hand-totals", "--timed", given]).columns(width).stdin("").expect(2);
            assert!(flat(&err).contains("--timed takes whole seconds, from 1 to 600"), "{given}: {err}");
            assert!(!err.contains("invalid digit"), "{err}");
            assert!(err.lines().all(|l| l.chars().count() <= width), "{given} at {width}: {err}");
        }
    }
    let out =
        Run::new(&["drill", "hand-totals", "--timed", "3", "-n", "1", "--seed", "3"]).stdin("21 @1\n").ok();
    assert!(out.contains("3 s to answer"), "{out}");
}

/// Every line of `text` fits `width` columns.
fn fits(text: &str, width: usize) -> bool {
    text.lines().all(|l| l.chars().count() <= width)
}

/// A foul called right says what the foul was and how the chips move instead, as play says it:
/// the drill said only "Right: the answer is foul" (book, seed 3, question 3, a busted hand paid
/// because the dealer busted too).
#[test]
fn a_foul_called_right_says_what_the_foul_was() {
    for width in [60, 80] {
        let out = Run::new(&["drill", "catch-the-dealer", "--table", "book", "--seed", "3", "-n", "3"])
            .columns(width)
            .stdin("ok\nok\nf\n")
            .ok();
        let third = &out[out.find("Question 3 of 3").unwrap()..out.find("Summary:").unwrap()];
        let said = flat(third);
        assert!(said.contains("Right: the answer is foul"), "{third}");
        let why = &said[said.find("Why: ").expect("the foul told") + 5..];
        assert!(why.starts_with("The dealer "), "{third}");
        assert!(why.contains("By the table's rule: "), "{third}");
        assert!(why.contains("The error is corrected before the chips move."), "{third}");
        assert!(fits(&out, width), "{out}");
        // A settlement accepted right says nothing more.
        let first = &out[..out.find("Question 2 of 3").unwrap()];
        assert!(!first.contains("Why:"), "{first}");
    }
}

/// `stats` with nothing saved drew three grids of dots: it says there is nothing yet, and draws
/// the grid once a strategy answer is saved, at 60 and 80 columns.
#[test]
fn stats_with_no_strategy_answers_draws_no_empty_grid() {
    let dir = tempfile::tempdir().unwrap();
    for width in [60, 80] {
        let empty = Run::new(&["stats"]).data_dir(dir.path()).columns(width).ok();
        assert!(!empty.contains("Your mistakes on the") && !empty.contains("·   ·"), "{empty}");
        assert!(flat(&empty).contains("Leak: no strategy answers at `book` yet"), "{empty}");
        assert!(fits(&empty, width), "{empty}");
    }
    // Answers of another drill draw no grid either; a strategy answer does.
    Run::new(&["drill", "hand-totals", "--table", "book", "--seed", "3", "-n", "1"])
        .data_dir(dir.path())
        .stdin("21\n")
        .ok();
    assert!(!Run::new(&["stats"]).data_dir(dir.path()).ok().contains("Your mistakes on the"));
    Run::new(&["drill", "strategy", "--table", "book", "--seed", "3", "-n", "1"])
        .data_dir(dir.path())
        .stdin("s\nh\n")
        .ok();
    for width in [60, 80] {
        let drawn = Run::new(&["stats"]).data_dir(dir.path()).columns(width).ok();
        assert!(drawn.contains("Your mistakes on the `book` chart"), "{drawn}");
        assert!(fits(&drawn, width), "{drawn}");
    }
}

/// A session's median time is one figure, in its summary and in `stats`: two answers of 1.5 s
/// and 2.5 s gave "median time 2.0 s" in the summary and "median 2.5 s" in `stats` (the path's
/// median took the later of the two middle times).
#[test]
fn a_sessions_median_is_the_same_in_its_summary_and_in_stats() {
    let dir = tempfile::tempdir().unwrap();
    let out =
        Run::new(&["drill", "hand-totals", "--table", "book", "--seed", "3", "-n", "2", "--answers", "-"])
            .data_dir(dir.path())
            .stdin("21 @1.5\nbust @2.5\n")
            .ok();
    assert!(out.contains("median time 2.0 s"), "{out}");
    for width in [60, 80] {
        let stats = Run::new(&["stats"]).data_dir(dir.path()).columns(width).ok();
        assert!(
            flat(&stats).contains("2 answers, 100% right in time over the last 2, median 2.0 s"),
            "{stats}"
        );
        assert!(fits(&stats, width), "{stats}");
    }
    let json = Run::new(&["stats", "--format", "json"]).data_dir(dir.path()).ok();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let stage =
        v["path"]["stages"].as_array().unwrap().iter().find(|s| s["answers"] == 2).expect("a stage answered");
    assert_eq!(stage["recent_median_ms"], 2000, "{stage}");
}

/// Ctrl-C at the drill picker ended the program by the signal with the cursor hidden: the cursor
/// is shown again and the program ends as Ctrl-C ends a session (130), at 60 and 80 columns.
#[cfg(unix)]
#[test]
fn ctrl_c_at_the_drill_picker_shows_the_cursor_again() {
    for columns in [60, 80] {
        let mut t = crate::pty::Terminal::start(&["drill", "--table", "book"], 24, columns);
        t.wait(0, |w| w.contains("Which drill?"));
        t.type_keys("\u{3}");
        let code = t.finish();
        let raw = t.raw();
        let hidden = raw.rfind("\x1b[?25l").unwrap_or_else(|| panic!("the picker hides the cursor: {raw:?}"));
        assert!(raw[hidden..].contains("\x1b[?25h"), "the cursor is left hidden: {raw:?}");
        assert_eq!(code, Some(130), "{raw:?}");
        assert!(t.screen().iter().all(|l| l.chars().count() <= usize::from(columns)), "{raw:?}");
    }
}

/// The drill picker asks in the language of the run, with the drills' titles in it.
#[cfg(unix)]
#[test]
fn the_drill_picker_asks_in_the_run_s_language() {
    for (lang, asked, title) in
        [("fr", "Quel exercice ?", "Totaux des mains"), ("it", "Quale esercizio?", "Totali delle mani")]
    {
        let mut t = crate::pty::Terminal::start(&["drill", "--table", "book", "--lang", lang], 24, 80);
        t.wait(0, |w| w.contains(asked));
        let screen = t.screen().join("\n");
        assert!(screen.contains(title), "{lang}: {screen}");
        t.type_keys("\u{3}");
        assert_eq!(t.finish(), Some(130));
    }
}

/// A page taller than the screen opens in the pager; leaving the pager goes home at once, where
/// the home asked for Enter once more ("Press Enter to go back home." after the pager closed),
/// at 60 and 80 columns.
#[cfg(unix)]
#[test]
fn leaving_the_pager_goes_home() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let pager = dir.path().join("pager");
    // A pager read to the end and left, as `q` leaves `less`.
    std::fs::write(&pager, "#!/bin/sh\ncat > /dev/null\necho PAGER-LEFT\n").unwrap();
    std::fs::set_permissions(&pager, std::fs::Permissions::from_mode(0o755)).unwrap();
    for columns in [60, 80] {
        let mut t = crate::pty::Terminal::start_with(&[], 24, columns, &[("PAGER", pager.to_str().unwrap())]);
        t.wait(0, |w| w.contains("(Enter for 1)"));
        t.type_keys("chart\r");
        t.wait(0, |w| w.contains("Which table?") && w.trim_end().ends_with('>'));
        t.type_keys("\r");
        t.wait(0, |w| w.contains("PAGER-LEFT"));
        let left = t.written().find("PAGER-LEFT").unwrap();
        t.wait(left, |w| w.contains("What would you like to do?") && w.trim_end().ends_with('>'));
        let after = t.written()[left..].to_string();
        assert!(!after.contains("Press Enter"), "{after}");
        assert!(t.screen().iter().all(|l| l.chars().count() <= usize::from(columns)), "{after}");
        t.type_keys("\u{4}");
        assert_eq!(t.finish(), Some(0));
    }
}

/// `indices` at a table that shuffles after every round says that the count starts again each
/// round and that the worth is for a shoe dealt deeper than the table deals; a table dealt to a
/// cut card says nothing of it.
#[test]
fn indices_at_a_table_shuffled_every_round_say_so() {
    for width in [60, 80] {
        let out = Run::new(&["indices", "--table", "book", "--top", "2"]).columns(width).ok();
        let said = flat(&out);
        assert!(
            said.contains(
                "Note: `book` shuffles the cards after every round, so the count starts again at 0 each round"
            ),
            "{out}"
        );
        assert!(
            said.contains("The worth above is for a shoe dealt to 75%, which this table never deals."),
            "{out}"
        );
        assert!(fits(&out, width), "{out}");
    }
    let other = Run::new(&["indices", "--table", "quebec-s17", "--top", "1"]).ok();
    assert!(!other.contains("after every round"), "{other}");
}

/// `stats --reset` at a terminal asks in the run's language with its keys in the hint, says what
/// it accepts when a line is neither yes nor no, reads yes and no in every language and says what
/// it did, within 60 and 80 columns; English as it was.
#[cfg(unix)]
#[test]
fn the_reset_s_question_is_asked_and_read_in_the_run_s_language() {
    use bjcoach::lang::Lang;
    let cases = [
        (
            Lang::En,
            "Delete your saved progress (0 answers)? A backup is kept. (y/N)",
            "`maybe` is neither yes nor no: answer y, yes, n or no",
            ("no", "Nothing was deleted."),
            ("sì", "There was no saved progress to reset."),
        ),
        (
            Lang::Fr,
            "Effacer vos progrès enregistrés (0 réponse) ? Une sauvegarde est conservée. (o/N)",
            "`maybe` n'est ni oui ni non : répondez o, oui, n ou non",
            ("non", "Rien n'a été effacé."),
            ("o", "Il n'y avait aucun progrès enregistré à remettre à zéro."),
        ),
        (
            Lang::It,
            "Cancellare i tuoi progressi salvati (0 risposte)? Se ne tiene una copia. (s/N)",
            "`maybe` non è né sì né no: rispondi s, sì, n o no",
            ("n", "Non è stato cancellato niente."),
            ("oui", "Non c'erano progressi salvati da azzerare."),
        ),
    ];
    for columns in [60, 80] {
        for (lang, asked, neither, (no, kept), (yes, nothing)) in cases {
            for (typed, said) in [(no, kept), (yes, nothing)] {
                let args = ["stats", "--reset", "--lang", lang.code()];
                let mut t = crate::pty::Terminal::start(&args, 24, columns);
                t.wait(0, |w| flat(w).contains(asked) && w.trim_end().ends_with('>'));
                t.type_keys("maybe\r");
                t.wait(0, |w| flat(w).contains(neither) && w.trim_end().ends_with('>'));
                t.type_keys(&format!("{typed}\r"));
                assert_eq!(t.finish(), Some(0), "{lang:?}: {}", t.written());
                let screen = t.screen();
                assert!(flat(&screen.join("\n")).contains(said), "{lang:?}: {}", t.written());
                assert!(screen.iter().all(|l| l.chars().count() <= usize::from(columns)), "{}", t.written());
                if lang != Lang::En {
                    let left = crate::lang_commands::english_words(&t.written(), lang);
                    assert!(left.is_empty(), "{lang:?}: {left:?} in {}", t.written());
                }
            }
        }
    }
}

/// A session whose answers cannot be saved asks at a terminal whether to go on, in the run's
/// language; `no` in the language's words stops it before its first question, Enter goes on.
#[cfg(unix)]
#[test]
fn going_on_without_saving_is_asked_in_the_run_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    let data = [("BJCOACH_DATA_DIR", file.to_str().unwrap())];
    for (lang, asked, no, first) in [
        ("en", "Go on without saving? (Y/n)", "no", "Question 1 of 1"),
        ("fr", "Continuer sans enregistrer ? (O/n)", "non", "Question 1 sur 1"),
        ("it", "Continuare senza salvare? (S/n)", "no", "Domanda 1 di 1"),
    ] {
        let args = ["drill", "hand-totals", "-n", "1", "--seed", "3", "--lang", lang];
        let mut t = crate::pty::Terminal::start_with(&args, 24, 80, &data);
        t.wait(0, |w| w.contains(asked) && w.trim_end().ends_with('>'));
        t.type_keys(&format!("{no}\r"));
        assert_eq!(t.finish(), Some(0), "{lang}: {}", t.written());
        assert!(!t.written().contains(first), "{lang}: {}", t.written());
        let mut t = crate::pty::Terminal::start_with(&args, 24, 80, &data);
        t.wait(0, |w| w.contains(asked) && w.trim_end().ends_with('>'));
        t.type_keys("\r");
        t.wait(0, |w| w.contains(first));
        t.type_keys("\u{3}");
        assert_eq!(t.finish(), Some(130), "{lang}: {}", t.written());
    }
}
