//! The maze screen: seed 003's search on its grid, with the path, the code, counters and log.
//!
//! One small render function per region; the geometry is `layout::maze`:
//!
//! ```text
//! ┌ header: backtrack · maze · size · where it came from ───── state · speed · step ┐
//! │ maze grid (scrolls to keep the │ path: the stack │ code: findWay with the      │
//! │ current cell in view)          │ of cells, top   │ direction order, the line   │
//! │                                │ first           │ of the last event lit       │
//! ├────────────────────────────────┼─────────────────┴─────────────────────────────┤
//! │ counters (entered, blocked,    │ log: the last events in words, newest first   │
//! │ dead ends, path, order, ...)   │                                               │
//! └────────────────────────────────┴───────────────────────────────────────────────┘
//!   key bar: the most used keys of the key table (the editor's while editing)
//! ```

pub mod grid;
pub mod path;

use ratatui::Frame;
use ratatui::style::Style;

use crate::action::{InputMode, PuzzleKind};
use crate::app::App;
use crate::app::maze::MazePuzzle;
use crate::engine::maze::{MazeEvent, Order};
use crate::i18n::{Lang, group_digits};
use crate::layout::maze::{MazeAreas, areas, grid_inner};
use crate::ui::code::Code;
use crate::ui::common::{
    Row, draw_too_large, draw_too_small, framed, panel, render_rows, two_columns,
};
use crate::ui::header::Header;
use crate::ui::help::Help;
use crate::ui::keybar::KeyBar;
use crate::ui::log::{Log, LogEvent};
use crate::ui::theme::{Palette, Theme};
use grid::{Look, MazeGrid};
use path::PathPanel;

impl LogEvent for MazeEvent {
    fn words(&self, lang: Lang, _compact: bool) -> String {
        lang.words().maze_event(self)
    }

    fn marker(&self, theme: &Theme) -> Style {
        match self {
            MazeEvent::Enter { .. } => theme.maze_path,
            MazeEvent::Blocked { .. } => theme.attacker,
            MazeEvent::DeadEnd { .. } => theme.maze_dead,
            MazeEvent::Goal { .. } => theme.solution,
            MazeEvent::Done { .. } => theme.current,
        }
    }
}

/// Seed 003's `findWay` as pseudocode, with the direction order filled in.
pub fn code_lines(order: Order) -> Vec<String> {
    let dirs: Vec<String> = order.0.iter().map(|d| d.letter().to_string()).collect();
    vec![
        "findWay(r, c):".into(),
        "  if map[goal] == 2: return true".into(),
        "  if map[r][c] == 0:".into(),
        "    map[r][c] = 2".into(),
        format!("    for d in {}:", dirs.join(", ")),
        "      if findWay(next(d)):".into(),
        "        return true".into(),
        "    map[r][c] = 3; return false".into(),
        "  return false".into(),
    ]
}

/// The pseudocode line that produced `last`.
pub fn code_line(last: Option<MazeEvent>) -> Option<usize> {
    match last? {
        MazeEvent::Enter { .. } => Some(3),
        MazeEvent::Blocked { .. } => Some(8),
        MazeEvent::DeadEnd { .. } => Some(7),
        MazeEvent::Goal { .. } => Some(1),
        MazeEvent::Done { .. } => None,
    }
}

/// The screen title, ranked: where the maze came from stays longest, then its size.
fn title(app: &App<MazePuzzle>) -> Vec<(String, u8)> {
    let t = app.lang.text();
    let grid = app.puzzle.maze().grid();
    vec![
        (t.maze.to_string(), 1),
        (format!("{}x{}", grid.rows(), grid.cols()), 3),
        (app.lang.words().maze_title(&app.puzzle.source), 6),
    ]
}

/// The counters: what the search did on the left, the maze itself on the right.
fn draw_counters(
    frame: &mut Frame,
    app: &App<MazePuzzle>,
    theme: &Theme,
    area: ratatui::layout::Rect,
) {
    let t = app.lang.text();
    let buf = frame.buffer_mut();
    let inner = framed(buf, area, t.counters, theme);
    let maze = app.puzzle.maze();
    let c = maze.counters();
    let (start, goal) = (app.puzzle.setup.start, app.puzzle.setup.goal);
    let value = theme.value;
    let grid = maze.grid();
    let left = [
        Row::new(t.step, group_digits(c.steps), value),
        Row::new(t.maze_entered, group_digits(c.entered), value),
        Row::new(t.maze_blocked, group_digits(c.blocked), value),
        Row::new(t.maze_dead_ends, group_digits(c.dead_ends), value),
        Row::new(
            t.maze_path_length,
            group_digits(maze.path().len() as u64),
            value,
        ),
    ];
    let right = [
        Row::new(t.maze_order, maze.order().name(), value),
        Row::new(t.maze_start, format!("({},{})", start.0, start.1), value),
        Row::new(t.maze_goal, format!("({},{})", goal.0, goal.1), value),
        Row::new(
            t.maze_size,
            format!("{}x{}", grid.rows(), grid.cols()),
            value,
        ),
    ];
    if let Some((l, r)) = two_columns(inner) {
        render_rows(&left, l, theme, buf);
        render_rows(&right, r, theme, buf);
    } else {
        let all: Vec<Row> = left.into_iter().chain(right).collect();
        render_rows(&all, inner, theme, buf);
    }
}

