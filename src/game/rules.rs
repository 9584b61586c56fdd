//! Table rules as data: one [`TableRules`] per table, read from YAML, checked for consistency, and
//! the six presets shipped with bjcoach.
//!
//! A few rules hold at every table and are fields only so a file states them: a 21 after a split is
//! never a natural, a hand at 21 takes no more cards, insurance pays 2:1.
//!
//! A file is read into the loose form of [`crate::game::table_file`] and validated from there into
//! a [`TableRules`], which is how every problem of a file gets reported. The fields of
//! [`TableRules`] stay public, deliberately: the engine, the solver, the drills and the tests read
//! them directly, and a table built in code (a test's variant of a preset) is the caller's
//! responsibility, as a chess position built by hand would be.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::data::{DataErrors, Reason, ReasonArg};
use crate::game::card::Rank;

/// The version of the table file format this build reads.
pub const TABLE_FORMAT_VERSION: u32 = 1;

/// The most chips a table, a bankroll or a bet may hold (10^12): far beyond any real table, and
/// small enough that no payout of a session can overflow a chip count.
pub const MAX_CHIPS: u64 = 1_000_000_000_000;

/// The largest term of a payout ratio (`100:1`, `1:100`).
pub const MAX_RATIO_TERM: u32 = 100;

/// What the dealer does with a soft 17.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Soft17 {
    /// Stands on every 17 (S17).
    Stands,
    /// Hits a soft 17 (H17).
    Hits,
}

/// How the dealer's second card is handled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HoleCard {
    /// A face-down card, checked for a natural when the up card is an Ace or a ten-value card.
    Peek,
    /// European no hole card: the dealer's second card is drawn after all players have acted.
    Enhc,
}

/// Under no hole card, what a dealer natural takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EnhcLoss {
    /// Every bet on the seat: the original, doubles and splits.
    All,
    /// The original bet only; doubles and split bets come back.
    Original,
}

/// Which two cards make a pair that may be split.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PairRule {
    /// Same rank: K-K is a pair, K-Q is not.
    SameRank,
    /// Same value: any two ten-value cards are a pair.
    SameValue,
}

impl PairRule {
    /// May these two ranks be split under this rule?
    pub fn is_pair(self, a: Rank, b: Rank) -> bool {
        match self {
            PairRule::SameRank => a == b,
            PairRule::SameValue => a.points() == b.points(),
        }
    }
}

/// A permission that a table grants or refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Permission {
    /// The table allows it.
    Allowed,
    /// The table forbids it.
    Forbidden,
}

impl Permission {
    /// Is it allowed?
    pub fn is_allowed(self) -> bool {
        self == Permission::Allowed
    }
}

/// How split aces are played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SplitAces {
    /// Each ace takes exactly one card and stands.
    OneCard,
}

/// How a 21 made on a split hand is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split21 {
    /// As an ordinary win, 1 to 1: it is never a natural.
    PaysEven,
}

/// What a hand at 21 may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum At21 {
    /// It stands: no further card.
    Stands,
}

/// Which first-two-card totals may be doubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DoubleOn {
    /// Any two cards.
    Any,
    /// A total of 9, 10 or 11 only.
    NineToEleven,
    /// A total of 10 or 11 only.
    TenToEleven,
}

impl DoubleOn {
    /// May a two-card hand of this total be doubled (before the two-card-21 rule)?
    pub fn allows_total(self, total: u8) -> bool {
        match self {
            DoubleOn::Any => true,
            DoubleOn::NineToEleven => (9..=11).contains(&total),
            DoubleOn::TenToEleven => (10..=11).contains(&total),
        }
    }
}

/// Whether and when a hand may be given up for half its bet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Surrender {
    /// Never.
    None,
    /// After the dealer has checked for a natural (peek tables).
    Late,
    /// Under no hole card, on the first two cards, unless the dealer's card is an Ace; the half
    /// bet is kept whatever the dealer's second card.
    EnhcUnlessAce,
}

