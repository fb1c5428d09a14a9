//! The maze screen: the grid (scrolled to keep the search in view), the path stack, seed 003's
//! `findWay` as pseudocode, counters and the event log.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::action::InputMode;
use crate::app::App;
use crate::app::maze::MazePuzzle;
use crate::engine::maze::source::Source;
use crate::engine::maze::{DEAD, Grid, MazeEvent, OPEN, Order, PATH, WALL};
use crate::i18n::{Lang, group_digits};
use crate::ui::theme::{Palette, Theme};
use crate::ui::{code, framed, header, help, keybar, panel, stack_lines};
use unicode_width::UnicodeWidthStr;

/// Terminal columns per maze cell.
pub const CELL_W: u16 = 2;

/// Width of the path panel.
const PATH_W: u16 = 16;
/// Width of the code panel.
const CODE_W: u16 = 38;
/// Height of the path and code panels (nine lines of code).
const TOP_H: u16 = 11;
/// Height of the counters panel (nine counters).
const COUNTERS_H: u16 = 11;
/// Shortest the log can be.
const LOG_MIN: u16 = 5;
/// Narrowest the grid panel can be.
const GRID_MIN_W: u16 = 12;
/// Shortest the grid panel can be.
const GRID_MIN_H: u16 = 5;

/// Where each region of the maze screen goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeAreas {
    /// The header bar.
    pub header: Rect,
    /// The grid panel.
    pub grid: Rect,
    /// The counters panel, under the grid.
    pub counters: Rect,
    /// The path (stack) panel.
    pub path: Rect,
    /// The code panel.
    pub code: Rect,
    /// The event log, under the path and code.
    pub log: Rect,
    /// The key bar.
    pub keybar: Rect,
}

/// Splits the screen for a maze of `grid`'s size, or gives the smallest window that would do.
///
/// Left: the grid (as tall as the maze, scrolling when it is taller) over the counters. Right:
/// the path and the code over the log. A maze wider than a third of the window takes the whole
/// top of the screen instead, with the other panels in a row below it.
pub fn areas(screen: Rect, grid: &Grid) -> Result<MazeAreas, (u16, u16)> {
    let side = PATH_W + CODE_W;
    let need = (
        side + GRID_MIN_W,
        2 + (GRID_MIN_H + COUNTERS_H).max(TOP_H + LOG_MIN),
    );
    if screen.width < need.0 || screen.height < need.1 {
        return Err(need);
    }
    let (x, y, w, h) = (screen.x, screen.y, screen.width, screen.height);
    let main_h = h - 2;
    let left_w = w - side;
    let grid_h = (grid.rows() as u16 + 2).clamp(GRID_MIN_H, main_h - COUNTERS_H);
    Ok(MazeAreas {
        header: Rect::new(x, y, w, 1),
        grid: Rect::new(x, y + 1, left_w, grid_h),
        counters: Rect::new(x, y + 1 + grid_h, left_w, main_h - grid_h),
        path: Rect::new(x + left_w, y + 1, PATH_W, TOP_H),
        code: Rect::new(x + left_w + PATH_W, y + 1, CODE_W, TOP_H),
        log: Rect::new(x + left_w, y + 1 + TOP_H, side, main_h - TOP_H),
        keybar: Rect::new(x, y + h - 1, w, 1),
    })
}

/// The inside of the grid panel, where cells are drawn.
pub fn grid_inner(areas: &MazeAreas) -> Rect {
    areas.grid.inner(ratatui::layout::Margin::new(1, 1))
}

/// How many rows and columns of cells the grid panel shows.
pub fn viewport(areas: &MazeAreas) -> (usize, usize) {
    let inner = grid_inner(areas);
    (inner.height as usize, (inner.width / CELL_W) as usize)
}

/// What one cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// A wall (1).
    Wall,
    /// Open (0).
    Open,
    /// On the path (2).
    Path,
    /// A dead end (3).
    Dead,
    /// The cell the search stands on.
    Current,
    /// The start.
    Start,
    /// The goal.
    Goal,
    /// The neighbour the last step found blocked.
    Blocked,
    /// The editor's cursor.
    Cursor,
}

impl Look {
    /// Every look, in legend order.
    pub const ALL: [Look; 8] = [
        Look::Wall,
        Look::Open,
        Look::Path,
        Look::Dead,
        Look::Current,
        Look::Start,
        Look::Goal,
        Look::Blocked,
    ];

