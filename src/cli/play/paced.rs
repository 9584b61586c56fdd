//! A counting session dealt at the table's pace (`play --count SYSTEM --pace SECONDS`): the cards
//! the learner does not act on (the other seats', the dealer's hole card and draws) fall one at a
//! time, a beat apart, and one beat after the settlement the table is cleared, as a dealer picks
//! the cards up. Only at a terminal: a script is shown every card at once and never waits.

use std::io::{self, Write};
use std::time::Duration;

use console::Term;

use crate::cli::count_view::gone_by_in;
use crate::cli::prompt::interrupted;
use crate::lang::{Arg, Lang};

/// How the cards are dealt at a terminal: a beat a card, lines laid out to the width, the
/// table cleared with words of the session's language.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pace {
    pub(super) beat: Duration,
    pub(super) width: usize,
    pub(super) lang: Lang,
}

/// A piece of a line: some text, and whether a beat passes before it appears (a card falling).
pub(super) struct Piece {
    pub(super) text: String,
    pub(super) falls: bool,
}

impl Piece {
    pub(super) fn shown(text: impl Into<String>) -> Piece {
        Piece { text: text.into(), falls: false }
    }

    pub(super) fn falling(text: impl Into<String>) -> Piece {
        Piece { text: text.into(), falls: true }
    }
}

/// Where a line too long for the width goes on, under its label.
const GO_ON: &str = "      ";

impl Pace {
    /// Writes `pieces` to the terminal as one line (wrapped to the width between pieces, never
    /// inside one), a beat before each falling piece. Ctrl-C deals the rest at once.
    pub(super) fn deal(&self, pieces: &[Piece]) -> io::Result<()> {
        let term = Term::stdout();
        let mut w = &term;
        let mut column = 0;
        for piece in pieces {
            let width = console::measure_text_width(&piece.text);
            if column > 0 && column + width > self.width {
                write!(w, "\n{GO_ON}")?;
                column = GO_ON.len();
            }
            if piece.falls && !interrupted() {
                w.flush()?;
                std::thread::sleep(self.beat);
            }
            write!(w, "{}", piece.text)?;
            column += width;
        }
        writeln!(w)?;
        w.flush()
    }

    /// One beat after the round of `number` is settled, its `cards` are picked up: the screen is
    /// cleared, a line says how many went by, and the verdicts of the round's `misses` are said
    /// again, so that what was missed stays on the screen.
    pub(super) fn pick_up(&self, number: u32, cards: usize, misses: &[String]) -> io::Result<()> {
        let term = Term::stdout();
        if !interrupted() {
            std::thread::sleep(self.beat);
        }
        term.clear_screen()?;
        let mut w = &term;
        let (lang, round) = (self.lang, Arg::Int(u64::from(number)));
        let gone = gone_by_in(cards, false, lang);
        writeln!(w, "  {}", lang.text("count-picked-up", &[("number", round), ("gone", Arg::Text(&gone))]))?;
        if !misses.is_empty() {
            writeln!(w, "  {}", lang.text("count-missed-in-round", &[("number", round)]))?;
        }
        for line in misses {
            writeln!(w, "{line}")?;
        }
        w.flush()
    }
}
