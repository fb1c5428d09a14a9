//! A scene set up on its problem's app, exactly as its file says, whatever was on screen
//! before: the search its command line makes, then `go`, `to`, `stops`, `tree` and `keys` in
//! that order, then the caption. Then it is checked (nothing drawn), played on the terminal,
//! or (in the tests) driven by keys and drawn into text.

use std::time::{Duration, Instant};

use crossterm::event::Event;
use ratatui::Frame;

use crate::action::{Action, InputMode};
use crate::app::lesson::Scene;
use crate::app::prompt::{self, Command};
use crate::app::{App, ColorDepth, Exit, Mode, Puzzle, ThemeName, stops};
use crate::engine::Landmark;
use crate::i18n::Lang;
use crate::i18n::lesson::text;
use crate::lesson::file::{At, FileError, Lesson, SceneDef};
use crate::problem::{Failure, Problem, Start, View};
use crate::term::{self, input::Input};

/// The most steps a scene's `go` or `to` runs the search before it says the step is never
/// reached.
pub const SETUP_MAX: u64 = 20_000_000;

/// The looks every scene of a lesson takes, whatever its command line says: `lesson --ascii`,
/// `--theme`, or the theme the teacher chose with `T` in the scene before.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Looks {
    /// ASCII glyphs.
    pub ascii: bool,
    /// The theme, if one is chosen.
    pub theme: Option<ThemeName>,
}

/// Which scene of which lesson.
#[derive(Debug, Clone, Copy)]
pub struct Stage<'a> {
    /// The lesson.
    pub lesson: &'a Lesson,
    /// Its name as the messages say it (the file, or the built-in name).
    pub file: &'a str,
    /// The scene, from 0.
    pub index: usize,
    /// The interface's language.
    pub lang: Lang,
    /// The looks.
    pub looks: Looks,
}

impl Stage<'_> {
    /// The scene's definition.
    pub fn def(&self) -> &SceneDef {
        &self.lesson.scenes[self.index]
    }

    /// A fault of this scene, at `line`, as the one line that says it.
    pub fn fault(&self, line: usize, what: String) -> Failure {
        let e = FileError {
            scene: Some(self.index + 1),
            line: Some(line),
            what,
        };
        Failure::BadInput(e.words(self.file, self.lang))
    }
}

/// How a scene is played once set up.
pub enum Play<'a> {
    /// Not at all: `lesson --check`, and the check before the terminal is touched.
    Check,
    /// On the terminal.
    Terminal(&'a mut term::Session, &'a mut Input),
    /// The tests: these events as typed, then the screen drawn at this size into text.
    #[cfg(test)]
    Keys(&'a [Event], (u16, u16)),
}

/// What a scene came to.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    /// The scene asked for by the scene keys; `None`: the lesson ends.
    pub next: Option<usize>,
    /// How it ended (`q`, Ctrl-C).
    pub exit: Exit,
    /// The theme on screen at the end, carried to the next scene.
    pub theme: ThemeName,
    /// The state the scene stood in.
    pub state: State,
}

/// What a scene's setup reached, for the tests and `--check`.
// Independent facts of the screen, one switch each.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq)]
pub struct State {
    /// The step.
    pub step: u64,
    /// The event at the step is a solution (by any pane).
    pub at_solution: bool,
    /// The event at the step is a backtrack (by any pane).
    pub at_backtrack: bool,
    /// The tree panel is open.
    pub tree: bool,
    /// Zoomed.
    pub zoom: bool,
    /// The quiz is on.
    pub quiz: bool,
    /// Which keys apply (a browser, the tree cursor, a question).
    pub input: InputMode,
    /// The stops set, as the commands that set them.
    pub stops: Vec<String>,
    /// The screen drawn, as text (the tests' [`Play::Keys`] only).
    pub screen: Option<String>,
}

impl<P: Puzzle> App<P> {
    /// What the scene's setup reached.
    fn scene_state(&self) -> State {
        use crate::engine::LandmarkKind;
        let at = |kind: LandmarkKind| self.puzzle.met_here(&|l: Landmark| l.kind() == kind);
        State {
            step: self.position(),
            at_solution: at(LandmarkKind::Solution),
            at_backtrack: at(LandmarkKind::Backtrack),
            tree: self.show_tree,
            zoom: self.zoom,
            quiz: self.quiz.is_some(),
            input: self.input,
            stops: self
                .stops
                .iter()
                .map(|s| P::STOP_WORDS.command(*s))
                .collect(),
            screen: None,
        }
    }
}

