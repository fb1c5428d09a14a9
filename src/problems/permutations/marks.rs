//! What the permutations picture marks, for the screen and `x` alike: the state of each
//! child of the node the search stands on and of each position of x.

use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Hooks};
use crate::problems::permutations::engine::{Algo, PermHooks};

/// The state of a child of the node the search stands on, or of a position of x.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A position filled.
    Placed,
    /// The position being filled; the child tried next.
    Next,
    /// A child entered and left.
    Entered,
    /// A child cut by the constraint (a repeat).
    Repeat,
    /// Not tried yet; a position not filled.
    Untried,
    /// An arrangement found (x complete).
    Found,
}

impl Mark {
    /// In the legend's order.
    pub const ALL: [Mark; 6] = [
        Mark::Placed,
        Mark::Next,
        Mark::Entered,
        Mark::Repeat,
        Mark::Untried,
        Mark::Found,
    ];

    /// Its glyph, one column wide; with `ascii`, ASCII.
    pub fn glyph(self, ascii: bool) -> &'static str {
        match (self, ascii) {
            (Mark::Placed, false) => "■",
            (Mark::Placed, true) => "#",
            (Mark::Next, false) => "▸",
            (Mark::Next, true) => ">",
            (Mark::Entered, false) => "✓",
            (Mark::Entered, true) => "v",
            (Mark::Repeat, false) => "✗",
            (Mark::Repeat, true) => "x",
            (Mark::Untried, false) => "·",
            (Mark::Untried, true) => ".",
            (Mark::Found, false) => "✦",
            (Mark::Found, true) => "*",
        }
    }
}

/// The children of the node `search` stands on, each with its item and its state.
pub fn children(search: &Backtrack<PermHooks>) -> Vec<(u64, Mark)> {
    if search.is_done() {
        return Vec::new();
    }
    let hooks = search.hooks();
    let depth = search.depth();
    let tried = search.tried();
    (0..hooks.candidates(depth))
        .map(|c| {
            let item = hooks.candidate(depth, c).0;
            let mark = if c >= tried {
                if c == tried { Mark::Next } else { Mark::Untried }
            } else if search.prune().constraint() && hooks.constraint(depth, c).is_some() {
                Mark::Repeat
            } else {
                Mark::Entered
            };
            (item, mark)
        })
        .collect()
}

/// The arrangement x as it stands: each position's item (none if empty) and state.
pub fn positions(search: &Backtrack<PermHooks>) -> Vec<(Option<u64>, Mark)> {
    let hooks = search.hooks();
    let n = hooks.n();
    let depth = search.depth().min(n);
    let complete = depth == n && !search.is_done();
    (0..n)
        .map(|p| {
            let item = hooks.x[p];
            match p.cmp(&depth) {
                std::cmp::Ordering::Less if complete => (Some(item), Mark::Found),
                std::cmp::Ordering::Less => (Some(item), Mark::Placed),
                std::cmp::Ordering::Equal if !search.is_done() => (
                    (hooks.algo == Algo::Swap).then_some(item),
                    Mark::Next,
                ),
                _ => ((hooks.algo == Algo::Swap).then_some(item), Mark::Untried),
            }
        })
        .collect()
}

