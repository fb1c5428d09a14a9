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

/// The overlay, centred between the header and the key bar of the area it is given (the
/// window); when it cannot fit whole there, the window size it needs instead.
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

/// The keys of the main screen and of the editor, in table order, as (keys, what they do);
/// the editor's marked as such.
fn key_rows(puzzle: PuzzleKind, lang: Lang) -> Vec<(String, String)> {
    let t = lang.text();
    action::BINDINGS
        .iter()
        .filter(|b| b.show.in_help())
        .filter_map(|b| {
            let what = (b.text)(&t.keys).long;
            if b.applies(puzzle, InputMode::Normal) {
                Some((b.label(), what.to_string()))
            } else if b.applies(puzzle, InputMode::Edit) {
                Some((b.label(), format!("{}{what}", t.editing_prefix)))
            } else {
                None
            }
        })
        .collect()
}

fn width(lines: &[Line]) -> u16 {
    lines.iter().map(Line::width).max().unwrap_or(0) as u16
}

/// How the overlay is arranged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Arrangement {
    /// Keys, then the legend below them.
    Stacked,
    /// The legend beside the keys.
    SideBySide,
}

impl Help<'_> {
    fn lines(&self) -> (Vec<Line<'_>>, Vec<Line<'_>>, Line<'_>) {
        let th = self.theme;
        let rows = key_rows(self.puzzle, self.lang);
        let key_w = rows.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + 2;
        let keys = rows
            .into_iter()
            .map(|(label, long)| {
                let pad = " ".repeat(key_w - label.width());
                Line::from(vec![
                    Span::styled(format!(" {label}{pad}"), th.key),
                    Span::styled(long, th.text),
                ])
            })
            .collect();
        let legend = self
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
        let footer = Line::styled(format!(" {}", self.lang.text().help_close), th.dim);
        (keys, legend, footer)
    }
}

/// The arrangement that fits `area` (one column if it can), with the overlay's outer size; or
/// the smaller size needed when neither fits.
fn arrange(
    keys: &[Line],
    legend: &[Line],
    footer: &Line,
    area: Rect,
) -> Result<(Arrangement, (u16, u16)), (u16, u16)> {
    let footer_w = footer.width() as u16;
    // A frame of 2, a margin of 1 on each side.
    let stacked = (
        width(keys).max(width(legend)).max(footer_w) + 4,
        (keys.len() + legend.len() + 3) as u16 + 2,
    );
    let beside = (
        (width(keys) + 2 + width(legend)).max(footer_w) + 4,
        keys.len().max(legend.len()) as u16 + 2 + 2,
    );
    let fits = |(w, h): (u16, u16)| w <= area.width && h <= area.height;
    if fits(stacked) {
        Ok((Arrangement::Stacked, stacked))
    } else if fits(beside) {
        Ok((Arrangement::SideBySide, beside))
    } else if u32::from(stacked.0) * u32::from(stacked.1)
        <= u32::from(beside.0) * u32::from(beside.1)
    {
        Err(stacked)
    } else {
        Err(beside)
    }
}

impl Widget for &Help<'_> {
    fn render(self, window: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let area = crate::layout::screen_rows(window)[1];
        let (keys, legend, footer) = self.lines();
        let (arrangement, (w, h)) = match arrange(&keys, &legend, &footer, area) {
            Ok(fit) => fit,
            Err((need_w, need_h)) => {
                // Never a fragment of the overlay: the window it needs, as the screens say it.
                Clear.render(area, buf);
                let text = self.lang.words().too_small(
                    (need_w, need_h.saturating_add(2)),
                    (window.width, window.height),
                );
                crate::ui::common::centred(&text, area, th, buf);
                return;
            }
        };
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
        let block = panel(format!(" {} ", self.lang.text().help), th);
        let inner = block.inner(popup);
        (&block).render(popup, buf);
        let put = |lines: &[Line], x: u16, y: u16, w: u16, buf: &mut Buffer| {
            for (i, line) in lines.iter().enumerate() {
                line.render(Rect::new(x, y + i as u16, w, 1), buf);
            }
        };
        match arrangement {
            Arrangement::SideBySide => {
                let legend_x = inner.x + width(&keys) + 2;
                put(&keys, inner.x, inner.y, width(&keys) + 2, buf);
                put(&legend, legend_x, inner.y, inner.right() - legend_x, buf);
            }
            Arrangement::Stacked => {
                put(&keys, inner.x, inner.y, inner.width, buf);
                let below = inner.y + keys.len() as u16 + 1;
                put(&legend, inner.x, below, inner.width, buf);
            }
        }
        footer.render(Rect::new(inner.x, inner.bottom() - 1, inner.width, 1), buf);
    }
}