pub use crate::action::key_event;

/// Applies one event as the event loop would, then lets a run it started (a jump, a go-to)
/// finish: a scene stands still when its caption does.
fn press<P: Puzzle>(app: &mut App<P>, event: &Event) {
    if let Some(action) = app.keys.action(event, app.input) {
        app.update(action);
    }
    let mut ticks = 0;
    while matches!(app.mode, Mode::Running(_)) && ticks < 100_000 {
        app.tick(Instant::now(), Duration::from_millis(20));
        ticks += 1;
    }
}

/// Runs the search until `wanted` meets a landmark (at most [`SETUP_MAX`] steps): whether it
/// did.
fn run_until<P: Puzzle>(app: &mut App<P>, wanted: &dyn Fn(Landmark) -> bool) -> bool {
    if app.puzzle.met_here(wanted) {
        return true;
    }
    app.puzzle.run(SETUP_MAX, Some(wanted)).1.is_some()
}

/// The words the problem's `stop` takes, for a message: `backtrack | solution | place [row R]`.
fn landmark_words<P: Puzzle>() -> String {
    let w = P::STOP_WORDS;
    format!("{} [{} N]", w.firsts().join(" | "), w.level)
}

/// Sets the scene up on a fresh app: `go`, `to`, `stops`, `tree`, `keys`.
fn set_up<P: Puzzle>(app: &mut App<P>, stage: &Stage) -> Result<(), Failure> {
    let def = stage.def();
    let t = text(stage.lang);
    let rows = app.puzzle.rows();
    let stop_of = |field: &str, at: &At<String>, value: &str| match prompt::parse(
        &format!("stop {value}"),
        &P::STOP_WORDS,
        rows,
    ) {
        Ok(Command::Stop(stop)) => Ok(stop),
        _ => Err(stage.fault(at.line, (t.bad_field)(field, value, &landmark_words::<P>()))),
    };
    // Never reached: the search ended first, or ran the most steps a scene may run.
    let unreached = |app: &App<P>, field: &str, at: &At<String>| {
        let words = if app.puzzle.is_done() {
            (t.unreached)(field, &at.value, app.position())
        } else {
            (t.too_far)(field, &at.value, SETUP_MAX)
        };
        stage.fault(at.line, words)
    };
    if let Some(go) = &def.go {
        match prompt::parse(&go.value, &P::STOP_WORDS, rows) {
            Ok(Command::GoTo(step)) if step > SETUP_MAX => {
                return Err(stage.fault(go.line, (t.too_far)("go", &go.value, SETUP_MAX)));
            }
            Ok(Command::GoTo(step)) => {
                app.puzzle.seek(step);
                if app.position() != step {
                    return Err(unreached(app, "go", go));
                }
            }
            Ok(Command::Solution(k)) => {
                if !run_until(app, &|l| l == Landmark::Solution { index: k }) {
                    return Err(unreached(app, "go", go));
                }
            }
            _ => return Err(stage.fault(go.line, (t.bad_field)("go", &go.value, "982 | #1"))),
        }
    }
    if let Some(to) = &def.to {
        let stop = stop_of("to", to, &to.value)?;
        if !run_until(app, &|l| stop.matches(l)) {
            return Err(unreached(app, "to", to));
        }
    }
    if let Some(list) = &def.stops {
        for value in &list.value {
            let at = At {
                value: value.clone(),
                line: list.line,
            };
            stops::add(&mut app.stops, stop_of("stops", &at, value)?);
        }
    }
    if let Some(open) = def.tree
        && open != app.show_tree
    {
        app.update(Action::ToggleTree);
    }
    if let Some(keys) = &def.keys {
        for name in &keys.value {
            let event = key_event(name).ok_or_else(|| stage.fault(keys.line, (t.bad_key)(name)))?;
            if app
                .keys
                .action(&event, app.input)
                .is_some_and(|a| a.leaves_the_screen())
            {
                return Err(stage.fault(keys.line, (t.outside_key)(name)));
            }
            press(app, &event);
        }
    }
    Ok(())
}

