//! The N-Queens screen: one board with its panels, or two boards side by side (compare).
//!
//! One small render function per region; the geometry is `layout::queens`. With panels below
//! the board (small N; with a tall board, the panels stand in a column beside it instead):
//!
//! ```text
//! ┌ header: backtrack · N-Queens · N · algorithm ──────────── state · speed · step ┐
//! │ board (a: attacked) │ state (stack X[k],    │ code (the algorithm's            │
//! │   a b c d e f g h   │ call frames or the    │ pseudocode, the line of the      │
//! │ 1 ♛ . . . . . . .   │ seed arrays)          │ last event lit)                  │
//! ├─────────────────────┴──────┬────────────────┴──────────────────────────────────┤
//! │ counters (events, work,    │ log: the last events in words, newest first       │
//! │ brute-force sizes)         │                                                   │
//! └────────────────────────────┴───────────────────────────────────────────────────┘
//!   key bar: the most used keys of the key table
//! ```
//!
//! Compare mode: two boards side by side, each with its counters and log below.

pub mod board;
pub mod counters;
pub mod editor;
pub mod queen;
pub mod solutions;
pub mod state;
pub mod tree;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use unicode_width::UnicodeWidthStr;

use crate::action::InputMode;
use crate::app::{App, Puzzle};
use crate::i18n::Lang;
use crate::problems::queens::engine::{Algo, Line as AttackLine, QueensEvent};
use crate::problems::queens::layout::{Side, areas, compare_areas, zoom_areas};
use crate::problems::queens::model::{Pane, Queens};
use crate::ui::code::Code;
use crate::ui::common::{draw_too_small, panel};
use crate::ui::header::Header;
use crate::ui::keybar::KeyBar;
use crate::ui::log::{Caption, Log, LogEvent};
use crate::ui::scrubber::Scrubber;
use crate::ui::theme::Theme;
use board::Mark;

impl LogEvent for QueensEvent {
    fn words(&self, lang: Lang, compact: bool) -> String {
        if compact {
            crate::problems::queens::words::words(lang).event_compact(self)
        } else {
            crate::problems::queens::words::words(lang).event(self)
        }
    }

    fn marker(&self, theme: &Theme) -> Style {
        match self {
            QueensEvent::Place { .. } => theme.placed,
            QueensEvent::Conflict { .. } => theme.conflict,
            QueensEvent::Solution { .. } => theme.solution,
            QueensEvent::Backtrack { .. } | QueensEvent::Unplace { .. } => theme.abandoned,
            QueensEvent::Skip { .. } => theme.skipped,
            QueensEvent::Call { .. } | QueensEvent::Return { .. } => theme.dim,
            QueensEvent::Done { .. } => theme.current,
        }
    }
}

/// The event with the longest description on an `n`×`n` board.
fn widest(n: usize) -> QueensEvent {
    let last = (n - 1) as u8;
    QueensEvent::Conflict {
        row: last,
        col: last,
        by_row: last,
        by_col: last,
        line: AttackLine::AntiDiagonal,
    }
}

/// Draws the N-Queens screen.
pub fn draw(frame: &mut Frame, app: &App<Queens>) {
    let body = crate::ui::screen::Body {
        draw: &|frame, app, theme| {
            if app.zoom {
                draw_zoom(frame, app, theme)
            } else if app.puzzle.panes.len() > 1 {
                draw_compare(frame, app, theme)
            } else {
                draw_single(frame, app, theme)
            }
        },
        overlay: &|frame, app, theme| {
            if app.input == InputMode::Browse {
                let browser = solutions::Browser {
                    queens: &app.puzzle,
                    // Over once the search has been run to its end, wherever the step is now.
                    done: app.puzzle.progress().end().is_some(),
                    lang: app.lang,
                    ascii: app.ascii,
                    theme,
                };
                frame.render_widget(&browser, app.body(frame.area()));
            }
        },
        marks: &|app, th| {
            let sym = |mark, queen| board::symbol(mark, queen, app.ascii);
            // In the order of the legend's words (`queens_legend`).
            vec![
                (th.placed, sym(Mark::Placed, true)),
                (th.conflict, sym(Mark::Conflict, false)),
                (th.attacker, sym(Mark::Attacker, true)),
                (th.attack_path, sym(Mark::AttackPath, false)),
                (th.light_attacked, sym(Mark::Attacked, false)),
                (th.abandoned, sym(Mark::Abandoned, false)),
                (th.abandoned, sym(Mark::Removed, false)),
                (th.skipped, sym(Mark::Skipped, false)),
                (th.solution, sym(Mark::Solution, true)),
                // The brute-force sizes' lines: words alone.
                (th.dim, ""),
                (th.dim, ""),
                (th.dim, ""),
            ]
        },
    };
    crate::ui::screen::draw(frame, app, &body);
}

/// The header title of the N-Queens screen, ranked: the algorithms stay longest, then N, then
/// the puzzle's name.
fn title(app: &App<Queens>) -> Vec<(String, u8)> {
    let t = crate::problems::queens::words::text(app.lang);
    // One algorithm: its full name with its seeds; two (compare): the short names.
    let words = crate::problems::queens::words::words(app.lang);
    let algos: Vec<String> = match app.puzzle.algos()[..] {
        [one] => vec![words.algo(one)],
        ref many => many.iter().map(|&a| words.algo_short(a)).collect(),
    };
    let mut parts = vec![
        (t.name.to_string(), 1),
        (format!("N = {}", app.puzzle.n()), 3),
        (algos.join(" | "), 6),
    ];
    if app.puzzle.by_placements() {
        parts.push((t.by_placements_title.to_string(), 5));
    }
    parts
}

