//! The shoe: N decks shuffled by a seeded RNG, the table's reshuffle rule, and the cards of a round
//! kept apart from the discards so a shuffle never takes back a card still in play.
//!
//! Seeds replay across releases: the shuffle is our own Fisher–Yates over `next_u32`, so it depends
//! only on the RNG's stream (`rand_chacha::ChaCha8Rng` promises a stable one), not on how a given
//! version of `rand` samples ranges or shuffles slices.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use thiserror::Error;

use crate::game::card::{Card, Rank, Suit};
use crate::game::rules::{EmptyStock, Reshuffle, TableRules};

/// One 52-card deck in a fixed order: spades, hearts, diamonds, clubs, each Ace to King.
pub fn fresh_deck() -> Vec<Card> {
    Suit::ALL.iter().flat_map(|&suit| Rank::ALL.iter().map(move |&rank| Card::new(rank, suit))).collect()
}

/// A number in `0..n`, every value equally likely (Lemire's multiply-and-reject on 32-bit draws).
///
/// `n` must be at least 1; 0 is treated as 1.
pub fn uniform_below<R: Rng + ?Sized>(rng: &mut R, n: u32) -> u32 {
    let n = n.max(1);
    // Reject the low products that would make some results one draw more likely than others.
    let threshold = n.wrapping_neg() % n;
    loop {
        let product = u64::from(rng.next_u32()) * u64::from(n);
        if (product as u32) >= threshold {
            return (product >> 32) as u32;
        }
    }
}

/// Shuffles cards in place, every order equally likely (Fisher–Yates).
pub fn shuffle<R: Rng + ?Sized>(cards: &mut [Card], rng: &mut R) {
    for i in (1..cards.len()).rev() {
        let bound = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let j = uniform_below(rng, bound) as usize;
        cards.swap(i, j);
    }
}

/// Something the shoe did that a table announces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShoeEvent {
    /// Every card was gathered and the shoe shuffled between rounds.
    Shuffled,
    /// The stock ran out during a round and a backup deck was opened.
    BackupDeckOpened,
    /// The stock ran out during a round and the discards of earlier rounds were shuffled into a
    /// new stock (cards of the current round stay in play).
    DiscardsShuffled,
}

/// Why cards could not be taken out of the shoe.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ShoeError {
    /// No card of that rank is left in the stock.
    #[error("no {rank} is left in the shoe")]
    RankGone {
        /// The rank asked for.
        rank: Rank,
    },
    /// That exact card is not in the stock.
    #[error("the {card} is not in the shoe")]
    CardGone {
        /// The card asked for.
        card: Card,
    },
}

/// The cards of a table: the stock to deal from, the cards of the round in play, and the discards.
///
/// ```
/// use bjcoach::game::shoe::Shoe;
/// let book = bjcoach::game::rules::preset("book").unwrap();
/// let mut shoe = Shoe::from_seed(&book, 7);
/// let first = shoe.draw();
/// assert_eq!(Shoe::from_seed(&book, 7).draw(), first, "a seed replays the deal");
/// assert_eq!(shoe.remaining(), 51);
/// ```
#[derive(Debug, Clone)]
pub struct Shoe<R = ChaCha8Rng> {
    rng: R,
    decks: u8,
    empty_stock: EmptyStock,
    /// Cards dealt since the last full shuffle before it is due; `None` when it is every round.
    cut_after: Option<usize>,
    /// Undealt cards; the next card is the last one.
    stock: Vec<Card>,
    in_play: Vec<Card>,
    discards: Vec<Card>,
    dealt_since_shuffle: usize,
    backup_decks: u32,
    /// A mid-round refill happened; the next round starts from a full shuffle.
    refilled: bool,
    events: Vec<ShoeEvent>,
}

impl Shoe<ChaCha8Rng> {
    /// A shuffled shoe for this table whose every deal is fixed by the seed.
    pub fn from_seed(rules: &TableRules, seed: u64) -> Shoe<ChaCha8Rng> {
        Shoe::new(rules, ChaCha8Rng::seed_from_u64(seed))
    }
}

