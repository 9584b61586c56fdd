//! Loading the YAML data files (tables, charts, drills): errors that name the file, line, column
//! and field, and validation that reports every problem in a file rather than the first.

use std::fmt;

use serde::de::DeserializeOwned;
use thiserror::Error;

/// One problem in a data file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    /// The file (a path, or `preset NAME` for data shipped in the binary).
    pub origin: String,
    /// 1-based line, when known.
    pub line: Option<usize>,
    /// 1-based column, when known.
    pub column: Option<usize>,
    /// The field concerned, as a dotted path, when known.
    pub field: Option<String>,
    /// What is wrong, and what is accepted.
    pub message: String,
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.origin)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
            if let Some(column) = self.column {
                write!(f, ":{column}")?;
            }
        }
        f.write_str(": ")?;
        if let Some(field) = &self.field {
            write!(f, "field `{field}`: ")?;
        }
        f.write_str(&self.message)
    }
}

/// Every problem found in one or more data files.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct DataErrors(pub Vec<DataError>);

impl fmt::Display for DataErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

/// Collects the problems of one file, locating fields by their key in the text.
#[derive(Debug)]
pub struct Problems<'a> {
    origin: &'a str,
    text: &'a str,
    found: Vec<DataError>,
}

impl<'a> Problems<'a> {
    /// Starts an empty list for this file.
    pub fn new(origin: &'a str, text: &'a str) -> Problems<'a> {
        Problems { origin, text, found: Vec::new() }
    }

    /// Records a problem with a field given as a dotted path (`session.bet.min`).
    pub fn field(&mut self, field: &str, message: impl Into<String>) {
        let line = locate_key(self.text, field);
        self.found.push(DataError {
            origin: self.origin.to_string(),
            line: line.map(|(l, _)| l),
            column: line.map(|(_, c)| c),
            field: Some(field.to_string()),
            message: message.into(),
        });
    }

    /// Records a problem at a known line.
    pub fn at_line(&mut self, line: usize, field: &str, message: impl Into<String>) {
        self.found.push(DataError {
            origin: self.origin.to_string(),
            line: Some(line),
            column: None,
            field: Some(field.to_string()),
            message: message.into(),
        });
    }

    /// Ok when nothing was recorded, else every problem.
    pub fn finish(self) -> Result<(), DataErrors> {
        if self.found.is_empty() { Ok(()) } else { Err(DataErrors(self.found)) }
    }
}

/// The line and column of a dotted key path (`session.bet.min`) in a YAML text: each key is looked
/// for inside the block of the one before it. Falls back to the deepest key found.
pub fn locate_key(text: &str, path: &str) -> Option<(usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found: Option<(usize, usize)> = None;
    // The block being searched: lines after `from`, indented more than `parent_indent`.
    let mut from = 0usize;
    let mut parent_indent: Option<usize> = None;
    for key in path.split('.') {
        let key = key.split('[').next().unwrap_or(key);
        let mut hit = None;
        for (i, line) in lines.iter().enumerate().skip(from) {
            let body = line.trim_start();
            if body.is_empty() || body.starts_with('#') {
                continue;
            }
            let indent = line.len() - body.len();
            if parent_indent.is_some_and(|p| indent <= p) {
                break;
            }
            let body = body.trim_start_matches("- ");
            let key_indent = line.len() - body.len();
            if parent_indent.is_none() && indent > 0 {
                continue;
            }
            if body.strip_prefix(key).is_some_and(|rest| rest.starts_with(':')) {
                hit = Some((i, key_indent));
                break;
            }
        }
        let Some((i, indent)) = hit else { break };
        found = Some((i + 1, indent + 1));
        from = i + 1;
        parent_indent = Some(indent);
    }
    found
}

/// Parses a YAML text into `T`, turning a syntax or shape error into a [`DataError`] with its
/// position.
pub fn parse_yaml<T: DeserializeOwned>(origin: &str, text: &str) -> Result<T, DataErrors> {
    serde_yaml::from_str(text).map_err(|e| {
        let location = e.location();
        let raw = e.to_string();
        // The library appends " at line L column C"; we print the position in front instead.
        let message = match raw.find(" at line ") {
            Some(cut) => raw[..cut].to_string(),
            None => raw,
        };
        let (field, message) = match message.split_once(": ") {
            Some((path, rest)) if !path.contains(' ') => (Some(path.to_string()), rest.to_string()),
            _ => (None, message),
        };
        DataErrors(vec![DataError {
            origin: origin.to_string(),
            line: location.as_ref().map(|l| l.line()),
            column: location.as_ref().map(|l| l.column()),
            field,
            message,
        }])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_nested_keys() {
        let text = "a: 1\nsession:\n  seats: 3\n  bet:\n    min: 2\n    unit: 2\nbet: 9\n";
        assert_eq!(locate_key(text, "a"), Some((1, 1)));
        assert_eq!(locate_key(text, "session.bet.min"), Some((5, 5)));
        assert_eq!(locate_key(text, "session.bet.unit"), Some((6, 5)));
        assert_eq!(locate_key(text, "bet"), Some((7, 1)));
    }

    #[test]
    fn syntax_errors_carry_the_position() {
        #[derive(serde::Deserialize, Debug)]
        #[serde(deny_unknown_fields)]
        #[allow(dead_code)]
        struct S {
            a: u8,
        }
        let err = parse_yaml::<S>("t.yaml", "a: 1\nb: 2\n").unwrap_err();
        let text = err.to_string();
        assert!(text.starts_with("t.yaml:2:1: "), "{text}");
        assert!(text.contains("unknown field `b`"), "{text}");
    }
}
