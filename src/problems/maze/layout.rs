//! The maze screens: in normal mode the grid over the counters on the left and the path and
//! the code over the log on the right; zoomed, the grid filling the window over a caption.
//! Cells grow with the room there is, twice as wide as tall (about square to the eye).

use ratatui::layout::{Constraint, Layout, Margin, Rect};

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

/// The grid panel: its frame, its inside, and the size of a cell (columns, rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GridView {
    /// The panel with its frame.
    pub panel: Rect,
    /// Inside the frame, where the cells are drawn.
    pub inner: Rect,
    /// One cell: columns, rows.
    pub cell: (u16, u16),
}

impl GridView {
    fn new(panel: Rect, cell: (u16, u16)) -> GridView {
        GridView {
            panel,
            inner: panel.inner(Margin::new(1, 1)),
            cell,
        }
    }

    /// How many rows and columns of cells are shown.
    pub fn viewport(&self) -> (usize, usize) {
        (
            usize::from(self.inner.height / self.cell.1),
            usize::from(self.inner.width / self.cell.0),
        )
    }

    /// The cell shown at a screen position, counted from the first one shown.
    pub fn cell_at(&self, x: u16, y: u16) -> Option<(usize, usize)> {
        if !self.inner.contains((x, y).into()) {
            return None;
        }
        let (r, c) = (
            (y - self.inner.y) / self.cell.1,
            (x - self.inner.x) / self.cell.0,
        );
        let (rows, cols) = self.viewport();
        (usize::from(r) < rows && usize::from(c) < cols).then_some((usize::from(r), usize::from(c)))
    }
}

/// The largest cell, twice as wide as tall, for which `rows` x `cols` cells fit `room`
/// (columns, rows); at least 2 x 1, and then the maze scrolls.
pub fn cell_size((room_w, room_h): (u16, u16), rows: usize, cols: usize) -> (u16, u16) {
    let (rows, cols) = (rows.max(1), cols.max(1));
    let h = (usize::from(room_h) / rows).min(usize::from(room_w) / (2 * cols));
    let h = u16::try_from(h).unwrap_or(u16::MAX).max(1);
    (2 * h, h)
}

/// Where each region of the maze screen goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeAreas {
    /// The header bar.
    pub header: Rect,
    /// The grid panel.
    pub grid: GridView,
    /// The counters panel, under the grid.
    pub counters: Rect,
    /// The path (stack) panel.
    pub path: Rect,
    /// The code panel.
    pub code: Rect,
    /// The event log, under the path and code.
    pub log: Rect,
    /// The state-space tree (the DFS tree of cells), in place of the code and the log (empty
    /// when hidden).
    pub tree: Rect,
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
}

/// Splits the screen for a maze of `rows` x `cols`, or gives the smallest window that would do.
///
/// Left: the grid (as tall as the maze, scrolling when it is taller) over the counters. Right:
/// the path and the code over the log; with `tree`, the path beside the tree, both full height.
pub fn areas(screen: Rect, rows: usize, cols: usize, tree: bool) -> Result<MazeAreas, (u16, u16)> {
    let side = PATH_W + CODE_W;
    let need = (
        side + GRID_MIN_W,
        crate::layout::CHROME_H + (GRID_MIN_H + COUNTERS_H).max(TOP_H + LOG_MIN),
    );
    if screen.width < need.0 || screen.height < need.1 {
        return Err(need);
    }
    let [header, main, scrubber, keybar] = crate::layout::screen_rows(screen);
    let [left, right] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(side)]).areas(main);
    let room = (left.width - 2, main.height - COUNTERS_H - 2);
    let cell = cell_size(room, rows, cols);
    let rows_h = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .saturating_mul(cell.1);
    let grid_h = rows_h
        .saturating_add(2)
        .clamp(GRID_MIN_H, main.height - COUNTERS_H);
    let [grid, counters] =
        Layout::vertical([Constraint::Length(grid_h), Constraint::Fill(1)]).areas(left);
    let [top, log] =
        Layout::vertical([Constraint::Length(TOP_H), Constraint::Fill(1)]).areas(right);
    let [path, code] =
        Layout::horizontal([Constraint::Length(PATH_W), Constraint::Length(CODE_W)]).areas(top);
    let (path, code, log, tree) = if tree {
        let [path, tree] =
            Layout::horizontal([Constraint::Length(PATH_W), Constraint::Fill(1)]).areas(right);
        (path, Rect::default(), Rect::default(), tree)
    } else {
        (path, code, log, Rect::default())
    };
    Ok(MazeAreas {
        header,
        grid: GridView::new(grid, cell),
        counters,
        path,
        code,
        log,
        tree,
        scrubber,
        keybar,
    })
}

