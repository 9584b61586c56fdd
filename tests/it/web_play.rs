//! Play in a browser, through the server's router in-process: the start form, starts refused in
//! words, whole rounds at fixed seeds checked against the same session stepped by the coach
//! itself, a split and insurance where offered, refused answers (422, nothing judged or saved),
//! the summary at a stop and the decisions in the store afterwards.
//!
//! A session is started at a fixed shoe by the start form's `seed` field, which the page does not
//! show (a field for tests and for replaying a session).

use std::time::Duration;

use axum::http::StatusCode;
use bjcoach::coach::drill::preset_chart;
use bjcoach::coach::play::{PlayObserver, PlayOptions, PlayRun, RoundReport, Step};
use bjcoach::game::rules::preset;
use bjcoach::strategy::simulate::PlayTable;

use crate::web::{Answer, Site, encoded, question_of};

/// The coach's router, with what these tests read of its sessions and store.
struct Browser {
    site: Site,
}

impl Browser {
    fn new() -> Browser {
        Browser { site: Site::new() }
    }

    fn get(&self, path: &str) -> Answer {
        self.site.get(path)
    }

    fn post(&self, path: &str, form: &[(&str, &str)]) -> Answer {
        self.site.post(path, &encoded(form))
    }

    /// Sends `line` as the answer to the question `page` (the page of the session at `at`) asks.
    fn answer(&self, at: &str, page: &str, line: &str) -> Answer {
        self.post(&format!("{at}/answer"), &[("answer", line), ("question", &question_of(page))])
    }

    /// Starts a session, returning its address.
    fn start(&self, form: &[(&str, &str)]) -> String {
        let reply = self.post("/play", form);
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        reply.location().to_string()
    }

    fn held(&self) -> usize {
        self.site.app.plays.lock().unwrap().len()
    }

    /// The answers in the journals of the sessions under way.
    fn journaled(&self) -> usize {
        std::fs::read_dir(self.site.dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("journal-"))
            .map(|p| std::fs::read_to_string(p).unwrap().lines().count())
            .sum()
    }

    fn saved_decisions(&self) -> usize {
        self.site.app.store.read().unwrap().standing.answers(Some("play"))
    }
}

