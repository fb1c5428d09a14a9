//! The travelling salesman as SVG, for `x`: the cities at their places (coordinates, or a
//! circle for a matrix), the path so far solid, the best tour so far dashed, the city the
//! path stands on ringed, and the last step in words.

use std::fmt::Write as _;

use crate::app::explore::Explorer;
use crate::engine::Solver;
use crate::i18n::Lang;
use crate::i18n::search::told;
use crate::output::svg::{CAPTION, GAP, caption_width, note, open_captioned};
use crate::problems::tsp::words::text;
use crate::problems::tsp::Tsp;

const SIZE: f64 = 360.0;

const STYLE: &str = "text{font-family:sans-serif;font-size:13px}\
.caption{font-weight:bold;font-size:12px}.note{font-size:12px}\
.path{stroke:#1f77b4;stroke-width:3;fill:none}\
.best{stroke:#d4a000;stroke-width:2;stroke-dasharray:6 4;fill:none}\
.city{fill:#ffffff;stroke:#333;stroke-width:1.5}.here{fill:#ffe9a8;stroke:#000;stroke-width:3}\
.visited{fill:#cfe3ff;stroke:#333;stroke-width:1.5}";

/// The first search's map as on screen, and the file name (`tsp-step-12.svg`).
pub fn export(explorer: &Explorer<Tsp>, lang: Lang) -> (String, String) {
    let pane = &explorer.panes[0];
    let search = pane.solver();
    let hooks = search.hooks();
    let step = pane.position();
    let inst = &explorer.instance;
    let at = inst.places();
    let (x0, x1, y0, y1) = at.iter().fold(
        (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
        |(a, b, c, d), &(x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
    );
    let scale = SIZE / (x1 - x0).max(y1 - y0).max(1e-9);
    let pos = |c: usize| {
        let (x, y) = at[c];
        (
            GAP as f64 + 20.0 + (x - x0) * scale,
            CAPTION as f64 + 20.0 + (y1 - y) * scale,
        )
    };
    let t = text(lang);
    let caption = lang.words().picture_caption(
        &[t.words.name, &(t.picture)(inst.n(), inst.tours()), (t.bound)(inst.bound)],
        step,
    );
    let words = pane
        .last_event()
        .map(|e| told(&e, lang, false))
        .unwrap_or_default();
    let best = hooks
        .best
        .map(|b| (t.best)(&format!("{} 1", b.tour.joined(" ")), b.cost, search.is_done()))
        .unwrap_or_default();
    let width = (2 * GAP + 40 + SIZE as usize)
        .max(caption_width(&caption))
        .max(caption_width(&words));
    let height = CAPTION + 40 + SIZE as usize + 3 * 18 + GAP;
    let mut out = open_captioned((width, height), &caption, STYLE);
    let polyline = |cities: &[usize], closed: bool| {
        let mut pts: Vec<String> = cities
            .iter()
            .map(|&c| {
                let (x, y) = pos(c);
                format!("{x:.1},{y:.1}")
            })
            .collect();
        if closed && let Some(first) = pts.first().cloned() {
            pts.push(first);
        }
        pts.join(" ")
    };
    if let Some(b) = hooks.best {
        let cities: Vec<usize> = b.tour.cities().iter().map(|&c| usize::from(c)).collect();
        let _ = writeln!(out, r#"<polyline class="best" points="{}"/>"#, polyline(&cities, true));
    }
    let depth = search.depth().min(inst.n() - 1);
    let path: Vec<usize> = hooks.x[..=depth].iter().map(|&c| usize::from(c)).collect();
    let _ = writeln!(out, r#"<polyline class="path" points="{}"/>"#, polyline(&path, false));
    for c in 0..inst.n() {
        let (x, y) = pos(c);
        let class = if path.last() == Some(&c) {
            "here"
        } else if path.contains(&c) {
            "visited"
        } else {
            "city"
        };
        let _ = writeln!(
            out,
            r#"<circle class="{class}" cx="{x:.1}" cy="{y:.1}" r="11"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            y + 4.5,
            c + 1
        );
    }
    let base = CAPTION + 40 + SIZE as usize;
    for (i, line) in [words, best].iter().enumerate() {
        note(&mut out, base + 18 * (i + 1), line);
    }
    out.push_str("</svg>\n");
    (explorer.file_name(""), out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Puzzle;
    use crate::engine::backtrack::Prune;
    use crate::problems::tsp::engine::{Bound, built_in};

    /// A circle a city, the path and the best tour as polylines, the path's last city ringed.
    #[test]
    fn the_svg_draws_the_cities_the_path_and_the_best_tour() {
        let inst = built_in("square", Bound::Cost).unwrap();
        let mut m = Explorer::<Tsp>::new(inst, "square".into(), &[Prune::Both]);
        m.seek(12);
        let (name, text) = export(&m, Lang::En);
        assert_eq!(name, "tsp-step-12.svg");
        let doc = roxmltree::Document::parse(&text).unwrap();
        let count = |class: &str| {
            doc.descendants()
                .filter(|e| e.attribute("class") == Some(class))
                .count()
        };
        let circles = doc.descendants().filter(|e| e.has_tag_name("circle")).count();
        assert_eq!(circles, 8);
        assert_eq!((count("path"), count("best"), count("here")), (1, 1, 1));
        assert!(text.contains("bestc = 40: 1 2 3 4 5 6 7 8 1"), "{text}");
    }
}
