//! What a play session tells its observer as it goes (the decisions asked and answered, each
//! round's start and settlement) and what it returns at the end: its summary and every round.

use std::io;

use serde::Serialize;

use super::edge::{EdgeBreakdown, Leak};
use super::{
    BetOnBox, BoxBetReport, BoxBetSummary, CALL_DRILL, CountView, DealerError, HIDDEN_COUNT_DRILL, PLAY_DRILL,
};
use crate::coach::drill::question::{Question, ShownHand};
use crate::coach::drill::session::{MistakeCount, Record};
use crate::coach::learner::record::AnswerRecord;
use crate::game::action::Action;
use crate::game::card::Card;
use crate::game::ledger::{Entry, Ledger};
use crate::game::round::Move;
use crate::game::rules::SplitOrder;
use crate::game::shoe::ShoeEvent;
use crate::game::table_session::Bank;

/// What kind of decision is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AskKind {
    /// Insure against the dealer's Ace, or not.
    Insurance,
    /// Play a hand: hit, stand, double, split or surrender.
    Play,
    /// Call the dealer's proposed settlement a foul, or accept it.
    Settlement,
    /// In a counting session, the bet placed, judged by the ramp at the true count.
    Bet,
    /// In a hidden counting session, the running count, checked between rounds.
    RunningCount,
    /// In a hidden counting session, the true count, checked after the running count.
    TrueCount,
    /// At a shoe game, before a round (`--wong`): play, sit out or leave.
    SitOrLeave,
}

impl AskKind {
    /// The kind's name in a JSON record: `insurance`, `play`, `running-count`.
    pub fn name(self) -> &'static str {
        match self {
            AskKind::Insurance => "insurance",
            AskKind::Play => "play",
            AskKind::Settlement => "settlement",
            AskKind::Bet => "bet",
            AskKind::RunningCount => "running-count",
            AskKind::TrueCount => "true-count",
            AskKind::SitOrLeave => "sit-or-leave",
        }
    }

    /// Whether the question is about the count alone, asked between rounds.
    pub fn is_count_check(self) -> bool {
        matches!(self, AskKind::RunningCount | AskKind::TrueCount)
    }
}

/// The table as the learner sees it when asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableView {
    /// The round, from 1.
    pub round: u32,
    /// The dealer's cards face up.
    pub dealer: Vec<Card>,
    /// The seat's hands.
    pub hands: Vec<ShownHand>,
    /// The hand in play (0 for insurance).
    pub hand: usize,
    /// The round's bet.
    pub bet: u64,
    /// Chips in front of the learner, not counting what is staked.
    pub chips: u64,
    /// The box asked about, from 1, when the learner plays several.
    pub box_number: Option<usize>,
    /// The order the table plays split hands in, to say beside several hands.
    pub split_order: SplitOrder,
    /// Every box of the learner's that played, with its hands, when the whole round is shown
    /// (before a settlement call); empty otherwise.
    pub boxes: Vec<BoxHands>,
    /// In a counting session where the count is shown, the count of the cards shown since the
    /// shuffle.
    pub count: Option<CountView>,
}

impl TableView {
    /// The table between rounds: no cards, no bet, the learner's chips.
    pub fn between_rounds(round: u32, chips: u64, rules: &crate::game::rules::TableRules) -> TableView {
        TableView {
            round,
            dealer: Vec::new(),
            hands: Vec::new(),
            hand: 0,
            bet: 0,
            chips,
            box_number: None,
            split_order: rules.split_order,
            boxes: Vec::new(),
            count: None,
        }
    }
}

/// One of the learner's boxes as shown: its number and its hands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoxHands {
    /// The box, from 1 (its seat of the round).
    pub box_number: usize,
    /// Its hands.
    pub hands: Vec<ShownHand>,
}

/// A decision put to the learner.
#[derive(Debug, Clone, PartialEq)]
pub struct Ask {
    /// Insurance or a play.
    pub kind: AskKind,
    /// The decision's number in the session, from 1.
    pub n: usize,
    /// The table at that moment.
    pub view: TableView,
    /// The question: its prompt, the expected answer, values and explanation.
    pub question: Question,
    /// The moves allowed (for a play).
    pub legal: Vec<Action>,
    /// Whether the answer is judged (false only when no chart cell covers the hand).
    pub judged: bool,
    /// For insurance: the chips it would stake.
    pub insure_for: u64,
    /// In a counting session, the count of the cards shown, which the answer is judged at
    /// (shown to the learner in the view, or hidden).
    pub count: Option<CountView>,
}

