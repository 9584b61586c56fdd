//! The catalogue of mistakes a wrong answer can be diagnosed as: data in `drills/mistakes.yaml`,
//! each with a short explanation and the rule document it comes from.

use serde::{Deserialize, Serialize};

use crate::data::{DataErrors, Problems, parse_yaml};
use crate::game::legal::Refusal;

/// The version of the mistake catalogue format this build reads.
pub const MISTAKES_FORMAT_VERSION: u32 = 1;

/// The shipped catalogue.
pub const MISTAKES_YAML: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/drills/mistakes.yaml"));

/// Where the shipped catalogue is said to come from in messages.
pub const MISTAKES_ORIGIN: &str = "drills/mistakes.yaml";

/// The mistake a learner makes by taking an action the rules refuse, named by the rule that
/// refuses it.
pub fn mistake_for_refusal(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::DoubledDone => "card-after-double",
        Refusal::DrawAt21 | Refusal::DoubleAt21 => "drawing-at-21",
        Refusal::DoubleOn21 => "double-on-two-card-21",
        Refusal::SplitAcesDone | Refusal::ResplitAces => "other-table-split-aces",
        Refusal::DoubleTotal { allowed: "9, 10 or 11" } => "double-outside-nine-to-eleven",
        Refusal::SurrenderAgainstAce => "surrender-against-ace",
        _ => "other-table-rules",
    }
}

/// One frequent error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mistake {
    /// Short name used by drills and in JSON output (`ace-always-eleven`).
    pub id: String,
    /// The mistake in a few words.
    pub title: String,
    /// What is right instead, and why, in a sentence or two.
    pub explanation: String,
    /// The rule document that warns about it.
    pub source: String,
}

/// Every mistake bjcoach knows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalogue {
    /// File format version; this build reads version 1.
    pub version: u32,
    /// The mistakes, in the order they are listed.
    pub mistakes: Vec<Mistake>,
}

impl Catalogue {
    /// Reads a catalogue and checks it, reporting every problem.
    pub fn from_yaml(origin: &str, text: &str) -> Result<Catalogue, DataErrors> {
        let catalogue: Catalogue = parse_yaml(origin, text)?;
        let mut p = Problems::new(origin, text);
        if catalogue.version != MISTAKES_FORMAT_VERSION {
            p.field(
                "version",
                format!(
                    "version {} is not known; this build reads version {MISTAKES_FORMAT_VERSION}",
                    catalogue.version
                ),
            );
        }
        let lines: Vec<&str> = text.lines().collect();
        let line_of = |id: &str| {
            lines.iter().position(|l| l.trim_start().trim_start_matches("- ").trim() == format!("id: {id}"))
        };
        let mut seen: Vec<&str> = Vec::new();
        for (i, m) in catalogue.mistakes.iter().enumerate() {
            let line = line_of(&m.id).map_or(1, |l| l + 1);
            let field = format!("mistakes[{i}]");
            if !is_name(&m.id) {
                p.at_line(
                    line,
                    &format!("{field}.id"),
                    format!("`{}` is not a name; use lower-case letters, digits and `-`", m.id),
                );
            }
            if seen.contains(&m.id.as_str()) {
                p.at_line(line, &format!("{field}.id"), format!("`{}` is listed twice", m.id));
            }
            seen.push(&m.id);
            for (name, value) in [("title", &m.title), ("explanation", &m.explanation), ("source", &m.source)]
            {
                if value.trim().is_empty() {
                    p.at_line(line, &format!("{field}.{name}"), "must not be empty");
                }
            }
        }
        p.finish()?;
        Ok(catalogue)
    }

    /// The shipped catalogue.
    pub fn shipped() -> Result<Catalogue, DataErrors> {
        Catalogue::from_yaml(MISTAKES_ORIGIN, MISTAKES_YAML)
    }

    /// A mistake by id.
    pub fn get(&self, id: &str) -> Option<&Mistake> {
        self.mistakes.iter().find(|m| m.id == id)
    }

    /// Is there a mistake with this id?
    pub fn contains(&self, id: &str) -> bool {
        self.get(id).is_some()
    }
}

/// Is this a valid short name (lower-case letters, digits and `-`)?
pub fn is_name(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_catalogue_loads_and_covers_tables_md() {
        let c = Catalogue::shipped().unwrap();
        for id in [
            "ace-always-eleven",
            "card-after-double",
            "split-21-as-natural",
            "dealer-has-a-choice",
            "other-table-soft-17",
            "other-table-split-aces",
            "bust-wins-when-dealer-busts",
            "three-card-21-as-natural",
            "drawing-at-21",
            "surrender-against-ace",
            "double-outside-nine-to-eleven",
            "double-on-two-card-21",
            "insurance-as-full-bet",
            "insurance-covers-21",
            "enhc-takes-all-bets",
        ] {
            assert!(c.contains(id), "{id}");
        }
    }

    #[test]
    fn a_bad_catalogue_reports_every_problem() {
        let text = "version: 2\nmistakes:\n  - id: Bad Id\n    title: t\n    explanation: e\n    source: s\n  - id: x\n    title: ''\n    explanation: e\n    source: s\n  - id: x\n    title: t\n    explanation: e\n    source: s\n";
        let err = Catalogue::from_yaml("m.yaml", text).unwrap_err().to_string();
        assert!(err.contains("m.yaml:1:1: field `version`"), "{err}");
        assert!(err.contains("m.yaml:3: field `mistakes[0].id`"), "{err}");
        assert!(err.contains("field `mistakes[1].title`: must not be empty"), "{err}");
        assert!(err.contains("`x` is listed twice"), "{err}");
        let err =
            Catalogue::from_yaml("m.yaml", "version: 1\nmistakes:\n  - id: a\n    titel: t\n").unwrap_err();
        assert!(err.to_string().contains("unknown field `titel`"), "{err}");
    }
}
