//! The travelling salesman (旅行售货员) on the permutation tree: n cities and the distance
//! of each ordered pair (an edge may be missing); tours start at city 1, the node at depth k
//! has visited k cities after it, in increasing order of city number, and its children are
//! the cities not yet visited. The constraint function cuts a child with no edge from the
//! last city (at the last level, also none back to city 1); the bound function cuts one
//! whose cost cannot beat the best tour so far: `cost` is the textbook's `cc + a[x[i−1]][x[i]]
//! < bestc`, `lower` adds the cheapest edge out of each city still to leave (a lower bound of
//! the rest of the tour), so it cuts more. A solution is a tour better than the best so far:
//! the improvements of bestc, the last one the optimum.
//!
//! The instance: the textbook's 4 cities (the default), a built-in one by name, a file (a
//! matrix or coordinates of our own format, or TSPLIB's `EUC_2D` and `FULL_MATRIX`; see
//! [`file`]), or random cities in a square from a seed.

pub mod file;
pub mod tree;

use std::sync::Arc;

use serde::{Serialize, Serializer};

use crate::engine::backtrack::{Branching, Hooks, Measures, Rank, Steps};
use crate::engine::random::SplitMix64;

pub use file::InstanceError;

/// The most cities an instance file has: TSPLIB's classroom files up to gr24 (23! tours
/// from city 1, about 2.6 × 10^22: `--estimate` tells how long the search would take).
pub const MAX_CITIES: usize = 24;

/// The fewest and most cities of a random instance (15! tours from city 1, about
/// 1.3 × 10^12, at the most).
pub const SIZES: (usize, usize) = (2, 16);

/// The largest distance taken, so that a tour's cost fits 64 bits with room to spare.
pub const MAX_DISTANCE: u64 = 1 << 40;

/// Which bound function cuts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// None: only missing edges are cut.
    None,
    /// The textbook's: the cost so far plus the next edge.
    #[default]
    Cost,
    /// The cost so far plus the next edge plus the cheapest edge out of each city still to
    /// leave.
    Lower,
    /// The cost so far plus the next edge plus a lower bound of the rest of the tour as a
    /// spanning tree: the cheapest edge from the new city into the cities still to visit, a
    /// minimum spanning tree of those (each pair at its shorter direction), and the cheapest
    /// edge from them back to city 1. The rest of any tour is such a path, so it costs no
    /// less.
    Tree,
}

impl Bound {
    /// All four, in the order the key cycles them.
    pub const ALL: [Bound; 4] = [Bound::None, Bound::Cost, Bound::Lower, Bound::Tree];

    /// Its name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Bound::None => "none",
            Bound::Cost => "cost",
            Bound::Lower => "lower",
            Bound::Tree => "tree",
        }
    }

    /// The bound named `s`.
    pub fn parse(s: &str) -> Option<Bound> {
        Bound::ALL.into_iter().find(|b| b.name() == s.trim())
    }

    /// The next, cycling.
    #[must_use]
    pub fn next(self) -> Bound {
        match self {
            Bound::None => Bound::Cost,
            Bound::Cost => Bound::Lower,
            Bound::Lower => Bound::Tree,
            Bound::Tree => Bound::None,
        }
    }
}

/// A travelling-salesman instance.
#[derive(Debug, Clone, PartialEq)]
pub struct Instance {
    /// Distances, row by row: `dist[i][j]` from city i + 1 to city j + 1; `None` where there
    /// is no edge (the diagonal is never used).
    pub dist: Vec<Vec<Option<u64>>>,
    /// The cities' coordinates, when the instance has them (a map can be drawn).
    pub coords: Option<Vec<(f64, f64)>>,
    /// The bound function.
    pub bound: Bound,
    /// Comparing two bound functions side by side (`--compare-bounds`): the right-hand
    /// search's; the left's is [`Instance::bound`].
    pub compare: Option<Bound>,
}

/// TSPLIB's `nint`: the nearest whole number, halves up.
pub fn nint(x: f64) -> u64 {
    // Distances are non-negative and at most MAX_DISTANCE (checked by the caller).
    (x + 0.5).floor() as u64
}

