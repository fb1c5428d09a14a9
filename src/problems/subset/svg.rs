//! Subset sum as SVG, for `x`: the items table with each item's state, the sum taken
//! against M, and the last cut in words.

use crate::app::explore::Explorer;
use crate::engine::backtrack::item_states;
use crate::i18n::Lang;
use crate::i18n::search::Said;
use crate::output::svg::items::{ItemsPicture, Meter, items_svg};
use crate::problems::subset::SubsetSum;
use crate::problems::subset::words::text;

/// The first search's items as on screen, and the file name (`subset-sum-step-12.svg`).
pub fn export(explorer: &Explorer<SubsetSum>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let inst = &explorer.instance;
    let step = pane.position();
    let t = text(lang);
    let last = pane.last_event();
    let mut notes = Vec::new();
    if let Some(crate::engine::backtrack::Event::Prune { note, .. }) = last {
        notes.push(note.said(lang, false));
    }
    let picture = ItemsPicture {
        caption: lang
            .words()
            .picture_caption(&[t.words.name, &(t.items)(inst.target)], step),
        heads: t.heads[..2].iter().map(|h| (*h).to_string()).collect(),
        rows: inst
            .w
            .iter()
            .enumerate()
            .map(|(i, w)| vec![(i + 1).to_string(), w.to_string()])
            .collect(),
        states: item_states(search, last.as_ref(), inst.w.len()),
        meter: Meter {
            label: "cs".into(),
            value: search.hooks().cs,
            limit: inst.target,
            limit_label: "M".into(),
        },
        notes,
    };
    (explorer.file_name(""), items_svg(&picture))
}
