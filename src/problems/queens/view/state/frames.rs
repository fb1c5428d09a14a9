//! The call frames of the recursive search, `put(0) > put(1) > …`, innermost first.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::ui::common::{framed, stack_lines};
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
        let inner = framed(
            buf,
            area,
            crate::problems::queens::words::text(self.lang).frames,
            self.theme,
        );
        let depth = self.frames.len();
        if depth == 0 {
            Line::styled(format!(" {}", t.stack_empty), self.theme.dim).render(inner, buf);
            return;
        }
        let items = self.frames.iter().rev().map(|&(n, i)| match i {
            Some(i) => format!(" put({n}) i={i}"),
            None => format!(" put({n})"),
        });
        stack_lines(buf, inner, items, depth, self.lang, self.theme);
    }
}
