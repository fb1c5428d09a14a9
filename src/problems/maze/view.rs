//! The maze screen: seed 003's search on its grid, with the path, the code, counters and log.
//!
//! One small render function per region; the geometry is `layout::maze`:
//!
//! ```text
//! ┌ header: backtrack · maze · size · where it came from (edited) ─ state · speed · step ┐
//! │    0 1 2 3 ...  column numbers  │ path: the │ code: findWay with the direction      │
//! │ 0  maze grid (scrolls to keep   │ stack of  │ order, the line of the last event lit │
//! │ 1  the current cell in view)    │ cells,    ├───────────────────────────────────────┤
//! ├─────────────────────────────────┤ top first,│ log: the last events in words, newest │
//! │ counters (entered, blocked,     │ as tall   │ first (the editor's panel while       │
//! │ dead ends, path, order, ...)    │ as the    │ editing; the tree in place of code    │
//! │                                 │ screen    │ and log when it is open)              │
//! └─────────────────────────────────┴───────────┴───────────────────────────────────────┘
//!   key bar: the most used keys of the key table (the editor's while editing)
//! ```

pub mod editor;
pub mod grid;
pub mod path;
pub mod tree;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::action::InputMode;
use crate::app::{App, Puzzle};
use crate::i18n::{Lang, group_digits};
use crate::problems::maze::engine::{Blocked, MazeEvent, Order};
use crate::problems::maze::layout::{GridView, areas, zoom_areas};
use crate::problems::maze::model::MazePuzzle;
use crate::ui::code::Code;
use crate::ui::common::{
    Row, draw_too_small, framed, panel, render_rows, two_columns,
};
use crate::ui::header::Header;
use crate::ui::keybar::KeyBar;
use crate::ui::log::{Caption, Log, LogEvent};
use crate::ui::scrubber::Scrubber;
use crate::ui::theme::{Theme, ThemeName};
use editor::EditorPanel;
use grid::{Look, MazeGrid, Ruler};
use path::PathPanel;

impl LogEvent for MazeEvent {
    fn words(&self, lang: Lang, compact: bool) -> String {
        crate::problems::maze::words::words(lang).event(self, compact)
    }

