//! The state-space tree panel (解空间树, `t`) of every problem, built on the shared tree
//! vocabulary, and what every tree panel shares: the marks of a child's status, and the per-row
//! profile of nodes visited and pruned, drawn as bars (on a log scale once the counts span more
//! than two decades), so a class sees where pruning (剪枝) pays.
//!
//! ```text
//! ╭ state-space tree ──────────── nodes 23 · pruned 18 ╮
//! │  0 root ▪⋅⋅⋅⋅                                      │   small trees: the whole tree so
//! │  1  a1 ✗✗▫▪⋅       11   b2 ...                     │   far, one line per node entered,
//! │  4   c2 ✗✗✗✗✗                                      │   numbered in visiting order, with
//! │ ...                                                │   the marks of its children
//! │ per row: nodes visited | pruned                    │
//! │ 1 ██████ 5  ▏ 0                                    │   the profile, per row
//! ╰────────────────────────────────────────────────────╯
//! ```
//!
//! The panel draws the tree node by node ([`drawing`]: the textbook's picture, finished runs of
//! siblings folded, at the most detailed level that fits, panned to the current node). Only a
//! panel too small for that falls back to the text outline above or, for larger trees, to the
//! path to the last node, a level a line, each with all its siblings (cut, explored, on the
//! path, current, untried), the deepest kept in view. What the nodes and levels are called is
//! the problem's ([`TreeLabels`]).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::Slot;
use crate::engine::tree::drawn::{self, Drawn, Folding};
use crate::engine::tree::walk;
use crate::engine::tree::{
    Level, LevelCount, OutlineNode, Search, Shape, Traced, fit_profile, outline, outline_path,
};
use crate::i18n::tree::{LEGEND, Mark, text as tree_words};
use crate::i18n::{Lang, group_digits};
use crate::ui::theme::Theme;

pub mod drawing;

use drawing::{Detail, Drawing};

/// The mark of a child: untried `⋅`, cut by the constraint `✗`, cut by the bound `✄`,
/// explored `▫`, on the path `▪`, the current node `◉` (or its cut mark, lit, when it was
/// cut), a solution `✦`. Every one a single column wide in every locale; with `ascii`, ASCII.
pub fn slot_glyph(slot: Slot, ascii: bool) -> &'static str {
    match (slot, ascii) {
        (Slot::Untried, false) => "⋅",
        (Slot::Untried, true) => ".",
        (Slot::Pruned | Slot::CurrentPruned, false) => "✗",
        (Slot::Pruned, true) => "x",
        (Slot::Bounded | Slot::CurrentBounded, false) => "✄",
        (Slot::Bounded, true) => "b",
        (Slot::CurrentBounded, true) => "B",
        (Slot::Explored, false) => "▫",
        (Slot::Explored, true) => "o",
        (Slot::Path, false) => "▪",
        (Slot::Path, true) => "#",
        (Slot::Current, false) => "◉",
        (Slot::Current, true) => "@",
        (Slot::CurrentPruned, true) => "X",
        (Slot::Solution, false) => "✦",
        (Slot::Solution, true) => "*",
    }
}

/// The style of a child's mark.
pub fn slot_style(slot: Slot, theme: &Theme) -> Style {
    match slot {
        Slot::Untried => theme.dim,
        Slot::Pruned | Slot::Bounded | Slot::Explored => theme.text,
        Slot::Path => theme.value,
        Slot::Current => theme.placed,
        Slot::CurrentPruned => theme.conflict,
        Slot::CurrentBounded => theme.bound_cut,
        Slot::Solution => theme.solution,
    }
}

/// The children of a node as marks, one column each, with a gap when `wide`.
pub fn strip(slots: &[Slot], wide: bool, ascii: bool, theme: &Theme) -> Vec<Span<'static>> {
    let mut spans = Vec::with_capacity(slots.len() * 2);
    for (i, &slot) in slots.iter().enumerate() {
        if wide && i > 0 {
            spans.push(Span::raw(" "));
        }
        spans.push(Span::styled(
            slot_glyph(slot, ascii),
            slot_style(slot, theme),
        ));
    }
    spans
}

/// Draws a tree panel's frame: its title on the left, the nodes visited (the root and the
/// nodes entered, as the counters count them) and the nodes cut on the right when they fit;
/// returns the inside.
pub fn tree_frame(
    buf: &mut Buffer,
    area: Rect,
    title: &str,
    (nodes, pruned): (u64, u64),
    lang: crate::i18n::Lang,
    theme: &Theme,
) -> Rect {
    let t = lang.text();
    let counts = format!(
        " {} {} · {} {} ",
        t.tree_nodes,
        group_digits(nodes),
        t.tree_pruned,
        group_digits(pruned)
    );
    let title = format!(" {title} ");
    let mut block = crate::ui::common::panel(title.as_str(), theme);
    if title.width() + counts.width() + 4 <= usize::from(area.width) {
        block = block.title(Line::styled(counts, theme.dim).right_aligned());
    }
    let inner = block.inner(area);
    (&block).render(area, buf);
    inner
}

