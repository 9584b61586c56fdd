//! Player values: stand, hit, double and surrender for every hand against every up card, exact
//! for the finite shoe, and the dealer distributions they rest on.

use super::dealer::{BUST, DealerDist, DealerTrees, LANES, OUTCOMES};
use super::hands::{BUSTED, HandGraph, HandId, HandNode, deals_every_hand, hand_graph};
use super::shoe::{Composition, Counts, CountsMap, RANKS, TEN};
use crate::game::rules::{EnhcLoss, HoleCard, TableRules};

/// How a dealer natural is accounted for in the values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NaturalMode {
    /// The dealer peeks: every value is conditioned on the dealer holding no natural.
    Peek,
    /// No hole card, and a dealer natural takes every bet on the seat: values are unconditional.
    TakesAll,
    /// No hole card, and a dealer natural takes the original bet only. Play is then the same as
    /// under a peek (a natural costs one bet whatever the player did), so values are computed
    /// conditioned and turned into unconditional ones at the end.
    TakesOriginal,
}

impl NaturalMode {
    /// The mode of a table.
    pub fn of(rules: &TableRules) -> NaturalMode {
        match (rules.hole_card, rules.enhc_blackjack_takes) {
            (HoleCard::Peek, _) => NaturalMode::Peek,
            (HoleCard::Enhc, Some(EnhcLoss::Original)) => NaturalMode::TakesOriginal,
            (HoleCard::Enhc, _) => NaturalMode::TakesAll,
        }
    }

    /// Are draws and dealer outcomes conditioned on the dealer holding no natural?
    pub fn conditions_draws(self) -> bool {
        self != NaturalMode::TakesAll
    }
}

/// The value of standing on `total` (17 to 21, or less) against a dealer distribution.
pub fn stand_against(dist: &DealerDist, total: u8) -> f64 {
    let bust = dist[BUST];
    if total < 17 {
        // Only a dealer bust wins; the dealer ends on 17 or more otherwise.
        let stood: f64 = dist[..BUST].iter().sum();
        return bust - stood;
    }
    let k = usize::from(total - 17);
    let below: f64 = dist[..k].iter().sum();
    let above: f64 = dist[k + 1..BUST].iter().sum();
    bust + below - above
}

/// The value that completes a dealer natural with this up card, if any.
pub fn natural_partner(up: usize) -> Option<usize> {
    match up {
        0 => Some(TEN),
        TEN => Some(0),
        _ => None,
    }
}

/// The probability that the dealer's hole card makes a natural, given the cards left.
pub fn natural_chance(left: &[i32; RANKS], up: usize) -> f64 {
    let Some(k) = natural_partner(up) else { return 0.0 };
    let total: i32 = left.iter().filter(|&&n| n > 0).sum();
    if total <= 0 { 0.0 } else { f64::from(left[k].max(0)) / f64::from(total) }
}

/// The probability of each value for the player's next card, from the cards `left` (a negative
/// count reads as none). With `conditioned`, the dealer's hole card is known not to complete a
/// natural with the up card, which changes the odds.
pub fn draw_odds(left: &[i32; RANKS], up: usize, conditioned: bool) -> [f64; RANKS] {
    let l: [f64; RANKS] = std::array::from_fn(|c| f64::from(left[c].max(0)));
    next_card_odds(&l, l.iter().sum(), natural_partner(up).filter(|_| conditioned))
}

/// [`draw_odds`] for cards `left` that are never negative, `n` of them, `natural` being the value
/// that would complete the dealer's natural when the hole card is known not to.
#[inline]
pub fn next_card_odds(left: &[f64; RANKS], n: f64, natural: Option<usize>) -> [f64; RANKS] {
    let (per_card, whole) = next_card_factors(left, n, natural);
    let mut q: [f64; RANKS] = std::array::from_fn(|c| left[c] * per_card);
    q[natural.unwrap_or(0)] = whole;
    q
}

/// The odds of [`next_card_odds`] as two numbers: each value's chance is its cards left times the
/// first, but that of `natural` (of value 0 when there is none), which is the second. The split
/// values' passes work the chances out from them as they go (see `levels.rs`).
#[inline]
pub fn next_card_factors(left: &[f64; RANKS], n: f64, natural: Option<usize>) -> (f64, f64) {
    next_card_factors_of(left[natural.unwrap_or(0)], n, natural.is_some())
}