/// The `EUC_2D` distance of two points: their Euclidean distance rounded by [`nint`].
pub fn euclidean(a: (f64, f64), b: (f64, f64)) -> u64 {
    nint(((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt())
}

/// How TSPLIB turns two cities' coordinates into their distance (its `EDGE_WEIGHT_TYPE`),
/// each exactly as TSPLIB 95 defines it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    /// `EUC_2D`: the Euclidean distance, rounded to the nearest whole number.
    Euc2d,
    /// `CEIL_2D`: the Euclidean distance, rounded up.
    Ceil2d,
    /// `ATT`: the pseudo-Euclidean distance of the att48 and att532 files.
    Att,
    /// `GEO`: the distance in kilometres on an idealised sphere of radius 6,378.388, the
    /// coordinates latitude and longitude as `DDD.MM` (degrees, then minutes).
    Geo,
}

/// A `GEO` coordinate `DDD.MM` in radians, as TSPLIB computes it (the degrees truncated, as
/// TSPLIB's FAQ says its reference code does, and pi as 3.141592).
// TSPLIB's pi, on purpose: its published GEO distances are computed with it.
#[allow(clippy::approx_constant)]
fn geo_radians(x: f64) -> f64 {
    let degrees = x.trunc();
    let minutes = x - degrees;
    3.141_592 * (degrees + 5.0 * minutes / 3.0) / 180.0
}

impl Metric {
    /// The distance of `a` and `b`.
    pub fn distance(self, a: (f64, f64), b: (f64, f64)) -> u64 {
        let (dx, dy) = (a.0 - b.0, a.1 - b.1);
        match self {
            Metric::Euc2d => euclidean(a, b),
            Metric::Ceil2d => (dx * dx + dy * dy).sqrt().ceil() as u64,
            Metric::Att => {
                let r = ((dx * dx + dy * dy) / 10.0).sqrt();
                let t = nint(r);
                if (t as f64) < r { t + 1 } else { t }
            }
            Metric::Geo => {
                let (lat_a, lon_a) = (geo_radians(a.0), geo_radians(a.1));
                let (lat_b, lon_b) = (geo_radians(b.0), geo_radians(b.1));
                let q1 = (lon_a - lon_b).cos();
                let q2 = (lat_a - lat_b).cos();
                let q3 = (lat_a + lat_b).cos();
                let arc = (0.5 * ((1.0 + q1) * q2 - (1.0 - q1) * q3)).clamp(-1.0, 1.0).acos();
                (6_378.388 * arc + 1.0) as u64
            }
        }
    }

    /// Where a city of coordinates `c` is drawn: as given, but a `GEO` city at its longitude
    /// across and its latitude up, in degrees.
    pub fn place(self, c: (f64, f64)) -> (f64, f64) {
        match self {
            Metric::Geo => (geo_radians(c.1).to_degrees(), geo_radians(c.0).to_degrees()),
            _ => c,
        }
    }
}

impl Instance {
    /// The places of the cities, for the map: their coordinates, or a circle (city 1 on top,
    /// clockwise).
    pub fn places(&self) -> Vec<(f64, f64)> {
        self.coords.clone().unwrap_or_else(|| {
            let n = self.n() as f64;
            (0..self.n())
                .map(|i| {
                    let a = std::f64::consts::FRAC_PI_2 - std::f64::consts::TAU * i as f64 / n;
                    (a.cos(), a.sin())
                })
                .collect()
        })
    }

    /// The instance of `dist`, if it is one: a square matrix of 2 to [`MAX_CITIES`] cities,
    /// each distance at most [`MAX_DISTANCE`].
    pub fn from_matrix(dist: Vec<Vec<Option<u64>>>, bound: Bound) -> Result<Instance, InstanceError> {
        let n = dist.len();
        if n < 2 {
            return Err(InstanceError::TooFew(n));
        }
        if n > MAX_CITIES {
            return Err(InstanceError::TooMany(n));
        }
        if let Some(i) = dist.iter().position(|row| row.len() != n) {
            return Err(InstanceError::NotSquare(i + 1, dist[i].len(), n));
        }
        if dist.iter().flatten().flatten().any(|&d| d > MAX_DISTANCE) {
            return Err(InstanceError::TooFar);
        }
        Ok(Instance {
            dist,
            coords: None,
            bound,
            compare: None,
        })
    }

    /// The instance of cities at `coords`, their distances `EUC_2D`.
    pub fn from_coords(coords: Vec<(f64, f64)>, bound: Bound) -> Result<Instance, InstanceError> {
        Instance::from_metric(coords, Metric::Euc2d, bound)
    }

    /// The instance of cities at `coords`, their distances by `metric`.
    pub fn from_metric(
        coords: Vec<(f64, f64)>,
        metric: Metric,
        bound: Bound,
    ) -> Result<Instance, InstanceError> {
        let n = coords.len();
        if n < 2 {
            return Err(InstanceError::TooFew(n));
        }
        if n > MAX_CITIES {
            return Err(InstanceError::TooMany(n));
        }
        if coords
            .iter()
            .any(|&(x, y)| !x.is_finite() || !y.is_finite() || x.abs() > 1e9 || y.abs() > 1e9)
        {
            return Err(InstanceError::TooFar);
        }
        let dist: Vec<Vec<Option<u64>>> = coords
            .iter()
            .map(|&a| coords.iter().map(|&b| Some(metric.distance(a, b))).collect())
            .collect();
        if dist.iter().flatten().flatten().any(|&d| d > MAX_DISTANCE) {
            return Err(InstanceError::TooFar);
        }
        Ok(Instance {
            dist,
            coords: Some(coords.into_iter().map(|c| metric.place(c)).collect()),
            bound,
            compare: None,
        })
    }

    /// How many cities.
    pub fn n(&self) -> usize {
        self.dist.len()
    }

    /// Whether some distance differs from its reverse.
    pub fn asymmetric(&self) -> bool {
        (0..self.n()).any(|i| (0..i).any(|j| self.dist[i][j] != self.dist[j][i]))
    }

    /// `n` random cities with whole coordinates in a 100 × 100 square.
    pub fn random(n: usize, seed: u64, bound: Bound) -> Instance {
        let n = n.clamp(SIZES.0, SIZES.1);
        let mut rng = SplitMix64::new(seed);
        let coords = (0..n)
            .map(|_| (rng.below(101) as f64, rng.below(101) as f64))
            .collect();
        Instance::from_coords(coords, bound).expect("random cities are an instance")
    }

    /// The bound function of search `pane` (0 the left or only one, 1 the right-hand one).
    pub fn bound_of(&self, pane: usize) -> Bound {
        match (pane, self.compare) {
            (1, Some(b)) => b,
            _ => self.bound,
        }
    }

    /// The tours from city 1: (n − 1)!.
    pub fn tours(&self) -> u64 {
        (1..self.n() as u64).product()
    }
}

/// The built-in instances: name, file text (the last three TSPLIB's classroom files, public).
pub const BUILT_IN: [(&str, &str); 8] = [
    ("textbook", include_str!("../../../assets/tsp/textbook.txt")),
    ("ten", include_str!("../../../assets/tsp/ten.tsp")),
    ("asymmetric", include_str!("../../../assets/tsp/asymmetric.txt")),
    ("roads", include_str!("../../../assets/tsp/roads.txt")),
    ("square", include_str!("../../../assets/tsp/square.txt")),
    ("burma14", include_str!("../../../assets/tsp/burma14.tsp")),
    ("ulysses16", include_str!("../../../assets/tsp/ulysses16.tsp")),
    ("gr17", include_str!("../../../assets/tsp/gr17.tsp")),
];

/// A built-in instance by name.
pub fn built_in(name: &str, bound: Bound) -> Option<Instance> {
    BUILT_IN
        .iter()
        .find(|(n, _)| *n == name)
        .and_then(|(_, text)| file::parse(text, bound).ok())
}

/// The default instance: the textbook's 4 cities.
pub fn textbook(bound: Bound) -> Instance {
    built_in("textbook", bound).expect("the textbook instance parses")
}

/// A tour or a path from city 1: its cities by number from 0, in a fixed array so events
/// stay `Copy`; serialized as city numbers from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tour {
    len: u8,
    cities: [u8; MAX_CITIES],
}

