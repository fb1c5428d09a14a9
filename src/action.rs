//! Input → [`Action`]: the key table, and the pure function that reads it.
//!
//! [`BINDINGS`] is the one table of keys. It drives the key map ([`from_event`]), the key bar
//! and the help overlay, so a key and its label cannot drift apart; i18n supplies only what
//! each row does ([`KeyTexts`]). A row lists its keys with the action each one triggers, the
//! puzzle and input modes it applies in, and its description. Rows are in the order the help
//! lists them; the playback keys every puzzle shares are listed once.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::engine::LandmarkKind;
use crate::i18n::{KeyNames, KeyText, KeyTexts, Lang};

/// Something the user asked for. `App::update` is the only place actions take effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
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
    /// Zoom: the board or maze fills the window, or the panels come back.
    ToggleZoom,
    /// Jump to the next (run forward) or the previous landmark of a kind: a solution or the
    /// goal, a backtrack or a dead end, a placement or a cell entered.
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
    /// Start or leave the predict-the-next-step quiz.
    ToggleQuiz,
    /// A key typed as a quiz answer (a file letter, `.` for none).
    QuizKey(char),
    /// An arrow as a quiz answer (the maze).
    QuizDir(Direction),
    /// Write the board or maze on screen as an SVG file (`x`).
    Export,
    /// Back to step 0.
    First,
    /// Run to the end of the search.
    Last,
    /// Restart at step 0 and forget the history.
    Restart,
    /// Enter or leave the puzzle's editor.
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
    /// An action only N-Queens has.
    Queens(QueensAction),
    /// An action only the maze has.
    Maze(MazeAction),
}

/// Actions of the N-Queens puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QueensAction {
    /// N - 1, restart.
    SmallerBoard,
    /// N + 1, restart.
    LargerBoard,
    /// Show or hide the squares attacked by the standing queens.
    ToggleAttacked,
    /// The next algorithm (restarts).
    NextAlgo,
    /// The next algorithm in the right-hand pane of compare mode (restarts).
    NextAlgoRight,
    /// Compare with the next algorithm side by side, or back to one board (restarts).
    ToggleCompare,
    /// Open the solutions browser.
    OpenSolutions,
    /// Close the solutions browser.
    CloseSolutions,
    /// Solutions browser: choose another solution (up, down, a page, the first, the last).
    Browse(Scroll),
    /// Solutions browser: to the first member of the next (true) or previous class.
    BrowseClass(bool),
    /// Solutions browser: go to the step where the chosen solution was found.
    BrowseGo,
    /// Board editor: put a queen on the cursor's square, or take it off.
    ToggleQueen,
    /// Board editor: take every queen off.
    ClearBoard,
    /// Board editor: leave without changing anything.
    CancelEdit,
}

/// Actions of the maze puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeAction {
    /// The next direction order (restarts).
    CycleOrder,
    /// A new random maze.
    RandomMaze,
    /// Show the maze as the seed's numbers (0 1 2 3) or as cells.
    ToggleNumbers,
    /// Editor: toggle the wall under the cursor.
    ToggleWall,
    /// Editor: put the start under the cursor.
    SetStart,
    /// Editor: put the goal under the cursor.
    SetGoal,
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
    /// The puzzle's editor is open.
    Edit,
    /// The `:` prompt is open: keys type into it.
    Prompt,
    /// The solutions browser (N-Queens) is open.
    Browse,
    /// A quiz question waits for its answer.
    Quiz,
}

/// The puzzles, for the rows of the key table that belong to one of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleKind {
    /// N-Queens.
    Queens,
    /// The maze.
    Maze,
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
            Key::BackTab => "S-Tab".into(),
            Key::Enter => "Enter".into(),
            Key::Esc => "Esc".into(),
            Key::Backspace => "Backspace".into(),
            Key::AnyChar => "a-z".into(),
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
            Key::Click => false,
        }
    }
}

/// One key of a row and the action it triggers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stroke {
    /// The key.
    pub key: Key,
    /// What it does.
    pub action: Action,
    /// Whether the row's label names it (an alias like `=` for `+` is not named).
    pub shown: bool,
}

