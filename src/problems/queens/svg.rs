//! N-Queens as SVG: solutions for `--print svg` (one board per solution, laid out in rows, each
//! with light and dark squares, file letters and rank numbers, its number and its columns in
//! seed 001's notation, and each queen a vector crown (`class="queen"`), so that it scales
//! without blurring and needs no font), and the board on screen for `x`.

use std::fmt::Write as _;
use std::io::{self, Write};

use crate::i18n::Lang;
use crate::i18n::notation::{file_label, rank_label};
use crate::output::svg::{CAPTION, GAP, MARGIN, caption_width, escape, open_svg};
use crate::problems::queens::words::text;

/// Side of one square, in SVG units.
const SQUARE: usize = 24;

/// Boards per row of the sheet.
const PER_ROW: usize = 4;

/// The file letter of a column, as on screen.
fn file(col: usize) -> String {
    file_label(col)
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
fn board(out: &mut String, x: usize, y: usize, number: u64, cols: &[u8]) {
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
    let queens: Vec<(usize, usize)> = cols
        .iter()
        .enumerate()
        .map(|(row, &col)| (row, usize::from(col)))
        .collect();
    squares(out, (left, top), n, |_| false);
    draw_queens(out, (left, top), &queens);
    out.push_str("</g>\n");
}

/// Writes `solutions` (each its number in search order, as the solutions browser numbers it,
/// and its 0-based columns row by row, all of one size `n`) as one SVG document titled
/// `title`.
pub fn write_svg(
    w: &mut impl Write,
    n: usize,
    solutions: &[(u64, Vec<u8>)],
    title: &str,
) -> io::Result<()> {
    let cell_w = MARGIN + n * SQUARE + GAP;
    let cell_h = CAPTION + n * SQUARE + MARGIN + GAP;
    let columns = solutions.len().clamp(1, PER_ROW);
    let rows = solutions.len().div_ceil(PER_ROW).max(1);
    let (width, height) = (columns * cell_w, rows * cell_h);
    let mut out = open_svg((width, height), title, BOARD_STYLE);
    for (i, (number, cols)) in solutions.iter().enumerate() {
        let (x, y) = ((i % PER_ROW) * cell_w, (i / PER_ROW) * cell_h);
        board(&mut out, x, y, *number, cols);
    }
    out.push_str("</svg>\n");
    w.write_all(out.as_bytes())
}

/// What the board shows at one step, for `x` (export): the standing queens, the squares they
/// attack, and the candidate with the queen that attacks it, if the step was a conflict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPicture {
    /// Board size.
    pub n: usize,
    /// Standing queens (row, col).
    pub queens: Vec<(usize, usize)>,
    /// Shade the attacked squares.
    pub attacked: bool,
    /// The candidate square tested at this step, if any.
    pub candidate: Option<(usize, usize)>,
    /// The queen that attacks the candidate (a conflict), if any.
    pub attacker: Option<(usize, usize)>,
    /// The caption: puzzle, algorithm and step.
    pub caption: String,
    /// The language of the legend.
    pub lang: Lang,
}

/// Whether a queen on `a` attacks square `b` (same row, column or diagonal).
fn attacks(a: (usize, usize), b: (usize, usize)) -> bool {
    a.0 == b.0 || a.1 == b.1 || a.0.abs_diff(b.0) == a.1.abs_diff(b.1)
}

/// One board as a whole SVG document, as the screen shows it: attacked squares shaded, the
/// candidate marked (a cross when attacked) and the line of attack drawn.
pub fn board_svg(picture: &BoardPicture) -> String {
    let size = picture.n;
    let legend = legend(picture);
    let width = legend
        .iter()
        .map(|(_, words)| caption_width(words) + LEGEND_INDENT)
        .fold(
            (MARGIN + size * SQUARE + GAP / 2).max(caption_width(&picture.caption)),
            usize::max,
        );
    let board_bottom = CAPTION + size * SQUARE + MARGIN;
    let height = board_bottom + legend.len() * LEGEND_ROW + usize::from(!legend.is_empty()) * 6;
    let mut out = open_svg((width, height), &picture.caption, BOARD_STYLE);
    let _ = writeln!(
        out,
        r#"<text class="caption" x="{MARGIN}" y="{}">{}</text>"#,
        CAPTION - 7,
        escape(&picture.caption)
    );
    let queens = &picture.queens;
    squares(&mut out, (MARGIN, CAPTION), size, |here| {
        picture.attacked && !queens.contains(&here) && queens.iter().any(|&q| attacks(q, here))
    });
    draw_queens(&mut out, (MARGIN, CAPTION), queens);
    board_candidate(&mut out, picture);
    draw_legend(&mut out, board_bottom, &legend);
    out.push_str("</svg>\n");
    out
}

