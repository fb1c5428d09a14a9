//! The search function of the running algorithm as pseudocode, the line of the last event lit.
//! When the code is taller than the panel, it scrolls to keep the lit line in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::engine::queens::{Algo, QueensEvent};
use crate::i18n::Lang;
use crate::ui::framed;
use crate::ui::theme::Theme;

/// The code panel.
pub struct Code<'a> {
    /// The panel's title (where the code comes from).
    pub title: String,
    /// The pseudocode, a line per entry.
    pub lines: &'a [String],
    /// Index of the line to light, if any.
    pub current: Option<usize>,
    /// Styles.
    pub theme: &'a Theme,
}

impl<'a> Code<'a> {
    /// The code panel of an N-Queens algorithm.
    pub fn queens(
        algo: Algo,
        lines: &'a [String],
        current: Option<usize>,
        lang: Lang,
        theme: &'a Theme,
    ) -> Code<'a> {
        Code {
            title: lang.code_title(algo),
            lines,
            current,
            theme,
        }
    }
}

/// The pseudocode of an algorithm, as owned lines for [`Code`].
pub fn owned_lines(algo: Algo) -> Vec<String> {
    algo.code().iter().map(|l| (*l).to_string()).collect()
}

/// Outer width the code panel needs to show every line whole.
pub fn width(algo: Algo) -> u16 {
    let longest = algo.code().iter().map(|l| l.width()).max().unwrap_or(0);
    longest as u16 + 3 + 2
}

/// The pseudocode line that produced `last` on an `n`×`n` board; `None` when no line did.
pub fn current_line(algo: Algo, last: Option<QueensEvent>, n: usize) -> Option<usize> {
    algo.code_line(last?, n)
}

impl Widget for &Code<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let inner = framed(buf, area, &self.title, self.theme);
        let code = self.lines;
        let rows = inner.height as usize;
        // Keep the lit line in view, a third of the way down when the code scrolls.
        let first = match self.current {
            Some(lit) if code.len() > rows => lit.saturating_sub(rows / 3).min(code.len() - rows),
            _ => 0,
        };
        for (row, (i, text)) in code.iter().enumerate().skip(first).take(rows).enumerate() {
            let line_area = Rect::new(inner.x, inner.y + row as u16, inner.width, 1);
            let lit = Some(i) == self.current;
            let style = if lit {
                self.theme.current
            } else {
                self.theme.text
            };
            if lit {
                buf.set_style(line_area, style);
            }
            let number = Span::styled(
                format!("{:>2} ", i + 1),
                if lit { style } else { self.theme.dim },
            );
            Line::from(vec![number, Span::styled(text.as_str(), style)]).render(line_area, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Solver;
    use crate::engine::queens::QueensSolver;
    use rstest::rstest;

    /// Every event an algorithm emits lights a line that does what the event says.
    #[rstest]
    #[case(Algo::Iterative, &[("conflict", "place(k)"), ("solution", "print"), ("backtrack", "k = k - 1"), ("done", "while k > 0")])]
    #[case(Algo::Recursive, &[("call", "put(n):"), ("conflict", "array[i]"), ("place", "put(n + 1)"), ("solution", "print"), ("backtrack", "for i"), ("return", "return")])]
    #[case(Algo::Arrays, &[("conflict", "!"), ("place", "= true"), ("unplace", "= false"), ("solution", "print"), ("backtrack", "for y")])]
    #[case(Algo::Cells, &[("skip", "skip"), ("conflict", "!"), ("place", "= true"), ("unplace", "= false"), ("solution", "print")])]
    fn lit_lines_match_their_events(#[case] algo: Algo, #[case] expected: &[(&str, &str)]) {
        let mut s = QueensSolver::new(algo, 4);
        let code = algo.code();
        let mut seen = std::collections::BTreeMap::new();
        while let Some(e) = s.step() {
            if let Some(i) = current_line(algo, Some(e), 4) {
                let text = code[i];
                let next = code.get(i + 1).copied().unwrap_or_default();
                seen.insert(e.name(), format!("{text} {next}"));
            }
        }
        for (event, needle) in expected {
            let lit = seen
                .get(event)
                .unwrap_or_else(|| panic!("{algo:?}: no line for {event}"));
            assert!(
                lit.contains(needle),
                "{algo:?} {event}: {lit:?} lacks {needle:?}"
            );
        }
    }

    #[test]
    fn code_fits_the_panel_widths() {
        for algo in Algo::ALL {
            assert!(width(algo) <= 37, "{algo:?}: {}", width(algo));
        }
    }
}
