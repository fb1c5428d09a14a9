//! The pieces of the key table: keys as the table names them, a row's keys and the action
//! each triggers, its words, where it is listed, and the input modes it applies in.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::action::{Action, InputMode};
use crate::engine::LandmarkKind;
use crate::i18n::{KeyNames, KeyText, Lang};

/// A key as the table names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A printable character.
    Char(char),
    /// The space bar.
    Space,
    /// Arrow left.
    Left,
    /// Arrow right.
    Right,
    /// Arrow up.
    Up,
    /// Arrow down.
    Down,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Tab.
    Tab,
    /// Shift-Tab.
    BackTab,
    /// Enter.
    Enter,
    /// Escape.
    Esc,
    /// Backspace.
    Backspace,
    /// Any printable character (typed into the prompt).
    AnyChar,
    /// Any digit 0-9 (a number typed where one is chosen).
    Digit,
    /// A character with Control held.
    Ctrl(char),
    /// A left click of the mouse.
    Click,
}

impl Key {
    /// The key's name as the key bar and help print it: key caps as printed on keyboards;
    /// the words (the arrows, a click) in the user's language.
    pub fn name(self, names: &KeyNames) -> String {
        match self {
            Key::Char(c) => c.to_string(),
            Key::Space => "Space".into(),
            Key::Left => "Left".into(),
            Key::Right => "Right".into(),
            Key::Up => "Up".into(),
            Key::Down => "Down".into(),
            Key::Home => "Home".into(),
            Key::End => "End".into(),
            Key::PageUp => "PgUp".into(),
            Key::PageDown => "PgDn".into(),
            Key::Tab => "Tab".into(),
            Key::BackTab => "Shift-Tab".into(),
            Key::Enter => "Enter".into(),
            Key::Esc => "Esc".into(),
            Key::Backspace => "Backspace".into(),
            Key::AnyChar => "a-z".into(),
            Key::Digit => "0-9".into(),
            Key::Ctrl(c) => format!("Ctrl-{}", c.to_ascii_uppercase()),
            Key::Click => names.click.into(),
        }
    }

    /// Whether a key press is this key.
    pub(crate) fn matches(self, key: &KeyEvent) -> bool {
        let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
        match self {
            Key::Ctrl(c) => ctrl && key.code == KeyCode::Char(c),
            _ if ctrl => false,
            Key::Char(c) => key.code == KeyCode::Char(c),
            Key::Space => key.code == KeyCode::Char(' '),
            Key::Left => key.code == KeyCode::Left,
            Key::Right => key.code == KeyCode::Right,
            Key::Up => key.code == KeyCode::Up,
            Key::Down => key.code == KeyCode::Down,
            Key::Home => key.code == KeyCode::Home,
            Key::End => key.code == KeyCode::End,
            Key::PageUp => key.code == KeyCode::PageUp,
            Key::PageDown => key.code == KeyCode::PageDown,
            Key::Tab => key.code == KeyCode::Tab,
            Key::BackTab => key.code == KeyCode::BackTab,
            Key::Enter => key.code == KeyCode::Enter,
            Key::Esc => key.code == KeyCode::Esc,
            Key::Backspace => key.code == KeyCode::Backspace,
            Key::AnyChar => matches!(key.code, KeyCode::Char(c) if !c.is_control()),
            Key::Digit => matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit()),
            Key::Click => false,
        }
    }
}

/// One key of a row and the action it triggers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stroke<A> {
    /// The key.
    pub key: Key,
    /// What it does.
    pub action: Action<A>,
    /// Whether the row's label names it (an alias like `=` for `+` is not named).
    pub shown: bool,
}

/// The action of a jump key.
pub const fn jump<A>(kind: LandmarkKind, forward: bool) -> Action<A> {
    Action::Jump { kind, forward }
}

/// A key the row's label names.
pub const fn named<A>(key: Key, action: Action<A>) -> Stroke<A> {
    Stroke {
        key,
        action,
        shown: true,
    }
}

/// A key that works but that the row's label leaves out (`=` beside `+`).
pub const fn alias<A>(key: Key, action: Action<A>) -> Stroke<A> {
    Stroke {
        key,
        action,
        shown: false,
    }
}

/// What a row does, in a language: its words for the key bar and the help.
pub type RowText = fn(Lang) -> &'static KeyText;

/// One row of the key table.
#[derive(Debug, Clone)]
pub struct Binding<A> {
    /// The keys of the row, each with its action.
    pub strokes: Vec<Stroke<A>>,
    /// The input modes the row applies in.
    pub modes: &'static [InputMode],
    /// What the row does, in the user's language.
    pub text: RowText,
    /// Where the row is listed.
    pub show: Show,
}

