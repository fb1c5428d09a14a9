//! Branch and bound (分支限界法) on the same trees and the same hooks as backtracking: the
//! order in which live nodes (活结点) are expanded is all that changes. Depth first with a
//! stack is backtracking; [`Strategy::Fifo`] keeps the live nodes in a queue (队列式分支限界);
//! [`Strategy::Lc`] in a priority queue ordered by the problem's [`Hooks::rank`] (优先队列式:
//! least cost first), ties taken in the order the nodes were generated.
//!
//! A live node is its path from the root. The one copy of the hooks walks from the node
//! expanded last to the next (taking moves back to where the paths part, making the rest), so
//! the best so far that `solution` records stays for every later judgement; `solution` is
//! asked on entering a node, as the search asks it (a problem may work out a node's children
//! there), and heard only the first time. An expanded node's children are judged
//! as the search judges them ([`cuts`]); a node whose bound no longer passes when its turn
//! comes (the best has improved since it was generated) dies without being expanded.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use serde::Serialize;

/// Branch and bound one expansion a step, with its tree, for the visualizer.
pub mod expander;

use crate::engine::backtrack::{Hooks, Measures, Prune, Rank, cuts};
use crate::engine::tree::Cut;

/// The order in which live nodes are expanded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Strategy {
    /// Depth first, a stack: backtracking (回溯法).
    #[default]
    Backtrack,
    /// Breadth first, a queue (队列式分支限界法).
    Fifo,
    /// Least cost first, a priority queue by [`Hooks::rank`] (优先队列式分支限界法).
    Lc,
}

impl Strategy {
    /// Every strategy, in the order a key cycles them.
    pub const ALL: [Strategy; 3] = [Strategy::Backtrack, Strategy::Fifo, Strategy::Lc];

    /// The name `--strategy` takes.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::Backtrack => "backtrack",
            Strategy::Fifo => "fifo",
            Strategy::Lc => "lc",
        }
    }

    /// The strategy `--strategy` names.
    pub fn parse(name: &str) -> Option<Strategy> {
        Strategy::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// A node waiting to be expanded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Live {
    /// Its path: the child taken at each level from the root.
    pub path: Vec<u32>,
    /// Its number in the order nodes were generated (the root 0).
    pub generated: u64,
    /// Its rank, where the strategy orders by one.
    pub rank: Option<Rank>,
    /// The numbers its bound is made of ([`Hooks::measures`]), where the search keeps them
    /// ([`BranchAndBound::measured`]; the live-node table shows them).
    pub measures: Measures,
}

/// A live node in the priority queue: by rank, then by when it was generated.
#[derive(Debug, Clone)]
struct Ranked(Rank, Live);

impl PartialEq for Ranked {
    fn eq(&self, other: &Ranked) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}

impl Eq for Ranked {}

impl PartialOrd for Ranked {
    fn partial_cmp(&self, other: &Ranked) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ranked {
    fn cmp(&self, other: &Ranked) -> std::cmp::Ordering {
        (self.0, self.1.generated).cmp(&(other.0, other.1.generated))
    }
}

/// What a branch-and-bound search counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tally {
    /// Nodes expanded (E-nodes, 扩展结点), the root first.
    pub expanded: u64,
    /// Nodes generated (children that passed both functions), the root aside.
    pub generated: u64,
    /// Children cut by the constraint.
    pub by_constraint: u64,
    /// Children cut by the bound, when generated or when their turn came.
    pub by_bound: u64,
    /// Live nodes that died when their turn came (their bound no longer passed).
    pub died_waiting: u64,
    /// The most live nodes at once.
    pub max_live: u64,
    /// Solutions (for an optimisation: improvements of the best).
    pub solutions: u64,
    /// The expansion during which the last solution was found.
    pub last_found_at: u64,
}

/// The live-node table: a queue, a priority queue or (for comparison) a stack.
#[derive(Debug, Clone)]
enum Table {
    Stack(Vec<Live>),
    Queue(VecDeque<Live>),
    Heap(BinaryHeap<Reverse<Ranked>>),
}

impl Table {
    fn len(&self) -> usize {
        match self {
            Table::Stack(s) => s.len(),
            Table::Queue(q) => q.len(),
            Table::Heap(h) => h.len(),
        }
    }

    fn push(&mut self, node: Live) {
        match self {
            Table::Stack(s) => s.push(node),
            Table::Queue(q) => q.push_back(node),
            Table::Heap(h) => h.push(Reverse(Ranked(node.rank.unwrap_or(Rank::whole(0)), node))),
        }
    }

    fn pop(&mut self) -> Option<Live> {
        match self {
            Table::Stack(s) => s.pop(),
            Table::Queue(q) => q.pop_front(),
            Table::Heap(h) => h.pop().map(|Reverse(Ranked(_, live))| live),
        }
    }

    /// Every live node, in no particular order, without copying one.
    fn each(&self) -> Vec<&Live> {
        match self {
            Table::Stack(s) => s.iter().collect(),
            Table::Queue(q) => q.iter().collect(),
            Table::Heap(h) => h.iter().map(|Reverse(r)| &r.1).collect(),
        }
    }

