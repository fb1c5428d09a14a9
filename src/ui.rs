//! The screen: layout and one widget per region. Rendering reads the [`App`] and changes nothing.

pub mod board;
pub mod code;
pub mod counters;
pub mod header;
pub mod help;
pub mod keybar;
pub mod log;
pub mod maze;
pub mod state;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::action::InputMode;
use crate::app::queens::Queens;
use crate::app::{App, Puzzle};
use crate::engine::queens::{Algo, QueensSolver};
use crate::timeline::Timeline;
use theme::Theme;

/// Square sizes (columns, rows), largest first; the largest that fits is used.
pub const SQUARES: [(u16, u16); 5] = [(8, 4), (6, 3), (4, 2), (3, 1), (2, 1)];

/// Shortest the top row of panels can be (nine lines of code).
const TOP_MIN: u16 = 11;
/// Shortest the bottom row of panels can be (seven counters).
const BOTTOM_MIN: u16 = 9;
/// Narrowest the counters panel can be.
const COUNTERS_MIN: u16 = 26;
/// Widest the counters panel gets below the board (the log takes the rest).
const COUNTERS_MAX: u16 = 36;
/// Width of the counters panel in windows wide enough for two columns of counters.
const COUNTERS_WIDE: u16 = 50;
/// Window width from which the counters get two columns below the board.
const WIDE_WINDOW: u16 = 110;
/// Shortest the log can be when it sits below the counters, beside a tall board.
const LOG_MIN: u16 = 5;

/// Where each region goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Areas {
    /// The header bar (one line).
    pub header: Rect,
    /// The board panel.
    pub board: Rect,
    /// The state panel (stack, call frames or arrays).
    pub state: Rect,
    /// The code panel.
    pub code: Rect,
    /// The counters panel.
    pub counters: Rect,
    /// The event log panel.
    pub log: Rect,
    /// The key bar (one line).
    pub keybar: Rect,
    /// Size of one board square (columns, rows).
    pub square: (u16, u16),
}

/// Widths of the two panels beside the board, which depend on the algorithm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Side {
    /// Width of the state panel.
    pub state: u16,
    /// Narrowest the code panel can be.
    pub code: u16,
}

impl Side {
    /// The side panels of an algorithm on an `n`×`n` board.
    pub fn of(algo: Algo, n: usize) -> Side {
        Side {
            state: state::width(algo, n),
            code: code::width(algo),
        }
    }

    fn min(self) -> u16 {
        self.state + self.code
    }
}

/// Width of the rank labels column (digits and a space).
pub fn label_width(n: usize) -> u16 {
    n.to_string().len() as u16 + 1
}

/// Outer size of the board panel for `n` and a square size.
pub fn board_panel_size(n: usize, (sw, sh): (u16, u16)) -> (u16, u16) {
    (2 + label_width(n) + n as u16 * sw, 3 + n as u16 * sh)
}

/// Splits `area` for an `n`×`n` board, or gives the smallest window that would fit.
///
/// Two arrangements: panels below the board (best for small boards), or everything in a
/// column beside a tall board (large N). The one with the bigger squares wins; below, on a tie.
pub fn areas(area: Rect, n: usize, side: Side) -> Result<Areas, (u16, u16)> {
    let below = SQUARES.iter().position(|&sq| fits_below(area, n, side, sq));
    let beside = SQUARES
        .iter()
        .position(|&sq| fits_beside(area, n, side, sq));
    match (below, beside) {
        (Some(b), Some(s)) if s < b => Ok(beside_board(area, n, side, SQUARES[s])),
        (Some(b), _) => Ok(below_board(area, n, side, SQUARES[b])),
        (None, Some(s)) => Ok(beside_board(area, n, side, SQUARES[s])),
        (None, None) => {
            let (bw, bh) = board_panel_size(n, SQUARES[SQUARES.len() - 1]);
            let below = (bw + side.min(), bh.max(TOP_MIN) + BOTTOM_MIN + 2);
            let beside = (bw + side.min(), bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + 2);
            // Name the smaller of the two windows that would do.
            Err(if beside.1 < below.1 { beside } else { below })
        }
    }
}

