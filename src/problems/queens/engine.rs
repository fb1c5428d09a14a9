//! N-Queens: the event vocabulary shared by every N-Queens solver, and the solvers.
//!
//! Four step solvers, one per way the seeds search: [`Iterative`] (seed 001's `X[k]` loop),
//! [`Recursive`] (seeds 000/003's `put(n)`/`check(n)`), [`Arrays`] (seeds 002/004's `col`, `dg`,
//! `udg`) and [`Cells`] (seed 002's cell-by-cell `dfs(x, y, count)`). [`QueensSolver`] holds any
//! of them, so the timeline, the headless modes and the UI work with all four.

pub mod arrays;
pub mod catalogue;
pub mod cells;
pub mod count;
pub mod iterative;
pub mod placement;
pub mod probe;
pub mod recursive;
pub mod symmetry;
pub mod tree;

use serde::Serialize;
use serde::ser::{SerializeSeq, Serializer};

pub use arrays::Arrays;
pub use cells::Cells;
pub use iterative::Iterative;
pub use recursive::Recursive;

use crate::engine::{Landmark, Landmarks, Rewind, Solver};

/// The largest board the step engines accept.
pub const MAX_N: usize = 32;

/// The smallest board the step engines accept.
pub const MIN_N: usize = 1;

/// The line along which a placed queen attacks a candidate square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Line {
    /// Same row (only the cell-by-cell search can meet this).
    Row,
    /// Same column.
    Column,
    /// Same `row - col` (top-left to bottom-right).
    Diagonal,
    /// Same `row + col` (top-right to bottom-left).
    AntiDiagonal,
}

/// The columns of a full placement, row by row (0-based), stored inline so events stay `Copy`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Cols {
    len: u8,
    cols: [u8; MAX_N],
}

impl Cols {
    /// Builds a placement from 0-based columns; panics if more than [`MAX_N`] are given.
    pub fn from_slice(cols: &[u8]) -> Self {
        let mut out = Cols {
            len: cols.len() as u8,
            cols: [0; MAX_N],
        };
        out.cols[..cols.len()].copy_from_slice(cols);
        out
    }

    /// The 0-based column of each row.
    pub fn as_slice(&self) -> &[u8] {
        &self.cols[..self.len as usize]
    }
}

impl std::fmt::Debug for Cols {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for Cols {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len as usize))?;
        for c in self.as_slice() {
            seq.serialize_element(c)?;
        }
        seq.end()
    }
}

/// One step of an N-Queens search. Rows and columns are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum QueensEvent {
    /// The candidate passed the check: a queen now stands at (`row`, `col`).
    Place {
        /// Row of the new queen.
        row: u8,
        /// Column of the new queen.
        col: u8,
    },
    /// The candidate (`row`, `col`) is attacked by the queen at (`by_row`, `by_col`) along `line`.
    Conflict {
        /// Row of the candidate.
        row: u8,
        /// Column of the candidate.
        col: u8,
        /// Row of the first queen (scanning from row 0) that attacks the candidate.
        by_row: u8,
        /// Column of that queen.
        by_col: u8,
        /// The line of attack.
        line: Line,
    },
    /// All N queens stand: solution number `index` (1-based).
    Solution {
        /// 1-based number of this solution in search order.
        index: u64,
        /// The column of each row.
        cols: Cols,
    },
    /// No column is left in `row`; the search returns to the row above.
    Backtrack {
        /// The abandoned row.
        row: u8,
    },
    /// `put(row)` is called (recursive).
    Call {
        /// The row the call fills (`row == N` is the call that prints a solution).
        row: u8,
    },
    /// `put(row)` returns (recursive).
    Return {
        /// The row of the returning call.
        row: u8,
    },
    /// The cell (`row`, `col`) is left empty: the search goes on without a queen there (cells).
    Skip {
        /// Row of the cell.
        row: u8,
        /// Column of the cell.
        col: u8,
    },
    /// The queen at (`row`, `col`) is taken off again after its subtree is searched.
    Unplace {
        /// Row of the queen.
        row: u8,
        /// Column of the queen.
        col: u8,
    },
    /// The search space is exhausted.
    Done {
        /// Solutions found in all.
        solutions: u64,
        /// Events emitted in all, this one included.
        steps: u64,
    },
}

