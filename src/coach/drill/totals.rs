//! Hand-total drills: what a hand is worth, soft or hard, and naturals against other 21s.

use super::answer::{Answer, Total};
use super::dealing::{Dealing, show_ranks_in, value_of};
use super::question::{Expected, Question, Situation, Trap, TrapWhen};
use super::spec::HandMix;
use crate::game::card::{Card, Rank};
use crate::game::hand::{Hand, HandValue};
use crate::game::ledger::Wager;
use crate::game::round::{Decision, Move, deal_order};
use crate::lang::{Arg, Lang};

/// The value a hand has, as the expected answer.
pub fn total_of(hand: &Hand) -> Total {
    let v = hand.value();
    if hand.is_natural() {
        Total::Blackjack
    } else if v.is_bust() {
        Total::Bust
    } else {
        Total::Points { total: v.total(), soft: Some(v.is_soft()) }
    }
}

/// How the book counts a hand, in `lang`: every Ace as 1, then 10 more if that stays under 22.
pub fn total_steps_in(cards: &[Card], lang: Lang) -> String {
    let v = value_of(cards);
    let aces = cards.iter().filter(|c| c.rank.is_ace()).count();
    let shown = show_ranks_in(cards, lang);
    let n = |x: u8| Arg::Int(u64::from(x));
    if v.is_bust() {
        return lang.text("quiz-cards-bust", &[("cards", Arg::Text(&shown)), ("points", n(v.hard_points))]);
    }
    if aces == 0 {
        return lang.text("quiz-cards-total", &[("cards", Arg::Text(&shown)), ("total", n(v.total()))]);
    }
    let ones = lang.text("quiz-aces-as-one", &[("aces", Arg::Int(aces as u64))]);
    let args = [
        ("cards", Arg::Text(&shown)),
        ("ones", Arg::Text(&ones)),
        ("hard", n(v.hard_points)),
        ("total", n(v.total())),
        ("eleven", n(v.hard_points + 10)),
    ];
    lang.text(if v.is_soft() { "quiz-cards-soft" } else { "quiz-cards-hard" }, &args)
}

/// The answer a hand-total question expects: its total, a blackjack, or for a bust hand its
/// total over 21, which `bust` or that total states.
fn expected_total(hand: &Hand, must_say_soft: bool) -> Expected {
    let v = hand.value();
    let total = if v.is_bust() && !hand.is_natural() {
        Total::Points { total: v.hard_points, soft: Some(false) }
    } else {
        total_of(hand)
    };
    Expected::Total { total, must_say_soft }
}

/// The traps of a hand-total question about this hand, the last taking any other wrong answer.
fn total_traps(hand: &Hand, must_say_soft: bool) -> Vec<Trap> {
    let mut traps = specific_total_traps(hand);
    let v = hand.value();
    if must_say_soft && !v.is_bust() {
        // The right total with soft or hard left unsaid.
        traps.push(Trap::is(
            Answer::Total(Total::Points { total: v.total(), soft: None }),
            "soft-hard-unsaid",
        ));
    }
    let wrong = if v.total() == 20 { 19 } else { 20 };
    traps.push(Trap::when(TrapWhen::AnyWrong, "total-miscounted", wrong.to_string()));
    traps
}

/// The traps of the mistakes a wrong total may reveal.
fn specific_total_traps(hand: &Hand) -> Vec<Trap> {
    let v = hand.value();
    let mut traps = Vec::new();
    if hand.is_natural() {
        traps.push(Trap::when(TrapWhen::TotalIs(21), "natural-called-21", "21"));
    }
    if v.is_bust() {
        return traps;
    }
    let aces = hand.cards.iter().filter(|c| c.rank.is_ace()).count() as u8;
    if hand.len() >= 3 && v.total() == 21 {
        let mistake = if hand.from_split { "split-21-as-natural" } else { "three-card-21-as-natural" };
        traps.push(Trap::is(Answer::Total(Total::Blackjack), mistake));
    }
    if hand.from_split && hand.len() == 2 && v.total() == 21 {
        traps.push(Trap::is(Answer::Total(Total::Blackjack), "split-21-as-natural"));
    }
    if v.is_soft() {
        traps.push(Trap::is(
            Answer::Total(Total::Points { total: v.total(), soft: Some(false) }),
            "soft-hard-confused",
        ));
        traps.push(Trap::when(TrapWhen::TotalIs(v.hard_points), "ace-always-one", v.hard_points.to_string()));
        let all_eleven = v.hard_points + 10 * aces;
        if aces > 1 {
            if all_eleven > 21 {
                traps.push(Trap::is(Answer::Total(Total::Bust), "ace-always-eleven"));
            } else {
                traps.push(Trap::when(
                    TrapWhen::TotalIs(all_eleven),
                    "ace-always-eleven",
                    all_eleven.to_string(),
                ));
            }
        }
    } else if aces > 0 {
        traps.push(Trap::is(
            Answer::Total(Total::Points { total: v.total(), soft: Some(true) }),
            "soft-hard-confused",
        ));
        let eleven = v.hard_points + 10;
        if eleven > 21 {
            traps.push(Trap::is(Answer::Total(Total::Bust), "ace-always-eleven"));
            traps.push(Trap::when(TrapWhen::TotalIs(eleven), "ace-always-eleven", eleven.to_string()));
        } else {
            traps.push(Trap::when(TrapWhen::TotalIs(eleven), "ace-always-eleven", eleven.to_string()));
        }
    }
    traps
}

