//! An animated GIF of a stretch of the search: `--gif FILE` (no terminal: the app is set up
//! as the command line asks, drawn into a screen of `--gif-size`, frame by frame) and `X` in
//! the visualizer (a mark, then the stretch from it to the step on screen, at the window's
//! size). Each frame is what the visualizer draws while playing at the animation's speed:
//! the same layout, theme, language, zoom and panels; `output::gif` turns the screens into
//! pixels and the file.

use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ratatui::backend::TestBackend;
use ratatui::{Frame, Terminal};

use crate::action::{Action, key_event};
use crate::app::stops::Notice;
use crate::app::{App, ColorDepth, Mode, Playback, Puzzle, Speed, ThemeName};
use crate::engine::Landmark;
use crate::i18n::gif::text;
use crate::output::gif::{Animation, Defaults, HOLD, MAX_FRAMES};

/// What `--gif` asks for (checked by the command line).
#[derive(Debug, Clone, PartialEq)]
pub struct GifRequest {
    /// The file to write.
    pub path: PathBuf,
    /// `--from-step`: the first step shown (0 when not given).
    pub from: u64,
    /// Where the stretch ends.
    pub to: GifEnd,
    /// `--gif-size`: columns and rows of the screen drawn.
    pub size: (u16, u16),
    /// `--fps`: frames a second.
    pub fps: f64,
    /// `--speed`: steps a second (`None`: one step a frame).
    pub rate: Option<f64>,
    /// `--keys`: keys pressed at the first step, before the first frame, by name.
    pub keys: Vec<String>,
}

/// The last step of a GIF.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GifEnd {
    /// `--to-step B`.
    Step(u64),
    /// `--until-solution K`: the step solution K is found at.
    Solution(u64),
    /// Neither: the end of the search.
    End,
}

/// A stretch of the search and its pace.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stretch {
    /// The first step shown and the last.
    pub from: u64,
    /// The last step shown.
    pub to: u64,
    /// Frames a second.
    pub fps: f64,
    /// Steps a second.
    pub rate: f64,
}

impl Stretch {
    /// How many frames it takes (repeats are merged later): the first step's, then one
    /// every `1 / fps` seconds while `rate` steps a second pass.
    pub fn frames(&self) -> u64 {
        let steps = self.to.saturating_sub(self.from);
        (steps as f64 / self.steps_per_frame() - 1e-9)
            .ceil()
            .max(0.0) as u64
            + 1
    }

    fn steps_per_frame(&self) -> f64 {
        self.rate / self.fps
    }

    /// The steps made by frame `k` (frame 0 the first step's).
    fn made_by(&self, k: u64) -> u64 {
        let steps = self.to.saturating_sub(self.from);
        ((k as f64 * self.steps_per_frame() + 1e-9).floor() as u64).min(steps)
    }

    /// Frame delay in hundredths of a second.
    fn delay(&self) -> u16 {
        (100.0 / self.fps).round().clamp(2.0, 200.0) as u16
    }
}

/// The colours a theme expects of the terminal (its `Color::Reset`): light text on black for
/// the dark and monochrome themes, black on white for the light one.
pub fn defaults(theme: ThemeName) -> Defaults {
    match theme {
        ThemeName::Light => Defaults {
            fg: [0, 0, 0],
            bg: [255, 255, 255],
        },
        ThemeName::Dark | ThemeName::Mono => Defaults {
            fg: [229, 229, 229],
            bg: [0, 0, 0],
        },
    }
}

/// Why a GIF was not made: bad input (exit 2), or the file could not be written (exit 1).
#[derive(Debug)]
pub enum GifFailure {
    /// The request cannot be done: one line.
    Input(String),
    /// Writing failed: one line; nothing was left behind.
    Write(String),
}

