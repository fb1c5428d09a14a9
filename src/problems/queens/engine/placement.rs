//! Queens placed by hand: whether they are a start the row-by-row searches can go on from
//! (rows 1..k holding one queen each, none attacking another), which pairs attack each other,
//! and how many solutions extend them.
//!
//! A start is its columns row by row (0-based), as [`super::Cols`] holds a solution.

use std::sync::atomic::{AtomicBool, AtomicU64};

use super::count::{CountError, Subproblem, count_with, split_rows};
use super::{Algo, Line, QueensEvent, QueensSolver, attack_line};
use crate::engine::Solver;

/// Why queens on the board are not a start to search on from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlacementError {
    /// More queens than rows (`--from`).
    TooMany {
        /// How many were given.
        given: usize,
        /// The board size.
        n: usize,
    },
    /// A column outside 1..=n (`--from`, 1-based as given).
    Column {
        /// The 0-based row it was given for.
        row: usize,
        /// The number given.
        col: usize,
        /// The board size.
        n: usize,
    },
    /// Two queens in one row (0-based row and columns).
    TwoInRow {
        /// The row.
        row: usize,
        /// Their columns, left first.
        cols: (usize, usize),
    },
    /// An empty row above a row with a queen: the queens must fill rows 1..k.
    Gap {
        /// The empty row (0-based).
        row: usize,
    },
    /// Two queens attack each other: (row, col) of each, the upper first, and the line.
    Attack {
        /// The upper queen.
        a: (usize, usize),
        /// The lower queen.
        b: (usize, usize),
        /// The line they share.
        line: Line,
    },
}

/// Two queens that attack each other: (row, col) of the upper, of the lower, and their line.
pub type Pair = ((usize, usize), (usize, usize), Line);

/// The pairs of queens that attack each other, in row order.
pub fn attacking_pairs(queens: &[(usize, usize)]) -> Vec<Pair> {
    let mut sorted = queens.to_vec();
    sorted.sort_unstable();
    let mut out = Vec::new();
    for (i, &a) in sorted.iter().enumerate() {
        for &b in &sorted[i + 1..] {
            if let Some(line) = attack_line(a.0, a.1, b.0, b.1) {
                out.push((a, b, line));
            }
        }
    }
    out
}

/// The first pair of a start's queens (columns row by row) that attack each other, if any.
fn first_attack(cols: &[u8]) -> Option<PlacementError> {
    let queens: Vec<(usize, usize)> = cols
        .iter()
        .enumerate()
        .map(|(r, &c)| (r, usize::from(c)))
        .collect();
    attacking_pairs(&queens)
        .first()
        .map(|&(a, b, line)| PlacementError::Attack { a, b, line })
}

/// `--from 1,5,8`: 1-based columns of rows 1..k on an `n`×`n` board, as a start (0-based).
pub fn start_from_columns(n: usize, given: &[usize]) -> Result<Vec<u8>, PlacementError> {
    if given.len() > n {
        return Err(PlacementError::TooMany {
            given: given.len(),
            n,
        });
    }
    let mut cols = Vec::with_capacity(given.len());
    for (row, &col) in given.iter().enumerate() {
        if !(1..=n).contains(&col) {
            return Err(PlacementError::Column { row, col, n });
        }
        cols.push((col - 1) as u8);
    }
    first_attack(&cols).map_or(Ok(cols), Err)
}

/// Queens on the board (row, col), in any order, as a start: rows 1..k one queen each, the
/// rest empty, none attacking another.
pub fn start_from_queens(n: usize, queens: &[(usize, usize)]) -> Result<Vec<u8>, PlacementError> {
    let mut by_row: Vec<Option<usize>> = vec![None; n];
    let mut sorted = queens.to_vec();
    sorted.sort_unstable();
    for &(row, col) in &sorted {
        if let Some(first) = by_row[row] {
            return Err(PlacementError::TwoInRow {
                row,
                cols: (first, col),
            });
        }
        by_row[row] = Some(col);
    }
    let k = by_row
        .iter()
        .rposition(Option::is_some)
        .map_or(0, |r| r + 1);
    if let Some(row) = by_row[..k].iter().position(Option::is_none) {
        return Err(PlacementError::Gap { row });
    }
    let cols: Vec<u8> = by_row[..k].iter().map(|c| c.unwrap_or(0) as u8).collect();
    first_attack(&cols).map_or(Ok(cols), Err)
}

/// Whether `event` of a search going on from a start of `k` queens is the first outside the
/// start's subtree: the search undoing or moving a hand-placed queen (for the cells search,
/// taking one off; for the row-by-row searches, giving up row `k` or trying another column
/// in a hand-placed row).
pub fn leaves_start(cells: bool, k: usize, event: &QueensEvent) -> bool {
    let below = |row: u8| usize::from(row) < k;
    match *event {
        QueensEvent::Unplace { row, .. } => below(row),
        _ if cells => false,
        QueensEvent::Place { row, .. } | QueensEvent::Conflict { row, .. } => below(row),
        QueensEvent::Backtrack { row } => usize::from(row) <= k,
        _ => false,
    }
}