/// The zoomed maze screen: the grid filling the window, a caption line under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeZoomAreas {
    /// The header bar.
    pub header: Rect,
    /// The grid panel.
    pub grid: GridView,
    /// The tree panel, beside the grid when it is open (else empty).
    pub tree: Rect,
    /// What the last event was, in words.
    pub caption: Rect,
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
}

/// Zoom: the grid as large as the window allows, a caption line under it; with the tree open,
/// the grid in the left half and the tree in the right (a maze's tree is tall and narrow).
pub fn zoom_areas(
    screen: Rect,
    rows: usize,
    cols: usize,
    tree: bool,
) -> Result<MazeZoomAreas, (u16, u16)> {
    let need = (
        crate::layout::ZOOM_MIN_W,
        crate::layout::CHROME_H + GRID_MIN_H,
    );
    if screen.width < need.0 || screen.height < need.1 {
        return Err(need);
    }
    let [header, picture, _, keybar] = crate::layout::screen_rows(screen);
    let (grid_row, tree) = if tree {
        let [grid, tree] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(picture);
        (grid, tree)
    } else {
        (picture, Rect::default())
    };
    let (caption, scrubber) = (
        crate::layout::caption_row(screen),
        crate::layout::scrubber_row(screen, true),
    );
    let cell = cell_size((grid_row.width - 2, grid_row.height - 2), rows, cols);
    let clamp = |cells: usize, size: u16, room: u16| {
        u16::try_from(cells)
            .unwrap_or(u16::MAX)
            .saturating_mul(size)
            .saturating_add(2)
            .min(room)
    };
    let (w, h) = (
        clamp(cols, cell.0, grid_row.width),
        clamp(rows, cell.1, grid_row.height),
    );
    let panel = Rect::new(
        grid_row.x + (grid_row.width - w) / 2,
        grid_row.y + (grid_row.height - h) / 2,
        w,
        h,
    );
    Ok(MazeZoomAreas {
        header,
        grid: GridView::new(panel, cell),
        tree,
        caption,
        scrubber,
        keybar,
    })
}

/// The grid panel as the screen draws it, in normal or zoomed mode (`view`: zoom, and the tree
/// open); `None` if the window is too small for the screen.
pub fn grid_view(screen: Rect, view: (bool, bool), rows: usize, cols: usize) -> Option<GridView> {
    let (zoom, tree) = view;
    if zoom {
        zoom_areas(screen, rows, cols, tree).ok().map(|a| a.grid)
    } else {
        areas(screen, rows, cols, false).ok().map(|a| a.grid)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// The grid panel is as tall as the maze, up to the room there is: a maze with more rows
    /// than a u16 holds must not wrap round to a 3-row panel.
    #[rstest]
    #[case(8, 18)]
    #[case(1000, 26)]
    #[case(65_533, 26)]
    #[case(65_534, 26)]
    #[case(65_535, 26)]
    #[case(333_333, 26)]
    fn the_grid_panel_height(#[case] maze_rows: usize, #[case] height: u16) {
        let a = areas(Rect::new(0, 0, 100, 40), maze_rows, 9, false).unwrap();
        assert_eq!(a.grid.panel.height, height);
    }
}

#[cfg(test)]
mod zoom_tests {
    use super::*;

    /// Zoomed, seed 003's 8x7 maze at 120x40 gets cells at least 4 columns wide.
    #[test]
    fn the_seed_maze_zoomed_at_120x40_has_big_cells() {
        let a = zoom_areas(Rect::new(0, 0, 120, 40), 8, 7, false).unwrap();
        assert!(
            a.grid.cell.0 >= 4 && a.grid.cell.1 >= 2,
            "{:?}",
            a.grid.cell
        );
        assert_eq!(
            a.grid.viewport(),
            (
                a.grid.inner.height as usize / a.grid.cell.1 as usize,
                a.grid.inner.width as usize / a.grid.cell.0 as usize
            )
        );
        assert!(a.grid.viewport().0 >= 8 && a.grid.viewport().1 >= 7);
    }

    #[test]
    fn cells_are_twice_as_wide_as_tall_and_never_smaller_than_2x1() {
        assert_eq!(cell_size((100, 30), 8, 7), (6, 3));
        assert_eq!(cell_size((20, 5), 1000, 1000), (2, 1));
        let (w, h) = cell_size((118, 35), 8, 7);
        assert_eq!(w, 2 * h);
    }

    #[test]
    fn a_click_finds_its_cell() {
        let a = zoom_areas(Rect::new(0, 0, 120, 40), 8, 7, false).unwrap();
        let g = a.grid;
        let (x, y) = (g.inner.x + 2 * g.cell.0 + 1, g.inner.y + 3 * g.cell.1);
        assert_eq!(g.cell_at(x, y), Some((3, 2)));
        assert_eq!(g.cell_at(g.panel.x, g.panel.y), None);
    }
}
