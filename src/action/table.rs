//! A problem's key table: the shared rows with its own in their sections. It reads a key or a
//! click as an action in an input mode, and lists the rows for the key bar and the help.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind,
};

use crate::action::keys::{Binding, Key};
use crate::action::shared::{Entry, Section, default_jumps, shared};
use crate::action::{Action, InputMode};
use crate::i18n::Lang;

/// A problem's key table: the shared rows with its own in their sections, in the order the
/// help lists them.
#[derive(Debug, Clone)]
pub struct KeyTable<A> {
    rows: Vec<Binding<A>>,
}

impl<A: Copy + PartialEq> KeyTable<A> {
    /// The table of a problem whose own rows are `own`, each with the section it goes in.
    pub fn new(own: &[(Section, Binding<A>)]) -> KeyTable<A> {
        let mut rows = Vec::new();
        for entry in shared() {
            match entry {
                Entry::Row(b) => rows.push(b),
                Entry::Worded(which, mut b) => {
                    if let Some((_, mine)) = own.iter().find(|(s, _)| *s == Section::Instead(which))
                    {
                        b.text = mine.text;
                    }
                    rows.push(b);
                }
                Entry::Slot(section) => {
                    let mine: Vec<Binding<A>> = own
                        .iter()
                        .filter(|(s, _)| *s == section)
                        .map(|(_, b)| b.clone())
                        .collect();
                    if section == Section::Jumps && mine.is_empty() {
                        rows.extend(default_jumps());
                    } else {
                        rows.extend(mine);
                    }
                }
            }
        }
        KeyTable { rows }
    }

    /// The table without the tree cursor's rows, for a problem whose tree panel has no cursor.
    #[must_use]
    pub fn without_tree_cursor(mut self) -> KeyTable<A> {
        self.rows.retain(|b| {
            !b.strokes
                .iter()
                .any(|s| s.action.is_tree() && s.action != Action::ToggleTree)
        });
        self
    }

    /// The table without the shared panels' keys (the tree, the estimate, the zoom), for a
    /// screen laid out its own way.
    #[must_use]
    pub fn without_panels(mut self) -> KeyTable<A> {
        self.rows.retain(|b| {
            !b.strokes.iter().any(|s| {
                matches!(
                    s.action,
                    Action::ToggleTree | Action::ToggleEstimate | Action::ToggleZoom
                )
            })
        });
        self
    }

    /// The table without a lesson's scene keys, for a search that is not a lesson's.
    #[must_use]
    pub fn without_lesson(mut self) -> KeyTable<A> {
        self.rows.retain(|b| {
            !b.strokes
                .iter()
                .any(|s| matches!(s.action, Action::Scene(_)))
        });
        self
    }

    /// Every row, in the order the help lists them.
    pub fn rows(&self) -> &[Binding<A>] {
        &self.rows
    }

