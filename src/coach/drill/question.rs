//! One question of a drill: the situation as dealt, the prompt, the expected answer, the traps a
//! wrong answer may have fallen into, and how an answer is judged.

use serde::Serialize;
use serde::ser::SerializeSeq;

use super::answer::{Answer, AnswerKind, Total, round1, signed};
use super::tray::{TrayAsk, answer_in_cards, half_decks, left_halves, read_halves};
use crate::game::action::{Action, ActionSet};
use crate::game::card::Card;
use crate::lang::{Arg, Lang};

pub use super::hand_words::{hand_name, hand_name_in, total_words, total_words_in};

/// Cards shown as their ranks, as a learner reads them (`["A","7"]`).
fn ranks<S: serde::Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(cards.len()))?;
    for c in cards {
        seq.serialize_element(c.rank.symbol())?;
    }
    seq.end()
}

fn rank_opt<S: serde::Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
    match card {
        Some(c) => s.serialize_str(c.rank.symbol()),
        None => s.serialize_none(),
    }
}

fn action_name<S: serde::Serializer>(action: &Action, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(action.name())
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// One hand of a seat, for questions about several hands (payouts of a whole round).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShownHand {
    /// Its cards.
    #[serde(serialize_with = "ranks")]
    pub cards: Vec<Card>,
    /// Chips staked on it, a double included.
    pub stake: u64,
    /// Was it doubled?
    #[serde(skip_serializing_if = "is_false")]
    pub doubled: bool,
    /// Did it come from a split?
    #[serde(skip_serializing_if = "is_false")]
    pub from_split: bool,
    /// Was it surrendered?
    #[serde(skip_serializing_if = "is_false")]
    pub surrendered: bool,
}

impl ShownHand {
    /// A seat's hand of a round, as questions and play show it.
    pub fn of(h: &crate::game::round::SeatHand) -> ShownHand {
        ShownHand {
            cards: h.hand.cards.clone(),
            stake: h.stake,
            doubled: h.doubled,
            from_split: h.hand.from_split,
            surrendered: h.status == crate::game::round::HandStatus::Surrendered,
        }
    }

    /// Its total in words: `17`, `soft 18`, `bust 24`, `blackjack`.
    pub fn total_words(&self) -> String {
        self.total_words_in(Lang::En)
    }

    /// Its total in words of `lang`.
    pub fn total_words_in(&self, lang: Lang) -> String {
        total_words_in(
            &crate::game::hand::Hand { cards: self.cards.clone(), from_split: self.from_split },
            lang,
        )
    }
}

/// Cards seen since the last shuffle, for questions about the chance of a ten.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Seen {
    /// Cards in the shoe after the shuffle.
    pub shoe: u32,
    /// Cards seen since (this round's included).
    pub cards: u32,
    /// Ten-value cards among them.
    pub tens: u32,
}

/// The situation a question is about, with the cards as dealt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Default)]
pub struct Situation {
    /// The player's hand.
    #[serde(serialize_with = "ranks")]
    pub player: Vec<Card>,
    /// The dealer's cards as the learner sees them (the up card, or his whole hand once played).
    #[serde(serialize_with = "ranks")]
    pub dealer: Vec<Card>,
    /// The dealer's face-down card, when the question reveals it.
    #[serde(serialize_with = "rank_opt", skip_serializing_if = "Option::is_none")]
    pub hole_card: Option<Card>,
    /// The initial bet, when the question needs it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bet: Option<u64>,
    /// The insurance stake, when one was placed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insurance: Option<u64>,
    /// Every hand of the seat, for questions about a whole round.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub hands: Vec<ShownHand>,
    /// Cards seen since the shuffle, for questions about the chance of a ten.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seen: Option<Seen>,
    /// The hand came from a split.
    #[serde(skip_serializing_if = "is_false")]
    pub from_split: bool,
    /// The hand has been doubled and has taken its card.
    #[serde(skip_serializing_if = "is_false")]
    pub doubled: bool,
    /// How many hands the seat holds (when splits matter).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat_hands: Option<u8>,
    /// The other table, for questions that compare two tables.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub against: Option<String>,
    /// What a card-counting question shows: the cards to count, or the count to use.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<CountSituation>,
}

/// Cards with their suits (`["7♥","K♠"]`): a count such as Red Seven tags a card by its colour.
fn full_cards<S: serde::Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
    let mut seq = s.serialize_seq(Some(cards.len()))?;
    for c in cards {
        seq.serialize_element(&c.to_string())?;
    }
    seq.end()
}

