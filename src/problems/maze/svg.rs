//! The maze as SVG, for `x`: walls, open cells, the path, dead ends, start and goal, and the
//! current cell, each a mark besides its colour as on screen (`S`, `G`, a cross on a dead end,
//! a dot on the path), and a legend in the interface's language.

use std::fmt::Write as _;

use crate::output::svg::{CAPTION, GAP, caption_width, escape, open_captioned};

/// A maze at one step, for `x` (export): each cell's value as seed 003 keeps it (1 wall, 0 open,
/// 2 path, 3 dead end), the start, the goal and the current cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MazePicture {
    /// The cells, row by row.
    pub cells: Vec<Vec<u8>>,
    /// Start.
    pub start: (usize, usize),
    /// Goal.
    pub goal: (usize, usize),
    /// The cell the search stands on, if any.
    pub current: Option<(usize, usize)>,
    /// The caption.
    pub caption: String,
    /// The legend's words: wall, open, path, dead end, current cell, start, goal (the help's).
    pub legend: [String; 7],
}

/// A maze as a whole SVG document: walls, open cells, the path, dead ends, start and goal,
/// and the current cell.
pub fn maze_svg(p: &MazePicture) -> String {
    let rows = p.cells.len();
    let cols = p.cells.first().map_or(0, Vec::len);
    let legend_w = p
        .legend
        .iter()
        .map(|w| caption_width(w) + LEGEND_INDENT)
        .max()
        .unwrap_or(0);
    let width = (cols * CELL + 2 * GAP)
        .max(caption_width(&p.caption))
        .max(legend_w);
    let legend_top = CAPTION + rows * CELL + GAP / 2;
    let height = legend_top + p.legend.len() * LEGEND_ROW + GAP / 2;
    let mut out = open_captioned((width, height), &p.caption, MAZE_STYLE);
    for (r, row) in p.cells.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let class = match v {
                1 => "wall",
                2 => "path",
                3 => "dead",
                _ => "open",
            };
            let _ = writeln!(
                out,
                r#"<rect class="{class}" x="{}" y="{}" width="{CELL}" height="{CELL}"/>"#,
                GAP + c * CELL,
                CAPTION + r * CELL
            );
        }
    }
    for (r, row) in p.cells.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            if (r, c) != p.start && (r, c) != p.goal {
                mark(&mut out, v, (GAP + c * CELL, CAPTION + r * CELL));
            }
        }
    }
    for (class, letter, (r, c)) in [("start", "S", p.start), ("goal", "G", p.goal)] {
        letter_cell(&mut out, class, letter, (GAP + c * CELL, CAPTION + r * CELL));
    }
    if let Some((r, c)) = p.current {
        let _ = writeln!(
            out,
            r#"<rect class="current" x="{}" y="{}" width="{CELL}" height="{CELL}"/>"#,
            GAP + c * CELL,
            CAPTION + r * CELL
        );
    }
    draw_legend(&mut out, legend_top, &p.legend);
    out.push_str("</svg>\n");
    out
}

/// Side of a cell, in SVG units.
const CELL: usize = 14;
/// Height of a legend row, and the room its swatch takes before the words.
const LEGEND_ROW: usize = 18;
const LEGEND_INDENT: usize = 22;

/// The mark drawn on a cell of `value` besides its colour: a dot on the path, a cross on a
/// dead end (none on walls and open cells).
fn mark(out: &mut String, value: u8, (x, y): (usize, usize)) {
    match value {
        2 => {
            let _ = writeln!(
                out,
                r#"<circle class="step" cx="{}" cy="{}" r="2"/>"#,
                x + CELL / 2,
                y + CELL / 2
            );
        }
        3 => {
            let (a, b) = (4, CELL - 4);
            let _ = writeln!(
                out,
                r#"<path class="cross" d="M{} {} L{} {} M{} {} L{} {}"/>"#,
                x + a,
                y + a,
                x + b,
                y + b,
                x + b,
                y + a,
                x + a,
                y + b
            );
        }
        _ => {}
    }
}

/// The start or the goal: its colour and its letter.
fn letter_cell(out: &mut String, class: &str, letter: &str, (x, y): (usize, usize)) {
    let _ = writeln!(
        out,
        r#"<rect class="{class}" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/><text class="letter" x="{}" y="{}" text-anchor="middle">{letter}</text>"#,
        x + CELL / 2,
        y + CELL - 3
    );
}

/// The legend under the maze: each kind of cell as drawn, then its words.
fn draw_legend(out: &mut String, top: usize, words: &[String; 7]) {
    for (i, words) in words.iter().enumerate() {
        let (x, y) = (GAP, top + i * LEGEND_ROW);
        let _ = writeln!(out, r#"<g class="legend-item">"#);
        match i {
            0..=3 => {
                let class = ["wall", "open", "path", "dead"][i];
                let _ = writeln!(
                    out,
                    r#"<rect class="{class} swatch" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#
                );
                mark(out, [1, 0, 2, 3][i], (x, y));
            }
            4 => {
                let _ = writeln!(
                    out,
                    r#"<rect class="current" x="{x}" y="{y}" width="{CELL}" height="{CELL}"/>"#
                );
            }
            _ => letter_cell(out, ["start", "goal"][i - 5], ["S", "G"][i - 5], (x, y)),
        }
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}">{}</text></g>"#,
            x + LEGEND_INDENT,
            y + CELL - 3,
            escape(words)
        );
    }
}

/// The styles of a maze.
const MAZE_STYLE: &str = ".wall{fill:#2b2b2b}.open{fill:#ffffff}.path{fill:#6cc070}\
    .dead{fill:#bbbbbb}.start,.goal{fill:#1f6fd1}.swatch{stroke:#888;stroke-width:0.5}\
    .step{fill:#1a1a1a}.cross{stroke:#1a1a1a;stroke-width:1.5}\
    .letter{font:bold 11px sans-serif;fill:#ffffff}\
    .current{fill:none;stroke:#d9534f;stroke-width:3}\
    .label{font:11px sans-serif;fill:#444}.caption{font:bold 12px sans-serif;fill:#222}";
