//! The maze's own keys: its names for the jumps, the direction order, random mazes, the
//! seed's numbers, the editor, and the quiz's answers; each row in its section of the shared
//! key table.

use crate::action::{
    Action, Binding, Direction, EDIT, Key, NORMAL, QUIZ, Section, Worded, alias, cursor_row,
    jump_rows, named, row, words_for,
};
use crate::problems::maze::words;

/// Actions of the maze problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeAction {
    /// The next direction order (restarts).
    CycleOrder,
    /// The previous direction order (restarts).
    PreviousOrder,
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
    /// Editor: close it and put the maze back as it was when it opened.
    CancelEdit,
}

use MazeAction as M;

const fn own(action: MazeAction) -> Action<MazeAction> {
    Action::Own(action)
}

/// The maze's rows of the key table, each with its section.
// A table: one entry a row.
#[allow(clippy::too_many_lines)]
pub fn rows() -> Vec<(Section, Binding<MazeAction>)> {
    use Key as K;
    use Section as S;
    let mut rows: Vec<(Section, Binding<MazeAction>)> = jump_rows(
        |l| &words::text(l).keys.run_to_goal,
        |l| &words::text(l).keys.dead_end_jump,
        |l| &words::text(l).keys.enter_jump,
    )
    .into_iter()
    .map(|b| (S::Jumps, b))
    .collect();
    rows.extend([
        // A question waiting: an arrow answers.
        (
            S::QuizKeys,
            row(
                vec![
                    named(K::Up, Action::QuizDir(Direction::Up)),
                    named(K::Down, Action::QuizDir(Direction::Down)),
                    named(K::Left, Action::QuizDir(Direction::Left)),
                    named(K::Right, Action::QuizDir(Direction::Right)),
                ],
                QUIZ,
                |l| &words::text(l).keys.quiz_direction,
            ),
        ),
        (
            S::Tools,
            row(
                vec![
                    named(K::Char('o'), own(M::CycleOrder)),
                    named(K::Char('O'), own(M::PreviousOrder)),
                ],
                NORMAL,
                |l| &words::text(l).keys.order,
            ),
        ),
        (
            S::Tools,
            row(vec![named(K::Char('g'), own(M::RandomMaze))], NORMAL, |l| {
                &words::text(l).keys.random
            }),
        ),
        (
            S::Tools,
            row(
                vec![named(K::Char('m'), own(M::ToggleNumbers))],
                NORMAL,
                |l| &words::text(l).keys.numbers,
            ),
        ),
        (
            S::Tools,
            row(vec![named(K::Char('e'), Action::ToggleEdit)], NORMAL, |l| {
                &words::text(l).keys.edit
            }),
        ),
        (S::Tools, cursor_row()),
        (
            S::Tools,
            row(
                vec![
                    named(K::Enter, own(M::ToggleWall)),
                    alias(K::Space, own(M::ToggleWall)),
                ],
                EDIT,
                |l| &words::text(l).keys.wall,
            ),
        ),
        (
            S::Tools,
            row(vec![named(K::Click, Action::Click(0, 0))], EDIT, |l| {
                &words::text(l).keys.click_wall
            }),
        ),
        (
            S::Tools,
            row(
                vec![
                    named(K::Char('s'), own(M::SetStart)),
                    named(K::Char('t'), own(M::SetGoal)),
                ],
                EDIT,
                |l| &words::text(l).keys.endpoints,
            ),
        ),
        (
            S::Tools,
            row(
                vec![named(K::Char('e'), Action::ToggleEdit)],
                EDIT,
                |l| &words::text(l).keys.done_editing,
            ),
        ),
        (
            S::Tools,
            row(vec![named(K::Esc, own(M::CancelEdit))], EDIT, |l| {
                &words::text(l).keys.cancel_edit
            }),
        ),
        // A question waiting: `.` answers "a dead end".
        (
            S::Answers,
            row(vec![named(K::Char('.'), Action::QuizKey('.'))], QUIZ, |l| {
                &words::text(l).keys.quiz_dead_end
            }),
        ),
        words_for(Worded::Tree, |l| &words::text(l).keys.tree),
        words_for(Worded::Export, |l| &words::text(l).keys.export),
        words_for(Worded::Zoom, |l| &words::text(l).keys.zoom),
    ]);
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::action::{InputMode, KeyTable};
    use crate::engine::LandmarkKind;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use rstest::rstest;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    /// No key does two things in one mode, and every row has words in both languages.
    #[test]
    fn the_table_checks() {
        assert_eq!(KeyTable::new(&rows()).check(), Ok(()));
    }

    #[rstest]
    #[case(KeyCode::Char('o'), Action::Own(M::CycleOrder))]
    #[case(KeyCode::Char('g'), Action::Own(M::RandomMaze))]
    #[case(KeyCode::Char('m'), Action::Own(M::ToggleNumbers))]
    #[case(KeyCode::Char('n'), Action::Jump { kind: LandmarkKind::Solution, forward: true })]
    fn keys_of_the_maze(#[case] code: KeyCode, #[case] action: Action<MazeAction>) {
        let table = KeyTable::new(&rows());
        assert_eq!(table.key(&key(code), InputMode::Normal), Some(action));
    }

    #[rstest]
    #[case(KeyCode::Up, Some(Action::MoveCursor(Direction::Up)))]
    #[case(KeyCode::Char('j'), Some(Action::MoveCursor(Direction::Down)))]
    #[case(KeyCode::Enter, Some(Action::Own(M::ToggleWall)))]
    #[case(KeyCode::Char(' '), Some(Action::Own(M::ToggleWall)))]
    #[case(KeyCode::Char('s'), Some(Action::Own(M::SetStart)))]
    #[case(KeyCode::Char('t'), Some(Action::Own(M::SetGoal)))]
    #[case(KeyCode::Esc, Some(Action::Own(MazeAction::CancelEdit)))]
    #[case(KeyCode::Char('e'), Some(Action::ToggleEdit))]
    #[case(KeyCode::Char('q'), Some(Action::Quit))]
    #[case(KeyCode::Char('n'), None)]
    fn edit_keys(#[case] code: KeyCode, #[case] action: Option<Action<MazeAction>>) {
        let table = KeyTable::new(&rows());
        assert_eq!(table.key(&key(code), InputMode::Edit), action);
    }

    /// While a question waits, arrows and `.` answer it.
    #[test]
    fn quiz_keys() {
        let table = KeyTable::new(&rows());
        assert_eq!(
            table.key(&key(KeyCode::Left), InputMode::Quiz),
            Some(Action::QuizDir(Direction::Left))
        );
        assert_eq!(
            table.key(&key(KeyCode::Char('.')), InputMode::Quiz),
            Some(Action::QuizKey('.'))
        );
        assert_eq!(table.key(&key(KeyCode::Char('c')), InputMode::Quiz), None);
    }
}
