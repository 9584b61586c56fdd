//! When to sit, bet or leave at a shoe game: the player's edge at each whole true count, and from
//! it a counter's entry and exit points.
//!
//! The edge at a count is the exact solver's best play return (each hand played its best) in the
//! shoe [`crate::strategy::indices`] solves that count in: [`CountingSystem::shoe_at`] at the
//! middle of the counts the system's rule makes it, at the depth the indices are solved at. The
//! same solves give the indices, so the edge and the index plays speak of the same shoes.
//!
//! - The **entry** point is the lowest whole count from which the edge is positive at every count
//!   solved above it: playing from there gains, below it a round played loses.
//! - The **exit** point is the highest count below the entry at and below which the edge is lower
//!   than the edge a new shoe starts at (the full shoe, solved the same way): there the rest of
//!   this shoe is worth less than a new one, so a counter leaves (the shoe ends for them) rather
//!   than wait for it to rise.
//! - Between the two a counter sits out and watches: the rounds dealt without them still count.
//!
//! The ramp says the bet from the entry up; the sign of a round's worth is the edge's whatever the
//! bet, so the points are the table's and the system's, the ramp only what is bet there.
//!
//! [`CountingSystem::shoe_at`]: crate::strategy::counting::CountingSystem::shoe_at

use serde::Serialize;

use crate::game::rules::TableRules;
use crate::lang::{Arg, Lang};
use crate::strategy::counting::TrueCountRule;
use crate::strategy::indices::{Indices, nearest_solved};
use crate::strategy::ramp::{Ramp, RampNames};
use crate::strategy::solver::{Composition, solve};

/// What a counter does before a round of a shoe game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SitOrLeave {
    /// Bet and play the round.
    Play,
    /// Watch the round without a bet: its cards still count.
    SitOut,
    /// Leave the shoe: it ends for the counter, and a new one is shuffled.
    Leave,
}

impl SitOrLeave {
    /// The choice in words: `play`, `sit out`, `leave`.
    pub fn words(self) -> &'static str {
        match self {
            SitOrLeave::Play => "play",
            SitOrLeave::SitOut => "sit out",
            SitOrLeave::Leave => "leave",
        }
    }

    /// The choice in words of `lang`: `jouer`; in English, [`SitOrLeave::words`].
    pub fn words_in(self, lang: Lang) -> String {
        lang.text(
            match self {
                SitOrLeave::Play => "play-count-choice-play",
                SitOrLeave::SitOut => "play-count-choice-sit-out",
                SitOrLeave::Leave => "play-count-choice-leave",
            },
            &[],
        )
    }
}

/// The edge at one whole true count and the ramp's bet there.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct EdgeAt {
    /// The true count.
    pub true_count: i32,
    /// The player's edge per unit bet (0.005 for +0.5 %).
    pub edge: f64,
    /// The ramp's bet there, in units.
    pub units: u64,
}

/// A table's entry and exit points for a counting system and a ramp.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct EntryExit {
    /// The system's name (`Hi-Lo`).
    pub system: String,
    /// The ramp's name (`1-8 spread`).
    pub ramp: String,
    /// The ramp's name in French and Italian, when its file gives them.
    #[serde(skip)]
    pub ramp_names: RampNames,
    /// The system's rule for the true count.
    pub true_count: TrueCountRule,
    /// Cards left in the shoes each count is solved in.
    pub cards_left: u32,
    /// Cards in the full shoe.
    pub shoe_cards: u32,
    /// The edge a new shoe starts at: the full shoe's, per unit bet.
    pub new_shoe: f64,
    /// The edge at each whole true count solved, lowest first.
    pub edges: Vec<EdgeAt>,
    /// The lowest count from which the edge is positive at every count solved above it; `None`
    /// when it is positive at none.
    pub entry: Option<i32>,
    /// The highest count below the entry at and below which the edge is below a new shoe's;
    /// `None` when there is none within the counts solved.
    pub exit: Option<i32>,
}

/// The player's edge at each whole true count the indices solved, lowest count first.
pub fn edges(indices: &Indices) -> Vec<(i32, f64)> {
    let mut found: Vec<(i32, f64)> = indices.solved.iter().map(|v| (v.true_count, v.edge)).collect();
    found.sort_by_key(|&(tc, _)| tc);
    found
}

