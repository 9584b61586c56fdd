//! What a hand may do: the one place that decides which actions a hand may take at a moment of a
//! round, and which rule of the table refuses any other. The round engine, the drills, play mode,
//! the solver, the simulator and the rule descriptions all ask this module.
//!
//! Chips are not its business: whether a seat can afford a double or a split is the round's
//! question ([`crate::game::round`]), asked after this one.
//!
//! ```
//! use bjcoach::game::action::Action;
//! use bjcoach::game::card::Rank;
//! use bjcoach::game::legal::{Refusal, PlayMoment, allowed, refusal};
//! let fr = bjcoach::game::rules::preset("casino-fr").unwrap();
//! // A King split, then an Ace: 21, which at this table takes no card, not even a double's.
//! let split_21 = PlayMoment::split([Rank::King, Rank::Ace], Rank::Six, 2);
//! assert_eq!(allowed(&fr, &split_21).actions(), vec![Action::Stand]);
//! assert_eq!(refusal(&fr, &split_21, Action::Double), Some(Refusal::DoubleAt21));
//! ```

use std::fmt;

use crate::lang::{Arg, Lang};

use crate::game::action::{Action, ActionSet};
use crate::game::card::Rank;
use crate::game::hand::HandValue;
use crate::game::rules::{At21, DoubleOn, PairRule, Permission, Surrender, TableRules};

/// A hand at a moment of play, as the rules see it: its value, how many cards it holds, where it
/// came from, and how many hands its seat holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayMoment {
    /// The hand's value.
    pub value: HandValue,
    /// How many cards it holds.
    pub cards: u8,
    /// Its first two cards, when it holds exactly two.
    pub first_two: Option<[Rank; 2]>,
    /// It was made by splitting a pair.
    pub from_split: bool,
    /// It is one of a pair of split aces.
    pub split_aces: bool,
    /// It was doubled and has had its one card.
    pub doubled: bool,
    /// How many hands the seat holds, this one included.
    pub seat_hands: u8,
    /// The dealer's up card.
    pub up: Rank,
}

impl PlayMoment {
    /// A hand of these cards, in play against this up card, with its origin given by `from_split`
    /// and `seat_hands` (split aces are recognised from the first card).
    pub fn new<I: IntoIterator<Item = Rank>>(
        ranks: I,
        up: Rank,
        from_split: bool,
        seat_hands: u8,
    ) -> PlayMoment {
        let mut value = HandValue::EMPTY;
        let mut cards = 0u8;
        let mut first = [Rank::Two; 2];
        let mut first_is_ace = false;
        for rank in ranks {
            if cards < 2 {
                first[usize::from(cards)] = rank;
            }
            if cards == 0 {
                first_is_ace = rank.is_ace();
            }
            value = value.with(rank);
            cards = cards.saturating_add(1);
        }
        PlayMoment {
            value,
            cards,
            first_two: (cards == 2).then_some(first),
            from_split,
            split_aces: from_split && first_is_ace,
            doubled: false,
            seat_hands: seat_hands.max(1),
            up,
        }
    }

    /// The first two cards of a hand that was not split, the seat's only hand.
    pub fn first_two(ranks: [Rank; 2], up: Rank) -> PlayMoment {
        PlayMoment::new(ranks, up, false, 1)
    }

    /// A hand made by splitting (its pair card, then the card it was dealt), at a seat holding
    /// `seat_hands` hands.
    pub fn split(ranks: [Rank; 2], up: Rank, seat_hands: u8) -> PlayMoment {
        PlayMoment::new(ranks, up, true, seat_hands.max(2))
    }

    /// Is the hand a natural (an Ace and a ten-value card, dealt, not split)?
    pub fn is_natural(&self) -> bool {
        !self.from_split && self.cards == 2 && self.value.total() == 21
    }

    /// The same moment once the hand has been doubled and had its card.
    #[must_use]
    pub fn doubled(mut self) -> PlayMoment {
        self.doubled = true;
        self
    }
}

