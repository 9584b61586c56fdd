//! A fast simulator: plays millions of rounds of one seat at a table with a fixed way of playing,
//! for what a way of playing returns, and as an independent check on the solver's house edge.
//!
//! It follows the same table rules as the round engine (the legal moves come from [`TableRules`])
//! but keeps its state in fixed arrays so the hot loop never allocates. Cards are dealt from a
//! lazily shuffled shoe: each draw picks a random card among those not yet dealt, so a reshuffle
//! costs nothing and every deal is a uniform shuffle's. The cards dealt since the shuffle are the
//! front of the shoe, so the shoe keeps a running count of them as it deals.
//!
//! A [`Seat`] is either a flat bettor with one way of playing, who never insures, or a counting
//! seat ([`crate::strategy::count_sim::CountingSeat`]) whose bet, play and insurance follow the
//! count at the start of each round.
//!
//! Randomness comes from xoshiro256++, a fixed algorithm (so a seed replays across releases) that
//! costs far less per draw than the ChaCha generator the rest of bjcoach deals with; the
//! simulator draws several numbers a round, millions of times a second.
//!
//! The way a seat plays is a [`PlayTable`] (`strategy::play_table`, re-exported here); the shoe
//! is `simulate/shoe.rs`, runs over threads `simulate/parallel.rs`, and ways of playing dealt
//! the same cards `simulate/paired.rs`; the actions of a way of playing, resolved once per run for
//! every hand the round can meet, are `simulate/decide.rs`. This file is the table's flattened
//! rules and the round.

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::game::action::{Action, ActionSet};
use crate::game::card::Rank;
use crate::game::hand::HandValue;
use crate::game::legal::{self, PlayMoment};
use crate::game::round::dealer_draws_to;
use crate::game::rules::{HoleCard, PairRule, TableRules};
use crate::strategy::count_sim::CountingSeat;

mod decide;
mod paired;
mod parallel;
mod shoe;

pub use crate::strategy::play_table::{HandFacts, PlayTable, Row, row_of};
use decide::Decisions;
pub use paired::{Paired, simulate_paired};
pub use parallel::{CHUNK_ROUNDS, simulate_parallel};
pub use shoe::RED;
use shoe::{FastShoe, points, tags_by_byte};

/// What a simulation counts.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Tally {
    /// Rounds played.
    pub rounds: u64,
    /// Sum of the round results, in betting units (a flat bettor bets one unit a round).
    pub sum: f64,
    /// Sum of the squared round results, for the standard deviation.
    pub sum_squares: f64,
    /// Sum of the initial bets, in units.
    pub staked: f64,
    /// Sum of the squared initial bets.
    pub staked_squares: f64,
    /// Sum of each round's result times its initial bet, for the advantage's interval.
    pub result_times_stake: f64,
    /// Player naturals.
    pub naturals: u64,
    /// Dealer naturals.
    pub dealer_naturals: u64,
    /// Player hands busted.
    pub player_busts: u64,
    /// Dealer busts.
    pub dealer_busts: u64,
    /// Doubles.
    pub doubles: u64,
    /// Splits.
    pub splits: u64,
    /// Surrenders.
    pub surrenders: u64,
    /// Insurance bets taken (a flat seat never insures; a counting seat by its index).
    pub insurance: u64,
    /// Rounds won, pushed and lost (by the round's net result).
    pub wins: u64,
    /// Rounds whose net result was 0.
    pub pushes: u64,
    /// Rounds lost.
    pub losses: u64,
    /// A counting seat's rounds by the count they started at (see [`CountTally`]).
    pub by_count: [CountTally; COUNT_BUCKETS],
}

pub use crate::strategy::count_sim::COUNT_SPAN;
/// The buckets of [`Tally::by_count`]: one a count from `-COUNT_SPAN` to `COUNT_SPAN`.
pub const COUNT_BUCKETS: usize = (2 * COUNT_SPAN + 1) as usize;

/// The rounds a counting seat started at one count (the true count, or the running count of an
/// unbalanced system), each by its result in initial bets (as a flat bet of one unit would
/// have it, insurance included): the advantage at that count.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct CountTally {
    /// Rounds started at this count.
    pub rounds: u64,
    /// Sum of their results, in initial bets.
    pub sum: f64,
    /// Sum of their squared results.
    pub sum_squares: f64,
}

impl CountTally {
    /// The mean result a round, in initial bets: the advantage at this count.
    pub fn advantage(&self) -> f64 {
        if self.rounds == 0 { 0.0 } else { self.sum / self.rounds as f64 }
    }

    /// The half width of the advantage's 95 % confidence interval, as [`Tally::ci95`] works it
    /// out.
    pub fn advantage_ci95(&self) -> f64 {
        ci95_of(self.rounds, self.sum, self.sum_squares)
    }
}

