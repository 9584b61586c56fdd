//! Strategy drills: playing decisions scored against the table's chart, with what a wrong play
//! costs, and an explanation computed from the chart: each option's value, the margin, the
//! dealer's chance to bust, and the row's rule in plain words.

use super::answer::{Answer, capitalised, legal_words_in};
use super::dealing::Dealing;
use super::moves::{Moment, legal_actions, refusal_sentence};
use super::question::{Expected, OptionValue, Question, Situation, Trap, TrapWhen, shown_alike};
use super::quiz::{RULE_QUESTIONS, rule_applies, rule_question, rule_question_in};
use super::spec::{Aim, DecisionHand};
use crate::game::action::ActionSet;
use crate::game::card::{Card, Rank};
use crate::lang::{Arg, Lang};

mod words;
use std::sync::Arc;
use words::up_word;
pub use words::{cell_words_in, chart_row, chart_row_in, row_rule, row_rule_in, situation_words_in};

use super::mistakes::{ROW_PLAY_OVER_OWN_CARDS, STRATEGY_MISPLAY, mistake_for_cost, mistake_for_refusal};
use super::question::CLOSE_CALL;
use crate::coach::learner::record::StrategyKey;
use crate::game::action::Action;
use crate::game::legal;
use crate::game::rules::{Surrender, TableRules};
use crate::strategy::chart::{Cell, CellKind, Chart, DEALER_ORDER, PlayerCell};
use crate::strategy::solver::{Composition, multi_card_values};

/// The dealer's chance to bust showing this card at this table, in percent, off the top of a full
/// shoe (only the up card out), as `bjcoach edge` gives it; with `checked`, once he has checked
/// for blackjack and has none.
fn bust_chance(rules: &TableRules, up: Rank, checked: bool) -> Option<f64> {
    let shoe = crate::strategy::solver::Composition::full(rules.decks);
    let o = crate::strategy::solver::dealer_outcome_of(rules, &shoe, up)?;
    let given = if checked { 1.0 - o.natural } else { 1.0 };
    (given > 0.0).then(|| o.bust / given * 100.0)
}

/// The cards a row's hand may be built from, in the order they are dealt.
/// A first-two-card spot of this cell, its cards taken from the shoe.
fn deal_cell(d: &mut Dealing, cell: &Cell) -> Option<Moment> {
    let ranks = hand_for(d, cell.kind, cell.player)?;
    let up = d.rank_of(if cell.dealer.is_ace() { 1 } else { cell.dealer.points() });
    let up = d.take(up);
    let cards: Vec<Card> = ranks.iter().map(|r| d.take(*r)).collect();
    d.end_round();
    Some(Moment { cards, up, from_split: false, doubled: false, seat_hands: 1 })
}

fn hand_for(d: &mut Dealing, kind: CellKind, player: PlayerCell) -> Option<Vec<Rank>> {
    let rules = d.rules.clone();
    let tens = |d: &mut Dealing| d.rank_of(10);
    match (kind, player) {
        (CellKind::Pair, PlayerCell::Pair(r)) => {
            let a = if r.is_ten_value() { tens(d) } else { r };
            let b = if r.is_ten_value() && rules.pair_rule == crate::game::rules::PairRule::SameValue {
                tens(d)
            } else {
                a
            };
            Some(vec![a, b])
        }
        (CellKind::Soft, PlayerCell::Total(t)) if (13..=20).contains(&t) => {
            let other = Rank::from_points(t - 11)?;
            Some(if d.chance(50) { vec![Rank::Ace, other] } else { vec![other, Rank::Ace] })
        }
        (CellKind::Hard, PlayerCell::Total(t)) if (5..=20).contains(&t) => {
            // Two cards of different value (or different ten ranks where only ranks pair).
            let mut options: Vec<(u8, u8)> = (2..=10u8)
                .filter_map(|a| {
                    let b = t.checked_sub(a)?;
                    ((2..=10).contains(&b) && a < b).then_some((a, b))
                })
                .collect();
            if t == 20 && rules.pair_rule == crate::game::rules::PairRule::SameRank {
                options.push((10, 10));
            }
            let (a, b) = d.pick(&options)?;
            let ra = d.rank_of(a);
            let mut rb = d.rank_of(b);
            if a == 10 && b == 10 {
                while rb == ra {
                    rb = d.rank_of(10);
                }
            }
            Some(if d.chance(50) { vec![ra, rb] } else { vec![rb, ra] })
        }
        (CellKind::Hard3Plus, PlayerCell::Total(t)) if (7..=20).contains(&t) => {
            // Three or four cards without an Ace, each drawn while the hand was under 21.
            for _ in 0..40 {
                let n = if t >= 12 && d.chance(30) { 4 } else { 3 };
                let mut values: Vec<u8> = Vec::new();
                let mut left = t;
                for i in 0..n {
                    let still = (n - i - 1) as u8;
                    let lo = left.saturating_sub(10 * still).max(2);
                    let hi = left.saturating_sub(2 * still).min(10);
                    if lo > hi {
                        break;
                    }
                    let v = d.between(u64::from(lo), u64::from(hi)) as u8;
                    values.push(v);
                    left -= v;
                }
                if values.len() == n && left == 0 {
                    // Two first cards of one value would be a pair: keep them different.
                    if values[0] == values[1] {
                        continue;
                    }
                    return Some(values.into_iter().map(|v| d.rank_of(v)).collect());
                }
            }
            None
        }
        (CellKind::Soft3Plus, PlayerCell::Total(t)) if (15..=20).contains(&t) => {
            let rest = t - 11;
            let a = d.between(2, u64::from(rest - 2)) as u8;
            let b = rest - a;
            let (ra, rb) = (d.rank_of(a), d.rank_of(b));
            Some(match d.below(3) {
                0 => vec![Rank::Ace, ra, rb],
                1 => vec![ra, Rank::Ace, rb],
                _ => vec![ra, rb, Rank::Ace],
            })
        }
        _ => None,
    }
}