/// The entry and exit points of the table `rules` for the system the indices were computed for,
/// betting by `ramp`: see the module's words.
pub fn entry_exit(rules: &TableRules, indices: &Indices, system_name: &str, ramp: &Ramp) -> EntryExit {
    let new_shoe = solve(rules, &Composition::full(rules.decks)).best_play_return;
    points(indices, system_name, ramp, new_shoe)
}

/// [`entry_exit`] with the new shoe's edge given.
fn points(indices: &Indices, system_name: &str, ramp: &Ramp, new_shoe: f64) -> EntryExit {
    let edges: Vec<EdgeAt> = edges(indices)
        .into_iter()
        .map(|(true_count, edge)| EdgeAt { true_count, edge, units: ramp.units_at(true_count) })
        .collect();
    let from = edges.iter().rposition(|e| e.edge <= 0.0).map_or(0, |i| i + 1);
    let entry = edges.get(from).map(|e| e.true_count);
    let below_new = edges[..from].iter().take_while(|e| e.edge < new_shoe).count();
    let exit = below_new.checked_sub(1).map(|i| edges[i].true_count);
    EntryExit {
        system: system_name.to_string(),
        ramp: ramp.name.clone(),
        ramp_names: ramp.names.clone(),
        true_count: indices.true_count,
        cards_left: indices.cards_left,
        shoe_cards: indices.shoe_cards,
        new_shoe,
        edges,
        entry,
        exit,
    }
}

/// An edge in percent, signed, to the hundredth (`+0.21%`), or to the thousandth where the
/// hundredth would read as zero (`+0.004%`): the sign is what entry and exit go by.
pub fn percent(edge: f64) -> String {
    percent_in(edge, Lang::En)
}

/// An edge per unit as a percent with its sign, as `lang` writes it: `+0,52 %` in French.
pub fn percent_in(edge: f64, lang: Lang) -> String {
    let p = 100.0 * edge;
    lang.percent_of(&if p.abs() < 0.005 { format!("{p:+.3}") } else { format!("{p:+.2}") })
}

/// Decks as a person says them: `3`, `2.5`.
fn decks(cards: u32) -> String {
    let d = f64::from(cards) / 52.0;
    if d.fract() == 0.0 { format!("{d:.0}") } else { format!("{d}") }
}

impl EntryExit {
    /// What to do before a round at a true count: play from the entry up, leave at the exit or
    /// below, else sit out and watch.
    pub fn choice_at(&self, true_count: i32) -> SitOrLeave {
        if self.entry.is_some_and(|e| true_count >= e) {
            SitOrLeave::Play
        } else if self.exit.is_some_and(|x| true_count <= x) {
            SitOrLeave::Leave
        } else {
            SitOrLeave::SitOut
        }
    }

    /// The edge at a true count: the count's own, or the nearest count solved.
    pub fn edge_at(&self, true_count: i32) -> Option<f64> {
        let solved = self.edges.iter().map(|e| (e.true_count, e.edge));
        nearest_solved(solved, true_count).map(|(_, edge)| edge)
    }

    /// The points in words, a paragraph each: how the edge is found, the entry, the exit and the
    /// counts between, and the edge at the counts around them.
    pub fn words(&self) -> Vec<String> {
        self.words_in(Lang::En)
    }

