//! The solutions browser (N-Queens, `s`): it covers the main area between the header and the
//! scrubber; the list of classes and solutions on the left, and beside it, when it fits, a
//! small board of the solution chosen.
//!
//! ```text
//! ┌ solutions · 92 solutions in 12 classes ─────────────────────────────────┐
//! │ class 1: 8 of 8 found                            │   a b c d e f g h     │
//! │ ▸ #1   1 5 8 6 3 7 2 4  first of its class  st…  │ 1 ♛ · · · · · · ·     │
//! │   #8   2 4 6 8 3 1 7 5  #1 turned 90°            │ …                     │
//! └──────────────────────────────────────────────────┴───────────────────────┘
//! ```

use ratatui::layout::Rect;

/// Narrowest the list may get before the board beside it gives way.
const LIST_MIN_W: u16 = 44;

/// Where the browser's parts go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BrowserGeometry {
    /// The browser's box, frame included.
    pub popup: Rect,
    /// The list: one line per class heading or solution.
    pub list: Rect,
    /// The board of the solution chosen, beside the list, if it fits.
    pub preview: Option<Rect>,
}

/// Columns the small board of an `n`×`n` solution takes: the rank labels, a space, two
/// columns a square.
pub fn board_width(n: usize) -> u16 {
    let rank_w = n.to_string().len() as u16;
    rank_w + 1 + 2 * n as u16
}

/// Rows the preview takes: the file letters, the board, a blank line and two lines of words.
pub fn preview_height(n: usize) -> u16 {
    n as u16 + 4
}

/// The browser in `window`, for solutions of `n` queens.
pub fn browser_geometry(window: Rect, n: usize) -> BrowserGeometry {
    let popup = super::screen_rows(window)[1];
    let inner = Rect::new(
        popup.x + 1,
        popup.y + 1,
        popup.width.saturating_sub(2),
        popup.height.saturating_sub(2),
    );
    // The preview: a rule, the board with a margin, and room for its words.
    let preview_w = (board_width(n) + 3).max(20);
    let fits = inner.width >= LIST_MIN_W + preview_w && inner.height >= preview_height(n);
    if fits {
        // A column of margin left of the list.
        let list = Rect::new(
            inner.x + 1,
            inner.y,
            inner.width - preview_w - 1,
            inner.height,
        );
        let preview = Rect::new(list.right(), inner.y, preview_w, inner.height);
        BrowserGeometry {
            popup,
            list,
            preview: Some(preview),
        }
    } else {
        BrowserGeometry {
            popup,
            list: Rect::new(
                inner.x + 1,
                inner.y,
                inner.width.saturating_sub(1),
                inner.height,
            ),
            preview: None,
        }
    }
}

/// The first line of the list in view: `top` as it was, moved as little as possible so that
/// line `chosen` and the one above it (its class's heading, for a first member) show.
pub fn visible_top(top: usize, chosen: usize, total: usize, height: usize) -> usize {
    if height == 0 {
        return 0;
    }
    let mut top = top.min(total.saturating_sub(height));
    let above = if height > 1 {
        chosen.saturating_sub(1)
    } else {
        chosen
    };
    if above < top {
        top = above;
    } else if chosen >= top + height {
        top = chosen + 1 - height;
    }
    top
}

/// The line of the list under a click at row `y`, if the click is on the list.
pub fn line_at(g: &BrowserGeometry, top: usize, x: u16, y: u16) -> Option<usize> {
    let list = g.list;
    let inside = (list.x..list.right()).contains(&x) && (list.y..list.bottom()).contains(&y);
    inside.then(|| top + usize::from(y - list.y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(80, 24, 8, true)]
    #[case(100, 30, 8, true)]
    #[case(80, 24, 16, false)] // 16 rows of board do not fit in 20
    #[case(120, 40, 16, true)]
    #[case(60, 24, 8, false)]
    fn the_board_shows_beside_the_list_when_it_fits(
        #[case] w: u16,
        #[case] h: u16,
        #[case] n: usize,
        #[case] preview: bool,
    ) {
        let g = browser_geometry(Rect::new(0, 0, w, h), n);
        assert_eq!(g.preview.is_some(), preview);
        assert!(g.list.width >= LIST_MIN_W.min(w - 2));
        if let Some(p) = g.preview {
            assert!(p.width >= board_width(n) && p.height >= preview_height(n));
            assert_eq!(g.list.right(), p.x);
        }
    }

    #[rstest]
    #[case(0, 0, 100, 10, 0)]
    #[case(0, 9, 100, 10, 0)]
    #[case(0, 10, 100, 10, 1)] // one line down
    #[case(5, 5, 100, 10, 4)] // the line above shows too
    #[case(50, 99, 100, 10, 90)]
    #[case(95, 3, 100, 10, 2)]
    #[case(40, 3, 8, 10, 0)] // a short list starts at the top
    fn the_chosen_line_stays_in_view(
        #[case] top: usize,
        #[case] chosen: usize,
        #[case] total: usize,
        #[case] height: usize,
        #[case] want: usize,
    ) {
        let got = visible_top(top, chosen, total, height);
        assert_eq!(got, want);
        assert!((got..got + height).contains(&chosen));
    }

    #[test]
    fn clicks_name_list_lines() {
        let g = browser_geometry(Rect::new(0, 0, 80, 24), 8);
        let (x, y) = (g.list.x, g.list.y);
        assert_eq!(line_at(&g, 7, x, y), Some(7));
        assert_eq!(line_at(&g, 7, x + 3, y + 2), Some(9));
        assert_eq!(line_at(&g, 7, x, y - 1), None, "the frame");
        assert_eq!(line_at(&g, 7, g.list.right(), y), None, "the board");
    }
}
