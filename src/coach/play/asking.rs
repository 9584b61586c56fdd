//! The questions play asks the learner at the table: insurance, with its value for the cards the
//! learner can see, and each play, judged against the table's chart as the strategy drills do.

use super::counting::insurance_by_index;
use super::{
    Ask, AskKind, CountSession, CountView, INSURANCE_KEY, PlayError, TableView, engine_error, legal_now,
};
use crate::coach::drill::answer::{Answer, legal_words_in};
use crate::coach::drill::moves::Moment;
use crate::coach::drill::question::{Expected, Question, ShownHand, Situation, Trap};
use crate::coach::drill::strategy::question_with_legal_in;
use crate::coach::drill::{insurance_sums_in, insured_card_in};
use crate::game::action::{Action, ActionSet};
use crate::game::card::Rank;
use crate::game::round::{Decision, Round};
use crate::game::rules::{Ratio, TableRules};
use crate::lang::{Arg, Lang};
use crate::strategy::chart::Chart;
use crate::strategy::solver::{Composition, insurance_value};

/// The shoe as basic strategy assumes it, without a count: the full shoe less the cards the
/// question shows (the seat's hand and the dealer's Ace), counted by value, with the Ace put back,
/// as [`insurance_value`] takes it. Cards of earlier rounds, and of other seats not shown yet,
/// are not taken out: only a count keeps them.
fn shown_with_ace<R: rand::Rng>(round: &Round<R>, seat: usize) -> [i32; 10] {
    let mut counts = Composition::full(round.rules().decks).counts().map(i32::from);
    let hand = round.seats().get(seat).and_then(|s| s.hands.first()).map(|h| h.hand.cards.as_slice());
    for c in hand.unwrap_or_default().iter().chain(round.dealer_cards()) {
        counts[c.rank.value_index()] -= 1;
    }
    counts[Rank::Ace.value_index()] += 1;
    counts.map(|n| n.max(0))
}

/// The insurance question without a count, judged by basic strategy: by the full shoe less the
/// cards shown, which at every table leaves fewer than one ten in three (two cards and an Ace
/// from one deck leave at least 16 tens among 49), so it is never worth taking.
pub(super) fn insurance_question<R: rand::Rng>(
    round: &Round<R>,
    seat: usize,
    bet: u64,
    insure_for: u64,
    lang: Lang,
) -> (Question, f64) {
    let counts = shown_with_ace(round, seat);
    let tens = counts[Rank::Ten.value_index()];
    let unseen = counts.iter().sum::<i32>() - 1;
    let chance = if unseen > 0 { f64::from(tens) / f64::from(unseen) } else { 0.0 };
    let value = Composition::from_counts(counts.map(|n| u16::try_from(n).unwrap_or(u16::MAX)))
        .map_or(3.0 * chance - 1.0, |c| insurance_value(&c))
        * 100.0;
    let worth = value > 0.0;
    // Whole numbers of cards, so that the printed sums add up as printed.
    let (chance_sum, value_sum) =
        insurance_sums_in(u32::try_from(tens).unwrap_or(0), u32::try_from(unseen).unwrap_or(0), lang);
    let card = insured_card_in(round.rules(), lang);
    let why = lang.text(
        if worth { "play-insurance-why-worth" } else { "play-insurance-why-not" },
        &[
            ("tens", Arg::Int(u64::try_from(tens).unwrap_or(0))),
            ("unseen", Arg::Int(u64::try_from(unseen).unwrap_or(0))),
            ("card", Arg::Text(&card)),
            ("chance", Arg::Text(&chance_sum)),
            ("value", Arg::Text(&value_sum)),
        ],
    );
    // No count is shown: taking a losing insurance is play without one.
    let (wrong, mistake) =
        if worth { (false, "insurance-declined-rich-in-tens") } else { (true, "insurance-without-count") };
    let question = Question {
        situation: insurance_situation(round, seat, bet),
        prompt: lang.text("play-insure-prompt", &[("chips", Arg::Int(insure_for))]),
        expected: Expected::YesNo(worth),
        why,
        traps: vec![Trap::is(Answer::YesNo(wrong), mistake)],
        options: Vec::new(),
        key: INSURANCE_KEY.to_string(),
        chart_row: None,
        lang,
    };
    (question, value)
}

/// Is this insurance offer even money: the seat holds a blackjack and may insure exactly half
/// its bet? (With fewer chips than half the bet it is ordinary insurance of what they cover.)
pub(super) fn is_even_money<R: rand::Rng>(round: &Round<R>, seat: usize, bet: u64, insure_for: u64) -> bool {
    let natural = round.seats().get(seat).and_then(|s| s.hands.first()).is_some_and(|h| h.hand.is_natural());
    let three_to_two = round.rules().blackjack_pays == Ratio { win: 3, stake: 2 };
    natural && three_to_two && insure_for * 2 == bet
}

