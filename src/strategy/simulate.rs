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

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::game::action::{Action, ActionSet};
use crate::game::card::Rank;
use crate::game::hand::HandValue;
use crate::game::legal::{self, PlayMoment};
use crate::game::round::dealer_draws_to;
use crate::game::rules::{HoleCard, PairRule, TableRules};
use crate::strategy::chart::{CellKind, Chart, PlayerCell};
use crate::strategy::count_sim::CountingSeat;

mod paired;
pub use paired::{Paired, simulate_paired};

/// The rows of a play table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Row {
    /// Two-card hard total (4..=21).
    Hard,
    /// Two-card soft total (12..=21).
    Soft,
    /// A pair, by point value 1 (aces) to 10.
    Pair,
    /// Hard total of three or more cards.
    Hard3,
    /// Soft total of three or more cards.
    Soft3,
}

const ROWS: usize = 5;
const TOTALS: usize = 22;
const UPS: usize = 10;
/// Actions in order of preference, the first allowed one is taken; unused slots are `Stand`.
type Preference = [Action; 4];

/// The play-table row and player number of a chart cell (a pair by its point value).
pub fn row_of(kind: CellKind, player: PlayerCell) -> (Row, u8) {
    let row = match kind {
        CellKind::Hard => Row::Hard,
        CellKind::Soft => Row::Soft,
        CellKind::Pair => Row::Pair,
        CellKind::Hard3Plus => Row::Hard3,
        CellKind::Soft3Plus => Row::Soft3,
    };
    let player = match player {
        PlayerCell::Total(t) => t,
        PlayerCell::Pair(rank) => rank.points(),
    };
    (row, player)
}

/// What a play table needs to know of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HandFacts {
    /// The total (soft totals count the Ace as 11).
    pub total: u8,
    /// Whether an Ace counts 11.
    pub soft: bool,
    /// The number of cards.
    pub cards: u8,
    /// For two cards that make a pair at this table, their point value (1 for aces).
    pub pair: Option<u8>,
}

/// The preference of a chart code (`Dh` is double, else hit); `None` for a bad code.
fn preference_of(code: &str) -> Option<Preference> {
    let mut pref = [Action::Stand; 4];
    let mut n = 0;
    for c in code.chars() {
        let a = Action::from_letter(c)?;
        if n == 4 {
            return None;
        }
        pref[n] = a;
        n += 1;
    }
    // A code whose fallbacks run out ends in standing (the slots left hold `Stand`).
    (n > 0).then_some(pref)
}

#[inline]
fn first_allowed(pref: &Preference, allowed: &impl Fn(Action) -> bool) -> Action {
    for &a in pref {
        if allowed(a) {
            return a;
        }
    }
    Action::Stand
}

/// A complete way of playing: for every row, total and dealer up card, the actions in order of
/// preference (a chart code such as `Dh` is `[Double, Hit]`).
#[derive(Debug, Clone, PartialEq)]
pub struct PlayTable {
    cells: Box<[[[Preference; UPS]; TOTALS]; ROWS]>,
    /// For each cell, 0, or 1 + the index of a mix in `mixes` that replaces the cell's code.
    mixed: Box<[[[u16; UPS]; TOTALS]; ROWS]>,
    mixes: Vec<Mix>,
}

/// Several codes for one cell, each played with its share of the time.
#[derive(Debug, Clone, PartialEq)]
struct Mix {
    /// The codes, with the upper end of each one's share of the `u32` range (the last is
    /// `u32::MAX`).
    choices: Vec<(Preference, u32)>,
}

fn row_index(row: Row) -> usize {
    match row {
        Row::Hard => 0,
        Row::Soft => 1,
        Row::Pair => 2,
        Row::Hard3 => 3,
        Row::Soft3 => 4,
    }
}

impl PlayTable {
    /// A table that stands everywhere (fill it with [`PlayTable::set`]).
    pub fn standing() -> PlayTable {
        PlayTable {
            cells: Box::new([[[[Action::Stand; 4]; UPS]; TOTALS]; ROWS]),
            mixed: Box::new([[[0; UPS]; TOTALS]; ROWS]),
            mixes: Vec::new(),
        }
    }

