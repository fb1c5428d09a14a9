//! Widgets every screen shares: panel frames, label/value columns, stacks drawn top first, and
//! the message shown instead of a screen when the window is too small.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::i18n::Lang;
use crate::ui::theme::Theme;

/// A panel frame with a title.
pub fn panel<'a>(title: impl Into<Line<'a>>, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.border)
        .title(title.into().style(theme.title))
}

/// Draws a panel frame titled `title` over `area` and returns the inside.
pub fn framed(buf: &mut Buffer, area: Rect, title: impl std::fmt::Display, theme: &Theme) -> Rect {
    let block = panel(format!(" {title} "), theme);
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// One line of a counters panel: a label, a value, and the value's style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// What is counted.
    pub label: String,
    /// Its value, formatted.
    pub value: String,
    /// The value's style.
    pub style: Style,
}

impl Row {
    /// A row.
    pub fn new(label: impl Into<String>, value: impl Into<String>, style: Style) -> Row {
        Row {
            label: label.into(),
            value: value.into(),
            style,
        }
    }
}

/// Inner width from which a counters panel uses two columns.
pub const TWO_COLUMNS: u16 = 44;

/// The two halves of a counters panel's inside, when it is wide enough for two columns.
pub fn two_columns(inner: Rect) -> Option<(Rect, Rect)> {
    (inner.width >= TWO_COLUMNS).then(|| {
        let left_w = inner.width / 2;
        (
            Rect::new(inner.x, inner.y, left_w, inner.height),
            Rect::new(
                inner.x + left_w,
                inner.y,
                inner.width - left_w,
                inner.height,
            ),
        )
    })
}

/// Labels on the left (dim, aligned), values on the right; as many rows as fit.
pub fn render_rows(rows: &[Row], area: Rect, theme: &Theme, buf: &mut Buffer) {
    let label_w = rows.iter().map(|r| r.label.width()).max().unwrap_or(0);
    for (i, row) in rows.iter().enumerate().take(area.height as usize) {
        let line_area = Rect::new(area.x, area.y + i as u16, area.width, 1);
        let pad = " ".repeat(label_w - row.label.width());
        Line::from(Span::styled(format!(" {}{pad}", row.label), theme.dim)).render(line_area, buf);
        Line::from(Span::styled(format!("{} ", row.value), row.style))
            .right_aligned()
            .render(line_area, buf);
    }
}

/// Renders a stack top first in `inner`: `items` are its entries from the top, `total` how many
/// there are. The top entry is lit; if they do not all fit, the last row says how many are hidden.
pub fn stack_lines(
    buf: &mut Buffer,
    inner: Rect,
    items: impl Iterator<Item = String>,
    total: usize,
    lang: Lang,
    theme: &Theme,
) {
    let rows = inner.height as usize;
    let shown = if total > rows {
        rows.saturating_sub(1)
    } else {
        total
    };
    for (i, text) in items.take(shown).enumerate() {
        let style = if i == 0 { theme.current } else { theme.text };
        let line = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
        if i == 0 {
            buf.set_style(line, style);
        }
        Line::styled(text, style).render(line, buf);
    }
    if shown < total {
        let line = Rect::new(inner.x, inner.y + shown as u16, inner.width, 1);
        Line::styled(lang.words().more(total - shown), theme.dim).render(line, buf);
    }
}

/// Instead of the screen, when the window is too small: the size it needs.
pub fn draw_too_small(frame: &mut Frame, lang: Lang, theme: &Theme, need: (u16, u16)) {
    let area = frame.area();
    let text = lang.words().too_small(need, (area.width, area.height));
    let y = area.y + area.height.saturating_sub(1) / 2;
    let line = Rect::new(area.x, y, area.width, area.height - (y - area.y));
    let message = Paragraph::new(text)
        .style(theme.text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true });
    frame.render_widget(message, line);
}
