//! The state-space tree as the textbook draws it: nodes in visiting order, each under its
//! parent, the children cut (剪枝) drawn as crossed leaves, and a tidy layout that puts every
//! node in a column.
//!
//! [`Drawn`] is the tree a search has explored so far, built from its [`outline`](super::outline)
//! (every node and every cut child, numbered) or, for a search too long to replay, from the
//! cursor's path ([`Drawn::from_levels`]: the path with every sibling). Finished subtrees off
//! the path to the current node may be folded: a run of siblings whose subtrees are done
//! becomes one node that counts the nodes and solutions it holds. [`Drawn::layout`] places the
//! nodes (leaves left to right in visiting order, a parent centred over its children, a
//! subtree shifted right until it clears everything left of it at every depth), for node
//! widths the view chooses.

use super::{Cut, OutlineNode, Slot, TreeStep, Visited};

/// How much a node says in a drawing, and the rows a level takes at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Its choice and, under it, its number.
    Full,
    /// Its choice and its number on one row (`D·12`; a cut: its mark and number), for a tree
    /// deeper than the panel is tall.
    Inline,
    /// Its choice (a cut: its mark).
    Labels,
    /// One mark.
    Glyphs,
}

impl Detail {
    /// Every level, the most detailed first.
    pub const ALL: [Detail; 4] = [Detail::Full, Detail::Inline, Detail::Labels, Detail::Glyphs];

    /// Rows from one level's nodes to the next's.
    pub fn pitch(self) -> i32 {
        match self {
            Detail::Full => 3,
            Detail::Inline | Detail::Labels | Detail::Glyphs => 2,
        }
    }

    /// Rows a tree `depth` levels deep takes.
    pub fn height(self, depth: usize) -> i32 {
        (depth as i32 + 1) * self.pitch() - 1
    }
}

/// What a drawn node is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A node the search entered (the root included).
    Entered,
    /// A child tried and cut, a leaf.
    Cut(Cut),
    /// A run of finished siblings folded into one: how many nodes (entered and cut) and
    /// solutions they hold, when known (a tree drawn from the path alone does not know).
    Fold {
        /// The siblings folded.
        siblings: usize,
        /// Nodes and solutions below them, their own included.
        held: Option<(u64, u64)>,
    },
}

/// One node of a drawn tree.
// Its flags are independent marks the drawing reads, not a state machine.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Entered, cut or folded.
    pub kind: Kind,
    /// Its depth (0: the root).
    pub depth: usize,
    /// Its parent's index in [`Drawn::nodes`] (`None` for the root).
    pub parent: Option<usize>,
    /// Its children's indices, in visiting order.
    pub children: Vec<usize>,
    /// Its number among its siblings (for a fold, the first folded's); `None` for the root.
    pub child: Option<usize>,
    /// Its number in visiting order and the step that visited it (for a fold, the first
    /// folded's), when known.
    pub visit: Option<Visited>,
    /// On the path to the current node.
    pub on_path: bool,
    /// The current node: the last visited (entered or cut).
    pub current: bool,
    /// A solution.
    pub solution: bool,
    /// Waiting to be expanded (branch and bound's live node, 活结点).
    pub live: bool,
}

impl Node {
    /// A placeholder (nothing allocated).
    pub const EMPTY: Node = Node {
        kind: Kind::Entered,
        depth: 0,
        parent: None,
        children: Vec::new(),
        child: None,
        visit: None,
        on_path: false,
        current: false,
        solution: false,
        live: false,
    };

    /// The root, visited first.
    fn root(current: bool, solution: bool) -> Node {
        Node {
            visit: Some(Visited { number: 0, step: 0 }),
            on_path: true,
            current,
            solution,
            ..Node::EMPTY
        }
    }

    /// Child `child` (its visit `visit`) of drawn node `parent`, at `depth`: off the path, not
    /// current, no solution.
    fn child(
        kind: Kind,
        depth: usize,
        parent: usize,
        child: Option<usize>,
        visit: Option<Visited>,
    ) -> Node {
        Node {
            kind,
            depth,
            parent: Some(parent),
            child,
            visit,
            ..Node::EMPTY
        }
    }

    /// The mark of its status, as the tree panel's strips mark a child.
    pub fn slot(&self) -> Slot {
        match (self.kind, self.current) {
            (Kind::Cut(Cut::Constraint), true) => Slot::CurrentPruned,
            (Kind::Cut(Cut::Bound), true) => Slot::CurrentBounded,
            (Kind::Cut(Cut::Constraint), false) => Slot::Pruned,
            (Kind::Cut(Cut::Bound), false) => Slot::Bounded,
            _ if self.solution => Slot::Solution,
            (_, true) => Slot::Current,
            _ if self.live => Slot::Untried,
            _ if self.on_path => Slot::Path,
            _ => Slot::Explored,
        }
    }
}

/// A tree drawn so far, its nodes in preorder (visiting order), the root first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    /// The nodes, root first, each before its children.
    pub nodes: Vec<Node>,
}

/// Where the layout put every node: the column of its centre, from 0, and the width of the
/// whole drawing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// The centre column of each node, by index.
    pub x: Vec<i32>,
    /// Columns from the leftmost node's first to the rightmost's last.
    pub width: i32,
}