/// An answer that was not taken: unreadable, or a move the table does not allow now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedAnswer {
    /// What was typed.
    pub line: String,
    /// Why it is refused, with what is accepted.
    pub reason: String,
}

/// A bet put to the learner before a round's deal.
#[derive(Debug, Clone, PartialEq)]
pub struct BetAsk {
    /// The round, from 1.
    pub round: u32,
    /// Rounds in the session, if it has a set number.
    pub rounds: Option<u32>,
    /// Chips in front of the learner.
    pub chips: u64,
    /// The smallest bet.
    pub min: u64,
    /// The largest bet the table and the chips allow.
    pub max: u64,
    /// Bets go up in steps of this many chips.
    pub step: u64,
    /// The learner's bet on another box, already down this round (its chips are out of `chips`).
    pub box_bet: Option<BetOnBox>,
    /// The boxes the bet goes on, each with the whole bet.
    pub boxes: usize,
    /// The question as an answer source sees it (not judged).
    pub question: Question,
    /// In a counting session, the count of the cards shown so far, which the bet goes by.
    pub count: Option<CountView>,
}

/// Where everyone sits, told once before the first round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seating {
    /// Seats filled.
    pub seats: usize,
    /// The learner's seat, from 0.
    pub seat: usize,
    /// How the other seats play, in words (`the chart`).
    pub others: String,
    /// The bet of the other seats.
    pub others_bet: u64,
    /// The boxes the learner plays, from their seat on.
    pub boxes: usize,
    /// The table's seats (boxes), filled or not.
    pub table_seats: usize,
    /// Whether other players come and go between rounds.
    pub seats_vary: bool,
}

impl Seating {
    /// The box (from 0) where player `player` (from 0) sits: the learner's boxes come one after
    /// another from their seat, and the players after them sit on after them.
    pub fn box_of(&self, player: usize) -> usize {
        box_of(player, self.seat, self.boxes)
    }
}

/// The box (from 0) of player `player` when the learner, player `learner`, plays `boxes` boxes
/// from their seat on.
pub fn box_of(player: usize, learner: usize, boxes: usize) -> usize {
    if player > learner { player + boxes.max(1) - 1 } else { player }
}

/// The start of a round, once the learner's bet is down.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundStart {
    /// The round, from 1.
    pub number: u32,
    /// Rounds in the session, if it has a set number.
    pub rounds: Option<u32>,
    /// The learner's bet.
    pub bet: u64,
    /// Chips in front of the learner before the bet.
    pub chips: u64,
    /// The line the bet was read from, when it was asked (then the round was already announced
    /// with the question).
    pub bet_line: Option<String>,
    /// Seats filled at the table (1: alone).
    pub seats: usize,
    /// The learner's seat, from 0.
    pub seat: usize,
    /// Notional chips added to the bank before this round's deal.
    pub notional_added: u64,
    /// The learner's bet on another box this round (`chips` are counted before it, as before the bet).
    pub box_bet: Option<BetOnBox>,
    /// The learner's boxes (seats of the round, from 0) that sit this round out, the chips not
    /// covering a bet on each.
    pub sitting_out: Vec<usize>,
    /// The learner's chips when the boxes were counted (after any bet on another box).
    pub chips_for_boxes: u64,
    /// The bet each box needs: the fixed bet, or the table's smallest.
    pub each_box_needs: u64,
    /// The learner sits this round out and watches it (no bet of theirs).
    pub watching: bool,
}

