//! The help overlay: every key of the puzzle (from the key table), and what each mark on the
//! board or grid means (its symbol in its colour). Its words and geometry come from
//! `app::help`, which the model shares to scroll it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};
use unicode_width::UnicodeWidthStr;

use crate::app::help::{HelpText, geometry};
use crate::i18n::Lang;
use crate::layout::help::HelpArrangement;
use crate::ui::common::panel;
use crate::ui::theme::Theme;

/// The overlay, centred between the header and the key bar of the area it is given (the
/// window), scrolled when it is longer than that; when even a few lines do not fit, the window
/// size it needs instead.
pub struct Help<'a> {
    /// The keys and the legend's words.
    pub text: HelpText,
    /// Each state's mark, in the order of the legend's words: its style and its symbol.
    pub marks: Vec<(Style, &'a str)>,
    /// The first row of the body in view.
    pub scroll: u16,
    /// ASCII only (the tree's marks).
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

impl Help<'_> {
    fn key_lines(&self, text: &HelpText) -> Vec<Line<'static>> {
        let th = self.theme;
        text.keys
            .iter()
            .map(|(label, what)| {
                Line::from(vec![
                    Span::styled(label.clone(), th.key),
                    Span::styled(what.clone(), th.text),
                ])
            })
            .collect()
    }

    fn legend_lines(&self, text: &HelpText) -> Vec<Line<'static>> {
        let th = self.theme;
        let mut marks = self.marks.clone();
        if text.tree_marks {
            // The board's marks are as many as the words before the tree's heading.
            marks.truncate(text.legend.len() - 1 - crate::i18n::tree::LEGEND.len());
            marks.push((th.title, ""));
            marks.extend(crate::ui::tree::legend_all(self.ascii, th));
        }
        marks
            .iter()
            .zip(&text.legend)
            .map(|((style, glyph), words)| {
                Line::from(vec![
                    Span::raw(" "),
                    Span::styled(format!("{glyph:<2}"), *style),
                    Span::styled(format!(" {words}"), th.text),
                ])
            })
            .collect()
    }
}

impl Widget for &Help<'_> {
    fn render(self, window: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let area = crate::layout::screen_rows(window)[1];
        let g = match geometry(window, &self.text) {
            Ok(g) => g,
            Err(need) => {
                // Never a fragment of the overlay: the window it needs, as the screens say it.
                Clear.render(area, buf);
                let text = self
                    .lang
                    .words()
                    .too_small(need, (window.width, window.height));
                crate::ui::common::centred(&text, area, th, buf);
                return;
            }
        };
        let text = &self.text;
        let (keys, legend) = (self.key_lines(text), self.legend_lines(text));
        let popup = g.popup;
        clear_round(popup, area, buf);
        let scroll = self.scroll.min(g.max_scroll());
        let mut block = panel(format!(" {} ", self.lang.text().help), th);
        if g.scrolls() {
            let below = g.max_scroll() - scroll;
            let marks = match (scroll > 0, below > 0) {
                (true, true) => " ↑↓ ",
                (true, false) => " ↑ ",
                (false, _) => " ↓ ",
            };
            block = block.title_bottom(Line::styled(marks, th.key).right_aligned());
        }
        let inner = block.inner(popup);
        (&block).render(popup, buf);
        let body = Rect::new(inner.x, inner.y, inner.width, g.shown);
        let keys_w = text.content().keys.0 + 2;
        render_body((&keys, &legend), &g, keys_w, scroll, body, buf);
        let footer = if g.scrolls() {
            &text.footer_scrolling
        } else {
            &text.footer
        };
        Line::styled(footer.as_str(), th.dim)
            .render(Rect::new(inner.x, inner.bottom() - 1, inner.width, 1), buf);
    }
}
/// Clears `popup` and a blank gutter round it within `area`: the panels' borders behind it
/// never touch its own (a corner beside a corner read as `╭╭`).
fn clear_round(popup: Rect, area: Rect, buf: &mut Buffer) {
    let gutter = Rect::new(
        popup.x.saturating_sub(1).max(area.x),
        popup.y.saturating_sub(1).max(area.y),
        popup.width + 2,
        popup.height + 2,
    )
    .intersection(area);
    // A wide (CJK) character just left of the gutter would spill into it.
    if gutter.x > area.x {
        for y in gutter.top()..gutter.bottom() {
            let cell = &mut buf[(gutter.x - 1, y)];
            if cell.symbol().width() > 1 {
                cell.set_symbol(" ");
            }
        }
    }
    Clear.render(gutter, buf);
    Clear.render(popup, buf);
}

/// The help's body in `body`: keys then legend, or both columns side by side (the keys'
/// `keys_w` wide); `scroll` rows hidden above.
fn render_body(
    (keys, legend): (&[Line<'static>], &[Line<'static>]),
    g: &crate::layout::help::HelpGeometry,
    keys_w: u16,
    scroll: u16,
    body: Rect,
    buf: &mut Buffer,
) {
    let row = |lines: &[Line<'static>], i: u16| lines.get(usize::from(i)).cloned();
    for y in 0..g.shown {
        let i = y + scroll;
        let at = |x: u16, w: u16| Rect::new(x, body.y + y, w, 1);
        match g.arrangement {
            HelpArrangement::Stacked => {
                let legend_start = keys.len() as u16 + 1;
                let line = if i < keys.len() as u16 {
                    row(keys, i)
                } else if i >= legend_start {
                    row(legend, i - legend_start)
                } else {
                    None
                };
                if let Some(line) = line {
                    line.render(at(body.x, body.width), buf);
                }
            }
            HelpArrangement::SideBySide => {
                if let Some(line) = row(keys, i) {
                    line.render(at(body.x, keys_w.min(body.width)), buf);
                }
                if let Some(line) = row(legend, i) {
                    let x = body.x + keys_w;
                    line.render(at(x, body.right().saturating_sub(x)), buf);
                }
            }
        }
    }
}
