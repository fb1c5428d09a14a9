//! The knight's tour as SVG, for `x`: the board with each visited square's move number, the
//! path so far drawn through the squares' centres, the knight's options with their onward
//! moves, the square just refused, and the last step in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, escape, note, open_captioned};
use crate::problems::knight::words::text;
use crate::problems::knight::Knight;
use crate::problems::knight::marks::{Mark, marks};

const SQUARE: usize = 36;

const STYLE: &str = "text{font-family:sans-serif;font-size:13px}\
.caption{font-weight:bold;font-size:12px}.note{font-size:12px}\
rect{stroke:#888;stroke-width:1}.light{fill:#f4ecd8}.dark{fill:#d8c8a8}\
.visited{fill:#cfe3ff}.knight{fill:#ffe9a8}.option{fill:#c8f0c8}.refused{fill:#ffc9c9}\
.unreachable{fill:#bbbbbb}.found{fill:#b8e8b8}\
polyline{fill:none;stroke:#2060c0;stroke-width:2;stroke-opacity:0.6}";

fn class(mark: Mark, light: bool) -> &'static str {
    match mark {
        Mark::Visited(_) => "visited",
        Mark::Knight(_) => "knight",
        Mark::Option(_) => "option",
        Mark::Refused => "refused",
        Mark::Unreachable => "unreachable",
        Mark::Found(_) => "found",
        Mark::Empty if light => "light",
        Mark::Empty => "dark",
    }
}

/// The first search's board as on screen, and the file name (`knight-5x5-step-12.svg`).
pub fn export(explorer: &Explorer<Knight>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let hooks = search.hooks();
    let step = pane.position();
    let inst = &explorer.instance;
    let b = inst.board;
    let t = text(lang);
    let caption = lang.words().picture_caption(
        &[
            t.words.name,
            &(t.picture)(b, &b.name(inst.start), inst.closed),
            (t.algo)(inst.algo),
        ],
        step,
    );
    let last = pane.last_event();
    let words = last.map(|e| told(&e, lang, false)).unwrap_or_default();
    let marks = marks(search, last.as_ref());
    let width = (2 * GAP + b.cols * SQUARE)
        .max(caption_width(&caption))
        .max(caption_width(&words));
    let height = CAPTION + b.rows * SQUARE + 2 * GAP + 10;
    let mut out = open_captioned((width, height), &caption, STYLE);
    let centre = |s: usize| {
        (
            GAP + (s % b.cols) * SQUARE + SQUARE / 2,
            CAPTION + (s / b.cols) * SQUARE + SQUARE / 2,
        )
    };
    for (s, &mark) in marks.iter().enumerate() {
        let (cx, cy) = centre(s);
        let light = (s / b.cols + s % b.cols).is_multiple_of(2);
        let _ = writeln!(
            out,
            r#"<rect class="{}" x="{}" y="{}" width="{SQUARE}" height="{SQUARE}"/>"#,
            class(mark, light),
            cx - SQUARE / 2,
            cy - SQUARE / 2
        );
        let label = match mark {
            Mark::Visited(n) | Mark::Found(n) => n.to_string(),
            Mark::Knight(n) => format!("♞{n}"),
            Mark::Option(k) => format!("○{k}"),
            Mark::Refused => "✗".into(),
            Mark::Unreachable => "⊘".into(),
            Mark::Empty => String::new(),
        };
        if !label.is_empty() {
            let _ = writeln!(
                out,
                r#"<text x="{cx}" y="{}" text-anchor="middle">{}</text>"#,
                cy + 5,
                escape(&label)
            );
        }
    }
    let points: Vec<String> = hooks
        .path
        .iter()
        .map(|&s| {
            let (x, y) = centre(usize::from(s));
            format!("{x},{y}")
        })
        .collect();
    let _ = writeln!(out, r#"<polyline points="{}"/>"#, points.join(" "));
    note(&mut out, CAPTION + b.rows * SQUARE + GAP + 6, &words);
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Puzzle;
    use crate::engine::backtrack::Prune;
    use crate::problems::knight::engine::{Algo, built_in};

    /// A square a square, each classed by its state; the path a polyline through the
    /// visited squares in order; the last step in words.
    #[test]
    fn the_svg_shows_the_board_and_the_path() {
        let inst = built_in("five", Algo::Fixed).unwrap();
        let mut m = Explorer::<Knight>::new(inst, "five".into(), &[Prune::Both]);
        m.seek(9);
        let (name, text) = export(&m, Lang::En);
        assert_eq!(name, "knight-5x5-step-9.svg");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        let visited = m.search().hooks().path.len();
        assert_eq!(count("visited") + count("knight"), visited);
        assert_eq!(count("knight"), 1);
        let line = doc.descendants().find(|e| e.has_tag_name("polyline")).unwrap();
        assert_eq!(line.attribute("points").unwrap().split(' ').count(), visited);
        assert!(!told(&m.panes[0].last_event().unwrap(), Lang::En, false).is_empty());
    }
}
