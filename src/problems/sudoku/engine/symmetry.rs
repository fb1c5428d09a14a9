//! Sudoku's symmetries: a solution's class under a group of transformations, so the 288
//! solutions of the empty 4x4 grid fall into a few classes, as the queens' 92 fall into 12.
//!
//! The Sudoku group: relabelling the digits, reordering the rows within a band and the bands,
//! the same for the columns, and transposing. A class is named by its least member: each
//! geometric transformation applied, the digits relabelled in order of first appearance (so
//! relabelling needs no search of its own), the least grid kept.

/// How a geometric transformation moves cells: the new grid's cell i is the old one's `p[i]`.
pub type Perm = Vec<usize>;

/// The square's 8 symmetries (rotations and reflections) of an n x n grid.
pub fn dihedral(n: usize) -> Vec<Perm> {
    let map = |f: &dyn Fn(usize, usize) -> (usize, usize)| -> Perm {
        (0..n * n)
            .map(|i| {
                let (r, c) = f(i / n, i % n);
                r * n + c
            })
            .collect()
    };
    let m = n - 1;
    vec![
        map(&|r, c| (r, c)),
        map(&|r, c| (m - c, r)),
        map(&|r, c| (m - r, m - c)),
        map(&|r, c| (c, m - r)),
        map(&|r, c| (c, r)),
        map(&|r, c| (m - c, m - r)),
        map(&|r, c| (r, m - c)),
        map(&|r, c| (m - r, c)),
    ]
}

/// Every permutation of 0..k.
fn permutations(k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for p in permutations(k - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, k - 1);
            out.push(q);
        }
    }
    out
}

/// The orders of the lines (rows or columns) that keep the bands: the bands reordered, and
/// the lines within each band.
fn line_orders(n: usize, b: usize) -> Vec<Vec<usize>> {
    let bands = permutations(n / b);
    let within = permutations(b);
    let mut out = vec![Vec::new()];
    // Each band's inner order, one band after another.
    for _ in 0..n / b {
        out = out
            .into_iter()
            .flat_map(|prefix: Vec<usize>| {
                within.iter().map(move |w| {
                    let mut p = prefix.clone();
                    p.extend(w.iter().copied());
                    p
                })
            })
            .collect();
    }
    let mut orders = Vec::new();
    for band in &bands {
        for inner in &out {
            // inner holds each band's order of its b lines, band after band.
            let order: Vec<usize> = band
                .iter()
                .enumerate()
                .flat_map(|(slot, &from)| (0..b).map(move |k| (slot, from, k)))
                .map(|(slot, from, k)| from * b + inner[slot * b + k])
                .collect();
            orders.push(order);
        }
    }
    orders
}

/// The digits relabelled in order of first appearance: the least grid relabelling gives.
fn relabelled(cells: &[u8]) -> Vec<u8> {
    let mut map = [0u8; 10];
    let mut next = 1;
    cells
        .iter()
        .map(|&d| {
            if map[usize::from(d)] == 0 {
                map[usize::from(d)] = next;
                next += 1;
            }
            map[usize::from(d)]
        })
        .collect()
}

/// The least member of `cells`' class under the geometric transformations `perms`, with the
/// digits relabelled or not.
pub fn canonical(cells: &[u8], perms: &[Perm], relabel: bool) -> Vec<u8> {
    perms
        .iter()
        .map(|p| {
            let moved: Vec<u8> = p.iter().map(|&i| cells[i]).collect();
            if relabel { relabelled(&moved) } else { moved }
        })
        .min()
        .unwrap_or_else(|| cells.to_vec())
}

/// The least member of `cells`' class under the whole Sudoku group (side n, boxes b x b),
/// computed without listing the group: every row order, column order and transposition.
pub fn sudoku_canonical(cells: &[u8], n: usize, b: usize) -> Vec<u8> {
    let orders = line_orders(n, b);
    let mut best: Option<Vec<u8>> = None;
    let mut moved = vec![0u8; n * n];
    for transpose in [false, true] {
        for rows in &orders {
            for cols in &orders {
                for r in 0..n {
                    for c in 0..n {
                        let (sr, sc) = (rows[r], cols[c]);
                        let (sr, sc) = if transpose { (sc, sr) } else { (sr, sc) };
                        moved[r * n + c] = cells[sr * n + sc];
                    }
                }
                let candidate = relabelled(&moved);
                if best.as_ref().is_none_or(|b| candidate < *b) {
                    best = Some(candidate);
                }
            }
        }
    }
    best.unwrap_or_else(|| cells.to_vec())
}

/// How many classes `solutions` fall into under the Sudoku group.
pub fn classes(solutions: &[Vec<u8>], n: usize) -> usize {
    let b = if n == 4 { 2 } else { 3 };
    let set: std::collections::HashSet<Vec<u8>> = solutions.iter().map(|s| sudoku_canonical(s, n, b)).collect();
    set.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::sudoku::engine::{Grid, fast};

    /// The empty 4x4's 288 solutions: 39 classes under the square's symmetries, 5 with the
    /// digits relabelled too, and 2 under the whole Sudoku group.
    #[test]
    fn the_288_fall_into_39_5_and_2_classes() {
        let all = fast::solutions(&Grid::empty(4), None);
        assert_eq!(all.len(), 288);
        let cells: Vec<Vec<u8>> = all.iter().map(|g| g.cells.clone()).collect();
        let count = |relabel| {
            let d = dihedral(4);
            cells.iter().map(|c| canonical(c, &d, relabel)).collect::<std::collections::HashSet<_>>().len()
        };
        assert_eq!(count(false), 39);
        assert_eq!(count(true), 5);
        assert_eq!(classes(&cells, 4), 2);
    }

    #[test]
    fn the_line_orders_keep_the_bands() {
        let orders = line_orders(9, 3);
        assert_eq!(orders.len(), 6 * 6 * 6 * 6);
        assert!(orders.iter().all(|o| {
            let mut s = o.clone();
            s.sort_unstable();
            s == (0..9).collect::<Vec<_>>() && o.chunks(3).all(|band| band.iter().all(|&l| l / 3 == band[0] / 3))
        }));
        assert_eq!(line_orders(4, 2).len(), 8);
    }
}
