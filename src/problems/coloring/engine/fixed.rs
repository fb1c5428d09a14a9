//! The fixed order: the textbook's `Backtrack(t)` colours vertex t at depth t, vertices 1..n
//! in their numbers' order, whatever the graph looks like.

/// The vertex the node at `depth` colours: vertex `depth` (from 0).
#[inline]
pub fn next(depth: usize) -> usize {
    depth
}
