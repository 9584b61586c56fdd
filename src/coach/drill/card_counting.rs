//! Card-counting drills: the running count of rounds dealt from the table's shoe, the true count
//! from a running count and the discard tray, the index plays (deviations) the solver computes
//! for the table, and the bet of the learner's ramp.

use super::answer::{Answer, signed};
use super::count_words::{count_steps_in, rounded_words_in, rule_words_in, signed_decimal};
use super::dealing::{Dealing, PlayedRound};
use super::question::{CountSituation, CountedRound, Expected, Question, Situation, Trap, shown_alike};
use crate::game::action::Action;
use crate::game::card::{Card, Rank, Suit};
use crate::game::round::{Decision, Move, Round};
use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::chart::{CellKind, PlayerCell};
use crate::strategy::counting::{CountingSystem, TrueCountRule};
use crate::strategy::indices::{Decision as IndexDecision, IndexPlay, Indices};
use crate::strategy::ramp::Ramp;

/// A count in the words of a question: `+3`, `-2`, `0`.
fn c(count: i32) -> String {
    signed(count)
}

use super::index_play::{IndexSpot, index_question};
pub use super::tray::half_decks;

/// How a rule makes a true count whole, in words, with an example.
pub fn rule_words(rule: TrueCountRule) -> String {
    rule_words_in(rule, Lang::En)
}

/// The situation of a counting question, before its particular facts are filled in.
pub(super) fn count_situation(d: &Dealing) -> CountSituation {
    count_situation_of(&d.counting.system, d.rules.decks)
}

/// The situation of a counting question with `system` at a shoe of `decks` decks, before its
/// particular facts are filled in.
pub fn count_situation_of(system: &CountingSystem, decks: u8) -> CountSituation {
    CountSituation {
        system: system.id.clone(),
        system_name: system.name.clone(),
        start: None,
        fresh_shoe: false,
        rounds: Vec::new(),
        running: None,
        discard_halves: None,
        decks,
        true_count: None,
        ramp: None,
        tray_cards: None,
        asks: None,
        countdown: None,
    }
}

/// How the other players and the drill's own seats play their hands: close to basic strategy
/// without a chart (hit to 12, stand on 12 to 16 against 2 to 6 but 12 against 2 or 3, hit soft
/// 17 and under), never insuring, so rounds look like a real table's.
fn table_play(round: &Round, decision: Decision) -> Move {
    let Decision::Play { seat, hand } = decision else { return Move::DeclineInsurance };
    let Some(h) = round.seats().get(seat).and_then(|s| s.hands.get(hand)) else { return Move::Stand };
    let value = h.hand.value();
    let up = round.dealer_up().map_or(10, |c| c.rank.points());
    let total = value.total();
    let draws = if value.is_soft() {
        total <= 17
    } else {
        match total {
            ..=11 => true,
            12 => !(4..=6).contains(&up),
            13..=16 => !(2..=6).contains(&up),
            _ => false,
        }
    };
    if draws { Move::Hit } else { Move::Stand }
}

/// The cards of a round in the order a counter sees them come face up: each player's first
/// card, the dealer's up card, each player's second card, then each player's draws seat by seat,
/// and last the dealer's second card (the hole card turned over, or the card drawn where there is
/// none) and his draws. Exact for rounds played by [`table_play`], which never splits.
fn face_up_order(played: &PlayedRound) -> Vec<Card> {
    let hands: Vec<&[Card]> =
        played.seats.iter().flat_map(|s| s.hands.iter().map(|h| h.hand.cards.as_slice())).collect();
    let mut order: Vec<Card> = hands.iter().filter_map(|h| h.first().copied()).collect();
    order.extend(played.dealer.first());
    order.extend(hands.iter().filter_map(|h| h.get(1).copied()));
    for h in &hands {
        order.extend(h.iter().skip(2));
    }
    order.extend(played.dealer.iter().skip(1));
    order
}