/// The chart cell kinds a drill's hands draw from.
fn kinds_of(hands: &[DecisionHand]) -> Vec<CellKind> {
    let mut kinds = Vec::new();
    for h in hands {
        let k = match h {
            DecisionHand::Hard => CellKind::Hard,
            DecisionHand::Soft => CellKind::Soft,
            DecisionHand::Pair => CellKind::Pair,
            DecisionHand::HardMulti => CellKind::Hard3Plus,
            DecisionHand::SoftMulti => CellKind::Soft3Plus,
            DecisionHand::PostSplit => continue,
        };
        kinds.push(k);
    }
    kinds
}

fn code_has(cell: &Cell, action: Action) -> bool {
    cell.action.actions().contains(&action)
}

fn fits_focus(cell: &Cell, focus: Option<Aim>) -> bool {
    match focus {
        None => true,
        Some(Aim::Double) => code_has(cell, Action::Double),
        Some(Aim::Surrender) => code_has(cell, Action::Surrender),
        Some(Aim::Split) => cell.kind == CellKind::Pair,
    }
}

/// The chart cells a decisions drill of `hands` aimed at `focus` deals from.
fn decision_cells<'c>(chart: &'c Chart, hands: &[DecisionHand], focus: Option<Aim>) -> Vec<&'c Cell> {
    let kinds = kinds_of(hands);
    chart.cells.iter().filter(|c| kinds.contains(&c.kind) && fits_focus(c, focus)).collect()
}

/// Whether the table refuses the drill's aim at this cell, so no question is dealt from it:
/// surrender against an Ace where the table offers it only against other cards.
fn aim_refused(rules: &TableRules, cell: &Cell, focus: Option<Aim>) -> bool {
    focus == Some(Aim::Surrender) && cell.dealer.is_ace() && rules.surrender == Surrender::EnhcUnlessAce
}

/// The keys of every chart cell a decisions drill of `hands` aimed at `focus` asks about at this
/// table: what a learner's schedule may aim it at, and where `--focus weak` looks for misses.
pub fn decision_keys(
    rules: &TableRules,
    chart: &Chart,
    hands: &[DecisionHand],
    focus: Option<Aim>,
) -> Vec<String> {
    decision_cells(chart, hands, focus)
        .into_iter()
        .filter(|c| !aim_refused(rules, c, focus))
        .map(|c| StrategyKey::of_cell(c).text())
        .collect()
}

/// A playing decision from the chart cells of `hands`, aimed at `focus`.
pub fn decisions(d: &mut Dealing, hands: &[DecisionHand], focus: Option<Aim>) -> Question {
    let kinds = kinds_of(hands);
    let post_split = hands.contains(&DecisionHand::PostSplit);
    let Some(chart) = d.chart.clone() else { return no_chart(d.lang) };
    let cells = decision_cells(&chart, hands, focus);
    // The learner's schedule aims at a cell when there is one; the cards still come from the shoe.
    let keys: Vec<String> = if d.chooser.is_some() {
        cells.iter().map(|c| StrategyKey::of_cell(c).text()).collect()
    } else {
        Vec::new()
    };
    for _ in 0..200 {
        // Post-split hands take their share of the questions.
        if post_split && (kinds.is_empty() || d.chance(100 / (kinds.len() + 1))) {
            if let Some(q) = post_split_question(d, &chart, focus, &kinds) {
                // A learner's schedule may turn the hand down, as it would its cell.
                if d.chooser.is_none() || d.choose(std::slice::from_ref(&q.key)).is_some() {
                    return q;
                }
            }
            continue;
        }
        if cells.is_empty() {
            break;
        }
        let index = match d.choose(&keys) {
            Some(i) => i,
            None => d.below(cells.len()),
        };
        let cell = *cells[index];
        if aim_refused(&d.rules, &cell, focus) {
            // Refused anyway; the focus is on hands where it is offered.
            continue;
        }
        let Some(spot) = deal_cell(d, &cell) else { continue };
        if let Some(q) = question_for_in(
            d.lang,
            &d.rules,
            &chart,
            d.against.as_ref().map(|(r, c)| (r, &**c)),
            &spot,
            false,
        ) {
            return q;
        }
    }
    no_chart(d.lang)
}