fn fits_below(area: Rect, n: usize, side: Side, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + side.min() <= area.width && bh.max(TOP_MIN) + BOTTOM_MIN + 2 <= area.height
}

fn fits_beside(area: Rect, n: usize, side: Side, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + side.min() <= area.width && bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + 2 <= area.height
}

/// Board top left, state and code beside it, counters and log below.
fn below_board(area: Rect, n: usize, side: Side, square: (u16, u16)) -> Areas {
    let (bw, bh) = board_panel_size(n, square);
    let top_h = bh.max(TOP_MIN);
    let bottom_h = area.height - 2 - top_h;
    let (x, y, w) = (area.x, area.y, area.width);
    let side_x = x + bw;
    let counters_w = if w >= WIDE_WINDOW {
        COUNTERS_WIDE
    } else {
        bw.clamp(COUNTERS_MIN, COUNTERS_MAX)
    };
    Areas {
        header: Rect::new(x, y, w, 1),
        board: Rect::new(x, y + 1, bw, top_h),
        state: Rect::new(side_x, y + 1, side.state, top_h),
        code: Rect::new(side_x + side.state, y + 1, w - bw - side.state, top_h),
        counters: Rect::new(x, y + 1 + top_h, counters_w, bottom_h),
        log: Rect::new(x + counters_w, y + 1 + top_h, w - counters_w, bottom_h),
        keybar: Rect::new(x, y + area.height - 1, w, 1),
        square,
    }
}

/// Board on the left at full height; state and code, counters, then the log in a column beside.
fn beside_board(area: Rect, n: usize, side: Side, square: (u16, u16)) -> Areas {
    let (bw, _) = board_panel_size(n, square);
    let main_h = area.height - 2;
    let (x, y, w) = (area.x, area.y, area.width);
    let (side_x, side_w) = (x + bw, w - bw);
    let counters_y = y + 1 + TOP_MIN;
    let log_y = counters_y + BOTTOM_MIN;
    Areas {
        header: Rect::new(x, y, w, 1),
        board: Rect::new(x, y + 1, bw, main_h),
        state: Rect::new(side_x, y + 1, side.state, TOP_MIN),
        code: Rect::new(side_x + side.state, y + 1, side_w - side.state, TOP_MIN),
        counters: Rect::new(side_x, counters_y, side_w, BOTTOM_MIN),
        log: Rect::new(side_x, log_y, side_w, y + 1 + main_h - log_y),
        keybar: Rect::new(x, y + area.height - 1, w, 1),
        square,
    }
}

/// One half of the compare view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PaneAreas {
    /// The board panel.
    pub board: Rect,
    /// The counters panel.
    pub counters: Rect,
    /// The event log panel.
    pub log: Rect,
}

/// Where each region of the compare view goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompareAreas {
    /// The header bar.
    pub header: Rect,
    /// Left and right halves.
    pub panes: [PaneAreas; 2],
    /// The key bar.
    pub keybar: Rect,
    /// Size of one board square.
    pub square: (u16, u16),
}

/// Splits `area` into two boards side by side, each with its counters and log below.
pub fn compare_areas(area: Rect, n: usize) -> Result<CompareAreas, (u16, u16)> {
    let half = area.width / 2;
    let pane_min_w = COUNTERS_MIN;
    let fits = |sq| {
        let (bw, bh) = board_panel_size(n, sq);
        bw.max(pane_min_w) <= half && bh + BOTTOM_MIN + 4 + 2 <= area.height
    };
    let Some(&square) = SQUARES.iter().find(|&&sq| fits(sq)) else {
        let (bw, bh) = board_panel_size(n, SQUARES[SQUARES.len() - 1]);
        return Err((2 * bw.max(pane_min_w), bh + BOTTOM_MIN + 4 + 2));
    };
    let (_, bh) = board_panel_size(n, square);
    let (x, y) = (area.x, area.y);
    let log_h = area.height - 2 - bh - BOTTOM_MIN;
    let pane = |px: u16, pw: u16| PaneAreas {
        board: Rect::new(px, y + 1, pw, bh),
        counters: Rect::new(px, y + 1 + bh, pw, BOTTOM_MIN),
        log: Rect::new(px, y + 1 + bh + BOTTOM_MIN, pw, log_h),
    };
    Ok(CompareAreas {
        header: Rect::new(x, y, area.width, 1),
        panes: [pane(x, half), pane(x + half, area.width - half)],
        keybar: Rect::new(x, y + area.height - 1, area.width, 1),
        square,
    })
}

