//! The animated GIF of a stretch of a search (`--gif`, and `X` in the visualizer): the
//! screens the visualizer draws, drawn into pixels by the program itself with a bundled
//! bitmap font (`font.rs`; `raster.rs` draws a screen), then stored small (`encode.rs`: one
//! palette, only what changed, repeats merged).

pub mod encode;
pub mod font;
pub mod raster;

pub use encode::Animation;
pub use raster::Defaults;

/// The most frames one GIF may have.
pub const MAX_FRAMES: u64 = 10_000;

/// How long the last frame is held, in hundredths of a second.
pub const HOLD: u16 = 300;
