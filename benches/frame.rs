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

fn playback() -> Playback {
    Playback {
        lang: Lang::En,
        speed: Speed::Max,
        paused: true,
        ascii: false,
        theme: backtrack::app::ThemeName::Dark,
        auto_theme: false,
        zoom: false,
        record: None,
        force: false,
        quiz: None,
        gif: None,
    }
}

fn app(n: usize, step: u64) -> App<Queens> {
    let mut app = App::new(Queens::new(&[Algo::Iterative], n), playback());
    app.puzzle.seek(step);
    app
}

fn frame(c: &mut Criterion) {
    let mut group = c.benchmark_group("frame_120x40");
    for n in [8, 16, 32] {
        for tree in [false, true] {
            let mut app = app(n, 5_000);
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

/// A frame with the drawn tree (the tree panel open) at 120x40: 4 queens at its end, 8 and 16
/// queens mid-search and at the last step replayed for it, subset sum of 20 random weights, a
/// maze.
fn drawn_tree(c: &mut Criterion) {
    use backtrack::problems::subset::{Model, SubsetSum, engine};
    let mut group = c.benchmark_group("drawn_tree_120x40");
    let limit = ui::tree::REPLAY_MAX;
    for (n, step) in [
        (4, u64::MAX),
        (8, 700),
        (8, limit),
        (16, 700),
        (16, limit),
        (16, limit + 1),
    ] {
        let mut app = app(n, step);
        app.show_tree = true;
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
        let name = format!("queens_{n}");
        group.bench_with_input(BenchmarkId::new(name, step.min(99_999)), &n, |b, _| {
            b.iter(|| {
                terminal
                    .draw(|f| problems::queens::view::draw(f, &app))
                    .unwrap();
            });
        });
    }
    for step in [700, limit] {
        let instance = engine::Instance::random(20, 1);
        let mut app = App::new(
            Model::new(
                instance,
                "random".into(),
                &[backtrack::engine::backtrack::Prune::Both],
            ),
            playback(),
        );
        app.puzzle.seek(step);
        app.show_tree = true;
        let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
        group.bench_with_input(BenchmarkId::new("subset_20", step), &step, |b, _| {
            b.iter(|| {
                terminal
                    .draw(|f| backtrack::ui::explore::draw::<SubsetSum>(f, &app))
                    .unwrap();
            });
        });
    }
    // The maze replays its search in the tree's terms for each frame: a 301x301 random maze
    // mid-search and at the last step replayed.
    {
        use backtrack::problems::maze::engine::Order;
        use backtrack::problems::maze::engine::source::{Source, load};
        use backtrack::problems::maze::model::MazePuzzle;
        let source = Source::Random {
            rows: 301,
            cols: 301,
            seed: 1,
        };
        for step in [700, limit] {
            let setup = load(&source, None, None, Order::default()).unwrap();
            let mut app = App::new(MazePuzzle::new(setup, source.clone()), playback());
            app.puzzle.seek(step);
            app.show_tree = true;
            let mut terminal = Terminal::new(TestBackend::new(120, 40)).unwrap();
            group.bench_with_input(BenchmarkId::new("maze_301", step), &step, |b, _| {
                b.iter(|| {
                    terminal
                        .draw(|f| problems::maze::view::draw(f, &app))
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
        let app = app(n, 5_000);
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

criterion_group!(benches, frame, drawn_tree, scrubber);
criterion_main!(benches);
