//! Widgets every screen shares: panel frames, label/value columns, stacks drawn top first, and
//! the message shown instead of a screen when the window is too small.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Widget};
use unicode_width::UnicodeWidthStr;

use crate::i18n::Lang;
use crate::ui::theme::Theme;

/// A panel frame with a title.
pub fn panel<'a>(title: impl Into<Line<'a>>, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.border)
        .title(title.into().style(theme.title))
}

/// Draws a panel frame titled `title` over `area` and returns the inside.
pub fn framed(buf: &mut Buffer, area: Rect, title: impl std::fmt::Display, theme: &Theme) -> Rect {
    let block = panel(format!(" {title} "), theme);
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// One line of a counters panel: a label, a value, and the value's style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// What is counted.
    pub label: String,
    /// Its value, formatted.
    pub value: String,
    /// The value's style.
    pub style: Style,
}

impl Row {
    /// A row.
    pub fn new(label: impl Into<String>, value: impl Into<String>, style: Style) -> Row {
        Row {
            label: label.into(),
            value: value.into(),
            style,
        }
    }
}

/// Inner width from which a counters panel uses two columns.
pub const TWO_COLUMNS: u16 = 44;

/// The two halves of a counters panel's inside, when it is wide enough for two columns.
pub fn two_columns(inner: Rect) -> Option<(Rect, Rect)> {
    (inner.width >= TWO_COLUMNS).then(|| {
        let left_w = inner.width / 2;
        (
            Rect::new(inner.x, inner.y, left_w, inner.height),
            Rect::new(
                inner.x + left_w,
                inner.y,
                inner.width - left_w,
                inner.height,
            ),
        )
    })
}

/// Labels on the left (dim, aligned), values on the right; as many rows as fit.
pub fn render_rows(rows: &[Row], area: Rect, theme: &Theme, buf: &mut Buffer) {
    let label_w = rows.iter().map(|r| r.label.width()).max().unwrap_or(0);
    for (i, row) in rows.iter().enumerate().take(area.height as usize) {
        let line_area = Rect::new(area.x, area.y + i as u16, area.width, 1);
        let pad = " ".repeat(label_w - row.label.width());
        Line::from(Span::styled(format!(" {}{pad}", row.label), theme.dim)).render(line_area, buf);
        Line::from(Span::styled(format!("{} ", row.value), row.style))
            .right_aligned()
            .render(line_area, buf);
    }
}

/// Renders a stack top first in `inner`: `items` are its entries from the top, `total` how many
/// there are. The top entry is lit; if they do not all fit, the last row says how many are hidden.
pub fn stack_lines(
    buf: &mut Buffer,
    inner: Rect,
    items: impl Iterator<Item = String>,
    total: usize,
    lang: Lang,
    theme: &Theme,
) {
    let rows = inner.height as usize;
    let shown = if total > rows {
        rows.saturating_sub(1)
    } else {
        total
    };
    for (i, text) in items.take(shown).enumerate() {
        let style = if i == 0 { theme.current } else { theme.text };
        let line = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
        if i == 0 {
            buf.set_style(line, style);
        }
        Line::styled(text, style).render(line, buf);
    }
    if shown < total {
        let line = Rect::new(inner.x, inner.y + shown as u16, inner.width, 1);
        Line::styled(lang.words().more(total - shown), theme.dim).render(line, buf);
    }
}

/// What a screen or overlay shows when the window is too small for it: the size it needs,
/// naming the side that is short. Wrapped to the area; if it cannot be shown whole, nothing.
pub struct TooSmall<'a> {
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
    /// The size needed (columns, rows).
    pub need: (u16, u16),
}

impl Widget for &TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let text = self
            .lang
            .words()
            .too_small(self.need, (area.width, area.height));
        centred(&text, area, self.theme, buf);
    }
}

/// Writes `text` wrapped to `area`, centred; nothing at all if it cannot be shown whole.
pub fn centred(text: &str, area: Rect, theme: &Theme, buf: &mut Buffer) {
    let Some(lines) = wrap(text, area.width as usize) else {
        return;
    };
    if lines.len() > area.height as usize {
        return;
    }
    let top = area.y + (area.height - lines.len() as u16) / 2;
    for (i, line) in lines.iter().enumerate() {
        let x = area.x + (area.width - line.width() as u16).div_ceil(2);
        buf.set_string(x, top + i as u16, line, theme.text);
    }
}

pub use crate::layout::wrap;

/// Instead of the screen, when the window is too small: the size it needs.
pub fn draw_too_small(frame: &mut Frame, lang: Lang, theme: &Theme, need: (u16, u16)) {
    let area = frame.area();
    frame.render_widget(&TooSmall { lang, theme, need }, area);
}

