//! What the parser refuses (an unknown option, a value it cannot read, a missing one), said in
//! French or Italian. English keeps the parser's own words; in another language the refusal is
//! rebuilt from the facts the parser gives (its kind, the argument, the value, the suggestions),
//! and the words come from `locales/{fr,it}/parse_errors.ftl`.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::lang::{Arg, Lang};

/// The refusal `e` in `lang`, without its label, one line a line; `None` where the parser's own
/// words stand: in English, and for what is not a refusal (help, version).
pub fn refusal_in(e: &clap::Error, lang: Lang) -> Option<String> {
    if lang == Lang::En || !e.use_stderr() {
        return None;
    }
    let mut lines = vec![what_was_refused(e, lang)?];
    let tips = tips(e, lang);
    if !tips.is_empty() {
        lines.push(String::new());
        lines.extend(tips);
    }
    if let Some(ContextValue::StyledStr(usage)) = e.get(ContextKind::Usage) {
        // The usage line starts with the parser's English heading: the language's replaces it.
        let usage = usage.to_string();
        let line = usage.trim().strip_prefix("Usage:").unwrap_or(usage.trim()).trim_start();
        lines.push(String::new());
        lines.push(format!("{} {line}", lang.text("help-usage", &[])));
    }
    lines.push(String::new());
    lines.push(lang.text("parse-more", &[]));
    Some(lines.join("\n"))
}

/// The context value `kind` of `e` as one text (a list joined by commas).
fn text_of(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(all) if !all.is_empty() => Some(all.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The list `kind` of `e`, one item a line under a heading.
fn list_of(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::Strings(all)) => all.clone(),
        Some(ContextValue::String(one)) => vec![one.clone()],
        _ => Vec::new(),
    }
}

