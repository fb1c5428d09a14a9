//! The branch-and-bound screen (分支限界法): each search's tree with its nodes numbered in
//! the order of expansion, its live-node table (活结点表) and its counters, side by side when
//! two strategies are compared.
//!
//! ```text
//! ┌ header: the problem, the instance, the strategy (or two) and the pruning ─────────────┐
//! ┌ tree: numbers in expansion order ───────┐┌ live nodes: queue, 3 ───────────────────────┐
//! │            root                          ││ ▶   2  +1      cw=16 cp=45 ub=57.50         │
//! │             1                            ││     3  -1      cw=0 cp=0 ub=50              │
//! │      ┌──────┴──────┐                     │└────────────────────────────────────────────┘
//! │      +1            -1                    │┌ counters ───────────────────────────────────┐
//! │      ⋅             ⋅                     ││ expanded 1   generated 2 ...                │
//! └──────────────────────────────────────────┘│ E-node #1 root: 2 generated, 0 cut          │
//!                                              └────────────────────────────────────────────┘
//! scrubber / quiz feedback
//! key bar
//! ```
//!
//! Two strategies: two columns, each a tree over its table and counters.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::app::App;
use crate::app::branch::{Brancher, row_key};
use crate::app::explore::{Explore, Explorer};
use crate::engine::backtrack::Prune;
use crate::i18n::Lang;
use crate::i18n::branch::{index, text};
use crate::i18n::search::text as search_text;
use crate::ui::common::{draw_too_small, framed};
use crate::ui::explore::ExploreView;
use crate::ui::header::Header;
use crate::ui::keybar::KeyBar;
use crate::ui::scrubber::Scrubber;
use crate::ui::theme::Theme;
use crate::ui::tree::drawing::{Detail, Drawing};
use crate::ui::tree::{slot_glyph, slot_style};

/// The smallest window the screen is drawn in.
pub const MIN: (u16, u16) = (60, 18);

/// Trees of more nodes than this are not drawn (the table and the counters go on).
const DRAW_MAX: usize = 4000;

/// The header's pieces naming the problem and its instance, in English and Chinese, as the
/// problem's screen names them ([`Brancher::titled`]).
pub fn titles<T: ExploreView>(
    instance: &T::Instance,
    source: &str,
    prune: Prune,
) -> [Vec<(String, u8)>; 2] {
    [Lang::En, Lang::Zh].map(|lang| {
        let explorer = Explorer::<T>::new(instance.clone(), source.to_string(), &[prune]);
        T::title(&explorer, lang)
    })
}

/// The header's title: the problem's pieces, each search's strategy, the pruning.
fn title<T: Explore>(app: &App<Brancher<T>>) -> Vec<(String, u8)> {
    let lang = app.lang;
    let b = &app.puzzle;
    let mut pieces = b.titles[usize::from(lang == Lang::Zh)].clone();
    let names: Vec<&str> = b
        .strategies()
        .iter()
        .map(|&s| text(lang).strategy[index(s)])
        .collect();
    pieces.push((names.join(" | "), 5));
    pieces.push((search_text(lang).prune(b.prune).to_string(), 3));
    pieces
}

/// Pane `pane`'s tree, numbered in expansion order.
fn draw_tree<T: Explore>(
    app: &App<Brancher<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let lang = app.lang;
    let words = text(lang);
    let e = app.puzzle.panes[pane].solver();
    let inner = framed(buf, area, words.tree_title, theme);
    if inner.is_empty() {
        return;
    }
    if e.tree().len() > DRAW_MAX {
        let line = (words.too_large)(e.tree().len());
        Line::styled(line, theme.dim).render(inner, buf);
        return;
    }
    let drawn = e.drawn();
    let root = lang.text().tree_root;
    let names = drawn.names(root, |path, child| {
        let label = T::pane_label(&app.puzzle.instance, pane, path);
        (T::words(lang).node)(label, child)
    });
    let details = [Detail::Full, Detail::Inline, Detail::Labels, Detail::Glyphs];
    let make = |d| {
        Drawing::new(
            &drawn,
            |i| names.get(i).cloned().unwrap_or_default(),
            d,
            app.ascii,
            theme,
        )
    };
    let chosen = details
        .iter()
        .map(|&d| make(d))
        .find(|d| d.fits(inner))
        .unwrap_or_else(|| make(Detail::Labels));
    let legend_rows = u16::from(chosen.size().1 + 1 < i32::from(inner.height));
    let body = Rect {
        height: inner.height - legend_rows,
        ..inner
    };
    (&chosen).render(body, buf);
    if legend_rows > 0 {
        legend(app, theme).render(Rect::new(inner.x, inner.bottom() - 1, inner.width, 1), buf);
    }
}

