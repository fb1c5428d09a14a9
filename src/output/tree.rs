//! `--tree text|dot|json`: the explored state-space tree of an N-Queens search, with its pruned
//! children, streamed as the search runs. Only the open path is held (a node is written when
//! its status is known, closed when the search leaves it), so memory grows with the depth of
//! the tree, not with its size, and `| head` ends it quietly.
//!
//! - `text`: an indented outline, one node per line, numbered in visiting order;
//! - `dot`: a Graphviz digraph (pruned nodes dashed red, solutions filled gold), for `dot -Tsvg`;
//! - `json`: one nested object; each node `{"row", "col", "status", "children"}` with
//!   `status` `root`, `open`, `pruned` (with `line` and `by`) or `solution`, 0-based like
//!   `--trace`; the root has row and col -1; the cells search adds `"choice": "skip"|"place"`.

use std::io::{self, Write};

use crate::engine::Solver;
use crate::i18n::{Lang, square};
use crate::problems::queens::engine::tree::{TreeOp, TreeShape};
use crate::problems::queens::engine::{Algo, Line, QueensEvent, QueensSolver};

/// How `--tree` writes the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeFormat {
    /// An indented outline.
    Text,
    /// Graphviz DOT.
    Dot,
    /// One nested JSON object.
    Json,
}

impl TreeFormat {
    /// Every format, as `--tree` names them.
    pub const ALL: [TreeFormat; 3] = [TreeFormat::Text, TreeFormat::Dot, TreeFormat::Json];

    /// The name `--tree` takes.
    pub fn name(self) -> &'static str {
        match self {
            TreeFormat::Text => "text",
            TreeFormat::Dot => "dot",
            TreeFormat::Json => "json",
        }
    }

    /// Parses a `--tree` value.
    pub fn parse(s: &str) -> Option<TreeFormat> {
        TreeFormat::ALL.into_iter().find(|f| f.name() == s)
    }
}

/// A node whose status may still change (to a solution) before it is written.
#[derive(Debug, Clone, Copy)]
struct Pending {
    number: u64,
    depth: usize,
    row: u8,
    col: u8,
    place: bool,
    solution: Option<u64>,
}

/// An open node: its number, and whether a child has been written (JSON commas).
#[derive(Debug, Clone, Copy)]
struct Open {
    number: u64,
    has_children: bool,
}

/// The streaming writer.
struct TreeWriter<'a, W: Write> {
    w: &'a mut W,
    format: TreeFormat,
    shape: TreeShape,
    lang: Lang,
    /// Open nodes, root first: `open[d]` is at depth d.
    open: Vec<Open>,
    pending: Option<Pending>,
    /// Nodes numbered so far (the root is 0).
    numbered: u64,
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}

fn choice(place: bool) -> &'static str {
    if place { "place" } else { "skip" }
}

fn line_name(line: Line) -> &'static str {
    match line {
        Line::Row => "row",
        Line::Column => "column",
        Line::Diagonal => "diagonal",
        Line::AntiDiagonal => "anti-diagonal",
    }
}

