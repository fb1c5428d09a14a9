//! Reading the terminal: keys, mouse clicks and resizes, as crossterm's [`Event`] types.
//!
//! crossterm's own reader cannot be used here, for two reasons found in the field: it polls with
//! mio, which is edge-triggered, and stops reading after the first chunk (1,024 bytes) that
//! yields an event, so the rest of a paste waits in the kernel until the next key; and it loops
//! forever when the terminal's input ends (a read of 0 bytes, or EIO), burning a core after a
//! remote session drops. This reader polls level-triggered (`poll(2)`), reads whatever is there,
//! and reports the end of the input as an error ([`super::is_gone`] says yes to it). Resizes come
//! from SIGWINCH through a self-pipe, so a resize wakes a blocked read.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, IsTerminal, Read};
use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
use std::os::unix::net::UnixStream;
use std::time::{Duration, Instant};

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyEventState, KeyModifiers, MouseButton, MouseEvent,
    MouseEventKind,
};
use rustix::event::{PollFd, PollFlags, Timespec, poll};
use signal_hook::consts::signal::SIGWINCH;

/// How long a lone Esc waits for the rest of an escape sequence before it counts as the key.
const ESC_WAIT: Duration = Duration::from_millis(30);

/// Where keys come from.
enum Source {
    /// Standard input, a terminal.
    Stdin,
    /// `/dev/tty`, when standard input is not the terminal.
    Tty(OwnedFd),
}

/// Reads events from the terminal.
pub struct Input {
    source: Source,
    /// Written by the SIGWINCH handler.
    winch: UnixStream,
    /// Bytes read but not yet a whole event.
    pending: Pending,
    /// Events parsed but not yet returned.
    events: VecDeque<Event>,
}

/// The most bytes an unfinished escape sequence may hold: the longest the terminal sends (an
/// SGR mouse report) is under 20. Past it the sequence is dropped whole, so a pasted `ESC [`
/// followed by megabytes costs neither memory nor time.
const MAX_PENDING: usize = 256;

/// Bytes read but not yet a whole event, and whether an overlong sequence is being dropped.
#[derive(Debug, Default)]
struct Pending {
    bytes: Vec<u8>,
    /// The rest of an overlong `ESC [` sequence is skipped: its parameter bytes, then its
    /// final byte.
    dropping: bool,
}

impl Pending {
    /// Turns the bytes read into events; `flush` decides an unfinished sequence now.
    fn parse(&mut self, flush: bool, events: &mut VecDeque<Event>) {
        if self.dropping {
            let Some(end) = self.bytes.iter().position(|b| !(0x20..=0x3f).contains(b)) else {
                self.bytes.clear();
                return;
            };
            self.bytes.drain(..=end);
            self.dropping = false;
        }
        let mut at = 0;
        while at < self.bytes.len() {
            match parse_one(&self.bytes[at..], flush) {
                Parsed::Event(event, used) => {
                    events.extend(event);
                    at += used;
                }
                Parsed::Incomplete if self.bytes.len() - at > MAX_PENDING => {
                    at = self.bytes.len();
                    self.dropping = true;
                }
                Parsed::Incomplete => break,
            }
        }
        self.bytes.drain(..at);
    }

    fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }
}

impl Input {
    /// A reader of the terminal: standard input if it is one, else `/dev/tty`.
    pub fn open() -> io::Result<Input> {
        let source = if io::stdin().is_terminal() {
            Source::Stdin
        } else {
            Source::Tty(File::open("/dev/tty")?.into())
        };
        let (winch, writer) = UnixStream::pair()?;
        winch.set_nonblocking(true)?;
        signal_hook::low_level::pipe::register(SIGWINCH, writer)?;
        Ok(Input {
            source,
            winch,
            pending: Pending::default(),
            events: VecDeque::new(),
        })
    }

