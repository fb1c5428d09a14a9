//! Scripted problems: every built-in script searched to the end (prune both), with its hook
//! calls, nodes and time, and the hook calls a second; then the scripted 8-queens beside the
//! built-in iterative solver's `--stats` search, in one run. `cargo bench --bench script`.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use backtrack::engine::Solver;
use backtrack::engine::backtrack::{Backtrack, Prune};
use backtrack::problems::queens::engine::Algo;
use backtrack::problems::queens::output::run_stats;
use backtrack::problems::script::engine::Instance;
use backtrack::problems::script::engine::host::DEFAULT_MAX_OPS;
use backtrack::problems::script::{BUILT_IN, Script, cli};

/// The whole search of `name`'s script, repeated for at least half a second: hook calls,
/// nodes and the time of one search.
fn search(name: &str) -> (u64, u64, u64, Duration) {
    let script = cli::script(name, DEFAULT_MAX_OPS).unwrap();
    let instance = Instance::load(std::slice::from_ref(&script), None, None).unwrap();
    let start = Instant::now();
    let mut runs = 0u32;
    let (mut nodes, mut solutions) = (0, 0);
    let first_calls = script.calls();
    while runs == 0 || start.elapsed() < Duration::from_millis(500) {
        let mut b = Backtrack::new(
            <Script as backtrack::app::explore::Explore>::hooks(&instance),
            Prune::Both,
        );
        while b.step().is_some() {}
        nodes = b.counts().nodes();
        solutions = b.counts().solutions;
        runs += 1;
    }
    let calls = (script.calls() - first_calls) / u64::from(runs);
    (calls, nodes, solutions, start.elapsed() / runs)
}

fn main() {
    println!("script            hook calls      nodes     time      calls/s");
    let (mut all_calls, mut all_time) = (0u64, Duration::ZERO);
    for (name, source) in BUILT_IN {
        let (calls, nodes, _, time) = search(name);
        all_calls += calls;
        all_time += time;
        println!(
            "{name:16} {calls:>11} {nodes:>10} {:>8.2} ms {:>12.0}   ({} lines)",
            time.as_secs_f64() * 1e3,
            calls as f64 / time.as_secs_f64(),
            source.lines().count()
        );
    }
    println!(
        "all              {all_calls:>11}            {:>8.2} ms {:>12.0}",
        all_time.as_secs_f64() * 1e3,
        all_calls as f64 / all_time.as_secs_f64()
    );
    let start = Instant::now();
    let stats = run_stats(Algo::Iterative, 8);
    let built_in = start.elapsed();
    let (_, nodes, solutions, scripted) = search("queens");
    println!(
        "8 queens: scripted {:.4} s ({nodes} nodes, {solutions} solutions), built-in {:.6} s ({} solutions): {:.0} times slower",
        scripted.as_secs_f64(),
        built_in.as_secs_f64(),
        stats.counters.solutions,
        scripted.as_secs_f64() / built_in.as_secs_f64()
    );
}