fn halves_as_decks<S: serde::Serializer>(halves: &Option<u32>, s: S) -> Result<S::Ok, S::Error> {
    match halves {
        Some(h) => s.serialize_f64(f64::from(*h) / 2.0),
        None => s.serialize_none(),
    }
}

/// The cards of one round as a counter sees them, in the order they are turned face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CountedRound {
    /// The round's number since the shoe was shuffled, from 1.
    pub number: u32,
    /// The players' seats in the round.
    pub seats: u8,
    /// The cards shown in this question, in the order they came face up.
    #[serde(serialize_with = "full_cards")]
    pub cards: Vec<Card>,
    /// These cards go on from the part of the round shown before.
    #[serde(skip_serializing_if = "is_false")]
    pub continued: bool,
    /// The round stops part-way: its other cards come in the next question.
    #[serde(skip_serializing_if = "is_false")]
    pub cut_short: bool,
}

/// What a card-counting question shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CountSituation {
    /// The counting system's name on the command line.
    pub system: String,
    /// The system's name as people know it.
    pub system_name: String,
    /// The running count before the cards shown, and whether the shoe was just shuffled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<i32>,
    /// The shoe was shuffled before these cards: the count starts over.
    #[serde(skip_serializing_if = "is_false")]
    pub fresh_shoe: bool,
    /// The rounds dealt, to count.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<CountedRound>,
    /// The running count, given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub running: Option<i32>,
    /// Half decks in the discard tray (a player reads the tray to the half deck), shown in JSON
    /// as decks (`discards: 2.5`).
    #[serde(
        rename = "discards",
        serialize_with = "halves_as_decks",
        skip_serializing_if = "Option::is_none"
    )]
    pub discard_halves: Option<u32>,
    /// Decks in the shoe after a shuffle.
    pub decks: u8,
    /// The true count, given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub true_count: Option<i32>,
    /// The betting ramp, by name, and the chips of a unit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ramp: Option<(String, u64)>,
    /// The cards in a deck-estimation tray (quarter decks of 13), which its picture holds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tray_cards: Option<u32>,
    /// What a deck-estimation question asks of its tray: the decks in it, or left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub asks: Option<TrayAsk>,
    /// The cards of a deck countdown, with the count after each row of them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub countdown: Option<Countdown>,
}

/// Cards of a row of the check a miss shows: the count is said after each.
pub const CHECK_ROW: usize = 4;

/// The cards of a deck countdown, as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Countdown {
    /// The cards, in the order they are shown.
    #[serde(serialize_with = "full_cards")]
    pub cards: Vec<Card>,
    /// Cards shown at a time: 1, or 2 (in pairs).
    pub at_a_time: u8,
    /// The running count after each row of [`CHECK_ROW`] cards (the last row may be shorter).
    pub checks: Vec<i32>,
}

impl Countdown {
    /// The cards as they are shown: one a group, or two.
    pub fn groups(&self) -> impl Iterator<Item = &[Card]> {
        self.cards.chunks(usize::from(self.at_a_time.max(1)))
    }

    /// The check a miss shows, a row of [`CHECK_ROW`] cards each: which cards (`1-4`), the
    /// cards, and the count after them.
    pub fn check_rows(&self) -> Vec<(String, &[Card], i32)> {
        self.cards
            .chunks(CHECK_ROW)
            .zip(&self.checks)
            .enumerate()
            .map(|(i, (cards, count))| {
                let (from, to) = (i * CHECK_ROW + 1, i * CHECK_ROW + cards.len());
                let which = if from == to { from.to_string() } else { format!("{from}-{to}") };
                (which, cards, *count)
            })
            .collect()
    }
}

/// The mode in words, as a key and the learner's bests say it.
pub fn mode_word(at_a_time: u8) -> &'static str {
    if at_a_time == 2 { "pairs" } else { "one" }
}

impl Situation {
    /// What is special about the player's one hand: from a split, doubled, the seat's hands.
    pub fn hand_notes(&self) -> Vec<String> {
        self.hand_notes_in(Lang::En)
    }

    /// What is special about the player's one hand, in `lang`.
    pub fn hand_notes_in(&self, lang: Lang) -> Vec<String> {
        let mut notes = Vec::new();
        if self.from_split {
            notes.push(lang.text("drill-note-from-split", &[]));
        }
        if self.doubled {
            notes.push(lang.text("drill-note-doubled", &[]));
        }
        if let Some(h) = self.seat_hands {
            notes.push(lang.text("drill-note-seat-holds", &[("hands", Arg::Int(u64::from(h)))]));
        }
        notes
    }
}