/// The standard deviation of `rounds` results from their sum and the sum of their squares.
fn std_dev_of(rounds: u64, sum: f64, sum_squares: f64) -> f64 {
    if rounds < 2 {
        return 0.0;
    }
    let n = rounds as f64;
    let var = (sum_squares - sum * sum / n) / (n - 1.0);
    var.max(0.0).sqrt()
}

/// The half-width of the 95 % confidence interval of the mean of `rounds` results.
fn ci95_of(rounds: u64, sum: f64, sum_squares: f64) -> f64 {
    if rounds == 0 { 0.0 } else { 1.959964 * std_dev_of(rounds, sum, sum_squares) / (rounds as f64).sqrt() }
}

/// The bucket of [`Tally::by_count`] a count is kept in.
#[inline]
pub fn count_bucket(count: i32) -> usize {
    (count.clamp(-COUNT_SPAN, COUNT_SPAN) + COUNT_SPAN) as usize
}

impl Tally {
    /// Counts a round's result as a win, a loss or a push.
    #[inline]
    // Added up rather than branched on: which way a round went is a guess the processor gets
    // wrong about every other round, each wrong guess costing it a dozen cycles or more.
    fn count_outcome(&mut self, result: f64) {
        let (won, lost) = (result > 0.0, result < 0.0);
        self.wins += u64::from(won);
        self.losses += u64::from(lost);
        self.pushes += u64::from(!won && !lost);
    }

    /// Adds another tally (from another thread).
    pub fn merge(&mut self, o: &Tally) {
        self.rounds += o.rounds;
        self.sum += o.sum;
        self.sum_squares += o.sum_squares;
        self.staked += o.staked;
        self.staked_squares += o.staked_squares;
        self.result_times_stake += o.result_times_stake;
        self.naturals += o.naturals;
        self.dealer_naturals += o.dealer_naturals;
        self.player_busts += o.player_busts;
        self.dealer_busts += o.dealer_busts;
        self.doubles += o.doubles;
        self.splits += o.splits;
        self.surrenders += o.surrenders;
        self.insurance += o.insurance;
        self.wins += o.wins;
        self.pushes += o.pushes;
        self.losses += o.losses;
        for (mine, theirs) in self.by_count.iter_mut().zip(&o.by_count) {
            mine.rounds += theirs.rounds;
            mine.sum += theirs.sum;
            mine.sum_squares += theirs.sum_squares;
        }
    }

    /// The mean result per round, in units (initial bets, at a flat bet).
    pub fn mean(&self) -> f64 {
        if self.rounds == 0 { 0.0 } else { self.sum / self.rounds as f64 }
    }

    /// The standard deviation of a round's result, in units.
    pub fn std_dev(&self) -> f64 {
        std_dev_of(self.rounds, self.sum, self.sum_squares)
    }

    /// The half-width of the 95 % confidence interval of the mean.
    pub fn ci95(&self) -> f64 {
        ci95_of(self.rounds, self.sum, self.sum_squares)
    }

    /// The mean initial bet, in units.
    pub fn mean_stake(&self) -> f64 {
        if self.rounds == 0 { 0.0 } else { self.staked / self.rounds as f64 }
    }

    /// The player's advantage: the result per unit initially bet (the sum of the results over the
    /// sum of the initial bets); the mean result at a flat bet.
    pub fn advantage(&self) -> f64 {
        if self.staked <= 0.0 { 0.0 } else { self.sum / self.staked }
    }

    /// The half-width of the 95 % confidence interval of [`Tally::advantage`], a ratio of two
    /// means: by the delta method, the spread of `result − advantage × bet` over the mean bet.
    /// Rounds are taken as independent (within a shoe they are only weakly tied by the count).
    pub fn advantage_ci95(&self) -> f64 {
        if self.rounds < 2 || self.staked <= 0.0 {
            return 0.0;
        }
        let n = self.rounds as f64;
        let a = self.advantage();
        let spread = self.sum_squares - 2.0 * a * self.result_times_stake + a * a * self.staked_squares;
        let var = (spread / (n - 1.0)).max(0.0);
        1.959964 * (var / n).sqrt() / self.mean_stake()
    }
}

/// The table rules the hot loop needs, flattened.
#[derive(Debug, Clone)]
struct Flat {
    decks: usize,
    cut_after: usize,
    every_round: bool,
    /// Whether the dealer draws to a hand, `[holds an ace][hard points]`: [`dealer_draws_to`]
    /// looked up (the dealer draws only below 17, so his hard points stay under 32).
    dealer_draws: [[bool; 32]; 2],
    dealer_always_draws: bool,
    peek: bool,
    enhc_takes_all: bool,
    pair_by_rank: bool,
    moves: Moves,
    natural_pays: f64,
}

/// The most hands a seat can hold at any table.
const MOST_HANDS: usize = 8;

