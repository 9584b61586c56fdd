//! bjcoach's integration tests: one test binary, one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod card;
mod cli;
mod count_sim;
mod counting;
mod drills;
mod engine;
mod inputs;
mod journal;
mod layers;
mod menu;
mod play;
mod seats;
mod simulate;
mod solver;
mod stats;
mod timed;
