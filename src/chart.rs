//! Strategy charts: for each cell (a hard or soft total, or a pair, against a dealer up card) the
//! action to take with its fallbacks, and the values behind it. Charts are computed by the solver
//! and shipped as `charts/<table>.yaml`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The version of the chart file format this build reads and writes.
pub const CHART_FORMAT_VERSION: u32 = 1;

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

/// A cell's code: the best action, then what to do when it is not allowed, in order
/// (`Dh`: double, or hit when doubling is not allowed).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Code(pub Vec<Action>);

impl Code {
    /// The best action.
    pub fn first(&self) -> Action {
        self.0.first().copied().unwrap_or(Action::Stand)
    }

    /// The first action of the code that `allowed` accepts (stand when none is).
    pub fn resolve(&self, allowed: impl Fn(Action) -> bool) -> Action {
        self.0.iter().copied().find(|&a| allowed(a)).unwrap_or(Action::Stand)
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, a) in self.0.iter().enumerate() {
            let letter = a.letter();
            if i == 0 {
                write!(f, "{letter}")?;
            } else {
                write!(f, "{}", letter.to_ascii_lowercase())?;
            }
        }
        Ok(())
    }
}

impl FromStr for Code {
    type Err = String;
    fn from_str(s: &str) -> Result<Code, String> {
        let bad = || {
            format!(
                "`{s}` is not a cell code: an action letter (H S D P R) in capitals, then its fallbacks in lower case, e.g. `Dh`"
            )
        };
        let mut actions = Vec::new();
        for (i, ch) in s.chars().enumerate() {
            if (i == 0) != ch.is_ascii_uppercase() {
                return Err(bad());
            }
            let action = Action::from_letter(ch).ok_or_else(bad)?;
            if actions.contains(&action) {
                return Err(bad());
            }
            actions.push(action);
        }
        if actions.is_empty() {
            return Err(bad());
        }
        Ok(Code(actions))
    }
}

impl TryFrom<String> for Code {
    type Error = String;
    fn try_from(s: String) -> Result<Code, String> {
        s.parse()
    }
}

impl From<Code> for String {
    fn from(c: Code) -> String {
        c.to_string()
    }
}

/// The value of each option, in units of the initial bet; `None` when the option is not allowed.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evs {
    /// Standing.
    pub stand: Option<f64>,
    /// Hitting, then playing on by the chart (or by the best play, for a single hand's values).
    pub hit: Option<f64>,
    /// Doubling.
    pub double: Option<f64>,
    /// Splitting.
    pub split: Option<f64>,
    /// Surrendering.
    pub surrender: Option<f64>,
}

impl Evs {
    /// The value of one action, if allowed.
    pub fn get(&self, action: Action) -> Option<f64> {
        match action {
            Action::Stand => self.stand,
            Action::Hit => self.hit,
            Action::Double => self.double,
            Action::Split => self.split,
            Action::Surrender => self.surrender,
        }
    }

    /// The allowed actions, best first (ties keep the order of [`Action::ALL`]).
    pub fn ranked(&self) -> Vec<(Action, f64)> {
        let mut list: Vec<(Action, f64)> =
            Action::ALL.iter().filter_map(|&a| self.get(a).map(|v| (a, v))).collect();
        list.sort_by(|a, b| b.1.total_cmp(&a.1));
        list
    }

    /// The best allowed action and its value.
    pub fn best(&self) -> (Action, f64) {
        self.ranked().first().copied().unwrap_or((Action::Stand, self.stand.unwrap_or(0.0)))
    }

    /// The same values rounded to `digits` decimals, as written in chart files.
    pub fn rounded(&self, digits: i32) -> Evs {
        let scale = 10f64.powi(digits);
        let r = |v: Option<f64>| v.map(|x| (x * scale).round() / scale + 0.0);
        Evs {
            stand: r(self.stand),
            hit: r(self.hit),
            double: r(self.double),
            split: r(self.split),
            surrender: r(self.surrender),
        }
    }
}
