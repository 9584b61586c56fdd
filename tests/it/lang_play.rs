//! Play in French and Italian: every word of a session at every preset in the session's language,
//! its moves read by the language's keys exactly as the judgement reads them, and a session with a
//! split and insurance pinned at 60 and 80 columns in each language.

use bjcoach::coach::play::default_bet;
use bjcoach::game::rules::{preset, preset_names};
use bjcoach::lang::Lang;

use crate::cli::Run;
use crate::lang_drills::english_words;

/// A play session at `table` in `lang` (`fr`, `it`, `en`) from `seed`, `rounds` rounds at the
/// table's smallest bet, answered by `script` repeated, at `width` columns.
fn play(table: &str, lang: &str, seed: u64, rounds: u32, script: &str, width: usize) -> String {
    let rules = preset(table).unwrap();
    let bet = default_bet(&rules).to_string();
    let (seed, rounds) = (seed.to_string(), rounds.to_string());
    let args =
        ["play", "--table", table, "--seed", &seed, "--rounds", &rounds, "--bet", &bet, "--lang", lang];
    let dir = tempfile::tempdir().unwrap();
    Run::new(&args).data_dir(dir.path()).columns(width).stdin(&script.repeat(60)).ok()
}

/// The lines a session is answered with in `lang`: insurance declined, then a split, a double
/// and a surrender tried in turn by their keys (a move the hand may not make is refused and the
/// next line is read), then stand; an unreadable line between decisions.
fn script(lang: Lang) -> String {
    use bjcoach::game::action::Action;
    let keys: Vec<String> = [Action::Split, Action::Double, Action::Surrender, Action::Stand]
        .iter()
        .map(|a| a.key_in(lang).to_string())
        .collect();
    format!("n\n{}\nzzz\n", keys.join("\n"))
}

/// Every line of play at every preset, in French and Italian, holds no English word and fits 80
/// columns: the seating, the round's table, each question and verdict, the refusals, each
/// settlement and the summary.
#[test]
fn play_at_every_preset_speaks_french_and_italian() {
    for (lang, code) in [(Lang::Fr, "fr"), (Lang::It, "it")] {
        for table in preset_names() {
            for seed in [1, 2] {
                let out = play(table, code, seed, 8, &script(lang), 80);
                let left = english_words(&out, lang);
                assert!(left.is_empty(), "{table} in {code}, seed {seed}: {left:?}\n{out}");
                assert!(out.lines().all(|l| l.chars().count() <= 80), "{out}");
            }
        }
    }
}

/// The same moves answered by French, Italian and English keys play and judge the same session:
/// each decision's move applied, verdict and named mistake alike (a key read by the engine and
/// by the judgement in the same language: `s` is séparer in French, stand in English).
#[test]
fn the_same_moves_by_each_language_s_keys_play_the_same_session() {
    let decisions = |lang: Lang, code: &str| -> Vec<(String, bool, String)> {
        let rules = preset("quebec-h17").unwrap();
        let bet = default_bet(&rules).to_string();
        let args = [
            "play",
            "--table",
            "quebec-h17",
            "--seed",
            "12",
            "--rounds",
            "8",
            "--bet",
            &bet,
            "--lang",
            code,
            "--format",
            "json",
        ];
        let dir = tempfile::tempdir().unwrap();
        let out = Run::new(&args).data_dir(dir.path()).stdin(&script(lang).repeat(60)).ok();
        out.lines()
            .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
            .filter_map(|v| v.get("decision").cloned())
            .map(|d| {
                let applied = d["applied"].as_str().unwrap_or_default().to_string();
                let mistake = d["mistake"].as_str().unwrap_or_default().to_string();
                (applied, d["correct"].as_bool().unwrap_or_default(), mistake)
            })
            .collect()
    };
    let english = decisions(Lang::En, "en");
    assert!(english.iter().any(|(applied, _, _)| applied == "split"), "a split is played: {english:?}");
    assert_eq!(decisions(Lang::Fr, "fr"), english);
    assert_eq!(decisions(Lang::It, "it"), english);
}

/// A session with a split and an insurance question, in French at the Quebec table and in
/// Italian at the Italian one, at 60 and 80 columns.
#[test]
fn play_with_a_split_and_insurance_in_french_and_italian_at_60_and_80_columns() {
    for (table, lang, code, seed, rounds, split, insurance) in [
        ("quebec-h17", Lang::Fr, "fr", 12, 8, "Main 2", "assurer"),
        ("casino-it", Lang::It, "it", 4, 6, "Mano 2", "Assicurarti"),
    ] {
        for width in [60, 80] {
            let out = play(table, code, seed, rounds, &script(lang), width);
            assert!(out.contains(split) && out.contains(insurance), "{table}:\n{out}");
            assert!(out.lines().all(|l| l.chars().count() <= width), "{out}");
            insta::assert_snapshot!(format!("play_{table}_{code}_at_{width}"), out);
        }
    }
}