/// Rounds dealt from the shoe since the last question; the running count asked after them.
pub fn running_count(d: &mut Dealing, max_rounds: u8) -> Question {
    let system = d.counting.system.clone();
    let initial = system.initial_running_count(d.rules.decks).unwrap_or(0);
    let fresh_shoe = d.count_run.count.is_none();
    let start = d.count_run.count.unwrap_or(initial);
    let mut rounds: Vec<CountedRound> = Vec::new();
    if let Some((number, seats, cards)) = d.count_run.rest.take() {
        rounds.push(CountedRound { number, seats, cards, continued: true, cut_short: false });
    }
    let wanted = d.between(1, u64::from(max_rounds.max(1))) as usize;
    let mut shuffled = false;
    while rounds.len() < wanted.max(1) && !shuffled {
        let seats = d.between(1, u64::from(d.rules.session.seats.clamp(1, 3))) as u8;
        let bet = d.rules.session.bet.min.max(1);
        let played = d.play_round(&vec![bet; usize::from(seats)], &[], table_play);
        let order = face_up_order(&played);
        d.end_round();
        // The round's cards were seen; none left seen means the shoe was shuffled after it.
        shuffled = d.seen().is_empty();
        d.count_run.rounds += 1;
        let number = d.count_run.rounds;
        let last = rounds.len() + 1 >= wanted;
        if last && !shuffled && order.len() >= 5 && d.chance(40) {
            let cut = d.between(2, order.len() as u64 - 2) as usize;
            d.count_run.rest = Some((number, seats, order[cut..].to_vec()));
            let cards = order[..cut].to_vec();
            rounds.push(CountedRound { number, seats, cards, continued: false, cut_short: true });
        } else {
            rounds.push(CountedRound { number, seats, cards: order, continued: false, cut_short: false });
        }
    }
    let cards: Vec<Card> = rounds.iter().flat_map(|r| r.cards.iter().copied()).collect();
    let expected = start + cards.iter().map(|&card| i32::from(system.tag(card))).sum::<i32>();
    if shuffled {
        d.count_run = super::dealing::CountRun::default();
    } else {
        d.count_run.count = Some(expected);
    }
    let cut_short = rounds.last().is_some_and(|r| r.cut_short);
    let lang = d.lang;
    let id = if cut_short { "count-running-prompt-goes-on" } else { "count-running-prompt" };
    let prompt = lang.text(id, &[("system", Arg::Text(&system.name))]);
    let key = format!("running count {} {} cards", system.id, cards.len().min(30) / 5 * 5);
    let mut situation = count_situation(d);
    situation.start = Some(start);
    situation.fresh_shoe = fresh_shoe;
    situation.rounds = rounds;
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt,
        expected: Expected::Count(expected),
        why: count_steps_in(&system, start, &cards, shuffled, lang),
        traps: running_count_traps(&system, (start, initial), fresh_shoe, &cards, expected, lang),
        options: Vec::new(),
        key,
        chart_row: None,
        lang,
    }
}

/// The count card by card: each card's tag and the count after it.
pub fn count_steps(system: &CountingSystem, start: i32, cards: &[Card], shuffled: bool) -> String {
    count_steps_in(system, start, cards, shuffled, Lang::En)
}

/// The wrong counts one slip explains: a card counted with another tag (or left out), or the
/// count started over instead of carried on.
fn running_count_traps(
    system: &CountingSystem,
    (start, initial): (i32, i32),
    fresh_shoe: bool,
    cards: &[Card],
    expected: i32,
    lang: Lang,
) -> Vec<Trap> {
    let mut tags: Vec<i32> =
        system.tags.iter().flat_map(|t| [i32::from(t.red), i32::from(t.black)]).collect();
    tags.push(0);
    tags.sort_unstable();
    tags.dedup();
    let mut traps: Vec<Trap> = Vec::new();
    let mut taken = vec![expected];
    for &card in cards {
        let tag = i32::from(system.tag(card));
        for &other in tags.iter().filter(|&&t| t != tag) {
            let wrong = expected - tag + other;
            if taken.contains(&wrong) {
                continue;
            }
            taken.push(wrong);
            let id = if other == 0 { "count-trap-left-out" } else { "count-trap-other-tag" };
            let (shown, other, tag) = (card.shown_in(lang), c(other), c(tag));
            let args = [
                ("card", Arg::Text(&shown)),
                ("other", Arg::Text(&other)),
                ("system", Arg::Text(&system.name)),
                ("tag", Arg::Text(&tag)),
            ];
            traps.push(Trap::is(Answer::Count(wrong), "count-tag-misapplied").saying(lang.text(id, &args)));
        }
    }
    let restarted = expected - start + initial;
    if !fresh_shoe && start != initial && !taken.contains(&restarted) {
        let (initial, start) = (c(initial), c(start));
        let args = [("initial", Arg::Text(&initial)), ("start", Arg::Text(&start))];
        traps.push(
            Trap::is(Answer::Count(restarted), "count-not-carried")
                .saying(lang.text("count-trap-not-carried", &args)),
        );
    }
    traps
}

