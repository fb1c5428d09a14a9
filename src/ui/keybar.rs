//! The bottom line: the most used keys of the screen, as many as fit, from the key table; or,
//! in their place, the `:` prompt being typed, or a notice (a jump that found nothing, a stop
//! reached, a run going on).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::action::{Action, InputMode, Key};
use crate::app::prompt::StopWords;
use crate::app::quiz::Quizzed;
use crate::app::stops::Notice;
use crate::app::{App, Puzzle};
use crate::i18n::{Lang, Vocabulary};
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// The keys of the screen's mode, as (label, short words, dropped early), in the order
    /// they go.
    pub keys: Vec<(String, &'static str, bool)>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
    /// The prompt's text while it is open.
    pub prompt: Option<&'a str>,
    /// The prompt's syntax, shown while nothing is typed.
    pub syntax: Option<String>,
    /// A notice shown instead of the keys.
    pub notice: Option<String>,
    /// The quiz's question waiting, shown before the keys that answer it.
    pub question: Option<String>,
}

impl<'a> KeyBar<'a> {
    /// The bottom line of `app`'s screen: its prompt, its notice, or the keys of its mode.
    pub fn of<P: Puzzle>(app: &'a App<P>, theme: &'a Theme) -> KeyBar<'a> {
        KeyBar {
            keys: bar_keys(&app.keys, app.input, app.lang),
            lang: app.lang,
            theme,
            prompt: (app.input == InputMode::Prompt).then_some(app.prompt.as_str()),
            syntax: app.prompt.is_empty().then(|| {
                let stop = P::STOP_WORDS.command(crate::app::stops::Stop {
                    kind: crate::engine::LandmarkKind::Backtrack,
                    level: Some(2),
                });
                app.lang.words().prompt_syntax(&stop)
            }),
            notice: app.notice.as_ref().map(|n| match n {
                Notice::Answered => answered(app),
                n => notice(n, app.lang, &P::STOP_WORDS, P::vocabulary(app.lang)),
            }),
            question: app
                .quiz
                .as_ref()
                .and_then(|q| q.pending.as_ref())
                .filter(|_| app.input == InputMode::Quiz)
                .map(|q| {
                    let question = P::Quiz::question_words(q.ask, app.lang);
                    match app.notice {
                        Some(Notice::NotAnAnswer(key)) => {
                            format!("{} {question}", app.lang.words().not_an_answer(key))
                        }
                        _ => question,
                    }
                }),
        }
    }

    fn render_keys(&self, keys: &[(String, &str, bool)], area: Rect, buf: &mut Buffer) {
        // Drop keys until the rest fits: first those dropped early (the jumps after the first:
        // `:` reaches them too), the last first, then from the middle; help and quit always
        // stay.
        let width = |ks: &[&(String, &str, bool)]| {
            ks.iter()
                .map(|(label, short, _)| label.width() + short.width() + 3)
                .sum::<usize>()
        };
        let mut shown: Vec<&(String, &str, bool)> = keys.iter().collect();
        while width(&shown) > area.width as usize && shown.len() > 2 {
            let early = shown[..shown.len() - 2].iter().rposition(|k| k.2);
            shown.remove(early.unwrap_or(shown.len() - 3));
        }
        let mut spans = Vec::new();
        for (label, short, _) in shown {
            spans.push(Span::styled(format!(" {label}"), self.theme.key));
            spans.push(Span::styled(format!(" {short} "), self.theme.dim));
        }
        Line::from(spans).render(area, buf);
    }
}

