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
const KEYS: usize = 128;
const SOFT: usize = 22;
const PAIR: usize = 44;
const MORE: usize = 55;
/// Up cards by point value (index 0 is the Ace).
const UPS: usize = 10;
/// Sets of allowed moves, by their bits (five actions).
const SETS: usize = 32;
/// A (set, key) pair that no hand meets.
const UNUSED: u16 = u16::MAX;

/// The key of a hand of three cards or more (total at most 21).
#[inline]
pub(super) fn more_key(total: u8, soft: bool) -> usize {
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

/// The actions of every way of playing a seat has, looked up by the hand's key, its allowed
/// moves and the up card.
#[derive(Debug, Clone)]
pub(super) struct Decisions {
    /// The key of a two-card hand, by its two ranks.
    pub(super) two_key: [[u8; 13]; 13],
    /// The slot of each (allowed set, key) a hand can meet, `[set bits][key]`.
    slot: Vec<u16>,
    /// Slots per way of playing.
    slots: usize,
    /// `[play][slot][up]`: the action, or `None` where the cell mixes codes.
    actions: Vec<Option<Action>>,
}

impl Decisions {
    pub(super) fn new(flat: &Flat, plays: &[PlayTable]) -> Decisions {
        let mut two_key = [[0u8; 13]; 13];
        for (f, by_second) in two_key.iter_mut().enumerate() {
            for (s, key) in by_second.iter_mut().enumerate() {
                let mut h = SimHand::default();
                h.add(u8::try_from(f).unwrap_or(0));
                h.add(u8::try_from(s).unwrap_or(0));
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
        // Every (set, key) a hand can meet, as `Moves::allowed` gives the set.
        let mut met = vec![false; SETS * KEYS];
        let mut mark = |set: ActionSet, key: usize| met[usize::from(set.bits()) % SETS * KEYS + key] = true;
        for from_split in [false, true] {
            for hands in 1..=MOST_HANDS {
                for (f, by_second) in two_key.iter().enumerate() {
                    for (s, &key) in by_second.iter().enumerate() {
                        let mut h = SimHand { from_split, ..SimHand::default() };
                        h.add(u8::try_from(f).unwrap_or(0));
                        h.add(u8::try_from(s).unwrap_or(0));
                        for up in 0..13 {
                            mark(flat.moves.allowed(&h, hands, up), usize::from(key));
                        }
                    }
                }
            }
        }
        for total in 0..=21u8 {
            for soft in [false, true] {
                // A hand of three cards: only its total and softness matter to `Moves`.
                let h = SimHand {
                    hard: if soft { total.saturating_sub(10) } else { total },
                    aces: soft,
                    cards: 3,
                    ..SimHand::default()
                };
                if h.total() == total && h.soft() == soft {
                    mark(flat.moves.allowed(&h, 1, 0), more_key(total, soft));
                }
            }
        }
        let mut slot = vec![UNUSED; SETS * KEYS];
        let mut pairs = Vec::new();
        for (i, _) in met.iter().enumerate().filter(|(_, m)| **m) {
            slot[i] = u16::try_from(pairs.len()).unwrap_or(UNUSED);
            pairs.push((i / KEYS, i % KEYS));
        }
        let slots = pairs.len();
        let mut actions = vec![None; plays.len() * slots * UPS];
        let stand_only = ActionSet::EMPTY.with(Action::Stand);
        for (p, play) in plays.iter().enumerate() {
            for (n, &(bits, key)) in pairs.iter().enumerate() {
                let set = all_sets().find(|s| usize::from(s.bits()) == bits).unwrap_or(stand_only);
                for up in 0..UPS {
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
                    actions[(p * slots + n) * UPS + up] = action;
                }
            }
        }
        Decisions { two_key, slot, slots, actions }
    }

    /// The action of way of playing `play` for a hand with this key and allowed set against an
    /// up card of `up_points`; `None` where its cell mixes codes.
    #[inline]
    pub(super) fn get(&self, play: usize, allowed: ActionSet, key: usize, up_points: u8) -> Option<Action> {
        let slot = *self.slot.get(usize::from(allowed.bits()) % SETS * KEYS + key)?;
        let i = (play * self.slots + usize::from(slot)) * UPS + usize::from(up_points) - 1;
        self.actions.get(i).copied().flatten()
    }
}

/// Every set of actions (five actions, so 32 sets).
fn all_sets() -> impl Iterator<Item = ActionSet> {
    const ALL: [Action; 5] = [Action::Hit, Action::Stand, Action::Double, Action::Split, Action::Surrender];
    (0..SETS).map(|bits| {
        ALL.iter().filter(|a| bits & (1 << (**a as usize)) != 0).fold(ActionSet::EMPTY, |s, a| s.with(*a))
    })
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
                                    let key = usize::from(
                                        decisions.two_key[usize::from(first)][usize::from(second)],
                                    );
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
                                    let found = decisions.get(p, allowed, key, points(up));
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
                            let found = decisions.get(p, allowed, more_key(total, soft), up);
                            assert_eq!(found, Some(decided), "{table}: {view:?} up {up}");
                        }
                    }
                }
            }
            assert!(looked_up > 0);
        }
    }
}