/// A running count and the discard tray: the true count by the system's rule.
pub fn true_count(d: &mut Dealing) -> Question {
    let system = d.counting.system.clone();
    let decks = u32::from(d.rules.decks.max(1));
    // The tray is read to the half deck, up to about three quarters of the shoe dealt.
    let most_dealt = (2 * decks * 3 / 4).max(1);
    let dealt = d.between(u64::from(decks > 1), u64::from(most_dealt)) as u32;
    let left_halves = 2 * decks - dealt;
    // The tray's cards are dealt from a shuffled shoe, so the running count is one those cards
    // make; of two such deals the one further from zero is asked, for counts worth converting.
    let running = {
        let first = dealt_running_count(d, &system, dealt * 26);
        let second = dealt_running_count(d, &system, dealt * 26);
        if second.abs() > first.abs() { second } else { first }
    };
    let mut situation = count_situation(d);
    situation.running = Some(running);
    situation.discard_halves = Some(dealt);
    true_count_question(&system, decks, running, (dealt, left_halves), situation, d.lang)
}

/// The true count of `running` with `dealt` half decks in the tray and `left_halves` left in a
/// shoe of `decks` decks, made whole by the system's rule: the question in `lang`, each usual
/// slip named (the running count taken for it, a division by the tray or by the whole shoe,
/// another rule's rounding).
pub fn true_count_question(
    system: &CountingSystem,
    decks: u32,
    running: i32,
    (dealt, left_halves): (u32, u32),
    situation: CountSituation,
    lang: Lang,
) -> Question {
    let rule = system.true_count.unwrap_or(TrueCountRule::Floor);
    let left = f64::from(left_halves.max(1)) / 2.0;
    let exact = f64::from(running) / left;
    let expected = rule.apply(exact);
    let mut traps = Vec::new();
    let mut taken = vec![expected];
    let mut trap = |value: i32, mistake: &'static str, note: String, traps: &mut Vec<Trap>| {
        if !taken.contains(&value) {
            taken.push(value);
            traps.push(Trap::is(Answer::Count(value), mistake).saying(note));
        }
    };
    let (left_words, tray_words) = (half_decks(left_halves), half_decks(dealt));
    let (running_words, exact_words) = (c(running), signed_decimal(exact, 2, lang));
    let (left_arg, tray_arg) = (("left", Arg::Text(&left_words)), ("tray", Arg::Text(&tray_words)));
    let note = lang.text("count-trap-running-itself", &[("running", Arg::Text(&running_words)), left_arg]);
    trap(running, "running-count-as-true-count", note, &mut traps);
    if dealt > 0 {
        let note = lang.text("count-trap-tray-decks", &[tray_arg, left_arg]);
        trap(
            rule.apply(f64::from(running) * 2.0 / f64::from(dealt)),
            "true-count-wrong-decks",
            note,
            &mut traps,
        );
    }
    let note = lang.text("count-trap-shoe-decks", &[("decks", Arg::Int(u64::from(decks))), left_arg]);
    trap(rule.apply(f64::from(running) / f64::from(decks)), "true-count-wrong-decks", note, &mut traps);
    let (rule_said, expected_words) = (rule_words_in(rule, lang), c(expected));
    for other in [TrueCountRule::Floor, TrueCountRule::Truncate, TrueCountRule::Round] {
        if other != rule {
            let (other_said, other_whole) = (rounded_words_in(other, lang), c(other.apply(exact)));
            let args = [
                ("exact", Arg::Text(&exact_words)),
                ("other", Arg::Text(&other_said)),
                ("other_whole", Arg::Text(&other_whole)),
                ("system", Arg::Text(&system.name)),
                ("rule", Arg::Text(&rule_said)),
                ("expected", Arg::Text(&expected_words)),
            ];
            trap(
                other.apply(exact),
                "true-count-rounding",
                lang.text("count-trap-rounding", &args),
                &mut traps,
            );
        }
    }
    let rounded = rounded_words_in(rule, lang);
    let why = lang.text(
        "count-true-why",
        &[
            ("decks", Arg::Int(u64::from(decks))),
            tray_arg,
            left_arg,
            ("running", Arg::Text(&running_words)),
            ("exact", Arg::Text(&exact_words)),
            ("rounded", Arg::Text(&rounded)),
            ("expected", Arg::Text(&expected_words)),
        ],
    );
    let prompt = lang
        .text("count-true-prompt", &[("system", Arg::Text(&system.name)), ("rule", Arg::Text(&rule_said))]);
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt,
        expected: Expected::Count(expected),
        why,
        traps,
        options: Vec::new(),
        key: format!("true count {} {} left", system.id, half_decks(left_halves)),
        chart_row: None,
        lang,
    }
}