    /// The first `most` live nodes, the next to be expanded first.
    fn listed(&self, most: usize) -> Vec<Live> {
        match self {
            Table::Stack(s) => s.iter().rev().take(most).cloned().collect(),
            Table::Queue(q) => q.iter().take(most).cloned().collect(),
            Table::Heap(h) => {
                let mut all: Vec<&Ranked> = h.iter().map(|Reverse(e)| e).collect();
                if all.len() > most && most > 0 {
                    all.select_nth_unstable(most - 1);
                }
                all.truncate(most);
                all.sort();
                all.into_iter().map(|r| r.1.clone()).collect()
            }
        }
    }
}

/// What became of a child of an expanded node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// Cut by this function.
    Cut(Cut),
    /// Generated and live: its number in generation order.
    Live(u64),
    /// Generated, with no children of its own (a leaf): its number, and whether it was a
    /// solution.
    Leaf(u64, bool),
}

/// What one expansion did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expansion<S> {
    /// The node at this path was expanded (its number, from 1): its children generated (live
    /// or leaves), cut, and the solutions found among them.
    Expanded {
        /// Its path.
        path: Vec<u32>,
        /// Its number in the order of generation (the root 0).
        node: u64,
        /// Its number in the order of expansion, from 1.
        number: u64,
        /// Children generated.
        generated: u32,
        /// Children cut.
        cut: u32,
        /// Solutions found among its children.
        found: Vec<S>,
        /// What became of each child, in order.
        children: Vec<Fate>,
    },
    /// The node at this path (its number in the order of generation) died when its turn
    /// came: its bound no longer passed.
    Died(Vec<u32>, u64),
}

/// A branch-and-bound search of `H`'s tree.
#[derive(Debug, Clone)]
pub struct BranchAndBound<H: Hooks> {
    hooks: H,
    /// Whether each live node keeps the numbers its bound is made of.
    measured: bool,
    prune: Prune,
    strategy: Strategy,
    table: Table,
    /// Where the hooks stand: the path made.
    here: Vec<u32>,
    tally: Tally,
    /// The best (or the last) solution found.
    best: Option<H::Solution>,
}

impl<H: Hooks> BranchAndBound<H> {
    /// The search at its start: the root live, `solution` asked of it.
    pub fn new(mut hooks: H, prune: Prune, strategy: Strategy) -> BranchAndBound<H> {
        let mut table = match strategy {
            Strategy::Backtrack => Table::Stack(Vec::new()),
            Strategy::Fifo => Table::Queue(VecDeque::new()),
            Strategy::Lc => Table::Heap(BinaryHeap::new()),
        };
        let mut tally = Tally::default();
        let best = hooks.solution(0, 1);
        if best.is_some() {
            tally.solutions = 1;
        }
        if hooks.candidates(0) > 0 {
            let rank = (strategy == Strategy::Lc).then(|| hooks.rank(0)).flatten();
            table.push(Live {
                path: Vec::new(),
                generated: 0,
                rank,
                measures: Measures::new(),
            });
            tally.max_live = 1;
        }
        BranchAndBound {
            hooks,
            measured: false,
            prune,
            strategy,
            table,
            here: Vec::new(),
            tally,
            best,
        }
    }

    /// The search keeping each live node's measures ([`Hooks::measures`]) for the live-node
    /// table (the root's measured now).
    #[must_use]
    pub fn measured(mut self) -> BranchAndBound<H> {
        self.measured = true;
        // At the start only the root waits.
        if let Some(mut root) = self.table.pop() {
            root.measures = self.hooks.measures(0);
            self.table.push(root);
        }
        self
    }

    /// Its prune setting.
    pub fn prune(&self) -> Prune {
        self.prune
    }

    /// Its strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// What it has counted.
    pub fn tally(&self) -> Tally {
        self.tally
    }

    /// The best (or, without a best, the last) solution found.
    pub fn best(&self) -> Option<H::Solution> {
        self.best
    }

    /// The live nodes, the next to be expanded first.
    pub fn live(&self) -> Vec<Live> {
        self.table.listed(usize::MAX)
    }

    /// Every live node, in no particular order, without copying one (the screen draws the
    /// table from these every frame).
    pub fn live_refs(&self) -> Vec<&Live> {
        self.table.each()
    }

    /// The first `most` live nodes, the next to be expanded first.
    pub fn first_live(&self, most: usize) -> Vec<Live> {
        self.table.listed(most)
    }

    /// How many live nodes wait.
    pub fn live_count(&self) -> usize {
        self.table.len()
    }

    /// Whether no live node is left: the search is over (for an optimisation, the best is
    /// proved optimal).
    pub fn is_done(&self) -> bool {
        self.table.len() == 0
    }

    /// The hooks, standing on the node expanded last.
    pub fn hooks(&self) -> &H {
        &self.hooks
    }

