//! The `used[]` algorithm: position t takes each item not yet used, in increasing order of
//! the items (ties by their order in the input), so the arrangements come out in
//! lexicographic order.
//!
//! ```text
//! Perm(t):
//!   if t > n: output(x); return
//!   for each i not used, a[i] increasing:
//!     if a[i] was tried at this node: skip     // constraint: a repeat
//!     used[i] = true; x[t] = a[i]
//!     Perm(t + 1)
//!     used[i] = false
//! ```

use super::PermHooks;

/// The number (from 0) of the `child`-th item not in `used`, in the order `order` tries them.
#[inline]
pub fn nth_unused(order: &[u8], used: u16, child: usize) -> usize {
    order
        .iter()
        .map(|&i| usize::from(i))
        .filter(|&i| used >> i & 1 == 0)
        .nth(child)
        .unwrap_or(0)
}

/// Places the `child`-th unused item at position `depth`: the item and its number.
#[inline]
pub fn place(h: &mut PermHooks, depth: usize, child: usize) -> (u64, usize) {
    let i = nth_unused(&h.order, h.used, child);
    h.used |= 1 << i;
    h.pick[depth] = i as u8;
    h.x[depth] = h.items[i];
    (h.items[i], i)
}

/// Frees the item placed at position `depth`.
#[inline]
pub fn take_back(h: &mut PermHooks, depth: usize) {
    h.used &= !(1 << h.pick[depth]);
    h.x[depth] = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nth_unused_item_follows_the_order() {
        // Items ordered 2, 0, 1 (by value); item 0 used.
        let order = [2, 0, 1];
        assert_eq!(nth_unused(&order, 0b001, 0), 2);
        assert_eq!(nth_unused(&order, 0b001, 1), 1);
        assert_eq!(nth_unused(&order, 0, 1), 0);
    }
}
