//! Sudoku on screen: the shared screen of the explorer (`ui::explore`) with its picture: the
//! grid (givens, digits the search wrote, those written with no guess, the cell being filled,
//! and after a cut the digit rejected and the cell that holds it), boxes ruled; under it the
//! cell being filled with its candidates and the last step in words.
//!
//! ```text
//! ╭ 9x9, 30 givens, 51 empty ─╮
//! │  5 3 1 │ · 7 · │ · · ·    │   1: written by the search
//! │  6 ▸ · │ 1 9 5 │ · · ·    │   ▸: the cell being filled
//! │ ──────┼───────┼──────     │
//! │ filling r2c2; candidates 2 4 7
//! │ r2c2 1? 1 at r1c3, same box: cut
//! ╰───────────────────────────╯
//! ```
//! Zoomed, cells grow to 7 x 3 characters where they fit, the digits drawn three rows high.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::engine::Solver;
use crate::engine::backtrack::{Event, EventOf};
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::problems::sudoku::engine::solutions::Solutions;
use crate::problems::sudoku::engine::{Algo, Grid, SudokuHooks};
use crate::problems::sudoku::Sudoku;
use crate::problems::sudoku::marks::{LEGEND, Mark, marks};
use crate::problems::sudoku::words::{cell_name, text};
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// Rows under the grid: the cell being filled and two of the last step.
const BELOW: u16 = 3;

/// A mark's style.
fn style(mark: Mark, theme: &Theme) -> Style {
    match mark {
        Mark::Given(_) => theme.value,
        Mark::Filled(_) => theme.placed.patch(theme.piece),
        Mark::Forced(_) => theme.trail,
        Mark::Current(None) => theme.current,
        Mark::Current(Some(_)) => theme.conflict.patch(theme.piece),
        Mark::Holder(_) => theme.attacker.patch(theme.piece),
        Mark::Solved(_) => theme.solution.patch(theme.piece),
        Mark::Empty => theme.dim,
    }
}

/// The candidates of the cell being filled, as digits.
fn candidates(h: &SudokuHooks, cell: usize) -> String {
    let set = h.candidates_of(cell);
    let digits: Vec<String> = (1..=h.n as u8).filter(|&d| set >> d & 1 == 1).map(|d| d.to_string()).collect();
    if digits.is_empty() { "–".into() } else { digits.join(" ") }
}

/// A cell's width and height: 5 x 3 zoomed where it fits, else 3 x 1, else 2 x 1.
fn cell_size(n: usize, zoom: bool, area: (u16, u16)) -> (usize, usize) {
    let boxes = if n == 4 { 1 } else { 2 };
    let fits = |w: usize, h: usize| n * w + boxes < usize::from(area.0) && n * h + boxes <= usize::from(area.1);
    let sizes: &[(usize, usize)] = if zoom {
        &[(7, 3), (5, 3), (7, 2), (5, 2), (3, 1), (2, 1)]
    } else {
        &[(3, 1), (2, 1)]
    };
    sizes.iter().copied().find(|&(w, h)| fits(w, h)).unwrap_or((2, 1))
}

/// Draws the grid into `area`: cells `w` x `h`, boxes ruled.
/// Subscript digits, for a candidate count.
const SUBSCRIPT: [&str; 10] = ["₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉"];

/// The pencil marks of an empty cell in row `dy` of a cell `cw` x `ch`: zoomed (three rows or
/// more) its candidates in a small square, one row of it a line; else their count.
fn pencil_text(cands: u16, n: usize, dy: usize, cw: usize, ch: usize, ascii: bool) -> Option<String> {
    let side = if n == 4 { 2 } else { 3 };
    if ch >= side && cw >= 2 * side - 1 {
        let top = (ch - side) / 2;
        let row = dy.checked_sub(top).filter(|&r| r < side)?;
        let digits: Vec<String> = (0..side)
            .map(|k| {
                let d = row * side + k + 1;
                if cands >> d & 1 == 1 { d.to_string() } else { " ".into() }
            })
            .collect();
        return Some(digits.join(" "));
    }
    (dy == ch / 2).then(|| {
        let k = cands.count_ones() as usize;
        if ascii { format!("({k})") } else { SUBSCRIPT[k.min(9)].to_string() }
    })
}

