//! The screens of every problem on the generic engine: in normal mode its picture (the items)
//! over the counters on the left, the pseudocode over the log on the right (the tree in
//! their place with `t`); comparing, a column per search (picture, counters, log; with `t`
//! its tree over its counters); zoomed, the picture filling the window over a caption.

use ratatui::layout::{Constraint, Layout, Rect};

/// Height of the counters panel (five counters).
pub const COUNTERS_H: u16 = 7;
/// Shortest the log can be.
const LOG_MIN: u16 = 4;
/// Shortest the picture can be.
const PICTURE_MIN_H: u16 = 7;
/// Narrowest the picture can be.
const PICTURE_MIN_W: u16 = 30;
/// Narrowest a zoomed screen can be.
const ZOOM_MIN: (u16, u16) = (40, 12);

/// One search's column: its picture, counters and log.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PaneAreas {
    /// The picture (items, meter, the last cut).
    pub picture: Rect,
    /// The counters.
    pub counters: Rect,
    /// The log (empty when there is no room).
    pub log: Rect,
    /// Comparing with the tree shown: this search's tree, between its picture and its
    /// counters (empty otherwise).
    pub tree: Rect,
}

/// Where each region goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExploreAreas {
    /// The header bar.
    pub header: Rect,
    /// Each search's column (one, or two comparing).
    pub panes: Vec<PaneAreas>,
    /// The pseudocode (empty comparing, or with the tree shown).
    pub code: Rect,
    /// The tree (empty when hidden).
    pub tree: Rect,
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
}

/// Splits the screen, or gives the smallest window that would do. `picture_h` is the height
/// the picture wants with its frame, `code` the pseudocode's size with its frame (columns,
/// rows).
pub fn areas(
    screen: Rect,
    panes: usize,
    picture_h: u16,
    code: (u16, u16),
    tree: bool,
) -> Result<ExploreAreas, (u16, u16)> {
    let compare = panes > 1;
    let need_w = if compare {
        2 * PICTURE_MIN_W
    } else {
        PICTURE_MIN_W + code.0
    };
    let need_h = crate::layout::CHROME_H + PICTURE_MIN_H + COUNTERS_H;
    let need_h = need_h.max(crate::layout::CHROME_H + code.1 + LOG_MIN);
    if screen.width < need_w || screen.height < need_h {
        return Err((need_w, need_h));
    }
    let [header, main, scrubber, keybar] = crate::layout::screen_rows(screen);
    let column = |area: Rect, with_log: bool| {
        // Without a log under the counters, the picture takes the room there is.
        let wanted = if with_log { picture_h } else { area.height };
        let pic = wanted.clamp(PICTURE_MIN_H, area.height - COUNTERS_H);
        let [picture, rest] =
            Layout::vertical([Constraint::Length(pic), Constraint::Fill(1)]).areas(area);
        let (counters, log) = if with_log && rest.height >= COUNTERS_H + LOG_MIN {
            let [c, l] =
                Layout::vertical([Constraint::Length(COUNTERS_H), Constraint::Fill(1)]).areas(rest);
            (c, l)
        } else {
            (rest, Rect::default())
        };
        PaneAreas {
            picture,
            counters,
            log,
            tree: Rect::default(),
        }
    };
    // Comparing with the trees: each column its tree over its counters (the pictures, which
    // a tree's height would squash, come back with `t`, or fill the window with `z`).
    let with_tree = |area: Rect| {
        let [tree, counters] =
            Layout::vertical([Constraint::Fill(1), Constraint::Length(COUNTERS_H)]).areas(area);
        PaneAreas {
            picture: Rect::default(),
            counters,
            log: Rect::default(),
            tree,
        }
    };
    if compare {
        let cols = Layout::horizontal(vec![Constraint::Fill(1); panes]).split(main);
        return Ok(ExploreAreas {
            header,
            panes: cols
                .iter()
                .map(|&c| if tree { with_tree(c) } else { column(c, true) })
                .collect(),
            code: Rect::default(),
            tree: Rect::default(),
            scrubber,
            keybar,
        });
    }
    let right_w = if tree {
        (main.width - PICTURE_MIN_W).min(main.width / 2 + 8)
    } else {
        // The code's width, or more on a wide screen (the log under it says more).
        code.0
            .max((main.width * 9 / 20).min(main.width - PICTURE_MIN_W))
    };
    let [left, right] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(right_w)]).areas(main);
    let pane = column(left, false);
    let (code_area, log, tree_area) = if tree {
        (Rect::default(), Rect::default(), right)
    } else {
        let [c, l] =
            Layout::vertical([Constraint::Length(code.1), Constraint::Fill(1)]).areas(right);
        (c, l, Rect::default())
    };
    Ok(ExploreAreas {
        header,
        panes: vec![PaneAreas { log, ..pane }],
        code: code_area,
        tree: tree_area,
        scrubber,
        keybar,
    })
}

/// Zoomed: the header, the picture filling the window, the caption and scrubber, the key bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ZoomAreas {
    /// The header bar.
    pub header: Rect,
    /// The picture.
    pub picture: Rect,
    /// The last event in words.
    pub caption: Rect,
    /// The scrubber.
    pub scrubber: Rect,
    /// The key bar.
    pub keybar: Rect,
}

/// The zoomed screen, or the smallest window that would do.
pub fn zoom_areas(screen: Rect) -> Result<ZoomAreas, (u16, u16)> {
    if screen.width < ZOOM_MIN.0 || screen.height < ZOOM_MIN.1 {
        return Err(ZOOM_MIN);
    }
    let [header, picture, _, keybar] = crate::layout::screen_rows(screen);
    Ok(ZoomAreas {
        header,
        picture,
        caption: crate::layout::caption_row(screen),
        scrubber: crate::layout::scrubber_row(screen, true),
        keybar,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(80, 24)]
    #[case(100, 30)]
    #[case(200, 60)]
    fn regions_tile_the_screen_without_overlap(#[case] w: u16, #[case] h: u16) {
        let screen = Rect::new(0, 0, w, h);
        for (panes, tree) in [(1, false), (1, true), (2, false)] {
            let a = areas(screen, panes, 13, (44, 13), tree).unwrap();
            let mut all = vec![a.header, a.code, a.tree, a.scrubber, a.keybar];
            for p in &a.panes {
                all.extend([p.picture, p.counters, p.log]);
            }
            let all: Vec<Rect> = all.into_iter().filter(|r| !r.is_empty()).collect();
            for (i, r) in all.iter().enumerate() {
                assert!(screen.contains(r.as_position()) && r.right() <= w && r.bottom() <= h);
                for q in &all[i + 1..] {
                    assert!(
                        !r.intersects(*q),
                        "{r:?} {q:?} ({panes} panes, tree {tree})"
                    );
                }
            }
            assert!(a.panes.iter().all(|p| p.counters.height >= COUNTERS_H));
        }
    }

    #[test]
    fn too_small_says_what_it_needs() {
        assert_eq!(
            areas(Rect::new(0, 0, 50, 10), 1, 13, (44, 13), false),
            Err((74, 20))
        );
        assert!(zoom_areas(Rect::new(0, 0, 30, 10)).is_err());
    }
}
