//! The visualizer: application state, `update(Action)`, `tick`, and the run loop.
//!
//! Elm style: a key becomes an [`Action`] (a pure function in `action.rs`), [`App::update`]
//! applies it, [`App::tick`] advances playback by the clock, and `ui::draw` renders the state
//! without changing it. While paused or done the loop blocks on input and burns no CPU.

pub mod speed;

use std::io;
use std::time::{Duration, Instant};

pub use speed::Speed;

use crate::action::{self, Action, InputMode};
use crate::cli::Config;
use crate::engine::Solver;
use crate::engine::queens::{Algo, MAX_N, MIN_N, QueensEvent, QueensSolver};
use crate::i18n::Lang;
use crate::term;
use crate::timeline::Timeline;
use crate::ui::{self, theme::Palette, theme::Theme};

/// Events kept for the log (the most a tall window shows).
pub const LOG_KEEP: usize = 64;

/// The shortest time between two frames (60 frames per second).
pub const FRAME: Duration = Duration::from_micros(16_667);

/// Engine time per frame at "max" speed and while running to a goal: half a frame.
pub const BATCH_BUDGET: Duration = Duration::from_millis(8);

/// Where a run started with `n` or End stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// The next `solution` event.
    NextSolution,
    /// The `done` event.
    End,
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
}

/// The whole state of the visualizer.
pub struct App {
    /// Interface language.
    pub lang: Lang,
    /// Draw queens as `Q`.
    pub ascii: bool,
    /// Every style.
    pub theme: Theme,
    /// Shade the squares attacked by the standing queens.
    pub show_attacked: bool,
    /// Whether the help overlay is open.
    pub input: InputMode,
    /// Playback speed.
    pub speed: Speed,
    /// Playback mode.
    pub mode: Mode,
    /// One solver with its history, or two side by side (compare), stepped in lockstep.
    pub panes: Vec<Timeline<QueensSolver>>,
    quit: bool,
    /// Fixed-rate playback: when the current run of steps began and how many it has made.
    origin: Option<(Instant, u64)>,
}

