//! What the knight's board marks, for the screen and `x` alike: each square's state as the
//! search stands.

use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf, Hooks};
use crate::problems::knight::engine::{KnightHooks, Why};

/// The state of a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Visited: its move number.
    Visited(u16),
    /// The knight: its move number.
    Knight(u16),
    /// A square the knight can jump to next: its onward moves.
    Option(u8),
    /// The square the last step refused.
    Refused,
    /// A square no longer reachable (every way in visited, the knight not next to it).
    Unreachable,
    /// A square of a tour found: its move number.
    Found(u16),
    /// Nothing yet.
    Empty,
}

/// The marks of the legend, in its order (with sample numbers).
pub const LEGEND: [Mark; 6] = [
    Mark::Visited(7),
    Mark::Knight(8),
    Mark::Option(3),
    Mark::Refused,
    Mark::Unreachable,
    Mark::Found(9),
];

impl Mark {
    /// Its symbol, one column wide (the number's place aside); with `ascii`, ASCII.
    pub fn glyph(self, ascii: bool) -> &'static str {
        match (self, ascii) {
            (Mark::Visited(_), false) => "•",
            (Mark::Visited(_), true) => "o",
            (Mark::Knight(_), false) => "♞",
            (Mark::Knight(_), true) => "N",
            (Mark::Option(_), false) => "○",
            (Mark::Option(_), true) => "+",
            (Mark::Refused, false) => "✗",
            (Mark::Refused, true) => "x",
            (Mark::Unreachable, false) => "⊘",
            (Mark::Unreachable, true) => "!",
            (Mark::Found(_), false) => "✦",
            (Mark::Found(_), true) => "*",
            (Mark::Empty, false) => "·",
            (Mark::Empty, true) => ".",
        }
    }

    /// The square's text in `width` columns: its symbol and number where there is room (a
    /// visited square its number alone), right-aligned.
    pub fn cell(self, width: usize, ascii: bool) -> String {
        let g = self.glyph(ascii);
        let text = match self {
            _ if width < 2 => g.to_string(),
            Mark::Visited(n) => n.to_string(),
            Mark::Knight(n) | Mark::Found(n) => format!("{g}{n}"),
            Mark::Option(k) => format!("{g}{k}"),
            _ => g.to_string(),
        };
        let w = unicode_width::UnicodeWidthStr::width(text.as_str());
        if w > width {
            return g.to_string();
        }
        format!("{}{text}", " ".repeat(width - w))
    }
}

/// Every square's mark as the search stands.
pub fn marks(search: &Backtrack<KnightHooks>, last: Option<&EventOf<KnightHooks>>) -> Vec<Mark> {
    let hooks = search.hooks();
    let board = hooks.board;
    let at = hooks.at();
    let found = matches!(last, Some(Event::Solution { .. }));
    let mut marks: Vec<Mark> = hooks
        .number
        .iter()
        .map(|&n| match n {
            0 => Mark::Empty,
            n if found => Mark::Found(n),
            n => Mark::Visited(n),
        })
        .collect();
    if !found && !search.is_done() {
        marks[at] = Mark::Knight(hooks.number[at]);
        // The squares the node's untried children go to, with their onward moves.
        let depth = search.depth();
        for c in search.tried()..hooks.candidates(depth) {
            if let Some(to) = hooks.target(depth, c)
                && !hooks.visited(to)
            {
                marks[to] = Mark::Option(hooks.onward(to) as u8);
            }
        }
        // Unvisited squares no way leads into any more.
        for (u, mark) in marks.iter_mut().enumerate() {
            if *mark == Mark::Empty
                && !board.neighbours(u).any(|w| w == at || !hooks.visited(w))
            {
                *mark = Mark::Unreachable;
            }
        }
    }
    if let Some(Event::Prune { note, .. }) = last {
        let refused = match *note {
            Why::Visited { to, .. } | Why::Stranded { to, .. } | Why::NoReturn { to, .. } => {
                Some(usize::from(to))
            }
            Why::OffBoard { .. } => None,
        };
        if let Why::Stranded { square, .. } = *note {
            marks[usize::from(square)] = Mark::Unreachable;
        }
        if let Some(to) = refused
            && !matches!(marks[to], Mark::Knight(_))
        {
            marks[to] = Mark::Refused;
        }
    }
    marks
}

