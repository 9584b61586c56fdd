//! `bjcoach serve`: the coach in a browser, served from this machine (see [`crate::web`]).

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr};

use clap::Args;

use super::term::note;
use super::{CliError, Config, Out};
use crate::web::{Address, ServeError, ServeOptions, network_addresses, serve};

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
    ///
    /// The browser is given an address good for one visit: its command line, which other users
    /// of the machine can read, never holds the key.
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
    let options = ServeOptions {
        listen,
        port: args.port,
        data_dir: store.dir().to_path_buf(),
        key: None,
        one_time: args.open,
    };
    let mut told: std::io::Result<()> = Ok(());
    let ready = |address: &Address| {
        told = tell(out, address, listen);
        if args.open {
            open_browser(&address.one_time_url().unwrap_or_else(|| address.url()));
        }
    };
    let served = serve(options, ready);
    told?;
    served.map_err(|e| match e {
        ServeError::Listen { .. } => CliError::BadInput(e.to_string()),
        other => CliError::Other(anyhow::anyhow!("{other}")),
    })
}

/// Prints where the coach is: on this machine, then, listening beyond it, at each of the
/// machine's network addresses, the first also as a QR code for a phone's camera.
fn tell(out: &mut Out<'_>, address: &Address, listen: IpAddr) -> std::io::Result<()> {
    writeln!(out.w, "bjcoach is at {}", address.url())?;
    if !listen.is_loopback() {
        let network = network_addresses(listen);
        match network.first() {
            None => writeln!(out.w, "No network address was found: other devices cannot reach it yet.")?,
            Some((_, first)) => {
                writeln!(out.w, "From a phone or another computer on the network:")?;
                for (interface, ip) in &network {
                    let named = if interface.is_empty() { String::new() } else { format!(" ({interface})") };
                    writeln!(out.w, "  {}{named}", address.url_at(*ip))?;
                }
                if let Some(code) = qr_code(&address.url_at(*first)) {
                    writeln!(out.w, "{code}")?;
                    writeln!(out.w, "A phone's camera opens the first of them from this code.")?;
                }
            }
        }
    }
    let last = if listen.is_loopback() { "Open it in a browser on this machine; " } else { "" };
    writeln!(out.w, "{last}Ctrl-C stops it.")?;
    out.w.flush()
}

/// `url` as a QR code in the terminal, two rows of modules a line. The light modules are drawn
/// as blocks: most terminals write light text on a dark ground, and the margin a camera needs
/// is then light too.
pub fn qr_code(url: &str) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    Some(code.render::<Dense1x2>().dark_color(Dense1x2::Light).light_color(Dense1x2::Dark).build())
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
