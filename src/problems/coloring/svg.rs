//! Graph colouring as SVG, for `x`: the graph with its edges (the one of the last cut lit),
//! each vertex a circle filled with its colour and labelled with its name and colour number,
//! the vertex being coloured ringed, and the last step in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::engine::backtrack::Event;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, escape, note, open_captioned};
use crate::problems::coloring::words::text;
use crate::problems::coloring::Coloring;
use crate::problems::coloring::marks::{Mark, marks};

/// The drawing's side, inside its margins.
const SIDE: f64 = 360.0;
/// A vertex's radius.
const RADIUS: f64 = 16.0;

const STYLE: &str = "text{font-family:sans-serif;font-size:12px}\
.caption{font-weight:bold}.note{font-size:12px}\
line{stroke:#999;stroke-width:1.5}line.clash{stroke:#d03030;stroke-width:3}line.wiped{stroke:#7050c0;stroke-width:3}\
circle{stroke:#333;stroke-width:1}.uncoloured{fill:#ffffff}.current{stroke:#1e4696;stroke-width:4;fill:#ffffff}\
.clash{stroke:#d03030;stroke-width:4}.wiped{fill:#dddddd;stroke:#7050c0;stroke-width:4}\
.c1{fill:#ff8076}.c2{fill:#6ecd6e}.c3{fill:#78aaff}.c4{fill:#f0de46}.c5{fill:#cd96eb}\
.c6{fill:#faaf46}.c7{fill:#5adcdc}.c8{fill:#ffafd7}.c9{fill:#c8a578}";

/// The first search's graph as on screen, and the file name (`coloring-australia-m3-step-12.svg`).
pub fn export(explorer: &Explorer<Coloring>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let hooks = search.hooks();
    let step = pane.position();
    let inst = &explorer.instance;
    let graph = &inst.graph;
    let t = text(lang);
    let caption = lang.words().picture_caption(
        &[
            t.words.name,
            &(t.picture)(graph.n(), graph.edges.len(), inst.m),
            (t.algo)(inst.algo),
        ],
        step,
    );
    let last = pane.last_event();
    let words = last.map(|e| told(&e, lang, false)).unwrap_or_default();
    let marks = marks(search, last.as_ref());
    let at = graph.layout();
    let (x0, x1, y0, y1) = at.iter().fold(
        (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
        |(a, b, c, d), &(x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
    );
    let scale = SIDE / (x1 - x0).max(y1 - y0).max(1e-9);
    let margin = GAP as f64 + RADIUS;
    let place = |v: usize| {
        let (x, y) = at[v];
        (margin + (x - x0) * scale, CAPTION as f64 + margin + (y1 - y) * scale)
    };
    let drawn_h = (y1 - y0) * scale;
    let width = ((2.0 * margin + (x1 - x0) * scale) as usize)
        .max(caption_width(&caption))
        .max(caption_width(&words));
    let height = CAPTION + (2.0 * margin + drawn_h) as usize + GAP;
    let mut out = open_captioned((width, height), &caption, STYLE);
    let lit = match &last {
        Some(Event::Prune { note, .. }) => {
            let (v, _) = note.child();
            Some((usize::from(v) - 1, usize::from(note.neighbour()) - 1))
        }
        _ => None,
    };
    for &(from, to) in &graph.edges {
        let edge = (usize::from(from), usize::from(to));
        let ((ax, ay), (bx, by)) = (place(edge.0), place(edge.1));
        let class = match lit {
            Some((a, b)) if (a, b) == edge || (b, a) == edge => match marks[b] {
                Mark::Wiped => r#" class="wiped""#,
                _ => r#" class="clash""#,
            },
            _ => "",
        };
        let _ = writeln!(out, r#"<line{class} x1="{ax:.1}" y1="{ay:.1}" x2="{bx:.1}" y2="{by:.1}"/>"#);
    }
    for (v, &mark) in marks.iter().enumerate() {
        let (cx, cy) = place(v);
        let c = hooks.colour[v];
        let class = match mark {
            Mark::Coloured(c) | Mark::Found(c) => format!("c{c}"),
            Mark::Clash(c) => format!("c{c} clash"),
            Mark::Current => "current".into(),
            Mark::Wiped => "wiped".into(),
            Mark::Uncoloured => "uncoloured".into(),
        };
        let _ = writeln!(out, r#"<circle class="{class}" cx="{cx:.1}" cy="{cy:.1}" r="{RADIUS}"/>"#);
        let label = if c == 0 { graph.name(v) } else { format!("{}:{c}", graph.name(v)) };
        let _ = writeln!(
            out,
            r#"<text x="{cx:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            cy + 4.0,
            escape(&label)
        );
    }
    note(&mut out, height - GAP / 2, &words);
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Puzzle;
    use crate::engine::backtrack::Prune;
    use crate::problems::coloring::engine::{Algo, default_instance};

    /// A circle a vertex, filled by its colour, the one being coloured ringed; a line an edge;
    /// the last step in words.
    #[test]
    fn the_svg_shows_the_graph_in_its_colours() {
        let mut m = Explorer::<Coloring>::new(default_instance(Algo::Fixed), "australia".into(), &[Prune::Constraint]);
        m.seek(3);
        let (name, text) = export(&m, Lang::En);
        assert_eq!(name, "coloring-australia-m3-step-3.svg");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let circles: Vec<_> = doc.descendants().filter(|e| e.has_tag_name("circle")).collect();
        assert_eq!(circles.len(), 7);
        let coloured = m.search().hooks().colour.iter().filter(|&&c| c != 0).count();
        let filled = circles
            .iter()
            .filter(|e| e.attribute("class").is_some_and(|c| c.starts_with('c') && c != "current"))
            .count();
        assert_eq!(filled, coloured);
        assert_eq!(circles.iter().filter(|e| e.attribute("class") == Some("current")).count(), 1);
        assert_eq!(doc.descendants().filter(|e| e.has_tag_name("line")).count(), 9);
        let words = told(&m.panes[0].last_event().unwrap(), Lang::En, false);
        assert!(text.contains(&escape(&words)));
    }
}
