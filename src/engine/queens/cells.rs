//! Seed 002's second program: `dfs(x, y, count)` over every cell, trying "skip" before "place".
//!
//! ```text
//! dfs(x, y, count):
//!     if y == n: x = x + 1; y = 0
//!     if x == n:
//!         if count == n: print(map)
//!         return
//!     dfs(x, y + 1, count)                        // skip this cell
//!     if !row[x] && !col[y] && !dg[y-x+n] && !udg[y+x]:
//!         map[x][y] = 'Q'; mark row, col, dg, udg
//!         dfs(x, y + 1, count + 1)                // place a queen here
//!         map[x][y] = '.'; unmark them
//! ```
//!
//! The call stack is never stored: its frames are the cells before the current one in reading
//! order, and a frame is in its "place" branch exactly when its cell holds a queen. So the state
//! is the current cell, what its frame does next, and the queens. Events: `skip`, `place`,
//! `conflict` (line `row`, `column`, `diagonal` or `anti-diagonal`, the first entry found set),
//! `unplace`, `solution`; reaching the end of the board with fewer than N queens returns
//! without an event.

use super::{
    Algorithm, Cols, Count, Counters, Line, Lines, QueensEvent, SeedArrays, StateKind, StateView,
    valid_n,
};
use crate::engine::{Landmark, Solver};

/// What the frame of the current cell does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The call was just made: check the end of the board, else skip the cell.
    Enter,
    /// The skip branch returned: test the cell and place a queen if it is free.
    AfterSkip,
    /// The place branch returned: take the queen off.
    AfterPlace,
    /// `dfs(0, 0, 0)` returned: the next step is `done`.
    Finished,
    /// `done` has been emitted.
    Done,
}

/// The cell-by-cell solver of seed 002, one event per step.
#[derive(Debug, Clone)]
pub struct Cells {
    n: u8,
    /// The cell of the frame on top of the stack, in reading order (`x * n + y`); `n * n` is
    /// the call past the last cell.
    pos: u16,
    phase: Phase,
    /// `row`, `col`, `dg`, `udg` (and `map`) are exactly the lines the standing queens hold.
    lines: Lines,
    counters: Counters,
}

impl Cells {
    /// The current call's `(x, y, count)`, while the search runs.
    pub fn call(&self) -> Option<(usize, usize, usize)> {
        if matches!(self.phase, Phase::Finished | Phase::Done) {
            return None;
        }
        let n = self.n as usize;
        let pos = self.pos as usize;
        let below = self
            .lines
            .queens()
            .filter(|&(r, c)| r * n + c < pos)
            .count();
        Some((pos / n, pos % n, below))
    }

    /// The seeds' boolean arrays as they stand.
    pub fn arrays(&self) -> SeedArrays {
        self.lines.seed_arrays()
    }

    #[inline]
    fn emit(&mut self, event: QueensEvent) -> QueensEvent {
        self.counters.steps += 1;
        event
    }

    /// Returns from the current call to its caller, the frame of the previous cell.
    #[inline]
    fn return_to_caller(&mut self) {
        if self.pos == 0 {
            self.phase = Phase::Finished;
            return;
        }
        self.pos -= 1;
        let n = self.n as usize;
        let (x, y) = (self.pos as usize / n, self.pos as usize % n);
        // The caller was in its place branch exactly when its cell holds a queen.
        self.phase = if self.lines.in_row(x) == Some(y) {
            Phase::AfterPlace
        } else {
            Phase::AfterSkip
        };
    }
}

impl Algorithm for Cells {
    const NAME: &'static str = "cells";
    const SEEDS: &'static [&'static str] = &["002"];
    const CODE: &'static [&'static str] = &[
        "dfs(x, y, count):",
        "  if y == n: x = x + 1; y = 0",
        "  if x == n:",
        "    if count == n: print(map)",
        "    return",
        "  dfs(x, y+1, count)  // skip",
        "  if !row[x] && !col[y] &&",
        "     !dg[y-x+n] && !udg[y+x]:",
        "    map[x][y] = 'Q'",
        "    row[x] = col[y] = dg[y-x+n]",
        "           = udg[y+x] = true",
        "    dfs(x, y+1, count+1)",
        "    map[x][y] = '.'",
        "    row[x] = col[y] = dg[y-x+n]",
        "           = udg[y+x] = false",
    ];
    const STATE: StateKind = StateKind::Arrays;
    const TREE: super::tree::TreeShape = super::tree::TreeShape::Cells;
    const COUNTS: &'static [Count] = &[
        Count::Steps,
        Count::Places,
        Count::Conflicts,
        Count::Skips,
        Count::Solutions,
    ];

    fn new(n: usize) -> Cells {
        assert!(valid_n(n), "board size {n} outside 1..=32");
        Cells {
            n: n as u8,
            pos: 0,
            phase: Phase::Enter,
            lines: Lines::new(n),
            counters: Counters::default(),
        }
    }

    fn n(&self) -> usize {
        self.n as usize
    }

    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.lines.queens()
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    /// The row of the current cell, while the search runs.
    fn current_row(&self) -> Option<usize> {
        self.call().map(|(x, _, _)| x).filter(|&x| x < self.n())
    }

    fn state(&self) -> StateView<'_> {
        StateView::Arrays {
            arrays: self.arrays(),
            call: self.call(),
            with_row: true,
        }
    }

    fn code_line(event: QueensEvent, _n: usize) -> Option<usize> {
        match event {
            QueensEvent::Solution { .. } => Some(3),
            QueensEvent::Skip { .. } => Some(5),
            QueensEvent::Conflict {
                line: Line::Diagonal | Line::AntiDiagonal,
                ..
            } => Some(7),
            QueensEvent::Conflict {
                line: Line::Row | Line::Column,
                ..
            } => Some(6),
            QueensEvent::Place { .. } => Some(9),
            QueensEvent::Unplace { .. } => Some(13),
            QueensEvent::Call { .. }
            | QueensEvent::Return { .. }
            | QueensEvent::Backtrack { .. }
            | QueensEvent::Done { .. } => None,
        }
    }

    /// Taking a queen off is this search's backtrack: it gives up the queen's row for now.
    fn landmark(event: &QueensEvent) -> Option<Landmark> {
        match *event {
            QueensEvent::Solution { index, .. } => Some(Landmark::Solution { index }),
            QueensEvent::Unplace { row, .. } => Some(Landmark::Backtrack { row: row.into() }),
            QueensEvent::Place { row, .. } => Some(Landmark::Place { row: row.into() }),
            _ => None,
        }
    }
}

