//! The whole explored tree of a small search, node by node in visiting order ([`outline`]).

use crate::engine::Solver;
use crate::engine::tree::{Cursor, Cut, Search, Shape, Slot, Traced, TreeStep, VisitKind};

/// One node of the whole explored tree, in visiting order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutlineNode {
    /// Its number in visiting order (the root is 0; cut nodes are numbered too).
    pub number: u64,
    /// Its depth: 0 for the root.
    pub depth: usize,
    /// Its number among its siblings (`None` for the root).
    pub child: Option<usize>,
    /// Its parent's place in the outline (the root's is 0, its own).
    pub parent: usize,
    /// Its children, by number.
    pub slots: Vec<Slot>,
    /// On the path to the last node (the root always is).
    pub on_path: bool,
    /// The last node visited, or (when that was cut) its parent.
    pub current: bool,
    /// A solution.
    pub solution: bool,
    /// The step after which the search stood on it (0 for the root and a start's nodes).
    pub step: u64,
    /// When each child was visited, by number: `None` until it is.
    pub visits: Vec<Option<Visited>>,
}

/// When a node was visited: its number in visiting order and the step that visited it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Visited {
    /// Its number in visiting order (the root is 0).
    pub number: u64,
    /// The solver's step count once it was visited: the step to go to for it.
    pub step: u64,
}

/// The outline as it is built: the nodes so far, the open ones (the path), the last number.
struct Builder<Sh> {
    shape: Sh,
    out: Vec<OutlineNode>,
    /// The open nodes, root first: their places in `out`.
    open: Vec<usize>,
    number: u64,
}

impl<Sh: Shape> Builder<Sh> {
    /// A node entered as child `child` of the open node at `depth - 1`, at `step`: numbered,
    /// its slot in its parent set to `slot`, open now.
    fn enter(&mut self, depth: usize, child: usize, step: u64, slot: Slot) -> usize {
        let parent = self.visit(depth, child, step, slot);
        self.out.push(OutlineNode {
            number: self.number,
            depth,
            child: Some(child),
            parent,
            slots: vec![Slot::Untried; self.shape.branching(depth + 1)],
            on_path: slot == Slot::Path,
            current: false,
            solution: false,
            step,
            visits: vec![None; self.shape.branching(depth + 1)],
        });
        self.open.push(self.out.len() - 1);
        self.out.len() - 1
    }

    /// Child `child` of the open node at `depth - 1` visited at `step` (numbered next), its
    /// slot set to `slot`: the parent's place.
    fn visit(&mut self, depth: usize, child: usize, step: u64, slot: Slot) -> usize {
        self.number += 1;
        self.open.truncate(depth);
        let parent = self.open[depth - 1];
        // An open tree's nodes grow their slots as their children are tried.
        let node = &mut self.out[parent];
        if child >= node.slots.len() && self.shape.branching(depth) == 0 {
            node.slots.resize(child + 1, Slot::Untried);
            node.visits.resize(child + 1, None);
        }
        if let Some(s) = self.out[parent].slots.get_mut(child) {
            *s = slot;
        }
        if let Some(v) = self.out[parent].visits.get_mut(child) {
            *v = Some(Visited {
                number: self.number,
                step,
            });
        }
        parent
    }
}

/// The whole tree a search has explored by step `upto`, from `start` (a search at step 0,
/// with its cursor): every node entered, in the order entered, with the status of each of its
/// children; the path to the last node lit as the cursor has it. Meant for small searches:
/// the work grows with the steps replayed.
pub fn outline<S: Search>(start: &Traced<S>, upto: u64) -> Vec<OutlineNode> {
    let shape = start.cursor.shape;
    let mut run = start.clone();
    let root = OutlineNode {
        number: 0,
        depth: 0,
        child: None,
        parent: 0,
        slots: vec![Slot::Untried; shape.branching(1)],
        on_path: true,
        current: false,
        solution: false,
        step: 0,
        visits: vec![None; shape.branching(1)],
    };
    let mut b = Builder {
        shape,
        out: vec![root],
        open: vec![0],
        number: 0,
    };
    // The start's nodes, placed by hand: on the path, numbered as the first.
    for (i, child) in start.cursor.path().enumerate() {
        b.enter(i + 1, child, 0, Slot::Path);
    }
    let mut last_entered: Option<usize> = None;
    while run.steps() < upto {
        let Some(event) = run.solver.step() else {
            break;
        };
        let Some(step) = shape.step(&event) else {
            continue;
        };
        run.cursor.apply(step);
        match step {
            TreeStep::Enter { depth, child } => {
                last_entered = Some(b.enter(depth, child, run.steps(), Slot::Explored));
            }
            TreeStep::Prune { depth, child, cut } => {
                let slot = match cut {
                    Cut::Constraint => Slot::Pruned,
                    Cut::Bound => Slot::Bounded,
                };
                b.visit(depth, child, run.steps(), slot);
            }
            TreeStep::Solution => {
                if let Some(at) = last_entered {
                    b.out[at].solution = true;
                    let (depth, child) = (b.out[at].depth, b.out[at].child.unwrap_or(0));
                    let parent = b.open[depth - 1];
                    if let Some(s) = b.out[parent].slots.get_mut(child) {
                        *s = Slot::Solution;
                    }
                }
            }
            TreeStep::Leave { .. } | TreeStep::Done => {}
        }
    }
    let (mut out, open) = (b.out, b.open);
    mark_path(&mut out, &open, run.cursor());
    out
}

/// The children taken from the root to the node at place `at` of an outline, in order (empty
/// for the root): what a problem whose choices depend on the path needs to name a node.
pub fn outline_path(nodes: &[OutlineNode], at: usize) -> Vec<usize> {
    let mut path = Vec::new();
    let mut i = at;
    while let Some(child) = nodes.get(i).and_then(|n| n.child) {
        path.push(child);
        i = nodes[i].parent;
    }
    path.reverse();
    path
}

/// Lights the path to the last node in the outline, with its levels as the cursor has them,
/// and marks the current node. `open` holds the outline's places of the path's nodes.
pub(crate) fn mark_path<Sh: Shape>(out: &mut [OutlineNode], open: &[usize], cursor: &Cursor<Sh>) {
    let levels = cursor.levels();
    let cut_last = cursor.last().is_some_and(|l| l.kind != VisitKind::Entered);
    let on_path = levels.len() - usize::from(cut_last);
    for (depth, &at) in open.iter().enumerate().take(on_path + 1) {
        out[at].on_path = true;
        if let Some(level) = levels.get(depth) {
            out[at].slots.clone_from(&level.slots);
        }
    }
    let current = open.get(on_path).copied().unwrap_or(0);
    if cursor.last().is_none() {
        out[0].current = true;
    } else {
        out[current].current = true;
    }
}
