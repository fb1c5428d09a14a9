//! One frame of the visualizer rendered into ratatui's `TestBackend` at 120x40.
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use backtrack::app::{App, Playback, Puzzle, Speed};
use backtrack::i18n::Lang;
use backtrack::problems::queens::engine::Algo;
use backtrack::problems::queens::model::Queens;
use backtrack::{problems, ui};
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
        record: None,
        quiz: None,
    };
    let mut app = App::new(Queens::new(&[Algo::Iterative], n), playback);
    app.puzzle.seek(5_000);
    app
}

fn frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame_120x40");
    for n in [8, 16, 32] {
        for tree in [false, true] {
            let mut app = app(n);
            app.show_tree = tree;
            let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
            let name = if tree { "tree" } else { "plain" };
            group.bench_with_input(BenchmarkId::new(name, n), &n, |b, _| {
                b.iter(|| {
                    terminal
                        .draw(|f| problems::queens::view::draw(f, &app))
                        .unwrap();
                });
            });
        }
    }
    group.finish();
}

/// The scrubber alone, to set against a whole frame.
fn scrubber(c: &mut Criterion) {
    let mut group = c.benchmark_group("scrubber_120");
    for n in [8, 16] {
        let app = app(n);
        let theme = ui::theme::Theme::default();
        let area = ratatui::layout::Rect::new(0, 0, 120, 1);
        let mut buf = ratatui::buffer::Buffer::empty(area);
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, _| {
            b.iter(|| {
                let s = ui::scrubber::Scrubber {
                    progress: app.puzzle.progress(),
                    position: app.position(),
                    share: app.puzzle.share(),
                    passed: Queens::vocabulary(Lang::En).passed,
                    ascii: false,
                    lang: Lang::En,
                    theme: &theme,
                };
                ratatui::widgets::Widget::render(&s, area, &mut buf);
            });
        });
    }
    group.finish();
}

criterion_group!(benches, frame, scrubber);
criterion_main!(benches);
