//! Nothing raw reaches the terminal: names typed on the command line, a file's text and a crafted
//! journal are shown with their control characters and bidirectional overrides escaped; a data
//! file with a megabyte in one text is a short error; a typed é at a terminal that is not in
//! UTF-8 leaves the Enter after it to end the answer.

use crate::cli::Run;

/// A name that would blink the text and reverse the rest of its line if printed as it is.
const HOSTILE: &str = "\u{1b}[5mZ\u{202e}lmth.exe";

/// Checks that `text` holds no control character but line breaks, no bidirectional override,
/// and no line wider than `width`.
fn fit(text: &str, width: usize, what: &str) {
    let raw: Vec<char> = text
        .chars()
        .filter(|&c| (c.is_control() && c != '\n') || ('\u{202a}'..='\u{202e}').contains(&c))
        .collect();
    assert!(raw.is_empty(), "{what}: {raw:?} in\n{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= width, "{what}: a line of {}:\n{line}", line.chars().count());
    }
}

/// Every option that takes a name says a wrong one back escaped, at 60 and 80 columns. Before,
/// each was quoted raw: `bjcoach drill $'\e[5mZ\u202e…'` made the terminal blink.
#[test]
fn names_typed_on_the_command_line_are_said_back_escaped() {
    let cases: [&[&str]; 10] = [
        &["drill", HOSTILE],
        &["rules", "--table", HOSTILE],
        &["play", "--others", HOSTILE],
        &["simulate", "--player", HOSTILE],
        &["simulate", "--compare", HOSTILE],
        &["simulate", "--count", HOSTILE],
        &["indices", "--system", HOSTILE],
        &["stats", "--drill", HOSTILE],
        &["play", "--count", HOSTILE],
        &[HOSTILE],
    ];
    for args in cases {
        for width in [60, 80] {
            let (out, err) = Run::new(args).columns(width).expect(2);
            let said = format!("{out}{err}");
            fit(&said, width, &format!("{args:?}"));
            assert!(said.contains("\\u{202e}"), "{args:?}: the override is not said\n{said}");
        }
    }
}

/// A table file whose title holds a right-to-left override is shown with the override escaped.
#[test]
fn a_bidirectional_override_in_a_table_file_is_shown_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let book = std::fs::read_to_string("tables/book.yaml").unwrap();
    let title = book.lines().find(|l| l.starts_with("title: ")).unwrap();
    let path = dir.path().join("t.yaml");
    std::fs::write(&path, book.replace(title, "title: Table \u{202e}deen uoy lla")).unwrap();
    for width in [60, 80] {
        let out = Run::new(&["rules", "--table-file", path.to_str().unwrap()]).columns(width).ok();
        fit(&out, width, "rules");
        assert!(out.contains("Table \\u{202e}deen uoy lla"), "{out}");
    }
}

/// A journal with escape sequences in its answers (the fuzz corpus's `journal-escapes.jsonl`)
/// exports them escaped: the CSV export is read on screens too. Before, `stats --export csv`
/// cleared the screen and retitled the window.
#[test]
fn a_crafted_journal_exports_without_control_bytes() {
    let data = tempfile::tempdir().unwrap();
    let crafted = std::fs::read("tests/fuzz_corpus/journal/journal-escapes.jsonl").unwrap();
    std::fs::write(data.path().join("journal-1.jsonl"), crafted).unwrap();
    let out = Run::new(&["stats", "--export", "csv"]).data_dir(data.path()).ok();
    assert!(!out.chars().any(|c| c.is_control() && c != '\n'), "{out:?}");
    assert!(out.contains("hard 16 v T\\u{1b}[2J,s\\u{1b}]0;X\\u{7},h,false"), "{out}");
    let (out, err) = Run::new(&["stats"]).data_dir(data.path()).expect(0);
    fit(&format!("{out}{err}"), 80, "stats");
}

/// The file `name` with the first line starting with `key` given a text of 900,000 characters:
/// nearly a megabyte, the largest chart file still under the size limit of a data file.
fn with_a_megabyte(dir: &std::path::Path, name: &str, key: &str) -> String {
    let text = std::fs::read_to_string(name).unwrap();
    let line = text.lines().find(|l| l.starts_with(key)).unwrap_or_else(|| panic!("{name}: {key}"));
    let path = dir.join(name.replace('/', "-"));
    std::fs::write(&path, text.replacen(line, &format!("{key} {}", "x".repeat(900_000)), 1)).unwrap();
    path.to_str().unwrap().to_string()
}

/// A data file with nearly a megabyte in one text (a name, a title) gives a short error naming the
/// field, whatever option reads it. Before, every one loaded and printed the megabyte: 1,000,945
/// bytes from `simulate --count hi-lo --ramp FILE`, 2,000,959 from `simulate --count FILE`.
#[test]
fn a_megabyte_in_one_text_of_a_data_file_is_a_short_error() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let system = with_a_megabyte(d, "counts/hi-lo.yaml", "name:");
    let ramp = with_a_megabyte(d, "ramps/one-to-four.yaml", "name:");
    let drill = with_a_megabyte(d, "drills/hand-totals.yaml", "title:");
    let table = with_a_megabyte(d, "tables/book.yaml", "title:");
    let chart = with_a_megabyte(d, "charts/book.yaml", "table:");
    let cases: [(&[&str], &str); 7] = [
        (&["indices", "--system-file", &system], "name"),
        (&["simulate", "--count", &system, "--hands", "100"], "name"),
        (&["play", "--count", &system, "--rounds", "1", "--answers", "-"], "name"),
        (&["simulate", "--count", "hi-lo", "--ramp", &ramp, "--hands", "100"], "name"),
        (&["drill", "--drill-file", &drill, "-n", "1", "--answers", "-"], "title"),
        (&["rules", "--table-file", &table], "title"),
        (&["simulate", "--player", &chart, "--hands", "100"], "table"),
    ];
    for (args, field) in cases {
        for width in [60, 80] {
            let (out, err) = Run::new(args).columns(width).stdin("").expect(2);
            let said = format!("{out}{err}");
            assert!(said.len() < 400, "{args:?}: {} bytes", said.len());
            fit(&said, width, &format!("{args:?}"));
            let flat = crate::cli::flat(&said);
            assert!(
                flat.contains(&format!(
                    "field `{field}`: a text of 900000 characters; a data file's texts are at most 2000"
                )),
                "{args:?}: {flat}"
            );
        }
    }
}

/// At a terminal in Latin-1, é is the one byte 0xE9, which starts a three-byte character in
/// UTF-8: the terminal library read the Enter after it into that character, and the answer was
/// never taken. Now the lone byte is read as é and Enter ends the line; é sent in UTF-8 reads as é
/// too.
#[cfg(unix)]
#[test]
fn a_latin1_e_acute_leaves_the_enter_after_it_to_end_the_answer() {
    let mut t = crate::pty::Terminal::start(&["drill", "hand-totals", "--seed", "1", "-n", "1"], 24, 80);
    t.wait(0, |w| w.trim_end().ends_with("Your answer:"));
    let before = t.written().len();
    t.type_bytes(b"\xe9\r");
    t.wait(before, |w| w.contains("`\u{e9}` is not understood here"));
    let before = t.written().len();
    t.type_bytes("\u{e9}t\u{e9}\r".as_bytes());
    t.wait(before, |w| w.contains("`\u{e9}t\u{e9}` is not understood here"));
    t.type_keys("\u{3}");
    assert!(matches!(t.finish(), Some(0 | 130)));
}