impl<R: Rng> Shoe<R> {
    /// A shuffled shoe for this table, drawing its randomness from `rng`.
    pub fn new(rules: &TableRules, rng: R) -> Shoe<R> {
        let decks = rules.decks.max(1);
        let total = usize::from(decks) * 52;
        let cut_after = match (rules.reshuffle, rules.penetration_percent) {
            (Reshuffle::CutCard, Some(pen)) => Some((total * usize::from(pen)).div_ceil(100)),
            (Reshuffle::CutCard, None) => Some(total * 3 / 4),
            (Reshuffle::EveryRound, _) => None,
        };
        let mut shoe = Shoe {
            rng,
            decks,
            empty_stock: rules.empty_stock,
            cut_after,
            stock: Vec::new(),
            in_play: Vec::new(),
            discards: Vec::new(),
            dealt_since_shuffle: 0,
            backup_decks: 0,
            refilled: false,
            events: Vec::new(),
        };
        shoe.gather_and_shuffle();
        shoe.events.clear();
        shoe
    }

    /// The number of decks the table uses (backup decks not counted).
    pub fn decks(&self) -> u8 {
        self.decks
    }

    /// Deals the next card; it stays in play until [`Shoe::finish_round`].
    ///
    /// An empty stock is refilled by the table's rule: a backup deck at the book's table, the
    /// discards of earlier rounds elsewhere (a backup deck too when there are none), never the
    /// cards in play.
    pub fn draw(&mut self) -> Card {
        loop {
            if let Some(card) = self.stock.pop() {
                self.in_play.push(card);
                self.dealt_since_shuffle += 1;
                return card;
            }
            // Always leaves cards in the stock: the discards if any, else a full backup deck.
            self.refill();
        }
    }

    fn refill(&mut self) {
        if self.empty_stock == EmptyStock::ShuffleDiscards && !self.discards.is_empty() {
            self.stock.append(&mut self.discards);
            self.events.push(ShoeEvent::DiscardsShuffled);
        } else {
            self.stock = fresh_deck();
            self.backup_decks += 1;
            self.events.push(ShoeEvent::BackupDeckOpened);
        }
        shuffle(&mut self.stock, &mut self.rng);
        self.refilled = true;
    }

    /// Ends a round: its cards go to the discards, and the shoe is gathered and shuffled if the
    /// table's rule says so (every round, or once the cut card has come out).
    pub fn finish_round(&mut self) {
        self.discards.append(&mut self.in_play);
        if self.shuffle_due() {
            self.gather_and_shuffle();
        }
    }

    /// Will the shoe be shuffled when the current round finishes?
    pub fn shuffle_due(&self) -> bool {
        self.refilled
            || match self.cut_after {
                None => true,
                Some(cut) => self.dealt_since_shuffle >= cut,
            }
    }

    /// Has the cut card come out since the last shuffle? (Always false at an every-round table.)
    pub fn cut_card_out(&self) -> bool {
        self.cut_after.is_some_and(|cut| self.dealt_since_shuffle >= cut)
    }

    fn gather_and_shuffle(&mut self) {
        // Backup decks are put away: the shoe goes back to the table's own decks.
        self.stock = (0..self.decks).flat_map(|_| fresh_deck()).collect();
        self.discards.clear();
        self.in_play.clear();
        shuffle(&mut self.stock, &mut self.rng);
        self.dealt_since_shuffle = 0;
        self.backup_decks = 0;
        self.refilled = false;
        self.events.push(ShoeEvent::Shuffled);
    }

    /// Gathers every card and shuffles them now, between rounds: a player who leaves the shoe
    /// starts a new one. No event is left to report: the one who asked for it knows.
    pub fn shuffle_now(&mut self) {
        self.gather_and_shuffle();
        self.events.retain(|e| *e != ShoeEvent::Shuffled);
    }

    /// Cards left in the stock.
    pub fn remaining(&self) -> usize {
        self.stock.len()
    }

    /// The undealt cards of the stock, the next one to be dealt last. What a player could know
    /// of them is their count by value (the insurance decision uses it); their order is hidden.
    pub fn stock(&self) -> &[Card] {
        &self.stock
    }

    /// The cards dealt in the current round, in order.
    pub fn in_play(&self) -> &[Card] {
        &self.in_play
    }

    /// Cards of earlier rounds waiting for the next shuffle.
    pub fn discards(&self) -> usize {
        self.discards.len()
    }

    /// Backup decks opened since the last shuffle.
    pub fn backup_decks(&self) -> u32 {
        self.backup_decks
    }

    /// What happened since the last call (shuffles, backup decks), oldest first.
    pub fn take_events(&mut self) -> Vec<ShoeEvent> {
        std::mem::take(&mut self.events)
    }

