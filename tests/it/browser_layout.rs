//! What the parts of a page measure in a real browser (Chromium, headless, driven as in
//! [`crate::browser_common`]), at a phone's size and a laptop's: the cards of a round's ledger big
//! enough to read and apart, a chart's cells each on one line and its row labels inside their
//! column, a field's hint ("untimed") shown whole, and no felt without cards before the first round
//! is dealt.

use fantoccini::key::Key;
use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::browser_common::{
    SCREENS, coach, dev_tools, find_soon, next_page, page_source, page_words, press, screen, wait_for,
    with_seed,
};

/// The smallest card that reads: its corner's rank drawn at 10 px at least (15 of the card's 60
/// units of width).
const READABLE: (f64, f64) = (40.0, 56.0);

/// The cards of the ledgers shown, each as `[left, top, right, bottom]`, grouped by the ledger's
/// line (a hand settled).
async fn ledger_cards(client: &Client) -> Vec<Vec<[f64; 4]>> {
    let found = client
        .execute(
            "return Array.from(document.querySelectorAll('ul.ledger li')).map(li => \
               Array.from(li.querySelectorAll('svg.card')).map(c => { \
                 const r = c.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }));",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

#[tokio::test(flavor = "current_thread")]
async fn the_cards_of_a_rounds_ledger_are_big_enough_to_read_and_apart() {
    let coach = coach().await;
    let client = &coach.client;
    for (width, height) in SCREENS {
        screen(client, width, height).await;
        // At feral from seed 0 a pair is offered a split in the first rounds (as the learner's
        // walk in the browser finds): split, the ledger settles two hands.
        coach.start_play("feral", &[("rounds", "10")], 0).await;
        let (mut split, mut hands_settled) = (false, 0);
        let mut source = page_source(client).await;
        loop {
            let lines = ledger_cards(client).await;
            let cards: Vec<[f64; 4]> = lines.iter().flatten().copied().collect();
            hands_settled += lines.iter().filter(|l| !l.is_empty()).count();
            for [left, top, right, bottom] in &cards {
                let (w, h) = (right - left, bottom - top);
                assert!(
                    w >= READABLE.0 && h >= READABLE.1,
                    "a ledger card of {w:.1}×{h:.1} px at {width}×{height}"
                );
            }
            for (i, a) in cards.iter().enumerate() {
                for b in &cards[i + 1..] {
                    let apart =
                        a[2] <= b[0] + 0.5 || b[2] <= a[0] + 0.5 || a[3] <= b[1] + 0.5 || b[3] <= a[1] + 0.5;
                    assert!(apart, "ledger cards {a:?} and {b:?} overlap at {width}×{height}");
                }
            }
            if source.contains("id=\"summary\"") {
                break;
            }
            let offered = |key: char| source.contains(&format!("data-key=\"{key}\""));
            let key = if source.contains("id=\"bet-form\"") {
                char::from(Key::Enter)
            } else if !split && offered('p') {
                split = true;
                'p'
            } else if offered('n') {
                'n'
            } else if offered('s') {
                's'
            } else {
                char::from(Key::Enter)
            };
            press(client, key).await;
            source = next_page(client, &source).await;
        }
        assert!(split, "no split at feral from seed 0: {}", page_words(client).await);
        // Ten rounds, one of them split.
        assert!(hands_settled > 10, "{hands_settled} hands settled in ledgers at {width}×{height}");
    }
}

#[tokio::test(flavor = "current_thread")]
async fn a_charts_cells_stay_on_one_line_and_its_row_labels_inside_their_column() {
    let coach = coach().await;
    let client = &coach.client;
    for (width, height) in SCREENS {
        screen(client, width, height).await;
        // Every preset: feral's and casino-it's pairs hold the longest cells (`Pdh`, `Prh`).
        for table in ["book", "casino-fr", "casino-it", "feral", "quebec-h17", "quebec-s17"] {
            client.goto(&coach.at(&format!("/chart?table={table}"))).await.unwrap();
            wait_for(client, "Strategy chart").await;
            // Each row's label (its text's own rect) against its cell less the cell's padding,
            // and against its column's heading.
            let spilt = client
                .execute(
                    "const out = []; let soft = 0; \
                     for (const table of document.querySelectorAll('table.chart')) { \
                       const column = table.querySelector('thead th').getBoundingClientRect(); \
                       for (const th of table.querySelectorAll('tbody th')) { \
                         const cell = th.getBoundingClientRect(); const s = getComputedStyle(th); \
                         const range = document.createRange(); range.selectNodeContents(th); \
                         const text = range.getBoundingClientRect(); \
                         if (th.textContent.startsWith('A,') && th.textContent !== 'A,A') soft++; \
                         const left = Math.max(cell.left + parseFloat(s.paddingLeft), column.left); \
                         const right = Math.min(cell.right - parseFloat(s.paddingRight), column.right); \
                         if (text.left < left - 0.5 || text.right > right + 0.5) \
                           out.push(th.textContent + ': ' + text.left.toFixed(1) + '..' + \
                             text.right.toFixed(1) + ' in ' + left.toFixed(1) + '..' + right.toFixed(1)); \
                       } } \
                     return [soft, out];",
                    vec![],
                )
                .await
                .unwrap();
            assert!(spilt[0].as_u64().unwrap() >= 8, "no soft rows at {table}: {spilt}");
            assert_eq!(spilt[1], json!([]), "labels out of their column at {table}, {width}×{height}");
            let broken = chart_cells_off_one_line(client).await;
            assert!(broken[0].as_u64().unwrap() > 100, "no chart at {table}: {broken}");
            assert_eq!(broken[1], json!([]), "cells not on one line at {table}, {width}×{height}");
            assert_eq!(broken[2], json!(0), "the page scrolls sideways at {table}, {width}×{height}");
        }
    }
}

/// The chart's cells (headings and labels too) counted, those whose text is not one line inside
/// the cell less its padding or whose cell is two lines high, and how far the page reaches past
/// the screen's right edge (a wide chart scrolls in its own box, never the page).
async fn chart_cells_off_one_line(client: &Client) -> Value {
    client
        .execute(
            "const out = []; let cells = 0; \
             for (const cell of document.querySelectorAll('table.chart th, table.chart td')) { \
               cells++; const box = cell.getBoundingClientRect(); const s = getComputedStyle(cell); \
               const range = document.createRange(); range.selectNodeContents(cell); \
               const rects = Array.from(range.getClientRects()); \
               const lines = new Set(rects.map(r => Math.round(r.top))).size; \
               const text = range.getBoundingClientRect(); \
               const left = box.left + parseFloat(s.paddingLeft); \
               const right = box.right - parseFloat(s.paddingRight); \
               if (lines > 1 || box.height >= 2 * text.height || text.left < left - 0.5 \
                   || text.right > right + 0.5) \
                 out.push(cell.textContent + ': ' + lines + ' lines in a cell ' + \
                   box.height.toFixed(1) + ' px high, text ' + text.left.toFixed(1) + '..' + \
                   text.right.toFixed(1) + ' in ' + left.toFixed(1) + '..' + right.toFixed(1)); } \
             const page = document.documentElement; \
             return [cells, out, page.scrollWidth - page.clientWidth];",
            vec![],
        )
        .await
        .unwrap()
}

/// Every node of the document, its shadow trees (a field's own parts) included.
fn nodes(node: &Value) -> Vec<&Value> {
    let mut all = vec![node];
    for key in ["children", "shadowRoots"] {
        for child in node[key].as_array().into_iter().flatten() {
            all.extend(nodes(child));
        }
    }
    all
}

/// The hints shown in the page's empty fields (their placeholders, as the browser lays them out
/// in each field's own parts), each with where its text ends and where the room for it ends: the
/// field's padding or its arrows, whichever comes first; and its width beside the width its box
/// shows.
async fn hints(client: &Client) -> Vec<Value> {
    let document = dev_tools(client, "DOM.getDocument", json!({ "depth": -1, "pierce": true })).await;
    let mut found = Vec::new();
    for node in nodes(&document["root"]) {
        let attributes: Vec<&str> =
            node["attributes"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
        if !attributes.windows(2).any(|a| a == ["pseudo", "-webkit-input-placeholder"]) {
            continue;
        }
        let object =
            dev_tools(client, "DOM.resolveNode", json!({ "backendNodeId": node["backendNodeId"] })).await;
        let measured = dev_tools(
            client,
            "Runtime.callFunctionOn",
            json!({
                "objectId": object["object"]["objectId"],
                "returnByValue": true,
                "functionDeclaration": "function() { \
                   const range = document.createRange(); range.selectNodeContents(this); \
                   const text = range.getBoundingClientRect(); \
                   const field = this.parentNode.host; const s = getComputedStyle(field); \
                   let room = field.getBoundingClientRect().right - parseFloat(s.borderRightWidth) \
                     - parseFloat(s.paddingRight); \
                   const spin = this.parentNode.querySelector('[pseudo=\"-webkit-inner-spin-button\"]'); \
                   const arrows = spin && spin.getBoundingClientRect(); \
                   if (arrows && arrows.width > 0) room = Math.min(room, arrows.left); \
                   return [this.textContent, text.right, room, this.scrollWidth, this.clientWidth]; }",
            }),
        )
        .await;
        found.push(measured["result"]["value"].clone());
    }
    found
}

#[tokio::test(flavor = "current_thread")]
async fn a_fields_hint_is_shown_whole() {
    let coach = coach().await;
    let client = &coach.client;
    for (width, height) in SCREENS {
        screen(client, width, height).await;
        for (path, hint, shown) in [
            ("/drills?table=book", "untimed", "Start"),
            ("/play?table=casino-fr", "until you stop", "Sit down"),
        ] {
            client.goto(&coach.at(path)).await.unwrap();
            wait_for(client, shown).await;
            // Each also as the field with the hint has the focus and the pointer (the browser
            // then shows its arrows).
            let field = find_soon(client, "input[placeholder]").await;
            for moment in ["as loaded", "pointed at"] {
                if moment == "pointed at" {
                    field.click().await.unwrap();
                }
                let shown = hints(client).await;
                assert!(shown.iter().any(|h| h[0] == hint), "no `{hint}` at {path}: {shown:?}");
                let clipped: Vec<_> = shown
                    .iter()
                    .filter(|h| {
                        h[1].as_f64() > h[2].as_f64().map(|room| room + 0.5) || h[3].as_u64() > h[4].as_u64()
                    })
                    .collect();
                assert!(
                    clipped.is_empty(),
                    "hints clipped at {path}, {width}×{height}, {moment}: {clipped:?}"
                );
            }
        }
    }
}

/// The felts shown without a card shown on them, each by the start of its markup.
async fn empty_felts(client: &Client) -> Value {
    client
        .execute(
            "return Array.from(document.querySelectorAll('.felt')) \
               .filter(f => f.getBoundingClientRect().height > 0 && \
                 !Array.from(f.querySelectorAll('svg.card')) \
                   .some(c => c.getBoundingClientRect().height > 0)) \
               .map(f => f.outerHTML.slice(0, 200));",
            vec![],
        )
        .await
        .unwrap()
}

#[tokio::test(flavor = "current_thread")]
async fn before_the_first_round_no_felt_is_empty() {
    let coach = coach().await;
    let client = &coach.client;
    for (width, height) in SCREENS {
        screen(client, width, height).await;
        // A table that asks a bet before its first round, with other players and a count; and
        // one whose bet is fixed, where the first page is the first decision.
        for (table, fields, first) in [
            ("casino-fr", &[("seats", "3"), ("count", "hi-lo")][..], "Round 1 ·"),
            ("book", &[][..], "Your play?"),
        ] {
            // As `Coach::start_play`, the count chosen in its list.
            client.goto(&coach.at(&format!("/play?table={table}"))).await.unwrap();
            wait_for(client, "Sit down").await;
            assert_eq!(empty_felts(client).await, json!([]), "a felt without cards at /play, {table}");
            for (field, value) in fields {
                let set = format!("document.getElementById('{field}').value = '{value}';");
                client.execute(&set, vec![]).await.unwrap();
            }
            with_seed(client, "#play-start", 1).await;
            client
                .find(Locator::Css("#play-start button[type=submit]"))
                .await
                .unwrap()
                .click()
                .await
                .unwrap();
            let shown = wait_for(client, first).await;
            if table == "casino-fr" {
                assert!(shown.contains("Counting with hi-lo"), "{shown}");
            }
            let empty = empty_felts(client).await;
            assert_eq!(empty, json!([]), "a felt without cards at {table}, {width}×{height}");
        }
    }
}
