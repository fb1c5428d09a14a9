//! The knight's tour on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture, the board: each visited square with its move number, the knight, the squares it
//! can jump to next with their onward moves (Warnsdorff's numbers, shown for both orders), the
//! square just refused, the squares no longer reachable; under it the knight's square and the
//! last step in words. Each algorithm's pseudocode and its counters.
//!
//! ```text
//! ╭ 5x5 from a1 · open ────────╮
//! │    a  b  c  d  e           │
//! │ 1  1  ○2 ·  ·  ·           │   ○n: a square the knight can jump to, n onward moves
//! │ 2  ·  ·  ♞2 ·  ·           │   ♞: the knight, on its move number
//! │ 3  ✗  ·  ·  ·  ·           │   ✗: the square just refused
//! │ knight on c2, move 2 of 25 │
//! │ move 2: a1 → c2 (4 onward) │
//! ╰────────────────────────────╯
//! ```
//! Zoomed, squares grow to 7x3 and 11x5 characters; a board too large to number in the
//! window shows one character a square, and one too large even for that the part around the
//! knight.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Event, EventOf, Hooks};
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::problems::knight::engine::{Algo, KnightHooks};
use crate::problems::knight::Knight;
use crate::problems::knight::marks::{LEGEND, Mark, marks};
use crate::problems::knight::words::text;
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// A mark's style on a square that is `light` or dark.
fn style(mark: Mark, theme: &Theme, light: bool) -> Style {
    let base = match mark {
        Mark::Visited(_) => theme.trail,
        Mark::Knight(_) => theme.here,
        Mark::Option(_) => theme.placed,
        Mark::Refused => theme.conflict,
        Mark::Unreachable => theme.dead_end,
        Mark::Found(_) => theme.solution,
        Mark::Empty if light => theme.light,
        Mark::Empty => theme.dark,
    };
    base.patch(theme.piece)
}

/// How the board is drawn: each square `w` x `h` characters, the part shown (first column
/// and row, columns and rows), and whether labels fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fit {
    /// A square's width.
    pub w: usize,
    /// A square's height.
    pub h: usize,
    /// The first column and row shown.
    pub origin: (usize, usize),
    /// Columns and rows shown.
    pub shown: (usize, usize),
    /// File and rank labels.
    pub labels: bool,
}

/// The largest drawing of a `cols` x `rows` board whose numbers have `digits` digits that
/// fits `area` (columns, rows), zoomed or not; the part around `at` if none fits whole.
pub fn fit_board(cols: usize, rows: usize, digits: usize, area: (usize, usize), zoom: bool, at: usize) -> Fit {
    let base = digits + 1;
    let rank_w = rows.to_string().len() + 1;
    let scales: &[(usize, usize)] = if zoom {
        // A projector's 100x30 takes an 8x8 board at two rows a rank.
        &[(base + 8, 5), (base + 4, 3), (base + 2, 2), (base, 1), (2, 1), (1, 1)]
    } else {
        &[(base, 1), (2, 1), (1, 1)]
    };
    let whole = |w: usize, h: usize, labels: bool| {
        let (lw, lh) = if labels { (rank_w, 1) } else { (0, 0) };
        cols * w + lw <= area.0 && rows * h + lh <= area.1
    };
    for &(w, h) in scales {
        for labels in [true, false] {
            if whole(w, h, labels) {
                return Fit {
                    w,
                    h,
                    origin: (0, 0),
                    shown: (cols, rows),
                    labels,
                };
            }
        }
    }
    // The numbered squares around the knight, as many as fit with the labels.
    let (w, h) = (base, 1);
    let shown = (
        ((area.0.saturating_sub(rank_w)) / w).clamp(1, cols),
        area.1.saturating_sub(1).clamp(1, rows),
    );
    let (r, c) = (at / cols, at % cols);
    let origin = (
        c.saturating_sub(shown.0 / 2).min(cols - shown.0),
        r.saturating_sub(shown.1 / 2).min(rows - shown.1),
    );
    Fit {
        w,
        h,
        origin,
        shown,
        labels: true,
    }
}

