//! The words of a play session before its first round and after its last: how long it lasts and
//! what wins it, then its summary of chips, decisions, mistakes and standings.

use std::io::{self, Write};

use serde_json::json;

use crate::cli::args::TextOrJson;
use crate::cli::session::{write_edge_words, write_mistakes};
use crate::coach::play::edge::edge_words_in;
use crate::coach::play::words::{length_words, summary_words};
use crate::coach::play::{PlayOptions, PlaySummary};
use crate::game::describe::goal_in;
use crate::game::rules::TableRules;

use super::shown::Shown;

impl Shown<'_, '_> {
    /// Before the first round: how long the session lasts, from what chips, and what wins it,
    /// in the words of the table's rule.
    pub(super) fn goal(&mut self, rules: &TableRules, options: &PlayOptions) -> io::Result<()> {
        let goal = goal_in(rules.session.goal, self.lang);
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "goal": {
                "rounds": options.rounds,
                "chips": options.chips,
                "goal": rules.session.goal,
                "words": goal,
            }}));
        }
        let length = length_words(options);
        let p = self.t.out.paint;
        writeln!(self.t.out.w, "{} {length}. {goal}", p.bold(self.lang.text("play-label-goal", &[])))
    }

    pub(super) fn summary(&mut self, s: &PlaySummary) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "summary": s }));
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        writeln!(w)?;
        let lang = self.lang;
        let words = summary_words(s, &|text| p.good(text), lang);
        writeln!(w, "{} {}", p.bold(lang.text("drill-label-summary", &[])), words.played)?;
        for line in &words.lines {
            writeln!(w, "  {line}")?;
        }
        write_mistakes(w, p, self.t.catalogue, &s.mistakes, None, lang)?;
        if let Some(edge) = &s.edge {
            writeln!(w)?;
            write_edge_words(w, p, &edge_words_in(edge, lang))?;
        }
        if self.suggest_commands {
            writeln!(w, "{}", p.dim(lang.text("drill-replay", &[("seed", crate::lang::Arg::Int(s.seed))])))?;
        }
        Ok(())
    }
}
