//! Where the edge went in a counting session: what each judged bet, play and insurance answer
//! gave away in chips, worked out exactly from the figures it was judged by, and put on one kind
//! of slip (the running count, the true count, bets off the ramp, chart plays, index plays,
//! insurance); the session's parts in chips per 100 rounds, and the drill of its top leak.
//!
//! A play gives away the best play's value less the learner's, at the count it was judged at,
//! times the hand's bet; insurance its value at the count times the insurance bet; a bet what the
//! ramp's bet would have gained over the learner's in expectation, the difference times the
//! player's edge at the true count; a choice before a round, as a bet of the ramp's where the
//! round is played and of none where it is sat out or left. In a hidden session a bet, a choice
//! before a round or an index play missed while the learner's last count check since the
//! shuffle was wrong is put on the count instead.

use serde::Serialize;

use super::{AskKind, Decided};
use crate::coach::drill::question::{Expected, Question};
use crate::coach::learner::advice::drill_for_cell;
use crate::coach::learner::record::{Costliest, CountingSession, SlipChips};
use crate::game::action::Action;
use crate::game::rules::TableRules;
use crate::strategy::chart::Chart;
use crate::strategy::entry_exit::SitOrLeave;

/// A kind of slip, as the session's figures are split.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Part {
    /// The running count kept wrong: a bet or index play missed after a wrong running count check.
    RunningCount,
    /// The true count worked out wrong from a right running count.
    TrueCount,
    /// A bet off the ramp at the true count; before a round, a choice to play it where the
    /// count says sit out or leave, or the reverse (a bet where the ramp bets none, or none where
    /// it bets).
    Bet,
    /// A play judged by the chart (its cell has no index play at that count).
    ChartPlay,
    /// A play judged by the values at the count (its cell has an index play).
    IndexPlay,
    /// Insurance judged by its index.
    Insurance,
}

/// Every part, in the order they are shown.
pub const PARTS: [Part; 6] =
    [Part::RunningCount, Part::TrueCount, Part::Bet, Part::ChartPlay, Part::IndexPlay, Part::Insurance];

impl Part {
    /// The part's name in the play record and in the saved progress: `chart-play`.
    pub fn id(self) -> &'static str {
        match self {
            Part::RunningCount => "running-count",
            Part::TrueCount => "true-count",
            Part::Bet => "bet",
            Part::ChartPlay => "chart-play",
            Part::IndexPlay => "index-play",
            Part::Insurance => "insurance",
        }
    }

    /// The part of a name of [`Part::id`].
    pub fn from_id(id: &str) -> Option<Part> {
        PARTS.into_iter().find(|p| p.id() == id)
    }

    /// The part in words, as a row of the breakdown: `Bets off the ramp`.
    pub fn words(self) -> &'static str {
        match self {
            Part::RunningCount => "Running count",
            Part::TrueCount => "True count",
            Part::Bet => "Bets off the ramp",
            Part::ChartPlay => "Chart plays",
            Part::IndexPlay => "Index plays",
            Part::Insurance => "Insurance",
        }
    }

    /// The part in `lang`'s words: `Mises hors de la rampe`; in English, [`Part::words`].
    pub fn words_in(self, lang: crate::lang::Lang) -> String {
        let id = match self {
            Part::RunningCount => "edge-part-running-count",
            Part::TrueCount => "edge-part-true-count",
            Part::Bet => "edge-part-bet",
            Part::ChartPlay => "edge-part-chart-play",
            Part::IndexPlay => "edge-part-index-play",
            Part::Insurance => "edge-part-insurance",
        };
        lang.text(id, &[])
    }

    /// The drill that trains this part (chart plays: the drill of the cell, given).
    fn drill(self, chart_drill: &'static str) -> &'static str {
        match self {
            Part::RunningCount => "running-count",
            Part::TrueCount => "true-count",
            Part::Bet => "bet",
            Part::ChartPlay => chart_drill,
            Part::IndexPlay => "deviations",
            Part::Insurance => "insurance",
        }
    }
}

