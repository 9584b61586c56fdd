//! The YAML reader's own reasons (serde's forms: an unknown field or variant, a missing or
//! repeated field, a value of the wrong type; and the scanner's, for a file that is not YAML at
//! all) read back into their parts, so that they are said in the run's language like every other
//! reason. English says them as the reader does, word for word; a form not known here stays as the
//! reader gave it.

use super::reason::Reason;
use crate::lang::Lang;

/// The scanner's and the reader's problems with a text that is not YAML, as messages whose English
/// is the problem word for word (the English message is what a problem is recognised by, so the
/// wording is written once). Left out: the problems of an input that is not UTF-8, which a data
/// file, read as text first, cannot have.
const SYNTAX: [&str; 49] = [
    "data-reason-yaml-block-sequence-entry",
    "data-reason-yaml-control-characters",
    "data-reason-yaml-expected-colon",
    "data-reason-yaml-expected-directive-name",
    "data-reason-yaml-expected-uri-octet",
    "data-reason-yaml-expected-bang",
    "data-reason-yaml-expected-comma-or-bracket",
    "data-reason-yaml-expected-comma-or-brace",
    "data-reason-yaml-expected-dash",
    "data-reason-yaml-expected-document-start",
    "data-reason-yaml-expected-letter-or-digit",
    "data-reason-yaml-expected-comment-or-line-break",
    "data-reason-yaml-expected-digit-or-dot",
    "data-reason-yaml-expected-hexadecimal",
    "data-reason-yaml-expected-key",
    "data-reason-yaml-expected-node-content",
    "data-reason-yaml-expected-tag-uri",
    "data-reason-yaml-expected-version-number",
    "data-reason-yaml-expected-space-or-line-break",
    "data-reason-yaml-expected-space",
    "data-reason-yaml-expected-angle",
    "data-reason-yaml-tab-in-indentation",
    "data-reason-yaml-tab-for-space",
    "data-reason-yaml-indentation-indicator-zero",
    "data-reason-yaml-character-starts-nothing",
    "data-reason-yaml-duplicate-tag-directive",
    "data-reason-yaml-duplicate-yaml-directive",
    "data-reason-yaml-long-version-number",
    "data-reason-yaml-incompatible-document",
    "data-reason-yaml-unicode-escape",
    "data-reason-yaml-undefined-alias",
    "data-reason-yaml-undefined-tag-handle",
    "data-reason-yaml-unexpected-colon",
    "data-reason-yaml-unexpected-document-marker",
    "data-reason-yaml-unexpected-end",
    "data-reason-yaml-unexpected-non-letter",
    "data-reason-yaml-unknown-directive",
    "data-reason-yaml-unknown-escape",
    "data-reason-yaml-bad-unicode",
    "data-reason-yaml-input-too-long",
    "data-reason-yaml-mapping-key",
    "data-reason-yaml-mapping-value",
    "data-reason-yaml-end-in-value",
    "data-reason-yaml-several-documents",
    "data-reason-yaml-too-deep",
    "data-reason-yaml-too-many-repeats",
    "data-reason-yaml-unknown-anchor",
    "data-reason-yaml-empty-tag",
    "data-reason-yaml-unreadable-number",
];

/// The reader's `text` as a reason: its known forms as messages, anything else as given.
pub fn parser_reason(text: &str) -> Reason {
    known_form(text).unwrap_or_else(|| Reason::Given(text.to_string()))
}

