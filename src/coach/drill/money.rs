//! Money drills: settling hands and rounds. Every round is played by the round engine from the
//! table's shoe, and settled by its ledger (insurance has a drill of its own, `insurance.rs`).

use super::answer::Answer;
use super::answer::Total;
use super::dealing::{Dealing, PlayedRound, show_ranks_in, value_of};
use super::question::{Expected, Question, ShownHand, Situation, Trap, TrapWhen};
use crate::game::card::{Card, Rank};
use crate::game::hand::Hand;
use crate::game::ledger::{Entry, Verdict, Wager};
use crate::game::round::dealer_draws;
use crate::game::round::{Decision, Move, deal_order};
use crate::game::rules::{HoleCard, TableRules};
use crate::lang::{Arg, Lang};

/// A bet the table accepts: its minimum, or at a table of free bets a few units more.
pub fn drill_bet(d: &mut Dealing) -> u64 {
    let min = d.rules.session.bet.min;
    let unit = d.rules.session.bet.unit.max(1);
    let k = d.between(0, 4);
    let candidate = min + k * unit;
    if d.rules.check_bet(candidate, u64::MAX).is_ok() {
        return candidate;
    }
    (0..=10).map(|k| min + k * unit).find(|b| d.rules.check_bet(*b, u64::MAX).is_ok()).unwrap_or(min)
}

pub(super) fn chips(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// How the learner's move on a round is told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum BetMove {
    /// The bet stood as it was.
    None,
    /// The hand was split.
    Split,
    /// The hand was doubled.
    Doubled,
}

/// The learner's bet in words of `lang`: `You bet 10 and split, insured for 5.` (`insured` 0
/// when the round was not insured).
pub(super) fn you_bet_in(lang: Lang, bet: u64, how: BetMove, insured: u64) -> String {
    let how = match how {
        BetMove::None => "none",
        BetMove::Split => "split",
        BetMove::Doubled => "doubled",
    };
    lang.text(
        "money-you-bet",
        &[("bet", Arg::Int(bet)), ("move", Arg::Text(how)), ("insured", Arg::Int(insured))],
    )
}

/// A total short of a bust as `lang` says it: `soft 17`, `16`.
fn total_in(v: crate::game::hand::HandValue, lang: Lang) -> String {
    Total::Points { total: v.total(), soft: v.is_soft().then_some(true) }.shown_in(lang)
}

/// How the dealer's hand ended, in a sentence of `lang`: his blackjack, his bust, the soft 17 he
/// stood on (`stood_short`: he settled against fewer cards than he drew), a total he stops at
/// because no hand is left to play against, or the total he ends on.
pub(super) fn dealer_end_in(rules: &TableRules, dealer: &[Card], stood_short: bool, lang: Lang) -> String {
    let hand = Hand::new(dealer.to_vec());
    let v = hand.value();
    if hand.is_natural() {
        lang.text("money-dealer-has-natural", &[])
    } else if v.is_bust() {
        lang.text("money-dealer-busts", &[("points", Arg::Int(u64::from(v.hard_points)))])
    } else if stood_short {
        lang.text("money-dealer-stands-on", &[("total", Arg::Text(&total_in(v, lang)))])
    } else if dealer_draws(rules, v) {
        lang.text("money-dealer-draws-no-more", &[("total", Arg::Text(&total_in(v, lang)))])
    } else {
        lang.text("money-dealer-ends", &[("total", Arg::Int(u64::from(v.total())))])
    }
}

/// Sentences or clauses of `lang` one after the other: `a; b; c`.
pub(super) fn listed_in(items: Vec<String>, lang: Lang) -> String {
    items
        .into_iter()
        .reduce(|first, next| {
            lang.text("money-list", &[("first", Arg::Text(&first)), ("next", Arg::Text(&next))])
        })
        .unwrap_or_default()
}

/// A number of chips with its sign, as a net is written: `+10`, `-5`, `+0`.
fn signed_chips(n: i64) -> String {
    format!("{n:+}")
}

/// The scenarios of the payouts drill.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scenario {
    Single,
    Doubled,
    Split,
    Surrender,
    BustAgainstBust,
    NoHoleCardBlackjack,
}

/// What a payouts question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ask {
    Net,
    Paid,
    Returned,
}

/// The seat's hands as the question shows them.
fn seat_hands(played: &PlayedRound) -> Vec<ShownHand> {
    played.seats.first().map(|s| s.hands.iter().map(ShownHand::of).collect()).unwrap_or_default()
}