impl QueensEvent {
    /// The event's name as it appears in `--trace` output.
    pub fn name(&self) -> &'static str {
        match self {
            QueensEvent::Place { .. } => "place",
            QueensEvent::Conflict { .. } => "conflict",
            QueensEvent::Solution { .. } => "solution",
            QueensEvent::Backtrack { .. } => "backtrack",
            QueensEvent::Call { .. } => "call",
            QueensEvent::Return { .. } => "return",
            QueensEvent::Skip { .. } => "skip",
            QueensEvent::Unplace { .. } => "unplace",
            QueensEvent::Done { .. } => "done",
        }
    }
}

/// Running totals of a search; part of the solver state, so they rewind with it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events emitted so far.
    pub steps: u64,
    /// `place` events.
    pub places: u64,
    /// `conflict` events.
    pub conflicts: u64,
    /// `backtrack` events.
    pub backtracks: u64,
    /// `solution` events.
    pub solutions: u64,
    /// `skip` events (cells).
    pub skips: u64,
    /// Search-tree nodes visited: calls of the search function (root included), or for the
    /// iterative loop, places + 1.
    pub nodes: u64,
    /// Elementary checks made: `abs()` comparisons in `place(k)`/`check(n)`, or array look-ups.
    pub checks: u64,
}

impl Counters {
    /// Counts the last step and returns the `done` event that ends every search.
    pub fn finish(&mut self) -> QueensEvent {
        self.steps += 1;
        QueensEvent::Done {
            solutions: self.solutions,
            steps: self.steps,
        }
    }
}

/// An event counter an algorithm shows in its counters panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Count {
    /// Events emitted.
    Steps,
    /// `place` events.
    Places,
    /// `conflict` events.
    Conflicts,
    /// `backtrack` events.
    Backtracks,
    /// `skip` events.
    Skips,
    /// `solution` events.
    Solutions,
}

impl Counters {
    /// The value of one event counter.
    pub fn get(&self, count: Count) -> u64 {
        match count {
            Count::Steps => self.steps,
            Count::Places => self.places,
            Count::Conflicts => self.conflicts,
            Count::Backtracks => self.backtracks,
            Count::Skips => self.skips,
            Count::Solutions => self.solutions,
        }
    }
}

/// What an algorithm keeps besides the board, as the state panel shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StateKind {
    /// Seed 001's explicit stack `X[1..=k]`.
    Stack,
    /// The call frames of a recursive search, each with its loop variable.
    Frames,
    /// The boolean arrays of seeds 002 and 004 (and the current call of the cell search).
    Arrays,
}

/// The state panel's contents at one step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StateView<'a> {
    /// Seed 001's stack `X[1..=k]`: 1-based columns, the top may be 0 or a candidate.
    Stack(&'a [u8]),
    /// `(n, i)` of each frame `put(n)`, outermost first; `i` is its loop variable.
    Frames(Vec<(usize, Option<usize>)>),
    /// The seeds' boolean arrays.
    Arrays {
        /// The arrays as they stand.
        arrays: SeedArrays,
        /// The cell-by-cell search's current call `(x, y, count)`.
        call: Option<(usize, usize, usize)>,
        /// Whether the search uses the `row` array too (cell by cell).
        with_row: bool,
    },
}

impl StateView<'_> {
    /// Which kind of panel this is.
    pub fn kind(&self) -> StateKind {
        match self {
            StateView::Stack(_) => StateKind::Stack,
            StateView::Frames(_) => StateKind::Frames,
            StateView::Arrays { .. } => StateKind::Arrays,
        }
    }
}

