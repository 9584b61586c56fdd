//! Loading the YAML data files (tables, charts, drills): errors that name the file, line, column
//! and field, and validation that reports every problem in a file rather than the first.
//!
//! A file is refused before it reaches the YAML parser when it is larger than
//! [`MAX_DATA_FILE_BYTES`] or nests deeper than [`MAX_NESTING`]: a data file is a few kilobytes
//! and three levels deep, and the parser takes seconds and unbounded memory on hostile input.

use std::fmt;
use std::io::Read;
use std::path::Path;

use serde::Deserialize;
use serde::de::{
    self, DeserializeOwned, Deserializer, EnumAccess, MapAccess, SeqAccess, VariantAccess, Visitor,
};
use serde_yaml::Value;
use thiserror::Error;

mod parsed;
mod reason;
pub use parsed::parser_reason;
pub use reason::{Reason, ReasonArg};

/// The largest data file read, in bytes (1 MiB); the shipped ones are under 20 KiB.
pub const MAX_DATA_FILE_BYTES: u64 = 1 << 20;

/// The deepest nesting of lists and mappings accepted in a data file; the shipped ones nest 3.
pub const MAX_NESTING: usize = 64;

/// The longest text (a name, a title, an explanation) a data file may hold, in characters; the
/// longest shipped one is 361 (`drills/catch-the-dealer.yaml`, `teaches`). A name is printed in
/// headings and prompts, so a file with a megabyte in one would print a megabyte.
pub const MAX_TEXT_CHARS: usize = 2_000;

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
    pub message: Reason,
}

impl DataError {
    /// Where the problem is: `FILE`, `FILE:LINE` or `FILE:LINE:COLUMN`.
    pub fn place(&self) -> String {
        match (self.line, self.column) {
            (Some(line), Some(column)) => format!("{}:{line}:{column}", self.origin),
            (Some(line), None) => format!("{}:{line}", self.origin),
            _ => self.origin.clone(),
        }
    }
}

impl fmt::Display for DataError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place())?;
        if let Some(field) = &self.field {
            write!(f, "field `{}`: ", shown(field, QUOTED_MOST))?;
        }
        f.write_str(&shown_quotes(&self.message.to_string()))
    }
}

/// The most characters of a value quoted in a message: a longer one is cut, its length said.
pub const QUOTED_MOST: usize = 60;

/// Is `c` a character never written raw to a terminal: a control character (which could move the
/// cursor, clear the screen or retitle the window) or a bidirectional override or isolate (which
/// could show a line's characters in another order than they are read)?
pub fn needs_escape(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Text from a file or a person, as it may be written to a terminal: the characters
/// [`needs_escape`] names written as escapes (`\u{1b}`), and cut after `most` characters, the
/// length said.
pub fn shown(text: &str, most: usize) -> String {
    let count = text.chars().count();
    let mut out: String = text
        .chars()
        .take(most)
        .map(|c| if needs_escape(c) { c.escape_unicode().to_string() } else { c.to_string() })
        .collect();
    if count > most {
        out.push_str(&format!("… ({count} characters)"));
    }
    out
}

/// A message of lines with every character [`needs_escape`] names escaped but the line breaks,
/// nothing cut: an error as it reaches the terminal, whatever values it quotes.
pub fn shown_lines(message: &str) -> String {
    message.split('\n').map(|line| shown(line, usize::MAX)).collect::<Vec<_>>().join("\n")
}

/// A message with each value it quotes between backticks [`shown`], and any control character
/// outside them escaped too.
pub fn shown_quotes(message: &str) -> String {
    let mut out = String::new();
    for (i, part) in message.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        // Odd parts sit between backticks: quoted values; even parts are our own words.
        out.push_str(&shown(part, if i % 2 == 1 { QUOTED_MOST } else { usize::MAX }));
    }
    out
}

/// Every problem found in one or more data files.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub struct DataErrors(pub Vec<DataError>);

/// The most problems a command shows of a file it cannot read; `bjcoach validate` shows them all.
pub const PROBLEMS_SHOWN: usize = 15;

