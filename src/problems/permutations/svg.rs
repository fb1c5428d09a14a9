//! Permutations as SVG, for `x`: the arrangement x with each position's state, the children
//! of the node the search stands on with theirs, and the last step in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, escape, note, open_captioned};
use crate::problems::permutations::words::text;
use crate::problems::permutations::Permutations;
use crate::problems::permutations::marks::{Mark, children, positions};

const ROW: usize = 34;
const COL: usize = 40;
const LABEL: usize = 64;

const STYLE: &str = "text{font-family:sans-serif;font-size:14px}\
.caption{font-weight:bold;font-size:12px}.label{fill:#555}.note{font-size:12px}\
rect{stroke:#888;stroke-width:1}.placed{fill:#cfe3ff}.next{fill:#ffe9a8}\
.entered{fill:#e6e6e6}.repeat{fill:#ffc9c9}.untried{fill:#ffffff}.found{fill:#c8f0c8}";

fn class(mark: Mark) -> &'static str {
    match mark {
        Mark::Placed => "placed",
        Mark::Next => "next",
        Mark::Entered => "entered",
        Mark::Repeat => "repeat",
        Mark::Untried => "untried",
        Mark::Found => "found",
    }
}

/// The first search's arrangement as on screen, and the file name
/// (`permutations-step-12.svg`).
pub fn export(explorer: &Explorer<Permutations>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let step = pane.position();
    let inst = &explorer.instance;
    let items: Vec<String> = inst.items.iter().map(u64::to_string).collect();
    let t = text(lang);
    let caption = lang.words().picture_caption(
        &[t.words.name, &items.join(" "), (t.algo)(inst.algo)],
        step,
    );
    let words = pane
        .last_event()
        .map(|e| told(&e, lang, false))
        .unwrap_or_default();
    let rows: Vec<(&str, Vec<(String, Mark)>)> = vec![
        (
            t.rows[0],
            positions(search)
                .into_iter()
                .map(|(item, mark)| (item.map_or_else(String::new, |v| v.to_string()), mark))
                .collect(),
        ),
        (
            t.rows[2],
            children(search)
                .into_iter()
                .map(|(item, mark)| (item.to_string(), mark))
                .collect(),
        ),
    ];
    let cells = rows.iter().map(|(_, r)| r.len()).max().unwrap_or(0);
    let width = (GAP + LABEL + cells * COL + GAP)
        .max(caption_width(&caption))
        .max(caption_width(&words));
    let height = CAPTION + rows.len() * ROW + ROW + GAP;
    let mut out = open_captioned((width, height), &caption, STYLE);
    for (r, (label, row)) in rows.iter().enumerate() {
        let y = CAPTION + r * ROW;
        let _ = writeln!(
            out,
            r#"<text class="label" x="{GAP}" y="{}">{label}</text>"#,
            y + ROW / 2 + 5
        );
        for (c, (text, mark)) in row.iter().enumerate() {
            let x = GAP + LABEL + c * COL;
            let _ = writeln!(
                out,
                r#"<rect class="{}" x="{x}" y="{}" width="{}" height="{}"/>"#,
                class(*mark),
                y + 4,
                COL - 4,
                ROW - 8
            );
            let _ = writeln!(
                out,
                r#"<text x="{}" y="{}" text-anchor="middle">{}</text>"#,
                x + COL / 2 - 2,
                y + ROW / 2 + 5,
                escape(text)
            );
        }
    }
    note(&mut out, CAPTION + rows.len() * ROW + ROW / 2 + 4, &words);
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Puzzle;
    use crate::engine::backtrack::Prune;
    use crate::problems::permutations::engine::{Algo, built_in};

    /// The picture has a cell per position and per child, each classed by its state, and
    /// the last step in words.
    #[test]
    fn the_svg_shows_x_and_the_children() {
        let inst = built_in("repeats", Algo::Used).unwrap();
        let mut m = Explorer::<Permutations>::new(inst, "repeats".into(), &[Prune::Both]);
        m.seek(13);
        let (name, text) = export(&m, Lang::En);
        assert_eq!(name, "permutations-step-13.svg");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        // Step 13: back at the root, the second 1 cut as a repeat, 2 next.
        assert_eq!((count("entered"), count("repeat"), count("next")), (1, 1, 2));
        assert!(text.contains("again at this node: skipped"));
    }
}
