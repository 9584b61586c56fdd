//! Settlement as an itemised ledger: one entry per hand and per side bet, in whole chips, each
//! saying what was staked, what came back, and why.
//!
//! Sums never wrap: they are worked out wide or saturate. The round engine refuses a seat whose
//! chips could outgrow a count (`RoundError::TooManyChips`), so saturation is a guard that the
//! engine's bound keeps from ever being reached, not a rule of the game.

use std::fmt;

pub use crate::game::reason::Reason;
use crate::lang::Lang;

/// What an entry settles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wager {
    /// One hand of a seat (0 is the hand dealt; split hands follow in the order they were made).
    Hand(usize),
    /// The seat's insurance side bet.
    Insurance,
    /// The seat's bet on another box (a seat of the round, from 0), settled with that box's
    /// original hand.
    OnBox(usize),
}

/// How a wager ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A natural that won at the table's natural payout.
    Natural,
    /// An ordinary win, paid 1 to 1.
    Win,
    /// A tie: the stake comes back.
    Push,
    /// The hand lost to the dealer.
    Loss,
    /// The hand went over 21 and lost at once.
    Bust,
    /// The hand was given up for half its stake.
    Surrendered,
    /// The insurance won: the dealer had a natural.
    InsuranceWon,
    /// The insurance lost: the dealer had no natural.
    InsuranceLost,
}

impl Verdict {
    /// A short word for the verdict, in English: the label saved records and JSON carry.
    pub fn label(self) -> String {
        self.label_in(Lang::En)
    }

    /// A short word for the verdict in `lang`.
    pub fn label_in(self, lang: Lang) -> String {
        let id = match self {
            Verdict::Natural => "verdict-natural",
            Verdict::Win => "verdict-win",
            Verdict::Push => "verdict-push",
            Verdict::Loss => "verdict-loss",
            Verdict::Bust => "verdict-bust",
            Verdict::Surrendered => "verdict-surrender",
            Verdict::InsuranceWon => "verdict-insurance-won",
            Verdict::InsuranceLost => "verdict-insurance-lost",
        };
        lang.text(id, &[])
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label())
    }
}

/// One settled wager.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The seat, from 0.
    pub seat: usize,
    /// The hand or side bet settled.
    pub wager: Wager,
    /// Chips staked on it (a doubled hand's stake includes the double).
    pub stake: u64,
    /// How it ended.
    pub verdict: Verdict,
    /// Winnings paid by the bank.
    pub paid: u64,
    /// Chips of the stake handed back.
    pub returned: u64,
    /// What the player gained (positive) or lost (negative): `paid + returned - stake`.
    pub net: i64,
    /// Why it settled so.
    pub reason: Reason,
}

impl Entry {
    /// An entry; the net is worked out from the stake and what came back.
    pub fn new(
        seat: usize,
        wager: Wager,
        stake: u64,
        verdict: Verdict,
        paid: u64,
        returned: u64,
        reason: Reason,
    ) -> Entry {
        // Worked out in i128, where three chip counts cannot overflow; the round engine keeps
        // every count far below i64's range, so the net always fits.
        let net = i128::from(paid) + i128::from(returned) - i128::from(stake);
        let net = i64::try_from(net).unwrap_or(if net < 0 { i64::MIN } else { i64::MAX });
        Entry { seat, wager, stake, verdict, paid, returned, net, reason }
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.wager {
            Wager::Hand(i) => format!("seat {} hand {}", self.seat + 1, i + 1),
            Wager::Insurance => format!("seat {} insurance", self.seat + 1),
            Wager::OnBox(b) => format!("seat {} on box {}", self.seat + 1, b + 1),
        };
        write!(
            f,
            "{what}: staked {}, {}, paid {}, returned {}, net {:+}: {}",
            self.stake, self.verdict, self.paid, self.returned, self.net, self.reason
        )
    }
}

/// Every wager of a round, settled.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Ledger {
    /// The entries, seat by seat: each hand in order, then the insurance.
    pub entries: Vec<Entry>,
}

