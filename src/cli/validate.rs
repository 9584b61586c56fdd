//! `bjcoach validate`: checks every shipped data file, and any files or folders given, reporting
//! every problem found.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;

use super::args::LangArg;
use super::{CliError, Out};
use crate::coach::drill::mistakes::{Catalogue, MISTAKES_ORIGIN, MISTAKES_YAML};
use crate::coach::drill::spec::{DRILL_SOURCES, DrillSpec};
use crate::data::{DataError, DataErrors, read_data_file};
use crate::game::rules::{PRESET_SOURCES, TableRules};
use crate::lang::{Arg, Lang};
use crate::strategy::counting::{COUNT_SOURCES, CountingSystem};
use crate::strategy::ramp::{RAMP_SOURCES, Ramp};

/// Arguments of `bjcoach validate`.
#[derive(Debug, Args)]
pub struct ValidateArgs {
    /// Files or folders to check as well; a file's kind comes from its folder (`tables/`,
    /// `charts/`, `drills/`, `counts/`, `ramps/`); elsewhere a file with a top-level `steps:` is a
    /// ramp, any other a table.
    paths: Vec<PathBuf>,
    /// The language of the text: en, fr or it (by default BJCOACH_LANG, else the locale, else
    /// English); data written for programs is the same in every language.
    #[arg(long, value_enum)]
    lang: Option<LangArg>,
}

/// The kinds of data file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DataKind {
    Table,
    Chart,
    Drill,
    Mistakes,
    Count,
    Ramp,
}

impl DataKind {
    fn of(path: &Path, text: &str) -> DataKind {
        let folder = path.parent().and_then(|p| p.file_name()).and_then(|n| n.to_str()).unwrap_or("");
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        match (folder, name) {
            ("drills", "mistakes.yaml") => DataKind::Mistakes,
            ("drills", _) => DataKind::Drill,
            ("charts", _) => DataKind::Chart,
            ("counts", _) => DataKind::Count,
            ("ramps", _) => DataKind::Ramp,
            // A learner's ramp kept anywhere: no table has a top-level `steps:`.
            _ if text.lines().any(|l| l.starts_with("steps:")) => DataKind::Ramp,
            _ => DataKind::Table,
        }
    }

    fn check(self, origin: &str, text: &str) -> Result<(), DataErrors> {
        match self {
            DataKind::Table => TableRules::from_yaml(origin, text).map(|_| ()),
            DataKind::Chart => crate::strategy::chart::Chart::from_yaml(origin, text).map(|_| ()),
            DataKind::Mistakes => Catalogue::from_yaml(origin, text).map(|_| ()),
            DataKind::Count => CountingSystem::from_yaml(origin, text).map(|_| ()),
            DataKind::Ramp => Ramp::from_yaml(origin, text).map(|_| ()),
            DataKind::Drill => {
                // Drills are checked against the catalogue beside them, when there is a readable
                // one (its own problems are reported when it is checked), else the shipped one.
                let beside = Path::new(origin).parent().map(|dir| dir.join("mistakes.yaml"));
                let local = beside
                    .filter(|p| p.is_file())
                    .and_then(|p| read_data_file(&p).ok().map(|t| (p, t)))
                    .and_then(|(p, t)| Catalogue::from_yaml(&p.display().to_string(), &t).ok());
                let catalogue = match local {
                    Some(c) => c,
                    None => Catalogue::shipped()?,
                };
                DrillSpec::from_yaml(origin, text, &catalogue).map(|_| ())
            }
        }
    }
}

/// Checks the shipped data, then the given paths; exit code 2 when anything is wrong.
pub fn run(args: &ValidateArgs, run_lang: Lang, out: &mut Out<'_>) -> Result<(), CliError> {
    let lang = LangArg::or_run(args.lang, run_lang);
    let mut problems: Vec<DataError> = Vec::new();
    let mut checked = 0usize;
    let files = files_under(&args.paths, &mut problems, lang);
    let mut record = |result: Result<(), DataErrors>| {
        checked += 1;
        if let Err(e) = result {
            problems.extend(e.0);
        }
    };
    for source in &PRESET_SOURCES {
        record(DataKind::Table.check(&format!("tables/{}.yaml", source.id), source.yaml));
    }
    for (table, yaml) in &crate::strategy::chart::SHIPPED_CHARTS {
        record(DataKind::Chart.check(&format!("charts/{table}.yaml"), yaml));
    }
    record(DataKind::Mistakes.check(MISTAKES_ORIGIN, MISTAKES_YAML));
    for source in &DRILL_SOURCES {
        record(DataKind::Drill.check(&format!("drills/{}.yaml", source.id), source.yaml));
    }
    for source in &COUNT_SOURCES {
        record(DataKind::Count.check(&format!("counts/{}.yaml", source.id), source.yaml));
    }
    for source in &RAMP_SOURCES {
        record(DataKind::Ramp.check(&format!("ramps/{}.yaml", source.id), source.yaml));
    }
    for path in files {
        let origin = path.display().to_string();
        match read_data_file(&path) {
            Ok(text) => record(DataKind::of(&path, &text).check(&origin, &text)),
            Err(e) => record(Err(e)),
        }
    }
    for problem in &problems {
        let said = super::data_words::problem_in(problem, lang);
        writeln!(out.w, "{} {said}", out.paint.bad(lang.text("validate-problem", &[])))?;
    }
    let checked = checked as u64;
    if problems.is_empty() {
        let said = lang.text("validate-checked", &[("checked", Arg::Int(checked))]);
        writeln!(out.w, "{} {said}", out.paint.good(lang.text("validate-ok", &[])))?;
        Ok(())
    } else {
        let n = problems.len() as u64;
        Err(CliError::said(move |lang| {
            lang.text("error-validate-problems", &[("problems", Arg::Int(n)), ("checked", Arg::Int(checked))])
        }))
    }
}

/// The YAML files among the paths, folders expanded (sorted, one level deep).
fn files_under(paths: &[PathBuf], problems: &mut Vec<DataError>, lang: Lang) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            match std::fs::read_dir(path) {
                Ok(entries) => {
                    let mut found: Vec<PathBuf> = entries
                        .filter_map(Result::ok)
                        .map(|e| e.path())
                        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
                        .collect();
                    found.sort();
                    files.extend(found);
                }
                Err(e) => problems.push(DataError {
                    origin: path.display().to_string(),
                    line: None,
                    column: None,
                    field: None,
                    message: lang
                        .text("validate-cannot-read-folder", &[("error", Arg::Text(&e.to_string()))])
                        .into(),
                }),
            }
        } else {
            files.push(path.clone());
        }
    }
    files
}
