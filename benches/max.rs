//! "max" speed against the engine: for each algorithm, the steps per second of the visualizer's
//! own loop (engine batches through the timeline, a 100x30 frame drawn every 16.7 ms into
//! ratatui's `TestBackend`) divided by the headless rate (the engine's own loop with nothing on
//! top, as `--stats` runs it), on the same board. Each figure is the best of three runs, taken
//! in turn, so that a noisy neighbour on a shared machine hurts both sides alike. Then the same
//! with the state-space tree panel open (`t`).
//! `cargo bench --bench max`; `BENCH_MAX_N` sets the board (default 14).
// Test code: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use backtrack::action::Action;
use backtrack::app::{App, FRAME, Playback, Puzzle, Speed, ThemeName, engine_budget};
use backtrack::i18n::Lang;
use backtrack::problems;
use backtrack::problems::queens::engine::Algo;
use backtrack::problems::queens::model::Queens;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// How long each run lasts.
const RUN: Duration = Duration::from_secs(2);

fn tui_rate(algo: Algo, n: usize, tree: bool) -> f64 {
    let playback = Playback {
        lang: Lang::En,
        speed: Speed::Max,
        paused: false,
        ascii: false,
        theme: ThemeName::Dark,
        auto_theme: false,
        zoom: false,
        record: None,
        force: false,
        quiz: None,
        gif: None,
    };
    let mut app = App::new(Queens::new(&[algo], n), playback);
    if tree {
        app.update(Action::ToggleTree);
    }
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    let start = Instant::now();
    // The event loop at max with no keys, as `App::event_loop` runs it: a frame when one is
    // due (at most one every FRAME), else the engine's next batch (slices of at most 6 ms up to
    // the frame). (This loop drew a frame after every slice until 2026-12-04: three times as
    // many frames as the program draws.)
    let mut last_draw: Option<Instant> = None;
    while start.elapsed() < RUN && !app.puzzle.is_done() {
        let now = Instant::now();
        let frame_due = last_draw.map_or(now, |t| t + FRAME);
        if now >= frame_due {
            terminal
                .draw(|f| problems::queens::view::draw(f, &app))
                .unwrap();
            last_draw = Some(now);
            continue;
        }
        app.tick(now, engine_budget(now, frame_due));
    }
    app.puzzle.position() as f64 / start.elapsed().as_secs_f64()
}

fn main() {
    let n: usize = std::env::var("BENCH_MAX_N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(14);
    println!("N = {n}: steps per second, the visualizer at max against --stats");
    // BENCH_MAX_ALGO=recursive (say) measures one algorithm.
    let only = std::env::var("BENCH_MAX_ALGO").ok();
    for algo in Algo::ALL
        .into_iter()
        .filter(|a| only.as_deref().is_none_or(|o| o == a.name()))
    {
        let (mut headless, mut tui, mut tree) = (0.0f64, 0.0f64, 0.0f64);
        for _ in 0..3 {
            headless = headless.max(algo.steps_per_second(n, RUN));
            tui = tui.max(tui_rate(algo, n, false));
            tree = tree.max(tui_rate(algo, n, true));
        }
        println!(
            "{:<10} headless {:>6.1} M/s   max {:>6.1} M/s   ratio {:.2}   with the tree {:>6.1} M/s   ratio {:.2}",
            algo.name(),
            headless / 1e6,
            tui / 1e6,
            tui / headless,
            tree / 1e6,
            tree / headless
        );
    }
}
