//! Pictures made of character cells, for big squares: a problem's piece drawn with half blocks
//! (`▀ ▄ █`) from bitmaps it supplies, marks, and a 3x5-pixel font for a board's labels. A half block is one
//! column wide and half a row tall, about square on most terminals, so a bitmap keeps its shape
//! when each cell shows two of its pixels, one above the other.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// The smallest square (columns, rows) that gets a piece as a picture.
pub const BIG_SQUARE: (u16, u16) = (6, 3);

/// The smallest square whose other marks are pictures too (the mark about half the square).
pub const BIG_MARK_SQUARE: (u16, u16) = (10, 5);

/// The marks of squares without a piece, as pictures for big squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkArt {
    /// A cross: the square is attacked.
    Cross,
    /// A dot: on the line of attack.
    Dot,
    /// An arrow up: the level is exhausted, back to the one above.
    Up,
    /// A slashed circle: the cell was skipped.
    Skipped,
    /// A ring round a dot: where the search stands.
    Ring,
    /// An exclamation mark: a neighbour just found blocked.
    Bang,
}

impl MarkArt {
    /// The same mark in at most 4 x 4 pixels, for squares too small for [`MarkArt::bitmap`]
    /// (a 6 x 3 square holds 4 x 4).
    fn small_bitmap(self) -> &'static [&'static str] {
        match self {
            MarkArt::Cross => &["#..#", ".##.", ".##.", "#..#"],
            MarkArt::Dot => &[".##.", "####", "####", ".##."],
            MarkArt::Up => &[".#.", "###", ".#.", ".#."],
            MarkArt::Skipped => &[".##.", "#.##", "##.#", ".##."],
            MarkArt::Ring => &[".##.", "#..#", "#..#", ".##."],
            MarkArt::Bang => &[".#.", ".#.", "...", ".#."],
        }
    }

    fn bitmap(self) -> &'static [&'static str] {
        match self {
            MarkArt::Cross => &["#...#", ".#.#.", "..#..", "..#..", ".#.#.", "#...#"],
            MarkArt::Dot => &[".##.", "####", "####", ".##."],
            MarkArt::Up => &["..#..", ".###.", "#.#.#", "..#..", "..#..", "..#.."],
            MarkArt::Skipped => &[".###.", "#..##", "#.#.#", "#.#.#", "##..#", ".###."],
            MarkArt::Ring => &[".###.", "#...#", "#.#.#", "#.#.#", "#...#", ".###."],
            MarkArt::Bang => &[".#.", ".#.", ".#.", ".#.", "...", ".#."],
        }
    }
}

/// Draws a mark as a picture about half the size of its square, in the middle of it (its
/// small version where the full one would not fit); false (nothing drawn) if neither fits.
pub fn draw_mark(mark: MarkArt, square: Rect, style: Style, buf: &mut Buffer) -> bool {
    let room = Rect::new(
        0,
        0,
        (square.width * 6).div_ceil(10),
        (square.height * 6).div_ceil(10),
    );
    let fits = |bitmap: &[&str]| {
        bitmap[0].len() <= usize::from(room.width) && bitmap.len() <= 2 * usize::from(room.height)
    };
    let Some(bitmap) = [mark.bitmap(), mark.small_bitmap()]
        .into_iter()
        .find(|b| fits(b))
    else {
        return false;
    };
    let room = Rect::new(
        square.x + (square.width - room.width) / 2,
        square.y + (square.height - room.height) / 2,
        room.width,
        room.height,
    );
    draw_bitmap(bitmap, room, style, buf);
    true
}

/// Draws the outline of a piece's picture (a white chess piece: one that cannot stand or
/// was taken off), as [`draw_piece`] places the solid one.
pub fn draw_hollow_piece(
    pictures: &[&[&str]],
    square: Rect,
    style: Style,
    buf: &mut Buffer,
) -> Rect {
    let room = piece_room(square);
    let outline = outline(pick(pictures, room));
    let rows: Vec<&str> = outline.iter().map(String::as_str).collect();
    draw_bitmap(&rows, room, style, buf)
}

/// The pixels of a bitmap that touch its outside or a blank pixel (above, below, left, right).
fn outline(bitmap: &[&str]) -> Vec<String> {
    let h = bitmap.len();
    let on = |x: isize, y: isize| {
        usize::try_from(y)
            .ok()
            .zip(usize::try_from(x).ok())
            .and_then(|(y, x)| bitmap.get(y).and_then(|r| r.as_bytes().get(x)))
            == Some(&b'#')
    };
    (0..h)
        .map(|y| {
            let w = bitmap[y].len();
            (0..w)
                .map(|x| {
                    let (x, y) = (x as isize, y as isize);
                    let edge = [(0, -1), (0, 1), (-1, 0), (1, 0)]
                        .iter()
                        .any(|(dx, dy)| !on(x + dx, y + dy));
                    if on(x, y) && edge { '#' } else { '.' }
                })
                .collect()
        })
        .collect()
}

