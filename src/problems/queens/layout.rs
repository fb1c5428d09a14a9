//! The N-Queens screens: one board with its panels, or two boards side by side (compare).

use ratatui::layout::{Constraint, Layout, Rect};
use unicode_width::UnicodeWidthStr;

use crate::problems::queens::engine::{Algo, StateKind};

/// Entries of a seed array shown per line of the arrays panel, at most.
pub const ARRAY_ENTRIES_PER_LINE: usize = 32;

/// Outer width of the state panel for an algorithm's kind of state on an `n`×`n` board.
pub fn state_width(kind: StateKind, n: usize) -> u16 {
    match kind {
        StateKind::Stack => 14,
        StateKind::Frames => 16,
        StateKind::Arrays => (2 + 5 + (2 * n).min(ARRAY_ENTRIES_PER_LINE)) as u16,
    }
}

/// Outer width a code panel needs to show every line of `code` whole, with line numbers.
pub fn code_width(code: &[&str]) -> u16 {
    let longest = code.iter().map(|l| l.width()).max().unwrap_or(0);
    longest as u16 + 3 + 2
}

/// Square sizes (columns, rows), largest first; the largest that fits is used. About twice
/// as wide as tall, which looks square in a terminal.
pub const SQUARES: [(u16, u16); 9] = [
    (16, 8),
    (14, 7),
    (12, 6),
    (10, 5),
    (8, 4),
    (6, 3),
    (4, 2),
    (3, 1),
    (2, 1),
];

/// From this square height on, file letters and rank numbers are drawn in big characters.
pub const BIG_LABELS: u16 = 5;

/// The margins the labels take: columns for the rank numbers on the left, rows for the file
/// letters on top. Big squares get big labels (3 rows tall, 4 columns a digit).
pub fn labels(n: usize, (_, sh): (u16, u16)) -> (u16, u16) {
    let digits = n.to_string().len() as u16;
    if sh >= BIG_LABELS {
        (
            digits * crate::layout::BIG_CHAR_W + 1,
            crate::layout::BIG_CHAR_H,
        )
    } else {
        (digits + 1, 1)
    }
}

/// Shortest the top row of panels can be (nine lines of code).
const TOP_MIN: u16 = 11;
/// Shortest the bottom row of panels can be (six counters).
const BOTTOM_MIN: u16 = 8;
/// Narrowest the counters panel can be.
const COUNTERS_MIN: u16 = 26;
/// Widest the counters panel gets below the board (the log takes the rest).
const COUNTERS_MAX: u16 = 36;
/// Width of the counters panel in windows wide enough for two columns of counters.
const COUNTERS_WIDE: u16 = 50;
/// Window width from which the counters get two columns below the board (a projector's 100
/// columns keep the brute-force sizes in view).
const WIDE_WINDOW: u16 = 100;
/// Shortest the log can be when it sits below the counters, beside a tall board.
const LOG_MIN: u16 = 5;

/// Where each region goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Areas {
    /// The header bar (one line).
    pub header: Rect,
    /// The board panel.
    pub board: Rect,
    /// The state panel (stack, call frames or arrays).
    pub state: Rect,
    /// The code panel.
    pub code: Rect,
    /// The counters panel.
    pub counters: Rect,
    /// The event log panel.
    pub log: Rect,
    /// The scrubber (one line).
    pub scrubber: Rect,
    /// The key bar (one line).
    pub keybar: Rect,
    /// Size of one board square (columns, rows).
    pub square: (u16, u16),
    /// The state-space tree panel (empty when hidden).
    pub tree: Rect,
}

/// Widths of the two panels beside the board, which depend on the algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Side {
    /// Width of the state panel.
    pub state: u16,
    /// Narrowest the code panel can be.
    pub code: u16,
    /// Rows the code panel wants: every line of the code and its frame.
    pub code_rows: u16,
}

impl Side {
    /// The side panels of an algorithm on an `n`×`n` board.
    pub fn of(algo: Algo, n: usize) -> Side {
        Side {
            state: state_width(algo.state_kind(), n),
            code: code_width(algo.code()),
            code_rows: algo.code().len() as u16 + 2,
        }
    }

    fn min(self) -> u16 {
        self.state + self.code
    }
}

/// Outer size of the board panel for `n` and a square size: a frame, the labels, the squares.
pub fn board_panel_size(n: usize, square: (u16, u16)) -> (u16, u16) {
    let (lw, lh) = labels(n, square);
    let n = n as u16;
    (
        2u16.saturating_add(lw)
            .saturating_add(n.saturating_mul(square.0)),
        2u16.saturating_add(lh)
            .saturating_add(n.saturating_mul(square.1)),
    )
}