/// `--gif`: sets the app up as the command line asks, draws the stretch and writes the file
/// (a line on stdout says what was written).
pub fn run<P: Puzzle>(
    puzzle: P,
    playback: Playback,
    view: &dyn Fn(&mut Frame, &App<P>),
) -> Result<(), GifFailure> {
    let Some(request) = playback.gif.clone() else {
        return Ok(());
    };
    let words = text(playback.lang);
    let shown = request.path.display().to_string();
    let force = playback.force;
    check_path(&request.path, force, playback.lang).map_err(GifFailure::Input)?;
    let mut app = App::new(puzzle, playback);
    app.depth = ColorDepth::TrueColor;
    let (cols, rows) = request.size;
    app.update(Action::Resize(cols, rows));
    let too_small = too_small(&mut app, view);
    if let Some(words_of_screen) = too_small {
        return Err(GifFailure::Input((words.too_small)(
            &format!("{cols}x{rows}"),
            &words_of_screen,
        )));
    }
    let rate = request.rate.unwrap_or(request.fps);
    let stretch = app.stretch(&request, rate).map_err(GifFailure::Input)?;
    for name in &request.keys {
        let Some(event) = key_event(name) else {
            continue;
        };
        if let Some(action) = app.keys.action(&event, app.input) {
            if action.leaves_the_screen() {
                return Err(GifFailure::Input((words.key_leaves)(name)));
            }
            app.update(action);
        }
    }
    let animation = app.animate(stretch, view);
    let frames = animation.counts().1;
    let mut bytes = Vec::new();
    animation
        .finish(HOLD, &mut bytes)
        .map_err(|e| GifFailure::Write((words.failed)(&shown, &e.to_string())))?;
    write_file(&request.path, force, &bytes)
        .map_err(|e| GifFailure::Write((words.failed)(&shown, &e.to_string())))?;
    let line = (words.written)(&shown, frames, &file_size(bytes.len()));
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{line}");
    Ok(())
}

/// A file size in words: bytes, KB or MB.
pub fn file_size(bytes: usize) -> String {
    match bytes {
        0..1024 => format!("{bytes} B"),
        1024..1_048_576 => format!("{:.0} KB", bytes as f64 / 1024.0),
        _ => format!("{:.1} MB", bytes as f64 / 1_048_576.0),
    }
}

/// The visualizer's own words when the screen is too small for it, if it is: read off the
/// screen drawn at that size (the words, whatever the size they ask for, are checked against
/// the view's own message so that nothing else is taken for them).
fn too_small<P: Puzzle>(app: &mut App<P>, view: &dyn Fn(&mut Frame, &App<P>)) -> Option<String> {
    let (w, h) = (app.screen.width, app.screen.height);
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test backend");
    let Ok(drawn) = terminal.draw(|frame| view(frame, app));
    let buffer = drawn.buffer;
    let screen: String = buffer
        .content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect::<String>()
        .split_whitespace()
        .collect();
    let numbers: Vec<u16> = screen
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|s| s.parse().ok())
        .collect();
    let said = |need: (u16, u16)| app.lang.words().too_small(need, (w, h));
    let squeezed = |s: String| s.split_whitespace().collect::<String>();
    let candidates = match numbers.as_slice() {
        [a, ..] => {
            let mut c = vec![(*a, h), (w, *a)];
            if let [_, b, ..] = numbers.as_slice() {
                c.push((*a, *b));
            }
            c
        }
        [] => Vec::new(),
    };
    candidates
        .into_iter()
        .filter(|&(nw, nh)| nw > w || nh > h)
        .map(said)
        .find(|words| squeezed(words.clone()) == screen)
}

/// Refuses a name that is taken (without `force`: any entry; with it, anything but a regular
/// file) before anything is drawn.
fn check_path(path: &Path, force: bool, lang: crate::i18n::Lang) -> Result<(), String> {
    let shown = path.display().to_string();
    match std::fs::symlink_metadata(path).map(|m| m.file_type()) {
        Ok(t) if t.is_file() && force => Ok(()),
        Ok(t) if t.is_file() => Err((text(lang).exists)(&shown)),
        Ok(_) => Err((text(lang).not_a_file)(&shown)),
        Err(_) => Ok(()),
    }
}