/// The board panel of one pane: its frame, title (and the attacked toggle when it fits).
/// A board; `left`: the left (or only) one, which shows the editor's queens while it is open.
fn draw_board(
    frame: &mut Frame,
    app: &App<Queens>,
    theme: &Theme,
    (pane, left): (&Pane, bool),
    title: &str,
    area: Rect,
    square: (u16, u16),
) {
    let t = app.lang.text();
    let solver = pane.solver();
    let attacked = if app.puzzle.show_attacked {
        t.on
    } else {
        t.off
    };
    let title = format!(" {title} ");
    let toggle = format!(
        " {} (a): {attacked} ",
        crate::problems::queens::words::text(app.lang).attacked
    );
    let mut block = panel(title.as_str(), theme);
    // The toggle's state goes on the right of the title bar when both fit.
    if (title.width() + toggle.width() + 4) as u16 <= area.width {
        block = block.title(Line::from(toggle).style(theme.dim).right_aligned());
    }
    // The editor shows its own queens on the left (or only) board.
    let editor = app.puzzle.editor.as_ref().filter(|_| left);
    let (queens, pairs) = match editor {
        Some(e) => (e.queens(), e.pairs()),
        None => (solver.queens(), Vec::new()),
    };
    let board = board::Board {
        n: solver.n(),
        queens: &queens,
        last: if editor.is_some() {
            None
        } else {
            pane.last_event()
        },
        current_row: if editor.is_some() {
            None
        } else {
            solver.current_row()
        },
        show_attacked: app.puzzle.show_attacked || editor.is_some(),
        ascii: app.ascii,
        theme,
        square,
        cursor: editor.map(|e| e.cursor),
        pairs: &pairs,
    };
    frame.render_widget(&block, area);
    frame.render_widget(&board, block.inner(area));
}

fn draw_counters(frame: &mut Frame, app: &App<Queens>, theme: &Theme, pane: &Pane, area: Rect) {
    let solver = pane.solver();
    let counters = counters::Counters {
        algo: solver.algo(),
        n: solver.n(),
        counters: solver.counters(),
        speed: app.speed,
        status: app.status(),
        lang: app.lang,
        theme,
    };
    frame.render_widget(&counters, area);
}

