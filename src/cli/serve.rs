//! `bjcoach serve`: the coach in a browser, served from this machine (see [`crate::web`]).

use std::io::Write;
use std::net::{IpAddr, Ipv4Addr};

use clap::Args;

use super::term::note;
use super::{CliError, Config, Out};
use crate::lang::{Arg, Lang};
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
    let lang = config.lang;
    if !listen.is_loopback() {
        let address = listen.to_string();
        note(lang.text("serve-listening-beyond", &[("address", Arg::Text(&address))]));
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
        told = tell(out, address, listen, lang);
        if args.open {
            open_browser(&address.one_time_url().unwrap_or_else(|| address.url()), lang);
        }
    };
    let served = serve(options, ready);
    told?;
    served.map_err(|e| match e {
        ServeError::Listen { address, source } => {
            let (address, error) = (address.to_string(), source.to_string());
            CliError::said(move |lang| {
                lang.text(
                    "serve-cannot-listen",
                    &[("address", Arg::Text(&address)), ("error", Arg::Text(&error))],
                )
            })
        }
        other => CliError::Other(anyhow::anyhow!("{other}")),
    })
}

/// Prints where the coach is, in `lang`: on this machine, then, listening beyond it, at each of
/// the machine's network addresses, the first also as a QR code for a phone's camera.
fn tell(out: &mut Out<'_>, address: &Address, listen: IpAddr, lang: Lang) -> std::io::Result<()> {
    writeln!(out.w, "{}", lang.text("serve-at", &[("url", Arg::Text(&address.url()))]))?;
    if !listen.is_loopback() {
        let network = network_addresses(listen);
        match network.first() {
            None => writeln!(out.w, "{}", lang.text("serve-no-network", &[]))?,
            Some((_, first)) => {
                writeln!(out.w, "{}", lang.text("serve-from-network", &[]))?;
                for (interface, ip) in &network {
                    let named = if interface.is_empty() { String::new() } else { format!(" ({interface})") };
                    writeln!(out.w, "  {}{named}", address.url_at(*ip))?;
                }
                if let Some(code) = qr_code(&address.url_at(*first)) {
                    writeln!(out.w, "{code}")?;
                    writeln!(out.w, "{}", lang.text("serve-qr", &[]))?;
                }
            }
        }
    }
    let stop = if listen.is_loopback() { "serve-stop-local" } else { "serve-stop" };
    writeln!(out.w, "{}", lang.text(stop, &[]))?;
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

/// Asks the system to open `url` in the learner's browser; says so in `lang` when it cannot.
fn open_browser(url: &str, lang: Lang) {
    let program = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
    let opened = std::process::Command::new(program)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if let Err(e) = opened {
        let error = e.to_string();
        let args = [("program", Arg::Text(program)), ("error", Arg::Text(&error))];
        note(lang.text("serve-no-browser", &args));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::paint::Painter;
    use crate::cli::term::Wrapping;

    /// Where the coach is and how to stop it, told on this machine in `lang`.
    fn told(lang: Lang) -> String {
        let address =
            Address { socket: "127.0.0.1:8123".parse().unwrap(), key: "k".to_string(), one_time: None };
        let mut written = Vec::new();
        let mut out = Out { w: Wrapping::new(&mut written, 80), paint: Painter::plain() };
        tell(&mut out, &address, IpAddr::V4(Ipv4Addr::LOCALHOST), lang).unwrap();
        drop(out);
        String::from_utf8(written).unwrap()
    }

    /// The address is the same in every language; the words around it are the language's, and
    /// English says what it always said.
    #[test]
    fn where_the_coach_is_is_told_in_the_language() {
        let url =
            Address { socket: "127.0.0.1:8123".parse().unwrap(), key: "k".to_string(), one_time: None }.url();
        assert_eq!(
            told(Lang::En),
            format!("bjcoach is at {url}\nOpen it in a browser on this machine; Ctrl-C stops it.\n")
        );
        assert_eq!(
            told(Lang::Fr),
            format!(
                "bjcoach vous attend à {url}\nOuvrez-la dans un navigateur de cette machine ; Ctrl-C l'arrête.\n"
            )
        );
        assert_eq!(
            told(Lang::It),
            format!(
                "bjcoach ti aspetta a {url}\nAprilo in un browser su questa macchina; Ctrl-C lo ferma.\n"
            )
        );
    }
}