fn draw_grid(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, areas: &MazeAreas) {
    let block = panel(format!(" {} ", app.lang.text().maze_grid), theme);
    frame.render_widget(&block, areas.grid);
    let grid = MazeGrid {
        puzzle: &app.puzzle,
        editing: app.input == InputMode::Edit,
        letters: letters(app, theme),
        theme,
    };
    frame.render_widget(&grid, grid_inner(areas));
}

/// Letters for every kind of cell: in monochrome, or with `--ascii`.
fn letters(app: &App<MazePuzzle>, theme: &Theme) -> bool {
    app.ascii || theme.palette == Palette::Mono
}

fn draw_code(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: ratatui::layout::Rect) {
    let owned = code_lines(app.puzzle.maze().order());
    let lines: Vec<&str> = owned.iter().map(String::as_str).collect();
    let code = Code {
        title: app.lang.words().code_title(&["003"]),
        lines: &lines,
        current: code_line(app.puzzle.timeline.last_event()),
        theme,
    };
    frame.render_widget(&code, area);
}

fn draw_help(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme) {
    let t = app.lang.text();
    let letters = letters(app, theme);
    let legend = Look::ALL
        .iter()
        .zip(t.maze_legend)
        .map(|(look, text)| (look.style(theme), look.glyph(letters), text))
        .collect();
    let help = Help {
        puzzle: PuzzleKind::Maze,
        legend,
        lang: app.lang,
        theme,
    };
    frame.render_widget(&help, frame.area());
}

