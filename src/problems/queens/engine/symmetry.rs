//! The board's 8 symmetries (rotations and reflections) acting on solutions, and the class of
//! a solution: the solutions they map it onto, represented by the smallest.
//!
//! A solution is its columns row by row (0-based), as `--trace` and `--print columns` give it.

/// One of the 8 rotations and reflections of the square board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves the board as it is.
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// Three quarters of a turn clockwise (a quarter turn counter-clockwise).
    Rotate270,
    /// Left and right swapped (columns mirrored).
    MirrorColumns,
    /// Top and bottom swapped (rows mirrored).
    MirrorRows,
    /// Reflected in the main diagonal (row and column exchanged).
    Transpose,
    /// Reflected in the other diagonal.
    AntiTranspose,
}

impl Symmetry {
    /// All 8, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the square (row, col) of an `n`×`n` board goes.
    pub fn map(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let last = n - 1;
        match self {
            Symmetry::Identity => (row, col),
            Symmetry::Rotate90 => (col, last - row),
            Symmetry::Rotate180 => (last - row, last - col),
            Symmetry::Rotate270 => (last - col, row),
            Symmetry::MirrorColumns => (row, last - col),
            Symmetry::MirrorRows => (last - row, col),
            Symmetry::Transpose => (col, row),
            Symmetry::AntiTranspose => (last - col, last - row),
        }
    }

    /// The image of a solution (one queen per row and column) under this symmetry.
    pub fn apply(self, cols: &[u8]) -> Vec<u8> {
        let n = cols.len();
        let mut out = vec![0u8; n];
        for (row, &col) in cols.iter().enumerate() {
            let (r, c) = self.map(n, row, usize::from(col));
            out[r] = c as u8;
        }
        out
    }
}

/// The class's representative of a solution: the smallest of its 8 images (compared row by
/// row), and the symmetry that maps the solution onto it.
pub fn canonical(cols: &[u8]) -> (Vec<u8>, Symmetry) {
    let mut best = (cols.to_vec(), Symmetry::Identity);
    for s in &Symmetry::ALL[1..] {
        let image = s.apply(cols);
        if image < best.0 {
            best = (image, *s);
        }
    }
    best
}

/// How many distinct solutions the class of `cols` holds: 8 divided by how many symmetries
/// leave it as it is (1, 2, 4 or 8).
pub fn class_size(cols: &[u8]) -> usize {
    let fixed = Symmetry::ALL
        .iter()
        .filter(|s| s.apply(cols) == cols)
        .count();
    8 / fixed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::all_solutions;
    use std::collections::{HashMap, HashSet};

    /// Squares moved by each symmetry, worked out by hand on a 4x4 board.
    #[test]
    fn each_symmetry_moves_squares_as_its_name_says() {
        let n = 4;
        // (0, 1) is b on the top row; a quarter turn clockwise takes it to the right column.
        assert_eq!(Symmetry::Rotate90.map(n, 0, 1), (1, 3));
        assert_eq!(Symmetry::Rotate180.map(n, 0, 1), (3, 2));
        assert_eq!(Symmetry::Rotate270.map(n, 0, 1), (2, 0));
        assert_eq!(Symmetry::MirrorColumns.map(n, 0, 1), (0, 2));
        assert_eq!(Symmetry::MirrorRows.map(n, 0, 1), (3, 1));
        assert_eq!(Symmetry::Transpose.map(n, 0, 1), (1, 0));
        assert_eq!(Symmetry::AntiTranspose.map(n, 0, 1), (2, 3));
        // Four quarter turns are the identity; the group is closed under composition.
        for s in Symmetry::ALL {
            let image = (0..n)
                .map(|r| s.map(n, r, (r * 3 + 1) % n))
                .collect::<HashSet<_>>();
            assert_eq!(image.len(), n, "{s:?} is one to one");
        }
        let cols = [1u8, 3, 0, 2];
        let four = (0..4).fold(cols.to_vec(), |c, _| Symmetry::Rotate90.apply(&c));
        assert_eq!(four, cols);
    }

    /// Classes by canonical form match OEIS A002562, and the class sizes add up to A000170.
    #[test]
    fn classes_of_1_to_10_match_oeis_and_the_counter() {
        const CLASSES: [usize; 10] = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92];
        for n in 1..=10 {
            let all = all_solutions(n);
            let mut classes: HashMap<Vec<u8>, usize> = HashMap::new();
            for s in &all {
                *classes.entry(canonical(s).0).or_default() += 1;
            }
            assert_eq!(classes.len(), CLASSES[n - 1], "N = {n}");
            for (rep, members) in &classes {
                assert_eq!(class_size(rep), *members, "N = {n}: {rep:?}");
            }
            let counted = crate::problems::queens::engine::count::classes::count(n);
            assert_eq!(counted.classes as usize, classes.len());
            assert_eq!(counted.solutions as usize, all.len());
        }
    }

    #[test]
    fn the_canonical_form_is_the_smallest_image_and_names_its_symmetry() {
        for cols in all_solutions(8) {
            let (rep, how) = canonical(&cols);
            assert_eq!(how.apply(&cols), rep);
            assert!(Symmetry::ALL.iter().all(|s| s.apply(&cols) >= rep));
        }
    }
}
