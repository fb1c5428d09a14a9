//! The bottom line: the most used keys of the screen, as many as fit, from the key table; or,
//! in their place, the `:` prompt being typed, or a notice (a jump that found nothing, a stop
//! reached, a run going on).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::action::{self, InputMode, PuzzleKind};
use crate::app::prompt::stop_command;
use crate::app::stops::Notice;
use crate::app::{App, Puzzle};
use crate::i18n::Lang;
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// Whose keys.
    pub puzzle: PuzzleKind,
    /// Which keys apply.
    pub mode: InputMode,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
    /// The prompt's text while it is open.
    pub prompt: Option<&'a str>,
    /// A notice shown instead of the keys.
    pub notice: Option<String>,
}

impl<'a> KeyBar<'a> {
    /// The bottom line of `app`'s screen: its prompt, its notice, or the keys of its mode.
    pub fn of<P: Puzzle>(app: &'a App<P>, theme: &'a Theme) -> KeyBar<'a> {
        KeyBar {
            puzzle: P::KIND,
            mode: app.input,
            lang: app.lang,
            theme,
            prompt: (app.input == InputMode::Prompt).then_some(app.prompt.as_str()),
            notice: app.notice.as_ref().map(|n| notice(n, app.lang, P::KIND)),
        }
    }

    fn keys(&self) -> Vec<(String, &'static str)> {
        let texts = &self.lang.text().keys;
        // The help's own keys are in its footer; under it the bar shows the screen's.
        let mode = if self.mode == InputMode::Help {
            InputMode::Normal
        } else {
            self.mode
        };
        action::bindings(self.puzzle, mode)
            .filter(|b| b.show.in_bar())
            .map(|b| (b.label(&self.lang.text().key_names), (b.text)(texts).short))
            .filter(|(_, short)| !short.is_empty())
            .collect()
    }

    fn render_keys(&self, keys: &[(String, &str)], area: Rect, buf: &mut Buffer) {
        // Drop keys from the middle until the rest fits; help and quit always stay.
        let width = |ks: &[&(String, &str)]| {
            ks.iter()
                .map(|(label, short)| label.width() + short.width() + 3)
                .sum::<usize>()
        };
        let mut shown: Vec<&(String, &str)> = keys.iter().collect();
        while width(&shown) > area.width as usize && shown.len() > 2 {
            shown.remove(shown.len() - 3);
        }
        let mut spans = Vec::new();
        for (label, short) in shown {
            spans.push(Span::styled(format!(" {label}"), self.theme.key));
            spans.push(Span::styled(format!(" {short} "), self.theme.dim));
        }
        Line::from(spans).render(area, buf);
    }
}

/// A notice in words.
pub fn notice(notice: &Notice, lang: Lang, puzzle: PuzzleKind) -> String {
    let words = lang.words();
    let maze = puzzle == PuzzleKind::Maze;
    match notice {
        Notice::NoneBefore(kind) => words.none_before(*kind, maze),
        Notice::NoneAfter(kind) => words.none_after(*kind, maze),
        Notice::NoSolution(k) => words.no_solution(*k, maze),
        Notice::Stopped(landmark) => words.stopped(*landmark, maze),
        Notice::Stops(stops) => {
            let commands: Vec<String> = stops.iter().map(|s| stop_command(*s, puzzle)).collect();
            words.stops(&commands)
        }
        Notice::BadCommand(line, problem) => words.prompt_error(line, *problem, maze),
        Notice::Running => words.running(),
        Notice::Exported(path) => words.exported(path),
        Notice::ExportFailed(path, why) => words.export_failed(path, why),
    }
}

impl Widget for &KeyBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        if let Some(text) = self.prompt {
            // `:` and the text, a block cursor, then what Enter and Esc do.
            let keys = self.keys();
            let hint: Vec<Span> = keys
                .iter()
                .flat_map(|(label, short)| {
                    [
                        Span::styled(format!("  {label}"), th.key),
                        Span::styled(format!(" {short}"), th.dim),
                    ]
                })
                .collect();
            let hint_w: usize = hint.iter().map(Span::width).sum();
            let room = usize::from(area.width).saturating_sub(hint_w + 3);
            // The end of a long line stays in view.
            let mut shown: String = text.to_string();
            while shown.width() > room && !shown.is_empty() {
                shown.remove(0);
            }
            let mut spans = vec![
                Span::styled(":", th.key),
                Span::styled(shown, th.text),
                Span::styled(" ", th.current),
            ];
            spans.push(Span::raw(" "));
            spans.extend(hint);
            Line::from(spans).render(area, buf);
            return;
        }
        if let Some(text) = &self.notice {
            Line::from(vec![
                Span::styled(" ", Style::new()),
                Span::styled(format!(" {text} "), th.current),
            ])
            .render(area, buf);
            return;
        }
        self.render_keys(&self.keys(), area, buf);
    }
}
