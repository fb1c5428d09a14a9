//! Reading order, as the solver of `LeetCode 37`: the next cell is the first empty one, row by row,
//! whatever its candidates.

use super::SudokuHooks;

/// The first empty cell (0 when none is).
pub fn next(hooks: &SudokuHooks) -> usize {
    hooks.cells.iter().position(|&d| d == 0).unwrap_or(0)
}
