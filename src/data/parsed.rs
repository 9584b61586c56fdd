//! The YAML reader's own reasons (serde's forms: an unknown field or variant, a missing or
//! repeated field, a value of the wrong type) read back into their parts, so that they are said
//! in the run's language like every other reason. English says them as the reader does, word for
//! word; a form not known here stays as the reader gave it.

use super::reason::Reason;

/// The reader's `text` as a reason: its known forms as messages, anything else as given.
pub fn parser_reason(text: &str) -> Reason {
    known_form(text).unwrap_or_else(|| Reason::Given(text.to_string()))
}

fn known_form(text: &str) -> Option<Reason> {
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
    use crate::lang::Lang;

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
            "did not find expected key",
            "invalid type: unit variant, expected u8",
            "invalid length 3, expected a tuple of size 2",
            "unknown field `x`, there are no fields",
            "invalid type: string \"a\", expected a character",
        ] {
            assert_eq!(parser_reason(form), Reason::Given(form.to_string()));
        }
    }
}
