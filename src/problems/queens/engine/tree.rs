//! The state-space tree (解空间树) of the N-Queens searches, as the events draw it.
//!
//! The row-by-row searches (iterative, recursive, arrays) grow the same tree: the root is the
//! empty board, a node in row r is a queen placed there, and its children are the columns of
//! row r + 1 in the order tried; an attacked column is a pruned child (剪枝). The cell-by-cell
//! search grows a binary tree: at each cell, in reading order, "skip" and then "place".
//!
//! A [`Cursor`] follows the events: the last node visited, its ancestors, how many nodes have
//! been visited, and a per-row profile of nodes visited and pruned. It is small and part of the
//! solver's saved state ([`Traced`]), so it rewinds with the timeline. Everything the tree panel
//! and the scrubber show is computed from it: the path of the last node with the status of
//! every sibling at each level ([`Cursor::levels`]), the whole explored tree for small boards
//! ([`Cursor::outline`]), and the share of the search space passed ([`Cursor::share`]).

use std::ops::Deref;

use super::{Algo, Line, MAX_N, QueensEvent, QueensSolver};
use crate::engine::{Landmark, Landmarks, Rewind, Solver, Watch};

/// The shape of an algorithm's tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeShape {
    /// One level per row, the N columns as children (iterative, recursive, arrays).
    Rows,
    /// One level per cell, "skip" and "place" as children (cells).
    Cells,
}

/// How the last node was visited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VisitKind {
    /// A queen placed: an explored node.
    Placed,
    /// A cell left empty (cells): an explored node.
    Skipped,
    /// A candidate attacked: a pruned node (the event names the attacker and the line).
    Pruned,
}

/// The last node visited: its square and how.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Visit {
    /// Row.
    pub row: u8,
    /// Column.
    pub col: u8,
    /// Placed, skipped or pruned.
    pub kind: VisitKind,
}

pub use crate::engine::Slot;

/// One level of the path to the last node: the children tried at that level, which one the
/// path takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// The row of this level (cells: the row of its cell).
    pub row: usize,
    /// The column the path takes (cells: the column of this level's cell).
    pub col: usize,
    /// The children of the level's parent: N columns (rows), or skip and place (cells).
    pub slots: Vec<Slot>,
    /// The index of the slot the path takes.
    pub chosen: usize,
}

/// One explored node of the whole tree up to the last node, in the order visited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutlineNode {
    /// Its number in visiting order (the root is 0; pruned nodes are counted too).
    pub number: u64,
    /// Depth: 0 for the root, r + 1 for a queen in row r.
    pub depth: usize,
    /// Its column (`None` for the root).
    pub col: Option<usize>,
    /// Its children, by column.
    pub slots: Vec<Slot>,
    /// On the path to the last node (the root always is).
    pub on_path: bool,
    /// The last node visited, or (when that was pruned) its parent.
    pub current: bool,
}

/// The tree position and profile of a search, updated event by event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    n: u8,
    shape: TreeShape,
    /// `col + 1` of the queen standing in each row when the last node was visited (0: none);
    /// for the rows shape the last node's ancestors and, if placed, the node itself.
    queens: [u8; MAX_N],
    last: Option<Visit>,
    /// The last node completed a solution.
    solution: bool,
    /// Cells shape: the lowest row that may hold a queen (rows below it need no clearing).
    deepest: u8,
    /// Per row: nodes visited.
    visits: [u64; MAX_N],
    /// Per row: nodes visited and kept (placed or skipped); the rest were pruned. Counted this
    /// way, a conflict (most events) adds to one counter only.
    kept: [u64; MAX_N],
}

