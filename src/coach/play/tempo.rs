//! The tempo a learner kept at the table: rounds an hour and cards a second, measured from the
//! first deal of a session to its last settlement by the clock that times the answers. A
//! scripted session reads no real clock, so it has no tempo to state.

use std::io;
use std::time::Duration;

use serde::Serialize;

use super::SeatsChange;
use super::{Ask, BetAsk, Decided, OtherSeat, PlayObserver, RefusedAnswer, RoundReport, RoundStart, Seating};
use crate::coach::drill::session::Clock;
use crate::game::card::Card;
use crate::lang::{Arg, Lang};

/// The tempo of a session, as measured.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Tempo {
    /// Seconds from the first deal to the last settlement.
    pub seconds: f64,
    /// Rounds settled in that time.
    pub rounds: u32,
    /// Cards dealt in those rounds, every seat's and the dealer's.
    pub cards: usize,
    /// Rounds an hour, to the whole round.
    pub rounds_an_hour: f64,
    /// Cards a second, to a tenth.
    pub cards_a_second: f64,
}

impl Tempo {
    /// The tempo of `rounds` rounds holding `cards` cards dealt and settled in `elapsed`; none
    /// when no round was settled or no time passed (there is no pace to state).
    pub fn of(elapsed: Duration, rounds: u32, cards: usize) -> Option<Tempo> {
        let seconds = elapsed.as_secs_f64();
        if rounds == 0 || seconds <= 0.0 {
            return None;
        }
        Some(Tempo {
            seconds: (seconds * 10.0).round() / 10.0,
            rounds,
            cards,
            rounds_an_hour: (f64::from(rounds) * 3600.0 / seconds).round(),
            cards_a_second: (cards as f64 / seconds * 10.0).round() / 10.0,
        })
    }

    /// The tempo in words: `Tempo: 52 rounds an hour, 0.8 cards a second (6 rounds, 41 cards in
    /// 7 min 5 s, from the first deal to the last settlement).`
    pub fn words(&self) -> String {
        self.words_in(Lang::En)
    }

    /// The tempo in words of `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        lang.text(
            "play-tempo",
            &[
                ("per_hour", Arg::Text(&format!("{}", self.rounds_an_hour))),
                ("per_second", Arg::Text(&lang.number(&format!("{:.1}", self.cards_a_second)))),
                ("rounds", Arg::Int(u64::from(self.rounds))),
                ("cards", Arg::Int(self.cards as u64)),
                ("time", Arg::Text(&duration_words(self.seconds))),
            ],
        )
    }
}

/// Seconds in words: `45 s`, `7 min 5 s`, `1 h 2 min`.
fn duration_words(seconds: f64) -> String {
    let whole = seconds.round() as u64;
    match whole {
        0..60 => format!("{whole} s"),
        60..3600 => format!("{} min {} s", whole / 60, whole % 60),
        _ => format!("{} h {} min", whole / 3600, whole % 3600 / 60),
    }
}

impl RoundReport {
    /// Every card dealt in the round: the dealer's and every seat's hands, as they ended.
    pub fn cards_dealt(&self) -> Vec<Card> {
        let seats = self.seats.iter().flat_map(|s| s.hands.iter().flat_map(|h| h.cards.iter()));
        self.dealer.iter().chain(seats).copied().collect()
    }
}

/// The readings a tempo is measured from: the time of the first deal, and of the last settlement
/// with the rounds and cards settled by then. A front end tells it the time of each as it sees
/// them, by the clock it times answers with.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct TempoWatch {
    first_deal: Option<Duration>,
    last_settled: Option<Duration>,
    rounds: u32,
    cards: usize,
}

impl TempoWatch {
    /// A round is dealt at `now` (only the first counts).
    pub fn dealt(&mut self, now: Duration) {
        self.first_deal.get_or_insert(now);
    }

    /// A round of `cards` cards is settled at `now`.
    pub fn settled(&mut self, now: Duration, cards: usize) {
        if self.first_deal.is_some() {
            self.last_settled = Some(now);
            self.rounds += 1;
            self.cards += cards;
        }
    }

