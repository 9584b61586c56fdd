//! Why a wager settled as it did: the facts of a ledger entry (totals, the payout, which rule
//! applied), said in any language by [`Reason::words_in`] from `locales/LANG/ledger.ftl`.

use std::fmt;

use crate::game::rules::Ratio;
use crate::lang::{Arg, Lang};

/// Why a wager settled as it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// The dealer had a natural: insurance pays 2 to 1.
    InsuranceWon,
    /// The dealer had no natural: the insurance is lost.
    InsuranceLost,
    /// Half the stake back: `early` before the dealer's second card (no hole card), else after
    /// the dealer found no natural.
    Surrendered {
        /// Surrendered before the dealer's second card.
        early: bool,
    },
    /// The hand went over 21 (`total`), whether or not the dealer went over too.
    Bust {
        /// The hand's total.
        total: u8,
        /// Whether the dealer went over too.
        dealer_bust: bool,
    },
    /// Two naturals tie.
    NaturalsTie,
    /// The dealer's natural beat the hand, and what it took of it.
    DealerNatural {
        /// The hand it beat.
        beaten: Beaten,
        /// What it took.
        takes: NaturalTakes,
    },
    /// A natural, paid at the table's ratio.
    Natural {
        /// The table's payout for a natural.
        pays: Ratio,
    },
    /// 21 after a split, paid 1 to 1 (not a natural).
    Split21Wins,
    /// 21 after a split ties the dealer's 21.
    Split21Ties,
    /// The dealer went over 21 with `dealer`; the hand (`total`, `doubled`) is paid 1 to 1.
    DealerBust {
        /// The hand's total.
        total: u8,
        /// The dealer's total.
        dealer: u8,
        /// Whether the hand was doubled.
        doubled: bool,
    },
    /// The hand beat the dealer's total.
    Beats {
        /// The hand's total.
        total: u8,
        /// The dealer's total.
        dealer: u8,
        /// Whether the hand was doubled.
        doubled: bool,
    },
    /// The hand tied the dealer's total.
    Ties {
        /// The hand's total.
        total: u8,
        /// The dealer's total.
        dealer: u8,
        /// Whether the hand was doubled.
        doubled: bool,
    },
    /// The hand lost to the dealer's total.
    Loses {
        /// The hand's total.
        total: u8,
        /// The dealer's total.
        dealer: u8,
        /// Whether the hand was doubled.
        doubled: bool,
    },
    /// What a dealer who settles wrongly says for it.
    Claimed(Claim),
}

/// Which hand a dealer's natural beat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beaten {
    /// 21 after a split, which is not a natural.
    Split21,
    /// 21 made with more than two cards.
    ThreeCard21,
    /// Any other hand.
    Other,
}

/// What a dealer's natural takes of a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NaturalTakes {
    /// The stake, as every natural does.
    Stake,
    /// At a no-hole-card table that takes all: the doubled stake too.
    DoubledStakeToo,
    /// At a no-hole-card table that takes all: the split bet too.
    SplitBetToo,
    /// Only the original bet: the double comes back.
    OriginalBetDoubleBack,
    /// Only the original bet: this split bet comes back.
    OriginalBetSplitBack,
}

/// A wrong settlement's words, as the dealer who makes it says them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// A 21 after a split paid as a blackjack.
    BlackjackPays3To2,
    /// A natural paid even.
    WinPaysEven,
    /// A bust paid because the dealer busted.
    DealerWentOver,
    /// Settled against a soft 17 the dealer should have drawn to.
    AgainstDealers17,
    /// Insurance paid 1 to 1.
    InsurancePaidEven,
    /// Only the original bet taken where a natural takes all.
    OnlyOriginalBetTaken,
}

impl Reason {
    /// The reason in `lang`: `19 beats the dealer's 17: paid 1 to 1`.
    pub fn words_in(self, lang: Lang) -> String {
        let int = |n: u8| Arg::Int(u64::from(n));
        let hand = |total: u8, doubled: bool| {
            let id = if doubled { "reason-hand-doubled" } else { "reason-hand" };
            lang.text(id, &[("total", int(total))])
        };
        let against = |id: &str, total: u8, dealer: u8, doubled: bool| {
            lang.text(id, &[("hand", Arg::Text(&hand(total, doubled))), ("dealer", int(dealer))])
        };
        match self {
            Reason::InsuranceWon => lang.text("reason-insurance-won", &[]),
            Reason::InsuranceLost => lang.text("reason-insurance-lost", &[]),
            Reason::Surrendered { early: true } => lang.text("reason-surrendered-early", &[]),
            Reason::Surrendered { early: false } => lang.text("reason-surrendered", &[]),
            Reason::Bust { total, dealer_bust } => {
                let id = if dealer_bust { "reason-bust-dealer-too" } else { "reason-bust" };
                lang.text(id, &[("total", int(total))])
            }
            Reason::NaturalsTie => lang.text("reason-naturals-tie", &[]),
            Reason::DealerNatural { beaten, takes } => {
                let beaten = lang.text(
                    match beaten {
                        Beaten::Split21 => "reason-natural-beats-split-21",
                        Beaten::ThreeCard21 => "reason-natural-beats-21",
                        Beaten::Other => "reason-natural-beats",
                    },
                    &[],
                );
                let takes = match takes {
                    NaturalTakes::Stake => return beaten,
                    NaturalTakes::DoubledStakeToo => "reason-natural-takes-doubled",
                    NaturalTakes::SplitBetToo => "reason-natural-takes-split",
                    NaturalTakes::OriginalBetDoubleBack => "reason-natural-original-double",
                    NaturalTakes::OriginalBetSplitBack => "reason-natural-original-split",
                };
                lang.text(takes, &[("beaten", Arg::Text(&beaten))])
            }
            Reason::Natural { pays } => {
                lang.text("reason-natural-pays", &[("ratio", Arg::Text(&pays.to_string()))])
            }
            Reason::Split21Wins => lang.text("reason-split-21-wins", &[]),
            Reason::Split21Ties => lang.text("reason-split-21-ties", &[]),
            Reason::DealerBust { dealer, total, doubled } => lang.text(
                "reason-dealer-bust",
                &[("dealer", int(dealer)), ("hand", Arg::Text(&hand(total, doubled)))],
            ),
            Reason::Beats { total, dealer, doubled } => against("reason-beats", total, dealer, doubled),
            Reason::Ties { total, dealer, doubled } => against("reason-ties", total, dealer, doubled),
            Reason::Loses { total, dealer, doubled } => against("reason-loses", total, dealer, doubled),
            Reason::Claimed(claim) => lang.text(
                match claim {
                    Claim::BlackjackPays3To2 => "reason-claim-blackjack",
                    Claim::WinPaysEven => "reason-claim-win-even",
                    Claim::DealerWentOver => "reason-claim-dealer-over",
                    Claim::AgainstDealers17 => "reason-claim-dealer-17",
                    Claim::InsurancePaidEven => "reason-claim-insurance-even",
                    Claim::OnlyOriginalBetTaken => "reason-claim-original-only",
                },
                &[],
            ),
        }
    }
}

impl fmt::Display for Reason {
    /// The reason in English, the language of saved records.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}
