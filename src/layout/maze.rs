//! The maze screen: the grid over the counters on the left; the path and the code over the log
//! on the right.

use ratatui::layout::{Constraint, Layout, Rect};

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

/// Splits the screen for a maze of `maze_rows` rows, or gives the smallest window that would do.
///
/// Left: the grid (as tall as the maze, scrolling when it is taller) over the counters. Right:
/// the path and the code over the log. A maze wider than a third of the window takes the whole
/// top of the screen instead, with the other panels in a row below it.
pub fn areas(screen: Rect, maze_rows: usize) -> Result<MazeAreas, (u16, u16)> {
    let side = PATH_W + CODE_W;
    let need = (
        side + GRID_MIN_W,
        2 + (GRID_MIN_H + COUNTERS_H).max(TOP_H + LOG_MIN),
    );
    if screen.width < need.0 || screen.height < need.1 {
        return Err(need);
    }
    let [header, main, keybar] = super::screen_rows(screen);
    let rows = u16::try_from(maze_rows).unwrap_or(u16::MAX);
    let grid_h = rows
        .saturating_add(2)
        .clamp(GRID_MIN_H, main.height - COUNTERS_H);
    let [left, right] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(main);
    let [grid, counters] =
        Layout::vertical([Constraint::Length(grid_h), Constraint::Fill(1)]).areas(left);
    let [top, log] =
        Layout::vertical([Constraint::Length(TOP_H), Constraint::Fill(1)]).areas(right);
    let [path, code] =
        Layout::horizontal([Constraint::Length(PATH_W), Constraint::Length(CODE_W)]).areas(top);
    Ok(MazeAreas {
        header,
        grid,
        counters,
        path,
        code,
        log,
        keybar,
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

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// The grid panel is as tall as the maze, up to the room there is: a maze with more rows
    /// than a u16 holds must not wrap round to a 3-row panel.
    #[rstest]
    #[case(8, 10)]
    #[case(1000, 27)]
    #[case(65_533, 27)]
    #[case(65_534, 27)]
    #[case(65_535, 27)]
    #[case(333_333, 27)]
    fn the_grid_panel_height(#[case] maze_rows: usize, #[case] height: u16) {
        let a = areas(Rect::new(0, 0, 100, 40), maze_rows).unwrap();
        assert_eq!(a.grid.height, height);
    }
}