/// A hand made by splitting a pair, with its second card from the shoe.
fn post_split_question(
    d: &mut Dealing,
    chart: &Chart,
    focus: Option<Aim>,
    kinds: &[CellKind],
) -> Option<Question> {
    let rules = d.rules.clone();
    let pairs: Vec<u8> =
        (2..=10u8).filter(|p| Rank::from_points(*p).is_some_and(|r| rules.may_split(r, r, 1))).collect();
    let points = d.pick(&pairs)?;
    let up_rank = d.rank_between(1, 10);
    let up = d.take(up_rank);
    let first = d.take_points(points);
    let second = if focus == Some(Aim::Double) {
        // A second card that makes 9, 10 or 11, where doubling is in question.
        let want = d.between(9, 11) as u8;
        let need = want.checked_sub(points).filter(|n| (2..=9).contains(n))?;
        d.take_points(need)
    } else if focus == Some(Aim::Split) {
        // The same rank again: may the split hand be split once more?
        d.take(first.rank)
    } else {
        d.draw()
    };
    d.end_round();
    let seat_hands = if rules.max_hands > 2 && d.chance(30) { 3.min(rules.max_hands) } else { 2 };
    let spot = Moment { cards: vec![first, second], up, from_split: true, doubled: false, seat_hands };
    let cell = cell_of(&rules, chart, &spot)?;
    let pair = rules.pair_rule.is_pair(first.rank, second.rank);
    let wanted = kinds.is_empty() || kinds.contains(&cell.kind) || (pair && kinds.contains(&CellKind::Pair));
    let focused = if focus == Some(Aim::Split) { pair } else { fits_focus(cell, focus) };
    if !wanted || !focused {
        return None;
    }
    let q =
        question_for_in(d.lang, &d.rules, chart, d.against.as_ref().map(|(r, c)| (r, &**c)), &spot, false)?;
    Some(q)
}

fn no_chart(lang: Lang) -> Question {
    Question {
        situation: Situation::default(),
        prompt: lang.text("drill-no-chart", &[]),
        expected: Expected::YesNo(true),
        why: String::new(),
        traps: Vec::new(),
        options: Vec::new(),
        key: "none".to_string(),
        chart_row: None,
        lang,
    }
}

/// The cell that tells how to play this spot. A pair is read in the pair row even when it may
/// not be split again: the row's next choice is then the play (`Ps` at a table with no re-split:
/// stand), as the chart is read at the table.
pub fn cell_of<'c>(rules: &TableRules, chart: &'c Chart, spot: &Moment) -> Option<&'c Cell> {
    let ranks: Vec<Rank> = spot.cards.iter().map(|c| c.rank).collect();
    let pair = matches!(ranks.as_slice(), [a, b] if rules.pair_rule.is_pair(*a, *b));
    chart.cell_for(&ranks, pair, spot.up.rank)
}

/// The trap of an action refused here: the mistake of the catalogue it reveals, saying the rule
/// that refuses it in `legal`'s own words (`Double: this table does not allow doubling after a
/// split.`).
fn refused(rules: &TableRules, spot: &Moment, action: Action, lang: Lang) -> Trap {
    let answer = Answer::Action(action);
    match legal::refusal(rules, &spot.play_moment(), action) {
        Some(refusal) => {
            Trap::is(answer, mistake_for_refusal(refusal)).saying(refusal_sentence(action, refusal, lang))
        }
        None => Trap::is(answer, "other-table-rules"),
    }
}

/// The strategy question for a spot at a table, with the table it is compared with (whose play,
/// where it differs, is a known mistake); `labelled` names the table in the prompt.
pub fn question_for(
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
) -> Option<Question> {
    question_for_in(Lang::En, rules, chart, other, spot, labelled)
}

/// The strategy question of [`question_for`], its words in `lang`.
pub fn question_for_in(
    lang: Lang,
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
) -> Option<Question> {
    question_asked(lang, rules, chart, other, spot, labelled, false, legal_actions(rules, spot))
}

/// The strategy question for a spot where the moves allowed are known from elsewhere (a round at
/// the table, which also knows the chips the seat has left): the same question as
/// [`question_for`], its expected play resolved by `legal`.
pub fn question_with_legal(
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
    legal: ActionSet,
) -> Option<Question> {
    question_with_legal_in(Lang::En, rules, chart, other, spot, labelled, legal)
}

/// The strategy question of [`question_with_legal`], its words in `lang`.
pub fn question_with_legal_in(
    lang: Lang,
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
    legal: ActionSet,
) -> Option<Question> {
    question_asked(lang, rules, chart, other, spot, labelled, false, legal)
}

/// The strategy question for a spot asked as one of a contrast: the same question as
/// [`question_for`], its key saying it is a contrast's.
fn contrast_question(
    lang: Lang,
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
) -> Option<Question> {
    question_asked(lang, rules, chart, other, spot, labelled, true, legal_actions(rules, spot))
}