/// Height of a legend row, and the room its swatch takes before the words.
const LEGEND_ROW: usize = 18;
const LEGEND_INDENT: usize = 22;

/// A mark the legend explains.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Key {
    Placed,
    Refused,
    Attacker,
    Line,
    Attacked,
}

/// The marks this picture shows, each with its words (the help's legend, in the picture's
/// language), in the order they are drawn.
fn legend(picture: &BoardPicture) -> Vec<(Key, &'static str)> {
    let words = &text(picture.lang).legend;
    let mut keys = Vec::new();
    match (picture.candidate, picture.attacker) {
        (Some(_), None) => keys.push((Key::Placed, words[0])),
        (Some(_), Some(_)) => keys.extend([
            (Key::Refused, words[1]),
            (Key::Attacker, words[2]),
            (Key::Line, words[3]),
        ]),
        (None, _) => {}
    }
    if picture.attacked && !picture.queens.is_empty() {
        keys.push((Key::Attacked, words[4]));
    }
    keys
}

/// The legend under the board: a swatch drawn as on the board, then its words.
fn draw_legend(out: &mut String, top: usize, legend: &[(Key, &str)]) {
    for (i, (key, words)) in legend.iter().enumerate() {
        let y = top + i * LEGEND_ROW;
        let (x, s) = (MARGIN, LEGEND_ROW - 4);
        let _ = writeln!(out, r#"<g class="legend-item">"#);
        let _ = match key {
            Key::Placed => writeln!(
                out,
                r#"<rect class="candidate" x="{x}" y="{y}" width="{s}" height="{s}"/>"#
            ),
            Key::Refused => writeln!(
                out,
                r#"<rect class="candidate" x="{x}" y="{y}" width="{s}" height="{s}"/><path class="conflict" d="M{} {} L{} {} M{} {} L{} {}"/>"#,
                x + 3,
                y + 3,
                x + s - 3,
                y + s - 3,
                x + s - 3,
                y + 3,
                x + 3,
                y + s - 3
            ),
            Key::Attacker => writeln!(
                out,
                r#"<circle class="attacker" cx="{}" cy="{}" r="{}"/>"#,
                x + s / 2,
                y + s / 2,
                s / 2 - 1
            ),
            Key::Line => writeln!(
                out,
                r#"<line class="attack" x1="{x}" y1="{}" x2="{}" y2="{}"/>"#,
                y + s / 2,
                x + s,
                y + s / 2
            ),
            Key::Attacked => writeln!(
                out,
                r#"<rect class="light" x="{x}" y="{y}" width="{s}" height="{s}"/><rect class="attacked" x="{x}" y="{y}" width="{s}" height="{s}"/>"#
            ),
        };
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}">{}</text></g>"#,
            x + LEGEND_INDENT,
            y + s - 3,
            escape(words)
        );
    }
}

/// The squares of an `size`×`size` board with its top-left corner at `(left, top)` (those
/// `shaded` says, shaded as attacked), and the file and rank labels.
fn squares(
    out: &mut String,
    (left, top): (usize, usize),
    size: usize,
    shaded: impl Fn((usize, usize)) -> bool,
) {
    for row in 0..size {
        for col in 0..size {
            let (x, y) = (left + col * SQUARE, top + row * SQUARE);
            let class = if (row + col) % 2 == 0 {
                "light"
            } else {
                "dark"
            };
            let _ = writeln!(
                out,
                r#"<rect class="{class}" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}"/>"#
            );
            if shaded((row, col)) {
                let _ = writeln!(
                    out,
                    r#"<rect class="attacked" x="{x}" y="{y}" width="{SQUARE}" height="{SQUARE}"/>"#
                );
            }
        }
        // Ranks counted from 1 at the top, as the screen and the seeds number the rows.
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}" text-anchor="end">{}</text>"#,
            left - 5,
            top + row * SQUARE + SQUARE * 2 / 3,
            rank_label(row)
        );
    }
    for col in 0..size {
        let _ = writeln!(
            out,
            r#"<text class="label" x="{}" y="{}" text-anchor="middle">{}</text>"#,
            left + col * SQUARE + SQUARE / 2,
            top + size * SQUARE + 14,
            file(col)
        );
    }
}

/// Each queen a crown (`class="queen"`) titled with its square.
fn draw_queens(out: &mut String, (left, top): (usize, usize), queens: &[(usize, usize)]) {
    for &(row, col) in queens {
        let _ = writeln!(
            out,
            r#"<path class="queen" d="{}"><title>{}{}</title></path>"#,
            crown(left + col * SQUARE, top + row * SQUARE),
            file(col),
            rank_label(row)
        );
    }
}

