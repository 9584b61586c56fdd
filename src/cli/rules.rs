//! `bjcoach rules`: a table's rules in plain words, or as data.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::{LangArg, TableChoice};
use super::{CliError, Out};
use crate::game::describe::{explain_in, one_line_in, source_note_in, title_in};
use crate::lang::Lang;

/// Arguments of `bjcoach rules`.
#[derive(Debug, Default, Args)]
pub struct RulesArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Plain words, or the table as YAML data.
    #[arg(long, value_enum, default_value_t)]
    format: RulesFormat,
    /// The language of the plain words: en, fr or it (by default BJCOACH_LANG, else the
    /// locale, else English).
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

impl RulesArgs {
    /// The rules of `table` in plain words, as `bjcoach rules --table NAME` shows them.
    pub fn of(table: TableChoice) -> RulesArgs {
        RulesArgs { table, ..RulesArgs::default() }
    }
}

/// Output forms of `bjcoach rules`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
enum RulesFormat {
    #[default]
    Text,
    Yaml,
}

/// Prints the chosen table's rules; `run_lang` is the run's language, which `--lang` overrides.
pub fn run(args: &RulesArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    if args.format == RulesFormat::Yaml {
        let rules = args.table.load()?;
        out.for_programs()?;
        let yaml = serde_yaml::to_string(&rules).map_err(|e| CliError::Other(e.into()))?;
        write!(out.w, "{yaml}")?;
        return Ok(());
    }
    show(&args.table, LangArg::or_run(args.lang, run_lang), out)
}

/// Prints a table's rules in plain words, in `lang`.
pub fn show(table: &TableChoice, lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = table.load()?;
    let p = out.paint;
    writeln!(out.w, "{} ({})", p.bold(title_in(&rules, lang)), p.accent(&rules.id))?;
    writeln!(out.w, "{}", p.dim(one_line_in(&rules, lang)))?;
    writeln!(out.w)?;
    let lines = explain_in(&rules, lang);
    let width = lines.iter().map(|l| console::measure_text_width(&l.topic)).max().unwrap_or(0);
    let mark = lang.text("rules-assumed-mark", &[]);
    for line in &lines {
        let pad = " ".repeat(width - console::measure_text_width(&line.topic));
        let mark = if line.assumed { format!(" {}", p.warn(&mark)) } else { String::new() };
        writeln!(out.w, "  {}{pad}  {}{}", p.bold(&line.topic), line.text, mark)?;
    }
    writeln!(out.w)?;
    let note = source_note_in(&rules, &lines, lang);
    if lines.iter().any(|l| l.assumed) {
        writeln!(out.w, "{}", p.warn(note))?;
    } else {
        writeln!(out.w, "{}", p.dim(note))?;
    }
    Ok(())
}