/// Insurance against a dealer Ace.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Insurance {
    /// Not offered.
    None,
    /// Any amount up to half the initial bet.
    UpToHalf,
    /// Exactly half the initial bet.
    Half,
}

/// When the cards are gathered and shuffled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reshuffle {
    /// After every round.
    EveryRound,
    /// Between rounds once the cut card has come out (see `penetration_percent`).
    CutCard,
}

/// What happens when a round empties the stock of undealt cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EmptyStock {
    /// A backup deck, announced before play, is opened (the book's rule).
    BackupDeck,
    /// The discards of earlier rounds are shuffled; cards of the current round are never taken back.
    ShuffleDiscards,
}

/// In which order the hands of a split seat are played. The hands lie side by side in the order
/// they were made (the first hand on the left as the player sees them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SplitOrder {
    /// The leftmost hand first, then the next one to its right.
    LeftToRight,
    /// From the player's right to left: the hand made last is played first.
    RightToLeft,
}

impl SplitOrder {
    /// The index of the hand played first among a seat's `hands` hands (laid out as made).
    pub fn first_played(self, hands: usize) -> usize {
        match self {
            SplitOrder::LeftToRight => 0,
            SplitOrder::RightToLeft => hands.saturating_sub(1),
        }
    }
}

/// When the dealer finishes drawing his hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DealerDraw {
    /// He draws to his rule in every round, even when no hand is left for him to beat.
    Always,
    /// He draws only when a hand still stands against him: when every player has busted (or
    /// every hand is settled already), he stops.
    AgainstStandingHands,
}

/// Whether players may bet on a box another player holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OtherBoxBets {
    /// Each bet is on the bettor's own box.
    Forbidden,
    /// Behind a seated player's box, the box's bets together within the table's maximum.
    Behind,
    /// On any other box, up to `bets_per_box` bets on a box, its holder's included.
    OnAnyBox,
}

/// How many boxes one player may play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VacantBoxes {
    /// One box each.
    Forbidden,
    /// A seated player may also play vacant boxes, each with its own bet.
    Playable,
}

/// How a session is won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SessionGoal {
    /// After the last round the player with most chips wins; alone, ending above the start wins.
    MostChips,
    /// After the agreed rounds the players compare their chips, most first: a ranking agreed for
    /// the session, not the aim of a hand (the book's family session). It names its first as
    /// `MostChips` does.
    ChipRanking,
    /// No winner is named: each player keeps what they have.
    Open,
}

/// A payout ratio such as 3:2, written as `"3:2"` in files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Ratio {
    /// Paid.
    pub win: u32,
    /// For each this many staked.
    pub stake: u32,
}

impl Ratio {
    /// 3 to 2.
    pub const THREE_TO_TWO: Ratio = Ratio { win: 3, stake: 2 };
    /// 2 to 1 (insurance).
    pub const TWO_TO_ONE: Ratio = Ratio { win: 2, stake: 1 };

    /// The winnings on a stake, if they are a whole number of chips.
    pub fn pay(self, stake: u64) -> Option<u64> {
        let scaled = stake.checked_mul(u64::from(self.win))?;
        (scaled % u64::from(self.stake) == 0).then(|| scaled / u64::from(self.stake))
    }

    /// The ratio as a number (1.5 for 3:2).
    pub fn as_f64(self) -> f64 {
        f64::from(self.win) / f64::from(self.stake)
    }

    /// The refusal of a payout ratio written as `written`: one sentence naming the accepted form,
    /// the value quoted as written (a data error escapes and cuts a quoted value when shown).
    pub fn refusal(written: &str) -> Reason {
        Ratio::refusal_of(format!("`{}`", written.replace('`', "'")).into())
    }

    /// The refusal of a payout ratio, the value named by `what` (`` `1e308` ``, `a list`).
    pub fn refusal_of(what: ReasonArg) -> Reason {
        Reason::new("data-reason-not-ratio").with("value", what).with("most", u64::from(MAX_RATIO_TERM))
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.win, self.stake)
    }
}