/// The running count after `cards` cards dealt from the top of the table's full shoe, shuffled:
/// the system's starting count plus their tags.
pub fn dealt_running_count(d: &mut Dealing, system: &CountingSystem, cards: u32) -> i32 {
    let mut tags: Vec<i32> = Vec::with_capacity(52 * usize::from(d.rules.decks));
    for _ in 0..d.rules.decks.max(1) {
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                tags.push(i32::from(system.tag(Card { rank, suit })));
            }
        }
    }
    let n = (cards as usize).min(tags.len());
    // The first `n` places of a Fisher-Yates shuffle: a uniform draw of `n` cards.
    for i in 0..n {
        let j = i + d.below(tags.len() - i);
        tags.swap(i, j);
    }
    system.initial_running_count(d.rules.decks).unwrap_or(0) + tags[..n].iter().sum::<i32>()
}

/// Two ranks that make a cell's hand: a hard total of two different values, a soft total, or a
/// pair; `None` when no two cards make it.
fn ranks_for(d: &mut Dealing, kind: CellKind, player: PlayerCell) -> Option<(Rank, Rank)> {
    match (kind, player) {
        (CellKind::Hard, PlayerCell::Total(total)) => {
            let lows: Vec<u8> = (2..=9u8).filter(|&a| total > 2 * a && total - a <= 10).collect();
            let low = d.pick(&lows)?;
            let high = d.rank_of(total - low);
            Some((Rank::from_points(low)?, high))
        }
        (CellKind::Soft, PlayerCell::Total(total)) if (13..=20).contains(&total) => {
            Some((Rank::Ace, Rank::from_points(total - 11)?))
        }
        (CellKind::Pair, PlayerCell::Pair(rank)) if rank.is_ten_value() => {
            let first = d.rank_of(10);
            let second = if d.rules.pair_rule.is_pair(first, Rank::King) && d.chance(50) {
                d.rank_of(10)
            } else {
                first
            };
            Some((first, if d.rules.pair_rule.is_pair(first, second) { second } else { first }))
        }
        (CellKind::Pair, PlayerCell::Pair(rank)) => Some((rank, rank)),
        _ => None,
    }
}

/// A card of this value taken from the shoe (any ten-value rank for a ten).
fn take_value(d: &mut Dealing, rank: Rank) -> Card {
    if rank.is_ten_value() { d.take_points(10) } else { d.take(rank) }
}

/// Three ranks that make a hard total without an Ace; `None` when none do.
fn three_ranks_for(d: &mut Dealing, total: u8) -> Option<[Rank; 3]> {
    let mut ways: Vec<(u8, u8)> = Vec::new();
    for a in 2..=9u8 {
        for b in a..=9u8 {
            if total > a + b && (2..=10).contains(&(total - a - b)) {
                ways.push((a, b));
            }
        }
    }
    let (a, b) = d.pick(&ways)?;
    Some([Rank::from_points(a)?, Rank::from_points(b)?, d.rank_of(total - a - b)])
}

/// The most valuable index plays of the table that a two-card hand can be dealt for.
const DEVIATIONS_ASKED: usize = 40;