/// One N-Queens step algorithm: its solver, and everything the program says about it.
///
/// Each algorithm lives in one file under `engine/queens/` and is listed once in
/// [`algorithms!`]; the macro builds [`Algo`] and [`QueensSolver`] from that list, so every
/// `match` over the algorithms is generated and a new one cannot be half registered.
pub trait Algorithm: Solver<Event = QueensEvent> + Clone + std::fmt::Debug {
    /// The name used on the command line and in traces.
    const NAME: &'static str;
    /// The seeds whose program this follows, e.g. `["000", "003"]`.
    const SEEDS: &'static [&'static str];
    /// The search function as pseudocode, one line per entry.
    const CODE: &'static [&'static str];
    /// The kind of state panel.
    const STATE: StateKind;
    /// The event counters the counters panel shows, in order.
    const COUNTS: &'static [Count];

    /// A solver at step 0 for an `n`×`n` board; `n` must be [`valid_n`].
    fn new(n: usize) -> Self;

    /// A solver that goes on from queens placed by hand in rows 1..k (`start`, 0-based
    /// columns, none attacking another: see [`placement`]): in the state the whole search is
    /// in just after it places the start's last queen, so its events from here are the whole
    /// search's from there (counters and solution numbers start again from 0).
    fn from_start(n: usize, start: &[u8]) -> Self;

    /// The board size.
    fn n(&self) -> usize;

    /// The queens standing on the board, (row, col), in row order.
    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_;

    /// The running totals.
    fn counters(&self) -> Counters;

    /// The row the search is working on, while it runs.
    fn current_row(&self) -> Option<usize>;

    /// The state panel's contents.
    fn state(&self) -> StateView<'_>;

    /// The index in [`Algorithm::CODE`] of the line that produced `event` on an `n`×`n` board;
    /// `None` for an event no line produces.
    fn code_line(event: QueensEvent, n: usize) -> Option<usize>;

    /// The shape of its state-space tree: one level per row unless it says otherwise.
    const TREE: tree::TreeShape = tree::TreeShape::Rows;

    /// What an event is as a landmark: solutions, backtracks and placements as the events
    /// say; an algorithm that backtracks by other events says so here.
    fn landmark(event: &QueensEvent) -> Option<Landmark> {
        match *event {
            QueensEvent::Solution { index, .. } => Some(Landmark::Solution { index }),
            QueensEvent::Backtrack { row } => Some(Landmark::Backtrack { level: row.into() }),
            QueensEvent::Place { row, .. } => Some(Landmark::Place { level: row.into() }),
            _ => None,
        }
    }
}

/// The event counters of the row-by-row searches.
pub const ROW_BY_ROW_COUNTS: &[Count] = &[
    Count::Steps,
    Count::Places,
    Count::Conflicts,
    Count::Backtracks,
    Count::Solutions,
];

/// Runs a solver to its `done` event, monomorphically.
fn finish<S: Solver>(mut solver: S) -> S {
    while solver.step().is_some() {}
    solver
}