    /// [`EntryExit::words`] in `lang`.
    pub fn words_in(&self, lang: Lang) -> Vec<String> {
        let percent = |edge: f64| percent_in(edge, lang);
        let new_shoe = percent(self.new_shoe);
        let (left, shoe) = (lang.number(&decks(self.cards_left)), lang.number(&decks(self.shoe_cards)));
        let mut said = vec![lang.text(
            "entry-exit-how",
            &[
                ("system", Arg::Text(&self.system)),
                ("ramp", Arg::Text(self.ramp_names.or(&self.ramp, lang))),
                ("left", Arg::Text(&left)),
                ("decks", Arg::Text(&shoe)),
                ("new", Arg::Text(&new_shoe)),
            ],
        )];
        let edge = |tc: i32| self.edge_at(tc).map_or_else(String::new, percent);
        let units = |tc: i32| {
            let u = self.edges.iter().find(|e| e.true_count == tc).map_or(1, |e| e.units);
            lang.text("entry-exit-units", &[("units", Arg::Int(u))])
        };
        let count = |tc: i32| format!("{tc:+}");
        said.push(match self.entry {
            Some(e) if self.edges.first().is_some_and(|f| f.true_count == e) => lang
                .text("entry-every-count", &[("entry", Arg::Text(&count(e))), ("edge", Arg::Text(&edge(e)))]),
            Some(e) => lang.text(
                "entry-from",
                &[
                    ("entry", Arg::Text(&count(e))),
                    ("edge", Arg::Text(&edge(e))),
                    ("below", Arg::Text(&count(e - 1))),
                    ("below_edge", Arg::Text(&edge(e - 1))),
                    ("units", Arg::Text(&units(e))),
                ],
            ),
            None => lang.text("entry-none", &[]),
        });
        said.push(match self.exit {
            Some(x) => lang.text(
                "exit-at",
                &[
                    ("exit", Arg::Text(&count(x))),
                    ("edge", Arg::Text(&edge(x))),
                    ("new", Arg::Text(&new_shoe)),
                ],
            ),
            None => lang.text("exit-none", &[("new", Arg::Text(&new_shoe))]),
        });
        let low = self.exit.map_or(i32::MIN, |x| x + 1);
        let high = self.entry.map_or(i32::MAX, |e| e - 1);
        let first = self.edges.first().map_or(0, |f| f.true_count).max(low);
        let last = self.edges.last().map_or(0, |l| l.true_count).min(high);
        if first <= last {
            let span = if first == last { "one" } else { "range" };
            said.push(lang.text(
                "entry-exit-between",
                &[
                    ("span", Arg::Text(span)),
                    ("first", Arg::Text(&count(first))),
                    ("last", Arg::Text(&count(last))),
                ],
            ));
        } else if self.exit.is_some() {
            said.push(lang.text("entry-exit-none-between", &[]));
        }
        let from = self.exit.unwrap_or(first).saturating_sub(1);
        let to = self.entry.unwrap_or(last).saturating_add(2);
        let shown: Vec<String> = self
            .edges
            .iter()
            .filter(|e| (from..=to).contains(&e.true_count))
            .map(|e| format!("{:+} {}", e.true_count, percent(e.edge)))
            .collect();
        said.push(lang.text("entry-exit-edges", &[("edges", Arg::Text(&shown.join(", ")))]));
        said
    }

    /// Why a choice is right at a true count, in words: the count beside the points.
    pub fn why(&self, true_count: i32) -> String {
        self.why_in(true_count, Lang::En)
    }