/// Where square (row, col) of a board drawn in `inner` (the board panel's inside) starts.
pub fn square_origin(
    inner: Rect,
    n: usize,
    square: (u16, u16),
    row: usize,
    col: usize,
) -> (u16, u16) {
    let (lw, lh) = labels(n, square);
    (
        inner.x + lw + col as u16 * square.0,
        inner.y + lh + row as u16 * square.1,
    )
}

/// The square under a screen position, for a board drawn in `inner`.
pub fn square_at(
    inner: Rect,
    n: usize,
    square: (u16, u16),
    x: u16,
    y: u16,
) -> Option<(usize, usize)> {
    let (lw, lh) = labels(n, square);
    let (x0, y0) = (inner.x + lw, inner.y + lh);
    if x < x0 || y < y0 {
        return None;
    }
    let (col, row) = (
        usize::from((x - x0) / square.0),
        usize::from((y - y0) / square.1),
    );
    (row < n && col < n).then_some((row, col))
}

/// The zoomed N-Queens screen: the board filling the window, a caption line under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZoomAreas {
    /// The header bar.
    pub header: Rect,
    /// The board panels: one, or two side by side (compare).
    pub boards: [Rect; 2],
    /// The caption lines under the boards: what the last event was, in words.
    pub captions: [Rect; 2],
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
    /// Size of one board square.
    pub square: (u16, u16),
    /// How many boards: 1 or 2.
    pub panes: usize,
}

/// The square sizes zoom tries, largest first: twice as wide as tall, as large as the window
/// allows, then the narrowest ones.
fn zoom_squares(max_rows: u16) -> impl Iterator<Item = (u16, u16)> {
    (2..=max_rows.max(2))
        .rev()
        .map(|h| (2 * h, h))
        .chain([(3, 1), (2, 1)])
}

/// Zoom: the board (or two, side by side) as large as the window allows, squares about
/// square to the eye, a caption line under each.
pub fn zoom_areas(area: Rect, n: usize, panes: usize) -> Result<ZoomAreas, (u16, u16)> {
    let panes = panes.clamp(1, 2);
    let smallest = board_panel_size(n, (2, 1));
    // Two boards have a caption each under them; one has it beside the scrubber.
    let captions_h = u16::from(panes == 2);
    let need = (
        smallest
            .0
            .saturating_mul(panes as u16)
            .max(crate::layout::ZOOM_MIN_W),
        smallest
            .1
            .saturating_add(crate::layout::CHROME_H + captions_h),
    );
    if area.width < need.0 || area.height < need.1 {
        return Err(need);
    }
    let [header, main, _, keybar] = crate::layout::screen_rows(area);
    let scrubber = crate::layout::scrubber_row(area, true);
    let [boards_row, caption_row] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(captions_h)]).areas(main);
    let halves: [Rect; 2] = if panes == 2 {
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(boards_row)
    } else {
        [boards_row, Rect::default()]
    };
    // Both halves: an odd width leaves one of them a column narrower.
    let room = if panes == 2 {
        halves[0].width.min(halves[1].width)
    } else {
        halves[0].width
    };
    let fits = |sq| {
        let (w, h) = board_panel_size(n, sq);
        w <= room && h <= boards_row.height
    };
    let Some(square) = zoom_squares(boards_row.height).find(|&sq| fits(sq)) else {
        return Err(need);
    };
    let (w, h) = board_panel_size(n, square);
    let centred = |half: Rect| {
        Rect::new(
            half.x + (half.width - w) / 2,
            half.y + (half.height - h) / 2,
            w,
            h,
        )
    };
    let captions = if panes == 2 {
        Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(caption_row)
    } else {
        [crate::layout::caption_row(area), Rect::default()]
    };
    Ok(ZoomAreas {
        header,
        boards: [
            centred(halves[0]),
            if panes == 2 {
                centred(halves[1])
            } else {
                Rect::default()
            },
        ],
        captions,
        scrubber,
        keybar,
        square,
        panes,
    })
}

/// Narrowest the tree panel can be when it takes a column of its own.
const TREE_MIN_W: u16 = 30;

