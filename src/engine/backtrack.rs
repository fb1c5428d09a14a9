//! The generic backtracking search, one event a step: a problem supplies its hooks (after
//! Skiena's `backtrack`: the candidates of a node, `make_move` / `unmake_move`,
//! `is_a_solution` / `process_solution`, and the chapter's two cutting functions, the
//! constraint function 约束函数 and the bound function 限界函数, each switchable by a
//! [`Prune`]), and [`Backtrack`] walks the state-space tree on an explicit stack, emitting an
//! [`Event`] for each node entered, each child cut (by which function, with the numbers it
//! compared), each node left, each solution, and the end. Its events are already tree steps
//! (`engine::tree`); its state is the hooks' and a stack of small numbers, so it rewinds by
//! cloning.

use std::cmp::Ordering;

use serde::Serialize;

use crate::engine::tree::{Cut, Search, Shape, TreeStep};
use crate::engine::{Landmark, Landmarks, Rewind, Solver};

/// What a problem supplies: its state at the node the search stands on, and the hooks that
/// move it. Children of a node are numbered from 0 in the order tried; the node at depth `d`
/// has decided `d` choices.
pub trait Hooks: Clone + std::fmt::Debug {
    /// What the problem says of a child entered (its choice, the values after it).
    type Enter: Copy + std::fmt::Debug + PartialEq + Serialize;
    /// What the problem says of a child cut (its choice, the numbers the function compared).
    type Cut: Copy + std::fmt::Debug + Eq + Serialize;
    /// What the problem says of a solution (its choices, its value).
    type Solution: Copy + std::fmt::Debug + PartialEq + Serialize;

    /// The shape of its tree.
    fn shape(&self) -> Steps;

    /// How many children the node at `depth` (0: the root) has: its candidates.
    fn candidates(&self, depth: usize) -> usize;

    /// The constraint function: `Some` (with the numbers it compared) when child `child` of
    /// the node at `depth` is infeasible (none, by default).
    fn constraint(&self, _depth: usize, _child: usize) -> Option<Self::Cut> {
        None
    }

    /// The bound function: `Some` (with the numbers it compared) when the subtree of child
    /// `child` of the node at `depth` cannot reach a solution, or beat the best so far (none,
    /// by default: a problem without one).
    fn bound(&self, _depth: usize, _child: usize) -> Option<Self::Cut> {
        None
    }

    /// The numbers the function that judges child `child` of the node at `depth` compared
    /// when it lets the child pass, as the note it gives when it cuts (whose words then say
    /// that it passed), and which function: a quiz's wrong answer is told why the child
    /// entered was not cut. `None`, by default: the problem says nothing of a pass.
    fn passed(&self, _depth: usize, _child: usize) -> Option<(Cut, Self::Cut)> {
        None
    }

    /// Enters child `child` of the node at `depth` (`make_move`).
    fn make_move(&mut self, depth: usize, child: usize) -> Self::Enter;

    /// The rank of the node the search stands on, at `depth`, for least-cost-first branch and
    /// bound (`engine::branch`): the smaller is expanded first; the bound's own number (a
    /// minimisation's lower bound; a maximisation's upper bound, negated). `None`, by
    /// default: the problem has no order for it.
    fn rank(&self, _depth: usize) -> Option<Rank> {
        None
    }

    /// Takes back child `child` of the node at `depth`, after its subtree (`unmake_move`).
    fn unmake_move(&mut self, depth: usize, child: usize);

    /// Whether the node at `depth` the search has just entered is a solution, and what it is
    /// (`is_a_solution` and `process_solution`: an optimisation problem records its better
    /// incumbent here). `index` is its number, from 1.
    fn solution(&mut self, depth: usize, index: u64) -> Option<Self::Solution>;

    /// Whether the node at `depth` the search stands on may still get children it does not
    /// have yet (a search read while the program that prints it runs): once it has tried
    /// every candidate, instead of going back the search waits there: `step` returns nothing
    /// and leaves it as it is, and goes on once the node has more candidates, or is no longer
    /// pending. Never, by default.
    fn pending(&self, _depth: usize) -> bool {
        false
    }