/// Builds [`Algo`] and [`QueensSolver`] from the list of algorithms: one line each.
macro_rules! algorithms {
    ($($(#[$doc:meta])* $variant:ident($solver:ty)),+ $(,)?) => {
        /// The ways the seeds search; the order is the order Tab cycles through them.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Algo {
            $($(#[$doc])* $variant),+
        }

        /// Any of the N-Queens step solvers.
        #[derive(Debug, Clone)]
        pub enum QueensSolver {
            $($(#[$doc])* $variant($solver)),+
        }

        impl Algo {
            /// Every algorithm, in the order Tab cycles through them.
            pub const ALL: [Algo; [$(Algo::$variant),+].len()] = [$(Algo::$variant),+];

            /// The name used on the command line and in traces.
            pub fn name(self) -> &'static str {
                match self { $(Algo::$variant => <$solver as Algorithm>::NAME),+ }
            }

            /// The seeds whose program this follows.
            pub fn seeds(self) -> &'static [&'static str] {
                match self { $(Algo::$variant => <$solver as Algorithm>::SEEDS),+ }
            }

            /// The search function as pseudocode.
            pub fn code(self) -> &'static [&'static str] {
                match self { $(Algo::$variant => <$solver as Algorithm>::CODE),+ }
            }

            /// The kind of state panel.
            pub fn state_kind(self) -> StateKind {
                match self { $(Algo::$variant => <$solver as Algorithm>::STATE),+ }
            }

            /// The event counters the counters panel shows.
            pub fn counts(self) -> &'static [Count] {
                match self { $(Algo::$variant => <$solver as Algorithm>::COUNTS),+ }
            }

            /// The pseudocode line that produced `event`, if any.
            pub fn code_line(self, event: QueensEvent, n: usize) -> Option<usize> {
                match self { $(Algo::$variant => <$solver as Algorithm>::code_line(event, n)),+ }
            }

            /// The shape of its state-space tree.
            pub fn tree_shape(self) -> tree::TreeShape {
                match self { $(Algo::$variant => <$solver as Algorithm>::TREE),+ }
            }

            /// What `event` is as a landmark (jumps, go-to, stops).
            pub fn landmark(self, event: &QueensEvent) -> Option<Landmark> {
                match self { $(Algo::$variant => <$solver as Algorithm>::landmark(event)),+ }
            }

            /// The engine alone, as `--stats` runs it (its own loop, nothing on top): steps
            /// per second on an `n`×`n` board over about `time` (or the whole search, if
            /// shorter). For the benches that compare the visualizer with it.
            pub fn steps_per_second(self, n: usize, time: std::time::Duration) -> f64 {
                let mut solver = QueensSolver::new(self, n);
                let start = std::time::Instant::now();
                while start.elapsed() < time {
                    let (made, _) = solver.step_many(1 << 20, &mut |_: &QueensEvent| false);
                    if made < 1 << 20 {
                        break;
                    }
                }
                solver.steps() as f64 / start.elapsed().as_secs_f64()
            }

            /// Runs a whole search on an `n`×`n` board and returns its final counters; each
            /// solver runs as its own type, so the loop is monomorphic and inlined.
            pub fn run_to_end(self, n: usize) -> Counters {
                match self {
                    $(Algo::$variant => finish(<$solver as Algorithm>::new(n)).counters()),+
                }
            }
        }

        impl QueensSolver {
            /// A solver of the given algorithm at step 0 of an `n`×`n` board.
            pub fn new(algo: Algo, n: usize) -> QueensSolver {
                match algo { $(Algo::$variant => QueensSolver::$variant(<$solver>::new(n))),+ }
            }

            /// A solver of the given algorithm going on from a start placed by hand (see
            /// [`Algorithm::from_start`]).
            pub fn from_start(algo: Algo, n: usize, start: &[u8]) -> QueensSolver {
                match algo {
                    $(Algo::$variant => QueensSolver::$variant(<$solver>::from_start(n, start))),+
                }
            }

            /// Which algorithm this is.
            pub fn algo(&self) -> Algo {
                match self { $(QueensSolver::$variant(_) => Algo::$variant),+ }
            }

            /// The board size.
            pub fn n(&self) -> usize {
                match self { $(QueensSolver::$variant(s) => s.n()),+ }
            }

            /// The queens standing on the board, (row, col), in row order.
            pub fn queens(&self) -> Vec<(usize, usize)> {
                match self { $(QueensSolver::$variant(s) => s.queens().collect()),+ }
            }

            /// The running totals.
            pub fn counters(&self) -> Counters {
                match self { $(QueensSolver::$variant(s) => s.counters()),+ }
            }

            /// The row the search is working on, if any.
            pub fn current_row(&self) -> Option<usize> {
                match self { $(QueensSolver::$variant(s) => s.current_row()),+ }
            }

            /// The state panel's contents.
            pub fn state(&self) -> StateView<'_> {
                match self { $(QueensSolver::$variant(s) => s.state()),+ }
            }
        }

        impl Solver for QueensSolver {
            type Event = QueensEvent;

            #[inline(always)]
            fn step(&mut self) -> Option<QueensEvent> {
                match self { $(QueensSolver::$variant(s) => s.step()),+ }
            }

            fn steps(&self) -> u64 {
                match self { $(QueensSolver::$variant(s) => s.steps()),+ }
            }

            #[inline]
            fn step_many(
                &mut self,
                max: u64,
                stop: &mut impl crate::engine::Watch<QueensEvent>,
            ) -> (u64, Option<QueensEvent>) {
                match self { $(QueensSolver::$variant(s) => s.step_many(max, stop)),+ }
            }

            fn is_done(&self) -> bool {
                match self { $(QueensSolver::$variant(s) => s.is_done()),+ }
            }
        }

        impl QueensSolver {
            /// Up to `max` steps of the algorithm's own loop with `cursor` following each
            /// event, the loop knowing its tree's kind at compile time.
            #[inline]
            pub fn step_traced_by_kind(
                &mut self,
                max: u64,
                cursor: &mut crate::engine::tree::Cursor<tree::QueensShape>,
                stop: &mut impl crate::engine::Watch<QueensEvent>,
            ) -> (u64, Option<QueensEvent>) {
                let n = self.n();
                match self {
                    $(QueensSolver::$variant(s) => {
                        const CELLS: bool =
                            matches!(<$solver as Algorithm>::TREE, tree::TreeShape::Cells);
                        s.step_many(max, &mut tree::KindFollow::<CELLS, _> { cursor, stop, n })
                    }),+
                }
            }
        }
    };
}

