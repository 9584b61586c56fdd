//! The layers of `src/` (see ARCHITECTURE.md), checked from the source: each layer names only the
//! layers below it, and only the command line touches the terminal. The web face stands beside
//! the command line: it uses the coach and what is below it, never the command line, and the
//! command line may use its pages (the HTML a command writes is the page the browser shows).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers from the bottom up, with the crate paths each may name.
const LAYERS: [(&str, &[&str]); 7] = [
    ("lang", &["lang"]),
    ("data", &["lang", "data"]),
    ("game", &["lang", "data", "game"]),
    ("strategy", &["lang", "data", "game", "strategy"]),
    ("coach", &["lang", "data", "game", "strategy", "coach"]),
    ("web", &["lang", "data", "game", "strategy", "coach", "web"]),
    ("cli", &["lang", "data", "game", "strategy", "coach", "web", "cli"]),
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
    TERMINAL_CRATES.into_iter().filter(|krate| crate_uses(text, krate)).collect()
}

/// Whether code of `text` (outside comments) names the crate `krate`.
fn crate_uses(text: &str, krate: &str) -> bool {
    text.lines().map(|l| l.split("//").next().unwrap_or("")).any(|code| {
        code.contains(&format!("use {krate}::"))
            || code.contains(&format!("use {krate};"))
            || code.contains(&format!("{krate}::"))
                && !code.contains(&format!("_{krate}::"))
                && !code.contains(&format!("crate::{krate}"))
    })
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
        // The server's crates stay in the web face: the layers below never wait on a socket.
        if layer != "web" {
            for krate in ["axum", "tokio"] {
                if crate_uses(&text, krate) {
                    wrong
                        .push(format!("{}: the {layer} layer uses the server crate {krate}", file.display()));
                }
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

/// The module a file of `src/` is: `game/round/mod.rs` is `game::round`, `game/round/deal.rs`
/// is `game::round::deal`; `lib.rs` and `main.rs` are the crate itself (`""`).
fn module_of(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Vec<String> =
        rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        parts.pop();
    }
    parts.join("::")
}

/// Is `inner` the module `outer` or inside it?
fn is_within(inner: &str, outer: &str) -> bool {
    outer.is_empty() || inner == outer || inner.starts_with(&format!("{outer}::"))
}

/// The code of a file with its comments (`//`, `///`, `//!`) taken out, lines kept.
fn code_of(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// Reads a path from `s`: `a::b::{c, d::e}` gives `[a, b, c]` and `[a, b, d, e]`, each
/// prefixed by `prefix`.
fn read_paths(s: &str, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    let mut i = 0;
    let bytes = s.as_bytes();
    loop {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'{' {
            // A group: each member a path of its own under what was read so far.
            i += 1;
            loop {
                i += read_paths(&s[i..], &path, out);
                while i < bytes.len() && bytes[i].is_ascii_whitespace() {
                    i += 1;
                }
                match bytes.get(i) {
                    Some(b',') => i += 1,
                    Some(b'}') => return i + 1,
                    _ => return i,
                }
            }
        }
        let start = i;
        while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
            i += 1;
        }
        if i > start {
            path.push(s[start..i].to_string());
        }
        if s[i..].starts_with("::") && i > start {
            i += 2;
            continue;
        }
        out.push(path);
        return i;
    }
}

/// The modules a file names through `crate::` and `super::` paths in its code, as absolute
/// module paths (the longest module of `modules` each path starts with). `super` inside an
/// inline module (`mod tests { use super::*; }`) is the file's own module.
fn imported_modules(module: &str, text: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let code = code_of(text);
    let mut found = BTreeSet::new();
    // Inline modules open at each brace depth, to know where `super` points.
    let mut depth = 0usize;
    let mut inline_at: Vec<usize> = Vec::new();
    let mut pending_mod = false;
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        let before_ok =
            i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b'$');
        if before_ok && rest.starts_with(b"mod ") {
            pending_mod = true;
        }
        match bytes[i] {
            b'{' => {
                depth += 1;
                if pending_mod {
                    inline_at.push(depth);
                    pending_mod = false;
                }
            }
            b'}' => {
                if inline_at.last() == Some(&depth) {
                    inline_at.pop();
                }
                depth = depth.saturating_sub(1);
            }
            b';' => pending_mod = false,
            _ => {}
        }
        let start = if before_ok && rest.starts_with(b"crate::") {
            Some((Vec::new(), "crate::".len()))
        } else if before_ok && rest.starts_with(b"super::") {
            let mut ups = 0usize;
            let mut j = 0;
            while bytes[i + j..].starts_with(b"super::") {
                ups += 1;
                j += "super::".len();
            }
            // `super` climbs out of the inline modules first, then out of the file's module.
            let mut base: Vec<String> =
                module.split("::").filter(|p| !p.is_empty()).map(String::from).collect();
            let above = ups.saturating_sub(inline_at.len());
            for _ in 0..above {
                base.pop();
            }
            Some((base, j))
        } else {
            None
        };
        if let Some((base, skip)) = start {
            let mut paths = Vec::new();
            let used = read_paths(&code[i + skip..], &base, &mut paths);
            for path in paths {
                let target = (0..=path.len())
                    .rev()
                    .map(|n| path[..n].join("::"))
                    .find(|m| modules.contains(m))
                    .unwrap_or_default();
                found.insert(target);
            }
            i += skip + used;
            continue;
        }
        i += 1;
    }
    found
}

