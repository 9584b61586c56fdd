//! Play mode end to end: scripted sessions pinned by snapshots, chips conserved, decisions judged
//! by the chart, refused answers asked again and never saved.

use std::io;
use std::path::Path;
use std::time::Duration;

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use bjcoach::coach::drill::moves::Moment;
use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::session::{AnswerSource, FakeClock, Reply};
use bjcoach::coach::drill::strategy::cell_of;
use bjcoach::coach::learner::progress::Store;
use bjcoach::coach::learner::record::AnswerRecord;
use bjcoach::coach::play::{
    Ask, AskKind, PLAY_DRILL, PlayObserver, PlayOptions, PlaySession, RefusedAnswer, default_bet, run,
};

use crate::cli::{Run, flat};

/// Answers for the snapshots: an unreadable line, a move the table refuses, right and wrong plays.
const SCRIPT: &str = "x\ny\nr\ns\nh\nh\ns\nd\ns\nn\np\ns\nh\ns\ns\ns\ns\ns\n";

fn saved(dir: &Path) -> Vec<AnswerRecord> {
    Store::new(dir).load().unwrap().0.answers
}

#[test]
fn a_scripted_session_as_text() {
    let out = Run::new(&["play", "--table", "quebec-h17", "--seed", "12", "--rounds", "4", "--bet", "10"])
        .stdin(SCRIPT)
        .ok();
    insta::assert_snapshot!("play_text", out);
}

#[test]
fn a_scripted_session_as_json() {
    let out = Run::new(&[
        "play",
        "--table",
        "quebec-h17",
        "--seed",
        "12",
        "--rounds",
        "4",
        "--bet",
        "10",
        "--format",
        "json",
    ])
    .stdin(SCRIPT)
    .ok();
    for line in out.lines() {
        serde_json::from_str::<serde_json::Value>(line).unwrap();
    }
    insta::assert_snapshot!("play_json", out);
}

#[test]
fn the_same_seed_and_answers_give_the_same_transcript() {
    let run = || {
        Run::new(&["play", "--table", "feral", "--seed", "5", "--rounds", "6", "--bet", "10"])
            .stdin(SCRIPT)
            .ok()
    };
    assert_eq!(run(), run());
}

#[test]
fn a_refused_answer_is_asked_again_and_not_saved() {
    let dir = tempfile::tempdir().unwrap();
    // The book table offers no surrender: `r` is refused, then `s` is taken.
    let out = Run::new(&["play", "--table", "book", "--seed", "1", "--rounds", "1", "--format", "json"])
        .data_dir(dir.path())
        .stdin("r\nzzz\ns\n")
        .ok();
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let refused: Vec<&serde_json::Value> = lines.iter().filter_map(|l| l.get("refused")).collect();
    assert_eq!(refused.len(), 2, "{out}");
    assert!(refused[0]["reason"].as_str().unwrap().contains("does not offer surrender"), "{out}");
    assert!(refused[1]["reason"].as_str().unwrap().contains("accepted"), "{out}");
    let decisions: Vec<&serde_json::Value> = lines.iter().filter_map(|l| l.get("decision")).collect();
    assert_eq!(decisions.len(), 1, "{out}");
    assert_eq!(decisions[0]["answer"], "s");
    let kept = saved(dir.path());
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0].answer, "s");
}

#[test]
fn decisions_are_saved_under_play_with_strategy_keys_and_stats_counts_them() {
    let dir = tempfile::tempdir().unwrap();
    let out = Run::new(&[
        "play",
        "--table",
        "quebec-h17",
        "--seed",
        "12",
        "--rounds",
        "4",
        "--bet",
        "10",
        "--format",
        "json",
    ])
    .data_dir(dir.path())
    .stdin(SCRIPT)
    .ok();
    let summary: serde_json::Value = serde_json::from_str(out.lines().last().unwrap())
        .map(|v: serde_json::Value| v["summary"].clone())
        .unwrap();
    let kept = saved(dir.path());
    assert_eq!(kept.len() as u64, summary["decisions"].as_u64().unwrap());
    assert!(kept.iter().any(|a| a.key.starts_with("play ")));
    for a in &kept {
        assert_eq!((a.drill.as_str(), a.table.as_str()), (PLAY_DRILL, "quebec-h17"));
        assert!(a.key.starts_with("play ") || a.key == bjcoach::coach::play::INSURANCE_KEY, "{a:?}");
        assert!(a.cost_percent.is_some(), "{a:?}");
    }
    let stats = Run::new(&["stats", "--table", "quebec-h17", "--format", "json"]).data_dir(dir.path()).ok();
    let stats: serde_json::Value = serde_json::from_str(&stats).unwrap();
    let days = stats["by_drill_and_day"].as_array().unwrap();
    let play = days.iter().find(|d| d["drill"] == "play").unwrap();
    assert_eq!(play["answers"].as_u64(), Some(kept.len() as u64));
    let text = Run::new(&["stats", "--drill", "play"]).data_dir(dir.path()).ok();
    assert!(text.contains("play"), "{text}");
    // Asking for the play answers before any were saved is no error either.
    Run::new(&["stats", "--drill", "play"]).ok();
}

