//! How a counting question is drawn: a round's cards flashed one at a time at the table's pace,
//! as a shoe goes by, and the discard tray as a picture of its height, as counters read it.

use std::io::{self, Write};
use std::time::Duration;

use console::Term;

use super::CliError;
use super::prompt::interrupted;
use crate::coach::drill::count_words::decks_in;
use crate::lang::{Arg, Lang};

/// The most seconds `--pace` may show each card, in the drills and at the table alike.
pub const MAX_PACE: f64 = 10.0;

/// The pace of `--pace SECONDS`: from 0 to [`MAX_PACE`] seconds a card; anything else refused,
/// saying so in the language of the error.
pub fn pace_of(seconds: f64) -> Result<Duration, CliError> {
    if (0.0..=MAX_PACE).contains(&seconds) {
        Ok(Duration::from_secs_f64(seconds))
    } else {
        Err(CliError::said(move |lang| {
            let (typed, most) = (lang.number(&seconds.to_string()), lang.number(&MAX_PACE.to_string()));
            lang.text("error-pace", &[("typed", Arg::Text(&typed)), ("most", Arg::Text(&most))])
        }))
    }
}

/// The blank between two flashed cards, so that two equal cards in a row are seen as two.
const BLANK: Duration = Duration::from_millis(150);

/// Flashes `cards` at the terminal one at a time on one line, each for about `pace`, clearing
/// each before the next; then leaves `after` on that line, so the round's cards are not on screen
/// when the question is asked. Ctrl-C stops the flashing.
pub fn flash(term: &Term, cards: &[String], pace: Duration, after: &str) -> io::Result<()> {
    let blank = BLANK.min(pace / 4);
    let mut w = term;
    for card in cards {
        if interrupted() {
            break;
        }
        term.clear_line()?;
        write!(w, "    {card}")?;
        w.flush()?;
        std::thread::sleep(pace.saturating_sub(blank));
        term.clear_line()?;
        std::thread::sleep(blank);
    }
    term.clear_line()?;
    writeln!(w, "    {after}")
}

/// What stands in place of a round's cards once they have gone by, in `lang`.
pub fn gone_by_in(cards: usize, cut_short: bool, lang: Lang) -> String {
    lang.text(
        if cut_short { "count-gone-by-rest" } else { "count-gone-by" },
        &[("cards", Arg::Int(cards as u64))],
    )
}

/// The width of the tray, in blocks.
const TRAY_WIDTH: usize = 6;

/// The discard tray of a shoe of `decks` decks holding `halves` half decks: a column of one row
/// per deck of the shoe, numbered from the bottom up, full (`█`) for each whole deck in the tray
/// and half full (`▄`) for a half deck, under the rows of the decks still to be dealt.
pub fn tray(halves: u32, decks: u8) -> Vec<String> {
    let mut rows = Vec::new();
    for deck in (1..=u32::from(decks)).rev() {
        let fill = match halves.saturating_sub(2 * (deck - 1)) {
            0 => " ",
            1 => "▄",
            _ => "█",
        };
        rows.push(format!("{deck:>2} │{}│", fill.repeat(TRAY_WIDTH)));
    }
    rows.push(format!("   └{}┘", "─".repeat(TRAY_WIDTH)));
    rows
}

/// The line above the tray, in `lang`: what it is measured against.
pub fn tray_legend(decks: u8, lang: Lang) -> String {
    let shoe = decks_in(f64::from(decks), lang);
    lang.text("count-tray-legend", &[("shoe", Arg::Text(&shoe))])
}

/// A deck-estimation tray of `quarters` quarter decks in a shoe of `decks` decks: a box of one
/// row per half deck of the shoe, with no numbers, filled from the bottom, full (`█`) for each
/// half deck in the tray and half full (`▄`) for a quarter deck over them.
pub fn quarter_tray(quarters: u32, decks: u8) -> Vec<String> {
    let mut rows = vec![format!("┌{}┐", "─".repeat(TRAY_WIDTH))];
    for half in (0..2 * u32::from(decks.max(1))).rev() {
        let fill = match quarters.saturating_sub(2 * half) {
            0 => " ",
            1 => "▄",
            _ => "█",
        };
        rows.push(format!("│{}│", fill.repeat(TRAY_WIDTH)));
    }
    rows.push(format!("└{}┘", "─".repeat(TRAY_WIDTH)));
    rows
}