/// The tree's marks and the textbook's node words: the E-node, live, dead (cut).
fn legend<T: Explore>(app: &App<Brancher<T>>, theme: &Theme) -> Line<'static> {
    use crate::engine::Slot;
    let words = text(app.lang).nodes;
    let marks: [(&[Slot], &str); 3] = [
        (&[Slot::Current], words[0]),
        (&[Slot::Untried], words[1]),
        (&[Slot::Explored, Slot::Pruned, Slot::Bounded], words[2]),
    ];
    let mut spans = Vec::new();
    for (slots, word) in marks {
        for &slot in slots {
            spans.push(Span::styled(
                slot_glyph(slot, app.ascii),
                slot_style(slot, theme),
            ));
        }
        spans.push(Span::styled(format!(" {word}  "), theme.dim));
    }
    Line::from(spans)
}

/// Pane `pane`'s live-node table: in the order the nodes were generated, the next to come out
/// marked (not while the quiz asks which it is), each with its number, path and measures.
fn draw_table<T: Explore>(
    app: &App<Brancher<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let lang = app.lang;
    let words = text(lang);
    let b = &app.puzzle;
    let strategy = b.panes[pane].solver().strategy();
    let (live, next) = b.table(pane);
    let title = (words.live_title)(words.table[index(strategy)], live.len());
    let inner = framed(buf, area, title, theme);
    if inner.is_empty() {
        return;
    }
    if live.is_empty() {
        Line::styled(format!(" {}", words.empty), theme.dim).render(inner, buf);
        return;
    }
    let asking = pane == 0 && app.input == crate::action::InputMode::Quiz;
    let (start, shown, hidden) = window(live.len(), usize::from(inner.height), next);
    if hidden > 0 {
        let more = (words.more)(hidden);
        let y = inner.y + shown as u16;
        Line::styled(format!(" {more}"), theme.dim)
            .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    for (row, i) in (start..start + shown).enumerate() {
        let y = inner.y + row as u16;
        let (number, name, measures) = b.live_row(pane, live[i], lang);
        let is_next = Some(i) == next && !asking;
        let mark = match (asking, is_next) {
            (true, _) => format!("{}", row_key(i)),
            (false, true) => {
                if app.ascii {
                    ">".into()
                } else {
                    "▶".into()
                }
            }
            _ => " ".into(),
        };
        let style = if is_next { theme.placed } else { theme.text };
        let row_line = Line::from(vec![
            Span::styled(format!(" {mark} "), if asking { theme.key } else { style }),
            Span::styled(format!("{number:>4} "), theme.dim),
            Span::styled(format!("{name} "), style),
            Span::styled(measures, theme.value),
        ]);
        row_line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

/// The rows of a table of `len` live nodes that `rows` lines show: the first, how many, and
/// how many are left out (said on the line after them). The next node (`next`) is always
/// among them, as near the middle as the table allows; a table that does not fit gives its
/// last line to the count of those left out, unless it has only the one line.
fn window(len: usize, rows: usize, next: Option<usize>) -> (usize, usize, usize) {
    if len <= rows {
        return (0, len, 0);
    }
    let shown = if rows > 1 { rows - 1 } else { rows };
    let start = next
        .map_or(0, |at| at.saturating_sub(shown / 2))
        .min(len - shown);
    (start, shown, if rows > 1 { len - shown } else { 0 })
}

/// Pane `pane`'s counters, its best and its last step in words.
fn draw_counters<T: Explore>(
    app: &App<Brancher<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let lang = app.lang;
    let b = &app.puzzle;
    let inner = framed(buf, area, lang.text().counters, theme);
    if inner.is_empty() {
        return;
    }
    let width = usize::from(inner.width);
    let mut lines: Vec<Line> = packed(b.counters(pane, lang), width)
        .into_iter()
        .map(|row| {
            let spans: Vec<Span> = row
                .into_iter()
                .flat_map(|(name, value)| {
                    [
                        Span::styled(format!(" {name} "), theme.dim),
                        Span::styled(format!("{value} "), theme.value),
                    ]
                })
                .collect();
            Line::from(spans)
        })
        .collect();
    let wrap = |text: String| crate::ui::common::wrapped(&text, width.saturating_sub(1).max(1));
    for part in wrap(b.best(pane, lang)) {
        lines.push(Line::styled(format!(" {part}"), theme.solution));
    }
    for part in wrap(b.said(pane, lang)) {
        lines.push(Line::styled(format!(" {part}"), theme.text));
    }
    // The last lines first to go: the counters keep their place.
    for (i, line) in lines
        .into_iter()
        .take(usize::from(inner.height))
        .enumerate()
    {
        line.render(Rect::new(inner.x, inner.y + i as u16, inner.width, 1), buf);
    }
}

/// The counters packed into rows of `width` columns, each as ` name value ` (a counter never
/// split).
fn packed(counters: Vec<(&'static str, String)>, width: usize) -> Vec<Vec<(&'static str, String)>> {
    let mut rows: Vec<Vec<(&'static str, String)>> = vec![Vec::new()];
    let mut used = 0;
    for (name, value) in counters {
        let need = name.width() + value.width() + 3;
        if used > 0 && used + need > width {
            rows.push(Vec::new());
            used = 0;
        }
        used += need;
        if let Some(row) = rows.last_mut() {
            row.push((name, value));
        }
    }
    rows
}

/// The rows the counters take at `width` columns inside, with the best and the last step
/// (two rows each, as they may wrap).
fn counter_rows<T: Explore>(app: &App<Brancher<T>>, width: u16) -> u16 {
    packed(app.puzzle.counters(0, app.lang), usize::from(width)).len() as u16 + 4
}

/// One search's column: the tree beside (wide) or over (narrow) its table and counters.
fn draw_pane<T: Explore>(
    app: &App<Brancher<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let side = area.width >= 90 && app.puzzle.panes.len() == 1;
    let (tree, rest) = if side {
        let [l, r] = Layout::horizontal([Constraint::Percentage(55), Constraint::Percentage(45)])
            .areas(area);
        (l, r)
    } else {
        // The tree as tall as its drawing (framed, with the legend), at most three fifths.
        // Numbers under the labels where the column has the rows, beside them where not (a
        // lesson's caption, a laptop's window): the table keeps its rows.
        let depth = T::size(&app.puzzle.instance);
        let detail = if area.height >= 24 {
            Detail::Full
        } else {
            Detail::Inline
        };
        let wanted = detail.height(depth).max(1) as u16 + 3;
        let rows = wanted.clamp(5, area.height * 3 / 5);
        let [t, r] = Layout::vertical([Constraint::Length(rows), Constraint::Min(0)]).areas(area);
        (t, r)
    };
    let counters = (counter_rows(app, rest.width.saturating_sub(2)) + 2).min(rest.height / 2 + 1);
    let [table, counts] =
        Layout::vertical([Constraint::Min(3), Constraint::Length(counters)]).areas(rest);
    draw_tree(app, pane, theme, tree, buf);
    draw_table(app, pane, theme, table, buf);
    draw_counters(app, pane, theme, counts, buf);
}

/// The whole screen, or the too-small message; false when the window is too small.
fn draw_body<T: Explore>(frame: &mut Frame, app: &App<Brancher<T>>, theme: &Theme) -> bool {
    let area = app.body(frame.area());
    if area.width < MIN.0 || area.height < MIN.1 {
        draw_too_small(frame, app.lang, theme, MIN);
        return false;
    }
    let [header, body, scrubber, keybar] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(10),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(area);
    frame.render_widget(&Header::new(app, theme, &title(app)), header);
    let columns = crate::layout::columns(body, app.puzzle.panes.len());
    for (i, column) in columns.into_iter().enumerate() {
        draw_pane(app, i, theme, column, frame.buffer_mut());
    }
    if let Some(text) = crate::ui::keybar::quiz_feedback(app) {
        frame.render_widget(Line::styled(format!(" {text}"), theme.text), scrubber);
    } else {
        let scrubber_widget = Scrubber {
            progress: crate::app::Puzzle::progress(&app.puzzle),
            position: app.position(),
            share: crate::app::Puzzle::share(&app.puzzle),
            passed: text(app.lang).vocabulary.passed,
            ascii: app.ascii,
            lang: app.lang,
            theme,
        };
        frame.render_widget(&scrubber_widget, scrubber);
    }
    frame.render_widget(&KeyBar::of(app, theme), keybar);
    true
}

/// Draws the branch-and-bound screen in the shared frame, the help over it when open.
pub fn draw<T: Explore>(frame: &mut Frame, app: &App<Brancher<T>>) {
    let body = crate::ui::screen::Body {
        draw: &|frame, app, theme| draw_body(frame, app, theme),
        overlay: &crate::ui::screen::no_overlay,
        marks: &|_, _| Vec::new(),
    };
    crate::ui::screen::draw(frame, app, &body);
}

/// What the screen tests of branch and bound share.
#[cfg(test)]
pub mod testing {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::{draw, titles};
    use crate::action::Action;
    use crate::app::branch::Brancher;
    use crate::app::{App, Playback};
    use crate::engine::backtrack::Prune;
    use crate::engine::branch::Strategy;
    use crate::i18n::Lang;
    use crate::ui::explore::ExploreView;

    /// The branch-and-bound visualizer of `instance` by `strategies`, paused, in `lang`, at
    /// step `step`, in a `w`×`h` window.
    pub fn app<T: ExploreView>(
        instance: T::Instance,
        strategies: &[Strategy],
        lang: Lang,
        step: u64,
        (w, h): (u16, u16),
    ) -> App<Brancher<T>> {
        let titles = titles::<T>(&instance, "test", Prune::Both);
        let model =
            Brancher::<T>::new(instance, "test".into(), Prune::Both, strategies).titled(titles);
        let mut a = App::new(model, Playback::paused(lang));
        a.update(Action::Resize(w, h));
        crate::app::Puzzle::seek(&mut a.puzzle, step);
        a
    }

    /// `app`'s screen drawn in its window's size.
    pub fn render<T: ExploreView>(
        app: &App<Brancher<T>>,
        (w, h): (u16, u16),
    ) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
        terminal
            .draw(|f| draw::<T>(f, app))
            .expect("a test terminal draws");
        terminal
    }
}

#[cfg(test)]
mod tests {
    use super::window;

    /// (first row, rows shown, left out) for a table of `len` nodes in `rows` lines.
    #[rstest::rstest]
    #[case(3, 4, Some(2), (0, 3, 0))]
    #[case(4, 4, Some(3), (0, 4, 0))]
    #[case(4, 2, Some(2), (2, 1, 3))]
    #[case(4, 2, Some(0), (0, 1, 3))]
    #[case(4, 2, None, (0, 1, 3))]
    #[case(10, 4, Some(9), (7, 3, 7))]
    #[case(10, 4, Some(5), (4, 3, 7))]
    #[case(10, 1, Some(6), (6, 1, 0))]
    fn the_window_holds_the_next_node(
        #[case] len: usize,
        #[case] rows: usize,
        #[case] next: Option<usize>,
        #[case] expected: (usize, usize, usize),
    ) {
        let (start, shown, hidden) = window(len, rows, next);
        assert_eq!((start, shown, hidden), expected);
        assert!(shown + usize::from(hidden > 0) <= rows);
        if let Some(at) = next {
            assert!((start..start + shown).contains(&at));
        }
    }
}