algorithms! {
    /// Seed 001: the iterative `X[k]` loop.
    Iterative(Iterative),
    /// Seeds 000 and 003: `put(n)` and `check(n)` with an `abs()` scan.
    Recursive(Recursive),
    /// Seeds 002 and 004: `dfs(u)` with the boolean arrays `col`, `dg`, `udg`.
    Arrays(Arrays),
    /// Seed 002's second program: `dfs(x, y, count)` over every cell, skip first.
    Cells(Cells),
}

impl Default for Algo {
    /// Seed 001's loop, the heart of the program.
    fn default() -> Algo {
        Algo::ALL[0]
    }
}

impl Algo {
    /// Parses a command-line name.
    pub fn parse(s: &str) -> Option<Algo> {
        Algo::ALL.into_iter().find(|a| a.name() == s)
    }

    /// Whether its tree decides one cell a level (place a queen or skip the cell) rather
    /// than one row a level: its events say a row only where a queen is placed.
    pub fn by_cells(self) -> bool {
        self.tree_shape() == tree::TreeShape::Cells
    }

    /// The next algorithm in [`Algo::ALL`], wrapping around.
    #[must_use]
    pub fn next(self) -> Algo {
        let i = Algo::ALL.iter().position(|&a| a == self).unwrap_or(0);
        Algo::ALL[(i + 1) % Algo::ALL.len()]
    }
}

impl Landmarks for QueensSolver {
    type Reader = Algo;

    #[inline(always)]
    fn reader(&self) -> Algo {
        self.algo()
    }
}

/// An algorithm reads its events as landmarks.
impl crate::engine::Reader<QueensEvent> for Algo {
    #[inline(always)]
    fn landmark(self, event: &QueensEvent) -> Option<Landmark> {
        Algo::landmark(self, event)
    }

    #[inline(always)]
    fn is_solution(self, event: &QueensEvent) -> bool {
        matches!(event, QueensEvent::Solution { .. })
    }
}

impl Rewind for QueensSolver {
    type Checkpoint = QueensSolver;

    fn checkpoint(&self) -> QueensSolver {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &QueensSolver) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(_: &QueensSolver) -> usize {
        std::mem::size_of::<QueensSolver>()
    }
}

/// Owner tables for the lines of the board: which queen (if any) stands on each column,
/// diagonal, anti-diagonal and row. Each line holds at most one queen, so the first attacker of
/// a square is found in O(1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lines {
    n: u8,
    /// `row + 1` of the queen in each column, 0 if none.
    col: [u8; MAX_N],
    /// `row + 1` of the queen on each diagonal `row - col + n - 1`, 0 if none.
    diag: [u8; 2 * MAX_N],
    /// `row + 1` of the queen on each anti-diagonal `row + col`, 0 if none.
    anti: [u8; 2 * MAX_N],
    /// `col + 1` of the queen in each row, 0 if none.
    row: [u8; MAX_N],
}

impl Lines {
    /// Empty lines for an `n`×`n` board.
    pub fn new(n: usize) -> Lines {
        Lines {
            n: n as u8,
            col: [0; MAX_N],
            diag: [0; 2 * MAX_N],
            anti: [0; 2 * MAX_N],
            row: [0; MAX_N],
        }
    }

    #[inline]
    fn diag_index(&self, row: usize, col: usize) -> usize {
        row + self.n as usize - 1 - col
    }

    /// Puts a queen on (row, col).
    #[inline]
    pub fn put(&mut self, row: usize, col: usize) {
        let d = self.diag_index(row, col);
        self.col[col] = row as u8 + 1;
        self.diag[d] = row as u8 + 1;
        self.anti[row + col] = row as u8 + 1;
        self.row[row] = col as u8 + 1;
    }