    fn fd(&self) -> BorrowedFd<'_> {
        match &self.source {
            Source::Stdin => rustix::stdio::stdin(),
            Source::Tty(fd) => fd.as_fd(),
        }
    }

    /// The next event, waiting at most `timeout` (forever if `None`); `None` if none came.
    /// An error means the terminal's input has ended.
    pub fn next(&mut self, timeout: Option<Duration>) -> io::Result<Option<Event>> {
        let deadline = timeout.map(|t| Instant::now() + t);
        loop {
            if let Some(event) = self.events.pop_front() {
                return Ok(Some(event));
            }
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            if !self.wait(left)? && left.is_some_and(|l| l.is_zero()) {
                return Ok(None);
            }
            if deadline.is_some_and(|d| Instant::now() >= d) && self.events.is_empty() {
                return Ok(None);
            }
        }
    }

    /// Whether an event is ready now (without waiting).
    pub fn ready(&mut self) -> io::Result<bool> {
        if self.events.is_empty() {
            self.wait(Some(Duration::ZERO))?;
        }
        Ok(!self.events.is_empty())
    }

    /// Waits up to `timeout` for bytes or a resize, and parses what came. Returns whether
    /// anything came.
    fn wait(&mut self, timeout: Option<Duration>) -> io::Result<bool> {
        let (tty_ready, winch_ready) = {
            let tty = self.fd();
            let mut fds = [
                PollFd::new(&tty, PollFlags::IN),
                PollFd::new(&self.winch, PollFlags::IN),
            ];
            let spec = timeout.map(|t| {
                Timespec::try_from(t).unwrap_or(Timespec {
                    tv_sec: i64::MAX,
                    tv_nsec: 0,
                })
            });
            match poll(&mut fds, spec.as_ref()) {
                Ok(_) => {}
                Err(rustix::io::Errno::INTR) => return Ok(false),
                Err(e) => return Err(e.into()),
            }
            let tty = fds[0].revents();
            if tty.intersects(PollFlags::ERR | PollFlags::NVAL)
                || (tty.contains(PollFlags::HUP) && !tty.contains(PollFlags::IN))
            {
                return Err(io::ErrorKind::UnexpectedEof.into());
            }
            (tty.contains(PollFlags::IN), !fds[1].revents().is_empty())
        };
        if winch_ready {
            let mut drain = [0u8; 64];
            while matches!((&self.winch).read(&mut drain), Ok(n) if n > 0) {}
            let (w, h) = crossterm::terminal::size()?;
            self.events.push_back(Event::Resize(w, h));
        }
        if tty_ready {
            self.read_bytes()?;
        }
        Ok(tty_ready || winch_ready)
    }

    /// Reads what the terminal has, parses whole events, and decides a trailing Esc.
    fn read_bytes(&mut self) -> io::Result<()> {
        let mut chunk = [0u8; 4096];
        let n = match rustix::io::read(self.fd(), &mut chunk) {
            Ok(0) => return Err(io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => n,
            Err(rustix::io::Errno::INTR | rustix::io::Errno::AGAIN) => return Ok(()),
            Err(e) => return Err(e.into()),
        };
        self.pending.bytes.extend_from_slice(&chunk[..n]);
        self.parse(false);
        if !self.pending.is_empty() {
            // An escape sequence cut short: wait a moment for its end, else it was the Esc key.
            let tty = self.fd();
            let mut fds = [PollFd::new(&tty, PollFlags::IN)];
            let wait = Timespec::try_from(ESC_WAIT).unwrap_or_default();
            let more = matches!(poll(&mut fds, Some(&wait)), Ok(n) if n > 0);
            if !more {
                self.parse(true);
            }
        }
        Ok(())
    }

    /// Turns the bytes read into events; `flush` decides an unfinished sequence now.
    fn parse(&mut self, flush: bool) {
        self.pending.parse(flush, &mut self.events);
    }
}

/// What one parse step found.
#[derive(Debug, PartialEq, Eq)]
enum Parsed {
    /// An event (or bytes to skip, `None`), and how many bytes it used.
    Event(Option<Event>, usize),
    /// The bytes so far begin a sequence that is not finished.
    Incomplete,
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent {
        code,
        modifiers,
        kind: KeyEventKind::Press,
        state: KeyEventState::NONE,
    })
}

