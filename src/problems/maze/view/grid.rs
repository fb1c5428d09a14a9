//! The maze grid: walls, open cells, the path, dead ends and the search's position, scrolled
//! to keep the search in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use crate::problems::maze::engine::{DEAD, MazeEvent, PATH, WALL};
use crate::problems::maze::layout::GridView;
use crate::problems::maze::model::MazePuzzle;
use crate::ui::art;
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
            Look::Wall => theme.wall,
            Look::Open => theme.open_cell,
            Look::Path => theme.trail,
            Look::Dead => theme.dead_end,
            Look::Current => theme.here,
            Look::Start | Look::Goal => theme.endpoint,
            Look::Blocked => theme.blocked,
            Look::Cursor => theme.current,
        }
    }

    /// The two characters of a cell that looks like this. Every state of the search has a
    /// symbol besides its colour (the path `∙`, dead ends `✕`, the current cell `@`, start `S`,
    /// goal `G`, a neighbour just found blocked `!`); walls are drawn `##` where colour cannot
    /// show them (monochrome, `--ascii`). With `ascii`, ASCII only.
    pub fn glyph(self, ascii: bool, walls: bool) -> &'static str {
        match self {
            Look::Start => "S ",
            Look::Goal => "G ",
            Look::Current => "@ ",
            Look::Cursor => "[]",
            Look::Blocked => "! ",
            Look::Wall if walls => "##",
            Look::Path if ascii => "o ",
            Look::Path => "∙ ",
            Look::Dead if ascii => "x ",
            Look::Dead => "✕ ",
            Look::Wall | Look::Open => "  ",
        }
    }
}

/// The smallest cell (columns, rows) whose marks are drawn as pictures: as the queens' pieces.
const BIG_CELL: (u16, u16) = art::BIG_SQUARE;

/// The seed's map values as cells of the numbers view.
const NUMBERS: [&str; 4] = ["0 ", "1 ", "2 ", "3 "];

/// The grid widget.
pub struct MazeGrid<'a> {
    /// The puzzle.
    pub puzzle: &'a MazePuzzle,
    /// Whether the editor is open (draws the cursor).
    pub editing: bool,
    /// ASCII glyphs only.
    pub ascii: bool,
    /// Walls drawn with `##` (monochrome or `--ascii`).
    pub walls: bool,
    /// Styles.
    pub theme: &'a Theme,
    /// The size of one cell (columns, rows): 2 x 1 at the least, larger when zoomed.
    pub cell: (u16, u16),
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
        }) = p.timeline().last_event()
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
        let (cw, ch) = (self.cell.0.max(2), self.cell.1.max(1));
        let rows = usize::from(area.height / ch).min(grid.rows().saturating_sub(r0));
        let cols = usize::from(area.width / cw).min(grid.cols().saturating_sub(c0));
        for dr in 0..rows {
            for dc in 0..cols {
                let (row, col) = (r0 + dr, c0 + dc);
                let look = self.look(row, col);
                let cell = Rect::new(area.x + dc as u16 * cw, area.y + dr as u16 * ch, cw, ch);
                // Numbers view: the value seed 003's showMap would print, in the cell's colour.
                let glyph = if self.puzzle.numbers && look != Look::Cursor {
                    NUMBERS[grid.get(row, col) as usize % NUMBERS.len()]
                } else {
                    look.glyph(self.ascii, self.walls)
                };
                draw_cell(buf, cell, glyph, look.style(self.theme));
                // Numbers view: the start and the goal keep their letters in a corner where
                // the cell has room beside its number (else their colour tells them).
                if self.puzzle.numbers && cw >= 3 {
                    let setup = &self.puzzle.setup;
                    if let Some(letter) = if (row, col) == setup.start {
                        Some("S")
                    } else if (row, col) == setup.goal {
                        Some("G")
                    } else {
                        None
                    } {
                        buf.set_string(cell.x, cell.y, letter, look.style(self.theme));
                    }
                }
            }
        }
    }
}