impl fmt::Display for DataErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().take(PROBLEMS_SHOWN).enumerate() {
            if i > 0 {
                f.write_str("\n")?;
            }
            write!(f, "{e}")?;
        }
        // A file far from the form (a mutated or foreign file) would otherwise fill the screen.
        let more = self.0.len().saturating_sub(PROBLEMS_SHOWN);
        if more > 0 {
            let what = if more == 1 { "problem" } else { "problems" };
            write!(f, "\n… and {more} more {what}: `bjcoach validate FILE` lists them all")?;
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
    /// A key that cannot be found (written in a flow mapping, `{decks: 9}`) is placed where the
    /// document starts.
    pub fn field(&mut self, field: &str, message: Reason) {
        let place =
            locate_key(self.text, field).unwrap_or_else(|| (first_content_line(self.text).unwrap_or(1), 1));
        self.at(place, field, message);
    }

    /// Records a field that is absent: it is placed at the mapping that should hold it (the
    /// parent key, or the first line of the document for a top-level field).
    pub fn missing(&mut self, field: &str, message: Reason) {
        let place = match field.rsplit_once('.') {
            Some((parent, _)) => locate_key(self.text, parent),
            None => None,
        }
        .unwrap_or_else(|| (first_content_line(self.text).unwrap_or(1), 1));
        self.at(place, field, message);
    }

    /// Records a problem at a known line and column.
    pub fn at(&mut self, (line, column): (usize, usize), field: &str, message: Reason) {
        self.found.push(DataError {
            origin: self.origin.to_string(),
            line: Some(line),
            column: Some(column),
            field: Some(field.to_string()),
            message,
        });
    }

    /// Records a problem at a known line, placed at its first character that is not a space.
    pub fn at_line(&mut self, line: usize, field: &str, message: Reason) {
        let indent = self
            .text
            .lines()
            .nth(line.saturating_sub(1))
            .map_or(0, |l| l.chars().take_while(|c| *c == ' ' || *c == '\t').count());
        self.at((line, indent + 1), field, message);
    }

    /// Ok when nothing was recorded, else every problem.
    pub fn finish(self) -> Result<(), DataErrors> {
        if self.found.is_empty() { Ok(()) } else { Err(DataErrors(self.found)) }
    }
}

/// The line and column of a dotted key path (`session.bet.min`) in a YAML text: each key is looked
/// for inside the block of the one before it. Falls back to the deepest key found.
pub fn locate_key(text: &str, path: &str) -> Option<(usize, usize)> {
    walk_keys(text, path).0
}

/// Every place where the last key of a dotted path is written inside its parent's block, in
/// order: more than one when a key is repeated.
pub fn locate_repeats(text: &str, path: &str) -> Vec<(usize, usize)> {
    walk_keys(text, path).1
}

/// The line and column of item `index` (from 0) of the block list under a dotted key path, the
/// `- ` that starts it; `None` when the list is written in flow style (`[a, b]`) or is shorter.
pub fn locate_item(text: &str, path: &str, index: usize) -> Option<(usize, usize)> {
    let (line, column) = locate_key(text, path)?;
    let key_indent = column - 1;
    let mut item_indent: Option<usize> = None;
    let mut seen = 0usize;
    for (i, l) in text.lines().enumerate().skip(line) {
        let body = l.trim_start();
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let indent = l.len() - body.len();
        if indent < key_indent || (indent == key_indent && !body.starts_with("- ")) {
            return None;
        }
        if !body.starts_with("- ") && body != "-" {
            continue;
        }
        match item_indent {
            None => item_indent = Some(indent),
            Some(first) if indent != first => continue,
            Some(_) => {}
        }
        if seen == index {
            return Some((i + 1, indent + 1));
        }
        seen += 1;
    }
    None
}

/// The first line that is neither blank nor a comment.
fn first_content_line(text: &str) -> Option<usize> {
    text.lines().position(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#')).map(|i| i + 1)
}

/// A 1-based line and column.
type Place = (usize, usize);

/// Follows a dotted key path through a YAML text: the place of the deepest key found, and every
/// place of the last key when the whole path is found.
fn walk_keys(text: &str, path: &str) -> (Option<Place>, Vec<Place>) {
    let lines: Vec<&str> = text.lines().collect();
    let mut found: Option<(usize, usize)> = None;
    // The block being searched: lines after `from`, indented more than `parent_indent`.
    let mut from = 0usize;
    let mut parent_indent: Option<usize> = None;
    let keys: Vec<&str> = path.split('.').collect();
    let mut all = Vec::new();
    for (depth, key) in keys.iter().enumerate() {
        let key = key.split('[').next().unwrap_or(key);
        let last = depth + 1 == keys.len();
        let mut hits = Vec::new();
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
            // A repeated key counts only at the indentation of the first one: deeper lines
            // belong to its value.
            if hits.first().is_some_and(|&(_, first)| key_indent != first) {
                continue;
            }
            if body.strip_prefix(key).is_some_and(|rest| rest.starts_with(':')) {
                hits.push((i, key_indent));
                if !last {
                    break;
                }
            }
        }
        let Some(&(i, indent)) = hits.first() else { break };
        found = Some((i + 1, indent + 1));
        if last {
            all = hits.iter().map(|&(i, indent)| (i + 1, indent + 1)).collect();
        }
        from = i + 1;
        parent_indent = Some(indent);
    }
    (found, all)
}

