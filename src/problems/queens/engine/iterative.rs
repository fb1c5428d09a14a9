//! Seed 001's iterative explicit-stack solver, one event per step.
//!
//! The seed's loop, with `X[1..=n]` holding 1-based columns and `k` the current row:
//!
//! ```text
//! X[1] = 0; k = 1
//! while k > 0:
//!     X[k] = X[k] + 1
//!     while X[k] <= n and not place(k): X[k] = X[k] + 1
//!     if X[k] <= n:
//!         if k == n: print X          else: k = k + 1; X[k] = 0
//!     else: k = k - 1
//! ```
//!
//! Every failed `place(k)` is a `conflict`, every passed one a `place`, `k == n` adds a
//! `solution`, and `k = k - 1` is a `backtrack`. `place(k)` scans rows `1..k` and stops at the
//! first queen that attacks; here three owner tables (column, diagonal, anti-diagonal) answer the
//! same question in O(1), because each line holds at most one placed queen.

use super::{
    Algorithm, Cols, Counters, Lines, MAX_N, QueensEvent, ROW_BY_ROW_COUNTS, StateKind, StateView,
    valid_n,
};
use crate::engine::{Rewind, Solver};

/// Where the solver is in seed 001's loop between two events.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Inside `while k > 0`.
    Search,
    /// The last queen was just placed; the next event is the `solution`.
    SolutionPending,
    /// `done` has been emitted.
    Done,
}

/// The iterative N-Queens solver of seed 001: its whole state is a few hundred bytes.
#[derive(Debug, Clone)]
pub struct Iterative {
    n: u8,
    /// The seed's `k`: the 1-based row being filled; 0 once the search is exhausted.
    k: u8,
    /// The seed's `X[1..=n]`: 1-based columns, 0 meaning "no column tried yet". `x[0]` is unused.
    x: [u8; MAX_N + 1],
    /// Whether `X[k]` is a standing queen (after the last row's place, or after a backtrack).
    top_standing: bool,
    phase: Phase,
    counters: Counters,
    /// The standing queens by line.
    lines: Lines,
}

impl Iterative {
    /// The seed's `k` (1-based current row; 0 when the search is exhausted).
    pub fn k(&self) -> usize {
        self.k as usize
    }

    /// The seed's stack `X[1..=k]` (1-based columns; the top may be 0 or a candidate).
    pub fn stack(&self) -> &[u8] {
        &self.x[1..=self.k as usize]
    }

    /// Number of queens standing on the board (rows `0..placed`).
    pub fn placed(&self) -> usize {
        match self.k {
            0 => 0,
            k if self.top_standing => k as usize,
            k => k as usize - 1,
        }
    }

    #[inline]
    fn emit(&mut self, event: QueensEvent) -> QueensEvent {
        self.counters.steps += 1;
        event
    }

    /// The `solution` event after the last row's place, or `done` once `k` reaches 0: rare
    /// steps, kept out of the loop's hot path.
    #[cold]
    #[inline(never)]
    fn rare_step(&mut self) -> Option<QueensEvent> {
        match self.phase {
            Phase::Done => None,
            Phase::SolutionPending => {
                self.phase = Phase::Search;
                self.counters.solutions += 1;
                let n = self.n as usize;
                let mut cols = [0u8; MAX_N];
                for (c, x) in cols.iter_mut().zip(&self.x[1..=n]) {
                    *c = x - 1;
                }
                Some(self.emit(QueensEvent::Solution {
                    index: self.counters.solutions,
                    cols: Cols::from_slice(&cols[..n]),
                }))
            }
            Phase::Search => {
                self.phase = Phase::Done;
                Some(self.counters.finish())
            }
        }
    }
}