/// Where a row of the key table is listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    /// In the help overlay, and in the key bar when it has a short label.
    HelpAndBar,
    /// As `HelpAndBar`, and among the first keys the bar keeps (a problem's switch that its
    /// lesson is about: the prune setting).
    Early,
    /// Only in the key bar (another row already explains it in the help).
    Bar,
    /// Nowhere (Ctrl-C, the keys that close the help).
    Nowhere,
}

impl Show {
    /// Whether the help overlay lists the row.
    pub fn in_help(self) -> bool {
        matches!(self, Show::HelpAndBar | Show::Early)
    }

    /// Whether the key bar may list the row.
    pub fn in_bar(self) -> bool {
        self != Show::Nowhere
    }
}

/// Keys by name, one space apart; the four arrows in order as one word (`arrows`).
pub(crate) fn key_names(keys: &[Key], names: &KeyNames) -> String {
    if keys == [Key::Up, Key::Down, Key::Left, Key::Right] {
        return names.arrows.into();
    }
    keys.iter()
        .map(|k| k.name(names))
        .collect::<Vec<_>>()
        .join(" ")
}

impl<A: Copy> Binding<A> {
    /// The keys as the key bar and help print them, e.g. `Right l`, `+ -`, `arrows`.
    pub fn label(&self, names: &KeyNames) -> String {
        let shown: Vec<Key> = self
            .strokes
            .iter()
            .filter(|s| s.shown)
            .map(|s| s.key)
            .collect();
        key_names(&shown, names)
    }

    /// The keys as the key bar prints them: as [`Binding::label`], but a key that only
    /// repeats the action of one before it is left to the help (`Right`, not `Right l`;
    /// `n N` stays: two actions).
    pub fn bar_label(&self, names: &KeyNames) -> String
    where
        A: PartialEq,
    {
        let mut strokes: Vec<&Stroke<A>> = Vec::new();
        for s in self.strokes.iter().filter(|s| s.shown) {
            if !strokes.iter().any(|t| t.action == s.action) {
                strokes.push(s);
            }
        }
        let keys: Vec<Key> = strokes.iter().map(|s| s.key).collect();
        key_names(&keys, names)
    }

    /// Whether the row applies in `mode`.
    pub fn applies(&self, mode: InputMode) -> bool {
        self.modes.contains(&mode)
    }

    /// Listed in the key bar only.
    #[must_use]
    pub fn bar_only(self) -> Binding<A> {
        Binding {
            show: Show::Bar,
            ..self
        }
    }

    /// Listed in the help, and kept early in the key bar.
    #[must_use]
    pub fn early(self) -> Binding<A> {
        Binding {
            show: Show::Early,
            ..self
        }
    }

    /// Listed nowhere.
    #[must_use]
    pub fn hidden(self) -> Binding<A> {
        Binding {
            show: Show::Nowhere,
            ..self
        }
    }
}

/// A row of the key table, listed in the help and the key bar.
pub fn row<A>(strokes: Vec<Stroke<A>>, modes: &'static [InputMode], text: RowText) -> Binding<A> {
    Binding {
        strokes,
        modes,
        text,
        show: Show::HelpAndBar,
    }
}

/// The main screen.
pub const NORMAL: &[InputMode] = &[InputMode::Normal];
/// The editor.
pub const EDIT: &[InputMode] = &[InputMode::Edit];
/// The help overlay.
pub const HELP: &[InputMode] = &[InputMode::Help];
/// The main screen and the editor.
pub const NOT_HELP: &[InputMode] = &[InputMode::Normal, InputMode::Edit];
/// Where `?` opens the help: everywhere but the help itself and the prompt.
pub(crate) const HELP_FROM: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
    InputMode::Tree,
];
/// The main screen, with or without a cursor on the tree: playing, the panels, the theme.
pub(crate) const MAIN: &[InputMode] = &[InputMode::Normal, InputMode::Tree];
/// Where `z` zooms: the main screen (with the tree cursor too) and the editor.
pub(crate) const ZOOM: &[InputMode] = &[InputMode::Normal, InputMode::Edit, InputMode::Tree];
/// The tree cursor.
pub const TREE: &[InputMode] = &[InputMode::Tree];
/// The browser.
pub const BROWSE: &[InputMode] = &[InputMode::Browse];
pub(crate) const PROMPT: &[InputMode] = &[InputMode::Prompt];
/// Where `q` quits: everywhere but the prompt, where it is a letter.
pub(crate) const NOT_PROMPT: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Help,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
    InputMode::Tree,
];
pub(crate) const ALL: &[InputMode] = &InputMode::ALL;
/// A quiz question waiting.
pub const QUIZ: &[InputMode] = &[InputMode::Quiz];
/// Where a lesson's scene keys apply: the main screen, the tree cursor, a question waiting.
pub(crate) const SCENE: &[InputMode] = &[InputMode::Normal, InputMode::Tree, InputMode::Quiz];
