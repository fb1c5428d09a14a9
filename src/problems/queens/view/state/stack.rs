//! The explicit stack `X[1..k]` of seed 001, top first, with the `k` pointer.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::ui::common::{framed, stack_lines};
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
        let inner = framed(
            buf,
            area,
            crate::problems::queens::words::text(self.lang).stack,
            self.theme,
        );
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
        let items = (1..=k).rev().map(|level| {
            let marker = if level == k { "k" } else { " " };
            format!("{marker} X[{level}] = {}", self.stack[level - 1])
        });
        stack_lines(buf, inner, items, k, self.lang, self.theme);
    }
}
