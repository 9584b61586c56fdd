//! The layers of `src/` (see ARCHITECTURE.md), checked from the source: each layer names only the
//! layers below it, and only the command line touches the terminal.

use std::fs;
use std::path::{Path, PathBuf};

/// The layers from the bottom up, with the crate paths each may name.
const LAYERS: [(&str, &[&str]); 5] = [
    ("data", &["data"]),
    ("game", &["data", "game"]),
    ("strategy", &["data", "game", "strategy"]),
    ("coach", &["data", "game", "strategy", "coach"]),
    ("cli", &["data", "game", "strategy", "coach", "cli"]),
];

/// Crates that draw on or read from the terminal.
const TERMINAL_CRATES: [&str; 5] = ["clap", "dialoguer", "console", "indicatif", "ctrlc"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The layer a file of `src/` belongs to, if any (`lib.rs` and `main.rs` stand above them all).
fn layer_of(src: &Path, file: &Path) -> Option<&'static str> {
    let rel = file.strip_prefix(src).unwrap();
    let first = rel.components().next()?.as_os_str().to_str()?.trim_end_matches(".rs");
    LAYERS.iter().map(|(name, _)| *name).find(|name| *name == first)
}

/// The top-level modules a file names through `crate::` paths, outside comments.
fn crate_paths(text: &str) -> Vec<String> {
    let mut named = Vec::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(i) = rest.find("crate::") {
            let after = &rest[i + "crate::".len()..];
            let name: String = after.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !name.is_empty() {
                named.push(name);
            }
            rest = after;
        }
        // `use crate::{game, strategy}` names several at once.
        if let Some(i) = code.find("crate::{") {
            let group = &code[i + "crate::{".len()..];
            for part in group.split(['}', ',']) {
                let name: String =
                    part.trim().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if !name.is_empty() {
                    named.push(name);
                }
            }
        }
    }
    named
}

/// The terminal crates a file uses, outside comments.
fn terminal_crates(text: &str) -> Vec<&'static str> {
    TERMINAL_CRATES
        .into_iter()
        .filter(|krate| {
            text.lines().map(|l| l.split("//").next().unwrap_or("")).any(|code| {
                code.contains(&format!("use {krate}::"))
                    || code.contains(&format!("use {krate};"))
                    || code.contains(&format!("{krate}::"))
                        && !code.contains(&format!("_{krate}::"))
                        && !code.contains(&format!("crate::{krate}"))
            })
        })
        .collect()
}

#[test]
fn each_layer_names_only_the_layers_below_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut checked = 0;
    let mut wrong = Vec::new();
    for file in &files {
        let Some(layer) = layer_of(&src, file) else { continue };
        let allowed = LAYERS.iter().find(|(name, _)| *name == layer).map(|(_, a)| *a).unwrap();
        let text = fs::read_to_string(file).unwrap();
        for name in crate_paths(&text) {
            let is_layer = LAYERS.iter().any(|(l, _)| *l == name);
            if is_layer && !allowed.contains(&name.as_str()) {
                wrong.push(format!("{}: the {layer} layer names crate::{name}", file.display()));
            }
        }
        if layer != "cli" {
            for krate in terminal_crates(&text) {
                wrong.push(format!("{}: the {layer} layer uses the terminal crate {krate}", file.display()));
            }
        }
        checked += 1;
    }
    assert!(checked > 40, "only {checked} files checked");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_checker_sees_what_it_must_refuse() {
    assert_eq!(crate_paths("use crate::coach::play::run; // crate::cli"), vec!["coach"]);
    assert_eq!(crate_paths("use crate::{game, strategy::chart};"), vec!["game", "strategy"]);
    assert_eq!(terminal_crates("use console::style;\nlet x = 1;"), vec!["console"]);
    assert!(terminal_crates("// dialoguer::Select is for the cli").is_empty());
}
