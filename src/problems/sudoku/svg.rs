//! Sudoku as SVG, for `x`: the grid with its boxes ruled, the givens in bold, the digits the
//! search wrote (those with no guess marked), the cell being filled and, after a cut, the digit
//! rejected and the cell that holds it, and the last step in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, note, open_captioned};
use crate::problems::sudoku::words::text;
use crate::problems::sudoku::Sudoku;
use crate::problems::sudoku::marks::{Mark, marks};

const CELL: usize = 34;

const STYLE: &str = "text{font-family:sans-serif;font-size:18px}\
.caption{font-weight:bold;font-size:12px}.note{font-size:12px}\
rect{fill:#ffffff;stroke:#999;stroke-width:1}.box{fill:none;stroke:#222;stroke-width:2.5}\
.given{font-weight:bold}.filled{fill:#1e4696}.forced{fill:#1e7846}\
rect.current{fill:#dbe6ff}rect.rejected{fill:#ffc9c9}rect.holder{fill:#ffe0a0}rect.solved{fill:#c8f0c8}";

fn class(mark: Mark) -> (&'static str, &'static str) {
    match mark {
        Mark::Given(_) => ("", "given"),
        Mark::Filled(_) => ("", "filled"),
        Mark::Forced(_) => ("", "forced"),
        Mark::Current(None) => ("current", ""),
        Mark::Current(Some(_)) => ("rejected", "rejected"),
        Mark::Holder(_) => ("holder", "filled"),
        Mark::Solved(_) => ("solved", "filled"),
        Mark::Empty => ("", ""),
    }
}

/// The first search's grid as on screen, and the file name (`sudoku-easy-step-12.svg`).
pub fn export(explorer: &Explorer<Sudoku>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let step = pane.position();
    let inst = &explorer.instance;
    let n = inst.grid.n;
    let t = text(lang);
    let givens = inst.grid.cells.iter().filter(|&&d| d != 0).count();
    let caption = lang.words().picture_caption(
        &[t.words.name, &(t.picture)(n, givens, n * n - givens), (t.algo)(inst.algo)],
        step,
    );
    let last = pane.last_event();
    let words = last.map(|e| told(&e, lang, false)).unwrap_or_default();
    let marks = marks(search, last.as_ref());
    let side = n * CELL;
    let width = (2 * GAP + side).max(caption_width(&caption)).max(caption_width(&words));
    let height = CAPTION + side + 2 * GAP + 10;
    let mut out = open_captioned((width, height), &caption, STYLE);
    for (cell, &mark) in marks.iter().enumerate() {
        let (x, y) = (GAP + cell % n * CELL, CAPTION + cell / n * CELL);
        let (rect, digit) = class(mark);
        // A digit's class by where it came from: a given, or written (with no guess or not).
        let hooks = search.hooks();
        let digit = if hooks.given[cell] { "given" } else if hooks.forced[cell] { "forced" } else { digit };
        let rect_class = if rect.is_empty() { String::new() } else { format!(r#" class="{rect}""#) };
        let _ = writeln!(out, r#"<rect{rect_class} x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#);
        let shown = match mark {
            Mark::Given(digit) | Mark::Filled(digit) | Mark::Forced(digit) | Mark::Holder(digit) | Mark::Solved(digit) | Mark::Current(Some(digit)) => digit,
            Mark::Current(None) | Mark::Empty => continue,
        };
        let _ = writeln!(
            out,
            r#"<text class="{digit}" x="{}" y="{}" text-anchor="middle">{shown}</text>"#,
            x + CELL / 2,
            y + CELL / 2 + 6
        );
    }
    let bs = if n == 4 { 2 } else { 3 };
    for by in 0..n / bs {
        for bx in 0..n / bs {
            let _ = writeln!(
                out,
                r#"<rect class="box" x="{}" y="{}" width="{}" height="{}"/>"#,
                GAP + bx * bs * CELL,
                CAPTION + by * bs * CELL,
                bs * CELL,
                bs * CELL
            );
        }
    }
    note(&mut out, CAPTION + side + GAP, &words);
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Puzzle;
    use crate::engine::backtrack::Prune;
    use crate::problems::sudoku::engine::{Algo, Instance, built_in};

    /// A rectangle a cell and one a box; a digit a filled cell, givens in bold; the cell
    /// being filled lit; the last step in words.
    #[test]
    fn the_svg_shows_the_grid() {
        let inst = Instance::of(built_in("easy").unwrap(), Algo::Cells);
        let mut m = Explorer::<Sudoku>::new(inst, "easy".into(), &[Prune::Constraint]);
        m.seek(5);
        let (name, text) = export(&m, Lang::En);
        assert_eq!(name, "sudoku-easy-step-5.svg");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |tag: &str, class: Option<&str>| {
            doc.descendants().filter(|e| e.has_tag_name(tag) && e.attribute("class") == class).count()
        };
        assert_eq!(count("rect", Some("box")), 9);
        assert_eq!(count("text", Some("given")), 30);
        let written = m.search().hooks().cells.iter().zip(&m.search().hooks().given).filter(|(d, g)| **d != 0 && !**g).count();
        assert_eq!(count("text", Some("filled")) + count("text", Some("forced")), written);
        assert!(text.contains(&crate::output::svg::escape(&told(&m.panes[0].last_event().unwrap(), Lang::En, false))));
    }
}
