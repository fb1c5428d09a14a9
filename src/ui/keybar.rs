//! The key bar: the most used keys of the screen, as many as fit, from the key table.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::action::{self, InputMode, PuzzleKind};
use crate::i18n::Lang;
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// Whose keys.
    pub puzzle: PuzzleKind,
    /// Which keys apply.
    pub mode: InputMode,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &KeyBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let texts = &self.lang.text().keys;
        let keys: Vec<(String, &str)> = action::bindings(self.puzzle, self.mode)
            .filter(|b| b.show.in_bar())
            .map(|b| (b.label(&self.lang.text().key_names), (b.text)(texts).short))
            .filter(|(_, short)| !short.is_empty())
            .collect();
        // Drop keys from the middle until the rest fits; help and quit always stay.
        let width = |ks: &[&(String, &str)]| {
            ks.iter()
                .map(|(label, short)| label.width() + short.width() + 3)
                .sum::<usize>()
        };
        let mut shown: Vec<&(String, &str)> = keys.iter().collect();
        while width(&shown) > area.width as usize && shown.len() > 2 {
            shown.remove(shown.len() - 3);
        }
        let mut spans = Vec::new();
        for (label, short) in shown {
            spans.push(Span::styled(format!(" {label}"), self.theme.key));
            spans.push(Span::styled(format!(" {short} "), self.theme.dim));
        }
        Line::from(spans).render(area, buf);
    }
}
