//! The argument groups several commands share, defined once: the table (`--table`,
//! `--table-file`), the shoe (`--removed`), the re-split convention (`--resplit`), a session's
//! `--seed` and `--answers`, and the text-or-JSON `--format`. Each group checks itself into the
//! domain value it stands for.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use crate::lang::{Arg as Value, Lang};

use super::CliError;
use crate::game::rules::{PresetError, TableRules, preset};
use crate::strategy::chart::{Chart, shipped};
use crate::strategy::solver::{Composition, MIN_CARDS, solve};

/// A name from a known list (a table, a drill, a counting system): help and completion scripts
/// offer the list, and any text is taken as typed, for the command to find it in any case or say
/// which name is nearest (`did you mean`), as the layer that knows the names words it.
#[derive(Debug, Clone, Copy)]
pub struct KnownNames(fn() -> Vec<String>);

impl clap::builder::TypedValueParser for KnownNames {
    type Value = String;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        clap::builder::StringValueParser::new().parse_ref(cmd, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new((self.0)().into_iter().map(clap::builder::PossibleValue::new)))
    }
}

impl KnownNames {
    /// The preset tables.
    pub const TABLES: KnownNames =
        KnownNames(|| crate::game::rules::preset_names().into_iter().map(String::from).collect());
    /// The shipped drills.
    pub const DRILLS: KnownNames = KnownNames(|| {
        crate::coach::drill::Library::shipped()
            .map(|l| l.names().into_iter().map(String::from).collect())
            .unwrap_or_default()
    });
    /// The shipped counting systems.
    pub const SYSTEMS: KnownNames =
        KnownNames(|| crate::strategy::counting::COUNT_SOURCES.iter().map(|s| s.id.to_string()).collect());
    /// The shipped counting systems that keep a true count, the only ones `indices` and
    /// `play --count` take.
    pub const BALANCED_SYSTEMS: KnownNames = KnownNames(|| {
        use crate::strategy::counting::{Balance, COUNT_SOURCES, shipped};
        COUNT_SOURCES
            .iter()
            .filter(|s| shipped(s.id).is_ok_and(|system| system.balance == Balance::Balanced))
            .map(|s| s.id.to_string())
            .collect()
    });
    /// The ways of playing a seat by name (`simulate --player`, `--compare`, `play --others`);
    /// a strategy file is taken too.
    pub const PLAYERS: KnownNames = KnownNames(|| PLAYER_NAMES.iter().map(|s| s.to_string()).collect());
    /// The drills whose answers are saved: the shipped drills, play and the count checks of
    /// play with the count hidden (`stats --drill`).
    pub const ANSWERED: KnownNames = KnownNames(|| {
        let mut names = (KnownNames::DRILLS.0)();
        names.extend(
            [crate::coach::play::PLAY_DRILL, crate::coach::play::HIDDEN_COUNT_DRILL].map(String::from),
        );
        names
    });
}

/// The ways of playing the simulator knows by name (`play --others` takes them too), besides the
/// path of a strategy file; `choices::play_table` reads them.
pub const PLAYER_NAMES: [&str; 5] = ["chart", "me", "mimic-dealer", "never-bust", "always-stand"];

/// Which table to use: a preset by name, or a YAML file.
#[derive(Debug, Clone, Args)]
pub struct TableChoice {
    /// A preset table (see `bjcoach tables`), in any case.
    #[arg(long, short = 't', default_value = DEFAULT_TABLE, conflicts_with = "table_file", value_parser = KnownNames::TABLES, hide_possible_values = true)]
    pub table: String,
    /// A table of your own, as a YAML file (see `bjcoach rules --format yaml` for the form).
    #[arg(long, value_name = "PATH")]
    pub table_file: Option<PathBuf>,
}

/// The table a command is at when none is named.
pub const DEFAULT_TABLE: &str = "book";

impl Default for TableChoice {
    fn default() -> TableChoice {
        TableChoice::preset(DEFAULT_TABLE)
    }
}

impl TableChoice {
    /// Loads the chosen table.
    pub fn load(&self) -> Result<TableRules, CliError> {
        match &self.table_file {
            Some(path) => load_table_file(path),
            None => preset(&self.table).map_err(|e| match e {
                PresetError::Unknown(u) => CliError::said(move |lang| u.words_in(lang)),
                PresetError::Invalid(d) => CliError::BadData(d),
            }),
        }
    }

    /// The chosen table by its preset name (as the menu picks it).
    pub fn preset(name: &str) -> TableChoice {
        TableChoice { table: name.to_string(), table_file: None }
    }

    /// The chart of a table: the shipped one for a preset, solved on the spot for a table file.
    pub fn chart(&self, rules: &TableRules) -> Result<Chart, CliError> {
        if self.table_file.is_none()
            && let Some(found) = shipped(&rules.id)
        {
            return found.map_err(CliError::BadData);
        }
        Ok(solve(rules, &Composition::full(rules.decks)).chart)
    }
}

