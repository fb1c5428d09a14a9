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

use std::ops::Deref;

pub mod drawn;
pub mod walk;

/// The drawn tree and its cursor replay the search from its start up to this many steps;
/// past it, the tree is drawn from the path alone (every sibling, no numbers) and has no
/// cursor.
pub const REPLAY_MAX: u64 = 20_000;

use crate::engine::{Landmarks, Rewind, Solver, Watch};

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

/// One level of the per-level table: the full tree beside the tree visited.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LevelCount {
    /// The nodes of the full (unpruned) tree at this depth: the product of the branchings
    /// down to it (N^k, 2^k, n!/(n-k)!, m^k).
    pub full: f64,
    /// Nodes visited at this depth, entered and cut.
    pub visited: u64,
    /// Of those, cut.
    pub cut: u64,
    /// Nodes of this depth the search will never visit because a node above was cut: the
    /// share of the full tree pruning spared (`spared / full`).
    pub spared: f64,
}

impl LevelCount {
    /// The share of the level's full tree pruning spared, from 0 to 1.
    pub fn share(&self) -> f64 {
        if self.full > 0.0 {
            self.spared / self.full
        } else {
            0.0
        }
    }
}

/// Per depth, the full tree beside the tree visited so far (`profile`: the cursor's
/// [`Cursor::profile`]), when the profile's rows are the tree's depths (not, say, a board's
/// rows of cells). Every node cut at depth k - 1 or spared there spares its children at
/// depth k, so at the end of a search visited + spared = full at every depth.
pub fn level_table<Sh: Shape>(shape: Sh, profile: &[[u64; 2]]) -> Option<Vec<LevelCount>> {
    let rows = shape.rows();
    if rows == 0 || (1..=rows).any(|d| shape.row(d) != d - 1 || shape.branching(d) == 0) {
        return None;
    }
    let mut out: Vec<LevelCount> = Vec::with_capacity(rows);
    for depth in 1..=rows {
        let b = shape.branching(depth) as f64;
        let [visited, cut] = profile.get(depth - 1).copied().unwrap_or([0, 0]);
        let (full, spared) = match out.last() {
            None => (b, 0.0),
            Some(up) => (up.full * b, (up.spared + up.cut as f64) * b),
        };
        out.push(LevelCount {
            full,
            visited,
            cut,
            spared,
        });
    }
    Some(out)
}

/// A row of a profile fitted to the room it has (see [`fit_profile`]): one or more rows of
/// the profile summed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FittedRow {
    /// The profile's rows it sums, first and last (the same for one).
    pub rows: (usize, usize),
    /// Nodes visited and cut in them.
    pub counts: [u64; 2],
    /// Their rows of the level table summed, where there is one.
    pub level: Option<LevelCount>,
}

/// `profile` (with its level table, if any) in at most `room` rows: while it has more, the
/// rows past the deepest one visited so far are left out (as many as it takes, never below
/// `room`), then neighbouring rows are summed into ranges of equal length, the last shorter.
/// Every count of the rows kept adds up in the fitted rows.
pub fn fit_profile(
    profile: &[[u64; 2]],
    table: Option<&[LevelCount]>,
    room: usize,
) -> Vec<FittedRow> {
    let room = room.max(1);
    let reached = profile.iter().rposition(|r| r[0] > 0).map_or(0, |i| i + 1);
    let kept = profile.len().min(reached.max(room));
    let per = kept.div_ceil(room).max(1);
    (0..kept)
        .step_by(per)
        .map(|first| {
            let last = (first + per).min(kept) - 1;
            let counts = profile[first..=last]
                .iter()
                .fold([0, 0], |acc, r| [acc[0] + r[0], acc[1] + r[1]]);
            let level = table.and_then(|t| t.get(first..=last)).map(|ls| {
                ls.iter().fold(
                    LevelCount {
                        full: 0.0,
                        visited: 0,
                        cut: 0,
                        spared: 0.0,
                    },
                    |acc, l| LevelCount {
                        full: acc.full + l.full,
                        visited: acc.visited + l.visited,
                        cut: acc.cut + l.cut,
                        spared: acc.spared + l.spared,
                    },
                )
            });
            FittedRow {
                rows: (first, last),
                counts,
                level,
            }
        })
        .collect()
}