impl Tour {
    /// The tour of `cities` (by number from 0).
    pub fn of(cities: &[u8]) -> Tour {
        let mut t = Tour::default();
        let len = cities.len().min(MAX_CITIES);
        t.cities[..len].copy_from_slice(&cities[..len]);
        t.len = len as u8;
        t
    }

    /// Its cities by number from 0.
    pub fn cities(&self) -> &[u8] {
        &self.cities[..usize::from(self.len)]
    }

    /// Its cities by number from 1, separated by `sep`.
    pub fn joined(&self, sep: &str) -> String {
        let parts: Vec<String> = self.cities().iter().map(|c| (c + 1).to_string()).collect();
        parts.join(sep)
    }
}

impl Serialize for Tour {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let cities: Vec<u8> = self.cities().iter().map(|c| c + 1).collect();
        cities.serialize(s)
    }
}

/// A child entered: the next city of the tour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Went {
    /// The city, from 1.
    pub to: usize,
    /// The city before it, from 1.
    pub from: usize,
    /// The edge's length.
    pub d: u64,
    /// The cost so far, after it.
    pub cc: u64,
}

/// Why a child was cut, with the numbers compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Why {
    /// No edge from the last city to it.
    NoEdge,
    /// It is the last city and has no edge back to city 1.
    NoEdgeBack,
    /// The bound `cost`: cc + d (+ the edge back to city 1, at the last city) ≥ bestc.
    Cost {
        /// The edge back to city 1, at the last city.
        back: Option<u64>,
        /// What the bound adds up to.
        sum: u64,
        /// The best tour's cost.
        best: u64,
    },
    /// The bound `lower`: cc + d + the cheapest edges out of the cities still to leave ≥
    /// bestc.
    Lower {
        /// The cheapest edges out of the cities still to leave.
        rest: u64,
        /// What the bound adds up to.
        sum: u64,
        /// The best tour's cost.
        best: u64,
    },
    /// The bound `tree`: cc + d + the spanning-tree bound of the rest of the tour ≥ bestc.
    Tree {
        /// The rest's bound: into the cities still to visit, their minimum spanning tree,
        /// back to city 1.
        tree: u64,
        /// What the bound adds up to.
        sum: u64,
        /// The best tour's cost.
        best: u64,
    },
}