    /// Sets a cell from a chart code (`H`, `S`, `Dh`, `Ds`, `P`, `Ph`, `Pd`, `Rh`, `Rs`, `Rp`...).
    /// `player` is the total, or for a pair the card's point value (1 for aces); `dealer_up` is
    /// the up card's point value (1 for an Ace). Returns false for a code or cell out of range.
    pub fn set(&mut self, row: Row, player: u8, dealer_up: u8, code: &str) -> bool {
        let Some(pref) = preference_of(code) else { return false };
        if usize::from(player) >= TOTALS || !(1..=10).contains(&dealer_up) {
            return false;
        }
        self.cells[row_index(row)][usize::from(player)][usize::from(dealer_up - 1)] = pref;
        true
    }

    /// Makes a cell play several codes at random, each in proportion to its weight (a learner's
    /// measured habits). Codes are as for [`PlayTable::set`]; zero weights are dropped; returns
    /// false when nothing is left or a code or the cell is out of range.
    pub fn set_mix(&mut self, row: Row, player: u8, dealer_up: u8, codes: &[(&str, f64)]) -> bool {
        if usize::from(player) >= TOTALS || !(1..=10).contains(&dealer_up) {
            return false;
        }
        let kept: Vec<(Preference, f64)> = codes
            .iter()
            .filter(|(_, w)| *w > 0.0 && w.is_finite())
            .map(|(code, w)| preference_of(code).map(|p| (p, *w)))
            .collect::<Option<_>>()
            .unwrap_or_default();
        let total: f64 = kept.iter().map(|(_, w)| w).sum();
        if kept.is_empty() || total <= 0.0 {
            return false;
        }
        let mut upto = 0.0;
        let mut choices = Vec::with_capacity(kept.len());
        for (i, (pref, w)) in kept.iter().enumerate() {
            upto += w / total;
            let end = if i + 1 == kept.len() { u32::MAX } else { (upto * f64::from(u32::MAX)) as u32 };
            choices.push((*pref, end));
        }
        self.mixes.push(Mix { choices });
        let Ok(index) = u16::try_from(self.mixes.len()) else { return false };
        self.mixed[row_index(row)][usize::from(player)][usize::from(dealer_up - 1)] = index;
        true
    }

    #[inline]
    fn get(&self, row: usize, player: u8, up: u8, draw: &mut impl FnMut() -> u32) -> &Preference {
        let (p, u) = (usize::from(player).min(TOTALS - 1), usize::from(up.clamp(1, 10) - 1));
        let mixed = self.mixed[row][p][u];
        if mixed != 0
            && let Some(mix) = self.mixes.get(usize::from(mixed) - 1)
        {
            let x = draw();
            if let Some((pref, _)) = mix.choices.iter().find(|(_, end)| x <= *end) {
                return pref;
            }
        }
        &self.cells[row][p][u]
    }

    /// The actions of a cell, in order of preference.
    pub fn preference(&self, row: Row, player: u8, dealer_up: u8) -> [Action; 4] {
        *self.get(row_index(row), player, dealer_up, &mut || 0)
    }

    /// The action for a hand: the first allowed action of its cell. A pair whose cell says split
    /// when splitting is not allowed plays as its total. `hand` describes the hand, `dealer_up` is
    /// the up card's point value, and `allowed` says which actions the table allows now; `draw`
    /// gives a random `u32` when a cell mixes several codes.
    #[inline]
    pub fn decide(
        &self,
        hand: HandFacts,
        dealer_up: u8,
        allowed: impl Fn(Action) -> bool,
        draw: &mut impl FnMut() -> u32,
    ) -> Action {
        let total_row = match (hand.cards, hand.soft) {
            (2, false) => 0,
            (2, true) => 1,
            (_, false) => 3,
            (_, true) => 4,
        };
        if let Some(pair) = hand.pair {
            let pref = self.get(2, pair, dealer_up, draw);
            if pref[0] == Action::Split {
                if allowed(Action::Split) {
                    return Action::Split;
                }
            } else {
                return first_allowed(pref, &allowed);
            }
        }
        first_allowed(self.get(total_row, hand.total, dealer_up, draw), &allowed)
    }

    /// Plays a strategy chart: every cell's code, fallbacks included.
    pub fn from_chart(chart: &Chart) -> PlayTable {
        let mut t = PlayTable::standing();
        for cell in &chart.cells {
            let (row, player) = row_of(cell.kind, cell.player);
            t.set(row, player, cell.dealer.points(), &cell.action.to_string());
        }
        t
    }