/// A subtree's extent per depth below its root, relative to the root's centre: kept deepest
/// first, with an offset added to every entry, so that putting a parent on top and shifting a
/// subtree cost nothing and merging two costs the shallower one's depth (a deep path is laid
/// out in linear time).
struct Contour {
    /// The leftmost column per depth, deepest first, less `base`.
    left: Vec<i32>,
    /// The rightmost column per depth, deepest first, less `base`.
    right: Vec<i32>,
    /// Added to every entry.
    base: i32,
}

impl Contour {
    /// A node alone, from column `left` to `right`.
    fn leaf((left, right): (i32, i32)) -> Contour {
        Contour {
            left: vec![left],
            right: vec![right],
            base: 0,
        }
    }

    /// Levels below and including the root.
    fn depth(&self) -> usize {
        self.left.len()
    }

    /// The leftmost and rightmost columns at depth `d` (0: its root).
    fn at(&self, d: usize) -> (i32, i32) {
        let i = self.left.len() - 1 - d;
        (self.left[i] + self.base, self.right[i] + self.base)
    }

    /// The shift that puts `next` to the right of `self` with a gap at every depth they share.
    fn shift(&self, next: &Contour) -> i32 {
        (0..self.depth().min(next.depth()))
            .map(|d| self.at(d).1 + 1 + GAP - next.at(d).0)
            .max()
            .unwrap_or(0)
    }

    /// `self` and `other` (already shifted into place) as one.
    fn merged(self, other: Contour) -> Contour {
        let (mut deep, shallow) = if other.depth() > self.depth() {
            (other, self)
        } else {
            (self, other)
        };
        for d in 0..shallow.depth() {
            let (l, r) = shallow.at(d);
            let i = deep.left.len() - 1 - d;
            deep.left[i] = deep.left[i].min(l - deep.base);
            deep.right[i] = deep.right[i].max(r - deep.base);
        }
        deep
    }

    /// The extent over every depth.
    fn span(&self) -> (i32, i32) {
        let min = self.left.iter().min().map_or(0, |l| l + self.base);
        let max = self.right.iter().max().map_or(0, |r| r + self.base);
        (min, max)
    }
}

/// Blank columns between two nodes side by side.
const GAP: i32 = 1;

impl Drawn {
    /// The tree of `outline` (see [`super::outline`]), with the runs of finished siblings at
    /// depth `fold` or deeper folded (`usize::MAX`: none). The current node and the path to it
    /// never fold; a run folds only when it holds more than one node.
    pub fn from_outline(outline: &[OutlineNode], fold: usize) -> Drawn {
        Folding::new(outline)
            .draw(fold, usize::MAX)
            .unwrap_or(Drawn { nodes: Vec::new() })
    }

    /// The tree of a path alone (the cursor's [`Level`](super::Level)s): the root, each level's
    /// children tried so far (the runs of explored siblings and cuts before the path's child
    /// folded, their sizes unknown, when `fold`), and the path's child with the next level
    /// under it. Untried children are not drawn.
    pub fn from_levels(levels: &[super::Level], fold: bool) -> Drawn {
        let mut drawn = Drawn {
            nodes: vec![Node::root(levels.is_empty(), false)],
        };
        let mut parent = 0;
        for (i, level) in levels.iter().enumerate() {
            let depth = i + 1;
            let last = i + 1 == levels.len();
            let mut next = parent;
            let mut child = 0;
            while child < level.slots.len() {
                let slot = level.slots[child];
                let cuts = |s: &Slot| matches!(s, Slot::Pruned | Slot::Bounded | Slot::Explored);
                let run = if fold && cuts(&slot) {
                    level.slots[child..].iter().take_while(|s| cuts(s)).count()
                } else {
                    0
                };
                let at = (depth, parent, child);
                match slot {
                    Slot::Untried => {}
                    // A run of siblings folded (an explored one alone folds too).
                    _ if run > 1 || (run == 1 && slot == Slot::Explored) => {
                        let kind = Kind::Fold {
                            siblings: run,
                            held: None,
                        };
                        drawn.push_level_child(at, kind, (false, false, false));
                        child += run;
                        continue;
                    }
                    Slot::Pruned | Slot::CurrentPruned => {
                        let current = slot == Slot::CurrentPruned;
                        drawn.push_level_child(
                            at,
                            Kind::Cut(Cut::Constraint),
                            (false, current, false),
                        );
                    }
                    Slot::Bounded | Slot::CurrentBounded => {
                        let current = slot == Slot::CurrentBounded;
                        drawn.push_level_child(at, Kind::Cut(Cut::Bound), (false, current, false));
                    }
                    Slot::Explored => {
                        drawn.push_level_child(at, Kind::Entered, (false, false, false));
                    }
                    Slot::Path | Slot::Current | Slot::Solution => {
                        let current = last && slot != Slot::Path;
                        let solution = slot == Slot::Solution;
                        next = drawn.push_level_child(at, Kind::Entered, (true, current, solution));
                    }
                }
                child += 1;
            }
            parent = next;
        }
        drawn.renumber();
        drawn
    }

    /// Child `child` of drawn node `parent` at `depth`, of `kind`, (on the path, current, a
    /// solution): its index.
    fn push_level_child(
        &mut self,
        (depth, parent, child): (usize, usize, usize),
        kind: Kind,
        (on_path, current, solution): (bool, bool, bool),
    ) -> usize {
        let mut node = Node::child(kind, depth, parent, Some(child), None);
        (node.on_path, node.current, node.solution) = (on_path, current, solution);
        self.push_child(parent, node)
    }