impl Cursor {
    /// At the root of an `n`×`n` board's tree of `shape`.
    pub fn new(shape: TreeShape, n: usize) -> Cursor {
        Cursor {
            n: n as u8,
            shape,
            queens: [0; MAX_N],
            last: None,
            solution: false,
            deepest: 0,
            visits: [0; MAX_N],
            kept: [0; MAX_N],
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        usize::from(self.n)
    }

    /// The tree's shape.
    pub fn shape(&self) -> TreeShape {
        self.shape
    }

    /// The last node visited, if any.
    pub fn last(&self) -> Option<Visit> {
        self.last
    }

    /// Whether the last node completed a solution.
    pub fn solution(&self) -> bool {
        self.solution
    }

    /// Nodes visited so far, the root aside (placed, skipped and pruned).
    pub fn visited(&self) -> u64 {
        self.visits.iter().sum()
    }

    /// Per row, from the first: nodes visited and, of them, pruned.
    pub fn profile(&self) -> Vec<[u64; 2]> {
        let n = self.n();
        self.visits[..n]
            .iter()
            .zip(&self.kept[..n])
            .map(|(&v, &k)| [v, v - k])
            .collect()
    }

    fn cell(&self, row: u8, col: u8) -> usize {
        usize::from(row) * self.n() + usize::from(col)
    }

    /// Forgets the queens that are not ancestors of a node visited at (row, col).
    fn keep_ancestors(&mut self, row: u8, col: u8) {
        let n = self.n();
        match self.shape {
            // Rows below the node's are not ancestors: `ancestor` reads only rows above it, so
            // nothing needs clearing (the hot path of a fast run).
            TreeShape::Rows => {}
            TreeShape::Cells => {
                // Queens on cells from (row, col) on: the rows below, and this row's from col.
                if self.deepest > row {
                    self.queens[usize::from(row) + 1..n].fill(0);
                    self.deepest = row;
                }
                if self.queens[usize::from(row)] > col {
                    self.queens[usize::from(row)] = 0;
                }
            }
        }
    }

    #[inline(always)]
    fn visit(&mut self, row: u8, col: u8, kind: VisitKind) {
        self.keep_ancestors(row, col);
        match kind {
            VisitKind::Placed => {
                self.queens[usize::from(row)] = col + 1;
                self.deepest = self.deepest.max(row);
                self.kept[usize::from(row)] += 1;
            }
            VisitKind::Skipped => self.kept[usize::from(row)] += 1,
            VisitKind::Pruned => {}
        }
        self.last = Some(Visit { row, col, kind });
        self.solution = false;
        self.visits[usize::from(row)] += 1;
    }

    /// Stands on the last queen of a start placed by hand (rows 1..k), its ancestors the
    /// start's other queens; the hand-placed nodes are not counted as visited by the search.
    pub fn start_at(&mut self, start: &[u8]) {
        for (row, &col) in start.iter().enumerate() {
            self.visit(row as u8, col, VisitKind::Placed);
        }
        self.visits = [0; MAX_N];
        self.kept = [0; MAX_N];
    }

    /// Follows one event: what [`TreeShape::op`] makes of it, read straight off the event
    /// (this runs once per step of a fast run).
    #[inline(always)]
    pub fn apply(&mut self, event: &QueensEvent) {
        match *event {
            QueensEvent::Conflict { row, col, .. } => self.visit(row, col, VisitKind::Pruned),
            QueensEvent::Place { row, col } => self.visit(row, col, VisitKind::Placed),
            QueensEvent::Skip { row, col } => self.visit(row, col, VisitKind::Skipped),
            QueensEvent::Solution { .. } => self.solution = true,
            _ => {}
        }
    }

    /// The queen of the last node's ancestors in `row`, if any (the node itself aside).
    fn ancestor(&self, row: usize) -> Option<usize> {
        let last = self.last?;
        let q = self.queens[row];
        if self.shape == TreeShape::Rows && row >= usize::from(last.row) {
            return None;
        }
        (q > 0).then(|| usize::from(q - 1))
    }

    /// Whether (row, col) is attacked by the ancestors in rows above `row` (rows shape).
    fn attacked(&self, row: usize, col: usize) -> bool {
        (0..row).any(|r| {
            self.ancestor(r)
                .is_some_and(|c| c == col || c.abs_diff(col) == row - r)
        })
    }

    /// The path to the last node, one [`Level`] per level of the tree, root first.
    pub fn levels(&self) -> Vec<Level> {
        let Some(last) = self.last else {
            return Vec::new();
        };
        match self.shape {
            TreeShape::Rows => self.row_levels(last),
            TreeShape::Cells => self.cell_levels(last),
        }
    }

    fn row_levels(&self, last: Visit) -> Vec<Level> {
        let n = self.n();
        let last_row = usize::from(last.row);
        (0..=last_row)
            .map(|row| {
                let chosen = if row == last_row {
                    usize::from(last.col)
                } else {
                    self.ancestor(row).unwrap_or(0)
                };
                let slots = (0..n)
                    .map(|col| match col.cmp(&chosen) {
                        std::cmp::Ordering::Less if self.attacked(row, col) => Slot::Pruned,
                        std::cmp::Ordering::Less => Slot::Explored,
                        std::cmp::Ordering::Greater => Slot::Untried,
                        std::cmp::Ordering::Equal if row < last_row => Slot::Path,
                        std::cmp::Ordering::Equal => self.current_slot(last),
                    })
                    .collect();
                Level {
                    row,
                    col: chosen,
                    slots,
                    chosen,
                }
            })
            .collect()
    }

    fn current_slot(&self, last: Visit) -> Slot {
        match last.kind {
            VisitKind::Pruned => Slot::CurrentPruned,
            _ if self.solution => Slot::Solution,
            _ => Slot::Current,
        }
    }

    fn cell_levels(&self, last: Visit) -> Vec<Level> {
        let n = self.n();
        let here = self.cell(last.row, last.col);
        (0..=here)
            .map(|cell| {
                let (row, col) = (cell / n, cell % n);
                let (chosen, slots) = if cell == here {
                    match last.kind {
                        VisitKind::Skipped => (0, vec![self.current_slot(last), Slot::Untried]),
                        _ => (1, vec![Slot::Explored, self.current_slot(last)]),
                    }
                } else if self.queens[row] == col as u8 + 1 {
                    (1, vec![Slot::Explored, Slot::Path])
                } else {
                    (0, vec![Slot::Path, Slot::Untried])
                };
                Level {
                    row,
                    col,
                    slots,
                    chosen,
                }
            })
            .collect()
    }

    /// The share of the search space passed: for the rows shape, of the N^N ways to put one
    /// queen in each row, those whose columns come before the last node's path (and, once a
    /// node is pruned or a solution, those in its subtree); for the cells shape, the same over
    /// the 2^(N·N) ways to skip or place at each cell.
    pub fn share(&self) -> f64 {
        let Some(last) = self.last else {
            return 0.0;
        };
        let done = matches!(last.kind, VisitKind::Pruned) || self.solution;
        match self.shape {
            TreeShape::Rows => {
                // Sampled every few steps of a fast run: one multiplication per level.
                let per = 1.0 / self.n() as f64;
                let mut share = 0.0;
                let mut size = 1.0;
                for level in 0..usize::from(last.row) {
                    size *= per;
                    let col = usize::from(self.queens[level].saturating_sub(1));
                    share += col as f64 * size;
                }
                size *= per;
                share += f64::from(last.col) * size;
                if done {
                    share += size;
                }
                share
            }
            TreeShape::Cells => {
                // The choices of `cell_levels`, without building the levels: skip is 0, place
                // 1, and the last node's own choice is 0 only when it skipped.
                // Each cell on the path halves the size; a queen (placed: 1) before the last
                // node adds the half after its own skip branch. One queen at most per row.
                let n = self.n();
                let here = self.cell(last.row, last.col);
                // 2^-(cell + 1), built from its exponent (this runs every few steps).
                let half = |cell: usize| {
                    let e = 1022i64 - cell as i64;
                    if e > 0 {
                        f64::from_bits((e as u64) << 52)
                    } else {
                        0.0
                    }
                };
                let mut share = 0.0;
                for row in 0..=usize::from(last.row) {
                    let q = self.queens[row];
                    if q > 0 && row * n + usize::from(q - 1) < here {
                        share += half(row * n + usize::from(q - 1));
                    }
                }
                if last.kind != VisitKind::Skipped {
                    share += half(here);
                }
                let size = half(here);
                if done {
                    share += size;
                }
                share
            }
        }
    }

    /// The whole explored tree up to the last node, in visiting order (rows shape only: the
    /// cells tree is drawn by its path). Each explored node with the status of its children.
    /// Meant for small boards: the work grows with the number of nodes visited.
    pub fn outline(&self) -> Vec<OutlineNode> {
        let n = self.n();
        let mut out = vec![OutlineNode {
            number: 0,
            depth: 0,
            col: None,
            slots: vec![Slot::Untried; n],
            on_path: true,
            current: self.last.is_none(),
        }];
        let Some(last) = self.last else {
            return out;
        };
        if self.shape != TreeShape::Rows {
            return out;
        }
        let levels = self.row_levels(last);
        // The last node's path: the column at each level.
        let path: Vec<usize> = levels.iter().map(|l| l.chosen).collect();
        let mut number = 0;
        let mut prefix: Vec<usize> = Vec::new();
        self.walk(&mut prefix, 0, &path, &levels, &mut number, &mut out);
        out
    }

    /// Visits the children of the node at `prefix` (listed at `out[at]`) in order, up to the
    /// last node; returns false once the last node is reached.
    fn walk(
        &self,
        prefix: &mut Vec<usize>,
        at: usize,
        path: &[usize],
        levels: &[Level],
        number: &mut u64,
        out: &mut Vec<OutlineNode>,
    ) -> bool {
        let n = self.n();
        let row = prefix.len();
        if row == n {
            return true;
        }
        let on_path = prefix[..] == path[..row.min(path.len())] && row < path.len();
        for col in 0..n {
            *number += 1;
            let last_here = on_path && row == path.len() - 1 && col == path[row];
            let attacked = prefix
                .iter()
                .enumerate()
                .any(|(r, &c)| c == col || c.abs_diff(col) == row - r);
            if on_path {
                out[at].slots[col] = levels[row].slots[col];
            } else {
                out[at].slots[col] = if attacked {
                    Slot::Pruned
                } else if row + 1 == n {
                    Slot::Solution
                } else {
                    Slot::Explored
                };
            }
            if attacked {
                if last_here {
                    out[at].current = true;
                    return false;
                }
                continue;
            }
            let child_on_path = on_path && col == path[row];
            out.push(OutlineNode {
                number: *number,
                depth: row + 1,
                col: Some(col),
                slots: vec![Slot::Untried; n],
                on_path: child_on_path,
                current: last_here,
            });
            if last_here {
                return false;
            }
            let child = out.len() - 1;
            prefix.push(col);
            let more = self.walk(prefix, child, path, levels, number, out);
            prefix.pop();
            if !more {
                return false;
            }
            if on_path && col == path[row] {
                return false;
            }
        }
        true
    }
}

/// A child of the tree as the events reveal it, in visiting order: what a streaming writer of
/// the tree needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeOp {
    /// An explored node at `depth` (1 for the first row or cell): a queen placed, or (cells)
    /// a cell skipped.
    Node {
        /// Depth: row + 1 (rows), cell index + 1 (cells).
        depth: usize,
        /// Row.
        row: u8,
        /// Column.
        col: u8,
        /// Cells: skipped (false) or placed (true); rows: always placed.
        place: bool,
    },
    /// A pruned node at `depth`: a queen attacked by the one at `by` along `line`.
    Pruned {
        /// Depth, as for nodes.
        depth: usize,
        /// Row.
        row: u8,
        /// Column.
        col: u8,
        /// The line of attack.
        line: Line,
        /// The attacking queen.
        by: (u8, u8),
    },
    /// The last node completed a solution.
    Solution {
        /// Its number.
        index: u64,
    },
}

