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
    /// `pos` as (row, column), kept in step with it (no division per step).
    x: u8,
    y: u8,
    /// Queens standing (`count` in seed 002's second program).
    standing: u8,
    phase: Phase,
    /// `row`, `col`, `dg`, `udg` (and `map`) are exactly the lines the standing queens hold.
    lines: Lines,
    counters: Counters,
}

/// What a rare step did.
enum Rare {
    /// An event: a solution, or `done`.
    Event(QueensEvent),
    /// A return without an event (the end of the board with fewer than N queens).
    Silent,
    /// The search was already over.
    Over,
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

    /// On to the next cell in reading order.
    #[inline(always)]
    fn advance(&mut self) {
        self.pos += 1;
        self.y += 1;
        if self.y == self.n {
            self.y = 0;
            self.x += 1;
        }
    }

    /// Back to the previous cell in reading order.
    #[inline(always)]
    fn retreat(&mut self) {
        self.pos -= 1;
        if self.y == 0 {
            self.y = self.n - 1;
            self.x -= 1;
        } else {
            self.y -= 1;
        }
    }

    /// The end of the board (`x == n`): a solution when every row holds a queen, else a silent
    /// return; then the end of the search, and `None` after it.
    #[cold]
    #[inline(never)]
    fn rare_step(&mut self) -> Rare {
        match self.phase {
            Phase::Done => Rare::Over,
            Phase::Finished => {
                self.phase = Phase::Done;
                Rare::Event(self.counters.finish())
            }
            _ => {
                self.counters.nodes += 1;
                self.return_to_caller();
                let Some(cols) = self.full_board() else {
                    return Rare::Silent;
                };
                self.counters.solutions += 1;
                Rare::Event(self.emit(QueensEvent::Solution {
                    index: self.counters.solutions,
                    cols,
                }))
            }
        }
    }

    /// Returns from the current call to its caller, the frame of the previous cell.
    #[inline(always)]
    fn return_to_caller(&mut self) {
        if self.pos == 0 {
            self.phase = Phase::Finished;
            return;
        }
        self.retreat();
        let (x, y) = (self.x as usize, self.y as usize);
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
            x: 0,
            y: 0,
            standing: 0,
            phase: Phase::Enter,
            lines: Lines::new(n),
            counters: Counters::default(),
        }
    }

    /// The start's cells placed (their frames in the place branch, every cell before the
    /// last of them skipped), and the call for the cell after the last one.
    fn from_start(n: usize, start: &[u8]) -> Cells {
        let mut s = Cells::new(n);
        let Some(&last) = start.last() else {
            return s;
        };
        for (row, &col) in start.iter().enumerate() {
            s.lines.put(row, col.into());
        }
        s.standing = start.len() as u8;
        let pos = (start.len() - 1) * n + usize::from(last) + 1;
        s.pos = pos as u16;
        (s.x, s.y) = ((pos / n) as u8, (pos % n) as u8);
        s
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
            QueensEvent::Unplace { row, .. } => Some(Landmark::Backtrack { level: row.into() }),
            QueensEvent::Place { row, .. } => Some(Landmark::Place { level: row.into() }),
            _ => None,
        }
    }
}

impl Cells {
    /// The queens' columns when every row holds one, without allocating.
    fn full_board(&self) -> Option<Cols> {
        let n = self.n as usize;
        let mut cols = [0u8; super::MAX_N];
        for (r, c) in cols.iter_mut().enumerate().take(n) {
            *c = self.lines.in_row(r)? as u8;
        }
        Some(Cols::from_slice(&cols[..n]))
    }
}

impl Cells {
    /// The cell (x, y) after its skip: a queen placed there, or the first array entry that
    /// forbids it (`!row[x] && !col[y] && !dg[y-x+n] && !udg[y+x]`, tested left to right).
    #[inline(always)]
    fn try_place(&mut self, x: usize, y: usize) -> QueensEvent {
        let found = if let Some(c) = self.lines.in_row(x) {
            Some((1, x, c, Line::Row))
        } else if let Some(r) = self.lines.in_col(y) {
            Some((2, r, y, Line::Column))
        } else if let Some(r) = self.lines.on_diag(x, y) {
            Some((3, r, r + y - x, Line::Diagonal))
        } else {
            self.lines
                .on_anti(x, y)
                .map(|r| (4, r, x + y - r, Line::AntiDiagonal))
        };
        if let Some((looks, by_row, by_col, line)) = found {
            self.counters.checks += looks;
            self.counters.conflicts += 1;
            self.return_to_caller();
            return self.emit(QueensEvent::Conflict {
                row: x as u8,
                col: y as u8,
                by_row: by_row as u8,
                by_col: by_col as u8,
                line,
            });
        }
        self.counters.checks += 4;
        self.counters.places += 1;
        self.lines.put(x, y);
        self.standing += 1;
        self.advance();
        self.phase = Phase::Enter;
        self.emit(QueensEvent::Place {
            row: x as u8,
            col: y as u8,
        })
    }
}

impl Solver for Cells {
    type Event = QueensEvent;

    #[inline(always)]
    fn step(&mut self) -> Option<QueensEvent> {
        let n = self.n;
        loop {
            let (x, y) = (self.x as usize, self.y as usize);
            match self.phase {
                Phase::Done | Phase::Finished => {
                    return match self.rare_step() {
                        Rare::Event(event) => Some(event),
                        Rare::Silent | Rare::Over => None,
                    };
                }
                Phase::Enter if self.x == n && self.standing < n => {
                    // Fewer than N queens at the end of the board: return without an event.
                    self.counters.nodes += 1;
                    self.return_to_caller();
                }
                Phase::Enter if self.x == n => {
                    match self.rare_step() {
                        Rare::Event(event) => return Some(event),
                        Rare::Over => return None,
                        // Fewer than N queens at the end of the board: return without an event.
                        Rare::Silent => {}
                    }
                }
                Phase::Enter => {
                    self.counters.nodes += 1;
                    self.counters.skips += 1;
                    self.advance();
                    return Some(self.emit(QueensEvent::Skip {
                        row: x as u8,
                        col: y as u8,
                    }));
                }
                Phase::AfterSkip => return Some(self.try_place(x, y)),
                Phase::AfterPlace => {
                    self.lines.lift(x, y);
                    self.standing -= 1;
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