    /// The rows that apply in `mode`, in table order.
    pub fn bindings(&self, mode: InputMode) -> impl Iterator<Item = &Binding<A>> + '_ {
        self.rows.iter().filter(move |b| b.applies(mode))
    }

    /// The help's list of keys: the rows of the main screen, of the editor, of the browser
    /// and the quiz's answers, in table order, as (keys, what they do); the editor's and the
    /// browser's marked as such.
    pub fn help_rows(&self, lang: Lang) -> Vec<(String, String)> {
        let t = lang.text();
        self.rows
            .iter()
            .filter(|b| b.show.in_help())
            .filter_map(|b| {
                let what = (b.text)(lang).long;
                if b.applies(InputMode::Normal) {
                    Some((b.label(&t.key_names), what.to_string()))
                } else if b.applies(InputMode::Edit) {
                    Some((b.label(&t.key_names), format!("{}{what}", t.editing_prefix)))
                } else if b.applies(InputMode::Browse) {
                    Some((
                        b.label(&t.key_names),
                        format!("{}{what}", t.browsing_prefix),
                    ))
                } else if b.applies(InputMode::Tree) {
                    // Their words say they are the tree cursor's.
                    Some((b.label(&t.key_names), what.to_string()))
                } else if b.applies(InputMode::Quiz)
                    && b.strokes.iter().any(|s| {
                        matches!(
                            s.action,
                            Action::QuizKey(_) | Action::QuizDir(_) | Action::Click(..)
                        ) || (s.action == Action::ToggleQuiz && s.key == Key::Esc)
                    })
                {
                    // Their words say they are the quiz's.
                    Some((b.label(&t.key_names), what.to_string()))
                } else {
                    None
                }
            })
            .collect()
    }

    /// The keys of the help itself, for its footer, as (keys, what they do); the scrolling
    /// keys only when the help is longer than the window.
    pub fn help_own_keys(&self, lang: Lang, scrolls: bool) -> Vec<(String, &'static str)> {
        let t = lang.text();
        self.bindings(InputMode::Help)
            .filter(|b| b.show.in_bar())
            .filter(|b| {
                scrolls
                    || !b
                        .strokes
                        .iter()
                        .any(|s| matches!(s.action, Action::ScrollHelp(_)))
            })
            .map(|b| (b.label(&t.key_names), (b.text)(lang).short))
            .collect()
    }

    /// The action for a terminal event, if any.
    pub fn action(&self, event: &Event, mode: InputMode) -> Option<Action<A>> {
        match event {
            Event::Key(key) if key.kind != KeyEventKind::Release => self.key(key, mode),
            Event::Mouse(mouse) => self.mouse(mouse, mode),
            Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
            Event::FocusGained => Some(Action::Redraw),
            _ => None,
        }
    }

    /// The action for a key press, if any: the first row in scope with a matching key.
    pub fn key(&self, key: &KeyEvent, mode: InputMode) -> Option<Action<A>> {
        self.bindings(mode)
            .flat_map(|b| &b.strokes)
            .find(|s| s.key.matches(key))
            .map(|s| match (s.action, key.code) {
                // A typed character: the one typed.
                (Action::PromptChar(_), KeyCode::Char(c)) => Action::PromptChar(c),
                (Action::QuizKey(_), KeyCode::Char(c)) => Action::QuizKey(c),
                (Action::Digit(_), KeyCode::Char(c)) => {
                    Action::Digit(c.to_digit(10).map_or(0, |d| d as u8))
                }
                (action, _) => action,
            })
    }

    /// Whether a left click does something in `mode`.
    pub fn takes_clicks(&self, mode: InputMode) -> bool {
        self.bindings(mode)
            .flat_map(|b| &b.strokes)
            .any(|s| s.key == Key::Click)
    }

    /// The action for a mouse event: a left click where the table has a click row in scope.
    pub fn mouse(&self, mouse: &MouseEvent, mode: InputMode) -> Option<Action<A>> {
        match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) if self.takes_clicks(mode) => {
                Some(Action::Click(mouse.column, mouse.row))
            }
            _ => None,
        }
    }

    /// Every action a key can trigger but the ones that leave the program (for tests that
    /// drive the visualizer at random).
    pub fn actions(&self) -> Vec<Action<A>> {
        let mut all: Vec<Action<A>> = Vec::new();
        for a in self
            .rows
            .iter()
            .flat_map(|b| b.strokes.iter().map(|s| s.action))
        {
            if !matches!(a, Action::Quit | Action::Interrupt | Action::Suspend)
                && all.last() != Some(&a)
            {
                all.push(a);
            }
        }
        all
    }

    /// Checks the table: no key does two things in one mode, and every row has words in both
    /// languages (a short label only where it goes in the bar). The first problem found.
    pub fn check(&self) -> Result<(), String> {
        for mode in InputMode::ALL {
            let keys: Vec<Key> = self
                .bindings(mode)
                .flat_map(|b| &b.strokes)
                .map(|s| s.key)
                .collect();
            for (i, k) in keys.iter().enumerate() {
                if keys[i + 1..].contains(k) {
                    return Err(format!("{k:?} twice in {mode:?}"));
                }
            }
        }
        for b in &self.rows {
            let en = (b.text)(Lang::En);
            let zh = (b.text)(Lang::Zh);
            let label = b.label(&Lang::En.text().key_names);
            if en.long.is_empty() || zh.long.is_empty() {
                return Err(format!("{label}: no words"));
            }
            if en.short.is_empty() != zh.short.is_empty() {
                return Err(format!("{label}: a short label in one language only"));
            }
        }
        Ok(())
    }
}
