//! The solutions browser (N-Queens, `s`): it covers the main area between the header and the
//! scrubber; the list of classes and solutions on the left, and beside it, when it fits, a
//! small board of the solution chosen.
//!
//! ```text
//! ┌ solutions · 92 solutions in 12 classes ─────────────────────────────────┐
//! │ class 1: 8 of 8 found                            │   a b c d e f g h     │
//! │ ▸ #1   1 5 8 6 3 7 2 4  first of its class  st…  │ 1 ♛ · · · · · · ·     │
//! │   #8   2 4 6 8 3 1 7 5  #1 90° clockwise         │ …                     │
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

/// Widest a symmetry's words get in the list ("main-diagonal flip", "沿主对角线翻转").
const SYMMETRY_W: usize = 18;
/// The words around a step's number ("step ", "第  步").
const STEP_WORDS_W: usize = 6;

/// Columns a line of the list takes for `count` solutions of `n` queens, the last found at
/// step `last_step`: the marker, the number, the columns, the step, the symmetry.
pub fn line_width(n: usize, count: usize, last_step: u64) -> u16 {
    let digits = |v: u64| {
        let d = v.max(1).ilog10() as usize + 1;
        d + (d - 1) / 3 // grouped in threes
    };
    let number = 1 + digits(count as u64);
    let columns = n * (digits(n as u64) + 1);
    let step = STEP_WORDS_W + digits(last_step);
    (2 + number + 2 + columns + 1 + step + 2 + SYMMETRY_W) as u16
}

/// The browser in `window`, for solutions of `n` queens whose list lines take `line_w`
/// columns: the board beside the list when both fit.
pub fn browser_geometry(window: Rect, n: usize, line_w: u16) -> BrowserGeometry {
    let popup = crate::layout::screen_rows(window)[1];
    let inner = Rect::new(
        popup.x + 1,
        popup.y + 1,
        popup.width.saturating_sub(2),
        popup.height.saturating_sub(2),
    );
    // The preview: a rule, the board with a margin, and room for its words.
    let preview_w = (board_width(n) + 3).max(20);
    let list_w = line_w.max(LIST_MIN_W) + 1;
    let fits = inner.width >= list_w + preview_w && inner.height >= preview_height(n);
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

    #[test]
    fn line_widths() {
        // "▸ #92  1 5 8 6 3 7 2 4  step 16 796  main-diagonal flip"
        // 55 columns, and one to spare.
        assert_eq!(line_width(8, 92, 16_796), 56);
        assert!(line_width(14, 100_000, 405_259_952) > 90);
    }

    #[rstest]
    #[case(80, 24, 8, 92, 17_778, true)]
    #[case(100, 30, 8, 92, 17_778, true)]
    #[case(80, 24, 16, 10, 9_999, false)] // 16 rows of board do not fit in 20
    #[case(140, 40, 16, 10, 999_999, true)]
    #[case(120, 40, 16, 10, 999_999, false)] // the list's lines take the room
    #[case(60, 24, 8, 92, 17_778, false)]
    #[case(100, 30, 14, 100_000, 400_000_000, false)]
    fn the_board_shows_beside_the_list_when_it_fits(
        #[case] w: u16,
        #[case] h: u16,
        #[case] n: usize,
        #[case] count: usize,
        #[case] last_step: u64,
        #[case] preview: bool,
    ) {
        let line_w = line_width(n, count, last_step);
        let g = browser_geometry(Rect::new(0, 0, w, h), n, line_w);
        assert_eq!(g.preview.is_some(), preview);
        assert!(g.list.width >= LIST_MIN_W.min(w - 2));
        if let Some(p) = g.preview {
            assert!(p.width >= board_width(n) && p.height >= preview_height(n));
            assert!(g.list.width >= line_w);
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
        let g = browser_geometry(Rect::new(0, 0, 80, 24), 8, line_width(8, 92, 17_000));
        let (x, y) = (g.list.x, g.list.y);
        assert_eq!(line_at(&g, 7, x, y), Some(7));
        assert_eq!(line_at(&g, 7, x + 3, y + 2), Some(9));
        assert_eq!(line_at(&g, 7, x, y - 1), None, "the frame");
        assert_eq!(line_at(&g, 7, g.list.right(), y), None, "the board");
    }
}
