//! One frame of the visualizer rendered into ratatui's `TestBackend` at 120x40.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use backtrack::app::queens::Queens;
use backtrack::app::{App, Playback, Puzzle, Speed};
use backtrack::engine::queens::Algo;
use backtrack::i18n::Lang;
use backtrack::ui;
use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app(n: usize) -> App<Queens> {
    let playback = Playback {
        lang: Lang::En,
        speed: Speed::Max,
        paused: true,
        ascii: false,
        theme: backtrack::app::ThemeName::Dark,
        zoom: false,
    };
    let mut app = App::new(Queens::new(&[Algo::Iterative], n), playback);
    app.puzzle.seek(5_000);
    app
}

fn frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame_120x40");
    for n in [8, 16, 32] {
        let app = app(n);
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| {
                terminal.draw(|f| ui::queens::draw(f, &app)).unwrap();
            });
        });
    }
    group.finish();
}

criterion_group!(benches, frame);
criterion_main!(benches);
