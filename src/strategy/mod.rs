//! The strategy: what is the best play, and what is each play worth. The exact [`solver`], the
//! strategy [`chart`]s derived from it and shipped in `charts/`, the [`simulate`] engine that
//! plays millions of rounds, the card-[`counting`] systems of `counts/`, the betting [`ramp`]s
//! of `ramps/`, the [`indices`] computed for a table, a shoe game's [`entry_exit`] points, and
//! the counting seat of [`count_sim`].
//!
//! This layer uses the game and [`crate::data`]; never the coach or the command line.

pub mod chart;
pub mod count_sim;
pub mod counting;
pub mod entry_exit;
pub mod indices;
pub mod play_table;
pub mod ramp;
pub mod simulate;
pub mod solver;
