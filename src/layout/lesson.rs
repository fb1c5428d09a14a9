//! A lesson's caption panel: the rows it takes at the bottom of the window, and its caption's
//! lines at the window's width.

use ratatui::layout::Rect;

use crate::layout::wrap;

/// The most lines of caption the panel shows.
pub const MAX_LINES: usize = 6;

/// The panel's rows besides the caption: its two borders and the line of keys.
pub const FRAME_H: u16 = 3;

/// The caption's lines in a panel `width` columns wide (inside its borders and one column of
/// margin each side): each paragraph (a line of the caption) wrapped, at most [`MAX_LINES`].
pub fn lines(caption: &str, width: u16) -> Vec<String> {
    let mut out = all_lines(caption, width);
    out.truncate(MAX_LINES);
    out
}

/// The caption's lines as [`lines`] wraps them, all of them (a lesson file's check counts
/// them). Linear in the caption's length.
pub fn all_lines(caption: &str, width: u16) -> Vec<String> {
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let mut out = Vec::new();
    for paragraph in caption.trim().lines() {
        let paragraph = paragraph.trim();
        if paragraph.is_empty() {
            continue;
        }
        // A word wider than the panel is cut into lines rather than lost.
        match wrap(paragraph, inner) {
            Some(ls) => out.extend(ls),
            None => out.extend(cut(paragraph, inner)),
        }
    }
    out
}

/// `text` cut into pieces at most `width` columns wide, wherever the width falls.
fn cut(text: &str, width: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut w = 0;
    for ch in text.chars() {
        let cw = unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
        if w + cw > width && w > 0 {
            out.push(String::new());
            w = 0;
        }
        if let Some(last) = out.last_mut() {
            last.push(ch);
        }
        w += cw;
    }
    out
}

/// Rows the problem's screen keeps for itself beside a framed caption panel: what the
/// screens need at 80 columns with the tree panel open or two searches side by side.
pub const MIN_BODY: u16 = 24;

/// Rows of the compact caption.
pub const MIN_ROWS: u16 = 2;

/// Where the caption goes in `area`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A framed panel under the problem's screen, which keeps the rest.
    Panel(Rect),
    /// A small window: the problem's screen keeps the whole window and the caption's first
    /// lines stand over its last two rows (the scrubber and the key bar).
    Over(Rect),
}

/// `area` split into the problem's screen and the caption's place: a framed panel as tall as
/// the caption (the screen keeping [`MIN_BODY`] rows, the panel never more than two fifths of
/// the area) when there are rows for one, else the compact caption over the screen's last two
/// rows.
pub fn split(area: Rect, caption: &str) -> (Rect, Place) {
    let want = lines(caption, area.width).len() as u16 + FRAME_H;
    let room = area
        .height
        .saturating_sub(MIN_BODY)
        .min(area.height * 2 / 5);
    if room < FRAME_H + 1 {
        let h = MIN_ROWS.min(area.height);
        let over = Rect::new(area.x, area.bottom() - h, area.width, h);
        return (area, Place::Over(over));
    }
    let h = want.min(room);
    let body = Rect::new(area.x, area.y, area.width, area.height - h);
    let panel = Rect::new(area.x, body.bottom(), area.width, h);
    (body, Place::Panel(panel))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_grows_with_its_caption_and_stays_below_two_fifths() {
        let panel = |area: Rect, caption: &str| match split(area, caption) {
            (body, Place::Panel(p)) => {
                assert_eq!(body.height + p.height, area.height);
                assert_eq!(p.y, body.bottom());
                p.height
            }
            (_, Place::Over(_)) => 0,
        };
        // At 80x24 the screen keeps every row: the caption goes over its last two.
        let small = Rect::new(0, 0, 80, 24);
        assert_eq!(
            split(small, "one line"),
            (small, Place::Over(Rect::new(0, 22, 80, 2)))
        );
        let tall = Rect::new(0, 0, 100, 40);
        assert_eq!(panel(tall, "one line"), 4, "a line, the frame, the keys");
        let long = "word ".repeat(200);
        assert_eq!(panel(tall, &long), MAX_LINES as u16 + FRAME_H);
        assert_eq!(lines(&long, 80).len(), MAX_LINES);
        assert_eq!(
            panel(Rect::new(0, 0, 100, 30), &long),
            6,
            "the screen keeps 24 of 30 rows"
        );
        assert!(matches!(
            split(Rect::new(0, 0, 60, 10), &long).1,
            Place::Over(_)
        ));
    }

    /// Paragraphs are kept apart, Chinese wraps between characters.
    #[test]
    fn captions_wrap_by_paragraph_and_by_character() {
        assert_eq!(lines("a b\n\nc", 40), vec!["a b", "c"]);
        let zh = lines("回溯法在解空间树上做深度优先搜索", 14);
        assert_eq!(zh, vec!["回溯法在解", "空间树上做", "深度优先搜", "索"]);
    }
}