/// The first line (and the lines that belong to it): what was refused. `None` for a kind the
/// parser gives without the facts to say it, which is then left in the parser's words.
fn what_was_refused(e: &clap::Error, lang: Lang) -> Option<String> {
    let arg = text_of(e, ContextKind::InvalidArg);
    let value = text_of(e, ContextKind::InvalidValue);
    let said = |id: &str, args: &[(&str, Arg<'_>)]| lang.text(id, args);
    let line = match e.kind() {
        ErrorKind::UnknownArgument => said("parse-unknown-argument", &[("arg", Arg::Text(&arg?))]),
        ErrorKind::InvalidSubcommand => said(
            "parse-unknown-command",
            &[("name", Arg::Text(&text_of(e, ContextKind::InvalidSubcommand)?))],
        ),
        ErrorKind::InvalidValue => {
            let (arg, value) = (arg?, value?);
            let mut line = if value.is_empty() {
                said("parse-value-missing", &[("arg", Arg::Text(&arg))])
            } else {
                said("parse-value-invalid", &[("arg", Arg::Text(&arg)), ("value", Arg::Text(&value))])
            };
            let valid = list_of(e, ContextKind::ValidValue);
            if !valid.is_empty() {
                line.push_str("\n  ");
                line.push_str(
                    &lang.text("help-possible-values", &[("values", Arg::Text(&valid.join(", ")))]),
                );
            }
            line
        }
        ErrorKind::ValueValidation => {
            let (arg, value) = (arg?, value?);
            let why = std::error::Error::source(e).and_then(|source| why_unreadable(source, lang));
            match why {
                Some(why) => said(
                    "parse-value-unreadable",
                    &[("arg", Arg::Text(&arg)), ("value", Arg::Text(&value)), ("why", Arg::Text(&why))],
                ),
                None => {
                    said("parse-value-invalid", &[("arg", Arg::Text(&arg)), ("value", Arg::Text(&value))])
                }
            }
        }
        ErrorKind::ArgumentConflict => {
            let arg = arg.or_else(|| text_of(e, ContextKind::InvalidSubcommand))?;
            let prior = list_of(e, ContextKind::PriorArg);
            match prior.as_slice() {
                [one] if *one == arg => said("parse-given-twice", &[("arg", Arg::Text(&arg))]),
                [one] => said("parse-conflict", &[("arg", Arg::Text(&arg)), ("other", Arg::Text(one))]),
                _ => said(
                    "parse-conflict",
                    &[("arg", Arg::Text(&arg)), ("other", Arg::Text(&prior.join("`, `")))],
                ),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            let mut line = said("parse-required", &[]);
            for missing in list_of(e, ContextKind::InvalidArg) {
                line.push_str(&format!("\n  {missing}"));
            }
            line
        }
        ErrorKind::MissingSubcommand => {
            let mut line = said(
                "parse-needs-command",
                &[("name", Arg::Text(&text_of(e, ContextKind::InvalidSubcommand)?))],
            );
            let valid = list_of(e, ContextKind::ValidSubcommand);
            if !valid.is_empty() {
                line.push_str("\n  ");
                line.push_str(&said("parse-commands", &[("names", Arg::Text(&valid.join(", ")))]));
            }
            line
        }
        ErrorKind::NoEquals => said("parse-needs-equals", &[("arg", Arg::Text(&arg?))]),
        ErrorKind::TooManyValues => {
            said("parse-too-many", &[("arg", Arg::Text(&arg?)), ("value", Arg::Text(&value?))])
        }
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let wanted =
                text_of(e, ContextKind::MinValues).or_else(|| text_of(e, ContextKind::ExpectedNumValues))?;
            let given = text_of(e, ContextKind::ActualNumValues)?;
            said(
                "parse-how-many",
                &[
                    ("arg", Arg::Text(&arg?)),
                    ("wanted", Arg::Int(wanted.parse().ok()?)),
                    ("given", Arg::Int(given.parse().ok()?)),
                ],
            )
        }
        ErrorKind::InvalidUtf8 => said("parse-not-text", &[]),
        _ => return None,
    };
    Some(line)
}

/// Why a value could not be read, for the readers the command line uses: a whole number, a
/// number, a whole number within bounds, and the coach's own readers (which say it in every
/// language). `None` for a reason this does not know, which is then left out.
fn why_unreadable(source: &(dyn std::error::Error + 'static), lang: Lang) -> Option<String> {
    if let Some(said) = source.downcast_ref::<super::Said>() {
        return Some(said.words_in(lang));
    }
    if let Some(e) = source.downcast_ref::<std::num::ParseIntError>() {
        use std::num::IntErrorKind;
        let id = match e.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => "parse-why-too-large",
            _ => "parse-why-not-whole",
        };
        return Some(lang.text(id, &[]));
    }
    if source.downcast_ref::<std::num::ParseFloatError>().is_some() {
        return Some(lang.text("parse-why-not-a-number", &[]));
    }
    // The parser's own bounds check says "5 is not in 1..=3".
    let text = source.to_string();
    let (_, bounds) = text.split_once(" is not in ")?;
    let (low, high) = bounds.split_once("..=")?;
    let (low, high): (u64, u64) = (low.parse().ok()?, high.parse().ok()?);
    Some(lang.text("parse-why-out-of-bounds", &[("low", Arg::Int(low)), ("high", Arg::Int(high))]))
}

/// The parser's suggestions, each a line: a similar name, or how to type what was meant.
fn tips(e: &clap::Error, lang: Lang) -> Vec<String> {
    let mut tips = Vec::new();
    for (kind, id) in [
        (ContextKind::SuggestedSubcommand, "parse-tip-command"),
        (ContextKind::SuggestedArg, "parse-tip-argument"),
        (ContextKind::SuggestedValue, "parse-tip-value"),
    ] {
        let names = list_of(e, kind);
        if !names.is_empty() {
            let names = names.join("`, `");
            tips.push(format!("  {}", lang.text(id, &[("names", Arg::Text(&names))])));
        }
    }
    if let Some(ContextValue::StyledStrs(suggested)) = e.get(ContextKind::Suggested) {
        tips.extend(
            suggested.iter().filter_map(|s| suggestion_in(&s.to_string(), lang)).map(|s| format!("  {s}")),
        );
    }
    tips
}

/// One of the parser's worded suggestions, said in `lang` from the names quoted in it; `None`
/// for a suggestion of another shape, which is left out rather than left in English.
fn suggestion_in(english: &str, lang: Lang) -> Option<String> {
    let quoted: Vec<&str> = english.split('\'').skip(1).step_by(2).collect();
    let id = if english.starts_with("to pass ") {
        "parse-tip-as-value"
    } else if english.starts_with("subcommand ") {
        "parse-tip-drop-dashes"
    } else if english.ends_with(" exists") {
        "parse-tip-exists"
    } else {
        return None;
    };
    let first = quoted.first()?;
    let second = quoted.get(1).unwrap_or(first);
    Some(lang.text(id, &[("name", Arg::Text(first)), ("typed", Arg::Text(second))]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::Cli;
    use clap::CommandFactory;

    /// The refusal of `args` in `lang`, as the command line says it.
    fn refused(args: &[&str], lang: Lang) -> String {
        let e = super::super::command(80, lang).try_get_matches_from(args).expect_err("refused");
        refusal_in(&e, lang).unwrap_or_else(|| panic!("{args:?}: not worded: {e}"))
    }

    /// Every message this module says is in French and Italian, and their files hold no other.
    #[test]
    fn every_refusal_is_worded_in_french_and_italian() {
        let source = include_str!("parse_words.rs");
        let used: std::collections::BTreeSet<&str> = source
            .split('"')
            .filter(|s| s.starts_with("parse-") && s.len() > 6 && !s.contains(" "))
            .collect();
        assert!(used.len() > 20, "{used:?}");
        for (lang, file) in [
            (Lang::Fr, include_str!("../../locales/fr/parse_errors.ftl")),
            (Lang::It, include_str!("../../locales/it/parse_errors.ftl")),
        ] {
            let held: std::collections::BTreeSet<&str> = file
                .lines()
                .filter(|l| l.starts_with("parse-"))
                .filter_map(|l| l.split(" =").next())
                .collect();
            assert_eq!(held, used, "{}", lang.code());
        }
    }

    #[test]
    fn english_keeps_the_parser_s_words() {
        let e = Cli::command().try_get_matches_from(["bjcoach", "--nope"]).unwrap_err();
        assert_eq!(refusal_in(&e, Lang::En), None);
    }

    #[test]
    fn an_unknown_option_is_said_with_its_neighbour_and_the_usage() {
        let said = refused(&["bjcoach", "drill", "--focu", "x"], Lang::Fr);
        assert!(said.starts_with("argument inattendu `--focu`"), "{said}");
        assert!(said.contains("`--focus`"), "{said}");
        assert!(said.contains("Utilisation : bjcoach drill"), "{said}");
        let said = refused(&["bjcoach", "frobnicate"], Lang::It);
        assert!(said.starts_with("comando sconosciuto `frobnicate`"), "{said}");
    }

    #[test]
    fn a_value_out_of_bounds_says_the_bounds() {
        let said = refused(&["bjcoach", "drill", "-n", "0"], Lang::Fr);
        assert!(said.contains("`0`") && said.contains("de 1 à 1000"), "{said}");
        let said = refused(&["bjcoach", "drill", "-n", "x"], Lang::It);
        assert!(said.contains("`x`") && said.contains("numero intero"), "{said}");
    }

    #[test]
    fn a_value_not_among_the_possible_lists_them() {
        let said = refused(&["bjcoach", "stats", "--format", "xml"], Lang::Fr);
        assert!(said.contains("valeurs possibles : text, json, html"), "{said}");
        assert!(said.contains("`html`"), "{said}");
    }

    #[test]
    fn a_suggestion_of_an_unknown_shape_is_left_out() {
        assert_eq!(suggestion_in("something else entirely", Lang::Fr), None);
        let said = suggestion_in("to pass '-x' as a value, use '-- -x'", Lang::Fr).unwrap();
        assert!(said.contains("`-x`") && said.contains("`-- -x`"), "{said}");
    }
}
