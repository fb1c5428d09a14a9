//! Graph colouring on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture: the graph on a `Canvas` (each coloured vertex as `name:c` on its colour, the vertex
//! being coloured lit, the neighbour that already has the colour tried marked `!` and its edge
//! lit, a neighbour forward checking finds with no colour left marked `⊘`), beside it a table
//! of the vertices with their colour and the colours they have left; under both the vertex
//! being coloured and the last step in words. Each order's pseudocode and its counters.
//!
//! ```text
//! ╭ 7 vertices, 9 edges, m = 3: 2,187 leaves ─╮
//! │      NT:2 ─── Q          v   c left        │
//! │     ╱    ╲   ╱           WA  1  1          │
//! │ WA:1 ── ▸SA ── NSW        NT  2  2          │
//! │        ╲  ╲  ╱           ▸SA    3          │
//! │           V               ...              │
//! │ colouring SA; colours left 3               │
//! │ SA red? WA is red: SA cannot be red: cut   │
//! ╰────────────────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::app::ThemeName;
use crate::engine::Solver;
use crate::engine::backtrack::{Event, EventOf};
use crate::engine::tree::Cut;
use crate::i18n::Lang;
use crate::problems::coloring::engine::{Algo, ColoringHooks};
use crate::problems::coloring::Coloring;
use crate::problems::coloring::marks::{LEGEND, Mark, marks};
use crate::problems::coloring::words::text;
use crate::kit::graph::picture::GraphPicture;
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;
use crate::ui::theme::{Theme, to_ansi256};

/// Rows under the graph: the vertex being coloured and two of the last step.
const BELOW: u16 = 3;
/// Rows the graph wants.
const MAP_ROWS: u16 = 10;

/// The colours 1 to 9 as backgrounds: light tints (Okabe-Ito's hues where they have them)
/// under dark ink, each at least 7:1 against it.
const PALETTE: [(u8, u8, u8); 9] = [
    (255, 128, 118),
    (110, 205, 110),
    (120, 170, 255),
    (240, 222, 70),
    (205, 150, 235),
    (250, 175, 70),
    (90, 220, 220),
    (255, 175, 215),
    (200, 165, 120),
];

/// The ink on a coloured vertex.
const INK: Color = Color::Rgb(12, 12, 18);

/// The style of a vertex of colour c (from 1): its colour under dark ink, bold; in the mono
/// theme bold and underlined (the digit says the colour).
pub fn paint(theme: &Theme, c: u8) -> Style {
    if theme.name == ThemeName::Mono {
        return theme.placed;
    }
    let (r, g, b) = PALETTE[usize::from(c.clamp(1, 9)) - 1];
    let style = Style::new()
        .fg(INK)
        .bg(Color::Rgb(r, g, b))
        .add_modifier(Modifier::BOLD);
    // In the 256-colour table, the nearest entries (as the theme's own colours are).
    if matches!(theme.placed.bg, Some(Color::Indexed(_))) {
        Style {
            fg: style.fg.map(to_ansi256),
            bg: style.bg.map(to_ansi256),
            ..style
        }
    } else {
        style
    }
}

/// A mark's style.
fn style(mark: Mark, theme: &Theme) -> Style {
    match mark {
        Mark::Coloured(c) | Mark::Found(c) => paint(theme, c),
        Mark::Current => theme.current,
        Mark::Clash(_) => theme.conflict.patch(theme.piece),
        Mark::Wiped => theme.bound_cut.patch(theme.piece),
        Mark::Uncoloured => theme.text,
    }
}

/// The colours vertex v has left, as digits (`1 3`), or `–` for none.
fn left_digits(hooks: &ColoringHooks, v: usize) -> String {
    let left = hooks.left(v);
    let digits: Vec<String> = (1..=hooks.m).filter(|&c| left >> c & 1 == 1).map(|c| c.to_string()).collect();
    if digits.is_empty() { "–".into() } else { digits.join(" ") }
}

/// The colour of a line on the graph: a text style's foreground (one that reads on the
/// window's background in every theme), the terminal's own in the mono theme.
fn ink(style: Style) -> Color {
    style.fg.unwrap_or(Color::Reset)
}

