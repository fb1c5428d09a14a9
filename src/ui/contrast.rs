//! Measured legibility (issue 11): every screen in every theme, in 24-bit and 256 colours, has
//! a contrast of at least 4.5:1 (WCAG AA) between every character and its background; and any
//! two states of the board or the maze that must be told apart differ by at least 3:1 in
//! luminance or carry different symbols.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::{Buffer, Cell};
use ratatui::style::{Color, Modifier};

use crate::action::Action;
use crate::app::{App, ColorDepth, Playback, Puzzle, Speed, ThemeName};
use crate::i18n::Lang;
use crate::problems::maze::engine::Order;
use crate::problems::maze::engine::source::{Source, load};
use crate::problems::maze::model::MazePuzzle;
use crate::problems::maze::view::grid::Look;
use crate::problems::queens::engine::Algo;
use crate::problems::queens::keys::QueensAction;
use crate::problems::queens::model::Queens;
use crate::problems::queens::view::board::{Mark, symbol};
use crate::ui::theme::{Theme, contrast, indexed_rgb, luminance};

/// WCAG AA for text.
const TEXT: f64 = 4.5;
/// WCAG for the parts of a graphic that must be told apart.
const STATES: f64 = 3.0;

/// The terminal's own text colour under a theme (where a cell leaves the colour to it).
fn default_fg(theme: &Theme) -> (u8, u8, u8) {
    match theme.name {
        ThemeName::Light => (0, 0, 0),
        ThemeName::Dark | ThemeName::Mono => (229, 229, 229),
    }
}

fn rgb(color: Option<Color>, default: (u8, u8, u8)) -> (u8, u8, u8) {
    match color {
        Some(Color::Rgb(r, g, b)) => (r, g, b),
        Some(Color::Indexed(i)) => indexed_rgb(i),
        Some(Color::Black) => (0, 0, 0),
        Some(Color::White) => (255, 255, 255),
        _ => default,
    }
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
        zoom: false,
        record: None,
        quiz: None,
    }
}

/// Renders a screen of an app in a theme at a depth.
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

/// Every screen the issue names, as (name, buffer), in `theme` at `depth`.
fn screens(theme: ThemeName, depth: ColorDepth) -> Vec<(String, Buffer)> {
    let queens = crate::problems::queens::view::draw;
    let maze_view = crate::problems::maze::view::draw;
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let mut conflict = App::new(Queens::new(&[Algo::Iterative], 8), playback(lang, theme));
        conflict.puzzle.seek(980);
        out.push((
            "conflict".into(),
            screen(&mut conflict, theme, depth, queens),
        ));
        conflict.update(Action::ToggleZoom);
        out.push((
            "conflict zoomed".into(),
            screen(&mut conflict, theme, depth, queens),
        ));
        let mut solution = App::new(Queens::new(&[Algo::Iterative], 8), playback(lang, theme));
        solution.puzzle.seek(982);
        out.push((
            "solution".into(),
            screen(&mut solution, theme, depth, queens),
        ));
        let mut compare = App::new(
            Queens::new(&[Algo::Iterative, Algo::Cells], 6),
            playback(lang, theme),
        );
        compare.puzzle.seek(40);
        out.push(("compare".into(), screen(&mut compare, theme, depth, queens)));
        let mut help = App::new(Queens::new(&[Algo::Iterative], 8), playback(lang, theme));
        help.update(Action::ToggleHelp);
        out.push((
            "queens help".into(),
            screen(&mut help, theme, depth, queens),
        ));
        let mut browser = App::new(Queens::new(&[Algo::Iterative], 6), playback(lang, theme));
        for _ in 0..2 {
            browser.update(Action::Jump {
                kind: crate::engine::LandmarkKind::Solution,
                forward: true,
            });
            while browser.status() == crate::app::Status::Running {
                browser.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
            }
        }
        browser.update(Action::Own(QueensAction::OpenSolutions));
        assert_eq!(browser.puzzle.found.met(), 2, "two solutions to list");
        out.push((
            "solutions browser".into(),
            screen(&mut browser, theme, depth, queens),
        ));
        let mut quiz = App::new(Queens::new(&[Algo::Iterative], 8), playback(lang, theme));
        quiz.quiz = Some(crate::app::quiz::Quiz::new(
            crate::app::quiz::QuizKind::Basic,
        ));
        quiz.update(Action::TogglePlay);
        for answer in ['a', 'b'] {
            while quiz.input != crate::action::InputMode::Quiz {
                quiz.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
            }
            quiz.update(Action::QuizKey(answer));
        }
        while quiz.input != crate::action::InputMode::Quiz {
            quiz.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        }
        out.push((
            "quiz question".into(),
            screen(&mut quiz, theme, depth, queens),
        ));
        let mut editor = App::new(Queens::new(&[Algo::Iterative], 8), playback(lang, theme));
        editor.update(Action::ToggleEdit);
        if let Some(e) = editor.puzzle.editor.as_mut() {
            // a1 and d4 attack each other; e2 stands alone; the cursor on d4.
            for sq in [(0, 0), (1, 4), (3, 3)] {
                e.cursor = sq;
                e.toggle();
            }
        }
        out.push((
            "board editor".into(),
            screen(&mut editor, theme, depth, queens),
        ));
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let source = Source::File(path);
        let setup = load(&source, None, None, Order::default()).expect("the comb maze");
        let mut maze = App::new(MazePuzzle::new(setup, source), playback(lang, theme));
        maze.puzzle.seek(60);
        out.push(("maze".into(), screen(&mut maze, theme, depth, maze_view)));
        maze.update(Action::ToggleZoom);
        out.push((
            "maze zoomed".into(),
            screen(&mut maze, theme, depth, maze_view),
        ));
        maze.update(Action::ToggleZoom);
        maze.update(Action::ToggleHelp);
        out.push((
            "maze help".into(),
            screen(&mut maze, theme, depth, maze_view),
        ));
    }
    out
}