impl App {
    /// A new visualizer for the configured board, at step 0.
    pub fn new(config: &Config, theme: Theme) -> App {
        let q = &config.queens;
        App {
            lang: config.lang,
            ascii: q.ascii,
            theme,
            show_attacked: true,
            input: InputMode::Normal,
            speed: q.speed,
            mode: if q.paused {
                Mode::Paused
            } else {
                Mode::Playing
            },
            panes: q.algos.iter().map(|&a| new_timeline(a, q.n)).collect(),
            quit: false,
            origin: None,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.panes[0].solver().n()
    }

    /// The algorithm of each pane.
    pub fn algos(&self) -> Vec<Algo> {
        self.panes.iter().map(|p| p.solver().algo()).collect()
    }

    /// The shared step: the furthest pane's position (a finished pane waits at `done`).
    pub fn position(&self) -> u64 {
        self.panes.iter().map(Timeline::position).max().unwrap_or(0)
    }

    /// Whether every pane has reached `done`.
    pub fn is_done(&self) -> bool {
        self.panes.iter().all(|p| p.solver().is_done())
    }

    /// One step in every pane that is not done; the events, one per pane (`None` if done).
    pub fn step(&mut self) -> Vec<Option<QueensEvent>> {
        self.panes.iter_mut().map(Timeline::step).collect()
    }

    /// Moves every pane to the shared step `target` (a pane that ended earlier waits at done).
    pub fn seek(&mut self, target: u64) {
        let here = self.position();
        for pane in &mut self.panes {
            let goal = if target < here {
                target.min(pane.position())
            } else {
                target
            };
            pane.seek(goal);
        }
    }

    fn step_back(&mut self) {
        let here = self.position();
        if here > 0 {
            self.seek(here - 1);
        }
    }

    fn restart(&mut self, algos: &[Algo], n: usize) {
        self.panes = algos.iter().map(|&a| new_timeline(a, n)).collect();
        if matches!(self.mode, Mode::Running(_)) {
            self.mode = Mode::Paused;
        }
    }

    /// Whether the user asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The state word: done wins over everything else.
    pub fn status(&self) -> Status {
        if self.is_done() {
            return Status::Done;
        }
        match self.mode {
            Mode::Paused => Status::Paused,
            Mode::Playing => Status::Playing,
            Mode::Running(_) => Status::Running,
        }
    }

    /// Applies one action.
    pub fn update(&mut self, action: Action) {
        match action {
            Action::TogglePlay => {
                self.mode = match self.mode {
                    Mode::Paused if !self.is_done() => Mode::Playing,
                    _ => Mode::Paused,
                };
            }
            Action::StepForward => {
                self.mode = Mode::Paused;
                self.step();
            }
            Action::StepBack => {
                self.mode = Mode::Paused;
                self.step_back();
            }
            Action::Faster => self.speed = self.speed.faster(),
            Action::Slower => self.speed = self.speed.slower(),
            Action::SmallerBoard => self.resize_board(self.n().saturating_sub(1)),
            Action::LargerBoard => self.resize_board(self.n() + 1),
            Action::NextSolution if !self.is_done() => {
                self.mode = Mode::Running(Goal::NextSolution);
            }
            Action::Last if !self.is_done() => {
                self.mode = Mode::Running(Goal::End);
            }
            Action::NextSolution | Action::Last => {}
            Action::First => {
                self.mode = Mode::Paused;
                self.seek(0);
            }
            Action::Restart => self.restart(&self.algos(), self.n()),
            Action::NextAlgo => {
                let mut algos = self.algos();
                algos[0] = algos[0].next();
                self.restart(&algos, self.n());
            }
            Action::NextAlgoRight => {
                let mut algos = self.algos();
                if let Some(right) = algos.get_mut(1) {
                    *right = right.next();
                    self.restart(&algos, self.n());
                }
            }
            Action::ToggleCompare => {
                let mut algos = self.algos();
                if algos.len() == 1 {
                    algos.push(algos[0].next());
                } else {
                    algos.truncate(1);
                }
                self.restart(&algos, self.n());
            }
            Action::ToggleAttacked => self.show_attacked = !self.show_attacked,
            Action::ToggleHelp => {
                self.input = match self.input {
                    InputMode::Normal => InputMode::Help,
                    InputMode::Help => InputMode::Normal,
                }
            }
            Action::CloseHelp => self.input = InputMode::Normal,
            Action::Quit => self.quit = true,
            Action::Redraw => {}
        }
        // Any action restarts the fixed-rate clock, so playback never jumps to catch up.
        self.origin = None;
    }

    fn resize_board(&mut self, n: usize) {
        let n = n.clamp(MIN_N, MAX_N);
        if n != self.n() {
            self.restart(&self.algos(), n);
        }
    }

    /// Advances playback to `now`, spending at most `budget` on the engine. Returns whether
    /// anything changed on screen.
    pub fn tick(&mut self, now: Instant, budget: Duration) -> bool {
        if self.is_done() {
            self.mode = Mode::Paused;
            return false;
        }
        let before = self.position();
        match (self.mode, self.speed) {
            (Mode::Paused, _) => {}
            (Mode::Playing, Speed::Rate(rate)) => {
                let (start, made) = *self.origin.get_or_insert((now, 0));
                // Step m of this run is due at start + m / rate: the first one at once.
                let due = (now.saturating_duration_since(start).as_secs_f64() * rate) as u64 + 1;
                if due > made {
                    let (stepped, _) = self.run_batch(due - made, budget, |_| false);
                    self.origin = if stepped < due - made {
                        None // fell behind: start a new run rather than race to catch up
                    } else {
                        Some((start, made + stepped))
                    };
                }
            }
            (Mode::Playing, Speed::Max) => {
                self.run_batch(u64::MAX, budget, |_| false);
            }
            (Mode::Running(goal), _) => {
                let (_, reached) = self.run_batch(u64::MAX, budget, |e| {
                    goal == Goal::NextSolution && matches!(e, QueensEvent::Solution { .. })
                });
                if reached {
                    self.mode = Mode::Paused;
                }
            }
        }
        if self.is_done() {
            self.mode = Mode::Paused;
        }
        self.position() != before
    }

    /// Steps up to `max` events or until `budget` is spent or `stop` says so.
    /// Returns the steps made and whether `stop` fired.
    fn run_batch(
        &mut self,
        max: u64,
        budget: Duration,
        stop: impl Fn(&QueensEvent) -> bool,
    ) -> (u64, bool) {
        let started = Instant::now();
        let mut made = 0;
        while made < max {
            let chunk = (max - made).min(4096);
            for _ in 0..chunk {
                let mut moved = false;
                let mut hit = false;
                for pane in &mut self.panes {
                    if let Some(event) = pane.step() {
                        moved = true;
                        hit |= stop(&event);
                    }
                }
                if !moved {
                    return (made, false);
                }
                made += 1;
                if hit {
                    return (made, true);
                }
            }
            if started.elapsed() >= budget {
                break;
            }
        }
        (made, false)
    }

    /// When playback next needs the loop to wake up; `None` while idle (paused or done).
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        if self.is_done() {
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

    /// The event loop: draw, wait for input or the next step, update, tick.
    fn event_loop(&mut self, session: &mut term::Session) -> io::Result<()> {
        let mut dirty = true;
        let mut last_draw: Option<Instant> = None;
        while !self.quit {
            let now = Instant::now();
            let frame_due = last_draw.map_or(now, |t| t + FRAME);
            if dirty && now >= frame_due {
                session.draw(|frame| ui::draw(frame, self))?;
                last_draw = Some(now);
                dirty = false;
                continue;
            }
            let wake = if dirty {
                Some(frame_due)
            } else {
                self.next_wake(now)
            };
            let mut event = match wake {
                None => Some(crossterm::event::read()?),
                Some(t) => {
                    let timeout = t.saturating_duration_since(Instant::now());
                    if crossterm::event::poll(timeout)? {
                        Some(crossterm::event::read()?)
                    } else {
                        None
                    }
                }
            };
            let mut handled = false;
            while let Some(e) = event.take() {
                if let Some(action) = action::from_event(&e, self.input) {
                    self.update(action);
                    dirty = true;
                    handled = true;
                }
                if crossterm::event::poll(Duration::ZERO)? {
                    event = Some(crossterm::event::read()?);
                }
            }
            if handled {
                // Show the key's effect before the engine takes its next batch.
                continue;
            }
            if self.tick(Instant::now(), BATCH_BUDGET) {
                dirty = true;
            }
        }
        Ok(())
    }
}

fn new_timeline(algo: Algo, n: usize) -> Timeline<QueensSolver> {
    Timeline::new(QueensSolver::new(algo, n), LOG_KEEP)
}

/// Runs the visualizer until the user quits; the terminal is restored however it ends.
pub fn run(config: &Config) -> io::Result<()> {
    let mut app = App::new(config, Theme::new(Palette::detect()));
    let mut session = term::Session::start()?;
    let result = app.event_loop(&mut session);
    session.end()?;
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{QueensConfig, QueensMode};

    fn app(n: usize, paused: bool) -> App {
        let config = Config {
            lang: Lang::En,
            queens: QueensConfig {
                n,
                algos: vec![Algo::Iterative],
                speed: Speed::default(),
                paused,
                ascii: false,
                mode: QueensMode::Tui,
                limit: None,
                threads: None,
            },
        };
        App::new(&config, Theme::default())
    }

    #[test]
    fn stepping_forward_and_back_pauses_and_moves_one_event() {
        let mut a = app(8, false);
        a.update(Action::StepForward);
        assert_eq!(a.mode, Mode::Paused);
        assert_eq!(a.panes[0].position(), 1);
        a.update(Action::StepForward);
        a.update(Action::StepBack);
        assert_eq!(a.panes[0].position(), 1);
        a.update(Action::StepBack);
        a.update(Action::StepBack);
        assert_eq!(a.panes[0].position(), 0);
    }

    #[test]
    fn space_toggles_play_and_playing_steps_by_the_clock() {
        let mut a = app(8, true);
        let t0 = Instant::now();
        assert!(!a.tick(t0, BATCH_BUDGET), "paused: nothing moves");
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Playing);
        assert!(a.tick(t0, BATCH_BUDGET), "the first step comes at once");
        assert_eq!(a.panes[0].position(), 1);
        assert!(!a.tick(t0 + Duration::from_millis(100), BATCH_BUDGET));
        a.tick(t0 + Duration::from_millis(1000), BATCH_BUDGET);
        assert_eq!(
            a.panes[0].position(),
            6,
            "5 steps/s: steps at 0, .2, .4, .6, .8, 1.0 s"
        );
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Paused);
        assert_eq!(a.next_wake(t0), None, "paused: the loop blocks on input");
    }

