//! The state-space tree as a figure (`x` with the tree panel open, `--tree svg`): the tidy
//! layout of [`Drawn`], every node visited a box with its choice and its number in visiting
//! order, the children cut crossed out in the colour of the function that cut them, the
//! solutions filled gold, the path to the last node bold; each node's `<title>` says what
//! visiting it did (for a cut, why), so a browser shows it as a tooltip. A legend under it,
//! in the interface's language.
//!
//! ```text
//!            ┌──────┐
//!            │ root │            a level every 64 units
//!            │  0   │
//!            └──┬───┘
//!        ┌──────┴───────┐
//!     ┌──┴─┐         ┌──┴─┐      a cut: dashed, crossed
//!     │ a1 │         │ b1 │
//!     │ 1  │         │ 14 │
//!     └────┘         └────┘
//! ```

use std::fmt::Write as _;

use unicode_width::UnicodeWidthStr;

use super::{escape, open_svg};
use crate::engine::tree::Cut;
use crate::engine::tree::drawn::{Drawn, Kind, Node};
use crate::i18n::Lang;
use crate::i18n::tree::{Mark, text as tree_words};

/// Units a column of text takes (12px sans-serif).
const COLUMN: i32 = 7;
/// Units from one level's boxes to the next's.
const LEVEL: i32 = 64;
/// A box's height.
const BOX: i32 = 34;
/// Room around the tree.
const PAD: i32 = 16;
/// Room above the tree for the title.
const TITLE: i32 = 28;
/// Room below it for the legend.
const LEGEND: i32 = 40;

const STYLE: &str = "\
text{font:12px sans-serif;text-anchor:middle;fill:#222}\
.title{font:bold 14px sans-serif;text-anchor:start}\
.legend text{text-anchor:start}\
.num{font-size:10px;fill:#666}\
rect{fill:#fff;stroke:#555;stroke-width:1}\
.path rect{stroke:#000;stroke-width:2.5}\
.solution rect{fill:#ffd54f}\
.constraint rect{stroke:#c62828;stroke-dasharray:4 2}\
.bound rect{stroke:#1565c0;stroke-dasharray:1 2}\
.constraint line.x{stroke:#c62828;stroke-width:1.2;opacity:.55}\
.bound line.x{stroke:#1565c0;stroke-width:1.2;opacity:.55}\
line.edge{stroke:#888;stroke-width:1}\
line.edge.path{stroke:#000;stroke-width:2.5}\
line.edge.constraint{stroke:#c62828;stroke-dasharray:4 2}\
line.edge.bound{stroke:#1565c0;stroke-dasharray:1 2}";

/// The class of a node: what it is, and whether it is on the path.
fn class(tree: &Drawn, i: usize) -> String {
    let node = &tree.nodes[i];
    let mut class = match node.kind {
        Kind::Cut(Cut::Constraint) => "node constraint".to_string(),
        Kind::Cut(Cut::Bound) => "node bound".to_string(),
        _ if node.solution => "node solution".to_string(),
        _ => "node".to_string(),
    };
    if node.on_path {
        class.push_str(" path");
    }
    class
}

/// The edges of `tree`, from each parent's box (its centre `cx`, its top `top`) to its
/// child's: classed as the child is cut, or on the path.
fn edges(
    out: &mut String,
    tree: &Drawn,
    (cx, top): (&dyn Fn(usize) -> i32, &dyn Fn(usize) -> i32),
    plain: bool,
) {
    for (i, node) in tree.nodes.iter().enumerate() {
        let Some(parent) = node.parent else { continue };
        let mut class = "edge".to_string();
        match node.kind {
            _ if plain => {}
            Kind::Cut(Cut::Constraint) => class.push_str(" constraint"),
            Kind::Cut(Cut::Bound) => class.push_str(" bound"),
            _ if node.on_path => class.push_str(" path"),
            _ => {}
        }
        let _ = writeln!(
            out,
            r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            cx(parent),
            top(parent) + BOX,
            cx(i),
            top(i)
        );
    }
}

/// Node `i`'s box at (`x`, `y`), `w` wide: its label over its number, `tip` as its title, a
/// cross over a cut one.
fn node_box(
    out: &mut String,
    tree: &Drawn,
    i: usize,
    (x, y, w): (i32, i32, i32),
    (label, number): (&str, &str),
    tip: &str,
) {
    let cx = x + w / 2;
    let _ = writeln!(
        out,
        r#"<g class="{}" data-number="{number}"><title>{}</title>"#,
        class(tree, i),
        escape(tip)
    );
    let _ = writeln!(
        out,
        r#"<rect x="{x}" y="{y}" width="{w}" height="{BOX}" rx="5"/><text x="{cx}" y="{}">{}</text><text class="num" x="{cx}" y="{}">{number}</text>"#,
        y + 15,
        escape(label),
        y + 29
    );
    if matches!(tree.nodes[i].kind, Kind::Cut(_)) {
        let _ = writeln!(
            out,
            r#"<line class="x" x1="{x}" y1="{y}" x2="{}" y2="{}"/><line class="x" x1="{x}" y1="{}" x2="{}" y2="{y}"/>"#,
            x + w,
            y + BOX,
            y + BOX,
            x + w
        );
    }
    out.push_str("</g>\n");
}

