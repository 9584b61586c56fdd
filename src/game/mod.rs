//! The game: the rules of blackjack and nothing else. Cards and hands, a table's rules and the
//! presets, what a hand may do at each moment ([`legal`]), the shoe, the round engine with its
//! ledger, and a session of rounds at a table.
//!
//! This layer does no I/O and uses no other layer but [`crate::data`], which reads its YAML.

pub mod action;
pub mod boxes;
pub mod card;
pub mod describe;
pub mod hand;
pub mod ledger;
pub mod legal;
pub mod reason;
pub mod round;
pub mod rules;
pub mod shoe;
pub mod table_file;
pub mod table_session;
