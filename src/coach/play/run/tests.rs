//! A session stepped by hand, one answer at a time, against the same session played by
//! [`super::super::run_counting`] from the lines the hand gave: every event told, every decision
//! and the summary must be the same.

use std::io;
use std::time::Duration;

use super::*;
use crate::coach::drill::question::Expected;
use crate::coach::drill::session::{FakeClock, LineAnswers};
use crate::coach::play::{OtherSeat, run_counting};
use crate::game::action::Action;

/// Every event told, in order, as its debug form.
#[derive(Default)]
struct Told(Vec<String>);

impl PlayObserver for Told {
    fn seated(&mut self, s: &Seating) -> io::Result<()> {
        self.0.push(format!("seated {s:?}"));
        Ok(())
    }
    fn asking_bet(&mut self, a: &BetAsk) -> io::Result<()> {
        self.0.push(format!("asking bet {a:?}"));
        Ok(())
    }
    fn bet_refused(&mut self, a: &BetAsk, r: &RefusedAnswer) -> io::Result<()> {
        self.0.push(format!("bet refused {a:?} {r:?}"));
        Ok(())
    }
    fn round_started(&mut self, s: &RoundStart) -> io::Result<()> {
        self.0.push(format!("round started {s:?}"));
        Ok(())
    }
    fn other_seat(&mut self, o: &OtherSeat) -> io::Result<()> {
        self.0.push(format!("other seat {o:?}"));
        Ok(())
    }
    fn asking(&mut self, a: &Ask) -> io::Result<()> {
        self.0.push(format!("asking {a:?}"));
        Ok(())
    }
    fn refused(&mut self, a: &Ask, r: &RefusedAnswer) -> io::Result<()> {
        self.0.push(format!("refused {a:?} {r:?}"));
        Ok(())
    }
    fn decided(&mut self, d: &Decided) -> io::Result<()> {
        self.0.push(format!("decided {d:?}"));
        Ok(())
    }
    fn round_over(&mut self, r: &RoundReport) -> io::Result<()> {
        self.0.push(format!("round over {r:?}"));
        Ok(())
    }
    fn dealer_checked(&mut self, round: u32, up: crate::game::card::Card) -> io::Result<()> {
        self.0.push(format!("dealer checked {round} {up:?}"));
        Ok(())
    }
}

/// How the hand answers.
#[derive(Clone, Copy, Default)]
struct Hand {
    /// Take insurance (and even money) whenever offered.
    insure: bool,
    /// Every this many decisions, play a legal move the chart does not (0: never).
    wrong_every: usize,
    /// Give this many lines, then stop (`None`: play to the end).
    lines: Option<usize>,
    /// Type `q` at this round's bet.
    quit_at: Option<u32>,
}

/// The time every answer takes: what [`FakeClock`] measures between two readings.
const TIME: Duration = Duration::from_secs(1);

/// The hand's line for a step, and a line to be refused first, if any.
fn line_for(step: &Step, hand: Hand) -> (String, Option<&'static str>) {
    match step {
        Step::Bet(ask) if hand.quit_at == Some(ask.round) => ("q".to_string(), None),
        // Enter, the smallest bet, one step more, in turn; a bet off the step refused first.
        Step::Bet(ask) => match ask.round % 3 {
            0 => (String::new(), None),
            1 => (ask.min.to_string(), Some("seven")),
            _ => ((ask.min + ask.step).min(ask.max).to_string(), None),
        },
        Step::Ask(ask) => match ask.kind {
            AskKind::Insurance => (if hand.insure { "y" } else { "n" }.to_string(), Some("maybe")),
            AskKind::Settlement => (if ask.n % 2 == 0 { "f" } else { "" }.to_string(), Some("perhaps")),
            // Never asked here: these sessions keep no hidden count.
            AskKind::Bet | AskKind::RunningCount | AskKind::TrueCount => ("0".to_string(), Some("zero")),
            AskKind::SitOrLeave => ("p".to_string(), Some("perhaps")),
            AskKind::Play => {
                let chart = match ask.question.expected {
                    Expected::Action(a) if ask.legal.contains(&a) => a,
                    _ => Action::Stand,
                };
                let wrong = ask.legal.iter().copied().find(|&a| a != chart);
                let chosen = match wrong {
                    Some(w) if hand.wrong_every > 0 && ask.n % hand.wrong_every == 0 => w,
                    _ => chart,
                };
                // A move the table does not allow now, where there is one, else an unread word.
                let refused = if ask.legal.contains(&Action::Split) { "zz" } else { "split" };
                (chosen.to_string(), Some(refused))
            }
        },
        Step::Done(_) => (String::new(), None),
    }
}

