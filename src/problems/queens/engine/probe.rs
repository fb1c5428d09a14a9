//! The queens' trees as the Monte Carlo estimate's probes walk them
//! ([`crate::engine::estimate`]): row by row (the iterative, recursive and array searches,
//! one node a queen placed, the root counted) or cell by cell (seed 002's second program, one
//! node a call: skip, then place where the cell is free).

use super::{Algo, Lines};
use crate::engine::estimate::Probe;

/// A probe of the `n` queens' tree one algorithm searches.
#[derive(Debug, Clone)]
pub struct QueensProbe {
    n: usize,
    /// Cell by cell (else row by row).
    cells: bool,
    lines: Lines,
    /// The queens placed on the path, (row, column).
    placed: Vec<(usize, usize)>,
    /// Cell by cell: the cell of the node it stands on, in reading order.
    pos: usize,
}

impl QueensProbe {
    /// A probe of `algo`'s tree on an `n` x `n` board.
    pub fn new(algo: Algo, n: usize) -> QueensProbe {
        QueensProbe {
            n,
            cells: algo.by_cells(),
            lines: Lines::new(n),
            placed: Vec::new(),
            pos: 0,
        }
    }

    fn free(&self, row: usize, col: usize) -> bool {
        self.lines.first_attacker(row, col).is_none() && self.lines.in_row(row).is_none()
    }
}

impl Probe for QueensProbe {
    fn reset(&mut self) {
        for (row, col) in self.placed.drain(..) {
            self.lines.lift(row, col);
        }
        self.pos = 0;
    }

    fn children(&mut self, out: &mut Vec<usize>) {
        out.clear();
        if self.cells {
            if self.pos < self.n * self.n {
                // Child 0 skips the cell; child 1 places a queen on it.
                out.push(0);
                if self.free(self.pos / self.n, self.pos % self.n) {
                    out.push(1);
                }
            }
            return;
        }
        let row = self.placed.len();
        if row < self.n {
            out.extend((0..self.n).filter(|&col| self.free(row, col)));
        }
    }

    fn descend(&mut self, child: usize) {
        let (row, col) = if self.cells {
            let at = (self.pos / self.n, self.pos % self.n);
            self.pos += 1;
            if child == 0 {
                return;
            }
            at
        } else {
            (self.placed.len(), child)
        };
        self.lines.put(row, col);
        self.placed.push((row, col));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::estimate::{Estimator, expected};
    use rstest::rstest;

    /// Every algorithm's expected estimate is the nodes its search visits (its `nodes`
    /// counter, the root counted), for every small board.
    #[rstest]
    fn the_expected_estimate_is_each_algorithms_node_count(
        #[values(Algo::Iterative, Algo::Recursive, Algo::Arrays, Algo::Cells)] algo: Algo,
        #[values(1, 2, 3, 4, 5, 6)] n: usize,
    ) {
        let truth = algo.run_to_end(n).nodes as f64;
        let (nodes, _) = expected(&mut QueensProbe::new(algo, n));
        assert!((nodes - truth).abs() < 1e-6 * truth, "{algo:?} {n}: {nodes} vs {truth}");
    }

    /// The row tree's levels in expectation are the textbook's profile of 8 queens (nodes
    /// 2,057: 1, 8, 42, 140, 344, 568, 550, 312, 92).
    #[test]
    fn eight_queens_expected_profile() {
        let (nodes, levels) = expected(&mut QueensProbe::new(Algo::Iterative, 8));
        let profile = [1.0, 8.0, 42.0, 140.0, 344.0, 568.0, 550.0, 312.0, 92.0];
        assert!((nodes - 2057.0).abs() < 1e-6);
        for (e, t) in levels.iter().zip(profile) {
            assert!((e - t).abs() < 1e-6, "{levels:?}");
        }
    }

    /// For N = 8 to 12, ten thousand seeded probes of the row tree land within three
    /// standard errors of the true count. (The cell tree's estimate is unbiased too, as the
    /// exact test shows, but heavy-tailed: its rare deep paths carry most of the count, so ten
    /// thousand probes mostly miss them and the standard error they measure is too small.)
    #[rstest]
    fn ten_thousand_probes_land_within_three_standard_errors(
        #[values(Algo::Iterative, Algo::Recursive)] algo: Algo,
        #[values(8, 9, 10, 11, 12)] n: usize,
    ) {
        let truth = algo.run_to_end(n).nodes as f64;
        let mut estimator = Estimator::new(1975);
        estimator.run(&mut QueensProbe::new(algo, n), 10_000);
        let (x, se) = (estimator.estimate.nodes(), estimator.estimate.standard_error());
        assert!((x - truth).abs() <= 3.0 * se, "{algo:?} {n}: {x} ± {se} vs {truth}");
    }

    /// The numbers the tree-size lesson states are the program's: 8 and 12 queens' nodes, and
    /// 20 queens' estimate from 10,000 probes with `--estimate`'s seed.
    #[test]
    fn the_lessons_numbers_are_the_programs() {
        let lesson = include_str!("../lessons/tree-size.toml");
        let commas = crate::engine::notation::group_digits;
        for n in [8, 12] {
            let nodes = Algo::Iterative.run_to_end(n).nodes;
            let said = commas(nodes).replace(' ', ",");
            assert!(lesson.contains(&said), "{n} queens: {said}");
        }
        let mut estimator = Estimator::new(1975); // `--estimate`'s seed, and the panel's
        estimator.run(&mut QueensProbe::new(Algo::Iterative, 20), 10_000);
        let x = estimator.estimate.nodes();
        let said = format!("{:.1}e12", x / 1e12);
        assert!(lesson.contains(&said), "20 queens: {said}");
    }
}
