//! The help overlay: where it goes and how much of it shows. It sits between the header and
//! the key bar; the keys over the legend when they fit, side by side when only that fits, and
//! else the keys and legend scroll under a fixed footer.

use ratatui::layout::Rect;

/// The sizes of what the help shows (columns, rows): the list of keys, the legend, the footer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HelpContent {
    /// Widest key line and how many there are.
    pub keys: (u16, u16),
    /// Widest legend line and how many there are.
    pub legend: (u16, u16),
    /// Width of the footer line.
    pub footer: u16,
}

/// How the keys and the legend are arranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HelpArrangement {
    /// Keys, a blank line, then the legend.
    Stacked,
    /// The legend beside the keys.
    SideBySide,
}

/// The overlay: its box, its arrangement, and how many rows of its body show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HelpGeometry {
    /// The overlay's box, frame included.
    pub popup: Rect,
    /// Stacked or side by side.
    pub arrangement: HelpArrangement,
    /// Rows of the body (keys and legend) in view.
    pub shown: u16,
    /// Rows of the body in all.
    pub total: u16,
}

impl HelpGeometry {
    /// The furthest the body can scroll.
    pub fn max_scroll(&self) -> u16 {
        self.total - self.shown
    }

    /// Whether the body is longer than the view.
    pub fn scrolls(&self) -> bool {
        self.total > self.shown
    }
}

/// Frame (2) plus the blank line and the footer under the body.
const CHROME_H: u16 = 4;
/// Frame (2) plus a margin of one column on each side.
const CHROME_W: u16 = 4;
/// Fewest body rows worth scrolling through.
const MIN_SHOWN: u16 = 3;
/// Columns between the keys and the legend side by side.
const GAP: u16 = 2;

/// Where the help goes in `window`, or the smallest window it needs.
pub fn help_geometry(window: Rect, c: HelpContent) -> Result<HelpGeometry, (u16, u16)> {
    let room = super::screen_rows(window)[1];
    let stacked_w = c.keys.0.max(c.legend.0).max(c.footer) + CHROME_W;
    let stacked_rows = c.keys.1 + 1 + c.legend.1;
    let beside_w = (c.keys.0 + GAP + c.legend.0).max(c.footer) + CHROME_W;
    let beside_rows = c.keys.1.max(c.legend.1);
    let place = |w: u16, shown: u16, total: u16, arrangement| {
        let h = shown + CHROME_H;
        HelpGeometry {
            popup: Rect::new(
                room.x + (room.width - w) / 2,
                room.y + (room.height - h) / 2,
                w,
                h,
            ),
            arrangement,
            shown,
            total,
        }
    };
    let fits = |w: u16, rows: u16| w <= room.width && rows + CHROME_H <= room.height;
    if fits(stacked_w, stacked_rows) {
        return Ok(place(
            stacked_w,
            stacked_rows,
            stacked_rows,
            HelpArrangement::Stacked,
        ));
    }
    if fits(beside_w, beside_rows) {
        return Ok(place(
            beside_w,
            beside_rows,
            beside_rows,
            HelpArrangement::SideBySide,
        ));
    }
    // Scrolling: side by side if it is wide enough (fewer rows to scroll), else stacked.
    let (w, total, arrangement) = if beside_w <= room.width {
        (beside_w, beside_rows, HelpArrangement::SideBySide)
    } else {
        (stacked_w, stacked_rows, HelpArrangement::Stacked)
    };
    if fits(w, MIN_SHOWN) {
        let shown = room.height - CHROME_H;
        return Ok(place(w, shown, total, arrangement));
    }
    // Header and key bar (2) around the box.
    Err((stacked_w, MIN_SHOWN + CHROME_H + super::CHROME_H))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    const CONTENT: HelpContent = HelpContent {
        keys: (60, 16),
        legend: (40, 9),
        footer: 50,
    };

    #[rstest]
    #[case(120, 40, HelpArrangement::Stacked, 26, 26)]
    #[case(120, 24, HelpArrangement::SideBySide, 16, 16)]
    #[case(80, 24, HelpArrangement::Stacked, 17, 26)]
    #[case(80, 10, HelpArrangement::Stacked, 3, 26)]
    fn the_help_fits_or_scrolls(
        #[case] w: u16,
        #[case] h: u16,
        #[case] arrangement: HelpArrangement,
        #[case] shown: u16,
        #[case] total: u16,
    ) {
        let window = Rect::new(0, 0, w, h);
        let g = help_geometry(window, CONTENT).unwrap();
        assert_eq!(
            (g.arrangement, g.shown, g.total),
            (arrangement, shown, total)
        );
        // Between the header and the key bar.
        assert!(g.popup.y >= 1 && g.popup.bottom() < h, "{g:?}");
        assert!(g.popup.right() <= w);
        assert_eq!(g.scrolls(), shown < total);
    }

    #[test]
    fn too_small_a_window_names_the_size_needed() {
        let need = help_geometry(Rect::new(0, 0, 50, 24), CONTENT).unwrap_err();
        assert_eq!(need, (64, 10));
        assert!(help_geometry(Rect::new(0, 0, need.0, need.1), CONTENT).is_ok());
        assert!(help_geometry(Rect::new(0, 0, need.0, need.1 - 1), CONTENT).is_err());
    }
}