impl ShownHand {
    /// What a hand of a whole round carries: its stake, and split, doubled, surrendered.
    pub fn notes(&self) -> Vec<String> {
        self.notes_in(Lang::En)
    }

    /// What a hand of a whole round carries, in `lang`.
    pub fn notes_in(&self, lang: Lang) -> Vec<String> {
        let mut notes = vec![lang.text("drill-note-stake", &[("stake", Arg::Int(self.stake))])];
        for (is, id) in [
            (self.from_split, "drill-note-split"),
            (self.doubled, "drill-note-doubled"),
            (self.surrendered, "drill-note-surrendered"),
        ] {
            if is {
                notes.push(lang.text(id, &[]));
            }
        }
        notes
    }
}

/// The answer a question expects, and how close an answer must be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Expected {
    /// A hand's value; `must_say_soft`: the answer must say soft or hard, and say it rightly.
    Total {
        /// The value.
        total: Total,
        /// Whether soft or hard must be stated, and rightly (`soft N` or `hard N`, never a bare `N`).
        must_say_soft: bool,
    },
    /// One action.
    Action(Action),
    /// A set of actions, exactly.
    Actions(ActionSet),
    /// Yes or no.
    YesNo(bool),
    /// A number of chips.
    Chips(i64),
    /// A percentage, within a tolerance in points.
    Percent {
        /// The value.
        value: f64,
        /// How far an answer may be and still count as right.
        tolerance: f64,
    },
    /// A card count, running or true.
    Count(i32),
    /// A call on a dealer's settlement: a foul (true) or accepted (false).
    Call(bool),
    /// Before a round of a shoe game: play, sit out or leave.
    SitOrLeave(crate::strategy::entry_exit::SitOrLeave),
    /// Yes and no alike: a choice worth exactly the same either way (insurance at exactly one ten
    /// in three unseen cards), where neither answer is wrong.
    EitherYesNo,
    /// The decks in a discard tray, or left in the shoe, read to the half deck: an answer is
    /// right when the tray it says reads as the same half deck as the tray does
    /// ([`read_halves`]).
    Decks {
        /// The cards in the tray.
        tray_cards: u32,
        /// The decks of the shoe.
        shoe_decks: u8,
        /// In the tray, or left.
        ask: TrayAsk,
    },
}

impl Expected {
    /// The kind of answer this takes.
    pub fn kind(&self) -> AnswerKind {
        match self {
            Expected::Total { .. } => AnswerKind::Total,
            Expected::Action(_) => AnswerKind::Action,
            Expected::Actions(_) => AnswerKind::Actions,
            Expected::YesNo(_) | Expected::EitherYesNo => AnswerKind::YesNo,
            Expected::Chips(_) => AnswerKind::Chips,
            Expected::Percent { .. } => AnswerKind::Percent,
            Expected::Count(_) => AnswerKind::Count,
            Expected::Call(_) => AnswerKind::Call,
            Expected::Decks { .. } => AnswerKind::Decks,
            Expected::SitOrLeave(_) => AnswerKind::SitOrLeave,
        }
    }

    /// Is this answer right?
    pub fn accepts(&self, answer: &Answer) -> bool {
        match (self, answer) {
            (Expected::Total { total, must_say_soft }, Answer::Total(given)) => {
                total_accepts(*total, *must_say_soft, *given)
            }
            (Expected::Action(a), Answer::Action(b)) => a == b,
            (Expected::Actions(a), Answer::Actions(b)) => a == b,
            (Expected::YesNo(a), Answer::YesNo(b)) => a == b,
            (Expected::EitherYesNo, Answer::YesNo(_)) => true,
            (Expected::Chips(a), Answer::Chips(b)) => a == b,
            (Expected::Percent { value, tolerance }, Answer::Percent(b)) => {
                (value - b).abs() <= *tolerance + 1e-9
            }
            (Expected::Count(a), Answer::Count(b)) => a == b,
            (Expected::Call(a), Answer::Call(b)) => a == b,
            (Expected::SitOrLeave(a), Answer::SitOrLeave(b)) => a == b,
            (Expected::Decks { tray_cards, shoe_decks, ask }, Answer::Decks(given)) => {
                answer_in_cards(*ask, *shoe_decks, *given).map(read_halves) == Some(read_halves(*tray_cards))
            }
            _ => false,
        }
    }