/// The line above a deck-estimation tray, in `lang`: the shoe it is measured against, and how
/// it is drawn.
pub fn quarter_tray_legend(decks: u8, lang: Lang) -> String {
    let shoe = decks_in(f64::from(decks), lang);
    lang.text("count-quarter-tray-legend", &[("shoe", Arg::Text(&shoe))])
}

/// Shows `rows` for `shown`, then clears them and leaves `after` in their place, so the tray is
/// read at a glance and gone when the question is asked. Ctrl-C cuts the wait short.
pub fn flash_rows(term: &Term, rows: &[String], shown: Duration, after: &str) -> io::Result<()> {
    let mut w = term;
    for row in rows {
        writeln!(w, "    {row}")?;
    }
    w.flush()?;
    let step = Duration::from_millis(50);
    let mut waited = Duration::ZERO;
    while waited < shown && !interrupted() {
        std::thread::sleep(step.min(shown - waited));
        waited += step;
    }
    term.clear_last_lines(rows.len())?;
    writeln!(w, "    {after}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The decks a tray picture shows, read as a counter reads it: full rows, and half a deck
    /// for a half row.
    fn read(rows: &[String]) -> u32 {
        rows.iter().map(|r| 2 * u32::from(r.contains('█')) + u32::from(r.contains('▄'))).sum()
    }

    #[test]
    fn the_tray_shows_its_half_decks_against_the_shoes_decks() {
        for decks in [1u8, 2, 6, 8] {
            for halves in 0..=2 * u32::from(decks) {
                let rows = tray(halves, decks);
                assert_eq!(rows.len(), usize::from(decks) + 1, "a row per deck and the bottom");
                assert_eq!(read(&rows), halves, "{decks} decks, {halves} half decks: {rows:?}");
                // The tray fills from the bottom: no empty row under a filled one.
                let filled: Vec<bool> =
                    rows[..usize::from(decks)].iter().map(|r| r.contains(['█', '▄'])).collect();
                assert!(filled.windows(2).all(|w| !w[0] || w[1]), "{rows:?}");
            }
        }
        assert_eq!(tray(5, 4), [" 4 │      │", " 3 │▄▄▄▄▄▄│", " 2 │██████│", " 1 │██████│", "   └──────┘"]);
    }

    #[test]
    fn a_quarter_tray_shows_its_quarter_decks_in_half_deck_rows() {
        for decks in [1u8, 2, 6, 8] {
            for quarters in 0..=4 * u32::from(decks) {
                let rows = quarter_tray(quarters, decks);
                assert_eq!(
                    rows.len(),
                    2 * usize::from(decks) + 2,
                    "a row per half deck, the top and the bottom"
                );
                let read: u32 =
                    rows.iter().map(|r| 2 * u32::from(r.contains('█')) + u32::from(r.contains('▄'))).sum();
                assert_eq!(read, quarters, "{decks} decks, {quarters} quarters: {rows:?}");
                let filled: Vec<bool> =
                    rows[1..rows.len() - 1].iter().map(|r| r.contains(['█', '▄'])).collect();
                assert!(filled.windows(2).all(|w| !w[0] || w[1]), "filled from the bottom: {rows:?}");
                assert!(rows.iter().all(|r| !r.chars().any(|c| c.is_ascii_digit())), "no numbers to read");
            }
        }
        assert_eq!(quarter_tray(3, 1), ["┌──────┐", "│▄▄▄▄▄▄│", "│██████│", "└──────┘"]);
    }

    #[test]
    fn what_stands_for_the_cards_gone_by_counts_them() {
        assert_eq!(gone_by_in(1, false, Lang::En), "(1 card went by)");
        assert_eq!(gone_by_in(14, true, Lang::En), "(14 cards went by; the rest of the round comes next)");
    }
}
