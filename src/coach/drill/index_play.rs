//! An index play's question: a hand at a true count, judged by the values the solver finds for
//! the table at that count, each wrong play named for what it is (a missed index, an index play
//! made short of its count or past its band, a plain misplay). The deviations drill asks it of
//! dealt hands, play of the hands at the table.

use super::answer::{Answer, Total, legal_words_in, signed};
use super::dealing::{show_ranks_in, value_of};
use super::mistakes::mistake_for_cost;
use super::question::{
    CountSituation, Expected, OptionValue, Question, Situation, Trap, shown_alike, you_did,
};
use crate::game::action::{Action, ActionSet};
use crate::game::card::{Card, Rank};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, Chart};
use crate::strategy::indices::{Band, IndexPlay, Indices, bands_words_in, counts_words_in};

/// A count in the words of a question: `+3`, `-2`, `0`.
fn c(count: i32) -> String {
    signed(count)
}

/// A hand at a true count, to be played by the table's indices.
pub struct IndexSpot<'a> {
    /// The table's indices for the system counted.
    pub indices: &'a Indices,
    /// The index play of the hand's cell (its first, where it has several).
    pub play: &'a IndexPlay,
    /// The cell's kind: hard, soft or pair, or hard of three cards or more.
    pub kind: CellKind,
    /// The hand's cards.
    pub cards: Vec<Card>,
    /// The dealer's up card.
    pub up: Card,
    /// The true count the hand is played at.
    pub tc: i32,
    /// The moves allowed, where fewer than every play the values hold (at a table, after a split
    /// or a draw).
    pub legal: Option<ActionSet>,
}

/// The question of a hand at a true count: the best play by the values solved at that count
/// among the moves allowed, the table's bands in words, each wrong play named (a missed index, an
/// index play short of its count or past its band, a plain misplay); all in `lang`.
pub fn index_question(
    spot: &IndexSpot<'_>,
    (rules, chart): (&TableRules, Option<&Chart>),
    system: &str,
    mut situation: CountSituation,
    lang: Lang,
) -> Question {
    let IndexSpot { indices, play, kind, ref cards, up, tc, legal: allowed } = *spot;
    let ranks: Vec<Rank> = cards.iter().map(|c| c.rank).collect();
    let evs = indices
        .values_at(tc)
        .and_then(|v| v.chart.cell(kind, play.player, play.dealer))
        .map(|cell| cell.ev)
        .unwrap_or_default();
    // The values solved at the count are the question's only figures: the answer is the best of
    // them, the bands are drawn from them, and the note quotes them.
    let options: Vec<OptionValue> = evs
        .ranked()
        .into_iter()
        .filter(|(action, _)| allowed.is_none_or(|legal| legal.contains(*action)))
        .map(|(action, value)| OptionValue { action, value: value * 100.0 })
        .collect();
    let mut legal: Vec<Action> = options.iter().map(|o| o.action).collect();
    // The prompt lists the moves in the one order every prompt uses (`h hit, s stand, ...`).
    legal.sort_by_key(|a| crate::game::action::ACTIONS.iter().position(|b| b == a));
    let expected = options.first().map_or(evs.best().0, |o| o.action);
    let bands = indices.bands(kind, play.player, play.dealer);
    let pair = kind == CellKind::Pair;
    let basic = chart
        .and_then(|chart| chart.cell_for(&ranks, pair, up.rank))
        .map(|cell| cell.action.resolve(|a| legal.contains(&a)))
        .or_else(|| indices.play_at(kind, play.player, play.dealer, 0))
        .unwrap_or(expected);
    // A play best at no count is named as the strategy drills name it, by what it gives away at
    // this count.
    let cell_here = indices.values_at(tc).and_then(|v| v.chart.cell(kind, play.player, play.dealer)).cloned();
    let misplay = |chosen: Action| -> &'static str {
        let cost = evs.get(expected).zip(evs.get(chosen)).map_or(0.0, |(best, mine)| (best - mine) * 100.0);
        mistake_for_cost(rules, cell_here.as_ref(), (chosen, expected), cost)
    };
    // A play worth as much as the best by the values shown at this count is right too.
    let shown = |a: Action| options.iter().find(|o| o.action == a).map(|o| o.value);
    let tied = |a: Action| shown(a).zip(shown(expected)).is_some_and(|(x, y)| shown_alike(x, y));
    let wrong: Vec<Action> = legal.iter().copied().filter(|&a| a != expected && !tied(a)).collect();
    let traps = deviation_traps(&wrong, (expected, basic), tc, &bands, indices.range, &misplay, lang);
    let hand = format!("{} ({})", show_ranks_in(cards, lang), hand_words(kind, cards, lang));
    let values: Vec<String> = options
        .iter()
        .map(|o| format!("{} {}", o.action.name_in(lang), lang.signed_percent(o.value, 1)))
        .collect();
    let other_bands = |kind: CellKind| bands_words_in(&indices.bands(kind, play.player, play.dealer), lang);
    let other_hand = match (kind, play.three_cards) {
        (CellKind::Hard, Some(_)) => {
            let bands = other_bands(CellKind::Hard3Plus);
            format!(" {}", lang.text("count-index-three-cards", &[("bands", Arg::Text(&bands))]))
        }
        (CellKind::Hard3Plus, _) => {
            let bands = other_bands(CellKind::Hard);
            format!(" {}", lang.text("count-index-two-cards", &[("bands", Arg::Text(&bands))]))
        }
        _ => String::new(),
    };
    let (up_rank, bands_said, count, values) =
        (up.rank.symbol_in(lang), bands_words_in(&bands, lang), c(tc), values.join(", "));
    let why = lang.text(
        "count-index-why",
        &[
            ("hand", Arg::Text(&hand)),
            ("up", Arg::Text(&up_rank)),
            ("bands", Arg::Text(&bands_said)),
            ("system", Arg::Text(system)),
            ("other", Arg::Text(&other_hand)),
            ("tc", Arg::Text(&count)),
            ("values", Arg::Text(&values)),
        ],
    );
    let past = if expected == basic { "short" } else { "past" };
    let cards_said = if kind == CellKind::Hard3Plus { " 3 cards" } else { "" };
    situation.true_count = Some(tc);
    Question {
        situation: Situation {
            player: cards.clone(),
            dealer: vec![up],
            count: Some(situation),
            ..Situation::default()
        },
        prompt: lang.text("drill-your-play", &[("moves", Arg::Text(&legal_words_in(lang, &legal)))]),
        expected: Expected::Action(expected),
        why,
        traps,
        options,
        key: format!("deviation {}{cards_said} v {} {past}", play.hand(), play.dealer.symbol()),
        // `?` shows the table's chart row, the plays at no count the index departs from.
        chart_row: chart.map(|chart| super::strategy::chart_row_in(chart, kind, play.player, up.rank, lang)),
        lang,
    }
}

