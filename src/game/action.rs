//! The actions a player may take with a hand (hit, stand, double, split, surrender), and sets of
//! them, such as the moves allowed at a moment of play.

use std::fmt;

use serde::Serialize;

use crate::lang::Lang;

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

impl Action {
    /// The message naming the action, and the one giving its key, in each language's file.
    const fn message_ids(self) -> (&'static str, &'static str) {
        match self {
            Action::Hit => ("action-hit", "action-key-hit"),
            Action::Stand => ("action-stand", "action-key-stand"),
            Action::Double => ("action-double", "action-key-double"),
            Action::Split => ("action-split", "action-key-split"),
            Action::Surrender => ("action-surrender", "action-key-surrender"),
        }
    }

    /// The action's name in `lang`: `hit`, `tirer`, `carta`.
    pub fn name_in(self, lang: Lang) -> String {
        lang.text(self.message_ids().0, &[])
    }

    /// The key a learner types for the action in `lang`, in lower case: `h` in English, `t`
    /// (tirer) in French, `c` (carta) in Italian. A chart drawn in `lang` writes its letters.
    pub fn key_in(self, lang: Lang) -> char {
        lang.text(self.message_ids().1, &[]).chars().next().map_or(self.letter(), |c| c.to_ascii_lowercase())
    }

    /// The action of a typed key in `lang`: its own key first; else a key of another language
    /// that no move of `lang` has and that every language having it gives the same move (`h` is
    /// understood in French, `s` is séparer there, never stand).
    pub fn of_key(c: char, lang: Lang) -> Option<Action> {
        let c = c.to_ascii_lowercase();
        if let Some(a) = ACTIONS.into_iter().find(|a| a.key_in(lang) == c) {
            return Some(a);
        }
        let mut meant = Lang::ALL.into_iter().filter_map(|l| ACTIONS.into_iter().find(|a| a.key_in(l) == c));
        let first = meant.next()?;
        meant.all(|a| a == first).then_some(first)
    }

    /// A chart code (`H`, `Dh`, `Rs`) written with `lang`'s keys: `T`, `Dt`, `Ar` in French;
    /// a capital letter the move tried first, a small one the move when it is not allowed.
    pub fn code_in(code: &str, lang: Lang) -> String {
        code.chars()
            .map(|c| match Action::from_letter(c) {
                Some(a) if c.is_ascii_uppercase() => a.key_in(lang).to_ascii_uppercase(),
                Some(a) => a.key_in(lang),
                None => c,
            })
            .collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_moves_share_a_key_in_any_language() {
        for lang in Lang::ALL {
            let keys: Vec<char> = ACTIONS.iter().map(|a| a.key_in(lang)).collect();
            for (i, k) in keys.iter().enumerate() {
                assert!(k.is_ascii_lowercase(), "{lang:?}: {k}");
                assert!(!keys[i + 1..].contains(k), "{lang:?}: {k} names two moves");
                assert_eq!(Action::of_key(*k, lang), Some(ACTIONS[i]), "{lang:?}: {k}");
            }
        }
    }

    #[test]
    fn a_key_of_another_language_is_understood_only_where_it_is_not_ambiguous() {
        // The French keys the issue names, and English ones beside them where free.
        assert_eq!(Action::of_key('t', Lang::Fr), Some(Action::Hit));
        assert_eq!(Action::of_key('r', Lang::Fr), Some(Action::Stand));
        assert_eq!(Action::of_key('s', Lang::Fr), Some(Action::Split));
        assert_eq!(Action::of_key('a', Lang::Fr), Some(Action::Surrender));
        assert_eq!(Action::of_key('h', Lang::Fr), Some(Action::Hit));
        assert_eq!(Action::of_key('p', Lang::Fr), Some(Action::Split));
        // In English, `s` stays stand and `r` surrender; `t` (tirer) and `c` (carta) are free.
        assert_eq!(Action::of_key('s', Lang::En), Some(Action::Stand));
        assert_eq!(Action::of_key('r', Lang::En), Some(Action::Surrender));
        assert_eq!(Action::of_key('t', Lang::En), Some(Action::Hit));
        assert_eq!(Action::of_key('c', Lang::It), Some(Action::Hit));
        assert_eq!(Action::of_key('x', Lang::It), None);
    }

    #[test]
    fn a_chart_code_is_written_with_the_languages_keys() {
        assert_eq!(Action::code_in("Dh", Lang::Fr), "Dt");
        assert_eq!(Action::code_in("Rs", Lang::Fr), "Ar");
        assert_eq!(Action::code_in("P", Lang::Fr), "S");
        assert_eq!(Action::code_in("H", Lang::It), "C");
        assert_eq!(Action::code_in("Ds", Lang::En), "Ds");
        assert_eq!(Action::code_in("-", Lang::Fr), "-");
    }
}