    /// Puts these ranks on top of the stock so they are dealt next, in this order. Each is taken
    /// from the stock (any suit), so the shoe keeps its composition.
    ///
    /// ```
    /// use bjcoach::game::card::Rank;
    /// use bjcoach::game::shoe::Shoe;
    /// let book = bjcoach::game::rules::preset("book").unwrap();
    /// let mut shoe = Shoe::from_seed(&book, 1);
    /// shoe.stack_ranks(&[Rank::Ace, Rank::King]).unwrap();
    /// assert_eq!(shoe.draw().rank, Rank::Ace);
    /// assert_eq!(shoe.draw().rank, Rank::King);
    /// ```
    pub fn stack_ranks(&mut self, ranks: &[Rank]) -> Result<(), ShoeError> {
        let mut picked = Vec::with_capacity(ranks.len());
        for &rank in ranks {
            match self.stock.iter().rposition(|c| c.rank == rank) {
                Some(i) => picked.push(self.stock.remove(i)),
                None => {
                    self.stock.extend(picked.into_iter().rev());
                    return Err(ShoeError::RankGone { rank });
                }
            }
        }
        self.stock.extend(picked.into_iter().rev());
        Ok(())
    }

    /// Puts these exact cards on top of the stock so they are dealt next, in this order.
    pub fn stack(&mut self, cards: &[Card]) -> Result<(), ShoeError> {
        let mut picked = Vec::with_capacity(cards.len());
        for &card in cards {
            match self.stock.iter().rposition(|&c| c == card) {
                Some(i) => picked.push(self.stock.remove(i)),
                None => {
                    self.stock.extend(picked.into_iter().rev());
                    return Err(ShoeError::CardGone { card });
                }
            }
        }
        self.stock.extend(picked.into_iter().rev());
        Ok(())
    }

    /// Takes the next card of this rank out of the stock and puts it in play, as a drill does to
    /// build a situation from the real shoe.
    pub fn take_rank(&mut self, rank: Rank) -> Result<Card, ShoeError> {
        let i = self.stock.iter().rposition(|c| c.rank == rank).ok_or(ShoeError::RankGone { rank })?;
        let card = self.stock.remove(i);
        self.in_play.push(card);
        self.dealt_since_shuffle += 1;
        Ok(card)
    }

    /// A shoe that deals these ranks first, in order, then the rest of its shuffled decks.
    pub fn stacked(rules: &TableRules, rng: R, ranks: &[Rank]) -> Result<Shoe<R>, ShoeError> {
        let mut shoe = Shoe::new(rules, rng);
        shoe.stack_ranks(ranks)?;
        Ok(shoe)
    }
}

