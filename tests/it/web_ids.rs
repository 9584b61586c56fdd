//! Every answer from a page says which question it answers, and only the question asked now and
//! shown is answered (issue 30, reproduction 2): a second tab, a key pressed twice, an answer
//! sent out of order is refused with the question asked now (the page it is sent on to is 409)
//! and never judged or saved; an answer that names no question is 422. And an answer is timed by the server's clock from
//! when its question could be answered, the last flashed card cleared (reproduction 3).

use std::time::Duration;

use axum::http::StatusCode;
use bjcoach::web::Clock;

use crate::web::{Answer, Site, question_of, start, words};

/// The answers journaled by the sessions under way, in the order given.
fn journaled(site: &Site) -> Vec<serde_json::Value> {
    let mut journals: Vec<_> = std::fs::read_dir(site.dir.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_str().unwrap().starts_with("journal-"))
        .collect();
    journals.sort();
    journals
        .iter()
        .flat_map(|p| {
            std::fs::read_to_string(p)
                .unwrap()
                .lines()
                .map(|l| serde_json::from_str(l).unwrap())
                .collect::<Vec<serde_json::Value>>()
        })
        .collect()
}

/// Sends `line` as the answer to the question `page` shows, with that page's id.
fn answer(site: &Site, at: &str, page: &str, line: &str) -> Answer {
    site.post(&format!("{at}/answer"), &format!("answer={line}&question={}", question_of(page)))
}

/// The cards on a question's felt, in the order drawn (the dealer's first): drawn as the coach
/// writes them (`T♠`).
fn felt_cards(page: &str) -> Vec<String> {
    let felt = page.split("class=\"felt").nth(1).unwrap_or_else(|| panic!("no felt: {page}"));
    let felt = felt.split("class=\"prompt\"").next().unwrap();
    felt.split("y=\"18\" class=\"corner\">")
        .skip(1)
        .map(|card| {
            let rank = &card[..card.find('<').unwrap()];
            let suit = card.split("class=\"corner-suit\">").nth(1).unwrap();
            let suit = &suit[..suit.find('<').unwrap()];
            format!("{rank}{suit}")
        })
        .collect()
}

/// A strategy question's situation as the verdict of its answer names it: `9♠ 5♥ v 5♣`.
fn situation(page: &str) -> String {
    let cards = felt_cards(page);
    format!("{} v {}", cards[1..].join(" "), cards[0])
}

/// The situation of the question the verdict on a page judged, if the page shows one.
fn judged(page: &str) -> Option<String> {
    let verdict = page.split_once("class=\"verdict")?.1;
    let line = verdict.split_once("<p class=\"muted\">")?.1;
    let line = &line[..line.find("</p>")?];
    Some(line.rsplit_once(": ")?.1.to_string())
}

#[test]
fn a_second_tab_answering_a_question_no_longer_asked_is_refused_and_nothing_is_saved() {
    let site = Site::new();
    let at = start(&site, "drill=hard-decisions&table=book&count=3&seed=3");
    // Two tabs show the same question, under the same id.
    let (tab_a, tab_b) = (site.get(&at).body, site.get(&at).body);
    assert_eq!(question_of(&tab_a), question_of(&tab_b));
    assert_eq!(answer(&site, &at, &tab_a, "s").status, StatusCode::SEE_OTHER);
    // Tab B answers the question it shows, which is no longer asked.
    let refused = site.follow(answer(&site, &at, &tab_b, "h"));
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", words(&refused.body));
    let text = words(&refused.body);
    assert!(text.contains("Not taken: that answer was to a question no longer asked"), "{text}");
    // It shows the question asked now, under its own id, and the verdict of tab A's answer,
    // judged on tab A's question.
    assert!(text.contains("Question 2 of 3"), "{text}");
    assert_ne!(question_of(&refused.body), question_of(&tab_b));
    assert_eq!(judged(&refused.body), Some(situation(&tab_a)));
    let saved = journaled(&site);
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert_eq!(saved[0]["answer"], "s");
    // Tab B, shown the question asked now, answers it.
    assert_eq!(answer(&site, &at, &refused.body, "h").status, StatusCode::SEE_OTHER);
    let shown = site.get(&at).body;
    assert_eq!(judged(&shown), Some(situation(&refused.body)));
    assert_eq!(journaled(&site).len(), 2);
}