/// The fewest rows of the profile a panel gives it before folding them into ranges (a tree
/// eight levels deep keeps a row a level).
const PROFILE_ROWS: u16 = 8;

/// The per-row profile: a title line, then per row its label, a bar and count of the nodes
/// visited (entered), and a bar and count of the nodes pruned there (apart from the visited:
/// the visited column sums to the title's count less the root).
pub struct Profile<'a> {
    /// The title line.
    pub title: &'a str,
    /// Per row: visited, pruned.
    pub rows: &'a [[u64; 2]],
    /// The label of each row (its number, or its depth).
    pub labels: Vec<String>,
    /// ASCII only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
    /// Language (the log scale's note, the table's headings).
    pub lang: Lang,
    /// Per row, the full tree beside the visited one (see
    /// [`level_table`](crate::engine::tree::level_table)): two more columns, the full tree's
    /// nodes and the share pruning spared, where the panel is wide enough.
    pub table: Option<Vec<LevelCount>>,
}

/// A count of a full tree's nodes: exact below a billion, else `1.7e10`.
fn full_count(x: f64) -> String {
    if x < 1e9 {
        group_digits(x as u64)
    } else {
        crate::i18n::notation::big_number(None, x.log10())
    }
}

/// A share as a percentage, never rounded up to 100 nor down to 0.
fn percent(share: f64) -> String {
    let p = share * 100.0;
    if p > 0.0 && p < 0.5 {
        "<1%".to_string()
    } else if p > 99.5 && p < 100.0 {
        format!("{:.1}%", p.min(99.9))
    } else {
        format!("{p:.0}%")
    }
}

/// Eighths of a block, for bars of fractional length.
const EIGHTHS: [&str; 8] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"];

/// A bar `length` cells long (in eighths of a cell), as text.
fn bar(eighths: usize, ascii: bool) -> String {
    if ascii {
        return "#".repeat(eighths.div_ceil(8));
    }
    let mut s = "█".repeat(eighths / 8);
    s.push_str(EIGHTHS[eighths % 8]);
    s
}

/// How long (in eighths of `width` cells) the bar of `value` is, for values up to `max`; on a
/// log scale when `log`.
pub fn bar_eighths(value: u64, max: u64, width: usize, log: bool) -> usize {
    if value == 0 || max == 0 || width == 0 {
        return 0;
    }
    let full = (width * 8) as f64;
    let share = if log {
        ((value as f64) + 1.0).ln() / ((max as f64) + 1.0).ln()
    } else {
        value as f64 / max as f64
    };
    ((share * full).round() as usize).clamp(1, width * 8)
}

/// Whether counts from `min` to `max` (non-zero) span more than two decades: then the bars
/// use a log scale.
pub fn wants_log(values: impl Iterator<Item = u64>) -> bool {
    let (min, max) = values
        .filter(|&v| v > 0)
        .fold((u64::MAX, 0), |(lo, hi), v| (lo.min(v), hi.max(v)));
    max > 0 && max / min.max(1) > 100
}

impl Profile<'_> {
    /// The per-level table's columns, if it has one: the full tree's counts and the shares
    /// spared, each with its width (at least its heading's).
    fn columns(&self) -> Option<(Vec<String>, Vec<String>, usize, usize)> {
        let words = &tree_words(self.lang).table;
        let t = self.table.as_ref()?;
        let fulls: Vec<String> = t.iter().map(|l| full_count(l.full)).collect();
        let shares: Vec<String> = t.iter().map(|l| percent(l.share())).collect();
        let width = |column: &[String], heading: &str| {
            column
                .iter()
                .map(String::len)
                .max()
                .unwrap_or(1)
                .max(heading.width())
        };
        let (full_w, share_w) = (width(&fulls, words[1]), width(&shares, words[4]));
        Some((fulls, shares, full_w, share_w))
    }
}

