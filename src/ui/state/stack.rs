//! The explicit stack `X[1..k]` of seed 001, top first, with the `k` pointer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::ui::panel;
use crate::ui::theme::Theme;

/// The stack panel.
pub struct Stack<'a> {
    /// The seed's `X[1..=k]`, 1-based columns.
    pub stack: &'a [u8],
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Stack<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let block = panel(format!(" {} ", t.stack), self.theme);
        let inner = block.inner(area);
        (&block).render(area, buf);
        let k = self.stack.len();
        let rows = inner.height as usize;
        if k == 0 {
            let lines = [" k = 0".to_string(), format!(" {}", t.stack_empty)];
            for (i, text) in lines.into_iter().enumerate().take(rows) {
                let line = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
                Line::styled(text, self.theme.dim).render(line, buf);
            }
            return;
        }
        // Top of the stack first; if it does not fit, the last line says how many are hidden.
        let shown = if k > rows { rows.saturating_sub(1) } else { k };
        for (i, level) in (1..=k).rev().take(shown).enumerate() {
            let top = level == k;
            let text = format!(
                "{} X[{level}] = {}",
                if top { "k" } else { " " },
                self.stack[level - 1]
            );
            let style = if top {
                self.theme.current
            } else {
                self.theme.text
            };
            let line = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
            if top {
                buf.set_style(line, style);
            }
            Line::styled(text, style).render(line, buf);
        }
        if shown < k {
            let line = Rect::new(inner.x, inner.y + shown as u16, inner.width, 1);
            Line::styled(self.lang.more(k - shown), self.theme.dim).render(line, buf);
        }
    }
}