#[test]
fn a_key_pressed_twice_answers_once() {
    let site = Site::new();
    let at = start(&site, "drill=hard-decisions&table=book&count=3&seed=5");
    let page = site.get(&at).body;
    assert_eq!(answer(&site, &at, &page, "s").status, StatusCode::SEE_OTHER);
    let twice = site.follow(answer(&site, &at, &page, "s"));
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert!(words(&twice.body).contains("Question 2 of 3"), "{}", words(&twice.body));
    assert_eq!(journaled(&site).len(), 1);
    // The question after it is answered once too, then the session is over: an answer sent
    // from the last question's page again is refused with the summary, nothing more saved.
    let (mut page, mut taken) = (twice.body, 1);
    while !words(&page).contains("Summary") {
        assert_eq!(journaled(&site).len(), taken);
        assert_eq!(answer(&site, &at, &page, "s").status, StatusCode::SEE_OTHER);
        taken += 1;
        let again = site.follow(answer(&site, &at, &page, "s"));
        assert_eq!(again.status, StatusCode::CONFLICT);
        page = again.body;
    }
    assert!(words(&page).contains(&format!("Your {taken} answers are saved")), "{}", words(&page));
}

#[test]
fn an_answer_that_names_no_question_is_422_and_not_judged() {
    let site = Site::new();
    let at = start(&site, "drill=hand-totals&table=book&count=2&seed=1");
    let page = site.get(&at).body;
    for form in ["answer=17", "answer=17&question=", "answer=17&question=two"] {
        let refused = site.follow(site.post(&format!("{at}/answer"), form));
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{form}");
        assert!(words(&refused.body).contains("did not say which question it answers"), "{form}");
        // The same question waits, under the same id.
        assert_eq!(question_of(&refused.body), question_of(&page));
    }
    // An id no page has shown yet, the next question's, is refused as no longer asked would be.
    let next = question_of(&page).parse::<u64>().unwrap() + 1;
    let unseen = site.follow(site.post(&format!("{at}/answer"), &format!("answer=17&question={next}")));
    assert_eq!(unseen.status, StatusCode::CONFLICT);
    assert!(journaled(&site).is_empty());
}

/// Presses `h` twice on the first decision of a play session at a fixed shoe; gives the replies.
fn hit_twice(site: &Site, table: &str, seed: u64) -> (String, Answer, Answer) {
    let reply = site.post("/play", &format!("table={table}&rounds=3&seed={seed}"));
    let at = reply.location().to_string();
    let mut page = site.get(&at).body;
    while page.contains("id=\"bet-form\"") {
        assert_eq!(answer(site, &at, &page, "").status, StatusCode::SEE_OTHER);
        page = site.get(&at).body;
    }
    assert!(page.contains("data-key=\"h\""), "{page}");
    let first = answer(site, &at, &page, "h");
    let second = site.follow(answer(site, &at, &page, "h"));
    (at, first, second)
}

