//! Play with other seats: whole seeded sessions pinned by snapshots, a learner who plays by the
//! chart never warned, chips of every seat and the bank conserved over random sessions, and the
//! session play runs agreeing with the session rules `bjcoach rules` states.

use std::io;
use std::time::Duration;

use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use bjcoach::coach::drill::question::{Expected, Question};
use bjcoach::coach::drill::session::{AnswerSource, FakeClock, Reply};
use bjcoach::coach::play::{
    Ask, BET_KEY, BetOnBox, Decided, PlayObserver, PlayOptions, PlaySession, RefusedAnswer, run,
};
use bjcoach::game::ledger::Wager;
use bjcoach::game::round::{Decision, Move};
use bjcoach::game::rules::{OtherBoxBets, TableRules, preset, preset_names};
use bjcoach::game::shoe::Shoe;
use bjcoach::game::table_session::Session;
use bjcoach::lang::Lang;

use crate::cli::{Run, flat};

/// A learner who answers every question as the chart does, bets one to three of the table's
/// smallest bets in turn, and keeps every line typed so the CLI can replay the session.
struct ByTheChart {
    lines: Vec<String>,
    bets: u64,
}

impl AnswerSource for ByTheChart {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        let line = match &q.expected {
            Expected::Chips(min) if q.key == BET_KEY => {
                self.bets += 1;
                (*min as u64 * (1 + self.bets % 3)).to_string()
            }
            Expected::Action(a) => a.letter().to_ascii_lowercase().to_string(),
            Expected::YesNo(true) => "y".to_string(),
            Expected::YesNo(false) => "n".to_string(),
            other => panic!("no chart answer to {other:?}"),
        };
        self.lines.push(line.clone());
        Ok(Reply::Line(line))
    }
}

/// Counts the answers refused and the decisions judged wrong.
#[derive(Default)]
struct Warnings {
    refused: usize,
    wrong: usize,
    judged: usize,
}

impl PlayObserver for Warnings {
    fn refused(&mut self, _: &Ask, _: &RefusedAnswer) -> io::Result<()> {
        self.refused += 1;
        Ok(())
    }
    fn bet_refused(&mut self, _: &bjcoach::coach::play::BetAsk, _: &RefusedAnswer) -> io::Result<()> {
        self.refused += 1;
        Ok(())
    }
    fn decided(&mut self, d: &Decided) -> io::Result<()> {
        if d.judged {
            self.judged += 1;
            let j = &d.record.judgement;
            self.wrong += usize::from(!j.correct || j.mistake.is_some() || j.comparison.is_some());
        }
        Ok(())
    }
}

/// A whole session of the table's own length with the chart-playing learner at `seat` of
/// `seats`, bets asked; the session, what the observer saw, and the script of the answers.
fn chart_session(table: &str, seats: usize, seat: usize, seed: u64) -> (PlaySession, Warnings, String) {
    let rules = preset(table).unwrap();
    let chart = bjcoach::strategy::chart::shipped(table).unwrap().unwrap();
    let options = PlayOptions {
        rounds: rules.session.rounds,
        bet: None,
        chips: rules.session.starting_chips,
        seed,
        seats,
        seat,
        bet_on_box: None,
        boxes: 1,
        dealer_errors: None,
        lang: bjcoach::lang::Lang::En,
    };
    let mut learner = ByTheChart { lines: Vec::new(), bets: 0 };
    let mut clock = FakeClock::new(Duration::from_secs(2));
    let mut seen = Warnings::default();
    let played = run(&rules, &chart, options, &mut learner, &mut clock, &mut seen).unwrap();
    let script = learner.lines.iter().map(|l| format!("{l}\n")).collect();
    (played, seen, script)
}

#[test]
fn a_learner_who_plays_the_chart_is_never_warned_over_a_whole_match() {
    let (played, seen, _) = chart_session("feral", 3, 2, 7);
    let s = &played.summary;
    assert_eq!(s.rounds_played, 30, "the whole match: {s:?}");
    assert!(seen.judged > 30, "{}", seen.judged);
    assert_eq!((seen.refused, seen.wrong), (0, 0));
    assert_eq!((s.right, s.decisions, s.value_lost_chips), (seen.judged, seen.judged, 0.0));
    assert!(s.mistakes.is_empty() && s.costliest.is_none(), "{s:?}");
}

#[test]
fn a_feral_match_with_three_seats_as_text_and_json() {
    let (played, seen, script) = chart_session("feral", 3, 2, 7);
    assert_eq!((played.summary.rounds_played, seen.refused), (30, 0));
    let args = ["play", "--table", "feral", "--seats", "3", "--seed", "7"];
    let text = Run::new(&args).stdin(&script).ok();
    assert!(!text.contains("Wrong:") && !text.contains("Close call:"), "{text}");
    assert!(text.contains("Round 30 of 30"), "{text}");
    insta::assert_snapshot!("feral_match_three_seats_text", text);

    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&script).ok();
    let lines: Vec<serde_json::Value> = json.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let rounds: Vec<&serde_json::Value> = lines.iter().filter_map(|l| l.get("round")).collect();
    assert_eq!(rounds.len(), 30);
    for round in &rounds {
        assert_eq!(round["seats"].as_array().unwrap().len(), 3, "every seat of every round: {round}");
    }
    insta::assert_snapshot!("feral_match_three_seats_json", json);
    // The whole session replays from its seed and its answers.
    assert_eq!(Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&script).ok(), json);
}