    /// Whether a hook has failed (an error at run time in hooks that can fail): the search then
    /// ends where it stands, the failing child neither counted nor entered. Never, by
    /// default.
    fn halted(&self) -> bool {
        false
    }

    /// The numbers the node at `depth` (where the hooks stand) is judged by, by the
    /// textbook's names (`cw`, `cp`, `ub`; `cc`, `lb`): the live-node table's columns in
    /// branch and bound. None, by default.
    fn measures(&self, _depth: usize) -> Measures {
        Measures::new()
    }

    /// The bytes its state holds on the heap (boards, paths), for the history's budget: a
    /// checkpoint's share of memory. None, by default (a problem whose state is small).
    fn heap_bytes(&self) -> usize {
        0
    }
}

/// A node's numbers by name ([`Hooks::measures`]).
pub type Measures = Vec<(&'static str, Rank)>;

/// A node's place in the priority queue: the smaller first. A fraction, so that a bound like
/// a fractional one (a part of an item taken) orders exactly: `num / den`, `den` at least 1.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Rank {
    /// The numerator (negative for a maximisation's upper bound: the largest first).
    pub num: i128,
    /// The denominator, at least 1.
    pub den: u64,
}

impl Rank {
    /// A whole number.
    pub fn whole(n: i128) -> Rank {
        Rank { num: n, den: 1 }
    }

    /// Its value, for people.
    pub fn value(self) -> f64 {
        self.num as f64 / self.den.max(1) as f64
    }
}

impl PartialEq for Rank {
    fn eq(&self, other: &Rank) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Rank {}

impl PartialOrd for Rank {
    fn partial_cmp(&self, other: &Rank) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Rank {
    fn cmp(&self, other: &Rank) -> Ordering {
        let a = self.num.saturating_mul(i128::from(other.den.max(1)));
        let b = other.num.saturating_mul(i128::from(self.den.max(1)));
        a.cmp(&b)
    }
}

/// Which function, if any, cuts child `child` of the node at `depth` of `hooks` under
/// `prune`: the constraint first, then the bound (the one judgement the search and the
/// estimate's probes share).
#[inline(always)]
pub fn cuts<H: Hooks>(
    hooks: &H,
    prune: Prune,
    depth: usize,
    child: usize,
) -> Option<(Cut, H::Cut)> {
    if prune.constraint()
        && let Some(note) = hooks.constraint(depth, child)
    {
        return Some((Cut::Constraint, note));
    }
    if prune.bound()
        && let Some(note) = hooks.bound(depth, child)
    {
        return Some((Cut::Bound, note));
    }
    None
}

/// Which of the two functions cut the tree: the chapter's switch, so a class sees the tree
/// shrink under each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Prune {
    /// The constraint and the bound.
    #[default]
    Both,
    /// The constraint only.
    Constraint,
    /// The bound only.
    Bound,
    /// Neither: the whole tree.
    None,
}

impl Prune {
    /// Every setting, in the order the key cycles them.
    pub const ALL: [Prune; 4] = [Prune::Both, Prune::Constraint, Prune::Bound, Prune::None];

    /// The name `--prune` takes.
    pub fn name(self) -> &'static str {
        match self {
            Prune::Both => "both",
            Prune::Constraint => "constraint",
            Prune::Bound => "bound",
            Prune::None => "none",
        }
    }

    /// Parses a `--prune` value.
    pub fn parse(s: &str) -> Option<Prune> {
        Prune::ALL.into_iter().find(|p| p.name() == s)
    }

    /// Whether the constraint function cuts.
    pub fn constraint(self) -> bool {
        matches!(self, Prune::Both | Prune::Constraint)
    }

    /// Whether the bound function cuts.
    pub fn bound(self) -> bool {
        matches!(self, Prune::Both | Prune::Bound)
    }

    /// The next setting, wrapping around.
    #[must_use]
    pub fn next(self) -> Prune {
        let i = Prune::ALL.iter().position(|&p| p == self).unwrap_or(0);
        Prune::ALL[(i + 1) % Prune::ALL.len()]
    }
}

