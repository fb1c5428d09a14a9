//! The maze screens: in normal mode the grid over the counters on the left, and on the right
//! the path as tall as the screen beside the code over the log; zoomed, the grid filling the
//! window over a caption. Cells grow with the room there is, twice as wide as tall (about
//! square to the eye); row and column numbers frame them where there is room.

use ratatui::layout::{Constraint, Layout, Margin, Rect};

use crate::ui::common::TWO_COLUMNS;

/// Width of the path panel.
const PATH_W: u16 = 16;
/// Width of the code panel.
const CODE_W: u16 = 38;
/// Height of the path and code panels (nine lines of code).
const TOP_H: u16 = 11;
/// Height of the counters panel (nine counters) in one column.
const COUNTERS_H: u16 = 11;
/// Height of the counters panel in two columns (five rows).
const COUNTERS_2_H: u16 = 7;
/// Shortest the log can be.
const LOG_MIN: u16 = 5;
/// Narrowest the grid panel can be.
const GRID_MIN_W: u16 = 12;
/// Shortest the grid panel can be.
const GRID_MIN_H: u16 = 5;

/// The grid panel: its frame, its ruler, its inside, and the size of a cell (columns, rows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GridView {
    /// The panel with its frame.
    pub panel: Rect,
    /// Inside the frame, right of the row numbers and under the column numbers: where the
    /// cells are drawn.
    pub inner: Rect,
    /// The row numbers' gutter (left of `inner`) and the column numbers' line (above it);
    /// empty where the panel has no room for them.
    pub ruler: (Rect, Rect),
    /// One cell: columns, rows.
    pub cell: (u16, u16),
}

