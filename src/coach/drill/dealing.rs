//! Dealing drill situations from the real shoe of the chosen table: cards are drawn as they come,
//! or taken out of the shoe by rank when a drill aims at a target, so every situation is one that
//! can happen at that table with cards the shoe really holds.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, OnceLock};

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::question::Question;
use super::{CardCounting, Setting};
use crate::game::card::{Card, Rank};
use crate::game::hand::HandValue;
use crate::game::ledger::Ledger;
use crate::game::round::{Decision, Move, Round, Seat};
use crate::game::rules::TableRules;
use crate::game::shoe::{Shoe, ShoeEvent, uniform_below};
use crate::strategy::chart::Cell;
use crate::strategy::chart::Chart;
use crate::strategy::counting::CountingSystem;
use crate::strategy::indices::{IndexError, IndexSettings, Indices};

/// A round played out by the round engine, as a drill shows it.
#[derive(Debug, Clone)]
pub struct PlayedRound {
    /// The seats: their bets, insurance and hands.
    pub seats: Vec<Seat>,
    /// The dealer's cards.
    pub dealer: Vec<Card>,
    /// The settlement.
    pub ledger: Ledger,
    /// Every decision the round asked for, in order.
    pub decisions: Vec<Decision>,
}

/// Chooses a drill's next situation among several, by their keys: the learner's schedule (see
/// `crate::coach::learner::plan`). Without one, situations are dealt evenly.
pub trait Chooser: std::fmt::Debug + Send {
    /// The index of the key to ask next, or `None` to leave the choice to chance.
    fn choose(&mut self, keys: &[String], rng: &mut dyn RngCore) -> Option<usize>;
    /// A situation of this key was answered.
    fn answered(&mut self, key: &str, correct: bool);
}

/// The shoe a drill deals from, the drill's own random choices, and the cards seen since the
/// last shuffle.
#[derive(Debug)]
pub struct Dealing {
    /// The table.
    pub rules: TableRules,
    /// The table's strategy chart, for the strategy drills.
    pub chart: Option<Arc<Chart>>,
    /// The table compared with, and its chart.
    pub against: Option<(TableRules, Arc<Chart>)>,
    /// What differs from the table compared with, found once: chart cells and rule questions.
    pub differences: Option<Arc<(Vec<Cell>, Vec<usize>)>>,
    /// Questions dealt ahead, asked before any new one (neighbours asked back to back).
    pub pending: VecDeque<Question>,
    shoe: Shoe,
    /// Random choices of the drill (which target, which bet), apart from the shoe's shuffles.
    pub rng: ChaCha8Rng,
    seen: Vec<Card>,
    /// The learner's schedule, when practice adapts to it.
    pub chooser: Option<Box<dyn Chooser>>,
    /// The learner's counting system and ramp.
    pub counting: CardCounting,
    /// The running count kept through the shoe by the running-count drill.
    pub count_run: CountRun,
    /// The table's indices for the counting system, computed when first asked for.
    indices: Option<Result<Arc<Indices>, IndexError>>,
    /// Keys missed in this session: the chooser is not offered them again, as they are asked
    /// once more at the session's end.
    pub held_back: std::collections::HashSet<String>,
    /// The language the session's questions are asked in, where their words have it.
    pub lang: crate::lang::Lang,
}

/// Where the running-count drill stands in the shoe.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CountRun {
    /// The running count after the cards shown so far; `None` when the shoe was just shuffled.
    pub count: Option<i32>,
    /// Rounds dealt since the shuffle.
    pub rounds: u32,
    /// The rest of a round cut short: its number, its seats and its cards still to show.
    pub rest: Option<(u32, u8, Vec<Card>)>,
}

impl Dealing {
    /// A seeded shoe for this setting's table; the same seed deals the same session.
    pub fn new(setting: &Setting, seed: u64) -> Dealing {
        let rules = &setting.rules;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let shoe_seed = rng.next_u64();
        Dealing {
            rules: rules.clone(),
            chart: setting.chart.clone().map(Arc::new),
            against: setting.against.clone().map(|(r, c)| (r, Arc::new(c))),
            pending: VecDeque::new(),
            held_back: std::collections::HashSet::new(),
            differences: None,
            shoe: Shoe::from_seed(rules, shoe_seed),
            rng,
            seen: Vec::new(),
            chooser: None,
            counting: setting.counting.clone(),
            count_run: CountRun::default(),
            indices: None,
            lang: setting.lang,
        }
    }

