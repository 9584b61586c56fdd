//! Where the edge went lately: the breakdowns of the learner's latest counting sessions at a
//! table, saved with their decisions, summed per counting system. Each part is the chips its
//! slips gave away over the sessions, per 100 of the rounds bet in over them (the sums divided
//! once, the figure rounded once where it is written); the top leak and its drill are told by the
//! rule of a single session ([`EdgeBreakdown::summed`]), in the same words ([`super::edge::edge_words`]).

use serde::Serialize;

use super::edge::{EdgeBreakdown, EdgeWords, PARTS, PartFigure, costlier, edge_words_in};
use crate::coach::learner::record::CountingSession;
use crate::lang::{Arg, Lang};

/// Where the edge went over the latest counting sessions with one system at one table.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RecentEdge {
    /// The table.
    pub table: String,
    /// The counting system's id.
    pub system: String,
    /// The sessions summed: the latest, `last` at most.
    pub sessions: usize,
    /// How many sessions are summed at most.
    pub last: usize,
    /// Of the sessions summed, those with the count hidden.
    pub hidden_sessions: usize,
    /// The breakdown of the sessions summed: its rounds are the rounds bet in over them all.
    pub breakdown: EdgeBreakdown,
}

/// The breakdowns of `sessions` (oldest first) summed per table and counting system, over the
/// latest `last` sessions of each, in the order of the systems' ids; a system none of whose
/// sessions was bet in is left out.
pub fn recent_edges(sessions: &[CountingSession], last: usize) -> Vec<RecentEdge> {
    let mut groups: Vec<(&str, &str)> =
        sessions.iter().map(|s| (s.table.as_str(), s.system.as_str())).collect();
    groups.sort_unstable();
    groups.dedup();
    groups
        .into_iter()
        .filter_map(|(table, system)| {
            let all: Vec<&CountingSession> =
                sessions.iter().filter(|s| s.table == table && s.system == system).collect();
            let latest = &all[all.len().saturating_sub(last)..];
            summed(latest, last)
        })
        .collect()
}

/// The sessions of one table and system, oldest first, summed.
fn summed(sessions: &[&CountingSession], last: usize) -> Option<RecentEdge> {
    let first = sessions.first()?;
    let rounds = sessions.iter().fold(0u32, |sum, s| sum.saturating_add(s.rounds));
    if rounds == 0 {
        return None;
    }
    let parts = PARTS
        .iter()
        .map(|&part| {
            let slips = sessions.iter().flat_map(|s| s.parts.iter().filter(|p| p.part == part.id()));
            let chips = slips.clone().map(|p| p.chips).sum::<f64>() + 0.0;
            let mut costliest = None;
            for c in slips.filter_map(|p| p.costliest.as_ref()) {
                costliest = costlier(costliest, (c.chips, c.drill.clone()));
            }
            PartFigure { part, chips, per_100: 0.0, costliest }
        })
        .collect();
    let hidden_sessions = sessions.iter().filter(|s| s.hidden).count();
    Some(RecentEdge {
        table: first.table.clone(),
        system: first.system.clone(),
        sessions: sessions.len(),
        last,
        hidden_sessions,
        breakdown: EdgeBreakdown::summed(rounds, hidden_sessions > 0, parts),
    })
}

/// Where the edge went lately, in words: the heading names the system, the table and the sessions
/// summed; the rows and the top leak are those of a session's breakdown.
pub fn recent_edge_words(r: &RecentEdge) -> EdgeWords {
    recent_edge_words_in(r, Lang::En)
}

/// [`recent_edge_words`] in `lang`.
pub fn recent_edge_words_in(r: &RecentEdge, lang: Lang) -> EdgeWords {
    let words = edge_words_in(&r.breakdown, lang);
    let int = |n: usize| Arg::Int(n as u64);
    let over = if r.sessions >= r.last {
        lang.text("edge-recent-over-last", &[("last", int(r.last))])
    } else {
        lang.text("edge-recent-over-some", &[("sessions", int(r.sessions)), ("last", int(r.last))])
    };
    let heading = lang.text(
        "edge-recent-heading",
        &[("system", Arg::Text(&r.system)), ("table", Arg::Text(&r.table)), ("over", Arg::Text(&over))],
    );
    let rounds = int(r.breakdown.rounds as usize);
    let figures = if r.sessions == 1 { "edge-recent-figures-one" } else { "edge-recent-figures" };
    let mut notes = vec![lang.text(figures, &[("rounds", rounds)])];
    notes.push(match r.hidden_sessions {
        0 => lang.text("edge-note-shown", &[]),
        n if n == r.sessions => lang.text("edge-recent-hidden-all", &[]),
        n => lang.text("edge-recent-hidden-some", &[("hidden", int(n))]),
    });
    EdgeWords { heading, rows: words.rows, notes, top: words.top }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::learner::record::{Costliest, SlipChips};

    fn session(system: &str, hidden: bool, rounds: u32, chips: [f64; 6], drill: &str) -> CountingSession {
        CountingSession {
            table: "feral".into(),
            system: system.into(),
            at: 0,
            hidden,
            rounds,
            parts: PARTS
                .iter()
                .zip(chips)
                .map(|(p, chips)| SlipChips {
                    part: p.id().into(),
                    chips,
                    costliest: (chips > 0.0).then(|| Costliest { chips, drill: drill.into() }),
                })
                .collect(),
        }
    }

    #[test]
    fn sessions_are_summed_per_system_then_divided_once() {
        let sessions = [
            session("hi-lo", true, 30, [1.0, 0.0, 0.5, 2.0, 0.0, 0.0], "hard-decisions"),
            session("zen", false, 10, [0.0, 0.0, 0.0, 0.0, 0.0, 1.0], "insurance"),
            session("hi-lo", false, 10, [0.0, 0.0, 0.25, 3.0, 0.0, 0.0], "soft-decisions"),
        ];
        let edges = recent_edges(&sessions, 10);
        assert_eq!(edges.iter().map(|e| e.system.as_str()).collect::<Vec<_>>(), ["hi-lo", "zen"]);
        let hi_lo = &edges[0];
        assert_eq!((hi_lo.sessions, hi_lo.hidden_sessions, hi_lo.breakdown.rounds), (2, 1, 40));
        let chart = &hi_lo.breakdown.parts[3];
        assert_eq!((chart.chips, chart.per_100), (5.0, 12.5));
        assert_eq!(hi_lo.breakdown.total_chips, 6.75);
        // The top leak's drill is its costliest slip's: the later session's chart play.
        assert_eq!(hi_lo.breakdown.drill.as_deref(), Some("soft-decisions"));
        let words = recent_edge_words(hi_lo);
        assert_eq!(
            words.heading,
            "Where the edge went with hi-lo at feral, in chips per 100 rounds bet in, over your 2 \
             counting sessions (the last 10 are counted):"
        );
        assert_eq!(words.rows[3], ("Chart plays".to_string(), "12.50".to_string()));
        assert_eq!(words.rows[6], ("Total".to_string(), "16.88".to_string()));
        assert!(words.notes[1].starts_with("The count was hidden in 1 of them"), "{:?}", words.notes);
        assert_eq!(
            words.top.as_deref(),
            Some("Top leak: chart plays. The drill that trains it: soft-decisions.")
        );
        // Only the latest sessions are summed.
        let latest = recent_edges(&sessions, 1);
        assert_eq!((latest[0].sessions, latest[0].breakdown.rounds), (1, 10));
        assert!(recent_edge_words(&latest[0]).heading.ends_with("over your last 1 counting session:"));
        assert_eq!(recent_edges(&[], 10), Vec::new());
    }
}
