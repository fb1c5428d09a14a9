//! `--tree text|dot|json`: the explored state-space tree of any problem's search, with its cut
//! children, streamed as the search runs from its tree steps (`engine::tree`). Only the open
//! path is held (a node is written when its status is known, closed when the search leaves
//! it), so memory grows with the depth of the tree, not with its size, and `| head` ends it
//! quietly. The problem names each node ([`TreeWords`]).
//!
//! - `text`: an indented outline, one node per line, numbered in visiting order;
//! - `dot`: a Graphviz digraph, its nodes numbered as the outline numbers them, each cut with
//!   its reason and function (nodes cut by the constraint dashed red, by the bound dotted
//!   blue, solutions filled gold), for `dot -Tsvg`;
//! - `json`: one nested object; each node the problem's fields with its `status` (`root`,
//!   `open`, `pruned` or `solution`) and its `children`.

use std::io::{self, Write};

use crate::engine::tree::{Cut, Search, Shape, TreeStep};
use crate::i18n::Lang;

/// How `--tree` writes the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeFormat {
    /// An indented outline.
    Text,
    /// Graphviz DOT.
    Dot,
    /// One nested JSON object.
    Json,
    /// A figure: the tree laid out as the textbook draws it (see [`crate::output::svg::tree`]).
    Svg,
}

/// Where `--tree` stops, whichever comes first; the tree written is whole all the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Limits {
    /// After this many nodes (the root aside): `--limit`.
    pub nodes: Option<u64>,
    /// After this many solutions: `--until`.
    pub solutions: Option<u64>,
    /// After this many steps of the solver (the picture of a search where it stands).
    pub steps: Option<u64>,
    /// `--blank` (SVG only): a worksheet, the tree's shape with its boxes left empty.
    pub blank: bool,
}

impl TreeFormat {
    /// Every format, as `--tree` names them.
    pub const ALL: [TreeFormat; 4] = [
        TreeFormat::Text,
        TreeFormat::Dot,
        TreeFormat::Json,
        TreeFormat::Svg,
    ];

    /// The name `--tree` takes.
    pub fn name(self) -> &'static str {
        match self {
            TreeFormat::Text => "text",
            TreeFormat::Dot => "dot",
            TreeFormat::Json => "json",
            TreeFormat::Svg => "svg",
        }
    }

    /// Every format's name, as `--help` lists them.
    pub fn names() -> Vec<&'static str> {
        TreeFormat::ALL.iter().map(|f| f.name()).collect()
    }

    /// Parses a `--tree` value.
    pub fn parse(s: &str) -> Option<TreeFormat> {
        TreeFormat::ALL.into_iter().find(|f| f.name() == s)
    }
}

/// How a problem names the nodes of its tree in `--tree`, from the event that entered or cut
/// each.
pub trait TreeWords: Shape {
    /// The node in `--tree text`: `b2`, `skip a1`; a cut node with why it was cut.
    fn text(&self, event: &Self::Event, lang: Lang) -> String;

    /// The node's label in `--tree dot` (and, up to its numbers, in the SVG figure), in
    /// `lang`.
    fn dot(&self, event: &Self::Event, lang: Lang) -> String;

    /// The node's JSON fields before its `status`, and after it (each after a comma).
    fn json(&self, event: &Self::Event) -> (String, String);

    /// The root's JSON fields before its `status`.
    fn json_root(&self) -> String;
}

/// A node whose status may still change (to a solution) before it is written.
#[derive(Debug, Clone, Copy)]
struct Pending<E> {
    number: u64,
    depth: usize,
    event: E,
    solution: Option<u64>,
}

/// An open node: its number, and whether a child has been written (JSON commas).
#[derive(Debug, Clone, Copy)]
struct Open {
    number: u64,
    has_children: bool,
}

/// The streaming writer.
struct TreeWriter<'a, W: Write, Sh: TreeWords> {
    w: &'a mut W,
    format: TreeFormat,
    shape: Sh,
    lang: Lang,
    /// Open nodes, root first: `open[d]` is at depth d.
    open: Vec<Open>,
    pending: Option<Pending<Sh::Event>>,
    /// Nodes numbered so far (the root is 0).
    numbered: u64,
    /// Solutions found so far.
    solutions: u64,
}

/// `s` inside a DOT string: quotes and backslashes escaped.
fn dot_escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}

