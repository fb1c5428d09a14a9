//! Screen geometry: where every region of each screen goes, for a window size.
//!
//! Pure arithmetic on sizes, shared by the model (which needs it to read mouse clicks and to
//! scroll the maze) and the view (which draws into the regions). Nothing here draws.

pub mod maze;
pub mod queens;

use ratatui::layout::{Constraint, Layout, Rect};

/// Every screen's outer split: the header line, the main area, the key bar line.
pub fn screen_rows(area: Rect) -> [Rect; 3] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
    ])
    .areas(area)
}