/// The keys the bar lists in `mode`, as (label, short words): a quiz's answering keys first,
/// then the rest in table order.
fn bar_keys<A: Copy + PartialEq>(
    table: &crate::action::KeyTable<A>,
    mode: InputMode,
    lang: Lang,
) -> Vec<(String, &'static str, bool)> {
    // The help's own keys are in its footer; under it the bar shows the screen's.
    let mode = if mode == InputMode::Help {
        InputMode::Normal
    } else {
        mode
    };
    let mut keys: Vec<(bool, String, &'static str, bool)> = table
        .bindings(mode)
        .filter(|b| b.show.in_bar())
        // "Any letter answers": the question itself names its keys (`y/n`, `1 · 2`).
        .filter(|b| !b.strokes.iter().any(|s| s.key == Key::AnyChar))
        .map(|b| {
            // A quiz's answering keys come first.
            let answers = b
                .strokes
                .iter()
                .any(|s| matches!(s.action, Action::QuizKey(_) | Action::QuizDir(_)));
            let jump = b
                .strokes
                .iter()
                .any(|s| matches!(s.action, Action::Jump { .. }));
            (
                !answers,
                b.label(&lang.text().key_names),
                (b.text)(lang).short,
                jump,
            )
        })
        .filter(|(_, _, short, _)| !short.is_empty())
        .collect();
    // The first jump (the solutions, the goal) stays as long as any key; the others go first.
    if let Some(first) = keys.iter_mut().find(|k| k.3) {
        first.3 = false;
    }
    keys.sort_by_key(|k| k.0);
    keys.into_iter()
        .map(|(_, label, short, early)| (label, short, early))
        .collect()
}

/// While a question waits, the answer to the one before it (it would be gone with the
/// notice): shown on the scrubber's line.
pub fn quiz_feedback<P: Puzzle>(app: &App<P>) -> Option<String> {
    let quiz = app.quiz.as_ref()?;
    (app.input == InputMode::Quiz && quiz.last.is_some()).then(|| answered(app))
}

/// The last quiz answer in words: right, or wrong with the true step and what the search
/// ruled out on the way to it.
fn answered<P: Puzzle>(app: &App<P>) -> String {
    // Right and wrong marked by a symbol, not only by words or colour.
    let marks = if app.ascii {
        ("+", "x")
    } else {
        ("✓", "✗")
    };
    app.quiz
        .as_ref()
        .and_then(|q| q.last_words(app.lang, marks))
        .unwrap_or_default()
}

/// A notice in words, for a problem whose stops take `stop_words` and whose landmarks are
/// named by `v`.
pub fn notice(notice: &Notice, lang: Lang, stop_words: &StopWords, v: &Vocabulary) -> String {
    let words = lang.words();
    match notice {
        Notice::NoneBefore(kind) => words.none_before(*kind, v),
        Notice::NoneAfter(kind) => words.none_after(*kind, v),
        Notice::NoSolution(k) => words.no_solution(*k, v),
        Notice::PastEnd { asked, last } => words.past_end(*asked, *last),
        Notice::Stopped(landmark) => words.stopped(*landmark, v),
        Notice::Stops(stops) => {
            let commands: Vec<String> = stops.iter().map(|s| stop_words.command(*s)).collect();
            words.stops(&commands)
        }
        Notice::BadCommand(line, problem) => {
            words.prompt_error(line, *problem, stop_words.firsts(), stop_words.level)
        }
        Notice::Running => words.running(),
        Notice::Exported(path) => words.exported(path),
        Notice::ExportFailed(path, why) => words.export_failed(path, why),
        Notice::QuizScore(right, asked) => words.quiz_score(*right, *asked),
        // Told from the quiz itself (`answered`), or before its question.
        Notice::Answered | Notice::NotAnAnswer(_) => String::new(),
    }
}

impl Widget for &KeyBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let th = self.theme;
        if let Some(text) = self.prompt {
            // `:` and the text, a block cursor, then what Enter and Esc do.
            let keys = &self.keys;
            let hint: Vec<Span> = keys
                .iter()
                .flat_map(|(label, short, _)| {
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
            if let Some(syntax) = self.syntax.as_ref().filter(|_| text.is_empty()) {
                spans.push(Span::styled(
                    crate::ui::log::fit(format!(" {syntax}"), room.saturating_sub(1)),
                    th.dim,
                ));
            }
            spans.push(Span::raw(" "));
            spans.extend(hint);
            Line::from(spans).render(area, buf);
            return;
        }
        if let Some(question) = &self.question {
            // The question, then the keys that answer it; help and quit always stay.
            let keys = &self.keys;
            let kept: usize = keys
                .iter()
                .rev()
                .take(2)
                .map(|(label, short, _)| label.width() + short.width() + 3)
                .sum();
            let room = usize::from(area.width).saturating_sub(kept);
            let text = crate::ui::log::fit(format!(" {question} "), room);
            let w = (text.width() as u16).min(area.width);
            Line::styled(text, th.current).render(Rect::new(area.x, area.y, w, 1), buf);
            let rest = Rect::new(area.x + w, area.y, area.width - w, 1);
            self.render_keys(keys, rest, buf);
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
        self.render_keys(&self.keys, area, buf);
    }
}