/// Reads a data file, refusing one larger than [`MAX_DATA_FILE_BYTES`] or not in UTF-8 (reading
/// stops at the limit, so `/dev/zero` is refused rather than filling the memory).
pub fn read_data_file(path: &Path) -> Result<String, DataErrors> {
    let origin = path.display().to_string();
    let problem = |message: Reason| {
        DataErrors(vec![DataError { origin: origin.clone(), line: None, column: None, field: None, message }])
    };
    let file = std::fs::File::open(path).map_err(|e| problem(cannot_read(&e)))?;
    let mut bytes = Vec::new();
    file.take(MAX_DATA_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| problem(cannot_read(&e)))?;
    if bytes.len() as u64 > MAX_DATA_FILE_BYTES {
        return Err(problem(Reason::new("data-reason-too-large").with("kib", MAX_DATA_FILE_BYTES / 1024)));
    }
    String::from_utf8(bytes).map_err(|e| {
        let (line, column) = place_of_bad_utf8(e.as_bytes(), e.utf8_error().valid_up_to());
        DataErrors(vec![DataError {
            origin: origin.clone(),
            line: Some(line),
            column: Some(column),
            field: None,
            message: Reason::new("data-reason-not-utf8"),
        }])
    })
}

/// A file that cannot be opened or read, with the system's words.
pub fn cannot_read(error: &std::io::Error) -> Reason {
    Reason::new("data-cannot-read").with("why", error.to_string())
}

/// The line and column (in characters, from 1) of the first byte that is not UTF-8 in `bytes`,
/// everything before `valid_up_to` being UTF-8.
pub fn place_of_bad_utf8(bytes: &[u8], valid_up_to: usize) -> (usize, usize) {
    let valid = std::str::from_utf8(bytes.get(..valid_up_to).unwrap_or_default()).unwrap_or_default();
    let line_start = valid.rfind('\n').map_or(0, |i| i + 1);
    (valid.matches('\n').count() + 1, valid[line_start..].chars().count() + 1)
}

/// Refuses a text that holds a control character, or writes one as a double-quoted escape
/// (`"\e[2J"`), at its line and column: a data file's text is shown on a terminal, where a control
/// character could clear the screen or retitle the window. Tabs and line ends are text.
pub fn check_no_control(origin: &str, text: &str) -> Result<(), DataErrors> {
    // YAML's escapes that make a control character: `\e`, `\a`, `\0`…, and `\x`, `\u`, `\U`
    // followed by the code of one.
    let escaped = |rest: &str| -> Option<usize> {
        let mut chars = rest.chars();
        let kind = chars.next()?;
        let digits = match kind {
            '0' | 'a' | 'b' | 'e' | 'f' | 'v' | 'r' | 'N' => return Some(2),
            'x' => 2,
            'u' => 4,
            'U' => 8,
            _ => return None,
        };
        let code: String = chars.take(digits).collect();
        let c = u32::from_str_radix(&code, 16).ok().and_then(char::from_u32)?;
        (code.len() == digits && c.is_control() && c != '\n' && c != '\t').then_some(digits + 2)
    };
    let mut found = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        for (column, (at, c)) in (1..).zip(line.char_indices()) {
            if c.is_control() && c != '\t' {
                found.push((i + 1, column, c.escape_unicode().to_string()));
            } else if c == '\\'
                && !line[..at].ends_with('\\')
                && let Some(len) = escaped(&line[at + 1..])
            {
                found.push((i + 1, column, line[at..].chars().take(len).collect()));
            }
        }
    }
    if found.is_empty() {
        return Ok(());
    }
    let more = found.len().saturating_sub(MAX_PLACES);
    let mut errors: Vec<DataError> = found
        .into_iter()
        .take(MAX_PLACES)
        .map(|(line, column, what)| DataError {
            origin: origin.to_string(),
            line: Some(line),
            column: Some(column),
            field: None,
            message: Reason::new("data-reason-control-character").with("character", what),
        })
        .collect();
    // A file of control characters is told by its first places and a count, not a line each.
    if let (true, Some(last)) = (more > 0, errors.last().cloned()) {
        errors.push(DataError {
            message: Reason::new("data-reason-more-control-characters").with("more", more),
            ..last
        });
    }
    Err(DataErrors(errors))
}