/// The big digits of a zoomed cell, three rows of three columns: heavy box lines, or seven
/// segments with `ascii`.
fn big_digit(d: u8, ascii: bool) -> [&'static str; 3] {
    const BOX: [[&str; 3]; 10] = [
        ["┏━┓", "┃ ┃", "┗━┛"],
        ["╺┓ ", " ┃ ", "╺┻╸"],
        ["╺━┓", "┏━┛", "┗━╸"],
        ["╺━┓", " ━┫", "╺━┛"],
        ["╻ ╻", "┗━┫", "  ╹"],
        ["┏━╸", "┗━┓", "╺━┛"],
        ["┏━╸", "┣━┓", "┗━┛"],
        ["╺━┓", "  ┃", "  ╹"],
        ["┏━┓", "┣━┫", "┗━┛"],
        ["┏━┓", "┗━┫", "╺━┛"],
    ];
    const SEGMENTS: [[&str; 3]; 10] = [
        [" _ ", "| |", "|_|"],
        ["   ", "  |", "  |"],
        [" _ ", " _|", "|_ "],
        [" _ ", " _|", " _|"],
        ["   ", "|_|", "  |"],
        [" _ ", "|_ ", " _|"],
        [" _ ", "|_ ", "|_|"],
        [" _ ", "  |", "  |"],
        [" _ ", "|_|", "|_|"],
        [" _ ", "|_|", " _|"],
    ];
    let d = usize::from(d.min(9));
    if ascii { SEGMENTS[d] } else { BOX[d] }
}

/// Row `dy` of a cell `cw` x `ch` drawn with a big digit (zoomed, 5 x 3 or more): the digit
/// in the middle three columns of the middle three rows, its mark left of it.
fn big_text(mark: Mark, dy: usize, cw: usize, ch: usize, ascii: bool) -> Option<String> {
    let d = mark.digit()?;
    if cw < 5 || ch < 3 {
        return None;
    }
    let row = dy.checked_sub((ch - 3) / 2).filter(|&r| r < 3)?;
    let left = (cw - 2) / 2;
    let glyph = if row == 1 { mark.glyph(ascii) } else { "" };
    let pad = if glyph.is_empty() { " " } else { glyph };
    Some(format!("{}{pad}{}{}", " ".repeat(left - 1), big_digit(d, ascii)[row], " ".repeat(cw - left - 3)))
}

fn draw_grid(marks: &[Mark], pencil: Option<&[u16]>, n: usize, look: Look, area: Rect, buf: &mut Buffer) {
    let th = look.theme;
    let (cw, ch) = cell_size(n, look.zoom, (area.width, area.height));
    let bs = if n == 4 { 2 } else { 3 };
    let (vbar, hbar, cross) = if look.ascii { ("|", "-", "+") } else { ("│", "─", "┼") };
    let width = n * cw + n / bs - 1;
    let inset = if look.zoom { usize::from(area.width).saturating_sub(width) / 2 } else { 1 };
    let put = |x: usize, y: usize, s: &str, style: Style, buf: &mut Buffer| {
        if x < usize::from(area.width) && y < usize::from(area.height) {
            let room = usize::from(area.width) - x;
            buf.set_stringn(area.x + x as u16, area.y + y as u16, s, room, style);
        }
    };
    let mut y = 0;
    for r in 0..n {
        if r > 0 && r % bs == 0 {
            let line: String = (0..n / bs)
                .map(|k| {
                    let seg = hbar.repeat(bs * cw);
                    if k == 0 { seg } else { format!("{cross}{seg}") }
                })
                .collect();
            put(inset, y, &line, th.border, buf);
            y += 1;
        }
        for dy in 0..ch {
            let mut x = inset;
            for c in 0..n {
                if c > 0 && c % bs == 0 {
                    put(x, y + dy, vbar, th.border, buf);
                    x += 1;
                }
                let mark = marks[r * n + c];
                let marked = match (mark, pencil) {
                    (Mark::Empty, Some(cands)) => pencil_text(cands[r * n + c], n, dy, cw, ch, look.ascii),
                    _ => None,
                };
                if let Some(big) = big_text(mark, dy, cw, ch, look.ascii).filter(|_| marked.is_none()) {
                    put(x, y + dy, &big, style(mark, th), buf);
                    x += cw;
                    continue;
                }
                let text = marked.clone().unwrap_or_else(|| if dy == ch / 2 { mark.text(look.ascii) } else { String::new() });
                let tw = unicode_width::UnicodeWidthStr::width(text.as_str());
                // Digits in one column whatever their mark, the mark to the digit's left:
                // " 5 ", "!1 " in three columns.
                let left = if marked.is_some() {
                    (cw - tw.min(cw)) / 2
                } else {
                    ((cw - 1) / 2 + 1).saturating_sub(tw.min(cw))
                };
                let cell = format!("{}{text}{}", " ".repeat(left), " ".repeat(cw - left - tw.min(cw)));
                let style = if marked.is_some() { th.dim } else { style(mark, th) };
                put(x, y + dy, &cell, style, buf);
                x += cw;
            }
        }
        y += ch;
    }
}

