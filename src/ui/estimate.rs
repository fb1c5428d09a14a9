//! The Monte Carlo estimate's panel (`E`), over the bottom right of the screen: the probes,
//! the running estimate with two standard errors, the last probe, the search's count so far
//! (the true count once it is over), a strip of the latest probes' estimates on a log scale
//! with the mean, its band and the truth, and each depth's estimate beside the nodes visited.
//!
//! ```text
//! ╭ Tree size: Monte Carlo estimate ──────────╮
//! │random probes: 1 234, probing              │
//! │estimated nodes: 2 043 ± 21                │
//! │last probe: 1 296 (depth 6)                │
//! │visited so far: 843                        │
//! │ ·  ·· · ═══┃═══ ·  ▼  ·                   │
//! │· probe  ┃ mean  ═ ±2 SE  ▼ true           │
//! │depth   estimate   visited                 │
//! │0              1         1                 │
//! ╰───────────────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use unicode_width::UnicodeWidthStr;

use crate::app::estimate::Estimating;
use crate::engine::notation::{big_number, group_digits};
use crate::i18n::Lang;
use crate::i18n::estimate::text;
use crate::ui::common::framed;
use crate::ui::theme::Theme;

/// The panel's widest.
const WIDTH: u16 = 50;

/// What the panel shows: the estimate, and the search's count.
pub struct EstimatePanel<'a> {
    /// The estimate.
    pub estimating: &'a Estimating,
    /// The nodes the search has visited so far and per depth, if the problem counts them.
    pub visited: Option<(u64, Option<Vec<u64>>)>,
    /// The search is over: its count is the truth.
    pub done: bool,
    /// The language.
    pub lang: Lang,
    /// The colours.
    pub theme: &'a Theme,
    /// ASCII glyphs only.
    pub ascii: bool,
}

/// A figure as the panel writes it: whole, digits grouped; past 10^15 as a power of ten
/// (the notation every large count on screen takes).
fn count(x: f64) -> String {
    let x = x.max(0.0).round();
    big_number(Some(x as u128), x.max(1.0).log10())
}

/// `s` padded with spaces to `width` columns (Chinese characters two wide), on the left
/// (`right`: right-aligned) or on the right.
fn pad(s: &str, width: usize, right: bool) -> String {
    let room = " ".repeat(width.saturating_sub(s.width()));
    if right {
        room + s
    } else {
        format!("{s}{room}")
    }
}

/// Where the panel goes in `area` (the screen below the header, above the key bar), for
/// `levels` rows of its table.
pub fn place(area: Rect, levels: usize) -> Rect {
    let inner = area.height.saturating_sub(3);
    let wanted = 9 + levels as u16;
    let height = wanted.min(inner.max(3) * 2 / 3).max(8.min(inner));
    let width = WIDTH.min(area.width);
    Rect::new(
        area.x + area.width - width,
        area.y + 1 + inner.saturating_sub(height),
        width,
        height,
    )
}

impl EstimatePanel<'_> {
    /// The strip: the latest probes' estimates as dots on a log scale, the mean with its band
    /// of two standard errors, the truth.
    fn strip(&self, width: usize) -> Line<'static> {
        let e = &self.estimating.estimator;
        let mean = e.estimate.nodes();
        let band = 2.0 * e.estimate.standard_error();
        let truth = self
            .visited
            .as_ref()
            .filter(|_| self.done)
            .map(|v| v.0 as f64);
        let top = e
            .recent
            .iter()
            .copied()
            .chain([mean + band])
            .chain(truth)
            .fold(10.0f64, f64::max)
            .log10()
            * 1.1;
        let at = |x: f64| -> usize {
            let x = x.max(1.0).log10() / top * (width - 1) as f64;
            (x.round() as usize).min(width - 1)
        };
        let (dot, bar, mean_mark, true_mark) = if self.ascii {
            ('.', '=', '|', 'v')
        } else {
            ('·', '═', '┃', '▼')
        };
        let mut cells = vec![(' ', self.theme.dim); width];
        for &x in &e.recent {
            cells[at(x)] = (dot, self.theme.text);
        }
        if e.estimate.probes > 0 {
            for c in &mut cells[at(mean - band)..=at(mean + band)] {
                *c = (bar, self.theme.value);
            }
            cells[at(mean)] = (mean_mark, self.theme.value);
        }
        if let Some(t) = truth {
            cells[at(t)] = (true_mark, self.theme.solution);
        }
        Line::from(
            cells
                .into_iter()
                .map(|(c, s)| Span::styled(c.to_string(), s))
                .collect::<Vec<_>>(),
        )
    }

    fn lines(&self, width: usize) -> Vec<Line<'static>> {
        let w = text(self.lang);
        let theme = self.theme;
        let e = &self.estimating.estimator;
        if !self.estimating.has_tree() {
            return vec![Line::styled(w.none, theme.text)];
        }
        let estimate = &e.estimate;
        let probes = group_digits(estimate.probes);
        let mut lines = vec![Line::styled(
            (w.probes)(&probes, self.estimating.running()),
            theme.text,
        )];
        let nodes = count(estimate.nodes());
        lines.push(Line::styled(
            if estimate.probes < 2 {
                (w.estimate_alone)(&nodes)
            } else {
                (w.estimate)(&nodes, &count(2.0 * estimate.standard_error()))
            },
            theme.value,
        ));
        lines.push(Line::styled(
            (w.last)(&count(e.last.nodes()), e.last.degrees.len()),
            theme.text,
        ));
        if let Some((visited, _)) = &self.visited {
            let said = if self.done {
                let off = (estimate.nodes() - *visited as f64) / *visited as f64 * 100.0;
                (w.truth)(&group_digits(*visited), &format!("{off:+.1}"))
            } else {
                (w.so_far)(&group_digits(*visited))
            };
            lines.push(Line::styled(said, theme.text));
        }
        lines.push(self.strip(width));
        lines.push(Line::styled(w.strip, theme.dim));
        let levels = estimate.levels();
        let per_depth = self.visited.as_ref().and_then(|v| v.1.as_ref());
        // The estimate's column takes 1e15 less one, digits grouped (past it, a power of ten).
        let column = |s: &str| pad(s, 12, true);
        let wide = |s: &str| pad(s, 20, true);
        let mut header = pad(w.columns[0], 6, false) + wide(w.columns[1]).as_str();
        if per_depth.is_some() {
            header.push_str(&column(w.columns[2]));
        }
        lines.push(Line::styled(header, theme.label));
        for (depth, level) in levels.iter().enumerate() {
            let mut row = format!("{depth:<6}{}", wide(&count(*level)));
            if let Some(v) = per_depth {
                row.push_str(&column(&group_digits(v.get(depth).copied().unwrap_or(0))));
            }
            lines.push(Line::styled(row, theme.text));
        }
        lines
    }
}

impl Widget for &EstimatePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let inner = framed(buf, area, text(self.lang).title, self.theme);
        if inner.width < 4 || inner.height == 0 {
            return;
        }
        let lines = self.lines(usize::from(inner.width));
        for (y, line) in (inner.y..inner.bottom()).zip(lines) {
            buf.set_line(inner.x, y, &line, inner.width);
        }
    }
}
