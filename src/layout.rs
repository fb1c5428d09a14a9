//! Screen geometry: where every region of each screen goes, for a window size.
//!
//! Pure arithmetic on sizes, shared by the model (which needs it to read mouse clicks and to
//! scroll the maze) and the view (which draws into the regions). Nothing here draws.

pub mod help;
pub mod maze;
pub mod queens;

use ratatui::layout::{Constraint, Layout, Rect};

/// Columns one big character of the board's labels takes, with the gap after it.
pub const BIG_CHAR_W: u16 = 4;

/// Rows a big character takes.
pub const BIG_CHAR_H: u16 = 3;

/// Narrowest a zoomed screen can be, however small the board or maze: room for the key bar's
/// help and quit keys.
pub const ZOOM_MIN_W: u16 = 32;

/// Every screen's outer split: the header line, the main area, the key bar line.
pub fn screen_rows(area: Rect) -> [Rect; 3] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area)
}
