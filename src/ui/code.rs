//! Seed 001's loop as pseudocode, the line of the last event lit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::engine::queens::QueensEvent;
use crate::i18n::{ITERATIVE_CODE, Lang};
use crate::ui::panel;
use crate::ui::theme::Theme;

/// The code panel.
pub struct Code<'a> {
    /// Index into [`ITERATIVE_CODE`] of the line to light.
    pub current: usize,
    /// Language (for the title).
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// The pseudocode line that produced `last` on an `n`×`n` board.
pub fn current_line(last: Option<QueensEvent>, n: usize) -> usize {
    match last {
        None => 0,
        Some(QueensEvent::Done { .. }) => 1,
        Some(QueensEvent::Conflict { .. }) => 3,
        Some(QueensEvent::Place { row, .. }) if row as usize + 1 == n => 5,
        Some(QueensEvent::Place { .. }) => 7,
        Some(QueensEvent::Solution { .. }) => 6,
        Some(QueensEvent::Backtrack { .. }) => 8,
    }
}

impl Widget for &Code<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let block = panel(format!(" {} ", self.lang.text().code), self.theme);
        let inner = block.inner(area);
        (&block).render(area, buf);
        for (i, text) in ITERATIVE_CODE
            .iter()
            .enumerate()
            .take(inner.height as usize)
        {
            let line_area = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
            let lit = i == self.current;
            let style = if lit {
                self.theme.current
            } else {
                self.theme.text
            };
            if lit {
                buf.set_style(line_area, style);
            }
            let number = Span::styled(
                format!("{:>2} ", i + 1),
                if lit { style } else { self.theme.dim },
            );
            Line::from(vec![number, Span::styled(*text, style)]).render(line_area, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::queens::Iterative;

    #[test]
    fn every_event_lights_the_line_that_makes_it() {
        let mut s = Iterative::new(4);
        assert_eq!(current_line(None, 4), 0);
        let mut seen = std::collections::BTreeMap::new();
        while let Some(e) = s.step() {
            seen.insert(e.name(), ITERATIVE_CODE[current_line(Some(e), 4)].trim());
        }
        assert!(seen["conflict"].contains("place(k)"));
        assert!(seen["solution"].contains("print"));
        assert!(seen["backtrack"].contains("k = k - 1"));
        assert!(seen["done"].contains("while k > 0"));
        assert!(
            ITERATIVE_CODE[current_line(Some(QueensEvent::Place { row: 0, col: 0 }), 4)]
                .contains("k = k + 1")
        );
    }
}
