//! The terminal session: raw mode and the alternate screen, restored exactly once on every way
//! out, and set up again after a suspend.
//!
//! One lock ([`OUTPUT`]) covers setting the terminal up, writing a frame, and restoring it, so a
//! signal never restores in the middle of either. Who restores:
//! - quit and errors: [`Session::end`], or `Drop`;
//! - a panic: the panic hook, before its one-line message (the restore runs once, so the message
//!   stays visible: leaving the alternate screen twice would move the cursor back over it);
//! - every catchable signal that would end the program (TERM, INT, HUP, QUIT, USR1, USR2, ALRM,
//!   VTALRM, PROF, XFSZ, PWR, IO, XCPU): the signal watcher thread, which exits with 128 + the
//!   signal's number;
//! - a terminal that goes away without a hangup signal: the input reader ([`input`]) reports
//!   the end of its input as an error, and the program exits with 129 as a hangup would;
//! - a signal no safe handler can catch (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS, KILL, an
//!   allocation failure's abort): the [`guard`], a parent process that waits for the
//!   visualizer and puts the terminal back after it.
//!
//! SIGTSTP (and Ctrl-Z, which raw mode delivers as a key) leaves the alternate screen, restores
//! the terminal and stops; SIGCONT sets it up again and raises SIGWINCH, so the event loop gets
//! a resize and redraws the whole screen. Nothing is ever printed to a terminal that is gone, and
//! nothing here panics: every write to the terminal may fail.

pub mod cast;
pub mod guard;
pub mod input;
pub mod palette;

use std::fs::File;
use std::io::{self, IsTerminal, Stdout, Write, stdout};
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard, Once, OnceLock};
use std::time::{Duration, Instant};

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use nix::sys::signal::{SigSet, Signal};
use ratatui::backend::CrosstermBackend;
use ratatui::layout::Rect;
use ratatui::{Frame, Terminal, TerminalOptions, Viewport};
use signal_hook::consts::signal::{
    SIGALRM, SIGCONT, SIGHUP, SIGINT, SIGIO, SIGPROF, SIGQUIT, SIGTERM, SIGTSTP, SIGUSR1, SIGUSR2,
    SIGVTALRM, SIGWINCH, SIGXCPU, SIGXFSZ,
};

/// Power failure (not among signal-hook's names).
const SIGPWR: i32 = rustix::process::Signal::POWER.as_raw();
/// Coprocessor stack fault (not among signal-hook's names; its default ends the program).
const SIGSTKFLT: i32 = rustix::process::Signal::STKFLT.as_raw();

/// The largest area drawn, in cells: a terminal reporting more gets a message instead, and
/// memory stays bounded (a frame costs about 100 bytes a cell, twice).
pub const MAX_AREA: (u16, u16) = (1000, 1000);

/// The signals that end the program, each caught to restore the terminal first.
pub const FATAL_SIGNALS: [i32; 14] = [
    SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXFSZ,
    SIGPWR, SIGIO, SIGXCPU, SIGSTKFLT,
];

/// The thread that runs the session: only its panic ends it.
static UI_THREAD: std::sync::OnceLock<std::thread::ThreadId> = std::sync::OnceLock::new();
/// Held while the terminal is set up, a frame is written, or the terminal is restored.
static OUTPUT: Mutex<()> = Mutex::new(());
/// Raw mode and the alternate screen are on (set up and not yet restored).
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// The session asked for mouse reporting.
static MOUSE: AtomicBool = AtomicBool::new(false);
/// Stopped by SIGTSTP: the terminal is restored until SIGCONT.
static SUSPENDED: AtomicBool = AtomicBool::new(false);
/// The one-line words of the crash message, in the user's language.
static CRASH: OnceLock<String> = OnceLock::new();

static HOOKS: Once = Once::new();
/// Why the thread that answers signals could not be started (a process limit, no memory):
/// no session starts without it, for nothing would put the terminal back on a signal.
static NO_WATCHER: OnceLock<String> = OnceLock::new();

fn lock() -> MutexGuard<'static, ()> {
    OUTPUT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Why there is no terminal to draw on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// Standard output is a pipe or a file.
    Pipe,
    /// No input from a terminal: neither standard input nor `/dev/tty` (a session without
    /// a controlling terminal).
    Input,
}

