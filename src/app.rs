//! The visualizer: application state, `update(Action)`, `tick`, and the run loop.
//!
//! Elm style: a key becomes an [`Action`] (a pure function in `action.rs`), [`App::update`]
//! applies it, [`App::tick`] advances playback by the clock, and the view renders the state
//! without changing it. While paused or done the loop blocks on input and burns no CPU.
//!
//! Playback (speed, play/pause, stepping, rewinding, running to a goal) is the same for every
//! puzzle; what a step is and what the screen shows is the [`Puzzle`]'s, one for each problem in
//! `problems/` (see [`crate::problems`]).

pub mod explore;
pub mod help;
pub mod lesson;
pub mod panes;
pub mod progress;
pub mod prompt;
pub mod quiz;
pub mod speed;
pub mod stops;
pub mod tree;

use std::io;
use std::time::{Duration, Instant};

pub use speed::Speed;

use crossterm::event::Event;
use ratatui::Frame;
use ratatui::layout::Rect;

use crate::action::{Action, Binding, InputMode, KeyTable, Section};
use crate::engine::{Landmark, LandmarkKind};
use crate::i18n::{Lang, PromptProblem};
use crate::term::{self, input::Input};
pub use panes::{Follow, Panes};
use progress::Progress;
use prompt::Command;
use quiz::{Question, Quiz, QuizKind, Quizzed};
use stops::{Notice, Stop};

/// Events kept for the log (the most a tall window shows).
pub const LOG_KEEP: usize = 64;

/// The shortest time between two frames (60 frames per second).
pub const FRAME: Duration = Duration::from_micros(16_667);

/// The least engine time a batch gets at "max" speed and while running to a goal.
pub const BATCH_BUDGET: Duration = Duration::from_millis(8);

/// What a frame keeps for itself (drawing, and the terminal taking the output) when the engine
/// runs until the next frame is due.
pub const FRAME_MARGIN: Duration = Duration::from_micros(300);

/// The longest batch between two looks at the keyboard while a frame is not yet due.
pub const SLICE: Duration = Duration::from_millis(6);

/// The engine's next batch: up to the next frame (but a margin for the frame itself, at least
/// a millisecond), in slices of at most [`SLICE`] so that keys are read in between; or
/// [`BATCH_BUDGET`] when frames take longer than [`FRAME`] and the next one is already due.
pub fn engine_budget(now: Instant, frame_due: Instant) -> Duration {
    if frame_due <= now {
        return BATCH_BUDGET;
    }
    (frame_due - now)
        .saturating_sub(FRAME_MARGIN)
        .clamp(Duration::from_millis(1), SLICE)
}

/// Where a run (a forward jump, go-to, End) stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The next landmark of a kind: a solution (the goal), a backtrack (dead end), a
    /// placement (a cell entered).
    Next(LandmarkKind),
    /// Solution number K (go-to `#K`).
    Solution(u64),
    /// A step (go-to a number).
    Step(u64),
    /// The `done` event.
    End,
}

impl Goal {
    /// Whether reaching `landmark` ends the run.
    fn wants(self, landmark: Landmark) -> bool {
        match self {
            Goal::Next(kind) => landmark.kind() == kind,
            Goal::Solution(k) => landmark == Landmark::Solution { index: k },
            Goal::Step(_) | Goal::End => false,
        }
    }

    /// Whether it is a go-to the user typed (a step, solution K): it passes the stops.
    fn explicit(self) -> bool {
        matches!(self, Goal::Solution(_) | Goal::Step(_))
    }
}

/// What playback is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Waiting for keys.
    Paused,
    /// Stepping at the chosen speed.
    Playing,
    /// Stepping as fast as possible until a goal.
    Running(Goal),
}

/// The state word shown to the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Stepping at the chosen speed.
    Playing,
    /// Waiting for keys.
    Paused,
    /// Running to the next solution or the end.
    Running,
    /// The search is exhausted.
    Done,
    /// In the puzzle's own editor.
    Editing,
    /// A quiz question waits for the answer.
    Asking,
}

/// What happened when a puzzle applied an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// Nothing to do with this puzzle.
    Ignored,
    /// The screen changed.
    Changed,
    /// The search restarted at step 0 (a run to a goal stops).
    Restarted,
    /// The puzzle entered its editor.
    EnterEdit,
    /// The puzzle left its editor (and restarted).
    LeaveEdit,
    /// The puzzle left its editor, restarted from what was edited, and plays.
    LeaveEditAndPlay,
    /// The solutions browser opened.
    EnterBrowse,
    /// The solutions browser closed.
    LeaveBrowse,
    /// The browser closed to show the step given.
    GoTo(u64),
}

/// The colour theme: the view builds its styles from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ThemeName {
    /// Colours for a dark terminal background (the default).
    #[default]
    Dark,
    /// Colours for a light background or a bright projector.
    Light,
    /// No colour at all: bold, reverse and underline (what `NO_COLOR` asks for).
    Mono,
}

impl ThemeName {
    /// The theme the terminal's background asks for where none was chosen: light on a light
    /// background; `None` (the default stands) on a dark one or one that does not say. It asks
    /// the terminal: call it before the session starts.
    pub fn of_terminal() -> Option<ThemeName> {
        (term::background_is_light() == Some(true)).then_some(ThemeName::Light)
    }