impl RoundStart {
    /// Which boxes sit out and why, in words; `None` when every box plays.
    pub fn sitting_out_words(&self) -> Option<String> {
        let (first, rest) = self.sitting_out.split_first()?;
        let playing = self.chips_for_boxes / self.each_box_needs.max(1);
        let (boxes, verb) = if rest.is_empty() {
            (format!("Box {}", first + 1), "sits")
        } else {
            let numbers: Vec<String> = self.sitting_out.iter().map(|b| (b + 1).to_string()).collect();
            let (last, others) =
                numbers.split_last().map_or((String::new(), &numbers[..0]), |(l, o)| (l.clone(), o));
            (format!("Boxes {} and {last}", others.join(", ")), "sit")
        };
        let bets = if playing == 1 { "bet" } else { "bets" };
        Some(format!(
            "{boxes} {verb} out this round: your {} chips cover {playing} {bets} of {}.",
            self.chips_for_boxes, self.each_box_needs
        ))
    }
}

/// What another seat did in a round, told once its play is over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OtherSeat {
    /// The round, from 1.
    pub round: u32,
    /// The seat, from 0: the box it plays in the round (after the learner's boxes, when they
    /// play several).
    pub seat: usize,
    /// Its hands as they stand.
    pub hands: Vec<ShownHand>,
    /// Its moves in order, each with the hand it was made on (from 0); bets excluded.
    pub moves: Vec<(usize, Move)>,
}

/// One seat at the end of a round: its bet, hands, moves and settlement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatReport {
    /// The seat, from 0.
    pub seat: usize,
    /// The box of the round it is, from 0 (a player playing several boxes has a report for each).
    pub box_index: usize,
    /// Whether the learner sits there.
    pub learner: bool,
    /// The bet placed, `None` when the seat sat out.
    pub bet: Option<u64>,
    /// The insurance taken (`Some(0)`: declined), `None` when not offered.
    pub insurance: Option<u64>,
    /// Its hands as they ended.
    pub hands: Vec<ShownHand>,
    /// Its moves in order, each with its hand (from 0), bets included.
    pub moves: Vec<(usize, Move)>,
    /// Its entries of the ledger.
    pub settled: Vec<Entry>,
    /// What it gained or lost.
    pub net: i64,
    /// Its chips after the settlement.
    pub chips: u64,
}

/// A decision answered, judged and applied.
#[derive(Debug, Clone, PartialEq)]
pub struct Decided {
    /// The round, from 1.
    pub round: u32,
    /// Insurance or a play.
    pub kind: AskKind,
    /// The hand played, from 0.
    pub hand: usize,
    /// The round's bet.
    pub bet: u64,
    /// The question, the answer, its judgement and time.
    pub record: Record,
    /// Whether it was judged (and counts in the summary and the progress).
    pub judged: bool,
    /// The move applied to the round: the learner's own choice (none for a settlement call,
    /// which moves no chip: the table's rule settles the round).
    pub applied: Option<Move>,
    /// For a settlement call, the dealer's error in the proposed settlement, if any.
    pub dealer_error: Option<DealerError>,
    /// For a settlement call, every box's hands as shown before it.
    pub boxes: Vec<BoxHands>,
    /// In a counting session, the count shown before the decision.
    pub count: Option<CountView>,
    /// In a counting session, what a judged bet, play or insurance answer gave away and the
    /// part of the session's breakdown it is put on.
    pub leak: Option<Leak>,
}

impl Decided {
    /// What the answer gave away, in percent of the bet (0 when right or not judged).
    pub fn cost_percent(&self) -> f64 {
        if self.judged { -self.record.judgement.cost.unwrap_or(0.0) + 0.0 } else { 0.0 }
    }

    /// What the answer gave away, in chips at this round's bet.
    pub fn cost_chips(&self) -> f64 {
        self.cost_percent() * self.bet as f64 / 100.0
    }

    /// The record kept in the learner's progress, given when it was made (seconds since 1970).
    pub fn answer_record(&self, table: &str, at: u64) -> AnswerRecord {
        // A settlement call is an answer of the payouts drills, whose hardest kind it is; a count
        // check, of counting in play.
        let drill = match self.kind {
            AskKind::Settlement => CALL_DRILL,
            AskKind::RunningCount | AskKind::TrueCount => HIDDEN_COUNT_DRILL,
            _ => PLAY_DRILL,
        };
        self.record.answer_record(drill, table, at)
    }
}

