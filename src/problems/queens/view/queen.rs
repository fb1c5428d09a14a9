//! The queen as a picture for big squares: three bitmaps, largest first, drawn by the shared
//! half-block art.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use crate::ui::art;

/// A black chess queen, 11 pixels wide and 12 tall: a crown of three points with a ball on
/// each, the outer two leaning out (a rook's top is square battlements; this is what tells
/// them apart), a narrow waist, and a wide foot.
const QUEEN: [&str; 12] = [
    "#....#....#",
    ".#...#...#.",
    ".##.###.##.",
    "..#######..",
    "..#######..",
    "...#####...",
    "....###....",
    "....###....",
    "...#####...",
    "..#######..",
    "###########",
    "###########",
];

/// The queen for middling squares (8x4 cells): 7 pixels wide, 8 tall.
const QUEEN_7: [&str; 8] = [
    "#..#..#", ".#.#.#.", ".#####.", "..###..", "..###..", "..###..", ".#####.", "#######",
];

/// The queen for the smallest big squares (6x3 cells): 5 pixels wide, 6 tall.
const QUEEN_5: [&str; 6] = ["#.#.#", ".###.", "..#..", ".###.", "#####", "#####"];

/// The queen's pictures, largest first: each drawn at a whole scale, the largest that fits wins.
pub const PICTURES: [&[&str]; 3] = [&QUEEN, &QUEEN_7, &QUEEN_5];

/// Draws the queen in a big square (see [`art::draw_piece`]).
pub fn draw_queen(square: Rect, style: Style, buf: &mut Buffer) -> Rect {
    art::draw_piece(&PICTURES, square, style, buf)
}

/// Draws the white queen (♕: one that cannot stand or was taken off) in a big square.
pub fn draw_hollow_queen(square: Rect, style: Style, buf: &mut Buffer) -> Rect {
    art::draw_hollow_piece(&PICTURES, square, style, buf)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::art::BIG_SQUARE;
    use crate::ui::art::tests::rows;

    #[test]
    fn the_queen_covers_many_cells_and_keeps_its_shape() {
        let area = Rect::new(0, 0, 12, 6);
        let mut buf = Buffer::empty(area);
        let drawn = draw_queen(area, Style::new(), &mut buf);
        let cells = rows(&buf).concat().chars().filter(|c| *c != ' ').count();
        assert!(cells >= 20, "{:#?}", rows(&buf));
        // Pixels are square (a column by half a row): 11 columns for 12 half rows, and the
        // last column left free for the square's badge.
        assert_eq!((drawn.width, drawn.height), (11, 6), "{:#?}", rows(&buf));
        assert_eq!(buf[(11, 0)].symbol(), " ");
        // The foot is solid, the crown has points.
        assert!(rows(&buf)[5].contains("███████████"));
        assert!(rows(&buf)[0].contains("█") && rows(&buf)[0].contains(' '));
    }

    /// Each size of square gets the largest picture that fits whole, never a shrunk one.
    #[test]
    fn smaller_squares_get_smaller_pictures_at_whole_scale() {
        for (square, size) in [
            ((6, 3), (5, 3)),
            ((8, 4), (7, 4)),
            ((10, 5), (7, 4)),
            ((24, 12), (22, 12)),
        ] {
            let area = Rect::new(0, 0, square.0, square.1);
            let mut buf = Buffer::empty(area);
            let drawn = draw_queen(area, Style::new(), &mut buf);
            assert_eq!(
                (drawn.width, drawn.height),
                size,
                "{square:?}: {:#?}",
                rows(&buf)
            );
        }
    }

    #[test]
    fn the_smallest_big_square_still_draws_a_queen() {
        let area = Rect::new(0, 0, BIG_SQUARE.0, BIG_SQUARE.1);
        let mut buf = Buffer::empty(area);
        draw_queen(area, Style::new(), &mut buf);
        let cells = rows(&buf).concat().chars().filter(|c| *c != ' ').count();
        assert!(cells >= 6, "{:#?}", rows(&buf));
    }
}
