//! Graphs, for every problem on one: a simple
//! undirected graph on at most 64 vertices as bit sets, its vertices' names and places, the
//! graph families, the DIMACS reader (`dimacs.rs`), the built-in graphs, their words
//! (`words.rs`) and their picture (`picture.rs`).

pub mod dimacs;
pub mod picture;
pub mod words;

use serde::Serialize;

use crate::engine::random::SplitMix64;

/// The most vertices a graph has (a vertex set is a 64-bit set).
pub const MAX_VERTICES: usize = 64;

/// The built-in graphs: name, DIMACS text.
pub const BUILT_IN: [(&str, &str); 4] = [
    (
        "australia",
        include_str!("../../assets/graphs/australia.col"),
    ),
    ("petersen", include_str!("../../assets/graphs/petersen.col")),
    ("wheel", include_str!("../../assets/graphs/wheel.col")),
    ("myciel3", include_str!("../../assets/graphs/myciel3.col")),
];

/// A built-in graph by name.
pub fn built_in(name: &str) -> Option<Graph> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| dimacs::parse(text).ok())
}

/// A vertex's name as the events carry it: at most [`Tag::MAX`] bytes, copied by value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Tag {
    bytes: [u8; Tag::MAX],
    len: u8,
}

impl Tag {
    /// The longest name, in bytes.
    pub const MAX: usize = 8;

    /// The tag of `name`, if it is short enough and printable.
    pub fn new(name: &str) -> Option<Tag> {
        if name.is_empty() || name.len() > Tag::MAX || name.chars().any(char::is_control) {
            return None;
        }
        let mut t = Tag::default();
        t.bytes[..name.len()].copy_from_slice(name.as_bytes());
        t.len = name.len() as u8;
        Some(t)
    }

    /// Its text.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("?")
    }
}

impl std::fmt::Display for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for Tag {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

impl Serialize for Tag {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// An undirected simple graph on vertices 0..n (1..n on screen and in files).
#[derive(Debug, Clone, PartialEq)]
pub struct Graph {
    /// Each vertex's neighbours, as a bit set.
    pub adj: Vec<u64>,
    /// Its edges, each once, the smaller vertex first, in the order given.
    pub edges: Vec<(u8, u8)>,
    /// Names of the vertices (a map's regions), if it has them.
    pub names: Option<Vec<String>>,
    /// Where each vertex is drawn, if the graph says.
    pub places: Option<Vec<(f64, f64)>>,
}

impl Graph {
    /// A graph on `n` vertices with no edges.
    pub fn empty(n: usize) -> Graph {
        Graph {
            adj: vec![0; n.min(MAX_VERTICES)],
            edges: Vec::new(),
            names: None,
            places: None,
        }
    }

    /// Its vertices.
    pub fn n(&self) -> usize {
        self.adj.len()
    }

    /// Adds the edge u–v (from 0) unless it is there or a loop; whether it was added.
    pub fn add_edge(&mut self, u: usize, v: usize) -> bool {
        if u == v || u >= self.n() || v >= self.n() || self.adjacent(u, v) {
            return false;
        }
        self.adj[u] |= 1 << v;
        self.adj[v] |= 1 << u;
        self.edges.push((u.min(v) as u8, u.max(v) as u8));
        true
    }

    /// Whether u and v are joined.
    #[inline]
    pub fn adjacent(&self, u: usize, v: usize) -> bool {
        self.adj[u] >> v & 1 == 1
    }

    /// Vertex v's degree.
    pub fn degree(&self, v: usize) -> usize {
        self.adj[v].count_ones() as usize
    }

    /// Vertex v's neighbours, in increasing order.
    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let mut set = self.adj[v];
        std::iter::from_fn(move || {
            (set != 0).then(|| {
                let u = set.trailing_zeros() as usize;
                set &= set - 1;
                u
            })
        })
    }

    /// Vertex v's name: its region's, else its number from 1.
    pub fn name(&self, v: usize) -> String {
        self.names
            .as_ref()
            .and_then(|n| n.get(v).cloned())
            .unwrap_or_else(|| (v + 1).to_string())
    }

    /// Vertex v's name as the events carry it.
    pub fn tag(&self, v: usize) -> Tag {
        Tag::new(&self.name(v)).unwrap_or_default()
    }

    /// The cycle `C_n` (n ≥ 3; a path for fewer), drawn on a circle.
    pub fn cycle(n: usize) -> Graph {
        let mut g = Graph::empty(n);
        for v in 0..n {
            g.add_edge(v, (v + 1) % n);
        }
        g.places = Some(circle(n));
        g
    }

    /// The complete graph `K_n`, drawn on a circle.
    pub fn complete(n: usize) -> Graph {
        let mut g = Graph::empty(n);
        for u in 0..n {
            for v in u + 1..n {
                g.add_edge(u, v);
            }
        }
        g.places = Some(circle(n));
        g
    }

    /// A random graph `G(n, p)` from `seed`: each pair joined with probability p.
    pub fn random(n: usize, p: f64, seed: u64) -> Graph {
        let mut g = Graph::empty(n);
        let mut rng = SplitMix64::new(seed);
        for u in 0..g.n() {
            for v in u + 1..g.n() {
                if (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 <= p && p > 0.0 {
                    g.add_edge(u, v);
                }
            }
        }
        g.places = Some(circle(g.n()));
        g
    }

    /// Where each vertex is drawn: its places, else a circle (vertex 1 on top, clockwise).
    pub fn layout(&self) -> Vec<(f64, f64)> {
        self.places.clone().unwrap_or_else(|| circle(self.n()))
    }

    /// Whether `colours` (one a vertex, 1..m) colours the graph properly.
    pub fn is_proper(&self, colours: &[u8]) -> bool {
        colours.len() == self.n()
            && self
                .edges
                .iter()
                .all(|&(u, v)| colours[usize::from(u)] != colours[usize::from(v)])
    }
}

/// n places on the unit circle, the first on top, clockwise.
pub fn circle(n: usize) -> Vec<(f64, f64)> {
    (0..n)
        .map(|i| {
            let a =
                std::f64::consts::FRAC_PI_2 - std::f64::consts::TAU * i as f64 / n.max(1) as f64;
            (a.cos(), a.sin())
        })
        .collect()
}
