//! The node-link drawing of a tree panel: a [`Drawn`] tree laid out and drawn with box
//! characters, at the most detailed of three levels that fits, panned to the current node.
//!
//! ```text
//!            root               Full: a node's choice, its number in visiting order
//!             0                 under it (a cut's with its mark, a solution's with ✦),
//!     ┌───────┴───┐             a connector row between levels
//!     a1          b1
//!     1           14            Inline: the choice and its number on one row (a1·1)
//!  ┌──┴─┐      ┌──┴─┐           Labels: the choice alone, a cut as its mark
//!                               Glyphs: one mark a node
//! ✗a2  c2 ...  ✗a2  d2
//! ✗2    3      ✗15  17          a fold: ▸ and the nodes it holds
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use unicode_width::UnicodeWidthChar;
use unicode_width::UnicodeWidthStr;

use crate::engine::Slot;
use crate::engine::tree::Cut;
pub use crate::engine::tree::drawn::Detail;
use crate::engine::tree::drawn::{Drawn, Kind, Node, Placed};
use crate::ui::theme::Theme;
use crate::ui::tree::{slot_glyph, slot_style};

/// A node's text at a level of detail: one or two rows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NodeText {
    /// The first row.
    pub top: String,
    /// Where in `top` (a byte offset) its number starts, drawn dim ([`Detail::Inline`]).
    pub number_at: Option<usize>,
    /// The second row ([`Detail::Full`]).
    pub bottom: String,
}

impl NodeText {
    /// Columns it takes.
    pub fn width(&self) -> i32 {
        self.top.width().max(self.bottom.width()).max(1) as i32
    }
}

/// The mark of a fold.
pub fn fold_glyph(ascii: bool) -> &'static str {
    if ascii { ">" } else { "▸" }
}

/// What node `node` says at `detail`; `label` is its choice (the root's name for the root).
pub fn node_text(node: &Node, label: &str, detail: Detail, ascii: bool) -> NodeText {
    let mark = slot_glyph(node.slot(), ascii);
    let number = node.visit.map(|v| v.number.to_string()).unwrap_or_default();
    let fold = fold_glyph(ascii);
    let sep = if ascii { ":" } else { "·" };
    let mut number_at = None;
    let (top, bottom) = match (node.kind, detail) {
        (Kind::Fold { held, .. }, Detail::Inline) => {
            let top = held.map_or_else(|| fold.to_string(), |(n, _)| format!("{fold}{n}"));
            let found = match held {
                Some((_, s)) if s > 0 => format!("{}{s}", slot_glyph(Slot::Solution, ascii)),
                _ => String::new(),
            };
            (top + found.as_str(), String::new())
        }
        (Kind::Cut(_), Detail::Inline) => (format!("{mark}{number}"), String::new()),
        (_, Detail::Inline | Detail::Labels) if node.live => {
            (format!("{label}{mark}"), String::new())
        }
        (_, Detail::Full) if node.live => (label.to_string(), mark.to_string()),
        (_, Detail::Inline) if node.solution => (format!("{label}{mark}{number}"), String::new()),
        (_, Detail::Inline) => {
            number_at = Some(label.len());
            (format!("{label}{sep}{number}"), String::new())
        }
        (Kind::Fold { held, .. }, Detail::Full | Detail::Labels) => {
            let top = held.map_or_else(|| fold.to_string(), |(n, _)| format!("{fold}{n}"));
            let bottom = match held {
                Some((_, s)) if s > 0 => format!("{}{s}", slot_glyph(Slot::Solution, ascii)),
                _ => String::new(),
            };
            (top, bottom)
        }
        (Kind::Fold { .. }, Detail::Glyphs) => (fold.to_string(), String::new()),
        (Kind::Cut(_), Detail::Full) => (label.to_string(), format!("{mark}{number}")),
        (_, Detail::Full) if node.solution => (label.to_string(), format!("{mark}{number}")),
        (_, Detail::Full) => (label.to_string(), number),
        (_, Detail::Labels) if node.solution => (format!("{label}{mark}"), String::new()),
        (Kind::Entered, Detail::Labels) => (label.to_string(), String::new()),
        (_, Detail::Labels | Detail::Glyphs) => (mark.to_string(), String::new()),
    };
    let bottom = if detail == Detail::Full {
        bottom
    } else {
        String::new()
    };
    NodeText {
        top,
        number_at,
        bottom,
    }
}

