//! A counting session with the count hidden (`play --count hi-lo --hidden`): the count is never
//! shown, it is checked between rounds, and every bet, play and check is judged at the count the
//! cards shown justify. The reference here is an independent recount: Hi-Lo's tags (2 to 6 +1,
//! 7 to 9 0, tens and Aces -1, Stanford Wong, Professional Blackjack, 1994) summed over the cards
//! of the session's own record, the tray read to the nearest half deck, the true count floored.

use std::time::Duration;

use bjcoach::coach::drill::question::Expected;
use bjcoach::coach::play::{
    AskKind, CountSession, Decided, PlayObserver, PlayOptions, PlayRun, RoundReport, Step, default_bet,
};
use bjcoach::game::card::Card;
use bjcoach::game::shoe::ShoeEvent;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};

use crate::cli::Run;

struct Quiet;
impl PlayObserver for Quiet {}

/// Hi-Lo's tag, by rank.
fn hi_lo(card: &Card) -> i32 {
    match card.rank.points() {
        2..=6 => 1,
        7..=9 => 0,
        _ => -1,
    }
}

fn tags(cards: &[Card]) -> i32 {
    cards.iter().map(hi_lo).sum()
}

/// A hidden session at `table` played with answers drawn at random (right and wrong alike):
/// every decision judged and every round, as the session records them.
/// With `seats_vary`, other players come and go about the learner, at the first seat (so that
/// the cards in sight at each of their decisions are the dealer's up card and their own).
fn played(table: &str, seed: u64, rounds: u32, seats_vary: bool) -> (Vec<Decided>, Vec<RoundReport>) {
    let rules = bjcoach::game::rules::preset(table).unwrap();
    let chart = bjcoach::strategy::chart::shipped(table).unwrap().unwrap();
    let system = bjcoach::strategy::counting::shipped("hi-lo").unwrap();
    let mut options = PlayOptions::alone(Some(rounds), default_bet(&rules), 100_000, seed);
    options.bet = None;
    let count = CountSession::new(&rules, system).unwrap().hidden(&rules, bjcoach::lang::Lang::En).unwrap();
    let count = if seats_vary {
        options.seats = 3;
        count.seats_vary(&rules, &options).unwrap()
    } else {
        count
    };
    let others = bjcoach::strategy::simulate::PlayTable::from_chart(&chart);
    let mut run = PlayRun::new(&rules, &chart, options, (&others, "the chart"), Some(&count)).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut quiet = Quiet;
    loop {
        let line = match run.advance(&mut quiet).unwrap() {
            Step::Done(session) => return (session.decisions, session.rounds),
            Step::Bet(ask) => (ask.min * rng.random_range(1..=8)).min(ask.max).to_string(),
            Step::Ask(ask) => match (ask.kind, &ask.question.expected) {
                (AskKind::Play, _) => {
                    let i = rng.random_range(0..ask.legal.len());
                    ask.legal[i].letter().to_ascii_lowercase().to_string()
                }
                (AskKind::Insurance, _) => if rng.random_bool(0.5) { "y" } else { "n" }.to_string(),
                (_, Expected::Count(n)) => format!("{:+}", n + rng.random_range(-1..=1)),
                other => panic!("unexpected question {other:?}"),
            },
        };
        run.answer(&line, Duration::from_secs(2), &mut quiet).unwrap();
    }
}

/// The count a decision is judged at, recounted: `running` the tags summed, `tray` the cards in
/// the discard tray, in a shoe of `decks` decks.
fn recounted(running: i32, tray: usize, decks: i32) -> (i32, i32, i32, i32) {
    let tray_halves = ((2 * tray + 26) / 52) as i32;
    let left_halves = (2 * decks - tray_halves).max(1);
    let true_count = (f64::from(running) * 2.0 / f64::from(left_halves)).floor() as i32;
    (running, tray_halves, left_halves, true_count)
}

fn shown(d: &Decided) -> (i32, i32, i32, i32) {
    let c = d.count.as_ref().expect("a counting session judges at a count");
    (c.running, c.tray_halves as i32, c.left_halves as i32, c.true_count)
}

