//! Warnsdorff's rule (1823): go next to the square with the fewest onward moves (unvisited
//! squares a knight reaches from it), ties by the fixed order. The moves the constraint
//! function cuts (off the board, visited) come last, in the fixed order, so the node has the
//! same eight children as under the fixed order, only tried in another order.

use super::{KnightHooks, Order};

/// The children of the node `hooks` stands on: the open moves by their onward moves, then
/// the others.
pub fn order(hooks: &KnightHooks) -> Order {
    let from = hooks.at();
    let mut keyed: Vec<(usize, u8)> = (0..8u8)
        .map(|mv| {
            let key = match hooks.board.jump(from, usize::from(mv)) {
                Some(to) if !hooks.visited(to) => hooks.onward(to),
                _ => usize::MAX,
            };
            (key, mv)
        })
        .collect();
    keyed.sort_unstable();
    Order::of(keyed.into_iter().map(|(_, mv)| mv))
}