/// One step of the generic search; in `--trace`, `event` names it and the problem's note
/// adds its fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event<E, C, S> {
    /// The search enters child `child` of the node at `depth - 1`.
    Enter {
        /// Its depth.
        depth: usize,
        /// Its number among its siblings.
        child: usize,
        /// What the problem says of it.
        #[serde(flatten)]
        note: E,
    },
    /// Child `child` of the node at `depth - 1` is tried and cut.
    Prune {
        /// Its depth.
        depth: usize,
        /// Its number among its siblings.
        child: usize,
        /// The function that cut it.
        by: Cut,
        /// What the problem says of it.
        #[serde(flatten)]
        note: C,
    },
    /// The node at `depth` is done: the search goes back to its parent.
    Backtrack {
        /// The depth of the node left.
        depth: usize,
        /// Its number among its siblings.
        child: usize,
    },
    /// The node the search stands on is a solution.
    Solution {
        /// Its number, from 1.
        index: u64,
        /// What the problem says of it.
        #[serde(flatten)]
        note: S,
    },
    /// The search is over.
    Done {
        /// Solutions found in all.
        solutions: u64,
        /// Events emitted in all, this one included.
        steps: u64,
    },
}

/// The event type of a search with hooks `H`.
pub type EventOf<H> = Event<<H as Hooks>::Enter, <H as Hooks>::Cut, <H as Hooks>::Solution>;

/// Running totals of the generic search; part of its state, so they rewind with it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Events emitted.
    pub steps: u64,
    /// Nodes entered, the root aside.
    pub entered: u64,
    /// Children cut by the constraint.
    pub by_constraint: u64,
    /// Children cut by the bound.
    pub by_bound: u64,
    /// Nodes left (backtracks).
    pub backtracks: u64,
    /// Solutions.
    pub solutions: u64,
}

impl Counts {
    /// Nodes visited: those entered and the root (the nodes a cut child is not).
    pub fn nodes(&self) -> u64 {
        self.entered + 1
    }
}

/// Where the search is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The node on top of the stack has just been entered: is it a solution?
    Entered,
    /// Trying the top node's children.
    Children,
    /// The root is done: `done` comes next.
    Ending,
    /// Over.
    Done,
}

/// The generic backtracking search over hooks `H`.
#[derive(Debug, Clone)]
pub struct Backtrack<H> {
    hooks: H,
    prune: Prune,
    /// Per node of the path, root first: the children tried so far; the child it is of its
    /// parent.
    stack: Vec<(u32, u32)>,
    phase: Phase,
    counts: Counts,
}

impl<H: Hooks> Backtrack<H> {
    /// The search at step 0, standing on the root, cutting as `prune` says.
    pub fn new(hooks: H, prune: Prune) -> Backtrack<H> {
        Backtrack {
            hooks,
            prune,
            stack: vec![(0, 0)],
            phase: Phase::Entered,
            counts: Counts::default(),
        }
    }

    /// The problem's state at the node the search stands on.
    pub fn hooks(&self) -> &H {
        &self.hooks
    }

    /// Which functions cut.
    pub fn prune(&self) -> Prune {
        self.prune
    }

    /// The running totals.
    pub fn counts(&self) -> Counts {
        self.counts
    }

    /// The depth of the node the search stands on (0: the root).
    pub fn depth(&self) -> usize {
        self.stack.len().saturating_sub(1)
    }

    /// The children taken along the path to the node the search stands on.
    pub fn path(&self) -> impl ExactSizeIterator<Item = usize> + '_ {
        self.stack.iter().skip(1).map(|&(_, c)| c as usize)
    }

    /// How many children of the node the search stands on it has tried.
    pub fn tried(&self) -> usize {
        self.stack.last().map_or(0, |&(t, _)| t as usize)
    }

    /// Which function, if any, cuts child `child` of the node at `depth`: the constraint
    /// first, then the bound, each if `prune` has it.
    fn check(&self, depth: usize, child: usize) -> Option<(Cut, H::Cut)> {
        cuts(&self.hooks, self.prune, depth, child)
    }

    /// The numbers that let child `child` of the node at `depth` pass (the problem's
    /// [`Hooks::passed`]), if the function that judged it is one this search prunes by.
    pub fn passed(&self, depth: usize, child: usize) -> Option<(Cut, H::Cut)> {
        self.hooks.passed(depth, child).filter(|&(by, _)| match by {
            Cut::Constraint => self.prune.constraint(),
            Cut::Bound => self.prune.bound(),
        })
    }

    /// Runs to the end from where it stands; the totals.
    pub fn run_to_end(mut self) -> Counts {
        while self.step().is_some() {}
        self.counts
    }

    fn emit(&mut self, event: EventOf<H>) -> EventOf<H> {
        self.counts.steps += 1;
        event
    }

    /// Child `child` at `depth` cut by `by`: counted under its function, and said.
    #[inline(always)]
    fn cut(&mut self, depth: usize, child: usize, by: Cut, note: H::Cut) -> EventOf<H> {
        match by {
            Cut::Constraint => self.counts.by_constraint += 1,
            Cut::Bound => self.counts.by_bound += 1,
        }
        self.emit(Event::Prune {
            depth,
            child,
            by,
            note,
        })
    }
}