/// The answers a page offers: each decision button's value.
fn offered(page: &str) -> Vec<String> {
    page.split("name=\"answer\" value=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_string())
        .collect()
}

/// What a page asks.
#[derive(Debug, PartialEq)]
enum Asked {
    Bet,
    Decision(Vec<String>),
    Summary,
}

fn asked(page: &str) -> Asked {
    if page.contains("id=\"summary\"") {
        Asked::Summary
    } else if page.contains("id=\"bet-form\"") {
        Asked::Bet
    } else {
        assert!(page.contains("id=\"decision\""), "{page}");
        Asked::Decision(offered(page))
    }
}

/// Plays a session from its page to its summary: Enter at every bet, `choose` at every decision
/// (given the answers offered). Returns every line sent and every page seen.
fn play_through(
    b: &Browser,
    at: &str,
    choose: &mut dyn FnMut(&[String]) -> String,
) -> (Vec<String>, Vec<String>) {
    let (mut lines, mut pages) = (Vec::new(), Vec::new());
    for _ in 0..2000 {
        let page = b.get(at);
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        let line = match asked(&page.body) {
            Asked::Summary => {
                pages.push(page.body);
                return (lines, pages);
            }
            Asked::Bet => String::new(),
            Asked::Decision(offered) => choose(&offered),
        };
        let reply = b.answer(at, &page.body, &line);
        pages.push(page.body);
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{line}: {}", reply.body);
        lines.push(line);
    }
    panic!("the session did not end");
}

/// Stands where it may, declines insurance, accepts every settlement.
fn stand(offered: &[String]) -> String {
    for answer in ["s", "n", "ok"] {
        if offered.iter().any(|o| o == answer) {
            return answer.to_string();
        }
    }
    offered[0].clone()
}

/// The rounds of the same session stepped by the coach itself from the same lines.
#[derive(Default)]
struct Rounds(Vec<RoundReport>);

impl PlayObserver for Rounds {
    fn round_over(&mut self, r: &RoundReport) -> std::io::Result<()> {
        self.0.push(r.clone());
        Ok(())
    }
}

fn replayed(table: &str, options: PlayOptions, lines: &[String]) -> Vec<RoundReport> {
    let rules = preset(table).unwrap();
    let chart = preset_chart(&rules).unwrap();
    let others = PlayTable::from_chart(&chart);
    let mut run = PlayRun::new(&rules, &chart, options, (&others, "the chart"), None).unwrap();
    let mut rounds = Rounds::default();
    let mut lines = lines.iter();
    loop {
        match run.advance(&mut rounds).unwrap() {
            Step::Done(_) => return rounds.0,
            _ => {
                let line = lines.next().expect("a line for every question");
                run.answer(line, Duration::ZERO, &mut rounds).unwrap();
            }
        }
    }
}

fn alone(rounds: u32, chips: u64, seed: u64) -> PlayOptions {
    PlayOptions {
        rounds: Some(rounds),
        bet: None,
        chips,
        seed,
        seats: 1,
        seat: 0,
        bet_on_box: None,
        boxes: 1,
        dealer_errors: None,
        lang: bjcoach::lang::Lang::En,
    }
}

#[test]
fn the_start_form_offers_the_tables_rounds_chips_players_and_counts() {
    let b = Browser::new();
    let page = b.get("/play?table=feral");
    assert_eq!(page.status, StatusCode::OK);
    for hook in [
        "action=\"/play\"",
        "name=\"table\" value=\"feral\"",
        "name=\"rounds\"",
        "name=\"chips\"",
        "name=\"seats\" id=\"seats\" min=\"1\" max=\"7\"",
        "<option value=\"hi-lo\">",
    ] {
        assert!(page.body.contains(hook), "{hook}");
    }
    // Boxes only where the table lets a player take vacant ones.
    assert!(!page.body.contains("name=\"boxes\""));
    let page = b.get("/play?table=casino-fr");
    assert!(page.body.contains("name=\"boxes\""));
}

#[test]
fn a_start_with_a_bad_table_or_bad_numbers_is_refused_and_holds_nothing() {
    let b = Browser::new();
    let reply = b.post("/play", &[("table", "nowhere")]);
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(reply.body.contains("Table: "), "{}", reply.body);
    let reply = b.post("/play", &[("table", "feral"), ("chips", "lots")]);
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(reply.body.contains("Chips: <code>lots</code> is not a number from 1 to"), "{}", reply.body);
    let reply = b.post("/play", &[("table", "feral"), ("seats", "9")]);
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(
        reply.body.contains("Players at the table: <code>9</code> is not a number from 1 to 7"),
        "{}",
        reply.body
    );
    let reply = b.post("/play", &[("table", "feral"), ("boxes", "2")]);
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    let reply = b.post("/play", &[("table", "feral"), ("count", "hi-hi")]);
    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert!(reply.body.contains("there is no counting system called"), "{}", reply.body);
    assert_eq!(b.held(), 0);
    assert_eq!(b.saved_decisions(), 0);
}

#[test]
fn a_round_at_a_fixed_seed_plays_to_the_result_the_coach_settles() {
    let b = Browser::new();
    let at = b.start(&[("table", "feral"), ("rounds", "2"), ("chips", "100"), ("seed", "3")]);
    let (lines, pages) = play_through(&b, &at, &mut stand);
    // The same session stepped by the coach from the same lines: the same settlement, line by line.
    let rounds = replayed("feral", alone(2, 100, 3), &lines);
    assert_eq!(rounds.len(), 2);
    let all = pages.join("\n");
    for r in &rounds {
        assert!(all.contains(&format!("id=\"round-{}\"", r.number)));
        for e in r.seats.iter().filter(|s| s.learner).flat_map(|s| &s.settled) {
            let reason = bjcoach::web::escape(&e.reason.to_string());
            assert!(all.contains(&reason), "round {}: {reason}", r.number);
        }
        let chips = format!("Chips: {} (", r.chips_after);
        assert!(all.contains(&chips), "{chips}");
    }
    let last = pages.last().unwrap();
    let end = rounds.last().unwrap().chips_after;
    assert!(last.contains(&format!("Chips: 100 → {end}")), "{last}");
    // The dealer's hole card lies face down while the learner decides at this peek table.
    let decision = pages.iter().find(|p| p.contains("id=\"decision\"")).expect("a decision at seed 3");
    eprintln!("{decision}");
    assert!(decision.contains("a card face down"));
    assert!(decision.contains("class=\"seat mine\""));
}

#[test]
fn a_split_offered_is_played_and_its_hands_settled() {
    // Seed 0 at feral offers a split within 10 rounds (found by playing seeds from 0 on).
    let b = Browser::new();
    let at = b.start(&[("table", "feral"), ("rounds", "10"), ("seed", "0")]);
    let mut split = false;
    let (_, pages) = play_through(&b, &at, &mut |offered: &[String]| {
        if !split && offered.iter().any(|o| o == "p") {
            assert!(offered.iter().all(|o| ["h", "s", "d", "p", "r"].contains(&o.as_str())), "{offered:?}");
            split = true;
            return "p".to_string();
        }
        stand(offered)
    });
    assert!(split, "a split is offered at seed 0");
    let all = pages.join("\n");
    assert!(all.contains("value=\"p\" data-key=\"p\">Split<kbd>p</kbd>"));
    // The table's order of play is said while the seat holds both hands, in the rule's own words.
    let order = bjcoach::game::describe::split_order_words(preset("feral").unwrap().split_order);
    assert!(all.contains(&format!("<p class=\"note split-order\">{order}</p>")), "{all}");
    // The split hands are shown side by side, then each settled by the ledger.
    assert!(all.contains("Played as you chose: split."));
    assert!(all.contains("<span class=\"note\">Hand 2:</span>"));
    assert!(
        all.contains("<li class=") && all.contains("Hand 2: <span class=\"hand\">"),
        "the second hand is settled"
    );
}

#[test]
fn insurance_offered_is_taken_and_settled() {
    // Seed 0 at quebec-h17 offers insurance within 30 rounds (found by playing seeds from 0 on).
    let b = Browser::new();
    let at = b.start(&[("table", "quebec-h17"), ("rounds", "30"), ("seed", "0")]);
    let mut insured = false;
    let (_, pages) = play_through(&b, &at, &mut |offered: &[String]| {
        if !insured && offered.iter().any(|o| o == "y") {
            assert_eq!(offered, ["y", "n"]);
            insured = true;
            return "y".to_string();
        }
        stand(offered)
    });
    assert!(insured, "insurance is offered at seed 0");
    let all = pages.join("\n");
    assert!(all.contains("value=\"y\" data-key=\"y\">Insure<kbd>y</kbd>"));
    // Judged by basic strategy, which never insures: its cost in chips at the round's bet.
    assert!(all.contains("<span class=\"label bad\">Wrong:</span> you said yes; the answer is no"), "{all}");
    assert!(all.contains(" chips at a bet of "));
    assert!(all.contains("Insurance of "), "the insurance is settled");
}

#[test]
fn a_refused_answer_is_422_with_the_words_and_nothing_judged_or_saved() {
    let b = Browser::new();
    let at = b.start(&[("table", "feral"), ("rounds", "5"), ("seed", "3")]);
    // A bet off the table's limits.
    let page = b.get(&at);
    assert_eq!(asked(&page.body), Asked::Bet);
    let reply = b.site.follow(b.answer(&at, &page.body, "seven"));
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(reply.body.contains("Not taken:"), "{}", reply.body);
    assert!(reply.body.contains("id=\"bet-form\""));
    // An answer of a control character, and one too long.
    let reply = b.site.follow(b.answer(&at, &page.body, "1\n2"));
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(reply.body.contains("an answer is a word or a number on one line"));
    // Then a decision answered with a word that is no move.
    loop {
        let page = b.get(&at);
        match asked(&page.body) {
            Asked::Bet => {
                b.answer(&at, &page.body, "");
            }
            Asked::Decision(_) => break,
            Asked::Summary => panic!("no decision asked"),
        }
    }
    let before = b.get(&at).body;
    let reply = b.site.follow(b.answer(&at, &before, "zz"));
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(reply.body.contains("Not taken:"));
    assert!(reply.body.contains("<code>zz</code>"), "{}", reply.body);
    // The same decision waits.
    let prompt =
        |page: &str| page.split("class=\"prompt\"").nth(1).unwrap().split("</p>").next().unwrap().to_string();
    assert_eq!(prompt(&reply.body), prompt(&before));
    assert_eq!(b.journaled(), 0);
    assert_eq!(b.saved_decisions(), 0);
    let reply = b.post(&format!("{at}/stop"), &[]);
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let page = b.get(&at).body;
    assert!(page.contains("Decisions: 0 right out of 0"), "{page}");
    assert!(page.contains("No decisions to save."));
    assert_eq!(b.saved_decisions(), 0);
}

#[test]
fn the_summary_at_a_stop_counts_the_decisions_and_the_store_keeps_them() {
    let b = Browser::new();
    let at = b.start(&[("table", "feral"), ("rounds", "20"), ("seed", "5")]);
    let mut decisions = 0;
    while decisions < 3 {
        let page = b.get(&at).body;
        let (line, decided) = match asked(&page) {
            Asked::Bet => (String::new(), false),
            Asked::Decision(offered) => {
                decisions += 1;
                (stand(&offered), true)
            }
            Asked::Summary => panic!("the session ended early"),
        };
        let reply = b.answer(&at, &page, &line);
        assert_eq!(reply.status, StatusCode::SEE_OTHER);
        if decided {
            let page = b.get(&at).body;
            assert!(page.contains("id=\"verdict\""), "every decision is judged on the next page");
        }
    }
    // Journaled as they are given, a line each; the store counts them once the session ends.
    assert_eq!(b.journaled(), 3);
    assert_eq!(b.saved_decisions(), 0);
    b.post(&format!("{at}/stop"), &[]);
    let page = b.get(&at).body;
    assert!(page.contains("id=\"summary\""));
    assert!(page.contains("(stopped early; an unfinished round is not counted)"), "{page}");
    assert!(page.contains("right out of 3"), "{page}");
    assert!(page.contains("Value given away: "), "{page}");
    assert!(page.contains("Your 3 decisions are saved"), "{page}");
    assert_eq!(b.saved_decisions(), 3);
    // An answer after the end is refused with the summary; nothing more is saved.
    let reply = b.site.follow(b.post(&format!("{at}/answer"), &[("answer", "h"), ("question", "4")]));
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert!(reply.body.contains("id=\"summary\""), "{}", reply.body);
    assert_eq!(b.saved_decisions(), 3);
}

/// The cards drawn face up in a page's table, by their labels.
fn cards_on_the_table(page: &str) -> Vec<String> {
    let table = page.split("id=\"table\"").nth(1).unwrap().split("id=\"chips\"").next().unwrap();
    table
        .split("aria-label=\"")
        .skip(1)
        .map(|rest| rest[..rest.find('"').unwrap()].to_string())
        .filter(|label| label != "a card face down")
        .collect()
}

#[test]
fn other_seats_are_drawn_in_seat_order_with_the_learners_marked() {
    let b = Browser::new();
    let at = b.start(&[("table", "feral"), ("rounds", "3"), ("seats", "3"), ("seed", "3")]);
    let (_, pages) = play_through(&b, &at, &mut stand);
    let decision = pages.iter().find(|p| p.contains("id=\"decision\"")).expect("a decision at seed 3");
    let seating = "You sit at seat 3 of the table's 7, the last to play before the dealer. Seats 1 and 2 play the chart";
    assert!(decision.contains(&bjcoach::web::escape(seating)));
    let seat = |n: usize| decision.find(&format!("data-seat=\"{n}\"")).unwrap();
    assert!(seat(1) < seat(2) && seat(2) < seat(3));
    assert!(decision.contains("<div class=\"seat mine\" data-seat=\"3\">"));
    // The seats before the learner's have played: their cards are shown, as at the terminal.
    let before = &decision[seat(1)..seat(3)];
    assert!(before.contains("aria-label="), "{before}");
}

#[test]
fn a_counting_learner_is_shown_the_count_of_the_cards_on_the_table() {
    let b = Browser::new();
    let at = b.start(&[("table", "quebec-h17"), ("rounds", "1"), ("count", "hi-lo"), ("seed", "3")]);
    let (_, pages) = play_through(&b, &at, &mut stand);
    let decision = pages.iter().find(|p| p.contains("id=\"decision\"")).expect("a decision at seed 3");
    // The first decision after the shuffle: the running count is the Hi-Lo count of the cards
    // face up on the table, counted here from their drawings (2-6 count +1, 7-9 0, tens and aces -1).
    let hi_lo = |label: &String| match label.split(' ').next().unwrap() {
        "two" | "three" | "four" | "five" | "six" => 1,
        "seven" | "eight" | "nine" => 0,
        _ => -1,
    };
    let cards = cards_on_the_table(decision);
    assert!(cards.len() >= 3, "{cards:?}");
    let running: i32 = cards.iter().map(hi_lo).sum();
    assert!(decision.contains(&format!("Hi-Lo: running count {running:+};")), "{cards:?}");
}

/// "Hide the count": no page shows the count, the running and the true count are asked between
/// rounds in a field of their own (after every shoe's end and at random, as at the terminal), and
/// the session ends with its summary; without a counting system it is refused in words.
#[test]
fn a_hidden_count_is_never_shown_and_is_asked_between_rounds() {
    let b = Browser::new();
    let at =
        b.start(&[("table", "feral"), ("rounds", "12"), ("count", "hi-lo"), ("hidden", "1"), ("seed", "5")]);
    let (lines, pages) = play_through(&b, &at, &mut |offered| {
        if offered.is_empty() { "+0".to_string() } else { "s".to_string() }
    });
    assert!(pages.iter().all(|p| !p.contains("class=\"note count\"")), "a count was shown");
    let checks: Vec<&String> = pages.iter().filter(|p| p.contains("id=\"count-answer\"")).collect();
    assert!(checks.len() >= 2, "{} count checks", checks.len());
    assert!(checks.iter().any(|p| p.contains("what is the Hi-Lo running count?")));
    assert!(checks.iter().any(|p| p.contains("And the true count?")));
    // A count check shows no table: the count is the learner's to keep.
    assert!(checks.iter().all(|p| !p.contains("id=\"table\"")));
    assert!(lines.iter().filter(|l| *l == "+0").count() >= 2);
    // The session ends with where the edge went, in the terminal's words: a row for each part.
    let end = pages.last().unwrap();
    assert!(end.contains("Where the edge went (chips per 100 rounds, 12 played):"), "{end}");
    let figures: Vec<f64> = [
        "Running count",
        "True count",
        "Bets off the ramp",
        "Chart plays",
        "Index plays",
        "Insurance",
        "Total",
    ]
    .iter()
    .map(|part| {
        let row = format!("<th scope=\"row\">{part}</th><td class=\"num\">");
        let at = end.find(&row).unwrap_or_else(|| panic!("{part}: {end}")) + row.len();
        end[at..].split('<').next().unwrap().parse().unwrap()
    })
    .collect();
    let (parts, total) = figures.split_at(6);
    // Each figure is rounded alone, to the hundredth.
    assert!((parts.iter().sum::<f64>() - total[0]).abs() <= 0.035, "{figures:?}");
    assert!(end.contains("last count check since the shuffle was wrong"), "{end}");
    let refused = b.post("/play", &[("table", "feral"), ("hidden", "1")]);
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.body.contains("choose a counting system"), "{}", refused.body);
}

