//! The travelling salesman: on random uniform Euclidean instances of 12, 14 and 16 cities
//! (seeds 1..=5), the time to a proven optimum and the nodes visited under each bound
//! (`lower`, `cost`, `none`; a run stops after `BENCH_TSP_BUDGET` seconds, default 60, and
//! is reported as not finished), beside Held and Karp's dynamic programme; every optimum is
//! checked against Held-Karp's. Medians over the seeds. `cargo bench --bench tsp`;
//! `BENCH_TSP_SIZES=12,14` picks the sizes.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use backtrack::engine::Solver;
use backtrack::engine::backtrack::{Backtrack, Prune};
use backtrack::problems::tsp::engine::{Bound, Instance, TspHooks, held_karp};

/// A run: its time and nodes, if it finished within the budget; its best cost.
fn search(inst: &Instance, budget: Duration) -> Option<(Duration, u64, u64)> {
    let start = Instant::now();
    let mut b = Backtrack::new(TspHooks::new(inst), Prune::Both);
    let mut steps = 0u64;
    while b.step().is_some() {
        steps += 1;
        if steps.is_multiple_of(1 << 20) && start.elapsed() > budget {
            return None;
        }
    }
    let best = b.hooks().bestc().unwrap();
    Some((start.elapsed(), b.counts().nodes(), best))
}

fn median<T: Copy + PartialOrd>(mut v: Vec<T>) -> T {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let budget = Duration::from_secs(
        std::env::var("BENCH_TSP_BUDGET")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(60),
    );
    let sizes: Vec<usize> = std::env::var("BENCH_TSP_SIZES").ok().map_or_else(
        || vec![12, 14, 16],
        |v| v.split(',').filter_map(|s| s.trim().parse().ok()).collect(),
    );
    println!("n   bound   median time     median nodes    finished   (Held-Karp median)");
    for n in sizes {
        let seeds = 1..=5u64;
        let hk: Vec<(Duration, u64)> = seeds
            .clone()
            .map(|s| {
                let inst = Instance::random(n, s, Bound::Lower);
                let start = Instant::now();
                let cost = held_karp(&inst).unwrap();
                (start.elapsed(), cost)
            })
            .collect();
        let hk_time = median(hk.iter().map(|h| h.0).collect());
        for bound in [Bound::Lower, Bound::Cost, Bound::None] {
            let mut runs = Vec::new();
            for (s, &(_, optimum)) in seeds.clone().zip(&hk) {
                let inst = Instance::random(n, s, bound);
                match search(&inst, budget) {
                    Some((t, nodes, best)) => {
                        assert_eq!(best, optimum, "n {n} seed {s} {bound:?}");
                        runs.push((t, nodes));
                    }
                    None => break,
                }
            }
            if runs.len() < 5 {
                println!(
                    "{n:<3} {:<7} not finished within {} s ({} of 5 seeds done)",
                    bound.name(),
                    budget.as_secs(),
                    runs.len()
                );
                continue;
            }
            println!(
                "{n:<3} {:<7} {:>10.4} s  {:>14}    5 of 5     ({:.4} s)",
                bound.name(),
                median(runs.iter().map(|r| r.0.as_secs_f64()).collect()),
                median(runs.iter().map(|r| r.1).collect()),
                hk_time.as_secs_f64()
            );
        }
    }
}