/// The figures a decision's cost is worked out from.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "of", rename_all = "kebab-case")]
pub enum Worked {
    /// A play: the best play by the values it was judged by and the learner's, with their values
    /// in percent of the hand's bet, and that bet.
    Play {
        /// The best play.
        best: &'static str,
        /// Its value, in percent of the bet.
        best_percent: f64,
        /// The learner's play.
        chosen: &'static str,
        /// Its value, in percent of the bet.
        chosen_percent: f64,
        /// The hand's bet, in chips.
        bet: u64,
    },
    /// Insurance: its value for a stake of 1 at the count, the stake offered, and whether taking
    /// it was right and whether the learner took it.
    Insurance {
        /// The value of an insurance bet of 1.
        value: f64,
        /// The chips insured (or offered).
        stake: u64,
        /// Whether the right answer was to take it.
        worth_taking: bool,
        /// Whether the learner took it.
        taken: bool,
    },
    /// A bet: the ramp's and the learner's, and the player's edge for a chip bet at the true
    /// count (solved at `edge_at`, the nearest count solved).
    Bet {
        /// The ramp's bet at the true count, in chips.
        ramp_bet: u64,
        /// The learner's bet.
        bet: u64,
        /// The player's edge for a chip bet.
        edge: f64,
        /// The true count the edge was solved at.
        edge_at: i32,
    },
    /// A choice before a round (play, sit out or leave): the right one and the learner's, the
    /// ramp's bet at the true count, and the player's edge for a chip bet there. Playing the
    /// round is worth the ramp's bet times the edge; sitting out or leaving risks no chip of it.
    Seat {
        /// The right choice.
        right: SitOrLeave,
        /// The learner's.
        chosen: SitOrLeave,
        /// The ramp's bet at the true count, in chips.
        ramp_bet: u64,
        /// The player's edge for a chip bet.
        edge: f64,
        /// The true count the edge was solved at.
        edge_at: i32,
    },
}

impl Worked {
    /// What the decision gave away, in chips: the right answer's value less the learner's.
    pub fn chips(&self) -> f64 {
        match *self {
            Worked::Play { best_percent, chosen_percent, bet, .. } => {
                (best_percent - chosen_percent) / 100.0 * bet as f64
            }
            Worked::Insurance { value, stake, worth_taking, taken } => {
                let worth = |take: bool| if take { value * stake as f64 } else { 0.0 };
                worth(worth_taking) - worth(taken)
            }
            Worked::Bet { ramp_bet, bet, edge, .. } => (ramp_bet as f64 - bet as f64) * edge,
            Worked::Seat { right, chosen, ramp_bet, edge, .. } => {
                let worth = |choice: SitOrLeave| {
                    if choice == SitOrLeave::Play { ramp_bet as f64 * edge } else { 0.0 }
                };
                worth(right) - worth(chosen)
            }
        }
    }
}

/// What one judged decision gave away, and the part it is put on.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Leak {
    /// The part it is put on: its own kind of slip, or the count it was made on.
    pub part: Part,
    /// Its own kind of slip: a bet, a chart or an index play, insurance.
    pub slip: Part,
    /// What it gave away, in chips (0 when right; a bet's is negative where the learner's bet
    /// gained more than the ramp's would have).
    pub chips: f64,
    /// The figures it is worked out from.
    pub worked: Worked,
    /// The drill that trains the part it is put on.
    pub drill: &'static str,
}

/// The learner's last count check since the shuffle in a hidden session: which count, if any,
/// a slip made now is put on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct LastCheck {
    running_wrong: bool,
    true_wrong: bool,
}

impl LastCheck {
    /// The running count was checked, right or wrong (the true count is asked next).
    pub(super) fn running(&mut self, right: bool) {
        *self = LastCheck { running_wrong: !right, true_wrong: false };
    }

    /// The true count was checked, right or wrong.
    pub(super) fn true_count(&mut self, right: bool) {
        self.true_wrong = !right;
    }

    /// The shoe is shuffled: no check of the new shoe yet.
    pub(super) fn shuffled(&mut self) {
        *self = LastCheck::default();
    }

