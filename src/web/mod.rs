//! The coach in a browser: `bjcoach serve`, a small web server on the loopback address that shows
//! the same drills, play, progress, charts and rules as the command line, from the same coach.
//!
//! Beside `cli`, above `coach`: it uses the coach, the strategy, the game and the data, never the
//! command line (`tests/it/layers.rs`). Every page is built here as HTML with its cards drawn as
//! SVG; the style and the one script are built into the binary, so nothing is fetched from the
//! network. A request reaches a page only through [`guard`]: the right host, the key of the
//! address printed at start (then a cookie), a same-origin POST for every change, bounded sizes
//! and rates.

mod asked;
pub mod chart_card;
mod guard;
mod pages;
pub mod progress_page;
mod sessions;
mod svg;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::routing::{get, post};

pub use asked::Clock;
pub use guard::{COOKIE, Guard, MAX_BODY};
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
}

impl Address {
    /// The address to open, with its key: `http://127.0.0.1:PORT/?key=KEY`.
    pub fn url(&self) -> String {
        format!("http://{}/?key={}", self.socket, self.key)
    }
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
        ready(&Address { socket, key });
        axum::serve(listener, router(Arc::new(app), Arc::new(guard))).await.map_err(ServeError::Stopped)
    })
}

/// Every page and form, behind the guard.
pub fn router(app: Arc<App>, guard: Arc<Guard>) -> Router {
    let pages = Router::new()
        .route("/", get(pages::home))
        .route("/assets/app.css", get(pages::style))
        .route("/assets/app.js", get(pages::script))
        .route("/rules", get(pages::rules))
        .route("/chart", get(pages::chart))
        .route("/chart/card", get(pages::chart_card))
        .route("/progress", get(pages::progress))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_elements_and_attributes() {
        assert_eq!(
            escape(r#"<b>"Tom & Jerry's"</b>"#),
            "&lt;b&gt;&quot;Tom &amp; Jerry&#39;s&quot;&lt;/b&gt;"
        );
        assert_eq!(escape("A,7 (18) ♠"), "A,7 (18) ♠");
    }

    #[test]
    fn a_key_is_128_random_bits() {
        let (a, b) = (random_key(), random_key());
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
