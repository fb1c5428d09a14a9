//! The help overlay's text and geometry, shared by the model (which scrolls it) and the view
//! (which draws it): the list of keys from the key table, the legend's words, the footer with
//! the help's own keys.

use unicode_width::UnicodeWidthStr;

use crate::action::{KeyTable, Scroll};
use crate::i18n::Lang;
use crate::layout::help::{HelpContent, HelpGeometry, help_geometry};
use ratatui::layout::Rect;

/// Columns between the widest key label and the descriptions.
const KEY_GAP: usize = 2;
/// Columns a legend line takes besides its words: a margin, the symbol (two columns), a gap.
pub const LEGEND_LEAD: usize = 4;

/// What the help says, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpText {
    /// The keys: each label padded to one column, and what the key does.
    pub keys: Vec<(String, String)>,
    /// The legend's words, in the order of the puzzle's states; then, for a problem with a
    /// tree panel, a heading and the words of the tree's marks (see `tree_marks`).
    pub legend: Vec<&'static str>,
    /// The legend ends with the tree's marks: their heading and one line a mark, in
    /// [`LEGEND`](crate::i18n::tree::LEGEND) order.
    pub tree_marks: bool,
    /// The footer while the whole help shows.
    pub footer: String,
    /// The footer while the help scrolls (with the scrolling keys).
    pub footer_scrolling: String,
}

impl HelpText {
    /// The help of a problem with these keys and the words of its legend, in `lang`.
    pub fn new<A: Copy + PartialEq>(
        table: &KeyTable<A>,
        mut legend: Vec<&'static str>,
        lang: Lang,
    ) -> HelpText {
        let tree_marks = table.rows().iter().any(|b| {
            b.strokes
                .iter()
                .any(|s| s.action == crate::action::Action::ToggleTree)
        });
        if tree_marks {
            let words = crate::i18n::tree::text(lang);
            legend.push(words.legend_title);
            legend.extend(words.legend);
        }
        let rows = table.help_rows(lang);
        let key_w = rows.iter().map(|(k, _)| k.width()).max().unwrap_or(0) + KEY_GAP;
        let keys: Vec<(String, String)> = rows
            .into_iter()
            .map(|(label, what)| {
                let pad = " ".repeat(key_w - label.width());
                (format!(" {label}{pad}"), what)
            })
            .collect();
        let footer = |scrolls| {
            let keys: Vec<String> = table
                .help_own_keys(lang, scrolls)
                .into_iter()
                .map(|(label, what)| format!("{label} {what}"))
                .collect();
            format!(" {}", keys.join("  "))
        };
        HelpText {
            keys,
            legend,
            tree_marks,
            footer: footer(false),
            footer_scrolling: footer(true),
        }
    }

    /// The sizes the geometry needs.
    pub fn content(&self) -> HelpContent {
        let cols = |w: usize| u16::try_from(w).unwrap_or(u16::MAX);
        let rows = |n: usize| u16::try_from(n).unwrap_or(u16::MAX);
        let keys_w = self
            .keys
            .iter()
            .map(|(k, what)| k.width() + what.width())
            .max()
            .unwrap_or(0);
        let legend_w = self
            .legend
            .iter()
            .map(|w| LEGEND_LEAD + w.width())
            .max()
            .unwrap_or(0);
        HelpContent {
            keys: (cols(keys_w), rows(self.keys.len())),
            legend: (cols(legend_w), rows(self.legend.len())),
            footer: cols(self.footer.width().max(self.footer_scrolling.width())),
        }
    }
}

/// Where the help goes in `window`, or the window it needs.
pub fn geometry(window: Rect, text: &HelpText) -> Result<HelpGeometry, (u16, u16)> {
    help_geometry(window, text.content())
}

/// The first row of the help's body in view after scrolling from `from`.
pub fn scrolled(from: u16, scroll: Scroll, g: &HelpGeometry) -> u16 {
    let page = g.shown.saturating_sub(1).max(1);
    let to = match scroll {
        Scroll::Up => from.saturating_sub(1),
        Scroll::Down => from.saturating_add(1),
        Scroll::PageUp => from.saturating_sub(page),
        Scroll::PageDown => from.saturating_add(page),
        Scroll::Top => 0,
        Scroll::Bottom => u16::MAX,
    };
    to.min(g.max_scroll())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{Action, Key, NORMAL, Section, named, row};

    /// A problem's table with one row of its own.
    fn keys() -> KeyTable<()> {
        KeyTable::new(&[(
            Section::Tools,
            row(vec![named(Key::Char('o'), Action::Own(()))], NORMAL, |l| {
                &l.text().keys.scrub
            }),
        )])
    }

    /// The help's footer is built from the key table, and names the scrolling keys only when
    /// the help scrolls.
    #[test]
    fn the_footer_lists_the_help_keys() {
        let h = HelpText::new(&keys(), vec!["a mark"], Lang::En);
        assert_eq!(h.footer, " ? Esc close  q quit");
        assert_eq!(
            h.footer_scrolling,
            " Up Down PgUp PgDn scroll  ? Esc close  q quit"
        );
        let zh = HelpText::new(&keys(), vec!["a mark"], Lang::Zh);
        assert_eq!(zh.footer, " ? Esc 关闭  q 退出");
    }

    #[test]
    fn scrolling_stays_inside_the_body() {
        let g = geometry(
            Rect::new(0, 0, 80, 20),
            &HelpText::new(&keys(), vec!["a mark"; 9], Lang::En),
        )
        .unwrap();
        assert!(g.scrolls(), "{g:?}");
        let max = g.max_scroll();
        assert_eq!(scrolled(0, Scroll::Up, &g), 0);
        assert_eq!(scrolled(0, Scroll::Down, &g), 1);
        assert_eq!(scrolled(0, Scroll::Bottom, &g), max);
        assert_eq!(scrolled(max, Scroll::Down, &g), max);
        assert_eq!(
            scrolled(max, Scroll::PageUp, &g),
            max.saturating_sub(g.shown - 1)
        );
        assert_eq!(scrolled(max, Scroll::Top, &g), 0);
    }
}
