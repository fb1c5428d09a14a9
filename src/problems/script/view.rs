//! A scripted problem on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture (the rows `draw(d, x)` returns, or the vector x), the node's depth and children,
//! the best value so far, the fault that stopped the search, the last step in words; its
//! code panel is the script itself, the line that decided the last step lit.
//!
//! ```text
//! ╭ x and draw(d, x) ─────────────────╮╭ script ─────────────────────────────╮
//! │ clique: [1, 2]                    ││ 14 // 约束函数: vertex i joins only  │
//! │ edges: [[1, 2], [1, 4], ...]      ││ 15 fn constraint(d, x, c) {         │
//! │ depth 2 of 5, 2 children here     ││▶18   if x[j] == 1 && !joined(...    │
//! │ best value 3: x = 1 1 0 0 1       ││ ...                                 │
//! │ -3? 1 and 3 are not joined: ...   │╰─────────────────────────────────────╯
//! ╰───────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Backtrack, Event, EventOf};
use crate::engine::tree::Cut;
use crate::i18n::{Lang, group_digits};
use crate::problems::script::Script;
use crate::problems::script::engine::{Hook, ScriptHooks, lines};
use crate::problems::script::picture;
use crate::problems::script::words::{fault_line, kind_name, text};
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::items::two_lines;
use crate::ui::log::fit;

/// Rows the picture asks for: the script's rows, the depth, the best, the last step.
const ROWS: u16 = 10;

impl ExploreView for Script {
    fn title(explorer: &Explorer<Script>, lang: Lang) -> Vec<(String, u8)> {
        let name = explorer.instance.first().names.as_ref().map_or_else(
            || text(lang).words.name.to_string(),
            |n| if lang == Lang::Zh { n.zh.clone() } else { n.en.clone() },
        );
        vec![(name, 4), (explorer.source.clone(), 2)]
    }

    fn picture_title(_explorer: &Explorer<Script>, lang: Lang) -> String {
        text(lang).picture.to_string()
    }

    fn picture_rows(_explorer: &Explorer<Script>) -> u16 {
        ROWS
    }

    fn picture(explorer: &Explorer<Script>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let th = look.theme;
        let t = text(look.lang);
        let width = usize::from(area.width);
        let timeline = &explorer.panes[pane];
        let search = timeline.solver();
        let hooks = search.hooks();
        let side = explorer.instance.side(pane);
        let mut lines: Vec<Line> = match picture::rows(side, hooks, look.lang) {
            Ok(rows) => rows
                .into_iter()
                .map(|r| Line::styled(fit(format!(" {r}"), width), th.text))
                .collect(),
            Err(e) => two_lines(&e, area.width, th.conflict),
        };
        let depth = (t.depth)(search.depth(), side.size, hooks.children().map(<[_]>::len));
        lines.push(Line::styled(fit(format!(" {depth}"), width), th.dim));
        if let Some((value, x)) = hooks.best() {
            let best = format!(" {} {value}: x = {x}", t.best);
            lines.push(Line::styled(fit(best, width), th.value));
        }
        if let Some(fault) = hooks.fault() {
            let said = format!("{} {}", t.stopped, fault_line(side.script.short_file(), &fault, look.lang));
            lines.extend(two_lines(&said, area.width, th.conflict));
        } else {
            lines.extend(last_step(timeline.last_event(), look, area.width));
        }
        // The last rows stay in view: the script's first rows give way.
        let skip = lines.len().saturating_sub(usize::from(area.height));
        for (i, line) in lines.into_iter().skip(skip).enumerate() {
            let y = area.y + i as u16;
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }

    fn code(explorer: &Explorer<Script>, lang: Lang) -> (&'static str, Vec<String>) {
        let source = &explorer.instance.first().script.source;
        (text(lang).code, source.lines().map(str::to_string).collect())
    }

    /// A child entered: `children`; a cut: the line of the function that cut it that made
    /// its reason (or said `false`); a solution: `value` or `is_solution`; the end after a
    /// fault: the fault's line.
    fn code_line(explorer: &Explorer<Script>, event: &EventOf<ScriptHooks>) -> Option<usize> {
        let script = &explorer.instance.first().script;
        let line = match event {
            Event::Enter { .. } => script.line_of(Hook::Children),
            Event::Prune { by, note, .. } => {
                let hook = match by {
                    Cut::Constraint => Hook::Constraint,
                    Cut::Bound => Hook::Bound,
                };
                lines::deciding(&script.source, script.line_of(hook), &note.reason.get())
            }
            Event::Solution { .. } if script.has(Hook::Value) => script.line_of(Hook::Value),
            Event::Solution { .. } => script.line_of(Hook::IsSolution),
            Event::Done { .. } => explorer.search().hooks().fault().map_or(0, |f| f.line),
            Event::Backtrack { .. } => 0,
        };
        line.checked_sub(1)
    }

    fn counters(search: &Backtrack<ScriptHooks>, lang: Lang) -> Vec<(&'static str, String)> {
        let t = text(lang);
        let hooks = search.hooks();
        let mut rows = vec![(t.words.solutions, group_digits(search.counts().solutions))];
        if hooks.side().goal.is_some() {
            let best = hooks.best().map_or_else(|| "-".to_string(), |(v, _)| v.to_string());
            rows.push((t.best, best));
            rows.push((t.improvements, group_digits(hooks.improvements())));
        }
        rows
    }

    fn tree_name(explorer: &Explorer<Script>, lang: Lang) -> &'static str {
        kind_name(explorer.instance.first().kind, lang)
    }