impl Algorithm for Iterative {
    const NAME: &'static str = "iterative";
    const SEEDS: &'static [&'static str] = &["001"];
    const CODE: &'static [&'static str] = &[
        "k = 1; X[1] = 0",
        "while k > 0:",
        "  X[k] = X[k] + 1",
        "  while X[k] <= n and !place(k):",
        "    X[k] = X[k] + 1",
        "  if X[k] <= n:",
        "    if k == n: print(X)",
        "    else: k = k + 1; X[k] = 0",
        "  else: k = k - 1",
    ];
    const STATE: StateKind = StateKind::Stack;
    const COUNTS: &'static [super::Count] = ROW_BY_ROW_COUNTS;

    fn new(n: usize) -> Self {
        assert!(valid_n(n), "board size {n} outside 1..=32");
        Iterative {
            n: n as u8,
            k: 1,
            x: [0; MAX_N + 1],
            top_standing: false,
            phase: Phase::Search,
            counters: Counters {
                nodes: 1,
                ..Counters::default()
            },
            lines: Lines::new(n),
        }
    }

    fn from_start(n: usize, start: &[u8]) -> Self {
        let mut s = Iterative::new(n);
        let k = start.len();
        if k == 0 {
            return s;
        }
        for (row, &col) in start.iter().enumerate() {
            s.x[row + 1] = col + 1;
            s.lines.put(row, col.into());
        }
        if k == n {
            // The last row's place: the solution comes next.
            s.k = k as u8;
            s.top_standing = true;
            s.phase = Phase::SolutionPending;
        } else {
            s.k = k as u8 + 1;
        }
        s
    }

    fn n(&self) -> usize {
        self.n as usize
    }

    /// The 0-based column of the queen standing in each row `0..placed()`.
    fn queens(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.placed()).map(|r| (r, self.x[r + 1] as usize - 1))
    }

    fn counters(&self) -> Counters {
        self.counters
    }

    /// The row `k` is filling (0-based), while the search runs.
    fn current_row(&self) -> Option<usize> {
        (self.phase != Phase::Done && self.k > 0).then(|| self.k as usize - 1)
    }

    fn state(&self) -> StateView<'_> {
        StateView::Stack(self.stack())
    }

    fn code_line(event: QueensEvent, n: usize) -> Option<usize> {
        match event {
            QueensEvent::Done { .. } => Some(1),
            QueensEvent::Conflict { .. } => Some(3),
            QueensEvent::Place { row, .. } if row as usize + 1 == n => Some(5),
            QueensEvent::Place { .. } => Some(7),
            QueensEvent::Solution { .. } => Some(6),
            QueensEvent::Backtrack { .. } => Some(8),
            QueensEvent::Call { .. }
            | QueensEvent::Return { .. }
            | QueensEvent::Skip { .. }
            | QueensEvent::Unplace { .. } => None,
        }
    }
}

impl Solver for Iterative {
    type Event = QueensEvent;

    #[inline(always)]
    fn step(&mut self) -> Option<QueensEvent> {
        let k = self.k as usize;
        if self.phase != Phase::Search || k == 0 {
            return self.rare_step();
        }
        let row = k - 1;
        if self.top_standing {
            // X[k] = X[k] + 1 lifts the queen standing in row k.
            self.lines.lift(row, self.x[k] as usize - 1);
            self.top_standing = false;
        }
        self.x[k] += 1;
        if self.x[k] > self.n {
            self.k -= 1;
            self.top_standing = self.k > 0;
            self.counters.backtracks += 1;
            return Some(self.emit(QueensEvent::Backtrack { row: row as u8 }));
        }
        let col = self.x[k] as usize - 1;
        if let Some((by_row, by_col, line)) = self.lines.first_attacker(row, col) {
            // place(k) compared rows 1..=by_row+1 before it stopped.
            self.counters.checks += by_row as u64 + 1;
            self.counters.conflicts += 1;
            return Some(self.emit(QueensEvent::Conflict {
                row: row as u8,
                col: col as u8,
                by_row: by_row as u8,
                by_col: by_col as u8,
                line,
            }));
        }
        self.lines.put(row, col);
        self.counters.checks += row as u64;
        self.counters.places += 1;
        self.counters.nodes += 1;
        if k == self.n as usize {
            self.top_standing = true;
            self.phase = Phase::SolutionPending;
        } else {
            self.k += 1;
            self.x[k + 1] = 0;
        }
        Some(self.emit(QueensEvent::Place {
            row: row as u8,
            col: col as u8,
        }))
    }

    fn steps(&self) -> u64 {
        self.counters.steps
    }

    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }
}

impl Rewind for Iterative {
    type Checkpoint = Iterative;

    fn checkpoint(&self) -> Iterative {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Iterative) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(_: &Iterative) -> usize {
        std::mem::size_of::<Iterative>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::{Line, attack_line};
    use proptest::prelude::*;
    use rstest::rstest;

    fn run(n: usize) -> (Vec<QueensEvent>, Iterative) {
        let mut s = Iterative::new(n);
        let mut events = Vec::new();
        while let Some(e) = s.step() {
            events.push(e);
        }
        (events, s)
    }

    /// OEIS A000170: number of ways to place N non-attacking queens.
    const A000170: [u64; 13] = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];

    #[rstest]
    fn counts_match_oeis(#[values(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)] n: usize) {
        let (events, s) = run(n);
        let solutions = events
            .iter()
            .filter(|e| matches!(e, QueensEvent::Solution { .. }))
            .count() as u64;
        assert_eq!(solutions, A000170[n]);
        assert_eq!(s.counters().solutions, A000170[n]);
        assert_eq!(
            events.last(),
            Some(&QueensEvent::Done {
                solutions: A000170[n],
                steps: events.len() as u64
            })
        );
    }

    #[test]
    fn eight_queens_totals_are_seed_001s() {
        let (_, s) = run(8);
        let c = s.counters();
        assert_eq!(
            (c.places, c.conflicts, c.backtracks, c.solutions),
            (2056, 13664, 1965, 92)
        );
        assert_eq!(c.steps, 2056 + 13664 + 1965 + 92 + 1);
    }