/// Checks one session: every bet, play, insurance and count check judged at the recounted count,
/// with the expected answer the recount gives; a check after every shoe's last round. Returns
/// how many decisions were recounted.
fn check_session(table: &str, seed: u64, rounds: u32, seats_vary: bool) -> usize {
    let rules = bjcoach::game::rules::preset(table).unwrap();
    let decks = i32::from(rules.decks);
    let ramp = bjcoach::strategy::ramp::shipped("one-to-eight").unwrap();
    let (decisions, reports) = played(table, seed, rounds, seats_vary);
    let (mut running, mut tray, mut recounts) = (0, 0usize, 0);
    for report in &reports {
        let mine: Vec<&Decided> = decisions.iter().filter(|d| d.round == report.number).collect();
        let split = report.hands.len() > 1;
        // Every seat taken this round, the learner's among them, and the dealer.
        let seats = report.seats.iter().flat_map(|s| s.hands.iter().flat_map(|h| h.cards.iter()));
        let round_cards: Vec<Card> = report.dealer.iter().chain(seats).copied().collect();
        if !seats_vary {
            assert_eq!(report.seats.len(), 1, "alone at the table");
        }
        for d in &mine {
            let q = &d.record.question;
            assert!(d.judged || d.kind == AskKind::Play, "{d:?}");
            match d.kind {
                AskKind::Bet => {
                    let now = recounted(running, tray, decks);
                    assert_eq!(shown(d), now, "bet of round {}", report.number);
                    let chips = ramp.chips_at(now.3, &rules);
                    assert_eq!(q.expected, Expected::Chips(chips as i64), "round {}", report.number);
                }
                AskKind::Play | AskKind::Insurance if !split => {
                    let seen: Vec<Card> =
                        q.situation.dealer.iter().chain(q.situation.player.iter()).copied().collect();
                    let now = recounted(running + tags(&seen), tray, decks);
                    assert_eq!(shown(d), now, "{} of round {}", q.key, report.number);
                    if q.key.starts_with("deviation") {
                        // Judged by the values at the count: the best of them, quoted at that count.
                        let best = q.options.iter().max_by(|a, b| a.value.total_cmp(&b.value)).unwrap();
                        assert_eq!(q.expected, Expected::Action(best.action), "{}", q.why);
                        let at = format!("At {} the values are", signed(now.3));
                        assert!(q.why.contains(&at), "{at}: {}", q.why);
                    }
                }
                AskKind::RunningCount | AskKind::TrueCount => {
                    let now = recounted(running + tags(&round_cards), tray + round_cards.len(), decks);
                    assert_eq!(shown(d), now, "check after round {}", report.number);
                    let expected = if d.kind == AskKind::RunningCount { now.0 } else { now.3 };
                    assert_eq!(q.expected, Expected::Count(expected), "{}", q.why);
                }
                _ => continue,
            }
            recounts += 1;
        }
        let shuffled = report.shoe_events.contains(&ShoeEvent::Shuffled);
        if shuffled {
            let kinds: Vec<AskKind> =
                mine.iter().filter(|d| d.kind.is_count_check()).map(|d| d.kind).collect();
            assert_eq!(
                kinds,
                [AskKind::RunningCount, AskKind::TrueCount],
                "shoe's end at round {}",
                report.number
            );
            (running, tray) = (0, 0);
        } else {
            running += tags(&round_cards);
            tray += round_cards.len();
        }
    }
    // Hidden: the count is never part of what the learner was shown.
    assert!(decisions.iter().all(|d| d.count.is_some()));
    recounts
}

fn signed(n: i32) -> String {
    if n > 0 { format!("+{n}") } else { n.to_string() }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every judged count, bet and index play of a hidden session is the one its record's cards
    /// give (feral: four decks, the cut card at three quarters).
    #[test]
    fn every_judged_count_of_a_hidden_session_is_recounted_from_its_record(seed in any::<u64>()) {
        let recounts = check_session("feral", seed, 60, false);
        prop_assert!(recounts >= 60, "{recounts} decisions recounted");
    }

    /// The same with other players coming and going (`--seats-vary`): each round's cards are
    /// those of the seats its record names as taken, and the dealer's.
    #[test]
    fn a_hidden_session_whose_seats_vary_is_recounted_from_its_record(seed in any::<u64>()) {
        let recounts = check_session("feral", seed, 60, true);
        prop_assert!(recounts >= 60, "{recounts} decisions recounted");
    }
}

/// The same at a one-deck table and at an eight-deck one, where trays and conversions differ.
#[test]
fn hidden_sessions_recount_at_one_deck_and_at_eight() {
    for (table, seed) in [("book", 11), ("quebec-h17", 12)] {
        let rules = bjcoach::game::rules::preset(table).unwrap();
        if rules.reshuffle == bjcoach::game::rules::Reshuffle::EveryRound {
            continue;
        }
        assert!(check_session(table, seed, 40, false) >= 40, "{table}");
    }
}

