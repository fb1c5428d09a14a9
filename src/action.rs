//! Input → [`Action`]: the key table, and the pure function that reads it.
//!
//! One table of keys per problem, [`KeyTable`], built from the rows every problem shares
//! (playing, stepping, jumps, the prompt, the help...) and the problem's own rows, each of which
//! names the [`Section`] of the shared table it goes in. The table drives the key map
//! ([`KeyTable::action`]), the key bar and the help overlay, so a key and its label cannot drift
//! apart; the words come from each row's text function. A row lists its keys with the action
//! each one triggers, the input modes it applies in, and its description. Rows are in the
//! order the help lists them.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::engine::LandmarkKind;
use crate::i18n::lesson::text as lesson_words;
use crate::i18n::tree::text as tree_words;
use crate::i18n::{KeyNames, KeyText, Lang};

/// Something the user asked for; `A` is the problem's own actions. `App::update` is the only
/// place actions take effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action<A> {
    /// Play or pause.
    TogglePlay,
    /// One step forward (pauses).
    StepForward,
    /// One step back (pauses).
    StepBack,
    /// The next faster speed.
    Faster,
    /// The next slower speed.
    Slower,
    /// The next colour theme: dark, light, mono.
    CycleTheme,
    /// Zoom: the board fills the window, or the panels come back.
    ToggleZoom,
    /// Jump to the next (run forward) or the previous landmark of a kind: a solution, a
    /// backtrack, a placement (each problem names its own).
    Jump {
        /// Which landmarks.
        kind: LandmarkKind,
        /// Forward (run until one is met) or back (to the last one before).
        forward: bool,
    },
    /// Open the `:` prompt (go to a step or a solution, set stops).
    OpenPrompt,
    /// A character typed into the prompt.
    PromptChar(char),
    /// Delete the prompt's last character.
    PromptBackspace,
    /// Carry out the prompt's command.
    PromptSubmit,
    /// Close the prompt without doing anything.
    PromptCancel,
    /// Show or hide the state-space tree.
    ToggleTree,
    /// Put a cursor on the tree (opening the panel), or take it off.
    TreeWalk,
    /// Tree cursor: up to the parent, down to the first child, left or right to a sibling.
    TreeMove(Direction),
    /// Tree cursor: go to the step that visited the node.
    TreeGo,
    /// Tree cursor: back to the node the search stands on.
    TreeHere,
    /// The tree's level of detail: more (`true`) or less.
    TreeDetail(bool),
    /// Start or leave the predict-the-next-step quiz.
    ToggleQuiz,
    /// A key typed as a quiz answer (a letter, a digit, `.` for none).
    QuizKey(char),
    /// A digit typed where a number chooses something (the solutions browser's `#K`).
    Digit(u8),
    /// An arrow as a quiz answer.
    QuizDir(Direction),
    /// Write the picture on screen as an SVG file (`x`).
    Export,
    /// Back to step 0.
    First,
    /// Run to the end of the search.
    Last,
    /// Restart at step 0 and forget the history.
    Restart,
    /// Enter or leave the problem's editor.
    ToggleEdit,
    /// Editor: move the cursor one cell.
    MoveCursor(Direction),
    /// A left click at a screen position (column, row).
    Click(u16, u16),
    /// Open or close the help overlay.
    ToggleHelp,
    /// Close the help overlay.
    CloseHelp,
    /// Scroll the help overlay.
    ScrollHelp(Scroll),
    /// Quit the program.
    Quit,
    /// Ctrl-C: quit, as an interrupt (exit status 130).
    Interrupt,
    /// Ctrl-Z: restore the terminal and stop, until `fg`.
    Suspend,
    /// The window changed size (columns, rows).
    Resize(u16, u16),
    /// Something on screen may have changed: draw again.
    Redraw,
    /// A lesson's next (`true`) or previous scene.
    Scene(bool),
    /// An action of the problem's own.
    Own(A),
}

