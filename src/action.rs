//! Input → [`Action`]: the whole key map, as a pure function.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// Something the user asked for. `App::update` is the only place actions take effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Space: play or pause.
    TogglePlay,
    /// Right, `l`: one step forward (pauses).
    StepForward,
    /// Left, `h`: one step back (pauses).
    StepBack,
    /// `+`: the next faster speed.
    Faster,
    /// `-`: the next slower speed.
    Slower,
    /// `[`: N - 1, restart.
    SmallerBoard,
    /// `]`: N + 1, restart.
    LargerBoard,
    /// `n`: run to the next solution and pause there.
    NextSolution,
    /// Home: back to step 0.
    First,
    /// End: run to the end of the search.
    Last,
    /// `r`: restart at step 0 and forget the history.
    Restart,
    /// `a`: show or hide the squares attacked by the standing queens.
    ToggleAttacked,
    /// Tab: the next algorithm (restarts).
    NextAlgo,
    /// Shift-Tab: the next algorithm in the right-hand pane of compare mode (restarts).
    NextAlgoRight,
    /// `c`: compare with the next algorithm side by side, or back to one board (restarts).
    ToggleCompare,
    /// `o`: the next direction order of the maze search (restarts).
    CycleOrder,
    /// `g`: a new random maze.
    RandomMaze,
    /// `e`: enter or leave the maze editor.
    ToggleEdit,
    /// `m`: show the maze as the seed's numbers (0 1 2 3) or as cells.
    ToggleNumbers,
    /// Editor: move the cursor one cell.
    MoveCursor(Direction),
    /// Editor: Enter or Space toggles the wall under the cursor.
    ToggleWall,
    /// Editor: `s` puts the start under the cursor.
    SetStart,
    /// Editor: `t` puts the goal (target) under the cursor.
    SetGoal,
    /// A left click at a screen position (column, row).
    Click(u16, u16),
    /// `?`: open or close the help overlay.
    ToggleHelp,
    /// Esc while the help is open.
    CloseHelp,
    /// `q`, Esc, Ctrl-C.
    Quit,
    /// The window changed size (columns, rows).
    Resize(u16, u16),
    /// Something on screen may have changed: draw again.
    Redraw,
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

/// Whether the help overlay has the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InputMode {
    /// The main screen.
    #[default]
    Normal,
    /// The help overlay is open: `?`, Esc and `q` close it.
    Help,
    /// The maze editor: arrows move the cursor, Enter toggles walls, `e` or Esc leaves.
    Edit,
}

/// The action for a terminal event, if any.
pub fn from_event(event: &Event, mode: InputMode) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => from_key(key, mode),
        Event::Mouse(mouse) => from_mouse(mouse, mode),
        Event::Resize(w, h) => Some(Action::Resize(*w, *h)),
        Event::FocusGained => Some(Action::Redraw),
        _ => None,
    }
}

/// The action for a key press, if any.
pub fn from_key(key: &KeyEvent, mode: InputMode) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return matches!(key.code, KeyCode::Char('c')).then_some(Action::Quit);
    }
    match mode {
        InputMode::Help => {
            return match key.code {
                KeyCode::Char('?') | KeyCode::Esc | KeyCode::Char('q') => Some(Action::CloseHelp),
                _ => None,
            };
        }
        InputMode::Edit => {
            return Some(match key.code {
                KeyCode::Up | KeyCode::Char('k') => Action::MoveCursor(Direction::Up),
                KeyCode::Down | KeyCode::Char('j') => Action::MoveCursor(Direction::Down),
                KeyCode::Left | KeyCode::Char('h') => Action::MoveCursor(Direction::Left),
                KeyCode::Right | KeyCode::Char('l') => Action::MoveCursor(Direction::Right),
                KeyCode::Enter | KeyCode::Char(' ') => Action::ToggleWall,
                KeyCode::Char('s') => Action::SetStart,
                KeyCode::Char('t') => Action::SetGoal,
                KeyCode::Char('e') | KeyCode::Esc => Action::ToggleEdit,
                KeyCode::Char('?') => Action::ToggleHelp,
                KeyCode::Char('q') => Action::Quit,
                _ => return None,
            });
        }
        InputMode::Normal => {}
    }
    Some(match key.code {
        KeyCode::Char(' ') => Action::TogglePlay,
        KeyCode::Right | KeyCode::Char('l') => Action::StepForward,
        KeyCode::Left | KeyCode::Char('h') => Action::StepBack,
        KeyCode::Char('+') | KeyCode::Char('=') => Action::Faster,
        KeyCode::Char('-') | KeyCode::Char('_') => Action::Slower,
        KeyCode::Char('[') => Action::SmallerBoard,
        KeyCode::Char(']') => Action::LargerBoard,
        KeyCode::Char('n') => Action::NextSolution,
        KeyCode::Home => Action::First,
        KeyCode::End => Action::Last,
        KeyCode::Char('r') => Action::Restart,
        KeyCode::Char('a') => Action::ToggleAttacked,
        KeyCode::Tab => Action::NextAlgo,
        KeyCode::BackTab => Action::NextAlgoRight,
        KeyCode::Char('c') => Action::ToggleCompare,
        KeyCode::Char('o') => Action::CycleOrder,
        KeyCode::Char('g') => Action::RandomMaze,
        KeyCode::Char('e') => Action::ToggleEdit,
        KeyCode::Char('m') => Action::ToggleNumbers,
        KeyCode::Char('?') => Action::ToggleHelp,
        KeyCode::Char('q') | KeyCode::Esc => Action::Quit,
        _ => return None,
    })
}

