//! The bitmap font every GIF frame is drawn in: a subset of GNU Unifont (8x16 for a narrow
//! character, 16x16 for a wide one), bundled compressed in the binary
//! (`assets/font/glyphs.bin.z`, made by `assets/font/subset.py`), so that a GIF looks the same
//! on every machine. Box drawing and block elements fill their cells edge to edge, as
//! Unifont draws them.

use std::sync::OnceLock;

/// The compressed glyphs (raw DEFLATE; the format is in `assets/font/subset.py`).
const PACKED: &[u8] = include_bytes!("../../../assets/font/glyphs.bin.z");

/// A glyph's height in pixels, and a narrow glyph's width.
pub const HEIGHT: usize = 16;
/// A narrow glyph's width in pixels (a wide one is twice as wide).
pub const WIDTH: usize = 8;

/// What stands in for a character the font lacks.
const REPLACEMENT: char = '\u{FFFD}';

/// One glyph: 16 rows of 8 or 16 pixels, the most significant bit leftmost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Glyph<'a> {
    /// 1 for an 8-pixel row, 2 for a 16-pixel one.
    bytes_per_row: usize,
    rows: &'a [u8],
}

impl Glyph<'_> {
    /// Its width in pixels: 8 or 16.
    pub fn width(&self) -> usize {
        self.bytes_per_row * 8
    }

    /// Whether the pixel at (`x`, `y`) is ink.
    pub fn ink(&self, x: usize, y: usize) -> bool {
        let byte = self.rows[y * self.bytes_per_row + x / 8];
        byte & (0x80 >> (x % 8)) != 0
    }
}

/// The bundled font, unpacked once.
#[derive(Debug)]
pub struct Font {
    /// Each glyph's code point, row bytes and where its rows start in `bits`, by code point.
    index: Vec<(u32, u8, u32)>,
    bits: Vec<u8>,
}

impl Font {
    /// The bundled font (unpacked on first use, about 300 KB).
    pub fn get() -> &'static Font {
        static FONT: OnceLock<Font> = OnceLock::new();
        FONT.get_or_init(|| Font::unpack(PACKED))
    }

    /// Reads the format `subset.py` writes; a damaged font (which the tests would catch)
    /// keeps the glyphs read before the damage.
    fn unpack(packed: &[u8]) -> Font {
        let raw = miniz_oxide::inflate::decompress_to_vec(packed).unwrap_or_default();
        let mut index = Vec::new();
        let mut at = 0;
        while at + 4 <= raw.len() {
            let code = u32::from_le_bytes([raw[at], raw[at + 1], raw[at + 2], 0]);
            let per_row = raw[at + 3];
            let start = at + 4;
            let end = start + HEIGHT * per_row as usize;
            if !(1..=2).contains(&per_row) || end > raw.len() {
                break;
            }
            index.push((code, per_row, start as u32));
            at = end;
        }
        Font { index, bits: raw }
    }

    /// How many glyphs it has.
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether it has no glyph at all.
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The glyph of `c`, if the font has one.
    pub fn find(&self, c: char) -> Option<Glyph<'_>> {
        let code = c as u32;
        let i = self.index.binary_search_by_key(&code, |e| e.0).ok()?;
        let (_, per_row, start) = self.index[i];
        let start = start as usize;
        Some(Glyph {
            bytes_per_row: per_row as usize,
            rows: &self.bits[start..start + HEIGHT * per_row as usize],
        })
    }

    /// The glyph of `c`, or the replacement character's where the font has none.
    pub fn glyph(&self, c: char) -> Option<Glyph<'_>> {
        self.find(c).or_else(|| self.find(REPLACEMENT))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of a glyph as text, `#` for ink.
    fn drawn(g: Glyph) -> Vec<String> {
        (0..HEIGHT)
            .map(|y| {
                (0..g.width())
                    .map(|x| if g.ink(x, y) { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn the_font_has_ascii_narrow_and_chinese_wide() {
        let font = Font::get();
        assert!(font.len() > 9000, "{}", font.len());
        let a = font.find('A').expect("A");
        assert_eq!(a.width(), 8);
        let zhong = font.find('中').expect("中");
        assert_eq!(zhong.width(), 16);
        // 中: a vertical stroke down the middle through a box.
        let rows = drawn(zhong);
        let middle = (0..HEIGHT).filter(|&y| zhong.ink(7, y) || zhong.ink(8, y));
        assert!(middle.count() >= 14, "{}", rows.join("\n"));
    }

    /// Box drawing joins edge to edge: `─` inks both side columns, `│` the top and bottom
    /// rows, `█` every pixel.
    #[test]
    fn box_drawing_reaches_the_cell_edges() {
        let font = Font::get();
        let h = font.find('─').expect("─");
        assert!((0..HEIGHT).any(|y| h.ink(0, y) && h.ink(7, y)));
        let v = font.find('│').expect("│");
        assert!((0..8).any(|x| v.ink(x, 0) && v.ink(x, 15)));
        let full = font.find('█').expect("█");
        assert!((0..HEIGHT).all(|y| (0..8).all(|x| full.ink(x, y))));
    }

    /// Every character our sources and assets hold (the words of both languages, the
    /// lessons, the hook files) has its own glyph: a new one needs `assets/font/subset.py` run
    /// again.
    #[test]
    fn every_character_we_write_has_a_glyph() {
        let font = Font::get();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut missing = std::collections::BTreeSet::new();
        let mut stack = vec![root.join("src"), root.join("assets")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("a folder").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    for c in text.chars().filter(|&c| c >= ' ' && c != '\u{7f}') {
                        if font.find(c).is_none() {
                            missing.insert((c, path.display().to_string()));
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }
}