/// Whether there is a terminal to draw on: stdout is one, and keys can come from stdin or
/// from `/dev/tty`.
pub fn check() -> Result<(), Missing> {
    if !stdout().is_terminal() {
        Err(Missing::Pipe)
    } else if io::stdin().is_terminal() || File::open("/dev/tty").is_ok() {
        Ok(())
    } else {
        Err(Missing::Input)
    }
}

/// Whether an error means the terminal is gone (closed, hung up).
pub fn is_gone(e: &io::Error) -> bool {
    matches!(e.raw_os_error(), Some(code) if code == rustix::io::Errno::IO.raw_os_error()
        || code == rustix::io::Errno::NXIO.raw_os_error())
        || e.kind() == io::ErrorKind::BrokenPipe
        || e.kind() == io::ErrorKind::UnexpectedEof
}

/// The recording (`--record`) could not be written: an error of the file, never of the
/// terminal (an EIO from a file is not a terminal gone).
#[derive(Debug)]
pub struct RecordFailed(pub io::Error);

impl RecordFailed {
    fn wrap(e: io::Error) -> io::Error {
        io::Error::other(RecordFailed(e))
    }

    /// The recording's own error, if `e` is one.
    pub fn of(e: &io::Error) -> Option<&io::Error> {
        e.get_ref()
            .and_then(|inner| inner.downcast_ref::<RecordFailed>())
            .map(|r| &r.0)
    }
}

impl std::fmt::Display for RecordFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "the recording cannot be written: {}", self.0)
    }
}

impl std::error::Error for RecordFailed {}

/// The visualizer's hold on the terminal.
pub struct Session {
    /// Never dropped: ratatui's `Drop` would print to a terminal that may be gone.
    terminal: ManuallyDrop<Terminal<CrosstermBackend<Stdout>>>,
    /// The window's size as the terminal reports it (columns, rows).
    window: (u16, u16),
    mouse: bool,
    /// `--record`: the asciicast being written, if any; a write that fails ends it.
    recording: Option<Recorder>,
}

/// The recording's own terminal: each frame recorded is its diff from the last recorded, at
/// most [`cast::FRAMES`] a second.
struct Recorder {
    cast: cast::Cast,
    terminal: Terminal<CrosstermBackend<cast::Tape>>,
    /// What the recording's terminal wrote.
    tape: cast::Tape,
    /// When the last frame was recorded.
    last: Option<Instant>,
    /// A frame was drawn but not yet recorded (it came too soon after the last).
    owed: bool,
}

impl Recorder {
    fn new(cast: cast::Cast, area: Rect) -> io::Result<Recorder> {
        let options = TerminalOptions {
            viewport: Viewport::Fixed(area),
        };
        let tape = cast::Tape::default();
        Ok(Recorder {
            cast,
            terminal: Terminal::with_options(CrosstermBackend::new(tape.clone()), options)?,
            tape,
            last: None,
            owed: false,
        })
    }

    /// Records the frame `render` draws, unless the last was recorded too recently (`force`:
    /// record it anyway, if one is owed).
    fn frame(&mut self, render: impl FnOnce(&mut Frame), force: bool) -> io::Result<()> {
        let now = Instant::now();
        let due = self
            .last
            .is_none_or(|t| now - t >= Duration::from_secs(1) / cast::FRAMES);
        if !due && !force {
            self.owed = true;
            return Ok(());
        }
        self.terminal.draw(render)?;
        let bytes = self.tape.take();
        self.cast.output(&bytes)?;
        self.last = Some(now);
        self.owed = false;
        Ok(())
    }
}

/// The area drawn for a window: the window, at most [`MAX_AREA`], and at most what the memory
/// left allows (halved until its frames fit; an allocation that fails aborts the program,
/// which no handler can follow to restore the terminal). The answer for the last window is
/// kept: the probe runs once a size.
pub fn drawn_area(window: (u16, u16)) -> Rect {
    static LAST: Mutex<Option<((u16, u16), Rect)>> = Mutex::new(None);
    let mut last = LAST
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((seen, area)) = *last
        && seen == window
    {
        return area;
    }
    let area = area_that_fits(window, room_for);
    *last = Some((window, area));
    area
}

/// The smallest area ever tried: below it, halving would not save the session.
const FLOOR: (u16, u16) = (80, 24);

