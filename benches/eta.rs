//! The counter with symmetry on large boards: counts N = 15..18 on all cores, checks each
//! against OEIS A000170 (solutions) and A002562 (classes) and gives its time; and how good
//! `--count`'s time-left estimate is: during N = 17 (`BENCH_ETA_N`) it reads the progress every
//! 50 ms and compares each estimate with the time that really remained, after 10%, 20%, ... of
//! the run. `cargo bench --bench eta`; `BENCH_ETA_MAX` sets the largest N checked (default 18).
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use backtrack::problems::queens::engine::count::classes::{self, Counted};
use backtrack::progress::time_left;

/// OEIS A000170 and A002562 for N = 15..=18.
const OEIS: [(usize, u64, u64); 4] = [
    (15, 2_279_184, 285_053),
    (16, 14_772_512, 1_846_955),
    (17, 95_815_104, 11_977_939),
    (18, 666_090_624, 83_263_591),
];

fn var(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let max = var("BENCH_ETA_MAX", 18);
    for &(n, solutions, classes) in OEIS.iter().filter(|o| o.0 <= max) {
        let start = Instant::now();
        let got = classes::count(n);
        println!(
            "N = {n}: {} solutions, {} classes in {:.2} s  {}",
            got.solutions,
            got.classes,
            start.elapsed().as_secs_f64(),
            if (got.solutions, got.classes) == (solutions, classes) {
                "= OEIS"
            } else {
                "WRONG"
            }
        );
        assert_eq!(
            (got.solutions, got.classes),
            (solutions, classes),
            "N = {n}"
        );
    }
    eta(var("BENCH_ETA_N", 17));
}

fn eta(n: usize) {
    let plan = classes::plan(n, classes::split_rows(n));
    let total: u64 = plan.0.iter().map(|t| t.weight).sum();
    let (done, cancel, finished) = (
        AtomicU64::new(0),
        AtomicBool::new(false),
        AtomicBool::new(false),
    );
    let start = Instant::now();
    let mut samples: Vec<(Duration, Option<Duration>)> = Vec::new();
    let counted = std::thread::scope(|scope| {
        let worker = scope.spawn(|| {
            let t = classes::count_with(n, None, &done, &cancel, &plan).unwrap();
            finished.store(true, Ordering::Relaxed);
            t
        });
        while !finished.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(50));
            let at = start.elapsed();
            samples.push((at, time_left(done.load(Ordering::Relaxed), total, at)));
        }
        Counted::of(n, worker.join().unwrap())
    });
    let end = start.elapsed();
    println!(
        "N = {n}: {} solutions, {} classes, {} tasks, {:.2} s",
        counted.solutions,
        counted.classes,
        plan.0.len(),
        end.as_secs_f64()
    );
    println!("after   estimated left   really left   error");
    for tenth in 1..=9 {
        let at = end.mul_f64(f64::from(tenth) / 10.0);
        let Some(&(when, guess)) = samples.iter().find(|(t, _)| *t >= at) else {
            continue;
        };
        let real = end.saturating_sub(when);
        match guess {
            Some(g) => println!(
                "{:>4}%   {:>12.2} s   {:>9.2} s   {:+5.0}%",
                tenth * 10,
                g.as_secs_f64(),
                real.as_secs_f64(),
                (g.as_secs_f64() / real.as_secs_f64() - 1.0) * 100.0
            ),
            None => println!("{:>4}%   (no estimate yet)", tenth * 10),
        }
    }
}
