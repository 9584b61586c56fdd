//! What the names and paths a command takes stand for, shared by every command that takes them:
//! a counting system (`--system`, `--system-file`, `--count`) and a way of playing a seat
//! (`simulate --player` and `--compare`, `play --others`).

use std::path::Path;

use super::args::{PLAYER_NAMES, TableChoice};
use super::progress::answer_counts;
use super::term::{note, stderr_lang};
use super::{CliError, Config};
use crate::coach::learner::habits::habits_from_counts;
use crate::game::rules::TableRules;
use crate::lang::Arg;
use crate::strategy::chart::Chart;
use crate::strategy::counting::{CountingSystem, shipped, shipped_source};
use crate::strategy::simulate::PlayTable;

/// The counting system of `--system NAME` (a shipped one) or of `--system-file PATH`.
pub fn counting_system(name: &str, file: Option<&Path>) -> Result<CountingSystem, CliError> {
    match file {
        Some(path) => {
            let origin = path.display().to_string();
            let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
            CountingSystem::from_yaml(&origin, &text).map_err(CliError::BadData)
        }
        None => {
            shipped_source(name).map_err(|unknown| CliError::said(move |lang| unknown.words_in(lang)))?;
            shipped(name).map_err(CliError::BadInput)
        }
    }
}

/// The counting system of `--count NAME|PATH`: a system file when the path names one, else a
/// shipped system by name.
pub fn count_system(name: &str) -> Result<CountingSystem, CliError> {
    let path = Path::new(name);
    if path.is_file() {
        return counting_system(name, Some(path));
    }
    if let Err(unknown) = shipped_source(name) {
        let option = format!("--count {name}");
        return Err(CliError::said(move |lang| {
            let why = unknown.words_in(lang);
            lang.text("error-option", &[("option", Arg::Text(&option)), ("why", Arg::Text(&why))])
        }));
    }
    shipped(name).map_err(|e| CliError::BadInput(format!("--count {name}: {e}")))
}

/// The way of playing named `name` (one of [`PLAYER_NAMES`], or a strategy file) at this table.
pub fn play_table(
    name: &str,
    rules: &TableRules,
    table: &TableChoice,
    config: &Config,
) -> Result<PlayTable, CliError> {
    match name {
        "chart" => Ok(PlayTable::from_chart(&table.chart(rules)?)),
        "me" => {
            let chart = table.chart(rules)?;
            let counts = answer_counts(&config.store()?)?;
            let (play, summary) = habits_from_counts(&chart, counts);
            if summary.cells_seen == 0 {
                let how = if config.in_menu {
                    String::new()
                } else {
                    format!(" (bjcoach drill strategy --table {})", rules.id)
                };
                let args = [("table", Arg::Text(&rules.id)), ("how", Arg::Text(&how))];
                note(stderr_lang().text("note-me-no-answers", &args));
            }
            Ok(play)
        }
        "mimic-dealer" => Ok(PlayTable::mimic_dealer(rules)),
        "never-bust" => Ok(PlayTable::never_bust()),
        "always-stand" => Ok(PlayTable::standing()),
        path if std::path::Path::new(path).is_file() => {
            let text = crate::data::read_data_file(std::path::Path::new(path)).map_err(CliError::BadData)?;
            let chart = Chart::from_yaml(path, &text).map_err(CliError::BadData)?;
            if chart.table != rules.id {
                let args = [
                    ("path", Arg::Text(path)),
                    ("chart", Arg::Text(&chart.table)),
                    ("table", Arg::Text(&rules.id)),
                ];
                note(stderr_lang().text("note-chart-of-another-table", &args));
            }
            Ok(PlayTable::from_chart(&chart))
        }
        other => {
            let other = other.to_string();
            Err(CliError::said(move |lang| {
                let known = PLAYER_NAMES.join(", ");
                lang.text("error-no-player", &[("name", Arg::Text(&other)), ("known", Arg::Text(&known))])
            }))
        }
    }
}

/// A betting ramp named on the command line: a shipped ramp's name, or a YAML file in the form
/// of `ramps/*.yaml` (a file of that name comes first); the default ramp when none is named.
pub fn ramp(choice: Option<&std::path::Path>) -> Result<crate::strategy::ramp::Ramp, CliError> {
    use crate::strategy::ramp::{DEFAULT_RAMP, Ramp, shipped};
    match choice {
        None => shipped(DEFAULT_RAMP).map_err(CliError::BadInput),
        Some(path) => match path.to_str().map(shipped) {
            Some(Ok(ramp)) if !path.exists() => Ok(ramp),
            _ => {
                let text = crate::data::read_data_file(path).map_err(CliError::BadData)?;
                Ramp::from_yaml(&path.display().to_string(), &text).map_err(CliError::BadData)
            }
        },
    }
}