impl<H: Hooks> Solver for Backtrack<H> {
    type Event = EventOf<H>;

    fn step(&mut self) -> Option<EventOf<H>> {
        loop {
            match self.phase {
                Phase::Done => return None,
                Phase::Ending => {
                    self.phase = Phase::Done;
                    let (solutions, steps) = (self.counts.solutions, self.counts.steps + 1);
                    return Some(self.emit(Event::Done { solutions, steps }));
                }
                Phase::Entered => {
                    self.phase = Phase::Children;
                    let depth = self.depth();
                    let index = self.counts.solutions + 1;
                    let found = self.hooks.solution(depth, index);
                    if self.hooks.halted() {
                        self.phase = Phase::Ending;
                        continue;
                    }
                    if let Some(note) = found {
                        self.counts.solutions = index;
                        return Some(self.emit(Event::Solution { index, note }));
                    }
                }
                Phase::Children => {
                    let depth = self.depth();
                    let Some(&(tried, _)) = self.stack.last() else {
                        self.phase = Phase::Ending;
                        continue;
                    };
                    let child = tried as usize;
                    if child < self.hooks.candidates(depth) {
                        if let Some(top) = self.stack.last_mut() {
                            top.0 += 1;
                        }
                        let cut = self.check(depth, child);
                        if self.hooks.halted() {
                            self.phase = Phase::Ending;
                            continue;
                        }
                        if let Some((by, note)) = cut {
                            return Some(self.cut(depth + 1, child, by, note));
                        }
                        let note = self.hooks.make_move(depth, child);
                        self.stack.push((0, child as u32));
                        self.counts.entered += 1;
                        self.phase = Phase::Entered;
                        return Some(self.emit(Event::Enter {
                            depth: depth + 1,
                            child,
                            note,
                        }));
                    }
                    if self.hooks.pending(depth) {
                        // Every child known tried, more to come: wait for them.
                        return None;
                    }
                    // Every child tried: back to the parent; the root done ends the search.
                    if depth == 0 {
                        self.stack.clear();
                        self.phase = Phase::Ending;
                        continue;
                    }
                    let Some((_, child)) = self.stack.pop() else {
                        self.phase = Phase::Ending;
                        continue;
                    };
                    self.hooks.unmake_move(depth - 1, child as usize);
                    self.counts.backtracks += 1;
                    return Some(self.emit(Event::Backtrack {
                        depth,
                        child: child as usize,
                    }));
                }
            }
        }
    }

    fn steps(&self) -> u64 {
        self.counts.steps
    }

    fn is_done(&self) -> bool {
        self.phase == Phase::Done
    }
}

impl<H: Hooks> Rewind for Backtrack<H> {
    type Checkpoint = Backtrack<H>;

    fn checkpoint(&self) -> Backtrack<H> {
        self.clone()
    }

    fn restore(&mut self, checkpoint: &Backtrack<H>) {
        self.clone_from(checkpoint);
    }

    fn checkpoint_bytes(b: &Backtrack<H>) -> usize {
        std::mem::size_of::<Backtrack<H>>() + b.stack.capacity() * 8 + b.hooks.heap_bytes()
    }
}