/// Seat 0's entries for its hands.
pub(super) fn hand_entries(played: &PlayedRound) -> Vec<Entry> {
    played.ledger.seat_entries(0).filter(|e| matches!(e.wager, Wager::Hand(_))).cloned().collect()
}

/// What a learner who makes a given slip would count for one entry: (paid, returned).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slip {
    Any21IsNatural,
    NaturalPaysEven,
    BustWinsOnDealerBust,
    DealerNaturalTakesFirstBetOnly,
}

fn slipped(
    rules: &TableRules,
    slip: Slip,
    e: &Entry,
    h: &ShownHand,
    index: usize,
    bet: u64,
    dealer: &[Card],
) -> (u64, u64) {
    let dealer_hand = Hand::new(dealer.to_vec());
    let v = value_of(&h.cards);
    match slip {
        // A 21 taken for a natural is paid as one when it wins, and also when it ties the
        // dealer's ordinary 21, which a natural would beat.
        Slip::Any21IsNatural
            if v.total() == 21
                && !dealer_hand.is_natural()
                && matches!(e.verdict, Verdict::Win | Verdict::Push) =>
        {
            (rules.blackjack_pays.pay(e.stake).unwrap_or(e.paid), e.stake)
        }
        // ... and it would tie a dealer's blackjack instead of losing to it.
        Slip::Any21IsNatural if v.total() == 21 && dealer_hand.is_natural() && e.verdict == Verdict::Loss => {
            (0, e.stake)
        }
        Slip::NaturalPaysEven if e.verdict == Verdict::Natural => (e.stake, e.returned),
        Slip::BustWinsOnDealerBust if e.verdict == Verdict::Bust && dealer_hand.is_bust() => {
            (e.stake, e.stake)
        }
        Slip::DealerNaturalTakesFirstBetOnly
            if rules.hole_card == HoleCard::Enhc
                && dealer_hand.is_natural()
                && e.verdict == Verdict::Loss =>
        {
            let kept = if index == 0 { bet.min(e.stake) } else { 0 };
            (0, e.stake - kept)
        }
        _ => (e.paid, e.returned),
    }
}

/// A finished hand or round to settle, played by the round engine and settled by its ledger.
pub fn payouts(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    let mut scenarios = vec![
        Scenario::Single,
        Scenario::Single,
        Scenario::Doubled,
        Scenario::Split,
        Scenario::BustAgainstBust,
    ];
    if rules.may_surrender(Rank::Ten) {
        scenarios.push(Scenario::Surrender);
    }
    if rules.hole_card == HoleCard::Enhc {
        scenarios.push(Scenario::NoHoleCardBlackjack);
    }
    let scenario = d.pick(&scenarios).unwrap_or(Scenario::Single);
    let bet = drill_bet(d);
    let stand_on = d.between(12, 18) as u8;
    let decline =
        |decision: Decision| matches!(decision, Decision::Insurance { .. }).then_some(Move::DeclineInsurance);
    let played = match scenario {
        Scenario::Single => d.play_round(&[bet], &[], |round, decision| {
            decline(decision).unwrap_or_else(|| {
                let total = round.seats()[0].hands.first().map_or(21, |h| h.hand.total());
                if total < stand_on { Move::Hit } else { Move::Stand }
            })
        }),
        Scenario::Doubled => {
            let total = d.pick(&[9u8, 10, 11]).unwrap_or(10);
            let a = d.between(u64::from(total.saturating_sub(9).max(2)), u64::from((total - 2).min(9))) as u8;
            let (ra, rb) = (d.rank_of(a), d.rank_of(total - a));
            let up = d.rank_between(1, 10);
            let hole = d.quiet_hole(up);
            let first = deal_order(&rules, &[(ra, rb)], up, Some(hole));
            d.play_round(&[bet], &first, |_, decision| decline(decision).unwrap_or(Move::Double))
        }
        Scenario::Split => {
            let points = if d.chance(30) { 1 } else { d.between(2, 10) as u8 };
            let ra = d.rank_of(points);
            let rb = if rules.pair_rule == crate::game::rules::PairRule::SameRank || points < 10 {
                ra
            } else {
                d.rank_of(10)
            };
            let up = d.rank_between(2, 10);
            let hole = d.quiet_hole(up);
            let mut first = deal_order(&rules, &[(ra, rb)], up, Some(hole));
            if points == 1 && d.chance(60) {
                // Split Aces catching tens: 21s that are not blackjacks.
                first.push(d.rank_of(10));
                first.push(d.rank_of(10));
            }
            let mut split = false;
            d.play_round(&[bet], &first, |round, decision| {
                if let Some(m) = decline(decision) {
                    return m;
                }
                if !split {
                    split = true;
                    return Move::Split;
                }
                let Decision::Play { hand, .. } = decision else { return Move::Stand };
                let total = round.seats()[0].hands.get(hand).map_or(21, |h| h.hand.total());
                if total < stand_on { Move::Hit } else { Move::Stand }
            })
        }
        Scenario::Surrender => {
            let total = d.between(15, 16) as u8;
            let a = d.between(u64::from(total - 9), 9) as u8;
            let (ra, rb) = (d.rank_of(a), d.rank_of(total - a));
            let up = d.rank_of(10);
            let hole = d.quiet_hole(up);
            let first = deal_order(&rules, &[(ra, rb)], up, Some(hole));
            d.play_round(&[bet], &first, |_, decision| decline(decision).unwrap_or(Move::Surrender))
        }
        Scenario::BustAgainstBust => {
            // You hit a stiff and bust; your neighbour stands, so the dealer plays on and busts too.
            let mine = (d.rank_of(10), d.rank_between(2, 6));
            let theirs = (d.rank_of(10), d.rank_between(8, 10));
            let up = d.rank_between(2, 6);
            let mut first = deal_order(&rules, &[mine, theirs], up, Some(d.rank_of(10)));
            first.push(d.rank_of(10));
            if rules.hole_card == HoleCard::Enhc {
                first.push(d.rank_of(10));
            }
            first.push(d.rank_of(10));
            d.play_round(&[bet, bet], &first, |_, decision| match decision {
                Decision::Play { seat: 0, .. } => Move::Hit,
                Decision::Insurance { .. } => Move::DeclineInsurance,
                _ => Move::Stand,
            })
        }
        Scenario::NoHoleCardBlackjack => no_hole_card_blackjack_round(d, &rules, bet),
    };
    settle_question(d, &rules, scenario, bet, &played)
}

