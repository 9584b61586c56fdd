//! The deck-estimation drill in a real browser: the tray is drawn as SVG, a card's edge for each
//! card it holds, flashed for the time chosen and cleared before the question; the cards counted
//! back from the drawing are those the question's explanation says, and an answer worked out
//! from them is judged right.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::browser_common::{coach, type_line, wait_for};

#[tokio::test(flavor = "current_thread")]
async fn the_tray_is_drawn_with_the_cards_it_claims_and_flashed_before_the_question() {
    let coach = coach().await;
    let client = &coach.client;
    let fields = [("count", "3"), ("pace", "0.3")];
    coach.start_drill("deck-estimation", "quebec-s17", &fields, Some(9)).await;
    // Three questions, the first missed (its explanation is shown), then asked once more.
    let askings = [
        (1, "Question 1 of 3", "score 0/1"),
        (2, "Question 2 of 3", "score 1/2"),
        (3, "Question 3 of 3", "score 2/3"),
        (4, "once more", "once more 1/1"),
    ];
    for (n, heading, score) in askings {
        let page = wait_for(client, heading).await;
        // The edges drawn, and the count the drawing claims.
        let drawn = client
            .execute("return document.querySelectorAll('svg[data-cards] rect.tray-card').length;", vec![])
            .await
            .unwrap()
            .as_u64()
            .unwrap();
        let claimed: u64 = client
            .execute("return document.querySelector('svg[data-cards]').getAttribute('data-cards');", vec![])
            .await
            .unwrap()
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(drawn, claimed, "question {n}");
        assert!(drawn >= 13 && drawn % 13 == 0 && drawn <= 6 * 52 * 3 / 4, "{drawn} cards");
        // Flashed: the question waits until the tray is cleared.
        let hidden = "return document.querySelector('form.answer').hidden;";
        let started = Instant::now();
        while client.execute(hidden, vec![]).await.unwrap() == json!(true) {
            assert!(started.elapsed() < Duration::from_secs(20), "the tray was never cleared");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let shown = "return document.querySelectorAll('.flash-group:not([hidden])').length;";
        assert_eq!(client.execute(shown, vec![]).await.unwrap(), json!(0), "the tray left on screen");
        // The answer from the cards counted: to the nearest half deck, a quarter past a half up.
        let halves = (drawn as f64 / 26.0 + 0.5).floor();
        // What this question asks: the words after its heading (a verdict above says the last).
        let asked = page.split(heading).last().unwrap();
        let left = asked.contains("How many decks are left");
        let answer = if left { 6.0 - halves / 2.0 } else { halves / 2.0 };
        if n == 1 {
            // More decks than the shoe holds, in the tray or left: a miss, explained.
            type_line(client, "7").await;
            let judged = wait_for(client, score).await;
            assert!(judged.contains("Wrong: you said 7"), "{judged}");
            // The explanation says the same cards as the drawing.
            assert!(judged.contains(&format!("({drawn} cards)")), "{judged}");
            continue;
        }
        type_line(client, &format!("{answer}")).await;
        // Right: the score is the one a right answer makes.
        wait_for(client, score).await;
    }
}
