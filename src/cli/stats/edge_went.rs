//! Where the edge went over the latest counting sessions of play, as `stats` shows it: in the
//! words of a session's end, per counting system, and in its JSON.

use std::io::{self, Write};

use serde_json::json;

use crate::cli::Painter;
use crate::cli::session::write_edge_words;
use crate::coach::learner::figures::LATEST_COUNTING_SESSIONS;
use crate::coach::play::recent_edge::{RecentEdge, recent_edge_words, recent_edge_words_in};
use crate::lang::Lang;

/// Where the edge went with each counting system, in `lang`; nothing without a counting session
/// saved.
pub(super) fn edge_lines(w: &mut dyn Write, p: Painter, edges: &[RecentEdge], lang: Lang) -> io::Result<()> {
    for edge in edges {
        writeln!(w)?;
        write_edge_words(w, p, &recent_edge_words_in(edge, lang))?;
    }
    Ok(())
}

/// Where the edge went with each counting system, for `stats --format json`: each part's chips
/// summed over the sessions and per 100 rounds bet in (not rounded), with the words shown.
pub(super) fn edges_json(edges: &[RecentEdge]) -> serde_json::Value {
    json!({
        "measure": "what each kind of slip gave away in chips over the latest counting sessions of play \
                    at the table, per 100 of the rounds bet in over them",
        "latest_sessions": LATEST_COUNTING_SESSIONS,
        "systems": edges.iter().map(|e| {
            let b = &e.breakdown;
            let words = recent_edge_words(e);
            json!({
                "table": e.table,
                "system": e.system,
                "sessions": e.sessions,
                "hidden_sessions": e.hidden_sessions,
                "rounds": b.rounds,
                "parts": b.parts.iter().map(|p| json!({
                    "part": p.part,
                    "chips": p.chips,
                    "per_100_rounds": p.per_100,
                })).collect::<Vec<_>>(),
                "total_chips": b.total_chips,
                "total_per_100_rounds": b.total_per_100,
                "top": b.top,
                "drill": b.drill,
                "words": {
                    "heading": words.heading,
                    "rows": words.rows,
                    "notes": words.notes,
                    "top": words.top,
                },
            })
        }).collect::<Vec<_>>(),
    })
}
