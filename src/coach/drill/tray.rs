//! The discard tray as a counter reads it: to the half deck, the one reading the true-count drill
//! divides by, counting play shows and the deck-estimation drill judges by ([`read_halves`]).

use serde::Serialize;

use super::answer::{Answer, AnswerKind, decks_words, read_answer};

/// Cards in a deck.
pub const DECK: u32 = 52;

/// Cards in a quarter deck: deck-estimation trays are dealt in quarter decks.
pub const QUARTER: u32 = DECK / 4;

/// The half decks a tray of `cards` cards is read as: to the nearest half deck, a tray halfway
/// between two (a quarter deck past a half) read as the higher, as a counter reads a tray
/// rounding its stack up.
pub const fn read_halves(cards: u32) -> u32 {
    (2 * cards + DECK / 2) / DECK
}

/// The half decks of a shoe of `decks` decks left to deal when the tray is read as `tray_halves`:
/// at least half a deck, as a true count is never divided by less.
pub fn left_halves(decks: u8, tray_halves: u32) -> u32 {
    (2 * u32::from(decks.max(1))).saturating_sub(tray_halves).max(1)
}

/// Half decks as a player says them: `½`, `2`, `2½`.
pub fn half_decks(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 0) => whole.to_string(),
        (whole, _) => format!("{whole}½"),
    }
}

/// What a deck-estimation question asks of the tray.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrayAsk {
    /// How many decks are in the tray.
    InTray,
    /// How many decks are left in the shoe.
    Left,
}

impl TrayAsk {
    /// The word a question's key holds: `tray` or `left`.
    pub const fn word(self) -> &'static str {
        match self {
            TrayAsk::InTray => "tray",
            TrayAsk::Left => "left",
        }
    }
}

/// The key a deck-estimation question is saved under: what it asks, the decks in the tray to
/// the quarter deck, and the shoe's decks (`deck estimate tray 1¾ of 6`). [`read_key`] reads it
/// back: the learner's bias by depth is counted from it.
pub fn key(ask: TrayAsk, quarters: u32, shoe_decks: u8) -> String {
    format!("{KEY_PREFIX}{} {} of {shoe_decks}", ask.word(), decks_words(f64::from(quarters) / 4.0))
}

/// How every deck-estimation key begins.
pub const KEY_PREFIX: &str = "deck estimate ";

/// What a deck-estimation key holds: what was asked, the quarter decks in the tray, the shoe's
/// decks; `None` for any other key.
pub fn read_key(key: &str) -> Option<(TrayAsk, u32, u8)> {
    let rest = key.strip_prefix(KEY_PREFIX)?;
    let (ask, rest) = rest.split_once(' ')?;
    let ask = match ask {
        "tray" => TrayAsk::InTray,
        "left" => TrayAsk::Left,
        _ => return None,
    };
    let (tray, shoe) = rest.split_once(" of ")?;
    let Ok(Answer::Decks(decks)) = read_answer(AnswerKind::Decks, tray) else { return None };
    let quarters = decks * 4.0;
    let shoe: u8 = shoe.parse().ok()?;
    ((quarters - quarters.round()).abs() < 1e-9 && shoe > 0).then_some((ask, quarters.round() as u32, shoe))
}

/// The decks in the tray an answer says, in cards, from the decks it gives: those it says are in
/// the tray, or the shoe less those it says are left; `None` for more than the shoe holds.
pub fn answer_in_cards(ask: TrayAsk, shoe_decks: u8, answer: f64) -> Option<u32> {
    let shoe = f64::from(shoe_decks.max(1));
    let tray = match ask {
        TrayAsk::InTray => answer,
        TrayAsk::Left => shoe - answer,
    };
    (0.0..=shoe).contains(&tray).then(|| (tray * f64::from(DECK)).round() as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tray_reads_to_the_nearest_half_deck_a_quarter_past_a_half_read_up() {
        let read = |quarters: u32| read_halves(quarters * QUARTER);
        assert_eq!([read(0), read(1), read(2), read(3), read(4), read(5), read(7)], [0, 1, 1, 2, 2, 3, 4]);
        // Within a half deck of cards either side, less one card, a half deck reads as itself.
        assert_eq!(read_halves(26 + 12), 1);
        assert_eq!(read_halves(26 + 13), 2);
        assert_eq!(read_halves(26 - 13), 1);
        assert_eq!(read_halves(26 - 14), 0);
    }

    #[test]
    fn an_answer_of_decks_left_is_the_shoe_less_the_tray() {
        assert_eq!(answer_in_cards(TrayAsk::Left, 6, 4.25), Some(91));
        assert_eq!(answer_in_cards(TrayAsk::InTray, 6, 1.75), Some(91));
        assert_eq!(answer_in_cards(TrayAsk::InTray, 6, 6.5), None);
        assert_eq!(answer_in_cards(TrayAsk::Left, 6, 7.0), None);
        assert_eq!(left_halves(1, 2), 1, "never less than half a deck left");
    }

    #[test]
    fn a_key_reads_back_what_it_was_made_of() {
        for ask in [TrayAsk::InTray, TrayAsk::Left] {
            for quarters in 1..=24 {
                let k = key(ask, quarters, 8);
                assert_eq!(read_key(&k), Some((ask, quarters, 8)), "{k}");
            }
        }
        assert_eq!(key(TrayAsk::InTray, 7, 6), "deck estimate tray 1¾ of 6");
        assert_eq!(read_key("true count hi-lo 2 left"), None);
    }
}