/// Bytes a drawn cell may take at once: the terminal's two buffers, the recording's two, and
/// what drawing a frame builds on the way.
const BYTES_A_CELL: usize = 6 * std::mem::size_of::<ratatui::buffer::Cell>();

/// The window, at most [`MAX_AREA`], halved (the longer side first) until `fits` says its
/// frames fit, but never below [`FLOOR`].
fn area_that_fits((w, h): (u16, u16), fits: impl Fn(u16, u16) -> bool) -> Rect {
    let (mut w, mut h) = (w.min(MAX_AREA.0), h.min(MAX_AREA.1));
    while !fits(w, h) {
        let (floor_w, floor_h) = (FLOOR.0.min(w), FLOOR.1.min(h));
        if w <= floor_w && h <= floor_h {
            break;
        }
        if w / 2 >= h && w > floor_w || h <= floor_h {
            w = (w / 2).max(floor_w);
        } else {
            h = (h / 2).max(floor_h);
        }
    }
    Rect::new(0, 0, w, h)
}

/// Whether the memory left takes the frames of a `w` x `h` area (asked, never touched: the
/// reservation is given back at once).
fn room_for(w: u16, h: u16) -> bool {
    let bytes = usize::from(w) * usize::from(h) * BYTES_A_CELL;
    Vec::<u8>::new().try_reserve_exact(bytes).is_ok()
}

impl Session {
    /// Enters raw mode and the alternate screen (reporting mouse clicks if `mouse`), with the
    /// panic hook and the signal and hang-up watchers set first. `crash` is the wording of the
    /// one line printed after a panic. With `record`, what is drawn is also written to that
    /// file as an asciicast.
    pub fn start(mouse: bool, crash: &str, record: Option<File>) -> io::Result<Session> {
        let _ = CRASH.set(crash.to_string());
        let _ = UI_THREAD.set(std::thread::current().id());
        HOOKS.call_once(install_hooks);
        if let Some(why) = NO_WATCHER.get() {
            return Err(io::Error::other(format!(
                "cannot start the thread that restores the terminal on a signal ({why}); the visualizer did not start"
            )));
        }
        let _guard = lock();
        let window = crossterm::terminal::size()?;
        let area = drawn_area(window);
        // The recording's header is written before the terminal is touched: a file that
        // takes no bytes is a recording error, said in one line on a terminal left as it was.
        let recording = record
            .map(|file| cast::Cast::start(file, (area.width, area.height)))
            .transpose()
            .and_then(|cast| cast.map(|c| Recorder::new(c, area)).transpose())
            .map_err(RecordFailed::wrap)?;
        enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let set_up = (|| {
            // Clear with a plain escape: ratatui's clear() asks the terminal for the cursor
            // position, which some terminals (and slow links) never answer.
            execute!(stdout(), EnterAlternateScreen, Hide, Clear(ClearType::All))?;
            if mouse {
                execute!(stdout(), EnableMouseCapture)?;
            }
            MOUSE.store(mouse, Ordering::SeqCst);
            let options = TerminalOptions {
                viewport: Viewport::Fixed(area),
            };
            let terminal = Terminal::with_options(CrosstermBackend::new(stdout()), options)?;
            Ok(Session {
                terminal: ManuallyDrop::new(terminal),
                window,
                mouse,
                recording,
            })
        })();
        if set_up.is_err() {
            // Half set up: put back what was done.
            let _ = restore();
        }
        set_up
    }

    /// The window's size (columns, rows), as last set by [`Session::resize`].
    pub fn window(&self) -> (u16, u16) {
        self.window
    }

    /// Takes the window's new size; the next frame is drawn whole, from a cleared screen.
    pub fn resize(&mut self, window: (u16, u16)) -> io::Result<()> {
        let _guard = lock();
        self.window = window;
        if !ACTIVE.load(Ordering::SeqCst) {
            return Ok(());
        }
        execute!(stdout(), Clear(ClearType::All))?;
        let area = drawn_area(window);
        if let Some(rec) = &mut self.recording
            && (rec.cast.resize((area.width, area.height)).is_err()
                || rec.terminal.resize(area).is_err())
        {
            self.recording = None;
        }
        self.terminal.resize(area)
    }

