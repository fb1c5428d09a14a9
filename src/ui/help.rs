//! The help overlay: every key of the puzzle (from the key table), and what the colours mean.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

use crate::action::{self, InputMode, PuzzleKind};
use crate::i18n::Lang;
use crate::ui::common::panel;
use crate::ui::theme::Theme;

/// The overlay, centred on the area it is given.
pub struct Help<'a> {
    /// Whose keys to list.
    pub puzzle: PuzzleKind,
    /// Colour swatches and what they mean; a swatch may carry a glyph.
    pub legend: Vec<(Style, &'a str, &'a str)>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let th = self.theme;
        // The keys of the main screen and of the editor, in table order; the editor's marked.
        let rows: Vec<(String, String)> = action::BINDINGS
            .iter()
            .filter(|b| b.show.in_help())
            .filter_map(|b| {
                let long = (b.text)(&t.keys).long;
                if b.applies(self.puzzle, InputMode::Normal) {
                    Some((b.label(), long.to_string()))
                } else if b.applies(self.puzzle, InputMode::Edit) {
                    Some((b.label(), format!("{}{long}", t.editing_prefix)))
                } else {
                    None
                }
            })
            .collect();
        let key_w = rows.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 2;
        let keys: Vec<Line> = rows
            .iter()
            .map(|(label, long)| {
                let pad = " ".repeat(key_w - label.width());
                Line::from(vec![
                    Span::styled(format!(" {label}{pad}"), th.key),
                    Span::styled(long.as_str(), th.text),
                ])
            })
            .collect();
        let legend: Vec<Line> = self
            .legend
            .iter()
            .map(|(style, glyph, text)| {
                Line::from(vec![
                    Span::raw(" "),
                    Span::styled(format!("{glyph:<2}"), *style),
                    Span::styled(format!(" {text}"), th.text),
                ])
            })
            .collect();
        let footer = Line::styled(format!(" {}", t.help_close), th.dim);
        let width = |lines: &[Line]| lines.iter().map(Line::width).max().unwrap_or(0) as u16;
        // One column (keys, then the legend) if it fits the height; else the legend beside.
        let stacked_h = (keys.len() + legend.len() + 3) as u16 + 2;
        let side_by_side = stacked_h > area.height;
        let (content_w, content_h) = if side_by_side {
            let w = width(&keys) + 2 + width(&legend);
            (w, keys.len().max(legend.len()) as u16 + 2)
        } else {
            (width(&keys).max(width(&legend)), stacked_h - 2)
        };
        let w = (content_w.max(footer.width() as u16) + 4).min(area.width);
        let h = (content_h + 2).min(area.height);
        let popup = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + (area.height - h) / 2,
            w,
            h,
        );
        // A wide (CJK) character just left of the popup would spill into its border.
        if popup.x > area.x {
            for y in popup.top()..popup.bottom() {
                let cell = &mut buf[(popup.x - 1, y)];
                if cell.symbol().width() > 1 {
                    cell.set_symbol(" ");
                }
            }
        }
        Clear.render(popup, buf);
        let block = panel(format!(" {} ", t.help), th);
        let inner = block.inner(popup);
        (&block).render(popup, buf);
        let put = |lines: &[Line], x: u16, y: u16, w: u16, buf: &mut Buffer| {
            for (i, line) in lines.iter().enumerate() {
                let row = y + i as u16;
                if row < inner.bottom() {
                    line.render(Rect::new(x, row, w.min(inner.right() - x), 1), buf);
                }
            }
        };
        if side_by_side {
            let legend_x = inner.x + width(&keys) + 2;
            put(&keys, inner.x, inner.y, width(&keys) + 2, buf);
            if legend_x < inner.right() {
                put(&legend, legend_x, inner.y, inner.right() - legend_x, buf);
            }
        } else {
            put(&keys, inner.x, inner.y, inner.width, buf);
            put(
                &legend,
                inner.x,
                inner.y + keys.len() as u16 + 1,
                inner.width,
                buf,
            );
        }
        if inner.height > 0 {
            footer.render(Rect::new(inner.x, inner.bottom() - 1, inner.width, 1), buf);
        }
    }
}
