//! Counting N-Queens solutions without stepping: a parallel bitboard search.
//!
//! Free squares of a row are `!(cols | diag | anti)` within N bits, tried lowest first. The
//! left/right mirror halves the work: a first-row queen in the left half counts twice, and for
//! odd N the middle column counts once. The queens of the first few rows split the search into
//! independent subproblems, which run on all cores with rayon; each reports when it is done and
//! stops early when asked to.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use rayon::prelude::*;

use super::{MAX_N, MIN_N};

pub mod classes;

/// One independent piece of the search: the lines taken after the first rows, and how many
/// mirror images it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subproblem {
    /// The next row to fill.
    pub row: u32,
    /// Columns taken.
    pub cols: u64,
    /// Diagonals taken, as they cross the next row (shifted left each row).
    pub diag: u64,
    /// Anti-diagonals taken, as they cross the next row (shifted right each row).
    pub anti: u64,
    /// 2 for a first-row queen in the left half (its mirror image counts too), else 1.
    pub weight: u64,
}

/// The search was stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cancelled;

/// Why a count did not finish.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CountError {
    /// The cancel flag was raised (Ctrl-C).
    Cancelled,
}

impl From<Cancelled> for CountError {
    fn from(Cancelled: Cancelled) -> CountError {
        CountError::Cancelled
    }
}

/// How many rows to place before splitting, for a board of size `n`.
pub fn split_rows(n: usize) -> usize {
    match n {
        0..=10 => 2,
        11..=18 => 3,
        _ => 4,
    }
    .min(n)
}

fn full_mask(n: usize) -> u64 {
    (1u64 << n) - 1
}

/// The subproblems for an `n`×`n` board after the first `rows` rows, in search order.
pub fn subproblems(n: usize, rows: usize) -> Vec<Subproblem> {
    assert!(
        (MIN_N..=MAX_N).contains(&n),
        "board size {n} outside 1..=32"
    );
    let full = full_mask(n);
    let mut out = Vec::new();
    for first in 0..n.div_ceil(2) {
        let weight = if 2 * first + 1 == n { 1 } else { 2 };
        let bit = 1u64 << first;
        let start = Subproblem {
            row: 1,
            cols: bit,
            diag: (bit << 1) & full,
            anti: bit >> 1,
            weight,
        };
        expand(full, start, rows.max(1), &mut out);
    }
    out
}

/// Splits `p` into the subproblems after `rows` rows (or keeps it whole past them), in
/// search order.
pub(crate) fn expand(full: u64, p: Subproblem, rows: usize, out: &mut Vec<Subproblem>) {
    if p.row as usize >= rows || p.cols == full {
        out.push(p);
        return;
    }
    let mut free = !(p.cols | p.diag | p.anti) & full;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        let next = Subproblem {
            row: p.row + 1,
            cols: p.cols | bit,
            diag: ((p.diag | bit) << 1) & full,
            anti: (p.anti | bit) >> 1,
            weight: p.weight,
        };
        expand(full, next, rows, out);
    }
}

/// Nodes searched between two looks at the cancel flag.
const CANCEL_CHECK: u32 = 1 << 16;

struct Search<'a> {
    full: u64,
    last: u32,
    cancel: &'a AtomicBool,
    budget: u32,
    stopped: bool,
}

impl Search<'_> {
    /// Completions from `row`, where `cols`, `diag` and `anti` are taken: a depth-first search
    /// with its own stack of per-row masks (no recursion), counting the last row directly.
    fn run(&mut self, row: u32, cols: u64, diag: u64, anti: u64) -> u64 {
        let full = self.full;
        let (base, last) = (row as usize, self.last as usize);
        let first_free = !(cols | diag | anti) & full;
        if base == last {
            // n - 1 columns are taken, so at most one square is free.
            return (first_free != 0) as u64;
        }
        // Per row of the search: the lines taken, and the squares still to try.
        let mut taken_cols = [0u64; MAX_N + 1];
        let mut taken_diag = [0u64; MAX_N + 1];
        let mut taken_anti = [0u64; MAX_N + 1];
        let mut to_try = [0u64; MAX_N + 1];
        let mut r = base;
        (taken_cols[r], taken_diag[r], taken_anti[r], to_try[r]) = (cols, diag, anti, first_free);
        let mut total = 0;
        loop {
            let free = to_try[r];
            if free == 0 {
                if r == base {
                    return total;
                }
                r -= 1;
                continue;
            }
            let bit = free & free.wrapping_neg();
            to_try[r] = free ^ bit;
            let nc = taken_cols[r] | bit;
            let nd = ((taken_diag[r] | bit) << 1) & full;
            let na = (taken_anti[r] | bit) >> 1;
            let next_free = !(nc | nd | na) & full;
            if r + 1 == last {
                total += (next_free != 0) as u64;
                continue;
            }
            self.budget -= 1;
            if self.budget == 0 {
                self.budget = CANCEL_CHECK;
                if self.cancel.load(Ordering::Relaxed) {
                    self.stopped = true;
                    return total;
                }
            }
            r += 1;
            (taken_cols[r], taken_diag[r], taken_anti[r], to_try[r]) = (nc, nd, na, next_free);
        }
    }
}