/// The graph: its edges (the one of a clash or a wipe-out lit), each vertex labelled.
fn draw_graph(explorer: &Explorer<Coloring>, pane: usize, marks: &[Mark], look: Look, area: Rect, buf: &mut Buffer) {
    let th = look.theme;
    let graph = &explorer.instance.graph;
    let lit = match explorer.panes[pane].last_event() {
        // The edge of a clash in the reddish ink, of a wipe-out in the blue.
        Some(Event::Prune { note, by, .. }) => {
            let (v, _) = note.child();
            let edge = (usize::from(v) - 1, usize::from(note.neighbour()) - 1);
            let colour = match by {
                Cut::Constraint => ink(th.paused),
                Cut::Bound => ink(th.done),
            };
            Some((edge, colour))
        }
        _ => None,
    };
    let labels = marks
        .iter()
        .enumerate()
        .map(|(v, &mark)| (mark.label(&graph.name(v), look.ascii), style(mark, th)))
        .collect();
    let picture = GraphPicture {
        graph,
        labels,
        ink: ink(th.dim),
        lit,
        ascii: look.ascii,
    };
    (&picture).render(area, buf);
}

/// The table: each vertex, its colour, the colours it has left; the rows around the vertex
/// being coloured when not all fit.
fn table_lines(hooks: &ColoringHooks, names: &[String], marks: &[Mark], look: Look, rows: usize) -> Vec<Line<'static>> {
    let th = look.theme;
    let t = text(look.lang);
    let w = name_width(names, look.lang);
    let cell = |s: &str, width: usize| {
        let pad = width.saturating_sub(unicode_width::UnicodeWidthStr::width(s));
        format!("{s}{}", " ".repeat(pad))
    };
    let mut lines = vec![Line::from(vec![
        Span::styled(cell(&format!(" {}", t.table_head[0]), w + 2), th.label),
        Span::styled(cell(t.table_head[1], 3), th.label),
        Span::styled(t.table_head[2].to_string(), th.label),
    ])];
    let n = names.len();
    let shown = rows.saturating_sub(1).min(n);
    let here = marks.iter().position(|&m| m == Mark::Current).unwrap_or(0);
    let first = here.saturating_sub(shown / 2).min(n - shown);
    for v in first..first + shown {
        let mark = marks[v];
        let lead = match mark {
            Mark::Coloured(_) => " ",
            m => m.glyph(look.ascii),
        };
        let colour = hooks.colour[v];
        let colour_span = if colour == 0 {
            Span::styled(cell(Mark::Uncoloured.glyph(look.ascii), 3), th.dim)
        } else {
            Span::styled(colour.to_string(), paint(th, colour))
        };
        let left = if colour == 0 { left_digits(hooks, v) } else { String::new() };
        let name_style = match mark {
            Mark::Current => th.current,
            Mark::Clash(_) => th.conflict.patch(th.piece),
            Mark::Wiped => th.bound_cut.patch(th.piece),
            _ => th.text,
        };
        let mut spans = vec![
            Span::styled(lead.to_string(), name_style),
            Span::styled(cell(&names[v], w + 1), name_style),
            colour_span,
        ];
        if colour != 0 {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(left, th.value));
        lines.push(Line::from(spans));
    }
    lines
}

/// The width of the table's name column: the widest name or the heading, and a space.
fn name_width(names: &[String], lang: Lang) -> usize {
    let head = unicode_width::UnicodeWidthStr::width(text(lang).table_head[0]);
    names
        .iter()
        .map(|n| unicode_width::UnicodeWidthStr::width(n.as_str()))
        .max()
        .unwrap_or(1)
        .max(head)
        .max(2)
        + 1
}

/// The width the table takes: the names, a colour, the colours left.
fn table_width(names: &[String], m: usize, lang: Lang) -> u16 {
    let left = unicode_width::UnicodeWidthStr::width(text(lang).table_head[2]);
    (name_width(names, lang) + 2 + 3 + (2 * m).max(left + 1) + 1) as u16
}

