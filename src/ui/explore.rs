//! The screen of every problem on the generic engine: the problem draws its picture (a subset
//! tree's items, sums and the last cut) and gives its pseudocode and counters
//! ([`ExploreView`]); the rest is drawn here, the same for every such problem.
//!
//! ```text
//! ┌ header: backtrack · problem · instance · pruning ─────────── state · speed · step ┐
//! │ picture: the problem's (items, meter, │ code: Backtrack(t), the constraint's and  │
//! │ the last cut in words)                │ the bound's lines marked, the last lit    │
//! ├ counters: step, nodes visited of the ├ log: the last events in words, newest    │
//! │ whole tree, cut by each function,    │ first                                     │
//! │ the problem's (solutions, best)      │          (t: the tree in place of both)   │
//! └───────────────────────────────────────┴───────────────────────────────────────────┘
//!   scrubber · key bar
//! ```
//!
//! Comparing, each search gets a column (picture, counters, log); zoomed, the picture fills
//! the window over the caption of the last event.

mod iterative;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use crate::app::explore::{Explore, Explorer, Pane};
use crate::app::{App, Puzzle};
use crate::engine::backtrack::{Backtrack, Branching, Event, EventOf, Hooks, full_tree};
use crate::engine::tree::{Cut, Traced, outline, outline_path};
use crate::i18n::search::{Said, text, told};
use crate::i18n::{Lang, about_power, group_digits};
use crate::layout::explore::{PaneAreas, areas, zoom_areas};
use crate::ui::code::Code;
use crate::ui::common::{Row, draw_too_small, framed, render_rows, two_columns};
use crate::ui::header::Header;
use crate::ui::keybar::KeyBar;
use crate::ui::log::{Caption, Log, LogEvent};
use crate::ui::scrubber::Scrubber;
use crate::ui::theme::Theme;
use crate::ui::tree::{TreeLabels, TreePanel, Whole};

/// How a picture is drawn.
#[derive(Debug, Clone, Copy)]
pub struct Look<'a> {
    /// Language.
    pub lang: Lang,
    /// ASCII only.
    pub ascii: bool,
    /// Zoomed: the picture fills the window.
    pub zoom: bool,
    /// Styles.
    pub theme: &'a Theme,
    /// The quiz asks which choice the order picks next (the cell MRV fills): the picture
    /// does not give it away (no mark on it, no line naming it) until it is answered.
    pub hide_pick: bool,
}

/// What a problem on the generic engine draws of itself: its picture and its pseudocode;
/// the rest of its screen is derived from its words.
pub trait ExploreView: Explore {
    /// The rows the picture wants inside its frame.
    fn picture_rows(explorer: &Explorer<Self>) -> u16;

    /// Draws search `pane`'s picture inside its frame.
    fn picture(explorer: &Explorer<Self>, pane: usize, look: Look, area: Rect, buf: &mut Buffer);

    /// Its pseudocode, in `lang`, and the code panel's title (of the algorithm `explorer`
    /// runs, where the problem has more than one).
    fn code(explorer: &Explorer<Self>, lang: Lang) -> (&'static str, Vec<String>);

    /// The pseudocode line (from 0) that `event` lights.
    fn code_line(explorer: &Explorer<Self>, event: &EventOf<Self::Hooks>) -> Option<usize>;

    /// The title's pieces after the program's name, with their ranks (see `Header`): its
    /// name and where the instance came from, by default.
    fn title(explorer: &Explorer<Self>, lang: Lang) -> Vec<(String, u8)> {
        vec![
            (Self::words(lang).name.to_string(), 4),
            (explorer.source.clone(), 2),
        ]
    }

    /// The picture's title: its name, by default.
    fn picture_title(_explorer: &Explorer<Self>, lang: Lang) -> String {
        Self::words(lang).name.to_string()
    }

    /// Its own counters of a search, after the shared ones: the solutions, by default.
    fn counters(search: &Backtrack<Self::Hooks>, lang: Lang) -> Vec<(&'static str, String)> {
        vec![(
            Self::words(lang).solutions,
            group_digits(search.counts().solutions),
        )]
    }

    /// The tree panel's title: its words' tree, by default (a problem whose tree's kind
    /// depends on the instance names it here).
    fn tree_name(_explorer: &Explorer<Self>, lang: Lang) -> &'static str {
        Self::words(lang).tree
    }

    /// Words said after the events of search `pane`, as (step, words), each on a line of its
    /// own under its event in the log: none, by default.
    fn notes(_explorer: &Explorer<Self>, _pane: usize, _lang: Lang) -> Vec<(u64, String)> {
        Vec::new()
    }