/// Reads `WIN:STAKE` in its lowest terms: `6:4` is 3:2 and `100:100` is even money, for a ratio
/// is a value, and the bets it can pay in whole chips depend on its value alone.
impl FromStr for Ratio {
    type Err = Reason;
    fn from_str(s: &str) -> Result<Ratio, Reason> {
        let bad = || Ratio::refusal(s);
        let (a, b) = s.split_once(':').ok_or_else(bad)?;
        let win: u32 = a.trim().parse().map_err(|_| bad())?;
        let stake: u32 = b.trim().parse().map_err(|_| bad())?;
        if win == 0 || stake == 0 {
            return Err(bad());
        }
        let common = gcd(u64::from(win), u64::from(stake));
        let (win, stake) = (u64::from(win) / common, u64::from(stake) / common);
        let term = 1..=u64::from(MAX_RATIO_TERM);
        if !term.contains(&win) || !term.contains(&stake) {
            return Err(bad());
        }
        Ok(Ratio {
            win: u32::try_from(win).map_err(|_| bad())?,
            stake: u32::try_from(stake).map_err(|_| bad())?,
        })
    }
}

impl TryFrom<String> for Ratio {
    type Error = Reason;
    fn try_from(s: String) -> Result<Ratio, Reason> {
        s.parse()
    }
}

impl From<Ratio> for String {
    fn from(r: Ratio) -> String {
        r.to_string()
    }
}

/// The bank's reserve, for home tables where a person holds the bank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BankRules {
    /// Chips the bank starts with; absent when the house covers every bet (a casino).
    pub reserve: Option<u64>,
    /// Whether notional chips are added to a bank that cannot cover the next round.
    pub top_up: BankTopUp,
}

/// What is done when the bank cannot cover a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BankTopUp {
    /// Notional chips of the same value are added before the deal, and recorded as such.
    NotionalChips,
    /// Nothing: the house covers every bet.
    HouseCovers,
}

/// Bet sizes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BetRules {
    /// The smallest bet.
    pub min: u64,
    /// The largest bet; absent when only the player's chips limit it.
    pub max: Option<u64>,
    /// Every bet is a whole number of this many chips.
    pub unit: u64,
    /// Whether every hand bets exactly `min`.
    pub sizing: BetSizing,
}

/// Whether the bet is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BetSizing {
    /// Every hand bets the minimum.
    Fixed,
    /// Any bet within the limits, in whole units.
    Free,
}

/// The session around the rounds: seats, chips, bank, bets, length and goal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionRules {
    /// Player seats (boxes) at the table, 1 to 7.
    pub seats: u8,
    /// Chips each player starts with.
    pub starting_chips: u64,
    /// The bank.
    pub bank: BankRules,
    /// Bet sizes.
    pub bet: BetRules,
    /// Number of rounds in a session; absent for an open-ended session.
    pub rounds: Option<u32>,
    /// How the session is won.
    pub goal: SessionGoal,
}

/// A rule of a table, as named in a file's `assumed` list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum RuleField {
    Decks,
    DealerSoft17,
    HoleCard,
    EnhcBlackjackTakes,
    PairRule,
    MaxHands,
    ResplitAces,
    SplitAces,
    Split21,
    DoubleOn,
    DoubleOn21,
    DoubleAfterSplit,
    Surrender,
    Insurance,
    BlackjackPays,
    At21,
    Reshuffle,
    PenetrationPercent,
    EmptyStock,
    SplitOrder,
    DealerDraw,
    VacantBoxes,
    OtherBoxBets,
    BetsPerBox,
    Seats,
    StartingChips,
    Bank,
    Bet,
    Rounds,
    Goal,
}