/// The candidate's frame and, when a queen attacks it, a cross and the line of attack.
fn board_candidate(out: &mut String, picture: &BoardPicture) {
    let Some((row, col)) = picture.candidate else {
        return;
    };
    let center = |(r, c): (usize, usize)| {
        (
            MARGIN + c * SQUARE + SQUARE / 2,
            CAPTION + r * SQUARE + SQUARE / 2,
        )
    };
    let (x, y) = (MARGIN + col * SQUARE, CAPTION + row * SQUARE);
    let _ = writeln!(
        out,
        r#"<rect class="candidate" x="{}" y="{}" width="{}" height="{}"/>"#,
        x + 2,
        y + 2,
        SQUARE - 4,
        SQUARE - 4
    );
    if let Some(by) = picture.attacker {
        let ((x1, y1), (x2, y2)) = (center(by), center((row, col)));
        // The attacking queen ringed, as the screen marks it.
        let _ = writeln!(
            out,
            r#"<circle class="attacker" cx="{x1}" cy="{y1}" r="{}"><title>{}{}</title></circle>"#,
            SQUARE / 2 - 1,
            file(by.1),
            rank_label(by.0)
        );
        let _ = writeln!(
            out,
            r#"<line class="attack" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>"#
        );
        let d = SQUARE / 4;
        let _ = writeln!(
            out,
            r#"<path class="conflict" d="M{} {} L{} {} M{} {} L{} {}"/>"#,
            x + d,
            y + d,
            x + SQUARE - d,
            y + SQUARE - d,
            x + SQUARE - d,
            y + d,
            x + d,
            y + SQUARE - d
        );
    }
}

/// The styles of a board: squares, attacked squares, queens, the candidate and the attack.
const BOARD_STYLE: &str = ".light{fill:#f0d9b5}.dark{fill:#b58863}\
    .attacked{fill:#d9534f;fill-opacity:0.35}\
    .queen{fill:#1a1a1a;stroke:#ffffff;stroke-width:1.2}\
    .candidate{fill:none;stroke:#1f6fd1;stroke-width:3}\
    .conflict{stroke:#c0392b;stroke-width:3}\
    .attack{stroke:#c0392b;stroke-width:2;stroke-dasharray:5 4}\
    .attacker{fill:none;stroke:#c0392b;stroke-width:2.5}\
    .label{font:11px sans-serif;fill:#444}.caption{font:bold 12px sans-serif;fill:#222}";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::queens::engine::{Algo, QueensSolver};
    use crate::problems::queens::output::{Format, print_solutions};

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
                Lang::En,
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
                    .map(|(row, &c)| format!("{}{}", file(c - 1), row + 1))
                    .collect();
                assert_eq!(queens, want, "N = {n}");
            }
        }
    }

    /// `--print svg --unique` is one board a class, numbered as the solutions browser numbers
    /// them (each its place among all the solutions), titled as classes, in the language asked
    /// (issue 26, bug 10: "12 solutions", numbered 1..12).
    #[rstest::rstest]
    #[case(Lang::En, "8 queens: 12 symmetry classes, one solution each")]
    #[case(Lang::Zh, "8 皇后：12 个对称类，每类一个解")]
    fn the_unique_sheet_numbers_solutions_as_the_browser(
        #[case] lang: Lang,
        #[case] want_title: &str,
    ) {
        let mut out = Vec::new();
        let solver = QueensSolver::new(Algo::Iterative, 8);
        print_solutions(&mut out, 8, solver, Format::Svg, None, true, lang).unwrap();
        let text = String::from_utf8(out).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let title = doc.descendants().find(|e| e.has_tag_name("title")).unwrap();
        assert_eq!(title.text(), Some(want_title));
        let all = crate::problems::queens::engine::all_solutions(8);
        let mut classes = std::collections::HashSet::new();
        let want: Vec<String> = all
            .iter()
            .enumerate()
            .filter(|(_, s)| {
                classes.insert(crate::problems::queens::engine::symmetry::canonical(s).0)
            })
            .map(|(i, s)| {
                let cols: Vec<String> = s.iter().map(|c| (c + 1).to_string()).collect();
                format!("#{}  {}", i + 1, cols.join(" "))
            })
            .collect();
        let captions: Vec<&str> = doc
            .descendants()
            .filter(|e| e.attribute("class") == Some("caption"))
            .filter_map(|e| e.text())
            .collect();
        assert_eq!(captions, want);
        assert_eq!(captions.len(), 12);
        // Two spaces after the number, kept as written.
        assert!(text.contains(r#"xml:space="preserve""#));
    }

    #[test]
    fn no_solution_is_an_empty_sheet() {
        let mut out = Vec::new();
        write_svg(&mut out, 3, &[], "3 queens: 0 solutions").unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(roxmltree::Document::parse(&text).is_ok());
        assert!(text.contains("3 queens: 0 solutions"));
    }
}