    /// The right answer as said in `lang`: a move by its name there (`rester`), a total, yes or
    /// no, a set of moves, a percent as that language says them; the answers without words of
    /// their own in every language as [`Expected::shown`] says them.
    pub fn shown_in(&self, lang: Lang) -> String {
        match self {
            Expected::Total { total: Total::Points { total, .. }, .. } if *total > 21 => {
                Total::Bust.shown_in(lang)
            }
            Expected::Total { total: Total::Points { total, soft: Some(false) }, must_say_soft: false } => {
                total.to_string()
            }
            Expected::Total { total, .. } => total.shown_in(lang),
            Expected::Action(a) => a.name_in(lang),
            Expected::Actions(s) => super::answer::actions_shown_in(*s, lang),
            Expected::YesNo(b) => Answer::YesNo(*b).shown_in(lang),
            Expected::EitherYesNo => lang.text("answer-either", &[]),
            Expected::Percent { value, .. } => Answer::Percent(*value).shown_in(lang),
            Expected::Call(foul) => Answer::Call(*foul).shown_in(lang),
            Expected::SitOrLeave(c) => c.words_in(lang),
            _ => self.shown_alike(),
        }
    }

    /// The expected answer as shown to the learner, in English.
    pub fn shown(&self) -> String {
        self.shown_in(Lang::En)
    }

    /// The answers whose words are the same in every language.
    fn shown_alike(&self) -> String {
        match self {
            Expected::Chips(c) => Answer::Chips(*c).to_string(),
            Expected::Count(c) => signed(*c),
            Expected::Call(foul) => Answer::Call(*foul).to_string(),
            Expected::Decks { .. } => self.right_answer(),
            Expected::SitOrLeave(c) => c.words().to_string(),
            _ => String::new(),
        }
    }

    /// An answer that this expectation accepts, as a learner would type it.
    pub fn right_answer(&self) -> String {
        match self {
            Expected::Total { total, must_say_soft } => match total {
                Total::Points { total, .. } if *total > 21 => "bust".to_string(),
                Total::Points { total, soft: Some(true) } => format!("soft {total}"),
                Total::Points { total, soft: Some(false) } if *must_say_soft => format!("hard {total}"),
                Total::Points { total, .. } => total.to_string(),
                Total::Blackjack => "blackjack".to_string(),
                Total::Bust => "bust".to_string(),
            },
            Expected::Action(a) => a.name().to_string(),
            Expected::Actions(s) => s.actions().iter().map(|a| a.letter().to_ascii_lowercase()).collect(),
            Expected::YesNo(b) => if *b { "yes" } else { "no" }.to_string(),
            Expected::EitherYesNo => "no".to_string(),
            Expected::Chips(c) => c.to_string(),
            Expected::Percent { value, .. } => format!("{}%", round1(*value)),
            Expected::Count(c) => signed(*c),
            Expected::Call(foul) => Answer::Call(*foul).to_string(),
            Expected::SitOrLeave(c) => c.words().to_string(),
            Expected::Decks { tray_cards, shoe_decks, ask } => {
                let tray = read_halves(*tray_cards);
                half_decks(match ask {
                    TrayAsk::InTray => tray,
                    TrayAsk::Left => left_halves(*shoe_decks, tray),
                })
            }
        }
    }
}

fn total_accepts(expected: Total, must_say_soft: bool, given: Total) -> bool {
    match (expected, given) {
        (Total::Blackjack, Total::Blackjack) => true,
        (Total::Bust, Total::Bust) => true,
        // A bust may also be stated by its total, which the hand's hard points give.
        (Total::Points { total: e, .. }, Total::Bust) => e > 21,
        (Total::Points { total: e, soft: es }, Total::Points { total: g, soft: gs }) => {
            // A bare number gives the total alone, for a soft hand as for a hard one: right where
            // only the total is asked, short of an answer where soft or hard is.
            e == g && (gs == es || es.is_none() || (gs.is_none() && !must_say_soft))
        }
        _ => false,
    }
}

/// When a wrong answer is taken as a given mistake.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TrapWhen {
    /// The answer is this one.
    Is(Answer),
    /// The answer is a total of this many points, soft or hard said or not.
    TotalIs(u8),
    /// The answer is a number of chips of at least this many.
    ChipsAtLeast(i64),
    /// The answer (a set of actions) holds this action.
    Includes(Action),
    /// The answer (a set of actions) lacks this action.
    Omits(Action),
    /// The answer is a number of decks above this one.
    DecksAbove(f64),
    /// The answer is a number of decks below this one.
    DecksBelow(f64),
    /// Any wrong answer.
    AnyWrong,
}

