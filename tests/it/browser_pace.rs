//! A counting session at the dealer's pace with players coming and going, in a real browser:
//! "Dealer's pace" and "Players come and go" chosen on the Play page with a count, the cards the
//! learner does not act on (the other seats', the dealer's hole card and draws) falling a beat
//! apart in the order they were dealt, the learner's own never, a player leaving or sitting down
//! told between rounds in the terminal's words, and the session's end stating the tempo kept
//! (`play --table feral --seats 3 --count hi-lo --seats-vary --pace 0.05`).

use fantoccini::Locator;
use fantoccini::key::Key;
use serde_json::Value;

use crate::browser_common::{coach, find_soon, next_page, page_source, press, with_seed};
use crate::web::words;

/// The beat of the session, in milliseconds.
const BEAT: u64 = 50;

/// Every card falling on the page: its delay as the page gives it and as the script set it,
/// whether it is the dealer's or the learner's, the seat it is dealt to and the felt it lies on
/// (the table at a decision, or a round's result), in the page's order.
const FALLING: &str = "return Array.from(document.querySelectorAll('[data-fall]')).map(function (e) { \
     var felt = e.closest('#table, .round-result'), seat = e.closest('[data-seat]'); \
     return { fall: e.getAttribute('data-fall'), style: getComputedStyle(e).animationDelay, \
              dealer: !!e.closest('.dealer'), mine: !!e.closest('.mine'), felt: felt ? felt.id : '', \
              seat: seat ? seat.getAttribute('data-seat') : '' }; });";

/// Checks the cards falling on a page and gives how many there are: one a beat, in the order
/// they were dealt (in seat order, and on a round's result the dealer's after every seat's).
fn check_falling(cards: &[Value], page: &str) -> usize {
    let mut delays: Vec<u64> = Vec::new();
    for c in cards {
        let fall = c["fall"].as_str().unwrap();
        let ms: u64 = fall.strip_suffix("ms").unwrap().parse().unwrap();
        // The script set it as the card's animation delay, which the browser gives in seconds.
        let style = c["style"].as_str().unwrap();
        let seconds: f64 = style.strip_suffix('s').unwrap().parse().unwrap();
        assert_eq!((seconds * 1000.0).round() as u64, ms, "{fall} set as {style}: {page}");
        assert!(!c["mine"].as_bool().unwrap(), "the learner's own cards never fall: {page}");
        delays.push(ms);
    }
    let mut sorted = delays.clone();
    sorted.sort_unstable();
    let beats: Vec<u64> = (1..=delays.len() as u64).map(|n| n * BEAT).collect();
    assert_eq!(sorted, beats, "a card a beat: {cards:?}");
    // In each felt, the seats' cards fall in seat order, and the dealer's after them.
    for felt in cards.iter().map(|c| c["felt"].as_str().unwrap()).collect::<std::collections::BTreeSet<_>>() {
        let of = |dealer: bool| -> Vec<u64> {
            cards
                .iter()
                .zip(&delays)
                .filter(|(c, _)| c["felt"] == felt && c["dealer"].as_bool() == Some(dealer))
                .map(|(_, d)| *d)
                .collect()
        };
        let (seats, dealer) = (of(false), of(true));
        assert!(seats.windows(2).all(|w| w[0] < w[1]), "seats in order: {cards:?}");
        assert!(dealer.windows(2).all(|w| w[0] < w[1]), "the dealer's in order: {cards:?}");
        if let (Some(last_seat), Some(first_dealer)) = (seats.last(), dealer.first()) {
            assert!(last_seat < first_dealer, "the dealer draws after the seats: {cards:?}");
        }
    }
    cards.len()
}

#[tokio::test(flavor = "current_thread")]
async fn cards_fall_at_the_dealers_pace_players_come_and_go_and_the_tempo_is_stated() {
    let coach = coach().await;
    let client = &coach.client;
    client.goto(&coach.at("/play?table=feral")).await.unwrap();
    for (field, value) in [("#rounds", "3"), ("#seats", "3"), ("#pace", "0.05")] {
        let input = find_soon(client, field).await;
        input.clear().await.unwrap();
        input.send_keys(value).await.unwrap();
    }
    find_soon(client, "#count").await.select_by_value("hi-lo").await.unwrap();
    find_soon(client, "#seats-vary").await.click().await.unwrap();
    with_seed(client, "#play-start", SEED).await;
    find_soon(client, "#play-start button[type=submit]").await.click().await.unwrap();
    let (mut fallen, mut at_a_decision, mut at_a_result, mut changes) = (0, false, false, Vec::new());
    let mut after_yours = false;
    for _ in 0..60 {
        let source = page_source(client).await;
        let step = words(&source);
        let cards = client.execute(FALLING, vec![]).await.unwrap();
        let cards = cards.as_array().unwrap();
        fallen += check_falling(cards, &step);
        at_a_decision |= cards.iter().any(|c| c["felt"] == "table");
        at_a_result |= cards.iter().any(|c| c["felt"].as_str().unwrap().starts_with("round-"));
        // The player who sat down at seat 4 plays after the learner: their cards fall with the
        // dealer's at the round's end.
        after_yours |= cards.iter().any(|c| c["felt"] == "round-2" && c["seat"] == "4");
        if let Ok(told) = client.find(Locator::Css("#seats-changed")).await {
            changes.push(told.text().await.unwrap());
        }
        if source.contains("id=\"summary\"") {
            assert!(at_a_decision && at_a_result, "cards fell at a decision and at a round's end");
            assert!(fallen >= 6, "{fallen} cards fell");
            assert!(after_yours, "the cards of the seat after yours fell at the round's end");
            let told = changes.join(" ");
            for change in [
                "A player sits down at seat 4.",
                "The player at seat 2 leaves the table.",
                "A player sits down at seat 7.",
            ] {
                assert!(told.contains(change), "{change}: {told}");
            }
            assert!(
                step.contains("players coming and going, the dealer dealing a card every 0.05 s."),
                "{step}"
            );
            assert!(step.contains("Tempo: ") && step.contains(" rounds an hour, "), "{step}");
            assert!(step.contains("(3 rounds, "), "{step}");
            return;
        }
        let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
        if source.contains("id=\"bet-form\"") {
            press(client, char::from(Key::Enter)).await;
        } else if offered('n') {
            press(client, 'n').await;
        } else {
            press(client, 's').await;
        }
        next_page(client, &source).await;
    }
    panic!("the session never ended");
}

/// A shoe before whose second round a player sits down at seat 4, after the learner's, and
/// before whose third the player at seat 2 leaves and one sits down at seat 7 (as `play --seed 8
/// --format json` records them).
const SEED: u64 = 8;