fn settle_question(
    d: &mut Dealing,
    rules: &TableRules,
    scenario: Scenario,
    bet: u64,
    played: &PlayedRound,
) -> Question {
    let hands = seat_hands(played);
    let entries = hand_entries(played);
    let dealer = played.dealer.clone();
    let paid: u64 = entries.iter().map(|e| e.paid).sum();
    let returned: u64 = entries.iter().map(|e| e.returned).sum();
    let net: i64 = entries.iter().map(|e| e.net).sum();
    let mut ask = Ask::Net;
    if scenario != Scenario::BustAgainstBust && scenario != Scenario::NoHoleCardBlackjack && d.chance(40) {
        ask = if d.chance(50) { Ask::Paid } else { Ask::Returned };
    }
    let pick = |paid: u64, returned: u64, stake: u64| match ask {
        Ask::Net => chips(paid) + chips(returned) - chips(stake),
        Ask::Paid => chips(paid),
        Ask::Returned => chips(returned),
    };
    let staked: u64 = entries.iter().map(|e| e.stake).sum();
    let expected = pick(paid, returned, staked);
    let mut traps = Vec::new();
    let has_split_21 = hands.iter().any(|h| h.from_split && value_of(&h.cards).total() == 21);
    for (slip, mistake) in [
        (Slip::Any21IsNatural, if has_split_21 { "split-21-as-natural" } else { "three-card-21-as-natural" }),
        (Slip::NaturalPaysEven, "natural-paid-even"),
        (Slip::BustWinsOnDealerBust, "bust-wins-when-dealer-busts"),
        (Slip::DealerNaturalTakesFirstBetOnly, "enhc-takes-all-bets"),
    ] {
        let (mut p, mut r) = (0, 0);
        for (i, (e, h)) in entries.iter().zip(&hands).enumerate() {
            let (ep, er) = slipped(rules, slip, e, h, i, bet, &dealer);
            p += ep;
            r += er;
        }
        let wrong = pick(p, r, staked);
        if wrong != expected {
            traps.push(Trap::is(Answer::Chips(wrong), mistake));
        }
    }
    if scenario == Scenario::BustAgainstBust && expected != 0 {
        traps.push(Trap::is(Answer::Chips(0), "bust-wins-when-dealer-busts"));
    }
    // The stakes that come back counted in with what was won: where something was won (the net),
    // or where a stake came back (the winnings).
    let gross = chips(paid) + chips(returned);
    let counts_stake = match ask {
        Ask::Net => paid > 0,
        Ask::Paid => returned > 0,
        Ask::Returned => false,
    };
    if counts_stake && gross != expected && traps.iter().all(|t| t.when != TrapWhen::Is(Answer::Chips(gross)))
    {
        traps.push(Trap::is(Answer::Chips(gross), "stake-counted-as-winnings"));
    }
    traps.push(Trap::when(TrapWhen::AnyWrong, "payout-miscounted", (expected + 1).to_string()));

    let lang = d.lang;
    let dealer_words = if scenario == Scenario::Surrender && dealer.len() == 1 {
        lang.text("money-dealer-shows", &[("card", Arg::Text(&dealer[0].rank.symbol_in(lang)))])
    } else {
        dealer_end_in(rules, &dealer, false, lang)
    };
    let question = lang.text(
        match ask {
            Ask::Net => "money-ask-net",
            Ask::Paid => "money-ask-paid",
            Ask::Returned => "money-ask-returned",
        },
        &[],
    );
    let how = if hands.len() > 1 { BetMove::Split } else { BetMove::None };
    let mut prompt = vec![you_bet_in(lang, bet, how, 0)];
    if scenario == Scenario::BustAgainstBust {
        prompt.push(lang.text("money-neighbour-stands", &[]));
    }
    prompt.extend([dealer_words, question]);
    let prompt = prompt.join(" ");
    let mut lines: Vec<String> = entries
        .iter()
        .zip(&hands)
        .map(|(e, h)| {
            lang.text(
                "money-entry",
                &[
                    ("cards", Arg::Text(&show_ranks_in(&h.cards, lang))),
                    ("stake", Arg::Int(e.stake)),
                    ("verdict", Arg::Text(&e.verdict.label_in(lang))),
                    ("reason", Arg::Text(&e.reason.words_in(lang))),
                    ("paid", Arg::Int(e.paid)),
                    ("returned", Arg::Int(e.returned)),
                    ("net", Arg::Text(&signed_chips(e.net))),
                ],
            )
        })
        .collect();
    if entries.len() > 1 {
        lines.push(lang.text(
            "money-in-all",
            &[
                ("paid", Arg::Int(paid)),
                ("returned", Arg::Int(returned)),
                ("net", Arg::Text(&signed_chips(net))),
            ],
        ));
    }
    let why = format!("{}.", listed_in(lines, lang));
    let key = match scenario {
        Scenario::Single => "payout single",
        Scenario::Doubled => "payout doubled",
        Scenario::Split => "payout split",
        Scenario::Surrender => "payout surrender",
        Scenario::BustAgainstBust => "payout bust against bust",
        Scenario::NoHoleCardBlackjack => "payout no-hole-card blackjack",
    };
    let show_hands = hands.len() > 1 || hands.iter().any(|h| h.doubled || h.surrendered);
    let situation = Situation {
        player: hands.first().map(|h| h.cards.clone()).unwrap_or_default(),
        dealer,
        bet: Some(bet),
        hands: if show_hands { hands } else { Vec::new() },
        ..Situation::default()
    };
    Question {
        situation,
        prompt,
        expected: Expected::Chips(expected),
        why,
        traps,
        options: Vec::new(),
        key: key.to_string(),
        chart_row: None,
        lang,
    }
}