fn mix_fits(mix: HandMix, v: HandValue) -> bool {
    match mix {
        HandMix::Any => true,
        HandMix::Soft => v.is_soft() && !v.is_bust(),
        HandMix::Hard => !v.is_soft(),
    }
}

/// A hand of `min..=max` cards as the shoe deals it: a card is added only while the hand is under 21.
pub fn hand_totals(d: &mut Dealing, min_cards: u8, max_cards: u8, mix: HandMix) -> Question {
    let mut hand = Hand::default();
    for attempt in 0..50 {
        let want =
            d.between(u64::from(min_cards.max(2)), u64::from(max_cards.max(min_cards).max(2))) as usize;
        hand = Hand::new(vec![d.draw(), d.draw()]);
        while hand.len() < want && hand.total() < 21 {
            // Mostly a card that keeps the hand in play, so long hands get counted too; now
            // and then the shoe's next card, which may bust it.
            let room = 21u8.saturating_sub(hand.value().hard_points);
            let card = if d.chance(75) { d.try_take_between(1, room.min(10)) } else { None };
            hand.push(card.unwrap_or_else(|| d.draw()));
        }
        d.end_round();
        let fits = hand.len() >= usize::from(min_cards) && mix_fits(mix, hand.value());
        if fits || attempt == 49 {
            break;
        }
    }
    let lang = d.lang;
    let why = if hand.is_natural() {
        lang.text("quiz-two-card-natural", &[])
    } else {
        total_steps_in(&hand.cards, lang)
    };
    let key = match total_of(&hand) {
        Total::Blackjack => "total blackjack".to_string(),
        Total::Bust => format!("total bust {} cards", hand.len()),
        t => format!("total {t} {} cards", hand.len()),
    };
    Question {
        situation: Situation { player: hand.cards.clone(), ..Situation::default() },
        prompt: lang.text("quiz-hand-worth", &[]),
        expected: expected_total(&hand, false),
        why,
        traps: total_traps(&hand, false),
        options: Vec::new(),
        key,
        chart_row: None,
        lang,
    }
}

/// A hand holding an Ace, built from the shoe: an Ace, a second card that is not a ten, then up
/// to `max_cards` cards that keep it at 21 or under.
pub fn soft_hands(d: &mut Dealing, max_cards: u8) -> Question {
    let ace = d.take(Rank::Ace);
    let second = d.between(1, 9) as u8;
    let mut hand = Hand::new(vec![ace, d.take_points(second)]);
    let want = d.between(2, u64::from(max_cards.clamp(2, 6))) as usize;
    while hand.len() < want && hand.total() < 21 {
        let room = 21 - hand.value().hard_points;
        match d.try_take_between(1, room.min(10)) {
            Some(card) => hand.push(card),
            None => break,
        }
    }
    d.end_round();
    let lang = d.lang;
    let mut steps = Vec::new();
    for n in 2..=hand.len() {
        let v = value_of(&hand.cards[..n]);
        let value = Total::Points { total: v.total(), soft: Some(v.is_soft()) }.shown_in(lang);
        let cards = show_ranks_in(&hand.cards[..n], lang);
        steps.push(lang.text("quiz-step", &[("cards", Arg::Text(&cards)), ("value", Arg::Text(&value))]));
    }
    let mut why = total_steps_in(&hand.cards, lang);
    if steps.len() > 1 {
        let steps = steps
            .into_iter()
            .reduce(|first, next| {
                lang.text("quiz-then", &[("first", Arg::Text(&first)), ("next", Arg::Text(&next))])
            })
            .unwrap_or_default();
        why = lang.text("quiz-card-by-card", &[("why", Arg::Text(&why)), ("steps", Arg::Text(&steps))]);
    }
    let v = hand.value();
    let word = if v.is_soft() { "soft" } else { "hard" };
    Question {
        situation: Situation { player: hand.cards.clone(), ..Situation::default() },
        prompt: lang.text("quiz-soft-or-hard", &[]),
        expected: Expected::Total {
            total: Total::Points { total: v.total(), soft: Some(v.is_soft()) },
            must_say_soft: true,
        },
        why,
        traps: total_traps(&hand, true),
        options: Vec::new(),
        key: format!("{word} {}", v.total()),
        chart_row: None,
        lang,
    }
}

