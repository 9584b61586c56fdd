//! The drills of the shoe as `stats` shows them: the bias at reading a discard tray and the best
//! deck countdowns.

use std::io::{self, Write};

use super::super::Painter;
use crate::coach::learner::countdown_bests::CountdownBest;
use crate::coach::learner::figures::{COUNTDOWN_DRILL, TRAY_DRILL};
use crate::coach::learner::tray_bias::DepthBias;
use crate::lang::{Arg, Lang};

/// The bias at reading a discard tray, by depth, with what it does to a true count, in `lang`;
/// nothing without answers of the deck-estimation drill.
pub(super) fn tray_bias_lines(
    w: &mut dyn Write,
    p: Painter,
    bias: &[DepthBias],
    lang: Lang,
) -> io::Result<()> {
    if bias.is_empty() {
        return Ok(());
    }
    let answers: u64 = bias.iter().map(|b| b.answers).sum();
    writeln!(w)?;
    let title = p.bold(lang.text("stats-tray-title", &[]));
    let args =
        [("title", Arg::Text(&title)), ("answers", Arg::Int(answers)), ("drill", Arg::Text(TRAY_DRILL))];
    writeln!(w, "{}", lang.text("stats-tray-about", &args))?;
    for b in bias {
        let (depth, said) = (b.depth_words_in(lang), b.bias_words_in(lang));
        let mut args =
            vec![("depth", Arg::Text(&depth)), ("bias", Arg::Text(&said)), ("answers", Arg::Int(b.answers))];
        let cost = b.cost_words_in(lang);
        let id = match &cost {
            Some(cost) => {
                args.push(("cost", Arg::Text(cost)));
                "stats-tray-row-cost"
            }
            None => "stats-tray-row",
        };
        writeln!(w, "  {}", lang.text(id, &args))?;
    }
    Ok(())
}

/// The best deck countdown of each system and mode, in `lang`; nothing without a right
/// countdown.
pub(super) fn countdown_bests_lines(
    w: &mut dyn Write,
    p: Painter,
    bests: &[CountdownBest],
    lang: Lang,
) -> io::Result<()> {
    if bests.is_empty() {
        return Ok(());
    }
    writeln!(w)?;
    let title = p.bold(lang.text("stats-countdown-title", &[]));
    let args = [("title", Arg::Text(&title)), ("drill", Arg::Text(COUNTDOWN_DRILL))];
    writeln!(w, "{}", lang.text("stats-countdown-about", &args))?;
    for b in bests {
        let (what, time) = (b.what_in(lang), b.time_words_in(lang));
        let args = [("what", Arg::Text(&what)), ("time", Arg::Text(&time)), ("right", Arg::Int(b.right))];
        writeln!(w, "  {}", lang.text("stats-countdown-row", &args))?;
    }
    Ok(())
}