/// The character for two pixels, the upper and the lower half of a cell.
fn half_block(top: bool, bottom: bool) -> &'static str {
    match (top, bottom) {
        (true, true) => "█",
        (true, false) => "▀",
        (false, true) => "▄",
        (false, false) => " ",
    }
}

/// Draws a bitmap (rows of `#` and `.`), scaled to fit `area` without changing its shape and
/// centred in it, in `style`'s foreground over what is there. Returns the area drawn.
pub fn draw_bitmap(bitmap: &[&str], area: Rect, style: Style, buf: &mut Buffer) -> Rect {
    let bh = bitmap.len();
    let bw = bitmap.first().map_or(0, |r| r.len());
    if bh == 0 || bw == 0 || area.is_empty() {
        return Rect::default();
    }
    // Pixels available: a column each, two a row. The largest whole-pixel scale that fits,
    // or a fraction when even one pixel per bitmap pixel does not.
    let (pw, ph) = (usize::from(area.width), 2 * usize::from(area.height));
    let scale = (pw as f64 / bw as f64).min(ph as f64 / bh as f64);
    let scale = if scale >= 1.0 { scale.floor() } else { scale };
    let (dw, dh) = (
        ((bw as f64 * scale).round() as usize).max(1),
        ((bh as f64 * scale).round() as usize).max(1),
    );
    let pixel = |px: usize, py: usize| -> bool {
        if px >= dw || py >= dh {
            return false;
        }
        let (sx, sy) = (px * bw / dw, py * bh / dh);
        bitmap[sy].as_bytes()[sx] == b'#'
    };
    let cols = dw as u16;
    let rows = dh.div_ceil(2) as u16;
    let x0 = area.x + (area.width.saturating_sub(cols)) / 2;
    let y0 = area.y + (area.height.saturating_sub(rows)) / 2;
    for row in 0..rows {
        for col in 0..cols {
            let (px, py) = (usize::from(col), 2 * usize::from(row));
            let glyph = half_block(pixel(px, py), pixel(px, py + 1));
            if glyph != " " {
                let cell = &mut buf[(x0 + col, y0 + row)];
                cell.set_symbol(glyph);
                if let Some(fg) = style.fg {
                    cell.set_fg(fg);
                }
                cell.modifier.insert(style.add_modifier);
            }
        }
    }
    Rect::new(x0, y0, cols, rows)
}

/// Draws a piece as a picture filling most of a big square but its last column, which keeps
/// neighbours apart and holds the square's badge. `pictures` are the piece's bitmaps, largest
/// first: the largest that fits at a whole scale is used (pixels stay square), or the
/// smallest shrunk.
pub fn draw_piece(pictures: &[&[&str]], square: Rect, style: Style, buf: &mut Buffer) -> Rect {
    let room = piece_room(square);
    draw_bitmap(pick(pictures, room), room, style, buf)
}

/// Where a piece's picture goes in its square: all of it but the last column.
fn piece_room(square: Rect) -> Rect {
    Rect::new(
        square.x,
        square.y,
        square.width.saturating_sub(1),
        square.height,
    )
}