/// What [`legal`] allows each hand the simulator can meet, looked up rather than worked out in
/// the hot loop: two-card hands by their two ranks, whether they came from a split and how many
/// hands the seat holds; hands of more cards by their total; surrender by the up card. Built from
/// [`legal::refusal`], and tested against it.
#[derive(Debug, Clone)]
struct Moves {
    /// Two-card hands: `[from_split][seat hands - 1][first rank][second rank]`, against a ten.
    two_cards: Box<[[[[ActionSet; 13]; 13]; MOST_HANDS]; 2]>,
    /// Hands of three cards or more, by total.
    more_cards: [ActionSet; 32],
    /// May the unsplit first two cards be surrendered, by the up card's rank index?
    surrender: [bool; 13],
}

impl Moves {
    fn new(rules: &TableRules) -> Moves {
        let mut two_cards = Box::new([[[[ActionSet::EMPTY; 13]; 13]; MOST_HANDS]; 2]);
        for (split, by_hands) in two_cards.iter_mut().enumerate() {
            for (h, by_first) in by_hands.iter_mut().enumerate() {
                for (f, by_second) in by_first.iter_mut().enumerate() {
                    for (s, set) in by_second.iter_mut().enumerate() {
                        let seat_hands = u8::try_from(h + 1).unwrap_or(u8::MAX);
                        // Against a ten, where surrender is open wherever the table offers it.
                        let m =
                            PlayMoment::new([Rank::ALL[f], Rank::ALL[s]], Rank::Ten, split == 1, seat_hands);
                        *set = legal::allowed(rules, &m);
                    }
                }
            }
        }
        let mut more_cards = [ActionSet::EMPTY; 32];
        for (total, set) in more_cards.iter_mut().enumerate() {
            let points = u8::try_from(total).unwrap_or(u8::MAX);
            let m = PlayMoment {
                value: HandValue { hard_points: points, has_ace: false },
                cards: 3,
                first_two: None,
                from_split: false,
                split_aces: false,
                doubled: false,
                seat_hands: 1,
                up: Rank::Two,
            };
            *set = legal::allowed(rules, &m);
        }
        let surrender = std::array::from_fn(|up| {
            let m = PlayMoment::first_two([Rank::Ten, Rank::Six], Rank::ALL[up]);
            legal::refusal(rules, &m, Action::Surrender).is_none()
        });
        Moves { two_cards, more_cards, surrender }
    }

    /// What this hand may do, at a seat holding `hands` hands, against the up card `up`.
    #[inline]
    fn allowed(&self, h: &SimHand, hands: usize, up: usize) -> ActionSet {
        if h.cards == 2 {
            let set = self.two_cards[usize::from(h.from_split)][hands.clamp(1, MOST_HANDS) - 1]
                [usize::from(h.first)][usize::from(h.second)];
            if self.surrender[up] { set } else { set.minus(ActionSet::EMPTY.with(Action::Surrender)) }
        } else {
            self.more_cards[usize::from(h.total()).min(31)]
        }
    }
}

impl Flat {
    /// `cut_after` overrides the table's cut card (a counting seat's penetration): the shoe is
    /// then dealt to it whatever the table's reshuffle rule.
    fn new(rules: &TableRules, fresh_shoe: bool, cut_after: Option<usize>) -> Flat {
        let total = usize::from(rules.decks.max(1)) * 52;
        let pen = usize::from(rules.penetration_percent.unwrap_or(75));
        Flat {
            decks: usize::from(rules.decks.max(1)),
            cut_after: cut_after.unwrap_or((total * pen).div_ceil(100)),
            every_round: cut_after.is_none()
                && (fresh_shoe || rules.reshuffle == crate::game::rules::Reshuffle::EveryRound),
            dealer_draws: std::array::from_fn(|aces| {
                std::array::from_fn(|hard| {
                    let h = SimHand {
                        hard: u8::try_from(hard).unwrap_or(u8::MAX),
                        aces: aces == 1,
                        ..SimHand::default()
                    };
                    dealer_draws_to(h.total(), h.soft(), rules.dealer_hits_soft_17())
                })
            }),
            dealer_always_draws: rules.dealer_draw == crate::game::rules::DealerDraw::Always,
            peek: rules.hole_card == HoleCard::Peek,
            enhc_takes_all: rules.enhc_takes_all(),
            pair_by_rank: rules.pair_rule == PairRule::SameRank,
            moves: Moves::new(rules),
            natural_pays: rules.blackjack_pays.as_f64(),
        }
    }
}

impl Flat {
    /// Does the dealer draw to this hand? By [`dealer_draws_to`], from the table.
    #[inline]
    fn dealer_draws(&self, dealer: &SimHand) -> bool {
        self.dealer_draws[usize::from(dealer.aces)][usize::from(dealer.hard) % 32]
    }

    #[inline]
    fn is_pair(&self, h: &SimHand) -> bool {
        h.cards == 2
            && if self.pair_by_rank { h.first == h.second } else { points(h.first) == points(h.second) }
    }
}