/// The action for a mouse event: a left click anywhere (the puzzle decides what it hits).
pub fn from_mouse(mouse: &MouseEvent, mode: InputMode) -> Option<Action> {
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) if mode != InputMode::Help => {
            Some(Action::Click(mouse.column, mouse.row))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
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
    #[case(KeyCode::Char('['), Action::SmallerBoard)]
    #[case(KeyCode::Char(']'), Action::LargerBoard)]
    #[case(KeyCode::Char('n'), Action::NextSolution)]
    #[case(KeyCode::Home, Action::First)]
    #[case(KeyCode::End, Action::Last)]
    #[case(KeyCode::Char('r'), Action::Restart)]
    #[case(KeyCode::Char('a'), Action::ToggleAttacked)]
    #[case(KeyCode::Tab, Action::NextAlgo)]
    #[case(KeyCode::BackTab, Action::NextAlgoRight)]
    #[case(KeyCode::Char('c'), Action::ToggleCompare)]
    #[case(KeyCode::Char('o'), Action::CycleOrder)]
    #[case(KeyCode::Char('g'), Action::RandomMaze)]
    #[case(KeyCode::Char('e'), Action::ToggleEdit)]
    #[case(KeyCode::Char('m'), Action::ToggleNumbers)]
    #[case(KeyCode::Char('?'), Action::ToggleHelp)]
    #[case(KeyCode::Char('q'), Action::Quit)]
    #[case(KeyCode::Esc, Action::Quit)]
    fn normal_keys(#[case] code: KeyCode, #[case] action: Action) {
        assert_eq!(from_key(&key(code), InputMode::Normal), Some(action));
    }

    #[rstest]
    #[case(KeyCode::Char('?'), Some(Action::CloseHelp))]
    #[case(KeyCode::Esc, Some(Action::CloseHelp))]
    #[case(KeyCode::Char('q'), Some(Action::CloseHelp))]
    #[case(KeyCode::Char(' '), None)]
    #[case(KeyCode::Right, None)]
    fn help_keys(#[case] code: KeyCode, #[case] action: Option<Action>) {
        assert_eq!(from_key(&key(code), InputMode::Help), action);
    }

    #[rstest]
    #[case(KeyCode::Up, Some(Action::MoveCursor(Direction::Up)))]
    #[case(KeyCode::Char('j'), Some(Action::MoveCursor(Direction::Down)))]
    #[case(KeyCode::Left, Some(Action::MoveCursor(Direction::Left)))]
    #[case(KeyCode::Right, Some(Action::MoveCursor(Direction::Right)))]
    #[case(KeyCode::Enter, Some(Action::ToggleWall))]
    #[case(KeyCode::Char(' '), Some(Action::ToggleWall))]
    #[case(KeyCode::Char('s'), Some(Action::SetStart))]
    #[case(KeyCode::Char('t'), Some(Action::SetGoal))]
    #[case(KeyCode::Esc, Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('e'), Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('q'), Some(Action::Quit))]
    #[case(KeyCode::Char('n'), None)]
    fn edit_keys(#[case] code: KeyCode, #[case] action: Option<Action>) {
        assert_eq!(from_key(&key(code), InputMode::Edit), action);
    }

    #[test]
    fn left_clicks_become_clicks_except_under_help() {
        let click = |kind| MouseEvent {
            kind,
            column: 7,
            row: 3,
            modifiers: KeyModifiers::NONE,
        };
        let down = click(MouseEventKind::Down(MouseButton::Left));
        assert_eq!(
            from_mouse(&down, InputMode::Edit),
            Some(Action::Click(7, 3))
        );
        assert_eq!(from_mouse(&down, InputMode::Help), None);
        assert_eq!(
            from_mouse(&click(MouseEventKind::Moved), InputMode::Edit),
            None
        );
    }

    #[test]
    fn ctrl_c_quits_everywhere_and_other_chords_do_nothing() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        for mode in [InputMode::Normal, InputMode::Help, InputMode::Edit] {
            assert_eq!(from_key(&ctrl('c'), mode), Some(Action::Quit));
            assert_eq!(from_key(&ctrl('l'), mode), None);
        }
    }

    #[test]
    fn unbound_keys_and_releases_do_nothing() {
        assert_eq!(from_key(&key(KeyCode::Char('z')), InputMode::Normal), None);
        let mut release = key(KeyCode::Char('q'));
        release.kind = KeyEventKind::Release;
        assert_eq!(from_event(&Event::Key(release), InputMode::Normal), None);
        assert_eq!(
            from_event(&Event::Resize(80, 24), InputMode::Normal),
            Some(Action::Resize(80, 24))
        );
    }
}