fn known_form(text: &str) -> Option<Reason> {
    if let Some(id) = SYNTAX.iter().find(|id| Reason::new(id).in_lang(Lang::En) == text) {
        return Some(Reason::new(id));
    }
    if let Some(rest) = text.strip_prefix("unknown variant ") {
        let (name, choices) = named_then_choices(rest)?;
        return Some(
            Reason::new("data-reason-parser-unknown-variant").with("name", name).with("choices", choices),
        );
    }
    if let Some(rest) = text.strip_prefix("unknown field ") {
        let (name, choices) = named_then_choices(rest)?;
        return Some(
            Reason::new("data-reason-parser-unknown-field").with("name", name).with("choices", choices),
        );
    }
    if let Some(name) = text.strip_prefix("missing field ").and_then(quoted_whole) {
        return Some(Reason::new("data-reason-parser-missing-field").with("name", name));
    }
    if let Some(name) = text.strip_prefix("duplicate field ").and_then(quoted_whole) {
        return Some(Reason::new("data-reason-parser-duplicate-field").with("name", name));
    }
    for (prefix, id) in [
        ("invalid type: ", "data-reason-parser-invalid-type"),
        ("invalid value: ", "data-reason-parser-invalid-value"),
    ] {
        if let Some(rest) = text.strip_prefix(prefix) {
            let (found, expected) = rest.rsplit_once(", expected ")?;
            return Some(
                Reason::new(id)
                    .with("found", found_value(found)?)
                    .with("expected", expected_value(expected)?),
            );
        }
    }
    None
}

/// `` `name` `` alone: the name between the backticks.
fn quoted_whole(text: &str) -> Option<&str> {
    let name = text.strip_prefix('`')?.strip_suffix('`')?;
    (!name.contains('`')).then_some(name)
}

/// `` `x`, expected `a` ``, `` `x`, expected `a` or `b` ``, `` `x`, expected one of `a`, `b`, `c` ``:
/// the name and the choices offered.
fn named_then_choices(text: &str) -> Option<(&str, Reason)> {
    let (name, list) = text.split_once(", expected ")?;
    let name = quoted_whole(name)?;
    let names: Vec<&str> = if let Some(many) = list.strip_prefix("one of ") {
        many.split(", ").map(quoted_whole).collect::<Option<_>>()?
    } else if let Some((first, last)) = list.split_once(" or ") {
        vec![quoted_whole(first)?, quoted_whole(last)?]
    } else {
        vec![quoted_whole(list)?]
    };
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    let choices = Reason::new("data-reason-parser-choices")
        .with("count", names.len())
        .with("first", quoted.first()?.clone())
        .with("last", quoted.last()?.clone())
        .with("names", quoted.join(", "));
    Some((name, choices))
}

/// What the reader found: a text, a number, a yes or no, nothing, a list, a mapping.
fn found_value(text: &str) -> Option<Reason> {
    let tick = |prefix: &str| text.strip_prefix(prefix).and_then(quoted_whole);
    Some(if let Some(quoted) = text.strip_prefix("string ") {
        Reason::new("data-reason-parser-found-string").with("text", quoted)
    } else if let Some(value) = tick("integer ") {
        Reason::new("data-reason-parser-found-integer").with("value", value)
    } else if let Some(value) = tick("floating point ") {
        Reason::new("data-reason-parser-found-float").with("value", value)
    } else if let Some(value) = tick("boolean ") {
        Reason::new("data-reason-parser-found-boolean").with("value", value)
    } else {
        match text {
            "unit value" => Reason::new("data-reason-parser-found-unit"),
            "sequence" => Reason::new("data-reason-parser-found-sequence"),
            "map" => Reason::new("data-reason-parser-found-map"),
            _ => return None,
        }
    })
}