    fn marker(&self, theme: &Theme) -> Style {
        match self {
            MazeEvent::Enter { .. } => theme.trail,
            MazeEvent::Blocked { .. } => theme.attacker,
            MazeEvent::DeadEnd { .. } => theme.dead_end,
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
    let t = crate::problems::maze::words::text(app.lang);
    let grid = app.puzzle.maze().grid();
    vec![
        (t.name.to_string(), 1),
        (format!("{}x{}", grid.rows(), grid.cols()), 3),
        (
            format!(
                "{}{}",
                crate::problems::maze::words::words(app.lang).title(&app.puzzle.source),
                if app.puzzle.edited { t.edited } else { "" }
            ),
            6,
        ),
    ]
}

/// The counters: what the search did on the left, the maze itself on the right.
fn draw_counters(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: Rect) {
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
        Row::new(
            crate::problems::maze::words::text(app.lang).entered,
            group_digits(c.entered),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).blocked,
            group_digits(c.blocked),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).dead_ends,
            group_digits(c.dead_ends),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).path_length,
            group_digits(maze.path().len() as u64),
            value,
        ),
    ];
    let right = [
        Row::new(
            crate::problems::maze::words::text(app.lang).order,
            maze.order().name(),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).start,
            format!("({},{})", start.0, start.1),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).goal,
            format!("({},{})", goal.0, goal.1),
            value,
        ),
        Row::new(
            crate::problems::maze::words::text(app.lang).size,
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

fn draw_grid(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, view: GridView) {
    let block = panel(
        format!(" {} ", crate::problems::maze::words::text(app.lang).grid),
        theme,
    );
    frame.render_widget(&block, view.panel);
    let grid = MazeGrid {
        puzzle: &app.puzzle,
        editing: app.input == InputMode::Edit,
        ascii: app.ascii,
        walls: walls_drawn(app, theme),
        theme,
        cell: view.cell,
    };
    frame.render_widget(&grid, view.inner);
    let maze = app.puzzle.maze();
    let ruler = Ruler {
        view,
        first: app.puzzle.scroll,
        size: (maze.grid().rows(), maze.grid().cols()),
        focus: if grid.editing {
            Some(app.puzzle.cursor)
        } else {
            maze.current()
        },
        theme,
    };
    frame.render_widget(&ruler, view.panel);
}

/// Walls drawn `##`: where colour cannot show them (monochrome, or `--ascii`).
fn walls_drawn(app: &App<MazePuzzle>, theme: &Theme) -> bool {
    app.ascii || theme.name == ThemeName::Mono
}

fn draw_code(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: Rect) {
    let owned = code_lines(app.puzzle.maze().order());
    let lines: Vec<&str> = owned.iter().map(String::as_str).collect();
    let code = Code {
        title: app.lang.words().code_title(&["003"]),
        lines: &lines,
        current: code_line(app.puzzle.timeline().last_event()),
        theme,
    };
    frame.render_widget(&code, area);
}

/// Draws the maze screen: normal or zoomed, with the help over it when open.
pub fn draw(frame: &mut Frame, app: &App<MazePuzzle>) {
    let body = crate::ui::screen::Body {
        draw: &|frame, app, theme| {
            if app.zoom {
                draw_zoom(frame, app, theme)
            } else {
                draw_normal(frame, app, theme)
            }
        },
        overlay: &crate::ui::screen::no_overlay,
        marks: &|app, theme| {
            let walls = walls_drawn(app, theme);
            // In the order of the legend's words (`maze_legend`).
            Look::ALL
                .iter()
                .map(|look| (look.style(theme), look.glyph(app.ascii, walls)))
                .collect()
        },
    };
    crate::ui::screen::draw(frame, app, &body);
}

/// The tree panel: the shared drawn tree while the search can be replayed each frame, the
/// maze's own list of cells past that.
fn draw_tree(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: Rect) {
    let puzzle = &app.puzzle;
    let last = puzzle.timeline().last_event();
    let Some((start, now)) = puzzle.traced() else {
        let tree = tree::MazeTree {
            maze: puzzle.maze(),
            last,
            ascii: app.ascii,
            lang: app.lang,
            theme,
        };
        frame.render_widget(&tree, area);
        return;
    };
    let panel = crate::ui::tree::TreePanel {
        start: &start,
        now: &now,
        labels: tree::MazeLabels {
            order: puzzle.maze().order(),
            last,
            lang: app.lang,
        },
        ascii: app.ascii,
        lang: app.lang,
        theme,
        cursor: app.tree_cursor(),
        detail: app.tree_detail,
        describe: &|w| crate::problems::maze::words::words(app.lang).event(&w.event, false),
        side: None,
    };
    frame.render_widget(&panel, area);
}

/// The key bar: the editor's keys while editing, else the maze's.
fn draw_keybar(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: Rect) {
    frame.render_widget(&KeyBar::of(app, theme), area);
}

/// The grid with its panels; false if the window is too small (the message is drawn).
fn draw_normal(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme) -> bool {
    let puzzle = &app.puzzle;
    let grid = puzzle.maze().grid();
    let areas = match areas(app.body(frame.area()), grid.rows(), grid.cols(), app.show_tree) {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    let lang = app.lang;
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    draw_grid(frame, app, theme, areas.grid);
    // The longest sentence a line of this maze can say: full sentences if it fits, else
    // compact ones.
    let grid = puzzle.maze().grid();
    let (row, col) = (grid.rows().saturating_sub(1), grid.cols().saturating_sub(1));
    let widest = [
        MazeEvent::Blocked {
            row: row as isize,
            col: col as isize,
            reason: Blocked::Visited,
        },
        MazeEvent::DeadEnd { row, col },
    ]
    .into_iter()
    .max_by_key(|e| unicode_width::UnicodeWidthStr::width(e.words(lang, false).as_str()));
    let log = Log {
        timeline: puzzle.timeline(),
        widest,
        lang,
        theme,
        notes: &[],
    };
    if puzzle.editing {
        // The editor's panel in the log's place (the tree's, when it is open).
        let editor = EditorPanel {
            puzzle,
            keys: &app.keys,
            lang,
            theme,
        };
        let area = if areas.log.is_empty() { areas.tree } else { areas.log };
        frame.render_widget(&editor, area);
    } else if !areas.log.is_empty() {
        frame.render_widget(&log, areas.log);
    }
    if !areas.tree.is_empty() && !puzzle.editing {
        draw_tree(frame, app, theme, areas.tree);
    }
    frame.render_widget(
        &PathPanel {
            puzzle,
            lang,
            theme,
        },
        areas.path,
    );
    if !areas.code.is_empty() {
        draw_code(frame, app, theme, areas.code);
    }
    draw_counters(frame, app, theme, areas.counters);
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

fn draw_scrubber(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme, area: Rect) {
    if let Some(text) = crate::ui::keybar::quiz_feedback(app) {
        frame.render_widget(
            ratatui::text::Line::styled(format!(" {text}"), theme.text),
            area,
        );
        return;
    }
    let scrubber = Scrubber {
        progress: app.puzzle.progress(),
        position: app.position(),
        share: app.puzzle.share(),
        passed: MazePuzzle::vocabulary(app.lang).passed,
        ascii: app.ascii,
        lang: app.lang,
        theme,
    };
    frame.render_widget(&scrubber, area);
}

/// Zoom: the grid filling the window over a caption; false if the window is too small.
fn draw_zoom(frame: &mut Frame, app: &App<MazePuzzle>, theme: &Theme) -> bool {
    let grid = app.puzzle.maze().grid();
    let areas = match zoom_areas(app.body(frame.area()), grid.rows(), grid.cols(), app.show_tree)
    {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    draw_grid(frame, app, theme, areas.grid);
    if !areas.tree.is_empty() {
        draw_tree(frame, app, theme, areas.tree);
    }
    if app.puzzle.editing {
        // The editor's first lines: where the cursor is, and a refusal.
        let editor = EditorPanel {
            puzzle: &app.puzzle,
            keys: &app.keys,
            lang: app.lang,
            theme,
        };
        let mut spans = vec![ratatui::text::Span::styled(
            format!(" {}", editor.cursor_line()),
            theme.value,
        )];
        if let Some(why) = editor.refusal() {
            spans.push(ratatui::text::Span::styled(format!("  {why}"), theme.conflict));
        }
        frame.render_widget(ratatui::text::Line::from(spans), areas.caption);
    } else {
        let caption = Caption {
            timeline: app.puzzle.timeline(),
            lang: app.lang,
            theme,
        };
        frame.render_widget(&caption, areas.caption);
    }
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{Action, Direction};
    use crate::app::{Playback, Puzzle, Speed};
    use crate::problems::maze::engine::Order;
    use crate::problems::maze::engine::source::{Source, load};
    use crate::problems::maze::keys::MazeAction;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use rstest::rstest;

    fn app(source: Source, lang: Lang, ascii: bool, theme: ThemeName) -> App<MazePuzzle> {
        let setup = load(&source, None, None, Order::default()).unwrap();
        let playback = Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii,
            theme: crate::app::ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: None,
            gif: None,
        };
        let mut a = App::new(MazePuzzle::new(setup, source), playback);
        a.theme = theme;
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
        a.puzzle.follow(a.view());
        a
    }

    #[test]
    fn seed_map_80x24_en() {
        let a = at(app(Source::Seed, Lang::En, false, ThemeName::Dark), 7);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// Row numbers left of each row and column numbers over each column, as the events and
    /// the path name cells (from 0, as seed 003 indexes its map); the current cell's row and
    /// column lit (issue 26).
    #[test]
    fn the_ruler_numbers_rows_and_columns_as_the_events_do() {
        let a = at(app(Source::Seed, Lang::En, false, ThemeName::Dark), 7);
        let terminal = render(&a, 100, 30);
        let buf = terminal.backend().buffer();
        let view = areas(Rect::new(0, 0, 100, 30), 8, 7, false).unwrap().grid;
        let (gutter, top) = view.ruler;
        let current = a.puzzle.maze().current().unwrap();
        for r in 0..8u16 {
            let y = view.inner.y + r * view.cell.1 + (view.cell.1 - 1) / 2;
            let cell = &buf[(gutter.right() - 2, y)];
            assert_eq!(cell.symbol(), r.to_string(), "row {r}");
            let lit = usize::from(r) == current.0;
            assert_eq!(cell.style().fg == Theme::new(a.theme, a.depth).value.fg, lit, "row {r}");
        }
        let columns: String = (top.x..top.right())
            .map(|x| buf[(x, top.y)].symbol().to_string())
            .collect();
        assert_eq!(columns.split_whitespace().collect::<Vec<_>>(), ["0", "1", "2", "3", "4", "5", "6"]);
        for c in 0..7u16 {
            let x = view.inner.x + c * view.cell.0 + (view.cell.0 - 1) / 2;
            assert_eq!(buf[(x, top.y)].symbol(), c.to_string(), "column {c} over its cell");
        }
    }

    #[test]
    fn seed_map_solved_80x24_zh() {
        let a = at(app(Source::Seed, Lang::Zh, false, ThemeName::Dark), 100);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn long_dead_ends_ascii_120x40() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let a = at(app(Source::File(path), Lang::En, true, ThemeName::Dark), 60);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn large_random_maze_scrolls_to_the_current_cell_80x24() {
        let source = Source::Random {
            rows: 61,
            cols: 81,
            seed: 3,
        };
        let a = at(app(source, Lang::En, false, ThemeName::Dark), 1500);
        let current = a.puzzle.maze().current().unwrap();
        let grid = a.puzzle.maze().grid();
        let view = areas(a.screen, grid.rows(), grid.cols(), false)
            .unwrap()
            .grid;
        let (rows, cols) = view.viewport();
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
        let inner = view.inner;
        let x = inner.x + ((current.1 - c0) as u16) * view.cell.0;
        let y = inner.y + (current.0 - r0) as u16 * view.cell.1;
        assert_eq!(buf[(x, y)].symbol(), "@");
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn numbers_view_shows_what_show_map_prints() {
        let mut a = at(app(Source::Seed, Lang::En, false, ThemeName::Dark), 100);
        a.update(Action::Resize(100, 30));
        a.update(Action::Own(MazeAction::ToggleNumbers));
        let terminal = render(&a, 100, 30);
        let buf = terminal.backend().buffer();
        let grid = a.puzzle.maze().grid();
        let view = areas(a.screen, grid.rows(), grid.cols(), false)
            .unwrap()
            .grid;
        let inner = view.inner;
        assert!(view.cell.0 >= 4, "{:?}", view.cell);
        // Each number in the middle of its cell.
        let (dx, dy) = ((view.cell.0 - 1) / 2, (view.cell.1 - 1) / 2);
        let row = |r: u16| -> String {
            (0..7)
                .map(|c| {
                    buf[(inner.x + c * view.cell.0 + dx, inner.y + r * view.cell.1 + dy)]
                        .symbol()
                        .to_string()
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(row(0), "1 1 1 1 1 1 1");
        assert_eq!(row(1), "1 2 0 0 0 0 1");
        assert_eq!(row(2), "1 2 2 2 0 0 1");
        assert_eq!(row(6), "1 0 0 2 2 2 1");
        // The start and the goal keep their letters, in their cells' corners.
        for ((r, c), letter) in [((1, 1), "S"), ((6, 5), "G")] {
            assert_eq!(
                buf[(inner.x + c * view.cell.0, inner.y + r * view.cell.1)].symbol(),
                letter
            );
        }
        insta::assert_snapshot!(terminal.backend());
    }

    #[test]
    fn editor_80x24_en() {
        let mut a = app(Source::Seed, Lang::En, false, ThemeName::Dark);
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Down));
        a.update(Action::MoveCursor(Direction::Down));
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// The editor's panel at a projector's size in Chinese: the cursor's cell, a refusal, the
    /// editor's keys.
    #[test]
    fn editor_100x30_zh() {
        let mut a = app(Source::Seed, Lang::Zh, false, ThemeName::Dark);
        a.update(Action::Resize(100, 30));
        a.update(Action::ToggleEdit);
        a.update(Action::MoveCursor(Direction::Up));
        a.update(Action::Own(MazeAction::ToggleWall));
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(Source::Seed, Lang::Zh, false, ThemeName::Dark);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// Every kind of cell has its own symbol (walls aside, which have their colour, or `##`
    /// where there is no colour), in every theme, with and without --ascii.
    #[rstest]
    fn looks_are_distinct(
        #[values(ThemeName::Dark, ThemeName::Light, ThemeName::Mono)] name: ThemeName,
        #[values(false, true)] ascii: bool,
    ) {
        let theme = Theme::new(name, crate::app::ColorDepth::TrueColor);
        let walls = ascii || name == ThemeName::Mono;
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
                let same_glyph = a.glyph(ascii, walls) == b.glyph(ascii, walls);
                let same_colour = a.style(&theme) == b.style(&theme);
                assert!(!(same_glyph && same_colour), "{a:?} and {b:?} look alike");
                // Only walls and open cells may share blanks, and only where colour shows walls.
                let blanks = [Look::Wall, Look::Open];
                if walls || !(blanks.contains(a) && blanks.contains(b)) {
                    assert!(!same_glyph, "{a:?} and {b:?} share a symbol");
                }
            }
        }
    }

    #[test]
    fn cells_are_coloured_by_their_marks() {
        let a = at(app(Source::Seed, Lang::En, false, ThemeName::Dark), 7);
        let t = Theme::default();
        let buf = render(&a, 80, 24).backend().buffer().clone();
        let grid = a.puzzle.maze().grid();
        let view = areas(a.screen, grid.rows(), grid.cols(), false)
            .unwrap()
            .grid;
        let inner = view.inner;
        let bg = |r: u16, c: u16| {
            buf[(inner.x + c * view.cell.0, inner.y + r * view.cell.1)]
                .style()
                .bg
        };
        assert_eq!(bg(0, 0), t.wall.bg);
        assert_eq!(bg(2, 2), t.trail.bg);
        assert_eq!(bg(4, 4), t.open_cell.bg);
        assert_eq!(bg(3, 3), t.here.bg);
        assert_eq!(bg(6, 5), t.endpoint.bg);
    }

    fn zoomed(lang: Lang, step: u64, (w, h): (u16, u16)) -> App<MazePuzzle> {
        let mut a = app(Source::Seed, lang, false, ThemeName::Dark);
        a.update(Action::ToggleZoom);
        a.update(Action::Resize(w, h));
        at(a, step)
    }

    #[test]
    fn zoom_seed_120x40_en() {
        insta::assert_snapshot!(render(&zoomed(Lang::En, 20, (120, 40)), 120, 40).backend());
    }

    /// At 120x40 the key bar keeps the tree key in both languages (issue 26, bug 12): it is
    /// among the bar's first keys.
    #[test]
    fn the_key_bar_keeps_the_tree_key_in_both_languages() {
        // Without spaces: a wide character's second cell is blank.
        for (lang, tree) in [(Lang::En, "ttree"), (Lang::Zh, "t解空间树")] {
            let t = render(&zoomed(lang, 20, (120, 40)), 120, 40);
            let buf = t.backend().buffer();
            let bar: String = (0..120)
                .map(|x| buf[(x, 39)].symbol().to_string())
                .filter(|c| c != " ")
                .collect();
            assert!(bar.contains(tree) && bar.contains("nN"), "{lang:?}: {bar}");
        }
    }

    #[test]
    fn zoom_seed_100x30_zh() {
        insta::assert_snapshot!(render(&zoomed(Lang::Zh, 100, (100, 30)), 100, 30).backend());
    }

    /// Zoomed at 120x40 the seed's maze has cells at least 4 columns wide, each filled with
    /// its colour and its symbol in the middle.
    #[test]
    fn zoomed_cells_are_big_and_whole() {
        let a = zoomed(Lang::En, 20, (120, 40));
        let view = crate::problems::maze::layout::zoom_areas(a.screen, 8, 7, false)
            .unwrap()
            .grid;
        assert!(view.cell.0 >= 4, "{:?}", view.cell);
        let buf = render(&a, 120, 40).backend().buffer().clone();
        let theme = Theme::default();
        let (row, col) = a.puzzle.maze().current().unwrap();
        let (x, y) = (
            view.inner.x + col as u16 * view.cell.0,
            view.inner.y + row as u16 * view.cell.1,
        );
        for yy in y..y + view.cell.1 {
            for xx in x..x + view.cell.0 {
                assert_eq!(buf[(xx, yy)].style().bg, theme.here.bg);
            }
        }
        // Drawn as a picture (a ring round a dot), several cells of ink.
        let inked = (y..y + view.cell.1)
            .flat_map(|yy| (x..x + view.cell.0).map(move |xx| (xx, yy)))
            .filter(|&p| !buf[p].symbol().trim().is_empty())
            .count();
        assert!(inked >= 6, "{inked}");
    }

    /// Path, dead ends, the current cell, start and goal read differently in plain text, as
    /// symbols in small cells and as pictures in big ones (zoomed).
    #[rstest]
    fn every_maze_state_is_told_apart_without_colour(#[values(false, true)] zoom: bool) {
        use crate::problems::maze::engine::{DEAD, PATH};
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let mut a = app(Source::File(path), Lang::En, false, ThemeName::Dark);
        // Zoomed, a window large enough for cells of 8 columns.
        let (w, h) = if zoom { (240, 80) } else { (120, 40) };
        a.update(Action::Resize(w, h));
        if zoom {
            a.update(Action::ToggleZoom);
        }
        let a = at(a, 60);
        let buf = render(&a, w, h).backend().buffer().clone();
        let grid = a.puzzle.maze().grid();
        let view =
            crate::problems::maze::layout::grid_view(a.screen, (zoom, false), grid.rows(), grid.cols())
                .unwrap();
        assert_eq!(view.cell.0 >= 8, zoom, "{:?}", view.cell);
        let (r0, c0) = a.puzzle.scroll;
        let text = |(r, c): (usize, usize)| -> String {
            let (x, y) = (
                view.inner.x + (c - c0) as u16 * view.cell.0,
                view.inner.y + (r - r0) as u16 * view.cell.1,
            );
            (y..y + view.cell.1)
                .flat_map(|yy| (x..x + view.cell.0).map(move |xx| (xx, yy)))
                .map(|p| buf[p].symbol().to_string())
                .collect::<String>()
                .split_whitespace()
                .collect()
        };
        let (vr, vc) = view.viewport();
        let visible =
            |(r, c): &(usize, usize)| (r0..r0 + vr).contains(r) && (c0..c0 + vc).contains(c);
        let find = |value| {
            (0..grid.rows())
                .flat_map(|r| (0..grid.cols()).map(move |c| (r, c)))
                .filter(visible)
                .find(|&(r, c)| {
                    grid.get(r, c) == value
                        && Some((r, c)) != a.puzzle.maze().current()
                        && (r, c) != a.puzzle.setup.start
                })
                .expect("a cell with that value in view")
        };
        let states = [
            ("path", text(find(PATH))),
            ("dead end", text(find(DEAD))),
            ("current", text(a.puzzle.maze().current().unwrap())),
            ("start", text(a.puzzle.setup.start)),
            ("goal", text(a.puzzle.setup.goal)),
        ];
        for (name, t) in &states {
            assert!(!t.is_empty(), "{name} shows nothing");
        }
        for (i, (a, ta)) in states.iter().enumerate() {
            for (b, tb) in &states[i + 1..] {
                assert_ne!(ta, tb, "{a} and {b} read the same");
            }
        }
    }

    fn themed(theme: ThemeName) -> String {
        let a = at(app(Source::Seed, Lang::En, false, theme), 60);
        crate::ui::styles::with_styles(render(&a, 80, 24).backend().buffer())
    }

    #[test]
    fn theme_dark() {
        insta::assert_snapshot!(themed(ThemeName::Dark));
    }

    #[test]
    fn theme_light() {
        insta::assert_snapshot!(themed(ThemeName::Light));
    }

    #[test]
    fn theme_mono() {
        insta::assert_snapshot!(themed(ThemeName::Mono));
    }

    #[test]
    fn tree_panel_seed_100x30() {
        let mut a = app(Source::Seed, Lang::En, false, ThemeName::Dark);
        a.update(Action::ToggleTree);
        a.update(Action::Resize(100, 30));
        let a = at(a, 12);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    fn lang_name(lang: Lang) -> &'static str {
        if lang == Lang::En { "en" } else { "zh" }
    }

    /// The drawn tree at 80x24 and 100x30, mid-search and at the goal, zoomed beside the
    /// maze, in both languages.
    #[rstest]
    fn drawn_tree(
        #[values(Lang::En, Lang::Zh)] lang: Lang,
        #[values((80, 24, false), (100, 30, false), (100, 30, true))] size: (u16, u16, bool),
        #[values(12, 16)] step: u64,
    ) {
        let (w, h, zoom) = size;
        let mut a = app(Source::Seed, lang, false, ThemeName::Dark);
        a.update(Action::ToggleTree);
        if zoom {
            a.update(Action::ToggleZoom);
        }
        a.update(Action::Resize(w, h));
        let a = at(a, step);
        let zoomed = if zoom { "_zoom" } else { "" };
        insta::assert_snapshot!(
            format!("drawn_tree_{w}x{h}{zoomed}_step{step}_{}", lang_name(lang)),
            render(&a, w, h).backend()
        );
    }

    /// The maze's tree takes the tree cursor: Enter puts it on the search's node (the goal),
    /// Up goes to its parent, Left to the parent's cut sibling, and Enter, from the cell above
    /// them, goes to the step that entered it.
    #[test]
    fn the_tree_cursor_walks_the_mazes_tree_and_goes_to_a_nodes_step() {
        let mut a = app(Source::Seed, Lang::En, false, ThemeName::Dark);
        a.update(Action::Resize(100, 30));
        let mut a = at(a, 16);
        a.update(Action::TreeWalk);
        assert!(a.show_tree && a.input == InputMode::Tree);
        let screen = format!("{:?}", render(&a, 100, 30).backend());
        assert!(screen.contains("▶ R · node 14"), "{screen}");
        // The goal (6,5) is R of (6,4), itself R of (6,3), whose D was a wall.
        a.update(Action::TreeMove(Direction::Up));
        a.update(Action::TreeMove(Direction::Left));
        let screen = format!("{:?}", render(&a, 100, 30).backend());
        assert!(screen.contains("▶ D · node 11 · depth 9"), "{screen}");
        assert!(screen.contains("cut by the constraint at step 11"), "{screen}");
        a.update(Action::TreeMove(Direction::Up));
        a.update(Action::TreeGo);
        assert_eq!(a.puzzle.maze().current(), Some((6, 3)));
        assert!(a.puzzle.position() < 16);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    /// Past the steps the panel replays each frame, the maze's own list of cells stands in.
    #[test]
    fn a_long_search_lists_its_cells() {
        let source = Source::Random {
            rows: 301,
            cols: 301,
            seed: 1,
        };
        let mut a = app(source, Lang::En, false, ThemeName::Dark);
        a.update(Action::ToggleTree);
        a.update(Action::Resize(100, 30));
        let a = at(a, crate::engine::tree::REPLAY_MAX + 10);
        let screen = format!("{:?}", render(&a, 100, 30).backend());
        assert!(screen.contains("search tree (cells)"), "{screen}");
        let a = at(a, 100);
        let screen = format!("{:?}", render(&a, 100, 30).backend());
        assert!(screen.contains("state-space tree"), "{screen}");
    }

    #[test]
    fn tree_panel_comb_zh() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/mazes/long-dead-ends.txt");
        let mut a = app(Source::File(path), Lang::Zh, false, ThemeName::Dark);
        a.update(Action::ToggleTree);
        a.update(Action::Resize(100, 30));
        let a = at(a, 60);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }
}