    /// Round `report` is settled at `now`: every card dealt in it counts.
    pub fn round_settled(&mut self, now: Duration, report: &RoundReport) {
        self.settled(now, report.cards_dealt().len());
    }

    /// The tempo kept, once a round is settled.
    pub fn tempo(&self) -> Option<Tempo> {
        let (first, last) = (self.first_deal?, self.last_settled?);
        Tempo::of(last.saturating_sub(first), self.rounds, self.cards)
    }
}

/// An observer that tells another everything, reading `clock` as each round is dealt and settled.
pub(super) struct Timed<'a, 'o> {
    pub(super) inner: &'o mut dyn PlayObserver,
    pub(super) clock: &'a mut dyn Clock,
    pub(super) watch: TempoWatch,
}

impl PlayObserver for Timed<'_, '_> {
    fn seats_changed(&mut self, change: &SeatsChange) -> io::Result<()> {
        self.inner.seats_changed(change)
    }
    fn seated(&mut self, seating: &Seating) -> io::Result<()> {
        self.inner.seated(seating)
    }
    fn asking_bet(&mut self, ask: &BetAsk) -> io::Result<()> {
        self.inner.asking_bet(ask)
    }
    fn bet_refused(&mut self, ask: &BetAsk, refusal: &RefusedAnswer) -> io::Result<()> {
        self.inner.bet_refused(ask, refusal)
    }
    fn round_started(&mut self, start: &RoundStart) -> io::Result<()> {
        // The bets are down: the cards are dealt now.
        self.watch.dealt(self.clock.now());
        self.inner.round_started(start)
    }
    fn other_seat(&mut self, other: &OtherSeat) -> io::Result<()> {
        self.inner.other_seat(other)
    }
    fn asking(&mut self, ask: &Ask) -> io::Result<()> {
        self.inner.asking(ask)
    }
    fn refused(&mut self, ask: &Ask, refusal: &RefusedAnswer) -> io::Result<()> {
        self.inner.refused(ask, refusal)
    }
    fn hinted(&mut self, ask: &Ask, row: &str) -> io::Result<()> {
        self.inner.hinted(ask, row)
    }
    fn decided(&mut self, decided: &Decided) -> io::Result<()> {
        self.inner.decided(decided)
    }
    fn round_over(&mut self, report: &RoundReport) -> io::Result<()> {
        // Settled now, before the table is shown and picked up.
        self.watch.round_settled(self.clock.now(), report);
        self.inner.round_over(report)
    }
    fn dealer_checked(&mut self, round: u32, up: Card) -> io::Result<()> {
        self.inner.dealer_checked(round, up)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tempo_is_the_rounds_and_cards_over_the_time_kept() {
        // 6 rounds of 41 cards in 7 min 5 s: 6 x 3600 / 425 = 50.8 rounds an hour, 0.096 cards a second.
        let t = Tempo::of(Duration::from_secs(425), 6, 41).unwrap();
        assert_eq!((t.rounds_an_hour, t.cards_a_second), (51.0, 0.1));
        assert_eq!(
            t.words(),
            "Tempo: 51 rounds an hour, 0.1 cards a second (6 rounds, 41 cards in 7 min 5 s, from the first \
             deal to the last settlement)"
        );
        assert_eq!(Tempo::of(Duration::ZERO, 3, 10), None, "no time, no tempo");
        assert_eq!(Tempo::of(Duration::from_secs(9), 0, 0), None, "no round, no tempo");
    }

    #[test]
    fn the_watch_measures_from_the_first_deal_to_the_last_settlement() {
        let mut w = TempoWatch::default();
        w.settled(Duration::from_secs(1), 5);
        assert_eq!(w.tempo(), None, "a settlement before any deal is not timed");
        w.dealt(Duration::from_secs(10));
        w.settled(Duration::from_secs(40), 8);
        w.dealt(Duration::from_secs(45));
        w.settled(Duration::from_secs(70), 12);
        let t = w.tempo().unwrap();
        assert_eq!((t.seconds, t.rounds, t.cards), (60.0, 2, 20));
        assert_eq!((t.rounds_an_hour, t.cards_a_second), (120.0, 0.3));
        assert_eq!(duration_words(3725.0), "1 h 2 min");
    }
}
