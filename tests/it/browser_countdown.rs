//! The deck countdown in a real browser, in pairs: the cards are flashed two at a time and
//! cleared before the question; the count worked out from the cards drawn is judged right and
//! the best said under the verdict; a miss shows the count after every 4 cards.

use std::time::{Duration, Instant};

use fantoccini::Locator;
use serde_json::json;

use crate::browser_common::{coach, find_soon, type_line, wait_for, with_seed};

/// Hi-Lo's tag of a card by the words its picture is labelled with (`seven of hearts`).
fn hi_lo(label: &str) -> i64 {
    match label.split(' ').next().unwrap() {
        "two" | "three" | "four" | "five" | "six" => 1,
        "seven" | "eight" | "nine" => 0,
        _ => -1,
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_countdown_in_pairs_is_flashed_two_cards_at_a_time_and_judged() {
    let coach = coach().await;
    let client = &coach.client;
    client.goto(&coach.at("/drills?table=quebec-s17")).await.unwrap();
    let selector = "#drill-deck-countdown form";
    let form = find_soon(client, selector).await;
    form.find(Locator::Css("select[name=table]")).await.unwrap().select_by_value("quebec-s17").await.unwrap();
    for (field, value) in [("count", "2"), ("pace", "0.1")] {
        let input = form.find(Locator::Css(&format!("input[name={field}]"))).await.unwrap();
        input.clear().await.unwrap();
        input.send_keys(value).await.unwrap();
    }
    form.find(Locator::Css("input[name=pairs]")).await.unwrap().click().await.unwrap();
    with_seed(client, selector, 4).await;
    form.find(Locator::Css("button[type=submit]")).await.unwrap().click().await.unwrap();
    for (n, score) in [(1, "score 1/1"), (2, "score 1/2")] {
        let page = wait_for(client, &format!("Question {n} of 2")).await;
        assert!(page.contains("two cards at a time"), "{page}");
        // Every group holds two cards but perhaps the last; each card as its picture is labelled.
        let groups = client
            .execute(
                "return Array.from(document.querySelectorAll('.flash-group')).map(g => \
                 Array.from(g.querySelectorAll('svg.card')).map(s => s.getAttribute('aria-label')));",
                vec![],
            )
            .await
            .unwrap();
        let groups: Vec<Vec<String>> = serde_json::from_value(groups).unwrap();
        let cards: Vec<&String> = groups.iter().flatten().collect();
        assert!((40..=51).contains(&cards.len()), "{groups:?}");
        assert!(groups[..groups.len() - 1].iter().all(|g| g.len() == 2), "{groups:?}");
        assert!(page.contains(&format!("{} cards", cards.len())), "{page}");
        // Flashed: the question waits until the last pair is cleared.
        let hidden = "return document.querySelector('form.answer').hidden;";
        let started = Instant::now();
        while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
            assert!(started.elapsed() < Duration::from_secs(30), "the cards were never cleared");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let shown = "return document.querySelectorAll('.flash-group:not([hidden])').length;";
        assert_eq!(client.execute(shown, vec![]).await.unwrap(), json!(0), "cards left on screen");
        let count: i64 = cards.iter().map(|r| hi_lo(r)).sum();
        if n == 1 {
            type_line(client, &format!("{count:+}")).await;
            let judged = wait_for(client, score).await;
            assert!(judged.contains("Your first best, Hi-Lo, two cards at a time:"), "{judged}");
        } else {
            type_line(client, &format!("{:+}", count + 3)).await;
            let judged = wait_for(client, score).await;
            assert!(judged.contains("A deck counted down to the wrong count"), "{judged}");
            assert!(judged.contains(&format!("{count:+} after cards")), "{judged}");
            assert!(judged.contains("after cards 1-4:"), "{judged}");
        }
    }
}
