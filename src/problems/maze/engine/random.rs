//! Random mazes: a depth-first "recursive backtracker" carved on the odd cells, from a seed.
//!
//! The generator is the shared `SplitMix64` (`engine::random`), so the same seed gives the same maze on every
//! machine and in every version of the program. Start (1, 1) and goal (rows-2, cols-2) are
//! always open and connected.

use super::{Grid, MAX_CELLS, OPEN, WALL};
pub use crate::engine::random::SplitMix64;

/// The smallest side of a random maze.
pub const MIN_SIDE: usize = 3;

/// Whether a random maze of this size can be made.
pub fn valid_size(rows: usize, cols: usize) -> bool {
    rows >= MIN_SIDE && cols >= MIN_SIDE && rows.saturating_mul(cols) <= MAX_CELLS
}

/// Parses `RxC`, e.g. `21x41`.
pub fn parse_size(s: &str) -> Option<(usize, usize)> {
    let (r, c) = s
        .to_ascii_lowercase()
        .split_once('x')
        .map(|(r, c)| (r.to_string(), c.to_string()))?;
    Some((r.trim().parse().ok()?, c.trim().parse().ok()?))
}

/// A maze of `rows` x `cols` cells from `seed`; the size must be [`valid_size`].
pub fn generate(rows: usize, cols: usize, seed: u64) -> Grid {
    assert!(valid_size(rows, cols), "maze size {rows}x{cols}");
    let mut rng = SplitMix64::new(seed);
    let mut cells = vec![WALL; rows * cols];
    let room = |r: usize, c: usize| r % 2 == 1 && c % 2 == 1 && r < rows - 1 && c < cols - 1;
    cells[cols + 1] = OPEN;
    let mut stack = vec![(1usize, 1usize)];
    while let Some(&(r, c)) = stack.last() {
        let mut next = Vec::with_capacity(4);
        for (dr, dc) in [(2isize, 0isize), (0, 2), (-2, 0), (0, -2)] {
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr > 0 && nc > 0 && room(nr as usize, nc as usize) {
                let (nr, nc) = (nr as usize, nc as usize);
                if cells[nr * cols + nc] == WALL {
                    next.push((nr, nc));
                }
            }
        }
        if next.is_empty() {
            stack.pop();
            continue;
        }
        let (nr, nc) = next[rng.below(next.len())];
        cells[usize::midpoint(r, nr) * cols + usize::midpoint(c, nc)] = OPEN;
        cells[nr * cols + nc] = OPEN;
        stack.push((nr, nc));
    }
    // With an even side the goal falls on a wall line: open it and the cell above it, which
    // joins the rooms' grid.
    let (gr, gc) = (rows - 2, cols - 2);
    if cells[gr * cols + gc] == WALL {
        cells[gr * cols + gc] = OPEN;
        if gr > 1 {
            cells[(gr - 1) * cols + gc] = OPEN;
        }
        if gc > 1 && cells[(gr - 1) * cols + gc - 1] == WALL && cells[gr * cols + gc - 1] == WALL {
            cells[gr * cols + gc - 1] = OPEN;
        }
    }
    Grid::new(rows, cols, cells).expect("the sizes match")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::problems::maze::engine::{Maze, Order};
    use proptest::prelude::*;

    #[test]
    fn the_same_seed_gives_the_same_maze() {
        assert_eq!(generate(21, 41, 7), generate(21, 41, 7));
        assert_ne!(generate(21, 41, 7), generate(21, 41, 8));
    }

    #[test]
    fn splitmix_is_the_published_sequence() {
        // First outputs of SplitMix64 seeded with 0.
        let mut rng = SplitMix64::new(0);
        assert_eq!(rng.next_u64(), 0xE220_A839_7B1D_CDAF);
        assert_eq!(rng.next_u64(), 0x6E78_9E6A_A1B9_65F4);
    }

    #[test]
    fn sizes_parse() {
        assert_eq!(parse_size("21x41"), Some((21, 41)));
        assert_eq!(parse_size("8X7"), Some((8, 7)));
        assert_eq!(parse_size("21"), None);
        assert!(valid_size(3, 3) && !valid_size(2, 9) && !valid_size(1001, 1000));
    }

    proptest! {
        #[test]
        fn the_goal_is_always_reachable(rows in 3usize..40, cols in 3usize..40, seed in any::<u64>()) {
            let grid = generate(rows, cols, seed);
            prop_assert_eq!(grid.get(1, 1), OPEN);
            prop_assert_eq!(grid.get(rows - 2, cols - 2), OPEN);
            let mut maze = Maze::new(grid, (1, 1), (rows - 2, cols - 2), Order::default());
            while maze.step().is_some() {}
            prop_assert!(maze.reached());
        }
    }
}
