//! Permutations on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture: the items and `used[]` (the `used` algorithm), the arrangement x being built
//! (positions filled, the one being filled, and for `swap` the rest as it stands), the
//! children of the node the search stands on with their states, the nodes at this depth of
//! the permutation tree, the last step in words and the last arrangement found; each
//! algorithm's pseudocode and its counters.
//!
//! ```text
//! ╭ 3 items, 3 distinct arrangements ─╮
//! │ a      1  1  2                    │
//! │ used   1  0  0                    │
//! │ x      1  ▸  ·                    │
//! │ here   ✓1 ✗1 ▸2                   │   the node's children: entered, a repeat, next
//! │ depth 1: 3!/(3−1)! = 3 nodes      │
//! │ x[2] = 1 again at this node: ...  │
//! │ last found: 1 1 2                 │
//! ╰───────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Event, EventOf, Hooks};
use crate::i18n::Lang;
use crate::problems::permutations::Permutations;
use crate::problems::permutations::engine::{Algo, PermHooks};
use crate::problems::permutations::marks::{Mark, children, positions};
use crate::problems::permutations::words::text;
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// A mark's style.
fn style(mark: Mark, theme: &Theme) -> Style {
    match mark {
        Mark::Placed => theme.placed,
        Mark::Next => theme.current,
        Mark::Entered => theme.abandoned,
        Mark::Repeat => theme.conflict,
        Mark::Untried => theme.dim,
        Mark::Found => theme.solution,
    }
}

/// One row of the picture: its name, then its cells, each `cell` columns wide.
fn cells_line(
    name: &str,
    name_w: usize,
    cells: impl Iterator<Item = (String, Style)>,
    cell: usize,
    theme: &Theme,
) -> Line<'static> {
    let mut spans = vec![Span::styled(format!(" {name:<name_w$}"), theme.label)];
    for (text, style) in cells {
        spans.push(Span::styled(format!("{text:>cell$}"), style));
    }
    Line::from(spans)
}

/// The `used` algorithm's rows: the items a, and `used[]` under them.
fn used_lines(items: &[u64], used: u16, name_w: usize, cell: usize, th: &Theme) -> [Line<'static>; 2] {
    [
        cells_line(
            "a",
            name_w,
            items.iter().map(|v| (v.to_string(), th.text)),
            cell,
            th,
        ),
        cells_line(
            "used",
            name_w,
            (0..items.len()).map(|i| {
                if used >> i & 1 == 1 {
                    ("1".to_string(), th.placed)
                } else {
                    ("0".to_string(), th.dim)
                }
            }),
            cell,
            th,
        ),
    ]
}

/// The picture's rows besides the words: `used` shows the items and `used[]`.
fn table_rows(algo: Algo) -> u16 {
    match algo {
        Algo::Used => 4,
        Algo::Swap => 2,
    }
}

/// The nodes at `depth` of the permutation tree of `hooks`: n!/(n − depth)!.
fn nodes_at(hooks: &PermHooks, depth: usize) -> u64 {
    use crate::engine::backtrack::{Steps, full_tree};
    let upto = |d| full_tree(Steps { depth: d, ..hooks.shape() });
    match depth {
        0 => 1,
        d => upto(d).zip(upto(d - 1)).map_or(0, |(to, above)| to - above),
    }
}

/// Rows below the table: the depth's nodes, two of words, the last found.
const BELOW: u16 = 4;

