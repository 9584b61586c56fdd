//! The actions a player may take with a hand (hit, stand, double, split, surrender), and sets of
//! them, such as the moves allowed at a moment of play.

use std::fmt;

use serde::Serialize;

/// One thing a player may do with a hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Take a card (`H`).
    Hit,
    /// Take no more cards (`S`).
    Stand,
    /// Double the bet and take exactly one card (`D`).
    Double,
    /// Split the pair into two hands (`P`).
    Split,
    /// Give up the hand for half the bet (`R`).
    Surrender,
}

impl Action {
    /// Every action, in the order values are listed.
    pub const ALL: [Action; 5] =
        [Action::Stand, Action::Hit, Action::Double, Action::Split, Action::Surrender];

    /// The chart letter: `H`, `S`, `D`, `P` or `R`.
    pub const fn letter(self) -> char {
        match self {
            Action::Hit => 'H',
            Action::Stand => 'S',
            Action::Double => 'D',
            Action::Split => 'P',
            Action::Surrender => 'R',
        }
    }

    /// The action of a chart letter, in either case.
    pub fn from_letter(letter: char) -> Option<Action> {
        Some(match letter.to_ascii_uppercase() {
            'H' => Action::Hit,
            'S' => Action::Stand,
            'D' => Action::Double,
            'P' => Action::Split,
            'R' => Action::Surrender,
            _ => return None,
        })
    }

    /// The action's name in plain words.
    pub const fn name(self) -> &'static str {
        match self {
            Action::Hit => "hit",
            Action::Stand => "stand",
            Action::Double => "double",
            Action::Split => "split",
            Action::Surrender => "surrender",
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The actions in the order they are listed to learners.
pub const ACTIONS: [Action; 5] =
    [Action::Hit, Action::Stand, Action::Double, Action::Split, Action::Surrender];

fn bit(action: Action) -> u8 {
    1 << (action as u8)
}

/// A set of actions, such as the moves allowed at a given moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ActionSet(u8);

impl ActionSet {
    /// No action.
    pub const EMPTY: ActionSet = ActionSet(0);

    /// The set with this action added.
    #[must_use]
    pub fn with(self, action: Action) -> ActionSet {
        ActionSet(self.0 | bit(action))
    }

    /// Does the set hold this action?
    pub fn contains(self, action: Action) -> bool {
        self.0 & bit(action) != 0
    }

    /// The actions held, in the usual order.
    pub fn actions(self) -> Vec<Action> {
        ACTIONS.into_iter().filter(|a| self.contains(*a)).collect()
    }

    /// The actions in one set and not in the other.
    pub fn minus(self, other: ActionSet) -> ActionSet {
        ActionSet(self.0 & !other.0)
    }

    /// The set as bits, one per action (bit `action as u8`), for tables indexed by a set.
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Is the set empty?
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl FromIterator<Action> for ActionSet {
    fn from_iter<I: IntoIterator<Item = Action>>(iter: I) -> ActionSet {
        iter.into_iter().fold(ActionSet::EMPTY, ActionSet::with)
    }
}

impl fmt::Display for ActionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = self.actions().into_iter().map(Action::name).collect();
        if words.is_empty() { f.write_str("nothing") } else { f.write_str(&words.join(", ")) }
    }
}

impl Serialize for ActionSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.actions().into_iter().map(Action::name))
    }
}