#[test]
fn in_play_a_second_hit_is_refused_with_the_decision_asked_now() {
    let site = Site::new();
    // At this shoe the hand hit is asked again: the second `h` was judged on the new hand.
    let (at, first, second) = hit_twice(&site, "book", 1);
    assert_eq!(first.status, StatusCode::SEE_OTHER);
    assert_eq!(second.status, StatusCode::CONFLICT, "{}", words(&second.body));
    assert!(second.body.contains("id=\"decision\""), "a decision is still asked: {}", second.body);
    assert!(words(&second.body).contains("no longer asked"));
    assert_eq!(journaled(&site).len(), 1);
    // A decision with no id is 422, and nothing is judged.
    let bare = site.follow(site.post(&format!("{at}/answer"), "answer=s"));
    assert_eq!(bare.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(journaled(&site).len(), 1);
    // A bet is asked under an id of its own too.
    site.post(&format!("{at}/stop"), "");
    assert_eq!(site.app.store.read().unwrap().standing.answers(Some("play")), 1);
}

/// What a learner with several tabs does next.
#[derive(Debug, Clone)]
enum Act {
    /// Opens the session's page in a new tab.
    Open,
    /// Answers from one of the tabs opened (the tab's index, modulo their number).
    Answer(usize, bool),
    /// Sends the last answer again.
    Again,
    /// Sends an answer under the id after the highest seen.
    Ahead,
}

fn act() -> impl proptest::strategy::Strategy<Value = Act> {
    use proptest::prelude::*;
    prop_oneof![
        3 => Just(Act::Open),
        4 => (0..8usize, any::<bool>()).prop_map(|(t, h)| Act::Answer(t, h)),
        2 => Just(Act::Again),
        1 => Just(Act::Ahead),
    ]
}

/// Checks a page the learner was shown: the verdict on it judges the question shown under the id
/// of the last answer taken, and the question it asks is the one its id was first shown with.
fn seen(
    page: &str,
    shown: &mut std::collections::HashMap<String, String>,
    taken: &[(String, String)],
) -> Result<(), proptest::test_runner::TestCaseError> {
    if let Some(verdict) = judged(page) {
        let (id, _) = taken.last().expect("a verdict after an answer taken");
        proptest::prop_assert_eq!(Some(&verdict), shown.get(id));
    }
    if page.contains("name=\"question\"") {
        let situation = situation(page);
        let first = shown.entry(question_of(page)).or_insert_with(|| situation.clone());
        proptest::prop_assert_eq!(first, &situation);
    }
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 64, ..Default::default() })]

    /// Stale, doubled, reordered and early answers from any number of tabs: every answer taken
    /// was to a question a page showed under its id, every verdict judges that question, every
    /// other answer is refused (its page 409) with the question asked now, and the journal holds exactly
    /// the answers taken, in order.
    #[test]
    fn no_answer_is_judged_on_a_question_its_page_did_not_show(
        seed in 0..1000u64,
        acts in proptest::collection::vec(act(), 1..40),
    ) {
        use std::collections::HashMap;
        let site = Site::new();
        let at = start(&site, &format!("drill=hard-decisions&table=book&count=4&seed={seed}"));
        // The situation each id was shown with, the tabs' pages, the answers taken (id, line).
        let mut shown: HashMap<String, String> = HashMap::new();
        let mut tabs: Vec<String> = Vec::new();
        let mut taken: Vec<(String, String)> = Vec::new();
        let mut last: Option<String> = None;
        for a in acts {
            let form = match a {
                Act::Open => {
                    let page = site.get(&at).body;
                    seen(&page, &mut shown, &taken)?;
                    tabs.push(page);
                    continue;
                }
                Act::Answer(_, _) | Act::Again if tabs.is_empty() => continue,
                Act::Answer(tab, hit) => {
                    let page = &tabs[tab % tabs.len()];
                    if !page.contains("name=\"question\"") {
                        continue;
                    }
                    format!("answer={}&question={}", if hit { "h" } else { "s" }, question_of(page))
                }
                Act::Again => match &last {
                    Some(form) => form.clone(),
                    None => continue,
                },
                Act::Ahead => {
                    let highest = shown.keys().map(|k| k.parse::<u64>().unwrap()).max().unwrap_or(0);
                    format!("answer=s&question={}", highest + 1)
                }
            };
            let sent = site.post(&format!("{at}/answer"), &form);
            // The journal holds the answers taken, in the order taken (until the session ends,
            // on the page the last answer is sent on to, and saves them).
            let saved: Vec<String> =
                journaled(&site).iter().map(|r| r["answer"].as_str().unwrap().to_string()).collect();
            let reply = site.follow(sent);
            let (line, id) = form.trim_start_matches("answer=").split_once("&question=").unwrap();
            match reply.status {
                StatusCode::OK => {
                    proptest::prop_assert!(shown.contains_key(id), "{id} was never shown");
                    proptest::prop_assert!(taken.iter().all(|(t, _)| t != id), "{id} answered twice");
                    taken.push((id.to_string(), line.to_string()));
                    let lines: Vec<String> = taken.iter().map(|(_, l)| l.clone()).collect();
                    proptest::prop_assert_eq!(saved, lines);
                    // The tab that answered shows the page its answer was sent on to.
                    seen(&reply.body, &mut shown, &taken)?;
                    tabs.push(reply.body);
                }
                StatusCode::CONFLICT => {
                    seen(&reply.body, &mut shown, &taken)?;
                    tabs.push(reply.body);
                }
                other => proptest::prop_assert!(false, "{other} for {form}"),
            }
            last = Some(form);
        }
    }
}

