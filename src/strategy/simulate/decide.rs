//! A way of playing resolved once per run: for every hand the simulator can meet (its cards
//! keyed by total, softness and pair, the moves [`Moves`] allows it and the dealer's up card),
//! the action [`PlayTable::decide`] takes, so the round looks its action up instead of working
//! it out. A cell that mixes several codes draws at random each time: it is left out and decided
//! in the round as before, drawing the same numbers.

use crate::game::action::{Action, ActionSet};
use crate::strategy::play_table::{HandFacts, PlayTable};

use super::{Flat, MOST_HANDS, SimHand, points};

/// Hand keys: two-card hard totals (0..22), two-card soft totals (22..44), pairs by point value
/// (44..55), then hard (55..77) and soft (77..99) totals of three cards and more.
const SOFT: usize = 22;
const PAIR: usize = 44;
const MORE: usize = 55;
/// Up cards by point value (index 0 is the Ace).
const UPS: usize = 10;

/// The key of a hand of three cards or more (total at most 21).
#[inline]
fn more_key(total: u8, soft: bool) -> usize {
    MORE + if soft { SOFT } else { 0 } + usize::from(total)
}

/// What [`PlayTable::decide`] knows of a hand with this key.
fn facts(key: usize) -> HandFacts {
    let total = |k: usize| u8::try_from(k).unwrap_or(u8::MAX);
    if key < SOFT {
        HandFacts { total: total(key), soft: false, cards: 2, pair: None }
    } else if key < PAIR {
        HandFacts { total: total(key - SOFT), soft: true, cards: 2, pair: None }
    } else if key < MORE {
        let v = total(key - PAIR);
        let t = if v == 1 { 12 } else { 2 * v };
        HandFacts { total: t, soft: v == 1, cards: 2, pair: Some(v) }
    } else if key < MORE + SOFT {
        HandFacts { total: total(key - MORE), soft: false, cards: 3, pair: None }
    } else {
        HandFacts { total: total(key - MORE - SOFT), soft: true, cards: 3, pair: None }
    }
}

/// Something of each two-card hand, `[first rank][second rank]`.
type ByRanks<T> = [[T; 13]; 13];

/// The actions of every way of playing a seat has, looked up by the hand's slot (its key and
/// allowed moves, see [`Decisions::slot`]) and the up card.
#[derive(Debug, Clone)]
pub(super) struct Decisions {
    /// The slot of a two-card hand,
    /// `[from a split][seat hands - 1][surrender open against the up card][first rank][second rank]`.
    two_slot: Box<[[[ByRanks<u16>; 2]; MOST_HANDS]; 2]>,
    /// The slot of a hand of three cards or more, `[soft][total]`.
    more_slot: [[u16; 32]; 2],
    /// Slots per way of playing and up card; the last is for a hand no slot was made for, and
    /// holds no action.
    slots: usize,
    /// `[play][up][slot]`: the action, or `None` where the cell mixes codes.
    actions: Vec<Option<Action>>,
}