    /// The legend's marks, styled, in the order of its words: none by default (the legend
    /// is words alone).
    fn marks(_theme: &Theme, _ascii: bool) -> Vec<(Style, &'static str)> {
        Vec::new()
    }
}

impl<E: Said + Copy, C: Said + Copy, S: Said + Copy> LogEvent for Event<E, C, S> {
    fn words(&self, lang: Lang, compact: bool) -> String {
        told(self, lang, compact)
    }

    fn marker(&self, theme: &Theme) -> Style {
        match self {
            Event::Enter { .. } => theme.placed,
            Event::Prune {
                by: Cut::Constraint,
                ..
            } => theme.conflict,
            Event::Prune { by: Cut::Bound, .. } => theme.bound_cut,
            Event::Backtrack { .. } => theme.abandoned,
            Event::Solution { .. } => theme.solution,
            Event::Done { .. } => theme.current,
        }
    }
}

/// The last step under a picture, in a line or two: said as the log says it (nothing yet: the
/// log's empty words), in its marker's style when it cut or found, as text otherwise.
pub fn last_step<E: Said + Copy, C: Said + Copy, S: Said + Copy>(
    last: Option<Event<E, C, S>>,
    look: Look,
    width: u16,
) -> Vec<Line<'static>> {
    let words = last.map_or_else(
        || look.lang.text().log_empty.to_string(),
        |e| e.words(look.lang, false),
    );
    crate::ui::items::two_lines(&words, width, last_style(last.as_ref(), look.theme))
}

/// The style the last step is said in under a picture (see [`last_step`]).
pub fn last_style<E, C, S>(last: Option<&Event<E, C, S>>, theme: &Theme) -> Style
where
    Event<E, C, S>: LogEvent,
{
    last.map_or(theme.dim, |e| match e {
        Event::Prune { .. } | Event::Solution { .. } => e.marker(theme),
        _ => theme.text,
    })
}

/// Whole trees up to this many nodes are outlined node by node; larger ones show the path.
const OUTLINE_MAX: u64 = 1023;

/// The tree panel's names for a problem's nodes.
pub struct ExploreLabels<'a, T: Explore> {
    /// The instance (what each level decides).
    pub explorer: &'a Explorer<T>,
    /// The search drawn.
    pub pane: &'a Pane<T::Hooks>,
    /// Which search it is (0: the left or only one).
    pub side: usize,
    /// Language.
    pub lang: Lang,
}

impl<T: ExploreView> TreeLabels for ExploreLabels<'_, T> {
    fn profile_title(&self, lang: Lang) -> &'static str {
        text(lang).profile
    }

    fn profile_row(&self, row: usize) -> String {
        (row + 1).to_string()
    }

    /// Small trees (a whole tree of at most [`OUTLINE_MAX`] nodes) are outlined whole: run
    /// once to the end from the start, on a copy.
    fn whole(&self) -> Option<Whole> {
        let start: &Traced<Backtrack<T::Hooks>> = self.pane.first();
        let steps = start.hooks().shape();
        if full_tree(steps)? > OUTLINE_MAX {
            return None;
        }
        // The whole search's outline, for the widest label and the most children it draws.
        let nodes = outline(start, u64::MAX);
        let label = (1..nodes.len())
            .filter_map(|i| {
                let node = &nodes[i];
                let path = outline_path(&nodes, node.parent);
                node.child
                    .map(|c| unicode_width::UnicodeWidthStr::width(self.node(&path, c).as_str()))
            })
            .max()
            .unwrap_or(1);
        let branching = nodes.iter().map(|n| n.slots.len()).max().unwrap_or(1);
        Some(Whole {
            nodes: nodes.len(),
            numbers: nodes.last().map_or(0, |n| n.number),
            depth: steps.depth,
            label,
            branching,
        })
    }

    fn node(&self, path: &[usize], child: usize) -> String {
        (T::words(self.lang).node)(
            T::pane_label(&self.explorer.instance, self.side, path),
            child,
        )
    }

    fn level(&self, depth: usize) -> String {
        depth.to_string()
    }

    fn cell(&self, path: &[usize]) -> Option<String> {
        Some((T::words(self.lang).level)(T::pane_label(
            &self.explorer.instance,
            self.side,
            path,
        )))
    }

    fn chosen(&self, path: &[usize], child: usize) -> String {
        self.node(path, child)
    }

    fn last(&self) -> String {
        self.pane
            .last_event()
            .map(|e| e.words(self.lang, true))
            .unwrap_or_default()
    }

    fn title(&self, lang: Lang) -> &'static str {
        T::tree_name(self.explorer, lang)
    }
}

