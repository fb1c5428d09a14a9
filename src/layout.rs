//! Screen geometry: where every region of each screen goes, for a window size.
//!
//! Pure arithmetic on sizes, shared by the model (which needs it to read mouse clicks and to
//! scroll a large picture) and the view (which draws into the regions). Nothing here draws.

pub mod explore;
pub mod help;
pub mod lesson;

use ratatui::layout::{Constraint, Layout, Rect};

/// Columns one big character of the board's labels takes, with the gap after it.
pub const BIG_CHAR_W: u16 = 4;

/// Rows a big character takes.
pub const BIG_CHAR_H: u16 = 3;

/// Narrowest a zoomed screen can be, however small the puzzle's picture: room for the key bar's
/// help and quit keys.
pub const ZOOM_MIN_W: u16 = 32;

/// Rows every screen spends besides its main area: the header, the scrubber, the key bar.
pub const CHROME_H: u16 = 3;

/// Every screen's outer split: the header line, the main area, the scrubber line, the key bar
/// line.
pub fn screen_rows(area: Rect) -> [Rect; 4] {
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area)
}

/// `area` split into `n` columns side by side, of equal widths (the last takes what is left).
pub fn columns(area: Rect, n: usize) -> Vec<Rect> {
    let n = n.max(1) as u16;
    let width = area.width / n;
    (0..n)
        .map(|i| {
            let x = area.x + i * width;
            let w = if i + 1 == n { area.right() - x } else { width };
            Rect::new(x, area.y, w, area.height)
        })
        .collect()
}

/// Widest the scrubber's label gets (the share passed, or the step of all).
const SCRUB_LABEL_W: u16 = 44;

/// The scrubber line's parts: the bar, and its label on the right.
pub fn scrubber_parts(row: Rect) -> (Rect, Rect) {
    // Two fifths of the row at most: 40 columns at a projector's 100, the longest label.
    let label_w = SCRUB_LABEL_W.min(row.width * 2 / 5);
    let bar = Rect::new(
        row.x + 1,
        row.y,
        row.width.saturating_sub(label_w + 2),
        row.height.min(1),
    );
    let label = Rect::new(row.right() - label_w, row.y, label_w, row.height.min(1));
    (bar, label)
}

/// The scrubber's line: the whole row above the key bar; zoomed, its right half (the caption
/// of the last event has the left half).
pub fn scrubber_row(screen: Rect, zoom: bool) -> Rect {
    let row = screen_rows(screen)[2];
    if zoom {
        let [_, right] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(row);
        right
    } else {
        row
    }
}

/// Zoomed, the caption's place: the left half of the row above the key bar.
pub fn caption_row(screen: Rect) -> Rect {
    let row = screen_rows(screen)[2];
    let [left, _] = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).areas(row);
    left
}

/// Where on the scrubber's bar a click at (x, y) of `screen` lands, from 0 (the left end) to
/// 1 (the right end); `None` off the bar.
pub fn scrubber_fraction(screen: Rect, zoom: bool, x: u16, y: u16) -> Option<f64> {
    let (bar, _) = scrubber_parts(scrubber_row(screen, zoom));
    if !bar.contains((x, y).into()) || bar.width < 2 {
        return None;
    }
    Some(f64::from(x - bar.x) / f64::from(bar.width - 1))
}

/// Greedy word wrap in display columns: breaks at spaces, and between any two wide (CJK)
/// characters. `None` if some word is wider than `width`.
pub fn wrap(text: &str, width: usize) -> Option<Vec<String>> {
    // Tokens with their widths: runs of narrow characters without spaces, single wide
    // characters, spaces. Linear in the text (a run's width is added up as it grows).
    let mut tokens: Vec<(String, usize)> = Vec::new();
    let mut in_run = false;
    for ch in text.chars() {
        let w = unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
        let narrow = w <= 1 && ch != ' ';
        match tokens.last_mut() {
            Some((last, last_w)) if narrow && in_run => {
                last.push(ch);
                *last_w += w;
            }
            _ => tokens.push((ch.to_string(), w)),
        }
        in_run = narrow;
    }
    let mut lines: Vec<String> = vec![String::new()];
    let mut line_w = 0;
    for (token, token_w) in tokens {
        if token_w > width {
            return None;
        }
        let line = lines.last_mut()?;
        if token == " " {
            if !line.is_empty() {
                line.push(' ');
                line_w += 1;
            }
            continue;
        }
        if line_w + token_w > width {
            let trimmed = line.trim_end().to_string();
            *line = trimmed;
            lines.push(token);
            line_w = token_w;
        } else {
            line.push_str(&token);
            line_w += token_w;
        }
    }
    let lines: Vec<String> = lines
        .into_iter()
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    Some(lines)
}
