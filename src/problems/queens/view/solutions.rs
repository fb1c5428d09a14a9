//! The solutions browser (`s`): the solutions the search has found, grouped by symmetry
//! class, each with its number, its columns in seed 001's notation, the step where it was
//! found and how it comes from its class's first member; beside the list, when it fits, the
//! chosen solution as a small board. The geometry is `layout::solutions` (drawn there).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::i18n::{Lang, file_label, rank_label};
use crate::problems::queens::engine::catalogue::{Catalogue, Entry, Found};
use crate::problems::queens::layout::solutions::{BrowserGeometry, visible_top};
use crate::problems::queens::model::Queens;
use crate::problems::queens::view::board::{Mark, symbol};
use crate::ui::common::{centred, panel};
use crate::ui::theme::Theme;

/// The browser over the main area of `window`.
pub struct Browser<'a> {
    /// The boards, their solutions found and the browser's choice.
    pub queens: &'a Queens,
    /// Whether the search is over (the title then gives the totals).
    pub done: bool,
    /// Language.
    pub lang: Lang,
    /// ASCII glyphs only.
    pub ascii: bool,
    /// Styles.
    pub theme: &'a Theme,
}

/// A solution's columns in seed 001's notation: 1-based, one number a row, right-aligned to
/// the widest so that the columns of a list line up.
pub fn columns(found: &Found, n: usize) -> String {
    let w = n.to_string().len();
    found
        .cols
        .as_slice()
        .iter()
        .map(|&c| format!("{:>w$}", usize::from(c) + 1))
        .collect::<Vec<_>>()
        .join(" ")
}