/// A step solver whose events walk a state-space tree.
pub trait Search: Solver + Landmarks + Clone {
    /// Its tree's shape.
    type Shape: Shape<Event = Self::Event>;

    /// The shape of the tree it searches.
    fn shape(&self) -> Self::Shape;

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

/// The children cut at one depth of the path (children 0..64; a child past 63 counts in the
/// profile but is drawn as explored).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cuts {
    depth: usize,
    constraint: u64,
    bound: u64,
}

impl Cuts {
    const NONE: Cuts = Cuts {
        depth: 0,
        constraint: 0,
        bound: 0,
    };

    /// The bit of a child: children past 63 share bits (a node has at most 64 children to
    /// tell apart; see [`Shape::branching`]).
    #[inline(always)]
    fn bit(child: usize) -> u64 {
        1 << (child & 63)
    }

    #[inline(always)]
    fn add(&mut self, bit: u64, cut: Cut) {
        match cut {
            Cut::Constraint => self.constraint |= bit,
            Cut::Bound => self.bound |= bit,
        }
    }

    fn slot(&self, child: usize) -> Option<Slot> {
        let bit = Cuts::bit(child);
        if self.constraint & bit != 0 {
            Some(Slot::Pruned)
        } else if self.bound & bit != 0 {
            Some(Slot::Bounded)
        } else {
            None
        }
    }
}

/// How the last node was visited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VisitKind {
    /// Entered: an explored node.
    Entered,
    /// Tried and cut.
    Cut(Cut),
}

/// The last node visited.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Visit {
    /// Its depth.
    pub depth: usize,
    /// Its number among its siblings.
    pub child: usize,
    /// Entered or cut.
    pub kind: VisitKind,
}

/// One level of the path to the last node: the children of the node above it, and which one
/// the path takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// The depth of the level's children (1 for the root's).
    pub depth: usize,
    /// The child the path takes.
    pub chosen: usize,
    /// Every child of the level, by number.
    pub slots: Vec<Slot>,
}

/// Per row of the profile: nodes entered, cut by the constraint, cut by the bound.
pub type Counts = [u64; 3];

/// The last node visited was entered (or nothing has been visited yet).
const ENTERED: u8 = 0;
/// The last node visited was cut.
const CUT: u8 = 1;
/// The last node visited was entered and is a solution.
const SOLVED: u8 = 2;

/// The tree position and profile of a search, updated step by step. Small (the path, the cuts
/// along it and a row of counts per level), so it rides in every checkpoint of the timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor<Sh> {
    shape: Sh,
    /// The child taken at each depth of the path to the node the search stands on: `path[d -
    /// 1]` at depth `d`.
    path: Vec<u16>,
    /// The children cut at the depths of the path above `tip`, deepest last.
    cuts: Vec<Cuts>,
    /// The deepest level with cuts (depth 0: none), kept apart: most steps cut a sibling of
    /// the last child cut.
    tip: Cuts,
    /// The depth at which a cut is the next sibling of the last one cut, under the node the
    /// search stands on (0: none): the one check of most steps.
    sibling: usize,
    /// How the last node was visited: [`ENTERED`] (the last node of the path, or none yet),
    /// [`CUT`] (the highest child cut at the tip's depth: children are numbered in the order
    /// tried) or [`SOLVED`] (entered, a solution). One byte written a step.
    state: u8,
    /// Per row of the profile: nodes entered, cut by the constraint.
    profile: Vec<[u64; 2]>,
    /// Per row: nodes cut by the bound; empty until the first such cut (many searches have
    /// no bound function), so a checkpoint carries it only when it counts something.
    bounded: Vec<u64>,
}

impl<Sh: Shape> Cursor<Sh> {
    /// At the root of a tree of `shape`.
    pub fn new(shape: Sh) -> Cursor<Sh> {
        Cursor {
            shape,
            path: Vec::new(),
            cuts: Vec::new(),
            tip: Cuts::NONE,
            sibling: 0,
            state: ENTERED,
            profile: vec![[0; 2]; shape.rows()],
            bounded: Vec::new(),
        }
    }

