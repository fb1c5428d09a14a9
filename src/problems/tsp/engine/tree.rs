//! The spanning-tree bound of the rest of a tour (the bound `tree`): the rest, from the city
//! the path stands on through the cities still to visit back to city 1, is a path through
//! all of them, so it is a spanning tree of them in which both ends have one edge and every
//! other city two. The cheapest spanning tree costs no more, and neither does the tree under
//! Held and Karp's penalties (1970): each city's edges cost its penalty more, the penalties
//! taken back as often as the path uses the city's edges (twice, once at the ends), which
//! leaves every such path's cost as it was. Penalties that push each city towards the number
//! of edges the path gives it raise the tree to near the path's cost. Whole numbers
//! throughout, so every bound is exact.
//!
//! Pairs are weighed at their shorter direction: an asymmetric instance's paths cost no less.

/// Rounds of penalties after the plain tree (each one spanning tree, Prim's).
pub const ROUNDS: usize = 40;

/// The first step: the plain tree's mean edge over this.
const STEP: i64 = 4;

/// A pair with no edge either way.
const NONE: u64 = u64::MAX;

/// What the bound is built from: the cities by number from 0, `both[a * n + b]` the
/// shorter direction of each pair ([`NONE`] for no edge).
#[derive(Debug, Clone, Copy)]
pub struct Weights<'a> {
    /// How many cities.
    pub n: usize,
    /// Each pair's shorter direction, row by row.
    pub both: &'a [u64],
}

/// A cheapest spanning tree of `nodes` (cities; the same city twice never joined) under
/// the weights plus each end's penalty: its cost (penalties included) and each node's number
/// of edges, or `None` if the nodes cannot all be joined.
fn spanning_tree(w: Weights, nodes: &[usize], penalty: &[i64], degree: &mut [u8]) -> Option<i64> {
    let k = nodes.len();
    let weight = |a: usize, b: usize| {
        let d = if nodes[a] == nodes[b] { NONE } else { w.both[nodes[a] * w.n + nodes[b]] };
        (d != NONE).then(|| d as i64 + penalty[a] + penalty[b])
    };
    let mut reach: [(i64, usize); 32] = [(i64::MAX, 0); 32];
    let mut inside = [false; 32];
    degree[..k].fill(0);
    inside[0] = true;
    let mut newest = 0;
    let mut total = 0i64;
    for _ in 1..k {
        let mut next = (i64::MAX, usize::MAX);
        for c in 0..k {
            if inside[c] {
                continue;
            }
            if let Some(x) = weight(newest, c)
                && x < reach[c].0
            {
                reach[c] = (x, newest);
            }
            next = next.min((reach[c].0, c));
        }
        if next.0 == i64::MAX {
            return None;
        }
        let c = next.1;
        inside[c] = true;
        total += next.0;
        degree[c] += 1;
        degree[reach[c].1] += 1;
        newest = c;
    }
    Some(total)
}

