//! The bottom line: the most used keys of the screen, as many as fit, from the key table; or,
//! in their place, the `:` prompt being typed, or a notice (a jump that found nothing, a stop
//! reached, a run going on).

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::action::{Action, InputMode, Key};
use crate::app::prompt::StopWords;
use crate::app::quiz::Quizzed;
use crate::app::stops::{Notice, Stop};
use crate::app::{App, Puzzle};
use crate::i18n::{Lang, Vocabulary};
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// The keys of the screen's mode, as (label, short words), the most useful first: as
    /// many as fit are shown from the left, help and quit always (the last two).
    pub keys: Vec<(String, Cow<'static, str>)>,
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
            keys: marked(bar_keys(&app.keys, app.input, app.lang), app),
            lang: app.lang,
            theme,
            prompt: (app.input == InputMode::Prompt).then_some(app.prompt.as_str()),
            syntax: app.prompt.is_empty().then(|| {
                let stop = P::STOP_WORDS.command(crate::app::stops::Stop {
                    kind: crate::engine::LandmarkKind::Backtrack,
                    level: Some(2),
                });
                let shared = app.lang.words().prompt_syntax(&stop);
                match P::command_example() {
                    Some(own) if app.lang == Lang::Zh => format!("{shared}、{own}"),
                    Some(own) => format!("{shared}, {own}"),
                    None => shared,
                }
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

    fn render_keys(&self, keys: &[(String, Cow<str>)], area: Rect, buf: &mut Buffer) {
        // Help and quit (the last two) always stay; the others are taken in order, the most
        // useful first, each that still fits (a short key may fill the room a long one left):
        // `?` lists the rest.
        let width = |(label, short): &(String, Cow<str>)| label.width() + short.width() + 3;
        let split = keys.len().saturating_sub(2);
        let (rest, last) = keys.split_at(split);
        let mut room = (area.width as usize).saturating_sub(last.iter().map(width).sum());
        let mut shown: Vec<&(String, Cow<str>)> = Vec::new();
        for key in rest {
            if width(key) <= room {
                room -= width(key);
                shown.push(key);
            }
        }
        shown.extend(last);
        let mut spans = Vec::new();
        for (label, short) in shown {
            spans.push(Span::styled(format!(" {label}"), self.theme.key));
            spans.push(Span::styled(format!(" {short} "), self.theme.dim));
        }
        Line::from(spans).render(area, buf);
    }
}

/// How useful a key is on the bar, the most useful lowest: a quiz's answering keys; play,
/// step and back; the first two jumps (the solutions and the backtracks, the goal and the
/// dead ends), the `:` prompt, the tree and a row the problem marks early (the prune switch);
/// the speed and the other jumps; then every other key, the problem's own among them; help
/// and quit last (always shown).
fn rank<A>(action: &Action<A>, early_jump: bool) -> u8 {
    match action {
        Action::QuizKey(_) | Action::QuizDir(_) => 0,
        Action::TogglePlay | Action::StepForward | Action::StepBack => 1,
        Action::Jump { .. } if early_jump => 2,
        Action::OpenPrompt | Action::ToggleTree => 2,
        Action::Jump { .. } | Action::Faster | Action::Slower => 3,
        Action::ToggleHelp | Action::CloseHelp | Action::Quit => 9,
        _ => 4,
    }
}

/// With a GIF's first step marked (`X`, a key only the help lists otherwise), its key comes
/// first and says from which step.
fn marked<P: Puzzle>(
    mut keys: Vec<(String, Cow<'static, str>)>,
    app: &App<P>,
) -> Vec<(String, Cow<'static, str>)> {
    let Some(from) = app.gif_mark else {
        return keys;
    };
    let gif = app
        .keys
        .bindings(InputMode::Normal)
        .find(|b| b.strokes.iter().any(|s| s.action == Action::Gif));
    if let Some(b) = gif {
        let label = b.bar_label(&app.lang.text().key_names);
        let words = (crate::i18n::gif::text(app.lang).marked_short)(from);
        keys.insert(0, (label, Cow::Owned(words)));
    }
    keys
}

/// The keys the bar lists in `mode`, as (label, short words), by [`rank`], in table order
/// within a rank.
fn bar_keys<A: Copy + PartialEq>(
    table: &crate::action::KeyTable<A>,
    mode: InputMode,
    lang: Lang,
) -> Vec<(String, Cow<'static, str>)> {
    // The help's own keys are in its footer; under it the bar shows the screen's.
    let mode = if mode == InputMode::Help {
        InputMode::Normal
    } else {
        mode
    };
    let mut jumps = 0;
    let mut keys: Vec<(u8, String, &'static str)> = table
        .bindings(mode)
        .filter(|b| b.show.in_bar())
        // "Any letter answers": the question itself names its keys (`y/n`, `1 · 2`).
        .filter(|b| !b.strokes.iter().any(|s| s.key == Key::AnyChar))
        .filter(|b| !(b.text)(lang).short.is_empty())
        .map(|b| {
            let jump = b
                .strokes
                .iter()
                .any(|s| matches!(s.action, Action::Jump { .. }));
            let rank = b
                .strokes
                .iter()
                .map(|s| rank(&s.action, jump && jumps < 2))
                .chain((b.show == crate::action::Show::Early).then_some(2))
                .min()
                .unwrap_or(4);
            jumps += usize::from(jump);
            (
                rank,
                b.bar_label(&lang.text().key_names),
                (b.text)(lang).short,
            )
        })
        .collect();
    keys.sort_by_key(|k| k.0);
    keys.into_iter()
        .map(|(_, label, short)| (label, Cow::Borrowed(short)))
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

/// The stops set, as the header and the notices name them in `lang` (the commands in
/// English, the landmarks' words in Chinese).
pub fn stop_names(
    stops: &[Stop],
    lang: Lang,
    stop_words: &StopWords,
    v: &Vocabulary,
) -> Vec<String> {
    stops
        .iter()
        .map(|s| {
            let at = s.level.map(v.at_level);
            lang.words()
                .stop_name(&stop_words.command(*s), v.name(s.kind), at)
        })
        .collect()
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
        Notice::Stops(stops) => words.stops(&stop_names(stops, lang, stop_words, v)),
        Notice::BadCommand(line, problem) => {
            words.prompt_error(line, *problem, stop_words.firsts(), stop_words.level)
        }
        Notice::Running => words.running(),
        Notice::Exported(path) => words.exported(path),
        Notice::Said(line) => line.clone(),
        Notice::ExportFailed(path, why) => words.export_failed(path, why),
        Notice::QuizScore(right, asked) => words.quiz_score(*right, *asked),
        Notice::NoTreeCursor(true) => {
            (crate::i18n::tree::text(lang).too_long)(crate::engine::tree::REPLAY_MAX)
        }
        Notice::NoTreeCursor(false) => crate::i18n::tree::text(lang).no_cursor.to_string(),
        Notice::Scene(held) => crate::ui::lesson::held(*held, lang),
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
                .map(|(label, short)| label.width() + short.width() + 3)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{KeyTable, NORMAL, Section, named, row};
    use crate::app::{ColorDepth, ThemeName};

    /// A table with two own rows: one marked early, one not.
    fn table() -> KeyTable<u8> {
        KeyTable::new(&[
            (
                Section::Size,
                row(vec![named(Key::Char('['), Action::Own(1))], NORMAL, |l| {
                    &l.text().keys.export
                }),
            ),
            (
                Section::Size,
                row(vec![named(Key::Tab, Action::Own(2))], NORMAL, |l| {
                    &l.text().keys.tree
                })
                .early(),
            ),
        ])
    }

    /// The bar's keys, the most useful first (issue 26: the jumps, `:` and `t` before a
    /// problem's size keys): play, step, back; the first two jumps, `:`, the tree and a row
    /// marked early; then the speed; then the rest; help and quit last.
    #[test]
    fn the_most_useful_keys_come_first() {
        let keys = bar_keys(&table(), InputMode::Normal, Lang::En);
        let labels: Vec<&str> = keys.iter().map(|(l, _)| l.as_str()).collect();
        let at = |label: &str| labels.iter().position(|l| *l == label).unwrap();
        assert_eq!(&labels[..3], ["Space", "Right", "Left"], "{labels:?}");
        assert_eq!(&labels[labels.len() - 2..], ["?", "q"], "{labels:?}");
        for early in ["n N", "b B", ":", "t", "Tab"] {
            assert!(
                at(early) < at("+ -"),
                "{early} before the speed: {labels:?}"
            );
        }
        assert!(at("+ -") < at("["), "{labels:?}");
    }

    /// The bar takes the keys in order while they fit, a short later key filling the room a
    /// long one left, and always ends with help and quit.
    #[test]
    fn keys_are_packed_in_order_help_and_quit_always() {
        let keys: Vec<(String, Cow<str>)> = vec![
            ("a".into(), "first".into()),
            ("b".into(), "a very long second key".into()),
            ("c".into(), "third".into()),
            ("?".into(), "help".into()),
            ("q".into(), "quit".into()),
        ];
        let theme = Theme::new(ThemeName::Dark, ColorDepth::TrueColor);
        let bar = KeyBar {
            keys,
            lang: Lang::En,
            theme: &theme,
            prompt: None,
            syntax: None,
            notice: None,
            question: None,
        };
        let mut buf = Buffer::empty(Rect::new(0, 0, 40, 1));
        bar.render_keys(&bar.keys, buf.area, &mut buf);
        let line: String = (0..40).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert_eq!(line.trim_end(), " a first  c third  ? help  q quit");
    }
}
