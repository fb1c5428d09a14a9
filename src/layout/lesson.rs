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
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let mut out = Vec::new();
    for paragraph in caption.trim().lines() {
        let paragraph = paragraph.trim();
        if paragraph.is_empty() {
            continue;
        }
        // A word wider than the panel is cut rather than lost.
        match wrap(paragraph, inner) {
            Some(ls) => out.extend(ls),
            None => out.push(paragraph.to_string()),
        }
    }
    out.truncate(MAX_LINES);
    out
}

/// Rows the problem's screen keeps for itself while the window has them: what the screens
/// need at 80 columns with the tree panel open.
pub const MIN_BODY: u16 = 22;

/// The fewest rows the caption takes, however small the window.
pub const MIN_ROWS: u16 = 2;

/// `area` split into the problem's screen (on top) and the caption panel (at the bottom): the
/// panel as tall as its caption, but leaving the screen [`MIN_BODY`] rows while there are more
/// than [`MIN_ROWS`] for the caption, and never more than two fifths of the area.
pub fn split(area: Rect, caption: &str) -> (Rect, Rect) {
    let want = lines(caption, area.width).len() as u16 + FRAME_H;
    let room = area
        .height
        .saturating_sub(MIN_BODY)
        .max(MIN_ROWS)
        .min(area.height * 2 / 5);
    let h = want.min(room);
    let body = Rect::new(area.x, area.y, area.width, area.height - h);
    let panel = Rect::new(area.x, body.bottom(), area.width, h);
    (body, panel)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panel_grows_with_its_caption_and_stays_below_two_fifths() {
        let area = Rect::new(0, 0, 80, 24);
        // At 80x24 the screen keeps its 22 rows: the caption gets two.
        let (body, panel) = split(area, "one line");
        assert_eq!((body.height, panel.height, panel.y), (22, 2, 22));
        let tall = Rect::new(0, 0, 100, 40);
        assert_eq!(
            split(tall, "one line").1.height,
            4,
            "a line, the frame, the keys"
        );
        let long = "word ".repeat(200);
        let (body, panel) = split(tall, &long);
        assert_eq!(body.height + panel.height, 40);
        assert_eq!(panel.height, MAX_LINES as u16 + FRAME_H);
        assert_eq!(lines(&long, 80).len(), MAX_LINES);
        let (_, panel) = split(Rect::new(0, 0, 100, 30), &long);
        assert_eq!(panel.height, 8, "the screen keeps 22 of 30 rows");
        let (_, panel) = split(Rect::new(0, 0, 60, 10), &long);
        assert_eq!(panel.height, MIN_ROWS, "the fewest rows in a tiny window");
    }

    /// Paragraphs are kept apart, Chinese wraps between characters.
    #[test]
    fn captions_wrap_by_paragraph_and_by_character() {
        assert_eq!(lines("a b\n\nc", 40), vec!["a b", "c"]);
        let zh = lines("回溯法在解空间树上做深度优先搜索", 14);
        assert_eq!(zh, vec!["回溯法在解", "空间树上做", "深度优先搜", "索"]);
    }
}
