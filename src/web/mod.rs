//! The coach in a browser: `bjcoach serve`, a small web server on the loopback address that shows
//! the same drills, play, progress, charts and rules as the command line, from the same coach.
//!
//! Beside `cli`, above `coach`: it uses the coach, the strategy, the game and the data, never the
//! command line (`tests/it/layers.rs`). Every page is built here as HTML with its cards drawn as
//! SVG; the style and the one script are built into the binary, so nothing is fetched from the
//! network. A request reaches a page only through [`guard`]: the right host, the key of the
//! address printed at start or a one-time code (then a session cookie), a same-origin POST for
//! every change, bounded sizes and rates.

mod asked;
pub mod chart_card;
mod guard;
mod pages;
pub mod progress_page;
mod sessions;
mod svg;

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post};

pub use asked::Clock;
pub use guard::{Guard, MAX_BODY, ONE_TIME_LIFE};
pub use pages::App;

/// What a server is asked to be.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// The address listened on: the loopback address unless another is asked for.
    pub listen: IpAddr,
    /// The port; 0 takes a free one.
    pub port: u16,
    /// Where the learner's progress is kept (the same folder as the command line's).
    pub data_dir: PathBuf,
    /// The key every request must carry; a random one when `None`.
    pub key: Option<String>,
    /// Draw a one-time address too, for a browser opened by the program (`--open`): its command
    /// line, which every local user can read, then carries no lasting key.
    pub one_time: bool,
}

/// Why the server could not run.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The address could not be listened on.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// The address asked for.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The server stopped on an error.
    #[error("the server stopped: {0}")]
    Stopped(std::io::Error),
    /// The built-in data could not be read.
    #[error("{0}")]
    Data(String),
}

/// The address a browser opens: the host, the port and the key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Address {
    /// The socket listened on.
    pub socket: SocketAddr,
    /// The key, as the address carries it.
    pub key: String,
    /// A one-time code, when one was asked for.
    pub one_time: Option<String>,
}

impl Address {
    /// The socket a browser on this machine names: the one listened on, or the loopback address
    /// when listening on every address (a browser may refuse `0.0.0.0`).
    fn here(&self) -> SocketAddr {
        match self.socket.ip() {
            IpAddr::V4(ip) if ip.is_unspecified() => {
                SocketAddr::new(Ipv4Addr::LOCALHOST.into(), self.socket.port())
            }
            IpAddr::V6(ip) if ip.is_unspecified() => {
                SocketAddr::new(Ipv6Addr::LOCALHOST.into(), self.socket.port())
            }
            _ => self.socket,
        }
    }

    /// The address to open on this machine, with its key: `http://127.0.0.1:PORT/?key=KEY`.
    pub fn url(&self) -> String {
        format!("http://{}/?key={}", self.here(), self.key)
    }

    /// The address to open at `ip`, one of this machine's, with the key.
    pub fn url_at(&self, ip: IpAddr) -> String {
        format!("http://{}/?key={}", SocketAddr::new(ip, self.socket.port()), self.key)
    }

    /// The one-time address, if one was drawn: `http://127.0.0.1:PORT/?once=CODE`, good for one
    /// visit within [`ONE_TIME_LIFE`].
    pub fn one_time_url(&self) -> Option<String> {
        self.one_time.as_ref().map(|code| format!("http://{}/?once={code}", self.here()))
    }
}

/// This machine's addresses and names, which a server listening on every address answers to.
#[derive(Debug, Clone, Default)]
pub struct Machine {
    /// The address of every interface, loopback too.
    pub addresses: Vec<IpAddr>,
    /// `localhost`, the host name and the host name under `.local` (as a phone finds it by mDNS).
    pub names: Vec<String>,
}

impl Machine {
    /// The machine as it is now; what cannot be read is left out.
    pub fn now() -> Machine {
        let addresses =
            if_addrs::get_if_addrs().unwrap_or_default().iter().map(if_addrs::Interface::ip).collect();
        let mut names = vec!["localhost".to_string()];
        if let Some(host) = gethostname::gethostname().to_str().filter(|h| !h.is_empty()) {
            names.push(host.to_string());
            names.push(format!("{host}.local"));
        }
        Machine { addresses, names }
    }
}

/// Whether a server listening on `listen` is reached at `ip`: on `0.0.0.0` at every IPv4
/// address, on `::` at every address (IPv4 too, as the system maps them), else at `listen` alone.
fn serves(listen: IpAddr, ip: IpAddr) -> bool {
    match listen {
        IpAddr::V4(l) if l.is_unspecified() => ip.is_ipv4(),
        IpAddr::V6(l) if l.is_unspecified() => true,
        _ => listen == ip,
    }
}

/// Where another device on the network reaches a server listening on `listen`: each interface's
/// name and address, loopback and IPv6 link-local addresses left out (a link-local address needs
/// a zone that browsers do not take).
pub fn network_addresses(listen: IpAddr) -> Vec<(String, IpAddr)> {
    if listen.is_loopback() {
        return Vec::new();
    }
    let link_local = |ip: &IpAddr| matches!(ip, IpAddr::V6(v6) if (v6.segments()[0] & 0xffc0) == 0xfe80);
    let mut found: Vec<(String, IpAddr)> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback() && !link_local(&i.ip()) && serves(listen, i.ip()))
        .map(|i| (i.name.clone(), i.ip()))
        .collect();
    if found.is_empty() && !listen.is_unspecified() {
        found.push((String::new(), listen));
    }
    // IPv4 first: the shorter address, and the one a phone on a home network surely has.
    found.sort_by_key(|(_, ip)| ip.is_ipv6());
    found
}

