//! The insurance drill: the stake, what it pays, and whether to take it, judged from the cards
//! seen since the shuffle. Every round is played by the round engine and settled by its ledger.

use super::answer::{Answer, round1};
use super::dealing::{Dealing, PlayedRound, show_ranks_in, value_of};
use super::mistakes::PERCENT_AS_FRACTION;
use super::money::{chips, drill_bet, hand_entries};
use super::question::{Expected, Question, Seen, Situation, Trap, TrapWhen};
use crate::game::card::{Card, Rank};
use crate::game::ledger::Wager;
use crate::game::round::dealer_draws;
use crate::game::round::{Decision, Move, deal_order};
use crate::game::rules::{HoleCard, TableRules};
use crate::lang::{Arg, Lang};

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
    insurance_sums_in(tens, unseen, Lang::En)
}

/// The arithmetic of [`insurance_sums`] in `lang`.
pub fn insurance_sums_in(tens: u32, unseen: u32, lang: Lang) -> (String, String) {
    let others = unseen.saturating_sub(tens);
    let n = |x: u32| Arg::Int(u64::from(x));
    let percent = lang.percent_of(&round1(chance_percent(tens, unseen)));
    let chance = lang.text(
        "quiz-ten-chance",
        &[("tens", n(tens)), ("unseen", n(unseen)), ("percent", Arg::Text(&percent))],
    );
    let percent = lang.percent_of(&round1(insurance_percent(tens, unseen)));
    let value = lang.text(
        "quiz-insurance-value",
        &[("tens", n(tens)), ("unseen", n(unseen)), ("others", n(others)), ("percent", Arg::Text(&percent))],
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
    pub fn verdict(self) -> String {
        self.verdict_in(Lang::En)
    }

    /// The verdict of [`InsuranceWorth::verdict`] in `lang`.
    pub fn verdict_in(self, lang: Lang) -> String {
        let id = match self {
            InsuranceWorth::Wins => "quiz-insurance-wins",
            InsuranceWorth::BreakEven => "quiz-insurance-breaks-even",
            InsuranceWorth::Loses => "quiz-insurance-loses",
        };
        lang.text(id, &[])
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
    let lang = d.lang;
    let (chance_sum, value_sum) = insurance_sums_in(tens_left, unseen, lang);
    let card = insured_card_in(rules, lang);
    let verdict = worth.verdict_in(lang);
    let n = |x: u32| Arg::Int(u64::from(x));
    let why = lang.text(
        "quiz-insure-why",
        &[
            ("shoe", n(shoe)),
            ("tens_in_shoe", n(tens_in_shoe)),
            ("seen", n(seen_cards)),
            ("tens", n(tens)),
            ("tens_left", n(tens_left)),
            ("unseen", n(unseen)),
            ("card", Arg::Text(&card)),
            ("chance", Arg::Text(&chance_sum)),
            ("value", Arg::Text(&value_sum)),
            ("verdict", Arg::Text(&verdict)),
        ],
    );
    let (yes, no) = (lang.text("answer-key-yes", &[]), lang.text("answer-key-no", &[]));
    let (yes_word, no_word) = (Answer::YesNo(true).shown_in(lang), Answer::YesNo(false).shown_in(lang));
    let prompt = lang.text(
        "quiz-insure",
        &[
            ("bet", Arg::Int(bet)),
            ("staked", Arg::Int(staked)),
            ("yes", Arg::Text(&yes)),
            ("yes_word", Arg::Text(&yes_word)),
            ("no", Arg::Text(&no)),
            ("no_word", Arg::Text(&no_word)),
        ],
    );
    let (expected, traps) = worth.judged();
    Question {
        situation: Situation {
            player,
            dealer: vec![up],
            bet: Some(bet),
            seen: Some(seen),
            ..Situation::default()
        },
        prompt,
        expected,
        why,
        traps,
        options: Vec::new(),
        key: if worth == InsuranceWorth::Wins { "insure rich in tens" } else { "insure without count" }
            .to_string(),
        chart_row: None,
        lang,
    }
}

/// The card an insurance bet is on, as a sentence's subject: where the dealer takes his second card
/// after the players (no hole card), insurance bets on that card, not on one under the Ace.
pub fn insured_card(rules: &TableRules) -> String {
    insured_card_in(rules, Lang::En)
}

/// The card an insurance bet is on, in `lang`.
pub fn insured_card_in(rules: &TableRules, lang: Lang) -> String {
    let id =
        if rules.hole_card == HoleCard::Enhc { "quiz-insured-card-enhc" } else { "quiz-insured-card-hole" };
    lang.text(id, &[])
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
    let lang = d.lang;
    let id = if exactly { "quiz-insurance-stake-exactly" } else { "quiz-insurance-stake-most" };
    let prompt = lang.text(id, &[("bet", Arg::Int(bet))]);
    let exactly = Arg::Text(if exactly { "yes" } else { "no" });
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
        why: lang.text("quiz-insurance-stake-why", &[("exactly", exactly), ("max", Arg::Int(max))]),
        traps: vec![
            Trap::is(Answer::Chips(chips(bet)), "insurance-as-full-bet"),
            Trap::when(TrapWhen::AnyWrong, "insurance-stake-miscounted", (max + 1).to_string()),
        ],
        options: Vec::new(),
        key: "insurance stake".to_string(),
        chart_row: None,
        lang,
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
    let lang = d.lang;
    let (bet_arg, staked_arg, won_arg) = (Arg::Int(bet), Arg::Int(staked), Arg::Int(won));
    if ask == InsuranceAsk::PaidOnBlackjack && d.chance(40) {
        let back = ins.as_ref().map_or(3 * staked, |e| e.paid + e.returned);
        Question {
            situation,
            prompt: lang.text("quiz-insurance-back", &[("bet", bet_arg), ("staked", staked_arg)]),
            expected: Expected::Chips(chips(back)),
            why: lang.text(
                "quiz-insurance-back-why",
                &[("won", won_arg), ("staked", staked_arg), ("back", Arg::Int(back))],
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
            lang,
        }
    } else if ask == InsuranceAsk::PaidOnBlackjack {
        Question {
            situation,
            prompt: lang.text("quiz-insurance-win", &[("bet", bet_arg), ("staked", staked_arg)]),
            expected: Expected::Chips(chips(won)),
            why: lang.text("quiz-insurance-win-why", &[("staked", staked_arg), ("won", won_arg)]),
            traps: vec![
                Trap::is(Answer::Chips(chips(won + staked)), "stake-counted-as-winnings"),
                Trap::is(Answer::Chips(chips(staked)), "insurance-paid-wrong"),
                Trap::is(Answer::Chips(chips(2 * bet)), "insurance-as-full-bet"),
                Trap::when(TrapWhen::AnyWrong, "insurance-paid-wrong", (won + 1).to_string()),
            ],
            options: Vec::new(),
            key: "insurance paid".to_string(),
            chart_row: None,
            lang,
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
            prompt: lang.text("quiz-insurance-net", &[("bet", bet_arg), ("staked", staked_arg)]),
            expected: Expected::Chips(net),
            why: {
                let (main, won, net) = (format!("{main:+}"), format!("{won:+}"), format!("{net:+}"));
                lang.text(
                    "quiz-insurance-net-why",
                    &[("main", Arg::Text(&main)), ("won", Arg::Text(&won)), ("net", Arg::Text(&net))],
                )
            },
            traps,
            options: Vec::new(),
            key: "insurance net".to_string(),
            chart_row: None,
            lang,
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
    let lang = d.lang;
    let cards = show_ranks_in(&played.dealer, lang);
    Question {
        situation: insured_situation(&played, bet, staked),
        prompt: lang.text(
            "quiz-insurance-21",
            &[
                ("bet", Arg::Int(bet)),
                ("staked", Arg::Int(staked)),
                ("cards", Arg::Text(&cards)),
                ("total", Arg::Int(u64::from(total))),
            ],
        ),
        expected: Expected::Chips(ins_net),
        why: lang
            .text("quiz-insurance-21-why", &[("cards", Arg::Text(&cards)), ("staked", Arg::Int(staked))]),
        traps: vec![
            Trap::is(Answer::Chips(-chips(bet)), "insurance-as-full-bet"),
            // Any gain, or nothing lost: the insurance thought to pay, or to protect, on a 21.
            Trap::when(TrapWhen::ChipsAtLeast(0), "insurance-covers-21", (2 * staked).to_string()),
            Trap::when(TrapWhen::AnyWrong, "insurance-paid-wrong", (ins_net - chips(bet) - 1).to_string()),
        ],
        options: Vec::new(),
        key: "insurance against 21".to_string(),
        chart_row: None,
        lang,
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
    let lang = d.lang;
    let (chance_sum, value_sum) = insurance_sums_in(tens_left, unseen, lang);
    // The one chance and the one value the sentences print and the answer is judged by.
    let p = chance_percent(tens_left, unseen);
    // Each figure follows from the ones printed before it, down to the percent.
    let n = |x: u32| Arg::Int(u64::from(x));
    let count = lang.text(
        "quiz-seen-count",
        &[
            ("shoe", n(shoe)),
            ("total_tens", n(total_tens)),
            ("seen", n(seen.cards)),
            ("tens", n(tens)),
            ("tens_left", n(tens_left)),
            ("unseen", n(unseen)),
            ("chance", Arg::Text(&chance_sum)),
        ],
    );
    let situation =
        Situation { player, dealer: vec![up], bet: Some(bet), seen: Some(seen), ..Situation::default() };
    let seen_words = lang.text("quiz-seen", &[("seen", n(seen.cards)), ("shoe", n(shoe)), ("tens", n(tens))]);
    // A share of one, as the language writes decimals: `0.311`, `0,311`.
    let fraction = |id: &str, percent: f64| {
        let (percent, share) = (lang.percent_of(&round1(percent)), lang.decimal(percent / 100.0, 3));
        lang.text(id, &[("percent", Arg::Text(&percent)), ("share", Arg::Text(&share))])
    };
    if chance {
        let naive = 16.0 / 52.0 * 100.0;
        let mut traps = Vec::new();
        if (naive - p).abs() > 1.5 {
            traps.push(Trap::is(Answer::Percent(naive), "chance-miscounted"));
        }
        traps.push(
            Trap::is(Answer::Percent(p / 100.0), PERCENT_AS_FRACTION)
                .saying(fraction("quiz-chance-fraction", p)),
        );
        traps.push(Trap::when(TrapWhen::AnyWrong, "chance-miscounted", "99"));
        return Question {
            situation,
            prompt: lang.text("quiz-chance", &[("seen", Arg::Text(&seen_words))]),
            expected: Expected::Percent { value: p, tolerance: 1.0 },
            why: count,
            traps,
            options: Vec::new(),
            key: "insurance chance".to_string(),
            chart_row: None,
            lang,
        };
    }
    let value = insurance_percent(tens_left, unseen);
    let verdict = lang.text(
        match InsuranceWorth::of(tens_left, unseen) {
            InsuranceWorth::Wins => "quiz-worth-taking",
            InsuranceWorth::BreakEven => "quiz-worth-break-even",
            InsuranceWorth::Loses => "quiz-worth-not",
        },
        &[],
    );
    let mut traps = Vec::new();
    if value.abs() > 3.0 {
        traps.push(Trap::is(Answer::Percent(-value), "chance-miscounted"));
    }
    // The value as a share of one, where it is not right as a number of percent anyway.
    if (value - value / 100.0).abs() > 3.0 {
        traps.push(
            Trap::is(Answer::Percent(value / 100.0), PERCENT_AS_FRACTION)
                .saying(fraction("quiz-value-fraction", value)),
        );
    }
    traps.push(Trap::when(TrapWhen::AnyWrong, "chance-miscounted", "99"));
    Question {
        situation,
        prompt: lang.text("quiz-value", &[("seen", Arg::Text(&seen_words))]),
        expected: Expected::Percent { value, tolerance: 3.0 },
        why: lang.text(
            "quiz-value-why",
            &[
                ("count", Arg::Text(&count)),
                ("value", Arg::Text(&value_sum)),
                ("verdict", Arg::Text(&verdict)),
            ],
        ),
        traps,
        options: Vec::new(),
        key: "insurance value".to_string(),
        chart_row: None,
        lang,
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
