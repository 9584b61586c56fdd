//! Why a data file is refused, as a message of `locales/*/data_reasons.ftl` and the values it is
//! built from: one wording per reason, said in English where a problem displays and in the run's
//! language where a command shows it.
//!
//! Words that come from outside the program stay as they are given, inside a reason said in the
//! language: the YAML parser's (`invalid type: …`, `unknown variant …`) and the system's (`No
//! such file or directory`). Values quoted from the file stay verbatim, between backticks, and are
//! escaped where the problem is shown.

use std::fmt;

use crate::lang::{Arg, Lang};

/// What is wrong in a data file, and what is accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// A message of the data files' reasons and the values it is built from.
    Said {
        /// The message's id (`data-reason-…`).
        id: &'static str,
        /// The values, by the names the message gives them.
        args: Vec<(&'static str, ReasonArg)>,
    },
    /// Words given by the YAML parser or the system, kept as they are.
    Given(String),
}

/// A value a reason is built from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReasonArg {
    /// A whole number, which may choose a plural form.
    Int(u64),
    /// Text written as it is: a value quoted from the file, a name, a whole number with its sign.
    Text(String),
    /// A number with a fraction, in English digits (`1.5`), written as the language writes it.
    Number(String),
    /// Words of their own, said in the same language (what is accepted, what was found).
    Reason(Box<Reason>),
}

impl Reason {
    /// The message `id`, before its values are given.
    pub fn new(id: &'static str) -> Reason {
        Reason::Said { id, args: Vec::new() }
    }

    /// The reason with the value `name` added.
    pub fn with(mut self, name: &'static str, value: impl Into<ReasonArg>) -> Reason {
        if let Reason::Said { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// The reason's words in `lang`, values quoted as given (the caller escapes them for a
    /// terminal).
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            Reason::Given(text) => text.clone(),
            Reason::Said { id, args } => {
                let inner: Vec<Option<String>> = args
                    .iter()
                    .map(|(_, value)| match value {
                        ReasonArg::Reason(reason) => Some(reason.in_lang(lang)),
                        ReasonArg::Number(english) => Some(lang.number(english)),
                        _ => None,
                    })
                    .collect();
                let values: Vec<(&str, Arg<'_>)> = args
                    .iter()
                    .zip(&inner)
                    .map(|((name, value), said)| {
                        let arg = match (value, said) {
                            (ReasonArg::Int(n), _) => Arg::Int(*n),
                            (ReasonArg::Text(text), _) => Arg::Text(text),
                            (ReasonArg::Reason(_) | ReasonArg::Number(_), said) => {
                                Arg::Text(said.as_deref().unwrap_or_default())
                            }
                        };
                        (*name, arg)
                    })
                    .collect();
                lang.text(id, &values)
            }
        }
    }

    /// A value out of its range: `VALUE: accepted values are LOW to HIGH`.
    pub fn out_of_range(value: impl fmt::Display, low: u64, high: u64) -> Reason {
        Reason::new("data-reason-out-of-range")
            .with("value", value.to_string())
            .with("low", low)
            .with("high", high)
    }

    /// A format version this build does not know (tables, drills, mistakes, charts).
    pub fn version_unknown(version: impl fmt::Display, known: u32) -> Reason {
        Reason::new("data-reason-version-unknown")
            .with("version", version.to_string())
            .with("known", u64::from(known))
    }

    /// A format version this build does not read (ramps, counting systems).
    pub fn version_unread(version: impl fmt::Display, known: u32) -> Reason {
        Reason::new("data-reason-version-unread")
            .with("version", version.to_string())
            .with("known", u64::from(known))
    }

    /// Every message id this reason uses, its own and its values'.
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            Reason::Given(_) => Vec::new(),
            Reason::Said { id, args } => {
                let mut ids = vec![*id];
                for (_, value) in args {
                    if let ReasonArg::Reason(inner) = value {
                        ids.extend(inner.ids());
                    }
                }
                ids
            }
        }
    }
}

/// In English, as a problem displays.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl From<String> for Reason {
    fn from(text: String) -> Reason {
        Reason::Given(text)
    }
}

impl From<&str> for Reason {
    fn from(text: &str) -> Reason {
        Reason::Given(text.to_string())
    }
}

impl From<u64> for ReasonArg {
    fn from(n: u64) -> ReasonArg {
        ReasonArg::Int(n)
    }
}

impl From<usize> for ReasonArg {
    fn from(n: usize) -> ReasonArg {
        ReasonArg::Int(n as u64)
    }
}

impl From<String> for ReasonArg {
    fn from(text: String) -> ReasonArg {
        ReasonArg::Text(text)
    }
}

impl From<&str> for ReasonArg {
    fn from(text: &str) -> ReasonArg {
        ReasonArg::Text(text.to_string())
    }
}

impl From<Reason> for ReasonArg {
    fn from(reason: Reason) -> ReasonArg {
        ReasonArg::Reason(Box::new(reason))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_is_said_in_each_language_with_its_values_and_inner_words() {
        let reason =
            Reason::new("data-reason-missing").with("accepted", Reason::new("data-reason-write-text"));
        assert_eq!(reason.to_string(), "missing; write it as text");
        assert_eq!(reason.ids(), ["data-reason-missing", "data-reason-write-text"]);
        for lang in [Lang::Fr, Lang::It] {
            let said = reason.in_lang(lang);
            assert!(!said.contains("missing") && !said.contains("write"), "{said}");
        }
        let given = Reason::from("invalid type: map");
        assert_eq!(given.in_lang(Lang::Fr), "invalid type: map");
        assert!(given.ids().is_empty());
    }
}
