//! The coach: asking and judging. The [`drill`]s, [`play`] mode (whole rounds with every decision
//! judged), and the [`learner`]'s record: saved progress, the schedule, the learning path, stats
//! and the plan of what to practise next.
//!
//! This layer uses the game, the strategy and [`crate::data`]; it never touches the terminal: it
//! reads answers from a source it is given and reports to an observer.

pub mod drill;
pub mod home;
pub mod learner;
pub mod play;
pub mod ready;
