//! Sudoku: the fast solver of `sudoku --print` on Gordon Royle's 17-clue puzzles, one core,
//! beside the `sudoku` crate (a jczsolve-based solver) in the same run: puzzles a second each,
//! best of five passes taken in turns, to the first solution and to the solution proved unique; then both on all cores through `--print`'s own parallel map. Then the
//! nodes the visualizer's search visits to the first solution of each top95 puzzle, cell by
//! cell against MRV and singles first (with its bound) (a search past `BENCH_SUDOKU_CAP` nodes, default 5 000 000, stops and is
//! counted at the cap, so the cell-by-cell total is a lower bound).
//! `cargo bench --bench sudoku`; the 17-clue file is read from `BENCH_SUDOKU17` or
//! `../shared/sudoku/sudoku17.txt`, else top95 stands in.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use backtrack::engine::Solver;
use backtrack::engine::backtrack::{Backtrack, Event, Prune};
use backtrack::problems::sudoku::engine::{Algo, Grid, SudokuHooks, built_in, fast};

/// The best of three passes of `f` over the puzzles: puzzles a second.
fn rate(puzzles: usize, mut f: impl FnMut()) -> f64 {
    let best = (0..3)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or(Duration::from_secs(1));
    puzzles as f64 / best.as_secs_f64()
}

/// Two solvers timed in turns, five passes each, the best pass of each: puzzles a second.
/// In turns, so that a stretch when the shared machine is busy slows both, not one.
fn rates(puzzles: usize, mut ours: impl FnMut(), mut theirs: impl FnMut()) -> (f64, f64) {
    let (mut a, mut b) = (Duration::MAX, Duration::MAX);
    for _ in 0..5 {
        let t = Instant::now();
        ours();
        a = a.min(t.elapsed());
        let t = Instant::now();
        theirs();
        b = b.min(t.elapsed());
    }
    let per = |d: Duration| puzzles as f64 / d.as_secs_f64();
    (per(a), per(b))
}

/// Nodes to the first solution, at most `cap`; whether it was reached.
fn nodes_to_first(grid: &Grid, algo: Algo, prune: Prune, cap: u64) -> (u64, bool) {
    let mut b = Backtrack::new(SudokuHooks::new(grid, algo), prune);
    while let Some(e) = b.step() {
        if let Event::Solution { .. } = e {
            return (b.counts().nodes(), true);
        }
        if b.counts().entered >= cap {
            return (cap, false);
        }
    }
    (b.counts().nodes(), false)
}

fn main() {
    let path =
        std::env::var("BENCH_SUDOKU17").unwrap_or_else(|_| "../shared/sudoku/sudoku17.txt".into());
    let (name, grids) = match std::fs::read_to_string(&path) {
        Ok(text) => ("17-clue", Grid::parse_file(&text).unwrap()),
        Err(_) => ("top95 (no 17-clue file)", built_in("top95").unwrap()),
    };
    let lines: Vec<String> = grids.iter().map(Grid::line).collect();
    let theirs: Vec<sudoku::Sudoku> = lines
        .iter()
        .map(|l| sudoku::Sudoku::from_str_line(l).unwrap())
        .collect();
    // Both solve every puzzle, to the same grid.
    for (g, s) in grids.iter().zip(&theirs) {
        let ours = fast::solve(g).unwrap();
        let other: String = s.solution().unwrap().to_str_line().to_string();
        assert_eq!(ours.line(), other);
    }
    let n = grids.len();
    // Like with like: the first solution (ours `solve`, theirs `some_solution`), and the
    // solution proved unique (ours counting to 2, theirs `solution`).
    let (ours, crate_rate) = rates(
        n,
        || {
            for g in &grids {
                std::hint::black_box(fast::solve(g));
            }
        },
        || {
            for s in &theirs {
                std::hint::black_box(s.some_solution());
            }
        },
    );
    let (ours_unique, crate_unique) = rates(
        n,
        || {
            for g in &grids {
                std::hint::black_box(fast::count(g, Some(2)));
            }
        },
        || {
            for s in &theirs {
                std::hint::black_box(s.solution());
            }
        },
    );
    println!("{name}: {n} puzzles, one core");
    println!("  first solution:");
    println!("    backtrack's fast solver {ours:>10.0} puzzles/s");
    println!("    sudoku crate            {crate_rate:>10.0} puzzles/s");
    println!("    ratio                   {:>10.2}", ours / crate_rate);
    println!("  the solution proved unique:");
    println!("    backtrack's fast solver {ours_unique:>10.0} puzzles/s");
    println!("    sudoku crate            {crate_unique:>10.0} puzzles/s");
    println!(
        "    ratio                   {:>10.2}",
        ours_unique / crate_unique
    );
    let all = rate(n, || {
        use rayon::prelude::*;
        let solved: Vec<Option<Grid>> = grids.par_iter().map(fast::solve).collect();
        std::hint::black_box(solved);
    });
    println!("  ours on all cores         {all:>10.0} puzzles/s");

    let cap: u64 = std::env::var("BENCH_SUDOKU_CAP")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000_000);
    let top95 = built_in("top95").unwrap();
    let mut totals = [(0u64, 0usize); 3];
    let start = Instant::now();
    let runs = [
        (Algo::Cells, Prune::Constraint),
        (Algo::Mrv, Prune::Constraint),
        (Algo::MrvSingles, Prune::Both),
    ];
    for g in &top95 {
        for (i, (algo, prune)) in runs.into_iter().enumerate() {
            let (nodes, reached) = nodes_to_first(g, algo, prune, cap);
            totals[i].0 += nodes;
            totals[i].1 += usize::from(!reached);
        }
    }
    println!(
        "top95, nodes to the first solution (cap {cap} a puzzle), {:.1} s",
        start.elapsed().as_secs_f64()
    );
    println!(
        "  cells   {:>14} nodes ({} puzzles stopped at the cap)",
        totals[0].0, totals[0].1
    );
    println!(
        "  mrv     {:>14} nodes ({} puzzles stopped at the cap)",
        totals[1].0, totals[1].1
    );
    println!(
        "  singles {:>14} nodes ({} puzzles stopped at the cap; with the bound)",
        totals[2].0, totals[2].1
    );
}