/// The solutions browser in the picture's place: the chosen solution (the givens as given,
/// the rest as found), under it where it stands in the list and its class.
fn draw_browser(puzzle: &Grid, browser: &Solutions, look: Look, area: Rect, buf: &mut Buffer) {
    let t = text(look.lang);
    let n = puzzle.n;
    let grid_rows = (n + n / if n == 4 { 2 } else { 3 } - 1) as u16;
    let below = area.height.saturating_sub(grid_rows).min(2);
    let top = Rect::new(area.x, area.y, area.width, area.height - below);
    // A list made for another grid (the puzzle changed under it) shows as none.
    let line = match browser.all.get(browser.chosen).filter(|s| s.cells.len() == puzzle.cells.len()) {
        Some(solution) => {
            let marks: Vec<Mark> = (0..n * n)
                .map(|c| if puzzle.cells[c] != 0 { Mark::Given(solution.cells[c]) } else { Mark::Solved(solution.cells[c]) })
                .collect();
            draw_grid(&marks, None, n, look, top, buf);
            let listed = browser.listed();
            let k = listed.iter().position(|&i| i == browser.chosen).unwrap_or(0) + 1;
            let class = browser
                .class(browser.chosen)
                .zip(browser.classes())
                .map(|((c, size), classes)| (c + 1, classes, size));
            (t.browse_line)(k, listed.len(), browser.capped && !browser.by_class, class, browser.by_class)
        }
        None => t.browse_none.to_string(),
    };
    if below > 0 {
        let y = area.y + area.height - below;
        Line::styled(fit(format!(" {line}"), usize::from(area.width)), look.theme.text)
            .render(Rect::new(area.x, y, area.width, 1), buf);
    }
}

