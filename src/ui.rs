//! The view: one screen per puzzle, drawn from the [`App`](crate::app::App) without changing it.
//!
//! Each problem's screen lives in its folder under `problems/`; the widgets they share are the frames and columns of `common.rs`, the header, the key
//! bar and help (both built from the key table), the code panel and the event log. Every style
//! comes from `theme.rs`; every word from `i18n`; every position from `layout`.

pub mod art;
pub mod branch;
pub mod code;
pub mod common;
pub mod estimate;
pub mod explore;
pub mod header;
pub mod help;
pub mod items;
pub mod keybar;
pub mod lesson;
pub mod log;
pub mod screen;
pub mod scrubber;
pub mod theme;
pub mod tree;

#[cfg(test)]
pub(crate) mod styles;