fn plain(code: KeyCode) -> Event {
    key(code, KeyModifiers::NONE)
}

/// Parses the event at the start of `bytes`. With `flush`, an unfinished escape sequence is
/// taken as the Esc key (and what follows it as keys of their own).
fn parse_one(bytes: &[u8], flush: bool) -> Parsed {
    let Some(&first) = bytes.first() else {
        return Parsed::Incomplete;
    };
    match first {
        0x1b => parse_escape(bytes, flush),
        b'\r' | b'\n' => Parsed::Event(Some(plain(KeyCode::Enter)), 1),
        b'\t' => Parsed::Event(Some(plain(KeyCode::Tab)), 1),
        0x7f | 0x08 => Parsed::Event(Some(plain(KeyCode::Backspace)), 1),
        0x00 => Parsed::Event(Some(key(KeyCode::Char(' '), KeyModifiers::CONTROL)), 1),
        0x01..=0x1a => {
            let c = char::from(b'a' + first - 1);
            Parsed::Event(Some(key(KeyCode::Char(c), KeyModifiers::CONTROL)), 1)
        }
        0x1c..=0x1f => Parsed::Event(None, 1),
        _ => parse_char(bytes),
    }
}

/// One UTF-8 character as a key.
fn parse_char(bytes: &[u8]) -> Parsed {
    let len = match bytes[0] {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return Parsed::Event(None, 1),
    };
    if bytes.len() < len {
        return Parsed::Incomplete;
    }
    match std::str::from_utf8(&bytes[..len])
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => {
            let modifiers = if c.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            Parsed::Event(Some(key(KeyCode::Char(c), modifiers)), len)
        }
        None => Parsed::Event(None, 1),
    }
}

fn parse_escape(bytes: &[u8], flush: bool) -> Parsed {
    let esc = || Parsed::Event(Some(plain(KeyCode::Esc)), 1);
    match bytes.get(1) {
        None if flush => esc(),
        None => Parsed::Incomplete,
        Some(b'[') => match parse_csi(bytes) {
            Parsed::Incomplete if flush => esc(),
            other => other,
        },
        Some(b'O') => match bytes.get(2) {
            None if flush => esc(),
            None => Parsed::Incomplete,
            Some(&c) => {
                let code = match c {
                    b'A' => Some(KeyCode::Up),
                    b'B' => Some(KeyCode::Down),
                    b'C' => Some(KeyCode::Right),
                    b'D' => Some(KeyCode::Left),
                    b'H' => Some(KeyCode::Home),
                    b'F' => Some(KeyCode::End),
                    _ => None,
                };
                Parsed::Event(code.map(plain), 3)
            }
        },
        Some(0x1b) => esc(),
        // Alt and a key: the key, with Alt.
        Some(_) => match parse_one(&bytes[1..], flush) {
            Parsed::Event(Some(Event::Key(mut k)), used) => {
                k.modifiers |= KeyModifiers::ALT;
                Parsed::Event(Some(Event::Key(k)), used + 1)
            }
            Parsed::Event(other, used) => Parsed::Event(other, used + 1),
            Parsed::Incomplete if flush => esc(),
            Parsed::Incomplete => Parsed::Incomplete,
        },
    }
}