    /// The whole tree a walk of tree steps explores, none folded, numbered in visiting order;
    /// each step with the solver's step count after it. The path to the last node visited is
    /// lit and that node is current (as [`Drawn::from_outline`] draws the same walk).
    pub fn from_steps(steps: impl IntoIterator<Item = (u64, TreeStep)>) -> Drawn {
        let mut drawn = Drawn {
            nodes: vec![Node::root(false, false)],
        };
        // The open path: drawn indices, root first.
        let mut open = vec![0];
        let mut number = 0;
        let mut last = 0;
        let mut last_entered = None;
        for (step, tree_step) in steps {
            match tree_step {
                TreeStep::Enter { depth, child } | TreeStep::Prune { depth, child, .. } => {
                    number += 1;
                    open.truncate(depth);
                    let Some(&parent) = open.last() else { continue };
                    let kind = match tree_step {
                        TreeStep::Prune { cut, .. } => Kind::Cut(cut),
                        _ => Kind::Entered,
                    };
                    let node = Node {
                        kind,
                        depth: open.len(),
                        parent: Some(parent),
                        child: Some(child),
                        visit: Some(Visited { number, step }),
                        ..Node::EMPTY
                    };
                    last = drawn.push_child(parent, node);
                    if kind == Kind::Entered {
                        open.push(last);
                        last_entered = Some(last);
                    }
                }
                TreeStep::Solution => {
                    if let Some(at) = last_entered {
                        drawn.nodes[at].solution = true;
                    }
                }
                TreeStep::Leave { .. } | TreeStep::Done => {}
            }
        }
        let mut at = Some(last);
        while let Some(i) = at {
            drawn.nodes[i].on_path = drawn.nodes[i].kind == Kind::Entered;
            at = drawn.nodes[i].parent;
        }
        drawn.nodes[last].current = true;
        drawn
    }

    /// Appends `node` as the last child of `parent`; returns its index.
    fn push_child(&mut self, parent: usize, node: Node) -> usize {
        let index = self.nodes.len();
        self.nodes.push(node);
        self.nodes[parent].children.push(index);
        index
    }

    /// The tree of `nodes`, given root first and each after its parent (their `children`
    /// empty): each node's children in the order given, the whole put in preorder.
    pub fn from_parents(nodes: Vec<Node>) -> Drawn {
        let mut drawn = Drawn { nodes };
        for i in 1..drawn.nodes.len() {
            if let Some(p) = drawn.nodes[i].parent {
                drawn.nodes[p].children.push(i);
            }
        }
        drawn.renumber();
        drawn
    }

    /// Puts the nodes in preorder (they were pushed level by level under each parent).
    fn renumber(&mut self) {
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![0];
        while let Some(i) = stack.pop() {
            order.push(i);
            stack.extend(self.nodes[i].children.iter().rev());
        }
        let mut place = vec![0; self.nodes.len()];
        for (new, &old) in order.iter().enumerate() {
            place[old] = new;
        }
        let mut old = std::mem::take(&mut self.nodes);
        let mut nodes: Vec<Node> = order
            .iter()
            .map(|&i| std::mem::replace(&mut old[i], Node::EMPTY))
            .collect();
        for node in &mut nodes {
            node.parent = node.parent.map(|p| place[p]);
            for c in &mut node.children {
                *c = place[*c];
            }
        }
        self.nodes = nodes;
    }

    /// The current node's index (the root before the first step).
    pub fn current(&self) -> usize {
        self.nodes.iter().position(|n| n.current).unwrap_or(0)
    }

    /// The node `path` names (the children taken from the root), unless it is folded or not
    /// drawn.
    pub fn find(&self, path: &[usize]) -> Option<usize> {
        let mut at = 0;
        if self.nodes.is_empty() {
            return None;
        }
        for &child in path {
            at = *self.nodes[at].children.iter().find(|&&c| {
                let n = &self.nodes[c];
                n.child == Some(child) && !matches!(n.kind, Kind::Fold { .. })
            })?;
        }
        Some(at)
    }

    /// The deepest node's depth.
    pub fn depth(&self) -> usize {
        self.nodes.iter().map(|n| n.depth).max().unwrap_or(0)
    }

    /// The leaves: a lower bound on the columns the tree takes, at one column a node.
    pub fn leaves(&self) -> usize {
        self.nodes.iter().filter(|n| n.children.is_empty()).count()
    }

    /// The children taken from the root to node `at`'s parent, then `at`'s own (for a
    /// problem's label of a node).
    /// `name(path, child)` of every node but the root (the root's is `root`), by node: the
    /// path from the root to its parent handed down as the tree is walked, not rebuilt for
    /// each node (a tree may be thousands of levels deep).
    pub fn names(&self, root: &str, name: impl Fn(&[usize], usize) -> String) -> Vec<String> {
        let mut out = vec![String::new(); self.nodes.len()];
        let mut path = Vec::new();
        // Nodes to name, with the depth of their parent's path.
        let mut stack = vec![0usize];
        while let Some(i) = stack.pop() {
            let Some(node) = self.nodes.get(i) else {
                continue;
            };
            match node.child {
                None => root.clone_into(&mut out[i]),
                Some(child) => {
                    path.truncate(node.depth.saturating_sub(1));
                    out[i] = name(&path, child);
                    path.push(child);
                }
            }
            stack.extend(node.children.iter().rev());
        }
        out
    }

