//! A replayed search on screen: the shared screen of the explorer (`ui::explore`) with its
//! picture (the path's labels from the root down, the depth, the last step in words; a
//! replay has no picture of its problem) and its code panel (the file of events, the line of
//! the last step lit).
//!
//! ```text
//! ╭ the path ─────────────────────────╮╭ events ─────────────────────────────╮
//! │ 1  a1                             ││  1 {"tree":"permutation"}           │
//! │ 2  c2                             ││  2 {"event":"enter","label":"a1"}   │
//! │ depth 2 of 4                      ││▶ 5 {"event":"enter","label":"c2"}   │
//! │ d3? too late: the bound cuts it   ││ ...                                 │
//! ╰───────────────────────────────────╯╰─────────────────────────────────────╯
//! ```

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::app::explore::Explorer;
use crate::engine::backtrack::{Event, EventOf};
use crate::i18n::Lang;
use crate::problems::replay::Replay;
use crate::problems::replay::engine::ReplayHooks;
use crate::problems::replay::words::{kind_name, reading, text, title};
use crate::ui::explore::{ExploreView, Look, last_step};
use crate::ui::log::fit;

/// Rows the picture asks for: the path's last labels, the depth, the last step.
const ROWS: u16 = 10;

/// The path's labels from the root down, numbered by depth.
pub fn path_rows(explorer: &Explorer<Replay>, pane: usize) -> Vec<String> {
    let path: Vec<usize> = explorer.panes[pane].solver().path().collect();
    let tree = explorer.instance.tree_of(pane).read();
    (0..path.len())
        .map(|d| format!("{:>2}  {}", d + 1, tree.place(&path[..d]).name(path[d])))
        .collect()
}

impl ExploreView for Replay {
    fn title(explorer: &Explorer<Replay>, lang: Lang) -> Vec<(String, u8)> {
        let name = title(&explorer.instance, lang);
        vec![(name, 4), (explorer.source.clone(), 2)]
    }

    fn picture_title(_explorer: &Explorer<Replay>, lang: Lang) -> String {
        text(lang).picture.to_string()
    }

    fn picture_rows(_explorer: &Explorer<Replay>) -> u16 {
        ROWS
    }

    fn picture(explorer: &Explorer<Replay>, pane: usize, look: Look, area: Rect, buf: &mut Buffer) {
        let th = look.theme;
        let t = text(look.lang);
        let width = usize::from(area.width);
        let timeline = &explorer.panes[pane];
        let mut lines: Vec<Line> = path_rows(explorer, pane)
            .into_iter()
            .map(|r| Line::styled(fit(format!(" {r}"), width), th.text))
            .collect();
        // A stream: how its reading stands, first, so it stays in view.
        let (status, style) = {
            let tree = explorer.instance.tree_of(pane).read();
            let style = if tree.ending.is_none() { th.playing } else { th.conflict };
            (reading(&tree, look.lang), style)
        };
        let depth = (t.depth)(timeline.solver().depth(), explorer.instance.tree_of(pane).read().depth);
        lines.push(Line::styled(fit(format!(" {depth}"), width), th.dim));
        lines.extend(last_step(timeline.last_event(), look, area.width));
        // The last rows stay in view: the path's first rows give way.
        let rows = usize::from(area.height).saturating_sub(usize::from(status.is_some()));
        let skip = lines.len().saturating_sub(rows);
        if let Some(status) = status {
            lines.insert(skip, Line::styled(fit(format!(" {status}"), width), style));
        }
        for (i, line) in lines.into_iter().skip(skip).enumerate() {
            let y = area.y + i as u16;
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }

    fn code(explorer: &Explorer<Replay>, lang: Lang) -> (&'static str, Vec<String>) {
        let t = text(lang);
        let tree = explorer.instance.tree.read();
        let lines = match tree.shown() {
            Some(lines) => lines.to_vec(),
            None => vec![(t.too_long)(tree.lines)],
        };
        (t.code, lines)
    }

    /// A child entered or cut: the line of its event.
    fn code_line(explorer: &Explorer<Replay>, event: &EventOf<ReplayHooks>) -> Option<usize> {
        explorer.instance.tree.read().shown()?;
        let mut path: Vec<usize> = explorer.search().path().collect();
        match *event {
            Event::Enter { .. } => {}
            Event::Prune { child, .. } => path.push(child),
            _ => return None,
        }
        explorer.instance.tree.read().line_of(&path).checked_sub(1)
    }

    fn tree_name(explorer: &Explorer<Replay>, lang: Lang) -> &'static str {
        kind_name(explorer.instance.tree.read().header.tree.as_deref(), lang)
    }

