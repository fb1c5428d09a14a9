//! The state-space tree (解空间树) every search walks, in one vocabulary.
//!
//! Every problem's event maps onto a [`TreeStep`]: the search enters child `c` of the node it
//! stands on, or tries child `c` and cuts it (剪枝) by the constraint function (约束函数: the
//! child is infeasible) or the bound function (限界函数: its subtree cannot reach, or beat, the
//! best so far), leaves a node whose subtree is done, finds a solution (an optimisation
//! problem: a better incumbent), or ends. Depth 0 is the root; the children of a node at depth
//! `d - 1` are at depth `d`, numbered from 0 in the order the search tries them.
//!
//! Built once on it, for every problem: a [`Cursor`] that follows the steps (the path to the
//! last node with the status of every sibling at each level, the per-depth profile of nodes
//! entered and cut by each function, the share of the search space passed), [`Traced`] (a
//! solver with its cursor, saved and restored together so the tree rewinds with the
//! timeline), and the whole explored tree of a small search ([`outline`]).

pub mod cursor;
pub mod drawn;
pub mod levels;
pub mod outline;
pub mod traced;
pub mod walk;

pub use cursor::*;
pub use levels::*;
pub use outline::*;
pub use traced::*;

/// The drawn tree and its cursor replay the search from its start up to this many steps;
/// past it, the tree is drawn from the path alone (every sibling, no numbers) and has no
/// cursor.
pub const REPLAY_MAX: u64 = 20_000;

use crate::engine::{Landmarks, Solver, Watch};

/// Which function cut a child.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cut {
    /// The constraint function: the child cannot be part of a solution (a square
    /// attacked, a weight over the capacity).
    Constraint,
    /// The bound function: the child's subtree cannot reach the target, or beat the best so
    /// far.
    Bound,
}

/// One step of a search, as a walk of its state-space tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeStep {
    /// The search enters child `child` of the node it stands on (at depth `depth - 1`): it now
    /// stands on the child, at `depth`. Entering at a depth above the last node leaves the
    /// nodes below it (their subtrees are done).
    Enter {
        /// The child's depth (1 for a child of the root).
        depth: usize,
        /// Its number among its siblings, in the order tried.
        child: usize,
    },
    /// Child `child` of the node at depth `depth - 1` is tried and cut.
    Prune {
        /// The child's depth.
        depth: usize,
        /// Its number among its siblings.
        child: usize,
        /// The function that cut it.
        cut: Cut,
    },
    /// The search leaves the node at `depth` (its subtree is done) for its parent.
    Leave {
        /// The depth of the node left.
        depth: usize,
    },
    /// The node the search stands on is a solution (for an optimisation problem, a better
    /// incumbent).
    Solution,
    /// The search is over.
    Done,
}

/// The status of a child in the tree, as the tree panel marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    /// Not tried yet.
    Untried,
    /// Tried and cut by the constraint.
    Pruned,
    /// Tried and cut by the bound.
    Bounded,
    /// Tried, and its subtree searched to the end.
    Explored,
    /// On the path to the last node.
    Path,
    /// The last node visited, entered.
    Current,
    /// The last node visited, cut by the constraint.
    CurrentPruned,
    /// The last node visited, cut by the bound.
    CurrentBounded,
    /// A leaf that is a solution.
    Solution,
}

impl Slot {
    /// Whether the child was cut (by either function).
    pub fn is_cut(self) -> bool {
        matches!(
            self,
            Slot::Pruned | Slot::Bounded | Slot::CurrentPruned | Slot::CurrentBounded
        )
    }
}

/// How a problem's events walk its tree, and the tree's shape: a small value copied out of
/// the solver (the board size, the algorithm), so the step is computed from the event alone,
/// in the solver's own loop.
pub trait Shape: Copy + std::fmt::Debug + PartialEq {
    /// The problem's event.
    type Event;

    /// The tree step an event is, if any.
    fn step(&self, event: &Self::Event) -> Option<TreeStep>;

    /// Moves `cursor` by the step `event` is: what [`Shape::step`] says, which a problem may
    /// apply straight from its own match over its events (one dispatch a step, in the
    /// solver's own loop).
    #[inline(always)]
    fn follow(&self, event: &Self::Event, cursor: &mut Cursor<Self>) {
        if let Some(step) = self.step(event) {
            cursor.apply(step);
        }
    }

    /// How many children a node at depth `depth - 1` has (0: its nodes are leaves); the
    /// panel tells at most 64 apart.
    fn branching(&self, depth: usize) -> usize;

    /// The branching of every level, when it is the same at every depth down to the leaves
    /// (the share passed is then quicker to work out).
    fn uniform(&self) -> Option<usize> {
        None
    }

