//! Long headless runs on a terminal (a problem's `--count`): a progress bar on stderr, and
//! Ctrl-C that stops cleanly.

use std::io::{self, IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle, TermLike};

use crate::i18n::Lang;

/// A count that runs longer than this shows a progress bar (when stderr is a terminal).
pub const SHOW_AFTER: Duration = Duration::from_secs(1);

/// Runs a count of `total` pieces of work, `count` adding to `done` as they finish: a
/// progress bar on stderr while it is long, and Ctrl-C or SIGTERM raising the cancel flag
/// (the count then ends with an error that says so, as an `Interrupted` error).
pub fn with_progress<T: Send, E: Into<io::Error>>(
    total: u64,
    lang: Lang,
    count: impl FnOnce(&AtomicU64, &AtomicBool) -> Result<T, E> + Send,
) -> io::Result<T> {
    let cancel = Arc::new(AtomicBool::new(false));
    let terminated = Arc::new(AtomicBool::new(false));
    let hooks = [
        signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&cancel)),
        signal_hook::flag::register(signal_hook::consts::SIGTERM, Arc::clone(&cancel)),
        signal_hook::flag::register(signal_hook::consts::SIGTERM, Arc::clone(&terminated)),
    ];
    let done = AtomicU64::new(0);
    let finished = AtomicBool::new(false);
    let result = std::thread::scope(|scope| {
        if io::stderr().is_terminal() {
            // No bar if its thread cannot be started: the count goes on without it.
            let _ = std::thread::Builder::new()
                .spawn_scoped(scope, || show_progress(total, &done, &finished, lang));
        }
        let result = count(&done, &cancel);
        finished.store(true, Ordering::Relaxed);
        result
    });
    for id in hooks.into_iter().flatten() {
        signal_hook::low_level::unregister(id);
    }
    result.map_err(|e| {
        let e: io::Error = e.into();
        // Stopped by SIGTERM, not Ctrl-C: said apart, so that the exit status is 143.
        if e.kind() == io::ErrorKind::Interrupted && terminated.load(Ordering::Relaxed) {
            io::Error::new(io::ErrorKind::Interrupted, Terminated)
        } else {
            e
        }
    })
}

/// The error a count stopped by SIGTERM ends with (its exit status is 128 + 15).
#[derive(Debug)]
pub struct Terminated;

impl std::fmt::Display for Terminated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("terminated")
    }
}

impl std::error::Error for Terminated {}

/// Whether `e` says a count was stopped by SIGTERM.
pub fn is_terminated(e: &io::Error) -> bool {
    e.get_ref()
        .is_some_and(<dyn std::error::Error + Send + Sync>::is::<Terminated>)
}

/// The time left, from the share of the work done (each task weighted by its estimated size)
/// and the time it took; `None` before anything is done.
pub fn time_left(done: u64, total: u64, elapsed: Duration) -> Option<Duration> {
    if done == 0 || total == 0 {
        return None;
    }
    let left = total.saturating_sub(done) as f64 / done as f64;
    Some(elapsed.mul_f64(left))
}

fn show_progress(total: u64, done: &AtomicU64, finished: &AtomicBool, lang: Lang) {
    let start = Instant::now();
    while start.elapsed() < SHOW_AFTER {
        if finished.load(Ordering::Relaxed) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let t = lang.text();
    let template = "{bar:32.cyan/blue} {percent:>3}%  {msg}";
    let style = ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    let target = ProgressDrawTarget::term_like(Box::new(Stderr::new()));
    let bar = ProgressBar::with_draw_target(Some(total), target).with_style(style);
    while !finished.load(Ordering::Relaxed) {
        let pos = done.load(Ordering::Relaxed);
        bar.set_position(pos);
        let left = time_left(pos, total, start.elapsed())
            .map_or_else(|| "…".to_string(), |d| format!("{} s", d.as_secs() + 1));
        bar.set_message(format!("{} {left}", t.eta));
        std::thread::sleep(Duration::from_millis(100));
    }
    bar.finish_and_clear();
}

/// stderr as indicatif's terminal, a few columns narrower than the window: indicatif pads its
/// line to the full width, and the `^C` the terminal echoes would then wrap onto a new line and
/// leave the bar behind when it is cleared.
#[derive(Debug)]
struct Stderr {
    width: u16,
}

impl Stderr {
    fn new() -> Stderr {
        let columns = crossterm::terminal::size().map_or(80, |(w, _)| w);
        Stderr {
            width: columns.saturating_sub(4).max(20),
        }
    }

    fn put(s: &str) -> io::Result<()> {
        io::stderr().lock().write_all(s.as_bytes())
    }

    fn moves(n: usize, code: char) -> io::Result<()> {
        if n == 0 {
            return Ok(());
        }
        Stderr::put(&format!("\x1b[{n}{code}"))
    }
}

impl TermLike for Stderr {
    fn width(&self) -> u16 {
        self.width
    }

    fn move_cursor_up(&self, n: usize) -> io::Result<()> {
        Stderr::moves(n, 'A')
    }

    fn move_cursor_down(&self, n: usize) -> io::Result<()> {
        Stderr::moves(n, 'B')
    }

    fn move_cursor_right(&self, n: usize) -> io::Result<()> {
        Stderr::moves(n, 'C')
    }

    fn move_cursor_left(&self, n: usize) -> io::Result<()> {
        Stderr::moves(n, 'D')
    }

    fn write_line(&self, s: &str) -> io::Result<()> {
        Stderr::put(&format!("{s}\n"))
    }

    fn write_str(&self, s: &str) -> io::Result<()> {
        Stderr::put(s)
    }

    fn clear_line(&self) -> io::Result<()> {
        Stderr::put("\r\x1b[2K")
    }

    fn flush(&self) -> io::Result<()> {
        io::stderr().flush()
    }
}
