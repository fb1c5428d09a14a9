//! A screen (ratatui's [`Buffer`]) drawn into pixels, each pixel an index into one palette
//! that only grows, so that every frame of a GIF shares it: the exact colours the screen
//! uses, never quantised nor dithered.

use std::collections::HashMap;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};
use unicode_width::UnicodeWidthStr;

use super::font::{Font, Glyph, HEIGHT, WIDTH};
use crate::term::palette;

/// An RGB colour.
pub type Rgb = [u8; 3];

/// The colours of `Color::Reset`: the terminal's own text and background, as the theme
/// expects them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Defaults {
    /// Text.
    pub fg: Rgb,
    /// Background.
    pub bg: Rgb,
}

/// The colours a GIF uses, in the order first met, from index 1 (at most 255: a colour past
/// that takes the nearest one already in). Index 0 is [`Palette::UNCHANGED`].
#[derive(Debug, Clone)]
pub struct Palette {
    colors: Vec<Rgb>,
    index: HashMap<Rgb, u8>,
}

impl Default for Palette {
    fn default() -> Palette {
        Palette {
            colors: vec![[0, 0, 0]],
            index: HashMap::new(),
        }
    }
}

impl Palette {
    /// The index no colour takes: a frame after the first marks with it the pixels that
    /// stay as they were (GIF's transparent index).
    pub const UNCHANGED: u8 = 0;

    /// The index of `rgb`, added if new.
    pub fn index(&mut self, rgb: Rgb) -> u8 {
        if let Some(&i) = self.index.get(&rgb) {
            return i;
        }
        if self.colors.len() < 256 {
            let i = self.colors.len() as u8;
            self.colors.push(rgb);
            self.index.insert(rgb, i);
            return i;
        }
        let distance = |c: &Rgb| {
            (0..3)
                .map(|k| (i32::from(c[k]) - i32::from(rgb[k])).pow(2))
                .sum::<i32>()
        };
        (1..self.colors.len())
            .min_by_key(|&i| distance(&self.colors[i]))
            .unwrap_or(1) as u8
    }

    /// The colours, in index order (index 0 a placeholder).
    pub fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    /// The colours as GIF's colour table wants them: RGB bytes, padded to a power of two
    /// (at least 2) entries.
    pub fn table(&self) -> Vec<u8> {
        let entries = self.colors.len().max(2).next_power_of_two();
        let mut out: Vec<u8> = self.colors.iter().flatten().copied().collect();
        out.resize(entries * 3, 0);
        out
    }
}

/// The RGB of `color` (`reset` for `Color::Reset`), as xterm shows it.
pub fn rgb(color: Color, reset: Rgb) -> Rgb {
    let (r, g, b) = palette::rgb(color, (reset[0], reset[1], reset[2]));
    [r, g, b]
}

/// A screen's size in pixels: 8 by 16 a cell.
pub fn pixels(cols: u16, rows: u16) -> (u16, u16) {
    (cols * WIDTH as u16, rows * HEIGHT as u16)
}

/// Draws `buffer` into `out` (one palette index a pixel, row by row; resized to fit), with
/// the glyphs of `font`: each cell's background, then its character in its foreground (bold
/// doubled one pixel to the right, underlined and crossed out as lines, reversed swapped,
/// hidden not drawn). A wide character covers its cell and the next.
pub fn draw(buffer: &Buffer, defaults: Defaults, palette: &mut Palette, out: &mut Vec<u8>) {
    let font = Font::get();
    let area = buffer.area;
    let (w, h) = pixels(area.width, area.height);
    let (w, h) = (w as usize, h as usize);
    out.clear();
    out.resize(w * h, palette.index(defaults.bg));
    for row in 0..area.height {
        let mut col = 0;
        while col < area.width {
            let cell = &buffer[(area.x + col, area.y + row)];
            let symbol = cell.symbol();
            let cells = symbol.width().clamp(1, 2) as u16;
            let cells = cells.min(area.width - col);
            let mut fg = rgb(cell.fg, defaults.fg);
            let mut bg = rgb(cell.bg, defaults.bg);
            let m = cell.modifier;
            if m.contains(Modifier::REVERSED) {
                std::mem::swap(&mut fg, &mut bg);
            }
            let (fg, bg) = (palette.index(fg), palette.index(bg));
            let glyph = symbol
                .chars()
                .next()
                .filter(|&c| c != ' ' && !m.contains(Modifier::HIDDEN))
                .and_then(|c| font.glyph(c));
            let left = col as usize * WIDTH;
            let span = cells as usize * WIDTH;
            for y in 0..HEIGHT {
                let line = (row as usize * HEIGHT + y) * w;
                for x in 0..span {
                    let ink = glyph.is_some_and(|g| inked(g, x, y, span, m));
                    out[line + left + x] = if ink { fg } else { bg };
                }
            }
            col += cells;
        }
    }
}

