//! N-Queens' state-space tree (解空间树), in the shared vocabulary (`engine::tree`).
//!
//! The row-by-row searches (iterative, recursive, arrays) grow the same tree: the root is the
//! empty board, a node at depth r + 1 is a queen placed in row r, and its children are the
//! columns of row r + 1 in the order tried; an attacked column is a child cut by the
//! constraint (剪枝). The cell-by-cell search grows a binary tree: at each cell, in reading
//! order, "skip" (child 0) and then "place" (child 1).

use super::{Algo, QueensEvent, QueensSolver};
use crate::engine::Watch;
use crate::engine::tree::{self, Cursor, Cut, Search, Shape, TreeStep};

/// The kind of an algorithm's tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeShape {
    /// One level per row, the N columns as children (iterative, recursive, arrays).
    Rows,
    /// One level per cell, "skip" and "place" as children (cells).
    Cells,
}

/// The shape of one search's tree: its kind and the board's size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueensShape {
    /// Rows or cells.
    pub kind: TreeShape,
    /// The board size.
    pub n: u8,
}

impl QueensShape {
    /// The depth of the node a queen (or a skipped cell) at (row, col) is.
    #[inline(always)]
    pub fn depth(self, row: u8, col: u8) -> usize {
        match self.kind {
            TreeShape::Rows => usize::from(row) + 1,
            TreeShape::Cells => usize::from(row) * usize::from(self.n) + usize::from(col) + 1,
        }
    }

    /// The square (row, col) of the node at `depth` reached by `child`: the queen's (rows),
    /// or the cell's (cells).
    pub fn square(self, depth: usize, child: usize) -> (usize, usize) {
        match self.kind {
            TreeShape::Rows => (depth - 1, child),
            TreeShape::Cells => (
                (depth - 1) / usize::from(self.n),
                (depth - 1) % usize::from(self.n),
            ),
        }
    }
}

impl Shape for QueensShape {
    type Event = QueensEvent;

    #[inline(always)]
    fn step(&self, event: &QueensEvent) -> Option<TreeStep> {
        if self.kind == TreeShape::Rows {
            // A node per queen placed; the columns of the next row its children.
            return match *event {
                QueensEvent::Place { row, col } => Some(TreeStep::Enter {
                    depth: usize::from(row) + 1,
                    child: usize::from(col),
                }),
                QueensEvent::Conflict { row, col, .. } => Some(TreeStep::Prune {
                    depth: usize::from(row) + 1,
                    child: usize::from(col),
                    cut: Cut::Constraint,
                }),
                // No column left in `row`: the node whose children they are is done.
                QueensEvent::Backtrack { row } => Some(TreeStep::Leave {
                    depth: usize::from(row),
                }),
                QueensEvent::Solution { .. } => Some(TreeStep::Solution),
                QueensEvent::Done { .. } => Some(TreeStep::Done),
                _ => None,
            };
        }
        // A node per cell, in reading order: skip (child 0), then place (child 1).
        match *event {
            QueensEvent::Skip { row, col } => Some(TreeStep::Enter {
                depth: self.depth(row, col),
                child: 0,
            }),
            QueensEvent::Place { row, col } => Some(TreeStep::Enter {
                depth: self.depth(row, col),
                child: 1,
            }),
            QueensEvent::Conflict { row, col, .. } => Some(TreeStep::Prune {
                depth: self.depth(row, col),
                child: 1,
                cut: Cut::Constraint,
            }),
            QueensEvent::Unplace { row, col } => Some(TreeStep::Leave {
                depth: self.depth(row, col),
            }),
            QueensEvent::Solution { .. } => Some(TreeStep::Solution),
            QueensEvent::Done { .. } => Some(TreeStep::Done),
            _ => None,
        }
    }

    /// The steps straight from the events, one match a step (this runs in the solver's own
    /// loop at full speed).
    #[inline(always)]
    fn follow(&self, event: &QueensEvent, cursor: &mut Cursor<QueensShape>) {
        if self.kind == TreeShape::Rows {
            match *event {
                QueensEvent::Conflict { row, col, .. } => {
                    cursor.prune(usize::from(row) + 1, usize::from(col), Cut::Constraint);
                }
                QueensEvent::Place { row, col } => {
                    cursor.enter(usize::from(row) + 1, usize::from(col));
                }
                QueensEvent::Solution { .. } => cursor.solve(),
                _ => {}
            }
        } else {
            match *event {
                QueensEvent::Conflict { row, col, .. } => {
                    cursor.prune(self.depth(row, col), 1, Cut::Constraint);
                }
                QueensEvent::Skip { row, col } => cursor.enter(self.depth(row, col), 0),
                QueensEvent::Place { row, col } => cursor.enter(self.depth(row, col), 1),
                QueensEvent::Solution { .. } => cursor.solve(),
                _ => {}
            }
        }
    }