/// A lower bound of every path from city `from` through the cities of `todo` (bits; neither
/// `from` nor city 1 among them) to city 1 (from 0; `from` may be city 1 itself, at the
/// root: then the path is a tour). `None` when there is no such path.
pub fn rest_bound(w: Weights, from: usize, todo: u32) -> Option<u64> {
    let edge = |a: usize, b: usize| Some(w.both[a * w.n + b]).filter(|&d| a != b && d != NONE);
    match todo.count_ones() {
        0 => return edge(from, 0),
        // One city left: the one path there is.
        1 => {
            let c = todo.trailing_zeros() as usize;
            return Some(edge(from, c)? + edge(c, 0)?);
        }
        _ => {}
    }
    let mut nodes = [0usize; 32];
    nodes[0] = from;
    let mut k = 1;
    for c in (0..w.n).filter(|&c| todo >> c & 1 == 1) {
        nodes[k] = c;
        k += 1;
    }
    nodes[k] = 0;
    k += 1;
    let nodes = &nodes[..k];
    // The edges each node has on any such path.
    let wanted = |a: usize| if a == 0 || a == k - 1 { 1i64 } else { 2 };
    let mut penalty = [0i64; 32];
    let mut degree = [0u8; 32];
    let mut best = i64::MIN;
    let mut base = 0;
    for round in 0..=ROUNDS {
        let tree = spanning_tree(w, nodes, &penalty[..k], &mut degree)?;
        let bound = tree - (0..k).map(|a| penalty[a] * wanted(a)).sum::<i64>();
        best = best.max(bound);
        let off: i64 = (0..k).map(|a| (i64::from(degree[a]) - wanted(a)).pow(2)).sum();
        if off == 0 {
            // The tree is a path with the right ends: the cheapest path itself.
            break;
        }
        // Steps of a hundredth of the plain tree's mean edge, halved every ten rounds.
        if round == 0 {
            base = (bound / (k as i64 * STEP)).max(1);
        }
        let size = (base >> (round / 10)).max(1);
        for a in 0..k {
            penalty[a] += size * (i64::from(degree[a]) - wanted(a));
        }
    }
    Some(best.max(0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::random::SplitMix64;
    use proptest::prelude::*;

    /// The cheapest path from `from` through every city of `todo` to city 1, by trying every
    /// order (weights the shorter direction, as the bound's).
    fn cheapest(w: Weights, from: usize, todo: u32) -> Option<u64> {
        fn go(
            edge: &dyn Fn(usize, usize) -> Option<u64>,
            at: usize,
            left: &mut Vec<usize>,
            cost: u64,
            best: &mut Option<u64>,
        ) {
            if left.is_empty() {
                if let Some(d) = edge(at, 0) {
                    *best = Some(best.map_or(cost + d, |b| b.min(cost + d)));
                }
                return;
            }
            for i in 0..left.len() {
                let c = left.remove(i);
                if let Some(d) = edge(at, c) {
                    go(edge, c, left, cost + d, best);
                }
                left.insert(i, c);
            }
        }
        let left: Vec<usize> = (0..w.n).filter(|&c| todo >> c & 1 == 1).collect();
        let edge = |a: usize, b: usize| {
            let d = w.both[a * w.n + b];
            (a != b && d != NONE).then_some(d)
        };
        let mut best = None;
        go(&edge, from, &mut left.clone(), 0, &mut best);
        best
    }

    proptest! {
        /// The bound never exceeds the cheapest path it bounds (it is a lower bound), is
        /// `None` exactly when there is no path, and equals it when one city is left.
        #[test]
        fn the_bound_is_below_every_path(seed: u64, n in 2usize..8, holes in 0usize..3) {
            let mut rng = SplitMix64::new(seed);
            let mut both = vec![NONE; n * n];
            for a in 0..n {
                for b in 0..a {
                    let d = if rng.below(10) < holes { NONE } else { rng.below(100) as u64 };
                    both[a * n + b] = d;
                    both[b * n + a] = d;
                }
            }
            let w = Weights { n, both: &both };
            let from = rng.below(n);
            let todo = (1..n).filter(|&c| c != from && rng.below(2) == 1).fold(0u32, |s, c| s | 1 << c);
            let path = cheapest(w, from, todo);
            let bound = rest_bound(w, from, todo);
            match (bound, path) {
                (Some(b), Some(p)) => prop_assert!(b <= p, "{} > {}", b, p),
                (None, Some(p)) => prop_assert!(false, "no bound, a path of {}", p),
                (_, None) => {}
            }
            if todo.count_ones() <= 1 {
                prop_assert_eq!(bound, path);
            }
        }
    }

    /// On five cities in a row (distance their gap), a path from the last through the others
    /// to the first costs 4, and the bound finds it; the tour from the first round the row and
    /// back costs 8, where the plain tree (the row, and city 1's copy joined to city 2) is 5:
    /// the penalties raise it.
    #[test]
    fn penalties_raise_the_tree_to_the_path() {
        let n: usize = 5;
        let both: Vec<u64> = (0..n * n)
            .map(|k| (k / n).abs_diff(k % n) as u64)
            .map(|d| if d == 0 { NONE } else { d })
            .collect();
        let w = Weights { n, both: &both };
        // From city 5 (4 from 0) through 2, 3, 4 to city 1: 4 at least.
        assert_eq!(cheapest(w, 4, 0b1110), Some(4));
        assert_eq!(rest_bound(w, 4, 0b1110), Some(4));
        // From city 1 round the row and back (a tour): 8, where the plain tree is 4.
        assert_eq!(cheapest(w, 0, 0b11110), Some(8));
        let tour = rest_bound(w, 0, 0b11110).unwrap();
        assert!((6..=8).contains(&tour), "{tour}");
    }
}
