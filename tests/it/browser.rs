//! The coach in a real browser (started as [`crate::browser_common`] starts it): a learner's walk
//! answered by the keyboard, then the same answers read by `bjcoach stats` from the same folder.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::json;

use crate::browser_common::{
    Coach, coach, find_soon, next_page, page_source, page_words, press, type_line, wait_for,
};
use crate::cli::Run;
use crate::web::words;

/// Presses a key twice as fast as the driver can, as a learner whose finger bounces does: the
/// page sends one answer.
async fn press_twice(client: &Client, key: char) {
    let keys = KeyActions::new("keyboard".to_string())
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key })
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key });
    client.perform_actions(keys).await.unwrap();
}

/// Where the screenshots for the README are written: `docs/` when asked for, else out of the way.
fn screenshot_dir() -> PathBuf {
    match std::env::var_os("BJCOACH_SCREENSHOTS") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots"),
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_learner_practises_in_the_browser_and_the_command_line_sees_every_answer() {
    let coach = coach().await;
    let client = &coach.client;

    // The printed address opened at the home; its key went into a cookie and out of the address.
    let home = page_words(client).await;
    assert!(home.contains("Count hands (stage 1 of 16), with the hand-totals drill at book"), "{home}");
    assert!(!client.current_url().await.unwrap().as_str().contains("key="));
    std::fs::create_dir_all(screenshot_dir()).unwrap();

    // A whole drill by the keyboard: Enter starts the suggested one, each total typed and Enter.
    press(client, char::from(Key::Enter)).await;
    wait_for(client, "Question 1 of 10").await;
    // Answers given, and questions answered (the first answers; the round of misses apart).
    let mut answered = 0;
    let mut first = 0;
    loop {
        let text = page_words(client).await;
        if text.contains("Summary") {
            break;
        }
        assert!(answered < 40, "the drill never ended: {text}");
        type_line(client, "17").await;
        answered += 1;
        first = answered.min(10);
        wait_for(client, &score_after(answered, 10)).await;
    }
    let summary = page_words(client).await;
    assert!(summary.contains(&format!("Your {answered} answers are saved")), "{summary}");

    // A decision drill answered by its keys: h for hit on every hand.
    coach.start_drill("hard-decisions", "book", &[("count", "3")], None).await;
    wait_for(client, "Question 1 of 3").await;
    let before = answered;
    let mut shot_taken = false;
    loop {
        let text = page_words(client).await;
        if text.contains("Summary") {
            break;
        }
        assert!(answered < before + 10, "the drill never ended: {text}");
        // Hit where the question offers it, else stand; each key pressed twice at once, and only
        // one answer sent (the stats at the end count every answer saved).
        let source = page_source(client).await;
        let key = if source.contains("data-key=\"h\"") { 'h' } else { 's' };
        press_twice(client, key).await;
        answered += 1;
        first += usize::from(answered - before <= 3);
        let judged = wait_for(client, &score_after(answered - before, 3)).await;
        assert!(!judged.contains("Not taken"), "{judged}");
        assert!(
            judged.contains("Right:")
                || judged.contains("Wrong: you said")
                || judged.contains("Close call: you said"),
            "{judged}"
        );
        if !judged.contains("Right:") {
            // A miss is explained: the plays compared, the chart's row, the why (a close call's
            // explanation is folded under its one line, in the page but not shown until opened).
            let explained =
                if judged.contains("Close call:") { page_source(client).await } else { judged.clone() };
            assert!(explained.contains("Chart:") && explained.contains("Why:"), "{explained}");
            if !shot_taken && judged.contains("Question") {
                let shot = client.screenshot().await.unwrap();
                std::fs::write(screenshot_dir().join("drill.png"), shot).unwrap();
                shot_taken = true;
            }
        }
    }

    // A running count flashes its cards at the pace chosen, clears them, and only then asks.
    coach.start_drill("running-count", "quebec-s17", &[("count", "2"), ("pace", "0.1")], None).await;
    wait_for(client, "Question 1 of 2").await;
    let hidden = "return document.querySelector('form.answer').hidden;";
    assert_eq!(
        client.execute(hidden, vec![]).await.unwrap(),
        json!(true),
        "asked before the cards were shown"
    );
    let started = Instant::now();
    while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
        assert!(started.elapsed() < Duration::from_secs(20), "the flash never ended");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let shown = "return document.querySelectorAll('.flash-group:not([hidden])').length;";
    assert_eq!(client.execute(shown, vec![]).await.unwrap(), json!(0), "cards left on the felt");
    type_line(client, "0").await;
    first += 1;
    wait_for(client, "score").await;
    // Stopped after one question, the session saves its answer.
    find_soon(client, "form.inline button").await.click().await.unwrap();
    wait_for(client, "Your answer is saved").await;

    // A timed running count whose flash is longer than the time allowed, answered as soon as it
    // is asked: in time, since the time runs from the last card cleared.
    let fields = [("count", "1"), ("pace", "0.5"), ("timed", "4")];
    coach.start_drill("running-count", "quebec-s17", &fields, Some(4)).await;
    wait_for(client, "Question 1 of 1").await;
    let cards = page_source(client).await.matches("class=\"flash-group\"").count();
    assert!(cards > 8, "a flash of {cards} cards at 0.5 s is not longer than the 4 s allowed");
    let flashing = Instant::now();
    while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
        assert!(flashing.elapsed() < Duration::from_secs(30), "the flash never ended");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    type_line(client, "0").await;
    first += 1;
    let judged = wait_for(client, "score").await;
    assert!(!judged.contains("allowed"), "timed from the page rather than the flash's end: {judged}");
    // Missed, it is asked once more: stopped there.
    if !judged.contains("Summary") {
        find_soon(client, "form.inline button").await.click().await.unwrap();
    }
    wait_for(client, "Your answer is saved").await;

    // Play: a split where one is offered, and insurance taken where it is offered (shoes whose
    // first round offers them: feral's seed 10 deals a pair, quebec-h17's seed 6 an Ace up).
    let split = play_by_keys(&coach, "feral", 2, 10, 'p').await;
    assert!(split.contains("Played as you chose: split."), "{split}");
    let insured = play_by_keys(&coach, "quebec-h17", 2, 6, 'y').await;
    assert!(insured.contains("Wrong: you said yes; the answer is no"), "{insured}");
    assert!(insured.contains("Insurance of "), "the insurance is settled: {insured}");

    // Progress shows the answers just given.
    client.goto(&coach.at("/progress?table=book")).await.unwrap();
    let progress = wait_for(client, "answers saved").await;
    // Questions answered: each once, by its first answer.
    let saved = first + decisions(&split) + decisions(&insured);
    assert!(progress.contains(&format!("{saved} answers saved")), "{progress}");
    std::fs::write(screenshot_dir().join("progress.png"), client.screenshot().await.unwrap()).unwrap();

    // A phone's width: every page fits without scrolling sideways (a wide chart scrolls inside
    // its own box): the chart, a drill's question, the play table, progress, the rules.
    client.set_window_size(360, 800).await.unwrap();
    for (path, shown) in [
        ("/chart?table=book", "Strategy chart"),
        ("/drills?table=book", "Drills"),
        ("/play?table=casino-fr", "Play at"),
        ("/progress?table=book", "answers saved"),
        ("/rules?table=casino-fr", "Decks"),
    ] {
        client.goto(&coach.at(path)).await.unwrap();
        wait_for(client, shown).await;
        fits_a_phone(client, path).await;
    }
    coach.start_drill("split-decisions", "casino-fr", &[], None).await;
    fits_a_phone(client, "a split question").await;
    std::fs::write(screenshot_dir().join("drill-phone.png"), client.screenshot().await.unwrap()).unwrap();

    // The command line reads the same answers from the same folder, the decisions played among
    // them.
    let stats = Run::new(&["stats", "--table", "book"]).data_dir(coach.data.path()).ok();
    let saved = first + decisions(&split) + decisions(&insured);
    assert!(stats.contains(&format!("Your progress: {saved} answers saved")), "{stats}");
}

/// The score shown after the `k`th answer of a drill of `count` questions: `/k` for a question's
/// first answer, then, in the round of misses (where the same answer to the same question is
/// wrong again), `once more 0/j` for its `j`th.
fn score_after(k: usize, count: usize) -> String {
    if k <= count { format!("/{k}") } else { format!("once more 0/{}", k - count) }
}

/// The decisions a play session's summary counts (`Decisions: 7 right out of 9`).
fn decisions(pages: &str) -> usize {
    let summary = pages.lines().last().unwrap_or_default();
    let (_, after) = summary.split_once("Decisions: ").unwrap_or_else(|| panic!("no decisions in {summary}"));
    let words: Vec<&str> = after.split_whitespace().collect();
    words[4].trim_end_matches(|c: char| !c.is_ascii_digit()).parse().unwrap_or_else(|_| panic!("{after}"))
}

/// A play session at `table` for `rounds` rounds from `seed`, played by the keys: Enter at every
/// bet (the smallest, then the last again), `wanted` the first time it is offered, else stand
/// (or hit where standing is not offered). Gives the words of every page it showed, the summary
/// last.
async fn play_by_keys(coach: &Coach, table: &str, rounds: u32, seed: u64, wanted: char) -> String {
    let client = &coach.client;
    coach.start_play(table, &[("rounds", &rounds.to_string())], seed).await;
    let mut done = false;
    let mut shot = false;
    let mut shown = Vec::new();
    for _ in 0..(rounds * 12) {
        let source = page_source(client).await;
        let step = words(&source);
        shown.push(step.clone());
        if source.contains("id=\"summary\"") {
            return shown.join("\n");
        }
        if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
        } else {
            let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
            let key = if !done && offered(wanted) {
                done = true;
                wanted
            } else if offered('n') {
                'n'
            } else if offered('s') {
                's'
            } else {
                'h'
            };
            press(client, key).await;
        }
        // The next page, whatever it asks.
        next_page(client, &source).await;
        if done && !shot && wanted == 'p' {
            // The table just after a split: the README's picture of play.
            let name = format!("play-{table}.png");
            std::fs::write(screenshot_dir().join(name), client.screenshot().await.unwrap()).unwrap();
            shot = true;
        }
    }
    panic!("the session at {table} never ended");
}

