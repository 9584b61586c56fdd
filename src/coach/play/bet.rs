//! The learner's bet before each deal: fixed by the options, the only one the table allows, or
//! asked, with Enter repeating the last bet and `q` stopping; a bet the table refuses is answered
//! with the rule that refuses it.

use super::{BET_KEY, BetAsk, BetOnBox, PlayError, PlayOptions, engine_error};
use crate::coach::drill::question::{Expected, Question, Situation};
use crate::game::boxes::check_bet_on_every_box;
use crate::game::round::{Decision, Move, MoveError, Round};
use crate::lang::{Arg, Lang};

/// What the learner typed for a bet, taken or refused with the rule that refuses it.
pub(super) fn take_bet<R: rand::Rng>(
    round: &Round<R>,
    ask: &BetAsk,
    line: &str,
    lang: Lang,
) -> Result<u64, String> {
    let accepted = bet_range_words(ask.min, ask.max, ask.step, lang);
    let Ok(bet) = line.trim().parse::<u64>() else {
        let typed = crate::data::shown(line.trim(), crate::data::QUOTED_MOST);
        let typed = format!("`{typed}`");
        return Err(
            lang.text("play-not-a-bet", &[("typed", Arg::Text(&typed)), ("accepted", Arg::Text(&accepted))])
        );
    };
    let refused = |why: String, accepted: Option<&str>| {
        let words = lang.text("play-bet-refused", &[("bet", Arg::Int(bet)), ("why", Arg::Text(&why))]);
        match accepted {
            Some(accepted) => lang.text(
                "play-bet-refused-accepted",
                &[("words", Arg::Text(&words)), ("accepted", Arg::Text(accepted))],
            ),
            None => words,
        }
    };
    match round.check(Move::Bet(bet)) {
        Ok(()) => {}
        Err(MoveError::Bet(refusal)) => return Err(refused(refusal.words_in(lang), Some(&accepted))),
        Err(e) => return Err(refused(e.words_in(lang), None)),
    }
    check_bet_on_every_box(bet, ask.boxes, ask.chips)
        .map_err(|refusal| refused(refusal.words_in(lang), Some(&accepted)))?;
    Ok(bet)
}

/// The bets a learner may place, in words of `lang`.
pub(super) fn bet_range_words(min: u64, max: u64, step: u64, lang: Lang) -> String {
    if min == max {
        lang.text("play-bet-only", &[("min", Arg::Int(min))])
    } else {
        lang.text(
            "play-bet-range",
            &[("min", Arg::Int(min)), ("max", Arg::Int(max)), ("step", Arg::Int(step))],
        )
    }
}

/// The bet Enter places: the last bet again (as much of it as the chips now allow), or, before
/// any bet, the table's smallest.
pub(super) fn enter_bet(last: Option<u64>, min: u64, max: u64) -> u64 {
    last.map_or(min, |b| b.clamp(min, max.max(min)))
}

/// What Enter does at the bet prompt, and how to stop: `Enter bets 10 again, q to stop`.
pub(super) fn enter_words(last: Option<u64>, min: u64, max: u64, lang: Lang) -> String {
    let bet = enter_bet(last, min, max);
    let id = match last {
        Some(b) if b == bet => "play-enter-again",
        Some(_) => "play-enter",
        None => "play-enter-smallest",
    };
    lang.text(id, &[("bet", Arg::Int(bet))])
}

/// Does this line ask to stop (`q` or `quit`)?
pub(super) fn is_stop(line: &str) -> bool {
    matches!(line.trim(), "q" | "quit")
}

/// The bet question of a round, for the `boxes` boxes the learner plays in it; `last` is the
/// learner's bet of the round before, which Enter repeats.
pub(super) fn bet_question(
    min: u64,
    max: u64,
    step: u64,
    boxes: usize,
    last: Option<u64>,
    lang: Lang,
) -> Question {
    let range = bet_range_words(min, max, step, lang);
    let enter = enter_words(last, min, max, lang);
    let args =
        [("boxes", Arg::Int(boxes as u64)), ("range", Arg::Text(&range)), ("enter", Arg::Text(&enter))];
    Question {
        situation: Situation::default(),
        prompt: lang.text(if boxes > 1 { "play-your-bet-boxes" } else { "play-your-bet" }, &args),
        expected: Expected::Chips(i64::try_from(min).unwrap_or(i64::MAX)),
        why: String::new(),
        traps: Vec::new(),
        options: Vec::new(),
        key: BET_KEY.to_string(),
        chart_row: None,
        lang,
    }
}

/// The learner's bet of a round: placed by the options or by the table's only bet, or asked.
pub(super) enum BetChoice {
    Placed(u64),
    Ask(Box<BetAsk>),
}

/// The learner's bet of a round: fixed by the options, the only one the table allows, or the
/// question that asks it.
#[allow(clippy::too_many_arguments)]
pub(super) fn bet_choice<R: rand::Rng>(
    round: &Round<R>,
    decision: Decision,
    options: &PlayOptions,
    number: u32,
    box_bet: Option<BetOnBox>,
    boxes: usize,
    last: Option<u64>,
) -> Result<BetChoice, PlayError> {
    let Decision::Bet { seat, min, mut max, step } = decision else {
        return Err(engine_error("a bet asked for after the deal"));
    };
    let chips = round.seats().get(seat).map_or(0, |s| s.chips);
    // The same bet goes on every box the learner plays: the chips must cover them all.
    if boxes > 1 {
        let each = chips / u64::try_from(boxes).unwrap_or(u64::MAX);
        max = max.min(each);
        max -= max.saturating_sub(min) % step.max(1);
    }
    if let Some(bet) = options.bet {
        return Ok(BetChoice::Placed(bet.min(max)));
    }
    if min == max {
        return Ok(BetChoice::Placed(min));
    }
    let question = bet_question(min, max, step, boxes, last, options.lang);
    Ok(BetChoice::Ask(Box::new(BetAsk {
        round: number,
        rounds: options.rounds,
        chips,
        min,
        max,
        step,
        box_bet,
        boxes,
        question,
        count: None,
    })))
}