#[test]
fn end_of_input_ends_with_the_summary() {
    let dir = tempfile::tempdir().unwrap();
    let out = Run::new(&["play", "--table", "quebec-h17", "--seed", "12", "--rounds", "10", "--bet", "10"])
        .data_dir(dir.path())
        .stdin("y\ns\n")
        .ok();
    assert!(out.contains("Summary: 1 of 10 rounds played (stopped early"), "{out}");
    assert!(out.contains("Decisions: 0 right out of 2"), "{out}");
    assert!(out.contains("Replay this session with --seed 12."), "{out}");
    assert_eq!(saved(dir.path()).len(), 2);
}

#[test]
fn a_bet_the_table_refuses_is_bad_usage() {
    let (_, err) = Run::new(&["play", "--table", "book", "--bet", "3"]).stdin("").expect(2);
    assert!(err.contains("bet of 3"), "{err}");
    Run::new(&["play", "--table", "book", "--chips", "0"]).stdin("").expect(2);
}

/// Answers drawn at random from every kind of line, legal or not.
struct Random(ChaCha8Rng);

impl AnswerSource for Random {
    fn answer(&mut self, _n: usize, _q: &Question) -> io::Result<Reply> {
        const LINES: [&str; 9] = ["h", "s", "d", "p", "r", "y", "n", "?", "stand"];
        Ok(Reply::Line(LINES[self.0.random_range(0..LINES.len())].to_string()))
    }
}

/// Keeps every decision asked, with the moves allowed then.
#[derive(Default)]
struct Kept {
    asks: Vec<Ask>,
    refused: usize,
}

impl PlayObserver for Kept {
    fn asking(&mut self, ask: &Ask) -> io::Result<()> {
        self.asks.push(ask.clone());
        Ok(())
    }
    fn refused(&mut self, _: &Ask, _: &RefusedAnswer) -> io::Result<()> {
        self.refused += 1;
        Ok(())
    }
}

fn random_session(table: &str, seed: u64, rounds: u32) -> (PlaySession, Kept) {
    let rules = bjcoach::game::rules::preset(table).unwrap();
    let chart = bjcoach::strategy::chart::shipped(table).unwrap().unwrap();
    let bet = default_bet(&rules);
    let options = PlayOptions::alone(Some(rounds), bet, rules.session.starting_chips.max(bet), seed);
    let mut source = Random(ChaCha8Rng::seed_from_u64(seed ^ 0x5eed));
    let mut clock = FakeClock::new(Duration::from_secs(1));
    let mut kept = Kept::default();
    let played = run(&rules, &chart, options, &mut source, &mut clock, &mut kept).unwrap();
    (played, kept)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn chips_are_conserved(seed in any::<u64>(), table in 0usize..6) {
        let name = bjcoach::game::rules::preset_names()[table];
        let (played, _) = random_session(name, seed, 40);
        let s = &played.summary;
        let nets: i64 = played.rounds.iter().map(|r| r.net).sum();
        prop_assert_eq!(s.chips as i64 - s.start_chips as i64, nets);
        prop_assert_eq!(s.net, nets);
        for r in &played.rounds {
            prop_assert_eq!(r.chips_after as i64 - r.chips_before as i64, r.net);
            prop_assert_eq!(r.net, r.ledger.seat_net(0));
        }
        for pair in played.rounds.windows(2) {
            prop_assert_eq!(pair[0].chips_after, pair[1].chips_before);
        }
        prop_assert!(s.rounds_played == 40 || s.out_of_chips);
    }
}