impl ExploreView for Permutations {
    fn title(explorer: &Explorer<Permutations>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        vec![
            (t.words.name.to_string(), 4),
            ((t.algo)(inst.algo).to_string(), 3),
            (format!("n = {}", inst.items.len()), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Permutations>, lang: Lang) -> String {
        let inst = &explorer.instance;
        (text(lang).picture)(inst.items.len(), inst.distinct())
    }

    fn picture_rows(explorer: &Explorer<Permutations>) -> u16 {
        table_rows(explorer.instance.algo) + BELOW
    }

    fn picture(
        explorer: &Explorer<Permutations>,
        pane: usize,
        look: Look,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let th = look.theme;
        let t = text(look.lang);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let hooks = search.hooks();
        let inst = &explorer.instance;
        let last = timeline.last_event();
        let widest = inst.items.iter().map(|v| v.to_string().len()).max().unwrap_or(1);
        let cell = widest + 2;
        let name_w = t
            .rows
            .iter()
            .chain(std::iter::once(&"used"))
            .map(|r| unicode_width::UnicodeWidthStr::width(*r))
            .max()
            .unwrap_or(4)
            + 1;
        let mut lines = Vec::new();
        if inst.algo == Algo::Used {
            lines.extend(used_lines(inst.items.as_slice(), hooks.used, name_w, cell, th));
        }
        lines.push(cells_line(
            t.rows[0],
            name_w,
            positions(search).into_iter().map(|(item, mark)| {
                let text = item.map_or_else(|| mark.glyph(look.ascii).to_string(), |v| v.to_string());
                (text, style(mark, th))
            }),
            cell,
            th,
        ));
        lines.push(cells_line(
            t.rows[2],
            name_w,
            children(search).into_iter().map(|(item, mark)| {
                (format!("{}{item}", mark.glyph(look.ascii)), style(mark, th))
            }),
            cell,
            th,
        ));
        let depth = search.depth().min(inst.items.len());
        let nodes = nodes_at(hooks, depth);
        lines.push(Line::styled(
            fit(
                format!(" {}", (t.level_nodes)(depth, inst.items.len(), nodes)),
                usize::from(area.width),
            ),
            th.text,
        ));
        lines.extend(last_step(last, look, area.width));
        if let Some(found) = hooks.last {
            lines.push(Line::styled(
                fit(
                    format!(" {}{}", t.last_found, found.joined(" ")),
                    usize::from(area.width),
                ),
                th.value,
            ));
        }
        // A blank line between the table's rows when there is room for it.
        let table = table_rows(inst.algo) as usize;
        let spare = usize::from(area.height).saturating_sub(lines.len());
        let gap = usize::from(spare >= table);
        let mut y = area.y;
        for (i, line) in lines.into_iter().enumerate() {
            if y >= area.bottom() {
                break;
            }
            line.render(Rect::new(area.x, y, area.width, 1), buf);
            y += 1 + if i < table { gap as u16 } else { 0 };
        }
    }

    fn code(explorer: &Explorer<Permutations>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let c = t.constraint;
        let lines: Vec<String> = match explorer.instance.algo {
            Algo::Used => vec![
                "Perm(t):".into(),
                "  if t > n: output(x); return".into(),
                "  for each i not used, a[i] rising:".into(),
                format!("    if a[i] tried here: skip {c}"),
                "    used[i] = 1; x[t] = a[i]".into(),
                "    Perm(t + 1)".into(),
                "    used[i] = 0".into(),
            ],
            Algo::Swap => vec![
                "Perm(t):".into(),
                "  if t > n: output(x); return".into(),
                "  for i = t to n:".into(),
                format!("    if x[i] in x[t..i-1]: skip {c}"),
                "    swap(x[t], x[i])".into(),
                "    Perm(t + 1)".into(),
                "    swap(x[t], x[i])".into(),
            ],
        };
        (t.code, lines)
    }

    fn code_line(
        _explorer: &Explorer<Permutations>,
        event: &EventOf<PermHooks>,
    ) -> Option<usize> {
        match *event {
            Event::Enter { .. } => Some(4),
            Event::Prune { .. } => Some(3),
            Event::Backtrack { .. } => Some(6),
            Event::Solution { .. } => Some(1),
            Event::Done { .. } => None,
        }
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        Mark::ALL
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
    use crate::engine::tree::Cut;
    use crate::problems::permutations::engine::{Instance, built_in};
    use crate::problems::permutations::Model;
    use crate::ui::explore::testing::{paused, render, text};

    fn app(instance: Instance, prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let mut a = paused(Model::new(instance, "repeats".into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    fn repeats(algo: Algo) -> Instance {
        built_in("repeats", algo).unwrap()
    }

    /// The step where the constraint first cuts a repeat.
    fn first_repeat(algo: Algo) -> u64 {
        let mut a = app(repeats(algo), &[Prune::Both], Lang::En, 0);
        let mut step = 0;
        while !matches!(
            a.puzzle.panes[0].last_event(),
            Some(Event::Prune {
                by: Cut::Constraint,
                ..
            })
        ) {
            step += 1;
            a.puzzle.seek(step);
        }
        step
    }

    /// A repeat cut: said in words, its child marked ✗ in the constraint's colour.
    #[test]
    fn repeat_80x24_en() {
        let step = first_repeat(Algo::Used);
        let a = app(repeats(Algo::Used), &[Prune::Both], Lang::En, step);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let words = text(&t);
        assert!(words.contains("again at this node: skipped"), "{words}");
        let buf = t.backend().buffer();
        let theme = Theme::default();
        let (x, y) = (0..24)
            .flat_map(|y| (0..40).map(move |x| (x, y)))
            .find(|&(x, y)| buf[(x, y)].symbol() == "✗")
            .expect("a repeat marked");
        assert_eq!(buf[(x, y)].fg, theme.conflict.fg.unwrap());
    }

    #[test]
    fn repeat_80x24_zh() {
        let step = first_repeat(Algo::Used);
        insta::assert_snapshot!(
            render(&app(repeats(Algo::Used), &[Prune::Both], Lang::Zh, step), 80, 24).backend()
        );
    }

    #[test]
    fn swap_100x30_en() {
        let step = first_repeat(Algo::Swap);
        let a = app(repeats(Algo::Swap), &[Prune::Both], Lang::En, step);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("swap(x[t], x[i])"));
    }

    #[test]
    fn compare_100x30_zh() {
        insta::assert_snapshot!(
            render(
                &app(repeats(Algo::Used), &[Prune::None, Prune::Both], Lang::Zh, 14),
                100,
                30
            )
            .backend()
        );
    }

    #[test]
    fn tree_100x30_en() {
        let mut a = app(repeats(Algo::Used), &[Prune::Both], Lang::En, 12);
        a.update(Action::ToggleTree);
        let t = render(&a, 100, 30);
        insta::assert_snapshot!(t.backend());
        assert!(text(&t).contains("permutation tree"));
    }

    #[test]
    fn zoom_80x24_en() {
        let mut a = app(repeats(Algo::Used), &[Prune::Both], Lang::En, 6);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn zoom_100x30_zh() {
        let mut a = app(repeats(Algo::Swap), &[Prune::Both], Lang::Zh, 6);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(repeats(Algo::Used), &[Prune::Both], Lang::Zh, 0);
        a.update(Action::ToggleHelp);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
    }

    /// x and the node's children as the search stands: the arrangement at a solution is
    /// marked found, the children entered, cut and untried each by their state.
    #[test]
    fn positions_and_children_follow_the_search() {
        let a = app(repeats(Algo::Used), &[Prune::Both], Lang::En, 4);
        let search = a.puzzle.search();
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(Event::Solution { .. })
        ));
        assert_eq!(
            positions(search),
            vec![
                (Some(1), Mark::Found),
                (Some(1), Mark::Found),
                (Some(2), Mark::Found)
            ]
        );
        let step = first_repeat(Algo::Used);
        let a = app(repeats(Algo::Used), &[Prune::Both], Lang::En, step);
        let kids = children(a.puzzle.search());
        assert_eq!(kids[0], (1, Mark::Entered));
        assert_eq!(kids[1], (1, Mark::Repeat));
        assert_eq!(kids[2], (2, Mark::Next));
    }
}