    /// The tree's shape.
    pub fn shape(&self) -> Sh {
        self.shape
    }

    /// The last node visited, if any.
    pub fn last(&self) -> Option<Visit> {
        if self.state == CUT {
            let cut = self.tip.constraint | self.tip.bound;
            let child = 63 - cut.leading_zeros() as usize;
            let kind = if self.tip.constraint & (1 << child) != 0 {
                Cut::Constraint
            } else {
                Cut::Bound
            };
            return Some(Visit {
                depth: self.tip.depth,
                child,
                kind: VisitKind::Cut(kind),
            });
        }
        self.path.last().map(|&child| Visit {
            depth: self.path.len(),
            child: usize::from(child),
            kind: VisitKind::Entered,
        })
    }

    /// Whether the last node is a solution.
    pub fn solution(&self) -> bool {
        self.state == SOLVED
    }

    /// The cuts at `depth` of the path, if any.
    fn cuts_at(&self, depth: usize) -> Option<&Cuts> {
        if self.tip.depth == depth {
            return Some(&self.tip);
        }
        // A stack along the path: deeper entries above shallower ones.
        let i = self.cuts.binary_search_by_key(&depth, |c| c.depth).ok()?;
        self.cuts.get(i)
    }

    /// The children taken along the path to the node the search stands on.
    pub fn path(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.path.iter().map(|&c| usize::from(c))
    }

    /// Stands on the last node of a start placed by hand: the children taken along its path,
    /// each with the children before it that the constraint would cut. The start's nodes are
    /// not counted as visited by the search.
    pub fn start_at(&mut self, start: &[(usize, u64)]) {
        for (i, &(child, cut)) in start.iter().enumerate() {
            let depth = i + 1;
            self.path.push(child as u16);
            if cut != 0 {
                if self.tip.depth > 0 {
                    self.cuts.push(self.tip);
                }
                self.tip = Cuts {
                    depth,
                    constraint: cut,
                    bound: 0,
                };
            }
        }
        self.state = ENTERED;
    }

    /// Nodes visited so far, the root aside: entered and cut.
    pub fn visited(&self) -> u64 {
        let (constraint, bound) = self.cut();
        self.profile.iter().map(|c| c[0]).sum::<u64>() + constraint + bound
    }

    /// Nodes cut so far: by the constraint, by the bound.
    pub fn cut(&self) -> (u64, u64) {
        (
            self.profile.iter().map(|c| c[1]).sum(),
            self.bounded.iter().sum(),
        )
    }

    /// The profile's rows.
    pub fn rows(&self) -> usize {
        self.profile.len().max(self.bounded.len())
    }

    /// Per row of the profile: nodes entered, cut by the constraint, cut by the bound.
    pub fn counts(&self) -> Vec<Counts> {
        (0..self.rows())
            .map(|r| {
                let [entered, constraint] = self.profile.get(r).copied().unwrap_or_default();
                [
                    entered,
                    constraint,
                    self.bounded.get(r).copied().unwrap_or(0),
                ]
            })
            .collect()
    }

    /// Per row of the profile: nodes visited and, of them, cut (by either function).
    pub fn profile(&self) -> Vec<[u64; 2]> {
        self.counts()
            .into_iter()
            .map(|c| [c[0] + c[1] + c[2], c[1] + c[2]])
            .collect()
    }

    /// Counts a node entered (`which` 0) or cut by the constraint (1) in its row.
    #[inline(always)]
    fn count(&mut self, row: usize, which: usize) {
        match self.profile.get_mut(row) {
            Some(counts) => counts[which] += 1,
            None => self.grow(row, which),
        }
    }

    /// Counts a node cut by the bound in its row.
    #[inline(always)]
    fn count_bound(&mut self, row: usize) {
        if let Some(count) = self.bounded.get_mut(row) {
            *count += 1;
        } else {
            self.bounded.resize(self.profile.len().max(row + 1), 0);
            self.bounded[row] += 1;
        }
    }

