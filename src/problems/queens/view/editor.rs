//! The board editor's panel (`e`), in the log's place while the editor is open: the queens
//! placed, the pairs that attack each other, how many solutions extend the queens (or why the
//! search cannot run from them), and why the last try to run was refused.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::i18n::{Lang, square};
use crate::problems::queens::engine::placement::PlacementError;
use crate::problems::queens::model::editor::{Editor, Extends};
use crate::ui::common::framed;
use crate::ui::theme::Theme;

/// The editor's panel.
pub struct EditorPanel<'a> {
    /// The editor.
    pub editor: &'a Editor,
    /// Queens as `Q`, marks in ASCII.
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl EditorPanel<'_> {
    /// The panel's lines.
    pub fn lines(&self) -> Vec<Line<'static>> {
        let (th, words) = (self.theme, crate::problems::queens::words::words(self.lang));
        let squares: Vec<String> = self
            .editor
            .queens()
            .iter()
            .map(|&(r, c)| square(r, c))
            .collect();
        let mut lines = vec![Line::styled(words.hand_queens(&squares), th.text)];
        let cross = if self.ascii { "x " } else { "✗ " };
        for (a, b, line) in self.editor.pairs() {
            let why = words.placement_error(&PlacementError::Attack { a, b, line });
            lines.push(Line::from(vec![
                Span::styled(cross, th.conflict),
                Span::styled(format!(" {why}"), th.text),
            ]));
        }
        match (self.editor.extends(), self.editor.start()) {
            (Extends::Solutions(k), _) => {
                let style = if k == 0 { th.abandoned } else { th.value };
                lines.push(Line::styled(words.completions(Some(k)), style));
            }
            (Extends::Counting, _) => lines.push(Line::styled(words.completions(None), th.dim)),
            (Extends::Failed(why), _) => {
                lines.push(Line::styled(words.count_failed(&why), th.conflict));
            }
            (Extends::NotAStart, Err(why)) => {
                // Attacks are listed above; a gap or two in a row is said here.
                if !matches!(why, PlacementError::Attack { .. }) {
                    let why = words.placement_error(&why);
                    lines.push(Line::styled(words.cannot_run(&why), th.text));
                }
            }
            (Extends::NotAStart, Ok(_)) => {}
        }
        if let Some(why) = self.editor.refused {
            let why = words.placement_error(&why);
            lines.push(Line::styled(words.cannot_run(&why), th.conflict));
        }
        lines
    }

    /// The panel in one line (zoom's caption): the count, or the first reason it cannot run.
    pub fn summary(&self) -> String {
        let words = crate::problems::queens::words::words(self.lang);
        if let Some(why) = self.editor.refused.or_else(|| self.editor.start().err()) {
            return words.cannot_run(&words.placement_error(&why));
        }
        match self.editor.extends() {
            Extends::Solutions(k) => words.completions(Some(k)),
            Extends::Failed(why) => words.count_failed(&why),
            _ => words.completions(None),
        }
    }
}

impl Widget for &EditorPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = framed(
            buf,
            area,
            crate::problems::queens::words::text(self.lang).editor,
            self.theme,
        );
        let inner = Rect::new(
            inner.x + 1,
            inner.y,
            inner.width.saturating_sub(1),
            inner.height,
        );
        Paragraph::new(self.lines())
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}