    /// The count a slip made now is put on: the running count when it was wrong, else the true
    /// count when it was.
    pub(super) fn blame(self) -> Option<Part> {
        if self.running_wrong {
            Some(Part::RunningCount)
        } else if self.true_wrong {
            Some(Part::TrueCount)
        } else {
            None
        }
    }
}

/// A leak of its own kind `slip`, moved to the count `blame` when it is a miss that the count
/// can be blamed for (a bet or an index play).
fn leak(slip: Part, worked: Worked, missed: bool, blame: Option<Part>, chart_drill: &'static str) -> Leak {
    let part = match blame {
        Some(count) if missed && matches!(slip, Part::Bet | Part::IndexPlay) => count,
        _ => slip,
    };
    Leak { part, slip, chips: worked.chips() + 0.0, worked, drill: part.drill(chart_drill) }
}

/// The leak of a judged play: by the values the question judged it by (the values at the count
/// for an index play, the chart's for another), at the hand's `bet`.
pub(super) fn play_leak(
    rules: &TableRules,
    chart: &Chart,
    question: &Question,
    chosen: Action,
    bet: u64,
    missed: bool,
    blame: Option<Part>,
) -> Option<Leak> {
    let best = question.options.iter().max_by(|a, b| a.value.total_cmp(&b.value))?;
    let mine = question.options.iter().find(|o| o.action == chosen)?;
    let slip = if question.key.starts_with("deviation ") { Part::IndexPlay } else { Part::ChartPlay };
    let worked = Worked::Play {
        best: best.action.name(),
        best_percent: best.value,
        chosen: chosen.name(),
        chosen_percent: mine.value,
        bet,
    };
    Some(leak(slip, worked, missed, blame, chart_drill(rules, chart, question)))
}

/// The drill of a play's chart cell, as `stats` advises it for a cell (the mixed chart drill
/// when the hand has no cell).
fn chart_drill(rules: &TableRules, chart: &Chart, question: &Question) -> &'static str {
    let situation = &question.situation;
    let ranks: Vec<_> = situation.player.iter().map(|c| c.rank).collect();
    let pair = matches!(ranks.as_slice(), [a, b] if rules.pair_rule.is_pair(*a, *b));
    situation
        .dealer
        .first()
        .and_then(|up| chart.cell_for(&ranks, pair, up.rank))
        .map_or("strategy", |cell| drill_for_cell(cell.kind, cell.ev.best().0 == Action::Double))
}

/// The leak of an insurance answer: `value` that of an insurance bet of 1 at the count.
pub(super) fn insurance_leak(question: &Question, taken: bool, value: f64, stake: u64) -> Leak {
    let worth_taking = question.expected == Expected::YesNo(true);
    let worked = Worked::Insurance { value, stake, worth_taking, taken };
    leak(Part::Insurance, worked, worth_taking != taken, None, "strategy")
}

/// The leak of a bet judged by the ramp: `edge` the player's edge at the true count and the
/// count it was solved at.
pub(super) fn bet_leak(question: &Question, bet: u64, edge: (i32, f64), blame: Option<Part>) -> Option<Leak> {
    let Expected::Chips(ramp) = question.expected else { return None };
    let ramp_bet = u64::try_from(ramp).ok()?;
    let worked = Worked::Bet { ramp_bet, bet, edge: edge.1, edge_at: edge.0 };
    Some(leak(Part::Bet, worked, ramp_bet != bet, blame, "strategy"))
}

/// The leak of a choice before a round: `ramp_bet` the ramp's bet at the true count, `edge` the
/// player's edge there and the count it was solved at.
pub(super) fn seat_leak(
    question: &Question,
    chosen: SitOrLeave,
    ramp_bet: u64,
    edge: (i32, f64),
    blame: Option<Part>,
) -> Option<Leak> {
    let Expected::SitOrLeave(right) = question.expected else { return None };
    let worked = Worked::Seat { right, chosen, ramp_bet, edge: edge.1, edge_at: edge.0 };
    Some(leak(Part::Bet, worked, right != chosen, blame, "strategy"))
}

