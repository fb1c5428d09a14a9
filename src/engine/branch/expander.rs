//! Branch and bound one expansion a step, for the visualizer: a [`Solver`] whose step expands
//! the next live node (or finds it dead), keeping the tree of every node generated or cut so
//! far with its state (扩展结点, 活结点, 死结点) and its number in the order of expansion, so
//! that the shell's history, jumps and stops play it as they play a search.

use crate::engine::backtrack::Hooks;
use crate::engine::branch::{BranchAndBound, Expansion, Fate, Live, Strategy, Tally};
use crate::engine::tree::Cut;
use crate::engine::tree::drawn::{Drawn, Kind, Node};
use crate::engine::tree::outline::Visited;
use crate::engine::{Landmark, Landmarks, Reader, Rewind, Solver};

/// What a node of the tree is now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Generated, waiting in the live-node table (活结点).
    Live,
    /// Expanded (its number in the order of expansion, from 1): its children generated.
    Expanded(u64),
    /// Generated, and dead when its turn came: its bound no longer passed.
    Died,
    /// Cut when its parent was expanded, by this function: never generated.
    Cut(Cut),
    /// Generated with no children of its own: dead at once, a solution or not.
    Leaf {
        /// Whether it is a solution.
        solution: bool,
    },
}

/// A node of the tree so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TreeNode {
    /// Its parent's index (the root's is its own, 0).
    pub parent: u32,
    /// Its number among its parent's children.
    pub child: u32,
    /// Its depth (the root's 0).
    pub depth: u32,
    /// Its state.
    pub state: State,
}

/// One step: a node expanded, or a node dead at its turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The node, by its index in the tree.
    pub node: u32,
    /// Its depth.
    pub depth: u32,
    /// Its number in the order of expansion (0: it died instead).
    pub number: u64,
    /// Children generated.
    pub generated: u32,
    /// Children cut.
    pub cut: u32,
    /// Solutions (improvements of the best) among its children.
    pub found: u32,
    /// The solutions counted so far, with these.
    pub solutions: u64,
}

/// Branch and bound stepped one expansion at a time, with its tree.
#[derive(Debug, Clone)]
pub struct Expander<H: Hooks> {
    search: BranchAndBound<H>,
    /// Every node generated or cut, in the order they came.
    tree: Vec<TreeNode>,
    /// Each generated node's index in the tree, by its number in the order of generation.
    by_number: Vec<u32>,
    /// The node of the last step.
    current: u32,
    steps: u64,
}

impl<H: Hooks> Expander<H> {
    /// The search of `hooks`' tree under `prune` by `strategy`, at its start: the root live.
    pub fn new(
        hooks: H,
        prune: crate::engine::backtrack::Prune,
        strategy: Strategy,
    ) -> Expander<H> {
        let search = BranchAndBound::new(hooks, prune, strategy).measured();
        let state = if search.is_done() {
            State::Leaf {
                solution: search.tally().solutions > 0,
            }
        } else {
            State::Live
        };
        Expander {
            search,
            tree: vec![TreeNode {
                parent: 0,
                child: 0,
                depth: 0,
                state,
            }],
            by_number: vec![0],
            current: 0,
            steps: 0,
        }
    }

    /// The search.
    pub fn search(&self) -> &BranchAndBound<H> {
        &self.search
    }

    /// Its strategy.
    pub fn strategy(&self) -> Strategy {
        self.search.strategy()
    }

    /// What it has counted.
    pub fn tally(&self) -> Tally {
        self.search.tally()
    }

    /// The tree so far, its nodes in the order they came (the root first).
    pub fn tree(&self) -> &[TreeNode] {
        &self.tree
    }

    /// The node of the last step (the root before the first).
    pub fn current(&self) -> u32 {
        self.current
    }

    /// The tree index of a live node.
    pub fn index_of(&self, live: &Live) -> Option<u32> {
        usize::try_from(live.generated)
            .ok()
            .and_then(|g| self.by_number.get(g))
            .copied()
    }

    /// The children taken from the root to node `at`.
    pub fn path(&self, at: u32) -> Vec<usize> {
        let mut path = Vec::new();
        let mut i = at as usize;
        while i != 0 {
            let node = self.tree[i];
            path.push(node.child as usize);
            i = node.parent as usize;
        }
        path.reverse();
        path
    }

    /// The tree so far as the tree panel draws it: each expanded node numbered in the order
    /// of expansion, the last step's node current and the path to it lit, live nodes marked
    /// live, cut children and nodes dead at their turn as cuts.
    pub fn drawn(&self) -> Drawn {
        let mut on_path = vec![false; self.tree.len()];
        let mut i = self.current as usize;
        loop {
            on_path[i] = true;
            if i == 0 {
                break;
            }
            i = self.tree[i].parent as usize;
        }
        let nodes = self
            .tree
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let kind = match n.state {
                    State::Cut(which) => Kind::Cut(which),
                    State::Died => Kind::Cut(Cut::Bound),
                    _ => Kind::Entered,
                };
                let visit = match n.state {
                    State::Expanded(number) => Some(Visited {
                        number,
                        step: number,
                    }),
                    _ => None,
                };
                Node {
                    kind,
                    depth: n.depth as usize,
                    parent: (i > 0).then_some(n.parent as usize),
                    child: (i > 0).then_some(n.child as usize),
                    visit,
                    on_path: on_path[i],
                    current: i == self.current as usize && self.steps > 0,
                    solution: matches!(n.state, State::Leaf { solution: true }),
                    live: n.state == State::Live,
                    ..Node::EMPTY
                }
            })
            .collect();
        Drawn::from_parents(nodes)
    }

    fn add(&mut self, parent: u32, child: usize, state: State) -> u32 {
        let depth = self.tree[parent as usize].depth + 1;
        self.tree.push(TreeNode {
            parent,
            child: child as u32,
            depth,
            state,
        });
        (self.tree.len() - 1) as u32
    }
}

