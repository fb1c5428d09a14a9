//! A lesson's caption panel, under the problem's screen: the lesson's title and the scene's
//! number in its frame, the caption in the interface's language, and a line of keys or of
//! what the scene waits for.
//!
//! ```text
//! ╭ The subset tree · scene 3 of 9 ──────────────────────────────────╮
//! │ The bound cuts a branch once cs + r < M. Watch the crossed nodes. │
//! │ PgDn next scene · PgUp previous · q ends the lesson              │
//! ╰──────────────────────────────────────────────────────────────────╯
//! ```

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::action::InputMode;
use crate::app::lesson::{Held, Scene, Wait};
use crate::app::{App, Puzzle};
use crate::i18n::Lang;
use crate::i18n::lesson::text;
use crate::ui::common::framed;
use crate::ui::theme::Theme;
use unicode_width::UnicodeWidthStr;

/// The caption panel of a scene.
pub struct Caption<'a> {
    /// The scene.
    pub scene: &'a Scene,
    /// Framed (a panel of its own) or compact (over the screen's last rows).
    pub framed: bool,
    /// The interface's language.
    pub lang: Lang,
    /// The colours.
    pub theme: &'a Theme,
}

/// What the scene waits for, in words.
fn waits_for(wait: Wait, lang: Lang) -> &'static str {
    match wait {
        Wait::Answer => text(lang).wait_answer,
        Wait::Stop => text(lang).wait_stop,
    }
}

/// The key bar's words for a scene key that did not turn the scene.
pub fn held(held: Held, lang: Lang) -> String {
    let t = text(lang);
    match held {
        Held::First => t.first.to_string(),
        Held::Last => t.last.to_string(),
        Held::Waiting(Wait::Answer) => t.held_answer.to_string(),
        Held::Waiting(Wait::Stop) => t.held_stop.to_string(),
    }
}

/// The first `rows` of `lines`, the last of them ending in `…` when some are left out.
fn shown(lines: &[String], rows: usize, width: usize) -> Vec<String> {
    let mut out: Vec<String> = lines.iter().take(rows).cloned().collect();
    if lines.len() > rows
        && let Some(last) = out.last_mut()
    {
        while last.width() + 1 > width && last.pop().is_some() {}
        last.push('…');
    }
    out
}

impl Widget for &Caption<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = text(self.lang);
        let scene = self.scene;
        let lines = crate::layout::lesson::lines(&scene.caption, area.width);
        if !self.framed {
            // A small window: the caption's first lines, marked, without frame or keys (the
            // header says the scene, the help the keys).
            let width = usize::from(area.width.saturating_sub(2));
            for (i, line) in shown(&lines, area.height.into(), width).iter().enumerate() {
                let y = area.y + i as u16;
                buf.set_string(area.x, y, "▍", self.theme.key);
                let row = Rect::new(area.x + 2, y, area.width.saturating_sub(2), 1);
                Line::from(Span::styled(line.as_str(), self.theme.text)).render(row, buf);
            }
            return;
        }
        let title = (t.title)(&scene.title, scene.index + 1, scene.count);
        let inner = framed(buf, area, title, self.theme);
        let width = usize::from(inner.width.saturating_sub(2));
        // The keys' line is the last; the caption takes the rows above it.
        let rows = usize::from(inner.height.saturating_sub(1));
        for (i, line) in shown(&lines, rows, width).iter().enumerate() {
            let row = Rect::new(inner.x + 1, inner.y + i as u16, width as u16, 1);
            Line::from(Span::styled(line.as_str(), self.theme.text)).render(row, buf);
        }
        let last = scene.index + 1 == scene.count;
        let (words, style) = match scene.wait {
            Some(wait) if !scene.met => (waits_for(wait, self.lang), self.theme.paused),
            Some(_) if last => (t.last_waited, self.theme.solution),
            Some(_) => (t.waited, self.theme.solution),
            None if last => (t.last_hint, self.theme.dim),
            None => (t.hint, self.theme.dim),
        };
        let row = Rect::new(inner.x + 1, inner.bottom() - 1, width as u16, 1);
        Line::from(Span::styled(words, style)).render(row, buf);
    }
}

/// Draws the caption of the lesson's scene: its panel under the problem's screen, or, in a
/// small window, its first lines over the screen's scrubber and key bar; the key bar stays
/// while it has something to say (a notice, a question waiting). Nothing when no lesson plays.
pub fn draw<P: Puzzle>(frame: &mut Frame, app: &App<P>) {
    use crate::layout::lesson::{Place, split};
    let Some(scene) = &app.lesson else {
        return;
    };
    let (area, framed) = match split(frame.area(), &scene.caption).1 {
        Place::Panel(panel) => (panel, true),
        Place::Over(over) if app.notice.is_some() || app.input == InputMode::Quiz => {
            (Rect { height: 1, ..over }, false)
        }
        Place::Over(over) => (over, false),
    };
    let theme = Theme::new(app.theme, app.depth);
    let caption = Caption {
        scene,
        framed,
        lang: app.lang,
        theme: &theme,
    };
    ratatui::widgets::Clear.render(area, frame.buffer_mut());
    frame.render_widget(&caption, area);
}
