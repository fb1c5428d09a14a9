//! Test support: a screen's colours as text, for snapshots of the themes. Each distinct style
//! gets a letter; the map shows every cell's letter, and the key lists what each letter is.

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// Letters for styles, in order of first appearance (`?` once they run out).
const LETTERS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The screen's text, then its style map, then the key of styles.
pub fn with_styles(buf: &Buffer) -> String {
    let area = buf.area;
    let mut styles: Vec<Style> = Vec::new();
    let mut text = String::new();
    let mut map = String::new();
    for y in area.top()..area.bottom() {
        let mut skip = 0;
        for x in area.left()..area.right() {
            let cell = &buf[(x, y)];
            let style = cell.style();
            let i = styles.iter().position(|s| *s == style).unwrap_or_else(|| {
                styles.push(style);
                styles.len() - 1
            });
            map.push(LETTERS.chars().nth(i).unwrap_or('?'));
            // A wide character covers the next cell, which holds nothing.
            if skip > 0 {
                skip -= 1;
                continue;
            }
            text.push_str(cell.symbol());
            skip = unicode_width::UnicodeWidthStr::width(cell.symbol()).saturating_sub(1);
        }
        text.push('\n');
        map.push('\n');
    }
    let mut key = String::new();
    for (i, s) in styles.iter().enumerate() {
        let letter = LETTERS.chars().nth(i).unwrap_or('?');
        let _ = writeln!(
            key,
            "{letter} fg {:?} bg {:?} {:?}",
            s.fg, s.bg, s.add_modifier
        );
    }
    format!("{text}--- styles\n{map}--- key\n{key}")
}