impl<A> Action<A> {
    /// Whether it is the tree panel's: shown or hidden, its cursor and level of detail.
    pub fn is_tree(&self) -> bool {
        matches!(
            self,
            Action::ToggleTree
                | Action::TreeWalk
                | Action::TreeMove(_)
                | Action::TreeGo
                | Action::TreeHere
                | Action::TreeDetail(_)
        )
    }
}

/// How to scroll a long list (the help).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scroll {
    /// One line up.
    Up,
    /// One line down.
    Down,
    /// A page up.
    PageUp,
    /// A page down.
    PageDown,
    /// To the top.
    Top,
    /// To the bottom.
    Bottom,
}

/// A direction on the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// Towards the top.
    Up,
    /// Towards the bottom.
    Down,
    /// Towards the left.
    Left,
    /// Towards the right.
    Right,
}

impl Direction {
    /// The square one step this way from `at` on a `rows`×`cols` grid, stopping at the edges
    /// (the editors' cursors).
    pub fn moved(self, (r, c): (usize, usize), (rows, cols): (usize, usize)) -> (usize, usize) {
        match self {
            Direction::Up => (r.saturating_sub(1), c),
            Direction::Down => ((r + 1).min(rows - 1), c),
            Direction::Left => (r, c.saturating_sub(1)),
            Direction::Right => (r, (c + 1).min(cols - 1)),
        }
    }
}

/// Which keys apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InputMode {
    /// The main screen.
    #[default]
    Normal,
    /// The help overlay is open.
    Help,
    /// The problem's editor is open.
    Edit,
    /// The `:` prompt is open: keys type into it.
    Prompt,
    /// The problem's browser (the solutions found) is open.
    Browse,
    /// A quiz question waits for its answer.
    Quiz,
    /// A cursor is on the state-space tree: the arrows move it.
    Tree,
}

impl InputMode {
    /// Every mode.
    pub const ALL: [InputMode; 7] = [
        InputMode::Normal,
        InputMode::Help,
        InputMode::Edit,
        InputMode::Prompt,
        InputMode::Browse,
        InputMode::Quiz,
        InputMode::Tree,
    ];
}

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
    fn matches(self, key: &KeyEvent) -> bool {
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
fn key_names(keys: &[Key], names: &KeyNames) -> String {
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
const HELP_FROM: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
    InputMode::Tree,
];
/// The main screen, with or without a cursor on the tree: playing, the panels, the theme.
const MAIN: &[InputMode] = &[InputMode::Normal, InputMode::Tree];
/// Where `z` zooms: the main screen (with the tree cursor too) and the editor.
const ZOOM: &[InputMode] = &[InputMode::Normal, InputMode::Edit, InputMode::Tree];
/// The tree cursor.
pub const TREE: &[InputMode] = &[InputMode::Tree];
/// The browser.
pub const BROWSE: &[InputMode] = &[InputMode::Browse];
const PROMPT: &[InputMode] = &[InputMode::Prompt];
/// Where `q` quits: everywhere but the prompt, where it is a letter.
const NOT_PROMPT: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Help,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
    InputMode::Tree,
];
const ALL: &[InputMode] = &InputMode::ALL;
/// A quiz question waiting.
pub const QUIZ: &[InputMode] = &[InputMode::Quiz];
/// Where a lesson's scene keys apply: the main screen, the tree cursor, a question waiting.
const SCENE: &[InputMode] = &[InputMode::Normal, InputMode::Tree, InputMode::Quiz];

/// Where in the shared table a problem's own row goes: the help and the key bar list rows in
/// table order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    /// After the speed keys: the size of the problem (`[` `]`).
    Size,
    /// The jump keys `n`/`N`, `b`/`B`, `p`/`P`, with the problem's names for its landmarks; a
    /// problem that gives none gets the shared rows (solution, backtrack, placement).
    Jumps,
    /// A quiz question waiting: the keys (besides letters) that answer it, before Esc.
    QuizKeys,
    /// After the quiz: the problem's panels (a browser and its keys).
    Panels,
    /// After Home and End: the problem's tools (an editor and its keys, its own toggles).
    Tools,
    /// After the theme key: switches of the search (algorithm, compare).
    Options,
    /// After `q`: the letters that answer a quiz question.
    Answers,
    /// Not a row of its own: the problem's words for a shared row that names what is on
    /// screen (only the row's text is taken).
    Instead(Worded),
}