impl ExploreView for Coloring {
    fn title(explorer: &Explorer<Coloring>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        vec![
            (t.words.name.to_string(), 4),
            ((t.algo)(inst.algo).to_string(), 3),
            (format!("m = {}", inst.m), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Coloring>, lang: Lang) -> String {
        let inst = &explorer.instance;
        (text(lang).picture)(inst.graph.n(), inst.graph.edges.len(), inst.m)
    }

    fn picture_rows(_explorer: &Explorer<Coloring>) -> u16 {
        MAP_ROWS + BELOW
    }

    fn picture(explorer: &Explorer<Coloring>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let th = look.theme;
        let t = text(look.lang);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let hooks = search.hooks();
        let inst = &explorer.instance;
        let last = timeline.last_event();
        let mut marks = marks(search, last.as_ref());
        if look.hide_pick {
            marks.iter_mut().filter(|m| **m == Mark::Current).for_each(|m| *m = Mark::Uncoloured);
        }
        let below = BELOW.min(area.height);
        let top = Rect::new(area.x, area.y, area.width, area.height - below);
        let names: Vec<String> = (0..inst.graph.n()).map(|v| inst.graph.name(v)).collect();
        let tw = table_width(&names, inst.m, look.lang);
        let (map, table) = if top.width >= tw + 24 {
            (
                Rect { width: top.width - tw, ..top },
                Some(Rect { x: top.right() - tw, width: tw, ..top }),
            )
        } else {
            (top, None)
        };
        if map.height > 1 && map.width > 4 {
            draw_graph(explorer, pane, &marks, look, map, buf);
        }
        if let Some(table) = table {
            let rows = usize::from(table.height);
            for (i, line) in table_lines(hooks, &names, &marks, look, rows).into_iter().enumerate() {
                line.render(Rect::new(table.x, table.y + i as u16, table.width, 1), buf);
            }
        }
        let depth = search.depth();
        let here = if look.hide_pick {
            t.pick_here.to_string()
        } else if depth < hooks.n() && !search.is_done() {
            let v = hooks.vertex_at(depth);
            (t.here)(&names[v], &left_digits(hooks, v))
        } else {
            t.all_coloured.to_string()
        };
        let mut lines = vec![Line::styled(fit(format!(" {here}"), usize::from(area.width)), th.text)];
        lines.extend(last_step(last, look, area.width));
        for (i, line) in lines.into_iter().enumerate() {
            let y = area.y + area.height - below + i as u16;
            if y < area.bottom() {
                line.render(Rect::new(area.x, y, area.width, 1), buf);
            }
        }
    }

    fn code(explorer: &Explorer<Coloring>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let [c, b] = t.comments;
        let choose = match explorer.instance.algo {
            Algo::Fixed => "  t = k",
            Algo::Dsatur => "  t = most saturated",
        };
        let lines = vec![
            "Backtrack(k):".into(),
            "  if k > n: output(x); return".into(),
            choose.into(),
            "  for i = 1 to m:".into(),
            "    x[t] = i".into(),
            format!("    if !Ok(t): cut    {c}"),
            format!("    if Wipe(t): cut   {b}"),
            "    Backtrack(k + 1)".into(),
            "  x[t] = 0".into(),
        ];
        (t.code, lines)
    }

    fn code_line(_explorer: &Explorer<Coloring>, event: &EventOf<ColoringHooks>) -> Option<usize> {
        match *event {
            Event::Enter { .. } => Some(7),
            Event::Prune { by: Cut::Constraint, .. } => Some(5),
            Event::Prune { by: Cut::Bound, .. } => Some(6),
            Event::Backtrack { .. } => Some(8),
            Event::Solution { .. } => Some(1),
            Event::Done { .. } => None,
        }
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        LEGEND
            .into_iter()
            .map(|m| (style(m, theme), m.glyph(ascii)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::coloring::engine::{Instance, built_in, default_instance};
    use crate::problems::coloring::Model;
    use crate::ui::explore::testing::{paused, render, text};

    fn app(instance: Instance, prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let source = match instance.graph.n() {
            10 => "petersen",
            11 => "myciel3",
            _ => "australia",
        };
        let mut a = paused(Model::new(instance, source.into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    fn map() -> Instance {
        default_instance(Algo::Fixed)
    }

    /// The first step whose event is a cut by `by`.
    fn first_cut(inst: &Instance, prunes: &[Prune], by: Cut) -> u64 {
        let mut a = app(inst.clone(), prunes, Lang::En, 0);
        let mut step = 0;
        loop {
            step += 1;
            a.puzzle.seek(step);
            if let Some(Event::Prune { by: b, .. }) = a.puzzle.panes[0].last_event()
                && b == by
            {
                return step;
            }
            assert!(step < 10_000, "no cut by {by:?}");
        }
    }

    /// A clash: said in words, the neighbour marked `!` in the constraint's colour, the
    /// coloured vertices on their colours, the one being coloured lit.
    #[test]
    fn clash_80x24_en() {
        let step = first_cut(&map(), &[Prune::Constraint], Cut::Constraint);
        let a = app(map(), &[Prune::Constraint], Lang::En, step);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("WA is red: NT cannot be"), "{words}");
        let buf = t.backend().buffer();
        let theme = Theme::default();
        let find = |sym: &str| {
            (0..24)
                .flat_map(|y| (0..80).map(move |x| (x, y)))
                .find(|&(x, y)| buf[(x, y)].symbol() == sym)
        };
        let (x, y) = find("!").expect("the clashing neighbour marked");
        assert_eq!(buf[(x, y)].bg, theme.conflict.bg.unwrap());
        let (x, y) = find("▸").expect("the vertex being coloured");
        assert_eq!(buf[(x, y)].bg, theme.current.bg.unwrap());
        // A step before, WA stands red: its label on red.
        let t = render(&app(map(), &[Prune::Constraint], Lang::En, step - 1), 80, 24);
        let buf = t.backend().buffer();
        let red = paint(&theme, 1).bg.unwrap();
        let on_red = (0..24)
            .flat_map(|y| (0..80).map(move |x| (x, y)))
            .any(|(x, y)| buf[(x, y)].symbol() == ":" && buf[(x, y)].bg == red);
        assert!(on_red, "WA:1 on red");
    }

    #[test]
    fn clash_80x24_zh() {
        let step = first_cut(&map(), &[Prune::Constraint], Cut::Constraint);
        insta::assert_snapshot!(render(&app(map(), &[Prune::Constraint], Lang::Zh, step), 80, 24).backend());
    }

    /// Forward checking's cut on the Petersen graph: the neighbour left with no colour marked ⊘.
    #[test]
    fn forward_100x30_en() {
        let petersen = Instance::new(built_in("petersen").unwrap(), 3, Algo::Fixed);
        let step = first_cut(&petersen, &[Prune::Both], Cut::Bound);
        let a = app(petersen, &[Prune::Both], Lang::En, step);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("no colour left") && words.contains('⊘'), "{words}");
    }

    #[test]
    fn compare_100x30_zh() {
        let mut inst = Instance::new(built_in("myciel3").unwrap(), 4, Algo::Fixed);
        inst.compare = true;
        let t = render(&app(inst, &[Prune::Constraint, Prune::Constraint], Lang::Zh, 40), 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("DSATUR"));
    }

    #[test]
    fn tree_100x30_en() {
        let mut a = app(map(), &[Prune::Constraint], Lang::En, 10);
        a.update(Action::ToggleTree);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("m-ary tree"));
    }

    #[test]
    fn zoom_80x24_en() {
        let mut a = app(map(), &[Prune::Constraint], Lang::En, 9);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn zoom_100x30_zh() {
        let mut a = app(Instance::new(built_in("petersen").unwrap(), 3, Algo::Dsatur), &[Prune::Both], Lang::Zh, 20);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    /// The end: every colouring counted, the map's 18.
    #[test]
    fn the_end_counts_the_colourings() {
        let mut a = app(map(), &[Prune::Constraint], Lang::En, 0);
        a.puzzle.seek(u64::MAX);
        assert_eq!(a.puzzle.search().counts().solutions, 18);
        let words = text(&render(&a, 100, 30));
        assert!(words.contains("18"), "{words}");
    }

    /// The help fits 80 x 24 in English, with the problem's own rows.
    #[test]
    fn the_help_fits_80x24_in_english() {
        let mut a = app(map(), &[Prune::Constraint], Lang::En, 0);
        a.update(Action::ToggleHelp);
        let words = text(&render(&a, 80, 24));
        assert!(words.contains("Esc close") && words.contains("one colour fewer or more"), "{words}");
    }

    /// Marks follow the search: after WA red, NT is being coloured and WA is red.
    #[test]
    fn marks_follow_the_search() {
        let a = app(map(), &[Prune::Constraint], Lang::En, 1);
        let search = a.puzzle.search();
        let m = marks(search, a.puzzle.panes[0].last_event().as_ref());
        assert_eq!((m[0], m[1], m[2]), (Mark::Coloured(1), Mark::Current, Mark::Uncoloured));
        assert_eq!(Mark::Clash(2).label("WA", false), "!WA:2");
        assert_eq!(Mark::Current.label("SA", true), ">SA");
    }

    /// Each colour reads at 7:1 or more under its ink.
    #[test]
    fn the_palette_reads_under_its_ink() {
        let lum = |(r, g, b): (u8, u8, u8)| {
            let f = |c: u8| {
                let c = f64::from(c) / 255.0;
                if c <= 0.039_28 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) }
            };
            0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
        };
        let ink = lum((12, 12, 18));
        for c in PALETTE {
            let ratio = (lum(c) + 0.05) / (ink + 0.05);
            assert!(ratio >= 7.0, "{c:?}: {ratio:.2}");
        }
    }
}
