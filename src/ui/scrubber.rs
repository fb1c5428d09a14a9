//! The scrubber: one line above the key bar showing how far the search has got. Before the
//! end is known its axis is the share of the search space passed (of the whole tree, from the
//! branching the problem gives each level); once the search has run to its end, the steps.
//! The explored history is drawn bold, the rest thin; solutions are ticked; the current step
//! is marked. A click on the bar goes there (`App::scrub`).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::progress::Progress;
use crate::i18n::{Lang, group_digits};
use crate::layout::scrubber_parts;
use crate::ui::theme::Theme;
use unicode_width::UnicodeWidthStr;

/// The scrubber line.
pub struct Scrubber<'a> {
    /// What has been explored.
    pub progress: &'a Progress,
    /// The current step.
    pub position: u64,
    /// The share of the search space passed at the current step.
    pub share: f64,
    /// The share passed, in words: `37% of the tree passed` (from the problem's vocabulary).
    pub passed: fn(f64) -> String,
    /// ASCII only.
    pub ascii: bool,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// The characters of the bar: explored, unexplored, a solution, the current step, the end.
struct Glyphs {
    explored: &'static str,
    unexplored: &'static str,
    tick: &'static str,
    here: &'static str,
    end: &'static str,
}

const UNICODE: Glyphs = Glyphs {
    explored: "━",
    unexplored: "─",
    tick: "┃",
    here: "◉",
    end: "┫",
};

const ASCII: Glyphs = Glyphs {
    explored: "=",
    unexplored: "-",
    tick: "|",
    here: "o",
    end: "]",
};

/// Where on a bar of `width` cells the point at `at` (0 to 1) falls.
fn column(at: f64, width: u16) -> u16 {
    let last = f64::from(width.saturating_sub(1));
    (at.clamp(0.0, 1.0) * last).round() as u16
}

impl Scrubber<'_> {
    /// Positions of the frontier, the current step and the ticks, as shares of the axis.
    fn points(&self) -> (f64, f64, Vec<f64>) {
        if let Some(end) = self.progress.end() {
            let of = |step: u64| step as f64 / end.max(1) as f64;
            let ticks = self.progress.solutions().iter().map(|s| of(s.0)).collect();
            (1.0, of(self.position), ticks)
        } else {
            let ticks = self.progress.solutions().iter().map(|s| s.1).collect();
            // An open tree's share is not known: the bar stays empty until the end is.
            let share = self.share.max(0.0);
            let frontier = self.progress.frontier_share().max(share);
            (frontier, share, ticks)
        }
    }

    /// The label: the share passed, or the step of all; in fewer words where `width` is
    /// short.
    fn label(&self, width: u16) -> String {
        let words = self.lang.words();
        let long = match self.progress.end() {
            Some(end) => words.step_of(self.position, end),
            // An open tree: the step alone.
            None if self.share < 0.0 => {
                return format!("{} {}", self.lang.text().step, group_digits(self.position));
            }
            None => (self.passed)(self.share * 100.0),
        };
        if long.width() <= usize::from(width) {
            return long;
        }
        match self.progress.end() {
            Some(end) => format!("{}/{}", group_digits(self.position), group_digits(end)),
            None => format!("{}%", crate::i18n::percent(self.share * 100.0)),
        }
    }
}

impl Widget for &Scrubber<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let g = if self.ascii { &ASCII } else { &UNICODE };
        let (bar, label) = scrubber_parts(area);
        if bar.width >= 2 {
            let (frontier, here, ticks) = self.points();
            let frontier = column(frontier, bar.width);
            for x in 0..bar.width {
                let (glyph, style) = if x <= frontier {
                    (g.explored, th.text)
                } else {
                    (g.unexplored, th.dim)
                };
                buf.set_string(bar.x + x, bar.y, glyph, style);
            }
            for at in ticks {
                buf.set_string(bar.x + column(at, bar.width), bar.y, g.tick, th.solution);
            }
            if self.progress.end().is_some() {
                buf.set_string(bar.right() - 1, bar.y, g.end, th.text);
            }
            buf.set_string(bar.x + column(here, bar.width), bar.y, g.here, th.current);
        }
        Line::from(Span::styled(self.label(label.width), th.dim))
            .right_aligned()
            .render(label, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::buffer::Buffer;

    fn render(progress: &Progress, position: u64, share: f64) -> String {
        let theme = Theme::default();
        let s = Scrubber {
            progress,
            position,
            share,
            passed: |p| format!("{}% of the tree passed", crate::i18n::percent(p)),
            ascii: true,
            lang: Lang::En,
            theme: &theme,
        };
        let area = Rect::new(0, 0, 90, 1);
        let mut buf = Buffer::empty(area);
        s.render(area, &mut buf);
        (0..90).map(|x| buf[(x, 0)].symbol()).collect()
    }

    /// The bar's text, and where the point `at` falls on it.
    fn bar(line: &str) -> (&str, impl Fn(f64) -> usize) {
        let (bar, _) = scrubber_parts(Rect::new(0, 0, 90, 1));
        let text = &line[usize::from(bar.x)..usize::from(bar.right())];
        (text, move |at| usize::from(column(at, bar.width)))
    }

    #[test]
    fn before_the_end_it_shows_the_share_passed() {
        let mut p = Progress::default();
        for step in 1..=500 {
            p.record(step, false, step == 128, || step as f64 / 1000.0);
        }
        let line = render(&p, 500, 0.5);
        assert!(line.ends_with("50% of the tree passed"), "{line}");
        // The current step in the middle, a tick at 12.8%, unexplored past the middle.
        let (bar, at) = bar(&line);
        assert_eq!(bar.find('o'), Some(at(0.5)), "{line}");
        assert_eq!(bar.find('|'), Some(at(0.128)), "{line}");
        assert!(bar[at(0.5) + 1..].starts_with('-'), "{line}");
    }

    #[test]
    fn once_the_end_is_known_it_shows_the_steps() {
        let mut p = Progress::default();
        for step in 1..=1000 {
            p.record(step, step == 1000, step == 250, || 0.1);
        }
        let line = render(&p, 100, 0.1);
        assert!(line.ends_with("step 100 of 1 000"), "{line}");
        let (bar, at) = bar(&line);
        assert_eq!(bar.find('o'), Some(at(0.1)), "{line}");
        assert_eq!(bar.find('|'), Some(at(0.25)), "{line}");
        assert!(bar.ends_with(']'), "{line}");
        assert!(!bar.contains('-'), "all explored: {line}");
    }
}
