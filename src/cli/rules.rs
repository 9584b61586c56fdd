//! `bjcoach rules`: a table's rules in plain words, or as data.

use std::io::Write;

use clap::{Args, ValueEnum};

use super::args::TableChoice;
use super::{CliError, Out};
use crate::game::describe::{explain, one_line};

/// Arguments of `bjcoach rules`.
#[derive(Debug, Default, Args)]
pub struct RulesArgs {
    #[command(flatten)]
    table: TableChoice,
    /// Plain words, or the table as YAML data.
    #[arg(long, value_enum, default_value_t)]
    format: RulesFormat,
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

/// Prints the chosen table's rules.
pub fn run(args: &RulesArgs, out: &mut Out<'_>) -> Result<(), CliError> {
    if args.format == RulesFormat::Yaml {
        let rules = args.table.load()?;
        out.for_programs()?;
        let yaml = serde_yaml::to_string(&rules).map_err(|e| CliError::Other(e.into()))?;
        write!(out.w, "{yaml}")?;
        return Ok(());
    }
    show(&args.table, out)
}

/// Prints a table's rules in plain words.
pub fn show(table: &TableChoice, out: &mut Out<'_>) -> Result<(), CliError> {
    let rules = table.load()?;
    let p = out.paint;
    writeln!(out.w, "{} ({})", p.bold(&rules.title), p.accent(&rules.id))?;
    writeln!(out.w, "{}", p.dim(one_line(&rules)))?;
    writeln!(out.w)?;
    let lines = explain(&rules);
    let width = lines.iter().map(|l| l.topic.len()).max().unwrap_or(0);
    for line in &lines {
        let topic = format!("{:width$}", line.topic);
        let mark = if line.assumed { format!(" {}", p.warn("[assumed]")) } else { String::new() };
        writeln!(out.w, "  {}  {}{}", p.bold(topic), line.text, mark)?;
    }
    let assumed = lines.iter().filter(|l| l.assumed).count();
    // The document is cited by its title; a table of one's own may name only its file.
    let document = rules.document.clone().unwrap_or_else(|| format!("its source, {}", rules.source));
    writeln!(out.w)?;
    if assumed > 0 {
        writeln!(
            out.w,
            "{}",
            p.warn(format!(
                "[assumed]: not stated by {document}, which this table follows; {assumed} rule{} chosen by bjcoach. Check {} at a real table.",
                if assumed == 1 { " was" } else { "s were" },
                if assumed == 1 { "it" } else { "them" }
            ))
        )?;
    } else {
        writeln!(
            out.w,
            "{}",
            p.dim(format!("Every rule is stated by {document}, which this table follows."))
        )?;
    }
    Ok(())
}
