//! The state-space tree panel (解空间树) of an N-Queens search, `t` to show it.
//!
//! ```text
//! ╭ state-space tree ──────────── nodes 23 · pruned 18 ╮
//! │  0 root ▪⋅⋅⋅⋅                                      │   small boards: the whole tree so
//! │  1  a1 ✗✗▫▪⋅       11   b2 ...                     │   far, one line per node explored,
//! │  4   c2 ✗✗✗✗✗                                      │   numbered in visiting order, with
//! │ ...                                                │   the marks of its children
//! │ per row: nodes visited | pruned                    │
//! │ 1 ██████ 5  ▏ 0                                    │   the profile, per row
//! ╰────────────────────────────────────────────────────╯
//! ```
//!
//! Larger boards show the path to the last node instead, a level a line, each with all its
//! siblings (pruned, explored, on the path, current, untried), the deepest kept in view. The
//! cells search's tree is binary: each level is a cell, its children "skip" and "place".

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::engine::Slot;
use crate::i18n::{Lang, rank_label, square};
use crate::problems::queens::engine::tree::{Cursor, Level, OutlineNode, TreeShape};
use crate::problems::queens::engine::{Algo, QueensEvent};
use crate::ui::theme::Theme;
use crate::ui::tree::{Profile, strip, tree_frame};

/// The tree panel of one board.
pub struct TreePanel<'a> {
    /// The search's position in its tree.
    pub cursor: &'a Cursor,
    /// The last event, for the words of the current node.
    pub last: Option<QueensEvent>,
    /// ASCII only.
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// Nodes explored in a whole search on an `n`×`n` board, the root included (the lines the
/// outline needs at the end), and nodes visited (the largest number it shows); only asked
/// for small boards.
fn in_all(n: usize) -> (usize, u64) {
    let c = Algo::Iterative.run_to_end(n);
    (c.places as usize + 1, c.places + c.conflicts)
}

/// Boards from this size on always show the path: their whole tree is thousands of lines.
const OUTLINE_MAX_N: usize = 7;

impl TreePanel<'_> {
    /// The profile's height: a title and a row per board row, if the panel has room for it
    /// and a few lines of tree.
    fn profile_height(&self, inner: Rect) -> u16 {
        let want = self.cursor.n() as u16 + 1;
        if inner.height >= want + 4 {
            want
        } else {
            inner.height.saturating_sub(4).min(want)
        }
    }

    fn outline_line(&self, node: &OutlineNode, number_w: usize) -> Line<'static> {
        let th = self.theme;
        let t = self.lang.text();
        let label = match node.col {
            None => t.tree_root.to_string(),
            Some(col) => square(node.depth - 1, col),
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
        if node.depth == self.cursor.n() {
            // A leaf with every row filled: a solution, with no children to show.
            spans.extend(strip(&[Slot::Solution], false, self.ascii, th));
        } else {
            spans.extend(strip(&node.slots, false, self.ascii, th));
        }
        Line::from(spans)
    }

    /// The whole tree, in as many columns as it takes; false if it does not fit.
    fn render_outline(&self, area: Rect, buf: &mut Buffer) -> bool {
        let n = self.cursor.n();
        if self.cursor.shape() != TreeShape::Rows || n > OUTLINE_MAX_N || area.height == 0 {
            return false;
        }
        let (total, visited) = in_all(n);
        let nodes = self.cursor.outline();
        let number_w = (visited.max(1).ilog10() + 1) as usize;
        let lines: Vec<Line> = nodes
            .iter()
            .map(|node| self.outline_line(node, number_w))
            .collect();
        // Columns as wide as the widest line the whole search will draw.
        let col_w = number_w + 1 + n + 3 + 1 + n + 2;
        let columns = usize::from(area.width) / col_w;
        let rows = usize::from(area.height);
        if columns == 0 || total > columns * rows {
            return false;
        }
        // Fill columns top to bottom, as many rows each as the whole tree needs.
        let per_column = total.div_ceil(columns).min(rows);
        for (i, line) in lines.iter().enumerate() {
            let (c, r) = (i / per_column, i % per_column);
            let x = area.x + (c * col_w) as u16;
            line.render(Rect::new(x, area.y + r as u16, col_w as u16, 1), buf);
        }
        true
    }

    fn level_line(&self, level: &Level, last: bool, wide: bool) -> Line<'static> {
        let th = self.theme;
        let t = crate::problems::queens::words::text(self.lang);
        let mut spans = vec![Span::styled(
            format!("{:>2} ", rank_label(level.row)),
            if last { th.current } else { th.label },
        )];
        if self.cursor.shape() == TreeShape::Cells {
            spans.push(Span::styled(
                format!("{:<3} ", square(level.row, level.col)),
                th.text,
            ));
        }
        spans.extend(strip(&level.slots, wide, self.ascii, th));
        let detail = if last {
            self.last
                .map(|e| crate::problems::queens::words::words(self.lang).event_compact(&e))
                .unwrap_or_default()
        } else if self.cursor.shape() == TreeShape::Cells {
            t.tree_choices[level.chosen].to_string()
        } else {
            square(level.row, level.col)
        };
        spans.push(Span::styled(
            format!("  {detail}"),
            if last { th.value } else { th.dim },
        ));
        Line::from(spans)
    }

    /// The path to the last node, a level a line, the deepest kept in view.
    fn render_levels(&self, area: Rect, buf: &mut Buffer) {
        let levels = self.cursor.levels();
        let th = self.theme;
        let rows = usize::from(area.height);
        if rows == 0 {
            return;
        }
        if levels.is_empty() {
            Line::styled(format!(" {}", self.lang.text().tree_root), th.dim).render(area, buf);
            return;
        }
        let n = self.cursor.n();
        // A gap between marks when the strip and a short detail fit that way.
        let wide =
            self.cursor.shape() == TreeShape::Rows && usize::from(area.width) >= 3 + 2 * n + 24;
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
        for (i, level) in levels.iter().enumerate().skip(start) {
            let line = self.level_line(level, i + 1 == levels.len(), wide);
            line.render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
        }
    }
}

impl Widget for &TreePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let t = self.lang.text();
        let pruned: u64 = self.cursor.profile().iter().map(|p| p[1]).sum();
        let counts = (self.cursor.visited(), pruned);
        let inner = tree_frame(buf, area, t.tree_title, counts, self.lang, th);
        let profile_h = self.profile_height(inner);
        let tree = Rect::new(inner.x, inner.y, inner.width, inner.height - profile_h);
        let profile = Rect::new(inner.x, tree.bottom(), inner.width, profile_h);
        if !self.render_outline(tree, buf) {
            self.render_levels(tree, buf);
        }
        let n = self.cursor.n();
        let widget = Profile {
            title: crate::problems::queens::words::text(self.lang).tree_profile,
            rows: &self.cursor.profile(),
            labels: (0..n).map(rank_label).collect(),
            ascii: self.ascii,
            theme: th,
        };
        (&widget).render(profile, buf);
    }
}