/// A session stepped by hand: the session, every event told and every line given.
fn by_hand(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    count: Option<&CountSession>,
    hand: Hand,
) -> (PlaySession, Vec<String>, Vec<String>) {
    let mut play = PlayRun::new(rules, chart, options, others, count).unwrap();
    let mut told = Told::default();
    let mut lines: Vec<String> = Vec::new();
    loop {
        let step = play.advance(&mut told).unwrap();
        if let Step::Done(played) = step {
            return (*played, told.0, lines);
        }
        if hand.lines.is_some_and(|most| lines.len() >= most) {
            let played = play.stop();
            assert_eq!(play.advance(&mut told).unwrap(), Step::Done(Box::new(played.clone())));
            return (played, told.0, lines);
        }
        let (line, refused_first) = line_for(&step, hand);
        // A bet the table refuses from a script ends the session: only decisions are refused here.
        if let (Some(bad), Step::Ask(_)) = (refused_first, &step) {
            let before = told.0.len();
            let Taken::Refused(refusal) = play.answer(bad, TIME, &mut told).unwrap() else {
                panic!("`{bad}` taken at {step:?}")
            };
            assert_eq!(refusal.line, bad);
            assert_eq!(told.0.len(), before + 1, "the refusal is told");
            // The same question waits, and asking again tells nothing new.
            assert_eq!(play.advance(&mut told).unwrap(), step);
            assert_eq!(told.0.len(), before + 1);
            lines.push(bad.to_string());
        }
        let taken = play.answer(&line, TIME, &mut told).unwrap();
        assert!(!matches!(taken, Taken::Refused(_)), "{line:?} refused at {step:?}: {taken:?}");
        lines.push(line);
    }
}

/// The same session played from a script of `lines`, as the terminal plays it.
fn from_script(
    rules: &TableRules,
    chart: &Chart,
    options: PlayOptions,
    others: (&PlayTable, &str),
    count: Option<&CountSession>,
    lines: &[String],
) -> (PlaySession, Vec<String>) {
    let script: String = lines.iter().map(|l| format!("{l}\n")).collect();
    let mut source = LineAnswers::new(script.as_bytes());
    let mut clock = FakeClock::new(TIME);
    let mut told = Told::default();
    let played =
        run_counting(rules, chart, options, others, count, &mut source, &mut clock, &mut told).unwrap();
    (played, told.0)
}

/// Steps a session by hand and plays it from the hand's lines: both the same; returns it.
fn same_both_ways(table: &str, options: PlayOptions, count: Option<&str>, hand: Hand) -> PlaySession {
    let rules = crate::game::rules::preset(table).unwrap();
    let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
    let others = PlayTable::from_chart(&chart);
    let count =
        count.map(|c| CountSession::new(&rules, crate::strategy::counting::shipped(c).unwrap()).unwrap());
    let others = (&others, "the chart");
    let (stepped, told, lines) = by_hand(&rules, &chart, options, others, count.as_ref(), hand);
    let (scripted, script_told) = from_script(&rules, &chart, options, others, count.as_ref(), &lines);
    assert_eq!(told.len(), script_told.len(), "as many events told");
    for (i, (a, b)) in told.iter().zip(&script_told).enumerate() {
        assert_eq!(a, b, "event {i}");
    }
    assert_eq!(stepped, scripted);
    stepped
}