/// A hand, an up card and a true count: the best play by the values solved at that count, the
/// play the table's bands give; now and then insurance against an Ace by its index. A hard total
/// whose index for three cards or more differs is dealt now and then with three cards, and
/// judged by that index.
pub fn deviation(d: &mut Dealing) -> Question {
    // The setting was checked: the system is balanced and the default depth lies in every shoe,
    // so the indices are there; a true-count question stands in should they ever not be.
    let Ok(indices) = d.indices() else { return true_count(d) };
    let plays: Vec<IndexPlay> = indices
        .plays
        .iter()
        .filter(|p| matches!(p.kind, CellKind::Hard | CellKind::Soft | CellKind::Pair))
        .filter(|p| match (p.kind, p.player) {
            (CellKind::Hard, PlayerCell::Total(t)) => (5..=19).contains(&t),
            (CellKind::Soft, PlayerCell::Total(t)) => (13..=20).contains(&t),
            _ => true,
        })
        .filter(|p| {
            // A play index of a two-card hand that is surrendered there, with no index of its
            // own for three cards, would only ask for surrender again.
            let surrendered = indices
                .values_at(p.index)
                .and_then(|v| v.chart.cell(p.kind, p.player, p.dealer))
                .is_some_and(|cell| cell.ev.best().0 == Action::Surrender);
            p.decision == IndexDecision::Surrender || !surrendered || p.three_cards.is_some()
        })
        .take(DEVIATIONS_ASKED)
        .cloned()
        .collect();
    if indices.insurance.is_some() && (plays.is_empty() || d.chance(15)) {
        return insurance_by_count(d, &indices);
    }
    let Some(play) = d.pick(&(0..plays.len()).collect::<Vec<_>>()).and_then(|i| plays.get(i).cloned()) else {
        return true_count(d);
    };
    // A two-card hand surrendered at the index plays it only once it has drawn: asked with
    // three cards where that index differs, else asked with two and answered surrender.
    let surrendered = indices
        .values_at(play.index)
        .and_then(|v| v.chart.cell(play.kind, play.player, play.dealer))
        .is_some_and(|cell| cell.ev.best().0 == Action::Surrender && play.decision == IndexDecision::Play);
    let three = match (play.three_cards, play.player) {
        (Some(_), PlayerCell::Total(total)) if surrendered || d.chance(40) => three_ranks_for(d, total),
        _ => None,
    };
    let (kind, index) = match (three, play.three_cards) {
        (Some(_), Some(other)) => (CellKind::Hard3Plus, other),
        _ => (play.kind, play.index),
    };
    let range = indices.range;
    let near: Vec<i32> = ((index - 2).max(-range)..=(index + 2).min(range)).collect();
    let tc = d.pick(&near).unwrap_or(index);
    let ranks: Vec<Rank> = match three {
        Some(three) => three.to_vec(),
        None => {
            let (ra, rb) = ranks_for(d, play.kind, play.player).unwrap_or((Rank::Ten, Rank::Six));
            vec![ra, rb]
        }
    };
    // The hand's ranks are exact (two tens make a pair only of one rank at some tables).
    let cards: Vec<Card> = ranks.iter().map(|&r| d.take(r)).collect();
    let up = take_value(d, play.dealer);
    d.end_round();
    let situation = count_situation(d);
    let spot = IndexSpot { indices: &indices, play: &play, kind, cards, up, tc, legal: None };
    index_question(&spot, (&d.rules, d.chart.as_deref()), &d.counting.system.name, situation, d.lang)
}

/// The dealer shows an Ace at a true count: insure or not, by the insurance index.
fn insurance_by_count(d: &mut Dealing, indices: &Indices) -> Question {
    let Some(insurance) = indices.insurance.clone() else { return true_count(d) };
    let range = indices.range;
    let lo = (insurance.index - 2).max(-range);
    let hi = (insurance.index + 2).min(range);
    let tc = lo + d.between(0, u64::try_from(hi - lo).unwrap_or(0)) as i32;
    let cards = vec![d.draw(), d.draw()];
    let up = d.take(Rank::Ace);
    d.end_round();
    let value = indices.values_at(tc).map_or(insurance.value, |v| v.insurance);
    // Judged by the value at the count, which the index (the lowest count from which it pays)
    // follows.
    let expected = value >= 0.0;
    // Worth nothing either way as the value is shown, to the tenth: neither answer is a miss.
    let even = shown_alike(value * 100.0, 0.0);
    let system = d.counting.system.name.clone();
    let lang = d.lang;
    let (index, count) = (c(insurance.index), c(tc));
    let (index, count) = (("index", Arg::Text(&index)), ("tc", Arg::Text(&count)));
    let trap = if even {
        None
    } else if expected {
        let note = lang.text("count-insurance-declined", &[index]);
        Some(Trap::is(Answer::YesNo(false), "deviation-missed").saying(note))
    } else {
        let note = lang.text("count-insurance-taken", &[index, count]);
        Some(Trap::is(Answer::YesNo(true), "deviation-too-early").saying(note))
    };
    let mut situation = count_situation(d);
    situation.true_count = Some(tc);
    let past = if expected { "past" } else { "short" };
    // The keys and words of yes and no, as the prompt offers them: `y yes, n no`.
    let keys = (
        lang.text("answer-key-yes", &[]),
        Answer::YesNo(true).shown_in(lang),
        lang.text("answer-key-no", &[]),
        Answer::YesNo(false).shown_in(lang),
    );
    Question {
        situation: Situation {
            player: cards,
            dealer: vec![up],
            count: Some(situation),
            ..Situation::default()
        },
        prompt: lang.text(
            "count-insurance-prompt",
            &[
                ("yes", Arg::Text(&keys.0)),
                ("yes_word", Arg::Text(&keys.1)),
                ("no", Arg::Text(&keys.2)),
                ("no_word", Arg::Text(&keys.3)),
            ],
        ),
        expected: if even { Expected::EitherYesNo } else { Expected::YesNo(expected) },
        why: lang.text(
            if even { "count-insurance-why-even" } else { "count-insurance-why" },
            &[
                index,
                count,
                ("system", Arg::Text(&system)),
                ("value", Arg::Text(&lang.signed_percent(value * 100.0, 1))),
            ],
        ),
        traps: trap.into_iter().collect(),
        options: Vec::new(),
        key: format!("deviation insurance {past}"),
        chart_row: None,
        lang,
    }
}