/// [`next_card_factors`] from the one count it reads: `whole`, the cards left of the value whose
/// chance is given whole (`natural`, else value 0), and whether that value would complete the
/// dealer's natural. The split hands' stand values read thousands of hands a solve, each of which
/// would otherwise work out all ten counts left for this one.
#[inline]
pub fn next_card_factors_of(whole: f64, n: f64, natural: bool) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 0.0);
    }
    if natural && n > 1.0 && n > whole {
        // The hole card is one of the other cards: each value's chance of being drawn next is
        // weighed by how many cards may be the hole card once it is.
        let scale = 1.0 / ((n - 1.0) * (n - whole));
        let others = (n - 1.0 - whole) * scale;
        (others, whole * ((n - whole) * scale))
    } else {
        let scale = 1.0 / n;
        (scale, whole * scale)
    }
}

/// Dealer distributions (for all ten up cards) for every set of cards out of the shoe that the
/// solver needs, computed once, in one flat list of "slots".
///
/// Slot `i` below the graph's size holds the cards of hand `i`; the slots after them hold the split
/// hands with other pair cards out that are no hand themselves (more than 21). For each pair
/// value and number of other pair cards out, [`DealerTable::split_hands`] lists the split hands
/// with their slots.
#[derive(Debug)]
pub struct DealerTable {
    /// By up card, then slot (the values of one up card are read together). All zero where the
    /// shoe cannot hold the cards out (or the up card).
    dists: [Vec<DealerDist>; RANKS],
    /// The slot of no card out (the shoe itself).
    none_slot: u32,
    /// The hands of two cards or more that the shoe can hold, with their slots, successors first.
    hands: Vec<(HandId, u32)>,
    /// By pair value and other pair cards out less one: the split hands the shoe can hold with
    /// those pair cards out, each with the slot of its cards plus the other pair cards,
    /// successors first. Empty when not asked for.
    split_hands: [[Vec<(HandId, u32)>; MAX_OTHERS]; RANKS],
}

/// The most other pair cards out that split values look at (four hands: three re-split and two
/// standing for other hands' second cards in the exact sum, see `split.rs`).
pub const MAX_OTHERS: usize = 5;

/// Which split hands need dealer distributions: for pair value `x`, every hand holding an `x`
/// (only the two-card ones when `two_cards_only`, as for split aces) with 1 to `max_others` other
/// pair cards out.
#[derive(Debug, Clone, Copy)]
pub struct SplitNeed {
    /// The pair value.
    pub x: usize,
    /// The most other pair cards out.
    pub max_others: u8,
    /// Only two-card split hands are played (split aces take one card).
    pub two_cards_only: bool,
}