/// A round once settled.
#[derive(Debug, Clone, PartialEq)]
pub struct RoundReport {
    /// The round, from 1.
    pub number: u32,
    /// Its bet.
    pub bet: u64,
    /// The dealer's cards, all of them.
    pub dealer: Vec<Card>,
    /// The dealer's total in words.
    pub dealer_total: String,
    /// The seat's hands as they ended.
    pub hands: Vec<ShownHand>,
    /// The settlement.
    pub ledger: Ledger,
    /// The learner's net result.
    pub net: i64,
    /// Chips before the bet.
    pub chips_before: u64,
    /// Chips after the settlement.
    pub chips_after: u64,
    /// What the shoe did (a shuffle after the cut card, a backup deck).
    pub shoe_events: Vec<ShoeEvent>,
    /// Every seat of the round, the learner's included, in seat order.
    pub seats: Vec<SeatReport>,
    /// The bank after the settlement, at a table where a person holds it.
    pub bank: Option<Bank>,
    /// Notional chips added to the bank before the deal.
    pub notional_added: u64,
    /// The learner's bet on another seat's box, when one was placed.
    pub box_bet: Option<BoxBetReport>,
    /// The learner's boxes (seats of the round, from 0) that sat the round out.
    pub sitting_out: Vec<usize>,
}

impl RoundReport {
    /// The dealer's total in words of `lang`: `19`, `soft 18`, `bust 24`, `blackjack`.
    pub fn dealer_total_in(&self, lang: crate::lang::Lang) -> String {
        crate::coach::drill::question::total_words_in(
            &crate::game::hand::Hand::new(self.dealer.clone()),
            lang,
        )
    }
}

/// Other players coming and going before a round, in a session whose seats vary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatsChange {
    /// The round about to start, from 1.
    pub round: u32,
    /// The boxes (from 0) whose players left the table.
    pub left: Vec<usize>,
    /// The empty boxes (from 0) a new player sat down at.
    pub sat_down: Vec<usize>,
}

/// Told about each step of a session, to show it.
pub trait PlayObserver {
    /// Other players left the table or sat down at it, before a round (seats that vary).
    fn seats_changed(&mut self, _change: &SeatsChange) -> io::Result<()> {
        Ok(())
    }
    /// Where everyone sits, before the first round (told only when other seats are filled).
    fn seated(&mut self, _seating: &Seating) -> io::Result<()> {
        Ok(())
    }
    /// The learner is asked for a bet.
    fn asking_bet(&mut self, _ask: &BetAsk) -> io::Result<()> {
        Ok(())
    }
    /// A bet was not taken; it is asked again (or, from a script, the session ends).
    fn bet_refused(&mut self, _ask: &BetAsk, _refusal: &RefusedAnswer) -> io::Result<()> {
        Ok(())
    }
    /// A round starts with the learner's bet down.
    fn round_started(&mut self, _start: &RoundStart) -> io::Result<()> {
        Ok(())
    }
    /// Another seat has played its hands.
    fn other_seat(&mut self, _other: &OtherSeat) -> io::Result<()> {
        Ok(())
    }
    /// A decision is put to the learner.
    fn asking(&mut self, _ask: &Ask) -> io::Result<()> {
        Ok(())
    }
    /// An answer was not taken; the same decision is asked again.
    fn refused(&mut self, _ask: &Ask, _refusal: &RefusedAnswer) -> io::Result<()> {
        Ok(())
    }
    /// The learner asked for the chart's `row` before answering; the same decision is asked again.
    fn hinted(&mut self, _ask: &Ask, _row: &str) -> io::Result<()> {
        Ok(())
    }
    /// An answer was judged and applied.
    fn decided(&mut self, _decided: &Decided) -> io::Result<()> {
        Ok(())
    }
    /// A round is over and settled.
    fn round_over(&mut self, _report: &RoundReport) -> io::Result<()> {
        Ok(())
    }
    /// The dealer looked at his hole card under his up card (an Ace or a ten) and has no
    /// blackjack: play goes on.
    fn dealer_checked(&mut self, _round: u32, _up: Card) -> io::Result<()> {
        Ok(())
    }
}

/// The costliest wrong decision of a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Costliest {
    /// Its round.
    pub round: u32,
    /// What was asked (`play hard 16 v ten`).
    pub key: String,
    /// The cards the learner saw, in the question's language (`T♠ 6♥ v K♦`).
    pub situation: String,
    /// The learner's answer.
    pub answer: String,
    /// The right one.
    pub expected: String,
    /// What it gave away, in percent of the bet.
    pub cost_percent: f64,
    /// And in chips at that round's bet.
    pub cost_chips: f64,
}