/// Why the rules refuse an action to a hand: the rule, in words a learner understands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The hand is over 21.
    Bust,
    /// The hand is a natural.
    Natural,
    /// The hand was doubled and had its card.
    DoubledDone,
    /// A card asked for at 21.
    DrawAt21,
    /// A double (which draws a card) at 21.
    DoubleAt21,
    /// A double after the first two cards.
    DoubleNotFirstTwo,
    /// A double on a total the table does not allow.
    DoubleTotal {
        /// The totals allowed, in words.
        allowed: &'static str,
    },
    /// A double on a two-card 21.
    DoubleOn21,
    /// A double on a split hand.
    DoubleAfterSplit,
    /// Anything but standing (or re-splitting where allowed) on a split ace.
    SplitAcesDone,
    /// A split of a hand that is not two cards.
    SplitNotTwoCards,
    /// A split of two cards of different values, a pair at no table.
    NotAPair {
        /// The table's pair rule.
        rule: PairRule,
    },
    /// A split of two ten-value cards of different ranks where only cards of one rank pair (a
    /// pair at tables that split by value).
    NotSameRank,
    /// The table allows no split.
    NoSplitting,
    /// The seat holds as many hands as the table allows.
    SplitLimit {
        /// The most hands a seat may hold.
        max: u8,
    },
    /// A second split of aces.
    ResplitAces,
    /// The table offers no surrender.
    NoSurrender,
    /// Surrender against an Ace under no hole card.
    SurrenderAgainstAce,
    /// Surrender after another move.
    SurrenderTooLate,
    /// Surrender of a split hand.
    SurrenderAfterSplit,
}

impl Refusal {
    /// The message of the rule's words, and its one value when it has one.
    fn message(self) -> (&'static str, Option<(&'static str, Arg<'static>)>) {
        match self {
            Refusal::Bust => ("refusal-bust", None),
            Refusal::Natural => ("refusal-natural", None),
            Refusal::DoubledDone => ("refusal-doubled-done", None),
            Refusal::DrawAt21 => ("refusal-draw-at-21", None),
            Refusal::DoubleAt21 => ("refusal-double-at-21", None),
            Refusal::DoubleNotFirstTwo => ("refusal-double-not-first-two", None),
            Refusal::DoubleTotal { allowed: NINE_TO_ELEVEN } => ("refusal-double-nine-to-eleven", None),
            Refusal::DoubleTotal { .. } => ("refusal-double-ten-or-eleven", None),
            Refusal::DoubleOn21 => ("refusal-double-on-21", None),
            Refusal::DoubleAfterSplit => ("refusal-double-after-split", None),
            Refusal::SplitAcesDone => ("refusal-split-aces-done", None),
            Refusal::SplitNotTwoCards => ("refusal-split-not-two-cards", None),
            Refusal::NotAPair { rule: PairRule::SameRank } | Refusal::NotSameRank => {
                ("refusal-not-same-rank", None)
            }
            Refusal::NotAPair { rule: PairRule::SameValue } => ("refusal-not-same-value", None),
            Refusal::NoSplitting => ("refusal-no-splitting", None),
            Refusal::SplitLimit { max } => ("refusal-split-limit", Some(("max", Arg::Int(u64::from(max))))),
            Refusal::ResplitAces => ("refusal-resplit-aces", None),
            Refusal::NoSurrender => ("refusal-no-surrender", None),
            Refusal::SurrenderAgainstAce => ("refusal-surrender-against-ace", None),
            Refusal::SurrenderTooLate => ("refusal-surrender-too-late", None),
            Refusal::SurrenderAfterSplit => ("refusal-surrender-after-split", None),
        }
    }

