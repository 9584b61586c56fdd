//! `bjcoach tables`: the presets, one line each.

use std::io::Write;

use super::{CliError, Out};
use crate::game::describe::one_line_in;
use crate::game::rules::presets;
use crate::lang::Lang;

/// Lists the presets with their one-line summaries, in `lang`: the table file's own summary in
/// English, else the table's rules in one line as `rules` words them.
pub fn run(lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let tables = presets().map_err(|e| CliError::Other(anyhow::anyhow!("{e}")))?;
    let width = tables.iter().map(|t| t.id.len()).max().unwrap_or(0);
    for t in &tables {
        let name = format!("{:width$}", t.id);
        let summary = if lang == Lang::En { t.summary.clone() } else { one_line_in(t, lang) };
        writeln!(out.w, "{}  {}", out.paint.accent(name), summary)?;
    }
    writeln!(out.w)?;
    writeln!(out.w, "{}", out.paint.dim(lang.text("tables-see-rules", &[])))?;
    Ok(())
}