impl ExploreView for Sudoku {
    fn title(explorer: &Explorer<Sudoku>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        vec![
            (t.words.name.to_string(), 4),
            ((t.algo)(inst.algo).to_string(), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Sudoku>, lang: Lang) -> String {
        let g = &explorer.instance.grid;
        if explorer.instance.browser.is_some() {
            return text(lang).browse_title.to_string();
        }
        let empty: usize = g.cells.iter().map(|&d| usize::from(d == 0)).sum();
        (text(lang).picture)(g.n, g.cells.len() - empty, empty)
    }

    fn picture_rows(explorer: &Explorer<Sudoku>) -> u16 {
        let n = explorer.instance.grid.n as u16;
        n + if n == 4 { 1 } else { 2 } + BELOW
    }

    fn picture(explorer: &Explorer<Sudoku>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        if let Some(browser) = explorer.instance.browser.as_ref().filter(|_| pane == 0) {
            draw_browser(&explorer.instance.grid, browser, look, area, buf);
            return;
        }
        let th = look.theme;
        let t = text(look.lang);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let h = search.hooks();
        let last = timeline.last_event();
        let mut marks = marks(search, last.as_ref());
        if look.hide_pick {
            marks.iter_mut().filter(|m| **m == Mark::Current(None)).for_each(|m| *m = Mark::Empty);
        }
        // The grid first; under it the last step, then the cell being filled, as rows allow.
        let n = h.n as u16;
        let grid_rows = n + n / if n == 4 { 2 } else { 3 } - 1;
        let below = area.height.saturating_sub(grid_rows).min(BELOW);
        let top = Rect::new(area.x, area.y, area.width, area.height - below);
        let cands: Vec<u16> = (0..h.cells.len()).map(|c| h.candidates_of(c)).collect();
        let pencil = explorer.instance.pencil.then_some(cands.as_slice());
        draw_grid(&marks, pencil, h.n, look, top, buf);
        let depth = search.depth();
        let here = if look.hide_pick {
            t.pick_here.to_string()
        } else if search.is_done() {
            t.over.to_string()
        } else if depth < h.empties {
            let cell = h.cell_at(depth);
            (t.here)(&cell_name(cell as u8, h.n as u8), &candidates(h, cell))
        } else {
            t.all_filled.to_string()
        };
        let mut lines = vec![Line::styled(fit(format!(" {here}"), usize::from(area.width)), th.text)];
        lines.extend(last_step(last, look, area.width));
        if below < BELOW {
            lines.remove(0);
        }
        for (i, line) in lines.into_iter().take(usize::from(below)).enumerate() {
            let y = area.y + area.height - below + i as u16;
            if y < area.bottom() {
                line.render(Rect::new(area.x, y, area.width, 1), buf);
            }
        }
    }

    fn code(explorer: &Explorer<Sudoku>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let choose = match explorer.instance.algo {
            Algo::Cells => "  c = first empty cell",
            Algo::Mrv => "  c = fewest candidates",
            Algo::MrvSingles => "  c = a single, else fewest",
        };
        let lines = vec![
            "Solve(k):".into(),
            "  if no cell is empty: output; return".into(),
            choose.into(),
            "  for d = 1 to n:".into(),
            format!("    if d in row/col/box: cut {}", t.comment),
            format!("    if forced(c) != d: cut  {}", t.bound_comment),
            "    grid[c] = d".into(),
            "    Solve(k + 1)".into(),
            "  grid[c] = empty".into(),
        ];
        (t.code, lines)
    }

    fn code_line(_explorer: &Explorer<Sudoku>, event: &EventOf<SudokuHooks>) -> Option<usize> {
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
            .map(|m| {
                let g = match m {
                    Mark::Given(_) => "5",
                    Mark::Filled(_) => "3",
                    m => m.glyph(ascii),
                };
                (style(m, theme), g)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::sudoku::engine::{Instance, built_in};
    use crate::problems::sudoku::Model;
    use crate::ui::explore::testing::{paused, render, text};

    fn app(name: &str, algo: Algo, compare: bool, lang: Lang, step: u64) -> App<Model> {
        let mut inst = Instance::of(built_in(name).unwrap(), algo);
        inst.compare = compare;
        let prunes: &[Prune] = if compare { &[Prune::Constraint, Prune::Constraint] } else { &[Prune::Constraint] };
        let mut a = paused(Model::new(inst, name.into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    /// The first step whose event is a cut.
    fn first_cut(name: &str, algo: Algo) -> u64 {
        let mut a = app(name, algo, false, Lang::En, 0);
        (1..10_000)
            .find(|&s| {
                a.puzzle.seek(s);
                matches!(a.puzzle.panes[0].last_event(), Some(Event::Prune { .. }))
            })
            .expect("a cut")
    }

    /// A clash: said in words, the digit rejected marked ✗ in the constraint's colour, the
    /// cell that holds it marked !, the givens in their own style.
    #[test]
    fn clash_80x24_en() {
        let step = first_cut("easy", Algo::Cells);
        let a = app("easy", Algo::Cells, false, Lang::En, step);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("? ") && words.contains(": cut"), "{words}");
        let buf = t.backend().buffer();
        let theme = Theme::default();
        let find = |sym: &str| {
            (0..24)
                .flat_map(|y| (0..80).map(move |x| (x, y)))
                .find(|&(x, y)| buf[(x, y)].symbol() == sym)
        };
        let (x, y) = find("✗").expect("the digit rejected");
        assert_eq!(buf[(x, y)].bg, theme.conflict.bg.unwrap());
        let (x, y) = find("!").expect("the holder");
        assert_eq!(buf[(x, y)].bg, theme.attacker.bg.unwrap());
    }

    #[test]
    fn clash_80x24_zh() {
        let step = first_cut("easy", Algo::Cells);
        insta::assert_snapshot!(render(&app("easy", Algo::Cells, false, Lang::Zh, step), 80, 24).backend());
    }

    #[test]
    fn compare_100x30_en() {
        let t = render(&app("inkala", Algo::Cells, true, Lang::En, 300), 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("MRV"));
    }

    #[test]
    fn tree_100x30_zh() {
        let mut a = app("four", Algo::Mrv, false, Lang::Zh, 8);
        a.update(Action::ToggleTree);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("r1c4=3"), "the tree names its nodes by cell and digit");
    }

    /// The empty 4x4 in the solutions browser: `s` opens it on solution 1 (its class and
    /// the class's size under the grid), Down the next, `u` one per class; in both languages.
    #[rstest::rstest]
    #[case::en(Lang::En)]
    #[case::zh(Lang::Zh)]
    fn the_browser_lists_the_288_by_class(#[case] lang: Lang) {
        use crate::action::InputMode;
        use crate::problems::sudoku::SudokuAction as S;
        use crate::app::explore::ExploreAction;
        let mut a = paused(Model::new(Instance::of(vec![Grid::empty(4)], Algo::Cells), "empty 4x4".into(), &[Prune::Constraint]), lang);
        let own = |x| Action::Own(ExploreAction::Own(x));
        a.update(own(S::OpenSolutions));
        assert_eq!(a.input, InputMode::Browse);
        a.update(own(S::NextSolution(true)));
        insta::assert_snapshot!(format!("browser_80x24_{lang:?}"), render(&a, 80, 24).backend());
        let class_of = |a: &App<Model>| {
            let b = a.puzzle.instance.browser.as_ref().unwrap();
            (b.listed().len(), b.class(b.chosen).unwrap().0)
        };
        let before = class_of(&a).1;
        a.update(own(S::ToggleClasses));
        assert_eq!(class_of(&a), (2, before), "grouping keeps the class");
        a.update(own(S::NextSolution(true)));
        assert_eq!(class_of(&a), (2, 1 - before));
        insta::assert_snapshot!(format!("browser_classes_100x30_{lang:?}"), render(&a, 100, 30).backend());
        a.update(own(S::CloseSolutions));
        assert_eq!((a.input, a.puzzle.instance.browser.is_none()), (InputMode::Normal, true));
    }

    /// Zoomed cells of 5 x 3 and more draw each digit three rows high, its mark on its left
    /// in the middle row; in ASCII as seven segments; smaller cells and empty ones do not.
    #[test]
    fn big_digits_in_big_cells() {
        let rows: Vec<String> = (0..3).filter_map(|dy| big_text(Mark::Forced(8), dy, 7, 3, false)).collect();
        assert_eq!(rows, ["  ┏━┓  ", " '┣━┫  ", "  ┗━┛  "]);
        let ascii: Vec<String> = (0..3).filter_map(|dy| big_text(Mark::Given(2), dy, 5, 3, true)).collect();
        assert_eq!(ascii, ["  _  ", "  _| ", " |_  "]);
        assert_eq!(big_text(Mark::Given(2), 1, 3, 1, false), None);
        assert_eq!(big_text(Mark::Empty, 1, 7, 3, false), None);
        for d in 0..=9 {
            for row in big_digit(d, false) {
                assert_eq!(unicode_width::UnicodeWidthStr::width(row), 3, "{d}");
            }
        }
    }

    #[test]
    fn zoom_100x30_en() {
        let mut a = app("easy", Algo::Mrv, false, Lang::En, 40);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn zoom_80x24_zh() {
        let mut a = app("four", Algo::Cells, false, Lang::Zh, 6);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// At the search's end the grid is the root's again (the givens alone): the line under it
    /// says so and names the key back to the last solution, not that every cell is filled;
    /// on the solution itself it is.
    #[rstest::rstest]
    #[case(Lang::En, "back to the givens alone; N: the last solution", "every cell filled")]
    #[case(Lang::Zh, "回到只有给定数字的盘面；N：最后一个解", "所有格子都已填满")]
    fn the_end_says_the_grid_is_back_at_its_givens(#[case] lang: Lang, #[case] over: &str, #[case] filled: &str) {
        use crate::ui::explore::testing::squeezed as bare;
        let mut a = app("easy", Algo::Mrv, false, lang, u64::MAX);
        assert!(a.puzzle.is_done());
        let screen = bare(&text(&render(&a, 100, 30)));
        assert!(screen.contains(&bare(over)) && !screen.contains(&bare(filled)), "{screen}");
        a.update(crate::action::keys::jump(crate::engine::LandmarkKind::Solution, false));
        crate::problems::contrast::settle(&mut a, |_| false);
        let screen = bare(&text(&render(&a, 100, 30)));
        assert!(screen.contains(&bare(filled)) && !screen.contains(&bare(over)), "{screen}");
    }

    /// MRV fills the easy puzzle with singles alone: every digit it writes is marked forced,
    /// and it enters no node off the way to the solution.
    #[test]
    fn mrv_fills_the_easy_puzzle_without_a_guess() {
        let mut a = app("easy", Algo::Mrv, false, Lang::En, 0);
        let step = (1..5_000)
            .find(|&s| {
                a.puzzle.seek(s);
                matches!(a.puzzle.panes[0].last_event(), Some(Event::Solution { .. }))
            })
            .expect("solved");
        assert!(step > 51);
        let c = a.puzzle.search().counts();
        // Every node entered lies on the way to the solution: one a cell, no wrong guess.
        assert_eq!((c.solutions, c.entered), (1, 51));
        let m = marks(a.puzzle.search(), None);
        assert!(m.iter().all(|k| matches!(k, Mark::Given(_) | Mark::Forced(_))), "{m:?}");
        a.puzzle.seek(u64::MAX);
        assert_eq!(a.puzzle.search().counts().entered, 51);
    }

    /// Pencil marks: zoomed to 7 x 3 cells, an empty cell (not the one being filled) shows its
    /// candidates in a small square; unzoomed, their count as a subscript.
    #[test]
    fn pencil_marks_show_the_candidates() {
        assert_eq!(pencil_text(0b1_0110, 9, 0, 7, 3, false), Some("1 2  ".into()));
        assert_eq!(pencil_text(0b1_0110, 9, 1, 7, 3, false), Some("4    ".into()));
        assert_eq!(pencil_text(0b1_0110, 9, 0, 3, 1, false), Some("₃".into()));
        assert_eq!(pencil_text(0b1_0110, 9, 0, 3, 1, true), Some("(3)".into()));
        let mut a = app("easy", Algo::Cells, false, Lang::En, 0);
        a.update(Action::Own(crate::app::explore::ExploreAction::Own(crate::problems::sudoku::SudokuAction::TogglePencil)));
        a.update(Action::ToggleZoom);
        // 7 x 3 cells fit 120 x 40: r9c1 (candidates 1 2 3 4 5, 9 aside) shows its square's
        // first row whole, in the dim style.
        let t = render(&a, 120, 40);
        let buf = t.backend().buffer();
        let rows: Vec<String> = (0..40).map(|y| (0..120).map(|x| buf[(x, y)].symbol().to_string()).collect()).collect();
        let row = rows.iter().position(|r| r.contains("1 2 3")).expect("a full first row of marks");
        let byte = rows[row].find("1 2 3").unwrap();
        let col = rows[row][..byte].chars().count() as u16;
        assert_eq!(buf[(col, row as u16)].fg, Theme::default().dim.fg.unwrap());
        let mut b = app("easy", Algo::Cells, false, Lang::En, 0);
        b.update(Action::Own(crate::app::explore::ExploreAction::Own(crate::problems::sudoku::SudokuAction::TogglePencil)));
        assert!(text(&render(&b, 100, 30)).contains('₃'));
    }

    #[test]
    fn the_help_fits_80x24_in_english() {
        let mut a = app("easy", Algo::Cells, false, Lang::En, 0);
        a.update(Action::ToggleHelp);
        let words = text(&render(&a, 80, 24));
        assert!(words.contains("Esc close") && words.contains("cell by cell"), "{words}");
    }

    #[rstest::rstest]
    #[case(9, false, (80, 12), (3, 1))]
    #[case(9, false, (30, 12), (3, 1))]
    #[case(9, false, (20, 12), (2, 1))]
    #[case(9, true, (80, 30), (7, 3))]
    #[case(9, true, (60, 30), (5, 3))]
    #[case(4, true, (40, 14), (7, 3))]
    fn cells_fit_their_area(#[case] n: usize, #[case] zoom: bool, #[case] area: (u16, u16), #[case] size: (usize, usize)) {
        assert_eq!(cell_size(n, zoom, area), size);
    }
}
