//! Boxes and the bets on them: which boxes a player may play, and whether a bet may go on a box
//! another player holds. A refusal names the rule of the table that refuses it, in words.
//!
//! A bet on another box is settled with the box's original hand (the one dealt to it), at the
//! bet's own stake: its holder decides the play, and the bet follows neither a double nor a split.

use crate::lang::{Arg, Lang};

use crate::game::rules::{OtherBoxBets, TableRules, VacantBoxes};

/// A bet placed on a box another player holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoxBet {
    /// The bettor's own seat in the round (their chips pay it and collect it).
    pub bettor: usize,
    /// The box (seat of the round) the bet is on.
    pub on: usize,
    /// The chips staked.
    pub stake: u64,
}

/// Why a box, or a bet on a box, is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoxRefusal {
    /// The table takes bets only on the bettor's own box.
    NoBetsOnOtherBoxes,
    /// A player plays one box at this table.
    OneBoxEach,
    /// A bet on the bettor's own box is the box's bet.
    OwnBox {
        /// The box, from 1.
        box_number: usize,
    },
    /// No player holds that box.
    NoSuchBox {
        /// The box, from 1.
        box_number: usize,
        /// Boxes filled.
        boxes: usize,
    },
    /// The box's bets together would pass the table's maximum.
    OverBoxMaximum {
        /// The box maximum.
        max: u64,
        /// Chips on the box already.
        on_box: u64,
        /// The box, from 1.
        box_number: usize,
    },
    /// The box already holds as many bets as the table allows.
    BoxFull {
        /// The most bets on a box.
        most: u8,
        /// The box, from 1.
        box_number: usize,
    },
    /// A bet the player's chips cannot cover on every box they play.
    BoxesNotCovered {
        /// The bet asked for each box.
        bet: u64,
        /// The boxes played.
        boxes: usize,
        /// The chips the bets need together.
        need: u64,
        /// The chips the player has.
        have: u64,
    },
    /// More boxes than the table has.
    TooManyBoxes {
        /// Boxes asked for in all.
        asked: usize,
        /// The table's boxes.
        seats: usize,
    },
}

impl BoxRefusal {
    /// The refusal in `lang`.
    pub fn words_in(&self, lang: Lang) -> String {
        let count = |n: usize| Arg::Int(n as u64);
        match self {
            BoxRefusal::NoBetsOnOtherBoxes => lang.text("box-refused-own-only", &[]),
            BoxRefusal::OneBoxEach => lang.text("box-refused-one-each", &[]),
            BoxRefusal::OwnBox { box_number } => lang.text("box-refused-own", &[("box", count(*box_number))]),
            BoxRefusal::NoSuchBox { box_number, boxes } => {
                lang.text("box-refused-no-player", &[("box", count(*box_number)), ("boxes", count(*boxes))])
            }
            BoxRefusal::OverBoxMaximum { max, on_box, box_number } => lang.text(
                "box-refused-maximum",
                &[("max", Arg::Int(*max)), ("on_box", Arg::Int(*on_box)), ("box", count(*box_number))],
            ),
            BoxRefusal::BoxFull { most, box_number } => lang.text(
                "box-refused-full",
                &[("most", Arg::Int(u64::from(*most))), ("box", count(*box_number))],
            ),
            BoxRefusal::BoxesNotCovered { bet, boxes, need, have } => lang.text(
                "box-refused-not-covered",
                &[
                    ("bet", Arg::Int(*bet)),
                    ("boxes", count(*boxes)),
                    ("need", Arg::Int(*need)),
                    ("have", Arg::Int(*have)),
                ],
            ),
            BoxRefusal::TooManyBoxes { asked, seats } => {
                lang.text("box-refused-too-many", &[("asked", count(*asked)), ("seats", count(*seats))])
            }
        }
    }
}

impl std::fmt::Display for BoxRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for BoxRefusal {}

/// May one player play `boxes` boxes at this table, `filled` boxes being taken in all?
pub fn check_boxes(rules: &TableRules, boxes: usize, filled: usize) -> Result<(), BoxRefusal> {
    if boxes > 1 && rules.vacant_boxes == VacantBoxes::Forbidden {
        return Err(BoxRefusal::OneBoxEach);
    }
    let seats = usize::from(rules.session.seats);
    if filled > seats {
        return Err(BoxRefusal::TooManyBoxes { asked: filled, seats });
    }
    Ok(())
}

