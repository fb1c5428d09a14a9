//! The screen: layout and one widget per region. Rendering reads the [`App`] and changes nothing.

pub mod board;
pub mod code;
pub mod counters;
pub mod header;
pub mod help;
pub mod keybar;
pub mod log;
pub mod stack;
pub mod theme;

use ratatui::Frame;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Paragraph, Wrap};
use unicode_width::UnicodeWidthStr;

use crate::action::InputMode;
use crate::app::App;
use crate::engine::Solver;
use theme::Theme;

/// Square sizes (columns, rows), largest first; the largest that fits is used.
pub const SQUARES: [(u16, u16); 5] = [(8, 4), (6, 3), (4, 2), (3, 1), (2, 1)];

/// Narrowest the stack and code panels together can be.
const SIDE_MIN: u16 = 50;
/// Width of the stack panel.
const STACK_W: u16 = 14;
/// Shortest the top row of panels can be (the code panel's nine lines).
const TOP_MIN: u16 = 11;
/// Shortest the bottom row of panels can be (seven counters).
const BOTTOM_MIN: u16 = 9;
/// Narrowest the counters panel can be.
const COUNTERS_MIN: u16 = 26;
/// Widest the counters panel gets (the log takes the rest).
const COUNTERS_MAX: u16 = 36;
/// Shortest the log can be when it sits below the counters, beside a tall board.
const LOG_MIN: u16 = 5;

/// Where each region goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Areas {
    /// The header bar (one line).
    pub header: Rect,
    /// The board panel.
    pub board: Rect,
    /// The stack panel.
    pub stack: Rect,
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
pub fn areas(area: Rect, n: usize) -> Result<Areas, (u16, u16)> {
    let below = SQUARES.iter().position(|&sq| fits_below(area, n, sq));
    let beside = SQUARES.iter().position(|&sq| fits_beside(area, n, sq));
    match (below, beside) {
        (Some(b), Some(s)) if s < b => Ok(beside_board(area, n, SQUARES[s])),
        (Some(b), _) => Ok(below_board(area, n, SQUARES[b])),
        (None, Some(s)) => Ok(beside_board(area, n, SQUARES[s])),
        (None, None) => {
            let (bw, bh) = board_panel_size(n, SQUARES[SQUARES.len() - 1]);
            let below = (bw + SIDE_MIN, bh.max(TOP_MIN) + BOTTOM_MIN + 2);
            let beside = (bw + SIDE_MIN, bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + 2);
            // Name the smaller of the two windows that would do.
            Err(if beside.1 < below.1 { beside } else { below })
        }
    }
}

fn fits_below(area: Rect, n: usize, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + SIDE_MIN <= area.width && bh.max(TOP_MIN) + BOTTOM_MIN + 2 <= area.height
}

fn fits_beside(area: Rect, n: usize, sq: (u16, u16)) -> bool {
    let (bw, bh) = board_panel_size(n, sq);
    bw + SIDE_MIN <= area.width && bh.max(TOP_MIN + BOTTOM_MIN + LOG_MIN) + 2 <= area.height
}

/// Board top left, stack and code beside it, counters and log below.
fn below_board(area: Rect, n: usize, square: (u16, u16)) -> Areas {
    let (bw, bh) = board_panel_size(n, square);
    let top_h = bh.max(TOP_MIN);
    let bottom_h = area.height - 2 - top_h;
    let (x, y, w) = (area.x, area.y, area.width);
    let side_x = x + bw;
    let counters_w = bw.clamp(COUNTERS_MIN, COUNTERS_MAX);
    Areas {
        header: Rect::new(x, y, w, 1),
        board: Rect::new(x, y + 1, bw, top_h),
        stack: Rect::new(side_x, y + 1, STACK_W, top_h),
        code: Rect::new(side_x + STACK_W, y + 1, w - bw - STACK_W, top_h),
        counters: Rect::new(x, y + 1 + top_h, counters_w, bottom_h),
        log: Rect::new(x + counters_w, y + 1 + top_h, w - counters_w, bottom_h),
        keybar: Rect::new(x, y + area.height - 1, w, 1),
        square,
    }
}

/// Board on the left at full height; stack and code, counters, then the log in a column beside.
fn beside_board(area: Rect, n: usize, square: (u16, u16)) -> Areas {
    let (bw, _) = board_panel_size(n, square);
    let main_h = area.height - 2;
    let (x, y, w) = (area.x, area.y, area.width);
    let (side_x, side_w) = (x + bw, w - bw);
    let counters_y = y + 1 + TOP_MIN;
    let log_y = counters_y + BOTTOM_MIN;
    Areas {
        header: Rect::new(x, y, w, 1),
        board: Rect::new(x, y + 1, bw, main_h),
        stack: Rect::new(side_x, y + 1, STACK_W, TOP_MIN),
        code: Rect::new(side_x + STACK_W, y + 1, side_w - STACK_W, TOP_MIN),
        counters: Rect::new(side_x, counters_y, side_w, BOTTOM_MIN),
        log: Rect::new(side_x, log_y, side_w, y + 1 + main_h - log_y),
        keybar: Rect::new(x, y + area.height - 1, w, 1),
        square,
    }
}

/// A panel frame with a title.
pub fn panel<'a>(title: impl Into<Line<'a>>, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme.border)
        .title(title.into().style(theme.title))
}