    /// Takes the queen off (row, col).
    #[inline]
    pub fn lift(&mut self, row: usize, col: usize) {
        let d = self.diag_index(row, col);
        self.col[col] = 0;
        self.diag[d] = 0;
        self.anti[row + col] = 0;
        self.row[row] = 0;
    }

    /// The column of the queen in `row`, if any.
    #[inline]
    pub fn in_row(&self, row: usize) -> Option<usize> {
        (self.row[row] as usize).checked_sub(1)
    }

    /// The row of the queen in `col`, if any.
    #[inline]
    pub fn in_col(&self, col: usize) -> Option<usize> {
        (self.col[col] as usize).checked_sub(1)
    }

    /// The row of the queen on the diagonal through (row, col), if any.
    #[inline]
    pub fn on_diag(&self, row: usize, col: usize) -> Option<usize> {
        (self.diag[self.diag_index(row, col)] as usize).checked_sub(1)
    }

    /// The row of the queen on the anti-diagonal through (row, col), if any.
    #[inline]
    pub fn on_anti(&self, row: usize, col: usize) -> Option<usize> {
        (self.anti[row + col] as usize).checked_sub(1)
    }

    /// The queen (scanning rows from 0) that attacks (row, col) along a column or diagonal,
    /// and the line: exactly what seed 001's `place(k)` and seed 000's `check(n)` find.
    #[inline]
    pub fn first_attacker(&self, row: usize, col: usize) -> Option<(usize, usize, Line)> {
        // Owners are row + 1; wrapping 0 to 255 makes "no owner" lose every `min`.
        let by_col = self.col[col].wrapping_sub(1);
        let by_diag = self.diag[self.diag_index(row, col)].wrapping_sub(1);
        let by_anti = self.anti[row + col].wrapping_sub(1);
        let by = by_col.min(by_diag).min(by_anti);
        if by == u8::MAX {
            return None;
        }
        let line = if by == by_col {
            Line::Column
        } else if by == by_diag {
            Line::Diagonal
        } else {
            Line::AntiDiagonal
        };
        let by = by as usize;
        Some((by, self.row[by] as usize - 1, line))
    }

    /// The standing queens, (row, col), in row order.
    pub fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.n as usize).filter_map(|r| self.in_row(r).map(|c| (r, c)))
    }

    /// The boolean arrays of seeds 002 and 004 for these queens, indexed as the seeds do.
    pub fn seed_arrays(&self) -> SeedArrays {
        let n = self.n as usize;
        let mut a = SeedArrays {
            row: vec![false; n],
            col: vec![false; n],
            dg: vec![false; 2 * n],
            udg: vec![false; 2 * n],
        };
        for (x, y) in self.queens() {
            a.row[x] = true;
            a.col[y] = true;
            a.dg[y + n - x] = true;
            a.udg[y + x] = true;
        }
        a
    }
}

/// Seeds 002 and 004's boolean arrays: `row[x]`, `col[y]`, `dg[y - x + n]`, `udg[y + x]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedArrays {
    /// `row[0..n]` (only the cell-by-cell search uses it).
    pub row: Vec<bool>,
    /// `col[0..n]`.
    pub col: Vec<bool>,
    /// `dg[0..2n]`.
    pub dg: Vec<bool>,
    /// `udg[0..2n]`.
    pub udg: Vec<bool>,
}

/// Whether `n` is a board size the step engines accept.
pub fn valid_n(n: usize) -> bool {
    (MIN_N..=MAX_N).contains(&n)
}