/// The strategy question for a spot, `labelled` with its table's name, asked as one of a
/// `contrast` or not, where the moves allowed are `legal`, its words in `lang`.
#[allow(clippy::too_many_arguments)]
fn question_asked(
    lang: Lang,
    rules: &TableRules,
    chart: &Chart,
    other: Option<(&TableRules, &Chart)>,
    spot: &Moment,
    labelled: bool,
    contrast: bool,
    legal: ActionSet,
) -> Option<Question> {
    let cell = cell_of(rules, chart, spot)?;
    if legal.actions().len() < 2 {
        return None;
    }
    let row_play = cell.action.resolve(|a| legal.contains(a));
    // A hand of three cards or more is judged by its own cards: its row averages over every hand
    // of its total, and these cards, with what they leave in the shoe, may call for the other play.
    let own = own_cards(rules, spot, legal, row_play);
    let (expected, options) = match &own {
        Some(own) => (own.play, own.options.clone()),
        None => {
            let options = legal
                .actions()
                .into_iter()
                .filter_map(|a| cell.ev.get(a).map(|v| OptionValue { action: a, value: percent_of_bet(v) }))
                .collect();
            (row_play, options)
        }
    };
    if !options.iter().any(|o| o.action == expected) {
        return None;
    }
    let mut traps = Vec::new();
    // The other table's play is its own chart's, resolved by its own rules. Where this table
    // allows it too and it is wrong here by more than a close call, playing it is that table's
    // rule applied; a close call is named as one, like any other. Where this table refuses it,
    // the refusal below names the rule.
    let theirs = other.and_then(|(other_rules, other_chart)| {
        let cell = cell_of(other_rules, other_chart, spot)?;
        Some((other_rules, cell.action.resolve(|a| legal_actions(other_rules, spot).contains(a))))
    });
    let value_of = |a: Action| options.iter().find(|o| o.action == a).map(|o| o.value);
    let beyond_a_close_call = |a: Action| match (value_of(expected), value_of(a)) {
        (Some(right), Some(wrong)) => right - wrong > CLOSE_CALL,
        _ => true,
    };
    if let Some((other_rules, theirs)) = theirs
        && theirs != expected
        && theirs != row_play
        && legal.contains(theirs)
        && beyond_a_close_call(theirs)
    {
        traps.push(Trap::is(Answer::Action(theirs), other_table_mistake(rules, other_rules, spot)));
    }
    for a in crate::game::action::ACTIONS {
        if !legal.contains(a) {
            traps.push(refused(rules, spot, a, lang));
        }
    }
    // A legal play is named by what it gives away: a close call, or the catalogue's entry; one
    // worth as much as the expected play by the values shown is right, not a miss.
    let best = options.iter().map(|o| o.value).fold(f64::NEG_INFINITY, f64::max);
    let expected_value = options.iter().find(|o| o.action == expected).map_or(best, |o| o.value);
    let wrong: Vec<&OptionValue> =
        options.iter().filter(|o| o.action != expected && !shown_alike(o.value, expected_value)).collect();
    for o in &wrong {
        let mistake = if own.is_some() && o.action == row_play && best - o.value > CLOSE_CALL {
            ROW_PLAY_OVER_OWN_CARDS
        } else {
            mistake_for_cost(rules, Some(cell), (o.action, expected), best - o.value)
        };
        traps.push(Trap::is(Answer::Action(o.action), mistake));
    }
    if let Some(example) = wrong.first() {
        traps.push(Trap::when(TrapWhen::AnyWrong, STRATEGY_MISPLAY, example.action.name()));
    }

    let mut ranked = options.clone();
    ranked.sort_by(|a, b| b.value.total_cmp(&a.value));
    let name = |a: Action| a.name_in(lang);
    let values: Vec<String> = ranked
        .iter()
        .map(|o| {
            let (action, value) = (name(o.action), lang.signed_percent(o.value, 1));
            lang.text("drill-value", &[("action", Arg::Text(&action)), ("value", Arg::Text(&value))])
        })
        .collect();
    let margin = match ranked.as_slice() {
        [best, second, ..] => {
            let (best_name, second_name) = (capitalised(&name(best.action)), name(second.action));
            let gap = lang.percent(super::question::gap(best.value, second.value), 1);
            let id = if shown_alike(best.value, second.value) {
                "drill-margin-same"
            } else if best.value - second.value <= super::question::CLOSE_CALL {
                "drill-margin-close"
            } else {
                "drill-margin"
            };
            let args = [
                ("best", Arg::Text(&best_name)),
                ("second", Arg::Text(&second_name)),
                ("gap", Arg::Text(&gap)),
            ];
            format!(" {}", lang.text(id, &args))
        }
        _ => String::new(),
    };
    let checked =
        chart.conditioned_on_no_dealer_blackjack && (spot.up.rank.is_ace() || spot.up.rank.is_ten_value());
    let bust = bust_chance(rules, spot.up.rank, checked)
        .map(|p| {
            let id = if checked { "drill-bust-checked" } else { "drill-bust" };
            let (up, chance) = (up_word(spot.up.rank, lang), lang.percent_of(&super::answer::round1(p)));
            format!(" {}", lang.text(id, &[("up", Arg::Text(&up)), ("chance", Arg::Text(&chance))]))
        })
        .unwrap_or_default();
    let fallback = if own.is_some() || expected == cell.action.first() {
        String::new()
    } else {
        let (first, then) = (name(cell.action.first()), name(expected));
        format!(
            " {}",
            lang.text("drill-fallback", &[("first", Arg::Text(&first)), ("then", Arg::Text(&then))])
        )
    };
    let elsewhere = match (labelled, theirs) {
        (true, Some((other_rules, theirs))) => {
            let play = name(theirs);
            let args = [("table", Arg::Text(&other_rules.id)), ("play", Arg::Text(&play))];
            format!(" {}", lang.text("drill-elsewhere", &args))
        }
        _ => String::new(),
    };
    let values = values.join(", ");
    let values = match &own {
        Some(_) => {
            let cards = super::dealing::show_ranks_in(&spot.cards, lang);
            lang.text("drill-values-own", &[("cards", Arg::Text(&cards)), ("values", Arg::Text(&values))])
        }
        None => lang.text("drill-values", &[("values", Arg::Text(&values))]),
    };
    let own_words = match &own {
        Some(_) if expected != row_play => {
            let (row, own) = (name(row_play), name(expected));
            format!(
                " {}",
                lang.text("drill-own-cards", &[("row", Arg::Text(&row)), ("own", Arg::Text(&own))])
            )
        }
        _ => String::new(),
    };
    let why = format!(
        "{}.{fallback} {values}{margin}{own_words}{bust}{elsewhere}",
        capitalised(&row_rule_in(chart, cell.kind, cell.player, lang)),
    );
    let moves = legal_words_in(lang, &legal.actions());
    let prompt = lang.text("drill-your-play", &[("moves", Arg::Text(&moves))]);
    let prompt = if labelled {
        lang.text("drill-at-table", &[("table", Arg::Text(&rules.id)), ("text", Arg::Text(&prompt))])
    } else {
        prompt
    };
    let key = StrategyKey::new(cell.kind, cell.player, spot.up.rank).after_split(spot.from_split);
    let key = if labelled { key.naming(&rules.id) } else { key };
    let key = if contrast { key.in_contrast() } else { key };
    Some(Question {
        situation: Situation {
            player: spot.cards.clone(),
            dealer: vec![spot.up],
            from_split: spot.from_split,
            seat_hands: spot.from_split.then_some(spot.seat_hands),
            against: if labelled { other.map(|(r, _)| r.id.clone()) } else { None },
            ..Situation::default()
        },
        prompt,
        expected: Expected::Action(expected),
        why,
        traps,
        options,
        key: key.to_string(),
        chart_row: Some(chart_row_in(chart, cell.kind, cell.player, cell.dealer, lang)),
        lang,
    })
}