    /// Plays like the dealer: hit to 16, stand on 17 and up (soft 17 as the table's dealer does),
    /// never double, split or surrender.
    pub fn mimic_dealer(rules: &TableRules) -> PlayTable {
        let h17 = rules.dealer_hits_soft_17();
        let mut t = PlayTable::standing();
        for up in 1..=10 {
            for total in 4..=21u8 {
                let code = |soft| if dealer_draws_to(total, soft, h17) { "H" } else { "S" };
                let (hard, soft) = (code(false), code(true));
                for (row, code) in
                    [(Row::Hard, hard), (Row::Hard3, hard), (Row::Soft, soft), (Row::Soft3, soft)]
                {
                    t.set(row, total, up, code);
                }
            }
            for v in 1..=10u8 {
                let total = if v == 1 { 12 } else { 2 * v };
                let code = if dealer_draws_to(total, v == 1, h17) { "H" } else { "S" };
                t.set(Row::Pair, v, up, code);
            }
        }
        t
    }

    /// Never risks a bust: hits only hard totals up to 11 and soft totals up to 17 (soft 18
    /// and up stand), never doubles, splits or surrenders.
    pub fn never_bust() -> PlayTable {
        let mut t = PlayTable::standing();
        for up in 1..=10 {
            for total in 4..=21u8 {
                let hard = if total <= 11 { "H" } else { "S" };
                let soft = if total <= 17 { "H" } else { "S" };
                for (row, code) in
                    [(Row::Hard, hard), (Row::Hard3, hard), (Row::Soft, soft), (Row::Soft3, soft)]
                {
                    t.set(row, total, up, code);
                }
            }
            for v in 1..=10u8 {
                let code = if v == 1 || 2 * v <= 11 { "H" } else { "S" };
                t.set(Row::Pair, v, up, code);
            }
        }
        t
    }
}

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
}

impl Tally {
    /// Counts a round's result as a win, a loss or a push.
    #[inline]
    fn count_outcome(&mut self, result: f64) {
        if result > 0.0 {
            self.wins += 1;
        } else if result < 0.0 {
            self.losses += 1;
        } else {
            self.pushes += 1;
        }
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
    }

    /// The mean result per round, in units (initial bets, at a flat bet).
    pub fn mean(&self) -> f64 {
        if self.rounds == 0 { 0.0 } else { self.sum / self.rounds as f64 }
    }

    /// The standard deviation of a round's result, in units.
    pub fn std_dev(&self) -> f64 {
        if self.rounds < 2 {
            return 0.0;
        }
        let n = self.rounds as f64;
        let var = (self.sum_squares - self.sum * self.sum / n) / (n - 1.0);
        var.max(0.0).sqrt()
    }