/// The header's title: the problem's pieces, then each search's pruning.
fn title<T: ExploreView>(app: &App<Explorer<T>>) -> Vec<(String, u8)> {
    let mut pieces = T::title(&app.puzzle, app.lang);
    let panes: Vec<String> = (0..app.puzzle.panes.len())
        .map(|i| pane_title(app, i))
        .collect();
    pieces.push((panes.join(" | "), 5));
    // Searches set apart by something else, under one pruning: the pruning once.
    let prunes = app.puzzle.prunes();
    if panes.len() > 1
        && prunes.iter().all(|&p| p == prunes[0])
        && T::pane_name(&app.puzzle.instance, 0, app.lang).is_some()
    {
        pieces.push((text(app.lang).prune(prunes[0]).to_string(), 3));
    }
    pieces
}

/// A search's name: its pruning; where something else sets the searches apart, that, and
/// the pruning too if theirs differ.
fn pane_title<T: ExploreView>(app: &App<Explorer<T>>, pane: usize) -> String {
    let prunes = app.puzzle.prunes();
    let prune = text(app.lang).prune(prunes[pane]);
    match T::pane_name(&app.puzzle.instance, pane, app.lang) {
        Some(name) if prunes.iter().all(|&p| p == prunes[0]) => name,
        Some(name) => format!("{name} · {prune}"),
        None => prune.to_string(),
    }
}

/// The counters of one search: the shared ones, then the problem's.
fn draw_counters<T: ExploreView>(
    buf: &mut Buffer,
    app: &App<Explorer<T>>,
    pane: &Pane<T::Hooks>,
    theme: &Theme,
    area: Rect,
) {
    let lang = app.lang;
    let (t, s) = (lang.text(), text(lang));
    let search = pane.solver();
    let c = search.counts();
    let inner = framed(buf, area, t.counters, theme);
    let value = theme.value;
    // Visited of the whole tree, where its size is known (an open tree's is not).
    let shape = search.hooks().shape();
    let nodes = match (full_tree(shape), shape.branching) {
        (Some(full), _) => format!("{} / {}", group_digits(c.nodes()), group_digits(full)),
        (None, Branching::Open) => group_digits(c.nodes()),
        // Too large to count: about how many, as a power of ten.
        (None, _) => match crate::engine::backtrack::full_tree_log10(shape) {
            Some(log) => format!("{} / {}", group_digits(c.nodes()), about_power(log)),
            None => group_digits(c.nodes()),
        },
    };
    let mut rows = vec![
        Row::new(t.step, group_digits(c.steps), value),
        Row::new(s.nodes, nodes, value),
        Row::new(s.by_constraint, group_digits(c.by_constraint), value),
        Row::new(s.by_bound, group_digits(c.by_bound), value),
    ];
    rows.extend(
        T::counters(search, lang)
            .into_iter()
            .map(|(label, v)| Row::new(label, v, value)),
    );
    // The pruning is in the header (and each column's title when comparing).
    let more = [Row::new(s.backtracks, group_digits(c.backtracks), value)];
    // Two columns when each one's labels and values fit side by side (a whole tree of
    // millions of nodes makes a wide value), else one.
    let half = 4.min(rows.len());
    let fits = |rows: &[Row], width: u16| {
        use unicode_width::UnicodeWidthStr;
        // A space before the label, one between it and the value, one after (a shorter
        // label's padding is spaces the value may take).
        rows.iter()
            .all(|row| row.label.width() + row.value.width() + 3 <= usize::from(width))
    };
    match two_columns(inner) {
        Some((left, right))
            if fits(&rows[..half], left.width) && fits(&rows[half..], right.width) =>
        {
            // The shared four on the left, the problem's and the rest on the right.
            let others: Vec<Row> = rows.split_off(half).into_iter().chain(more).collect();
            render_rows(&rows, left, theme, buf);
            render_rows(&others, right, theme, buf);
        }
        _ => {
            // Too narrow even for one column: the nodes visited without the whole tree's size.
            if !fits(&rows, inner.width) {
                rows[1].value = group_digits(c.nodes());
            }
            render_rows(&rows, inner, theme, buf);
        }
    }
}