/// `ESC [` parameters and a final byte: cursor keys, Home/End, Shift-Tab, focus, SGR mouse.
fn parse_csi(bytes: &[u8]) -> Parsed {
    // Parameter and intermediate bytes are 0x20..=0x3f; the final byte 0x40..=0x7e.
    let Some(end) = bytes[2..].iter().position(|b| !(0x20..=0x3f).contains(b)) else {
        return Parsed::Incomplete;
    };
    let end = end + 2;
    let used = end + 1;
    let params = &bytes[2..end];
    let last = bytes[end];
    if !(0x40..=0x7e).contains(&last) {
        return Parsed::Event(None, end);
    }
    if params.first() == Some(&b'<') && matches!(last, b'M' | b'm') {
        return Parsed::Event(parse_sgr_mouse(&params[1..], last == b'M'), used);
    }
    let numbers: Vec<u16> = std::str::from_utf8(params)
        .unwrap_or_default()
        .split(';')
        .map(|p| p.parse().unwrap_or(0))
        .collect();
    let modifiers = match numbers.get(1) {
        Some(&m) if m > 1 => {
            let bits = m - 1;
            let mut mods = KeyModifiers::NONE;
            if bits & 1 != 0 {
                mods |= KeyModifiers::SHIFT;
            }
            if bits & 2 != 0 {
                mods |= KeyModifiers::ALT;
            }
            if bits & 4 != 0 {
                mods |= KeyModifiers::CONTROL;
            }
            mods
        }
        _ => KeyModifiers::NONE,
    };
    let code = match last {
        b'A' => Some(KeyCode::Up),
        b'B' => Some(KeyCode::Down),
        b'C' => Some(KeyCode::Right),
        b'D' => Some(KeyCode::Left),
        b'H' => Some(KeyCode::Home),
        b'F' => Some(KeyCode::End),
        b'Z' => return Parsed::Event(Some(key(KeyCode::BackTab, KeyModifiers::SHIFT)), used),
        b'I' => return Parsed::Event(Some(Event::FocusGained), used),
        b'O' => return Parsed::Event(Some(Event::FocusLost), used),
        b'~' => match numbers.first() {
            Some(1 | 7) => Some(KeyCode::Home),
            Some(4 | 8) => Some(KeyCode::End),
            Some(2) => Some(KeyCode::Insert),
            Some(3) => Some(KeyCode::Delete),
            Some(5) => Some(KeyCode::PageUp),
            Some(6) => Some(KeyCode::PageDown),
            _ => None,
        },
        _ => None,
    };
    Parsed::Event(code.map(|c| key(c, modifiers)), used)
}