/// A random key of 128 bits, in hex.
pub fn random_key() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Listens, tells `ready` the address, and serves until the process ends.
pub fn serve(options: ServeOptions, ready: impl FnOnce(&Address)) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()
        .map_err(ServeError::Stopped)?;
    runtime.block_on(async move {
        let address = SocketAddr::new(options.listen, options.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|source| ServeError::Listen { address, source })?;
        let socket = listener.local_addr().map_err(ServeError::Stopped)?;
        let key = options.key.clone().unwrap_or_else(random_key);
        let app = App::new(options.data_dir.clone()).map_err(ServeError::Data)?;
        app.prepare();
        let guard = Guard::new(socket, key.clone());
        let one_time = options.one_time.then(|| guard.one_time_code());
        ready(&Address { socket, key, one_time });
        axum::serve(listener, router(Arc::new(app), Arc::new(guard))).await.map_err(ServeError::Stopped)
    })
}

/// Every page and form, behind the guard.
pub fn router(app: Arc<App>, guard: Arc<Guard>) -> Router {
    let pages = Router::new()
        .route("/", get(pages::home))
        .route("/assets/app.css", get(pages::style))
        .route("/assets/app.js", get(pages::script))
        .route("/assets/icon.svg", get(pages::icon_svg))
        .route("/assets/icon-192.png", get(pages::icon_192))
        .route("/assets/icon-512.png", get(pages::icon_512))
        .route("/manifest.webmanifest", get(pages::manifest))
        .route("/rules", get(pages::rules))
        .route("/chart", get(pages::chart))
        .route("/chart/card", get(pages::chart_card))
        .route("/progress", get(pages::progress))
        .route("/plan", get(pages::plan::plan_page).post(pages::plan::plan_follow))
        .route("/drills", get(pages::drill::drills))
        .route("/drill", post(pages::drill::drill_start))
        .route("/drill/{id}", get(pages::drill::drill_page))
        .route("/drill/{id}/answer", post(pages::drill::drill_answer))
        .route("/drill/{id}/ready", post(pages::drill::drill_ready))
        .route("/drill/{id}/stop", post(pages::drill::drill_stop))
        .route("/play", get(pages::play::play).post(pages::play::play_start))
        .route("/play/{id}", get(pages::play::play_page))
        .route("/play/{id}/answer", post(pages::play::play_answer))
        .route("/play/{id}/stop", post(pages::play::play_stop))
        .fallback(pages::not_found)
        .with_state(app);
    guard::wrap(pages, guard)
}

/// Text made safe to stand in an HTML element or a quoted attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The coach's words made safe for a page: what they quote between backticks (a thing to type,
/// `17`, `h`) set as code, the way a page shows it, rather than the terminal's backticks. Words
/// whose backticks do not pair are shown as they are.
pub fn prose(text: &str) -> String {
    if text.matches('`').count() % 2 == 1 {
        return escape(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            out.push_str("<code>");
            out.push_str(&escape(part));
            out.push_str("</code>");
        } else {
            out.push_str(&escape(part));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_the_coach_quotes_is_set_as_code() {
        assert_eq!(prose("answer `h` or `<s>`"), "answer <code>h</code> or <code>&lt;s&gt;</code>");
        assert_eq!(prose("a lone ` stays"), "a lone ` stays");
    }

    #[test]
    fn text_is_escaped_for_elements_and_attributes() {
        assert_eq!(
            escape(r#"<b>"Tom & Jerry's"</b>"#),
            "&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;"
        );
        assert_eq!(escape("A,7 (18) ♠"), "A,7 (18) ♠");
    }

    #[test]
    fn a_server_on_every_address_gives_the_loopback_address_to_this_machines_browser() {
        let address =
            |ip: IpAddr| Address { socket: SocketAddr::new(ip, 9), key: "k".to_string(), one_time: None };
        assert_eq!(address(Ipv4Addr::UNSPECIFIED.into()).url(), "http://127.0.0.1:9/?key=k");
        assert_eq!(address(Ipv6Addr::UNSPECIFIED.into()).url(), "http://[::1]:9/?key=k");
        assert_eq!(address(Ipv4Addr::new(192, 0, 2, 2).into()).url(), "http://192.0.2.2:9/?key=k");
        let lan = address(Ipv4Addr::UNSPECIFIED.into());
        assert_eq!(
            lan.url_at("fd00::2".parse().unwrap_or(Ipv4Addr::LOCALHOST.into())),
            "http://[fd00::2]:9/?key=k"
        );
        let opened = Address { one_time: Some("c0de".to_string()), ..lan };
        assert_eq!(opened.one_time_url().as_deref(), Some("http://127.0.0.1:9/?once=c0de"));
    }

    #[test]
    fn a_key_is_128_random_bits() {
        let (a, b) = (random_key(), random_key());
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
