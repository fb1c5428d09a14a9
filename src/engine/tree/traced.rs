//! A solver with its tree cursor ([`Traced`]), saved and restored together so the tree
//! rewinds with the timeline.

use std::ops::Deref;

use crate::engine::tree::{Cursor, Cuts, Search, Shape};
use crate::engine::{Landmarks, Rewind, Solver, Watch};

/// A solver with its tree cursor: the cursor is saved and restored with the solver, so the
/// tree rewinds with the timeline.
#[derive(Debug, Clone)]
pub struct Traced<S: Search> {
    pub(crate) solver: S,
    pub(crate) cursor: Cursor<S::Shape>,
}

impl<S: Search> Traced<S> {
    /// `solver` with its cursor at the root of its tree.
    pub fn new(solver: S) -> Traced<S> {
        let cursor = Cursor::new(solver.shape());
        Traced { solver, cursor }
    }

    /// `solver`, which goes on from a start placed by hand, with its cursor on the start's
    /// last node (see [`Cursor::start_at`]).
    pub fn from_start(solver: S, start: &[(usize, u64)]) -> Traced<S> {
        let mut cursor = Cursor::new(solver.shape());
        cursor.start_at(start);
        Traced { solver, cursor }
    }

    /// The tree cursor.
    pub fn cursor(&self) -> &Cursor<S::Shape> {
        &self.cursor
    }

    /// The solver.
    pub fn solver(&self) -> &S {
        &self.solver
    }
}

impl<S: Search> Deref for Traced<S> {
    type Target = S;

    fn deref(&self) -> &S {
        &self.solver
    }
}

impl<S: Search> Solver for Traced<S> {
    type Event = S::Event;

    #[inline(always)]
    fn step(&mut self) -> Option<S::Event> {
        let event = self.solver.step()?;
        let shape = self.cursor.shape;
        shape.follow(&event, &mut self.cursor);
        Some(event)
    }

    fn steps(&self) -> u64 {
        self.solver.steps()
    }

    fn is_done(&self) -> bool {
        self.solver.is_done()
    }

    /// The solver's own loop, with the cursor following each event.
    #[inline]
    fn step_many(&mut self, max: u64, stop: &mut impl Watch<S::Event>) -> (u64, Option<S::Event>) {
        self.solver.step_traced(max, &mut self.cursor, stop)
    }
}

/// The cursor following a batch's events, then the batch's own watch.
pub struct Follow<'a, Sh, W> {
    /// The cursor.
    pub cursor: &'a mut Cursor<Sh>,
    /// The batch's own watch.
    pub stop: &'a mut W,
}

impl<Sh: Shape, W: Watch<Sh::Event>> Watch<Sh::Event> for Follow<'_, Sh, W>
where
    Sh::Event: Copy,
{
    #[inline(always)]
    fn see(&mut self, event: Sh::Event) -> bool {
        let shape = self.cursor.shape;
        shape.follow(&event, self.cursor);
        self.stop.see(event)
    }
}

impl<S: Search> Landmarks for Traced<S> {
    type Reader = S::Reader;

    #[inline(always)]
    fn reader(&self) -> S::Reader {
        self.solver.reader()
    }

    /// As the tree cursor measures it.
    fn share(&self) -> f64 {
        self.cursor.share()
    }
}

impl<S: Search> Rewind for Traced<S> {
    type Checkpoint = Traced<S>;

    fn checkpoint(&self) -> Traced<S> {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Traced<S>) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(t: &Traced<S>) -> usize {
        std::mem::size_of::<Traced<S>>()
            + t.solver.heap_bytes()
            + t.cursor.path.capacity() * std::mem::size_of::<u16>()
            + t.cursor.cuts.capacity() * std::mem::size_of::<Cuts>()
            + t.cursor.profile.capacity() * std::mem::size_of::<[u64; 2]>()
            + t.cursor.bounded.capacity() * std::mem::size_of::<u64>()
    }
}
