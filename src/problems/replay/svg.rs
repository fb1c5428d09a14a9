//! A replayed search as SVG, for `x`: the path's labels as the screen shows them, the depth
//! and the last step in words.

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, note, open_captioned};
use crate::problems::replay::Replay;
use crate::problems::replay::view::path_rows;
use crate::problems::replay::words::{text, title};

/// Height of a row of the picture.
const ROW: usize = 18;
/// Width of a column of the text at 12px (a Chinese character takes two).
const COLUMN: usize = 7;

/// The first search's path as on screen, and the file name (`replay-step-12.svg`).
pub fn export(explorer: &Explorer<Replay>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let t = text(lang);
    let name = title(&explorer.instance, lang);
    let caption = lang
        .words()
        .picture_caption(&[&name, &explorer.instance.file], pane.position());
    let mut rows = path_rows(explorer, 0);
    rows.push((t.depth)(pane.solver().depth(), explorer.instance.tree.read().depth));
    if let Some(event) = pane.last_event() {
        rows.push(told(&event, lang, false));
    }
    let widest = rows
        .iter()
        .map(|r| unicode_width::UnicodeWidthStr::width(r.as_str()) * COLUMN + 2 * GAP)
        .chain([caption_width(&caption) + GAP])
        .max()
        .unwrap_or(0);
    let height = CAPTION + (rows.len() + 1) * ROW;
    let style = ".caption{font:bold 12px sans-serif}.note{font:12px sans-serif}";
    let mut out = open_captioned((widest, height), &caption, style);
    let mut y = CAPTION + ROW;
    for row in &rows {
        note(&mut out, y, row);
        y += ROW;
    }
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}