    /// The style of a cell that looks like this.
    pub fn style(self, theme: &Theme) -> Style {
        match self {
            Look::Wall => theme.maze_wall,
            Look::Open => theme.maze_open,
            Look::Path => theme.maze_path,
            Look::Dead => theme.maze_dead,
            Look::Current => theme.maze_current,
            Look::Start | Look::Goal => theme.maze_endpoint,
            Look::Blocked => theme.attacker,
            Look::Cursor => theme.current,
        }
    }

    /// The two characters of a cell that looks like this. Colour alone tells walls, open cells,
    /// the path and dead ends apart; in monochrome or `--ascii` every look has its own letters.
    pub fn glyph(self, letters: bool) -> &'static str {
        match (self, letters) {
            (Look::Start, _) => "S ",
            (Look::Goal, _) => "G ",
            (Look::Current, _) => "@ ",
            (Look::Cursor, _) => "[]",
            (Look::Blocked, _) => "! ",
            (Look::Wall, true) => "##",
            (Look::Path, true) => "o ",
            (Look::Dead, true) => "x ",
            _ => "  ",
        }
    }
}

/// The seed's map values as cells of the numbers view.
const NUMBERS: [&str; 4] = ["0 ", "1 ", "2 ", "3 "];

/// The grid widget.
pub struct MazeGrid<'a> {
    /// The puzzle.
    pub puzzle: &'a MazePuzzle,
    /// Whether the editor is open (draws the cursor).
    pub editing: bool,
    /// Letters for every cell (monochrome or `--ascii`).
    pub letters: bool,
    /// Styles.
    pub theme: &'a Theme,
}

impl MazeGrid<'_> {
    /// How the cell (row, col) looks.
    pub fn look(&self, row: usize, col: usize) -> Look {
        let p = self.puzzle;
        let maze = p.maze();
        if self.editing && p.cursor == (row, col) {
            return Look::Cursor;
        }
        if let Some(MazeEvent::Blocked {
            row: br, col: bc, ..
        }) = p.timeline.last_event()
            && (br, bc) == (row as isize, col as isize)
        {
            return Look::Blocked;
        }
        if maze.current() == Some((row, col)) && !self.editing {
            return Look::Current;
        }
        if (row, col) == p.setup.start {
            return Look::Start;
        }
        if (row, col) == p.setup.goal {
            return Look::Goal;
        }
        match maze.grid().get(row, col) {
            WALL => Look::Wall,
            PATH => Look::Path,
            DEAD => Look::Dead,
            OPEN => Look::Open,
            _ => Look::Open,
        }
    }
}

impl Widget for &MazeGrid<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let grid = self.puzzle.maze().grid();
        let (r0, c0) = self.puzzle.scroll;
        let rows = (area.height as usize).min(grid.rows().saturating_sub(r0));
        let cols = ((area.width / CELL_W) as usize).min(grid.cols().saturating_sub(c0));
        for dr in 0..rows {
            for dc in 0..cols {
                let (row, col) = (r0 + dr, c0 + dc);
                let look = self.look(row, col);
                let x = area.x + dc as u16 * CELL_W;
                let y = area.y + dr as u16;
                // Numbers view: the value seed 003's showMap would print, in the cell's colour.
                let glyph = if self.puzzle.numbers && look != Look::Cursor {
                    NUMBERS[grid.get(row, col) as usize % NUMBERS.len()]
                } else {
                    look.glyph(self.letters)
                };
                buf.set_string(x, y, glyph, look.style(self.theme));
            }
        }
    }
}

/// The path panel: the stack of cells, the top first, each with the direction it went on.
struct PathPanel<'a> {
    puzzle: &'a MazePuzzle,
    lang: Lang,
    theme: &'a Theme,
}

impl Widget for &PathPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.maze_path, self.theme);
        let maze = self.puzzle.maze();
        let order = maze.order();
        let depth = maze.path().len();
        if depth == 0 {
            Line::styled(format!(" {}", t.stack_empty), self.theme.dim).render(inner, buf);
            return;
        }
        // Top first; each cell with the direction it went (or last tried, on top).
        let items = maze.path().rev().map(|((r, c), tried)| {
            let went = tried.checked_sub(1).and_then(|i| order.0.get(i));
            format!(" ({r},{c}) {}", went.map_or(' ', |d| d.letter()))
        });
        stack_lines(buf, inner, items, depth, self.lang, self.theme);
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
    Some(match last? {
        MazeEvent::Enter { .. } => 3,
        MazeEvent::Blocked { .. } => 8,
        MazeEvent::DeadEnd { .. } => 7,
        MazeEvent::Goal { .. } => 1,
        MazeEvent::Done { .. } => return None,
    })
}