/// What the reader expected, by the kinds of value a data file's fields take.
fn expected_value(text: &str) -> Option<Reason> {
    Some(match text {
        "u8" | "u16" | "u32" | "u64" | "usize" | "i8" | "i16" | "i32" | "i64" => {
            Reason::new("data-reason-parser-expected-whole").with("rust", text)
        }
        "f32" | "f64" => Reason::new("data-reason-parser-expected-number").with("rust", text),
        "a string" => Reason::new("data-reason-parser-expected-text"),
        "a boolean" => Reason::new("data-reason-parser-expected-boolean"),
        "a sequence" => Reason::new("data-reason-parser-expected-sequence"),
        "a map" => Reason::new("data-reason-parser-expected-map"),
        _ => Reason::new("data-reason-parser-expected-struct").with("name", text.strip_prefix("struct ")?),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// serde's own wording, as its `de::Error` builds it for each form read here.
    const FORMS: [&str; 12] = [
        "unknown variant `early`, expected `none` or `late`",
        "unknown variant `poker`, expected one of `hand-totals`, `soft-totals`, `pairs`",
        "unknown variant `x`, expected `only`",
        "unknown field `colour`, expected one of `id`, `title`, `focus`",
        "missing field `id`",
        "duplicate field `title`",
        "invalid type: string \"six\", expected u8",
        "invalid type: floating point `1.5`, expected u32",
        "invalid type: map, expected a string",
        "invalid type: sequence, expected struct Ramp",
        "invalid value: integer `-3`, expected u64",
        "invalid type: boolean `true`, expected a sequence",
    ];

    /// Each known form reads back into a message whose English is the reader's word for word,
    /// and whose French and Italian differ from it.
    #[test]
    fn the_reader_s_forms_are_said_in_english_as_given_and_in_french_and_italian() {
        for form in FORMS {
            let reason = parser_reason(form);
            assert!(matches!(reason, Reason::Said { .. }), "{form} was not read");
            assert_eq!(reason.in_lang(Lang::En), form);
            for lang in [Lang::Fr, Lang::It] {
                let said = reason.in_lang(lang);
                assert_ne!(said, form, "{}", lang.code());
                assert!(!said.contains("expected") && !said.contains("invalid"), "{said}");
            }
        }
    }

    /// A form not known here stays as given, in every language.
    #[test]
    fn an_unknown_form_stays_as_given() {
        for form in [
            "invalid type: unit variant, expected u8",
            "invalid length 3, expected a tuple of size 2",
            "unknown field `x`, there are no fields",
            "invalid type: string \"a\", expected a character",
        ] {
            assert_eq!(parser_reason(form), Reason::Given(form.to_string()));
        }
    }

    /// Each of the scanner's problems is worded in every language, English as the scanner says it
    /// (so that it is recognised) and French and Italian in words of their own.
    #[test]
    fn every_syntax_problem_is_worded_apart() {
        let english: std::collections::HashSet<String> =
            SYNTAX.iter().map(|id| Reason::new(id).in_lang(Lang::En)).collect();
        assert_eq!(english.len(), SYNTAX.len(), "two problems worded alike in English");
        for id in SYNTAX {
            let said = Reason::new(id).in_lang(Lang::En);
            assert_eq!(parser_reason(&said), Reason::new(id), "{said}");
            for lang in [Lang::Fr, Lang::It] {
                let other = Reason::new(id).in_lang(lang);
                assert_ne!(other, said, "{id} in {}", lang.code());
                assert!(!other.contains("data-reason"), "{id} not worded in {}", lang.code());
            }
        }
    }

    /// Texts that are not YAML, read as a data file: the problem the reader finds is one of the
    /// messages above, said in French, not the reader's English.
    #[test]
    fn a_file_that_is_not_yaml_is_refused_in_the_language() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct File {
            id: String,
        }
        for (text, id) in [
            ("id: p\n  title: p\n", "data-reason-yaml-mapping-value"),
            ("id: \"p\n", "data-reason-yaml-unexpected-end"),
            ("id: @p\n", "data-reason-yaml-character-starts-nothing"),
            ("id: p\n\tname: q\n", "data-reason-yaml-tab-in-indentation"),
            ("x: [p}\nid: p\n", "data-reason-yaml-expected-comma-or-bracket"),
            ("x: {p: q]\nid: p\n", "data-reason-yaml-expected-comma-or-brace"),
            ("id: *nowhere\n", "data-reason-yaml-unknown-anchor"),
            ("id: p\n---\nid: q\n", "data-reason-yaml-several-documents"),
        ] {
            let errors = super::super::parse_yaml::<File>("f.yaml", text).unwrap_err();
            let reason = &errors.0[0].message;
            assert_eq!(reason, &Reason::new(id), "{text:?}: {}", reason.in_lang(Lang::En));
            assert_ne!(reason.in_lang(Lang::Fr), reason.in_lang(Lang::En));
        }
    }
}