impl Browser<'_> {
    fn title(&self) -> String {
        let t = crate::problems::queens::words::text(self.lang);
        let c = self.queens.found();
        let listed = (!c.is_whole()).then(|| c.found().len());
        let totals = crate::problems::queens::words::words(self.lang).solutions_title(
            c.met(),
            c.classes().len(),
            self.done,
            listed,
        );
        // The number being typed (`#12`, or `#` alone after the `#` key).
        let typed = match self.queens.browser.typed {
            Some(0) => " · #".to_string(),
            Some(k) => format!(" · #{k}"),
            None => String::new(),
        };
        match &self.queens.panes[..] {
            [_] => format!(" {} · {totals}{typed} ", t.browser),
            // Compare mode: whose solutions.
            [left, ..] => format!(
                " {} · {} · {totals}{typed} ",
                t.browser,
                left.solver().algo().name()
            ),
            [] => String::new(),
        }
    }

    /// One line of the list.
    fn line(&self, entry: Entry, widths: (usize, usize)) -> Line<'static> {
        let th = self.theme;
        let c = self.queens.found();
        let words = crate::problems::queens::words::words(self.lang);
        let n = self.queens.n();
        match entry {
            Entry::Class(k) => {
                let class = &c.classes()[k];
                Line::styled(
                    words.class_heading(k + 1, class.size, class.members.len(), &class.fixed_by),
                    th.title,
                )
            }
            Entry::Member { class, member } => {
                let k = &c.classes()[class];
                let found = &c.found()[k.members[member]];
                let chosen = k.members[member] == self.queens.browser.chosen;
                let (number_w, step_w) = widths;
                let marker = match (chosen, self.ascii) {
                    (false, _) => "  ",
                    (true, false) => "▸ ",
                    (true, true) => "> ",
                };
                let step = words.found_at(found.step);
                let pad = step_w.saturating_sub(step.width());
                let text = format!(
                    "{marker}{:<number_w$}  {}  {step}{:pad$}  {}",
                    format!("#{}", found.index),
                    columns(found, n),
                    "",
                    words.member_from(k.maps[member], None),
                );
                Line::styled(text, if chosen { th.current } else { th.text })
            }
        }
    }

    fn render_list(&self, g: &BrowserGeometry, entries: &[Entry], buf: &mut Buffer) {
        let c = self.queens.found();
        let chosen = self.queens.browser.chosen;
        let line = entries
            .iter()
            .position(|&e| c.member_index(e) == Some(chosen))
            .unwrap_or(0);
        let height = usize::from(g.list.height);
        let top = visible_top(self.queens.browser.top, line, entries.len(), height);
        let widths = column_widths(c, self.lang);
        for (y, &entry) in entries.iter().skip(top).take(height).enumerate() {
            let row = Rect::new(g.list.x, g.list.y + y as u16, g.list.width, 1);
            self.line(entry, widths).render(row, buf);
        }
    }

    fn render_preview(&self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let c = self.queens.found();
        let Some(found) = c.found().get(self.queens.browser.chosen) else {
            return;
        };
        let n = self.queens.n();
        let rank_w = n.to_string().len();
        let board_w = crate::problems::queens::layout::solutions::board_width(n);
        let x0 = area.x + (area.width.saturating_sub(board_w)) / 2;
        let files = (0..n)
            .map(|c| format!("{:<2}", file_label(c)))
            .collect::<Vec<_>>()
            .concat();
        Line::styled(format!("{:rank_w$} {files}", ""), th.label)
            .render(Rect::new(x0, area.y, board_w, 1), buf);
        let queen = symbol(Mark::Solution, true, self.ascii);
        for (row, &col) in found.cols.as_slice().iter().enumerate() {
            let mut spans = vec![Span::styled(
                format!("{:>rank_w$} ", rank_label(row)),
                th.label,
            )];
            spans.extend((0..n).map(|c| {
                let square = if (row + c) % 2 == 0 {
                    th.light
                } else {
                    th.dark
                };
                if c == usize::from(col) {
                    Span::styled(queen, th.solution)
                } else {
                    Span::styled("  ", square)
                }
            }));
            Line::from(spans).render(Rect::new(x0, area.y + 1 + row as u16, board_w, 1), buf);
        }
        // Under the board: which solution, where found, how it comes from its class's first.
        let words = crate::problems::queens::words::words(self.lang);
        // Its class (none if found since the browser sorted them: only while it is open
        // and the search moves, which its keys do not do).
        let from = c.classes().iter().find_map(|k| {
            let at = k
                .members
                .iter()
                .position(|&m| m == self.queens.browser.chosen)?;
            let first = c.found()[k.members[0]].index;
            Some(words.member_from(k.maps[at], Some(first)))
        });
        let mut text = vec![Line::styled(
            format!("#{} · {}", found.index, words.found_at(found.step)),
            th.value,
        )];
        text.extend(from.map(|from| Line::styled(from, th.text)));
        text.push(Line::styled(columns(found, n), th.dim));
        let below = area.y + 2 + n as u16;
        if below < area.bottom() {
            Paragraph::new(text).wrap(Wrap { trim: true }).render(
                Rect::new(area.x + 1, below, area.width - 2, area.bottom() - below),
                buf,
            );
        }
    }
}

/// The widths of a list's solution numbers and steps, so that its columns line up.
fn column_widths(c: &Catalogue, lang: Lang) -> (usize, usize) {
    let last = c.found().last();
    let number = last.map_or(2, |f| format!("#{}", f.index).len());
    let step = last.map_or(0, |f| {
        crate::problems::queens::words::words(lang)
            .found_at(f.step)
            .width()
    });
    (number, step)
}

impl Widget for &Browser<'_> {
    fn render(self, window: Rect, buf: &mut Buffer) {
        let th = self.theme;
        let g = self.queens.browser_area(window);
        Clear.render(g.popup, buf);
        let block = panel(self.title(), th);
        (&block).render(g.popup, buf);
        let c = self.queens.found();
        if c.found().is_empty() {
            centred(
                &crate::problems::queens::words::words(self.lang).no_solutions_yet(),
                block.inner(g.popup),
                th,
                buf,
            );
            return;
        }
        let entries = c.entries();
        self.render_list(&g, &entries, buf);
        if let Some(preview) = g.preview {
            // A rule between the list and the board.
            for y in preview.top()..preview.bottom() {
                buf[(preview.x, y)]
                    .set_symbol(if self.ascii { "|" } else { "│" })
                    .set_style(th.border);
            }
            self.render_preview(
                Rect::new(preview.x + 1, preview.y, preview.width - 1, preview.height),
                buf,
            );
        }
    }
}