/// The maze counters, in two columns when they fit.
struct MazeCounters<'a> {
    puzzle: &'a MazePuzzle,
    lang: Lang,
    theme: &'a Theme,
}

impl Widget for &MazeCounters<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.counters, self.theme);
        let maze = self.puzzle.maze();
        let c = maze.counters();
        let (start, goal) = (self.puzzle.setup.start, self.puzzle.setup.goal);
        let left = [
            (t.step, group_digits(c.steps)),
            (t.maze_entered, group_digits(c.entered)),
            (t.maze_blocked, group_digits(c.blocked)),
            (t.maze_dead_ends, group_digits(c.dead_ends)),
            (t.maze_path_length, group_digits(maze.path().len() as u64)),
        ];
        let grid = maze.grid();
        let right = [
            (t.maze_order, maze.order().name()),
            (t.maze_start, format!("({},{})", start.0, start.1)),
            (t.maze_goal, format!("({},{})", goal.0, goal.1)),
            (t.maze_size, format!("{}x{}", grid.rows(), grid.cols())),
        ];
        let column = |rows: &[(&str, String)], area: Rect, buf: &mut Buffer| {
            let label_w = rows.iter().map(|r| r.0.width()).max().unwrap_or(0);
            for (i, (label, value)) in rows.iter().enumerate().take(area.height as usize) {
                let line = Rect::new(area.x, area.y + i as u16, area.width, 1);
                let pad = " ".repeat(label_w - label.width());
                Line::from(Span::styled(format!(" {label}{pad}"), self.theme.dim))
                    .render(line, buf);
                Line::from(Span::styled(format!("{value} "), self.theme.value))
                    .right_aligned()
                    .render(line, buf);
            }
        };
        if inner.width >= 44 {
            let half = inner.width / 2;
            column(
                &left,
                Rect {
                    width: half,
                    ..inner
                },
                buf,
            );
            let right_area = Rect::new(inner.x + half, inner.y, inner.width - half, inner.height);
            column(&right, right_area, buf);
        } else {
            let all: Vec<(&str, String)> = left.into_iter().chain(right).collect();
            column(&all, inner, buf);
        }
    }
}

/// The maze log, newest first.
struct MazeLog<'a> {
    puzzle: &'a MazePuzzle,
    lang: Lang,
    theme: &'a Theme,
}

impl Widget for &MazeLog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.log, self.theme);
        let mut recent = self.puzzle.timeline.recent().peekable();
        if recent.peek().is_none() {
            Line::styled(format!(" {}", t.log_empty), self.theme.dim).render(inner, buf);
            return;
        }
        let step_w = recent.peek().map_or(1, |(s, _)| s.to_string().len());
        for (i, (step, event)) in recent.take(inner.height as usize).enumerate() {
            let marker = match event {
                MazeEvent::Enter { .. } => self.theme.maze_path,
                MazeEvent::Blocked { .. } => self.theme.attacker,
                MazeEvent::DeadEnd { .. } => self.theme.maze_dead,
                MazeEvent::Goal { .. } => self.theme.solution,
                MazeEvent::Done { .. } => self.theme.current,
            };
            let mut text = self.theme.text;
            if i == 0 {
                text = text.add_modifier(ratatui::style::Modifier::BOLD);
            }
            Line::from(vec![
                Span::styled(" ", marker),
                Span::styled(format!(" {step:>step_w$} "), self.theme.dim),
                Span::styled(self.lang.maze_event(event), text),
            ])
            .render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
        }
    }
}

fn title(app: &App<MazePuzzle>) -> String {
    let t = app.lang.text();
    let grid = app.puzzle.maze().grid();
    let what = match &app.puzzle.source {
        Source::Seed => t.maze_seed_map.to_string(),
        Source::File(path) => path.file_name().map_or_else(
            || path.display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        ),
        Source::Random { seed, .. } => format!("random, seed {seed}"),
    };
    format!("{}  {}x{}  {what}", t.maze, grid.rows(), grid.cols())
}