/// A child cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cut {
    /// The city, from 1.
    pub to: usize,
    /// The last city, from 1.
    pub from: usize,
    /// The cost so far.
    pub cc: u64,
    /// The edge's length, if there is one.
    pub d: Option<u64>,
    /// Why.
    #[serde(flatten)]
    pub why: Why,
}

/// What a node chooses: the stop of the tour it fills, and the cities its children go to
/// (those not yet visited, by number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// The stop, from 2 (city 1 is the first).
    pub stop: usize,
    /// The cities of its children, in order (by number from 0).
    pub cities: Tour,
}

/// A solution: a tour better than the best so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Found {
    /// Its cost.
    pub cost: u64,
    /// Its cities from city 1.
    pub tour: Tour,
}

/// The state of the search at a node: the path from city 1, its cost, the best tour so far.
#[derive(Debug, Clone)]
pub struct TspHooks {
    n: usize,
    /// Distances, row by row; `u64::MAX` for no edge.
    d: Arc<[u64]>,
    /// The cheapest edge out of each city (0 if it has none).
    min_out: Arc<[u64]>,
    /// Each pair's shorter direction, row by row (`u64::MAX` for no edge either way): the
    /// spanning tree's weights.
    both: Arc<[u64]>,
    /// The bound function.
    pub bound: Bound,
    /// The path: cities by number from 0, city 1 (0) first.
    pub x: [u8; MAX_CITIES],
    /// Which cities are on the path.
    pub visited: u32,
    /// Per depth of the path, the cities not on it in increasing order: the children of the
    /// node there (kept as the path grows, so a child's city is one look-up).
    left: [[u8; MAX_CITIES]; MAX_CITIES],
    /// The path's cost.
    pub cc: u64,
    /// The cheapest edges out of the cities not on the path, summed.
    rest: u64,
    /// Steps of the path along no edge (entered only when the constraint is off): such a path
    /// is no tour.
    broken: u8,
    /// The last spanning-tree bound worked out: (from, todo, bound). A child's bound is asked
    /// to test it, then to rank it and show it; this answers the asks after the first.
    tree_memo: std::cell::Cell<(u8, u32, Option<u64>)>,
    /// The best tour so far.
    pub best: Option<Found>,
}

