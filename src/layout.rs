//! Screen geometry: where every region of each screen goes, for a window size.
//!
//! Pure arithmetic on sizes, shared by the model (which needs it to read mouse clicks and to
//! scroll the maze) and the view (which draws into the regions). Nothing here draws.

pub mod maze;
pub mod queens;