/// Draws the maze screen.
pub fn draw(frame: &mut Frame, app: &App<MazePuzzle>) {
    let puzzle = &app.puzzle;
    let areas = match areas(frame.area(), puzzle.maze().grid()) {
        Ok(a) => a,
        Err(size) => return crate::ui::draw_too_small(frame, app, size),
    };
    let (lang, theme) = (app.lang, &app.theme);
    let t = lang.text();
    let editing = app.input == InputMode::Edit;
    frame.render_widget(&header::Header::new(app, title(app)), areas.header);
    let block = panel(format!(" {} ", t.maze_grid), theme);
    frame.render_widget(&block, areas.grid);
    let letters = app.ascii || theme.palette == Palette::Mono;
    let grid = MazeGrid {
        puzzle,
        editing,
        letters,
        theme,
    };
    frame.render_widget(&grid, grid_inner(&areas));
    frame.render_widget(
        &MazeLog {
            puzzle,
            lang,
            theme,
        },
        areas.log,
    );
    frame.render_widget(
        &PathPanel {
            puzzle,
            lang,
            theme,
        },
        areas.path,
    );
    let lines = code_lines(puzzle.maze().order());
    let code = code::Code {
        title: lang.maze_code_title(),
        lines: &lines,
        current: code_line(puzzle.timeline.last_event()),
        theme,
    };
    frame.render_widget(&code, areas.code);
    frame.render_widget(
        &MazeCounters {
            puzzle,
            lang,
            theme,
        },
        areas.counters,
    );
    let keys = if editing {
        t.maze_edit_keys
    } else {
        t.maze_keys
    };
    frame.render_widget(&keybar::KeyBar { keys, theme }, areas.keybar);
    if app.input == InputMode::Help {
        let legend = Look::ALL
            .iter()
            .zip(t.maze_legend)
            .map(|(look, text)| (look.style(theme), look.glyph(letters), text))
            .collect();
        let help = help::Help {
            keys: t.maze_keys,
            legend,
            lang,
            theme,
        };
        frame.render_widget(&help, frame.area());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{Action, Direction};
    use crate::app::{Playback, Puzzle, Speed};
    use crate::engine::maze::Order;
    use crate::engine::maze::source::load;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use rstest::rstest;

    fn app(source: Source, lang: Lang, ascii: bool, theme: Theme) -> App<MazePuzzle> {
        let setup = load(&source, None, None, Order::default()).unwrap();
        let playback = Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii,
        };
        let mut a = App::new(MazePuzzle::new(setup, source), playback, theme);
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
        let a = at(app(Source::Seed, Lang::En, false, Theme::default()), 7);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn seed_map_solved_80x24_zh() {
        let a = at(app(Source::Seed, Lang::Zh, false, Theme::default()), 100);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn long_dead_ends_ascii_120x40() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let a = at(
            app(Source::File(path), Lang::En, true, Theme::default()),
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
        let a = at(app(source, Lang::En, false, Theme::default()), 1500);
        let current = a.puzzle.maze().current().unwrap();
        let areas = areas(a.screen, a.puzzle.maze().grid()).unwrap();
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
        let mut a = at(app(Source::Seed, Lang::En, false, Theme::default()), 100);
        a.update(Action::ToggleNumbers);
        let terminal = render(&a, 80, 24);
        let buf = terminal.backend().buffer();
        let areas = areas(a.screen, a.puzzle.maze().grid()).unwrap();
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
        let mut a = app(Source::Seed, Lang::En, false, Theme::default());
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Down));
        a.update(Action::MoveCursor(Direction::Down));
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(Source::Seed, Lang::Zh, false, Theme::default());
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
        let a = at(app(Source::Seed, Lang::En, false, Theme::default()), 7);
        let t = Theme::default();
        let buf = render(&a, 80, 24).backend().buffer().clone();
        let areas = areas(a.screen, a.puzzle.maze().grid()).unwrap();
        let inner = grid_inner(&areas);
        let bg = |r: u16, c: u16| buf[(inner.x + c * CELL_W, inner.y + r)].style().bg;
        assert_eq!(bg(0, 0), t.maze_wall.bg);
        assert_eq!(bg(2, 2), t.maze_path.bg);
        assert_eq!(bg(4, 4), t.maze_open.bg);
        assert_eq!(bg(3, 3), t.maze_current.bg);
        assert_eq!(bg(6, 5), t.maze_endpoint.bg);
    }
}