impl Widget for &Profile<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let th = self.theme;
        let log = wants_log(self.rows.iter().flat_map(|r| r.iter().copied()));
        let mut title = self.title.to_string();
        if log {
            title.push_str(self.lang.text().tree_log);
        }
        Line::styled(title.clone(), th.title).render(Rect::new(area.x, area.y, area.width, 1), buf);
        let label_w = self.labels.iter().map(|l| l.width()).max().unwrap_or(1);
        let count_w = self
            .rows
            .iter()
            .flatten()
            .map(|&n| group_digits(n).len())
            .max()
            .unwrap_or(1);
        // Label, two bars with their counts; then, with room, the full tree and the share
        // spared.
        let room = usize::from(area.width).saturating_sub(label_w + 2 * count_w + 5);
        let words = &tree_words(self.lang).table;
        let table = self.columns();
        // The columns only where their headings fit beside the title, the bars at least eight
        // cells each.
        let base = label_w + 2 * count_w + 4;
        let table = table.filter(|t| {
            let extra = 2 + t.2 + 1 + t.3;
            room >= extra + 16 && base + (room - extra) / 2 * 2 > title.width()
        });
        let extra = table.as_ref().map_or(0, |t| 2 + t.2 + 1 + t.3);
        let bar_w = (room - extra) / 2;
        if let Some((_, _, full_w, share_w)) = &table {
            // Over the columns: where the rows put them.
            let x = (base + 2 * bar_w) as u16;
            let pad = |s: &str, w: usize| format!("{}{s}", " ".repeat(w.saturating_sub(s.width())));
            let head = format!("  {} {}", pad(words[1], *full_w), pad(words[4], *share_w));
            Line::styled(head, th.title).render(
                Rect::new(area.x + x, area.y, area.width.saturating_sub(x), 1),
                buf,
            );
        }
        // Visited and cut are apart (a row's cut may outnumber its visited): one scale.
        let max = self.rows.iter().flatten().copied().max().unwrap_or(0);
        let shown = usize::from(area.height - 1).min(self.rows.len());
        for (i, (row, label)) in self.rows.iter().zip(&self.labels).take(shown).enumerate() {
            let visited = bar(bar_eighths(row[0], max, bar_w, log), self.ascii);
            let pruned = bar(bar_eighths(row[1], max, bar_w, log), self.ascii);
            let line = Line::from(vec![
                Span::styled(format!("{label:>label_w$} "), th.label),
                Span::styled(format!("{visited:<bar_w$}"), th.value),
                Span::styled(format!(" {:>count_w$} ", group_digits(row[0])), th.text),
                Span::styled(format!("{pruned:<bar_w$}"), th.dim),
                Span::styled(format!(" {:>count_w$}", group_digits(row[1])), th.text),
            ]);
            let mut line = line;
            if let Some((fulls, shares, full_w, share_w)) = &table {
                let (full, share) = (
                    fulls.get(i).map_or("", String::as_str),
                    shares.get(i).map_or("", String::as_str),
                );
                line.spans
                    .push(Span::styled(format!("  {full:>full_w$}"), th.dim));
                line.spans
                    .push(Span::styled(format!(" {share:>share_w$}"), th.value));
            }
            line.render(Rect::new(area.x, area.y + 1 + i as u16, area.width, 1), buf);
        }
    }
}

/// The size of a whole explored tree, for laying out its outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Whole {
    /// Nodes entered by the end of the search, the root included (the outline's lines).
    pub nodes: usize,
    /// Nodes visited by then, entered and cut (the largest number the outline shows).
    pub numbers: u64,
    /// The deepest level (the widest indentation).
    pub depth: usize,
    /// The widest node label.
    pub label: usize,
    /// The most children of a node (the widest strip).
    pub branching: usize,
}

/// How a problem labels its tree in the panel.
pub trait TreeLabels {
    /// The title of the per-row profile.
    fn profile_title(&self, lang: Lang) -> &'static str;

    /// The label of a row of the profile (0-based).
    fn profile_row(&self, row: usize) -> String;

    /// The size of the whole tree, when it is small enough to outline whole; `None` draws
    /// the path.
    fn whole(&self) -> Option<Whole>;

    /// A node of the outline: child `child` of the node reached from the root by `path` (the
    /// children taken; the node's depth is one more than its length).
    fn node(&self, path: &[usize], child: usize) -> String;

    /// The label of a level of the path (its first column, right-aligned in two).
    fn level(&self, depth: usize) -> String;

    /// A second column of a level of the path, left-aligned in three (the cell of a binary
    /// tree of cells), if the tree has one; `path` leads to the level's parent.
    fn cell(&self, _path: &[usize]) -> Option<String> {
        None
    }

    /// What the path takes at a level other than the last: child `child` of the node reached
    /// by `path`.
    fn chosen(&self, path: &[usize], child: usize) -> String;

    /// What happened at the last node, in a few words.
    fn last(&self) -> String;

    /// Whether the marks of a level may have a gap between them when the panel is wide.
    fn gaps(&self) -> bool {
        true
    }

    /// The panel's title: the state-space tree, or the problem's name for its tree.
    fn title(&self, lang: Lang) -> &'static str {
        lang.text().tree_title
    }
}