/// Splits `area` for an `n`×`n` board, or gives the smallest window that would fit; with
/// `tree`, the state-space tree panel takes the place of the code and the log (or of the log
/// alone, where there is no room for a column).
///
/// Two arrangements: panels below the board (best for small boards), or everything in a
/// column beside a tall board (large N). The one with the bigger squares wins; below, on a tie.
pub fn areas(area: Rect, n: usize, side: Side, tree: bool) -> Result<Areas, (u16, u16)> {
    // With the tree, the board leaves at least half the width to the panels.
    let room = |sq: (u16, u16)| !tree || board_panel_size(n, sq).0 <= area.width / 2;
    let below = SQUARES
        .iter()
        .position(|&sq| room(sq) && fits_below(area, n, side, sq))
        .or_else(|| SQUARES.iter().position(|&sq| fits_below(area, n, side, sq)));
    let beside = SQUARES
        .iter()
        .position(|&sq| room(sq) && fits_beside(area, n, side, sq))
        .or_else(|| {
            SQUARES
                .iter()
                .position(|&sq| fits_beside(area, n, side, sq))
        });
    match (below, beside) {
        // The tree gets a full-height column only below; with it, below wins when it fits.
        (Some(b), Some(s)) if s < b && !tree => Ok(beside_board(area, n, side, SQUARES[s], tree)),
        (Some(b), _) => Ok(below_board(area, n, side, SQUARES[b], tree)),
        (None, Some(s)) => Ok(beside_board(area, n, side, SQUARES[s], tree)),
        (None, None) => {
            let (bw, bh) = board_panel_size(n, SQUARES[SQUARES.len() - 1]);
            let below = (
                bw + side.min(),
                bh.max(TOP_MIN) + BOTTOM_MIN + crate::layout::CHROME_H,
            );
            let beside = (
                bw + side.min(),
                bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + crate::layout::CHROME_H,
            );
            // Name the smaller of the two windows that would do.
            Err(if beside.1 < below.1 { beside } else { below })
        }
    }
}

fn fits_below(area: Rect, n: usize, side: Side, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + side.min() <= area.width
        && bh.max(TOP_MIN) + BOTTOM_MIN + crate::layout::CHROME_H <= area.height
}

fn fits_beside(area: Rect, n: usize, side: Side, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + side.min() <= area.width
        && bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + crate::layout::CHROME_H <= area.height
}

/// Board top left, state and code beside it, counters and log below; with the tree, the tree
/// in a column on the right instead of the code and the log.
fn below_board(area: Rect, n: usize, side: Side, square: (u16, u16), tree: bool) -> Areas {
    let (bw, bh) = board_panel_size(n, square);
    let [header, main, scrubber, keybar] = crate::layout::screen_rows(area);
    let counters_w = if area.width >= WIDE_WINDOW {
        COUNTERS_WIDE
    } else {
        bw.clamp(COUNTERS_MIN, COUNTERS_MAX)
    };
    let left_w = (bw + side.state).max(counters_w);
    if tree && area.width >= left_w + TREE_MIN_W {
        let [left, tree] =
            Layout::horizontal([Constraint::Length(left_w), Constraint::Fill(1)]).areas(main);
        let [top, counters] =
            Layout::vertical([Constraint::Length(bh.max(TOP_MIN)), Constraint::Fill(1)])
                .areas(left);
        let [board, state] =
            Layout::horizontal([Constraint::Length(bw), Constraint::Fill(1)]).areas(top);
        return Areas {
            header,
            board,
            state,
            code: Rect::default(),
            counters,
            log: Rect::default(),
            scrubber,
            keybar,
            square,
            tree,
        };
    }
    let [top, bottom] =
        Layout::vertical([Constraint::Length(bh.max(TOP_MIN)), Constraint::Fill(1)]).areas(main);
    let [board, state, code] = Layout::horizontal([
        Constraint::Length(bw),
        Constraint::Length(side.state),
        Constraint::Fill(1),
    ])
    .areas(top);
    let [counters, log] =
        Layout::horizontal([Constraint::Length(counters_w), Constraint::Fill(1)]).areas(bottom);
    let (log, tree) = if tree {
        (Rect::default(), log)
    } else {
        (log, Rect::default())
    };
    Areas {
        header,
        board,
        state,
        code,
        counters,
        log,
        scrubber,
        keybar,
        square,
        tree,
    }
}

