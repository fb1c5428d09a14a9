//! A solver made for speed, for `--print` and `--count` on many puzzles. A 9x9 grid is solved
//! band by band ([`band`]: each digit's three boards of 27 bits, the locked candidates of a
//! band in one table look-up, a box's one column left taken from the other bands). A 4x4 grid is solved here, and
//! the tests check the band solver against this one on 9x9 grids: digit by digit, for
//! each digit a bit board of the cells it may still take (81 bits in a `u128`). Placing a
//! digit clears its cell from every board and the cell's 20 peers from its own board; a
//! cell left on one board is a naked single, a unit where a digit has one cell left a hidden
//! single, both filled before any guess, then locked candidates (a digit whose cells in a box
//! lie on one line leaves the rest of the line); a cell on no board, or a digit with no cell in a
//! unit, is a dead end. Then the empty cell with the fewest candidates is guessed, the state
//! copied on the stack (no events, nothing to rewind). Side 4 or 9; the tables of each side
//! built once.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use super::Grid;

mod band;

/// The grid's geometry: the boards of each cell's peers and of each unit, each cell's units,
/// each box with its lines. Sized so that an index read from a bit of a `u32` or a `u128`
/// needs no bounds check.
struct Shape {
    /// Every cell.
    cells: u128,
    /// The cells sharing a row, column or box with each cell.
    peers: [u128; 128],
    /// Each row, column and box (unit 3i, 3i + 1, 3i + 2: row, column, box i).
    units: [u128; 32],
    /// Every unit, as bits of `units`.
    all_units: u32,
    /// The units of each cell, as bits of `units`.
    units_of: [u32; 128],
    /// For each box, each row and column through it: the box's part of the line, and the
    /// rest of the line (unused ones empty).
    box_lines: [[(u128, u128); 6]; 9],
}

impl Shape {
    fn of(n: usize) -> &'static Shape {
        static NINE: OnceLock<Shape> = OnceLock::new();
        static FOUR: OnceLock<Shape> = OnceLock::new();
        let cell = if n == 4 { &FOUR } else { &NINE };
        cell.get_or_init(|| Shape::build(n))
    }

    fn build(n: usize) -> Shape {
        let b = if n == 4 { 2 } else { 3 };
        let mut units = [0u128; 32];
        for i in 0..n {
            let (top, left) = ((i / (n / b)) * b, (i % (n / b)) * b);
            for k in 0..n {
                units[3 * i] |= 1 << (i * n + k);
                units[3 * i + 1] |= 1 << (k * n + i);
                units[3 * i + 2] |= 1 << ((top + k / b) * n + left + k % b);
            }
        }
        let mut units_of = [0u32; 128];
        let mut peers = [0u128; 128];
        for cell in 0..n * n {
            for (u, &unit) in units.iter().enumerate().take(3 * n) {
                if unit >> cell & 1 == 1 {
                    units_of[cell] |= 1 << u;
                    peers[cell] |= unit;
                }
            }
            peers[cell] &= !(1u128 << cell);
        }
        let mut box_lines = [[(0u128, 0u128); 6]; 9];
        for (i, slots) in box_lines.iter_mut().enumerate().take(n) {
            let boxed = units[3 * i + 2];
            let lines = (0..n).flat_map(|j| [units[3 * j], units[3 * j + 1]]).filter(|&line| line & boxed != 0);
            for (slot, line) in slots.iter_mut().zip(lines) {
                *slot = (line & boxed, line & !boxed);
            }
        }
        Shape {
            cells: (1u128 << (n * n)) - 1,
            peers,
            units,
            all_units: (1u32 << (3 * n)) - 1,
            units_of,
            box_lines,
        }
    }
}

/// The state: each cell's digit, each digit's board, the empty cells, and for each digit the
/// units that hold it.
#[derive(Clone, Copy)]
struct State {
    cells: [u8; 81],
    boards: [u128; 9],
    empty: u128,
    done: [u32; 9],
    /// The digits whose boards changed since their units were last looked at.
    dirty: u16,
}

