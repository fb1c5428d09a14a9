//! Seed 003's maze path-finder: a depth-first search that marks the path 2 and dead ends 3.
//!
//! The seed's recursive `findWay(map, x, y)`:
//!
//! ```text
//! findWay(r, c):
//!     if map[goal] == 2: return true
//!     if map[r][c] == 0:
//!         map[r][c] = 2
//!         for d in down, right, up, left:      (the order is --order)
//!             if findWay(neighbour in d): return true
//!         map[r][c] = 3
//!         return false
//!     return false                             (a wall 1, a path 2 or a dead end 3)
//! ```
//!
//! [`Maze`] runs it on an explicit stack of cells, so a 1000x1000 maze cannot overflow the
//! program's stack, and reports one event per step: `enter` (a cell marked 2), `blocked` (a
//! neighbour that is a wall, already on the path, or a dead end), `dead_end` (a cell marked 3),
//! `goal` and `done`. Cells outside the grid count as walls.

pub mod parse;
pub mod random;
pub mod source;
pub mod tree;

use serde::Serialize;

use crate::engine::{Landmark, Landmarks, Rewind, Solver};

/// An open cell (`0`).
pub const OPEN: u8 = 0;
/// A wall (`1`).
pub const WALL: u8 = 1;
/// A cell on the current path (`2`).
pub const PATH: u8 = 2;
/// A dead end (`3`).
pub const DEAD: u8 = 3;

/// The largest maze accepted, in cells.
pub const MAX_CELLS: usize = 1_000_000;

/// A direction the search tries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Row + 1.
    Down,
    /// Column + 1.
    Right,
    /// Row - 1.
    Up,
    /// Column - 1.
    Left,
}

impl Dir {
    /// The letter used by `--order`.
    pub fn letter(self) -> char {
        match self {
            Dir::Down => 'D',
            Dir::Right => 'R',
            Dir::Up => 'U',
            Dir::Left => 'L',
        }
    }

    fn delta(self) -> (isize, isize) {
        match self {
            Dir::Down => (1, 0),
            Dir::Right => (0, 1),
            Dir::Up => (-1, 0),
            Dir::Left => (0, -1),
        }
    }
}

/// The order in which the search tries the four directions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Order(pub [Dir; 4]);

impl Default for Order {
    /// Seed 003's order: down, right, up, left.
    fn default() -> Self {
        Order([Dir::Down, Dir::Right, Dir::Up, Dir::Left])
    }
}

impl Order {
    /// Parses a permutation of the letters `DRUL` (any case).
    pub fn parse(s: &str) -> Option<Order> {
        let dirs: Vec<Dir> = s
            .chars()
            .map(|c| match c.to_ascii_uppercase() {
                'D' => Some(Dir::Down),
                'R' => Some(Dir::Right),
                'U' => Some(Dir::Up),
                'L' => Some(Dir::Left),
                _ => None,
            })
            .collect::<Option<_>>()?;
        let all_four = dirs.len() == 4 && (1..4).all(|i| !dirs[..i].contains(&dirs[i]));
        all_four.then(|| Order([dirs[0], dirs[1], dirs[2], dirs[3]]))
    }

    /// The letters, e.g. `DRUL`.
    pub fn name(self) -> String {
        self.0.iter().map(|d| d.letter()).collect()
    }

    /// The next of the 24 orders, in alphabetical order of their letters (`DLRU` first,
    /// `URLD` last); wraps around.
    #[must_use]
    pub fn next(self) -> Order {
        self.stepped(true)
    }

    /// The order before this one (the inverse of [`Order::next`]); wraps around.
    #[must_use]
    pub fn previous(self) -> Order {
        self.stepped(false)
    }

    /// The standard next- (or previous-) permutation step on the letters' alphabetical ranks.
    fn stepped(self, forward: bool) -> Order {
        let rank = |d: Dir| match d {
            Dir::Down => 0,
            Dir::Left => 1,
            Dir::Right => 2,
            Dir::Up => 3,
        };
        // Backward is forward with the ranks reversed.
        let rank = |d: Dir| if forward { rank(d) } else { 3 - rank(d) };
        let mut dirs = self.0;
        let Some(i) = (0..3).rev().find(|&i| rank(dirs[i]) < rank(dirs[i + 1])) else {
            dirs.reverse();
            return Order(dirs);
        };
        let j = (i + 1..4)
            .rev()
            .find(|&j| rank(dirs[j]) > rank(dirs[i]))
            .unwrap_or(i + 1);
        dirs.swap(i, j);
        dirs[i + 1..].reverse();
        Order(dirs)
    }
}

