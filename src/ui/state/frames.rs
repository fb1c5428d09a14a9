//! The call frames of the recursive search, `put(0) > put(1) > …`, innermost first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::ui::panel;
use crate::ui::theme::Theme;

/// The frames panel.
pub struct Frames<'a> {
    /// `(n, i)` of each frame `put(n)`, outermost first; `i` is its loop variable.
    pub frames: &'a [(usize, Option<usize>)],
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Frames<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let block = panel(format!(" {} ", t.frames), self.theme);
        let inner = block.inner(area);
        (&block).render(area, buf);
        let rows = inner.height as usize;
        let depth = self.frames.len();
        if depth == 0 {
            Line::styled(format!(" {}", t.stack_empty), self.theme.dim).render(inner, buf);
            return;
        }
        let shown = if depth > rows {
            rows.saturating_sub(1)
        } else {
            depth
        };
        for (line, &(n, i)) in self.frames.iter().rev().take(shown).enumerate() {
            let top = line == 0;
            let text = match i {
                Some(i) => format!(" put({n}) i={i}"),
                None => format!(" put({n})"),
            };
            let style = if top {
                self.theme.current
            } else {
                self.theme.text
            };
            let row = Rect::new(inner.x, inner.y + line as u16, inner.width, 1);
            if top {
                buf.set_style(row, style);
            }
            Line::styled(text, style).render(row, buf);
        }
        if shown < depth {
            let row = Rect::new(inner.x, inner.y + shown as u16, inner.width, 1);
            Line::styled(self.lang.more(depth - shown), self.theme.dim).render(row, buf);
        }
    }
}