/// The largest of `pictures` (largest first) that fits `room` at a whole scale, or the
/// smallest.
fn pick<'a>(pictures: &[&'a [&'a str]], room: Rect) -> &'a [&'a str] {
    let fits = |bitmap: &&[&str]| {
        bitmap.first().map_or(0, |r| r.len()) <= usize::from(room.width)
            && bitmap.len() <= 2 * usize::from(room.height)
    };
    pictures
        .iter()
        .copied()
        .find(|b| fits(b))
        .or_else(|| pictures.last().copied())
        .unwrap_or(&[])
}

/// A 3x5-pixel glyph for a board label or a grid's start and goal: `a`..`z`, `A`..`G`, `S`,
/// `0`..`9`.
fn glyph(ch: char) -> Option<[&'static str; 5]> {
    Some(match ch {
        'a' => ["...", "##.", "..#", "###", "###"],
        'b' => ["#..", "##.", "#.#", "#.#", "##."],
        'c' => ["...", ".##", "#..", "#..", ".##"],
        'd' => ["..#", ".##", "#.#", "#.#", ".##"],
        'e' => ["...", ".#.", "###", "#..", ".##"],
        'f' => ["..#", ".#.", "###", ".#.", ".#."],
        'g' => ["...", ".##", "#.#", ".##", "##."],
        'h' => ["#..", "##.", "#.#", "#.#", "#.#"],
        'i' => [".#.", "...", ".#.", ".#.", ".#."],
        'j' => ["..#", "...", "..#", "#.#", ".#."],
        'k' => ["#..", "#.#", "##.", "##.", "#.#"],
        'l' => [".#.", ".#.", ".#.", ".#.", ".##"],
        'm' => ["...", "#.#", "###", "###", "#.#"],
        'n' => ["...", "##.", "#.#", "#.#", "#.#"],
        'o' => ["...", ".#.", "#.#", "#.#", ".#."],
        'p' => ["...", "##.", "#.#", "##.", "#.."],
        'q' => ["...", ".##", "#.#", ".##", "..#"],
        'r' => ["...", ".##", "#..", "#..", "#.."],
        's' => ["...", ".##", "##.", ".##", "##."],
        't' => [".#.", "###", ".#.", ".#.", "..#"],
        'u' => ["...", "#.#", "#.#", "#.#", ".##"],
        'v' => ["...", "#.#", "#.#", "#.#", ".#."],
        'w' => ["...", "#.#", "###", "###", ".#."],
        'x' => ["...", "#.#", ".#.", ".#.", "#.#"],
        'y' => ["...", "#.#", "#.#", ".##", "##."],
        'z' => ["...", "###", ".##", "##.", "###"],
        'A' => [".#.", "#.#", "###", "#.#", "#.#"],
        'B' => ["##.", "#.#", "##.", "#.#", "##."],
        'C' => [".##", "#..", "#..", "#..", ".##"],
        'D' => ["##.", "#.#", "#.#", "#.#", "##."],
        'E' => ["###", "#..", "##.", "#..", "###"],
        'F' => ["###", "#..", "##.", "#..", "#.."],
        'G' => [".##", "#..", "#.#", "#.#", ".##"],
        'S' => [".##", "#..", ".#.", "..#", "##."],
        '0' => ["###", "#.#", "#.#", "#.#", "###"],
        '1' => [".#.", "##.", ".#.", ".#.", "###"],
        '2' => ["###", "..#", "###", "#..", "###"],
        '3' => ["###", "..#", ".##", "..#", "###"],
        '4' => ["#.#", "#.#", "###", "..#", "..#"],
        '5' => ["###", "#..", "###", "..#", "###"],
        '6' => ["###", "#..", "###", "#.#", "###"],
        '7' => ["###", "..#", ".#.", ".#.", ".#."],
        '8' => ["###", "#.#", "###", "#.#", "###"],
        '9' => ["###", "#.#", "###", "..#", "###"],
        _ => return None,
    })
}

pub use crate::layout::{BIG_CHAR_H, BIG_CHAR_W};

/// Writes `text` in the 3x5 font (3 rows tall, 4 columns a character), its top left at
/// (x, y). Characters the font lacks are left out.
pub fn draw_big_text(text: &str, x: u16, y: u16, style: Style, buf: &mut Buffer) {
    for (i, ch) in text.chars().enumerate() {
        let Some(rows) = glyph(ch) else { continue };
        let area = Rect::new(x + i as u16 * BIG_CHAR_W, y, 3, BIG_CHAR_H);
        for row in 0..3u16 {
            for col in 0..3u16 {
                let at = |py: usize| {
                    rows.get(py)
                        .is_some_and(|r| r.as_bytes()[usize::from(col)] == b'#')
                };
                let py = 2 * usize::from(row);
                let glyph = half_block(at(py), at(py + 1));
                let cell = &mut buf[(area.x + col, area.y + row)];
                cell.set_symbol(glyph).set_style(style);
            }
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// The rows of a buffer as text.
    pub(crate) fn rows(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    /// Every mark is drawn in the smallest big square (6 x 3), each a different picture.
    #[test]
    fn every_mark_fits_a_6x3_square_and_differs() {
        let marks = [
            MarkArt::Cross,
            MarkArt::Dot,
            MarkArt::Up,
            MarkArt::Skipped,
            MarkArt::Ring,
            MarkArt::Bang,
        ];
        let mut pictures = Vec::new();
        for mark in marks {
            let area = Rect::new(0, 0, BIG_SQUARE.0, BIG_SQUARE.1);
            let mut buf = Buffer::empty(area);
            assert!(draw_mark(mark, area, Style::new(), &mut buf), "{mark:?}");
            let picture = rows(&buf);
            assert!(
                picture.concat().trim().chars().count() > 1,
                "{mark:?}: {picture:#?}"
            );
            pictures.push(picture);
        }
        for (i, a) in pictures.iter().enumerate() {
            for (j, b) in pictures.iter().enumerate().skip(i + 1) {
                assert_ne!(a, b, "{:?} and {:?} look alike", marks[i], marks[j]);
            }
        }
        // Too small a square: nothing drawn.
        let area = Rect::new(0, 0, 4, 2);
        assert!(!draw_mark(
            MarkArt::Ring,
            area,
            Style::new(),
            &mut Buffer::empty(area)
        ));
    }

    #[test]
    fn every_label_character_has_a_glyph() {
        for ch in ('a'..='z')
            .chain('A'..='F')
            .chain(['G', 'S'])
            .chain('0'..='9')
        {
            let g = glyph(ch).unwrap_or_else(|| panic!("{ch}"));
            assert!(g.iter().all(|r| r.len() == 3), "{ch}");
            assert!(g.concat().contains('#'), "{ch}");
        }
    }

    #[test]
    fn big_text_is_three_rows_of_half_blocks() {
        let area = Rect::new(0, 0, 8, 3);
        let mut buf = Buffer::empty(area);
        draw_big_text("18", 0, 0, Style::new(), &mut buf);
        assert_eq!(rows(&buf), ["▄█  █▀█ ", " █  █▀█ ", "▀▀▀ ▀▀▀ "]);
    }
}
