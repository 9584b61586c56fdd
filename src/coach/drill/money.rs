//! Money drills: settling hands and rounds, and the insurance side bet. Every round is played by
//! the round engine from the table's shoe, and settled by its ledger.

use super::answer::{Answer, round1};
use super::dealing::{Dealing, PlayedRound, show_ranks, value_of};
use super::mistakes::PERCENT_AS_FRACTION;
use super::question::{Expected, Question, Seen, ShownHand, Situation, Trap, TrapWhen};
use crate::game::card::{Card, Rank};
use crate::game::hand::Hand;
use crate::game::ledger::{Entry, Verdict, Wager};
use crate::game::round::dealer_draws;
use crate::game::round::{Decision, Move, deal_order};
use crate::game::rules::{HoleCard, TableRules};

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

fn chips(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
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
/// The situation of an insured round: the first hand, the dealer's cards, the bet and the stake.
fn insured_situation(played: &PlayedRound, bet: u64, staked: u64) -> Situation {
    Situation {
        player: played
            .seats
            .first()
            .and_then(|s| s.hands.first())
            .map(|h| h.hand.cards.clone())
            .unwrap_or_default(),
        dealer: played.dealer.clone(),
        bet: Some(bet),
        insurance: Some(staked),
        ..Situation::default()
    }
}

fn hand_entries(played: &PlayedRound) -> Vec<Entry> {
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

    let dv = value_of(&dealer);
    let dealer_natural = Hand::new(dealer.clone()).is_natural();
    let dealer_words = if scenario == Scenario::Surrender && dealer.len() == 1 {
        format!("The dealer shows {}.", dealer[0].rank)
    } else if dealer_natural {
        "The dealer has blackjack.".to_string()
    } else if dv.is_bust() {
        format!("The dealer busts with {}.", dv.hard_points)
    } else if dealer_draws(rules, dv) {
        format!("The dealer holds {dv}: with no hand left to play against, he draws no more.")
    } else {
        format!("The dealer ends on {}.", dv.total())
    };
    let question = match ask {
        Ask::Net => "What is your net result in chips (+ gain, - loss)?",
        Ask::Paid => "How many chips does the bank pay you in winnings?",
        Ask::Returned => "How many chips of your stakes come back to you?",
    };
    let neighbour = if scenario == Scenario::BustAgainstBust { " Your neighbour stands." } else { "" };
    let prompt = if hands.len() > 1 {
        format!("You bet {bet} and split.{neighbour} {dealer_words} {question}")
    } else {
        format!("You bet {bet}.{neighbour} {dealer_words} {question}")
    };
    let mut lines: Vec<String> = entries
        .iter()
        .zip(&hands)
        .map(|(e, h)| {
            format!(
                "{} staked {}: {} ({}), paid {}, returned {}, net {:+}",
                show_ranks(&h.cards),
                e.stake,
                e.verdict,
                e.reason,
                e.paid,
                e.returned,
                e.net
            )
        })
        .collect();
    if entries.len() > 1 {
        lines.push(format!("in all paid {paid}, returned {returned}, net {net:+}"));
    }
    let why = format!("{}.", lines.join("; "));
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
        lang: crate::lang::Lang::En,
    }
}

/// The chance, in percent, that an unseen card is a ten, given the cards seen since the shuffle.
pub fn ten_chance(shoe: u32, seen: &[Card]) -> f64 {
    let tens_seen = seen.iter().filter(|c| c.rank.is_ten_value()).count() as u32;
    let unseen = shoe.saturating_sub(seen.len() as u32);
    chance_percent((shoe * 16 / 52).saturating_sub(tens_seen), unseen)
}

/// The chance, in percent, that one of `unseen` cards, `tens` of them tens, is a ten.
pub fn chance_percent(tens: u32, unseen: u32) -> f64 {
    if unseen == 0 { 0.0 } else { f64::from(tens) / f64::from(unseen) * 100.0 }
}

/// What a chip of insurance wins on average, in percent of its stake, when `tens` of the `unseen`
/// cards are tens: 2 on each ten, -1 on each other card, over all of them. The one value that
/// questions expect and sentences print.
pub fn insurance_percent(tens: u32, unseen: u32) -> f64 {
    let others = unseen.saturating_sub(tens);
    if unseen == 0 { 0.0 } else { (2.0 * f64::from(tens) - f64::from(others)) / f64::from(unseen) * 100.0 }
}

