//! Readies shipped data at build time: each `charts/<table>.yaml`, `drills/<name>.yaml` (the
//! drills and the mistake catalogue), `tables/<table>.yaml`, `counts/<system>.yaml` and
//! `ramps/<ramp>.yaml` is read by the same YAML parser the program uses and written
//! to the build's output folder as JSON, which the program reads in a fraction of the time (a
//! chart is a hundred kilobytes of YAML, and a drill that asks about plays reads two). A chart's
//! cells are written packed rather than as JSON (see [`pack_chart`]): six hundred cells of five
//! numbers each took most of a strategy drill's start even as JSON. The YAML files stay the
//! source and are validated as before by `bjcoach validate` and the tests; tests hold each
//! readied file to what its YAML file holds, value for value.
//!
//! The message files (`locales/LANG/AREA.ftl`) are listed for the program to build in, and each
//! message id is found in the first file that gives it ([`index_messages`]): a command then reads
//! the one file it speaks from without first glancing through every file of its language.

use std::collections::BTreeMap;
use std::error::Error;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use serde_json::Value;

/// The folders whose files are readied.
const FOLDERS: [&str; 5] = ["charts", "drills", "tables", "counts", "ramps"];

fn main() -> Result<(), Box<dyn Error>> {
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR")?);
    for folder in FOLDERS {
        println!("cargo::rerun-if-changed={folder}");
        let out = out_dir.join(folder);
        std::fs::create_dir_all(&out)?;
        for entry in std::fs::read_dir(folder)? {
            let path = entry?.path();
            if path.extension().is_none_or(|e| e != "yaml") {
                continue;
            }
            let text = std::fs::read_to_string(&path)?;
            let value: Value = serde_yaml::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
            if folder == "charts" {
                let packed = pack_chart(value).map_err(|e| format!("{}: {e}", path.display()))?;
                std::fs::write(out.join(file_name(&path, "packed")?), packed)?;
            } else {
                std::fs::write(out.join(file_name(&path, "json")?), serde_json::to_string(&value)?)?;
            }
        }
    }
    index_messages(&out_dir)?;
    Ok(())
}

/// The languages' folders under `locales/`, each with its `Lang` variant, in the order of
/// `Lang::ALL`.
const LANGS: [(&str, &str); 3] = [("en", "En"), ("fr", "Fr"), ("it", "It")];

/// Writes `messages.rs` to the build's output folder: `FILES`, every message file of each
/// language (its `Lang`, its area, its text built in), languages in the order of `Lang::ALL` and
/// areas by name; `MESSAGE_IDS`, every message id of every language one after another; and
/// `MESSAGE_INDEX`, by language, each message id (where it starts in `MESSAGE_IDS` and its
/// length) with the place in `FILES` of the first file that gives it, sorted by id. The ids are
/// numbers into one string rather than thousands of strings, each of which the loader would
/// have had to relocate when the program starts. A message begins a line with its id and `=`
/// (the lines of a message after its first are indented, a comment begins with `#` and a term
/// with `-`); a test holds the index to what the Fluent parser reads.
fn index_messages(out_dir: &Path) -> Result<(), Box<dyn Error>> {
    println!("cargo::rerun-if-changed=locales");
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").ok_or("cargo sets CARGO_MANIFEST_DIR")?);
    let mut files = String::new();
    let mut all_ids = String::new();
    let mut index = String::new();
    let mut place = 0usize;
    for (code, variant) in LANGS {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root.join("locales").join(code))?
            .map(|entry| entry.map(|e| e.path()))
            .collect::<Result<_, _>>()?;
        paths.retain(|p| p.extension().is_some_and(|e| e == "ftl"));
        paths.sort();
        let mut ids: BTreeMap<String, usize> = BTreeMap::new();
        for path in &paths {
            let area = path.file_stem().and_then(|s| s.to_str()).ok_or("a message file has a UTF-8 name")?;
            let shown = path.to_str().ok_or("a message file's path is UTF-8")?;
            writeln!(files, "    (Lang::{variant}, {area:?}, include_str!({shown:?})),")?;
            let text = std::fs::read_to_string(path)?;
            for line in text.lines().filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic())) {
                let end = line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'));
                let (id, rest) = line.split_at(end.unwrap_or(line.len()));
                if rest.trim_start().starts_with('=') {
                    // A message given twice keeps its first wording.
                    ids.entry(id.to_string()).or_insert(place);
                }
            }
            place += 1;
        }
        index.push_str("    &[\n");
        for (id, file) in &ids {
            writeln!(index, "        ({}, {}, {file}),", all_ids.len(), id.len())?;
            all_ids.push_str(id);
        }
        index.push_str("    ],\n");
    }
    let code = format!(
        "/// The message files of each language and area, as built into the program.\n\
         const FILES: [(Lang, &str, &str); {place}] = [\n{files}];\n\n\
         /// Every message id of every language, one after another.\n\
         const MESSAGE_IDS: &str = {all_ids:?};\n\n\
         /// By language, in the order of `Lang::ALL`: each message id (where it starts in \
         [`MESSAGE_IDS`], its length) with the place in [`FILES`] of the first file that gives \
         it, sorted by id.\n\
         const MESSAGE_INDEX: [&[(u32, u16, u16)]; {}] = [\n{index}];\n",
        LANGS.len()
    );
    std::fs::write(out_dir.join("messages.rs"), code)?;
    Ok(())
}