impl TreeShape {
    /// What an event adds to a tree of this shape on an `n`×`n` board, if anything.
    #[inline(always)]
    pub fn op(self, n: usize, event: &QueensEvent) -> Option<TreeOp> {
        let depth = |row: u8, col: u8| match self {
            TreeShape::Rows => usize::from(row) + 1,
            TreeShape::Cells => usize::from(row) * n + usize::from(col) + 1,
        };
        match *event {
            QueensEvent::Place { row, col } => Some(TreeOp::Node {
                depth: depth(row, col),
                row,
                col,
                place: true,
            }),
            QueensEvent::Skip { row, col } => Some(TreeOp::Node {
                depth: depth(row, col),
                row,
                col,
                place: false,
            }),
            QueensEvent::Conflict {
                row,
                col,
                by_row,
                by_col,
                line,
            } => Some(TreeOp::Pruned {
                depth: depth(row, col),
                row,
                col,
                line,
                by: (by_row, by_col),
            }),
            QueensEvent::Solution { index, .. } => Some(TreeOp::Solution { index }),
            _ => None,
        }
    }
}

/// A solver with its tree cursor: the cursor is saved and restored with the solver, so the
/// tree rewinds with the timeline.
#[derive(Debug, Clone)]
pub struct Traced {
    solver: QueensSolver,
    cursor: Cursor,
}

