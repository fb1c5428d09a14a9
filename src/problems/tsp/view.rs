//! The travelling salesman on screen: the shared screen of the explorer (`ui::explore`) with
//! its picture: the map (a `Canvas`: the cities by number, the path so far as a solid line,
//! the best tour so far dotted, the city the path stands on lit, the city just cut marked
//! `✗` (no edge) or `✄` (the bound)), or for a matrix instance the distance matrix with the
//! path's edges and the edge just tried lit (a map on a circle, not to scale, when the
//! matrix does not fit); under it the path and cc, the last step in words and the best tour.
//!
//! ```text
//! ╭ 4 cities, 6 tours from city 1 ──╮
//! │       1    2    3    4          │
//! │  1    -   30  ▐6▌    4          │   the path's edges lit
//! │  2   30    -    5   10          │
//! │  3   ▐6▌   5    -   20          │
//! │ path 1 3  cc = 6                │
//! │ to 4: cc + 20 = 26 ≥ bestc ...  │
//! │ best so far 1 3 2 4, bestc = 25 │
//! ╰─────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};
use ratatui::symbols::Marker;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use ratatui::widgets::canvas::{Canvas, Line as Segment, Points};

use crate::app::explore::Explorer;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf};
use crate::engine::tree::Cut;
use crate::i18n::{Lang, group_digits};
use crate::problems::tsp::engine::{Bound, Instance, TspHooks};
use crate::problems::tsp::Tsp;
use crate::problems::tsp::words::text;
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// Rows under the map or matrix: the path, two of words, the best tour.
const BELOW: u16 = 4;
/// Rows a map wants.
const MAP_ROWS: u16 = 13;

/// The colour of a line on the map: a style's foreground (one that reads on the window's
/// background in every theme), the terminal's own in the mono theme.
fn ink(style: Style) -> Color {
    style.fg.unwrap_or(Color::Reset)
}

/// The path's colour and the best tour's.
fn inks(theme: &Theme) -> (Color, Color) {
    (ink(theme.done), ink(theme.value))
}

/// The edge the last step tried, from 0: (from, to, and the function that cut it, if one did).
fn last_edge(last: Option<&EventOf<TspHooks>>) -> Option<(usize, usize, Option<Cut>)> {
    match last? {
        Event::Enter { note, .. } => Some((note.from - 1, note.to - 1, None)),
        Event::Prune { note, by, .. } => Some((note.from - 1, note.to - 1, Some(*by))),
        _ => None,
    }
}

/// The width of a matrix cell: the widest distance and a space, at least 3.
fn cell_width(instance: &Instance) -> usize {
    instance
        .dist
        .iter()
        .flatten()
        .flatten()
        .map(|d| d.to_string().len())
        .max()
        .unwrap_or(1)
        .max(2)
        + 1
}

/// The narrowest room beside the matrix that takes the cities drawn on a circle.
const MAP_MIN_W: u16 = 20;

/// Whether the matrix fits `area` (its columns and its rows above the words).
fn matrix_fits(instance: &Instance, area: Rect) -> bool {
    instance.coords.is_none()
        && 3 + instance.n() * cell_width(instance) < usize::from(area.width)
        && instance.n() as u16 + 1 + BELOW <= area.height
}

/// The matrix, the path's edges and the edge just tried lit.
fn matrix_lines(
    instance: &Instance,
    search: &Backtrack<TspHooks>,
    last: Option<&EventOf<TspHooks>>,
    th: &Theme,
) -> Vec<Line<'static>> {
    let n = instance.n();
    let w = cell_width(instance);
    let hooks = search.hooks();
    let depth = search.depth().min(n - 1);
    let path = &hooks.x[..=depth];
    let on_path = |i: usize, j: usize| path.windows(2).any(|e| usize::from(e[0]) == i && usize::from(e[1]) == j);
    let tried = last_edge(last);
    let mut lines = vec![Line::from(
        std::iter::once(Span::styled("   ".to_string(), th.label))
            .chain((1..=n).map(|j| Span::styled(format!("{j:>w$}"), th.label)))
            .collect::<Vec<_>>(),
    )];
    for i in 0..n {
        let mut spans = vec![Span::styled(format!("{:>2} ", i + 1), th.label)];
        for j in 0..n {
            let text = match instance.dist[i][j] {
                _ if i == j => "-".to_string(),
                Some(d) => d.to_string(),
                None => "∞".to_string(),
            };
            let style = match tried {
                Some((f, t, Some(Cut::Constraint))) if (f, t) == (i, j) => th.conflict.patch(th.piece),
                Some((f, t, Some(Cut::Bound))) if (f, t) == (i, j) => th.bound_cut.patch(th.piece),
                _ if on_path(i, j) => th.placed.patch(th.piece),
                _ if i == j => th.dim,
                _ => th.text,
            };
            spans.push(Span::raw(" ".repeat(w - text.chars().count())));
            spans.push(Span::styled(text, style));
        }
        lines.push(Line::from(spans));
    }
    lines
}

