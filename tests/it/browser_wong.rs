//! Choosing before each round at a shoe game, in a real browser: "Before each round: play, sit
//! out or leave" chosen on the Play page with a count, the choice asked between rounds and
//! answered by its keys (`p`, `s`, `l`), a round sat out dealt to the others, and the session's
//! end saying the rounds played and sat out and where the edge went, a row for each part, in the
//! terminal's words (`play --table quebec-h17 --seats 3 --count hi-lo --wong`).

use fantoccini::key::Key;

use crate::browser_common::{coach, find_soon, next_page, page_source, press, with_seed};
use crate::web::words;

#[tokio::test(flavor = "current_thread")]
async fn a_round_sat_out_and_where_the_edge_went_in_the_browser() {
    let coach = coach().await;
    let client = &coach.client;
    client.goto(&coach.at("/play?table=quebec-h17")).await.unwrap();
    for (field, value) in [("#rounds", "4"), ("#seats", "3")] {
        let input = find_soon(client, field).await;
        input.clear().await.unwrap();
        input.send_keys(value).await.unwrap();
    }
    find_soon(client, "#count").await.select_by_value("hi-lo").await.unwrap();
    find_soon(client, "#wong").await.click().await.unwrap();
    with_seed(client, "#play-start", 5).await;
    find_soon(client, "#play-start button[type=submit]").await.click().await.unwrap();
    let mut choices = 0;
    for _ in 0..80 {
        let source = page_source(client).await;
        let step = words(&source);
        if source.contains("id=\"summary\"") {
            assert_eq!(choices, 4, "a choice before each of the 4 rounds");
            // The first round was sat out: 3 rounds bet in, and the edge is per round bet in.
            assert!(step.contains("3 of 4 rounds played, 1 sat out"), "{step}");
            assert!(step.contains("Where the edge went (chips per 100 rounds, 3 played):"), "{step}");
            for part in [
                "Running count",
                "True count",
                "Bets off the ramp",
                "Chart plays",
                "Index plays",
                "Insurance",
                "Total",
            ] {
                assert!(step.contains(part), "{part}: {step}");
            }
            return;
        }
        let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
        if step.contains("Before the next round: play, sit out or leave?") {
            assert!(offered('p') && offered('s') && offered('l'), "{step}");
            choices += 1;
            // The first round is sat out, every other played.
            press(client, if choices == 1 { 's' } else { 'p' }).await;
        } else if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
        } else if offered('n') {
            press(client, 'n').await;
        } else if offered('s') {
            press(client, 's').await;
        } else {
            press(client, 'h').await;
        }
        next_page(client, &source).await;
    }
    panic!("the session never ended");
}
