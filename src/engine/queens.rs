//! N-Queens: the event vocabulary shared by every N-Queens solver, and the solvers.

pub mod count;
pub mod iterative;

use serde::Serialize;
use serde::ser::{SerializeSeq, Serializer};

pub use iterative::Iterative;

/// The largest board the step engines accept.
pub const MAX_N: usize = 32;

/// The smallest board the step engines accept.
pub const MIN_N: usize = 1;

/// The line along which a placed queen attacks a candidate square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Line {
    /// Same row (only the cell-by-cell search can meet this).
    Row,
    /// Same column.
    Column,
    /// Same `row - col` (top-left to bottom-right).
    Diagonal,
    /// Same `row + col` (top-right to bottom-left).
    AntiDiagonal,
}

/// The columns of a full placement, row by row (0-based), stored inline so events stay `Copy`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Cols {
    len: u8,
    cols: [u8; MAX_N],
}

impl Cols {
    /// Builds a placement from 0-based columns; panics if more than [`MAX_N`] are given.
    pub fn from_slice(cols: &[u8]) -> Self {
        let mut out = Cols {
            len: cols.len() as u8,
            cols: [0; MAX_N],
        };
        out.cols[..cols.len()].copy_from_slice(cols);
        out
    }

    /// The 0-based column of each row.
    pub fn as_slice(&self) -> &[u8] {
        &self.cols[..self.len as usize]
    }
}

impl std::fmt::Debug for Cols {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl Serialize for Cols {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut seq = serializer.serialize_seq(Some(self.len as usize))?;
        for c in self.as_slice() {
            seq.serialize_element(c)?;
        }
        seq.end()
    }
}

/// One step of an N-Queens search. Rows and columns are 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum QueensEvent {
    /// The candidate passed the check: a queen now stands at (`row`, `col`).
    Place {
        /// Row of the new queen.
        row: u8,
        /// Column of the new queen.
        col: u8,
    },
    /// The candidate (`row`, `col`) is attacked by the queen at (`by_row`, `by_col`) along `line`.
    Conflict {
        /// Row of the candidate.
        row: u8,
        /// Column of the candidate.
        col: u8,
        /// Row of the first queen (scanning from row 0) that attacks the candidate.
        by_row: u8,
        /// Column of that queen.
        by_col: u8,
        /// The line of attack.
        line: Line,
    },
    /// All N queens stand: solution number `index` (1-based).
    Solution {
        /// 1-based number of this solution in search order.
        index: u64,
        /// The column of each row.
        cols: Cols,
    },
    /// No column is left in `row`; the search returns to the row above.
    Backtrack {
        /// The abandoned row.
        row: u8,
    },
    /// The search space is exhausted.
    Done {
        /// Solutions found in all.
        solutions: u64,
        /// Events emitted in all, this one included.
        steps: u64,
    },
}

impl QueensEvent {
    /// The event's name as it appears in `--trace` output.
    pub fn name(&self) -> &'static str {
        match self {
            QueensEvent::Place { .. } => "place",
            QueensEvent::Conflict { .. } => "conflict",
            QueensEvent::Solution { .. } => "solution",
            QueensEvent::Backtrack { .. } => "backtrack",
            QueensEvent::Done { .. } => "done",
        }
    }
}

/// Running totals of a search; part of the solver state, so they rewind with it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counters {
    /// Events emitted so far.
    pub steps: u64,
    /// `place` events.
    pub places: u64,
    /// `conflict` events.
    pub conflicts: u64,
    /// `backtrack` events.
    pub backtracks: u64,
    /// `solution` events.
    pub solutions: u64,
}

/// Whether `n` is a board size the step engines accept.
pub fn valid_n(n: usize) -> bool {
    (MIN_N..=MAX_N).contains(&n)
}

/// Whether the queens at (r1, c1) and (r2, c2) attack each other, and along which line.
pub fn attack_line(r1: usize, c1: usize, r2: usize, c2: usize) -> Option<Line> {
    if (r1, c1) == (r2, c2) {
        None
    } else if r1 == r2 {
        Some(Line::Row)
    } else if c1 == c2 {
        Some(Line::Column)
    } else if r1 as isize - c1 as isize == r2 as isize - c2 as isize {
        Some(Line::Diagonal)
    } else if r1 + c1 == r2 + c2 {
        Some(Line::AntiDiagonal)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case((0, 0), (0, 5), Some(Line::Row))]
    #[case((0, 3), (6, 3), Some(Line::Column))]
    #[case((1, 1), (4, 4), Some(Line::Diagonal))]
    #[case((1, 4), (4, 1), Some(Line::AntiDiagonal))]
    #[case((0, 0), (1, 2), None)]
    #[case((2, 2), (2, 2), None)]
    fn attack_lines(
        #[case] a: (usize, usize),
        #[case] b: (usize, usize),
        #[case] line: Option<Line>,
    ) {
        assert_eq!(attack_line(a.0, a.1, b.0, b.1), line);
        assert_eq!(attack_line(b.0, b.1, a.0, a.1), line);
    }

    #[test]
    fn events_serialize_with_the_trace_field_names() {
        let e = QueensEvent::Conflict {
            row: 2,
            col: 1,
            by_row: 1,
            by_col: 2,
            line: Line::AntiDiagonal,
        };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"conflict","row":2,"col":1,"by_row":1,"by_col":2,"line":"anti-diagonal"}"#
        );
        let s = QueensEvent::Solution {
            index: 3,
            cols: Cols::from_slice(&[1, 3, 0, 2]),
        };
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"event":"solution","index":3,"cols":[1,3,0,2]}"#
        );
    }
}
