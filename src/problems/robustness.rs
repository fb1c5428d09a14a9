//! The visualizer of every problem driven by thousands of random actions, clicks, ticks and
//! window sizes from 1x1 to 300x100, in every mode, from each of its samples: no panic, and
//! every frame is the screen, the message that the window is too small (whole), or nothing at
//! all.

use std::time::{Duration, Instant};

use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::action::{Action, InputMode};
use crate::app::help::HelpText;
use crate::app::{App, Playback, Puzzle, Speed};
use crate::i18n::Lang;
use crate::problem::Problem;
use crate::problems::contrast::sample_app;
use crate::ui::theme::Theme;

/// One thing that happens to the visualizer.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// A key's action (from the key table).
    Act(usize),
    /// The window's new size.
    Resize(u16, u16),
    /// A left click.
    Click(u16, u16),
    /// Time passes: playback advances.
    Tick,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => (0..1000usize).prop_map(Step::Act),
        2 => (1..=300u16, 1..=100u16).prop_map(|(w, h)| Step::Resize(w, h)),
        1 => (0..300u16, 0..100u16).prop_map(|(x, y)| Step::Click(x, y)),
        2 => Just(Step::Tick),
    ]
}

/// The buffer's text, without its spaces.
fn text(buf: &Buffer) -> String {
    buf.content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect::<String>()
        .split_whitespace()
        .collect()
}

/// The frame is the screen (a header across the top row, the key bar on the bottom row), the
/// too-small message whole, or empty.
fn check_frame(buf: &Buffer, lang: Lang, theme: &Theme, keys_shown: bool) -> Result<(), String> {
    let area = buf.area;
    let words = text(buf);
    if words.is_empty() {
        return Ok(());
    }
    let header = [theme.header, theme.header_title];
    let like_header = |cell: &ratatui::buffer::Cell| {
        let style = cell.style();
        header.iter().any(|h| match h.bg {
            Some(bg) => style.bg == Some(bg),
            // Monochrome: the header is in reverse video.
            None => style
                .add_modifier
                .contains(ratatui::style::Modifier::REVERSED),
        })
    };
    // Every cell of the top row has the header's colours, but the blank cell a wide (CJK)
    // character covers.
    let top_is_header = (0..area.width).all(|x| {
        like_header(&buf[(x, 0)])
            || x > 0 && unicode_width::UnicodeWidthStr::width(buf[(x - 1, 0)].symbol()) > 1
    });
    // Wide (CJK) characters leave a blank in the next cell: compare without spaces.
    let bar: String = (0..area.width)
        .map(|x| buf[(x, area.height - 1)].symbol())
        .collect::<String>()
        .split_whitespace()
        .collect();
    let help = lang.text().keys.help.short;
    // The bottom line holds the keys, unless the prompt or a notice takes it.
    if top_is_header && area.height > 1 && (bar.contains(help) || !keys_shown) {
        return Ok(());
    }
    if is_message(&words) {
        return Ok(());
    }
    Err(format!(
        "a frame that is neither screen nor message: {words:?}"
    ))
}

/// Whether `words` (spaces removed) are the too-small message whole, from its first word to its
/// closing bracket.
fn is_message(words: &str) -> bool {
    [
        "enlargethewindow",
        "widenthewindow",
        "makethewindowtaller",
        "请把窗口",
    ]
    .iter()
    .any(|start| words.starts_with(start))
        && (words.ends_with(')') || words.ends_with('）'))
}

/// Runs the steps on an app, drawing a frame after each with `view`.
fn drive<P: Puzzle>(
    mut app: App<P>,
    steps: &[Step],
    view: fn(&mut ratatui::Frame, &App<P>),
) -> Result<(), String> {
    // `x` writes its SVG files here, not into the directory the tests run in.
    static RUN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let actions = app.keys.actions();
    let run = RUN.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("backtrack-robust-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    app.export_dir.clone_from(&dir);
    let result = drive_in(&mut app, steps, view, &actions);
    let _ = std::fs::remove_dir_all(&dir);
    result
}

fn drive_in<P: Puzzle>(
    app: &mut App<P>,
    steps: &[Step],
    view: fn(&mut ratatui::Frame, &App<P>),
    actions: &[Action<P::Action>],
) -> Result<(), String> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).map_err(|e| e.to_string())?;
    for &s in steps {
        match s {
            Step::Act(i) => app.update(actions[i % actions.len()]),
            Step::Resize(w, h) => {
                app.update(Action::Resize(w, h));
                terminal.backend_mut().resize(w, h);
                terminal
                    .resize(Rect::new(0, 0, w, h))
                    .map_err(|e| e.to_string())?;
            }
            Step::Click(x, y) => app.update(Action::Click(x, y)),
            Step::Tick => {
                app.tick(Instant::now(), Duration::from_micros(300));
            }
        }
        // The frame as drawn (the backend keeps stale symbols under wide characters, which a
        // real terminal paints over).
        let frame = terminal.draw(|f| view(f, app)).map_err(|e| e.to_string())?;
        let theme = Theme::new(app.theme, app.depth);
        let keys_shown = app.input != InputMode::Prompt && app.notice.is_none();
        check_frame(frame.buffer, app.lang, &theme, keys_shown)
            .map_err(|e| format!("after {s:?}: {e}"))?;
    }
    Ok(())
}