const fn jump(kind: LandmarkKind, forward: bool) -> Action {
    Action::Jump { kind, forward }
}

const fn named(key: Key, action: Action) -> Stroke {
    Stroke {
        key,
        action,
        shown: true,
    }
}

const fn alias(key: Key, action: Action) -> Stroke {
    Stroke {
        key,
        action,
        shown: false,
    }
}

/// One row of the key table.
#[derive(Debug, Clone, Copy)]
pub struct Binding {
    /// The keys of the row, each with its action.
    pub strokes: &'static [Stroke],
    /// The puzzle the row belongs to; `None` for every puzzle.
    pub puzzle: Option<PuzzleKind>,
    /// The input modes the row applies in.
    pub modes: &'static [InputMode],
    /// What the row does, in the user's language.
    pub text: fn(&KeyTexts) -> &KeyText,
    /// Where the row is listed.
    pub show: Show,
}

/// Where a row of the key table is listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Show {
    /// In the help overlay, and in the key bar when it has a short label.
    HelpAndBar,
    /// Only in the key bar (another row already explains it in the help).
    Bar,
    /// Nowhere (Ctrl-C, the keys that close the help).
    Nowhere,
}

impl Show {
    /// Whether the help overlay lists the row.
    pub fn in_help(self) -> bool {
        self == Show::HelpAndBar
    }

    /// Whether the key bar may list the row.
    pub fn in_bar(self) -> bool {
        self != Show::Nowhere
    }
}

impl Binding {
    /// The keys as the key bar and help print them, e.g. `Right l`, `+ -`, `arrows`.
    pub fn label(&self, names: &KeyNames) -> String {
        let shown: Vec<Key> = self
            .strokes
            .iter()
            .filter(|s| s.shown)
            .map(|s| s.key)
            .collect();
        if shown == [Key::Up, Key::Down, Key::Left, Key::Right] {
            return names.arrows.into();
        }
        shown
            .iter()
            .map(|k| k.name(names))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Whether the row applies to `puzzle` in `mode`.
    pub fn applies(&self, puzzle: PuzzleKind, mode: InputMode) -> bool {
        self.puzzle.is_none_or(|p| p == puzzle) && self.modes.contains(&mode)
    }
}

const NORMAL: &[InputMode] = &[InputMode::Normal];
const EDIT: &[InputMode] = &[InputMode::Edit];
const HELP: &[InputMode] = &[InputMode::Help];
const NOT_HELP: &[InputMode] = &[InputMode::Normal, InputMode::Edit];
/// Where `?` opens the help: everywhere but the help itself and the prompt.
const HELP_FROM: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
];
const BROWSE: &[InputMode] = &[InputMode::Browse];
const PROMPT: &[InputMode] = &[InputMode::Prompt];
/// Where `q` quits: everywhere but the prompt, where it is a letter.
const NOT_PROMPT: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Help,
    InputMode::Edit,
    InputMode::Browse,
    InputMode::Quiz,
];
const ALL: &[InputMode] = &[
    InputMode::Normal,
    InputMode::Help,
    InputMode::Edit,
    InputMode::Prompt,
    InputMode::Browse,
    InputMode::Quiz,
];
const QUIZ: &[InputMode] = &[InputMode::Quiz];

const fn row(
    strokes: &'static [Stroke],
    puzzle: Option<PuzzleKind>,
    modes: &'static [InputMode],
    text: fn(&KeyTexts) -> &KeyText,
) -> Binding {
    Binding {
        strokes,
        puzzle,
        modes,
        text,
        show: Show::HelpAndBar,
    }
}

const fn bar_only(binding: Binding) -> Binding {
    Binding {
        show: Show::Bar,
        ..binding
    }
}

const fn hidden(binding: Binding) -> Binding {
    Binding {
        show: Show::Nowhere,
        ..binding
    }
}

const QUEENS: Option<PuzzleKind> = Some(PuzzleKind::Queens);
const MAZE: Option<PuzzleKind> = Some(PuzzleKind::Maze);
const ANY: Option<PuzzleKind> = None;

use Action as A;
use Key as K;

