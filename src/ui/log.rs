//! The event log, newest first, in words.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::queens::{Line as AttackLine, QueensEvent, QueensSolver};
use crate::i18n::Lang;
use crate::timeline::Timeline;
use crate::ui::framed;
use crate::ui::theme::Theme;

/// The log panel.
pub struct Log<'a> {
    /// Board size.
    pub n: usize,
    /// Where the recent events come from.
    pub recent: &'a Timeline<QueensSolver>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// The event with the longest description on an `n`×`n` board.
fn widest(n: usize) -> QueensEvent {
    let last = (n - 1) as u8;
    QueensEvent::Conflict {
        row: last,
        col: last,
        by_row: last,
        by_col: last,
        line: AttackLine::AntiDiagonal,
    }
}

/// The colour mark of an event kind, shared by the log and the board's legend.
pub fn marker(event: &QueensEvent, theme: &Theme) -> Style {
    match event {
        QueensEvent::Place { .. } => theme.placed,
        QueensEvent::Conflict { .. } => theme.conflict,
        QueensEvent::Solution { .. } => theme.solution,
        QueensEvent::Backtrack { .. } | QueensEvent::Unplace { .. } => theme.abandoned,
        QueensEvent::Skip { .. } => theme.skipped,
        QueensEvent::Call { .. } | QueensEvent::Return { .. } => theme.dim,
        QueensEvent::Done { .. } => theme.current,
    }
}

impl Widget for &Log<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.log, self.theme);
        let mut recent = self.recent.recent().peekable();
        if recent.peek().is_none() {
            Line::styled(format!(" {}", t.log_empty), self.theme.dim).render(inner, buf);
            return;
        }
        let step_w = recent.peek().map_or(1, |(s, _)| s.to_string().len());
        // Full sentences if the longest one fits, else compact ones for every line.
        let room = (inner.width as usize).saturating_sub(step_w + 3);
        let compact = self.lang.queens_event(&widest(self.n)).width() > room;
        for (i, (step, event)) in recent.take(inner.height as usize).enumerate() {
            let mut text = self.theme.text;
            if i == 0 {
                text = text.add_modifier(Modifier::BOLD);
            }
            let words = if compact {
                self.lang.queens_event_compact(event)
            } else {
                self.lang.queens_event(event)
            };
            let line = Line::from(vec![
                Span::styled(" ", marker(event, self.theme)),
                Span::styled(format!(" {step:>step_w$} "), self.theme.dim),
                Span::styled(words, text),
            ]);
            line.render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
        }
    }
}