/// Draws a screen by `view` with the scene's caption under it.
fn draw<M: Puzzle>(view: View<M>, frame: &mut Frame, app: &App<M>) {
    view(frame, app);
    crate::ui::lesson::draw(frame, app);
}

/// The scene of `stage` for problem `P`, from its command line's request: set up, then played
/// on the screen it asks for (the problem's, or its second: branch and bound's).
pub fn scene<P: Problem>(
    request: P::Request,
    stage: &Stage,
    play: Play,
) -> Result<Played, Failure> {
    let def = stage.def();
    match P::start(request, stage.lang) {
        Ok(Start::Show(model, playback)) => scene_of(model, playback, P::VIEW, stage, play),
        Ok(Start::Second(model, playback)) => {
            scene_of(model, playback, P::SECOND_VIEW, stage, play)
        }
        Ok(Start::Headless(_)) => {
            Err(stage.fault(def.run.line, (text(stage.lang).headless)(&def.run.value)))
        }
        Err(Failure::Usage(e)) => Err(stage.fault(
            def.run.line,
            crate::command_line::usage_error(stage.lang, &e),
        )),
        Err(Failure::BadInput(words)) => Err(stage.fault(def.run.line, words)),
        Err(other) => Err(other),
    }
}

/// The scene of `stage` on `model`, drawn by `view`: set up, then played.
fn scene_of<M: Puzzle>(
    model: M,
    mut playback: crate::app::Playback,
    view: View<M>,
    stage: &Stage,
    play: Play,
) -> Result<Played, Failure> {
    let def = stage.def();
    let draw = |frame: &mut Frame, app: &App<M>| draw(view, frame, app);
    // The lesson records as a whole; the looks are the lesson's.
    if playback.record.take().is_some() || playback.gif.take().is_some() {
        return Err(stage.fault(def.run.line, text(stage.lang).scene_record.to_string()));
    }
    playback.ascii |= stage.looks.ascii;
    playback.theme = stage.looks.theme.unwrap_or(playback.theme);
    let mut app = App::new(model, playback);
    set_up(&mut app, stage)?;
    let lesson = stage.lesson;
    app.play_scene(Scene::new(
        lesson.title.get(stage.lang).to_string(),
        (stage.index, lesson.scenes.len()),
        def.caption.get(stage.lang).to_string(),
        def.wait,
    ));
    let finish = |app: &App<M>, reached: State| Played {
        next: app.lesson.as_ref().and_then(|s| s.next),
        exit: app.exit,
        theme: app.theme,
        state: reached,
    };
    let reached = app.scene_state();
    match play {
        Play::Check => {}
        Play::Terminal(session, input) => {
            app.depth = ColorDepth::detect();
            app.event_loop(session, input, &draw)
                .map_err(Failure::Tui)?;
        }
        #[cfg(test)]
        Play::Keys(events, (w, h)) => {
            app.update(Action::Resize(w, h));
            for event in events {
                press(&mut app, event);
                if app.should_quit() {
                    break;
                }
            }
            let mut drawn = app.scene_state();
            drawn.screen = Some(screen_text(&app, &draw, (w, h)));
            return Ok(finish(&app, drawn));
        }
    }
    Ok(finish(&app, reached))
}

/// The screen at `size`, as text.
#[cfg(test)]
fn screen_text<M: Puzzle>(
    app: &App<M>,
    draw: &dyn Fn(&mut Frame, &App<M>),
    (w, h): (u16, u16),
) -> String {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(w, h)).expect("a test terminal");
    terminal.draw(|frame| draw(frame, app)).expect("drawn");
    let buffer = terminal.backend().buffer();
    let mut lines = Vec::new();
    for y in 0..h {
        let mut line = String::new();
        let mut x = 0;
        while x < w {
            let symbol = buffer[(x, y)].symbol();
            line.push_str(symbol);
            // A wide character covers the next cell too.
            x += unicode_width::UnicodeWidthStr::width(symbol).max(1) as u16;
        }
        lines.push(line.trim_end().to_string());
    }
    lines.join("\n")
}