impl DealerTable {
    /// Distributions for every hand of the graph (or those `only` marks, by hand) and every split
    /// hand of `splits`, for this shoe, by the dealer's play of `trees` (a soft-17 rule, for every
    /// up card or one).
    pub fn new(
        shoe: &Composition,
        trees: &DealerTrees,
        only: Option<&[bool]>,
        splits: &[SplitNeed],
    ) -> DealerTable {
        let graph = hand_graph();
        let n = graph.len();
        let asked = |i: usize| only.is_none_or(|marked| marked[i]);
        // A one-card hand never stands, so it needs no dealer distribution.
        let mut outs: Vec<Counts> = graph.hands.iter().map(|node| node.counts).collect();
        let mut wanted: Vec<bool> =
            graph.hands.iter().enumerate().map(|(i, node)| node.cards != 1 && asked(i)).collect();
        let mut split_hands: [[Vec<(HandId, u32)>; MAX_OTHERS]; RANKS] = Default::default();
        let mut extra: CountsMap<u32> = CountsMap::default();
        for need in splits {
            let x = need.x;
            for others in 1..=need.max_others.min(MAX_OTHERS as u8) {
                let mut slots = Vec::new();
                for (i, node) in graph.hands.iter().enumerate().rev() {
                    if node.cards < 2 || node.counts[x] == 0 || (need.two_cards_only && node.cards != 2) {
                        continue;
                    }
                    let mut out = node.counts;
                    out[x] += others;
                    if shoe.left_after(&out).iter().any(|&c| c < 0) {
                        continue;
                    }
                    // The cards out are a hand themselves when they make 21 or less.
                    let mut alias = Some(i as HandId);
                    for _ in 0..others {
                        alias = alias.map(|a| graph.node(a).next[x]).filter(|&a| a != BUSTED);
                    }
                    let slot = match alias {
                        Some(a) => {
                            wanted[a as usize] = true;
                            a
                        }
                        None => *extra.entry(out).or_insert_with(|| {
                            outs.push(out);
                            wanted.push(true);
                            (outs.len() - 1) as u32
                        }),
                    };
                    slots.push((i as HandId, slot));
                }
                split_hands[x][usize::from(others) - 1] = slots;
            }
        }
        let Dists { by_up: dists, entry } = dists_after(shoe, &outs, &wanted, trees);
        // Slots from here on are packed entries.
        for slots in split_hands.iter_mut().flatten() {
            for (_, slot) in slots.iter_mut() {
                *slot = entry[*slot as usize];
            }
        }
        let hands = (0..n)
            .rev()
            .filter(|&i| {
                graph.hands[i].cards >= 2 && asked(i) && shoe.left_after(&outs[i]).iter().all(|&c| c >= 0)
            })
            .map(|i| (i as HandId, entry[i]))
            .collect();
        // The empty hand is the graph's first: its cards out are none.
        DealerTable { dists, hands, split_hands, none_slot: entry[0] }
    }

    /// The distribution against `up` when the cards of `slot` are out.
    pub fn get(&self, slot: u32, up: usize) -> &DealerDist {
        &self.dists[up][slot as usize]
    }

    /// The distribution against `up` with no card out but the up card.
    pub fn off_the_top(&self, up: usize) -> &DealerDist {
        self.get(self.none_slot, up)
    }

    /// The hands of two cards or more the shoe can hold, with their slots, successors first.
    pub fn hands(&self) -> &[(HandId, u32)] {
        &self.hands
    }

    /// The split hands of `x` with `others` other pair cards out, with their slots, successors
    /// first (none when they were not asked for).
    pub fn split_hands(&self, x: usize, others: u8) -> &[(HandId, u32)] {
        match usize::from(others).checked_sub(1).and_then(|k| self.split_hands[x].get(k)) {
            Some(hands) => hands,
            None => &[],
        }
    }
}

/// The distributions against every up card of the wanted sets of cards out that the shoe can
/// hold, packed one after another (no entry written twice, none for a set not asked for):
/// [`Self::get`] finds one by the set's place in the list asked about.
#[derive(Debug)]
pub struct Dists {
    /// By up card, then packed entry; one entry of all zeros last.
    by_up: [Vec<DealerDist>; RANKS],
    /// By set of cards out asked about: its packed entry (the zeros when not worked out).
    entry: Vec<u32>,
}

impl Dists {
    /// The distribution against `up` with set `i` out: all zero where the shoe cannot hold the
    /// set or the up card, or the set was not wanted.
    pub fn get(&self, i: usize, up: usize) -> &DealerDist {
        &self.by_up[up][self.entry[i] as usize]
    }
}