fn playback(lang: Lang) -> Playback {
    Playback {
        lang,
        speed: Speed::Max,
        paused: true,
        ascii: false,
        theme: crate::app::ThemeName::Dark,
        auto_theme: false,
        zoom: false,
        record: None,
        force: false,
        quiz: None,
        gif: None,
    }
}

/// Random use of a screen from each of `samples`, in a random language: `cases` runs of
/// `steps` steps each.
fn random_use<M: Puzzle>(
    command: &str,
    samples: fn() -> Vec<crate::problem::Sample<M>>,
    view: fn(&mut ratatui::Frame, &App<M>),
    (cases, steps): (u32, usize),
) {
    let count = samples().len();
    if count == 0 {
        return;
    }
    let mut runner = proptest::test_runner::TestRunner::new(ProptestConfig::with_cases(cases));
    let strategy = (
        prop::collection::vec(step(), steps),
        any::<bool>(),
        0..count,
    );
    let result = runner.run(&strategy, |(steps, zh, which)| {
        let lang = if zh { Lang::Zh } else { Lang::En };
        let sample = samples().swap_remove(which);
        let name = sample.name;
        let app = sample_app(sample, playback(lang));
        prop_assert_eq!(
            drive(app, &steps, view).map_err(|e| format!("{command} {name}: {e}")),
            Ok(())
        );
        Ok(())
    });
    if let Err(e) = result {
        panic!("{command}: {e}");
    }
}

/// Random use of problem `P`'s screen from each of its samples.
fn random_use_of<P: Problem>() {
    random_use(P::COMMAND, P::samples, P::VIEW, (4, 2500));
}

/// Random use of problem `P`'s second screen (branch and bound) from each of its samples.
fn random_use_of_second<P: Problem>() {
    random_use(P::COMMAND, P::second_samples, P::SECOND_VIEW, (2, 1500));
}

#[test]
fn every_problem_survives_random_use() {
    for_each_problem!(random_use_of);
}

#[test]
fn every_second_screen_survives_random_use() {
    for_each_problem!(random_use_of_second);
}

/// The help overlay of problem `P` at every window size: whole, or the too-small message in
/// its place, never over the header or the key bar, never a fragment.
fn help_at_every_size<P: Problem>() {
    for lang in Lang::ALL {
        let sample = P::samples().swap_remove(0);
        let mut app = sample_app(sample, playback(lang));
        app.update(Action::ToggleHelp);
        for (w, h) in (1..=130u16)
            .step_by(3)
            .flat_map(|w| (1..=45u16).map(move |h| (w, h)))
        {
            let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a backend");
            app.update(Action::Resize(w, h));
            terminal.draw(|f| (P::VIEW)(f, &app)).expect("drawn");
            let buf = terminal.backend().buffer();
            let rows: Vec<String> = (0..h)
                .map(|y| (0..w).map(|x| buf[(x, y)].symbol()).collect())
                .collect();
            let name = P::COMMAND;
            if text(buf).contains(&format!("╭{}─", lang.text().help)) {
                let help = HelpText::new(&app.keys, P::Model::legend(lang), lang);
                let footers = [&help.footer, &help.footer_scrolling]
                    .map(|f| f.split_whitespace().collect::<String>());
                assert!(
                    footers.iter().any(|f| text(buf).contains(f.as_str())),
                    "{name} {lang:?} {w}x{h}: the help without its footer"
                );
                for edge in [&rows[0], &rows[h as usize - 1]] {
                    assert!(
                        !edge.contains('╭') && !edge.contains('╰') && !edge.contains('│'),
                        "{name} {lang:?} {w}x{h}: the help over the header or key bar"
                    );
                }
            } else {
                // The screen too small, or the help's own message between the header and the
                // key bar: whole, or nothing.
                let middle: String = rows
                    .get(1..(h as usize).saturating_sub(2))
                    .unwrap_or_default()
                    .concat()
                    .split_whitespace()
                    .collect();
                assert!(
                    check_frame(buf, lang, &Theme::default(), true).is_ok()
                        && is_message(&text(buf))
                        || middle.is_empty()
                        || is_message(&middle),
                    "{name} {lang:?} {w}x{h}: {:?}",
                    text(buf)
                );
            }
        }
    }
}

#[test]
fn the_help_is_whole_or_absent_at_every_size() {
    for_each_problem!(help_at_every_size);
}
