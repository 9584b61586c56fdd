//! The keys of an answer line, read from the terminal a byte at a time in raw mode.
//!
//! The terminal library takes a byte that starts a UTF-8 character as the start of one and reads
//! the bytes after it into it whatever they are: at a terminal that is not in UTF-8 a typed `é`
//! (one byte in Latin-1) swallowed the Enter after it, and the answer was never taken. Here a
//! character's bytes are taken only while they continue it; otherwise the lone byte is read as
//! the Latin-1 character it is, and the byte after it as itself.

#[cfg(not(unix))]
use std::io;

/// A key of an answer line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Enter,
    Backspace,
    CtrlC,
    CtrlD,
    Char(char),
    /// An arrow, a function key or another sequence an answer line has no use for.
    Other,
}

#[cfg(unix)]
pub use raw::Keys;

#[cfg(unix)]
mod raw {
    use std::fs::File;
    use std::io;
    use std::os::fd::{AsFd, BorrowedFd};
    use std::time::Duration;

    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    use rustix::termios::{OptionalActions, Termios, tcgetattr, tcsetattr};

    use super::Key;

    /// How long the rest of a character or of an escape sequence may take to come after its first
    /// byte: a terminal sends them together, a person cannot type that fast.
    const REST_OF_A_KEY: Duration = Duration::from_millis(60);

    /// Where keys come from: standard input when it is the terminal, else the terminal itself.
    enum Source {
        Stdin,
        Tty(File),
    }

    /// The terminal in raw mode for as long as this lives (its output modes kept, so that a line
    /// written still starts at the left), read key by key.
    pub struct Keys {
        source: Source,
        saved: Termios,
        /// A byte read past the end of a character, to be read as a key of its own.
        pending: Option<u8>,
    }

    impl Source {
        fn fd(&self) -> BorrowedFd<'_> {
            match self {
                Source::Stdin => rustix::stdio::stdin(),
                Source::Tty(file) => file.as_fd(),
            }
        }
    }

    impl Keys {
        /// Puts the terminal in raw mode until dropped.
        pub fn raw() -> io::Result<Keys> {
            use std::io::IsTerminal;
            let source = if io::stdin().is_terminal() {
                Source::Stdin
            } else {
                Source::Tty(File::options().read(true).write(true).open("/dev/tty")?)
            };
            let saved = tcgetattr(source.fd())?;
            let mut raw = saved.clone();
            raw.make_raw();
            raw.output_modes = saved.output_modes;
            tcsetattr(source.fd(), OptionalActions::Drain, &raw)?;
            Ok(Keys { source, saved, pending: None })
        }

        /// The next byte; with `within`, `None` when none comes in that time.
        fn byte(&mut self, within: Option<Duration>) -> io::Result<Option<u8>> {
            if let Some(b) = self.pending.take() {
                return Ok(Some(b));
            }
            if let Some(within) = within {
                let timeout = Timespec { tv_sec: 0, tv_nsec: within.as_nanos() as _ };
                let fd = self.source.fd();
                let mut fds = [PollFd::new(&fd, PollFlags::IN)];
                if poll(&mut fds, Some(&timeout))? == 0 {
                    return Ok(None);
                }
            }
            let mut buf = [0u8; 1];
            loop {
                match rustix::io::read(self.source.fd(), &mut buf) {
                    Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
                    Ok(_) => return Ok(Some(buf[0])),
                    Err(rustix::io::Errno::INTR) => continue,
                    Err(e) => return Err(e.into()),
                }
            }
        }

        /// The next key, waiting for it.
        pub fn next(&mut self) -> io::Result<Key> {
            let Some(first) = self.byte(None)? else { return Ok(Key::Other) };
            Ok(match first {
                b'\r' | b'\n' => Key::Enter,
                0x7f | 0x08 => Key::Backspace,
                0x03 => Key::CtrlC,
                0x04 => Key::CtrlD,
                0x1b => {
                    self.skip_sequence()?;
                    Key::Other
                }
                0..=0x7f => Key::Char(char::from(first)),
                _ => Key::Char(self.rest_of_char(first)?),
            })
        }

        /// Reads what follows an escape: `[` or `O`, parameters and a final letter (an arrow, a
        /// function key), or one more key (Alt and a key); nothing when Escape was pressed alone.
        fn skip_sequence(&mut self) -> io::Result<()> {
            match self.byte(Some(REST_OF_A_KEY))? {
                Some(b'[' | b'O') => {
                    while let Some(b) = self.byte(Some(REST_OF_A_KEY))? {
                        if (0x40..=0x7e).contains(&b) {
                            break;
                        }
                    }
                }
                Some(b) if b >= 0x80 => {
                    self.rest_of_char(b)?;
                }
                _ => {}
            }
            Ok(())
        }

        /// The character that `first` (not ASCII) starts: UTF-8 while the bytes after it continue
        /// it, else `first` read as Latin-1, the byte that broke the character kept for the next key.
        fn rest_of_char(&mut self, first: u8) -> io::Result<char> {
            let more = match first {
                0xc2..=0xdf => 1,
                0xe0..=0xef => 2,
                0xf0..=0xf4 => 3,
                _ => 0,
            };
            let mut bytes = vec![first];
            for _ in 0..more {
                match self.byte(Some(REST_OF_A_KEY))? {
                    Some(b) if b & 0xc0 == 0x80 => bytes.push(b),
                    other => {
                        self.pending = other;
                        break;
                    }
                }
            }
            Ok(std::str::from_utf8(&bytes).ok().and_then(|s| s.chars().next()).unwrap_or(char::from(first)))
        }
    }

    impl Drop for Keys {
        fn drop(&mut self) {
            let _ = tcsetattr(self.source.fd(), OptionalActions::Drain, &self.saved);
        }
    }
}

/// Elsewhere the terminal library reads the keys.
#[cfg(not(unix))]
pub struct Keys(console::Term);

#[cfg(not(unix))]
impl Keys {
    pub fn raw() -> io::Result<Keys> {
        Ok(Keys(console::Term::stdout()))
    }

    pub fn next(&mut self) -> io::Result<Key> {
        use console::Key as K;
        Ok(match self.0.read_key_raw()? {
            K::Enter => Key::Enter,
            K::Backspace => Key::Backspace,
            K::CtrlC => Key::CtrlC,
            K::Char('\u{4}') => Key::CtrlD,
            K::Char(c) => Key::Char(c),
            _ => Key::Other,
        })
    }
}