    /// Every theme, in the order the theme key cycles through them.
    pub const ALL: [ThemeName; 3] = [ThemeName::Dark, ThemeName::Light, ThemeName::Mono];

    /// The name `--theme` takes.
    pub fn name(self) -> &'static str {
        match self {
            ThemeName::Dark => "dark",
            ThemeName::Light => "light",
            ThemeName::Mono => "mono",
        }
    }

    /// Parses a `--theme` value.
    pub fn parse(s: &str) -> Option<ThemeName> {
        ThemeName::ALL.into_iter().find(|t| t.name() == s)
    }

    /// The next theme, wrapping around.
    #[must_use]
    pub fn next(self) -> ThemeName {
        let i = ThemeName::ALL.iter().position(|&t| t == self).unwrap_or(0);
        ThemeName::ALL[(i + 1) % ThemeName::ALL.len()]
    }
}

/// How many colours the terminal shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorDepth {
    /// 24-bit RGB.
    #[default]
    TrueColor,
    /// The xterm 256-colour table.
    Ansi256,
}

impl ColorDepth {
    /// The depth the environment says: `COLORTERM=truecolor` (or `24bit`), else 256 colours.
    pub fn detect() -> ColorDepth {
        let colorterm = std::env::var("COLORTERM").unwrap_or_default();
        if matches!(colorterm.as_str(), "truecolor" | "24bit") {
            ColorDepth::TrueColor
        } else {
            ColorDepth::Ansi256
        }
    }
}

/// A search the visualizer can play: a problem's model. Its searches are [`Panes`], whose
/// playback (step, run, seek, jumps back, compare in lockstep, the scrubber's record) is the
/// same for every problem; the rest is the problem's own.
pub trait Puzzle {
    /// The problem's own actions (the keys of its own rows).
    type Action: Copy + Eq + std::fmt::Debug;

    /// The search each pane runs.
    type Search: crate::engine::Rewind + crate::engine::Landmarks;

    /// What it follows of its first search's events (`()`: nothing).
    type Follow: Follow<Self::Search>;

    /// Its searches, with their histories.
    fn panes(&self) -> &Panes<Self::Search, Self::Follow>;

    /// Its searches, to step them.
    fn panes_mut(&mut self) -> &mut Panes<Self::Search, Self::Follow>;

    /// Its rows of the key table, each in its section.
    fn key_rows() -> Vec<(Section, Binding<Self::Action>)>;

    /// Whether its tree panel takes the tree cursor (Enter): the shared drawn tree does, over
    /// [`Puzzle::outline`]; a panel of its own may not.
    const TREE_CURSOR: bool = true;

    /// The words the prompt's `stop` takes for its landmarks.
    const STOP_WORDS: prompt::StopWords;

    /// Its names for the landmarks of its search, in `lang`.
    fn vocabulary(lang: Lang) -> &'static crate::i18n::Vocabulary;

    /// The help's legend: what each mark of its board means, in `lang`, in the order the view
    /// draws the marks.
    fn legend(lang: Lang) -> Vec<&'static str>;

    /// The shared step (the furthest pane's position).
    fn position(&self) -> u64 {
        self.panes().position()
    }

    /// Whether the search has ended.
    fn is_done(&self) -> bool {
        self.panes().is_done()
    }

    /// One step: whether it moved, and the first landmark `wanted` accepts that it met (in
    /// compare mode, by either pane).
    fn step(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Stepped {
        self.panes_mut().step(wanted)
    }

    /// Up to `max` steps, stopping after the first landmark `wanted` accepts (no landmark is
    /// looked at when `wanted` is `None`): the steps made and the landmark met, as `max`
    /// calls of [`Puzzle::step`] would leave them.
    fn run(
        &mut self,
        max: u64,
        wanted: Option<&dyn Fn(Landmark) -> bool>,
    ) -> (u64, Option<Landmark>) {
        self.panes_mut().run(max, wanted)
    }

    /// The picture on screen as an SVG document, and the file name to save it under
    /// (`<command>-<size>-step-982.svg`), for `x`, its words in `lang`.
    fn export(&self, lang: Lang) -> (String, String);

    /// Whether the event at the current step (of any pane) is a landmark `wanted` accepts.
    fn met_here(&self, wanted: &dyn Fn(Landmark) -> bool) -> bool {
        self.panes().met_here(wanted)
    }

    /// The number of rows of the search (for `stop ... row R`).
    fn rows(&self) -> usize;

    /// How far the search has got, for the scrubber.
    fn progress(&self) -> &Progress {
        &self.panes().progress
    }

    /// The share of the search space passed at the current step, from 0 to 1.
    fn share(&self) -> f64 {
        self.panes().share()
    }

    /// The latest step before the current one at which a landmark `wanted` accepts was met
    /// (by any pane); the puzzle stays where it is.
    fn find_back(&mut self, wanted: &dyn Fn(Landmark) -> bool) -> Option<u64> {
        self.panes_mut().find_back(wanted)
    }

    /// Moves to the shared step `target`.
    fn seek(&mut self, target: u64) {
        self.panes_mut().seek(target);
    }

    /// Back to step 0, forgetting the history.
    fn restart(&mut self);

    /// Applies an action that belongs to this puzzle, for what the screen shows.
    fn apply(&mut self, action: Action<Self::Action>, view: View) -> Effect;

    /// A prompt line (its words, lower case) this problem reads as one of its own commands
    /// (`order rdlu`, say): `None` if it is none of them, else what it did, or one line
    /// saying why it cannot be done.
    fn command(&mut self, _words: &[&str], _lang: Lang) -> Option<Result<Effect, String>> {
        None
    }

    /// An example of its own prompt commands, shown with the shared ones while the prompt is
    /// open (`order RDLU`).
    fn command_example() -> Option<&'static str> {
        None
    }

