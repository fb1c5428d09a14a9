//! A solver made for speed, for `--print` and `--count` on many puzzles: each row, column and
//! box a bit set of the digits it holds; naked singles (a cell with one candidate) and hidden
//! singles (a digit with one place left in a unit) filled before any guess, then the empty
//! cell with the fewest candidates guessed, the state copied on the stack (no events, nothing
//! to rewind). Side 4 or 9.

use super::Grid;

/// The state: the cells and each unit's digits.
#[derive(Clone, Copy)]
struct State {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
}

/// The grid's geometry: side, box side, each cell's box, and each unit's cells.
struct Shape {
    n: usize,
    all: u16,
    box_of: [u8; 81],
    units: Vec<Vec<u8>>,
}

impl Shape {
    fn of(n: usize) -> Shape {
        let b = if n == 4 { 2 } else { 3 };
        let mut box_of = [0u8; 81];
        for (cell, slot) in box_of.iter_mut().enumerate().take(n * n) {
            *slot = ((cell / n / b) * (n / b) + cell % n / b) as u8;
        }
        let mut units: Vec<Vec<u8>> = Vec::with_capacity(3 * n);
        for i in 0..n {
            units.push((0..n).map(|k| (i * n + k) as u8).collect());
            units.push((0..n).map(|k| (k * n + i) as u8).collect());
            let (top, left) = ((i / (n / b)) * b, (i % (n / b)) * b);
            units.push((0..n).map(|k| ((top + k / b) * n + left + k % b) as u8).collect());
        }
        Shape {
            n,
            all: ((1u16 << n) - 1) << 1,
            box_of,
            units,
        }
    }
}

impl State {
    #[inline]
    fn free(&self, s: &Shape, cell: usize) -> u16 {
        let (r, c) = (cell / s.n, cell % s.n);
        s.all & !(self.rows[r] | self.cols[c] | self.boxes[usize::from(s.box_of[cell])])
    }

    #[inline]
    fn set(&mut self, s: &Shape, cell: usize, d: u8) {
        let bit = 1u16 << d;
        let (r, c) = (cell / s.n, cell % s.n);
        self.cells[cell] = d;
        self.rows[r] |= bit;
        self.cols[c] |= bit;
        self.boxes[usize::from(s.box_of[cell])] |= bit;
    }
}

/// The start state of `grid`, or `None` if two givens clash.
fn start(grid: &Grid, s: &Shape) -> Option<State> {
    let mut st = State {
        cells: [0; 81],
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
    };
    for (cell, &d) in grid.cells.iter().enumerate() {
        if d != 0 {
            if st.free(s, cell) & 1 << d == 0 {
                return None;
            }
            st.set(s, cell, d);
        }
    }
    Some(st)
}

/// Fills the hidden singles of `st`: a digit with one place left in a unit goes there.
/// `Err` when a unit has a digit with no place left; `Ok(true)` when one was filled.
fn hidden_singles(st: &mut State, s: &Shape) -> Result<bool, ()> {
    let mut filled = false;
    for unit in &s.units {
        let (mut once, mut more, mut placed) = (0u16, 0u16, 0u16);
        for &cell in unit {
            let cell = usize::from(cell);
            if st.cells[cell] == 0 {
                let free = st.free(s, cell);
                more |= once & free;
                once |= free;
            } else {
                placed |= 1 << st.cells[cell];
            }
        }
        if (once | placed) != s.all {
            return Err(());
        }
        let single = once & !more;
        if single == 0 {
            continue;
        }
        for &cell in unit {
            let cell = usize::from(cell);
            if st.cells[cell] == 0 {
                let hit = st.free(s, cell) & single;
                if hit != 0 {
                    // Two digits with this cell their only place: a dead end.
                    if hit.count_ones() > 1 {
                        return Err(());
                    }
                    st.set(s, cell, hit.trailing_zeros() as u8);
                    filled = true;
                }
            }
        }
    }
    Ok(filled)
}

/// Searches from `st`, calling `found` on each solution until it says stop; whether to stop.
fn search(mut st: State, s: &Shape, found: &mut dyn FnMut(&State) -> bool) -> bool {
    loop {
        // The empty cell with the fewest candidates; naked singles filled at once.
        let mut best = (u32::MAX, 0usize, 0u16);
        let mut single = false;
        for cell in 0..s.n * s.n {
            if st.cells[cell] != 0 {
                continue;
            }
            let free = st.free(s, cell);
            let k = free.count_ones();
            if k == 0 {
                return false;
            }
            if k == 1 {
                st.set(s, cell, free.trailing_zeros() as u8);
                single = true;
            } else if k < best.0 {
                best = (k, cell, free);
            }
        }
        if single {
            continue;
        }
        match hidden_singles(&mut st, s) {
            Err(()) => return false,
            Ok(true) => continue,
            Ok(false) => {}
        }
        if best.0 == u32::MAX {
            return found(&st);
        }
        let (_, cell, mut free) = best;
        while free != 0 {
            let d = free.trailing_zeros() as u8;
            free &= free - 1;
            let mut next = st;
            next.set(s, cell, d);
            if search(next, s, found) {
                return true;
            }
        }
        return false;
    }
}

/// The first solution of `grid`, if it has one.
pub fn solve(grid: &Grid) -> Option<Grid> {
    let s = Shape::of(grid.n);
    let st = start(grid, &s)?;
    let mut out = None;
    search(st, &s, &mut |sol| {
        out = Some(Grid {
            n: grid.n,
            cells: sol.cells[..grid.n * grid.n].to_vec(),
        });
        true
    });
    out
}

/// The solutions of `grid`, at most `limit`.
pub fn solutions(grid: &Grid, limit: Option<u64>) -> Vec<Grid> {
    let s = Shape::of(grid.n);
    let Some(st) = start(grid, &s) else { return Vec::new() };
    let mut out = Vec::new();
    search(st, &s, &mut |sol| {
        out.push(Grid {
            n: grid.n,
            cells: sol.cells[..grid.n * grid.n].to_vec(),
        });
        limit.is_some_and(|l| out.len() as u64 >= l)
    });
    out
}

/// The number of solutions of `grid`, at most `limit`.
pub fn count(grid: &Grid, limit: Option<u64>) -> u64 {
    let s = Shape::of(grid.n);
    let Some(st) = start(grid, &s) else { return 0 };
    let mut k = 0u64;
    search(st, &s, &mut |_| {
        k += 1;
        limit.is_some_and(|l| k >= l)
    });
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::built_in;

    #[test]
    fn solves_every_puzzle_of_top95_and_hardest_once() {
        for name in ["top95", "hardest", "inkala", "easy"] {
            for grid in built_in(name).unwrap() {
                let sol = solve(&grid).unwrap_or_else(|| panic!("{name}: {}", grid.line()));
                assert!(grid.is_solved_by(&sol), "{name}");
                assert_eq!(count(&grid, Some(2)), 1, "{name}: one solution");
            }
        }
    }

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut grid = built_in("easy").unwrap().remove(0);
        grid.cells[2] = 5;
        assert_eq!((solve(&grid), count(&grid, None)), (None, 0));
    }
}