impl Decisions {
    pub(super) fn new(flat: &Flat, plays: &[PlayTable]) -> Decisions {
        let mut two_key = [[0u8; 13]; 13];
        for (f, by_second) in two_key.iter_mut().enumerate() {
            for (s, key) in by_second.iter_mut().enumerate() {
                let h = two_cards(false, f, s);
                let k = if flat.is_pair(&h) {
                    PAIR + usize::from(points(h.first))
                } else if h.soft() {
                    SOFT + usize::from(h.total())
                } else {
                    usize::from(h.total())
                };
                *key = u8::try_from(k).unwrap_or(0);
            }
        }
        // The (set, key) of every hand, as `Moves::allowed` gives the set; `None` for a case no
        // hand meets (surrender open at a table that offers none).
        let mut two = Box::new([[[[[None; 13]; 13]; 2]; MOST_HANDS]; 2]);
        for (from_split, by_hands) in two.iter_mut().enumerate() {
            for (hands, by_open) in by_hands.iter_mut().enumerate() {
                for (open, by_first) in by_open.iter_mut().enumerate() {
                    let Some(up) = flat.moves.surrender.iter().position(|&o| o == (open == 1)) else {
                        continue;
                    };
                    for (f, by_second) in by_first.iter_mut().enumerate() {
                        for (s, found) in by_second.iter_mut().enumerate() {
                            let h = two_cards(from_split == 1, f, s);
                            let set = flat.moves.allowed(&h, hands + 1, up);
                            *found = Some((set, usize::from(two_key[f][s])));
                        }
                    }
                }
            }
        }
        let mut more = [[None; 32]; 2];
        for (soft, by_total) in more.iter_mut().enumerate() {
            for (total, found) in by_total.iter_mut().enumerate().take(22) {
                let total = u8::try_from(total).unwrap_or(u8::MAX);
                let soft = soft == 1;
                // A hand of three cards: only its total and softness matter to `Moves`.
                let h = SimHand {
                    hard: if soft { total.saturating_sub(10) } else { total },
                    aces: soft,
                    cards: 3,
                    ..SimHand::default()
                };
                if h.total() == total && h.soft() == soft {
                    *found = Some((flat.moves.allowed(&h, 1, 0), more_key(total, soft)));
                }
            }
        }
        // A slot for each (set, key) met, in the order of their bits.
        let met = two.iter().flatten().flatten().flatten().flatten().chain(more.iter().flatten());
        let mut pairs: Vec<(ActionSet, usize)> = met.flatten().copied().collect();
        pairs.sort_by_key(|(set, key)| (set.bits(), *key));
        pairs.dedup();
        let unknown = u16::try_from(pairs.len()).unwrap_or(u16::MAX);
        let slot_of = |found: &Option<(ActionSet, usize)>| {
            found
                .and_then(|p| pairs.binary_search_by_key(&(p.0.bits(), p.1), |(s, k)| (s.bits(), *k)).ok())
                .and_then(|n| u16::try_from(n).ok())
                .unwrap_or(unknown)
        };
        let two_slot = Box::new(two.map(|by_hands| {
            by_hands.map(|by_open| {
                by_open.map(|by_first| by_first.map(|by_second| by_second.map(|f| slot_of(&f))))
            })
        }));
        let more_slot = more.map(|by_total| by_total.map(|f| slot_of(&f)));
        let slots = pairs.len() + 1;
        let mut actions = vec![None; plays.len() * UPS * slots];
        let stand_only = ActionSet::EMPTY.with(Action::Stand);
        for (p, play) in plays.iter().enumerate() {
            for up in 0..UPS {
                for (n, &(set, key)) in pairs.iter().enumerate() {
                    // Only standing allowed: the hand stands without asking its cell.
                    let action = if set == stand_only {
                        Some(Action::Stand)
                    } else {
                        let mut mixed = false;
                        let up_points = u8::try_from(up + 1).unwrap_or(10);
                        let a = play.decide(facts(key), up_points, |a| set.contains(a), &mut || {
                            mixed = true;
                            0
                        });
                        (!mixed).then_some(a)
                    };
                    actions[(p * UPS + up) * slots + n] = action;
                }
            }
        }
        Decisions { two_slot, more_slot, slots, actions }
    }

    /// The slot of this hand at a seat holding `seat_hands` hands, `surrender_open` saying whether
    /// the table lets a hand surrender against the up card ([`Moves`](super::Moves)).
    #[inline]
    pub(super) fn slot(&self, h: &SimHand, seat_hands: usize, surrender_open: bool) -> usize {
        let slot = if h.cards == 2 {
            self.two_slot[usize::from(h.from_split)][seat_hands.clamp(1, MOST_HANDS) - 1]
                [usize::from(surrender_open)][usize::from(h.first)][usize::from(h.second)]
        } else {
            self.more_slot[usize::from(h.soft())][usize::from(h.total()) % 32]
        };
        usize::from(slot)
    }