/// The total that counts of a hand, by whether it holds an Ace and its hard total (every Ace
/// as 1): an Ace counts 11 when that makes 21 or less.
const TOTALS: [[u8; 64]; 2] = {
    let mut totals = [[0u8; 64]; 2];
    let mut hard = 0;
    while hard < 64 {
        totals[0][hard] = hard as u8;
        totals[1][hard] = if hard <= 11 { hard as u8 + 10 } else { hard as u8 };
        hard += 1;
    }
    totals
};

#[derive(Clone, Copy, Default)]
struct SimHand {
    hard: u8,
    aces: bool,
    cards: u8,
    first: u8,
    second: u8,
    stake: u8,
    from_split: bool,
}

impl SimHand {
    /// A two-card hand of one unit.
    #[inline]
    fn two(first: u8, second: u8, from_split: bool) -> SimHand {
        SimHand {
            hard: points(first) + points(second),
            aces: first == 0 || second == 0,
            cards: 2,
            first,
            second,
            stake: 1,
            from_split,
        }
    }

    /// Adds a card past the first two (or any card to the dealer's hand, whose first two are
    /// not kept).
    #[inline]
    fn hit(&mut self, rank: u8) {
        self.hard += points(rank);
        self.aces |= rank == 0;
        self.cards += 1;
    }

    #[inline]
    fn add(&mut self, rank: u8) {
        if self.cards == 0 {
            self.first = rank;
        } else if self.cards == 1 {
            self.second = rank;
        }
        self.hard += points(rank);
        self.aces |= rank == 0;
        self.cards += 1;
    }
    #[inline]
    fn soft(&self) -> bool {
        self.total() != self.hard
    }
    /// The total that counts: read from [`TOTALS`], where a test, a comparison and a choice
    /// between two sums took several instructions each time a round asked.
    #[inline]
    fn total(&self) -> u8 {
        TOTALS[usize::from(self.aces)][usize::from(self.hard) % 64]
    }
}

/// Who sits at the simulated table.
#[derive(Clone, Copy)]
pub enum Seat<'a> {
    /// One unit a round, one way of playing, never insuring.
    Flat(&'a PlayTable),
    /// A seat that counts: its bet, play and insurance follow the count at the start of a round.
    Counting(&'a CountingSeat),
}

impl<'a> From<&'a PlayTable> for Seat<'a> {
    fn from(play: &'a PlayTable) -> Seat<'a> {
        Seat::Flat(play)
    }
}

impl<'a> From<&'a CountingSeat> for Seat<'a> {
    fn from(seat: &'a CountingSeat) -> Seat<'a> {
        Seat::Counting(seat)
    }
}

/// Plays rounds of one seat.
pub struct Simulator<'a, R = Xoshiro256PlusPlus> {
    flat: Flat,
    /// The ways of playing: one for a flat seat, one per count for a counting seat.
    plays: &'a [PlayTable],
    /// Their actions, looked up.
    decisions: Decisions,
    counting: Option<&'a CountingSeat>,
    /// Which of `plays` this round is played by.
    current: usize,
    /// Whether this round's seat insures against an Ace.
    insure: bool,
    /// Whether this round's dealer held a natural (settles insurance).
    dealer_natural: bool,
    shoe: FastShoe,
    rng: R,
}

