//! The visualizer in a terminal: the event loop (draw, wait for input or the next step,
//! update, tick) and a run from start to restore.

use std::io;
use std::time::{Duration, Instant};

use crossterm::event::Event;
use ratatui::Frame;

use crate::action::Action;
use crate::app::{App, ColorDepth, Exit, FRAME, Playback, Puzzle, ThemeName, engine_budget};
use crate::term::{self, input::Input};

impl<P: Puzzle> App<P> {
    /// Whether the terminal should report mouse clicks now: only where a click does
    /// something, so that text can be selected with the mouse everywhere else.
    pub fn wants_mouse(&self) -> bool {
        self.keys.takes_clicks(self.input)
    }

    /// The event loop, in a session already started (a lesson plays its scenes one after
    /// another in one): draw with `view`, wait for input or the next step, update, tick;
    /// until the user quits or a lesson's scene key asks for another scene.
    pub fn event_loop(
        &mut self,
        session: &mut term::Session,
        input: &mut Input,
        view: &dyn Fn(&mut Frame, &App<P>),
    ) -> io::Result<()> {
        let (w, h) = session.window();
        self.update(Action::Resize(w, h));
        let mut dirty = true;
        let mut last_draw: Option<Instant> = None;
        while !self.quit {
            let now = Instant::now();
            let frame_due = last_draw.map_or(now, |t| t + FRAME);
            if dirty && now >= frame_due {
                session.draw(|frame| view(frame, self))?;
                last_draw = Some(now);
                dirty = false;
                continue;
            }
            // A frame waits for its time; the engine does not wait for the frame: while it has
            // work now, the keyboard is only looked at (no waiting) between its batches.
            let wake = match self.next_wake(now) {
                Some(t) if t <= now => Some(now),
                _ if dirty => Some(frame_due),
                next => next,
            };
            let timeout = wake.map(|t| t.saturating_duration_since(Instant::now()));
            if !dirty && timeout.is_none_or(|t| t >= FRAME) {
                // Before waiting a while: the recording gets the frame on screen, if it
                // skipped it.
                session.settle(|frame| view(frame, self));
            }
            // Every event waiting is handled before the next frame: a paste, or a key and a
            // resize queued together, all count.
            let mut event = input.next(timeout)?;
            let mut handled = false;
            while let Some(e) = event.take() {
                test_panic(&e);
                if let Event::Resize(w, h) = e {
                    // The next frame is drawn whole, whatever else is queued with the resize.
                    session.resize((w, h))?;
                }
                match self.keys.action(&e, self.input) {
                    Some(Action::Suspend) => term::suspend(),
                    // Drawn first: the screen says the GIF is being written.
                    Some(Action::Gif) => self.gif_key(view, &mut |app: &App<P>| {
                        let _ = session.draw(|frame| view(frame, app));
                    }),
                    Some(action) => self.update(action),
                    None => {}
                }
                dirty = true;
                handled = true;
                if self.quit {
                    break;
                }
                if input.ready()? {
                    event = input.next(Some(Duration::ZERO))?;
                }
            }
            session.set_mouse(self.wants_mouse())?;
            if handled {
                // Show the keys' effect before the engine takes its next batch.
                continue;
            }
            let now = Instant::now();
            let frame_due = last_draw.map_or(now, |t| t + FRAME);
            if self.tick(now, engine_budget(now, frame_due)) {
                dirty = true;
            }
        }
        session.settle(|frame| view(frame, self));
        Ok(())
    }
}

/// Debug builds only, for the end-to-end tests: with `BACKTRACK_TEST_PANIC` set, the key `!`
/// panics, so the tests can check the terminal after a crash in any mode.
fn test_panic(event: &Event) {
    #[cfg(debug_assertions)]
    if let Event::Key(key) = event {
        assert!(
            key.code != crossterm::event::KeyCode::Char('!')
                || std::env::var_os("BACKTRACK_TEST_PANIC").is_none(),
            "panic requested by BACKTRACK_TEST_PANIC"
        );
    }
    #[cfg(not(debug_assertions))]
    let _ = event;
}

/// Runs a visualizer until the user quits, drawing each frame with `view` (and recording it
/// into `record`, if given: `--record`'s file, already created); the terminal is
/// restored however it ends. An error for which `term::is_gone` is true means the terminal went
/// away.
pub fn run<P: Puzzle>(
    puzzle: P,
    mut playback: Playback,
    record: Option<std::fs::File>,
    view: fn(&mut Frame, &App<P>),
) -> io::Result<Exit> {
    if playback.auto_theme {
        playback.theme = ThemeName::of_terminal().unwrap_or(playback.theme);
    }
    let mut app = App::new(puzzle, playback);
    app.depth = ColorDepth::detect();
    let mut input = Input::open()?;
    let mut session = term::Session::start(app.wants_mouse(), app.lang.text().crash, record)?;
    let result = app.event_loop(&mut session, &mut input, &view);
    let end = session.end();
    result.and(end)?;
    Ok(app.exit)
}
