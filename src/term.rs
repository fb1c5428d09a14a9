//! The terminal session: raw mode and the alternate screen, restored on every way out.
//!
//! Quit and errors restore through [`Session::end`] or `Drop`; a panic restores in the panic
//! hook before its one-line message; SIGTERM, SIGINT, SIGHUP and SIGQUIT are caught on a
//! watcher thread, which restores the terminal and exits with 128 + the signal number. Ctrl-C
//! in raw mode is an ordinary key and quits through the key map.

use std::io::{self, Stdout, Write, stdout};
use std::sync::{Mutex, Once};

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::backend::CrosstermBackend;
use ratatui::{Frame, Terminal};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};

/// Held while a frame is written, so a signal never restores the terminal mid-frame.
static OUTPUT: Mutex<()> = Mutex::new(());

static HOOKS: Once = Once::new();

/// The visualizer's hold on the terminal.
pub struct Session {
    terminal: Terminal<CrosstermBackend<Stdout>>,
    active: bool,
}

impl Session {
    /// Enters raw mode and the alternate screen (reporting mouse clicks if `mouse`), with the
    /// panic hook and signal watcher set.
    pub fn start(mouse: bool) -> io::Result<Session> {
        HOOKS.call_once(install_hooks);
        enable_raw_mode()?;
        let session = Session {
            terminal: Terminal::new(CrosstermBackend::new(stdout()))?,
            active: true,
        };
        // Clear with a plain escape: ratatui's clear() asks the terminal for the cursor position,
        // which some terminals (and slow links) never answer.
        execute!(stdout(), EnterAlternateScreen, Hide, Clear(ClearType::All))?;
        if mouse {
            execute!(stdout(), EnableMouseCapture)?;
        }
        Ok(session)
    }

    /// The terminal's size (columns, rows).
    pub fn size(&self) -> io::Result<(u16, u16)> {
        let size = self.terminal.size()?;
        Ok((size.width, size.height))
    }

    /// Draws one frame.
    pub fn draw(&mut self, render: impl FnOnce(&mut Frame)) -> io::Result<()> {
        let _guard = OUTPUT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        self.terminal.draw(render)?;
        Ok(())
    }

    /// Leaves the alternate screen and raw mode.
    pub fn end(mut self) -> io::Result<()> {
        self.active = false;
        let _guard = OUTPUT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        restore()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.active {
            let _ = restore();
        }
    }
}

/// Puts the terminal back: cooked mode, main screen, visible cursor. Safe to call twice.
pub fn restore() -> io::Result<()> {
    let raw = disable_raw_mode();
    let mut out = stdout();
    let screen = execute!(out, DisableMouseCapture, LeaveAlternateScreen, Show);
    out.flush()?;
    raw.and(screen)
}

fn install_hooks() {
    std::panic::set_hook(Box::new(|info| {
        let _ = restore();
        let message = info
            .payload()
            .downcast_ref::<&str>()
            .map(std::string::ToString::to_string)
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = message.lines().next().unwrap_or_default();
        eprintln!("backtrack: internal error{place}: {message}");
    }));
    match signal_hook::iterator::Signals::new([SIGTERM, SIGINT, SIGHUP, SIGQUIT]) {
        Ok(mut signals) => {
            std::thread::spawn(move || {
                if let Some(signal) = signals.forever().next() {
                    let _guard = OUTPUT
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner);
                    let _ = restore();
                    std::process::exit(128 + signal);
                }
            });
        }
        Err(e) => eprintln!("backtrack: cannot watch for signals: {e}"),
    }
}