/// The shared rows a problem may word its own way (they name what is on screen).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Worded {
    /// `t`: the tree panel.
    Tree,
    /// `x`: the picture saved as SVG.
    Export,
    /// `z`: zoom.
    Zoom,
}

/// Words for a shared row (see [`Section::Instead`]): a row with no keys, only its text.
pub fn words_for<A>(row: Worded, text: RowText) -> (Section, Binding<A>) {
    (
        Section::Instead(row),
        Binding {
            strokes: Vec::new(),
            modes: &[],
            text,
            show: Show::Nowhere,
        },
    )
}

/// One entry of the shared table: a row, or the place of a section's rows.
enum Entry<A> {
    Row(Binding<A>),
    Slot(Section),
    /// A row the problem may word its own way.
    Worded(Worded, Binding<A>),
}

/// The rows every problem shares, with the places of the problems' own.
// A table: one entry a row.
#[allow(clippy::too_many_lines)]
fn shared<A: Copy>() -> Vec<Entry<A>> {
    use Action as A;
    use Entry::{Row, Slot, Worded};
    use Key as K;
    vec![
        Row(row(vec![named(K::Space, A::TogglePlay)], MAIN, |l| {
            &l.text().keys.play
        })),
        Row(row(
            vec![
                named(K::Right, A::StepForward),
                named(K::Char('l'), A::StepForward),
            ],
            NORMAL,
            |l| &l.text().keys.step,
        )),
        Row(row(
            vec![
                named(K::Left, A::StepBack),
                named(K::Char('h'), A::StepBack),
            ],
            NORMAL,
            |l| &l.text().keys.back,
        )),
        Row(row(
            vec![
                named(K::Char('+'), A::Faster),
                alias(K::Char('='), A::Faster),
                named(K::Char('-'), A::Slower),
                alias(K::Char('_'), A::Slower),
            ],
            NORMAL,
            |l| &l.text().keys.speed,
        )),
        Slot(Section::Size),
        Slot(Section::Jumps),
        Row(row(vec![named(K::Char(':'), A::OpenPrompt)], NORMAL, |l| {
            &l.text().keys.prompt
        })),
        Worded(
            self::Worded::Tree,
            row(vec![named(K::Char('t'), A::ToggleTree)], MAIN, |l| {
                &l.text().keys.tree
            }),
        ),
        Row(row(vec![named(K::Enter, A::TreeWalk)], NORMAL, |l| {
            &tree_words(l).keys.walk
        })),
        // The tree cursor's own keys.
        Row(arrows_row(A::TreeMove, TREE, |l| &tree_words(l).keys.moves)),
        Row(row(vec![named(K::Enter, A::TreeGo)], TREE, |l| {
            &tree_words(l).keys.go
        })),
        Row(row(
            vec![
                named(K::Char('+'), A::TreeDetail(true)),
                alias(K::Char('='), A::TreeDetail(true)),
                named(K::Char('-'), A::TreeDetail(false)),
                alias(K::Char('_'), A::TreeDetail(false)),
            ],
            TREE,
            |l| &tree_words(l).keys.detail,
        )),
        Row(row(vec![named(K::Home, A::TreeHere)], TREE, |l| {
            &tree_words(l).keys.here
        })),
        Row(row(vec![named(K::Esc, A::TreeWalk)], TREE, |l| {
            &tree_words(l).keys.leave
        })),
        Worded(
            self::Worded::Export,
            row(vec![named(K::Char('x'), A::Export)], MAIN, |l| {
                &l.text().keys.export
            }),
        ),
        // A lesson's scenes (the rows go when no lesson plays).
        Row(row(
            vec![
                named(K::PageDown, A::Scene(true)),
                named(K::PageUp, A::Scene(false)),
            ],
            SCENE,
            |l| &lesson_words(l).keys,
        )),
        Row(row(
            vec![
                alias(K::Char('.'), A::Scene(true)),
                alias(K::Char(','), A::Scene(false)),
            ],
            MAIN,
            |l| &lesson_words(l).keys,
        )
        .hidden()),
        Row(row(vec![named(K::Char('Q'), A::ToggleQuiz)], NORMAL, |l| {
            &l.text().keys.quiz
        })),
        // A question waiting: the problem's keys answer it (letters after `q` and `?`, which
        // keep their meaning); Esc leaves the quiz.
        Slot(Section::QuizKeys),
        Row(row(vec![named(K::Esc, A::ToggleQuiz)], QUIZ, |l| {
            &l.text().keys.quiz_leave
        })),
        Slot(Section::Panels),
        Row(row(vec![named(K::Click, A::Click(0, 0))], NORMAL, |l| {
            &l.text().keys.scrub
        })),
        Row(row(
            vec![named(K::Home, A::First), named(K::End, A::Last)],
            NORMAL,
            |l| &l.text().keys.first_last,
        )),
        Slot(Section::Tools),
        Row(row(vec![named(K::Char('r'), A::Restart)], NORMAL, |l| {
            &l.text().keys.restart
        })),
        Row(row(vec![named(K::Char('z'), A::ToggleZoom)], ZOOM, |l| {
            &l.text().keys.zoom
        })),
        Row(row(vec![named(K::Char('T'), A::CycleTheme)], MAIN, |l| {
            &l.text().keys.theme
        })),
        Slot(Section::Options),
        Row(row(
            vec![named(K::Char('?'), A::ToggleHelp)],
            HELP_FROM,
            |l| &l.text().keys.help,
        )),
        // The help's own keys, listed in its footer.
        Row(row(
            vec![
                named(K::Up, A::ScrollHelp(Scroll::Up)),
                named(K::Down, A::ScrollHelp(Scroll::Down)),
                alias(K::Char('k'), A::ScrollHelp(Scroll::Up)),
                alias(K::Char('j'), A::ScrollHelp(Scroll::Down)),
                named(K::PageUp, A::ScrollHelp(Scroll::PageUp)),
                named(K::PageDown, A::ScrollHelp(Scroll::PageDown)),
                alias(K::Space, A::ScrollHelp(Scroll::PageDown)),
                alias(K::Home, A::ScrollHelp(Scroll::Top)),
                alias(K::End, A::ScrollHelp(Scroll::Bottom)),
            ],
            HELP,
            |l| &l.text().keys.scroll_help,
        )
        .bar_only()),
        Row(row(
            vec![
                named(K::Char('?'), A::CloseHelp),
                named(K::Esc, A::CloseHelp),
            ],
            HELP,
            |l| &l.text().keys.close_help,
        )
        .bar_only()),
        // The prompt's keys: letters type, Enter goes, Esc cancels.
        Row(row(vec![named(K::Enter, A::PromptSubmit)], PROMPT, |l| {
            &l.text().keys.prompt_go
        })
        .bar_only()),
        Row(row(vec![named(K::Esc, A::PromptCancel)], PROMPT, |l| {
            &l.text().keys.prompt_cancel
        })
        .bar_only()),
        Row(row(
            vec![
                alias(K::Backspace, A::PromptBackspace),
                alias(K::AnyChar, A::PromptChar(' ')),
            ],
            PROMPT,
            |l| &l.text().keys.prompt,
        )
        .hidden()),
        // `q` quits from anywhere, the help and the editor included (in the prompt it is a
        // letter); Esc only closes.
        Row(row(vec![named(K::Char('q'), A::Quit)], NOT_PROMPT, |l| {
            &l.text().keys.quit
        })),
        Slot(Section::Answers),
        Row(row(vec![named(K::Ctrl('c'), A::Interrupt)], ALL, |l| {
            &l.text().keys.quit
        })
        .hidden()),
        Row(row(vec![named(K::Ctrl('z'), A::Suspend)], ALL, |l| {
            &l.text().keys.quit
        })
        .hidden()),
    ]
}

