//! The counters: what the search has done (events, nodes, checks), the sizes of the
//! brute-force spaces it avoids (N^N, N!, C(N*N, N)), speed and state.
//!
//! Two columns when the panel is wide enough; otherwise one, cut from the end.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::app::{Speed, Status};
use crate::i18n::{Lang, big_number, group_digits};
use crate::problems::queens::engine::{self, Algo, Count};
use crate::problems::queens::words;
use crate::ui::common::{Row, framed, render_rows, two_columns};
use crate::ui::header::status_word;
use crate::ui::theme::Theme;

/// The label of an event counter.
pub fn count_label(lang: Lang, count: Count) -> &'static str {
    let (t, qt) = (lang.text(), words::text(lang));
    match count {
        Count::Steps => t.step,
        Count::Places => qt.places,
        Count::Conflicts => qt.conflicts,
        Count::Backtracks => qt.backtracks,
        Count::Skips => qt.skips,
        Count::Solutions => t.solutions,
    }
}

/// The counters panel.
pub struct Counters<'a> {
    /// The algorithm (which counters apply).
    pub algo: Algo,
    /// Board size (for the brute-force sizes).
    pub n: usize,
    /// The solver's totals.
    pub counters: engine::Counters,
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
    let exact_fact = (1..=n as u128).try_fold(1u128, u128::checked_mul);
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
    /// The rows: what happened (with speed and state), and the work beside the brute force.
    fn rows(&self) -> (Vec<Row>, Vec<Row>) {
        let t = self.lang.text();
        let c = &self.counters;
        let value = self.theme.value;
        let mut events: Vec<Row> = self
            .algo
            .counts()
            .iter()
            .map(|&count| {
                Row::new(
                    count_label(self.lang, count),
                    group_digits(c.get(count)),
                    value,
                )
            })
            .collect();
        let mut work = vec![
            Row::new(
                crate::problems::queens::words::text(self.lang).nodes,
                group_digits(c.nodes),
                value,
            ),
            Row::new(
                crate::problems::queens::words::text(self.lang).checks,
                group_digits(c.checks),
                value,
            ),
        ];
        // The sizes of the brute-force searches, named as such, so a class reads them alone.
        work.push(Row::new(
            crate::problems::queens::words::text(self.lang).brute_force,
            "",
            self.theme.dim,
        ));
        for (label, size) in brute_force(self.n) {
            work.push(Row::new(label, size, self.theme.dim));
        }
        let (state, state_style) = status_word(self.status, t, self.theme);
        events.push(Row::new(t.speed, self.lang.speed(self.speed.rate()), value));
        events.push(Row::new(t.state, state, state_style));
        (events, work)
    }
}

/// The place of the brute-force heading among the work rows (after nodes and checks).
const BRUTE_FORCE_HEADING: usize = 2;

/// The brute-force rows (after `heading`) with what each counts beside its formula
/// (`N^N one a row`), where every row still fits `width` columns so.
fn noted(rows: &mut [Row], heading: usize, width: u16, lang: Lang) {
    let notes = words::text(lang).brute_notes;
    let sizes = rows.iter().skip(heading + 1).take(notes.len());
    let label_w = sizes.clone().map(|r| r.label.width()).max().unwrap_or(0);
    let note_w = notes.iter().map(|n| n.width()).max().unwrap_or(0);
    let value_w = sizes.map(|r| r.value.width()).max().unwrap_or(0);
    // " label note  value ": the label padded, a space, the note, two spaces, the value.
    if 1 + label_w + 1 + note_w + 2 + value_w + 1 > usize::from(width) {
        return;
    }
    for (row, note) in rows.iter_mut().skip(heading + 1).zip(notes) {
        let pad = " ".repeat(label_w - row.label.width());
        row.label = format!("{}{pad} {note}", row.label);
    }
}

/// Where `rows` do not all fit `height` and the heading at `heading` would be the last shown,
/// with none of its rows under it: the rows from the heading on are left out.
fn no_orphan_heading(rows: &mut Vec<Row>, heading: usize, height: u16) {
    let shown = usize::from(height);
    if rows.len() > shown && heading + 1 >= shown {
        rows.truncate(heading.min(rows.len()));
    }
}

impl Widget for &Counters<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.lang.text();
        let inner = framed(buf, area, t.counters, self.theme);
        let (events, mut work) = self.rows();
        if let Some((left, right)) = two_columns(inner) {
            render_rows(&events, left, self.theme, buf);
            noted(&mut work, BRUTE_FORCE_HEADING, right.width, self.lang);
            no_orphan_heading(&mut work, BRUTE_FORCE_HEADING, right.height);
            render_rows(&work, right, self.theme, buf);
        } else {
            // One column: the event counters and the work first; speed and state (also in the
            // header) last.
            let (counts, playback) = events.split_at(events.len() - 2);
            let mut rows: Vec<Row> = counts
                .iter()
                .chain(&work)
                .chain(playback)
                .cloned()
                .collect();
            noted(&mut rows, counts.len() + BRUTE_FORCE_HEADING, inner.width, self.lang);
            no_orphan_heading(&mut rows, counts.len() + BRUTE_FORCE_HEADING, inner.height);
            render_rows(&rows, inner, self.theme, buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heading never stands last with nothing under it (issue 26, bug 8).
    #[test]
    fn a_heading_is_never_left_alone() {
        let rows = |n: usize| -> Vec<Row> {
            (0..n).map(|i| Row::new("r", i.to_string(), ratatui::style::Style::new())).collect()
        };
        let mut r = rows(6);
        no_orphan_heading(&mut r, 2, 3);
        assert_eq!(r.len(), 2);
        let mut r = rows(6);
        no_orphan_heading(&mut r, 2, 4);
        assert_eq!(r.len(), 6, "the heading and one of its rows fit");
        let mut r = rows(3);
        no_orphan_heading(&mut r, 2, 3);
        assert_eq!(r.len(), 3, "all fit");
    }

    /// Where the column has room, each brute-force size says what it counts, in both
    /// languages; where it has not, the formulas stand alone.
    #[test]
    fn brute_force_sizes_say_what_they_count_where_they_fit() {
        for (lang, note) in [(Lang::En, "one a row"), (Lang::Zh, "每行一个")] {
            let rows = || -> Vec<Row> {
                let mut rows = vec![Row::new("heading", "", ratatui::style::Style::new())];
                rows.extend(
                    brute_force(8)
                        .into_iter()
                        .map(|(l, v)| Row::new(l, v, ratatui::style::Style::new())),
                );
                rows
            };
            let mut wide = rows();
            noted(&mut wide, 0, 50, lang);
            assert!(wide[1].label.starts_with("N^N") && wide[1].label.ends_with(note), "{:?}", wide[1]);
            assert_eq!(wide[1].label.width(), wide[3].label.width() - (words::text(lang).brute_notes[2].width() - note.width()));
            let mut narrow = rows();
            noted(&mut narrow, 0, 22, lang);
            assert_eq!(narrow[1].label, "N^N");
        }
    }

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
