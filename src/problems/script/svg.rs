//! A scripted problem as SVG, for `x`: the picture's rows as the screen shows them (what
//! `draw(d, x)` returns, or the vector x) in a fixed-width font, the depth, the best so far
//! and the last step (or the fault that stopped the search) in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, escape, note, open_captioned};
use crate::problems::script::Script;
use crate::problems::script::picture;
use crate::problems::script::words::{fault_line, text};

/// Height of a row of the picture.
const ROW: usize = 18;
/// Width of a column of the fixed-width font at 13px (a Chinese character takes two).
const COLUMN: usize = 8;

/// The first search's picture as on screen, and the file name (`script-step-12.svg`).
pub fn export(explorer: &Explorer<Script>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let hooks = search.hooks();
    let side = explorer.instance.first();
    let t = text(lang);
    let name = side.names.as_ref().map_or_else(
        || t.words.name.to_string(),
        |n| if lang == Lang::Zh { n.zh.clone() } else { n.en.clone() },
    );
    let caption = lang
        .words()
        .picture_caption(&[&name, side.script.short_file()], pane.position());
    let rows = picture::rows(side, hooks, lang).unwrap_or_else(|e| vec![e]);
    let mut notes = vec![(t.depth)(search.depth(), side.size, hooks.children().map(<[_]>::len))];
    if let Some((value, x)) = hooks.best() {
        notes.push(format!("{} {value}: x = {x}", t.best));
    }
    if let Some(fault) = hooks.fault() {
        notes.push(format!("{} {}", t.stopped, fault_line(side.script.short_file(), &fault, lang)));
    } else if let Some(event) = pane.last_event() {
        notes.push(told(&event, lang, false));
    }
    let widest = rows
        .iter()
        .chain(&notes)
        .map(|r| unicode_width::UnicodeWidthStr::width(r.as_str()) * COLUMN + 2 * GAP)
        .chain([caption_width(&caption) + GAP])
        .max()
        .unwrap_or(0);
    let height = CAPTION + (rows.len() + notes.len() + 1) * ROW;
    let style = ".caption{font:bold 12px sans-serif}.row{font:13px monospace}.note{font:12px sans-serif}";
    let mut out = open_captioned((widest, height), &caption, style);
    let mut y = CAPTION + ROW;
    for row in &rows {
        let _ = writeln!(out, r#"<text class="row" x="{GAP}" y="{y}">{}</text>"#, escape(row));
        y += ROW;
    }
    for words in &notes {
        note(&mut out, y, words);
        y += ROW;
    }
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}