    /// The row of the per-depth profile a node at `depth` (at least 1) counts in (most trees:
    /// a row per depth, `depth - 1`; a problem may group depths, as a board row groups its
    /// cells).
    #[inline(always)]
    fn row(&self, depth: usize) -> usize {
        depth - 1
    }

    /// The profile's rows, known from the start (0: not known, a depth without a bound; the tree
    /// panel then draws no profile).
    fn rows(&self) -> usize;
}

/// A step solver whose events walk a state-space tree.
pub trait Search: Solver + Landmarks + Clone {
    /// Its tree's shape.
    type Shape: Shape<Event = Self::Event>;

    /// The shape of the tree it searches.
    fn shape(&self) -> Self::Shape;

    /// The bytes its state holds on the heap, for the history's budget (a checkpoint's
    /// share of memory); none by default.
    fn heap_bytes(&self) -> usize {
        0
    }

    /// Up to `max` steps in the solver's own loop ([`Solver::step_many`]) with `cursor`
    /// following each event, then `stop` seeing it. A problem whose shape is a constant of
    /// each of its algorithms may specialize this, so that each loop follows its own shape.
    #[inline]
    fn step_traced(
        &mut self,
        max: u64,
        cursor: &mut Cursor<Self::Shape>,
        stop: &mut impl Watch<Self::Event>,
    ) -> (u64, Option<Self::Event>) {
        let mut follow = Follow { cursor, stop };
        self.step_many(max, &mut follow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A profile of 20 rows, 7 of them reached, in 8, 5 and 30 rows of room.
    #[rstest::rstest]
    #[case(8, 8, 1)]
    #[case(5, 4, 2)]
    #[case(30, 20, 1)]
    fn a_profile_fits_its_room_and_keeps_its_counts(
        #[case] room: usize,
        #[case] fitted: usize,
        #[case] per: usize,
    ) {
        let profile: Vec<[u64; 2]> = (0..20)
            .map(|d| if d < 7 { [d + 1, d / 2] } else { [0, 0] })
            .collect();
        let table: Vec<LevelCount> = (0..20)
            .map(|d| LevelCount {
                full: 2f64.powi(d + 1),
                visited: 0,
                cut: 0,
                spared: f64::from(d),
            })
            .collect();
        let rows = fit_profile(&profile, Some(&table), room);
        assert_eq!(rows.len(), fitted);
        assert!(rows.iter().all(|r| r.rows.1 - r.rows.0 < per));
        // Contiguous from row 0, and the counts of the rows kept add up.
        assert_eq!(rows[0].rows.0, 0);
        assert!(rows.windows(2).all(|w| w[1].rows.0 == w[0].rows.1 + 1));
        let kept = rows.last().map_or(0, |r| r.rows.1 + 1);
        let visited: u64 = rows.iter().map(|r| r.counts[0]).sum();
        assert_eq!(visited, profile[..kept].iter().map(|r| r[0]).sum::<u64>());
        let full: f64 = rows.iter().filter_map(|r| r.level).map(|l| l.full).sum();
        assert!((full - table[..kept].iter().map(|l| l.full).sum::<f64>()).abs() < 1e-9);
        // Every row reached is kept.
        assert!(kept >= 7);
    }
    use proptest::prelude::*;

    /// A test search: every binary string of length `depth`, the child `1` cut by the
    /// constraint where `cut(prefix)` says so, `0` cut by the bound where `bound` does; a
    /// full string is a solution. Events are tree steps themselves.
    #[derive(Debug, Clone)]
    struct Strings {
        depth: usize,
        /// Cut the `1` after a prefix with this many ones already (a capacity).
        capacity: usize,
        /// Cut the `0` at this depth (a bound).
        bound_at: Option<usize>,
        /// The children taken, and how many tried at each level.
        stack: Vec<(usize, usize)>,
        steps: u64,
        done: bool,
        solutions: u64,
    }

    impl Strings {
        fn new(depth: usize, capacity: usize, bound_at: Option<usize>) -> Strings {
            Strings {
                depth,
                capacity,
                bound_at,
                stack: vec![(0, 0)],
                steps: 0,
                done: false,
                solutions: 0,
            }
        }

        fn ones(&self) -> usize {
            self.stack[1..].iter().filter(|&&(c, _)| c == 1).count()
        }
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    struct Ev(TreeStep);

    impl Solver for Strings {
        type Event = Ev;

        fn step(&mut self) -> Option<Ev> {
            if self.done {
                return None;
            }
            self.steps += 1;
            let level = self.stack.len();
            let (_, tried) = *self.stack.last().unwrap();
            if level - 1 == self.depth && tried == 0 {
                // A full string: a solution, then back up.
                self.stack.last_mut().unwrap().1 = 2;
                self.solutions += 1;
                return Some(Ev(TreeStep::Solution));
            }
            if tried >= 2 || level - 1 == self.depth {
                self.stack.pop();
                if self.stack.is_empty() {
                    self.done = true;
                    return Some(Ev(TreeStep::Done));
                }
                return Some(Ev(TreeStep::Leave { depth: level - 1 }));
            }
            let child = tried;
            self.stack.last_mut().unwrap().1 += 1;
            let cut = if child == 1 && self.ones() >= self.capacity {
                Some(Cut::Constraint)
            } else if child == 0 && self.bound_at == Some(level) {
                Some(Cut::Bound)
            } else {
                None
            };
            if let Some(cut) = cut {
                Some(Ev(TreeStep::Prune {
                    depth: level,
                    child,
                    cut,
                }))
            } else {
                self.stack.push((child, 0));
                Some(Ev(TreeStep::Enter {
                    depth: level,
                    child,
                }))
            }
        }

        fn steps(&self) -> u64 {
            self.steps
        }

        fn is_done(&self) -> bool {
            self.done
        }
    }

    impl Landmarks for Strings {
        type Reader = crate::engine::NoLandmarks;

        fn reader(&self) -> crate::engine::NoLandmarks {
            crate::engine::NoLandmarks
        }
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Binary(usize);

    impl Shape for Binary {
        type Event = Ev;

        fn step(&self, event: &Ev) -> Option<TreeStep> {
            Some(event.0)
        }

        fn branching(&self, depth: usize) -> usize {
            if depth <= self.0 { 2 } else { 0 }
        }

        fn rows(&self) -> usize {
            self.0
        }
    }

    impl Search for Strings {
        type Shape = Binary;

        fn shape(&self) -> Binary {
            Binary(self.depth)
        }
    }

    fn traced(depth: usize, capacity: usize, bound_at: Option<usize>) -> Traced<Strings> {
        Traced::new(Strings::new(depth, capacity, bound_at))
    }

    proptest! {
        /// At the end of a search every node of the full tree is visited, cut, or spared by a
        /// cut above it; part way, never more than the full tree.
        #[test]
        fn the_level_table_adds_up_to_the_full_tree(depth in 1usize..8, capacity in 0usize..5, bound in proptest::option::of(1usize..8), upto in 0u64..600) {
            let mut t = traced(depth, capacity, bound);
            while t.steps() < upto && t.step().is_some() {}
            let profile = t.cursor().profile();
            // The visited column sums to the panel title's nodes (the root aside), the cut
            // column to its pruned: the two are apart (issue 46: visited counted the cut too).
            let (constraint, bound) = t.cursor().cut();
            prop_assert_eq!(profile.iter().map(|r| r[0]).sum::<u64>(), t.cursor().visited() - constraint - bound);
            prop_assert_eq!(profile.iter().map(|r| r[1]).sum::<u64>(), constraint + bound);
            let table = level_table(t.cursor().shape(), &profile).unwrap();
            prop_assert_eq!(table.len(), depth);
            for (k, level) in table.iter().enumerate() {
                prop_assert_eq!(level.full as u64, 1u64 << (k + 1));
                prop_assert!((level.visited + level.cut) as f64 + level.spared <= level.full);
                if t.is_done() {
                    prop_assert_eq!(level.visited + level.cut + level.spared as u64, level.full as u64, "depth {}", k + 1);
                }
            }
        }
    }

    /// The outline of the binary strings of length 3 with at most one `1`, by step `upto`.
    pub(super) fn strings_outline(upto: u64) -> Vec<OutlineNode> {
        outline(&traced(3, 1, None), upto)
    }

    /// Of the 2^depth strings, those before `path` (with `inclusive`, below it too): the share
    /// the cursor reports, by brute force.
    fn brute_share(depth: usize, path: &[usize], inclusive: bool) -> f64 {
        let total = 1usize << depth;
        let count = (0..total)
            .filter(|code| {
                let bits: Vec<usize> = (0..path.len())
                    .map(|i| (code >> (depth - 1 - i)) & 1)
                    .collect();
                bits[..] < path[..] || (inclusive && bits == path)
            })
            .count();
        count as f64 / total as f64
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// At every step: the profile counts what the steps say, each level's slots agree with
        /// the cuts made under the current path, the share is the brute-force share and never
        /// goes back.
        #[test]
        fn the_cursor_follows_the_steps(
            depth in 1usize..=7, capacity in 0usize..=7, bound_at in prop::option::of(1usize..=7)
        ) {
            let mut t = traced(depth, capacity, bound_at);
            let (mut entered, mut constraint, mut bound) = (0u64, 0u64, 0u64);
            let mut last_share = 0.0;
            while let Some(Ev(step)) = t.step() {
                match step {
                    TreeStep::Enter { .. } => entered += 1,
                    TreeStep::Prune { cut: Cut::Constraint, .. } => constraint += 1,
                    TreeStep::Prune { cut: Cut::Bound, .. } => bound += 1,
                    _ => {}
                }
                let c = t.cursor();
                prop_assert_eq!(c.visited(), entered + constraint + bound);
                prop_assert_eq!(c.cut(), (constraint, bound));
                let levels = c.levels();
                let path: Vec<usize> = levels.iter().map(|l| l.chosen).collect();
                for l in &levels {
                    prop_assert_eq!(l.slots.len(), 2);
                    let current = l.slots.iter().filter(|s| matches!(
                        s, Slot::Current | Slot::CurrentPruned | Slot::CurrentBounded | Slot::Solution
                    )).count();
                    prop_assert_eq!(current, usize::from(l.depth == levels.len()));
                    // A `0` before a `1` was cut by the bound, or explored.
                    if l.chosen == 1 {
                        let expect = if bound_at == Some(l.depth) { Slot::Bounded } else { Slot::Explored };
                        prop_assert_eq!(l.slots[0], expect);
                    }
                }
                if let Some(last) = c.last() {
                    let inclusive = last.kind != VisitKind::Entered || c.solution();
                    let want = brute_share(depth, &path, inclusive);
                    prop_assert!((c.share() - want).abs() < 1e-12, "{} against {}", c.share(), want);
                    prop_assert!(c.share() >= last_share - 1e-12);
                    last_share = c.share();
                }
            }
            prop_assert!((last_share - 1.0).abs() < 1e-12, "all passed at the end");
        }

        /// The outline at any step lists each node entered once, in order, numbered in
        /// visiting order; its slots count the cuts; exactly one node is current.
        #[test]
        fn the_outline_is_the_tree_explored(
            depth in 1usize..=6, capacity in 0usize..=6, bound_at in prop::option::of(1usize..=6),
            upto in 0u64..400,
        ) {
            let start = traced(depth, capacity, bound_at);
            let mut run = start.clone();
            while run.steps() < upto && run.step().is_some() {}
            let nodes = outline(&start, upto);
            let c = run.cursor();
            let entered: u64 = c.counts().iter().map(|r| r[0]).sum();
            prop_assert_eq!(nodes.len() as u64, entered + 1);
            let cut: usize = nodes.iter().map(|n| n.slots.iter().filter(|s| s.is_cut()).count()).sum();
            let (a, b) = c.cut();
            prop_assert_eq!(cut as u64, a + b);
            prop_assert!(nodes.windows(2).all(|w| w[0].number < w[1].number));
            prop_assert!(nodes.last().unwrap().number <= c.visited());
            prop_assert_eq!(nodes.iter().filter(|n| n.current).count(), 1);
            let path: Vec<usize> = nodes.iter().filter(|n| n.on_path).filter_map(|n| n.child).collect();
            let cursor_path: Vec<usize> = c.path().collect();
            prop_assert_eq!(&path, &cursor_path);
            // Each node's path from the root is as deep as the node and ends in its child;
            // the deepest node on the path has the cursor's path.
            for (i, n) in nodes.iter().enumerate() {
                let p = outline_path(&nodes, i);
                prop_assert_eq!(p.len(), n.depth);
                prop_assert_eq!(p.last().copied(), n.child);
            }
            if let Some(at) = nodes.iter().rposition(|n| n.on_path) {
                prop_assert_eq!(outline_path(&nodes, at), path);
            }
        }

        /// Rewinding through checkpoints restores the cursor exactly.
        #[test]
        fn the_cursor_rewinds_with_the_solver(
            depth in 1usize..=8, capacity in 0usize..=8, at in 0u64..600, back in 0u64..300
        ) {
            let mut t = crate::timeline::Timeline::new(traced(depth, capacity, None), 4);
            let at = t.seek(at);
            let here = t.solver().cursor().clone();
            let back = back.min(at);
            t.seek(at - back);
            t.seek(at);
            prop_assert_eq!(t.solver().cursor(), &here);
        }
    }

    #[test]
    fn a_start_stands_on_its_last_node_uncounted() {
        let mut c = Cursor::new(Binary(4));
        c.start_at(&[(1, 0b01), (0, 0)]);
        assert_eq!(c.path().collect::<Vec<_>>(), [1, 0]);
        assert_eq!(c.visited(), 0);
        let levels = c.levels();
        assert_eq!(levels[0].slots, [Slot::Pruned, Slot::Path]);
        assert_eq!(levels[1].slots, [Slot::Current, Slot::Untried]);
    }
}
