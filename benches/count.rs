//! `--count` speed: the counter with the board's symmetry (what `--count` runs) and the
//! mirror-only counter it replaced, on one thread and on all threads.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::sync::atomic::{AtomicBool, AtomicU64};

use backtrack::problems::queens::engine::count::{classes, count_with, split_rows, subproblems};
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};

fn count(c: &mut Criterion) {
    let all = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let mut group = c.benchmark_group("count");
    group.sample_size(10);
    for n in 12..=16 {
        let plan = classes::plan(n, classes::split_rows(n));
        let mirror = subproblems(n, split_rows(n));
        for threads in [1, all] {
            let id = BenchmarkId::new(format!("symmetry_{threads}_threads"), n);
            group.bench_with_input(id, &n, |b, &n| {
                b.iter(|| {
                    let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
                    classes::count_with(n, Some(threads), &done, &cancel, &plan).unwrap()
                });
            });
            let id = BenchmarkId::new(format!("mirror_{threads}_threads"), n);
            group.bench_with_input(id, &n, |b, &n| {
                b.iter(|| {
                    let (done, cancel) = (AtomicU64::new(0), AtomicBool::new(false));
                    count_with(n, Some(threads), &done, &cancel, &mirror).unwrap()
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, count);
criterion_main!(benches);