/// Draws the board's squares (and labels) into `area` as `fit` says.
fn draw_board(marks: &[Mark], cols: usize, fit: Fit, look: Look, area: Rect, buf: &mut Buffer) {
    use crate::i18n::notation::{file_label, rank_label};
    let th = look.theme;
    let rows_n = marks.len() / cols.max(1);
    let rank_w = if fit.labels { rows_n.to_string().len() + 1 } else { 0 };
    let top = usize::from(fit.labels);
    let put = |x: usize, y: usize, s: &str, style: Style, buf: &mut Buffer| {
        if x < usize::from(area.width) && y < usize::from(area.height) {
            let room = usize::from(area.width) - x;
            buf.set_stringn(area.x + x as u16, area.y + y as u16, s, room, style);
        }
    };
    if fit.labels {
        for c in 0..fit.shown.0 {
            let label = file_label(fit.origin.0 + c);
            let x = rank_w + c * fit.w + fit.w.saturating_sub(1);
            put(x, 0, &label, th.label, buf);
        }
    }
    for r in 0..fit.shown.1 {
        let row = fit.origin.1 + r;
        let y0 = top + r * fit.h;
        if fit.labels {
            let label = format!("{:>w$}", rank_label(row), w = rank_w - 1);
            put(0, y0 + fit.h / 2, &label, th.label, buf);
        }
        for c in 0..fit.shown.0 {
            let col = fit.origin.0 + c;
            let mark = marks[row * cols + col];
            let style = style(mark, th, (row + col).is_multiple_of(2));
            let x = rank_w + c * fit.w;
            for dy in 0..fit.h {
                let text = if dy == fit.h / 2 {
                    mark.cell(fit.w.min(if fit.h > 1 { fit.w - 1 } else { fit.w }), look.ascii)
                } else {
                    String::new()
                };
                let padded = format!("{text:<w$}", w = fit.w);
                // Zoomed squares keep their number off the right edge.
                let shown = if fit.h > 1 { format!("{:>w$}", format!("{text} "), w = fit.w) } else { padded };
                put(x, y0 + dy, &shown, style, buf);
            }
        }
    }
}

/// Rows below the board: the knight's square and two of the last step.
const BELOW: u16 = 3;