/// The name of the readied file: the YAML file's, with this extension.
fn file_name(path: &std::path::Path, extension: &str) -> Result<std::ffi::OsString, Box<dyn Error>> {
    let name = path.with_extension(extension);
    Ok(name.file_name().ok_or("a data file has a name")?.to_os_string())
}

/// A chart packed as `strategy::chart::readied` reads it back (lengths and counts little-endian
/// `u32`, strings and references to them one byte each):
/// - the length of the chart's JSON without its cells, then that JSON (`"cells": []`);
/// - the strings of the cells, each once: their number, then each string's length and bytes;
/// - the number of cells, then each cell: its `kind` (a string's place in that list), a `player`
///   (byte 0 then the total, or byte 1 then the pair's rank, a string's place), its `dealer`
///   and its `action` (strings' places); the number of its `ev` entries, then each entry's name
///   (a string's place), then byte 0 for `null`, or byte 1 and the number's eight bytes
///   (`f64::to_le_bytes`).
///
/// Only the layout is known here: what each string means (a kind, a rank, a code, an option) is
/// read by the program's own types, once a string, and a field this does not know fails the
/// build, naming it.
fn pack_chart(mut chart: Value) -> Result<Vec<u8>, String> {
    let cells = match chart.get_mut("cells") {
        Some(Value::Array(cells)) => std::mem::take(cells),
        _ => return Err("a chart lists its `cells`".into()),
    };
    let head = serde_json::to_vec(&chart).map_err(|e| e.to_string())?;
    let mut strings: Vec<String> = Vec::new();
    let mut packed = Vec::with_capacity(cells.len() * 60);
    for cell in &cells {
        let Value::Object(fields) = cell else { return Err("a cell is a map".into()) };
        if let Some(unknown) =
            fields.keys().find(|k| !["kind", "player", "dealer", "action", "ev"].contains(&k.as_str()))
        {
            return Err(format!("a cell has an unknown field `{unknown}`"));
        }
        let field = |name: &str| fields.get(name).ok_or_else(|| format!("a cell has no `{name}`"));
        let mut string = |value: &Value| -> Result<u8, String> {
            let Value::String(s) = value else { return Err(format!("`{value}` should be a string")) };
            let at = match strings.iter().position(|known| known == s) {
                Some(at) => at,
                None => {
                    strings.push(s.clone());
                    strings.len() - 1
                }
            };
            u8::try_from(at).map_err(|_| "a chart's cells hold too many strings".to_string())
        };
        packed.push(string(field("kind")?)?);
        match field("player")? {
            Value::Number(n) => {
                let total = n
                    .as_u64()
                    .and_then(|t| u8::try_from(t).ok())
                    .ok_or("a cell's total is a small number")?;
                packed.extend_from_slice(&[0, total]);
            }
            pair => packed.extend_from_slice(&[1, string(pair)?]),
        }
        packed.push(string(field("dealer")?)?);
        packed.push(string(field("action")?)?);
        let Value::Object(ev) = field("ev")? else { return Err("a cell's `ev` is a map".into()) };
        packed.push(u8::try_from(ev.len()).map_err(|e| e.to_string())?);
        for (name, value) in ev {
            packed.push(string(&Value::String(name.clone()))?);
            match value {
                Value::Null => packed.push(0),
                Value::Number(n) => {
                    packed.push(1);
                    packed.extend_from_slice(&n.as_f64().ok_or("a value is a number")?.to_le_bytes());
                }
                _ => return Err(format!("the value of `{name}` is a number or null")),
            }
        }
    }
    let mut out = Vec::with_capacity(head.len() + packed.len() + 256);
    count(&mut out, head.len())?;
    out.extend_from_slice(&head);
    out.push(u8::try_from(strings.len()).map_err(|e| e.to_string())?);
    for s in &strings {
        out.push(u8::try_from(s.len()).map_err(|_| format!("`{s}` is too long"))?);
        out.extend_from_slice(s.as_bytes());
    }
    count(&mut out, cells.len())?;
    out.extend_from_slice(&packed);
    Ok(out)
}

/// A length or a count, as a little-endian `u32`.
fn count(out: &mut Vec<u8>, n: usize) -> Result<(), String> {
    out.extend_from_slice(&u32::try_from(n).map_err(|e| e.to_string())?.to_le_bytes());
    Ok(())
}
