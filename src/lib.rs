//! bjcoach: a blackjack coach for the terminal.
//!
//! The domain core (cards, hands, rules, shoe, round engine, ledger, solver, charts, drills) has no
//! terminal I/O; the `cli` module is the thin interface on top of it.

#![warn(missing_docs)]

pub mod card;
pub mod chart;
pub mod cli;
pub mod coach;
pub mod data;
pub mod describe;
pub mod drill;
pub mod hand;
pub mod ledger;
pub mod path;
pub mod play;
pub mod progress;
pub mod round;
pub mod rules;
pub mod schedule;
pub mod session;
pub mod shoe;
pub mod simulate;
pub mod solver;
pub mod store;
