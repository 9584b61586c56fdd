//! The simulator's shoe: cards as bytes (rank index and colour), dealt by lazy shuffle, with the
//! running count of the cards dealt since the shuffle.

use rand::Rng;

use crate::strategy::counting::Tag;
use crate::strategy::solver::RANKS;

/// The colour bit of a card in [`FastShoe`]: set for a red card. The low bits are the rank.
pub const RED: u8 = 16;
/// The rank bits of a card in [`FastShoe`].
const RANK_BITS: u8 = RED - 1;
/// The room for cards: eight decks fit, and an index masked by `ROOM - 1` is always inside, so
/// the draw needs no bounds check.
const ROOM: usize = 512;
/// A shoe of cards (rank index 0 = Ace, 1..=8 = 2..9, 9..=12 = T, J, Q, K; [`RED`] set for the
/// two red suits), dealt by lazy shuffle, with the running count of the cards dealt since the
/// shuffle (every tag 0 for a seat that does not count).
#[derive(Clone)]
pub(super) struct FastShoe {
    pub(super) cards: [u8; ROOM],
    pub(super) len: usize,
    pub(super) dealt: usize,
    /// Each card's tag, by its byte (rank and colour).
    pub(super) tags: [i8; 32],
    /// The running count of a fresh shoe.
    pub(super) initial: i32,
    pub(super) running: i32,
}

impl FastShoe {
    pub(super) fn new(decks: usize, tags: [i8; 32], initial: i32) -> FastShoe {
        let mut cards = [0u8; ROOM];
        let len = decks.min(8) * 52;
        for (i, c) in cards.iter_mut().take(len).enumerate() {
            // Thirteen cards of a suit, then the next suit: every other suit red.
            let red = if (i / 13) % 2 == 1 { RED } else { 0 };
            *c = (i % 13) as u8 | red;
        }
        FastShoe { cards, len, dealt: 0, tags, initial, running: initial }
    }

    /// Gathers every card: the next deal is from a full, shuffled shoe.
    #[inline]
    pub(super) fn shuffle(&mut self) {
        self.dealt = 0;
        self.running = self.initial;
    }

    /// Deals a card, counts it when `COUNT` (a seat that does not count skips the tag), and
    /// returns its rank index.
    // A swap written out: `slice::swap` followed by a read of the front makes the processor wait
    // on the store it has just made (measured 5 to 9 % slower); here the card is read once.
    #[allow(clippy::manual_swap)]
    #[inline]
    pub(super) fn draw<const COUNT: bool, R: Rng>(&mut self, rng: &mut R) -> u8 {
        if self.dealt == self.len {
            // The stock ran out in the middle of a round: deal on from a new pack (a backup deck
            // at the book's table; elsewhere this stands for the shuffled discards, and can only
            // happen with far more seats than the simulator plays).
            self.shuffle();
        }
        let d = self.dealt;
        let left = (self.len - d) as u64;
        let j = (d + ((u64::from(rng.next_u32()) * left) >> 32) as usize) % ROOM;
        // The card at `j` is dealt and swapped to the front.
        let c = self.cards[j];
        self.cards[j] = self.cards[d % ROOM];
        self.cards[d % ROOM] = c;
        self.dealt = d + 1;
        if COUNT {
            self.running += i32::from(self.tags[usize::from(c & 31)]);
        }
        c & RANK_BITS
    }
}

/// The points of each rank index (and of the indexes past the King, which no card has).
const POINTS: [u8; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10, 10, 10, 10];

/// A rank's points: one read, where a comparison chose between two sums (counted by callgrind,
/// a few instructions a card).
#[inline]
pub(super) fn points(rank: u8) -> u8 {
    POINTS[usize::from(rank & 15)]
}

/// Each card byte's tag (rank index and [`RED`]) from a counting system's tags by card value,
/// for [`FastShoe::new`].
pub(super) fn tags_by_byte(tags: &[Tag; RANKS]) -> [i8; 32] {
    let mut by_byte = [0i8; 32];
    for (byte, tag) in by_byte.iter_mut().enumerate() {
        let rank = byte & usize::from(RANK_BITS);
        if rank < 13 {
            let t = tags[rank.min(9)];
            *tag = if byte & usize::from(RED) != 0 { t.red } else { t.black };
        }
    }
    by_byte
}