/// Whether a board that is not empty has one cell: `is_power_of_two` counts bits, which
/// without a population-count instruction costs more than this.
#[inline]
#[allow(clippy::manual_is_power_of_two)]
fn one_cell(board: u128) -> bool {
    board & (board - 1) == 0
}

/// The lowest cell of a board.
#[inline]
fn first(board: u128) -> usize {
    board.trailing_zeros() as usize
}

impl State {
    /// Writes digit `k + 1` in `cell`.
    #[inline]
    fn place<const N: usize>(&mut self, s: &Shape, cell: usize, k: usize) {
        let bit = 1u128 << cell;
        self.cells[cell] = k as u8 + 1;
        self.empty &= !bit;
        for (j, board) in self.boards[..N].iter_mut().enumerate() {
            self.dirty |= u16::from(*board & bit != 0) << j;
            *board &= !bit;
        }
        self.boards[k] &= !s.peers[cell];
        self.done[k] |= s.units_of[cell];
    }

    /// The empty cells on exactly one board, and on at least two; `None` at a dead end (an
    /// empty cell on no board).
    #[inline]
    fn counts<const N: usize>(&self) -> Option<(u128, u128)> {
        let (mut once, mut twice) = (0u128, 0u128);
        for &board in &self.boards[..N] {
            twice |= once & board;
            once |= board;
        }
        (self.empty & !once == 0).then_some((once & !twice, twice))
    }

    /// Fills singles, naked and hidden, until none is left; `false` at a dead end.
    fn propagate<const N: usize>(&mut self, s: &Shape) -> bool {
        loop {
            let Some((single, _)) = self.counts::<N>() else {
                return false;
            };
            if single != 0 {
                // Digit by digit: a single whose digit a peer took on the way is a dead end.
                for k in 0..N {
                    let mut cells = single & self.boards[k];
                    while cells != 0 {
                        let cell = first(cells);
                        cells &= cells - 1;
                        if self.boards[k] >> cell & 1 == 0 {
                            return false;
                        }
                        self.place::<N>(s, cell, k);
                    }
                }
                continue;
            }
            let mut filled = false;
            let mut digits = std::mem::take(&mut self.dirty);
            while digits != 0 {
                let k = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let mut open = !self.done[k] & s.all_units;
                while open != 0 {
                    let u = open.trailing_zeros() as usize;
                    open &= open - 1;
                    let here = self.boards[k] & s.units[u];
                    if here == 0 {
                        // Placed in this unit since `open` was read, or nowhere to go.
                        if self.done[k] >> u & 1 == 0 {
                            return false;
                        }
                    } else if one_cell(here) {
                        self.place::<N>(s, first(here), k);
                        filled = true;
                    }
                }
            }
            if !filled && !self.locked::<N>(s) {
                return true;
            }
        }
    }
}

impl State {
    /// Locked candidates: a digit whose cells in a box all lie on one row or column cannot
    /// be elsewhere on that line (pointing; the converse, claiming, costs more than it
    /// saves on the 17-clue set). Whether a board changed.
    fn locked<const N: usize>(&mut self, s: &Shape) -> bool {
        let mut changed = false;
        for k in 0..N {
            for (b, lines) in s.box_lines.iter().enumerate().take(N) {
                let here = self.boards[k] & s.units[3 * b + 2];
                if here == 0 {
                    continue;
                }
                for &(inside, outside) in lines {
                    if here & !inside == 0 && self.boards[k] & outside != 0 {
                        self.boards[k] &= !outside;
                        self.dirty |= 1 << k;
                        changed = true;
                    }
                }
            }
        }
        changed
    }
}

/// The start state of a grid of `cells`, or `None` if two givens clash.
fn start<const N: usize>(cells: &[u8], s: &Shape) -> Option<State> {
    let mut st = State {
        cells: [0; 81],
        boards: [0; 9],
        empty: s.cells,
        done: [0; 9],
        dirty: 0,
    };
    st.boards[..N].fill(s.cells);
    for (cell, &d) in cells.iter().enumerate() {
        if d != 0 {
            let k = usize::from(d) - 1;
            if st.boards[k] >> cell & 1 == 0 {
                return None;
            }
            st.place::<N>(s, cell, k);
        }
    }
    Some(st)
}