/// The landmark an event of the generic search is: solutions, nodes left and nodes entered,
/// each at its depth less one (`stop backtrack depth D` stops where the node at depth D is
/// left).
pub fn landmark_of<E, C, S>(event: &Event<E, C, S>) -> Option<Landmark> {
    match *event {
        Event::Solution { index, .. } => Some(Landmark::Solution { index }),
        Event::Backtrack { depth, .. } => Some(Landmark::Backtrack { level: depth - 1 }),
        Event::Enter { depth, .. } => Some(Landmark::Place { level: depth - 1 }),
        _ => None,
    }
}

/// The landmarks of the generic search ([`landmark_of`]).
impl<H: Hooks> Landmarks for Backtrack<H> {
    type Reader = Generic;

    #[inline(always)]
    fn reader(&self) -> Generic {
        Generic
    }
}

/// Reads the generic search's events ([`landmark_of`]).
#[derive(Debug, Clone, Copy)]
pub struct Generic;

impl<E, C, S> crate::engine::Reader<Event<E, C, S>> for Generic {
    #[inline(always)]
    fn landmark(self, event: &Event<E, C, S>) -> Option<Landmark> {
        landmark_of(event)
    }

    #[inline(always)]
    fn is_solution(self, event: &Event<E, C, S>) -> bool {
        matches!(event, Event::Solution { .. })
    }
}

/// How many children the nodes of a tree have.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Branching {
    /// The same number at every depth: 2 in a subset tree (子集树), m in m-colouring.
    Uniform(usize),
    /// One fewer at each depth, from n at the root: the permutation tree (排列树).
    Falling(usize),
    /// Not known before the search: each node has as many children as it says (a tree of no
    /// named kind, its hooks given at run time). The full tree's size is unknown.
    Open,
}

/// The shape of the generic search's tree: its branching, and the depth of its leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Steps {
    /// How many children its nodes have.
    pub branching: Branching,
    /// The depth of the leaves.
    pub depth: usize,
}

/// The tree of a search with hooks `H`: [`Steps`], its events tree steps.
pub struct StepsOf<H> {
    /// The shape.
    pub steps: Steps,
    marker: std::marker::PhantomData<fn() -> H>,
}

impl<H> Clone for StepsOf<H> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<H> Copy for StepsOf<H> {}

impl<H> PartialEq for StepsOf<H> {
    fn eq(&self, other: &Self) -> bool {
        self.steps == other.steps
    }
}

impl<H> std::fmt::Debug for StepsOf<H> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.steps.fmt(f)
    }
}

impl<H: Hooks> Shape for StepsOf<H> {
    type Event = EventOf<H>;

    #[inline(always)]
    fn step(&self, event: &EventOf<H>) -> Option<TreeStep> {
        Some(match *event {
            Event::Enter { depth, child, .. } => TreeStep::Enter { depth, child },
            Event::Prune {
                depth, child, by, ..
            } => TreeStep::Prune {
                depth,
                child,
                cut: by,
            },
            Event::Backtrack { depth, .. } => TreeStep::Leave { depth },
            Event::Solution { .. } => TreeStep::Solution,
            Event::Done { .. } => TreeStep::Done,
        })
    }

    fn branching(&self, depth: usize) -> usize {
        if depth > self.steps.depth {
            return 0;
        }
        match self.steps.branching {
            Branching::Uniform(b) => b,
            Branching::Falling(n) => (n + 1).saturating_sub(depth.max(1)),
            Branching::Open => 0,
        }
    }

    fn uniform(&self) -> Option<usize> {
        match self.steps.branching {
            Branching::Uniform(b) => Some(b),
            Branching::Falling(_) | Branching::Open => None,
        }
    }

    fn rows(&self) -> usize {
        self.steps.depth
    }
}

impl<H: Hooks> Search for Backtrack<H> {
    type Shape = StepsOf<H>;

    fn heap_bytes(&self) -> usize {
        self.stack.capacity() * 8 + self.hooks.heap_bytes()
    }

    fn shape(&self) -> StepsOf<H> {
        StepsOf {
            steps: self.hooks.shape(),
            marker: std::marker::PhantomData,
        }
    }
}

