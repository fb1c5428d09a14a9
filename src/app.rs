//! The visualizer: application state, `update(Action)`, `tick`, and the run loop.
//!
//! Elm style: a key becomes an [`Action`] (a pure function in `action.rs`), [`App::update`]
//! applies it, [`App::tick`] advances playback by the clock, and the view renders the state
//! without changing it. While paused or done the loop blocks on input and burns no CPU.
//!
//! Playback (speed, play/pause, stepping, rewinding, running to a goal) is the same for every
//! puzzle; what a step is and what the screen shows is the [`Puzzle`]'s, one for each problem in
//! `problems/` (see [`crate::problems`]).

pub mod branch;
pub mod estimate;
pub mod explore;
pub mod export;
pub mod gif;
pub mod help;
pub mod lesson;
pub mod panes;
pub mod playback;
pub mod progress;
pub mod prompt;
pub mod puzzle;
pub mod quiz;
pub mod session;
pub mod settings;
pub mod speed;
pub mod stops;
pub mod tree;

use std::time::{Duration, Instant};

use ratatui::layout::Rect;

use crate::action::{Action, InputMode, KeyTable};
use crate::engine::{Landmark, LandmarkKind};
use crate::i18n::Lang;
use crate::term;
pub use export::write_new;
pub use gif::{GifEnd, GifRequest};
pub use panes::{Follow, Panes};
use puzzle::key_table;
pub use puzzle::{Effect, Puzzle, Stepped, View, run_by_steps};
use quiz::Quiz;
pub use session::run;
pub use settings::{ColorDepth, Playback, ThemeName};
pub use speed::Speed;
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

/// Whether an action stops a run (any key does; a resize, a redraw, leaving the program and
/// suspending it do not).
fn stops_runs<A>(action: &Action<A>) -> bool {
    !matches!(
        action,
        Action::Resize(..) | Action::Redraw | Action::Quit | Action::Interrupt | Action::Suspend
    )
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
    /// The Monte Carlo estimate of the tree (`E`), while it is on screen.
    pub estimate: Option<estimate::Estimating>,
    /// The puzzle waited for a result at the last tick (the editor's count): one more
    /// frame shows it.
    was_waiting: bool,
    /// A run stands at the end of a tree still read, waiting for more of it.
    stalled: bool,
    /// The search's tree grew at the last look (it is drawn once more after it stops).
    was_growing: bool,
    quit: bool,
    /// How the user asked to leave.
    pub exit: Exit,
    /// Fixed-rate playback: when the current run of steps began and how many it has made.
    origin: Option<(Instant, u64)>,
    /// `X`: the first step of the GIF to write, once marked.
    pub gif_mark: Option<u64>,
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
            force: _,
            quiz,
            gif: _,
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
            estimate: None,
            was_waiting: false,
            stalled: false,
            was_growing: false,
            quit: false,
            exit: Exit::Quit,
            origin: None,
            gif_mark: None,
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
        let unhandled = self
            .playback_action(action)
            .and_then(|a| self.screen_action(a))
            .and_then(|a| self.input_action(a));
        if let Some(other) = unhandled {
            let effect = self.puzzle.apply(other, self.view());
            self.take_effect(effect);
        }
        self.puzzle.follow(self.view());
        // A result the editor now waits for is drawn when it comes (see `tick`).
        self.was_waiting |= self.puzzle.waiting();
        // Any action restarts the fixed-rate clock, so playback never jumps to catch up.
        self.origin = None;
    }

    /// The playback keys: play, step, rewind, jumps, the start, the end, speed; any other
    /// action is given back.
    fn playback_action(&mut self, action: Action<P::Action>) -> Option<Action<P::Action>> {
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
            Action::StepBack => self.step_back(),
            Action::Faster => self.speed = self.speed.faster(),
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
            Action::First => {
                self.mode = Mode::Paused;
                self.puzzle.seek(0);
            }
            Action::Restart => {
                self.puzzle.restart();
                self.stop_running();
            }
            Action::Click(x, y) if self.input == InputMode::Normal => self.scrub(x, y),
            other => return Some(other),
        }
        None
    }

    /// One step back; a question left unanswered is asked again when the search comes back
    /// to it.
    fn step_back(&mut self) {
        self.mode = Mode::Paused;
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

    /// The screen's keys: theme, zoom, help, the tree, `x`, the window's size, leaving; any
    /// other action is given back.
    fn screen_action(&mut self, action: Action<P::Action>) -> Option<Action<P::Action>> {
        match action {
            Action::CycleTheme => self.theme = self.theme.next(),
            Action::ToggleZoom => self.zoom = !self.zoom,
            tree if tree.is_tree() => self.tree_action(tree),
            Action::Export => self.export(),
            // Handled by the event loop, which can draw (`App::gif_key`).
            Action::Gif => {}
            Action::ToggleEstimate => self.toggle_estimate(),
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
            other => return Some(other),
        }
        None
    }

    /// The keys of the prompt, the quiz and a lesson's scenes; any other action is given
    /// back.
    fn input_action(&mut self, action: Action<P::Action>) -> Option<Action<P::Action>> {
        match action {
            Action::OpenPrompt
            | Action::PromptChar(_)
            | Action::PromptBackspace
            | Action::PromptCancel
            | Action::PromptSubmit => self.type_in_prompt(action),
            Action::ToggleQuiz | Action::QuizKey(_) | Action::QuizDir(_) => {
                self.quiz_action(action);
            }
            Action::Click(..) if self.input == InputMode::Quiz => self.quiz_action(action),
            Action::Scene(forward) => self.turn_scene(forward),
            other => return Some(other),
        }
        None
    }

    /// What the puzzle's own action asks of playback and the input mode.
    fn take_effect(&mut self, effect: Effect) {
        match effect {
            Effect::Ignored | Effect::Changed => {}
            Effect::Restarted => {
                self.stop_running();
                self.renew_estimate();
            }
            Effect::EnterEdit => {
                self.mode = Mode::Paused;
                self.input = InputMode::Edit;
            }
            Effect::LeaveEdit => {
                self.input = InputMode::Normal;
                self.stop_running();
                self.renew_estimate();
            }
            Effect::LeaveEditAndPlay => {
                self.input = InputMode::Normal;
                self.mode = Mode::Playing;
                self.renew_estimate();
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
}
