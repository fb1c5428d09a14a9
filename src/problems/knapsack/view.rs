//! The knapsack on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture, the items in order of value per weight with each one's state, the weight taken
//! against c, cp and the bound at the node, the last step in words and the best so far; its
//! pseudocode and counters.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use crate::app::explore::Explorer;
use crate::engine::Solver;
use crate::engine::backtrack::{Backtrack, Event, EventOf, item_states};
use crate::engine::tree::Cut;
use crate::i18n::{Lang, group_digits};
use crate::problems::knapsack::engine::{Instance, KnapsackHooks};
use crate::problems::knapsack::Knapsack;
use crate::problems::knapsack::words::{bound, cells, numbers, text};
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::items::{ItemsTable, Meter, item_marks, picture};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// Rows of the picture besides the table: the meter, the sums, two of words, the best.
const BELOW: u16 = 5;

/// The table's heads: the loading problem's values are its weights, so it has no v columns.
fn heads(instance: &Instance, lang: Lang) -> Vec<&'static str> {
    let h = text(lang).heads;
    if instance.loading {
        vec![h[0], h[1], h[4]]
    } else {
        h.to_vec()
    }
}

impl ExploreView for Knapsack {
    fn title(explorer: &Explorer<Knapsack>, lang: Lang) -> Vec<(String, u8)> {
        let t = text(lang);
        let inst = &explorer.instance;
        let name = if inst.loading { t.loading } else { t.words.name };
        vec![
            (name.to_string(), 4),
            (
                format!("n = {}  c = {}", inst.items.len(), inst.capacity),
                3,
            ),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<Knapsack>, lang: Lang) -> String {
        let t = text(lang);
        let title = if explorer.instance.loading {
            t.containers
        } else {
            t.items
        };
        title(explorer.instance.capacity)
    }

    fn picture_rows(explorer: &Explorer<Knapsack>) -> u16 {
        1 + explorer.instance.items.len() as u16 + BELOW
    }

    fn picture(
        explorer: &Explorer<Knapsack>,
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
        let states = item_states(search, last.as_ref(), inst.items.len());
        let rows = cells(inst);
        let heads = heads(inst, look.lang);
        let table = ItemsTable {
            heads: &heads,
            rows: &rows,
            states: &states,
            solution: matches!(last, Some(Event::Solution { .. })),
            spacing: 0,
            ascii: look.ascii,
            theme: th,
        };
        let meter = Meter {
            label: "cw",
            value: hooks.cw,
            limit: inst.capacity,
            limit_label: "c",
            ascii: look.ascii,
            theme: th,
        };
        let depth = search.depth().min(inst.items.len());
        let mut lines = vec![Line::styled(
            format!(
                " cw = {}  cp = {}  Bound = {}",
                group_digits(hooks.cw),
                group_digits(hooks.cp),
                bound(hooks.bound(depth))
            ),
            th.text,
        )];
        lines.extend(last_step(last, look, area.width));
        let best = match hooks.best {
            Some(b) if search.is_done() => (t.optimum)(b.value, &numbers(&b)),
            Some(b) => (t.best)(b.value, &numbers(&b)),
            None => t.no_best.to_string(),
        };
        lines.push(Line::styled(
            fit(format!(" {best}"), usize::from(area.width)),
            th.value,
        ));
        picture(area, buf, (&table, BELOW), &meter, lines);
    }

    fn code(_explorer: &Explorer<Knapsack>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let [constraint, bound] = t.comments;
        let [b1, b2] = t.bound_lines;
        (
            "Backtrack(i)",
            vec![
                "Backtrack(i):".into(),
                "  if i > n:".into(),
                "    if cw <= c and cp > bestp:".into(),
                "      bestp = cp; bestx = x".into(),
                "    return".into(),
                format!("  if cw + w[i] <= c:      {constraint}"),
                "    x[i] = 1; cw += w[i]; cp += v[i]".into(),
                "    Backtrack(i + 1)".into(),
                "    cw -= w[i]; cp -= v[i]".into(),
                format!("  if Bound(i + 1) > bestp: {bound}"),
                "    x[i] = 0; Backtrack(i + 1)".into(),
                b1.into(),
                b2.into(),
            ],
        )
    }

    fn code_line(_explorer: &Explorer<Knapsack>, event: &EventOf<KnapsackHooks>) -> Option<usize> {
        match *event {
            Event::Enter { child: 0, .. } => Some(6),
            Event::Enter { .. } | Event::Backtrack { child: 1.., .. } => Some(10),
            Event::Prune {
                by: Cut::Constraint,
                ..
            } => Some(5),
            Event::Prune { by: Cut::Bound, .. } => Some(9),
            Event::Backtrack { .. } => Some(8),
            Event::Solution { .. } => Some(3),
            Event::Done { .. } => None,
        }
    }

    fn counters(search: &Backtrack<KnapsackHooks>, lang: Lang) -> Vec<(&'static str, String)> {
        let t = text(lang);
        vec![
            (t.best_value, group_digits(search.hooks().bestp())),
            (t.words.solutions, group_digits(search.counts().solutions)),
        ]
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        item_marks(theme, ascii)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::{App, Playback, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::knapsack::engine::{built_in, textbook};
    use crate::problems::knapsack::Model;
    use crate::ui::explore::testing::{render, text as text_of};

    fn app(instance: Instance, prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let playback = Playback::paused(lang);
        let mut a = App::new(Model::new(instance, "textbook".into(), prunes), playback);
        a.update(Action::Resize(80, 24));
        a.puzzle.seek(step);
        a
    }

    /// Step 9: the bound cuts "leave item 1": Bound = 19 <= bestp = 20.
    #[test]
    fn bound_cut_80x24_en() {
        let t = render(&app(textbook(), &[Prune::Both], Lang::En, 9), 80, 24);
        let text = text_of(&t);
        // The numbers the bound compared, in words (wrapped in two lines).
        assert!(text.contains("leave item 1? Bound = 19 <="), "{text}");
        assert!(text.contains("bestp = 20: the bound cuts it"), "{text}");
        insta::assert_snapshot!(t.backend());
    }

    #[test]
    fn bound_cut_80x24_zh() {
        insta::assert_snapshot!(
            render(&app(textbook(), &[Prune::Both], Lang::Zh, 9), 80, 24).backend()
        );
    }

    /// The end names the optimum.
    #[test]
    fn done_100x30_en() {
        let t = render(&app(textbook(), &[Prune::Both], Lang::En, 14), 100, 30);
        assert!(text_of(&t).contains("optimum: value 20, items 1 3 4"));
        insta::assert_snapshot!(t.backend());
    }

    #[test]
    fn compare_100x30_zh() {
        insta::assert_snapshot!(
            render(
                &app(textbook(), &[Prune::None, Prune::Both], Lang::Zh, 20),
                100,
                30
            )
            .backend()
        );
    }

    #[test]
    fn loading_80x24_en() {
        let t = render(
            &app(built_in("loading").unwrap(), &[Prune::Both], Lang::En, 5),
            80,
            24,
        );
        let text = text_of(&t);
        assert!(text.contains("loading") && !text.contains("v/w"), "{text}");
        insta::assert_snapshot!(t.backend());
    }

    #[test]
    fn tree_100x30_en() {
        let mut a = app(built_in("five").unwrap(), &[Prune::Both], Lang::En, 20);
        a.update(Action::ToggleTree);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn zoom_100x30_zh() {
        let mut a = app(textbook(), &[Prune::Both], Lang::Zh, 4);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(textbook(), &[Prune::Both], Lang::Zh, 0);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }
}