    /// The half-width of the 95 % confidence interval of the mean.
    pub fn ci95(&self) -> f64 {
        if self.rounds == 0 { 0.0 } else { 1.959964 * self.std_dev() / (self.rounds as f64).sqrt() }
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
    hits_soft_17: bool,
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
            hits_soft_17: rules.dealer_hits_soft_17(),
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
    #[inline]
    fn is_pair(&self, h: &SimHand) -> bool {
        h.cards == 2
            && if self.pair_by_rank { h.first == h.second } else { points(h.first) == points(h.second) }
    }
}

/// The colour bit of a card in [`FastShoe`]: set for a red card. The low bits are the rank.
pub(crate) const RED: u8 = 16;
/// The rank bits of a card in [`FastShoe`].
const RANK_BITS: u8 = RED - 1;

/// A shoe of cards (rank index 0 = Ace, 1..=8 = 2..9, 9..=12 = T, J, Q, K; [`RED`] set for the
/// two red suits), dealt by lazy shuffle, with the running count of the cards dealt since the
/// shuffle (every tag 0 for a seat that does not count).
#[derive(Clone)]
struct FastShoe {
    cards: [u8; 8 * 52],
    len: usize,
    dealt: usize,
    /// Each card's tag, by its byte (rank and colour).
    tags: [i8; 32],
    /// The running count of a fresh shoe.
    initial: i32,
    running: i32,
}

impl FastShoe {
    fn new(decks: usize, tags: [i8; 32], initial: i32) -> FastShoe {
        let mut cards = [0u8; 8 * 52];
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
    fn shuffle(&mut self) {
        self.dealt = 0;
        self.running = self.initial;
    }

    /// Deals a card, counts it when `COUNT` (a seat that does not count skips the tag), and
    /// returns its rank index.
    #[inline]
    fn draw<const COUNT: bool, R: Rng>(&mut self, rng: &mut R) -> u8 {
        if self.dealt == self.len {
            // The stock ran out in the middle of a round: deal on from a new pack (a backup deck
            // at the book's table; elsewhere this stands for the shuffled discards, and can only
            // happen with far more seats than the simulator plays).
            self.shuffle();
        }
        let left = (self.len - self.dealt) as u64;
        let j = self.dealt + ((u64::from(rng.next_u32()) * left) >> 32) as usize;
        self.cards.swap(self.dealt, j);
        let c = self.cards[self.dealt];
        self.dealt += 1;
        if COUNT {
            self.running += i32::from(self.tags[usize::from(c & 31)]);
        }
        c & RANK_BITS
    }
}

#[inline]
fn points(rank: u8) -> u8 {
    if rank >= 9 { 10 } else { rank + 1 }
}

#[derive(Clone, Copy, Default)]
struct SimHand {
    hard: u8,
    aces: bool,
    cards: u8,
    first: u8,
    second: u8,
    stake: u8,
    from_split: bool,
    done: bool,
}

impl SimHand {
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
        self.aces && self.hard <= 11
    }
    #[inline]
    fn total(&self) -> u8 {
        if self.soft() { self.hard + 10 } else { self.hard }
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
                let shoe = FastShoe::new(flat.decks, counting.tags(), counting.initial());
                Simulator {
                    flat,
                    plays: counting.plays(),
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
        Simulator {
            flat,
            plays: std::slice::from_ref(play),
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
        let len = cards.len().min(self.shoe.cards.len());
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
            tally.rounds += 1;
            tally.sum += r;
            tally.sum_squares += r * r;
            tally.count_outcome(r);
        }
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
        let stake = match self.counting {
            None => 1.0,
            Some(seat) => {
                let at = seat.plan(self.shoe.running, self.shoe.len - self.shoe.dealt);
                self.current = at.play;
                self.insure = at.insure;
                at.units
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
    fn round<const COUNT: bool>(&mut self, tally: &mut Tally) -> f64 {
        let f = &self.flat;
        let mut hands = [SimHand::default(); 4];
        let mut n = 1usize;
        hands[0].stake = 1;
        hands[0].add(self.shoe.draw::<COUNT, _>(&mut self.rng));
        let up = self.shoe.draw::<COUNT, _>(&mut self.rng);
        hands[0].add(self.shoe.draw::<COUNT, _>(&mut self.rng));
        let mut dealer = SimHand::default();
        dealer.add(up);
        let up_points = points(up);
        if COUNT {
            self.insure &= up == 0;
            self.dealer_natural = false;
        }
        if f.peek {
            dealer.add(self.shoe.draw::<COUNT, _>(&mut self.rng));
        }
        let player_natural = hands[0].total() == 21;
        if f.peek && dealer.cards == 2 && dealer.total() == 21 {
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
            if !f.peek && (up_points == 10 || up_points == 1) {
                dealer.add(self.shoe.draw::<COUNT, _>(&mut self.rng));
                if dealer.total() == 21 {
                    if COUNT {
                        self.dealer_natural = true;
                    }
                    tally.dealer_naturals += 1;
                    return 0.0;
                }
            }
            return f.natural_pays;
        }
        let mut i = 0;
        while i < n {
            loop {
                let h = hands[i];
                if h.done {
                    break;
                }
                if h.cards == 1 {
                    // A split hand takes its second card.
                    let c = self.shoe.draw::<COUNT, _>(&mut self.rng);
                    hands[i].add(c);
                    continue;
                }
                let flat = &self.flat;
                let allowed = flat.moves.allowed(&h, n, usize::from(up));
                // Nothing to choose but to stand (21, split aces with their card): the hand stands.
                if allowed == ActionSet::EMPTY.with(Action::Stand) {
                    hands[i].done = true;
                    break;
                }
                let view = HandFacts {
                    total: h.total(),
                    soft: h.soft(),
                    cards: h.cards,
                    pair: flat.is_pair(&h).then(|| points(h.first)),
                };
                let plays = self.plays;
                let play = &plays[self.current];
                let rng = &mut self.rng;
                let chosen = play.decide(view, up_points, |a| allowed.contains(a), &mut || rng.next_u32());
                match chosen {
                    Action::Stand => {
                        hands[i].done = true;
                    }
                    Action::Hit => {
                        let c = self.shoe.draw::<COUNT, _>(&mut self.rng);
                        hands[i].add(c);
                        if hands[i].hard > 21 {
                            hands[i].done = true;
                        }
                    }
                    Action::Double => {
                        tally.doubles += 1;
                        hands[i].stake = 2;
                        let c = self.shoe.draw::<COUNT, _>(&mut self.rng);
                        hands[i].add(c);
                        hands[i].done = true;
                    }
                    Action::Surrender => {
                        tally.surrenders += 1;
                        if COUNT && self.insure && dealer.cards == 1 {
                            // Without a hole card, an insured hand surrendered still waits for
                            // the dealer's second card to settle the insurance.
                            dealer.add(self.shoe.draw::<COUNT, _>(&mut self.rng));
                            self.dealer_natural = dealer.total() == 21;
                        }
                        return -0.5;
                    }
                    Action::Split => {
                        tally.splits += 1;
                        let fresh = SimHand { stake: 1, from_split: true, ..SimHand::default() };
                        let mut a = fresh;
                        a.add(h.first);
                        let mut b = fresh;
                        b.add(h.second);
                        hands[i] = a;
                        let mut k = n;
                        while k > i + 1 {
                            hands[k] = hands[k - 1];
                            k -= 1;
                        }
                        hands[i + 1] = b;
                        n += 1;
                    }
                }
            }
            i += 1;
        }
        let mut live = false;
        for h in &hands[..n] {
            if h.hard > 21 {
                tally.player_busts += 1;
            } else {
                live = true;
            }
        }
        // The dealer completes his hand (his second card first, at a no-hole-card table).
        if dealer.cards == 1 {
            dealer.add(self.shoe.draw::<COUNT, _>(&mut self.rng));
            if dealer.total() == 21 {
                if COUNT {
                    self.dealer_natural = true;
                }
                tally.dealer_naturals += 1;
                let busted: f64 = hands[..n].iter().filter(|h| h.hard > 21).map(|h| f64::from(h.stake)).sum();
                let standing: f64 =
                    hands[..n].iter().filter(|h| h.hard <= 21).map(|h| f64::from(h.stake)).sum();
                // Busted hands are lost already. The natural takes every other stake, or only the
                // original bet (the first hand's first unit) where the table says so.
                let result = if f.enhc_takes_all {
                    -(busted + standing)
                } else {
                    -(busted + if hands[0].hard <= 21 { 1.0 } else { 0.0 })
                };
                return result;
            }
        }
        if live || f.dealer_always_draws {
            while dealer_draws_to(dealer.total(), dealer.soft(), f.hits_soft_17) {
                dealer.add(self.shoe.draw::<COUNT, _>(&mut self.rng));
            }
        }
        let d = dealer.total();
        let dealer_bust = dealer.hard > 21;
        if dealer_bust {
            tally.dealer_busts += 1;
        }
        let mut result = 0.0;
        for h in &hands[..n] {
            let stake = f64::from(h.stake);
            let t = h.total();
            if h.hard > 21 {
                result -= stake;
            } else if dealer_bust || t > d {
                result += stake;
            } else if t < d {
                result -= stake;
            }
        }
        result
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
    use rand::RngCore;

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

    #[test]
    fn a_mixed_cell_plays_each_code_in_its_share() {
        let mut t = PlayTable::standing();
        assert!(t.set_mix(Row::Hard, 16, 10, &[("H", 3.0), ("Rh", 1.0), ("S", 0.0)]));
        assert!(!t.set_mix(Row::Hard, 16, 10, &[("S", 0.0)]));
        assert!(!t.set_mix(Row::Hard, 16, 10, &[("X", 1.0)]));
        let view = HandFacts { total: 16, soft: false, cards: 2, pair: None };
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let mut counts = [0u32; 2];
        for _ in 0..40_000 {
            match t.decide(view, 10, |_| true, &mut || rng.next_u32()) {
                Action::Hit => counts[0] += 1,
                Action::Surrender => counts[1] += 1,
                other => panic!("{other:?}"),
            }
        }
        let share = f64::from(counts[1]) / 40_000.0;
        assert!((share - 0.25).abs() < 0.01, "{counts:?}");
        // Where surrender is refused, that share falls back to hitting.
        let hits = (0..1000)
            .filter(|_| t.decide(view, 10, |a| a != Action::Surrender, &mut || rng.next_u32()) == Action::Hit)
            .count();
        assert_eq!(hits, 1000);
        // Other cells are untouched.
        assert_eq!(t.decide(HandFacts { total: 15, ..view }, 10, |_| true, &mut || 0), Action::Stand);
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

/// Rounds per chunk of work: every chunk has its own seed, so a run gives the same result
/// whatever the number of threads.
pub const CHUNK_ROUNDS: u64 = 1 << 20;

/// Plays `rounds` rounds of a seat (a way of playing, or a [`CountingSeat`]) on `threads`
/// threads; chunk `k` is seeded from `seed` and `k`, so the
/// result depends only on the seed. `progress` is called with the rounds done so far; once `stop`
/// says so, no chunk is started and the tally holds the chunks finished (a stopped run is not
/// reproducible: pass `&|| false` for one that is).
///
/// The sums are of halves and quarters of a bet, exact in floating point in any order, so the
/// merged tally is the same bit for bit however the chunks are shared out.
#[allow(clippy::too_many_arguments)]
pub fn simulate_parallel<'a>(
    rules: &TableRules,
    seat: impl Into<Seat<'a>>,
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Tally {
    simulate_chunked(rules, seat.into(), rounds, seed, fresh_shoe, threads, CHUNK_ROUNDS, progress, stop)
}

#[allow(clippy::too_many_arguments)]
fn simulate_chunked(
    rules: &TableRules,
    seat: Seat<'_>,
    rounds: u64,
    seed: u64,
    fresh_shoe: bool,
    threads: usize,
    chunk: u64,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
) -> Tally {
    in_chunks(
        rounds,
        threads,
        chunk,
        progress,
        stop,
        |k, n, mine: &mut Tally| {
            Simulator::for_seat(rules, seat, chunk_seed(seed, k), fresh_shoe).run(n, mine);
        },
        Tally::merge,
    )
}

/// The seed of chunk `k` of a run seeded with `seed`.
fn chunk_seed(seed: u64, k: u64) -> u64 {
    seed ^ k.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Shares `rounds` out in chunks of `chunk` among `threads` threads: `work(k, n, tally)` plays
/// chunk `k` of `n` rounds into a thread's tally, and `merge` adds the threads' tallies up.
fn in_chunks<T: Default + Send>(
    rounds: u64,
    threads: usize,
    chunk: u64,
    progress: &(dyn Fn(u64) + Sync),
    stop: &(dyn Fn() -> bool + Sync),
    work: impl Fn(u64, u64, &mut T) + Sync,
    merge: impl Fn(&mut T, &T) + Sync,
) -> T {
    use std::sync::Mutex;
    use std::sync::atomic::{AtomicU64, Ordering};
    let chunk = chunk.max(1);
    let chunks = rounds.div_ceil(chunk);
    let next = AtomicU64::new(0);
    let done = AtomicU64::new(0);
    let total = Mutex::new(T::default());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                let mut mine = T::default();
                loop {
                    if stop() {
                        break;
                    }
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= chunks {
                        break;
                    }
                    let n = chunk.min(rounds - k * chunk);
                    work(k, n, &mut mine);
                    progress(done.fetch_add(n, Ordering::Relaxed) + n);
                }
                if let Ok(mut t) = total.lock() {
                    merge(&mut t, &mine);
                }
            });
        }
    });
    total.into_inner().unwrap_or_default()
}

#[cfg(test)]
mod parallel_tests {
    use super::*;
    use crate::game::rules::preset;

    #[test]
    fn a_stopped_run_keeps_the_chunks_it_finished() {
        use std::sync::atomic::{AtomicU64, Ordering};
        let rules = preset("book").unwrap();
        let play = PlayTable::standing();
        let done = AtomicU64::new(0);
        let t = simulate_chunked(
            &rules,
            Seat::Flat(&play),
            20_000,
            4,
            false,
            1,
            2000,
            &|n| done.store(n, Ordering::SeqCst),
            &|| done.load(Ordering::SeqCst) >= 4000,
        );
        assert_eq!(t.rounds, 4000);
        let none = simulate_parallel(&rules, &play, 20_000, 4, false, 2, &|_| {}, &|| true);
        assert_eq!(none.rounds, 0);
    }

    #[test]
    fn the_result_does_not_depend_on_the_number_of_threads() {
        let rules = preset("casino-it").unwrap();
        let play = PlayTable::never_bust();
        let rounds = 20_500;
        let one = simulate_chunked(&rules, Seat::Flat(&play), rounds, 4, false, 1, 2000, &|_| {}, &|| false);
        let three =
            simulate_chunked(&rules, Seat::Flat(&play), rounds, 4, false, 3, 2000, &|_| {}, &|| false);
        assert_eq!(one, three);
        assert_eq!(one.rounds, rounds);
    }
}