const NO_EDGE: u64 = u64::MAX;

impl TspHooks {
    /// The root of `instance`'s tree: the path is city 1.
    pub fn new(instance: &Instance) -> TspHooks {
        let n = instance.n().min(MAX_CITIES);
        let d: Vec<u64> = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .map(|(i, j)| {
                if i == j {
                    NO_EDGE
                } else {
                    instance.dist[i][j].unwrap_or(NO_EDGE)
                }
            })
            .collect();
        let min_out: Vec<u64> = (0..n)
            .map(|i| {
                let m = d[i * n..(i + 1) * n].iter().copied().min().unwrap_or(NO_EDGE);
                if m == NO_EDGE { 0 } else { m }
            })
            .collect();
        let rest = min_out[1..].iter().sum();
        let both: Vec<u64> = (0..n * n).map(|k| d[k].min(d[(k % n) * n + k / n])).collect();
        let mut left = [[0; MAX_CITIES]; MAX_CITIES];
        for (slot, c) in left[0].iter_mut().zip(1..n as u8) {
            *slot = c;
        }
        TspHooks {
            n,
            d: d.into(),
            min_out: min_out.into(),
            both: both.into(),
            bound: instance.bound,
            x: [0; MAX_CITIES],
            visited: 1,
            left,
            cc: 0,
            rest,
            broken: 0,
            tree_memo: std::cell::Cell::new((0, u32::MAX, None)),
            best: None,
        }
    }

    /// How many cities.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The distance from city `a` to city `b` (from 0), if there is an edge.
    #[inline]
    pub fn dist(&self, a: usize, b: usize) -> Option<u64> {
        let d = self.d[a * self.n + b];
        (d != NO_EDGE).then_some(d)
    }

    /// The best tour's cost so far, if any.
    pub fn bestc(&self) -> Option<u64> {
        self.best.map(|b| b.cost)
    }

    /// The city child `child` of the node at `depth` goes to: the `child`-th city not on
    /// the path, by number (from 0).
    #[inline]
    pub fn city(&self, depth: usize, child: usize) -> usize {
        usize::from(self.left[depth][child])
    }

    /// The path so far.
    pub fn path(&self, depth: usize) -> Tour {
        Tour::of(&self.x[..=depth.min(self.n - 1)])
    }

    /// A lower bound of the rest of a tour standing on city `from` with the cities of `todo`
    /// (a set of bits, `from` and city 1 not in it) still to visit: the spanning-tree bound
    /// ([`tree::rest_bound`]). `None` when no tour can finish (an edge missing).
    pub fn rest_tree(&self, from: usize, todo: u32) -> Option<u64> {
        let (last_from, last_todo, last) = self.tree_memo.get();
        if (usize::from(last_from), last_todo) == (from, todo) {
            return last;
        }
        let weights = tree::Weights {
            n: self.n,
            both: &self.both,
        };
        let bound = tree::rest_bound(weights, from, todo);
        self.tree_memo.set((from as u8, todo, bound));
        bound
    }

    /// The cities not on the path, as bits.
    fn todo(&self) -> u32 {
        !self.visited & ((1u32 << self.n) - 1)
    }
}

impl Hooks for TspHooks {
    type Enter = Went;
    type Cut = Cut;
    type Solution = Found;

    fn shape(&self) -> Steps {
        Steps {
            branching: Branching::Falling(self.n - 1),
            depth: self.n - 1,
        }
    }