    /// What the script printed, under the event it came before; the fault that stopped the
    /// search, under the end.
    fn notes(explorer: &Explorer<Script>, pane: usize, lang: Lang) -> Vec<(u64, String)> {
        let timeline = &explorer.panes[pane];
        let side = explorer.instance.side(pane);
        timeline
            .recent()
            .filter_map(|&(step, event)| {
                let print = match event {
                    Event::Enter { note, .. } => note.print,
                    Event::Prune { note, .. } => note.print,
                    Event::Solution { note, .. } => note.print,
                    Event::Done { .. } => {
                        let fault = timeline.solver().hooks().fault()?;
                        return Some((step, fault_line(side.script.short_file(), &fault, lang)));
                    }
                    Event::Backtrack { .. } => return None,
                };
                (!print.is_empty()).then(|| (step, format!("print: {}", print.get().replace('\n', " | "))))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use rstest::rstest;

    use super::*;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::script::Model;
    use crate::problems::script::cli::script;
    use crate::problems::script::engine::Instance;
    use crate::problems::script::engine::host::{DEFAULT_MAX_OPS, Script as Compiled};
    use crate::ui::explore::testing::{paused, render, text};
    use crate::ui::theme::Theme;

    /// The built-in scripts `names` side by side (one: alone), paused at `step`.
    fn app(names: &[&str], lang: Lang, step: u64) -> App<Model> {
        let scripts: Vec<Arc<Compiled>> = names
            .iter()
            .map(|n| script(n, DEFAULT_MAX_OPS).expect("a built-in script"))
            .collect();
        let instance = Instance::load(&scripts, None, None).expect("the scripts set up");
        let mut a = paused(Model::new(instance, names.join(","), &[Prune::Both]), lang);
        a.puzzle.seek(step);
        a
    }

    /// The first step whose event is a cut by `by`.
    fn first_cut(names: &[&str], by: Cut) -> u64 {
        let mut a = app(names, Lang::En, 0);
        (1..10_000)
            .find(|&step| {
                a.puzzle.seek(step);
                matches!(a.puzzle.panes[0].last_event(), Some(Event::Prune { by: b, .. }) if b == by)
            })
            .expect("the script cuts")
    }

    /// The maximum clique at its first bound cut and the 8 queens at their first constraint
    /// cut, in both languages, on a laptop and on a projector.
    #[rstest]
    fn screens(
        #[values("max-clique", "queens")] name: &str,
        #[values(Lang::En, Lang::Zh)] lang: Lang,
        #[values((80, 24), (100, 30))] size: (u16, u16),
    ) {
        let by = if name == "queens" { Cut::Constraint } else { Cut::Bound };
        let a = app(&[name], lang, first_cut(&[name], by));
        let snapshot = format!("{name}_{}_{}x{}", lang.code(), size.0, size.1);
        insta::assert_snapshot!(snapshot, render(&a, size.0, size.1).backend());
    }

    /// The bound's cut of the maximum clique: its reason said in the script's words, the line
    /// that returned it lit in the code panel.
    #[test]
    fn a_bound_cut_lights_the_line_that_said_it() {
        let a = app(&["max-clique"], Lang::En, first_cut(&["max-clique"], Cut::Bound));
        let t = render(&a, 100, 30);
        let screen = text(&t);
        assert!(screen.contains("bestn"), "{screen}");
        let source = &a.puzzle.instance.first().script.source;
        let line = source
            .lines()
            .position(|l| l.contains("reach <= best {"))
            .expect("the bound's reason line");
        let buf = t.backend().buffer();
        let lit = (0..30).find(|&y| {
            let row: String = (0..100).map(|x| buf[(x, y)].symbol()).collect();
            row.contains(&format!("│{} ", line + 1))
        });
        let y = lit.expect("the bound's line in view");
        let x = (50..100).find(|&x| buf[(x, y)].symbol() == "f").expect("the line's text");
        assert_eq!(buf[(x, y)].bg, Theme::default().current.bg.unwrap_or_default());
    }

    /// The subset sum script without its bound beside the one with it: each pane named by its
    /// file, and the scripts' own counts.
    #[test]
    fn two_scripts_side_by_side() {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/src/problems/script/fixtures/no-bound.rhai");
        let two = [
            script("subset-sum", DEFAULT_MAX_OPS).expect("built in"),
            script(file, DEFAULT_MAX_OPS).expect("the fixture"),
        ];
        let instance = Instance::load(&two, None, None).expect("the scripts set up");
        let mut a = paused(Model::new(instance, "compare".into(), &[Prune::Both; 2]), Lang::En);
        a.puzzle.seek(30);
        let screen = text(&render(&a, 100, 30));
        assert!(screen.contains("subset-sum.rhai") && screen.contains("no-bound.rhai"), "{screen}");
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }
}
