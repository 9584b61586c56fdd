//! The strategy drills' words read back against independent computations: at every preset, in
//! every drill that asks a playing decision, with every action given as the answer, every
//! "At TABLE the play is P" names that table's own chart play, every value and gap printed is the
//! option's value rounded once, and every miss is named by a mistake that fits what was done.

use bjcoach::coach::drill::dealing::Dealing;
use bjcoach::coach::drill::question::{CLOSE_CALL, Expected, Question};
use bjcoach::coach::drill::{Library, Setting};
use bjcoach::game::action::{ACTIONS, Action};
use bjcoach::game::rules::preset_names;
use bjcoach::lang::{Arg, Lang};

use crate::drills::{chart_cell, legal_letters, table_of};

/// The drills that ask playing decisions.
pub const STRATEGY_DRILLS: [&str; 8] = [
    "strategy",
    "hard-decisions",
    "soft-decisions",
    "split-decisions",
    "double-decisions",
    "surrender-decisions",
    "contrasts",
    "table-differences",
];

/// A value rounded once to the tenth the sentences print.
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// A play said in `lang` by the drills' message of its kind: `You stood`, `Standing`.
fn said(a: Action, kind: &str, lang: Lang) -> String {
    lang.text(&format!("drill-{kind}-{}", a.name()), &[])
}

/// A value's place in a message whose words are read around it.
const GAP: &str = "\u{1}";

