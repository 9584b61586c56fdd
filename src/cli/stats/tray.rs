//! The drills of the shoe as `stats` shows them: the bias at reading a discard tray and the best
//! deck countdowns.

use std::io::{self, Write};

use super::super::Painter;
use super::super::progress::plural;
use crate::coach::learner::countdown_bests::CountdownBest;
use crate::coach::learner::figures::{COUNTDOWN_DRILL, TRAY_DRILL};
use crate::coach::learner::tray_bias::DepthBias;

/// The bias at reading a discard tray, by depth, with what it does to a true count; nothing
/// without answers of the deck-estimation drill.
pub(super) fn tray_bias_lines(w: &mut dyn Write, p: Painter, bias: &[DepthBias]) -> io::Result<()> {
    if bias.is_empty() {
        return Ok(());
    }
    let answers: u64 = bias.iter().map(|b| b.answers).sum();
    writeln!(w)?;
    writeln!(
        w,
        "{} over {answers} answer{} of `{TRAY_DRILL}` at every table, by the decks in the tray:",
        p.bold("Reading the discard tray:"),
        plural(answers as usize)
    )?;
    for b in bias {
        let cost = b.cost_words().map(|c| format!("; {c}")).unwrap_or_default();
        writeln!(
            w,
            "  {}: {} ({} answer{}){cost}.",
            b.depth_words(),
            b.bias_words(),
            b.answers,
            plural(b.answers as usize)
        )?;
    }
    Ok(())
}

/// The best deck countdown of each system and mode; nothing without a right countdown.
pub(super) fn countdown_bests_lines(
    w: &mut dyn Write,
    p: Painter,
    bests: &[CountdownBest],
) -> io::Result<()> {
    if bests.is_empty() {
        return Ok(());
    }
    writeln!(w)?;
    writeln!(
        w,
        "{} the fastest right countdown of `{COUNTDOWN_DRILL}` at every table, its time a card from the \
         first card to the answer:",
        p.bold("Deck countdown, your bests:")
    )?;
    for b in bests {
        writeln!(
            w,
            "  {}: {}, of {} right countdown{}.",
            b.what(),
            b.time_words(),
            b.right,
            plural(b.right as usize)
        )?;
    }
    Ok(())
}
