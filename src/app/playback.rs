//! Playback, the same for every problem: stepping by the clock at a speed or as fast as the
//! engine goes, running to a goal (the next landmark of a kind, solution K, a step, the end)
//! in batches between frames, stopping at the stops, jumping back, the scrubber.

use std::time::{Duration, Instant};

use crate::action::InputMode;
use crate::app::stops::Notice;
use crate::app::{App, Goal, Mode, Puzzle, Speed};
use crate::engine::{Landmark, LandmarkKind};

/// What a run that ends (at step `at`) without meeting its goal says.
pub(super) fn not_met(goal: Goal, at: u64) -> Option<Notice> {
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

/// How often the loop looks at a tree still read (a stream) while it has nothing else to do.
const GROW_WAIT: Duration = Duration::from_millis(100);

impl<P: Puzzle> App<P> {
    /// Runs forward to `goal`, or says there is nothing further.
    pub(super) fn run_to(&mut self, goal: Goal) {
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
    pub(super) fn jump_back(&mut self, kind: LandmarkKind) {
        self.mode = Mode::Paused;
        match self.puzzle.find_back(&|l| l.kind() == kind) {
            Some(step) => self.puzzle.seek(step),
            None => self.notice = Some(Notice::NoneBefore(kind)),
        }
    }

    /// A click on the scrubber goes to that point of the history explored: by step once the
    /// end is known, else by the share of the search space passed.
    pub(super) fn scrub(&mut self, x: u16, y: u16) {
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

    pub(super) fn stop_running(&mut self) {
        if matches!(self.mode, Mode::Running(_)) {
            self.mode = Mode::Paused;
        }
    }

    /// Advances playback to `now`, spending at most `budget` on the engine. Returns whether
    /// anything changed on screen.
    pub fn tick(&mut self, now: Instant, budget: Duration) -> bool {
        let changed = self.advance(now, budget);
        self.watch_scene();
        let probed = self.probe_tick(now);
        changed || probed
    }

    pub(super) fn advance(&mut self, now: Instant, budget: Duration) -> bool {
        if self.input == InputMode::Edit {
            self.mode = Mode::Paused;
            // Redrawn while the editor waits for a result, and once more when it has come.
            let waiting = self.puzzle.waiting();
            let redraw = waiting || self.was_waiting;
            self.was_waiting = waiting;
            return redraw;
        }
        if self.puzzle.is_done() {
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
        let quiz = self.quiz.is_some() && self.mode == Mode::Playing;
        let at_stop = |l: Landmark| {
            user_stop(l)
                || (quiz && matches!(l.kind(), LandmarkKind::Place | LandmarkKind::Backtrack))
        };
        let at_stop: Option<&dyn Fn(Landmark) -> bool> = if stops.is_empty() && !quiz {
            None
        } else {
            Some(&at_stop)
        };
        let met = match (self.mode, self.speed) {
            (Mode::Paused, _) => None,
            (Mode::Playing, Speed::Rate(rate)) => self.play_at(rate, now, budget, at_stop),
            (Mode::Playing, Speed::Max) => self.run_batch(u64::MAX, budget, at_stop).1,
            (Mode::Running(goal), _) => self.run_goal(goal, before, budget, at_stop),
        };
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
        // A tree still read: a run at the end of what is known waits for more (and the
        // screen says how much has been read, so it is drawn again).
        let growing = self.puzzle.growing();
        self.stalled = growing && !moved && self.mode != Mode::Paused;
        // Drawn once more when it has stopped growing: the screen says how the reading ended.
        let redraw = growing || self.was_growing;
        self.was_growing = growing;
        moved || redraw
    }

    /// Playing at `rate` steps a second: the steps due by `now` since the run began (the
    /// first at once); a run that falls behind starts again rather than race to catch up.
    fn play_at(
        &mut self,
        rate: f64,
        now: Instant,
        budget: Duration,
        at_stop: Option<&dyn Fn(Landmark) -> bool>,
    ) -> Option<Landmark> {
        let (start, made) = *self.origin.get_or_insert((now, 0));
        // Step m of this run is due at start + m / rate.
        let due = (now.saturating_duration_since(start).as_secs_f64() * rate) as u64 + 1;
        if due <= made {
            return None;
        }
        let (stepped, met) = self.run_batch(due - made, budget, at_stop);
        self.origin = (stepped >= due - made).then_some((start, made + stepped));
        met
    }

    /// Running to `goal` from step `before`: an explicit go-to (a step, solution K) goes where
    /// it was asked, past the stops; a jump (`n`, `b`, End) honours them. The goal met is
    /// nothing to say; a stop on the way is returned.
    fn run_goal(
        &mut self,
        goal: Goal,
        before: u64,
        budget: Duration,
        at_stop: Option<&dyn Fn(Landmark) -> bool>,
    ) -> Option<Landmark> {
        let max = match goal {
            Goal::Step(step) => step.saturating_sub(before),
            _ => u64::MAX,
        };
        let stops = if goal.explicit() { None } else { at_stop };
        let wanted = |l: Landmark| goal.wants(l) || stops.is_some_and(|f| f(l));
        let mut met = self.run_batch(max, budget, Some(&wanted)).1;
        let reached = match goal {
            Goal::Step(step) => self.puzzle.position() >= step,
            _ => false,
        };
        if met.is_some_and(|l| goal.wants(l)) || reached {
            met = met.filter(|&l| !goal.wants(l));
            self.mode = Mode::Paused;
            self.notice = None;
        }
        met
    }

    /// At the end of the search: a run that did not meet its goal says so, and stops.
    pub(super) fn finish_run(&mut self) {
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
    pub(super) fn run_batch(
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

    /// When the loop next needs to wake up, for playback or for the estimate's probes;
    /// `None` while idle.
    pub fn next_wake(&self, now: Instant) -> Option<Instant> {
        match (self.search_wake(now), self.probe_wake()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// When playback next needs the loop to wake up; `None` while idle (paused or done).
    fn search_wake(&self, now: Instant) -> Option<Instant> {
        if self.input == InputMode::Edit && (self.puzzle.waiting() || self.was_waiting) {
            // Something the editor shows is being worked out: look again soon.
            return Some(now + Duration::from_millis(50));
        }
        if self.puzzle.is_done() || self.input == InputMode::Edit {
            return None;
        }
        if self.puzzle.growing() || self.was_growing {
            // More of the tree is on its way: looked at often, never in a busy loop.
            let soon = now + GROW_WAIT;
            if self.stalled || self.mode == Mode::Paused {
                return Some(soon);
            }
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
}
