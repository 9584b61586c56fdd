//! Betting ramps, read from `ramps/*.yaml` or a learner's own file: how many betting units to bet
//! at each true count. The bet drill asks for them; the simulator bets by them.
//!
//! The bet at true count `t` is the units of the last step whose `true_count` is at most `t`;
//! below the first step, the first step's units. A unit is the file's `unit` chips, or the
//! table's minimum bet when the file gives none.

use serde::{Deserialize, Serialize};

use crate::data::{DataErrors, Problems, Reason, locate_item, parse_yaml};
use crate::game::rules::TableRules;
use crate::lang::Lang;

/// The version of the ramp file format this build reads.
pub const RAMP_FORMAT_VERSION: u32 = 1;

/// The lowest and highest true count a step may start at.
pub const STEP_COUNTS: (i32, i32) = (-20, 20);

/// The most units a step may bet (a spread wider than 1 to 1,000 is no ramp a table allows).
pub const MAX_UNITS: u64 = 1000;

/// The most chips a unit may be (as many as a table's bet may be).
pub const MAX_UNIT_CHIPS: u64 = 1_000_000_000_000;

/// The ramp the bet drill uses when none is given.
pub const DEFAULT_RAMP: &str = "one-to-eight";

/// A ramp as written in its file, before it is checked.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RampFile {
    /// File format version: 1.
    version: u32,
    /// The name used on the command line (`one-to-eight`).
    id: String,
    /// The name shown to people (`1-8 spread`).
    name: String,
    /// The name in French and in Italian; absent: `name` in every language.
    #[serde(default)]
    names: RampNames,
    /// Chips per betting unit; absent: the table's minimum bet.
    #[serde(default)]
    unit: Option<u64>,
    /// The steps, sorted by true count.
    steps: Vec<RampStep>,
}

/// A ramp's name in the languages other than English (`names: { fr: écart 1-8, it: scarto 1-8 }`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RampNames {
    /// The name in French.
    #[serde(default)]
    pub fr: Option<String>,
    /// The name in Italian.
    #[serde(default)]
    pub it: Option<String>,
}

impl RampNames {
    /// The name in `lang`, else `name` (the English one).
    pub fn or<'a>(&'a self, name: &'a str, lang: Lang) -> &'a str {
        let own = match lang {
            Lang::En => None,
            Lang::Fr => self.fr.as_deref(),
            Lang::It => self.it.as_deref(),
        };
        own.unwrap_or(name)
    }
}

/// One step of a ramp: from this true count up, bet this many units.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RampStep {
    /// The true count from which the step's bet applies.
    pub true_count: i32,
    /// The bet, in betting units.
    pub units: u64,
}

/// A checked betting ramp.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ramp {
    /// The name used on the command line.
    pub id: String,
    /// The name shown to people, in English and in a language the file names none for.
    pub name: String,
    /// The name in French and in Italian, when the file gives it.
    pub names: RampNames,
    /// Chips per betting unit, when the file fixes it.
    pub unit: Option<u64>,
    /// The steps, sorted by true count, at least one.
    pub steps: Vec<RampStep>,
}

impl Ramp {
    /// Reads and checks a ramp file, reporting every problem with its line and field.
    pub fn from_yaml(origin: &str, text: &str) -> Result<Ramp, DataErrors> {
        Ramp::checked(parse_yaml(origin, text)?, origin, text)
    }

