//! Other seats coming and going in a counting session (`--seats-vary`): the session seats every
//! box of the table, those beyond the seats filled at the start empty; between rounds, drawn
//! from the session's own seeded stream, another player may leave (their box kept, vacant, so
//! every box keeps its number) or a new one sit down at an empty box, never at the learner's.
//! The hands dealt, and the cards to count, change from round to round as at a real table.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::PlayRun;
use crate::coach::play::{PlayError, PlayObserver, PlayOptions, SeatsChange, engine_error};
use crate::game::rules::TableRules;
use crate::game::shoe::Shoe;
use crate::game::table_session::Session;

/// A player at the table leaves between two rounds once in this many, drawn at random.
pub const LEAVE_ONE_IN: u32 = 20;

/// An empty seat is taken between two rounds once in this many, drawn at random.
pub const SIT_DOWN_ONE_IN: u32 = 10;

/// Mixes the session's seed into the seed of the seats' comings and goings, apart from the shoe
/// and everything else.
const SEATS_SEED: u64 = 0x5ea7_5c0e_a9d0_0a19;

/// The comings and goings of a session whose seats vary, and the round they were last drawn for.
#[derive(Debug, Clone)]
pub(super) struct SeatsVary {
    rng: ChaCha8Rng,
    drawn_for: u32,
}

impl SeatsVary {
    pub(super) fn new(seed: u64) -> SeatsVary {
        SeatsVary { rng: ChaCha8Rng::seed_from_u64(seed ^ SEATS_SEED), drawn_for: 1 }
    }
}

/// The session's table: the seats filled, and with `vary`, every other box of the table seated
/// too, empty until a player sits down there.
pub(super) fn seat_the_table(
    rules: &TableRules,
    options: &PlayOptions,
    vary: bool,
) -> Result<Session, PlayError> {
    let shoe = Shoe::from_seed(rules, options.seed);
    let players = if vary { usize::from(rules.session.seats).max(options.seats) } else { options.seats };
    let mut session = Session::new(rules, shoe, players)
        .map_err(engine_error)?
        .with_starting_chips(options.chips)
        .with_rounds(options.rounds);
    if options.boxes > 1 {
        session = session.with_boxes(options.seat, options.boxes).map_err(engine_error)?;
    }
    for player in options.seats..players {
        session.set_away(player, true).map_err(engine_error)?;
    }
    Ok(session)
}

impl PlayRun<'_> {
    /// Before a round after the first, in a session whose seats vary: each other player at the
    /// table may leave, and each empty box be taken, drawn once for the round; told when any
    /// does. At least one other player stays, so a round can always be watched.
    pub(super) fn vary_seats(&mut self, events: &mut dyn PlayObserver) -> Result<(), PlayError> {
        let next = self.session.rounds_played() + 1;
        let me = self.options.seat;
        // No round follows the last: nobody comes or goes then.
        let last = self.no_next_round();
        let Some(vary) = self.seats_vary.as_mut() else { return Ok(()) };
        if next <= vary.drawn_for || self.session.rounds_played() == 0 || last {
            return Ok(());
        }
        vary.drawn_for = next;
        let players = self.session.players().len();
        let mut change = SeatsChange { round: next, left: Vec::new(), sat_down: Vec::new() };
        for player in (0..players).filter(|&p| p != me) {
            let seated_others = (0..players)
                .filter(|&p| p != me && !self.session.is_away(p) && self.session.can_play(p))
                .count();
            if self.session.is_away(player) {
                let can_bet = self.session.players().get(player).is_some_and(|p| !p.stopped);
                if can_bet && vary.rng.random_ratio(1, SIT_DOWN_ONE_IN) {
                    self.session.set_away(player, false).map_err(engine_error)?;
                    change.sat_down.push(player);
                }
            } else if self.session.can_play(player)
                && vary.rng.random_ratio(1, LEAVE_ONE_IN)
                && seated_others > 1
            {
                self.session.set_away(player, true).map_err(engine_error)?;
                change.left.push(player);
            }
        }
        if !change.left.is_empty() || !change.sat_down.is_empty() {
            events.seats_changed(&change)?;
        }
        Ok(())
    }
}