    /// Turns mouse reporting on or off (on only where clicks do something, so that text can be
    /// selected with the mouse everywhere else).
    pub fn set_mouse(&mut self, on: bool) -> io::Result<()> {
        if on == self.mouse {
            return Ok(());
        }
        let _guard = lock();
        self.mouse = on;
        MOUSE.store(on, Ordering::SeqCst);
        if !ACTIVE.load(Ordering::SeqCst) {
            return Ok(());
        }
        if on {
            execute!(stdout(), EnableMouseCapture)
        } else {
            execute!(stdout(), DisableMouseCapture)
        }
    }

    /// Draws one frame (nothing while suspended), and records it if it is time to.
    pub fn draw(&mut self, render: impl Fn(&mut Frame)) -> io::Result<()> {
        let _guard = lock();
        if !ACTIVE.load(Ordering::SeqCst) {
            return Ok(());
        }
        self.terminal.draw(&render)?;
        if let Some(rec) = &mut self.recording
            && rec.frame(&render, false).is_err()
        {
            self.recording = None;
        }
        Ok(())
    }

    /// Records the frame on screen if the last one drawn was not (called before the loop
    /// waits for input, and at the end): the recording ends as the screen stands.
    pub fn settle(&mut self, render: impl Fn(&mut Frame)) {
        let _guard = lock();
        if let Some(rec) = &mut self.recording
            && rec.owed
            && rec.frame(&render, true).is_err()
        {
            self.recording = None;
        }
    }

    /// Leaves the alternate screen and raw mode.
    pub fn end(self) -> io::Result<()> {
        let _guard = lock();
        restore()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _guard = lock();
        let _ = restore();
    }
}

/// Stops the program as Ctrl-Z does in a cooked terminal: the terminal is restored, the process
/// stops, and `fg` sets the terminal up again.
pub fn suspend() {
    let _ = signal_hook::low_level::raise(SIGTSTP);
}

/// Puts the terminal back, once: cooked mode, main screen, visible cursor, no mouse reporting.
/// Every step is tried even if one fails; the first error is returned. Hold [`OUTPUT`].
fn restore() -> io::Result<()> {
    if !ACTIVE.swap(false, Ordering::SeqCst) {
        return Ok(());
    }
    undo()
}

/// Undoes the setup (also for a suspend, which keeps the session).
fn undo() -> io::Result<()> {
    let mut out = stdout();
    let mouse = execute!(out, DisableMouseCapture);
    let screen = execute!(out, LeaveAlternateScreen, Show);
    let flush = out.flush();
    let raw = disable_raw_mode();
    raw.and(mouse).and(screen).and(flush)
}

/// Sets the terminal up again after a suspend.
fn redo() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(stdout(), EnterAlternateScreen, Hide, Clear(ClearType::All))?;
    if MOUSE.load(Ordering::SeqCst) {
        execute!(stdout(), EnableMouseCapture)?;
    }
    Ok(())
}

/// One line on stderr, if it can still be written.
fn say(line: &str) {
    let _ = writeln!(io::stderr(), "{line}");
}

fn install_hooks() {
    std::panic::set_hook(Box::new(|info| {
        // A background thread's panic during a session is its owner's to report (the
        // editor's count says it in its panel; a scoped thread's reaches the main thread,
        // whose own panic restores): the terminal stays as the session needs it.
        if ACTIVE.load(Ordering::SeqCst)
            && UI_THREAD
                .get()
                .is_some_and(|ui| *ui != std::thread::current().id())
        {
            return;
        }
        // The panicking thread may hold the lock itself: never wait for it here.
        let _guard = OUTPUT.try_lock();
        let _ = restore();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()))
            .unwrap_or_default();
        let message = message.lines().next().unwrap_or_default();
        let words = CRASH.get().map_or("internal error", String::as_str);
        say(&format!("backtrack: {words}{place}: {message}"));
    }));
    let mut watched = FATAL_SIGNALS.to_vec();
    watched.extend([SIGTSTP, SIGCONT]);
    // signal-hook installs a signal's handler a moment before it publishes the action: a
    // signal in between is dropped (the handler finds no action, and the default it falls
    // back to is "do nothing"). Held back while the handlers are set, each signal comes after,
    // to a handler that sees it. (One early signal in a thousand was lost this way, leaving
    // the program running.)
    let held = held_back(&watched);
    let _ = held.as_ref().map(SigSet::thread_block);
    match signal_hook::iterator::Signals::new(&watched) {
        Ok(mut signals) => {
            let spawned = std::thread::Builder::new().spawn(move || {
                for signal in signals.forever() {
                    on_signal(signal);
                }
            });
            if let Err(e) = spawned {
                let _ = NO_WATCHER.set(e.to_string());
            }
        }
        Err(e) => {
            let _ = NO_WATCHER.set(e.to_string());
        }
    }
    let _ = held.as_ref().map(SigSet::thread_unblock);
}

