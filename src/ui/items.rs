//! The items of a subset tree (子集树) on screen, for every problem on one: a table with a row
//! per item (its numbers, its x, and a mark of its state: taken, left, the next to decide,
//! cut by the constraint or by the bound, undecided), and a meter of a sum against its limit.
//!
//! ```text
//!    t  w[t]  x[t]
//!  ✓ 1     5  1
//!  – 2    10  0
//!  ✄ 3    12  0 ✄        the last step cut "leave 12": by the bound
//!  · 4    13  ·
//!  cs  15 ███████▌·········│··  M 30
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::backtrack::{Choice, ItemState};
use crate::engine::tree::Cut;
use crate::ui::theme::Theme;

/// The mark of an item's state, one column wide; with `ascii`, ASCII.
pub fn state_glyph(state: ItemState, ascii: bool) -> &'static str {
    match (state, ascii) {
        (ItemState::Taken, false) => "✓",
        (ItemState::Taken, true) => "+",
        (ItemState::Left, false) => "–",
        (ItemState::Left, true) => "-",
        (ItemState::Next, false) => "▸",
        (ItemState::Next, true) => ">",
        (
            ItemState::Cut {
                by: Cut::Constraint,
                ..
            },
            false,
        ) => "✗",
        (
            ItemState::Cut {
                by: Cut::Constraint,
                ..
            },
            true,
        ) => "x",
        (ItemState::Cut { by: Cut::Bound, .. }, false) => "✄",
        (ItemState::Cut { by: Cut::Bound, .. }, true) => "b",
        (ItemState::Undecided, false) => "·",
        (ItemState::Undecided, true) => ".",
    }
}

/// The style of an item's row.
pub fn state_style(state: ItemState, theme: &Theme) -> Style {
    match state {
        ItemState::Taken => theme.placed,
        ItemState::Left => theme.text,
        ItemState::Next => theme.current,
        ItemState::Cut {
            by: Cut::Constraint,
            ..
        } => theme.conflict,
        ItemState::Cut { by: Cut::Bound, .. } => theme.bound_cut,
        ItemState::Undecided => theme.dim,
    }
}

/// The x column of an item: 1 taken, 0 left, ? the next, the cut child's value, · undecided.
fn x_cell(state: ItemState) -> &'static str {
    match state {
        ItemState::Taken => "1",
        ItemState::Left => "0",
        ItemState::Next => "?",
        ItemState::Cut {
            choice: Choice::Take,
            ..
        } => "1?",
        ItemState::Cut {
            choice: Choice::Leave,
            ..
        } => "0?",
        ItemState::Undecided => "·",
    }
}

/// The table of items.
pub struct ItemsTable<'a> {
    /// The column heads, the x column's last.
    pub heads: &'a [&'a str],
    /// Each item's cells but its x.
    pub rows: &'a [Vec<String>],
    /// Each item's state.
    pub states: &'a [ItemState],
    /// The node the search stands on is a solution: its taken items are lit as one.
    pub solution: bool,
    /// Blank lines between rows (zoom: more room).
    pub spacing: u16,
    /// ASCII only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
}

impl ItemsTable<'_> {
    /// The width of each column: its head's or its widest cell's.
    fn widths(&self) -> Vec<usize> {
        let mut widths: Vec<usize> = self.heads.iter().map(|h| h.width()).collect();
        for row in self.rows {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(cell.width());
            }
        }
        widths
    }

    /// The first row in view, so that the next item to decide stays in view.
    fn first(&self, shown: usize) -> usize {
        let total = self.rows.len();
        if total <= shown {
            return 0;
        }
        let focus = self
            .states
            .iter()
            .position(|s| matches!(s, ItemState::Next | ItemState::Cut { .. }))
            .unwrap_or(total - 1);
        focus.saturating_sub(shown / 2).min(total - shown)
    }
}

