//! A counting session of play (`play --count SYSTEM`): the running count of the cards shown since
//! the shuffle and the true count, with the decks left read from the discard tray to the half deck
//! as the true-count drill reads them, shown before each decision; insurance is then judged by the
//! system's insurance index at the true count shown, as the deviations drill judges it.

use std::collections::HashMap;

use super::INSURANCE_KEY;
use crate::coach::drill::answer::Answer;
use crate::coach::drill::question::{Expected, Question, Situation, Trap};
use crate::coach::drill::tray::{half_decks, left_halves, read_halves};
use crate::game::card::Card;
use crate::game::round::Round;
use crate::game::rules::TableRules;
use crate::strategy::counting::{Balance, CountingSystem};
use crate::strategy::indices::{IndexSettings, InsuranceByCount, insurance_by_count};

/// What a counting session counts with: the system and its insurance index at this table.
#[derive(Debug, Clone, PartialEq)]
pub struct CountSession {
    /// The counting system.
    pub system: CountingSystem,
    /// Insurance by the count: the index and insurance's value at each true count.
    pub insurance: InsuranceByCount,
}

impl CountSession {
    /// The counting session of a system at a table; refused, in words, for a count that keeps no
    /// true count (an unbalanced one), whose insurance play has no index here.
    pub fn new(rules: &TableRules, system: CountingSystem) -> Result<CountSession, String> {
        if system.balance != Balance::Balanced || system.true_count.is_none() {
            return Err(format!(
                "{} is an unbalanced count, which keeps no true count: play judges insurance by the true count, \
                 so choose a balanced system (hi-lo, hi-opt-i, omega-ii or zen)",
                system.name
            ));
        }
        let insurance = insurance_by_count(rules, &system, IndexSettings::for_table(rules))
            .map_err(|e| format!("{}: {e}", system.name))?;
        Ok(CountSession { system, insurance })
    }
}

/// The count as the learner is shown it before a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CountView {
    /// The system's name (`Hi-Lo`).
    pub system: String,
    /// The running count of the cards shown since the shuffle.
    pub running: i32,
    /// The discard tray, read to the half deck, in half decks.
    pub tray_halves: u32,
    /// The decks left (the shoe less the tray, at least half a deck), in half decks.
    pub left_halves: u32,
    /// The running count divided by the decks left, made whole by the system's rule.
    pub true_count: i32,
}

impl CountView {
    /// The count in words: `Hi-Lo: running count +3; 1½ decks in the tray, 4½ left; true count +0`.
    pub fn words(&self) -> String {
        format!(
            "{}: running count {:+}; {} decks in the tray, {} left; true count {:+}",
            self.system,
            self.running,
            half_decks(self.tray_halves),
            half_decks(self.left_halves),
            self.true_count
        )
    }
}

/// Who holds cards in a round: the dealer or a seat of the round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(super) enum Holder {
    Dealer,
    Seat(usize),
}

/// The running count of a session, kept from the cards the learner is shown: each holder's cards
/// shown this round are remembered, so a card is counted once, when it is first shown (a split
/// moves cards between hands but never off the seat).
#[derive(Debug, Clone)]
pub(super) struct Counter {
    running: i32,
    start: i32,
    /// Cards in the tray: those of the rounds since the shuffle.
    tray: u32,
    decks: u8,
    shown: HashMap<Holder, Vec<Card>>,
}

impl Counter {
    pub(super) fn new(session: &CountSession, rules: &TableRules) -> Counter {
        let start = session.system.initial_running_count(rules.decks).unwrap_or(0);
        Counter { running: start, start, tray: 0, decks: rules.decks.max(1), shown: HashMap::new() }
    }

    /// Counts the cards of `cards` held by `holder` not counted yet.
    pub(super) fn show(&mut self, system: &CountingSystem, holder: Holder, cards: &[Card]) {
        let before = self.shown.entry(holder).or_default();
        let mut unmatched = before.clone();
        for &card in cards {
            if let Some(at) = unmatched.iter().position(|&c| c == card) {
                unmatched.swap_remove(at);
            } else {
                self.running += i32::from(system.tag(card));
                before.push(card);
            }
        }
    }

    /// Counts a seat's hands.
    pub(super) fn show_seat<R: rand::Rng>(&mut self, system: &CountingSystem, round: &Round<R>, seat: usize) {
        if let Some(s) = round.seats().get(seat) {
            let cards: Vec<Card> = s.hands.iter().flat_map(|h| h.hand.cards.iter().copied()).collect();
            self.show(system, Holder::Seat(seat), &cards);
        }
    }