/// The book's rules with a smaller bank, written to a table file: with its own 200-chip reserve the
/// book's bank cannot fall below what a round may cost it within ten rounds of 2-chip bets (it
/// would have to lose 140 chips with four seats betting 2), so a top-up needs a poorer bank.
fn book_with_bank(reserve: u64) -> (tempfile::TempDir, std::path::PathBuf) {
    let yaml = Run::new(&["rules", "--table", "book", "--format", "yaml"]).ok();
    assert!(yaml.contains("reserve: 200"), "{yaml}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("book-small-bank.yaml");
    std::fs::write(&path, yaml.replace("reserve: 200", &format!("reserve: {reserve}"))).unwrap();
    (dir, path)
}

#[test]
fn a_book_family_session_with_a_bank_top_up_as_text_and_json() {
    let (_dir, path) = book_with_bank(40);
    let mut book = preset("book").unwrap();
    book.session.bank.reserve = Some(40);
    // The seed was found by playing seeds 1, 2, 3... with this learner and taking the first whose
    // session tops the bank up (four seats: 40 chips to cover, so the bank's first loss does it).
    let seed = (1..100)
        .find(|&seed| chart_session_at(&book, 4, seed).0.rounds.iter().any(|r| r.notional_added > 0))
        .unwrap();
    let (played, script) = chart_session_at(&book, 4, seed);
    assert_eq!(played.summary.rounds_played, 10);
    let args = ["play", "--table-file", path.to_str().unwrap(), "--seats", "4", "--seed", &seed.to_string()];
    let text = Run::new(&args).stdin(&script).ok();
    assert!(text.contains("The bank cannot cover this round"), "{text}");
    assert!(text.contains("notional chips added"), "{text}");
    insta::assert_snapshot!("book_family_session_text", text);
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&script).ok();
    let summary: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    let s = &summary["summary"];
    let players: u64 = s["standings"].as_array().unwrap().iter().map(|p| p["chips"].as_u64().unwrap()).sum();
    let bank = &s["bank"];
    assert!(bank["notional"].as_u64().unwrap() > 0, "{s}");
    assert_eq!(players + bank["chips"].as_u64().unwrap(), 4 * 20 + 40 + bank["notional"].as_u64().unwrap());
    insta::assert_snapshot!("book_family_session_json", json);
}

/// [`chart_session`] at a table of any rules, the learner in the last of `seats`.
fn chart_session_at(rules: &TableRules, seats: usize, seed: u64) -> (PlaySession, String) {
    let chart = bjcoach::strategy::chart::shipped("book").unwrap().unwrap();
    let options = PlayOptions {
        rounds: rules.session.rounds,
        bet: None,
        chips: rules.session.starting_chips,
        seed,
        seats,
        seat: seats - 1,
        bet_on_box: None,
        boxes: 1,
        dealer_errors: None,
        lang: bjcoach::lang::Lang::En,
    };
    let mut learner = ByTheChart { lines: Vec::new(), bets: 0 };
    let mut clock = FakeClock::new(Duration::from_secs(2));
    let played = run(rules, &chart, options, &mut learner, &mut clock, &mut Warnings::default()).unwrap();
    (played, learner.lines.iter().map(|l| format!("{l}\n")).collect())
}