/// The figure of `tree` (unfolded), `label(i)` naming node `i`'s choice and `tip(i)` saying
/// what visiting it did; `title` over it, the legend in `lang` under it.
pub fn tree_svg(
    tree: &Drawn,
    label: &dyn Fn(usize) -> String,
    tip: &dyn Fn(usize) -> String,
    title: &str,
    lang: Lang,
) -> String {
    figure(tree, label, tip, title, Some(lang))
}

/// A worksheet of `tree`: the figure's shape (the same boxes, as wide as the figure's,
/// `label(i)` sizing node `i`'s) with every box empty and every node alike, no crosses, no
/// legend; `title` over it says what to write in.
pub fn worksheet_svg(tree: &Drawn, label: &dyn Fn(usize) -> String, title: &str) -> String {
    figure(tree, label, &|_| String::new(), title, None)
}

/// The figure, or with no legend's language (`None`) the worksheet: the same layout, its
/// boxes empty and alike.
fn figure(
    tree: &Drawn,
    label: &dyn Fn(usize) -> String,
    tip: &dyn Fn(usize) -> String,
    title: &str,
    legend_lang: Option<Lang>,
) -> String {
    let blank = legend_lang.is_none();
    let labels: Vec<String> = (0..tree.nodes.len()).map(label).collect();
    let numbers: Vec<String> = tree
        .nodes
        .iter()
        .map(|n| n.visit.map(|v| v.number.to_string()).unwrap_or_default())
        .collect();
    // A box as wide as its label or its number, and a column either side.
    let columns = |i: usize| labels[i].width().max(numbers[i].len()) as i32 + 2;
    let placed = tree.layout(columns);
    let legend = legend_lang
        .map(|lang| legend(tree, lang))
        .unwrap_or_default();
    let legend_w: i32 = legend
        .iter()
        .map(|(_, w)| 40 + w.width() as i32 * COLUMN)
        .sum();
    let width = (placed.width * COLUMN + 2 * PAD)
        .max(legend_w + 2 * PAD)
        .max(title.width() as i32 * 8 + 2 * PAD);
    let depth = tree.depth() as i32;
    let legend_h = if blank { 0 } else { LEGEND };
    let height = TITLE + PAD + depth * LEVEL + BOX + PAD + legend_h;
    let mut out = open_svg((width.max(1) as usize, height as usize), title, STYLE);
    let _ = writeln!(
        out,
        r#"<text class="title" x="{PAD}" y="{}">{}</text>"#,
        TITLE - 8,
        escape(title)
    );
    // Centre the tree across the page.
    let left = (width - placed.width * COLUMN) / 2;
    let cx = |i: usize| left + placed.x[i] * COLUMN + COLUMN / 2;
    let top = |i: usize| TITLE + PAD + tree.nodes[i].depth as i32 * LEVEL;
    // Edges first, under the boxes.
    edges(&mut out, tree, (&cx, &top), blank);
    for i in 0..tree.nodes.len() {
        let w = columns(i) * COLUMN;
        if blank {
            let _ = writeln!(
                out,
                r#"<g class="node blank"><rect x="{}" y="{}" width="{w}" height="{BOX}" rx="5"/></g>"#,
                cx(i) - w / 2,
                top(i)
            );
        } else {
            node_box(
                &mut out,
                tree,
                i,
                (cx(i) - w / 2, top(i), w),
                (&labels[i], &numbers[i]),
                &tip(i),
            );
        }
    }
    if !blank {
        legend_row(&mut out, &legend, height - LEGEND + 8);
    }
    out.push_str("</svg>\n");
    out
}

/// The legend's kinds (a class and its words): those the figure holds (a tree no bound
/// function cuts has no key for one).
fn legend(tree: &Drawn, lang: Lang) -> Vec<(&'static str, &'static str)> {
    let words = tree_words(lang);
    let has = |f: &dyn Fn(&Node) -> bool| tree.nodes.iter().any(f);
    let cut = |c| move |n: &Node| n.kind == Kind::Cut(c);
    [
        ("node path", words.figure_path, true),
        (
            "node solution",
            words.mark(Mark::Solution),
            has(&|n| n.solution),
        ),
        (
            "node constraint",
            words.mark(Mark::Pruned),
            has(&cut(Cut::Constraint)),
        ),
        (
            "node bound",
            words.mark(Mark::Bounded),
            has(&cut(Cut::Bound)),
        ),
    ]
    .into_iter()
    .filter_map(|(class, words, shown)| shown.then_some((class, words)))
    .collect()
}

