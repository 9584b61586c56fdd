//! Play with a count in French and Italian: every word of a counting session (the count shown,
//! the bet by the ramp, the index plays, insurance by its index, the count checks of a hidden
//! count, play, sit out or leave, seats that vary, the refusals of a table that cannot have them,
//! where the edge went) in the session's language at every preset, within 80 columns; a hidden
//! session with a missed count check pinned at 60 and 80 columns; and the same answers, each in
//! its language's forms, judged alike.

use bjcoach::coach::play::default_bet;
use bjcoach::game::action::Action;
use bjcoach::game::rules::{preset, preset_names};
use bjcoach::lang::Lang;

use crate::cli::Run;
use crate::lang_drills::english_words;

/// The ways a count is played: shown, hidden, choosing before each round, seats that vary.
const WAYS: [&[&str]; 4] =
    [&[], &["--hidden"], &["--wong", "--seats", "3"], &["--seats-vary", "--seats", "3"]];

/// A counting session (Hi-Lo) at `table` in `code` from `seed`, `rounds` rounds, played `way`,
/// answered by `script`, at `width` columns; its output and exit status.
fn counting(
    table: &str,
    code: &str,
    seed: u64,
    rounds: u32,
    way: &[&str],
    script: &str,
    width: usize,
) -> (String, i32) {
    let (seed, rounds) = (seed.to_string(), rounds.to_string());
    let mut args = vec![
        "play", "--table", table, "--count", "hi-lo", "--seed", &seed, "--rounds", &rounds, "--lang", code,
    ];
    args.extend_from_slice(way);
    let dir = tempfile::tempdir().unwrap();
    let output = Run::new(&args).data_dir(dir.path()).columns(width).stdin(script).output();
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    (format!("{}{}", text(&output.stdout), text(&output.stderr)), output.status.code().unwrap_or(-1))
}

/// The lines a counting session is answered with in `lang` at `table`, repeated: bets of the
/// table's smallest and twice it (off the ramp where the count is low), read as wrong counts at a
/// check and refused at a decision; no to insurance; stand; an empty line after each (Enter
/// repeats the bet, and is refused elsewhere), so that a key never reaches a bet, which a script
/// cannot be asked again. With `choose`, a choice before the round by its word in `lang`.
fn script(lang: Lang, table: &str, choose: bool) -> String {
    let rules = preset(table).unwrap();
    let bet = default_bet(&rules);
    let twice = if rules.session.bet.max.is_none_or(|m| 2 * bet <= m) { 2 * bet } else { bet };
    let stand = Action::Stand.key_in(lang);
    let choices: &[&str] = match (choose, lang) {
        (false, _) => &[""],
        (true, Lang::En) => &["play", "sit out", "play", "leave"],
        (true, Lang::Fr) => &["jouer", "regarder", "jouer", "partir"],
        (true, Lang::It) => &["giocare", "guardare", "giocare", "andartene"],
    };
    choices
        .iter()
        .map(|choice| format!("{twice}\n{bet}\n+{twice}\n{bet}\n{bet}\nn\n\n{stand}\n\n{choice}\n"))
        .collect::<String>()
        .repeat(40)
}

/// Every line of a counting session at every preset, in French and Italian, played in each way
/// the table allows (refused in the language where it does not), holds no English word and fits
/// 80 columns.
#[test]
fn counting_play_at_every_preset_speaks_french_and_italian() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        for table in preset_names() {
            for way in WAYS {
                for seed in [1, 2] {
                    let choose = way.contains(&"--wong");
                    let (out, status) = counting(table, code, seed, 8, way, &script(lang, table, choose), 80);
                    let left = english_words(&out, lang);
                    assert!(left.is_empty(), "{table} {way:?} in {code}, seed {seed}: {left:?}\n{out}");
                    assert!(out.lines().all(|l| l.chars().count() <= 80), "{table} {way:?}:\n{out}");
                    if status != 0 {
                        // Refused before the first round, with the reason in the language.
                        assert_eq!(status, 2, "{table} {way:?} in {code}:\n{out}");
                        assert!(!out.contains("Manche") && !out.contains("Mano"), "{out}");
                    }
                }
            }
        }
    }
}

/// A refusal of a count session is said in the session's language: a hidden count where every
/// round is shuffled, choosing before each round alone at the table.
#[test]
fn a_count_session_is_refused_in_the_sessions_language() {
    for (code, hidden, alone) in [
        ("fr", "mélange les cartes avant chaque manche", "donnez 2 places ou plus"),
        ("it", "mescola le carte prima di ogni mano", "indica 2 posti o più"),
    ] {
        let (out, status) = counting("book", code, 1, 2, &["--hidden"], "", 80);
        assert_eq!(status, 2, "{out}");
        assert!(crate::cli::flat(&out).contains(hidden), "{out}");
        let (out, status) = counting("feral", code, 1, 2, &["--wong"], "", 80);
        assert_eq!(status, 2, "{out}");
        assert!(crate::cli::flat(&out).contains(alone), "{out}");
    }
}