    /// The children taken from the root to node `at`.
    pub fn path(&self, at: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut i = at;
        while let Some(node) = self.nodes.get(i) {
            let Some(parent) = node.parent else {
                break;
            };
            path.push(node.child.unwrap_or(0));
            i = parent;
        }
        path.reverse();
        path
    }

    /// Places the nodes, each `width(i)` columns wide (at least 1): leaves left to right in
    /// visiting order, parents centred over their children, a subtree as far left as it goes
    /// with a blank column between it and everything left of it at every depth.
    pub fn layout(&self, width: impl Fn(usize) -> i32) -> Placed {
        if self.nodes.is_empty() {
            return Placed {
                x: Vec::new(),
                width: 0,
            };
        }
        let n = self.nodes.len();
        // Each node's centre relative to its parent's.
        let mut offset = vec![0; n];
        let mut contours: Vec<Option<Contour>> = (0..n).map(|_| None).collect();
        // Post-order: children before parents (reverse preorder does it).
        for i in (0..n).rev() {
            let w = width(i).max(1);
            let own = (-(w - 1) / 2, -(w - 1) / 2 + w - 1);
            let kids = &self.nodes[i].children;
            if kids.is_empty() {
                contours[i] = Some(Contour::leaf(own));
                continue;
            }
            let mut acc: Option<Contour> = None;
            let mut at = Vec::with_capacity(kids.len());
            for &k in kids {
                let mut c = contours[k].take().unwrap_or(Contour::leaf((0, 0)));
                let Some(a) = acc.take() else {
                    at.push(0);
                    acc = Some(c);
                    continue;
                };
                let shift = a.shift(&c);
                c.base += shift;
                at.push(shift);
                acc = Some(a.merged(c));
            }
            let mut a = acc.unwrap_or(Contour::leaf((0, 0)));
            let centre = (at[0] + at[at.len() - 1]).div_euclid(2);
            for (&k, &x) in kids.iter().zip(&at) {
                offset[k] = x - centre;
            }
            // The children's contour under this node's, shifted to its centre.
            a.base -= centre;
            a.left.push(own.0 - a.base);
            a.right.push(own.1 - a.base);
            contours[i] = Some(a);
        }
        let root = contours[0].take().unwrap_or(Contour::leaf((0, 0)));
        let (min, max) = root.span();
        let mut x = vec![0; n];
        x[0] = -min;
        for i in 1..n {
            let parent = self.nodes[i].parent.unwrap_or(0);
            x[i] = x[parent] + offset[i];
        }
        Placed {
            x,
            width: max - min + 1,
        }
    }
}

/// An outline ready to be drawn at any fold: each node's entered children and the size of its
/// subtree, worked out once.
pub struct Folding<'a> {
    outline: &'a [OutlineNode],
    /// Each node's first entered child (`NONE`: none) and next sibling, in visiting order.
    first: Vec<usize>,
    next: Vec<usize>,
    /// Per node, the nodes (entered and cut) and solutions of its subtree, its own included.
    held: Vec<(u64, u64)>,
    /// The nodes a cursor stands on or under, kept unfolded (see [`Folding::keep`]).
    kept: Vec<bool>,
    /// A cut child the cursor stands on: its parent's place and its number.
    kept_cut: Option<(usize, usize)>,
}

/// No node.
const NONE: usize = usize::MAX;

impl<'a> Folding<'a> {
    /// Prepares `outline` (see [`super::outline`]).
    pub fn new(outline: &'a [OutlineNode]) -> Folding<'a> {
        let n = outline.len();
        let (mut first, mut next) = (vec![NONE; n], vec![NONE; n]);
        for i in (1..n).rev() {
            let parent = outline[i].parent;
            next[i] = first[parent];
            first[parent] = i;
        }
        let mut held = vec![(0, 0); n];
        for i in (0..n).rev() {
            let node = &outline[i];
            let cuts = node.slots.iter().filter(|s| s.is_cut()).count() as u64;
            held[i].0 += 1 + cuts;
            held[i].1 += u64::from(node.solution);
            if i > 0 {
                let (p, (a, b)) = (node.parent, held[i]);
                held[p].0 += a;
                held[p].1 += b;
            }
        }
        Folding {
            outline,
            first,
            next,
            held,
            kept: vec![false; n],
            kept_cut: None,
        }
    }

    /// Keeps the node `spot` stands for (found in this outline by [`super::walk::find`]) and
    /// the nodes above it from folding, as the path to the current node is kept: a cursor's
    /// node is always drawn.
    #[must_use]
    pub fn keep(mut self, spot: &super::walk::Spot) -> Folding<'a> {
        let at = match spot.place {
            super::walk::Place::Entered(at) => at,
            super::walk::Place::Cut { parent, .. } => {
                self.kept_cut = spot.path.last().map(|&c| (parent, c));
                parent
            }
        };
        let mut i = at;
        while let Some(node) = self.outline.get(i) {
            self.kept[i] = true;
            if node.child.is_none() {
                break;
            }
            i = node.parent;
        }
        self
    }