pub use crate::engine::tree::REPLAY_MAX;

/// The tree panel of one search.
pub struct TreePanel<'a, S: Search, L> {
    /// The search at step 0, for the outline.
    pub start: &'a Traced<S>,
    /// The search where it stands, with its cursor.
    pub now: &'a Traced<S>,
    /// The problem's labels.
    pub labels: L,
    /// ASCII only.
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
    /// The tree cursor's node, while it is on (see [`crate::app::tree`]).
    pub cursor: Option<&'a [usize]>,
    /// The level of detail asked for (`None`: the most that fits).
    pub detail: Option<Detail>,
    /// An event of the search in words: what visiting the cursor's node did.
    pub describe: &'a dyn Fn(&S::Event) -> String,
    /// Comparing: which search's tree this is, after the title (`· no pruning`).
    pub side: Option<String>,
}

/// The last event of `start`'s search replayed to step `step`.
fn event_at<S: Search>(start: &Traced<S>, step: u64) -> Option<S::Event> {
    let mut run = start.solver().clone();
    let mut last = None;
    while run.steps() < step {
        last = Some(run.step()?);
    }
    last
}

/// Every mark of the tree, in the legend's order ([`LEGEND`]): its style and glyph.
pub fn legend_all(ascii: bool, theme: &Theme) -> Vec<(Style, &'static str)> {
    LEGEND
        .iter()
        .map(|&mark| {
            let slot = match mark {
                Mark::Current => Slot::Current,
                Mark::Path => Slot::Path,
                Mark::Explored => Slot::Explored,
                Mark::Solution => Slot::Solution,
                Mark::Pruned => Slot::Pruned,
                Mark::Bounded => Slot::Bounded,
                Mark::Fold => return (theme.dim, drawing::fold_glyph(ascii)),
                Mark::Untried => Slot::Untried,
            };
            (slot_style(slot, theme), slot_glyph(slot, ascii))
        })
        .collect()
}

/// The marks a drawing uses, in the legend's order, with their style and glyph (the search's
/// node always).
fn legend_marks(tree: &Drawn, ascii: bool, theme: &Theme) -> Vec<(Mark, Style, &'static str)> {
    let has = |f: &dyn Fn(&drawn::Node) -> bool| tree.nodes.iter().any(f);
    let cut = |c| move |n: &drawn::Node| n.kind == drawn::Kind::Cut(c);
    LEGEND
        .iter()
        .zip(legend_all(ascii, theme))
        .filter(|(mark, _)| match mark {
            Mark::Current => true,
            Mark::Path => has(&|n| n.slot() == Slot::Path),
            Mark::Explored => has(&|n| n.slot() == Slot::Explored),
            Mark::Solution => has(&|n| n.solution),
            Mark::Pruned => has(&cut(crate::engine::tree::Cut::Constraint)),
            Mark::Bounded => has(&cut(crate::engine::tree::Cut::Bound)),
            Mark::Fold => has(&|n| matches!(n.kind, drawn::Kind::Fold { .. })),
            Mark::Untried => false,
        })
        .map(|(&mark, (style, glyph))| (mark, style, glyph))
        .collect()
}

/// Parts of a sentence joined by `sep` into at most `rows` lines of `width` columns, a part
/// never split (one too wide for a line is cut at its end).
pub fn fill_lines(parts: &[String], sep: &str, width: usize, rows: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for part in parts {
        let fits = lines
            .last()
            .is_some_and(|line| line.width() + sep.width() + part.width() <= width);
        if fits && let Some(line) = lines.last_mut() {
            line.push_str(sep);
            line.push_str(part);
        } else if lines.len() < rows {
            lines.push(part.clone());
        } else {
            break;
        }
    }
    lines
}

