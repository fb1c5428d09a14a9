//! The knapsack as SVG, for `x`: the items table with each item's state, the weight taken
//! against c, the last cut and the best so far in words.

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Event, item_states};
use crate::i18n::Lang;
use crate::i18n::search::Said;
use crate::output::svg::items::{ItemsPicture, Meter, items_svg};
use crate::problems::knapsack::Knapsack;
use crate::problems::knapsack::words::{cells, numbers, text};

/// The first search's items as on screen, and the file name (`knapsack-step-14.svg`).
pub fn export(explorer: &Explorer<Knapsack>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let inst = &explorer.instance;
    let step = pane.position();
    let t = text(lang);
    let last = pane.last_event();
    let mut notes = Vec::new();
    if let Some(Event::Prune { note, .. }) = last {
        notes.push(note.said(lang, false));
    }
    notes.push(match search.hooks().best {
        Some(b) => (t.best)(b.value, &numbers(&b)),
        None => t.no_best.to_string(),
    });
    let heads = if inst.loading {
        vec![t.heads[0], t.heads[1]]
    } else {
        t.heads[..4].to_vec()
    };
    let picture = ItemsPicture {
        caption: {
            let (name, items) = if inst.loading {
                (t.loading, (t.containers)(inst.capacity))
            } else {
                (t.words.name, (t.items)(inst.capacity))
            };
            lang.words().picture_caption(&[name, &items], step)
        },
        heads: heads.into_iter().map(str::to_string).collect(),
        rows: cells(inst),
        states: item_states(search, last.as_ref(), inst.items.len()),
        meter: Meter {
            label: "cw".into(),
            value: search.hooks().cw,
            limit: inst.capacity,
            limit_label: "c".into(),
        },
        notes,
    };
    (explorer.file_name(""), items_svg(&picture))
}