#[cfg(test)]
mod tests {
    use super::super::{Seat, Simulator, Tally};
    use crate::game::rules::{TableRules, preset};
    use crate::strategy::count_sim::{CountSeatError, CountingSeat};
    use crate::strategy::counting::shipped;

    /// A balanced count over a whole shoe sums to zero: dealt to the last card, the running
    /// count is back where it started, and along the way it is the sum of the tags dealt.
    #[test]
    fn a_balanced_running_count_returns_to_zero_at_the_end_of_the_shoe() {
        let rules = preset("quebec-s17").unwrap();
        for system in ["hi-lo", "zen", "omega-ii", "hi-opt-i"] {
            let chart = crate::strategy::chart::shipped("quebec-s17").unwrap().unwrap();
            let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
            let seat =
                CountingSeat::new(&rules, &chart, &shipped(system).unwrap(), &ramp, 1.0, None).unwrap();
            let mut sim = Simulator::for_seat(&rules, Seat::Counting(&seat), 7, false);
            let mut tally = Tally::default();
            let mut seen_nonzero = false;
            // Play until the shoe is nearly out; the last round may need the cards of a new one.
            while sim.cards_left() > 40 {
                sim.play_round(&mut tally);
                seen_nonzero |= sim.running_count() != 0;
            }
            assert!(seen_nonzero, "{system}: the count moved");
            let left = sim.cards_left();
            assert_eq!(sim.deal_rest(), left);
            assert_eq!(sim.running_count(), 0, "{system}: after every card of the shoe");
        }
    }

    /// An unbalanced count starts at the system's initial running count and ends a shoe at the
    /// start plus a whole shoe's tags (KO: +4 per deck, so -20 + 24 = +4 for six decks).
    #[test]
    fn an_unbalanced_count_starts_at_its_initial_running_count() {
        let rules = preset("quebec-s17").unwrap();
        let chart = crate::strategy::chart::shipped("quebec-s17").unwrap().unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        let ko = shipped("ko").unwrap();
        let seat = CountingSeat::new(&rules, &chart, &ko, &ramp, 1.0, None).unwrap();
        assert_eq!(seat.initial(), -20);
        let mut sim = Simulator::for_seat(&rules, Seat::Counting(&seat), 3, false);
        assert_eq!(sim.running_count(), -20);
        sim.deal_rest();
        assert_eq!(sim.running_count(), -20 + 6 * ko.deck_sum());
        // Its count is played as it runs: the bet at a running count of +2 is the ramp's at 2.
        assert_eq!(seat.count_at(2, 100), 2);
        assert_eq!(seat.plan(2, 100).units, 2.0);
        // A shoe the file gives no start for is refused, by name.
        let yaml = crate::game::rules::PRESET_SOURCES.iter().find(|p| p.id == "quebec-s17").unwrap().yaml;
        let three = TableRules::from_yaml("three-decks", &yaml.replace("decks: 6", "decks: 3")).unwrap();
        assert_eq!(
            CountingSeat::new(&three, &chart, &ko, &ramp, 0.75, None).unwrap_err(),
            CountSeatError::NoInitialCount { system: ko.name.clone(), decks: 3 }
        );
        assert!(matches!(
            CountingSeat::new(&rules, &chart, &ko, &ramp, 0.0, None),
            Err(CountSeatError::Penetration(_))
        ));
    }

    /// Red Seven tags a red 7 +1 and a black 7 0: a shoe's tags sum to +2 a deck.
    #[test]
    fn red_seven_counts_sevens_by_colour() {
        let rules = preset("quebec-s17").unwrap();
        let chart = crate::strategy::chart::shipped("quebec-s17").unwrap().unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        let red7 = shipped("red-7").unwrap();
        let seat = CountingSeat::new(&rules, &chart, &red7, &ramp, 1.0, None).unwrap();
        let mut sim = Simulator::for_seat(&rules, Seat::Counting(&seat), 5, false);
        let start = sim.running_count();
        sim.deal_rest();
        assert_eq!(sim.running_count() - start, 6 * red7.deck_sum());
        assert_eq!(red7.deck_sum(), 2);
    }
}