/// A true count: the bet of the learner's ramp, in chips.
pub fn bet(d: &mut Dealing) -> Question {
    let ramp = d.counting.ramp.clone();
    let first = ramp.steps.first().map_or(0, |s| s.true_count);
    let last = ramp.steps.last().map_or(0, |s| s.true_count);
    let tc = first - 2 + d.between(0, u64::try_from(last - first + 4).unwrap_or(0)) as i32;
    let lang = d.lang;
    let words = lang.text("money-ramp-table-max", &[]);
    let most = d.rules.session.bet.max.map(|max| (max, words.as_str()));
    ramp_question(&ramp, &d.rules, tc, most, count_situation(d), lang)
}

/// The bet of a ramp at a true count, in chips, at most `most` (with its words: `the table's
/// maximum bet`) when there is a most: the question, a bet of a neighbouring step or units bet
/// as chips named; in words of `lang`.
pub fn ramp_question(
    ramp: &Ramp,
    rules: &TableRules,
    tc: i32,
    most: Option<(u64, &str)>,
    mut situation: CountSituation,
    lang: Lang,
) -> Question {
    let first = ramp.steps.first().map_or(0, |s| s.true_count);
    let cap = |chips: u64| most.map_or(chips, |(max, _)| chips.min(max));
    let unit = ramp.chips_per_unit(rules);
    let step = ramp.step_at(tc);
    let bet = cap(ramp.chips_at(tc, rules));
    let mut traps = Vec::new();
    let mut taken = vec![bet];
    for other in [tc - 1, tc + 1] {
        let chips = cap(ramp.chips_at(other, rules));
        if !taken.contains(&chips) {
            taken.push(chips);
            let note = lang.text(
                "money-ramp-other-step",
                &[("chips", Arg::Int(chips)), ("count", Arg::Text(&c(other)))],
            );
            traps.push(
                Trap::is(Answer::Chips(i64::try_from(chips).unwrap_or(i64::MAX)), "ramp-wrong-step")
                    .saying(note),
            );
        }
    }
    if unit > 1 && !taken.contains(&step.units) {
        let note =
            lang.text("money-ramp-units", &[("units", Arg::Int(step.units)), ("unit", Arg::Int(unit))]);
        traps.push(
            Trap::is(Answer::Chips(i64::try_from(step.units).unwrap_or(i64::MAX)), "ramp-units-as-chips")
                .saying(note),
        );
    }
    let steps: Vec<String> = ramp
        .steps
        .iter()
        .map(|s| {
            lang.text(
                "money-ramp-step",
                &[("count", Arg::Text(&c(s.true_count))), ("units", Arg::Int(s.units))],
            )
        })
        .collect();
    let which = if tc < first {
        lang.text("money-ramp-below", &[("units", Arg::Int(step.units))])
    } else {
        lang.text(
            "money-ramp-applies",
            &[("count", Arg::Text(&c(step.true_count))), ("units", Arg::Int(step.units))],
        )
    };
    let capped = match most {
        Some((_, words)) if bet < step.units.saturating_mul(unit) => {
            lang.text("money-ramp-capped", &[("most", Arg::Text(words)), ("bet", Arg::Int(bet))])
        }
        _ => String::new(),
    };
    let why = lang.text(
        "money-ramp-why",
        &[
            ("ramp", Arg::Text(ramp.name_in(lang))),
            ("steps", Arg::Text(&steps.join(", "))),
            ("count", Arg::Text(&c(tc))),
            ("which", Arg::Text(&which)),
            ("units", Arg::Int(step.units)),
            ("unit", Arg::Int(unit)),
            ("chips", Arg::Int(step.units.saturating_mul(unit))),
            ("capped", Arg::Text(&capped)),
        ],
    );
    situation.true_count = Some(tc);
    situation.ramp = Some((ramp.name_in(lang).to_string(), unit));
    Question {
        situation: Situation { count: Some(situation), ..Situation::default() },
        prompt: lang.text("money-ramp-ask", &[]),
        expected: Expected::Chips(i64::try_from(bet).unwrap_or(i64::MAX)),
        why,
        traps,
        options: Vec::new(),
        key: format!("bet {} {}", ramp.id, c(tc)),
        chart_row: None,
        lang,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::drill::Setting;
    use crate::coach::drill::dealing::value_of;
    use crate::coach::drill::index_play::deviation_traps;

    fn dealing(table: &str, seed: u64) -> Dealing {
        Dealing::new(&Setting::preset(table).unwrap(), seed)
    }

    fn count_of(q: &Question) -> &CountSituation {
        q.situation.count.as_ref().unwrap()
    }

    #[test]
    fn a_running_count_sums_the_tags_of_the_cards_shown_and_carries_on() {
        let mut d = dealing("quebec-s17", 4);
        let hilo = crate::strategy::counting::shipped("hi-lo").unwrap();
        let mut carried: Option<i32> = None;
        let mut slips = 0;
        for _ in 0..60 {
            let q = running_count(&mut d, 3);
            let count = count_of(&q);
            let start = count.start.unwrap();
            match carried {
                Some(before) if !count.fresh_shoe => assert_eq!(start, before),
                _ => assert_eq!(start, 0, "Hi-Lo starts a shoe at 0"),
            }
            let cards: Vec<Card> = count.rounds.iter().flat_map(|r| r.cards.clone()).collect();
            assert!(!cards.is_empty());
            let sum: i32 = cards.iter().map(|&c| i32::from(hilo.tag(c))).sum();
            let Expected::Count(expected) = q.expected else { panic!("{:?}", q.expected) };
            assert_eq!(expected, start + sum);
            // A round cut short goes on in the next question.
            if count.rounds.last().unwrap().cut_short {
                assert!(d.count_run.rest.is_some());
            }
            // The first card counted with another tag is named, with the card.
            let first = cards[0];
            let slip =
                q.traps.iter().find(|t| t.note.as_deref().is_some_and(|n| n.contains(&first.to_string())));
            if let Some(trap) = slip {
                let j = q.judge(&trap.example);
                assert_eq!(j.mistake, Some("count-tag-misapplied"));
                slips += 1;
            }
            carried = d.count_run.count;
        }
        assert!(slips > 30, "{slips}");
    }

    #[test]
    fn an_unbalanced_count_starts_the_shoe_at_its_initial_count() {
        let mut setting = Setting::preset("quebec-s17").unwrap();
        setting.counting.system = crate::strategy::counting::shipped("ko").unwrap();
        let mut d = Dealing::new(&setting, 1);
        let q = running_count(&mut d, 1);
        assert_eq!(count_of(&q).start, Some(-20), "KO: 4 - 4 x 6 decks");
        assert!(count_of(&q).fresh_shoe);
    }

    #[test]
    fn a_true_count_divides_by_the_decks_left_and_names_the_usual_slips() {
        let mut d = dealing("quebec-h17", 2);
        let mut by_dealt = 0;
        for _ in 0..200 {
            let q = true_count(&mut d);
            let count = count_of(&q);
            let halves = count.discard_halves.unwrap();
            assert!(halves < 12 && halves * 4 <= 12 * 3, "{halves} half decks dealt of 6 decks");
            let left = 6.0 - f64::from(halves) / 2.0;
            let running = count.running.unwrap();
            assert_eq!(q.expected, Expected::Count((f64::from(running) / left).floor() as i32));
            let dealt = (f64::from(running) * 2.0 / f64::from(halves)).floor() as i32;
            if halves > 0 && q.expected != Expected::Count(dealt) && running != dealt {
                let j = q.judge(&signed(dealt));
                assert_eq!(j.mistake, Some("true-count-wrong-decks"), "{q:?}");
                by_dealt += 1;
            }
            let truncated = (f64::from(running) / left).trunc() as i32;
            if q.expected != Expected::Count(truncated) && running != truncated {
                assert!(q.judge(&signed(truncated)).mistake.is_some());
            }
        }
        assert!(by_dealt > 50, "{by_dealt}");
    }

    #[test]
    fn deviations_follow_the_tables_indices_and_insurance_its_index() {
        let mut d = dealing("quebec-s17", 6);
        let indices = d.indices().unwrap();
        let (mut plays, mut insured, mut three) = (0, 0, 0);
        for _ in 0..120 {
            let q = deviation(&mut d);
            let tc = count_of(&q).true_count.unwrap();
            match q.expected {
                Expected::YesNo(yes) => {
                    assert_eq!(yes, tc >= indices.insurance.as_ref().unwrap().index);
                    assert_eq!(q.situation.dealer[0].rank, Rank::Ace);
                    insured += 1;
                }
                Expected::Action(action) => {
                    let cards = &q.situation.player;
                    let value = value_of(cards);
                    let (kind, player) = if cards.len() > 2 {
                        three += 1;
                        (CellKind::Hard3Plus, PlayerCell::Total(value.total()))
                    } else if d.rules.pair_rule.is_pair(cards[0].rank, cards[1].rank) {
                        (CellKind::Pair, PlayerCell::Pair(cards[0].rank))
                    } else if value.is_soft() {
                        (CellKind::Soft, PlayerCell::Total(value.total()))
                    } else {
                        (CellKind::Hard, PlayerCell::Total(value.total()))
                    };
                    let up = q.situation.dealer[0].rank;
                    assert_eq!(indices.play_at(kind, player, up, tc), Some(action), "{q:?}");
                    // Every play's value at the count is shown, the expected one the best.
                    let best = q.options.iter().map(|o| o.value).fold(f64::NEG_INFINITY, f64::max);
                    assert!(q.options.iter().any(|o| o.action == action && o.value == best));
                    assert!(q.why.contains("indices computed for this table"));
                    plays += 1;
                }
                ref other => panic!("{other:?}"),
            }
        }
        assert!(
            plays > 60 && insured > 0 && three > 0,
            "{plays} plays, {insured} insurance, {three} of three cards"
        );
    }

    #[test]
    fn a_bet_is_the_ramps_at_the_count() {
        let mut d = dealing("quebec-s17", 3);
        let ramp = d.counting.ramp.clone();
        for _ in 0..100 {
            let q = bet(&mut d);
            let tc = count_of(&q).true_count.unwrap();
            let chips = ramp.chips_at(tc, &d.rules).min(d.rules.session.bet.max.unwrap_or(u64::MAX));
            assert_eq!(q.expected, Expected::Chips(chips as i64));
            assert!((-1..=7).contains(&tc), "{tc}");
        }
    }

    #[test]
    fn each_wrong_deviation_answer_is_named_for_what_was_done() {
        use crate::strategy::indices::Band;
        // 15 against a ten at casino-fr (Hi-Lo): hit up to -4, surrender from -3 up; the chart
        // surrenders; doubling is best at no count.
        let bands = [
            Band { play: Action::Hit, from: -10, to: -4 },
            Band { play: Action::Surrender, from: -3, to: 10 },
        ];
        let legal = [Action::Stand, Action::Hit, Action::Double, Action::Surrender];
        let at = |tc: i32, expected: Action| {
            deviation_traps(
                &legal,
                (expected, Action::Surrender),
                tc,
                &bands,
                10,
                &|_| "strategy-misplay",
                Lang::En,
            )
        };
        let named = |traps: &[Trap], a: Action| {
            let t = traps.iter().find(|t| t.example == a.name()).unwrap();
            (t.mistake, t.note.clone().unwrap())
        };
        let short = at(-2, Action::Surrender);
        assert_eq!(
            named(&short, Action::Hit),
            (
                "deviation-too-early",
                "You hit: hit is the play up to -4, so at -2 it is not worth it; surrender from -3 up."
                    .to_string()
            )
        );
        assert_eq!(named(&short, Action::Double).0, "strategy-misplay");
        assert_eq!(named(&short, Action::Stand).0, "strategy-misplay");
        let past = at(-5, Action::Hit);
        assert_eq!(
            named(&past, Action::Surrender),
            (
                "deviation-missed",
                "You surrendered, the basic-strategy play (the table's chart); at -5 the count makes it hit: hit up to -4."
                    .to_string()
            )
        );
    }

    #[test]
    fn a_running_count_is_one_the_discards_can_make() {
        // Hi-Lo: a deck holds 20 cards tagged +1 and 20 tagged -1, so n cards of six decks sum to
        // at most min(n, 120) either way.
        let mut d = dealing("quebec-h17", 2);
        let hilo = crate::strategy::counting::shipped("hi-lo").unwrap();
        for _ in 0..300 {
            let q = true_count(&mut d);
            let count = count_of(&q);
            let cards = 26 * count.discard_halves.unwrap() as i32;
            assert!(count.running.unwrap().abs() <= cards.min(120), "{q:?}");
        }
        for cards in [0, 26, 104, 312] {
            let running = dealt_running_count(&mut d, &hilo, cards as u32);
            assert!(running.abs() <= cards.min(120), "{running} after {cards} cards");
        }
        assert_eq!(dealt_running_count(&mut d, &hilo, 312), 0, "a whole shoe of a balanced count");
    }

    #[test]
    fn decks_are_said_to_the_half() {
        assert_eq!(half_decks(1), "½");
        assert_eq!(half_decks(4), "2");
        assert_eq!(half_decks(7), "3½");
    }
}
