//! The event log, newest first, in words: one widget for every puzzle's events.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::Rewind;
use crate::i18n::Lang;
use crate::timeline::Timeline;
use crate::ui::common::framed;
use crate::ui::theme::Theme;

/// An event the log can show.
pub trait LogEvent: Copy {
    /// The event in words; `compact` asks for fewer words, for narrow panels.
    fn words(&self, lang: Lang, compact: bool) -> String;

    /// The colour mark of the event's kind, shared by the log and the board's legend.
    fn marker(&self, theme: &Theme) -> Style;
}

/// The log panel of one timeline.
pub struct Log<'a, S: Rewind> {
    /// Where the recent events come from.
    pub timeline: &'a Timeline<S>,
    /// The event with the longest description: when it does not fit whole, every line uses
    /// the compact wording. `None`: never compact.
    pub widest: Option<S::Event>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl<S: Rewind> Widget for &Log<'_, S>
where
    S::Event: LogEvent,
{
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.log, self.theme);
        let mut recent = self.timeline.recent().peekable();
        if recent.peek().is_none() {
            Line::styled(format!(" {}", t.log_empty), self.theme.dim).render(inner, buf);
            return;
        }
        let step_w = recent.peek().map_or(1, |(s, _)| s.to_string().len());
        // Full sentences if the longest one fits, else compact ones for every line.
        let room = (inner.width as usize).saturating_sub(step_w + 3);
        let compact = self
            .widest
            .is_some_and(|e| e.words(self.lang, false).width() > room);
        for (i, (step, event)) in recent.take(inner.height as usize).enumerate() {
            let mut text = self.theme.text;
            if i == 0 {
                text = text.add_modifier(Modifier::BOLD);
            }
            let line = Line::from(vec![
                Span::styled(" ", event.marker(self.theme)),
                Span::styled(format!(" {step:>step_w$} "), self.theme.dim),
                Span::styled(event.words(self.lang, compact), text),
            ]);
            line.render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
        }
    }
}