    #[test]
    fn speed_keys_walk_the_presets() {
        let mut a = app(8, true);
        a.update(Action::Faster);
        assert_eq!(a.speed, Speed::Rate(10.0));
        a.update(Action::Slower);
        a.update(Action::Slower);
        assert_eq!(a.speed, Speed::Rate(2.0));
    }

    #[test]
    fn brackets_change_n_within_1_to_32_and_restart() {
        let mut a = app(8, true);
        a.update(Action::StepForward);
        a.update(Action::LargerBoard);
        assert_eq!((a.n(), a.panes[0].position()), (9, 0));
        let mut b = app(1, true);
        b.update(Action::SmallerBoard);
        assert_eq!(b.n(), 1);
        let mut c = app(32, true);
        c.update(Action::LargerBoard);
        assert_eq!(c.n(), 32);
    }

    #[test]
    fn n_runs_to_the_next_solution_and_pauses_there() {
        let mut a = app(8, true);
        a.update(Action::NextSolution);
        assert_eq!(a.status(), Status::Running);
        while a.mode != Mode::Paused {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(matches!(
            a.panes[0].last_event(),
            Some(QueensEvent::Solution { index: 1, .. })
        ));
        assert_eq!(
            a.panes[0].position(),
            982,
            "seed 001's loop meets solution 1 at step 982"
        );
    }

    #[test]
    fn end_runs_to_done_and_home_returns_to_zero() {
        let mut a = app(6, true);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(matches!(
            a.panes[0].last_event(),
            Some(QueensEvent::Done { solutions: 4, .. })
        ));
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Done, "space at the end does not play");
        a.update(Action::First);
        assert_eq!((a.panes[0].position(), a.status()), (0, Status::Paused));
    }

