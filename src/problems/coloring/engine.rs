//! Graph m-colouring (图的m着色): give each vertex of a graph one of m colours so that no
//! edge joins two vertices of the same colour. The tree is the m-ary tree of the chapter: the
//! node at depth k has coloured k vertices, and its m children give the next vertex colour
//! 1, 2, ..., m, so the whole tree has m^n leaves.
//!
//! The constraint function (约束函数) is the textbook's `Ok(k)`: a colour already taken by a
//! coloured neighbour is cut. The bound function (限界函数) is forward checking: a colour after
//! which some uncoloured neighbour has no colour left is cut at once, its subtree holding no
//! colouring (the chapter's test "can this subtree still reach a solution?"). The textbook
//! searches with the constraint alone, so that is the default; `--forward` adds the bound.
//!
//! Two algorithms choose the next vertex, each in its own file: [`fixed`] (vertices 1..n in
//! order, the textbook's `Backtrack(t)`) and [`dsatur`] (the uncoloured vertex with the most
//! distinct colours among its neighbours, ties by degree: Brélaz's DSATUR order). Colours are
//! always tried 1..m.

pub mod dsatur;
pub mod fixed;

use serde::Serialize;

pub use crate::kit::graph::{Graph, MAX_VERTICES, Tag, circle, dimacs};

use crate::engine::backtrack::{Branching, Hooks, Prune, Steps};


/// The most colours (`-m`): one digit each on screen and as a quiz key.
pub const MAX_COLOURS: usize = 9;

/// The fewest and most vertices of a random graph, a cycle or a complete graph.
pub const SIZES: (usize, usize) = (1, MAX_VERTICES);

/// The prune settings, the textbook's first: the constraint alone (`Ok(k)`), with forward
/// checking as the bound, and neither (the whole m^n tree, each leaf checked). Forward
/// checking without the constraint would check domains of an improper colouring, so it is
/// not offered.
pub const PRUNES: [Prune; 3] = [Prune::Constraint, Prune::Both, Prune::None];

/// How the next vertex is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Algo {
    /// Vertices 1..n in order.
    #[default]
    Fixed,
    /// The most distinct neighbour colours first (DSATUR), ties by degree, then by number.
    Dsatur,
}

impl Algo {
    /// Both, in the order the key cycles them.
    pub const ALL: [Algo; 2] = [Algo::Fixed, Algo::Dsatur];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Algo::Fixed => "fixed",
            Algo::Dsatur => "dsatur",
        }
    }

    /// The algorithm named `s`.
    pub fn parse(s: &str) -> Option<Algo> {
        Algo::ALL.into_iter().find(|a| a.name() == s.trim())
    }

    /// The other one.
    #[must_use]
    pub fn next(self) -> Algo {
        match self {
            Algo::Fixed => Algo::Dsatur,
            Algo::Dsatur => Algo::Fixed,
        }
    }
}

/// A colouring instance: the graph, m, the algorithm.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance {
    /// The graph.
    pub graph: Graph,
    /// The colours, 1 to [`MAX_COLOURS`].
    pub m: usize,
    /// The algorithm (the left pane's, when two are compared).
    pub algo: Algo,
    /// Compare the two algorithms side by side: the right pane runs the other one.
    pub compare: bool,
    /// The random graph's edge probability (kept for `g`).
    pub p: f64,
}

impl Instance {
    /// `graph` with m colours under `algo`.
    pub fn new(graph: Graph, m: usize, algo: Algo) -> Instance {
        Instance {
            graph,
            m: m.clamp(1, MAX_COLOURS),
            algo,
            compare: false,
            p: DEFAULT_P,
        }
    }

    /// The algorithm of search `pane`: the other one on the right when comparing.
    pub fn algo_of(&self, pane: usize) -> Algo {
        if self.compare && pane == 1 {
            self.algo.next()
        } else {
            self.algo
        }
    }

