//! The saved answers written out (`stats --export csv|json`), and the reset of the progress.

use std::io::{self, Write};
use std::path::PathBuf;

use super::super::progress::{each_answer, store_error};
use super::super::term::note;
use super::super::{CliError, Config, Out};
use super::ExportFormat;
use crate::coach::learner::history::day_of;
use crate::coach::learner::progress::{Progress, Store};
use crate::coach::learner::record::AnswerRecord;
use crate::lang::{Arg, Lang};

/// A field of the CSV export. Control characters but the line break, and bidirectional
/// overrides (which only a damaged or crafted journal holds), are written escaped: the export is
/// read on screens too.
fn csv_field(text: &str) -> String {
    let text = crate::data::shown_lines(text);
    if text.contains([',', '"', '\n']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The first line of the CSV export: the name of each field.
const CSV_HEADER: &str =
    "drill,table,key,answer,expected,correct,mistake,cost_percent,response_ms,at,day,retry\n";

/// One answer as a line of the CSV export.
fn csv_row(a: &AnswerRecord) -> String {
    let fields = [
        csv_field(&a.drill),
        csv_field(&a.table),
        csv_field(&a.key),
        csv_field(&a.answer),
        csv_field(&a.expected),
        a.correct.to_string(),
        a.mistake.as_deref().map(csv_field).unwrap_or_default(),
        a.cost_percent.map(|c| c.to_string()).unwrap_or_default(),
        a.response_ms.map(|c| c.to_string()).unwrap_or_default(),
        a.at.to_string(),
        day_of(a.at),
        a.retry.to_string(),
    ];
    fields.join(",") + "\n"
}

/// The JSON export written an answer at a time: the bytes of the whole [`Progress`] as
/// `serde_json::to_string_pretty` writes it, then a line break, without holding every answer.
struct JsonExport {
    /// The file up to the answers' opening bracket.
    before: String,
    /// The file from the answers' closing bracket.
    after: String,
}

impl JsonExport {
    fn new() -> Result<JsonExport, CliError> {
        // The file with no answer, cut where the answers go: the rest is serde's own.
        let empty =
            serde_json::to_string_pretty(&Progress::default()).map_err(|e| CliError::Other(e.into()))?;
        let (before, after) = empty
            .split_once("[]")
            .ok_or_else(|| CliError::Other(anyhow::anyhow!("the export holds no list of answers")))?;
        Ok(JsonExport { before: format!("{before}["), after: format!("]{after}\n") })
    }

    /// One answer, the `n`-th from 0, as an element of the answers' list two levels deep.
    fn answer(n: usize, a: &AnswerRecord) -> io::Result<String> {
        let text = serde_json::to_string_pretty(a)?;
        // A line break in serde's output is always its own (one in a string is escaped), so
        // indenting after each one nests the object as the whole file's printer would.
        Ok(format!("{}    {}", if n == 0 { "\n" } else { ",\n" }, text.replace('\n', "\n    ")))
    }
}

/// Writes every saved answer to `w` in `format`, one at a time as the store reads them; returns
/// how many. A failed write is said by `cannot`.
fn write_export(
    store: &Store,
    format: ExportFormat,
    w: &mut dyn Write,
    cannot: impl Fn(io::Error) -> CliError,
) -> Result<usize, CliError> {
    // What comes before the first answer is written with it (or at the end when there is none),
    // so that a store that cannot be read writes nothing.
    let (before, after) = match format {
        ExportFormat::Csv => (CSV_HEADER.to_string(), String::new()),
        ExportFormat::Json => {
            let json = JsonExport::new()?;
            (json.before, json.after)
        }
    };
    let mut n = 0;
    let written = each_answer(store, |a| {
        let row = match format {
            ExportFormat::Csv => csv_row(a),
            ExportFormat::Json => JsonExport::answer(n, a)?,
        };
        if n == 0 {
            w.write_all(before.as_bytes())?;
        }
        n += 1;
        w.write_all(row.as_bytes())
    })?;
    let end = match (n, format) {
        (0, _) => format!("{before}{after}"),
        (_, ExportFormat::Csv) => after,
        (_, ExportFormat::Json) => format!("\n  {after}"),
    };
    let written = written.and_then(|()| w.write_all(end.as_bytes()));
    written.and_then(|()| w.flush()).map_err(cannot)?;
    Ok(n)
}

/// Writes every saved answer in `format` to `output`, saying so in `lang`, or to the standard
/// output.
pub(super) fn export(
    store: &Store,
    format: ExportFormat,
    output: Option<&PathBuf>,
    lang: Lang,
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    match output {
        Some(path) => {
            let shown = path.display().to_string();
            // What the system said is quoted as it said it.
            let cannot = |e: io::Error| {
                let (file, error) = (shown.clone(), e.to_string());
                CliError::said(move |lang| {
                    lang.text(
                        "stats-export-not-written",
                        &[("file", Arg::Text(&file)), ("error", Arg::Text(&error))],
                    )
                })
            };
            let file = std::fs::File::create(path).map_err(cannot)?;
            let n = match write_export(store, format, &mut io::BufWriter::new(file), cannot) {
                Ok(n) => n,
                Err(e) => {
                    // Half an export is no export.
                    let _ = std::fs::remove_file(path);
                    return Err(e);
                }
            };
            let args = [("answers", Arg::Int(n as u64)), ("file", Arg::Text(&shown))];
            writeln!(out.w, "{}", lang.text("stats-export-written", &args))?;
        }
        None => {
            out.for_programs()?;
            write_export(store, format, &mut io::BufWriter::new(&mut out.w), CliError::from)?;
        }
    }
    Ok(())
}

/// Deletes the saved progress, a backup kept: after a question in `lang` at a terminal, at once
/// with `yes`; refused elsewhere without it.
pub(super) fn reset(
    store: &Store,
    yes: bool,
    now: u64,
    (config, lang): (&Config, Lang),
    out: &mut Out<'_>,
) -> Result<(), CliError> {
    if !yes {
        // Only to ask: the sentence after the reset gives the count read under its lock.
        // Every answer saved goes, the retries with the rest, as the sentence after says.
        let standing = store.read().map_err(store_error)?.standing;
        let n = standing.answers(None) + standing.retries(None).asked;
        if !config.is_interactive() {
            return Err(CliError::said(|lang| lang.text("stats-reset-needs-yes", &[])));
        }
        let question = lang.text("stats-reset-question", &[("answers", Arg::Int(n as u64))]);
        let term = console::Term::stdout();
        let sure = super::super::prompt::ask_yes_no(&term, out.paint, lang, &question, false)?;
        if sure != Some(true) {
            writeln!(out.w, "{}", lang.text("stats-reset-kept", &[]))?;
            return Ok(());
        }
    }
    let reset = store.reset(now).map_err(store_error)?;
    for n in reset.notices {
        note(n.words_in(crate::cli::term::stderr_lang()));
    }
    match reset.backup {
        Some((backup, n)) => {
            let backup = backup.display().to_string();
            let args = [("answers", Arg::Int(n as u64)), ("backup", Arg::Text(&backup))];
            writeln!(out.w, "{}", lang.text("stats-reset-done", &args))?
        }
        None => writeln!(out.w, "{}", lang.text("stats-reset-nothing", &[]))?,
    }
    Ok(())
}
