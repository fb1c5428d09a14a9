//! What every tree panel shares: the marks of a child's status, and the per-row profile of
//! nodes visited and pruned, drawn as bars (on a log scale once the counts span more than two
//! decades), so a class sees where pruning (剪枝) pays.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::Slot;
use crate::i18n::group_digits;
use crate::ui::theme::Theme;

/// The mark of a child: untried `⋅`, pruned `✗`, explored `▫`, on the path `▪`, the current
/// node `◉` (or `✗`, lit, when it was pruned), a solution `✦`. Every one a single column wide
/// in every locale; with `ascii`, ASCII.
pub fn slot_glyph(slot: Slot, ascii: bool) -> &'static str {
    match (slot, ascii) {
        (Slot::Untried, false) => "⋅",
        (Slot::Untried, true) => ".",
        (Slot::Pruned | Slot::CurrentPruned, false) => "✗",
        (Slot::Pruned, true) => "x",
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
        Slot::Pruned | Slot::Explored => theme.text,
        Slot::Path => theme.value,
        Slot::Current => theme.placed,
        Slot::CurrentPruned => theme.conflict,
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

/// Draws a tree panel's frame: its title on the left, nodes visited and pruned on the right
/// when they fit; returns the inside.
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

/// The per-row profile: a title line, then per row its label, a bar and count of the nodes
/// visited, and a bar and count of those pruned.
pub struct Profile<'a> {
    /// The title line.
    pub title: &'a str,
    /// Per row: visited, pruned.
    pub rows: &'a [[u64; 2]],
    /// The label of each row (its number, or for the maze its depth).
    pub labels: Vec<String>,
    /// ASCII only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
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
    if value == 0 || max == 0 {
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

impl Widget for &Profile<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let th = self.theme;
        let log = wants_log(self.rows.iter().flat_map(|r| r.iter().copied()));
        let mut title = self.title.to_string();
        if log {
            title.push_str(" (log)");
        }
        Line::styled(title, th.title).render(Rect::new(area.x, area.y, area.width, 1), buf);
        let label_w = self.labels.iter().map(|l| l.width()).max().unwrap_or(1);
        let count_w = self
            .rows
            .iter()
            .map(|r| group_digits(r[0]).len())
            .max()
            .unwrap_or(1);
        // Label, two bars with their counts.
        let room = usize::from(area.width).saturating_sub(label_w + 2 * count_w + 5);
        let bar_w = room / 2;
        let max = self.rows.iter().map(|r| r[0]).max().unwrap_or(0);
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
            line.render(Rect::new(area.x, area.y + 1 + i as u16, area.width, 1), buf);
        }
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
    fn every_mark_is_distinct_and_one_column() {
        let all = [
            Slot::Untried,
            Slot::Pruned,
            Slot::Explored,
            Slot::Path,
            Slot::Current,
            Slot::CurrentPruned,
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