impl TrapWhen {
    fn matches(&self, answer: &Answer) -> bool {
        match (self, answer) {
            (TrapWhen::AnyWrong, _) => true,
            (TrapWhen::Is(Answer::Percent(a)), Answer::Percent(b)) => (a - b).abs() <= 1.0,
            (TrapWhen::Is(a), b) => a == b,
            (TrapWhen::TotalIs(t), Answer::Total(Total::Points { total, .. })) => t == total,
            (TrapWhen::ChipsAtLeast(n), Answer::Chips(c)) => c >= n,
            (TrapWhen::Includes(a), Answer::Actions(s)) => s.contains(*a),
            (TrapWhen::Omits(a), Answer::Actions(s)) => !s.contains(*a),
            (TrapWhen::DecksAbove(limit), Answer::Decks(d)) => d > limit,
            (TrapWhen::DecksBelow(limit), Answer::Decks(d)) => d < limit,
            _ => false,
        }
    }
}

/// A wrong answer that reveals a known mistake.
#[derive(Debug, Clone, PartialEq)]
pub struct Trap {
    /// Which answers fall into it.
    pub when: TrapWhen,
    /// The mistake's id in the catalogue.
    pub mistake: &'static str,
    /// An answer that falls into it, as a learner would type it (used to provoke it in tests).
    pub example: String,
    /// A sentence shown to a learner whose answer falls into it, before the explanation: for a
    /// move the table refuses, the rule that refuses it (`Double: this table does not allow
    /// doubling after a split.`).
    pub note: Option<String>,
}

impl Trap {
    /// A trap for exactly this wrong answer.
    pub fn is(answer: Answer, mistake: &'static str) -> Trap {
        let example = match answer {
            Answer::Actions(s) => s.actions().iter().map(|a| a.letter().to_ascii_lowercase()).collect(),
            Answer::Chips(c) => c.to_string(),
            Answer::Total(Total::Points { total, soft: Some(true) }) => format!("soft {total}"),
            Answer::Total(Total::Points { total, soft: Some(false) }) => format!("hard {total}"),
            other => other.to_string(),
        };
        Trap { when: TrapWhen::Is(answer), mistake, example, note: None }
    }

    /// A trap for any answer of these conditions, with an example that meets them.
    pub fn when(when: TrapWhen, mistake: &'static str, example: impl Into<String>) -> Trap {
        Trap { when, mistake, example: example.into(), note: None }
    }

    /// The same trap, saying `note` to a learner who falls into it.
    #[must_use]
    pub fn saying(mut self, note: impl Into<String>) -> Trap {
        self.note = Some(note.into());
        self
    }
}

/// A strategy question's options: each legal action's expected value, in percent of the bet.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptionValue {
    /// The action.
    #[serde(serialize_with = "action_name")]
    pub action: Action,
    /// Its expected value, in percent of the initial bet.
    pub value: f64,
}

/// One question, ready to be asked.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// The situation as dealt.
    pub situation: Situation,
    /// What is asked.
    pub prompt: String,
    /// The right answer.
    pub expected: Expected,
    /// Why it is right, computed from the rules (shown after a wrong answer, and in JSON).
    pub why: String,
    /// Known wrong answers and the mistakes they reveal, the first that matches wins.
    pub traps: Vec<Trap>,
    /// For strategy questions: each legal action's value.
    pub options: Vec<OptionValue>,
    /// What was asked, as a key shared by equivalent questions (`total soft 17 2 cards`).
    pub key: String,
    /// For strategy questions: the chart's row for the hand in one line, the asked cell in
    /// brackets (`hard 12: 2 H 3 H [4 S] 5 S …`), shown after a miss.
    pub chart_row: Option<String>,
    /// The language its words are in: its answer is read, and judged in words, in it.
    pub lang: Lang,
}

/// How an answer was judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// The answer as read, when it could be read.
    pub answer: Option<Answer>,
    /// Right or wrong.
    pub correct: bool,
    /// The mistake diagnosed, by id.
    pub mistake: Option<&'static str>,
    /// For strategy answers: value of the chosen action minus the best one, in percent of the bet.
    pub cost: Option<f64>,
    /// Why the line could not be read, when it could not.
    pub unrecognised: Option<String>,
    /// What the trap the answer fell into says about it (the rule that refuses a move).
    pub note: Option<String>,
    /// For a wrong strategy answer: the learner's play and the best one with their values, and
    /// what the difference gives away (see [`Question::comparison`]).
    pub comparison: Option<String>,
    /// In a timed session, the time allowed when the answer came after it: the answer then
    /// counts as a miss, whatever it said.
    pub too_slow: Option<std::time::Duration>,
}

