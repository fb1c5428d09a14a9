//! A cursor on the tree a search has explored: a node named by the children taken from the
//! root (stable while the search moves and however the drawing folds), moved to its parent,
//! its first child or a sibling, and read back as what it is: entered or cut, when it was
//! visited, what its subtree holds.
//!
//! Everything here reads an [`outline`](super::outline); the children visited of a node are
//! the ones its `visits` know, cut ones included, in visiting order.

use super::{Cut, OutlineNode, Slot, Visited};

/// A move of the cursor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// To the parent (the root stays).
    Parent,
    /// To the first child visited.
    Child,
    /// To the sibling visited before it.
    Prev,
    /// To the sibling visited after it.
    Next,
}

/// What the node under the cursor is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A node entered: its place in the outline.
    Entered(usize),
    /// A child cut: its parent's place in the outline, and the function that cut it.
    Cut {
        /// The parent's place.
        parent: usize,
        /// Which function cut it.
        cut: Cut,
    },
}

/// The node under the cursor, read back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spot {
    /// The children taken from the root to it (empty: the root).
    pub path: Vec<usize>,
    /// Entered or cut.
    pub place: Place,
    /// When it was visited.
    pub visit: Visited,
    /// Nodes (entered and cut) and solutions in its subtree so far, its own included.
    pub held: (u64, u64),
    /// A solution.
    pub solution: bool,
}

impl Spot {
    /// Its depth (0: the root).
    pub fn depth(&self) -> usize {
        self.path.len()
    }
}

/// The place in `outline` of entered child `child` of the node at place `at`.
fn entered(outline: &[OutlineNode], at: usize, child: usize) -> Option<usize> {
    outline
        .iter()
        .enumerate()
        .skip(at + 1)
        .find(|(_, n)| n.parent == at && n.child == Some(child))
        .map(|(i, _)| i)
}

/// The cut that `slot` marks, if it marks one.
fn cut_of(slot: Slot) -> Option<Cut> {
    match slot {
        Slot::Pruned | Slot::CurrentPruned => Some(Cut::Constraint),
        Slot::Bounded | Slot::CurrentBounded => Some(Cut::Bound),
        _ => None,
    }
}

/// Nodes and solutions in the subtree of the node at place `at`, its own included.
fn held(outline: &[OutlineNode], at: usize) -> (u64, u64) {
    let mut total = (0, 0);
    let depth = outline[at].depth;
    for node in std::iter::once(&outline[at])
        .chain(outline[at + 1..].iter().take_while(|n| n.depth > depth))
    {
        total.0 += 1 + node.slots.iter().filter(|s| s.is_cut()).count() as u64;
        total.1 += u64::from(node.solution);
    }
    total
}

/// The node `path` names in `outline`, or the deepest node on the way to it that the search
/// has visited (the root at least): what a cursor shows once the search rewound past its node.
pub fn find(outline: &[OutlineNode], path: &[usize]) -> Spot {
    let mut at = 0;
    let mut taken = Vec::with_capacity(path.len());
    for &child in path {
        if let Some(next) = entered(outline, at, child) {
            at = next;
            taken.push(child);
            continue;
        }
        let node = &outline[at];
        if let (Some(cut), Some(Some(visit))) = (
            node.slots.get(child).copied().and_then(cut_of),
            node.visits.get(child),
        ) {
            taken.push(child);
            return Spot {
                path: taken,
                place: Place::Cut { parent: at, cut },
                visit: *visit,
                held: (1, 0),
                solution: false,
            };
        }
        break;
    }
    let node = outline.get(at);
    Spot {
        path: taken,
        place: Place::Entered(at),
        visit: node.map_or(Visited { number: 0, step: 0 }, |n| Visited {
            number: n.number,
            step: n.step,
        }),
        held: if outline.is_empty() {
            (1, 0)
        } else {
            held(outline, at)
        },
        solution: node.is_some_and(|n| n.solution),
    }
}

/// The path of the search's current node: the last node visited (a cut child when the last
/// visit was a cut).
pub fn current(outline: &[OutlineNode]) -> Vec<usize> {
    let Some(at) = outline.iter().position(|n| n.current) else {
        return Vec::new();
    };
    let mut path = super::outline_path(outline, at);
    if let Some(child) = outline[at]
        .slots
        .iter()
        .position(|s| matches!(s, Slot::CurrentPruned | Slot::CurrentBounded))
    {
        path.push(child);
    }
    path
}