    /// The table's indices for the learner's counting system, computed by the solver the first
    /// time they are asked for and kept for the session (about 0.6 s of processor time for a
    /// six-deck shoe, shared over the machine's processors: `indices_bench`).
    pub fn indices(&mut self) -> Result<Arc<Indices>, IndexError> {
        let rules = &self.rules;
        let system = &self.counting.system;
        self.indices.get_or_insert_with(|| indices_of(rules, system)).clone()
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        uniform_below(&mut self.rng, u32::try_from(n).unwrap_or(u32::MAX)) as usize
    }

    /// A number in `lo..=hi`.
    pub fn between(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            return lo;
        }
        lo + self.below(usize::try_from(hi - lo + 1).unwrap_or(usize::MAX)) as u64
    }

    /// The index of the key the chooser picks, when there is a chooser and it picks one.
    pub fn choose(&mut self, keys: &[String]) -> Option<usize> {
        let chooser = self.chooser.as_mut()?;
        if self.held_back.is_empty() {
            // Every key is offered, in place (none: nothing to choose, as below).
            return if keys.is_empty() { None } else { chooser.choose(keys, &mut self.rng) };
        }
        // The keys held back are not offered; the pick is mapped back to its place in `keys`.
        let offered: Vec<usize> = (0..keys.len()).filter(|i| !self.held_back.contains(&keys[*i])).collect();
        if offered.is_empty() {
            return None;
        }
        let shown: Vec<String> = offered.iter().map(|i| keys[*i].clone()).collect();
        chooser.choose(&shown, &mut self.rng).and_then(|i| offered.get(i).copied())
    }

    /// True with this chance out of 100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of these, at random.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        if items.is_empty() { None } else { items.get(self.below(items.len())).copied() }
    }

    /// Follows the shoe's events; true when the seen cards were reset to the round's cards in
    /// play, which already hold the card just drawn.
    fn note_events(&mut self) -> bool {
        let mut reloaded = false;
        for event in self.shoe.take_events() {
            match event {
                ShoeEvent::Shuffled => {
                    self.seen.clear();
                    reloaded = false;
                }
                // The discards went back into the stock: only this round's cards stay seen.
                ShoeEvent::DiscardsShuffled | ShoeEvent::BackupDeckOpened => {
                    self.seen = self.shoe.in_play().to_vec();
                    reloaded = true;
                }
            }
        }
        reloaded
    }

    /// Deals the next card of the shoe.
    pub fn draw(&mut self) -> Card {
        let card = self.shoe.draw();
        // Only a reload has counted the card already: two equal cards in a row (a 9-9 from a
        // shoe of several decks) are two cards seen.
        if !self.note_events() {
            self.seen.push(card);
        }
        card
    }

    /// Takes a card of this rank out of the shoe, if one is left.
    pub fn try_take(&mut self, rank: Rank) -> Option<Card> {
        let card = self.shoe.take_rank(rank).ok()?;
        self.seen.push(card);
        Some(card)
    }

    /// Takes a card of this rank out of the shoe; when none is left, a fresh shoe is shuffled.
    pub fn take(&mut self, rank: Rank) -> Card {
        if let Some(card) = self.try_take(rank) {
            return card;
        }
        let seed = self.rng.next_u64();
        self.shoe = Shoe::from_seed(&self.rules, seed);
        self.shoe.take_events();
        self.seen.clear();
        self.try_take(rank).unwrap_or_else(|| self.draw())
    }

    /// Takes a card worth this many points (1 for an Ace, 10 for any ten-value card), if one is left.
    pub fn try_take_points(&mut self, points: u8) -> Option<Card> {
        if points >= 10 {
            let mut tens = vec![Rank::Ten, Rank::Jack, Rank::Queen, Rank::King];
            while !tens.is_empty() {
                let rank = tens.remove(self.below(tens.len()));
                if let Some(card) = self.try_take(rank) {
                    return Some(card);
                }
            }
            None
        } else {
            self.try_take(Rank::from_points(points.max(1))?)
        }
    }

    /// Takes a card worth this many points (1 for an Ace, 10 for any ten-value card).
    pub fn take_points(&mut self, points: u8) -> Card {
        match self.try_take_points(points) {
            Some(card) => card,
            None => self.take(Rank::from_points(points.clamp(1, 10)).unwrap_or(Rank::Ten)),
        }
    }

    /// Takes a card worth between `lo` and `hi` points, the value chosen at random among those
    /// the shoe still holds; `None` when it holds none.
    pub fn try_take_between(&mut self, lo: u8, hi: u8) -> Option<Card> {
        let mut values: Vec<u8> = (lo.max(1)..=hi.min(10)).collect();
        while !values.is_empty() {
            let points = values.remove(self.below(values.len()));
            if let Some(card) = self.try_take_points(points) {
                return Some(card);
            }
        }
        None
    }

    /// Takes a card worth between `lo` and `hi` points (a fresh shoe if none is left).
    pub fn take_between(&mut self, lo: u8, hi: u8) -> Card {
        match self.try_take_between(lo, hi) {
            Some(card) => card,
            None => self.take_points(lo),
        }
    }

    /// A rank worth these points (a random ten-value rank for 10), to stack in a round.
    pub fn rank_of(&mut self, points: u8) -> Rank {
        if points >= 10 {
            self.pick(&[Rank::Ten, Rank::Jack, Rank::Queen, Rank::King]).unwrap_or(Rank::Ten)
        } else {
            Rank::from_points(points.max(1)).unwrap_or(Rank::Ace)
        }
    }

    /// A rank worth between `lo` and `hi` points.
    pub fn rank_between(&mut self, lo: u8, hi: u8) -> Rank {
        let points = self.between(u64::from(lo), u64::from(hi)) as u8;
        self.rank_of(points)
    }

    /// A hole card that does not make a natural with this up card.
    pub fn quiet_hole(&mut self, up: Rank) -> Rank {
        loop {
            let r = self.rank_between(1, 10);
            if !crate::game::hand::ranks_make_natural(up, r) {
                return r;
            }
        }
    }

    /// Ends the round: its cards go to the discards and the shoe is shuffled if the table says so.
    pub fn end_round(&mut self) {
        self.shoe.finish_round();
        self.note_events();
    }

    /// Plays a round of the round engine from this shoe: `first` ranks are dealt first (in the
    /// order the round deals them, see [`crate::game::round::deal_order`]), the rest as the shoe comes;
    /// each seat bets its entry of `bets`; `choose` makes every decision. A move the engine
    /// refuses is replaced by standing (or declining insurance).
    pub fn play_round(
        &mut self,
        bets: &[u64],
        first: &[Rank],
        mut choose: impl FnMut(&Round, Decision) -> Move,
    ) -> PlayedRound {
        if self.shoe.stack_ranks(first).is_err() {
            let seed = self.rng.next_u64();
            self.shoe = Shoe::from_seed(&self.rules, seed);
            self.shoe.take_events();
            self.seen.clear();
            // A fresh shoe holds every rank a drill stacks.
            let _ = self.shoe.stack_ranks(first);
        }
        let shoe = std::mem::replace(&mut self.shoe, Shoe::from_seed(&self.rules, 0));
        let chips: Vec<u64> = bets.iter().map(|b| (b * 20).max(self.rules.session.starting_chips)).collect();
        let mut decisions = Vec::new();
        match Round::new(&self.rules, shoe, &chips) {
            Ok(mut round) => {
                let _ = round.place_bets(&bets.iter().map(|b| Some(*b)).collect::<Vec<_>>());
                for _ in 0..200 {
                    let Some(decision) = round.decision() else { break };
                    decisions.push(decision);
                    let mv = choose(&round, decision);
                    if round.apply(mv).is_err() {
                        let fallback = match decision {
                            Decision::Insurance { .. } => Move::DeclineInsurance,
                            Decision::Bet { .. } => Move::SitOut,
                            Decision::Play { .. } => Move::Stand,
                        };
                        let _ = round.apply(fallback);
                    }
                }
                let seats = round.seats().to_vec();
                let dealer = round.dealer_cards().to_vec();
                let ledger = round.ledger().cloned().unwrap_or_default();
                let mut events = round.take_shoe_events();
                self.shoe = round.into_shoe();
                for seat in &seats {
                    for h in &seat.hands {
                        self.seen.extend(&h.hand.cards);
                    }
                }
                self.seen.extend(&dealer);
                events.extend(self.shoe.take_events());
                for event in events {
                    if event == ShoeEvent::Shuffled {
                        self.seen.clear();
                    }
                }
                PlayedRound { seats, dealer, ledger, decisions }
            }
            Err(_) => {
                PlayedRound { seats: Vec::new(), dealer: Vec::new(), ledger: Ledger::default(), decisions }
            }
        }
    }

    /// The cards seen since the last shuffle, this round's included.
    pub fn seen(&self) -> &[Card] {
        &self.seen
    }

    /// Cards in the shoe after a shuffle.
    pub fn shoe_size(&self) -> u32 {
        u32::from(self.rules.decks) * 52
    }
}

