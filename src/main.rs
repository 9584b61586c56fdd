//! The `bjcoach` command: parses the arguments, runs, and maps the outcome to an exit code.

use std::process::ExitCode;

fn main() -> ExitCode {
    ExitCode::from(bjcoach::cli::run(std::env::args_os()))
}
