//! The search function of the running algorithm as pseudocode, the line of the last event lit.
//! When the code is taller than the panel, it scrolls to keep the lit line in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::ui::common::framed;
use crate::ui::theme::Theme;

/// The code panel.
pub struct Code<'a> {
    /// The panel's title (where the code comes from).
    pub title: String,
    /// The pseudocode, a line per entry.
    pub lines: &'a [&'a str],
    /// Index of the line to light, if any.
    pub current: Option<usize>,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Code<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = framed(buf, area, &self.title, self.theme);
        let code = self.lines;
        let rows = inner.height as usize;
        // Keep the lit line in view, a third of the way down when the code scrolls.
        let first = match self.current {
            Some(lit) if code.len() > rows => lit.saturating_sub(rows / 3).min(code.len() - rows),
            _ => 0,
        };
        for (row, (i, text)) in code.iter().enumerate().skip(first).take(rows).enumerate() {
            let line_area = Rect::new(inner.x, inner.y + row as u16, inner.width, 1);
            let lit = Some(i) == self.current;
            let style = if lit {
                self.theme.current
            } else {
                self.theme.text
            };
            if lit {
                buf.set_style(line_area, style);
            }
            let number = Span::styled(
                format!("{:>2} ", i + 1),
                if lit { style } else { self.theme.dim },
            );
            Line::from(vec![number, Span::styled(*text, style)]).render(line_area, buf);
        }
    }
}