    fn branching(&self, depth: usize) -> usize {
        let n = usize::from(self.n);
        match self.kind {
            TreeShape::Rows if depth <= n => n,
            TreeShape::Cells if depth <= n * n => 2,
            _ => 0,
        }
    }

    fn uniform(&self) -> Option<usize> {
        Some(match self.kind {
            TreeShape::Rows => usize::from(self.n),
            TreeShape::Cells => 2,
        })
    }

    #[inline(always)]
    fn row(&self, depth: usize) -> usize {
        if self.kind == TreeShape::Rows {
            depth - 1
        } else {
            (depth - 1) / usize::from(self.n)
        }
    }

    fn rows(&self) -> usize {
        usize::from(self.n)
    }
}

impl Search for QueensSolver {
    type Shape = QueensShape;

    fn shape(&self) -> QueensShape {
        QueensShape {
            kind: self.algo().tree_shape(),
            n: self.n() as u8,
        }
    }

    /// Each algorithm's loop with a cursor that knows the algorithm's tree at compile time.
    #[inline]
    fn step_traced(
        &mut self,
        max: u64,
        cursor: &mut Cursor<QueensShape>,
        stop: &mut impl Watch<QueensEvent>,
    ) -> (u64, Option<QueensEvent>) {
        self.step_traced_by_kind(max, cursor, stop)
    }
}

/// The cursor following one algorithm's events, its tree's kind known at compile time
/// (`CELLS`), then the batch's own watch.
pub struct KindFollow<'a, const CELLS: bool, W> {
    /// The cursor.
    pub cursor: &'a mut Cursor<QueensShape>,
    /// The batch's own watch.
    pub stop: &'a mut W,
    /// The board size.
    pub n: usize,
}

impl<const CELLS: bool, W: Watch<QueensEvent>> Watch<QueensEvent> for KindFollow<'_, CELLS, W> {
    #[inline(always)]
    fn see(&mut self, event: QueensEvent) -> bool {
        let c = &mut *self.cursor;
        if CELLS {
            let cell = |row: u8, col: u8| usize::from(row) * self.n + usize::from(col) + 1;
            match event {
                QueensEvent::Conflict { row, col, .. } => {
                    c.prune_row(cell(row, col), 1, Cut::Constraint, usize::from(row));
                }
                QueensEvent::Skip { row, col } => c.enter_row(cell(row, col), 0, usize::from(row)),
                QueensEvent::Place { row, col } => c.enter_row(cell(row, col), 1, usize::from(row)),
                QueensEvent::Solution { .. } => c.solve(),
                _ => {}
            }
        } else {
            match event {
                QueensEvent::Conflict { row, col, .. } => {
                    let row = usize::from(row);
                    c.prune_row(row + 1, usize::from(col), Cut::Constraint, row);
                }
                QueensEvent::Place { row, col } => {
                    let row = usize::from(row);
                    c.enter_row(row + 1, usize::from(col), row);
                }
                QueensEvent::Solution { .. } => c.solve(),
                _ => {}
            }
        }
        self.stop.see(event)
    }
}

/// An N-Queens solver with its tree cursor.
pub type Traced = tree::Traced<QueensSolver>;

/// A solver of `algo` at step 0 of an `n`×`n` board, with its cursor at the root.
pub fn traced(algo: Algo, n: usize) -> Traced {
    Traced::new(QueensSolver::new(algo, n))
}

/// The path of a start placed by hand (rows 1..k, 0-based columns) in the tree of `kind`: the
/// child taken at each depth, with the children before it that the constraint cuts (the
/// columns the queens above attack; none in the cells tree, whose path skips).
pub fn start_path(kind: TreeShape, n: usize, start: &[u8]) -> Vec<(usize, u64)> {
    match kind {
        TreeShape::Rows => start
            .iter()
            .enumerate()
            .map(|(row, &col)| {
                let attacked = (0..usize::from(col))
                    .filter(|&c| {
                        start[..row].iter().enumerate().any(|(r, &q)| {
                            usize::from(q) == c || usize::from(q).abs_diff(c) == row - r
                        })
                    })
                    .fold(0u64, |mask, c| mask | 1 << c);
                (usize::from(col), attacked)
            })
            .collect(),
        TreeShape::Cells => {
            let Some(last) = start.len().checked_sub(1) else {
                return Vec::new();
            };
            let end = last * n + usize::from(start[last]);
            (0..=end)
                .map(|cell| {
                    let (row, col) = (cell / n, cell % n);
                    let queen = start.get(row).is_some_and(|&c| usize::from(c) == col);
                    (usize::from(queen), 0)
                })
                .collect()
        }
    }
}

