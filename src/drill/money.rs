//! Money drills: settling hands and rounds, and the insurance side bet.

use super::answer::{Answer, round1};
use super::counting::dealer_final;
use super::dealing::{Dealing, dealer_draws, show_ranks, value_of};
use super::question::{Expected, Question, SeatHand, Seen, Situation, Trap};
use crate::card::{Card, Rank};
use crate::hand::Hand;
use crate::rules::{EnhcLoss, HoleCard, Insurance, TableRules};

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

/// What a hand's settlement pays and returns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Settled {
    /// Chips staked on the hand.
    pub stake: u64,
    /// Winnings paid by the bank.
    pub paid: u64,
    /// Chips of the stake handed back.
    pub returned: u64,
}

impl Settled {
    /// Gain or loss.
    pub fn net(self) -> i64 {
        chips(self.paid) + chips(self.returned) - chips(self.stake)
    }

    fn add(self, other: Settled) -> Settled {
        Settled {
            stake: self.stake + other.stake,
            paid: self.paid + other.paid,
            returned: self.returned + other.returned,
        }
    }
}

/// How a settlement may be miscounted, to work out what a mistaken learner would answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
struct Slip {
    any_21_is_natural: bool,
    natural_pays_even: bool,
    bust_wins_on_dealer_bust: bool,
    dealer_natural_takes_first_bet_only: bool,
}

fn settle(rules: &TableRules, hand: &SeatHand, first_bet: u64, dealer: &[Card], slip: Slip) -> Settled {
    let stake = hand.stake;
    let v = value_of(&hand.cards);
    let h = Hand { cards: hand.cards.clone(), from_split: hand.from_split };
    let natural = h.is_natural() || (slip.any_21_is_natural && v.total() == 21 && !v.is_bust());
    let dealer_hand = Hand::new(dealer.to_vec());
    let dv = dealer_hand.value();
    let lose = Settled { stake, paid: 0, returned: 0 };
    let push = Settled { stake, paid: 0, returned: stake };
    let win = Settled { stake, paid: stake, returned: stake };
    if hand.surrendered {
        return Settled { stake, paid: 0, returned: stake / 2 };
    }
    if v.is_bust() {
        return if slip.bust_wins_on_dealer_bust && dv.is_bust() { win } else { lose };
    }
    if dealer_hand.is_natural() {
        if h.is_natural() {
            return push;
        }
        let original_only = rules.enhc_blackjack_takes == Some(EnhcLoss::Original)
            || (slip.dealer_natural_takes_first_bet_only && rules.hole_card == HoleCard::Enhc);
        return if original_only && (stake > first_bet || hand.from_split) {
            // Only the first bet of the first hand is taken; doubles and split bets come back.
            let kept =
                if hand.from_split && hand.stake == first_bet && !hand.doubled { 0 } else { first_bet };
            Settled { stake, paid: 0, returned: stake - kept }
        } else {
            lose
        };
    }
    if natural {
        let paid =
            if slip.natural_pays_even { stake } else { rules.blackjack_pays.pay(stake).unwrap_or(stake) };
        return Settled { stake, paid, returned: stake };
    }
    if dv.is_bust() || v.total() > dv.total() {
        win
    } else if v.total() == dv.total() {
        push
    } else {
        lose
    }
}

