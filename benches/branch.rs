//! Branch and bound on the TSPLIB classroom files (burma14, ulysses16, gr17) and on 16 random
//! cities (`--random 16 --seed 3`): for each bound (`lower`, `tree`) and each strategy
//! (backtracking, FIFO, LC), the nodes expanded, the most live nodes at once, the time and
//! the best tour, in one run. A search stops after `BENCH_BRANCH_BUDGET` seconds (default
//! 30) or at 4,000,000 live nodes (the memory price of breadth first) and is reported as
//! stopped; every finished search must prove the same optimum (TSPLIB's for its files).
//! Each search runs in a process of its own (the bench calling itself with `--one`), so that
//! one holding millions of live nodes leaves nothing behind to slow the next.
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

/// The instance by name: a TSPLIB file built in, or the random one.
fn instance(name: &str, bound: Bound) -> Instance {
    built_in(name, bound).unwrap_or_else(|| Instance::random(16, 3, bound))
}

/// `--one INSTANCE BOUND STRATEGY`: one search, its numbers on one line
/// (`expanded max_live seconds finished best`).
fn one(args: &[String], budget: Duration) {
    let bound = Bound::parse(&args[1]).unwrap();
    let strategy = Strategy::parse(&args[2]).unwrap();
    let run = search(&instance(&args[0], bound), strategy, budget);
    println!(
        "{} {} {} {} {}",
        run.tally.expanded,
        run.tally.max_live,
        run.time.as_secs_f64(),
        run.finished,
        run.best.map_or("-".to_string(), |b| b.to_string())
    );
}

fn main() {
    let budget = Duration::from_secs(
        std::env::var("BENCH_BRANCH_BUDGET")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(30),
    );
    let args: Vec<String> = std::env::args().collect();
    if let Some(at) = args.iter().position(|a| a == "--one") {
        one(&args[at + 1..], budget);
        return;
    }
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
    let me = std::env::current_exe().unwrap();
    for (name, published) in instances {
        let mut proved: Option<u64> = published;
        for bound in [Bound::Lower, Bound::Tree] {
            for strategy in Strategy::ALL {
                let out = std::process::Command::new(&me)
                    .args(["--one", name, bound.name(), strategy.name()])
                    .output()
                    .unwrap();
                let line = String::from_utf8(out.stdout).unwrap();
                let f: Vec<&str> = line.split_whitespace().collect();
                let (expanded, max_live, seconds) = (f[0], f[1], f[2].parse::<f64>().unwrap());
                let end = if f[3] == "true" {
                    let best: u64 = f[4].parse().unwrap();
                    assert_eq!(
                        *proved.get_or_insert(best),
                        best,
                        "{name} {bound:?} {strategy:?}"
                    );
                    best.to_string()
                } else {
                    format!("stopped ({} so far)", f[4])
                };
                println!(
                    "{name:<18} {:<6} {:<10} {expanded:>14} {max_live:>12} {seconds:>9.2}s  {end}",
                    bound.name(),
                    strategy.name(),
                );
            }
        }
    }
}