/// Writes `bytes` to `path` whole or not at all: into a new file beside it, then moved to
/// its name (replacing a regular file only with `force`; otherwise a file made at the name
/// meanwhile is kept and this fails). A failure removes what it wrote.
pub fn write_file(path: &Path, force: bool, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map_or_else(|| "gif".into(), |n| n.to_string_lossy().into_owned());
    let partial = dir.join(format!(".{name}.{}.partial", std::process::id()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&partial)
        .and_then(|mut file| file.write_all(bytes).and_then(|()| file.sync_all()));
    let placed = written.and_then(|()| {
        if force {
            std::fs::rename(&partial, path)
        } else {
            // A link fails on any entry at the name: nothing is ever replaced.
            std::fs::hard_link(&partial, path).and_then(|()| std::fs::remove_file(&partial))
        }
    });
    if placed.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    placed
}

impl<P: Puzzle> App<P> {
    /// The stretch a request asks for, from a fresh app: its last step found (searching as
    /// far as the most frames allow), its first step stood on. Or the line that says why not.
    fn stretch(&mut self, request: &GifRequest, rate: f64) -> Result<Stretch, String> {
        let words = text(self.lang);
        let mut stretch = Stretch {
            from: request.from,
            to: request.from,
            fps: request.fps,
            rate,
        };
        // Past this many steps after `from`, the frames are too many.
        let most = request
            .from
            .saturating_add(((MAX_FRAMES - 1) as f64 * rate / request.fps).ceil() as u64 + 1);
        let too_many = |to: u64| {
            let s = Stretch { to, ..stretch };
            (words.too_many)(s.frames(), MAX_FRAMES)
        };
        stretch.to = match request.to {
            GifEnd::Step(b) => {
                self.puzzle.seek(b.min(most.saturating_add(1)));
                let at = self.puzzle.position();
                if b > most && at > most {
                    return Err(too_many(b));
                }
                if at != b {
                    return Err((words.past_end)("--to-step", b, at));
                }
                b
            }
            GifEnd::Solution(k) => {
                let wanted = |l: Landmark| l == Landmark::Solution { index: k };
                if !self.puzzle.met_here(&wanted) {
                    self.puzzle.run(most, Some(&wanted));
                }
                let at = self.puzzle.position();
                if !self.puzzle.met_here(&wanted) {
                    return Err(if self.puzzle.is_done() {
                        (words.no_solution)(k, at)
                    } else {
                        too_many(at + 1)
                    });
                }
                at
            }
            GifEnd::End => {
                self.puzzle.run(most.saturating_add(1), None);
                let at = self.puzzle.position();
                if !self.puzzle.is_done() || at > most {
                    return Err(too_many(at));
                }
                at
            }
        };
        // The search starts again, its history forgotten, as the visualizer's does: the
        // scrubber knows only what has been played.
        self.puzzle.restart();
        if stretch.to <= stretch.from {
            return Err((words.past_end)("--from-step", request.from, stretch.to));
        }
        if stretch.frames() > MAX_FRAMES {
            return Err(too_many(stretch.to));
        }
        self.puzzle.seek(stretch.from);
        Ok(stretch)
    }

    /// Draws the stretch from the step on screen (its first step) to its last, as the
    /// visualizer shows it playing at the stretch's speed: a frame every `1 / fps` seconds of
    /// a clock of its own. The stops and the quiz wait meanwhile (the caller puts the app
    /// back as it wants it).
    pub(crate) fn animate(
        &mut self,
        stretch: Stretch,
        view: &dyn Fn(&mut Frame, &App<P>),
    ) -> Animation {
        let (cols, rows) = (self.screen.width, self.screen.height);
        let mut animation = Animation::new(cols, rows, stretch.delay(), defaults(self.theme));
        let stops = std::mem::take(&mut self.stops);
        let quiz = self.quiz.take();
        self.speed = Speed::Rate(stretch.rate);
        self.mode = Mode::Playing;
        self.origin = None;
        self.notice = None;
        let mut terminal = Terminal::new(TestBackend::new(cols, rows)).expect("a test backend");
        // The frame as drawn (the backend's copy keeps stale cells under wide characters,
        // which a terminal overwrites).
        let mut draw = |app: &App<P>, animation: &mut Animation| {
            let Ok(drawn) = terminal.draw(|frame| view(frame, app));
            animation.push(drawn.buffer);
        };
        draw(self, &mut animation);
        let start = Instant::now();
        let mut made = 0;
        for k in 1..stretch.frames() {
            // Playing by the clock: the first step at once (the run's start, half a step in),
            // step m at m / rate (half a step after it was due, so rounding never loses one).
            let due = stretch.made_by(k);
            if due > made && !self.puzzle.is_done() {
                let at = if made == 0 { 0.5 } else { due as f64 } / stretch.rate;
                self.mode = Mode::Playing;
                self.tick(start + Duration::from_secs_f64(at), Duration::from_secs(5));
                made = due;
                if self.puzzle.position() > stretch.to {
                    self.puzzle.seek(stretch.to);
                }
            }
            draw(self, &mut animation);
        }
        self.stops = stops;
        self.quiz = quiz;
        animation
    }

    /// `X`: the first press marks the step on screen; the next writes the GIF from the mark
    /// to the step on screen (either way round), at the window's size, into
    /// [`App::export_dir`], and says where, or why not. The screen comes back as it was.
    pub(crate) fn gif_key(
        &mut self,
        view: &dyn Fn(&mut Frame, &App<P>),
        busy: &mut dyn FnMut(&App<P>),
    ) {
        let words = text(self.lang);
        let here = self.puzzle.position();
        let Some(mark) = self.gif_mark.take() else {
            self.gif_mark = Some(here);
            self.notice = Some(Notice::Said((words.marked)(here)));
            return;
        };
        if mark == here {
            // Pressed again where it was set: the mark goes.
            self.notice = Some(Notice::Said((words.cleared)(here)));
            return;
        }
        let stretch = Stretch {
            from: mark.min(here),
            to: mark.max(here),
            fps: match self.speed {
                Speed::Rate(r) => r.clamp(0.5, 50.0),
                Speed::Max => 50.0,
            },
            rate: match self.speed {
                Speed::Rate(r) => r,
                Speed::Max => 50.0,
            },
        };
        if stretch.frames() > MAX_FRAMES {
            self.gif_mark = Some(mark);
            self.notice = Some(Notice::Said((words.too_many)(stretch.frames(), MAX_FRAMES)));
            return;
        }
        self.notice = Some(Notice::Said((words.writing)(stretch.from, stretch.to)));
        busy(self);
        let (mode, speed, depth) = (self.mode, self.speed, self.depth);
        self.depth = ColorDepth::TrueColor;
        self.puzzle.seek(stretch.from);
        let animation = self.animate(stretch, view);
        self.puzzle.seek(here);
        (self.mode, self.speed, self.depth, self.origin) = (mode, speed, depth, None);
        let frames = animation.counts().1;
        let mut bytes = Vec::new();
        let name = gif_name(&self.puzzle.export(self.lang).0, stretch);
        let written = animation
            .finish(HOLD, &mut bytes)
            .and_then(|()| crate::app::export::write_new(&self.export_dir, &name, &bytes));
        self.notice = Some(Notice::Said(match written {
            Ok(path) => {
                (words.written)(&path.display().to_string(), frames, &file_size(bytes.len()))
            }
            Err(e) => (words.failed)(
                &self.export_dir.join(&name).display().to_string(),
                &e.to_string(),
            ),
        }));
    }
}

/// The GIF's file name from the SVG export's (`puzzle-8-step-12.svg`):
/// `puzzle-8-steps-3-12.gif`.
fn gif_name(svg: &str, stretch: Stretch) -> String {
    let stem = svg
        .split_once("-step-")
        .map_or_else(|| svg.trim_end_matches(".svg"), |(stem, _)| stem);
    format!("{stem}-steps-{}-{}.gif", stretch.from, stretch.to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_count_the_first_step_and_one_a_frame() {
        let s = Stretch {
            from: 3,
            to: 10,
            fps: 5.0,
            rate: 5.0,
        };
        assert_eq!(s.frames(), 8);
        assert_eq!(s.delay(), 20);
        assert_eq!(
            (1..8).map(|k| s.made_by(k)).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6, 7]
        );
        // Ten steps a frame: steps 3, 13, 23, 33.
        let fast = Stretch {
            rate: 50.0,
            to: 33,
            ..s
        };
        assert_eq!(fast.frames(), 4);
        // A step a second at five frames a second: each step five frames.
        let slow = Stretch {
            rate: 1.0,
            to: 5,
            ..s
        };
        assert_eq!(slow.frames(), 11);
        assert_eq!(slow.made_by(4), 0);
        assert_eq!(slow.made_by(5), 1);
    }

    #[test]
    fn names_follow_the_svg_export() {
        let s = Stretch {
            from: 3,
            to: 12,
            fps: 5.0,
            rate: 5.0,
        };
        assert_eq!(
            gif_name("puzzle-8-step-12.svg", s),
            "puzzle-8-steps-3-12.gif"
        );
        assert_eq!(gif_name("board.svg", s), "board-steps-3-12.gif");
    }

    #[test]
    fn a_file_is_written_whole_and_never_over_another_without_force() {
        let dir = std::env::temp_dir().join(format!("backtrack-gif-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("a.gif");
        write_file(&path, false, b"one").expect("written");
        assert_eq!(std::fs::read(&path).expect("read"), b"one");
        let e = write_file(&path, false, b"two").expect_err("not replaced");
        assert_eq!(e.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&path).expect("read"), b"one");
        write_file(&path, true, b"three").expect("replaced");
        assert_eq!(std::fs::read(&path).expect("read"), b"three");
        // Nothing else is left in the folder.
        let names: Vec<_> = std::fs::read_dir(&dir)
            .expect("listed")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        assert!(check_path(&path, false, crate::i18n::Lang::En).is_err());
        assert!(check_path(&path, true, crate::i18n::Lang::En).is_ok());
        assert!(check_path(&dir, true, crate::i18n::Lang::En).is_err());
        std::fs::remove_dir_all(&dir).expect("removed");
    }
}