/// Every rule of one table: the game, and the session around it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRules {
    /// File format version; this build reads version 1.
    pub version: u32,
    /// Short name used on the command line (`book`, `quebec-h17`).
    pub id: String,
    /// Full name.
    pub title: String,
    /// One line that sums the table up.
    pub summary: String,
    /// The rule document the table comes from (its file).
    pub source: String,
    /// That document as a learner knows it, by its title (`the French casino regulations`); the
    /// rules text cites it by this name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub document: Option<String>,
    /// The language spoken at the table: its casino's, which its document is written in or
    /// translated from; the home offers to continue in it. `None`: English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<crate::lang::Lang>,
    /// Number of 52-card decks, 1 to 8.
    pub decks: u8,
    /// The dealer's play on soft 17.
    pub dealer_soft_17: Soft17,
    /// Hole card with a peek, or European no hole card.
    pub hole_card: HoleCard,
    /// Under no hole card, which bets a dealer natural takes; absent at a peek table.
    pub enhc_blackjack_takes: Option<EnhcLoss>,
    /// Which two cards may be split.
    pub pair_rule: PairRule,
    /// The most hands one seat may hold by splitting (1: no split, 2: one split, 4: three splits).
    pub max_hands: u8,
    /// Whether a pair of aces may be split again.
    pub resplit_aces: Permission,
    /// How split aces are played.
    pub split_aces: SplitAces,
    /// How a 21 after a split is paid.
    pub split_21: Split21,
    /// Which two-card totals may be doubled.
    pub double_on: DoubleOn,
    /// Whether a two-card 21 may be doubled.
    pub double_on_21: Permission,
    /// Whether a split hand may be doubled (never split aces).
    pub double_after_split: Permission,
    /// Surrender.
    pub surrender: Surrender,
    /// Insurance.
    pub insurance: Insurance,
    /// What a natural pays.
    pub blackjack_pays: Ratio,
    /// What a hand at 21 does.
    pub at_21: At21,
    /// When the cards are shuffled.
    pub reshuffle: Reshuffle,
    /// With a cut card: the share of the shoe dealt before the shuffle, in percent.
    pub penetration_percent: Option<u8>,
    /// What happens when a round empties the stock.
    pub empty_stock: EmptyStock,
    /// The order in which a seat's split hands are played.
    pub split_order: SplitOrder,
    /// Whether the dealer finishes his hand when no hand is left to beat.
    pub dealer_draw: DealerDraw,
    /// Whether a player may also play vacant boxes.
    pub vacant_boxes: VacantBoxes,
    /// Whether a player may bet on a box another player holds.
    pub other_box_bets: OtherBoxBets,
    /// The most bets on one box, its holder's included; absent when only the box maximum limits them.
    pub bets_per_box: Option<u8>,
    /// Seats, chips, bank, bets, length and goal of a session.
    pub session: SessionRules,
    /// The rules that the source document does not state: choices to check at a real table.
    pub assumed: Vec<RuleField>,
}

/// Why a bet is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BetRefusal {
    /// Under the minimum.
    BelowMinimum {
        /// The minimum.
        min: u64,
    },
    /// Over the maximum.
    AboveMaximum {
        /// The maximum.
        max: u64,
    },
    /// Not a whole number of units.
    NotAUnit {
        /// The unit.
        unit: u64,
    },
    /// The table bets a fixed amount.
    NotTheFixedBet {
        /// The fixed bet.
        fixed: u64,
    },
    /// A natural or insurance would need a half chip.
    NeedsHalfChip {
        /// The bet.
        bet: u64,
        /// The natural's payout.
        ratio: Ratio,
        /// The smallest bet that keeps every payout whole.
        even: u64,
    },
    /// More than the player has.
    NotEnoughChips {
        /// Chips held.
        chips: u64,
    },
}