/// A hidden session with a count check missed, in French at the Quebec table and in Italian at
/// the Italian one, at 60 and 80 columns.
#[test]
fn a_hidden_counting_session_with_a_missed_check_at_60_and_80_columns() {
    for (table, lang, code, check, wrong) in [
        ("quebec-h17", Lang::Fr, "fr", "Vérification du compte", "Faux"),
        ("casino-it", Lang::It, "it", "Verifica del conteggio", "Sbagliato"),
    ] {
        for width in [60, 80] {
            let (out, status) =
                counting(table, code, 1, 3, &["--hidden"], &script(lang, table, false), width);
            assert_eq!(status, 0, "{out}");
            let at = out.find(check).unwrap_or_else(|| panic!("{table}: no check\n{out}"));
            assert!(out[at..].contains(wrong), "{table}: the check is missed\n{out}");
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            insta::assert_snapshot!(format!("play_count_{table}_{code}_at_{width}"), out);
        }
    }
}

/// The decisions of a counting session in JSON: each one's kind, the line answered, and how it
/// was judged.
fn decisions(table: &str, code: &str, way: &[&str], script: &str) -> Vec<serde_json::Value> {
    let mut args = vec!["play", "--table", table, "--count", "hi-lo", "--seed", "5", "--rounds", "8"];
    args.extend(["--lang", code, "--format", "json"]);
    args.extend_from_slice(way);
    let dir = tempfile::tempdir().unwrap();
    let out = Run::new(&args).data_dir(dir.path()).stdin(script).ok();
    out.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v.get("decision").cloned())
        .collect()
}

/// An English answer of a decision of `kind` in `lang`'s own forms: a move by the language's
/// key, yes and no by its keys, a count with a decimal comma (`+3,0`), a choice before a round by
/// the language's word; a bet as it is.
fn in_forms(kind: &str, line: &str, lang: Lang) -> String {
    let count = |line: &str| -> String {
        let n: i32 = line.trim_start_matches('+').parse().unwrap();
        match lang {
            Lang::En => format!("{n:+}.0"),
            Lang::Fr => format!("{n},0"),
            Lang::It => format!("{n:+},00"),
        }
    };
    let choice = |line: &str| -> &str {
        // The English script answers by the words, and by `s` (stand) for sit out.
        let i = ["p", "s", "l"].iter().position(|k| line.starts_with(k)).unwrap();
        match lang {
            Lang::En => ["p", "s", "l"][i],
            Lang::Fr => ["jouer", "regarder", "partir"][i],
            Lang::It => ["giocare", "guardare", "andartene"][i],
        }
    };
    match kind {
        "play" => {
            let action = Action::of_key(line.chars().next().unwrap(), Lang::En).unwrap();
            action.key_in(lang).to_string()
        }
        "insurance" => {
            let yes = line == "y";
            match (lang, yes) {
                (_, false) => "n".to_string(),
                (Lang::En, true) => "yes".to_string(),
                (Lang::Fr, true) => "o".to_string(),
                (Lang::It, true) => "s".to_string(),
            }
        }
        "running-count" | "true-count" => count(line),
        "sit-or-leave" => choice(line).to_string(),
        _ => line.to_string(),
    }
}

/// The same answers of a counting session, each typed in French, Italian or English forms (a
/// count as `+3`, `+3.0`, `3,0`; yes by `o`, `s` or `yes`; a move by the language's key; a choice
/// before a round by the language's word), are judged alike: the same kinds, verdicts and named
/// mistakes, and the same moves played.
#[test]
fn the_same_counting_answers_in_each_languages_forms_are_judged_alike() {
    for (table, way) in [("quebec-h17", &["--hidden"][..]), ("casino-it", &["--wong", "--seats", "3"][..])] {
        let english = decisions(table, "en", way, &script(Lang::En, table, way.contains(&"--wong")));
        let kinds: Vec<&str> = english.iter().map(|d| d["kind"].as_str().unwrap()).collect();
        assert!(kinds.contains(&"play") && kinds.contains(&"bet"), "{table}: {kinds:?}");
        if way.contains(&"--hidden") {
            assert!(kinds.contains(&"running-count") && kinds.contains(&"true-count"), "{kinds:?}");
        } else {
            assert!(kinds.contains(&"sit-or-leave"), "{kinds:?}");
        }
        let judged = |ds: &[serde_json::Value]| -> Vec<(String, bool, String, String)> {
            ds.iter()
                .map(|d| {
                    let text = |k: &str| d[k].as_str().unwrap_or_default().to_string();
                    (
                        text("kind"),
                        d["correct"].as_bool().unwrap_or_default(),
                        text("mistake"),
                        text("applied"),
                    )
                })
                .collect()
        };
        for (lang, code) in [(Lang::En, "en"), (Lang::Fr, "fr"), (Lang::It, "it")] {
            let lines: String = english
                .iter()
                .map(|d| {
                    let (kind, line) = (d["kind"].as_str().unwrap(), d["answer"].as_str().unwrap());
                    format!("{}\n", in_forms(kind, line, lang))
                })
                .collect();
            let answered = decisions(table, code, way, &lines);
            assert_eq!(judged(&answered), judged(&english), "{table} in {code}:\n{lines}");
        }
    }
}