    /// Called after playback moved, so the view can follow (a large grid scrolls).
    fn follow(&mut self, _view: View) {}

    /// Its quiz: what it asks and answers.
    type Quiz: Quizzed;

    /// The quiz's question at the current step, if the step is a question point (before the
    /// search tries the children of a node).
    fn question(&self, _kind: QuizKind) -> Option<Question<Self::Quiz>> {
        None
    }

    /// The answer a key or click gives to the question waiting, if it is one.
    fn answer(
        &self,
        _action: &Action<Self::Action>,
        _ask: <Self::Quiz as Quizzed>::Ask,
        _view: View,
    ) -> Option<<Self::Quiz as Quizzed>::Answer> {
        None
    }

    /// Whether the puzzle's editor waits for something worked out on another thread (the
    /// loop then wakes to show it when it comes).
    fn waiting(&self) -> bool {
        false
    }

    /// The file name and the SVG figure of the state-space tree explored so far (of the
    /// first pane), for `x` with the tree panel open; `None` when it has none.
    fn export_tree(&self, _lang: Lang) -> Option<(String, String)> {
        None
    }

    /// The tree its search has explored so far (of the first pane), for the tree cursor;
    /// `None` when it has no tree to walk or the search is past
    /// [`REPLAY_MAX`](crate::engine::tree::REPLAY_MAX) steps.
    fn outline(&self) -> Option<Vec<crate::engine::tree::OutlineNode>> {
        None
    }
}

/// A problem's key table: its rows among the shared ones, the tree cursor's only where its
/// tree panel takes one, the scene keys only in a lesson.
fn key_table<P: Puzzle>(lesson: bool) -> KeyTable<P::Action> {
    let mut table = KeyTable::new(&P::key_rows());
    if !P::TREE_CURSOR {
        table = table.without_tree_cursor();
    }
    if !lesson {
        table = table.without_lesson();
    }
    table
}

/// [`Puzzle::run`] one [`Puzzle::step`] at a time.
pub fn run_by_steps<P: Puzzle + ?Sized>(
    puzzle: &mut P,
    max: u64,
    wanted: Option<&dyn Fn(Landmark) -> bool>,
) -> (u64, Option<Landmark>) {
    let wanted = wanted.unwrap_or(&|_| false);
    let mut made = 0;
    while made < max {
        match puzzle.step(wanted) {
            Stepped::Done => break,
            Stepped::Moved => made += 1,
            Stepped::Met(landmark) => return (made + 1, Some(landmark)),
        }
    }
    (made, None)
}

/// The longest prompt line.
const PROMPT_MAX: usize = 64;

/// Whether an action stops a run (any key does; a resize, a redraw, leaving the program and
/// suspending it do not).
fn stops_runs<A>(action: &Action<A>) -> bool {
    !matches!(
        action,
        Action::Resize(..) | Action::Redraw | Action::Quit | Action::Interrupt | Action::Suspend
    )
}

/// What a run that ends (at step `at`) without meeting its goal says.
fn not_met(goal: Goal, at: u64) -> Option<Notice> {
    match goal {
        Goal::Next(kind) => Some(Notice::NoneAfter(kind)),
        Goal::Solution(k) => Some(Notice::NoSolution(k)),
        Goal::Step(step) if at < step => Some(Notice::PastEnd {
            asked: step,
            last: at,
        }),
        Goal::Step(_) | Goal::End => None,
    }
}

/// What one step of a puzzle did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stepped {
    /// Nothing moved: the search is over.
    Done,
    /// A step, with no landmark wanted.
    Moved,
    /// A step that met a wanted landmark.
    Met(Landmark),
}

/// What the screen shows, as the model needs it to read clicks and to scroll.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct View {
    /// The area drawn.
    pub screen: Rect,
    /// Zoom: the puzzle's picture fills the window, the panels give way.
    pub zoom: bool,
    /// The state-space tree panel is shown (the board is smaller).
    pub tree: bool,
}

/// How the visualizer ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Exit {
    /// `q` (exit status 0).
    #[default]
    Quit,
    /// Ctrl-C (exit status 130, as for SIGINT).
    Interrupted,
    /// A headless run that answered "none" where an answer was asked for: a puzzle with no
    /// solution (exit status 1, as `grep` finding nothing).
    NotFound,
}