/// The most places of one kind of problem reported in a file; the rest are counted.
pub const MAX_PLACES: usize = 10;

/// Refuses a text whose lists and mappings nest deeper than [`MAX_NESTING`], before any YAML
/// parser sees it, at the line where the limit is passed.
///
/// The depth is counted generously (indentation levels, `- ` and `? ` markers, open brackets
/// outside quotes), so a text accepted here is never deeper than the limit; a plain scalar full of
/// brackets may be refused, which no data file needs.
pub fn check_nesting(origin: &str, text: &str) -> Result<(), DataErrors> {
    let mut indents: Vec<usize> = Vec::new();
    let mut flow = 0usize;
    let mut quote: Option<char> = None;
    // Inside a `|` or `>` block scalar: the indentation of the line that opened it.
    let mut block_scalar: Option<usize> = None;
    for (i, line) in text.lines().enumerate() {
        let body = line.trim_start_matches([' ', '\t']);
        let indent = line.len() - body.len();
        if let Some(opened) = block_scalar {
            if body.is_empty() || indent > opened {
                continue;
            }
            block_scalar = None;
        }
        if quote.is_none() && (body.is_empty() || body.starts_with('#')) {
            continue;
        }
        let mut column = indent;
        let mut rest = body;
        if quote.is_none() && flow == 0 {
            while indents.last().is_some_and(|&top| top > column) {
                indents.pop();
            }
            if indents.last() != Some(&column) {
                indents.push(column);
                if indents.len() > MAX_NESTING {
                    return Err(too_deep(origin, i + 1, column + 1));
                }
            }
            while let Some(after) = rest.strip_prefix("- ").or_else(|| rest.strip_prefix("? ")) {
                let inner = after.trim_start_matches(' ');
                column += rest.len() - inner.len();
                rest = inner;
                indents.push(column);
                if indents.len() > MAX_NESTING {
                    return Err(too_deep(origin, i + 1, column + 1));
                }
            }
        }
        let mut previous = ' ';
        let mut starts_scalar = true;
        let mut chars = rest.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            match quote {
                Some('\'') if c == '\'' => {
                    if chars.peek().is_some_and(|&(_, n)| n == '\'') {
                        chars.next();
                    } else {
                        quote = None;
                    }
                }
                Some('"') if c == '\\' => {
                    chars.next();
                }
                Some('"') if c == '"' => quote = None,
                Some(_) => {}
                None => match c {
                    '#' if previous == ' ' || previous == '\t' => break,
                    '\'' | '"' if starts_scalar => quote = Some(c),
                    '[' | '{' => {
                        flow += 1;
                        if indents.len() + flow > MAX_NESTING {
                            return Err(too_deep(origin, i + 1, column + at + 1));
                        }
                    }
                    ']' | '}' => flow = flow.saturating_sub(1),
                    '|' | '>' if starts_scalar && flow == 0 => {
                        block_scalar = Some(indent);
                        break;
                    }
                    _ => {}
                },
            }
            if !c.is_whitespace() {
                starts_scalar = matches!(c, ':' | '-' | '?' | '[' | '{' | ',');
            }
            previous = c;
        }
    }
    Ok(())
}

fn too_deep(origin: &str, line: usize, column: usize) -> DataErrors {
    DataErrors(vec![DataError {
        origin: origin.to_string(),
        line: Some(line),
        column: Some(column),
        field: None,
        message: Reason::new("data-reason-too-deep").with("most", MAX_NESTING),
    }])
}

/// A YAML value as written, before it is given a type: a repeated key is kept rather than
/// refused, so a loader can report it with the other problems of the file.
#[derive(Debug, Clone, PartialEq)]
pub enum YamlNode {
    /// `~`, `null` or nothing.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number.
    Int(i128),
    /// A number with a fraction or an exponent.
    Float(f64),
    /// Text.
    Str(String),
    /// A list.
    Seq(Vec<YamlNode>),
    /// A mapping, its entries in the order written, repeated keys included.
    Map(Vec<(YamlNode, YamlNode)>),
    /// A value with a `!tag`.
    Tagged(String, Box<YamlNode>),
}