/// One part of a session's breakdown.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PartFigure {
    /// The part.
    pub part: Part,
    /// What it gave away over the session, in chips.
    pub chips: f64,
    /// The same per 100 rounds played (not rounded).
    pub per_100: f64,
    /// Its costliest single slip, what it gave away and the drill that trains it: the top leak's
    /// drill is that of its part's.
    #[serde(skip)]
    pub costliest: Option<(f64, String)>,
}

/// Where the edge went over a counting session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EdgeBreakdown {
    /// The rounds the learner bet in, of those played to the end: a round sat out risks nothing,
    /// and the decisions of a round left unfinished are not counted.
    pub rounds: u32,
    /// Whether the count was hidden (shown, nothing is put on the count).
    pub hidden: bool,
    /// Every part, in the order of [`PARTS`].
    pub parts: Vec<PartFigure>,
    /// The parts summed, in chips.
    pub total_chips: f64,
    /// The same per 100 rounds played.
    pub total_per_100: f64,
    /// The part that gave away the most, if any gave away anything.
    pub top: Option<Part>,
    /// The drill that trains the top part (for chart plays, the drill of the costliest cell).
    pub drill: Option<String>,
    /// Whether the learner chose before each round to play, sit out or leave (its figures are
    /// then explained too).
    #[serde(skip)]
    pub seat_choices: bool,
}

impl EdgeBreakdown {
    /// The breakdown of the decisions of a session's first `finished` rounds (those played to
    /// the end), per round of the `bet_in` among them the learner bet in; `None` before the
    /// learner has bet in a round played to the end.
    pub fn of(decisions: &[Decided], finished: u32, bet_in: u32, hidden: bool) -> Option<EdgeBreakdown> {
        let rounds = bet_in.min(finished);
        if rounds == 0 {
            return None;
        }
        let leaks: Vec<&Leak> =
            decisions.iter().filter(|d| d.round <= finished).filter_map(|d| d.leak.as_ref()).collect();
        let parts: Vec<PartFigure> = PARTS
            .iter()
            .map(|&part| {
                let chips = leaks.iter().filter(|l| l.part == part).map(|l| l.chips).sum::<f64>() + 0.0;
                let mut costliest = None;
                for l in leaks.iter().filter(|l| l.part == part) {
                    costliest = costlier(costliest, (l.chips, l.drill));
                }
                let costliest = costliest.map(|(chips, drill)| (chips, drill.to_string()));
                PartFigure { part, chips, per_100: 0.0, costliest }
            })
            .collect();
        let seat_choices = decisions.iter().any(|d| d.kind == AskKind::SitOrLeave);
        Some(EdgeBreakdown { seat_choices, ..EdgeBreakdown::summed(rounds, hidden, parts) })
    }

    /// The breakdown of parts that gave away their `chips` over `rounds` bet in: each per 100
    /// rounds, the total, and the top leak, the part that gave away the most (the first of
    /// equals), with the drill of its costliest slip. A session's figures and those of several
    /// sessions summed are told by this one rule.
    pub fn summed(rounds: u32, hidden: bool, parts: Vec<PartFigure>) -> EdgeBreakdown {
        let per_100 = |chips: f64| chips / f64::from(rounds.max(1)) * 100.0;
        let parts: Vec<PartFigure> =
            parts.into_iter().map(|p| PartFigure { per_100: per_100(p.chips), ..p }).collect();
        let total_chips = parts.iter().map(|p| p.chips).sum::<f64>() + 0.0;
        let top = parts.iter().filter(|p| p.chips > 0.0).fold(None::<&PartFigure>, |best, p| match best {
            Some(b) if b.chips >= p.chips => Some(b),
            _ => Some(p),
        });
        let drill = top.and_then(|p| p.costliest.as_ref()).map(|c| c.1.clone());
        EdgeBreakdown {
            rounds,
            hidden,
            total_per_100: per_100(total_chips),
            top: top.map(|p| p.part),
            drill,
            parts,
            total_chips,
            seat_choices: false,
        }
    }