/// Board on the left at full height; state and code, counters, then the log (or the tree) in a
/// column beside.
fn beside_board(area: Rect, n: usize, side: Side, square: (u16, u16), tree: bool) -> Areas {
    let (bw, _) = board_panel_size(n, square);
    let [header, main, scrubber, keybar] = crate::layout::screen_rows(area);
    let [board, column] =
        Layout::horizontal([Constraint::Length(bw), Constraint::Fill(1)]).areas(main);
    // The code whole where the column has room for it above the counters and a log.
    let spare = column.height.saturating_sub(BOTTOM_MIN + LOG_MIN);
    let top_h = side.code_rows.min(spare).max(TOP_MIN);
    let [top, counters, log] = Layout::vertical([
        Constraint::Length(top_h),
        Constraint::Length(BOTTOM_MIN),
        Constraint::Fill(1),
    ])
    .areas(column);
    let [state, code] =
        Layout::horizontal([Constraint::Length(side.state), Constraint::Fill(1)]).areas(top);
    let (log, tree) = if tree {
        (Rect::default(), log)
    } else {
        (log, Rect::default())
    };
    Areas {
        header,
        board,
        state,
        code,
        counters,
        log,
        scrubber,
        keybar,
        square,
        tree,
    }
}

/// One half of the compare view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PaneAreas {
    /// The board panel.
    pub board: Rect,
    /// The algorithm's state (stack, call frames or arrays) beside the board (empty where it
    /// does not fit).
    pub state: Rect,
    /// The counters panel.
    pub counters: Rect,
    /// The event log panel.
    pub log: Rect,
    /// The algorithm's code beside the log, every line's width whole (empty where it does not
    /// fit).
    pub code: Rect,
    /// The state-space tree panel, in place of the log (empty when hidden).
    pub tree: Rect,
}

/// The narrowest a compare log keeps beside the code.
const COMPARE_LOG_MIN_W: u16 = 36;

/// Where each region of the compare view goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompareAreas {
    /// The header bar.
    pub header: Rect,
    /// Left and right halves.
    pub panes: [PaneAreas; 2],
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
    /// Size of one board square.
    pub square: (u16, u16),
}

/// The smallest square a compare board keeps to have its state panel beside it.
const STATE_SQUARE_MIN: (u16, u16) = (4, 2);

