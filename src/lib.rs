//! bjcoach: a blackjack coach for the terminal.
//!
//! Four layers, each using only the ones before it (see `ARCHITECTURE.md`):
//! - [`game`]: the rules of blackjack, with no I/O: cards, hands, table rules, what a hand may do,
//!   the shoe, the round engine and its ledger;
//! - [`strategy`]: the exact solver, the strategy charts and the simulator;
//! - [`coach`]: asking and judging, the drills, play mode and the learner's record;
//! - [`cli`]: the command line, the only layer that touches the terminal.
//!
//! [`data`] reads the YAML data files for all of them; [`lang`] gives them the coach's words in
//! English, French and Italian.

#![warn(missing_docs)]

pub mod cli;
pub mod coach;
pub mod data;
pub mod game;
pub mod lang;
pub mod strategy;
pub mod web;
