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

/// `words` cut to `room` columns, ending with an ellipsis when cut (a long solution line).
pub fn fit(words: String, room: usize) -> String {
    if words.width() <= room {
        return words;
    }
    let mut out = String::new();
    for ch in words.chars() {
        let w = unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
        if out.width() + w + 1 > room {
            break;
        }
        out.push(ch);
    }
    out.push('…');
    out
}

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
    /// Words said after the event of a step, as (step, words): a piece placed by hand moved.
    pub notes: &'a [(u64, String)],
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
        let mut y = inner.y;
        for (i, (step, event)) in recent.enumerate() {
            if y >= inner.bottom() {
                break;
            }
            let mut text = self.theme.text;
            if i == 0 {
                text = text.add_modifier(Modifier::BOLD);
            }
            let line = Line::from(vec![
                Span::styled(" ", event.marker(self.theme)),
                Span::styled(format!(" {step:>step_w$} "), self.theme.dim),
                Span::styled(fit(event.words(self.lang, compact), room), text),
            ]);
            line.render(Rect::new(inner.x, y, inner.width, 1), buf);
            y += 1;
            // A note goes on a line of its own under its event.
            if let Some((_, note)) = self.notes.iter().find(|(s, _)| s == step)
                && y < inner.bottom()
            {
                let indent = " ".repeat(step_w + 3);
                Line::styled(fit(format!("{indent}↳ {note}"), inner.width.into()), text)
                    .render(Rect::new(inner.x, y, inner.width, 1), buf);
                y += 1;
            }
        }
    }
}

/// Zoom's caption: the last event of a timeline in words, on one line without a frame.
pub struct Caption<'a, S: Rewind> {
    /// Whose last event is told.
    pub timeline: &'a Timeline<S>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl<S: Rewind> Widget for &Caption<'_, S>
where
    S::Event: LogEvent,
{
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let Some((step, event)) = self.timeline.recent().next() else {
            Line::styled(format!(" {}", t.log_empty), self.theme.dim).render(area, buf);
            return;
        };
        let head = format!(" {} {step} ", t.step);
        let room = usize::from(area.width).saturating_sub(head.width() + 3);
        let compact = event.words(self.lang, false).width() > room;
        Line::from(vec![
            Span::styled("  ", event.marker(self.theme)),
            Span::styled(head, self.theme.dim),
            Span::styled(
                fit(event.words(self.lang, compact), room),
                self.theme.text.add_modifier(Modifier::BOLD),
            ),
        ])
        .render(area, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_cut_short_ends_with_an_ellipsis() {
        assert_eq!(fit("solution 1: 1 3 5".into(), 40), "solution 1: 1 3 5");
        assert_eq!(fit("solution 1: 1 3 5 7 9".into(), 12), "solution 1:…");
        assert_eq!(fit("第 1 个解：1 3 5".into(), 8), "第 1 个…");
        assert!(fit("第 1 个解：1 3 5".into(), 8).width() <= 8);
    }
}