/// A table that shuffles before every round has no count to keep hidden: refused with why.
#[test]
fn a_hidden_count_is_refused_where_every_round_is_shuffled() {
    for table in bjcoach::game::rules::preset_names() {
        let rules = bjcoach::game::rules::preset(table).unwrap();
        let system = bjcoach::strategy::counting::shipped("hi-lo").unwrap();
        let Ok(session) = CountSession::new(&rules, system) else { continue };
        let hidden = session.hidden(&rules, bjcoach::lang::Lang::En);
        let every_round = rules.reshuffle == bjcoach::game::rules::Reshuffle::EveryRound;
        assert_eq!(hidden.is_err(), every_round, "{table}");
        if let Err(why) = hidden {
            assert!(why.contains("shuffles the cards before every round"), "{why}");
        }
    }
}

/// What the learner reads: no count before a decision, a bet judged by the ramp, a count check
/// with its card-by-card recount, at 60 and 80 columns (feral, seed 5).
#[test]
fn a_hidden_session_reads_as_the_learner_sees_it() {
    let args = ["play", "--table", "feral", "--count", "hi-lo", "--hidden", "--rounds", "2", "--seed", "5"];
    for width in [60, 80] {
        let text = Run::new(&args).columns(width).stdin("20\ns\n+1\n0\n10\nh\n").ok();
        assert!(!text.contains("running count +"), "{text}");
        assert!(text.contains("Count check: what is the Hi-Lo running count?"), "{text}");
        insta::assert_snapshot!(format!("hidden_session_at_{width}"), text);
    }
    // The JSON record carries the count each answer was judged at.
    let mut json_args = args.to_vec();
    json_args.extend(["--format", "json"]);
    let out = Run::new(&json_args).stdin("20\ns\n+1\n0\n10\nh\n").ok();
    let kinds: Vec<String> = out
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| v.get("decision").cloned())
        .inspect(|d| assert!(d["count"]["true"].is_i64(), "{d}"))
        .map(|d| d["kind"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, ["bet", "play", "running-count", "true-count", "bet", "play"]);
}

/// `--hidden` needs a count, and a fixed bet cannot be judged by a ramp: both refused (exit 2).
#[test]
fn hidden_needs_a_count_and_an_asked_bet() {
    let (_, err) = Run::new(&["play", "--hidden"]).expect(2);
    assert!(err.contains("--count"), "{err}");
    let (_, err) = Run::new(&["play", "--count", "hi-lo", "--hidden", "--bet", "10"]).expect(2);
    assert!(err.contains("--bet"), "{err}");
}

/// The count checks of a hidden session are saved apart from play's decisions, as answers of
/// counting in play (`count-in-play`), and the learning path's stage "Keep the count in play"
/// counts them and nothing else of the session: its accuracy is recounted here from the checks.
#[test]
fn the_count_checks_of_a_hidden_session_are_the_answers_of_the_stage_of_counting_in_play() {
    use bjcoach::coach::learner::learning_path::{MASTERY_WINDOW, path, status_at};
    use bjcoach::coach::learner::record::HIDDEN_COUNT_DRILL;
    let table = "quebec-s17";
    let (decisions, _) = played(table, 7, 60, false);
    let judged: Vec<&Decided> = decisions.iter().filter(|d| d.judged).collect();
    let records: Vec<_> = judged.iter().map(|d| d.answer_record(table, 1_000)).collect();
    let is_check = |d: &Decided| matches!(d.kind, AskKind::RunningCount | AskKind::TrueCount);
    for (d, r) in judged.iter().zip(&records) {
        let saved_as = if is_check(d) { HIDDEN_COUNT_DRILL } else { "play" };
        assert_eq!(r.drill, saved_as, "{:?}", d.kind);
    }
    let checks: Vec<&Decided> = judged.iter().copied().filter(|d| is_check(d)).collect();
    assert!(checks.len() >= 10, "{} checks", checks.len());
    let rules = bjcoach::game::rules::preset(table).unwrap();
    let statuses =
        status_at(path("book").unwrap(), &rules, &records, |t| bjcoach::game::rules::preset(t).ok(), 1_000);
    for status in &statuses {
        let expected = if status.stage.name == "Keep the count in play" { checks.len() } else { 0 };
        assert_eq!(status.answers, expected, "{}", status.stage.name);
    }
    // Every check took 2 s, within the stage's time: its accuracy is the last checks' share right.
    let last = &checks[checks.len().saturating_sub(MASTERY_WINDOW)..];
    let right = last.iter().filter(|d| d.record.judgement.correct).count();
    let stage = statuses.iter().find(|s| s.stage.name == "Keep the count in play").unwrap();
    assert_eq!(stage.recent_accuracy_percent, Some(right as f64 * 100.0 / last.len() as f64));
}