fn asked(table: &str, rounds: u32, seed: u64) -> PlayOptions {
    let rules = crate::game::rules::preset(table).unwrap();
    let chips = rules.session.starting_chips.max(100);
    PlayOptions { bet: None, ..PlayOptions::alone(Some(rounds), default_bet(&rules), chips, seed) }
}

#[test]
fn a_session_alone_stepped_by_hand_is_the_session_played_from_its_lines() {
    let played = same_both_ways(
        "quebec-h17",
        asked("quebec-h17", 12, 7),
        None,
        Hand { wrong_every: 4, ..Hand::default() },
    );
    assert_eq!(played.summary.rounds_played, 12);
    assert!(!played.summary.stopped_early);
    assert!(played.decisions.iter().any(|d| !d.record.judgement.correct), "a wrong play was judged");
    let bets: Vec<u64> = played.rounds.iter().map(|r| r.bet).collect();
    assert!(bets.windows(2).any(|w| w[0] != w[1]), "the bets asked differ: {bets:?}");
}

#[test]
fn a_session_with_other_seats_stepped_by_hand_is_the_session_played_from_its_lines() {
    let options = PlayOptions { seats: 4, seat: 1, ..asked("feral", 8, 11) };
    let played = same_both_ways("feral", options, None, Hand::default());
    assert_eq!(played.summary.rounds_played, 8);
    assert!(played.rounds.iter().all(|r| r.seats.len() == 4), "four seats in every round");
}

#[test]
fn a_session_of_several_boxes_stepped_by_hand_is_the_session_played_from_its_lines() {
    let options = PlayOptions { seats: 2, seat: 0, boxes: 2, ..asked("casino-fr", 8, 5) };
    let played = same_both_ways("casino-fr", options, None, Hand { wrong_every: 3, ..Hand::default() });
    assert_eq!(played.summary.rounds_played, 8);
    let learners = |r: &RoundReport| r.seats.iter().filter(|s| s.learner).count();
    assert!(played.rounds.iter().all(|r| learners(r) == 2), "the learner plays two boxes");
}

#[test]
fn a_counting_session_stepped_by_hand_is_the_session_played_from_its_lines() {
    let played = same_both_ways("quebec-s17", asked("quebec-s17", 10, 21), Some("hi-lo"), Hand::default());
    assert_eq!(played.summary.rounds_played, 10);
    assert!(played.decisions.iter().all(|d| d.count.is_some()), "every decision shown the count");
}

#[test]
fn a_session_calling_the_dealer_stepped_by_hand_is_the_session_played_from_its_lines() {
    let options = PlayOptions { dealer_errors: Some(500), ..asked("quebec-h17", 10, 3) };
    let played = same_both_ways("quebec-h17", options, None, Hand::default());
    let calls = played.summary.calls.clone().unwrap();
    assert!(calls.calls > 0 && calls.errors > 0, "{calls:?}");
    assert!(played.decisions.iter().any(|d| d.kind == AskKind::Settlement && d.applied.is_none()));
}

#[test]
fn a_split_stepped_by_hand_is_the_split_played_from_its_lines() {
    let played = same_both_ways("feral", asked("feral", 40, 10), None, Hand::default());
    let split = played.decisions.iter().find(|d| d.applied == Some(Move::Split)).expect("a split");
    let round = played.rounds.iter().find(|r| r.number == split.round).unwrap();
    assert!(round.hands.len() >= 2, "the split hands are settled: {:?}", round.hands);
}

#[test]
fn insurance_taken_by_hand_is_insurance_taken_from_the_lines() {
    let hand = Hand { insure: true, ..Hand::default() };
    let played = same_both_ways("quebec-h17", asked("quebec-h17", 30, 4), None, hand);
    let insured =
        played.decisions.iter().find(|d| matches!(d.applied, Some(Move::Insure(_)))).expect("insured");
    let round = played.rounds.iter().find(|r| r.number == insured.round).unwrap();
    let mine = round.seats.iter().find(|s| s.learner).unwrap();
    assert!(mine.insurance.is_some_and(|i| i > 0), "{mine:?}");
}