/// The numbers around the grid, as the events and the path name cells `(row,col)`: row numbers
/// right-aligned in the gutter, column numbers over their cells (every one where a number fits
/// its cell, else every 2nd, 5th, 10th, ...); the focus cell's row and column lit.
pub struct Ruler<'a> {
    /// The grid panel: where the ruler goes, the cells' size.
    pub view: GridView,
    /// The first row and column shown (the scroll).
    pub first: (usize, usize),
    /// The maze's rows and columns.
    pub size: (usize, usize),
    /// The cell the search stands on, or the editor's cursor.
    pub focus: Option<(usize, usize)>,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Ruler<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        let (gutter, top) = self.view.ruler;
        if gutter.is_empty() || top.is_empty() {
            return;
        }
        let (cw, ch) = self.view.cell;
        let (rows, cols) = self.view.viewport();
        let rows = rows.min(self.size.0.saturating_sub(self.first.0));
        let cols = cols.min(self.size.1.saturating_sub(self.first.1));
        let lit = |i: usize, focus: Option<usize>| {
            if focus == Some(i) {
                self.theme.value
            } else {
                self.theme.dim
            }
        };
        let number_w = usize::from(gutter.width - 1);
        for dr in 0..rows {
            let r = self.first.0 + dr;
            let y = gutter.y + dr as u16 * ch + (ch - 1) / 2;
            let style = lit(r, self.focus.map(|f| f.0));
            buf.set_string(gutter.x, y, format!("{r:>number_w$}"), style);
        }
        let widest = self.size.1.saturating_sub(1).to_string().len();
        let step = label_step(widest, cw);
        for dc in 0..cols {
            let c = self.first.1 + dc;
            if !c.is_multiple_of(step) {
                continue;
            }
            let label = c.to_string();
            let label_w = u16::try_from(label.len()).unwrap_or(u16::MAX);
            let x = top.x + dc as u16 * cw + cw.saturating_sub(label_w) / 2;
            let room = usize::from(top.right().saturating_sub(x));
            let style = lit(c, self.focus.map(|f| f.1));
            buf.set_stringn(x, top.y, &label, room, style);
        }
    }
}

/// Every how many columns a number is written: the first of 1, 2, 5, 10, 20, 50, ... whose
/// columns hold a number of `width` digits and a space.
fn label_step(width: usize, cell: u16) -> usize {
    let cell = usize::from(cell.max(1));
    let mut decade = 1;
    loop {
        for step in [decade, 2 * decade, 5 * decade] {
            if width < step * cell {
                return step;
            }
        }
        decade *= 10;
    }
}

/// Fills one cell with its style and puts its symbol in the middle. A 2-column glyph fills a
/// 2 x 1 cell as it is; in a larger cell a pattern (`##`) fills the whole cell, the cursor's
/// brackets go to its edges, and any other symbol stands alone in the middle.
fn draw_cell(buf: &mut Buffer, cell: Rect, glyph: &str, style: Style) {
    buf.set_style(cell, style);
    // Big cells: the mark as a picture, to read from the back of a room.
    if cell.width >= BIG_CELL.0 && cell.height >= BIG_CELL.1 {
        let picture = match glyph {
            "∙ " | "o " => Some(art::MarkArt::Dot),
            "✕ " | "x " => Some(art::MarkArt::Cross),
            "@ " => Some(art::MarkArt::Ring),
            "! " => Some(art::MarkArt::Bang),
            _ => None,
        };
        if let Some(picture) = picture
            && art::draw_mark(picture, cell, style, buf)
        {
            return;
        }
        // Start, goal, and the numbers view's values: in big letters.
        if matches!(glyph, "S " | "G " | "0 " | "1 " | "2 " | "3 ") {
            let x = cell.x + (cell.width - 3) / 2;
            let y = cell.y + (cell.height - art::BIG_CHAR_H) / 2;
            art::draw_big_text(glyph.trim_end(), x, y, style, buf);
            return;
        }
    }
    if cell.width <= 2 && cell.height == 1 {
        buf.set_string(cell.x, cell.y, glyph, style);
        return;
    }
    let mid = cell.y + (cell.height - 1) / 2;
    match glyph {
        "##" => {
            let fill = "#".repeat(usize::from(cell.width));
            for y in cell.top()..cell.bottom() {
                buf.set_string(cell.x, y, &fill, style);
            }
        }
        "[]" => {
            buf.set_string(cell.x, mid, "[", style);
            buf.set_string(cell.right() - 1, mid, "]", style);
        }
        _ => {
            let symbol = glyph.trim_end();
            let x = cell.x + (cell.width - 1) / 2;
            buf.set_string(x, mid, symbol, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{ColorDepth, ThemeName};
    use crate::problems::contrast::apart;

    /// Two states a cell can be in differ by symbol or by 3:1 in luminance, in every theme and
    /// depth, with and without ASCII.
    /// A column number is written where it and a space fit: every column, or every 2nd, 5th,
    /// 10th, ...
    #[rstest::rstest]
    #[case(1, 2, 1)]
    #[case(2, 2, 2)]
    #[case(2, 4, 1)]
    #[case(3, 2, 2)]
    #[case(4, 2, 5)]
    #[case(3, 6, 1)]
    #[case(6, 1, 10)]
    #[case(11, 1, 20)]
    fn column_numbers_step(#[case] width: usize, #[case] cell: u16, #[case] step: usize) {
        assert_eq!(label_step(width, cell), step);
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
                            assert!(
                                apart(
                                    (a.style(&t), a.glyph(ascii, walls)),
                                    (b.style(&t), b.glyph(ascii, walls)),
                                    &t
                                ),
                                "{theme:?} {depth:?} ascii {ascii}: {a:?} and {b:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