impl YamlNode {
    /// The text of a string node.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            YamlNode::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The node as a `serde_yaml` value, to be deserialized into a typed field (a repeated key
    /// keeps its last value).
    pub fn to_value(&self) -> Value {
        match self {
            YamlNode::Null => Value::Null,
            YamlNode::Bool(b) => Value::Bool(*b),
            YamlNode::Int(n) => match (i64::try_from(*n), u64::try_from(*n)) {
                (Ok(n), _) => Value::Number(n.into()),
                (_, Ok(n)) => Value::Number(n.into()),
                // Out of every integer type: kept as a float, which no integer field accepts.
                _ => Value::Number((*n as f64).into()),
            },
            YamlNode::Float(x) => Value::Number((*x).into()),
            YamlNode::Str(s) => Value::String(s.clone()),
            YamlNode::Seq(items) => Value::Sequence(items.iter().map(YamlNode::to_value).collect()),
            YamlNode::Map(entries) => {
                Value::Mapping(entries.iter().map(|(k, v)| (k.to_value(), v.to_value())).collect())
            }
            YamlNode::Tagged(tag, value) => Value::Tagged(Box::new(serde_yaml::value::TaggedValue {
                tag: serde_yaml::value::Tag::new(tag.clone()),
                value: value.to_value(),
            })),
        }
    }

    /// The value as a type, or the reason it is not one.
    pub fn to_typed<T: DeserializeOwned>(&self) -> Result<T, String> {
        serde_yaml::from_value(self.to_value()).map_err(|e| e.to_string())
    }
}

impl<'de> Deserialize<'de> for YamlNode {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<YamlNode, D::Error> {
        deserializer.deserialize_any(NodeVisitor)
    }
}

struct NodeVisitor;