    /// A profile row the shape did not announce: the profile grows to hold it.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, row: usize, which: usize) {
        self.profile.resize(row + 1, [0; 2]);
        self.profile[row][which] += 1;
    }

    /// A cut at another depth than the tip's: the tip moves there (its level's cuts, if
    /// the search comes back up to them; a new level's, if it goes down).
    #[inline(always)]
    fn retarget(&mut self, depth: usize) {
        if self.tip.depth < depth {
            // A new level, below the tip.
            if self.tip.depth > 0 {
                self.cuts.push(self.tip);
            }
            self.tip = Cuts {
                depth,
                ..Cuts::NONE
            };
            return;
        }
        if self.tip.depth == depth {
            return;
        }
        // Back up from deeper: the tip and the levels below `depth` are done.
        match self.cuts.last() {
            Some(c) if c.depth == depth => {
                self.tip = *c;
                self.cuts.pop();
            }
            Some(c) if c.depth > depth => self.pop_to(depth),
            _ => {
                self.tip = Cuts {
                    depth,
                    ..Cuts::NONE
                };
            }
        }
    }

    /// Back up to `depth` past levels with cuts of their own.
    #[cold]
    #[inline(never)]
    fn pop_to(&mut self, depth: usize) {
        while self.cuts.last().is_some_and(|c| c.depth > depth) {
            self.cuts.pop();
        }
        self.tip = match self.cuts.last() {
            Some(c) if c.depth == depth => {
                let c = *c;
                self.cuts.pop();
                c
            }
            _ => Cuts {
                depth,
                ..Cuts::NONE
            },
        };
    }

    /// Entering at `depth` leaves the levels below it: their cuts go, and the deepest level
    /// left with cuts is the tip.
    #[inline(always)]
    fn leave_below(&mut self, depth: usize) {
        if self.tip.depth > depth {
            match self.cuts.last() {
                Some(c) if c.depth <= depth => {
                    self.tip = *c;
                    self.cuts.pop();
                }
                Some(_) => self.drop_below(depth),
                None => self.tip = Cuts::NONE,
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn drop_below(&mut self, depth: usize) {
        while self.cuts.last().is_some_and(|c| c.depth > depth) {
            self.cuts.pop();
        }
        self.tip = self.cuts.pop().unwrap_or(Cuts::NONE);
    }

    /// The search enters child `child` at `depth` (see [`TreeStep::Enter`]).
    #[inline(always)]
    pub fn enter(&mut self, depth: usize, child: usize) {
        let row = self.shape.row(depth);
        self.enter_row(depth, child, row);
    }

    /// [`Cursor::enter`] for a shape that knows the node's profile row (a problem's own loop).
    #[inline(always)]
    pub fn enter_row(&mut self, depth: usize, child: usize, row: usize) {
        self.path.truncate(depth - 1);
        self.leave_below(depth);
        self.path.push(child as u16);
        self.state = ENTERED;
        self.sibling = 0;
        self.count(row, 0);
    }

    /// Child `child` at `depth` is cut (see [`TreeStep::Prune`]).
    #[inline(always)]
    pub fn prune(&mut self, depth: usize, child: usize, cut: Cut) {
        let row = self.shape.row(depth);
        self.prune_row(depth, child, cut, row);
    }

    /// [`Cursor::prune`] for a shape that knows the node's profile row.
    #[inline(always)]
    pub fn prune_row(&mut self, depth: usize, child: usize, cut: Cut, row: usize) {
        let bit = Cuts::bit(child);
        // Most cuts are siblings of the last one, under the node the search stands on.
        if depth != self.sibling {
            // The path down to the parent (a cut below the last node leaves it).
            self.path.truncate(depth - 1);
            self.retarget(depth);
            self.sibling = depth;
        }
        self.tip.add(bit, cut);
        self.state = CUT;
        match cut {
            Cut::Constraint => self.count(row, 1),
            Cut::Bound => self.count_bound(row),
        }
    }

    /// The node the search stands on is a solution.
    #[inline(always)]
    pub fn solve(&mut self) {
        self.state = SOLVED;
    }

    /// Follows one step.
    #[inline(always)]
    pub fn apply(&mut self, step: TreeStep) {
        match step {
            TreeStep::Prune { depth, child, cut } => self.prune(depth, child, cut),
            TreeStep::Enter { depth, child } => self.enter(depth, child),
            TreeStep::Solution => self.solve(),
            TreeStep::Leave { .. } | TreeStep::Done => {}
        }
    }

    /// The slot of the last node.
    fn current_slot(&self, last: Visit) -> Slot {
        match last.kind {
            VisitKind::Cut(Cut::Constraint) => Slot::CurrentPruned,
            VisitKind::Cut(Cut::Bound) => Slot::CurrentBounded,
            VisitKind::Entered if self.solution() => Slot::Solution,
            VisitKind::Entered => Slot::Current,
        }
    }

    /// The children taken along the path to the last node (the last node's own last), and
    /// how many of them lead to it: the path's, and the last node's if it was cut.
    fn chosen(&self) -> Vec<usize> {
        let mut chosen: Vec<usize> = self.path().collect();
        if let Some(last) = self.last()
            && last.kind != VisitKind::Entered
        {
            chosen.truncate(last.depth - 1);
            chosen.push(last.child);
        }
        chosen
    }

    /// The path to the last node, one [`Level`] per depth, the root's children first.
    pub fn levels(&self) -> Vec<Level> {
        let Some(last) = self.last() else {
            return Vec::new();
        };
        let chosen = self.chosen();
        let deepest = chosen.len();
        chosen
            .iter()
            .enumerate()
            .map(|(i, &pick)| {
                let depth = i + 1;
                let cuts = self.cuts_at(depth);
                let slots = (0..self.shape.branching(depth).max(pick + 1))
                    .map(|child| match child.cmp(&pick) {
                        std::cmp::Ordering::Less => {
                            cuts.and_then(|c| c.slot(child)).unwrap_or(Slot::Explored)
                        }
                        std::cmp::Ordering::Greater => Slot::Untried,
                        std::cmp::Ordering::Equal if depth < deepest => Slot::Path,
                        std::cmp::Ordering::Equal => self.current_slot(last),
                    })
                    .collect();
                Level {
                    depth,
                    chosen: pick,
                    slots,
                }
            })
            .collect()
    }

    /// The share of the search space passed: of the leaves of the whole tree (each level's
    /// children as many as its branching), those before the last node's path, and once the
    /// last node is cut or a solution, those below it too. Never goes back while the search
    /// goes on.
    pub fn share(&self) -> f64 {
        let Some(last) = self.last() else {
            return 0.0;
        };
        let done = last.kind != VisitKind::Entered || self.solution();
        let mut share = 0.0;
        let mut size = 1.0;
        // The children taken along the path, the last node's own last (when it was cut, the
        // path ends at its parent).
        let path = self
            .path
            .len()
            .min(last.depth - usize::from(last.kind != VisitKind::Entered));
        let picks = self.path[..path]
            .iter()
            .map(|&c| usize::from(c))
            .chain((last.kind != VisitKind::Entered).then_some(last.child));
        match self.shape.uniform() {
            Some(b) if b.is_power_of_two() && b > 1 => {
                // Every level's size a power of two, exactly: only the levels past a first
                // child add to the share, and a deep binary tree's path is mostly first
                // children, skipped four at a time.
                let bits = b.trailing_zeros() as i64;
                let size_at = |level: usize| pow2(-(level as i64 + 1) * bits);
                let full = &self.path[..path];
                let mut level = 0;
                for four in full.chunks(4) {
                    if four.iter().all(|&c| c == 0) {
                        level += four.len();
                        continue;
                    }
                    for &pick in four {
                        if pick > 0 {
                            share += f64::from(pick) * size_at(level);
                        }
                        level += 1;
                    }
                }
                if last.kind != VisitKind::Entered {
                    share += last.child as f64 * size_at(level);
                    level += 1;
                }
                size = if level == 0 { 1.0 } else { size_at(level - 1) };
            }
            Some(b) => {
                // The same branching at every level: one factor, and nothing to add for a
                // first child.
                let per = 1.0 / b.max(1) as f64;
                for pick in picks {
                    size *= per;
                    if pick > 0 {
                        share += pick as f64 * size;
                    }
                }
            }
            None => {
                for (i, pick) in picks.enumerate() {
                    size *= 1.0 / self.shape.branching(i + 1).max(1) as f64;
                    share += pick as f64 * size;
                }
            }
        }
        if done {
            share += size;
        }
        share
    }
}

/// 2 to the power `e`, exactly (0 below the smallest normal number).
fn pow2(e: i64) -> f64 {
    let biased = e + 1023;
    if biased <= 0 {
        0.0
    } else {
        f64::from_bits((biased.min(2046) as u64) << 52)
    }
}

/// A solver with its tree cursor: the cursor is saved and restored with the solver, so the
/// tree rewinds with the timeline.
#[derive(Debug, Clone)]
pub struct Traced<S: Search> {
    solver: S,
    cursor: Cursor<S::Shape>,
}

impl<S: Search> Traced<S> {
    /// `solver` with its cursor at the root of its tree.
    pub fn new(solver: S) -> Traced<S> {
        let cursor = Cursor::new(solver.shape());
        Traced { solver, cursor }
    }

    /// `solver`, which goes on from a start placed by hand, with its cursor on the start's
    /// last node (see [`Cursor::start_at`]).
    pub fn from_start(solver: S, start: &[(usize, u64)]) -> Traced<S> {
        let mut cursor = Cursor::new(solver.shape());
        cursor.start_at(start);
        Traced { solver, cursor }
    }

    /// The tree cursor.
    pub fn cursor(&self) -> &Cursor<S::Shape> {
        &self.cursor
    }

    /// The solver.
    pub fn solver(&self) -> &S {
        &self.solver
    }
}

impl<S: Search> Deref for Traced<S> {
    type Target = S;

    fn deref(&self) -> &S {
        &self.solver
    }
}

impl<S: Search> Solver for Traced<S> {
    type Event = S::Event;

    #[inline(always)]
    fn step(&mut self) -> Option<S::Event> {
        let event = self.solver.step()?;
        let shape = self.cursor.shape;
        shape.follow(&event, &mut self.cursor);
        Some(event)
    }

    fn steps(&self) -> u64 {
        self.solver.steps()
    }

    fn is_done(&self) -> bool {
        self.solver.is_done()
    }

    /// The solver's own loop, with the cursor following each event.
    #[inline]
    fn step_many(&mut self, max: u64, stop: &mut impl Watch<S::Event>) -> (u64, Option<S::Event>) {
        self.solver.step_traced(max, &mut self.cursor, stop)
    }
}

/// The cursor following a batch's events, then the batch's own watch.
pub struct Follow<'a, Sh, W> {
    /// The cursor.
    pub cursor: &'a mut Cursor<Sh>,
    /// The batch's own watch.
    pub stop: &'a mut W,
}

impl<Sh: Shape, W: Watch<Sh::Event>> Watch<Sh::Event> for Follow<'_, Sh, W>
where
    Sh::Event: Copy,
{
    #[inline(always)]
    fn see(&mut self, event: Sh::Event) -> bool {
        let shape = self.cursor.shape;
        shape.follow(&event, self.cursor);
        self.stop.see(event)
    }
}

impl<S: Search> Landmarks for Traced<S> {
    type Reader = S::Reader;

    #[inline(always)]
    fn reader(&self) -> S::Reader {
        self.solver.reader()
    }

    /// As the tree cursor measures it.
    fn share(&self) -> f64 {
        self.cursor.share()
    }
}

impl<S: Search> Rewind for Traced<S> {
    type Checkpoint = Traced<S>;

    fn checkpoint(&self) -> Traced<S> {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Traced<S>) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(t: &Traced<S>) -> usize {
        std::mem::size_of::<Traced<S>>()
            + t.cursor.path.capacity() * std::mem::size_of::<u16>()
            + t.cursor.cuts.capacity() * std::mem::size_of::<Cuts>()
            + t.cursor.profile.capacity() * std::mem::size_of::<[u64; 2]>()
            + t.cursor.bounded.capacity() * std::mem::size_of::<u64>()
    }
}

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

/// The whole tree a search has explored by step `upto`, from `start` (a search at step 0,
/// with its cursor): every node entered, in the order entered, with the status of each of its
/// children; the path to the last node lit as the cursor has it. Meant for small searches:
/// the work grows with the steps replayed.
#[allow(clippy::too_many_lines)]
pub fn outline<S: Search>(start: &Traced<S>, upto: u64) -> Vec<OutlineNode> {
    let shape = start.cursor.shape;
    let mut run = start.clone();
    let slots = |depth: usize| vec![Slot::Untried; shape.branching(depth + 1)];
    let mut out = vec![OutlineNode {
        number: 0,
        depth: 0,
        child: None,
        parent: 0,
        slots: slots(0),
        on_path: true,
        current: false,
        solution: false,
        step: 0,
        visits: vec![None; shape.branching(1)],
    }];
    // The start's nodes, placed by hand: on the path, numbered as the first.
    let mut number = 0;
    // The open nodes, root first: their places in `out`.
    let mut open = vec![0];
    for (i, child) in start.cursor.path().enumerate() {
        number += 1;
        let parent = open[i];
        out[parent].slots[child] = Slot::Path;
        if let Some(v) = out[parent].visits.get_mut(child) {
            *v = Some(Visited { number, step: 0 });
        }
        out.push(OutlineNode {
            number,
            depth: i + 1,
            child: Some(child),
            parent,
            slots: slots(i + 1),
            on_path: true,
            current: false,
            solution: false,
            step: 0,
            visits: vec![None; shape.branching(i + 2)],
        });
        open.push(out.len() - 1);
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
                number += 1;
                open.truncate(depth);
                let parent = open[depth - 1];
                if let Some(s) = out[parent].slots.get_mut(child) {
                    *s = Slot::Explored;
                }
                let step = run.steps();
                if let Some(v) = out[parent].visits.get_mut(child) {
                    *v = Some(Visited { number, step });
                }
                out.push(OutlineNode {
                    number,
                    depth,
                    child: Some(child),
                    parent,
                    slots: slots(depth),
                    on_path: false,
                    current: false,
                    solution: false,
                    step,
                    visits: vec![None; shape.branching(depth + 1)],
                });
                open.push(out.len() - 1);
                last_entered = Some(out.len() - 1);
            }
            TreeStep::Prune { depth, child, cut } => {
                number += 1;
                open.truncate(depth);
                let parent = open[depth - 1];
                if let Some(s) = out[parent].slots.get_mut(child) {
                    *s = match cut {
                        Cut::Constraint => Slot::Pruned,
                        Cut::Bound => Slot::Bounded,
                    };
                }
                let step = run.steps();
                if let Some(v) = out[parent].visits.get_mut(child) {
                    *v = Some(Visited { number, step });
                }
            }
            TreeStep::Solution => {
                if let Some(at) = last_entered {
                    out[at].solution = true;
                    let (depth, child) = (out[at].depth, out[at].child.unwrap_or(0));
                    let parent = open[depth - 1];
                    if let Some(s) = out[parent].slots.get_mut(child) {
                        *s = Slot::Solution;
                    }
                }
            }
            TreeStep::Leave { .. } | TreeStep::Done => {}
        }
    }
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
fn mark_path<Sh: Shape>(out: &mut [OutlineNode], open: &[usize], cursor: &Cursor<Sh>) {
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
        /// At the end of a search every node of the full tree is visited or spared by a cut
        /// above it; part way, never more than the full tree.
        #[test]
        fn the_level_table_adds_up_to_the_full_tree(depth in 1usize..8, capacity in 0usize..5, bound in proptest::option::of(1usize..8), upto in 0u64..600) {
            let mut t = traced(depth, capacity, bound);
            while t.steps() < upto && t.step().is_some() {}
            let table = level_table(t.cursor().shape(), &t.cursor().profile()).unwrap();
            prop_assert_eq!(table.len(), depth);
            for (k, level) in table.iter().enumerate() {
                prop_assert_eq!(level.full as u64, 1u64 << (k + 1));
                prop_assert!(level.visited as f64 + level.spared <= level.full);
                if t.is_done() {
                    prop_assert_eq!(level.visited + level.spared as u64, level.full as u64, "depth {}", k + 1);
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