impl Traced {
    /// A solver of `algo` at step 0 of an `n`×`n` board, with its cursor at the root.
    pub fn new(algo: Algo, n: usize) -> Traced {
        Traced {
            solver: QueensSolver::new(algo, n),
            cursor: Cursor::new(algo.tree_shape(), n),
        }
    }

    /// A solver of `algo` going on from a start placed by hand, its cursor on the start's
    /// last queen.
    pub fn from_start(algo: Algo, n: usize, start: &[u8]) -> Traced {
        let mut cursor = Cursor::new(algo.tree_shape(), n);
        cursor.start_at(start);
        Traced {
            solver: QueensSolver::from_start(algo, n, start),
            cursor,
        }
    }

    /// The tree cursor.
    pub fn cursor(&self) -> &Cursor {
        &self.cursor
    }
}

impl Deref for Traced {
    type Target = QueensSolver;

    fn deref(&self) -> &QueensSolver {
        &self.solver
    }
}

impl Solver for Traced {
    type Event = QueensEvent;

    #[inline(always)]
    fn step(&mut self) -> Option<QueensEvent> {
        let event = self.solver.step()?;
        self.cursor.apply(&event);
        Some(event)
    }

    fn steps(&self) -> u64 {
        self.solver.steps()
    }

    fn is_done(&self) -> bool {
        self.solver.is_done()
    }

