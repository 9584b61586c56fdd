//! A hand in words where it is shown: what it is called (`You`, `Hand 2`) and its total (`17`,
//! `soft 18`, `bust 24`, `blackjack`), in each language.

use crate::lang::{Arg, Lang};

/// What a player's hand is called where it is shown: `You` when the player holds only this one,
/// `Hand 2` among several (a number would ask "which others?").
pub fn hand_name(index: usize, hands: usize) -> String {
    hand_name_in(index, hands, Lang::En)
}

/// What a player's hand is called where it is shown, in `lang`.
pub fn hand_name_in(index: usize, hands: usize, lang: Lang) -> String {
    if hands == 1 {
        lang.text("drill-hand-you", &[])
    } else {
        lang.text("drill-hand-numbered", &[("n", Arg::Int(index as u64 + 1))])
    }
}

/// A hand's total in words: `17`, `soft 18`, `bust 24`, `blackjack`.
pub fn total_words(hand: &crate::game::hand::Hand) -> String {
    total_words_in(hand, Lang::En)
}

/// A hand's total in words of `lang`: `17`, `souple 18`, `sauté à 24`, `blackjack`.
pub fn total_words_in(hand: &crate::game::hand::Hand, lang: Lang) -> String {
    let value = hand.value();
    let total = [("total", Arg::Int(u64::from(value.total())))];
    if hand.is_natural() {
        lang.text("answer-total-blackjack", &[])
    } else if value.is_bust() {
        lang.text("hand-total-bust", &total)
    } else if value.is_soft() {
        lang.text("answer-total-soft", &total)
    } else {
        value.total().to_string()
    }
}