/// The mistake of a right answer given after the time allowed (`drill --timed`).
pub const TOO_SLOW: &str = "too-slow";

/// Within this many percent of the bet, a wrong strategy answer is a close call, not a blunder.
pub const CLOSE_CALL: f64 = 0.5;

impl Judgement {
    /// What a right answer's verdict says after `Right:`: the answer, or for a play worth as
    /// much as the expected one, that it is (`you hit, worth as much as standing here: ...`).
    pub fn right_words(&self, expected: &Expected, lang: Lang) -> String {
        match &self.note {
            Some(tie) if self.correct => tie.clone(),
            _ => lang.text("drill-the-answer-is", &[("answer", Arg::Text(&expected.shown_in(lang)))]),
        }
    }

    /// The same answer given after `allowed`: a miss, named as too slow unless it was wrong
    /// anyway (then its own mistake explains more).
    #[must_use]
    pub fn late(mut self, allowed: std::time::Duration) -> Judgement {
        if self.correct {
            self.correct = false;
            self.mistake = Some(TOO_SLOW);
        }
        self.too_slow = Some(allowed);
        self
    }

    /// A strategy answer that cost little.
    pub fn is_close_call(&self) -> bool {
        // A right play given too late is a miss of speed, not a close call on the play.
        !self.correct && self.mistake != Some(TOO_SLOW) && self.cost.is_some_and(|c| c.abs() <= CLOSE_CALL)
    }

    /// A close call in one line, after `Close call:`: the learner's answer, the better one and
    /// how little it gains (`you said stand; hit is worth 0.04% of the bet more`). The gain is
    /// the unrounded cost rounded once to the hundredth, as a tenth would read `0.0%` for many;
    /// below half a hundredth it is said as less than one. `None` unless this is a close call.
    pub fn close_call_words(&self, expected: &Expected, lang: Lang) -> Option<String> {
        if !self.is_close_call() {
            return None;
        }
        let (given, gain) = (self.answer?.shown_in(lang), -self.cost?);
        let by = if gain < 0.005 {
            lang.text("drill-less-than", &[("gain", Arg::Text(&lang.percent(0.01, 2)))])
        } else {
            lang.percent(gain, 2)
        };
        let better = expected.shown_in(lang);
        Some(lang.text(
            "drill-close-call",
            &[("given", Arg::Text(&given)), ("better", Arg::Text(&better)), ("gain", Arg::Text(&by))],
        ))
    }
}

impl Question {
    /// The actions the learner may choose here, for an action question whose prompt lists them
    /// (the strategy drills, deviations): those with a value.
    pub fn legal_actions(&self) -> Option<Vec<Action>> {
        let legal: Vec<Action> = self.options.iter().map(|o| o.action).collect();
        (self.expected.kind() == AnswerKind::Action && !legal.is_empty()).then_some(legal)
    }

    /// Reads a typed line as this question's answer; a line that cannot be read lists the
    /// answers accepted here (only the legal actions of a decision).
    pub fn read(&self, line: &str) -> Result<Answer, super::answer::Unrecognised> {
        super::answer::read_answer_in(self.expected.kind(), line, self.lang)
            .map_err(|e| super::answer::Unrecognised { legal: self.legal_actions(), ..e })
    }

    /// Whether the answer is timed from the first card shown rather than from the question (a
    /// deck countdown, whose time is the count's as a whole).
    pub fn timed_from_first_card(&self) -> bool {
        self.situation.count.as_ref().is_some_and(|c| c.countdown.is_some())
    }

    /// What `?` shows before the learner answers a decision: the chart's row for the hand.
    pub fn hint(&self) -> Option<&str> {
        self.chart_row.as_deref().filter(|_| self.expected.kind() == AnswerKind::Action)
    }

