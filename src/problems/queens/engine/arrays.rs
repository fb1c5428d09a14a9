//! Seeds 002 and 004's search with boolean arrays: `col[y]`, `dg[y-x+n]`, `udg[y+x]`.
//!
//! ```text
//! dfs(u):
//!     if u == n: print(g); return
//!     x = u
//!     for y = 0 .. n-1:
//!         if !col[y] && !dg[y-x+n] && !udg[y+x]:
//!             g[x][y] = 'Q'; col[y] = dg[y-x+n] = udg[y+x] = true
//!             dfs(x + 1)
//!             g[x][y] = '.'; col[y] = dg[y-x+n] = udg[y+x] = false
//! ```
//!
//! Events: `place` (the three entries set), `conflict` (the first entry found set, in the order
//! the condition tests them: column, diagonal, anti-diagonal), `solution`, `unplace` (the three
//! entries cleared after `dfs(x + 1)` returns) and `backtrack` (the loop of `dfs(x)` runs out).
//! Place, solution and backtrack come in seed 001's order; `unplace` is this program's own.

use super::{
    Algorithm, Cols, Counters, Line, Lines, MAX_N, QueensEvent, ROW_BY_ROW_COUNTS, SeedArrays,
    StateKind, StateView, valid_n,
};
use crate::engine::Solver;

/// What the next step does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Next iteration of the loop of `dfs(depth)` (or the print, when `depth == n`).
    Loop,
    /// `dfs(depth + 1)` returned: clear the entries of the queen in row `depth`.
    Unplace,
    /// `dfs(0)` returned: the next step is `done`.
    Finished,
    /// `done` has been emitted.
    Done,
}

/// The array-based solver of seeds 002/004, one event per step.
#[derive(Debug, Clone)]
pub struct Arrays {
    n: u8,
    /// The call on top of the stack is `dfs(depth)`.
    depth: u8,
    /// The loop variable `y` of each call `dfs(x)`, as `y + 1`; 0 before the loop starts.
    y: [u8; MAX_N + 1],
    /// `col`, `dg` and `udg` are exactly the lines the standing queens hold.
    lines: Lines,
    phase: Phase,
    counters: Counters,
}

/// The three array entries for square (x, y), as the seeds index them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entries {
    /// `col[y]`.
    pub col: usize,
    /// `dg[y - x + n]`.
    pub dg: usize,
    /// `udg[y + x]`.
    pub udg: usize,
}

impl Entries {
    /// The entries of square (x, y) on an `n`×`n` board.
    pub fn of(n: usize, x: usize, y: usize) -> Entries {
        Entries {
            col: y,
            dg: y + n - x,
            udg: y + x,
        }
    }
}

impl Arrays {
    /// The seeds' boolean arrays as they stand.
    pub fn arrays(&self) -> SeedArrays {
        self.lines.seed_arrays()
    }

    #[inline]
    fn emit(&mut self, event: QueensEvent) -> QueensEvent {
        self.counters.steps += 1;
        event
    }

    /// Leaves `dfs(depth)`: back in the caller, whose queen is cleared next.
    fn return_from_call(&mut self) {
        if self.depth == 0 {
            self.phase = Phase::Finished;
        } else {
            self.depth -= 1;
            self.phase = Phase::Unplace;
        }
    }
}

impl Algorithm for Arrays {
    const NAME: &'static str = "arrays";
    const SEEDS: &'static [&'static str] = &["002", "004"];
    const CODE: &'static [&'static str] = &[
        "dfs(u):",
        "  if u == n: print(g); return",
        "  x = u",
        "  for y = 0 .. n-1:",
        "    if !col[y] && !dg[y-x+n]",
        "       && !udg[y+x]:",
        "      g[x][y] = 'Q'",
        "      col[y] = dg[y-x+n]",
        "             = udg[y+x] = true",
        "      dfs(x + 1)",
        "      g[x][y] = '.'",
        "      col[y] = dg[y-x+n]",
        "             = udg[y+x] = false",
    ];
    const STATE: StateKind = StateKind::Arrays;
    const COUNTS: &'static [super::Count] = ROW_BY_ROW_COUNTS;

    fn new(n: usize) -> Arrays {
        assert!(valid_n(n), "board size {n} outside 1..=32");
        Arrays {
            n: n as u8,
            depth: 0,
            y: [0; MAX_N + 1],
            lines: Lines::new(n),
            phase: Phase::Loop,
            counters: Counters {
                nodes: 1,
                ..Counters::default()
            },
        }
    }

    /// The calls `dfs(0) .. dfs(k - 1)` each in its loop at the start's column (the entries
    /// set), and `dfs(k)` about to begin its loop.
    fn from_start(n: usize, start: &[u8]) -> Arrays {
        let mut s = Arrays::new(n);
        for (row, &col) in start.iter().enumerate() {
            s.y[row] = col + 1;
            s.lines.put(row, col.into());
        }
        s.depth = start.len() as u8;
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

    /// The row the loop on top of the stack fills, while the search runs.
    fn current_row(&self) -> Option<usize> {
        let d = self.depth as usize;
        (matches!(self.phase, Phase::Loop | Phase::Unplace) && d < self.n()).then_some(d)
    }

    fn state(&self) -> StateView<'_> {
        StateView::Arrays {
            arrays: self.arrays(),
            call: None,
            with_row: false,
        }
    }

    fn code_line(event: QueensEvent, _n: usize) -> Option<usize> {
        match event {
            QueensEvent::Solution { .. } => Some(1),
            QueensEvent::Backtrack { .. } => Some(3),
            QueensEvent::Conflict {
                line: Line::AntiDiagonal,
                ..
            } => Some(5),
            QueensEvent::Conflict {
                line: Line::Column | Line::Diagonal | Line::Row,
                ..
            } => Some(4),
            QueensEvent::Place { .. } => Some(7),
            QueensEvent::Unplace { .. } => Some(11),
            QueensEvent::Call { .. }
            | QueensEvent::Return { .. }
            | QueensEvent::Skip { .. }
            | QueensEvent::Done { .. } => None,
        }
    }
}

