//! The maze's search in the shared tree vocabulary (`engine::tree`), for `--tree`: the root's
//! one child is the start; each cell's children are its four directions in the order tried,
//! a direction blocked (a wall, a cell on the path, a known dead end) cut by the constraint.
//! The maze's events name cells, not depths, so the walk pairs each event with where the
//! search stands after it.

use crate::engine::tree::{Cut, Search, Shape, TreeStep};
use crate::engine::{Landmark, Landmarks, Solver};
use crate::i18n::Lang;
use crate::output::tree::TreeWords;
use crate::problems::maze::engine::{Blocked, Maze, MazeEvent};
use crate::problems::maze::words;

/// An event of the maze search with its place in the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Walked {
    /// The event.
    pub event: MazeEvent,
    /// The depth of the node it enters, cuts or leaves.
    pub depth: usize,
    /// The direction's number in the order tried (the start: 0).
    pub child: usize,
}

/// The maze search, each event paired with its place in the tree.
#[derive(Debug, Clone)]
pub struct Walk(pub Maze);

impl Solver for Walk {
    type Event = Walked;

    fn step(&mut self) -> Option<Walked> {
        let event = self.0.step()?;
        let (len, tried) = self.0.tree_position();
        let (depth, child) = match event {
            // The cell entered stands on top; its parent tried the direction just before.
            MazeEvent::Enter { .. } => (len, self.parent_tried().saturating_sub(1)),
            // The neighbour of the top cell, in the direction it just tried.
            MazeEvent::Blocked { .. } => (len + 1, tried.saturating_sub(1)),
            // The cell taken off the path.
            MazeEvent::DeadEnd { .. } => (len + 1, 0),
            MazeEvent::Goal { .. } | MazeEvent::Done { .. } => (len, 0),
        };
        Some(Walked {
            event,
            depth,
            child,
        })
    }

    fn steps(&self) -> u64 {
        self.0.steps()
    }

    fn is_done(&self) -> bool {
        self.0.is_done()
    }
}

impl Walk {
    /// How many directions the cell below the top of the path has tried (the start has no
    /// parent but the root, whose one child it is).
    fn parent_tried(&self) -> usize {
        self.0.parent_tried().unwrap_or(1)
    }
}

impl Landmarks for Walk {
    type Reader = WalkReader;

    fn reader(&self) -> WalkReader {
        WalkReader
    }
}

/// Reads the walk's events as the maze's.
#[derive(Debug, Clone, Copy)]
pub struct WalkReader;

impl crate::engine::Reader<Walked> for WalkReader {
    fn landmark(self, event: &Walked) -> Option<Landmark> {
        crate::problems::maze::engine::MazeReader.landmark(&event.event)
    }
}

/// The maze tree's shape: four directions a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MazeShape;

impl Shape for MazeShape {
    type Event = Walked;

    fn step(&self, w: &Walked) -> Option<TreeStep> {
        Some(match w.event {
            MazeEvent::Enter { .. } => TreeStep::Enter {
                depth: w.depth,
                child: w.child,
            },
            MazeEvent::Blocked { .. } => TreeStep::Prune {
                depth: w.depth,
                child: w.child,
                cut: Cut::Constraint,
            },
            MazeEvent::DeadEnd { .. } => TreeStep::Leave { depth: w.depth },
            MazeEvent::Goal { .. } => TreeStep::Solution,
            MazeEvent::Done { .. } => TreeStep::Done,
        })
    }

    fn branching(&self, depth: usize) -> usize {
        if depth == 1 { 1 } else { 4 }
    }

    fn rows(&self) -> usize {
        0
    }
}

impl Search for Walk {
    type Shape = MazeShape;

    fn shape(&self) -> MazeShape {
        MazeShape
    }
}

/// The name of why a neighbour is blocked, in `--tree json`.
fn reason_name(reason: Blocked) -> &'static str {
    match reason {
        Blocked::Wall => "wall",
        Blocked::Visited => "visited",
        Blocked::DeadEnd => "dead-end",
    }
}

impl TreeWords for MazeShape {
    fn text(&self, w: &Walked, lang: Lang) -> String {
        match w.event {
            MazeEvent::Enter { row, col } => format!("({row},{col})"),
            MazeEvent::Blocked { row, col, reason } => {
                let words = words::words(lang);
                format!("({row},{col})  {}", words.blocked(reason))
            }
            _ => String::new(),
        }
    }

    fn dot(&self, w: &Walked, _lang: Lang) -> String {
        match w.event {
            MazeEvent::Enter { row, col } => format!("({row},{col})"),
            MazeEvent::Blocked { row, col, .. } => format!("({row},{col})"),
            _ => String::new(),
        }
    }

    fn json(&self, w: &Walked) -> (String, String) {
        match w.event {
            MazeEvent::Enter { row, col } => {
                (format!("\"row\":{row},\"col\":{col}"), String::new())
            }
            MazeEvent::Blocked { row, col, reason } => (
                format!("\"row\":{row},\"col\":{col}"),
                format!(",\"reason\":\"{}\"", reason_name(reason)),
            ),
            _ => (String::new(), String::new()),
        }
    }

    fn json_root(&self) -> String {
        "\"row\":-1,\"col\":-1".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::tree::{TreeFormat, write_tree};
    use crate::problems::maze::engine::Order;
    use crate::problems::maze::engine::source::{Source, load};

    fn seed() -> Maze {
        load(&Source::Seed, None, None, Order::default())
            .unwrap()
            .solver()
    }

    fn count(v: &serde_json::Value) -> (usize, usize) {
        let kids = v["children"].as_array().cloned().unwrap_or_default();
        kids.iter().fold((0, 0), |(open, cut), k| {
            let (o, c) = count(k);
            let here = usize::from(k["status"] == "pruned");
            (open + o + 1 - here, cut + c + here)
        })
    }

    /// The maze's tree in JSON: a node per cell entered, a cut leaf per neighbour blocked, the
    /// goal a solution; as many of each as the search's counters say.
    #[test]
    fn the_tree_counts_what_the_search_counts() {
        let mut out = Vec::new();
        let all = crate::output::tree::Limits::default();
        write_tree(&mut out, [], Walk(seed()), TreeFormat::Json, all, Lang::En).unwrap();
        let tree: serde_json::Value = serde_json::from_slice(&out).unwrap();
        let mut m = seed();
        while m.step().is_some() {}
        let c = m.counters();
        assert_eq!(count(&tree), (c.entered as usize, c.blocked as usize));
        let text = String::from_utf8(out).unwrap();
        assert_eq!(text.matches("\"solution\"").count(), 1, "the goal, once");
    }

    /// Each node's depth is one more than its parent's: the start at 1, its neighbours at 2.
    #[test]
    fn depths_follow_the_path() {
        let mut walk = Walk(seed());
        let first = walk.step().unwrap();
        assert_eq!((first.depth, first.child), (1, 0));
        let mut depth = 1;
        while let Some(w) = walk.step() {
            match w.event {
                MazeEvent::Enter { .. } => {
                    assert!(w.depth <= depth + 1 && w.child < 4);
                    depth = w.depth;
                }
                MazeEvent::Blocked { .. } => assert!(w.depth <= depth + 1 && w.child < 4),
                MazeEvent::DeadEnd { .. } => depth = w.depth - 1,
                _ => {}
            }
        }
    }
}