/// A value of the solver's, in percent of the bet to the fourth decimal, as questions hold it.
fn percent_of_bet(value: f64) -> f64 {
    (value * 1e6).round() / 1e4
}

/// A hand of three cards or more valued by its own cards rather than its row.
struct OwnCards {
    /// The better of standing and hitting for these cards (the row's play where they read the same).
    play: Action,
    /// Their values, in percent of the bet.
    options: Vec<OptionValue>,
}

/// The values of a hand of three cards or more for its own cards, from a full shoe less them and
/// the up card, when it may only stand or hit; none for a hand of two cards.
fn own_cards(rules: &TableRules, spot: &Moment, legal: ActionSet, row_play: Action) -> Option<OwnCards> {
    let actions = legal.actions();
    if spot.cards.len() < 3 || actions.iter().any(|a| !matches!(a, Action::Hit | Action::Stand)) {
        return None;
    }
    let ranks: Vec<Rank> = spot.cards.iter().map(|c| c.rank).collect();
    let v = multi_card_values(rules, &Composition::full(rules.decks), &ranks, spot.up.rank)?;
    let options: Vec<OptionValue> = actions
        .into_iter()
        .filter_map(|a| {
            let value = if a == Action::Stand { Some(v.stand) } else { v.hit };
            value.map(|x| OptionValue { action: a, value: percent_of_bet(x) })
        })
        .collect();
    let best = options.iter().max_by(|a, b| a.value.total_cmp(&b.value))?;
    let row = options.iter().find(|o| o.action == row_play);
    let play = match row {
        Some(row) if shown_alike(row.value, best.value) => row_play,
        _ => best.action,
    };
    Some(OwnCards { play, options })
}

