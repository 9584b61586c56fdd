//! The pages as a learner sees them in a real browser (Chromium, headless, driven as in
//! [`crate::browser_common`]): what is on the first screen at a phone's size and a laptop's, how
//! a page is styled, and which of several boxes is marked to play.

use std::time::{Duration, Instant};

use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::browser_common::{
    Coach, SCREENS, coach, dev_tools, find_soon, next_page, page_source, page_words, press, screen,
    type_line, wait_for,
};
use crate::web::words;

/// What of the question asked lies outside the first screen (the page as loaded, not scrolled):
/// its answer buttons and fields, and the cards of its felt. Each as `tag.class bottom`; empty
/// when all are in view. Fails when the page shows no question.
async fn out_of_first_screen(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "window.scrollTo(0, 0); \
             const h = window.innerHeight; \
             const answers = Array.from(document.querySelectorAll( \
               'form.answer button, form.answer input:not([type=hidden])')); \
             const felt = document.querySelector('#table') || document.querySelector('.felt'); \
             const cards = felt && document.querySelector('form.answer:not(.bet)') \
               ? Array.from(felt.querySelectorAll('svg.card')) : []; \
             return [answers.length, answers.concat(cards) \
               .map(e => [e.tagName + '.' + e.getAttribute('class'), e.getBoundingClientRect()]) \
               .filter(([_, r]) => r.top < 0 || r.bottom > h || r.height === 0) \
               .map(([n, r]) => n + ' at ' + Math.round(r.top) + '..' + Math.round(r.bottom))];",
            vec![],
        )
        .await
        .unwrap();
    assert!(found[0].as_u64().unwrap() > 0, "no answer is asked: {}", page_words(client).await);
    let out: Vec<String> =
        found[1].as_array().unwrap().iter().map(|v| v.as_str().unwrap().to_string()).collect();
    if !out.is_empty() {
        // The screen as it was, to see what took the room.
        let shot = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("first-screen.png");
        std::fs::write(shot, client.screenshot().await.unwrap()).unwrap();
    }
    out
}

/// Whether a page shows a miss (or a close call) judged above a question still to answer.
fn a_miss_and_a_question(source: &str) -> bool {
    (source.contains("class=\"verdict wrong") || source.contains("class=\"verdict close"))
        && source.contains("class=\"answer")
}

/// A hard-decisions drill at book from seed 1, hit on every hand, up to its first miss with a
/// question after it.
async fn drill_to_a_miss(coach: &Coach) {
    let client = &coach.client;
    coach.start_drill("hard-decisions", "book", &[], Some(1)).await;
    for _ in 0..10 {
        let source = page_source(client).await;
        let key = if source.contains("data-key=\"h\"") { 'h' } else { 's' };
        press(client, key).await;
        if a_miss_and_a_question(&next_page(client, &source).await) {
            return;
        }
    }
    panic!("no miss in ten hands hit at seed 1: {}", page_words(client).await);
}

/// Play at casino-fr with three players from seed 2, hitting wherever a hit is offered, up to
/// the first miss followed by a decision in the same round.
async fn play_to_a_miss(coach: &Coach) {
    let client = &coach.client;
    coach.start_play("casino-fr", &[("seats", "3")], 2).await;
    wait_for(client, "Round 1").await;
    for _ in 0..200 {
        let source = page_source(client).await;
        let key = if source.contains("id=\"bet-form\"") {
            char::from(Key::Enter)
        } else if source.contains("data-key=\"h\"") {
            'h'
        } else if source.contains("data-key=\"n\"") {
            'n'
        } else if source.contains("data-key=\"s\"") {
            's'
        } else {
            char::from(Key::Enter)
        };
        press(client, key).await;
        let next = next_page(client, &source).await;
        if a_miss_and_a_question(&next) && next.contains("id=\"decision\"") {
            return;
        }
    }
    panic!("no miss followed by a decision at seed 2: {}", page_words(client).await);
}

#[tokio::test(flavor = "current_thread")]
async fn after_a_miss_the_next_question_is_in_the_first_screen_of_a_phone_and_a_laptop() {
    let coach = coach().await;
    let client = &coach.client;
    for (width, height) in SCREENS {
        screen(client, width, height).await;
        drill_to_a_miss(&coach).await;
        let out = out_of_first_screen(client).await;
        assert!(out.is_empty(), "a drill after a miss at {width}×{height}: below the first screen: {out:?}");
        // The verdict is folded to its first line, the rest a tap away.
        let why = find_soon(client, ".verdict details").await;
        let shown = "return document.querySelector('.verdict details').open;";
        assert_eq!(client.execute(shown, vec![]).await.unwrap(), Value::Bool(false));
        why.find(Locator::Css("summary")).await.unwrap().click().await.unwrap();
        assert_eq!(client.execute(shown, vec![]).await.unwrap(), Value::Bool(true));

        play_to_a_miss(&coach).await;
        let out = out_of_first_screen(client).await;
        assert!(
            out.is_empty(),
            "play with three players after a miss at {width}×{height}: below the first screen: {out:?}"
        );
    }
}