/// `ESC [ < b ; x ; y M` (press) or `m` (release), 1-based coordinates.
fn parse_sgr_mouse(params: &[u8], press: bool) -> Option<Event> {
    let text = std::str::from_utf8(params).ok()?;
    let mut parts = text.split(';').map(|p| p.parse::<u16>().ok());
    let (b, x, y) = (parts.next()??, parts.next()??, parts.next()??);
    let button = match b & 0b11 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        _ => MouseButton::Right,
    };
    let kind = if b & 64 != 0 {
        if b & 1 == 0 {
            MouseEventKind::ScrollUp
        } else {
            MouseEventKind::ScrollDown
        }
    } else if b & 32 != 0 {
        MouseEventKind::Drag(button)
    } else if press {
        MouseEventKind::Down(button)
    } else {
        MouseEventKind::Up(button)
    };
    Some(Event::Mouse(MouseEvent {
        kind,
        column: x.saturating_sub(1),
        row: y.saturating_sub(1),
        modifiers: KeyModifiers::NONE,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn all(bytes: &[u8]) -> Vec<Event> {
        let mut at = 0;
        let mut out = Vec::new();
        while at < bytes.len() {
            match parse_one(&bytes[at..], true) {
                Parsed::Event(e, used) => {
                    out.extend(e);
                    at += used;
                }
                Parsed::Incomplete => break,
            }
        }
        out
    }

    /// An unterminated `ESC [` pasted by the megabyte is dropped as it comes, holding at most
    /// [`MAX_PENDING`] bytes, and the keys after its end still arrive (issue 26: 8 MB of it
    /// took 200 MB and 2.9 s).
    #[test]
    fn an_overlong_sequence_is_dropped_as_it_comes() {
        let mut pending = Pending::default();
        let mut events = VecDeque::new();
        pending.bytes.extend_from_slice(b"\x1b[");
        let chunk = [b'1'; 4096];
        for _ in 0..2048 {
            pending.bytes.extend_from_slice(&chunk);
            pending.parse(false, &mut events);
            assert!(pending.bytes.len() <= MAX_PENDING + chunk.len());
        }
        assert!(
            events.is_empty(),
            "no digit of the sequence is a key: {events:?}"
        );
        // Its final byte ends it; what follows is keys again.
        pending.bytes.extend_from_slice(b"1;2Hq");
        pending.parse(false, &mut events);
        assert_eq!(
            events.into_iter().collect::<Vec<_>>(),
            vec![plain(KeyCode::Char('q'))]
        );
        assert!(pending.is_empty());
    }

    fn ctrl(c: char) -> Event {
        key(KeyCode::Char(c), KeyModifiers::CONTROL)
    }

    #[rstest]
    #[case(b"q", vec![plain(KeyCode::Char('q'))])]
    #[case(b" ", vec![plain(KeyCode::Char(' '))])]
    #[case(b"\r", vec![plain(KeyCode::Enter)])]
    #[case(b"\t", vec![plain(KeyCode::Tab)])]
    #[case(b"\x1b[Z", vec![key(KeyCode::BackTab, KeyModifiers::SHIFT)])]
    #[case(b"\x03", vec![ctrl('c')])]
    #[case(b"\x1a", vec![ctrl('z')])]
    #[case(b"\x1b", vec![plain(KeyCode::Esc)])]
    #[case(b"\x1b[A\x1b[B\x1b[C\x1b[D", vec![plain(KeyCode::Up), plain(KeyCode::Down), plain(KeyCode::Right), plain(KeyCode::Left)])]
    #[case(b"\x1bOA\x1bOH\x1bOF", vec![plain(KeyCode::Up), plain(KeyCode::Home), plain(KeyCode::End)])]
    #[case(b"\x1b[H\x1b[F\x1b[1~\x1b[4~\x1b[7~\x1b[8~", vec![plain(KeyCode::Home), plain(KeyCode::End), plain(KeyCode::Home), plain(KeyCode::End), plain(KeyCode::Home), plain(KeyCode::End)])]
    #[case(b"\x1b[1;5C", vec![key(KeyCode::Right, KeyModifiers::CONTROL)])]
    #[case("中l".as_bytes(), vec![plain(KeyCode::Char('中')), plain(KeyCode::Char('l'))])]
    #[case(b"N", vec![key(KeyCode::Char('N'), KeyModifiers::SHIFT)])]
    #[case(b"\x1b[I", vec![Event::FocusGained])]
    fn keys(#[case] bytes: &[u8], #[case] expected: Vec<Event>) {
        assert_eq!(all(bytes), expected);
    }

    #[test]
    fn sgr_mouse_press_and_release() {
        let events = all(b"\x1b[<0;9;7M\x1b[<0;9;7m\x1b[<64;1;1M");
        assert_eq!(
            events,
            vec![
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Down(MouseButton::Left),
                    column: 8,
                    row: 6,
                    modifiers: KeyModifiers::NONE,
                }),
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::Up(MouseButton::Left),
                    column: 8,
                    row: 6,
                    modifiers: KeyModifiers::NONE,
                }),
                Event::Mouse(MouseEvent {
                    kind: MouseEventKind::ScrollUp,
                    column: 0,
                    row: 0,
                    modifiers: KeyModifiers::NONE,
                }),
            ]
        );
    }

    #[test]
    fn an_unfinished_sequence_waits_unless_flushed() {
        assert_eq!(parse_one(b"\x1b[", false), Parsed::Incomplete);
        assert_eq!(parse_one(b"\x1b[1;5", false), Parsed::Incomplete);
        assert_eq!(
            parse_one("中".as_bytes().get(..2).unwrap(), false),
            Parsed::Incomplete
        );
        assert_eq!(
            parse_one(b"\x1b[", true),
            Parsed::Event(Some(plain(KeyCode::Esc)), 1)
        );
    }

    #[test]
    fn a_long_burst_parses_to_the_last_key() {
        let burst = vec![b'l'; 5000];
        assert_eq!(all(&burst).len(), 5000);
    }
}
