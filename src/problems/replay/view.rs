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