    /// The algorithm's own loop, with the cursor following each event.
    #[inline]
    fn step_many(
        &mut self,
        max: u64,
        stop: &mut impl Watch<QueensEvent>,
    ) -> (u64, Option<QueensEvent>) {
        let mut follow = Follow {
            cursor: &mut self.cursor,
            stop,
        };
        self.solver.step_many(max, &mut follow)
    }
}

/// The cursor following a batch's events, then the batch's own watch.
struct Follow<'a, W> {
    cursor: &'a mut Cursor,
    stop: &'a mut W,
}

impl<W: Watch<QueensEvent>> Watch<QueensEvent> for Follow<'_, W> {
    #[inline(always)]
    fn see(&mut self, event: QueensEvent) -> bool {
        self.cursor.apply(&event);
        self.stop.see(event)
    }
}

impl Landmarks for Traced {
    fn landmark(&self, event: &QueensEvent) -> Option<Landmark> {
        self.solver.landmark(event)
    }
}

impl Rewind for Traced {
    type Checkpoint = Traced;

    fn checkpoint(&self) -> Traced {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Traced) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(_: &Traced) -> usize {
        std::mem::size_of::<Traced>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_to(algo: Algo, n: usize, steps: u64) -> Traced {
        let mut t = Traced::new(algo, n);
        while t.steps() < steps && t.step().is_some() {}
        t
    }

    /// Brute force: of the N^N one-queen-per-row boards, the share whose columns read before
    /// `path` (or, with `inclusive`, within its subtree too).
    fn brute_share(n: usize, path: &[usize], inclusive: bool) -> f64 {
        let total = n.pow(n as u32);
        let mut count = 0;
        for code in 0..total {
            let mut cols = vec![0; n];
            let mut x = code;
            for i in (0..n).rev() {
                cols[i] = x % n;
                x /= n;
            }
            let head = &cols[..path.len()];
            if head < path || (inclusive && head == path) {
                count += 1;
            }
        }
        count as f64 / total as f64
    }

    /// The scrubber's share equals a brute-force count at every step of small searches.
    #[test]
    fn the_share_counts_the_boards_passed() {
        for n in 1..=5 {
            let mut t = Traced::new(Algo::Iterative, n);
            let mut last_share = 0.0;
            while t.step().is_some() {
                let c = t.cursor();
                let Some(last) = c.last() else { continue };
                let path: Vec<usize> = c.levels().iter().map(|l| l.chosen).collect();
                assert_eq!(path.len(), usize::from(last.row) + 1);
                let inclusive = matches!(last.kind, VisitKind::Pruned) || c.solution();
                let expected = brute_share(n, &path, inclusive);
                assert!(
                    (c.share() - expected).abs() < 1e-12,
                    "n {n} step {}",
                    t.steps()
                );
                assert!(
                    c.share() >= last_share - 1e-12,
                    "the share never goes back: n {n} step {} {} < {last_share}",
                    t.steps(),
                    c.share()
                );
                last_share = c.share();
            }
            assert!(
                (last_share - 1.0).abs() < 1e-12,
                "n {n}: all passed at the end"
            );
        }
    }

    /// The cells tree's share, against a brute force over the 2^(N·N) skip/place choices.
    #[test]
    fn the_cells_share_counts_the_choices_passed() {
        let n = 3;
        let cells = n * n;
        let mut t = Traced::new(Algo::Cells, n);
        while t.step().is_some() {
            let c = t.cursor();
            let Some(last) = c.last() else { continue };
            let path: Vec<usize> = c.levels().iter().map(|l| l.chosen).collect();
            let inclusive = matches!(last.kind, VisitKind::Pruned) || c.solution();
            let total = 1usize << cells;
            let passed = (0..total)
                .filter(|code| {
                    let bits: Vec<usize> = (0..path.len())
                        .map(|i| (code >> (cells - 1 - i)) & 1)
                        .collect();
                    bits < path || (inclusive && bits == path)
                })
                .count();
            let expected = passed as f64 / total as f64;
            assert!((c.share() - expected).abs() < 1e-12, "step {}", t.steps());
        }
    }

    /// The outline at the end of a search lists every explored node once, numbered in
    /// visiting order as the events visit them, and its strips count the pruned nodes.
    #[test]
    fn the_outline_matches_the_event_counts() {
        for algo in [Algo::Iterative, Algo::Recursive, Algo::Arrays] {
            for n in 1..=6 {
                let t = run_to(algo, n, u64::MAX);
                let outline = t.cursor().outline();
                let c = t.counters();
                assert_eq!(outline.len() as u64, c.places + 1, "{algo:?} {n}");
                let pruned: usize = outline
                    .iter()
                    .map(|o| {
                        o.slots
                            .iter()
                            .filter(|s| matches!(s, Slot::Pruned | Slot::CurrentPruned))
                            .count()
                    })
                    .sum();
                assert_eq!(pruned as u64, c.conflicts, "{algo:?} {n}");
                let numbers: Vec<u64> = outline.iter().map(|o| o.number).collect();
                assert!(numbers.windows(2).all(|w| w[0] < w[1]));
                // The last number is at most every node visited.
                assert!(*numbers.last().unwrap_or(&0) <= t.cursor().visited());
            }
        }
    }

    /// Mid-search, the outline ends at the last node, and the path in it is the path of the
    /// levels.
    #[test]
    fn the_outline_stops_at_the_last_node() {
        let mut t = Traced::new(Algo::Iterative, 5);
        for _ in 0..60 {
            t.step();
            let c = t.cursor();
            let outline = c.outline();
            let current: Vec<&OutlineNode> = outline.iter().filter(|o| o.current).collect();
            assert_eq!(current.len(), 1, "step {}", t.steps());
            let path_cols: Vec<usize> = outline
                .iter()
                .filter(|o| o.on_path)
                .filter_map(|o| o.col)
                .collect();
            let levels = c.levels();
            let placed = matches!(c.last().map(|l| l.kind), Some(VisitKind::Placed));
            let expect: Vec<usize> = levels
                .iter()
                .take(levels.len() - usize::from(!placed))
                .map(|l| l.chosen)
                .collect();
            assert_eq!(path_cols, expect, "step {}", t.steps());
            // The last node visited has the number of nodes visited.
            if placed {
                assert_eq!(current[0].number, c.visited());
            }
        }
    }

    #[test]
    fn the_profile_adds_up_to_the_counters() {
        for algo in Algo::ALL {
            let t = run_to(algo, 6, u64::MAX);
            let c = t.counters();
            let visited: u64 = t.cursor().profile().iter().map(|p| p[0]).sum();
            let pruned: u64 = t.cursor().profile().iter().map(|p| p[1]).sum();
            assert_eq!(visited, c.places + c.conflicts + c.skips, "{algo:?}");
            assert_eq!(pruned, c.conflicts, "{algo:?}");
        }
    }

    #[test]
    fn levels_follow_the_stack() {
        // Step 980 of 8 queens: c8 attacked by h3; the path is a1 e2 h3 f4 c5 g6 b7.
        let t = run_to(Algo::Iterative, 8, 980);
        let levels = t.cursor().levels();
        let chosen: Vec<usize> = levels.iter().map(|l| l.chosen).collect();
        assert_eq!(chosen, vec![0, 4, 7, 5, 2, 6, 1, 2]);
        assert_eq!(levels[7].slots[2], Slot::CurrentPruned);
        assert_eq!(levels[7].slots[0], Slot::Pruned);
        assert_eq!(levels[7].slots[3], Slot::Untried);
        assert_eq!(levels[0].slots[0], Slot::Path);
    }
}