/// A solver of `algo` going on from a start placed by hand, its cursor on the start's last
/// queen.
pub fn traced_from(algo: Algo, n: usize, start: &[u8]) -> Traced {
    Traced::from_start(
        QueensSolver::from_start(algo, n, start),
        &start_path(algo.tree_shape(), n, start),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::tree::{Slot, VisitKind, outline};

    fn run_to(algo: Algo, n: usize, steps: u64) -> Traced {
        let mut t = traced(algo, n);
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
            let mut t = traced(Algo::Iterative, n);
            let mut last_share = 0.0;
            while t.step().is_some() {
                let c = t.cursor();
                let Some(last) = c.last() else { continue };
                let path: Vec<usize> = c.levels().iter().map(|l| l.chosen).collect();
                assert_eq!(path.len(), last.depth);
                let inclusive = last.kind != VisitKind::Entered || c.solution();
                let expected = brute_share(n, &path, inclusive);
                assert!(
                    (c.share() - expected).abs() < 1e-12,
                    "n {n} step {}",
                    t.steps()
                );
                assert!(c.share() >= last_share - 1e-12);
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
        let mut t = traced(Algo::Cells, n);
        while t.step().is_some() {
            let c = t.cursor();
            let Some(last) = c.last() else { continue };
            let path: Vec<usize> = c.levels().iter().map(|l| l.chosen).collect();
            let inclusive = last.kind != VisitKind::Entered || c.solution();
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
                let nodes = outline(&traced(algo, n), u64::MAX);
                let c = t.counters();
                assert_eq!(nodes.len() as u64, c.places + 1, "{algo:?} {n}");
                let pruned: usize = nodes
                    .iter()
                    .map(|o| o.slots.iter().filter(|s| s.is_cut()).count())
                    .sum();
                assert_eq!(pruned as u64, c.conflicts, "{algo:?} {n}");
                let numbers: Vec<u64> = nodes.iter().map(|o| o.number).collect();
                assert!(numbers.windows(2).all(|w| w[0] < w[1]));
                assert!(*numbers.last().unwrap_or(&0) <= t.cursor().visited());
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
            assert_eq!(visited, c.places + c.skips, "{algo:?}");
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

    /// A start's path: the columns the queens above attack are cut before each queen's.
    #[test]
    fn a_start_path_cuts_the_attacked_columns() {
        // b1 d2: in row 2, a2, b2 and c2 are attacked (c2 diagonally, b2 by column, a2
        // diagonally).
        let path = start_path(TreeShape::Rows, 6, &[1, 3]);
        assert_eq!(path, vec![(1, 0), (3, 0b111)]);
        let t = traced_from(Algo::Iterative, 6, &[1, 3]);
        let levels = t.cursor().levels();
        assert_eq!(
            levels[1].slots[..4],
            [Slot::Pruned, Slot::Pruned, Slot::Pruned, Slot::Current]
        );
        assert_eq!(t.cursor().visited(), 0);
        let cells = start_path(TreeShape::Cells, 4, &[1]);
        assert_eq!(cells, vec![(0, 0), (1, 0)]);
    }

    /// The history of a long queens search stays small: ten million steps of the 14-queens
    /// search in under 16 MB, each checkpoint (the solver and its tree cursor) a few hundred
    /// bytes.
    #[test]
    fn ten_million_steps_of_history_fit_in_16_mb() {
        use crate::engine::Rewind;
        use crate::timeline::Timeline;
        let mut t = Timeline::new(traced(Algo::Iterative, 14), 64);
        t.seek(10_000_000);
        assert_eq!(t.position(), 10_000_000);
        let bytes = t.history_bytes();
        assert!(bytes < 16 << 20, "{bytes} bytes");
        assert!(bytes > 1 << 20, "the count is real: {bytes} bytes");
        // A checkpoint grows with the depth of the path and the rows of the profile, not
        // with the steps: under a kilobyte at 14 queens, less at the 8 of a lesson.
        let one = <Traced as Rewind>::checkpoint_bytes(&t.solver().checkpoint());
        assert!(one < 1024, "{one} bytes a checkpoint at 14 queens");
        let mut eight = Timeline::new(traced(Algo::Iterative, 8), 64);
        eight.seek(1_000);
        let one = <Traced as Rewind>::checkpoint_bytes(&eight.solver().checkpoint());
        assert!(one < 800, "{one} bytes a checkpoint at 8 queens");
    }
}