    #[inline]
    fn candidates(&self, depth: usize) -> usize {
        (self.n - 1).saturating_sub(depth)
    }

    /// An edge from the last city, and at the last city one back to city 1.
    #[inline]
    fn constraint(&self, depth: usize, child: usize) -> Option<Cut> {
        let last = usize::from(self.x[depth]);
        let to = self.city(depth, child);
        let cut = |d, why| Cut {
            to: to + 1,
            from: last + 1,
            cc: self.cc,
            d,
            why,
        };
        let Some(d) = self.dist(last, to) else {
            return Some(cut(None, Why::NoEdge));
        };
        (depth + 2 == self.n && self.dist(to, 0).is_none()).then(|| cut(Some(d), Why::NoEdgeBack))
    }

    /// The chosen bound against the best tour so far.
    #[inline]
    fn bound(&self, depth: usize, child: usize) -> Option<Cut> {
        let best = self.bestc()?;
        let last = usize::from(self.x[depth]);
        let to = self.city(depth, child);
        let d = self.dist(last, to)?;
        let closing = depth + 2 == self.n;
        let back = if closing { Some(self.dist(to, 0)?) } else { None };
        let cost = self.cc + d + back.unwrap_or(0);
        let (why, sum) = match self.bound {
            Bound::None => return None,
            // At the last city the tour is whole: both bounds are its exact cost.
            Bound::Cost => (Why::Cost { back, sum: cost, best }, cost),
            Bound::Lower | Bound::Tree if closing => (Why::Cost { back, sum: cost, best }, cost),
            // Each city still to leave leaves by an edge at least its cheapest.
            Bound::Lower => {
                let sum = cost + self.rest;
                let why = Why::Lower {
                    rest: self.rest,
                    sum,
                    best,
                };
                (why, sum)
            }
            // No way to finish: a tour can cost no less than any best.
            Bound::Tree => {
                let tree = self.rest_tree(to, self.todo() & !(1 << to));
                let sum = tree.map_or(u64::MAX, |t| cost + t);
                let why = Why::Tree {
                    tree: tree.unwrap_or(u64::MAX),
                    sum,
                    best,
                };
                (why, sum)
            }
        };
        (sum >= best).then_some(Cut {
            to: to + 1,
            from: last + 1,
            cc: self.cc,
            d: Some(d),
            why,
        })
    }

    /// Least cost first: the lower bound of the node, cc plus the rest's bound: the
    /// spanning tree's under the bound `tree`, else the cheapest edge out of the city it
    /// stands on and out of each city still to visit. A node no tour can finish comes last.
    fn rank(&self, depth: usize) -> Option<Rank> {
        let here = usize::from(self.x[depth]);
        let rest = match self.bound {
            Bound::Tree => self.rest_tree(here, self.todo()),
            _ => Some(self.min_out[here] + self.rest),
        };
        Some(Rank::whole(rest.map_or(i128::MAX, |r| i128::from(self.cc + r))))
    }

    /// The live-node table's columns: the path's cost and the node's lower bound (its rank).
    fn measures(&self, depth: usize) -> Measures {
        let mut m = vec![("cc", Rank::whole(i128::from(self.cc)))];
        m.extend(self.rank(depth).map(|r| ("lb", r)));
        m
    }

    #[inline]
    fn make_move(&mut self, depth: usize, child: usize) -> Went {
        let last = usize::from(self.x[depth]);
        let to = self.city(depth, child);
        let d = self.dist(last, to).unwrap_or_else(|| {
            self.broken += 1;
            0
        });
        self.x[depth + 1] = to as u8;
        self.visited |= 1 << to;
        let count = self.n - 1 - depth;
        if depth + 1 < MAX_CITIES {
            let (above, below) = self.left.split_at_mut(depth + 1);
            let (from, into) = (&above[depth], &mut below[0]);
            into[..child].copy_from_slice(&from[..child]);
            into[child..count - 1].copy_from_slice(&from[child + 1..count]);
        }
        self.cc += d;
        self.rest -= self.min_out[to];
        Went {
            to: to + 1,
            from: last + 1,
            d,
            cc: self.cc,
        }
    }

