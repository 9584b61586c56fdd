//! How `stats` suggests a drill, and what to practise next.

use std::io::{self, Write};

use super::super::Painter;
use crate::coach::learner::advice::Advice;
use crate::coach::learner::record::situation_words;

/// How a drill is suggested: as the command line to type, or, inside the menu (where nothing is
/// typed but the menu's choices), in words.
pub(super) struct Hint<'a> {
    pub(super) in_menu: bool,
    /// `--table NAME` (or the file option) of the table asked about.
    pub(super) table_option: &'a str,
    pub(super) table: &'a str,
}

impl Hint<'_> {
    /// The drill `drill`, at `seconds` an answer when timed, on the cells of `focus` when not empty.
    pub(super) fn drill(&self, drill: &str, seconds: Option<u64>, focus: &str) -> String {
        if self.in_menu {
            let pace = seconds.map(|s| format!(", {s} s an answer")).unwrap_or_default();
            let cells = if focus == "weak" { ", on the cells you missed" } else { "" };
            return format!("the `{drill}` drill at `{}`{pace}{cells}", self.table);
        }
        let timed = seconds.map(|s| format!(" --timed {s}")).unwrap_or_default();
        let focus = if focus.is_empty() { String::new() } else { format!(" --focus {focus}") };
        let table =
            if self.table_option.is_empty() { String::new() } else { format!(" {}", self.table_option) };
        format!("bjcoach drill {drill}{table}{timed}{focus}")
    }

    /// [`Hint::drill`] inside a sentence, a command line quoted (and so kept on one line).
    pub(super) fn quoted(&self, drill: &str, seconds: Option<u64>) -> String {
        self.quoted_on(drill, seconds, "")
    }

    /// [`Hint::quoted`] on the cells of `focus` when not empty.
    pub(super) fn quoted_on(&self, drill: &str, seconds: Option<u64>, focus: &str) -> String {
        let words = self.drill(drill, seconds, focus);
        if self.in_menu { words } else { format!("`{words}`") }
    }
}

/// What to practise next: the stage of the path, and the chart cells worth most.
pub(super) fn practise_next(w: &mut dyn Write, p: Painter, tip: &Advice, hint: &Hint<'_>) -> io::Result<()> {
    writeln!(w)?;
    writeln!(w, "{}", p.bold("Practise next"))?;
    if let Some(stage) = &tip.stage {
        let why = if stage.due_for_retest { "due for a re-test" } else { "next on your path" };
        let drill = stage.stage.drills.first().copied().unwrap_or("strategy");
        writeln!(
            w,
            "  {} ({why}): {}",
            stage.stage.name,
            p.accent(hint.quoted(drill, Some(stage.stage.seconds)))
        )?;
    } else {
        writeln!(w, "  Every stage of the path is mastered and fresh.")?;
    }
    if let Some(drill) = tip.drill {
        let cells: Vec<&str> = tip.cells.iter().map(|k| situation_words(k)).collect();
        // Missed before: the one cell the focused drill asks first, and only that one.
        let (label, focus) = if tip.weak {
            ("Chart cell missed before, asked first", "weak")
        } else {
            ("Chart cells worth most", "")
        };
        writeln!(w, "  {label}: {}: {}", cells.join(", "), p.accent(hint.quoted_on(drill, None, focus)))?;
    }
    Ok(())
}