/// A random legal move for whoever's decision it is; bets are any allowed amount.
fn random_move<R: rand::Rng>(round: &bjcoach::game::round::Round<R>, rng: &mut ChaCha8Rng) -> Move {
    let moves = round.legal_moves();
    match round.decision() {
        // Sitting out now and then, but mostly betting.
        Some(Decision::Bet { .. }) if moves.len() > 1 && rng.random_bool(0.9) => {
            moves[rng.random_range(0..moves.len() - 1)]
        }
        _ => moves[rng.random_range(0..moves.len())],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Over random sessions on every preset with 1 to 7 seats (as many as the table has), random
    /// bets, random bets on other boxes where the table takes them, and random legal decisions,
    /// the chips of all seats and the bank add up after every round, and every bet is settled
    /// exactly once.
    #[test]
    fn every_seat_and_the_bank_keep_every_chip(seed in any::<u64>(), table in 0usize..6, seats in 1usize..=7) {
        let rules = preset(preset_names()[table]).unwrap();
        let seats = seats.min(usize::from(rules.session.seats));
        let mut session = Session::new(&rules, Shoe::from_seed(&rules, seed), seats).unwrap().with_rounds(Some(25));
        // Where the table lets a player take vacant boxes, the first player plays two when there is room.
        if let Ok(two) = session.clone().with_boxes(0, 2) {
            session = two;
        }
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 1);
        while !session.is_over() {
            let round = session.start_round().unwrap();
            let before: Vec<u64> = round.seats().iter().map(|s| s.chips).collect();
            let boxes = round.seats().len();
            for bettor in 0..boxes {
                if rng.random_bool(0.5) {
                    let on = rng.random_range(0..boxes);
                    let stake = rules.session.bet.min * rng.random_range(1..=3);
                    // Refused bets (no such bets here, a full box, too few chips) change nothing.
                    let chips = round.seats()[bettor].chips;
                    if round.bet_on_box(bettor, on, stake).is_err() {
                        prop_assert_eq!(round.seats()[bettor].chips, chips);
                    }
                }
            }
            if rules.other_box_bets == OtherBoxBets::Forbidden {
                prop_assert!(round.box_bets().is_empty());
            }
            if let Some(most) = rules.bets_per_box {
                for on in 0..boxes {
                    prop_assert!(round.box_bets().iter().filter(|b| b.on == on).count() < usize::from(most));
                }
            }
            while round.decision().is_some() {
                let mv = random_move(round, &mut rng);
                round.apply(mv).unwrap();
            }
            let ledger = round.ledger().unwrap().clone();
            for (i, seat) in round.seats().iter().enumerate() {
                let entries: Vec<_> = ledger.seat_entries(i).collect();
                let hands: Vec<usize> = entries.iter().filter_map(|e| match e.wager {
                    Wager::Hand(h) => Some(h),
                    Wager::Insurance | Wager::OnBox(_) => None,
                }).collect();
                // Each bet on another box is settled once, with a box that was played.
                let mut on_boxes: Vec<usize> = entries.iter().filter_map(|e| match e.wager {
                    Wager::OnBox(b) => Some(b),
                    _ => None,
                }).collect();
                let mut placed: Vec<usize> = round.box_bets().iter().filter(|b| b.bettor == i).map(|b| b.on).collect();
                on_boxes.sort_unstable();
                placed.sort_unstable();
                prop_assert_eq!(on_boxes, placed);
                // Each hand of a seat that bet is settled once; a seat that sat out has nothing.
                let expected: Vec<usize> = if seat.bet.is_some() { (0..seat.hands.len()).collect() } else { Vec::new() };
                prop_assert_eq!(hands, expected);
                let insured = entries.iter().filter(|e| e.wager == Wager::Insurance).count();
                prop_assert_eq!(insured, usize::from(seat.insurance.unwrap_or(0) > 0));
            }
            // What a player staked on all their boxes left their chips; what the ledger paid any of
            // them came back to them.
            for (i, chips_before) in before.iter().enumerate() {
                let boxes: Vec<usize> = (0..round.seats().len()).filter(|&j| round.holder(j) == round.holder(i)).collect();
                let staked: u64 = boxes.iter().flat_map(|&j| ledger.seat_entries(j)).map(|e| e.stake).sum();
                let collected: u64 = boxes.iter().map(|&j| ledger.seat_collects(j)).sum();
                prop_assert_eq!(chips_before - staked + collected, round.seats()[i].chips);
            }
            session.finish_round().unwrap();
            prop_assert!(session.chips_are_conserved());
        }
    }
}

/// `rules` and `play` agree: for every preset, the session rules `bjcoach rules --format yaml`
/// states are the session `play` runs by default: its rounds, the chips every seat starts with,
/// the bank, the winner by the table's rule, and the seats.
#[test]
fn play_runs_the_session_the_tables_rules_state() {
    for name in preset_names() {
        let yaml = Run::new(&["rules", "--table", name, "--format", "yaml"]).ok();
        let stated: serde_yaml::Value = serde_yaml::from_str(&yaml).unwrap();
        let session = &stated["session"];
        let seats = session["seats"].as_u64().unwrap();
        let start = session["starting_chips"].as_u64().unwrap();
        let rounds = session["rounds"].as_u64();
        let reserve = session["bank"]["reserve"].as_u64();
        let open = session["goal"].as_str() == Some("open");

        let rules = preset(name).unwrap();
        let bet = bjcoach::coach::play::default_bet(&rules).to_string();
        let answers = "n\ns\n".repeat(300);
        let args = ["play", "--table", name, "--seed", "4", "--seats", &seats.to_string(), "--bet", &bet];
        let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&answers).ok();
        let lines: Vec<serde_json::Value> = json.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let s = &lines.last().unwrap()["summary"];
        assert_eq!(s["start_chips"].as_u64(), Some(start), "{name}");
        assert_eq!(s["rounds"].as_u64(), rounds, "{name}");
        let standings = s["standings"].as_array().unwrap();
        assert_eq!(standings.len() as u64, seats, "{name}: every seat filled");
        let chips: Vec<u64> = standings.iter().map(|p| p["chips"].as_u64().unwrap()).collect();
        match rounds {
            Some(n) if !s["out_of_chips"].as_bool().unwrap() => {
                assert_eq!(s["rounds_played"].as_u64(), Some(n), "{name}");
                let best = chips.iter().max().unwrap();
                let winners: Vec<u64> =
                    (0..chips.len()).filter(|&i| chips[i] == *best).map(|i| i as u64 + 1).collect();
                let named: Vec<u64> =
                    s["winners"].as_array().unwrap().iter().map(|w| w.as_u64().unwrap()).collect();
                assert_eq!(named, winners, "{name}: the most chips win");
            }
            Some(_) => {}
            None => {
                assert!(s["stopped_early"].as_bool().unwrap(), "{name}: open until the learner leaves");
                assert!(open && s["winners"].is_null(), "{name}: an open table names no winner");
            }
        }
        let first = lines.iter().find_map(|l| l.get("round")).unwrap();
        assert_eq!(first["seats"].as_array().unwrap().len() as u64, seats, "{name}");
        match reserve {
            Some(reserve) => {
                let bank = &s["bank"];
                let total: u64 = chips.iter().sum::<u64>() + bank["chips"].as_u64().unwrap();
                assert_eq!(total, seats * start + reserve + bank["notional"].as_u64().unwrap(), "{name}");
            }
            None => assert!(s["bank"].is_null(), "{name}: the house covers every bet"),
        }
        // One seat more than the table has is refused, naming the table's number.
        let (_, err) =
            Run::new(&["play", "--table", name, "--seats", &(seats + 1).to_string()]).stdin("").expect(2);
        let err = flat(&err);
        assert!(
            err.contains(&format!("seats 1 to {seats} players")) || (seats == 7 && err.contains("7")),
            "{name}: {err}"
        );
    }
}