    /// A random graph of `n` vertices like this one (its m, p, algorithm).
    pub fn random(n: usize, seed: u64, like: &Instance) -> Instance {
        let mut i = Instance::new(Graph::random(n.clamp(SIZES.0, SIZES.1), like.p, seed), like.m, like.algo);
        i.compare = like.compare;
        i.p = like.p;
        i
    }

    /// The leaves of the whole tree: m^n (saturating).
    pub fn leaves(&self) -> u128 {
        (self.m as u128).saturating_pow(self.graph.n() as u32)
    }
}

/// The edge probability of a random graph unless `--p` says.
pub const DEFAULT_P: f64 = 0.3;

/// The built-in graphs: name, DIMACS text, the colours they are searched with unless `-m`
/// says (their chromatic numbers).
pub const BUILT_IN: [(&str, usize); 4] = [("australia", 3), ("petersen", 3), ("wheel", 3), ("myciel3", 4)];

/// The colours of a graph unless `-m` says.
pub const DEFAULT_M: usize = 3;

pub use crate::kit::graph::built_in;

/// A built-in instance by name, with its colours.
pub fn built_in_instance(name: &str, algo: Algo) -> Option<Instance> {
    let m = BUILT_IN.iter().find(|(n, _)| *n == name)?.1;
    Some(Instance::new(built_in(name)?, m, algo))
}

/// The default instance: Australia's map with 3 colours.
pub fn default_instance(algo: Algo) -> Instance {
    Instance::new(built_in("australia").expect("the built-in map parses"), 3, algo)
}

/// A child entered: a vertex given a colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Paint {
    /// The vertex, from 1.
    pub vertex: u8,
    /// Its name.
    pub name: Tag,
    /// Its colour, from 1.
    pub colour: u8,
    /// The colours it had left (not taken by a coloured neighbour), this one included.
    pub left: u8,
}

/// Why a child is cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Why {
    /// The constraint: a coloured neighbour has the colour.
    Clash {
        /// The vertex, from 1.
        vertex: u8,
        /// The colour, from 1.
        colour: u8,
        /// The neighbour that has it, from 1.
        neighbour: u8,
        /// The vertex's name and the neighbour's.
        names: [Tag; 2],
    },
    /// The bound (forward checking): the colour leaves an uncoloured neighbour no colour.
    Wipeout {
        /// The vertex, from 1.
        vertex: u8,
        /// The colour, from 1.
        colour: u8,
        /// The neighbour left with none, from 1.
        neighbour: u8,
        /// The vertex's name and the neighbour's.
        names: [Tag; 2],
    },
}

impl Why {
    /// The vertex and colour of the child cut (from 1).
    pub fn child(self) -> (u8, u8) {
        match self {
            Why::Clash { vertex, colour, .. } | Why::Wipeout { vertex, colour, .. } => (vertex, colour),
        }
    }

    /// The neighbour that made the cut (from 1).
    pub fn neighbour(self) -> u8 {
        match self {
            Why::Clash { neighbour, .. } | Why::Wipeout { neighbour, .. } => neighbour,
        }
    }

    /// The names of the vertex and of the neighbour.
    pub fn names(self) -> [Tag; 2] {
        match self {
            Why::Clash { names, .. } | Why::Wipeout { names, .. } => names,
        }
    }
}

/// What a node chooses: the vertex it colours (its depth's vertex under the algorithm).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The vertex, from 0.
    pub vertex: u8,
    /// Its name.
    pub name: Tag,
    /// The distinct colours among its neighbours at the node (its saturation).
    pub saturation: u8,
    /// Its degree.
    pub degree: u8,
}

/// A solution: a proper colouring.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Found {
    /// Its vertices.
    pub vertices: u8,
    /// The colours it uses.
    pub used: u8,
}

/// The state of the search at a node: each vertex's colour, the vertex each depth colours.
#[derive(Debug, Clone)]
pub struct ColoringHooks {
    /// The graph's neighbour sets.
    pub adj: Vec<u64>,
    /// The vertices' names.
    pub tags: Vec<Tag>,
    /// m.
    pub m: usize,
    /// How the next vertex is chosen.
    pub algo: Algo,
    /// Each vertex's colour, 1..m, 0 if not coloured.
    pub colour: Vec<u8>,
    /// The vertex the node at each depth along the path colours (one more than the depth).
    pub order: Vec<u8>,
    /// Colourings found.
    pub found: u64,
}