    /// Where the actions of way of playing `play` against an up card of `up_points` start, for
    /// [`Decisions::action`].
    #[inline]
    pub(super) fn row(&self, play: usize, up_points: u8) -> usize {
        (play * UPS + usize::from(up_points).saturating_sub(1)) * self.slots
    }

    /// The action in this row for a hand in this slot; `None` where its cell mixes codes.
    #[inline]
    pub(super) fn action(&self, row: usize, slot: usize) -> Option<Action> {
        self.actions.get(row + slot).copied().flatten()
    }
}

/// A two-card hand of these rank indexes.
fn two_cards(from_split: bool, first: usize, second: usize) -> SimHand {
    let mut h = SimHand { from_split, ..SimHand::default() };
    h.add(u8::try_from(first).unwrap_or(0));
    h.add(u8::try_from(second).unwrap_or(0));
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;
    use crate::strategy::play_table::Row;

    /// Every action looked up is the one [`PlayTable::decide`] takes for that hand, its allowed
    /// moves and up card; a mixed cell is left to the round, and an unmixed one beside it is not.
    #[test]
    fn a_looked_up_action_is_the_play_tables_decision() {
        for table in ["quebec-s17", "casino-fr", "book"] {
            let rules = preset(table).unwrap();
            let chart = crate::strategy::chart::shipped(table).unwrap().unwrap();
            let mut habits = PlayTable::from_chart(&chart);
            assert!(habits.set_mix(Row::Hard, 16, 10, &[("H", 1.0), ("S", 1.0)]));
            let plays = [PlayTable::from_chart(&chart), habits];
            let flat = Flat::new(&rules, false, None);
            let decisions = Decisions::new(&flat, &plays);
            let mut looked_up = 0;
            for (p, play) in plays.iter().enumerate() {
                for from_split in [false, true] {
                    for hands in 1..=usize::from(rules.max_hands) {
                        for up in 0..13u8 {
                            for first in 0..13u8 {
                                for second in 0..13u8 {
                                    let mut h = SimHand { from_split, ..SimHand::default() };
                                    h.add(first);
                                    h.add(second);
                                    let allowed = flat.moves.allowed(&h, hands, usize::from(up));
                                    let view = HandFacts {
                                        total: h.total(),
                                        soft: h.soft(),
                                        cards: 2,
                                        pair: flat.is_pair(&h).then(|| points(h.first)),
                                    };
                                    let mut mixed = false;
                                    let decided =
                                        play.decide(view, points(up), |a| allowed.contains(a), &mut || {
                                            mixed = true;
                                            0
                                        });
                                    let open = flat.moves.surrender[usize::from(up)];
                                    let slot = decisions.slot(&h, hands, open);
                                    let found = decisions.action(decisions.row(p, points(up)), slot);
                                    let stand_only = allowed == ActionSet::EMPTY.with(Action::Stand);
                                    match found {
                                        Some(a) => {
                                            looked_up += 1;
                                            assert!(stand_only || !mixed, "{table}: {view:?} up {up}");
                                            assert_eq!(a, if stand_only { Action::Stand } else { decided });
                                        }
                                        None => assert!(mixed && !stand_only, "{table}: {view:?} up {up}"),
                                    }
                                }
                            }
                        }
                    }
                }
                for total in 4..=21u8 {
                    for soft in [false, true].into_iter().filter(|&s| !s || total >= 12) {
                        let h = SimHand {
                            hard: if soft { total - 10 } else { total },
                            aces: soft,
                            cards: 3,
                            ..SimHand::default()
                        };
                        let allowed = flat.moves.allowed(&h, 1, 0);
                        for up in 1..=10u8 {
                            let view = HandFacts { total, soft, cards: 3, pair: None };
                            let decided = play.decide(view, up, |a| allowed.contains(a), &mut || 0);
                            let found = decisions.action(decisions.row(p, up), decisions.slot(&h, 1, false));
                            assert_eq!(found, Some(decided), "{table}: {view:?} up {up}");
                        }
                    }
                }
            }
            assert!(looked_up > 0);
        }
    }
}