/// The shared jump rows: solutions, backtracks, placements.
fn default_jumps<A: Copy>() -> Vec<Binding<A>> {
    jump_rows(
        |l| &l.text().keys.next_solution,
        |l| &l.text().keys.backtrack_jump,
        |l| &l.text().keys.place_jump,
    )
}

/// The three jump rows (`n N`, `b B`, `p P`) with a problem's words for its landmarks.
pub fn jump_rows<A: Copy>(
    solution: RowText,
    backtrack: RowText,
    place: RowText,
) -> Vec<Binding<A>> {
    use Key as K;
    vec![
        row(
            vec![
                named(K::Char('n'), jump(LandmarkKind::Solution, true)),
                named(K::Char('N'), jump(LandmarkKind::Solution, false)),
            ],
            NORMAL,
            solution,
        ),
        row(
            vec![
                named(K::Char('b'), jump(LandmarkKind::Backtrack, true)),
                named(K::Char('B'), jump(LandmarkKind::Backtrack, false)),
            ],
            NORMAL,
            backtrack,
        ),
        row(
            vec![
                named(K::Char('p'), jump(LandmarkKind::Place, true)),
                named(K::Char('P'), jump(LandmarkKind::Place, false)),
            ],
            NORMAL,
            place,
        ),
    ]
}

