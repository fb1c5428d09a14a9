//! The boolean arrays of seeds 002 and 004 (`row` too for the cell-by-cell search) under an
//! index ruler, with the entries the last step tested, set or cleared lit.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::i18n::Lang;
use crate::problems::queens::engine::arrays::Entries;
use crate::problems::queens::engine::{Line as Attack, QueensEvent, SeedArrays};
use crate::problems::queens::layout::ARRAY_ENTRIES_PER_LINE;
use crate::ui::common::framed;
use crate::ui::theme::Theme;

/// The arrays panel.
pub struct ArraysPanel<'a> {
    /// Board size.
    pub n: usize,
    /// The cell-by-cell search's current call `(x, y, count)`.
    pub call: Option<(usize, usize, usize)>,
    /// The arrays.
    pub arrays: SeedArrays,
    /// Whether the search uses `row` too (cell-by-cell).
    pub with_row: bool,
    /// The event that led here.
    pub last: Option<QueensEvent>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
}

/// What the last step did to an array entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Touch {
    Tested,
    Set,
    Cleared,
}

/// Which array an entry belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Array {
    Row,
    Col,
    Dg,
    Udg,
}

impl ArraysPanel<'_> {
    /// The entries the last event touched, in the order the condition tests them.
    fn touched(&self) -> Vec<(Array, usize, Touch)> {
        let n = self.n;
        let cells = self.with_row;
        let all = |x: usize, y: usize| {
            let e = Entries::of(n, x, y);
            let mut v = vec![(Array::Col, e.col), (Array::Dg, e.dg), (Array::Udg, e.udg)];
            if cells {
                v.insert(0, (Array::Row, x));
            }
            v
        };
        let with = |v: Vec<(Array, usize)>, t| v.into_iter().map(|(a, i)| (a, i, t)).collect();
        match self.last {
            Some(QueensEvent::Place { row, col }) => {
                with(all(row as usize, col as usize), Touch::Set)
            }
            Some(QueensEvent::Unplace { row, col }) => {
                with(all(row as usize, col as usize), Touch::Cleared)
            }
            Some(QueensEvent::Conflict { row, col, line, .. }) => {
                // The condition stops at the first entry found set.
                let stop = match line {
                    Attack::Row => Array::Row,
                    Attack::Column => Array::Col,
                    Attack::Diagonal => Array::Dg,
                    Attack::AntiDiagonal => Array::Udg,
                };
                let mut tested = all(row as usize, col as usize);
                let end = tested
                    .iter()
                    .position(|&(a, _)| a == stop)
                    .map_or(tested.len(), |p| p + 1);
                tested.truncate(end);
                with(tested, Touch::Tested)
            }
            _ => Vec::new(),
        }
    }

    fn entry_style(&self, touch: Option<Touch>, value: bool) -> Style {
        match touch {
            Some(Touch::Tested) if value => self.theme.conflict,
            Some(Touch::Tested) => self.theme.attack_path,
            Some(Touch::Set) => self.theme.placed,
            Some(Touch::Cleared) => self.theme.abandoned,
            None if value => self.theme.value,
            None => self.theme.dim,
        }
    }
}

