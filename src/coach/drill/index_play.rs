//! An index play's question: a hand at a true count, judged by the values the solver finds for
//! the table at that count, each wrong play named for what it is (a missed index, an index play
//! made short of its count or past its band, a plain misplay). The deviations drill asks it of
//! dealt hands, play of the hands at the table.

use super::answer::{Answer, legal_words, signed};
use super::dealing::{show_ranks, value_of};
use super::mistakes::mistake_for_cost;
use super::question::{CountSituation, Expected, OptionValue, Question, Situation, Trap, shown_alike};
use crate::game::action::{Action, ActionSet};
use crate::game::card::{Card, Rank};
use crate::game::rules::TableRules;
use crate::strategy::chart::{CellKind, Chart};
use crate::strategy::indices::{Band, IndexPlay, Indices, bands_words, counts_words};

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
/// index play short of its count or past its band, a plain misplay).
pub fn index_question(
    spot: &IndexSpot<'_>,
    rules: &TableRules,
    chart: Option<&Chart>,
    system: &str,
    mut situation: CountSituation,
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
    let traps = deviation_traps(&wrong, expected, basic, tc, &bands, indices.range, &misplay);
    let hand = format!("{} ({})", show_ranks(cards), hand_words(kind, cards));
    let values: Vec<String> =
        options.iter().map(|o| format!("{} {:+.1}%", o.action.name(), o.value)).collect();
    let other_hand = match (kind, play.three_cards) {
        (CellKind::Hard, Some(_)) => format!(
            " With three cards or more the same total plays otherwise: {}.",
            bands_words(&indices.bands(CellKind::Hard3Plus, play.player, play.dealer))
        ),
        (CellKind::Hard3Plus, _) => format!(
            " With its first two cards the same total plays otherwise: {}.",
            bands_words(&indices.bands(CellKind::Hard, play.player, play.dealer))
        ),
        _ => String::new(),
    };
    let why = format!(
        "{hand} against {}: {} ({system} indices computed for this table, each the lowest count at which its play is worth at least as much).{other_hand} At {} the values are {} of the bet.",
        up.rank,
        bands_words(&bands),
        c(tc),
        values.join(", ")
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
        prompt: format!("Your play? ({})", legal_words(&legal)),
        expected: Expected::Action(expected),
        why,
        traps,
        options,
        key: format!("deviation {}{cards_said} v {} {past}", play.hand(), play.dealer.symbol()),
        // `?` shows the table's chart row, the plays at no count the index departs from.
        chart_row: chart.map(|chart| super::strategy::chart_row(chart, kind, play.player, up.rank)),
        lang: crate::lang::Lang::En,
    }
}

/// A name and a note for every `wrong` play of a deviation question, of the learner's own play:
/// the chart's play where the count makes it another is a missed index; a play that is the best
/// at other counts, an index play made past its band (the count went through it on the way here
/// from 0) or short of its count (elsewhere); a play best at no count, a plain misplay.
pub(super) fn deviation_traps(
    wrong: &[Action],
    expected: Action,
    basic: Action,
    tc: i32,
    bands: &[Band],
    range: i32,
    misplay: &dyn Fn(Action) -> &'static str,
) -> Vec<Trap> {
    let mut traps = Vec::new();
    // Whether a band lies between count 0 and the question's count, short of the count.
    let passed = |b: &Band| match tc.cmp(&0) {
        std::cmp::Ordering::Greater => (0..tc).contains(&b.to),
        std::cmp::Ordering::Less => (tc + 1..=0).contains(&b.from),
        std::cmp::Ordering::Equal => false,
    };
    for &chosen in wrong {
        let right = format!("{} {}", expected.name(), counts_words(bands, expected));
        let trap = if chosen == basic {
            Trap::is(Answer::Action(chosen), "deviation-missed").saying(format!(
                "You {}, the basic-strategy play (the table's chart); at {} the count makes it {}: {right}.",
                super::question::past(chosen),
                c(tc),
                expected.name()
            ))
        } else if bands.iter().any(|b| b.play == chosen && passed(b)) {
            Trap::is(Answer::Action(chosen), "deviation-past-band").saying(format!(
                "You {}: {} is the play {}, so at {} the count has gone past it; {right}.",
                super::question::past(chosen),
                chosen.name(),
                counts_words(bands, chosen),
                c(tc)
            ))
        } else if bands.iter().any(|b| b.play == chosen) {
            Trap::is(Answer::Action(chosen), "deviation-too-early").saying(format!(
                "You {}: {} is the play {}, so at {} it is not worth it; {right}.",
                super::question::past(chosen),
                chosen.name(),
                counts_words(bands, chosen),
                c(tc)
            ))
        } else {
            // The right play named for what it is: the chart's, or the index play of this count.
            let which = if expected == basic { "the chart's play" } else { "the index play" };
            Trap::is(Answer::Action(chosen), misplay(chosen)).saying(format!(
                "You {}: {} is the best play at no true count from {} to {}; {}, {which}, is the best at {}.",
                super::question::past(chosen),
                chosen.name(),
                c(-range),
                c(range),
                expected.name(),
                c(tc)
            ))
        };
        traps.push(trap);
    }
    traps
}

/// The hand in words: `hard 16`, `soft 18`, `a pair`.
fn hand_words(kind: CellKind, cards: &[Card]) -> String {
    let value = value_of(cards);
    match kind {
        CellKind::Pair => "a pair".to_string(),
        _ if value.is_soft() => format!("soft {}", value.total()),
        _ => format!("hard {}", value.total()),
    }
}
