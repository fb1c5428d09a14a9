//! Subset sum on screen: the shared screen of the explorer (`ui::explore`) with its picture,
//! the set with each item's state, the sum taken against M, the sums the functions compare,
//! the last step in words and the last subset found; its pseudocode and counters.
//!
//! ```text
//! ╭ set w, target M = 30 ───────────╮
//! │    t w[t] x[t]                  │
//! │  ✓ 1    5 1                     │
//! │  ✓ 2   10 1                     │
//! │  ✗ 3   12 1?                    │   the constraint cut "take 12"
//! │  · 4   13 ·                     │
//! │  cs   15 ███████·····│··  M 30  │
//! │  cs = 15  r = 46                │
//! │ take 12? cs + w = 27 ...        │
//! ╰─────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Line;

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Chosen, Event, EventOf, item_states};
use crate::engine::tree::Cut;
use crate::i18n::search::told;
use crate::i18n::{Lang, group_digits};
use crate::problems::subset::SubsetSum;
use crate::problems::subset::engine::SubsetHooks;
use crate::problems::subset::words::text;
use crate::ui::explore::{ExploreView, Look, last_style};
use crate::ui::items::{ItemsTable, Meter, item_marks, picture, two_lines};
use crate::ui::log::fit;
use crate::ui::theme::Theme;

/// Rows of the picture besides the table: the meter, the sums, two of words, the last found.
const BELOW: u16 = 5;

/// A subset of the set as its numbers: `5 + 10 + 15`.
fn numbers(w: &[u64], subset: Chosen) -> String {
    let parts: Vec<String> = subset.items().map(|i| w[i].to_string()).collect();
    parts.join(" + ")
}

/// The last step in words, for the picture (a solution with its numbers).
fn last_words(
    explorer: &Explorer<SubsetSum>,
    event: Option<EventOf<SubsetHooks>>,
    lang: Lang,
) -> String {
    let w = &explorer.instance.w;
    match event {
        None => lang.text().log_empty.to_string(),
        Some(Event::Solution { index, note }) => {
            format!("#{index} {} = {}", numbers(w, note.items), note.sum)
        }
        Some(e) => told(&e, lang, false),
    }
}

impl ExploreView for SubsetSum {
    fn title(explorer: &Explorer<SubsetSum>, lang: Lang) -> Vec<(String, u8)> {
        let inst = &explorer.instance;
        vec![
            (text(lang).words.name.to_string(), 4),
            (format!("n = {}  M = {}", inst.w.len(), inst.target), 3),
            (explorer.source.clone(), 2),
        ]
    }

    fn picture_title(explorer: &Explorer<SubsetSum>, lang: Lang) -> String {
        (text(lang).items)(explorer.instance.target)
    }

    fn picture_rows(explorer: &Explorer<SubsetSum>) -> u16 {
        1 + explorer.instance.w.len() as u16 + BELOW
    }

    fn picture(
        explorer: &Explorer<SubsetSum>,
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
        let states = item_states(search, last.as_ref(), inst.w.len());
        let rows: Vec<Vec<String>> = inst
            .w
            .iter()
            .enumerate()
            .map(|(i, w)| vec![(i + 1).to_string(), w.to_string()])
            .collect();
        let table = ItemsTable {
            heads: &t.heads,
            rows: &rows,
            states: &states,
            solution: matches!(last, Some(Event::Solution { .. })),
            spacing: 0,
            ascii: look.ascii,
            theme: th,
        };
        let meter = Meter {
            label: "cs",
            value: hooks.cs,
            limit: inst.target,
            limit_label: "M",
            ascii: look.ascii,
            theme: th,
        };
        let mut lines = vec![Line::styled(
            format!(
                " cs = {}  r = {}  cs + r = {}",
                group_digits(hooks.cs),
                group_digits(hooks.r),
                group_digits(hooks.cs + hooks.r)
            ),
            th.text,
        )];
        lines.extend(two_lines(
            &last_words(explorer, last, look.lang),
            area.width,
            last_style(last.as_ref(), th),
        ));
        if let Some(found) = hooks.last {
            let said = format!(
                " {}{} = {}",
                t.last_solution,
                numbers(&inst.w, found),
                inst.target
            );
            lines.push(Line::styled(fit(said, usize::from(area.width)), th.value));
        }
        picture(area, buf, (&table, BELOW), &meter, lines);
    }

    fn code(_explorer: &Explorer<SubsetSum>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let [constraint, bound] = t.comments;
        (
            t.code,
            vec![
                "Backtrack(t):".into(),
                "  if t > n:".into(),
                "    if cs == M: output(x)".into(),
                "    return".into(),
                "  r = r - w[t]".into(),
                format!("  if cs + w[t] <= M:  {constraint}"),
                "    x[t] = 1; cs = cs + w[t]".into(),
                "    Backtrack(t + 1); cs = cs - w[t]".into(),
                format!("  if cs + r >= M:     {bound}"),
                "    x[t] = 0; Backtrack(t + 1)".into(),
                "  r = r + w[t]".into(),
            ],
        )
    }

