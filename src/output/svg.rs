//! Solutions as SVG (`--print svg`): one board per solution, laid out in rows, each with light
//! and dark squares, file letters and rank numbers, its number and its columns in seed 001's
//! notation, and each queen a vector crown (`class="queen"`), so that it scales without
//! blurring and needs no font.

use std::fmt::Write as _;
use std::io::{self, Write};

/// Side of one square, in SVG units.
const SQUARE: usize = 24;
/// Room for the rank numbers on the left and the file letters below a board.
const MARGIN: usize = 20;
/// Room above a board for its caption.
const CAPTION: usize = 22;
/// Space between two boards.
const GAP: usize = 24;
/// Boards per row of the sheet.
const PER_ROW: usize = 4;

/// The file letter of a column: `a` to `z`, then `A` onwards (N <= 32).
fn file(col: usize) -> char {
    let c = col as u8;
    if c < 26 {
        char::from(b'a' + c)
    } else {
        char::from(b'A' + c - 26)
    }
}

/// A crown with its base at the bottom of a square whose top-left corner is (x, y).
fn crown(x: usize, y: usize) -> String {
    let s = SQUARE as f64;
    let (x, y) = (x as f64, y as f64);
    let p = |fx: f64, fy: f64| format!("{:.1},{:.1}", x + fx * s, y + fy * s);
    format!(
        "M{} L{} L{} L{} L{} L{} L{} Z",
        p(0.18, 0.80),
        p(0.12, 0.30),
        p(0.34, 0.52),
        p(0.50, 0.18),
        p(0.66, 0.52),
        p(0.88, 0.30),
        p(0.82, 0.80),
    )
}

/// One board: its squares, labels, caption and queens, with its top-left corner at (x, y).
fn board(out: &mut String, x: usize, y: usize, number: usize, cols: &[u8]) {
    let n = cols.len();
    let top = y + CAPTION;
    let left = x + MARGIN;
    let notation: Vec<String> = cols.iter().map(|c| (c + 1).to_string()).collect();
    let _ = writeln!(out, r#"<g class="board" id="solution-{number}">"#);
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{left}" y="{}">#{number}  {}</text>"#,
        top - 7,
        notation.join(" ")
    );
    for row in 0..n {
        for col in 0..n {
            let class = if (row + col) % 2 == 0 {
                "light"
            } else {
                "dark"
            };
            let _ = writeln!(
                out,
                r#"<rect class="{class}" x="{}" y="{}" width="{SQUARE}" height="{SQUARE}"/>"#,
                left + col * SQUARE,
                top + row * SQUARE
            );
        }
        // Ranks counted from the bottom, as on a chessboard.
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}" text-anchor="end">{}</text>"#,
            left - 5,
            top + row * SQUARE + SQUARE * 2 / 3,
            n - row
        );
    }
    for col in 0..n {
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}" text-anchor="middle">{}</text>"#,
            left + col * SQUARE + SQUARE / 2,
            top + n * SQUARE + 14,
            file(col)
        );
    }
    for (row, &col) in cols.iter().enumerate() {
        let (qx, qy) = (left + usize::from(col) * SQUARE, top + row * SQUARE);
        let _ = writeln!(
            out,
            r#"<path class="queen" d="{}"><title>{}{}</title></path>"#,
            crown(qx, qy),
            file(usize::from(col)),
            n - row
        );
    }
    out.push_str("</g>\n");
}

/// Writes `solutions` (each the 0-based columns row by row, all of one size `n`) as one SVG
/// document.
pub fn write_svg(w: &mut impl Write, n: usize, solutions: &[Vec<u8>]) -> io::Result<()> {
    let cell_w = MARGIN + n * SQUARE + GAP;
    let cell_h = CAPTION + n * SQUARE + MARGIN + GAP;
    let columns = solutions.len().clamp(1, PER_ROW);
    let rows = solutions.len().div_ceil(PER_ROW).max(1);
    let (width, height) = (columns * cell_w, rows * cell_h);
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">"#
    );
    let _ = writeln!(
        out,
        "<title>{n} queens: {} solution{}</title>",
        solutions.len(),
        if solutions.len() == 1 { "" } else { "s" }
    );
    out.push_str(
        "<style>\
         .light{fill:#f0d9b5}.dark{fill:#b58863}\
         .queen{fill:#1a1a1a;stroke:#ffffff;stroke-width:1.2}\
         .label{font:11px sans-serif;fill:#444}\
         .caption{font:bold 12px sans-serif;fill:#222}\
         </style>\n",
    );
    out.push_str("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    for (i, cols) in solutions.iter().enumerate() {
        let (x, y) = ((i % PER_ROW) * cell_w, (i / PER_ROW) * cell_h);
        board(&mut out, x, y, i + 1, cols);
    }
    out.push_str("</svg>\n");
    w.write_all(out.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::queens::{Algo, QueensSolver};
    use crate::output::{Format, print_solutions};

    /// `--print svg` is well-formed XML with one board per solution, N queens on each, on the
    /// squares the solution names, and the caption in seed 001's notation.
    #[test]
    fn every_board_has_its_queens_where_the_solution_puts_them() {
        for n in [1, 4, 6, 8] {
            let mut out = Vec::new();
            let count = print_solutions(
                &mut out,
                n,
                QueensSolver::new(Algo::Iterative, n),
                Format::Svg,
                Some(12),
                false,
            )
            .unwrap();
            let text = String::from_utf8(out).unwrap();
            let doc = roxmltree::Document::parse(&text).unwrap();
            let boards: Vec<_> = doc
                .descendants()
                .filter(|e| e.attribute("class") == Some("board"))
                .collect();
            assert_eq!(boards.len() as u64, count, "N = {n}");
            for b in &boards {
                let queens: Vec<String> = b
                    .descendants()
                    .filter(|e| e.attribute("class") == Some("queen"))
                    .map(|q| {
                        q.descendants()
                            .filter(roxmltree::Node::is_text)
                            .filter_map(|t| t.text())
                            .collect()
                    })
                    .collect();
                assert_eq!(queens.len(), n, "N = {n}");
                let caption: String = b
                    .descendants()
                    .find(|e| e.attribute("class") == Some("caption"))
                    .and_then(|c| c.text())
                    .unwrap()
                    .to_string();
                // "#1  2 4 1 3": the columns, 1-based, name the queens' squares row by row.
                let cols: Vec<usize> = caption
                    .split_whitespace()
                    .skip(1)
                    .map(|c| c.parse().unwrap())
                    .collect();
                let want: Vec<String> = cols
                    .iter()
                    .enumerate()
                    .map(|(row, &c)| format!("{}{}", file(c - 1), n - row))
                    .collect();
                assert_eq!(queens, want, "N = {n}");
            }
        }
    }

    #[test]
    fn no_solution_is_an_empty_sheet() {
        let mut out = Vec::new();
        write_svg(&mut out, 3, &[]).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(roxmltree::Document::parse(&text).is_ok());
        assert!(text.contains("3 queens: 0 solutions"));
    }
}