/// The arithmetic of insurance from whole numbers of cards, so that every figure printed follows
/// from the ones before it: the chance of a ten (`96/309 = 31.1%`) and what a chip of insurance
/// wins on average (`(2 x 96 - 213) / 309 = -6.8%`). Rounding happens once, in each quotient.
pub fn insurance_sums(tens: u32, unseen: u32) -> (String, String) {
    let others = unseen.saturating_sub(tens);
    let chance = format!("{tens}/{unseen} = {}%", round1(chance_percent(tens, unseen)));
    let value = format!(
        "A chip of insurance wins 2 on each of those {tens} tens and loses 1 on each of the other {unseen} - {tens} = {others} cards: (2 x {tens} - {others}) / {unseen} = {}% of the stake",
        round1(insurance_percent(tens, unseen))
    );
    (chance, value)
}

/// Whether insurance wins, breaks even or loses on average, from whole numbers of cards: it breaks
/// even at exactly one ten in three unseen cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InsuranceWorth {
    /// More than one unseen card in three is a ten: insurance wins on average.
    Wins,
    /// Exactly one in three: insurance wins and loses the same on average.
    BreakEven,
    /// Fewer than one in three: insurance loses on average.
    Loses,
}

impl InsuranceWorth {
    /// What insurance is worth when `tens` of the `unseen` cards are tens.
    pub fn of(tens: u32, unseen: u32) -> InsuranceWorth {
        match (3 * u64::from(tens)).cmp(&u64::from(unseen)) {
            std::cmp::Ordering::Greater => InsuranceWorth::Wins,
            std::cmp::Ordering::Equal => InsuranceWorth::BreakEven,
            std::cmp::Ordering::Less => InsuranceWorth::Loses,
        }
    }

    /// The verdict, ending the sentence of [`insurance_sums`]: `so insurance loses: decline it`.
    pub const fn verdict(self) -> &'static str {
        match self {
            InsuranceWorth::Wins => "so insurance is worth taking",
            InsuranceWorth::BreakEven => {
                "so insurance breaks even: taking it and declining it are worth the same, and either answer is right"
            }
            InsuranceWorth::Loses => "so insurance loses: decline it",
        }
    }

    /// The answer to "insure?" with the cards seen shown, and the trap of a wrong one: at
    /// break-even both answers are right. Taking a losing insurance is named by the tens seen,
    /// not as play without a count names it: here the count was in front of the learner.
    pub fn judged(self) -> (Expected, Vec<Trap>) {
        match self {
            InsuranceWorth::BreakEven => (Expected::EitherYesNo, Vec::new()),
            InsuranceWorth::Wins => (
                Expected::YesNo(true),
                vec![Trap::is(Answer::YesNo(false), "insurance-declined-rich-in-tens")],
            ),
            InsuranceWorth::Loses => {
                (Expected::YesNo(false), vec![Trap::is(Answer::YesNo(true), "insurance-short-of-tens")])
            }
        }
    }
}

/// The kinds of insurance question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum InsuranceAsk {
    MostStake,
    PaidOnBlackjack,
    NetOnBlackjack,
    Against21,
    Chance,
    Value,
    Decide,
}

/// Two player cards that are not a natural.
fn plain_pair(d: &mut Dealing) -> (Rank, Rank) {
    loop {
        let a = d.rank_between(1, 10);
        let b = d.rank_between(1, 10);
        if !crate::game::hand::ranks_make_natural(a, b) {
            return (a, b);
        }
    }
}

/// Out of 100 insurance questions, about how many ask whether to insure.
const DECIDE_PERCENT: usize = 45;

