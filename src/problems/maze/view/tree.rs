//! The maze's search tree panel, `t` to show it. Up to
//! [`REPLAY_MAX`](crate::engine::tree::REPLAY_MAX) steps it is the shared panel
//! ([`crate::ui::tree::TreePanel`]: the tree drawn node by node, its cursor) with the maze's
//! labels ([`MazeLabels`]: the start `S`, then each node the direction taken, `D`, `R`, `U`,
//! `L`). Past that, [`MazeTree`] lists from the maze's own logs the cells entered in
//! depth-first order, each with its four directions in the order tried (`D▫ R✗ U⋅ L⋅`:
//! explored, blocked, untried); the whole tree while it fits, else the path from the start
//! with the deepest cell in view; and under it the profile per depth, cells tried and blocked.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::problems::maze::engine::tree::CellNode;
use crate::problems::maze::engine::{Maze, MazeEvent};
use crate::ui::theme::Theme;
use crate::problems::maze::engine::Order;
use crate::problems::maze::words::words;
use crate::ui::tree::{Profile, TreeLabels, Whole, slot_glyph, slot_style, tree_frame};

/// The maze's names in the shared tree panel.
pub struct MazeLabels {
    /// The order the directions are tried in: a node's children.
    pub order: Order,
    /// The event that led here.
    pub last: Option<MazeEvent>,
    /// Language.
    pub lang: Lang,
}

impl TreeLabels for MazeLabels {
    fn profile_title(&self, lang: Lang) -> &'static str {
        crate::problems::maze::words::text(lang).tree_profile
    }

    fn profile_row(&self, row: usize) -> String {
        row.to_string()
    }

    /// Never outlined whole: the drawing, or the path.
    fn whole(&self) -> Option<Whole> {
        None
    }

    /// The start is the root's one child (`S`); below it, the direction taken.
    fn node(&self, path: &[usize], child: usize) -> String {
        if path.is_empty() {
            "S".to_string()
        } else {
            self.order.0[child % 4].letter().to_string()
        }
    }

    fn level(&self, depth: usize) -> String {
        depth.to_string()
    }

    fn chosen(&self, path: &[usize], child: usize) -> String {
        self.node(path, child)
    }

    fn last(&self) -> String {
        self.last
            .map(|e| words(self.lang).event(&e, false))
            .unwrap_or_default()
    }
}

/// The tree panel of a maze search.
pub struct MazeTree<'a> {
    /// The search.
    pub maze: &'a Maze,
    /// The event that led here.
    pub last: Option<MazeEvent>,
    /// ASCII only.
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// Deepest indentation drawn (deeper cells are indented as much).
const MAX_INDENT: usize = 12;

/// Most rows the profile takes.
const PROFILE_ROWS: usize = 8;