    fn code_line(_explorer: &Explorer<SubsetSum>, event: &EventOf<SubsetHooks>) -> Option<usize> {
        match *event {
            Event::Enter { child: 0, .. } => Some(6),
            Event::Enter { .. } => Some(9),
            Event::Prune {
                by: Cut::Constraint,
                ..
            } => Some(5),
            Event::Prune { by: Cut::Bound, .. } => Some(8),
            Event::Backtrack { child: 0, .. } => Some(7),
            Event::Backtrack { .. } => Some(10),
            Event::Solution { .. } => Some(2),
            Event::Done { .. } => None,
        }
    }

    fn marks(theme: &Theme, ascii: bool) -> Vec<(Style, &'static str)> {
        item_marks(theme, ascii)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::Action;
    use crate::app::explore::ExploreAction;
    use crate::app::{App, Playback, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::subset::engine::{built_in, textbook};
    use crate::problems::subset::Model;
    use crate::ui::explore::testing::render;

    fn app(prunes: &[Prune], lang: Lang, step: u64) -> App<Model> {
        let playback = Playback::paused(lang);
        let mut a = App::new(Model::new(textbook(), "textbook".into(), prunes), playback);
        a.update(Action::Resize(80, 24));
        a.puzzle.seek(step);
        a
    }

    /// Step 9 of the textbook instance: the bound has just cut "leave 18".
    #[test]
    fn bound_cut_80x24_en() {
        let a = app(&[Prune::Both], Lang::En, 9);
        let t = render(&a, 80, 24);
        insta::assert_snapshot!(t.backend());
        let buf = t.backend().buffer();
        let text: String = buf
            .content()
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        // The numbers the bound compared, in words (wrapped in two lines).
        assert!(text.contains("leave 18? cs + r = 27 < M = 30:"), "{text}");
        assert!(text.contains("the bound cuts it"), "{text}");
        // The cut row in the bound's colour, its mark a symbol too.
        let theme = Theme::default();
        let row = (0..24)
            .find(|&y| (0..40).any(|x| buf[(x, y)].symbol() == "✄"))
            .unwrap();
        let x = (0..40).find(|&x| buf[(x, row)].symbol() == "✄").unwrap();
        assert_eq!(buf[(x, row)].bg, theme.bound_cut.bg.unwrap());
    }

    #[test]
    fn bound_cut_80x24_zh() {
        insta::assert_snapshot!(render(&app(&[Prune::Both], Lang::Zh, 9), 80, 24).backend());
    }

    /// The constraint's cut, lit in the code and said in numbers, at a projector's size.
    #[test]
    fn constraint_cut_100x30_en() {
        let a = app(&[Prune::Both], Lang::En, 4);
        assert!(matches!(
            a.puzzle.panes[0].last_event(),
            Some(Event::Prune {
                by: Cut::Constraint,
                ..
            })
        ));
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn solution_100x30_zh() {
        let mut a = app(&[Prune::Both], Lang::Zh, 0);
        a.update(Action::Jump {
            kind: crate::engine::LandmarkKind::Solution,
            forward: true,
        });
        while a.mode != crate::app::Mode::Paused {
            a.tick(std::time::Instant::now(), crate::app::BATCH_BUDGET);
        }
        assert_eq!(a.puzzle.search().counts().solutions, 1);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn compare_none_both_80x24_en() {
        insta::assert_snapshot!(
            render(&app(&[Prune::None, Prune::Both], Lang::En, 30), 80, 24).backend()
        );
    }

    #[test]
    fn tree_80x24_en() {
        let mut a = app(&[Prune::Both], Lang::En, 30);
        a.update(Action::ToggleTree);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn tree_small_100x30_zh() {
        let playback = Playback::paused(Lang::Zh);
        let small = built_in("small").unwrap();
        let mut a = App::new(Model::new(small, "small".into(), &[Prune::Both]), playback);
        a.update(Action::Resize(100, 30));
        a.puzzle.seek(14);
        a.update(Action::ToggleTree);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    /// The subset tree zoomed, in both languages, with the tree cursor on the search's node:
    /// the textbook's picture, the node in words under it, per depth the full tree beside the
    /// visited one.
    #[rstest::rstest]
    fn tree_zoom_100x30(#[values(Lang::En, Lang::Zh)] lang: Lang) {
        let mut a = app(&[Prune::Both], lang, 30);
        a.update(Action::TreeWalk);
        a.update(Action::ToggleZoom);
        let name = if lang == Lang::En { "en" } else { "zh" };
        insta::assert_snapshot!(format!("tree_zoom_100x30_{name}"), render(&a, 100, 30).backend());
    }

    #[test]
    fn zoom_100x30_en() {
        let mut a = app(&[Prune::Both], Lang::En, 9);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }

    #[test]
    fn zoom_80x24_zh() {
        let mut a = app(&[Prune::Both], Lang::Zh, 9);
        a.update(Action::ToggleZoom);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_en() {
        let mut a = app(&[Prune::Both], Lang::En, 0);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    #[test]
    fn help_80x24_zh() {
        let mut a = app(&[Prune::Both], Lang::Zh, 0);
        a.update(Action::ToggleHelp);
        insta::assert_snapshot!(render(&a, 80, 24).backend());
    }

    /// Tab restarts under the next pruning; the header and counters say which.
    #[test]
    fn tab_changes_the_pruning_on_screen() {
        let mut a = app(&[Prune::Both], Lang::En, 9);
        a.update(Action::Own(ExploreAction::NextPrune));
        assert_eq!(
            (a.puzzle.prunes(), a.position()),
            (vec![Prune::Constraint], 0)
        );
        let t = render(&a, 100, 30);
        let text: String = t
            .backend()
            .buffer()
            .content()
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        assert!(text.contains("constraint only"), "{text}");
    }

    /// `i` shows the textbook's `IterativeBacktrack` (issue 46, item 12), in both languages,
    /// with the line of the last event lit; `i` again brings the problem's code back.
    #[rstest::rstest]
    #[case(Lang::En, 100, 30)]
    #[case(Lang::Zh, 80, 24)]
    fn i_shows_the_iterative_scheme(#[case] lang: Lang, #[case] w: u16, #[case] h: u16) {
        let mut a = app(&[Prune::Both], lang, 9);
        a.update(Action::Own(ExploreAction::ToggleIterative));
        let t = render(&a, w, h);
        insta::assert_snapshot!(format!("iterative_{w}x{h}_{lang:?}"), t.backend());
        // Step 9 is the bound's cut: its line is lit, the loop's head is not.
        let buf = t.backend().buffer();
        let style_of = |needle: &str| {
            (0..h)
                .find_map(|y| {
                    let row: String = (0..w).map(|x| buf[(x, y)].symbol()).collect();
                    let x = row.find(needle)?;
                    let col = row[..x].chars().count() as u16;
                    Some(buf[(col, y)].style())
                })
                .expect(needle)
        };
        assert_ne!(style_of("and Bound(t)"), style_of("while t > 0"));
        a.update(Action::Own(ExploreAction::ToggleIterative));
        let t = render(&a, w, h);
        let text: String = t.backend().buffer().content().iter().map(ratatui::buffer::Cell::symbol).collect();
        assert!(!text.contains("IterativeBacktrack"), "{text}");
    }

    /// Comparing, `t` opens each side's drawn tree in its column (issue 46, item 8): no
    /// pruning beside both functions, each tree with its own cuts and counts.
    #[rstest::rstest]
    #[case(Lang::En, 100, 30)]
    #[case(Lang::Zh, 80, 24)]
    fn compare_shows_both_trees(#[case] lang: Lang, #[case] w: u16, #[case] h: u16) {
        let mut a = app(&[Prune::None, Prune::Both], lang, 20);
        a.update(Action::ToggleTree);
        let t = render(&a, w, h);
        insta::assert_snapshot!(format!("compare_trees_{w}x{h}_{lang:?}"), t.backend());
        let text: String = t.backend().buffer().content().iter().map(ratatui::buffer::Cell::symbol).collect();
        // Two tree panels, the right one with the cuts the left one lacks.
        let name = <SubsetSum as ExploreView>::tree_name(&a.puzzle, lang);
        let shown = t.backend().to_string();
        assert!(shown.lines().any(|r| r.matches(name).count() == 2), "{shown}");
        assert!(text.contains('✗') && text.contains('✄'), "{text}");
    }

    /// `E` on the textbook instance: the estimate after 1,000 seeded probes, at the root
    /// (visited so far) and at the end (the true count, 49, on the strip), both languages.
    #[rstest::rstest]
    #[case(Lang::En, 100, 30)]
    #[case(Lang::Zh, 80, 24)]
    #[case(Lang::En, 80, 24)]
    #[case(Lang::Zh, 100, 30)]
    fn the_estimate_panel(#[case] lang: Lang, #[case] w: u16, #[case] h: u16) {
        let mut a = app(&[Prune::Both], lang, 0);
        a.update(Action::ToggleEstimate);
        a.estimate.as_mut().expect("an estimate").take(1000);
        let t = render(&a, w, h);
        insta::assert_snapshot!(format!("estimate_{w}x{h}_{lang:?}"), t.backend());
        let title = crate::i18n::estimate::text(lang).title;
        assert!(t.backend().to_string().contains(title));
        while !a.puzzle.is_done() {
            a.puzzle.step(&|_| false);
        }
        let shown = render(&a, w, h).backend().to_string();
        let truth = (crate::i18n::estimate::text(lang).truth)("49", "");
        let truth = truth.split('(').next().unwrap_or_default().split('（').next().unwrap_or_default();
        assert!(shown.contains(truth), "{shown}");
        // Stopped, then closed.
        a.update(Action::ToggleEstimate);
        assert!(a.estimate.as_ref().is_some_and(|e| !e.running()));
        a.update(Action::ToggleEstimate);
        assert!(!render(&a, w, h).backend().to_string().contains(title));
    }
}
