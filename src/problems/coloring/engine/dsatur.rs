//! DSATUR (Brélaz, 1979) as a variable order: next the uncoloured vertex whose neighbours
//! already show the most distinct colours (its saturation: the most constrained vertex
//! first), ties by the larger degree, then by the lower number. The colours are still tried
//! 1..m, so the search is complete: the order only changes which vertex a depth colours.

use super::ColoringHooks;

/// The vertex to colour next at the node `hooks` stands on (all but it coloured as the path
/// says); 0 when every vertex is coloured.
pub fn next(hooks: &ColoringHooks) -> usize {
    (0..hooks.n())
        .filter(|&v| hooks.colour[v] == 0)
        .max_by_key(|&v| rank(hooks, v))
        .unwrap_or(0)
}

/// What DSATUR ranks vertex `v` by, the larger first: its saturation, its degree, then the
/// lower number.
pub fn rank(hooks: &ColoringHooks, v: usize) -> (u32, u32, std::cmp::Reverse<usize>) {
    (
        hooks.taken(v).count_ones(),
        hooks.adj[v].count_ones(),
        std::cmp::Reverse(v),
    )
}
