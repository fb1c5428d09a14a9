//! The solutions browser's list: the solutions of a puzzle (at most [`LIMIT`], by the fast
//! solver) and, for a 4x4 grid, the class of each under the Sudoku group (relabelling the
//! digits, reordering rows within a band and the bands, the same for columns, transposing):
//! the empty 4x4's 288 solutions in 2 classes, as the queens' 92 are 12. A 9x9 grid's group
//! has 3.4 million arrangements a solution, too many to wait for on a key, so its solutions
//! are listed without classes.

use super::symmetry::sudoku_canonical;
use super::{Grid, fast};

/// The most solutions listed.
pub const LIMIT: u64 = 1000;

/// A puzzle's solutions, the classes they fall into and the one chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solutions {
    /// The solutions, in the order the solver finds them (at most [`LIMIT`]).
    pub all: Vec<Grid>,
    /// The list stopped at [`LIMIT`]: there may be more.
    pub capped: bool,
    /// Each solution's class, numbered from 0 in the order the classes first appear (4x4
    /// only).
    pub class_of: Option<Vec<usize>>,
    /// Only the first solution of each class is listed.
    pub by_class: bool,
    /// The solution chosen (an index into `all`).
    pub chosen: usize,
}

impl Solutions {
    /// The solutions of `grid`.
    pub fn of(grid: &Grid) -> Solutions {
        let mut all = fast::solutions(grid, Some(LIMIT + 1));
        let capped = all.len() as u64 > LIMIT;
        all.truncate(LIMIT as usize);
        let class_of = (grid.n == 4).then(|| {
            let mut seen: Vec<Vec<u8>> = Vec::new();
            all.iter()
                .map(|g| {
                    let key = sudoku_canonical(&g.cells, 4, 2);
                    seen.iter().position(|s| *s == key).unwrap_or_else(|| {
                        seen.push(key);
                        seen.len() - 1
                    })
                })
                .collect()
        });
        Solutions {
            all,
            capped,
            class_of,
            by_class: false,
            chosen: 0,
        }
    }

    /// How many classes, when they are known.
    pub fn classes(&self) -> Option<usize> {
        self.class_of.as_ref().map(|c| c.iter().max().map_or(0, |m| m + 1))
    }

    /// The class of solution `i` and how many solutions it holds, when classes are known.
    pub fn class(&self, i: usize) -> Option<(usize, usize)> {
        let of = self.class_of.as_ref()?;
        let c = *of.get(i)?;
        Some((c, of.iter().filter(|&&k| k == c).count()))
    }

    /// The solutions listed: every one, or the first of each class.
    pub fn listed(&self) -> Vec<usize> {
        match (&self.class_of, self.by_class) {
            (Some(of), true) => (0..of.len()).filter(|&i| !of[..i].contains(&of[i])).collect(),
            _ => (0..self.all.len()).collect(),
        }
    }

    /// Moves the choice `by` places along the list (wrapping).
    pub fn step(&mut self, by: isize) {
        let listed = self.listed();
        if listed.is_empty() {
            return;
        }
        let here = listed.iter().position(|&i| i == self.chosen).unwrap_or(0);
        let len = listed.len() as isize;
        self.chosen = listed[(here as isize + by).rem_euclid(len) as usize];
    }

    /// One solution per class on or off; the choice moves to its class's first solution.
    pub fn toggle_classes(&mut self) {
        if self.class_of.is_none() {
            return;
        }
        self.by_class = !self.by_class;
        if self.by_class {
            let first = self.listed();
            let (c, _) = self.class(self.chosen).unwrap_or((0, 0));
            self.chosen = first.into_iter().find(|&i| self.class(i).map(|(k, _)| k) == Some(c)).unwrap_or(0);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The empty 4x4: 288 solutions in 2 classes whose sizes add up; one a class when
    /// grouped; stepping wraps.
    #[test]
    fn the_empty_4x4_lists_288_in_2_classes() {
        let mut s = Solutions::of(&Grid::empty(4));
        assert_eq!((s.all.len(), s.capped, s.classes()), (288, false, Some(2)));
        let sizes: Vec<usize> = (0..2)
            .map(|c| s.class_of.as_ref().unwrap().iter().filter(|&&k| k == c).count())
            .collect();
        assert_eq!(sizes.iter().sum::<usize>(), 288);
        assert!(sizes.iter().all(|&k| k > 0));
        s.toggle_classes();
        let listed = s.listed();
        assert_eq!(listed.len(), 2);
        assert_eq!(s.chosen, 0);
        s.step(1);
        assert_eq!(s.class(s.chosen).unwrap().0, 1);
        s.step(1);
        assert_eq!(s.chosen, 0, "wraps");
        s.toggle_classes();
        s.step(-1);
        assert_eq!(s.chosen, 287);
    }

    /// A 9x9 puzzle: its one solution, no classes; the empty 9x9 stops at the limit.
    #[test]
    fn a_9x9_lists_its_solutions_without_classes() {
        let easy = super::super::built_in("easy").unwrap().remove(0);
        let s = Solutions::of(&easy);
        assert_eq!((s.all.len(), s.capped, s.classes()), (1, false, None));
        assert!(easy.is_solved_by(&s.all[0]));
        let empty = Solutions::of(&Grid::empty(9));
        assert_eq!((empty.all.len() as u64, empty.capped), (LIMIT, true));
    }
}
