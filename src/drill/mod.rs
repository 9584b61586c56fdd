//! Drills: a situation dealt from the chosen table's shoe, one question, the answer scored against
//! the table's rules, and a wrong answer diagnosed against the catalogue of mistakes.
//!
//! The drills themselves are data (`drills/*.yaml`, see [`spec`]); each names a generator here.
//! Nothing in this module touches the terminal: answers come through [`session::AnswerSource`],
//! time through [`session::Clock`], and output goes to a [`session::Observer`].

pub mod answer;
mod counting;
pub mod dealing;
pub mod mistakes;
mod money;
mod play;
pub mod question;
mod quiz;
pub mod session;
pub mod spec;

use thiserror::Error;

use crate::data::DataErrors;
use crate::rules::{Insurance, TableRules};
use dealing::Dealing;
use mistakes::Catalogue;
use question::Question;
use spec::{Deal, DrillSpec};

pub use money::ten_chance;
pub use play::{Moment, legal_actions};

/// A drill ready to deal questions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drill {
    /// Its definition.
    pub spec: DrillSpec,
}

/// Why a drill cannot be played at a table.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DrillError {
    /// The table lacks what the drill is about.
    #[error("the `{drill}` drill cannot be played at `{table}`: {reason}")]
    NotAtThisTable {
        /// The drill.
        drill: String,
        /// The table.
        table: String,
        /// Why.
        reason: String,
    },
    /// No drill has that name.
    #[error("there is no drill called `{name}`; the drills are: {}", known.join(", "))]
    Unknown {
        /// The name asked for.
        name: String,
        /// The drills known.
        known: Vec<String>,
    },
    /// A drill file is broken.
    #[error("{0}")]
    Invalid(DataErrors),
}

impl Drill {
    /// Checks that the drill can be played at this table.
    pub fn check_table(&self, rules: &TableRules) -> Result<(), DrillError> {
        let refuse = |reason: &str| {
            Err(DrillError::NotAtThisTable {
                drill: self.spec.id.clone(),
                table: rules.id.clone(),
                reason: reason.to_string(),
            })
        };
        match self.spec.deal {
            Deal::Insurance {} if rules.insurance == Insurance::None => {
                refuse("the table offers no insurance")
            }
            _ => Ok(()),
        }
    }

    /// Deals the next question.
    pub fn deal(&self, d: &mut Dealing) -> Question {
        match self.spec.deal {
            Deal::HandTotals { min_cards, max_cards, hands } => {
                counting::hand_totals(d, min_cards, max_cards, hands)
            }
            Deal::SoftHands { max_cards } => counting::soft_hands(d, max_cards),
            Deal::Naturals {} => counting::naturals(d),
            Deal::DealerPlay {} => play::dealer_play(d),
            Deal::LegalMoves {} => play::legal_moves(d),
            Deal::Payouts {} => money::payouts(d),
            Deal::Insurance {} => money::insurance(d),
            Deal::TableRules {} => quiz::table_rules(d),
        }
    }
}

/// Every drill: the shipped ones, plus any read from files.
#[derive(Debug, Clone)]
pub struct Library {
    /// The mistake catalogue.
    pub catalogue: Catalogue,
    /// The drills, in the order they are listed.
    pub drills: Vec<Drill>,
}

impl Library {
    /// The shipped catalogue and drills.
    pub fn shipped() -> Result<Library, DrillError> {
        let catalogue = Catalogue::shipped().map_err(DrillError::Invalid)?;
        let drills = spec::shipped(&catalogue).map_err(DrillError::Invalid)?;
        Ok(Library { catalogue, drills: drills.into_iter().map(|spec| Drill { spec }).collect() })
    }

    /// Adds a drill read from a file's text; a drill of the same id is replaced.
    pub fn add(&mut self, origin: &str, text: &str) -> Result<&Drill, DrillError> {
        let spec = DrillSpec::from_yaml(origin, text, &self.catalogue).map_err(DrillError::Invalid)?;
        self.drills.retain(|d| d.spec.id != spec.id);
        self.drills.push(Drill { spec });
        self.drills.last().ok_or_else(|| DrillError::Invalid(DataErrors(Vec::new())))
    }

    /// A drill by id.
    pub fn get(&self, name: &str) -> Result<&Drill, DrillError> {
        self.drills.iter().find(|d| d.spec.id == name).ok_or_else(|| DrillError::Unknown {
            name: name.to_string(),
            known: self.drills.iter().map(|d| d.spec.id.clone()).collect(),
        })
    }
}
