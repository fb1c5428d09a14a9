//! Minimum remaining values: the next cell is the empty one with the fewest candidates (the
//! most constrained first), ties in reading order. A cell with none is taken at once, so the
//! dead end shows at the node where it starts, and a cell with one candidate (a naked single)
//! is filled before any cell that needs a guess.

use super::SudokuHooks;

/// The empty cell with the fewest candidates (0 when none is empty).
pub fn next(hooks: &SudokuHooks) -> usize {
    let mut best = (u32::MAX, 0);
    for cell in (0..hooks.cells.len()).filter(|&c| hooks.cells[c] == 0) {
        let k = hooks.candidates_of(cell).count_ones();
        if k < best.0 {
            best = (k, cell);
            if k == 0 {
                break;
            }
        }
    }
    best.1
}