/// Every key binding, in the order the help lists them.
pub static BINDINGS: &[Binding] = &[
    row(&[named(K::Space, A::TogglePlay)], ANY, NORMAL, |k| &k.play),
    row(
        &[
            named(K::Right, A::StepForward),
            named(K::Char('l'), A::StepForward),
        ],
        ANY,
        NORMAL,
        |k| &k.step,
    ),
    row(
        &[
            named(K::Left, A::StepBack),
            named(K::Char('h'), A::StepBack),
        ],
        ANY,
        NORMAL,
        |k| &k.back,
    ),
    row(
        &[
            named(K::Char('+'), A::Faster),
            alias(K::Char('='), A::Faster),
            named(K::Char('-'), A::Slower),
            alias(K::Char('_'), A::Slower),
        ],
        ANY,
        NORMAL,
        |k| &k.speed,
    ),
    row(
        &[
            named(K::Char('['), A::Queens(QueensAction::SmallerBoard)),
            named(K::Char(']'), A::Queens(QueensAction::LargerBoard)),
        ],
        QUEENS,
        NORMAL,
        |k| &k.board_size,
    ),
    row(
        &[
            named(K::Char('n'), jump(LandmarkKind::Solution, true)),
            named(K::Char('N'), jump(LandmarkKind::Solution, false)),
        ],
        QUEENS,
        NORMAL,
        |k| &k.next_solution,
    ),
    row(
        &[
            named(K::Char('n'), jump(LandmarkKind::Solution, true)),
            named(K::Char('N'), jump(LandmarkKind::Solution, false)),
        ],
        MAZE,
        NORMAL,
        |k| &k.run_to_goal,
    ),
    row(
        &[
            named(K::Char('b'), jump(LandmarkKind::Backtrack, true)),
            named(K::Char('B'), jump(LandmarkKind::Backtrack, false)),
        ],
        QUEENS,
        NORMAL,
        |k| &k.backtrack_jump,
    ),
    row(
        &[
            named(K::Char('b'), jump(LandmarkKind::Backtrack, true)),
            named(K::Char('B'), jump(LandmarkKind::Backtrack, false)),
        ],
        MAZE,
        NORMAL,
        |k| &k.dead_end_jump,
    ),
    row(
        &[
            named(K::Char('p'), jump(LandmarkKind::Place, true)),
            named(K::Char('P'), jump(LandmarkKind::Place, false)),
        ],
        QUEENS,
        NORMAL,
        |k| &k.place_jump,
    ),
    row(
        &[
            named(K::Char('p'), jump(LandmarkKind::Place, true)),
            named(K::Char('P'), jump(LandmarkKind::Place, false)),
        ],
        MAZE,
        NORMAL,
        |k| &k.enter_jump,
    ),
    row(&[named(K::Char(':'), A::OpenPrompt)], ANY, NORMAL, |k| {
        &k.prompt
    }),
    row(&[named(K::Char('t'), A::ToggleTree)], ANY, NORMAL, |k| {
        &k.tree
    }),
    row(&[named(K::Char('x'), A::Export)], ANY, NORMAL, |k| {
        &k.export
    }),
    row(&[named(K::Char('Q'), A::ToggleQuiz)], ANY, NORMAL, |k| {
        &k.quiz
    }),
    // A question waiting: file letters (or `.`) answer it in N-Queens, arrows in the maze;
    // Left still steps back in N-Queens; Esc leaves the quiz. (The letters' row is after `q`
    // and `?`, which keep their meaning.)
    row(&[named(K::Left, A::StepBack)], QUEENS, QUIZ, |k| &k.back),
    row(
        &[
            named(K::Up, A::QuizDir(Direction::Up)),
            named(K::Down, A::QuizDir(Direction::Down)),
            named(K::Left, A::QuizDir(Direction::Left)),
            named(K::Right, A::QuizDir(Direction::Right)),
        ],
        MAZE,
        QUIZ,
        |k| &k.quiz_direction,
    ),
    row(&[named(K::Click, A::Click(0, 0))], QUEENS, QUIZ, |k| {
        &k.quiz_click
    }),
    row(&[named(K::Esc, A::ToggleQuiz)], ANY, QUIZ, |k| {
        &k.quiz_leave
    }),
    row(
        &[named(K::Char('s'), A::Queens(QueensAction::OpenSolutions))],
        QUEENS,
        NORMAL,
        |k| &k.solutions,
    ),
    // The solutions browser's keys.
    row(
        &[
            named(K::Up, A::Queens(QueensAction::Browse(Scroll::Up))),
            named(K::Down, A::Queens(QueensAction::Browse(Scroll::Down))),
            alias(K::Char('k'), A::Queens(QueensAction::Browse(Scroll::Up))),
            alias(K::Char('j'), A::Queens(QueensAction::Browse(Scroll::Down))),
            alias(K::PageUp, A::Queens(QueensAction::Browse(Scroll::PageUp))),
            alias(
                K::PageDown,
                A::Queens(QueensAction::Browse(Scroll::PageDown)),
            ),
            alias(K::Home, A::Queens(QueensAction::Browse(Scroll::Top))),
            alias(K::End, A::Queens(QueensAction::Browse(Scroll::Bottom))),
        ],
        QUEENS,
        BROWSE,
        |k| &k.browse_choose,
    ),
    row(
        &[
            named(K::Left, A::Queens(QueensAction::BrowseClass(false))),
            named(K::Right, A::Queens(QueensAction::BrowseClass(true))),
            alias(K::Char('h'), A::Queens(QueensAction::BrowseClass(false))),
            alias(K::Char('l'), A::Queens(QueensAction::BrowseClass(true))),
        ],
        QUEENS,
        BROWSE,
        |k| &k.browse_class,
    ),
    row(
        &[named(K::Enter, A::Queens(QueensAction::BrowseGo))],
        QUEENS,
        BROWSE,
        |k| &k.browse_go,
    ),
    row(&[named(K::Click, A::Click(0, 0))], QUEENS, BROWSE, |k| {
        &k.browse_click
    }),
    row(
        &[
            named(K::Char('s'), A::Queens(QueensAction::CloseSolutions)),
            named(K::Esc, A::Queens(QueensAction::CloseSolutions)),
        ],
        QUEENS,
        BROWSE,
        |k| &k.browse_close,
    ),
    row(&[named(K::Click, A::Click(0, 0))], ANY, NORMAL, |k| {
        &k.scrub
    }),
    row(
        &[named(K::Home, A::First), named(K::End, A::Last)],
        ANY,
        NORMAL,
        |k| &k.first_last,
    ),
    row(
        &[named(K::Char('o'), A::Maze(MazeAction::CycleOrder))],
        MAZE,
        NORMAL,
        |k| &k.order,
    ),
    row(
        &[named(K::Char('g'), A::Maze(MazeAction::RandomMaze))],
        MAZE,
        NORMAL,
        |k| &k.random,
    ),
    row(
        &[named(K::Char('m'), A::Maze(MazeAction::ToggleNumbers))],
        MAZE,
        NORMAL,
        |k| &k.numbers,
    ),
    row(&[named(K::Char('e'), A::ToggleEdit)], MAZE, NORMAL, |k| {
        &k.edit
    }),
    row(&[named(K::Char('e'), A::ToggleEdit)], QUEENS, NORMAL, |k| {
        &k.place_by_hand
    }),
    row(
        &[
            named(K::Up, A::MoveCursor(Direction::Up)),
            named(K::Down, A::MoveCursor(Direction::Down)),
            named(K::Left, A::MoveCursor(Direction::Left)),
            named(K::Right, A::MoveCursor(Direction::Right)),
            alias(K::Char('k'), A::MoveCursor(Direction::Up)),
            alias(K::Char('j'), A::MoveCursor(Direction::Down)),
            alias(K::Char('h'), A::MoveCursor(Direction::Left)),
            alias(K::Char('l'), A::MoveCursor(Direction::Right)),
        ],
        ANY,
        EDIT,
        |k| &k.cursor,
    ),
    row(
        &[
            named(K::Enter, A::Queens(QueensAction::ToggleQueen)),
            named(K::Space, A::Queens(QueensAction::ToggleQueen)),
        ],
        QUEENS,
        EDIT,
        |k| &k.toggle_queen,
    ),
    row(&[named(K::Click, A::Click(0, 0))], QUEENS, EDIT, |k| {
        &k.click_queen
    }),
    row(
        &[named(K::Char('c'), A::Queens(QueensAction::ClearBoard))],
        QUEENS,
        EDIT,
        |k| &k.clear_board,
    ),
    row(&[named(K::Char('e'), A::ToggleEdit)], QUEENS, EDIT, |k| {
        &k.run_from_hand
    }),
    row(
        &[named(K::Esc, A::Queens(QueensAction::CancelEdit))],
        QUEENS,
        EDIT,
        |k| &k.cancel_edit,
    ),
    row(
        &[
            named(K::Enter, A::Maze(MazeAction::ToggleWall)),
            alias(K::Space, A::Maze(MazeAction::ToggleWall)),
        ],
        MAZE,
        EDIT,
        |k| &k.wall,
    ),
    row(&[named(K::Click, A::Click(0, 0))], MAZE, EDIT, |k| {
        &k.click_wall
    }),
    row(
        &[
            named(K::Char('s'), A::Maze(MazeAction::SetStart)),
            named(K::Char('t'), A::Maze(MazeAction::SetGoal)),
        ],
        MAZE,
        EDIT,
        |k| &k.endpoints,
    ),
    bar_only(row(
        &[
            named(K::Char('e'), A::ToggleEdit),
            named(K::Esc, A::ToggleEdit),
        ],
        MAZE,
        EDIT,
        |k| &k.done_editing,
    )),
    row(&[named(K::Char('r'), A::Restart)], ANY, NORMAL, |k| {
        &k.restart
    }),
    row(&[named(K::Char('z'), A::ToggleZoom)], ANY, NOT_HELP, |k| {
        &k.zoom
    }),
    row(&[named(K::Char('T'), A::CycleTheme)], ANY, NORMAL, |k| {
        &k.theme
    }),
    row(
        &[named(K::Char('a'), A::Queens(QueensAction::ToggleAttacked))],
        QUEENS,
        NORMAL,
        |k| &k.attacked,
    ),
    row(
        &[named(K::Tab, A::Queens(QueensAction::NextAlgo))],
        QUEENS,
        NORMAL,
        |k| &k.next_algo,
    ),
    row(
        &[named(K::Char('c'), A::Queens(QueensAction::ToggleCompare))],
        QUEENS,
        NORMAL,
        |k| &k.compare,
    ),
    row(
        &[named(K::BackTab, A::Queens(QueensAction::NextAlgoRight))],
        QUEENS,
        NORMAL,
        |k| &k.next_algo_right,
    ),
    row(&[named(K::Char('?'), A::ToggleHelp)], ANY, HELP_FROM, |k| {
        &k.help
    }),
    // The help's own keys, listed in its footer.
    bar_only(row(
        &[
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
        ANY,
        HELP,
        |k| &k.scroll_help,
    )),
    bar_only(row(
        &[
            named(K::Char('?'), A::CloseHelp),
            named(K::Esc, A::CloseHelp),
        ],
        ANY,
        HELP,
        |k| &k.close_help,
    )),
    // The prompt's keys: letters type, Enter goes, Esc cancels.
    bar_only(row(&[named(K::Enter, A::PromptSubmit)], ANY, PROMPT, |k| {
        &k.prompt_go
    })),
    bar_only(row(&[named(K::Esc, A::PromptCancel)], ANY, PROMPT, |k| {
        &k.prompt_cancel
    })),
    hidden(row(
        &[
            alias(K::Backspace, A::PromptBackspace),
            alias(K::AnyChar, A::PromptChar(' ')),
        ],
        ANY,
        PROMPT,
        |k| &k.prompt,
    )),
    // `q` quits from anywhere, the help and the editor included (in the prompt it is a
    // letter); Esc only closes.
    row(&[named(K::Char('q'), A::Quit)], ANY, NOT_PROMPT, |k| {
        &k.quit
    }),
    row(
        &[
            named(K::AnyChar, A::QuizKey(' ')),
            named(K::Char('.'), A::QuizKey('.')),
        ],
        QUEENS,
        QUIZ,
        |k| &k.quiz_column,
    ),
    row(&[named(K::Char('.'), A::QuizKey('.'))], MAZE, QUIZ, |k| {
        &k.quiz_dead_end
    }),
    hidden(row(&[named(K::Ctrl('c'), A::Interrupt)], ANY, ALL, |k| {
        &k.quit
    })),
    hidden(row(&[named(K::Ctrl('z'), A::Suspend)], ANY, ALL, |k| {
        &k.quit
    })),
];

/// The rows that apply to `puzzle` in `mode`, in table order.
pub fn bindings(puzzle: PuzzleKind, mode: InputMode) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.applies(puzzle, mode))
}

