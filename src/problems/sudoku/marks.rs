//! What the Sudoku grid marks, for the screen and `x` alike: each cell's state as the search
//! stands.

use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf};
use crate::problems::sudoku::engine::SudokuHooks;

/// The state of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A given.
    Given(u8),
    /// A digit the search wrote, with a guess.
    Filled(u8),
    /// A digit the search wrote with no guess (one candidate).
    Forced(u8),
    /// The cell being filled; after a cut, the digit rejected.
    Current(Option<u8>),
    /// The cell that holds the digit just rejected.
    Holder(u8),
    /// A digit of a solution just found.
    Solved(u8),
    /// Empty.
    Empty,
}

/// The marks of the legend, in its order.
pub const LEGEND: [Mark; 6] = [
    Mark::Given(5),
    Mark::Filled(3),
    Mark::Current(None),
    Mark::Holder(1),
    Mark::Forced(7),
    Mark::Solved(9),
];

impl Mark {
    /// Its symbol where it has one of its own (the digit aside); with `ascii`, ASCII.
    pub fn glyph(self, ascii: bool) -> &'static str {
        match (self, ascii) {
            (Mark::Current(None), false) => "▸",
            (Mark::Current(None), true) => ">",
            (Mark::Current(Some(_)), false) => "✗",
            (Mark::Current(Some(_)), true) => "x",
            (Mark::Holder(_), _) => "!",
            (Mark::Forced(_), _) => "'",
            (Mark::Solved(_), false) => "✦",
            (Mark::Solved(_), true) => "*",
            (Mark::Empty, false) => "·",
            (Mark::Empty, true) => ".",
            (Mark::Given(_) | Mark::Filled(_), _) => "",
        }
    }

    /// Its digit, if it shows one.
    pub fn digit(self) -> Option<u8> {
        match self {
            Mark::Given(d)
            | Mark::Filled(d)
            | Mark::Forced(d)
            | Mark::Holder(d)
            | Mark::Solved(d)
            | Mark::Current(Some(d)) => Some(d),
            Mark::Current(None) | Mark::Empty => None,
        }
    }

    /// Its text in a cell: the digit, with its mark where it has one.
    pub fn text(self, ascii: bool) -> String {
        let g = self.glyph(ascii);
        match self {
            Mark::Given(d) | Mark::Filled(d) => d.to_string(),
            Mark::Forced(d) | Mark::Holder(d) | Mark::Solved(d) | Mark::Current(Some(d)) => format!("{g}{d}"),
            Mark::Current(None) | Mark::Empty => g.to_string(),
        }
    }

}

/// Every cell's mark as the search stands.
pub fn marks(search: &Backtrack<SudokuHooks>, last: Option<&EventOf<SudokuHooks>>) -> Vec<Mark> {
    let h = search.hooks();
    let solved = matches!(last, Some(Event::Solution { .. }));
    let mut marks: Vec<Mark> = (0..h.cells.len())
        .map(|c| match h.cells[c] {
            0 => Mark::Empty,
            d if h.given[c] => Mark::Given(d),
            d if solved => Mark::Solved(d),
            d if h.forced[c] => Mark::Forced(d),
            d => Mark::Filled(d),
        })
        .collect();
    let depth = search.depth();
    if !solved && !search.is_done() && depth < h.empties {
        marks[h.cell_at(depth)] = Mark::Current(None);
    }
    if let Some(Event::Prune { note, .. }) = last {
        marks[usize::from(note.cell)] = Mark::Current(Some(note.digit));
        if note.at != note.cell {
            marks[usize::from(note.at)] = Mark::Holder(note.digit);
        }
    }
    marks
}