    /// The notes the file gave, under the event they came after.
    fn notes(explorer: &Explorer<Replay>, pane: usize, _lang: Lang) -> Vec<(u64, String)> {
        explorer.panes[pane]
            .recent()
            .filter_map(|&(step, event)| match event {
                Event::Enter { note, .. } if !note.notes.is_empty() => {
                    Some((step, note.notes.get().replace('\n', " | ")))
                }
                _ => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use super::*;
    use crate::app::{App, Puzzle};
    use crate::engine::backtrack::Prune;
    use crate::problems::replay::engine::Instance;
    use crate::problems::replay::{Model, SAMPLE};
    use crate::ui::explore::testing::{paused, render, text};

    /// The sample's first `n` lines.
    fn lines(n: usize) -> String {
        SAMPLE.lines().take(n).flat_map(|l| [l, "\n"]).collect()
    }

    /// The student's four queens (the sample), paused at `step`.
    fn app(instance: Instance, lang: Lang, step: u64, prunes: &[Prune]) -> App<Model> {
        let mut a = paused(Model::new(instance, "queens4.jsonl".into(), prunes), lang);
        a.puzzle.seek(step);
        a
    }

    /// The sample at its sixth step (a cut by the constraint, its reason the file's), in both
    /// languages, on a laptop and on a projector.
    #[rstest]
    fn screens(
        #[values(Lang::En, Lang::Zh)] lang: Lang,
        #[values((80, 24), (100, 30))] size: (u16, u16),
    ) {
        let instance = Instance::read(SAMPLE, "queens4.jsonl").expect("the sample reads");
        let a = app(instance, lang, 6, &[Prune::Both]);
        let screen = text(&render(&a, size.0, size.1));
        assert!(screen.contains("c2"), "{screen}");
        let snapshot = format!("replay_{}_{}x{}", lang.code(), size.0, size.1);
        insta::assert_snapshot!(snapshot, render(&a, size.0, size.1).backend());
    }

    /// A stream read in part: the picture says how many events are in, and at its end the
    /// search waits (not done); a stream stopped by a bad line says the line, in both
    /// languages.
    #[rstest]
    #[case::reading(Lang::En, "", "reading: 9 events so far")]
    #[case::reading_zh(Lang::Zh, "", "读取中：已读 9 个事件")]
    #[case::stopped(Lang::En, "oops\n", "stopped reading at line 11")]
    #[case::stopped_zh(Lang::Zh, "oops\n", "读到第 11 行停止")]
    fn a_stream_says_how_its_reading_stands(
        #[case] lang: Lang,
        #[case] then: &str,
        #[case] said: &str,
    ) {
        use std::io::Write as _;
        let first = lines(10);
        // A pipe kept open while the screen is drawn: the program is still printing.
        let (input, mut output) = std::io::pipe().expect("a pipe");
        output.write_all(format!("{first}{then}").as_bytes()).expect("written");
        let instance = Instance::stream(Box::new(input), "-");
        let lines = 10 + usize::from(!then.is_empty());
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while instance.growing() && instance.tree.read().lines < lines {
            assert!(std::time::Instant::now() < deadline, "the lines were never read");
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let mut a = app(instance, lang, 0, &[Prune::Both]);
        a.puzzle.seek(100);
        let screen = text(&render(&a, 100, 30));
        // A wide character takes two cells: the screen's text has a blank after each.
        let squeezed = |t: &str| t.replace(' ', "");
        assert!(squeezed(&screen).contains(&squeezed(said)), "{screen}");
        // At the end of what was read the search waits while more may come, and ends once
        // the reading has.
        assert_eq!(a.puzzle.is_done(), !then.is_empty(), "{screen}");
        drop(output);
    }

    /// Two files side by side (`--compare`): each pane titled by its file, its own path.
    #[test]
    fn two_files_side_by_side() {
        let mut instance = Instance::read(SAMPLE, "mine/queens4.jsonl").expect("the sample");
        let book = lines(20);
        let other = Instance::read(&book, "book.jsonl").expect("its start reads");
        instance.other = Some((other.tree, "book.jsonl".into()));
        let a = app(instance, Lang::En, 12, &[Prune::Both; 2]);
        let screen = text(&render(&a, 100, 30));
        assert!(screen.contains("queens4.jsonl") && screen.contains("book.jsonl"), "{screen}");
        insta::assert_snapshot!(render(&a, 100, 30).backend());
    }
}
