//! Search engines: the traits every step solver implements, and the solvers themselves.
//!
//! Nothing in `engine` knows about terminals: it imports neither ratatui nor crossterm, so every
//! solver can be tested, benchmarked and traced without a screen.

pub mod maze;
pub mod queens;

/// A search that advances by exactly one event per call of [`Solver::step`].
pub trait Solver {
    /// What one step reports.
    type Event: Copy;

    /// Advances the search by one event; `None` once the `done` event has been returned.
    fn step(&mut self) -> Option<Self::Event>;

    /// Number of events returned so far (the `step` of the last event).
    fn steps(&self) -> u64;

    /// Whether the search has returned its `done` event.
    fn is_done(&self) -> bool;
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