#[test]
fn a_scripted_bet_the_table_refuses_ends_the_session_naming_its_line() {
    let (out, err) =
        Run::new(&["play", "--table", "feral", "--seed", "3", "--answers", "-"]).stdin("15\n").expect(2);
    let err = flat(&err);
    assert!(
        err.contains("standard input:1: a bet of 15 is refused: bets are made in units of 10 chips"),
        "{err}"
    );
    assert!(flat(&out).contains("Summary: "), "the summary is shown: {out}");
    let (_, err) = Run::new(&["play", "--table", "feral", "--answers", "-"]).stdin("2000\n").expect(2);
    assert!(
        flat(&err).contains("standard input:1: a bet of 2000 is refused: you have only 1000 chips"),
        "{err}"
    );
}

/// The moves of every other seat over a JSON session, as `(hand total shown, move)` words.
fn other_moves(json: &str) -> Vec<String> {
    let lines: Vec<serde_json::Value> = json.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let seats =
        lines.iter().filter_map(|l| l.get("round")).flat_map(|r| r["seats"].as_array().unwrap().clone());
    seats
        .filter(|s| s["player"] == "other")
        .flat_map(|s| s["moves"].as_array().unwrap().clone())
        .map(|m| m["move"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_other_seats_play_as_others_says_and_the_learner_sits_where_seat_says() {
    let args =
        ["play", "--table", "quebec-s17", "--seed", "9", "--rounds", "6", "--bet", "10", "--seats", "3"];
    let answers = "n\ns\n".repeat(40);
    let json =
        |extra: &[&str]| Run::new(&[&args[..], extra, &["--format", "json"]].concat()).stdin(&answers).ok();
    let standing = other_moves(&json(&["--others", "always-stand"]));
    assert!(standing.iter().all(|m| m == "stand" || m == "bet 10" || m == "no insurance"), "{standing:?}");
    assert!(standing.iter().any(|m| m == "stand"), "{standing:?}");
    // A strategy file in the form `simulate --player` reads: the table's own chart here, played
    // exactly as the default.
    let file = format!("{}/charts/quebec-s17.yaml", env!("CARGO_MANIFEST_DIR"));
    assert_eq!(other_moves(&json(&["--others", &file])), other_moves(&json(&[])));
    let (_, err) = Run::new(&[&args[..], &["--others", "nobody"]].concat()).stdin("").expect(2);
    assert!(flat(&err).contains("`nobody` is not a way of playing"), "{err}");

    // The learner may sit at the first seat, dealt and playing first.
    let text = Run::new(&[&args[..], &["--seat", "1"]].concat()).stdin(&answers).ok();
    assert!(text.contains("You sit at seat 1 of the table's 7, the first to play."), "{text}");
    assert!(text.contains("·  seat 1\n"), "{text}");
    let (_, err) = Run::new(&[&args[..], &["--seat", "4"]].concat()).stdin("").expect(2);
    assert!(flat(&err).contains("seat 4 is not at the table: with 3 seats filled"), "{err}");
}

/// Answers drawn at random from every kind of line: plays, insurance, bets legal or not.
struct RandomLines(ChaCha8Rng);

impl AnswerSource for RandomLines {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        const PLAYS: [&str; 8] = ["h", "s", "d", "p", "r", "y", "n", "?"];
        const BETS: [&str; 8] = ["2", "10", "15", "20", "30", "100", "5000", "ten"];
        let lines = if q.key == BET_KEY { BETS } else { PLAYS };
        Ok(Reply::Line(lines[self.0.random_range(0..lines.len())].to_string()))
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Play itself, with random seats, a random seat for the learner and random answers: every
    /// round's seats net what the bank loses, every bet is settled once, and at the end the seats'
    /// chips and the bank's add up to what they started with (and the notional chips added).
    #[test]
    fn play_with_other_seats_keeps_every_chip(seed in any::<u64>(), table in 0usize..6, seats in 1usize..=7, seat in 0usize..7) {
        let name = preset_names()[table];
        let rules = preset(name).unwrap();
        let chart = bjcoach::strategy::chart::shipped(name).unwrap().unwrap();
        let seats = seats.min(usize::from(rules.session.seats));
        // Where the table takes them, a bet on another seat's box too.
        let other = (seat % seats + 1) % seats;
        let mut options = PlayOptions {
            rounds: Some(15),
            bet: None,
            chips: rules.session.starting_chips,
            seed,
            seats,
            seat: seat % seats,
            bet_on_box: Some(BetOnBox { seat: other, stake: rules.session.bet.min }),
            boxes: 1,
            dealer_errors: None,
            lang: bjcoach::lang::Lang::En,
        };
        if bjcoach::coach::play::check_options(&rules, &options).is_err() {
            options.bet_on_box = None;
        }
        // Where the table lets a player take vacant boxes, the learner plays two when there is room.
        options.boxes = 2;
        if bjcoach::coach::play::check_options(&rules, &options).is_err() {
            options.boxes = 1;
        }
        let mut source = RandomLines(ChaCha8Rng::seed_from_u64(seed ^ 7));
        let mut clock = FakeClock::new(Duration::from_secs(1));
        let played = run(&rules, &chart, options, &mut source, &mut clock, &mut Warnings::default()).unwrap();
        let mut house: i64 = 0;
        for r in &played.rounds {
            let nets: i64 = r.seats.iter().map(|s| s.net).sum();
            prop_assert_eq!(nets, -r.ledger.bank_net());
            house += r.ledger.bank_net();
            for s in &r.seats {
                let hands = s.settled.iter().filter(|e| matches!(e.wager, Wager::Hand(_))).count();
                prop_assert_eq!(hands, if s.bet.is_some() { s.hands.len() } else { 0 });
            }
            prop_assert_eq!(r.seats.iter().filter(|s| s.learner).count(), options.boxes);
            // A bet on another box is settled once, in the learner's seat, when it was placed.
            let on_box = r.seats.iter().filter(|s| s.learner).flat_map(|s| &s.settled).filter(|e| matches!(e.wager, Wager::OnBox(_))).count();
            prop_assert_eq!(on_box, usize::from(r.box_bet.as_ref().is_some_and(|b| b.settled.is_some())));
        }
        let s = &played.summary;
        let chips: i64 = s.standings.iter().map(|p| p.chips as i64).sum();
        let start = (seats as u64 * rules.session.starting_chips) as i64;
        // Every player once in the standings, however many boxes they played.
        prop_assert_eq!(s.standings.len(), seats);
        prop_assert_eq!(chips - start, -house);
        if let (Some(bank), Some(reserve)) = (s.bank, rules.session.bank.reserve) {
            prop_assert_eq!(chips + bank.chips as i64, start + reserve as i64 + bank.notional as i64);
        }
        prop_assert!(s.rounds_played == 15 || s.out_of_chips);
    }
}

/// A casino-it session, the learner at seat 3 of 3 betting 20 on seat 2's box each round; seat 2
/// never risks a bust (`never-bust`), so its play departs from the chart now and then.
#[test]
fn a_casino_it_session_with_a_bet_on_another_box_as_text_and_json() {
    let rules = preset("casino-it").unwrap();
    let chart = bjcoach::strategy::chart::shipped("casino-it").unwrap().unwrap();
    let options = PlayOptions {
        rounds: Some(8),
        bet: None,
        chips: rules.session.starting_chips,
        seed: 4,
        seats: 3,
        seat: 2,
        bet_on_box: Some(BetOnBox { seat: 1, stake: 20 }),
        boxes: 1,
        dealer_errors: None,
        lang: bjcoach::lang::Lang::En,
    };
    let others = bjcoach::strategy::simulate::PlayTable::never_bust();
    let mut learner = ByTheChart { lines: Vec::new(), bets: 0 };
    let mut clock = FakeClock::new(Duration::from_secs(2));
    let played = bjcoach::coach::play::run_with_others(
        &rules,
        &chart,
        options,
        (&others, "never-bust"),
        &mut learner,
        &mut clock,
        &mut Warnings::default(),
    )
    .unwrap();
    let b = played.summary.box_bet.clone().unwrap();
    assert_eq!((b.seat, b.stake, b.rounds), (2, 20, 8));
    assert!(b.holder_as_chart < b.holder_decisions, "the holder departs from the chart: {b:?}");
    assert!(b.holder_chips < 0.0, "{b:?}");
    let settled: i64 =
        played.rounds.iter().filter_map(|r| r.box_bet.as_ref()?.settled.as_ref()).map(|e| e.net).sum();
    assert_eq!(b.net, settled);
    let script: String = learner.lines.iter().map(|l| format!("{l}\n")).collect();
    let args = [
        "play",
        "--table",
        "casino-it",
        "--seats",
        "3",
        "--seed",
        "4",
        "--rounds",
        "8",
        "--others",
        "never-bust",
        "--bet-on-box",
        "2",
        "--box-bet",
        "20",
    ];
    let text = Run::new(&args).stdin(&script).ok();
    assert!(text.contains("Your 20 on box 2:") && text.contains("the chart plays"), "{text}");
    insta::assert_snapshot!("casino_it_bet_on_another_box_text", text);
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin(&script).ok();
    let rounds: Vec<serde_json::Value> = json
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap().get("round").cloned())
        .collect();
    assert_eq!(rounds.len(), 8);
    for round in &rounds {
        assert_eq!(round["box_bet"]["seat"], 2, "{round}");
        assert_eq!(round["box_bet"]["settled"]["wager"], "on box 2", "{round}");
    }
    insta::assert_snapshot!("casino_it_bet_on_another_box_json", json);
    // The same session in French and Italian, its moves typed as words every language reads: the
    // bet on the box, the holder's plays and the summary in the language.
    let words: String = learner
        .lines
        .iter()
        .map(|l| {
            let word = match l.as_str() {
                "h" => "hit",
                "s" => "stand",
                "d" => "double",
                "p" => "split",
                "r" => "surrender",
                other => other,
            };
            format!("{word}\n")
        })
        .collect();
    for (lang, stake, holder, summary) in [
        (Lang::Fr, "Vos 20 sur la case 2 :", "la table de stratégie joue", "Votre mise sur la case 2 :"),
        (Lang::It, "I tuoi 20 sul box 2:", "la tabella gioca", "La tua puntata sul box 2:"),
    ] {
        let text = Run::new(&[&args[..], &["--lang", lang.code()]].concat()).stdin(&words).ok();
        let flat_text = flat(&text);
        for said in [stake, holder, summary] {
            assert!(flat_text.contains(said), "{lang:?}: {said} in {text}");
        }
        // What the learner typed is echoed after `>` as typed.
        let said: String = text.lines().filter(|l| !l.starts_with("> ")).map(|l| format!("{l}\n")).collect();
        let left = crate::lang_commands::english_words(&said, lang);
        assert!(left.is_empty(), "{lang:?}: {left:?} in {text}");
    }
}

/// A table that takes no bet on another box refuses one with its rule, as bad input (exit 2);
/// casino-it refuses a bet on the learner's own box.
#[test]
fn a_bet_on_another_box_is_refused_where_the_table_does_not_take_it() {
    let err = Run::new(&["play", "--table", "feral", "--seats", "3", "--bet-on-box", "2", "--seed", "1"])
        .stdin("")
        .expect(2)
        .1;
    assert!(
        flat(&err).contains(
            "a bet on box 2 is refused at `feral`: at this table every bet is on the bettor's own box"
        ),
        "{err}"
    );
    let err = Run::new(&["play", "--table", "casino-it", "--seats", "3", "--bet-on-box", "3", "--seed", "1"])
        .stdin("")
        .expect(2)
        .1;
    assert!(flat(&err).contains("box 3 is your own"), "{err}");
    // In French and Italian, the table's rule with the refusal.
    for (lang, refused) in [
        (
            "fr",
            "une mise sur la case 2 est refusée à `feral` : à cette table, chacun mise sur sa propre case",
        ),
        ("it", "una puntata sul box 2 è rifiutata a `feral`: a questo tavolo ognuno punta sul proprio box"),
    ] {
        let args =
            ["play", "--table", "feral", "--seats", "3", "--bet-on-box", "2", "--seed", "1", "--lang", lang];
        let err = Run::new(&args).stdin("").expect(2).1;
        assert!(flat(&err).contains(refused), "{err}");
        let left = crate::lang_commands::english_words(&err, Lang::from_code(lang).unwrap());
        assert!(left.is_empty(), "{left:?} in {err}");
    }
    // Vacant boxes: casino-fr lets a seated player play more than one, casino-it does not.
    let err =
        Run::new(&["play", "--table", "casino-it", "--boxes", "2", "--seed", "1"]).stdin("").expect(2).1;
    assert!(
        flat(&err)
            .contains("2 boxes for you are refused at `casino-it`: at this table each player plays one box"),
        "{err}"
    );
    let text = Run::new(&[
        "play",
        "--table",
        "casino-fr",
        "--boxes",
        "2",
        "--seed",
        "3",
        "--rounds",
        "1",
        "--bet",
        "10",
    ])
    .stdin("s\ns\ns\ns\ns\ns\n")
    .ok();
    assert!(
        flat(&text).contains("You play boxes 1 and 2, each with your bet: 2 boxes are in play."),
        "{text}"
    );
    // Each box holds one hand: the ledger names the box alone, and the box to play is marked.
    assert!(text.contains("  Box 1: 8♦ K♥  (18)  ← to play"), "{text}");
    let settled = text.rsplit("Right:").next().unwrap_or_default();
    assert!(settled.contains("  Box 1: 8♦ K♥  (18)  ") && settled.contains("  Box 2: "), "{text}");
    assert!(!text.contains("hand 1:"), "{text}");
}

/// Answers a bet of the table's minimum, declines insurance and stands, and fails the test past `limit` answers: a
/// session that asks without end is a bug, not a slow test.
struct Bounded {
    asked: usize,
    limit: usize,
    bet: String,
}

impl AnswerSource for Bounded {
    fn answer(&mut self, _n: usize, q: &Question) -> io::Result<Reply> {
        self.asked += 1;
        assert!(self.asked <= self.limit, "still asking after {} answers: {}", self.limit, q.prompt);
        let line = if q.key == BET_KEY {
            self.bet.as_str()
        } else if q.prompt.contains("Insure") {
            "n"
        } else {
            "s"
        };
        Ok(Reply::Line(line.to_string()))
    }
}

/// A bet on another box never takes the chips of the learner's own smallest bet: with 15 chips at
/// casino-it and 10 on box 1, the own bet of 10 still goes down (the box bet waits for a round the
/// chips cover both), where the learner used to be asked for a bet no answer could meet.
#[test]
fn a_bet_on_another_box_leaves_the_learners_own_smallest_bet() {
    let rules = preset("casino-it").unwrap();
    let chart = bjcoach::strategy::chart::shipped("casino-it").unwrap().unwrap();
    for seed in 0..20 {
        let options = PlayOptions {
            rounds: Some(6),
            bet: None,
            chips: 15,
            seed,
            seats: 2,
            seat: 1,
            bet_on_box: Some(BetOnBox { seat: 0, stake: 10 }),
            boxes: 1,
            dealer_errors: None,
            lang: bjcoach::lang::Lang::En,
        };
        let mut source = Bounded { asked: 0, limit: 200, bet: "10".to_string() };
        let mut clock = FakeClock::new(Duration::from_secs(1));
        let played = run(&rules, &chart, options, &mut source, &mut clock, &mut Warnings::default()).unwrap();
        assert!(played.summary.rounds_played >= 1, "seed {seed}");
    }
}

/// casino-fr with two boxes of the learner's (seed 3): a bet of 600 from 1000 chips cannot go on
/// both boxes, and is refused with the reason, naming the script's line; a bet of 500 is dealt
/// and settled on both.
#[test]
fn a_bet_that_cannot_cover_every_box_is_refused_and_every_box_played_is_settled() {
    let args =
        ["play", "--table", "casino-fr", "--boxes", "2", "--seed", "3", "--rounds", "1", "--chips", "1000"];
    let (out, err) = Run::new(&args).stdin("600\n").expect(2);
    assert!(
        flat(&err).contains(
            "standard input:1: a bet of 600 is refused: a bet of 600 on each of your 2 boxes needs 1200 chips; \
             you have 1000. Accepted: 10 to 500 chips in steps of 10"
        ),
        "{err}"
    );
    assert!(
        flat(&out).contains("Your bet on each of your 2 boxes? (10 to 500 chips in steps of 10; Enter bets 10, the smallest, q to stop)"),
        "{out}"
    );
    let (_, err) = Run::new(&[&args[..], &["--bet", "600"]].concat()).expect(2);
    assert!(
        flat(&err).contains("a bet of 600 on each of your 2 boxes needs 1200 chips; you have 1000"),
        "{err}"
    );

    let out = Run::new(&[&args[..], &["--format", "json"]].concat())
        .stdin(&format!("500\n{}", "s\n".repeat(8)))
        .ok();
    let round = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find_map(|l| l.get("round").cloned())
        .unwrap();
    let boxes: Vec<i64> =
        round["settled"].as_array().unwrap().iter().map(|e| e["box"].as_i64().unwrap()).collect();
    assert_eq!(boxes, vec![1, 2], "{round}");
    assert_eq!(round["net"].as_i64().unwrap() + 1000, round["chips"].as_i64().unwrap());
}

/// Two boxes at a bet of 10 from 25 chips (casino-fr, seed 1): once a loss leaves 15, box 2
/// sits the round out, and the learner is told which box and why.
#[test]
fn a_box_the_chips_cannot_cover_sits_out_and_is_named() {
    let args =
        ["play", "--table", "casino-fr", "--boxes", "2", "--seed", "1", "--rounds", "4", "--chips", "25"];
    let out = Run::new(&[&args[..], &["--bet", "10"]].concat()).stdin(&"s\n".repeat(40)).ok();
    let text = flat(&out);
    assert!(
        text.contains(
            "Round 2 of 4 · bet 10 · chips 15 Box 2 sits out this round: your 15 chips cover 1 bet of 10."
        ),
        "{text}"
    );
}

/// With the dealer's errors and two boxes (casino-fr, seed 5: box 1's blackjack can be paid
/// wrong, so the settlement is called), every box's hands are shown before the call, and the
/// dealer names each hand with its box.
#[test]
fn a_settlement_call_shows_and_names_every_box() {
    let args =
        ["play", "--table", "casino-fr", "--boxes", "2", "--seed", "5", "--rounds", "1", "--bet", "10"];
    let out = Run::new(&[&args[..], &["--dealer-errors", "1"]].concat()).stdin("s\nok\n").ok();
    let text = flat(&out);
    assert!(
        text.contains(
            "Dealer: 8♦ 4♣ A♦ 5♠ Box 1 hand 1: A♥ K♠ (blackjack) Box 2 hand 1: J♠ T♣ (20) The dealer settles: Box 1 hand 1: \
             win, paid 10, 10 back (+10); Box 2 hand 1: win, paid 10, 10 back (+10). Call it?"
        ),
        "{text}"
    );
}

/// At casino-fr (7 seats) a learner at seat 4 of 4 players, playing boxes 4 and 5, is told the
/// table's seats and the 5 boxes in play, and sees both boxes dealt before the first decision
/// (seed 7: box 4 holds a blackjack, which has no decision of its own).
#[test]
fn boxes_are_numbered_as_seats_and_all_shown_before_the_first_decision() {
    let args = [
        "play",
        "--table",
        "casino-fr",
        "--seed",
        "7",
        "--rounds",
        "1",
        "--seats",
        "4",
        "--boxes",
        "2",
        "--bet-on-box",
        "1",
    ];
    let text = crate::cli::flat(&Run::new(&args).stdin("\ns\n").ok());
    assert!(
        text.contains("You sit at seat 4 of the table's 7, the last to play before the dealer."),
        "{text}"
    );
    assert!(text.contains("Seats 1, 2 and 3 play the chart"), "{text}");
    assert!(text.contains("You play boxes 4 and 5, each with your bet: 5 boxes are in play."), "{text}");
    let box4 = text.find("Box 4: K♣ A♦ (blackjack)").expect("box 4 shown");
    let box5 = text.find("Box 5: 6♦ J♦ (16)").expect("box 5 shown");
    let prompt = text.find("Your play?").unwrap();
    assert!(box4 < prompt && box5 < prompt, "{text}");
    let json = Run::new(&[&args[..], &["--format", "json"]].concat()).stdin("\ns\n").ok();
    let lines: Vec<serde_json::Value> = json.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let seating = lines.iter().find_map(|l| l.get("seating")).unwrap();
    assert_eq!((seating["table_seats"].as_u64(), seating["boxes_in_play"].as_u64()), (Some(7), Some(5)));
    let first = lines.iter().find_map(|l| l.get("decision")).unwrap();
    let shown: Vec<u64> =
        first["boxes"].as_array().unwrap().iter().map(|b| b["box"].as_u64().unwrap()).collect();
    assert_eq!(shown, [4, 5]);
}

/// A learner at seat 2 of 3 playing boxes 2 and 3: the player after them sits at seat 4, and is
/// named so at the table, in the round's results and in the standings.
#[test]
fn the_players_after_the_learners_boxes_are_named_by_their_seat() {
    let args = [
        "play",
        "--table",
        "casino-fr",
        "--seed",
        "7",
        "--rounds",
        "2",
        "--seats",
        "3",
        "--seat",
        "2",
        "--boxes",
        "2",
        "--bet",
        "10",
    ];
    let text = crate::cli::flat(&Run::new(&args).stdin(&"s\n".repeat(20)).ok());
    assert!(text.contains("You sit at seat 2 of the table's 7. Seats 1 and 4 play the chart"), "{text}");
    assert!(text.contains("You play boxes 2 and 3, each with your bet: 4 boxes are in play."), "{text}");
    assert!(text.contains(" Seat 4: "), "{text}");
    assert!(!text.contains(" Seat 3: "), "{text}");
    assert!(text.contains("Others: seat 1 ") && text.contains(", seat 4 "), "{text}");
    let standings = text.split("Standings: ").nth(1).unwrap();
    assert!(standings.contains("seat 4 ") && !standings.contains("seat 3 "), "{text}");
}

/// With several boxes, the box to play is marked at each decision (the learner's boxes are
/// listed in the table's order, one of them asked about), and its one hand is named by its box
/// in the settlement: casino-fr, seat 2 of 2 playing boxes 2 to 4, at 60 and 80 columns.
#[test]
fn among_several_boxes_the_one_to_play_is_marked() {
    for width in [60, 80] {
        let args = [
            "play",
            "--table",
            "casino-fr",
            "--boxes",
            "3",
            "--seats",
            "2",
            "--seed",
            "5",
            "--rounds",
            "1",
            "--bet",
            "10",
        ];
        let text = Run::new(&args).columns(width).stdin(&"s\n".repeat(12)).ok();
        let decisions = text.split("\nYour play?").count() - 1;
        assert!(decisions >= 2, "{text}");
        for before in text.split("\nYour play?").take(decisions) {
            let asked = before.rsplit("score").next().unwrap_or_default();
            assert_eq!(asked.matches("← to play").count(), 1, "{asked}");
        }
        let round = text.split("\nSummary:").next().unwrap_or_default();
        insta::assert_snapshot!(format!("several_boxes_marked_at_{width}"), round);
    }
}
