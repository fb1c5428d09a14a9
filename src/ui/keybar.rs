//! The key bar: the most used keys, as many as fit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::i18n::KeyHelp;
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// The keys of the puzzle on screen.
    pub keys: &'a [KeyHelp],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &KeyBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let keys: Vec<&KeyHelp> = self.keys.iter().filter(|k| !k.short.is_empty()).collect();
        // Drop keys from the middle until the rest fits; help and quit always stay.
        let width = |ks: &[&KeyHelp]| {
            ks.iter()
                .map(|k| k.keys.width() + k.short.width() + 3)
                .sum::<usize>()
        };
        let mut shown = keys;
        while width(&shown) > area.width as usize && shown.len() > 2 {
            shown.remove(shown.len() - 3);
        }
        let mut spans = Vec::new();
        for k in shown {
            spans.push(Span::styled(format!(" {}", k.keys), self.theme.key));
            spans.push(Span::styled(format!(" {} ", k.short), self.theme.dim));
        }
        Line::from(spans).render(area, buf);
    }
}