/// A name and a note for every `wrong` play of a deviation question, of the learner's own play,
/// in `lang`: the chart's play (`basic`) where the count makes it another (`expected`) is a
/// missed index; a play that is the best at other counts, an index play made past its band (the
/// count went through it on the way here from 0) or short of its count (elsewhere); a play best
/// at no count, a plain misplay.
pub(super) fn deviation_traps(
    wrong: &[Action],
    (expected, basic): (Action, Action),
    tc: i32,
    bands: &[Band],
    range: i32,
    misplay: &dyn Fn(Action) -> &'static str,
    lang: Lang,
) -> Vec<Trap> {
    let mut traps = Vec::new();
    // Whether a band lies between count 0 and the question's count, short of the count.
    let passed = |b: &Band| match tc.cmp(&0) {
        std::cmp::Ordering::Greater => (0..tc).contains(&b.to),
        std::cmp::Ordering::Less => (tc + 1..=0).contains(&b.from),
        std::cmp::Ordering::Equal => false,
    };
    let (play, count) = (expected.name_in(lang), c(tc));
    let expected_counts = counts_words_in(bands, expected, lang);
    let right =
        lang.text("count-band", &[("play", Arg::Text(&play)), ("counts", Arg::Text(&expected_counts))]);
    let (low, high) = (c(-range), c(range));
    for &chosen in wrong {
        let (done, chosen_name) = (you_did(chosen, lang), chosen.name_in(lang));
        let counts = counts_words_in(bands, chosen, lang);
        let args = [
            ("you_did", Arg::Text(&done)),
            ("chosen", Arg::Text(&chosen_name)),
            ("counts", Arg::Text(&counts)),
            ("tc", Arg::Text(&count)),
            ("play", Arg::Text(&play)),
            ("right", Arg::Text(&right)),
            ("low", Arg::Text(&low)),
            ("high", Arg::Text(&high)),
        ];
        let (mistake, id) = if chosen == basic {
            ("deviation-missed", "count-dev-missed")
        } else if bands.iter().any(|b| b.play == chosen && passed(b)) {
            ("deviation-past-band", "count-dev-past-band")
        } else if bands.iter().any(|b| b.play == chosen) {
            ("deviation-too-early", "count-dev-too-early")
        } else {
            // The right play named for what it is: the chart's, or the index play of this count.
            let id = if expected == basic { "count-dev-misplay-chart" } else { "count-dev-misplay-index" };
            (misplay(chosen), id)
        };
        traps.push(Trap::is(Answer::Action(chosen), mistake).saying(lang.text(id, &args)));
    }
    traps
}

/// The hand in words in `lang`: `hard 16`, `soft 18`, `a pair`.
fn hand_words(kind: CellKind, cards: &[Card], lang: Lang) -> String {
    let value = value_of(cards);
    match kind {
        CellKind::Pair => lang.text("count-hand-pair", &[]),
        _ => Total::Points { total: value.total(), soft: Some(value.is_soft()) }.shown_in(lang),
    }
}