impl BetRefusal {
    /// The refusal in `lang`.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        use crate::lang::Arg::{Int, Text};
        match self {
            BetRefusal::BelowMinimum { min } => lang.text("bet-refused-minimum", &[("min", Int(*min))]),
            BetRefusal::AboveMaximum { max } => lang.text("bet-refused-maximum", &[("max", Int(*max))]),
            BetRefusal::NotAUnit { unit } => lang.text("bet-refused-unit", &[("unit", Int(*unit))]),
            BetRefusal::NotTheFixedBet { fixed } => lang.text("bet-refused-fixed", &[("fixed", Int(*fixed))]),
            BetRefusal::NeedsHalfChip { bet, ratio, even } => lang.text(
                "bet-refused-half-chip",
                &[("bet", Int(*bet)), ("ratio", Text(&ratio.to_string())), ("even", Int(*even))],
            ),
            BetRefusal::NotEnoughChips { chips } => lang.text("bet-refused-chips", &[("chips", Int(*chips))]),
        }
    }
}

impl fmt::Display for BetRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(crate::lang::Lang::En))
    }
}

impl std::error::Error for BetRefusal {}

impl TableRules {
    /// Does the dealer hit soft 17?
    pub fn dealer_hits_soft_17(&self) -> bool {
        self.dealer_soft_17 == Soft17::Hits
    }

    /// Does the dealer check for a natural before the players act?
    pub fn dealer_peeks(&self) -> bool {
        self.hole_card == HoleCard::Peek
    }

    /// Does the dealer check for a natural with this up card?
    pub fn dealer_peeks_with(&self, up: Rank) -> bool {
        self.dealer_peeks() && (up.is_ace() || up.is_ten_value())
    }

    /// Under no hole card, does a dealer natural take doubles and splits too?
    pub fn enhc_takes_all(&self) -> bool {
        self.hole_card == HoleCard::Enhc && self.enhc_blackjack_takes != Some(EnhcLoss::Original)
    }

    /// Is insurance offered at all (it is only ever offered against an Ace)?
    pub fn offers_insurance(&self) -> bool {
        self.insurance != Insurance::None
    }

    /// The smallest bet that keeps a natural's payout and a half-bet insurance whole.
    pub fn whole_payout_step(&self) -> u64 {
        whole_payout_step(self.blackjack_pays, self.insurance)
    }

    /// Checks a bet against the limits, the unit and the payouts it must allow.
    pub fn check_bet(&self, bet: u64, chips: u64) -> Result<(), BetRefusal> {
        let b = &self.session.bet;
        if b.sizing == BetSizing::Fixed && bet != b.min {
            return Err(BetRefusal::NotTheFixedBet { fixed: b.min });
        }
        if bet < b.min {
            return Err(BetRefusal::BelowMinimum { min: b.min });
        }
        if let Some(max) = b.max
            && bet > max
        {
            return Err(BetRefusal::AboveMaximum { max });
        }
        if b.unit == 0 || !bet.is_multiple_of(b.unit) {
            return Err(BetRefusal::NotAUnit { unit: b.unit });
        }
        let step = self.whole_payout_step();
        if !bet.is_multiple_of(step) {
            return Err(BetRefusal::NeedsHalfChip {
                bet,
                ratio: self.blackjack_pays,
                even: lcm(step, b.unit),
            });
        }
        if bet > chips {
            return Err(BetRefusal::NotEnoughChips { chips });
        }
        Ok(())
    }

    /// Is this rule an assumption rather than a rule stated by the source document?
    pub fn is_assumed(&self, field: RuleField) -> bool {
        self.assumed.contains(&field)
    }
}

/// The smallest bet that keeps a natural's payout and a half-bet insurance whole: a multiple of
/// the natural's stake, and even where insurance (half the bet) is offered. Asked by
/// [`TableRules::whole_payout_step`] and by the table file's check of its bets.
pub fn whole_payout_step(blackjack_pays: Ratio, insurance: Insurance) -> u64 {
    let mut step = u64::from(blackjack_pays.stake);
    if insurance != Insurance::None {
        step = lcm(step, 2);
    }
    step
}

/// The least common multiple (0 when either is 0).
pub(crate) fn lcm(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 { 0 } else { a / gcd(a, b) * b }
}