/// Every module of `src/` with the modules it imports, leaving out its own ancestors and
/// descendants (a module and the modules inside it are one unit).
fn import_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let modules: BTreeSet<String> = files.iter().map(|f| module_of(&src, f)).collect();
    let mut graph = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        if module.is_empty() {
            continue;
        }
        let text = fs::read_to_string(file).unwrap();
        let imports: BTreeSet<String> = imported_modules(&module, &text, &modules)
            .into_iter()
            .filter(|m| !m.is_empty() && !is_within(m, &module) && !is_within(&module, m))
            .collect();
        graph.insert(module, imports);
    }
    graph
}

#[test]
fn no_modules_import_each_other_in_a_circle() {
    let graph = import_graph();
    assert!(graph.len() > 40, "only {} modules read", graph.len());
    // A depth-first walk: a module met again while its own imports are still being walked closes
    // a circle, which is reported as the path from that module back to itself.
    fn walk<'a>(
        at: &'a String,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a String>,
        done: &mut BTreeSet<&'a String>,
        circles: &mut Vec<String>,
    ) {
        if let Some(start) = path.iter().position(|m| *m == at) {
            let mut circle: Vec<&str> = path[start..].iter().map(|m| m.as_str()).collect();
            circle.push(at);
            circles.push(circle.join(" -> "));
            return;
        }
        if !done.insert(at) {
            return;
        }
        path.push(at);
        for next in graph.get(at).into_iter().flatten() {
            walk(next, graph, path, done, circles);
        }
        path.pop();
    }
    let (mut path, mut done, mut circles) = (Vec::new(), BTreeSet::new(), Vec::new());
    for module in graph.keys() {
        walk(module, &graph, &mut path, &mut done, &mut circles);
    }
    assert!(circles.is_empty(), "modules that import each other in a circle:\n{}", circles.join("\n"));
}

/// A strategy question's key is typed in the learner's record, which the drills may read: the
/// record reads no drill, and no module of the learner reads the strategy drill.
#[test]
fn the_strategy_drill_and_the_learners_record_do_not_import_each_other() {
    let graph = import_graph();
    assert!(graph.contains_key("coach::learner::record::key"), "{:?}", graph.keys());
    assert!(graph["coach::drill::strategy"].iter().any(|m| is_within(m, "coach::learner::record")));
    for (module, imports) in &graph {
        if is_within(module, "coach::learner::record") {
            let drills: Vec<&String> = imports.iter().filter(|m| is_within(m, "coach::drill")).collect();
            assert!(drills.is_empty(), "{module} imports {drills:?}");
        }
        if is_within(module, "coach::learner") {
            assert!(!imports.contains("coach::drill::strategy"), "{module} imports coach::drill::strategy");
        }
    }
}

#[test]
fn the_circle_check_reads_paths_as_the_compiler_does() {
    let modules: BTreeSet<String> =
        ["game", "game::round", "game::round::deal", "game::rules", "strategy", "strategy::chart"]
            .into_iter()
            .map(String::from)
            .collect();
    let read = |module: &str, text: &str| -> Vec<String> {
        imported_modules(module, text, &modules).into_iter().collect()
    };
    assert_eq!(
        read(
            "game::round::deal",
            "use super::{Round, SeatHand};\nuse crate::game::rules::{HoleCard, TableRules};"
        ),
        vec!["game::round", "game::rules"]
    );
    assert_eq!(
        read("game::round", "use crate::{game::rules::Ratio, strategy::chart};"),
        vec!["game::rules", "strategy::chart"]
    );
    // `super` in a test module is the file's own module; comments are not code.
    assert_eq!(
        read("game::rules", "mod tests {\n    use super::*; // crate::strategy\n}"),
        vec!["game::rules"]
    );
    assert_eq!(
        read("game::round::deal", "mod tests {\n    use super::super::Round;\n}"),
        vec!["game::round"]
    );
}

/// Every source file stays short enough to read whole.
#[test]
fn every_source_file_stays_under_a_thousand_lines() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut long = Vec::new();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let checked = files.len();
    for file in files {
        let lines = fs::read_to_string(&file).unwrap().lines().count();
        if lines >= 1000 {
            long.push(format!("{}: {lines} lines", file.display()));
        }
    }
    assert!(checked > 100, "only {checked} files checked");
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// What the commands share, as `cli/mod.rs` says: a command module imports only these (and its
/// own parts); the home (`menu`) alone runs other commands.
const CLI_SHARED: [&str; 10] = [
    "cli::args",
    "cli::choices",
    "cli::count_view",
    "cli::paint",
    "cli::progress",
    "cli::prompt",
    "cli::session",
    "cli::term",
    "cli::trend",
    "cli::validate",
];

#[test]
fn command_modules_never_use_one_another() {
    let graph = import_graph();
    let mut crossed = Vec::new();
    for (module, imports) in &graph {
        let top = module.split("::").take(2).collect::<Vec<_>>().join("::");
        if !top.starts_with("cli::") || CLI_SHARED.contains(&top.as_str()) || top == "cli::menu" {
            continue;
        }
        for m in imports.iter().filter(|m| m.starts_with("cli::")) {
            let other = m.split("::").take(2).collect::<Vec<_>>().join("::");
            if other != top && !CLI_SHARED.contains(&other.as_str()) {
                crossed.push(format!("{module} uses {m}"));
            }
        }
    }
    assert!(graph.contains_key("cli::menu"), "the cli modules were not read");
    assert!(crossed.is_empty(), "{}", crossed.join("\n"));
}