    /// Judges a typed line: reads it, scores it, diagnoses a wrong answer.
    pub fn judge(&self, line: &str) -> Judgement {
        let answer = match self.read(line) {
            Ok(a) => a,
            Err(e) => {
                return Judgement {
                    answer: None,
                    correct: false,
                    mistake: None,
                    cost: None,
                    unrecognised: Some(e.to_string()),
                    note: None,
                    comparison: None,
                    too_slow: None,
                };
            }
        };
        // A play worth as much as the expected one, by the values the explanation shows, is as
        // right as it: an equal value is never a miss.
        let tie = match answer {
            Answer::Action(chosen) => self.tie_words(chosen),
            _ => None,
        };
        let correct = self.expected.accepts(&answer) || tie.is_some();
        let trap = if correct { None } else { self.traps.iter().find(|t| t.when.matches(&answer)) };
        let mistake = trap.map(|t| t.mistake);
        let note = tie.or_else(|| trap.and_then(|t| t.note.clone()));
        let cost = match (&answer, self.options.is_empty()) {
            (Answer::Action(chosen), false) => {
                let best = self.options.iter().map(|o| o.value).fold(f64::NEG_INFINITY, f64::max);
                self.options.iter().find(|o| o.action == *chosen).map(|o| o.value - best)
            }
            _ => None,
        };
        let comparison = match answer {
            Answer::Action(chosen) if !correct => self.comparison(chosen, None),
            _ => None,
        };
        Judgement {
            answer: Some(answer),
            correct,
            mistake,
            cost,
            unrecognised: None,
            note,
            comparison,
            too_slow: None,
        }
    }

    /// Whether `chosen`, another play than the expected one, is worth as much as it by the values
    /// this question shows (to the tenth of a percent): then it is right too.
    pub fn worth_as_much(&self, chosen: Action) -> bool {
        let Expected::Action(best) = self.expected else { return false };
        let value = |a: Action| self.options.iter().find(|o| o.action == a).map(|o| o.value);
        chosen != best
            && value(chosen).zip(value(best)).is_some_and(|(mine, theirs)| shown_alike(mine, theirs))
    }

    /// For a play worth as much as the expected one, what the verdict says of it: `you hit, worth
    /// as much as standing here: -15.4% of the bet either way`.
    fn tie_words(&self, chosen: Action) -> Option<String> {
        let Expected::Action(best) = self.expected else { return None };
        let value = self.options.iter().find(|o| o.action == chosen)?.value;
        self.worth_as_much(chosen).then(|| {
            let lang = self.lang;
            let (you_did, doing_best) = (lowered(&you_did(chosen, lang)), lowered(&doing(best, lang)));
            let value = lang.signed_percent(value, 1);
            lang.text(
                "drill-tie",
                &[
                    ("you_did", Arg::Text(&you_did)),
                    ("doing_best", Arg::Text(&doing_best)),
                    ("value", Arg::Text(&value)),
                ],
            )
        })
    }

    /// For a strategy question, the learner's play set against the best one: both values, and
    /// what choosing it gives away in percent of the bet and, given the bet, in chips: `You
    /// stood: -15.4%. Hitting: -4.2%. Standing gives away 11.2% of the bet.` Nothing when the play
    /// is the best one or has no value here (a move the table refuses).
    pub fn comparison(&self, chosen: Action, bet: Option<u64>) -> Option<String> {
        let Expected::Action(best) = self.expected else { return None };
        if chosen == best {
            return None;
        }
        let value = |a: Action| self.options.iter().find(|o| o.action == a).map(|o| o.value);
        let (mine, theirs) = (value(chosen)?, value(best)?);
        // The gap is computed from the values themselves and rounded once, as the explanation
        // states it; the chips from the same unrounded gap.
        let lang = self.lang;
        let (you_did, doing_best, doing_mine) =
            (you_did(chosen, lang), doing(best, lang), doing(chosen, lang));
        let given_away = theirs - mine;
        let (mine, theirs, gap) = (
            lang.signed_percent(mine, 1),
            lang.signed_percent(theirs, 1),
            lang.percent(gap(theirs, mine), 1),
        );
        let mut args = vec![
            ("you_did", Arg::Text(&you_did)),
            ("mine", Arg::Text(&mine)),
            ("doing_best", Arg::Text(&doing_best)),
            ("theirs", Arg::Text(&theirs)),
            ("doing_mine", Arg::Text(&doing_mine)),
            ("gap", Arg::Text(&gap)),
        ];
        let chips = bet.map(|b| (lang.decimal(given_away * b as f64 / 100.0, 2), b));
        let Some((chips, bet)) = &chips else { return Some(lang.text("drill-comparison", &args)) };
        args.push(("chips", Arg::Text(chips)));
        args.push(("bet", Arg::Int(*bet)));
        Some(lang.text("drill-comparison-chips", &args))
    }
}

