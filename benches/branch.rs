//! Branch and bound on the TSPLIB classroom files (burma14, ulysses16, gr17) and on 16 random
//! cities (`--random 16 --seed 3`): for each bound (`lower`, `tree`) and each strategy
//! (backtracking, FIFO, LC), the nodes expanded, the most live nodes at once, the time and
//! the best tour, in one run. A search stops after `BENCH_BRANCH_BUDGET` seconds (default
//! 30) or at 4,000,000 live nodes (the memory price of breadth first) and is reported as
//! stopped; every finished search must prove the same optimum (TSPLIB's for its files).
//! `cargo bench --bench branch`.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use backtrack::engine::backtrack::Prune;
use backtrack::engine::branch::{BranchAndBound, Strategy, Tally};
use backtrack::problems::tsp::engine::{Bound, Instance, TspHooks, built_in};

/// The most live nodes a search may hold before it is stopped.
const MAX_LIVE: usize = 4_000_000;

/// A search's end: its counters, its time, its best tour's cost, whether it finished.
struct Run {
    tally: Tally,
    time: Duration,
    best: Option<u64>,
    finished: bool,
}

fn search(inst: &Instance, strategy: Strategy, budget: Duration) -> Run {
    let start = Instant::now();
    let mut s = BranchAndBound::new(TspHooks::new(inst), Prune::Both, strategy);
    let mut finished = true;
    let mut n = 0u64;
    while s.expand().is_some() {
        n += 1;
        if n.is_multiple_of(4096) && (start.elapsed() > budget || s.live_count() > MAX_LIVE) {
            finished = false;
            break;
        }
    }
    Run {
        tally: s.tally(),
        time: start.elapsed(),
        best: s.hooks().bestc(),
        finished,
    }
}

fn main() {
    let budget = Duration::from_secs(
        std::env::var("BENCH_BRANCH_BUDGET")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(30),
    );
    let instances: [(&str, Option<u64>); 4] = [
        ("burma14", Some(3_323)),
        ("ulysses16", Some(6_859)),
        ("gr17", Some(2_085)),
        ("random 16 seed 3", None),
    ];
    println!(
        "{:<18} {:<6} {:<10} {:>14} {:>12} {:>10}  best",
        "instance", "bound", "strategy", "expanded", "max live", "time"
    );
    for (name, published) in instances {
        let mut proved: Option<u64> = published;
        for bound in [Bound::Lower, Bound::Tree] {
            let inst = built_in(name, bound).unwrap_or_else(|| Instance::random(16, 3, bound));
            for strategy in Strategy::ALL {
                let run = search(&inst, strategy, budget);
                let best = run.best.map_or("-".to_string(), |b| b.to_string());
                let end = if run.finished {
                    let best = run.best.unwrap();
                    assert_eq!(
                        *proved.get_or_insert(best),
                        best,
                        "{name} {bound:?} {strategy:?}"
                    );
                    best.to_string()
                } else {
                    format!("stopped ({best} so far)")
                };
                println!(
                    "{:<18} {:<6} {:<10} {:>14} {:>12} {:>9.2}s  {end}",
                    name,
                    bound.name(),
                    strategy.name(),
                    run.tally.expanded,
                    run.tally.max_live,
                    run.time.as_secs_f64(),
                );
            }
        }
    }
}
