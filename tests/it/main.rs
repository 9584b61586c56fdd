//! bjcoach's integration tests: one test binary, one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]
mod cli;
mod counting;
mod dealer_errors;
mod drills;
mod engine;
mod inputs;
mod journal;
mod layers;
mod play;
mod seats;
mod simulate;
mod solver;
mod stats;