/// A question about insurance, when the dealer shows an Ace.
pub fn insurance(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    // The decision is what the drill is for: it is asked in a share of the questions of its own,
    // and the sums about insurance share the rest.
    let ask = if d.chance(DECIDE_PERCENT) {
        InsuranceAsk::Decide
    } else {
        d.pick(&[
            InsuranceAsk::MostStake,
            InsuranceAsk::PaidOnBlackjack,
            InsuranceAsk::NetOnBlackjack,
            InsuranceAsk::Against21,
            InsuranceAsk::Chance,
            InsuranceAsk::Value,
        ])
        .unwrap_or(InsuranceAsk::MostStake)
    };
    let bet = drill_bet(d);
    let (a, b) = plain_pair(d);
    match ask {
        InsuranceAsk::MostStake => insurance_stake(d, &rules, bet, (a, b)),
        InsuranceAsk::PaidOnBlackjack | InsuranceAsk::NetOnBlackjack => {
            insurance_on_blackjack(d, &rules, ask, bet, (a, b))
        }
        InsuranceAsk::Against21 => insurance_against_21(d, &rules, bet, (a, b)),
        InsuranceAsk::Chance | InsuranceAsk::Value => seen_question(d, ask == InsuranceAsk::Chance, bet),
        InsuranceAsk::Decide => insurance_decision(d, &rules, bet),
    }
}