/// The kinds of 21 the naturals drill deals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TwentyOne {
    Natural,
    Drawn,
    SplitAces,
    SplitTens,
}

/// A hand of 21: a natural, a 21 of three or more cards, or a 21 on split Aces or split tens.
/// Asked either what it is, or what it wins, the round then played and settled by the engine.
pub fn naturals(d: &mut Dealing) -> Question {
    let kind = d
        .pick(&[TwentyOne::Natural, TwentyOne::Drawn, TwentyOne::SplitAces, TwentyOne::SplitTens])
        .unwrap_or(TwentyOne::Natural);
    // The hand's ranks in the order they come.
    let ranks: Vec<Rank> = match kind {
        TwentyOne::Natural => {
            let ten = d.rank_of(10);
            if d.chance(50) { vec![Rank::Ace, ten] } else { vec![ten, Rank::Ace] }
        }
        TwentyOne::Drawn => {
            // Three or four cards adding to 21, none a natural start.
            let first = d.between(2, 9) as u8;
            let second = d.between(2, 9) as u8;
            let mut ranks = vec![d.rank_of(first), d.rank_of(second)];
            let mut left = 21 - first - second;
            if left > 11 {
                let third = d.between(u64::from(left - 10), 9) as u8;
                ranks.push(d.rank_of(third));
                left -= third;
            }
            ranks.push(if left == 11 { Rank::Ace } else { d.rank_of(left) });
            ranks
        }
        TwentyOne::SplitAces => vec![Rank::Ace, d.rank_of(10)],
        TwentyOne::SplitTens => vec![d.rank_of(10), Rank::Ace],
    };
    let from_split = matches!(kind, TwentyOne::SplitAces | TwentyOne::SplitTens);
    let wrong_natural = if from_split { "split-21-as-natural" } else { "three-card-21-as-natural" };
    let lang = d.lang;
    let what = match kind {
        TwentyOne::Natural => lang.text("money-natural", &[]),
        TwentyOne::Drawn => {
            let cards = ranks.iter().map(|r| r.symbol_in(lang)).collect::<Vec<_>>().join("-");
            lang.text(
                "money-drawn-21",
                &[("cards", Arg::Text(&cards)), ("count", Arg::Int(ranks.len() as u64))],
            )
        }
        TwentyOne::SplitAces => lang.text("money-split-aces-21", &[]),
        TwentyOne::SplitTens => lang.text("money-split-tens-21", &[]),
    };
    let key = match kind {
        TwentyOne::Natural => "21 natural",
        TwentyOne::Drawn => "21 drawn",
        TwentyOne::SplitAces => "21 split aces",
        TwentyOne::SplitTens => "21 split tens",
    };
    if d.chance(50) {
        let cards: Vec<Card> = ranks.iter().map(|r| d.take(*r)).collect();
        d.end_round();
        let hand = Hand { cards, from_split };
        let expected =
            if hand.is_natural() { Total::Blackjack } else { Total::Points { total: 21, soft: None } };
        let mut traps = if hand.is_natural() {
            vec![Trap::when(TrapWhen::TotalIs(21), "natural-called-21", "21")]
        } else {
            vec![Trap::is(Answer::Total(Total::Blackjack), wrong_natural)]
        };
        traps.push(Trap::when(TrapWhen::AnyWrong, "total-miscounted", "20"));
        return Question {
            situation: Situation { player: hand.cards, from_split, ..Situation::default() },
            prompt: lang.text("money-natural-or-21", &[]),
            expected: Expected::Total { total: expected, must_say_soft: false },
            why: what,
            traps,
            options: Vec::new(),
            key: format!("{key} name"),
            chart_row: None,
            lang,
        };
    }
    let rules = d.rules.clone();
    let bet = super::money::drill_bet(d);
    // An up card of 2 to 9: the dealer cannot have a blackjack, so the hand is settled on its 21.
    let up = d.rank_between(2, 9);
    let hole = d.rank_between(1, 10);
    let (pair, after) = match kind {
        TwentyOne::SplitAces => ((Rank::Ace, Rank::Ace), vec![ranks[1], d.rank_between(2, 10)]),
        TwentyOne::SplitTens => {
            let other = if rules.pair_rule == crate::game::rules::PairRule::SameRank {
                ranks[0]
            } else {
                d.rank_of(10)
            };
            ((ranks[0], other), vec![Rank::Ace, d.rank_between(2, 10)])
        }
        _ => ((ranks[0], ranks[1]), ranks[2..].to_vec()),
    };
    let mut first = deal_order(&rules, &[pair], up, Some(hole));
    first.extend(after);
    let mut split = false;
    let played = d.play_round(&[bet], &first, |round, decision| match decision {
        Decision::Insurance { .. } => Move::DeclineInsurance,
        Decision::Play { hand, .. } => {
            if from_split && !split {
                split = true;
                return Move::Split;
            }
            let total = round.seats()[0].hands.get(hand).map_or(21, |h| h.hand.total());
            if !from_split && total < 21 { Move::Hit } else { Move::Stand }
        }
        Decision::Bet { .. } => Move::SitOut,
    });
    // The hand played first took the stacked cards: the table's split order says which it is.
    let hands = played.seats.first().map_or(&[][..], |s| s.hands.as_slice());
    let index = rules.split_order.first_played(hands.len());
    let hand = hands.get(index).map(|h| h.hand.clone()).unwrap_or_default();
    let entry = played.ledger.seat_entries(0).find(|e| e.wager == Wager::Hand(index)).cloned();
    let won = entry.as_ref().map_or(0, |e| e.paid);
    let dealer = played.dealer.clone();
    let dv = value_of(&dealer);
    let ratio = rules.blackjack_pays;
    let bonus = ratio.pay(bet).unwrap_or(bet);
    let bet_arg = Arg::Int(bet);
    let dealer_words = if hand.is_natural() {
        lang.text("money-holds-no-natural", &[("cards", Arg::Text(&show_ranks_in(&dealer, lang)))])
    } else if dv.is_bust() {
        lang.text("money-busts-with", &[("points", Arg::Int(u64::from(dv.hard_points)))])
    } else {
        lang.text("money-ends-on", &[("total", Arg::Int(u64::from(dv.total())))])
    };
    let pays = match &entry {
        Some(e) => lang.text(
            "money-settled",
            &[
                ("verdict", Arg::Text(&e.verdict.label_in(lang))),
                ("reason", Arg::Text(&e.reason.words_in(lang))),
                ("won", Arg::Int(won)),
                ("bet", bet_arg),
            ],
        ),
        None => String::new(),
    };
    let mut traps = Vec::new();
    let chips = |n: u64| i64::try_from(n).unwrap_or(0);
    if hand.is_natural() {
        traps.push(Trap::is(Answer::Chips(chips(bet)), "natural-paid-even"));
    } else if won != bonus {
        traps.push(Trap::is(Answer::Chips(chips(bonus)), wrong_natural));
    }
    // What was won with the stake that comes back counted in.
    if won > 0 && won + bet != bonus {
        traps.push(Trap::is(Answer::Chips(chips(won + bet)), "stake-counted-as-winnings"));
    }
    traps.push(Trap::when(TrapWhen::AnyWrong, "payout-miscounted", (won + 1).to_string()));
    Question {
        situation: Situation {
            player: hand.cards.clone(),
            dealer,
            bet: Some(bet),
            from_split,
            ..Situation::default()
        },
        prompt: lang.text("money-hand-wins", &[("bet", bet_arg), ("dealer", Arg::Text(&dealer_words))]),
        expected: Expected::Chips(i64::try_from(won).unwrap_or(0)),
        why: format!("{what} {pays}"),
        traps,
        options: Vec::new(),
        key: format!("{key} pay"),
        chart_row: None,
        lang,
    }
}