impl GridView {
    /// The panel of a maze of `rows` rows with cells of `cell`: the ruler where it leaves room
    /// for a cell.
    fn new(panel: Rect, cell: (u16, u16), rows: usize) -> GridView {
        let inside = panel.inner(Margin::new(1, 1));
        let (gutter, top) = ruler(rows);
        if inside.width < gutter + cell.0 || inside.height < top + cell.1 {
            return GridView {
                panel,
                inner: inside,
                ruler: (Rect::default(), Rect::default()),
                cell,
            };
        }
        let inner = Rect::new(
            inside.x + gutter,
            inside.y + top,
            inside.width - gutter,
            inside.height - top,
        );
        GridView {
            panel,
            inner,
            ruler: (
                Rect::new(inside.x, inner.y, gutter, inner.height),
                Rect::new(inner.x, inside.y, inner.width, top),
            ),
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

/// The room the ruler takes beside a maze of `rows` rows: the row numbers' gutter (the widest
/// number and a space) and the column numbers' line.
pub fn ruler(rows: usize) -> (u16, u16) {
    let widest = rows.saturating_sub(1).max(1).ilog10() + 1;
    (u16::try_from(widest).unwrap_or(u16::MAX).saturating_add(1), 1)
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
/// Left: the grid (as tall as the maze, scrolling when it is taller) over the counters (in two
/// columns where they fit, leaving the grid more rows). Right: the path, full height, beside
/// the code over the log; with `tree`, the path beside the tree.
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
    // The counters in two columns where they fit so: the grid gets the rows they leave.
    let counters_h = if left.width.saturating_sub(2) >= TWO_COLUMNS {
        COUNTERS_2_H
    } else {
        COUNTERS_H
    };
    let (gutter, top) = ruler(rows);
    let room = (
        left.width.saturating_sub(2 + gutter),
        main.height.saturating_sub(counters_h + 2 + top),
    );
    let cell = cell_size(room, rows, cols);
    let rows_h = u16::try_from(rows)
        .unwrap_or(u16::MAX)
        .saturating_mul(cell.1);
    let grid_h = rows_h
        .saturating_add(2 + top)
        .clamp(GRID_MIN_H, main.height - counters_h);
    let [grid, counters] =
        Layout::vertical([Constraint::Length(grid_h), Constraint::Fill(1)]).areas(left);
    // The path as tall as the screen (a deep search's stack has the room), the code over the
    // log beside it; with `tree`, the tree in place of the code and the log.
    let [path, rest] =
        Layout::horizontal([Constraint::Length(PATH_W), Constraint::Fill(1)]).areas(right);
    let [code, log] =
        Layout::vertical([Constraint::Length(TOP_H), Constraint::Fill(1)]).areas(rest);
    let (code, log, tree) = if tree {
        (Rect::default(), Rect::default(), rest)
    } else {
        (code, log, Rect::default())
    };
    Ok(MazeAreas {
        header,
        grid: GridView::new(grid, cell, rows),
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
    let (gutter, top) = ruler(rows);
    let cell = cell_size(
        (
            grid_row.width.saturating_sub(2 + gutter),
            grid_row.height.saturating_sub(2 + top),
        ),
        rows,
        cols,
    );
    let clamp = |cells: usize, size: u16, ruler: u16, room: u16| {
        u16::try_from(cells)
            .unwrap_or(u16::MAX)
            .saturating_mul(size)
            .saturating_add(2 + ruler)
            .min(room)
    };
    let (w, h) = (
        clamp(cols, cell.0, gutter, grid_row.width),
        clamp(rows, cell.1, top, grid_row.height),
    );
    let panel = Rect::new(
        grid_row.x + (grid_row.width - w) / 2,
        grid_row.y + (grid_row.height - h) / 2,
        w,
        h,
    );
    Ok(MazeZoomAreas {
        header,
        grid: GridView::new(panel, cell, rows),
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

    /// The grid panel is as tall as the maze and its column numbers, up to the room the
    /// counters leave (two columns of them at this width): a maze with more rows than a u16
    /// holds must not wrap round to a 3-row panel.
    #[rstest]
    #[case(8, 19)]
    #[case(1000, 30)]
    #[case(65_533, 30)]
    #[case(65_534, 30)]
    #[case(65_535, 30)]
    #[case(333_333, 30)]
    fn the_grid_panel_height(#[case] maze_rows: usize, #[case] height: u16) {
        let a = areas(Rect::new(0, 0, 100, 40), maze_rows, 9, false).unwrap();
        assert_eq!(a.grid.panel.height, height);
    }
}

#[cfg(test)]
mod ruler_tests {
    use super::*;
    use rstest::rstest;

    /// The gutter holds the widest row number and a space; one line holds the column numbers.
    #[rstest]
    #[case(1, 2)]
    #[case(8, 2)]
    #[case(10, 2)]
    #[case(11, 3)]
    #[case(101, 4)]
    #[case(100_000, 6)]
    fn the_gutter_fits_the_last_row_number(#[case] rows: usize, #[case] gutter: u16) {
        assert_eq!(ruler(rows), (gutter, 1));
    }

    /// The cells start right of the gutter and under the numbers' line, both inside the
    /// frame; where the panel has no room for them beside a cell, there is no ruler.
    #[test]
    fn the_ruler_sits_beside_the_cells_inside_the_frame() {
        let a = areas(Rect::new(0, 0, 100, 30), 8, 7, false).unwrap();
        let g = a.grid;
        let (gutter, top) = g.ruler;
        assert_eq!((gutter.x, gutter.right()), (g.panel.x + 1, g.inner.x));
        assert_eq!((top.y, top.bottom()), (g.panel.y + 1, g.inner.y));
        assert_eq!((gutter.y, gutter.height), (g.inner.y, g.inner.height));
        assert!(g.viewport().0 >= 8 && g.viewport().1 >= 7, "{:?}", g.viewport());
        let tiny = GridView::new(Rect::new(0, 0, 5, 3), (2, 1), 8);
        assert_eq!(tiny.ruler, (Rect::default(), Rect::default()));
        assert_eq!(tiny.inner, Rect::new(1, 1, 3, 1));
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