/// Whether pixel (`x`, `y`) of a cell `span` pixels wide is ink: a glyph as wide as the
/// span as it is, a narrow one centred in two cells, a wide one in one cell squeezed to half
/// its width (a pair of columns inks where either does); with the modifiers' strokes.
fn inked(g: Glyph, x: usize, y: usize, span: usize, m: Modifier) -> bool {
    if m.contains(Modifier::UNDERLINED) && y == HEIGHT - 1 {
        return true;
    }
    if m.contains(Modifier::CROSSED_OUT) && y == HEIGHT / 2 {
        return true;
    }
    let at = |x: usize| match g.width().cmp(&span) {
        std::cmp::Ordering::Equal => g.ink(x, y),
        std::cmp::Ordering::Greater => g.ink(2 * x, y) || g.ink(2 * x + 1, y),
        std::cmp::Ordering::Less => {
            let pad = (span - g.width()) / 2;
            (pad..pad + g.width()).contains(&x) && g.ink(x - pad, y)
        }
    };
    at(x) || (m.contains(Modifier::BOLD) && x > 0 && at(x - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    const DARK: Defaults = Defaults {
        fg: [229, 229, 229],
        bg: [0, 0, 0],
    };

    #[test]
    fn the_256_colour_table_is_xterms() {
        assert_eq!(rgb(Color::Indexed(16), [9; 3]), [0, 0, 0]);
        assert_eq!(rgb(Color::Indexed(196), [9; 3]), [255, 0, 0]);
        assert_eq!(rgb(Color::Indexed(230), [9; 3]), [255, 255, 215]);
        assert_eq!(rgb(Color::Indexed(232), [9; 3]), [8, 8, 8]);
        assert_eq!(rgb(Color::Indexed(255), [9; 3]), [238, 238, 238]);
        assert_eq!(rgb(Color::Blue, [9; 3]), [0, 0, 238]);
        assert_eq!(rgb(Color::Reset, [1, 2, 3]), [1, 2, 3]);
        assert_eq!(rgb(Color::Rgb(9, 8, 7), [0; 3]), [9, 8, 7]);
    }

    /// A cell's pixels are its background, and its glyph's ink in its foreground; a wide
    /// character covers two cells; reverse swaps the colours.
    #[test]
    fn cells_become_their_glyphs_in_their_colours() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 4, 1));
        buffer.set_string(0, 0, "█", Style::new().fg(Color::Rgb(10, 20, 30)));
        buffer.set_string(1, 0, "中", Style::new().bg(Color::Indexed(196)));
        buffer.set_string(3, 0, " ", Style::new().add_modifier(Modifier::REVERSED));
        let mut palette = Palette::default();
        let mut out = Vec::new();
        draw(&buffer, DARK, &mut palette, &mut out);
        assert_eq!(out.len(), 32 * 16);
        let at = |x: usize, y: usize| palette.colors()[out[y * 32 + x] as usize];
        // █: every pixel ink.
        assert!((0..16).all(|y| (0..8).all(|x| at(x, y) == [10, 20, 30])));
        // 中 over cells 1 and 2: its ink in the default text colour on red, nothing else.
        let zhong = Font::get().find('中').expect("中");
        for y in 0..16 {
            for x in 0..16 {
                let want = if zhong.ink(x, y) {
                    DARK.fg
                } else {
                    [255, 0, 0]
                };
                assert_eq!(at(8 + x, y), want, "({x}, {y})");
            }
        }
        // A reversed blank: the text colour as background.
        assert!((0..16).all(|y| (24..32).all(|x| at(x, y) == DARK.fg)));
    }

    #[test]
    fn the_palette_grows_to_256_then_takes_the_nearest() {
        let mut p = Palette::default();
        for i in 0..255u8 {
            assert_eq!(p.index([i, 0, 0]), i + 1);
        }
        assert_eq!(p.index([0, 0, 0]), 1);
        assert_eq!(p.index([200, 1, 1]), 201);
        assert_eq!(p.table().len(), 768);
        let mut small = Palette::default();
        small.index([1, 2, 3]);
        assert_eq!(small.table(), vec![0, 0, 0, 1, 2, 3]);
    }
}
