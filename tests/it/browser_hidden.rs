//! A counting session with the count hidden, in a real browser: chosen on the Play page ("Hide
//! the count"), the count is never on the page, and the running and the true count are asked
//! between rounds in a field of their own, typed and judged as at the terminal (feral, seed 5,
//! the same shoe as `hidden_count::a_hidden_session_reads_as_the_learner_sees_it`).

use crate::browser_common::{coach, find_soon, page_words, press, type_line, wait_for, with_seed};

#[tokio::test(flavor = "current_thread")]
async fn a_hidden_count_is_asked_not_shown() {
    let coach = coach().await;
    let client = &coach.client;
    client.goto(&coach.at("/play?table=feral")).await.unwrap();
    let rounds = find_soon(client, "#rounds").await;
    rounds.clear().await.unwrap();
    rounds.send_keys("2").await.unwrap();
    find_soon(client, "#count").await.select_by_value("hi-lo").await.unwrap();
    find_soon(client, "#hidden").await.click().await.unwrap();
    with_seed(client, "#play-start", 5).await;
    find_soon(client, "#play-start button[type=submit]").await.click().await.unwrap();
    wait_for(client, "Your bet?").await;
    type_line(client, "20").await;
    // The bet is judged by the ramp at the count of no card: 10. The verdict and the next
    // question are waited for each: on a loaded machine the page may show one before the other.
    wait_for(client, "you said 20; the answer is 10").await;
    let play = wait_for(client, "Your play?").await;
    assert!(!play.contains("running count +"), "{play}");
    press(client, 's').await;
    let check = wait_for(client, "what is the Hi-Lo running count?").await;
    assert!(!check.contains("running count +"), "{check}");
    type_line(client, "+3").await;
    let true_count = wait_for(client, "And the true count?").await;
    assert!(true_count.contains("Right: the answer is +3"), "{true_count}");
    type_line(client, "0").await;
    wait_for(client, "Round 2 of 2").await;
    let words = page_words(client).await;
    assert!(words.contains("Right: the answer is 0"), "{words}");
    assert!(words.contains("Counting with hi-lo, the count hidden."), "{words}");
}
