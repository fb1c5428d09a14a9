//! The header bar: program, puzzle, board size and algorithm; state, speed and step.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::{App, Puzzle, Status};
use crate::i18n::{Text, group_digits};
use crate::ui::theme::Theme;
use unicode_width::UnicodeWidthStr;

/// The one-line bar at the top. Each piece has a rank: when the window is too narrow for
/// all of them, the lowest ranks go first, so what matters most (the algorithms, the step,
/// the state) stays.
pub struct Header<'a> {
    /// The title's pieces with their ranks, shown after the program's name.
    title: Vec<(String, u8)>,
    /// State, speed and step with their styles and ranks, on the right.
    right: Vec<(String, Style, u8)>,
    theme: &'a Theme,
}

/// Rank of the program's name: the first to go.
const BRAND: u8 = 0;

impl<'a> Header<'a> {
    /// The header: the title's pieces (text, rank) on the left; state, speed and step on the
    /// right.
    pub fn new<P: Puzzle>(app: &App<P>, theme: &'a Theme, title: &[(String, u8)]) -> Header<'a> {
        let t = app.lang.text();
        let (word, style) = status_word(app.status(), t, theme);
        let mut right = Vec::new();
        if app.recording {
            // Recording: a mark that stays as long as the state does.
            right.push((
                t.recording.to_string(),
                theme.header.patch(theme.conflict),
                4,
            ));
        }
        if !app.stops.is_empty() {
            // The active stops; they go before the state.
            let names = crate::ui::keybar::stop_names(
                &app.stops,
                app.lang,
                &P::STOP_WORDS,
                P::vocabulary(app.lang),
            );
            right.push((app.lang.words().stops(&names), theme.header, 3));
        }
        if let Some(scene) = &app.lesson {
            // A lesson plays: where it stands, as long as the step does.
            right.push((
                (crate::i18n::lesson::text(app.lang).scene)(scene.index + 1, scene.count),
                theme.header.patch(theme.key),
                5,
            ));
        }
        if let Some(quiz) = &app.quiz {
            let (right_answers, asked) = quiz.score();
            right.push((
                app.lang.words().quiz_score_short(right_answers, asked),
                theme.header,
                4,
            ));
        }
        right.extend([
            (word.to_string(), theme.header.patch(style), 4),
            (app.lang.speed(app.speed.rate()), theme.header, 2),
            (
                format!("{} {}", t.step, group_digits(app.position())),
                theme.header,
                5,
            ),
        ]);
        Header {
            title: title.to_vec(),
            right,
            theme,
        }
    }

    /// The pieces that fit `width`: whether the name stays, the title's and the right's.
    fn fitting(&self, width: usize) -> (bool, Vec<&str>, Vec<(&str, Style)>) {
        let mut ranks: Vec<u8> = self
            .title
            .iter()
            .map(|p| p.1)
            .chain(self.right.iter().map(|p| p.2))
            .chain([BRAND])
            .collect();
        ranks.sort_unstable();
        ranks.dedup();
        // First everything; then without every piece ranked up to each rank in turn.
        for cut in std::iter::once(None).chain(ranks.into_iter().map(Some)) {
            let keep = |rank: u8| cut.is_none_or(|cut| rank > cut);
            let brand = keep(BRAND);
            let title: Vec<&str> = self
                .title
                .iter()
                .filter(|p| keep(p.1))
                .map(|p| p.0.as_str())
                .collect();
            let right: Vec<(&str, Style)> = self
                .right
                .iter()
                .filter(|p| keep(p.2))
                .map(|p| (p.0.as_str(), p.1))
                .collect();
            let left_w = if brand { " backtrack ".len() } else { 0 }
                + if title.is_empty() {
                    0
                } else {
                    title.join("  ").width() + 2
                };
            let right_w: usize = right.iter().map(|(t, _)| t.width() + 2).sum();
            if left_w + right_w <= width {
                return (brand, title, right);
            }
        }
        (false, Vec::new(), Vec::new())
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
        Status::Asking => (t.asking, theme.playing),
    }
}

impl Widget for &Header<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        buf.set_style(area, th.header);
        let (brand, title, right) = self.fitting(area.width as usize);
        let mut left = Vec::new();
        if brand {
            left.push(Span::styled(" backtrack ", th.header_title));
        }
        if !title.is_empty() {
            left.push(Span::styled(format!(" {} ", title.join("  ")), th.header));
        }
        Line::from(left).render(area, buf);
        let right: Vec<Span> = right
            .into_iter()
            .map(|(text, style)| Span::styled(format!(" {text} "), style))
            .collect();
        Line::from(right).right_aligned().render(area, buf);
    }
}