/// Insure or not, judged by the exact value of insurance from the cards seen since the shuffle:
/// the shoe less the cards shown. Half the time the cards seen before are mostly low, so that
/// the tens left sometimes make insurance worth taking.
fn insurance_decision(d: &mut Dealing, rules: &TableRules, bet: u64) -> Question {
    let decks = u64::from(rules.decks);
    if d.chance(50) {
        // Earlier rounds of small cards: about five per deck make a shoe rich in tens.
        for _ in 0..d.between(3 * decks, 6 * decks + 2) {
            d.take_between(2, 6);
        }
    } else {
        for _ in 0..d.between(0, 8 * decks) {
            d.draw();
        }
    }
    let up = d.take(Rank::Ace);
    let player = vec![d.draw(), d.draw()];
    let shoe = d.shoe_size();
    let tens_in_shoe = shoe * 16 / 52;
    // Exactly one ten in three unseen is worth nothing either way: one more card settles it.
    let seen_tens = |d: &Dealing| d.seen().iter().filter(|c| c.rank.is_ten_value()).count() as u32;
    if 3 * (tens_in_shoe - seen_tens(d)) == shoe - d.seen().len() as u32 {
        d.draw();
    }
    let seen_cards = d.seen().len() as u32;
    let tens = seen_tens(d);
    d.end_round();
    let seen = Seen { shoe, cards: seen_cards, tens };
    let unseen = shoe - seen_cards;
    let tens_left = tens_in_shoe - tens;
    let worth = InsuranceWorth::of(tens_left, unseen);
    let staked = match rules.insurance {
        crate::game::rules::Insurance::Half | crate::game::rules::Insurance::UpToHalf => bet / 2,
        crate::game::rules::Insurance::None => 0,
    };
    let (chance_sum, value_sum) = insurance_sums(tens_left, unseen);
    let card = insured_card(rules);
    let verdict = worth.verdict();
    let why = format!(
        "Of the {shoe} cards, {tens_in_shoe} are tens; {seen_cards} are seen, {tens} of them tens: {tens_left} tens \
         among the {unseen} cards you have not seen. {card} is one of them: the chance that it is a ten is \
         {chance_sum}. {value_sum}, {verdict}. Insurance pays for itself only above one chance in three."
    );
    let chips_word = if staked == 1 { "chip" } else { "chips" };
    let (expected, traps) = worth.judged();
    Question {
        situation: Situation {
            player,
            dealer: vec![up],
            bet: Some(bet),
            seen: Some(seen),
            ..Situation::default()
        },
        prompt: format!(
            "You bet {bet} and the dealer shows an Ace. Insure for {staked} {chips_word}? (y yes, n no)"
        ),
        expected,
        why,
        traps,
        options: Vec::new(),
        key: if worth == InsuranceWorth::Wins { "insure rich in tens" } else { "insure without count" }
            .to_string(),
        chart_row: None,
        lang: crate::lang::Lang::En,
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

/// The card an insurance bet is on, as a sentence's subject: where the dealer takes his second card
/// after the players (no hole card), insurance bets on that card, not on one under the Ace.
pub fn insured_card(rules: &TableRules) -> &'static str {
    if rules.hole_card == HoleCard::Enhc {
        "The dealer's next card, which he draws after you play,"
    } else {
        "The card under his Ace"
    }
}

/// How much may be staked on insurance at this table.
fn insurance_stake(d: &mut Dealing, rules: &TableRules, bet: u64, (a, b): (Rank, Rank)) -> Question {
    let mut offered = None;
    let first = deal_order(rules, &[(a, b)], Rank::Ace, None);
    let played = d.play_round(&[bet], &first[..2], |_, decision| match decision {
        Decision::Insurance { max, exactly, .. } => {
            offered = Some((max, exactly));
            Move::DeclineInsurance
        }
        _ => Move::Stand,
    });
    let (max, exactly) = offered.unwrap_or((bet / 2, false));
    let prompt = if exactly {
        format!("You bet {bet} and the dealer shows an Ace. How much is the insurance stake?")
    } else {
        format!("You bet {bet} and the dealer shows an Ace. What is the most you may stake on insurance?")
    };
    let rule = if exactly { "exactly half the bet" } else { "at most half the bet" };
    let player = played.seats.first().and_then(|s| s.hands.first()).map(|h| h.hand.cards[..2].to_vec());
    Question {
        situation: Situation {
            player: player.unwrap_or_default(),
            dealer: played.dealer.first().copied().into_iter().collect(),
            bet: Some(bet),
            ..Situation::default()
        },
        prompt,
        expected: Expected::Chips(chips(max)),
        why: format!("Insurance is a side bet of {rule}, here {max}; it pays 2 to 1 on a dealer blackjack."),
        traps: vec![
            Trap::is(Answer::Chips(chips(bet)), "insurance-as-full-bet"),
            Trap::when(TrapWhen::AnyWrong, "insurance-stake-miscounted", (max + 1).to_string()),
        ],
        options: Vec::new(),
        key: "insurance stake".to_string(),
        chart_row: None,
        lang: crate::lang::Lang::En,
    }
}

/// What an insurance bet wins, or the round nets, when the dealer has blackjack.
fn insurance_on_blackjack(
    d: &mut Dealing,
    rules: &TableRules,
    ask: InsuranceAsk,
    bet: u64,
    (a, b): (Rank, Rank),
) -> Question {
    let ten = d.rank_of(10);
    let mut first = deal_order(rules, &[(a, b)], Rank::Ace, Some(ten));
    if rules.hole_card == HoleCard::Enhc {
        // The dealer's second card comes after you stand.
        first.push(ten);
    }
    let played = d.play_round(&[bet], &first, |_, decision| match decision {
        Decision::Insurance { max, .. } => Move::Insure(max),
        _ => Move::Stand,
    });
    let ins = played.ledger.seat_entries(0).find(|e| e.wager == Wager::Insurance).cloned();
    let staked = ins.as_ref().map_or(bet / 2, |e| e.stake);
    let won = ins.as_ref().map_or(2 * staked, |e| e.paid);
    let net = played.ledger.seat_net(0);
    let main = hand_entries(&played).iter().map(|e| e.net).sum::<i64>();
    let situation = insured_situation(&played, bet, staked);
    if ask == InsuranceAsk::PaidOnBlackjack && d.chance(40) {
        let back = ins.as_ref().map_or(3 * staked, |e| e.paid + e.returned);
        Question {
            situation,
            prompt: format!(
                "You bet {bet} and insured for {staked}. The dealer has blackjack. How many chips come back to you from the insurance, its stake included?"
            ),
            expected: Expected::Chips(chips(back)),
            why: format!(
                "Insurance pays 2 to 1 and its stake comes back: {won} won plus the {staked} staked, {back} in all."
            ),
            traps: vec![
                Trap::is(Answer::Chips(chips(won)), "stake-left-out"),
                Trap::is(Answer::Chips(chips(2 * staked)), "insurance-paid-wrong"),
                Trap::is(Answer::Chips(chips(3 * bet)), "insurance-as-full-bet"),
                Trap::when(TrapWhen::AnyWrong, "insurance-paid-wrong", (back + 1).to_string()),
            ],
            options: Vec::new(),
            key: "insurance collects".to_string(),
            chart_row: None,
            lang: crate::lang::Lang::En,
        }
    } else if ask == InsuranceAsk::PaidOnBlackjack {
        Question {
            situation,
            prompt: format!(
                "You bet {bet} and insured for {staked}. The dealer has blackjack. How many chips does the insurance win?"
            ),
            expected: Expected::Chips(chips(won)),
            why: format!(
                "Insurance pays 2 to 1: {staked} wins {won}, and the {staked} staked comes back too."
            ),
            traps: vec![
                Trap::is(Answer::Chips(chips(won + staked)), "stake-counted-as-winnings"),
                Trap::is(Answer::Chips(chips(staked)), "insurance-paid-wrong"),
                Trap::is(Answer::Chips(chips(2 * bet)), "insurance-as-full-bet"),
                Trap::when(TrapWhen::AnyWrong, "insurance-paid-wrong", (won + 1).to_string()),
            ],
            options: Vec::new(),
            key: "insurance paid".to_string(),
            chart_row: None,
            lang: crate::lang::Lang::En,
        }
    } else {
        let full = main + chips(2 * bet);
        let mut traps = Vec::new();
        // The insurance's stake counted in with what it won.
        let gross = net + chips(staked);
        // The insurance paid 1 to 1.
        let even = main + chips(staked);
        for (wrong, mistake) in [
            (gross, "stake-counted-as-winnings"),
            (even, "insurance-paid-wrong"),
            (full, "insurance-as-full-bet"),
        ] {
            if wrong != net && traps.iter().all(|t: &Trap| t.when != TrapWhen::Is(Answer::Chips(wrong))) {
                traps.push(Trap::is(Answer::Chips(wrong), mistake));
            }
        }
        traps.push(Trap::when(TrapWhen::AnyWrong, "payout-miscounted", (net + 1).to_string()));
        Question {
            situation,
            prompt: format!(
                "You bet {bet} and insured for {staked}. The dealer has blackjack. What is your net for the round, main bet and insurance together?"
            ),
            expected: Expected::Chips(net),
            why: format!(
                "The main bet loses to the blackjack ({main:+}); the insurance wins 2 to 1 ({:+}); together {net:+}.",
                won
            ),
            traps,
            options: Vec::new(),
            key: "insurance net".to_string(),
            chart_row: None,
            lang: crate::lang::Lang::En,
        }
    }
}

/// An insurance bet against a dealer 21 of three cards or more: lost.
fn insurance_against_21(d: &mut Dealing, rules: &TableRules, bet: u64, (a, b): (Rank, Rank)) -> Question {
    // The dealer makes 21 with three or more cards: no blackjack.
    let second = d.between(2, 5) as u8;
    let mut dealer = vec![Rank::Ace, d.rank_of(second)];
    loop {
        let v = crate::game::hand::HandValue::of(dealer.iter().copied());
        if v.total() >= 21 || !dealer_draws(rules, v) {
            break;
        }
        let need = 21 - v.total();
        let mut next = if need > 1 && d.chance(50) { d.between(1, u64::from(need - 1)) as u8 } else { need };
        let after = v.with(d.rank_of(next.min(10)));
        if after.total() != 21 && !dealer_draws(rules, after) {
            next = need;
        }
        dealer.push(d.rank_of(next.min(10)));
    }
    let mut first = deal_order(rules, &[(a, b)], Rank::Ace, Some(dealer[1]));
    if rules.hole_card == HoleCard::Enhc {
        first.push(dealer[1]);
    }
    first.extend(&dealer[2..]);
    let played = d.play_round(&[bet], &first, |_, decision| match decision {
        Decision::Insurance { max, .. } => Move::Insure(max),
        _ => Move::Stand,
    });
    let ins = played.ledger.seat_entries(0).find(|e| e.wager == Wager::Insurance).cloned();
    let staked = ins.as_ref().map_or(bet / 2, |e| e.stake);
    let ins_net = ins.as_ref().map_or(-chips(staked), |e| e.net);
    let total = value_of(&played.dealer).total();
    Question {
        situation: insured_situation(&played, bet, staked),
        prompt: format!(
            "You bet {bet} and insured for {staked}. The dealer's hand ends {} ({total}). What does the insurance bet net?",
            show_ranks(&played.dealer)
        ),
        expected: Expected::Chips(ins_net),
        why: format!(
            "Insurance pays only on a dealer blackjack, an Ace and a ten as his first two cards. {} is not one, so the {staked} is lost; the main bet is settled on its own.",
            show_ranks(&played.dealer)
        ),
        traps: vec![
            Trap::is(Answer::Chips(-chips(bet)), "insurance-as-full-bet"),
            // Any gain, or nothing lost: the insurance thought to pay, or to protect, on a 21.
            Trap::when(TrapWhen::ChipsAtLeast(0), "insurance-covers-21", (2 * staked).to_string()),
            Trap::when(TrapWhen::AnyWrong, "insurance-paid-wrong", (ins_net - chips(bet) - 1).to_string()),
        ],
        options: Vec::new(),
        key: "insurance against 21".to_string(),
        chart_row: None,
        lang: crate::lang::Lang::En,
    }
}

/// How likely a ten is, and what insurance is worth, from the cards seen since the shuffle.
fn seen_question(d: &mut Dealing, chance: bool, bet: u64) -> Question {
    // Dealt in the table's order: you, the other players, the dealer's Ace.
    let up = d.take(Rank::Ace);
    let player = vec![d.draw(), d.draw()];
    let others = d.between(0, 4) as usize;
    for _ in 0..others * 2 {
        d.draw();
    }
    let seen_cards = d.seen().to_vec();
    let shoe = d.shoe_size();
    d.end_round();
    let tens = seen_cards.iter().filter(|c| c.rank.is_ten_value()).count() as u32;
    let seen = Seen { shoe, cards: seen_cards.len() as u32, tens };
    let unseen = shoe - seen.cards;
    let total_tens = shoe * 16 / 52;
    let tens_left = total_tens - tens;
    let (chance_sum, value_sum) = insurance_sums(tens_left, unseen);
    // The one chance and the one value the sentences print and the answer is judged by.
    let p = chance_percent(tens_left, unseen);
    // Each figure follows from the ones printed before it, down to the percent.
    let count = format!(
        "Of the {shoe} cards, {total_tens} are tens; {} are seen, {tens} of them tens: {total_tens} - {tens} = {tens_left} tens among {shoe} - {} = {unseen} unseen cards, {chance_sum}.",
        seen.cards, seen.cards
    );
    let situation =
        Situation { player, dealer: vec![up], bet: Some(bet), seen: Some(seen), ..Situation::default() };
    let seen_words = format!(
        "Since the shuffle {} cards of the {shoe} have been seen, {tens} of them ten-value (your hand and the Ace included).",
        seen.cards
    );
    if chance {
        let naive = 16.0 / 52.0 * 100.0;
        let mut traps = Vec::new();
        if (naive - p).abs() > 1.5 {
            traps.push(Trap::is(Answer::Percent(naive), "chance-miscounted"));
        }
        traps.push(Trap::is(Answer::Percent(p / 100.0), PERCENT_AS_FRACTION).saying(format!(
            "The question asks in percent, so a bare number is read as that many percent: the chance is {}%, which is {:.3} as a share of one.",
            round1(p),
            p / 100.0
        )));
        traps.push(Trap::when(TrapWhen::AnyWrong, "chance-miscounted", "99"));
        return Question {
            situation,
            prompt: format!(
                "{seen_words} What is the chance, in percent, that the dealer's other card is a ten?"
            ),
            expected: Expected::Percent { value: p, tolerance: 1.0 },
            why: count,
            traps,
            options: Vec::new(),
            key: "insurance chance".to_string(),
            chart_row: None,
            lang: crate::lang::Lang::En,
        };
    }
    let value = insurance_percent(tens_left, unseen);
    let verdict = match InsuranceWorth::of(tens_left, unseen) {
        InsuranceWorth::Wins => "worth taking",
        InsuranceWorth::BreakEven => "break-even: it wins and loses the same on average",
        InsuranceWorth::Loses => "not worth taking",
    };
    let mut traps = Vec::new();
    if value.abs() > 3.0 {
        traps.push(Trap::is(Answer::Percent(-value), "chance-miscounted"));
    }
    // The value as a share of one, where it is not right as a number of percent anyway.
    if (value - value / 100.0).abs() > 3.0 {
        traps.push(Trap::is(Answer::Percent(value / 100.0), PERCENT_AS_FRACTION).saying(format!(
            "The question asks in percent, so a bare number is read as that many percent: insurance is worth {}% of its stake, which is {:.3} as a share of one.",
            round1(value),
            value / 100.0
        )));
    }
    traps.push(Trap::when(TrapWhen::AnyWrong, "chance-miscounted", "99"));
    Question {
        situation,
        prompt: format!(
            "{seen_words} What is insurance worth, in percent of its stake (negative when it loses on average)?"
        ),
        expected: Expected::Percent { value, tolerance: 3.0 },
        why: format!("{count} {value_sum}, {verdict}."),
        traps,
        options: Vec::new(),
        key: "insurance value".to_string(),
        chart_row: None,
        lang: crate::lang::Lang::En,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::solver::Composition;

    #[test]
    fn the_value_of_insurance_printed_is_the_solvers() {
        // Checked against the solver's own insurance value, from the shoe before the Ace came out.
        for decks in [1u8, 4, 6, 8] {
            let shoe = Composition::full(decks);
            let counts = shoe.counts();
            let total = shoe.total();
            for tens_out in 0..counts[9] {
                for others_out in [0u16, 3, 17] {
                    let mut left = counts;
                    left[9] -= tens_out;
                    left[4] = left[4].saturating_sub(others_out);
                    let out = u32::from(tens_out) + u32::from(counts[4] - left[4]);
                    let Ok(c) = Composition::from_counts(left) else { continue };
                    let unseen = total - out - 1;
                    let solver = crate::strategy::solver::insurance_value(&c) * 100.0;
                    let printed = insurance_percent(u32::from(left[9]), unseen);
                    assert!((solver - printed).abs() < 1e-9, "{decks} decks: {solver} {printed}");
                }
            }
        }
    }

    #[test]
    fn insurance_at_exactly_one_ten_in_three_is_break_even_and_either_answer_is_right() {
        let worth = InsuranceWorth::of(100, 300);
        assert_eq!(worth, InsuranceWorth::BreakEven);
        assert_eq!(insurance_percent(100, 300), 0.0);
        let (expected, traps) = worth.judged();
        assert!(traps.is_empty());
        assert!(expected.accepts(&Answer::YesNo(true)) && expected.accepts(&Answer::YesNo(false)));
        assert!(worth.verdict().contains("breaks even"));
        assert_eq!(InsuranceWorth::of(101, 300), InsuranceWorth::Wins);
        assert_eq!(InsuranceWorth::of(99, 300), InsuranceWorth::Loses);
    }

    #[test]
    fn at_least_a_third_of_an_insurance_drill_asks_whether_to_insure() {
        // The share is counted in sessions of 40 questions as a learner is asked them (no repeat
        // within a session), over many seeds and at every table that offers insurance.
        let library = crate::coach::drill::Library::shipped().unwrap();
        let drill = library.get("insurance").unwrap();
        for table in ["quebec-s17", "book", "feral"] {
            let setting = crate::coach::drill::Setting::preset(table).unwrap();
            let (mut decisions, mut asked) = (0, 0);
            for seed in 0..50 {
                let mut questions = crate::coach::drill::session::Questions::new(drill, &setting, seed, None);
                let mut in_session = 0;
                for _ in 0..40 {
                    let q = questions.next_question();
                    let decision = matches!(q.expected, Expected::YesNo(_) | Expected::EitherYesNo);
                    assert_eq!(decision, q.prompt.contains("(y yes, n no)"), "{}", q.prompt);
                    in_session += usize::from(decision);
                }
                // Even an unlucky session asks the decision often.
                assert!(in_session >= 8, "{table} seed {seed}: {in_session} of 40");
                decisions += in_session;
                asked += 40;
            }
            assert!(3 * decisions >= asked, "{table}: {decisions} of {asked}");
        }
    }

    #[test]
    fn insurance_sums_add_up_as_printed() {
        // Play mode printed `3 x 31.1% - 100% = -6.8%` for these cards: 3 x 31.1 - 100 is -6.7.
        let (chance, value) = insurance_sums(96, 309);
        assert_eq!(chance, "96/309 = 31.1%");
        assert!(
            value.ends_with("309 - 96 = 213 cards: (2 x 96 - 213) / 309 = -6.8% of the stake"),
            "{value}"
        );
    }
}
