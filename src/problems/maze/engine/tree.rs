//! The maze search's tree: the cells entered, each a child of the cell it was entered from,
//! in the order entered (depth-first order); each cell's children are its four directions in
//! the order tried, the blocked ones pruned. Every cell is entered at most once, so the tree
//! is kept whole (two numbers per cell entered), and like the marks it rewinds by prefix.

use super::{Maze, MazeEvent};
use crate::engine::Slot;

/// One cell entered, as the tree panel draws it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CellNode {
    /// The cell (row, col).
    pub cell: (usize, usize),
    /// Its depth: 0 for the start.
    pub depth: usize,
    /// Its four directions, in the order tried.
    pub slots: [Slot; 4],
    /// On the current path.
    pub on_path: bool,
    /// The cell the search stands on.
    pub current: bool,
}

impl Maze {
    /// Every cell entered up to now, in the order entered, with its directions' status;
    /// `last` is the event that led here (a blocked neighbour is marked as the current one).
    pub fn tree(&self, last: Option<MazeEvent>) -> Vec<CellNode> {
        let len = self.entered_len;
        let cols = self.grid.cols;
        // The children of each entry, by direction.
        let mut children = vec![[u32::MAX; 4]; len];
        let mut depth = vec![0usize; len];
        for (i, &(parent, via)) in self.tree_log[..len].iter().enumerate() {
            if parent != u32::MAX {
                let p = parent as usize;
                children[p][usize::from(via)] = i as u32;
                depth[i] = depth[p] + 1;
            }
        }
        // How many directions each cell on the path has tried.
        let mut tried = vec![4u8; len];
        let mut on_path = vec![false; len];
        for &(cell, t) in &self.stack {
            let e = self.entry_of[cell as usize] as usize;
            tried[e] = t;
            on_path[e] = true;
        }
        let top = self
            .stack
            .last()
            .map(|&(cell, _)| self.entry_of[cell as usize] as usize);
        let blocked_now = matches!(last, Some(MazeEvent::Blocked { .. }));
        let entered_now = matches!(last, Some(MazeEvent::Enter { .. }));
        let goal = self.reached();
        (0..len)
            .map(|i| {
                let cell = self.entered_log[i] as usize;
                let mut slots = [Slot::Untried; 4];
                for (d, slot) in slots.iter_mut().enumerate() {
                    if d >= usize::from(tried[i]) {
                        continue;
                    }
                    let child = children[i][d];
                    *slot = if child == u32::MAX {
                        if Some(i) == top && blocked_now && d + 1 == usize::from(tried[i]) {
                            Slot::CurrentPruned
                        } else {
                            Slot::Pruned
                        }
                    } else {
                        let c = child as usize;
                        if Some(c) == top && entered_now {
                            Slot::Current
                        } else if goal && self.entered_log[c] as usize == self.goal {
                            Slot::Solution
                        } else if on_path[c] {
                            Slot::Path
                        } else {
                            Slot::Explored
                        }
                    };
                }
                CellNode {
                    cell: (cell / cols, cell % cols),
                    depth: depth[i],
                    slots,
                    on_path: on_path[i],
                    current: Some(i) == top,
                }
            })
            .collect()
    }

    /// Per depth (0 for the start): cells tried at that depth (entered or blocked), and of
    /// them blocked.
    pub fn profile(&self, nodes: &[CellNode]) -> Vec<[u64; 2]> {
        let deepest = nodes.iter().map(|n| n.depth).max().unwrap_or(0);
        let mut profile = vec![[0u64; 2]; deepest + 2];
        for node in nodes {
            profile[node.depth][0] += 1;
            let pruned = node
                .slots
                .iter()
                .filter(|s| matches!(s, Slot::Pruned | Slot::CurrentPruned))
                .count() as u64;
            profile[node.depth + 1][0] += pruned;
            profile[node.depth + 1][1] += pruned;
        }
        while profile.len() > 1 && profile.last() == Some(&[0, 0]) {
            profile.pop();
        }
        profile
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::problems::maze::engine::{Grid, Order};

    fn seed() -> Maze {
        Maze::new(Grid::seed(), (1, 1), (6, 5), Order::default())
    }

    /// The tree holds every cell entered once, children after parents, and its pruned
    /// directions add up to the blocked events; rewinding rewinds it.
    #[test]
    fn the_tree_matches_the_events() {
        let mut m = seed();
        let mut blocked = 0;
        let mut last = None;
        while let Some(e) = m.step() {
            if matches!(e, MazeEvent::Blocked { .. }) {
                blocked += 1;
            }
            last = Some(e);
            let nodes = m.tree(last);
            assert_eq!(nodes.len() as u64, m.counters().entered);
            let pruned: usize = nodes
                .iter()
                .map(|n| {
                    n.slots
                        .iter()
                        .filter(|s| matches!(s, Slot::Pruned | Slot::CurrentPruned))
                        .count()
                })
                .sum();
            assert_eq!(pruned, blocked, "step {}", m.steps());
            let path: Vec<(usize, usize)> =
                nodes.iter().filter(|n| n.on_path).map(|n| n.cell).collect();
            let stack: Vec<(usize, usize)> = m.path().map(|(c, _)| c).collect();
            assert_eq!(path, stack, "the lit path is the stack");
            let profile = m.profile(&nodes);
            let tried: u64 = profile.iter().map(|p| p[0]).sum();
            assert_eq!(tried as usize, nodes.len() + pruned);
        }
        assert!(last.is_some());
    }

    #[test]
    fn the_current_cell_and_the_goal_are_marked() {
        let mut m = seed();
        let first = m.step();
        let nodes = m.tree(first);
        assert_eq!(nodes.len(), 1);
        assert!(nodes[0].current && nodes[0].on_path);
        assert!(nodes[0].slots.iter().all(|s| *s == Slot::Untried));
        let mut last = None;
        while let Some(e) = m.step() {
            last = Some(e);
        }
        let nodes = m.tree(last);
        let solutions = nodes
            .iter()
            .flat_map(|n| n.slots)
            .filter(|s| *s == Slot::Solution)
            .count();
        assert_eq!(solutions, 1, "the goal, once");
    }
}