/// The map: the best tour dotted, the path solid, the cities by number.
fn draw_map(explorer: &Explorer<Tsp>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
    let th = look.theme;
    let inst = &explorer.instance;
    let timeline = &explorer.panes[pane];
    let search = timeline.solver();
    let hooks = search.hooks();
    let last = timeline.last_event();
    let at = inst.places();
    let (mut x0, mut x1, mut y0, mut y1) = at.iter().fold(
        (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
        |(a, b, c, d), &(x, y)| (a.min(x), b.max(x), c.min(y), d.max(y)),
    );
    let (mx, my) = (((x1 - x0) * 0.08).max(1e-6), ((y1 - y0) * 0.12).max(1e-6));
    (x0, x1, y0, y1) = (x0 - mx, x1 + mx, y0 - my, y1 + my);
    let depth = search.depth().min(inst.n() - 1);
    let path: Vec<usize> = hooks.x[..=depth].iter().map(|&c| usize::from(c)).collect();
    let best: Vec<usize> = hooks
        .best
        .map(|b| b.tour.cities().iter().map(|&c| usize::from(c)).collect())
        .unwrap_or_default();
    let cut = last_edge(last.as_ref()).map(|(_, to, by)| (to, by));
    let dots: Vec<(f64, f64)> = best
        .iter()
        .zip(best.iter().cycle().skip(1))
        .flat_map(|(&a, &b)| {
            let (p, q) = (at[a], at[b]);
            (1..12).map(move |k| {
                let t = f64::from(k) / 12.0;
                (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t)
            })
        })
        .collect();
    let marker = if look.ascii { Marker::Dot } else { Marker::Braille };
    Canvas::default()
        .x_bounds([x0, x1])
        .y_bounds([y0, y1])
        .marker(marker)
        .paint(|ctx| {
            ctx.draw(&Points {
                coords: &dots,
                color: inks(th).1,
            });
            ctx.layer();
            for e in path.windows(2) {
                let (p, q) = (at[e[0]], at[e[1]]);
                ctx.draw(&Segment {
                    x1: p.0,
                    y1: p.1,
                    x2: q.0,
                    y2: q.1,
                    color: inks(th).0,
                });
            }
            ctx.layer();
            for (c, &(x, y)) in at.iter().enumerate() {
                let here = path.last() == Some(&c);
                let (glyph, style) = match cut {
                    Some((to, Some(Cut::Constraint))) if to == c => {
                        (if look.ascii { "x" } else { "✗" }, th.conflict.patch(th.piece))
                    }
                    Some((to, Some(Cut::Bound))) if to == c => {
                        (if look.ascii { "/" } else { "✄" }, th.bound_cut.patch(th.piece))
                    }
                    _ if here => ("", th.current),
                    _ if path.contains(&c) => ("", th.placed.patch(th.piece)),
                    _ => ("", th.text),
                };
                ctx.print(x, y, Span::styled(format!("{glyph}{}", c + 1), style));
            }
        })
        .render(area, buf);
}

impl ExploreView for Tsp {
    fn title(explorer: &Explorer<Tsp>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        vec![
            (t.words.name.to_string(), 4),
            ((t.bound)(inst.bound).to_string(), 3),
            (format!("n = {}", inst.n()), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Tsp>, lang: Lang) -> String {
        let inst = &explorer.instance;
        (text(lang).picture)(inst.n(), inst.tours())
    }

    fn picture_rows(explorer: &Explorer<Tsp>) -> u16 {
        let inst = &explorer.instance;
        let table = if inst.coords.is_none() && inst.n() <= 8 {
            inst.n() as u16 + 1
        } else {
            MAP_ROWS
        };
        table + BELOW
    }

    fn picture(explorer: &Explorer<Tsp>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let th = look.theme;
        let t = text(look.lang);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let hooks = search.hooks();
        let inst = &explorer.instance;
        let last = timeline.last_event();
        let below = BELOW.min(area.height);
        let top = Rect::new(area.x, area.y, area.width, area.height - below);
        let mut lines = Vec::new();
        if matrix_fits(inst, area) {
            for (i, line) in matrix_lines(inst, search, last.as_ref(), th).into_iter().enumerate() {
                if i as u16 >= top.height {
                    break;
                }
                line.render(Rect::new(top.x, top.y + i as u16, top.width, 1), buf);
            }
            // Beside the matrix, where there is room, the cities as a graph on a circle: the
            // tour drawn as the textbook draws it.
            let used = (3 + inst.n() * cell_width(inst) + 2) as u16;
            if top.width >= used + MAP_MIN_W && top.height >= 5 {
                let map = Rect::new(top.x + used, top.y, top.width - used, top.height);
                draw_map(explorer, pane, look, map, buf);
            }
        } else if top.height > 1 {
            let map = if inst.coords.is_none() {
                Line::styled(format!(" {}", t.not_to_scale), th.dim).render(
                    Rect::new(top.x, top.bottom() - 1, top.width, 1),
                    buf,
                );
                Rect::new(top.x, top.y, top.width, top.height - 1)
            } else {
                top
            };
            draw_map(explorer, pane, look, map, buf);
        }
        let depth = search.depth().min(inst.n() - 1);
        lines.push(Line::styled(
            fit(
                format!(" {}", (t.path)(&hooks.path(depth).joined(" "), hooks.cc)),
                usize::from(area.width),
            ),
            th.text,
        ));
        lines.extend(last_step(last, look, area.width));
        let best = match hooks.best {
            Some(b) => (t.best)(&format!("{} 1", b.tour.joined(" ")), b.cost, search.is_done()),
            None if search.is_done() => t.no_tour.to_string(),
            None => t.no_best.to_string(),
        };
        lines.push(Line::styled(fit(format!(" {best}"), usize::from(area.width)), th.value));
        for (i, line) in lines.into_iter().enumerate() {
            let y = area.y + area.height - below + i as u16;
            if y < area.bottom() {
                line.render(Rect::new(area.x, y, area.width, 1), buf);
            }
        }
    }

    fn code(explorer: &Explorer<Tsp>, lang: Lang) -> (&'static str, Vec<String>) {
        let [constraint, bound] = text(lang).comments;
        let lb = match explorer.instance.bound {
            Bound::None => "  (no bound function)",
            Bound::Cost => "  lb = cc + a[k][j]",
            Bound::Lower => "  lb = cc + a[k][j] + rest",
            Bound::Tree => "  lb = cc + a[k][j] + tree(j, rest)",
        };
        (
            "Backtrack(i)",
            vec![
                "Backtrack(i):".into(),
                "  if i > n:".into(),
                "    if cc + a[x[n]][1] < bestc:".into(),
                "      bestc = cc + a[x[n]][1]; bestx = x".into(),
                "    return".into(),
                "  k = x[i-1]".into(),
                "  for j not visited, rising:".into(),
                format!("    if a[k][j] == ∞: cut  {constraint}"),
                format!("    if lb >= bestc: cut   {bound}"),
                "    x[i] = j; cc += a[k][j]".into(),
                "    Backtrack(i + 1)".into(),
                "    cc -= a[k][j]".into(),
                lb.into(),
            ],
        )
    }

    fn code_line(_explorer: &Explorer<Tsp>, event: &EventOf<TspHooks>) -> Option<usize> {
        match *event {
            Event::Enter { .. } => Some(9),
            Event::Prune {
                by: Cut::Constraint,
                ..
            } => Some(7),
            Event::Prune { by: Cut::Bound, .. } => Some(8),
            Event::Backtrack { .. } => Some(11),
            Event::Solution { .. } => Some(3),
            Event::Done { .. } => None,
        }
    }

    fn counters(search: &Backtrack<TspHooks>, lang: Lang) -> Vec<(&'static str, String)> {
        let t = text(lang);
        let best = search
            .hooks()
            .bestc()
            .map_or_else(|| "∞".to_string(), group_digits);
        vec![
            (t.counters[0], best),
            (t.counters[1], group_digits(search.counts().solutions)),
        ]
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        let a = |u, s| if ascii { s } else { u };
        vec![
            (Style::new().fg(inks(theme).0), a("─", "-")),
            (Style::new().fg(inks(theme).1), a("⠒", ".")),
            (theme.current, "1"),
            (theme.conflict.patch(theme.piece), a("✗", "x")),
            (theme.bound_cut.patch(theme.piece), a("✄", "/")),
            (theme.text, "5"),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::tsp::engine::{built_in, textbook};
    use crate::problems::tsp::Model;
    use crate::ui::explore::testing::{paused, render, text as text_of};

    fn app(instance: Instance, prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let mut a = paused(Model::new(instance, "textbook".into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    /// The first step at which the bound cuts.
    fn first_bound_cut(instance: &Instance) -> u64 {
        let a = app(instance.clone(), &[Prune::Both], Lang::En, 0);
        let mut search = a.puzzle.search().clone();
        let mut step = 0;
        while let Some(e) = search.step() {
            step += 1;
            if matches!(e, Event::Prune { by: Cut::Bound, .. }) {
                return step;
            }
        }
        panic!("no bound cut");
    }

    /// The textbook's matrix at the bound's first cut: the numbers in words, the path's
    /// edges lit in the matrix.
    #[test]
    fn bound_cut_80x24_en() {
        let inst = textbook(Bound::Cost);
        let a = app(inst.clone(), &[Prune::Both], Lang::En, first_bound_cut(&inst));
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let words = text_of(&t);
        assert!(words.contains("to 3: cc + 20 + 6 (back to 1)"), "{words}");
        assert!(words.contains("= 66 ≥ bestc = 59"), "{words}");
        // The path 1 2 3: its first edge (row 1, column 2: 30) lit as placed.
        let buf = t.backend().buffer();
        let theme = Theme::default();
        let (x, y) = (0..24)
            .flat_map(|y| (0..30).map(move |x| (x, y)))
            .find(|&(x, y)| buf[(x, y)].symbol() == "3" && buf[(x + 1, y)].symbol() == "0")
            .expect("30 in the matrix");
        assert_eq!(buf[(x, y)].bg, theme.placed.bg.unwrap());
    }

    #[test]
    fn bound_cut_80x24_zh() {
        let inst = textbook(Bound::Cost);
        let step = first_bound_cut(&inst);
        insta::assert_snapshot!(render(&app(inst, &[Prune::Both], Lang::Zh, step), 80, 24).backend());
    }

    /// The map of the ten cities with the lower bound, at a projector's size.
    #[test]
    fn map_100x30_en() {
        let inst = built_in("ten", Bound::Lower).unwrap();
        let step = first_bound_cut(&inst);
        let t = render(&app(inst, &[Prune::Both], Lang::En, step), 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text_of(&t).contains("+ rest"));
    }

    #[test]
    fn compare_100x30_zh() {
        let inst = built_in("ten", Bound::Lower).unwrap();
        insta::assert_snapshot!(
            render(&app(inst, &[Prune::Constraint, Prune::Both], Lang::Zh, 40), 100, 30).backend()
        );
    }

    #[test]
    fn compare_bounds_100x30_en() {
        let inst = Instance {
            compare: Some(Bound::Lower),
            ..built_in("ten", Bound::Cost).unwrap()
        };
        let t = render(&app(inst, &[Prune::Both, Prune::Both], Lang::En, 60), 100, 30);
        insta::assert_snapshot!(t.backend());
        let words = text_of(&t);
        assert!(words.contains("bound cc + d | bound cc + d + rest"), "{words}");
    }

    #[test]
    fn missing_edges_80x24_en() {
        let inst = built_in("roads", Bound::Cost).unwrap();
        let a = app(inst, &[Prune::Both], Lang::En, 2);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        assert!(text_of(&t).contains("∞"));
    }

    #[test]
    fn zoom_100x30_zh() {
        let mut a = app(built_in("square", Bound::Cost).unwrap(), &[Prune::Both], Lang::Zh, 12);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn zoom_80x24_en() {
        let mut a = app(textbook(Bound::Cost), &[Prune::Both], Lang::En, 9);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn tree_100x30_en() {
        let mut a = app(textbook(Bound::Lower), &[Prune::Both], Lang::En, 14);
        a.update(Action::ToggleTree);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
    }

    /// A matrix instance too large for its table is drawn on a circle, said not to scale.
    #[test]
    fn a_large_matrix_is_drawn_on_a_circle() {
        let ten = built_in("ten", Bound::Cost).unwrap();
        let matrix = Instance {
            coords: None,
            ..ten
        };
        let t = render(&app(matrix, &[Prune::Both], Lang::En, 5), 80, 24);
        assert!(text_of(&t).contains("not to scale"), "{}", text_of(&t));
    }

    #[test]
    fn the_end_names_the_optimum() {
        let mut a = app(textbook(Bound::Cost), &[Prune::Both], Lang::En, 0);
        a.puzzle.seek(10_000);
        let t = render(&a, 80, 24);
        assert!(text_of(&t).contains("optimum 25: 1 3 2 4 1"), "{}", text_of(&t));
    }
}