/// Solutions below one subproblem, already multiplied by its weight.
pub fn count_subproblem(n: usize, p: &Subproblem, cancel: &AtomicBool) -> Result<u64, Cancelled> {
    if p.cols == full_mask(n) {
        return Ok(p.weight);
    }
    let mut search = Search {
        full: full_mask(n),
        last: n as u32 - 1,
        cancel,
        budget: CANCEL_CHECK,
        stopped: false,
    };
    let found = search.run(p.row, p.cols, p.diag, p.anti);
    if search.stopped {
        Err(Cancelled)
    } else {
        Ok(found * p.weight)
    }
}

/// Counts the solutions of an `n`×`n` board on `threads` threads (all cores if `None`).
/// `done` counts finished subproblems; setting `cancel` stops the count early.
pub fn count_with(
    n: usize,
    threads: Option<usize>,
    done: &AtomicU64,
    cancel: &AtomicBool,
    plan: &[Subproblem],
) -> Result<u64, CountError> {
    let work = || {
        plan.par_iter()
            .with_max_len(1)
            .map(|p| {
                if cancel.load(Ordering::Relaxed) {
                    return Err(Cancelled);
                }
                let found = count_subproblem(n, p, cancel);
                done.fetch_add(1, Ordering::Relaxed);
                found
            })
            .try_reduce(|| 0, |a, b| Ok(a + b))
    };
    Ok(on_threads(threads, work)?)
}

pub(crate) use crate::engine::threads::on_threads;

#[cfg(test)]
mod tests {
    use super::*;

    /// The mirror counter on all cores (`--count` runs [`classes`]; this one serves the
    /// benches' comparison and counting below a prefix).
    fn count(n: usize) -> u64 {
        let plan = subproblems(n, split_rows(n));
        count_with(n, None, &AtomicU64::new(0), &AtomicBool::new(false), &plan).unwrap()
    }
    use rstest::rstest;

    /// OEIS A000170 for N = 1..=14.
    const A000170: [u64; 14] = [
        1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200, 73_712, 365_596,
    ];

    #[test]
    fn counts_match_oeis_for_1_to_14() {
        for (i, &expected) in A000170.iter().enumerate() {
            assert_eq!(count(i + 1), expected, "N = {}", i + 1);
        }
    }

    #[rstest]
    fn every_split_and_thread_count_gives_the_same_answer(
        #[values(1, 2, 3, 4)] rows: usize,
        #[values(1, 2, 3)] threads: usize,
    ) {
        for n in [1, 5, 8, 11] {
            let plan = subproblems(n, rows);
            let got = count_with(
                n,
                Some(threads),
                &AtomicU64::new(0),
                &AtomicBool::new(false),
                &plan,
            );
            assert_eq!(
                got,
                Ok(A000170[n - 1]),
                "N = {n}, {rows} rows, {threads} threads"
            );
        }
    }

    #[test]
    fn progress_counts_every_subproblem() {
        let plan = subproblems(12, 3);
        let done = AtomicU64::new(0);
        count_with(12, Some(2), &done, &AtomicBool::new(false), &plan).unwrap();
        assert_eq!(done.load(Ordering::Relaxed), plan.len() as u64);
    }

    #[test]
    fn a_raised_cancel_flag_stops_the_count() {
        let plan = subproblems(28, 4);
        let cancel = AtomicBool::new(true);
        let got = count_with(28, Some(2), &AtomicU64::new(0), &cancel, &plan);
        assert_eq!(got, Err(CountError::Cancelled));
    }

    #[test]
    fn the_mirror_keeps_first_row_queens_in_the_left_half() {
        for p in subproblems(8, 1) {
            assert!(p.cols.trailing_zeros() < 4);
            assert_eq!(p.weight, 2);
        }
        let odd = subproblems(9, 1);
        assert_eq!(odd.iter().filter(|p| p.weight == 1).count(), 1);
        assert_eq!(odd.last().unwrap().cols, 1 << 4);
    }
}