/// A rectangular grid of seed 003's numbers: 0 open, 1 wall, 2 path, 3 dead end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// A grid from its cells, row by row; `None` if the sizes do not match or it is empty.
    pub fn new(rows: usize, cols: usize, cells: Vec<u8>) -> Option<Grid> {
        (rows > 0 && cols > 0 && cells.len() == rows * cols).then_some(Grid { rows, cols, cells })
    }

    /// Seed 003's 8x7 map: walls all around, and `map[3][1] = map[3][2] = 1`.
    pub fn seed() -> Grid {
        let (rows, cols) = (8, 7);
        let mut cells = vec![OPEN; rows * cols];
        for r in 0..rows {
            for c in 0..cols {
                if r == 0 || r == rows - 1 || c == 0 || c == cols - 1 {
                    cells[r * cols + c] = WALL;
                }
            }
        }
        cells[3 * cols + 1] = WALL;
        cells[3 * cols + 2] = WALL;
        Grid { rows, cols, cells }
    }

    /// Number of open cells (0).
    pub fn open_cells(&self) -> usize {
        self.cells.iter().map(|&c| usize::from(c == OPEN)).sum()
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The value of (row, col).
    pub fn get(&self, row: usize, col: usize) -> u8 {
        self.cells[row * self.cols + col]
    }

    /// Sets (row, col).
    pub fn set(&mut self, row: usize, col: usize, value: u8) {
        self.cells[row * self.cols + col] = value;
    }

    /// Whether (row, col) is inside the grid.
    pub fn contains(&self, row: usize, col: usize) -> bool {
        row < self.rows && col < self.cols
    }

    /// The rows, each a slice of values.
    pub fn lines(&self) -> impl Iterator<Item = &[u8]> + '_ {
        self.cells.chunks(self.cols)
    }

    /// The cell one step from `cell` in `dir`, if it is inside the grid.
    fn neighbour(&self, cell: usize, dir: Dir) -> Option<usize> {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let (dr, dc) = dir.delta();
        let (r, c) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        self.contains(r, c).then_some(r * self.cols + c)
    }
}

/// Why a neighbour cannot be entered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Blocked {
    /// A wall, or outside the grid.
    Wall,
    /// Already on the current path (2).
    Visited,
    /// Already found to be a dead end (3).
    DeadEnd,
}

/// One step of the maze search. Rows and columns are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum MazeEvent {
    /// The cell was open: it is marked 2 and becomes the current cell.
    Enter {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The neighbour (`row`, `col`) cannot be entered.
    Blocked {
        /// Row of the neighbour (may be -1 or past the edge: outside the grid).
        row: isize,
        /// Column of the neighbour.
        col: isize,
        /// Why.
        reason: Blocked,
    },
    /// Every direction failed: the cell is marked 3 and the search returns.
    DeadEnd {
        /// Row.
        row: usize,
        /// Column.
        col: usize,
    },
    /// The goal is marked 2: the path is found.
    Goal {
        /// Row of the goal.
        row: usize,
        /// Column of the goal.
        col: usize,
    },
    /// The search is over.
    Done {
        /// Whether the goal was reached.
        reached: bool,
        /// Events emitted in all, this one included.
        steps: u64,
    },
}

/// Running totals of a maze search.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MazeCounters {
    /// Events emitted so far.
    pub steps: u64,
    /// Cells entered (marked 2).
    pub entered: u64,
    /// Neighbours found blocked.
    pub blocked: u64,
    /// Cells marked 3.
    pub dead_ends: u64,
}

/// Where the search is between two events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The first call, `findWay(start)`, has not been made.
    Start,
    /// Trying the directions of the cell on top of the stack.
    Search,
    /// The goal was just entered: the next step reports it.
    GoalPending,
    /// The search is over (reached or not): the next step is `done`.
    Finished { reached: bool },
    /// `done` has been emitted.
    Done,
}