    /// Walks the hooks from where they stand to `path`: moves taken back to where the two
    /// paths part, the rest made, `solution` asked on entering each (its answer was heard when
    /// the node was generated: not again).
    fn walk_to(&mut self, path: &[u32]) {
        let common = self
            .here
            .iter()
            .zip(path)
            .take_while(|(a, b)| a == b)
            .count();
        while self.here.len() > common {
            let child = self.here.pop().unwrap_or_default();
            self.hooks.unmake_move(self.here.len(), child as usize);
        }
        for &child in &path[common..] {
            self.hooks.make_move(self.here.len(), child as usize);
            self.here.push(child);
            let _ = self
                .hooks
                .solution(self.here.len(), self.tally.solutions + 1);
        }
    }

    /// Expands the next live node, or `None` when none is left.
    pub fn expand(&mut self) -> Option<Expansion<H::Solution>> {
        let node = self.table.pop()?;
        let depth = node.path.len();
        // Its turn: does the bound that let it live still let it?
        if depth > 0 && self.prune.bound() {
            self.walk_to(&node.path[..depth - 1]);
            let child = node.path[depth - 1] as usize;
            if self.hooks.bound(depth - 1, child).is_some() {
                self.tally.died_waiting += 1;
                self.tally.by_bound += 1;
                return Some(Expansion::Died(node.path, node.generated));
            }
        }
        self.walk_to(&node.path);
        self.tally.expanded += 1;
        let number = self.tally.expanded;
        let (mut generated, mut cut) = (0, 0);
        let mut found = Vec::new();
        let mut children = Vec::new();
        let mut fates = Vec::new();
        for child in 0..self.hooks.candidates(depth) {
            if let Some((which, _)) = cuts(&self.hooks, self.prune, depth, child) {
                match which {
                    Cut::Constraint => self.tally.by_constraint += 1,
                    Cut::Bound => self.tally.by_bound += 1,
                }
                cut += 1;
                fates.push(Fate::Cut(which));
                continue;
            }
            self.hooks.make_move(depth, child);
            self.tally.generated += 1;
            generated += 1;
            let solution = self.hooks.solution(depth + 1, self.tally.solutions + 1);
            if let Some(s) = solution {
                self.tally.solutions += 1;
                self.tally.last_found_at = number;
                self.best = Some(s);
                found.push(s);
            }
            if self.hooks.candidates(depth + 1) > 0 {
                let rank = (self.strategy == Strategy::Lc)
                    .then(|| self.hooks.rank(depth + 1))
                    .flatten();
                let mut path = node.path.clone();
                path.push(child as u32);
                let measures = if self.measured {
                    self.hooks.measures(depth + 1)
                } else {
                    Measures::new()
                };
                children.push(Live {
                    path,
                    generated: self.tally.generated,
                    rank,
                    measures,
                });
                fates.push(Fate::Live(self.tally.generated));
            } else {
                fates.push(Fate::Leaf(self.tally.generated, solution.is_some()));
            }
            self.hooks.unmake_move(depth, child);
        }
        // A stack takes the first child first, as backtracking does.
        if matches!(self.table, Table::Stack(_)) {
            children.reverse();
        }
        for live in children {
            self.table.push(live);
        }
        self.tally.max_live = self.tally.max_live.max(self.table.len() as u64);
        Some(Expansion::Expanded {
            path: node.path,
            node: node.generated,
            number,
            generated,
            cut,
            found,
            children: fates,
        })
    }

    /// Expands until no live node is left; the expansions in order.
    pub fn run(&mut self) -> Vec<Expansion<H::Solution>> {
        std::iter::from_fn(|| self.expand()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::backtrack::tests::{Sums, sums};

    #[test]
    fn ranks_order_as_fractions() {
        let third = Rank { num: 1, den: 3 };
        let half = Rank { num: 1, den: 2 };
        assert!(third < half);
        assert_eq!(Rank { num: 2, den: 4 }, half);
        assert!(Rank { num: -205, den: 3 } < Rank::whole(-50));
        assert_eq!(Strategy::parse("lc"), Some(Strategy::Lc));
        assert_eq!(Strategy::parse("best"), None);
    }

    /// Every strategy visits the same set of solutions of the sums (not an optimisation:
    /// the bound does not depend on the order), and each expands every node backtracking
    /// enters that has children.
    #[test]
    fn every_strategy_finds_the_same_subsets() {
        for (w, m) in [
            (vec![3u64, 5, 6, 7], 15u64),
            (vec![5, 10, 12, 13, 15, 18], 30),
        ] {
            let mut counts = Vec::new();
            for strategy in Strategy::ALL {
                let mut s = BranchAndBound::new(sums(&w, m), Prune::Both, strategy);
                s.run();
                counts.push((s.tally().solutions, s.tally().expanded, s.tally().generated));
            }
            assert!(counts.windows(2).all(|c| c[0] == c[1]), "{counts:?}");
            let _: &Sums = BranchAndBound::new(sums(&w, m), Prune::Both, Strategy::Fifo).hooks();
        }
    }
}