    #[test]
    fn restart_forgets_history_and_toggles_flip() {
        let mut a = app(8, true);
        for _ in 0..10 {
            a.update(Action::StepForward);
        }
        a.update(Action::Restart);
        assert_eq!(a.panes[0].position(), 0);
        assert!(a.show_attacked);
        a.update(Action::ToggleAttacked);
        assert!(!a.show_attacked);
        a.update(Action::ToggleHelp);
        assert_eq!(a.input, InputMode::Help);
        a.update(Action::CloseHelp);
        assert_eq!(a.input, InputMode::Normal);
        assert!(!a.should_quit());
        a.update(Action::Quit);
        assert!(a.should_quit());
    }

    #[test]
    fn tab_cycles_algorithms_and_c_compares() {
        let mut a = app(6, true);
        a.update(Action::StepForward);
        a.update(Action::NextAlgo);
        assert_eq!((a.algos(), a.position()), (vec![Algo::Recursive], 0));
        a.update(Action::ToggleCompare);
        assert_eq!(a.algos(), vec![Algo::Recursive, Algo::Arrays]);
        a.update(Action::NextAlgoRight);
        assert_eq!(a.algos(), vec![Algo::Recursive, Algo::Cells]);
        a.update(Action::NextAlgo);
        assert_eq!(a.algos(), vec![Algo::Arrays, Algo::Cells]);
        a.update(Action::ToggleCompare);
        assert_eq!(a.algos(), vec![Algo::Arrays]);
        a.update(Action::NextAlgoRight);
        assert_eq!(
            a.algos(),
            vec![Algo::Arrays],
            "Shift-Tab does nothing with one board"
        );
    }

    #[test]
    fn compare_steps_in_lockstep_and_the_first_to_finish_waits_at_done() {
        let mut a = app(4, true);
        a.update(Action::ToggleCompare); // iterative | recursive
        a.update(Action::NextAlgoRight);
        a.update(Action::NextAlgoRight); // iterative | cells
        assert_eq!(a.algos(), vec![Algo::Iterative, Algo::Cells]);
        for _ in 0..5 {
            a.update(Action::StepForward);
        }
        assert_eq!(a.panes[0].position(), 5);
        assert_eq!(a.panes[1].position(), 5);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        let (short, long) = (a.panes[0].position(), a.panes[1].position());
        assert!(short < long, "iterative ends long before cells");
        assert_eq!(a.position(), long);
        a.update(Action::StepBack);
        assert_eq!(
            a.panes[0].position(),
            short,
            "the finished pane waits at done"
        );
        assert_eq!(a.panes[1].position(), long - 1);
        a.seek(short - 1);
        assert_eq!(a.panes[0].position(), short - 1);
        assert_eq!(a.panes[1].position(), short - 1);
        assert!(!a.panes[0].solver().is_done());
    }

    #[test]
    fn max_speed_runs_a_bounded_batch() {
        let mut a = app(12, false);
        a.speed = Speed::Max;
        assert!(a.tick(Instant::now(), Duration::from_millis(2)));
        assert!(a.panes[0].position() > 1000);
        assert!(!a.panes[0].solver().is_done());
    }
}
