//! The swapping algorithm (the textbook's `Perm(list, k, m)`): position t takes, in turn,
//! the item at each position i ≥ t, by swapping x[t] with x[i], and swaps it back after.
//!
//! ```text
//! Perm(t):
//!   if t > n: output(x); return
//!   for i = t to n:
//!     if x[i] is among x[t..i-1]: skip         // constraint: a repeat
//!     swap(x[t], x[i])
//!     Perm(t + 1)
//!     swap(x[t], x[i])
//! ```

use super::PermHooks;

/// Swaps the item at position `depth + child` into position `depth`: the item and where it
/// came from (from 0).
#[inline]
pub fn place(h: &mut PermHooks, depth: usize, child: usize) -> (u64, usize) {
    let i = depth + child;
    h.x.swap(depth, i);
    (h.x[depth], i)
}

/// Swaps it back.
#[inline]
pub fn take_back(h: &mut PermHooks, depth: usize, child: usize) {
    h.x.swap(depth, depth + child);
}