impl<S: Search, L: TreeLabels> TreePanel<'_, S, L> {
    /// The profile's height: a title and a row per profile row, if the panel has room for it
    /// and a few lines of tree. With the cursor on, the tree comes first: the profile only
    /// where the tree keeps a dozen rows beside it.
    fn profile_height(&self, inner: Rect) -> u16 {
        let rows = self.now.cursor().rows();
        if Shape::rows(&self.now.cursor().shape()) == 0 {
            // Rows not known from the start (a depth without a bound): the tree takes the panel.
            return 0;
        }
        // Deep trees (81 levels for a grid of 81 cells) fold their rows into ranges: the tree keeps most
        // of the panel.
        let cap = (inner.height * 2 / 5).max(PROFILE_ROWS);
        let want = (rows as u16).min(cap) + 1;
        if self.cursor.is_some() {
            return if inner.height >= want + 14 { want } else { 0 };
        }
        if inner.height >= want + 4 {
            want
        } else {
            inner.height.saturating_sub(4).min(want)
        }
    }

    fn outline_line(&self, nodes: &[OutlineNode], at: usize, number_w: usize) -> Line<'static> {
        let th = self.theme;
        let node = &nodes[at];
        let label = match node.child {
            None => self.lang.text().tree_root.to_string(),
            Some(child) => self.labels.node(&outline_path(nodes, node.parent), child),
        };
        let style = if node.current {
            th.current
        } else if node.on_path {
            th.value
        } else {
            th.text
        };
        let mut spans = vec![
            Span::styled(format!("{:>number_w$} ", node.number), th.dim),
            Span::raw(" ".repeat(node.depth)),
            Span::styled(label, style),
            Span::raw(" "),
        ];
        if node.slots.is_empty() && node.solution {
            // A leaf that is a solution, with no children to show.
            spans.extend(strip(&[Slot::Solution], false, self.ascii, th));
        } else {
            spans.extend(strip(&node.slots, false, self.ascii, th));
        }
        Line::from(spans)
    }

    /// The whole tree, in as many columns as it takes; false if it does not fit.
    fn render_outline(&self, area: Rect, buf: &mut Buffer) -> bool {
        let Some(whole) = self.labels.whole() else {
            return false;
        };
        if area.height == 0 {
            return false;
        }
        let number_w = (whole.numbers.max(1).ilog10() + 1) as usize;
        // Columns as wide as the widest line the whole search will draw.
        let col_w = number_w + 1 + whole.depth + whole.label + 1 + whole.branching + 2;
        let columns = usize::from(area.width) / col_w;
        let rows = usize::from(area.height);
        if columns == 0 || whole.nodes > columns * rows {
            return false;
        }
        let nodes = outline(self.start, self.now.steps());
        // Fill columns top to bottom, as many rows each as the whole tree needs.
        let per_column = whole.nodes.div_ceil(columns).min(rows);
        for i in 0..nodes.len() {
            let (c, r) = (i / per_column, i % per_column);
            let x = area.x + (c * col_w) as u16;
            self.outline_line(&nodes, i, number_w)
                .render(Rect::new(x, area.y + r as u16, col_w as u16, 1), buf);
        }
        true
    }

    /// The tree drawn node by node (see [`drawing`]): the least folded and then the most
    /// detailed drawing that fits whole (or the level of detail asked for); when none does,
    /// the most folded panned to the current node (or the cursor's). Under it, when a row is
    /// left, the legend of the marks it uses. False when the area is too small for any.
    fn render_drawn(
        &self,
        outline: Option<&[OutlineNode]>,
        spot: Option<&walk::Spot>,
        area: Rect,
        buf: &mut Buffer,
    ) -> bool {
        if area.width < 12 || area.height < 3 {
            return false;
        }
        let width = usize::from(area.width);
        // Narrow enough, at one column a node and a gap.
        let narrow = |tree: &Drawn| tree.leaves() * 2 <= width + 1;
        let cursor = spot.map(|s| s.path.as_slice());
        let trees = self.foldings(outline, spot, width);
        // Each tree's names, made once for all its levels of detail.
        let names: Vec<Vec<String>> = trees
            .iter()
            .map(|t| t.names(self.lang.text().tree_root, |p, c| self.labels.node(p, c)))
            .collect();
        let drawing = |k: usize, detail| self.drawing(&trees[k], &names[k], detail, cursor);
        let (whole, panned) = match self.detail {
            Some(d) => (vec![vec![d]], vec![d]),
            None => (
                vec![
                    vec![Detail::Full, Detail::Inline, Detail::Labels],
                    vec![Detail::Glyphs],
                ],
                vec![Detail::Inline, Detail::Labels, Detail::Glyphs],
            ),
        };
        // Words before marks: the least folded drawing with its choices named, then the least
        // folded in marks alone.
        let mut chosen = None;
        'found: for details in whole {
            for (k, _) in trees.iter().enumerate().filter(|(_, t)| narrow(t)) {
                for &d in &details {
                    let candidate = drawing(k, d);
                    if candidate.fits(area) {
                        chosen = Some(candidate);
                        break 'found;
                    }
                }
            }
        }
        // Nothing fits whole: the most folded, panned, its choices named if its width allows
        // (numbers under them would take a third more rows the panel does not have).
        if chosen.is_none() && !trees.is_empty() {
            chosen = panned
                .iter()
                .map(|&d| drawing(trees.len() - 1, d))
                .find(|c| c.size().0 <= i32::from(area.width) || Some(&c.detail) == panned.last());
        }
        let Some(chosen) = chosen else {
            return false;
        };
        (&chosen).render(area, buf);
        // The legend in the rows the drawing leaves free under it: one, or two when its marks
        // do not fit one.
        let free = (i32::from(area.height) - chosen.size().1 - 1).clamp(0, 2) as u16;
        if free > 0 {
            let rows = self.legend_lines(chosen.tree, area.width, free);
            let top = area.bottom() - rows.len() as u16;
            for (i, line) in rows.into_iter().enumerate() {
                line.render(Rect::new(area.x, top + i as u16, area.width, 1), buf);
            }
        }
        true
    }

    /// The trees to choose between, least folded first: of the whole explored tree (its
    /// outline) its foldings to fit `width`, keeping `spot` unfolded; of a larger one, the
    /// path's levels with their siblings, and without.
    fn foldings(
        &self,
        outline: Option<&[OutlineNode]>,
        spot: Option<&walk::Spot>,
        width: usize,
    ) -> Vec<Drawn> {
        if let Some(outline) = outline {
            let mut folding = Folding::new(outline);
            if let Some(spot) = spot {
                folding = folding.keep(spot);
            }
            return folding.choices(width.div_ceil(2));
        }
        let levels = self.now.cursor().levels();
        vec![
            Drawn::from_levels(&levels, false),
            Drawn::from_levels(&levels, true),
        ]
    }

    /// Tree `tree` laid out at `detail`, its nodes named `names`, a cursor on the node
    /// `cursor` names if drawn.
    fn drawing<'t>(
        &'t self,
        tree: &'t Drawn,
        names: &[String],
        detail: Detail,
        cursor: Option<&[usize]>,
    ) -> Drawing<'t> {
        let focus = cursor.and_then(|p| tree.find(p));
        Drawing::new(
            tree,
            |i| names.get(i).cloned().unwrap_or_default(),
            detail,
            self.ascii,
            self.theme,
        )
        .with_focus(focus)
    }

    /// The marks a drawing uses and what they mean, in at most `rows` lines of `width`
    /// columns (a mark and its word never split; the last line takes what is left).
    fn legend_lines(&self, tree: &Drawn, width: u16, rows: u16) -> Vec<Line<'static>> {
        let words = tree_words(self.lang);
        let mut lines: Vec<Line<'static>> = vec![Line::default()];
        for (mark, style, glyph) in legend_marks(tree, self.ascii, self.theme) {
            let word = format!(" {}  ", words.short(mark));
            let need = glyph.width() + word.trim_end().width();
            let used = lines.last().map_or(0, Line::width);
            if used > 0 && used + need > usize::from(width) && lines.len() < usize::from(rows) {
                lines.push(Line::default());
            }
            if let Some(line) = lines.last_mut() {
                line.spans.push(Span::styled(glyph, style));
                line.spans.push(Span::styled(word, self.theme.dim));
            }
        }
        lines
    }

    /// The node under the cursor in words, in at most `area.height` lines.
    fn render_cursor_words(&self, spot: Option<&walk::Spot>, area: Rect, buf: &mut Buffer) {
        let words = tree_words(self.lang);
        let parts = if let Some(spot) = spot {
            let label = match spot.path.split_last() {
                None => self.lang.text().tree_root.to_string(),
                Some((&child, above)) => self.labels.node(above, child),
            };
            let mut parts = vec![
                format!("{} {label}", if self.ascii { ">" } else { "▶" }),
                (words.node)(spot.visit.number),
                (words.depth)(spot.depth()),
            ];
            let step = spot.visit.step;
            match spot.place {
                walk::Place::Entered(_) => {
                    parts.push((words.entered_at)(step));
                    if spot.solution {
                        parts.push(words.solution.to_string());
                    }
                    parts.push((words.held)(spot.held.0, spot.held.1));
                }
                walk::Place::Cut { cut, .. } => {
                    let function = crate::i18n::search::text(self.lang).function(cut);
                    parts.push((words.cut_at)(step, function));
                }
            }
            if step > 0
                && let Some(event) = event_at(self.start, step)
            {
                parts.push((self.describe)(&event));
            }
            parts.push((words.go)(step));
            parts
        } else if self.now.steps() > REPLAY_MAX {
            vec![(words.too_long)(REPLAY_MAX)]
        } else {
            return;
        };
        let sep = if self.ascii { " | " } else { " · " };
        let lines = fill_lines(
            &parts,
            sep,
            usize::from(area.width),
            usize::from(area.height),
        );
        for (i, line) in lines.into_iter().enumerate() {
            let style = if i == 0 {
                self.theme.value
            } else {
                self.theme.text
            };
            Line::styled(line, style)
                .render(Rect::new(area.x, area.y + i as u16, area.width, 1), buf);
        }
    }

    /// A level of the path; `path` leads to its parent.
    fn level_line(&self, level: &Level, path: &[usize], last: bool, wide: bool) -> Line<'static> {
        let th = self.theme;
        let mut spans = vec![Span::styled(
            format!("{:>2} ", self.labels.level(level.depth)),
            if last { th.current } else { th.label },
        )];
        if let Some(cell) = self.labels.cell(path) {
            spans.push(Span::styled(format!("{cell:<3} "), th.text));
        }
        spans.extend(strip(&level.slots, wide, self.ascii, th));
        let detail = if last {
            self.labels.last()
        } else {
            self.labels.chosen(path, level.chosen)
        };
        spans.push(Span::styled(
            format!("  {detail}"),
            if last { th.value } else { th.dim },
        ));
        Line::from(spans)
    }

    /// The path to the last node, a level a line, the deepest kept in view.
    fn render_levels(&self, area: Rect, buf: &mut Buffer) {
        let levels = self.now.cursor().levels();
        let th = self.theme;
        let rows = usize::from(area.height);
        if rows == 0 {
            return;
        }
        if levels.is_empty() {
            Line::styled(format!(" {}", self.lang.text().tree_root), th.dim).render(area, buf);
            return;
        }
        let branching = levels.iter().map(|l| l.slots.len()).max().unwrap_or(0);
        // A gap between marks when the strip and a short detail fit that way.
        let wide = self.labels.gaps() && usize::from(area.width) >= 3 + 2 * branching + 24;
        let hidden = levels.len().saturating_sub(rows);
        let mut y = area.y;
        let start = if hidden > 0 {
            let more = self.lang.words().more(hidden + 1);
            Line::styled(format!(" ⋮{more}"), th.dim)
                .render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
            hidden + 1
        } else {
            0
        };
        let path: Vec<usize> = levels.iter().map(|l| l.chosen).collect();
        for (i, level) in levels.iter().enumerate().skip(start) {
            let line = self.level_line(level, &path[..i], i + 1 == levels.len(), wide);
            line.render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
        }
    }
}

