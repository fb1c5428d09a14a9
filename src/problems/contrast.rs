//! Measured legibility (issue 11): every screen of every problem in every theme, in 24-bit and
//! 256 colours, has a contrast of at least 4.5:1 (WCAG AA) between every character and its
//! background: each problem's samples, and on its first the shell's own screens (zoom, help,
//! the tree, a quiz question). Each problem checks in its folder that any two states of its
//! picture that must be told apart differ by at least 3:1 in luminance or carry different
//! symbols, with [`apart`].

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};

use crate::action::{Action, InputMode};
use crate::app::quiz::{Quiz, QuizKind};
use crate::app::{App, BATCH_BUDGET, ColorDepth, Playback, Puzzle, Speed, Status, ThemeName};
use crate::i18n::Lang;
use crate::problem::{Problem, Sample};
use crate::ui::theme::{Theme, contrast, luminance};

/// WCAG AA for text.
const TEXT: f64 = 4.5;
/// WCAG for the parts of a graphic that must be told apart.
pub(crate) const STATES: f64 = 3.0;

/// The terminal's own text colour under a theme (where a cell leaves the colour to it), as
/// a GIF draws it.
fn default_fg(theme: &Theme) -> (u8, u8, u8) {
    let [r, g, b] = crate::app::gif::defaults(theme.name).fg;
    (r, g, b)
}

fn rgb(color: Option<Color>, default: (u8, u8, u8)) -> (u8, u8, u8) {
    color.map_or(default, |c| crate::term::palette::rgb(c, default))
}

/// The colours a cell is seen in: (foreground, background).
fn seen(cell: &Cell, theme: &Theme) -> ((u8, u8, u8), (u8, u8, u8)) {
    let background = match theme.name {
        ThemeName::Mono => (0, 0, 0),
        _ => rgb(Some(theme.background), (0, 0, 0)),
    };
    let style = cell.style();
    let fg = rgb(style.fg, default_fg(theme));
    let bg = rgb(style.bg, background);
    if style.add_modifier.contains(Modifier::REVERSED) {
        (bg, fg)
    } else {
        (fg, bg)
    }
}

/// The lowest contrast of any character on the screen, and where.
fn lowest(buf: &Buffer, theme: &Theme) -> (f64, String) {
    let mut worst = (21.0, String::new());
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let cell = &buf[(x, y)];
            if cell.symbol().trim().is_empty() {
                continue;
            }
            let (fg, bg) = seen(cell, theme);
            let ratio = contrast(fg, bg);
            if ratio < worst.0 {
                worst = (
                    ratio,
                    format!("{:?} at ({x},{y}) {fg:?} on {bg:?}", cell.symbol()),
                );
            }
        }
    }
    worst
}

fn playback(lang: Lang, theme: ThemeName) -> Playback {
    Playback {
        lang,
        speed: Speed::default(),
        paused: true,
        ascii: false,
        theme,
        auto_theme: false,
        zoom: false,
        record: None,
        force: false,
        quiz: None,
        gif: None,
    }
}

/// Renders the app's screen at 100x30 in a theme at a depth.
fn screen<P: Puzzle>(
    app: &mut App<P>,
    theme: ThemeName,
    depth: ColorDepth,
    view: fn(&mut ratatui::Frame, &App<P>),
) -> Buffer {
    app.theme = theme;
    app.depth = depth;
    app.update(Action::Resize(100, 30));
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).expect("a backend");
    terminal.draw(|f| view(f, app)).expect("drawn");
    terminal.backend().buffer().clone()
}

/// Runs the app until it stops running (a jump, the end), or `until` holds.
pub(crate) fn settle<P: Puzzle>(app: &mut App<P>, until: impl Fn(&App<P>) -> bool) {
    for _ in 0..100_000 {
        if until(app) || (app.status() != Status::Running && app.status() != Status::Playing) {
            return;
        }
        app.tick(std::time::Instant::now(), BATCH_BUDGET);
    }
}

/// A sample in an app: the model with its actions applied, each run to its end.
pub(crate) fn sample_app<P: Puzzle>(sample: Sample<P>, playback: Playback) -> App<P> {
    let mut app = App::new(sample.model, playback);
    app.update(Action::Resize(100, 30));
    for action in sample.actions {
        app.update(action);
        settle(&mut app, |_| false);
    }
    app
}