/// Renders a stack top first in `inner`: `items` are its entries from the top, `total` how many
/// there are. The top entry is lit; if they do not all fit, the last row says how many are hidden.
pub fn stack_lines(
    buf: &mut ratatui::buffer::Buffer,
    inner: Rect,
    items: impl Iterator<Item = String>,
    total: usize,
    lang: crate::i18n::Lang,
    theme: &Theme,
) {
    use ratatui::widgets::Widget;
    let rows = inner.height as usize;
    let shown = if total > rows {
        rows.saturating_sub(1)
    } else {
        total
    };
    for (i, text) in items.take(shown).enumerate() {
        let style = if i == 0 { theme.current } else { theme.text };
        let line = Rect::new(inner.x, inner.y + i as u16, inner.width, 1);
        if i == 0 {
            buf.set_style(line, style);
        }
        Line::styled(text, style).render(line, buf);
    }
    if shown < total {
        let line = Rect::new(inner.x, inner.y + shown as u16, inner.width, 1);
        Line::styled(lang.more(total - shown), theme.dim).render(line, buf);
    }
}

/// Draws a panel frame titled `title` over `area` and returns the inside.
pub fn framed(
    buf: &mut ratatui::buffer::Buffer,
    area: Rect,
    title: impl std::fmt::Display,
    theme: &Theme,
) -> Rect {
    use ratatui::widgets::Widget;
    let block = panel(format!(" {title} "), theme);
    let inner = block.inner(area);
    block.render(area, buf);
    inner
}

/// A panel frame with a title.
pub fn panel<'a>(title: impl Into<Line<'a>>, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.border)
        .title(title.into().style(theme.title))
}

/// Instead of the screen, when the window is too small: the size it needs.
pub fn draw_too_small<P: Puzzle>(frame: &mut Frame, app: &App<P>, (w, h): (u16, u16)) {
    let area = frame.area();
    let text = app.lang.too_small(w, h, area.width, area.height);
    let y = area.y + area.height.saturating_sub(1) / 2;
    let line = Rect::new(area.x, y, area.width, area.height - (y - area.y));
    let message = Paragraph::new(text)
        .style(app.theme.text)
        .alignment(Alignment::Center)
        .wrap(Wrap { trim: true });
    frame.render_widget(message, line);
}

/// The board panel of one pane: its frame, title (and the attacked toggle when it fits).
fn draw_board(
    frame: &mut Frame,
    app: &App<Queens>,
    pane: &Timeline<QueensSolver>,
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
    let toggle = format!(" a {}: {attacked} ", t.attacked);
    let mut block = panel(title.as_str(), &app.theme);
    // The toggle's state goes on the right of the title bar when both fit.
    if (title.width() + toggle.width() + 4) as u16 <= area.width {
        block = block.title(Line::from(toggle).style(app.theme.dim).right_aligned());
    }
    let queens = solver.queens();
    let board = board::Board {
        n: solver.n(),
        queens: &queens,
        last: pane.last_event(),
        current_row: solver.current_row(),
        show_attacked: app.puzzle.show_attacked,
        ascii: app.ascii,
        theme: &app.theme,
        square,
    };
    frame.render_widget(&block, area);
    frame.render_widget(&board, block.inner(area));
}

