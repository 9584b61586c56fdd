//! Colour for the terminal, given as a value: on for a terminal, off for pipes, files,
//! `NO_COLOR` and `TERM=dumb`.

use console::Style;

/// When to colour the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ColorChoice {
    /// Colour when the output is a terminal and `NO_COLOR` is not set.
    // (Nor at a terminal that `TERM=dumb` says shows none: see `colour_on`.)
    Auto,
    /// Always colour.
    Always,
    /// Never colour.
    Never,
}

/// Is colour on, for this choice, output and environment (`NO_COLOR` set, `TERM`)?
fn colour_on(choice: ColorChoice, is_terminal: bool, no_color: bool, term: Option<&std::ffi::OsStr>) -> bool {
    // A dumb terminal prints escape sequences as text.
    let dumb = term.is_some_and(|t| t == "dumb");
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => is_terminal && !no_color && !dumb,
    }
}

/// Paints text when colour is on, and leaves it plain otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Painter {
    enabled: bool,
}

impl Painter {
    /// A painter for this choice, given whether stdout is a terminal.
    pub fn new(choice: ColorChoice, stdout_is_terminal: bool) -> Painter {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        let term = std::env::var_os("TERM");
        Painter { enabled: colour_on(choice, stdout_is_terminal, no_color, term.as_deref()) }
    }

    /// A painter that always colours.
    pub fn always() -> Painter {
        Painter { enabled: true }
    }

    /// A painter that never colours.
    pub fn plain() -> Painter {
        Painter { enabled: false }
    }

    /// Is colour on?
    pub fn is_enabled(self) -> bool {
        self.enabled
    }

    /// Applies a style when colour is on.
    pub fn paint(self, style: &Style, text: impl std::fmt::Display) -> String {
        if self.enabled {
            style.clone().force_styling(true).apply_to(text).to_string()
        } else {
            text.to_string()
        }
    }

    /// Bold.
    pub fn bold(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().bold(), text)
    }

    /// Dimmed, for secondary text.
    pub fn dim(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().dim(), text)
    }

    /// Yellow, for warnings and assumptions.
    pub fn warn(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().yellow(), text)
    }

    /// Green, for what is right.
    pub fn good(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().green(), text)
    }

    /// Red, for what is wrong.
    pub fn bad(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().red(), text)
    }

    /// Cyan, for names and headings.
    pub fn accent(self, text: impl std::fmt::Display) -> String {
        self.paint(&Style::new().cyan(), text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dumb_terminal_gets_no_colour_unless_asked_for() {
        let xterm = Some(std::ffi::OsStr::new("xterm-256color"));
        let dumb = Some(std::ffi::OsStr::new("dumb"));
        assert!(colour_on(ColorChoice::Auto, true, false, xterm));
        assert!(colour_on(ColorChoice::Auto, true, false, None));
        assert!(!colour_on(ColorChoice::Auto, true, false, dumb));
        assert!(!colour_on(ColorChoice::Auto, true, true, xterm));
        assert!(!colour_on(ColorChoice::Auto, false, false, xterm));
        assert!(colour_on(ColorChoice::Always, true, false, dumb));
        assert!(!colour_on(ColorChoice::Never, true, false, xterm));
    }
}