impl<'a> Simulator<'a, Xoshiro256PlusPlus> {
    /// A simulator for this table and way of playing; `fresh_shoe` deals every round from a
    /// freshly shuffled shoe (what the solver's off-the-top edge describes).
    pub fn new(rules: &TableRules, play: &'a PlayTable, seed: u64, fresh_shoe: bool) -> Simulator<'a> {
        Simulator::with_rng(rules, play, Xoshiro256PlusPlus::seed_from_u64(seed), fresh_shoe)
    }

    /// A simulator for a seat; `fresh_shoe` is for a flat seat (a counting seat deals to its cut
    /// card).
    pub fn for_seat(rules: &TableRules, seat: Seat<'a>, seed: u64, fresh_shoe: bool) -> Simulator<'a> {
        let rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        match seat {
            Seat::Flat(play) => Simulator::with_rng(rules, play, rng, fresh_shoe),
            Seat::Counting(counting) => {
                let flat = Flat::new(rules, false, Some(counting.cut_after(rules)));
                let shoe = FastShoe::new(flat.decks, tags_by_byte(counting.tags()), counting.initial());
                let decisions = Decisions::new(&flat, counting.plays());
                Simulator {
                    flat,
                    plays: counting.plays(),
                    decisions,
                    counting: Some(counting),
                    current: 0,
                    insure: false,
                    dealer_natural: false,
                    shoe,
                    rng,
                }
            }
        }
    }
}

impl<'a, R: Rng> Simulator<'a, R> {
    /// A simulator drawing its randomness from `rng`.
    pub fn with_rng(rules: &TableRules, play: &'a PlayTable, rng: R, fresh_shoe: bool) -> Simulator<'a, R> {
        let flat = Flat::new(rules, fresh_shoe, None);
        let shoe = FastShoe::new(flat.decks, [0; 32], 0);
        let plays = std::slice::from_ref(play);
        let decisions = Decisions::new(&flat, plays);
        Simulator {
            flat,
            plays,
            decisions,
            counting: None,
            current: 0,
            insure: false,
            dealer_natural: false,
            shoe,
            rng,
        }
    }

    /// Plays one round whose cards come in exactly this order (rank indexes 0 = Ace .. 12 =
    /// King), for checking the simulator against the round engine. The RNG must always return
    /// zero so the shoe deals in order.
    pub fn round_with_cards(&mut self, cards: &[u8], tally: &mut Tally) -> f64 {
        let len = cards.len().min(8 * 52);
        self.shoe.cards[..len].copy_from_slice(&cards[..len]);
        self.shoe.len = len;
        self.shoe.dealt = 0;
        self.round::<false>(tally)
    }

    /// The running count of the cards dealt since the last shuffle.
    pub fn running_count(&self) -> i32 {
        self.shoe.running
    }

    /// The cards left before the shoe is shuffled.
    pub fn cards_left(&self) -> usize {
        self.shoe.len - self.shoe.dealt
    }

    /// Deals every card left in the shoe, the cut card's share and the rest, counting them;
    /// returns how many were dealt. The next round is dealt from a new shoe.
    pub fn deal_rest(&mut self) -> usize {
        let left = self.cards_left();
        for _ in 0..left {
            self.shoe.draw::<true, _>(&mut self.rng);
        }
        left
    }

    /// Plays `rounds` rounds and adds them to the tally.
    pub fn run(&mut self, rounds: u64, tally: &mut Tally) {
        if self.counting.is_some() {
            for _ in 0..rounds {
                self.play_round(tally);
            }
            return;
        }
        // A flat seat bets one unit a round and never insures: the loop leaves out the count,
        // and the sums of the stakes follow from the others.
        let before = (tally.rounds, tally.sum);
        for _ in 0..rounds {
            if self.flat.every_round || self.shoe.dealt >= self.flat.cut_after {
                self.shoe.shuffle();
            }
            let r = self.round::<false>(tally);
            tally.sum += r;
            tally.sum_squares += r * r;
            tally.count_outcome(r);
        }
        tally.rounds += rounds;
        let played = (tally.rounds - before.0) as f64;
        tally.staked += played;
        tally.staked_squares += played;
        tally.result_times_stake += tally.sum - before.1;
    }

    /// Plays one round (shuffling first when the cut card is out), adds it to the tally and
    /// returns its result in units.
    #[inline]
    pub fn play_round(&mut self, tally: &mut Tally) -> f64 {
        if self.flat.every_round || self.shoe.dealt >= self.flat.cut_after {
            self.shoe.shuffle();
        }
        let (stake, bucket) = match self.counting {
            None => (1.0, None),
            Some(seat) => {
                let at = seat.plan(self.shoe.running, self.shoe.len - self.shoe.dealt);
                self.current = at.play;
                self.insure = at.insure;
                (at.units, Some(count_bucket(at.count)))
            }
        };
        let mut r =
            if self.counting.is_some() { self.round::<true>(tally) } else { self.round::<false>(tally) };
        if self.insure {
            // Half the initial bet, paid 2 to 1 when the dealer has a natural.
            tally.insurance += 1;
            r += if self.dealer_natural { 1.0 } else { -0.5 };
        }
        self.insure = false;
        if let Some(at) = bucket.and_then(|b| tally.by_count.get_mut(b)) {
            at.rounds += 1;
            at.sum += r;
            at.sum_squares += r * r;
        }
        let w = r * stake;
        tally.rounds += 1;
        tally.sum += w;
        tally.sum_squares += w * w;
        tally.staked += stake;
        tally.staked_squares += stake * stake;
        tally.result_times_stake += w * stake;
        tally.count_outcome(r);
        w
    }

    /// One round; returns the net result in initial bets.
    /// Insurance is taken when `self.insure` is set and the up card is an Ace (it is cleared
    /// otherwise); `self.dealer_natural` says afterwards whether the dealer held a natural.
    ///
    /// The hand in play is kept in locals (registers), not in an array written card by card and
    /// read back whole, which stalls the processor. A split leaves its second card waiting on a
    /// stack, so the hands are played in the order the table plays them (a hand split again is
    /// finished before the hands to its right); a finished hand leaves only its total and stake.
    // Inlined into the loops that call it, a round saves a call and the saving of registers
    // around it: 523 -> 484 instructions a round for the quebec-s17 chart (callgrind).
    #[inline(always)]
    fn round<const COUNT: bool>(&mut self, tally: &mut Tally) -> f64 {
        let first = self.shoe.draw::<COUNT, _>(&mut self.rng);
        let up = self.shoe.draw::<COUNT, _>(&mut self.rng);
        let second = self.shoe.draw::<COUNT, _>(&mut self.rng);
        let mut h = SimHand::two(first, second, false);
        let mut dealer = SimHand::default();
        dealer.hit(up);
        let up_points = points(up);
        if COUNT {
            self.insure &= up == 0;
            self.dealer_natural = false;
        }
        let peek = self.flat.peek;
        if peek {
            dealer.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
        }
        let player_natural = h.total() == 21;
        if peek && dealer.total() == 21 {
            if COUNT {
                self.dealer_natural = true;
            }
            tally.dealer_naturals += 1;
            if player_natural {
                tally.naturals += 1;
                return 0.0;
            }
            return -1.0;
        }
        if player_natural {
            tally.naturals += 1;
            if !peek && (up_points == 10 || up_points == 1) {
                dealer.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
                if dealer.total() == 21 {
                    if COUNT {
                        self.dealer_natural = true;
                    }
                    tally.dealer_naturals += 1;
                    return 0.0;
                }
            }
            return self.flat.natural_pays;
        }
        // The finished hands' totals (over 21 for a bust) and stakes, in the table's order.
        let mut totals = [0u8; MOST_HANDS];
        let mut stakes = [0u8; MOST_HANDS];
        let mut finished = 0usize;
        // The second cards of split hands waiting for their turn, the last split on top.
        let mut waiting = [0u8; MOST_HANDS];
        let mut waits = 0usize;
        // Whether a hand is left for the dealer to beat.
        let mut live = false;
        let surrender_open = self.flat.moves.surrender[usize::from(up)];
        let row = self.decisions.row(self.current, up_points);
        loop {
            loop {
                let seat_hands = finished + 1 + waits;
                let slot = self.decisions.slot(&h, seat_hands, surrender_open);
                let chosen = match self.decisions.action(row, slot) {
                    Some(action) => action,
                    None => {
                        let flat = &self.flat;
                        let allowed = flat.moves.allowed(&h, seat_hands, usize::from(up));
                        // Nothing to choose but to stand (21, split aces with their card): the
                        // hand stands.
                        if allowed == ActionSet::EMPTY.with(Action::Stand) {
                            break;
                        }
                        // A cell mixing codes draws one.
                        let view = HandFacts {
                            total: h.total(),
                            soft: h.soft(),
                            cards: h.cards,
                            pair: flat.is_pair(&h).then(|| points(h.first)),
                        };
                        let plays = self.plays;
                        let play = &plays[self.current];
                        let rng = &mut self.rng;
                        play.decide(view, up_points, |a| allowed.contains(a), &mut || rng.next_u32())
                    }
                };
                match chosen {
                    Action::Stand => break,
                    Action::Hit => {
                        h.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
                        if h.hard > 21 {
                            break;
                        }
                    }
                    Action::Double => {
                        tally.doubles += 1;
                        h.stake = 2;
                        h.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
                        break;
                    }
                    Action::Surrender => {
                        tally.surrenders += 1;
                        if COUNT && self.insure && dealer.cards == 1 {
                            // Without a hole card, an insured hand surrendered still waits for
                            // the dealer's second card to settle the insurance.
                            dealer.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
                            self.dealer_natural = dealer.total() == 21;
                        }
                        return -0.5;
                    }
                    Action::Split => {
                        tally.splits += 1;
                        waiting[waits % MOST_HANDS] = h.second;
                        waits += 1;
                        h = SimHand::two(h.first, self.shoe.draw::<COUNT, _>(&mut self.rng), true);
                    }
                }
            }
            let total = h.total();
            tally.player_busts += u64::from(total > 21);
            live |= total <= 21;
            totals[finished % MOST_HANDS] = total;
            stakes[finished % MOST_HANDS] = h.stake;
            finished += 1;
            if waits == 0 {
                break;
            }
            // The next split hand takes its second card.
            waits -= 1;
            h = SimHand::two(waiting[waits % MOST_HANDS], self.shoe.draw::<COUNT, _>(&mut self.rng), true);
        }
        let hands = finished.min(MOST_HANDS);
        let (totals, stakes) = (&totals[..hands], &stakes[..hands]);
        let f = &self.flat;
        // The dealer completes his hand (his second card first, at a no-hole-card table).
        if dealer.cards == 1 {
            dealer.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
            if dealer.total() == 21 {
                if COUNT {
                    self.dealer_natural = true;
                }
                tally.dealer_naturals += 1;
                // Busted hands are lost already. The natural takes every other stake, or only the
                // original bet (the first hand's first unit) where the table says so.
                let lost: u32 = if f.enhc_takes_all {
                    stakes.iter().map(|&s| u32::from(s)).sum()
                } else {
                    let busted =
                        totals.iter().zip(stakes).filter(|(t, _)| **t > 21).map(|(_, &s)| u32::from(s));
                    busted.sum::<u32>() + u32::from(totals[0] <= 21)
                };
                return -f64::from(lost);
            }
        }
        if live || f.dealer_always_draws {
            while f.dealer_draws(&dealer) {
                dealer.hit(self.shoe.draw::<COUNT, _>(&mut self.rng));
            }
        }
        let d = dealer.total();
        let dealer_bust = d > 21;
        tally.dealer_busts += u64::from(dealer_bust);
        // Each hand's win, push or loss is worked out, not branched on (see `count_outcome`).
        let mut result = 0i32;
        for (&t, &s) in totals.iter().zip(stakes) {
            let stake = i32::from(s);
            let won = t <= 21 && (dealer_bust || t > d);
            let lost = t > 21 || (!dealer_bust && t < d);
            result += stake * (i32::from(won) - i32::from(lost));
        }
        f64::from(result)
    }
}

/// Plays `rounds` rounds with a seed and returns the tally.
pub fn simulate(rules: &TableRules, play: &PlayTable, rounds: u64, seed: u64, fresh_shoe: bool) -> Tally {
    let mut tally = Tally::default();
    Simulator::new(rules, play, seed, fresh_shoe).run(rounds, &mut tally);
    tally
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;

    /// The simulator's look-up table says what `legal` says, for every hand it can meet.
    #[test]
    fn the_moves_table_agrees_with_the_rules_of_play() {
        let mut odd = preset("quebec-s17").unwrap();
        odd.resplit_aces = crate::game::rules::Permission::Allowed;
        odd.double_on = crate::game::rules::DoubleOn::TenToEleven;
        let tables: Vec<TableRules> =
            crate::game::rules::preset_names().into_iter().map(|n| preset(n).unwrap()).chain([odd]).collect();
        for rules in &tables {
            let moves = Moves::new(rules);
            for split in [false, true] {
                for hands in 1..=usize::from(rules.max_hands) {
                    for up in 0..13u8 {
                        for first in 0..13u8 {
                            for second in 0..13u8 {
                                let mut h = SimHand { from_split: split, ..SimHand::default() };
                                h.add(first);
                                h.add(second);
                                let m = PlayMoment::new(
                                    [Rank::ALL[usize::from(first)], Rank::ALL[usize::from(second)]],
                                    Rank::ALL[usize::from(up)],
                                    split,
                                    hands as u8,
                                );
                                assert_eq!(
                                    moves.allowed(&h, hands, usize::from(up)),
                                    legal::allowed(rules, &m),
                                    "{}: {m:?}",
                                    rules.id
                                );
                                for third in 0..13u8 {
                                    let mut h3 = h;
                                    h3.add(third);
                                    let ranks = [first, second, third].map(|r| Rank::ALL[usize::from(r)]);
                                    let m3 = PlayMoment::new(
                                        ranks,
                                        Rank::ALL[usize::from(up)],
                                        split,
                                        hands as u8,
                                    );
                                    if !m3.value.is_bust() && !m3.split_aces {
                                        assert_eq!(
                                            moves.allowed(&h3, hands, usize::from(up)),
                                            legal::allowed(rules, &m3)
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The dealer's table says what `dealer_draws_to` says for every hand the dealer can hold:
    /// he draws to 16 and stands on hard 17 everywhere, and draws to soft 17 only where the
    /// table has him hit it.
    #[test]
    fn the_dealers_table_agrees_with_the_dealers_rule() {
        for (table, hits_soft_17) in [("quebec-s17", false), ("quebec-h17", true)] {
            let rules = preset(table).unwrap();
            assert_eq!(rules.dealer_hits_soft_17(), hits_soft_17, "{table}");
            let flat = Flat::new(&rules, false, None);
            for hard in 2..=26u8 {
                for aces in [false, true] {
                    let h = SimHand { hard, aces, cards: 2, ..SimHand::default() };
                    let rule = dealer_draws_to(h.total(), h.soft(), hits_soft_17);
                    assert_eq!(flat.dealer_draws(&h), rule, "{table}: hard {hard}, ace {aces}");
                }
            }
            let hand = |hard, aces| SimHand { hard, aces, cards: 2, ..SimHand::default() };
            assert!(flat.dealer_draws(&hand(16, false)), "{table}: hard 16");
            assert!(!flat.dealer_draws(&hand(17, false)), "{table}: hard 17");
            assert_eq!(flat.dealer_draws(&hand(7, true)), hits_soft_17, "{table}: soft 17");
            assert!(!flat.dealer_draws(&hand(8, true)), "{table}: soft 18");
        }
    }

    /// A seed deals the rounds it always dealt: the tallies below were played by the simulator
    /// before its round was rewritten for speed (commit 59ba1da), and every change to the hot
    /// loop must leave them as they are, or say in the changelog why a seed now plays otherwise.
    /// They cover a cut shoe with splits and doubles, a no-hole-card table with surrender and
    /// cells that mix codes (each mix draws from the generator), and a counting seat.
    #[test]
    fn a_seed_plays_the_rounds_it_always_played() {
        let flat = |table: &str, mixed: bool, seed: u64| {
            let rules = preset(table).unwrap();
            let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
            let mut play = PlayTable::from_chart(&chart);
            if mixed {
                // Every cell plays its code four times in five and stands or hits otherwise.
                for cell in &chart.cells {
                    let (row, player) = row_of(cell.kind, cell.player);
                    let code = cell.action.to_string();
                    let slip = if code.starts_with('S') { "H" } else { "S" };
                    play.set_mix(row, player, cell.dealer.points(), &[(code.as_str(), 4.0), (slip, 1.0)]);
                }
            }
            simulate(&rules, &play, 100_000, seed, false)
        };
        let tally = |sum, sum_squares, counts: [u64; 10]| Tally {
            rounds: 100_000,
            sum,
            sum_squares,
            staked: 100_000.0,
            staked_squares: 100_000.0,
            result_times_stake: sum,
            naturals: counts[0],
            dealer_naturals: counts[1],
            player_busts: counts[2],
            dealer_busts: counts[3],
            doubles: counts[4],
            splits: counts[5],
            surrenders: counts[6],
            insurance: 0,
            wins: counts[7],
            pushes: counts[8],
            losses: counts[9],
            // A seat that does not count keeps no rounds by count.
            by_count: Default::default(),
        };
        assert_eq!(
            flat("quebec-s17", false, 7),
            tally(188.5, 133529.75, [4813, 4674, 14837, 23390, 10422, 2782, 0, 43583, 8701, 47716])
        );
        assert_eq!(
            flat("casino-fr", true, 1),
            tally(-10731.0, 119332.0, [4770, 4290, 17130, 21477, 7020, 1955, 5549, 38174, 6447, 55379])
        );
        let rules = preset("quebec-s17").unwrap();
        let chart = crate::strategy::chart::shipped("quebec-s17").unwrap().unwrap();
        let hi_lo = crate::strategy::counting::shipped("hi-lo").unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        let seat = CountingSeat::new(&rules, &chart, &hi_lo, &ramp, 0.75, None).unwrap();
        let mut counted = Tally::default();
        Simulator::for_seat(&rules, Seat::Counting(&seat), 11, false).run(100_000, &mut counted);
        let expected = Tally {
            staked: 145508.0,
            staked_squares: 405782.0,
            result_times_stake: 11461.5,
            ..tally(1111.5, 518142.75, [4787, 4760, 15041, 23470, 10338, 2819, 0, 43372, 8635, 47993])
        };
        assert_eq!(counted, Tally { by_count: counted.by_count, ..expected });
        // Kept by the count each round started at: every round once, and each count's results
        // at that count's bet make the win (whole and half bets times whole units: exact sums).
        let by_count = &counted.by_count;
        assert_eq!(by_count.iter().map(|at| at.rounds).sum::<u64>(), 100_000);
        let won: f64 =
            (-COUNT_SPAN..=COUNT_SPAN).zip(by_count).map(|(c, at)| at.sum * seat.plan_at(c).units).sum();
        assert_eq!(won, counted.sum);
        assert!(by_count[count_bucket(-1)].advantage() < by_count[count_bucket(3)].advantage());
    }

    #[test]
    fn a_seed_replays_a_run() {
        let rules = preset("feral").unwrap();
        let play = PlayTable::mimic_dealer(&rules);
        assert_eq!(simulate(&rules, &play, 20_000, 9, false), simulate(&rules, &play, 20_000, 9, false));
    }

    #[test]
    fn mimicking_the_dealer_loses_about_five_and_a_half_percent() {
        // Playing the dealer's rule gives up the double bust: the house wins about 5.5 % of the
        // bet at multi-deck S17 tables (Griffin, The Theory of Blackjack, ch. 1, quotes 5.5 %).
        let rules = preset("feral").unwrap();
        let t = simulate(&rules, &PlayTable::mimic_dealer(&rules), 400_000, 1, false);
        let edge = -t.mean() * 100.0;
        assert!((edge - 5.5).abs() < 0.8, "edge {edge:.2} % ± {:.2}", t.ci95() * 100.0);
        assert_eq!(t.doubles + t.splits + t.surrenders + t.insurance, 0);
    }

    #[test]
    fn standing_always_never_busts_the_player() {
        let rules = preset("quebec-s17").unwrap();
        let t = simulate(&rules, &PlayTable::standing(), 50_000, 3, false);
        assert_eq!(t.player_busts, 0);
        // The dealer busts about 28 % of the time off the top.
        let bust = t.dealer_busts as f64 / t.rounds as f64;
        assert!((0.24..0.30).contains(&bust), "{bust}");
    }
}