#[test]
fn every_judged_play_expects_the_charts_play_resolved_by_the_legal_moves() {
    let mut plays = 0;
    for (i, name) in bjcoach::game::rules::preset_names().into_iter().enumerate() {
        let rules = bjcoach::game::rules::preset(name).unwrap();
        let chart = bjcoach::strategy::chart::shipped(name).unwrap().unwrap();
        let (played, kept) = random_session(name, 100 + i as u64, 60);
        assert!(kept.refused > 0, "the random answers include refused ones");
        for ask in kept.asks.iter().filter(|a| a.kind == AskKind::Play && a.judged) {
            let h = &ask.view.hands[ask.view.hand];
            let spot = Moment {
                cards: h.cards.clone(),
                up: ask.view.dealer[0],
                from_split: h.from_split,
                doubled: false,
                seat_hands: ask.view.hands.len() as u8,
            };
            let cell = cell_of(&rules, &chart, &spot).unwrap();
            let resolved = cell.action.resolve(|a| ask.legal.contains(&a));
            assert_eq!(ask.question.expected, Expected::Action(resolved), "{name}: {spot:?}");
            plays += 1;
        }
        // The same question as the strategy drills: keys of the drills' form.
        for d in played.decisions.iter().filter(|d| d.kind == AskKind::Play && d.judged) {
            assert!(d.record.question.key.starts_with("play "), "{}", d.record.question.key);
        }
    }
    assert!(plays > 100, "{plays}");
}

/// `play` runs the session each table's rules define unless `--rounds` says otherwise: the
/// feral match of 30 rounds and the book's 10 (with the winner by the table's rule), the casinos
/// until the learner leaves.
#[test]
fn play_runs_the_tables_own_session_by_default() {
    let answers = "n\ns\n".repeat(400);
    for name in bjcoach::game::rules::preset_names() {
        let rules = bjcoach::game::rules::preset(name).unwrap();
        let bet = default_bet(&rules).to_string();
        let out = crate::cli::flat(
            &Run::new(&["play", "--table", name, "--seed", "5", "--bet", &bet]).stdin(&answers).ok(),
        );
        match rules.session.rounds {
            Some(n) => {
                let played = out.contains(&format!("Summary: {n} of {n} rounds played"))
                    || out.contains("(out of chips)");
                assert!(played, "{name}: {out}");
                assert!(out.contains(&format!("Round 1 of {n} ")), "{name}: {out}");
                assert!(out.contains("Result: "), "{name}: the winner by the table's rule: {out}");
            }
            None => {
                assert!(out.contains("Round 1 · bet"), "{name}: an open session counts no total: {out}");
                assert!(out.contains("(stopped early"), "{name}: it runs until the answers end: {out}");
                assert!(!out.contains("Result: "), "{name}: this table names no winner: {out}");
            }
        }
    }
    let out = crate::cli::flat(
        &Run::new(&["play", "--table", "feral", "--rounds", "2", "--bet", "10"]).stdin(&answers).ok(),
    );
    assert!(out.contains("Summary: 2 of 2 rounds played"), "{out}");
}

/// Insurance at play is judged as in the insurance drill: by its exact value from the cards not
/// seen, a wrong "yes" named as insurance without a count and a wrong "no" as declining it rich in
/// tens; at a table with no hole card the words speak of the dealer's next card.
#[test]
fn insurance_at_play_is_judged_and_worded_for_the_table() {
    for (table, card) in [("casino-fr", "The dealer's next card"), ("quebec-s17", "The card under his Ace")] {
        let mut asked = 0;
        for seed in 0..40 {
            let (played, kept) = random_session(table, seed, 40);
            for ask in kept.asks.iter().filter(|a| a.kind == AskKind::Insurance) {
                asked += 1;
                assert!(ask.question.why.contains(card), "{table}: {}", ask.question.why);
                assert!(!ask.question.why.contains(if table == "casino-fr" { "under" } else { "next card" }));
                let Expected::YesNo(worth) = ask.question.expected else {
                    panic!("{:?}", ask.question.expected)
                };
                let trap = &ask.question.traps[0];
                let mistake =
                    if worth { "insurance-declined-rich-in-tens" } else { "insurance-without-count" };
                assert_eq!(trap.mistake, mistake);
            }
            let wrong = played.decisions.iter().filter(|d| d.kind == AskKind::Insurance);
            for d in wrong.filter(|d| d.record.judgement.answer.is_some() && !d.record.judgement.correct) {
                assert!(d.record.judgement.mistake.is_some(), "{table}: a wrong insurance answer is named");
            }
        }
        assert!(asked > 5, "{table}: {asked} insurance questions");
    }
}