/// Cards already out of the shoe: values and charts for the cards left.
#[derive(Debug, Clone, Default, Args)]
pub struct ShoeChoice {
    /// Cards already out of the shoe (seen in earlier rounds), e.g. `T,T,5,A` (a ten-value card as
    /// T, 10, J, Q or K): values are worked out for the cards left.
    #[arg(long, value_name = "CARDS")]
    pub removed: Option<String>,
}

impl ShoeChoice {
    /// The shoe of this table with the removed cards out.
    pub fn composition(&self, rules: &TableRules) -> Result<Composition, CliError> {
        let mut shoe = Composition::full(rules.decks);
        let Some(text) = &self.removed else { return Ok(shoe) };
        let ranks = crate::game::card::parse_ranks(text).map_err(|e| {
            CliError::said(move |lang| {
                lang.text(
                    "error-option",
                    &[("option", Value::Text("--removed")), ("why", Value::Text(&e.words_in(lang)))],
                )
            })
        })?;
        for rank in ranks {
            shoe = shoe.without(rank).map_err(|_| {
                let held = u64::from(Composition::full(rules.decks).count(rank));
                let value = crate::strategy::solver::VALUES[rank.value_index()].to_string();
                let (decks, table) = (u64::from(rules.decks), rules.id.clone());
                CliError::said(move |lang| {
                    lang.text(
                        "error-removed-too-many",
                        &[
                            ("value", Value::Text(&value)),
                            ("held", Value::Int(held)),
                            ("decks", Value::Int(decks)),
                            ("table", Value::Text(&table)),
                        ],
                    )
                })
            })?;
        }
        if shoe.total() < MIN_CARDS {
            let left = u64::from(shoe.total());
            return Err(CliError::said(move |lang| {
                lang.text(
                    "error-removed-too-few",
                    &[("left", Value::Int(left)), ("least", Value::Int(u64::from(MIN_CARDS)))],
                )
            }));
        }
        Ok(shoe)
    }

    /// A line saying which cards are out, when some are, in `lang`.
    pub fn describe(&self, shoe: &Composition, lang: Lang) -> Option<String> {
        let text = self.removed.as_ref()?;
        let ranks = crate::game::card::parse_ranks(text).ok()?;
        let cards: Vec<String> =
            ranks.iter().map(|r| crate::strategy::solver::VALUES[r.value_index()].to_string()).collect();
        let said = lang.text(
            "ev-removed",
            &[
                ("n", Value::Int(cards.len() as u64)),
                ("cards", Value::Text(&cards.join(" "))),
                ("left", Value::Int(u64::from(shoe.total()))),
            ],
        );
        Some(said)
    }
}

/// Reads and checks a table file.
pub fn load_table_file(path: &std::path::Path) -> Result<TableRules, CliError> {
    let origin = path.display().to_string();
    let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
    TableRules::from_yaml(&origin, &text).map_err(CliError::BadData)
}

/// When a pair dealt to a split hand is split again (`--resplit`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum ResplitArg {
    /// When the chart splits that pair against that up card.
    #[default]
    Chart,
    /// Every time the table allows it, split hands played as unsplit.
    Always,
}

impl ResplitArg {
    /// The solver's setting.
    pub fn mode(self) -> crate::strategy::solver::Resplit {
        match self {
            ResplitArg::Chart => crate::strategy::solver::Resplit::Chart,
            ResplitArg::Always => crate::strategy::solver::Resplit::Always,
        }
    }
}

/// Text for people or JSON for programs (`--format` of drill, play, stats and simulate).
/// A language of the coach, as `--lang` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// English.
    En,
    /// French (français).
    Fr,
    /// Italian (italiano).
    It,
}

impl LangArg {
    /// The language chosen: this flag when given, else `BJCOACH_LANG`, else the locale, else
    /// English.
    pub fn chosen(flag: Option<LangArg>) -> Lang {
        let flag = flag.map(|l| match l {
            LangArg::En => Lang::En,
            LangArg::Fr => Lang::Fr,
            LangArg::It => Lang::It,
        });
        Lang::chosen(flag, |name| std::env::var(name).ok())
    }

    /// A command's language: its own flag when given, else the run's (`bjcoach --lang`, the
    /// environment, the menu's choice).
    pub fn or_run(flag: Option<LangArg>, run: Lang) -> Lang {
        match flag {
            Some(LangArg::En) => Lang::En,
            Some(LangArg::Fr) => Lang::Fr,
            Some(LangArg::It) => Lang::It,
            None => run,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum TextOrJson {
    /// Text for people, wrapped to the terminal's width.
    #[default]
    Text,
    /// JSON, never wrapped.
    Json,
}

/// How a session is run: its seed and where its answers come from.
#[derive(Debug, Clone, Default, Args)]
pub struct SessionChoice {
    /// Seed for the shoe (and a drill's questions): the same seed deals the same cards.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Read the answers from a file, one per line (`-` for standard input) instead of prompting.
    #[arg(long, value_name = "FILE")]
    pub answers: Option<PathBuf>,
}

/// The file an `-o PATH` option writes to: `None` for standard output, which `-o -` names as
/// well, as most tools read it.
pub fn output_file(path: Option<&PathBuf>) -> Option<&PathBuf> {
    path.filter(|p| p.as_os_str() != "-")
}
