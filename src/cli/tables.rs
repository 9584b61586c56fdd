//! `bjcoach tables`: the presets, one line each.

use std::io::Write;

use clap::Args;

use super::args::LangArg;
use super::{CliError, Out};
use crate::game::describe::one_line_in;
use crate::game::rules::presets;
use crate::lang::Lang;

/// Arguments of `bjcoach tables`.
#[derive(Debug, Default, Args)]
pub struct TablesArgs {
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// Lists the presets with their one-line summaries, in the run's language `run_lang` or
/// `--lang`: the table file's own summary in English, else the table's rules in one line as
/// `rules` words them.
pub fn run(args: &TablesArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
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