#[test]
fn stopping_mid_round_gives_the_summary_the_end_of_the_answers_gives_there() {
    // Lines run out in the middle of a round and at a bet: the hand stops, the script ends.
    for lines in [9, 10, 11, 17] {
        let hand = Hand { lines: Some(lines), ..Hand::default() };
        let played = same_both_ways("quebec-h17", asked("quebec-h17", 12, 7), None, hand);
        assert!(played.summary.stopped_early, "after {lines} lines");
        assert!(played.summary.rounds_played < 12);
    }
    let hand = Hand { quit_at: Some(3), ..Hand::default() };
    let played = same_both_ways("quebec-h17", asked("quebec-h17", 12, 7), None, hand);
    assert_eq!((played.summary.rounds_played, played.summary.stopped_early), (2, true));
}

#[test]
fn a_refused_answer_leaves_the_same_question_waiting() {
    let rules = crate::game::rules::preset("quebec-h17").unwrap();
    let chart = crate::strategy::chart::shipped("quebec-h17").unwrap().unwrap();
    let others = PlayTable::from_chart(&chart);
    let mut play =
        PlayRun::new(&rules, &chart, asked("quebec-h17", 3, 7), (&others, "the chart"), None).unwrap();
    let mut told = Told::default();
    let Step::Bet(bet) = play.advance(&mut told).unwrap() else { panic!("a bet first") };
    let Taken::Refused(refusal) = play.answer("seven", TIME, &mut told).unwrap() else { panic!("taken") };
    assert!(
        refusal.reason.starts_with("`seven` is not a bet: a bet is a whole number of chips"),
        "{refusal:?}"
    );
    assert_eq!(play.advance(&mut told).unwrap(), Step::Bet(bet.clone()));
    assert_eq!(play.answer("", TIME, &mut told).unwrap(), Taken::Bet(bet.min));
    let step = loop {
        match play.advance(&mut told).unwrap() {
            s @ Step::Ask(_) => break s,
            Step::Bet(_) => assert!(matches!(play.answer("", TIME, &mut told).unwrap(), Taken::Bet(_))),
            Step::Done(_) => panic!("no decision"),
        }
    };
    let Step::Ask(ask) = &step else { unreachable!() };
    let bad = if ask.legal.contains(&Action::Split) { "zz" } else { "split" };
    let Taken::Refused(refusal) = play.answer(bad, TIME, &mut told).unwrap() else { panic!("taken") };
    assert!(refusal.reason.contains("Allowed: ") || refusal.reason.contains("zz"), "{refusal:?}");
    assert_eq!(play.advance(&mut told).unwrap(), step);
    let before = play.decisions.len();
    assert!(
        matches!(play.answer("stand", TIME, &mut told).unwrap(), Taken::Decided(d) if d.record.line == "stand")
    );
    assert_eq!(play.decisions.len(), before + 1, "taken once");
}

#[test]
fn an_answer_with_nothing_asked_is_refused_as_such() {
    let rules = crate::game::rules::preset("book").unwrap();
    let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
    let others = PlayTable::from_chart(&chart);
    let options = PlayOptions::alone(Some(1), default_bet(&rules), 100, 1);
    let mut play = PlayRun::new(&rules, &chart, options, (&others, "the chart"), None).unwrap();
    let mut told = Told::default();
    assert!(matches!(play.answer("stand", TIME, &mut told), Err(PlayError::NothingAsked)));
    let played = play.stop();
    assert!(played.summary.stopped_early);
    assert!(matches!(play.answer("stand", TIME, &mut told), Err(PlayError::NothingAsked)));
}

#[test]
fn a_session_under_way_can_be_held_by_another_thread() {
    fn sent<T: Send>() {}
    sent::<PlayRun<'static>>();
    sent::<Step>();
    sent::<PlayError>();
}