impl Widget for &ItemsTable<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let th = self.theme;
        let widths = self.widths();
        let cell = |text: &str, w: usize| format!(" {text:>w$}");
        let mut head = vec![Span::raw("  ")];
        for (i, h) in self.heads.iter().enumerate() {
            let w = widths[i];
            head.push(Span::styled(
                if i + 1 == self.heads.len() {
                    format!(" {h:<w$}")
                } else {
                    cell(h, w)
                },
                th.label,
            ));
        }
        Line::from(head).render(Rect::new(area.x, area.y, area.width, 1), buf);
        let pitch = 1 + self.spacing;
        let shown = usize::from((area.height - 1) / pitch.max(1));
        let first = self.first(shown);
        for (i, (cells, &state)) in self
            .rows
            .iter()
            .zip(self.states)
            .enumerate()
            .skip(first)
            .take(shown)
        {
            let y = area.y + 1 + (i - first) as u16 * pitch;
            let style = if self.solution && state == ItemState::Taken {
                th.solution
            } else {
                state_style(state, th)
            };
            let line = Rect::new(area.x, y, area.width, 1);
            let mut spans = vec![Span::styled(
                format!(" {}", state_glyph(state, self.ascii)),
                style,
            )];
            for (j, c) in cells.iter().enumerate() {
                spans.push(Span::styled(cell(c, widths[j]), style));
            }
            spans.push(Span::styled(format!(" {}", x_cell(state)), style));
            let row_w: usize = spans.iter().map(|s| s.content.width()).sum();
            // The row's colour runs to the table's width, the marks and numbers in it.
            let table_w = 2 + widths.iter().map(|w| w + 1).sum::<usize>() + 1;
            if row_w < table_w {
                spans.push(Span::styled(" ".repeat(table_w - row_w), style));
            }
            Line::from(spans).render(line, buf);
        }
        // Rows above or below the view: a mark in the corner.
        if first > 0 {
            buf.set_string(area.right() - 1, area.y + 1, "↑", th.dim);
        }
        if first + shown < self.rows.len() {
            buf.set_string(area.right() - 1, area.bottom() - 1, "↓", th.dim);
        }
    }
}

/// A sum against its limit on one line: `cs  15 ██████▌·····│··  M 30`, the part past the
/// limit marked.
pub struct Meter<'a> {
    /// What the value is (`cs`).
    pub label: &'a str,
    /// The value.
    pub value: u64,
    /// The limit.
    pub limit: u64,
    /// What the limit is (`M`).
    pub limit_label: &'a str,
    /// ASCII only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Meter<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let left = format!(" {} {:>4} ", self.label, self.value);
        let right = format!(" {} {}", self.limit_label, self.limit);
        let room = usize::from(area.width).saturating_sub(left.width() + right.width());
        let full = self.limit.max(self.value).max(1);
        let cells = |v: u64| (u128::from(v) * room as u128 / u128::from(full)) as usize;
        let (filled, mark) = (
            cells(self.value),
            cells(self.limit).min(room.saturating_sub(1)),
        );
        let (bar, empty, limit) = if self.ascii {
            ("#", ".", "|")
        } else {
            ("█", "·", "│")
        };
        let over = self.value > self.limit;
        // Past the limit: the bar in the cut colour (as a colour of its own, not a square).
        let past = th.conflict.bg.map_or(th.conflict, |c| Style::new().fg(c));
        let mut spans = vec![Span::styled(left, th.label)];
        for i in 0..room {
            let (glyph, style) = if i == mark && room > 1 {
                (limit, th.value)
            } else if i < filled {
                (bar, if over { past } else { th.value })
            } else {
                (empty, th.dim)
            };
            spans.push(Span::styled(glyph, style));
        }
        spans.push(Span::styled(right, th.label));
        Line::from(spans).render(Rect::new(area.x, area.y, area.width, 1), buf);
    }
}

/// A subset tree's picture: the table at the top (as many rows as leave `below` rows), the
/// meter under it, then `lines` (the sums, the last step in words, the best so far).
pub fn picture(
    area: Rect,
    buf: &mut Buffer,
    (table, below): (&ItemsTable, u16),
    meter: &Meter,
    lines: Vec<Line>,
) {
    let below = below.min(area.height.saturating_sub(2));
    let table_h = area.height - below;
    // A blank line between rows when there is room for it.
    let spacing = u16::from((2 * table.rows.len() as u16) < table_h);
    let table = ItemsTable { spacing, ..*table };
    (&table).render(Rect::new(area.x, area.y, area.width, table_h), buf);
    let y = area.y + table_h;
    if y < area.bottom() {
        meter.render(Rect::new(area.x, y, area.width, 1), buf);
    }
    for (i, line) in lines.into_iter().enumerate() {
        let row = y + 1 + i as u16;
        if row < area.bottom() {
            line.render(Rect::new(area.x, row, area.width, 1), buf);
        }
    }
}

