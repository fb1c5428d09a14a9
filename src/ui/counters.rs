//! The counters: what the search has done (events, nodes, checks), the sizes of the
//! brute-force spaces it avoids (N^N, N!, C(N*N, N)), speed and state.
//!
//! Two columns when the panel is wide enough; otherwise one, cut from the end.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::app::{Speed, Status};
use crate::engine::queens::{self, Algo};
use crate::i18n::{Lang, big_number, group_digits};
use crate::ui::framed;
use crate::ui::header::status_word;
use crate::ui::theme::Theme;

/// One counter: label, value, and the value's style.
type Row = (String, String, Style);

/// Inner width from which the counters use two columns.
const TWO_COLUMNS: u16 = 44;

/// The counters panel.
pub struct Counters<'a> {
    /// The algorithm (which counters apply).
    pub algo: Algo,
    /// Board size (for the brute-force sizes).
    pub n: usize,
    /// The solver's totals.
    pub counters: queens::Counters,
    /// Playback speed.
    pub speed: Speed,
    /// Playback state.
    pub status: Status,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// The sizes of the brute-force spaces for an `n`×`n` board: one queen per row anywhere
/// (`N^N`), one per row and column (`N!`), and any N of the N*N squares (`C(N*N, N)`).
pub fn brute_force(n: usize) -> [(&'static str, String); 3] {
    let n_f = n as f64;
    let log_pow = n_f * n_f.log10();
    let log_fact: f64 = (1..=n).map(|k| (k as f64).log10()).sum();
    let squares = n * n;
    let log_choose: f64 = (1..=n)
        .map(|k| ((squares - n + k) as f64).log10() - (k as f64).log10())
        .sum();
    let exact_pow = (0..n).try_fold(1u128, |acc, _| acc.checked_mul(n as u128));
    let exact_fact = (1..=n as u128).try_fold(1u128, |acc, k| acc.checked_mul(k));
    let exact_choose = (1..=n as u128).try_fold(1u128, |acc, k| {
        acc.checked_mul(squares as u128 - n as u128 + k)
            .map(|v| v / k)
    });
    [
        ("N^N", big_number(exact_pow, log_pow)),
        ("N!", big_number(exact_fact, log_fact)),
        ("C(N*N,N)", big_number(exact_choose, log_choose)),
    ]
}

impl Counters<'_> {
    /// (label, value, style) rows: what happened first, then the work and the brute force.
    fn rows(&self) -> (Vec<Row>, Vec<Row>) {
        let t = self.lang.text();
        let c = &self.counters;
        let value = self.theme.value;
        let mut events = vec![
            (t.step.to_string(), group_digits(c.steps), value),
            (t.places.to_string(), group_digits(c.places), value),
            (t.conflicts.to_string(), group_digits(c.conflicts), value),
        ];
        if self.algo == Algo::Cells {
            events.push((t.skips.to_string(), group_digits(c.skips), value));
        } else {
            events.push((t.backtracks.to_string(), group_digits(c.backtracks), value));
        }
        events.push((t.solutions.to_string(), group_digits(c.solutions), value));
        let mut work = vec![
            (t.nodes.to_string(), group_digits(c.nodes), value),
            (t.checks.to_string(), group_digits(c.checks), value),
        ];
        for (label, size) in brute_force(self.n) {
            work.push((label.to_string(), size, self.theme.dim));
        }
        let (word, state_style) = status_word(self.status, t, self.theme);
        let playback = [
            (
                t.speed.to_string(),
                self.lang.speed(self.speed.rate()),
                value,
            ),
            (t.state.to_string(), word.to_string(), state_style),
        ];
        events.extend(playback);
        (events, work)
    }
}

fn render_column(rows: &[Row], area: Rect, theme: &Theme, buf: &mut Buffer) {
    let label_w = rows.iter().map(|r| r.0.width()).max().unwrap_or(0);
    for (i, (label, value, style)) in rows.iter().enumerate().take(area.height as usize) {
        let line_area = Rect::new(area.x, area.y + i as u16, area.width, 1);
        let pad = " ".repeat(label_w - label.width());
        Line::from(Span::styled(format!(" {label}{pad}"), theme.dim)).render(line_area, buf);
        Line::from(Span::styled(format!("{value} "), *style))
            .right_aligned()
            .render(line_area, buf);
    }
}

impl Widget for &Counters<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.counters, self.theme);
        let (events, work) = self.rows();
        if inner.width >= TWO_COLUMNS {
            let left_w = inner.width / 2;
            let left = Rect::new(inner.x, inner.y, left_w, inner.height);
            let right = Rect::new(
                inner.x + left_w,
                inner.y,
                inner.width - left_w,
                inner.height,
            );
            render_column(&events, left, self.theme, buf);
            render_column(&work, right, self.theme, buf);
        } else {
            // One column: the event counters and the work first; speed and state (also in the
            // header) last.
            let (counts, playback) = events.split_at(events.len() - 2);
            let rows: Vec<_> = counts
                .iter()
                .chain(&work)
                .chain(playback)
                .cloned()
                .collect();
            render_column(&rows, inner, self.theme, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brute_force_sizes() {
        let [pow, fact, choose] = brute_force(8);
        assert_eq!(pow.1, "16 777 216");
        assert_eq!(fact.1, "40 320");
        assert_eq!(choose.1, "4 426 165 368");
        let [pow, fact, choose] = brute_force(32);
        assert_eq!(pow.1, "1.5e48");
        assert_eq!(fact.1, "2.6e35");
        assert_eq!(choose.1, "5.0e60");
    }
}
