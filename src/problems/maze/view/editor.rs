//! The maze editor's panel (`e`), in the log's place while the editor is open: the cell under
//! the cursor with its coordinates, why the last change was refused, and the editor's keys
//! (from the key table, so a key and its words cannot drift apart).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::action::{InputMode, KeyTable};
use crate::i18n::Lang;
use crate::problems::maze::engine::WALL;
use crate::problems::maze::keys::MazeAction;
use crate::problems::maze::model::MazePuzzle;
use crate::problems::maze::words::text;
use crate::ui::common::{framed, key_lines};
use crate::ui::theme::Theme;

/// The editor's panel.
pub struct EditorPanel<'a> {
    /// The maze being edited.
    pub puzzle: &'a MazePuzzle,
    /// The key table (the editor's rows are listed).
    pub keys: &'a KeyTable<MazeAction>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl EditorPanel<'_> {
    /// What the cell under the cursor is, as `cursor (r,c): wall`.
    pub fn cursor_line(&self) -> String {
        let t = text(self.lang);
        let p = self.puzzle;
        let (r, c) = p.cursor;
        let kind = if p.cursor == p.setup.start {
            t.cell_kinds[2]
        } else if p.cursor == p.setup.goal {
            t.cell_kinds[3]
        } else if p.setup.grid.get(r, c) == WALL {
            t.cell_kinds[0]
        } else {
            t.cell_kinds[1]
        };
        let colon = if self.lang == Lang::Zh { "：" } else { ": " };
        format!("{} ({r},{c}){colon}{kind}", t.cursor)
    }

    /// Why the last change was refused, if it was.
    pub fn refusal(&self) -> Option<&'static str> {
        self.puzzle
            .refused
            .map(|refused| text(self.lang).refusals[refused as usize])
    }

    /// The panel's lines.
    pub fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let th = self.theme;
        let mut lines = vec![Line::styled(self.cursor_line(), th.value)];
        if let Some(why) = self.refusal() {
            lines.push(Line::styled(why, th.conflict));
        }
        lines.push(Line::default());
        let names = &self.lang.text().key_names;
        let rows: Vec<(String, &str)> = self
            .keys
            .bindings(InputMode::Edit)
            .filter(|b| b.modes == crate::action::EDIT)
            .map(|b| (b.label(names), (b.text)(self.lang).long))
            .collect();
        lines.extend(key_lines(&rows, width, th));
        lines
    }
}

impl Widget for &EditorPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = framed(buf, area, text(self.lang).editor, self.theme);
        let inner = Rect::new(
            inner.x + 1,
            inner.y,
            inner.width.saturating_sub(1),
            inner.height,
        );
        Paragraph::new(self.lines(inner.width))
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}