/// One seat's chips at the end of a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    /// The seat, from 1.
    pub seat: usize,
    /// Whether the learner sits there.
    pub you: bool,
    /// Chips at the end.
    pub chips: u64,
}

/// The end of a play session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlaySummary {
    /// The table.
    pub table: String,
    /// The seed that replays the session.
    pub seed: u64,
    /// Rounds asked for (`None`: as many as the learner liked).
    pub rounds: Option<u32>,
    /// Rounds played to the end (dealt, whether the learner bet in them or not).
    pub rounds_played: u32,
    /// Of those, the rounds the learner sat out and watched (`--wong`): dealt without their box.
    #[serde(skip_serializing_if = "is_zero")]
    pub rounds_sat_out: u32,
    /// By the table's rule for a session: `Some(true)` when the learner won it, `Some(false)`
    /// when not, `None` when the table names no winner.
    pub won: Option<bool>,
    /// The bet of every round, `None` when it was asked each round.
    pub bet: Option<u64>,
    /// Chips at the start.
    pub start_chips: u64,
    /// Seats filled at the table.
    pub seats: usize,
    /// The learner's seat, from 1.
    pub seat: usize,
    /// Every seat's chips at the end, in seat order.
    pub standings: Vec<Standing>,
    /// The winning seats (from 1) by the table's rule, `None` when it names no winner.
    pub winners: Option<Vec<usize>>,
    /// The bank at the end, at a table where a person holds it.
    pub bank: Option<Bank>,
    /// Chips at the end (a round left unfinished is not counted).
    pub chips: u64,
    /// Chips won (positive) or lost.
    pub net: i64,
    /// Judged decisions answered.
    pub decisions: usize,
    /// Of them, right.
    pub right: usize,
    /// Wrong decisions that were close calls.
    pub close_calls: usize,
    /// The value given away, in percent of a bet.
    pub value_lost_percent: f64,
    /// The value given away, in chips at the bet size.
    pub value_lost_chips: f64,
    /// The costliest wrong decision.
    pub costliest: Option<Costliest>,
    /// The mistakes made, most frequent first.
    pub mistakes: Vec<MistakeCount>,
    /// Whether the learner stopped before the last round.
    pub stopped_early: bool,
    /// Whether the chips ran out before the last round.
    pub out_of_chips: bool,
    /// A scripted bet the table refused, with where it was read: it ended the session.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refused_bet: Option<String>,
    /// The dealer's settlements called, when the session put them to the learner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub calls: Option<CallSummary>,
    /// The learner's bet on another seat's box over the session, when there was one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub box_bet: Option<BoxBetSummary>,
    /// In a counting session, where the edge went: what each kind of slip gave away.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub edge: Option<EdgeBreakdown>,
    /// The tempo kept, from the first deal to the last settlement, when a clock measured it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tempo: Option<super::tempo::Tempo>,
}

/// The dealer's settlements called over a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CallSummary {
    /// Settlements put to the learner.
    pub calls: usize,
    /// Of them, called right (an error called a foul, a right settlement accepted).
    pub right: usize,
    /// Settlements with a dealer's error.
    pub errors: usize,
    /// Errors accepted.
    pub missed: usize,
    /// Right settlements called a foul.
    pub false_calls: usize,
    /// The mistakes of the wrong calls, most frequent first.
    pub mistakes: Vec<MistakeCount>,
}

/// A whole session: its summary, every decision and every round.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaySession {
    /// The summary.
    pub summary: PlaySummary,
    /// Every decision answered, in order.
    pub decisions: Vec<Decided>,
    /// Every round played to the end.
    pub rounds: Vec<RoundReport>,
}

impl PlaySession {
    /// The records to keep in the learner's progress: the judged decisions.
    pub fn answer_records(&self, table: &str, at: u64) -> Vec<AnswerRecord> {
        self.decisions.iter().filter(|d| d.judged).map(|d| d.answer_record(table, at)).collect()
    }
}

/// Whether a count is 0: a field of the JSON record left out when nothing happened.
fn is_zero(n: &u32) -> bool {
    *n == 0
}
