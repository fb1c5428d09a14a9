//! N-Queens as a [`Puzzle`]: one board, or two algorithms side by side in lockstep.

use crate::action::{Action, PuzzleKind, QueensAction};
use crate::app::{Effect, LOG_KEEP, Puzzle, View};
use crate::engine::Solver;
use crate::engine::queens::{Algo, MAX_N, MIN_N, QueensEvent, QueensSolver};
use crate::timeline::Timeline;

/// The N-Queens boards on screen.
pub struct Queens {
    /// One solver with its history, or two side by side (compare), stepped in lockstep.
    pub panes: Vec<Timeline<QueensSolver>>,
    /// Shade the squares attacked by the standing queens.
    pub show_attacked: bool,
}

fn new_timeline(algo: Algo, n: usize) -> Timeline<QueensSolver> {
    Timeline::new(QueensSolver::new(algo, n), LOG_KEEP)
}

impl Queens {
    /// Boards of size `n` for these algorithms (one, or two to compare), at step 0.
    pub fn new(algos: &[Algo], n: usize) -> Queens {
        Queens {
            panes: algos.iter().map(|&a| new_timeline(a, n)).collect(),
            show_attacked: true,
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

    fn rebuild(&mut self, algos: &[Algo], n: usize) -> Effect {
        self.panes = algos.iter().map(|&a| new_timeline(a, n)).collect();
        Effect::Restarted
    }

    fn resize_board(&mut self, n: usize) -> Effect {
        let n = n.clamp(MIN_N, MAX_N);
        if n == self.n() {
            return Effect::Ignored;
        }
        self.rebuild(&self.algos(), n)
    }
}

/// The algorithm after `algo`, skipping `other` (the one in the other pane): compare mode
/// never shows one algorithm on both sides.
fn next_other(algo: Algo, other: Option<Algo>) -> Algo {
    let next = algo.next();
    if Some(next) == other {
        next.next()
    } else {
        next
    }
}

impl Puzzle for Queens {
    const KIND: PuzzleKind = PuzzleKind::Queens;

    fn position(&self) -> u64 {
        self.panes.iter().map(Timeline::position).max().unwrap_or(0)
    }

    fn is_done(&self) -> bool {
        self.panes.iter().all(|p| p.solver().is_done())
    }

    fn step(&mut self) -> Option<bool> {
        let mut moved = false;
        let mut solution = false;
        for pane in &mut self.panes {
            if let Some(event) = pane.step() {
                moved = true;
                solution |= matches!(event, QueensEvent::Solution { .. });
            }
        }
        moved.then_some(solution)
    }

    fn seek(&mut self, target: u64) {
        let here = self.position();
        for pane in &mut self.panes {
            // Going back, a pane that ended earlier waits at done until the shared step
            // comes below its end.
            let goal = if target < here {
                target.min(pane.position())
            } else {
                target
            };
            pane.seek(goal);
        }
    }

    fn restart(&mut self) {
        self.rebuild(&self.algos(), self.n());
    }

    fn apply(&mut self, action: Action, _view: View) -> Effect {
        let Action::Queens(action) = action else {
            return Effect::Ignored;
        };
        match action {
            QueensAction::SmallerBoard => self.resize_board(self.n().saturating_sub(1)),
            QueensAction::LargerBoard => self.resize_board(self.n() + 1),
            QueensAction::ToggleAttacked => {
                self.show_attacked = !self.show_attacked;
                Effect::Changed
            }
            QueensAction::NextAlgo => {
                let mut algos = self.algos();
                algos[0] = next_other(algos[0], algos.get(1).copied());
                self.rebuild(&algos, self.n())
            }
            QueensAction::NextAlgoRight => {
                let mut algos = self.algos();
                if algos.len() < 2 {
                    return Effect::Ignored;
                }
                algos[1] = next_other(algos[1], Some(algos[0]));
                self.rebuild(&algos, self.n())
            }
            QueensAction::ToggleCompare => {
                let mut algos = self.algos();
                if algos.len() == 1 {
                    algos.push(algos[0].next());
                } else {
                    algos.truncate(1);
                }
                self.rebuild(&algos, self.n())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::InputMode;
    use crate::app::{App, BATCH_BUDGET, Mode, Playback, Speed, Status};
    use crate::i18n::Lang;
    use std::time::{Duration, Instant};

    fn app(n: usize, paused: bool) -> App<Queens> {
        let playback = Playback {
            lang: Lang::En,
            speed: Speed::default(),
            paused,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            zoom: false,
        };
        App::new(Queens::new(&[Algo::Iterative], n), playback)
    }
    #[test]
    fn stepping_forward_and_back_pauses_and_moves_one_event() {
        let mut a = app(8, false);
        a.update(Action::StepForward);
        assert_eq!(a.mode, Mode::Paused);
        assert_eq!(a.puzzle.panes[0].position(), 1);
        a.update(Action::StepForward);
        a.update(Action::StepBack);
        assert_eq!(a.puzzle.panes[0].position(), 1);
        a.update(Action::StepBack);
        a.update(Action::StepBack);
        assert_eq!(a.puzzle.panes[0].position(), 0);
    }

    #[test]
    fn space_toggles_play_and_playing_steps_by_the_clock() {
        let mut a = app(8, true);
        let t0 = Instant::now();
        assert!(!a.tick(t0, BATCH_BUDGET), "paused: nothing moves");
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Playing);
        assert!(a.tick(t0, BATCH_BUDGET), "the first step comes at once");
        assert_eq!(a.puzzle.panes[0].position(), 1);
        assert!(!a.tick(t0 + Duration::from_millis(100), BATCH_BUDGET));
        a.tick(t0 + Duration::from_secs(1), BATCH_BUDGET);
        assert_eq!(
            a.puzzle.panes[0].position(),
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
        a.update(Action::Queens(QueensAction::LargerBoard));
        assert_eq!((a.puzzle.n(), a.puzzle.panes[0].position()), (9, 0));
        let mut b = app(1, true);
        b.update(Action::Queens(QueensAction::SmallerBoard));
        assert_eq!(b.puzzle.n(), 1);
        let mut c = app(32, true);
        c.update(Action::Queens(QueensAction::LargerBoard));
        assert_eq!(c.puzzle.n(), 32);
    }

    #[test]
    fn n_runs_to_the_next_solution_and_pauses_there() {
        let mut a = app(8, true);
        a.update(Action::NextMilestone);
        assert_eq!(a.status(), Status::Running);
        while a.mode != Mode::Paused {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(QueensEvent::Solution { index: 1, .. })
        ));
        assert_eq!(
            a.puzzle.panes[0].position(),
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
            a.puzzle.panes[0].last_event(),
            Some(QueensEvent::Done { solutions: 4, .. })
        ));
        a.update(Action::TogglePlay);
        assert_eq!(a.status(), Status::Done, "space at the end does not play");
        a.update(Action::First);
        assert_eq!(
            (a.puzzle.panes[0].position(), a.status()),
            (0, Status::Paused)
        );
    }

    #[test]
    fn restart_forgets_history_and_toggles_flip() {
        let mut a = app(8, true);
        for _ in 0..10 {
            a.update(Action::StepForward);
        }
        a.update(Action::Restart);
        assert_eq!(a.puzzle.panes[0].position(), 0);
        assert!(a.puzzle.show_attacked);
        a.update(Action::Queens(QueensAction::ToggleAttacked));
        assert!(!a.puzzle.show_attacked);
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
        a.update(Action::Queens(QueensAction::NextAlgo));
        assert_eq!((a.puzzle.algos(), a.position()), (vec![Algo::Recursive], 0));
        a.update(Action::Queens(QueensAction::ToggleCompare));
        assert_eq!(a.puzzle.algos(), vec![Algo::Recursive, Algo::Arrays]);
        a.update(Action::Queens(QueensAction::NextAlgoRight));
        assert_eq!(a.puzzle.algos(), vec![Algo::Recursive, Algo::Cells]);
        a.update(Action::Queens(QueensAction::NextAlgo));
        assert_eq!(a.puzzle.algos(), vec![Algo::Arrays, Algo::Cells]);
        a.update(Action::Queens(QueensAction::ToggleCompare));
        assert_eq!(a.puzzle.algos(), vec![Algo::Arrays]);
        a.update(Action::Queens(QueensAction::NextAlgoRight));
        assert_eq!(
            a.puzzle.algos(),
            vec![Algo::Arrays],
            "Shift-Tab does nothing with one board"
        );
    }

    #[test]
    fn compare_never_shows_one_algorithm_on_both_sides() {
        let mut a = app(6, true);
        a.update(Action::Queens(QueensAction::ToggleCompare));
        for i in 0..40 {
            let action = if i % 3 == 0 {
                QueensAction::NextAlgo
            } else {
                QueensAction::NextAlgoRight
            };
            a.update(Action::Queens(action));
            let algos = a.puzzle.algos();
            assert_ne!(algos[0], algos[1], "after {i} presses: {algos:?}");
        }
    }

    #[test]
    fn compare_steps_in_lockstep_and_the_first_to_finish_waits_at_done() {
        let mut a = app(4, true);
        a.update(Action::Queens(QueensAction::ToggleCompare)); // iterative | recursive
        a.update(Action::Queens(QueensAction::NextAlgoRight));
        a.update(Action::Queens(QueensAction::NextAlgoRight)); // iterative | cells
        assert_eq!(a.puzzle.algos(), vec![Algo::Iterative, Algo::Cells]);
        for _ in 0..5 {
            a.update(Action::StepForward);
        }
        assert_eq!(a.puzzle.panes[0].position(), 5);
        assert_eq!(a.puzzle.panes[1].position(), 5);
        a.update(Action::Last);
        while a.status() != Status::Done {
            a.tick(Instant::now(), BATCH_BUDGET);
        }
        let (short, long) = (a.puzzle.panes[0].position(), a.puzzle.panes[1].position());
        assert!(short < long, "iterative ends long before cells");
        assert_eq!(a.position(), long);
        a.update(Action::StepBack);
        assert_eq!(
            a.puzzle.panes[0].position(),
            short,
            "the finished pane waits at done"
        );
        assert_eq!(a.puzzle.panes[1].position(), long - 1);
        a.puzzle.seek(short - 1);
        assert_eq!(a.puzzle.panes[0].position(), short - 1);
        assert_eq!(a.puzzle.panes[1].position(), short - 1);
        assert!(!a.puzzle.panes[0].solver().is_done());
    }

    #[test]
    fn max_speed_runs_a_bounded_batch() {
        let mut a = app(12, false);
        a.speed = Speed::Max;
        assert!(a.tick(Instant::now(), Duration::from_millis(2)));
        assert!(a.puzzle.panes[0].position() > 1000);
        assert!(!a.puzzle.panes[0].solver().is_done());
    }
}