    /// The breakdown as it is saved with the session's decisions: at `table`, counted with the
    /// system `system`, ended at `at`.
    pub fn saved(&self, table: &str, system: &str, at: u64) -> CountingSession {
        let parts = self
            .parts
            .iter()
            .map(|p| SlipChips {
                part: p.part.id().to_string(),
                chips: p.chips,
                costliest: p.costliest.clone().map(|(chips, drill)| Costliest { chips, drill }),
            })
            .collect();
        CountingSession {
            table: table.to_string(),
            system: system.to_string(),
            at,
            hidden: self.hidden,
            rounds: self.rounds,
            parts,
        }
    }
}

/// The costlier of a slip kept and the next one, by what it gave away: of equals, the later, as
/// the slips of a session are met in order and sessions oldest first.
pub fn costlier<D>(kept: Option<(f64, D)>, next: (f64, D)) -> Option<(f64, D)> {
    match kept {
        Some(k) if k.0.total_cmp(&next.0).is_gt() => Some(k),
        _ => Some(next),
    }
}

/// A breakdown in words: a heading, a row for each part and the total (figures per 100 rounds,
/// each rounded once, here), how each figure is worked out, and the top leak's drill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EdgeWords {
    /// `Where the edge went (chips per 100 rounds, 2 played):`.
    pub heading: String,
    /// Each part and the total: its words and its figure (`+12.50`).
    pub rows: Vec<(String, String)>,
    /// How the figures are worked out, a sentence each.
    pub notes: Vec<String>,
    /// The top leak and the drill that trains it, when a part gave anything away.
    pub top: Option<String>,
}

/// The figure of a part per 100 rounds, to two places, as `lang` writes it.
fn figure(per_100: f64, lang: crate::lang::Lang) -> String {
    lang.decimal(per_100, 2)
}

/// A breakdown in words (see [`EdgeWords`]).
pub fn edge_words(b: &EdgeBreakdown) -> EdgeWords {
    edge_words_in(b, crate::lang::Lang::En)
}

