//! The menu shown by `bjcoach` with no arguments at a terminal.

use std::io::Write;

use dialoguer::Select;
use dialoguer::theme::ColorfulTheme;

use super::args::TableChoice;
use super::{CliError, Config, Out};
use crate::game::rules::preset_names;

/// What the menu offers.
const CHOICES: [&str; 6] = [
    "List the tables",
    "Explain a table's rules",
    "Practise with a drill",
    "Play rounds with the coach",
    "See your progress",
    "Quit",
];

/// Shows the menu until the learner quits (Esc, q or Ctrl-C also leave).
pub fn run(config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let theme = ColorfulTheme::default();
    loop {
        writeln!(out.w)?;
        out.w.flush()?;
        let picked = Select::with_theme(&theme)
            .with_prompt("bjcoach: what would you like to do?")
            .items(CHOICES)
            .default(0)
            .interact_opt()
            .map_err(|e| CliError::Other(e.into()))?;
        match picked {
            Some(0) => super::tables::run(out)?,
            Some(1) => {
                let names = preset_names();
                let table = Select::with_theme(&theme)
                    .with_prompt("Which table?")
                    .items(&names)
                    .default(0)
                    .interact_opt()
                    .map_err(|e| CliError::Other(e.into()))?;
                if let Some(i) = table {
                    super::rules::show(&TableChoice::preset(names[i]), out)?;
                }
            }
            Some(2) => super::drill::from_menu(config, out)?,
            Some(3) => super::play::from_menu(config, out)?,
            Some(4) => super::stats::from_menu(config, out)?,
            _ => return Ok(()),
        }
    }
}