/// `words` in two lines of `width` at most (the second cut short with an ellipsis), styled.
pub fn two_lines(words: &str, width: u16, style: Style) -> Vec<Line<'static>> {
    let room = usize::from(width).saturating_sub(2);
    let wrapped = crate::ui::common::wrap(words, room)
        .unwrap_or_else(|| vec![crate::ui::log::fit(words.to_string(), room)]);
    (0..2)
        .map(|i| {
            let text = wrapped.get(i).cloned().unwrap_or_default();
            let text = if i == 1 && wrapped.len() > 2 {
                crate::ui::log::fit(format!("{text} {}", wrapped[2..].join(" ")), room)
            } else {
                text
            };
            Line::styled(format!(" {text}"), style)
        })
        .collect()
}

/// The legend's marks of a subset tree's items, in the order of its words: taken, left, the
/// next to decide, cut by the constraint, cut by the bound, a solution.
pub fn item_marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
    let cut = |by, choice| ItemState::Cut { by, choice };
    let mut marks: Vec<(Style, &'static str)> = [
        ItemState::Taken,
        ItemState::Left,
        ItemState::Next,
        cut(Cut::Constraint, Choice::Take),
        cut(Cut::Bound, Choice::Leave),
    ]
    .into_iter()
    .map(|s| (state_style(s, theme), state_glyph(s, ascii)))
    .collect();
    marks.push((theme.solution, state_glyph(ItemState::Taken, ascii)));
    marks
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::buffer::Buffer;

    fn table(states: &[ItemState], height: u16) -> Buffer {
        let theme = Theme::default();
        let rows: Vec<Vec<String>> = (1..=states.len())
            .map(|i| vec![i.to_string(), (i * 5).to_string()])
            .collect();
        let t = ItemsTable {
            heads: &["t", "w", "x"],
            rows: &rows,
            states,
            solution: false,
            spacing: 0,
            ascii: false,
            theme: &theme,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, height));
        (&t).render(buf.area, &mut buf);
        buf
    }

    fn line(buf: &Buffer, y: u16) -> String {
        (0..buf.area.width)
            .map(|x| buf[(x, y)].symbol())
            .collect::<String>()
    }

    #[test]
    fn each_state_has_its_mark_and_style() {
        let states = [
            ItemState::Taken,
            ItemState::Left,
            ItemState::Cut {
                by: Cut::Bound,
                choice: Choice::Leave,
            },
            ItemState::Undecided,
        ];
        let buf = table(&states, 6);
        assert_eq!(line(&buf, 1).trim_end(), " ✓ 1  5 1");
        assert_eq!(line(&buf, 3).trim_end(), " ✄ 3 15 0?");
        let theme = Theme::default();
        assert_eq!(buf[(1, 1)].bg, theme.placed.bg.unwrap());
        assert_eq!(buf[(1, 3)].bg, theme.bound_cut.bg.unwrap());
        // Every state's mark differs, so mono and colour-blind eyes tell them apart.
        let all = [
            ItemState::Taken,
            ItemState::Left,
            ItemState::Next,
            ItemState::Cut {
                by: Cut::Constraint,
                choice: Choice::Take,
            },
            ItemState::Cut {
                by: Cut::Bound,
                choice: Choice::Leave,
            },
            ItemState::Undecided,
        ];
        for ascii in [false, true] {
            let marks: std::collections::HashSet<&str> =
                all.iter().map(|&s| state_glyph(s, ascii)).collect();
            assert_eq!(marks.len(), all.len());
        }
    }

    #[test]
    fn a_long_table_keeps_the_next_item_in_view() {
        let mut states = vec![ItemState::Taken; 20];
        states[15] = ItemState::Next;
        for s in &mut states[16..] {
            *s = ItemState::Undecided;
        }
        let buf = table(&states, 6);
        let shown: String = (1..6).map(|y| line(&buf, y)).collect();
        assert!(shown.contains("▸ 16"), "{shown}");
        assert!(line(&buf, 1).ends_with('↑') && line(&buf, 5).ends_with('↓'));
    }

    #[test]
    fn the_meter_marks_the_limit_and_what_goes_past_it() {
        let theme = Theme::default();
        let m = Meter {
            label: "cs",
            value: 35,
            limit: 30,
            limit_label: "M",
            ascii: true,
            theme: &theme,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 40, 1));
        (&m).render(buf.area, &mut buf);
        let text = line(&buf, 0);
        assert!(
            text.starts_with(" cs   35 ") && text.ends_with(" M 30"),
            "{text}"
        );
        assert!(text.contains('|') && !text.contains('.'), "{text}");
        let over = (0..40).find(|&x| buf[(x, 0)].symbol() == "#").unwrap();
        assert_eq!(buf[(over, 0)].fg, theme.conflict.bg.unwrap());
    }
}