/// Seed 003's search on an explicit stack, one event per step.
///
/// The history of marks is kept in two append-only logs (cells in the order they were marked 2,
/// and 3), so a checkpoint is a handful of numbers however large the maze is.
#[derive(Debug, Clone)]
pub struct Maze {
    /// The map before the search.
    initial: Grid,
    /// The map now.
    grid: Grid,
    start: usize,
    goal: usize,
    order: Order,
    /// The current path: each cell with how many directions it has tried.
    stack: Vec<(u32, u8)>,
    /// Every cell ever marked 2, in order; the first `entered_len` belong to the current state.
    entered_log: Vec<u32>,
    entered_len: usize,
    /// For each entry of `entered_log`: the entry it was entered from (`u32::MAX` for the
    /// start) and which direction of that cell's order led to it. Append-only, like the log.
    tree_log: Vec<(u32, u8)>,
    /// For each cell, its entry in `entered_log` (`u32::MAX` if never entered).
    entry_of: Vec<u32>,
    /// Every cell ever marked 3, in order; the first `dead_len` belong to the current state.
    dead_log: Vec<u32>,
    dead_len: usize,
    phase: Phase,
    counters: MazeCounters,
    /// The open cells of the map before the search (the scrubber's share: cells entered of
    /// these).
    open: usize,
}

/// A saved state of a [`Maze`] search: positions in its logs and a few numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeCheckpoint {
    entered_len: usize,
    dead_len: usize,
    top_tried: u8,
    phase: Phase,
    counters: MazeCounters,
}

impl Maze {
    /// A search from `start` to `goal` (row, col) trying directions in `order`.
    /// Start and goal must be open cells inside the grid.
    pub fn new(grid: Grid, start: (usize, usize), goal: (usize, usize), order: Order) -> Maze {
        assert!(grid.contains(start.0, start.1) && grid.contains(goal.0, goal.1));
        let cols = grid.cols;
        let rows_cols_len = grid.cells.len();
        Maze {
            open: grid.open_cells(),
            initial: grid.clone(),
            grid,
            start: start.0 * cols + start.1,
            goal: goal.0 * cols + goal.1,
            order,
            stack: Vec::new(),
            entered_log: Vec::new(),
            entered_len: 0,
            tree_log: Vec::new(),
            entry_of: vec![u32::MAX; rows_cols_len],
            dead_log: Vec::new(),
            dead_len: 0,
            phase: Phase::Start,
            counters: MazeCounters::default(),
        }
    }

    /// The map now (0 open, 1 wall, 2 path, 3 dead end).
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The map before the search.
    pub fn initial(&self) -> &Grid {
        &self.initial
    }

    fn rc(&self, cell: usize) -> (usize, usize) {
        (cell / self.grid.cols, cell % self.grid.cols)
    }

    /// The start cell.
    pub fn start(&self) -> (usize, usize) {
        self.rc(self.start)
    }

    /// The goal cell.
    pub fn goal(&self) -> (usize, usize) {
        self.rc(self.goal)
    }

    /// The direction order.
    pub fn order(&self) -> Order {
        self.order
    }

    /// The cells on the current path, from the start; each with the directions it has tried.
    pub fn path(
        &self,
    ) -> impl ExactSizeIterator<Item = ((usize, usize), usize)> + DoubleEndedIterator + '_ {
        self.stack
            .iter()
            .map(|&(cell, tried)| (self.rc(cell as usize), tried as usize))
    }

    /// Where the search stands in its tree: the length of its path (the depth of the cell it
    /// stands on, the start at 1), and how many directions that cell has tried.
    pub fn tree_position(&self) -> (usize, usize) {
        let tried = self.stack.last().map_or(0, |&(_, t)| usize::from(t));
        (self.stack.len(), tried)
    }

    /// How many directions the cell below the top of the path has tried, if there is one.
    pub fn parent_tried(&self) -> Option<usize> {
        let below = self.stack.len().checked_sub(2)?;
        Some(usize::from(self.stack[below].1))
    }

    /// The cell the search stands on, if any.
    pub fn current(&self) -> Option<(usize, usize)> {
        self.stack.last().map(|&(cell, _)| self.rc(cell as usize))
    }

    /// The running totals.
    pub fn counters(&self) -> MazeCounters {
        self.counters
    }

    /// Whether the goal has been reached.
    pub fn reached(&self) -> bool {
        self.grid.cells[self.goal] == PATH
    }

    #[inline]
    fn emit(&mut self, event: MazeEvent) -> MazeEvent {
        self.counters.steps += 1;
        event
    }

    fn mark(&mut self, cell: usize, value: u8) {
        self.grid.cells[cell] = value;
        let (log, len) = if value == PATH {
            (&mut self.entered_log, &mut self.entered_len)
        } else {
            (&mut self.dead_log, &mut self.dead_len)
        };
        // Replaying after a restore meets the same cells again: the log already holds them.
        if *len < log.len() {
            debug_assert_eq!(log[*len], cell as u32);
        } else {
            log.push(cell as u32);
        }
        *len += 1;
    }

    fn enter(&mut self, cell: usize) -> MazeEvent {
        // The parent's entry and the direction it just tried (its count is already one up).
        let from = self.stack.last().map_or((u32::MAX, 0), |&(parent, tried)| {
            (self.entry_of[parent as usize], tried.saturating_sub(1))
        });
        let entry = self.entered_len;
        if entry == self.tree_log.len() {
            self.tree_log.push(from);
            self.entry_of[cell] = entry as u32;
        }
        self.mark(cell, PATH);
        self.stack.push((cell as u32, 0));
        self.counters.entered += 1;
        if cell == self.goal {
            self.phase = Phase::GoalPending;
        }
        let (row, col) = self.rc(cell);
        self.emit(MazeEvent::Enter { row, col })
    }
}

