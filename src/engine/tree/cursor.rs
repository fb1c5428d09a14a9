//! The tree [`Cursor`]: follows a search's steps (the path to the last node with every
//! sibling's status at each level, the profile per depth, the share of the space passed).

use crate::engine::tree::{Cut, Shape, Slot, TreeStep};

/// The share of an open tree (its branching not known): below every true share.
pub const UNKNOWN_SHARE: f64 = -1.0;

/// The children cut at one depth of the path (children 0..64; a child past 63 counts in the
/// profile but is drawn as explored).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Cuts {
    pub(crate) depth: usize,
    pub(crate) constraint: u64,
    pub(crate) bound: u64,
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
pub(crate) const ENTERED: u8 = 0;
/// The last node visited was cut.
pub(crate) const CUT: u8 = 1;
/// The last node visited was entered and is a solution.
pub(crate) const SOLVED: u8 = 2;

/// The tree position and profile of a search, updated step by step. Small (the path, the cuts
/// along it and a row of counts per level), so it rides in every checkpoint of the timeline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor<Sh> {
    pub(crate) shape: Sh,
    /// The child taken at each depth of the path to the node the search stands on: `path[d -
    /// 1]` at depth `d`.
    pub(crate) path: Vec<u16>,
    /// The children cut at the depths of the path above `tip`, deepest last.
    pub(crate) cuts: Vec<Cuts>,
    /// The deepest level with cuts (depth 0: none), kept apart: most steps cut a sibling of
    /// the last child cut.
    pub(crate) tip: Cuts,
    /// The depth at which a cut is the next sibling of the last one cut, under the node the
    /// search stands on (0: none): the one check of most steps.
    pub(crate) sibling: usize,
    /// How the last node was visited: [`ENTERED`] (the last node of the path, or none yet),
    /// [`CUT`] (the highest child cut at the tip's depth: children are numbered in the order
    /// tried) or [`SOLVED`] (entered, a solution). One byte written a step.
    pub(crate) state: u8,
    /// Per row of the profile: nodes entered, cut by the constraint.
    pub(crate) profile: Vec<[u64; 2]>,
    /// Per row: nodes cut by the bound; empty until the first such cut (many searches have
    /// no bound function), so a checkpoint carries it only when it counts something.
    pub(crate) bounded: Vec<u64>,
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

    /// Per row of the profile: nodes visited (entered) and nodes cut (by either function),
    /// apart: a row's two counts add up to the children generated there, and the visited
    /// column sums to the counters' nodes visited less the root.
    pub fn profile(&self) -> Vec<[u64; 2]> {
        self.counts()
            .into_iter()
            .map(|c| [c[0], c[1] + c[2]])
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
    /// goes on. [`UNKNOWN_SHARE`] where a level's branching is not known (an open tree).
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
                    let b = self.shape.branching(i + 1);
                    if b == 0 {
                        // A tree of no known branching (its hooks say as they go): no share.
                        return UNKNOWN_SHARE;
                    }
                    size *= 1.0 / b as f64;
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
pub(crate) fn pow2(e: i64) -> f64 {
    let biased = e + 1023;
    if biased <= 0 {
        0.0
    } else {
        f64::from_bits((biased.min(2046) as u64) << 52)
    }
}