fn draw_picture<T: ExploreView>(
    frame: &mut Frame,
    app: &App<Explorer<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
) {
    if area.is_empty() {
        return;
    }
    let buf = frame.buffer_mut();
    // Comparing, each column is named by its pruning (the header names the instance).
    let title = if app.puzzle.panes.len() > 1 {
        pane_title(app, pane)
    } else {
        T::picture_title(&app.puzzle, app.lang)
    };
    let inner = framed(buf, area, title, theme);
    let look = Look {
        lang: app.lang,
        ascii: app.ascii,
        zoom: app.zoom,
        theme,
        hide_pick: pane == 0
            && app
                .quiz
                .as_ref()
                .and_then(|q| q.pending.as_ref())
                .is_some_and(|q| matches!(q.ask, crate::app::explore::quiz::Ask::Pick { .. })),
    };
    T::picture(&app.puzzle, pane, look, inner, buf);
}

/// The code panel's title and lines: the problem's code, or with `i` the textbook's
/// iterative scheme.
fn code_of<T: ExploreView>(explorer: &Explorer<T>, lang: Lang) -> (&'static str, Vec<String>) {
    if explorer.iterative {
        let t = text(lang);
        let comment = |cut| format!("// {}", t.function(cut));
        let comments = [comment(Cut::Constraint), comment(Cut::Bound)];
        iterative::code(lang, [comments[0].as_str(), comments[1].as_str()])
    } else {
        T::code(explorer, lang)
    }
}

fn draw_code<T: ExploreView>(frame: &mut Frame, app: &App<Explorer<T>>, theme: &Theme, area: Rect) {
    if area.is_empty() {
        return;
    }
    let explorer = &app.puzzle;
    let (title, owned) = code_of(explorer, app.lang);
    let lines: Vec<&str> = owned.iter().map(String::as_str).collect();
    let code = Code {
        title: title.to_string(),
        lines: &lines,
        current: explorer.panes[0].last_event().and_then(|e| {
            if explorer.iterative {
                Some(iterative::line(&e))
            } else {
                T::code_line(explorer, &e)
            }
        }),
        theme,
    };
    frame.render_widget(&code, area);
}

fn draw_log<T: ExploreView>(
    frame: &mut Frame,
    app: &App<Explorer<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
) {
    if area.is_empty() {
        return;
    }
    let timeline = &app.puzzle.panes[pane];
    // The longest line shown decides whether every line is compact.
    let widest = timeline
        .recent()
        .take(usize::from(area.height))
        .map(|&(_, e)| e)
        .max_by_key(|e| unicode_width::UnicodeWidthStr::width(e.words(app.lang, false).as_str()));
    let notes = T::notes(&app.puzzle, pane, app.lang);
    let log = Log {
        timeline,
        widest,
        lang: app.lang,
        theme,
        notes: &notes,
    };
    frame.render_widget(&log, area);
}

fn draw_tree<T: ExploreView>(
    frame: &mut Frame,
    app: &App<Explorer<T>>,
    pane: usize,
    theme: &Theme,
    area: Rect,
) {
    if area.is_empty() {
        return;
    }
    let (first, side) = (pane == 0, pane);
    let pane = &app.puzzle.panes[pane];
    let panel = TreePanel {
        start: pane.first(),
        now: pane.solver(),
        labels: ExploreLabels {
            explorer: &app.puzzle,
            pane,
            side,
            lang: app.lang,
        },
        ascii: app.ascii,
        lang: app.lang,
        theme,
        // The cursor walks the first search's tree (Enter goes to its steps).
        cursor: app.tree_cursor().filter(|_| first),
        detail: app.tree_detail,
        describe: &|e| e.words(app.lang, true),
        side: (app.puzzle.panes.len() > 1).then(|| pane_title(app, side)),
    };
    frame.render_widget(&panel, area);
}

fn draw_scrubber<T: ExploreView>(
    frame: &mut Frame,
    app: &App<Explorer<T>>,
    theme: &Theme,
    area: Rect,
) {
    if let Some(text) = crate::ui::keybar::quiz_feedback(app) {
        frame.render_widget(Line::styled(format!(" {text}"), theme.text), area);
        return;
    }
    let scrubber = Scrubber {
        progress: app.puzzle.progress(),
        position: app.position(),
        share: app.puzzle.share(),
        passed: T::words(app.lang).vocabulary.passed,
        ascii: app.ascii,
        lang: app.lang,
        theme,
    };
    frame.render_widget(&scrubber, area);
}

/// The most columns and lines of code the panel asks room for: a longer code (a problem's
/// own source) scrolls to its lit line, a wider one is cut, so that it fits 80 x 24.
const CODE_MAX: (usize, usize) = (44, 15);