/// [`edge_words`] in `lang`.
pub fn edge_words_in(b: &EdgeBreakdown, lang: crate::lang::Lang) -> EdgeWords {
    use crate::lang::Arg;
    let heading = lang.text("edge-heading", &[("rounds", Arg::Int(u64::from(b.rounds)))]);
    let mut rows: Vec<(String, String)> =
        b.parts.iter().map(|p| (p.part.words_in(lang), figure(p.per_100, lang))).collect();
    rows.push((lang.text("edge-total", &[]), figure(b.total_per_100, lang)));
    let mut notes = vec![lang.text("edge-note-play", &[]), lang.text("edge-note-bet", &[])];
    if b.seat_choices {
        notes.push(lang.text("edge-note-seat", &[]));
    }
    notes.push(lang.text(if b.hidden { "edge-note-hidden" } else { "edge-note-shown" }, &[]));
    let top = b.top.zip(b.drill.as_deref()).map(|(part, drill)| {
        let part = part.words_in(lang).to_lowercase();
        // The drill by its title where the language has one (English names it by its id).
        let drill = lang.own_text(&format!("drill-title-{drill}"), &[]).unwrap_or_else(|| drill.to_string());
        lang.text("edge-top", &[("part", Arg::Text(&part)), ("drill", Arg::Text(&drill))])
    });
    EdgeWords { heading, rows, notes, top }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each part's words in English are its own; French and Italian say them otherwise.
    #[test]
    fn each_part_is_said_in_every_language() {
        use crate::lang::Lang;
        let parts = [
            Part::RunningCount,
            Part::TrueCount,
            Part::Bet,
            Part::ChartPlay,
            Part::IndexPlay,
            Part::Insurance,
        ];
        for part in parts {
            assert_eq!(part.words_in(Lang::En), part.words());
            for lang in [Lang::Fr, Lang::It] {
                assert_ne!(part.words_in(lang), part.words(), "{part:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn each_figure_is_the_right_answer_less_the_learners() {
        let play = Worked::Play {
            best: "hit",
            best_percent: -10.0,
            chosen: "stand",
            chosen_percent: -25.0,
            bet: 20,
        };
        assert!((play.chips() - 3.0).abs() < 1e-12, "15% of 20 chips");
        let missed = Worked::Insurance { value: 0.05, stake: 10, worth_taking: true, taken: false };
        assert!((missed.chips() - 0.5).abs() < 1e-12);
        let taken = Worked::Insurance { value: -0.08, stake: 10, worth_taking: false, taken: true };
        assert!((taken.chips() - 0.8).abs() < 1e-12);
        let over = Worked::Bet { ramp_bet: 10, bet: 40, edge: -0.005, edge_at: -1 };
        assert!((over.chips() - 0.15).abs() < 1e-12, "30 chips more at a 0.5% house edge");
        let ahead = Worked::Bet { ramp_bet: 40, bet: 80, edge: 0.01, edge_at: 3 };
        assert!((ahead.chips() + 0.4).abs() < 1e-12, "more than the ramp when ahead gains");
        let seat =
            |right, chosen, edge| Worked::Seat { right, chosen, ramp_bet: 20, edge, edge_at: 0 }.chips();
        let (play, sit, leave) = (SitOrLeave::Play, SitOrLeave::SitOut, SitOrLeave::Leave);
        assert!((seat(sit, play, -0.005) - 0.1).abs() < 1e-12, "20 chips played at a 0.5% house edge");
        assert!((seat(play, leave, 0.01) - 0.2).abs() < 1e-12, "20 chips not played at a 1% edge");
        assert_eq!(seat(leave, sit, -0.02), 0.0, "watching instead of leaving risks no chip");
        assert_eq!(seat(play, play, 0.01), 0.0);
    }

    /// A part's name, saved with a session's figures, is the play record's; read back, the part.
    #[test]
    fn a_parts_name_is_its_name_in_the_record() {
        for part in PARTS {
            assert_eq!(serde_json::to_value(part).unwrap(), part.id());
            assert_eq!(Part::from_id(part.id()), Some(part));
        }
        assert_eq!(Part::from_id("luck"), None);
    }

    #[test]
    fn a_session_without_a_slip_has_every_part_0_and_no_top_leak() {
        assert_eq!(EdgeBreakdown::of(&[], 0, 0, true), None, "no round played, no figure per round");
        assert_eq!(EdgeBreakdown::of(&[], 3, 0, true), None, "every round sat out: none bet in");
        let b = EdgeBreakdown::of(&[], 6, 4, false).unwrap();
        assert_eq!(b.parts.iter().map(|p| p.part).collect::<Vec<_>>(), PARTS);
        assert!(b.parts.iter().all(|p| p.chips == 0.0 && p.per_100 == 0.0));
        assert_eq!((b.top, b.drill.as_deref()), (None, None));
        let words = edge_words(&b);
        assert_eq!(words.heading, "Where the edge went (chips per 100 rounds, 4 played):");
        assert_eq!(words.rows.last(), Some(&("Total".to_string(), "0.00".to_string())));
        assert!(words.notes.iter().any(|n| n.starts_with("The count was shown")), "{:?}", words.notes);
        assert_eq!(words.top, None);
    }

    #[test]
    fn a_miss_after_a_wrong_check_is_put_on_the_count_it_was_made_on() {
        let mut last = LastCheck::default();
        assert_eq!(last.blame(), None);
        last.running(false);
        assert_eq!(last.blame(), Some(Part::RunningCount));
        last.true_count(false);
        assert_eq!(last.blame(), Some(Part::RunningCount), "the running count first");
        last.running(true);
        last.true_count(false);
        assert_eq!(last.blame(), Some(Part::TrueCount));
        last.shuffled();
        assert_eq!(last.blame(), None);
        let bet = Worked::Bet { ramp_bet: 10, bet: 40, edge: -0.005, edge_at: -1 };
        assert_eq!(leak(Part::Bet, bet.clone(), true, Some(Part::TrueCount), "x").part, Part::TrueCount);
        assert_eq!(leak(Part::Bet, bet.clone(), false, Some(Part::TrueCount), "x").part, Part::Bet);
        let ins = Worked::Insurance { value: -0.08, stake: 10, worth_taking: false, taken: true };
        assert_eq!(leak(Part::Insurance, ins, true, Some(Part::RunningCount), "x").part, Part::Insurance);
        assert_eq!(leak(Part::ChartPlay, bet, true, Some(Part::RunningCount), "x").drill, "x");
    }
}