    /// Checks a ramp as read from `text`, its file, and placed in it.
    fn checked(file: RampFile, origin: &str, text: &str) -> Result<Ramp, DataErrors> {
        let mut problems = Problems::new(origin, text);
        if file.version != RAMP_FORMAT_VERSION {
            problems.field("version", Reason::version_unread(file.version, RAMP_FORMAT_VERSION));
        }
        if file.id.is_empty()
            || !file.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            problems.field("id", Reason::new("data-reason-name-id").with("id", file.id.as_str()));
        }
        if file.name.trim().is_empty() {
            problems.field("name", Reason::new("data-reason-must-not-be-empty"));
        }
        for (field, name) in [("names.fr", &file.names.fr), ("names.it", &file.names.it)] {
            if name.as_ref().is_some_and(|n| n.trim().is_empty()) {
                problems.field(field, Reason::new("data-reason-must-not-be-empty"));
            }
        }
        if let Some(unit) = file.unit
            && !(1..=MAX_UNIT_CHIPS).contains(&unit)
        {
            problems.field("unit", Reason::new("data-reason-ramp-unit").with("chips", unit));
        }
        if file.steps.is_empty() {
            problems.field("steps", Reason::new("data-reason-ramp-no-steps"));
        }
        let (low, high) = STEP_COUNTS;
        for (i, step) in file.steps.iter().enumerate() {
            let mut at = |field: &str, message: Reason| {
                let path = format!("steps[{i}].{field}");
                match locate_item(text, "steps", i) {
                    Some(place) => problems.at(place, &path, message),
                    None => problems.field(&path, message),
                }
            };
            if !(low..=high).contains(&step.true_count) {
                at(
                    "true_count",
                    Reason::new("data-reason-ramp-count")
                        .with("count", step.true_count.to_string())
                        .with("low", low.to_string())
                        .with("high", high.to_string()),
                );
            }
            if !(1..=MAX_UNITS).contains(&step.units) {
                at(
                    "units",
                    Reason::new("data-reason-ramp-units").with("units", step.units).with("most", MAX_UNITS),
                );
            }
            if let Some(before) = i.checked_sub(1).map(|b| file.steps[b]) {
                if step.true_count <= before.true_count {
                    at(
                        "true_count",
                        Reason::new("data-reason-ramp-unsorted")
                            .with("count", format!("{:+}", step.true_count))
                            .with("before", format!("{:+}", before.true_count)),
                    );
                } else if step.units < before.units {
                    at(
                        "units",
                        Reason::new("data-reason-ramp-lowers")
                            .with("units", step.units)
                            .with("count", format!("{:+}", step.true_count))
                            .with("before-units", before.units)
                            .with("before", format!("{:+}", before.true_count)),
                    );
                }
            }
        }
        problems.finish()?;
        Ok(Ramp { id: file.id, name: file.name, names: file.names, unit: file.unit, steps: file.steps })
    }

    /// The name shown to people in `lang`: the file's for that language, else `name`.
    pub fn name_in(&self, lang: Lang) -> &str {
        self.names.or(&self.name, lang)
    }

    /// The step that sets the bet at a true count: the last one at or below it, else the first.
    pub fn step_at(&self, true_count: i32) -> RampStep {
        let first = self.steps.first().copied().unwrap_or(RampStep { true_count: 0, units: 1 });
        self.steps.iter().rev().find(|s| s.true_count <= true_count).copied().unwrap_or(first)
    }

    /// The bet at a true count, in units.
    pub fn units_at(&self, true_count: i32) -> u64 {
        self.step_at(true_count).units
    }

    /// Chips per unit at a table: the file's, or the table's minimum bet.
    pub fn chips_per_unit(&self, rules: &TableRules) -> u64 {
        self.unit.unwrap_or(rules.session.bet.min).max(1)
    }

    /// The bet at a true count, in chips at a table (the table's maximum is not applied).
    pub fn chips_at(&self, true_count: i32, rules: &TableRules) -> u64 {
        self.units_at(true_count).saturating_mul(self.chips_per_unit(rules))
    }

    /// The spread: the smallest and the largest bet, in units.
    pub fn spread(&self) -> (u64, u64) {
        let units = self.steps.iter().map(|s| s.units);
        (units.clone().min().unwrap_or(1), units.max().unwrap_or(1))
    }
}

/// A ramp shipped in the binary: its name and YAML text.
pub struct RampSource {
    /// The ramp's name.
    pub id: &'static str,
    /// The YAML text: the source, which `bjcoach validate` and the tests read, and where a
    /// problem is placed.
    pub yaml: &'static str,
    /// The same file as the build readied it (JSON, see `build.rs`), which is what the program
    /// reads and checks; a test holds it to the YAML text.
    readied: &'static str,
}

macro_rules! ramp_source {
    ($id:literal) => {
        RampSource {
            id: $id,
            yaml: include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/ramps/", $id, ".yaml")),
            readied: include_str!(concat!(env!("OUT_DIR"), "/ramps/", $id, ".json")),
        }
    };
}

/// The shipped ramps, the default first.
pub const RAMP_SOURCES: [RampSource; 2] = [ramp_source!("one-to-eight"), ramp_source!("one-to-four")];

