//! The header bar: program, puzzle, board size and algorithm; state, speed and step.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::{App, Puzzle, Status};
use crate::i18n::{Text, group_digits};
use crate::ui::theme::Theme;

/// The one-line bar at the top.
pub struct Header<'a> {
    left: Line<'a>,
    right: Line<'a>,
    theme: &'a Theme,
}

impl<'a> Header<'a> {
    /// The header: `title` on the left; state, speed and step on the right.
    pub fn new<P: Puzzle>(app: &App<P>, theme: &'a Theme, title: &str) -> Header<'a> {
        let t = app.lang.text();
        let left = Line::from(vec![
            Span::styled(" backtrack ", theme.header_title),
            Span::styled(format!(" {title} "), theme.header),
        ]);
        let (word, style) = status_word(app.status(), t, theme);
        let right = Line::from(vec![
            Span::styled(format!(" {word} "), theme.header.patch(style)),
            Span::styled(
                format!(" {} ", app.lang.speed(app.speed.rate())),
                theme.header,
            ),
            Span::styled(
                format!(" {} {} ", t.step, group_digits(app.position())),
                theme.header,
            ),
        ])
        .right_aligned();
        Header { left, right, theme }
    }
}

/// The word and style for a state.
pub fn status_word(status: Status, t: &'static Text, theme: &Theme) -> (&'static str, Style) {
    match status {
        Status::Playing => (t.playing, theme.playing),
        Status::Paused => (t.paused, theme.paused),
        Status::Running => (t.running, theme.playing),
        Status::Done => (t.done, theme.done),
        Status::Editing => (t.editing, theme.paused),
    }
}

impl Widget for &Header<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        buf.set_style(area, self.theme.header);
        (&self.left).render(area, buf);
        (&self.right).render(area, buf);
    }
}