impl Solver for Maze {
    type Event = MazeEvent;

    fn step(&mut self) -> Option<MazeEvent> {
        match self.phase {
            Phase::Done => None,
            Phase::Finished { reached } => {
                self.phase = Phase::Done;
                let steps = self.counters.steps + 1;
                Some(self.emit(MazeEvent::Done { reached, steps }))
            }
            Phase::GoalPending => {
                self.phase = Phase::Finished { reached: true };
                let (row, col) = self.rc(self.goal);
                Some(self.emit(MazeEvent::Goal { row, col }))
            }
            Phase::Start => {
                self.phase = Phase::Search;
                Some(self.enter(self.start))
            }
            Phase::Search => {
                let Some(&(cell, tried)) = self.stack.last() else {
                    self.phase = Phase::Finished { reached: false };
                    return self.step();
                };
                let cell = cell as usize;
                if tried as usize == 4 {
                    self.stack.pop();
                    self.mark(cell, DEAD);
                    self.counters.dead_ends += 1;
                    if self.stack.is_empty() {
                        self.phase = Phase::Finished { reached: false };
                    }
                    let (row, col) = self.rc(cell);
                    return Some(self.emit(MazeEvent::DeadEnd { row, col }));
                }
                if let Some(top) = self.stack.last_mut() {
                    top.1 += 1;
                }
                let dir = self.order.0[tried as usize];
                let next = self.grid.neighbour(cell, dir);
                let value = next.map_or(WALL, |n| self.grid.cells[n]);
                if value == OPEN {
                    return Some(self.enter(next.unwrap_or(cell)));
                }
                self.counters.blocked += 1;
                let (r, c) = self.rc(cell);
                let (dr, dc) = dir.delta();
                let reason = match value {
                    PATH => Blocked::Visited,
                    DEAD => Blocked::DeadEnd,
                    _ => Blocked::Wall,
                };
                Some(self.emit(MazeEvent::Blocked {
                    row: r as isize + dr,
                    col: c as isize + dc,
                    reason,
                }))
            }
        }
    }

    fn steps(&self) -> u64 {
        self.counters.steps
    }

    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }
}

impl Landmarks for Maze {
    type Reader = MazeReader;

    fn reader(&self) -> MazeReader {
        MazeReader
    }

    /// The open cells entered so far, of all the map's open cells.
    fn share(&self) -> f64 {
        self.counters.entered as f64 / self.open.max(1) as f64
    }
}

/// Reads the maze's events as landmarks: the goal, a dead end, a cell entered, each at its row.
#[derive(Debug, Clone, Copy)]
pub struct MazeReader;

impl crate::engine::Reader<MazeEvent> for MazeReader {
    fn landmark(self, event: &MazeEvent) -> Option<Landmark> {
        match *event {
            MazeEvent::Goal { .. } => Some(Landmark::Solution { index: 1 }),
            MazeEvent::DeadEnd { row, .. } => Some(Landmark::Backtrack { level: row }),
            MazeEvent::Enter { row, .. } => Some(Landmark::Place { level: row }),
            MazeEvent::Blocked { .. } | MazeEvent::Done { .. } => None,
        }
    }
}

impl Rewind for Maze {
    type Checkpoint = MazeCheckpoint;

    fn checkpoint(&self) -> MazeCheckpoint {
        MazeCheckpoint {
            entered_len: self.entered_len,
            dead_len: self.dead_len,
            top_tried: self.stack.last().map_or(0, |&(_, t)| t),
            phase: self.phase,
            counters: self.counters,
        }
    }