fn counters_widget<'a>(
    app: &'a App<Queens>,
    pane: &Timeline<QueensSolver>,
) -> counters::Counters<'a> {
    let solver = pane.solver();
    counters::Counters {
        algo: solver.algo(),
        n: solver.n(),
        counters: solver.counters(),
        speed: app.speed,
        status: app.status(),
        lang: app.lang,
        theme: &app.theme,
    }
}

/// Draws the N-Queens screen.
pub fn draw(frame: &mut Frame, app: &App<Queens>) {
    if app.puzzle.panes.len() > 1 {
        draw_compare(frame, app);
    } else {
        draw_single(frame, app);
    }
    if app.input == InputMode::Help {
        let (t, th) = (app.lang.text(), &app.theme);
        let legend = vec![
            (th.placed, "", t.legend_placed),
            (th.conflict, "", t.legend_conflict),
            (th.attacker, "", t.legend_attacker),
            (th.attack_path, "", t.legend_path),
            (th.light_attacked, "", t.legend_attacked),
            (th.abandoned, "", t.legend_abandoned),
            (th.skipped, "", t.legend_skipped),
            (th.solution, "", t.legend_solution),
        ];
        let help = help::Help {
            keys: t.keys,
            legend,
            lang: app.lang,
            theme: th,
        };
        frame.render_widget(&help, frame.area());
    }
}

/// The header title of the N-Queens screen: puzzle, N and the algorithm(s).
fn queens_title(app: &App<Queens>) -> String {
    let t = app.lang.text();
    // One algorithm: its full name with its seeds; two (compare): the short names.
    let algos: Vec<&str> = match app.puzzle.algos()[..] {
        [one] => vec![app.lang.algo(one)],
        ref many => many.iter().map(|a| a.name()).collect(),
    };
    format!(
        "{}  N = {}  {}",
        t.queens,
        app.puzzle.n(),
        algos.join(" | ")
    )
}

fn draw_single(frame: &mut Frame, app: &App<Queens>) {
    let pane = &app.puzzle.panes[0];
    let solver = pane.solver();
    let (n, algo) = (solver.n(), solver.algo());
    let areas = match areas(frame.area(), n, Side::of(algo, n)) {
        Ok(a) => a,
        Err(size) => return draw_too_small(frame, app, size),
    };
    let (lang, theme) = (app.lang, &app.theme);
    let last = pane.last_event();
    frame.render_widget(&header::Header::new(app, queens_title(app)), areas.header);
    draw_board(
        frame,
        app,
        pane,
        lang.text().board,
        areas.board,
        areas.square,
    );
    let state = state::State {
        solver,
        last,
        lang,
        theme,
    };
    frame.render_widget(&state, areas.state);
    let lines = code::owned_lines(algo);
    let current = code::current_line(algo, last, n);
    let code = code::Code::queens(algo, &lines, current, lang, theme);
    frame.render_widget(&code, areas.code);
    frame.render_widget(&counters_widget(app, pane), areas.counters);
    let log = log::Log {
        n,
        recent: pane,
        lang,
        theme,
    };
    frame.render_widget(&log, areas.log);
    let keys = lang.text().keys;
    frame.render_widget(&keybar::KeyBar { keys, theme }, areas.keybar);
}