impl Arrays {
    /// A step outside the loop's body: a queen taken off, a solution or the end.
    #[inline(never)]
    fn other_step(&mut self) -> Option<QueensEvent> {
        let n = self.n as usize;
        let x = self.depth as usize;
        match self.phase {
            Phase::Done => None,
            Phase::Finished => {
                self.phase = Phase::Done;
                Some(self.counters.finish())
            }
            Phase::Unplace => {
                let y = self.y[x] as usize - 1;
                self.lines.lift(x, y);
                self.phase = Phase::Loop;
                Some(self.emit(QueensEvent::Unplace {
                    row: x as u8,
                    col: y as u8,
                }))
            }
            Phase::Loop if x == n => {
                self.counters.solutions += 1;
                let mut cols = [0u8; MAX_N];
                for (r, c) in self.lines.queens() {
                    cols[r] = c as u8;
                }
                self.return_from_call();
                Some(self.emit(QueensEvent::Solution {
                    index: self.counters.solutions,
                    cols: Cols::from_slice(&cols[..n]),
                }))
            }
            Phase::Loop => Some(self.loop_step()),
        }
    }

    /// One turn of `dfs(x)`'s loop over `y`.
    #[inline(always)]
    fn loop_step(&mut self) -> QueensEvent {
        let n = self.n as usize;
        let x = self.depth as usize;
        let y = self.y[x] as usize;
        if y == n {
            self.counters.backtracks += 1;
            self.return_from_call();
            return self.emit(QueensEvent::Backtrack { row: x as u8 });
        }
        self.y[x] = y as u8 + 1;
        // !col[y] && !dg[y-x+n] && !udg[y+x], tested left to right.
        let found = if let Some(by) = self.lines.in_col(y) {
            Some((1, by, Line::Column))
        } else if let Some(by) = self.lines.on_diag(x, y) {
            Some((2, by, Line::Diagonal))
        } else {
            self.lines
                .on_anti(x, y)
                .map(|by| (3, by, Line::AntiDiagonal))
        };
        if let Some((looks, by_row, line)) = found {
            self.counters.checks += looks;
            self.counters.conflicts += 1;
            let by_col = self.lines.in_row(by_row).unwrap_or(0);
            return self.emit(QueensEvent::Conflict {
                row: x as u8,
                col: y as u8,
                by_row: by_row as u8,
                by_col: by_col as u8,
                line,
            });
        }
        self.counters.checks += 3;
        self.counters.places += 1;
        self.counters.nodes += 1;
        self.lines.put(x, y);
        self.depth += 1;
        self.y[x + 1] = 0;
        self.emit(QueensEvent::Place {
            row: x as u8,
            col: y as u8,
        })
    }
}

impl Solver for Arrays {
    type Event = QueensEvent;

    /// The loop's body over `y` (a conflict, a place or the loop's end) is most of the steps:
    /// it is inlined into the caller, and the other phases are a call away.
    #[inline(always)]
    fn step(&mut self) -> Option<QueensEvent> {
        if self.phase == Phase::Loop && self.depth != self.n {
            Some(self.loop_step())
        } else {
            self.other_step()
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
    fn a_conflict_names_the_first_array_entry_found_set() {
        // Queens at (0, 0) and (1, 2); (2, 0) is attacked by column (col[0]) before anything.
        let mut s = Arrays::new(4);
        let mut events = Vec::new();
        while events.len() < 6 {
            events.push(s.step().unwrap());
        }
        assert_eq!(events[3], QueensEvent::Place { row: 1, col: 2 });
        assert!(matches!(
            events[4],
            QueensEvent::Conflict {
                row: 2,
                col: 0,
                line: Line::Column,
                ..
            }
        ));
        // (2, 1): col[1] is free, dg[1-2+4] = dg[3] is free, udg[3] is set by (1, 2).
        assert!(matches!(
            events[5],
            QueensEvent::Conflict {
                row: 2,
                col: 1,
                by_row: 1,
                by_col: 2,
                line: Line::AntiDiagonal
            }
        ));
    }

    #[test]
    fn arrays_mirror_the_standing_queens() {
        let mut s = Arrays::new(5);
        for _ in 0..4 {
            s.step();
        }
        let queens: Vec<_> = s.queens().collect();
        assert_eq!(queens, vec![(0, 0), (1, 2)]);
        let arrays = s.arrays();
        assert_eq!(arrays.col, vec![true, false, true, false, false]);
        let dg = arrays.dg;
        assert!(dg[5] && dg[2 + 5 - 1] && dg.iter().filter(|&&b| b).count() == 2);
        let udg = arrays.udg;
        assert!(udg[0] && udg[3] && udg.iter().filter(|&&b| b).count() == 2);
        assert_eq!(
            Entries::of(5, 1, 2),
            Entries {
                col: 2,
                dg: 6,
                udg: 3
            }
        );
    }
}