/// The insurance question on a blackjack, asked as the table names it: even money. Insuring half
/// the bet on a blackjack paid 3 to 2 comes to the bet won 1 to 1 whatever the dealer holds (his
/// blackjack: the hand pushes and the insurance pays 2 to 1 on half the bet; none: the blackjack
/// pays 3 to 2 and the half is lost), so the offer is judged as that insurance is, and the
/// insurance is what the round takes.
pub(super) fn even_money(question: Question, bet: u64) -> Question {
    let lang = question.lang;
    let why =
        lang.text("play-even-money-why", &[("bet", Arg::Int(bet)), ("insurance", Arg::Text(&question.why))]);
    Question { prompt: lang.text("play-even-money-prompt", &[]), why, ..question }
}

/// What an insurance question shows: the seat's hand, the dealer's Ace and the bet.
pub(super) fn insurance_situation<R: rand::Rng>(round: &Round<R>, seat: usize, bet: u64) -> Situation {
    Situation {
        player: round
            .seats()
            .get(seat)
            .and_then(|s| s.hands.first())
            .map(|h| h.hand.cards.clone())
            .unwrap_or_default(),
        dealer: round.dealer_cards().to_vec(),
        bet: Some(bet),
        ..Situation::default()
    }
}

/// A play question for a hand no chart cell covers: asked, applied, not judged.
pub(super) fn unjudged_question(spot: &Moment, legal: ActionSet, lang: Lang) -> Question {
    Question {
        situation: Situation {
            player: spot.cards.clone(),
            dealer: vec![spot.up],
            from_split: spot.from_split,
            ..Situation::default()
        },
        prompt: lang
            .text("drill-your-play", &[("moves", Arg::Text(&legal_words_in(lang, &legal.actions())))]),
        expected: Expected::Action(Action::Stand),
        why: lang.text("play-unjudged", &[]),
        traps: Vec::new(),
        options: Vec::new(),
        key: "unjudged".to_string(),
        chart_row: None,
        lang,
    }
}

pub(super) fn view_of<R: rand::Rng>(
    round: &Round<R>,
    number: u32,
    seat: usize,
    hand: usize,
    bet: u64,
) -> TableView {
    let seat = round.seats().get(seat);
    TableView {
        round: number,
        dealer: round.dealer_cards().to_vec(),
        hands: seat.map(|s| s.hands.iter().map(ShownHand::of).collect()).unwrap_or_default(),
        hand,
        bet,
        chips: seat.map_or(0, |s| s.chips),
        box_number: None,
        split_order: round.rules().split_order,
        boxes: Vec::new(),
        count: None,
    }
}

/// The question a decision of the round asks, with, for insurance, its exact value.
#[allow(clippy::too_many_arguments)]
pub(super) fn ask_for<R: rand::Rng>(
    round: &Round<R>,
    decision: Decision,
    rules: &TableRules,
    chart: &Chart,
    number: u32,
    n: usize,
    bet: u64,
    count: Option<(&CountSession, CountView)>,
    lang: Lang,
) -> Result<(Ask, f64), PlayError> {
    let judged_at = count.as_ref().map(|(_, view)| view.clone());
    // A hidden count is judged by, never shown.
    let shown = count.as_ref().filter(|(session, _)| !session.hidden).map(|(_, view)| view.clone());
    Ok(match decision {
        Decision::Insurance { seat, max, .. } => {
            let (question, value) = match &count {
                Some((session, view)) => {
                    insurance_by_index(session, view, insurance_situation(round, seat, bet), max, lang)
                }
                None => insurance_question(round, seat, bet, max, lang),
            };
            let question =
                if is_even_money(round, seat, bet, max) { even_money(question, bet) } else { question };
            let mut view = view_of(round, number, seat, 0, bet);
            view.count = shown;
            let ask = Ask {
                kind: AskKind::Insurance,
                n,
                view,
                question,
                legal: Vec::new(),
                judged: true,
                insure_for: max,
                count: judged_at,
            };
            (ask, value)
        }
        Decision::Play { seat, hand } => {
            let Some(h) = round.seats().get(seat).and_then(|s| s.hands.get(hand)) else {
                return Err(engine_error("no such hand"));
            };
            let up = round.dealer_up().ok_or_else(|| engine_error("no up card"))?;
            let seat_hands = round.seats().get(seat).map_or(1, |s| s.hands.len());
            let spot = Moment {
                cards: h.hand.cards.clone(),
                up,
                from_split: h.hand.from_split,
                doubled: false,
                seat_hands: u8::try_from(seat_hands).unwrap_or(u8::MAX),
            };
            let legal = legal_now(round);
            // A counter's hand whose cell has an index play is judged at the true count.
            let by_index = count.as_ref().and_then(|(session, view)| {
                session.index_question(rules, chart, &spot, legal, view.true_count, lang)
            });
            let judged_question =
                by_index.or_else(|| question_with_legal_in(lang, rules, chart, None, &spot, false, legal));
            let judged = judged_question.is_some();
            let question = judged_question.unwrap_or_else(|| unjudged_question(&spot, legal, lang));
            let mut view = view_of(round, number, seat, hand, bet);
            view.count = shown;
            let ask = Ask {
                kind: AskKind::Play,
                n,
                view,
                question,
                legal: legal.actions(),
                judged,
                insure_for: 0,
                count: judged_at,
            };
            (ask, 0.0)
        }
        Decision::Bet { .. } => return Err(engine_error("a bet asked for after the deal")),
    })
}