    fn restore(&mut self, cp: &MazeCheckpoint) {
        self.grid.cells.copy_from_slice(&self.initial.cells);
        for &cell in &self.entered_log[..cp.entered_len] {
            self.grid.cells[cell as usize] = PATH;
        }
        for &cell in &self.dead_log[..cp.dead_len] {
            self.grid.cells[cell as usize] = DEAD;
        }
        // The path is every cell still marked 2, in the order it was entered; each cell below
        // the top has tried directions up to (and including) the one that leads to the next.
        self.stack.clear();
        for &cell in &self.entered_log[..cp.entered_len] {
            if self.grid.cells[cell as usize] == PATH {
                self.stack.push((cell, 0));
            }
        }
        for i in 0..self.stack.len().saturating_sub(1) {
            let (cell, next) = (self.stack[i].0 as usize, self.stack[i + 1].0 as usize);
            let tried = self
                .order
                .0
                .iter()
                .position(|&d| self.grid.neighbour(cell, d) == Some(next));
            self.stack[i].1 = tried.map_or(4, |t| t as u8 + 1);
        }
        if let Some(top) = self.stack.last_mut() {
            top.1 = cp.top_tried;
        }
        self.entered_len = cp.entered_len;
        self.dead_len = cp.dead_len;
        self.phase = cp.phase;
        self.counters = cp.counters;
    }

    fn checkpoint_bytes(_: &MazeCheckpoint) -> usize {
        std::mem::size_of::<MazeCheckpoint>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::timeline::Timeline;
    use proptest::prelude::*;

    fn solve(maze: &mut Maze) -> Vec<MazeEvent> {
        std::iter::from_fn(|| maze.step()).collect()
    }

    fn seed_maze() -> Maze {
        Maze::new(Grid::seed(), (1, 1), (6, 5), Order::default())
    }

    #[test]
    fn the_seed_map_comes_out_as_seed_003_prints_it() {
        let mut maze = seed_maze();
        let events = solve(&mut maze);
        let printed: Vec<String> = maze
            .grid()
            .lines()
            .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
            .collect();
        assert_eq!(
            printed,
            [
                "1 1 1 1 1 1 1",
                "1 2 0 0 0 0 1",
                "1 2 2 2 0 0 1",
                "1 1 1 2 0 0 1",
                "1 0 0 2 0 0 1",
                "1 0 0 2 0 0 1",
                "1 0 0 2 2 2 1",
                "1 1 1 1 1 1 1",
            ]
        );
        assert_eq!(events.first(), Some(&MazeEvent::Enter { row: 1, col: 1 }));
        assert_eq!(events[1], MazeEvent::Enter { row: 2, col: 1 });
        assert_eq!(
            events[2],
            MazeEvent::Blocked {
                row: 3,
                col: 1,
                reason: Blocked::Wall
            }
        );
        assert_eq!(events[events.len() - 2], MazeEvent::Goal { row: 6, col: 5 });
        assert!(matches!(
            events.last(),
            Some(MazeEvent::Done { reached: true, .. })
        ));
        assert!(maze.reached());
    }

    #[test]
    fn orders_parse_only_as_permutations_of_drul() {
        assert_eq!(Order::parse("DRUL"), Some(Order::default()));
        assert_eq!(
            Order::parse("ludr").map(Order::name),
            Some("LUDR".to_string())
        );
        for bad in ["DRU", "DRUU", "DRULX", "ABCD", ""] {
            assert_eq!(Order::parse(bad), None, "{bad}");
        }
        let mut o = Order::default();
        let mut seen = Vec::new();
        for _ in 0..24 {
            seen.push(o.name());
            assert_eq!(o.next().previous(), o, "O undoes o from {}", o.name());
            assert_eq!(o.previous().next(), o, "o undoes O from {}", o.name());
            o = o.next();
        }
        assert_eq!(o, Order::default());
        // Alphabetical from DRUL on: DRUL, DULR, DURL, LDRU, ... URLD, then DLRU wraps round.
        assert_eq!(&seen[..4], ["DRUL", "DULR", "DURL", "LDRU"]);
        let mut sorted = seen.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 24);
        let start = sorted.iter().position(|s| s == "DRUL").unwrap();
        sorted.rotate_left(start);
        assert_eq!(
            seen, sorted,
            "each o moves to the alphabetically next order"
        );
    }

