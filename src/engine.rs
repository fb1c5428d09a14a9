//! Search engines: the traits every step solver implements, and the vocabulary of the
//! state-space tree every search walks (`tree.rs`). Each problem's solvers are in its folder.
//!
//! Nothing in `engine` knows about terminals: it imports neither ratatui nor crossterm, so every
//! solver can be tested, benchmarked and traced without a screen.

pub mod backtrack;
pub mod branch;
pub mod estimate;
pub mod files;
pub mod notation;
pub mod numbers;
pub mod random;
pub mod text;
pub mod threads;
pub mod tree;

/// A search that advances by exactly one event per call of [`Solver::step`].
pub trait Solver {
    /// What one step reports.
    type Event: Copy;

    /// Advances the search by one event; `None` once the `done` event has been returned, or
    /// while the search waits for more of its tree ([`backtrack::Hooks::pending`]: then it is
    /// not done, and steps again once more has come).
    fn step(&mut self) -> Option<Self::Event>;

    /// Number of events returned so far (the `step` of the last event).
    fn steps(&self) -> u64;

    /// Whether the search has returned its `done` event.
    fn is_done(&self) -> bool;

    /// Up to `max` steps in the solver's own loop, stopping after the first event `stop`
    /// accepts: the steps made, and the last event when it was accepted. Fewer than `max`
    /// steps with no event returned means the search ended (or waits for more of its tree). Solvers behind an enum override
    /// this to pick their type once, not once per step.
    #[inline]
    fn step_many(
        &mut self,
        max: u64,
        stop: &mut impl Watch<Self::Event>,
    ) -> (u64, Option<Self::Event>) {
        let mut made = 0;
        while made < max {
            let Some(event) = self.step() else {
                break;
            };
            made += 1;
            if stop.see(event) {
                return (made, Some(event));
            }
        }
        (made, None)
    }
}

/// What [`Solver::step_many`] shows each event to: true stops the batch after it. Closures
/// are watches; a type of its own can follow the events too (a tree cursor), inlined into the
/// solver's loop.
pub trait Watch<E: Copy> {
    /// Sees one event (by value, so that it can stay in registers); true to stop.
    fn see(&mut self, event: E) -> bool;
}

impl<E: Copy, F: FnMut(&E) -> bool> Watch<E> for F {
    #[inline(always)]
    fn see(&mut self, event: E) -> bool {
        self(&event)
    }
}

/// A solver whose state can be saved and restored, so a timeline can step back by replaying.
pub trait Rewind: Solver {
    /// A saved state; restoring it puts the solver back exactly where it was.
    type Checkpoint;

    /// Saves the current state.
    fn checkpoint(&self) -> Self::Checkpoint;

    /// Puts the solver back into a saved state.
    fn restore(&mut self, checkpoint: &Self::Checkpoint);

    /// Approximate heap and inline size of one checkpoint, in bytes.
    fn checkpoint_bytes(checkpoint: &Self::Checkpoint) -> usize;
}

/// The moments of a search a class looks for: what the jump keys, go-to and stops find. Each
/// problem says which of its events they are, and at which level of its search (its depth, or
/// the problem's own coordinate: a board's row); its words name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Landmark {
    /// A solution (an optimisation problem: a better incumbent; a problem with one goal: the
    /// goal), numbered in search order.
    Solution {
        /// 1-based number of the solution in search order.
        index: u64,
    },
    /// The search gives up a node and goes back.
    Backtrack {
        /// The level given up (0-based).
        level: usize,
    },
    /// A choice made: a child entered.
    Place {
        /// The level (0-based).
        level: usize,
    },
}

/// The kinds of [`Landmark`], for jumps and stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LandmarkKind {
    /// Solutions.
    Solution,
    /// Backtracks.
    Backtrack,
    /// Placements.
    Place,
}

impl Landmark {
    /// Its kind.
    pub fn kind(self) -> LandmarkKind {
        match self {
            Landmark::Solution { .. } => LandmarkKind::Solution,
            Landmark::Backtrack { .. } => LandmarkKind::Backtrack,
            Landmark::Place { .. } => LandmarkKind::Place,
        }
    }

    /// The level it happened at, if it has one.
    pub fn level(self) -> Option<usize> {
        match self {
            Landmark::Solution { .. } => None,
            Landmark::Backtrack { level } | Landmark::Place { level } => Some(level),
        }
    }
}

/// A solver whose events can be told apart as landmarks.
pub trait Landmarks: Solver {
    /// What reads its events as landmarks.
    type Reader: Reader<Self::Event>;

    /// Its reader, copied out of it: a batch's watch holds it while the solver steps.
    fn reader(&self) -> Self::Reader;

    /// What `event` is, as a landmark, if anything.
    #[inline(always)]
    fn landmark(&self, event: &Self::Event) -> Option<Landmark> {
        self.reader().landmark(event)
    }

    /// The share of its search space passed at this step, from 0 to 1, for the scrubber
    /// (nothing known, by default).
    fn share(&self) -> f64 {
        0.0
    }
}

/// Reads a search's events as landmarks, apart from the solver (see [`Landmarks::reader`]).
pub trait Reader<E>: Copy {
    /// What `event` is, as a landmark, if anything.
    fn landmark(self, event: &E) -> Option<Landmark>;

    /// Whether `event` is a solution (a search may say it faster than [`Reader::landmark`]).
    #[inline(always)]
    fn is_solution(self, event: &E) -> bool {
        matches!(self.landmark(event), Some(Landmark::Solution { .. }))
    }
}

/// Reads no event as a landmark.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoLandmarks;

impl<E> Reader<E> for NoLandmarks {
    fn landmark(self, _event: &E) -> Option<Landmark> {
        None
    }
}

pub use tree::Slot;