fn settle_all(
    rules: &TableRules,
    hands: &[SeatHand],
    first_bet: u64,
    dealer: &[Card],
    slip: Slip,
) -> Settled {
    hands.iter().fold(Settled::default(), |acc, h| acc.add(settle(rules, h, first_bet, dealer, slip)))
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

fn plain_hand(cards: Vec<Card>, stake: u64) -> SeatHand {
    SeatHand { cards, stake, doubled: false, from_split: false, surrendered: false }
}

/// Plays a hand from its cards the simple way: draw until it reaches `stand_on` or more.
fn draw_to(d: &mut Dealing, cards: &mut Vec<Card>, stand_on: u8) {
    while value_of(cards).total() < stand_on {
        cards.push(d.draw());
    }
}

/// Takes two cards of a two-card total the table lets you double, from the shoe.
fn doublable_start(d: &mut Dealing) -> Vec<Card> {
    let total = d.pick(&[9u8, 10, 11]).unwrap_or(10);
    let first = d.between(u64::from(total.saturating_sub(9).max(2)), u64::from((total - 2).min(9))) as u8;
    vec![d.take_points(first), d.take_points(total - first)]
}

fn describe_hand(h: &SeatHand) -> String {
    let v = value_of(&h.cards);
    let hand = Hand { cards: h.cards.clone(), from_split: h.from_split };
    let what = if h.surrendered {
        "surrendered".to_string()
    } else if hand.is_natural() {
        "blackjack".to_string()
    } else if v.is_bust() {
        format!("bust ({})", v.hard_points)
    } else {
        v.total().to_string()
    };
    let mut notes = Vec::new();
    if h.from_split {
        notes.push("split");
    }
    if h.doubled {
        notes.push("doubled");
    }
    let notes = if notes.is_empty() { String::new() } else { format!(", {}", notes.join(", ")) };
    format!("{} ({what}{notes}, stake {})", show_ranks(&h.cards), h.stake)
}

/// A finished hand or round to settle.
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
    let (hands, dealer) = match scenario {
        Scenario::Single => {
            let mut cards = vec![d.draw(), d.draw()];
            if !Hand::new(cards.clone()).is_natural() {
                let stand_on = d.between(12, 18) as u8;
                draw_to(d, &mut cards, stand_on);
            }
            (vec![plain_hand(cards, bet)], dealer_final(d))
        }
        Scenario::Doubled => {
            let mut cards = doublable_start(d);
            cards.push(d.draw());
            (vec![SeatHand { doubled: true, ..plain_hand(cards, 2 * bet) }], dealer_final(d))
        }
        Scenario::Split => {
            let pair = if d.chance(30) { 1 } else { d.between(2, 10) as u8 };
            let a = d.take_points(pair);
            let b = if rules.pair_rule == crate::rules::PairRule::SameRank {
                d.take(a.rank)
            } else {
                d.take_points(pair)
            };
            let mut hands = Vec::new();
            for card in [a, b] {
                let mut cards = vec![card];
                if pair == 1 {
                    // Split Aces take one card each; a ten makes a 21 that is not a blackjack.
                    cards.push(if d.chance(60) { d.take_points(10) } else { d.draw() });
                } else {
                    cards.push(d.draw());
                    let stand_on = d.between(13, 18) as u8;
                    draw_to(d, &mut cards, stand_on);
                }
                hands.push(SeatHand { from_split: true, ..plain_hand(cards, bet) });
            }
            (hands, dealer_final(d))
        }
        Scenario::Surrender => {
            let total = d.between(15, 16) as u8;
            let first = d.between(u64::from(total - 9), 9) as u8;
            let cards = vec![d.take_points(first), d.take_points(total - first)];
            let up = d.take_points(10);
            (vec![SeatHand { surrendered: true, ..plain_hand(cards, bet) }], vec![up])
        }
        Scenario::BustAgainstBust => {
            let mut cards = vec![d.take_points(10), d.take_between(2, 6)];
            cards.push(d.take_points(10));
            let up = d.take_between(2, 6);
            let mut dealer = vec![up, d.take_points(10)];
            while dealer_draws(&rules, value_of(&dealer)) {
                let room = 21 - value_of(&dealer).hard_points;
                let next = d.between(u64::from(room + 1).min(10), 10) as u8;
                dealer.push(d.take_points(next));
            }
            (vec![plain_hand(cards, bet)], dealer)
        }
        Scenario::NoHoleCardBlackjack => {
            let up = d.take(Rank::Ace);
            let hands = if d.chance(50) {
                let mut cards = doublable_start(d);
                cards.push(d.draw());
                vec![SeatHand { doubled: true, ..plain_hand(cards, 2 * bet) }]
            } else {
                let pair = d.between(2, 9) as u8;
                let mut hands = Vec::new();
                for _ in 0..2 {
                    let mut cards = vec![d.take_points(pair), d.draw()];
                    draw_to(d, &mut cards, 17);
                    hands.push(SeatHand { from_split: true, ..plain_hand(cards, bet) });
                }
                hands
            };
            (hands, vec![up, d.take_points(10)])
        }
    };
    d.end_round();
    let right = settle_all(&rules, &hands, bet, &dealer, Slip::default());
    let mut ask = Ask::Net;
    if scenario != Scenario::BustAgainstBust && scenario != Scenario::NoHoleCardBlackjack && d.chance(40) {
        ask = if d.chance(50) { Ask::Paid } else { Ask::Returned };
    }
    let pick = |s: Settled| match ask {
        Ask::Net => s.net(),
        Ask::Paid => chips(s.paid),
        Ask::Returned => chips(s.returned),
    };
    let expected = pick(right);
    let mut traps = Vec::new();
    let mut trap = |slip: Slip, mistake: &'static str| {
        let wrong = pick(settle_all(&rules, &hands, bet, &dealer, slip));
        if wrong != expected {
            traps.push(Trap::is(Answer::Chips(wrong), mistake));
        }
    };
    let has_split_21 = hands.iter().any(|h| h.from_split && value_of(&h.cards).total() == 21);
    trap(
        Slip { any_21_is_natural: true, ..Slip::default() },
        if has_split_21 { "split-21-as-natural" } else { "three-card-21-as-natural" },
    );
    trap(Slip { natural_pays_even: true, ..Slip::default() }, "natural-paid-even");
    trap(Slip { bust_wins_on_dealer_bust: true, ..Slip::default() }, "bust-wins-when-dealer-busts");
    trap(Slip { dealer_natural_takes_first_bet_only: true, ..Slip::default() }, "enhc-takes-all-bets");
    if scenario == Scenario::BustAgainstBust && expected != 0 {
        traps.push(Trap::is(Answer::Chips(0), "bust-wins-when-dealer-busts"));
    }
    traps.push(Trap::when(
        super::question::TrapWhen::AnyWrong,
        "payout-miscounted",
        (expected + 1).to_string(),
    ));

    let dv = value_of(&dealer);
    let dealer_words = if scenario == Scenario::Surrender {
        format!("The dealer shows {}.", dealer[0].rank)
    } else if Hand::new(dealer.clone()).is_natural() {
        "The dealer has blackjack.".to_string()
    } else if dv.is_bust() {
        format!("The dealer busts with {}.", dv.hard_points)
    } else {
        format!("The dealer stands on {}.", dv.total())
    };
    let question = match ask {
        Ask::Net => "What is your net result in chips (+ gain, - loss)?",
        Ask::Paid => "How many chips does the bank pay you in winnings?",
        Ask::Returned => "How many chips of your stakes come back to you?",
    };
    let prompt = if hands.len() == 1 {
        format!("You bet {bet}. {dealer_words} {question}")
    } else {
        format!("You bet {bet} and split. {dealer_words} {question}")
    };
    let mut lines = Vec::new();
    for h in &hands {
        let s = settle(&rules, h, bet, &dealer, Slip::default());
        lines.push(format!(
            "{}: paid {}, returned {}, net {:+}",
            describe_hand(h),
            s.paid,
            s.returned,
            s.net()
        ));
    }
    let mut why = lines.join("; ");
    if hands.len() > 1 {
        why = format!(
            "{why}. In all: paid {}, returned {}, net {:+}.",
            right.paid,
            right.returned,
            right.net()
        );
    } else {
        why.push('.');
    }
    if has_split_21 {
        why.push_str(" A 21 on a split hand wins 1 to 1.");
    }
    if scenario == Scenario::BustAgainstBust {
        why.push_str(" Your hand busted first, so it lost before the dealer played.");
    }
    if scenario == Scenario::NoHoleCardBlackjack {
        why.push_str(if rules.enhc_takes_all() {
            " With no hole card, a dealer blackjack takes every bet on the box here, doubles and splits included."
        } else {
            " With no hole card, a dealer blackjack takes only the first bet here."
        });
    }
    let key = match scenario {
        Scenario::Single => "payout single",
        Scenario::Doubled => "payout doubled",
        Scenario::Split => "payout split",
        Scenario::Surrender => "payout surrender",
        Scenario::BustAgainstBust => "payout bust against bust",
        Scenario::NoHoleCardBlackjack => "payout no-hole-card blackjack",
    };
    let situation = Situation {
        player: hands.first().map(|h| h.cards.clone()).unwrap_or_default(),
        dealer,
        bet: Some(bet),
        hands: if hands.len() > 1 || hands.iter().any(|h| h.doubled || h.surrendered) {
            hands
        } else {
            Vec::new()
        },
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
    }
}