/// A round at a no-hole-card table where the dealer's Ace turns into a blackjack after the
/// learner doubled (9 to 11) or split a pair: the round whose doubled or split stake the dealer's
/// blackjack takes.
pub(super) fn no_hole_card_blackjack_round(d: &mut Dealing, rules: &TableRules, bet: u64) -> PlayedRound {
    let double = d.chance(50);
    let (ra, rb) = if double {
        let total = d.pick(&[9u8, 10, 11]).unwrap_or(10);
        let a = d.between(u64::from(total.saturating_sub(9).max(2)), u64::from((total - 2).min(9))) as u8;
        (d.rank_of(a), d.rank_of(total - a))
    } else {
        let r = d.rank_between(2, 9);
        (r, r)
    };
    let mut first = deal_order(rules, &[(ra, rb)], Rank::Ace, None);
    first.push(d.rank_between(2, 9));
    if !double {
        first.push(d.rank_between(2, 9));
    }
    first.push(d.rank_of(10));
    let mut moved = false;
    d.play_round(&[bet], &first, |_, decision| {
        if let Decision::Insurance { .. } = decision {
            return Move::DeclineInsurance;
        }
        if moved {
            return Move::Stand;
        }
        moved = true;
        if double { Move::Double } else { Move::Split }
    })
}