impl MazeTree<'_> {
    fn node_line(&self, node: &CellNode, number: Option<(usize, usize)>) -> Line<'static> {
        let th = self.theme;
        let style = if node.current {
            th.current
        } else if node.on_path {
            th.value
        } else {
            th.text
        };
        let mut spans = Vec::new();
        if let Some((i, w)) = number {
            spans.push(Span::styled(format!("{i:>w$} "), th.dim));
            spans.push(Span::raw(" ".repeat(node.depth.min(MAX_INDENT))));
        } else {
            spans.push(Span::styled(format!("{:>4} ", node.depth), th.label));
        }
        spans.push(Span::styled(
            format!("({},{})", node.cell.0, node.cell.1),
            style,
        ));
        for (dir, slot) in self.maze.order().0.iter().zip(node.slots) {
            spans.push(Span::styled(format!(" {}", dir.letter()), th.dim));
            spans.push(Span::styled(
                slot_glyph(slot, self.ascii),
                slot_style(slot, th),
            ));
        }
        Line::from(spans)
    }

    /// Every cell entered, in columns; false if they do not fit.
    fn render_all(&self, nodes: &[CellNode], area: Rect, buf: &mut Buffer) -> bool {
        if area.height == 0 {
            return false;
        }
        let number_w = nodes.len().max(1).to_string().len();
        let lines: Vec<Line> = nodes
            .iter()
            .enumerate()
            .map(|(i, n)| self.node_line(n, Some((i + 1, number_w))))
            .collect();
        let col_w = lines.iter().map(Line::width).max().unwrap_or(1) + 2;
        let columns = usize::from(area.width) / col_w;
        let rows = usize::from(area.height);
        if columns == 0 || lines.len() > columns * rows {
            return false;
        }
        for (i, line) in lines.iter().enumerate() {
            let (c, r) = (i / rows, i % rows);
            let x = area.x + (c * col_w) as u16;
            line.render(Rect::new(x, area.y + r as u16, col_w as u16, 1), buf);
        }
        true
    }

    /// The path from the start, the deepest cell in view.
    fn render_path(&self, nodes: &[CellNode], area: Rect, buf: &mut Buffer) {
        let path: Vec<&CellNode> = nodes.iter().filter(|n| n.on_path).collect();
        let rows = usize::from(area.height);
        let hidden = path.len().saturating_sub(rows);
        let mut y = area.y;
        let start = if hidden > 0 {
            let more = self.lang.words().more(hidden + 1);
            Line::styled(format!(" ⋮{more}"), self.theme.dim)
                .render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
            hidden + 1
        } else {
            0
        };
        for node in path.iter().skip(start) {
            self.node_line(node, None)
                .render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1;
        }
    }
}

/// Per-depth rows grouped so that at most `rows` remain: (label, counts).
fn binned(profile: &[[u64; 2]], rows: usize) -> (Vec<String>, Vec<[u64; 2]>) {
    let per = profile.len().div_ceil(rows.max(1)).max(1);
    profile
        .chunks(per)
        .enumerate()
        .map(|(i, chunk)| {
            let from = i * per;
            let label = if chunk.len() == 1 {
                from.to_string()
            } else {
                format!("{from}-{}", from + chunk.len() - 1)
            };
            let sum = chunk
                .iter()
                .fold([0, 0], |acc, p| [acc[0] + p[0], acc[1] + p[1]]);
            (label, sum)
        })
        .unzip()
}

impl Widget for &MazeTree<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let t = crate::problems::maze::words::text(self.lang);
        let nodes = self.maze.tree(self.last);
        let profile = self.maze.profile(&nodes);
        let pruned: u64 = profile.iter().map(|p| p[1]).sum();
        let counts = (nodes.len() as u64, pruned);
        let inner = tree_frame(buf, area, t.tree_title, counts, self.lang, th);
        let want = PROFILE_ROWS.min(profile.len()) as u16 + 1;
        let profile_h = if inner.height >= want + 4 { want } else { 0 };
        let tree = Rect::new(inner.x, inner.y, inner.width, inner.height - profile_h);
        if !self.render_all(&nodes, tree, buf) {
            self.render_path(&nodes, tree, buf);
        }
        if profile_h > 0 {
            let (labels, rows) = binned(&profile, usize::from(profile_h - 1));
            let widget = Profile {
                title: t.tree_profile,
                rows: &rows,
                labels,
                ascii: self.ascii,
                theme: th,
                lang: self.lang,
                table: None,
            };
            (&widget).render(
                Rect::new(inner.x, tree.bottom(), inner.width, profile_h),
                buf,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_profiles_are_grouped() {
        let profile: Vec<[u64; 2]> = (0..20).map(|d| [d, d / 2]).collect();
        let (labels, rows) = binned(&profile, 8);
        assert_eq!(labels.len(), 7);
        assert_eq!(labels[0], "0-2");
        assert_eq!(rows[0], [3, 1]);
        let total: u64 = rows.iter().map(|r| r[0]).sum();
        assert_eq!(total, (0..20).sum::<u64>());
        let (labels, _) = binned(&profile[..5], 8);
        assert_eq!(labels, ["0", "1", "2", "3", "4"]);
    }
}
