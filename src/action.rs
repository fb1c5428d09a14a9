//! Input → [`Action`]: the key table, and the pure function that reads it.
//!
//! One table of keys per problem, [`KeyTable`], built from the rows every problem shares
//! (playing, stepping, jumps, the prompt, the help...) and the problem's own rows, each of which
//! names the [`Section`] of the shared table it goes in. The table drives the key map
//! ([`KeyTable::action`]), the key bar and the help overlay, so a key and its label cannot drift
//! apart; the words come from each row's text function. A row lists its keys with the action
//! each one triggers, the input modes it applies in, and its description. Rows are in the
//! order the help lists them.

pub mod keys;
pub mod shared;
pub mod table;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

use crate::engine::LandmarkKind;

pub use keys::*;
pub use shared::*;
pub use table::*;

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
    /// The Monte Carlo estimate of the tree: start its probes, stop them, close it.
    ToggleEstimate,
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
    /// Mark the first step of an animated GIF, or write it from the mark (`X`).
    Gif,
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
    /// Whether it would end the screen or write outside it (quit, suspend, a lesson's next
    /// scene, an export): the keys a lesson file's `keys` and `--keys` may not press.
    pub fn leaves_the_screen(&self) -> bool {
        matches!(
            self,
            Action::Quit
                | Action::Interrupt
                | Action::Suspend
                | Action::Export
                | Action::Gif
                | Action::Scene(_)
        )
    }

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

/// A key by name, as a lesson file's `keys` and `--keys` take it: one character, or a
/// named key (`Enter`, `Esc`, `Tab`, `Space`, the arrows, `Home`, `End`).
pub fn key_event(name: &str) -> Option<Event> {
    let mut chars = name.chars();
    let code = match (chars.next(), chars.next()) {
        (Some(c), None) => KeyCode::Char(c),
        _ => match name {
            "Enter" => KeyCode::Enter,
            "Esc" => KeyCode::Esc,
            "Tab" => KeyCode::Tab,
            "Space" => KeyCode::Char(' '),
            "Up" => KeyCode::Up,
            "Down" => KeyCode::Down,
            "Left" => KeyCode::Left,
            "Right" => KeyCode::Right,
            "Home" => KeyCode::Home,
            "End" => KeyCode::End,
            _ => return None,
        },
    };
    Some(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crossterm::event::{
        Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent,
        MouseEventKind,
    };
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