/// What the better of two values gains over the other, in percent of the bet, computed from the
/// values and rounded once to the tenth every sentence prints (`Stand beats hit by 13.4%`,
/// `Hitting gives away 13.4%`): one figure for one gap, wherever it is said.
pub fn gap(better: f64, worse: f64) -> f64 {
    ((better - worse) * 10.0).round() / 10.0
}

/// Whether two values in percent of the bet read the same at the tenth every sentence prints
/// them to (`-15.4%` and `-15.4%`): the learner cannot be told one is worth more.
pub fn shown_alike(a: f64, b: f64) -> bool {
    let shown = |x: f64| format!("{x:.1}").parse::<f64>().unwrap_or(x);
    shown(a) == shown(b)
}

/// The learner's play as done, starting a sentence, in `lang`: `You stood`, `Vous êtes resté`.
pub(super) fn you_did(action: Action, lang: Lang) -> String {
    lang.text(
        match action {
            Action::Hit => "drill-you-did-hit",
            Action::Stand => "drill-you-did-stand",
            Action::Double => "drill-you-did-double",
            Action::Split => "drill-you-did-split",
            Action::Surrender => "drill-you-did-surrender",
        },
        &[],
    )
}

/// A play as a doing, starting a sentence, in `lang`: `Standing`, `Rester`.
fn doing(action: Action, lang: Lang) -> String {
    lang.text(
        match action {
            Action::Hit => "drill-doing-hit",
            Action::Stand => "drill-doing-stand",
            Action::Double => "drill-doing-double",
            Action::Split => "drill-doing-split",
            Action::Surrender => "drill-doing-surrender",
        },
        &[],
    )
}

/// Words that start a sentence, put inside one: their first letter in lower case.
fn lowered(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_close_call_says_its_gain_to_the_hundredth_and_never_zero() {
        let close = |cost: f64| Judgement {
            answer: Some(Answer::Action(Action::Stand)),
            correct: false,
            mistake: Some("close-call"),
            cost: Some(cost),
            unrecognised: None,
            note: None,
            comparison: None,
            too_slow: None,
        };
        let double = Expected::Action(Action::Double);
        let words = |cost| close(cost).close_call_words(&double, Lang::En).unwrap();
        assert_eq!(words(-0.0412), "you said stand; double is worth 0.04% of the bet more");
        assert_eq!(words(-0.003), "you said stand; double is worth less than 0.01% of the bet more");
        assert_eq!(words(-0.5), "you said stand; double is worth 0.50% of the bet more");
        // Beyond half a percent it is a miss with its paragraphs, not a close call.
        assert_eq!(close(-0.51).close_call_words(&double, Lang::En), None);
    }

    #[test]
    fn totals_accept_what_is_enough() {
        let soft17 = Total::Points { total: 17, soft: Some(true) };
        let plain17 = Total::Points { total: 17, soft: None };
        let hard17 = Total::Points { total: 17, soft: Some(false) };
        assert!(total_accepts(soft17, false, plain17));
        assert!(!total_accepts(soft17, true, plain17));
        assert!(total_accepts(soft17, true, soft17));
        assert!(!total_accepts(soft17, false, hard17));
        assert!(!total_accepts(hard17, true, plain17));
        assert!(total_accepts(hard17, true, hard17));
        assert!(!total_accepts(hard17, true, soft17));
        assert!(!total_accepts(Total::Blackjack, false, Total::Points { total: 21, soft: None }));
    }

    #[test]
    fn a_bare_total_is_judged_alike_for_soft_and_hard_hands() {
        let bare = Answer::Total(Total::Points { total: 13, soft: None });
        for must_say_soft in [false, true] {
            let soft =
                Expected::Total { total: Total::Points { total: 13, soft: Some(true) }, must_say_soft };
            let hard =
                Expected::Total { total: Total::Points { total: 13, soft: Some(false) }, must_say_soft };
            // Accepted for both where only the total is asked, for neither where soft or hard is.
            assert_eq!(soft.accepts(&bare), !must_say_soft);
            assert_eq!(hard.accepts(&bare), !must_say_soft);
            // The answer a learner is shown as right is one the question accepts.
            for e in [soft, hard] {
                let right = super::super::answer::read_answer(AnswerKind::Total, &e.right_answer());
                assert!(right.is_ok_and(|a| e.accepts(&a)), "{}", e.right_answer());
            }
        }
    }
}
