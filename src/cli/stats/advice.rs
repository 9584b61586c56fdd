//! How `stats` suggests a drill, and what to practise next.

use std::io::{self, Write};

use super::super::Painter;
use crate::coach::drill::strategy::situation_words_in;
use crate::coach::learner::advice::Advice;
use crate::coach::learner::stage_name_in;
use crate::lang::{Arg, Lang};

/// A chart cell's key in words in `lang` (`hard 16 v ten`, `dur 16 contre dix`); a key of no
/// chart cell as it is saved.
pub(super) fn cell_words(key: &str, lang: Lang) -> String {
    situation_words_in(key, lang)
}

/// How a drill is suggested: as the command line to type, or, inside the menu (where nothing is
/// typed but the menu's choices), in words.
pub(super) struct Hint<'a> {
    pub(super) in_menu: bool,
    /// `--table NAME` (or the file option) of the table asked about.
    pub(super) table_option: &'a str,
    pub(super) table: &'a str,
    /// The language of the words.
    pub(super) lang: Lang,
}

impl Hint<'_> {
    /// The drill `drill`, at `seconds` an answer when timed, on the cells of `focus` when not empty.
    pub(super) fn drill(&self, drill: &str, seconds: Option<u64>, focus: &str) -> String {
        if self.in_menu {
            let lang = self.lang;
            let pace = seconds
                .map(|s| lang.text("stats-hint-pace", &[("seconds", Arg::Int(s))]))
                .unwrap_or_default();
            let cells = if focus == "weak" { lang.text("stats-hint-weak", &[]) } else { String::new() };
            return lang.text(
                "stats-hint-menu",
                &[
                    ("drill", Arg::Text(drill)),
                    ("table", Arg::Text(self.table)),
                    ("pace", Arg::Text(&pace)),
                    ("cells", Arg::Text(&cells)),
                ],
            );
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
    let lang = hint.lang;
    writeln!(w)?;
    writeln!(w, "{}", p.bold(lang.text("stats-next-title", &[])))?;
    if let Some(stage) = &tip.stage {
        let why =
            lang.text(if stage.due_for_retest { "stats-next-retest" } else { "stats-next-on-path" }, &[]);
        let drill = stage.stage.drills.first().copied().unwrap_or("strategy");
        let (name, command) =
            (stage_name_in(stage.stage.name, lang), p.accent(hint.quoted(drill, Some(stage.stage.seconds))));
        let line = lang.text(
            "stats-next-stage",
            &[("stage", Arg::Text(&name)), ("why", Arg::Text(&why)), ("hint", Arg::Text(&command))],
        );
        writeln!(w, "  {line}")?;
    } else {
        writeln!(w, "  {}", lang.text("stats-next-all-mastered", &[]))?;
    }
    if let Some(drill) = tip.drill {
        let cells: Vec<String> = tip.cells.iter().map(|k| cell_words(k, lang)).collect();
        // Missed before: the one cell the focused drill asks first, and only that one.
        let (id, focus) = if tip.weak { ("stats-next-weak", "weak") } else { ("stats-next-worth", "") };
        let (cells, command) = (cells.join(", "), p.accent(hint.quoted_on(drill, None, focus)));
        writeln!(w, "  {}", lang.text(id, &[("cells", Arg::Text(&cells)), ("hint", Arg::Text(&command))]))?;
    }
    Ok(())
}