/// The whole state of the visualizer.
// Its switches (ASCII, zoom, the tree, quitting) are independent of one another.
#[allow(clippy::struct_excessive_bools)]
pub struct App<P: Puzzle> {
    /// The problem's key table.
    pub keys: KeyTable<P::Action>,
    /// Interface language.
    pub lang: Lang,
    /// ASCII glyphs only.
    pub ascii: bool,
    /// The colour theme.
    pub theme: ThemeName,
    /// How many colours the terminal shows.
    pub depth: ColorDepth,
    /// Which keys apply: normal, help overlay, or the puzzle's editor.
    pub input: InputMode,
    /// Where closing the help overlay returns to (the editor, if it was open).
    before_help: InputMode,
    /// The first row of the help's body in view, when the help is longer than the window.
    pub help_scroll: u16,
    /// Playback speed.
    pub speed: Speed,
    /// Playback mode.
    pub mode: Mode,
    /// The search and what the screen shows of it.
    pub puzzle: P,
    /// The area drawn: the window, at most `term::MAX_AREA`.
    pub screen: Rect,
    /// The window's size as the terminal reports it (columns, rows).
    pub window: (u16, u16),
    /// Zoom: the puzzle's picture fills the window, the panels give way to a caption.
    pub zoom: bool,
    /// `--record` is on: the session is being recorded (the header says so).
    pub recording: bool,
    /// Where `x` writes its SVG files: the current directory.
    pub export_dir: std::path::PathBuf,
    /// Stops that playing and running honour.
    pub stops: Vec<Stop>,
    /// What the key bar's line says until the next key.
    pub notice: Option<Notice>,
    /// The `:` prompt's text while it is open.
    pub prompt: String,
    /// Show the state-space tree.
    pub show_tree: bool,
    /// The tree cursor's node: the children taken from the root (see [`tree`]).
    tree_cursor: Vec<usize>,
    /// The tree's level of detail, chosen with `+`/`-` on the tree cursor (`None`: the
    /// panel's choice).
    pub tree_detail: Option<crate::engine::tree::drawn::Detail>,
    /// The predict-the-next-step quiz, while it is on.
    pub quiz: Option<Quiz<P::Quiz>>,
    /// The lesson's scene, while a lesson plays.
    pub lesson: Option<lesson::Scene>,
    /// The puzzle waited for a result at the last tick (the editor's count): one more
    /// frame shows it.
    was_waiting: bool,
    quit: bool,
    /// How the user asked to leave.
    pub exit: Exit,
    /// Fixed-rate playback: when the current run of steps began and how many it has made.
    origin: Option<(Instant, u64)>,
}

/// Playback settings from the command line.
// The command line's switches, one field each.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq)]
pub struct Playback {
    /// Interface language.
    pub lang: Lang,
    /// Steps per second, or max.
    pub speed: Speed,
    /// Start paused.
    pub paused: bool,
    /// ASCII glyphs only.
    pub ascii: bool,
    /// The colour theme.
    pub theme: ThemeName,
    /// No theme was asked for: the terminal's background chooses (light on a light one),
    /// where it answers the query.
    pub auto_theme: bool,
    /// Start zoomed.
    pub zoom: bool,
    /// Record the session to this file as an asciicast (`--record`).
    pub record: Option<std::path::PathBuf>,
    /// Start with the quiz on (`--quiz`).
    pub quiz: Option<QuizKind>,
}

impl Playback {
    /// Paused, in `lang`, every other setting as the command line's defaults: where tests and
    /// samples start.
    pub fn paused(lang: Lang) -> Playback {
        Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii: false,
            theme: ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            quiz: None,
        }
    }
}

impl<P: Puzzle> App<P> {
    /// A visualizer for `puzzle` at step 0.
    pub fn new(puzzle: P, playback: Playback) -> App<P> {
        let Playback {
            lang,
            speed,
            paused,
            ascii,
            theme,
            auto_theme: _,
            zoom,
            record,
            quiz,
        } = playback;
        App {
            keys: key_table::<P>(false),
            lang,
            ascii,
            theme,
            depth: ColorDepth::default(),
            input: InputMode::Normal,
            before_help: InputMode::Normal,
            help_scroll: 0,
            speed,
            mode: if paused { Mode::Paused } else { Mode::Playing },
            puzzle,
            screen: Rect::new(0, 0, 80, 24),
            window: (80, 24),
            zoom,
            // The file itself is opened by the caller (`run`'s `record`).
            recording: record.is_some(),
            export_dir: std::path::PathBuf::from("."),
            stops: Vec::new(),
            notice: None,
            prompt: String::new(),
            show_tree: false,
            tree_cursor: Vec::new(),
            tree_detail: None,
            quiz: quiz.map(Quiz::new),
            lesson: None,
            was_waiting: false,
            quit: false,
            exit: Exit::Quit,
            origin: None,
        }
    }

    /// Plays `scene` of a lesson: its caption on screen, the scene keys on.
    pub fn play_scene(&mut self, mut scene: lesson::Scene) {
        scene.answered = self.quiz.as_ref().map_or(0, |q| q.score().1);
        self.keys = key_table::<P>(true);
        self.lesson = Some(scene);
    }

    /// The part of `area` (the drawn area) the problem's screen takes: all of it, but the
    /// rows of a lesson's caption panel at the bottom.
    pub fn body(&self, area: Rect) -> Rect {
        match &self.lesson {
            Some(scene) => crate::layout::lesson::split(area, &scene.caption).0,
            None => area,
        }
    }

    /// What the screen shows, for the puzzle.
    pub fn view(&self) -> View {
        View {
            screen: self.body(self.screen),
            zoom: self.zoom,
            tree: self.show_tree,
        }
    }

    /// The shared step.
    pub fn position(&self) -> u64 {
        self.puzzle.position()
    }