/// The distributions against every up card of `trees` for each wanted set of cards out, computed
/// [`LANES`] sets at a time (all zero against an up card `trees` does not play).
pub fn dists_after(shoe: &Composition, outs: &[Counts], wanted: &[bool], trees: &DealerTrees) -> Dists {
    let mut reach = Vec::new();
    let feasible: Vec<usize> =
        (0..outs.len()).filter(|&i| wanted[i] && shoe.left_after(&outs[i]).iter().all(|&n| n >= 0)).collect();
    // Filled in the order worked out, rather than zeroed first and written in place: most of a
    // solve's memory, written once.
    let mut by_up: [Vec<DealerDist>; RANKS] = std::array::from_fn(|_| Vec::with_capacity(feasible.len() + 1));
    let mut found = [[[0.0; OUTCOMES]; LANES]; RANKS];
    for chunk in feasible.chunks(LANES) {
        let lefts: Vec<[i32; RANKS]> = chunk.iter().map(|&i| shoe.left_after(&outs[i])).collect();
        // The cards of each shoe, lane by lane, the up card among them.
        let mut full = [[0.0; LANES]; RANKS];
        for (l, counts) in lefts.iter().enumerate() {
            for c in 0..RANKS {
                full[c][l] = f64::from(counts[c]);
            }
        }
        trees.distributions(&full, &mut reach, &mut found);
        for (up, found) in found.iter().enumerate() {
            for (l, left) in lefts.iter().enumerate() {
                // A shoe without this up card gets no distribution against it.
                by_up[up].push(if left[up] > 0 { found[l] } else { [0.0; OUTCOMES] });
            }
        }
    }
    for dists in &mut by_up {
        dists.push([0.0; OUTCOMES]);
    }
    let mut entry = vec![feasible.len() as u32; outs.len()];
    for (k, &i) in feasible.iter().enumerate() {
        entry[i] = k as u32;
    }
    Dists { by_up, entry }
}

/// Values of every hand of the graph against one up card, under one way of playing.
#[derive(Debug, Clone)]
pub struct PlayValues<'s> {
    /// Standing.
    pub stand: &'s [f64],
    /// Hitting, then playing on as chosen; `NaN` at 21 (no draw) and for hands not computed.
    pub hit: Vec<f64>,
}

/// Stand values of a set of hands against one up card, with some further cards out of the shoe.
#[derive(Debug, Clone)]
pub struct Stands {
    /// The hands with a value, successors first.
    pub ids: Vec<HandId>,
    /// By [`HandId`]; `NaN` for hands not in `ids`.
    pub stand: Vec<f64>,
    /// The odds of each next card, in the order of `ids` (all zero at 21).
    pub odds: Vec<[f64; RANKS]>,
}

/// The shoe, the rules and the dealer table that every value computation shares.
#[derive(Debug)]
pub struct Context<'a> {
    /// The shoe before any card is dealt.
    pub shoe: Composition,
    /// The table.
    pub rules: &'a TableRules,
    /// How dealer naturals are accounted for.
    pub mode: NaturalMode,
    /// Dealer distributions.
    pub dealer: &'a DealerTable,
    /// The hand graph.
    pub graph: &'static HandGraph,
    /// From this many cards in the shoe, some re-split stand values are extrapolated (see
    /// `split.rs`).
    pub extrapolate_from: u32,
}

impl<'a> Context<'a> {
    /// The context of a solve of `rules` from `shoe`, with the dealer table worked out for them.
    pub fn new(
        rules: &'a TableRules,
        shoe: Composition,
        dealer: &'a DealerTable,
        extrapolate_from: u32,
    ) -> Context<'a> {
        Context { shoe, rules, mode: NaturalMode::of(rules), dealer, graph: hand_graph(), extrapolate_from }
    }
}

