//! Singles first: a cell with one candidate (a naked single) or a cell where a digit has its
//! only place left in a row, column or box (a hidden single) is filled before any guess, the
//! forced digit written and, with the bound on, every other digit cut; else the cell with the
//! fewest candidates, as [`mrv`](super::mrv). The textbook's human strategies, as a variable
//! order.

use super::{SudokuHooks, mrv};

/// The next cell: a naked single, else a hidden single, else the fewest candidates.
pub fn next(hooks: &SudokuHooks) -> usize {
    let best = mrv::next(hooks);
    if hooks.cells[best] != 0 || hooks.candidates_of(best).count_ones() <= 1 {
        return best;
    }
    (0..hooks.cells.len())
        .find(|&c| hooks.hidden_single(c).is_some())
        .unwrap_or(best)
}