    /// Counts the dealer's cards face up.
    pub(super) fn show_dealer<R: rand::Rng>(&mut self, system: &CountingSystem, round: &Round<R>) {
        self.show(system, Holder::Dealer, round.dealer_cards());
    }

    /// The end of a round, every card of it shown: its cards go to the tray; a shuffle for the
    /// next round starts the count again.
    pub(super) fn end_round<R: rand::Rng>(
        &mut self,
        system: &CountingSystem,
        round: &Round<R>,
        shuffled: bool,
    ) {
        self.show_dealer(system, round);
        for seat in 0..round.seats().len() {
            self.show_seat(system, round, seat);
        }
        let cards: usize = self.shown.values().map(Vec::len).sum();
        self.tray += u32::try_from(cards).unwrap_or(u32::MAX);
        self.shown.clear();
        if shuffled {
            self.running = self.start;
            self.tray = 0;
        }
    }

    /// The count as shown now.
    pub(super) fn view(&self, session: &CountSession) -> CountView {
        // To the half deck, as a player reads the tray.
        let tray_halves = read_halves(self.tray);
        let left_halves = left_halves(self.decks, tray_halves);
        let true_count =
            session.system.true_count(self.running, f64::from(left_halves) / 2.0).unwrap_or(self.running);
        CountView {
            system: session.system.name.clone(),
            running: self.running,
            tray_halves,
            left_halves,
            true_count,
        }
    }
}

/// The insurance question of a counting session: worth taking at and above the system's index.
/// Returns the question and insurance's value at the count shown, in percent of the stake.
pub(super) fn insurance_by_index(
    session: &CountSession,
    count: &CountView,
    situation: Situation,
    insure_for: u64,
) -> (Question, f64) {
    let tc = count.true_count;
    let value = session.insurance.value_at(tc).unwrap_or(-1.0) * 100.0;
    let system = &count.system;
    let (worth, rule) = match &session.insurance.index {
        Some(index) => (
            tc >= index.index,
            format!(
                "Insurance is worth taking from a true count of {:+} ({system} index computed for this table)",
                index.index
            ),
        ),
        None => {
            (false, format!("By {system}, insurance never pays at this table within the counts computed"))
        }
    };
    let verdict = if worth { "worth taking" } else { "not worth taking" };
    let why = format!(
        "{rule}. At the true count of {tc:+} shown, an insurance bet is worth {value:+.1}% of its stake: {verdict}."
    );
    let trap = if worth {
        Trap::is(Answer::YesNo(false), "deviation-missed")
    } else {
        Trap::is(Answer::YesNo(true), "deviation-too-early")
    };
    let chips = if insure_for == 1 { "chip" } else { "chips" };
    let question = Question {
        situation,
        prompt: format!("The dealer shows an Ace. Insure for {insure_for} {chips}? (y yes, n no)"),
        expected: Expected::YesNo(worth),
        why,
        traps: vec![trap],
        options: Vec::new(),
        key: INSURANCE_KEY.to_string(),
        chart_row: None,
    };
    (question, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::{Rank, Suit};

    #[test]
    fn a_card_is_counted_once_when_first_shown_and_the_tray_is_read_to_the_half_deck() {
        let rules = crate::game::rules::preset("feral").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let session = CountSession::new(&rules, system.clone()).unwrap();
        let mut counter = Counter::new(&session, &rules);
        let five = Card::new(Rank::Five, Suit::Hearts);
        let king = Card::new(Rank::King, Suit::Spades);
        counter.show(&system, Holder::Seat(0), &[five, five]);
        // The same seat shown again, split into two hands of a five each and a King drawn.
        counter.show(&system, Holder::Seat(0), &[five, king, five]);
        assert_eq!(counter.running, 1, "+1 +1 -1");
        counter.tray = 38;
        // 38 cards are ½ deck to the nearest half deck (1.46 half decks); 40 are 1 deck.
        let view = counter.view(&session);
        assert_eq!((view.tray_halves, view.left_halves), (1, 7));
        counter.tray = 40;
        assert_eq!(counter.view(&session).tray_halves, 2);
        counter.running = 7;
        counter.tray = 52;
        // 7 / 3 = 2.33, floored by Hi-Lo's rule.
        assert_eq!(counter.view(&session).true_count, 2);
    }

    #[test]
    fn an_unbalanced_count_is_refused_with_the_reason() {
        let rules = crate::game::rules::preset("feral").unwrap();
        let ko = crate::strategy::counting::shipped("ko").unwrap();
        let refused = CountSession::new(&rules, ko).unwrap_err();
        assert!(refused.contains("unbalanced count, which keeps no true count"), "{refused}");
    }
}