impl<W: Write> TreeWriter<'_, W> {
    fn start(&mut self) -> io::Result<()> {
        let root = self.lang.text().tree_root;
        match self.format {
            TreeFormat::Text => writeln!(self.w, "0 {root}")?,
            TreeFormat::Dot => {
                writeln!(self.w, "digraph tree {{")?;
                writeln!(
                    self.w,
                    "  node [shape=box, style=rounded, fontname=\"Helvetica\"];"
                )?;
                writeln!(self.w, "  n0 [label=\"{root}\"];")?;
            }
            TreeFormat::Json => {
                write!(
                    self.w,
                    "{{\"row\":-1,\"col\":-1,\"status\":\"root\",\"children\":["
                )?;
            }
        }
        self.open.push(Open {
            number: 0,
            has_children: false,
        });
        Ok(())
    }

    /// Before a child of the innermost open node: a comma if it is not the first.
    fn sibling(&mut self) -> io::Result<()> {
        if let Some(parent) = self.open.last_mut() {
            if parent.has_children && self.format == TreeFormat::Json {
                write!(self.w, ",")?;
            }
            parent.has_children = true;
        }
        Ok(())
    }

    fn parent(&self) -> u64 {
        self.open.last().map_or(0, |o| o.number)
    }

    /// Writes the pending node's head (it may still get children) and opens it.
    fn flush(&mut self) -> io::Result<()> {
        let Some(p) = self.pending.take() else {
            return Ok(());
        };
        self.sibling()?;
        let name = square(usize::from(p.row), usize::from(p.col));
        let cells = self.shape == TreeShape::Cells;
        match self.format {
            TreeFormat::Text => {
                let what = if cells {
                    format!(
                        "{} {name}",
                        crate::problems::queens::words::text(self.lang).tree_choices
                            [usize::from(p.place)]
                    )
                } else {
                    name
                };
                let solution = p
                    .solution
                    .map(|k| format!("  {}", self.lang.words().tree_solution(k)))
                    .unwrap_or_default();
                writeln!(self.w, "{}{} {what}{solution}", indent(p.depth), p.number)?;
            }
            TreeFormat::Dot => {
                let label = if cells {
                    format!("{} {name}", choice(p.place))
                } else {
                    name
                };
                let style = if p.solution.is_some() {
                    ", style=\"rounded,filled\", fillcolor=gold"
                } else {
                    ""
                };
                writeln!(self.w, "  n{} [label=\"{label}\"{style}];", p.number)?;
                writeln!(self.w, "  n{} -> n{};", self.parent(), p.number)?;
            }
            TreeFormat::Json => {
                let status = if p.solution.is_some() {
                    "solution"
                } else {
                    "open"
                };
                let choice = if cells {
                    format!(",\"choice\":\"{}\"", choice(p.place))
                } else {
                    String::new()
                };
                write!(
                    self.w,
                    "{{\"row\":{},\"col\":{},\"status\":\"{status}\"{choice},\"children\":[",
                    p.row, p.col
                )?;
            }
        }
        self.open.push(Open {
            number: p.number,
            has_children: false,
        });
        Ok(())
    }

    /// Closes open nodes down to (not including) `depth`.
    fn close_to(&mut self, depth: usize) -> io::Result<()> {
        while self.open.len() > depth {
            self.open.pop();
            if self.format == TreeFormat::Json {
                write!(self.w, "]}}")?;
            }
        }
        Ok(())
    }

    fn pruned(
        &mut self,
        depth: usize,
        row: u8,
        col: u8,
        line: Line,
        by: (u8, u8),
    ) -> io::Result<()> {
        self.numbered += 1;
        let number = self.numbered;
        self.sibling()?;
        let name = square(usize::from(row), usize::from(col));
        let by_name = square(usize::from(by.0), usize::from(by.1));
        match self.format {
            TreeFormat::Text => {
                let words = crate::problems::queens::words::words(self.lang);
                writeln!(
                    self.w,
                    "{}{number} x {name}  {}: {} {by_name}",
                    indent(depth),
                    self.lang.text().tree_pruned,
                    words.line(line)
                )?;
            }
            TreeFormat::Dot => {
                writeln!(
                    self.w,
                    "  n{number} [label=\"{name}\", style=\"rounded,dashed\", color=red, fontcolor=red];"
                )?;
                writeln!(
                    self.w,
                    "  n{} -> n{number} [style=dashed, color=red];",
                    self.parent()
                )?;
            }
            TreeFormat::Json => {
                let choice = if self.shape == TreeShape::Cells {
                    ",\"choice\":\"place\""
                } else {
                    ""
                };
                write!(
                    self.w,
                    "{{\"row\":{row},\"col\":{col},\"status\":\"pruned\"{choice},\"line\":\"{}\",\"by\":[{},{}],\"children\":[]}}",
                    line_name(line),
                    by.0,
                    by.1
                )?;
            }
        }
        Ok(())
    }

    fn apply(&mut self, op: TreeOp) -> io::Result<()> {
        match op {
            TreeOp::Node {
                depth,
                row,
                col,
                place,
            } => {
                self.flush()?;
                self.close_to(depth)?;
                self.numbered += 1;
                self.pending = Some(Pending {
                    number: self.numbered,
                    depth,
                    row,
                    col,
                    place,
                    solution: None,
                });
            }
            TreeOp::Pruned {
                depth,
                row,
                col,
                line,
                by,
            } => {
                self.flush()?;
                self.close_to(depth)?;
                self.pruned(depth, row, col, line, by)?;
            }
            TreeOp::Solution { index } => {
                if let Some(p) = &mut self.pending {
                    p.solution = Some(index);
                }
            }
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        self.flush()?;
        self.close_to(0)?;
        match self.format {
            TreeFormat::Text => {}
            TreeFormat::Dot => writeln!(self.w, "}}")?,
            TreeFormat::Json => writeln!(self.w)?,
        }
        Ok(())
    }
}