/// The words of message `id` in `lang` before the value left as a gap, the others `given`.
fn words_before_gap(lang: Lang, id: &str, given: &[(&str, Arg)]) -> String {
    lang.text(id, given).split(GAP).next().unwrap_or_default().to_string()
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// The play of this table's chart for the question's hand, among the moves its own rules allow
/// (worked out from the rule fields in `drills.rs`).
fn chart_play_at(setting: &Setting, q: &Question) -> Action {
    let rules = &setting.rules;
    let legal = legal_letters(rules, q);
    let cell = chart_cell(rules, setting.chart.as_ref().unwrap(), q);
    *cell.action.actions().iter().find(|a| legal.contains(a.letter().to_ascii_lowercase())).unwrap()
}

/// Every sentence of one strategy question and of every wrong answer to it, checked; the
/// problems found, in words.
fn problems(
    setting: &Setting,
    presets: &[Setting],
    lib: &Library,
    q: &Question,
    elsewhere_said: &mut usize,
) -> Vec<String> {
    let mut found = Vec::new();
    let lang = setting.lang;
    let Expected::Action(right) = q.expected else { return found };
    if q.options.is_empty() {
        return found;
    }
    // "At TABLE the play is P": that table's own chart play, by its own rules.
    for other in presets {
        let at_table = [("table", Arg::Text(&other.rules.id)), ("play", Arg::Text(GAP))];
        let said = format!(" {}", words_before_gap(lang, "drill-elsewhere", &at_table));
        let ends = lang.text("drill-elsewhere", &at_table).rsplit(GAP).next().unwrap_or_default().to_string();
        if let Some(i) = q.why.find(&said) {
            let rest = &q.why[i + said.len()..];
            let play = rest.split(ends.as_str()).next().unwrap_or_default();
            let truth = chart_play_at(other, q);
            *elsewhere_said += 1;
            if play != truth.name_in(lang) {
                found.push(format!("says the play at {} is {play}; its chart says {truth}", other.rules.id));
            }
        }
    }
    // Every value beside its option, rounded once; a hand of three cards or more that may only
    // stand or hit is valued by its own cards.
    let s = &q.situation;
    let own =
        s.player.len() >= 3 && q.options.iter().all(|o| matches!(o.action, Action::Hit | Action::Stand));
    let listed = {
        let mut ranked = q.options.clone();
        ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
        ranked
            .iter()
            .map(|o| {
                let (action, value) = (o.action.name_in(lang), lang.percent_of(&format!("{:+.1}", o.value)));
                lang.text("drill-value", &[("action", Arg::Text(&action)), ("value", Arg::Text(&value))])
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let values = if own {
        let ranks: Vec<String> = s.player.iter().map(|c| c.rank.symbol_in(lang)).collect();
        let cards = ranks.join("-");
        lang.text("drill-values-own", &[("cards", Arg::Text(&cards)), ("values", Arg::Text(&listed))])
    } else {
        lang.text("drill-values", &[("values", Arg::Text(&listed))])
    };
    if !q.why.contains(&values) {
        found.push(format!("values are not `{values}`"));
    }
    let mut ranked = q.options.clone();
    ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
    if let [best, second, ..] = ranked.as_slice() {
        let (best_name, second_name) = (capital(&best.action.name_in(lang)), second.action.name_in(lang));
        let gap = lang.percent_of(&format!("{:.1}", tenth(best.value - second.value)));
        let names = [("best", Arg::Text(&best_name)), ("second", Arg::Text(&second_name))];
        let margin = if format!("{:.1}", best.value) == format!("{:.1}", second.value) {
            lang.text("drill-margin-same", &names)
        } else {
            // Said to the gap, whether a close call or not.
            words_before_gap(
                lang,
                "drill-margin",
                &[names[0], names[1], ("gap", Arg::Text(&format!("{gap}{GAP}")))],
            )
        };
        if !q.why.contains(&margin) {
            found.push(format!("margin is not `{margin}`"));
        }
    }
    // Where these very cards call for another play than their row's, the words say so.
    let row_play = chart_play_at(setting, q);
    if own && table_of(setting, q).0.id == setting.rules.id {
        let row = row_play.name_in(lang);
        let said =
            words_before_gap(lang, "drill-own-cards", &[("row", Arg::Text(&row)), ("own", Arg::Text(GAP))]);
        if (row_play != right) != q.why.contains(&said) {
            found.push(format!("row play {row_play} against {right}, yet the words say otherwise"));
        }
    }
    let (rules, chart) = table_of(setting, q);
    let best = ranked[0].value;
    for a in ACTIONS {
        // Answered in the language's own word for the play.
        let word = lang.words(&format!("answer-words-{}", a.name()))[0].clone();
        let j = q.judge(&word);
        if j.correct {
            continue;
        }
        let Some(mistake) = j.mistake else {
            found.push(format!("{a}: no mistake named"));
            continue;
        };
        let value = q.options.iter().find(|o| o.action == a).map(|o| o.value);
        if let Some(mine) = value {
            let theirs = q.options.iter().find(|o| o.action == right).unwrap().value;
            let (you_did, doing_best, doing_mine) =
                (said(a, "you-did", lang), said(right, "doing", lang), said(a, "doing", lang));
            let (mine_said, theirs_said) =
                (lang.percent_of(&format!("{mine:+.1}")), lang.percent_of(&format!("{theirs:+.1}")));
            let gap = lang.percent_of(&format!("{:.1}", tenth(theirs - mine)));
            let comparison = lang.text(
                "drill-comparison",
                &[
                    ("you_did", Arg::Text(&you_did)),
                    ("mine", Arg::Text(&mine_said)),
                    ("doing_best", Arg::Text(&doing_best)),
                    ("theirs", Arg::Text(&theirs_said)),
                    ("doing_mine", Arg::Text(&doing_mine)),
                    ("gap", Arg::Text(&gap)),
                ],
            );
            if j.comparison.as_deref() != Some(comparison.as_str()) {
                found.push(format!("{a}: comparison {:?}, not `{comparison}`", j.comparison));
            }
            if mistake == "strategy-misplay" && best - mine > CLOSE_CALL {
                found.push(format!("{a}: a miss of {:.2}% named generically", best - mine));
            }
        }
        let entry = lib.catalogue.get(mistake).unwrap();
        let cell = chart_cell(rules, chart.unwrap(), q);
        let allowed_here = legal_letters(rules, q).contains(a.letter().to_ascii_lowercase());
        if !entry.wrong.is_empty() {
            if !entry.covers(rules, &cell, a, right) {
                found.push(format!("{a}: `{mistake}` does not cover this cell, this play and {right}"));
            }
        } else if mistake.starts_with("other-table") {
            // Another table's rule applied: some preset plays or allows it in this spot, or it is
            // the surrender of a first two cards not split, which a table of late surrender
            // allows against any card.
            let s = &q.situation;
            let late_surrender =
                a == Action::Surrender && !allowed_here && s.player.len() == 2 && !s.from_split;
            let elsewhere = late_surrender
                || presets.iter().any(|p| {
                    p.rules.id != rules.id
                        && (legal_letters(&p.rules, q).contains(a.letter().to_ascii_lowercase()))
                        && (!allowed_here || chart_play_at(p, q) == a)
                });
            if !elsewhere {
                found.push(format!("{a}: `{mistake}`, but no other preset plays or allows it here"));
            }
        } else if mistake == "row-play-over-own-cards" {
            // The row's play of a hand of three cards or more, worse for these cards than a close call.
            let cost = best - value.unwrap_or(best);
            if !own || a != row_play || cost <= CLOSE_CALL {
                found.push(format!("{a}: `{mistake}`, but it is not the row's play costing {cost:.2}%"));
            }
        } else if allowed_here && mistake != "strategy-misplay" {
            found.push(format!("{a}: allowed here, yet named `{mistake}`"));
        }
    }
    found
}

fn presets() -> Vec<Setting> {
    preset_names().into_iter().map(|n| Setting::preset(n).unwrap()).collect()
}

#[test]
fn every_strategy_sentence_is_true_and_every_miss_fairly_named() {
    let lib = Library::shipped().unwrap();
    let all = presets();
    let mut asked = 0;
    let mut elsewhere_said = 0;
    let mut failures = Vec::new();
    for (lang, base) in Lang::ALL.into_iter().flat_map(|l| all.iter().map(move |b| (l, b))) {
        // Each table against the preset nearest to it, and against every other preset in the
        // drills that compare two tables; in each language.
        let mut base = base.clone();
        base.lang = lang;
        let mut settings = vec![base.clone()];
        for other in all.iter().filter(|o| o.rules.id != base.rules.id) {
            let mut s = base.clone();
            s.against = Some((other.rules.clone(), other.chart.clone().unwrap()));
            settings.push(s);
        }
        for (n, setting) in settings.iter().enumerate() {
            for id in STRATEGY_DRILLS {
                let drill = lib.get(id).unwrap();
                let compares = matches!(id, "contrasts" | "table-differences");
                if drill.check_table(setting).is_err() || (n > 0 && !compares) {
                    continue;
                }
                let seeds: &[u64] = if n == 0 { &[1, 2, 3, 4, 5, 9] } else { &[1, 2] };
                for &seed in seeds {
                    let mut dealing = Dealing::new(setting, seed);
                    for i in 0..80 {
                        let q = drill.deal(&mut dealing);
                        asked += 1;
                        for p in problems(setting, &all, &lib, &q, &mut elsewhere_said) {
                            if failures.len() < 40 {
                                failures.push(format!(
                                    "{id} at {} in {lang:?} (against {:?}), seed {seed}, question {i} ({}): {p}",
                                    setting.rules.id,
                                    setting.against.as_ref().map(|a| &a.0.id),
                                    q.key
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(asked > 10_000 && elsewhere_said > 1000, "{asked} asked, {elsewhere_said} at another table");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The run where costly misses were found named generically (102 of 151 at casino-fr, seed 9,
/// answering h, s, d, p, r in turn), and every strategy drill at every preset answered the same
/// way: no miss costing more than a close call is generic, and every miss that could be read has
/// a name.
#[test]
fn scripted_wrong_answers_at_every_preset_name_every_costly_miss() {
    let answers: String = "h\ns\nd\np\nr\n".repeat(80);
    for table in preset_names() {
        for drill in STRATEGY_DRILLS {
            if drill == "surrender-decisions"
                && Setting::preset(table).unwrap().rules.surrender == bjcoach::game::rules::Surrender::None
            {
                continue;
            }
            let count = if table == "casino-fr" && drill == "strategy" { "300" } else { "60" };
            let out = crate::cli::Run::new(&[
                "drill",
                drill,
                "--table",
                table,
                "--seed",
                "9",
                "--count",
                count,
                "--answers",
                "-",
                "--format",
                "json",
            ])
            .stdin(&answers)
            .ok();
            let (mut misses, mut costly) = (0, 0);
            for line in out.lines() {
                let j: serde_json::Value = serde_json::from_str(line).unwrap();
                if j.get("summary").is_some() || j["correct"] == true || !j["unrecognised"].is_null() {
                    continue;
                }
                misses += 1;
                let mistake = j["mistake"].as_str();
                assert!(mistake.is_some(), "{drill} at {table}: a miss without a name: {line}");
                let cost = j["cost"].as_f64().unwrap_or(0.0).abs();
                if cost > CLOSE_CALL {
                    costly += 1;
                    assert_ne!(mistake, Some("strategy-misplay"), "{drill} at {table}: {line}");
                }
            }
            assert!(misses > 20 && costly > 10, "{drill} at {table}: {misses} misses, {costly} costly");
        }
    }
}

fn spot_question(
    table: &str,
    ranks: &[bjcoach::game::card::Rank],
    up: bjcoach::game::card::Rank,
) -> Question {
    use bjcoach::game::card::{Card, Suit};
    let setting = Setting::preset(table).unwrap();
    let spot = bjcoach::coach::drill::moves::Moment {
        cards: ranks.iter().map(|r| Card::new(*r, Suit::Hearts)).collect(),
        up: Card::new(up, Suit::Clubs),
        from_split: false,
        doubled: false,
        seat_hands: 1,
    };
    bjcoach::coach::drill::strategy::question_for(
        &setting.rules,
        setting.chart.as_ref().unwrap(),
        None,
        &spot,
        false,
    )
    .unwrap()
}

/// Where it was found: table differences between casino-fr and casino-it said "At casino-fr the
/// play is hit" for soft 15 against 4 (casino-fr's chart doubles it) and for 14 to 16 against a
/// ten (casino-fr surrenders them), reading casino-fr's chart with casino-it's moves. Every
/// question is asked at the learner's table, here casino-it, compared with casino-fr.
#[test]
fn another_tables_play_is_its_own_charts_by_its_own_rules() {
    let lib = Library::shipped().unwrap();
    let drill = lib.get("table-differences").unwrap();
    let mut setting = Setting::preset("casino-it").unwrap();
    let other = Setting::preset("casino-fr").unwrap();
    setting.against = Some((other.rules.clone(), other.chart.clone().unwrap()));
    let mut dealing = Dealing::new(&setting, 1);
    let (mut soft, mut stiff) = (0, 0);
    for _ in 0..400 {
        let q = drill.deal(&mut dealing);
        assert!(q.prompt.starts_with("At casino-it:"), "{}", q.prompt);
        if q.key == "play casino-it soft 15 v 4" {
            soft += 1;
            assert!(q.why.ends_with(" At casino-fr the play is double."), "{}", q.why);
        }
        if ["14", "15", "16"].iter().any(|t| q.key == format!("play casino-it hard {t} v ten")) {
            stiff += 1;
            assert!(q.why.ends_with(" At casino-fr the play is surrender."), "{}", q.why);
        }
    }
    assert!(soft > 0 && stiff > 0, "{soft} soft 15 v 4, {stiff} stiff v ten");
}

/// A move no table allows is named by the rule every table keeps, not as another table's rule;
/// a mistake whose words speak of doubling is not used where the table refuses that double.
#[test]
fn refused_moves_and_table_bound_words_are_named_fairly() {
    use bjcoach::game::card::Rank::*;
    let named = |table: &str, ranks: &[bjcoach::game::card::Rank], up, answer: &str| {
        spot_question(table, ranks, up).judge(answer).mistake.unwrap()
    };
    assert_eq!(named("casino-fr", &[Seven, Nine], Six, "split"), "split-not-a-pair");
    assert_eq!(named("casino-fr", &[Five, Two, Four], Six, "double"), "double-after-drawing");
    assert_eq!(named("casino-fr", &[Two, Two, Two], Six, "split"), "split-after-drawing");
    assert_eq!(named("casino-fr", &[Ten, Two, Four], Ten, "surrender"), "surrender-after-a-move");
    assert_eq!(named("book", &[Ten, Two, Four], Ten, "surrender"), "surrender-after-a-move");
    // K-Q splits where pairs go by value: at book it is that other table's rule.
    assert_eq!(named("book", &[King, Queen], Six, "split"), "other-table-rules");
    // Standing on soft 17: the entry that speaks of doubling only where a soft 17 may be doubled.
    assert_eq!(named("casino-fr", &[Ace, Six], Five, "stand"), "stand-soft-17");
    assert_eq!(named("casino-it", &[Ace, Six], Five, "stand"), "stand-soft-low");
    let lib = Library::shipped().unwrap();
    let low = lib.catalogue.get("stand-soft-low").unwrap();
    assert!(!low.explanation.contains("doubl"), "{}", low.explanation);
}

/// Where two roundings disagreed ("gives away 2.1 %" beside "beats by 2.2 %"): the gap is the
/// values' difference rounded once. Hitting 2-T against a 4 at book: the chart's values are
/// -20.1 % and -19.7 %, their difference 0.34 % (the shipped chart's figures, which `solver.rs`
/// checks against the solver), said as 0.3 % in both sentences.
#[test]
fn a_gap_is_rounded_once_and_said_alike_everywhere() {
    use bjcoach::game::card::Rank::*;
    let q = spot_question("book", &[Two, Ten], Four);
    let value = |a: Action| q.options.iter().find(|o| o.action == a).unwrap().value;
    let gap = value(Action::Stand) - value(Action::Hit);
    assert!((gap - 0.34).abs() < 0.01, "{gap}");
    let j = q.judge("hit");
    assert_eq!(
        j.comparison.as_deref(),
        Some("You hit: -20.1%. Standing: -19.7%. Hitting gives away 0.3% of the bet.")
    );
    assert!(q.why.contains("Stand beats hit by 0.3% of the bet, a close call."), "{}", q.why);
    assert_eq!(j.mistake, Some("strategy-misplay"));
    assert!(j.is_close_call());
}

/// The legal-moves drill at every preset, answered with every set of moves: a wrong answer that
/// takes in a refused move is named by the rule that refuses it (never as another table's rule
/// when the rule holds at every table), and one that only leaves out an allowed move is named so.
#[test]
fn every_wrong_set_of_moves_is_named_by_what_it_got_wrong() {
    use bjcoach::game::action::ActionSet;
    let lib = Library::shipped().unwrap();
    let drill = lib.get("legal-moves").unwrap();
    let mut judged = 0;
    for setting in presets() {
        let mut dealing = Dealing::new(&setting, 9);
        for _ in 0..150 {
            let q = drill.deal(&mut dealing);
            let Expected::Actions(allowed) = q.expected else { panic!("{q:?}") };
            for bits in 1u8..32 {
                let given: ActionSet = ACTIONS
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| bits & (1 << i) != 0)
                    .map(|(_, a)| a)
                    .collect();
                let letters: String =
                    given.actions().iter().map(|a| a.letter().to_ascii_lowercase()).collect();
                let j = q.judge(&letters);
                if j.correct {
                    continue;
                }
                judged += 1;
                let at = || format!("`{letters}` for {:?} at {}: {j:?}", q.situation, setting.rules.id);
                let mistake = j.mistake.unwrap_or_else(|| panic!("no name: {}", at()));
                let refused = given.actions().into_iter().any(|a| !allowed.contains(a));
                if !refused {
                    assert_eq!(mistake, "allowed-move-left-out", "{}", at());
                } else {
                    assert_ne!(mistake, "allowed-move-left-out", "{}", at());
                    let s = &q.situation;
                    let universal = (s.player.len() > 2 && given.contains(Action::Split))
                        || (s.player.len() > 2 && !s.doubled && given.contains(Action::Double));
                    if universal {
                        assert!(!mistake.starts_with("other-table"), "{}", at());
                    }
                }
            }
        }
    }
    assert!(judged > 10_000, "{judged}");
}

/// The table-rules questions that take a number: any wrong stake or payout has a name that fits
/// it (not another table's rule: no table pays a blackjack one chip over 3 to 2).
#[test]
fn a_wrong_insurance_stake_or_blackjack_payout_is_named() {
    let lib = Library::shipped().unwrap();
    let drill = lib.get("table-rules").unwrap();
    for setting in presets() {
        let mut dealing = Dealing::new(&setting, 9);
        let (mut stakes, mut payouts) = (0, 0);
        for _ in 0..300 {
            let q = drill.deal(&mut dealing);
            let (Expected::Chips(right), Some(bet)) = (q.expected, q.situation.bet) else { continue };
            let at = || format!("{} at {}", q.key, setting.rules.id);
            let judged = |chips: i64| q.judge(&chips.to_string()).mistake;
            if q.key == "rule insurance stake" {
                stakes += 1;
                assert_eq!(judged(bet as i64), Some("insurance-as-full-bet"), "{}", at());
                assert_eq!(judged(right - 1), Some("insurance-stake-miscounted"), "{}", at());
            } else if q.key == "rule blackjack pays" {
                payouts += 1;
                assert_eq!(judged(bet as i64), Some("natural-paid-even"), "{}", at());
                assert_eq!(judged(right + 1), Some("payout-miscounted"), "{}", at());
            }
        }
        assert!(payouts > 0 && stakes > 0, "{}", setting.rules.id);
    }
}

/// A close call is named as one, never as another table's rule: book, seed 5, question 127
/// (A-8 against a 6, stood where doubling is worth 0.04 % more) was named "Another table's
/// number of decks applied", a paragraph for a play that gives away nothing shown.
#[test]
fn a_close_call_is_never_named_as_another_tables_rule() {
    let answers = "s\n".repeat(130);
    let out = crate::cli::Run::new(&[
        "drill",
        "strategy",
        "--table",
        "book",
        "--seed",
        "5",
        "-n",
        "130",
        "--answers",
        "-",
    ])
    .stdin(&answers)
    .ok();
    let asked = out.split("Question ").filter(|q| q.contains("Close call:")).collect::<Vec<_>>();
    assert!(asked.iter().any(|q| q.starts_with("127 of 130") && q.contains("A♣ 8♥")), "{out}");
    for q in asked {
        assert!(!q.contains("Another table"), "Question {q}");
    }
}

/// A close call costs almost nothing and is said in one line in every drill: the learner's play,
/// the better one and by how much, to the hundredth of a percent (to the tenth, A-8 stood
/// against a 6 at book read "gives away 0.0%" beside two different values), with no paragraph of
/// mistake, chart or why after it.
#[test]
fn a_close_call_is_said_in_one_line() {
    let answers = "s\n".repeat(130);
    let out = crate::cli::Run::new(&["drill", "strategy", "--table", "book", "--seed", "5", "-n", "130"])
        .stdin(&answers)
        .ok();
    let asked = out.split("\nQuestion ").filter(|q| q.contains("Close call:")).collect::<Vec<_>>();
    let a8 = asked.iter().find(|q| q.starts_with("127 of 130")).expect("A-8 v 6 is question 127");
    assert!(a8.contains("Close call: you said stand; double is worth 0.03% of the bet"), "{a8}");
    for q in &asked {
        let verdict = q.split("\nClose call:").nth(1).unwrap_or_default();
        // The verdict's own wrapped lines hang under its text; nothing else follows it.
        for line in verdict.lines().skip(1).take_while(|l| !l.is_empty()) {
            assert!(line.starts_with("            "), "a close call said in more than one line: {q}");
        }
    }
    // At both widths, as a learner reads it (hard-decisions at book, seed 1: 12 hit against a 4).
    for width in [60, 80] {
        let text =
            crate::cli::Run::new(&["drill", "hard-decisions", "--table", "book", "--seed", "1", "-n", "2"])
                .columns(width)
                .stdin("h\nh\n")
                .ok();
        let question = text.split("\nQuestion 2 of 2\n").nth(1).unwrap_or_default();
        let question = question.split("\n\n").next().unwrap_or_default();
        insta::assert_snapshot!(format!("a_close_call_at_{width}"), question);
    }
}