    #[test]
    fn thirteen_queens_totals_are_seed_001s() {
        let mut s = Iterative::new(13);
        while s.step().is_some() {}
        let c = s.counters();
        assert_eq!(
            (c.places, c.conflicts, c.backtracks, c.solutions),
            (4_674_889, 55_140_425, 4_601_178, 73_712)
        );
    }

    #[test]
    fn four_queens_event_prefix() {
        use Line::*;
        use QueensEvent::*;
        let conflict = |row, col, by_row, by_col, line| Conflict {
            row,
            col,
            by_row,
            by_col,
            line,
        };
        let (events, _) = run(4);
        let expected = [
            Place { row: 0, col: 0 },
            conflict(1, 0, 0, 0, Column),
            conflict(1, 1, 0, 0, Diagonal),
            Place { row: 1, col: 2 },
            conflict(2, 0, 0, 0, Column),
            conflict(2, 1, 1, 2, AntiDiagonal),
            conflict(2, 2, 0, 0, Diagonal),
            conflict(2, 3, 1, 2, Diagonal),
            Backtrack { row: 2 },
            Place { row: 1, col: 3 },
            conflict(2, 0, 0, 0, Column),
            Place { row: 2, col: 1 },
            conflict(3, 0, 0, 0, Column),
            conflict(3, 1, 1, 3, AntiDiagonal),
            conflict(3, 2, 2, 1, Diagonal),
            conflict(3, 3, 0, 0, Diagonal),
            Backtrack { row: 3 },
            conflict(2, 2, 0, 0, Diagonal),
            conflict(2, 3, 1, 3, Column),
            Backtrack { row: 2 },
            Backtrack { row: 1 },
            Place { row: 0, col: 1 },
        ];
        assert_eq!(&events[..expected.len()], &expected);
        let first_solution = events
            .iter()
            .find(|e| matches!(e, Solution { .. }))
            .unwrap();
        assert_eq!(
            first_solution,
            &Solution {
                index: 1,
                cols: Cols::from_slice(&[1, 3, 0, 2])
            }
        );
        assert_eq!(events[events.len() - 2], Backtrack { row: 0 });
    }

    #[test]
    fn one_queen_is_place_solution_backtrack_done() {
        let (events, _) = run(1);
        assert_eq!(
            events,
            vec![
                QueensEvent::Place { row: 0, col: 0 },
                QueensEvent::Solution {
                    index: 1,
                    cols: Cols::from_slice(&[0])
                },
                QueensEvent::Backtrack { row: 0 },
                QueensEvent::Done {
                    solutions: 1,
                    steps: 4
                },
            ]
        );
    }

    #[test]
    fn step_after_done_returns_none_and_counts_nothing() {
        let (_, mut s) = run(3);
        let steps = s.steps();
        assert!(s.is_done());
        assert_eq!(s.step(), None);
        assert_eq!(s.steps(), steps);
    }

    /// The conflict reported is exactly what seed 001's `place(k)` scan would find.
    fn scan_first_attacker(
        queens: &[(usize, usize)],
        row: usize,
        col: usize,
    ) -> Option<(usize, Line)> {
        queens
            .iter()
            .find_map(|&(r, c)| attack_line(r, c, row, col).map(|l| (r, l)))
    }

    proptest! {
        #[test]
        fn placed_queens_never_attack_and_conflicts_name_the_first_attacker(
            n in 1usize..=14, steps in 0usize..20_000
        ) {
            let mut s = Iterative::new(n);
            for _ in 0..steps {
                let standing: Vec<_> = s.queens().collect();
                let Some(e) = s.step() else { break };
                // The queens above the candidate's row: the ones seed 001's place(k) scans.
                let above = |row: u8| -> Vec<(usize, usize)> {
                    standing.iter().copied().filter(|q| q.0 < row as usize).collect()
                };
                match e {
                    QueensEvent::Place { row, col } => {
                        let before = above(row);
                        let (row, col) = (row as usize, col as usize);
                        prop_assert_eq!(row, before.len());
                        prop_assert_eq!(scan_first_attacker(&before, row, col), None);
                        let queens: Vec<_> = s.queens().collect();
                        for (i, &(r1, c1)) in queens.iter().enumerate() {
                            for &(r2, c2) in &queens[i + 1..] {
                                prop_assert_eq!(attack_line(r1, c1, r2, c2), None);
                            }
                        }
                    }
                    QueensEvent::Conflict { row, col, by_row, by_col, line } => {
                        let before = above(row);
                        let found = scan_first_attacker(&before, row as usize, col as usize);
                        prop_assert_eq!(found, Some((by_row as usize, line)));
                        prop_assert_eq!(before[by_row as usize].1, by_col as usize);
                    }
                    _ => {}
                }
            }
        }
    }
}