/// Every screen of problem `P` worth checking, as (name, buffer), in `theme` at `depth`.
fn screens<P: Problem>(theme: ThemeName, depth: ColorDepth) -> Vec<(String, Buffer)> {
    Lang::ALL
        .into_iter()
        .flat_map(|lang| screens_in::<P>(lang, theme, depth))
        .collect()
}

/// Every screen of problem `P` worth checking in `lang`, as (name, buffer): each sample, and
/// on the first the shell's own screens (zoom, the tree, help, the prompt, a question).
pub(crate) fn screens_in<P: Problem>(
    lang: Lang,
    theme: ThemeName,
    depth: ColorDepth,
) -> Vec<(String, Buffer)> {
    let mut out = Vec::new();
    {
        for (i, sample) in P::samples().into_iter().enumerate() {
            let name = format!("{} {}", P::COMMAND, sample.name);
            let mut app = sample_app(sample, playback(lang, theme));
            out.push((name.clone(), screen(&mut app, theme, depth, P::VIEW)));
            if i > 0 {
                continue;
            }
            // The shell's own screens, on the first sample.
            app.update(Action::ToggleZoom);
            out.push((
                format!("{name} zoomed"),
                screen(&mut app, theme, depth, P::VIEW),
            ));
            app.update(Action::ToggleZoom);
            app.update(Action::ToggleTree);
            out.push((
                format!("{name} tree"),
                screen(&mut app, theme, depth, P::VIEW),
            ));
            app.update(Action::ToggleTree);
            app.update(Action::ToggleHelp);
            out.push((
                format!("{name} help"),
                screen(&mut app, theme, depth, P::VIEW),
            ));
            app.update(Action::CloseHelp);
            app.update(Action::OpenPrompt);
            out.push((
                format!("{name} prompt"),
                screen(&mut app, theme, depth, P::VIEW),
            ));
            app.update(Action::PromptCancel);
            app.quiz = Some(Quiz::new(QuizKind::Basic));
            app.update(Action::TogglePlay);
            settle(&mut app, |a| a.input == InputMode::Quiz);
            if app.input == InputMode::Quiz {
                out.push((
                    format!("{name} quiz"),
                    screen(&mut app, theme, depth, P::VIEW),
                ));
            }
        }
        // The second screen (branch and bound's): each sample, and its help on the first.
        for (i, sample) in P::second_samples().into_iter().enumerate() {
            let name = format!("{} {}", P::COMMAND, sample.name);
            let mut app = sample_app(sample, playback(lang, theme));
            out.push((name.clone(), screen(&mut app, theme, depth, P::SECOND_VIEW)));
            if i == 0 {
                app.update(Action::ToggleHelp);
                out.push((
                    format!("{name} help"),
                    screen(&mut app, theme, depth, P::SECOND_VIEW),
                ));
            }
        }
    }
    out
}

/// The lowest contrast on every screen of `P`, in every theme and depth: at least 4.5:1.
fn every_screen_of<P: Problem>() {
    let mut lowest_seen = (21.0, String::new());
    for theme in ThemeName::ALL {
        for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256] {
            let styles = Theme::new(theme, depth);
            for (name, buf) in screens::<P>(theme, depth) {
                let (ratio, where_) = lowest(&buf, &styles);
                assert!(
                    ratio >= TEXT,
                    "{theme:?} {depth:?} {name}: {ratio:.2}:1 for {where_}"
                );
                if ratio < lowest_seen.0 {
                    lowest_seen = (ratio, format!("{theme:?} {depth:?} {name}: {where_}"));
                }
            }
        }
    }
    println!(
        "{}: lowest contrast {:.2}:1 ({})",
        P::COMMAND,
        lowest_seen.0,
        lowest_seen.1
    );
}

#[test]
fn every_character_has_a_contrast_of_at_least_4_5_to_1() {
    for_each_problem!(every_screen_of);
}

fn bg_luminance(style: ratatui::style::Style, theme: &Theme) -> f64 {
    luminance(rgb(style.bg, rgb(Some(theme.background), (0, 0, 0))))
}

/// Whether two states of a picture can be told apart: by their symbols, or by 3:1 in the
/// luminance of their backgrounds.
pub(crate) fn apart(
    (a, a_symbol): (ratatui::style::Style, &str),
    (b, b_symbol): (ratatui::style::Style, &str),
    theme: &Theme,
) -> bool {
    let (la, lb) = (bg_luminance(a, theme), bg_luminance(b, theme));
    a_symbol != b_symbol || (la.max(lb) + 0.05) / (la.min(lb) + 0.05) >= STATES
}