impl Ledger {
    /// The entries of one seat.
    pub fn seat_entries(&self, seat: usize) -> impl Iterator<Item = &Entry> {
        self.entries.iter().filter(move |e| e.seat == seat)
    }

    /// What one seat gained or lost over the round.
    pub fn seat_net(&self, seat: usize) -> i64 {
        self.seat_entries(seat).fold(0i64, |sum, e| sum.saturating_add(e.net))
    }

    /// Chips one seat gets back at settlement (stakes returned plus winnings).
    pub fn seat_collects(&self, seat: usize) -> u64 {
        self.seat_entries(seat).fold(0u64, |sum, e| sum.saturating_add(e.paid).saturating_add(e.returned))
    }

    /// What the bank gained or lost over the round: the opposite of the players' total.
    pub fn bank_net(&self) -> i64 {
        self.entries.iter().fold(0i64, |sum, e| sum.saturating_sub(e.net))
    }

    /// Every chip staked in the round.
    pub fn total_staked(&self) -> u64 {
        self.entries.iter().fold(0u64, |sum, e| sum.saturating_add(e.stake))
    }
}

impl fmt::Display for Ledger {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for entry in &self.entries {
            writeln!(f, "{entry}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nets_add_up_and_the_bank_takes_the_opposite() {
        let ledger = Ledger {
            entries: vec![
                Entry::new(0, Wager::Hand(0), 2, Verdict::Natural, 3, 2, Reason::NaturalsTie),
                Entry::new(0, Wager::Insurance, 1, Verdict::InsuranceLost, 0, 0, Reason::InsuranceLost),
                Entry::new(
                    1,
                    Wager::Hand(0),
                    4,
                    Verdict::Loss,
                    0,
                    0,
                    Reason::Loses { total: 17, dealer: 18, doubled: false },
                ),
                Entry::new(
                    1,
                    Wager::Hand(1),
                    10,
                    Verdict::Surrendered,
                    0,
                    5,
                    Reason::Surrendered { early: false },
                ),
            ],
        };
        assert_eq!(ledger.entries[0].net, 3);
        assert_eq!(ledger.seat_net(0), 2);
        assert_eq!(ledger.seat_net(1), -9);
        assert_eq!(ledger.seat_collects(0), 5);
        assert_eq!(ledger.bank_net(), 7);
        assert_eq!(ledger.total_staked(), 17);
        assert_eq!(
            ledger.entries[3].to_string(),
            "seat 2 hand 2: staked 10, surrender, paid 0, returned 5, net -5: surrendered after the dealer found no natural: half the stake comes back"
        );
        // The whole ledger is its entries, one a line, in order (what a failed test prints).
        let lines: Vec<String> = ledger.entries.iter().map(ToString::to_string).collect();
        assert_eq!(ledger.to_string(), format!("{}\n", lines.join("\n")));
        assert_eq!(ledger.to_string().lines().count(), 4);
    }

    #[test]
    fn a_net_beyond_a_count_is_held_at_the_bound_on_its_own_side() {
        // The round engine never lets a count come near this (`RoundError::TooManyChips`); the
        // guard still keeps a loss a loss and a gain a gain rather than wrapping.
        let lost = Entry::new(
            0,
            Wager::Hand(0),
            u64::MAX,
            Verdict::Loss,
            0,
            0,
            Reason::Loses { total: 17, dealer: 18, doubled: false },
        );
        assert_eq!(lost.net, i64::MIN);
        let won = Entry::new(
            0,
            Wager::Hand(0),
            0,
            Verdict::Win,
            u64::MAX,
            u64::MAX,
            Reason::Beats { total: 18, dealer: 17, doubled: false },
        );
        assert_eq!(won.net, i64::MAX);
        let even = Entry::new(
            0,
            Wager::Hand(0),
            u64::MAX,
            Verdict::Push,
            0,
            u64::MAX,
            Reason::Ties { total: 18, dealer: 18, doubled: false },
        );
        assert_eq!(even.net, 0);
    }
}
