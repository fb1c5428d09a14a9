//! The path panel: the stack of cells from the start, the top first, each with the direction
//! it went on.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::i18n::Lang;
use crate::problems::maze::model::MazePuzzle;
use crate::ui::common::{framed, stack_lines};
use crate::ui::theme::Theme;

/// The path panel: the stack of cells, the top first, each with the direction it went on.
pub struct PathPanel<'a> {
    /// The maze.
    pub puzzle: &'a MazePuzzle,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &PathPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(
            buf,
            area,
            crate::problems::maze::words::text(self.lang).path,
            self.theme,
        );
        let maze = self.puzzle.maze();
        let order = maze.order();
        let depth = maze.path().len();
        if depth == 0 {
            Line::styled(format!(" {}", t.stack_empty), self.theme.dim).render(inner, buf);
            return;
        }
        // Top first; each cell with the direction it went (or last tried, on top).
        let items = maze.path().rev().map(|((r, c), tried)| {
            let went = tried.checked_sub(1).and_then(|i| order.0.get(i));
            format!(" ({r},{c}) {}", went.map_or(' ', |d| d.letter()))
        });
        stack_lines(buf, inner, items, depth, self.lang, self.theme);
    }
}