/// The empty cell with the fewest candidates: the first on exactly two boards if there is
/// one, else counted cell by cell.
fn fewest<const N: usize>(st: &State) -> usize {
    let (mut once, mut twice, mut thrice) = (0u128, 0u128, 0u128);
    for &board in &st.boards[..N] {
        thrice |= twice & board;
        twice |= once & board;
        once |= board;
    }
    let two = twice & !thrice;
    if two != 0 {
        return first(two);
    }
    let mut best = (usize::MAX, 0);
    let mut empty = st.empty;
    while empty != 0 {
        let cell = first(empty);
        empty &= empty - 1;
        let k = st.boards[..N].iter().filter(|&&b| b >> cell & 1 == 1).count();
        if k < best.0 {
            best = (k, cell);
        }
    }
    best.1
}

/// Searches from `st`, calling `found` on each solution until it says stop; whether to stop.
fn search<const N: usize>(st: &mut State, s: &Shape, found: &mut dyn FnMut(&State) -> bool) -> bool {
    if !st.propagate::<N>(s) {
        return false;
    }
    if st.empty == 0 {
        return found(st);
    }
    let cell = fewest::<N>(st);
    let bit = 1u128 << cell;
    let mut digits: u16 = 0;
    for k in 0..N {
        digits |= u16::from(st.boards[k] & bit != 0) << k;
    }
    while digits != 0 {
        let k = digits.trailing_zeros() as usize;
        digits &= digits - 1;
        if digits == 0 {
            // The last digit goes on in this state: no copy.
            st.place::<N>(s, cell, k);
            return search::<N>(st, s, found);
        }
        let mut next = *st;
        next.place::<N>(s, cell, k);
        if search::<N>(&mut next, s, found) {
            return true;
        }
    }
    false
}

/// A solution found, by either solver.
enum Found<'a> {
    /// By the 9x9 band solver.
    Band(&'a band::State),
    /// By the board solver, of this side.
    Boards(&'a State, usize),
}

impl Found<'_> {
    /// The grid filled.
    fn grid(&self) -> Grid {
        let n = match *self {
            Found::Band(_) => 9,
            Found::Boards(_, n) => n,
        };
        let mut cells = [0u8; 81];
        self.fill(&mut cells);
        Grid {
            n,
            cells: cells[..n * n].to_vec(),
        }
    }

    /// The grid's digits written into `cells` (its first n·n).
    fn fill(&self, cells: &mut [u8; 81]) {
        match *self {
            Found::Band(st) => st.fill(cells),
            Found::Boards(st, n) => cells[..n * n].copy_from_slice(&st.cells[..n * n]),
        }
    }
}

/// Every solution of `grid` given to `found` until it says stop: the band solver for 9x9,
/// the board solver for 4x4.
fn each(cells: &[u8], found: &mut dyn FnMut(Found) -> bool) {
    if cells.len() == 81 {
        if let Some(mut st) = band::State::start(cells) {
            st.search(&mut |st| found(Found::Band(st)));
        }
        return;
    }
    let s = Shape::of(4);
    if let Some(mut st) = start::<4>(cells, s) {
        search::<4>(&mut st, s, &mut |st| found(Found::Boards(st, 4)));
    }
}

/// The first solution of `grid`, if it has one.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let n = grid.n;
    solve_cells(&grid.cells).map(|cells| Grid {
        n,
        cells: cells[..n * n].to_vec(),
    })
}

/// The first solution of the 9x9 or 4x4 grid of `cells`, as its cells (the first n·n of
/// 81), if it has one: for many puzzles, no allocation each.
pub fn solve_cells(cells: &[u8]) -> Option<[u8; 81]> {
    let mut out = None;
    each(cells, &mut |sol| {
        let mut cells = [0u8; 81];
        sol.fill(&mut cells);
        out = Some(cells);
        true
    });
    out
}

