//! The knight's tour: the first tour from a1 of n x n boards (5, 6, 7, 8) by each order of
//! the moves, with and without the bound: steps, backtracks and time (a run stops after
//! `BENCH_KNIGHT_BUDGET` seconds, default 30, and is reported as not finished); then the
//! bitboard counter: the open tours of 5 x 5 and 6 x 6 from every square (6 x 6: 6 637 920
//! published), with the time. `cargo bench --bench knight`; `BENCH_KNIGHT_SIX=0` leaves 6 x 6
//! out.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::sync::atomic::{AtomicBool, AtomicU64};
use std::time::{Duration, Instant};

use backtrack::engine::Solver;
use backtrack::engine::backtrack::{Backtrack, Event, Prune};
use backtrack::problems::knight::engine::{Algo, Board, Instance, KnightHooks, count};

/// The first tour: steps, backtracks and time, if found within the budget.
fn first_tour(
    inst: &Instance,
    algo: Algo,
    prune: Prune,
    budget: Duration,
) -> Option<(u64, u64, Duration)> {
    let start = Instant::now();
    let mut b = Backtrack::new(KnightHooks::new(inst, algo), prune);
    while let Some(e) = b.step() {
        if let Event::Solution { .. } = e {
            return Some((b.counts().steps, b.counts().backtracks, start.elapsed()));
        }
        if b.counts().steps.is_multiple_of(1 << 20) && start.elapsed() > budget {
            return None;
        }
    }
    None
}

fn all_starts(n: usize) -> (u64, Duration) {
    let board = Board { cols: n, rows: n };
    let start = Instant::now();
    let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
    let total = (0..board.squares())
        .map(|s| {
            count::count(board, s, false, None, None, &done, &cancel)
                .unwrap()
                .unwrap()
        })
        .sum();
    (total, start.elapsed())
}

fn main() {
    let budget = Duration::from_secs(
        std::env::var("BENCH_KNIGHT_BUDGET")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(30),
    );
    println!("board  order        prune       steps        backtracks   time");
    for n in [5, 6, 7, 8] {
        let inst = Instance::square(n, Algo::Fixed);
        for algo in Algo::ALL {
            for prune in [Prune::Both, Prune::Constraint] {
                let name = format!("{n}x{n}    {:<12} {:<10}", algo.name(), prune.name());
                match first_tour(&inst, algo, prune, budget) {
                    Some((steps, back, t)) => {
                        println!("{name}  {steps:<12} {back:<12} {:.4} s", t.as_secs_f64());
                    }
                    None => println!("{name}  not found in {} s", budget.as_secs()),
                }
            }
        }
    }
    let (five, t) = all_starts(5);
    println!(
        "5x5 open tours from every square: {five} in {:.3} s",
        t.as_secs_f64()
    );
    assert_eq!(five, 1728);
    if std::env::var("BENCH_KNIGHT_SIX").as_deref() != Ok("0") {
        let (six, t) = all_starts(6);
        println!(
            "6x6 open tours from every square: {six} in {:.1} s",
            t.as_secs_f64()
        );
        assert_eq!(six, 6_637_920);
    }
}