/// Can a player with `chips` place a bet of `bet` on each of the `boxes` boxes they play? Every
/// box a player plays takes the same bet, so the chips must cover them all.
pub fn check_bet_on_every_box(bet: u64, boxes: usize, chips: u64) -> Result<(), BoxRefusal> {
    let need = bet.saturating_mul(u64::try_from(boxes).unwrap_or(u64::MAX));
    if need > chips {
        return Err(BoxRefusal::BoxesNotCovered { bet, boxes, need, have: chips });
    }
    Ok(())
}

/// How many of a player's `boxes` boxes `chips` cover at a bet of `bet` on each (0 when not one).
pub fn boxes_covered(bet: u64, boxes: usize, chips: u64) -> usize {
    let covered = chips.checked_div(bet).unwrap_or(u64::MAX);
    usize::try_from(covered).unwrap_or(usize::MAX).min(boxes)
}

/// The bets on one box as a bet on it is considered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoxState {
    /// The box, from 0.
    pub on: usize,
    /// Boxes at the table this round.
    pub boxes: usize,
    /// Whether the bettor holds this box.
    pub own: bool,
    /// The holder's bet, once placed.
    pub holder_bet: Option<u64>,
    /// The stakes of the other bets on the box already.
    pub others: u64,
    /// How many other bets are on the box already.
    pub other_count: usize,
}

