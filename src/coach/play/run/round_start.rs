//! A round's start: the learner's bet is down, and the round is told to the faces.

use std::io;

use super::{PlayObserver, PlayOptions, RoundStart, RoundState};

/// The learner's bet is down: the round starts, and is told.
pub(super) fn start_round(
    st: &mut RoundState,
    options: &PlayOptions,
    last_bet: &mut Option<u64>,
    bet: u64,
    asked: Option<String>,
    events: &mut dyn PlayObserver,
) -> io::Result<()> {
    st.bet = bet;
    *last_bet = Some(bet);
    let start = RoundStart {
        number: st.number,
        rounds: options.rounds,
        bet,
        chips: st.chips,
        bet_line: asked,
        seats: options.seats,
        seat: options.seat,
        notional_added: st.notional_added,
        box_bet: st.on_box.map(|(b, _)| b),
        sitting_out: st.boxes_out.clone(),
        chips_for_boxes: st.chips_now,
        each_box_needs: st.each,
        watching: false,
    };
    events.round_started(&start)
}