/// A search from a start that ends where it leaves the start's subtree: its solutions are the
/// completions of the start (`--print --from`).
#[derive(Debug, Clone)]
pub struct Below {
    solver: QueensSolver,
    k: usize,
    left: bool,
}

impl Below {
    /// The search of `algo` below `start` on an `n`×`n` board.
    pub fn new(algo: Algo, n: usize, start: &[u8]) -> Below {
        Below {
            solver: QueensSolver::from_start(algo, n, start),
            k: start.len(),
            left: false,
        }
    }
}

impl Solver for Below {
    type Event = QueensEvent;

    fn step(&mut self) -> Option<QueensEvent> {
        if self.left {
            return None;
        }
        let event = self.solver.step()?;
        let cells = self.solver.algo().by_cells();
        if self.k > 0 && leaves_start(cells, self.k, &event) {
            self.left = true;
            return None;
        }
        Some(event)
    }

    fn steps(&self) -> u64 {
        self.solver.steps()
    }

    fn is_done(&self) -> bool {
        self.left || self.solver.is_done()
    }
}

/// The pieces of the search below a start, for the counter: the start's lines as a
/// subproblem, split a few rows further so that the pieces run on every core.
pub fn start_plan(n: usize, start: &[u8]) -> Vec<Subproblem> {
    let full = (1u64 << n) - 1;
    let mut p = Subproblem {
        row: 0,
        cols: 0,
        diag: 0,
        anti: 0,
        weight: 1,
    };
    for &c in start {
        let bit = 1u64 << c;
        p = Subproblem {
            row: p.row + 1,
            cols: p.cols | bit,
            diag: ((p.diag | bit) << 1) & full,
            anti: (p.anti | bit) >> 1,
            weight: 1,
        };
    }
    let mut out = Vec::new();
    super::count::expand(
        full,
        p,
        (start.len() + 2).max(split_rows(n)).min(n),
        &mut out,
    );
    out
}