impl<H: Hooks> Solver for Expander<H> {
    type Event = Step;

    fn step(&mut self) -> Option<Step> {
        let before = self.search.tally().solutions;
        let expansion = self.search.expand()?;
        self.steps += 1;
        let step = match expansion {
            Expansion::Died(path, number) => {
                let node = self.by_number[number as usize];
                self.tree[node as usize].state = State::Died;
                Step {
                    node,
                    depth: path.len() as u32,
                    number: 0,
                    generated: 0,
                    cut: 0,
                    found: 0,
                    solutions: before,
                }
            }
            Expansion::Expanded {
                path,
                node: number_of,
                number,
                generated,
                cut,
                found,
                children,
            } => {
                let node = self.by_number[number_of as usize];
                self.tree[node as usize].state = State::Expanded(number);
                for (child, fate) in children.into_iter().enumerate() {
                    match fate {
                        Fate::Cut(which) => {
                            self.add(node, child, State::Cut(which));
                        }
                        Fate::Live(g) | Fate::Leaf(g, _) => {
                            let state = match fate {
                                Fate::Leaf(_, solution) => State::Leaf { solution },
                                _ => State::Live,
                            };
                            let at = self.add(node, child, state);
                            let g = g as usize;
                            if self.by_number.len() <= g {
                                self.by_number.resize(g + 1, 0);
                            }
                            self.by_number[g] = at;
                        }
                    }
                }
                Step {
                    node,
                    depth: path.len() as u32,
                    number,
                    generated,
                    cut,
                    found: found.len() as u32,
                    solutions: self.search.tally().solutions,
                }
            }
        };
        self.current = step.node;
        Some(step)
    }

    fn steps(&self) -> u64 {
        self.steps
    }

    fn is_done(&self) -> bool {
        self.search.is_done()
    }
}

impl<H: Hooks> Rewind for Expander<H> {
    type Checkpoint = Expander<H>;

    fn checkpoint(&self) -> Expander<H> {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Expander<H>) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(e: &Expander<H>) -> usize {
        let live = e.search.live_count();
        let depth = e.tree.iter().map(|n| n.depth as usize).max().unwrap_or(0);
        std::mem::size_of::<Expander<H>>()
            + e.tree.capacity() * std::mem::size_of::<TreeNode>()
            + e.by_number.capacity() * 4
            + live
                * (std::mem::size_of::<Live>()
                    + depth * 4
                    + 4 * std::mem::size_of::<(&str, crate::engine::backtrack::Rank)>()
                    + 32)
            + e.search.hooks().heap_bytes()
    }
}

/// Reads the expansions' landmarks: a solution where one was found, an expansion as a node
/// entered at its depth, a death as a node left.
#[derive(Debug, Clone, Copy)]
pub struct Expansions;

impl Reader<Step> for Expansions {
    fn landmark(self, step: &Step) -> Option<Landmark> {
        let level = step.depth as usize;
        Some(match step {
            s if s.found > 0 => Landmark::Solution { index: s.solutions },
            s if s.number == 0 => Landmark::Backtrack {
                level: level.saturating_sub(1),
            },
            _ => Landmark::Place { level },
        })
    }

    fn is_solution(self, step: &Step) -> bool {
        step.found > 0
    }
}

impl<H: Hooks> Landmarks for Expander<H> {
    type Reader = Expansions;

    fn reader(&self) -> Expansions {
        Expansions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::backtrack::Prune;
    use crate::engine::backtrack::tests::sums;

    /// Stepped to its end, the expander's tree holds every node the search generated or cut,
    /// each expanded node numbered 1, 2, ... in order, none left live; its tally is the
    /// search's run whole.
    #[test]
    fn the_tree_records_every_node_and_its_state() {
        for strategy in Strategy::ALL {
            let mut e = Expander::new(sums(&[3, 5, 6, 7], 15), Prune::Both, strategy);
            let mut numbers = Vec::new();
            while let Some(step) = e.step() {
                if step.number > 0 {
                    numbers.push(step.number);
                    assert_eq!(
                        e.tree()[step.node as usize].state,
                        State::Expanded(step.number)
                    );
                }
            }
            assert_eq!(numbers, (1..=numbers.len() as u64).collect::<Vec<_>>());
            let mut whole = BranchAndBound::new(sums(&[3, 5, 6, 7], 15), Prune::Both, strategy);
            whole.run();
            assert_eq!(e.tally(), whole.tally());
            let t = e.tally();
            assert_eq!(
                e.tree().len() as u64,
                1 + t.generated + t.by_constraint + t.by_bound - t.died_waiting
            );
            assert!(e.tree().iter().all(|n| n.state != State::Live));
            // Each node's path leads to it: its parent one level up.
            for (i, n) in e.tree().iter().enumerate().skip(1) {
                assert_eq!(e.path(i as u32).len(), n.depth as usize);
            }
        }
    }

    /// Rewound to a checkpoint and stepped again, the expander repeats itself.
    #[test]
    fn a_checkpoint_replays_the_same_steps() {
        let mut e = Expander::new(
            sums(&[5, 10, 12, 13, 15, 18], 30),
            Prune::Both,
            Strategy::Fifo,
        );
        e.step();
        let saved = e.checkpoint();
        let first: Vec<Step> = std::iter::from_fn(|| e.step()).collect();
        e.restore(&saved);
        let again: Vec<Step> = std::iter::from_fn(|| e.step()).collect();
        assert_eq!(first, again);
        assert!(first.iter().any(|s| s.found > 0));
    }
}