/// Instead of the screen, when the window is larger than the program draws
/// (`term::MAX_AREA`, or less when memory is short): says so, and draws nothing else.
/// Returns whether it did.
pub fn draw_too_large(frame: &mut Frame, lang: Lang, theme: &Theme, window: (u16, u16)) -> bool {
    let drawn = crate::term::drawn_area(window);
    if (drawn.width, drawn.height) == window {
        return false;
    }
    let text = lang.words().too_large(window, (drawn.width, drawn.height));
    let area = frame.area();
    centred(&text, area, theme, frame.buffer_mut());
    true
}

/// Key rows as a panel lists them: each row's keys padded to the widest, its words wrapped to
/// the rest of `width` under themselves (a hanging indent), in the theme's key and text styles.
pub fn key_lines(rows: &[(String, &str)], width: u16, theme: &Theme) -> Vec<Line<'static>> {
    let keys_w = rows.iter().map(|(k, _)| k.width()).max().unwrap_or(0);
    let room = usize::from(width).saturating_sub(keys_w + 2).max(8);
    let mut lines = Vec::new();
    for (keys, what) in rows {
        for (i, part) in wrapped(what, room).into_iter().enumerate() {
            let left = if i == 0 { keys.as_str() } else { "" };
            let pad = " ".repeat(keys_w - left.width() + 2);
            lines.push(Line::from(vec![
                Span::styled(format!("{left}{pad}"), theme.key),
                Span::styled(part, theme.text),
            ]));
        }
    }
    lines
}

/// `text` in lines of at most `width` columns: broken at spaces where a line has one, else
/// (Chinese, a long word) between characters.
pub fn wrapped(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut rest = text.trim();
    while rest.width() > width {
        // The longest prefix that fits, then back to its last space if it has one.
        let mut end = 0;
        let mut used = 0;
        for (i, ch) in rest.char_indices() {
            let w = unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
            if used + w > width {
                break;
            }
            used += w;
            end = i + ch.len_utf8();
        }
        let end = end.max(rest.chars().next().map_or(0, char::len_utf8));
        let cut = match rest[..end].rfind(' ') {
            Some(space) if space > 0 && !rest[end..].starts_with(' ') => space,
            _ => end,
        };
        lines.push(rest[..cut].trim_end().to_string());
        rest = rest[cut..].trim_start();
    }
    if !rest.is_empty() || lines.is_empty() {
        lines.push(rest.to_string());
    }
    lines
}

#[cfg(test)]
mod tests {

    /// Lines break at spaces, Chinese between characters, never past the width, and lose no
    /// word.
    #[rstest::rstest]
    #[case("toggle the wall under the cursor", 14, &["toggle the", "wall under the", "cursor"])]
    #[case("结束编辑，一切恢复原样", 10, &["结束编辑，", "一切恢复原", "样"])]
    #[case("short", 20, &["short"])]
    #[case("unbreakable-word here", 5, &["unbre", "akabl", "e-wor", "d", "here"])]
    fn words_wrap(#[case] text: &str, #[case] width: usize, #[case] lines: &[&str]) {
        let got = wrapped(text, width);
        assert_eq!(got, lines);
        assert!(got.iter().all(|l| l.width() <= width));
    }
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case("enlarge the window", 10, Some(vec!["enlarge", "the window"]))]
    #[case("enlarge the window", 30, Some(vec!["enlarge the window"]))]
    #[case("enlarge", 3, None)]
    #[case("请把窗口放大", 4, Some(vec!["请把", "窗口", "放大"]))]
    #[case("请把窗口放大", 1, None)]
    #[case("71 x 22（当前 50 x 12）", 8, Some(vec!["71 x 22", "（当前", "50 x 12", "）"]))]
    fn wrapping(#[case] text: &str, #[case] width: usize, #[case] expected: Option<Vec<&str>>) {
        let got = wrap(text, width);
        assert_eq!(
            got,
            expected.map(|v| v.into_iter().map(String::from).collect::<Vec<_>>())
        );
        if let Some(lines) = wrap(text, width) {
            assert!(lines.iter().all(|l| l.width() <= width));
        }
    }

    /// Every size from 1x1: the message is whole or absent, never a fragment (a stray digit).
    #[test]
    fn the_too_small_message_is_whole_or_absent() {
        let theme = Theme::default();
        for lang in Lang::ALL {
            for w in 1..=40u16 {
                for h in 1..=6u16 {
                    let area = Rect::new(0, 0, w, h);
                    let mut buf = Buffer::empty(area);
                    let widget = TooSmall {
                        lang,
                        theme: &theme,
                        need: (71, 22),
                    };
                    (&widget).render(area, &mut buf);
                    let shown: String = buf
                        .content()
                        .iter()
                        .map(ratatui::buffer::Cell::symbol)
                        .collect();
                    let shown: String = shown.split_whitespace().collect();
                    let whole: String = lang
                        .words()
                        .too_small((71, 22), (w, h))
                        .split_whitespace()
                        .collect();
                    assert!(
                        shown.is_empty() || shown == whole,
                        "{lang:?} {w}x{h}: {shown:?}"
                    );
                }
            }
        }
    }
}