    /// Whether the user asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The state word: editing, then done, win over everything else.
    pub fn status(&self) -> Status {
        if self.input == InputMode::Edit {
            return Status::Editing;
        }
        if self.input == InputMode::Quiz {
            return Status::Asking;
        }
        if self.puzzle.is_done() {
            return Status::Done;
        }
        match self.mode {
            Mode::Paused => Status::Paused,
            Mode::Playing => Status::Playing,
            Mode::Running(_) => Status::Running,
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action<P::Action>) {
        self.apply_action(action);
        self.watch_scene();
    }

    /// A scene key: the scene asked for ends the app (the lesson's player sets it up), or the
    /// key bar says why the lesson stays.
    fn turn_scene(&mut self, forward: bool) {
        let Some(scene) = &mut self.lesson else {
            return;
        };
        match scene.turn(forward) {
            Ok(next) => {
                scene.next = Some(next);
                self.quit = true;
            }
            Err(held) => self.notice = Some(Notice::Scene(held)),
        }
    }

    /// Whether what the lesson's scene waits for has happened: a question answered since the
    /// scene began, or the search paused at a stop.
    /// Called after every action and tick: without a lesson, or once met, it does nothing.
    fn watch_scene(&mut self) {
        let Some(scene) = &mut self.lesson else {
            return;
        };
        if scene.met {
            return;
        }
        scene.met = match scene.wait {
            None => true,
            Some(lesson::Wait::Answer) => {
                self.quiz.as_ref().map_or(0, |q| q.score().1) > scene.answered
            }
            Some(lesson::Wait::Stop) => matches!(self.notice, Some(Notice::Stopped(_))),
        };
    }

    fn apply_action(&mut self, action: Action<P::Action>) {
        // Any key stops a run (a forward jump, go-to, End) and does nothing else.
        if matches!(self.mode, Mode::Running(_)) && stops_runs(&action) {
            self.mode = Mode::Paused;
            self.notice = None;
            self.origin = None;
            return;
        }
        if !matches!(action, Action::Resize(..) | Action::Redraw) {
            self.notice = None;
        }
        match action {
            Action::TogglePlay => {
                self.mode = match self.mode {
                    Mode::Paused if !self.puzzle.is_done() => Mode::Playing,
                    _ => Mode::Paused,
                };
            }
            Action::StepForward => {
                self.mode = Mode::Paused;
                self.puzzle.step(&|_| false);
            }
            Action::StepBack => {
                self.mode = Mode::Paused;
                // A question left unanswered is asked again when the search comes back to it.
                if self.input == InputMode::Quiz {
                    self.input = InputMode::Normal;
                    if let Some(quiz) = self.quiz.as_mut() {
                        quiz.pending = None;
                    }
                }
                let here = self.puzzle.position();
                if here > 0 {
                    self.puzzle.seek(here - 1);
                }
            }
            Action::Faster => self.speed = self.speed.faster(),
            Action::CycleTheme => self.theme = self.theme.next(),
            Action::ToggleZoom => self.zoom = !self.zoom,
            Action::Slower => self.speed = self.speed.slower(),
            Action::Jump {
                kind,
                forward: true,
            } => self.run_to(Goal::Next(kind)),
            Action::Jump {
                kind,
                forward: false,
            } => self.jump_back(kind),
            Action::Last => self.run_to(Goal::End),
            Action::OpenPrompt
            | Action::PromptChar(_)
            | Action::PromptBackspace
            | Action::PromptCancel
            | Action::PromptSubmit => self.type_in_prompt(action),
            tree if tree.is_tree() => self.tree_action(tree),
            Action::Export => self.export(),
            Action::Click(x, y) if self.input == InputMode::Normal => self.scrub(x, y),
            Action::ToggleQuiz | Action::QuizKey(_) | Action::QuizDir(_) => {
                self.quiz_action(action);
            }
            Action::Click(..) if self.input == InputMode::Quiz => self.quiz_action(action),
            Action::First => {
                self.mode = Mode::Paused;
                self.puzzle.seek(0);
            }
            Action::Restart => {
                self.puzzle.restart();
                self.stop_running();
            }
            Action::ToggleHelp if self.input == InputMode::Help => self.input = self.before_help,
            Action::ToggleHelp => {
                self.before_help = self.input;
                self.input = InputMode::Help;
                self.help_scroll = 0;
            }
            Action::ScrollHelp(scroll) => {
                let text = help::HelpText::new(&self.keys, P::legend(self.lang), self.lang);
                if let Ok(g) = help::geometry(self.body(self.screen), &text) {
                    self.help_scroll = help::scrolled(self.help_scroll, scroll, &g);
                }
            }
            Action::CloseHelp => self.input = self.before_help,
            Action::Quit => self.quit = true,
            Action::Interrupt => {
                self.quit = true;
                self.exit = Exit::Interrupted;
            }
            Action::Resize(w, h) => {
                self.window = (w, h);
                self.screen = term::drawn_area((w, h));
            }
            Action::Scene(forward) => self.turn_scene(forward),
            other => {
                let effect = self.puzzle.apply(other, self.view());
                self.take_effect(effect);
            }
        }
        self.puzzle.follow(self.view());
        // A result the editor now waits for is drawn when it comes (see `tick`).
        self.was_waiting |= self.puzzle.waiting();
        // Any action restarts the fixed-rate clock, so playback never jumps to catch up.
        self.origin = None;
    }

    /// What the puzzle's own action asks of playback and the input mode.
    fn take_effect(&mut self, effect: Effect) {
        match effect {
            Effect::Ignored | Effect::Changed => {}
            Effect::Restarted => self.stop_running(),
            Effect::EnterEdit => {
                self.mode = Mode::Paused;
                self.input = InputMode::Edit;
            }
            Effect::LeaveEdit => {
                self.input = InputMode::Normal;
                self.stop_running();
            }
            Effect::LeaveEditAndPlay => {
                self.input = InputMode::Normal;
                self.mode = Mode::Playing;
            }
            Effect::EnterBrowse => {
                self.mode = Mode::Paused;
                self.input = InputMode::Browse;
            }
            Effect::LeaveBrowse => self.input = InputMode::Normal,
            Effect::GoTo(step) => {
                self.input = InputMode::Normal;
                self.run_to(Goal::Step(step));
            }
        }
    }

    /// Runs forward to `goal`, or says there is nothing further.
    fn run_to(&mut self, goal: Goal) {
        self.mode = Mode::Paused;
        // A step within the history explored is a seek (from the nearest checkpoint).
        if let Goal::Step(step) = goal
            && (step
                <= self
                    .puzzle
                    .progress()
                    .frontier()
                    .max(self.puzzle.position())
                || self.puzzle.is_done())
        {
            self.puzzle.seek(step);
            self.notice = not_met(goal, self.puzzle.position());
            return;
        }
        if self.puzzle.is_done() {
            self.notice = not_met(goal, self.puzzle.position());
            return;
        }
        self.mode = Mode::Running(goal);
        self.notice = Some(Notice::Running);
    }

    /// Jumps back to the last landmark of `kind` before the current step, or says there is
    /// none.
    fn jump_back(&mut self, kind: LandmarkKind) {
        self.mode = Mode::Paused;
        match self.puzzle.find_back(&|l| l.kind() == kind) {
            Some(step) => self.puzzle.seek(step),
            None => self.notice = Some(Notice::NoneBefore(kind)),
        }
    }

    /// A click on the scrubber goes to that point of the history explored: by step once the
    /// end is known, else by the share of the search space passed.
    fn scrub(&mut self, x: u16, y: u16) {
        let Some(at) = crate::layout::scrubber_fraction(self.body(self.screen), self.zoom, x, y)
        else {
            return;
        };
        let progress = self.puzzle.progress();
        let target = match progress.end() {
            Some(end) => (at * end as f64).round() as u64,
            None => progress.step_at_share(at),
        };
        let target = target.min(progress.frontier());
        self.mode = Mode::Paused;
        self.puzzle.seek(target);
    }

    /// The prompt's keys: open it, type, delete, cancel, carry it out.
    fn type_in_prompt(&mut self, action: Action<P::Action>) {
        match action {
            Action::OpenPrompt => {
                self.prompt.clear();
                self.input = InputMode::Prompt;
            }
            Action::PromptChar(c) if self.prompt.chars().count() < PROMPT_MAX => {
                self.prompt.push(c);
            }
            Action::PromptBackspace => {
                self.prompt.pop();
            }
            Action::PromptCancel => self.input = InputMode::Normal,
            Action::PromptSubmit => {
                self.input = InputMode::Normal;
                self.submit();
            }
            _ => {}
        }
    }

    /// Carries out the prompt's command, or says why it is not one.
    fn submit(&mut self) {
        let line = std::mem::take(&mut self.prompt);
        let command = match prompt::parse(&line, &P::STOP_WORDS, self.puzzle.rows()) {
            Ok(c) => c,
            Err(PromptProblem::Unknown) => {
                // Maybe one of the problem's own commands.
                let lower = line.to_lowercase();
                let words: Vec<&str> = lower.split_whitespace().collect();
                match self.puzzle.command(&words, self.lang) {
                    Some(Ok(effect)) => self.take_effect(effect),
                    Some(Err(why)) => self.notice = Some(Notice::Said(why)),
                    None => self.notice = Some(Notice::BadCommand(line, PromptProblem::Unknown)),
                }
                return;
            }
            Err(why) => {
                self.notice = Some(Notice::BadCommand(line, why));
                return;
            }
        };
        match command {
            Command::GoTo(step) => self.run_to(Goal::Step(step)),
            Command::Solution(k) => {
                let wanted = |l: Landmark| l == Landmark::Solution { index: k };
                if self.puzzle.met_here(&wanted) {
                    self.mode = Mode::Paused;
                } else if let Some(step) = self.puzzle.find_back(&wanted) {
                    self.mode = Mode::Paused;
                    self.puzzle.seek(step);
                } else {
                    self.run_to(Goal::Solution(k));
                }
            }
            Command::Stop(stop) => {
                stops::add(&mut self.stops, stop);
                self.notice = Some(Notice::Stops(self.stops.clone()));
            }
            Command::StopOff => {
                self.stops.clear();
                self.notice = Some(Notice::Stops(Vec::new()));
            }
            Command::ListStops => self.notice = Some(Notice::Stops(self.stops.clone())),
        }
    }

    /// `x`: writes the picture on screen as an SVG file in [`App::export_dir`] and says where,
    /// or why it could not (nothing else changes either way).
    fn export(&mut self) {
        // With the tree open, the tree as a figure; else the picture.
        let tree = self
            .show_tree
            .then(|| self.puzzle.export_tree(self.lang))
            .flatten();
        let (name, svg) = tree.unwrap_or_else(|| self.puzzle.export(self.lang));
        self.notice = Some(match write_new(&self.export_dir, &name, svg.as_bytes()) {
            Ok(path) => Notice::Exported(path.display().to_string()),
            Err(e) => Notice::ExportFailed(
                self.export_dir.join(&name).display().to_string(),
                e.to_string(),
            ),
        });
    }

    fn stop_running(&mut self) {
        if matches!(self.mode, Mode::Running(_)) {
            self.mode = Mode::Paused;
        }
    }

    /// Advances playback to `now`, spending at most `budget` on the engine. Returns whether
    /// anything changed on screen.
    pub fn tick(&mut self, now: Instant, budget: Duration) -> bool {
        let changed = self.advance(now, budget);
        self.watch_scene();
        changed
    }

    fn advance(&mut self, now: Instant, budget: Duration) -> bool {
        if self.puzzle.is_done() || self.input == InputMode::Edit {
            if self.input == InputMode::Edit {
                self.mode = Mode::Paused;
                // Redrawn while the editor waits for a result, and once more when it has come.
                let waiting = self.puzzle.waiting();
                let redraw = waiting || self.was_waiting;
                self.was_waiting = waiting;
                return redraw;
            }
            self.finish_run();
            return false;
        }
        let before = self.puzzle.position();
        if self.ask_question() {
            return true;
        }
        let stops = self.stops.clone();
        let user_stop = |l: Landmark| stops.iter().any(|s| s.matches(l));
        // While playing a quiz, every placement (cell entered) and every backtrack is a
        // question point (the problem says whether it asks there).
        let quiz = self
            .quiz
            .as_ref()
            .filter(|_| self.mode == Mode::Playing)
            .map(|q| q.kind);
        let at_stop = |l: Landmark| {
            user_stop(l)
                || matches!(
                    (quiz, l.kind()),
                    (Some(_), LandmarkKind::Place | LandmarkKind::Backtrack)
                )
        };
        let quiz = quiz.is_some();
        let at_stop: Option<&dyn Fn(Landmark) -> bool> = if stops.is_empty() && !quiz {
            None
        } else {
            Some(&at_stop)
        };
        let mut met = None;
        match (self.mode, self.speed) {
            (Mode::Paused, _) => {}
            (Mode::Playing, Speed::Rate(rate)) => {
                let (start, made) = *self.origin.get_or_insert((now, 0));
                // Step m of this run is due at start + m / rate: the first one at once.
                let due = (now.saturating_duration_since(start).as_secs_f64() * rate) as u64 + 1;
                if due > made {
                    let (stepped, hit) = self.run_batch(due - made, budget, at_stop);
                    met = hit;
                    self.origin = if stepped < due - made {
                        None // fell behind: start a new run rather than race to catch up
                    } else {
                        Some((start, made + stepped))
                    };
                }
            }
            (Mode::Playing, Speed::Max) => {
                met = self.run_batch(u64::MAX, budget, at_stop).1;
            }
            (Mode::Running(goal), _) => {
                let max = match goal {
                    Goal::Step(step) => step.saturating_sub(before),
                    _ => u64::MAX,
                };
                // An explicit go-to (a step, solution K) goes where it was asked, past the
                // stops; a jump (`n`, `b`, End) honours them.
                let stops = if goal.explicit() { None } else { at_stop };
                let wanted = |l: Landmark| goal.wants(l) || stops.is_some_and(|f| f(l));
                met = self.run_batch(max, budget, Some(&wanted)).1;
                if let Some(l) = met
                    && goal.wants(l)
                {
                    // The goal itself, not a stop on the way: nothing to say.
                    met = None;
                    self.mode = Mode::Paused;
                    self.notice = None;
                }
                if let Goal::Step(step) = goal
                    && self.puzzle.position() >= step
                {
                    self.mode = Mode::Paused;
                    self.notice = None;
                }
            }
        }
        if let Some(landmark) = met {
            if user_stop(landmark) {
                self.mode = Mode::Paused;
                self.notice = Some(Notice::Stopped(landmark));
            } else {
                // A question point: asked now, so that nothing moves before the answer.
                self.ask_question();
            }
        }
        if self.puzzle.is_done() {
            self.finish_run();
        }
        let moved = self.puzzle.position() != before;
        if moved {
            self.puzzle.follow(self.view());
        }
        moved
    }

    /// While a quiz plays: the question at the current step, if there is one not answered
    /// yet, waits for its answer (playback holds). Returns whether one was asked.
    fn ask_question(&mut self) -> bool {
        if self.mode != Mode::Playing || self.input != InputMode::Normal {
            return false;
        }
        let Some(quiz) = self.quiz.as_mut() else {
            return false;
        };
        match self.puzzle.question(quiz.kind) {
            Some(q) if !quiz.answered(q.step) => {
                quiz.pending = Some(q);
                self.input = InputMode::Quiz;
                self.mode = Mode::Paused;
                self.origin = None;
                true
            }
            _ => false,
        }
    }

    /// The quiz's keys: an answer to the waiting question (then playback goes on), `Q` to
    /// start or leave the quiz (leaving says the score).
    fn quiz_action(&mut self, action: Action<P::Action>) {
        if action == Action::ToggleQuiz {
            match self.quiz.take() {
                Some(quiz) => {
                    let (right, asked) = quiz.score();
                    self.notice = Some(Notice::QuizScore(right, asked));
                    if self.input == InputMode::Quiz {
                        self.input = InputMode::Normal;
                    }
                }
                None => self.quiz = Some(Quiz::new(QuizKind::Basic)),
            }
            return;
        }
        let Some(ask) = self
            .quiz
            .as_ref()
            .and_then(|q| q.pending.as_ref())
            .map(|q| q.ask)
        else {
            return;
        };
        let given = self.puzzle.answer(&action, ask, self.view());
        let Some(given) = given else {
            if let Action::QuizKey(key) = action {
                self.notice = Some(Notice::NotAnAnswer(key));
            }
            return;
        };
        if let Some(quiz) = self.quiz.as_mut() {
            quiz.answer(given);
        }
        self.notice = Some(Notice::Answered);
        self.input = InputMode::Normal;
        self.mode = Mode::Playing;
        self.origin = None;
    }

    /// At the end of the search: a run that did not meet its goal says so, and stops.
    fn finish_run(&mut self) {
        if let Mode::Running(goal) = self.mode {
            self.notice = not_met(goal, self.puzzle.position());
        }
        self.mode = Mode::Paused;
        // The end of the search ends a quiz round: its score, said once.
        if let Some(quiz) = self.quiz.as_mut()
            && !quiz.told
            && matches!(self.notice, None | Some(Notice::Answered))
        {
            quiz.told = true;
            let (right, asked) = quiz.score();
            self.notice = Some(Notice::QuizScore(right, asked));
        }
    }

    /// Steps up to `max` times or until `budget` is spent or a landmark `wanted` accepts is
    /// met. Returns the steps made and the landmark met.
    fn run_batch(
        &mut self,
        max: u64,
        budget: Duration,
        wanted: Option<&dyn Fn(Landmark) -> bool>,
    ) -> (u64, Option<Landmark>) {
        let started = Instant::now();
        let mut made = 0;
        // Small chunks first, so that a slow engine still looks at the clock often; larger
        // ones once the rate is known to be high.
        let mut chunk = 4096;
        while made < max {
            let (stepped, met) = self.puzzle.run((max - made).min(chunk), wanted);
            made += stepped;
            if met.is_some() || stepped < (max - made + stepped).min(chunk) {
                return (made, met);
            }
            if started.elapsed() >= budget {
                break;
            }
            chunk = (chunk * 2).min(1 << 14);
        }
        (made, None)
    }

    /// When playback next needs the loop to wake up; `None` while idle (paused or done).
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        if self.input == InputMode::Edit && (self.puzzle.waiting() || self.was_waiting) {
            // Something the editor shows is being worked out: look again soon.
            return Some(now + Duration::from_millis(50));
        }
        if self.puzzle.is_done() || self.input == InputMode::Edit {
            return None;
        }
        match (self.mode, self.speed) {
            (Mode::Paused, _) => None,
            (Mode::Playing, Speed::Rate(rate)) => Some(match self.origin {
                None => now,
                Some((start, made)) => start + Duration::from_secs_f64(made as f64 / rate),
            }),
            _ => Some(now),
        }
    }

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

/// Writes `bytes` to a new file in `dir` named `name`, or, if that name is taken (by a file,
/// a folder or a link, which is never followed), `stem-2.ext`, `stem-3.ext`, ...: nothing is
/// ever replaced. Returns the path written.
pub fn write_new(
    dir: &std::path::Path,
    name: &str,
    bytes: &[u8],
) -> io::Result<std::path::PathBuf> {
    use std::io::Write as _;
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    for k in 1..=999u32 {
        let candidate = match (k, ext) {
            (1, _) => name.to_string(),
            (_, "") => format!("{stem}-{k}"),
            _ => format!("{stem}-{k}.{ext}"),
        };
        let path = dir.join(candidate);
        // O_CREAT | O_EXCL: fails on any existing entry, a dangling link included.
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(bytes)?;
                return Ok(path);
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::AlreadyExists,
        format!("{name} and 998 more names are taken"),
    ))
}

#[cfg(test)]
mod tests {
    /// `x` never follows a link at its file name nor replaces a file: the next free name is
    /// taken and said (issue 26).
    #[test]
    fn an_export_never_replaces_a_file_nor_follows_a_link() {
        let dir = std::env::temp_dir().join(format!("backtrack-new-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let target = dir.join("precious.txt");
        std::fs::write(&target, "keep me").unwrap();
        std::os::unix::fs::symlink(&target, dir.join("p-step-0.svg")).unwrap();
        std::fs::write(dir.join("p-step-0-2.svg"), "older").unwrap();
        let path = super::write_new(&dir, "p-step-0.svg", b"<svg/>").unwrap();
        assert_eq!(path, dir.join("p-step-0-3.svg"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "<svg/>");
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "keep me");
        assert_eq!(
            std::fs::read_to_string(dir.join("p-step-0-2.svg")).unwrap(),
            "older"
        );
        // A dangling link is a taken name too, and nothing is made where it points.
        std::os::unix::fs::symlink(dir.join("nowhere"), dir.join("d.svg")).unwrap();
        assert_eq!(
            super::write_new(&dir, "d.svg", b"x").unwrap(),
            dir.join("d-2.svg")
        );
        assert!(!dir.join("nowhere").exists());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