/// The chance, in percent, that an unseen card is a ten, given the cards seen since the shuffle.
pub fn ten_chance(shoe: u32, seen: &[Card]) -> f64 {
    let tens_total = f64::from(shoe) * 16.0 / 52.0;
    let tens_seen = seen.iter().filter(|c| c.rank.is_ten_value()).count() as f64;
    let unseen = f64::from(shoe) - seen.len() as f64;
    if unseen <= 0.0 { 0.0 } else { (tens_total - tens_seen) / unseen * 100.0 }
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
}

/// A question about insurance, when the dealer shows an Ace.
pub fn insurance(d: &mut Dealing) -> Question {
    let rules = d.rules.clone();
    let ask = d
        .pick(&[
            InsuranceAsk::MostStake,
            InsuranceAsk::PaidOnBlackjack,
            InsuranceAsk::NetOnBlackjack,
            InsuranceAsk::Against21,
            InsuranceAsk::Chance,
            InsuranceAsk::Value,
        ])
        .unwrap_or(InsuranceAsk::MostStake);
    let bet = drill_bet(d);
    let half = bet / 2;
    let stake_rule = match rules.insurance {
        Insurance::Half => format!("exactly half the bet, {half}"),
        _ => format!("at most half the bet, {half}"),
    };
    // Other players' cards come out before the question, as at a real table.
    let others = d.between(0, 4) as usize;
    let up = d.take(Rank::Ace);
    let mut player = vec![d.draw(), d.draw()];
    if ask == InsuranceAsk::NetOnBlackjack || ask == InsuranceAsk::PaidOnBlackjack {
        // The learner's own natural is settled apart; keep to ordinary hands here.
        while Hand::new(player.clone()).is_natural() {
            player = vec![d.draw(), d.draw()];
        }
    }
    for _ in 0..others * 2 {
        d.draw();
    }
    let base = Situation { player: player.clone(), dealer: vec![up], bet: Some(bet), ..Situation::default() };
    match ask {
        InsuranceAsk::MostStake => {
            d.end_round();
            let prompt = match rules.insurance {
                Insurance::Half => {
                    format!("You bet {bet} and the dealer shows an Ace. How much is the insurance stake?")
                }
                _ => format!(
                    "You bet {bet} and the dealer shows an Ace. What is the most you may stake on insurance?"
                ),
            };
            Question {
                situation: base,
                prompt,
                expected: Expected::Chips(chips(half)),
                why: format!(
                    "Insurance is a side bet of {stake_rule}; it pays 2 to 1 on a dealer blackjack."
                ),
                traps: vec![
                    Trap::is(Answer::Chips(chips(bet)), "insurance-as-full-bet"),
                    Trap::when(
                        super::question::TrapWhen::AnyWrong,
                        "insurance-as-full-bet",
                        (half + 1).to_string(),
                    ),
                ],
                options: Vec::new(),
                key: "insurance stake".to_string(),
            }
        }
        InsuranceAsk::PaidOnBlackjack | InsuranceAsk::NetOnBlackjack => {
            let hole = d.take_points(10);
            d.end_round();
            let player_loses = chips(bet);
            let (prompt, expected, why, traps) = if ask == InsuranceAsk::PaidOnBlackjack {
                (
                    format!(
                        "You bet {bet} and insured for {half}. The dealer has blackjack. How many chips does the insurance win?"
                    ),
                    chips(2 * half),
                    format!(
                        "Insurance pays 2 to 1: {half} wins {}, and the {half} staked comes back too.",
                        2 * half
                    ),
                    vec![
                        Trap::is(Answer::Chips(chips(half)), "insurance-paid-wrong"),
                        Trap::is(Answer::Chips(chips(3 * half)), "insurance-paid-wrong"),
                        Trap::is(Answer::Chips(chips(2 * bet)), "insurance-as-full-bet"),
                        Trap::when(super::question::TrapWhen::AnyWrong, "insurance-paid-wrong", "1"),
                    ],
                )
            } else {
                let net = chips(2 * half) - player_loses;
                (
                    format!(
                        "You bet {bet} and insured for {half}. The dealer has blackjack. What is your net for the round, main bet and insurance together?"
                    ),
                    net,
                    format!(
                        "The main bet of {bet} loses to the blackjack ({:+}); the insurance wins 2 to 1 ({:+}); together {net:+}.",
                        -player_loses,
                        2 * half
                    ),
                    vec![
                        Trap::is(Answer::Chips(chips(2 * bet) - player_loses), "insurance-as-full-bet"),
                        Trap::when(
                            super::question::TrapWhen::AnyWrong,
                            "insurance-paid-wrong",
                            (net + 1).to_string(),
                        ),
                    ],
                )
            };
            Question {
                situation: Situation { hole_card: Some(hole), insurance: Some(half), ..base },
                prompt,
                expected: Expected::Chips(expected),
                why,
                traps,
                options: Vec::new(),
                key: if ask == InsuranceAsk::PaidOnBlackjack { "insurance paid" } else { "insurance net" }
                    .to_string(),
            }
        }
        InsuranceAsk::Against21 => {
            // The dealer makes 21 with three or more cards: no blackjack.
            let second = d.between(2, 5) as u8;
            let mut dealer = vec![up, d.take_points(second)];
            loop {
                let v = value_of(&dealer);
                if v.total() >= 21 || !dealer_draws(&rules, v) {
                    break;
                }
                let need = 21 - v.total();
                let mut next =
                    if need > 1 && d.chance(50) { d.between(1, u64::from(need - 1)) as u8 } else { need };
                let after = v.with(Rank::from_points(next.min(10)).unwrap_or(Rank::Ten));
                if after.total() != 21 && !dealer_draws(&rules, after) {
                    next = need;
                }
                dealer.push(d.take_points(next.min(10)));
            }
            d.end_round();
            let total = value_of(&dealer).total();
            Question {
                situation: Situation { dealer: dealer.clone(), insurance: Some(half), ..base },
                prompt: format!(
                    "You bet {bet} and insured for {half}. The dealer's hand ends {} ({total}). What does the insurance bet net?",
                    show_ranks(&dealer)
                ),
                expected: Expected::Chips(-chips(half)),
                why: format!(
                    "Insurance pays only on a dealer blackjack, an Ace and a ten as his first two cards. {} is not one, so the {half} is lost; the main bet is settled on its own.",
                    show_ranks(&dealer)
                ),
                traps: vec![
                    Trap::is(Answer::Chips(chips(2 * half)), "insurance-covers-21"),
                    Trap::is(Answer::Chips(0), "insurance-covers-21"),
                    Trap::when(super::question::TrapWhen::AnyWrong, "insurance-paid-wrong", "1"),
                ],
                options: Vec::new(),
                key: "insurance against 21".to_string(),
            }
        }
        InsuranceAsk::Chance | InsuranceAsk::Value => {
            let seen_cards = d.seen().to_vec();
            let shoe = d.shoe_size();
            d.end_round();
            let p = ten_chance(shoe, &seen_cards);
            let tens = seen_cards.iter().filter(|c| c.rank.is_ten_value()).count() as u32;
            let seen = Seen { shoe, cards: seen_cards.len() as u32, tens };
            let unseen = shoe - seen.cards;
            let tens_left = shoe * 16 / 52 - tens;
            let count = format!(
                "Of the {shoe} cards, {} are seen, {tens} of them ten-value: {tens_left} tens among {unseen} unseen cards, {}%.",
                seen.cards,
                round1(p)
            );
            let naive = 16.0 / 52.0 * 100.0;
            let situation = Situation { seen: Some(seen), ..base };
            let seen_words = format!(
                "Since the shuffle {} cards of the {shoe} have been seen, {tens} of them ten-value (your hand and the Ace included).",
                seen.cards
            );
            if ask == InsuranceAsk::Chance {
                let mut traps = Vec::new();
                if (naive - p).abs() > 1.5 {
                    traps.push(Trap::is(Answer::Percent(naive), "chance-miscounted"));
                }
                traps.push(Trap::when(super::question::TrapWhen::AnyWrong, "chance-miscounted", "99"));
                Question {
                    situation,
                    prompt: format!(
                        "{seen_words} What is the chance, in percent, that the dealer's other card is a ten?"
                    ),
                    expected: Expected::Percent { value: p, tolerance: 1.0 },
                    why: count,
                    traps,
                    options: Vec::new(),
                    key: "insurance chance".to_string(),
                }
            } else {
                let value = 3.0 * p - 100.0;
                let verdict = if value.abs() < 0.05 {
                    "break-even"
                } else if value > 0.0 {
                    "worth taking"
                } else {
                    "not worth taking"
                };
                Question {
                    situation,
                    prompt: format!(
                        "{seen_words} What is insurance worth, in percent of its stake (negative when it loses on average)?"
                    ),
                    expected: Expected::Percent { value, tolerance: 3.0 },
                    why: format!(
                        "{count} A chip of insurance wins 2 with that chance and loses 1 otherwise: 2 x {} - 1 x {} = {}% of the stake, {verdict}.",
                        round1(p),
                        round1(100.0 - p),
                        round1(value)
                    ),
                    traps: if value.abs() > 3.0 {
                        vec![
                            Trap::is(Answer::Percent(-value), "chance-miscounted"),
                            Trap::when(super::question::TrapWhen::AnyWrong, "chance-miscounted", "99"),
                        ]
                    } else {
                        vec![Trap::when(super::question::TrapWhen::AnyWrong, "chance-miscounted", "99")]
                    },
                    options: Vec::new(),
                    key: "insurance value".to_string(),
                }
            }
        }
    }
}
