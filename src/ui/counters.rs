//! The counters: step, places, conflicts, backtracks, solutions, speed and state.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::app::{Speed, Status};
use crate::engine::queens;
use crate::i18n::{Lang, group_digits};
use crate::ui::header::status_word;
use crate::ui::panel;
use crate::ui::theme::Theme;

/// The counters panel.
pub struct Counters<'a> {
    /// The solver's totals.
    pub counters: queens::Counters,
    /// Playback speed.
    pub speed: Speed,
    /// Playback state.
    pub status: Status,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Counters<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let block = panel(format!(" {} ", t.counters), self.theme);
        let inner = block.inner(area);
        (&block).render(area, buf);
        let c = &self.counters;
        let (word, state_style) = status_word(self.status, t, self.theme);
        let rows: [(&str, String, Style); 7] = [
            (t.step, group_digits(c.steps), self.theme.value),
            (t.places, group_digits(c.places), self.theme.value),
            (t.conflicts, group_digits(c.conflicts), self.theme.value),
            (t.backtracks, group_digits(c.backtracks), self.theme.value),
            (t.solutions, group_digits(c.solutions), self.theme.value),
            (
                t.speed,
                self.lang.speed(self.speed.rate()),
                self.theme.value,
            ),
            (t.state, word.to_string(), state_style),
        ];
        let label_w = rows.iter().map(|r| r.0.width()).max().unwrap_or(0);
        for (i, (label, value, style)) in rows.into_iter().enumerate().take(inner.height as usize) {
            let line_area = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
            let pad = " ".repeat(label_w - label.width());
            Line::from(vec![Span::styled(format!(" {label}{pad}"), self.theme.dim)])
                .render(line_area, buf);
            Line::from(Span::styled(format!("{value} "), style))
                .right_aligned()
                .render(line_area, buf);
        }
    }
}