/// The mistake of playing another table's chart in this spot: where the two tables differ, in the
/// rules a chart depends on, only in the dealer's soft-17 rule or only in the decks of the shoe,
/// that rule applied; otherwise any of its rules may be the cause. What makes a pair counts only
/// where it makes these cards one at one table and not at the other.
fn other_table_mistake(rules: &TableRules, other: &TableRules, spot: &Moment) -> &'static str {
    let pair_here = |r: &TableRules| match spot.cards.as_slice() {
        [a, b] => r.pair_rule.is_pair(a.rank, b.rank),
        _ => false,
    };
    let same_else = rules.hole_card == other.hole_card
        && rules.enhc_blackjack_takes == other.enhc_blackjack_takes
        && pair_here(rules) == pair_here(other)
        && rules.max_hands == other.max_hands
        && rules.resplit_aces == other.resplit_aces
        && rules.double_on == other.double_on
        && rules.double_on_21 == other.double_on_21
        && rules.double_after_split == other.double_after_split
        && rules.surrender == other.surrender;
    let soft_17 = rules.dealer_soft_17 != other.dealer_soft_17;
    let decks = rules.decks != other.decks;
    match (same_else, soft_17, decks) {
        (true, true, false) => "other-table-soft-17",
        (true, false, true) => "other-table-decks",
        _ => "other-table-rules",
    }
}

/// The cells next to `cell` (one up card or one total away) whose play differs from its own.
fn differing_neighbours(chart: &Chart, cell: &Cell) -> Vec<Cell> {
    let col = DEALER_ORDER.iter().position(|r| r.value_index() == cell.dealer.value_index()).unwrap_or(0);
    let mut neighbours: Vec<Cell> = Vec::new();
    for c in [col.checked_sub(1), Some(col + 1)].into_iter().flatten() {
        if let Some(n) = DEALER_ORDER.get(c).and_then(|up| chart.cell(cell.kind, cell.player, *up)) {
            neighbours.push(*n);
        }
    }
    if let PlayerCell::Total(t) = cell.player {
        for n in [t.saturating_sub(1), t + 1] {
            if let Some(c) = chart.cell(cell.kind, PlayerCell::Total(n), cell.dealer) {
                neighbours.push(*c);
            }
        }
    }
    neighbours.retain(|n| n.action.first() != cell.action.first());
    neighbours
}

/// Two neighbouring cells with different plays, asked back to back.
pub fn contrasts(d: &mut Dealing) -> Question {
    let Some(chart) = d.chart.clone() else { return no_chart(d.lang) };
    if d.against.is_some()
        && d.chance(25)
        && let Some(q) = across_tables(d, &chart)
    {
        return q;
    }
    let two_card = [CellKind::Hard, CellKind::Soft, CellKind::Pair];
    for _ in 0..200 {
        let cells: Vec<&Cell> = chart.cells.iter().filter(|c| two_card.contains(&c.kind)).collect();
        // The learner's schedule aims at a border it wants asked: a cell whose play differs from a
        // neighbour's, by the cell's own key, so the cells missed in any drill come back here.
        let aimed = if d.chooser.is_some() {
            let borders: Vec<&Cell> =
                cells.iter().copied().filter(|c| !differing_neighbours(&chart, c).is_empty()).collect();
            let keys: Vec<String> = borders.iter().map(|c| StrategyKey::of_cell(c).text()).collect();
            d.choose(&keys).map(|i| *borders[i])
        } else {
            None
        };
        let Some(cell) = aimed.or_else(|| d.pick(&cells).cloned()) else { break };
        let neighbours = differing_neighbours(&chart, &cell);
        let Some(other) = d.pick(&(0..neighbours.len()).collect::<Vec<_>>()).map(|i| neighbours[i]) else {
            continue;
        };
        let mut pair = Vec::new();
        for c in [&cell, &other] {
            let Some(ranks) = hand_for(d, c.kind, c.player) else { break };
            let up = d.rank_of(if c.dealer.is_ace() { 1 } else { c.dealer.points() });
            let up = d.take(up);
            let cards: Vec<Card> = ranks.iter().map(|r| d.take(*r)).collect();
            d.end_round();
            let spot = Moment { cards, up, from_split: false, doubled: false, seat_hands: 1 };
            match contrast_question(
                d.lang,
                &d.rules,
                &chart,
                d.against.as_ref().map(|(r, c)| (r, &**c)),
                &spot,
                false,
            ) {
                Some(q) => pair.push(q),
                None => break,
            }
        }
        if pair.len() == 2 && pair[0].expected != pair[1].expected {
            if d.chance(50) {
                pair.swap(0, 1);
            }
            let second = pair.pop();
            d.pending.extend(second);
            return pair.remove(0);
        }
    }
    no_chart(d.lang)
}

/// The two-card cells whose play differs between two tables, and the rule questions whose
/// answer differs.
pub fn differences(
    rules: &TableRules,
    chart: &Chart,
    other_rules: &TableRules,
    other_chart: &Chart,
) -> (Vec<Cell>, Vec<usize>) {
    let two_card = [CellKind::Hard, CellKind::Soft, CellKind::Pair];
    let cells: Vec<Cell> = chart
        .cells
        .iter()
        .filter(|c| two_card.contains(&c.kind))
        .filter(|c| {
            other_chart.cell(c.kind, c.player, c.dealer).is_some_and(|o| o.action.first() != c.action.first())
        })
        .cloned()
        .collect();
    let bet = rules.session.bet.min.max(other_rules.session.bet.min);
    let rule_asks: Vec<usize> = (0..RULE_QUESTIONS)
        .filter(|a| rule_applies(rules, *a) && rule_applies(other_rules, *a))
        .filter(|a| {
            let here = rule_question(rules, *a, bet);
            let there = rule_question(other_rules, *a, bet);
            here.prompt == there.prompt && here.expected != there.expected
        })
        .collect();
    (cells, rule_asks)
}