/// The legend: a small box of each kind and its words, in a row at `y`.
fn legend_row(out: &mut String, legend: &[(&str, &str)], y: i32) {
    let mut x = PAD;
    out.push_str("<g class=\"legend\">\n");
    for &(class, words) in legend {
        let _ = writeln!(
            out,
            r#"<g class="{class}"><rect x="{x}" y="{y}" width="24" height="16" rx="3"/></g><text x="{}" y="{}">{}</text>"#,
            x + 30,
            y + 12,
            escape(words)
        );
        x += 40 + words.width() as i32 * COLUMN;
    }
    out.push_str("</g>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tree::TreeStep;

    /// A root with two children: the first entered (a solution), the second cut by the bound.
    fn small() -> Drawn {
        Drawn::from_steps([
            (1, TreeStep::Enter { depth: 1, child: 0 }),
            (2, TreeStep::Solution),
            (
                3,
                TreeStep::Prune {
                    depth: 1,
                    child: 1,
                    cut: Cut::Bound,
                },
            ),
        ])
    }

    /// `--tree svg --blank` (issue 46, item 11): the figure's boxes, as many and as placed,
    /// with nothing in them and nothing told: no number, label, cross, colour or legend.
    #[test]
    fn a_worksheet_is_the_figure_with_its_boxes_empty() {
        let label = |i: usize| ["root", "take 1", "leave 1"][i].to_string();
        let filled = tree_svg(&small(), &label, &|_| String::new(), "t", Lang::En);
        let blank = worksheet_svg(&small(), &label, "fill in");
        let (filled, doc) = (
            roxmltree::Document::parse(&filled).expect("well-formed"),
            roxmltree::Document::parse(&blank).expect("well-formed"),
        );
        // The nodes' boxes (the legend's are 24 wide), where they stand.
        let boxes = |d: &roxmltree::Document| -> Vec<(String, String, String)> {
            d.descendants()
                .filter(|e| e.has_tag_name("rect") && e.attribute("width") != Some("24"))
                .filter_map(|e| {
                    let a = |n| e.attribute(n).map(str::to_string);
                    Some((a("y")?, a("width")?, a("height")?))
                })
                .collect()
        };
        assert_eq!(boxes(&doc).len(), 3);
        assert_eq!(boxes(&doc), boxes(&filled));
        let texts: Vec<&str> = doc
            .descendants()
            .filter(|e| e.has_tag_name("text"))
            .filter_map(|e| e.text())
            .collect();
        assert_eq!(texts, ["fill in"]);
        let body = blank.split("</style>").nth(1).expect("a body");
        for told in [
            "solution",
            "constraint",
            "bound",
            "path",
            "class=\"x\"",
            "legend",
            "take",
        ] {
            assert!(!body.contains(told), "{told} in the worksheet");
        }
    }

    #[test]
    fn every_node_is_one_element_numbered_with_its_tooltip() {
        let tree = small();
        let doc = tree_svg(
            &tree,
            &|i| ["root", "<a>", "b"][i].to_string(),
            &|i| format!("tip {i}"),
            "a & b",
            Lang::En,
        );
        let parsed = roxmltree::Document::parse(&doc).unwrap();
        let nodes: Vec<_> = parsed
            .descendants()
            .filter(|e| e.attribute("data-number").is_some())
            .collect();
        assert_eq!(nodes.len(), 3);
        let numbers: Vec<&str> = nodes
            .iter()
            .filter_map(|n| n.attribute("data-number"))
            .collect();
        assert_eq!(numbers, ["0", "1", "2"]);
        assert_eq!(nodes[1].attribute("class"), Some("node solution"));
        assert_eq!(nodes[2].attribute("class"), Some("node bound"));
        assert_eq!(nodes[0].attribute("class"), Some("node path"));
        let tip = nodes[2]
            .children()
            .find(|c| c.has_tag_name("title"))
            .and_then(|t| t.text());
        assert_eq!(tip, Some("tip 2"));
        let texts: Vec<&str> = parsed
            .descendants()
            .filter(|e| e.has_tag_name("text"))
            .filter_map(|t| t.text())
            .collect();
        assert!(texts.contains(&"<a>"), "labels escaped and kept: {texts:?}");
        // A cut is crossed out: two lines in its group.
        let crosses = nodes[2]
            .children()
            .filter(|c| c.attribute("class") == Some("x"))
            .count();
        assert_eq!(crosses, 2);
    }

    #[test]
    fn the_legend_speaks_the_interface_language() {
        let doc = tree_svg(&small(), &|_| "x".into(), &|_| String::new(), "t", Lang::Zh);
        assert!(
            doc.contains("被限界函数剪去") && doc.contains("解"),
            "{doc}"
        );
        roxmltree::Document::parse(&doc).unwrap();
    }

    /// The legend keys only the kinds the figure holds: a tree cut by the bound alone has
    /// no key for the constraint.
    #[test]
    fn the_legend_keys_only_what_the_figure_holds() {
        let doc = tree_svg(&small(), &|_| "x".into(), &|_| String::new(), "t", Lang::En);
        assert!(doc.contains("cut by the bound function"), "{doc}");
        assert!(!doc.contains("cut by the constraint function"), "{doc}");
    }
}