/// Nodes in the whole tree of `steps`, the root included (2^(n+1) - 1 for a subset tree of n
/// levels), if it fits a `u64` and is known (an open tree's is not).
pub fn full_tree(steps: Steps) -> Option<u64> {
    let mut total: u64 = 1;
    let mut level: u64 = 1;
    for depth in 1..=steps.depth {
        let b = match steps.branching {
            Branching::Uniform(b) => b,
            Branching::Falling(n) => (n + 1).saturating_sub(depth),
            Branching::Open => return None,
        };
        level = level.checked_mul(b as u64)?;
        total = total.checked_add(level)?;
    }
    Some(total)
}

/// The base-10 logarithm of the full tree's nodes, root counted, for trees too large for
/// [`full_tree`] (nine choices for each of 51 cells: 9^51): summed in log space, so no depth overflows. `None` for an
/// open tree.
pub fn full_tree_log10(steps: Steps) -> Option<f64> {
    let (mut total, mut level) = (0.0f64, 0.0f64);
    for depth in 1..=steps.depth {
        let b = match steps.branching {
            Branching::Uniform(b) => b,
            Branching::Falling(n) => (n + 1).saturating_sub(depth),
            Branching::Open => return None,
        };
        if b == 0 {
            break;
        }
        level += (b as f64).log10();
        let (hi, lo) = (total.max(level), total.min(level));
        total = hi + (1.0 + 10f64.powf(lo - hi)).log10();
    }
    Some(total)
}

/// A child of a subset tree (子集树): the left takes the level's item (x = 1), the right
/// leaves it (x = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// Child 0: take the item.
    Take,
    /// Child 1: leave it.
    Leave,
}

impl Choice {
    /// The choice child `child` of a subset tree's node makes.
    pub fn of(child: usize) -> Choice {
        if child == 0 {
            Choice::Take
        } else {
            Choice::Leave
        }
    }

    /// The child that makes it.
    pub fn child(self) -> usize {
        match self {
            Choice::Take => 0,
            Choice::Leave => 1,
        }
    }

    /// Its x value: 1 taken, 0 left.
    pub fn x(self) -> u8 {
        match self {
            Choice::Take => 1,
            Choice::Leave => 0,
        }
    }
}

/// A subset of at most 64 items, bit i for item i (0-based); in `--trace`, the items' 1-based
/// numbers, in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Chosen(pub u64);

impl Chosen {
    /// The items in it, 0-based, in order.
    pub fn items(self) -> impl Iterator<Item = usize> {
        (0..64).filter(move |&i| self.0 >> i & 1 == 1)
    }

    /// Whether item `i` (0-based) is in it.
    pub fn has(self, i: usize) -> bool {
        i < 64 && self.0 >> i & 1 == 1
    }

    /// With item `i` (0-based) in or out.
    #[must_use]
    pub fn with(self, i: usize, taken: bool) -> Chosen {
        if taken {
            Chosen(self.0 | 1 << i)
        } else {
            Chosen(self.0 & !(1 << i))
        }
    }
}

impl Serialize for Chosen {
    fn serialize<Ser: serde::Serializer>(&self, s: Ser) -> Result<Ser::Ok, Ser::Error> {
        s.collect_seq(self.items().map(|i| i + 1))
    }
}

/// The state of one item of a subset tree at a step, as the items table and its picture show
/// it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemState {
    /// Decided on the path: taken.
    Taken,
    /// Decided on the path: left.
    Left,
    /// The next to decide: the node the search stands on decides it.
    Next,
    /// The next to decide, whose child `choice` the last step cut, by `by`.
    Cut {
        /// The function.
        by: Cut,
        /// The child cut.
        choice: Choice,
    },
    /// Not decided yet.
    Undecided,
}

/// The state of each of the `n` items of a subset-tree search (child 0 takes, child 1
/// leaves) after its event `last`.
pub fn item_states<H: Hooks>(
    search: &Backtrack<H>,
    last: Option<&EventOf<H>>,
    n: usize,
) -> Vec<ItemState> {
    let mut states: Vec<ItemState> = search
        .path()
        .map(|c| match Choice::of(c) {
            Choice::Take => ItemState::Taken,
            Choice::Leave => ItemState::Left,
        })
        .collect();
    states.truncate(n);
    if states.len() < n && !search.is_done() {
        states.push(match last {
            Some(&Event::Prune { by, child, .. }) => ItemState::Cut {
                by,
                choice: Choice::of(child),
            },
            _ => ItemState::Next,
        });
    }
    states.resize(n, ItemState::Undecided);
    states
}