    /// The rule in words, in `lang`: `this table does not allow splitting`, `cette table ne
    /// permet pas de séparer`.
    pub fn words_in(self, lang: Lang) -> String {
        let (id, arg) = self.message();
        lang.text(id, arg.as_slice())
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for Refusal {}

/// The totals a table that doubles on 9 to 11 allows, as a refusal names them.
const NINE_TO_ELEVEN: &str = "9, 10 or 11";

/// The rule that refuses this action to this hand now, or `None` when the rules allow it.
pub fn refusal(rules: &TableRules, m: &PlayMoment, action: Action) -> Option<Refusal> {
    if action == Action::Stand {
        return None;
    }
    if m.value.is_bust() {
        return Some(Refusal::Bust);
    }
    if m.doubled {
        return Some(Refusal::DoubledDone);
    }
    if m.is_natural() {
        return Some(Refusal::Natural);
    }
    let total = m.value.total();
    match action {
        Action::Stand => None,
        Action::Hit => {
            if m.split_aces && m.cards >= 2 {
                Some(Refusal::SplitAcesDone)
            } else if total >= 21 && rules.at_21 == At21::Stands {
                Some(Refusal::DrawAt21)
            } else {
                None
            }
        }
        Action::Double => double_refusal(rules, m, total),
        Action::Split => split_refusal(rules, m),
        Action::Surrender => surrender_refusal(rules, m),
    }
}

fn double_refusal(rules: &TableRules, m: &PlayMoment, total: u8) -> Option<Refusal> {
    if m.cards != 2 {
        return Some(Refusal::DoubleNotFirstTwo);
    }
    if m.split_aces {
        return Some(Refusal::SplitAcesDone);
    }
    if total == 21 {
        if rules.double_on_21 == Permission::Forbidden {
            return Some(Refusal::DoubleOn21);
        }
        if rules.at_21 == At21::Stands {
            return Some(Refusal::DoubleAt21);
        }
    }
    if m.from_split && rules.double_after_split == Permission::Forbidden {
        return Some(Refusal::DoubleAfterSplit);
    }
    if !rules.double_on.allows_total(total) {
        let allowed = match rules.double_on {
            DoubleOn::NineToEleven => NINE_TO_ELEVEN,
            DoubleOn::TenToEleven | DoubleOn::Any => "10 or 11",
        };
        return Some(Refusal::DoubleTotal { allowed });
    }
    None
}

fn split_refusal(rules: &TableRules, m: &PlayMoment) -> Option<Refusal> {
    let Some([a, b]) = m.first_two else {
        return Some(Refusal::SplitNotTwoCards);
    };
    if a.points() != b.points() {
        return Some(Refusal::NotAPair { rule: rules.pair_rule });
    }
    if !rules.pair_rule.is_pair(a, b) {
        return Some(Refusal::NotSameRank);
    }
    if rules.max_hands <= 1 {
        return Some(Refusal::NoSplitting);
    }
    if m.split_aces && rules.resplit_aces == Permission::Forbidden {
        return Some(Refusal::ResplitAces);
    }
    if m.seat_hands >= rules.max_hands {
        return Some(Refusal::SplitLimit { max: rules.max_hands });
    }
    None
}

fn surrender_refusal(rules: &TableRules, m: &PlayMoment) -> Option<Refusal> {
    // As for doubling and splitting, a rule every table keeps comes before this table's own.
    if m.from_split || m.seat_hands > 1 {
        return Some(Refusal::SurrenderAfterSplit);
    }
    if m.cards != 2 {
        return Some(Refusal::SurrenderTooLate);
    }
    if rules.surrender == Surrender::None {
        return Some(Refusal::NoSurrender);
    }
    if rules.surrender == Surrender::EnhcUnlessAce && m.up.is_ace() {
        return Some(Refusal::SurrenderAgainstAce);
    }
    None
}

/// Every action the rules allow this hand now (standing always among them).
pub fn allowed(rules: &TableRules, m: &PlayMoment) -> ActionSet {
    Action::ALL.into_iter().filter(|a| refusal(rules, m, *a).is_none()).collect()
}

/// Is the hand's play over without a choice: nothing allowed but to stand? (A hand at 21, split
/// aces with their card, a doubled hand, a bust hand.)
pub fn must_stand(rules: &TableRules, m: &PlayMoment) -> bool {
    allowed(rules, m) == ActionSet::EMPTY.with(Action::Stand)
}

/// The questions the solver asks of two-card hands, answered by [`refusal`].
impl TableRules {
    /// May a hand of these two first ranks be doubled? (`after_split`: the hand came from a split;
    /// `split_aces`: it is a split ace.)
    pub fn may_double(&self, first: Rank, second: Rank, after_split: bool, split_aces: bool) -> bool {
        let mut m = PlayMoment::new([first, second], Rank::Two, after_split, if after_split { 2 } else { 1 });
        m.split_aces = split_aces;
        refusal(self, &m, Action::Double).is_none()
    }

    /// May these two ranks be split when the seat already holds `hands` hands? (More than one
    /// hand means this pair came from a split.)
    pub fn may_split(&self, first: Rank, second: Rank, hands: u8) -> bool {
        let m = PlayMoment::new([first, second], Rank::Two, hands > 1, hands);
        refusal(self, &m, Action::Split).is_none()
    }

    /// May the first two cards be surrendered against this up card?
    pub fn may_surrender(&self, dealer_up: Rank) -> bool {
        let m = PlayMoment::first_two([Rank::Ten, Rank::Six], dealer_up);
        refusal(self, &m, Action::Surrender).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;

    fn set(actions: &[Action]) -> ActionSet {
        actions.iter().copied().collect()
    }

    #[test]
    fn pairs_follow_the_tables_rule() {
        use Rank::*;
        let mut rules = preset("quebec-s17").unwrap();
        let split = |rules: &TableRules, ranks: &[Rank]| {
            refusal(rules, &PlayMoment::new(ranks.iter().copied(), Six, false, 1), Action::Split)
        };
        assert_eq!(split(&rules, &[King, Queen]), None);
        assert_eq!(split(&rules, &[Ten, Jack]), None);
        assert_eq!(split(&rules, &[Eight, Nine]), Some(Refusal::NotAPair { rule: PairRule::SameValue }));
        assert_eq!(split(&rules, &[Two, Two, Two]), Some(Refusal::SplitNotTwoCards));
        rules.pair_rule = PairRule::SameRank;
        assert_eq!(split(&rules, &[King, King]), None);
        // Two ten-value cards of different ranks pair at other tables; a 7 and a 9 at none.
        assert_eq!(split(&rules, &[King, Queen]), Some(Refusal::NotSameRank));
        assert_eq!(split(&rules, &[Seven, Nine]), Some(Refusal::NotAPair { rule: PairRule::SameRank }));
    }

    #[test]
    fn a_split_21_takes_no_card_at_any_preset() {
        for id in ["book", "casino-fr", "casino-it", "feral", "quebec-h17", "quebec-s17"] {
            let rules = preset(id).unwrap();
            let m = PlayMoment::split([Rank::King, Rank::Ace], Rank::Six, 2);
            assert_eq!(allowed(&rules, &m), set(&[Action::Stand]), "{id}");
            assert!(must_stand(&rules, &m), "{id}");
        }
    }

    #[test]
    fn a_split_pair_that_may_not_be_split_again_is_refused_by_the_hand_limit() {
        let book = preset("book").unwrap();
        let m = PlayMoment::split([Rank::Six, Rank::Six], Rank::Ten, 2);
        assert_eq!(refusal(&book, &m, Action::Split), Some(Refusal::SplitLimit { max: 2 }));
        assert_eq!(refusal(&book, &m, Action::Double), Some(Refusal::DoubleAfterSplit));
        assert_eq!(allowed(&book, &m), set(&[Action::Hit, Action::Stand]));
    }

    #[test]
    fn split_aces_stand_unless_a_new_pair_may_be_split_again() {
        let mut fr = preset("casino-fr").unwrap();
        let aces = PlayMoment::split([Rank::Ace, Rank::Ace], Rank::Nine, 2);
        assert_eq!(refusal(&fr, &aces, Action::Split), Some(Refusal::ResplitAces));
        assert!(must_stand(&fr, &aces));
        fr.resplit_aces = Permission::Allowed;
        assert_eq!(allowed(&fr, &aces), set(&[Action::Stand, Action::Split]));
        let seven = PlayMoment::split([Rank::Ace, Rank::Seven], Rank::Nine, 2);
        assert_eq!(refusal(&fr, &seven, Action::Hit), Some(Refusal::SplitAcesDone));
    }

    #[test]
    fn doubling_follows_each_tables_totals_and_the_two_card_21_rule() {
        let it = preset("casino-it").unwrap();
        let eight = PlayMoment::first_two([Rank::Five, Rank::Three], Rank::Six);
        assert_eq!(
            refusal(&it, &eight, Action::Double),
            Some(Refusal::DoubleTotal { allowed: "9, 10 or 11" })
        );
        let quebec = preset("quebec-s17").unwrap();
        let split_21 = PlayMoment::split([Rank::Ten, Rank::Ace], Rank::Six, 2);
        assert_eq!(refusal(&quebec, &split_21, Action::Double), Some(Refusal::DoubleOn21));
        assert_eq!(refusal(&quebec, &split_21, Action::Hit), Some(Refusal::DrawAt21));
    }

    #[test]
    fn surrender_only_on_an_unsplit_first_two_and_not_against_an_ace_at_enhc() {
        let fr = preset("casino-fr").unwrap();
        assert!(fr.may_surrender(Rank::Ten));
        assert!(!fr.may_surrender(Rank::Ace));
        let drawn = PlayMoment::new([Rank::Ten, Rank::Two, Rank::Four], Rank::Ten, false, 1);
        assert_eq!(refusal(&fr, &drawn, Action::Surrender), Some(Refusal::SurrenderTooLate));
        let split = PlayMoment::split([Rank::Eight, Rank::Eight], Rank::Ten, 2);
        assert_eq!(refusal(&fr, &split, Action::Surrender), Some(Refusal::SurrenderAfterSplit));
        let book = preset("book").unwrap();
        assert!(!book.may_surrender(Rank::Ten));
        // A hand that has drawn may surrender at no table: that rule is said first.
        assert_eq!(refusal(&book, &drawn, Action::Surrender), Some(Refusal::SurrenderTooLate));
        let first_two = PlayMoment::first_two([Rank::Ten, Rank::Six], Rank::Ten);
        assert_eq!(refusal(&book, &first_two, Action::Surrender), Some(Refusal::NoSurrender));
    }

    #[test]
    fn a_doubled_or_bust_hand_may_only_stand() {
        let book = preset("book").unwrap();
        let doubled = PlayMoment::new([Rank::Five, Rank::Six, Rank::Two], Rank::Ten, false, 1).doubled();
        assert_eq!(allowed(&book, &doubled), set(&[Action::Stand]));
        let bust = PlayMoment::new([Rank::Ten, Rank::Six, Rank::Nine], Rank::Ten, false, 1);
        assert_eq!(refusal(&book, &bust, Action::Hit), Some(Refusal::Bust));
    }
}