/// One hand asked at this table and at the table compared with, where their charts differ
/// (A-7 against 2 where the dealer stands on soft 17, then where he hits it).
fn across_tables(d: &mut Dealing, chart: &Arc<Chart>) -> Option<Question> {
    let (other_rules, other_chart) = d.against.clone()?;
    let rules = d.rules.clone();
    let differences = match &d.differences {
        Some(found) => found.clone(),
        None => {
            let found = Arc::new(differences(&rules, chart, &other_rules, &other_chart));
            d.differences = Some(found.clone());
            found
        }
    };
    let index = d.pick(&(0..differences.0.len()).collect::<Vec<_>>())?;
    let cell = differences.0[index];
    let ranks = hand_for(d, cell.kind, cell.player)?;
    let up = d.rank_of(if cell.dealer.is_ace() { 1 } else { cell.dealer.points() });
    let up = d.take(up);
    let cards: Vec<Card> = ranks.iter().map(|r| d.take(*r)).collect();
    d.end_round();
    let spot = Moment { cards, up, from_split: false, doubled: false, seat_hands: 1 };
    let here = contrast_question(d.lang, &rules, chart, Some((&other_rules, &*other_chart)), &spot, true)?;
    let there = contrast_question(d.lang, &other_rules, &other_chart, Some((&rules, &**chart)), &spot, true)?;
    if here.expected == there.expected {
        return None;
    }
    d.pending.push_back(there);
    Some(here)
}

