//! `bjcoach tables`: the presets, one line each.

use std::io::Write;

use super::{CliError, Out};
use crate::game::rules::presets;

/// Lists the presets with their one-line summaries.
pub fn run(out: &mut Out<'_>) -> Result<(), CliError> {
    let tables = presets().map_err(|e| CliError::Other(anyhow::anyhow!("{e}")))?;
    let width = tables.iter().map(|t| t.id.len()).max().unwrap_or(0);
    for t in &tables {
        let name = format!("{:width$}", t.id);
        writeln!(out.w, "{}  {}", out.paint.accent(name), t.summary)?;
    }
    writeln!(out.w)?;
    writeln!(out.w, "{}", out.paint.dim("See a table's rules with `bjcoach rules --table NAME`."))?;
    Ok(())
}