/// Whether the queens at (r1, c1) and (r2, c2) attack each other, and along which line.
pub fn attack_line(r1: usize, c1: usize, r2: usize, c2: usize) -> Option<Line> {
    if (r1, c1) == (r2, c2) {
        None
    } else if r1 == r2 {
        Some(Line::Row)
    } else if c1 == c2 {
        Some(Line::Column)
    } else if r1 as isize - c1 as isize == r2 as isize - c2 as isize {
        Some(Line::Diagonal)
    } else if r1 + c1 == r2 + c2 {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

/// Every solution of an `n`×`n` board (columns row by row), in seed 001's order, as the
/// stepping solver finds them: what tests check counts and classes against.
#[cfg(test)]
pub(crate) fn all_solutions(n: usize) -> Vec<Vec<u8>> {
    let mut s = QueensSolver::new(Algo::Iterative, n);
    std::iter::from_fn(|| s.step())
        .filter_map(|e| match e {
            QueensEvent::Solution { cols, .. } => Some(cols.as_slice().to_vec()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timeline::Timeline;
    use proptest::prelude::*;
    use rstest::rstest;

    /// OEIS A000170 for N = 1..=10.
    const A000170: [u64; 10] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

    fn events(algo: Algo, n: usize) -> Vec<QueensEvent> {
        let mut s = QueensSolver::new(algo, n);
        std::iter::from_fn(|| s.step()).collect()
    }

    #[rstest]
    fn every_algorithm_finds_the_oeis_count(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
        #[values(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)] n: usize,
    ) {
        let mut s = QueensSolver::new(algo, n);
        let mut found = 0;
        let mut last = None;
        while let Some(e) = s.step() {
            if let QueensEvent::Solution { index, cols } = e {
                found += 1;
                assert_eq!(index, found);
                let queens: Vec<(usize, usize)> = cols
                    .as_slice()
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| (r, c as usize))
                    .collect();
                for (i, &(r1, c1)) in queens.iter().enumerate() {
                    for &(r2, c2) in &queens[i + 1..] {
                        assert_eq!(attack_line(r1, c1, r2, c2), None, "{algo:?} {cols:?}");
                    }
                }
            }
            last = Some(e);
        }
        assert_eq!(found, A000170[n - 1], "{algo:?} N = {n}");
        assert_eq!(s.counters().solutions, found);
        assert!(matches!(last, Some(QueensEvent::Done { solutions, .. }) if solutions == found));
    }

    /// The events of seed 001's loop that every row-by-row search shares.
    fn shared(events: &[QueensEvent]) -> Vec<QueensEvent> {
        events
            .iter()
            .copied()
            .filter(|e| {
                matches!(
                    e,
                    QueensEvent::Place { .. }
                        | QueensEvent::Solution { .. }
                        | QueensEvent::Backtrack { .. }
                )
            })
            .collect()
    }

    /// The squares tried and found attacked, in order (the attacker may differ by algorithm).
    fn conflict_squares(events: &[QueensEvent]) -> Vec<(u8, u8)> {
        events
            .iter()
            .filter_map(|e| match *e {
                QueensEvent::Conflict { row, col, .. } => Some((row, col)),
                _ => None,
            })
            .collect()
    }

    #[rstest]
    fn recursive_and_arrays_follow_the_iterative_order(
        #[values(Algo::Recursive, Algo::Arrays)] algo: Algo,
        #[values(1, 4, 5, 6, 8)] n: usize,
    ) {
        let iterative = events(Algo::Iterative, n);
        let other = events(algo, n);
        assert_eq!(shared(&other), shared(&iterative), "{algo:?} N = {n}");
        assert_eq!(conflict_squares(&other), conflict_squares(&iterative));
    }

    #[test]
    fn recursive_conflicts_are_exactly_the_iterative_ones() {
        let conflicts = |events: Vec<QueensEvent>| -> Vec<QueensEvent> {
            events
                .into_iter()
                .filter(|e| matches!(e, QueensEvent::Conflict { .. }))
                .collect()
        };
        assert_eq!(
            conflicts(events(Algo::Recursive, 7)),
            conflicts(events(Algo::Iterative, 7))
        );
    }

    #[test]
    fn recursive_calls_and_returns_pair_up() {
        let mut depth: i64 = 0;
        for e in events(Algo::Recursive, 6) {
            match e {
                QueensEvent::Call { row } => {
                    assert_eq!(row as i64, depth);
                    depth += 1;
                }
                QueensEvent::Return { row } => {
                    depth -= 1;
                    assert_eq!(row as i64, depth);
                }
                _ => {}
            }
        }
        assert_eq!(depth, 0);
    }

    #[test]
    fn arrays_unplace_every_queen_they_place() {
        let e = events(Algo::Arrays, 6);
        let places = e
            .iter()
            .filter(|e| matches!(e, QueensEvent::Place { .. }))
            .count();
        let unplaces = e
            .iter()
            .filter(|e| matches!(e, QueensEvent::Unplace { .. }))
            .count();
        assert_eq!(places, unplaces);
    }

    #[test]
    fn cells_finds_seed_002s_order() {
        let first = events(Algo::Cells, 4)
            .into_iter()
            .find_map(|e| match e {
                QueensEvent::Solution { cols, .. } => Some(cols),
                _ => None,
            })
            .unwrap();
        // Seed 002's second program prints ..Q. / Q... / ...Q / .Q.. first.
        assert_eq!(first.as_slice(), &[2, 0, 3, 1]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        #[test]
        fn every_algorithm_rewinds_exactly(
            algo in prop::sample::select(Algo::ALL.to_vec()),
            n in 1usize..=12,
            at in 0u64..4_000,
            back in 0u64..2_500,
        ) {
            let mut t = Timeline::new(QueensSolver::new(algo, n), 16);
            let at = t.seek(at);
            let view = |t: &Timeline<QueensSolver>| {
                let s = t.solver();
                (s.queens(), s.counters(), s.current_row(), t.recent().copied().collect::<Vec<_>>())
            };
            let here = view(&t);
            let back = back.min(at);
            for _ in 0..back {
                prop_assert!(t.step_back());
            }
            for _ in 0..back {
                prop_assert!(t.step().is_some());
            }
            prop_assert_eq!(view(&t), here);
        }
    }

    #[rstest]
    #[case((0, 0), (0, 5), Some(Line::Row))]
    #[case((0, 3), (6, 3), Some(Line::Column))]
    #[case((1, 1), (4, 4), Some(Line::Diagonal))]
    #[case((1, 4), (4, 1), Some(Line::AntiDiagonal))]
    #[case((0, 0), (1, 2), None)]
    #[case((2, 2), (2, 2), None)]
    fn attack_lines(
        #[case] a: (usize, usize),
        #[case] b: (usize, usize),
        #[case] line: Option<Line>,
    ) {
        assert_eq!(attack_line(a.0, a.1, b.0, b.1), line);
        assert_eq!(attack_line(b.0, b.1, a.0, a.1), line);
    }

    /// Every event an algorithm emits lights a line that does what the event says.
    #[rstest]
    #[case(Algo::Iterative, &[("conflict", "place(k)"), ("solution", "print"), ("backtrack", "k = k - 1"), ("done", "while k > 0")])]
    #[case(Algo::Recursive, &[("call", "put(n):"), ("conflict", "array[i]"), ("place", "put(n + 1)"), ("solution", "print"), ("backtrack", "for i"), ("return", "return")])]
    #[case(Algo::Arrays, &[("conflict", "!"), ("place", "= true"), ("unplace", "= false"), ("solution", "print"), ("backtrack", "for y")])]
    #[case(Algo::Cells, &[("skip", "skip"), ("conflict", "!"), ("place", "= true"), ("unplace", "= false"), ("solution", "print")])]
    fn lit_lines_match_their_events(#[case] algo: Algo, #[case] expected: &[(&str, &str)]) {
        let code = algo.code();
        let mut seen = std::collections::BTreeMap::new();
        for e in events(algo, 4) {
            if let Some(i) = algo.code_line(e, 4) {
                let next = code.get(i + 1).copied().unwrap_or_default();
                seen.insert(e.name(), format!("{} {next}", code[i]));
            }
        }
        for (event, needle) in expected {
            let lit = seen
                .get(event)
                .unwrap_or_else(|| panic!("{algo:?}: no line for {event}"));
            assert!(
                lit.contains(needle),
                "{algo:?} {event}: {lit:?} lacks {needle:?}"
            );
        }
    }

    #[test]
    fn events_serialize_with_the_trace_field_names() {
        let e = QueensEvent::Conflict {
            row: 2,
            col: 1,
            by_row: 1,
            by_col: 2,
            line: Line::AntiDiagonal,
        };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"conflict","row":2,"col":1,"by_row":1,"by_col":2,"line":"anti-diagonal"}"#
        );
        let s = QueensEvent::Solution {
            index: 3,
            cols: Cols::from_slice(&[1, 3, 0, 2]),
        };
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"event":"solution","index":3,"cols":[1,3,0,2]}"#
        );
    }
}