/// Checks a problem's [`Hooks::passed`] against its `constraint` and `bound` at every child
/// of the full tree (solutions recorded as they are met, so a best-so-far moves): where it
/// speaks of a child, its note says "cut" (`cuts`) exactly when the function cut, and is then
/// the function's own note.
#[cfg(test)]
pub fn check_passed<H: Hooks>(hooks: &mut H, depth: usize, cuts: fn(&H::Cut) -> bool) -> usize {
    let mut told = 0;
    for child in 0..hooks.candidates(depth) {
        if let Some((by, note)) = hooks.passed(depth, child) {
            let cut = match by {
                Cut::Constraint => hooks.constraint(depth, child),
                Cut::Bound => hooks.bound(depth, child),
            };
            assert_eq!(
                cuts(&note),
                cut.is_some(),
                "depth {depth}, child {child}: {note:?}"
            );
            assert!(
                cut.is_none_or(|c| c == note),
                "depth {depth}, child {child}"
            );
            told += 1;
        }
        hooks.make_move(depth, child);
        let _ = hooks.solution(depth + 1, 1);
        told += check_passed(hooks, depth + 1, cuts);
        hooks.unmake_move(depth, child);
    }
    told
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::tree::Traced;

    /// Subsets of `w` summing to `target`, the textbook's way: take (child 0) if the sum
    /// stays within the target, leave (child 1) if the rest can still reach it.
    #[derive(Debug, Clone)]
    pub(crate) struct Sums {
        w: Vec<u64>,
        target: u64,
        sum: u64,
        rest: u64,
        taken: u64,
    }

    impl Hooks for Sums {
        type Enter = ();
        type Cut = ();
        type Solution = u64;

        fn shape(&self) -> Steps {
            Steps {
                branching: Branching::Uniform(2),
                depth: self.w.len(),
            }
        }

        fn candidates(&self, depth: usize) -> usize {
            if depth < self.w.len() { 2 } else { 0 }
        }

        fn constraint(&self, depth: usize, child: usize) -> Option<()> {
            (child == 0 && self.sum + self.w[depth] > self.target).then_some(())
        }

        fn bound(&self, depth: usize, child: usize) -> Option<()> {
            (child == 1 && self.sum + self.rest - self.w[depth] < self.target).then_some(())
        }

        fn make_move(&mut self, depth: usize, child: usize) {
            self.rest -= self.w[depth];
            if child == 0 {
                self.sum += self.w[depth];
                self.taken |= 1 << depth;
            }
        }

        fn unmake_move(&mut self, depth: usize, child: usize) {
            self.rest += self.w[depth];
            if child == 0 {
                self.sum -= self.w[depth];
                self.taken &= !(1 << depth);
            }
        }

        fn solution(&mut self, depth: usize, _: u64) -> Option<u64> {
            (depth == self.w.len() && self.sum == self.target).then_some(self.taken)
        }
    }

    pub(crate) fn sums(w: &[u64], target: u64) -> Sums {
        Sums {
            w: w.to_vec(),
            target,
            sum: 0,
            rest: w.iter().sum(),
            taken: 0,
        }
    }

    fn solutions(mut b: Backtrack<Sums>) -> Vec<u64> {
        std::iter::from_fn(|| b.step())
            .filter_map(|e| match e {
                Event::Solution { note, .. } => Some(note),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_textbook_instance_has_its_three_subsets() {
        let b = Backtrack::new(sums(&[5, 10, 12, 13, 15, 18], 30), Prune::Both);
        // 5+10+15, 5+12+13, 12+18: in the tree's order (take first).
        assert_eq!(solutions(b.clone()), vec![0b1_0011, 0b0_1101, 0b10_0100]);
        let c = b.run_to_end();
        assert_eq!(c.solutions, 3);
        assert_eq!(c.backtracks, c.entered, "every node entered is left");
    }

    /// Every setting finds the same subsets; with no cutting the search visits the whole
    /// tree, and each function alone visits no fewer nodes than both.
    #[test]
    fn every_prune_finds_the_same_and_none_visits_the_whole_tree() {
        let w = [5, 10, 12, 13, 15, 18];
        let run = |p| Backtrack::new(sums(&w, 30), p);
        let all = solutions(run(Prune::Both));
        for p in Prune::ALL {
            assert_eq!(solutions(run(p)), all, "{p:?}");
        }
        let nodes = |p| run(p).run_to_end().nodes();
        let full = full_tree(run(Prune::None).hooks().shape()).unwrap();
        assert_eq!((nodes(Prune::None), full), (127, 127));
        assert!(nodes(Prune::Both) <= nodes(Prune::Constraint));
        assert!(nodes(Prune::Both) <= nodes(Prune::Bound));
        assert!(nodes(Prune::Constraint) < nodes(Prune::None));
        let none = run(Prune::None).run_to_end();
        assert_eq!((none.by_constraint, none.by_bound), (0, 0));
    }

    #[test]
    fn events_are_tree_steps_and_the_cursor_counts_them() {
        let mut t = Traced::new(Backtrack::new(sums(&[3, 4, 5, 6], 9), Prune::Both));
        while t.step().is_some() {}
        let c = t.counts();
        let (constraint, bound) = t.cursor().cut();
        assert_eq!((constraint, bound), (c.by_constraint, c.by_bound));
        assert_eq!(
            t.cursor().visited(),
            c.entered + c.by_constraint + c.by_bound
        );
        assert!((t.cursor().share() - 1.0).abs() < 1e-12);
    }

    #[test]
    fn events_serialize_flat_with_their_name() {
        let e: EventOf<Sums> = Event::Backtrack { depth: 3, child: 1 };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"event":"backtrack","depth":3,"child":1}"#
        );
        let s: EventOf<Sums> = Event::Done {
            solutions: 2,
            steps: 9,
        };
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"event":"done","solutions":2,"steps":9}"#
        );
    }

    #[test]
    fn full_trees_count_their_nodes() {
        let subset = |n| Steps {
            branching: Branching::Uniform(2),
            depth: n,
        };
        assert_eq!(full_tree(subset(6)), Some(127));
        assert_eq!(full_tree(subset(63)), Some(u64::MAX));
        assert_eq!(full_tree(subset(64)), None);
        // The log agrees where both are known, and goes on where the count cannot.
        for n in [1, 6, 20, 40] {
            let exact = full_tree(subset(n)).unwrap() as f64;
            assert!(
                (full_tree_log10(subset(n)).unwrap() - exact.log10()).abs() < 1e-9,
                "{n}"
            );
        }
        let nine_51 = Steps {
            branching: Branching::Uniform(9),
            depth: 51,
        };
        // 9^51 (9^52 - 1) / 8 / 9^51 = 1.125: log10 = 51 log10 9 + log10 1.125.
        let want = 51.0 * 9f64.log10() + 1.125f64.log10();
        assert!((full_tree_log10(nine_51).unwrap() - want).abs() < 1e-9);
        let perm = Steps {
            branching: Branching::Falling(3),
            depth: 3,
        };
        // 1 + 3 + 6 + 6.
        assert_eq!(full_tree(perm), Some(16));
    }

    #[test]
    fn chosen_items_serialize_as_their_numbers() {
        let c = Chosen::default().with(0, true).with(4, true).with(63, true);
        assert_eq!(serde_json::to_string(&c).unwrap(), "[1,5,64]");
        assert!(c.has(4) && !c.has(3) && !c.with(4, false).has(4));
        assert_eq!(
            (Choice::of(0), Choice::of(1)),
            (Choice::Take, Choice::Leave)
        );
    }

    #[test]
    fn prune_settings_cycle_and_parse() {
        assert_eq!(Prune::Both.next(), Prune::Constraint);
        assert_eq!(Prune::None.next(), Prune::Both);
        for p in Prune::ALL {
            assert_eq!(Prune::parse(p.name()), Some(p));
        }
        assert!(Prune::Both.constraint() && Prune::Both.bound());
        assert!(!Prune::None.constraint() && !Prune::None.bound());
    }
}