/// The path the cursor at `path` goes to with `step`; the same path when there is nowhere to
/// go that way.
pub fn moved(outline: &[OutlineNode], path: &[usize], step: Move) -> Vec<usize> {
    let spot = find(outline, path);
    let mut path = spot.path;
    match step {
        Move::Parent => {
            path.pop();
        }
        Move::Child => {
            if let Place::Entered(at) = spot.place
                && let Some(child) = outline[at].visits.iter().position(Option::is_some)
            {
                path.push(child);
            }
        }
        Move::Prev | Move::Next => {
            let Some((&me, above)) = path.split_last() else {
                return path;
            };
            let Place::Entered(parent) = find(outline, above).place else {
                return path;
            };
            let visits = &outline[parent].visits;
            let sibling = if step == Move::Prev {
                (0..me).rev().find(|&c| visits[c].is_some())
            } else {
                (me + 1..visits.len()).find(|&c| visits[c].is_some())
            };
            if let Some(c) = sibling {
                let last = path.len() - 1;
                path[last] = c;
            }
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tree::tests::strings_outline;

    #[test]
    fn the_cursor_walks_parent_child_and_siblings_over_cut_children_too() {
        // Binary strings of length 3 with at most one `1`: a `1` after a `1` is cut.
        let outline = strings_outline(u64::MAX);
        let root = Vec::new();
        let first = moved(&outline, &root, Move::Child);
        assert_eq!(first, vec![0]);
        assert_eq!(moved(&outline, &first, Move::Parent), root);
        assert_eq!(moved(&outline, &root, Move::Parent), root, "the root stays");
        assert_eq!(moved(&outline, &root, Move::Prev), root);
        let below = moved(&outline, &[1], Move::Child);
        assert_eq!(below, vec![1, 0]);
        let cut = moved(&outline, &below, Move::Next);
        assert_eq!(cut, vec![1, 1]);
        let spot = find(&outline, &cut);
        assert!(
            matches!(
                spot.place,
                Place::Cut {
                    cut: Cut::Constraint,
                    ..
                }
            ),
            "{spot:?}"
        );
        assert_eq!(spot.held, (1, 0));
        assert_eq!(moved(&outline, &cut, Move::Child), cut, "a cut is a leaf");
        assert_eq!(
            moved(&outline, &cut, Move::Next),
            cut,
            "no sibling after the last"
        );
        assert_eq!(moved(&outline, &cut, Move::Prev), below);
    }

    #[test]
    fn a_path_the_search_has_not_reached_is_cut_back_to_what_it_has() {
        let outline = strings_outline(u64::MAX);
        assert_eq!(find(&outline, &[1, 1, 0]).path, vec![1, 1]);
        let spot = find(&outline, &[1, 5]);
        assert_eq!(spot.path, vec![1]);
        assert!(matches!(spot.place, Place::Entered(_)));
        // `1`, its cut `11`, `10`, its cut `101`, and `100`, a solution.
        assert_eq!(spot.held, (5, 1));
        assert!(spot.visit.number > 0 && spot.visit.step > 0);
        // Early on, `1` is not visited yet.
        assert_eq!(find(&strings_outline(3), &[1]).path, Vec::<usize>::new());
    }

    #[test]
    fn the_current_node_is_found_and_visits_grow_along_siblings() {
        for upto in 0..30 {
            let outline = strings_outline(upto);
            let here = current(&outline);
            assert_eq!(find(&outline, &here).path, here, "step {upto}");
        }
        let outline = strings_outline(u64::MAX);
        let (a, b) = (find(&outline, &[0]), find(&outline, &[1]));
        assert!(a.visit.number < b.visit.number && a.visit.step < b.visit.step);
        assert_eq!(a.held.0 + b.held.0 + 1, {
            let cuts: usize = outline
                .iter()
                .map(|n| n.slots.iter().filter(|s| s.is_cut()).count())
                .sum();
            (outline.len() + cuts) as u64
        });
    }
}
