//! A drill and a round in French in a real browser: the language picked on the Drills page is
//! remembered by the Play page; the drill's moves are the buttons and keys of French (`t` tirer,
//! `r` rester, `s` séparer), its verdicts and summary French; the round's bet, decision,
//! settlement and summary French; no page holds an English word.

use bjcoach::lang::Lang;
use fantoccini::Locator;
use fantoccini::key::Key;

use crate::browser_common::{coach, find_soon, next_page, page_source, press, wait_for, with_seed};
use crate::lang_drills::english_words;
use crate::web::words;

/// What a page says below its heading (the heading names a drill by its English title).
fn below_heading(source: &str) -> String {
    words(source.split_once("</h1>").map_or(source, |(_, rest)| rest))
}

#[tokio::test(flavor = "current_thread")]
async fn a_drill_and_a_round_in_french_in_the_browser() {
    let coach = coach().await;
    let client = &coach.client;

    // The picker's French, remembered for the pages that follow.
    client.goto(&coach.at("/drills?table=quebec-h17&lang=fr")).await.unwrap();
    let form = find_soon(client, "#drill-split-decisions form").await;
    let count = form.find(Locator::Css("input[name=count]")).await.unwrap();
    count.clear().await.unwrap();
    count.send_keys("3").await.unwrap();
    with_seed(client, "#drill-split-decisions form", 3).await;
    form.find(Locator::Css("button[type=submit]")).await.unwrap().click().await.unwrap();
    wait_for(client, "Question 1 sur 3").await;
    let mut answered = 0;
    loop {
        let source = page_source(client).await;
        let text = below_heading(&source);
        let left = english_words(&text, Lang::Fr);
        assert!(left.is_empty(), "{left:?} in {text}");
        if text.contains("Bilan") {
            assert!(text.contains("réponses sont enregistrées"), "{text}");
            break;
        }
        assert!(answered < 12, "the drill never ended: {text}");
        // The French keys are the buttons' keys: séparer where offered, else rester.
        let key = if source.contains("data-key=\"s\"") { 's' } else { 'r' };
        assert!(source.contains("data-key=\"t\""), "tirer is offered by its French key: {text}");
        press(client, key).await;
        answered += 1;
        next_page(client, &source).await;
    }

    // A round at the same table, in the language remembered.
    client.goto(&coach.at("/play?table=quebec-h17")).await.unwrap();
    let start = words(&page_source(client).await);
    assert!(start.contains("S'asseoir"), "{start}");
    let rounds = find_soon(client, "#rounds").await;
    rounds.clear().await.unwrap();
    rounds.send_keys("1").await.unwrap();
    with_seed(client, "#play-start", 5).await;
    find_soon(client, "#play-start button[type=submit]").await.click().await.unwrap();
    wait_for(client, "Manche 1 sur 1").await;
    for _ in 0..20 {
        let source = page_source(client).await;
        let text = words(&source);
        let left = english_words(&text, Lang::Fr);
        assert!(left.is_empty(), "{left:?} in {text}");
        if source.contains("id=\"summary\"") {
            assert!(text.contains("Bilan") && text.contains("Décisions :"), "{text}");
            assert!(text.contains("Manche 1"), "the round's settlement: {text}");
            return;
        }
        let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
        if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
        } else if offered('n') {
            press(client, 'n').await;
        } else {
            assert!(offered('r'), "rester is offered by its French key: {text}");
            press(client, 'r').await;
        }
        next_page(client, &source).await;
    }
    panic!("the round never ended");
}