impl<S: Search, L: TreeLabels> Widget for &TreePanel<'_, S, L> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let cursor = self.now.cursor();
        let (constraint, bound) = cursor.cut();
        // One definition with the counters: the nodes visited are the root and the nodes
        // entered; the cut ones are counted apart.
        let nodes = cursor.visited() - constraint - bound + 1;
        let title = match &self.side {
            Some(side) => format!("{} · {side}", self.labels.title(self.lang)),
            None => self.labels.title(self.lang).to_string(),
        };
        let inner = tree_frame(
            buf,
            area,
            &title,
            (nodes, constraint + bound),
            self.lang,
            th,
        );
        let profile_h = self.profile_height(inner);
        let mut tree = Rect::new(inner.x, inner.y, inner.width, inner.height - profile_h);
        let profile = Rect::new(inner.x, tree.bottom(), inner.width, profile_h);
        // The tree explored so far, replayed once for the drawing and the cursor's words.
        let steps = self.now.steps();
        let explored = (steps <= REPLAY_MAX && tree.width >= 12 && tree.height >= 3)
            .then(|| outline(self.start, steps));
        // The cursor's node, found once for the drawing and the words.
        let spot = match (&explored, self.cursor) {
            (Some(o), Some(path)) => Some(walk::find(o, path)),
            _ => None,
        };
        if self.cursor.is_some() {
            let words_h = if tree.height >= 12 { 2 } else { 1 }.min(tree.height.saturating_sub(3));
            tree.height -= words_h;
            let words = Rect::new(tree.x, tree.bottom(), tree.width, words_h);
            self.render_cursor_words(spot.as_ref(), words, buf);
        }
        if !self.render_drawn(explored.as_deref(), spot.as_ref(), tree, buf)
            && !self.render_outline(tree, buf)
        {
            self.render_levels(tree, buf);
        }
        if profile.height < 2 {
            return;
        }
        let rows = cursor.profile();
        let table = crate::engine::tree::level_table(cursor.shape(), &rows);
        let fitted = fit_profile(&rows, table.as_deref(), usize::from(profile.height - 1));
        let label = |(first, last): (usize, usize)| {
            if first == last {
                self.labels.profile_row(first)
            } else {
                format!(
                    "{}-{}",
                    self.labels.profile_row(first),
                    self.labels.profile_row(last)
                )
            }
        };
        let counts: Vec<[u64; 2]> = fitted.iter().map(|r| r.counts).collect();
        let widget = Profile {
            title: self.labels.profile_title(self.lang),
            labels: fitted.iter().map(|r| label(r.rows)).collect(),
            rows: &counts,
            ascii: self.ascii,
            theme: th,
            lang: self.lang,
            table: table.map(|_| fitted.iter().filter_map(|r| r.level).collect()),
        };
        (&widget).render(profile, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_scale_linearly_then_on_a_log_scale() {
        assert_eq!(bar_eighths(50, 100, 10, false), 40);
        assert_eq!(bar_eighths(100, 100, 10, false), 80);
        assert_eq!(bar_eighths(0, 100, 10, false), 0);
        assert_eq!(bar_eighths(5, 100, 0, false), 0, "no room, no bar");
        assert_eq!(
            bar_eighths(1, 1000, 10, false),
            1,
            "a count is never invisible"
        );
        assert!(!wants_log([1, 50, 100].into_iter()));
        assert!(wants_log([1, 50, 1000].into_iter()));
        // On a log scale 1,000 of 1,000,000 is about half the bar.
        let half = bar_eighths(1000, 1_000_000, 10, true);
        assert!((38..=42).contains(&half), "{half}");
        assert_eq!(bar(12, false), "█▌");
        assert_eq!(bar(12, true), "##");
    }

    #[test]
    fn parts_fill_lines_whole() {
        let parts: Vec<String> = ["node 26", "depth 4", "entered at step 30"]
            .map(String::from)
            .to_vec();
        assert_eq!(
            fill_lines(&parts, " · ", 40, 2),
            ["node 26 · depth 4 · entered at step 30"]
        );
        assert_eq!(
            fill_lines(&parts, " | ", 20, 2),
            ["node 26 | depth 4", "entered at step 30"]
        );
        assert_eq!(
            fill_lines(&parts, " | ", 20, 1),
            ["node 26 | depth 4"],
            "no third line"
        );
    }

    #[test]
    fn shares_never_round_to_none_or_all() {
        assert_eq!(percent(0.0), "0%");
        assert_eq!(percent(0.001), "<1%");
        assert_eq!(percent(0.625), "62%");
        assert_eq!(percent(0.9999), "99.9%");
        assert_eq!(percent(1.0), "100%");
        assert_eq!(full_count(16_777_216.0), "16 777 216");
        assert_eq!(full_count(1.7e10), "1.7e10");
    }

    /// A 4-level profile (a 4x4 board's at its end), with its table: the full tree per row and the share
    /// spared, headed, where the panel is wide; without the columns where it is narrow.
    #[test]
    fn the_profile_puts_the_full_tree_beside_the_visited_one() {
        let rows = [[4, 0], [16, 10], [24, 20], [16, 14]];
        let table = vec![
            LevelCount {
                full: 4.0,
                visited: 4,
                cut: 0,
                spared: 0.0,
            },
            LevelCount {
                full: 16.0,
                visited: 16,
                cut: 10,
                spared: 0.0,
            },
            LevelCount {
                full: 64.0,
                visited: 24,
                cut: 20,
                spared: 40.0,
            },
            LevelCount {
                full: 256.0,
                visited: 16,
                cut: 14,
                spared: 240.0,
            },
        ];
        let theme = Theme::default();
        let draw = |width: u16| {
            let profile = Profile {
                title: "per row: visited | pruned",
                rows: &rows,
                labels: (1..=4).map(|r| r.to_string()).collect(),
                ascii: false,
                theme: &theme,
                lang: Lang::En,
                table: Some(table.clone()),
            };
            let mut buf = Buffer::empty(Rect::new(0, 0, width, 5));
            (&profile).render(buf.area, &mut buf);
            (0..5)
                .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect::<String>())
                .collect::<Vec<_>>()
        };
        let wide = draw(70);
        assert!(wide[0].contains("full tree saved"), "{wide:?}");
        assert!(wide[3].trim_end().ends_with("64   62%"), "{wide:?}");
        assert!(wide[4].trim_end().ends_with("256   94%"), "{wide:?}");
        let narrow = draw(40);
        assert!(!narrow.concat().contains('%'), "{narrow:?}");
        assert!(narrow[4].contains("14"), "the bars stay: {narrow:?}");
    }

    #[test]
    fn every_mark_is_distinct_and_one_column() {
        let all = [
            Slot::Untried,
            Slot::Pruned,
            Slot::Explored,
            Slot::Path,
            Slot::Current,
            Slot::CurrentPruned,
            Slot::Bounded,
            Slot::CurrentBounded,
            Slot::Solution,
        ];
        for ascii in [false, true] {
            let theme = Theme::default();
            for (i, a) in all.iter().enumerate() {
                assert_eq!(slot_glyph(*a, ascii).width(), 1);
                for b in &all[i + 1..] {
                    let same = slot_glyph(*a, ascii) == slot_glyph(*b, ascii)
                        && slot_style(*a, &theme) == slot_style(*b, &theme);
                    assert!(!same, "{a:?} and {b:?}");
                }
            }
        }
    }
}
