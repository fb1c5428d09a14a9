//! Timeline cost: one step back after 10 million steps, and the memory the history holds.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::hint::black_box;

use backtrack::problems::queens::engine::{Algo, QueensSolver};
use backtrack::timeline::Timeline;
use criterion::{Criterion, criterion_group, criterion_main};

const STEPS: u64 = 10_000_000;

fn timeline(c: &mut Criterion) {
    // The TUI's timeline: any of the four solvers, so a checkpoint is the largest of them.
    let mut t = Timeline::new(QueensSolver::new(Algo::Iterative, 14), 64);
    t.seek(STEPS);
    println!(
        "timeline after {STEPS} steps (N = 14): {} bytes of history in {} checkpoints every {} steps",
        t.history_bytes(),
        t.checkpoint_count(),
        t.interval()
    );
    let mut group = c.benchmark_group("timeline");
    // Alternate back and forward so every measured step back starts from the same region.
    group.bench_function("step_back_after_10M", |b| {
        b.iter(|| {
            black_box(t.step_back());
            t.step();
        });
    });
    group.bench_function("seek_back_1000_after_10M", |b| {
        b.iter(|| {
            black_box(t.seek(STEPS - 1000));
            t.seek(STEPS);
        });
    });
    group.finish();
}

criterion_group!(benches, timeline);
criterion_main!(benches);