/// How many solutions extend `start` (columns of rows 1..k): the counter's search below it.
/// `done` counts the pieces finished; `cancel` stops it.
pub fn completions(
    n: usize,
    start: &[u8],
    threads: Option<usize>,
    done: &AtomicU64,
    cancel: &AtomicBool,
) -> Result<u64, CountError> {
    count_with(n, threads, done, cancel, &start_plan(n, start))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    fn count(n: usize, start: &[u8]) -> u64 {
        completions(n, start, None, &AtomicU64::new(0), &AtomicBool::new(false)).unwrap()
    }

    #[rstest]
    #[case(8, &[1, 5, 8], Ok(vec![0, 4, 7]))]
    #[case(8, &[], Ok(vec![]))]
    #[case(4, &[1, 2, 3, 4, 1], Err(PlacementError::TooMany { given: 5, n: 4 }))]
    #[case(8, &[1, 9], Err(PlacementError::Column { row: 1, col: 9, n: 8 }))]
    #[case(8, &[0], Err(PlacementError::Column { row: 0, col: 0, n: 8 }))]
    #[case(8, &[1, 2], Err(PlacementError::Attack { a: (0, 0), b: (1, 1), line: Line::Diagonal }))]
    #[case(8, &[3, 5, 3], Err(PlacementError::Attack { a: (0, 2), b: (2, 2), line: Line::Column }))]
    fn columns_given(
        #[case] n: usize,
        #[case] given: &[usize],
        #[case] want: Result<Vec<u8>, PlacementError>,
    ) {
        assert_eq!(start_from_columns(n, given), want);
    }

    #[rstest]
    #[case(&[(0, 0), (1, 4), (2, 7)], Ok(vec![0, 4, 7]))]
    #[case(&[(2, 7), (0, 0), (1, 4)], Ok(vec![0, 4, 7]))]
    #[case(&[], Ok(vec![]))]
    #[case(&[(0, 5), (0, 2)], Err(PlacementError::TwoInRow { row: 0, cols: (2, 5) }))]
    #[case(&[(0, 0), (2, 4)], Err(PlacementError::Gap { row: 1 }))]
    #[case(&[(1, 3)], Err(PlacementError::Gap { row: 0 }))]
    #[case(&[(0, 0), (1, 6), (2, 5)], Err(PlacementError::Attack { a: (1, 6), b: (2, 5), line: Line::AntiDiagonal }))]
    fn queens_on_the_board(
        #[case] queens: &[(usize, usize)],
        #[case] want: Result<Vec<u8>, PlacementError>,
    ) {
        assert_eq!(start_from_queens(8, queens), want);
    }

    #[test]
    fn pairs_that_attack() {
        let pairs = attacking_pairs(&[(2, 2), (0, 0), (0, 5), (4, 7)]);
        assert_eq!(
            pairs,
            vec![
                ((0, 0), (0, 5), Line::Row),
                ((0, 0), (2, 2), Line::Diagonal),
            ]
        );
        assert!(attacking_pairs(&[(0, 0), (1, 2)]).is_empty());
    }

    /// The empty start counts every solution (A000170); a whole solution counts itself.
    #[rstest]
    #[case(1, 1)]
    #[case(4, 2)]
    #[case(6, 4)]
    #[case(8, 92)]
    #[case(10, 724)]
    fn the_empty_start_counts_every_solution(#[case] n: usize, #[case] all: u64) {
        assert_eq!(count(n, &[]), all);
        let first = &crate::problems::queens::engine::all_solutions(n)[0];
        assert_eq!(count(n, first), 1);
    }

    /// Solution numbers and the final totals count again from 0 in a search from a start;
    /// everything else is as in the whole search.
    fn unnumbered(e: QueensEvent) -> QueensEvent {
        match e {
            QueensEvent::Solution { cols, .. } => QueensEvent::Solution { index: 0, cols },
            QueensEvent::Done { .. } => QueensEvent::Done {
                solutions: 0,
                steps: 0,
            },
            e => e,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// A search from a start is the tail of the whole search from the point where it
        /// places the start's last queen, for every algorithm.
        #[test]
        fn a_search_from_a_start_is_the_tail_of_the_whole_search(
            algo_i in 0usize..4, n in 1usize..=8, pick in 0usize..100_000
        ) {
            let algo = Algo::ALL[algo_i];
            let mut whole = QueensSolver::new(algo, n);
            let mut events = Vec::new();
            let mut starts = vec![(0, Vec::new())];
            while let Some(e) = whole.step() {
                events.push(e);
                if let QueensEvent::Place { row, .. } = e {
                    let queens = whole.queens();
                    // Rows 0..=row filled: a start, with the point just after its last place.
                    if queens.len() == usize::from(row) + 1
                        && queens.iter().enumerate().all(|(i, &(r, _))| i == r)
                    {
                        let cols: Vec<u8> = queens.iter().map(|&(_, c)| c as u8).collect();
                        starts.push((events.len(), cols));
                    }
                }
            }
            let (at, start) = &starts[pick % starts.len()];
            let mut from = QueensSolver::from_start(algo, n, start);
            let tail: Vec<QueensEvent> = std::iter::from_fn(|| from.step()).map(unnumbered).collect();
            let want: Vec<QueensEvent> = events[*at..].iter().copied().map(unnumbered).collect();
            prop_assert_eq!(tail, want, "{:?} n={} start={:?}", algo, n, start);
        }

        /// The counter below a start equals the solutions whose first rows are the start, for
        /// starts taken from every depth of real searches (so some extend to none).
        #[test]
        fn completions_equal_the_solutions_that_extend_the_start(
            n in 4usize..=9, pick in 0usize..10_000, k in 0usize..=9
        ) {
            let all = crate::problems::queens::engine::all_solutions(n);
            // A start: the first k rows of some non-attacking placement met by the search.
            let mut s = QueensSolver::new(Algo::Iterative, n);
            let placements: Vec<Vec<u8>> = std::iter::from_fn(|| s.step().map(|_| s.queens()))
                .map(|q| q.iter().map(|&(_, c)| c as u8).collect())
                .collect();
            let start = &placements[pick % placements.len()];
            let start = &start[..k.min(start.len())];
            let want = all.iter().filter(|sol| sol.starts_with(start)).count() as u64;
            prop_assert_eq!(count(n, start), want);
            // The stepping searches below the start find exactly those, in search order.
            let completions: Vec<Vec<u8>> =
                all.iter().filter(|sol| sol.starts_with(start)).cloned().collect();
            for algo in Algo::ALL {
                let mut below = Below::new(algo, n, start);
                let mut found: Vec<Vec<u8>> = std::iter::from_fn(|| below.step())
                    .filter_map(|e| match e {
                        QueensEvent::Solution { cols, .. } => Some(cols.as_slice().to_vec()),
                        _ => None,
                    })
                    .collect();
                if algo.by_cells() {
                    // The cells search finds them in another order.
                    found.sort();
                    let mut sorted = completions.clone();
                    sorted.sort();
                    prop_assert_eq!(&found, &sorted, "{:?} {:?}", algo, start);
                } else {
                    prop_assert_eq!(&found, &completions, "{:?} {:?}", algo, start);
                }
            }
        }
    }
}
