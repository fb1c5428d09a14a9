//! The bottom line: the most used keys of the screen, as many as fit, from the key table; or,
//! in their place, the `:` prompt being typed, or a notice (a jump that found nothing, a stop
//! reached, a run going on).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use unicode_width::UnicodeWidthStr;

use crate::action::{Action, InputMode};
use crate::app::prompt::StopWords;
use crate::app::quiz::{Answer, Ask, Question, Reason};
use crate::app::stops::Notice;
use crate::app::{App, Puzzle};
use crate::i18n::{Lang, file_label, square};
use crate::ui::theme::Theme;

/// The bottom line.
pub struct KeyBar<'a> {
    /// The keys of the screen's mode, as (label, short words), in the order they go.
    pub keys: Vec<(String, &'static str)>,
    /// Language.
    pub lang: Lang,
    /// Styles.
    pub theme: &'a Theme,
    /// The prompt's text while it is open.
    pub prompt: Option<&'a str>,
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
            notice: app.notice.as_ref().map(|n| match n {
                Notice::Answered => answered(app),
                n => notice(n, app.lang, &P::STOP_WORDS, P::MAZE_WORDS),
            }),
            question: app
                .quiz
                .as_ref()
                .and_then(|q| q.pending.as_ref())
                .filter(|_| app.input == InputMode::Quiz)
                .map(|q| question_words(q, app.lang)),
        }
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

/// The keys the bar lists in `mode`, as (label, short words): a quiz's answering keys first,
/// then the rest in table order.
fn bar_keys<A: Copy + PartialEq>(
    table: &crate::action::KeyTable<A>,
    mode: InputMode,
    lang: Lang,
) -> Vec<(String, &'static str)> {
    // The help's own keys are in its footer; under it the bar shows the screen's.
    let mode = if mode == InputMode::Help {
        InputMode::Normal
    } else {
        mode
    };
    let mut keys: Vec<(bool, String, &'static str)> = table
        .bindings(mode)
        .filter(|b| b.show.in_bar())
        .map(|b| {
            // A quiz's answering keys come first.
            let answers = b
                .strokes
                .iter()
                .any(|s| matches!(s.action, Action::QuizKey(_) | Action::QuizDir(_)));
            (
                !answers,
                b.label(&lang.text().key_names),
                (b.text)(lang).short,
            )
        })
        .filter(|(_, _, short)| !short.is_empty())
        .collect();
    keys.sort_by_key(|k| k.0);
    keys.into_iter()
        .map(|(_, label, short)| (label, short))
        .collect()
}

/// An answer in words: a square or direction, or "none".
pub fn answer_words(answer: Answer, ask: Ask, lang: Lang) -> String {
    let words = lang.words();
    match (answer, ask) {
        (Answer::Column(col), Ask::Column { row }) => square(row, col),
        // The queen in that column (the one attacking the square asked about).
        (Answer::Column(col), _) => words.quiz_queen_in(&file_label(col)),
        (Answer::Stands, _) => words.quiz_stands().into(),
        (Answer::Attacked, _) => words.quiz_attacked_answer().into(),
        (Answer::Row(row), _) => words.quiz_row(row),
        (Answer::NoColumn, _) => words.quiz_no_column().into(),
        (Answer::Direction(d), _) => words.direction(d).into(),
        (Answer::DeadEnd, _) => words.quiz_dead_end().into(),
    }
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
    let words = app.lang.words();
    let Some(last) = app.quiz.as_ref().and_then(|q| q.last.as_ref()) else {
        return String::new();
    };
    let q = &last.question;
    let expected = answer_words(q.expected, q.ask, app.lang);
    // Right and wrong marked by a symbol, not only by words or colour.
    let (right, wrong) = if app.ascii {
        ("+", "x")
    } else {
        ("✓", "✗")
    };
    if last.right() {
        return format!("{right} {}", words.quiz_right(&expected));
    }
    let reasons: Vec<String> = q
        .reasons
        .iter()
        .map(|r| match *r {
            Reason::Attacked { square: s, by, .. } => {
                words.quiz_attacked(&square(s.0, s.1), &square(by.0, by.1))
            }
            Reason::Blocked { direction, why } => words.quiz_blocked(direction, why),
        })
        .collect();
    let given = answer_words(last.given, q.ask, app.lang);
    format!("{wrong} {}", words.quiz_wrong(&given, &expected, &reasons))
}

/// The question waiting, in words.
pub fn question_words(q: &Question, lang: Lang) -> String {
    let words = lang.words();
    match q.ask {
        Ask::Column { row } => words.quiz_column_question(row),
        Ask::Direction { from } => {
            words.quiz_direction_question(&format!("({},{})", from.0, from.1))
        }
        Ask::Stand { square: s } => words.quiz_stand_question(&square(s.0, s.1)),
        Ask::Attacker { square: s } => words.quiz_attacker_question(&square(s.0, s.1)),
        Ask::BackTo { row } => words.quiz_back_question(row),
    }
}

/// A notice in words, for a problem whose stops take `stop_words`.
pub fn notice(notice: &Notice, lang: Lang, stop_words: &StopWords, maze: bool) -> String {
    let words = lang.words();
    match notice {
        Notice::NoneBefore(kind) => words.none_before(*kind, maze),
        Notice::NoneAfter(kind) => words.none_after(*kind, maze),
        Notice::NoSolution(k) => words.no_solution(*k, maze),
        Notice::Stopped(landmark) => words.stopped(*landmark, maze),
        Notice::Stops(stops) => {
            let commands: Vec<String> = stops.iter().map(|s| stop_words.command(*s)).collect();
            words.stops(&commands)
        }
        Notice::BadCommand(line, problem) => words.prompt_error(line, *problem, maze),
        Notice::Running => words.running(),
        Notice::Exported(path) => words.exported(path),
        Notice::ExportFailed(path, why) => words.export_failed(path, why),
        Notice::QuizScore(right, asked) => words.quiz_score(*right, *asked),
        // Told from the quiz itself (`answered`).
        Notice::Answered => String::new(),
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