#[tokio::test(flavor = "current_thread")]
async fn the_printable_card_is_styled_by_its_own_policy() {
    let coach = coach().await;
    let client = &coach.client;
    client.goto(&coach.at("/chart/card?table=book")).await.unwrap();
    wait_for(client, "Strategy card").await;
    // The card's inline style applies: two columns, each cell coloured by its action (a hit
    // #f4a3a3, as `chart_card` colours it).
    let styled = client
        .execute(
            "const hit = document.querySelector('td.act-hit'); \
             return [getComputedStyle(document.querySelector('main')).columnCount, \
                     hit && getComputedStyle(hit).backgroundColor];",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(styled, serde_json::json!(["2", "rgb(244, 163, 163)"]), "the card as a plain table");
}

#[tokio::test(flavor = "current_thread")]
async fn the_coach_can_be_added_to_a_phones_home_screen() {
    let coach = coach().await;
    let client = &coach.client;
    // The manifest as Chromium fetched and read it, under the page's policy, with its cookie.
    let manifest = dev_tools(client, "Page.getAppManifest", json!({})).await;
    assert_eq!(manifest["errors"], json!([]), "{manifest}");
    assert!(manifest["url"].as_str().unwrap().ends_with("/manifest.webmanifest"), "{manifest}");
    let read: Value = serde_json::from_str(manifest["data"].as_str().unwrap()).unwrap();
    assert_eq!((&read["short_name"], &read["start_url"]), (&json!("bjcoach"), &json!("/")));
    // Nothing keeps it from being installed: its icons are fetched and fit.
    let installable = dev_tools(client, "Page.getInstallabilityErrors", json!({})).await;
    assert_eq!(installable["installabilityErrors"], json!([]), "{installable}");
}

#[tokio::test(flavor = "current_thread")]
async fn a_verdict_is_said_aloud_and_the_next_answer_field_has_the_keyboard() {
    let coach = coach().await;
    let client = &coach.client;
    coach.start_drill("hand-totals", "book", &[], Some(1)).await;
    wait_for(client, "Question 1 of 10").await;
    // The first hand at seed 1 (8 8 2 2 A) is 21: a miss.
    type_line(client, "bust").await;
    wait_for(client, "Question 2 of 10").await;
    let started = Instant::now();
    let said = loop {
        let said =
            client.execute("return document.getElementById('said').textContent;", vec![]).await.unwrap();
        if said != json!("") {
            break said;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "the verdict is never said");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let region = "const r = document.getElementById('said'); return [r.getAttribute('role'), r.getAttribute('aria-live')];";
    assert_eq!(client.execute(region, vec![]).await.unwrap(), json!(["status", "polite"]));
    let summary = find_soon(client, ".verdict summary").await.text().await.unwrap();
    assert_eq!(
        said.as_str().unwrap().split_whitespace().collect::<Vec<_>>(),
        summary.split_whitespace().collect::<Vec<_>>()
    );
    assert!(summary.starts_with("Wrong:"), "{summary}");
    let focused = "return document.activeElement && document.activeElement.name;";
    assert_eq!(client.execute(focused, vec![]).await.unwrap(), json!("answer"));
}

#[tokio::test(flavor = "current_thread")]
async fn asked_for_less_motion_a_running_count_shows_its_cards_still() {
    let coach = coach().await;
    let client = &coach.client;
    let reduce = json!({ "features": [{ "name": "prefers-reduced-motion", "value": "reduce" }] });
    dev_tools(client, "Emulation.setEmulatedMedia", reduce).await;
    coach.start_drill("running-count", "quebec-s17", &[("count", "1"), ("pace", "1")], Some(4)).await;
    wait_for(client, "Question 1 of 1").await;
    let cards = page_source(client).await.matches("class=\"flash-group\"").count();
    assert!(cards > 4, "{cards} cards");
    // Asked at once, the cards still on the felt, where a flash at a card a second would take
    // as many seconds as cards.
    let started = Instant::now();
    let hidden = "return document.querySelector('form.answer').hidden;";
    while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
        assert!(started.elapsed() < Duration::from_secs(2), "the cards are flashed one by one");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let shown = "return document.querySelectorAll('.flash-group:not([hidden])').length;";
    assert_eq!(client.execute(shown, vec![]).await.unwrap(), json!(cards), "cards hidden");
    type_line(client, "0").await;
    wait_for(client, "score").await;
}

/// The path of the page the browser shows.
async fn path(client: &Client) -> String {
    client.current_url().await.unwrap().path().to_string()
}

/// Answers the question shown by the first key offered among `keys` (Enter where none is), and
/// waits for the page the answer leads to.
async fn answer_by_keys(client: &Client, keys: &[char]) {
    let source = page_source(client).await;
    let key = keys
        .iter()
        .copied()
        .find(|k| source.contains(&format!("data-key=\"{k}\"")))
        .unwrap_or(char::from(Key::Enter));
    press(client, key).await;
    next_page(client, &source).await;
}

#[tokio::test(flavor = "current_thread")]
async fn back_leaves_a_drill_or_a_game_in_one_press() {
    let coach = coach().await;
    let client = &coach.client;
    // A drill: answers taken, the chart's row asked for, and an answer refused (sent under the id
    // of a question no longer asked), then Back once.
    coach.start_drill("hard-decisions", "book", &[("count", "5")], Some(1)).await;
    let drill = path(client).await;
    assert!(drill.starts_with("/drill/"), "{drill}");
    answer_by_keys(client, &['s']).await;
    answer_by_keys(client, &['?']).await;
    wait_for(client, "Chart:").await;
    answer_by_keys(client, &['h']).await;
    client.execute("document.querySelector('input[name=question]').value = '1';", vec![]).await.unwrap();
    answer_by_keys(client, &['s']).await;
    wait_for(client, "Not taken:").await;
    answer_by_keys(client, &['s']).await;
    // Every page of the drill was its own address, never an answer's.
    assert_eq!(path(client).await, drill);
    client.back().await.unwrap();
    wait_for(client, "Pick a drill and a table").await;
    assert_eq!(path(client).await, "/drills");

    // A game: bets and decisions, then Back once.
    coach.start_play("book", &[("rounds", "10")], 1).await;
    wait_for(client, "Goal:").await;
    let game = path(client).await;
    for _ in 0..5 {
        answer_by_keys(client, &['s', 'n']).await;
    }
    assert!(!page_source(client).await.contains("id=\"summary\""), "the game is over");
    assert_eq!(path(client).await, game);
    client.back().await.unwrap();
    wait_for(client, "Whole rounds dealt from the table's own shoe").await;
    assert_eq!(path(client).await, "/play");
}

/// The learner's boxes on the table shown (`#table`), or settled in the round's result
/// (`.round-result`): each as its seat, its cards, and whether it is marked to play.
async fn my_boxes(client: &Client, on: &str) -> Vec<(u64, u64, bool)> {
    let script = format!(
        "return Array.from(document.querySelectorAll('{on} .seat.mine')).map(s => \
           [Number(s.dataset.seat), s.querySelectorAll('svg.card').length, \
            s.querySelector('.to-play') !== null]);"
    );
    serde_json::from_value(client.execute(&script, vec![]).await.unwrap()).unwrap()
}

#[tokio::test(flavor = "current_thread")]
async fn among_several_boxes_the_one_to_play_is_marked() {
    let coach = coach().await;
    let client = &coach.client;
    // Two boxes of the learner's alone at casino-fr, from seed 1 (as `play --boxes 2 --seats 1
    // --seed 1` deals it): a 13 and a soft 20 against a 7.
    coach.start_play("casino-fr", &[("rounds", "1"), ("boxes", "2")], 1).await;
    wait_for(client, "Round 1").await;
    let mut source = page_source(client).await;
    // The box marked at each decision (its seat, its cards), and the cards the box hit holds
    // after the hit.
    let mut marked_at = Vec::new();
    let mut hit: Option<(u64, u64)> = None;
    while !source.contains("class=\"round-result\"") {
        if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
            source = next_page(client, &source).await;
            continue;
        }
        assert!(source.contains("data-key=\"h\""), "no hit offered: {}", words(&source));
        let boxes = my_boxes(client, "#table").await;
        assert_eq!(boxes.len(), 2, "{boxes:?}");
        let marked: Vec<_> = boxes.iter().filter(|b| b.2).map(|b| (b.0, b.1)).collect();
        let [(seat, cards)] = marked[..] else { panic!("not one box marked: {boxes:?}") };
        // The box the decision is asked of: the first one hit (the hit lands on it, as its cards
        // here and in the round's result say), every other stood on.
        match hit {
            None => {
                press(client, 'h').await;
                hit = Some((seat, cards + 1));
            }
            Some((hit_seat, hit_cards)) => {
                if seat == hit_seat {
                    assert_eq!(cards, hit_cards, "the hit did not land on the marked box: {boxes:?}");
                }
                press(client, 's').await;
            }
        }
        marked_at.push((seat, cards));
        source = next_page(client, &source).await;
    }
    // The first box asked until it is stood on, then the second.
    let seats: Vec<u64> = marked_at.iter().map(|m| m.0).collect();
    assert_eq!(seats, [1, 1, 2], "the boxes marked at each decision: {marked_at:?}");
    // Each box settled with the cards it held when marked: the first with the card its hit drew.
    let settled: Vec<(u64, u64)> =
        my_boxes(client, ".round-result").await.iter().map(|b| (b.0, b.1)).collect();
    assert_eq!(settled, [marked_at[1], marked_at[2]], "{}", words(&source));
    assert_eq!(marked_at[1].1, marked_at[0].1 + 1);
}