impl Context<'_> {
    /// Cards left once the up card and the multiset `out` are dealt.
    pub fn left(&self, up: usize, out: &Counts) -> [i32; RANKS] {
        let mut left = self.shoe.left_after(out);
        left[up] -= 1;
        left
    }

    /// Stand values of every hand of two cards or more against `up`, with the odds of each next
    /// card for each hand. (Those of split hands with other pair cards out are worked out for all
    /// their levels at once: [`Self::split_level_stands`].)
    pub fn stands(&self, up: usize) -> Stands {
        let n = self.graph.len();
        let also_out: Counts = [0; RANKS];
        let hands = self.dealer.hands();
        // Sized for every hand at once: growing the lists as they fill cost more than the values.
        let mut stands = Stands {
            ids: Vec::with_capacity(hands.len()),
            stand: vec![f64::NAN; n],
            odds: Vec::with_capacity(hands.len()),
        };
        if hands.is_empty() {
            return stands;
        }
        let before = self.left(up, &also_out);
        if before.iter().any(|&c| c < 0) {
            return stands;
        }
        let before: [f64; RANKS] = std::array::from_fn(|c| f64::from(before[c]));
        let before_total: f64 = before.iter().sum();
        let natural = natural_partner(up).filter(|_| self.mode.conditions_draws());
        let takes_all = self.mode == NaturalMode::TakesAll;
        let deep = deals_every_hand(&before);
        for &(id, slot) in hands {
            let i = id as usize;
            let node = self.graph.node(id);
            let left: [f64; RANKS] = std::array::from_fn(|c| before[c] - node.counts_f64[c]);
            if !deep && left.iter().any(|&c| c < 0.0) {
                continue;
            }
            let n = before_total - f64::from(node.cards);
            let dist = self.dealer.get(slot, up);
            let total = node.total();
            let mut stand = stand_against(dist, total);
            if takes_all && let Some(k) = natural_partner(up) {
                // No hole card: a dealer natural costs the bet.
                let p = if n > 0.0 { left[k] / n } else { 0.0 };
                stand = (1.0 - p) * stand - p;
            }
            stands.stand[i] = stand;
            stands.ids.push(id);
            stands.odds.push(if total < 21 { next_card_odds(&left, n, natural) } else { [0.0; RANKS] });
        }
        stands
    }

    /// Values of the hands of `stands` against `up`: hit values and the value of holding each hand
    /// when `hits` decides, for a hand of three cards or more, whether it is hit (given its stand
    /// and hit values).
    pub fn play_from<'s>(
        &self,
        stands: &'s Stands,
        hits: impl Fn(&HandNode, f64, f64) -> bool,
    ) -> PlayValues<'s> {
        let n = self.graph.len();
        let mut hit = vec![f64::NAN; n];
        let mut value = vec![f64::NAN; n + 1];
        self.play_into(stands, |_, node, s, h| hits(node, s, h), &mut hit, &mut value);
        PlayValues { stand: &stands.stand, hit }
    }

    /// [`Self::play_from`] into buffers kept from an earlier pass (`hit` by hand, `value` by hand
    /// and one more entry), `hits` also told the hand's index (and free to note its decision): the
    /// entries of hands not in `stands` keep what they held, which is never read, since only
    /// hands in `stands` and draws that can happen are.
    pub fn play_into(
        &self,
        stands: &Stands,
        mut hits: impl FnMut(HandId, &HandNode, f64, f64) -> bool,
        hit_values: &mut [f64],
        values: &mut [f64],
    ) {
        let n = self.graph.len();
        // One entry past the hands stands for a bust (`BUSTED` is clamped to it), so that a draw
        // needs no test of its own.
        values[n] = -1.0;
        for (k, &id) in stands.ids.iter().enumerate() {
            let i = id as usize;
            let node = self.graph.node(id);
            let stand = stands.stand[i];
            let mut value = stand;
            if node.total() < 21 {
                let mut hit = 0.0;
                for (c, &p) in stands.odds[k].iter().enumerate() {
                    let after = values[(node.next[c] as usize).min(n)];
                    // A value that cannot be drawn adds nothing: its hand may have no value. A
                    // select rather than a branch.
                    hit = if p == 0.0 { hit } else { hit + p * after };
                }
                hit_values[i] = hit;
                if hits(id, node, stand, hit) {
                    value = hit;
                }
            }
            values[i] = value;
        }
    }

    /// The value of doubling hand `id` (one card, then stand) for the initial bet of 1, given the
    /// stand values by hand.
    pub fn double(&self, id: HandId, up: usize, also_out: &Counts, stand: &[f64]) -> f64 {
        self.double_with(id, up, also_out, |i| stand[i])
    }

    /// [`Self::double`] with the stand values given by a function of the hand.
    pub fn double_with(&self, id: HandId, up: usize, also_out: &Counts, stand: impl Fn(usize) -> f64) -> f64 {
        let node = self.graph.node(id);
        let out: Counts = std::array::from_fn(|c| node.counts[c] + also_out[c]);
        let q = draw_odds(&self.left(up, &out), up, self.mode.conditions_draws());
        let mut sum = 0.0;
        for (c, &p) in q.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let next = node.next[c];
            sum += p * if next == BUSTED { -1.0 } else { stand(next as usize) };
        }
        2.0 * sum
    }
}