impl ColoringHooks {
    /// The root of `instance`'s tree under `algo`.
    pub fn new(instance: &Instance, algo: Algo) -> ColoringHooks {
        let adj = instance.graph.adj.clone();
        let n = adj.len();
        let mut hooks = ColoringHooks {
            adj,
            tags: (0..n).map(|v| instance.graph.tag(v)).collect(),
            m: instance.m,
            algo,
            colour: vec![0; n],
            order: Vec::with_capacity(n + 1),
            found: 0,
        };
        if n > 0 {
            let first = hooks.next_vertex(0);
            hooks.order.push(first as u8);
        }
        hooks
    }

    /// The vertices.
    pub fn n(&self) -> usize {
        self.adj.len()
    }

    /// The colours taken by v's coloured neighbours, as a bit set (bit c for colour c).
    #[inline]
    pub fn taken(&self, v: usize) -> u16 {
        let mut set = self.adj[v];
        let mut taken = 0u16;
        while set != 0 {
            let u = set.trailing_zeros() as usize;
            set &= set - 1;
            taken |= 1 << self.colour[u];
        }
        taken & !1
    }

    /// The colours v has left: 1..m not taken by a coloured neighbour, as a bit set.
    #[inline]
    pub fn left(&self, v: usize) -> u16 {
        let all = ((1u16 << (self.m + 1)) - 1) & !1;
        all & !self.taken(v)
    }

    /// The vertex the node at `depth` colours.
    #[inline]
    pub fn vertex_at(&self, depth: usize) -> usize {
        usize::from(self.order[depth])
    }

    /// The vertex to colour at `depth`, by the algorithm.
    fn next_vertex(&self, depth: usize) -> usize {
        match self.algo {
            Algo::Fixed => fixed::next(depth),
            Algo::Dsatur => dsatur::next(self),
        }
    }

    /// The lowest-numbered coloured neighbour of v with colour c, if any.
    fn holder(&self, v: usize, c: u8) -> Option<usize> {
        let mut set = self.adj[v];
        while set != 0 {
            let u = set.trailing_zeros() as usize;
            set &= set - 1;
            if self.colour[u] == c {
                return Some(u);
            }
        }
        None
    }
}

impl Hooks for ColoringHooks {
    type Enter = Paint;
    type Cut = Why;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Uniform(self.m),
            depth: self.n(),
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        if depth < self.n() { self.m } else { 0 }
    }

    /// `Ok(k)`: a coloured neighbour already has the colour.
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Why> {
        let v = self.vertex_at(depth);
        let c = child as u8 + 1;
        self.holder(v, c).map(|u| Why::Clash {
            vertex: v as u8 + 1,
            colour: c,
            neighbour: u as u8 + 1,
            names: [self.tags[v], self.tags[u]],
        })
    }

    /// Forward checking: an uncoloured neighbour whose every colour would then be taken.
    fn bound(&self, depth: usize, child: usize) -> Option<Why> {
        let v = self.vertex_at(depth);
        let c = child as u8 + 1;
        let mut set = self.adj[v];
        while set != 0 {
            let u = set.trailing_zeros() as usize;
            set &= set - 1;
            if self.colour[u] == 0 && self.left(u) & !(1 << c) == 0 {
                return Some(Why::Wipeout {
                    vertex: v as u8 + 1,
                    colour: c,
                    neighbour: u as u8 + 1,
                    names: [self.tags[v], self.tags[u]],
                });
            }
        }
        None
    }

    fn make_move(&mut self, depth: usize, child: usize) -> Paint {
        let v = self.vertex_at(depth);
        let left = self.left(v).count_ones() as u8;
        self.colour[v] = child as u8 + 1;
        self.order.truncate(depth + 1);
        if depth + 1 < self.n() {
            let next = self.next_vertex(depth + 1);
            self.order.push(next as u8);
        }
        Paint {
            vertex: v as u8 + 1,
            name: self.tags[v],
            colour: child as u8 + 1,
            left,
        }
    }

    fn unmake_move(&mut self, depth: usize, _child: usize) {
        let v = self.vertex_at(depth);
        self.colour[v] = 0;
        self.order.truncate(depth + 1);
    }

    /// Every vertex coloured and no edge within one colour (checked here, for the search
    /// without the constraint).
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if depth != self.n() {
            return None;
        }
        let proper = (0..self.n()).all(|v| {
            let c = self.colour[v];
            self.holder(v, c).is_none()
        });
        if !proper {
            return None;
        }
        self.found += 1;
        let used = self.colour.iter().fold(0u16, |s, &c| s | 1 << c).count_ones() as u8;
        Some(Found {
            vertices: self.n() as u8,
            used,
        })
    }
}

