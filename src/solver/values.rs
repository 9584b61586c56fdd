//! Player values: stand, hit, double and surrender for every hand against every up card, exact
//! for the finite shoe, and the dealer distributions they rest on.

use std::collections::HashMap;

use super::dealer::{BUST, DealerDist, dealer_trees};
use super::hands::{BUSTED, HandGraph, HandId, HandNode, hand_graph};
use super::shoe::{Composition, Counts, RANKS, TEN};
use crate::rules::{EnhcLoss, HoleCard, TableRules};

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

/// The probability of each value for the player's next card. With `conditioned`, the dealer's
/// hole card is known not to complete a natural with the up card, which changes the odds.
pub fn draw_odds(left: &[i32; RANKS], up: usize, conditioned: bool) -> [f64; RANKS] {
    let l: [f64; RANKS] = std::array::from_fn(|c| f64::from(left[c].max(0)));
    let n: f64 = l.iter().sum();
    let mut q = [0.0; RANKS];
    if n <= 0.0 {
        return q;
    }
    match natural_partner(up).filter(|_| conditioned) {
        Some(k) if n > 1.0 && n > l[k] => {
            let denom = (n - 1.0) * (n - l[k]);
            for c in 0..RANKS {
                let others = n - 1.0 - l[k] + if c == k { 1.0 } else { 0.0 };
                q[c] = l[c] * others / denom;
            }
        }
        _ => {
            for c in 0..RANKS {
                q[c] = l[c] / n;
            }
        }
    }
    q
}

/// Dealer distributions (for all ten up cards) for every set of cards out of the shoe that the
/// solver needs, computed once.
#[derive(Debug)]
pub struct DealerTable {
    /// By the [`HandId`] of the cards out; `None` when the shoe cannot hold them.
    by_hand: Vec<Option<Box<[DealerDist; RANKS]>>>,
    /// Sets of cards out that are not a hand of 21 or less (split hands with the other pair cards).
    extra: HashMap<Counts, Box<[DealerDist; RANKS]>>,
}

impl DealerTable {
    /// Distributions for every hand of the graph (and the empty hand), for this shoe and rule.
    pub fn new(shoe: &Composition, hits_soft_17: bool) -> DealerTable {
        let graph = hand_graph();
        let mut reach = Vec::new();
        let by_hand = graph
            .hands
            .iter()
            .map(|node| {
                // A one-card hand never stands, so it needs no dealer distribution.
                if node.cards == 1 {
                    return None;
                }
                dists_after(shoe, &node.counts, hits_soft_17, &mut reach)
            })
            .collect();
        DealerTable { by_hand, extra: HashMap::new() }
    }

    /// Adds the distributions for the cards `out` (a hand plus other cards), unless known.
    pub fn add(&mut self, shoe: &Composition, out: &Counts, hits_soft_17: bool, reach: &mut Vec<f64>) {
        if hand_graph().find_counts(out).is_none()
            && !self.extra.contains_key(out)
            && let Some(d) = dists_after(shoe, out, hits_soft_17, reach)
        {
            self.extra.insert(*out, d);
        }
    }

    /// The distribution against `up` when the cards of hand `id` plus `extra` are out.
    pub fn get(&self, id: HandId, extra: Option<&Counts>, up: usize) -> Option<&DealerDist> {
        match extra {
            None => self.by_hand.get(id as usize)?.as_ref().map(|d| &d[up]),
            Some(out) => match hand_graph().find_counts(out) {
                Some(id) => self.by_hand.get(id as usize)?.as_ref().map(|d| &d[up]),
                None => self.extra.get(out).map(|d| &d[up]),
            },
        }
    }
}

fn dists_after(
    shoe: &Composition,
    out: &Counts,
    hits_soft_17: bool,
    reach: &mut Vec<f64>,
) -> Option<Box<[DealerDist; RANKS]>> {
    let left = shoe.left_after(out);
    if left.iter().any(|&n| n < 0) {
        return None;
    }
    let trees = dealer_trees(hits_soft_17);
    let mut dists = Box::new([[0.0; super::dealer::OUTCOMES]; RANKS]);
    for (up, dist) in dists.iter_mut().enumerate() {
        if left[up] <= 0 {
            continue;
        }
        let mut after_up = left;
        after_up[up] -= 1;
        *dist = trees[up].distribution(&after_up, reach);
    }
    Some(dists)
}

