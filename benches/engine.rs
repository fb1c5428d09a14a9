//! Step engine speed: a whole search from step 0 to `done`, in events per second.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::hint::black_box;

use backtrack::engine::Solver;
use backtrack::problems::queens::engine::{Algorithm, Iterative};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};

fn steps(n: usize) -> u64 {
    let mut s = Iterative::new(n);
    while s.step().is_some() {}
    s.steps()
}

fn engine(c: &mut Criterion) {
    let mut group = c.benchmark_group("engine");
    group.sample_size(10);
    for n in 10..=13 {
        group.throughput(Throughput::Elements(steps(n)));
        group.bench_with_input(BenchmarkId::new("iterative_to_done", n), &n, |b, &n| {
            b.iter(|| {
                let mut s = Iterative::new(n);
                while let Some(e) = s.step() {
                    black_box(e);
                }
                s.counters()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, engine);
criterion_main!(benches);