/// An editor's cursor keys: the arrows and `hjkl`.
pub fn cursor_row<A: Copy>() -> Binding<A> {
    arrows_row(Action::MoveCursor, EDIT, |l| &l.text().keys.cursor)
}

/// A row of the four arrows and their `hjkl` aliases, each giving `action` its direction.
fn arrows_row<A: Copy>(
    action: fn(Direction) -> Action<A>,
    modes: &'static [InputMode],
    text: RowText,
) -> Binding<A> {
    use Direction as D;
    use Key as K;
    let keys = [
        (K::Up, 'k', D::Up),
        (K::Down, 'j', D::Down),
        (K::Left, 'h', D::Left),
        (K::Right, 'l', D::Right),
    ];
    let mut strokes: Vec<Stroke<A>> = keys.iter().map(|&(k, _, d)| named(k, action(d))).collect();
    strokes.extend(keys.iter().map(|&(_, c, d)| alias(K::Char(c), action(d))));
    row(strokes, modes, text)
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use rstest::rstest;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// A problem's own actions, for the tests.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    enum Own {
        Bigger,
        Wall,
    }

    /// A table with a row in the size section and an editor, as a problem would give them.
    fn table() -> KeyTable<Own> {
        KeyTable::new(&[
            (
                Section::Size,
                row(
                    vec![named(Key::Char(']'), Action::Own(Own::Bigger))],
                    NORMAL,
                    |l| &l.text().keys.theme,
                ),
            ),
            (
                Section::Tools,
                row(
                    vec![named(Key::Char('e'), Action::ToggleEdit)],
                    NORMAL,
                    |l| &l.text().keys.export,
                ),
            ),
            (Section::Tools, cursor_row()),
            (
                Section::Tools,
                row(
                    vec![
                        named(Key::Enter, Action::Own(Own::Wall)),
                        named(Key::Click, Action::Click(0, 0)),
                    ],
                    EDIT,
                    |l| &l.text().keys.scrub,
                ),
            ),
            (
                Section::Tools,
                row(
                    vec![
                        named(Key::Char('e'), Action::ToggleEdit),
                        named(Key::Esc, Action::ToggleEdit),
                    ],
                    EDIT,
                    |l| &l.text().keys.prompt_cancel,
                )
                .bar_only(),
            ),
        ])
    }

    #[rstest]
    #[case(KeyCode::Char(' '), Action::TogglePlay)]
    #[case(KeyCode::Right, Action::StepForward)]
    #[case(KeyCode::Char('l'), Action::StepForward)]
    #[case(KeyCode::Left, Action::StepBack)]
    #[case(KeyCode::Char('h'), Action::StepBack)]
    #[case(KeyCode::Char('+'), Action::Faster)]
    #[case(KeyCode::Char('='), Action::Faster)]
    #[case(KeyCode::Char('-'), Action::Slower)]
    #[case(KeyCode::Char('n'), Action::Jump { kind: LandmarkKind::Solution, forward: true })]
    #[case(KeyCode::Char('B'), Action::Jump { kind: LandmarkKind::Backtrack, forward: false })]
    #[case(KeyCode::Home, Action::First)]
    #[case(KeyCode::End, Action::Last)]
    #[case(KeyCode::Char('r'), Action::Restart)]
    #[case(KeyCode::Char('?'), Action::ToggleHelp)]
    #[case(KeyCode::Char('q'), Action::Quit)]
    #[case(KeyCode::Char(']'), Action::Own(Own::Bigger))]
    fn keys_of_the_main_screen(#[case] code: KeyCode, #[case] action: Action<Own>) {
        assert_eq!(table().key(&key(code), InputMode::Normal), Some(action));
    }

    /// A problem's rows go where their section says: the size after the speed, the editor's
    /// after Home and End; the default jump rows fill the jumps' section.
    #[test]
    fn own_rows_go_in_their_sections() {
        let t = table();
        let texts: Vec<&str> = t.rows().iter().map(|b| (b.text)(Lang::En).long).collect();
        let k = &Lang::En.text().keys;
        let at = |s: &str| texts.iter().position(|t| *t == s).unwrap();
        let own = |i: usize| t.rows()[i].strokes.first().map(|s| s.key);
        let speed = at(k.speed.long);
        assert_eq!(
            own(speed + 1),
            Some(Key::Char(']')),
            "the size after the speed"
        );
        assert_eq!(
            at(k.next_solution.long),
            speed + 2,
            "then the default jumps"
        );
        let home = at(k.first_last.long);
        assert_eq!(
            own(home + 1),
            Some(Key::Char('e')),
            "the editor after Home and End"
        );
        assert_eq!(
            own(at(k.restart.long) - 1),
            Some(Key::Char('e')),
            "then the shared rows"
        );
    }

    #[rstest]
    #[case(KeyCode::Char('?'), Some(Action::CloseHelp))]
    #[case(KeyCode::Esc, Some(Action::CloseHelp))]
    #[case(KeyCode::Char('q'), Some(Action::Quit))]
    #[case(KeyCode::Char(' '), Some(Action::ScrollHelp(Scroll::PageDown)))]
    #[case(KeyCode::Char('j'), Some(Action::ScrollHelp(Scroll::Down)))]
    #[case(KeyCode::Up, Some(Action::ScrollHelp(Scroll::Up)))]
    #[case(KeyCode::Right, None)]
    #[case(KeyCode::Char('z'), None)]
    fn help_keys(#[case] code: KeyCode, #[case] action: Option<Action<Own>>) {
        assert_eq!(table().key(&key(code), InputMode::Help), action);
    }

    #[rstest]
    #[case(KeyCode::Up, Some(Action::MoveCursor(Direction::Up)))]
    #[case(KeyCode::Char('j'), Some(Action::MoveCursor(Direction::Down)))]
    #[case(KeyCode::Left, Some(Action::MoveCursor(Direction::Left)))]
    #[case(KeyCode::Enter, Some(Action::Own(Own::Wall)))]
    #[case(KeyCode::Esc, Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('q'), Some(Action::Quit))]
    #[case(KeyCode::Char('z'), Some(Action::ToggleZoom))]
    #[case(KeyCode::Char('n'), None)]
    fn edit_keys(#[case] code: KeyCode, #[case] action: Option<Action<Own>>) {
        assert_eq!(table().key(&key(code), InputMode::Edit), action);
    }

    #[test]
    fn left_clicks_become_clicks_only_where_a_row_takes_them() {
        let click = |kind| MouseEvent {
            kind,
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        };
        let t = table();
        let down = click(MouseEventKind::Down(MouseButton::Left));
        assert_eq!(t.mouse(&down, InputMode::Edit), Some(Action::Click(7, 3)));
        assert_eq!(t.mouse(&down, InputMode::Help), None);
        assert_eq!(
            t.mouse(&click(MouseEventKind::Moved), InputMode::Edit),
            None
        );
    }

    #[test]
    fn ctrl_c_interrupts_and_ctrl_z_suspends_everywhere_and_other_chords_do_nothing() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        let t = table();
        for mode in InputMode::ALL {
            assert_eq!(t.key(&ctrl('c'), mode), Some(Action::Interrupt));
            assert_eq!(t.key(&ctrl('z'), mode), Some(Action::Suspend));
            assert_eq!(t.key(&ctrl('l'), mode), None);
        }
    }

    /// Esc closes what is open and never quits: "?, Esc, Esc" keeps the lesson.
    #[test]
    fn esc_never_quits() {
        let t = table();
        for mode in InputMode::ALL {
            assert_ne!(
                t.key(&key(KeyCode::Esc), mode),
                Some(Action::Quit),
                "{mode:?}"
            );
        }
        assert_eq!(
            t.key(&key(KeyCode::Esc), InputMode::Normal),
            None,
            "nothing is open"
        );
    }

    #[test]
    fn unbound_keys_and_releases_do_nothing() {
        let t = table();
        assert_eq!(t.key(&key(KeyCode::Char('Z')), InputMode::Normal), None);
        let mut release = key(KeyCode::Char('q'));
        release.kind = KeyEventKind::Release;
        assert_eq!(t.action(&Event::Key(release), InputMode::Normal), None);
        assert_eq!(
            t.action(&Event::Resize(80, 24), InputMode::Normal),
            Some(Action::Resize(80, 24))
        );
    }

    #[test]
    fn labels_come_from_the_keys() {
        let t = table();
        let label = |text: &str| {
            t.rows()
                .iter()
                .find(|b| (b.text)(Lang::En).long == text)
                .map(|b| b.label(&Lang::En.text().key_names))
        };
        let k = &Lang::En.text().keys;
        assert_eq!(label(k.step.long).as_deref(), Some("Right l"));
        assert_eq!(label(k.speed.long).as_deref(), Some("+ -"));
        assert_eq!(label(k.cursor.long).as_deref(), Some("arrows"));
        assert_eq!(label(k.quit.long).as_deref(), Some("q"));
        let zh = t
            .rows()
            .iter()
            .find(|b| b.modes == EDIT && b.strokes.iter().any(|s| s.key == Key::Up))
            .map(|b| b.label(&Lang::Zh.text().key_names));
        assert_eq!(zh.as_deref(), Some("方向键"));
    }

    /// A problem's words for a shared row replace the shared ones; its keys stay.
    #[test]
    fn a_problem_words_the_rows_that_name_its_picture() {
        let worded = KeyTable::<Own>::new(&[words_for(Worded::Export, |l| &l.text().keys.quit)]);
        let x = worded
            .rows()
            .iter()
            .find(|b| b.strokes.iter().any(|s| s.key == Key::Char('x')))
            .unwrap();
        assert_eq!((x.text)(Lang::En).long, Lang::En.text().keys.quit.long);
        assert_eq!(x.strokes[0].action, Action::Export);
        assert_eq!(
            worded.rows().len(),
            table().rows().len() - 5,
            "no row of its own"
        );
    }

    /// The check finds a key bound twice in one mode.
    #[test]
    fn the_check_finds_a_key_bound_twice() {
        assert_eq!(table().check(), Ok(()));
        let twice = KeyTable::new(&[(
            Section::Tools,
            row(
                vec![named(Key::Char('r'), Action::Own(Own::Wall))],
                NORMAL,
                |l| &l.text().keys.scrub,
            ),
        )]);
        assert!(twice.check().unwrap_err().contains("'r'"));
    }
}