fn draw_compare(frame: &mut Frame, app: &App<Queens>) {
    let n = app.puzzle.n();
    let areas = match compare_areas(frame.area(), n) {
        Ok(a) => a,
        Err(size) => return draw_too_small(frame, app, size),
    };
    let (lang, theme) = (app.lang, &app.theme);
    frame.render_widget(&header::Header::new(app, queens_title(app)), areas.header);
    for (pane, place) in app.puzzle.panes.iter().zip(areas.panes) {
        let title = lang.algo(pane.solver().algo());
        draw_board(frame, app, pane, title, place.board, areas.square);
        frame.render_widget(&counters_widget(app, pane), place.counters);
        let log = log::Log {
            n,
            recent: pane,
            lang,
            theme,
        };
        frame.render_widget(&log, place.log);
    }
    let keys = lang.text().keys;
    frame.render_widget(&keybar::KeyBar { keys, theme }, areas.keybar);
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case(80, 24, 8, (3, 1))]
    #[case(120, 40, 8, (8, 4))]
    #[case(200, 60, 8, (8, 4))]
    #[case(80, 24, 10, (2, 1))]
    #[case(80, 24, 4, (4, 2))]
    #[case(120, 40, 32, (2, 1))]
    #[case(104, 30, 24, (2, 1))]
    fn square_size_grows_with_the_window(
        #[case] w: u16,
        #[case] h: u16,
        #[case] n: usize,
        #[case] square: (u16, u16),
    ) {
        let a = areas(Rect::new(0, 0, w, h), n, Side::of(Algo::Iterative, n)).unwrap();
        assert_eq!(a.square, square);
        for r in [
            a.header, a.board, a.state, a.code, a.counters, a.log, a.keybar,
        ] {
            assert!(r.right() <= w && r.bottom() <= h, "{r:?} outside {w}x{h}");
        }
    }

    #[rstest]
    #[case(69, 24, 8)]
    #[case(80, 20, 8)]
    #[case(80, 24, 32)]
    #[case(118, 40, 32)]
    fn too_small_windows_name_the_size_needed(#[case] w: u16, #[case] h: u16, #[case] n: usize) {
        let (need_w, need_h) =
            areas(Rect::new(0, 0, w, h), n, Side::of(Algo::Iterative, n)).unwrap_err();
        assert!(need_w > w || need_h > h);
        assert!(
            areas(
                Rect::new(0, 0, need_w, need_h),
                n,
                Side::of(Algo::Iterative, n)
            )
            .is_ok()
        );
        assert!(
            areas(
                Rect::new(0, 0, need_w - 1, need_h),
                n,
                Side::of(Algo::Iterative, n)
            )
            .is_err()
        );
    }
}

#[cfg(test)]
mod screen_tests {
    //! Whole-screen snapshots and colour checks, rendered into ratatui's `TestBackend`.
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Playback, Speed};
    use crate::engine::queens::QueensSolver;
    use crate::i18n::Lang;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::buffer::Buffer;

    fn app(n: usize, lang: Lang) -> App<Queens> {
        let playback = Playback {
            lang,
            speed: Speed::default(),
            paused: true,
            ascii: false,
        };
        App::new(
            Queens::new(&[Algo::Iterative], n),
            playback,
            Theme::default(),
        )
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
        a.puzzle.panes = algos
            .iter()
            .map(|&algo| Timeline::new(QueensSolver::new(algo, n), crate::app::LOG_KEEP))
            .collect();
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

    #[test]
    fn array_entries_are_lit_by_what_the_step_did() {
        // Step 45 of arrays on 8x8 and the entries the event touched, found in the panel.
        let t = Theme::default();
        let mut a = with_algos(8, Lang::En, &[Algo::Arrays], 0);
        // Find a place event, then check that the set entries are green in the panel.
        while !matches!(
            a.puzzle.panes[0].last_event(),
            Some(crate::engine::queens::QueensEvent::Place { row: 1, .. })
        ) {
            a.puzzle.step();
        }
        let buf = buffer(&a, 80, 24);
        let areas = areas(Rect::new(0, 0, 80, 24), 8, Side::of(Algo::Arrays, 8)).unwrap();
        let greens = (areas.state.top()..areas.state.bottom())
            .flat_map(|y| (areas.state.left()..areas.state.right()).map(move |x| (x, y)))
            .filter(|&(x, y)| buf[(x, y)].style().bg == t.placed.bg)
            .count();
        assert_eq!(greens, 3, "col, dg and udg set");
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
        let a = areas(
            Rect::new(0, 0, w, h),
            app.puzzle.n(),
            Side::of(Algo::Iterative, app.puzzle.n()),
        )
        .unwrap();
        let (sw, sh) = a.square;
        let x = a.board.x + 1 + label_width(app.puzzle.n()) + col as u16 * sw;
        let y = a.board.y + 2 + row as u16 * sh;
        (x, y)
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
        a.update(Action::ToggleAttacked);
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
}