impl<W: Write, Sh: TreeWords> TreeWriter<'_, W, Sh>
where
    Sh::Event: Copy,
{
    fn start(&mut self) -> io::Result<()> {
        let root = self.lang.text().tree_root;
        match self.format {
            // Written whole by `write_svg`, never streamed.
            TreeFormat::Svg => {}
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
                    "{{{},\"status\":\"root\",\"children\":[",
                    self.shape.json_root()
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
        match self.format {
            // Written whole by `write_svg`, never streamed.
            TreeFormat::Svg => {}
            TreeFormat::Text => {
                let what = self.shape.text(&p.event, self.lang);
                let solution = p
                    .solution
                    .map(|k| format!("  {}", self.lang.words().tree_solution(k)))
                    .unwrap_or_default();
                writeln!(self.w, "{}{} {what}{solution}", indent(p.depth), p.number)?;
            }
            TreeFormat::Dot => {
                let label = format!(
                    "{} {}",
                    p.number,
                    dot_escape(&self.shape.dot(&p.event, self.lang))
                );
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
                let (head, tail) = self.shape.json(&p.event);
                write!(
                    self.w,
                    "{{{head},\"status\":\"{status}\"{tail},\"children\":["
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

    fn cut(&mut self, depth: usize, event: &Sh::Event, cut: Cut) -> io::Result<()> {
        self.numbered += 1;
        let number = self.numbered;
        self.sibling()?;
        match self.format {
            // Written whole by `write_svg`, never streamed.
            TreeFormat::Svg => {}
            TreeFormat::Text => {
                let what = self.shape.text(event, self.lang);
                writeln!(self.w, "{}{number} x {what}", indent(depth))?;
            }
            TreeFormat::Dot => {
                // Its number, what it is and why it was cut (the problem's words), and the
                // function that cut it.
                let why = self.shape.text(event, self.lang);
                let what = if why.is_empty() {
                    self.shape.dot(event, self.lang)
                } else {
                    why
                };
                let function = crate::i18n::search::text(self.lang).function(cut);
                let label = format!("{number} {}\\n({function})", dot_escape(&what));
                let (style, color) = match cut {
                    Cut::Constraint => ("dashed", "red"),
                    Cut::Bound => ("dotted", "blue"),
                };
                writeln!(
                    self.w,
                    "  n{number} [label=\"{label}\", style=\"rounded,{style}\", color={color}, fontcolor={color}];"
                )?;
                writeln!(
                    self.w,
                    "  n{} -> n{number} [style={style}, color={color}];",
                    self.parent()
                )?;
            }
            TreeFormat::Json => {
                let (head, tail) = self.shape.json(event);
                write!(
                    self.w,
                    "{{{head},\"status\":\"pruned\"{tail},\"children\":[]}}"
                )?;
            }
        }
        Ok(())
    }

    fn apply(&mut self, step: TreeStep, event: Sh::Event) -> io::Result<()> {
        match step {
            TreeStep::Enter { depth, .. } => {
                self.flush()?;
                self.close_to(depth)?;
                self.numbered += 1;
                self.pending = Some(Pending {
                    number: self.numbered,
                    depth,
                    event,
                    solution: None,
                });
            }
            TreeStep::Prune { depth, cut, .. } => {
                self.flush()?;
                self.close_to(depth)?;
                self.cut(depth, &event, cut)?;
            }
            TreeStep::Solution => {
                self.solutions += 1;
                if let Some(p) = &mut self.pending {
                    p.solution = Some(self.solutions);
                }
            }
            TreeStep::Leave { .. } | TreeStep::Done => {}
        }
        Ok(())
    }

    fn finish(&mut self) -> io::Result<()> {
        self.flush()?;
        self.close_to(0)?;
        match self.format {
            // An SVG is written whole by `write_svg`, never streamed.
            TreeFormat::Svg | TreeFormat::Text => {}
            TreeFormat::Dot => writeln!(self.w, "}}")?,
            TreeFormat::Json => writeln!(self.w)?,
        }
        Ok(())
    }
}

/// The events of a search after the events of `start` (stepped 0), each with the solver's
/// step count after it, until `limits.steps`.
fn events<S: Search>(
    start: impl IntoIterator<Item = S::Event>,
    mut solver: S,
    steps: Option<u64>,
) -> impl Iterator<Item = (u64, S::Event)> {
    start
        .into_iter()
        .map(|e| (0, e))
        .chain(std::iter::from_fn(move || {
            if steps.is_some_and(|k| solver.steps() >= k) {
                return None;
            }
            let event = solver.step()?;
            Some((solver.steps(), event))
        }))
}

/// Writes the tree `solver` explores, after the nodes of `start` (the events of the path to
/// a start placed by hand, numbered too), as far as `limits` let it, still closing the tree so
/// the output is whole.
pub fn write_tree<S: Search>(
    w: &mut impl Write,
    start: impl IntoIterator<Item = S::Event>,
    solver: S,
    format: TreeFormat,
    limits: Limits,
    lang: Lang,
) -> io::Result<()>
where
    S::Shape: TreeWords,
{
    let shape = solver.shape();
    if format == TreeFormat::Svg {
        return write_svg(w, events(start, solver, limits.steps), shape, limits, lang);
    }
    let mut writer = TreeWriter {
        w,
        format,
        shape,
        lang,
        open: Vec::new(),
        pending: None,
        numbered: 0,
        solutions: 0,
    };
    writer.start()?;
    for (_, event) in events(start, solver, limits.steps) {
        let Some(step) = shape.step(&event) else {
            continue;
        };
        if matches!(step, TreeStep::Enter { .. } | TreeStep::Prune { .. })
            && limits.nodes.is_some_and(|k| writer.numbered >= k)
        {
            break;
        }
        writer.apply(step, event)?;
        if step == TreeStep::Solution && limits.solutions.is_some_and(|k| writer.solutions >= k) {
            break;
        }
    }
    writer.finish()
}

/// A node's name in the figure: the problem's label for `--tree dot` up to its first `:` or
/// `?`, in either language's punctuation (what follows is the numbers and the reason, which
/// the tooltip says).
fn short_label(dot: &str) -> String {
    let end = dot.find([':', '?', '：', '？', '\n']).unwrap_or(dot.len());
    dot[..end].trim().to_string()
}

/// `--tree svg`: the whole tree as far as `limits` let it, drawn as a figure.
fn write_svg<Sh: TreeWords>(
    w: &mut impl Write,
    events: impl Iterator<Item = (u64, Sh::Event)>,
    shape: Sh,
    limits: Limits,
    lang: Lang,
) -> io::Result<()> {
    let mut steps = Vec::new();
    let mut labels = vec![lang.text().tree_root.to_string()];
    let mut tips = vec![String::new()];
    let mut solutions = 0;
    for (step, event) in events {
        let Some(tree_step) = shape.step(&event) else {
            continue;
        };
        match tree_step {
            TreeStep::Enter { .. } | TreeStep::Prune { .. } => {
                if limits.nodes.is_some_and(|k| labels.len() as u64 > k) {
                    break;
                }
                labels.push(short_label(&shape.dot(&event, lang)));
                let mut tip = shape.text(&event, lang);
                if let TreeStep::Prune { cut, .. } = tree_step {
                    let function = crate::i18n::search::text(lang).function(cut);
                    tip = format!("{tip} ({function})");
                }
                tips.push(tip);
            }
            TreeStep::Solution => solutions += 1,
            TreeStep::Leave { .. } | TreeStep::Done => {}
        }
        steps.push((step, tree_step));
        if tree_step == TreeStep::Solution && limits.solutions.is_some_and(|k| solutions >= k) {
            break;
        }
    }
    let tree = crate::engine::tree::drawn::Drawn::from_steps(steps);
    let number = |i: usize| {
        tree.nodes[i]
            .visit
            .map_or(0, |v| usize::try_from(v.number).unwrap_or(usize::MAX))
    };
    let label = |i: usize| labels.get(number(i)).cloned().unwrap_or_default();
    let tip = |i: usize| tips.get(number(i)).cloned().unwrap_or_default();
    let pruned = tree
        .nodes
        .iter()
        .filter(|n| matches!(n.kind, crate::engine::tree::drawn::Kind::Cut(_)))
        .count();
    let visited = tree.nodes.len() - pruned;
    let words = crate::i18n::tree::text(lang);
    let doc = if limits.blank {
        crate::output::svg::tree::worksheet_svg(&tree, &label, words.worksheet)
    } else {
        let title = (words.figure)(visited as u64, pruned as u64, solutions);
        crate::output::svg::tree::tree_svg(&tree, &label, &tip, &title, lang)
    };
    w.write_all(doc.as_bytes())?;
    w.flush()
}