    #[test]
    fn an_unreachable_goal_leaves_every_explored_cell_a_dead_end() {
        let mut grid = Grid::seed();
        for c in 1..6 {
            grid.set(4, c, WALL);
        }
        let mut maze = Maze::new(grid, (1, 1), (6, 5), Order::default());
        let events = solve(&mut maze);
        assert!(matches!(
            events.last(),
            Some(MazeEvent::Done { reached: false, .. })
        ));
        for r in 1..4 {
            for c in 1..6 {
                if maze.initial().get(r, c) == OPEN {
                    assert_eq!(maze.grid().get(r, c), DEAD, "({r},{c})");
                }
            }
        }
        assert_eq!(maze.grid().get(5, 3), OPEN);
    }

    #[test]
    fn a_thousand_by_thousand_corridor_does_not_overflow_the_stack() {
        // A serpentine path through a 1000x1000 grid: about half a million cells deep.
        let (rows, cols) = (1000, 1000);
        let mut grid = Grid::new(rows, cols, vec![OPEN; rows * cols]).unwrap();
        for r in (1..rows).step_by(2) {
            for c in 0..cols {
                let gap = if r % 4 == 1 { cols - 1 } else { 0 };
                if c != gap {
                    grid.set(r, c, WALL);
                }
            }
        }
        let mut maze = Maze::new(grid, (0, 0), (rows - 2 + rows % 2, 0), Order::default());
        let mut steps = 0u64;
        while maze.step().is_some() {
            steps += 1;
        }
        assert!(maze.reached());
        assert!(maze.path().len() > 400_000, "{}", maze.path().len());
        assert!(steps > 1_000_000);
    }

    /// A direct transcription of seed 003's recursive findWay, for comparison.
    fn reference(grid: &mut Grid, r: isize, c: isize, goal: (usize, usize), order: Order) -> bool {
        if grid.get(goal.0, goal.1) == PATH {
            return true;
        }
        if r < 0 || c < 0 || !grid.contains(r as usize, c as usize) {
            return false;
        }
        let (ru, cu) = (r as usize, c as usize);
        if grid.get(ru, cu) != OPEN {
            return false;
        }
        grid.set(ru, cu, PATH);
        for d in order.0 {
            let (dr, dc) = d.delta();
            if reference(grid, r + dr, c + dc, goal, order) {
                return true;
            }
        }
        grid.set(ru, cu, DEAD);
        false
    }

    fn random_grid(rows: usize, cols: usize, bits: &[bool]) -> Grid {
        let cells = (0..rows * cols)
            .map(|i| u8::from(bits[i % bits.len()]))
            .collect();
        Grid::new(rows, cols, cells).unwrap()
    }

    proptest! {
        #[test]
        fn marks_equal_the_recursive_reference(
            rows in 2usize..14,
            cols in 2usize..14,
            bits in prop::collection::vec(prop::bool::weighted(0.3), 1..200),
            sr in 0usize..14, sc in 0usize..14, gr in 0usize..14, gc in 0usize..14,
            order in prop::sample::select(vec!["DRUL", "RDLU", "ULDR", "LURD", "DLUR"]),
        ) {
            let mut grid = random_grid(rows, cols, &bits);
            let (start, goal) = ((sr % rows, sc % cols), (gr % rows, gc % cols));
            grid.set(start.0, start.1, OPEN);
            grid.set(goal.0, goal.1, OPEN);
            let order = Order::parse(order).unwrap();
            let mut expected = grid.clone();
            let reached = reference(&mut expected, start.0 as isize, start.1 as isize, goal, order);
            let mut maze = Maze::new(grid, start, goal, order);
            let events = solve(&mut maze);
            prop_assert_eq!(maze.grid(), &expected);
            let done = matches!(events.last(), Some(MazeEvent::Done { reached: r, .. }) if *r == reached);
            prop_assert!(done, "the search must end with done, reached = {}", reached);
        }

        #[test]
        fn rewinding_gives_back_the_same_marks_path_and_log(
            bits in prop::collection::vec(prop::bool::weighted(0.3), 1..120),
            at in 0u64..400,
            back in 0u64..400,
        ) {
            let mut grid = random_grid(12, 15, &bits);
            grid.set(0, 0, OPEN);
            grid.set(11, 14, OPEN);
            let mut t = Timeline::new(Maze::new(grid, (0, 0), (11, 14), Order::default()), 8);
            let at = t.seek(at);
            let view = |t: &Timeline<Maze>| {
                let m = t.solver();
                (m.grid().clone(), m.path().collect::<Vec<_>>(), m.counters(), t.recent().copied().collect::<Vec<_>>())
            };
            let here = view(&t);
            let back = back.min(at);
            t.seek(at - back);
            t.seek(at);
            prop_assert_eq!(view(&t), here);
        }
    }
}