impl Solver for Cells {
    type Event = QueensEvent;

    fn step(&mut self) -> Option<QueensEvent> {
        let n = self.n as usize;
        loop {
            let (x, y) = (self.pos as usize / n, self.pos as usize % n);
            match self.phase {
                Phase::Done => return None,
                Phase::Finished => {
                    self.phase = Phase::Done;
                    return Some(self.counters.finish());
                }
                Phase::Enter if x == n => {
                    self.counters.nodes += 1;
                    let queens: Vec<(usize, usize)> = self.lines.queens().collect();
                    self.return_to_caller();
                    if queens.len() == n {
                        self.counters.solutions += 1;
                        let cols: Vec<u8> = queens.iter().map(|&(_, c)| c as u8).collect();
                        return Some(self.emit(QueensEvent::Solution {
                            index: self.counters.solutions,
                            cols: Cols::from_slice(&cols),
                        }));
                    }
                    // Fewer than N queens at the end of the board: return without an event.
                }
                Phase::Enter => {
                    self.counters.nodes += 1;
                    self.counters.skips += 1;
                    self.pos += 1;
                    return Some(self.emit(QueensEvent::Skip {
                        row: x as u8,
                        col: y as u8,
                    }));
                }
                Phase::AfterSkip => {
                    // !row[x] && !col[y] && !dg[y-x+n] && !udg[y+x], tested left to right.
                    let tested = [
                        (self.lines.in_row(x).map(|c| (x, c)), Line::Row),
                        (self.lines.in_col(y).map(|r| (r, y)), Line::Column),
                        (
                            self.lines.on_diag(x, y).map(|r| (r, r + y - x)),
                            Line::Diagonal,
                        ),
                        (
                            self.lines.on_anti(x, y).map(|r| (r, x + y - r)),
                            Line::AntiDiagonal,
                        ),
                    ];
                    for (looks, (owner, line)) in tested.into_iter().enumerate() {
                        if let Some((by_row, by_col)) = owner {
                            self.counters.checks += looks as u64 + 1;
                            self.counters.conflicts += 1;
                            self.return_to_caller();
                            return Some(self.emit(QueensEvent::Conflict {
                                row: x as u8,
                                col: y as u8,
                                by_row: by_row as u8,
                                by_col: by_col as u8,
                                line,
                            }));
                        }
                    }
                    self.counters.checks += 4;
                    self.counters.places += 1;
                    self.lines.put(x, y);
                    self.pos += 1;
                    self.phase = Phase::Enter;
                    return Some(self.emit(QueensEvent::Place {
                        row: x as u8,
                        col: y as u8,
                    }));
                }
                Phase::AfterPlace => {
                    self.lines.lift(x, y);
                    self.return_to_caller();
                    return Some(self.emit(QueensEvent::Unplace {
                        row: x as u8,
                        col: y as u8,
                    }));
                }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_events_skip_down_the_board() {
        let mut s = Cells::new(2);
        let first: Vec<_> = (0..4).map(|_| s.step().unwrap()).collect();
        assert_eq!(
            first,
            vec![
                QueensEvent::Skip { row: 0, col: 0 },
                QueensEvent::Skip { row: 0, col: 1 },
                QueensEvent::Skip { row: 1, col: 0 },
                QueensEvent::Skip { row: 1, col: 1 },
            ]
        );
        // Past the last cell with no queens: a silent return, then (1, 1) is tested and placed.
        assert_eq!(s.step(), Some(QueensEvent::Place { row: 1, col: 1 }));
        assert_eq!(s.call(), Some((2, 0, 1)));
    }

    #[test]
    fn the_row_array_makes_a_second_queen_in_a_row_a_conflict() {
        let mut s = Cells::new(4);
        let conflict = std::iter::from_fn(|| s.step()).find(|e| {
            matches!(
                e,
                QueensEvent::Conflict {
                    line: Line::Row,
                    ..
                }
            )
        });
        assert!(conflict.is_some());
    }
}