/// May a bet of `stake` go on this box? The stake's own limits (minimum, unit) are
/// [`TableRules::check_bet`]'s.
pub fn check_box_bet(rules: &TableRules, state: BoxState, stake: u64) -> Result<(), BoxRefusal> {
    let box_number = state.on + 1;
    if rules.other_box_bets == OtherBoxBets::Forbidden {
        return Err(BoxRefusal::NoBetsOnOtherBoxes);
    }
    if state.on >= state.boxes {
        return Err(BoxRefusal::NoSuchBox { box_number, boxes: state.boxes });
    }
    if state.own {
        return Err(BoxRefusal::OwnBox { box_number });
    }
    if let Some(most) = rules.bets_per_box
        && 1 + state.other_count >= usize::from(most)
    {
        return Err(BoxRefusal::BoxFull { most, box_number });
    }
    if rules.other_box_bets == OtherBoxBets::Behind
        && let Some(max) = rules.session.bet.max
    {
        let on_box = state.holder_bet.unwrap_or(0).saturating_add(state.others);
        if on_box.saturating_add(stake) > max {
            return Err(BoxRefusal::OverBoxMaximum { max, on_box, box_number });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rules::preset;

    fn state(on: usize, holder_bet: Option<u64>, others: u64, other_count: usize) -> BoxState {
        BoxState { on, boxes: 3, own: false, holder_bet, others, other_count }
    }

    #[test]
    fn casino_it_takes_three_bets_on_a_box_and_refuses_a_fourth() {
        // Seed 004: at most three bets on a box.
        let it = preset("casino-it").unwrap();
        assert!(check_box_bet(&it, state(1, Some(10), 20, 1), 10).is_ok());
        let refused = check_box_bet(&it, state(1, Some(10), 20, 2), 10).unwrap_err();
        assert_eq!(refused, BoxRefusal::BoxFull { most: 3, box_number: 2 });
        assert_eq!(
            refused.to_string(),
            "a box takes at most 3 bets at this table, its holder's included; box 2 has them all"
        );
    }

    #[test]
    fn casino_fr_keeps_bets_behind_within_the_box_maximum() {
        // Seed 001: bets behind a box stay within the maximum authorised for the hand.
        let fr = preset("casino-fr").unwrap();
        assert!(check_box_bet(&fr, state(0, Some(900), 0, 0), 100).is_ok());
        let refused = check_box_bet(&fr, state(0, Some(900), 50, 1), 100).unwrap_err();
        assert_eq!(refused, BoxRefusal::OverBoxMaximum { max: 1000, on_box: 950, box_number: 1 });
        assert!(check_boxes(&fr, 2, 4).is_ok(), "vacant boxes may be played");
    }

    #[test]
    fn a_bet_goes_on_every_box_a_player_plays_or_is_refused() {
        // Two boxes at 600 each need 1200: 1000 chips cover one of them.
        assert_eq!(check_bet_on_every_box(500, 2, 1000), Ok(()));
        let refused = check_bet_on_every_box(600, 2, 1000).unwrap_err();
        assert_eq!(refused, BoxRefusal::BoxesNotCovered { bet: 600, boxes: 2, need: 1200, have: 1000 });
        assert_eq!(
            refused.to_string(),
            "a bet of 600 on each of your 2 boxes needs 1200 chips; you have 1000"
        );
        assert_eq!(check_bet_on_every_box(501, 2, 1002), Ok(()), "exactly enough is enough");
        assert!(check_bet_on_every_box(501, 2, 1001).is_err(), "one chip short is not");
        assert_eq!(boxes_covered(600, 2, 1000), 1);
        assert_eq!(boxes_covered(500, 2, 1000), 2);
        assert_eq!(boxes_covered(10, 3, 25), 2);
        assert_eq!(boxes_covered(10, 2, 9), 0);
    }

    #[test]
    fn tables_without_box_bets_refuse_them_with_their_rule() {
        for name in ["book", "feral", "quebec-h17", "quebec-s17"] {
            let rules = preset(name).unwrap();
            assert_eq!(
                check_box_bet(&rules, state(1, Some(10), 0, 0), 10),
                Err(BoxRefusal::NoBetsOnOtherBoxes)
            );
            assert_eq!(check_boxes(&rules, 2, 2), Err(BoxRefusal::OneBoxEach));
        }
        let it = preset("casino-it").unwrap();
        assert_eq!(check_boxes(&it, 2, 2), Err(BoxRefusal::OneBoxEach));
        let own = BoxState { own: true, ..state(0, Some(10), 0, 0) };
        assert_eq!(check_box_bet(&it, own, 10), Err(BoxRefusal::OwnBox { box_number: 1 }));
        assert_eq!(
            check_box_bet(&it, state(5, None, 0, 0), 10),
            Err(BoxRefusal::NoSuchBox { box_number: 6, boxes: 3 })
        );
    }

    #[test]
    fn one_box_is_every_tables_and_the_boxes_stop_at_the_tables_seats() {
        // One box each is no vacant box taken, at every table; a table's boxes are its seats
        // (casino-fr: 7, where a player may take vacant boxes), all of them and no more.
        for name in crate::game::rules::preset_names() {
            let rules = preset(name).unwrap();
            let seats = usize::from(rules.session.seats);
            assert_eq!(check_boxes(&rules, 1, seats), Ok(()), "{name}");
            assert_eq!(
                check_boxes(&rules, 1, seats + 1),
                Err(BoxRefusal::TooManyBoxes { asked: seats + 1, seats })
            );
        }
        let fr = preset("casino-fr").unwrap();
        assert_eq!(check_boxes(&fr, 7, 7), Ok(()));
        let refused = check_boxes(&fr, 3, 8).unwrap_err();
        assert_eq!(refused.to_string(), "8 boxes asked for: the table has 7");
    }

    #[test]
    fn a_bet_goes_only_on_a_box_that_is_played() {
        // Boxes 1 to 3 are played: box 3 takes a bet, box 4 does not exist this round.
        let it = preset("casino-it").unwrap();
        assert_eq!(check_box_bet(&it, state(2, Some(10), 0, 0), 10), Ok(()));
        assert_eq!(
            check_box_bet(&it, state(3, None, 0, 0), 10),
            Err(BoxRefusal::NoSuchBox { box_number: 4, boxes: 3 })
        );
    }

    #[test]
    fn a_count_of_one_box_is_said_with_is() {
        let one = BoxRefusal::NoSuchBox { box_number: 3, boxes: 1 }.to_string();
        assert!(one.ends_with("a bet goes on a box that is played (1 is)"), "{one}");
        let three = BoxRefusal::NoSuchBox { box_number: 6, boxes: 3 }.to_string();
        assert!(three.ends_with("(3 are)"), "{three}");
    }
}