/// The value of some cards.
pub fn value_of(cards: &[Card]) -> HandValue {
    HandValue::of(cards.iter().map(|c| c.rank))
}

/// Cards written as a learner reads them: `A♠ 7♥`.
pub fn show_cards(cards: &[Card]) -> String {
    cards.iter().map(Card::to_string).collect::<Vec<_>>().join(" ")
}

/// Ranks joined by dashes, as the book writes hands: `A-6-9`.
pub fn show_ranks(cards: &[Card]) -> String {
    show_ranks_in(cards, crate::lang::Lang::En)
}

/// Cards' ranks joined as a learner reads them in `lang`: `A-7`, `R-V` in French.
pub fn show_ranks_in(cards: &[Card], lang: crate::lang::Lang) -> String {
    cards.iter().map(|c| c.rank.symbol_in(lang)).collect::<Vec<_>>().join("-")
}

/// The indices of `rules` for `system`, computed once per process: sessions in a row at the same
/// table (from the menu, or a test suite) reuse them instead of solving 21 shoes again.
pub fn indices_of(rules: &TableRules, system: &CountingSystem) -> Result<Arc<Indices>, IndexError> {
    type Memo = Mutex<HashMap<String, Result<Arc<Indices>, IndexError>>>;
    static MEMO: OnceLock<Memo> = OnceLock::new();
    // The debug forms spell out every rule and every tag, so equal keys mean equal inputs.
    let key = format!("{rules:?}|{system:?}");
    let memo = MEMO.get_or_init(Memo::default);
    if let Some(found) = memo.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return found;
    }
    let computed =
        crate::strategy::indices::compute(rules, system, IndexSettings::for_table(rules)).map(Arc::new);
    if let Ok(mut m) = memo.lock() {
        m.insert(key, computed.clone());
    }
    computed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Picks the first key offered, and keeps what it was offered.
    #[derive(Debug)]
    struct First(std::sync::Arc<std::sync::Mutex<Vec<Vec<String>>>>);

    impl Chooser for First {
        fn choose(&mut self, keys: &[String], _: &mut dyn RngCore) -> Option<usize> {
            self.0.lock().unwrap().push(keys.to_vec());
            Some(0)
        }
        fn answered(&mut self, _: &str, _: bool) {}
    }

    #[test]
    fn the_schedule_is_not_offered_a_key_missed_in_the_session() {
        let setting = Setting::preset("book").unwrap();
        let offered = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let mut d = Dealing::new(&setting, 1);
        d.chooser = Some(Box::new(First(offered.clone())));
        let keys: Vec<String> =
            ["play hard 16 v T", "play hard 12 v 4", "play soft 18 v 9"].map(String::from).to_vec();
        assert_eq!(d.choose(&keys), Some(0));
        d.held_back.insert("play hard 16 v T".into());
        // The pick is the first key not held back, at its place among the keys.
        assert_eq!(d.choose(&keys), Some(1));
        assert_eq!(offered.lock().unwrap()[1], keys[1..].to_vec());
        d.held_back.extend(keys.iter().cloned());
        assert_eq!(d.choose(&keys), None);
    }

    #[test]
    fn equal_cards_dealt_in_a_row_are_each_seen() {
        let setting = Setting::preset("quebec-s17").unwrap();
        let mut repeats = 0;
        for seed in 0..20 {
            let mut d = Dealing::new(&setting, seed);
            let mut dealt = Vec::new();
            // Fewer than the six decks hold: no refill, no shuffle within the round.
            for _ in 0..300 {
                dealt.push(d.draw());
            }
            repeats += dealt.windows(2).filter(|w| w[0] == w[1]).count();
            assert_eq!(d.seen(), dealt.as_slice(), "seed {seed}");
        }
        // The case that was lost: the same card twice in a row, as a 9-9 from a shoe of decks.
        assert!(repeats > 0);
    }
}
