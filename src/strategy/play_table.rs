//! A way of playing as the simulator looks it up: for every row (hard, soft, pair, and hard or soft
//! of three cards and more), total and dealer up card, the actions in order of preference, read
//! from a chart, mixed from a learner's habits, or built (the dealer's way, never busting).

use crate::game::action::Action;
use crate::game::round::dealer_draws_to;
use crate::game::rules::TableRules;
use crate::strategy::chart::{CellKind, Chart, PlayerCell};

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

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{RngCore, SeedableRng};

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
}