/// The greatest common divisor (`a` when `b` is 0).
fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The name of a rule as written in files.
pub fn rule_field_name(field: RuleField) -> String {
    serde_json::to_value(field).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// A preset table shipped in the binary: its name and YAML text.
pub struct PresetSource {
    /// The table's name.
    pub id: &'static str,
    /// The YAML text: the source, which `bjcoach validate` and the tests read.
    pub yaml: &'static str,
    /// The same table as the build readied it (JSON, see `build.rs`), which is what the program
    /// reads; a test holds it to the YAML text.
    readied: &'static str,
}

/// The presets from their names, each with its YAML file and its readied form.
macro_rules! preset_sources {
    ($($id:literal),*) => {
        [$(PresetSource {
            id: $id,
            yaml: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tables/", $id, ".yaml")),
            readied: include_str!(concat!(env!("OUT_DIR"), "/tables/", $id, ".json")),
        }),*]
    };
}

/// The presets, in the order `bjcoach tables` lists them.
pub const PRESET_SOURCES: [PresetSource; 6] =
    preset_sources!("book", "casino-fr", "feral", "quebec-h17", "quebec-s17", "casino-it");

/// A table name that is not a preset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTable {
    /// The name asked for.
    pub name: String,
    /// The preset nearest to it, when one is near enough to be a slip.
    pub nearest: Option<String>,
    /// The preset names.
    pub known: Vec<String>,
}

impl UnknownTable {
    /// The refusal in `lang`: the name asked for, the nearest preset, and the presets.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        let (mean, known) = (lang.did_you_mean(self.nearest.as_deref()), self.known.join(", "));
        let text = crate::lang::Arg::Text;
        lang.text(
            "error-no-table",
            &[("name", text(&self.name)), ("mean", text(&mean)), ("known", text(&known))],
        )
    }
}

impl fmt::Display for UnknownTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(crate::lang::Lang::En))
    }
}

impl std::error::Error for UnknownTable {}

/// The names of the presets.
pub fn preset_names() -> Vec<&'static str> {
    PRESET_SOURCES.iter().map(|p| p.id).collect()
}

/// A preset by name, in any case (`Quebec-H17` is `quebec-h17`).
///
/// ```
/// let book = bjcoach::game::rules::preset("book").unwrap();
/// assert_eq!(book.decks, 1);
/// assert!(bjcoach::game::rules::preset("nope").is_err());
/// ```
pub fn preset(name: &str) -> Result<TableRules, PresetError> {
    let names = preset_names();
    let id = crate::data::find_name(name, &names).map_err(|nearest| {
        PresetError::Unknown(UnknownTable {
            name: name.to_string(),
            nearest: nearest.map(String::from),
            known: names.iter().map(|n| n.to_string()).collect(),
        })
    })?;
    let Some(source) = PRESET_SOURCES.iter().find(|p| p.id == id) else {
        return Err(PresetError::Unknown(UnknownTable {
            name: name.to_string(),
            nearest: None,
            known: vec![],
        }));
    };
    // The checks of `TableRules::from_yaml` are made on the YAML files by `bjcoach validate` and
    // the tests, which hold each readied table to its file.
    crate::data::parse_readied(&format!("tables/{}.yaml", source.id), source.readied)
        .map_err(PresetError::Invalid)
}

/// Every preset, in order.
pub fn presets() -> Result<Vec<TableRules>, PresetError> {
    PRESET_SOURCES.iter().map(|p| preset(p.id)).collect()
}

/// Why a preset could not be had.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PresetError {
    /// No preset has that name.
    #[error(transparent)]
    Unknown(UnknownTable),
    /// The shipped file is broken (caught by `bjcoach validate` in CI).
    #[error("{0}")]
    Invalid(DataErrors),
}

impl PresetError {
    /// The refusal in `lang`.
    pub fn words_in(&self, lang: crate::lang::Lang) -> String {
        match self {
            PresetError::Unknown(unknown) => unknown.words_in(lang),
            PresetError::Invalid(errors) => errors.to_string(),
        }
    }
}

#[cfg(test)]
#[path = "rules_tests.rs"]
mod tests;