/// At casino-fr split hands are played from the player's right to left (seed 001): the hand
/// made last is asked first, and the order is said.
#[test]
fn casino_fr_asks_the_right_hand_of_a_split_first_and_says_so() {
    let args = ["play", "--table", "casino-fr", "--bet", "10", "--rounds", "1", "--seed", "7"];
    let text = crate::cli::Run::new(&args).stdin("p\ns\ns\n").ok();
    let asked = text.find("Hand 2: 5♠ K♣  (15, split)  ← to play").expect(&text);
    let said = text.find("Split hands are played from the player's right to left").expect(&text);
    assert!(asked < said, "{text}");
    assert!(text[..asked].contains("Hand 1: 5♣  (5, split)\n"), "the left hand waits: {text}");
}

/// The JSON lines of a run, parsed.
fn json_lines(out: &str) -> Vec<serde_json::Value> {
    out.lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

/// A feral match (seed 36) where the cards dealt since the shuffle leave 27 tens among 80 at
/// round 27: the exact value of the unseen cards would make insurance pay, but the learner never
/// saw most of those cards. Without a count, declining is right, and the why speaks of the cards
/// shown only: the full four decks (64 tens of 208 cards) less the learner's two cards and the
/// dealer's Ace, counted again here.
#[test]
fn feral_insurance_declined_is_judged_by_basic_strategy() {
    let script = "n\ns\n".repeat(400);
    let out = Run::new(&["play", "--table", "feral", "--seed", "36", "--bet", "10", "--format", "json"])
        .stdin(&script)
        .ok();
    let lines = json_lines(&out);
    let insurance: Vec<&serde_json::Value> =
        lines.iter().filter_map(|l| l.get("decision")).filter(|d| d["kind"] == "insurance").collect();
    let at_27 = insurance.iter().find(|d| d["round"] == 27).expect("insurance offered at round 27");
    assert_eq!(at_27["answer"], "n");
    assert_eq!(at_27["correct"], true, "{at_27}");
    assert_eq!(at_27["mistake"], serde_json::Value::Null);
    for d in &insurance {
        assert_eq!(d["correct"], true, "declining is never wrong at four decks: {d}");
        let player: Vec<&str> = d["player"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
        let tens = 64 - player.iter().filter(|c| ["T", "J", "Q", "K"].contains(c)).count();
        let others = 208 - 1 - player.len();
        let why = d["why"].as_str().unwrap();
        assert!(
            why.starts_with(&format!(
                "Without a count, basic strategy judges by the full shoe less the cards in front of you: your hand and his Ace leave {tens} tens among {others} cards."
            )),
            "{why}"
        );
    }
}

/// At casino-it a bet of 50 out of 70 chips leaves 20: insurance is offered for those 20, not
/// for half the bet (25), and taking it plays the round to its end (seed 2 deals an Ace).
#[test]
fn casino_it_offers_insurance_for_the_chips_left() {
    let args =
        ["play", "--table", "casino-it", "--seats", "3", "--chips", "70", "--bet", "50", "--rounds", "1"];
    let out = Run::new(&[&args[..], &["--seed", "2"]].concat()).stdin("y\ns\ns\ns\n").ok();
    let text = flat(&out);
    assert!(text.contains("The dealer shows an Ace. Insure for 20 chips? (y yes, n no)"), "{text}");
    assert!(text.contains("Played as you chose: insure for 20."), "{text}");
    assert!(text.contains("Insurance of 20:"), "{text}");
    assert!(text.contains("Summary: 1 of 1 round played"), "{text}");
}

/// feral insures exactly half the bet: a bet of 20 with 30 chips leaves exactly the 10 it takes,
/// and insurance is offered; with 29 chips it is one chip short, and it is not (seed 2 deals the
/// dealer an Ace).
#[test]
fn feral_offers_exactly_half_with_exactly_enough_chips_and_not_one_short() {
    let run = |chips: &str| {
        let args =
            ["play", "--table", "feral", "--seed", "2", "--rounds", "1", "--bet", "20", "--chips", chips];
        flat(&Run::new(&args).stdin(&"n\ns\n".repeat(10)).ok())
    };
    let enough = run("30");
    assert!(enough.contains("Insure for 10 chips? (y yes, n no)"), "{enough}");
    let short = run("29");
    assert!(short.contains("Dealer: A♦"), "{short}");
    assert!(!short.contains("Insure"), "{short}");
    assert!(short.contains("Summary: 1 of 1 round played"), "{short}");
}

/// A Hi-Lo tag, as the system is published (Dubner; Wong, *Professional Blackjack*): 2 to 6
/// count +1, 7 to 9 count 0, tens and Aces count -1.
fn hi_lo(rank: &str) -> i32 {
    match rank {
        "2" | "3" | "4" | "5" | "6" => 1,
        "7" | "8" | "9" => 0,
        _ => -1,
    }
}

fn ranks_of(v: &serde_json::Value) -> Vec<String> {
    v.as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect()
}

/// `play --count hi-lo` at feral (seed 36): before each decision the count shown is the count of
/// the cards shown since the shuffle, recounted here from the transcript: every card of the
/// earlier rounds since the cut card came out, and the dealer's and the learner's cards shown now;
/// the tray is those earlier rounds' cards to the nearest half deck, and the true count the running
/// count over the decks left, floored (Hi-Lo's rule). Insurance is judged by the index at that
/// count: at round 27 (+1, short of the index) declining is right, and the why says so.
#[test]
fn a_counting_session_shows_the_count_of_the_cards_shown_and_judges_insurance_by_its_index() {
    let args =
        ["play", "--table", "feral", "--seed", "36", "--bet", "10", "--count", "hi-lo", "--format", "json"];
    let out = Run::new(&args).stdin(&"n\ns\n".repeat(400)).ok();
    let lines = json_lines(&out);
    let rounds: Vec<&serde_json::Value> = lines.iter().filter_map(|l| l.get("round")).collect();
    let split_rounds: Vec<i64> = rounds
        .iter()
        .filter(|r| r["hands"].as_array().unwrap().len() > 1)
        .map(|r| r["number"].as_i64().unwrap())
        .collect();
    let (mut running, mut tray, mut checked) = (0, 0, 0);
    for line in &lines {
        if let Some(d) = line.get("decision") {
            if split_rounds.contains(&d["round"].as_i64().unwrap()) {
                continue;
            }
            let shown: Vec<String> =
                ranks_of(&d["dealer"]).into_iter().chain(ranks_of(&d["player"])).collect();
            let now = running + shown.iter().map(|r| hi_lo(r)).sum::<i32>();
            let tray_halves = (2 * tray + 26) / 52;
            let left_halves = (8 - tray_halves).max(1);
            let true_count = (f64::from(now) * 2.0 / f64::from(left_halves)).floor() as i32;
            let count = &d["count"];
            assert_eq!(count["running"], now, "{d}");
            assert_eq!(count["tray_half_decks"], tray_halves, "{d}");
            assert_eq!(count["half_decks_left"], left_halves, "{d}");
            assert_eq!(count["true"], true_count, "{d}");
            checked += 1;
        }
        if let Some(r) = line.get("round") {
            let cards: Vec<String> = ranks_of(&r["dealer"])
                .into_iter()
                .chain(r["hands"].as_array().unwrap().iter().flat_map(|h| ranks_of(&h["cards"])))
                .collect();
            running += cards.iter().map(|c| hi_lo(c)).sum::<i32>();
            tray += cards.len() as i32;
            if r["shoe"].as_array().unwrap().iter().any(|e| e.as_str().unwrap().contains("shuffled")) {
                (running, tray) = (0, 0);
            }
        }
    }
    assert!(checked >= 25, "{checked} decisions recounted");
    let at_27 = lines
        .iter()
        .filter_map(|l| l.get("decision"))
        .find(|d| d["round"] == 27 && d["kind"] == "insurance")
        .unwrap();
    assert_eq!(
        (&at_27["correct"], &at_27["count"]["true"]),
        (&serde_json::json!(true), &serde_json::json!(1))
    );
    assert!(
        at_27["why"].as_str().unwrap().starts_with(
            "Insurance is worth taking from a true count of +3 (Hi-Lo index computed for this table). At the true \
             count of +1 shown, an insurance bet is worth -3.9% of its stake: not worth taking."
        ),
        "{at_27}"
    );
}

/// At the bet prompt Enter bets the table's smallest bet before any bet, then the last bet again,
/// and the prompt says so and how to stop; `q` there stops with the summary (feral, seed 7).
#[test]
fn enter_at_the_bet_prompt_repeats_the_last_bet_and_q_stops() {
    let args = ["play", "--table", "feral", "--seed", "7", "--rounds", "4"];
    let text = flat(&Run::new(&args).stdin("\ns\n20\ns\n\ns\nq\n").ok());
    assert!(
        text.contains("Your bet? (10 to 1000 chips in steps of 10; Enter bets 10, the smallest, q to stop)"),
        "{text}"
    );
    assert!(text.contains("> (Enter: bet 10)"), "{text}");
    assert!(text.contains("Enter bets 20 again, q to stop)"), "{text}");
    assert!(text.contains("> (Enter: bet 20)"), "{text}");
    assert!(text.contains("Summary: 3 of 4 rounds played (stopped early"), "{text}");
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin("\ns\n20\ns\n\ns\nq\n").ok();
    let bets: Vec<u64> =
        json_lines(&json).iter().filter_map(|l| l.get("round")).map(|r| r["bet"].as_u64().unwrap()).collect();
    assert_eq!(bets, [10, 20, 20]);
    let lines = json_lines(&json);
    let summary = &lines.last().unwrap()["summary"];
    assert_eq!(
        (summary["rounds_played"].as_u64(), summary["stopped_early"].as_bool()),
        (Some(3), Some(true))
    );
}

/// The match's goal comes before round 1, in the words of the table's rule (the same words
/// `rules` prints): feral's 30 rounds from 1000 chips and most chips; book's ranking; the
/// casino's none.
#[test]
fn the_goal_is_said_before_the_first_round() {
    use bjcoach::game::describe::goal_words;
    for (table, length) in [
        ("feral", "30 rounds from 1000 chips"),
        ("book", "10 rounds from 20 chips"),
        ("casino-fr", "as many rounds as you like from 1000 chips (q to stop)"),
    ] {
        let rules = bjcoach::game::rules::preset(table).unwrap();
        let text = flat(&Run::new(&["play", "--table", table, "--seed", "3"]).stdin("q\n").ok());
        let goal = format!("Goal: {length}. {}", goal_words(rules.session.goal));
        assert!(text.starts_with(&goal), "{table}: {text}");
        assert!(text.find("Goal:") < text.find("Round 1"), "{table}: {text}");
        let json = Run::new(&["play", "--table", table, "--seed", "3", "--format", "json"]).stdin("q\n").ok();
        let first = &json_lines(&json)[0]["goal"];
        assert_eq!(first["words"], goal_words(rules.session.goal), "{table}");
        assert_eq!(first["chips"], rules.session.starting_chips, "{table}");
    }
    let feral = flat(&Run::new(&["play", "--table", "feral", "--seed", "3"]).stdin("q\n").ok());
    assert!(feral.contains("the player with most chips wins"), "{feral}");
    let casino = flat(&Run::new(&["play", "--table", "casino-it", "--seed", "3"]).stdin("q\n").ok());
    assert!(casino.contains("No winner is named"), "{casino}");
}

/// The round of a session whose decision asked for even money, and that decision.
fn even_money_round(seed: &str, answer: &str, extra: &[&str]) -> (serde_json::Value, serde_json::Value) {
    let args =
        ["play", "--table", "feral", "--seed", seed, "--rounds", "10", "--bet", "10", "--format", "json"];
    let script = format!("{answer}\ns\n").repeat(200);
    let lines = json_lines(&Run::new(&[&args[..], extra].concat()).stdin(&script).ok());
    let decision = lines
        .iter()
        .filter_map(|l| l.get("decision"))
        .find(|d| d["prompt"] == "Take even money? (y yes, n no)")
        .expect("even money offered")
        .clone();
    let round = lines
        .iter()
        .filter_map(|l| l.get("round"))
        .find(|r| r["number"] == decision["round"])
        .unwrap()
        .clone();
    (decision, round)
}

/// A blackjack against the dealer's Ace is offered even money, named so, judged as insurance
/// (declined by basic strategy), and settled as insurance of half the bet: taken, it comes to the
/// bet won 1 to 1 whether the dealer has blackjack (feral seed 23: the hand pushes, the 5 insured
/// pays 10) or not (seed 51: the natural pays 15, the 5 insured is lost), as even money pays.
#[test]
fn a_blackjack_against_an_ace_is_offered_even_money() {
    for seed in ["23", "51"] {
        let (taken, round) = even_money_round(seed, "y", &[]);
        assert_eq!(taken["kind"], "insurance");
        assert_eq!(
            (taken["expected"].as_str(), taken["correct"].as_bool()),
            (Some("no"), Some(false)),
            "{taken}"
        );
        assert_eq!(taken["mistake"], "insurance-without-count");
        assert_eq!(taken["applied"], "insure for 5");
        let why = taken["why"].as_str().unwrap();
        assert!(why.starts_with("Even money is insurance on a blackjack: half your bet insured, which comes to your 10 paid 1 to 1 at once"), "{why}");
        assert!(why.contains("Without a count, basic strategy judges"), "{why}");
        assert_eq!(round["net"], 10, "seed {seed}: even money pays the bet 1 to 1: {round}");
        let (declined, round) = even_money_round(seed, "n", &[]);
        assert_eq!(declined["correct"], true);
        let natural = if seed == "23" { 0 } else { 15 };
        assert_eq!(round["net"], natural, "seed {seed}: {round}");
    }
    // With a count, judged by the system's insurance index, as insurance is.
    let (counted, _) = even_money_round("23", "n", &["--count", "hi-lo"]);
    assert!(counted["why"].as_str().unwrap().contains("index"), "{counted}");
    // As text, the prompt names it and the why explains it.
    let text = flat(
        &Run::new(&["play", "--table", "feral", "--seed", "51", "--rounds", "10", "--bet", "10"])
            .stdin(&"y\ns\n".repeat(200))
            .ok(),
    );
    assert!(text.contains("Take even money? (y yes, n no)"), "{text}");
    assert!(text.contains("Why: Even money is insurance on a blackjack"), "{text}");
}

/// A session stopped after one round at a table of no set length says `1 round`.
#[test]
fn one_round_played_is_one_round() {
    let text =
        flat(&Run::new(&["play", "--table", "casino-fr", "--seed", "7", "--bet", "10"]).stdin("s\n").ok());
    assert!(text.contains("Summary: 1 round played"), "{text}");
}

/// The note on `T` comes before the first decision's prompt, so that a chart row shown after a
/// miss (which names `T` among the dealer's cards) never comes before it: feral seed 4 deals no
/// ten before the first miss.
#[test]
fn the_ten_is_told_before_the_first_decision() {
    let args = ["play", "--table", "feral", "--seed", "4", "--rounds", "6", "--bet", "10"];
    let out = Run::new(&args).stdin(&"s\n".repeat(50)).ok();
    let lines: Vec<&str> = out.lines().collect();
    let told = lines.iter().position(|l| l.contains("(T is a ten.)")).unwrap();
    let chart = lines.iter().position(|l| l.contains("Chart:")).unwrap();
    let prompt = lines.iter().position(|l| l.starts_with("Your play?")).unwrap();
    assert!(told < prompt && prompt < chart, "{out}");
    assert_eq!(out.matches("(T is a ten.)").count(), 1, "{out}");
}

/// The dealer's peek is said after the cards it concerns: never before the learner's hand of the
/// round (feral seed 1 deals the dealer a ten in round 2).
#[test]
fn the_peek_is_said_after_the_cards() {
    let args = ["play", "--table", "feral", "--seed", "1", "--rounds", "6", "--bet", "10"];
    let out = Run::new(&args).stdin(&"n\ns\n".repeat(50)).ok();
    let lines: Vec<&str> = out.lines().collect();
    let checks: Vec<usize> =
        (0..lines.len()).filter(|&i| lines[i].contains("The dealer checks under his")).collect();
    assert!(!checks.is_empty(), "{out}");
    for i in checks {
        let round_start = (0..i).rev().find(|&j| lines[j].starts_with("Round ")).unwrap();
        assert!((round_start..i).any(|j| lines[j].starts_with("  Dealer:")), "line {i}: {out}");
        let asked = (round_start..i)
            .any(|j| lines[j].starts_with("Your play?") || lines[j].starts_with("The dealer shows"));
        if asked {
            assert!(lines[i - 1].starts_with("  You:"), "line {i}: {out}");
        }
    }
}

/// Stands on every hand and declines every offer.
struct Stander;

impl AnswerSource for Stander {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        Ok(Reply::Line(if matches!(q.expected, Expected::YesNo(_)) { "n" } else { "s" }.to_string()))
    }
}

/// Where the table offers no insurance, a blackjack against an Ace is offered no even money:
/// feral seed 23 deals one in round 5, and with the table's insurance taken away nothing is asked
/// but the plays.
#[test]
fn no_even_money_where_the_table_offers_no_insurance() {
    let mut rules = bjcoach::game::rules::preset("feral").unwrap();
    let chart = bjcoach::strategy::chart::shipped("feral").unwrap().unwrap();
    let options = PlayOptions::alone(Some(10), 10, 1000, 23);
    let mut clock = FakeClock::new(Duration::from_secs(1));
    let mut kept = Kept::default();
    let offered = run(&rules, &chart, options, &mut Stander, &mut clock, &mut kept).unwrap();
    assert!(kept.asks.iter().any(|a| a.question.prompt == "Take even money? (y yes, n no)"));
    rules.insurance = bjcoach::game::rules::Insurance::None;
    let mut kept = Kept::default();
    let played = run(&rules, &chart, options, &mut Stander, &mut clock, &mut kept).unwrap();
    assert!(
        kept.asks.iter().all(|a| a.kind == AskKind::Play),
        "{:?}",
        kept.asks.iter().map(|a| &a.question.prompt).collect::<Vec<_>>()
    );
    let round5 = &played.rounds[4];
    assert_eq!(
        (round5.dealer[0].rank.symbol(), round5.hands[0].total_words()),
        ("A", "blackjack".to_string())
    );
    assert_eq!(offered.rounds[4].dealer, round5.dealer);
}

/// At the table as in the drills: `?` at a decision shows the chart's row and asks again (the
/// answer then saved as hinted); an unreadable answer lists only the moves offered here (it listed
/// all five, surrender too, at a table without it); and a counting session shows the count at the
/// bet, where a counter bets by it. At 60 and 80 columns.
#[test]
fn play_shows_the_chart_row_on_request_the_moves_offered_and_the_count_at_the_bet() {
    for width in [60, 80] {
        let dir = tempfile::tempdir().unwrap();
        let args = ["play", "--table", "book", "--seed", "3", "--rounds", "1", "--answers", "-"];
        let text = Run::new(&args).columns(width).data_dir(dir.path()).stdin("x\n?\ns\ns\ns\n").ok();
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        let words = flat(&text);
        let offered = words.split("accepted: ").nth(1).unwrap().split(" Your play?").next().unwrap();
        assert!(!offered.contains("surrender"), "{offered}");
        assert!(words.contains("> ? Chart: "), "{words}");
        // The decision is judged once, after the row was shown, and asked no third time.
        assert_eq!(
            words.matches("Your play?").count(),
            words.matches("Right").count() + words.matches("Wrong:").count() + 2,
            "{words}"
        );
        let args = [
            "play",
            "--table",
            "quebec-s17",
            "--count",
            "hi-lo",
            "--seed",
            "3",
            "--rounds",
            "2",
            "--answers",
            "-",
        ];
        let text = Run::new(&args).columns(width).data_dir(dir.path()).stdin(&"\ns\n".repeat(8)).ok();
        assert!(text.lines().all(|l| l.chars().count() <= width), "{text}");
        let words = flat(&text);
        let round2 = words.split("Round 2 of 2").nth(1).unwrap();
        let at_bet = round2.split("Your bet?").next().unwrap();
        assert!(at_bet.contains("Hi-Lo: running count"), "{round2}");
    }
}