impl<'de> Visitor<'de> for NodeVisitor {
    type Value = YamlNode;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<YamlNode, E> {
        Ok(YamlNode::Bool(v))
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<YamlNode, E> {
        Ok(YamlNode::Int(v.into()))
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<YamlNode, E> {
        Ok(YamlNode::Int(v.into()))
    }
    fn visit_i128<E: de::Error>(self, v: i128) -> Result<YamlNode, E> {
        Ok(YamlNode::Int(v))
    }
    fn visit_u128<E: de::Error>(self, v: u128) -> Result<YamlNode, E> {
        Ok(i128::try_from(v).map_or(YamlNode::Float(v as f64), YamlNode::Int))
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<YamlNode, E> {
        Ok(YamlNode::Float(v))
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<YamlNode, E> {
        Ok(YamlNode::Str(v.to_string()))
    }
    fn visit_string<E: de::Error>(self, v: String) -> Result<YamlNode, E> {
        Ok(YamlNode::Str(v))
    }
    fn visit_unit<E: de::Error>(self) -> Result<YamlNode, E> {
        Ok(YamlNode::Null)
    }
    fn visit_none<E: de::Error>(self) -> Result<YamlNode, E> {
        Ok(YamlNode::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<YamlNode, D::Error> {
        YamlNode::deserialize(d)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<YamlNode, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(YamlNode::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<YamlNode, A::Error> {
        let mut entries = Vec::new();
        while let Some((k, v)) = map.next_entry()? {
            entries.push((k, v));
        }
        Ok(YamlNode::Map(entries))
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<YamlNode, A::Error> {
        let (tag, variant): (String, _) = data.variant()?;
        let value: YamlNode = variant.newtype_variant()?;
        Ok(YamlNode::Tagged(tag, Box::new(value)))
    }
}

/// Parses a YAML text into `T`, turning a syntax or shape error into a [`DataError`] with its
/// position.
pub fn parse_yaml<T: DeserializeOwned>(origin: &str, text: &str) -> Result<T, DataErrors> {
    check_nesting(origin, text)?;
    check_no_control(origin, text)?;
    check_text_lengths(origin, text)?;
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
        // An error of the whole document (two documents in one file) has no position of its
        // own: it is placed where the document starts.
        let place = location
            .map(|l| (l.line(), l.column()))
            .unwrap_or_else(|| (first_content_line(text).unwrap_or(1), 1));
        DataErrors(vec![DataError {
            origin: origin.to_string(),
            line: Some(place.0),
            column: Some(place.1),
            field,
            message: parser_reason(&message),
        }])
    })
}

/// Refuses a text longer than [`MAX_TEXT_CHARS`] anywhere in the file, naming its field and the
/// line of its key. A text that is not YAML passes: the typed parse that follows says why.
fn check_text_lengths(origin: &str, text: &str) -> Result<(), DataErrors> {
    fn walk(node: &YamlNode, path: &str, long: &mut Vec<(String, usize)>) {
        match node {
            YamlNode::Str(s) => {
                let chars = s.chars().count();
                if chars > MAX_TEXT_CHARS {
                    long.push((path.to_string(), chars));
                }
            }
            YamlNode::Seq(items) => {
                for (i, item) in items.iter().enumerate() {
                    walk(item, &format!("{path}[{i}]"), long);
                }
            }
            YamlNode::Map(entries) => {
                for (key, value) in entries {
                    let name = match key {
                        YamlNode::Str(k) => shown(k, QUOTED_MOST),
                        _ => "?".to_string(),
                    };
                    let inner = if path.is_empty() { name } else { format!("{path}.{name}") };
                    walk(key, &inner, long);
                    walk(value, &inner, long);
                }
            }
            YamlNode::Tagged(_, value) => walk(value, path, long),
            YamlNode::Null | YamlNode::Bool(_) | YamlNode::Int(_) | YamlNode::Float(_) => {}
        }
    }
    // A file no longer than the limit cannot hold a text over it: no second parse needed.
    if text.chars().count() <= MAX_TEXT_CHARS {
        return Ok(());
    }
    let Ok(root) = serde_yaml::from_str::<YamlNode>(text) else { return Ok(()) };
    let mut long = Vec::new();
    walk(&root, "", &mut long);
    let errors: Vec<DataError> = long
        .into_iter()
        .take(MAX_PLACES)
        .map(|(field, chars)| {
            // The key's place: items of a list are placed at the list's key.
            let key: String = field.split('[').next().unwrap_or_default().to_string();
            let place = locate_key(text, &key);
            DataError {
                origin: origin.to_string(),
                line: place.map(|p| p.0),
                column: place.map(|p| p.1),
                field: (!field.is_empty()).then_some(field),
                message: Reason::new("data-reason-text-too-long")
                    .with("chars", chars)
                    .with("most", MAX_TEXT_CHARS),
            }
        })
        .collect();
    if errors.is_empty() { Ok(()) } else { Err(DataErrors(errors)) }
}

/// Reads shipped data as the build readied it from its YAML file (JSON, see `build.rs`);
/// `origin` names the YAML file. The tests hold each readied file to its YAML file, so an error
/// here means a build whose readied data and sources disagree.
pub fn parse_readied<T: DeserializeOwned>(origin: &str, json: &str) -> Result<T, DataErrors> {
    serde_json::from_str(json).map_err(|e| {
        DataErrors(vec![DataError {
            origin: origin.to_string(),
            line: None,
            column: None,
            field: None,
            message: readied_wrongly(e.to_string()),
        }])
    })
}

/// A shipped file the build readied wrongly, with the reader's words.
pub fn readied_wrongly(why: String) -> Reason {
    Reason::new("data-reason-readied-wrongly").with("why", why)
}

/// Finds `asked` among `known` names, ignoring case, and gives the name as known. When none
/// matches, the error holds the nearest name if one is near enough to be a slip of the keyboard
/// (a unique beginning, one or two letters off, or nearly the same letters), for a "did you mean".
pub fn find_name<'a>(asked: &str, known: &[&'a str]) -> Result<&'a str, Option<&'a str>> {
    let lower = asked.trim().to_lowercase();
    if let Some(found) = known.iter().find(|k| k.to_lowercase() == lower) {
        return Ok(found);
    }
    if lower.is_empty() {
        return Err(None);
    }
    let starting: Vec<&&str> = known.iter().filter(|k| k.to_lowercase().starts_with(&lower)).collect();
    if let [only] = starting.as_slice() {
        return Err(Some(only));
    }
    let nearest = known
        .iter()
        .map(|k| {
            let k_lower = k.to_lowercase();
            (k, strsim::damerau_levenshtein(&lower, &k_lower), strsim::jaro_winkler(&lower, &k_lower))
        })
        .filter(|(_, edits, jaro)| *edits <= 2 || *jaro >= 0.85)
        .min_by(|a, b| a.1.cmp(&b.1).then(b.2.total_cmp(&a.2)));
    Err(nearest.map(|(k, _, _)| *k))
}

/// The "did you mean" of a name not found, or nothing: ` (did you mean `strategy`?)`.
pub fn did_you_mean(nearest: Option<&str>) -> String {
    nearest.map_or_else(String::new, |n| format!(" (did you mean `{n}`?)"))
}

#[cfg(test)]
mod tests;