/// "Before each round: play, sit out or leave": asked before every round, between rounds with no
/// table shown (the count shown, as it is not hidden), with three answers; a round sat out is
/// played by the others, and the session ends with its summary. Refused in words without a count
/// or without another player to watch.
#[test]
fn choosing_before_each_round_is_asked_between_rounds_with_three_answers() {
    let b = Browser::new();
    let form = [
        ("table", "quebec-h17"),
        ("rounds", "4"),
        ("seats", "3"),
        ("count", "hi-lo"),
        ("wong", "1"),
        ("seed", "5"),
    ];
    let at = b.start(&form);
    let choices = ["p", "s", "l"].map(str::to_string);
    let (lines, pages) = play_through(&b, &at, &mut |offered| {
        if offered == choices { "s".to_string() } else { stand(offered) }
    });
    let asked: Vec<&String> =
        pages.iter().filter(|p| p.contains("Before the next round: play, sit out or leave?")).collect();
    assert_eq!(asked.len(), 4, "once before each of the 4 rounds");
    assert!(asked.iter().all(|p| !p.contains("id=\"table\"") && p.contains("class=\"note count\"")));
    assert!(asked.iter().all(|p| p.contains(">Sit out<")), "the three answers are named");
    assert_eq!(lines.iter().filter(|l| *l == "s").count(), 4, "every round sat out");
    assert!(pages.last().unwrap().contains("id=\"summary\""));
    let refused = b.post("/play", &[("table", "quebec-h17"), ("seats", "3"), ("wong", "1")]);
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.body.contains("choose a counting system"), "{}", refused.body);
    let alone = b.post("/play", &[("table", "quebec-h17"), ("count", "hi-lo"), ("wong", "1")]);
    assert_eq!(alone.status, StatusCode::BAD_REQUEST);
    assert!(alone.body.contains("give 2 seats or more"), "{}", alone.body);
}