impl Shoe<ChaCha8Rng> {
    /// A seeded shoe that deals these ranks first (see [`Shoe::stack_ranks`]), for tests and drills.
    pub fn stacked_from_seed(rules: &TableRules, seed: u64, ranks: &[Rank]) -> Result<Shoe, ShoeError> {
        Shoe::stacked(rules, ChaCha8Rng::seed_from_u64(seed), ranks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::card::parse_ranks;
    use crate::game::rules::preset;

    fn index_of(card: Card) -> usize {
        let suit = Suit::ALL.iter().position(|&s| s == card.suit).unwrap();
        let rank = Rank::ALL.iter().position(|&r| r == card.rank).unwrap();
        suit * 13 + rank
    }

    /// Counts where each of the 52 cards lands over `shuffles` shuffles: `counts[card][position]`.
    fn position_counts(shuffles: usize, mut shuffle_once: impl FnMut(&mut Vec<Card>)) -> Vec<Vec<u64>> {
        let mut counts = vec![vec![0u64; 52]; 52];
        for _ in 0..shuffles {
            let mut deck = fresh_deck();
            shuffle_once(&mut deck);
            for (pos, &card) in deck.iter().enumerate() {
                counts[index_of(card)][pos] += 1;
            }
        }
        counts
    }

    fn chi_square(counts: &[Vec<u64>], shuffles: usize) -> f64 {
        let expected = shuffles as f64 / 52.0;
        counts.iter().flatten().map(|&o| (o as f64 - expected).powi(2) / expected).sum()
    }

    // Each card's position over N shuffles is one row of a 52 x 52 table of counts whose cells all
    // expect N/52. For a fair shuffle Pearson's statistic over the table follows a chi-square law
    // with (52-1)^2 = 2601 degrees of freedom: mean 2601, standard deviation sqrt(2 * 2601) = 72.1.
    // The bound 3050 is 6.2 standard deviations above the mean; the Wilson–Hilferty approximation
    // puts the chance of a fair shuffle exceeding it near 1e-9, so it does not flake, and the seeds
    // are fixed so the test is deterministic anyway. A slightly biased shuffle cannot slip under it
    // by luck: the classic mistake of swapping each card with any position (not only those not yet
    // placed) scores far above it with the same number of shuffles, as the second test checks.
    const SHUFFLES: usize = 20_800;
    const BOUND: f64 = 3050.0;

    #[test]
    fn every_card_is_equally_likely_in_every_position() {
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        let counts = position_counts(SHUFFLES, |deck| shuffle(deck, &mut rng));
        let stat = chi_square(&counts, SHUFFLES);
        assert!(stat < BOUND, "chi-square {stat:.1} over the bound {BOUND}");
        // The lower tail too: a table this close to its expectation would mean the shuffle is not
        // random at all (e.g. a rotation); 2601 - 6.2 sd is about 2150.
        assert!(stat > 2150.0, "chi-square {stat:.1} is suspiciously small");
    }

    #[test]
    fn the_fairness_bound_catches_a_biased_shuffle() {
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        let counts = position_counts(SHUFFLES, |deck| {
            for i in 0..deck.len() {
                let j = uniform_below(&mut rng, 52) as usize;
                deck.swap(i, j);
            }
        });
        let stat = chi_square(&counts, SHUFFLES);
        assert!(stat > BOUND, "the naive shuffle scored only {stat:.1}");
    }

    #[test]
    fn a_multi_deck_shoe_deals_every_rank_fairly_at_the_start() {
        // Six decks: each of the first 20 cards dealt is a given rank with probability 1/13
        // (4/13 for the ten-values taken together). 20 positions x 10 value classes gives a table
        // with 20 * 9 = 180 degrees of freedom (sd 19); 290 is 5.8 sd above the mean.
        let fr = preset("casino-fr").unwrap();
        let rounds = 6_000;
        let mut counts = vec![[0u64; 10]; 20];
        for seed in 0..rounds {
            let mut shoe = Shoe::from_seed(&fr, seed);
            for row in counts.iter_mut() {
                row[shoe.draw().rank.value_index()] += 1;
            }
        }
        let mut stat = 0.0;
        for row in &counts {
            for (class, &o) in row.iter().enumerate() {
                let p = if class == 9 { 4.0 / 13.0 } else { 1.0 / 13.0 };
                let e = rounds as f64 * p;
                stat += (o as f64 - e).powi(2) / e;
            }
        }
        assert!(stat < 290.0, "chi-square {stat:.1}");
    }

    #[test]
    fn uniform_below_stays_in_range() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        for n in [1, 2, 3, 7, 52, 312, u32::MAX] {
            for _ in 0..100 {
                assert!(uniform_below(&mut rng, n) < n);
            }
        }
        assert_eq!(uniform_below(&mut rng, 0), 0);
    }

    #[test]
    fn a_seed_replays_the_same_cards() {
        let feral = preset("feral").unwrap();
        let a: Vec<Card> = {
            let mut s = Shoe::from_seed(&feral, 42);
            (0..30).map(|_| s.draw()).collect()
        };
        let b: Vec<Card> = {
            let mut s = Shoe::from_seed(&feral, 42);
            (0..30).map(|_| s.draw()).collect()
        };
        let c: Vec<Card> = {
            let mut s = Shoe::from_seed(&feral, 43);
            (0..30).map(|_| s.draw()).collect()
        };
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn the_seeded_order_is_pinned() {
        // Pins the stream: a change here would break every recorded `--seed` transcript.
        let book = preset("book").unwrap();
        let mut shoe = Shoe::from_seed(&book, 1);
        let first: Vec<String> = (0..8).map(|_| shoe.draw().to_string()).collect();
        insta::assert_snapshot!(first.join(" "), @"3♦ 8♥ J♣ 4♠ J♠ K♣ 5♥ T♠");
    }

    #[test]
    fn the_book_shuffles_after_every_round() {
        let book = preset("book").unwrap();
        let mut shoe = Shoe::from_seed(&book, 3);
        for _ in 0..10 {
            shoe.draw();
        }
        assert!(shoe.shuffle_due());
        shoe.finish_round();
        assert_eq!(shoe.remaining(), 52);
        assert_eq!(shoe.discards(), 0);
        assert_eq!(shoe.take_events(), vec![ShoeEvent::Shuffled]);
    }

    #[test]
    fn a_cut_card_table_shuffles_between_rounds_once_the_cut_card_is_out() {
        let feral = preset("feral").unwrap(); // 4 decks, cut at 75 %: 156 cards.
        let mut shoe = Shoe::from_seed(&feral, 3);
        for _ in 0..155 {
            shoe.draw();
        }
        assert!(!shoe.cut_card_out());
        shoe.finish_round();
        assert_eq!(shoe.remaining(), 208 - 155, "no shuffle before the cut card");
        assert_eq!(shoe.discards(), 155);
        shoe.draw();
        assert!(shoe.cut_card_out());
        // The round goes on after the cut card; the shuffle waits for its end.
        for _ in 0..10 {
            shoe.draw();
        }
        assert_eq!(shoe.remaining(), 208 - 166);
        shoe.finish_round();
        assert_eq!(shoe.remaining(), 208);
        assert_eq!(shoe.take_events(), vec![ShoeEvent::Shuffled]);
    }

    #[test]
    fn the_book_opens_a_backup_deck_when_a_round_empties_the_stock() {
        let book = preset("book").unwrap();
        let mut shoe = Shoe::from_seed(&book, 5);
        let first: Vec<Card> = (0..52).map(|_| shoe.draw()).collect();
        let extra = shoe.draw();
        assert_eq!(shoe.take_events(), vec![ShoeEvent::BackupDeckOpened]);
        assert_eq!(shoe.backup_decks(), 1);
        assert_eq!(shoe.in_play().len(), 53);
        assert!(first.contains(&extra), "the backup deck is a full deck of its own");
        assert_eq!(shoe.remaining(), 51);
        shoe.finish_round();
        assert_eq!(shoe.remaining(), 52, "the backup deck is put away after the round");
        assert_eq!(shoe.backup_decks(), 0);
    }

    #[test]
    fn other_tables_reshuffle_only_the_discards_of_earlier_rounds() {
        let mut tiny = preset("feral").unwrap();
        tiny.decks = 1;
        tiny.penetration_percent = Some(95);
        let mut shoe = Shoe::from_seed(&tiny, 9);
        let earlier: Vec<Card> = (0..30).map(|_| shoe.draw()).collect();
        shoe.finish_round();
        assert_eq!(shoe.discards(), 30);
        let current: Vec<Card> = (0..22).map(|_| shoe.draw()).collect();
        assert_eq!(shoe.remaining(), 0);
        let refilled: Vec<Card> = (0..30).map(|_| shoe.draw()).collect();
        assert_eq!(shoe.take_events(), vec![ShoeEvent::DiscardsShuffled]);
        for card in &refilled {
            assert!(earlier.contains(card));
            assert!(!current.contains(card), "a card in play was shuffled back");
        }
        // With the discards used up too, a backup deck is the last resort.
        shoe.draw();
        assert_eq!(shoe.take_events(), vec![ShoeEvent::BackupDeckOpened]);
        shoe.finish_round();
        assert_eq!(shoe.remaining(), 52, "a refilled shoe is fully shuffled after the round");
    }

    #[test]
    fn stacked_cards_come_first_and_the_shoe_keeps_its_composition() {
        let book = preset("book").unwrap();
        let ranks = parse_ranks("A K 9 7 A").unwrap();
        let mut shoe = Shoe::stacked_from_seed(&book, 11, &ranks).unwrap();
        assert_eq!(shoe.remaining(), 52);
        let dealt: Vec<Rank> = (0..5).map(|_| shoe.draw().rank).collect();
        assert_eq!(dealt, ranks);
        let mut rest: Vec<Card> = (0..47).map(|_| shoe.draw()).collect();
        rest.extend(shoe.in_play()[..5].iter().copied());
        rest.sort();
        let mut all = fresh_deck();
        all.sort();
        assert_eq!(rest, all);
        let five_aces = parse_ranks("A A A A A").unwrap();
        assert_eq!(
            Shoe::stacked_from_seed(&book, 11, &five_aces).unwrap_err(),
            ShoeError::RankGone { rank: Rank::Ace }
        );
    }

    #[test]
    fn exact_cards_and_taken_ranks() {
        let book = preset("book").unwrap();
        let mut shoe = Shoe::from_seed(&book, 12);
        let ks = Card::new(Rank::King, Suit::Spades);
        shoe.stack(&[ks]).unwrap();
        assert_eq!(shoe.draw(), ks);
        assert_eq!(shoe.stack(&[ks]).unwrap_err().to_string(), "the K♠ is not in the shoe");
        let six = shoe.take_rank(Rank::Six).unwrap();
        assert_eq!(six.rank, Rank::Six);
        assert_eq!(shoe.in_play(), &[ks, six]);
        assert_eq!(shoe.remaining(), 50);
        for _ in 0..3 {
            shoe.take_rank(Rank::Six).unwrap();
        }
        assert_eq!(shoe.take_rank(Rank::Six).unwrap_err().to_string(), "no 6 is left in the shoe");
    }
}