/// A drawing ready to render: the tree, its nodes' texts, where they stand.
pub struct Drawing<'a> {
    /// The tree.
    pub tree: &'a Drawn,
    /// Each node's text.
    pub texts: Vec<NodeText>,
    /// The layout for those texts.
    pub placed: Placed,
    /// The level of detail.
    pub detail: Detail,
    /// The node a cursor stands on: drawn reversed and kept in view instead of the current
    /// node.
    pub focus: Option<usize>,
    /// ASCII only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
}

impl<'a> Drawing<'a> {
    /// Lays `tree` out at `detail`, `label(i)` naming node `i`.
    pub fn new(
        tree: &'a Drawn,
        label: impl Fn(usize) -> String,
        detail: Detail,
        ascii: bool,
        theme: &'a Theme,
    ) -> Drawing<'a> {
        let texts: Vec<NodeText> = tree
            .nodes
            .iter()
            .enumerate()
            .map(|(i, node)| node_text(node, &label(i), detail, ascii))
            .collect();
        let placed = tree.layout(|i| texts[i].width());
        Drawing {
            tree,
            texts,
            placed,
            detail,
            focus: None,
            ascii,
            theme,
        }
    }

    /// The drawing with a cursor on node `focus`.
    #[must_use]
    pub fn with_focus(mut self, focus: Option<usize>) -> Drawing<'a> {
        self.focus = focus;
        self
    }

    /// Columns and rows it takes.
    pub fn size(&self) -> (i32, i32) {
        (self.placed.width, self.detail.height(self.tree.depth()))
    }

    /// Whether it fits in `area` whole.
    pub fn fits(&self, area: Rect) -> bool {
        let (w, h) = self.size();
        w <= i32::from(area.width) && h <= i32::from(area.height)
    }

    /// The top left corner of the drawing relative to `area`'s: centred when it fits, else
    /// panned so the current node is in view (across: in the middle; down: the last row).
    fn origin(&self, area: Rect) -> (i32, i32) {
        let (w, h) = self.size();
        let (aw, ah) = (i32::from(area.width), i32::from(area.height));
        let focus = self.focus.unwrap_or_else(|| self.tree.current());
        let fx = self.placed.x[focus];
        let fy = self.tree.nodes[focus].depth as i32 * self.detail.pitch();
        let x = if w <= aw {
            (aw - w) / 2
        } else {
            -(fx - aw / 2).clamp(0, w - aw)
        };
        let y = if h <= ah {
            0
        } else {
            let bottom = fy + self.detail.pitch() - 2;
            -(bottom - ah + 1).clamp(0, h - ah)
        };
        (x, y)
    }

    /// The style of a node's text.
    fn style(&self, node: &Node) -> Style {
        let th = self.theme;
        match node.kind {
            Kind::Fold { .. } => th.dim,
            _ if node.current => slot_style(node.slot(), th),
            Kind::Cut(Cut::Constraint) => th.conflict,
            Kind::Cut(Cut::Bound) => th.bound_cut,
            Kind::Entered if node.solution => th.solution,
            Kind::Entered if node.live => th.value,
            Kind::Entered if node.on_path => th.value,
            Kind::Entered => th.text,
        }
    }

    /// Draws the connector row under node `i` to its children.
    #[allow(clippy::many_single_char_names)]
    fn connect(&self, i: usize, put: &mut impl FnMut(i32, i32, &str, Style)) {
        let node = &self.tree.nodes[i];
        let (Some(&first), Some(&last)) = (node.children.first(), node.children.last()) else {
            return;
        };
        let x = &self.placed.x;
        let y = node.depth as i32 * self.detail.pitch() + self.detail.pitch() - 1;
        let (from, to) = (x[first].min(x[i]), x[last].max(x[i]));
        // The lit stretch: from the parent to its child on the path.
        let lit = node.children.iter().find(|&&c| {
            let n = &self.tree.nodes[c];
            n.on_path || n.current
        });
        let lit = lit.map(|&c| (x[c].min(x[i]), x[c].max(x[i])));
        for col in from..=to {
            let up = col == x[i];
            let down = node.children.iter().any(|&c| x[c] == col);
            let left = col > from;
            let right = col < to;
            let glyph = box_glyph(up, down, left, right, self.ascii);
            let style = match lit {
                Some((a, b)) if (a..=b).contains(&col) => self.theme.value,
                _ => self.theme.dim,
            };
            put(col, y, glyph, style);
        }
    }
}