/// The set of `signals`, to block while their handlers are set (`None` for a number the
/// system does not know).
pub(crate) fn held_back(signals: &[i32]) -> Option<SigSet> {
    let mut set = SigSet::empty();
    for &number in signals {
        set.add(Signal::try_from(number).ok()?);
    }
    Some(set)
}

fn on_signal(signal: i32) {
    match signal {
        SIGTSTP => {
            {
                let _guard = lock();
                if ACTIVE.load(Ordering::SeqCst) && !SUSPENDED.swap(true, Ordering::SeqCst) {
                    let _ = undo();
                }
            }
            // Stop as the default action would; SIGCONT brings us back here.
            let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
        }
        SIGCONT => {
            {
                let _guard = lock();
                if SUSPENDED.swap(false, Ordering::SeqCst) && ACTIVE.load(Ordering::SeqCst) {
                    let _ = redo();
                }
            }
            // The event loop sees a resize and draws the whole screen again.
            let _ = signal_hook::low_level::raise(SIGWINCH);
        }
        fatal => {
            let _guard = lock();
            let _ = restore();
            // Out at once (`_exit`, what the signal's default would do): the terminal is put
            // back and flushed; exit handlers run from this thread while the main thread is
            // anywhere could wait forever.
            signal_hook::low_level::exit(128 + fatal);
        }
    }
}

/// How long the terminal has to say its background colour: long enough for SSH, unnoticed
/// where it never answers (most terminals that will not say so at once, answering the
/// device-attributes query sent with it).
const BACKGROUND_WAIT: Duration = Duration::from_millis(400);

/// Whether the terminal's background is light, as it answers an OSC 11 query; `None` where it
/// does not answer in time or the output is not a terminal. Asked before the session starts:
/// the answer comes on the terminal's input, which the session's reader would take for keys.
pub fn background_is_light() -> Option<bool> {
    if !stdout().is_terminal() {
        return None;
    }
    // The query puts the terminal in raw mode for a moment: with the signal watcher set and
    // the session's lock held, a fatal signal meanwhile waits for the terminal to be put back
    // (the query does that itself, however it ends) and then ends the program.
    HOOKS.call_once(install_hooks);
    let _guard = lock();
    let mut options = terminal_colorsaurus::QueryOptions::default();
    options.timeout = BACKGROUND_WAIT;
    terminal_colorsaurus::background_color(options)
        .ok()
        .map(|c| c.perceived_lightness() > 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// The area drawn: the window within [`MAX_AREA`], halved while its frames do not fit
    /// (here: at most `room` cells), the longer side first, never below [`FLOOR`].
    #[rstest]
    #[case((100, 30), usize::MAX, (100, 30))]
    #[case((6000, 6000), usize::MAX, (1000, 1000))]
    #[case((1000, 1000), 100_000, (250, 250))]
    #[case((1000, 300), 100_000, (500, 150))]
    #[case((300, 1000), 100_000, (300, 250))]
    #[case((1000, 1000), 0, (80, 24))]
    #[case((60, 1000), 0, (60, 24))]
    #[case((40, 10), 0, (40, 10))]
    fn the_area_drawn_fits_the_memory_left(
        #[case] window: (u16, u16),
        #[case] room: usize,
        #[case] drawn: (u16, u16),
    ) {
        let area = area_that_fits(window, |w, h| usize::from(w) * usize::from(h) <= room);
        assert_eq!((area.width, area.height), drawn);
    }

    #[test]
    fn a_usual_window_has_room() {
        assert!(room_for(1000, 1000));
        assert_eq!(drawn_area((120, 40)), Rect::new(0, 0, 120, 40));
    }
}
