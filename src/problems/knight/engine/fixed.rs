//! The fixed order: the eight moves as [`MOVES`](super::MOVES) lists them, clockwise from two
//! down and one right, whatever the board looks like. Moves that leave the board are children
//! too, cut by the constraint function.

use super::Order;

/// The children of any node: moves 0 to 7.
pub fn order() -> Order {
    Order::of(0..8)
}