impl ExploreView for Knight {
    fn title(explorer: &Explorer<Knight>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        vec![
            (t.words.name.to_string(), 4),
            ((t.algo)(inst.algo).to_string(), 3),
            (format!("{}x{}", inst.board.cols, inst.board.rows), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Knight>, lang: Lang) -> String {
        let inst = &explorer.instance;
        (text(lang).picture)(inst.board, &inst.board.name(inst.start), inst.closed)
    }

    fn picture_rows(explorer: &Explorer<Knight>) -> u16 {
        explorer.instance.board.rows as u16 + 1 + BELOW
    }

    fn picture(explorer: &Explorer<Knight>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let t = text(look.lang);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let hooks = search.hooks();
        let board = hooks.board;
        let last = timeline.last_event();
        let marks = marks(search, last.as_ref());
        let digits = board.squares().to_string().len();
        let below = BELOW.min(area.height.saturating_sub(1));
        let room = (usize::from(area.width), usize::from(area.height - below));
        let fit = fit_board(board.cols, board.rows, digits, room, look.zoom, hooks.at());
        let drawn = (fit.shown.1 * fit.h + usize::from(fit.labels)) as u16;
        // Zoomed, the board stands in the middle of the window.
        let board_w = (fit.shown.0 * fit.w + if fit.labels { board.rows.to_string().len() + 1 } else { 0 }) as u16;
        let inset = if look.zoom { area.width.saturating_sub(board_w) / 2 } else { 0 };
        let board_area = Rect { x: area.x + inset, width: area.width - inset, ..area };
        draw_board(&marks, board.cols, fit, look, board_area, buf);
        let top = area.y + drawn.min(area.height - below);
        let mut lines = Vec::new();
        let at = board.name(hooks.at());
        let open = (search.tried()..hooks.candidates(search.depth()))
            .filter(|&c| hooks.target(search.depth(), c).is_some_and(|s| !hooks.visited(s)))
            .count();
        let mut here = (t.here)(&at, hooks.path.len(), board.squares(), open);
        if fit.shown != (board.cols, board.rows) {
            here = format!("{} · {here}", (t.window)(fit.shown.0, fit.shown.1));
        }
        lines.push(Line::styled(fit_text(&here, area.width), look.theme.text));
        lines.extend(last_step(last, look, area.width));
        for (y, line) in (top..area.bottom()).zip(lines) {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }

    fn code(explorer: &Explorer<Knight>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let [c, b] = t.comments;
        let order = match explorer.instance.algo {
            Algo::Fixed => "  for d = 1 to 8:",
            Algo::Warnsdorff => "  for d, fewest onward moves first:",
        };
        let lines = vec![
            "Tour(k):".into(),
            "  if k = n·m: output(x); return".into(),
            order.into(),
            "    y = x[k] + move[d]".into(),
            format!("    if out(y) or b[y] > 0: cut {c}"),
            format!("    if stranded(y): cut {b}"),
            "    x[k+1] = y; b[y] = k + 1".into(),
            "    Tour(k + 1)".into(),
            "    b[y] = 0".into(),
        ];
        (t.code, lines)
    }

    fn code_line(_explorer: &Explorer<Knight>, event: &EventOf<KnightHooks>) -> Option<usize> {
        match *event {
            Event::Enter { .. } => Some(6),
            Event::Prune { by: Cut::Constraint, .. } => Some(4),
            Event::Prune { by: Cut::Bound, .. } => Some(5),
            Event::Backtrack { .. } => Some(8),
            Event::Solution { .. } => Some(1),
            Event::Done { .. } => None,
        }
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        LEGEND
            .into_iter()
            .map(|m| (style(m, theme, true), m.glyph(ascii)))
            .collect()
    }
}

fn fit_text(s: &str, width: u16) -> String {
    fit(format!(" {s}"), usize::from(width))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::knight::engine::{Instance, Why, built_in};
    use crate::problems::knight::Model;
    use crate::ui::explore::testing::{paused, render, text};

    fn app(instance: Instance, prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let mut a = paused(Model::new(instance, "five".into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    fn five() -> Instance {
        built_in("five", Algo::Fixed).unwrap()
    }

    /// The first step where the last event is a cut of `kind`.
    fn first_cut(inst: &Instance, bound: bool) -> u64 {
        let mut a = app(inst.clone(), &[Prune::Both], Lang::En, 0);
        let mut step = 0;
        loop {
            step += 1;
            a.puzzle.seek(step);
            match a.puzzle.panes[0].last_event() {
                Some(Event::Prune { note: Why::Visited { .. }, .. }) if !bound => return step,
                Some(Event::Prune { by: Cut::Bound, .. }) if bound => return step,
                _ => {}
            }
        }
    }

    /// A visited square refused: said in words, the square marked ✗ in the constraint's
    /// colour, the knight and its options on the board with their numbers.
    #[test]
    fn refused_80x24_en() {
        let step = first_cut(&five(), false);
        let a = app(five(), &[Prune::Both], Lang::En, step);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("visited at move"), "{words}");
        let buf = t.backend().buffer();
        let theme = Theme::default();
        let find = |sym: &str| {
            (0..24)
                .flat_map(|y| (0..80).map(move |x| (x, y)))
                .find(|&(x, y)| buf[(x, y)].symbol() == sym)
        };
        let (x, y) = find("✗").expect("a refusal marked");
        assert_eq!(buf[(x, y)].bg, theme.conflict.bg.unwrap());
        let (x, y) = find("♞").expect("the knight");
        assert_eq!(buf[(x, y)].bg, theme.here.bg.unwrap());
    }

    #[test]
    fn refused_80x24_zh() {
        let step = first_cut(&five(), false);
        insta::assert_snapshot!(render(&app(five(), &[Prune::Both], Lang::Zh, step), 80, 24).backend());
    }

    /// The bound's cut: the square it strands marked ⊘, said in words.
    #[test]
    fn bound_100x30_en() {
        let step = first_cut(&five(), true);
        let a = app(five(), &[Prune::Both], Lang::En, step);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("could no longer be reached") && words.contains('⊘'), "{words}");
    }

    #[test]
    fn compare_100x30_zh() {
        let mut inst = built_in("eight", Algo::Fixed).unwrap();
        inst.compare = true;
        let t = render(&app(inst, &[Prune::Both, Prune::Both], Lang::Zh, 70), 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("Warnsdorff"));
    }

    #[test]
    fn tree_100x30_en() {
        let mut a = app(five(), &[Prune::Both], Lang::En, 12);
        a.update(Action::ToggleTree);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("path tree"));
    }

    #[test]
    fn zoom_80x24_en() {
        let mut a = app(five(), &[Prune::Both], Lang::En, 9);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn zoom_100x30_zh() {
        let mut a = app(built_in("six", Algo::Warnsdorff).unwrap(), &[Prune::Both], Lang::Zh, 20);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(five(), &[Prune::Both], Lang::Zh, 0);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// The help fits 80 x 24 in English too: every row of the knight's own is short enough.
    #[test]
    fn the_help_fits_80x24_in_english() {
        let mut a = app(five(), &[Prune::Both], Lang::En, 0);
        a.update(Action::ToggleHelp);
        let words = text(&render(&a, 80, 24));
        assert!(words.contains("Esc close") && words.contains("the other order"), "{words}");
    }

    /// A 32 x 32 board does not fit 80 x 24 numbered: the part around the knight is shown,
    /// and said (`10x10 around ♞`).
    #[test]
    fn a_large_board_shows_the_part_around_the_knight() {
        let a = app(Instance::square(32, Algo::Warnsdorff), &[Prune::Both], Lang::En, 300);
        let t = render(&a, 80, 24);
        let words = text(&t);
        assert!(words.contains("around ♞"), "{words}");
        assert!(words.contains('♞'), "{words}");
    }

    #[rstest::rstest]
    #[case(5, 5, 2, (40, 10), false, (3, 1), true)]
    #[case(5, 5, 2, (60, 22), true, (7, 3), true)]
    #[case(5, 5, 2, (60, 26), true, (11, 5), true)]
    #[case(8, 8, 2, (20, 9), false, (2, 1), true)]
    #[case(32, 32, 4, (76, 12), false, (5, 1), true)]
    fn boards_fit_their_area(
        #[case] cols: usize,
        #[case] rows: usize,
        #[case] digits: usize,
        #[case] area: (usize, usize),
        #[case] zoom: bool,
        #[case] size: (usize, usize),
        #[case] labels: bool,
    ) {
        let f = fit_board(cols, rows, digits, area, zoom, 0);
        assert_eq!(((f.w, f.h), f.labels), (size, labels), "{f:?}");
        let lw = if f.labels { rows.to_string().len() + 1 } else { 0 };
        assert!(f.shown.0 * f.w + lw <= area.0 && f.shown.1 * f.h + usize::from(f.labels) <= area.1);
    }

    /// Marks follow the search: at the first step the knight stands on b3 with a1 visited,
    /// its options each with their onward moves.
    #[test]
    fn marks_follow_the_search() {
        let a = app(five(), &[Prune::Both], Lang::En, 1);
        let search = a.puzzle.search();
        let m = marks(search, a.puzzle.panes[0].last_event().as_ref());
        assert_eq!(m[0], Mark::Visited(1));
        assert_eq!(m[11], Mark::Knight(2));
        assert!(m.iter().any(|x| matches!(x, Mark::Option(_))));
        assert_eq!(Mark::Knight(12).cell(3, false), "♞12");
        assert_eq!(Mark::Visited(7).cell(3, true), "  7");
        assert_eq!(Mark::Option(3).cell(1, true), "+");
    }
}