    /// What to do before a round at a true count and why, in words of `lang`.
    pub fn why_in(&self, true_count: i32, lang: Lang) -> String {
        let choice = self.choice_at(true_count);
        let edge = self.edge_at(true_count).map_or_else(String::new, |e| {
            lang.text("play-count-choice-edge", &[("edge", Arg::Text(&percent_in(e, lang)))])
        });
        let point = |id: &str, none: &str, p: Option<i32>| match p {
            Some(p) => lang.text(id, &[("count", Arg::Text(&format!("{p:+}")))]),
            None => lang.text(none, &[]),
        };
        let entry = point("play-count-entry", "play-count-no-entry", self.entry);
        let exit = point("play-count-exit", "play-count-no-exit", self.exit);
        let reason = match choice {
            SitOrLeave::Play => "play",
            SitOrLeave::Leave => "leave",
            SitOrLeave::SitOut => "sit-out",
        };
        let (tc, choice) = (format!("{true_count:+}"), choice.words_in(lang));
        lang.text(
            "play-count-choice-why",
            &[
                ("tc", Arg::Text(&tc)),
                ("edge", Arg::Text(&edge)),
                ("choice", Arg::Text(&choice)),
                ("reason", Arg::Text(reason)),
                ("system", Arg::Text(&self.system)),
                ("ramp", Arg::Text(self.ramp_names.or(&self.ramp, lang))),
                ("entry", Arg::Text(&entry)),
                ("exit", Arg::Text(&exit)),
            ],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::strategy::indices::{IndexSettings, compute, solved_at};

    /// The entry is where the solver's own edge, in the shoe the count stands for, turns
    /// positive, and the exit where it falls below the full shoe's: each recomputed here.
    #[test]
    fn the_points_are_where_the_solvers_edge_crosses() {
        let rules = crate::game::rules::preset("quebec-s17").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let settings = IndexSettings { range: 5, ..IndexSettings::for_table(&rules) };
        let indices = compute(&rules, &system, settings).unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-eight").unwrap();
        let points = entry_exit(&rules, &indices, &system.name, &ramp);
        let rule = system.true_count.unwrap();
        let edge_of = |tc: i32| {
            let shoe = system.shoe_at(solved_at(rule, tc), settings.cards_left).unwrap();
            solve(&rules, &shoe).best_play_return
        };
        let entry = points.entry.expect("Hi-Lo gains somewhere within +5 at quebec-s17");
        assert!(edge_of(entry) > 0.0 && edge_of(entry - 1) <= 0.0, "{entry}");
        assert_eq!(points.edge_at(entry), Some(edge_of(entry)));
        let new_shoe = solve(&rules, &Composition::full(rules.decks)).best_play_return;
        assert!(new_shoe < 0.0, "{new_shoe}");
        let exit = points.exit.expect("an exit within -5");
        assert!(exit < entry);
        assert!(edge_of(exit) < new_shoe && edge_of(exit + 1) >= new_shoe, "{exit}");
        assert_eq!(points.choice_at(entry), SitOrLeave::Play);
        assert_eq!(points.choice_at(entry + 7), SitOrLeave::Play);
        assert_eq!(points.choice_at(exit), SitOrLeave::Leave);
        assert_eq!(points.choice_at(exit - 9), SitOrLeave::Leave);
        for tc in exit + 1..entry {
            assert_eq!(points.choice_at(tc), SitOrLeave::SitOut, "{tc}");
        }
        // The words state the same counts and edges.
        let words = points.words().join("\n");
        assert!(
            words.contains(&format!(
                "play from a true count of {entry:+} up, where the edge turns positive: {} at {entry:+}",
                percent(edge_of(entry))
            )),
            "{words}"
        );
        assert!(words.contains(&format!("leave the shoe at a true count of {exit:+} or lower")), "{words}");
        assert!(words.contains(&format!("a new shoe starts at {}", percent(new_shoe))), "{words}");
        assert!(words.contains(&format!("The ramp bets {} unit", ramp.units_at(entry))), "{words}");
    }

    /// The rule holds whatever the edges: an edge positive everywhere has its entry at the lowest
    /// count, and no exit; one positive nowhere has no entry, and every low count leaves.
    #[test]
    fn the_points_follow_the_rule_at_the_ends() {
        let rules = crate::game::rules::preset("quebec-s17").unwrap();
        let system = crate::strategy::counting::shipped("hi-lo").unwrap();
        let settings = IndexSettings { range: 2, ..IndexSettings::for_table(&rules) };
        let mut indices = compute(&rules, &system, settings).unwrap();
        let ramp = crate::strategy::ramp::shipped("one-to-four").unwrap();
        for v in &mut indices.solved {
            v.edge = 0.01 + f64::from(v.true_count) / 1000.0;
        }
        let all = points(&indices, "Hi-Lo", &ramp, 0.0);
        assert_eq!((all.entry, all.exit), (Some(-2), None));
        assert_eq!(all.choice_at(-9), SitOrLeave::SitOut, "no exit: below the counts solved, watch");
        assert!(all.words()[1].starts_with("Entry: play at every count"), "{:?}", all.words());
        for v in &mut indices.solved {
            v.edge = -0.05 + f64::from(v.true_count) / 1000.0;
        }
        let none = points(&indices, "Hi-Lo", &ramp, -0.0495);
        assert_eq!((none.entry, none.exit), (None, Some(0)));
        assert_eq!(none.choice_at(1), SitOrLeave::SitOut);
        assert_eq!(none.choice_at(0), SitOrLeave::Leave);
        assert!(none.words()[1].starts_with("Entry: none"), "{:?}", none.words());
    }
}