/// A shipped ramp by name; the error lists the names.
pub fn shipped(id: &str) -> Result<Ramp, String> {
    let names: Vec<&str> = RAMP_SOURCES.iter().map(|s| s.id).collect();
    let unknown = |nearest: Option<&str>| {
        format!(
            "there is no shipped ramp called `{id}`{}; the ramps are: {}",
            crate::data::did_you_mean(nearest),
            names.join(", ")
        )
    };
    let found = crate::data::find_name(id, &names).map_err(unknown)?;
    let source = RAMP_SOURCES.iter().find(|s| s.id == found).ok_or_else(|| unknown(None))?;
    let origin = format!("ramps/{}.yaml", source.id);
    crate::data::parse_readied(&origin, source.readied)
        .and_then(|file| Ramp::checked(file, &origin, source.yaml))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ramp_readied_by_the_build_is_the_ramp_its_file_holds() {
        for source in &RAMP_SOURCES {
            let from_file = Ramp::from_yaml(&format!("ramps/{}.yaml", source.id), source.yaml).unwrap();
            assert_eq!(shipped(source.id).unwrap(), from_file, "{}", source.id);
        }
    }

    #[test]
    fn a_ramp_is_named_in_each_language_its_file_names_and_else_by_its_name() {
        let ramp = shipped(DEFAULT_RAMP).unwrap();
        assert_eq!(ramp.name_in(Lang::En), "1-8 spread");
        assert_eq!(ramp.name_in(Lang::Fr), "écart 1-8");
        assert_eq!(ramp.name_in(Lang::It), "scarto 1-8");
        let only_english = "version: 1\nid: mine\nname: my spread\nsteps: [{ true_count: 1, units: 1 }]\n";
        let mine = Ramp::from_yaml("mine.yaml", only_english).unwrap();
        assert_eq!(mine.name_in(Lang::Fr), "my spread");
        let half =
            only_english.replace("name: my spread", "name: my spread\nnames: { it: la mia rampa, fr: ' ' }");
        let problems = Ramp::from_yaml("mine.yaml", &half).unwrap_err().to_string();
        assert_eq!(problems, "mine.yaml:4:1: field `names.fr`: must not be empty");
        let unknown = only_english.replace("name: my spread", "name: my spread\nnames: { de: Spanne }");
        assert!(Ramp::from_yaml("mine.yaml", &unknown).is_err());
    }

    #[test]
    fn every_shipped_ramp_loads_under_its_name() {
        for source in &RAMP_SOURCES {
            assert_eq!(shipped(source.id).unwrap().id, source.id);
        }
        assert!(shipped("nope").unwrap_err().contains("one-to-eight"));
    }

    #[test]
    fn the_bet_is_the_last_step_at_or_below_the_count() {
        let ramp = shipped(DEFAULT_RAMP).unwrap();
        assert_eq!(ramp.units_at(-4), 1, "below the first step: the first step's units");
        assert_eq!(ramp.units_at(1), 1);
        assert_eq!(ramp.units_at(2), 2);
        assert_eq!(ramp.units_at(3), 4);
        assert_eq!(ramp.units_at(4), 6);
        assert_eq!(ramp.units_at(9), 8);
        assert_eq!(ramp.spread(), (1, 8));
        let rules = crate::game::rules::preset("quebec-s17").unwrap();
        assert_eq!(ramp.chips_per_unit(&rules), rules.session.bet.min);
        assert_eq!(ramp.chips_at(3, &rules), 4 * rules.session.bet.min);
        let own = Ramp::from_yaml(
            "r.yaml",
            "version: 1\nid: r\nname: r\nunit: 25\nsteps:\n  - { true_count: 0, units: 2 }\n",
        )
        .unwrap();
        assert_eq!(own.chips_at(7, &rules), 50);
    }

    #[test]
    fn every_problem_is_reported_with_its_line_and_field() {
        let text = "version: 2\nid: My Ramp\nname: ''\nunit: 0\nsteps:\n  - { true_count: 2, units: 2 }\n  - { true_count: 1, units: 4 }\n  - { true_count: 3, units: 0 }\n  - { true_count: 40, units: 1 }\n";
        let err = Ramp::from_yaml("mine.yaml", text).unwrap_err().to_string();
        for needle in [
            "mine.yaml:1:1: field `version`: version 2",
            "mine.yaml:2:1: field `id`",
            "mine.yaml:3:1: field `name`: must not be empty",
            "mine.yaml:4:1: field `unit`: 0 chips",
            "mine.yaml:7:3: field `steps[1].true_count`: +1 comes after +2",
            "mine.yaml:8:3: field `steps[2].units`: 0: a step bets 1 to 1000 units",
            "mine.yaml:9:3: field `steps[3].true_count`: 40: a step starts at a true count from -20 to 20",
        ] {
            assert!(err.contains(needle), "{needle} in:\n{err}");
        }
        let err =
            Ramp::from_yaml("m.yaml", "version: 1\nid: m\nname: m\nsteps: []\n").unwrap_err().to_string();
        assert!(err.contains("m.yaml:4:1: field `steps`: list at least one step"), "{err}");
        let err = Ramp::from_yaml("m.yaml", "version: 1\nid: m\nname: m\nsteps:\n  - { true_count: 1, units: 4 }\n  - { true_count: 2, units: 2 }\n")
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("m.yaml:6:3: field `steps[1].units`: 2 units at +2 is less than the 4 at +1"),
            "{err}"
        );
        let err =
            Ramp::from_yaml("m.yaml", "version: 1\nid: m\nname: m\nsteps:\n  - { true_count: 1, unit: 4 }\n")
                .unwrap_err()
                .to_string();
        assert!(err.starts_with("m.yaml:5:") && err.contains("unknown field `unit`"), "{err}");
    }
}