/// Draws the whole screen.
pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    let solver = app.timeline.solver();
    let n = solver.n();
    let areas = match areas(area, n) {
        Ok(a) => a,
        Err((w, h)) => {
            let text = app.lang.too_small(w, h, area.width, area.height);
            let y = area.y + area.height.saturating_sub(1) / 2;
            let line = Rect::new(area.x, y, area.width, area.height - (y - area.y));
            let message = Paragraph::new(text)
                .style(app.theme.text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true });
            frame.render_widget(message, line);
            return;
        }
    };
    let last = app.timeline.last_event();
    let t = app.lang.text();
    frame.render_widget(&header::Header::new(app), areas.header);

    let queens: Vec<(usize, usize)> = solver.queens().collect();
    let board = board::Board {
        n,
        queens: &queens,
        last,
        current_row: (!solver.is_done() && solver.k() > 0).then(|| solver.k() - 1),
        show_attacked: app.show_attacked,
        ascii: app.ascii,
        theme: &app.theme,
        square: areas.square,
    };
    let attacked = if app.show_attacked { t.on } else { t.off };
    let title = format!(" {} ", t.board);
    let toggle = format!(" a {}: {attacked} ", t.attacked);
    let mut block = panel(title.as_str(), &app.theme);
    // The toggle's state goes on the right of the title bar when both fit.
    if (title.width() + toggle.width() + 4) as u16 <= areas.board.width {
        block = block.title(Line::from(toggle).style(app.theme.dim).right_aligned());
    }
    frame.render_widget(&block, areas.board);
    frame.render_widget(&board, block.inner(areas.board));

    let stack = stack::Stack {
        stack: solver.stack(),
        lang: app.lang,
        theme: &app.theme,
    };
    frame.render_widget(&stack, areas.stack);

    let code = code::Code {
        current: code::current_line(last, n),
        lang: app.lang,
        theme: &app.theme,
    };
    frame.render_widget(&code, areas.code);

    let counters = counters::Counters {
        counters: solver.counters(),
        speed: app.speed,
        status: app.status(),
        lang: app.lang,
        theme: &app.theme,
    };
    frame.render_widget(&counters, areas.counters);

    let log = log::Log {
        n,
        recent: &app.timeline,
        lang: app.lang,
        theme: &app.theme,
    };
    frame.render_widget(&log, areas.log);

    frame.render_widget(
        &keybar::KeyBar {
            lang: app.lang,
            theme: &app.theme,
        },
        areas.keybar,
    );

    if app.input == InputMode::Help {
        frame.render_widget(
            &help::Help {
                lang: app.lang,
                theme: &app.theme,
            },
            area,
        );
    }
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
    #[case(103, 30, 24, (2, 1))]
    fn square_size_grows_with_the_window(
        #[case] w: u16,
        #[case] h: u16,
        #[case] n: usize,
        #[case] square: (u16, u16),
    ) {
        let a = areas(Rect::new(0, 0, w, h), n).unwrap();
        assert_eq!(a.square, square);
        for r in [
            a.header, a.board, a.stack, a.code, a.counters, a.log, a.keybar,
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
        let (need_w, need_h) = areas(Rect::new(0, 0, w, h), n).unwrap_err();
        assert!(need_w > w || need_h > h);
        assert!(areas(Rect::new(0, 0, need_w, need_h), n).is_ok());
        assert!(areas(Rect::new(0, 0, need_w - 1, need_h), n).is_err());
    }
}

#[cfg(test)]
mod screen_tests {
    //! Whole-screen snapshots and colour checks, rendered into ratatui's `TestBackend`.
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Speed};
    use crate::cli::{Config, QueensConfig, QueensMode};
    use crate::i18n::Lang;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::buffer::Buffer;

    fn app(n: usize, lang: Lang) -> App {
        let config = Config {
            lang,
            queens: QueensConfig {
                n,
                speed: Speed::default(),
                paused: true,
                ascii: false,
                mode: QueensMode::Tui,
                limit: None,
                threads: None,
            },
        };
        App::new(&config, Theme::default())
    }

    fn render(app: &App, w: u16, h: u16) -> Terminal<TestBackend> {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
        terminal.draw(|f| draw(f, app)).unwrap();
        terminal
    }

    fn buffer(app: &App, w: u16, h: u16) -> Buffer {
        render(app, w, h).backend().buffer().clone()
    }

    /// Seed 001's 8-queens run paused at step 980: a conflict on row 8 with h3.
    fn at_conflict(lang: Lang) -> App {
        let mut a = app(8, lang);
        a.timeline.seek(980);
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
        a.timeline.seek(982);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn done_80x24_zh() {
        let mut a = app(6, Lang::Zh);
        a.timeline.seek(u64::MAX);
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

    #[test]
    fn thirty_two_queens_120x40_beside_the_board() {
        let mut a = app(32, Lang::En);
        a.timeline.seek(1000);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    #[test]
    fn sixteen_queens_120x40_ascii() {
        let mut a = app(16, Lang::En);
        a.ascii = true;
        a.timeline.seek(200);
        insta::assert_snapshot!(render(&a, 120, 40).backend());
    }

    /// Where square (row, col) of the board starts on screen.
    fn square_origin(app: &App, w: u16, h: u16, row: usize, col: usize) -> (u16, u16) {
        let a = areas(Rect::new(0, 0, w, h), app.n()).unwrap();
        let (sw, sh) = a.square;
        let x = a.board.x + 1 + label_width(app.n()) + col as u16 * sw;
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
            a.timeline.seek(s);
            let first = buffer(&a, 80, 24);
            a.timeline.seek(s + 3000);
            while a.timeline.position() > s {
                a.update(Action::StepBack);
            }
            assert_eq!(buffer(&a, 80, 24), first, "step {s}");
        }
    }
}
