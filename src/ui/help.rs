//! The help overlay: every key, and what the board's colours mean.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

use crate::i18n::Lang;
use crate::ui::panel;
use crate::ui::theme::Theme;

/// The overlay, centred on the area it is given.
pub struct Help<'a> {
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for &Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let th = self.theme;
        let key_w = t.keys.iter().map(|k| k.keys.width()).max().unwrap_or(0) + 2;
        let legend = [
            (th.placed, t.legend_placed),
            (th.conflict, t.legend_conflict),
            (th.attacker, t.legend_attacker),
            (th.attack_path, t.legend_path),
            (th.light_attacked, t.legend_attacked),
            (th.abandoned, t.legend_abandoned),
            (th.solution, t.legend_solution),
        ];
        let mut lines: Vec<Line> = t
            .keys
            .iter()
            .map(|k| {
                let pad = " ".repeat(key_w - k.keys.width());
                Line::from(vec![
                    Span::styled(format!(" {}{pad}", k.keys), th.key),
                    Span::styled(k.long, th.text),
                ])
            })
            .collect();
        lines.push(Line::default());
        for (style, text) in legend {
            lines.push(Line::from(vec![
                Span::raw(" "),
                Span::styled("  ", style),
                Span::styled(format!(" {text}"), th.text),
            ]));
        }
        lines.push(Line::default());
        lines.push(Line::styled(format!(" {}", t.help_close), th.dim));
        let content_w = lines.iter().map(Line::width).max().unwrap_or(0) as u16 + 2;
        let w = (content_w + 2).min(area.width);
        let h = (lines.len() as u16 + 2).min(area.height);
        let popup = Rect::new(
            area.x + (area.width - w) / 2,
            area.y + (area.height - h) / 2,
            w,
            h,
        );
        Clear.render(popup, buf);
        let block = panel(format!(" {} ", t.help), th);
        let inner = block.inner(popup);
        (&block).render(popup, buf);
        for (i, line) in lines.iter().enumerate().take(inner.height as usize) {
            line.render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
        }
    }
}
