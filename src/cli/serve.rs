//! `bjcoach serve`: the coach in a browser, served from this machine (see [`crate::web`]).

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr};

use clap::Args;

use super::term::note;
use super::{CliError, Config, Out};
use crate::web::{Address, ServeError, ServeOptions, serve};

/// Arguments of `bjcoach serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on [default: a free one].
    #[arg(long, default_value_t = 0)]
    port: u16,
    /// Listen on this address instead of this machine's own (127.0.0.1): anyone who can reach
    /// it and has the printed address can use your coach and your progress.
    #[arg(long, value_name = "ADDRESS")]
    listen: Option<IpAddr>,
    /// Open the coach in the browser once it is listening.
    #[arg(long)]
    open: bool,
}

/// Runs `bjcoach serve` until the process is stopped (Ctrl-C).
pub fn run(args: &ServeArgs, config: &Config, out: &mut Out<'_>) -> Result<(), CliError> {
    let store = config.store()?;
    let listen = args.listen.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST));
    if !listen.is_loopback() {
        note(format!(
            "listening on {listen}, not only on this machine: anyone who can reach it and has the address below can use your coach"
        ));
    }
    let options = ServeOptions { listen, port: args.port, data_dir: store.dir().to_path_buf(), key: None };
    let mut told: std::io::Result<()> = Ok(());
    let ready = |address: &Address| {
        let url = address.url();
        told = writeln!(out.w, "bjcoach is at {url}")
            .and_then(|()| writeln!(out.w, "Open it in a browser on this machine; Ctrl-C stops it."))
            .and_then(|()| out.w.flush());
        if args.open {
            open_browser(&url);
        }
    };
    let served = serve(options, ready);
    told?;
    served.map_err(|e| match e {
        ServeError::Listen { .. } => CliError::BadInput(e.to_string()),
        other => CliError::Other(anyhow::anyhow!("{other}")),
    })
}

/// Asks the system to open `url` in the learner's browser; says so when it cannot.
fn open_browser(url: &str) {
    let program = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let opened = std::process::Command::new(program)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if let Err(e) = opened {
        note(format!("the browser could not be opened ({program}: {e}); open the address above yourself"));
    }
}
