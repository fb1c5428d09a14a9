//! What the colouring's graph marks, for the screen and `x` alike: each vertex's state as
//! the search stands.

use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf};
use crate::problems::coloring::engine::{ColoringHooks, Why};

/// The state of a vertex.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Coloured: its colour.
    Coloured(u8),
    /// The vertex the node the search stands on colours.
    Current,
    /// The coloured neighbour that has the colour just tried: its colour.
    Clash(u8),
    /// The uncoloured neighbour forward checking found with no colour left.
    Wiped,
    /// Not coloured yet.
    Uncoloured,
    /// A vertex of a colouring just found: its colour.
    Found(u8),
}

/// The marks of the legend, in its order.
pub const LEGEND: [Mark; 6] = [
    Mark::Coloured(1),
    Mark::Current,
    Mark::Clash(1),
    Mark::Wiped,
    Mark::Uncoloured,
    Mark::Found(2),
];

impl Mark {
    /// Its symbol, one column wide; with `ascii`, ASCII.
    pub fn glyph(self, ascii: bool) -> &'static str {
        match (self, ascii) {
            (Mark::Coloured(_), _) => ":",
            (Mark::Current, false) => "▸",
            (Mark::Current, true) => ">",
            (Mark::Clash(_), _) => "!",
            (Mark::Wiped, false) => "⊘",
            (Mark::Wiped, true) => "0",
            (Mark::Uncoloured, false) => "·",
            (Mark::Uncoloured, true) => ".",
            (Mark::Found(_), false) => "✦",
            (Mark::Found(_), true) => "*",
        }
    }

    /// A vertex's label with this mark: `WA:1`, `▸SA`, `!WA:1`, `⊘V`, `·T`, `✦WA:1`.
    pub fn label(self, name: &str, ascii: bool) -> String {
        let g = self.glyph(ascii);
        match self {
            Mark::Coloured(c) => format!("{name}:{c}"),
            Mark::Clash(c) | Mark::Found(c) => format!("{g}{name}:{c}"),
            Mark::Current | Mark::Wiped | Mark::Uncoloured => format!("{g}{name}"),
        }
    }
}

/// Every vertex's mark as the search stands.
pub fn marks(search: &Backtrack<ColoringHooks>, last: Option<&EventOf<ColoringHooks>>) -> Vec<Mark> {
    let hooks = search.hooks();
    let found = matches!(last, Some(Event::Solution { .. }));
    let mut marks: Vec<Mark> = hooks
        .colour
        .iter()
        .map(|&c| match c {
            0 => Mark::Uncoloured,
            c if found => Mark::Found(c),
            c => Mark::Coloured(c),
        })
        .collect();
    let depth = search.depth();
    if !found && !search.is_done() && depth < hooks.n() {
        marks[hooks.vertex_at(depth)] = Mark::Current;
    }
    if let Some(Event::Prune { note, .. }) = last {
        let u = usize::from(note.neighbour()) - 1;
        marks[u] = match *note {
            Why::Clash { colour, .. } => Mark::Clash(colour),
            Why::Wipeout { .. } => Mark::Wiped,
        };
    }
    marks
}