/// The log of a board; `left`: the left (or only) board, whose moves of hand-placed queens
/// are noted.
fn draw_log(
    frame: &mut Frame,
    app: &App<Queens>,
    theme: &Theme,
    (pane, left): (&Pane, bool),
    area: Rect,
) {
    if area.is_empty() {
        return;
    }
    // The editor's panel takes the left (or only) board's log while it is open.
    if let (Some(editor), true) = (&app.puzzle.editor, left) {
        let panel = editor::EditorPanel {
            editor,
            ascii: app.ascii,
            lang: app.lang,
            theme,
        };
        frame.render_widget(&panel, area);
        return;
    }
    // The left board's moves of hand-placed queens: the i-th moves the one in row k - i.
    let notes: Vec<(u64, String)> = if left {
        let start = app.puzzle.start();
        app.puzzle
            .undone()
            .iter()
            .enumerate()
            .map(|(i, &step)| {
                let row = start.len() - 1 - i;
                let square = crate::i18n::square(row, usize::from(start[row]));
                (
                    step,
                    crate::problems::queens::words::words(app.lang).hand_queen_moved(&square),
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    let log = Log {
        timeline: pane,
        widest: Some(widest(pane.solver().n())),
        lang: app.lang,
        theme,
        notes: &notes,
    };
    frame.render_widget(&log, area);
}

fn draw_code(frame: &mut Frame, app: &App<Queens>, theme: &Theme, pane: &Pane, area: Rect) {
    if area.is_empty() {
        return;
    }
    let solver = pane.solver();
    let algo: Algo = solver.algo();
    let code = Code {
        title: app.lang.words().code_title(algo.seeds()),
        lines: algo.code(),
        current: pane
            .last_event()
            .and_then(|e| algo.code_line(e, solver.n())),
        theme,
    };
    frame.render_widget(&code, area);
}

/// The state-space tree of one pane, where the layout gives it room.
fn draw_tree(frame: &mut Frame, app: &App<Queens>, theme: &Theme, pane: &Pane, area: Rect) {
    if area.is_empty() {
        return;
    }
    let panel = crate::ui::tree::TreePanel {
        start: pane.first(),
        now: pane.solver(),
        labels: tree::QueensLabels {
            shape: pane.solver().cursor().shape(),
            last: pane.last_event(),
            lang: app.lang,
        },
        ascii: app.ascii,
        lang: app.lang,
        theme,
        // The cursor walks the first search's tree (Enter goes to its steps).
        cursor: app
            .tree_cursor()
            .filter(|_| std::ptr::eq(pane, &raw const app.puzzle.panes[0])),
        detail: app.tree_detail,
        describe: &|e| super::words::words(app.lang).event_compact(e),
        side: None,
    };
    frame.render_widget(&panel, area);
}

fn draw_scrubber(frame: &mut Frame, app: &App<Queens>, theme: &Theme, area: Rect) {
    if let Some(text) = crate::ui::keybar::quiz_feedback(app) {
        frame.render_widget(Line::styled(format!(" {text}"), theme.text), area);
        return;
    }
    let scrubber = Scrubber {
        progress: app.puzzle.progress(),
        position: app.position(),
        share: app.puzzle.share(),
        passed: Queens::vocabulary(app.lang).passed,
        ascii: app.ascii,
        lang: app.lang,
        theme,
    };
    frame.render_widget(&scrubber, area);
}

fn draw_keybar(frame: &mut Frame, app: &App<Queens>, theme: &Theme, area: Rect) {
    frame.render_widget(&KeyBar::of(app, theme), area);
}

/// Draws one board with its panels; false if the window is too small (the message is drawn).
fn draw_single(frame: &mut Frame, app: &App<Queens>, theme: &Theme) -> bool {
    let pane = &app.puzzle.panes[0];
    let solver = pane.solver();
    let (n, algo) = (solver.n(), solver.algo());
    let areas = match areas(app.body(frame.area()), n, Side::of(algo, n), app.show_tree) {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    let lang = app.lang;
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    draw_board(
        frame,
        app,
        theme,
        (pane, true),
        crate::problems::queens::words::text(lang).board,
        areas.board,
        areas.square,
    );
    let state = state::State {
        solver,
        last: pane.last_event(),
        lang,
        theme,
    };
    frame.render_widget(&state, areas.state);
    draw_code(frame, app, theme, pane, areas.code);
    draw_counters(frame, app, theme, pane, areas.counters);
    draw_log(frame, app, theme, (pane, true), areas.log);
    draw_tree(frame, app, theme, pane, areas.tree);
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

/// Draws two boards side by side; false if the window is too small (the message is drawn).
fn draw_compare(frame: &mut Frame, app: &App<Queens>, theme: &Theme) -> bool {
    let n = app.puzzle.n();
    let areas = match compare_areas(app.body(frame.area()), n, &app.puzzle.algos(), app.show_tree)
    {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    for (i, (pane, place)) in app.puzzle.panes.iter().zip(areas.panes).enumerate() {
        let name = crate::problems::queens::words::words(app.lang).algo(pane.solver().algo());
        draw_board(
            frame,
            app,
            theme,
            (pane, i == 0),
            &name,
            place.board,
            areas.square,
        );
        if !place.state.is_empty() {
            let state = state::State {
                solver: pane.solver(),
                last: pane.last_event(),
                lang: app.lang,
                theme,
            };
            frame.render_widget(&state, place.state);
        }
        draw_counters(frame, app, theme, pane, place.counters);
        draw_log(frame, app, theme, (pane, i == 0), place.log);
        draw_code(frame, app, theme, pane, place.code);
        draw_tree(frame, app, theme, pane, place.tree);
    }
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

/// Zoom: the board (two in compare) filling the window, a caption under each; false if the
/// window is too small (the message is drawn).
fn draw_zoom(frame: &mut Frame, app: &App<Queens>, theme: &Theme) -> bool {
    if app.show_tree {
        return draw_tree_zoom(frame, app, theme);
    }
    let panes = &app.puzzle.panes;
    let areas = match zoom_areas(app.body(frame.area()), app.puzzle.n(), panes.len()) {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    for (i, ((pane, board), caption)) in panes
        .iter()
        .zip(areas.boards)
        .zip(areas.captions)
        .enumerate()
    {
        let name = if panes.len() > 1 {
            crate::problems::queens::words::words(app.lang).algo(pane.solver().algo())
        } else {
            crate::problems::queens::words::text(app.lang)
                .board
                .to_string()
        };
        draw_board(
            frame,
            app,
            theme,
            (pane, i == 0),
            &name,
            board,
            areas.square,
        );
        if let (Some(editor), 0) = (&app.puzzle.editor, i) {
            // The editor's state in one line.
            let summary = editor::EditorPanel {
                editor,
                ascii: app.ascii,
                lang: app.lang,
                theme,
            };
            let text = crate::ui::log::fit(format!(" {}", summary.summary()), caption.width.into());
            frame.render_widget(Line::styled(text, theme.text), caption);
            continue;
        }
        let caption_widget = Caption {
            timeline: pane,
            lang: app.lang,
            theme,
        };
        frame.render_widget(&caption_widget, caption);
    }
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

/// Zoom with the tree open: each board's tree filling the window, the caption of the first
/// under them; false if the window is too small (the message is drawn).
fn draw_tree_zoom(frame: &mut Frame, app: &App<Queens>, theme: &Theme) -> bool {
    let areas = match crate::layout::explore::zoom_areas(app.body(frame.area())) {
        Ok(a) => a,
        Err(size) => {
            draw_too_small(frame, app.lang, theme, size);
            return false;
        }
    };
    frame.render_widget(&Header::new(app, theme, &title(app)), areas.header);
    let panes = &app.puzzle.panes;
    for (pane, area) in panes
        .iter()
        .zip(crate::layout::columns(areas.picture, panes.len()))
    {
        draw_tree(frame, app, theme, pane, area);
    }
    let caption = Caption {
        timeline: &panes[0],
        lang: app.lang,
        theme,
    };
    frame.render_widget(&caption, areas.caption);
    draw_scrubber(frame, app, theme, areas.scrubber);
    draw_keybar(frame, app, theme, areas.keybar);
    true
}

#[cfg(test)]
mod tests {
    //! Whole-screen snapshots and colour checks, rendered into ratatui's `TestBackend`.
    use super::*;
    use crate::action::Action;
    use crate::app::{Playback, Puzzle, Speed};
    use crate::problems::queens::keys::QueensAction;
    use crate::problems::queens::layout::{Side, areas};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::buffer::Buffer;

    fn app(n: usize, lang: Lang) -> App<Queens> {
        let playback = Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii: false,
            theme: crate::app::ThemeName::Dark,
            auto_theme: false,
            zoom: false,
            record: None,
            force: false,
            quiz: None,
            gif: None,
        };
        App::new(Queens::new(&[Algo::Iterative], n), playback)
    }

    fn render(app: &App<Queens>, w: u16, h: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| draw(f, app)).unwrap();
        terminal
    }

    fn buffer(app: &App<Queens>, w: u16, h: u16) -> Buffer {
        render(app, w, h).backend().buffer().clone()
    }

    /// Seed 001's 8-queens run paused at step 980: a conflict on row 8 with h3.
    fn at_conflict(lang: Lang) -> App<Queens> {
        let mut a = app(8, lang);
        a.puzzle.seek(980);
        a
    }

    /// `E` on eight queens: 1,000 seeded probes at step 980 (the estimate beside the nodes
    /// visited so far, per row), at 100x30 in both languages; its colours: the estimate's
    /// line in the value colour.
    #[rstest::rstest]
    fn the_estimate_panel_100x30(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let mut a = at_conflict(lang);
        a.update(Action::Resize(100, 30));
        a.update(Action::ToggleEstimate);
        a.estimate.as_mut().expect("an estimate").take(1000);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(format!("estimate_100x30_{lang:?}"), t.backend());
        let buf = t.backend().buffer();
        // The estimate's line is the one with " ± " (the legend writes "±2").
        let needle = " ± ";
        let (x, y) = (0..30u16)
            .find_map(|y| {
                let row: String = (0..100u16).map(|x| buf[(x, y)].symbol()).collect();
                row.find(needle).map(|i| (row[..i].chars().count() as u16 + 1, y))
            })
            .expect("the estimate's line");
        let theme = crate::ui::theme::Theme::new(a.theme, a.depth);
        assert_eq!(buf[(x, y)].fg, theme.value.fg.unwrap_or_default());
    }

    /// From queens placed by hand the tree is a subtree with moves back into the start: the
    /// panel says there is no estimate instead of probing the whole tree.
    #[test]
    fn no_estimate_from_a_start() {
        let mut a = App::new(Queens::from_start(&[Algo::Iterative], 8, &[0, 4]), Playback::paused(Lang::En));
        a.update(Action::Resize(100, 30));
        a.update(Action::ToggleEstimate);
        let shown = render(&a, 100, 30).backend().to_string();
        assert!(shown.contains("no estimate"), "{shown}");
        assert!(!a.estimate.as_ref().is_some_and(crate::app::estimate::Estimating::running));
    }

    /// A GIF's first step marked (`X`): the key bar's first key says so, at 80 columns, in
    /// both languages; before the mark the bar leaves the key to the help.
    #[test]
    fn the_key_bar_says_where_a_gif_starts() {
        for (lang, words) in [(Lang::En, "X gif from 3"), (Lang::Zh, "X 动图自 3")] {
            let mut a = app(8, lang);
            a.update(Action::Resize(80, 24));
            let last = |a: &App<Queens>| {
                let shown = render(a, 80, 24).backend().to_string();
                shown.lines().nth(23).unwrap_or_default().to_string()
            };
            assert!(!last(&a).contains(words.split(' ').nth(1).unwrap_or("X")), "{}", last(&a));
            a.gif_mark = Some(3);
            assert!(last(&a).starts_with(&format!("\" {words}")), "{}", last(&a));
        }
    }

    #[test]
    fn start_80x24_en() {
        insta::assert_snapshot!(render(&app(8, Lang::En), 80, 24).backend());
    }

    #[test]
    fn conflict_80x24_en() {
        insta::assert_snapshot!(render(&at_conflict(Lang::En), 80, 24).backend());
    }

    #[test]
    fn conflict_80x24_zh() {
        insta::assert_snapshot!(render(&at_conflict(Lang::Zh), 80, 24).backend());
    }

    #[test]
    fn conflict_120x40_en() {
        insta::assert_snapshot!(render(&at_conflict(Lang::En), 120, 40).backend());
    }

    #[test]
    fn conflict_120x40_zh() {
        insta::assert_snapshot!(render(&at_conflict(Lang::Zh), 120, 40).backend());
    }

    #[test]
    fn first_solution_80x24_en() {
        let mut a = app(8, Lang::En);
        a.puzzle.seek(982);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn done_80x24_zh() {
        let mut a = app(6, Lang::Zh);
        a.puzzle.seek(u64::MAX);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_en() {
        let mut a = app(8, Lang::En);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(8, Lang::Zh);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn too_small_en() {
        insta::assert_snapshot!(render(&app(8, Lang::En), 50, 10).backend());
    }

    fn with_algos(n: usize, lang: Lang, algos: &[Algo], step: u64) -> App<Queens> {
        let mut a = app(n, lang);
        a.puzzle = Queens::new(algos, n);
        a.puzzle.seek(step);
        a
    }

    #[test]
    fn recursive_80x24_en() {
        let a = with_algos(8, Lang::En, &[Algo::Recursive], 40);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn recursive_120x40_zh() {
        let a = with_algos(8, Lang::Zh, &[Algo::Recursive], 1205);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn arrays_80x24_en() {
        let a = with_algos(8, Lang::En, &[Algo::Arrays], 45);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn arrays_80x24_zh() {
        let a = with_algos(8, Lang::Zh, &[Algo::Arrays], 46);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn cells_80x24_en() {
        let a = with_algos(6, Lang::En, &[Algo::Cells], 120);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn cells_120x40_zh() {
        let a = with_algos(8, Lang::Zh, &[Algo::Cells], 5000);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn compare_80x24_en() {
        let a = with_algos(6, Lang::En, &[Algo::Iterative, Algo::Cells], 40);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn compare_120x40_zh() {
        let a = with_algos(8, Lang::Zh, &[Algo::Recursive, Algo::Arrays], 300);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    /// At 52 columns the compare header drops the program's name and the puzzle's before the
    /// algorithms' names.
    #[test]
    fn a_narrow_compare_header_keeps_the_algorithms() {
        let a = with_algos(6, Lang::En, &[Algo::Iterative, Algo::Cells], 0);
        let buf = buffer(&a, 52, 26);
        let header: String = (0..52).map(|x| buf[(x, 0)].symbol()).collect();
        assert!(header.contains("iterative | cells"), "{header}");
        assert!(header.contains("step 0"), "{header}");
        assert!(!header.contains("backtrack"), "{header}");
    }

    #[test]
    fn array_entries_are_lit_by_what_the_step_did() {
        // Step 45 of arrays on 8x8 and the entries the event touched, found in the panel.
        let t = Theme::default();
        let mut a = with_algos(8, Lang::En, &[Algo::Arrays], 0);
        // Find a place event, then check that the set entries are green in the panel.
        while !matches!(
            a.puzzle.panes[0].last_event(),
            Some(crate::problems::queens::engine::QueensEvent::Place { row: 1, .. })
        ) {
            a.puzzle.step(&|_| false);
        }
        let buf = buffer(&a, 80, 24);
        let areas = areas(Rect::new(0, 0, 80, 24), 8, Side::of(Algo::Arrays, 8), false).unwrap();
        let greens = (areas.state.top()..areas.state.bottom())
            .flat_map(|y| (areas.state.left()..areas.state.right()).map(move |x| (x, y)))
            .filter(|&(x, y)| buf[(x, y)].style().bg == t.placed.bg)
            .count();
        assert_eq!(greens, 3, "col, dg and udg set");
    }

    /// Runs the search to its end through the app (as `End` does: solutions are recorded
    /// as they are found), then opens the solutions browser.
    fn browsing_done(n: usize, lang: Lang, w: u16, h: u16) -> App<Queens> {
        let mut a = app(n, lang);
        a.update(Action::Resize(w, h));
        a.update(Action::Last);
        while !a.puzzle.is_done() {
            a.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        }
        a.update(Action::First);
        a.update(Action::Own(QueensAction::OpenSolutions));
        a
    }

    /// N = 6: 4 solutions in 1 class, symmetric under a half turn.
    #[rstest::rstest]
    fn browser_6_80x24(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let a = browsing_done(6, lang, 80, 24);
        insta::assert_snapshot!(
            format!("browser_6_80x24_{}", lang.code()),
            render(&a, 80, 24).backend()
        );
    }

    /// N = 8, the search done: 92 solutions in 12 classes; the projector's size and 80x24,
    /// a solution chosen further down.
    #[rstest::rstest]
    fn browser_8_done(
        #[values(Lang::En, Lang::Zh)] lang: Lang,
        #[values((80, 24), (100, 30))] size: (u16, u16),
    ) {
        let (w, h) = size;
        let mut a = browsing_done(8, lang, w, h);
        for _ in 0..3 {
            a.update(Action::Own(QueensAction::BrowseClass(true)));
        }
        a.update(Action::Own(QueensAction::Browse(
            crate::action::Scroll::Down,
        )));
        insta::assert_snapshot!(
            format!("browser_8_{w}x{h}_{}", lang.code()),
            render(&a, w, h).backend()
        );
    }

    /// The chosen line is highlighted and marked; the board beside it has light and dark
    /// squares and the queens in the solution's colour, one per row.
    #[test]
    fn browser_colours() {
        let a = browsing_done(8, Lang::En, 80, 24);
        let t = Theme::new(a.theme, a.depth);
        let buf = buffer(&a, 80, 24);
        let g = a.puzzle.browser_area(Rect::new(0, 0, 80, 24));
        let row_text = |y: u16| {
            (g.list.left()..g.list.right())
                .map(|x| buf[(x, y)].symbol().to_string())
                .collect::<String>()
        };
        // At step 0 the browser opens on the first solution: the line under class 1's heading.
        let chosen = g.list.y + 1;
        assert!(
            row_text(chosen).starts_with("▸ #1 "),
            "{}",
            row_text(chosen)
        );
        assert_eq!(buf[(g.list.x + 3, chosen)].style().bg, t.current.bg);
        assert_ne!(buf[(g.list.x + 3, chosen + 1)].style().bg, t.current.bg);
        let p = g.preview.unwrap();
        let cells: Vec<_> = (p.top()..p.bottom())
            .flat_map(|y| (p.left()..p.right()).map(move |x| (x, y)))
            .collect();
        let queens = cells
            .iter()
            .filter(|&&(x, y)| buf[(x, y)].symbol() == "♛")
            .count();
        assert_eq!(queens, 8);
        for &(x, y) in &cells {
            if buf[(x, y)].symbol() == "♛" {
                assert_eq!(buf[(x, y)].style().bg, t.solution.bg);
            }
        }
        let light = cells
            .iter()
            .filter(|&&(x, y)| buf[(x, y)].style().bg == t.light.bg)
            .count();
        let dark = cells
            .iter()
            .filter(|&&(x, y)| buf[(x, y)].style().bg == t.dark.bg)
            .count();
        // 28 empty squares of each colour, two cells each (the queens stand on 4 and 4).
        assert_eq!((light, dark), (56, 56));
    }

    /// The board editor with `squares` placed (the count settled), cursor on the last.
    fn editing(n: usize, lang: Lang, squares: &[(usize, usize)]) -> App<Queens> {
        let mut a = app(n, lang);
        a.update(Action::ToggleEdit);
        let editor = a.puzzle.editor.as_mut().unwrap();
        editor.clear();
        for &sq in squares {
            editor.cursor = sq;
            editor.toggle();
        }
        let began = std::time::Instant::now();
        while a.puzzle.editor.as_ref().unwrap().counting() {
            assert!(began.elapsed().as_secs() < 60);
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        a
    }

    /// Three queens placed by hand, with the number of solutions that extend them.
    #[rstest::rstest]
    fn editor_80x24(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let a = editing(8, lang, &[(0, 1), (1, 3), (2, 5)]);
        insta::assert_snapshot!(
            format!("editor_80x24_{}", lang.code()),
            render(&a, 80, 24).backend()
        );
    }

    /// Queens that attack each other, marked on the board and named in the panel; a dead
    /// end; the editor zoomed says it in its caption.
    #[test]
    fn editor_attacks_and_dead_end_100x30() {
        let a = editing(8, Lang::En, &[(0, 0), (1, 4), (3, 3)]);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
        let mut dead = editing(6, Lang::En, &[(0, 0)]);
        let screen = format!("{:?}", render(&dead, 100, 30).backend());
        assert!(
            screen.contains("dead end: no solution extends this"),
            "{screen}"
        );
        dead.update(Action::ToggleZoom);
        let screen = format!("{:?}", render(&dead, 100, 30).backend());
        assert!(screen.contains("dead end"), "zoomed: {screen}");
    }

    /// With `--ascii` the right and wrong marks are ASCII too.
    #[test]
    fn quiz_marks_in_ascii() {
        let mut a = app(8, Lang::En);
        a.ascii = true;
        a.quiz = Some(crate::app::quiz::Quiz::new(
            crate::app::quiz::QuizKind::Basic,
        ));
        a.speed = Speed::Max;
        a.update(Action::TogglePlay);
        let mut answers = ['a', 'b'].into_iter();
        let mut seen = Vec::new();
        while a.puzzle.position() < 1000 {
            if a.input == crate::action::InputMode::Quiz {
                let Some(c) = answers.next() else { break };
                a.update(Action::QuizKey(c));
                seen.push(crate::ui::keybar::KeyBar::of(&a, &Theme::default()).notice);
            }
            a.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        }
        assert_eq!(seen[0].as_deref(), Some("+ right: a1"));
        assert!(
            seen[1]
                .as_deref()
                .is_some_and(|s| s.starts_with("x not b2: c2")),
            "{seen:?}"
        );
    }

    /// A quiz question waiting, with the answer to the one before (wrong: the true square and
    /// what was ruled out) on the scrubber's line and the score in the header.
    #[rstest::rstest]
    fn quiz_80x24(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let mut a = app(8, lang);
        a.quiz = Some(crate::app::quiz::Quiz::new(
            crate::app::quiz::QuizKind::Basic,
        ));
        a.speed = Speed::Max;
        a.update(Action::TogglePlay);
        let mut answers = ['a', 'b'].into_iter();
        while a.puzzle.position() < 1000 {
            if a.input == crate::action::InputMode::Quiz {
                match answers.next() {
                    Some(c) => a.update(Action::QuizKey(c)),
                    None => break,
                }
            }
            a.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        }
        assert_eq!(a.quiz.as_ref().unwrap().score(), (1, 2));
        insta::assert_snapshot!(
            format!("quiz_80x24_{}", lang.code()),
            render(&a, 80, 24).backend()
        );
    }

    #[test]
    fn browser_before_any_solution_says_so() {
        let mut a = app(8, Lang::En);
        a.update(Action::Own(QueensAction::OpenSolutions));
        let screen = format!("{:?}", render(&a, 80, 24).backend());
        assert!(screen.contains("No solution found yet"), "{screen}");
    }

    #[test]
    fn thirty_two_queens_120x40_beside_the_board() {
        let mut a = app(32, Lang::En);
        a.puzzle.seek(1000);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn sixteen_queens_120x40_ascii() {
        let mut a = app(16, Lang::En);
        a.ascii = true;
        a.puzzle.seek(200);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    /// Where square (row, col) of the board starts on screen.
    fn square_origin(app: &App<Queens>, w: u16, h: u16, row: usize, col: usize) -> (u16, u16) {
        use crate::problems::queens::layout::square_origin;
        let place = areas(
            Rect::new(0, 0, w, h),
            app.puzzle.n(),
            Side::of(Algo::Iterative, app.puzzle.n()),
            false,
        )
        .unwrap();
        let inner = place.board.inner(ratatui::layout::Margin::new(1, 1));
        square_origin(inner, app.puzzle.n(), place.square, row, col)
    }

    #[test]
    fn conflict_colours_on_the_whole_screen() {
        let a = at_conflict(Lang::En);
        let t = Theme::default();
        for (w, h) in [(80, 24), (120, 40)] {
            let buf = buffer(&a, w, h);
            let bg = |r, c| {
                let (x, y) = square_origin(&a, w, h, r, c);
                buf[(x, y)].style().bg
            };
            // Candidate c8 is red, the attacker h3 orange, g4 f5 e6 d7 between them yellow.
            assert_eq!(bg(7, 2), t.conflict.bg);
            assert_eq!(bg(2, 7), t.attacker.bg);
            for (r, c) in [(3, 6), (4, 5), (5, 4), (6, 3)] {
                assert_eq!(bg(r, c), t.attack_path.bg, "({r},{c}) at {w}x{h}");
            }
            // b8 is attacked by the queen on b7 (column), h8 by the queen on a1 (diagonal).
            assert_eq!(bg(7, 1), t.light_attacked.bg);
            assert_eq!(bg(7, 7), t.light_attacked.bg);
        }
    }

    #[test]
    fn hiding_attacked_squares_leaves_plain_squares() {
        let mut a = at_conflict(Lang::En);
        a.update(Action::Own(QueensAction::ToggleAttacked));
        let buf = buffer(&a, 80, 24);
        let t = Theme::default();
        let (x, y) = square_origin(&a, 80, 24, 7, 1);
        assert_eq!(buf[(x, y)].style().bg, t.light.bg);
    }

    #[test]
    fn stepping_back_redraws_exactly_the_first_screen() {
        for s in [1u64, 57, 980, 5000] {
            let mut a = app(8, Lang::En);
            a.puzzle.seek(s);
            let first = buffer(&a, 80, 24);
            a.puzzle.seek(s + 3000);
            while a.position() > s {
                a.update(Action::StepBack);
            }
            assert_eq!(buffer(&a, 80, 24), first, "step {s}");
        }
    }

    fn zoomed(n: usize, lang: Lang, step: u64) -> App<Queens> {
        let mut a = app(n, lang);
        a.update(Action::ToggleZoom);
        a.puzzle.seek(step);
        a
    }

    #[test]
    fn zoom_4_100x30_en() {
        insta::assert_snapshot!(render(&zoomed(4, Lang::En, 6), 100, 30).backend());
    }

    #[test]
    fn zoom_4_100x30_zh() {
        insta::assert_snapshot!(render(&zoomed(4, Lang::Zh, 6), 100, 30).backend());
    }

    #[test]
    fn zoom_8_100x30_en() {
        insta::assert_snapshot!(render(&zoomed(8, Lang::En, 980), 100, 30).backend());
    }

    #[test]
    fn zoom_8_100x30_zh() {
        insta::assert_snapshot!(render(&zoomed(8, Lang::Zh, 982), 100, 30).backend());
    }

    #[test]
    fn zoom_8_200x60_en() {
        insta::assert_snapshot!(render(&zoomed(8, Lang::En, 980), 200, 60).backend());
    }

    #[test]
    fn zoom_16_120x40_en() {
        insta::assert_snapshot!(render(&zoomed(16, Lang::En, 300), 120, 40).backend());
    }

    #[test]
    fn zoom_16_120x40_zh() {
        insta::assert_snapshot!(render(&zoomed(16, Lang::Zh, 300), 120, 40).backend());
    }

    #[test]
    fn zoom_compare_120x40_en() {
        let mut a = with_algos(6, Lang::En, &[Algo::Iterative, Algo::Cells], 40);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    /// `z` again gives the panels back: the same screen as before zooming.
    #[test]
    fn zoom_toggles_back_to_the_panels() {
        let mut a = at_conflict(Lang::En);
        let before = buffer(&a, 100, 30);
        a.update(Action::ToggleZoom);
        assert_ne!(buffer(&a, 100, 30), before);
        a.update(Action::ToggleZoom);
        assert_eq!(buffer(&a, 100, 30), before);
    }

    /// Zoomed at 200x60, an 8x8 board's squares are at least three times as wide as at 80x24,
    /// and each queen is a picture of many cells; at 100x30 the board takes 80% of the height.
    #[test]
    fn zoom_makes_the_board_big() {
        use crate::problems::queens::layout::zoom_areas;
        let small = areas(
            Rect::new(0, 0, 80, 24),
            8,
            Side::of(Algo::Iterative, 8),
            false,
        )
        .unwrap();
        let big = zoom_areas(Rect::new(0, 0, 200, 60), 8, 1).unwrap();
        assert!(
            big.square.0 >= 3 * small.square.0,
            "{:?} vs {:?}",
            big.square,
            small.square
        );
        let a = zoomed(8, Lang::En, 980);
        let buf = buffer(&a, 200, 60);
        let inner = big.boards[0].inner(ratatui::layout::Margin::new(1, 1));
        for &(r, c) in &a.puzzle.panes[0].solver().queens() {
            let (x, y) = crate::problems::queens::layout::square_origin(inner, 8, big.square, r, c);
            let inked = (y..y + big.square.1)
                .flat_map(|yy| (x..x + big.square.0).map(move |xx| (xx, yy)))
                .filter(|&p| !buf[p].symbol().trim().is_empty())
                .count();
            assert!(inked > 10, "queen ({r},{c}) covers {inked} cells");
        }
        let projector = zoom_areas(Rect::new(0, 0, 100, 30), 8, 1).unwrap();
        assert!(
            projector.boards[0].height * 10 >= 30 * 8,
            "{:?}",
            projector.boards[0]
        );
    }

    /// The text of square (row, col) on the screen, normal or zoomed, spaces dropped.
    fn square_text(app: &App<Queens>, w: u16, h: u16, row: usize, col: usize) -> String {
        use crate::problems::queens::layout::zoom_areas;
        let buf = buffer(app, w, h);
        let window = Rect::new(0, 0, w, h);
        let (board, square) = if app.zoom {
            let z = zoom_areas(window, 8, 1).unwrap();
            (z.boards[0], z.square)
        } else {
            let a = areas(window, 8, Side::of(Algo::Iterative, 8), false).unwrap();
            (a.board, a.square)
        };
        let inner = board.inner(ratatui::layout::Margin::new(1, 1));
        let (x, y) = crate::problems::queens::layout::square_origin(inner, 8, square, row, col);
        (y..y + square.1)
            .flat_map(|yy| (x..x + square.0).map(move |xx| (xx, yy)))
            .map(|p| buf[p].symbol().to_string())
            .collect::<String>()
            .split_whitespace()
            .collect()
    }

    /// Steps the 8-queens search until the last event matches.
    fn until(pred: impl Fn(&QueensEvent) -> bool) -> App<Queens> {
        let mut a = app(8, Lang::En);
        while !a.puzzle.panes[0].last_event().is_some_and(|e| pred(&e)) {
            a.puzzle.step(&|_| false);
        }
        a
    }

    /// Every state of the board reads differently in plain text, colour aside: as symbols in
    /// small squares, as pictures in big ones (zoomed at 200x60).
    #[rstest::rstest]
    fn every_board_state_is_told_apart_without_colour(#[values(false, true)] zoom: bool) {
        let (w, h) = if zoom { (200, 60) } else { (80, 24) };
        let zoomed = |mut a: App<Queens>| {
            a.zoom = zoom;
            a
        };
        let conflict = zoomed(at_conflict(Lang::En));
        let mut solution = zoomed(app(8, Lang::En));
        solution.puzzle.seek(982);
        let placed = zoomed(until(|e| matches!(e, QueensEvent::Place { row: 2.., .. })));
        let Some(QueensEvent::Place { row, col }) = placed.puzzle.panes[0].last_event() else {
            unreachable!()
        };
        let backtrack = zoomed(until(|e| matches!(e, QueensEvent::Backtrack { .. })));
        let Some(QueensEvent::Backtrack { row: gone }) = backtrack.puzzle.panes[0].last_event()
        else {
            unreachable!()
        };
        let (sr, sc) = solution.puzzle.panes[0].solver().queens()[3];
        let states = [
            (
                "candidate placed",
                square_text(&placed, w, h, row.into(), col.into()),
            ),
            ("candidate attacked", square_text(&conflict, w, h, 7, 2)),
            ("attacking queen", square_text(&conflict, w, h, 2, 7)),
            ("line of attack", square_text(&conflict, w, h, 4, 5)),
            ("attacked square", square_text(&conflict, w, h, 7, 1)),
            ("standing queen", square_text(&conflict, w, h, 0, 0)),
            (
                "abandoned row",
                square_text(&backtrack, w, h, gone.into(), 0),
            ),
            ("solution", square_text(&solution, w, h, sr, sc)),
        ];
        for (name, text) in &states {
            assert!(!text.is_empty(), "{name} shows nothing");
        }
        for (i, (a, ta)) in states.iter().enumerate() {
            for (b, tb) in &states[i + 1..] {
                assert_ne!(ta, tb, "{a} and {b} read the same");
            }
        }
    }

    fn themed(theme: crate::app::ThemeName, lang: Lang) -> String {
        let mut a = at_conflict(lang);
        a.theme = theme;
        crate::ui::styles::with_styles(&buffer(&a, 80, 24))
    }

    #[test]
    fn theme_dark_en() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Dark, Lang::En));
    }

    #[test]
    fn theme_dark_zh() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Dark, Lang::Zh));
    }

    #[test]
    fn theme_light_en() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Light, Lang::En));
    }

    #[test]
    fn theme_light_zh() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Light, Lang::Zh));
    }

    #[test]
    fn theme_mono_en() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Mono, Lang::En));
    }

    #[test]
    fn theme_mono_zh() {
        insta::assert_snapshot!(themed(crate::app::ThemeName::Mono, Lang::Zh));
    }

    /// At 80x24 the help is longer than the window: it scrolls to its legend and back, and
    /// its border says which way there is more.
    #[test]
    fn the_help_scrolls_at_80x24() {
        use crate::action::Scroll;
        let mut a = app(8, Lang::En);
        a.update(Action::Resize(80, 24));
        a.update(Action::ToggleHelp);
        let text = |a: &App<Queens>| {
            let buf = buffer(a, 80, 24);
            (0..24)
                .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>())
                .collect::<Vec<_>>()
                .join("\n")
        };
        let top = text(&a);
        assert!(
            top.contains("play or pause") && !top.contains("♛✦ a solution"),
            "{top}"
        );
        assert!(top.contains(" ↓ ") && top.contains("PgDn scroll"), "{top}");
        a.update(Action::ScrollHelp(Scroll::Bottom));
        let bottom = text(&a);
        assert!(
            bottom.contains("♛✦ a solution") && !bottom.contains("play or pause"),
            "{bottom}"
        );
        assert!(bottom.contains(" ↑ "), "{bottom}");
        for _ in 0..3 {
            a.update(Action::ScrollHelp(Scroll::Down));
        }
        assert_eq!(text(&a), bottom, "scrolled past the end");
        a.update(Action::ScrollHelp(Scroll::Up));
        assert!(text(&a).contains(" ↑↓ "));
        a.update(Action::ScrollHelp(Scroll::Top));
        assert_eq!(text(&a), top);
    }

    /// The tree panel on, at the step where `event` first happens (or at the end).
    fn tree_at(n: usize, lang: Lang, event: Option<fn(&QueensEvent) -> bool>) -> App<Queens> {
        let mut a = app(n, lang);
        a.update(Action::ToggleTree);
        match event {
            Some(pred) => {
                while !a.puzzle.panes[0].last_event().is_some_and(|e| pred(&e)) {
                    a.puzzle.step(&|_| false);
                }
            }
            None => a.puzzle.seek(u64::MAX),
        }
        a
    }

    fn start(_: &QueensEvent) -> bool {
        true
    }
    fn first_conflict(e: &QueensEvent) -> bool {
        matches!(e, QueensEvent::Conflict { .. })
    }
    fn first_solution(e: &QueensEvent) -> bool {
        matches!(e, QueensEvent::Solution { .. })
    }

    #[rstest::rstest]
    #[case("start", Some(start as fn(&QueensEvent) -> bool))]
    #[case("first_conflict", Some(first_conflict as fn(&QueensEvent) -> bool))]
    #[case("first_solution", Some(first_solution as fn(&QueensEvent) -> bool))]
    #[case("end", None)]
    fn tree_panel_4(
        #[case] name: &str,
        #[case] event: Option<fn(&QueensEvent) -> bool>,
        #[values(Lang::En, Lang::Zh)] lang: Lang,
    ) {
        let mut a = tree_at(4, lang, event);
        let lang_name = if lang == Lang::En { "en" } else { "zh" };
        insta::assert_snapshot!(
            format!("tree_4_{name}_{lang_name}"),
            render(&a, 100, 30).backend()
        );
        // Zoomed, the tree has the window: the whole tree so far, numbered where it fits.
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(
            format!("tree_4_{name}_zoom_{lang_name}"),
            render(&a, 100, 30).backend()
        );
    }

    /// The text of a buffer's rows, joined.
    fn rows_text(buf: &Buffer) -> String {
        (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The tree cursor on 4 queens at step 30: put on the search's node (c4, node 26), moved
    /// up to a3 (node 23), drawn reversed with its state in words; Enter goes to step 27,
    /// which entered it; `-` twice draws one mark a node.
    #[rstest::rstest]
    fn tree_cursor_4(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let mut a = app(4, lang);
        a.puzzle.seek(30);
        a.update(Action::TreeWalk);
        assert_eq!(a.input, InputMode::Tree);
        assert!(a.show_tree, "Enter opens the tree");
        a.update(Action::TreeMove(crate::action::Direction::Up));
        let lang_name = if lang == Lang::En { "en" } else { "zh" };
        insta::assert_snapshot!(
            format!("tree_cursor_4_{lang_name}"),
            render(&a, 100, 30).backend()
        );
        let buf = buffer(&a, 100, 30);
        let words = rows_text(&buf).replace(' ', "");
        let node = (crate::i18n::tree::text(lang).node)(23).replace(' ', "");
        assert!(words.contains(&node), "{words}");
        // The cursor's node is the one reversed: a3's label.
        let reversed: String = buf
            .content()
            .iter()
            .filter(|c| c.modifier.contains(ratatui::style::Modifier::REVERSED))
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        assert_eq!(reversed, "a323");
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(
            format!("tree_cursor_4_zoom_80x24_{lang_name}"),
            render(&a, 80, 24).backend()
        );
        a.update(Action::ToggleZoom);
        a.update(Action::TreeGo);
        assert_eq!(a.position(), 27, "a3 was entered at step 27");
        assert_eq!(a.input, InputMode::Tree, "the cursor stays on");
        a.update(Action::TreeDetail(false));
        a.update(Action::TreeDetail(false));
        let glyphs = rows_text(&buffer(&a, 100, 30));
        assert!(!glyphs.contains("b2"), "{glyphs}");
        a.update(Action::TreeWalk);
        assert_eq!(a.input, InputMode::Normal);
        assert_eq!(a.tree_detail, None, "leaving the cursor gives the panel its choice back");
        assert!(rows_text(&buffer(&a, 100, 30)).contains("b2"));
    }

    #[rstest::rstest]
    fn tree_panel_8(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let mut a = at_conflict(lang);
        a.update(Action::ToggleTree);
        let lang_name = if lang == Lang::En { "en" } else { "zh" };
        insta::assert_snapshot!(format!("tree_8_{lang_name}"), render(&a, 100, 30).backend());
        // At 80x24 too: the path with every sibling, and the profile.
        insta::assert_snapshot!(
            format!("tree_8_80x24_{lang_name}"),
            render(&a, 80, 24).backend()
        );
        // Zoomed at a projector's 100x30: the path with its siblings, the folds counted, and
        // per row the full tree beside the visited one.
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(
            format!("tree_8_zoom_{lang_name}"),
            render(&a, 100, 30).backend()
        );
        // The cursor on, at 80x24: the tree takes the profile's rows, the path from the root
        // in view, the node in words under it.
        a.update(Action::ToggleZoom);
        a.update(Action::TreeWalk);
        let buf = buffer(&a, 80, 24);
        insta::assert_snapshot!(
            format!("tree_8_cursor_80x24_{lang_name}"),
            render(&a, 80, 24).backend()
        );
        let words = rows_text(&buf);
        assert!(words.contains(a.lang.text().tree_root), "the root in view: {words}");
    }

    /// The cells search's tree is binary: each level a cell, skip or place.
    #[test]
    fn tree_panel_cells() {
        let mut a = with_algos(5, Lang::En, &[Algo::Cells], 300);
        a.update(Action::ToggleTree);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    /// The tree panel follows the timeline: rewinding redraws exactly what was there.
    #[test]
    fn the_tree_rewinds_with_the_timeline() {
        for s in [5u64, 60, 980, 5000] {
            let mut a = app(8, Lang::En);
            a.update(Action::ToggleTree);
            a.puzzle.seek(s);
            let first = buffer(&a, 100, 30);
            a.puzzle.seek(s + 3000);
            a.puzzle.seek(s);
            assert_eq!(buffer(&a, 100, 30), first, "step {s}");
        }
    }
}
