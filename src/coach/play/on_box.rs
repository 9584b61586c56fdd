//! A bet on another player's box in play: where the table allows it, the learner's bet goes on a
//! box another seat holds each round; the holder decides the play, and the coach says what each of
//! the holder's decisions on the bet's hand cost or earned that bet against the table's chart.

use serde::Serialize;

use super::{PlayOptions, default_bet, legal_now};
use crate::coach::drill::moves::Moment;
use crate::coach::drill::question::ShownHand;
use crate::coach::drill::strategy::question_with_legal;
use crate::game::action::Action;
use crate::game::boxes::{BoxState, check_box_bet};
use crate::game::card::Card;
use crate::game::ledger::{Entry, Wager};
use crate::game::round::Round;
use crate::game::rules::TableRules;
use crate::lang::Arg;
use crate::strategy::chart::Chart;

/// The learner's bet on another seat's box, every round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BetOnBox {
    /// The seat whose box takes the bet, from 0.
    pub seat: usize,
    /// The chips staked each round.
    pub stake: u64,
}

/// Checks a bet on another box against the table's rule for such bets, in its words, in the
/// session's language.
pub fn check_bet_on_box(rules: &TableRules, options: &PlayOptions) -> Result<(), String> {
    let Some(b) = options.bet_on_box else { return Ok(()) };
    let state = BoxState {
        on: b.seat,
        boxes: options.seats,
        own: b.seat == options.seat,
        holder_bet: Some(default_bet(rules)),
        others: 0,
        other_count: 0,
    };
    let lang = options.lang;
    let refused = |why: String| {
        let args =
            [("box", Arg::Int(b.seat as u64 + 1)), ("table", Arg::Text(&rules.id)), ("why", Arg::Text(&why))];
        lang.text("play-check-bet-on-box", &args)
    };
    check_box_bet(rules, state, b.stake).map_err(|e| refused(e.words_in(lang)))?;
    rules.check_bet(b.stake, options.chips).map_err(|e| refused(e.words_in(lang)))
}

/// One decision of a box's holder on the hand a bet of the learner's rides on, against the chart.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HolderPlay {
    /// The holder's cards when deciding.
    #[serde(serialize_with = "ranks")]
    pub cards: Vec<Card>,
    /// The dealer's card.
    #[serde(serialize_with = "rank")]
    pub up: Card,
    /// What the holder played.
    #[serde(serialize_with = "action")]
    pub played: Action,
    /// What the chart plays.
    #[serde(serialize_with = "action")]
    pub chart: Action,
    /// The chart's value of the holder's play, in percent of the bet.
    pub played_value: f64,
    /// The chart's value of its own play, in percent of the bet.
    pub chart_value: f64,
    /// What the holder's play earned (positive) or cost the learner's bet against the chart's, in
    /// chips at that bet.
    pub chips: f64,
}

fn ranks<S: serde::Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(cards.iter().map(|c| c.rank.symbol()))
}

fn action<S: serde::Serializer>(action: &Action, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(action.name())
}

fn rank<S: serde::Serializer>(card: &Card, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(card.rank.symbol())
}

/// The holder's decision `played` on box `seat`'s original hand, set against the chart at a
/// bet of `stake`; `None` when no chart cell covers the hand.
pub fn holder_play<R: rand::Rng>(
    round: &Round<R>,
    rules: &TableRules,
    chart: &Chart,
    seat: usize,
    played: Action,
    stake: u64,
) -> Option<HolderPlay> {
    let s = round.seats().get(seat)?;
    let h = s.hands.first()?;
    let up = round.dealer_up()?;
    let spot = Moment {
        cards: h.hand.cards.clone(),
        up,
        from_split: h.hand.from_split,
        doubled: false,
        seat_hands: u8::try_from(s.hands.len()).unwrap_or(u8::MAX),
    };
    let question = question_with_legal(rules, chart, None, &spot, false, legal_now(round))?;
    let value = |a: Action| question.options.iter().find(|o| o.action == a).map(|o| o.value);
    let crate::coach::drill::question::Expected::Action(best) = question.expected else { return None };
    let (played_value, chart_value) = (value(played)?, value(best)?);
    // To the hundredth of a chip, as every chip figure of play is shown.
    let chips = ((played_value - chart_value) * stake as f64).round() / 100.0 + 0.0;
    Some(HolderPlay { cards: spot.cards, up, played, chart: best, played_value, chart_value, chips })
}

/// The learner's bet on another box in one round.
#[derive(Debug, Clone, PartialEq)]
pub struct BoxBetReport {
    /// The seat whose box took the bet, from 0.
    pub seat: usize,
    /// The chips staked.
    pub stake: u64,
    /// The hand the bet rode on, as it ended.
    pub hand: Option<ShownHand>,
    /// Its settlement.
    pub settled: Option<Entry>,
    /// The holder's decisions on that hand, against the chart.
    pub holder_plays: Vec<HolderPlay>,
}

impl BoxBetReport {
    /// The bet's report once the round is settled: `round_seat` is the box's seat in the round,
    /// `learner_seat` the learner's.
    pub fn of<R: rand::Rng>(
        round: &Round<R>,
        bet: BetOnBox,
        round_seat: usize,
        learner_seat: usize,
        holder_plays: Vec<HolderPlay>,
    ) -> BoxBetReport {
        let settled = round.ledger().and_then(|l| {
            l.seat_entries(learner_seat).find(|e| e.wager == Wager::OnBox(round_seat)).cloned()
        });
        let hand = round.seats().get(round_seat).and_then(|s| s.hands.first()).map(ShownHand::of);
        BoxBetReport { seat: bet.seat, stake: bet.stake, hand, settled, holder_plays }
    }
}

/// The learner's bet on another box over a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BoxBetSummary {
    /// The seat whose box took the bet, from 1.
    pub seat: usize,
    /// The chips staked each round.
    pub stake: u64,
    /// Rounds the bet was placed.
    pub rounds: usize,
    /// What the bet won (positive) or lost.
    pub net: i64,
    /// The holder's decisions on the bet's hand that a chart cell covers.
    pub holder_decisions: usize,
    /// Of them, the chart's play.
    pub holder_as_chart: usize,
    /// What the holder's decisions earned (positive) or cost the bet against the chart, in chips.
    pub holder_chips: f64,
}

impl BoxBetSummary {
    /// The summary of the rounds' reports of a bet on another box.
    pub fn of(bet: BetOnBox, reports: &[&BoxBetReport]) -> BoxBetSummary {
        let plays = || reports.iter().flat_map(|r| r.holder_plays.iter());
        let chips: f64 = plays().map(|p| p.chips).sum();
        BoxBetSummary {
            seat: bet.seat + 1,
            stake: bet.stake,
            rounds: reports.iter().filter(|r| r.settled.is_some()).count(),
            net: reports.iter().filter_map(|r| r.settled.as_ref()).map(|e| e.net).sum(),
            holder_decisions: plays().count(),
            holder_as_chart: plays().filter(|p| p.played == p.chart).count(),
            holder_chips: (chips * 100.0).round() / 100.0 + 0.0,
        }
    }
}