/// Splits `area` into two boards side by side (`algos`' searches), each with its counters and
/// log below, and its algorithm's state panel beside it where both fit with squares of at
/// least 4 x 2 (a 120x40 window, for 8 queens); else the boards alone, as large as they fit.
/// The code goes beside each log where it fits whole (200x60).
pub fn compare_areas(
    area: Rect,
    n: usize,
    algos: &[Algo],
    tree: bool,
) -> Result<CompareAreas, (u16, u16)> {
    let sides = [0, 1].map(|i| Side::of(algos[i.min(algos.len() - 1)], n));
    let half = area.width / 2;
    let pane_min_w = COUNTERS_MIN;
    let state_w = sides[0].state.max(sides[1].state);
    let fits = |sq, beside: u16| {
        let (bw, bh) = board_panel_size(n, sq);
        (bw + beside).max(pane_min_w) <= half
            && bh + BOTTOM_MIN + 4 + crate::layout::CHROME_H <= area.height
    };
    let with_state = SQUARES
        .iter()
        .find(|&&sq| sq.0 >= STATE_SQUARE_MIN.0 && fits(sq, state_w));
    let Some(&square) = with_state.or_else(|| SQUARES.iter().find(|&&sq| fits(sq, 0))) else {
        let (bw, bh) = board_panel_size(n, SQUARES[SQUARES.len() - 1]);
        return Err((
            2 * bw.max(pane_min_w),
            bh + BOTTOM_MIN + 4 + crate::layout::CHROME_H,
        ));
    };
    let beside = with_state.is_some();
    let (_, bh) = board_panel_size(n, square);
    let [header, main, scrubber, keybar] = crate::layout::screen_rows(area);
    let halves: [Rect; 2] =
        Layout::horizontal([Constraint::Length(half), Constraint::Fill(1)]).areas(main);
    let pane = |(half, side): (Rect, Side)| {
        let [top, counters, log] = Layout::vertical([
            Constraint::Length(bh),
            Constraint::Length(BOTTOM_MIN),
            Constraint::Fill(1),
        ])
        .areas(half);
        let (board, state) = if beside {
            let [board, state] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(side.state)])
                    .areas(top);
            (board, state)
        } else {
            (top, Rect::default())
        };
        // The code beside the log where its lines fit whole with room for the log (200x60);
        // a code taller than the panel scrolls to keep its lit line in view.
        let code_fits = log.width >= side.code + COMPARE_LOG_MIN_W && log.height >= LOG_MIN + 3;
        let (log, code) = if code_fits && !tree {
            let [log, code] =
                Layout::horizontal([Constraint::Fill(1), Constraint::Length(side.code)])
                    .areas(log);
            (log, code)
        } else {
            (log, Rect::default())
        };
        let (log, tree) = if tree {
            (Rect::default(), log)
        } else {
            (log, Rect::default())
        };
        PaneAreas {
            board,
            state,
            counters,
            log,
            code,
            tree,
        }
    };
    Ok(CompareAreas {
        header,
        panes: [pane((halves[0], sides[0])), pane((halves[1], sides[1]))],
        scrubber,
        keybar,
        square,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    /// Compare mode keeps each side's stack or call frames beside its board where both fit
    /// with squares of at least 4 x 2 (120x40 and up for 8 queens), inside its half and
    /// beside, not over, the board; at 100x30 the boards stand alone (issue 26).
    #[rstest]
    #[case(120, 40, true)]
    #[case(200, 60, true)]
    #[case(100, 30, false)]
    fn compare_keeps_the_state_beside_each_board(
        #[case] w: u16,
        #[case] h: u16,
        #[case] state: bool,
    ) {
        let algos = [Algo::Iterative, Algo::Recursive];
        let sides = algos.map(|a| Side::of(a, 8));
        let a = compare_areas(Rect::new(0, 0, w, h), 8, &algos, false).unwrap();
        for (pane, side) in a.panes.iter().zip(sides) {
            assert_eq!(!pane.state.is_empty(), state, "{w}x{h}: {pane:?}");
            if state {
                assert_eq!(pane.state.width, side.state);
                assert_eq!(pane.board.right(), pane.state.x);
                let (bw, _) = board_panel_size(8, a.square);
                assert!(pane.board.width >= bw, "{w}x{h}: the board is whole");
                assert!(a.square.0 >= 4);
            }
        }
        assert!(a.panes[0].state.right() <= a.panes[1].board.x);
        // The code, its lines whole, beside each log at 200x60 only.
        for (pane, side) in a.panes.iter().zip(sides) {
            assert_eq!(!pane.code.is_empty(), w >= 200, "{w}x{h}: {pane:?}");
            if !pane.code.is_empty() {
                assert_eq!(pane.code.width, side.code);
                assert_eq!(pane.log.right(), pane.code.x);
            }
        }
    }

    #[rstest]
    #[case(80, 24, 8, (3, 1))]
    #[case(120, 40, 8, (8, 4))]
    #[case(200, 60, 8, (12, 6))]
    #[case(80, 24, 10, (2, 1))]
    #[case(80, 24, 4, (4, 2))]
    #[case(120, 40, 32, (2, 1))]
    #[case(104, 30, 24, (2, 1))]
    fn square_size_grows_with_the_window(
        #[case] w: u16,
        #[case] h: u16,
        #[case] n: usize,
        #[case] square: (u16, u16),
    ) {
        let a = areas(
            Rect::new(0, 0, w, h),
            n,
            Side::of(Algo::Iterative, n),
            false,
        )
        .unwrap();
        assert_eq!(a.square, square);
        for r in [
            a.header, a.board, a.state, a.code, a.counters, a.log, a.keybar,
        ] {
            assert!(r.right() <= w && r.bottom() <= h, "{r:?} outside {w}x{h}");
        }
    }

    #[rstest]
    #[case(69, 24, 8)]
    #[case(80, 20, 8)]
    #[case(80, 24, 32)]
    #[case(118, 40, 32)]
    fn too_small_windows_name_the_size_needed(#[case] w: u16, #[case] h: u16, #[case] n: usize) {
        let (need_w, need_h) = areas(
            Rect::new(0, 0, w, h),
            n,
            Side::of(Algo::Iterative, n),
            false,
        )
        .unwrap_err();
        assert!(need_w > w || need_h > h);
        assert!(
            areas(
                Rect::new(0, 0, need_w, need_h),
                n,
                Side::of(Algo::Iterative, n),
                false
            )
            .is_ok()
        );
        assert!(
            areas(
                Rect::new(0, 0, need_w - 1, need_h),
                n,
                Side::of(Algo::Iterative, n),
                false
            )
            .is_err()
        );
    }

    #[test]
    fn code_fits_the_panel_widths() {
        for algo in Algo::ALL {
            assert!(code_width(algo.code()) <= 37, "{algo:?}");
        }
    }
}
pub mod solutions;
