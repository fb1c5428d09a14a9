//! Sudoku's words, in English and Simplified Chinese (one file each, a missing string a
//! compile error): its names, the grid panel, each algorithm's pseudocode, its legend, its
//! errors, and each event's note in words ([`Said`]).

mod en;
mod zh;

use crate::i18n::search::{Said, Words};
use crate::i18n::{KeyText, Lang};
use crate::problems::sudoku::engine::{Algo, Clash, Fill, Node, PuzzleError, Solved, Unit};

/// Sudoku's fixed words, and the sentences with its numbers in them.
#[derive(Debug)]
pub struct SudokuText {
    /// The words every problem gives.
    pub words: Words<Node>,
    /// Each algorithm's name on screen.
    pub algo: fn(Algo) -> &'static str,
    /// The picture's title: the side, the givens, the empty cells.
    pub picture: fn(usize, usize, usize) -> String,
    /// The line under the grid: the cell being filled and its candidates.
    pub here: fn(&str, &str) -> String,
    /// Every cell filled.
    pub all_filled: &'static str,
    /// The search over: its state is the root's again (the givens alone), the last solution a
    /// key away.
    pub over: &'static str,
    /// The pseudocode's comment on the constraint's line.
    pub comment: &'static str,
    /// The pseudocode's comment on the bound's line.
    pub bound_comment: &'static str,
    /// The pseudocode's title.
    pub code: &'static str,
    /// A unit's name.
    pub unit: fn(Unit) -> &'static str,
    /// `a`: the other algorithm.
    pub algo_key: KeyText,
    /// `m`: pencil marks.
    pub pencil_key: KeyText,
    /// `Tab`: the two prune settings.
    pub prune_key: KeyText,
    /// `[` `]`: unused sizes (the grid is 9x9 or 4x4).
    pub size_key: KeyText,
    /// `g`: the next puzzle of the set.
    pub random_key: KeyText,
    /// `s`: the solutions browser.
    pub solutions_key: KeyText,
    /// Browsing: another solution.
    pub browse_move: KeyText,
    /// Browsing: one per class.
    pub browse_classes: KeyText,
    /// Browsing: close.
    pub browse_close: KeyText,
    /// The browser's line: solution k of n (more past the limit), its class of how many and
    /// its size; listing one per class.
    pub browse_line: fn(usize, usize, bool, Option<ClassOf>, bool) -> String,
    /// The browser's line when there is no solution.
    pub browse_none: &'static str,
    /// The browser's picture title.
    pub browse_title: &'static str,
    /// The quiz's pick question.
    pub pick_question: &'static str,
    /// The picture's line while the pick question waits (the question, asked).
    pub pick_here: &'static str,
    /// A cell the order could pick: its name, candidates and the digit a unit forces.
    pub contender: fn(&str, u8, Option<u8>) -> String,
    /// A child entered.
    pub filled: fn(&Fill, bool) -> String,
    /// A child cut, and why.
    pub clash: fn(&Clash, bool) -> String,
    /// A solution.
    pub solved: fn(&Solved, bool) -> String,
    /// An unusable puzzle (where: an argument or a file), and what.
    pub error: fn(&str, &PuzzleError) -> String,
    /// `--empty N` with N neither 4 nor 9.
    pub bad_empty: fn(&str) -> String,
    /// A puzzle with no solution, as `--print` prints it.
    pub no_solution: &'static str,
    /// `--prune bound`: Sudoku has no bound function (the option and value).
    pub no_bound: fn(&str) -> String,
    /// `--random`: puzzles are given, not made (the value).
    pub no_random: &'static str,
    /// `--list`: the built-in puzzles.
    pub list_head: &'static str,
    /// `--list`: a set's line (puzzles, what).
    pub list_line: fn(usize, &str) -> String,
    /// What each built-in set is, by name.
    pub about: fn(&str) -> &'static str,
}

/// A solution's class in the browser: its number from 1, how many classes, its size.
pub type ClassOf = (usize, usize, usize);

/// Sudoku's words in `lang`.
pub fn text(lang: Lang) -> &'static SudokuText {
    match lang {
        Lang::En => &en::TEXT,
        Lang::Zh => &zh::TEXT,
    }
}

/// A cell's name, `r1c3` (rows and columns from 1).
pub fn cell_name(cell: u8, n: u8) -> String {
    let n = n.max(1);
    format!("r{}c{}", cell / n + 1, cell % n + 1)
}

/// A node of the drawn tree: its cell and its child's digit (`r1c3=4`).
pub fn node(node: Node, child: usize) -> String {
    format!("{}={}", cell_name(node.cell, node.n), child + 1)
}

/// What a level decides: its cell.
pub fn level(node: Node) -> String {
    cell_name(node.cell, node.n)
}

impl Said for Fill {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).filled)(self, compact)
    }
}

impl Said for Clash {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).clash)(self, compact)
    }
}

impl Said for Solved {
    fn said(&self, lang: Lang, compact: bool) -> String {
        (text(lang).solved)(self, compact)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_in_both_languages() {
        let c = Clash { cell: 2, digit: 5, at: 0, unit: Unit::Row, n: 9, only: 0 };
        assert_eq!(c.said(Lang::En, false), "r1c3 5? 5 at r1c1, same row: cut");
        assert_eq!(c.said(Lang::Zh, false), "r1c3 填 5？r1c1 已有 5，同一行：剪去");
        assert!(c.said(Lang::En, true).len() < c.said(Lang::En, false).len());
        let b = Clash { cell: 2, digit: 4, at: 2, unit: Unit::Column, n: 9, only: 7 };
        assert_eq!(b.said(Lang::En, false), "r1c3 4? 7 has no other place in its column: cut");
        assert_eq!(b.said(Lang::Zh, false), "r1c3 填 4？7 在本列再无别处可放：剪去");
        let f = Fill { cell: 10, digit: 4, candidates: 1, n: 9 };
        assert_eq!(f.said(Lang::En, false), "r2c2 = 4, its only candidate");
        let f = Fill { cell: 10, digit: 4, candidates: 3, n: 9 };
        assert_eq!(f.said(Lang::Zh, false), "r2c2 = 4（3 个候选数之一）");
    }
}