/// Values of every hand of the graph against one up card, under one way of playing.
#[derive(Debug, Clone)]
pub struct PlayValues {
    /// Standing.
    pub stand: Vec<f64>,
    /// Hitting, then playing on as chosen; `NaN` at 21 (no draw) and for hands not computed.
    pub hit: Vec<f64>,
    /// The value of holding the hand, by the play chosen (for hands of three or more cards).
    pub value: Vec<f64>,
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
}

impl Context<'_> {
    /// Cards left once the up card and the multiset `out` are dealt.
    pub fn left(&self, up: usize, out: &Counts) -> [i32; RANKS] {
        let mut left = self.shoe.left_after(out);
        left[up] -= 1;
        left
    }

    /// The value of standing with hand `id` against `up` for a stake of 1, where `extra` (when
    /// given) is every card out besides the up card, the hand's cards included.
    pub fn stand(&self, id: HandId, extra: Option<&Counts>, up: usize) -> f64 {
        let node = self.graph.node(id);
        let Some(dist) = self.dealer.get(id, extra, up) else { return f64::NAN };
        let value = stand_against(dist, node.total());
        if self.mode == NaturalMode::TakesAll {
            let out = extra.unwrap_or(&node.counts);
            let p = natural_chance(&self.left(up, out), up);
            (1.0 - p) * value - p
        } else {
            value
        }
    }

    /// Values of every hand holding at least one card of value `holding` (every hand when
    /// `None`), against `up`, with `also_out` further cards out of the shoe. `hits` decides, for a
    /// hand of three cards or more, whether it is hit (given its stand and hit values).
    pub fn play(
        &self,
        up: usize,
        holding: Option<usize>,
        also_out: &Counts,
        hits: &dyn Fn(&HandNode, f64, f64) -> bool,
    ) -> PlayValues {
        let n = self.graph.len();
        let mut v = PlayValues { stand: vec![f64::NAN; n], hit: vec![f64::NAN; n], value: vec![f64::NAN; n] };
        let plain = also_out.iter().all(|&c| c == 0);
        for (i, node) in self.graph.hands.iter().enumerate().rev() {
            if node.cards < 2 || holding.is_some_and(|x| node.counts[x] == 0) {
                continue;
            }
            let out: Counts = std::array::from_fn(|c| node.counts[c] + also_out[c]);
            let left = self.left(up, &out);
            if left.iter().any(|&c| c < 0) {
                continue;
            }
            let id = i as HandId;
            let stand = self.stand(id, if plain { None } else { Some(&out) }, up);
            v.stand[i] = stand;
            let mut value = stand;
            if node.total() < 21 {
                let q = draw_odds(&left, up, self.mode.conditions_draws());
                let mut hit = 0.0;
                for (c, &p) in q.iter().enumerate() {
                    if p == 0.0 {
                        continue;
                    }
                    let next = node.next[c];
                    hit += p * if next == BUSTED { -1.0 } else { v.value[next as usize] };
                }
                v.hit[i] = hit;
                if hits(node, stand, hit) {
                    value = hit;
                }
            }
            v.value[i] = value;
        }
        v
    }

    /// The value of doubling hand `id` (one card, then stand) for the initial bet of 1.
    pub fn double(&self, id: HandId, up: usize, also_out: &Counts, v: &PlayValues) -> f64 {
        let node = self.graph.node(id);
        let out: Counts = std::array::from_fn(|c| node.counts[c] + also_out[c]);
        let q = draw_odds(&self.left(up, &out), up, self.mode.conditions_draws());
        let mut sum = 0.0;
        for (c, &p) in q.iter().enumerate() {
            if p == 0.0 {
                continue;
            }
            let next = node.next[c];
            sum += p * if next == BUSTED { -1.0 } else { v.stand[next as usize] };
        }
        2.0 * sum
    }
}