/// The box character joining the sides named.
#[allow(clippy::fn_params_excessive_bools)]
fn box_glyph(up: bool, down: bool, left: bool, right: bool, ascii: bool) -> &'static str {
    if ascii {
        return match (up || down, left || right) {
            (true, true) => "+",
            (false, true) => "-",
            _ => "|",
        };
    }
    match (up, down, left, right) {
        (true, true, true, true) => "┼",
        (true, false, true, true) => "┴",
        (false, true, true, true) => "┬",
        (false, true, false, true) => "┌",
        (false, true, true, false) => "┐",
        (true, false, false, true) => "└",
        (true, false, true, false) => "┘",
        (true, true, false, true) => "├",
        (true, true, true, false) => "┤",
        (false, false, _, _) => "─",
        _ => "│",
    }
}

impl ratatui::widgets::Widget for &Drawing<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (ox, oy) = self.origin(area);
        // Writes text at drawing column `x`, row `y`, clipped to the area.
        let mut put = |x: i32, y: i32, text: &str, style: Style| {
            let row = y + oy;
            if row < 0 || row >= i32::from(area.height) {
                return;
            }
            let mut col = x + ox;
            for ch in text.chars() {
                let w = ch.width().unwrap_or(0) as i32;
                if col >= 0 && col + w <= i32::from(area.width) {
                    let cell = &mut buf[(area.x + col as u16, area.y + row as u16)];
                    cell.set_char(ch).set_style(style);
                }
                col += w;
            }
        };
        let pitch = self.detail.pitch();
        for (i, node) in self.tree.nodes.iter().enumerate() {
            let text = &self.texts[i];
            let y = node.depth as i32 * pitch;
            let mut style = self.style(node);
            if self.focus == Some(i) {
                style = style.add_modifier(Modifier::REVERSED);
            }
            let centre = self.placed.x[i];
            let left = |s: &str| centre - (s.width() as i32 - 1).max(0) / 2;
            match text.number_at.filter(|_| self.focus != Some(i)) {
                Some(at) => {
                    let (label, number) = text.top.split_at(at);
                    let x = left(&text.top);
                    put(x, y, label, style);
                    put(x + label.width() as i32, y, number, self.theme.dim);
                }
                None => put(left(&text.top), y, &text.top, style),
            }
            if !text.bottom.is_empty() {
                let number = if matches!(node.kind, Kind::Entered)
                    && !node.solution
                    && self.focus != Some(i)
                {
                    self.theme.dim
                } else {
                    style
                };
                put(left(&text.bottom), y + 1, &text.bottom, number);
            }
            self.connect(i, &mut put);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn connectors_join_the_sides_they_name() {
        assert_eq!(box_glyph(true, true, false, false, false), "│");
        assert_eq!(box_glyph(true, false, true, true, false), "┴");
        assert_eq!(box_glyph(false, true, false, true, false), "┌");
        assert_eq!(box_glyph(false, true, true, false, false), "┐");
        assert_eq!(box_glyph(true, true, true, true, false), "┼");
        assert_eq!(box_glyph(false, false, true, true, false), "─");
        assert_eq!(box_glyph(true, false, true, true, true), "+");
        assert_eq!(box_glyph(false, false, true, true, true), "-");
    }
}