/// The pseudocode panel's size with its frame: the widest line with its number, the lines
/// (at most [`CODE_MAX`]).
fn code_size<T: ExploreView>(explorer: &Explorer<T>, lang: Lang) -> (u16, u16) {
    let (title, lines) = code_of(explorer, lang);
    let widest = lines
        .iter()
        .map(|l| unicode_width::UnicodeWidthStr::width(l.as_str()))
        .max()
        .unwrap_or(0)
        .max(unicode_width::UnicodeWidthStr::width(title) + 2)
        .min(CODE_MAX.0);
    (
        widest as u16 + 3 + 2 + 1,
        lines.len().min(CODE_MAX.1) as u16 + 2,
    )
}

/// The normal screen; false when the window is too small (the message is drawn).
fn draw_normal<T: ExploreView>(frame: &mut Frame, app: &App<Explorer<T>>, theme: &Theme) -> bool {
    let explorer = &app.puzzle;
    let areas = match areas(
        app.body(frame.area()),
        explorer.panes.len(),
        T::picture_rows(explorer) + 2,
        code_size(explorer, app.lang),
        app.show_tree,
    ) {
        Ok(a) => a,
        Err(need) => {
            draw_too_small(frame, app.lang, theme, need);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    for (
        i,
        &PaneAreas {
            picture,
            counters,
            log,
            tree,
        },
    ) in areas.panes.iter().enumerate()
    {
        draw_picture(frame, app, i, theme, picture);
        draw_counters(frame.buffer_mut(), app, &explorer.panes[i], theme, counters);
        draw_log(frame, app, i, theme, log);
        draw_tree(frame, app, i, theme, tree);
    }
    draw_code(frame, app, theme, areas.code);
    draw_tree(frame, app, 0, theme, areas.tree);
    draw_scrubber(frame, app, theme, areas.scrubber);
    frame.render_widget(&KeyBar::of(app, theme), areas.keybar);
    true
}

/// Zoomed: the picture filling the window; false when the window is too small.
fn draw_zoom<T: ExploreView>(frame: &mut Frame, app: &App<Explorer<T>>, theme: &Theme) -> bool {
    let areas = match zoom_areas(app.body(frame.area())) {
        Ok(a) => a,
        Err(need) => {
            draw_too_small(frame, app.lang, theme, need);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    let columns = crate::layout::columns(areas.picture, app.puzzle.panes.len());
    for (i, area) in columns.into_iter().enumerate() {
        if app.show_tree {
            draw_tree(frame, app, i, theme, area);
        } else {
            draw_picture(frame, app, i, theme, area);
        }
    }
    let caption = Caption {
        timeline: &app.puzzle.panes[0],
        lang: app.lang,
        theme,
    };
    frame.render_widget(&caption, areas.caption);
    draw_scrubber(frame, app, theme, areas.scrubber);
    frame.render_widget(&KeyBar::of(app, theme), areas.keybar);
    true
}

/// Draws the screen of a problem on the generic engine in the shared frame: normal or
/// zoomed, the help over it when open.
pub fn draw<T: ExploreView>(frame: &mut Frame, app: &App<Explorer<T>>) {
    let body = crate::ui::screen::Body {
        draw: &|frame, app, theme| {
            if app.zoom {
                draw_zoom(frame, app, theme)
            } else {
                draw_normal(frame, app, theme)
            }
        },
        overlay: &crate::ui::screen::no_overlay,
        marks: &|app, theme| T::marks(theme, app.ascii),
    };
    crate::ui::screen::draw(frame, app, &body);
}

/// What the screen tests of every problem on the explorer share.
#[cfg(test)]
pub mod testing {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::{ExploreView, draw};
    use crate::action::Action;
    use crate::app::explore::Explorer;
    use crate::app::{App, Playback};
    use crate::i18n::Lang;

    /// The visualizer of `explorer`, paused, in `lang`, in an 80x24 window.
    pub fn paused<T: ExploreView>(explorer: Explorer<T>, lang: Lang) -> App<Explorer<T>> {
        let mut a = App::new(explorer, Playback::paused(lang));
        a.update(Action::Resize(80, 24));
        a
    }

    /// `app`'s screen drawn in a `w`×`h` test terminal.
    pub fn render<T: ExploreView>(app: &App<Explorer<T>>, w: u16, h: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
        terminal
            .draw(|f| draw::<T>(f, app))
            .expect("a test terminal draws");
        terminal
    }

    /// `s` without its spaces: a screen's text compared across wrapped lines and the blank a
    /// wide (CJK) character leaves after it.
    pub fn squeezed(s: &str) -> String {
        s.split_whitespace().collect()
    }

    /// The screen's characters, row after row.
    pub fn text(terminal: &Terminal<TestBackend>) -> String {
        terminal
            .backend()
            .buffer()
            .content()
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect()
    }
}