/// The hooks at the node reached from the root of `instance` (under `algo`) by `path`.
pub fn hooks_on(instance: &Instance, algo: Algo, path: &[usize]) -> ColoringHooks {
    let mut hooks = ColoringHooks::new(instance, algo);
    for (depth, &child) in path.iter().enumerate() {
        if child >= hooks.candidates(depth) {
            break;
        }
        hooks.make_move(depth, child);
    }
    hooks
}

/// Counts the proper colourings of `instance` by the search under `algo` and `prune`, at
/// most `limit`.
pub fn count(instance: &Instance, algo: Algo, prune: Prune, limit: Option<u64>) -> u64 {
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event};
    let mut search = Backtrack::new(ColoringHooks::new(instance, algo), prune);
    let mut found = 0;
    while let Some(event) = search.step() {
        if let Event::Solution { .. } = event {
            found += 1;
            if limit.is_some_and(|l| found >= l) {
                break;
            }
        }
    }
    found
}

/// The least m with a proper colouring (trying m = 1, 2, ...), under `algo` with forward
/// checking; `None` past [`MAX_COLOURS`].
pub fn chromatic(graph: &Graph, algo: Algo) -> Option<usize> {
    if graph.n() == 0 {
        return Some(0);
    }
    (1..=MAX_COLOURS).find(|&m| count(&Instance::new(graph.clone(), m, algo), algo, Prune::Both, Some(1)) > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use rstest::rstest;

    /// Every colouring of the graph with m colours, by brute force over all m^n.
    fn brute_force(g: &Graph, m: usize) -> u64 {
        let n = g.n();
        let mut colours = vec![1u8; n];
        let mut count = 0;
        loop {
            if g.is_proper(&colours) {
                count += 1;
            }
            let mut i = 0;
            loop {
                if i == n {
                    return count;
                }
                if usize::from(colours[i]) < m {
                    colours[i] += 1;
                    break;
                }
                colours[i] = 1;
                i += 1;
            }
        }
    }

    fn every_way(inst: &Instance) -> Vec<u64> {
        let mut out = Vec::new();
        for algo in Algo::ALL {
            for prune in PRUNES {
                out.push(count(inst, algo, prune, None));
            }
        }
        out
    }

    /// The chromatic polynomial of the cycle `C_n`: (k−1)^n + (−1)^n (k−1).
    #[rstest]
    #[case(3, 3)]
    #[case(4, 2)]
    #[case(5, 3)]
    #[case(6, 4)]
    #[case(7, 3)]
    fn cycles_have_their_chromatic_polynomial(#[case] n: usize, #[case] k: usize) {
        let expected = (k as i64 - 1).pow(n as u32) + if n.is_multiple_of(2) { 1 } else { -1 } * (k as i64 - 1);
        let inst = Instance::new(Graph::cycle(n), k, Algo::Fixed);
        for found in every_way(&inst) {
            assert_eq!(found as i64, expected, "C{n}, {k} colours");
        }
    }

    /// `K_n` with k colours: k (k−1) ... (k−n+1).
    #[rstest]
    #[case(3, 3)]
    #[case(4, 5)]
    #[case(5, 4)]
    #[case(4, 6)]
    fn complete_graphs_have_their_chromatic_polynomial(#[case] n: usize, #[case] k: usize) {
        let expected: u64 = (0..n).map(|i| k.saturating_sub(i) as u64).product();
        let inst = Instance::new(Graph::complete(n), k, Algo::Fixed);
        for found in every_way(&inst) {
            assert_eq!(found, expected, "K{n}, {k} colours");
        }
    }

    /// The Petersen graph's chromatic polynomial at 3 and 4 (120 and 12 960), its chromatic
    /// number 3; myciel3's 4; the map's 18 three-colourings.
    #[test]
    fn the_built_in_graphs() {
        let petersen = built_in("petersen").unwrap();
        assert_eq!((petersen.n(), petersen.edges.len()), (10, 15));
        assert!((0..10).all(|v| petersen.degree(v) == 3));
        for (k, expected) in [(3, 120), (4, 12_960)] {
            for found in every_way(&Instance::new(petersen.clone(), k, Algo::Fixed)) {
                assert_eq!(found, expected, "{k} colours");
            }
        }
        assert_eq!(chromatic(&petersen, Algo::Fixed), Some(3));
        let myciel = built_in("myciel3").unwrap();
        assert_eq!((myciel.n(), myciel.edges.len()), (11, 20));
        for algo in Algo::ALL {
            assert_eq!(chromatic(&myciel, algo), Some(4));
        }
        let map = default_instance(Algo::Fixed);
        assert_eq!(map.graph.name(2), "SA");
        for found in every_way(&map) {
            assert_eq!(found, 18);
        }
        assert_eq!(chromatic(&built_in("wheel").unwrap(), Algo::Dsatur), Some(3));
        assert_eq!(chromatic(&Graph::cycle(7), Algo::Fixed), Some(3));
        assert_eq!(chromatic(&Graph::complete(9), Algo::Fixed), Some(9));
        assert_eq!(chromatic(&Graph::complete(10), Algo::Fixed), None);
    }

    /// DSATUR takes the most saturated vertex, ties by degree then by number: on the map SA
    /// (degree 5) first, then NT (saturation 1, degree 3, before Q and NSW), then Q (two
    /// colours around it, where WA, also two, has degree 2).
    #[test]
    fn dsatur_chooses_the_most_saturated_vertex() {
        let inst = default_instance(Algo::Dsatur);
        let mut h = ColoringHooks::new(&inst, Algo::Dsatur);
        // SA has the highest degree (5): first.
        assert_eq!(h.vertex_at(0), 2);
        h.make_move(0, 0);
        // Its neighbours all see one colour; the highest degree among them, Q or NT or NSW (3):
        // the lowest number, NT.
        assert_eq!(h.vertex_at(1), 1);
        h.make_move(1, 1);
        // WA and Q now see two colours; WA (degree 2) loses to Q (degree 3).
        assert_eq!(h.vertex_at(2), 3);
    }

    proptest! {
        /// On random graphs every algorithm and prune setting counts what brute force counts,
        /// and forward checking never visits more nodes than the constraint alone.
        #[test]
        fn every_way_counts_what_brute_force_counts(n in 1usize..8, p in 0.0f64..1.0, m in 1usize..5, seed: u64) {
            let inst = Instance::new(Graph::random(n, p, seed), m, Algo::Fixed);
            let expected = brute_force(&inst.graph, m);
            for found in every_way(&inst) {
                prop_assert_eq!(found, expected);
            }
            for algo in Algo::ALL {
                use crate::engine::Solver;
                use crate::engine::backtrack::Backtrack;
                let nodes = |prune| {
                    let mut b = Backtrack::new(ColoringHooks::new(&inst, algo), prune);
                    while b.step().is_some() {}
                    b.counts().entered
                };
                let (both, constraint, none) = (nodes(Prune::Both), nodes(Prune::Constraint), nodes(Prune::None));
                prop_assert!(both <= constraint && constraint <= none);
                let whole: u64 = (1..=n as u32).map(|k| (m as u64).pow(k)).sum();
                prop_assert_eq!(none, whole);
            }
        }
    }
}