/// Draws the maze screen.
pub fn draw(frame: &mut Frame, app: &App<MazePuzzle>) {
    let theme = Theme::new(app.palette);
    let theme = &theme;
    if draw_too_large(frame, app.lang, theme, app.window) {
        return;
    }
    let puzzle = &app.puzzle;
    let areas = match areas(frame.area(), puzzle.maze().grid().rows()) {
        Ok(a) => a,
        Err(size) => return draw_too_small(frame, app.lang, theme, size),
    };
    let lang = app.lang;
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    draw_grid(frame, app, theme, &areas);
    let log = Log {
        timeline: &puzzle.timeline,
        widest: None,
        lang,
        theme,
    };
    frame.render_widget(&log, areas.log);
    frame.render_widget(
        &PathPanel {
            puzzle,
            lang,
            theme,
        },
        areas.path,
    );
    draw_code(frame, app, theme, areas.code);
    draw_counters(frame, app, theme, areas.counters);
    let mode = if app.input == InputMode::Edit {
        InputMode::Edit
    } else {
        InputMode::Normal
    };
    let bar = KeyBar {
        puzzle: PuzzleKind::Maze,
        mode,
        lang,
        theme,
    };
    frame.render_widget(&bar, areas.keybar);
    if app.input == InputMode::Help {
        draw_help(frame, app, theme);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{Action, Direction, MazeAction};
    use crate::app::{Playback, Puzzle, Speed};
    use crate::engine::maze::Order;
    use crate::engine::maze::source::{Source, load};
    use crate::layout::maze::{CELL_W, viewport};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use rstest::rstest;

    fn app(source: Source, lang: Lang, ascii: bool, palette: Palette) -> App<MazePuzzle> {
        let setup = load(&source, None, None, Order::default()).unwrap();
        let playback = Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii,
        };
        let mut a = App::new(MazePuzzle::new(setup, source), playback);
        a.palette = palette;
        a.update(Action::Resize(80, 24));
        a
    }

    fn render(app: &App<MazePuzzle>, w: u16, h: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| draw(f, app)).unwrap();
        terminal
    }

    fn at(mut a: App<MazePuzzle>, step: u64) -> App<MazePuzzle> {
        a.puzzle.seek(step);
        a.puzzle.follow(a.screen);
        a
    }

    #[test]
    fn seed_map_80x24_en() {
        let a = at(app(Source::Seed, Lang::En, false, Palette::TrueColor), 7);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn seed_map_solved_80x24_zh() {
        let a = at(app(Source::Seed, Lang::Zh, false, Palette::TrueColor), 100);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn long_dead_ends_ascii_120x40() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let a = at(
            app(Source::File(path), Lang::En, true, Palette::TrueColor),
            60,
        );
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn large_random_maze_scrolls_to_the_current_cell_80x24() {
        let source = Source::Random {
            rows: 61,
            cols: 81,
            seed: 3,
        };
        let a = at(app(source, Lang::En, false, Palette::TrueColor), 1500);
        let current = a.puzzle.maze().current().unwrap();
        let areas = areas(a.screen, a.puzzle.maze().grid().rows()).unwrap();
        let (rows, cols) = viewport(&areas);
        let (r0, c0) = a.puzzle.scroll;
        assert!(
            (r0..r0 + rows).contains(&current.0),
            "{current:?} {:?}",
            a.puzzle.scroll
        );
        assert!(
            (c0..c0 + cols).contains(&current.1),
            "{current:?} {:?}",
            a.puzzle.scroll
        );
        assert!(r0 > 0 || c0 > 0, "a maze this large must have scrolled");
        let buf = render(&a, 80, 24).backend().buffer().clone();
        let inner = grid_inner(&areas);
        let x = inner.x + ((current.1 - c0) as u16) * CELL_W;
        let y = inner.y + (current.0 - r0) as u16;
        assert_eq!(buf[(x, y)].symbol(), "@");
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn numbers_view_shows_what_show_map_prints() {
        let mut a = at(app(Source::Seed, Lang::En, false, Palette::TrueColor), 100);
        a.update(Action::Maze(MazeAction::ToggleNumbers));
        let terminal = render(&a, 80, 24);
        let buf = terminal.backend().buffer();
        let areas = areas(a.screen, a.puzzle.maze().grid().rows()).unwrap();
        let inner = grid_inner(&areas);
        let row = |r: u16| -> String {
            (0..7)
                .map(|c| {
                    buf[(inner.x + c * CELL_W, inner.y + r)]
                        .symbol()
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(row(0), "1 1 1 1 1 1 1");
        assert_eq!(row(2), "1 2 2 2 0 0 1");
        assert_eq!(row(6), "1 0 0 2 2 2 1");
        insta::assert_snapshot!(terminal.backend());
    }

    #[test]
    fn editor_80x24_en() {
        let mut a = app(Source::Seed, Lang::En, false, Palette::TrueColor);
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Down));
        a.update(Action::MoveCursor(Direction::Down));
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(Source::Seed, Lang::Zh, false, Palette::TrueColor);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// Every kind of cell has its own colour, and its own letters in monochrome and --ascii.
    #[rstest]
    fn looks_are_distinct(#[values(false, true)] letters: bool) {
        let theme = if letters {
            Theme::new(Palette::Mono)
        } else {
            Theme::default()
        };
        let looks = [
            Look::Wall,
            Look::Open,
            Look::Path,
            Look::Dead,
            Look::Current,
            Look::Start,
            Look::Goal,
            Look::Blocked,
        ];
        for (i, a) in looks.iter().enumerate() {
            for b in &looks[i + 1..] {
                let same_glyph = a.glyph(letters) == b.glyph(letters);
                let same_colour = a.style(&theme) == b.style(&theme);
                assert!(!(same_glyph && same_colour), "{a:?} and {b:?} look alike");
                if letters {
                    assert!(!same_glyph, "{a:?} and {b:?} share letters");
                }
            }
        }
    }

    #[test]
    fn cells_are_coloured_by_their_marks() {
        let a = at(app(Source::Seed, Lang::En, false, Palette::TrueColor), 7);
        let t = Theme::default();
        let buf = render(&a, 80, 24).backend().buffer().clone();
        let areas = areas(a.screen, a.puzzle.maze().grid().rows()).unwrap();
        let inner = grid_inner(&areas);
        let bg = |r: u16, c: u16| buf[(inner.x + c * CELL_W, inner.y + r)].style().bg;
        assert_eq!(bg(0, 0), t.maze_wall.bg);
        assert_eq!(bg(2, 2), t.maze_path.bg);
        assert_eq!(bg(4, 4), t.maze_open.bg);
        assert_eq!(bg(3, 3), t.maze_current.bg);
        assert_eq!(bg(6, 5), t.maze_endpoint.bg);
    }
}