    #[inline]
    fn unmake_move(&mut self, depth: usize, _child: usize) {
        let last = usize::from(self.x[depth]);
        let to = usize::from(self.x[depth + 1]);
        match self.dist(last, to) {
            Some(d) => self.cc -= d,
            None => self.broken -= 1,
        }
        self.visited &= !(1 << to);
        self.rest += self.min_out[to];
        self.x[depth + 1] = 0;
    }

    #[inline]
    fn solution(&mut self, depth: usize, _index: u64) -> Option<Found> {
        if depth + 1 != self.n || self.broken > 0 {
            return None;
        }
        let last = usize::from(self.x[depth]);
        let cost = self.cc + self.dist(last, 0)?;
        if self.bestc().is_some_and(|b| cost >= b) {
            return None;
        }
        let found = Found {
            cost,
            tour: Tour::of(&self.x[..self.n]),
        };
        self.best = Some(found);
        Some(found)
    }
}

/// The optimal tour's cost by Held and Karp's dynamic programme over subsets (O(n² 2^n)):
/// no backtracking, the yardstick the benches hold the search against; `None` without a
/// tour.
pub fn held_karp(instance: &Instance) -> Option<u64> {
    let n = instance.n();
    let d = |i: usize, j: usize| if i == j { None } else { instance.dist[i][j] };
    // best[set][j]: the cheapest path from city 1 through `set` (of cities 2..n, bit j-1 for
    // city j) ending at city j.
    let full = 1usize << (n - 1);
    let mut best = vec![u64::MAX; full * n];
    for j in 1..n {
        if let Some(w) = d(0, j) {
            best[(1 << (j - 1)) * n + j] = w;
        }
    }
    for set in 1..full {
        for j in 1..n {
            let here = best[set * n + j];
            if here == u64::MAX || set >> (j - 1) & 1 == 0 {
                continue;
            }
            for k in 1..n {
                if set >> (k - 1) & 1 == 1 {
                    continue;
                }
                if let Some(w) = d(j, k) {
                    let next = (set | 1 << (k - 1)) * n + k;
                    best[next] = best[next].min(here + w);
                }
            }
        }
    }
    (1..n)
        .filter_map(|j| {
            let path = best[(full - 1) * n + j];
            (path != u64::MAX).then_some(path).zip(d(j, 0)).map(|(p, w)| p + w)
        })
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::backtrack::{Backtrack, Event, Prune, full_tree};
    use proptest::prelude::*;

    fn run(inst: &Instance, prune: Prune) -> (Option<Found>, u64, u64, u64) {
        let mut b = Backtrack::new(TspHooks::new(inst), prune);
        let mut last = None;
        while let Some(e) = b.step() {
            if let Event::Solution { note, .. } = e {
                assert!(last.is_none_or(|l: Found| note.cost < l.cost));
                last = Some(note);
            }
        }
        let c = b.counts();
        (last, c.nodes(), c.by_constraint, c.by_bound)
    }

    /// The cheapest tour from city 1 by trying every order of the others: its cost, and the
    /// first tour of that cost in lexicographic order.
    fn brute_force(inst: &Instance) -> Option<(u64, Vec<u8>)> {
        fn go(
            inst: &Instance,
            path: &mut Vec<u8>,
            cost: u64,
            best: &mut Option<(u64, Vec<u8>)>,
        ) {
            let n = inst.n();
            let last = usize::from(*path.last().unwrap());
            if path.len() == n {
                if let Some(back) = inst.dist[last][0] {
                    let total = cost + back;
                    if best.as_ref().is_none_or(|(b, _)| total < *b) {
                        *best = Some((total, path.clone()));
                    }
                }
                return;
            }
            for c in 1..n as u8 {
                if !path.contains(&c)
                    && let Some(d) = inst.dist[last][usize::from(c)]
                {
                    path.push(c);
                    go(inst, path, cost + d, best);
                    path.pop();
                }
            }
        }
        let mut best = None;
        go(inst, &mut vec![0], 0, &mut best);
        best
    }

    #[test]
    fn the_textbook_instance() {
        let inst = textbook(Bound::Cost);
        assert_eq!(inst.n(), 4);
        let (best, ..) = run(&inst, Prune::Both);
        let best = best.unwrap();
        assert_eq!((best.cost, best.tour.joined(" ")), (25, "1 3 2 4".to_string()));
        // The whole tree: 1 + 3 + 6 + 6 nodes.
        let (_, nodes, ..) = run(&inst, Prune::None);
        assert_eq!(Some(nodes), full_tree(TspHooks::new(&inst).shape()));
        assert_eq!(nodes, 16);
    }

    #[test]
    fn every_built_in_instance_parses_and_has_a_tour() {
        for (name, _) in BUILT_IN {
            let inst = built_in(name, Bound::Lower).unwrap_or_else(|| panic!("{name}"));
            // Brute force only where it is quick; the classroom files are proved elsewhere.
            assert!(inst.n() > 10 || brute_force(&inst).is_some(), "{name}");
        }
        assert!(built_in("asymmetric", Bound::Cost).unwrap().asymmetric());
    }

    #[test]
    fn euclidean_distances_round_as_tsplib_does() {
        assert_eq!(euclidean((0.0, 0.0), (3.0, 4.0)), 5);
        assert_eq!(euclidean((0.0, 0.0), (1.0, 1.0)), 1);
        assert_eq!(euclidean((0.0, 0.0), (1.5, 0.0)), 2);
        assert_eq!(nint(2.4999), 2);
    }

    #[test]
    fn missing_edges_are_cut_by_the_constraint() {
        let inst = built_in("roads", Bound::Cost).unwrap();
        let (best, _, by_constraint, _) = run(&inst, Prune::Both);
        assert!(by_constraint > 0);
        let (cost, _) = brute_force(&inst).unwrap();
        assert_eq!(best.unwrap().cost, cost);
        // With no edge anywhere out of city 1, no tour at all.
        let mut dist = inst.dist.clone();
        for d in &mut dist[0] {
            *d = None;
        }
        let none = Instance::from_matrix(dist, Bound::Cost).unwrap();
        assert_eq!(run(&none, Prune::Both).0, None);
    }

    fn arbitrary_instance() -> impl Strategy<Value = Instance> {
        (2usize..=8, any::<u64>(), 0u8..3, any::<bool>()).prop_map(|(n, seed, missing, coords)| {
            let mut rng = SplitMix64::new(seed);
            if coords {
                return Instance::random(n, seed, Bound::Cost);
            }
            let dist = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| {
                            (rng.below(10) >= usize::from(missing)).then(|| rng.below(50) as u64)
                        })
                        .collect()
                })
                .collect();
            Instance::from_matrix(dist, Bound::Cost).unwrap()
        })
    }

    proptest! {
        /// Against brute force over every order: the same optimum (cost and first tour)
        /// under every bound and prune setting; `lower` visits no more nodes than `cost`, nor
        /// `cost` more than none, nor any more than the whole tree.
        #[test]
        fn every_bound_finds_the_optimum(inst in arbitrary_instance()) {
            let expected = brute_force(&inst);
            let mut nodes = Vec::new();
            for bound in Bound::ALL {
                let inst = Instance { bound, ..inst.clone() };
                for prune in Prune::ALL {
                    let (best, n, ..) = run(&inst, prune);
                    prop_assert_eq!(
                        best.map(|b| (b.cost, b.tour.cities().to_vec())),
                        expected.clone(),
                        "{:?} {:?}", bound, prune
                    );
                    if prune == Prune::Both {
                        nodes.push(n);
                    }
                }
            }
            prop_assert!(nodes[2] <= nodes[1] && nodes[1] <= nodes[0], "{:?}", nodes);
            prop_assert!(nodes[3] <= nodes[1], "{:?}", nodes);
            prop_assert_eq!(held_karp(&inst), expected.map(|e| e.0));
            let full = full_tree(TspHooks::new(&inst).shape()).unwrap();
            prop_assert!(nodes[0] <= full);
        }
    }
}
