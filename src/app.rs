//! The visualizer: application state, `update(Action)`, and the run loop.

pub mod speed;

pub use speed::Speed;

use crate::cli::Config;

/// Runs the visualizer until the user quits.
pub fn run(_config: &Config) -> std::io::Result<()> {
    Ok(())
}
