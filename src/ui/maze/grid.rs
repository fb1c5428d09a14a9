//! The maze grid: walls, open cells, the path, dead ends and the search's position, scrolled
//! to keep the search in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::app::maze::MazePuzzle;
use crate::engine::maze::{DEAD, MazeEvent, PATH, WALL};
use crate::layout::maze::CELL_W;
use crate::ui::theme::Theme;

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
            // OPEN, and nothing else is ever stored.
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