/// Writes the tree of `algo` on an `n`×`n` board; with `limit`, stops after that many nodes
/// (the root aside), still closing the tree so the output is whole.
pub fn write_tree(
    w: &mut impl Write,
    algo: Algo,
    n: usize,
    format: TreeFormat,
    limit: Option<u64>,
    lang: Lang,
) -> io::Result<()> {
    write_tree_from(w, algo, n, &[], format, limit, lang)
}

/// The events of the path to a start placed by hand (rows 1..k): the start's queens, and for
/// the cells search the cells before its last queen skipped.
fn start_path(shape: TreeShape, n: usize, start: &[u8]) -> Vec<QueensEvent> {
    let place = |row: usize, col: u8| QueensEvent::Place {
        row: row as u8,
        col,
    };
    match shape {
        TreeShape::Rows => start
            .iter()
            .enumerate()
            .map(|(r, &c)| place(r, c))
            .collect(),
        TreeShape::Cells => {
            let Some(&last) = start.last() else {
                return Vec::new();
            };
            let end = (start.len() - 1) * n + usize::from(last);
            (0..=end)
                .map(|cell| {
                    let (row, col) = (cell / n, (cell % n) as u8);
                    if start[row] == col {
                        place(row, col)
                    } else {
                        QueensEvent::Skip {
                            row: row as u8,
                            col,
                        }
                    }
                })
                .collect()
        }
    }
}

/// [`write_tree`] for the search going on from a start placed by hand: the path to the
/// start's last queen first (those nodes numbered too), then the search from there.
pub fn write_tree_from(
    w: &mut impl Write,
    algo: Algo,
    n: usize,
    start: &[u8],
    format: TreeFormat,
    limit: Option<u64>,
    lang: Lang,
) -> io::Result<()> {
    let shape = algo.tree_shape();
    let mut writer = TreeWriter {
        w,
        format,
        shape,
        lang,
        open: Vec::new(),
        pending: None,
        numbered: 0,
    };
    writer.start()?;
    let mut solver = QueensSolver::from_start(algo, n, start);
    let path = start_path(shape, n, start);
    let events = path.into_iter().chain(std::iter::from_fn(|| solver.step()));
    for event in events {
        let Some(op) = shape.op(n, &event) else {
            continue;
        };
        if matches!(op, TreeOp::Node { .. } | TreeOp::Pruned { .. })
            && limit.is_some_and(|k| writer.numbered >= k)
        {
            break;
        }
        writer.apply(op)?;
    }
    writer.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(algo: Algo, n: usize, format: TreeFormat, limit: Option<u64>) -> String {
        let mut out = Vec::new();
        write_tree(&mut out, algo, n, format, limit, Lang::En).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn four_queens_as_text() {
        let text = tree(Algo::Iterative, 4, TreeFormat::Text, Some(12));
        insta::assert_snapshot!(text);
    }

    #[test]
    fn eight_queens_has_2056_placed_and_13664_pruned_nodes() {
        let text = tree(Algo::Iterative, 8, TreeFormat::Text, None);
        let lines: Vec<&str> = text.lines().collect();
        let pruned = lines.iter().filter(|l| l.contains(" x ")).count();
        assert_eq!((lines.len() - 1 - pruned, pruned), (2056, 13_664));
        let solutions = lines.iter().filter(|l| l.contains("solution")).count();
        assert_eq!(solutions, 92);
    }

    fn count(v: &serde_json::Value) -> u64 {
        v["children"]
            .as_array()
            .map_or(0, |c| c.len() as u64 + c.iter().map(count).sum::<u64>())
    }

    #[test]
    fn json_is_one_object_and_a_limit_keeps_it_whole() {
        for limit in [None, Some(1), Some(7)] {
            let json = tree(Algo::Cells, 3, TreeFormat::Json, limit);
            let value: serde_json::Value = serde_json::from_str(&json).unwrap();
            assert_eq!(value["status"], "root");
            if let Some(k) = limit {
                assert_eq!(count(&value), k);
            }
        }
    }

    #[test]
    fn dot_is_a_digraph_with_an_edge_per_node() {
        let dot = tree(Algo::Iterative, 5, TreeFormat::Dot, None);
        assert!(dot.starts_with("digraph tree {") && dot.trim_end().ends_with('}'));
        let nodes = dot.lines().filter(|l| l.contains("[label=")).count();
        let edges = dot.lines().filter(|l| l.contains("->")).count();
        assert_eq!(nodes, edges + 1, "every node but the root has one parent");
    }
}