/// Nothing on the page reaches past the screen's right edge, but inside a box that scrolls.
async fn fits_a_phone(client: &Client, page: &str) {
    let wide = client
        .execute(
            "const w = document.documentElement.clientWidth; \
             return Array.from(document.querySelectorAll('body *')) \
               .filter(e => !e.closest('.scroll') && e.getBoundingClientRect().right > w + 0.5) \
               .map(e => e.tagName + '.' + e.className).join(' ');",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(wide.as_str(), Some(""), "{page} is wider than a phone at 360 px");
}

/// The plan page: a table and a date typed in its form, the plan read from the page as the
/// command line makes it from the same folder; followed, the home says today's reviews and its
/// button starts them.
#[tokio::test(flavor = "current_thread")]
async fn the_plan_page_makes_a_plan_and_the_home_follows_it() {
    let coach = coach().await;
    let client = &coach.client;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    let by = bjcoach::coach::learner::readiness::date_of_day(now / 86_400 + 30);
    client.goto(&coach.at("/plan")).await.unwrap();
    wait_for(client, "Ready by a date").await;
    let form = find_soon(client, "#plan-form").await;
    form.find(Locator::Css("select[name=table]")).await.unwrap().select_by_value("quebec-h17").await.unwrap();
    form.find(Locator::Css("input[name=by]")).await.unwrap().send_keys(&by).await.unwrap();
    form.find(Locator::Css("button[type=submit]")).await.unwrap().click().await.unwrap();
    wait_for(client, "Ready at quebec-h17 by").await;
    let result = find_soon(client, "#plan-result").await.text().await.unwrap();
    let result = crate::cli::flat(&result);
    assert!(result.contains(&format!("Ready at quebec-h17 by {by}, 30 days from today")), "{result}");
    assert!(result.contains("0 answered before"), "{result}");
    assert!(result.contains("8 s a review, an assumption"), "{result}");
    // The leak on the day is the command line's, from the same (empty) record.
    let cli: serde_json::Value = serde_json::from_str(
        &Run::new(&["plan", "--table", "quebec-h17", "--by", &by, "--format", "json"])
            .data_dir(coach.data.path())
            .at(now)
            .ok(),
    )
    .unwrap();
    let chips = cli["leak_chips_per_100_rounds"]["expected"].as_f64().unwrap();
    let said = bjcoach::coach::learner::report::chips_figure(chips);
    assert!(result.contains(&format!("Your leak on that day: {said} chips per 100 rounds")), "{result}");
    // The command line saved it: the page shows it as followed, and stops it.
    client.goto(&coach.at("/plan")).await.unwrap();
    wait_for(client, "The home follows this plan").await;
    client
        .find(Locator::Css("form[action='/plan'][method=post] button"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(client, "Name a table and the day").await;
    assert!(!coach.data.path().join("plan.json").exists());
    // Followed from the page, the home offers today's reviews.
    client.goto(&coach.at(&format!("/plan?table=quebec-h17&by={by}"))).await.unwrap();
    wait_for(client, "Follow this plan").await;
    find_soon(client, "#plan-follow button").await.click().await.unwrap();
    wait_for(client, "The home follows this plan").await;
    client.goto(&coach.at("/")).await.unwrap();
    wait_for(client, &format!("Your plan: ready at quebec-h17 by {by} at a recall of 90%. Today:")).await;
    let home = page_words(client).await;
    assert!(home.contains("Review today's plan in strategy at quebec-h17"), "{home}");
    client
        .find(Locator::Css("form:has(input[name=focus][value=plan]) button"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    wait_for(client, "Question 1 of").await;
}