/// A chart cell or a rule that differs between the table and the one it is compared with.
pub fn table_differences(d: &mut Dealing) -> Question {
    let (Some(chart), Some((other_rules, other_chart))) = (d.chart.clone(), d.against.clone()) else {
        return no_chart(d.lang);
    };
    let (rules, lang) = (d.rules.clone(), d.lang);
    let differences = match &d.differences {
        Some(found) => found.clone(),
        None => {
            let found = Arc::new(differences(&rules, &chart, &other_rules, &other_chart));
            d.differences = Some(found.clone());
            found
        }
    };
    let (cells, rule_asks) = (&differences.0, &differences.1);
    let bet = super::money::drill_bet(d);
    // Every question is asked at the learner's table; the other table is the one compared, its
    // play the known mistake.
    for _ in 0..100 {
        let ask_rule = !rule_asks.is_empty() && (cells.is_empty() || d.chance(25));
        if ask_rule {
            let ask = d.pick(rule_asks).unwrap_or(0);
            let mut q = rule_question_in(&rules, ask, bet, lang);
            let args = [("table", Arg::Text(&rules.id)), ("text", Arg::Text(&q.prompt))];
            q.prompt = lang.text("drill-at-table", &args);
            q.situation.against = Some(other_rules.id.clone());
            q.key = format!("{} at {}", q.key, rules.id);
            return q;
        }
        let Some(cell) = d.pick(&(0..cells.len()).collect::<Vec<_>>()).map(|i| cells[i]) else {
            break;
        };
        let Some(spot) = deal_cell(d, &cell) else { continue };
        if let Some(q) =
            question_for_in(lang, &rules, &chart, Some((&other_rules, &*other_chart)), &spot, true)
        {
            return q;
        }
    }
    no_chart(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::solver::Composition;

    #[test]
    fn the_bust_chance_is_said_as_bjcoach_edge_gives_it() {
        // The dealer's outcomes of one up card agree with those of every up card (see the
        // solver's tests): the book's dealer showing a 6 busts 42.08 % of the time, as `bjcoach
        // edge --table book` prints it, which a question says as 42.1; given no natural, an Ace
        // busts (checked against the whole table's outcomes here).
        let book = crate::game::rules::preset("book").unwrap();
        assert_eq!(super::super::answer::round1(bust_chance(&book, Rank::Six, false).unwrap()), "42.1");
        let all = crate::strategy::solver::dealer_outcomes_of(&book, &Composition::full(1));
        let ace = all.iter().find(|o| o.up == Rank::Ace).unwrap();
        let given = ace.bust / (1.0 - ace.natural) * 100.0;
        assert!((bust_chance(&book, Rank::Ace, true).unwrap() - given).abs() < 1e-12);
    }

    #[test]
    fn a_hand_of_three_cards_is_judged_by_its_own_cards() {
        let rules = crate::game::rules::preset("book").unwrap();
        let chart = crate::strategy::chart::shipped("book").unwrap().unwrap();
        let card = |r: Rank| Card::new(r, crate::game::card::Suit::Spades);
        let spot = |ranks: &[Rank]| Moment {
            cards: ranks.iter().map(|&r| card(r)).collect(),
            up: card(Rank::Ten),
            from_split: false,
            doubled: false,
            seat_hands: 1,
        };
        // The row says stand on 16 of three cards or more against a ten; 6, 4, 6 is better hit,
        // by the values of these very cards (`bjcoach ev 6,4,6 T --table book`).
        let q =
            question_for(&rules, &chart, None, &spot(&[Rank::Six, Rank::Four, Rank::Six]), false).unwrap();
        assert_eq!(q.expected, Expected::Action(Action::Hit));
        let v =
            multi_card_values(&rules, &Composition::full(1), &[Rank::Six, Rank::Four, Rank::Six], Rank::Ten)
                .unwrap();
        let value = |a: Action| q.options.iter().find(|o| o.action == a).unwrap().value;
        assert!((value(Action::Stand) - 100.0 * v.stand).abs() < 1e-4);
        assert!((value(Action::Hit) - 100.0 * v.hit.unwrap()).abs() < 1e-4);
        assert!(q.why.contains("these very cards (6-4-6)") && q.why.contains("call for hit"), "{}", q.why);
        let j = q.judge("s");
        assert!(!j.correct);
        assert_eq!(j.mistake, Some(ROW_PLAY_OVER_OWN_CARDS));
        let gap = super::super::question::gap(value(Action::Hit), value(Action::Stand));
        assert!(j.comparison.unwrap().contains(&format!("Standing gives away {gap:.1}%")));
        // 2, 4, T agrees with its row: stand, valued by its own cards.
        let q =
            question_for(&rules, &chart, None, &spot(&[Rank::Two, Rank::Four, Rank::Ten]), false).unwrap();
        assert_eq!(q.expected, Expected::Action(Action::Stand));
        assert!(!q.why.contains("call for"), "{}", q.why);
    }

    /// Every miss of every playing decision a drill can ask, at every preset: each first-two-card
    /// hand, each hand made by a split (at every count of hands the table allows), each hand of
    /// three cards, against every up card, answered with every action. A refused action is named
    /// by the rule that refuses it; a legal one that costs more than a close call by a catalogue
    /// entry that covers its cell, its play and the chart's; only a close call is generic.
    #[test]
    fn every_miss_at_every_preset_is_named_by_what_was_done() {
        use crate::game::card::Suit;
        // Every value once, and two ten-value ranks (a K-T pair is a pair only by value).
        let ranks: Vec<Rank> =
            Rank::ALL.into_iter().filter(|r| !matches!(r, Rank::Jack | Rank::Queen)).collect();
        let card = |r: Rank| Card::new(r, Suit::Spades);
        let catalogue = super::super::mistakes::shipped().unwrap();
        let mut misses = 0;
        for name in crate::game::rules::preset_names() {
            let rules = crate::game::rules::preset(name).unwrap();
            let chart = crate::strategy::chart::shipped(name).unwrap().unwrap();
            let mut spots = Vec::new();
            for up in ranks.iter().copied() {
                for a in ranks.iter().copied() {
                    for b in ranks.iter().copied() {
                        for seats in 1..=rules.max_hands.max(1) {
                            let cards = vec![card(a), card(b)];
                            spots.push(Moment {
                                cards,
                                up: card(up),
                                from_split: seats > 1,
                                doubled: false,
                                seat_hands: seats,
                            });
                        }
                        for c in ranks.iter().copied() {
                            let cards = vec![card(a), card(b), card(c)];
                            spots.push(Moment {
                                cards,
                                up: card(up),
                                from_split: false,
                                doubled: false,
                                seat_hands: 1,
                            });
                        }
                    }
                }
            }
            for spot in spots {
                let Some(q) = question_for(&rules, &chart, None, &spot, false) else { continue };
                let cell = cell_of(&rules, &chart, &spot).unwrap();
                let Expected::Action(right) = q.expected else { panic!("{q:?}") };
                for a in crate::game::action::ACTIONS {
                    let j = q.judge(a.name());
                    if j.correct {
                        continue;
                    }
                    misses += 1;
                    let at = || format!("{a} for {:?} v {} at {name}: {j:?}", spot.cards, spot.up);
                    let mistake = j.mistake.unwrap_or_else(|| panic!("no name: {}", at()));
                    match legal::refusal(&rules, &spot.play_moment(), a) {
                        Some(refusal) => assert_eq!(mistake, mistake_for_refusal(refusal), "{}", at()),
                        None if mistake == STRATEGY_MISPLAY => {
                            assert!(j.is_close_call(), "a costly miss named generically: {}", at());
                        }
                        None if mistake == ROW_PLAY_OVER_OWN_CARDS => {
                            // The row's play, which these very cards make a costly one.
                            assert!(spot.cards.len() >= 3 && !j.is_close_call(), "{}", at());
                            assert_eq!(a, cell.action.resolve(|b| q.legal_actions().unwrap().contains(&b)));
                        }
                        None => {
                            assert!(!j.is_close_call(), "a close call named as a blunder: {}", at());
                            let m = catalogue.get(mistake).unwrap();
                            assert!(m.covers(&rules, cell, a, right), "`{mistake}` does not fit: {}", at());
                        }
                    }
                }
            }
        }
        assert!(misses > 10_000, "{misses}");
    }
}
