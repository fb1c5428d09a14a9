//! Input → [`Action`]: the whole key map, as a pure function.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

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
    /// `?`: open or close the help overlay.
    ToggleHelp,
    /// Esc while the help is open.
    CloseHelp,
    /// `q`, Esc, Ctrl-C.
    Quit,
    /// The window changed size: draw again.
    Redraw,
}

/// Whether the help overlay has the keyboard.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InputMode {
    /// The main screen.
    #[default]
    Normal,
    /// The help overlay is open: `?`, Esc and `q` close it.
    Help,
}

/// The action for a terminal event, if any.
pub fn from_event(event: &Event, mode: InputMode) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => from_key(key, mode),
        Event::Resize(..) | Event::FocusGained => Some(Action::Redraw),
        _ => None,
    }
}

/// The action for a key press, if any.
pub fn from_key(key: &KeyEvent, mode: InputMode) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return matches!(key.code, KeyCode::Char('c')).then_some(Action::Quit);
    }
    if mode == InputMode::Help {
        return match key.code {
            KeyCode::Char('?') | KeyCode::Esc | KeyCode::Char('q') => Some(Action::CloseHelp),
            _ => None,
        };
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
        KeyCode::Home | KeyCode::Char('g') => Action::First,
        KeyCode::End | KeyCode::Char('G') => Action::Last,
        KeyCode::Char('r') => Action::Restart,
        KeyCode::Char('a') => Action::ToggleAttacked,
        KeyCode::Tab => Action::NextAlgo,
        KeyCode::BackTab => Action::NextAlgoRight,
        KeyCode::Char('c') => Action::ToggleCompare,
        KeyCode::Char('?') => Action::ToggleHelp,
        KeyCode::Char('q') | KeyCode::Esc => Action::Quit,
        _ => return None,
    })
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

    #[test]
    fn ctrl_c_quits_everywhere_and_other_chords_do_nothing() {
        let ctrl = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
        for mode in [InputMode::Normal, InputMode::Help] {
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
            Some(Action::Redraw)
        );
    }
}