#[test]
fn every_character_has_a_contrast_of_at_least_4_5_to_1() {
    let mut lowest_seen = (21.0, String::new());
    for theme in ThemeName::ALL {
        for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256] {
            let styles = Theme::new(theme, depth);
            for (name, buf) in screens(theme, depth) {
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
        "lowest contrast: {:.2}:1 ({})",
        lowest_seen.0, lowest_seen.1
    );
}

fn bg_luminance(style: ratatui::style::Style, theme: &Theme) -> f64 {
    luminance(rgb(style.bg, rgb(Some(theme.background), (0, 0, 0))))
}

/// Two states that must be told apart: by symbol, or by 3:1 in luminance.
#[test]
fn every_pair_of_board_states_differs_by_symbol_or_luminance() {
    let marks = [
        Mark::Plain,
        Mark::Attacked,
        Mark::Abandoned,
        Mark::Skipped,
        Mark::Removed,
        Mark::AttackPath,
        Mark::Solution,
        Mark::Attacker,
        Mark::Placed,
        Mark::Conflict,
    ];
    // The states a square can be in: (mark, a queen stands there).
    let states: Vec<(Mark, bool)> = marks
        .iter()
        .flat_map(|&m| [(m, false), (m, true)])
        .filter(|&(m, q)| match m {
            Mark::Placed | Mark::Attacker | Mark::Solution => q,
            Mark::Conflict
            | Mark::Removed
            | Mark::AttackPath
            | Mark::Attacked
            | Mark::Abandoned
            | Mark::Skipped => !q,
            Mark::Plain => true,
        })
        .collect();
    for theme in ThemeName::ALL {
        for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256] {
            let t = Theme::new(theme, depth);
            let style = |m: Mark| match m {
                Mark::Plain => t.light,
                Mark::Attacked => t.light_attacked,
                Mark::Abandoned | Mark::Removed => t.abandoned,
                Mark::Skipped => t.skipped,
                Mark::AttackPath => t.attack_path,
                Mark::Solution => t.solution,
                Mark::Attacker => t.attacker,
                Mark::Placed => t.placed,
                Mark::Conflict => t.conflict,
            };
            for (i, &(a, qa)) in states.iter().enumerate() {
                for &(b, qb) in &states[i + 1..] {
                    for ascii in [false, true] {
                        let by_symbol = symbol(a, qa, ascii) != symbol(b, qb, ascii);
                        let (la, lb) = (bg_luminance(style(a), &t), bg_luminance(style(b), &t));
                        let by_light = (la.max(lb) + 0.05) / (la.min(lb) + 0.05) >= STATES;
                        assert!(
                            by_symbol || by_light,
                            "{theme:?} {depth:?} ascii {ascii}: {a:?}/{qa} and {b:?}/{qb}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn every_pair_of_maze_states_differs_by_symbol_or_luminance() {
    for theme in ThemeName::ALL {
        for depth in [ColorDepth::TrueColor, ColorDepth::Ansi256] {
            let t = Theme::new(theme, depth);
            for ascii in [false, true] {
                let walls = ascii || theme == ThemeName::Mono;
                for (i, a) in Look::ALL.iter().enumerate() {
                    for b in &Look::ALL[i + 1..] {
                        let by_symbol = a.glyph(ascii, walls) != b.glyph(ascii, walls);
                        let (la, lb) =
                            (bg_luminance(a.style(&t), &t), bg_luminance(b.style(&t), &t));
                        let by_light = (la.max(lb) + 0.05) / (la.min(lb) + 0.05) >= STATES;
                        assert!(
                            by_symbol || by_light,
                            "{theme:?} {depth:?} ascii {ascii}: {a:?} and {b:?}"
                        );
                    }
                }
            }
        }
    }
}