/// The help's list of keys: the rows of the main screen and of the editor, in table order,
/// as (keys, what they do); the editor's marked as such.
pub fn help_rows(puzzle: PuzzleKind, lang: Lang) -> Vec<(String, String)> {
    let t = lang.text();
    BINDINGS
        .iter()
        .filter(|b| b.show.in_help())
        .filter_map(|b| {
            let what = (b.text)(&t.keys).long;
            if b.applies(puzzle, InputMode::Normal) {
                Some((b.label(&t.key_names), what.to_string()))
            } else if b.applies(puzzle, InputMode::Edit) {
                Some((b.label(&t.key_names), format!("{}{what}", t.editing_prefix)))
            } else if b.applies(puzzle, InputMode::Browse) {
                Some((
                    b.label(&t.key_names),
                    format!("{}{what}", t.browsing_prefix),
                ))
            } else if b.applies(puzzle, InputMode::Quiz)
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

/// The keys of the help itself, for its footer, as (keys, what they do); the scrolling keys
/// only when the help is longer than the window.
pub fn help_own_keys(puzzle: PuzzleKind, lang: Lang, scrolls: bool) -> Vec<(String, &'static str)> {
    let t = lang.text();
    bindings(puzzle, InputMode::Help)
        .filter(|b| b.show.in_bar())
        .filter(|b| {
            scrolls
                || !b
                    .strokes
                    .iter()
                    .any(|s| matches!(s.action, Action::ScrollHelp(_)))
        })
        .map(|b| (b.label(&t.key_names), (b.text)(&t.keys).short))
        .collect()
}

/// The action for a terminal event, if any.
pub fn from_event(event: &Event, puzzle: PuzzleKind, mode: InputMode) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => from_key(key, puzzle, mode),
        Event::Mouse(mouse) => from_mouse(mouse, puzzle, mode),
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        Event::FocusGained => Some(Action::Redraw),
        _ => None,
    }
}

/// The action for a key press, if any: the first row in scope with a matching key.
pub fn from_key(key: &KeyEvent, puzzle: PuzzleKind, mode: InputMode) -> Option<Action> {
    bindings(puzzle, mode)
        .flat_map(|b| b.strokes)
        .find(|s| s.key.matches(key))
        .map(|s| match (s.action, key.code) {
            // A typed character: the one typed.
            (Action::PromptChar(_), KeyCode::Char(c)) => Action::PromptChar(c),
            (Action::QuizKey(_), KeyCode::Char(c)) => Action::QuizKey(c),
            (action, _) => action,
        })
}

/// Whether a left click does something for `puzzle` in `mode`.
pub fn takes_clicks(puzzle: PuzzleKind, mode: InputMode) -> bool {
    bindings(puzzle, mode)
        .flat_map(|b| b.strokes)
        .any(|s| s.key == Key::Click)
}

/// The action for a mouse event: a left click where the table has a click row in scope.
pub fn from_mouse(mouse: &MouseEvent, puzzle: PuzzleKind, mode: InputMode) -> Option<Action> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) if takes_clicks(puzzle, mode) => {
            Some(Action::Click(mouse.column, mouse.row))
        }
        _ => None,
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

    const Q: PuzzleKind = PuzzleKind::Queens;
    const M: PuzzleKind = PuzzleKind::Maze;

    #[rstest]
    #[case(KeyCode::Char(' '), Action::TogglePlay)]
    #[case(KeyCode::Right, Action::StepForward)]
    #[case(KeyCode::Char('l'), Action::StepForward)]
    #[case(KeyCode::Left, Action::StepBack)]
    #[case(KeyCode::Char('h'), Action::StepBack)]
    #[case(KeyCode::Char('+'), Action::Faster)]
    #[case(KeyCode::Char('='), Action::Faster)]
    #[case(KeyCode::Char('-'), Action::Slower)]
    #[case(KeyCode::Char('n'), Action::Jump { kind: crate::engine::LandmarkKind::Solution, forward: true })]
    #[case(KeyCode::Home, Action::First)]
    #[case(KeyCode::End, Action::Last)]
    #[case(KeyCode::Char('r'), Action::Restart)]
    #[case(KeyCode::Char('?'), Action::ToggleHelp)]
    #[case(KeyCode::Char('q'), Action::Quit)]
    fn keys_every_puzzle_shares(#[case] code: KeyCode, #[case] action: Action) {
        for puzzle in [Q, M] {
            assert_eq!(
                from_key(&key(code), puzzle, InputMode::Normal),
                Some(action)
            );
        }
    }

    #[rstest]
    #[case(Q, KeyCode::Char('['), Action::Queens(QueensAction::SmallerBoard))]
    #[case(Q, KeyCode::Char(']'), Action::Queens(QueensAction::LargerBoard))]
    #[case(Q, KeyCode::Char('a'), Action::Queens(QueensAction::ToggleAttacked))]
    #[case(Q, KeyCode::Tab, Action::Queens(QueensAction::NextAlgo))]
    #[case(Q, KeyCode::BackTab, Action::Queens(QueensAction::NextAlgoRight))]
    #[case(Q, KeyCode::Char('c'), Action::Queens(QueensAction::ToggleCompare))]
    #[case(M, KeyCode::Char('o'), Action::Maze(MazeAction::CycleOrder))]
    #[case(M, KeyCode::Char('g'), Action::Maze(MazeAction::RandomMaze))]
    #[case(M, KeyCode::Char('m'), Action::Maze(MazeAction::ToggleNumbers))]
    #[case(Q, KeyCode::Char('s'), Action::Queens(QueensAction::OpenSolutions))]
    fn keys_of_one_puzzle(
        #[case] puzzle: PuzzleKind,
        #[case] code: KeyCode,
        #[case] action: Action,
    ) {
        assert_eq!(
            from_key(&key(code), puzzle, InputMode::Normal),
            Some(action)
        );
        let other = if puzzle == Q { M } else { Q };
        assert_eq!(from_key(&key(code), other, InputMode::Normal), None);
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
    fn help_keys(#[case] code: KeyCode, #[case] action: Option<Action>) {
        for puzzle in [Q, M] {
            assert_eq!(from_key(&key(code), puzzle, InputMode::Help), action);
        }
    }

    #[rstest]
    #[case(KeyCode::Up, Some(Action::MoveCursor(Direction::Up)))]
    #[case(KeyCode::Char('j'), Some(Action::MoveCursor(Direction::Down)))]
    #[case(KeyCode::Left, Some(Action::MoveCursor(Direction::Left)))]
    #[case(KeyCode::Right, Some(Action::MoveCursor(Direction::Right)))]
    #[case(KeyCode::Enter, Some(Action::Maze(MazeAction::ToggleWall)))]
    #[case(KeyCode::Char(' '), Some(Action::Maze(MazeAction::ToggleWall)))]
    #[case(KeyCode::Char('s'), Some(Action::Maze(MazeAction::SetStart)))]
    #[case(KeyCode::Char('t'), Some(Action::Maze(MazeAction::SetGoal)))]
    #[case(KeyCode::Esc, Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('e'), Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('q'), Some(Action::Quit))]
    #[case(KeyCode::Char('n'), None)]
    fn edit_keys(#[case] code: KeyCode, #[case] action: Option<Action>) {
        assert_eq!(from_key(&key(code), M, InputMode::Edit), action);
    }

    #[test]
    fn left_clicks_become_clicks_only_where_a_row_takes_them() {
        let click = |kind| MouseEvent {
            kind,
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        };
        let down = click(MouseEventKind::Down(MouseButton::Left));
        assert_eq!(
            from_mouse(&down, M, InputMode::Edit),
            Some(Action::Click(7, 3))
        );
        assert_eq!(from_mouse(&down, M, InputMode::Help), None);
        assert_eq!(
            from_mouse(&click(MouseEventKind::Moved), M, InputMode::Edit),
            None
        );
    }

    #[test]
    fn ctrl_c_interrupts_and_ctrl_z_suspends_everywhere_and_other_chords_do_nothing() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        for mode in [InputMode::Normal, InputMode::Help, InputMode::Edit] {
            for puzzle in [Q, M] {
                assert_eq!(from_key(&ctrl('c'), puzzle, mode), Some(Action::Interrupt));
                assert_eq!(from_key(&ctrl('z'), puzzle, mode), Some(Action::Suspend));
                assert_eq!(from_key(&ctrl('l'), puzzle, mode), None);
            }
        }
    }

    /// Esc closes what is open and never quits: "?, Esc, Esc" keeps the lesson.
    #[test]
    fn esc_never_quits() {
        for puzzle in [Q, M] {
            for mode in [
                InputMode::Normal,
                InputMode::Help,
                InputMode::Edit,
                InputMode::Prompt,
                InputMode::Browse,
            ] {
                let esc = from_key(&key(KeyCode::Esc), puzzle, mode);
                assert_ne!(esc, Some(Action::Quit), "{puzzle:?} {mode:?}");
            }
        }
        assert_eq!(
            from_key(&key(KeyCode::Esc), Q, InputMode::Normal),
            None,
            "nothing is open"
        );
    }

    #[test]
    fn unbound_keys_and_releases_do_nothing() {
        assert_eq!(
            from_key(&key(KeyCode::Char('Z')), Q, InputMode::Normal),
            None
        );
        let mut release = key(KeyCode::Char('q'));
        release.kind = KeyEventKind::Release;
        assert_eq!(from_event(&Event::Key(release), Q, InputMode::Normal), None);
        assert_eq!(
            from_event(&Event::Resize(80, 24), Q, InputMode::Normal),
            Some(Action::Resize(80, 24))
        );
    }

    #[test]
    fn labels_come_from_the_keys() {
        let label = |text: &str| {
            BINDINGS
                .iter()
                .find(|b| (b.text)(&Lang::En.text().keys).long == text)
                .map(|b| b.label(&Lang::En.text().key_names))
        };
        let k = &Lang::En.text().keys;
        assert_eq!(label(k.step.long).as_deref(), Some("Right l"));
        assert_eq!(label(k.speed.long).as_deref(), Some("+ -"));
        assert_eq!(label(k.cursor.long).as_deref(), Some("arrows"));
        assert_eq!(label(k.quit.long).as_deref(), Some("q"));
        let zh = BINDINGS
            .iter()
            .find(|b| b.modes == EDIT && b.strokes.iter().any(|s| s.key == Key::Up))
            .map(|b| b.label(&Lang::Zh.text().key_names));
        assert_eq!(zh.as_deref(), Some("方向键"));
    }

    /// No key does two things in the same place: every (puzzle, mode) maps a key once.
    #[test]
    fn no_key_is_bound_twice_in_one_place() {
        for puzzle in [Q, M] {
            for mode in [InputMode::Normal, InputMode::Help, InputMode::Edit] {
                let keys: Vec<Key> = bindings(puzzle, mode)
                    .flat_map(|b| b.strokes)
                    .map(|s| s.key)
                    .collect();
                for (i, k) in keys.iter().enumerate() {
                    assert!(
                        !keys[i + 1..].contains(k),
                        "{k:?} twice in {puzzle:?} {mode:?}"
                    );
                }
            }
        }
    }

    /// Every row has words in both languages: a short label only where it goes in the bar.
    #[test]
    fn every_row_is_described_in_both_languages() {
        for b in BINDINGS {
            let en = (b.text)(&Lang::En.text().keys);
            let zh = (b.text)(&Lang::Zh.text().keys);
            let label = b.label(&Lang::En.text().key_names);
            assert!(!en.long.is_empty() && !zh.long.is_empty(), "{label}");
            assert_eq!(en.short.is_empty(), zh.short.is_empty(), "{label}");
        }
    }
}
