//! The words of a play session before its first round and after its last: how long it lasts and
//! what wins it, then its summary of chips, decisions, mistakes and standings.

use std::io::{self, Write};

use serde_json::json;

use crate::cli::args::TextOrJson;
use crate::cli::progress::plural;
use crate::cli::session::write_mistakes;
use crate::coach::play::{PlayOptions, PlaySummary};
use crate::game::describe::goal_words;
use crate::game::rules::TableRules;

use super::shown::{Shown, list_words, round2, signed, signed_chips};

impl Shown<'_, '_> {
    /// Before the first round: how long the session lasts, from what chips, and what wins it,
    /// in the words of the table's rule.
    pub(super) fn goal(&mut self, rules: &TableRules, options: &PlayOptions) -> io::Result<()> {
        let goal = goal_words(rules.session.goal);
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "goal": {
                "rounds": options.rounds,
                "chips": options.chips,
                "goal": rules.session.goal,
                "words": goal,
            }}));
        }
        let length = match options.rounds {
            Some(n) => format!("{n} round{} from {} chips", plural(n as usize), options.chips),
            None => format!("as many rounds as you like from {} chips (q to stop)", options.chips),
        };
        let p = self.t.out.paint;
        writeln!(self.t.out.w, "{} {length}. {goal}", p.bold("Goal:"))
    }

    pub(super) fn summary(&mut self, s: &PlaySummary) -> io::Result<()> {
        if self.t.format == TextOrJson::Json {
            return self.json(json!({ "summary": s }));
        }
        let p = self.t.out.paint;
        let w = &mut self.t.out.w;
        writeln!(w)?;
        let why_short = if s.out_of_chips {
            " (out of chips)"
        } else if s.stopped_early {
            " (stopped early; an unfinished round is not counted)"
        } else {
            ""
        };
        // `1 of 30 rounds played`, `1 round played`.
        let of = s.rounds.map_or_else(
            || format!(" round{}", plural(s.rounds_played as usize)),
            |n| format!(" of {n} round{}", plural(n as usize)),
        );
        writeln!(w, "{} {}{of} played{why_short}", p.bold("Summary:"), s.rounds_played)?;
        let alone = s.standings.len() <= 1;
        let winners: Vec<String> = s.winners.iter().flatten().map(|w| format!("seat {w}")).collect();
        match s.won {
            Some(true) if alone => {
                writeln!(w, "  Result: {}", p.good("you win the session, by this table's rule"))?
            }
            Some(true) if winners.len() > 1 => writeln!(
                w,
                "  Result: {}",
                p.good(format!("you share the win, by this table's rule: {}", list_words(&winners)))
            )?,
            Some(true) => writeln!(w, "  Result: {}", p.good("you win the session, by this table's rule"))?,
            Some(false) if alone => writeln!(
                w,
                "  Result: not a win: this table's rule asks for more chips than you started with"
            )?,
            Some(false) => writeln!(
                w,
                "  Result: not a win: by this table's rule the most chips come first, and {} ended with more",
                list_words(&winners)
            )?,
            None => {}
        }
        if !alone {
            let mut standings: Vec<_> = s.standings.iter().collect();
            standings.sort_by(|a, b| b.chips.cmp(&a.chips).then(a.seat.cmp(&b.seat)));
            let listed: Vec<String> = standings
                .iter()
                .map(|st| format!("seat {}{} {}", st.seat, if st.you { " (you)" } else { "" }, st.chips))
                .collect();
            writeln!(w, "  Standings: {}", listed.join(", "))?;
        }
        if let Some(bank) = s.bank {
            let notional = if bank.notional > 0 {
                format!(", {} of them notional chips added when it could not cover a round", bank.notional)
            } else {
                String::new()
            };
            writeln!(w, "  Bank: {} chips{notional}", bank.chips)?;
        }
        let net = if s.net > 0 { p.good(format!("{:+}", s.net)) } else { format!("{:+}", s.net) };
        writeln!(w, "  Chips: {} → {} ({net})", s.start_chips, s.chips)?;
        writeln!(w, "  Decisions: {} right out of {}", s.right, s.decisions)?;
        if let Some(c) = &s.calls {
            writeln!(
                w,
                "  Dealer's settlements: {} called right out of {}; {} error{} caught, {} missed, {} false \
                 call{}",
                c.right,
                c.calls,
                c.errors - c.missed,
                plural(c.errors - c.missed),
                c.missed,
                c.false_calls,
                plural(c.false_calls)
            )?;
        }
        if let Some(b) = &s.box_bet {
            writeln!(
                w,
                "  Your bet on box {}: {} chips in {} round{}, {}; seat {}'s decisions on it: {} of {} the chart's play, \
                 {} chips against the chart",
                b.seat,
                b.stake,
                b.rounds,
                plural(b.rounds),
                signed(b.net),
                b.seat,
                b.holder_as_chart,
                b.holder_decisions,
                signed_chips(b.holder_chips)
            )?;
        }
        let calls = if s.close_calls > 0 {
            format!(", {} close call{}", s.close_calls, plural(s.close_calls))
        } else {
            String::new()
        };
        writeln!(
            w,
            "  Value given away: {:.2}% of a bet, {} chips at your bets{calls}",
            s.value_lost_percent,
            round2(s.value_lost_chips)
        )?;
        if let Some(c) = &s.costliest {
            writeln!(
                w,
                "  Costliest mistake: round {}, {}: you said {}; the answer is {} ({:.2}% of the bet, {} chips)",
                c.round,
                c.key,
                c.answer,
                c.expected,
                c.cost_percent,
                round2(c.cost_chips)
            )?;
        }
        write_mistakes(w, p, self.t.catalogue, &s.mistakes, None)?;
        if self.suggest_commands {
            writeln!(w, "{}", p.dim(format!("Replay this session with --seed {}.", s.seed)))?;
        }
        Ok(())
    }
}
