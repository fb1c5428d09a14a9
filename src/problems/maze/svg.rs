//! The maze as SVG, for `x`: walls, open cells, the path, dead ends, start and goal, and the
//! current cell.

use std::fmt::Write as _;

use crate::output::svg::{CAPTION, GAP, caption_width, escape, open_svg};

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
}

/// A maze as a whole SVG document: walls, open cells, the path, dead ends, start and goal,
/// and the current cell.
pub fn maze_svg(p: &MazePicture) -> String {
    const CELL: usize = 14;
    let rows = p.cells.len();
    let cols = p.cells.first().map_or(0, Vec::len);
    let width = (cols * CELL + 2 * GAP).max(caption_width(&p.caption));
    let height = rows * CELL + CAPTION + GAP;
    let mut out = open_svg((width, height), &p.caption, MAZE_STYLE);
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{GAP}" y="{}">{}</text>"#,
        CAPTION - 7,
        escape(&p.caption)
    );
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
    for (class, (r, c)) in [("start", p.start), ("goal", p.goal)] {
        let _ = writeln!(
            out,
            r#"<circle class="{class}" cx="{}" cy="{}" r="{}"/>"#,
            GAP + c * CELL + CELL / 2,
            CAPTION + r * CELL + CELL / 2,
            CELL / 3
        );
    }
    if let Some((r, c)) = p.current {
        let _ = writeln!(
            out,
            r#"<rect class="current" x="{}" y="{}" width="{CELL}" height="{CELL}"/>"#,
            GAP + c * CELL,
            CAPTION + r * CELL
        );
    }
    out.push_str("</svg>\n");
    out
}

/// The styles of a maze.
const MAZE_STYLE: &str = ".wall{fill:#2b2b2b}.open{fill:#ffffff}.path{fill:#6cc070}\
    .dead{fill:#bbbbbb}.start,.goal{fill:#1f6fd1}\
    .current{fill:none;stroke:#d9534f;stroke-width:3}\
    .caption{font:bold 12px sans-serif;fill:#222}";