impl ArraysPanel<'_> {
    /// The index ruler over the entries, `per_line` a line: tens (where an index is a
    /// multiple of ten), units.
    fn ruler_lines(&self, per_line: usize) -> Vec<Line<'static>> {
        let a = &self.arrays;
        let widest = a.dg.len().max(a.udg.len()).min(per_line);
        let ruler = |digit: fn(usize) -> Option<char>| -> String {
            (0..widest).map(|i| digit(i).unwrap_or(' ')).collect()
        };
        let mut lines = Vec::new();
        if widest > 10 {
            let tens = ruler(|i| {
                (i % 10 == 0 && i > 0).then(|| char::from_digit(((i / 10) % 10) as u32, 10))?
            });
            lines.push(Line::styled(format!("     {tens}"), self.theme.dim));
        }
        let units = ruler(|i| char::from_digit((i % 10) as u32, 10));
        lines.push(Line::styled(format!("     {units}"), self.theme.dim));
        lines
    }

    /// Each array's entries, `per_line` a line, the ones the step touched styled so.
    fn array_lines(&self, per_line: usize, touched: &[(Array, usize, Touch)]) -> Vec<Line<'static>> {
        let a = &self.arrays;
        let arrays: [(Array, &str, Option<&Vec<bool>>); 4] = [
            (Array::Row, "row", self.with_row.then_some(&a.row)),
            (Array::Col, "col", Some(&a.col)),
            (Array::Dg, "dg", Some(&a.dg)),
            (Array::Udg, "udg", Some(&a.udg)),
        ];
        let mut lines = Vec::new();
        for (array, name, values) in arrays {
            let Some(values) = values else { continue };
            for (chunk_index, chunk) in values.chunks(per_line).enumerate() {
                // A line that goes on says the index it starts at.
                let label = if chunk_index == 0 {
                    name.to_string()
                } else {
                    (chunk_index * per_line).to_string()
                };
                let mut spans = vec![Span::styled(format!(" {label:<4}"), self.theme.dim)];
                for (k, &value) in chunk.iter().enumerate() {
                    let index = chunk_index * per_line + k;
                    let touch = touched
                        .iter()
                        .find(|&&(a, i, _)| a == array && i == index)
                        .map(|&(_, _, t)| t);
                    let glyph = if value { "1" } else { "0" };
                    spans.push(Span::styled(glyph, self.entry_style(touch, value)));
                }
                lines.push(Line::from(spans));
            }
        }
        lines
    }

    /// What the step did to the entries it touched (`set: col[3] dg[10] udg[5]`), wrapped to
    /// `width`.
    fn touched_lines(&self, touched: &[(Array, usize, Touch)], width: usize) -> Vec<Line<'static>> {
        let t = crate::problems::queens::words::text(self.lang);
        let Some(&(_, _, touch)) = touched.first() else {
            return Vec::new();
        };
        let verb = match touch {
            Touch::Tested => t.tested,
            Touch::Set => t.set,
            Touch::Cleared => t.cleared,
        };
        let colon = if self.lang == Lang::Zh { "：" } else { ":" };
        let mut lines = Vec::new();
        let mut text = format!(" {verb}{colon}");
        for &(a, i, _) in touched {
            let name = match a {
                Array::Row => "row",
                Array::Col => "col",
                Array::Dg => "dg",
                Array::Udg => "udg",
            };
            let name = format!("{name}[{i}]");
            if text.width() + 1 + name.len() > width {
                lines.push(Line::styled(std::mem::take(&mut text), self.theme.text));
                text.push_str("  ");
            }
            if !text.ends_with('：') {
                text.push(' ');
            }
            text.push_str(&name);
        }
        lines.push(Line::styled(text, self.theme.text));
        lines
    }
}

impl Widget for &ArraysPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = crate::problems::queens::words::text(self.lang);
        let inner = framed(buf, area, t.arrays, self.theme);
        let touched = self.touched();
        let per_line = (inner.width as usize)
            .saturating_sub(5)
            .clamp(1, ARRAY_ENTRIES_PER_LINE);
        let mut lines: Vec<Line> = Vec::new();
        if let Some((x, y, count)) = self.call {
            lines.push(Line::styled(
                format!(" dfs({x}, {y}, {count})"),
                self.theme.current,
            ));
        }
        lines.extend(self.ruler_lines(per_line));
        lines.extend(self.array_lines(per_line, &touched));
        lines.extend(self.touched_lines(&touched, inner.width as usize));
        for (i, line) in lines.iter().enumerate().take(inner.height as usize) {
            line.render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{ColorDepth, ThemeName};

    fn drawn(n: usize, width: u16) -> Vec<String> {
        let mut arrays = SeedArrays {
            row: vec![false; n],
            col: vec![false; n],
            dg: vec![false; 2 * n],
            udg: vec![false; 2 * n],
        };
        arrays.dg[2 * n - 1] = true;
        let theme = Theme::new(ThemeName::Dark, ColorDepth::TrueColor);
        let panel = ArraysPanel {
            n,
            call: None,
            arrays,
            with_row: false,
            last: None,
            lang: Lang::En,
            theme: &theme,
        };
        let area = Rect::new(0, 0, width, 12);
        let mut buf = Buffer::empty(area);
        (&panel).render(area, &mut buf);
        (0..area.height)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    /// The ruler's digits stand over the entries they index: units on every entry, tens over
    /// each multiple of ten; a line that goes on starts with its first index.
    #[test]
    fn the_index_ruler_stands_over_its_entries() {
        let lines = drawn(8, 30);
        let chars = |l: &String| l.chars().collect::<Vec<char>>();
        let dg = chars(lines.iter().find(|l| l.contains(" dg ")).unwrap());
        // The entries start after the frame, a space and the 4-column name.
        let start = 6;
        let (tens, units) = (chars(&lines[1]), chars(&lines[2]));
        let over: String = units[start..start + 16].iter().collect();
        assert_eq!(over, "0123456789012345", "{lines:#?}");
        assert_eq!(tens[start + 10], '1', "{lines:#?}");
        assert_eq!(dg[start + 15], '1', "dg[15] set: {lines:#?}");
        // Narrow: 32 entries a line at most; n = 20 has dg[0..40], so its second line
        // starts with 32.
        let lines = drawn(20, 60);
        assert!(lines.iter().any(|l| l.starts_with("│ 32  ")), "{lines:#?}");
    }
}