#[test]
fn a_timed_running_count_is_timed_from_the_last_card_cleared_by_the_servers_clock() {
    let clock = Clock::manual();
    let site = Site::with_clock(clock.clone());
    let at = start(&site, "drill=running-count&table=quebec-s17&count=2&timed=4&pace=1&seed=4");
    let page = site.get(&at).body;
    let cards = page.matches("class=\"flash-group\"").count();
    assert!(cards > 4, "a flash longer than the 4 s allowed: {cards} cards");
    // While the cards are flashed, the whole time is left.
    assert!(page.contains("data-countdown=\"4.0\""), "{page}");
    let flash = Duration::from_secs(u64::try_from(cards).unwrap());
    clock.advance(flash);
    let ready = |page: &str| site.post(&format!("{at}/ready"), &format!("question={}", question_of(page)));
    assert_eq!(ready(&page).status, StatusCode::NO_CONTENT);
    // Answered at once after the flash: 1.2 s, well within the 4 s.
    clock.advance(Duration::from_millis(1200));
    assert_eq!(answer(&site, &at, &page, "0").status, StatusCode::SEE_OTHER);
    let saved = journaled(&site);
    assert_eq!(saved[0]["response_ms"], 1200, "{saved:?}");
    let judged = words(&site.get(&at).body);
    assert!(!judged.contains("allowed"), "{judged}");
    // The page of the last question no longer asked is not heard: nor is one with no id.
    assert_eq!(ready(&page).status, StatusCode::CONFLICT);
    assert_eq!(site.post(&format!("{at}/ready"), "").status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[test]
fn an_untimed_count_leaves_the_flash_out_and_a_page_without_its_script_is_timed_from_the_page() {
    let clock = Clock::manual();
    let site = Site::with_clock(clock.clone());
    let at = start(&site, "drill=running-count&table=quebec-s17&count=2&pace=0.5&seed=9");
    let page = site.get(&at).body;
    assert!(!page.contains("data-countdown"), "untimed");
    clock.advance(Duration::from_secs(7));
    let ready = format!("question={}", question_of(&page));
    assert_eq!(site.post(&format!("{at}/ready"), &ready).status, StatusCode::NO_CONTENT);
    // A reload replays the flash; the time still runs from the first flash's end.
    clock.advance(Duration::from_secs(1));
    site.get(&at);
    clock.advance(Duration::from_secs(1));
    assert_eq!(site.post(&format!("{at}/ready"), &ready).status, StatusCode::NO_CONTENT);
    clock.advance(Duration::from_millis(500));
    assert_eq!(answer(&site, &at, &page, "0").status, StatusCode::SEE_OTHER);
    // Without the script, the cards and the answer are shown together and no word comes that
    // the flash ended: the time runs from the page.
    let page = site.get(&at).body;
    clock.advance(Duration::from_millis(3300));
    assert_eq!(answer(&site, &at, &page, "0").status, StatusCode::SEE_OTHER);
    let times: Vec<u64> = journaled(&site).iter().map(|r| r["response_ms"].as_u64().unwrap()).collect();
    assert_eq!(times, [2500, 3300]);
}