/// The solutions of `grid`, at most `limit`.
pub fn solutions(grid: &Grid, limit: Option<u64>) -> Vec<Grid> {
    let mut out = Vec::new();
    each(&grid.cells, &mut |sol| {
        out.push(sol.grid());
        limit.is_some_and(|l| out.len() as u64 >= l)
    });
    out
}

/// The number of solutions of `grid`, at most `limit`.
pub fn count(grid: &Grid, limit: Option<u64>) -> u64 {
    count_until(&grid.cells, limit, &AtomicBool::new(false))
}

/// Solutions between two looks at the cancel flag: an empty grid's count (6.7e21 of them)
/// stops within a millisecond of Ctrl-C.
const CANCEL_EVERY: u64 = 1 << 12;

/// [`count`] of the grid of `cells`, stopping early (with the count so far) once `cancel` is
/// raised.
pub fn count_until(cells: &[u8], limit: Option<u64>, cancel: &AtomicBool) -> u64 {
    let mut k = 0u64;
    each(cells, &mut |_| {
        k += 1;
        limit.is_some_and(|l| k >= l)
            || (k.is_multiple_of(CANCEL_EVERY) && cancel.load(Ordering::Relaxed))
    });
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::built_in;

    #[test]
    fn solves_every_puzzle_of_top95_and_hardest_once() {
        for name in ["top95", "hardest", "inkala", "easy", "four"] {
            for grid in built_in(name).unwrap() {
                let sol = solve(&grid).unwrap_or_else(|| panic!("{name}: {}", grid.line()));
                assert!(grid.is_solved_by(&sol), "{name}");
                let cells = solve_cells(&grid.cells).unwrap();
                assert_eq!(cells[..grid.cells.len()], sol.cells[..], "{name}: the cells alike");
                assert_eq!(count(&grid, Some(2)), 1, "{name}: one solution");
            }
        }
    }

    /// The board solver's solutions of a 9x9 grid, at most `limit`: the reference the band
    /// solver is checked against.
    fn by_boards(grid: &Grid, limit: usize) -> Vec<Grid> {
        let s = Shape::of(9);
        let mut out = Vec::new();
        if let Some(mut st) = start::<9>(&grid.cells, s) {
            search::<9>(&mut st, s, &mut |st| {
                out.push(Found::Boards(st, 9).grid());
                out.len() >= limit
            });
        }
        out
    }

    proptest::proptest! {
        /// On random 9x9 grids (a solution blanked, some givens changed, so that some have
        /// many solutions and some none) the band solver finds the board solver's solutions
        /// (as a set: the two may guess in another order).
        #[test]
        fn the_band_solver_agrees_with_the_board_solver(
            seed: u64,
            blanks in 20usize..75,
            changed in 0usize..3,
        ) {
            use crate::engine::random::SplitMix64;
            let mut rng = SplitMix64::new(seed);
            let full = solve(&built_in("inkala").unwrap()[0]).unwrap();
            let mut grid = full.clone();
            for _ in 0..blanks {
                grid.cells[rng.below(81)] = 0;
            }
            for _ in 0..changed {
                grid.cells[rng.below(81)] = rng.below(9) as u8 + 1;
            }
            // Uncapped where the board solver finds fewer than the cap, so the sets are whole.
            let mut expected = by_boards(&grid, 40);
            if expected.len() < 40 {
                let mut found = solutions(&grid, None);
                found.sort_by_key(Grid::line);
                expected.sort_by_key(Grid::line);
                proptest::prop_assert_eq!(found, expected.clone());
            }
            proptest::prop_assert_eq!(count(&grid, Some(40)), expected.len() as u64);
            proptest::prop_assert!(expected.iter().all(|s| grid.is_solved_by(s)));
        }
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut grid = built_in("easy").unwrap().remove(0);
        grid.cells[2] = 5;
        assert_eq!((solve(&grid), count(&grid, None)), (None, 0));
    }
}