    /// The drawings worth trying in a panel that holds `budget` leaves side by side, least
    /// folded first: the first fold (from none to every child of the root) whose tree has at
    /// most `budget` leaves, found by halving (the leaves only fall as the fold rises), the
    /// next two folded more, and the most folded whatever its leaves.
    pub fn choices(&self, budget: usize) -> Vec<Drawn> {
        // The cut children of the deepest nodes entered are one level deeper: folding from
        // two levels below those nodes folds nothing.
        let depth = self.outline.iter().map(|n| n.depth).max().unwrap_or(0);
        let folds: Vec<usize> = (1..=depth + 2).rev().collect();
        let last = folds.len() - 1;
        let (mut lo, mut hi) = (0, last);
        while lo < hi {
            let mid = usize::midpoint(lo, hi);
            if self.draw(folds[mid], budget).is_some() {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        let mut picks: Vec<usize> = (lo..=last.min(lo + 2)).collect();
        if !picks.contains(&last) {
            picks.push(last);
        }
        picks
            .into_iter()
            .filter_map(|i| self.draw(folds[i], if i == last { usize::MAX } else { budget }))
            .collect()
    }

    /// The entered children of outline node `at`, in visiting order.
    fn children(&self, at: usize) -> impl Iterator<Item = usize> + '_ {
        std::iter::successors(Some(self.first[at]), |&i| self.next.get(i).copied())
            .take_while(|&i| i != NONE)
    }

    /// The tree with the runs of finished siblings at depth `fold` or deeper folded
    /// (`usize::MAX`: none), or `None` as soon as it has more than `max_leaves` leaves. The
    /// current node and the path to it never fold; a run folds only when it holds more than
    /// one node.
    pub fn draw(&self, fold: usize, max_leaves: usize) -> Option<Drawn> {
        let outline = self.outline;
        let mut drawn = Drawn { nodes: Vec::new() };
        if outline.is_empty() {
            return Some(drawn);
        }
        drawn
            .nodes
            .push(Node::root(outline[0].current, outline[0].solution));
        let mut leaves = 1;
        // Outline nodes to draw, with their drawn index.
        let mut stack = vec![(0usize, 0usize)];
        let mut items: Vec<Item> = Vec::new();
        let mut pushed = Vec::new();
        while let Some((at, me)) = stack.pop() {
            self.items_of(at, &mut items);
            leaves += self.push_items(&mut drawn, (at, me), &items, fold, &mut pushed);
            if leaves > max_leaves {
                return None;
            }
            // Depth first, in visiting order: the first child on top of the stack.
            stack.extend(pushed.drain(..).rev());
        }
        // The outline lights the parent of a cut last node too: the cut child is current.
        if drawn
            .nodes
            .iter()
            .any(|n| n.current && matches!(n.kind, Kind::Cut(_)))
        {
            for node in &mut drawn.nodes {
                node.current &= matches!(node.kind, Kind::Cut(_));
            }
        }
        drawn.renumber();
        Some(drawn)
    }

    /// The children of outline node `at` in visiting order, into `items`: the entered ones
    /// (outline places) and the cut ones.
    fn items_of(&self, at: usize, items: &mut Vec<Item>) {
        let outline = self.outline;
        let node = &outline[at];
        items.clear();
        let mut entered = self.children(at).peekable();
        for (child, slot) in node.slots.iter().enumerate() {
            let visit = node.visits.get(child).copied().flatten();
            if slot.is_cut() {
                let cut = if matches!(slot, Slot::Bounded | Slot::CurrentBounded) {
                    Cut::Bound
                } else {
                    Cut::Constraint
                };
                let current = matches!(slot, Slot::CurrentPruned | Slot::CurrentBounded);
                items.push(Item::Cut {
                    child,
                    cut,
                    visit,
                    current,
                });
            } else if entered
                .peek()
                .is_some_and(|&e| outline[e].child == Some(child))
            {
                let e = entered.next().unwrap_or(0);
                items.push(Item::Entered(e));
            }
        }
        // Entered children the slots do not tell (past the slots' length).
        items.extend(entered.map(Item::Entered));
    }

    /// Draws `items`, the children of outline node `at` (drawn as node `me`), under it: runs
    /// of finished siblings at depth `fold` or deeper as one fold, the entered children to
    /// visit next into `pushed`. Returns the leaves added.
    fn push_items(
        &self,
        drawn: &mut Drawn,
        (at, me): (usize, usize),
        items: &[Item],
        fold: usize,
        pushed: &mut Vec<(usize, usize)>,
    ) -> usize {
        let outline = self.outline;
        let depth = outline[at].depth + 1;
        let foldable = |item: &Item| match *item {
            Item::Cut { current, child, .. } => !current && self.kept_cut != Some((at, child)),
            Item::Entered(e) => !outline[e].on_path && !outline[e].current && !self.kept[e],
        };
        let size = |item: &Item| match *item {
            Item::Cut { .. } => (1, 0),
            Item::Entered(e) => self.held[e],
        };
        let mut leaves = 0;
        let mut i = 0;
        while i < items.len() {
            let mut j = i;
            if depth >= fold {
                while j < items.len() && foldable(&items[j]) {
                    j += 1;
                }
            }
            let run = &items[i..j];
            let total = run
                .iter()
                .map(size)
                .fold((0, 0), |a, b| (a.0 + b.0, a.1 + b.1));
            leaves += usize::from(!drawn.nodes[me].children.is_empty());
            if j > i && (run.len() > 1 || total.0 > 1) {
                let (child, visit) = match run[0] {
                    Item::Cut { child, visit, .. } => (child, visit),
                    Item::Entered(e) => (outline[e].child.unwrap_or(0), Some(visited(&outline[e]))),
                };
                let kind = Kind::Fold {
                    siblings: run.len(),
                    held: Some(total),
                };
                drawn.push_child(me, Node::child(kind, depth, me, Some(child), visit));
                i = j;
                continue;
            }
            match items[i] {
                Item::Cut {
                    child,
                    cut,
                    visit,
                    current,
                } => {
                    let mut node = Node::child(Kind::Cut(cut), depth, me, Some(child), visit);
                    node.current = current;
                    drawn.push_child(me, node);
                }
                Item::Entered(e) => {
                    let n = &outline[e];
                    let mut node = Node::child(Kind::Entered, depth, me, n.child, Some(visited(n)));
                    (node.on_path, node.current, node.solution) =
                        (n.on_path, n.current, n.solution);
                    pushed.push((e, drawn.push_child(me, node)));
                }
            }
            i += 1;
        }
        leaves
    }
}

/// A child of an outline node, before folding.
#[derive(Debug, Clone, Copy)]
enum Item {
    /// An entered child: its outline place.
    Entered(usize),
    /// A cut child.
    Cut {
        child: usize,
        cut: Cut,
        visit: Option<Visited>,
        current: bool,
    },
}

/// An outline node's own visit.
/// An outline node's own visit, known.
fn visited(node: &OutlineNode) -> Visited {
    Visited {
        number: node.number,
        step: node.step,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tree::{Search, Shape, Traced, TreeStep, outline};
    use crate::engine::{Landmarks, Solver};
    use proptest::prelude::*;

    /// A test search over a random tree: `branching` children a node down to `depth`, each
    /// child cut by the constraint, cut by the bound or entered as a hash of its path and
    /// `seed` says; a leaf at full depth is a solution when the hash says so.
    #[derive(Debug, Clone)]
    struct RandomTree {
        seed: u64,
        depth: usize,
        branching: usize,
        /// Per level of the path: the child taken, the children tried, the path's hash.
        stack: Vec<(usize, usize, u64)>,
        steps: u64,
        done: bool,
        /// A solution was reported at the node on top.
        solved: bool,
    }

    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    struct Ev(TreeStep);

    fn mix(h: u64, x: u64) -> u64 {
        let mut z = h ^ x.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    impl RandomTree {
        fn new(seed: u64, depth: usize, branching: usize) -> RandomTree {
            RandomTree {
                seed,
                depth,
                branching,
                stack: vec![(0, 0, seed)],
                steps: 0,
                done: false,
                solved: false,
            }
        }
    }

    impl Solver for RandomTree {
        type Event = Ev;

        fn step(&mut self) -> Option<Ev> {
            if self.done {
                return None;
            }
            self.steps += 1;
            let level = self.stack.len();
            let (_, tried, hash) = *self.stack.last().unwrap();
            if level - 1 == self.depth && !self.solved && hash % 3 == 0 {
                self.solved = true;
                return Some(Ev(TreeStep::Solution));
            }
            if tried >= self.branching || level - 1 == self.depth {
                self.stack.pop();
                self.solved = false;
                if self.stack.is_empty() {
                    self.done = true;
                    return Some(Ev(TreeStep::Done));
                }
                return Some(Ev(TreeStep::Leave { depth: level - 1 }));
            }
            let child = tried;
            self.stack.last_mut().unwrap().1 += 1;
            let h = mix(hash, child as u64 + 1);
            match h % 5 {
                0 | 1 => Some(Ev(TreeStep::Prune {
                    depth: level,
                    child,
                    cut: Cut::Constraint,
                })),
                2 if self.seed.is_multiple_of(2) => Some(Ev(TreeStep::Prune {
                    depth: level,
                    child,
                    cut: Cut::Bound,
                })),
                _ => {
                    self.stack.push((child, 0, h));
                    Some(Ev(TreeStep::Enter {
                        depth: level,
                        child,
                    }))
                }
            }
        }

        fn steps(&self) -> u64 {
            self.steps
        }

        fn is_done(&self) -> bool {
            self.done
        }
    }

    impl Landmarks for RandomTree {
        type Reader = crate::engine::NoLandmarks;

        fn reader(&self) -> crate::engine::NoLandmarks {
            crate::engine::NoLandmarks
        }
    }

    #[derive(Debug, Clone, Copy, PartialEq)]
    struct Uniform(usize, usize);

    impl Shape for Uniform {
        type Event = Ev;

        fn step(&self, event: &Ev) -> Option<TreeStep> {
            Some(event.0)
        }

        fn branching(&self, depth: usize) -> usize {
            if depth <= self.0 { self.1 } else { 0 }
        }

        fn rows(&self) -> usize {
            self.0
        }
    }

    impl Search for RandomTree {
        type Shape = Uniform;

        fn shape(&self) -> Uniform {
            Uniform(self.depth, self.branching)
        }
    }

    /// The outline of a random tree's search at step `upto`.
    fn random_outline(seed: u64, depth: usize, branching: usize, upto: u64) -> Vec<OutlineNode> {
        outline(&Traced::new(RandomTree::new(seed, depth, branching)), upto)
    }

    fn width_of(i: usize) -> i32 {
        1 + (i * 7 % 4) as i32
    }

    /// The layout's invariants for node widths `width_of`.
    fn check_layout(drawn: &Drawn) {
        let placed = drawn.layout(width_of);
        let extent = |i: usize| {
            let w = width_of(i);
            let left = placed.x[i] - (w - 1) / 2;
            (left, left + w - 1)
        };
        let mut by_depth: Vec<Vec<usize>> = vec![Vec::new(); drawn.depth() + 1];
        for (i, node) in drawn.nodes.iter().enumerate() {
            let (l, r) = extent(i);
            assert!(
                l >= 0 && r < placed.width,
                "node {i} in 0..{}",
                placed.width
            );
            by_depth[node.depth].push(i);
            if let (Some(&first), Some(&last)) = (node.children.first(), node.children.last()) {
                let twice = 2 * placed.x[i] - placed.x[first] - placed.x[last];
                assert!(
                    (0..=1).contains(&twice.abs()),
                    "node {i} centred over its children"
                );
            }
        }
        // Preorder at each depth is left to right, with a blank column between neighbours.
        for row in &by_depth {
            for pair in row.windows(2) {
                let (a, b) = (extent(pair[0]), extent(pair[1]));
                assert!(a.1 + 1 + GAP <= b.0, "{pair:?} overlap: {a:?} {b:?}");
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn the_layout_is_tidy(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400, fold in 0usize..7) {
            let outline = random_outline(seed, depth, branching, upto);
            let fold = if fold == 6 { usize::MAX } else { fold };
            check_layout(&Drawn::from_outline(&outline, fold));
        }

        /// Names handed down the tree are the names of each node's own path.
        #[test]
        fn names_follow_each_nodes_path(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400, fold in 0usize..7) {
            let outline = random_outline(seed, depth, branching, upto);
            let fold = if fold == 6 { usize::MAX } else { fold };
            let tree = Drawn::from_outline(&outline, fold);
            let names = tree.names("root", |path, child| format!("{path:?}/{child}"));
            for (i, name) in names.iter().enumerate() {
                let path = tree.path(i);
                let expected = match path.split_last() {
                    None => "root".to_string(),
                    Some((child, above)) => format!("{above:?}/{child}"),
                };
                prop_assert_eq!(name, &expected);
            }
        }

        #[test]
        fn folds_count_the_tree_and_keep_the_path(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400, fold in 0usize..6) {
            let outline = random_outline(seed, depth, branching, upto);
            let whole = Drawn::from_outline(&outline, usize::MAX);
            let folded = Drawn::from_outline(&outline, fold);
            let entered = outline.len() as u64;
            let cut = outline.iter().flat_map(|n| &n.slots).filter(|s| s.is_cut()).count() as u64;
            let solutions = outline.iter().filter(|n| n.solution).count() as u64;
            // Unfolded: one node per node visited, in visiting order, numbered 0, 1, 2, ...
            prop_assert_eq!(whole.nodes.len() as u64, entered + cut);
            let numbers: Vec<u64> = whole.nodes.iter().filter_map(|n| n.visit.map(|v| v.number)).collect();
            prop_assert_eq!(numbers, (0..entered + cut).collect::<Vec<_>>());
            // Folded: the folds hold what they hide.
            let (mut nodes, mut found) = (0, 0);
            for node in &folded.nodes {
                match node.kind {
                    Kind::Fold { held: Some((n, s)), .. } => {
                        nodes += n;
                        found += s;
                    }
                    Kind::Fold { held: None, .. } => prop_assert!(false, "a fold of an outline knows its size"),
                    _ => {
                        nodes += 1;
                        found += u64::from(node.solution);
                    }
                }
            }
            prop_assert_eq!(nodes, entered + cut);
            prop_assert_eq!(found, solutions);
            // The path and the current node are drawn whatever folds.
            let path = |d: &Drawn| d.nodes.iter().filter(|n| n.on_path).count();
            prop_assert_eq!(path(&folded), path(&whole));
            prop_assert_eq!(folded.nodes.iter().filter(|n| n.current).count(), 1);
            let current = &whole.nodes[whole.current()];
            let kept = &folded.nodes[folded.current()];
            prop_assert_eq!((current.depth, current.child, current.kind), (kept.depth, kept.child, kept.kind));
            prop_assert_eq!(whole.path(whole.current()), folded.path(folded.current()));
            // A budget of leaves refuses exactly the trees with more.
            let folding = Folding::new(&outline);
            for budget in [1, 3, 8, 20] {
                let within = folding.draw(fold, budget);
                prop_assert_eq!(within.is_some(), folded.leaves() <= budget);
                if let Some(tree) = within {
                    prop_assert_eq!(&tree, &folded);
                }
            }
            // The choices: within the budget but the last, least folded first, the last the
            // most folded of all.
            let choices = folding.choices(6);
            let most = Drawn::from_outline(&outline, 1);
            prop_assert_eq!(choices.last(), Some(&most));
            for pair in choices.windows(2) {
                prop_assert!(pair[0].nodes.len() >= pair[1].nodes.len());
            }
            for tree in &choices[..choices.len() - 1] {
                prop_assert!(tree.leaves() <= 6);
            }
            // A whole tree within the budget comes first, nothing folded (the cuts under the
            // deepest nodes entered included).
            if whole.leaves() <= 6 {
                prop_assert_eq!(&choices[0], &whole);
            }
            // Folding deeper never draws more.
            if fold > 0 {
                let less = Drawn::from_outline(&outline, fold - 1);
                prop_assert!(less.nodes.len() <= folded.nodes.len());
            }
        }

        #[test]
        fn a_kept_node_is_drawn_at_every_fold(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400, fold in 0usize..6, moves in proptest::collection::vec(0u8..4, 0..12)) {
            use crate::engine::tree::walk::{Move, find, moved};
            let outline = random_outline(seed, depth, branching, upto);
            let mut path = Vec::new();
            for m in moves {
                let m = [Move::Parent, Move::Child, Move::Prev, Move::Next][usize::from(m)];
                path = moved(&outline, &path, m);
            }
            let spot = find(&outline, &path);
            prop_assert_eq!(&spot.path, &path, "a move lands on a visited node");
            let whole = Drawn::from_outline(&outline, usize::MAX);
            let folded = Folding::new(&outline).keep(&spot).draw(fold, usize::MAX).unwrap();
            check_layout(&folded);
            let (Some(a), Some(b)) = (whole.find(&path), folded.find(&path)) else {
                return Err(TestCaseError::fail(format!("{path:?} not drawn")));
            };
            prop_assert_eq!(whole.nodes[a].visit, folded.nodes[b].visit);
            prop_assert_eq!(whole.nodes[a].visit.map(|v| v.number), Some(spot.visit.number));
            let held: u64 = folded.nodes.iter().map(|n| match n.kind {
                Kind::Fold { held: Some((n, _)), .. } => n,
                _ => 1,
            }).sum();
            prop_assert_eq!(held, whole.nodes.len() as u64);
            // Its subtree's size is what the unfolded drawing holds below it.
            let below = |d: &Drawn, i: usize| {
                let mut stack = vec![i];
                let mut count = 0;
                while let Some(j) = stack.pop() {
                    count += 1;
                    stack.extend(&d.nodes[j].children);
                }
                count
            };
            prop_assert_eq!(below(&whole, a) as u64, spot.held.0);
        }

        #[test]
        fn the_steps_draw_the_tree_the_outline_draws(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400) {
            let mut run = RandomTree::new(seed, depth, branching);
            let mut steps = Vec::new();
            while run.steps() < upto {
                let Some(Ev(step)) = run.step() else { break };
                steps.push((run.steps(), step));
            }
            let outline = random_outline(seed, depth, branching, upto);
            let whole = Drawn::from_outline(&outline, usize::MAX);
            let walked = Drawn::from_steps(steps);
            prop_assert_eq!(walked.nodes.len(), whole.nodes.len());
            for (a, b) in walked.nodes.iter().zip(&whole.nodes) {
                prop_assert_eq!((a.kind, a.depth, a.parent, a.child, a.visit, a.solution), (b.kind, b.depth, b.parent, b.child, b.visit, b.solution));
                prop_assert_eq!(&a.children, &b.children);
            }
            prop_assert_eq!(walked.path(walked.current()), whole.path(whole.current()));
        }

        #[test]
        fn the_path_alone_draws_the_cursors_levels(seed in 0u64..10_000, depth in 1usize..6, branching in 1usize..5, upto in 0u64..400, fold: bool) {
            let mut run = Traced::new(RandomTree::new(seed, depth, branching));
            while run.steps() < upto && run.step().is_some() {}
            let levels = run.cursor().levels();
            let drawn = Drawn::from_levels(&levels, fold);
            check_layout(&drawn);
            prop_assert_eq!(drawn.nodes.iter().filter(|n| n.on_path).count(), levels.len() + 1 - usize::from(levels.last().is_some_and(|l| l.slots[l.chosen].is_cut())));
            let tried: usize = levels.iter().map(|l| l.slots.iter().filter(|&&s| s != Slot::Untried).count()).sum();
            if fold {
                prop_assert!(drawn.nodes.len() <= tried + 1);
            } else {
                prop_assert_eq!(drawn.nodes.len(), tried + 1);
            }
            prop_assert_eq!(drawn.nodes.iter().filter(|n| n.current).count(), 1);
        }
    }

    /// A random tree's outline and the tree drawn from it agree on every node's number and
    /// parent, and the numbers are visiting order.
    #[test]
    fn an_unfolded_tree_is_the_outline_with_its_cuts() {
        let outline = random_outline(7, 3, 3, u64::MAX);
        let drawn = Drawn::from_outline(&outline, usize::MAX);
        for (i, node) in drawn.nodes.iter().enumerate().skip(1) {
            let parent = &drawn.nodes[node.parent.unwrap()];
            assert!(parent.visit.unwrap().number < node.visit.unwrap().number);
            assert_eq!(node.visit.unwrap().number, i as u64);
            assert!(matches!(parent.kind, Kind::Entered));
        }
    }
}
